"""The quiz page at a 1024 × 600 screen (issue 29 §2.2): question and explanation side by side
in every language, at the test platform's font and a desktop's larger one, with the fonts the
app loads (the longest Japanese kind, "守備：リーチに対して最も安全な牌は？", made the
question pane 646 px at 11 pt and the page stacked); the kind box elides its text when
squeezed and shows it whole in a tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from test_app_narrow_window import clipped_widgets
from test_app_trainer_layout import app_fonts, left_of  # noqa: F401 (a fixture)

from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.shared.widgets import ItemsComboBox
from mjtrainer.app.window.language import load_cjk_font
from mjtrainer.core import Rules
from mjtrainer.words import languages

KINDS = ("waits", "discard", "scoring", "defence", "pushfold", "riichi", "call")


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def answer(window, qtbot, kind: str) -> None:
    """A question of ``kind`` asked and answered (its first tile or choice: marks show)."""
    page = window.quiz_page
    page.select(kind, 1)
    page.start_button.click()
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING, timeout=30000)
    settle()
    side_by_side(page)  # the question asked
    if kind == "waits":
        page.answer_palette.button(0).click()
    elif kind in ("riichi", "call"):
        page.choice_bar.buttons()[0].click()
    elif kind != "scoring":
        page.hand_buttons()[0].click()
    elif page.scoring_answer.riichi.isVisible():
        page.scoring_answer.riichi.han.setValue(1)
        page.scoring_answer.riichi.fu.setCurrentIndex(1)
    if window.quiz.state.phase is not QuizPhase.ANSWERED:
        page.submit_button.click()
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ANSWERED)
    settle()


def side_by_side(page) -> None:
    assert page.splitter.orientation() == Qt.Orientation.Horizontal
    assert left_of(page.question_card, page.explanation_card)
    # Neither pane scrolls sideways nor clips: each as wide as its content needs.
    for area in (page.left_scroll, page.right_scroll):
        content = area.widget()
        assert content is not None
        assert area.viewport().width() >= content.minimumSizeHint().width()
    assert page.left_scroll.viewport().width() >= page.panes.need() - (
        page.left_scroll.verticalScrollBar().sizeHint().width()
    )


@pytest.mark.usefixtures("app_fonts")  # at 9 and 11 pt
@pytest.mark.parametrize("language", languages.codes())
def test_the_quiz_keeps_two_columns_at_1024_by_600(window, qtbot, language):
    load_cjk_font(language=language)  # the language's own font first, as at a start
    window.settings.set_language(language)
    window.settings.set_rules(Rules.preset("riichi"))
    window.resize(1024, 600)
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    settle()
    assert window.width() == 1024
    for kind in KINDS:  # every kind's name in the box, every kind's question answered
        page.select(kind, 1)
        settle()
        side_by_side(page)
        answer(window, qtbot, kind)
        side_by_side(page)
        assert clipped_widgets(window) == [], kind
        page.stop_button.click()
        settle()


# Showing a tooltip, the offscreen platform says it cannot raise its window.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_squeezed_combo_box_elides_its_text_and_tells_it_whole(qtbot):
    text = "Defence: which tile is safest against the riichi?"
    box = ItemsComboBox(20)
    qtbot.addWidget(box)
    box.addItems([text, "Waits"])
    box.show()
    qtbot.waitExposed(box)
    box.resize(box.minimumSizeHint())
    settle()
    assert box.width() < box.sizeHint().width()
    shown = box.shown_text()
    assert shown != text and shown.endswith("…") and text.startswith(shown[:-1])
    assert box.fontMetrics().horizontalAdvance(shown) < box.width()
    at = box.rect().center()
    QApplication.sendEvent(box, QHelpEvent(QHelpEvent.Type.ToolTip, at, box.mapToGlobal(at)))
    assert QToolTip.isVisible() and QToolTip.text() == text
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    # Room enough: the whole text, and no tooltip.
    box.resize(box.sizeHint())
    settle()
    assert box.shown_text() == text
    QApplication.sendEvent(box, QHelpEvent(QHelpEvent.Type.ToolTip, at, box.mapToGlobal(at)))
    assert not QToolTip.isVisible()
    # A short item fits a squeezed box whole.
    box.setCurrentIndex(1)
    box.resize(box.minimumSizeHint())
    settle()
    assert box.shown_text() == "Waits"
