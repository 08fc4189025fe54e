"""Shanten: how many tile exchanges a hand is from ready, per winning shape and overall.

Exact: a shape never counts on a fifth copy of a tile (``123456789m1111z`` is 1-shanten).
The standard shape combines the four groups' exact costs (see :mod:`groups`); seven pairs,
thirteen orphans and the knitted shapes have closed forms. The evaluator also finds the
*useful* tiles of a 3n+1 hand (the kinds that lower its shanten) by re-reading only the group
a drawn tile falls in.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from enum import Enum
from functools import lru_cache
from itertools import permutations
from operator import itemgetter

from .groups import (
    INF,
    MAX_GROUP_TILES,
    NO_PRODUCT,
    combine,
    group_costs,
    group_programme,
    tables,
)
from .hand import Hand, Meld, require_red_fives
from .kinds import GROUP_OF, GROUPS, HONORS, NUM_KINDS, ORPHANS, POW5, digits_of
from .rules import COPIES, Rules


class Shape(Enum):
    """The winning shapes. ``STANDARD`` allows declared melds, ``KNITTED_STRAIGHT`` one."""

    STANDARD = "standard"
    SEVEN_PAIRS = "seven-pairs"
    THIRTEEN_ORPHANS = "thirteen-orphans"
    HONORS_AND_KNITTED = "honors-and-knitted"  # 全不靠 (七星不靠 when all seven honours)
    KNITTED_STRAIGHT = "knitted-straight"  # 组合龙 + one set (may be declared) + a pair


#: The six knitted straights: 147, 258, 369 spread over the three suits in every order.
KNITTED: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(s * 9 + n + r for s, r in zip(order, (0, 1, 2), strict=True) for n in (0, 3, 6)))
    for order in permutations(range(3))
)
_orphan_counts = itemgetter(*ORPHANS)
Counts = Callable[[Sequence[int]], tuple[int, ...]]  # reads some kinds' counts (itemgetter)
_honor_counts: Counts = itemgetter(*HONORS)
_ORPHAN_SET = frozenset(ORPHANS)
_KNITTED_COUNTS: tuple[Counts, ...] = tuple(itemgetter(*ks) for ks in KNITTED)


class Vectors:
    """Cost vectors interned as small ints, and their min-plus products.

    Only about 180 distinct vectors occur for groups and unions of groups of real hands; the
    table file holds them with every product, so combining four groups is three look-ups in
    ``flat`` (index ``i << 8 | j``). Vectors of groups capped by melds are interned and
    multiplied on demand through ``product``.
    """

    def __init__(self) -> None:
        vecs, matrix, suit_ids, honor_ids = tables()
        self.vecs: list[tuple[int, ...]] = list(vecs)
        self.ids = {v: i for i, v in enumerate(self.vecs)}
        self.suit_ids = suit_ids
        self.honor_ids = honor_ids
        n = len(vecs)
        self.products: dict[tuple[int, int], int] = {
            (i, j): r for i in range(n) for j in range(n) if (r := matrix[i * n + j]) != NO_PRODUCT
        }
        # Every product of two table vectors is a table vector: the flat list answers them all.
        self.complete = NO_PRODUCT not in matrix
        self.flat = [0] * (256 * 256)
        for (i, j), r in self.products.items():
            self.flat[i << 8 | j] = r
        self._lock = threading.Lock()

    def intern(self, vec: tuple[int, ...]) -> int:
        """The id of a cost vector (a new id for a vector not seen before)."""
        i = self.ids.get(vec)
        if i is None:
            with self._lock:  # worker threads may intern at once
                i = self.ids.get(vec)
                if i is None:
                    i = len(self.vecs)
                    self.vecs.append(vec)
                    self.ids[vec] = i
        return i

    def product(self, i: int, j: int) -> int:
        """Id of the product of vectors ``i`` and ``j`` (memoised)."""
        r = self.products.get((i, j))
        if r is None:
            r = self.intern(combine(self.vecs[i], self.vecs[j]))
            self.products[(i, j)] = r
        return r


@lru_cache(maxsize=1)
def vectors() -> Vectors:
    """The process-wide vector store (a cache of pure results)."""
    return Vectors()


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
        #: Copies of each kind the concealed hand can never hold: the melds' and, for a kind
        #: the rules leave out of the wall, all four (what the kernel caps a group by).
        self.held_out = tuple(COPIES - rules.copies(t) + used[t] for t in range(NUM_KINDS))
        self.store = vectors()
        # Per group: None when every cap is 4 (read the table), else the caps: the copies in
        # play (none of a kind the rules leave out) less the melds'.
        self.caps: list[tuple[int, ...] | None] = []
        for lo, hi in GROUPS:
            caps = tuple(rules.copies(t) - used[t] for t in range(lo, hi))
            self.caps.append(None if min(caps) == 4 else caps)
        self.capped = any(c is not None for c in self.caps)
        # A hand with melds never needs more sets than its concealed part can hold.
        self.top = 4 - len(melds)
        # An honour pung or kong leaves at most one copy: no set or pair of that kind is
        # possible, so its held copy is dead weight and the group reads the table without it
        # (a set or pair the table would place there has free honours to move to).
        self.dead = tuple(POW5[t] for t in HONORS if used[t] >= 3)
        # A suit capped by one meld reads the table when it holds nothing within two kinds of
        # the meld's: a set or pair the table places on a capped kind then shares no tile with
        # the hand, and a free kind takes it instead (at most 11 target tiles in the group, at
        # least 6 uncapped kinds of which one holds at most one target tile). Per suit: the
        # key digits of that window as (divisor, modulus), or None to always program.
        self.window: list[tuple[int, int] | None] = [None, None, None]
        for g in range(3):
            group_caps = self.caps[g]
            if group_caps is not None and sum(GROUP_OF[m.tile] == g for m in melds) == 1:
                capped = [i for i, c in enumerate(group_caps) if c < 4]
                lo, hi = max(0, capped[0] - 2), min(8, capped[-1] + 2)
                self.window[g] = (5**lo, 5 ** (hi - lo + 1))
        self.fast = not self.capped and self.store.complete  # every look-up in ``flat``
        # Seven pairs, thirteen orphans and 全不靠 need a concealed hand.
        self.special = not melds
        # 组合龙 is the knitted nine, a pair and one set, which may be declared: the shape is
        # open to a hand with at most one meld, for each straight whose kinds the melds leave
        # a copy of (a declared kong of a knitted kind rules that straight out).
        self.straights: tuple[_Straight, ...] = ()
        if rules.knitted and len(melds) <= 1:
            self.straights = tuple(_straight(ks) for ks in KNITTED if all(used[t] < 4 for t in ks))

    def gid(self, g: int, key: int) -> int:
        """Vector id of group ``g`` holding the counts packed in ``key``.

        Entries of more than ``top`` sets are never read, and may be lower than the truth.
        """
        caps = self.caps[g]
        if caps is None:
            return (self.store.honor_ids if g == 3 else self.store.suit_ids)[key]
        if g == 3:
            return self.store.honor_ids[key - sum(key // p % 5 * p for p in self.dead)]
        window = self.window[g]
        if window is not None and not key // window[0] % window[1]:
            return self.store.suit_ids[key]
        return self.store.intern(group_costs(digits_of(key, 9), caps, True, self.top))

    def knits(self, n: int) -> bool:
        """Whether ``n`` concealed tiles beside these melds can take the 组合龙 shape: 13 or 14
        with no meld, 10 or 11 with one."""
        return bool(self.straights) and n // 3 + len(self.melds) == 4

    # --- shanten of one hand ---

    def standard(self, keys: Sequence[int], k: int) -> int:
        """Shanten of the standard shape (k sets still to form plus a pair)."""
        st = self.store
        if self.fast:
            s = st.suit_ids
            f = st.flat
            c = f[f[f[s[keys[0]] << 8 | s[keys[1]]] << 8 | s[keys[2]]] << 8 | st.honor_ids[keys[3]]]
            return st.vecs[c][2 * k + 1] - 1
        g = self.gid
        product = st.product
        whole = product(
            product(product(g(0, keys[0]), g(1, keys[1])), g(2, keys[2])), g(3, keys[3])
        )
        return st.vecs[whole][2 * k + 1] - 1

    def minimum(self, counts: Sequence[int], keys: Sequence[int], n: int) -> int:
        """Shanten over every shape allowed, for ``n`` concealed tiles."""
        best = self.standard(keys, n // 3)
        if best == -1:
            return best
        if self.special and n >= 13:
            r = self.rules
            if r.seven_pairs:  # seven_pairs(), inlined: this is the hottest path
                half = counts.count(1)
                full = NUM_KINDS - counts.count(0) - half
                if r.four_identical_pairs:
                    full += counts.count(4)
                    half += counts.count(3)
                if full > 7:
                    full = 7
                if half > 7 - full:
                    half = 7 - full
                v = 13 - 2 * full - half
                if v < best:
                    best = v
            if r.thirteen_orphans:
                held: tuple[int, ...] = _orphan_counts(counts)
                v = held.count(0) - (max(held) >= 2)
                if v < best:
                    best = v
            if r.knitted:
                best = min(best, honors_and_knitted(counts))
        if self.knits(n):
            for v, _, _ in self._straights(counts, keys, n // 3 - 3, best - 1):
                best = min(best, v)
        return best

    def after_discards(
        self, counts: list[int], keys: list[int], kinds: Sequence[int], n: int
    ) -> list[int]:
        """The shanten (as :meth:`minimum`, ``n`` concealed tiles) of ``counts`` less one of
        each kind in ``kinds``: the discards of a 3n+2 hand, without building each child.

        With the plain tables (no melds) and no knitted shape, a discard changes one group, so
        each child costs one look-up against the product of the other three groups, and the
        seven-pairs and orphans counts move by one kind. Otherwise each child is evaluated
        whole. ``counts`` and ``keys`` are left as given."""
        if not (self.fast and not self.straights and not self.rules.knitted):
            out = []
            minimum = self.minimum
            for d in kinds:
                g = GROUP_OF[d]
                counts[d] -= 1
                keys[g] -= POW5[d]
                out.append(minimum(counts, keys, n))
                counts[d] += 1
                keys[g] += POW5[d]
            return out
        st = self.store
        flat = st.flat
        vecs = st.vecs
        suit = st.suit_ids
        i0, i1, i2, i3 = suit[keys[0]], suit[keys[1]], suit[keys[2]], st.honor_ids[keys[3]]
        ab = flat[i0 << 8 | i1]
        cd = flat[i2 << 8 | i3]
        others = (flat[i1 << 8 | cd], flat[i0 << 8 | cd], flat[ab << 8 | i3], flat[ab << 8 | i2])
        k2 = 2 * (n // 3) + 1
        r = self.rules
        special = self.special and n >= 13
        sevens = special and r.seven_pairs
        orphans = special and r.thirteen_orphans
        four_as_two = r.four_identical_pairs
        if sevens:
            half = counts.count(1)
            full = NUM_KINDS - counts.count(0) - half
            if four_as_two:
                full += counts.count(4)
                half += counts.count(3)
        if orphans:
            held = _orphan_counts(counts)
            zeros = held.count(0)
            pairs = sum(c >= 2 for c in held)
        out = []
        for d in kinds:
            g = GROUP_OF[d]
            table = st.honor_ids if g == 3 else suit
            best = vecs[flat[table[keys[g] - POW5[d]] << 8 | others[g]]][k2] - 1
            c = counts[d]
            if sevens and best > 0:
                # One copy fewer of d: its pair slots go from those of c to those of c - 1.
                f, h = full, half
                if c == 1:
                    h -= 1
                elif c == 2:
                    f, h = f - 1, h + 1
                elif four_as_two:  # c 3 → 2: (1, 1) → (1, 0); c 4 → 3: (2, 0) → (1, 1)
                    if c == 3:
                        h -= 1
                    else:
                        f, h = f - 1, h + 1
                v = _seven_pairs_from(f, h)
                if v < best:
                    best = v
            if orphans and best > 0 and d in _ORPHAN_SET:
                z, p = zeros + (c == 1), pairs - (c == 2)
                v = z - (p > 0)
                if v < best:
                    best = v
            elif orphans and best > 0:
                v = zeros - (pairs > 0)
                if v < best:
                    best = v
            out.append(best)
        return out

    def by_shape(self, hand: Hand) -> dict[Shape, int]:
        """Shanten of each shape the rules allow and the hand can still take."""
        n = hand.concealed_count
        counts = hand.counts
        out = {Shape.STANDARD: self.standard(hand.keys, n // 3)}
        if self.special and n >= 13:
            r = self.rules
            if r.seven_pairs:
                out[Shape.SEVEN_PAIRS] = seven_pairs(counts, r.four_identical_pairs)
            if r.thirteen_orphans:
                out[Shape.THIRTEEN_ORPHANS] = thirteen_orphans(counts)
            if r.knitted:
                out[Shape.HONORS_AND_KNITTED] = honors_and_knitted(counts)
        if self.knits(n):
            out[Shape.KNITTED_STRAIGHT] = self.knitted_straight(counts, hand.keys, n)
        return out

    def knitted_straight(self, counts: Sequence[int], keys: Sequence[int], n: int) -> int:
        """Shanten of 组合龙 (a knitted straight, a pair and one set, concealed or the one
        meld) for ``n`` concealed tiles; ``INF`` when the hand cannot take the shape."""
        if not self.knits(n):
            return INF
        return min((v for v, _, _ in self._straights(counts, keys, n // 3 - 3, INF)), default=INF)

    def _straights(
        self, counts: Sequence[int], keys: Sequence[int], k: int, limit: int
    ) -> list[tuple[int, list[int], list[int]]]:
        """(shanten, knitted kinds not held, the rest) of each knitted straight whose shanten is
        at most ``limit``, with ``k`` sets to form beside the pair (0 or 1). The rest is given
        as its group keys, or with ``k`` = 0 (the set declared) as the kinds whose draw brings
        its pair closer.

        One copy of each held knitted kind goes to the straight (no other use of it can do
        better); the rest must make the pair and the ``k`` sets. A straight lacking more than
        ``limit + 1`` kinds cannot make ``limit`` whatever the rest, so it costs nine reads.
        """
        out = []
        for ks, held_of, parts in self.straights:
            held = held_of(counts)
            missing = held.count(0)
            if missing - 1 > limit:
                continue
            if k == 0:
                cost, rest = self._pair(counts, ks, held)
                v = missing + cost - 1
            else:
                rest = list(keys)
                for (g, p), c in zip(parts, held, strict=True):
                    if c:
                        rest[g] -= p
                v = missing + self.standard(rest, k)
            if v <= limit:
                out.append((v, [t for t, c in zip(ks, held, strict=True) if not c], rest))
        return out

    def _pair(
        self, counts: Sequence[int], ks: tuple[int, ...], held: tuple[int, ...]
    ) -> tuple[int, list[int]]:
        """(tiles lacking, kinds whose draw lowers it) for a pair from what the knitted kinds
        ``ks`` leave of ``counts``. A pair of a kind needs two copies besides the melds and the
        straight: with one meld that rules out exactly the kinds the melds hold three or four
        of (a chow leaves three, less one for the straight)."""
        rest = list(counts)
        for t, c in zip(ks, held, strict=True):
            if c:
                rest[t] -= 1
        melded = self.melded
        singles = []
        for t in range(NUM_KINDS):
            if rest[t] and melded[t] <= 2:
                if rest[t] >= 2:
                    return 0, []
                singles.append(t)
        if singles:
            return 1, [t for t in singles if counts[t] + melded[t] < 4]
        return 2, [t for t in range(NUM_KINDS) if melded[t] <= 2 and counts[t] + melded[t] < 4]

    # --- useful tiles of a 3n+1 hand ---

    def useful(self, counts: Sequence[int], keys: Sequence[int], n: int) -> tuple[int, list[int]]:
        """(shanten, kinds that lower it, in order) for ``n`` = 3k+1 concealed tiles.

        A kind already held four times (hand and melds) is never useful.
        """
        k2 = 2 * (n // 3) + 1
        useful: set[int] = set()
        std_cost, lower = self._lowering(counts, keys, k2)
        best = std_cost - 1
        special = self.special and n == 13
        sevens = orphans = knit_a = INF
        r = self.rules
        if special:
            if r.seven_pairs:
                sevens = seven_pairs(counts, r.four_identical_pairs)
            if r.thirteen_orphans:
                orphans = thirteen_orphans(counts)
            if r.knitted:
                knit_a = honors_and_knitted(counts)
            best = min(best, sevens, orphans, knit_a)
        straights: list[tuple[int, list[int], list[int]]] = []
        if self.knits(n):
            straights = self._straights(counts, keys, n // 3 - 3, best)
            best = min([best] + [v for v, _, _ in straights])
        if std_cost - 1 == best:
            lower(useful)
        if special:
            if sevens == best:
                useful |= seven_pairs_useful(counts, r.four_identical_pairs)
            if orphans == best:
                useful |= thirteen_orphans_useful(counts)
            if knit_a == best:
                useful |= honors_and_knitted_useful(counts)
        for v, missing, rest in straights:
            if v == best:
                # A missing knitted kind joins the straight; any other draw must help the rest.
                useful.update(missing)
                if n // 3 == 3:
                    useful.update(rest)
                else:
                    self._lowering(counts, rest, 2 * (n // 3 - 3) + 1)[1](useful)
        return best, sorted(useful)

    def _lowering(
        self, counts: Sequence[int], keys: Sequence[int], k2: int
    ) -> tuple[int, Callable[[set[int]], None]]:
        """The standard cost (entry ``k2``) of the groups in ``keys``, and a function adding to
        a set every kind whose draw lowers it. ``counts`` (the whole hand) says which kinds are
        still there to draw; the groups are read one at a time against the product of the
        other three."""
        st = self.store
        vecs = st.vecs
        product = st.product
        gid = self.gid
        ids = [gid(g, keys[g]) for g in range(4)]
        ab = product(ids[0], ids[1])
        cd = product(ids[2], ids[3])
        cost = vecs[product(ab, cd)][k2]

        def add(useful: set[int]) -> None:
            others = (
                product(ids[1], cd),
                product(ids[0], cd),
                product(ab, ids[3]),
                product(ab, ids[2]),
            )
            pr = st.products
            melded = self.melded
            fast = self.fast
            flat = st.flat
            suit_ids = st.suit_ids
            honor_ids = st.honor_ids
            for g, (lo, hi) in enumerate(GROUPS):
                key = keys[g]
                oth = others[g]
                caps = self.caps[g]
                if caps is not None and g < 3:
                    # A suit capped by a meld: one programme gives, per (m, p), the kinds
                    # whose draw lowers it; a draw lowers the hand when it lowers the group
                    # in some split of the cheapest total.
                    costs, gains = group_programme(digits_of(key, 9), caps, True, self.top)
                    rest = vecs[oth]
                    k = k2 // 2
                    mask = 0
                    for e in range(2 * k + 2):
                        if costs[e] + rest[k2 - e] == cost:
                            mask |= gains[e]
                    for t in range(lo, hi):
                        if mask >> (t - lo) & 1 and counts[t] + melded[t] < 4:
                            useful.add(t)
                    continue
                table = honor_ids if g == 3 else suit_ids
                for t in range(lo, hi):
                    if counts[t] + melded[t] >= 4:
                        continue
                    nk = key + POW5[t]
                    if fast:
                        p = flat[table[nk] << 8 | oth]
                    else:
                        i = gid(g, nk) if caps is not None else table[nk]
                        known = pr.get((i, oth))
                        p = product(i, oth) if known is None else known
                    if vecs[p][k2] < cost:
                        useful.add(t)

        return cost, add


#: A knitted straight as the evaluator reads it: its nine kinds, a getter of their counts, and
#: per kind its group and its key delta.
_Straight = tuple[tuple[int, ...], Counts, tuple[tuple[int, int], ...]]


def _straight(ks: tuple[int, ...]) -> _Straight:
    return ks, itemgetter(*ks), tuple((GROUP_OF[t], POW5[t]) for t in ks)


@lru_cache(maxsize=1 << 16)
def group_state(honors: bool, key: int) -> tuple[bool, int, tuple[int, ...]]:
    """What a win needs to know of one group holding the counts packed in ``key`` (kind i of
    the group is digit i; ``honors`` for the honour group, which has no chows).

    ``(splits, rest, completions)``: whether the group splits exactly into sets, plus a pair
    when it holds 3k+2 tiles; its number of tiles modulo 3; and the group's kinds (0-based)
    one more copy of which makes it split, counting only kinds held fewer than four times. A
    complete split uses held tiles only, so caps of declared melds never matter here.
    """
    st = vectors()
    ids = st.honor_ids if honors else st.suit_ids
    kinds = 7 if honors else 9
    digits = digits_of(key, kinds)
    n = sum(digits)

    def splits(k: int, n: int) -> bool:
        return n % 3 != 1 and st.vecs[ids[k]][2 * (n // 3) + (n % 3 == 2)] == 0

    full = n >= MAX_GROUP_TILES
    completions = tuple(
        i for i in range(kinds) if digits[i] < 4 and not full and splits(key + 5**i, n + 1)
    )
    return splits(key, n), n % 3, completions


@lru_cache(maxsize=256)
def evaluator(melds: tuple[Meld, ...], rules: Rules) -> Evaluator:
    """The (cached) evaluator for hands with these melds under these rules."""
    return Evaluator(melds, rules)


# --- closed forms for the concealed-only shapes (13 or 14 concealed tiles) ---------------


def _pair_slots(counts: Sequence[int], four_as_two: bool) -> tuple[int, int]:
    """(full pair slots, half pair slots) of a hand for seven pairs."""
    singles = counts.count(1)
    full = NUM_KINDS - counts.count(0) - singles
    if four_as_two:
        return full + counts.count(4), singles + counts.count(3)
    return full, singles


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
    # A draw either starts a pair (a kind not held, or a third copy when four count as two)
    # or completes one (a single, or a fourth copy): two outcomes for all 34 kinds.
    starts = _seven_pairs_from(full, half + 1) < now
    completes = _seven_pairs_from(full + 1, half - 1) < now
    out = []
    for t, c in enumerate(counts):
        if c == 0 or (c == 2 and four_as_two):
            if starts:
                out.append(t)
        elif c == 1 or (c == 3 and four_as_two):
            if completes:
                out.append(t)
    return frozenset(out)


def thirteen_orphans(counts: Sequence[int]) -> int:
    """Shanten of thirteen orphans."""
    held: tuple[int, ...] = _orphan_counts(counts)
    return held.count(0) - (max(held) >= 2)


def thirteen_orphans_useful(counts: Sequence[int]) -> frozenset[int]:
    """Kinds whose draw lowers the thirteen-orphans shanten."""
    has_pair = any(counts[t] >= 2 for t in ORPHANS)
    return frozenset(t for t in ORPHANS if counts[t] == 0 or (not has_pair and counts[t] == 1))


def honors_and_knitted(counts: Sequence[int]) -> int:
    """Shanten of 全不靠: 14 distinct tiles from one knitted 147/258/369 and the honours."""
    honors = 7 - _honor_counts(counts).count(0)
    best = 9 - min(get(counts).count(0) for get in _KNITTED_COUNTS) + honors
    return 13 - min(best, 14)


def honors_and_knitted_useful(counts: Sequence[int]) -> frozenset[int]:
    """Kinds whose draw lowers the 全不靠 shanten of a 13-tile hand: a kind not held, an
    honour or a kind of a knitted straight the hand holds the most of."""
    held = [9 - get(counts).count(0) for get in _KNITTED_COUNTS]
    most = max(held)
    kinds = set(HONORS).union(*(ks for ks, h in zip(KNITTED, held, strict=True) if h == most))
    return frozenset(t for t in kinds if not counts[t])


def shanten_by_shape(hand: Hand, rules: Rules) -> dict[Shape, int]:
    """Shanten of each shape the rules allow and the hand can take: with melds only
    ``STANDARD``, and ``KNITTED_STRAIGHT`` beside one meld."""
    hand.require_judgeable()
    require_red_fives(hand, rules.red_fives)
    return evaluator(hand.melds, rules).by_shape(hand)


def shanten(hand: Hand, rules: Rules | None = None) -> int:
    """Shanten of a 3n+1 or 3n+2 hand: -1 complete, 0 ready, 1, 2, ... (minimum over shapes).

    Raises :class:`HandError` for other sizes.
    """
    if hand.size % 3 == 0:
        hand.require_judgeable()
    rules = rules or GENERAL
    require_red_fives(hand, rules.red_fives)
    ev = evaluator(hand.melds, rules)
    return ev.minimum(hand.counts, hand.keys, hand.concealed_count)


#: The rules a core function uses when it is given none (every shape, nothing scored).
GENERAL = Rules.preset("general")
