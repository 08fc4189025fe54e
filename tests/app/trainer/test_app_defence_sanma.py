"""The trainer at a three-player table (issue 28 §4, §5): the deal-in rates are
four-player statistics, so under sanma the Deal-in % header and the cells' tooltips say the
chance is a four-player estimate; at four seats they say nothing of it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_app_defence import K, click
from test_app_lookahead_value import titles

from mjtrainer.core import Rules

TOOLTIP = Qt.ItemDataRole.ToolTipRole
HAND = "9m123p456p789s1123z"  # no 2m–8m: a three-player hand


def riichi_on_the_right(window, qtbot, rules: str) -> None:
    window.settings.set_rules(Rules.preset(rules))
    window.controller.set_notation(HAND)
    page = window.trainer
    table = page.table_view
    click(qtbot, table.mode_buttons[1])
    for name in ("9p", "1z"):
        click(qtbot, page.palette_view.button(K[name]))
    pond = table.ponds[1]
    click(qtbot, pond, pond.rects()[1].center())  # riichi on East
    click(qtbot, table.mode_buttons[3])
    click(qtbot, page.palette_view.button(K["9m"]))


@pytest.mark.parametrize(("rules", "estimate"), [("sanma", True), ("riichi", False)])
def test_the_deal_in_header_says_four_player_estimate_at_three_seats(
    window, qtbot, rules, estimate
):
    riichi_on_the_right(window, qtbot, rules)
    table = window.trainer.results.discard_table
    qtbot.waitUntil(lambda: any(r.option.danger is not None for r in table._model.rows()))
    shown = titles(table)
    deal_in = [t for t in shown if t.startswith("Deal-in %")]
    assert deal_in == ["Deal-in %\n(4-player est.)" if estimate else "Deal-in %"], shown
    model = table.model()
    keys = [c.key for c in table.model_columns()]
    # The column fits its header (the note came after the widths were set: refit, not elided).
    column = keys.index("deal-in")
    assert table.columnWidth(column) >= table._header_widths()[column]
    tip = model.headerData(keys.index("deal-in"), Qt.Orientation.Horizontal, TOOLTIP)
    assert tip.startswith("Four-player estimate") == estimate
    assert all(r.option.danger.estimate == estimate for r in table._model.rows())


def test_the_palette_shows_only_the_tiles_three_players_use(window, qtbot):
    """Issue 28 §5: under sanma the palette hides 2m–8m (and the red 5m); back under riichi
    they show again."""
    palette = window.trainer.palette_view
    window.settings.set_rules(Rules.preset("sanma"))
    qtbot.waitUntil(lambda: not palette.button(K["5m"]).isVisibleTo(palette))
    hidden = [n for n in ("2m", "3m", "4m", "5m", "6m", "7m", "8m")]
    assert not any(palette.button(K[n]).isVisibleTo(palette) for n in hidden)
    assert not palette.button(34).isVisibleTo(palette)  # the red 5m
    assert all(palette.button(K[n]).isVisibleTo(palette) for n in ("1m", "9m", "5p", "1z"))
    window.settings.set_rules(Rules.preset("riichi"))
    qtbot.waitUntil(lambda: palette.button(K["5m"]).isVisibleTo(palette))
    assert all(palette.button(K[n]).isVisibleTo(palette) for n in hidden)
