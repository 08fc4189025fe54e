"""The look-ahead's Chinese Official questions (``is_legal_mcr_win``, ``legal_mcr_value``, the
``legal_win`` and ``win_worth`` callbacks) give exactly the full count's answers.

They read a hand once for all its winning tiles and read the waits only where they decide;
the reference here is ``score_mcr.__wrapped__`` (every arrangement scored, no memo), on
seeded complete hands of every family of :mod:`.deal` (melds, kongs, seven pairs, thirteen
orphans, the knitted shapes, nine gates), on the benchmark's MCR wins and on the (hand,
tile) pairs a look-ahead search asks, with every seat and round wind, self-drawn and not.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from mjtrainer.core import Hand, LookaheadRequest, Rules, shanten
from mjtrainer.core.lookahead import discard_lookahead
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.scoring import ScoringError, Situation, Wind, legal_win, win_worth
from mjtrainer.scoring.mcr import MINIMUM, is_legal_mcr_win, legal_mcr_value, score_mcr
from mjtrainer.scoring.mcr_fans import EXCLUDES, Fan

from .deal import deals

MCR = Rules.preset("mcr")
WINDS = list(Wind)
BENCH = Path(__file__).resolve().parents[2] / "packaging"

Case = tuple[Hand, int]


def reference(hand: Hand, tile: int, self_drawn: bool, seat: Wind, prevalent: Wind) -> int | str:
    """The full count's points without flowers (0 for a hand that is not complete), or the
    code of the error it raises."""
    try:
        return score_mcr.__wrapped__(hand, Situation(tile, self_drawn, seat, prevalent)).fan_value
    except ScoringError as e:
        return 0 if e.code == "not-complete" else e.code


def fast(hand: Hand, tile: int, self_drawn: bool, seat: Wind, prevalent: Wind) -> tuple:
    """(legal, value) as the look-ahead's questions answer them, or the error code twice."""
    try:
        return (
            is_legal_mcr_win(hand, tile, self_drawn, seat, prevalent),
            legal_mcr_value(hand, tile, self_drawn, seat, prevalent),
        )
    except ScoringError as e:
        return (e.code, e.code)


def expected(want: int | str) -> tuple:
    if isinstance(want, str):
        return (want, want)
    return (want >= MINIMUM, want if want >= MINIMUM else 0)


def check(cases: list[Case], every_wind: bool) -> int:
    """Compare each case both ways of winning, with every wind pair or one per case;
    return how many comparisons were made."""
    made = 0
    for i, (hand, tile) in enumerate(cases):
        pairs = (
            [(s, r) for s in WINDS for r in WINDS]
            if every_wind
            else [(WINDS[i % 4], WINDS[i // 4 % 4])]
        )
        for seat, prevalent in pairs:
            for drawn in (True, False):
                want = reference(hand, tile, drawn, seat, prevalent)
                got = fast(hand, tile, drawn, seat, prevalent)
                assert got == expected(want), (hand, tile, drawn, seat, prevalent, want)
                made += 1
    return made


def winning_tiles(hand: Hand) -> Iterator[Case]:
    for t in sorted(set(hand.tiles())):
        if hand.counts[t]:
            yield hand, t


def test_winning_tile_fans_exclude_nothing_and_only_after_their_excluders():
    # The shortcut adds 和绝张 and the waits to a count made without them: sound only while
    # none of them excludes a fan and each is excluded by fans counted before it (id order).
    for fan in (Fan.LAST_TILE, Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT):
        assert EXCLUDES[fan] == frozenset(), fan
        by = [f for f in Fan if fan in EXCLUDES[f]]
        assert all(f.id < fan.id for f in by), (fan, by)


def test_every_family_with_every_winning_tile():
    cases = [c for d in deals(18, 12) for c in winning_tiles(d.hand)]
    families = {d.family for d in deals(18, 12)}
    assert {"knitted-straight", "honours-knitted", "thirteen-orphans", "nine-gates"} <= families
    assert any(h.melds for h, _ in cases) and any(not h.melds for h, _ in cases)
    assert check(cases[::8], every_wind=True) + check(cases, every_wind=False) > 5000


@pytest.fixture(scope="module")
def benchlib() -> ModuleType:
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module("benchlib")
    finally:
        sys.path.remove(str(BENCH))


def test_the_benchmarks_mcr_wins(benchlib):
    wins = benchlib.mcr_wins(benchlib.rng(7, "mcr-fast"), 600)
    cases = [c for h, _ in wins for c in winning_tiles(h)]
    assert check(cases, every_wind=False) > 4000


def asked(hand: Hand, seat: Wind, prevalent: Wind) -> list[Case]:
    """The (complete hand, drawn tile) pairs a look-ahead of ``hand`` asks its callbacks."""
    seen: list[Case] = []
    legal = legal_win(MCR, seat, prevalent)
    worth = win_worth(MCR, seat, prevalent, hand=hand)
    assert legal is not None and worth is not None

    def record_legal(h: Hand, t: int) -> bool:
        seen.append((h, t))
        return legal(h, t)

    def record_worth(h: Hand, t: int) -> float:
        seen.append((h, t))
        return worth(h, t)

    discard_lookahead(hand, LookaheadRequest(MCR, legal=record_legal, worth=record_worth))
    return list(dict.fromkeys(seen))


@pytest.mark.parametrize(
    "text",
    [
        "13m456p79s1157z236s",  # concealed
        "147m258p39s1245z5m7p",  # knitted tiles and honours
        "2233m55667p4s11z89p",  # pairs: seven pairs beside the standard shape
        "13m456p79s11z7m3p [123s]",  # beside a meld
        "1223m567p99s7z3p [555z]",  # a dragon pung declared
    ],
)
def test_the_pairs_a_search_asks(text, benchlib):
    hand = Hand.parse(text)
    assert shanten(hand, MCR) <= 2
    for seat, prevalent in ((Wind.EAST, Wind.EAST), (Wind.SOUTH, Wind.WEST)):
        cases = asked(hand, seat, prevalent)
        assert cases
        legal = legal_win(MCR, seat, prevalent)
        worth = win_worth(MCR, seat, prevalent)
        assert legal is not None and worth is not None
        for h, t in cases:
            want = expected(reference(h, t, True, seat, prevalent))
            assert (legal(h, t), worth(h, t)) == (want[0], float(want[1])), (h, t)
        check(cases[:60], every_wind=True)


def test_the_waits_decide_a_hand_at_seven_points():
    # Seven points and 单钓将 on the pair: 8 when the pair's tile was the only wait, 7 (no
    # win) when 666p 77p also waited on 5p and 8p (6667p).
    alone = (Hand.parse("111m666p234678s66z"), parse_tiles("6z")[0])
    shared = (Hand.parse("456m66677p234567s"), parse_tiles("7p")[0])
    assert [reference(*c, True, Wind.EAST, Wind.EAST) for c in (alone, shared)] == [8, 7]
    assert fast(*alone, True, Wind.EAST, Wind.EAST) == (True, 8)
    assert fast(*shared, True, Wind.EAST, Wind.EAST) == (False, 0)
    # Nine gates, the winning tile's own fan, takes the full count.
    gates = Hand.parse("1112345678999m5m")
    assert fast(gates, parse_tiles("5m")[0], True, Wind.EAST, Wind.EAST) == (True, 92)


def test_errors_are_the_full_counts():
    plain = Hand.parse("123m456p789s11z234s")
    cases = [
        (plain, parse_tiles("5z")[0]),  # not in the hand
        (Hand.parse("123m456p789s11z23s"), 0),  # 13 tiles
        (Hand.parse("123m456p789s11z235s"), 0),  # not complete
    ]
    got = [fast(h, t, True, Wind.EAST, Wind.EAST) for h, t in cases]
    assert got == [("win-tile-missing",) * 2, ("needs-14",) * 2, (False, 0)]
    worth = win_worth(MCR)
    assert worth is not None and [worth(h, t) for h, t in cases] == [0.0, 0.0, 0.0]
