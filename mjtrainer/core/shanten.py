"""Shanten: how many tile exchanges a hand is from ready, per winning shape and overall.

Exact: a shape never counts on a fifth copy of a tile (``123456789m1111z`` is 1-shanten).
The standard shape combines the four groups' exact costs (see :mod:`groups`); seven pairs,
thirteen orphans and the knitted shapes have closed forms. The evaluator also finds the
*useful* tiles of a 3n+1 hand (the kinds that lower its shanten) by re-reading only the group
a drawn tile falls in.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import lru_cache
from itertools import permutations

from .groups import INF, group_costs, tables
from .hand import Hand, Meld
from .rules import Rules
from .tiles import NUM_KINDS, ORPHANS


class Shape(Enum):
    """The winning shapes. Only ``STANDARD`` allows declared melds."""

    STANDARD = "standard"
    SEVEN_PAIRS = "seven-pairs"
    THIRTEEN_ORPHANS = "thirteen-orphans"
    HONORS_AND_KNITTED = "honors-and-knitted"  # 全不靠 (七星不靠 when all seven honours)
    KNITTED_STRAIGHT = "knitted-straight"  # 组合龙 + one set + a pair


#: The six knitted straights: 147, 258, 369 spread over the three suits in every order.
KNITTED: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(s * 9 + n + r for s, r in zip(order, (0, 1, 2)) for n in (0, 3, 6)))
    for order in permutations(range(3))
)
_HONORS = tuple(range(27, 34))
_GROUP_BOUNDS = ((0, 9), (9, 18), (18, 27), (27, 34))
_POW5 = tuple(5 ** (t - lo) for lo, hi in _GROUP_BOUNDS for t in range(lo, hi))
_GROUP_OF = tuple(g for g, (lo, hi) in enumerate(_GROUP_BOUNDS) for _ in range(lo, hi))


def _digits(key: int, n: int) -> tuple[int, ...]:
    out = []
    for _ in range(n):
        key, d = divmod(key, 5)
        out.append(d)
    return tuple(out)


def _combine(a: Sequence[int], b: Sequence[int], k: int) -> list[int]:
    """Min-plus product of two cost vectors, for up to ``k`` sets."""
    out = [INF] * (2 * k + 2)
    for i in range(k + 1):
        a0 = a[2 * i]
        a1 = a[2 * i + 1]
        for j in range(k + 1 - i):
            b0 = b[2 * j]
            b1 = b[2 * j + 1]
            x = 2 * (i + j)
            s = a0 + b0
            if s < out[x]:
                out[x] = s
            s = a0 + b1
            if a1 + b0 < s:
                s = a1 + b0
            if s < out[x + 1]:
                out[x + 1] = s
    return out


def _finish(v: Sequence[int], others: Sequence[int], k: int) -> int:
    """Least total cost of k sets and a pair, ``v`` for one group and ``others`` for the rest."""
    best = INF
    for m in range(k + 1):
        r = 2 * (k - m)
        s = v[2 * m] + others[r + 1]
        if s < best:
            best = s
        s = v[2 * m + 1] + others[r]
        if s < best:
            best = s
    return best


class Evaluator:
    """Shanten and useful tiles for hands sharing one set of melds under one set of rules."""

    def __init__(self, melds: tuple[Meld, ...], rules: Rules) -> None:
        self.rules = rules
        self.melds = melds
        used = [0] * NUM_KINDS
        for m in melds:
            for t in m.tiles:
                used[t] += 1
        self.melded = tuple(used)
        # Per group: None when every cap is 4 (read the table), else the caps.
        self.caps: list[tuple[int, ...] | None] = []
        for lo, hi in _GROUP_BOUNDS:
            caps = tuple(4 - used[t] for t in range(lo, hi))
            self.caps.append(None if min(caps) == 4 else caps)
        self.suits, self.honors = tables()
        self.special = not melds  # seven pairs, orphans and knitted shapes need no melds

    def vec(self, g: int, key: int) -> Sequence[int]:
        """The 10 costs of group ``g`` holding the counts packed in ``key``."""
        caps = self.caps[g]
        if caps is None:
            tab = self.honors if g == 3 else self.suits
            i = key * 10
            return tab[i : i + 10]
        n = len(caps)
        return group_costs(_digits(key, n), caps, g != 3)

    # --- shanten of one hand ---

    def standard(self, keys: Sequence[int], k: int) -> int:
        """Shanten of the standard shape (k sets still to form plus a pair)."""
        vec = self.vec
        ab = _combine(vec(0, keys[0]), vec(1, keys[1]), k)
        cd = _combine(vec(2, keys[2]), vec(3, keys[3]), k)
        return _finish(ab, cd, k) - 1

    def by_shape(self, hand: Hand) -> dict[Shape, int]:
        """Shanten of each shape the rules allow and the hand can still take."""
        k = hand.concealed_count // 3
        out = {Shape.STANDARD: self.standard(hand.keys, k)}
        counts = hand.counts
        if self.special and hand.concealed_count >= 13:
            r = self.rules
            if r.seven_pairs:
                out[Shape.SEVEN_PAIRS] = seven_pairs(counts, r.four_identical_pairs)
            if r.thirteen_orphans:
                out[Shape.THIRTEEN_ORPHANS] = thirteen_orphans(counts)
            if r.knitted:
                out[Shape.HONORS_AND_KNITTED] = honors_and_knitted(counts)
                out[Shape.KNITTED_STRAIGHT] = self.knitted_straight(counts)
        return out

    def knitted_straight(self, counts: Sequence[int]) -> int:
        """Shanten of 组合龙: a knitted straight plus one set and a pair (concealed 13/14)."""
        best = INF
        for ks in KNITTED:
            rest = list(counts)
            missing = 0
            for t in ks:
                if rest[t]:
                    rest[t] -= 1
                else:
                    missing += 1
            keys = _keys(rest)
            best = min(best, missing + self.standard(keys, 1) + 1)
        return best - 1

    # --- useful tiles of a 3n+1 hand ---

    def useful(self, hand: Hand) -> tuple[int, frozenset[int]]:
        """(shanten, kinds that lower it) for a 3n+1 hand; never a kind held four times."""
        counts = hand.counts
        total = [c + m for c, m in zip(counts, self.melded)]
        k = hand.concealed_count // 3
        keys = hand.keys
        vec = self.vec
        vs = [vec(g, keys[g]) for g in range(4)]
        others = (
            _combine(_combine(vs[1], vs[2], k), vs[3], k),
            _combine(_combine(vs[0], vs[2], k), vs[3], k),
            _combine(_combine(vs[0], vs[1], k), vs[3], k),
            _combine(_combine(vs[0], vs[1], k), vs[2], k),
        )
        std_cost = _finish(vs[3], others[3], k)
        shapes: dict[Shape, int] = {Shape.STANDARD: std_cost - 1}
        special = self.special and hand.concealed_count == 13
        r = self.rules
        if special:
            if r.seven_pairs:
                shapes[Shape.SEVEN_PAIRS] = seven_pairs(counts, r.four_identical_pairs)
            if r.thirteen_orphans:
                shapes[Shape.THIRTEEN_ORPHANS] = thirteen_orphans(counts)
            if r.knitted:
                shapes[Shape.HONORS_AND_KNITTED] = honors_and_knitted(counts)
                shapes[Shape.KNITTED_STRAIGHT] = self.knitted_straight(counts)
        best = min(shapes.values())
        useful: set[int] = set()
        if shapes[Shape.STANDARD] == best:
            for g, (lo, hi) in enumerate(_GROUP_BOUNDS):
                key = keys[g]
                oth = others[g]
                for t in range(lo, hi):
                    if total[t] < 4 and _finish(vec(g, key + _POW5[t]), oth, k) < std_cost:
                        useful.add(t)
        if special:
            if shapes.get(Shape.SEVEN_PAIRS) == best:
                useful |= seven_pairs_useful(counts, r.four_identical_pairs)
            if shapes.get(Shape.THIRTEEN_ORPHANS) == best:
                useful |= thirteen_orphans_useful(counts)
            for shape, fn in (
                (Shape.HONORS_AND_KNITTED, honors_and_knitted),
                (Shape.KNITTED_STRAIGHT, self.knitted_straight),
            ):
                if shapes.get(shape) == best:
                    c = list(counts)
                    for t in range(NUM_KINDS):
                        if c[t] < 4 and t not in useful:
                            c[t] += 1
                            if fn(c) < best:
                                useful.add(t)
                            c[t] -= 1
        return best, frozenset(useful)


def _keys(counts: Sequence[int]) -> tuple[int, int, int, int]:
    keys = []
    for lo, hi in _GROUP_BOUNDS:
        k = 0
        for t in range(hi - 1, lo - 1, -1):
            k = k * 5 + counts[t]
        keys.append(k)
    return (keys[0], keys[1], keys[2], keys[3])


@lru_cache(maxsize=256)
def evaluator(melds: tuple[Meld, ...], rules: Rules) -> Evaluator:
    """The (cached) evaluator for hands with these melds under these rules."""
    return Evaluator(melds, rules)


# --- closed forms for the concealed-only shapes (13 or 14 concealed tiles) ---------------


def _pair_slots(counts: Sequence[int], four_as_two: bool) -> tuple[int, int]:
    """(full pair slots, half pair slots) of a hand for seven pairs."""
    full = half = 0
    for c in counts:
        if c:
            if c == 1:
                half += 1
            elif c == 2:
                full += 1
            elif four_as_two:
                full += 1 + (c == 4)
                half += c == 3
            else:
                full += 1
    return full, half


def _seven_pairs_from(full: int, half: int) -> int:
    f = full if full < 7 else 7
    h = half if half < 7 - f else 7 - f
    return 13 - 2 * f - h


def seven_pairs(counts: Sequence[int], four_as_two: bool = False) -> int:
    """Shanten of seven pairs: seven distinct pairs, or with ``four_as_two`` four of a kind
    counting as two pairs."""
    return _seven_pairs_from(*_pair_slots(counts, four_as_two))


def seven_pairs_useful(counts: Sequence[int], four_as_two: bool = False) -> frozenset[int]:
    """Kinds whose draw lowers the seven-pairs shanten of a 13-tile hand."""
    full, half = _pair_slots(counts, four_as_two)
    now = _seven_pairs_from(full, half)
    out = set()
    for t, c in enumerate(counts):
        if c == 0 or (c == 2 and four_as_two):
            after = _seven_pairs_from(full, half + 1)
        elif c == 1 or (c == 3 and four_as_two):
            after = _seven_pairs_from(full + 1, half - 1)
        else:
            continue
        if after < now:
            out.add(t)
    return frozenset(out)


def thirteen_orphans(counts: Sequence[int]) -> int:
    """Shanten of thirteen orphans."""
    kinds = 0
    pair = 0
    for t in ORPHANS:
        c = counts[t]
        if c:
            kinds += 1
            if c >= 2:
                pair = 1
    return 13 - kinds - pair


def thirteen_orphans_useful(counts: Sequence[int]) -> frozenset[int]:
    """Kinds whose draw lowers the thirteen-orphans shanten."""
    has_pair = any(counts[t] >= 2 for t in ORPHANS)
    return frozenset(
        t for t in ORPHANS if counts[t] == 0 or (not has_pair and counts[t] == 1)
    )


def honors_and_knitted(counts: Sequence[int]) -> int:
    """Shanten of 全不靠: 14 distinct tiles from one knitted 147/258/369 and the honours."""
    honors = sum(1 for t in _HONORS if counts[t])
    best = max(sum(1 for t in ks if counts[t]) for ks in KNITTED) + honors
    return 13 - min(best, 14)


def shanten_by_shape(hand: Hand, rules: Rules) -> dict[Shape, int]:
    """Shanten of each shape the rules allow (only ``STANDARD`` when the hand has melds)."""
    hand.require_judgeable()
    return evaluator(hand.melds, rules).by_shape(hand)


def shanten(hand: Hand, rules: Rules | None = None) -> int:
    """Shanten of a 3n+1 or 3n+2 hand: -1 complete, 0 ready, 1, 2, ... (minimum over shapes).

    Raises :class:`HandError` for other sizes.
    """
    hand.require_judgeable()
    ev = evaluator(hand.melds, rules or _GENERAL)
    return min(ev.by_shape(hand).values())


_GENERAL = Rules.preset("general")
