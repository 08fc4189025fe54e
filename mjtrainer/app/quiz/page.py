"""The quiz page, and :func:`connect`, which wires it to the quiz controller: the question,
the clock and the answers. The main window routes what crosses pages (a hand opened in the
trainer, the practice deal's graded discards)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from ..shared.viewmodel import ProgressView
from .controller import QuizController
from .model import QuizState
from .views import QuizPage

__all__ = ["QuizLink", "QuizPage", "connect"]


class QuizLink(QObject):
    """What the quiz controller says, the page shows. Made by :func:`connect`, owned by the
    page."""

    def __init__(self, page: QuizPage) -> None:
        super().__init__(page)
        self.page = page

    @Slot(object)
    def _on_state(self, state: QuizState) -> None:
        self.page.show_state(state)

    @Slot(object)
    def _on_progress(self, progress: ProgressView) -> None:
        self.page.show_progress(progress)


def connect(page: QuizPage, quiz: QuizController) -> QuizLink:
    """Wire ``page`` to ``quiz`` and show the quiz as it is now."""
    link = QuizLink(page)
    page.set_points_limit(quiz.points_limit)
    quiz.stateChanged.connect(link._on_state)
    quiz.progressChanged.connect(link._on_progress)
    quiz.clockChanged.connect(page.show_clock)
    quiz.busyChanged.connect(page.set_busy)
    page.startRequested.connect(quiz.start)
    page.reviewRequested.connect(quiz.start_review)
    page.stopRequested.connect(quiz.stop)
    page.tileToggled.connect(quiz.toggle_tile)
    page.clearRequested.connect(quiz.clear_selection)
    page.submitRequested.connect(quiz.submit)
    page.discardChosen.connect(quiz.discard)
    page.choiceChosen.connect(quiz.choose)
    page.nextRequested.connect(quiz.next)
    page.openInTrainerRequested.connect(quiz.open_in_trainer)
    page.fanChanged.connect(quiz.set_fan)
    page.riichiAnswerChanged.connect(quiz.set_riichi_answer)
    link._on_state(quiz.state)
    link._on_progress(quiz.progress)
    return link
