"""The progress page's accuracy chart, drawn with QPainter: accuracy per day as lines (one per
quiz kind and level) over bars of the answers given each day. Qt Charts is not part of
PySide6-Essentials, and a chart this size does not need it.

Lines never rely on colour alone: each level has its own marker shape and each quiz kind its
own line style (solid, dashed), and the legend shows both. Where the points go, the grid, the
lines, the legend and the tooltips' lookup come from :class:`..shared.chart.PercentChart`,
shared with the look-ahead's chart, so the charts look alike; this module adds the days, the
bars and their count axis.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QWidget

from ..shared.chart import ChartLine, PercentChart

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


class AccuracyChart(PercentChart):
    """Accuracy by day for several series, answers per day as bars behind them. Markers of
    several series that meet (the same accuracy on the same day) stand side by side, so no
    series hides another."""

    MARKER_RADIUS = 4.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: tuple[ChartSeries, ...] = ()
        self._per_day: tuple[tuple[int, int], ...] = ()
        self.setMinimumHeight(236)

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

    # --- what differs from the look-ahead's chart: days, bars, the count axis ---

    def span(self) -> tuple[int, int]:
        """The first and the last day on the axis (of the lines and the bars)."""
        days = [d for s in self._series for d, _, _ in s.points] + [d for d, _ in self._per_day]
        return (min(days), max(days)) if days else (0, 0)

    def _lines(self) -> list[ChartLine]:
        return [
            ChartLine(s.label, s.color, s.marker, s.dashed, tuple((d, a) for d, a, _ in s.points))
            for s in self._series
        ]

    def _legend_labels(self) -> list[str]:
        """The series, then the bars."""
        return super()._legend_labels() + ([_bars_label()] if self._per_day else [])

    def _right_margin(self, metrics: QFontMetrics) -> int:
        return metrics.horizontalAdvance(str(self._count_top())) + 14  # the count axis

    def _bottom_margin(self, metrics: QFontMetrics) -> int:
        return metrics.height() + 10  # the days

    def _count_top(self) -> int:
        most = max((n for _, n in self._per_day), default=0)
        if most <= 5:
            return 5
        step = 10 ** int(math.log10(most))
        for m in (1, 2, 5, 10):
            if most <= m * step:
                return m * step
        return most

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

    def _empty_text(self) -> str | None:
        if self._series or self._per_day:
            return None
        return translate(
            "AccuracyChart", "No answers yet: take a quiz and your accuracy per day shows here."
        )

    def _draw_axes(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        """Answers per day: bars behind the lines, with their own axis (right); the days."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._bar_color())
        for rect in self.bars():
            painter.drawRoundedRect(rect, 2, 2)
        painter.setPen(color)
        top = self._count_top()
        for value, y in ((0, plot.bottom()), (top, plot.top())):
            painter.drawText(
                QRectF(plot.right() + 6, y - metrics.height() / 2, 60, metrics.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        self._draw_day_labels(painter, plot, metrics, color)

    def _draw_day_labels(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        first, last = self.span()
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

    def _draw_extra_key(
        self, painter: QPainter, entry: int, x: float, y: float, line: float
    ) -> None:
        """The bars' key (the only entry after the series')."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._bar_color())
        painter.drawRoundedRect(QRectF(x + 6, y - line / 2 + 3, 12, line - 6), 2, 2)

    def _bar_color(self) -> QColor:
        color = QColor(self.palette().highlight().color())
        color.setAlpha(45)
        return color

    def _tooltip(self, line: int, point: int) -> str:
        s = self._series[line]
        d, a, n = s.points[point]
        return translate("AccuracyChart", "{series}, {day}: {pct}% right of {n}").format(
            series=s.label,
            day=day_label(d, translate("AccuracyChart", "M/d")),
            pct=round(100 * a),
            n=n,
        )


def _bars_label() -> str:
    return translate("AccuracyChart", "questions answered (right axis)")


def day_label(ordinal: int, fmt: str) -> str:
    """A day as ``fmt`` says: "M" month, "d" day (e.g. "M/d", "M月d日")."""
    d = date.fromordinal(ordinal)
    out = []
    for ch in fmt:
        out.append(str(d.month) if ch == "M" else str(d.day) if ch == "d" else ch)
    return "".join(out)
