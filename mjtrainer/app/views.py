"""The trainer's views: palette, hand, seen row, notation box and the results panel.

Each renders a snapshot (:class:`~.viewmodel.HandState` or :class:`~.viewmodel.Result`) and
emits intents; none calls the core or keeps state of its own beyond what it draws. Each has a
``retranslate()`` that re-labels it, called on a LanguageChange event.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from . import i18n, tileart
from .viewmodel import TILE_CODES, DiscardView, HandState, Result, StatusKind, WaitView
from .widgets import (
    FlowLayout,
    PaintedTiles,
    TileButton,
    TileGroup,
    TileStrip,
    clear_layout,
    set_visible,
)

PALETTE_HEIGHT = 46
HAND_HEIGHT = 52
SMALL_HEIGHT = 30
RESULT_HEIGHT = 44


translate = QCoreApplication.translate  # the name lupdate looks for


def _section_label(text: str = "") -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class _Retranslating(QWidget):
    """A widget that re-labels itself when the application language changes."""

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass


class PaletteView(_Retranslating):
    """The 34 tiles, one row a suit; a tile with no free copy (or no use in this mode) is off."""

    tileClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._available: tuple[int, ...] = (4,) * 34
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self._strips = []
        for lo, hi in ((0, 9), (9, 18), (18, 27), (27, 34)):
            strip = TileStrip(PALETTE_HEIGHT, clickable=True, spacing=3, parent=self)
            strip.set_tiles(range(lo, hi), ["×4"] * (hi - lo))
            strip.tileClicked.connect(self._on_tile_clicked)
            layout.addWidget(strip)
            self._strips.append(strip)
        self._buttons = [b for s in self._strips for b in s.buttons()]
        self.retranslate()

    def button(self, tile: int) -> TileButton:
        return self._buttons[tile]

    def show_state(self, state: HandState) -> None:
        self._available = state.available
        for t, b in enumerate(self._buttons):
            b.set_tile(t, "×" + str(state.available[t]),
                       tileart.NORMAL if state.available[t] else tileart.DIM)
            b.setEnabled(state.enabled[t])
        self._update_tooltips()

    def retranslate(self) -> None:
        for s in self._strips:
            s.retranslate()
        self._update_tooltips()

    def _update_tooltips(self) -> None:
        for t, b in enumerate(self._buttons):
            text = translate("PaletteView", "{name} ({code}): {n} left").format(
                name=i18n.tile_name(t), code=TILE_CODES[t], n=self._available[t])
            b.setToolTip(text)

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, index: int) -> None:
        self.tileClicked.emit(tile)


class HandView(_Retranslating):
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
        self._tiles = TileStrip(HAND_HEIGHT, clickable=True, spacing=2, parent=self)
        self._tiles.tileClicked.connect(self._on_tile_clicked)
        self._empty = QLabel(self)
        self._empty.setObjectName("placeholder")
        self._empty.setWordWrap(True)
        layout.addWidget(self._empty)
        layout.addWidget(self._tiles)
        self._melds_box = QWidget(self)
        self._melds_layout = FlowLayout(self._melds_box, spacing=8)
        layout.addWidget(self._melds_box)
        self._groups: list[TileGroup] = []
        self.retranslate()

    def tiles(self) -> tuple[int, ...]:
        """The concealed tiles shown, left to right."""
        return self._tiles.tiles()

    def tile_buttons(self) -> list[TileButton]:
        return self._tiles.buttons()

    def meld_groups(self) -> list[TileGroup]:
        return list(self._groups)

    def show_state(self, state: HandState) -> None:
        old = self._state
        self._state = state
        self._tiles.set_tiles(state.concealed)
        set_visible(self._empty, not state.concealed and not state.melds)
        if state.melds != old.melds or not self._groups and state.melds:
            clear_layout(self._melds_layout)
            self._groups = []
            for m in state.melds:
                down = (True, False, False, True) if m.kind == "concealed-kong" else ()
                g = TileGroup(m.tiles, HAND_HEIGHT - 8, down, clickable=True,
                              parent=self._melds_box)
                g.clicked.connect(self._on_meld_clicked)
                self._melds_layout.addWidget(g)
                self._groups.append(g)
            self._retranslate_melds()
        set_visible(self._melds_box, bool(state.melds))
        self._caption.setText(self._caption_text())

    def _caption_text(self) -> str:
        return translate("HandView", "Hand: {n} tiles (a kong counts as 3)").format(
            n=self._state.size)

    def retranslate(self) -> None:
        self._caption.setText(self._caption_text())
        self._empty.setText(translate(
            "HandView", "Click tiles in the palette above, or type a hand like 123m456p789s1122z."))
        self._tiles.retranslate()
        self._retranslate_melds()

    def _retranslate_melds(self) -> None:
        for g, m in zip(self._groups, self._state.melds, strict=False):
            g.retranslate()
            g.setToolTip(translate("HandView", "{meld} — click to take it back").format(
                meld=i18n.meld(m.kind)))

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, index: int) -> None:
        self.tileClicked.emit(tile)

    @Slot()
    def _on_meld_clicked(self) -> None:
        g = self.sender()
        if isinstance(g, TileGroup) and g in self._groups:
            self.meldClicked.emit(self._groups.index(g))


class SeenView(_Retranslating):
    """Tiles marked as seen (discards, indicators, others' melds); click one to unmark it."""

    tileClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._label = QLabel(self)
        self._label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self._label)
        self._tiles = TileStrip(SMALL_HEIGHT + 4, clickable=True, spacing=2, parent=self)
        self._tiles.tileClicked.connect(self._on_tile_clicked)
        layout.addWidget(self._tiles, 1)
        self._none = QLabel(self)
        self._none.setObjectName("placeholder")
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
        self._none.setText(translate(
            "SeenView",
            "none — switch to “Seen” mode to mark discards and other visible tiles"))
        self._tiles.retranslate()

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, index: int) -> None:
        self.tileClicked.emit(tile)


class NotationView(_Retranslating):
    """The hand as text: typing emits ``textEdited``; a bad text shows the core's message
    below while the hand stays as it was."""

    textEdited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        row = QHBoxLayout()
        self._label = QLabel(self)
        row.addWidget(self._label)
        self.edit = QLineEdit(self)
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
        self.retranslate()

    def text(self) -> str:
        return self.edit.text()

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
            translate("NotationView", "e.g. 123m456p789s1122z [555z] (1111m)"))
        self.edit.setToolTip(translate(
            "NotationView",
            "Digits then their suit: m characters, p dots, s bamboo, z honours (1–7 = "
            "E S W N White Green Red). Melds in brackets: [123m] chow, [555z] pung, "
            "[1111m] kong, (1111m) concealed kong."))

    @Slot(str)
    def _on_text_edited(self, text: str) -> None:
        self.textEdited.emit(text)


class _WaitItem(QWidget):
    """One wait: the tile with "×N left" under it and the wait kinds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.button = TileButton(0, RESULT_HEIGHT, self)
        self.button.set_clickable(False)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.kinds = QLabel(self)
        self.kinds.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.kinds.setWordWrap(True)
        self.kinds.setFixedWidth(84)
        self.kinds.setObjectName("small")
        layout.addWidget(self.kinds)
        self.wait: WaitView | None = None

    def set_wait(self, wait: WaitView) -> None:
        self.wait = wait
        self.retranslate()

    def retranslate(self) -> None:
        wait = self.wait
        if wait is None:
            return
        caption = translate("ResultsView", "×{n} left").format(n=wait.remaining)
        self.button.set_tile(wait.tile, caption, tileart.NORMAL if wait.remaining else tileart.DIM)
        self.button.retranslate()
        self.kinds.setText(" · ".join(i18n.wait_kind(k) for k in wait.kinds))


class DiscardRow(QFrame):
    """One row of the discard table; a click anywhere asks to discard its tile."""

    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("discardRow")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAutoFillBackground(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(10)
        self.tile = TileButton(0, RESULT_HEIGHT - 4, self)
        self.tile.set_clickable(False)
        layout.addWidget(self.tile, 0, Qt.AlignmentFlag.AlignTop)
        self.shanten = QLabel(self)
        self.shanten.setFixedWidth(84)
        layout.addWidget(self.shanten, 0)
        self.effective = PaintedTiles(SMALL_HEIGHT, spacing=2, parent=self)
        layout.addWidget(self.effective, 1)
        self.total = QLabel(self)
        self.total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.total.setMinimumWidth(56)
        layout.addWidget(self.total, 0)
        self.option: DiscardView | None = None
        self.best = False
        self._hover = False

    def set_option(self, option: DiscardView, best: bool) -> None:
        self.option = option
        self.best = best
        self.tile.set_tile(option.tile, look=tileart.HIGHLIGHT if best else tileart.NORMAL)
        self.effective.set_tiles([t for t, _ in option.effective],
                                 ["×" + str(n) for _, n in option.effective])
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        o = self.option
        if o is None:
            return
        self.tile.retranslate()
        self.effective.retranslate()
        self.shanten.setText(shanten_text(o.shanten))
        self.total.setText(translate("ResultsView", "{n} tiles").format(n=o.total))
        self.setToolTip(translate("ResultsView", "Click to discard {name}").format(
            name=i18n.tile_name(o.tile)))

    def enterEvent(self, e) -> None:
        self._hover = True
        self.update()
        super().enterEvent(e)

    def leaveEvent(self, e) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(e)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        e.accept()

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if (e.button() == Qt.MouseButton.LeftButton and self.option is not None
                and self.rect().contains(e.position().toPoint())):
            self.clicked.emit(self.option.tile)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = None
        if self.best:
            color = QColor(255, 214, 102, 110)
        if self._hover:
            color = self.palette().highlight().color()
            color.setAlpha(60)
        if color is not None:
            painter.setBrush(color)
            painter.setPen(QPen(QColor(0, 0, 0, 0)))
            painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 6, 6)
        painter.setPen(QPen(QColor(0, 0, 0, 30), 1))
        painter.drawLine(8, self.height() - 1, self.width() - 8, self.height() - 1)
        painter.end()


def shanten_text(n: int) -> str:
    if n < 0:
        return translate("ResultsView", "complete")
    if n == 0:
        return translate("ResultsView", "ready")
    return translate("ResultsView", "{n}-shanten").format(n=n)


class ResultsView(_Retranslating):
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
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.setMaximumWidth(90)
        self.busy.setMaximumHeight(12)
        self.busy.setTextVisible(False)
        set_visible(self.busy, False)
        top.addWidget(self.busy, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(top)
        self.shapes = QLabel(self)
        self.shapes.setObjectName("small")
        self.shapes.setWordWrap(True)
        layout.addWidget(self.shapes)
        # Show the busy bar only when an analysis takes a while, so fast ones do not flicker.
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(150)

        # Decompositions (complete hands)
        self.decomp_title = _section_label()
        layout.addWidget(self.decomp_title)
        self.decomp_box = QWidget(self)
        self.decomp_layout = QVBoxLayout(self.decomp_box)
        self.decomp_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.decomp_box)

        # Waits (ready 3n+1 hands)
        self.waits_title = _section_label()
        layout.addWidget(self.waits_title)
        self.waits_box = QWidget(self)
        self.waits_layout = FlowLayout(self.waits_box, spacing=10)
        self._wait_items: list[_WaitItem] = []
        layout.addWidget(self.waits_box)

        # Effective tiles (3n+1 hands not ready)
        self.effective_title = _section_label()
        layout.addWidget(self.effective_title)
        self.effective = PaintedTiles(RESULT_HEIGHT - 6, spacing=4, parent=self)
        layout.addWidget(self.effective)

        # Discard table (3n+2 hands)
        self.discard_title = _section_label()
        layout.addWidget(self.discard_title)
        self.discard_header = QWidget(self)
        header = QHBoxLayout(self.discard_header)
        header.setContentsMargins(6, 0, 6, 0)
        header.setSpacing(10)
        self._h_discard = QLabel(self.discard_header)
        self._h_shanten = QLabel(self.discard_header)
        self._h_effective = QLabel(self.discard_header)
        self._h_total = QLabel(self.discard_header)
        self._h_total.setAlignment(Qt.AlignmentFlag.AlignRight)
        for w, stretch in ((self._h_discard, 0), (self._h_shanten, 0), (self._h_effective, 1),
                           (self._h_total, 0)):
            w.setObjectName("small")
            header.addWidget(w, stretch)
        layout.addWidget(self.discard_header)
        self.discard_box = QWidget(self)
        self.discard_layout = QVBoxLayout(self.discard_box)
        self.discard_layout.setContentsMargins(0, 0, 0, 0)
        self.discard_layout.setSpacing(0)
        self._rows: list[DiscardRow] = []
        layout.addWidget(self.discard_box)
        layout.addStretch(1)
        self._connect_signals()
        self.retranslate()
        self.show_result(self._result)

    def _connect_signals(self) -> None:
        self._busy_timer.timeout.connect(self._on_busy_timeout)

    # --- queries for tests and the window ---

    @property
    def result(self) -> Result:
        return self._result

    def wait_items(self) -> list[tuple[int, int, str]]:
        """(tile, remaining, kinds text) of each wait shown."""
        return [(i.wait.tile, i.wait.remaining, i.kinds.text())
                for i in self._wait_items[: len(self._result.waits)] if i.wait is not None]

    def rows(self) -> list[DiscardRow]:
        return self._rows[: len(self._result.discards)]

    # --- rendering ---

    @Slot(bool)
    def set_busy(self, busy: bool) -> None:
        if busy:
            if not self.busy.isVisible() and not self._busy_timer.isActive():
                self._busy_timer.start()
        else:
            self._busy_timer.stop()
            set_visible(self.busy, False)

    @Slot()
    def _on_busy_timeout(self) -> None:
        set_visible(self.busy, True)

    def show_result(self, result: Result) -> None:
        self._result = result
        self._render_status()
        self._render_decompositions(result)
        self._render_waits(result.waits)
        self._render_effective(result)
        self._render_discards(result.discards)

    def retranslate(self) -> None:
        self._render_status()
        r = self._result
        self._set_titles(r)
        self.discard_title.setText(translate("ResultsView", "Discards, best first"))
        self._h_discard.setText(translate("ResultsView", "Discard"))
        self._h_shanten.setText(translate("ResultsView", "Then"))
        self._h_effective.setText(translate("ResultsView", "Effective tiles left"))
        self._h_total.setText(translate("ResultsView", "Total"))
        self._fit_header()
        self._h_shanten.setFixedWidth(84)
        self._h_total.setMinimumWidth(56)
        for g in self.decomp_box.findChildren(TileGroup):
            g.retranslate()
        for label, key in self._shape_labels:
            label.setText(i18n.shape(key))
        for item in self._wait_items:
            item.retranslate()
        self.effective.retranslate()
        for row in self._rows:
            row.retranslate()

    def _render_status(self) -> None:
        r = self._result
        text, tone = status_text(r)
        self.status.setText(text)
        self.status.setProperty("tone", tone)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        if r.shapes and r.status in (StatusKind.READY, StatusKind.SHANTEN, StatusKind.WIN):
            parts = [translate("ResultsView", "{shape}: {shanten}").format(
                shape=i18n.shape(k), shanten=shanten_text(n)) for k, n in r.shapes]
            self.shapes.setText(translate("ResultsView", "By shape — {list}").format(
                list=" · ".join(parts)))
            set_visible(self.shapes, True)
        else:
            set_visible(self.shapes, False)

    _shape_labels: list[tuple[QLabel, str]] = []

    def _render_decompositions(self, r: Result) -> None:
        clear_layout(self.decomp_layout)
        self._shape_labels = []
        for d in r.decompositions:
            row = QWidget(self.decomp_box)
            row_layout = QVBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 4)
            row_layout.setSpacing(2)
            label = QLabel(i18n.shape(d.shape), row)
            label.setObjectName("small")
            self._shape_labels.append((label, d.shape))
            row_layout.addWidget(label)
            groups = QWidget(row)
            flow = FlowLayout(groups, spacing=6)
            for g in d.groups:
                flow.addWidget(TileGroup(g, SMALL_HEIGHT + 6, parent=groups))
            for m in d.declared:
                down = (True, False, False, True) if m.kind == "concealed-kong" else ()
                flow.addWidget(TileGroup(m.tiles, SMALL_HEIGHT + 6, down, parent=groups))
            row_layout.addWidget(groups)
            self.decomp_layout.addWidget(row)
        shown = bool(r.decompositions)
        set_visible(self.decomp_title, shown)
        set_visible(self.decomp_box, shown)
        self._set_titles(r)

    def _set_titles(self, r: Result) -> None:
        self.decomp_title.setText(translate(
            "ResultsView", "Complete: {n} way(s) to split it").format(n=len(r.decompositions)))
        self.waits_title.setText(translate(
            "ResultsView", "Waits: {kinds} kind(s), {n} tile(s) left").format(
            kinds=len(r.waits), n=sum(w.remaining for w in r.waits)))
        self.effective_title.setText(translate(
            "ResultsView", "Effective tiles (draws that bring it closer): {kinds} kind(s), "
            "{n} tile(s) left").format(kinds=len(r.effective), n=r.effective_total))

    def _render_waits(self, waits: Sequence[WaitView]) -> None:
        while len(self._wait_items) < len(waits):
            item = _WaitItem(self.waits_box)
            self.waits_layout.addWidget(item)
            self._wait_items.append(item)
        for item, w in zip(self._wait_items, waits, strict=False):
            item.set_wait(w)
            set_visible(item, True)
        for item in self._wait_items[len(waits):]:
            item.wait = None
            set_visible(item, False)
        self.waits_layout.invalidate()
        shown = self._result.status is StatusKind.READY
        set_visible(self.waits_title, shown)
        set_visible(self.waits_box, shown)

    def _render_effective(self, r: Result) -> None:
        shown = r.status is StatusKind.SHANTEN and not r.discards
        self.effective.set_tiles([t for t, _ in r.effective],
                                 ["×" + str(n) for _, n in r.effective],
                                 [tileart.NORMAL if n else tileart.DIM for _, n in r.effective])
        set_visible(self.effective_title, shown)
        set_visible(self.effective, shown)

    def _render_discards(self, options: Sequence[DiscardView]) -> None:
        while len(self._rows) < len(options):
            row = DiscardRow(self.discard_box)
            row.clicked.connect(self._on_row_clicked)
            self.discard_layout.addWidget(row)
            self._rows.append(row)
        best = (options[0].shanten, options[0].total) if options else None
        for row, o in zip(self._rows, options, strict=False):
            row.set_option(o, (o.shanten, o.total) == best)
            set_visible(row, True)
        for row in self._rows[len(options):]:
            row.option = None
            set_visible(row, False)
        shown = bool(options)
        set_visible(self.discard_title, shown)
        set_visible(self.discard_header, shown)
        set_visible(self.discard_box, shown)
        self._fit_header()

    def _fit_header(self) -> None:
        """Line the header up with the rows' columns, wide enough for its own text."""
        tile_w = self._rows[0].tile.sizeHint().width() if self._rows else 36
        text_w = self._h_discard.fontMetrics().horizontalAdvance(self._h_discard.text())
        width = max(tile_w, text_w)
        self._h_discard.setFixedWidth(width)
        for row in self._rows:
            row.tile.setMinimumWidth(width)

    @Slot(int)
    def _on_row_clicked(self, tile: int) -> None:
        self.discardRequested.emit(tile)


def status_text(r: Result) -> tuple[str, str]:
    """The status line and its tone ("good", "info", "warn", "error", "")."""
    if r.status is StatusKind.EMPTY:
        return translate("ResultsView", "Add tiles to build a hand."), ""
    if r.status is StatusKind.SIZE:
        return translate("ResultsView", "{n} tiles: a hand needs 3n+1 or 3n+2 tiles "
                         "(like 13 or 14) — add one tile or remove one.").format(n=r.size), \
            "warn"
    if r.status is StatusKind.ERROR:
        return translate("ResultsView", "Error: {message}").format(message=r.message), "error"
    if r.status is StatusKind.WIN:
        return translate("ResultsView", "Complete hand (win)!"), "good"
    if r.size % 3 == 2:
        if r.shanten == 0:
            return translate("ResultsView", "One discard from ready (tenpai): pick it in the table "
                       "below."), "info"
        return translate("ResultsView", "{n}-shanten after the best discard (table below).").format(
            n=r.shanten), ""
    if r.status is StatusKind.READY:
        return translate("ResultsView", "Ready (tenpai): waiting on {kinds} kind(s), {n} tile(s) "
                   "left.").format(kinds=len(r.waits), n=sum(w.remaining for w in r.waits)), \
            "info"
    return translate("ResultsView", "{n}-shanten: {n} tile(s) away from ready.").format(
        n=r.shanten), ""


class Card(QFrame):
    """A framed panel with a title, for the page's sections."""

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.title = _section_label()
        self.title.setObjectName("cardTitle")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(body)
        self.body = body

