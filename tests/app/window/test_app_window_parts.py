"""The window is small and the pages wire themselves (issue 25 §3): each page's ``connect``
works without a main window, and ``MainWindow`` keeps only tabs, menus, actions, settings and
the intents that cross pages."""

from __future__ import annotations

import inspect

from PySide6.QtCore import Qt

from mjtrainer.app.progress.page import ProgressPage
from mjtrainer.app.progress.page import connect as connect_progress
from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.quiz.page import QuizPage
from mjtrainer.app.quiz.page import connect as connect_quiz
from mjtrainer.app.trainer.page import TrainerPage
from mjtrainer.app.trainer.page import connect as connect_trainer
from mjtrainer.app.trainer.practice_controller import PracticeController
from mjtrainer.app.window import MainWindow
from mjtrainer.core.kinds import CODE_NAMES


def test_the_main_window_class_is_under_400_lines():
    lines, _ = inspect.getsourcelines(MainWindow)
    assert len(lines) < 400, len(lines)


def test_the_trainer_page_wires_itself_without_a_window(qtbot, controller):
    page = TrainerPage()
    qtbot.addWidget(page)
    practice = PracticeController(parent=page)
    connect_trainer(page, controller, practice)
    qtbot.mouseClick(page.palette_view.button(CODE_NAMES.index("5p")), Qt.MouseButton.LeftButton)
    assert controller.notation() == "5p"
    # What the controller says, the page shows: the notation box and the undo it offers.
    assert page.notation.text() == "5p"
    controller.undo_stack.undo()
    assert controller.notation() == "" and page.notation.text() == ""


def test_the_quiz_and_progress_pages_wire_themselves_without_a_window(qtbot, quiz):
    page = QuizPage(quiz.levels)
    qtbot.addWidget(page)
    progress = ProgressPage(quiz.levels)
    qtbot.addWidget(progress)
    connect_quiz(page, quiz)
    connect_progress(progress, quiz)
    assert quiz.state.phase is QuizPhase.IDLE
    with qtbot.waitSignal(quiz.stateChanged):
        page.startRequested.emit(page.chosen_kind(), page.chosen_level(), 0)
    assert quiz.state.phase in (QuizPhase.LOADING, QuizPhase.ASKING)
