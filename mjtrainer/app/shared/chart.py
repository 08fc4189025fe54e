"""What the app's charts draw alike, with QPainter (Qt Charts is not part of
PySide6-Essentials): the colours and marker shapes, the percentage grid, a series' pen and
markers, the legend, markers set side by side where series meet, finding the point under the
mouse, and where a percentage chart over days, draws or games puts its points
(:class:`PercentChart`).
Used by the progress page's charts, the trainer's look-ahead chart and the review's colours.

Lines never rely on colour alone: each series has its own marker shape and may be dashed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

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


def percent_label(pct: int) -> str:
    """A grid line's label on a percentage axis: "25%"."""
    return f"{pct}%"


def draw_percent_grid(
    painter: QPainter,
    plot: QRectF,
    metrics: QFontMetrics,
    faint: QColor,
    dim: QColor,
    label: Callable[[int], str],
) -> None:
    """Horizontal lines at 0, 25, 50, 75 and 100 % across ``plot`` (solid at the ends, dotted
    between), labelled on the left by ``label`` of each percentage."""
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
            label(pct),
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


@dataclass(frozen=True, slots=True)
class ChartLine:
    """A line as a :class:`PercentChart` draws it: its legend label, colour and marker (indices
    into :data:`COLORS` and :data:`MARKERS`), dashed or not, and its points (step, share 0–1)."""

    label: str
    color: int
    marker: int
    dashed: bool
    points: tuple[tuple[int, float], ...]


class PercentChart(QWidget):
    """A chart of shares (0–100 %, labelled on the left) over whole-numbered steps along the
    bottom (days, draws, games), each step a slot of equal width, the legend's rows on top: how
    the progress page's accuracy and games charts and the trainer's look-ahead chart place,
    paint and explain their lines, known once. A subclass says what differs: its steps
    (:meth:`span`), its lines (:meth:`_lines`), its room on the right and at the bottom, what it
    draws there (:meth:`_draw_axes`), its text when empty and its tooltips; when its left axis
    reads something other than the percentage (the games chart's points), its labels
    (:meth:`_left_label`); and, when its legend shows more than its lines, those entries
    (:meth:`_legend_labels`, :meth:`_draw_extra_key`)."""

    MARKER_RADIUS = 4.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)

    # --- what a chart says ---

    def span(self) -> tuple[int, int]:
        """The first and the last step on the axis."""
        raise NotImplementedError

    def _lines(self) -> list[ChartLine]:
        """The lines, in legend order."""
        raise NotImplementedError

    def _legend_labels(self) -> list[str]:
        """The legend's entries: the lines' labels, then any a chart adds."""
        return [line.label for line in self._lines()]

    def _left_label(self, pct: int) -> str:
        """The left axis's label on the grid line ``pct`` % up the plot: the percentage, or
        what a chart reads on its left axis instead (the widest, at 100, sets the room left of
        the plot)."""
        return percent_label(pct)

    def _right_margin(self, metrics: QFontMetrics) -> int:
        """The room right of the plot (a second axis's labels, or none)."""
        raise NotImplementedError

    def _bottom_margin(self, metrics: QFontMetrics) -> int:
        """The room under the plot (the steps' labels and what else a chart writes there)."""
        raise NotImplementedError

    def _empty_text(self) -> str | None:
        """What the chart says instead of drawing when it has nothing to draw, else None."""
        raise NotImplementedError

    def _draw_axes(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        """What a chart draws over the grid and under its lines: the steps' labels, in
        ``color``, and anything else of its own."""
        raise NotImplementedError

    def _draw_extra_key(
        self, painter: QPainter, entry: int, x: float, y: float, line: float
    ) -> None:
        """The key of the legend's entry ``entry`` after the lines' (see :meth:`_legend_labels`)."""
        raise NotImplementedError

    def _tooltip(self, line: int, point: int) -> str:
        """The tooltip of point ``point`` of line ``line``."""
        raise NotImplementedError

    # --- geometry (public for tests: where each point is drawn) ---

    def _legend(self, width: int) -> list[list[tuple[int, float]]]:
        return legend_rows(self._legend_labels(), QFontMetrics(self.font()), width)

    def plot_rect(self) -> QRectF:
        """The area the lines are drawn in: right of the left axis's labels, under the legend."""
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        left = metrics.horizontalAdvance(self._left_label(100)) + 12
        right = self._right_margin(metrics)
        legend = len(self._legend(self.width() - left)) * (line + 4)
        top = legend + line // 2 + 8
        bottom = self._bottom_margin(metrics)
        return QRectF(
            left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom)
        )

    def _slot(self, plot: QRectF) -> float:
        first, last = self.span()
        return plot.width() / (last - first + 1)

    def x_of(self, step: int, plot: QRectF | None = None) -> float:
        """The middle of ``step``'s slot."""
        plot = plot or self.plot_rect()
        first, _ = self.span()
        return plot.left() + (step - first + 0.5) * self._slot(plot)

    def y_of(self, share: float, plot: QRectF | None = None) -> float:
        """Where ``share`` (0–1) sits."""
        return percent_y(plot or self.plot_rect(), share)

    def points(self) -> dict[str, list[QPointF]]:
        """Where each line's markers are drawn, by legend label."""
        places = self._places(self.plot_rect())
        return {line.label: pts for line, pts in zip(self._lines(), places, strict=True)}

    def _places(self, plot: QRectF) -> list[list[QPointF]]:
        """Where each line's markers go: at (step, share), except that markers of several lines
        that would overlap at one step are set side by side around it (:func:`spread_markers`)."""
        lines = self._lines()
        places = [
            [QPointF(self.x_of(d, plot), self.y_of(v, plot)) for d, v in line.points]
            for line in lines
        ]
        steps = [[d for d, _ in line.points] for line in lines]
        return spread_markers(places, steps, self.MARKER_RADIUS)

    # --- painting ---

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text, faint, dim = chart_colors(self)
        metrics = QFontMetrics(self.font())
        plot = self.plot_rect()
        empty = self._empty_text()
        if empty is not None:
            painter.setPen(dim)
            painter.drawText(
                QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, empty
            )
            painter.end()
            return
        draw_percent_grid(painter, plot, metrics, faint, dim, self._left_label)
        self._draw_axes(painter, plot, metrics, dim)
        for line, pts in zip(self._lines(), self._places(plot), strict=True):
            draw_series(painter, pts, line.color, line.marker, line.dashed, self.MARKER_RADIUS)
        self._draw_legend(painter, metrics, plot.left(), text)
        painter.end()

    def _draw_legend(
        self, painter: QPainter, metrics: QFontMetrics, left: float, color: QColor
    ) -> None:
        line = metrics.height() + 4
        lines = self._lines()
        labels = self._legend_labels()
        for r, row in enumerate(self._legend(int(self.width() - left))):
            y = 4 + r * line + line / 2
            for i, x in row:
                x0 = left + x
                if i < len(lines):
                    s = lines[i]
                    draw_legend_key(painter, x0, y, s.color, s.marker, s.dashed)
                else:
                    self._draw_extra_key(painter, i - len(lines), x0, y, line)
                draw_legend_label(painter, x0, y, line, labels[i], color)

    # --- tooltips ---

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            tip = self.tooltip_at(QPointF(e.pos()))
            if tip:
                QToolTip.showText(e.globalPos(), tip, self)
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip of the marker at ``pos`` ("" for none)."""
        found = point_at(self._places(self.plot_rect()), pos, self.MARKER_RADIUS)
        return "" if found is None else self._tooltip(*found)
