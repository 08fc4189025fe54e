"""The trainer page: the page widget (palette, mode bar, notation, hand, seen tiles and the
opponents' ponds on one side, the analysis on the other) and :func:`connect`, which wires it to
its controllers: the trainer's and the practice deal's, which plays on this page.

The main window adds the page, its menu actions and the intents that cross pages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import is_red
from ..shared.tiles import metrics
from ..shared.viewmodel import HandState, Mode, Result
from ..shared.widgets import Card, FlowLayout, PaneSplit, set_visible
from .controller import TrainerController
from .meld_dialogs import ChowDialog, MeldChoiceDialog
from .practice_controller import PracticeController
from .practice_views import PracticePanel, SaveGameDialog, row_text
from .situation_views import SituationStrip
from .table_views import TableView
from .views import HandView, NotationView, PaletteView, ResultsView, SeenView

translate = QCoreApplication.translate  # the name lupdate looks for

# Wider than this, palette and results sit side by side; narrower, one above the other.
SIDE_BY_SIDE_WIDTH = 980  # a 1024-px screen keeps hand and analysis side by side
# Side by side only while the analysis keeps at least this width beside the palette pane
# (large tiles in a small window put the analysis below instead).
ANALYSIS_MIN_WIDTH = 400


#: The click modes of the mode bar (and the window's Hand menu), in their order.
MODES = (Mode.ADD, Mode.CHOW, Mode.PUNG, Mode.KONG, Mode.CONCEALED_KONG, Mode.SEEN)


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
        for mode in MODES:
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
        row.addWidget(self.mode_buttons[MODES[0]])
        bar.addWidget(first)
        for mode in MODES[1:]:
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


class TrainerLink(QObject):
    """The wiring of the trainer page to its controllers: what a controller says, the page
    shows; what the page asks, a controller does. Made by :func:`connect`, owned by the page."""

    #: A line for the status bar (a practice discard's grade).
    message = Signal(str)

    def __init__(
        self, page: TrainerPage, trainer: TrainerController, practice: PracticeController
    ) -> None:
        super().__init__(page)
        self.page = page
        self.trainer = trainer
        self.practice = practice

    @Slot(object)
    def _on_state_changed(self, state: HandState) -> None:
        page = self.page
        page.palette_view.show_state(state)
        page.hand_view.show_state(state)
        page.seen_view.show_state(state)
        page.notation.show_state(state)
        page.situation.show_state(state)
        page.table_view.show_state(state)
        set_visible(page.situation_card, bool(state.scored))  # only where a win has a value
        page.set_mode(state.mode)

    @Slot(object)
    def _on_result_changed(self, result: Result) -> None:
        self.page.results.show_result(result)

    @Slot()
    def _on_history_changed(self) -> None:
        stack = self.trainer.undo_stack
        self.page.notation.set_history(stack.canUndo(), stack.canRedo())

    @Slot(bool)
    def _on_win_tile_pick(self, on: bool) -> None:
        self.trainer.set_mode((Mode.WIN_TILE if on else Mode.ADD).value)

    @Slot(bool)
    def _on_dora_pick(self, on: bool) -> None:
        self.trainer.set_mode((Mode.DORA if on else Mode.ADD).value)

    @Slot()
    def _on_mode_button_clicked(self) -> None:
        b = self.sender()
        if isinstance(b, QToolButton):
            self.trainer.set_mode(str(b.property("mode")))

    @Slot(int, object)
    def _on_chow_choice_requested(self, tile: int, starts: object) -> None:
        start = ChowDialog.ask(self.page.window(), tile, tuple(starts))  # type: ignore[arg-type]
        if start is not None:
            self.trainer.declare_chow(start)

    @Slot(int, int, object)
    def _on_opponent_meld_choice_requested(self, seat: int, tile: int, melds: object) -> None:
        choice = MeldChoiceDialog.ask(self.page.window(), tile, tuple(melds))  # type: ignore[arg-type]
        if choice is not None:  # a red five's code makes the meld red
            kind, first, source = choice
            self.trainer.declare_opponent_meld(seat, kind, first, is_red(tile), source, tile)

    @Slot()
    def _on_practice_dealt(self) -> None:
        self.page.show_analysis(False)  # what is shown is of the hand before the deal

    @Slot(object)
    def _on_practice_state(self, view: object) -> None:
        page = self.page
        page.practice.show_view(view)  # type: ignore[arg-type]
        on = self.practice.active
        if not on:
            page.show_analysis(True)
        set_visible(page.practice_card, on)
        set_visible(page.palette_card, not on)
        set_visible(page.hand_card, not on)

    @Slot(object)
    def _on_practice_graded(self, decision: object) -> None:
        last = self.page.practice.view.last
        if last is not None:
            self.message.emit(row_text(last))

    @Slot(object, object, int, object, object)
    def _on_practice_position(
        self, hand: object, seen: object, turn: int, situation: object, played: object
    ) -> None:
        if self.trainer.open_position(hand, seen, turn, situation, played):  # type: ignore[arg-type]
            self.page.show_analysis(True)

    @Slot()
    def _on_save_practice(self) -> None:
        deal = self.practice.deal
        if deal is None or not deal.over:
            return
        path = SaveGameDialog.ask(self.page.window(), f"practice-{deal.seed}.jsonl")
        if path:
            self.practice.save(path)


def connect(
    page: TrainerPage, trainer: TrainerController, practice: PracticeController
) -> TrainerLink:
    """Wire ``page`` to the trainer's controller and the practice deal's, and show what they
    hold now. The returned link's ``message`` carries status lines for the window."""
    link = TrainerLink(page, trainer, practice)
    c, p, panel = trainer, practice, page.practice
    c.stateChanged.connect(link._on_state_changed)
    c.resultChanged.connect(link._on_result_changed)
    c.busyChanged.connect(page.results.set_busy)
    c.notationError.connect(page.notation.show_error)
    c.chowChoiceRequested.connect(link._on_chow_choice_requested)
    c.opponentMeldChoiceRequested.connect(link._on_opponent_meld_choice_requested)
    c.searchChanged.connect(page.results.search.show_search)
    page.palette_view.tileClicked.connect(c.click_tile)
    page.hand_view.tileClicked.connect(c.click_hand_tile)
    page.hand_view.meldClicked.connect(c.remove_meld)
    page.seen_view.tileClicked.connect(c.remove_seen)
    page.notation.textEdited.connect(c.set_notation)
    page.results.discardRequested.connect(c.discard)
    page.situation.fieldChanged.connect(c.set_situation)
    page.situation.winTilePickRequested.connect(link._on_win_tile_pick)
    page.situation.bestTileRequested.connect(c.clear_win_tile)
    page.situation.doraPickRequested.connect(link._on_dora_pick)
    page.situation.doraClicked.connect(c.remove_dora)
    page.table_view.modeRequested.connect(c.set_mode)
    page.table_view.riichiToggled.connect(c.toggle_riichi)
    page.table_view.takeBackRequested.connect(c.remove_last_pond_tile)
    page.table_view.meldRemoveRequested.connect(c.remove_opponent_meld)
    page.table_view.offerClearRequested.connect(c.clear_offer)
    page.results.search.turnChanged.connect(c.set_turn)
    page.results.search.extendedToggled.connect(c.set_extended)
    page.results.search.cancelRequested.connect(c.cancel_search)
    for b in page.mode_buttons.values():
        b.clicked.connect(link._on_mode_button_clicked)
    c.undo_stack.canUndoChanged.connect(link._on_history_changed)
    c.undo_stack.canRedoChanged.connect(link._on_history_changed)
    p.dealt.connect(link._on_practice_dealt)
    p.stateChanged.connect(link._on_practice_state)
    p.graded.connect(link._on_practice_graded)
    p.positionChosen.connect(link._on_practice_position)
    panel.tileClicked.connect(p.discard)
    panel.rowActivated.connect(p.show_decision)
    panel.undoRequested.connect(p.undo)
    panel.kitaRequested.connect(p.kita)
    panel.saveRequested.connect(link._on_save_practice)
    panel.closeRequested.connect(p.close_deal)
    link._on_state_changed(trainer.state())
    link._on_result_changed(trainer.result)
    page.results.search.show_search(trainer.search)
    return link
