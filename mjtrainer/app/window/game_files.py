"""Game logs opened in the window: File → Open game, File → Recent games, a file dropped on the
window. Each opens on the review page, and one that opens goes first in Recent games."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QTabWidget

from ..review.controller import ReviewController
from ..review.views import OpenGameDialog, ReviewPage
from .settings import SettingsController

translate = QCoreApplication.translate  # the name lupdate looks for


class GameFiles(QObject):
    """Opens game logs on ``page`` (shown in ``tabs``) and keeps the recent ones in
    ``settings``; lists them in ``recent`` as it opens."""

    def __init__(
        self,
        tabs: QTabWidget,
        page: ReviewPage,
        review: ReviewController,
        settings: SettingsController,
        recent: QMenu,
    ) -> None:
        super().__init__(tabs)
        self.tabs = tabs
        self.page = page
        self.review = review
        self.settings = settings
        self.recent = recent
        recent.aboutToShow.connect(self._on_recent_menu)
        recent.triggered.connect(self._on_recent_chosen)

    @Slot()
    def ask(self) -> None:
        """Show the review page and ask for a game log to open there."""
        self.tabs.setCurrentWidget(self.page)
        path = OpenGameDialog.ask(self.tabs.window())
        if path:
            self.open(path)

    @Slot(str)
    def open(self, path: str) -> None:
        """Open a game log on the review page; one that opens goes first in Recent games."""
        self.tabs.setCurrentWidget(self.page)
        if self.review.open_file(path):
            self.settings.add_recent_game(os.path.abspath(path))

    @Slot()
    def _on_recent_menu(self) -> None:
        """File → Recent games, listed as it opens: each log by its name, the path in its tip."""
        menu = self.recent
        menu.clear()
        games = self.settings.recent_games()
        for path in games:
            a = menu.addAction(os.path.basename(path))
            a.setData(path)
            a.setToolTip(path)
            a.setStatusTip(path)
        if not games:
            menu.addAction(translate("MainWindow", "No recent games")).setEnabled(False)
        menu.setToolTipsVisible(True)

    @Slot(QAction)
    def _on_recent_chosen(self, action: QAction) -> None:
        path = action.data()
        if isinstance(path, str) and path:
            self.open(path)
