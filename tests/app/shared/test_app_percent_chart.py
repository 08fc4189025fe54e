"""The geometry the accuracy, games and look-ahead charts share (``PercentChart``), read
through a chart of its own: the plot's edges follow the margins a chart asks for and the
legend's rows, the steps' slots split the plot evenly, 0 and 100 % are its bottom and top,
lines that meet stand side by side, the tooltip names the point under the mouse, and a chart's
own left axis labels the grid. The pages' own tests compare points with ``x_of``/``y_of``,
which read the same ``plot_rect``: a fault in it would move both alike and pass there."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetrics, QPainter

from mjtrainer.app.shared import chart as chart_module
from mjtrainer.app.shared.chart import ChartLine, PercentChart

RIGHT, BOTTOM = 23, 31


class Chart(PercentChart):
    """A chart of draws 3 to 7 with the lines it is given, an odd margin each side."""

    def __init__(self, lines: list[ChartLine]) -> None:
        super().__init__()
        self.lines = lines

    def span(self) -> tuple[int, int]:
        return 3, 7

    def _lines(self) -> list[ChartLine]:
        return self.lines

    def _right_margin(self, metrics: QFontMetrics) -> int:
        return RIGHT

    def _bottom_margin(self, metrics: QFontMetrics) -> int:
        return BOTTOM

    def _empty_text(self) -> str | None:
        return None if self.lines else "nothing"

    def _draw_axes(
        self, painter: QPainter, plot: QRectF, metrics: QFontMetrics, color: QColor
    ) -> None:
        pass

    def _tooltip(self, line: int, point: int) -> str:
        return f"{self.lines[line].label} #{point}"


def line(label: str, i: int, points: tuple[tuple[int, float], ...]) -> ChartLine:
    return ChartLine(label, i, i, False, points)


def make(qtbot, lines: list[ChartLine]) -> Chart:
    chart = Chart(lines)
    qtbot.addWidget(chart)
    chart.resize(500, 260)
    return chart


def test_the_plot_sits_inside_the_margins_and_under_the_legend(qtbot):
    one = make(qtbot, [line("a", 0, ((3, 0.5),))])
    metrics = QFontMetrics(one.font())
    plot = one.plot_rect()
    assert plot.left() == metrics.horizontalAdvance("100%") + 12
    assert plot.right() == 500 - RIGHT
    assert plot.bottom() == 260 - BOTTOM
    assert plot.top() == metrics.height() + 4 + metrics.height() // 2 + 8  # one legend row
    # Labels too wide for one row: the legend takes two or more and the plot starts lower.
    wide = make(qtbot, [line(f"a long label, number {i}", i, ((3, 0.5),)) for i in range(6)])
    rows = round((wide.plot_rect().top() - plot.top()) / (metrics.height() + 4)) + 1
    assert rows >= 2 and wide.plot_rect().bottom() == plot.bottom()


def test_each_step_has_an_equal_slot_and_shares_span_the_height(qtbot):
    chart = make(qtbot, [line("a", 0, ((3, 0.5),))])
    plot = chart.plot_rect()
    slot = plot.width() / 5  # draws 3 to 7
    assert [chart.x_of(d) for d in range(3, 8)] == [
        plot.left() + (k + 0.5) * slot for k in range(5)
    ]
    assert chart.y_of(0.0) == plot.bottom() and chart.y_of(1.0) == plot.top()
    assert chart.y_of(0.25) == plot.bottom() - plot.height() / 4


def test_lines_that_meet_stand_side_by_side_and_the_tooltip_finds_each(qtbot):
    lines = [
        line("a", 0, ((3, 0.5), (4, 0.2))),
        line("b", 1, ((3, 0.5), (4, 0.9))),
        line("c", 2, ((3, 0.5),)),
    ]
    chart = make(qtbot, lines)
    points = chart.points()
    assert list(points) == ["a", "b", "c"]
    met = [points[label][0] for label in "abc"]
    for p, q in itertools.combinations(met, 2):
        assert (p - q).manhattanLength() >= 2 * chart.MARKER_RADIUS
    assert {p.y() for p in met} == {chart.y_of(0.5)}
    assert [p.x() for p in met] == sorted(p.x() for p in met)  # in the lines' order
    assert abs(sum(p.x() for p in met) / 3 - chart.x_of(3)) < 1e-9
    # Apart, each point keeps its place.
    assert points["a"][1] == QPointF(chart.x_of(4), chart.y_of(0.2))
    assert points["b"][1] == QPointF(chart.x_of(4), chart.y_of(0.9))
    for label, pts in points.items():
        for k, p in enumerate(pts):
            assert chart.tooltip_at(p) == f"{label} #{k}"
    assert chart.tooltip_at(QPointF(1, 1)) == ""


def test_the_legend_draws_a_chart_s_extra_entries_with_their_own_key(qtbot):
    """Entries after the lines' (the accuracy chart's bars) get the chart's key and label."""

    class WithExtra(Chart):
        drawn: list[tuple[int, float]]

        def _legend_labels(self) -> list[str]:
            return super()._legend_labels() + ["extra"]

        def _draw_extra_key(
            self, painter: QPainter, entry: int, x: float, y: float, line: float
        ) -> None:
            self.drawn.append((entry, x))

    chart = WithExtra([line("a", 0, ((3, 0.5),))])
    qtbot.addWidget(chart)
    chart.drawn = []
    chart.resize(500, 260)
    chart.grab()
    assert [entry for entry, _ in chart.drawn] == [0]
    assert chart.drawn[0][1] > chart.plot_rect().left()  # after the line's entry


def test_a_chart_s_own_left_axis_labels_the_grid_and_sets_where_the_plot_begins(qtbot, monkeypatch):
    """A left axis that reads something other than the percentage (the games chart's points)
    labels each grid line, from the bottom up, right-aligned before the plot; its widest label,
    at the top, sets the room left of the plot."""

    class Recording(QPainter):
        texts: list[tuple[QRectF, str]] = []

        def drawText(self, *args: object) -> None:  # noqa: N802 (Qt's name)
            if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
                Recording.texts.append((args[0], args[2]))
            super().drawText(*args)  # type: ignore[call-overload]

    class Counts(Chart):
        def _left_label(self, pct: int) -> str:
            return f"{pct * 400:,}"

    monkeypatch.setattr(chart_module, "QPainter", Recording)

    def left_labels(chart: Chart) -> list[str]:
        Recording.texts = []
        chart.grab()
        plot = chart.plot_rect()
        return [text for rect, text in Recording.texts if rect.right() == plot.left() - 6]

    percent = make(qtbot, [line("a", 0, ((3, 0.5),))])
    assert left_labels(percent) == ["0%", "25%", "50%", "75%", "100%"]
    counts = Counts([line("a", 0, ((3, 0.5),))])
    qtbot.addWidget(counts)
    counts.resize(500, 260)
    assert left_labels(counts) == ["0", "10,000", "20,000", "30,000", "40,000"]
    metrics = QFontMetrics(counts.font())
    assert counts.plot_rect().left() == metrics.horizontalAdvance("40,000") + 12
    assert counts.plot_rect().right() == percent.plot_rect().right()
