"""Seeded generators of complete Chinese Official hands of every shape, with situations.

Tiles come from a four-copy wall; the standard families draw their sets from pools biased
towards the big fans (flushes, pungs, terminals, honours, chow and pung patterns, even pungs,
fives, rank ranges, reversible and green tiles, kongs), the special families build seven
pairs, 连七对, thirteen orphans, 全不靠 / 七星不靠, 组合龙 (concealed or beside a declared
set) and nine gates. Situations take every flag that can apply to the hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mjtrainer.core import Hand, Meld, MeldKind
from mjtrainer.scoring import Situation, Wind

Group = tuple[int, ...]
# A family of standard hands: given the dice, (fixed sets, pool of further sets, pair kinds).
Pool = Callable[[random.Random], tuple[list[Group], list[Group], Sequence[int]]]

SUITED = range(27)
HONOURS = range(27, 34)
WINDS = range(27, 31)
DRAGONS = range(31, 34)
TERMINALS = (0, 8, 9, 17, 18, 26)
REVERSIBLE = (9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31)
GREEN = (19, 20, 21, 23, 25, 32)
KNITTED = [
    sorted(s * 9 + n + r for s, r in zip(order, (0, 1, 2), strict=True) for n in (0, 3, 6))
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
]


def chow(t: int) -> Group:
    return (t, t + 1, t + 2)


def pung(t: int) -> Group:
    return (t, t, t)


def chows_within(kinds: Sequence[int]) -> list[Group]:
    ks = set(kinds)
    return [chow(t) for t in range(27) if t % 9 <= 6 and {t, t + 1, t + 2} <= ks]


def pungs_within(kinds: Sequence[int]) -> list[Group]:
    return [pung(t) for t in sorted(set(kinds))]


@dataclass(frozen=True)
class Deal:
    """A complete hand, its situation, and the family that dealt it."""

    hand: Hand
    situation: Situation
    family: str


class Wall:
    """Copies left of each kind."""

    def __init__(self) -> None:
        self.left = [4] * 34

    def take(self, tiles: Sequence[int]) -> bool:
        need: dict[int, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(self.left[t] < n for t, n in need.items()):
            return False
        for t, n in need.items():
            self.left[t] -= n
        return True


def _fill(
    rnd: random.Random,
    wall: Wall,
    groups: list[Group],
    pool: Sequence[Group],
    pair_kinds: Sequence[int],
) -> tuple[list[Group], int] | None:
    """Complete ``groups`` to four sets from ``pool`` and add a pair from ``pair_kinds``."""
    groups = list(groups)
    tries = 0
    while len(groups) < 4:
        tries += 1
        if tries > 60 or not pool:
            return None
        g = rnd.choice(pool)
        if wall.take(g):
            groups.append(g)
    kinds = [t for t in pair_kinds if wall.left[t] >= 2]
    if not kinds:
        return None
    pair = rnd.choice(kinds)
    wall.take((pair, pair))
    return groups, pair


def _assemble(
    rnd: random.Random, wall: Wall, groups: list[Group], pair: int, meld_share: float
) -> Hand:
    """Declare some sets (pungs may become kongs, open or concealed) and build the hand."""
    concealed = [pair, pair]
    melds = []
    kong_share = rnd.choice((0.0, 0.2, 0.5, 1.0))
    for g in groups:
        is_pung = g[0] == g[1]
        if is_pung and wall.left[g[0]] and rnd.random() < kong_share:
            wall.take((g[0],))
            kind = MeldKind.CONCEALED_KONG if rnd.random() < 0.4 else MeldKind.KONG
            melds.append(Meld(g[0], kind))
        elif rnd.random() < meld_share:
            melds.append(Meld(g[0], MeldKind.PUNG if is_pung else MeldKind.CHOW))
        else:
            concealed += g
    return Hand.from_tiles(concealed, melds)


def situation_for(rnd: random.Random, hand: Hand, win: int | None = None) -> Situation:
    """A situation whose every flag can apply to ``hand``."""
    if win is None:
        win = rnd.choice(hand.tiles())
    self_drawn = rnd.random() < 0.5
    last_tile = rnd.random() < 0.1
    kong = False
    if not last_tile and rnd.random() < 0.2:
        has_kong = any(m.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG) for m in hand.melds)
        if self_drawn:
            kong = has_kong
        else:
            kong = hand.total_counts()[win] == 1
    last_of_kind = rnd.random() < 0.2 and hand.counts[win] == 1
    winds = list(Wind)
    return Situation(
        win,
        self_drawn=self_drawn,
        seat_wind=rnd.choice(winds),
        round_wind=rnd.choice(winds),
        last_tile=last_tile,
        kong=kong,
        last_of_kind=last_of_kind,
        flowers=rnd.choice((0, 0, 0, 1, 2, 3, 5, 8)),
    )


def _standard(
    pool: Pool, shares: Sequence[float] = (0.0, 0.0, 0.25, 0.5, 0.75, 1.0)
) -> Callable[[random.Random], Hand | None]:
    """A family of standard hands: ``pool`` gives fixed sets, the pool of further sets and
    the pair kinds; each set is declared with a chance drawn from ``shares``."""

    def deal(rnd: random.Random) -> Hand | None:
        wall = Wall()
        fixed, more, pair_kinds = pool(rnd)
        if not all(wall.take(g) for g in fixed):
            return None
        done = _fill(rnd, wall, fixed, more, pair_kinds)
        if done is None:
            return None
        groups, pair = done
        return _assemble(rnd, wall, groups, pair, rnd.choice(shares))

    return deal


def _mixed(rnd: random.Random, kinds: Sequence[int], chow_share: float) -> list[Group]:
    """Every chow and pung within ``kinds``, chows weighted to about ``chow_share``."""
    weight = round(10 * chow_share)
    return chows_within(kinds) * weight + pungs_within(kinds) * (10 - weight)


def _pool_random(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    share = rnd.choice((0.3, 0.6, 0.8))
    return [], _mixed(rnd, range(34), share), range(34)


def _pool_flush(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    s = rnd.randrange(3)
    kinds = list(range(9 * s, 9 * s + 9))
    if rnd.random() < 0.4:
        kinds += rnd.sample(list(HONOURS), rnd.randint(1, 3))
    return [], _mixed(rnd, kinds, rnd.choice((0.3, 0.7, 0.9))), kinds


def _pool_two_suits(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    a, b = rnd.sample(range(3), 2)
    kinds = list(range(9 * a, 9 * a + 9)) + list(range(9 * b, 9 * b + 9))
    if rnd.random() < 0.3:
        kinds += rnd.sample(list(HONOURS), 2)
    return [], _mixed(rnd, kinds, 0.6), kinds


def _pool_pungs(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    kinds = rnd.sample(range(34), rnd.randint(5, 12))
    return [], pungs_within(kinds), range(34)


def _pool_outside(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    ends = [chow(s * 9) for s in range(3)] + [chow(s * 9 + 6) for s in range(3)]
    honours = rnd.random() < 0.6
    kinds = list(TERMINALS) + (list(HONOURS) if honours else [])
    pool = ends * rnd.randint(0, 2) + pungs_within(kinds)
    return [], pool, kinds


def _pool_honours(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    fixed = [pung(t) for t in rnd.sample(list(rnd.choice((WINDS, DRAGONS))), rnd.randint(1, 3))]
    rest = list(HONOURS) if rnd.random() < 0.5 else list(range(34))
    return fixed, _mixed(rnd, rest, 0.4), rnd.choice((HONOURS, WINDS, DRAGONS, range(34)))


def _pool_kinds(kinds: Sequence[int]) -> Pool:
    """Sets and pair all within ``kinds``."""

    def pool(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
        return [], _mixed(rnd, kinds, rnd.choice((0.0, 0.5, 0.8))), kinds

    return pool


def _pool_plain(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    """Middle chows and simple pungs of all suits, an honour pair: hands of few fans (无番和)."""
    middle = [s * 9 + n for s in range(3) for n in range(1, 8)]
    return [], _mixed(rnd, middle, 0.8), HONOURS


def _pool_fives(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    fives = [chow(s * 9 + n) for s in range(3) for n in (2, 3, 4)] + [
        pung(s * 9 + 4) for s in range(3)
    ]
    return [], fives, (4, 13, 22)


def _pool_even(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    evens = [s * 9 + n for s in range(3) for n in (1, 3, 5, 7)]
    return [], pungs_within(evens), evens


def _chow_pattern(rnd: random.Random) -> list[Group]:
    s = rnd.randrange(3)
    a, b, c = rnd.sample(range(3), 3)
    n = rnd.randrange(7)
    kind = rnd.randrange(9)
    if kind == 0:  # the same chow two to four times
        return [chow(9 * s + n)] * rnd.randint(2, 4)
    if kind == 1:  # shifted by one or two in one suit
        step = rnd.choice((1, 2))
        k = rnd.randint(3, 4)
        start = rnd.randrange(7 - step * (k - 1))
        return [chow(9 * s + start + step * i) for i in range(k)]
    if kind == 2:
        return [chow(9 * s), chow(9 * s + 3), chow(9 * s + 6)]
    if kind == 3:
        return [chow(9 * a), chow(9 * b + 3), chow(9 * c + 6)]
    if kind == 4:
        return [chow(9 * a + n), chow(9 * b + n), chow(9 * c + n)]
    if kind == 5:
        m = rnd.randrange(5)
        return [chow(9 * a + m), chow(9 * b + m + 1), chow(9 * c + m + 2)]
    if kind == 6:  # terminal chows: 123 and 789, in one or two suits
        if rnd.random() < 0.5:
            return [chow(9 * s), chow(9 * s), chow(9 * s + 6), chow(9 * s + 6)]
        return [chow(9 * a), chow(9 * a + 6), chow(9 * b), chow(9 * b + 6)]
    if kind == 7:  # short straights and mixed double chows
        m = rnd.randrange(4)
        return [chow(9 * a + m), chow(9 * a + m + 3), chow(9 * b + m), chow(9 * b + m + 3)][
            : rnd.randint(2, 4)
        ]
    return [chow(9 * a + n), chow(9 * b + n), chow(9 * a + n)]


def _pool_chow_patterns(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    fixed = _chow_pattern(rnd)[:4]
    pair: Sequence[int] = (4, 13, 22) if rnd.random() < 0.3 else range(34)
    ends = {g[0] % 9 for g in fixed} == {0, 6} and len(fixed) == 4
    if ends and rnd.random() < 0.7:  # 双龙会: the 5s of the suit (one suit) or the third suit
        suits = {g[0] // 9 for g in fixed}
        pair = [9 * s + 4 for s in (suits if len(suits) == 1 else set(range(3)) - suits)]
    return fixed, _mixed(rnd, range(34), 0.7), pair


def _pung_pattern(rnd: random.Random) -> list[Group]:
    s = rnd.randrange(3)
    a, b, c = rnd.sample(range(3), 3)
    kind = rnd.randrange(6)
    if kind == 0:
        k = rnd.randint(3, 4)
        start = rnd.randrange(10 - k)
        return [pung(9 * s + start + i) for i in range(k)]
    if kind == 1:
        n = rnd.randrange(9)
        return [pung(9 * a + n), pung(9 * b + n), pung(9 * c + n)][: rnd.randint(2, 3)]
    if kind == 2:
        n = rnd.randrange(7)
        return [pung(9 * a + n), pung(9 * b + n + 1), pung(9 * c + n + 2)]
    if kind == 3:
        return [pung(t) for t in rnd.sample(list(WINDS), rnd.randint(3, 4))]
    if kind == 4:
        return [pung(t) for t in rnd.sample(list(DRAGONS), rnd.randint(2, 3))]
    n = rnd.choice((0, 8))
    return [pung(9 * a + n), pung(9 * b + n), pung(9 * c + 8 - n)]


def _pool_pung_patterns(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    fixed = _pung_pattern(rnd)
    pool = _mixed(rnd, range(34), rnd.choice((0.0, 0.5)))
    pair = rnd.choice((range(34), HONOURS, WINDS, DRAGONS, TERMINALS))
    return fixed, pool, pair


def _pool_kongs(rnd: random.Random) -> tuple[list[Group], list[Group], Sequence[int]]:
    return [], pungs_within(rnd.sample(range(34), 8)) * 3 + chows_within(range(27)), range(34)


def _seven_pairs(kinds: Sequence[int]) -> Callable[[random.Random], Hand | None]:
    def deal(rnd: random.Random) -> Hand | None:
        pairs = rnd.sample(list(kinds), 7) if len(kinds) >= 7 else []
        if not pairs:
            return None
        if rnd.random() < 0.3:  # four of a kind as two pairs
            pairs[-1] = pairs[0]
        return Hand.from_tiles([t for p in pairs for t in (p, p)])

    return deal


def _seven_pairs_flush(rnd: random.Random) -> Hand | None:
    lo = 9 * rnd.randrange(3)
    return _seven_pairs(range(lo, lo + 9))(rnd)


def _shifted_pairs(rnd: random.Random) -> Hand:
    start = 9 * rnd.randrange(3) + rnd.randrange(3)
    return Hand.from_tiles([t for t in range(start, start + 7) for _ in range(2)])


def _orphans(rnd: random.Random) -> Hand:
    orphans = list(TERMINALS) + list(HONOURS)
    return Hand.from_tiles(orphans + [rnd.choice(orphans)])


def _honours_knitted(rnd: random.Random) -> Hand:
    ks = rnd.choice(KNITTED)
    n = rnd.randint(7, 9)
    return Hand.from_tiles(rnd.sample(ks, n) + rnd.sample(list(HONOURS), 14 - n))


def _knitted_straight(rnd: random.Random) -> Hand | None:
    ks = rnd.choice(KNITTED)
    wall = Wall()
    wall.take(ks)
    pool = chows_within(range(27)) + pungs_within(range(34))
    for _ in range(20):
        g = rnd.choice(pool)
        if wall.take(g):
            break
    else:
        return None
    kinds = [t for t in range(34) if wall.left[t] >= 2]
    pair = rnd.choice(kinds)
    wall.take((pair, pair))
    if rnd.random() < 0.5:
        return Hand.from_tiles(ks + list(g) + [pair, pair])
    if g[0] != g[1]:
        meld = Meld(g[0], MeldKind.CHOW)
    elif wall.left[g[0]] and rnd.random() < 0.5:
        meld = Meld(g[0], rnd.choice((MeldKind.KONG, MeldKind.CONCEALED_KONG)))
    else:
        meld = Meld(g[0], MeldKind.PUNG)
    return Hand.from_tiles(ks + [pair, pair], [meld])


def _nine_gates(rnd: random.Random) -> Hand:
    lo = 9 * rnd.randrange(3)
    tiles = [lo] * 3 + list(range(lo + 1, lo + 8)) + [lo + 8] * 3
    return Hand.from_tiles(tiles + [lo + rnd.randrange(9)])


STANDARD_FAMILIES: dict[str, Callable[[random.Random], Hand | None]] = {
    "random": _standard(_pool_random),
    "plain-open": _standard(_pool_plain, (0.5, 0.75, 1.0)),
    "flush": _standard(_pool_flush),
    "two-suits": _standard(_pool_two_suits),
    "pungs": _standard(_pool_pungs),
    "outside": _standard(_pool_outside),
    "honours": _standard(_pool_honours),
    "terminals": _standard(_pool_kinds(TERMINALS)),
    "even": _standard(_pool_even),
    "fives": _standard(_pool_fives),
    "lower": _standard(_pool_kinds([s * 9 + n for s in range(3) for n in range(4)])),
    "upper": _standard(_pool_kinds([s * 9 + n for s in range(3) for n in range(5, 9)])),
    "middle": _standard(_pool_kinds([s * 9 + n for s in range(3) for n in range(3, 6)])),
    "reversible": _standard(_pool_kinds(REVERSIBLE)),
    "green": _standard(_pool_kinds(GREEN)),
    "chow-patterns": _standard(_pool_chow_patterns),
    "pung-patterns": _standard(_pool_pung_patterns),
    "kongs": _standard(_pool_kongs),
}

SPECIAL_FAMILIES: dict[str, Callable[[random.Random], Hand | None]] = {
    "seven-pairs": _seven_pairs(range(34)),
    "seven-pairs-flush": _seven_pairs_flush,
    "seven-pairs-honours": _seven_pairs(list(TERMINALS) + list(HONOURS)),
    "shifted-pairs": _shifted_pairs,
    "thirteen-orphans": _orphans,
    "honours-knitted": _honours_knitted,
    "knitted-straight": _knitted_straight,
    "nine-gates": _nine_gates,
}

FAMILIES = {**STANDARD_FAMILIES, **SPECIAL_FAMILIES}


def deals(seed: int, per_family: int, families: Sequence[str] | None = None) -> list[Deal]:
    """``per_family`` hands of each family (all when ``families`` is None), seeded."""
    rnd = random.Random(seed)
    out = []
    for name in families or list(FAMILIES):
        make = FAMILIES[name]
        made = 0
        while made < per_family:
            hand = make(rnd)
            if hand is None:
                continue
            out.append(Deal(hand, situation_for(rnd, hand), name))
            made += 1
    return out
