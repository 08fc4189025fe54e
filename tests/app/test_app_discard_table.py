"""The discard table and the waits, each painted by one widget: rows, clicks, hover,
tooltips, columns, wrapping."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from mjtrainer.app import i18n
from mjtrainer.app.viewmodel import TILE_CODES, DiscardView, WaitView
from mjtrainer.app.views import DiscardTable, ResultsView, WaitsView

LEFT = Qt.MouseButton.LeftButton

OPTIONS = (
    DiscardView(29, 1, ((0, 4), (1, 3), (27, 2)), 9),
    DiscardView(27, 1, ((0, 4), (1, 3), (28, 2)), 9),
    DiscardView(13, 2, tuple((t, 4) for t in range(20)), 80),
    DiscardView(5, 2, ((9, 1),), 1),
)


def make_table(qtbot, width: int = 600) -> DiscardTable:
    table = DiscardTable()
    qtbot.addWidget(table)
    table.set_options(OPTIONS)
    table.resize(width, table.heightForWidth(width))
    table.show()
    qtbot.waitExposed(table)
    return table


def test_rows_best_first_and_lit(qtbot):
    table = make_table(qtbot)
    rows = table.rows()
    assert [r.option for r in rows] == list(OPTIONS)
    assert [r.best for r in rows] == [True, True, False, False]
    # Rows stack without gaps and fill the widget's height.
    assert rows[0].rect.top() == 0
    for a, b in zip(rows, rows[1:], strict=False):
        assert b.rect.top() == a.rect.bottom() + 1
    assert rows[-1].rect.bottom() + 1 == table.heightForWidth(table.width())


def test_long_effective_lists_wrap_and_make_the_row_taller(qtbot):
    wide = make_table(qtbot, 900)
    narrow = make_table(qtbot, 420)
    assert narrow.row_rect(2).height() > wide.row_rect(2).height()
    assert narrow.row_rect(3).height() == wide.row_rect(3).height()
    last = narrow.effective_rect(2, 19)
    assert narrow.row_rect(2).contains(last)
    assert last.right() < narrow.width() - narrow.total_width()


def test_a_click_anywhere_on_a_row_discards_its_tile(qtbot):
    table = make_table(qtbot)
    got: list[int] = []
    table.clicked.connect(got.append)
    for i, row in enumerate(table.rows()):
        qtbot.mouseClick(table, LEFT, pos=row.rect.center())
        qtbot.mouseClick(table, LEFT, pos=row.tile_rect().center())
        qtbot.mouseClick(table, LEFT, pos=row.effective_rect(0).center())
        assert got[-3:] == [OPTIONS[i].tile] * 3
    # Pressed on one row and released on another: nothing.
    n = len(got)
    qtbot.mousePress(table, LEFT, pos=table.row_rect(0).center())
    qtbot.mouseRelease(table, LEFT, pos=table.row_rect(2).center())
    qtbot.mouseClick(table, Qt.MouseButton.RightButton, pos=table.row_rect(1).center())
    assert len(got) == n


def test_hover_follows_the_mouse(qtbot):
    table = make_table(qtbot)
    qtbot.mouseMove(table, table.row_rect(2).center())
    qtbot.waitUntil(lambda: table.hovered_row() == 2)
    qtbot.mouseMove(table, table.row_rect(0).center())
    qtbot.waitUntil(lambda: table.hovered_row() == 0)


def test_tooltips_name_the_tile_under_the_mouse(qtbot):
    table = make_table(qtbot)
    tip, rect = table.tooltip_at(table.tile_rect(0).center())
    assert tip == i18n.tile_name(29) + " (3z)" and rect == table.tile_rect(0)
    tip, _ = table.tooltip_at(table.effective_rect(0, 2).center())
    assert tip == i18n.tile_name(27) + " (" + TILE_CODES[27] + ")"
    row = table.row_rect(3)
    tip, rect = table.tooltip_at(QPoint(row.right() - 2, row.center().y()))
    assert tip == "Click to discard " + i18n.tile_name(5) and rect == row
    assert table.tooltip_at(QPoint(5, table.height() + 50)) is None


def test_painted_rows_show_tiles_and_text(qtbot):
    table = make_table(qtbot)
    image = QImage(table.size() * 2, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    table.render(image)
    # The best row's background is lit; a tile is drawn where tile_rect says.
    lit = image.pixelColor(table.row_rect(0).right() - 30, table.row_rect(0).center().y() * 2)
    assert lit.alpha() > 0
    c = table.tile_rect(3).center() * 2
    assert image.pixelColor(c).alpha() == 255


def test_header_columns_line_up_with_the_table(qtbot):
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(700, 800)
    view.discard_table.set_options(OPTIONS)
    view._fit_header()
    view.show()
    qtbot.waitExposed(view)
    table = view.discard_table
    assert view._h_total.width() == table.total_width()
    assert view._h_discard.width() >= DiscardTable.tile_width()
    tile = table.mapTo(view, table.tile_rect(0).center())
    header = view._h_discard.geometry()
    assert header.left() <= tile.x() <= header.right()


def make_waits(qtbot, width: int = 500) -> WaitsView:
    view = WaitsView()
    qtbot.addWidget(view)
    view.set_waits(WAITS)
    view.resize(width, view.heightForWidth(width))
    view.show()
    qtbot.waitExposed(view)
    return view


WAITS = tuple(
    WaitView(t, n, ("ryanmen",) if t % 2 else ("kanchan", "shanpon"))
    for t, n in ((0, 3), (3, 0), (9, 4), (27, 2), (28, 1), (31, 4), (33, 0))
)


def test_waits_are_painted_with_counts_and_kinds(qtbot):
    view = make_waits(qtbot)
    assert view.waits() == WAITS
    assert view.captions()[:2] == ("×3 left", "×0 left")
    assert all(k for k in view.kinds())
    # Every wait has its own place, inside the widget.
    rects = [view.item_rect(i) for i in range(len(WAITS))]
    for a, b in zip(rects, rects[1:], strict=False):
        assert not a.intersects(b)
    assert all(view.rect().contains(r) for r in rects)


def test_waits_wrap_to_the_width(qtbot):
    wide = make_waits(qtbot, 900)
    narrow = make_waits(qtbot, 200)
    assert narrow.heightForWidth(200) > wide.heightForWidth(900)
    assert narrow.item_rect(len(WAITS) - 1).y() > 0 == wide.item_rect(len(WAITS) - 1).y()


def test_waits_tooltips_name_the_tile(qtbot):
    view = make_waits(qtbot)
    tip, rect = view.tooltip_at(view.tile_rect(3).center())
    assert tip == i18n.tile_name(27) + " (1z)" and rect.contains(view.tile_rect(3))
    assert view.tooltip_at(QPoint(view.width() - 1, view.height() - 1)) is None


def test_a_discard_is_picked_from_the_keyboard(window, qtbot):
    from PySide6.QtCore import Qt

    window.controller.set_notation("123m456p789s11223z")
    table = window.trainer.results.discard_table
    qtbot.waitUntil(lambda: bool(table.options()))
    second = table.options()[1].tile
    before = window.controller.hand.counts
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    assert table.hovered_row() == 0  # focus lights the best row
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.hovered_row() == 1
    qtbot.keyClick(table, Qt.Key.Key_Up)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    after = window.controller.hand.counts
    assert after[second] == before[second] - 1 and window.controller.hand.size == 13
