"""Small reusable widgets: a flow layout, a tile button, a strip of tiles, a group of tiles.

They know tile kinds as ints and draw the shared :mod:`.tileart` pixmaps; they hold no state a
controller owns and never call the core.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEvent,
    QMargins,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLayout,
    QLayoutItem,
    QProgressBar,
    QSizePolicy,
    QToolTip,
    QWidget,
)

from . import i18n, tileart
from .viewmodel import TILE_CODES

# Quiz marks drawn on a tile: a coloured frame plus a badge with a symbol, so a mark never
# relies on colour alone. Blue, not amber, for "missed": it stays apart from red and green for
# the common colour-vision deficiencies.
MARK_RIGHT = "right"  # a wait found, or a discard among the best
MARK_MISSED = "missed"  # a wait not selected
MARK_EXTRA = "extra"  # a tile selected that is no wait, or a discard that is not the best
MARK_BEST = "best"  # the best discard, when another was chosen
MARKS = (MARK_RIGHT, MARK_MISSED, MARK_EXTRA, MARK_BEST)
MARK_SYMBOLS = {MARK_RIGHT: "✓", MARK_MISSED: "○", MARK_EXTRA: "✗", MARK_BEST: "○"}
MARK_COLORS = {
    MARK_RIGHT: QColor(0x1B, 0x7F, 0x3B),
    MARK_MISSED: QColor(0x1C, 0x5F, 0xB0),
    MARK_EXTRA: QColor(0xB3, 0x26, 0x1E),
    MARK_BEST: QColor(0x1C, 0x5F, 0xB0),
}


def draw_mark_badge(painter: QPainter, box: QRectF, mark: str) -> None:
    """The round badge of ``mark`` filling ``box``: white symbol on the mark's colour."""
    color = MARK_COLORS[mark]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255), max(1.0, box.width() * 0.08)))
    painter.setBrush(color)
    painter.drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5))
    pen = QPen(QColor(255, 255, 255), max(1.6, box.width() * 0.14))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)

    def at(fx: float, fy: float) -> QPointF:
        return QPointF(box.x() + fx * box.width(), box.y() + fy * box.height())

    if mark == MARK_RIGHT:
        painter.drawPolyline([at(0.27, 0.53), at(0.43, 0.69), at(0.73, 0.34)])
    elif mark == MARK_EXTRA:
        painter.drawLine(at(0.33, 0.33), at(0.67, 0.67))
        painter.drawLine(at(0.67, 0.33), at(0.33, 0.67))
    else:
        r = box.width() * 0.2
        painter.drawEllipse(box.center(), r, r)
    painter.restore()


def draw_mark(painter: QPainter, tile: QRectF, mark: str) -> None:
    """Frame the tile drawn in ``tile`` in the mark's colour (dashed for a tile that should
    have been picked) and put the badge on its top-right corner."""
    if mark not in MARK_COLORS:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    width = max(2.0, tile.width() * 0.07)
    pen = QPen(MARK_COLORS[mark], width)
    if mark in (MARK_MISSED, MARK_BEST):
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = width / 2
    radius = tile.width() * 0.12
    painter.drawRoundedRect(tile.adjusted(inset, inset, -inset, -inset), radius, radius)
    d = max(14.0, min(22.0, tile.width() * 0.46))
    badge = QRectF(tile.right() - d + 1, tile.top() - 1, d, d)
    if badge.top() < 0:
        badge.moveTop(0)
    draw_mark_badge(painter, badge, mark)
    painter.restore()


class FlowLayout(QLayout):
    """Lays items out left to right and wraps them (Qt's flow layout example)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        # Qt asks heightForWidth many times per layout pass; the answer only changes when an
        # item does, and then Qt calls invalidate().
        self._hfw: dict[int, int] = {}
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._hfw.clear()

    def invalidate(self) -> None:
        self._hfw.clear()
        super().invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        self._hfw.clear()
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._hfw.get(width)
        if height is None:
            height = self._hfw[width] = self._do_layout(QRect(0, 0, width, 0), test=True)
        return height

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._do_layout(rect, test=False)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _do_layout(self, rect: QRect, test: bool) -> int:
        m = self.contentsMargins()
        area = rect.marginsRemoved(m)
        x, y, line_height = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            next_x = x + hint.width() + self._spacing
            if next_x - self._spacing > area.right() + 1 and line_height > 0:
                x = area.x()
                y += line_height + self._spacing
                next_x = x + hint.width() + self._spacing
                line_height = 0
            if not test:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x = next_x
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + m.bottom()


class TileButton(QAbstractButton):
    """A tile image, optionally with a caption under it (like "×3"); clickable or not."""

    def __init__(self, tile: int = 0, height: int = 48, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tile = tile
        self._height = height
        self._caption = ""
        self._look = tileart.NORMAL
        self._face_down = False
        self._mark = ""
        self._clickable = True
        self._hover = False
        self._hint: QSize | None = None
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._update_tooltip()

    @property
    def tile(self) -> int:
        return self._tile

    @property
    def caption(self) -> str:
        return self._caption

    @property
    def look(self) -> str:
        return self._look

    @property
    def face_down(self) -> bool:
        return self._face_down

    @property
    def mark(self) -> str:
        """The quiz mark drawn on the tile ("" for none, else one of :data:`MARKS`)."""
        return self._mark

    @property
    def mark_symbol(self) -> str:
        """The symbol of the mark ("✓", "○", "✗"; "" for none)."""
        return MARK_SYMBOLS.get(self._mark, "")

    def set_mark(self, mark: str) -> None:
        if mark != self._mark:
            self._mark = mark
            self._update_tooltip()
            self.update()

    def set_tile(
        self, tile: int, caption: str = "", look: str = tileart.NORMAL, face_down: bool = False
    ) -> None:
        changed = (tile, caption, look, face_down) != (
            self._tile,
            self._caption,
            self._look,
            self._face_down,
        )
        size_changed = caption != self._caption
        self._tile, self._caption, self._look, self._face_down = tile, caption, look, face_down
        if changed:
            self._update_tooltip()
            if size_changed:
                hint = self._hint
                self._hint = None
                if hint is None or hint != self.sizeHint():
                    self.updateGeometry()
            self.update()

    def set_tile_height(self, height: int) -> None:
        if height != self._height:
            self._height = height
            self._hint = None
            self.updateGeometry()
            self.update()

    def set_clickable(self, clickable: bool) -> None:
        self._clickable = clickable
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
        )
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if clickable else Qt.FocusPolicy.NoFocus)

    def retranslate(self) -> None:
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        # "五筒 (5p)": the name in the current language and the notation to type it.
        text = i18n.tile_name(self._tile) + " (" + TILE_CODES[self._tile] + ")"
        if self._mark:
            text += " — " + self.mark_symbol + " " + i18n.mark(self._mark)
        self.setToolTip(text)
        self.setAccessibleName(text)

    def tile_size(self) -> QSize:
        return tileart.art().size_for_height(self._height)

    def sizeHint(self) -> QSize:
        if self._hint is None:
            size = self.tile_size()
            if self._caption:
                metrics = QFontMetrics(self._caption_font())
                size = QSize(
                    max(size.width(), metrics.horizontalAdvance(self._caption) + 2),
                    size.height() + metrics.height() + 1,
                )
            self._hint = size + QSize(2, 2)
        return QSize(self._hint)

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.FontChange:
            self._hint = None
            self.updateGeometry()
        super().changeEvent(e)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _caption_font(self):
        font = self.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * (0.85 if self._height < 40 else 0.95)))
        return font

    def _caption_height(self) -> int:
        return QFontMetrics(self._caption_font()).height() + 1

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if not self._clickable:
            e.ignore()  # let a clickable parent (a meld, a table row) take it
            return
        super().mousePressEvent(e)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if not self._clickable:
            e.ignore()
            return
        super().mouseReleaseEvent(e)

    def enterEvent(self, e: QEnterEvent) -> None:
        self._hover = True
        self.update()
        super().enterEvent(e)

    def leaveEvent(self, e) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        look = self._look if self.isEnabled() else tileart.DISABLED
        size = self.tile_size()
        name = "back" if self._face_down else TILE_CODES[self._tile]
        pm = tileart.art().pixmap(name, size, self.devicePixelRatioF(), look)
        painter = QPainter(self)
        x = (self.width() - size.width()) // 2
        lift = 1 if (self._hover and self._clickable and self.isEnabled()) else 0
        painter.drawPixmap(QPoint(x, 1 - lift), pm)
        if self._mark:
            draw_mark(painter, QRectF(x, 1 - lift, size.width(), size.height()), self._mark)
        if (self._hover and self._clickable and self.isEnabled()) or self.hasFocus():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            r = QRectF(x + 1, 2 - lift, size.width() - 2, size.height() - 2)
            painter.drawRoundedRect(r, size.width() * 0.12, size.width() * 0.12)
        if self._caption:
            painter.setFont(self._caption_font())
            color = self.palette().text().color()
            if look in (tileart.DIM, tileart.DISABLED):
                color = self.palette().color(
                    self.palette().ColorGroup.Disabled, self.palette().ColorRole.Text
                )
            painter.setPen(color)
            rect = QRect(0, size.height() + 1, self.width(), self._caption_height())
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self._caption
            )
        painter.end()


class MarkBadge(QWidget):
    """A mark's badge on its own, for a legend."""

    def __init__(self, mark: str, size: int = 16, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mark = mark
        self.setFixedSize(size, size)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        draw_mark_badge(painter, QRectF(self.rect()), self.mark)
        painter.end()


class TileStrip(QWidget):
    """A wrapping row of tile buttons; ``tileClicked(tile, index)`` when one is clicked.

    Buttons are reused across updates, so redrawing after every click allocates nothing new.
    """

    tileClicked = Signal(int, int)

    def __init__(
        self,
        height: int = 48,
        clickable: bool = True,
        spacing: int = 3,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._height = height
        self._clickable = clickable
        self._buttons: list[TileButton] = []
        self._shown = 0
        self._layout = FlowLayout(self, spacing)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def buttons(self) -> list[TileButton]:
        """The buttons shown, in order."""
        return self._buttons[: self._shown]

    def set_clickable(self, clickable: bool) -> None:
        if clickable != self._clickable:
            self._clickable = clickable
            for b in self._buttons:
                b.set_clickable(clickable)

    def tiles(self) -> tuple[int, ...]:
        return tuple(b.tile for b in self.buttons())

    def set_tiles(
        self,
        tiles: Sequence[int],
        captions: Sequence[str] | None = None,
        looks: Sequence[str] | None = None,
        marks: Sequence[str] | None = None,
    ) -> None:
        while len(self._buttons) < len(tiles):
            b = TileButton(0, self._height, self)
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
        for b in self._buttons:
            b.retranslate()

    @Slot()
    def _on_button_clicked(self) -> None:
        button = self.sender()
        if isinstance(button, TileButton) and button in self._buttons:
            self.tileClicked.emit(button.tile, self._buttons.index(button))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._layout.heightForWidth(width)

    def sizeHint(self) -> QSize:
        # Wide enough for all the tiles on one line: a scroll area or a splitter narrows it.
        width = sum(b.sizeHint().width() + 3 for b in self.buttons())
        height = max(
            (b.sizeHint().height() for b in self.buttons()),
            default=tileart.art().size_for_height(self._height).height() + 2,
        )
        return QSize(max(width, 10), height)

    def minimumSizeHint(self) -> QSize:
        one = tileart.art().size_for_height(self._height)
        return QSize(one.width() + 2, one.height() + 2)


class PaintedTiles(QWidget):
    """Many small tiles with captions, painted by one widget and wrapped to its width.

    For the discard table and the effective tiles, where a child widget per tile would mean
    hundreds of widgets re-laid out after every click. Tooltips and clicks are found by
    position; ``tileClicked(tile, index)`` is emitted only when ``clickable``.
    """

    tileClicked = Signal(int, int)

    def __init__(
        self,
        height: int = 30,
        spacing: int = 2,
        clickable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._height = height
        self._spacing = spacing
        self._clickable = clickable
        self._tiles: tuple[int, ...] = ()
        self._captions: tuple[str, ...] = ()
        self._looks: tuple[str, ...] = ()
        self._cell_size: QSize | None = None
        self._hfw: dict[int, int] = {}
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def tiles(self) -> tuple[int, ...]:
        return self._tiles

    def captions(self) -> tuple[str, ...]:
        return self._captions

    def set_tiles(
        self,
        tiles: Sequence[int],
        captions: Sequence[str] | None = None,
        looks: Sequence[str] | None = None,
    ) -> None:
        tiles = tuple(tiles)
        captions = tuple(captions) if captions else ("",) * len(tiles)
        looks = tuple(looks) if looks else (tileart.NORMAL,) * len(tiles)
        if (tiles, captions, looks) == (self._tiles, self._captions, self._looks):
            return
        old_cell = self._cell()
        old_count = len(self._tiles)
        self._tiles, self._captions, self._looks = tiles, captions, looks
        self._cell_size = None
        if len(tiles) != old_count or self._cell() != old_cell:
            self._hfw.clear()
            self.updateGeometry()
        self.update()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.FontChange:
            self._cell_size = None
            self._hfw.clear()
            self.updateGeometry()
        super().changeEvent(e)

    def retranslate(self) -> None:
        pass  # tooltips are made when asked for, in the language of that moment

    def _tile_size(self) -> QSize:
        return tileart.art().size_for_height(self._height)

    def _caption_font(self):
        font = self.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def _cell(self) -> QSize:
        if self._cell_size is None:
            tile = self._tile_size()
            if any(self._captions):
                metrics = QFontMetrics(self._caption_font())
                width = max(
                    [tile.width()] + [metrics.horizontalAdvance(c) + 2 for c in set(self._captions)]
                )
                tile = QSize(width, tile.height() + metrics.height())
            self._cell_size = tile
        return self._cell_size

    def _per_row(self, width: int) -> int:
        cell = self._cell().width() + self._spacing
        return max(1, (width + self._spacing) // cell)

    def tile_rect(self, index: int) -> QRect:
        """Where tile ``index`` is drawn (its cell, caption included)."""
        cell = self._cell()
        per_row = self._per_row(self.width())
        row, col = divmod(index, per_row)
        return QRect(
            col * (cell.width() + self._spacing),
            row * (cell.height() + self._spacing),
            cell.width(),
            cell.height(),
        )

    def index_at(self, pos: QPoint) -> int:
        for i in range(len(self._tiles)):
            if self.tile_rect(i).contains(pos):
                return i
        return -1

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if not self._tiles:
            return 0
        height = self._hfw.get(width)
        if height is None:
            cell = self._cell()
            rows = -(-len(self._tiles) // self._per_row(width))
            height = self._hfw[width] = rows * cell.height() + (rows - 1) * self._spacing
        return height

    def sizeHint(self) -> QSize:
        cell = self._cell()
        n = max(1, len(self._tiles))
        return QSize(n * (cell.width() + self._spacing), cell.height() if self._tiles else 0)

    def minimumSizeHint(self) -> QSize:
        cell = self._cell()
        return QSize(cell.width(), cell.height() if self._tiles else 0)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            i = self.index_at(e.pos())
            if i >= 0:
                t = self._tiles[i]
                text = i18n.tile_name(t) + " (" + TILE_CODES[t] + ")"
                QToolTip.showText(e.globalPos(), text, self, self.tile_rect(i))
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if self._clickable and self.index_at(e.position().toPoint()) >= 0:
            e.accept()
        else:
            e.ignore()

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        i = self.index_at(e.position().toPoint()) if self._clickable else -1
        if i >= 0 and e.button() == Qt.MouseButton.LeftButton:
            self.tileClicked.emit(self._tiles[i], i)
        else:
            e.ignore()

    def paintEvent(self, e: QPaintEvent) -> None:
        if not self._tiles:
            return
        painter = QPainter(self)
        dpr = self.devicePixelRatioF()
        font = self._caption_font()
        text = self.palette().text().color()
        dim = self.palette().color(
            self.palette().ColorGroup.Disabled, self.palette().ColorRole.Text
        )
        for i, t in enumerate(self._tiles):
            rect = self.tile_rect(i)
            if rect.intersects(e.rect()):
                look = self._looks[i]
                pm = self._cell_pixmap(
                    t,
                    self._captions[i],
                    look,
                    rect.size(),
                    dpr,
                    font,
                    dim if look == tileart.DIM else text,
                )
                painter.drawPixmap(rect.topLeft(), pm)
        painter.end()

    def _cell_pixmap(
        self,
        tile: int,
        caption: str,
        look: str,
        cell: QSize,
        dpr: float,
        font: QFont,
        color: QColor,
    ) -> QPixmap:
        return cell_pixmap(tile, caption, look, cell, dpr, self._height, font, color)


# Tile and caption drawn once into one pixmap: a table repaint is then one drawPixmap a tile.
# Keyed like the tile art, plus the caption, its font and colour.
CELL_PIXMAPS: dict[tuple, QPixmap] = {}


def cell_pixmap(
    tile: int,
    caption: str,
    look: str,
    cell: QSize,
    dpr: float,
    height: int,
    font: QFont,
    color: QColor,
) -> QPixmap:
    """Tile ``tile`` drawn ``height`` pixels high, centred at the top of a ``cell``-sized
    pixmap (at ``dpr``), with ``caption`` under it in ``font`` and ``color``; cached."""
    key = (
        tile,
        caption,
        look,
        cell.width(),
        cell.height(),
        round(dpr, 3),
        height,
        font.key(),
        color.rgba(),
    )
    pm = CELL_PIXMAPS.get(key)
    if pm is None:
        if len(CELL_PIXMAPS) > 4096:
            CELL_PIXMAPS.clear()
        pm = QPixmap(round(cell.width() * dpr), round(cell.height() * dpr))
        pm.fill(Qt.GlobalColor.transparent)
        pm.setDevicePixelRatio(dpr)
        painter = QPainter(pm)
        size = tileart.art().size_for_height(height)
        x = (cell.width() - size.width()) // 2
        painter.drawPixmap(QPoint(x, 0), tileart.art().pixmap(TILE_CODES[tile], size, dpr, look))
        if caption:
            painter.setFont(font)
            painter.setPen(color)
            painter.drawText(
                QRect(0, size.height(), cell.width(), cell.height() - size.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                caption,
            )
        painter.end()
        CELL_PIXMAPS[key] = pm
    return pm


class PaintedGroups(QWidget):
    """Groups of tiles (the sets and pair of a complete hand) painted by one widget, each on
    its own rounded plate, wrapped to the width; one tile may be lit (highlighted).

    A quiz explanation shows dozens of groups at once: one widget instead of a frame and a
    button per tile keeps showing it fast.
    """

    def __init__(
        self, height: int = 32, spacing: int = 5, parent: QWidget | None = None, inset: int = 0
    ) -> None:
        super().__init__(parent)
        self._height = height
        self._spacing = spacing
        self._pad = 3
        # Room around each tile, as a row of tile buttons (a 1-pixel border each) would have.
        self._inset = inset
        self._groups: tuple[tuple[int, ...], ...] = ()
        self._face_down: tuple[tuple[bool, ...], ...] = ()
        self._lit = (-1, -1)
        self._hfw: dict[int, int] = {}
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)

    def groups(self) -> tuple[tuple[int, ...], ...]:
        return self._groups

    def face_down(self) -> tuple[tuple[bool, ...], ...]:
        """Per group, which tiles show their back (empty: none)."""
        return self._face_down

    def lit(self) -> tuple[int, int]:
        """(group, position) of the lit tile, (-1, -1) for none."""
        return self._lit

    def lit_tile(self) -> int | None:
        g, i = self._lit
        return self._groups[g][i] if 0 <= g < len(self._groups) else None

    def set_groups(
        self,
        groups: Sequence[Sequence[int]],
        lit: tuple[int, int] = (-1, -1),
        face_down: Sequence[Sequence[bool]] = (),
    ) -> None:
        """Show ``groups``; ``face_down[g][i]`` draws that tile's back (a concealed kong)."""
        frozen = tuple(tuple(g) for g in groups)
        down = tuple(tuple(f) for f in face_down)
        if (frozen, lit, down) == (self._groups, self._lit, self._face_down):
            return
        self._groups, self._lit, self._face_down = frozen, lit, down
        self._hfw.clear()
        self.updateGeometry()
        self.update()

    def _tile_size(self) -> QSize:
        return tileart.art().size_for_height(self._height)

    def _group_size(self, group: Sequence[int]) -> QSize:
        tile = self._tile_size()
        step = tile.width() + 2 * self._inset
        return QSize(
            step * len(group) + 2 * self._pad, tile.height() + 2 * self._inset + 2 * self._pad
        )

    def group_rects(self, width: int | None = None) -> list[QRect]:
        """Where each group's plate is drawn, wrapped to ``width`` (default: the widget's)."""
        width = self.width() if width is None else width
        rects = []
        x = y = line = 0
        for g in self._groups:
            size = self._group_size(g)
            if x and x + size.width() > width:
                x = 0
                y += line + self._spacing
                line = 0
            rects.append(QRect(QPoint(x, y), size))
            x += size.width() + self._spacing
            line = max(line, size.height())
        return rects

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._hfw.get(width)
        if height is None:
            rects = self.group_rects(width)
            height = self._hfw[width] = max((r.bottom() + 1 for r in rects), default=0)
        return height

    def sizeHint(self) -> QSize:
        sizes = [self._group_size(g) for g in self._groups]
        width = sum(s.width() for s in sizes) + self._spacing * max(0, len(sizes) - 1)
        return QSize(max(width, 10), max((s.height() for s in sizes), default=0))

    def minimumSizeHint(self) -> QSize:
        # One line: the layout asks heightForWidth for the real height at the real width.
        sizes = [self._group_size(g) for g in self._groups]
        return QSize(
            max((z.width() for z in sizes), default=10), max((z.height() for z in sizes), default=0)
        )

    def resizeEvent(self, e) -> None:
        super().resizeEvent(e)
        self.update()

    def tile_at(self, pos: QPoint) -> int | None:
        tile = self._tile_size()
        for g, rect in zip(self._groups, self.group_rects(), strict=True):
            if rect.contains(pos):
                i = (pos.x() - rect.x() - self._pad) // (tile.width() + 2 * self._inset)
                return g[i] if 0 <= i < len(g) else None
        return None

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            t = self.tile_at(e.pos())
            if t is not None:
                QToolTip.showText(
                    e.globalPos(), i18n.tile_name(t) + " (" + TILE_CODES[t] + ")", self
                )
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        tile = self._tile_size()
        step = tile.width() + 2 * self._inset
        plate = self.palette().alternateBase().color()
        for gi, (g, rect) in enumerate(zip(self._groups, self.group_rects(), strict=True)):
            painter.setBrush(plate)
            painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
            painter.drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
            down = self._face_down[gi] if gi < len(self._face_down) else ()
            for i, t in enumerate(g):
                look = tileart.HIGHLIGHT if (gi, i) == self._lit else tileart.NORMAL
                name = "back" if i < len(down) and down[i] else TILE_CODES[t]
                pm = tileart.art().pixmap(name, tile, dpr, look)
                painter.drawPixmap(
                    QPoint(
                        rect.x() + self._pad + i * step + self._inset,
                        rect.y() + self._pad + self._inset,
                    ),
                    pm,
                )
        painter.end()


class TileGroup(QFrame):
    """A few tiles drawn together (a meld, a set of a decomposition); clickable as a whole."""

    clicked = Signal()

    def __init__(
        self,
        tiles: Sequence[int],
        height: int = 40,
        face_down: Sequence[bool] = (),
        clickable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._clickable = clickable
        self._tiles = tuple(tiles)
        self.setObjectName("tileGroup")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(QMargins(3, 3, 3, 3))
        layout.setSpacing(0)
        self._buttons = []
        for i, t in enumerate(tiles):
            b = TileButton(t, height, self)
            b.set_tile(t, face_down=bool(face_down and face_down[i]))
            b.set_clickable(False)
            layout.addWidget(b)
            self._buttons.append(b)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    @property
    def tiles(self) -> tuple[int, ...]:
        return self._tiles

    def buttons(self) -> list[TileButton]:
        return list(self._buttons)

    def retranslate(self) -> None:
        for b in self._buttons:
            b.retranslate()

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if (
            self._clickable
            and e.button() == Qt.MouseButton.LeftButton
            and self.rect().contains(e.position().toPoint())
        ):
            self.clicked.emit()
        else:
            super().mouseReleaseEvent(e)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if self._clickable:
            e.accept()
        else:
            super().mousePressEvent(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bg = self.palette().alternateBase().color()
        painter.setBrush(bg)
        painter.setPen(QPen(QColor(0, 0, 0, 40), 1))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
        painter.end()


def set_visible(widget: QWidget, visible: bool) -> None:
    """Show or hide ``widget`` only when that changes something (each call re-lays out)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        w = item.widget()
        if w is not None:
            w.hide()
            w.deleteLater()
        else:
            inner = item.layout()
            if inner is not None:
                clear_layout(inner)


class BusyBar(QProgressBar):
    """An indeterminate bar for a request that is out, shown only when it takes longer than
    ``delay_ms``, so fast answers do not flicker."""

    def __init__(
        self, width: int, height: int, delay_ms: int = 150, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setRange(0, 0)
        self.setMaximumWidth(width)
        self.setMaximumHeight(height)
        self.setTextVisible(False)
        set_visible(self, False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._on_timeout)

    @Slot(bool)
    def set_busy(self, busy: bool) -> None:
        if busy:
            if not self.isVisible() and not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
            set_visible(self, False)

    @Slot()
    def _on_timeout(self) -> None:
        set_visible(self, True)
