"""The discard table (Qt model/view: rows, clicks, keys, hover, tooltips, sorting by header,
wrapping, more columns) and the waits (a tile flow)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from mjtrainer.app.quiz.discard_columns import QUIZ_COLUMNS
from mjtrainer.app.shared import i18n, tileart
from mjtrainer.app.shared.discards import (
    ROW_ROLE,
    TOTAL,
    TRAINER_COLUMNS,
    Column,
    DiscardModel,
    DiscardSort,
    DiscardTable,
    Row,
)
from mjtrainer.app.shared.viewmodel import DiscardView, WaitView
from mjtrainer.app.trainer.views import WaitsView
from mjtrainer.core.kinds import MPSZ

LEFT = Qt.MouseButton.LeftButton

OPTIONS = (
    DiscardView(29, 1, ((0, 4), (1, 3), (27, 2)), 9, best=True),
    DiscardView(27, 1, ((0, 4), (1, 3), (28, 2)), 9, best=True),
    DiscardView(13, 2, tuple((t, 4) for t in range(20)), 80),
    DiscardView(5, 2, ((9, 1),), 1),
)


def make_table(qtbot, width: int = 600, **kwargs) -> DiscardTable:
    table = DiscardTable(**kwargs)
    qtbot.addWidget(table)
    table.set_options(OPTIONS)
    table.resize(width, 10)
    table.show()
    qtbot.waitExposed(table)
    table.resize(width, table.sizeHint().height())
    qtbot.waitUntil(lambda: table.height() == table.sizeHint().height())
    return table


def shown_tiles(table: DiscardTable) -> list[int]:
    return [r.option.tile for r in table.rows()]


def click_header(qtbot, table: DiscardTable, key: str) -> None:
    header = table.horizontalHeader()
    section = [c.key for c in table.model_columns()].index(key)
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    qtbot.mouseClick(header.viewport(), LEFT, pos=QPoint(x, header.height() // 2))


def test_rows_best_first_and_lit(qtbot):
    table = make_table(qtbot)
    rows = table.rows()
    assert [r.option for r in rows] == list(OPTIONS)
    assert [r.best for r in rows] == [True, True, False, False]
    # Rows stack without gaps, and the table is exactly as tall as header and rows.
    assert rows[0].rect.top() == 0
    for a, b in zip(rows, rows[1:], strict=False):
        assert b.rect.top() == a.rect.bottom() + 1
    assert rows[-1].rect.bottom() + 1 == table.viewport().height()
    assert table.height() == table.horizontalHeader().height() + rows[-1].rect.bottom() + 1


def test_long_effective_lists_wrap_and_make_the_row_taller(qtbot):
    wide = make_table(qtbot, 900)
    # Every column in view but the effective tiles' narrower than their one line (narrower
    # than every column needs, the tiles go on one line, scrolled to).
    narrow = make_table(qtbot, 600)
    assert not narrow.is_narrow_order()
    assert narrow.row_rect(2).height() > wide.row_rect(2).height()
    assert narrow.row_rect(3).height() == wide.row_rect(3).height()
    last = narrow.effective_rect(2, 19)
    assert narrow.row_rect(2).contains(last)
    total = [c.key for c in narrow.model_columns()].index("total")
    assert last.right() < narrow.horizontalHeader().sectionViewportPosition(total)
    # Every small tile of a row has its own place.
    rects = [narrow.effective_rect(2, i) for i in range(20)]
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_a_click_anywhere_on_a_row_discards_its_tile(qtbot):
    table = make_table(qtbot)
    got: list[int] = []
    table.discardRequested.connect(got.append)
    view = table.viewport()
    for i, row in enumerate(table.rows()):
        qtbot.mouseClick(view, LEFT, pos=row.rect.center())
        qtbot.mouseClick(view, LEFT, pos=row.tile_rect().center())
        qtbot.mouseClick(view, LEFT, pos=row.effective_rect(0).center())
        qtbot.mouseClick(view, LEFT, pos=QPoint(row.rect.right() - 3, row.rect.center().y()))
        assert got[-4:] == [OPTIONS[i].tile] * 4
    # Pressed on one row and released on another, or the right button: nothing.
    n = len(got)
    qtbot.mousePress(view, LEFT, pos=table.row_rect(0).center())
    qtbot.mouseRelease(view, LEFT, pos=table.row_rect(2).center())
    qtbot.mouseClick(view, Qt.MouseButton.RightButton, pos=table.row_rect(1).center())
    assert len(got) == n


def test_hover_follows_the_mouse(qtbot):
    table = make_table(qtbot)
    qtbot.mouseMove(table.viewport(), table.row_rect(2).center())
    qtbot.waitUntil(lambda: table.lit_row() == 2)
    qtbot.mouseMove(table.viewport(), table.row_rect(0).center())
    qtbot.waitUntil(lambda: table.lit_row() == 0)


def test_a_table_hidden_under_the_mouse_comes_back_with_no_stale_ring(qtbot):
    """Issue 19 §4.7: a discard (or a page switch) hides the table under the mouse with no
    leave event; shown again, the row the mouse had lit must not stay lit over the best row."""
    table = make_table(qtbot)
    qtbot.mouseMove(table.viewport(), table.row_rect(2).center())
    qtbot.waitUntil(lambda: table.lit_row() == 2)
    table.hide()
    table.show()
    qtbot.waitExposed(table)
    assert table.lit_row() == -1


def test_tooltips_name_the_tile_under_the_mouse(qtbot):
    table = make_table(qtbot)
    tip, rect = table.tooltip_at(table.tile_rect(0).center())
    assert tip == i18n.tile_name(29) + " (3z)" and rect == table.tile_rect(0)
    tip, rect = table.tooltip_at(table.effective_rect(0, 2).center())
    assert tip == i18n.tile_name(27) + " (" + MPSZ[27] + ")"
    assert rect == table.effective_rect(0, 2)
    row = table.row_rect(3)
    tip, rect = table.tooltip_at(QPoint(row.right() - 2, row.center().y()))
    assert tip == "Click to discard " + i18n.tile_name(5) and rect == row
    assert table.tooltip_at(QPoint(5, table.viewport().height() + 50)) is None


def test_painted_rows_show_tiles_and_the_best_lit(qtbot):
    table = make_table(qtbot)
    view = table.viewport()
    image = QImage(view.size() * 2, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    view.render(image)
    best, plain = table.row_rect(0), table.row_rect(3)
    lit = image.pixelColor(best.right() - 30, best.center().y() * 2)
    unlit = image.pixelColor(plain.right() - 30, plain.center().y() * 2)
    assert lit != unlit  # the best row's plate is drawn, the others' not
    c = table.tile_rect(3).center() * 2
    assert image.pixelColor(c).alpha() == 255


def test_a_header_click_sorts_and_a_row_click_still_discards_its_tile(qtbot):
    table = make_table(qtbot)
    got: list[int] = []
    table.discardRequested.connect(got.append)
    click_header(qtbot, table, "total")  # most tiles first
    assert [o.total for o in table.shown()] == [80, 9, 9, 1]
    assert table.options() == OPTIONS  # the model keeps the core's order
    qtbot.mouseClick(table.viewport(), LEFT, pos=table.row_rect(0).center())
    assert got == [13]
    click_header(qtbot, table, "total")
    assert [o.total for o in table.shown()] == [1, 9, 9, 80]
    click_header(qtbot, table, "total")  # a third click: best first again
    assert table.shown() == OPTIONS
    click_header(qtbot, table, "discard")
    assert shown_tiles(table) == [5, 13, 27, 29]
    click_header(qtbot, table, "shanten")
    assert shown_tiles(table) == [27, 29, 13, 5]  # ties: more tiles, then tile order
    assert [r.best for r in table.rows()] == [True, True, False, False]


def test_the_lit_row_follows_a_sort(qtbot):
    table = make_table(qtbot)
    click_header(qtbot, table, "discard")
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    got: list[int] = []
    table.discardRequested.connect(got.append)
    qtbot.keyClick(table, Qt.Key.Key_End)
    qtbot.keyClick(table, Qt.Key.Key_Enter)
    assert got == [29]  # the last row shown, whatever the core's order


def test_a_column_is_one_more_entry(qtbot):
    """A new measure is a Column entry: header, text, sort; nothing else changes."""
    many = Column(
        "many",
        lambda: "Many?",
        "text",
        lambda r: "many" if r.option.total > 5 else "few",
        lambda r: r.option.total > 5,
    )
    table = make_table(qtbot, 700, columns=(*TRAINER_COLUMNS, many))
    at = len(TRAINER_COLUMNS)
    assert table.model().columnCount() == at + 1
    assert table.model().headerData(at, Qt.Orientation.Horizontal) == "Many?"
    assert [table.model().index(i, at).data() for i in range(4)] == ["many"] * 3 + ["few"]
    click_header(qtbot, table, "many")
    assert shown_tiles(table) == [5, 29, 27, 13]  # few first; a stable sort keeps the rest


def test_the_read_only_table_marks_and_notes_but_never_discards(qtbot):
    table = DiscardTable(QUIZ_COLUMNS, clickable=False)
    qtbot.addWidget(table)
    table.set_options(OPTIONS, marks=("best", "", "", "extra"), chosen=5)
    table.resize(700, 400)
    table.show()
    qtbot.waitExposed(table)
    got: list[int] = []
    table.discardRequested.connect(got.append)
    qtbot.mouseClick(table.viewport(), LEFT, pos=table.row_rect(3).center())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert got == [] and table.lit_row() == -1
    rows = table.rows()
    assert [r.mark for r in rows] == ["best", "", "", "extra"]
    assert [r.note for r in rows] == ["best", "best", "", "your choice"]
    tip, _ = table.tooltip_at(table.tile_rect(3).center())
    assert tip == i18n.tile_name(5) + " (6m) — ✗ wrong pick"
    row = table.row_rect(2)
    assert table.tooltip_at(QPoint(row.right() - 2, row.center().y())) is None


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
    assert view.kinds()[:2] == ("closed (kanchan)\ndual pung (shanpon)", "two-sided (ryanmen)")
    # Every wait has its own place, inside the widget.
    rects = [view.item_rect(i) for i in range(len(WAITS))]
    for a, b in zip(rects, rects[1:], strict=False):
        assert not a.intersects(b)
    assert all(view.rect().contains(r) for r in rects)


def test_waits_wrap_to_the_width(qtbot):
    # Seven waits, each as wide as "dual pung (shanpon)" on one line: 1000 px hold them.
    wide = make_waits(qtbot, 1000)
    narrow = make_waits(qtbot, 200)
    assert narrow.heightForWidth(200) > wide.heightForWidth(1000)
    assert narrow.item_rect(len(WAITS) - 1).y() > 0 == wide.item_rect(len(WAITS) - 1).y()


def test_waits_tooltips_name_the_tile(qtbot):
    view = make_waits(qtbot)
    tip, rect = view.tooltip_at(view.tile_rect(3).center())
    assert tip == i18n.tile_name(27) + " (1z)" and rect.contains(view.tile_rect(3))
    assert view.tooltip_at(QPoint(view.width() - 1, view.height() - 1)) is None


def test_a_discard_is_picked_from_the_keyboard(window, qtbot):
    window.controller.set_notation("123m456p789s11223z")
    table = window.trainer.results.discard_table
    qtbot.waitUntil(lambda: bool(table.options()))
    second = table.options()[1].tile
    before = window.controller.hand.counts
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    assert table.lit_row() == 0  # focus lights the best row
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.lit_row() == 1
    qtbot.keyClick(table, Qt.Key.Key_Up)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    after = window.controller.hand.counts
    assert after[second] == before[second] - 1 and window.controller.hand.size == 13


def test_the_total_column_keeps_its_place_whatever_the_notes(qtbot):
    """In the quiz explanation the note of a row ("best", "your choice", both) changes from
    question to question; the columns before it must not move."""
    table = make_table(qtbot, width=640, columns=QUIZ_COLUMNS, clickable=False)
    total = next(i for i, c in enumerate(table.model_columns()) if c.key == "total")
    places = set()
    notes = set()
    for chosen in (None, 29, 5):  # no note but "best"; best and chosen; a chosen row apart
        table.set_options(OPTIONS, chosen=chosen)
        notes |= {r.note for r in table.rows()}
        places.add((table.columnViewportPosition(total), table.columnWidth(total)))
    assert {"best", "best · your choice", "your choice"} <= notes
    assert len(places) == 1


def test_an_effective_tile_with_none_left_is_greyed(qtbot):
    """As the trainer's effective tiles and waits are: a kind with no copy left is dimmed,
    in the trainer's table and in the quiz explanation's."""
    options = (DiscardView(29, 1, ((0, 4), (1, 0), (27, 2)), 6, best=True),)
    for columns in (TRAINER_COLUMNS, QUIZ_COLUMNS):
        table = DiscardTable(columns)
        qtbot.addWidget(table)
        table.set_options(options)
        faces = table.effective_faces(0)
        assert [f.tile for f in faces] == [0, 1, 27]
        assert [f.look for f in faces] == [tileart.NORMAL, tileart.DIM, tileart.NORMAL]
        assert [f.caption for f in faces] == ["×4", "×0", "×2"]


def test_a_greyed_effective_tile_is_painted_greyed(qtbot):
    """The same kind, once with copies left and once with none: the two are painted apart."""
    from mjtrainer.app.shared.tiles import TileRole, metrics

    options = (DiscardView(29, 1, ((1, 0),), 0), DiscardView(27, 1, ((1, 3),), 3))
    table = DiscardTable(QUIZ_COLUMNS, clickable=False)
    qtbot.addWidget(table)
    table.set_options(options)
    table.resize(500, table.sizeHint().height())
    table.show()
    qtbot.waitExposed(table)
    image = table.viewport().grab().toImage()
    size = metrics().tile_size(TileRole.SMALL)

    def tile(row: int) -> QImage:
        cell = table.effective_rect(row, 0)
        x = cell.x() + (cell.width() - size.width()) // 2
        return image.copy(x, cell.y(), size.width(), size.height())

    assert tile(0) != tile(1)


def quiz_model() -> DiscardModel:
    model = DiscardModel(QUIZ_COLUMNS)
    model.set_rows([Row(o, mark, o.tile == 13) for o, mark in zip(OPTIONS, "ab  ", strict=True)])
    return model


# pytest-qt's model tester (Qt's QAbstractItemModelTester, which stays attached and checks
# every later change too): indexes, parents, row and column counts, each role's data, headers.


def test_the_discard_model_keeps_qts_model_contract(qtmodeltester):
    model = quiz_model()
    qtmodeltester.check(model)
    model.set_rows([Row(o) for o in OPTIONS[1:]])  # a new hand: a reset, one row fewer
    model.retranslate()
    assert model.rowCount() == 3 and model.columnCount() == len(QUIZ_COLUMNS)


def test_the_discard_sort_keeps_qts_model_contract(qtmodeltester):
    model = quiz_model()
    proxy = DiscardSort()
    proxy.setSourceModel(model)
    proxy.sort(QUIZ_COLUMNS.index(TOTAL), Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy)
    # Most tiles first; a tie goes to the lower tile.
    assert [proxy.index(r, 0).data(ROW_ROLE).option.tile for r in range(4)] == [13, 27, 29, 5]
    model.set_rows([Row(o) for o in OPTIONS[2:]])  # a new hand, still sorted
    assert [proxy.index(r, 0).data(ROW_ROLE).option.tile for r in range(2)] == [13, 5]


def _strip(image: QImage, width: int) -> QImage:
    return image.copy(0, 0, width, image.height())


def test_the_discard_column_stays_in_view_while_the_columns_scroll(qtbot):
    """Issue 29 §2.1: scrolling the table sideways hid the Discard column; it stays at the
    left edge (table and header) while the others scroll under it."""
    table = make_table(qtbot, width=260)
    bar = table.horizontalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    discard = [c.key for c in table.model_columns()].index("discard")
    width = table.columnWidth(discard) - 2  # its right edge: a line where the others pass under
    header = table.horizontalHeader()
    before = _strip(table.viewport().grab().toImage(), width)
    head_before = _strip(header.viewport().grab().toImage(), width)
    tile_before = table.tile_rect(0)
    bar.setValue(bar.maximum())
    assert table.frozen_column() == discard
    assert _strip(table.viewport().grab().toImage(), width) == before
    assert _strip(header.viewport().grab().toImage(), width) == head_before
    assert table.tile_rect(0) == tile_before
    tip = table.tooltip_at(tile_before.center())
    assert tip is not None and tip[0].startswith(i18n.tile_name(OPTIONS[0].tile))
    bar.setValue(0)
    assert table.frozen_column() is None


def test_with_a_riichi_the_danger_comes_right_after_the_discard_when_columns_do_not_fit(qtbot):
    """Issue 29 §2.1: Deal-in % and Against riichi sat past the value, out of view."""
    from mjtrainer.app.shared.viewmodel import DangerView

    danger = DangerView(0.05, "suji", None)
    table = DiscardTable()
    qtbot.addWidget(table)
    table.set_options(tuple(dataclasses.replace(o, danger=danger) for o in OPTIONS))
    table.resize(300, 200)
    table.show()
    qtbot.waitExposed(table)
    keys = [c.key for c in table.model_columns()]
    header = table.horizontalHeader()
    assert table.is_narrow_order() and not header.isSectionHidden(keys.index("deal-in"))
    order = sorted(range(len(keys)), key=header.visualIndex)
    shown = [keys[i] for i in order if not header.isSectionHidden(i)]
    assert shown[:3] == ["discard", "deal-in", "danger"]


def table_in_a_page(qtbot, options):
    """A discard table of ``options`` between two blocks in a page that scrolls."""
    from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

    area = QScrollArea()
    qtbot.addWidget(area)
    body = QWidget()
    column = QVBoxLayout(body)
    above, below = QWidget(), QWidget()
    above.setFixedHeight(300)
    below.setFixedHeight(300)
    table = DiscardTable()
    column.addWidget(above)
    column.addWidget(table)
    column.addWidget(below)
    area.setWidget(body)
    area.setWidgetResizable(True)
    area.resize(400, 300)
    area.show()
    qtbot.waitExposed(area)
    table.set_options(options)
    return area, table


class Wheel:
    """A mouse wheel's steps sent as the system sends them, each ``gap`` ms after the last."""

    def __init__(self) -> None:
        self.now = 10_000

    def turn(self, target, down: bool = True, gap: int = 40) -> None:
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QWheelEvent
        from PySide6.QtWidgets import QApplication

        self.now += gap
        at = QPointF(target.rect().center())
        glob = QPointF(target.mapToGlobal(at.toPoint()))
        delta = QPoint(0, -120 if down else 120)
        e = QWheelEvent(
            at, glob, QPoint(0, 0), delta, Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        e.setTimestamp(self.now)
        QApplication.sendEvent(target, e)


def test_the_wheel_over_the_table_scrolls_its_rows_to_their_end_and_nothing_jumps(qtbot):
    """Issue 29 §2.2: the wheel over the table scrolls the table (not the page, and not the
    page first); at the rows' end the page does not jump on in the same turn of the wheel,
    only in the next one."""
    area, table = table_in_a_page(qtbot, OPTIONS * 3)  # more rows than the page's height
    page, rows = area.verticalScrollBar(), table.verticalScrollBar()
    # Laid out: the table as tall as the page's view lets it be, its rows scrolling inside.
    qtbot.waitUntil(lambda: table.height() == table.sizeHint().height() > 200)
    assert rows.maximum() > 0 and page.maximum() > 0
    page.setValue(page.maximum() // 2)
    start = page.value()
    wheel = Wheel()
    wheel.turn(table.viewport())
    assert rows.value() > 0 and page.value() == start
    steps = 0
    while rows.value() < rows.maximum():
        wheel.turn(table.viewport())
        steps += 1
        assert steps < 100 and page.value() == start
    for _ in range(3):  # the same turn of the wheel goes on past the rows' end
        wheel.turn(table.viewport())
    assert rows.value() == rows.maximum() and page.value() == start
    # A new turn after a pause: the rows can go no further down, so the page scrolls.
    wheel.turn(table.viewport(), gap=1000)
    assert page.value() > start and rows.value() == rows.maximum()
    # Back up: the rows again, from the first step of the new turn.
    wheel.turn(table.viewport(), down=False, gap=1000)
    assert rows.value() < rows.maximum()


def test_the_wheel_over_a_table_with_nothing_to_scroll_scrolls_the_page(qtbot):
    area, table = table_in_a_page(qtbot, OPTIONS[:2])
    page, rows = area.verticalScrollBar(), table.verticalScrollBar()
    qtbot.waitUntil(lambda: table.height() == table.sizeHint().height())
    assert rows.maximum() == 0 and page.maximum() > 0
    Wheel().turn(table.viewport())
    assert page.value() > 0


def test_a_page_scroll_that_brings_the_table_under_the_mouse_goes_on_scrolling_the_page(qtbot):
    area, table = table_in_a_page(qtbot, OPTIONS * 3)
    page, rows = area.verticalScrollBar(), table.verticalScrollBar()
    qtbot.waitUntil(lambda: table.height() == table.sizeHint().height() > 200)
    wheel = Wheel()
    wheel.turn(area.viewport())  # over the page (the block above the table)
    moved = page.value()
    assert moved > 0
    wheel.turn(table.viewport())  # the same turn, the table under the mouse now
    assert page.value() > moved and rows.value() == 0
    wheel.turn(table.viewport(), gap=1000)  # a new turn over the table: its rows
    assert rows.value() > 0
