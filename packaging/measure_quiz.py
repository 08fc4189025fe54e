"""Time the quiz generator: median and maximum milliseconds per question, per kind and level.

    python packaging/measure_quiz.py [--seeds N] [--rules general]

Not a test (timings depend on the machine); the GUI wants the median well under 20 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjtrainer.core import Rules  # noqa: E402
from mjtrainer.quiz import LEVELS, generate  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=500, help="questions per level")
    parser.add_argument("--rules", default="general", help="rule preset")
    args = parser.parse_args(argv)
    rules = Rules.preset(args.rules)
    generate("waits", 1, 0, rules)  # load the shanten tables before timing
    print(
        f"{'kind':<8} {'level':>5} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}   "
        f"({args.seeds} seeds, rules {rules.name})"
    )
    for lv in LEVELS:
        times = []
        for seed in range(args.seeds):
            t0 = time.perf_counter()
            generate(lv.kind, lv.number, seed, rules)
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        p90 = times[int(0.9 * (len(times) - 1))]
        print(
            f"{lv.kind.value:<8} {lv.number:>5} {statistics.median(times):>10.2f} "
            f"{p90:>8.2f} {max(times):>8.2f}   {lv.title}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
