"""QA regression guards for the Quiz page driven through its widgets: a waits question
answered right (Enter) and wrong, Space to move on, and "Open in trainer" undone by one Undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mjtrainer.app.quiz.model import QuizPhase

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def asking(qtbot, quiz) -> None:
    qtbot.waitUntil(lambda: quiz.state.phase is QuizPhase.ASKING, timeout=10000)
    QApplication.processEvents()


def test_waits_questions_right_then_wrong_and_open_in_trainer(qtbot, window) -> None:
    quiz, page, trainer = window.quiz, window.quiz_page, window.controller
    assert trainer.paste_notation("123m")
    window.tabs.setCurrentWidget(page)
    page.select("waits", 2)
    click(qtbot, page.start_button)
    asking(qtbot, quiz)
    first = quiz.question
    assert not page.submit_button.isEnabled()
    for t in first.answer:
        click(qtbot, page.answer_palette.button(t))
    assert quiz.state.selected == tuple(first.answer)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert quiz.state.phase is QuizPhase.ANSWERED and quiz.state.grade.correct
    assert page.verdict.isVisible() and page.verdict.text().startswith("Right")

    qtbot.keyClick(page, Qt.Key.Key_Space)
    asking(qtbot, quiz)
    second = quiz.question
    assert second.hand != first.hand
    wrong = next(t for t in range(34) if t not in second.answer)
    click(qtbot, page.answer_palette.button(wrong))
    click(qtbot, page.submit_button)
    assert not quiz.state.grade.correct
    assert page.verdict.text().startswith("Not quite")
    qtbot.waitUntil(lambda: quiz.progress.answered == 2, timeout=10000)

    click(qtbot, page.open_button)
    qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.trainer, timeout=5000)
    assert trainer.notation() == str(second.hand)
    window.undo_action.trigger()
    assert trainer.notation() == "123m"
