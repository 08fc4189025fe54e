"""A seat's pond drawn with the tile primitive: the discards in order, wrapped to the width
(the review page's table, the trainer's riichi table and the defence quiz all show ponds this
way)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QSize, Qt, Slot
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...game.replay import PondTile
from . import i18n, tileart
from .tiles import TileFace, TileRole, metrics, tile_painter

translate = QCoreApplication.translate  # the name lupdate looks for


class PondView(QWidget):
    """One seat's discards in order, wrapped to the width: a tsumogiri greyed, the riichi
    tile turned sideways, a tile another seat called faded with a corner mark; tiles
    discarded after other seats' riichis on a plate, darker the more riichis they passed."""

    SPACING = 2
    # How far a plate reaches beyond its tiles.
    PLATE = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: tuple[PondTile, ...] = ()
        self._passed: tuple[int, ...] = ()
        self._tips: tuple[str, ...] = ()
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        metrics().changed.connect(self._on_metrics_changed)

    def set_pond(
        self, tiles: Sequence[PondTile], passed: Sequence[int] = (), tips: Sequence[str] = ()
    ) -> None:
        """Show ``tiles``; ``passed[i]``: how many other seats' riichis tile ``i`` was
        discarded after (0: none); ``tips[i]``: its tooltip (the plain one when left out)."""
        tiles = tuple(tiles)
        self._tips = tuple(tips)
        passed = tuple(passed)
        if tiles != self._tiles or passed != self._passed:
            self._tiles = tiles
            self._passed = passed
            self.updateGeometry()
            self.update()

    def pond(self) -> tuple[PondTile, ...]:
        """The discards shown, in order."""
        return self._tiles

    def passed(self) -> tuple[int, ...]:
        """For each discard, the riichis it was discarded after (as given to set_pond)."""
        return tuple(
            self._passed[i] if i < len(self._passed) else 0 for i in range(len(self._tiles))
        )

    def tip(self, index: int) -> str:
        """What tile ``index``'s tooltip says."""
        if index < len(self._tips) and self._tips[index]:
            return self._tips[index]
        return pond_tip(self._tiles[index])

    @staticmethod
    def look(p: PondTile) -> str:
        """How a discard is drawn: called ones disabled, tsumogiri dimmed."""
        if p.called:
            return tileart.DISABLED
        return tileart.DIM if p.tsumogiri else tileart.NORMAL

    def looks(self) -> tuple[str, ...]:
        return tuple(self.look(p) for p in self._tiles)

    def tile_size(self) -> QSize:
        """The size of an upright tile (a riichi tile lies across: its height is its width)."""
        return metrics().tile_size(TileRole.SMALL)

    def _size(self) -> QSize:
        return self.tile_size()

    def rects(self, width: int | None = None) -> list[QRect]:
        """Where each discard is (the riichi tile lies sideways, so it is wider)."""
        size = self._size()
        width = self.width() if width is None else width
        inset, rise = self._inset()
        x, y = inset, rise
        out = []
        for p in self._tiles:
            w = size.height() if p.riichi else size.width()
            if x > inset and x + w > width - inset:
                x, y = inset, y + size.height() + self.SPACING + 2 * rise
            out.append(QRect(x, y, w, size.height()))
            x += w + self.SPACING
        return out

    def _inset(self) -> tuple[int, int]:
        """Room beside and above the tiles for the plates' rims (none without a plate)."""
        return (self.PLATE, self.PLATE // 2) if any(self._passed) else (0, 0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rects = self.rects(width)
        h = self._size().height()
        return (rects[-1].bottom() + 1 + self._inset()[1]) if rects else h

    def sizeHint(self) -> QSize:
        size = self._size()
        return QSize(6 * (size.width() + self.SPACING), self.heightForWidth(6 * size.width() + 12))

    def minimumSizeHint(self) -> QSize:
        size = self._size()
        return QSize(size.height() + 4, size.height())

    @Slot()
    def _on_metrics_changed(self) -> None:
        self.updateGeometry()
        self.update()

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            assert isinstance(e, QHelpEvent)
            for i, r in enumerate(self.rects()):
                if r.contains(e.pos()):
                    QToolTip.showText(e.globalPos(), self.tip(i), self, r)
                    return True
            QToolTip.hideText()
            return True
        return super().event(e)

    def paintEvent(self, e: QPaintEvent) -> None:
        if not self._tiles:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = metrics().height(TileRole.SMALL)
        tiles = tile_painter(height, self.font(), self.palette(), self.devicePixelRatioF())
        size = self._size()
        rects = self.rects()
        self._paint_plates(painter, rects)
        for p, r in zip(self._tiles, rects, strict=True):
            face = TileFace(p.tile, self.look(p))
            if p.riichi:
                painter.save()
                painter.translate(r.center().x() + 1, r.center().y() + 1)
                painter.rotate(-90)
                cell = QRect(-size.width() // 2, -size.height() // 2, size.width(), size.height())
                tiles.paint(painter, cell, face)
                painter.restore()
            else:
                tiles.paint(painter, r, face)
            if p.called:  # a corner arrow: the tile went to another seat's meld
                painter.setPen(QPen(QColor(0xB3, 0x26, 0x1E), 2))
                c = QPointF(r.right() - 3, r.top() + 3)
                painter.drawLine(QPointF(c.x() - 7, c.y() + 7), c)
                painter.drawLine(c, QPointF(c.x() - 5, c.y()))
                painter.drawLine(c, QPointF(c.x(), c.y() + 5))
        painter.end()

    def _paint_plates(self, painter: QPainter, rects: list[QRect]) -> None:
        """A plate under each run of tiles on one line that passed the same riichis."""
        passed = self.passed()
        runs: list[tuple[int, QRect]] = []
        for level, r in zip(passed, rects, strict=True):
            if not level:
                continue
            last = runs[-1] if runs else None
            if (
                last
                and last[0] == level
                and last[1].top() == r.top()
                and (r.left() - last[1].right() <= self.SPACING + 1)
            ):
                runs[-1] = (level, last[1].united(r))
            else:
                runs.append((level, QRect(r)))
        if not runs:
            return
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        base = self.palette().color(QPalette.ColorRole.Highlight)
        for level, r in runs:
            color = QColor(base)
            color.setAlpha(min(110 + 70 * (level - 1), 220))
            painter.setBrush(color)
            side, rise = self._inset()
            painter.drawRoundedRect(QRectF(r.adjusted(-side, -rise, side, rise)), 3, 3)
        painter.restore()


def pond_tip(p: PondTile) -> str:
    parts = [i18n.tile_name(p.tile)]
    if p.tsumogiri:
        parts.append(translate("ReviewPage", "thrown as drawn"))
    if p.riichi:
        parts.append(translate("ReviewPage", "riichi declared"))
    if p.called:
        parts.append(translate("ReviewPage", "called"))
    return " · ".join(parts)
