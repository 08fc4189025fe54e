"""Exact per-group costs: how many tiles a group of the hand lacks to hold m sets and p pairs.

A hand's tiles fall into four groups (characters, dots, bamboo, honours). For a group with
counts ``H`` and each m in 0–4 sets and p in 0–1 pairs, ``cost`` is the least number of tiles to
*add* to ``H`` so that some sub-multiset of it is m sets plus p pairs of that group, no kind held
more than its cap (4 minus copies in declared melds). Because targets respect the caps, the
shanten built from these costs is exact: no shape relies on a fifth copy of a tile.

Costs are laid out as 10 values, index ``2 * m + p``. Groups whose caps are all 4 (the common
case) are read from a table generated once by :func:`build_tables` and shipped with the package;
groups touched by declared melds use :func:`group_costs`, a dynamic programme over positions.
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from importlib import resources

INF = 99
SUIT_SIZE = 5**9
HONOR_SIZE = 5**7
MAX_GROUP_TILES = 14
_DATA = "groups.bin.z"


@lru_cache(maxsize=1 << 16)
def group_costs(counts: tuple[int, ...], caps: tuple[int, ...], chows: bool) -> tuple[int, ...]:
    """The 10 costs of one group by dynamic programming (the reference for the table).

    ``counts`` and ``caps`` give the held copies and the most copies a target may use per kind;
    ``chows`` is False for honours. Unreachable (m, p) get ``INF``.
    """
    n = len(counts)
    # state: (chows started at i-1, chows started at i-2, sets so far, pair so far) -> cost
    states: dict[tuple[int, int, int, int], int] = {(0, 0, 0, 0): 0}
    for i in range(n):
        held, cap = counts[i], caps[i]
        new: dict[tuple[int, int, int, int], int] = {}
        for (a, b, m, p), cost in states.items():
            max_new_chows = 4 - m if chows and i <= n - 3 else 0
            for x in range(max_new_chows + 1):
                for pung in (0, 1):
                    if m + x + pung > 4:
                        break
                    for pair in (0, 1) if p == 0 else (0,):
                        used = a + b + x + 3 * pung + 2 * pair
                        if used > cap:
                            continue
                        c = cost + (used - held if used > held else 0)
                        key = (x, a, m + x + pung, p + pair)
                        if c < new.get(key, INF):
                            new[key] = c
        states = new
    out = [INF] * 10
    for (a, b, m, p), c in states.items():
        if a == 0 and b == 0 and c < out[2 * m + p]:
            out[2 * m + p] = c
    return tuple(out)


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
    digits = [0] * kinds
    for key in range(size):
        if key:  # increment the base-5 digits
            i = 0
            while digits[i] == 4:
                digits[i] = 0
                i += 1
            digits[i] += 1
        n = sum(digits)
        if n > MAX_GROUP_TILES:
            continue
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


def build_tables() -> bytes:
    """The compressed table file: suit costs (5^9 entries) then honour costs (5^7 entries)."""
    return zlib.compress(bytes(_build(9, True) + _build(7, False)), 9)


@lru_cache(maxsize=1)
def tables() -> tuple[bytes, bytes]:
    """The suit and honour cost tables, 10 bytes an entry, indexed by the group's base-5 key."""
    raw = zlib.decompress(resources.files(__package__).joinpath("data").joinpath(_DATA).read_bytes())
    return raw[: SUIT_SIZE * 10], raw[SUIT_SIZE * 10 :]


if __name__ == "__main__":  # python -m mjtrainer.core.groups  (regenerates the table file)
    import pathlib
    import time

    t0 = time.perf_counter()
    out = pathlib.Path(__file__).with_name("data") / _DATA
    out.write_bytes(build_tables())
    print(f"wrote {out} ({out.stat().st_size} bytes) in {time.perf_counter() - t0:.1f} s")
