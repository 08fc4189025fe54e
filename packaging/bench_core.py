"""Benchmark of the core's primitives: waits, the Chinese Official analysis, hands with melds.

    python packaging/bench_core.py [--hands N] [--seed S] [--repeat R]

Three measurements on fixed seeded corpora, each printed as the median, 90th percentile and
maximum over the hands of the fastest of ``repeat`` runs of each hand (the least disturbed by
other processes on a shared machine):

- ``waits``: ``waits()`` of a 13-tile ready hand under ``riichi``, beside the ``mahjong``
  package used as a skilled user would (``Agari.is_agari`` of the 34-count hand plus each
  candidate kind: the kinds held or within two of a held suited tile), timed hand by hand
  back to back so both see the same load; the ratio is peer / ours. The two answers are
  checked equal.
- ``mcr``: ``analyze()`` of a random 14-tile hand under ``mcr`` (every shape, knitted
  included), warm caches.
- ``melds``: the first ``analyze()`` of a 14-tile hand with one or two declared melds, the
  core's memo caches emptied before each run (the tables in ``STATIC`` stay), under
  ``riichi`` and under ``mcr``.

The functions ``waits_rows``, ``mcr_rows`` and ``meld_rows`` return the rows and can be folded
into ``bench.py``. Needs the test extra (``pip install -e '.[test]'``) for the ``mahjong``
package.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from mjtrainer.core import Hand, Meld, MeldKind, Rules, analyze, waits
from mjtrainer.core.shanten import vectors

RIICHI = Rules.preset("riichi")
MCR = Rules.preset("mcr")


def deal(rnd: random.Random, size: int) -> Hand:
    """A concealed hand of ``size`` tiles from a shuffled 136-tile wall."""
    wall = [t for t in range(34) for _ in range(4)]
    rnd.shuffle(wall)
    return Hand.from_tiles(wall[:size])


def ready_hand(rnd: random.Random) -> Hand:
    """A random ready 13-tile concealed hand: four sets and a pair, less one tile."""
    while True:
        left = [4] * 34
        tiles: list[int] = []
        for _ in range(4):
            if rnd.random() < 0.6:
                start = rnd.randrange(3) * 9 + rnd.randrange(7)
                group = [start, start + 1, start + 2]
            else:
                group = [rnd.randrange(34)] * 3
            for t in group:
                left[t] -= 1
            tiles += group
        pair = rnd.randrange(34)
        left[pair] -= 2
        tiles += [pair, pair]
        if min(left) >= 0:
            tiles.remove(rnd.choice(tiles))
            return Hand.from_tiles(tiles)


def meld_hand(rnd: random.Random, melds: int) -> Hand:
    """A random 14-tile hand with ``melds`` declared melds (chow, pung, kong or concealed
    kong) and the rest dealt from what the melds leave of the wall."""
    while True:
        left = [4] * 34
        chosen = []
        for _ in range(melds):
            kind = rnd.choice(list(MeldKind))
            if kind is MeldKind.CHOW:
                tile = rnd.randrange(3) * 9 + rnd.randrange(7)
            else:
                tile = rnd.randrange(34)
            meld = Meld(tile, kind)
            for t in meld.tiles:
                left[t] -= 1
            chosen.append(meld)
        if min(left) < 0:
            continue
        wall = [t for t in range(34) for _ in range(left[t])]
        rnd.shuffle(wall)
        return Hand.from_tiles(wall[: 14 - 3 * melds], chosen)


#: Caches that hold tables rather than answers about hands: the shipped tables, the vector
#: store, and the dynamic programme's step per (held, cap) (200 at most, about 30 ms if all
#: were built, paid once per process).
STATIC = ("tables", "vectors", "_moves")


def clear_caches() -> None:
    """Empty the core's memo caches (not the tables in ``STATIC``): a hand's first analysis."""
    # Through sys.modules: the package re-exports a function named like its shanten module.
    for name_ in ("groups", "shanten", "decompose", "analysis"):
        module = sys.modules[f"mjtrainer.core.{name_}"]
        for name in dir(module):
            fn = getattr(module, name)
            if callable(fn) and hasattr(fn, "cache_clear") and name not in STATIC:
                fn.cache_clear()


def _best(fn: Callable[[], Any], repeat: int, before: Callable[[], None] | None = None) -> float:
    """Fastest of ``repeat`` runs of ``fn``, in µs."""
    best = float("inf")
    for _ in range(repeat):
        if before is not None:
            before()
        t0 = time.perf_counter_ns()
        fn()
        best = min(best, time.perf_counter_ns() - t0)
    return best / 1000


def summary(times: Sequence[float]) -> dict[str, float]:
    """Median, 90th percentile and maximum of per-hand times (µs)."""
    ordered = sorted(times)
    return {
        "median": statistics.median(ordered),
        "p90": ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
        "max": ordered[-1],
    }


class AgariPeer:
    """Waits with the ``mahjong`` package as a skilled user would: ``is_agari`` per candidate."""

    def __init__(self) -> None:
        from mahjong.agari import Agari

        self.is_agari = Agari().is_agari

    def waits(self, counts: list[int]) -> list[int]:
        """Kinds completing the 34-count hand, trying the kinds held or next to a held one."""
        cand = set()
        for t in range(34):
            if counts[t]:
                if t >= 27:
                    cand.add(t)
                else:
                    lo = t - t % 9
                    cand.update(range(max(lo, t - 2), min(lo + 9, t + 3)))
        out = []
        for t in sorted(cand):
            if counts[t] < 4:
                counts[t] += 1
                if self.is_agari(counts):
                    out.append(t)
                counts[t] -= 1
        return out


def waits_rows(hands: int, seed: int, repeat: int) -> list[dict[str, Any]]:
    """``waits()`` against ``Agari.is_agari`` per candidate, hand by hand."""
    peer = AgariPeer()
    rnd = random.Random(seed)
    corpus = [ready_hand(rnd) for _ in range(hands)]
    ours, theirs = [], []
    for hand in corpus:
        counts = list(hand.counts)
        expect = peer.waits(counts)
        got = [w.tile for w in waits(hand, RIICHI)]
        if got != expect:
            raise AssertionError(f"waits differ on {hand!r}: {got} vs {expect}")
        ours.append(_best(lambda h=hand: waits(h, RIICHI), repeat))
        theirs.append(_best(lambda c=counts: peer.waits(c), repeat))
    a, b = summary(ours), summary(theirs)
    return [
        {"operation": "waits", "label": "waits() of a 13-tile ready hand", **a},
        {"operation": "waits-peer", "label": "mahjong Agari.is_agari per candidate", **b},
        {
            "operation": "waits-ratio",
            "label": "ratio peer / ours (medians)",
            "median": b["median"] / a["median"],
            "p90": b["p90"] / a["p90"],
            "max": b["max"] / a["max"],
        },
    ]


def mcr_rows(hands: int, seed: int, repeat: int) -> list[dict[str, Any]]:
    """``analyze()`` of random 14-tile hands under ``mcr``, warm caches."""
    rnd = random.Random(seed + 1)
    corpus = [deal(rnd, 14) for _ in range(hands)]
    times = [_best(lambda h=hand: analyze(h, MCR), repeat) for hand in corpus]
    return [{"operation": "mcr", "label": "analyze() of 14 tiles under mcr", **summary(times)}]


def meld_rows(hands: int, seed: int, repeat: int) -> list[dict[str, Any]]:
    """The first ``analyze()`` of 14-tile hands with one or two melds (caches emptied)."""
    rnd = random.Random(seed + 2)
    corpus = [meld_hand(rnd, 1 + i % 2) for i in range(hands)]
    rows = []
    for rules in (RIICHI, MCR):
        times = [
            _best(lambda h=hand, r=rules: analyze(h, r), repeat, clear_caches) for hand in corpus
        ]
        rows.append(
            {
                "operation": f"melds-{rules.name}",
                "label": f"first analyze() with melds, {rules.name}",
                **summary(times),
            }
        )
    return rows


def run(
    hands: int = 400, seed: int = 2026, repeat: int = 3, out: Any = None
) -> list[dict[str, Any]]:
    """Every measurement; print the table; return the rows."""
    out = out or sys.stdout
    vectors()  # the one-time table load is not part of any figure
    rows = waits_rows(hands, seed, repeat) + mcr_rows(hands, seed, repeat)
    rows += meld_rows(max(1, hands // 4), seed, repeat)
    print(f"mjtrainer core primitives: seed {seed}, {hands} hands, best of {repeat}", file=out)
    print(f"{'µs per hand':<42}{'median':>10}{'p90':>10}{'max':>10}", file=out)
    for row in rows:
        unit = "x" if row["operation"].endswith("ratio") else ""
        print(
            f"{row['label']:<42}"
            + "".join(f"{row[k]:>9.1f}{unit or ' '}" for k in ("median", "p90", "max")),
            file=out,
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python packaging/bench_core.py", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    try:
        run(args.hands, args.seed, args.repeat)
    except ImportError:
        print("the benchmark needs the mahjong package: pip install -e '.[test]'", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
