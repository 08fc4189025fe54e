"""Tile pictures: the SVG faces rendered crisp at any size and device pixel ratio, with their
looks and quiz marks, cached in Qt's :class:`QPixmapCache`.

Pixmaps are made on the GUI thread only. Each is rendered at logical size × device pixel ratio
with the ratio set on it, and the ratio is part of the cache key (with the face, the size, the
look and the mark), so a window moved to a HiDPI screen gets sharp tiles. The disabled,
highlighted and "none left" looks and the marks are drawn over the face. A missing SVG (a
broken install) gives a drawn placeholder, never a crash.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache
from PySide6.QtSvg import QSvgRenderer

from ... import resources

NORMAL = "normal"
DISABLED = "disabled"
HIGHLIGHT = "highlight"
DIM = "dim"  # no copy left

# Quiz marks drawn on a tile: a coloured frame plus a badge with a symbol, so a mark never
# relies on colour alone. Blue, not amber, for "missed": it stays apart from red and green for
# the common colour-vision deficiencies.
MARK_RIGHT = "right"  # a wait found, or a discard among the best
MARK_MISSED = "missed"  # a wait not selected
MARK_EXTRA = "extra"  # a tile selected that is no wait, or a discard that is not the best
MARK_BEST = "best"  # the best discard, when another was chosen
MARK_SYMBOLS = {MARK_RIGHT: "✓", MARK_MISSED: "○", MARK_EXTRA: "✗", MARK_BEST: "○"}
MARK_COLORS = {
    MARK_RIGHT: QColor(0x1B, 0x7F, 0x3B),
    MARK_MISSED: QColor(0x1C, 0x5F, 0xB0),
    MARK_EXTRA: QColor(0xB3, 0x26, 0x1E),
    MARK_BEST: QColor(0x1C, 0x5F, 0xB0),
}

DEFAULT_ASPECT = 0.75  # width / height when no SVG says otherwise
#: The pixmap cache Qt keeps for the whole app, in KiB: every tile size, look and mark of a
#: session at a device pixel ratio of 2 fits (Qt's default of 10 MiB would evict).
CACHE_LIMIT_KIB = 64 * 1024
_SERIAL = itertools.count()


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
    have been picked) and put the badge in its top-right corner."""
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
    draw_mark_badge(painter, QRectF(tile.right() - d, tile.top(), d, d), mark)
    painter.restore()


def cached(key: str) -> QPixmap | None:
    """The pixmap Qt's cache holds under ``key``, or None.

    PySide6 returns the pixmap (or None) from ``QPixmapCache.find(str)``; its stubs declare
    only C++'s out-parameter forms, hence the one ignore, kept here rather than at each caller.
    """
    found: QPixmap | None = QPixmapCache.find(key)  # type: ignore[call-overload]
    return found


class TileArt:
    """Loads the SVGs once and hands out pixmaps from Qt's pixmap cache."""

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._aspect: float | None = None
        # Each instance keys its own pixmaps: another set of SVGs must not hit these.
        self._prefix = f"mjtrainer-tile:{next(_SERIAL)}:"
        if QPixmapCache.cacheLimit() < CACHE_LIMIT_KIB:
            QPixmapCache.setCacheLimit(CACHE_LIMIT_KIB)

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
        """True when the face ``name`` has no usable SVG and is drawn as a placeholder."""
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
        """The logical size of a face ``height`` pixels high."""
        return QSize(max(1, round(height * self.aspect())), height)

    def key(self, name: str, size: QSize, dpr: float, look: str = NORMAL, mark: str = "") -> str:
        """The pixmap cache key of a face: name, logical size, ratio, look and mark."""
        dpr = round(float(dpr), 3) or 1.0
        return f"{self._prefix}{name}:{size.width()}x{size.height()}@{dpr}:{look}:{mark}"

    def pixmap(
        self, name: str, size: QSize, dpr: float, state: str = NORMAL, mark: str = ""
    ) -> QPixmap:
        """The face ``name`` at logical ``size`` for a screen of ratio ``dpr``, in ``state``
        (a look), with the quiz ``mark`` drawn on it ("" for none)."""
        dpr = round(float(dpr), 3) or 1.0
        key = self.key(name, size, dpr, state, mark)
        pm = cached(key)
        if pm is None:
            pm = self._render(name, size, dpr, state, mark)
            QPixmapCache.insert(key, pm)
        return pm

    def _render(self, name: str, size: QSize, dpr: float, state: str, mark: str) -> QPixmap:
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
        if mark:
            draw_mark(painter, rect, mark)
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
