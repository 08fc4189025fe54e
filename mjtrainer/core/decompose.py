"""Every distinct way a complete hand splits into its winning shape."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from .hand import Hand, Meld
from .kinds import GROUPS, HONORS, NUM_KINDS, ORPHANS, is_honor
from .rules import Rules
from .shanten import KNITTED, Shape, evaluator
from .tiles import format_tiles

Group = tuple[int, ...]  # a concealed set (three tile kinds) or a pair (two)


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One way a complete hand splits.

    ``sets`` are the concealed sets (chows and pungs as tuples of kinds), ``declared`` the melds
    declared before (for 组合龙 at most one: its set); ``pairs`` holds the pair (one) or, for
    seven pairs, all seven; ``knitted`` the knitted tiles of 全不靠 or 组合龙 (for 全不靠: all
    14 tiles).
    """

    shape: Shape
    pairs: tuple[int, ...] = ()
    sets: tuple[Group, ...] = ()
    declared: tuple[Meld, ...] = ()
    knitted: tuple[int, ...] = ()

    @property
    def pair(self) -> int | None:
        """The pair's kind (None for seven pairs and 全不靠)."""
        return self.pairs[0] if len(self.pairs) == 1 else None

    @property
    def seven_stars(self) -> bool:
        """七星不靠: 全不靠 holding all seven honours."""
        return self.shape is Shape.HONORS_AND_KNITTED and all(t in self.knitted for t in HONORS)

    @property
    def groups(self) -> tuple[Group, ...]:
        """The concealed tiles as the groups a learner sees, in order: for 组合龙 the nine
        knitted tiles first, then the pair (every pair for seven pairs), then the sets.
        Thirteen orphans: the thirteen kinds, the doubled one as a pair; 全不靠: one group of
        all fourteen. Declared melds are apart, in ``declared``."""
        if self.shape is Shape.THIRTEEN_ORPHANS:
            return tuple((t, t) if t == self.pairs[0] else (t,) for t in ORPHANS)
        if self.shape is Shape.HONORS_AND_KNITTED:
            return (self.knitted,)
        head = (self.knitted,) if self.shape is Shape.KNITTED_STRAIGHT else ()
        return head + tuple((p, p) for p in self.pairs) + self.sets

    def to_dict(self) -> dict[str, object]:
        """The JSON form (tiles as mpsz strings)."""
        d: dict[str, object] = {"shape": self.shape.value}
        if self.shape is Shape.SEVEN_PAIRS:
            d["pairs"] = [format_tiles((t, t)) for t in self.pairs]
        elif self.shape is Shape.THIRTEEN_ORPHANS:
            d["pair"] = format_tiles(self.pairs)
        elif self.shape is Shape.HONORS_AND_KNITTED:
            d["tiles"] = format_tiles(self.knitted)
            d["seven_stars"] = self.seven_stars
        else:
            if self.shape is Shape.KNITTED_STRAIGHT:
                d["knitted"] = format_tiles(self.knitted)
            d["pair"] = format_tiles(self.pairs * 2)
            d["melds"] = [format_tiles(s) for s in self.sets] + [str(m) for m in self.declared]
        return d


def _split_sets(
    counts: list[int],
    need: int,
    start: int,
    chows: bool,
    acc: list[Group],
    out: set[tuple[Group, ...]],
) -> None:
    """Add to ``out`` every multiset of ``need`` sets that uses up ``counts`` exactly
    (kinds are local to one group; chows only in a suit)."""
    t = start
    n = len(counts)
    while t < n and counts[t] == 0:
        t += 1
    if t == n:
        if need == 0:
            out.add(tuple(sorted(acc)))
        return
    if need == 0:
        return
    if counts[t] >= 3:
        counts[t] -= 3
        acc.append((t, t, t))
        _split_sets(counts, need - 1, t, chows, acc, out)
        acc.pop()
        counts[t] += 3
    if chows and t + 2 < n and counts[t + 1] and counts[t + 2]:
        counts[t] -= 1
        counts[t + 1] -= 1
        counts[t + 2] -= 1
        acc.append((t, t + 1, t + 2))
        _split_sets(counts, need - 1, t, chows, acc, out)
        acc.pop()
        counts[t] += 1
        counts[t + 1] += 1
        counts[t + 2] += 1


Split = tuple[int | None, tuple[Group, ...]]  # (pair kind or None, sets)


@lru_cache(maxsize=1 << 16)
def group_splits(counts: tuple[int, ...], base: int) -> tuple[Split, ...]:
    """Every distinct way one group's counts split into sets, plus a pair when the group holds
    3k+2 tiles. ``base`` is the group's first kind (27 for the honours, which have no chows);
    kinds in the result are absolute."""
    n = sum(counts)
    chows = not is_honor(base)
    work = list(counts)
    found: list[Split] = []
    if n % 3 == 0:
        sets: set[tuple[Group, ...]] = set()
        _split_sets(work, n // 3, 0, chows, [], sets)
        found = [(None, s) for s in sorted(sets)]
    elif n % 3 == 2:
        for p in range(len(work)):
            if work[p] >= 2:
                work[p] -= 2
                sets = set()
                _split_sets(work, n // 3, 0, chows, [], sets)
                found += [(p, s) for s in sorted(sets)]
                work[p] += 2
    return tuple(
        (None if p is None else p + base, tuple(tuple(t + base for t in g) for g in sets_))
        for p, sets_ in found
    )


def standard_splits(counts: tuple[int, ...] | list[int]) -> list[tuple[int, tuple[Group, ...]]]:
    """Every distinct (pair, sets) split of concealed counts of size 3k+2, in order."""
    per_group = []
    for lo, hi in GROUPS:
        splits = group_splits(tuple(counts[lo:hi]), lo)
        if not splits and any(counts[lo:hi]):
            return []
        per_group.append(splits or ((None, ()),))
    found = []
    for combo in product(*per_group):
        pairs = [p for p, _ in combo if p is not None]
        if len(pairs) == 1:
            found.append((pairs[0], tuple(sorted(g for _, sets in combo for g in sets))))
    return sorted(found)


def decompositions(hand: Hand, rules: Rules) -> tuple[Decomposition, ...]:
    """Every distinct decomposition of a complete 3n+2 hand (empty when it is not complete)."""
    hand.require_judgeable()
    if hand.size % 3 != 2:
        return ()
    counts = hand.counts
    out = [
        Decomposition(Shape.STANDARD, (p,), sets, hand.melds) for p, sets in standard_splits(counts)
    ]
    n = hand.concealed_count
    if not hand.melds and n == 14:
        if rules.seven_pairs:
            ok = all(c in (0, 2) or (c == 4 and rules.four_identical_pairs) for c in counts)
            if ok:
                pairs = tuple(t for t in range(NUM_KINDS) for _ in range(counts[t] // 2))
                out.append(Decomposition(Shape.SEVEN_PAIRS, pairs))
        if rules.thirteen_orphans and all(counts[t] for t in ORPHANS):
            extra = [t for t in ORPHANS if counts[t] == 2]
            if sum(counts[t] for t in ORPHANS) == 14 and len(extra) == 1:
                out.append(Decomposition(Shape.THIRTEEN_ORPHANS, (extra[0],)))
        if rules.knitted:
            for ks in KNITTED:
                allowed = set(ks) | set(HONORS)
                if all(c <= 1 for c in counts) and all(
                    counts[t] == 0 or t in allowed for t in range(NUM_KINDS)
                ):
                    out.append(
                        Decomposition(
                            Shape.HONORS_AND_KNITTED,
                            knitted=tuple(t for t in range(NUM_KINDS) if counts[t]),
                        )
                    )
    # 组合龙: the knitted nine and a pair, with the one set concealed (14 tiles) or declared
    # (11 concealed beside one meld, which then stands in ``declared``).
    if rules.knitted and len(hand.melds) <= 1 and n // 3 + len(hand.melds) == 4:
        for ks in KNITTED:
            if all(counts[t] for t in ks):
                rest = list(counts)
                for t in ks:
                    rest[t] -= 1
                for p, sets in standard_splits(rest):
                    out.append(
                        Decomposition(Shape.KNITTED_STRAIGHT, (p,), sets, hand.melds, knitted=ks)
                    )
    return tuple(out)


def is_complete(hand: Hand, rules: Rules) -> bool:
    """True when a 3n+2 hand wins as it stands."""
    hand.require_judgeable()
    if hand.size % 3 != 2:
        return False
    return evaluator(hand.melds, rules).minimum(hand.counts, hand.keys, hand.concealed_count) == -1
