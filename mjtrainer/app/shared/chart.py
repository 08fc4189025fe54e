"""What the app's charts draw alike, with QPainter (Qt Charts is not part of
PySide6-Essentials): the colours and marker shapes, the percentage grid, a series' pen and
markers, the legend, markers set side by side where series meet, finding the point under the
mouse. Used by the progress page's charts, the trainer's look-ahead chart and the review's colours.

Lines never rely on colour alone: each series has its own marker shape and may be dashed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

COLORS = (
    QColor("#1c5fb0"),
    QColor("#d9480f"),
    QColor("#2b8a3e"),
    QColor("#7048e8"),
    QColor("#c2255c"),
    QColor("#0b7285"),
    QColor("#a06800"),
    QColor("#495057"),
)
MARKERS = (
    "circle", "square", "triangle", "diamond", "down", "hexagon", "star", "cross", "left", "right",
    "pentagon", "bar",
)  # fmt: skip


def draw_marker(painter: QPainter, at: QPointF, marker: int, color: QColor, r: float) -> None:
    """A filled marker: circle, square, triangle, diamond, downward triangle, hexagon, star,
    cross, a triangle pointing left or right, pentagon, or a flat bar."""
    shape = MARKERS[marker % len(MARKERS)]
    painter.save()
    painter.setPen(QPen(QColor(255, 255, 255), 1.2))
    painter.setBrush(color)
    x, y = at.x(), at.y()
    if shape == "circle":
        painter.drawEllipse(at, r, r)
    elif shape == "square":
        painter.drawRect(QRectF(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8))
    elif shape == "bar":
        painter.drawRect(QRectF(x - r * 1.3, y - r * 0.5, r * 2.6, r * 1.0))
    else:
        if shape == "triangle":
            pts = [(0, -1.2), (1.1, 0.8), (-1.1, 0.8)]
        elif shape == "down":
            pts = [(0, 1.2), (1.1, -0.8), (-1.1, -0.8)]
        elif shape == "left":
            pts = [(-1.2, 0), (0.8, -1.1), (0.8, 1.1)]
        elif shape == "right":
            pts = [(1.2, 0), (-0.8, -1.1), (-0.8, 1.1)]
        elif shape == "hexagon":
            pts = [(1.1, 0), (0.55, 0.95), (-0.55, 0.95), (-1.1, 0), (-0.55, -0.95), (0.55, -0.95)]
        elif shape == "star":
            pts = [
                (1.3 * math.sin(a * math.pi / 5) * (1 if a % 2 == 0 else 0.45),
                 -1.3 * math.cos(a * math.pi / 5) * (1 if a % 2 == 0 else 0.45))
                for a in range(10)
            ]  # fmt: skip
        elif shape == "pentagon":
            pts = [
                (1.2 * math.sin(a * 2 * math.pi / 5), -1.2 * math.cos(a * 2 * math.pi / 5))
                for a in range(5)
            ]
        elif shape == "cross":
            w = 0.4
            pts = [(-w, -1.1), (w, -1.1), (w, -w), (1.1, -w), (1.1, w), (w, w), (w, 1.1),
                   (-w, 1.1), (-w, w), (-1.1, w), (-1.1, -w), (-w, -w)]  # fmt: skip
        else:
            pts = [(0, -1.25), (1.25, 0), (0, 1.25), (-1.25, 0)]
        path = QPainterPath()
        path.addPolygon(QPolygonF([QPointF(x + dx * r, y + dy * r) for dx, dy in pts]))
        path.closeSubpath()
        painter.drawPath(path)
    painter.restore()


# --- drawing helpers shared by the charts ---------------------------------------------------

#: The percentages the grid marks on a 0–100 % axis.
GRID_PERCENTS = (0, 25, 50, 75, 100)
#: The width of a series' line.
LINE_WIDTH = 2.2
#: A legend entry: its key (line and marker), then the label after this many pixels.
LEGEND_KEY = 30
LEGEND_GAP = 18


def chart_colors(widget: QWidget) -> tuple[QColor, QColor, QColor]:
    """(text, faint, dim) of the widget's palette: the labels, the grid lines, the axes."""
    text = widget.palette().text().color()
    faint = QColor(text)
    faint.setAlpha(40)
    dim = QColor(text)
    dim.setAlpha(150)
    return text, faint, dim


def percent_y(plot: QRectF, value: float) -> float:
    """Where ``value`` (0–1) sits on a 0–100 % axis spanning ``plot``."""
    return plot.bottom() - value * plot.height()


def draw_percent_grid(
    painter: QPainter, plot: QRectF, metrics: QFontMetrics, faint: QColor, dim: QColor
) -> None:
    """Horizontal lines at 0, 25, 50, 75 and 100 % across ``plot`` (solid at the ends, dotted
    between), labelled on the left."""
    for pct in GRID_PERCENTS:
        y = percent_y(plot, pct / 100)
        painter.setPen(
            QPen(faint, 1, Qt.PenStyle.SolidLine if pct in (0, 100) else Qt.PenStyle.DotLine)
        )
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(dim)
        painter.drawText(
            QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            f"{pct}%",
        )


def series_pen(color: int, dashed: bool) -> QPen:
    """The pen of a series: colour ``color`` of :data:`COLORS`, solid or dashed."""
    pen = QPen(COLORS[color % len(COLORS)], LINE_WIDTH)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def draw_series(
    painter: QPainter,
    points: Sequence[QPointF],
    color: int,
    marker: int,
    dashed: bool,
    radius: float,
) -> None:
    """A series: the line through its points, then a marker on each."""
    painter.setPen(series_pen(color, dashed))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if len(points) > 1:
        painter.drawPolyline(list(points))
    for p in points:
        draw_marker(painter, p, marker, COLORS[color % len(COLORS)], radius)


def legend_rows(
    labels: Sequence[str], metrics: QFontMetrics, width: int
) -> list[list[tuple[int, float]]]:
    """The legend's entries (by index into ``labels``) laid out in rows ``width`` wide, each
    with its x offset; no rows for no labels."""
    rows: list[list[tuple[int, float]]] = [[]]
    x = 0.0
    for i, label in enumerate(labels):
        w = LEGEND_KEY + metrics.horizontalAdvance(label) + LEGEND_GAP
        if rows[-1] and x + w > width:
            rows.append([])
            x = 0.0
        rows[-1].append((i, x))
        x += w
    return rows if rows[0] else []


def draw_legend_key(
    painter: QPainter, x: float, y: float, color: int, marker: int, dashed: bool
) -> None:
    """A series' key in the legend: a short stretch of its line with its marker."""
    painter.setPen(series_pen(color, dashed))
    painter.drawLine(QPointF(x, y), QPointF(x + 24, y))
    draw_marker(painter, QPointF(x + 12, y), marker, COLORS[color % len(COLORS)], 4.0)


def draw_legend_label(
    painter: QPainter, x: float, y: float, line: float, label: str, color: QColor
) -> None:
    """A legend entry's label, after its key."""
    painter.setPen(color)
    painter.drawText(
        QRectF(x + LEGEND_KEY, y - line / 2, 400, line),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        label,
    )


def spread_markers(
    places: list[list[QPointF]], keys: Sequence[Sequence[int]], radius: float
) -> list[list[QPointF]]:
    """``places`` (per series, its markers) with the markers of several series that would
    overlap at one x (the same ``keys`` entry, a day or a draw) set side by side around it, in
    series order, so every series in the legend stays visible."""
    by_key: dict[int, list[tuple[int, int]]] = {}
    for si, series_keys in enumerate(keys):
        for pi, key in enumerate(series_keys):
            by_key.setdefault(key, []).append((si, pi))
    step = 2 * radius + 1
    for members in by_key.values():
        if len(members) < 2:
            continue
        members.sort(key=lambda m: places[m[0]][m[1]].y())
        clusters = [[members[0]]]
        for m in members[1:]:
            last = clusters[-1][-1]
            if places[m[0]][m[1]].y() - places[last[0]][last[1]].y() < 2 * radius:
                clusters[-1].append(m)
            else:
                clusters.append([m])
        for cluster in clusters:
            cluster.sort()
            for i, (si, pi) in enumerate(cluster):
                p = places[si][pi]
                places[si][pi] = QPointF(p.x() + (i - (len(cluster) - 1) / 2) * step, p.y())
    return places


def point_at(
    places: Sequence[Sequence[QPointF]], pos: QPointF, radius: float
) -> tuple[int, int] | None:
    """(series, point) of the first marker within reach of ``pos``, None for none."""
    for si, pts in enumerate(places):
        for pi, q in enumerate(pts):
            if (q - pos).manhattanLength() <= 2 * radius:
                return si, pi
    return None
