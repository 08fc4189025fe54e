"""The look-ahead's chart: the chance of having won (or been ready) by each draw to the last,
one line per discard (the three that win most often) or for a 13-tile hand itself.

It is the picture the 何切る simulators draw, drawn like the progress chart: the same
percentage grid, lines, markers (set side by side where lines meet), legend and tooltips, from
:class:`..shared.chart.PercentChart`; this module adds the draws.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QWidget

from ..shared.chart import ChartLine, PercentChart

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


class ChanceChart(PercentChart):
    """The chance by draw of a few lines, 0–100 %, the draws along the bottom."""

    MARKER_RADIUS = 4.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._curves: tuple[Curve, ...] = ()
        self.setMinimumHeight(200)

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

    # --- what differs from the progress page's chart: the draws ---

    def span(self) -> tuple[int, int]:
        """The first and the last draw on the axis."""
        firsts = [c.first_draw for c in self._curves]
        lasts = [c.first_draw + len(c.values) - 1 for c in self._curves]
        return (min(firsts), max(lasts)) if firsts else (1, 1)

    def _lines(self) -> list[ChartLine]:
        return [ChartLine(c.label, c.color, c.marker, c.dashed, c.points()) for c in self._curves]

    def _right_margin(self, metrics: QFontMetrics) -> int:
        return 14

    def _bottom_margin(self, metrics: QFontMetrics) -> int:
        return 2 * metrics.height() + 10  # the draw numbers and the axis's name

    def _empty_text(self) -> str | None:
        if self._curves:
            return None
        return translate("ChanceChart", "No chances to draw: the search did not reach the hand.")

    def _draw_axes(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        """The draw numbers under the plot (as many as fit, always the last), and the axis's
        name under them."""
        first, last = self.span()
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

    def _tooltip(self, line: int, point: int) -> str:
        c = self._curves[line]
        draw, chance = c.points()[point]
        return translate("ChanceChart", "{line}: {pct} by draw {draw}").format(
            line=c.label, pct=f"{100 * chance:.1f}%", draw=draw
        )
