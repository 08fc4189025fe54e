"""Exact per-group costs: how many tiles a group of the hand lacks to hold m sets and p pairs.

A hand's tiles fall into four groups (characters, dots, bamboo, honours). For a group with
counts ``H`` and each m in 0–4 sets and p in 0–1 pairs, ``cost`` is the least number of tiles to
*add* to ``H`` so that some sub-multiset of it is m sets plus p pairs of that group, no kind held
more than its cap (4 minus copies in declared melds). Because targets respect the caps, the
shanten built from these costs is exact: no shape relies on a fifth copy of a tile.

Costs are laid out as 10 values, index ``2 * m + p``. Groups whose caps are all 4 (the common
case) are read from a table generated once by :func:`build_tables` (run
``python packaging/make_tables.py``) and shipped with the package; groups touched by declared
melds use :func:`group_costs`, a dynamic programme over positions.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Sequence
from functools import lru_cache
from importlib import resources

INF = 99
SUIT_SIZE = 5**9
HONOR_SIZE = 5**7
MAX_GROUP_TILES = 14
#: The shipped table, in the package's data folder (written by packaging/make_tables.py).
DATA_FILE = "groups.bin.z"


def group_costs(
    counts: tuple[int, ...], caps: tuple[int, ...], chows: bool, top: int = 4
) -> tuple[int, ...]:
    """The 10 costs of one group by dynamic programming (the reference for the table).

    ``counts`` and ``caps`` give the held copies and the most copies a target may use per kind;
    ``chows`` is False for honours. Unreachable (m, p) get ``INF``, and so do the entries of
    more than ``top`` sets (a hand with melds never needs them, and each set fewer makes the
    programme smaller).
    """
    return group_programme(counts, caps, chows, top)[0]


@lru_cache(maxsize=1 << 14)  # some 0.8 KB an entry: 13 MB
def group_programme(
    counts: tuple[int, ...], caps: tuple[int, ...], chows: bool, top: int = 4
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(costs, gains) of one group: the 10 costs of :func:`group_costs`, and per (m, p) a bit
    mask of the group's kinds (bit i for kind i) whose draw lowers that cost.

    A draw of kind t lowers cost(m, p) exactly when some cheapest target lacks a copy of t:
    that target then costs one less, and a target costing less after the draw must use the new
    copy, so it lacked t and cost the minimum before. The programme keeps, per state, the
    union of the kinds its cheapest partial targets add, merged on ties.
    """
    n = len(counts)
    # state code ((a * 5 + b) * 5 + m) * 2 + p: chows started at i-1 and at i-2, sets so far,
    # pair so far -> least tiles added, and the kinds added by the targets reaching it so
    states = {0: 0}
    masks = {0: 0}
    for i in range(n):
        moves = _moves(counts[i], caps[i], chows and i <= n - 3, top)
        bit = 1 << i
        new: dict[int, int] = {}
        new_masks: dict[int, int] = {}
        get = new.get
        for state, cost in states.items():
            mask = masks[state]
            added = mask | bit
            for nxt, add in moves[state]:
                c = cost + add
                old = get(nxt, INF)
                if c < old:
                    new[nxt] = c
                    new_masks[nxt] = added if add else mask
                elif c == old:
                    new_masks[nxt] |= added if add else mask
        states = new
        masks = new_masks
    costs = [INF] * 10
    gains = [0] * 10
    for state, c in states.items():
        # no chow is left open at the end, so the code is 2 * m + p
        costs[state] = c
        gains[state] = masks[state]
    return tuple(costs), tuple(gains)


@lru_cache(maxsize=256)  # every (held, cap, chows, top): 200 at most
def _moves(held: int, cap: int, chows: bool, top: int) -> dict[int, tuple[tuple[int, int], ...]]:
    """The dynamic programme's step at one kind: for each state code, every (next state code,
    tiles added) — chows started here, a pung, a pair — within the kind's cap and ``top``
    sets. There are few distinct (held, cap) pairs, so the steps are built once."""
    out = {}
    for a in range(5):
        for b in range(5):
            for m in range(top + 1):
                for p in (0, 1):
                    steps = []
                    for x in range(top - m + 1 if chows else 1):
                        for pung in (0, 1):
                            if m + x + pung > top:
                                break
                            for pair in (0, 1) if p == 0 else (0,):
                                used = a + b + x + 3 * pung + 2 * pair
                                if used <= cap:
                                    code = ((x * 5 + a) * 5 + m + x + pung) * 2 + p + pair
                                    steps.append((code, used - held if used > held else 0))
                    out[((a * 5 + b) * 5 + m) * 2 + p] = tuple(steps)
    return out


def _targets(kinds: int, chows: bool, m: int, p: int) -> set[int]:
    """Base-5 keys of every way to lay m sets and p pairs in a group, at most 4 per kind."""
    shapes = [(i,) * 3 for i in range(kinds)]
    if chows:
        shapes += [(i, i + 1, i + 2) for i in range(kinds - 2)]
    found: set[int] = set()

    def place(start: int, left: int, counts: list[int]) -> None:
        if left == 0:
            for q in range(kinds) if p else [None]:
                c = counts[:]
                if q is not None:
                    c[q] += 2
                if max(c) <= 4:
                    found.add(sum(v * 5**i for i, v in enumerate(c)))
            return
        for s in range(start, len(shapes)):
            c = counts[:]
            for t in shapes[s]:
                c[t] += 1
            if max(c) <= 4:
                place(s, left - 1, c)

    place(0, m, [0] * kinds)
    return found


def _closure(targets: set[int], kinds: int) -> set[int]:
    """Every sub-multiset of the targets (as base-5 keys)."""
    seen = set(targets)
    frontier = list(targets)
    pow5 = [5**i for i in range(kinds)]
    while frontier:
        nxt = []
        for key in frontier:
            k = key
            for i in range(kinds):
                if k % 5:
                    sub = key - pow5[i]
                    if sub not in seen:
                        seen.add(sub)
                        nxt.append(sub)
                k //= 5
        frontier = nxt
    return seen


def _small_groups(kinds: int) -> Iterator[tuple[int, list[int], int]]:
    """(key, digits, tile count) of every group of ``kinds`` kinds holding at most 14 tiles,
    in increasing key order (so every key with a tile fewer comes first)."""
    digits = [0] * kinds
    for key in range(5**kinds):
        if key:  # increment the base-5 digits
            i = 0
            while digits[i] == 4:
                digits[i] = 0
                i += 1
            digits[i] += 1
        n = sum(digits)
        if n <= MAX_GROUP_TILES:
            yield key, digits, n


def _build(kinds: int, chows: bool) -> bytearray:
    """Costs for every group of ``kinds`` kinds holding at most 14 tiles, caps all 4.

    cost(H, m, p) = (3m + 2p) - o(H), where o(H) is the size of the largest sub-multiset of H
    that fits inside some target; o follows from o(H) = |H| if H fits, else max_j o(H - e_j).
    """
    size = 5**kinds
    pow5 = [5**i for i in range(kinds)]
    table = bytearray(size * 10)
    fits = [[_closure(_targets(kinds, chows, m, p), kinds) for p in (0, 1)] for m in range(5)]
    best = [bytearray(size) for _ in range(10)]  # o(H) per (m, p)
    for key, digits, n in _small_groups(kinds):
        preds = [key - pow5[i] for i in range(kinds) if digits[i]]
        for m in range(5):
            for p in (0, 1):
                col = best[2 * m + p]
                if key in fits[m][p]:
                    o = n
                else:
                    o = max(col[q] for q in preds)
                col[key] = o
                table[key * 10 + 2 * m + p] = 3 * m + 2 * p - o
    return table


def _classes(table: bytes | bytearray, kinds: int) -> tuple[list[bytes], bytes, list[int]]:
    """Split a 10-byte-per-entry table into its distinct cost vectors, a byte per key naming
    the vector (there are only about 130 distinct vectors for suits, 55 for honours), and the
    fewest tiles any key of each vector holds."""
    vectors: dict[bytes, int] = {}
    ids = bytearray(5**kinds)
    fewest: list[int] = []
    for key, _, n in _small_groups(kinds):
        v = bytes(table[key * 10 : key * 10 + 10])
        c = ids[key] = vectors.setdefault(v, len(vectors))
        if c == len(fewest):
            fewest.append(n)
        fewest[c] = min(fewest[c], n)
    return list(vectors), bytes(ids), fewest


def combine(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    """Min-plus product of two cost vectors: the costs of both groups taken together."""
    out = [INF] * 10
    for i in range(5):
        for j in range(5 - i):
            x = 2 * (i + j)
            out[x] = min(out[x], a[2 * i] + b[2 * j])
            out[x + 1] = min(out[x + 1], a[2 * i] + b[2 * j + 1], a[2 * i + 1] + b[2 * j])
    return tuple(min(v, INF) for v in out)


NO_PRODUCT = 255


def build_tables() -> bytes:
    """The compressed table file.

    Layout: N, then N cost vectors (10 bytes each), then an N x N matrix of product ids
    (``NO_PRODUCT`` where a product of real groups never occurs), then one vector id per key
    of a suit (5^9 keys) and of the honours (5^7 keys). The N vectors are every vector a group
    or a union of groups of a real hand (at most 14 tiles) can have: about 180 of them.
    """
    suit_vecs, suit_ids, suit_fewest = _classes(_build(9, True), 9)
    honor_vecs, honor_ids, honor_fewest = _classes(_build(7, False), 7)
    index: dict[tuple[int, ...], int] = {}
    for raw in suit_vecs + honor_vecs:
        index.setdefault(tuple(raw), len(index))
    # Close over products of disjoint group sets: (vector, suits used, honours used) -> fewest.
    items: dict[tuple[tuple[int, ...], int, int], int] = {}
    for raw, n in zip(suit_vecs, suit_fewest, strict=True):
        items[(tuple(raw), 1, 0)] = min(items.get((tuple(raw), 1, 0), INF), n)
    for raw, n in zip(honor_vecs, honor_fewest, strict=True):
        items[(tuple(raw), 0, 1)] = min(items.get((tuple(raw), 0, 1), INF), n)
    changed = True
    while changed:
        changed = False
        current = list(items.items())
        for (va, sa, ha), na in current:
            for (vb, sb, hb), nb in current:
                if sa + sb > 3 or ha + hb > 1 or na + nb > MAX_GROUP_TILES:
                    continue
                key = (combine(va, vb), sa + sb, ha + hb)
                if na + nb < items.get(key, INF):
                    items[key] = na + nb
                    changed = True
    for vec, _, _ in items:
        index.setdefault(vec, len(index))
    vectors = list(index)
    n = len(vectors)
    if n >= NO_PRODUCT:
        raise RuntimeError(f"{n} vectors do not fit a byte")
    out = bytearray([n])
    for vec in vectors:
        out += bytes(vec)
    for a in vectors:
        out += bytes(index.get(combine(a, b), NO_PRODUCT) for b in vectors)
    suit_map = bytes(index[tuple(raw)] for raw in suit_vecs)
    honor_map = bytes(index[tuple(raw)] for raw in honor_vecs)
    out += suit_ids.translate(suit_map.ljust(256, b"\0"))
    out += honor_ids.translate(honor_map.ljust(256, b"\0"))
    return zlib.compress(bytes(out), 9)


Vector = tuple[int, ...]


@lru_cache(maxsize=1)
def tables() -> tuple[list[Vector], bytes, bytes, bytes]:
    """(vectors, product matrix, suit vector id per key, honour vector id per key).

    A group's 10 costs are ``vectors[ids[key]]`` with ``key`` its base-5 packed counts (kind i
    of the group is digit i); the product of vectors i and j is ``matrix[i * N + j]`` unless
    that is ``NO_PRODUCT``. Keys of groups over 14 tiles map to vector 0.
    """
    data = resources.files(__package__).joinpath("data").joinpath(DATA_FILE)
    raw = zlib.decompress(data.read_bytes())
    n = raw[0]
    pos = 1
    vectors = [tuple(raw[pos + 10 * i : pos + 10 * i + 10]) for i in range(n)]
    pos += 10 * n
    matrix = raw[pos : pos + n * n]
    pos += n * n
    suit_ids = raw[pos : pos + SUIT_SIZE]
    honor_ids = raw[pos + SUIT_SIZE : pos + SUIT_SIZE + HONOR_SIZE]
    return vectors, matrix, suit_ids, honor_ids
