"""Tile pictures: the SVG faces rendered crisp at any size and device pixel ratio, cached.

Pixmaps are made on the GUI thread only. Each is rendered at logical size × device pixel ratio
with the ratio set on it, and the ratio is part of the cache key, so a window moved to a HiDPI
screen gets sharp tiles. The disabled, highlighted and "none left" looks are drawn over the face.
A missing SVG (a broken install) gives a drawn placeholder, never a crash.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from .. import resources

NORMAL = "normal"
DISABLED = "disabled"
HIGHLIGHT = "highlight"
DIM = "dim"  # no copy left
STATES = (NORMAL, DISABLED, HIGHLIGHT, DIM)

DEFAULT_ASPECT = 0.75  # width / height when no SVG says otherwise
_MAX_CACHE = 2048


class TileArt:
    """Loads the SVGs once and hands out cached pixmaps."""

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._cache: dict[tuple[str, int, int, float, str], QPixmap] = {}
        self._aspect: float | None = None

    def renderer(self, name: str) -> QSvgRenderer | None:
        """The renderer of a face ("5z", "back"), or None when its SVG is missing or broken."""
        if name not in self._renderers:
            renderer: QSvgRenderer | None = None
            try:
                path = resources.tile_svg(name)
            except FileNotFoundError:
                path = None
            if path is not None and path.is_file():
                r = QSvgRenderer(str(path))
                if r.isValid():
                    r.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
                    renderer = r
            self._renderers[name] = renderer
        return self._renderers[name]

    def is_placeholder(self, name: str) -> bool:
        return self.renderer(name) is None

    def aspect(self) -> float:
        """Width over height of a tile face."""
        if self._aspect is None:
            r = self.renderer("1m")
            box = r.viewBoxF() if r is not None else None
            if box is not None and box.height() > 0:
                self._aspect = box.width() / box.height()
            else:
                self._aspect = DEFAULT_ASPECT
        return self._aspect

    def size_for_height(self, height: int) -> QSize:
        return QSize(max(1, round(height * self.aspect())), height)

    def pixmap(self, name: str, size: QSize, dpr: float, state: str = NORMAL) -> QPixmap:
        """The face ``name`` at logical ``size`` for a screen of ratio ``dpr``, in ``state``."""
        dpr = round(float(dpr), 3) or 1.0
        key = (name, size.width(), size.height(), dpr, state)
        pm = self._cache.get(key)
        if pm is None:
            if len(self._cache) >= _MAX_CACHE:
                self._cache.clear()
            pm = self._render(name, size, dpr, state)
            self._cache[key] = pm
        return pm

    def clear(self) -> None:
        self._cache.clear()

    def _render(self, name: str, size: QSize, dpr: float, state: str) -> QPixmap:
        w, h = size.width(), size.height()
        pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.scale(dpr, dpr)
        rect = QRectF(0, 0, w, h)
        face = QPainterPath()
        radius = min(w, h) * 0.12
        face.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        renderer = self.renderer(name)
        if renderer is not None:
            renderer.render(painter, rect)
        else:
            _draw_placeholder(painter, rect, face, name)
        if state == DISABLED:
            painter.fillPath(face, QColor(235, 235, 235, 170))
        elif state == DIM:
            painter.fillPath(face, QColor(90, 90, 90, 110))
        elif state == HIGHLIGHT:
            painter.fillPath(face, QColor(255, 200, 0, 50))
            pen = QPen(QColor(230, 140, 0), max(2.0, w * 0.07))
            painter.setPen(pen)
            painter.drawPath(face)
        painter.end()
        pm.setDevicePixelRatio(dpr)
        return pm


def _draw_placeholder(painter: QPainter, rect: QRectF, face: QPainterPath, name: str) -> None:
    """A plain tile with its code: only seen when the tile art is missing."""
    painter.fillPath(face, QColor(40, 90, 60) if name == "back" else QColor(250, 247, 238))
    painter.setPen(QPen(QColor(120, 120, 120), 1))
    painter.drawPath(face)
    if name != "back":
        font = QFont()
        font.setPixelSize(max(6, int(rect.height() * 0.3)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(30, 30, 30))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)


_ART: TileArt | None = None


def art() -> TileArt:
    """The app's one TileArt (created on first use, on the GUI thread)."""
    global _ART
    if _ART is None:
        _ART = TileArt()
    return _ART
