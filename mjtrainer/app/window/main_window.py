"""The main window: a tab widget whose first page is the trainer (quiz, progress and review
pages are added with :meth:`MainWindow.add_page`), menus and a toolbar with the common actions.

Each page wires itself to its controller (its ``page.connect``); the window wires its actions,
its settings and the intents that cross pages, in ``_connect_signals``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Slot
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget, QVBoxLayout, QWidget

from ... import resources
from ..progress.page import ProgressPage
from ..progress.page import connect as connect_progress
from ..quiz.controller import QuizController
from ..quiz.page import QuizPage
from ..quiz.page import connect as connect_quiz
from ..review.controller import ReviewController
from ..review.page import ReviewPage
from ..review.page import connect as connect_review
from ..review.views import FileDrop
from ..shared.tiles import metrics
from ..shared.viewmodel import HandState, SearchState
from ..trainer.controller import TrainerController
from ..trainer.page import TrainerPage
from ..trainer.page import connect as connect_trainer
from ..trainer.practice_controller import PracticeController
from . import geometry, rule_words
from .actions import WindowActions
from .dialogs import GlossaryDialog, SettingsDialog, ShortcutsDialog
from .game_files import GameFiles
from .info_bar import InfoBar
from .menus import WindowMenus, shortcut_rows
from .settings import SettingsController
from .style import STYLE
from .tile_sizes import tile_scale

translate = QCoreApplication.translate  # the name lupdate looks for


class MainWindow(QMainWindow):
    """The application window. Pages after the trainer are added with :meth:`add_page`; with
    a quiz controller, the quiz and progress pages come next."""

    def __init__(
        self,
        trainer: TrainerController,
        settings: SettingsController,
        quiz: QuizController | None = None,
        parent: QWidget | None = None,
        review: ReviewController | None = None,
        practice: PracticeController | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = trainer
        self.practice = practice if practice is not None else PracticeController(parent=self)
        self.settings = settings
        self.quiz = quiz
        self.review = review
        self.setStyleSheet(STYLE)
        try:
            self.setWindowIcon(QIcon(str(resources.asset("icon.svg"))))
        except FileNotFoundError:
            pass
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.trainer = TrainerPage()
        self._page_titles: list[Callable[[], str]] = []
        self.add_page(self.trainer, lambda: translate("MainWindow", "Trainer"))
        self.quiz_page: QuizPage | None = None
        self.progress_page: ProgressPage | None = None
        if quiz is not None:
            self.quiz_page = QuizPage(quiz.levels)
            self.progress_page = ProgressPage(quiz.levels)
            self.add_page(self.quiz_page, lambda: translate("MainWindow", "Quiz"))
            self.add_page(self.progress_page, lambda: translate("MainWindow", "Progress"))
        self.review_page: ReviewPage | None = None
        self.file_drop = FileDrop(self)
        if review is not None:
            self.review_page = ReviewPage()
            self.add_page(self.review_page, lambda: translate("MainWindow", "Review"))
            self.setAcceptDrops(True)
            self.installEventFilter(self.file_drop)
        self.info_bar = InfoBar()
        central = QWidget()
        cl = QVBoxLayout(central)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.setSpacing(0)
        cl.addWidget(self.info_bar)
        cl.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        # Made now, not by the first message: the pages keep their height when one comes.
        self.statusBar()
        a = self.window_actions = WindowActions(self)
        self.undo_action, self.redo_action, self.clear_action = a.undo, a.redo, a.clear
        self.random_action, self.practice_action = a.random, a.practice
        self.copy_action, self.paste_action = a.copy, a.paste
        self.settings_action, self.quit_action = a.settings, a.quit
        self.shortcuts_action = a.shortcuts
        self.open_game_action, self.mode_actions, self.toolbar = a.open_game, a.modes, a.toolbar
        m = self.menus = WindowMenus(self, a, review is not None)
        self.file_menu, self.edit_menu, self.hand_menu, self.help_menu = m.all()
        if m.recent is not None:
            self.recent_menu = m.recent
        self._connect_signals()
        self.retranslate()
        self._on_state_changed(trainer.state())
        if quiz is not None:
            self.info_bar.show_message(quiz.notice)
        self._placed = False  # the first show checks the frame the window manager gave
        saved = settings.geometry()
        if saved is None or not self.restoreGeometry(saved) or not geometry.fits_a_screen(self):
            geometry.open_on(self, self.screen())
        self._apply_tile_scale()
        notice = settings.take_notices()  # a settings file kept aside, seen tiles dropped …
        if notice:
            self._on_message(notice)

    def add_page(self, page: QWidget, title: Callable[[], str]) -> int:
        """Add a page (quiz, progress …); ``title`` gives its tab text in the current language."""
        self._page_titles.append(title)
        index = self.tabs.addTab(page, title())
        self.tabs.tabBar().setVisible(self.tabs.count() > 1)
        return index

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(what it does, its keys) of every key the window has (see :func:`.shortcut_rows`)."""
        shortcuts = [s for p in (self.quiz_page, self.review_page) if p for s in p.shortcuts()]
        pages = [p for i in range(self.tabs.count()) if (p := self.tabs.widget(i)) is not None]
        return shortcut_rows(self.menus.all(), shortcuts, pages)

    def _connect_signals(self) -> None:
        c, p, s, a = self.controller, self.practice, self.settings, self.window_actions
        # First, so the trainer is shown before the action changes its hand.
        for action in a.trainer():
            action.triggered.connect(self._on_trainer_action)
        connect_trainer(self.trainer, c, p).message.connect(self._on_message)
        c.stateChanged.connect(self._on_state_changed)
        c.searchChanged.connect(self._on_search_changed)
        c.message.connect(self._on_message)
        for mode_action in a.modes.values():
            mode_action.triggered.connect(self._on_mode_action_triggered)
        c.undo_stack.canUndoChanged.connect(self._on_undo_changed)
        c.undo_stack.canRedoChanged.connect(a.redo.setEnabled)
        a.undo.triggered.connect(self._on_undo)
        a.redo.triggered.connect(c.undo_stack.redo)
        self.trainer.notation.undoRequested.connect(a.undo.trigger)
        self.trainer.notation.redoRequested.connect(a.redo.trigger)
        a.clear.triggered.connect(c.clear)
        a.random.triggered.connect(c.random_hand)
        a.practice.triggered.connect(self._on_new_practice)
        p.stateChanged.connect(self._on_undo_changed)
        p.message.connect(self._on_message)
        a.copy.triggered.connect(self._on_copy)
        a.paste.triggered.connect(self._on_paste)
        a.settings.triggered.connect(self._on_settings)
        a.quit.triggered.connect(self.close)
        a.glossary.triggered.connect(self._on_glossary)
        a.shortcuts.triggered.connect(self._on_shortcuts)
        s.rulesChanged.connect(c.set_rules)
        s.languageChanged.connect(self._on_language_changed)
        s.tileSizeChanged.connect(self._on_tile_size_changed)
        s.message.connect(self._on_message)
        q, qp, pp = self.quiz, self.quiz_page, self.progress_page
        if q is not None and qp is not None and pp is not None:
            connect_quiz(qp, q)
            connect_progress(pp, q)
            q.message.connect(self._on_message)
            q.openHand.connect(self._on_open_hand)
            q.openScoring.connect(self._on_open_scoring)
            q.openPosition.connect(self._on_open_position)
            pp.reviewMissedRequested.connect(self._on_review_missed)
            p.answered.connect(q.record_answer)
            s.rulesChanged.connect(q.set_rules)
            self.tabs.currentChanged.connect(self._on_page_changed)
        r, rp = self.review, self.review_page
        if r is not None and rp is not None:
            connect_review(rp, r)
            r.message.connect(self._on_message)
            # a card made or a game kept changes what the progress page counts
            r.cardMade.connect(self._on_progress_changed)
            r.gameKept.connect(self._on_progress_changed)
            files = GameFiles(self.tabs, rp, r, s, self.recent_menu)
            a.open_game.triggered.connect(files.ask)
            rp.openRequested.connect(files.ask)
            self.file_drop.fileDropped.connect(files.open)
            rp.pasteRequested.connect(self._on_paste_game)

    # --- the trainer's actions, and the hand kept for the next start ---

    @Slot(object)
    def _on_state_changed(self, state: HandState) -> None:
        self.window_actions.check_mode(state.mode)
        self.settings.save_hand(state.notation, self.controller.seen_notation())
        self.settings.save_situation(self.controller.situation_text())
        self.settings.save_table(self.controller.table_text())

    @Slot(object)
    def _on_search_changed(self, state: SearchState) -> None:
        self.settings.save_turn(state.turn)

    @Slot()
    def _on_trainer_action(self) -> None:
        if self.sender() is self.paste_action and self._on_review_page():
            return  # Ctrl+Shift+V on the review page pastes a game
        self.tabs.setCurrentWidget(self.trainer)

    @Slot()
    def _on_mode_action_triggered(self) -> None:
        a = self.sender()
        if isinstance(a, QAction):
            self.controller.set_mode(str(a.data()))

    @Slot()
    def _on_undo(self) -> None:
        """Undo takes back a practice discard during a deal, else the last hand edit."""
        if self.practice.active:
            self.practice.undo()
        else:
            self.controller.undo_stack.undo()

    @Slot()
    def _on_undo_changed(self) -> None:
        if self.practice.active:
            self.undo_action.setEnabled(self.practice.can_undo())
        else:
            self.undo_action.setEnabled(self.controller.undo_stack.canUndo())

    @Slot()
    def _on_new_practice(self) -> None:
        self.practice.new_deal(self.settings.rules)

    @Slot()
    def _on_copy(self) -> None:
        QApplication.clipboard().setText(self.controller.notation())
        self.statusBar().showMessage(
            translate("MainWindow", "Copied {hand}").format(hand=self.controller.notation() or "—"),
            4000,
        )

    @Slot()
    def _on_paste(self) -> None:
        if self._on_review_page():
            self._on_paste_game()
            return
        self.controller.paste_notation(QApplication.clipboard().text())

    # --- intents that cross pages ---

    def _end_practice(self) -> None:
        """A hand from elsewhere takes the trainer: a practice deal on would hide it."""
        if self.practice.active:
            self.practice.close_deal()

    @Slot(str)
    def _on_open_hand(self, notation: str) -> None:
        """A quiz hand to explore: into the trainer (one undo step), and show the trainer."""
        self._end_practice()
        if self.controller.open_hand(notation):
            self.tabs.setCurrentWidget(self.trainer)

    @Slot(object, object, int, object)
    def _on_open_position(self, hand: object, seen: object, turn: int, rules: object) -> None:
        """A question's position to explore (a discard question's, a card's from a game): its
        hand, the tiles seen and its turn, in the trainer (one undo step), under the rules it
        is graded by (the settings switch to them, and say so), and show the trainer."""
        self._end_practice()
        if rules is not None and self.settings.adopt(rules):
            self._on_message(
                translate("MainWindow", "Rules set to {rules}, the rules of this question.").format(
                    rules=rule_words.preset(self.settings.rules.name)
                )
            )
        if self.controller.open_position(hand, seen, turn):  # type: ignore[arg-type]
            self.tabs.setCurrentWidget(self.trainer)

    @Slot(str, str, object)
    def _on_open_scoring(self, notation: str, rules: str, situation: object) -> None:
        """A scoring question to explore: its hand and the situation of its win, under the
        rules it is scored by (the settings switch to them, and say so)."""
        self._end_practice()
        if self.settings.rules.name != rules:
            self.settings.set_preset(rules)
            self._on_message(
                translate("MainWindow", "Rules set to {rules} to score this hand.").format(
                    rules=rule_words.preset(rules)
                )
            )
        if self.controller.open_hand(notation, situation):  # type: ignore[arg-type]
            self.tabs.setCurrentWidget(self.trainer)

    @Slot(int)
    def _on_review_missed(self, index: int) -> None:
        if self.quiz is not None and self.quiz_page is not None:
            self.quiz.review_missed(index)
            self.tabs.setCurrentWidget(self.quiz_page)

    @Slot(int)
    def _on_page_changed(self, index: int) -> None:
        # Missed questions fall due as time passes: recount them when a quiz page is shown.
        page = self.tabs.widget(index)
        if self.quiz is not None and page in (self.quiz_page, self.progress_page):
            self.quiz.refresh_progress()

    @Slot(str)
    def _on_progress_changed(self, what: str) -> None:
        """The review kept a card or a game (``what`` names it): the figures read again."""
        if self.quiz is not None:
            self.quiz.refresh_progress()

    def _on_review_page(self) -> bool:
        return self.review_page is not None and self.tabs.currentWidget() is self.review_page

    @Slot()
    def _on_paste_game(self) -> None:
        if self.review is not None:
            self.review.paste(QApplication.clipboard().text())

    # --- the window's own: messages, dialogs, settings, language, size ---

    @Slot(str)
    def _on_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    @Slot()
    def _on_settings(self) -> None:
        value = SettingsDialog.ask(self, self.settings.value())
        if value is not None:
            self.settings.apply(value)

    @Slot()
    def _on_glossary(self) -> None:
        GlossaryDialog.ask(self)

    @Slot()
    def _on_shortcuts(self) -> None:
        ShortcutsDialog.ask(self, self.shortcut_rows())

    @Slot(str)
    def _on_language_changed(self, language: str) -> None:
        # Widgets re-label themselves on the LanguageChange event the translator sends.
        self.retranslate()
        self.controller.retranslate()
        if self.quiz is not None and self.info_bar.isVisible():
            self.info_bar.show_message(self.quiz.notice)

    @Slot(str)
    def _on_tile_size_changed(self, tile_size: str) -> None:
        self._apply_tile_scale()

    def _apply_tile_scale(self) -> None:
        """Tiles as large as the size setting and the window say (one scale for all)."""
        metrics().set_scale(tile_scale(self.settings.tile_size, self.width(), self.height()))

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self._apply_tile_scale()

    def retranslate(self) -> None:
        # The platform adds the application's name ("… — mjtrainer"): the title says it once.
        self.setWindowTitle(translate("MainWindow", "Mahjong hand trainer"))
        self.menus.retranslate()
        self.window_actions.retranslate()
        for i, title in enumerate(self._page_titles):
            self.tabs.setTabText(i, title())
        self.info_bar.retranslate()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def showEvent(self, e: QShowEvent) -> None:
        super().showEvent(e)
        if not self._placed:
            self._placed = True
            geometry.place_on_first_show(self)

    def closeEvent(self, e: QCloseEvent) -> None:
        self.settings.save_geometry(self.saveGeometry())
        self.settings.save_hand(self.controller.notation(), self.controller.seen_notation())
        self.settings.save_situation(self.controller.situation_text())
        self.settings.save_table(self.controller.table_text())
        self.settings.sync()
        self.controller.shutdown()
        self.practice.shutdown()
        if self.quiz is not None:
            self.quiz.shutdown()
        if self.review is not None:
            self.review.shutdown()
        super().closeEvent(e)
