"""The benchmark (``packaging/bench.py``) runs end to end on a tiny corpus, so it cannot rot.

Nothing here is timed: the figures of a five-hand run mean nothing. What is checked is that
every section runs and prints its header and its rows, that the targets are all judged, that
``--only`` picks sections, and the small pieces of arithmetic the tables rest on.
"""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "packaging" / "bench.py"
SECTIONS = ("core", "mcr", "melds", "look", "scoring", "review")
#: The rows the brief asks for, section by section.
ROWS = {
    "core": (
        "shanten of a 14-tile hand",
        "waits of a 13-tile ready hand",
        "full discard analysis, 14 tiles",
        "analyze() end to end, 14 tiles",
    ),
    "mcr": ("analyze() of a 14-tile hand, mcr",),
    "melds": ("first analyze() with melds, riichi", "first analyze() with melds, mcr"),
    "look": (
        *(f"basic, {s}-shanten" for s in range(4)),
        *(f"extended, {s}-shanten" for s in range(3)),
    ),
    "scoring": (
        "score_mcr, every arrangement, no memo",
        "is_legal_mcr_win, memoised",
        "score_riichi, first call",
        "riichi_value, memoised",
    ),
    "review": ("read_game() of a hanchan, mjai", "review_game() of seat 0, basic search"),
}
#: Targets: four ratios, the slowest mcr analysis, two first analyses with melds, and the
#: basic look-ahead at 1, 2 and 3 shanten and the extended at 2, reading and reviewing a game.
TARGETS = 4 + 1 + 2 + 4 + 2


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BENCH), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


def headers(stdout: str) -> list[str]:
    return re.findall(r"^== (\w+):", stdout, flags=re.M)


def test_every_section_runs_on_a_tiny_corpus():
    done = bench(
        "--hands",
        "5",
        "--look-hands",
        "1",
        "--repeat",
        "1",
        "--look-beyond",
        "0",
        "--look-ref-hands",
        "1",
        "--review-rounds",
        "1",
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert headers(out) == list(SECTIONS)
    # Each row sits in its own section, with numbers after its label.
    parts = dict(zip(SECTIONS, re.split(r"^== \w+:.*$", out, flags=re.M)[1:], strict=True))
    for section, labels in ROWS.items():
        for label in labels:
            assert re.search(rf"^{re.escape(label)} +\d+ +\d+\.\d", parts[section], re.M), label
    # The value rows: the same search with the payoff of a win, beside it without.
    for label in ("basic, 2-shanten", "basic, 2-shanten, value", "extended, 1-shanten, value"):
        assert re.search(rf"^{re.escape(label)} +1 +\d+\.\d", parts["look"], re.M), label
    beyond = "not measured (beyond the cut-off, --look-beyond 0): basic at 4-shanten; extended"
    assert beyond in parts["look"]
    # Every series of the reference check agrees with the plain reference.
    agreed = re.search(r"^reference agreement: (\d+) series .* \(at most 1e-9 ✓\)$", out, re.M)
    assert agreed is not None and int(agreed.group(1)) > 0, parts["look"]
    assert "same answers: waits on 5 of 5 hands" in parts["core"]
    assert re.search(r"peak memory of the process after the review: \d+ MB", parts["review"])
    met = re.search(r"^targets met: (\d+) of (\d+)", out, flags=re.M)
    assert met is not None
    assert int(met.group(2)) == TARGETS
    marks = re.findall(r" [✓✗]$", out, flags=re.M)
    assert len(marks) == TARGETS
    assert marks.count(" ✓") == int(met.group(1))


def test_only_runs_the_sections_named():
    done = bench("--only", "mcr", "--hands", "3", "--repeat", "1")
    assert done.returncode == 0, done.stderr
    assert headers(done.stdout) == ["mcr"]
    assert "targets met: " in done.stdout and " of 1" in done.stdout


def test_an_unknown_section_is_refused():
    done = bench("--only", "core,nope")
    assert done.returncode == 2
    assert "nope" in done.stderr
    assert done.stdout == ""


@pytest.fixture(scope="module")
def benchlib() -> ModuleType:
    sys.path.insert(0, str(BENCH.parent))
    try:
        return importlib.import_module("benchlib")
    finally:
        sys.path.remove(str(BENCH.parent))


def test_statistics_use_the_nearest_rank(benchlib):
    # 1..10: median (5 + 6) / 2, 90th percentile the 9th value (ceil(0.9 * 10)), max 10.
    s = benchlib.Stats.of([7.0, 1.0, 10.0, 3.0, 2.0, 9.0, 4.0, 8.0, 6.0, 5.0])
    assert (s.median, s.p90, s.max) == (5.5, 9.0, 10.0)
    # 1..20: the 18th value.
    assert benchlib.Stats.of([float(x) for x in range(20, 0, -1)]).p90 == 18.0
    one = benchlib.Stats.of([4.0])
    assert (one.median, one.p90, one.max) == (4.0, 4.0, 4.0)


def test_targets_judge_their_own_figure(benchlib):
    Row, Stats, Target = benchlib.Row, benchlib.Stats, benchlib.Target
    ours = Stats(10.0, 20.0, 1500.0)
    ratio = Target("ratio", 10, at_most=False)
    assert ratio.met(Row("x", 1, ours, Stats(100.0, 1.0, 1.0), ratio))  # 100 / 10 = 10
    assert not ratio.met(Row("x", 1, ours, Stats(99.0, 1.0, 1.0), ratio))
    assert Target("median", 10).met(Row("x", 1, ours))
    assert not Target("max", 1000).met(Row("x", 1, ours))
    assert (str(ratio), str(Target("max", 1000))) == ("≥10x", "max ≤1000")
    with pytest.raises(ValueError):
        ratio.met(Row("x", 1, ours))


def test_time_chunks_gives_one_figure_per_chunk(benchlib):
    calls: list[int] = []
    [a, b] = benchlib.time_chunks(
        [(calls.append, [1, 2, 3, 4, 5]), (calls.append, [6, 7, 8, 9, 10])], chunk=2, repeat=3
    )
    assert len(a) == len(b) == 3  # chunks of 2, 2 and 1
    # Each chunk run by both sides in turn, three times over.
    assert calls[:12] == [1, 2, 6, 7] * 3
    assert len(calls) == 30
    with pytest.raises(ValueError):
        benchlib.time_chunks([(calls.append, [1, 2])], chunk=2, repeat=1, before=calls.clear)
