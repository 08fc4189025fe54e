"""The progress page, and :func:`connect`, which wires it to whatever counts the progress (the
quiz's controller, which this page does not import: a page imports no other page). The main
window routes "practise the missed questions" to the quiz page."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance, Slot

from ..shared.viewmodel import ProgressView
from .views import ProgressPage

__all__ = ["ProgressLink", "ProgressPage", "ProgressSource", "connect"]


class ProgressSource(Protocol):
    """What the page reads its progress from: the counts now, a signal when they change, and
    the missed question to open."""

    @property
    def progressChanged(self) -> SignalInstance: ...

    @property
    def progress(self) -> ProgressView: ...

    def open_missed(self, index: int) -> None: ...


class ProgressLink(QObject):
    """What the quiz controller counts, the page shows. Made by :func:`connect`, owned by the
    page."""

    def __init__(self, page: ProgressPage) -> None:
        super().__init__(page)
        self.page = page

    @Slot(object)
    def _on_progress(self, progress: ProgressView) -> None:
        self.page.show_progress(progress)


def connect(page: ProgressPage, quiz: ProgressSource) -> ProgressLink:
    """Wire ``page`` to ``quiz``'s progress and show it as it is now."""
    link = ProgressLink(page)
    quiz.progressChanged.connect(link._on_progress)
    page.openMissedRequested.connect(quiz.open_missed)
    link._on_progress(quiz.progress)
    return link
