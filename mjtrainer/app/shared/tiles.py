"""The one tile primitive and the widgets that draw tiles with it.

* :class:`TileMetrics` holds the one tile-height setting: each use of a tile (palette, hand,
  discard table …) has a base height in :data:`BASE_HEIGHTS`, times one scale. Every tile
  widget reads its height from here when it lays out, and re-lays out when the scale changes,
  so tiles that follow the window or a small/medium/large setting are one ``set_scale()``.
* :class:`TilePainter` (one a size, font, palette and ratio, from :func:`tile_painter`; or
  :func:`paint_tile` for one tile) draws "a tile at a size, with look and mark, and an
  optional caption" (the face from :mod:`.tileart`, cached in Qt's pixmap cache with its
  caption); :func:`cell_size` measures it; :func:`tile_tooltip` names it; :func:`flow`
  wraps boxes to a width and :func:`hit` finds the box under a point.
* :class:`TileFlow` is the one flowing widget: tiles or groups of tiles painted by one widget,
  wrapped to its width, with one hit-test and one tooltip path (effective tiles, a complete
  hand's groups, melds, waits, readings, missed hands).
* :class:`TileButton` is one tile as a focusable button (palettes, the hand), and
  :class:`TileStrip` a wrapping row of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QPixmapCache,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QToolTip, QWidget

from ...core.kinds import CODE_NAMES
from . import i18n, tileart
from .widgets import FlowLayout


class TileRole(Enum):
    """Where a tile is shown; each role has its base height in :data:`BASE_HEIGHTS`."""

    PALETTE = "palette"  # the trainer's palette
    ANSWER = "answer"  # the quiz's answer palette
    HAND = "hand"  # the trainer's hand
    QUIZ_HAND = "quiz-hand"  # the hand of a quiz question
    MELD = "meld"  # declared melds, the chow dialog
    SEEN = "seen"  # the seen row
    WAIT = "wait"  # a wait, in the results and the quiz explanation
    DISCARD = "discard"  # the tile of a discard-table row
    EFFECTIVE = "effective"  # the effective tiles of a hand not ready
    SMALL = "small"  # the effective tiles of a discard-table row
    GROUP = "group"  # the groups of a complete hand
    READING = "reading"  # the groups of a wait's reading in the quiz explanation
    MISSED = "missed"  # a missed question's hand on the progress page


#: Tile height in logical pixels of each role at scale 1 (the smallest window, 1024 × 700, at
#: the medium size): the one table of tile sizes. Every tile a learner reads is at least 32
#: px high here, where the suits' 5–9 still tell apart; a 14-tile hand at the hand's height
#: is no wider than the palette's mode bar, so it fits on one line beside the analysis.
BASE_HEIGHTS: dict[TileRole, int] = {
    TileRole.PALETTE: 42,
    TileRole.ANSWER: 40,
    TileRole.HAND: 44,
    TileRole.QUIZ_HAND: 44,
    TileRole.MELD: 40,
    TileRole.SEEN: 34,
    TileRole.WAIT: 42,
    TileRole.DISCARD: 38,
    TileRole.EFFECTIVE: 36,
    TileRole.SMALL: 32,
    TileRole.GROUP: 36,
    TileRole.READING: 34,
    TileRole.MISSED: 32,
}
MIN_HEIGHT = 8


class TileMetrics(QObject):
    """The tile heights: each role's base height times one scale. ``changed`` tells every
    tile widget to lay out again."""

    changed = Signal()

    def __init__(self, scale: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scale = scale

    def scale(self) -> float:
        """The factor on every base height (1.0 = as designed)."""
        return self._scale

    def set_scale(self, scale: float) -> None:
        """Make every tile ``scale`` times its base height (window size, a size setting)."""
        if scale <= 0:
            raise ValueError(f"tile scale must be positive, not {scale}")
        if scale != self._scale:
            self._scale = scale
            self.changed.emit()

    def height(self, role: TileRole) -> int:
        """Tile height of ``role`` in logical pixels."""
        return max(MIN_HEIGHT, round(BASE_HEIGHTS[role] * self._scale))

    def tile_size(self, role: TileRole) -> QSize:
        """Logical size of a tile of ``role``."""
        return tileart.art().size_for_height(self.height(role))


_METRICS: TileMetrics | None = None


def metrics() -> TileMetrics:
    """The app's one :class:`TileMetrics`."""
    global _METRICS
    if _METRICS is None:
        _METRICS = TileMetrics()
    return _METRICS


@dataclass(frozen=True, slots=True)
class TileFace:
    """What to draw of one tile: its kind, look, quiz mark, caption and whether it lies face
    down (the outer tiles of a concealed kong)."""

    tile: int
    look: str = tileart.NORMAL
    mark: str = ""
    caption: str = ""
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class TileItem:
    """One box of a :class:`TileFlow`: a tile or a group of tiles, a small note under it
    (wait kinds) and a tooltip for the whole box."""

    faces: tuple[TileFace, ...]
    note: str = ""
    tip: str = ""


# --- the painter ---------------------------------------------------------------------------------


def caption_font(font: QFont, height: int) -> QFont:
    """The font of the caption under a tile ``height`` pixels high, from the widget's font."""
    out = QFont(font)
    out.setPointSizeF(max(7.0, font.pointSizeF() * (0.85 if height < 40 else 0.95)))
    return out


def cell_size(height: int, captions: Sequence[str], font: QFont) -> QSize:
    """A tile ``height`` pixels high with room for the widest of ``captions`` under it."""
    tile = tileart.art().size_for_height(height)
    shown = {c for c in captions if c}
    if not shown:
        return tile
    fm = QFontMetrics(caption_font(font, height))
    width = max([tile.width()] + [fm.horizontalAdvance(c) + 2 for c in shown])
    return QSize(width, tile.height() + fm.height() + 1)


def caption_color(palette: QPalette, look: str) -> QColor:
    """Caption text colour: the text colour, or the disabled one under a dimmed tile."""
    if look in (tileart.DIM, tileart.DISABLED):
        return palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)


class TilePainter:
    """Draws tiles of one height, in one widget's font and palette, at one device pixel ratio:
    "a tile at a size, with look and mark, and an optional caption". Sizes, the caption font
    and the cache keys' common part are made once, so a widget makes one painter per paint
    and draws all its tiles with it."""

    def __init__(self, height: int, font: QFont, palette: QPalette, dpr: float) -> None:
        self.height = height
        self.dpr = round(float(dpr), 3) or 1.0
        self.size = tileart.art().size_for_height(height)
        self.font = caption_font(font, height)
        self.caption_height = QFontMetrics(self.font).height() + 1
        self._colors = {
            look: caption_color(palette, look)
            for look in (tileart.NORMAL, tileart.DIM, tileart.DISABLED, tileart.HIGHLIGHT)
        }
        rgba = ":".join(f"{c.rgba():x}" for c in self._colors.values())
        self._prefix = f"mjtrainer-cell:{height}@{self.dpr}|{self.font.key()}|{rgba}|"

    def tile_rect(self, cell: QRect) -> QRect:
        """Where :meth:`paint` puts the tile itself in ``cell`` (its caption under it)."""
        size = self.size
        x = cell.x() + (cell.width() - size.width()) // 2
        return QRect(x, cell.y(), size.width(), size.height())

    def paint(self, painter: QPainter, cell: QRect, face: TileFace) -> None:
        """Draw ``face`` at the top centre of ``cell``, its caption under it."""
        if face.caption:
            painter.drawPixmap(cell.x(), cell.y(), self._captioned(face, cell.width()))
        else:
            size = self.size
            name = "back" if face.face_down else CODE_NAMES[face.tile]
            pm = tileart.art().pixmap(name, size, self.dpr, face.look, face.mark)
            painter.drawPixmap(cell.x() + (cell.width() - size.width()) // 2, cell.y(), pm)

    def _captioned(self, face: TileFace, width: int) -> QPixmap:
        """Tile and caption drawn once into one cached pixmap: a repaint is one drawPixmap."""
        name = "back" if face.face_down else CODE_NAMES[face.tile]
        key = f"{self._prefix}{name}|{face.look}|{face.mark}|{face.caption}|{width}"
        pm = tileart.cached(key)
        if pm is None:
            dpr, size = self.dpr, self.size
            height = size.height() + self.caption_height
            pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
            pm.fill(Qt.GlobalColor.transparent)
            pm.setDevicePixelRatio(dpr)
            painter = QPainter(pm)
            face_pm = tileart.art().pixmap(name, size, dpr, face.look, face.mark)
            painter.drawPixmap(QPoint((width - size.width()) // 2, 0), face_pm)
            painter.setFont(self.font)
            painter.setPen(self._colors.get(face.look, self._colors[tileart.NORMAL]))
            painter.drawText(
                QRect(0, size.height() + 1, width, self.caption_height - 1),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                face.caption,
            )
            painter.end()
            QPixmapCache.insert(key, pm)
        return pm


_PAINTERS: dict[tuple[object, ...], TilePainter] = {}


def tile_painter(height: int, font: QFont, palette: QPalette, dpr: float) -> TilePainter:
    """The :class:`TilePainter` for tiles ``height`` high in ``font`` and ``palette`` at
    ``dpr``, made once and reused by every widget that draws such tiles."""
    key = (height, font.key(), palette.cacheKey(), round(float(dpr), 3))
    got = _PAINTERS.get(key)
    if got is None:
        if len(_PAINTERS) > 64:
            _PAINTERS.clear()
        got = _PAINTERS[key] = TilePainter(height, font, palette, dpr)
    return got


def paint_tile(
    painter: QPainter,
    cell: QRect,
    face: TileFace,
    height: int,
    font: QFont,
    palette: QPalette,
    dpr: float,
) -> QRect:
    """Draw one ``face`` ``height`` pixels high at the top centre of ``cell``, its caption
    under it; returns where the tile itself is (see :class:`TilePainter`)."""
    tiles = tile_painter(height, font, palette, dpr)
    tiles.paint(painter, cell, face)
    return tiles.tile_rect(cell)


def tile_tooltip(tile: int, mark: str = "") -> str:
    """ "五筒 (5p)": the name in the current language and the notation to type it, and the
    quiz mark spelled out ("— ✗ wrong pick")."""
    text = i18n.tile_name(tile) + " (" + CODE_NAMES[tile] + ")"
    if mark:
        text += " — " + tileart.MARK_SYMBOLS.get(mark, "") + " " + i18n.mark(mark)
    return text


def flow(
    sizes: Sequence[QSize], width: int, spacing: int, even: bool = False
) -> tuple[tuple[QRect, ...], int]:
    """Boxes of ``sizes`` laid out left to right, wrapped to ``width``; and the height used.
    ``even``: on as few lines, but of lengths as even as can be, so the last line never holds
    one box alone under full ones."""
    widths = [s.width() for s in sizes]
    starts = _greedy_starts(widths, width, spacing)
    if even and len(starts) > 1:
        starts = _even_starts(widths, width, spacing, len(starts))
    rects = []
    y = 0
    bounds = [*starts, len(sizes)]
    for a, b in zip(bounds, bounds[1:], strict=False):
        if a:
            y += spacing
        x = line = 0
        for size in sizes[a:b]:
            rects.append(QRect(QPoint(x, y), size))
            x += size.width() + spacing
            line = max(line, size.height())
        y += line
    return tuple(rects), y


def _greedy_starts(widths: Sequence[int], width: int, spacing: int) -> list[int]:
    """Where each line starts when every line takes all the boxes it can hold (the fewest
    lines there can be)."""
    starts = [0] if widths else []
    x = 0
    for i, w in enumerate(widths):
        if x and x + w > width:
            starts.append(i)
            x = 0
        x += w + spacing
    return starts


def _even_starts(widths: Sequence[int], width: int, spacing: int, lines: int) -> list[int]:
    """Where each of ``lines`` lines starts for lines as even as can be: the least sum of
    their lengths squared, none longer than ``width`` (a box wider than that alone on its
    line). Few boxes (a hand's groups): the quadratic search is cheap."""
    n = len(widths)
    ends = [0]
    for w in widths:
        ends.append(ends[-1] + w)

    def length(a: int, b: int) -> int:
        return ends[b] - ends[a] + spacing * (b - a - 1)

    inf = float("inf")
    # cost[k][j]: the first j boxes on k lines; start[k][j]: where the last of them starts.
    cost = [[inf] * (n + 1) for _ in range(lines + 1)]
    start = [[0] * (n + 1) for _ in range(lines + 1)]
    cost[0][0] = 0
    for k in range(1, lines + 1):
        for j in range(k, n + 1):
            for a in range(k - 1, j):
                line = length(a, j)
                if line > width and j - a > 1:
                    continue
                c = cost[k - 1][a] + line * line
                if c < cost[k][j]:
                    cost[k][j], start[k][j] = c, a
    if cost[lines][n] == inf:  # cannot happen: the greedy lines fit
        return _greedy_starts(widths, width, spacing)
    starts = []
    j = n
    for k in range(lines, 0, -1):
        j = start[k][j]
        starts.append(j)
    return starts[::-1]


def hit(rects: Sequence[QRect], pos: QPoint) -> int:
    """Index of the box holding ``pos`` (-1 for none)."""
    for i, r in enumerate(rects):
        if r.contains(pos):
            return i
    return -1


# --- the flowing widget --------------------------------------------------------------------------


class TileFlow(QWidget):
    """Tiles, or groups of tiles, painted by one widget and wrapped to its width.

    Each :class:`TileItem` is a box: its tiles side by side (on a rounded plate when
    ``plates``), with a note under them. Tooltips name the tile under the mouse; when
    ``clickable``, a click emits ``tileClicked(tile, item)`` and ``itemClicked(item)``. One
    widget instead of a widget per tile: a result with dozens of tiles is one geometry update
    and one paint. ``even`` wraps to lines of even length (see :func:`flow`).
    """

    tileClicked = Signal(int, int)
    itemClicked = Signal(int)

    PAD = 3  # room inside a plate
    NOTE_POINT_SIZE = 9.0  # the style sheet's QLabel#small

    def __init__(
        self,
        role: TileRole,
        spacing: int = 4,
        plates: bool = False,
        inset: int = 0,
        note_width: int = 0,
        clickable: bool = False,
        parent: QWidget | None = None,
        even: bool = False,
    ) -> None:
        super().__init__(parent)
        self._role = role
        self._even = even  # wrap to lines of even length (see flow())
        self._spacing = spacing
        self._plates = plates
        self._inset = inset  # room around each tile, as a row of tile buttons would have
        self._note_width = note_width
        self._clickable = clickable
        self._items: tuple[TileItem, ...] = ()
        self._cell: QSize | None = None
        self._sizes: tuple[QSize, ...] | None = None
        self._layouts: dict[int, tuple[tuple[QRect, ...], int]] = {}
        self._pressed: tuple[int, int] | None = None
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        metrics().changed.connect(self._on_metrics_changed)

    # --- content ---

    def set_items(self, items: Sequence[TileItem]) -> None:
        """Show ``items`` (nothing is redone when they are the ones shown)."""
        items = tuple(items)
        if items == self._items:
            return
        self._items = items
        self._relayout()

    def set_tiles(
        self,
        tiles: Sequence[int],
        captions: Sequence[str] | None = None,
        looks: Sequence[str] | None = None,
        marks: Sequence[str] | None = None,
    ) -> None:
        """One tile a box, each with its caption, look and mark."""
        self.set_items(
            [
                TileItem(
                    (
                        TileFace(
                            t,
                            looks[i] if looks else tileart.NORMAL,
                            marks[i] if marks else "",
                            captions[i] if captions else "",
                        ),
                    )
                )
                for i, t in enumerate(tiles)
            ]
        )

    def set_groups(
        self,
        groups: Sequence[Sequence[int]],
        lit: tuple[int, int] = (-1, -1),
        face_down: Sequence[Sequence[bool]] = (),
        tips: Sequence[str] = (),
    ) -> None:
        """One group a box; the tile at ``lit`` (group, position) highlighted;
        ``face_down[g][i]`` draws that tile's back (a concealed kong)."""
        items = []
        for g, group in enumerate(groups):
            down = face_down[g] if g < len(face_down) else ()
            faces = tuple(
                TileFace(
                    t,
                    tileart.HIGHLIGHT if (g, i) == lit else tileart.NORMAL,
                    face_down=i < len(down) and down[i],
                )
                for i, t in enumerate(group)
            )
            items.append(TileItem(faces, tip=tips[g] if g < len(tips) else ""))
        self.set_items(items)

    def items(self) -> tuple[TileItem, ...]:
        """The boxes shown."""
        return self._items

    def tiles(self) -> tuple[int, ...]:
        """Every tile shown, in order."""
        return tuple(f.tile for item in self._items for f in item.faces)

    def captions(self) -> tuple[str, ...]:
        """The caption under each tile shown ("" for none), in order."""
        return tuple(f.caption for item in self._items for f in item.faces)

    def notes(self) -> tuple[str, ...]:
        """The note under each box ("" for none)."""
        return tuple(item.note for item in self._items)

    def groups(self) -> tuple[tuple[int, ...], ...]:
        """The tiles of each box."""
        return tuple(tuple(f.tile for f in item.faces) for item in self._items)

    def face_down(self) -> tuple[tuple[bool, ...], ...]:
        """Per box, which tiles show their back."""
        return tuple(tuple(f.face_down for f in item.faces) for item in self._items)

    def lit(self) -> tuple[int, int]:
        """(box, position) of the first highlighted tile, (-1, -1) for none."""
        for g, item in enumerate(self._items):
            for i, f in enumerate(item.faces):
                if f.look == tileart.HIGHLIGHT:
                    return g, i
        return -1, -1

    def lit_tile(self) -> int | None:
        """The kind of the highlighted tile (None for none)."""
        g, i = self.lit()
        return self._items[g].faces[i].tile if g >= 0 else None

    # --- geometry ---

    @property
    def role(self) -> TileRole:
        """What the tiles are for, which sets their size."""
        return self._role

    def tile_height(self) -> int:
        """Height of the tiles drawn, from the one tile-size setting."""
        return metrics().height(self._role)

    def _note_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(self.NOTE_POINT_SIZE)
        return font

    _NOTE_FLAGS = (
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    )

    def _cell_size(self) -> QSize:
        if self._cell is None:
            self._cell = cell_size(self.tile_height(), self.captions(), self.font())
        return self._cell

    def _slot(self) -> QSize:
        cell = self._cell_size()
        return QSize(cell.width() + 2 * self._inset, cell.height() + 2 * self._inset)

    def set_note_width(self, width: int) -> None:
        """Wrap the notes under the boxes at ``width`` (0: at the box's width); a box is at
        least that wide."""
        if width != self._note_width:
            self._note_width = width
            self._relayout()

    def note_font(self) -> QFont:
        """The font of the notes under the boxes."""
        return self._note_font()

    def slot_size(self) -> QSize:
        """The room one tile takes, shown or not (its caption and inset included)."""
        return QSize(self._slot())

    def _item_sizes(self) -> tuple[QSize, ...]:
        if self._sizes is None:
            slot = self._slot()
            pad = self.PAD if self._plates else 0
            fm = QFontMetrics(self._note_font())
            sizes = []
            for item in self._items:
                w = slot.width() * len(item.faces) + 2 * pad
                h = slot.height() + 2 * pad
                if item.note:
                    box = QRect(0, 0, self._note_width or w, 2000)
                    h += fm.boundingRect(box, int(self._NOTE_FLAGS), item.note).height()
                    w = max(w, self._note_width)
                sizes.append(QSize(w, h))
            self._sizes = tuple(sizes)
        return self._sizes

    def _layout(self, width: int) -> tuple[tuple[QRect, ...], int]:
        got = self._layouts.get(width)
        if got is None:
            if len(self._layouts) > 16:
                self._layouts.clear()
            got = self._layouts[width] = flow(self._item_sizes(), width, self._spacing, self._even)
        return got

    def item_rect(self, index: int) -> QRect:
        """Where box ``index`` is drawn (plate, tiles and note)."""
        return QRect(self._layout(self.width())[0][index])

    def tile_rect(self, index: int, position: int = 0) -> QRect:
        """Where tile ``position`` of box ``index`` is drawn (its caption included)."""
        return self._tile_rect(self.item_rect(index), len(self._items[index].faces), position)

    def _tile_rect(self, item: QRect, count: int, position: int) -> QRect:
        slot = self._slot()
        pad = self.PAD if self._plates else 0
        x0 = item.x() + (item.width() - slot.width() * count) // 2
        return QRect(
            x0 + position * slot.width() + self._inset,
            item.y() + pad + self._inset,
            slot.width() - 2 * self._inset,
            slot.height() - 2 * self._inset,
        )

    def hit(self, pos: QPoint) -> tuple[int, int] | None:
        """(box, tile position) under ``pos``; position -1 on a box but off its tiles."""
        rects = self._layout(self.width())[0]
        i = hit(rects, pos)
        if i < 0:
            return None
        count = len(self._items[i].faces)
        tiles = [self._tile_rect(rects[i], count, j) for j in range(count)]
        return i, hit(tiles, pos)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._layout(width)[1]

    def sizeHint(self) -> QSize:
        # Everything on one line: a scroll area or a splitter narrows it.
        sizes = self._item_sizes()
        width = sum(s.width() for s in sizes) + self._spacing * max(0, len(sizes) - 1)
        return QSize(max(width, 10), max((s.height() for s in sizes), default=0))

    def minimumSizeHint(self) -> QSize:
        # The widest box; the layout asks heightForWidth for the real height.
        sizes = self._item_sizes()
        return QSize(
            max((s.width() for s in sizes), default=10),
            max((s.height() for s in sizes), default=0),
        )

    def _relayout(self) -> None:
        self._cell = None
        self._sizes = None
        self._layouts.clear()
        self.updateGeometry()
        self.update()

    @Slot()
    def _on_metrics_changed(self) -> None:
        self._relayout()

    # --- events ---

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.FontChange:
            self._relayout()
        super().changeEvent(e)

    def resizeEvent(self, e) -> None:
        super().resizeEvent(e)
        self.update()

    def tooltip_at(self, pos: QPoint) -> tuple[str, QRect] | None:
        """The tooltip at ``pos`` and the area it holds for: the tile's name over a tile (with
        its box's tip), the box's tip elsewhere on the box."""
        found = self.hit(pos)
        if found is None:
            return None
        i, j = found
        item = self._items[i]
        if j < 0:
            return (item.tip, self.item_rect(i)) if item.tip else None
        face = item.faces[j]
        text = tile_tooltip(face.tile, face.mark)
        if item.tip:
            text += "\n" + item.tip
        return text, self.tile_rect(i, j)

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

    def mousePressEvent(self, e: QMouseEvent) -> None:
        found = self.hit(e.position().toPoint()) if self._clickable else None
        if found is None or e.button() != Qt.MouseButton.LeftButton:
            self._pressed = None
            e.ignore()
            return
        self._pressed = found
        e.accept()

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        found = self.hit(e.position().toPoint()) if self._clickable else None
        pressed, self._pressed = self._pressed, None
        if found is None or pressed is None or found[0] != pressed[0]:
            e.ignore()
            return
        if e.button() == Qt.MouseButton.LeftButton:
            i, j = found
            if j >= 0:
                self.tileClicked.emit(self._items[i].faces[j].tile, i)
            self.itemClicked.emit(i)

    def paintEvent(self, e: QPaintEvent) -> None:
        if not self._items:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        tiles = tile_painter(self.tile_height(), self.font(), pal, self.devicePixelRatioF())
        plate = pal.alternateBase().color()
        note_font = self._note_font()
        slot = self._slot()
        pad = self.PAD if self._plates else 0
        rects = self._layout(self.width())[0]
        for item, rect in zip(self._items, rects, strict=True):
            if not rect.intersects(e.rect()):
                continue
            tiles_w = slot.width() * len(item.faces) + 2 * pad
            x0 = rect.x() + (rect.width() - tiles_w) // 2
            if self._plates:
                painter.setBrush(plate)
                painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
                box = QRectF(x0, rect.y(), tiles_w, slot.height() + 2 * pad)
                painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
            for j, face in enumerate(item.faces):
                tiles.paint(painter, self._tile_rect(rect, len(item.faces), j), face)
            if item.note:
                top = rect.y() + slot.height() + 2 * pad
                painter.setFont(note_font)
                painter.setPen(pal.dark().color())
                painter.drawText(
                    QRect(rect.x(), top, rect.width(), rect.bottom() + 1 - top),
                    int(self._NOTE_FLAGS),
                    item.note,
                )
        painter.end()


# --- tile buttons --------------------------------------------------------------------------------


class TileButton(QAbstractButton):
    """One tile as a button (focusable, clickable or not), with an optional caption under it
    (like "×3") and a quiz mark; painted by :func:`paint_tile`."""

    def __init__(
        self, tile: int = 0, role: TileRole = TileRole.HAND, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._role = role
        self._face = TileFace(tile)
        self._clickable = True
        self._hover = False
        self._hint: QSize | None = None
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Moves tell a tile that has just come back to life that the mouse is on it.
        self.setMouseTracking(True)
        self._update_tooltip()
        metrics().changed.connect(self._on_metrics_changed)

    @property
    def tile(self) -> int:
        """The tile kind shown."""
        return self._face.tile

    @property
    def caption(self) -> str:
        """The caption under the tile ("" for none)."""
        return self._face.caption

    @property
    def look(self) -> str:
        """The look the tile is drawn in: ``tileart.NORMAL``, ``DISABLED``, ``HIGHLIGHT`` or
        ``DIM``."""
        return self._face.look

    @property
    def face_down(self) -> bool:
        """True when the tile shows its back."""
        return self._face.face_down

    @property
    def mark(self) -> str:
        """The quiz mark drawn on the tile ("" for none, else a key of ``tileart.MARK_SYMBOLS``)."""
        return self._face.mark

    @property
    def mark_symbol(self) -> str:
        """The symbol of the mark ("✓", "○", "✗"; "" for none)."""
        return tileart.MARK_SYMBOLS.get(self._face.mark, "")

    def set_mark(self, mark: str) -> None:
        """Draw the quiz ``mark`` on the tile ("" for none)."""
        if mark != self._face.mark:
            self._set_face(TileFace(self.tile, self.look, mark, self.caption, self.face_down))

    def set_tile(
        self, tile: int, caption: str = "", look: str = tileart.NORMAL, face_down: bool = False
    ) -> None:
        """Show ``tile`` with ``caption`` in ``look`` (its back when ``face_down``)."""
        f = self._face
        if (tile, caption, look, face_down) != (f.tile, f.caption, f.look, f.face_down):
            self._set_face(TileFace(tile, look, f.mark, caption, face_down))

    def _set_face(self, face: TileFace) -> None:
        if face == self._face:
            return
        resize = face.caption != self._face.caption
        self._face = face
        self._update_tooltip()
        if resize:
            hint, self._hint = self._hint, None
            if hint is None or hint != self.sizeHint():
                self.updateGeometry()
        self.update()

    def set_clickable(self, clickable: bool) -> None:
        """Whether a click (or Space with focus) presses the tile."""
        if clickable and not self._clickable:
            # A tile that comes back to life holds a new question's tile: the mouse left
            # there by the last answer must move before it lights the tile, else the tile
            # looks chosen already.
            self._hover = False
            self.update()
        self._clickable = clickable
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
        )
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if clickable else Qt.FocusPolicy.NoFocus)

    def retranslate(self) -> None:
        """Name the tile in the current language."""
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        text = tile_tooltip(self.tile, self.mark)
        self.setToolTip(text)
        self.setAccessibleName(text)

    @property
    def role(self) -> TileRole:
        """What the tiles are for, which sets their size."""
        return self._role

    def tile_height(self) -> int:
        """Height of the tiles drawn, from the one tile-size setting."""
        return metrics().height(self._role)

    def tile_size(self) -> QSize:
        """The logical size of the tile drawn."""
        return tileart.art().size_for_height(self.tile_height())

    def sizeHint(self) -> QSize:
        if self._hint is None:
            cell = cell_size(self.tile_height(), (self.caption,), self.font())
            self._hint = cell + QSize(2, 2)  # a 1-pixel border for the hover lift and focus
        return QSize(self._hint)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    @Slot()
    def _on_metrics_changed(self) -> None:
        self._hint = None
        self.updateGeometry()
        self.update()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.FontChange:
            self._hint = None
            self.updateGeometry()
        super().changeEvent(e)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if not self._clickable:
            e.ignore()  # let a clickable parent take it
            return
        super().mousePressEvent(e)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if not self._clickable:
            e.ignore()
            return
        super().mouseReleaseEvent(e)

    def ring_shown(self) -> bool:
        """Whether the ring is drawn around the tile: a live tile under the mouse, or the
        keyboard's focus (focus given by a click or by the program draws none, as Qt's own
        styles do, so a tile never looks chosen when it is not)."""
        live = self._hover and self._clickable and self.isEnabled()
        keyboard = self.hasFocus() and self.window().testAttribute(
            Qt.WidgetAttribute.WA_KeyboardFocusChange
        )
        return live or keyboard

    def enterEvent(self, e: QEnterEvent) -> None:
        self._hover = True
        self.update()
        super().enterEvent(e)

    def mouseMoveEvent(self, e: QMouseEvent) -> None:
        if not self._hover:
            self._hover = True
            self.update()
        super().mouseMoveEvent(e)

    def leaveEvent(self, e: QEvent) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        face = self._face
        if not self.isEnabled():
            face = TileFace(face.tile, tileart.DISABLED, face.mark, face.caption, face.face_down)
        live = self._hover and self._clickable and self.isEnabled()
        lift = 1 if live else 0
        painter = QPainter(self)
        cell = QRect(0, 1 - lift, self.width(), self.height() - 2)
        tile = paint_tile(
            painter,
            cell,
            face,
            self.tile_height(),
            self.font(),
            self.palette(),
            self.devicePixelRatioF(),
        )
        if self.ring_shown():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            r = QRectF(tile).adjusted(1, 1, -1, -1)
            painter.drawRoundedRect(r, tile.width() * 0.12, tile.width() * 0.12)
        painter.end()


class TileStrip(QWidget):
    """A wrapping row of :class:`TileButton` (a palette row, the hand, the seen row);
    ``tileClicked(tile, index)`` when one is clicked. With ``min_count`` it is never narrower
    than a line of that many tiles.

    Buttons are reused across updates, so redrawing after every click allocates nothing new.
    """

    tileClicked = Signal(int, int)

    def __init__(
        self,
        role: TileRole,
        clickable: bool = True,
        spacing: int = 3,
        parent: QWidget | None = None,
        min_count: int = 0,
    ) -> None:
        super().__init__(parent)
        self._role = role
        self._clickable = clickable
        self._spacing = spacing
        # Never narrower than a line of this many tiles: a hand keeps its one line (a pane
        # that is too narrow scrolls rather than wraps it) and does not jump as it grows.
        self._min_count = min_count
        self._buttons: list[TileButton] = []
        self._shown = 0
        self._layout = FlowLayout(self, spacing)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        metrics().changed.connect(self._on_metrics_changed)

    def buttons(self) -> list[TileButton]:
        """The buttons shown, in order."""
        return self._buttons[: self._shown]

    def set_clickable(self, clickable: bool) -> None:
        """Whether the tiles take clicks."""
        if clickable != self._clickable:
            self._clickable = clickable
            for b in self._buttons:
                b.set_clickable(clickable)

    def tiles(self) -> tuple[int, ...]:
        """The tiles shown, in order."""
        return tuple(b.tile for b in self.buttons())

    def tile_height(self) -> int:
        """Height of the tiles drawn, from the one tile-size setting."""
        return metrics().height(self._role)

    def set_tiles(
        self,
        tiles: Sequence[int],
        captions: Sequence[str] | None = None,
        looks: Sequence[str] | None = None,
        marks: Sequence[str] | None = None,
    ) -> None:
        """Show ``tiles``, each with its caption, look and mark (buttons are reused)."""
        while len(self._buttons) < len(tiles):
            b = TileButton(0, self._role, self)
            b.set_clickable(self._clickable)
            b.clicked.connect(self._on_button_clicked)
            self._layout.addWidget(b)
            self._buttons.append(b)
        for i, t in enumerate(tiles):
            b = self._buttons[i]
            b.set_tile(t, captions[i] if captions else "", looks[i] if looks else tileart.NORMAL)
            b.set_mark(marks[i] if marks else "")
            if b.isHidden():
                b.setVisible(True)
        for b in self._buttons[len(tiles) :]:
            if not b.isHidden():
                b.setVisible(False)
        if len(tiles) != self._shown:
            self._shown = len(tiles)
            self._layout.invalidate()
            self.updateGeometry()

    def retranslate(self) -> None:
        """Name the tiles in the current language."""
        for b in self._buttons:
            b.retranslate()

    @Slot()
    def _on_button_clicked(self) -> None:
        button = self.sender()
        if isinstance(button, TileButton) and button in self._buttons:
            self.tileClicked.emit(button.tile, self._buttons.index(button))

    @Slot()
    def _on_metrics_changed(self) -> None:
        self._layout.invalidate()
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._layout.heightForWidth(width)

    def sizeHint(self) -> QSize:
        # Wide enough for all the tiles on one line: a scroll area or a splitter narrows it.
        hints = [b.sizeHint() for b in self.buttons()]
        width = sum(h.width() + self._spacing for h in hints)
        one = metrics().tile_size(self._role)
        height = max((h.height() for h in hints), default=one.height() + 2)
        return QSize(max(width, 10), height)

    def minimumSizeHint(self) -> QSize:
        one = metrics().tile_size(self._role)
        count = max(1, self._min_count)
        width = count * (one.width() + 2) + (count - 1) * self._spacing
        return QSize(width, one.height() + 2)


#: How a concealed kong is drawn: its two outer tiles face down.
CONCEALED_KONG_FACES = (True, False, False, True)


# The most tiles a hand holds: its row is always wide enough for them on one line (a
# plain comment: lupdate would take a "#:" one for a note to the translators).
HAND_TILES = 14
