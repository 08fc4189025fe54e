"""decision.analyze: one position in, the core's report, the look-ahead, what a win is worth and
each discard's danger out, each as the room that owns it computes it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mjtrainer.core import (
    Hand,
    HandError,
    LookaheadCancelled,
    LookaheadRequest,
    Rules,
    SeenTiles,
    analyze_lookahead,
)
from mjtrainer.core import analyze as core_analyze
from mjtrainer.decision import (
    AnalyzeOptions,
    Position,
    analyze,
    at_last_draw,
    figures,
    race,
    win_values,
)
from mjtrainer.defence import Pond, Table, danger, tiles_of
from mjtrainer.scoring import Situation, Wind, legal_win, score, wait_values

RIICHI = Rules.preset("riichi")
MCR = Rules.preset("mcr")
GENERAL = Rules.preset("general")
READY = Hand.parse("123m456p789s1122z")
FOURTEEN = Hand.parse("123m456p789s11234z")
COMPLETE = Hand.parse("234m456p678s22m345s")  # tanyao, pinfu shape
EAST = Situation(0)


def test_without_turn_situation_or_table_it_is_the_cores_report():
    seen = SeenTiles.parse("1z4z")
    r = analyze(Position(FOURTEEN, seen, RIICHI))
    assert r.report == core_analyze(FOURTEEN, RIICHI, "1z4z")
    assert r.ahead is None and r.dangers is None
    assert r.values.score is None and r.values.wait_values is None and r.values.fault is None
    assert [c.option for c in r.choices] == list(r.report.discards)
    assert all(c.ahead is None and c.danger is None for c in r.choices)


def test_seen_text_or_codes_become_the_value():
    assert Position(READY, "1z 0p").seen == SeenTiles.parse("0p1z")
    assert Position(READY, (35, 27)).seen == SeenTiles.parse("0p1z")


def test_a_bad_position_is_the_cores_hand_error():
    with pytest.raises(HandError, match="copies of 1z"):
        analyze(Position(READY, "111z"))
    with pytest.raises(HandError, match="turn 18"):
        analyze(Position(READY, turn=18))


def test_the_look_ahead_is_the_cores_with_the_rules_legality_and_value():
    sit = Situation(0, seat_wind=Wind.SOUTH, dora_indicators=(0,))
    r = analyze(Position(FOURTEEN, "1m", RIICHI, turn=6, situation=sit))
    assert r.ahead is not None
    expected = analyze_lookahead(
        FOURTEEN, LookaheadRequest(RIICHI, "1m", 6, legal=legal_win(RIICHI, Wind.SOUTH))
    )
    assert [a.win_prob for a in r.ahead.discards] == [a.win_prob for a in expected.discards]
    assert all(c.ahead is not None for c in r.choices)
    # the value is on: every searched discard is worth something; off, none is valued
    assert any(a.exp_value for a in r.ahead.discards if a.searched)
    off = analyze(Position(FOURTEEN, "1m", RIICHI, 6, sit), AnalyzeOptions(value=False))
    assert all(a.exp_value is None for a in off.ahead.discards)
    assert [a.win_prob for a in off.ahead.discards] == [a.win_prob for a in expected.discards]


def test_without_a_situation_every_complete_hand_wins_and_nothing_is_valued():
    # an open hand with no yaku: by the rules it never wins on a self-draw without one
    hand = Hand.parse("23m456p789s11z [123s] 5z")
    plain = analyze(Position(hand, rules=RIICHI, turn=3))
    ruled = analyze(Position(hand, rules=RIICHI, turn=3, situation=EAST))
    assert plain.ahead.best().win_prob > ruled.ahead.best().win_prob
    assert all(a.exp_value is None for a in plain.ahead.discards)
    given = analyze(Position(hand, rules=RIICHI, turn=3), AnalyzeOptions(legal=legal_win(RIICHI)))
    assert [a.win_prob for a in given.ahead.discards] == [a.win_prob for a in ruled.ahead.discards]


def test_progress_and_cancel_reach_the_search():
    calls = []
    analyze(
        Position(FOURTEEN, turn=5),
        AnalyzeOptions(progress=lambda done, total: calls.append((done, total))),
    )
    assert calls and calls[-1][0] == calls[-1][1]
    far = Hand.parse("13m46p789s1123456z")  # 3-shanten: a long search
    with pytest.raises(LookaheadCancelled):
        analyze(Position(far, rules=RIICHI, turn=1), AnalyzeOptions(cancel=lambda: True))


def test_a_complete_hand_is_scored_on_its_win_tile_or_on_its_best_one():
    sit = Situation(0, self_drawn=True)
    on = analyze(Position(COMPLETE, rules=RIICHI, situation=sit, win_tile=3))
    assert on.values.score == score(COMPLETE, RIICHI, Situation(3, self_drawn=True))
    best = analyze(Position(COMPLETE, rules=RIICHI, situation=sit)).values.score
    each = [score(COMPLETE, RIICHI, Situation(t, self_drawn=True)) for t in set(COMPLETE.tiles())]
    assert best.points.total == max(s.points.total for s in each)
    # the win tile not in the hand is the scorer's fault, said and not raised
    missing = analyze(Position(COMPLETE, rules=RIICHI, situation=sit, win_tile=27))
    assert missing.values.score is None and missing.values.fault.code == "win-tile-missing"


def test_flags_that_cannot_go_together_are_the_fault_whatever_the_hand():
    sit = Situation(0, ippatsu=True)
    for hand in (COMPLETE, READY):
        v = analyze(Position(hand, rules=RIICHI, situation=sit)).values
        assert v.fault is not None and v.fault.code == "ippatsu-needs-riichi"
        assert v.score is None and v.wait_values is None


def test_a_ready_hand_values_each_wait_as_the_scorer_does():
    sit = Situation(0, seat_wind=Wind.WEST)
    r = analyze(Position(READY, rules=RIICHI, situation=sit))
    tiles = tuple(w.tile for w in r.report.waits)
    assert r.values.wait_values == wait_values(
        READY, RIICHI, tiles, Situation(27, seat_wind=Wind.WEST)
    )
    mcr = analyze(Position(READY, rules=MCR, situation=EAST))
    assert [v.tile for v in mcr.values.wait_values] == [27, 28]


def test_nothing_is_valued_under_the_general_rules_for_a_fragment_or_with_the_value_off():
    assert analyze(Position(READY, situation=EAST)).values.wait_values is None
    assert analyze(Position(Hand.parse("1122z"), rules=RIICHI, situation=EAST)).values == (
        win_values(Hand.parse("1122z"), RIICHI, None)
    )
    off = analyze(Position(READY, rules=RIICHI, situation=EAST), AnalyzeOptions(value=False))
    assert off.values.wait_values is None


def _table(hand: Hand, riichi: bool) -> Table:
    pond = tiles_of("4m1z7s1s")
    return Table(0, hand.codes(), (Pond(2, pond, riichi=1 if riichi else None),))


def test_each_discard_has_its_danger_against_the_table():
    r = analyze(Position(FOURTEEN, "4m1z7s1s", RIICHI, table=_table(FOURTEEN, True)))
    table = _table(FOURTEEN, True)
    assert r.dangers == tuple(danger(table, o.discard) for o in r.report.discards)
    assert [c.danger for c in r.choices] == list(r.dangers)
    by_kind = {c.discard: c.danger for c in r.choices}
    assert by_kind[27].chance == 0.0 < by_kind[12].chance  # 1z genbutsu, 4p not
    calm = analyze(Position(FOURTEEN, "4m1z7s1s", RIICHI, table=_table(FOURTEEN, False)))
    assert calm.dangers == (None,) * len(calm.report.discards)


# --- the round EV (issue 26 §3) -----------------------------------------------------------------

ROUND = Situation(0, seat_wind=Wind.SOUTH, dora_indicators=(0,))


def test_with_no_threat_each_discard_has_its_round_ev_and_there_is_no_fold_line():
    r = analyze(Position(FOURTEEN, "1m", RIICHI, turn=6, situation=ROUND))
    evs = [c.round_ev for c in r.choices]
    assert all(ev is not None for ev in evs)
    assert r.fold is None
    # the race against the others' progress: the best by the chance to win is worth most here,
    # every discard keeping the same danger (none)
    assert r.ahead is not None
    best = r.ahead.best()
    assert best is not None
    top = max(r.choices, key=lambda c: c.round_ev or -1e9)
    assert top.ahead is not None and top.ahead.win_prob == best.win_prob


def test_with_the_value_off_a_win_is_worth_the_published_average():
    valued = analyze(Position(FOURTEEN, "1m", RIICHI, turn=6, situation=ROUND))
    plain = analyze(
        Position(FOURTEEN, "1m", RIICHI, turn=6, situation=ROUND), AnalyzeOptions(value=False)
    )
    assert plain.round_evs is not None and valued.round_evs is not None
    assert plain.round_evs != valued.round_evs
    sure = Position(Hand.parse("123m456p789s11z22z3z"), "", RIICHI, 17, ROUND)  # ready on 1z/2z
    ev = analyze(sure, AnalyzeOptions(value=False)).choices
    best = max(c.round_ev or 0.0 for c in ev)
    # one draw left: the win chance times the closed hand's published average (5,172) and
    # the race's small terms; never more than the average itself
    assert 0 < best < figures.DEAL_IN_RIICHI


def test_without_a_turn_a_situation_or_riichi_scoring_there_is_no_round_ev():
    for position, options in [
        (Position(FOURTEEN, "1m", RIICHI, situation=ROUND), AnalyzeOptions()),
        (Position(FOURTEEN, "1m", RIICHI, turn=6), AnalyzeOptions()),
        (Position(FOURTEEN, "1m", GENERAL, turn=6, situation=ROUND), AnalyzeOptions()),
    ]:
        r = analyze(position, options)
        assert r.round_evs is None and r.fold is None
        assert all(c.round_ev is None for c in r.choices)


def open_table(hand: Hand) -> Table:
    """Seat 2 called twice (white dragons, 888p) and threw 1m 9p 4z 6z; seats 1 and 3 closed."""
    ponds = (
        Pond(1, tiles_of("19m2z3z", "p")),
        Pond(2, tiles_of("1m9p4z6z", "p"), melds=(tiles_of("555z", "m"), tiles_of("888p", "m"))),
        Pond(3, tiles_of("9s1s2z7z", "p")),
    )
    return Table(0, hand.tiles(), ponds, (0,), dealer=3)


def test_an_open_hand_is_a_threat_read_by_its_tenpai_rate_times_the_class_danger():
    hand = Hand.parse("23m456p789s3456s5p9m")
    table = open_table(hand)
    seen = "19m2z3z1m9p4z6z9s1s2z7z555z888p"
    r = analyze(Position(hand, seen, RIICHI, 6, ROUND, table=table))
    assert r.fold is not None and r.round_evs is not None
    assert all(d is None for d in r.dangers or ())  # no riichi: no defence column
    others = race.build(table, ROUND, 6)
    assert [o.threat for o in others.opponents] == [False, True, False]
    assert others.chances(tiles_of("1m", "x")[0])[1] == 0.0  # in its pond: furiten for it
    five = others.chances(tiles_of("5p", "x")[0])
    as_riichi = Table(0, hand.tiles(), (replace(table.ponds[1], riichi=3),), (0,), dealer=3)
    expected = figures.tenpai_rate(2, 4) * danger(as_riichi, 13).chance
    assert five == pytest.approx((0.0, expected, 0.0))
    assert r.fold.tiles[0] not in (13,)  # the fold line does not start with the non-suji 5p


def test_at_the_last_draw_the_round_ev_is_the_deal_in_and_the_draws_payment():
    """No draw left: keeping a ready hand for the exhaustive draw's 3,000 split is weighed
    against the deal-in of the tile that keeps it."""
    hand = Hand.parse("123m456p789s11z23p9m")  # 9m keeps 23p waiting; 2p/3p break it
    ponds = (Pond(1, tiles_of("1z2z3z9p4z5z6z7z", "p"), riichi=2), Pond(2, ()), Pond(3, ()))
    table = Table(0, hand.tiles(), ponds, (), dealer=2)
    found = analyze(Position(hand, "", RIICHI, None, ROUND, table=table))
    assert found.round_evs is None  # no turn: no round EV
    last = at_last_draw(found)
    assert last.round_evs is not None and last.fold is not None
    evs = {c.discard: c.round_ev for c in last.choices}
    ready = evs[8]  # 9m: ready, and 9m is not genbutsu (a risk)
    broken = evs[10]  # 2p: noten
    assert ready is not None and broken is not None and ready > broken
    assert last.fold.to_dict()["tiles"][0] in {"1z"}  # genbutsu first
    assert isinstance(last.fold.to_dict()["ev"], int)


def test_the_fold_line_names_a_red_five_as_held():
    hand = Hand.parse("406m456p789s1z23p99m")  # the hand's one 5m is red
    ponds = (Pond(1, tiles_of("5m1z2z3z9p4z6z7z", "p"), riichi=7),)
    table = Table(0, hand.codes(), ponds, (), dealer=2)
    fold = analyze(Position(hand, "", RIICHI, 8, ROUND, table=table)).fold
    assert fold is not None and fold.to_dict()["tiles"][:2] == ["0m", "1z"]
