"""The chart of reviewed games on the progress page: one point a game, in the order reviewed,
one line a figure — the round EV lost per decision (points, left axis) and the share of
decisions graded best (right axis, 0–100 %) — and, on demand, the EV lost per decision in
each category (left axis). Lines never rely on colour alone (each has its marker and line
style, shown in the legend). Where the points go, the grid, the lines, the legend and the
tooltips' lookup come from :class:`..shared.chart.PercentChart`, shared with the accuracy chart
and the look-ahead's, so the charts look alike; this module adds the games, the points axis
on the left and the share axis on the right.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QWidget

from ..shared import i18n
from ..shared.chart import GRID_PERCENTS, ChartLine, PercentChart, percent_label, percent_y
from ..shared.viewmodel import GamePoint
from .accuracy_chart import day_label

translate = QCoreApplication.translate  # the name lupdate looks for

# The chart shows at most this many games, the latest.
CHART_GAMES = 40
# The left axis never ends below this many points (a game of small losses stays low).
LEAST_TOP = 100.0
# The categories' lines: colour, marker (the two figures take 0 and 1 of each).
_CATEGORY_STYLE = {
    "efficiency": (2, 2),
    "value": (3, 3),
    "push/fold": (4, 4),
    "riichi": (5, 7),  # a cross: a hexagon at this size reads as the figures' circle
    "call": (6, 6),
}


@dataclass(frozen=True, slots=True)
class GameLine:
    """One line: its key (``"ev"``, ``"agreement"`` or a category), legend label, colour,
    marker, dashed or not, whether it reads on the right (share) axis, and its points
    (game index, value: points, or a share 0–1)."""

    key: str
    label: str
    color: int
    marker: int
    dashed: bool
    share: bool
    points: tuple[tuple[int, float], ...]


def category_label(category: str) -> str:
    """A category's line in the legend: "push or fold, per decision"."""
    return translate("ProgressPage", "{category}, per decision").format(
        category=i18n.review_category(category)
    )


def game_lines(games: Sequence[GamePoint], by_category: bool) -> tuple[GameLine, ...]:
    """The chart's lines of ``games`` (the latest :data:`CHART_GAMES`): the two figures, then
    with ``by_category`` one line a category that any game has (EV lost per decision there)."""
    games = list(games)[-CHART_GAMES:]
    ev = tuple((i, g.ev_per_decision) for i, g in enumerate(games) if g.ev_per_decision is not None)
    agree = tuple((i, g.agreement) for i, g in enumerate(games) if g.agreement is not None)
    lines = [
        GameLine("ev", translate("ProgressPage", "EV lost per decision"), 0, 0, False, False, ev),
        GameLine("agreement", translate("ProgressPage", "best played (right axis)"), 1, 1, True,
                 True, agree),
    ]  # fmt: skip
    if by_category:
        per: dict[str, list[tuple[int, float]]] = {}
        for i, g in enumerate(games):
            for c, n, lost in g.by_category:
                if n:
                    per.setdefault(c, []).append((i, lost / n))
        for c, pts in per.items():
            color, marker = _CATEGORY_STYLE.get(c, (7, 7))
            lines.append(GameLine(c, category_label(c), color, marker, False, False, tuple(pts)))
    return tuple(line for line in lines if line.points)


def nice_top(value: float) -> float:
    """The left axis' top: ``value`` rounded up to 1, 2, 4, 6 or 8 times a power of ten (its
    quarters, the grid's lines, are round too), at least :data:`LEAST_TOP`."""
    if value <= LEAST_TOP:
        return LEAST_TOP
    step = 10 ** math.floor(math.log10(value))
    for m in (1, 2, 4, 6, 8, 10):
        if value <= m * step:
            return m * step
    return value


class GamesChart(PercentChart):
    """The reviewed games' figures, one point a game in the order reviewed. What differs from
    the other percentage charts: the games along the bottom (the day each was reviewed), the
    left axis in points (the share axis on the right), and the tooltips."""

    MARKER_RADIUS = 4.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._games: tuple[GamePoint, ...] = ()
        self._game_lines: tuple[GameLine, ...] = ()
        self._by_category = False
        self.setMinimumHeight(220)

    def set_data(self, games: Sequence[GamePoint], by_category: bool) -> None:
        """Show ``games`` (oldest first), the categories' lines too with ``by_category``."""
        self._games = tuple(games)[-CHART_GAMES:]
        self._by_category = by_category
        self.retranslate()

    def retranslate(self) -> None:
        """The lines' labels again, in the current language."""
        lines = game_lines(self._games, self._by_category)
        if lines != self._game_lines:
            self._game_lines = lines
            self.updateGeometry()
            self.update()

    def lines(self) -> tuple[GameLine, ...]:
        return self._game_lines

    def sizeHint(self) -> QSize:
        return QSize(560, 250)

    # --- what differs: the games, the points axis ---

    def span(self) -> tuple[int, int]:
        """The first and the last game's index."""
        return 0, max(0, len(self._games) - 1)

    def _top(self) -> float:
        most = max((v for s in self._game_lines if not s.share for _, v in s.points), default=0.0)
        return nice_top(most)

    def _lines(self) -> list[ChartLine]:
        """The lines as shares of the plot's height: points as a share of the left axis' top."""
        top = self._top()
        out = []
        for s in self._game_lines:
            shares = tuple((i, v if s.share else v / top) for i, v in s.points)
            points = tuple((i, max(0.0, min(1.0, share))) for i, share in shares)
            out.append(ChartLine(s.label, s.color, s.marker, s.dashed, points))
        return out

    def points(self) -> dict[str, list[QPointF]]:
        """Where each line's points are drawn, by its key."""
        places = self._places(self.plot_rect())
        return {s.key: p for s, p in zip(self._game_lines, places, strict=True)}

    def _left_label(self, pct: int) -> str:
        return f"{self._top() * pct / 100:,.0f}"  # points

    def _right_margin(self, metrics: QFontMetrics) -> int:
        return metrics.horizontalAdvance(percent_label(100)) + 12  # the share axis

    def _bottom_margin(self, metrics: QFontMetrics) -> int:
        return metrics.height() + 10  # the days

    def _empty_text(self) -> str | None:
        return None  # the page hides the chart and says why

    def _draw_axes(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        """The share axis (right), and the day each game was reviewed."""
        painter.setPen(color)
        h = metrics.height()
        for pct in GRID_PERCENTS:
            painter.drawText(
                QRectF(plot.right() + 6, percent_y(plot, pct / 100) - h / 2, 60, h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                percent_label(pct),
            )
        self._draw_day_labels(painter, plot, metrics)

    def _draw_day_labels(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics) -> None:
        """The day each game was reviewed, under it: as many as fit, the first and the last."""
        if not self._games:
            return
        fmt = translate("AccuracyChart", "M/d")
        sample = metrics.horizontalAdvance(day_label(self._games[-1].day, fmt))
        step = max(1, math.ceil((sample + 12) / self._slot(plot)))
        shown = list(range(0, len(self._games), step))
        last = len(self._games) - 1
        if shown[-1] != last and (last - shown[-1]) * self._slot(plot) > sample + 8:
            shown.append(last)
        for i in shown:
            painter.drawText(
                QRectF(self.x_of(i, plot) - 60, plot.bottom() + 4, 120, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                day_label(self._games[i].day, fmt),
            )

    def _tooltip(self, line: int, point: int) -> str:
        s = self._game_lines[line]
        i, v = s.points[point]
        value = (
            f"{100 * v:.0f}%"
            if s.share
            else translate("ResultsView", "{points} points").format(points=f"{v:,.0f}")
        )
        return translate("ProgressPage", "{line}, game of {day}: {value}").format(
            line=s.label,
            day=day_label(self._games[i].day, translate("AccuracyChart", "M/d")),
            value=value,
        )
