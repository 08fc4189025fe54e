"""The review page, and :func:`connect`, which wires it to the review controller: seat,
round, steps, the review's grades and the cards made from them. The main window opens the game
files (its menu, the recent games, a dropped file) and routes the cards to the quiz."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from .controller import ReviewController, ReviewState
from .views import ReviewPage

__all__ = ["ReviewLink", "ReviewPage", "connect"]


class ReviewLink(QObject):
    """What the review controller says, the page shows. Made by :func:`connect`, owned by the
    page."""

    def __init__(self, page: ReviewPage) -> None:
        super().__init__(page)
        self.page = page

    @Slot(object)
    def _on_state(self, state: ReviewState) -> None:
        self.page.show_state(state)


def connect(page: ReviewPage, review: ReviewController) -> ReviewLink:
    """Wire ``page`` to ``review`` and show the review as it is now."""
    link = ReviewLink(page)
    review.stateChanged.connect(link._on_state)
    page.seatChosen.connect(review.set_seat)
    page.roundChosen.connect(review.set_round)
    page.stepRequested.connect(review.step_by)
    page.decisionRequested.connect(review.decision_by)
    page.nextMistakeRequested.connect(review.next_mistake)
    page.showAllToggled.connect(review.set_show_all)
    page.spoilerToggled.connect(review.set_spoiler_free)
    page.reviewRequested.connect(review.start_review)
    page.cancelRequested.connect(review.cancel_review)
    page.cardRequested.connect(review.make_card)
    page.pickRequested.connect(review.pick)
    page.placeChosen.connect(review.go_to)
    page.decisionChosen.connect(review.choose)
    link._on_state(review.state)
    return link
