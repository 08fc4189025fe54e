"""The trainer's views: palette, hand, seen row, notation box and the results panel.

Each renders a snapshot (:class:`~.viewmodel.HandState` or :class:`~.viewmodel.Result`) and
emits intents; none calls the core or keeps state of its own beyond what it draws. Each has a
``retranslate()`` that re-labels it, called on a LanguageChange event. Tiles are drawn by the
widgets of :mod:`.tiles` and the discard table of :mod:`.discards`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QPoint,
    QRect,
    Qt,
    Signal,
    SignalInstance,
    Slot,
)
from PySide6.QtGui import QContextMenuEvent, QFontMetrics, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import CODE_NAMES, GROUPS, MPSZ, NUM_CODES, NUM_KINDS, is_red, kind_of, red_of
from ..scoring.views import ScorePanel, WaitValuesView, scoring_status
from ..shared import i18n, tileart
from ..shared.discards import DiscardRow, DiscardTable
from ..shared.tiles import (
    CONCEALED_KONG_FACES,
    HAND_TILES,
    TileButton,
    TileFace,
    TileFlow,
    TileItem,
    TileRole,
    TileStrip,
)
from ..shared.viewmodel import (
    DiscardView,
    HandState,
    Mode,
    Result,
    StatusKind,
    WaitView,
)
from ..shared.widgets import BusyBar, Retranslating, section_label, set_visible
from .call_views import CallTable
from .lookahead_views import FoldLine, LookaheadPanel, SearchBar, search_shown

translate = QCoreApplication.translate  # the name lupdate looks for


_MELDS: dict[str, object] = {
    "chow": QT_TRANSLATE_NOOP("Meld", "chow"),
    "pung": QT_TRANSLATE_NOOP("Meld", "pung"),
    "kong": QT_TRANSLATE_NOOP("Meld", "kong"),
    "concealed-kong": QT_TRANSLATE_NOOP("Meld", "concealed kong"),
}


def meld_name(key: str) -> str:
    return translate("Meld", str(_MELDS.get(key, key)))


class PaletteView(Retranslating):
    """The 34 tiles, one row a suit, and each suit's red five beside its five (0m, 0p, 0s:
    on only under rules with red fives, while that red five is free); a tile with no free
    copy (or no use in this mode) is off, a kind the rules leave out of the wall (2m–8m with
    three players) is not shown."""

    tileClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._available: tuple[int, ...] = (4,) * NUM_KINDS
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self._strips = []
        self._by_code: dict[int, TileButton] = {}
        for lo, hi in GROUPS:
            tiles = list(range(lo, hi))
            red = red_of(lo + 4)
            if red is not None:
                tiles.insert(5, red)  # the red five beside the five
            strip = TileStrip(TileRole.PALETTE, clickable=True, spacing=3, parent=self)
            strip.set_tiles(tiles, ["" if is_red(t) else "×4" for t in tiles])
            strip.tileClicked.connect(self._on_tile_clicked)
            layout.addWidget(strip)
            self._strips.append(strip)
            self._by_code.update(zip(tiles, strip.buttons(), strict=True))
        self._buttons = [self._by_code[t] for t in range(NUM_KINDS)]
        self._reds = [self._by_code[t] for t in range(NUM_KINDS, NUM_CODES)]
        self.retranslate()

    def button(self, tile: int) -> TileButton:
        """The palette's button of a tile code (a kind, or a red five 34–36)."""
        return self._by_code[tile]

    def show_state(self, state: HandState) -> None:
        self._available = state.available
        for t, b in enumerate(self._buttons):
            b.set_tile(
                t,
                "×" + str(state.available[t]),
                tileart.NORMAL if state.available[t] else tileart.DIM,
            )
            b.setEnabled(state.enabled[t])
            b.setVisible(state.in_play[t])
        for i, b in enumerate(self._reds):
            on = state.red_enabled[i]
            b.set_tile(NUM_KINDS + i, "", tileart.NORMAL if on else tileart.DIM)
            b.setEnabled(on)
            b.setVisible(state.in_play[kind_of(NUM_KINDS + i)])
        self._update_tooltips()

    def retranslate(self) -> None:
        for s in self._strips:
            s.retranslate()
        self._update_tooltips()

    def _update_tooltips(self) -> None:
        for t, b in enumerate(self._buttons):
            text = translate("PaletteView", "{name} ({code}): {n} left").format(
                name=i18n.tile_name(t), code=MPSZ[t], n=self._available[t]
            )
            b.setToolTip(text)
        for i, b in enumerate(self._reds):
            code = NUM_KINDS + i
            b.setToolTip(
                translate(
                    "PaletteView", "{name} ({code}): one dora; only under rules with red fives"
                ).format(name=i18n.tile_name(code), code=CODE_NAMES[code])
            )

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, index: int) -> None:
        self.tileClicked.emit(tile)


class HandView(Retranslating):
    """The concealed tiles, sorted (click removes one), and the declared melds apart from them
    (click removes the meld); a concealed kong shows its two outer tiles face down."""

    tileClicked = Signal(int)
    meldClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = HandState()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._caption = QLabel(self)
        self._caption.setObjectName("handCaption")
        layout.addWidget(self._caption)
        self._tiles = TileStrip(
            TileRole.HAND, clickable=True, spacing=2, parent=self, min_count=HAND_TILES
        )
        self._tiles.tileClicked.connect(self._on_tile_clicked)
        self._empty = QLabel(self)
        self._empty.setObjectName("placeholder")
        self._empty.setWordWrap(True)
        layout.addWidget(self._empty)
        layout.addWidget(self._tiles)
        self.melds = TileFlow(TileRole.MELD, spacing=8, plates=True, inset=1, clickable=True)
        self.melds.setParent(self)
        self.melds.itemClicked.connect(self._on_meld_clicked)
        layout.addWidget(self.melds)
        self.retranslate()

    def tiles(self) -> tuple[int, ...]:
        """The concealed tiles shown, left to right."""
        return self._tiles.tiles()

    def tile_buttons(self) -> list[TileButton]:
        return self._tiles.buttons()

    def caption(self) -> str:
        """The line over the hand ("Hand: 13 tiles")."""
        return self._caption.text()

    def show_state(self, state: HandState) -> None:
        self._state = state
        self._show_tiles()
        set_visible(self._empty, not state.concealed and not state.melds)
        self._show_melds()
        set_visible(self.melds, bool(state.melds))
        self._caption.setText(self._caption_text())

    def win_index(self) -> int:
        """Where the winning tile picked is drawn in the hand (-1: none is picked, or the
        rules value no win)."""
        s = self._state
        win = s.situation.win_tile if s.situation is not None and s.scored else None
        kinds = [kind_of(t) for t in s.concealed]
        if win is None or win not in kinds:
            return -1
        return len(kinds) - 1 - kinds[::-1].index(win)

    def _show_tiles(self) -> None:
        # The winning tile picked stands out (lit, with a caption), the last copy of its kind.
        tiles = self._state.concealed
        win = self.win_index()
        caption = translate("HandView", "won")
        self._tiles.set_tiles(
            tiles,
            captions=[caption if i == win else "" for i in range(len(tiles))] if win >= 0 else None,
            looks=[tileart.HIGHLIGHT if i == win else tileart.NORMAL for i in range(len(tiles))],
        )

    def _show_melds(self) -> None:
        melds = self._state.melds
        self.melds.set_groups(
            [m.tiles for m in melds],
            face_down=[CONCEALED_KONG_FACES if m.kind == "concealed-kong" else () for m in melds],
            tips=[
                translate("HandView", "{meld} — click to take it back").format(
                    meld=meld_name(m.kind)
                )
                for m in melds
            ],
        )

    def _caption_text(self) -> str:
        tiles = i18n.count("tile", self._state.size)
        if self._state.mode is Mode.WIN_TILE:
            return translate("HandView", "Hand: {tiles} — click the tile it won on").format(
                tiles=tiles
            )
        if any(m.kind in ("kong", "concealed-kong") for m in self._state.melds):
            # Only a kong needs the rule: 4 tiles that count as 3 in the hand's size.
            return translate("HandView", "Hand: {tiles} (a kong counts as 3)").format(tiles=tiles)
        return translate("HandView", "Hand: {tiles}").format(tiles=tiles)

    def retranslate(self) -> None:
        self._caption.setText(self._caption_text())
        self._empty.setText(
            translate(
                "HandView",
                "Click tiles in the palette above, or type a hand like 123m456p789s1122z.",
            )
        )
        self._tiles.retranslate()
        self._show_tiles()
        self._show_melds()

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, index: int) -> None:
        self.tileClicked.emit(tile)

    @Slot(int)
    def _on_meld_clicked(self, index: int) -> None:
        self.meldClicked.emit(index)


class SeenView(Retranslating):
    """Tiles marked as seen (discards, indicators, others' melds); click one to unmark it."""

    tileClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._label = QLabel(self)
        self._label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self._label)
        self._tiles = TileStrip(TileRole.SEEN, clickable=True, spacing=2, parent=self)
        self._tiles.tileClicked.connect(self._on_tile_clicked)
        layout.addWidget(self._tiles, 1)
        self._none = QLabel(self)
        self._none.setObjectName("placeholder")
        # Wrapped: on one line its Japanese words were the pane's widest line.
        self._none.setWordWrap(True)
        layout.addWidget(self._none, 1)
        self.retranslate()

    def tiles(self) -> tuple[int, ...]:
        return self._tiles.tiles()

    def tile_buttons(self) -> list[TileButton]:
        return self._tiles.buttons()

    def show_state(self, state: HandState) -> None:
        self._tiles.set_tiles(state.seen)
        set_visible(self._tiles, bool(state.seen))
        set_visible(self._none, not state.seen)

    def retranslate(self) -> None:
        self._label.setText(translate("SeenView", "Seen:"))
        self._none.setText(
            translate(
                "SeenView", "none — switch to “Seen” mode to mark discards and other visible tiles"
            )
        )
        self._tiles.retranslate()

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, index: int) -> None:
        self.tileClicked.emit(tile)


class NotationEdit(QLineEdit):
    """The notation box's line edit, with no undo history of its own: the undo and redo keys
    and menu entries ask for the hand's (``undoRequested``, ``redoRequested``), so box and
    hand never part. (The box's own history would take it back to a text the hand never
    had, or that the hand's undo had already left.)"""

    undoRequested = Signal()
    redoRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._can_undo = False
        self._can_redo = False

    def set_history(self, can_undo: bool, can_redo: bool) -> None:
        """What the hand's undo stack can do now (the menu entries' enabled state)."""
        self._can_undo = can_undo
        self._can_redo = can_redo

    def _history_key(self, e: QKeyEvent) -> SignalInstance | None:
        if e.matches(QKeySequence.StandardKey.Undo):
            return self.undoRequested
        if e.matches(QKeySequence.StandardKey.Redo):
            return self.redoRequested
        return None

    def event(self, e: QEvent) -> bool:
        # QLineEdit claims the undo keys before the window's shortcuts see them; leave them
        # to the window's Undo and Redo, which act on the hand.
        if (
            e.type() == QEvent.Type.ShortcutOverride
            and isinstance(e, QKeyEvent)
            and self._history_key(e) is not None
        ):
            e.ignore()
            return False
        return super().event(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        # Reached only when no window shortcut took the key (nothing to undo, say).
        signal = self._history_key(e)
        if signal is not None:
            signal.emit()
            e.accept()
            return
        super().keyPressEvent(e)

    def context_menu(self) -> QMenu:
        """Qt's menu for a line edit, its Undo and Redo turned to the hand's history."""
        menu = self.createStandardContextMenu()
        for a in menu.actions():
            name = a.objectName()
            if name in ("edit-undo", "edit-redo"):
                a.triggered.disconnect()
                undo = name == "edit-undo"
                a.setEnabled(self._can_undo if undo else self._can_redo)
                a.triggered.connect(self.undoRequested if undo else self.redoRequested)
        return menu

    def contextMenuEvent(self, e: QContextMenuEvent) -> None:
        menu = self.context_menu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(e.globalPos())


class NotationView(Retranslating):
    """The hand as text: typing emits ``textEdited``; a bad text shows the core's message
    below while the hand stays as it was. Undo and redo in the box ask for the hand's
    (``undoRequested``, ``redoRequested``)."""

    textEdited = Signal(str)
    undoRequested = Signal()
    redoRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        row = QHBoxLayout()
        self._label = QLabel(self)
        row.addWidget(self._label)
        self.edit = NotationEdit(self)
        self.edit.setClearButtonEnabled(True)
        font = self.edit.font()
        font.setFamilies(["DejaVu Sans Mono", "Monospace", *font.families()])
        font.setStyleHint(font.StyleHint.Monospace)
        self.edit.setFont(font)
        self._label.setBuddy(self.edit)
        row.addWidget(self.edit, 1)
        layout.addLayout(row)
        self.error = QLabel(self)
        self.error.setObjectName("notationError")
        self.error.setWordWrap(True)
        set_visible(self.error, False)
        layout.addWidget(self.error)
        self.edit.textEdited.connect(self._on_text_edited)
        self.edit.undoRequested.connect(self.undoRequested)
        self.edit.redoRequested.connect(self.redoRequested)
        self.retranslate()

    def text(self) -> str:
        return self.edit.text()

    def context_menu(self) -> QMenu:
        """The box's right-click menu (Undo and Redo act on the hand)."""
        return self.edit.context_menu()

    @Slot(bool, bool)
    def set_history(self, can_undo: bool, can_redo: bool) -> None:
        """What the hand's undo stack can do now."""
        self.edit.set_history(can_undo, can_redo)

    def show_state(self, state: HandState) -> None:
        # While the user types, the text is theirs: rewriting it would move the cursor and
        # turn "123m 4" into "123m" under their fingers.
        if not state.from_text and self.edit.text() != state.notation:
            self.edit.setText(state.notation)

    @Slot(str)
    def show_error(self, message: str) -> None:
        self.error.setText(message)
        set_visible(self.error, bool(message))
        self.edit.setProperty("invalid", bool(message))
        self.edit.style().unpolish(self.edit)
        self.edit.style().polish(self.edit)

    def retranslate(self) -> None:
        self._label.setText(translate("NotationView", "&Notation:"))
        self.edit.setPlaceholderText(
            translate("NotationView", "e.g. 123m456p789s1122z [555z] (1111m)")
        )
        self.edit.setToolTip(
            translate(
                "NotationView",
                "Digits then their suit: m characters, p dots, s bamboo, z honours (1–7 = "
                "E S W N White Green Red). Melds in brackets: [123m] chow, [555z] pung, "
                "[1111m] kong, (1111m) concealed kong.",
            )
        )

    @Slot(str)
    def _on_text_edited(self, text: str) -> None:
        self.textEdited.emit(text)


class WaitsView(TileFlow):
    """The waits of a ready hand: each a tile with "×N left" under it (dimmed when none is
    left) and its kinds below, one a line, wrapped to the width. A :class:`~.tiles.TileFlow`.

    Every box is as wide as the widest kind shown (``KINDS_WIDTH`` at least), so a kind never
    breaks over lines and the boxes line up."""

    KINDS_WIDTH = 84
    SPACING = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(TileRole.WAIT, spacing=self.SPACING, inset=1, note_width=self.KINDS_WIDTH)
        self.setParent(parent)
        self._waits: tuple[WaitView, ...] = ()

    def waits(self) -> tuple[WaitView, ...]:
        return self._waits

    def kinds(self) -> tuple[str, ...]:
        """The wait kinds of each, as shown: one a line."""
        return self.notes()

    def set_waits(self, waits: Sequence[WaitView]) -> None:
        waits = tuple(waits)
        if waits == self._waits:
            return
        self._waits = waits
        self.retranslate()

    def retranslate(self) -> None:
        items = []
        names = [[i18n.wait_kind(k) for k in w.kinds] for w in self._waits]
        fm = QFontMetrics(self.note_font())
        widest = max((fm.horizontalAdvance(n) for kinds in names for n in kinds), default=0)
        self.set_note_width(max(self.KINDS_WIDTH, widest + 2))  # +2: the advance rounds down
        for w, kinds in zip(self._waits, names, strict=True):
            caption = translate("ResultsView", "×{n} left").format(n=w.remaining)
            look = tileart.NORMAL if w.remaining else tileart.DIM
            note = "\n".join(kinds)
            items.append(TileItem((TileFace(w.tile, look, caption=caption),), note=note))
        self.set_items(items)
        self.setAccessibleDescription(
            "\n".join(
                i18n.tile_name(w.tile) + " — " + c + " — " + " · ".join(k)
                for w, c, k in zip(self._waits, self.captions(), names, strict=True)
            )
        )

    def tooltip_at(self, pos: QPoint) -> tuple[str, QRect] | None:
        tip = super().tooltip_at(pos)
        return tip if tip is None or tip[0] else None


class ResultsView(Retranslating):
    """Status line, busy indicator, decompositions, waits, effective tiles, discard table."""

    discardRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._result = Result(StatusKind.EMPTY)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)

        top = QHBoxLayout()
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.status, 1)
        self.busy = BusyBar(90, 12, parent=self)
        top.addWidget(self.busy, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(top)
        # Everything under the status line, in one box: a new result hides the box, shows and
        # hides sections inside it, and shows the box again. Showing a widget in a visible
        # window lays out all its ancestors at once; in a hidden box it costs nothing, so a
        # result is laid out once, not once per section or wait shown.
        self._body = QWidget(self)
        layout.addWidget(self._body)
        layout.addStretch(1)
        layout = QVBoxLayout(self._body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        body = self._body
        self.shapes = QLabel(body)
        self.shapes.setObjectName("small")
        self.shapes.setWordWrap(True)
        layout.addWidget(self.shapes)

        # What a complete hand is worth (mcr and riichi)
        self.score = ScorePanel(body)
        layout.addWidget(self.score)

        # Decompositions (complete hands)
        self.decomp_title = section_label()
        layout.addWidget(self.decomp_title)
        self.decomp_box = QWidget(body)
        self.decomp_layout = QVBoxLayout(self.decomp_box)
        self.decomp_layout.setContentsMargins(0, 0, 0, 0)
        self._decomp_rows: list[tuple[QWidget, QLabel, TileFlow]] = []
        layout.addWidget(self.decomp_box)

        # Waits (ready 3n+1 hands)
        self.waits_title = section_label()
        layout.addWidget(self.waits_title)
        self.waits_box = WaitsView(body)
        layout.addWidget(self.waits_box)
        self.wait_values = WaitValuesView(body)
        layout.addWidget(self.wait_values)

        # Effective tiles (3n+1 hands not ready)
        self.effective_title = section_label()
        layout.addWidget(self.effective_title)
        self.effective = TileFlow(TileRole.EFFECTIVE, spacing=4, parent=body)
        layout.addWidget(self.effective)

        # The look-ahead's turn and search, above the table whose chances they set
        self.search = SearchBar(body)
        layout.addWidget(self.search)

        # Discard table (3n+2 hands)
        self.discard_title = section_label()
        layout.addWidget(self.discard_title)
        # With a threat on the opponents' card: the fold line, in view before the rows
        self.fold_line = FoldLine(body)
        layout.addWidget(self.fold_line)
        self.discard_table = DiscardTable(parent=body)
        self.discard_table.show_choice_as_played()  # a practice deal's throw, not an answer
        layout.addWidget(self.discard_table)

        # With a tile offered by an opponent (13 tiles): pass and each call on it
        self.calls = CallTable(body)
        layout.addWidget(self.calls)

        # The look-ahead: the sentence, a 13-tile hand's chances, the chart
        self.lookahead = LookaheadPanel(body)
        layout.addWidget(self.lookahead)
        self._connect_signals()
        self.retranslate()
        self.show_result(self._result)

    def _connect_signals(self) -> None:
        self.discard_table.discardRequested.connect(self._on_discard_requested)

    # --- queries for tests and the window ---

    @property
    def result(self) -> Result:
        return self._result

    def wait_items(self) -> list[tuple[int, int, str]]:
        """(tile, remaining, kinds text) of each wait shown."""
        box = self.waits_box
        return [(w.tile, w.remaining, k) for w, k in zip(box.waits(), box.kinds(), strict=True)]

    def rows(self) -> list[DiscardRow]:
        """The discard table's rows as shown (the core's order until a header is clicked), with
        where each is drawn in ``discard_table.viewport()``."""
        return self.discard_table.rows()

    # --- rendering ---

    @Slot(bool)
    def set_busy(self, busy: bool) -> None:
        self.busy.set_busy(busy)

    def show_result(self, result: Result) -> None:
        self._result = result
        bulk = self._body.isVisible()
        if bulk:
            self._body.setVisible(False)
        try:
            self._render_status()
            self._render_score(result)
            self._render_decompositions(result)
            self._render_waits(result.waits)
            self._render_effective(result)
            self._render_discards(result.discards, result.played)
            self.calls.show_result(result)
            set_visible(self.search, search_shown(result))
            self.fold_line.show_result(result)
            self.lookahead.show_result(result)
        finally:
            if bulk:
                self._body.setVisible(True)

    def retranslate(self) -> None:
        self._render_status()
        r = self._result
        self._set_titles(r)
        self.discard_title.setText(
            translate("ResultsView", "Discards: most effective tiles first, the best one lit")
        )
        for i, (label, key) in enumerate(self._shape_labels):
            label.setText(self._shape_text(key, i))
        self.waits_box.retranslate()
        self.discard_table.retranslate()

    def _render_status(self) -> None:
        r = self._result
        text, tone = status_text(r)
        self.status.setText(text)
        if self.status.property("tone") != tone:
            # Re-polishing applies the style sheet's colour for the tone; it costs a
            # style-sheet lookup, so only when the tone changes.
            self.status.setProperty("tone", tone)
            self.status.style().unpolish(self.status)
            self.status.style().polish(self.status)
        if r.shapes and r.status in (StatusKind.READY, StatusKind.SHANTEN, StatusKind.WIN):
            parts = [
                translate("ResultsView", "{shape}: {shanten}").format(
                    shape=i18n.shape(k), shanten=i18n.shanten_text(n)
                )
                for k, n in r.shapes
            ]
            self.shapes.setText(
                translate("ResultsView", "By shape — {list}").format(list=" · ".join(parts))
            )
            set_visible(self.shapes, True)
        else:
            set_visible(self.shapes, False)

    _shape_labels: list[tuple[QLabel, str]] = []

    def decomposition_titles(self) -> list[str]:
        """The title over each way to split a complete hand, in order."""
        return [label.text() for label, _ in self._shape_labels]

    def decomposition_groups(self) -> list[TileFlow]:
        """The groups drawn for each way to split a complete hand, in order."""
        return [groups for _, _, groups in self._decomp_rows[: len(self._shape_labels)]]

    def _render_decompositions(self, r: Result) -> None:
        # Rows are reused: a label and the groups painted by one widget (with the room
        # around each tile that tile buttons in a frame used to have).
        while len(self._decomp_rows) < len(r.decompositions):
            row = QWidget(self.decomp_box)
            row.setObjectName("decompRow")
            row.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
            row_layout = QVBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 4)
            row_layout.setSpacing(2)
            label = QLabel(row)
            label.setObjectName("small")
            row_layout.addWidget(label)
            # Wrapped evenly: thirteen orphans' pair never sits alone on a line.
            groups = TileFlow(
                TileRole.GROUP, spacing=6, plates=True, inset=1, parent=row, even=True
            )
            row_layout.addWidget(groups)
            self.decomp_layout.addWidget(row)
            self._decomp_rows.append((row, label, groups))
        self._shape_labels = []
        scored = self.scored_decomposition()
        for i, ((row, label, groups), d) in enumerate(
            zip(self._decomp_rows, r.decompositions, strict=False)
        ):
            label.setText(self._shape_text(d.shape, i))
            self._shape_labels.append((label, d.shape))
            if bool(row.property("scored")) != (i == scored):
                # The arrangement that scores stands out by its words and its frame.
                row.setProperty("scored", i == scored)
                for w in (row, label):
                    w.style().unpolish(w)
                    w.style().polish(w)
            down: list[tuple[bool, ...]] = [()] * len(d.groups)
            down += [CONCEALED_KONG_FACES if m.kind == "concealed-kong" else () for m in d.declared]
            groups.set_groups([*d.groups, *(m.tiles for m in d.declared)], face_down=down)
            set_visible(row, True)
        for row, _, _ in self._decomp_rows[len(r.decompositions) :]:
            set_visible(row, False)
        shown = bool(r.decompositions)
        set_visible(self.decomp_title, shown)
        set_visible(self.decomp_box, shown)
        self._set_titles(r)

    def scored_decomposition(self) -> int:
        """The index of the decomposition that scores the hand (-1: none, or no score)."""
        scoring = self._result.scoring
        if scoring is None or scoring.score is None:
            return -1
        return scoring.score.decomposition

    def _shape_text(self, shape: str, index: int) -> str:
        if index == self.scored_decomposition():
            return translate("ResultsView", "★ {shape} — the arrangement that scores").format(
                shape=i18n.shape(shape)
            )
        return i18n.shape(shape)

    def _render_score(self, r: Result) -> None:
        scoring = r.scoring
        self.score.show_score(
            scoring.score if scoring is not None and r.status is StatusKind.WIN else None
        )
        values = scoring.wait_values if scoring is not None else ()
        shown = r.status is StatusKind.READY and r.size % 3 == 1
        self.wait_values.set_values(
            scoring.rules if scoring is not None else None, values if shown else ()
        )

    def _set_titles(self, r: Result) -> None:
        self.decomp_title.setText(
            translate("ResultsView", "Complete: {ways} to split it").format(
                ways=i18n.count("way", len(r.decompositions))
            )
        )
        self.waits_title.setText(
            translate("ResultsView", "Waits: {kinds}, {left}").format(
                kinds=i18n.count("kind", len(r.waits)),
                left=i18n.count("tile-left", sum(w.remaining for w in r.waits)),
            )
        )
        self.effective_title.setText(
            translate(
                "ResultsView", "Effective tiles (draws that bring it closer): {kinds}, {left}"
            ).format(
                kinds=i18n.count("kind", len(r.effective)),
                left=i18n.count("tile-left", r.effective_total),
            )
        )

    def _render_waits(self, waits: Sequence[WaitView]) -> None:
        self.waits_box.set_waits(waits)
        # A 14-tile hand one discard from ready is READY too, but waits belong to 13 tiles.
        shown = self._result.status is StatusKind.READY and bool(waits)
        set_visible(self.waits_title, shown)
        set_visible(self.waits_box, shown)

    def _render_effective(self, r: Result) -> None:
        shown = r.status is StatusKind.SHANTEN and not r.discards
        self.effective.set_tiles(
            [t for t, _ in r.effective],
            ["×" + str(n) for _, n in r.effective],
            [tileart.NORMAL if n else tileart.DIM for _, n in r.effective],
        )
        set_visible(self.effective_title, shown)
        set_visible(self.effective, shown)

    def _render_discards(self, options: Sequence[DiscardView], played: int | None = None) -> None:
        self.discard_table.set_options(options, chosen=played)  # the tile a deal threw
        shown = bool(options)
        set_visible(self.discard_title, shown)
        set_visible(self.discard_table, shown)

    @Slot(int)
    def _on_discard_requested(self, tile: int) -> None:
        self.discardRequested.emit(tile)


def status_text(r: Result) -> tuple[str, str]:
    """The status line and its tone ("good", "info", "warn", "error", "")."""
    if r.status is StatusKind.EMPTY:
        return translate("ResultsView", "Add tiles to build a hand."), ""
    if r.status is StatusKind.SIZE:
        return translate(
            "ResultsView",
            "{n} tiles: a hand needs 3n+1 or 3n+2 tiles "
            "(like 13 or 14) — add one tile or remove one.",
        ).format(n=r.size), "warn"
    if r.status is StatusKind.ERROR:
        return translate("ResultsView", "Error: {message}").format(message=r.message), "error"
    if r.status is StatusKind.WIN:
        scored = scoring_status(r.scoring) if r.scoring is not None else None
        if scored is not None:
            return scored
        return translate("ResultsView", "Complete hand (win)!"), "good"
    if r.size % 3 == 2:
        if r.shanten == 0:
            return translate(
                "ResultsView", "One discard from ready (tenpai): pick it in the table below."
            ), "info"
        return translate("ResultsView", "{n}-shanten after the best discard (table below).").format(
            n=r.shanten
        ), ""
    if r.status is StatusKind.READY:
        return translate("ResultsView", "Ready (tenpai): waiting on {kinds}, {left}.").format(
            kinds=i18n.count("kind", len(r.waits)),
            left=i18n.count("tile-left", sum(w.remaining for w in r.waits)),
        ), "info"
    return translate("ResultsView", "{n}-shanten: {tiles} away from ready.").format(
        n=r.shanten, tiles=i18n.count("tile", r.shanten)
    ), ""
