"""The report with its look-ahead: the JSON joins the discard table and the look-ahead entry by
entry, and the look-ahead order of discards.

The values joined are checked against the two public functions called on their own; the order
is checked on hand-made entries and, as a property, on the discards of seeded hands.
"""

from __future__ import annotations

import json
import random

import pytest

from mjtrainer.core import (
    DiscardLookahead,
    Hand,
    LookaheadError,
    LookaheadReport,
    LookaheadRequest,
    Rules,
    analyze,
    analyze_lookahead,
    discard_lookahead,
    effective_leaders,
    hand_lookahead,
    lookahead_leader,
    lookahead_leaders,
    rank_discards,
    shape_contrast,
    value_contrast,
    value_leader,
)
from mjtrainer.core.lookahead import TIE, cut_off

from .test_lookahead_reference import near_complete

GENERAL = Rules.preset("general")
RIICHI = Rules.preset("riichi")
REPORT_KEYS = list(analyze(Hand.parse("123m456p789s1122z")).to_dict())
LOOK_KEYS = ["searched", "tenpai_prob", "win_prob", "tenpai_by_turn", "win_by_turn", "exp_value"]


@pytest.mark.parametrize(
    "text, rules, seen, turn, extended",
    [
        ("6777m33379p78s555z", GENERAL, "", 1, False),
        ("6777m33379p78s555z", RIICHI, "8p9s", 9, True),
        ("123m456p789s11223z", GENERAL, "", 17, False),
        ("111222333m11z [789s]", RIICHI, "", 4, False),  # a complete hand has discards too
        ("1m4m7m1p4p7p1s4s7s1z2z3z5z6z", GENERAL, "", 1, False),  # beyond the cut-off
    ],
)
def test_a_fourteen_tile_report_joins_each_discard_with_its_lookahead(
    text, rules, seen, turn, extended
):
    hand = Hand.parse(text)
    got = analyze_lookahead(hand, LookaheadRequest(rules, seen, turn, extended))
    report = analyze(hand, rules, seen)
    ahead = discard_lookahead(hand, LookaheadRequest(rules, seen, turn, extended))
    assert got == LookaheadReport(report, turn, extended, ahead, None, cut_off(extended))
    data = json.loads(json.dumps(got.to_dict()))
    assert list(data) == [*REPORT_KEYS, "turn", "extended"]
    assert (data["turn"], data["extended"]) == (turn, extended)
    assert {k: v for k, v in data.items() if k not in ("turn", "extended", "discards")} == {
        k: v for k, v in report.to_dict().items() if k != "discards"
    }
    assert len(data["discards"]) == len(report.discards) == len(ahead)
    for entry, option, a in zip(data["discards"], report.discards, ahead, strict=True):
        assert list(entry) == [*option.to_dict(), *LOOK_KEYS]
        assert {k: entry[k] for k in option.to_dict()} == option.to_dict()
        assert entry["searched"] is a.searched
        assert entry["win_prob"] == a.win_prob and entry["tenpai_prob"] == a.tenpai_prob
        if a.searched:
            assert entry["win_by_turn"] == list(a.win_by_turn)
            assert len(entry["tenpai_by_turn"]) == 18 - turn
            assert entry["win_by_turn"][-1] == entry["win_prob"]
            assert entry["exp_value"] is None  # no payoff was asked for
        else:
            assert [entry[k] for k in LOOK_KEYS[1:]] == [None] * 5


def test_beyond_the_cut_off_every_discard_says_so():
    got = analyze_lookahead(Hand.parse("1m4m7m1p4p7p1s4s7s1z2z3z5z6z"), LookaheadRequest(GENERAL))
    assert got.report.shanten > 3 and got.discards
    assert not any(a.searched for a in got.discards)
    assert got.best() is None and lookahead_leader(got.discards) is None


@pytest.mark.parametrize(
    "text, seen, turn, extended",
    [
        ("123m456p789s1122z", "", 1, False),  # ready
        ("123m456p789s1135z", "1z", 3, True),  # 1-shanten
        ("1235m6799p5678s3z", "", 2, False),  # 2-shanten, with improvements
        ("1m4m7m1p4p7p1s4s7s1z2z3z5z", "", 1, False),  # beyond the cut-off
    ],
)
def test_a_thirteen_tile_report_adds_the_hands_lookahead(text, seen, turn, extended):
    hand = Hand.parse(text)
    got = analyze_lookahead(hand, LookaheadRequest(GENERAL, seen, turn, extended))
    one = hand_lookahead(hand, LookaheadRequest(GENERAL, seen, turn, extended))
    assert got.hand == one and got.discards == () and got.best() is None
    data = json.loads(json.dumps(got.to_dict()))
    assert list(data) == [*REPORT_KEYS, "turn", "extended", *LOOK_KEYS, "improvements"]
    assert data["discards"] == []
    assert data["win_prob"] == one.win_prob and data["searched"] is one.searched
    assert data["improvements"] == [i.to_dict() for i in one.improvements]
    assert {k: v for k, v in data.items() if k in REPORT_KEYS} == analyze(
        hand, GENERAL, seen
    ).to_dict()


#: Issue 29: 4-shanten, beyond the extended search's reach and within the basic one's.
FAR = "1469m338p22478s26z"


@pytest.mark.parametrize("size", [14, 13])
def test_an_extended_request_beyond_its_reach_gets_the_basic_chances(size):
    hand = Hand.parse(FAR) if size == 14 else Hand.parse(FAR).remove(32)
    got = analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=3, extended=True))
    basic = analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=3))
    assert got.report.shanten == cut_off(extended=True) + 1 == cut_off()
    assert got.basic_instead and not basic.basic_instead and not got.extended
    assert (got.discards, got.hand, got.cut_off) == (basic.discards, basic.hand, basic.cut_off)
    searched = [a for a in got.discards if a.searched] or [got.hand]
    assert all(a is not None and a.searched and a.win_prob for a in searched)
    data = json.loads(json.dumps(got.to_dict()))
    assert data["extended"] is False
    assert data["basic_instead"] == {
        "reason": "beyond-extended-cut-off",
        "extended_cut_off": cut_off(extended=True),
    }
    assert {k: v for k, v in data.items() if k != "basic_instead"} == basic.to_dict()
    assert "basic_instead" not in basic.to_dict()


def test_beyond_both_reaches_the_extended_request_stays_extended():
    hand = Hand.parse("1m4m7m1p4p7p1s4s7s1z2z3z5z6z")  # 5-shanten
    got = analyze_lookahead(hand, LookaheadRequest(GENERAL, extended=True))
    assert got.extended and not got.basic_instead and got.cut_off == cut_off(extended=True)
    assert not any(a.searched for a in got.discards)


def test_a_turn_outside_1_to_17_is_a_lookahead_error():
    for turn in (0, 18, -3):
        with pytest.raises(LookaheadError) as e:
            analyze_lookahead(
                Hand.parse("6777m33379p78s555z"), LookaheadRequest(GENERAL, turn=turn)
            )
        assert e.value.code == "turn-range" and e.value.params == {"turn": turn}


def entry(
    discard: int, win: float | None, tenpai: float | None, shanten: int = 1, count: int = 20
) -> DiscardLookahead:
    searched = win is not None
    series = None if win is None else (win,)
    tseries = None if tenpai is None else (tenpai,)
    return DiscardLookahead(discard, shanten, count, searched, tenpai, win, tseries, series)


def test_rank_by_win_then_tenpai_then_the_order_given():
    a = entry(0, 0.40, 0.80)
    b = entry(1, 0.45, 0.70)
    c = entry(2, 0.45 + TIE / 10, 0.75)  # the same win chance as b: tenpai decides
    d = entry(3, None, None, shanten=2)
    e = entry(4, 0.40, 0.80)  # ties a: the order given (effective tiles) decides
    f = entry(5, 0.45 + 10 * TIE, 0.10)  # more than the tie: wins first
    got = rank_discards([a, b, c, d, e, f])
    assert [x.discard for x in got] == [5, 2, 1, 0, 4, 3]
    assert lookahead_leader([a, b, c, d, e, f]) == f
    assert lookahead_leader([d]) is None and rank_discards([]) == ()


def test_the_effective_leaders_are_those_tied_with_the_first():
    entries = [
        entry(0, 0.3, 0.9, 1, 24),
        entry(5, 0.4, 0.9, 1, 24),
        entry(7, 0.5, 0.9, 1, 22),
        entry(9, None, None, 2, 40),
    ]
    assert effective_leaders(entries) == tuple(entries[:2])
    assert effective_leaders([]) == ()


def test_the_lookahead_leaders_are_the_first_and_its_full_ties():
    a = entry(0, 0.40, 0.80, 1, 20)
    b = entry(1, 0.40 + TIE / 10, 0.80, 1, 20)  # tied with a on everything but the tile
    c = entry(2, 0.40, 0.80, 1, 18)  # the same chances, fewer effective tiles
    d = entry(3, 0.40, 0.70, 1, 20)  # less often ready
    e = entry(4, None, None, 2, 30)
    assert lookahead_leaders([a, b, c, d, e]) == (a, b)
    assert lookahead_leaders([c, d]) == (c,)
    assert lookahead_leaders([e]) == () and lookahead_leaders([]) == ()


def test_the_shape_contrast_names_the_tile_leader_and_the_winner():
    # Effective-tile order: 0 and 5 lead on tiles (24); 7 wins most often.
    entries = [
        entry(0, 0.30, 0.9, 1, 24),
        entry(5, 0.35, 0.9, 1, 24),
        entry(7, 0.50, 0.9, 1, 22),
        entry(9, None, None, 2, 40),
    ]
    assert shape_contrast(entries) == (entries[1], entries[2])  # the better of the two leaders
    # The winner among the effective-tile leaders: nothing to say.
    entries[1] = entry(5, 0.60, 0.9, 1, 24)
    assert shape_contrast(entries) is None
    assert shape_contrast([entry(9, None, None, 4, 40)]) is None
    assert shape_contrast([]) is None


def test_the_shape_contrast_of_a_hand_checked_shape_choice():
    # 6777m33379p78s555z at turn 1 (README): 6m keeps 24 tiles, 7p 22, and 7p wins more often.
    ahead = analyze_lookahead(Hand.parse("6777m33379p78s555z"), LookaheadRequest(GENERAL))
    leader, best = shape_contrast(ahead.discards)
    assert (leader.discard, best.discard) == (5, 15)
    assert (leader.effective_count, best.effective_count) == (24, 22)
    assert best.win_prob > leader.win_prob + 0.1
    assert best == ahead.best()
    # 9p thrown instead of 7p leaves a lone 7p instead of a lone 9p; at 1-shanten a lone tile
    # lowers the shanten only by pairing (3 copies left either way), so the basic search
    # gives both the same chances to the last bit and both are the best.
    assert [x.discard for x in lookahead_leaders(ahead.discards)] == [15, 17]


@pytest.mark.parametrize("extended", [False, True])
def test_the_ranking_of_seeded_hands_holds_its_order(extended):
    rng = random.Random(11)
    for _ in range(25):
        hand, _ = near_complete(rng, 14, rng.choice((1, 2)))
        got = analyze_lookahead(hand, LookaheadRequest(GENERAL, extended=extended))
        given = list(got.discards)
        ranked = got.ranked()
        assert sorted(ranked, key=given.index) == given  # a permutation
        searched = [x for x in ranked if x.searched]
        assert ranked[len(searched) :] == tuple(x for x in given if not x.searched)
        for x, y in zip(searched, searched[1:], strict=False):
            assert x.win_prob >= y.win_prob - TIE
            if abs(x.win_prob - y.win_prob) <= TIE:
                assert x.tenpai_prob >= y.tenpai_prob - TIE
                if abs(x.tenpai_prob - y.tenpai_prob) <= TIE:
                    assert given.index(x) < given.index(y)
        assert got.best() == (searched[0] if searched else None)
        top = max(x.win_prob for x in searched)
        assert got.best().win_prob >= top - TIE  # equal chances may differ in the last bit


def valued(discard: int, win: float, value: float | None) -> DiscardLookahead:
    return DiscardLookahead(discard, 0, 8, True, 1.0, win, (1.0,), (win,), value)


def test_the_value_leader_and_the_contrast_with_the_chance_to_win():
    a = valued(0, 0.55, 1600.0)  # wins most often
    b = valued(1, 0.33, 1800.0)  # worth most
    c = valued(2, 0.20, 1800.0 - TIE / 10)  # ties b on value: the look-ahead order gives b
    assert value_leader([c, a, b]) is b
    assert value_contrast([c, a, b]) == (a, b)
    # The one that wins most often is also worth most (within TIE): nothing to say.
    assert value_contrast([a, valued(1, 0.33, 1600.0 + TIE / 10)]) is None
    # No values (a search without worth): no leader, no sentence.
    plain = [entry(0, 0.5, 0.9), entry(1, 0.4, 0.9)]
    assert value_leader(plain) is None and value_contrast(plain) is None
