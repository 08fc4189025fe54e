"""The progress chart: series that meet stay visible, each marker where its series puts it."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QImage

from mjtrainer.app.progress.accuracy_chart import AccuracyChart, ChartSeries
from mjtrainer.app.shared.chart import COLORS

DAYS = (739000, 739001, 739002, 739003)


def make_chart(qtbot, series) -> AccuracyChart:
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    chart.set_data(series, [(d, 10) for d in DAYS])
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def same(points) -> tuple[tuple[int, float, int], ...]:
    return tuple((d, a, 5) for d, a in zip(DAYS, points, strict=True))


def colour_in(image: QImage, rect: QRect, color: QColor) -> int:
    rgb = color.rgb()
    return sum(
        image.pixel(x, y) == rgb
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def test_series_with_the_same_values_are_all_visible(qtbot):
    """Two series at the same accuracy every day: each draws its own markers, in its own
    colour, where the other cannot cover them."""
    values = (0.5, 0.75, 0.75, 1.0)
    series = [
        ChartSeries("Waits 1", 0, 0, False, same(values)),
        ChartSeries("Waits 2", 1, 1, False, same(values)),
        ChartSeries("Discard 1", 2, 2, True, same(values)),
    ]
    chart = make_chart(qtbot, series)
    points = chart.points()
    r = chart.MARKER_RADIUS
    for day in range(len(DAYS)):
        markers = [points[s.label][day] for s in series]
        for a, b in itertools.combinations(markers, 2):
            assert (a - b).manhattanLength() >= 2 * r, (day, a, b)
        # Spread side by side around the day, at the value's height.
        assert {p.y() for p in markers} == {chart.y_of(values[day])}
        middle = sum(p.x() for p in markers) / len(markers)
        assert abs(middle - chart.x_of(DAYS[day])) < 0.5
    image = chart.grab().toImage()
    plot = chart.plot_rect().toAlignedRect()
    for s in series:
        assert colour_in(image, plot, COLORS[s.color]) > 20, s.label


def test_series_apart_keep_their_places(qtbot):
    series = [
        ChartSeries("Waits 1", 0, 0, False, same((0.25, 0.5, 0.75, 1.0))),
        ChartSeries("Waits 2", 1, 1, False, same((1.0, 0.5, 0.25, 0.0))),
    ]
    chart = make_chart(qtbot, series)
    points = chart.points()
    for s in series:
        for p, (d, a, _) in zip(points[s.label], s.points, strict=True):
            met = any(
                o is not s and any(od == d and oa == a for od, oa, _ in o.points) for o in series
            )
            if not met:
                assert p == QPointF(chart.x_of(d), chart.y_of(a))
    # Day two: both at 50 %: side by side.
    assert points["Waits 1"][1].x() != points["Waits 2"][1].x()
    assert points["Waits 1"][1].y() == points["Waits 2"][1].y()


def test_every_marker_has_its_own_shape(qapp):
    """Each series is told apart by its marker, not by colour: every marker paints a shape of
    its own (the set grew a hexagon when the quiz reached eleven levels)."""
    from PySide6.QtGui import QPainter

    from mjtrainer.app.shared.chart import MARKERS, draw_marker

    shapes = set()
    for m in range(len(MARKERS)):
        image = QImage(40, 40, QImage.Format.Format_RGB32)
        image.fill(QColor(255, 255, 255))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        draw_marker(painter, QPointF(20, 20), m, QColor(0, 0, 0), 12)
        painter.end()
        black = QColor(0, 0, 0).rgb()
        shapes.add(
            frozenset((x, y) for x in range(40) for y in range(40) if image.pixel(x, y) == black)
        )
    assert len(shapes) == len(MARKERS)
