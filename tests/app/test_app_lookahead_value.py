"""The look-ahead's value in the window: the Value column (riichi points, MCR fan), its
sorting, its absence under the general rules, and the sentence when the discard worth most is
not the one that wins most often, in English and Chinese; a 4-shanten hand has its chances and
values (the basic search's reach, with the compiled kernel or without), under riichi and, by
the knitted shapes, under the Chinese Official rules.

Expected numbers come from the core's look-ahead called on its own with the scoring's payoff.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_app_discard_table import click_header, shown_tiles
from test_app_lookahead import cells, type_hand
from test_app_trainer_riichi import analysed

from mjtrainer.core import Hand, LookaheadRequest, Rules, discard_lookahead, shanten
from mjtrainer.core.lookahead import cut_off
from mjtrainer.scoring import Wind, legal_win, win_worth

H = Qt.Orientation.Horizontal
RIICHI = Rules.preset("riichi")
MCR = Rules.preset("mcr")
# 78m waits on 6m-9m (throw 5m); 57m keeps the dora 5m (indicator 4m) on a kanchan (throw 8m).
DORA = "123m456p789s11z578m"
M4, M5, M8 = 3, 4, 7


def core_values(rules: Rules, dora: tuple[int, ...], text: str = DORA) -> dict[int, float | None]:
    hand = Hand.parse(text)
    seen = list(dora)
    worth = win_worth(rules, Wind.SOUTH, Wind.EAST, dora, hand=hand, seen=seen)
    legal = legal_win(rules, Wind.SOUTH, Wind.EAST)
    ask = LookaheadRequest(rules, seen, 1, False, legal, worth=worth)
    return {a.discard: a.exp_value for a in discard_lookahead(hand, ask)}


def titles(table) -> list[str]:
    model = table.model()
    shown = [i for i in range(model.columnCount()) if not table.isColumnHidden(i)]
    return [model.headerData(i, H) for i in shown]


def riichi_window(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_situation("seat_wind", "S")
    type_hand(qtbot, window, DORA)
    window.controller.add_dora(M4)


def test_the_value_column_shows_points_and_sorts_by_them(window, qtbot):
    riichi_window(window, qtbot)
    table = window.trainer.results.discard_table
    assert titles(table)[-4:] == ["Tenpai %", "Win %", "Value", "Round EV"]
    want = core_values(RIICHI, (M4,))
    assert want[M8] > want[M5] > 0
    # A discard left ready shows its dama and riichi rows each with its own play's worth (the
    # decision room's riichi rows); every other row the look-ahead's value.
    found = analysed(window)
    assert found.riichi_rows is not None
    plays = dict(zip((o.discard for o in found.report.discards), found.riichi_rows, strict=True))
    expected = []
    for r in table.rows():
        t, declared = r.option.tile, r.option.riichi
        worth = want[t]
        if declared is not None:
            play = plays[t]
            assert play is not None
            worth = play.riichi_value if declared else play.dama_value
        expected.append("—" if worth is None else f"{worth:,.0f}")
    assert cells(table, "value") == expected
    # A discard left ready shows twice, dama and riichi (issue 27 §1): the tiles in order.
    click_header(qtbot, table, "value")  # worth most first
    assert list(dict.fromkeys(shown_tiles(table)))[:2] == [M8, M5]
    click_header(qtbot, table, "win")
    assert list(dict.fromkeys(shown_tiles(table)))[:2] == [M5, M8]
    col = [c.key for c in table.model_columns()].index("value")
    tip = table.model().headerData(col, H, Qt.ItemDataRole.ToolTipRole)
    assert "ura dora" in tip
    # The expected value, not the average win (issue 29 §1.10): said in both languages.
    assert "expected value" in tip and "win chance × the average win" in tip
    assert "on average" not in tip
    window.settings.set_language("zh_CN")
    tip = table.model().headerData(col, H, Qt.ItemDataRole.ToolTipRole)
    assert "期望值" in tip and "和牌率 × 平均" in tip and "平均价值" not in tip


def test_the_sentence_when_the_best_by_value_is_not_the_best_by_chance(window, qtbot):
    riichi_window(window, qtbot)
    panel = window.trainer.results.lookahead
    want = core_values(RIICHI, (M4,))
    high, low = f"{want[M8]:,.0f}", f"{want[M5]:,.0f}"
    sentence = (
        f"5 characters wins more often, but 8 characters is worth more: {high} points "
        f"against {low}."
    )
    assert panel.sentence.isVisible()
    assert sentence in panel.sentence.text().splitlines()
    window.settings.set_language("zh_CN")
    chinese = f"打五万和牌更多，但打八万得点更高：{high}点对{low}点。"
    qtbot.waitUntil(lambda: chinese in panel.sentence.text().splitlines())
    assert "期望值" in titles(window.trainer.results.discard_table)
    window.settings.set_language("en")
    qtbot.waitUntil(lambda: sentence in panel.sentence.text().splitlines())


def test_equal_chances_win_as_often_in_the_sentence(window, qtbot):
    """Throwing the red five or 2s wins exactly as often: the sentence says so, not that the
    first (by tile order) wins more often."""
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, "12306m456p2378s11z")
    panel = window.trainer.results.lookahead
    lines = panel.sentence.text().splitlines()
    said = [line for line in lines if "worth more" in line]
    assert len(said) == 1
    assert said[0].startswith("red 5 characters and 2 bamboo win as often, but 2 bamboo is")
    window.settings.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: "和牌率相同" in panel.sentence.text())
    finally:
        window.settings.set_language("en")


def test_under_mcr_the_value_is_fan(window, qtbot):
    window.settings.set_rules(MCR)
    window.controller.set_situation("seat_wind", "S")
    type_hand(qtbot, window, DORA)
    table = window.trainer.results.discard_table
    want = core_values(MCR, ())
    shown = cells(table, "value")
    rows = shown_tiles(table)
    assert shown[rows.index(M5)] == f"{want[M5]:.1f} fan" and want[M5] > 0


def test_no_value_column_under_the_general_rules(window, qtbot):
    window.settings.set_rules(Rules.preset("general"))
    type_hand(qtbot, window, DORA)
    table = window.trainer.results.discard_table
    assert "Value" not in titles(table)
    assert titles(table)[-2:] == ["Tenpai %", "Win %"]
    assert all(d.value is None for d in window.controller.result.discards)


def test_a_thirteen_tile_hand_says_its_value(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, "123m456p789s1122z")
    one = window.controller.result.lookahead.hand
    assert one.value is not None and one.value > 0 and one.value_unit == "points"
    line = window.trainer.results.lookahead.hand_line.text()
    assert line.endswith(f", worth {one.value:,.0f} points on average.")
    window.settings.set_rules(Rules.preset("general"))
    line = window.trainer.results.lookahead.hand_line.text()
    assert "worth" not in line and window.controller.result.lookahead.hand.value is None


# 4-shanten: at the basic search's cut-off, on either path, with the value too; under mcr by
# 全不靠 (5 by the standard shape): the knitted shapes are searched too.
FAR = "1357m2468p159s123z"
FAR_MCR = "6m3779p12467s1267z"


@pytest.mark.parametrize(
    "rules, text, shown",
    [(RIICHI, FAR, lambda v: f"{v:,.0f}"), (MCR, FAR_MCR, lambda v: f"{v:.1f} fan")],
)
def test_a_four_shanten_hand_shows_its_chances_and_values(window, qtbot, rules, text, shown):
    window.settings.set_rules(rules)
    window.controller.set_situation("seat_wind", "S")
    type_hand(qtbot, window, text)
    hand = Hand.parse(text)
    table = window.trainer.results.discard_table
    rows = shown_tiles(table)
    values, wins = cells(table, "value"), cells(table, "win")
    assert shanten(hand, rules) == cut_off() == 4
    want = core_values(rules, (), text)
    searched = [i for i, t in enumerate(rows) if want[t] is not None]
    assert len(searched) >= 4
    for i in searched:
        assert values[i] == shown(want[rows[i]]) and wins[i].endswith("%")
    assert any(want[rows[i]] for i in searched)
