"""Benchmark: Chinese Official scoring against PyMahjongGB, side by side in one run.

    python packaging/bench_scoring.py [--hands N] [--seed S] [--repeat R]

On a seeded corpus of winning hands (standard hands with 0–4 melds and kongs, seven pairs,
thirteen orphans, knitted shapes; random winds, self-draws and flowers) it times, hand by
hand, ``score_mcr`` without its memo (every decomposition scored, the best kept), the memoised
``is_legal_mcr_win`` on its first call and on a repeated one, and PyMahjongGB's
``MahjongFanCalculator`` (C++) on the same hands, and prints the median and 90th percentile
of µs per hand with the ratio. Each hand is timed ``repeat`` times, keeping the fastest.
Needs the test extra (``pip install -e '.[test]'``) for PyMahjongGB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from mjtrainer.core import Hand, Meld, MeldKind
from mjtrainer.scoring.mcr import is_legal_mcr_win, score_mcr
from mjtrainer.scoring.situation import Situation, Wind

# PyMahjongGB's tile names in our kind order (W characters, B dots, T bamboo, F winds, then
# J3 white, J2 green, J1 red: our 5z 6z 7z).
_GB = (
    [f"W{n}" for n in range(1, 10)]
    + [f"B{n}" for n in range(1, 10)]
    + [f"T{n}" for n in range(1, 10)]
    + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]
)
_KNITTED = [
    sorted(s * 9 + n + r for s, r in zip(order, (0, 1, 2), strict=True) for n in (0, 3, 6))
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
]
_ORPHANS = [0, 8, 9, 17, 18, 26, *range(27, 34)]


def _standard(rnd: random.Random) -> Hand | None:
    """Four sets and a pair from a four-copy wall; some sets declared, some pungs kongs."""
    left = [4] * 34
    groups: list[list[int]] = []
    while len(groups) < 4:
        if rnd.random() < 0.6:
            start = 9 * rnd.randrange(3) + rnd.randrange(7)
            g = [start, start + 1, start + 2]
        else:
            g = [rnd.randrange(34)] * 3
        if all(left[t] >= g.count(t) for t in g):
            for t in g:
                left[t] -= 1
            groups.append(g)
    pairs = [t for t in range(34) if left[t] >= 2]
    pair = rnd.choice(pairs)
    left[pair] -= 2
    concealed = [pair, pair]
    melds = []
    share = rnd.choice((0.0, 0.0, 0.3, 0.6, 1.0))
    for g in groups:
        if g[0] == g[1] and left[g[0]] and rnd.random() < 0.15:
            left[g[0]] -= 1
            kind = rnd.choice((MeldKind.KONG, MeldKind.CONCEALED_KONG))
            melds.append(Meld(g[0], kind))
        elif rnd.random() < share:
            melds.append(Meld(g[0], MeldKind.PUNG if g[0] == g[1] else MeldKind.CHOW))
        else:
            concealed += g
    return Hand.from_tiles(concealed, melds)


def _special(rnd: random.Random) -> Hand:
    kind = rnd.randrange(4)
    if kind == 0:
        pairs = rnd.sample(range(34), 7)
        return Hand.from_tiles([t for p in pairs for t in (p, p)])
    if kind == 1:
        return Hand.from_tiles(_ORPHANS + [rnd.choice(_ORPHANS)])
    ks = rnd.choice(_KNITTED)
    if kind == 2:
        n = rnd.randint(7, 9)
        return Hand.from_tiles(rnd.sample(ks, n) + rnd.sample(range(27, 34), 14 - n))
    pair = rnd.choice([t for t in range(27, 34)])
    start = 9 * rnd.randrange(3) + rnd.randrange(7)
    return Hand.from_tiles(ks + [start, start + 1, start + 2, pair, pair])


def corpus(hands: int, seed: int) -> list[tuple[Hand, Situation]]:
    """``hands`` winning hands with their situations (88% standard, the rest special)."""
    rnd = random.Random(seed)
    out = []
    winds = list(Wind)
    while len(out) < hands:
        hand = _special(rnd) if rnd.random() < 0.12 else _standard(rnd)
        if hand is None:
            continue
        sit = Situation(
            rnd.choice(hand.tiles()),
            self_drawn=rnd.random() < 0.5,
            seat_wind=rnd.choice(winds),
            round_wind=rnd.choice(winds),
            flowers=rnd.choice((0, 0, 1, 2)),
        )
        out.append((hand, sit))
    return out


def _peer_args(hand: Hand, sit: Situation) -> tuple[Any, ...]:
    """PyMahjongGB's arguments for one of our hands: packs, standing tiles, winning tile…"""
    packs = []
    for m in hand.melds:
        if m.kind is MeldKind.CHOW:
            packs.append(("CHI", _GB[m.tile + 1], 1))
        elif m.kind is MeldKind.PUNG:
            packs.append(("PENG", _GB[m.tile], 1))
        else:
            packs.append(("GANG", _GB[m.tile], 0 if m.kind is MeldKind.CONCEALED_KONG else 1))
    tiles = list(hand.tiles())
    tiles.remove(sit.win_tile)
    winds = list(Wind)
    return (
        tuple(packs),
        tuple(_GB[t] for t in tiles),
        _GB[sit.win_tile],
        sit.flowers,
        sit.self_drawn,
        False,
        False,
        False,
        winds.index(sit.seat_wind),
        winds.index(sit.round_wind),
    )


def _per_hand(fn: Callable[[Any], Any], items: Sequence[Any], repeat: int) -> list[float]:
    """Best-of-``repeat`` µs of ``fn`` on each item."""
    out = []
    for x in items:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            fn(x)
            best = min(best, time.perf_counter_ns() - t0)
        out.append(best / 1000)
    return out


def _p90(values: Sequence[float]) -> float:
    return sorted(values)[int(0.9 * (len(values) - 1))]


def mcr_rows(hands: int, seed: int, repeat: int = 3) -> list[dict[str, Any]]:
    """Time Chinese Official scoring on ``hands`` seeded winning hands; one row a measure
    (``operation``, ``label``, ``hands``, ``ours_us`` and ``ours_p90_us``, ``peer_us`` and
    ``peer_p90_us`` for PyMahjongGB when it does the same work, ``ratio`` peer / ours)."""
    from MahjongGB import MahjongFanCalculator

    pairs = corpus(hands, seed)
    peer_args = [_peer_args(h, s) for h, s in pairs]
    for h, s in pairs[:50]:  # warm the per-kind tables, not the memo of whole hands
        score_mcr.__wrapped__(h, s)
    full = _per_hand(lambda p: score_mcr.__wrapped__(*p), pairs, repeat)
    peer = _per_hand(lambda a: MahjongFanCalculator(*a), peer_args, repeat)
    legal_args = [(h, s.win_tile, s.self_drawn, s.seat_wind, s.round_wind) for h, s in pairs]

    def first_call(args: tuple[Any, ...]) -> bool:
        score_mcr.cache_clear()
        return bool(is_legal_mcr_win.__wrapped__(*args))

    legal_first = _per_hand(first_call, legal_args, repeat)
    legal_hit = _per_hand(lambda a: is_legal_mcr_win(*a), legal_args, repeat)
    rows = []
    for key, label, ours, theirs in (
        ("mcr-score", "score_mcr, every arrangement", full, peer),
        ("mcr-legal", "is_legal_mcr_win, first call", legal_first, None),
        ("mcr-legal-memo", "is_legal_mcr_win, memoised", legal_hit, None),
    ):
        row: dict[str, Any] = {
            "operation": key,
            "label": label,
            "hands": len(ours),
            "ours_us": statistics.median(ours),
            "ours_p90_us": _p90(ours),
        }
        if theirs is not None:
            row["peer_us"] = statistics.median(theirs)
            row["peer_p90_us"] = _p90(theirs)
            row["ratio"] = row["peer_us"] / row["ours_us"]
        rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python packaging/bench_scoring.py", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    try:
        rows = mcr_rows(args.hands, args.seed, args.repeat)
    except ImportError:
        print("the benchmark needs PyMahjongGB: pip install -e '.[test]'", file=sys.stderr)
        return 2
    print(
        f"Chinese Official scoring vs PyMahjongGB: seed {args.seed}, {args.hands} hands, "
        f"best of {args.repeat}; µs per hand"
    )
    print(f"{'operation':<32}{'median':>9}{'p90':>9}{'PyMahjongGB':>13}{'p90':>9}{'ratio':>9}")
    for r in rows:
        peer = (
            f"{r['peer_us']:>13.1f}{r['peer_p90_us']:>9.1f}{r['ratio']:>8.3f}x"
            if "peer_us" in r
            else f"{'':>13}{'':>9}{'':>9}"
        )
        print(f"{r['label']:<32}{r['ours_us']:>9.1f}{r['ours_p90_us']:>9.1f}{peer}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
