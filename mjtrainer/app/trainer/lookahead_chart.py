"""The look-ahead's chart: the chance of having won (or been ready) by each draw to the last,
one line per discard (the three that win most often) or for a 13-tile hand itself.

It is the picture the 何切る simulators draw, drawn like the progress chart: the same
percentage grid, lines, markers (set side by side where lines meet), legend and tooltips, from
the helpers of :mod:`.chart`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QHelpEvent, QPainter, QPaintEvent
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
class Curve:
    """One line: its legend label, colour and marker (indices into the chart's), dashed or
    not, and the chance reached by each draw from ``first_draw`` on."""

    label: str
    color: int
    marker: int
    dashed: bool
    first_draw: int
    values: tuple[float, ...]

    def points(self) -> tuple[tuple[int, float], ...]:
        """(draw, chance) of each point."""
        return tuple((self.first_draw + i, v) for i, v in enumerate(self.values))


class ChanceChart(QWidget):
    """The chance by draw of a few lines, 0–100 %, the draws along the bottom."""

    MARKER_RADIUS = 4.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._curves: tuple[Curve, ...] = ()
        self.setMinimumHeight(200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)

    # --- data ---

    def set_curves(self, curves: Sequence[Curve]) -> None:
        """Show ``curves`` (nothing is redone when they are the ones shown)."""
        curves = tuple(c for c in curves if c.values)
        if curves != self._curves:
            self._curves = curves
            self.updateGeometry()
            self.update()

    def curves(self) -> tuple[Curve, ...]:
        """The lines shown."""
        return self._curves

    def sizeHint(self) -> QSize:
        return QSize(520, 230)

    # --- geometry (public for tests: where each point is drawn) ---

    def draws(self) -> tuple[int, int]:
        """The first and the last draw on the axis."""
        firsts = [c.first_draw for c in self._curves]
        lasts = [c.first_draw + len(c.values) - 1 for c in self._curves]
        return (min(firsts), max(lasts)) if firsts else (1, 1)

    def _legend(self, width: int) -> list[list[tuple[int, float]]]:
        return legend_rows([c.label for c in self._curves], QFontMetrics(self.font()), width)

    def plot_rect(self) -> QRectF:
        """The area the lines are drawn in."""
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        left = metrics.horizontalAdvance("100%") + 12
        right = 14
        legend = len(self._legend(self.width() - left)) * (line + 4)
        top = legend + line // 2 + 8
        bottom = 2 * line + 10  # the draw numbers and the axis's name
        return QRectF(
            left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom)
        )

    def _slot(self, plot: QRectF) -> float:
        first, last = self.draws()
        return plot.width() / (last - first + 1)

    def x_of(self, draw: int, plot: QRectF | None = None) -> float:
        """The middle of ``draw``'s slot."""
        plot = plot or self.plot_rect()
        first, _ = self.draws()
        return plot.left() + (draw - first + 0.5) * self._slot(plot)

    def y_of(self, chance: float, plot: QRectF | None = None) -> float:
        """Where ``chance`` (0–1) sits."""
        return percent_y(plot or self.plot_rect(), chance)

    def points(self) -> dict[str, list[QPointF]]:
        """Where each line's markers are drawn, by legend label."""
        places = self._places(self.plot_rect())
        return {c.label: pts for c, pts in zip(self._curves, places, strict=True)}

    def _places(self, plot: QRectF) -> list[list[QPointF]]:
        places = [
            [QPointF(self.x_of(d, plot), self.y_of(v, plot)) for d, v in c.points()]
            for c in self._curves
        ]
        draws = [[d for d, _ in c.points()] for c in self._curves]
        return spread_markers(places, draws, self.MARKER_RADIUS)

    # --- painting ---

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text, faint, dim = chart_colors(self)
        metrics = QFontMetrics(self.font())
        plot = self.plot_rect()
        if not self._curves:
            painter.setPen(dim)
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                translate("ChanceChart", "No chances to draw: the search did not reach the hand."),
            )
            painter.end()
            return
        draw_percent_grid(painter, plot, metrics, faint, dim)
        self._draw_draws(painter, plot, metrics, dim)
        for c, pts in zip(self._curves, self._places(plot), strict=True):
            draw_series(painter, pts, c.color, c.marker, c.dashed, self.MARKER_RADIUS)
        line = metrics.height() + 4
        for r, row in enumerate(self._legend(int(self.width() - plot.left()))):
            y = 4 + r * line + line / 2
            for i, x in row:
                c = self._curves[i]
                x0 = plot.left() + x
                draw_legend_key(painter, x0, y, c.color, c.marker, c.dashed)
                draw_legend_label(painter, x0, y, line, c.label, text)
        painter.end()

    def _draw_draws(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        """The draw numbers under the plot (as many as fit, always the last), and the axis's
        name under them."""
        first, last = self.draws()
        step = max(1, math.ceil((metrics.horizontalAdvance("18") + 10) / self._slot(plot)))
        draws = list(range(first, last + 1, step))
        if draws[-1] != last:
            if (last - draws[-1]) * self._slot(plot) < metrics.horizontalAdvance("18") + 6:
                draws.pop()
            draws.append(last)
        painter.setPen(color)
        y = plot.bottom() + 4
        for d in draws:
            painter.drawText(
                QRectF(self.x_of(d, plot) - 30, y, 60, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(d),
            )
        painter.drawText(
            QRectF(plot.left(), y + metrics.height() + 2, plot.width(), metrics.height()),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            translate("ChanceChart", "draw (18 is the last)"),
        )

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
        """The tooltip of the point at ``pos`` ("" for none)."""
        found = point_at(self._places(self.plot_rect()), pos, self.MARKER_RADIUS)
        if found is None:
            return ""
        c = self._curves[found[0]]
        draw, chance = c.points()[found[1]]
        return translate("ChanceChart", "{line}: {pct} by draw {draw}").format(
            line=c.label, pct=f"{100 * chance:.1f}%", draw=draw
        )
