"""Benchmark: the core against the ``mahjong`` package, side by side in one run.

    python packaging/bench.py [--hands N] [--seed S] [--repeat R] [--look-hands N]

On a fixed seeded corpus dealt from a real 136-tile wall it times, per hand, shanten of
14-tile hands, waits of 13-tile ready hands, the full discard analysis of 14-tile hands (every
discard with its effective tiles) and ``analyze`` end to end, then does the same work with the
``mahjong`` package, used as a skilled user would (``Agari.is_agari`` per candidate tile for
the waits, its shanten driving the discard loops), and prints medians and ratios.
The corpus is cut into small chunks; each chunk is timed for both libraries back to back,
``repeat`` times, keeping the fastest (the least disturbed by other processes), so both see
the same machine load; the figure is the median over the chunks of µs per hand.

Then the look-ahead (``discard_lookahead`` at turn 1, every discard of a 14-tile hand) on
14-tile hands dealt from the same kind of wall and sorted by shanten: the median and the 90th
percentile per hand, basic and extended search, against the targets. These are CPU times of
this process (``time.process_time``): a search takes long enough for other processes on the
machine to steal the processor mid-hand, which a best-of-N cannot undo. It has no peer in the
``mahjong`` package. Needs the test extra (``pip install -e '.[test]'``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from mjtrainer.core import Hand, Rules, analyze, discard_options, shanten, waits
from mjtrainer.core.lookahead import MAX_EXTENDED_SHANTEN, MAX_SHANTEN, discard_lookahead
from mjtrainer.core.shanten import vectors

RIICHI = Rules.preset("riichi")
TARGETS = {"shanten": 10, "waits": 10, "discards": 20, "analyze": 20}
#: Look-ahead targets, median ms per 14-tile hand by shanten (None: no target).
LOOK_TARGETS: dict[bool, dict[int, float | None]] = {
    False: {0: None, 1: 10, 2: 50, 3: 500},
    True: {0: None, 1: None, 2: 2000, 3: None},
}


def deal(rnd: random.Random, size: int) -> Hand:
    """A hand of ``size`` tiles from a shuffled 136-tile wall."""
    wall = [t for t in range(34) for _ in range(4)]
    rnd.shuffle(wall)
    return Hand.from_tiles(wall[:size])


def ready_hand(rnd: random.Random) -> Hand:
    """A random ready 13-tile hand: four sets and a pair from the wall, less one tile."""
    while True:
        left = [4] * 34
        tiles: list[int] = []
        ok = True
        for _ in range(4):
            if rnd.random() < 0.6:
                s = rnd.randrange(3)
                start = s * 9 + rnd.randrange(7)
                group = [start, start + 1, start + 2]
            else:
                t = rnd.randrange(34)
                group = [t, t, t]
            for t in group:
                left[t] -= 1
            tiles += group
        pair = rnd.randrange(34)
        left[pair] -= 2
        tiles += [pair, pair]
        ok = min(left) >= 0
        if ok:
            tiles.remove(rnd.choice(tiles))
            return Hand.from_tiles(tiles)


class Peer:
    """The same operations done with the ``mahjong`` package, as a skilled user would."""

    def __init__(self) -> None:
        from mahjong.agari import Agari
        from mahjong.shanten import Shanten

        self.shanten = Shanten().calculate_shanten
        self.is_agari = Agari().is_agari

    def waits(self, counts: list[int]) -> list[int]:
        """Each candidate tile added once and the hand checked for a win: the package's agari
        check is far cheaper than a shanten computation for that question."""
        out = []
        is_agari = self.is_agari
        for t in range(34):
            if counts[t] < 4:
                counts[t] += 1
                if is_agari(counts):
                    out.append(t)
                counts[t] -= 1
        return out

    def discards(self, counts: list[int]) -> list[tuple[int, int, list[int]]]:
        out = []
        for d in range(34):
            if not counts[d]:
                continue
            counts[d] -= 1
            base = self.shanten(counts)
            eff = []
            for t in range(34):
                if counts[t] < 4:
                    counts[t] += 1
                    if self.shanten(counts) < base:
                        eff.append(t)
                    counts[t] -= 1
            counts[d] += 1
            out.append((d, base, eff))
        return out


def _time_chunk(
    ours: Callable[[Any], Any],
    theirs: Callable[[Any], Any],
    mine: Sequence[Any],
    peers: Sequence[Any],
    repeat: int,
) -> tuple[float, float]:
    """Best-of-``repeat`` µs per item of both libraries on one chunk, back to back."""
    best_a = best_b = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter_ns()
        for x in mine:
            ours(x)
        t1 = time.perf_counter_ns()
        for y in peers:
            theirs(y)
        t2 = time.perf_counter_ns()
        best_a = min(best_a, t1 - t0)
        best_b = min(best_b, t2 - t1)
    return best_a / 1000 / len(mine), best_b / 1000 / len(peers)


def run(
    hands: int = 1000, seed: int = 2026, repeat: int = 3, out: Any = None
) -> list[dict[str, Any]]:
    """Run every measurement; print the table; return the rows."""
    out = out or sys.stdout
    peer = Peer()
    rnd = random.Random(seed)
    t0 = time.perf_counter()
    vectors()  # the one-time load of the shipped tables, reported on its own
    load_ms = (time.perf_counter() - t0) * 1000
    fourteen = [deal(rnd, 14) for _ in range(hands)]
    ready = [ready_hand(rnd) for _ in range(hands)]
    small = fourteen[: max(1, hands // 4)]  # the heavy operations use a quarter of the corpus
    Case = tuple[str, str, Sequence[Hand], Callable[[Hand], Any], Callable[[list[int]], Any]]
    cases: list[Case] = [
        (
            "shanten",
            "shanten of a 14-tile hand",
            fourteen,
            lambda h: shanten(h, RIICHI),
            peer.shanten,
        ),
        ("waits", "waits of a 13-tile ready hand", ready, lambda h: waits(h, RIICHI), peer.waits),
        (
            "discards",
            "full discard analysis, 14 tiles",
            small,
            lambda h: discard_options(h, RIICHI),
            peer.discards,
        ),
        (
            "analyze",
            "analyze() end to end, 14 tiles",
            small,
            lambda h: analyze(h, RIICHI),
            peer.discards,
        ),
    ]
    rows = []
    print(
        f"mjtrainer core vs mahjong package: seed {seed}, {hands} hands, best of {repeat}; "
        f"table load {load_ms:.1f} ms (once per process)",
        file=out,
    )
    print(
        f"{'operation (µs per hand)':<34}{'hands':>6}{'mjtrainer µs':>14}{'mahjong µs':>12}"
        f"{'ratio':>8}{'target':>8}",
        file=out,
    )
    for key, label, corpus, ours, theirs in cases:
        a_times, b_times = [], []
        chunk = 10 if key in ("shanten", "waits") else 2
        for i in range(0, len(corpus), chunk):
            part = corpus[i : i + chunk]
            a, b = _time_chunk(ours, theirs, part, [list(h.counts) for h in part], repeat)
            a_times.append(a)
            b_times.append(b)
        a_med, b_med = statistics.median(a_times), statistics.median(b_times)
        ratio = b_med / a_med
        row = {
            "operation": key,
            "label": label,
            "hands": len(corpus),
            "ours_us": a_med,
            "peer_us": b_med,
            "ratio": ratio,
            "target": TARGETS[key],
        }
        rows.append(row)
        print(
            f"{label:<34}{len(corpus):>6}{a_med:>14.1f}{b_med:>12.1f}{ratio:>7.1f}x"
            f"{'≥' + str(TARGETS[key]) + 'x':>8}",
            file=out,
        )
    return rows


def look_corpus(rnd: random.Random, per: int, levels: Sequence[int]) -> dict[int, list[Hand]]:
    """``per`` 14-tile hands at each shanten in ``levels``, dealt from shuffled walls."""
    by: dict[int, list[Hand]] = {s: [] for s in levels}
    while any(len(v) < per for v in by.values()):
        h = deal(rnd, 14)
        got = by.get(shanten(h, RIICHI))
        if got is not None and len(got) < per:
            got.append(h)
    return by


def run_lookahead(
    per: int = 20, seed: int = 2026, out: Any = None, extended_per: int | None = None
) -> list[dict[str, Any]]:
    """Time ``discard_lookahead`` per 14-tile hand at 0–3 shanten, basic and extended; print
    the table; return the rows. The extended search gets ``extended_per`` hands (fewer: it is
    the slow one)."""
    out = out or sys.stdout
    levels = (0, 1, 2, 3)
    corpus = look_corpus(random.Random(seed), per, levels)
    ext_per = max(1, per // 4) if extended_per is None else extended_per
    print(
        f"\nlook-ahead: discard_lookahead of a 14-tile hand at turn 1 (17 draws), seed {seed}",
        file=out,
    )
    print(
        f"{'search':<10}{'shanten':>8}{'hands':>7}{'median ms':>11}{'p90 ms':>10}{'max ms':>10}"
        f"{'target':>9}   (CPU time)",
        file=out,
    )
    rows = []
    for extended in (False, True):
        for s in levels:
            name = "extended" if extended else "basic"
            if s > (MAX_EXTENDED_SHANTEN if extended else MAX_SHANTEN):
                print(f"{name:<10}{s:>8}   not searched: above the cut-off", file=out)
                continue
            hands = corpus[s][: ext_per if extended else per]
            times = []
            for h in hands:
                t0 = time.process_time()
                discard_lookahead(h, RIICHI, extended=extended)
                times.append((time.process_time() - t0) * 1000)
            times.sort()
            med = statistics.median(times)
            p90 = times[min(len(times) - 1, max(0, round(0.9 * len(times)) - 1))]
            target = LOOK_TARGETS[extended][s]
            rows.append(
                {
                    "operation": "lookahead",
                    "extended": extended,
                    "shanten": s,
                    "hands": len(hands),
                    "median_ms": med,
                    "p90_ms": p90,
                    "max_ms": times[-1],
                    "target_ms": target,
                }
            )
            mark = "" if target is None else f"≤{target:g}"
            print(
                f"{name:<10}{s:>8}{len(hands):>7}{med:>11.1f}"
                f"{p90:>10.1f}{times[-1]:>10.1f}{mark:>9}",
                file=out,
            )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python packaging/bench.py", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--look-hands", type=int, default=20, help="hands per shanten for the look-ahead (0: skip)"
    )
    parser.add_argument(
        "--look-extended-hands", type=int, default=None, help="of those, for the extended search"
    )
    args = parser.parse_args(argv)
    try:
        run(args.hands, args.seed, args.repeat)
        if args.look_hands > 0:
            run_lookahead(args.look_hands, args.seed, extended_per=args.look_extended_hands)
    except ImportError:
        print("the benchmark needs the mahjong package: pip install -e '.[test]'", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
