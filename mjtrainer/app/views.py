"""The trainer's views: palette, hand, seen row, notation box and the results panel.

Each renders a snapshot (:class:`~.viewmodel.HandState` or :class:`~.viewmodel.Result`) and
emits intents; none calls the core or keeps state of its own beyond what it draws. Each has a
``retranslate()`` that re-labels it, called on a LanguageChange event.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QStaticText,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from . import i18n, tileart
from .viewmodel import TILE_CODES, DiscardView, HandState, Result, StatusKind, WaitView
from .widgets import (
    CELL_PIXMAPS,
    BusyBar,
    FlowLayout,
    PaintedGroups,
    PaintedTiles,
    TileButton,
    TileGroup,
    TileStrip,
    cell_pixmap,
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
            b.set_tile(
                t,
                "×" + str(state.available[t]),
                tileart.NORMAL if state.available[t] else tileart.DIM,
            )
            b.setEnabled(state.enabled[t])
        self._update_tooltips()

    def retranslate(self) -> None:
        for s in self._strips:
            s.retranslate()
        self._update_tooltips()

    def _update_tooltips(self) -> None:
        for t, b in enumerate(self._buttons):
            text = translate("PaletteView", "{name} ({code}): {n} left").format(
                name=i18n.tile_name(t), code=TILE_CODES[t], n=self._available[t]
            )
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
                g = TileGroup(
                    m.tiles, HAND_HEIGHT - 8, down, clickable=True, parent=self._melds_box
                )
                g.clicked.connect(self._on_meld_clicked)
                self._melds_layout.addWidget(g)
                self._groups.append(g)
            self._retranslate_melds()
        set_visible(self._melds_box, bool(state.melds))
        self._caption.setText(self._caption_text())

    def _caption_text(self) -> str:
        return translate("HandView", "Hand: {n} tiles (a kong counts as 3)").format(
            n=self._state.size
        )

    def retranslate(self) -> None:
        self._caption.setText(self._caption_text())
        self._empty.setText(
            translate(
                "HandView",
                "Click tiles in the palette above, or type a hand like 123m456p789s1122z.",
            )
        )
        self._tiles.retranslate()
        self._retranslate_melds()

    def _retranslate_melds(self) -> None:
        for g, m in zip(self._groups, self._state.melds, strict=False):
            g.retranslate()
            g.setToolTip(
                translate("HandView", "{meld} — click to take it back").format(
                    meld=i18n.meld(m.kind)
                )
            )

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
        self._none.setText(
            translate(
                "SeenView", "none — switch to “Seen” mode to mark discards and other visible tiles"
            )
        )
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


class WaitsView(QWidget):
    """The waits of a ready hand, painted by this one widget and wrapped to its width: each
    wait a tile with "×N left" under it (dimmed when none is left) and its kinds below, in
    the small captions' style. Tooltips name the tile under the mouse.

    One widget instead of a tile button and a word-wrapped label per wait: thirteen waits
    are one geometry update and one paint.
    """

    TILE_HEIGHT = RESULT_HEIGHT
    KINDS_WIDTH = 84
    SPACING = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._waits: tuple[WaitView, ...] = ()
        self._captions: tuple[str, ...] = ()
        self._kinds: tuple[str, ...] = ()
        self._sizes: tuple[tuple[QSize, int], ...] = ()  # each item's size, its tile's height
        self._hfw: dict[int, tuple[tuple[QRect, ...], int]] = {}
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)

    def waits(self) -> tuple[WaitView, ...]:
        return self._waits

    def captions(self) -> tuple[str, ...]:
        """The "×N left" under each tile."""
        return self._captions

    def kinds(self) -> tuple[str, ...]:
        """The wait kinds of each, as shown."""
        return self._kinds

    def set_waits(self, waits: Sequence[WaitView]) -> None:
        waits = tuple(waits)
        if waits == self._waits:
            return
        self._waits = waits
        self.retranslate()

    def retranslate(self) -> None:
        self._captions = tuple(
            translate("ResultsView", "×{n} left").format(n=w.remaining) for w in self._waits
        )
        self._kinds = tuple(" · ".join(i18n.wait_kind(k) for k in w.kinds) for w in self._waits)
        self.setAccessibleDescription(
            "\n".join(
                i18n.tile_name(w.tile) + " — " + c + " — " + k
                for w, c, k in zip(self._waits, self._captions, self._kinds, strict=True)
            )
        )
        self._measure()

    # --- geometry (as a tile button over a fixed-width word-wrapped label would be) ---

    def _caption_font(self) -> QFont:
        font = self.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.95))
        return font

    def _kinds_font(self) -> QFont:
        font = self.font()
        font.setPointSizeF(9)  # the style sheet's QLabel#small
        return font

    _KINDS_FLAGS = (
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    )

    def _measure(self) -> None:
        tile = tileart.art().size_for_height(self.TILE_HEIGHT)
        caption = QFontMetrics(self._caption_font())
        kinds = QFontMetrics(self._kinds_font())
        sizes = []
        for c, k in zip(self._captions, self._kinds, strict=True):
            button_w = max(tile.width(), caption.horizontalAdvance(c) + 2) + 2
            button_h = tile.height() + caption.height() + 1 + 2
            text_h = kinds.boundingRect(
                QRect(0, 0, self.KINDS_WIDTH, 2000), int(self._KINDS_FLAGS), k
            ).height()
            sizes.append((QSize(max(button_w, self.KINDS_WIDTH), button_h + text_h), button_h))
        self._sizes = tuple(sizes)
        self._hfw.clear()
        self.updateGeometry()
        self.update()

    def _flow(self, width: int) -> tuple[tuple[QRect, ...], int]:
        got = self._hfw.get(width)
        if got is None:
            rects = []
            x = y = line = 0
            for size, _ in self._sizes:
                if x and x + size.width() > width:
                    x = 0
                    y += line + self.SPACING
                    line = 0
                rects.append(QRect(QPoint(x, y), size))
                x += size.width() + self.SPACING
                line = max(line, size.height())
            if len(self._hfw) > 16:
                self._hfw.clear()
            got = self._hfw[width] = (tuple(rects), y + line)
        return got

    def item_rect(self, index: int) -> QRect:
        """Where wait ``index`` is drawn: its tile, caption and kinds."""
        return QRect(self._flow(self.width())[0][index])

    def tile_rect(self, index: int) -> QRect:
        item = self.item_rect(index)
        tile = tileart.art().size_for_height(self.TILE_HEIGHT)
        return QRect(
            item.x() + (item.width() - tile.width()) // 2, item.y() + 1, tile.width(), tile.height()
        )

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._flow(width)[1]

    def sizeHint(self) -> QSize:
        width = sum(s.width() for s, _ in self._sizes) + self.SPACING * max(0, len(self._sizes) - 1)
        return QSize(max(width, 10), max((s.height() for s, _ in self._sizes), default=0))

    def minimumSizeHint(self) -> QSize:
        return QSize(
            max((s.width() for s, _ in self._sizes), default=0),
            max((s.height() for s, _ in self._sizes), default=0),
        )

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.FontChange:
            self._measure()
        super().changeEvent(e)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            tip = self.tooltip_at(e.pos())
            if tip is None:
                QToolTip.hideText()
                e.ignore()
            else:
                QToolTip.showText(e.globalPos(), tip[0], self, tip[1])
            return True
        return super().event(e)

    def tooltip_at(self, pos: QPoint) -> tuple[str, QRect] | None:
        """The name of the wait whose tile and caption are at ``pos``, and their area."""
        for i, (w, (_, button_h)) in enumerate(zip(self._waits, self._sizes, strict=True)):
            item = self.item_rect(i)
            area = QRect(item.x(), item.y(), item.width(), button_h)
            if area.contains(pos):
                return i18n.tile_name(w.tile) + " (" + TILE_CODES[w.tile] + ")", area
        return None

    def paintEvent(self, e: QPaintEvent) -> None:
        if not self._waits:
            return
        painter = QPainter(self)
        dpr = self.devicePixelRatioF()
        tile = tileart.art().size_for_height(self.TILE_HEIGHT)
        caption_font = self._caption_font()
        caption_h = QFontMetrics(caption_font).height() + 1
        kinds_font = self._kinds_font()
        pal = self.palette()
        text = pal.text().color()
        dim = pal.color(pal.ColorGroup.Disabled, pal.ColorRole.Text)
        dark = pal.dark().color()
        center_top = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        rects = self._flow(self.width())[0]
        for w, c, k, (_, button_h), item in zip(
            self._waits, self._captions, self._kinds, self._sizes, rects, strict=True
        ):
            if not item.intersects(e.rect()):
                continue
            look = tileart.NORMAL if w.remaining else tileart.DIM
            button_w = max(tile.width(), QFontMetrics(caption_font).horizontalAdvance(c) + 2) + 2
            bx = item.x() + (item.width() - button_w) // 2
            painter.drawPixmap(
                QPoint(bx + (button_w - tile.width()) // 2, item.y() + 1),
                tileart.art().pixmap(TILE_CODES[w.tile], tile, dpr, look),
            )
            painter.setFont(caption_font)
            painter.setPen(text if w.remaining else dim)
            painter.drawText(
                QRect(bx, item.y() + tile.height() + 1, button_w, caption_h), center_top, c
            )
            painter.setFont(kinds_font)
            painter.setPen(dark)
            painter.drawText(
                QRect(item.x(), item.y() + button_h, self.KINDS_WIDTH, item.height() - button_h),
                int(self._KINDS_FLAGS),
                k,
            )
        painter.end()


class DiscardRow:
    """One row of the discard table as drawn: its option, whether it is a best one, and where
    it and its small tiles are (in the table's coordinates). A snapshot for tests and tools."""

    def __init__(self, table: DiscardTable, index: int) -> None:
        self._table = table
        self.index = index
        self.option: DiscardView = table.options()[index]
        self.best: bool = table.is_best(index)

    @property
    def rect(self) -> QRect:
        return self._table.row_rect(self.index)

    def tile_rect(self) -> QRect:
        """The discarded tile's image."""
        return self._table.tile_rect(self.index)

    def effective_rect(self, i: int) -> QRect:
        """Small tile ``i`` (with its "×N") of the row's effective tiles."""
        return self._table.effective_rect(self.index, i)


class DiscardTable(QWidget):
    """The discard table, every row painted by this one widget: the tile, the shanten after
    discarding it, the effective tiles with their counts (wrapped), the total. The best rows
    are lit; a click anywhere on a row (its small tiles too) emits ``clicked(tile)``.

    One widget instead of a frame, a tile button, two labels and a strip per row: a new table
    after each click is one geometry update and one paint, not dozens of widgets shown,
    hidden and laid out. Tooltips and hover are found by position.
    """

    clicked = Signal(int)

    MARGIN_X, MARGIN_Y, SPACING = 6, 3, 10
    SHANTEN_WIDTH = 84
    TOTAL_MIN_WIDTH = 56
    TILE_HEIGHT = RESULT_HEIGHT - 4
    SMALL_SPACING = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("discardTable")
        self._options: tuple[DiscardView, ...] = ()
        self._best: tuple[bool, ...] = ()
        self._cells: tuple[tuple[tuple[int, str], ...], ...] = ()
        self._shanten_texts: tuple[str, ...] = ()
        self._total_texts: tuple[str, ...] = ()
        self._tile_col = self.tile_width()
        self._total_min = self.TOTAL_MIN_WIDTH
        self._total_col = self.TOTAL_MIN_WIDTH
        self._cell_size: QSize | None = None
        self._texts: dict[str, QStaticText] = {}
        self._layout_cache: dict[int, tuple[tuple[QRect, ...], int]] = {}
        self._hover = -1
        self._pressed = -1
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Keyboard: Tab in, Up/Down move the lit row, Enter or Space discards its tile.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # --- content ---

    def options(self) -> tuple[DiscardView, ...]:
        return self._options

    def is_best(self, index: int) -> bool:
        return self._best[index]

    def rows(self) -> list[DiscardRow]:
        return [DiscardRow(self, i) for i in range(len(self._options))]

    def set_options(self, options: Sequence[DiscardView]) -> None:
        options = tuple(options)
        best = (options[0].shanten, options[0].total) if options else None
        flags = tuple((o.shanten, o.total) == best for o in options)
        if (options, flags) == (self._options, self._best):
            return
        self._options, self._best = options, flags
        self._hover = -1
        self._pressed = -1
        self._make_texts()
        self._relayout()

    def set_columns(self, tile_width: int, total_min: int) -> None:
        """Line the columns up with the header: the tile column's width, the total's least."""
        if (tile_width, total_min) != (self._tile_col, self._total_min):
            self._tile_col, self._total_min = tile_width, total_min
            self._relayout()

    def total_width(self) -> int:
        return self._total_col

    def retranslate(self) -> None:
        self._make_texts()
        self._relayout()

    def _make_texts(self) -> None:
        self._cells = tuple(tuple((t, "×" + str(n)) for t, n in o.effective) for o in self._options)
        self._shanten_texts = tuple(shanten_text(o.shanten) for o in self._options)
        self._total_texts = tuple(
            translate("ResultsView", "{n} tiles").format(n=o.total) for o in self._options
        )
        self.setAccessibleName(translate("ResultsView", "Discards, best first"))
        self.setAccessibleDescription(
            "\n".join(
                i18n.tile_name(o.tile) + " — " + s + " — " + t
                for o, s, t in zip(
                    self._options, self._shanten_texts, self._total_texts, strict=True
                )
            )
        )

    def _relayout(self) -> None:
        metrics = self.fontMetrics()
        self._total_col = max(
            [self._total_min] + [metrics.horizontalAdvance(t) + 1 for t in self._total_texts]
        )
        self._layout_cache.clear()
        self.updateGeometry()
        self.update()

    # --- geometry ---

    @classmethod
    def tile_width(cls) -> int:
        """Width of the discarded tile's image with its 1-pixel border."""
        return tileart.art().size_for_height(cls.TILE_HEIGHT).width() + 2

    def _tile_size(self) -> QSize:
        return tileart.art().size_for_height(self.TILE_HEIGHT)

    def _small_font(self) -> QFont:
        font = self.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def _cell(self) -> QSize:
        """A small tile with its "×N" under it."""
        if self._cell_size is None:
            tile = tileart.art().size_for_height(SMALL_HEIGHT)
            metrics = QFontMetrics(self._small_font())
            width = max(tile.width(), metrics.horizontalAdvance("×4") + 2)
            self._cell_size = QSize(width, tile.height() + metrics.height())
        return self._cell_size

    def _columns(self, width: int) -> tuple[int, int, int, int]:
        """x of the shanten, effective and total columns, and the effective column's width."""
        x_shanten = self.MARGIN_X + self._tile_col + self.SPACING
        x_effective = x_shanten + self.SHANTEN_WIDTH + self.SPACING
        x_total = width - self.MARGIN_X - self._total_col
        return (
            x_shanten,
            x_effective,
            x_total,
            max(self._cell().width(), x_total - self.SPACING - x_effective),
        )

    def _per_line(self, effective_width: int) -> int:
        step = self._cell().width() + self.SMALL_SPACING
        return max(1, (effective_width + self.SMALL_SPACING) // step)

    def _row_rects(self, width: int) -> tuple[tuple[QRect, ...], int]:
        """Each row's rectangle at ``width``, and the table's height."""
        got = self._layout_cache.get(width)
        if got is None:
            cell = self._cell()
            per_line = self._per_line(self._columns(width)[3])
            text_h = self.fontMetrics().height()
            base = max(self._tile_size().height() + 2, text_h)
            y = 0
            rects = []
            for o in self._options:
                lines = -(-len(o.effective) // per_line)
                small = lines * cell.height() + max(0, lines - 1) * self.SMALL_SPACING
                h = max(base, small) + 2 * self.MARGIN_Y
                rects.append(QRect(0, y, width, h))
                y += h
            if len(self._layout_cache) > 16:
                self._layout_cache.clear()
            got = self._layout_cache[width] = (tuple(rects), y)
        return got

    def row_rect(self, index: int) -> QRect:
        return QRect(self._row_rects(self.width())[0][index])

    def tile_rect(self, index: int) -> QRect:
        row = self.row_rect(index)
        size = self._tile_size()
        x = self.MARGIN_X + (self._tile_col - size.width()) // 2
        return QRect(x, row.y() + self.MARGIN_Y + 1, size.width(), size.height())

    def effective_rect(self, index: int, i: int) -> QRect:
        row = self.row_rect(index)
        _, x0, _, eff_w = self._columns(self.width())
        cell = self._cell()
        line, col = divmod(i, self._per_line(eff_w))
        return QRect(
            x0 + col * (cell.width() + self.SMALL_SPACING),
            row.y() + self.MARGIN_Y + line * (cell.height() + self.SMALL_SPACING),
            cell.width(),
            cell.height(),
        )

    def row_at(self, pos: QPoint) -> int:
        if pos.x() < 0 or pos.x() >= self.width():
            return -1
        for i, r in enumerate(self._row_rects(self.width())[0]):
            if r.top() <= pos.y() <= r.bottom():
                return i
        return -1

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._row_rects(width)[1]

    def _min_width(self) -> int:
        return (
            2 * self.MARGIN_X
            + self._tile_col
            + self.SHANTEN_WIDTH
            + self._cell().width()
            + self._total_col
            + 3 * self.SPACING
        )

    def sizeHint(self) -> QSize:
        width = self._min_width() + 12 * (self._cell().width() + self.SMALL_SPACING)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        # Each row on one line, like a row of widgets would ask: the layout asks
        # heightForWidth for the real height at the real width.
        return QSize(self._min_width(), self.heightForWidth(1 << 20))

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.FontChange:
            self._cell_size = None
            self._texts.clear()
            self._relayout()
        super().changeEvent(e)

    # --- events ---

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            self._show_tooltip(e)
            return True
        return super().event(e)

    def _show_tooltip(self, e: QHelpEvent) -> None:
        tip = self.tooltip_at(e.pos())
        if tip is None:
            QToolTip.hideText()
            e.ignore()
        else:
            QToolTip.showText(e.globalPos(), tip[0], self, tip[1])

    def tooltip_at(self, pos: QPoint) -> tuple[str, QRect] | None:
        """The tooltip at ``pos`` and the area it holds for: a tile's name over a tile (the
        discard or one of its effective tiles), else the row's "Click to discard"."""
        row = self.row_at(pos)
        if row < 0:
            return None
        o = self._options[row]
        rect = self.tile_rect(row)
        if rect.contains(pos):
            return i18n.tile_name(o.tile) + " (" + TILE_CODES[o.tile] + ")", rect
        for i, (t, _) in enumerate(o.effective):
            rect = self.effective_rect(row, i)
            if rect.contains(pos):
                return i18n.tile_name(t) + " (" + TILE_CODES[t] + ")", rect
        return translate("ResultsView", "Click to discard {name}").format(
            name=i18n.tile_name(o.tile)
        ), self.row_rect(row)

    def hovered_row(self) -> int:
        """The row under the mouse (-1 for none)."""
        return self._hover

    def _set_hover(self, row: int) -> None:
        if row != self._hover:
            rects = self._row_rects(self.width())[0]
            for r in (self._hover, row):
                if 0 <= r < len(rects):
                    self.update(rects[r])
            self._hover = row

    def mouseMoveEvent(self, e: QMouseEvent) -> None:
        self._set_hover(self.row_at(e.position().toPoint()))
        super().mouseMoveEvent(e)

    def enterEvent(self, e: QEnterEvent) -> None:
        self._set_hover(self.row_at(e.position().toPoint()))
        super().enterEvent(e)

    def leaveEvent(self, e: QEvent) -> None:
        if not self.hasFocus():
            self._set_hover(-1)
        super().leaveEvent(e)

    def focusInEvent(self, e: QFocusEvent) -> None:
        if self._hover < 0 and self._options:
            self._set_hover(0)
        super().focusInEvent(e)

    def focusOutEvent(self, e: QFocusEvent) -> None:
        self._set_hover(-1)
        super().focusOutEvent(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        n = len(self._options)
        key = Qt.Key(e.key())
        if n and key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End):
            row = {
                Qt.Key.Key_Up: max(0, self._hover - 1),
                Qt.Key.Key_Down: min(n - 1, self._hover + 1),
                Qt.Key.Key_Home: 0,
                Qt.Key.Key_End: n - 1,
            }[key]
            self._set_hover(row)
            e.accept()
        elif 0 <= self._hover < n and key in (
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
            Qt.Key.Key_Space,
        ):
            self.clicked.emit(self._options[self._hover].tile)
            e.accept()
        else:
            super().keyPressEvent(e)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        self._pressed = self.row_at(e.position().toPoint())
        e.accept()

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        row = self.row_at(e.position().toPoint())
        pressed, self._pressed = self._pressed, -1
        if e.button() == Qt.MouseButton.LeftButton and row >= 0 and row == pressed:
            self.clicked.emit(self._options[row].tile)

    def _static(self, text: str) -> QStaticText:
        """``text`` laid out once in the widget's font, for drawing it again and again."""
        got = self._texts.get(text)
        if got is None:
            if len(self._texts) > 256:
                self._texts.clear()
            got = self._texts[text] = QStaticText(text)
            got.setTextFormat(Qt.TextFormat.PlainText)
            got.prepare(font=self.font())
        return got

    def paintEvent(self, e: QPaintEvent) -> None:
        if not self._options:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.width()
        rects = self._row_rects(width)[0]
        x_shanten, x_effective, x_total, eff_w = self._columns(width)
        per_line = self._per_line(eff_w)
        dpr = self.devicePixelRatioF()
        tile = self._tile_size()
        cell = self._cell()
        small_font = self._small_font()
        pal = self.palette()
        text_color = pal.windowText().color()
        caption_color = pal.text().color()
        hover = pal.highlight().color()
        hover.setAlpha(60)
        best_color = QColor(255, 214, 102, 110)
        line_pen = QPen(QColor(0, 0, 0, 30), 1)
        clip = e.rect()
        text_h = self.fontMetrics().height()
        tile_x = self.MARGIN_X + (self._tile_col - tile.width()) // 2
        # The cell pixmaps' cache key but for the tile and its caption (see cell_pixmap).
        key = (
            tileart.NORMAL,
            cell.width(),
            cell.height(),
            round(dpr, 3),
            SMALL_HEIGHT,
            small_font.key(),
            caption_color.rgba(),
        )
        cells = CELL_PIXMAPS
        step_x = cell.width() + self.SMALL_SPACING
        step_y = cell.height() + self.SMALL_SPACING
        for i, (o, r) in enumerate(zip(self._options, rects, strict=True)):
            if not r.intersects(clip):
                continue
            color = hover if i == self._hover else best_color if self._best[i] else None
            if color is not None:
                painter.setBrush(color)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6)
            painter.setPen(line_pen)
            painter.drawLine(8, r.bottom(), width - 8, r.bottom())
            top = r.y() + self.MARGIN_Y
            inner = r.height() - 2 * self.MARGIN_Y
            look = tileart.HIGHLIGHT if self._best[i] else tileart.NORMAL
            painter.drawPixmap(
                QPoint(tile_x, top + 1), tileart.art().pixmap(TILE_CODES[o.tile], tile, dpr, look)
            )
            for j, (t, caption) in enumerate(self._cells[i]):
                line, col = divmod(j, per_line)
                pm = cells.get((t, caption) + key)
                if pm is None:
                    pm = cell_pixmap(
                        t,
                        caption,
                        tileart.NORMAL,
                        cell,
                        dpr,
                        SMALL_HEIGHT,
                        small_font,
                        caption_color,
                    )
                painter.drawPixmap(x_effective + col * step_x, top + line * step_y, pm)
            painter.setPen(text_color)
            y = top + (inner - text_h) / 2
            painter.drawStaticText(QPointF(x_shanten, y), self._static(self._shanten_texts[i]))
            total = self._static(self._total_texts[i])
            painter.drawStaticText(
                QPointF(x_total + self._total_col - total.size().width(), y), total
            )
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

        # Decompositions (complete hands)
        self.decomp_title = _section_label()
        layout.addWidget(self.decomp_title)
        self.decomp_box = QWidget(body)
        self.decomp_layout = QVBoxLayout(self.decomp_box)
        self.decomp_layout.setContentsMargins(0, 0, 0, 0)
        self._decomp_rows: list[tuple[QWidget, QLabel, PaintedGroups]] = []
        layout.addWidget(self.decomp_box)

        # Waits (ready 3n+1 hands)
        self.waits_title = _section_label()
        layout.addWidget(self.waits_title)
        self.waits_box = WaitsView(body)
        layout.addWidget(self.waits_box)

        # Effective tiles (3n+1 hands not ready)
        self.effective_title = _section_label()
        layout.addWidget(self.effective_title)
        self.effective = PaintedTiles(RESULT_HEIGHT - 6, spacing=4, parent=body)
        layout.addWidget(self.effective)

        # Discard table (3n+2 hands)
        self.discard_title = _section_label()
        layout.addWidget(self.discard_title)
        self.discard_header = QWidget(body)
        header = QHBoxLayout(self.discard_header)
        header.setContentsMargins(6, 0, 6, 0)
        header.setSpacing(10)
        self._h_discard = QLabel(self.discard_header)
        self._h_shanten = QLabel(self.discard_header)
        self._h_effective = QLabel(self.discard_header)
        self._h_total = QLabel(self.discard_header)
        self._h_total.setAlignment(Qt.AlignmentFlag.AlignRight)
        for w, stretch in (
            (self._h_discard, 0),
            (self._h_shanten, 0),
            (self._h_effective, 1),
            (self._h_total, 0),
        ):
            w.setObjectName("small")
            header.addWidget(w, stretch)
        layout.addWidget(self.discard_header)
        self.discard_table = DiscardTable(body)
        layout.addWidget(self.discard_table)
        self._connect_signals()
        self.retranslate()
        self.show_result(self._result)

    def _connect_signals(self) -> None:
        self.discard_table.clicked.connect(self._on_row_clicked)

    # --- queries for tests and the window ---

    @property
    def result(self) -> Result:
        return self._result

    def wait_items(self) -> list[tuple[int, int, str]]:
        """(tile, remaining, kinds text) of each wait shown."""
        box = self.waits_box
        return [(w.tile, w.remaining, k) for w, k in zip(box.waits(), box.kinds(), strict=True)]

    def rows(self) -> list[DiscardRow]:
        """The discard table's rows, best first (where each is drawn in ``discard_table``)."""
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
            self._render_decompositions(result)
            self._render_waits(result.waits)
            self._render_effective(result)
            self._render_discards(result.discards)
        finally:
            if bulk:
                self._body.setVisible(True)

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
        self._h_shanten.setFixedWidth(DiscardTable.SHANTEN_WIDTH)
        for label, key in self._shape_labels:
            label.setText(i18n.shape(key))
        self.waits_box.retranslate()
        self.effective.retranslate()
        self.discard_table.retranslate()
        self._fit_header()

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
                    shape=i18n.shape(k), shanten=shanten_text(n)
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

    def decomposition_groups(self) -> list[PaintedGroups]:
        """The groups drawn for each way to split a complete hand, in order."""
        return [groups for _, _, groups in self._decomp_rows[: len(self._shape_labels)]]

    def _render_decompositions(self, r: Result) -> None:
        # Rows are reused: a label and the groups painted by one widget (with the room
        # around each tile that tile buttons in a frame used to have).
        while len(self._decomp_rows) < len(r.decompositions):
            row = QWidget(self.decomp_box)
            row_layout = QVBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 4)
            row_layout.setSpacing(2)
            label = QLabel(row)
            label.setObjectName("small")
            row_layout.addWidget(label)
            groups = PaintedGroups(SMALL_HEIGHT + 6, spacing=6, parent=row, inset=1)
            row_layout.addWidget(groups)
            self.decomp_layout.addWidget(row)
            self._decomp_rows.append((row, label, groups))
        self._shape_labels = []
        for (row, label, groups), d in zip(self._decomp_rows, r.decompositions, strict=False):
            label.setText(i18n.shape(d.shape))
            self._shape_labels.append((label, d.shape))
            down: list[tuple[bool, ...]] = [()] * len(d.groups)
            down += [
                (True, False, False, True) if m.kind == "concealed-kong" else () for m in d.declared
            ]
            groups.set_groups([*d.groups, *(m.tiles for m in d.declared)], face_down=down)
            set_visible(row, True)
        for row, _, _ in self._decomp_rows[len(r.decompositions) :]:
            set_visible(row, False)
        shown = bool(r.decompositions)
        set_visible(self.decomp_title, shown)
        set_visible(self.decomp_box, shown)
        self._set_titles(r)

    def _set_titles(self, r: Result) -> None:
        self.decomp_title.setText(
            translate("ResultsView", "Complete: {n} way(s) to split it").format(
                n=len(r.decompositions)
            )
        )
        self.waits_title.setText(
            translate("ResultsView", "Waits: {kinds} kind(s), {n} tile(s) left").format(
                kinds=len(r.waits), n=sum(w.remaining for w in r.waits)
            )
        )
        self.effective_title.setText(
            translate(
                "ResultsView",
                "Effective tiles (draws that bring it closer): {kinds} kind(s), {n} tile(s) left",
            ).format(kinds=len(r.effective), n=r.effective_total)
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

    def _render_discards(self, options: Sequence[DiscardView]) -> None:
        self.discard_table.set_options(options)
        shown = bool(options)
        set_visible(self.discard_title, shown)
        set_visible(self.discard_header, shown)
        set_visible(self.discard_table, shown)
        self._fit_header()

    def _fit_header(self) -> None:
        """Line the header up with the table's columns, each wide enough for its own text."""
        metrics = self._h_discard.fontMetrics()
        width = max(DiscardTable.tile_width(), metrics.horizontalAdvance(self._h_discard.text()))
        self._h_discard.setFixedWidth(width)
        total = max(
            DiscardTable.TOTAL_MIN_WIDTH,
            self._h_total.fontMetrics().horizontalAdvance(self._h_total.text()) + 1,
        )
        self.discard_table.set_columns(width, total)
        self._h_total.setFixedWidth(self.discard_table.total_width())

    @Slot(int)
    def _on_row_clicked(self, tile: int) -> None:
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
        return translate(
            "ResultsView", "Ready (tenpai): waiting on {kinds} kind(s), {n} tile(s) left."
        ).format(kinds=len(r.waits), n=sum(w.remaining for w in r.waits)), "info"
    return translate("ResultsView", "{n}-shanten: {n} tile(s) away from ready.").format(
        n=r.shanten
    ), ""


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
