"""The chart of reviewed games on the progress page: one point a game, in the order reviewed,
one line a figure — the round EV lost per decision (points, left axis) and the share of
decisions graded best (right axis, 0–100 %) — and, on demand, the EV lost per decision in
each category (left axis). Drawn with the accuracy chart's helpers, so both charts look alike;
lines never rely on colour alone (each has its marker and line style, shown in the legend).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..shared import i18n
from ..shared.chart import (
    chart_colors,
    draw_legend_key,
    draw_legend_label,
    draw_series,
    legend_rows,
    point_at,
    spread_markers,
)
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


class GamesChart(QWidget):
    """The reviewed games' figures, one point a game in the order reviewed."""

    MARKER_RADIUS = 4.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._games: tuple[GamePoint, ...] = ()
        self._lines: tuple[GameLine, ...] = ()
        self._by_category = False
        self.setMinimumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)

    def set_data(self, games: Sequence[GamePoint], by_category: bool) -> None:
        """Show ``games`` (oldest first), the categories' lines too with ``by_category``."""
        self._games = tuple(games)[-CHART_GAMES:]
        self._by_category = by_category
        self.retranslate()

    def retranslate(self) -> None:
        """The lines' labels again, in the current language."""
        lines = game_lines(self._games, self._by_category)
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()
            self.update()

    def lines(self) -> tuple[GameLine, ...]:
        return self._lines

    def sizeHint(self) -> QSize:
        return QSize(560, 250)

    # --- geometry (public for tests: where each point is drawn) ---

    def _top(self) -> float:
        most = max((v for s in self._lines if not s.share for _, v in s.points), default=0.0)
        return nice_top(most)

    def _legend(self, width: int) -> list[list[tuple[int, float]]]:
        return legend_rows([s.label for s in self._lines], QFontMetrics(self.font()), width)

    def plot_rect(self) -> QRectF:
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        left = metrics.horizontalAdvance(f"{self._top():,.0f}") + 12
        right = metrics.horizontalAdvance("100%") + 12
        legend = len(self._legend(self.width() - left)) * (line + 4)
        top = legend + line // 2 + 8
        bottom = line + 10
        return QRectF(
            left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom)
        )

    def _slot(self, plot: QRectF) -> float:
        return plot.width() / max(1, len(self._games))

    def x_of(self, index: int, plot: QRectF) -> float:
        return plot.left() + (index + 0.5) * self._slot(plot)

    def y_of(self, line: GameLine, value: float, plot: QRectF) -> float:
        share = value if line.share else value / self._top()
        return plot.bottom() - max(0.0, min(1.0, share)) * plot.height()

    def points(self) -> dict[str, list[QPointF]]:
        """Where each line's points are drawn, by its key."""
        return {s.key: p for s, p in zip(self._lines, self._places(self.plot_rect()), strict=True)}

    def _places(self, plot: QRectF) -> list[list[QPointF]]:
        places = [
            [QPointF(self.x_of(i, plot), self.y_of(s, v, plot)) for i, v in s.points]
            for s in self._lines
        ]
        keys = [[i for i, _ in s.points] for s in self._lines]
        return spread_markers(places, keys, self.MARKER_RADIUS)

    # --- painting ---

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text, faint, dim = chart_colors(self)
        metrics = QFontMetrics(self.font())
        plot = self.plot_rect()
        top = self._top()
        for k in range(5):
            y = plot.bottom() - k / 4 * plot.height()
            style = Qt.PenStyle.SolidLine if k in (0, 4) else Qt.PenStyle.DotLine
            painter.setPen(QPen(faint, 1, style))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(dim)
            h = metrics.height()
            painter.drawText(
                QRectF(0, y - h / 2, plot.left() - 6, h),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{top * k / 4:,.0f}",
            )
            painter.drawText(
                QRectF(plot.right() + 6, y - h / 2, 60, h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{25 * k}%",
            )
        self._draw_day_labels(painter, plot, metrics)
        for s, pts in zip(self._lines, self._places(plot), strict=True):
            draw_series(painter, pts, s.color, s.marker, s.dashed, self.MARKER_RADIUS)
        line = metrics.height() + 4
        for r, row in enumerate(self._legend(int(self.width() - plot.left()))):
            y = 4 + r * line + line / 2
            for i, x in row:
                s = self._lines[i]
                draw_legend_key(painter, plot.left() + x, y, s.color, s.marker, s.dashed)
                draw_legend_label(painter, plot.left() + x, y, line, s.label, text)
        painter.end()

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
        painter.setPen(chart_colors(self)[2])
        for i in shown:
            painter.drawText(
                QRectF(self.x_of(i, plot) - 60, plot.bottom() + 4, 120, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                day_label(self._games[i].day, fmt),
            )

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            found = point_at(self._places(self.plot_rect()), QPointF(e.pos()), self.MARKER_RADIUS)
            if found is not None:
                s = self._lines[found[0]]
                i, v = s.points[found[1]]
                value = (
                    f"{100 * v:.0f}%"
                    if s.share
                    else translate("ResultsView", "{points} points").format(points=f"{v:,.0f}")
                )
                QToolTip.showText(
                    e.globalPos(),
                    translate("ProgressPage", "{line}, game of {day}: {value}").format(
                        line=s.label,
                        day=day_label(self._games[i].day, translate("AccuracyChart", "M/d")),
                        value=value,
                    ),
                    self,
                )
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)
