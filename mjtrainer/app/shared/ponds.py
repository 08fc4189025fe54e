"""A seat's pond drawn with the tile primitive: the discards in order, wrapped to the width
(the review page's table and the trainer's riichi table both show ponds this way)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QSize, Slot
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...game.replay import PondTile
from . import i18n, tileart
from .tiles import TileFace, TileRole, metrics, tile_painter

translate = QCoreApplication.translate  # the name lupdate looks for


class PondView(QWidget):
    """One seat's discards in order, wrapped to the width: a tsumogiri greyed, the riichi
    tile turned sideways, a tile another seat called faded with a corner mark."""

    SPACING = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: tuple[PondTile, ...] = ()
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        metrics().changed.connect(self._on_metrics_changed)

    def set_pond(self, tiles: Sequence[PondTile]) -> None:
        tiles = tuple(tiles)
        if tiles != self._tiles:
            self._tiles = tiles
            self.updateGeometry()
            self.update()

    def pond(self) -> tuple[PondTile, ...]:
        """The discards shown, in order."""
        return self._tiles

    @staticmethod
    def look(p: PondTile) -> str:
        """How a discard is drawn: called ones disabled, tsumogiri dimmed."""
        if p.called:
            return tileart.DISABLED
        return tileart.DIM if p.tsumogiri else tileart.NORMAL

    def looks(self) -> tuple[str, ...]:
        return tuple(self.look(p) for p in self._tiles)

    def _size(self) -> QSize:
        return metrics().tile_size(TileRole.SMALL)

    def rects(self, width: int | None = None) -> list[QRect]:
        """Where each discard is (the riichi tile lies sideways, so it is wider)."""
        size = self._size()
        width = self.width() if width is None else width
        x = y = 0
        out = []
        for p in self._tiles:
            w = size.height() if p.riichi else size.width()
            if x and x + w > width:
                x, y = 0, y + size.height() + self.SPACING
            out.append(QRect(x, y, w, size.height()))
            x += w + self.SPACING
        return out

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rects = self.rects(width)
        h = self._size().height()
        return (rects[-1].bottom() + 1) if rects else h

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
            for p, r in zip(self._tiles, self.rects(), strict=True):
                if r.contains(e.pos()):
                    QToolTip.showText(e.globalPos(), pond_tip(p), self, r)
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
        for p, r in zip(self._tiles, self.rects(), strict=True):
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


def pond_tip(p: PondTile) -> str:
    parts = [i18n.tile_name(p.tile)]
    if p.tsumogiri:
        parts.append(translate("ReviewPage", "thrown as drawn"))
    if p.riichi:
        parts.append(translate("ReviewPage", "riichi declared"))
    if p.called:
        parts.append(translate("ReviewPage", "called"))
    return " · ".join(parts)
