"""PyMahjongGB (module ``MahjongGB``) as an oracle for the Chinese Official fans, and seeded
generators of winning hands of every shape for the differential tests.

The generators deal tiles from a four-copy wall and never look at the calculator under test.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import MahjongGB as GB

from mjtrainer.core import Hand, MeldKind
from mjtrainer.scoring import Situation, Wind

# Our kinds in PyMahjongGB's codes: W characters, B dots, T bamboo, F1-F4 E S W N, and the
# dragons J1 red 中, J2 green 發, J3 white 白 (our 5z white, 6z green, 7z red).
NAMES = (
    [f"W{n}" for n in range(1, 10)]
    + [f"B{n}" for n in range(1, 10)]
    + [f"T{n}" for n in range(1, 10)]
    + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]
)
# PyMahjongGB writes three fans with a 独听 ("only wait") prefix; the rule book's names:
RENAME = {"独听・边张": "边张", "独听・嵌张": "嵌张", "独听・单钓": "单钓将"}
# PyMahjongGB is built with SUPPORT_CONCEALED_KONG_AND_MELDED_KONG: one melded and one
# concealed kong score its own 明暗杠 (5), not a fan of the rule book, which scores 明杠 (1)
# and 暗杠 (2) for them. The comparison reads 明暗杠 as those two; the total moves by -2.
SPLIT = {"明暗杠": (("明杠", 1), ("暗杠", 1), -2)}


def oracle(
    hand: Hand, sit: Situation, rnd: random.Random | None = None
) -> tuple[dict[str, int], int]:
    """({fan name: count}, total) of PyMahjongGB for our hand and situation, in our names."""
    rnd = rnd or random.Random(0)
    packs = []
    for m in hand.melds:
        offer = rnd.randint(1, 3)
        if m.kind is MeldKind.CHOW:
            packs.append(("CHI", NAMES[m.tile + 1], offer))
        elif m.kind is MeldKind.PUNG:
            packs.append(("PENG", NAMES[m.tile], offer))
        else:
            packs.append(("GANG", NAMES[m.tile], 0 if m.kind is MeldKind.CONCEALED_KONG else offer))
    tiles = list(hand.tiles())
    tiles.remove(sit.win_tile)
    winds = list(Wind)
    result = GB.MahjongFanCalculator(
        tuple(packs),
        tuple(NAMES[t] for t in tiles),
        NAMES[sit.win_tile],
        sit.flowers,
        sit.self_drawn,
        sit.last_of_kind,
        sit.kong,
        sit.last_tile,
        winds.index(sit.seat_wind),
        winds.index(sit.round_wind),
        True,
    )
    fans: Counter[str] = Counter()
    total = 0
    for points, count, zh, _en in result:
        total += points * count
        if zh in SPLIT:
            *parts, shift = SPLIT[zh]
            for name, n in parts:
                fans[name] += n
            total += shift
        else:
            fans[RENAME.get(zh, zh)] += count
    return dict(fans), total


KNITTED_STRAIGHTS = [
    sorted(s * 9 + n + r for s, r in zip(order, (0, 1, 2), strict=True) for n in (0, 3, 6))
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
]


@cache
def _sets(counts: tuple[int, ...]) -> bool:
    """Do these counts split into pungs and same-suit chows exactly?"""
    t = next((i for i, c in enumerate(counts) if c), None)
    if t is None:
        return True
    c = list(counts)
    if c[t] >= 3:
        c[t] -= 3
        if _sets(tuple(c)):
            return True
        c[t] += 3
    if t < 27 and t % 9 <= 6 and c[t + 1] and c[t + 2]:
        c[t] -= 1
        c[t + 1] -= 1
        c[t + 2] -= 1
        return _sets(tuple(c))
    return False


def _pair_and_sets(counts: list[int]) -> bool:
    for p in range(34):
        if counts[p] >= 2:
            c = list(counts)
            c[p] -= 2
            if _sets(tuple(c)):
                return True
    return False


def _knitted(counts: list[int]) -> bool:
    """A knitted straight and sets and a pair (any size), or 全不靠 (14 tiles)."""
    for ks in KNITTED_STRAIGHTS:
        if all(counts[t] for t in ks):
            rest = list(counts)
            for t in ks:
                rest[t] -= 1
            if _pair_and_sets(rest):
                return True
        allowed = set(ks) | set(range(27, 34))
        if (
            sum(counts) == 14
            and max(counts) == 1
            and all(t in allowed for t in range(34) if counts[t])
        ):
            return True
    return False


def _complete(counts: list[int], melds: int) -> bool:
    if _pair_and_sets(counts):
        return True
    if melds == 0 and sum(counts) == 14:
        orphans = (0, 8, 9, 17, 18, 26, *range(27, 34))
        if all(c % 2 == 0 for c in counts):  # seven pairs, four of a kind as two
            return True
        if all(counts[t] for t in orphans) and sum(counts[t] for t in orphans) == 14:
            return True
    return melds <= 1 and _knitted(counts)


def structural_waits(before: Hand) -> set[int]:
    """Kinds whose addition completes a 13-tile hand under the Chinese Official shapes,
    counting kinds the hand already holds four times (PyMahjongGB's reading of a wait)."""
    out = set()
    for t in range(34):
        c = list(before.counts)
        c[t] += 1
        if _complete(c, len(before.melds)):
            out.add(t)
    return out


def held_four_wait(hand: Hand, win: int) -> bool:
    """True when the hand waited on ``win`` alone among the kinds it could draw, but also,
    structurally, on a kind it holds all four copies of (concealed and melds)."""
    before = hand.remove(win)
    total = before.total_counts()
    waits = structural_waits(before)
    return {t for t in waits if total[t] < 4} == {win} and waits != {win}
