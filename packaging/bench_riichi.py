"""Benchmark: the riichi adapter against calling the ``mahjong`` package directly.

    python packaging/bench_riichi.py [--hands N] [--seed S] [--repeat R]

On a seeded corpus of complete hands (sets from a 136-tile wall, some called or declared as
kongs, random winds, flags and dora indicators) it times, per hand, ``score_riichi`` on a
first call (memo cleared: checks, the core's completeness test, conversion, the package, and
reading the answer back), ``riichi_value`` on a repeated call (the memo), and the package's
``HandCalculator.estimate_hand_value`` alone on 136-tile arrays prepared beforehand, with a new
``HandConfig`` per call as the adapter makes. Both are timed cold: our memo and the package's
decomposition cache are cleared before each call. Each hand is timed best of ``repeat``; the table
gives the median and the 90th percentile in µs per scored hand, and the adapter's overhead.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld as PackageMeld

from mjtrainer.core import Hand, Meld, MeldKind
from mjtrainer.scoring.riichi import clear_cache, riichi_value, score_riichi
from mjtrainer.scoring.situation import Situation, Wind

_KINDS = {
    MeldKind.CHOW: (PackageMeld.CHI, True),
    MeldKind.PUNG: (PackageMeld.PON, True),
    MeldKind.KONG: (PackageMeld.KAN, True),
    MeldKind.CONCEALED_KONG: (PackageMeld.KAN, False),
}


def complete_hand(rnd: random.Random) -> tuple[Hand, list[int]]:
    """Four sets and a pair from the wall (some called, kongs declared), and what is left."""
    while True:
        left, counts, melds = [4] * 34, [0] * 34, []
        for _ in range(4):
            r = rnd.random()
            if r < 0.5:
                start = rnd.randrange(3) * 9 + rnd.randrange(7)
                group, kind = [start, start + 1, start + 2], MeldKind.CHOW
            else:
                t = rnd.randrange(34)
                group, kind = [t] * 3, MeldKind.PUNG
                if r > 0.9:
                    group = [t] * 4
                    kind = rnd.choice([MeldKind.KONG, MeldKind.CONCEALED_KONG])
            for t in group:
                left[t] -= 1
            if len(group) == 4 or rnd.random() < 0.25:
                melds.append(Meld(group[0], kind))
            else:
                for t in group:
                    counts[t] += 1
        pair = rnd.randrange(34)
        left[pair] -= 2
        counts[pair] += 2
        if min(left) >= 0:
            return Hand(tuple(counts), tuple(melds)), left


def situation(rnd: random.Random, hand: Hand, left: list[int]) -> Situation:
    """A random legal situation; indicators come from the tiles the hand left in the wall."""
    wall = [t for t in range(34) for _ in range(left[t])]
    rnd.shuffle(wall)
    riichi = hand.is_concealed and rnd.random() < 0.5
    return Situation(
        rnd.choice(hand.tiles()),
        self_drawn=rnd.random() < 0.5,
        seat_wind=rnd.choice(list(Wind)),
        round_wind=rnd.choice(list(Wind)),
        riichi=riichi,
        last_tile=rnd.random() < 0.1,
        dora_indicators=tuple(wall[: rnd.randrange(1, 3)]),
        ura_dora_indicators=tuple(wall[3:4]) if riichi else (),
    )


def package_call(hand: Hand, sit: Situation) -> Callable[[], Any]:
    """The package's own call for a hand, with its arguments prepared up front."""
    used = [0] * 34

    def take(t: int) -> int:
        used[t] += 1
        return 4 * t + used[t] - 1

    tiles: list[int] = []
    melds = []
    for m in hand.melds:
        kind, opened = _KINDS[m.kind]
        melds.append(PackageMeld(kind, [take(t) for t in m.tiles], opened))
        tiles += melds[-1].tiles
    concealed = [take(t) for t in hand.tiles()]
    win = next(i for i in concealed if i // 4 == sit.win_tile)
    tiles += concealed
    dora = [take(t) for t in sit.dora_indicators]
    ura = [take(t) for t in sit.ura_dora_indicators]
    kw: dict[str, Any] = dict(
        is_tsumo=sit.self_drawn,
        is_riichi=sit.riichi,
        is_haitei=sit.last_tile and sit.self_drawn,
        is_houtei=sit.last_tile and not sit.self_drawn,
        player_wind=sit.seat_wind.tile,
        round_wind=sit.round_wind.tile,
    )

    def call() -> Any:
        config = HandConfig(**kw, options=OptionalRules(has_open_tanyao=False))
        return HandCalculator.estimate_hand_value(
            tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura
        )

    return call


def _cold() -> None:
    """Forget our memo and the package's own (its hand divider keeps the last 128 hands), so
    that every timed call is a first call for both."""
    clear_cache()
    HandDivider._divide_hand_impl.cache_clear()


def _best(fn: Callable[[], Any], repeat: int, before: Callable[[], Any] | None = None) -> float:
    best = float("inf")
    for _ in range(repeat):
        if before is not None:
            before()
        t0 = time.perf_counter_ns()
        fn()
        best = min(best, time.perf_counter_ns() - t0)
    return best / 1000


def _p90(xs: list[float]) -> float:
    return statistics.quantiles(xs, n=10)[-1]


def riichi_rows(hands: int, seed: int, repeat: int = 3, out: Any = None) -> list[dict[str, Any]]:
    """Time the adapter and the package on ``hands`` seeded hands; print the table; return
    its rows (``label``, ``hands``, ``median_us``, ``p90_us``)."""
    out = out or sys.stdout
    rnd = random.Random(seed)
    corpus = []
    while len(corpus) < hands:
        hand, left = complete_hand(rnd)
        corpus.append((hand, situation(rnd, hand, left)))
    wins = sum(score_riichi(h, s).win for h, s in corpus)  # also warms imports and tables
    first, memo, direct, config = [], [], [], []
    for h, s in corpus:
        first.append(_best(partial(score_riichi, h, s), repeat, before=_cold))
        riichi_value(h, s)
        memo.append(_best(partial(riichi_value, h, s), repeat))
        direct.append(_best(package_call(h, s), repeat, before=_cold))
        config.append(_best(partial(HandConfig, options=OptionalRules()), repeat))
    rows = [
        {"label": "score_riichi, first call", "times": first},
        {"label": "riichi_value, memoised", "times": memo},
        {"label": "estimate_hand_value direct", "times": direct},
        {"label": "  of which a new HandConfig", "times": config},
    ]
    print(
        f"riichi scoring: seed {seed}, {hands} complete hands ({wins} with a yaku), "
        f"best of {repeat}",
        file=out,
    )
    print(f"{'µs per scored hand':<32}{'median':>10}{'p90':>10}", file=out)
    for row in rows:
        times = row.pop("times")
        row.update(hands=len(times), median_us=statistics.median(times), p90_us=_p90(times))
        print(f"{row['label']:<32}{row['median_us']:>10.1f}{row['p90_us']:>10.1f}", file=out)
    overhead = [a - b for a, b in zip(first, direct, strict=True)]
    ratio = [a / b for a, b in zip(first, direct, strict=True)]
    rows.append(
        {
            "label": "adapter overhead",
            "hands": hands,
            "median_us": statistics.median(overhead),
            "p90_us": _p90(overhead),
            "median_ratio": statistics.median(ratio),
        }
    )
    print(
        f"{'adapter overhead (first call)':<32}{rows[-1]['median_us']:>10.1f}"
        f"{rows[-1]['p90_us']:>10.1f}   ({rows[-1]['median_ratio']:.2f}x the package alone)",
        file=out,
    )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python packaging/bench_riichi.py", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("--hands", type=int, default=500)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    riichi_rows(args.hands, args.seed, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
