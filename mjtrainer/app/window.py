"""The main window: a tab widget whose first page is the trainer (quiz and progress pages are
added with :meth:`MainWindow.add_page`), menus and a toolbar with the common actions.

All wiring between the controllers and the views is in ``_connect_signals``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QMargins, QRect, QSize, Qt, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QResizeEvent,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import resources
from ..core.kinds import is_red
from .progress.views import ProgressPage
from .quiz.controller import QuizController
from .quiz.views import QuizPage
from .review.controller import ReviewController, ReviewState
from .review.views import FileDrop, OpenGameDialog, ReviewPage
from .shared import i18n
from .shared.dialogs import (
    ChowDialog,
    GlossaryDialog,
    MeldChoiceDialog,
    SettingsDialog,
    ShortcutsDialog,
)
from .shared.settings import SettingsController
from .shared.tiles import metrics, tile_scale
from .shared.viewmodel import HandState, Mode, ProgressView, QuizState, Result, SearchState
from .shared.widgets import Card, FlowLayout, PaneSplit, set_visible
from .trainer.controller import TrainerController
from .trainer.practice_controller import PracticeController
from .trainer.practice_views import PracticePanel, SaveGameDialog, row_text
from .trainer.situation_views import SituationStrip
from .trainer.table_views import TableView
from .trainer.views import HandView, NotationView, PaletteView, ResultsView, SeenView

translate = QCoreApplication.translate  # the name lupdate looks for

# Wider than this, palette and results sit side by side; narrower, one above the other.
#: The size the window opens at where the screen has room for it.
PREFERRED_SIZE = QSize(1280, 820)
#: Room kept for the title bar and borders before the window manager has said how big they are
#: (on X11 only once the window is shown); corrected on the first show.
FRAME_ALLOWANCE = QMargins(4, 32, 4, 4)
SIDE_BY_SIDE_WIDTH = 980  # a 1024-px screen keeps hand and analysis side by side
# Side by side only while the analysis keeps at least this width beside the palette pane
# (large tiles in a small window put the analysis below instead).
ANALYSIS_MIN_WIDTH = 400

STYLE = """
QFrame#card { background: palette(base); border: 1px solid palette(mid); border-radius: 8px; }
QLabel#cardTitle { font-size: 11pt; }
QLabel#status { font-size: 13pt; font-weight: bold; padding: 2px 0; }
QLabel#status[tone="good"] { color: #1b7f3b; }
QLabel#status[tone="info"] { color: #1c5fb0; }
QLabel#status[tone="warn"] { color: #a15c00; }
QLabel#status[tone="error"] { color: #b3261e; }
QLabel#contrast { color: #1c5fb0; font-weight: bold; }
QLabel#notationError { color: #b3261e; }
QWidget#decompRow[scored="true"] { background: #e9f5ed; border: 1px solid #1b7f3b;
                                   border-radius: 6px; }
QWidget#decompRow[scored="true"] QLabel#small { color: #1b7f3b; font-weight: bold; }
QLineEdit[invalid="true"] { border: 1px solid #b3261e; border-radius: 3px; padding: 2px; }
QLabel#placeholder { color: palette(mid); font-style: italic; }
QLabel#small { color: palette(dark); font-size: 9pt; }
QToolButton#mode { padding: 4px 10px; border: 1px solid palette(mid); border-radius: 4px; }
QToolButton#mode:checked { background: palette(highlight); color: palette(highlighted-text); }
QLabel#quizTitle { font-size: 12pt; font-weight: bold; }
QLabel#quizStat { font-size: 10.5pt; }
QLabel#explainSummary { padding: 0 0 4px 0; }
QLabel#tag { color: #8a5a00; font-weight: bold; }
QPushButton#primary { font-weight: bold; padding: 4px 14px; }
QFrame#statBox { background: palette(alternate-base); border: 1px solid palette(midlight);
                 border-radius: 6px; }
QLabel#statValue { font-size: 18pt; font-weight: bold; }
QFrame#infoBar { background: #fff4e5; border: 1px solid #e0a040; border-radius: 6px; }
QFrame#infoBar QLabel { color: #5c3b00; }
"""

_MODES = (Mode.ADD, Mode.CHOW, Mode.PUNG, Mode.KONG, Mode.CONCEALED_KONG, Mode.SEEN)


def opening_geometry(available: QRect, preferred: QSize, frame: QMargins) -> QRect:
    """The window's own rectangle (without its frame) to open at: ``preferred`` shrunk so that
    window and ``frame`` fit ``available`` (a screen's available geometry, the task bar left
    out), centred in it."""
    room_w = available.width() - frame.left() - frame.right()
    room_h = available.height() - frame.top() - frame.bottom()
    w = max(1, min(preferred.width(), room_w))
    h = max(1, min(preferred.height(), room_h))
    x = available.x() + frame.left() + max(0, (room_w - w) // 2)
    y = available.y() + frame.top() + max(0, (room_h - h) // 2)
    return QRect(x, y, w, h)


def fits(window: QRect, frame: QMargins, available: QRect) -> bool:
    """Whether ``window`` with its ``frame`` lies within ``available``."""
    return available.contains(window.marginsAdded(frame))


def key_sequences(*keys: QKeySequence.StandardKey | str) -> list[QKeySequence]:
    """The shortcuts of an action: every binding the platform gives each standard key, then
    each literal sequence the platform has not bound already; each sequence once, none empty.

    A sequence registered twice is dead under Qt ("Ambiguous shortcut overload"): X11 binds
    Redo to Ctrl+Shift+Z and Quit to Ctrl+Q, other platforms bind them differently or not at
    all, so the literal fallbacks must be checked against the platform's own list.
    """
    out: list[QKeySequence] = []
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            found = QKeySequence.keyBindings(key)
        else:
            found = [QKeySequence(key)]
        out += [k for k in found if not k.isEmpty() and k not in out]
    return out


def on_keyboard(k: QKeySequence) -> bool:
    """Whether ``k`` is typed on an ordinary keyboard: not F13–F35, nor a key of special
    keyboards (Undo, Help, Exit …) that Qt's standard keys add to their bindings."""
    # PySide6's stubs lack QKeySequence.__getitem__ (Qt has operator[]): the first key.
    return k.count() > 0 and k[0].key().value < Qt.Key.Key_F13.value  # type: ignore[index]


def mode_label(mode: Mode) -> str:
    labels = {
        Mode.ADD: translate("TrainerPage", "Add tile"),
        Mode.CHOW: translate("TrainerPage", "Chow"),
        Mode.PUNG: translate("TrainerPage", "Pung"),
        Mode.KONG: translate("TrainerPage", "Kong"),
        Mode.CONCEALED_KONG: translate("TrainerPage", "Concealed kong"),
        Mode.SEEN: translate("TrainerPage", "Seen"),
    }
    return labels[mode]


def mode_tip(mode: Mode) -> str:
    tips = {
        Mode.ADD: translate("TrainerPage", "A palette click adds the tile to the hand."),
        Mode.CHOW: translate("TrainerPage", "A palette click declares a chow holding the tile."),
        Mode.PUNG: translate("TrainerPage", "A palette click declares a pung of the tile."),
        Mode.KONG: translate("TrainerPage", "A palette click declares an open kong."),
        Mode.CONCEALED_KONG: translate("TrainerPage", "A palette click declares a concealed kong."),
        Mode.SEEN: translate(
            "TrainerPage",
            "A palette click marks the tile as seen "
            "(a discard, an indicator, another player's meld).",
        ),
    }
    return tips[mode]


class TrainerPage(QWidget):
    """Palette, mode bar, notation, hand and seen row on one side; results on the other."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_view = PaletteView()
        self.notation = NotationView()
        self.hand_view = HandView()
        self.seen_view = SeenView()
        self.results = ResultsView()
        self.situation = SituationStrip()
        self.table_view = TableView()

        self.mode_buttons: dict[Mode, QToolButton] = {}
        # The buttons wrap to a second line in a narrow pane rather than widen it: English
        # and Japanese labels (or a desktop's larger font) made this the pane's widest line,
        # which put the analysis below the hand at 1024 px.
        mode_bar = QWidget()
        bar = FlowLayout(mode_bar, 4)
        self._mode_label = QLabel()
        for mode in _MODES:
            b = QToolButton()
            b.setObjectName("mode")
            b.setCheckable(True)
            b.setAutoExclusive(True)
            b.setProperty("mode", mode.value)
            self.mode_buttons[mode] = b
        # The label with the first button, centred on it, so a wrap never leaves it alone.
        first = QWidget()
        row = QHBoxLayout(first)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self._mode_label)
        row.addWidget(self.mode_buttons[_MODES[0]])
        bar.addWidget(first)
        for mode in _MODES[1:]:
            bar.addWidget(self.mode_buttons[mode])
        self.mode_buttons[Mode.ADD].setChecked(True)

        palette_body = QWidget()
        pl = QVBoxLayout(palette_body)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addWidget(mode_bar)
        pl.addWidget(self.palette_view)
        self.palette_card = Card(palette_body)

        hand_body = QWidget()
        hl = QVBoxLayout(hand_body)
        hl.setContentsMargins(0, 0, 0, 0)
        hl.addWidget(self.notation)
        hl.addWidget(self.hand_view)
        sep = QFrame()
        sep.setFrameShape(QFrame.Shape.HLine)
        sep.setFrameShadow(QFrame.Shadow.Sunken)
        hl.addWidget(sep)
        hl.addWidget(self.seen_view)
        self.hand_card = Card(hand_body)
        self.table_card = Card(self.table_view)

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(8, 8, 4, 8)
        ll.setSpacing(8)
        # A practice deal takes the palette's and the hand's place while it is on.
        self.practice = PracticePanel()
        self.practice_card = Card(self.practice)
        self.practice_card.hide()
        ll.addWidget(self.practice_card)
        ll.addWidget(self.palette_card)
        ll.addWidget(self.hand_card)
        ll.addWidget(self.table_card)
        ll.addStretch(1)
        self.results_card = Card(self.results)
        # A new practice deal's analysis comes with its first graded discard; until then
        # this note stands in for the analysis of whatever hand was shown before the deal.
        self.practice_note = QLabel()
        self.practice_note.setWordWrap(True)
        self.practice_note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.practice_note.setSizePolicy(
            QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding
        )  # the card's room, its text at the top, as the analysis takes it
        self.practice_note.hide()
        card_layout = self.results_card.layout()
        assert card_layout is not None
        card_layout.addWidget(self.practice_note)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 8, 8, 8)
        self.situation_card = Card(self.situation)
        rl.addWidget(self.situation_card)
        rl.addWidget(self.results_card)

        self._left = left  # the palette and hand, inside the left scroll area
        self.left_scroll = QScrollArea()
        self.left_scroll.setWidget(left)
        self.left_scroll.setWidgetResizable(True)
        self.left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        # As needed: a window narrower than the tiles scrolls rather than clipping them.
        self.left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.right_scroll = QScrollArea()
        self.right_scroll.setWidget(right)
        self.right_scroll.setWidgetResizable(True)
        self.right_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.right_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.left_scroll)
        self.splitter.addWidget(self.right_scroll)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 6)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        # Side by side from a 1024-px screen up; the palette pane never narrower than the
        # tiles, buttons and text box need (English labels are the widest), the analysis the
        # rest. One above the other: palette and hand together when they fit in two thirds.
        self.panes = PaneSplit(
            self,
            self.splitter,
            self.left_scroll,
            SIDE_BY_SIDE_WIDTH,
            ANALYSIS_MIN_WIDTH,
            (560, 700),
            self._tall_share,
            second=self.right_scroll,
        )
        metrics().changed.connect(self._on_metrics_changed)
        self.panes.measure()
        self.retranslate()

    def _tall_share(self, total: int) -> int:
        need = self._left.sizeHint().height()
        return int(min(max(need, total * 0.45), total * 0.66))

    @Slot()
    def _on_metrics_changed(self) -> None:
        # New tile sizes: the palette pane's need changes (a 14-tile hand is its widest line).
        self.panes.measure()

    def show_analysis(self, shown: bool) -> None:
        """Show the analysis, or (False: a new practice deal, nothing of it graded yet) the
        note that it comes with the first graded discard."""
        set_visible(self.results, shown)
        set_visible(self.practice_note, not shown)

    def analysis_shown(self) -> bool:
        """Whether the analysis is up (not the practice deal's note)."""
        return not self.results.isHidden()

    def set_mode(self, mode: Mode) -> None:
        button = self.mode_buttons.get(mode)
        if button is not None:
            button.setChecked(True)
            return
        # A mode of the situation strip (winning tile, dora): no mode of the bar is on.
        for b in self.mode_buttons.values():
            b.setAutoExclusive(False)
            b.setChecked(False)
            b.setAutoExclusive(True)

    def retranslate(self) -> None:
        self._mode_label.setText(translate("TrainerPage", "Click mode:"))
        for mode, b in self.mode_buttons.items():
            b.setText(mode_label(mode))
            b.setToolTip(mode_tip(mode))
        self.palette_card.title.setText(translate("TrainerPage", "Tiles"))
        self.hand_card.title.setText(translate("TrainerPage", "Your hand"))
        self.table_card.title.setText(translate("TrainerPage", "Opponents' ponds (defence)"))
        self.results_card.title.setText(translate("TrainerPage", "Analysis"))
        self.situation_card.title.setText(translate("TrainerPage", "How the hand won"))
        self.practice_card.title.setText(translate("TrainerPage", "Practice deal"))
        self.practice_note.setText(
            translate(
                "TrainerPage",
                "Discard a tile: the analysis of each discard shows here once it is graded.",
            )
        )

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def resizeEvent(self, e: QResizeEvent) -> None:
        self.panes.orient(e.size().width())
        super().resizeEvent(e)
        self.panes.split()


class InfoBar(QFrame):
    """A lasting message above the pages (e.g. a progress file that had to be replaced), until
    the user closes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("infoBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.close_button = QToolButton(self)
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.close_button.clicked.connect(self.hide)
        self.hide()

    @Slot(str)
    def show_message(self, text: str) -> None:
        self.label.setText(text)
        self.setVisible(bool(text))

    def retranslate(self) -> None:
        self.close_button.setToolTip(translate("MainWindow", "Close this message"))


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
            self.quiz_page.set_points_limit(quiz.points_limit)
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
        self._make_actions()
        self._make_menus()
        self._connect_signals()
        self.retranslate()
        self.trainer.palette_view.show_state(trainer.state())
        self._on_state_changed(trainer.state())
        self._on_result_changed(trainer.result)
        self.trainer.results.search.show_search(trainer.search)
        if quiz is not None:
            self._on_quiz_state(quiz.state)
            self._on_progress(quiz.progress)
            self.info_bar.show_message(quiz.notice)
        if review is not None:
            self._on_review_state(review.state)
        self._placed = False  # the first show checks the frame the window manager gave
        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry) or not self._fits_a_screen():
            self._open_on(self.screen())
        self._apply_tile_scale()
        notice = settings.take_notices()  # a settings file kept aside, seen tiles dropped …
        if notice:
            self._on_message(notice)

    # --- pages ---

    def add_page(self, page: QWidget, title: Callable[[], str]) -> int:
        """Add a page (quiz, progress …); ``title`` gives its tab text in the current language."""
        self._page_titles.append(title)
        index = self.tabs.addTab(page, title())
        self.tabs.tabBar().setVisible(self.tabs.count() > 1)
        return index

    # --- actions ---

    def _make_actions(self) -> None:
        def action(*keys: QKeySequence.StandardKey | str) -> QAction:
            a = QAction(self)
            a.setShortcuts(key_sequences(*keys))
            self.addAction(a)
            return a

        Std = QKeySequence.StandardKey
        self.undo_action = action(Std.Undo)
        self.redo_action = action(Std.Redo, "Ctrl+Shift+Z")
        self.clear_action = action("Ctrl+N")
        self.random_action = action("Ctrl+R")
        self.practice_action = action("Ctrl+D")
        self.copy_action = action("Ctrl+Shift+C")
        self.paste_action = action("Ctrl+Shift+V")
        self.settings_action = action(Std.Preferences, "Ctrl+,")
        self.quit_action = action(Std.Quit, "Ctrl+Q")
        self.glossary_action = action(Std.HelpContents)
        self.shortcuts_action = action()
        self.open_game_action = action(Std.Open)
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        self.mode_actions: dict[Mode, QAction] = {}
        group = QActionGroup(self)
        # The strip's modes (winning tile, dora) have no action: none may be checked then.
        group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for i, mode in enumerate(_MODES, start=1):
            a = action(f"Ctrl+{i}")
            a.setCheckable(True)
            a.setData(mode.value)
            group.addAction(a)
            self.mode_actions[mode] = a
        self.mode_actions[Mode.ADD].setChecked(True)
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("main")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setIconSize(QSize(16, 16))
        for a in (
            self.undo_action,
            self.redo_action,
            self.clear_action,
            self.random_action,
            self.copy_action,
            self.paste_action,
            self.settings_action,
        ):
            self.toolbar.addAction(a)
        self.addToolBar(self.toolbar)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        if self.review is not None:
            self.file_menu.addAction(self.open_game_action)
            self.recent_menu = self.file_menu.addMenu("")
            self.file_menu.addSeparator()
        self.file_menu.addAction(self.settings_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        for a in (self.undo_action, self.redo_action):
            self.edit_menu.addAction(a)
        self.edit_menu.addSeparator()
        for a in (self.copy_action, self.paste_action, self.clear_action):
            self.edit_menu.addAction(a)
        self.hand_menu = bar.addMenu("")
        self.hand_menu.addAction(self.random_action)
        self.hand_menu.addAction(self.practice_action)
        self.hand_menu.addSeparator()
        for a in self.mode_actions.values():
            self.hand_menu.addAction(a)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.glossary_action)
        self.help_menu.addAction(self.shortcuts_action)

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(what it does, its keys) of every key the window has, each key once: the actions of
        the menus in menu order, the quiz page's keys, then the Alt+letter of each menu and of
        each field of the pages. Made from the actions, shortcuts and labels themselves, so it
        always says what the keys do; the keys of special keyboards that Qt's standard keys
        add (F14, the Undo, Help and Exit keys) are left out."""
        native = QKeySequence.SequenceFormat.NativeText
        keys: dict[str, list[str]] = {}  # what it does → its keys, in order
        seen: set[str] = set()

        def add(what: str, sequences: Iterable[QKeySequence]) -> None:
            for k in sequences:
                text = k.toString(native)
                if text and text not in seen and on_keyboard(k):
                    seen.add(text)
                    keys.setdefault(what, []).append(text)

        for menu in self._menus():
            for a in menu.actions():
                if a.shortcuts():
                    add(a.text().replace("&", "").rstrip("…"), a.shortcuts())
        if self.quiz_page is not None:
            for shortcut in self.quiz_page.shortcuts():
                add(shortcut.whatsThis(), shortcut.keys())
        if self.review_page is not None:
            for shortcut in self.review_page.shortcuts():
                add(shortcut.whatsThis(), shortcut.keys())
        rows = [(what, " / ".join(k)) for what, k in keys.items()]
        # Alt+letter: a menu opens, a field takes the focus (one letter may serve a field on
        # each page: one row, its fields together).
        fields: dict[str, list[str]] = {}
        for menu in self._menus():
            self._mnemonic(
                fields, menu.title(), translate("MainWindow", "Menu: {menu}"), "menu", seen
            )
        for i in range(self.tabs.count()):
            page = self.tabs.widget(i)
            if page is None:
                continue
            owners: list[QWidget] = [b for b in page.findChildren(QAbstractButton)]
            owners += [lb for lb in page.findChildren(QLabel) if lb.buddy() is not None]
            for w in owners:
                text = w.text() if isinstance(w, (QAbstractButton, QLabel)) else ""
                self._mnemonic(fields, text, "{field}", "field", seen)
        rows += [(" / ".join(whats), key) for key, whats in fields.items()]
        return rows

    @staticmethod
    def _mnemonic(
        fields: dict[str, list[str]], text: str, template: str, name: str, seen: set[str]
    ) -> None:
        key = QKeySequence.mnemonic(text).toString(QKeySequence.SequenceFormat.NativeText)
        if not key or (key in seen and key not in fields):
            return
        seen.add(key)
        what = template.format(**{name: text.replace("&", "").rstrip(":：").strip()})
        if what not in fields.setdefault(key, []):
            fields[key].append(what)

    def _menus(self) -> tuple[QMenu, ...]:
        return (self.file_menu, self.edit_menu, self.hand_menu, self.help_menu)

    def trainer_actions(self) -> list[QAction]:
        """The actions that act on the trainer's hand (each shows the trainer page first)."""
        return [
            self.undo_action,
            self.redo_action,
            self.clear_action,
            self.random_action,
            self.practice_action,
            self.copy_action,
            self.paste_action,
            *self.mode_actions.values(),
        ]

    def _connect_signals(self) -> None:
        c = self.controller
        page = self.trainer
        # First, so the trainer is shown before the action changes its hand.
        for a in self.trainer_actions():
            a.triggered.connect(self._on_trainer_action)
        c.stateChanged.connect(self._on_state_changed)
        c.resultChanged.connect(self._on_result_changed)
        c.busyChanged.connect(page.results.set_busy)
        c.message.connect(self._on_message)
        c.notationError.connect(page.notation.show_error)
        c.chowChoiceRequested.connect(self._on_chow_choice_requested)
        c.opponentMeldChoiceRequested.connect(self._on_opponent_meld_choice_requested)
        page.palette_view.tileClicked.connect(c.click_tile)
        page.hand_view.tileClicked.connect(c.click_hand_tile)
        page.hand_view.meldClicked.connect(c.remove_meld)
        page.seen_view.tileClicked.connect(c.remove_seen)
        page.notation.textEdited.connect(c.set_notation)
        page.results.discardRequested.connect(c.discard)
        page.situation.fieldChanged.connect(c.set_situation)
        page.situation.winTilePickRequested.connect(self._on_win_tile_pick)
        page.situation.bestTileRequested.connect(c.clear_win_tile)
        page.situation.doraPickRequested.connect(self._on_dora_pick)
        page.situation.doraClicked.connect(c.remove_dora)
        page.table_view.modeRequested.connect(c.set_mode)
        page.table_view.riichiToggled.connect(c.toggle_riichi)
        page.table_view.takeBackRequested.connect(c.remove_last_pond_tile)
        page.table_view.meldRemoveRequested.connect(c.remove_opponent_meld)
        page.table_view.offerClearRequested.connect(c.clear_offer)
        c.searchChanged.connect(self._on_search_changed)
        page.results.search.turnChanged.connect(c.set_turn)
        page.results.search.extendedToggled.connect(c.set_extended)
        page.results.search.cancelRequested.connect(c.cancel_search)
        for b in page.mode_buttons.values():
            b.clicked.connect(self._on_mode_button_clicked)
        for a in self.mode_actions.values():
            a.triggered.connect(self._on_mode_action_triggered)
        stack = c.undo_stack
        stack.canUndoChanged.connect(self._on_undo_changed)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        self.undo_action.triggered.connect(self._on_undo)
        self.redo_action.triggered.connect(stack.redo)
        stack.canUndoChanged.connect(self._on_history_changed)
        stack.canRedoChanged.connect(self._on_history_changed)
        page.notation.undoRequested.connect(self.undo_action.trigger)
        page.notation.redoRequested.connect(self.redo_action.trigger)
        self.clear_action.triggered.connect(c.clear)
        self.random_action.triggered.connect(c.random_hand)
        p, panel = self.practice, page.practice
        self.practice_action.triggered.connect(self._on_new_practice)
        p.dealt.connect(self._on_practice_dealt)
        p.stateChanged.connect(self._on_practice_state)
        p.graded.connect(self._on_practice_graded)
        p.positionChosen.connect(self._on_practice_position)
        p.message.connect(self._on_message)
        panel.tileClicked.connect(p.discard)
        panel.rowActivated.connect(p.show_decision)
        panel.undoRequested.connect(p.undo)
        panel.kitaRequested.connect(p.kita)
        panel.saveRequested.connect(self._on_save_practice)
        panel.closeRequested.connect(p.close_deal)
        self.copy_action.triggered.connect(self._on_copy)
        self.paste_action.triggered.connect(self._on_paste)
        self.settings_action.triggered.connect(self._on_settings)
        self.quit_action.triggered.connect(self.close)
        self.glossary_action.triggered.connect(self._on_glossary)
        self.shortcuts_action.triggered.connect(self._on_shortcuts)
        self.settings.rulesChanged.connect(c.set_rules)
        self.settings.languageChanged.connect(self._on_language_changed)
        self.settings.tileSizeChanged.connect(self._on_tile_size_changed)
        self.settings.message.connect(self._on_message)
        q, qp, pp = self.quiz, self.quiz_page, self.progress_page
        if q is not None and qp is not None and pp is not None:
            q.stateChanged.connect(self._on_quiz_state)
            q.progressChanged.connect(self._on_progress)
            q.clockChanged.connect(qp.show_clock)
            q.busyChanged.connect(qp.set_busy)
            q.message.connect(self._on_message)
            q.openHand.connect(self._on_open_hand)
            q.openScoring.connect(self._on_open_scoring)
            q.openPosition.connect(self._on_open_position)
            qp.startRequested.connect(q.start)
            qp.reviewRequested.connect(q.start_review)
            qp.stopRequested.connect(q.stop)
            qp.tileToggled.connect(q.toggle_tile)
            qp.clearRequested.connect(q.clear_selection)
            qp.submitRequested.connect(q.submit)
            qp.discardChosen.connect(q.discard)
            qp.choiceChosen.connect(q.choose)
            qp.nextRequested.connect(q.next)
            qp.openInTrainerRequested.connect(q.open_in_trainer)
            qp.fanChanged.connect(q.set_fan)
            qp.riichiAnswerChanged.connect(q.set_riichi_answer)
            pp.reviewMissedRequested.connect(self._on_review_missed)
            pp.openMissedRequested.connect(q.open_missed)
            p.answered.connect(q.record_answer)
            self.settings.rulesChanged.connect(q.set_rules)
            self.tabs.currentChanged.connect(self._on_page_changed)
        r, rp = self.review, self.review_page
        if r is not None and rp is not None:
            r.stateChanged.connect(self._on_review_state)
            r.message.connect(self._on_message)
            r.cardMade.connect(self._on_card_made)
            r.gameKept.connect(self._on_game_kept)
            self.open_game_action.triggered.connect(self._on_open_game)
            self.file_drop.fileDropped.connect(self._on_game_dropped)
            rp.openRequested.connect(self._on_open_game)
            self.recent_menu.aboutToShow.connect(self._on_recent_menu)
            self.recent_menu.triggered.connect(self._on_recent_chosen)
            rp.pasteRequested.connect(self._on_paste_game)
            rp.seatChosen.connect(r.set_seat)
            rp.roundChosen.connect(r.set_round)
            rp.stepRequested.connect(r.step_by)
            rp.decisionRequested.connect(r.decision_by)
            rp.nextMistakeRequested.connect(r.next_mistake)
            rp.showAllToggled.connect(r.set_show_all)
            rp.spoilerToggled.connect(r.set_spoiler_free)
            rp.reviewRequested.connect(r.start_review)
            rp.cancelRequested.connect(r.cancel_review)
            rp.cardRequested.connect(r.make_card)
            rp.pickRequested.connect(r.pick)
            rp.placeChosen.connect(r.go_to)
            rp.decisionChosen.connect(r.choose)

    # --- slots ---

    @Slot(object)
    def _on_state_changed(self, state: HandState) -> None:
        page = self.trainer
        page.palette_view.show_state(state)
        page.hand_view.show_state(state)
        page.seen_view.show_state(state)
        page.notation.show_state(state)
        page.situation.show_state(state)
        page.table_view.show_state(state)
        set_visible(page.situation_card, bool(state.scored))  # only where a win has a value
        page.set_mode(state.mode)
        action = self.mode_actions.get(state.mode)
        if action is not None:
            action.setChecked(True)
        else:
            for a in self.mode_actions.values():
                a.setChecked(False)
        self.settings.save_hand(state.notation, self.controller.seen_notation())
        self.settings.save_situation(self.controller.situation_text())
        self.settings.save_table(self.controller.table_text())

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
    def _on_practice_dealt(self) -> None:
        self.trainer.show_analysis(False)  # what is shown is of the hand before the deal

    @Slot(object)
    def _on_practice_state(self, view: object) -> None:
        page = self.trainer
        page.practice.show_view(view)  # type: ignore[arg-type]
        on = self.practice.active
        if not on:
            page.show_analysis(True)
        set_visible(page.practice_card, on)
        set_visible(page.palette_card, not on)
        set_visible(page.hand_card, not on)
        self._on_undo_changed()

    @Slot(object)
    def _on_practice_graded(self, decision: object) -> None:
        last = self.trainer.practice.view.last
        if last is not None:
            self._on_message(row_text(last))

    @Slot(object, object, int, object, object)
    def _on_practice_position(
        self, hand: object, seen: object, turn: int, situation: object, played: object
    ) -> None:
        if self.controller.open_position(hand, seen, turn, situation, played):  # type: ignore[arg-type]
            self.trainer.show_analysis(True)

    @Slot()
    def _on_save_practice(self) -> None:
        deal = self.practice.deal
        if deal is None or not deal.over:
            return
        path = SaveGameDialog.ask(self, f"practice-{deal.seed}.jsonl")
        if path:
            self.practice.save(path)

    @Slot(object)
    def _on_search_changed(self, state: SearchState) -> None:
        self.trainer.results.search.show_search(state)
        self.settings.save_turn(state.turn)

    @Slot()
    def _on_trainer_action(self) -> None:
        if self.sender() is self.paste_action and self._on_review_page():
            return  # Ctrl+Shift+V on the review page pastes a game
        self.tabs.setCurrentWidget(self.trainer)

    def _on_review_page(self) -> bool:
        return self.review_page is not None and self.tabs.currentWidget() is self.review_page

    @Slot(object)
    def _on_review_state(self, state: ReviewState) -> None:
        if self.review_page is not None:
            self.review_page.show_state(state)

    @Slot()
    def _on_open_game(self) -> None:
        if self.review is None or self.review_page is None:
            return
        self.tabs.setCurrentWidget(self.review_page)
        path = OpenGameDialog.ask(self)
        if path:
            self._open_game_file(path)

    @Slot(str)
    def _on_game_dropped(self, path: str) -> None:
        self._open_game_file(path)

    def _open_game_file(self, path: str) -> None:
        """Open a game log on the review page; one that opens goes first in Recent games."""
        if self.review is not None and self.review_page is not None:
            self.tabs.setCurrentWidget(self.review_page)
            if self.review.open_file(path):
                self.settings.add_recent_game(os.path.abspath(path))

    @Slot()
    def _on_recent_menu(self) -> None:
        """File → Recent games, listed as it opens: each log by its name, the path in its tip."""
        menu = self.recent_menu
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
            self._open_game_file(path)

    @Slot()
    def _on_paste_game(self) -> None:
        if self.review is not None:
            self.review.paste(QApplication.clipboard().text())

    @Slot(str)
    def _on_card_made(self, text: str) -> None:
        if self.quiz is not None:
            self.quiz.refresh_progress()

    @Slot(str)
    def _on_game_kept(self, game: str) -> None:
        if self.quiz is not None:
            self.quiz.refresh_progress()

    @Slot()
    def _on_history_changed(self) -> None:
        stack = self.controller.undo_stack
        self.trainer.notation.set_history(stack.canUndo(), stack.canRedo())

    @Slot(object)
    def _on_result_changed(self, result: Result) -> None:
        self.trainer.results.show_result(result)

    @Slot(object)
    def _on_quiz_state(self, state: QuizState) -> None:
        if self.quiz_page is not None:
            self.quiz_page.show_state(state)

    @Slot(object)
    def _on_progress(self, progress: ProgressView) -> None:
        if self.quiz_page is not None and self.progress_page is not None:
            self.quiz_page.show_progress(progress)
            self.progress_page.show_progress(progress)

    @Slot(int)
    def _on_page_changed(self, index: int) -> None:
        # Missed questions fall due as time passes: recount them when a quiz page is shown.
        page = self.tabs.widget(index)
        if self.quiz is not None and page in (self.quiz_page, self.progress_page):
            self.quiz.refresh_progress()

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
                    rules=i18n.preset(self.settings.rules.name)
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
                    rules=i18n.preset(rules)
                )
            )
        if self.controller.open_hand(notation, situation):  # type: ignore[arg-type]
            self.tabs.setCurrentWidget(self.trainer)

    @Slot(bool)
    def _on_win_tile_pick(self, on: bool) -> None:
        self.controller.set_mode((Mode.WIN_TILE if on else Mode.ADD).value)

    @Slot(bool)
    def _on_dora_pick(self, on: bool) -> None:
        self.controller.set_mode((Mode.DORA if on else Mode.ADD).value)

    @Slot(int)
    def _on_review_missed(self, index: int) -> None:
        if self.quiz is not None and self.quiz_page is not None:
            self.quiz.review_missed(index)
            self.tabs.setCurrentWidget(self.quiz_page)

    @Slot(str)
    def _on_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    @Slot(int, object)
    def _on_chow_choice_requested(self, tile: int, starts: object) -> None:
        start = ChowDialog.ask(self, tile, tuple(starts))  # type: ignore[arg-type]
        if start is not None:
            self.controller.declare_chow(start)

    @Slot(int, int, object)
    def _on_opponent_meld_choice_requested(self, seat: int, tile: int, melds: object) -> None:
        choice = MeldChoiceDialog.ask(self, tile, tuple(melds))  # type: ignore[arg-type]
        if choice is not None:  # a red five's code makes the meld red
            kind, first, source = choice
            self.controller.declare_opponent_meld(seat, kind, first, is_red(tile), source, tile)

    @Slot()
    def _on_mode_button_clicked(self) -> None:
        b = self.sender()
        if isinstance(b, QToolButton):
            self.controller.set_mode(str(b.property("mode")))

    @Slot()
    def _on_mode_action_triggered(self) -> None:
        a = self.sender()
        if isinstance(a, QAction):
            self.controller.set_mode(str(a.data()))

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

    # --- language ---

    def retranslate(self) -> None:
        # The platform adds the application's name ("… — mjtrainer"): the title says it once.
        self.setWindowTitle(translate("MainWindow", "Mahjong hand trainer"))
        self.file_menu.setTitle(translate("MainWindow", "&File"))
        if self.review is not None:
            self.recent_menu.setTitle(translate("MainWindow", "Recent games"))
        self.edit_menu.setTitle(translate("MainWindow", "&Edit"))
        self.hand_menu.setTitle(translate("MainWindow", "Han&d"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.toolbar.setWindowTitle(translate("MainWindow", "Toolbar"))
        texts = (
            (
                self.undo_action,
                translate("MainWindow", "Undo"),
                translate("MainWindow", "Undo the last hand edit"),
            ),
            (
                self.redo_action,
                translate("MainWindow", "Redo"),
                translate("MainWindow", "Redo the hand edit undone"),
            ),
            (
                self.clear_action,
                translate("MainWindow", "Clear"),
                translate("MainWindow", "Empty the hand, melds and seen tiles"),
            ),
            (
                self.random_action,
                translate("MainWindow", "Random hand"),
                translate("MainWindow", "Deal 13 or 14 tiles from a shuffled wall"),
            ),
            (
                self.practice_action,
                translate("MainWindow", "New practice deal"),
                translate("MainWindow", "Play a deal alone, draw by draw, each discard graded"),
            ),
            (
                self.copy_action,
                translate("MainWindow", "Copy notation"),
                translate("MainWindow", "Copy the hand as text"),
            ),
            (
                self.paste_action,
                translate("MainWindow", "Paste notation"),
                translate("MainWindow", "Replace the hand by the text on the clipboard"),
            ),
            (
                self.settings_action,
                translate("MainWindow", "Settings…"),
                translate("MainWindow", "Rules and language"),
            ),
            (self.quit_action, translate("MainWindow", "Quit"), ""),
            (
                self.open_game_action,
                translate("MainWindow", "Open game…"),
                translate("MainWindow", "Open a game log to review (tenhou.net/6, mjai, mjlog)"),
            ),
            (
                self.glossary_action,
                translate("MainWindow", "Glossary…"),
                translate("MainWindow", "Shanten, waits, effective tiles and the rules explained"),
            ),
            (
                self.shortcuts_action,
                translate("MainWindow", "Keyboard shortcuts…"),
                translate("MainWindow", "Every key of the window"),
            ),
        )
        for a, text, tip in texts:
            a.setText(text)
            shortcut = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{tip} ({shortcut})" if tip and shortcut else tip or text)
        for mode, a in self.mode_actions.items():
            a.setText(translate("MainWindow", "Mode: {mode}").format(mode=mode_label(mode)))
        for i, title in enumerate(self._page_titles):
            self.tabs.setTabText(i, title())
        self.info_bar.retranslate()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    # --- where the window opens ---

    def _frame(self) -> QMargins:
        """The frame around the window: the window manager's once shown, else an allowance."""
        frame, inner = self.frameGeometry(), self.geometry()
        margins = QMargins(
            inner.left() - frame.left(),
            inner.top() - frame.top(),
            frame.right() - inner.right(),
            frame.bottom() - inner.bottom(),
        )
        return margins if not margins.isNull() or self._placed else FRAME_ALLOWANCE

    def _fits_a_screen(self) -> bool:
        """Whether the geometry restored lies within the available geometry of the screen it
        is on (a laptop's after a large monitor's: no). Its frame is not known before the
        first show, which checks again with it."""
        if self.isMaximized() or self.isFullScreen():
            return True
        screen = QGuiApplication.screenAt(self.geometry().center())
        return screen is not None and fits(self.geometry(), QMargins(), screen.availableGeometry())

    def _open_on(self, screen: QScreen | None) -> None:
        """Open at the preferred size, or smaller to fit ``screen``, centred on it."""
        if screen is None:
            self.resize(PREFERRED_SIZE)
            return
        self.setGeometry(
            opening_geometry(screen.availableGeometry(), PREFERRED_SIZE, self._frame())
        )

    def showEvent(self, e: QShowEvent) -> None:
        super().showEvent(e)
        if self._placed:
            return
        self._placed = True
        if self.isMaximized() or self.isFullScreen():
            return
        screen = self.screen()
        frame = self._frame()
        if screen is not None and not fits(self.geometry(), frame, screen.availableGeometry()):
            # The real frame is larger than the allowance (or the restored place moved).
            self.setGeometry(opening_geometry(screen.availableGeometry(), self.size(), frame))

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
