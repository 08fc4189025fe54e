"""Ready hands dealt for the waits quiz, one builder a level (see the levels of
:mod:`.kinds.waits`): a try returns the hand and its analysis, or None to be dealt again."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

from ..core import Hand, Report, Rules, analyze
from .deal import (
    ALL_GROUPS,
    MAX_TRIES,
    MIXED_WEIGHTS,
    Wall,
    deal_sets,
    groups_of,
    hand_of,
    suited_groups,
    wait_tiles,
)
from .levels import WAIT_RANGE

#: A waits deal: the ready hand and its analysis.
Found = tuple[Hand, Report] | None


def _in_range(n: int, level: int) -> bool:
    lo, hi = WAIT_RANGE[level]
    return n >= lo and (hi is None or n <= hi)


def _finish_waits(hand: Hand, rules: Rules, level: int) -> Found:
    report = analyze(hand, rules)
    ws = report.waits
    if report.shanten != 0 or not _in_range(len(ws), level) or not any(w.live for w in ws):
        return None
    return hand, report


def _waits_1(rng: random.Random, rules: Rules) -> Found:
    wall = Wall(rules)
    tiles = deal_sets(rng, wall, ALL_GROUPS, MIXED_WEIGHTS, 4, True)
    if tiles is None:
        return None
    tiles.pop(rng.randrange(len(tiles)))
    hand = hand_of(tiles)
    if len(groups_of(hand)) < 3:
        return None
    ws = wait_tiles(hand, rules)
    if ws is None or not _in_range(len(ws), 1):
        return None
    return _finish_waits(hand, rules, 1)


def _waits_2(rng: random.Random, rules: Rules) -> Found:
    wall = Wall(rules)
    suit = rng.choice(suited_groups(rules))
    k = rng.choice((2, 2, 3))
    pair_inside = rng.random() < 0.75
    block = deal_sets(rng, wall, (suit,), None, k, pair_inside, 0.75)
    others = [g for g in ALL_GROUPS if g != suit]
    rest = deal_sets(rng, wall, others, [MIXED_WEIGHTS[g] for g in others], 4 - k, not pair_inside)
    if block is None or rest is None:
        return None
    block.pop(rng.randrange(len(block)))
    hand = hand_of(block + rest)
    ws = wait_tiles(hand, rules)
    if ws is None or not _in_range(len(ws), 2) or any(t // 9 != suit for t in ws):
        return None
    return _finish_waits(hand, rules, 2)


def _one_suit(rng: random.Random, suit: int, rules: Rules) -> list[int] | None:
    wall = Wall(rules)
    tiles = deal_sets(rng, wall, (suit,), None, 4, True, 0.75)
    if tiles is None:
        return None
    tiles.pop(rng.randrange(len(tiles)))
    return tiles


def _waits_3(rng: random.Random, rules: Rules) -> Found:
    tiles = _one_suit(rng, rng.choice(suited_groups(rules)), rules)
    return None if tiles is None else _finish_waits(hand_of(tiles), rules, 3)


#: The nine gates: 1112345678999 in one suit waits on all nine tiles of that suit.
NINE_GATES: tuple[int, ...] = (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)


#: The first pin: where the nine gates' family is judged.
_PINS = 9


@lru_cache(maxsize=8)
def nine_gates_family(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The nine gates and its relatives up to two tiles away that still wait on five or more
    tiles, as numbers 0–8 of one suit (``1112345567999`` and ``1113455678999`` are two),
    judged as pins (every suit is alike, and pins are in play under every rule set)."""
    found = {NINE_GATES}
    frontier = [NINE_GATES]
    for _ in range(2):
        nxt: list[tuple[int, ...]] = []
        for shape in frontier:
            for out in sorted(set(shape)):
                for add in range(9):
                    tiles = list(shape)
                    tiles.remove(out)
                    tiles.append(add)
                    key = tuple(sorted(tiles))
                    if add == out or tiles.count(add) > 4 or key in found:
                        continue
                    ws = wait_tiles(hand_of(_PINS + n for n in key), rules)
                    if ws is not None and len(ws) >= 5:
                        found.add(key)
                        nxt.append(key)
        frontier = nxt
    return tuple(sorted(found))


def _waits_4(rng: random.Random, rules: Rules) -> Found:
    suit = rng.choice(suited_groups(rules))
    if rng.random() < 0.15:  # a nine-gates shape (few hands: keep them to a share)
        family = nine_gates_family(rules)
        shape = family[rng.randrange(len(family))]
        return _finish_waits(hand_of(suit * 9 + n for n in shape), rules, 4)
    for _ in range(MAX_TRIES):
        # Try until a random full-flush hand fits, so the share above stays what it says.
        tiles = _one_suit(rng, suit, rules)
        if tiles is None:
            continue
        hand = hand_of(tiles)
        ws = wait_tiles(hand, rules)
        if ws is not None and _in_range(len(ws), 4):
            return _finish_waits(hand, rules, 4)
    return None


#: One builder a level.
WAIT_BUILDERS: dict[int, Callable[[random.Random, Rules], Found]] = {
    1: _waits_1,
    2: _waits_2,
    3: _waits_3,
    4: _waits_4,
}
