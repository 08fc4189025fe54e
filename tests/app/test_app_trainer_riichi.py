"""Riichi or dama in the trainer (issue 27 §1): a discard that leaves the closed hand ready
shows twice in the discard table, kept quiet (dama) and with riichi, each with its win %,
value and round EV; of the two, the lit row is the one worth more.

Expected numbers come from :func:`mjtrainer.decision.analyze` called on its own with the
position the window's state describes (not from the window's own rows)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from test_app_lookahead import type_hand

from mjtrainer import decision
from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.discards import chance_text, ev_text, value_text
from mjtrainer.app.trainer.jobs import position_of
from mjtrainer.core import Rules
from mjtrainer.core.kinds import MPSZ

RIICHI = Rules.preset("riichi")
# Throwing East leaves a pinfu-shaped ready hand (1-4-7m); any other discard leaves it
# 1-shanten.
READY = "23456m345p678s99p1z"
TURN = 6


def analysed(window) -> decision.PositionReport:
    """The analysis of the window's position, asked of the decision room on its own."""
    s = window.controller.trainer_state
    p = position_of(s.hand, s.rules, s.seen, s.situation, s.table, s.search.turn)
    return decision.analyze(p)


def rows_by_name(window) -> dict[str, tuple[str, str, str, str]]:
    """Each row of the trainer's table by its Discard cell's text: win %, value, round EV."""
    table = window.trainer.results.discard_table
    keys = [c.key for c in table.model_columns()]
    model = table.model()
    out = {}
    for r in range(table.row_count()):
        cell = [model.data(model.index(r, keys.index(k))) for k in ("win", "value", "round-ev")]
        name = model.data(model.index(r, keys.index("discard")))
        assert name not in out, name
        out[name] = tuple(cell)
    return out


def test_a_ready_discard_shows_a_dama_row_and_a_riichi_row(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, READY)
    window.controller.set_turn(TURN)
    found = analysed(window)
    both = [c for c in found.choices if c.riichi is not None]
    assert [(MPSZ[c.discard], c.riichi) for c in both] == [("1z", False), ("1z", True)]
    want = {}
    assert found.riichi_rows is not None
    plays = dict(zip((o.discard for o in found.report.discards), found.riichi_rows, strict=True))
    for c in found.choices:
        assert c.ahead is not None and c.round_ev is not None
        name = i18n.tile_name(c.discard)
        worth, win = c.ahead.exp_value, c.ahead.win_prob
        if c.riichi is not None:
            name += " · " + ("riichi" if c.riichi else "dama")
            play = plays[c.discard]
            assert play is not None
            worth = play.riichi_value if c.riichi else play.dama_value
            win = play.riichi_win if c.riichi else play.dama_win
        value = "—" if worth is None else value_text(worth, "points")
        want[name] = ("—" if win is None else chance_text(win), value, ev_text(c.round_ev))
    assert rows_by_name(window) == want
    # Each row shows its own play: the riichi's locked wait wins no more often than the quiet
    # hand that may still change (as often here: the quiet hand keeps its wait), but each win
    # is worth more; the one worth more by the round EV is lit (riichi here: a pinfu-only
    # two-sided ready hand at turn 6 riichis).
    play = plays[27]
    assert play is not None and play.dama_win is not None and play.dama_value is not None
    assert play.riichi_win == pytest.approx(play.dama_win)
    assert play.riichi_value / play.riichi_win > play.dama_value / play.dama_win
    dama, riichi = both
    assert riichi.round_ev is not None and dama.round_ev is not None
    assert riichi.round_ev > dama.round_ev
    table = window.trainer.results.discard_table
    lit = [(MPSZ[o.tile], o.riichi) for o in table.options() if o.best]
    assert lit == [("1z", True)]
    # A click on either row throws the tile.
    rows = window.trainer.results.rows()
    assert [r.option.riichi for r in rows[:2]] == [False, True]
    assert rows[1].tile_rect().right() < rows[1].rect.center().x()
    # Beside the tile, the word's tooltip says what each play means; a plain row has none.
    for row, said in ((rows[1], True), (rows[2], False)):
        at = QPoint(rows[1].tile_rect().right() + 12, row.tile_rect().center().y())
        tip = table.tooltip_at(at)
        assert tip is not None and tip[0].startswith("Riichi: one han more") is said, tip


def test_the_labels_in_chinese_and_japanese(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, READY)
    window.controller.set_turn(TURN)
    table = window.trainer.results.discard_table
    model = table.model()
    column = [c.key for c in table.model_columns()].index("discard")
    for language, quiet, declared in (("zh_CN", "默听", "立直"), ("ja", "ダマ", "リーチ")):
        window.settings.set_language(language)
        try:
            names = [model.data(model.index(r, column)) for r in range(2)]
            assert names[0].endswith(quiet) and names[1].endswith(declared), names
        finally:
            window.settings.set_language("en")


def test_general_rules_keep_one_row_a_discard(window, qtbot):
    # No riichi points, no round EV to weigh riichi with: one row a discard.
    type_hand(qtbot, window, READY)
    window.controller.set_turn(TURN)
    table = window.trainer.results.discard_table
    tiles = [o.tile for o in table.options()]
    assert len(tiles) == len(set(tiles)) and all(o.riichi is None for o in table.options())
