"""The progress page's accuracy chart, drawn with QPainter: accuracy per day as lines (one per
quiz kind and level) over bars of the answers given each day. Qt Charts is not part of
PySide6-Essentials, and a chart this size does not need it.

Lines never rely on colour alone: each level has its own marker shape and each quiz kind its
own line style (solid, dashed), and the legend shows both. The drawing helpers come from
:mod:`..shared.chart`, shared with the look-ahead's chart, so the charts look alike.
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
    QPaintEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..shared.chart import (
    chart_colors,
    draw_legend_key,
    draw_legend_label,
    draw_percent_grid,
    draw_series,
    legend_rows,
    percent_y,
    point_at,
    spread_markers,
)

translate = QCoreApplication.translate  # the name lupdate looks for


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
