"""The discard table against a riichi (issue 29 §2.1): the Against riichi column as wide as the
categories it shows (it was as wide as every category with every kabe on one line, ~230 px of
blank at 1366 px), a kabe under its category; and when not every column fits, the effective
tiles on one line past the columns in view (wrapped out of sight, they made rows ~150 px tall
with nothing visible in them)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from test_app_discard_table import OPTIONS
from test_app_round_ev import riichi_push

from mjtrainer.app.shared import defence_words
from mjtrainer.app.shared.discards import MARGIN_X, MARGIN_Y, DiscardTable
from mjtrainer.app.shared.viewmodel import DangerView
from mjtrainer.words.languages import codes

# One danger a row: a kabe under one of them, and the widest name of all (an honour with every
# copy in view) under none, so the column's width is set by what is shown.
DANGERS = (
    DangerView(0.0, "genbutsu"),
    DangerView(0.06, "non-suji", "one-chance"),
    DangerView(0.03, "suji"),
    DangerView(0.05, "half-suji"),
)


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def keys(table: DiscardTable) -> list[str]:
    return [c.key for c in table.model_columns()]


def danger_width_is_its_content(table: DiscardTable) -> None:
    """The Against riichi column: every line of its cells fits, and it is no wider than its
    widest line or its header (without a sort arrow) needs."""
    fm = QFontMetrics(table.font())
    lines = [
        defence_words.name(key)
        for o in table.options()
        if o.danger is not None
        for key in (o.danger.category, o.danger.kabe)
        if key
    ]
    widest = max(fm.horizontalAdvance(t) for t in lines)
    header = table.horizontalHeader()
    column = keys(table).index("danger")
    header.setSortIndicatorShown(False)
    title = header.sectionSizeHint(column)
    header.setSortIndicatorShown(True)
    width = table.columnWidth(column)
    assert width >= widest + 2 * MARGIN_X, (width, widest)
    assert width <= max(title, widest + 2 * MARGIN_X + 1), (width, title, widest)


def rows_no_taller_than_their_content(table: DiscardTable) -> None:
    """Each row as tall as its discarded tile, its texts (two lines under a kabe) or one line
    of its effective tiles (each with its "×N"), whichever is the tallest, and no taller."""
    fm = QFontMetrics(table.font())
    for n, row in enumerate(table.rows()):
        tops = {table.effective_rect(n, i).top() for i in range(len(row.option.effective))}
        assert len(tops) <= 1, (n, len(tops))
        small = table.effective_rect(n, 0).height() if row.option.effective else 0
        lines = 2 if row.option.danger is not None and row.option.danger.kabe else 1
        text = fm.height() + (lines - 1) * fm.lineSpacing()
        content = max(table.tile_rect(n).height() + 2, small, text + 2 * MARGIN_Y)
        assert row.rect.height() <= content + 2 * MARGIN_Y, (n, row.rect.height(), content)


def test_the_danger_column_is_as_wide_as_the_categories_shown(qtbot):
    table = DiscardTable()
    qtbot.addWidget(table)
    table.set_options(OPTIONS)  # no riichi first: the column hidden
    assert table.isColumnHidden(keys(table).index("danger"))
    table.set_options(
        tuple(dataclasses.replace(o, danger=d) for o, d in zip(OPTIONS, DANGERS, strict=True))
    )
    table.resize(300, 400)
    table.show()
    qtbot.waitExposed(table)
    settle()
    danger_width_is_its_content(table)
    # The kabe goes under its category: the two on one line would not fit the column.
    kabe = DANGERS[1]
    one_line = QFontMetrics(table.font()).horizontalAdvance(defence_words.category_text(kabe))
    assert table.columnWidth(keys(table).index("danger")) < one_line
    # A screen reader still reads the two as one text.
    row = next(n for n in range(table.row_count()) if table.shown_row(n).option.danger == kabe)
    cell = table.model().index(row, keys(table).index("danger"))
    assert cell.data() == defence_words.category_text(kabe) == "non-suji · one-chance"
    # Another hand's wider category widens the column.
    dead = DangerView(0.0, "honour-dead")
    table.set_options((dataclasses.replace(OPTIONS[0], danger=dead),))
    settle()
    danger_width_is_its_content(table)


def test_narrow_rows_keep_their_effective_tiles_on_one_line_and_scroll_to_them(qtbot):
    table = DiscardTable()
    qtbot.addWidget(table)
    table.set_options(
        tuple(dataclasses.replace(o, danger=d) for o, d in zip(OPTIONS, DANGERS, strict=True))
    )
    table.resize(300, 400)
    table.show()
    qtbot.waitExposed(table)
    settle()
    assert table.is_narrow_order()
    assert max(len(o.effective) for o in table.options()) == 20
    rows_no_taller_than_their_content(table)
    # Scrolled to the end, a row's last effective tile is in view.
    bar = table.horizontalScrollBar()
    bar.setValue(bar.maximum())
    settle()
    n = next(i for i, r in enumerate(table.rows()) if len(r.option.effective) == 20)
    assert table.viewport().rect().contains(table.effective_rect(n, 19))


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
@pytest.mark.parametrize("language", codes())
def test_against_a_riichi_the_defence_columns_are_in_view_and_rows_short(
    window, qtbot, language, size
):
    window.settings.set_language(language)
    window.resize(*size)
    riichi_push(window, qtbot)
    table = window.trainer.results.discard_table
    c = window.controller
    qtbot.waitUntil(lambda: not c.busy and c.result.lookahead is not None, timeout=60000)
    settle()
    assert table.horizontalScrollBar().value() == 0
    header = table.horizontalHeader()
    in_view = ["deal-in", "round-ev", "danger"]
    if size[0] > 1024:  # a laptop's screen: the chances and the value too
        in_view += ["tenpai", "win", "value"]
    for key in in_view:
        i = keys(table).index(key)
        right = header.sectionViewportPosition(i) + header.sectionSize(i)
        assert 0 < right <= table.viewport().width(), (key, right, table.viewport().width())
    danger_width_is_its_content(table)
    assert table.is_narrow_order()  # at these sizes not every column fits
    rows_no_taller_than_their_content(table)
