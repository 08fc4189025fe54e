"""A small chart drawn with QPainter: accuracy per day as lines (one per quiz kind and level)
over bars of the answers given each day. Qt Charts is not part of PySide6-Essentials, and a
chart this size does not need it.

Lines never rely on colour alone: each level has its own marker shape and each quiz kind its
own line style (solid, dashed), and the legend shows both.

The drawing helpers below (the percentage grid, a series' pen and markers, the legend, markers
set side by side where series meet, finding the point under the mouse) are shared with the
look-ahead's chart (:mod:`.lookahead_chart`), so both charts look alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
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

translate = QCoreApplication.translate  # the name lupdate looks for

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


@dataclass(frozen=True, slots=True)
class ChartSeries:
    """One line: its legend label, colour and marker index, dashed or not, and its points
    (day ordinal, share right 0–1, answers that day)."""

    label: str
    color: int
    marker: int
    dashed: bool
    points: tuple[tuple[int, float, int], ...]


class AccuracyChart(QWidget):
    """Accuracy by day for several series, answers per day as bars behind them. Markers of
    several series that meet (the same accuracy on the same day) stand side by side, so no
    series hides another."""

    MARKER_RADIUS = 4.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: tuple[ChartSeries, ...] = ()
        self._per_day: tuple[tuple[int, int], ...] = ()
        self.setMinimumHeight(236)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)

    # --- data ---

    def set_data(self, series: Sequence[ChartSeries], per_day: Sequence[tuple[int, int]]) -> None:
        series = tuple(s for s in series if s.points)
        per_day = tuple(per_day)
        if (series, per_day) != (self._series, self._per_day):
            self._series = series
            self._per_day = per_day
            self.updateGeometry()
            self.update()

    def series(self) -> tuple[ChartSeries, ...]:
        return self._series

    def sizeHint(self) -> QSize:
        return QSize(560, 270)

    # --- geometry (public for tests: where each point and bar is drawn) ---

    def _days(self) -> tuple[int, int]:
        days = [d for s in self._series for d, _, _ in s.points] + [d for d, _ in self._per_day]
        return (min(days), max(days)) if days else (0, 0)

    def _legend_rows(self, width: int) -> list[list[tuple[ChartSeries | None, float]]]:
        """The legend's entries laid out in rows: the series, then the bars (None)."""
        entries: list[ChartSeries | None] = list(self._series)
        if self._per_day:
            entries.append(None)
        labels = [s.label if s is not None else _bars_label() for s in entries]
        rows = legend_rows(labels, QFontMetrics(self.font()), width)
        return [[(entries[i], x) for i, x in row] for row in rows]

    def plot_rect(self) -> QRectF:
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        left = metrics.horizontalAdvance("100%") + 12
        right = metrics.horizontalAdvance(str(self._count_top())) + 14
        legend = len(self._legend_rows(self.width() - left)) * (line + 4)
        top = legend + line // 2 + 8
        bottom = line + 10
        return QRectF(
            left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom)
        )

    def _count_top(self) -> int:
        most = max((n for _, n in self._per_day), default=0)
        if most <= 5:
            return 5
        step = 10 ** int(math.log10(most))
        for m in (1, 2, 5, 10):
            if most <= m * step:
                return m * step
        return most

    def _slot(self, plot: QRectF) -> float:
        first, last = self._days()
        return plot.width() / (last - first + 1)

    def x_of(self, day: int, plot: QRectF | None = None) -> float:
        plot = plot or self.plot_rect()
        first, _ = self._days()
        return plot.left() + (day - first + 0.5) * self._slot(plot)

    def y_of(self, accuracy: float, plot: QRectF | None = None) -> float:
        return percent_y(plot or self.plot_rect(), accuracy)

    def points(self) -> dict[str, list[QPointF]]:
        """Where each series' points are drawn, by legend label."""
        places = self._places(self.plot_rect())
        return {s.label: pts for s, pts in zip(self._series, places, strict=True)}

    def _places(self, plot: QRectF) -> list[list[QPointF]]:
        """Where each series' markers go: at (day, accuracy), except that markers of several
        series that would overlap on one day are set side by side around the day, in series
        order, so every series in the legend stays visible."""
        places = [
            [QPointF(self.x_of(d, plot), self.y_of(a, plot)) for d, a, _ in s.points]
            for s in self._series
        ]
        days = [[d for d, _, _ in s.points] for s in self._series]
        return spread_markers(places, days, self.MARKER_RADIUS)

    def bars(self) -> list[QRectF]:
        """The answers-per-day bars, in day order."""
        plot = self.plot_rect()
        top = self._count_top()
        width = max(2.0, min(26.0, self._slot(plot) * 0.6))
        out = []
        for day, n in self._per_day:
            h = plot.height() * n / top
            out.append(QRectF(self.x_of(day, plot) - width / 2, plot.bottom() - h, width, h))
        return out

    # --- painting ---

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _, faint, dim = chart_colors(self)
        metrics = QFontMetrics(self.font())
        plot = self.plot_rect()
        if not self._series and not self._per_day:
            painter.setPen(dim)
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                translate(
                    "AccuracyChart",
                    "No answers yet: take a quiz and your accuracy per day shows here.",
                ),
            )
            painter.end()
            return
        # Grid and the accuracy axis (left).
        draw_percent_grid(painter, plot, metrics, faint, dim)
        # Answers per day: bars behind the lines, with their own axis (right).
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._bar_color())
        for rect in self.bars():
            painter.drawRoundedRect(rect, 2, 2)
        painter.setPen(dim)
        top = self._count_top()
        for value, y in ((0, plot.bottom()), (top, plot.top())):
            painter.drawText(
                QRectF(plot.right() + 6, y - metrics.height() / 2, 60, metrics.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        self._draw_day_labels(painter, plot, metrics, dim)
        # The series.
        for s, pts in zip(self._series, self._places(plot), strict=True):
            draw_series(painter, pts, s.color, s.marker, s.dashed, self.MARKER_RADIUS)
        self._draw_legend(painter, metrics, plot.left())
        painter.end()

    def _draw_day_labels(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        first, last = self._days()
        fmt = translate("AccuracyChart", "M/d")
        sample = metrics.horizontalAdvance(day_label(date(2025, 12, 28).toordinal(), fmt))
        step = max(1, math.ceil((sample + 12) / self._slot(plot)))
        days = list(range(first, last + 1, step))
        if days[-1] != last and (last - days[-1]) * self._slot(plot) > sample + 8:
            days.append(last)
        painter.setPen(color)
        y = plot.bottom() + 4
        for d in days:
            x = self.x_of(d, plot)
            painter.drawText(
                QRectF(x - 60, y, 120, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                day_label(d, fmt),
            )

    def _draw_legend(self, painter: QPainter, metrics: QFontMetrics, left: float) -> None:
        line = metrics.height() + 4
        text = self.palette().text().color()
        for r, row in enumerate(self._legend_rows(int(self.width() - left))):
            y = 4 + r * line + line / 2
            for s, x in row:
                x0 = left + x
                if s is None:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(self._bar_color())
                    painter.drawRoundedRect(QRectF(x0 + 6, y - line / 2 + 3, 12, line - 6), 2, 2)
                    label = _bars_label()
                else:
                    draw_legend_key(painter, x0, y, s.color, s.marker, s.dashed)
                    label = s.label
                draw_legend_label(painter, x0, y, line, label, text)

    def _bar_color(self) -> QColor:
        color = QColor(self.palette().highlight().color())
        color.setAlpha(45)
        return color

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            found = self._point_at(QPointF(e.pos()))
            if found is not None:
                s, (d, a, n) = found
                QToolTip.showText(
                    e.globalPos(),
                    translate("AccuracyChart", "{series}, {day}: {pct}% right of {n}").format(
                        series=s.label,
                        day=day_label(d, translate("AccuracyChart", "M/d")),
                        pct=round(100 * a),
                        n=n,
                    ),
                    self,
                )
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)

    def _point_at(self, pos: QPointF) -> tuple[ChartSeries, tuple[int, float, int]] | None:
        found = point_at(self._places(self.plot_rect()), pos, self.MARKER_RADIUS)
        if found is None:
            return None
        s = self._series[found[0]]
        return s, s.points[found[1]]


def _bars_label() -> str:
    return translate("AccuracyChart", "questions answered (right axis)")


def day_label(ordinal: int, fmt: str) -> str:
    """A day as ``fmt`` says: "M" month, "d" day (e.g. "M/d", "M月d日")."""
    d = date.fromordinal(ordinal)
    out = []
    for ch in fmt:
        out.append(str(d.month) if ch == "M" else str(d.day) if ch == "d" else ch)
    return "".join(out)


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
