"""Every quiz kind answered in the smallest window the app promises (1024 × 600), in every
language, with the fonts the app really loads (the shipped CJK subsets): the prompt, the hand,
the verdict and its legend are all in view once the answer is graded, and nothing is clipped.

The shipped fonts draw Chinese and Japanese lines a few pixels taller than a test machine's
fallback boxes; a layout that fit only without them hid the verdict from Chinese and Japanese
learners (found by the quiz-kind screenshots, ``packaging/screenshots.py --only quizkinds``)."""

from __future__ import annotations

import pytest
from pools import SynchronousPool
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget

from mjtrainer.app.main import build_window
from mjtrainer.app.quiz.model import (
    CallQuestionView,
    DefenceQuestionView,
    QuizPhase,
    RiichiQuestionView,
    ScoringQuestionView,
    WaitsQuestionView,
)
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.window.language import load_cjk_font
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core.kinds import kind_of
from mjtrainer.quiz.levels import QuizKind
from mjtrainer.words import languages
from tests.app.conftest import make_quiz
from tests.app.window.test_app_narrow_window import clipped_widgets

LEFT = Qt.MouseButton.LeftButton
SMALLEST = (1024, 600)
#: A level of each kind whose questions have the longest verdicts (two riichis, a call).
LEVELS = {
    QuizKind.WAITS: 2,
    QuizKind.DISCARD: 2,
    QuizKind.SCORING: 1,
    QuizKind.DEFENCE: 4,
    QuizKind.PUSHFOLD: 2,
    QuizKind.RIICHI: 1,
    QuizKind.CALL: 3,
}


@pytest.fixture
def shipped_window(qapp, qtbot, tmp_path, clock, request):
    """The main window started in ``request.param``'s language at 1024 × 600, with every
    shipped font loaded the way the app loads them (the language's own first among the
    fallbacks); the application font put back afterwards."""
    language = request.param
    before = qapp.font()
    for each in (*languages.LANGUAGES, languages.find(language)):
        if each.font:
            load_cjk_font(True, each.code)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/language", language)
    settings.setValue("rules/preset", "riichi")
    w = build_window(
        SettingsController(settings),
        TaskRunner(SynchronousPool()),
        make_quiz(tmp_path / "progress.sqlite3", clock),
    )
    qtbot.addWidget(w)
    w.show()
    w.resize(*SMALLEST)
    qtbot.waitExposed(w)
    yield w
    w.settings.set_language("en")
    w.controller.shutdown()
    w.quiz.shutdown()
    qapp.setFont(before)


def click(qtbot, button: QWidget) -> None:
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())


def answer_wrongly(page, qtbot, quiz) -> None:
    """Answer as a learner who errs, with the page's own widgets: a wrong pick among the
    waits, a scoring answer of nothing, the first tile or choice that is not right."""
    q = quiz.state.question
    if isinstance(q, WaitsQuestionView):
        wrong = next(t for t in range(34) if t not in q.answer)
        click(qtbot, page.answer_palette.button(q.answer[0]))
        click(qtbot, page.answer_palette.button(wrong))
        click(qtbot, page.submit_button)
    elif isinstance(q, ScoringQuestionView):
        box = page.scoring_answer.riichi
        box.han.setValue(box.han.maximum())  # no level-1 hand is worth that
        box.fu.setCurrentIndex(box.fu.findData(20))
        click(qtbot, page.submit_button)
    elif isinstance(q, RiichiQuestionView | CallQuestionView):
        word = next(r.word for r in q.choices if not r.right)
        click(qtbot, page.choice_bar.buttons()[q.offers.index(word)])
    else:
        ranked = (
            [d.tile for d in q.defence.dangers]
            if isinstance(q, DefenceQuestionView)
            else [d.tile for d in q.discards]
        )
        tile = next(t for t in ranked if t not in q.answer)
        click(qtbot, next(b for b in page.hand_buttons() if kind_of(b.tile) == tile))


def in_view(widget: QWidget, page) -> bool:
    """Whether ``widget`` lies wholly inside the question pane's view (not scrolled off)."""
    viewport = page.left_scroll.viewport()
    top = widget.mapTo(viewport, widget.rect().topLeft()).y()
    bottom = widget.mapTo(viewport, widget.rect().bottomLeft()).y()
    return top >= 0 and bottom <= viewport.height()


@pytest.mark.parametrize("shipped_window", languages.codes(), indirect=True)
@pytest.mark.parametrize("kind", list(QuizKind))
def test_an_answered_question_shows_its_verdict_and_legend_at_1024_by_600(
    shipped_window, qtbot, kind
):
    window = shipped_window
    page, quiz = window.quiz_page, window.quiz
    window.tabs.setCurrentWidget(page)
    page.select(kind.value, LEVELS[kind])
    click(qtbot, page.start_button)
    qtbot.waitUntil(lambda: quiz.state.phase is QuizPhase.ASKING, timeout=30000)
    answer_wrongly(page, qtbot, quiz)
    assert quiz.state.phase is QuizPhase.ANSWERED and not quiz.state.grade.correct
    # the layouts and the pane follow the answer's lines a turn or two of the loop later
    qtbot.waitUntil(lambda: not clipped_widgets(window))
    qtbot.waitUntil(lambda: in_view(page.legend, page))
    for _ in range(5):
        QApplication.processEvents()
    assert (window.width(), window.height()) == SMALLEST
    assert page.verdict.text() and page.legend.isVisible()
    for widget in (page.prompt, page.hand, page.verdict, page.legend):
        assert widget.isVisible() and in_view(widget, page), widget
    assert page.next_button.isVisible() and not clipped_widgets(window)
