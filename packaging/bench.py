"""Benchmark: the core, the look-ahead and the scoring, beside their peers, in one run.

    python packaging/bench.py [--only core,mcr,melds,look,look-melds,look-mcr,scoring,review]
                              [--hands N] [--seed S] [--repeat R] [--look-hands N]
                              [--look-extended-hands N] [--look-pure-slow N] [--look-value-hands N]
                              [--look-meld-hands N] [--look-mcr-hands N] [--look-ref-hands N]
                              [--review-rounds N]

Sections (all by default, in this order; ``--only look`` is the three ``look`` sections):

- ``core``: shanten of 14-tile hands, waits of 13-tile ready hands, the full discard analysis
  (every discard with its effective tiles) and ``analyze`` of 14-tile hands under ``riichi``,
  beside the ``mahjong`` package used as a skilled user would: its ``Shanten``; for the waits
  ``Agari.is_agari`` of the hand plus each candidate kind (the kinds held or within two of a
  held suited tile, and the thirteen orphans when every tile is one: no other kind can
  complete a hand), a far cheaper question than a shanten per tile; for the discards its
  shanten driving the loops over the same kind of candidates. The answers are checked equal
  before anything is timed.
- ``mcr``: ``analyze`` of dealt 14-tile hands under ``mcr`` (every shape, knitted included),
  warm caches; the slowest hand is printed. No peer does the whole analysis.
- ``melds``: the first ``analyze`` of 14-tile hands with one or two declared melds, the core's
  memo caches emptied before each run (the shipped tables stay), ``riichi`` and ``mcr``.
- ``look``: ``discard_lookahead`` (turn 1, every complete hand a win) of dealt 14-tile hands
  by shanten, basic search at 0–4 shanten and extended at 0–3 (issue 18's table), on both
  paths: the compiled kernel's figures with the targets, the pure-Python path's
  (``MJTRAINER_PURE=1``) on the same hands in the peer columns (the ratio: how many times faster
  the kernel is). Both paths search to the same cut-offs (``lookahead.cut_off``); at the rows
  where the pure path takes seconds a hand (``PURE_SLOW``: basic 4-shanten, extended
  3-shanten) it is timed on ``--look-pure-slow`` hands only, in a row of its own.
  mahjong-cpp's medians are printed below, for time only (another model: its chances
  differ). Then the two paths' largest difference on those hands, the process's peak memory
  after the kernel's rows, and the reference agreement of each path: every searched
  discard's two series against the tests' plain reference, both searches. Without the kernel
  the pure rows carry the targets (but its slow rows, on a few hands). Then the valued rows
  (``--look-value-hands`` per row): the search with the legality and the payoff of a win
  (``exp_value``) beside the same hands without, and the same valued searches asked again
  (``value again``: the process's table of scored wins kept, as a review asks them).
- ``look-melds``: the same rows for hands with one and with two declared melds (riichi rules,
  ``benchlib.meld_hand``), ``--look-meld-hands`` per shanten and meld count (extended: half),
  each hand cold on both paths (the core's memo caches emptied first, untimed: the first
  search of a melded hand interns its groups' vectors, which the path timed second would find
  done).
- ``look-mcr``: the same rows, plain and valued (legality ``scoring.legal_win``, payoff
  ``scoring.win_worth``: the fan), under the Chinese Official rules, the hands sorted by their
  ``mcr`` shanten (the knitted shapes count) and every fourth dealt so that a knitted shape
  (全不靠 / 组合龙) is its best; ``--look-mcr-hands`` per shanten (extended: half; valued: at
  most ``--look-value-hands``).
- ``scoring``: ``score_mcr`` without its memo beside PyMahjongGB's ``MahjongFanCalculator``
  (C++) on seeded Chinese Official wins; the riichi adapter ``score_riichi`` on a first call
  beside the package's own ``HandCalculator.estimate_hand_value`` on prepared arguments, both
  cold (our memo and the package's decomposition cache emptied); and both memoised paths.
- ``review``: a whole hanchan played by the test engine (``riichienv``, seeded): reading its
  mjai log (``read_game``, best of ``--repeat``), and reviewing seat 0 with the basic search
  (``review_game``, CPU time; ``--review-rounds`` reviews only the first N rounds), with the
  process's peak memory after it. No peer.

Each look row runs where ``lookahead_kernel.runs`` says its hands' searches run: a row the
kernel does not search is the pure path's alone and carries the target. ``--look-meld-hands 0
--look-mcr-hands 0`` leaves ``look`` its riichi rows alone.

Method. Every corpus is seeded (``--seed``) and dealt from a real 136-tile wall, each from its
own random source, so a section picks the same hands whether it runs alone or not. Wall-clock
figures (µs) come from one method: the items are cut into chunks (ten hands for the
microsecond operations, so the clock's own cost does not count, one hand elsewhere), each
chunk is run by ours and by the peer in turn, ``--repeat`` times over, and each keeps its
fastest run (the least disturbed by other processes; both sides share the load of the
moment). A row gives the median, 90th percentile and maximum over the chunks of µs per hand,
the peer's median and p90, and the ratio of the medians (peer / ours: how many times faster
we are). The look-ahead is timed in CPU time of this process (``time.process_time``), one run
per hand, in ms: a search is long enough for other processes to take the processor mid-hand,
which a best-of cannot undo. Targets stand beside their figures, ✓ when met.

Needs the test extra (``pip install -e '.[test]'``) for PyMahjongGB.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, TextIO

# The tree this script lives in (its package and its tests' game engine), not whichever
# mjtrainer the environment happens to have installed.
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from benchlib import (
    MCR,
    ORPHANS,
    RIICHI,
    Row,
    Stats,
    Target,
    cpu_ms,
    deal,
    hands_by_shanten,
    knitted_best,
    mcr_by_shanten,
    mcr_wins,
    meld_hand,
    print_table,
    ready_hand,
    riichi_wins,
    rng,
    time_chunks,
)

from mjtrainer.core import (
    Hand,
    MeldKind,
    Rules,
    analyze,
    discard_options,
    lookahead,
    lookahead_kernel,
    shanten,
    waits,
)
from mjtrainer.core.kinds import LAST_DRAW
from mjtrainer.core.lookahead import LookaheadRequest, discard_lookahead
from mjtrainer.core.shanten import vectors
from mjtrainer.scoring.situation import Situation, Wind

SECTIONS = ("core", "mcr", "melds", "look", "look-melds", "look-mcr", "scoring", "review")
#: ``--only`` names standing for several sections.
GROUPS = {"look": ("look", "look-melds", "look-mcr")}
ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True, slots=True)
class Options:
    """What to measure and on how many hands."""

    hands: int = 1000
    seed: int = 2026
    repeat: int = 3
    look_hands: int = 20
    look_extended_hands: int | None = None
    only: tuple[str, ...] = SECTIONS
    review_rounds: int | None = None
    look_pure_slow: int = 2
    look_ref_hands: int = 2
    look_value_hands: int | None = None
    look_meld_hands: int = 2
    look_mcr_hands: int = 2

    @property
    def value_hands(self) -> int:
        """Hands per look-ahead row also searched with the value: 4 (at most --look-hands)
        by default."""
        if self.look_value_hands is not None:
            return self.look_value_hands
        return min(4, self.look_hands)

    @property
    def extended_hands(self) -> int:
        """Hands per shanten for the extended look-ahead (the slow one): half by default."""
        if self.look_extended_hands is not None:
            return self.look_extended_hands
        return max(1, self.look_hands // 2)


def _half(n: int) -> int:
    """The hands of an extended row beside ``n`` of a basic one: half, at least one of some."""
    return max(1, n // 2) if n else 0


def _header(name: str, what: str, out: TextIO) -> None:
    print(f"\n== {name}: {what} ==", file=out)


# --- core: the mahjong package as a skilled user would use it ------------------------------------


def _near(counts: Sequence[int]) -> set[int]:
    """The kinds held, and the suited kinds within two of a held one in its suit: only these
    can join a held tile in a set, a partial set or a pair."""
    out = set()
    for t in range(34):
        if counts[t]:
            if t >= 27:
                out.add(t)
            else:
                lo = t - t % 9
                out.update(range(max(lo, t - 2), min(lo + 9, t + 3)))
    return out


class MahjongPeer:
    """The core's operations done with the ``mahjong`` package, on a list of 34 counts."""

    def __init__(self) -> None:
        from mahjong.agari import Agari
        from mahjong.shanten import Shanten

        self.shanten = Shanten.calculate_shanten
        self.kokushi = Shanten.calculate_shanten_for_kokushi_hand
        self.chiitoitsu = Shanten.calculate_shanten_for_chiitoitsu_hand
        self.is_agari = Agari.is_agari

    def waits(self, counts: list[int]) -> list[int]:
        """The kinds that complete the hand: ``is_agari`` per candidate kind."""
        cand = _near(counts)
        if all(counts[t] == 0 for t in range(34) if t not in ORPHANS):
            cand.update(ORPHANS)
        out = []
        is_agari = self.is_agari
        for t in sorted(cand):
            if counts[t] < 4:
                counts[t] += 1
                if is_agari(counts):
                    out.append(t)
                counts[t] -= 1
        return out

    def discards(self, counts: list[int]) -> list[tuple[int, int, list[int]]]:
        """Each discard with the shanten after it and the kinds that lower that shanten.

        A drawn kind lowers the shanten only by lowering the shanten of a shape at the
        minimum: a standard or seven-pairs shape only through a nearby kind, thirteen
        orphans through an orphan, and seven pairs through any new kind while the hand has
        fewer than seven; so only those kinds are tried.
        """
        out = []
        shanten_of = self.shanten
        for d in range(34):
            if not counts[d]:
                continue
            counts[d] -= 1
            base = shanten_of(counts)
            cand = _near(counts)
            if self.kokushi(counts) == base:
                cand.update(ORPHANS)
            if sum(1 for c in counts if c) < 7 and self.chiitoitsu(counts) == base:
                cand.update(range(34))
            eff = []
            for t in sorted(cand):
                if counts[t] < 4:
                    counts[t] += 1
                    if shanten_of(counts) < base:
                        eff.append(t)
                    counts[t] -= 1
            counts[d] += 1
            out.append((d, base, eff))
        return out


def _checked(peer: MahjongPeer, ready: Sequence[Hand], fourteen: Sequence[Hand]) -> tuple[int, int]:
    """Check that both sides give the same answers, raising AssertionError if not; return how
    many waits and discard analyses were compared. Waits on every hand; discards where no
    kind is held four times (the package's shanten may count on a fifth copy there, ours is
    exact)."""
    for hand in ready:
        tiles = [w.tile for w in waits(hand, RIICHI)]
        peer_tiles = peer.waits(list(hand.counts))
        if tiles != peer_tiles:
            raise AssertionError(f"waits differ on {hand!r}: {tiles} vs {peer_tiles}")
    compared = 0
    for hand in fourteen:
        if max(hand.counts) == 4:
            continue
        got = sorted(
            (o.discard, o.shanten, [t for t, _ in o.effective])
            for o in discard_options(hand, RIICHI)
        )
        expect = peer.discards(list(hand.counts))
        if got != expect:
            raise AssertionError(f"discard analysis differs on {hand!r}: {got} vs {expect}")
        compared += 1
    return len(ready), compared


def core_rows(o: Options, out: TextIO) -> list[Row]:
    """The core's primitives beside the ``mahjong`` package."""
    _header("core", "the core beside the mahjong package, riichi rules", out)
    peer = MahjongPeer()
    rnd = rng(o.seed, "fourteen")
    fourteen = [deal(rnd, 14) for _ in range(o.hands)]
    rnd = rng(o.seed, "ready")
    ready = [ready_hand(rnd) for _ in range(o.hands)]
    heavy = fourteen[: max(1, o.hands // 4)]
    n_waits, n_discards = _checked(peer, ready, heavy)
    Case = tuple[str, Sequence[Hand], Callable[[Any], Any], Callable[[Any], Any], int, float]
    cases: list[Case] = [
        ("shanten of a 14-tile hand", fourteen, lambda h: shanten(h, RIICHI), peer.shanten, 10, 10),
        ("waits of a 13-tile ready hand", ready, lambda h: waits(h, RIICHI), peer.waits, 10, 10),
        (
            "full discard analysis, 14 tiles",
            heavy,
            lambda h: discard_options(h, RIICHI),
            peer.discards,
            1,
            20,
        ),
        (
            "analyze() end to end, 14 tiles",
            heavy,
            lambda h: analyze(h, RIICHI),
            peer.discards,
            1,
            20,
        ),
    ]
    rows = []
    for label, corpus, ours, theirs, chunk, target in cases:
        counts = [list(h.counts) for h in corpus]
        a, b = time_chunks([(ours, corpus), (theirs, counts)], chunk, o.repeat)
        rows.append(
            Row(label, len(corpus), Stats.of(a), Stats.of(b), Target("ratio", target, False))
        )
    print(
        "peer: mahjong Shanten.calculate_shanten; Agari.is_agari per candidate kind for the "
        "waits;\n  its shanten over the candidate kinds for the discards (also the peer of "
        "analyze()).\n  Chunks of 10 hands for shanten and waits, 1 for the rest.",
        file=out,
    )
    print_table(rows, "µs", out)
    print(
        f"same answers: waits on {n_waits} of {n_waits} hands; discards (shanten after, "
        f"effective kinds) on {n_discards} of {len(heavy)} (the rest hold four of a kind)",
        file=out,
    )
    return rows


# --- mcr, melds: no peer -------------------------------------------------------------------------


def mcr_rows(o: Options, out: TextIO) -> list[Row]:
    """``analyze`` under ``mcr``, warm caches; the slowest hand printed."""
    _header("mcr", "analyze() under the Chinese Official rules (every shape), warm caches", out)
    rnd = rng(o.seed, "mcr")
    corpus = [deal(rnd, 14) for _ in range(o.hands)]
    [times] = time_chunks([(lambda h: analyze(h, MCR), corpus)], 1, o.repeat)
    row = Row(
        "analyze() of a 14-tile hand, mcr", len(corpus), Stats.of(times), target=Target("max", 1000)
    )
    print_table([row], "µs", out)
    worst = max(range(len(corpus)), key=times.__getitem__)
    print(f"slowest hand: {corpus[worst]} ({times[worst]:.1f} µs)", file=out)
    return [row]


#: Caches that hold tables rather than answers about hands: the shipped tables, the vector
#: store, and the dynamic programme's step per (held, cap) (200 at most, paid once per
#: process). They stay when the caches are emptied.
STATIC = ("tables", "vectors", "_moves")


def clear_caches() -> None:
    """Empty the core's memo caches (not the tables in ``STATIC``): a hand's first analysis."""
    # Through sys.modules: the package re-exports a function named like its shanten module.
    for module_name in ("groups", "shanten", "decompose", "analysis"):
        module = sys.modules[f"mjtrainer.core.{module_name}"]
        for name in dir(module):
            fn = getattr(module, name)
            if callable(fn) and hasattr(fn, "cache_clear") and name not in STATIC:
                fn.cache_clear()


def meld_rows(o: Options, out: TextIO) -> list[Row]:
    """The first ``analyze`` of hands with one or two melds, caches emptied before each run."""
    _header("melds", "the first analyze() of a hand with melds, memo caches emptied", out)
    rnd = rng(o.seed, "melds")
    corpus = [meld_hand(rnd, 1 + i % 2) for i in range(max(1, o.hands // 4))]
    rows = []
    worst = []
    for rules in (RIICHI, MCR):
        [times] = time_chunks(
            [(partial(analyze, rules=rules), corpus)], 1, o.repeat, before=clear_caches
        )
        rows.append(
            Row(
                f"first analyze() with melds, {rules.name}",
                len(corpus),
                Stats.of(times),
                target=Target("median", 1000),
            )
        )
        i = max(range(len(corpus)), key=times.__getitem__)
        worst.append(f"{rules.name} {corpus[i]} ({times[i]:.1f} µs)")
    print("one or two melds (chow, pung, kong or concealed kong), alternately", file=out)
    print_table(rows, "µs", out)
    print("slowest hands: " + "; ".join(worst), file=out)
    return rows


# --- look-ahead ----------------------------------------------------------------------------------

#: Median ms per 14-tile hand by shanten, for the basic and the extended search: issue 18's
#: table (basic 3- and 4-shanten, extended 2- and 3-shanten) and the earlier bounds below it.
LOOK_TARGETS: dict[bool, dict[int, float]] = {
    False: {1: 10, 2: 50, 3: 20, 4: 300},
    True: {2: 100, 3: 1000},
}
#: mahjong-cpp's medians on this kind of machine (the README's "Speed"), printed below ours as a
#: measure of time only: its model is not ours (its own wall and conventions; here the wall's
#: total is fixed for the whole search), so its chances are not ours either.
LOOK_CPP: dict[bool, dict[int, float]] = {
    False: {0: 0.015, 1: 0.04, 2: 0.15, 3: 1.4, 4: 51},
    True: {0: 0.13, 1: 1.0, 2: 11, 3: 330},
}
#: The shanten each search is measured at (the table's rows).
LOOK_LEVELS: dict[bool, tuple[int, ...]] = {False: (0, 1, 2, 3, 4), True: (0, 1, 2, 3)}
#: Every shanten a look-ahead table needs hands at.
LEVELS = sorted(set(LOOK_LEVELS[False]) | set(LOOK_LEVELS[True]))
#: By search (extended or not), the shanten from which the pure path takes seconds a hand: it is
#: timed there on ``--look-pure-slow`` hands only (the cut-offs are the same on both paths).
PURE_SLOW: dict[bool, int] = {False: 4, True: 3}
#: The reference check: hands per shanten, at these shanten, from this turn (few draws left, so
#: the plain recursion of the reference answers in seconds).
REF_LEVELS = (0, 1, 2)
REF_TURN = 13
#: Issue 18: the peak memory of an extended 3-shanten search (the kernel's), in MB.
LOOK_PEAK_MB = 300


@contextmanager
def _path(pure: bool) -> Iterator[None]:
    """Searches on the pure-Python path (``MJTRAINER_PURE=1``) or on the compiled kernel."""
    saved = os.environ.get(lookahead_kernel.PURE_ENV)
    if pure:
        os.environ[lookahead_kernel.PURE_ENV] = "1"
    else:
        os.environ.pop(lookahead_kernel.PURE_ENV, None)
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop(lookahead_kernel.PURE_ENV, None)
        else:
            os.environ[lookahead_kernel.PURE_ENV] = saved


def _timed(
    hands: Sequence[Hand], rules: Rules, extended: bool, cold: bool = False
) -> tuple[list[float], list[Any]]:
    """CPU ms per hand of ``discard_lookahead`` (``cpu_ms``: one run each) and the answers;
    ``cold``: the core's memo caches emptied before each hand (untimed)."""
    ask = LookaheadRequest(rules, extended=extended)
    answers: list[Any] = []
    before = clear_caches if cold else None
    times = cpu_ms(lambda hand: answers.append(discard_lookahead(hand, ask)), hands, before)
    return times, answers


def _gap(a: Sequence[Any], b: Sequence[Any]) -> float:
    """The largest difference between two lists of look-aheads, every value of both series."""
    worst = 0.0
    for x, y in zip(a, b, strict=True):
        for p, q in zip(x, y, strict=True):
            if p.searched != q.searched:
                return float("inf")
            if p.searched:
                for s, t in ((p.tenpai_by_turn, q.tenpai_by_turn), (p.win_by_turn, q.win_by_turn)):
                    worst = max(worst, max(abs(u - v) for u, v in zip(s, t, strict=True)))
    return worst


def _on_kernel(hands: Sequence[Hand], rules: Rules) -> bool:
    """Whether the searches of ``hands`` under ``rules`` run on the compiled kernel
    (``lookahead_kernel.runs``, in the environment as it is)."""
    return bool(hands) and all(lookahead_kernel.runs(h.melds, rules) for h in hands)


def _why_pure() -> str:
    """Why a table's searches ran on the pure path alone."""
    if os.environ.get(lookahead_kernel.PURE_ENV):
        return f"{lookahead_kernel.PURE_ENV} is set"
    if lookahead_kernel.available():
        return "the compiled kernel does not search these hands (lookahead_kernel.runs is False)"
    return f"the compiled kernel is not built here ({lookahead_kernel.library_path()})"


def _row(
    label: str,
    timed: tuple[list[float], list[Any]],
    peer: Stats | None = None,
    target: Target | None = None,
) -> Row:
    """The row of some timed look-aheads (``_timed``). If some hand's discards were none of
    them searched (beyond the cut-off), the row says how many and is
    held to no target: its figures are not a search's."""
    times, answers = timed
    missed = sum(not any(a.searched for a in x) for x in answers)
    if missed:
        label, target = f"{label} ({missed} not searched)", None
    return Row(label, len(times), Stats.of(times), peer, target)


def _mode(extended: bool) -> str:
    return "extended" if extended else "basic"


@dataclass
class _Table:
    """The rows of one look-ahead table, each on the path its hands take, and what comparing
    the two paths found."""

    rules: Rules
    rows: list[Row] = field(default_factory=list)
    kernel: bool = False  # some row ran on the kernel
    gap: float = 0.0
    compared: int = 0
    untimed: list[str] = field(default_factory=list)  # the pure path's slow rows, not timed
    peak_mb: float = 0.0  # the process's peak memory after the last kernel rows
    #: Each hand timed cold on both paths (the core's caches emptied first): with melds the
    #: first search of a hand interns its capped groups' vectors, and a path timed after the
    #: other would find them done.
    cold: bool = False

    def search(
        self, corpus: dict[int, list[Hand]], sizes: tuple[int, int], slow: int, prefix: str = ""
    ) -> None:
        """Add the rows of ``corpus`` (hands by shanten) at ``LOOK_LEVELS``, the first
        ``sizes[extended]`` hands of each. A row whose hands run on the kernel is timed there,
        with its target, and on the pure path beside it (the peer); any other row on the pure
        path alone, with the target. At ``PURE_SLOW`` and beyond, the pure path is timed on the
        row's first ``slow`` hands only, in a row of its own without a target."""
        fast: dict[tuple[bool, int], tuple[list[float], list[Any]]] = {}
        for extended in (False, True):  # the kernel's rows first, so the peak memory is theirs
            for s in LOOK_LEVELS[extended]:
                hands = corpus[s][: sizes[extended]]
                if _on_kernel(hands, self.rules):
                    fast[(extended, s)] = _timed(hands, self.rules, extended, self.cold)
        if fast:
            import resource

            self.kernel = True
            self.peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        for extended in (False, True):
            name = prefix + _mode(extended)
            for s in LOOK_LEVELS[extended]:
                hands = corpus[s][: sizes[extended]]
                if not hands:
                    continue
                bound = LOOK_TARGETS[extended].get(s)
                target = None if bound is None else Target("median", bound)
                lagging = s >= PURE_SLOW[extended]
                few = hands[:slow] if lagging else hands
                pure = None
                if few:
                    with _path(True):
                        pure = _timed(few, self.rules, extended, self.cold)
                ours = fast.get((extended, s))
                if ours is None:  # the pure path is all there is: it carries the target
                    if pure is None:
                        self.untimed.append(f"{name} at {s}-shanten")
                    elif lagging:
                        self.rows.append(_row(f"{name}, {s}-shanten (pure, slow)", pure))
                    else:
                        self.rows.append(_row(f"{name}, {s}-shanten", pure, target=target))
                    continue
                if pure is not None:
                    self.gap = max(self.gap, _gap(ours[1][: len(few)], pure[1]))
                    self.compared += len(few)
                peer = None if lagging or pure is None else Stats.of(pure[0])
                self.rows.append(_row(f"{name}, {s}-shanten", ours, peer, target))
                if lagging and pure is None:
                    self.untimed.append(f"pure {name} at {s}-shanten")
                elif lagging and pure is not None:
                    self.rows.append(_row(f"  pure, {s}-shanten", pure))

    def print(self, what: str, out: TextIO, extra: Sequence[str] = ()) -> None:
        """The note on the paths (``what``: the hands), the table, the ``extra`` lines, the
        two paths' largest difference and the rows not measured."""
        cuts = f"cut-offs basic {lookahead.cut_off()}, extended {lookahead.cut_off(True)}-shanten"
        slow = f"basic {PURE_SLOW[False]}, extended {PURE_SLOW[True]}-shanten"
        if self.kernel:
            print(
                f"{what}; one run per hand; {cuts} on both paths; ours: the compiled kernel; "
                "peer: the pure-Python path on the same hands (MJTRAINER_PURE=1; from "
                f"{slow} on --look-pure-slow hands, rows of their own), ratio = how many times "
                "faster the kernel is",
                file=out,
            )
        else:
            print(
                f"{what}; one run per hand; {cuts}; {_why_pure()}: the pure-Python path only "
                f"(from {slow} on --look-pure-slow hands)",
                file=out,
            )
        print_table(self.rows, "ms", out)
        for line in extra:
            print(line, file=out)
        if self.kernel:
            mark = "✓" if self.gap <= 1e-9 else "✗"
            print(
                f"kernel against the pure path: {self.compared} hands, largest difference of "
                f"any series value {self.gap:.1e} (at most 1e-9 {mark})",
                file=out,
            )
        if self.untimed:
            print("not measured (--look-pure-slow 0): " + "; ".join(self.untimed), file=out)


def look_rows(o: Options, out: TextIO) -> list[Row]:
    """``discard_lookahead`` per 14-tile hand at 0–4 shanten (basic) and 0–3 (extended), on the
    compiled kernel (with the targets) and on the pure path beside it (the peer columns: the
    same hands; its slow rows on ``--look-pure-slow`` hands)."""
    _header("look", "discard_lookahead() of a 14-tile hand at turn 1 (17 draws), CPU time", out)
    per = max(o.look_hands, o.extended_hands, o.look_pure_slow)
    corpus = hands_by_shanten(rng(o.seed, "look"), per, LEVELS)
    table = _Table(RIICHI)
    table.search(corpus, (o.look_hands, o.extended_hands), o.look_pure_slow)
    cpp = "; ".join(
        f"{_mode(e)} "
        + " / ".join(f"{m:g}" for m in LOOK_CPP[e].values())
        + f" ms at {min(LOOK_CPP[e])}-{max(LOOK_CPP[e])}-shanten"
        for e in (False, True)
    )
    table.print(
        "dealt hands sorted by shanten (riichi rules)",
        out,
        [
            f"mahjong-cpp medians, this kind of machine (README, Speed): {cpp}",
            "  compared: the time a search of each shanten and kind takes, not its numbers "
            "(mahjong-cpp's model is another: its own wall and conventions, ours a fixed wall "
            "total; its chances differ from ours)",
        ],
    )
    if table.kernel:
        mark = "✓" if table.peak_mb <= LOOK_PEAK_MB else "✗"
        print(
            f"peak memory of the process after the kernel's rows (extended 3-shanten included): "
            f"{table.peak_mb:.0f} MB (at most {LOOK_PEAK_MB} MB {mark})",
            file=out,
        )
    if o.look_ref_hands > 0:
        for pure_path in (False, True) if table.kernel else (True,):
            with _path(pure_path):
                print(_reference_line(o, "pure path" if pure_path else "kernel"), file=out)
    else:
        print(
            "reference agreement: not checked (--look-ref-hands 0; "
            "tests/core/test_lookahead_reference.py holds both paths to the reference)",
            file=out,
        )
    rows = table.rows
    if o.value_hands > 0:
        rows += _value_rows(corpus, RIICHI, o.value_hands, out)
    return rows


def look_meld_rows(o: Options, out: TextIO) -> list[Row]:
    """The ``look`` rows for hands with one and with two declared melds (riichi rules)."""
    _header("look-melds", "discard_lookahead() of a 14-tile hand with melds, turn 1, CPU time", out)
    sizes = (o.look_meld_hands, _half(o.look_meld_hands))
    if not sizes[0]:
        print("no hands (--look-meld-hands 0)", file=out)
        return []
    table = _Table(RIICHI, cold=True)
    for melds in (1, 2):
        draw = partial(meld_hand, melds=melds)
        corpus = hands_by_shanten(rng(o.seed, f"look-melds-{melds}"), sizes[0], LEVELS, draw=draw)
        table.search(corpus, sizes, o.look_pure_slow, f"{melds} meld{'s' * (melds > 1)}, ")
    what = (
        "dealt hands with one or with two declared melds (chow, pung, kong or concealed kong), "
        "sorted by shanten (riichi rules)"
    )
    table.print(what, out)
    return table.rows


def look_mcr_rows(o: Options, out: TextIO) -> list[Row]:
    """The ``look`` rows under the Chinese Official rules, by their shanten (knitted shapes
    counted), plain and with the value."""
    _header("look-mcr", "discard_lookahead() of a 14-tile hand, Chinese Official rules", out)
    sizes = (o.look_mcr_hands, _half(o.look_mcr_hands))
    if not sizes[0]:
        print("no hands (--look-mcr-hands 0)", file=out)
        return []
    corpus = mcr_by_shanten(rng(o.seed, "look-mcr"), sizes[0], LEVELS)
    table = _Table(MCR)
    table.search(corpus, sizes, o.look_pure_slow, "mcr, ")
    hands = [h for s in LEVELS for h in corpus[s]]
    knitted = sum(map(knitted_best, hands))
    table.print(
        "dealt hands sorted by shanten under mcr (every shape counted)",
        out,
        [
            f"{knitted} of these {len(hands)} hands are nearest a win by a knitted shape "
            "(全不靠 / 组合龙; every fourth dealt to be)"
        ],
    )
    rows = table.rows
    value_hands = min(o.value_hands, o.look_mcr_hands)
    if value_hands > 0:
        rows += _value_rows(corpus, MCR, value_hands, out, "mcr, ")
    return rows


def _forget_scores() -> None:
    """Empty the scorers' memos of whole hands (riichi's, and MCR's score and legality; the
    per-kind tables stay): each valued search scores its wins cold, on either path."""
    from mjtrainer.scoring.mcr import is_legal_mcr_win, score_mcr
    from mjtrainer.scoring.riichi import clear_cache

    clear_cache()
    score_mcr.cache_clear()
    is_legal_mcr_win.cache_clear()


class _Clocked:
    """A legality check or payoff that adds the CPU time spent in it to ``spent[0]``, and
    keeps the routes the search takes to it (a payoff's ``of_counts``, ``judges_wins``)."""

    def __init__(self, fn: Any, spent: list[float]) -> None:
        self.fn = fn
        self.spent = spent
        self.judges_wins = getattr(fn, "judges_wins", False)
        if hasattr(fn, "of_counts"):
            self.of_counts = self._of_counts

    def __call__(self, hand: Hand, tile: int) -> Any:
        t0 = time.process_time()
        try:
            return self.fn(hand, tile)
        finally:
            self.spent[0] += time.process_time() - t0

    def _of_counts(self, counts: bytes, tile: int, melds: Any) -> float:
        t0 = time.process_time()
        try:
            return float(self.fn.of_counts(counts, tile, melds))
        finally:
            self.spent[0] += time.process_time() - t0


def _value_rows(
    corpus: dict[int, list[Hand]], rules: Rules, n: int, out: TextIO, prefix: str = ""
) -> list[Row]:
    """The same searches as the window runs them: with the legality check and the payoff of
    a win (``exp_value``, scoring.win_worth), on the first ``n`` hands of each row, beside the
    same hands without them. Where the kernel runs, the pure path is the peer (below
    ``PURE_SLOW``: it takes seconds a hand there), and the time spent scoring (the legality
    check and the payoff, called back from C: under mcr the check scores the win, the payoff
    reuses it) is shown apart."""
    from mjtrainer.scoring import legal_win, win_worth

    legal = legal_win(rules)
    rows = []
    kernel = False
    gap, compared = 0.0, 0
    for extended in (False, True):
        name = prefix + _mode(extended)
        for s in LOOK_LEVELS[extended]:
            hands = corpus[s][:n]
            if not hands:
                continue
            on_kernel = _on_kernel(hands, rules)
            kernel |= on_kernel
            scoring: list[float] = []

            def valued(
                hand: Hand,
                extended: bool = extended,
                scoring: list[float] = scoring,
                cold: bool = True,
            ) -> object:
                if cold:
                    _forget_scores()
                worth = win_worth(rules, hand=hand)
                assert worth is not None
                spent = [0.0]
                checked = None if legal is None else _Clocked(legal, spent)
                ask = LookaheadRequest(
                    rules, extended=extended, legal=checked, worth=_Clocked(worth, spent)
                )
                got = discard_lookahead(hand, ask)
                scoring.append(spent[0] * 1000)
                return got

            plain = partial(discard_lookahead, request=LookaheadRequest(rules, extended=extended))
            rows.append(Row(f"{name}, {s}-shanten", len(hands), Stats.of(cpu_ms(plain, hands))))
            answers: list[Any] = []
            times = cpu_ms(lambda h, v=valued, a=answers: a.append(v(h)), hands)
            fast_scoring = list(scoring)
            peer = None
            if on_kernel and s < PURE_SLOW[extended]:
                pure_answers: list[Any] = []
                with _path(True):
                    pure_times = cpu_ms(lambda h, v=valued, a=pure_answers: a.append(v(h)), hands)
                peer = Stats.of(pure_times)
                for x, y in zip(answers, pure_answers, strict=True):
                    for p, q in zip(x, y, strict=True):
                        if q.exp_value is not None:
                            gap = max(gap, abs(p.exp_value - q.exp_value))
                compared += len(hands)
            rows.append(_row(f"{name}, {s}-shanten, value", (times, answers), peer))
            if on_kernel and fast_scoring:
                rows.append(Row("  of which the scoring", len(hands), Stats.of(fast_scoring)))
            # Asked again, as a review asks the same hands: the process's table of wins
            # (scoring.wintable) answers what the first search scored.
            again = cpu_ms(lambda h, v=valued: v(h, cold=False), hands)
            rows.append(Row(f"{name}, {s}-shanten, value again", len(hands), Stats.of(again)))
    path = (
        "ours: the compiled kernel, the legality and payoff called back from C; peer: the pure "
        "path (MJTRAINER_PURE=1) below its slow rows; 'of which the scoring': the kernel row's CPU "
        "time inside the legality check and the payoff (scoring.legal_win, scoring.win_worth; "
        "a payoff built for the hand judges the wins itself, and the check is not asked); "
        "'value again': the same hands searched again, the process's table of wins kept (a "
        "review asks the same complete hands again and again)"
        if kernel
        else f"the pure path only: {_why_pure()}"
    )
    print(
        "with the value (exp_value: legality and payoff of each win, scored once a win, as the "
        f"window asks), beside the same hands without; {path}",
        file=out,
    )
    print_table(rows, "ms", out)
    if compared:
        mark = "✓" if gap == 0.0 else "✗"
        print(
            f"kernel against the pure path, with the value: {compared} hands, largest "
            f"difference of exp_value {gap:.1e} (0 {mark})",
            file=out,
        )
    return rows


def _reference_line(o: Options, which: str) -> str:
    """Every searched discard's two series against the plain reference of the tests
    (``tests/core/lookahead_reference.py``), both searches, at ``REF_TURN``."""
    sys.path.insert(0, str(ROOT / "tests" / "core"))
    try:
        from lookahead_reference import Reference
    finally:
        sys.path.pop(0)
    corpus = hands_by_shanten(rng(o.seed, "look-reference"), o.look_ref_hands, REF_LEVELS)
    worst = 0.0
    series = 0
    for s in REF_LEVELS:
        for hand in corpus[s]:
            ref = Reference(hand, RIICHI, [0] * 34, LAST_DRAW - REF_TURN)
            for extended in (False, True):
                want = ref.discard_series(extended)
                ask = LookaheadRequest(RIICHI, turn=REF_TURN, extended=extended)
                got = {
                    a.discard: (a.tenpai_by_turn, a.win_by_turn)
                    for a in discard_lookahead(hand, ask)
                    if a.searched
                }
                if set(got) != set(want):
                    return f"reference ({which}): DIFFERENT discards searched for {hand!r} ✗"
                for d, pair in want.items():
                    for a, b in zip(pair, got[d], strict=True):
                        assert b is not None
                        worst = max(worst, max(abs(x - y) for x, y in zip(a, b, strict=True)))
                        series += 1
    mark = "✓" if worst <= 1e-9 else "✗"
    return (
        f"reference agreement ({which}): {series} series of "
        f"{len(REF_LEVELS) * o.look_ref_hands} hands (0-{REF_LEVELS[-1]}-shanten, turn "
        f"{REF_TURN}, both searches), largest difference {worst:.1e} (at most 1e-9 {mark})"
    )


# --- scoring -------------------------------------------------------------------------------------

# PyMahjongGB's tile names in our kind order (W characters, B dots, T bamboo, F winds, then
# J3 white, J2 green, J1 red: our 5z 6z 7z).
_GB = (
    [f"W{n}" for n in range(1, 10)]
    + [f"B{n}" for n in range(1, 10)]
    + [f"T{n}" for n in range(1, 10)]
    + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]
)


def _gb_args(hand: Hand, sit: Situation) -> tuple[Any, ...]:
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


def _package_call(hand: Hand, sit: Situation) -> Callable[[], Any]:
    """The ``mahjong`` package's own call for a hand, its arguments prepared up front, with a
    new ``HandConfig`` per call as the adapter makes."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.meld import Meld as PackageMeld

    kinds = {
        MeldKind.CHOW: (PackageMeld.CHI, True),
        MeldKind.PUNG: (PackageMeld.PON, True),
        MeldKind.KONG: (PackageMeld.KAN, True),
        MeldKind.CONCEALED_KONG: (PackageMeld.KAN, False),
    }
    used = [0] * 34

    def take(t: int) -> int:
        used[t] += 1
        return 4 * t + used[t] - 1

    tiles: list[int] = []
    melds = []
    for m in hand.melds:
        kind, opened = kinds[m.kind]
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
    """Forget our riichi memo and the package's own (its hand divider keeps the last 128
    hands), so that every timed call is a first call for both."""
    from mahjong.hand_calculating.divider import HandDivider

    from mjtrainer.scoring.riichi import clear_cache

    clear_cache()
    HandDivider._divide_hand_impl.cache_clear()


def scoring_rows(o: Options, out: TextIO) -> list[Row]:
    """Chinese Official scoring beside PyMahjongGB, the riichi adapter beside its package."""
    from MahjongGB import MahjongFanCalculator

    from mjtrainer.scoring.mcr import is_legal_mcr_win, score_mcr
    from mjtrainer.scoring.riichi import riichi_value, score_riichi

    _header("scoring", "what a win is worth, beside PyMahjongGB and the mahjong package", out)
    wins = mcr_wins(rng(o.seed, "mcr-wins"), o.hands)
    gb = [_gb_args(h, s) for h, s in wins]
    full = score_mcr.__wrapped__  # every arrangement scored each call, as the peer does
    for h, s in wins[:50]:  # the per-kind tables, not the memo of whole hands
        full(h, s)
    a, b = time_chunks(
        [(lambda p: full(*p), wins), (lambda g: MahjongFanCalculator(*g), gb)], 1, o.repeat
    )
    legal = [(h, s.win_tile, s.self_drawn, s.seat_wind, s.round_wind) for h, s in wins]
    for args in legal:
        is_legal_mcr_win(*args)
    [memo] = time_chunks([(lambda p: is_legal_mcr_win(*p), legal)], 1, o.repeat)
    mcr = [
        Row("score_mcr, every arrangement, no memo", len(wins), Stats.of(a), Stats.of(b)),
        Row("is_legal_mcr_win, memoised", len(wins), Stats.of(memo)),
    ]
    print("Chinese Official, peer PyMahjongGB's MahjongFanCalculator (C++)", file=out)
    print_table(mcr, "µs", out)

    wins = riichi_wins(rng(o.seed, "riichi-wins"), o.hands)
    yaku = sum(score_riichi(h, s).win for h, s in wins)
    calls = [_package_call(h, s) for h, s in wins]
    a, b = time_chunks(
        [(lambda p: score_riichi(*p), wins), (lambda c: c(), calls)], 1, o.repeat, before=_cold
    )
    for h, s in wins:
        riichi_value(h, s)
    [memo] = time_chunks([(lambda p: riichi_value(*p), wins)], 1, o.repeat)
    riichi = [
        Row("score_riichi, first call", len(wins), Stats.of(a), Stats.of(b)),
        Row("riichi_value, memoised", len(wins), Stats.of(memo)),
    ]
    print(
        f"\nriichi ({yaku} of {len(wins)} complete hands have a yaku), peer the mahjong "
        "package's\n  HandCalculator.estimate_hand_value alone; both cold",
        file=out,
    )
    print_table(riichi, "µs", out)
    extra = Stats.of([x - y for x, y in zip(a, b, strict=True)])
    print(
        f"adapter overhead per hand (ours − package): median {extra.median:.1f} µs, "
        f"p90 {extra.p90:.1f} µs",
        file=out,
    )
    return mcr + riichi


# --- review --------------------------------------------------------------------------------------

#: Targets of a whole hanchan: read in at most 0.5 s, reviewed in at most 30 s and 300 MB.
READ_TARGET_MS = 500
REVIEW_TARGET_S = 30
REVIEW_TARGET_MB = 300
#: Every decision graded (riichi or dama, call or pass) within this many times the discards
#: alone (issue 27 §6).
EVERY_RATIO = 3


def review_rows(o: Options, out: TextIO) -> list[Row]:
    """Reading a hanchan's mjai log, and reviewing seat 0 of it with the basic search: its
    discards alone, then every decision (riichi or dama, call or pass too)."""
    import dataclasses
    import resource

    from mjtrainer.game import read_game
    from mjtrainer.game.review import review_game
    from tests.game.engine import mjai_text

    _header("review", "a whole hanchan (riichienv, seeded): reading it, reviewing seat 0", out)
    text = mjai_text(o.seed % 1000)
    reads = []
    for _ in range(o.repeat):
        t0 = time.perf_counter()
        game = read_game(text)
        reads.append((time.perf_counter() - t0) * 1000)
    events = sum(len(r.events) for r in game.rounds)
    rounds = len(game.rounds)
    if o.review_rounds is not None:
        game = dataclasses.replace(game, rounds=game.rounds[: o.review_rounds])
    t0 = time.process_time()
    review = review_game(game, 0, every=False)
    review_s = time.process_time() - t0
    t0 = time.process_time()
    every = review_game(game, 0)
    every_s = time.process_time() - t0
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    s = review.summary
    print(
        f"{rounds} rounds, {events} events; seat 0: {s.decisions} discards in "
        f"{len(game.rounds)} rounds reviewed, {s.searched} searched",
        file=out,
    )
    read_row = Row("read_game() of a hanchan, mjai", 1, Stats.of([min(reads)]),
                   target=Target("median", READ_TARGET_MS))  # fmt: skip
    print_table([read_row], "ms", out)
    review_row = Row("review_game() of seat 0, basic search", 1, Stats.of([review_s]),
                     target=Target("median", REVIEW_TARGET_S))  # fmt: skip
    every_row = Row("review_game() of seat 0, every decision", 1, Stats.of([every_s]))
    print_table([review_row, every_row], "s", out)
    made = sum(len(r.choices) for r in every.rounds)
    ratio = every_s / review_s if review_s > 0 else 0.0
    print(
        f"every decision ({made} riichi and call decisions beside the discards): "
        f"{ratio:.2f}x the discards alone (target at most {EVERY_RATIO}x: "
        f"{'met' if ratio <= EVERY_RATIO else 'missed'})",
        file=out,
    )
    verdict = "met" if peak_mb <= REVIEW_TARGET_MB else "missed"
    print(
        f"peak memory of the process after the review: {peak_mb:.0f} MB "
        f"(target at most {REVIEW_TARGET_MB} MB: {verdict})",
        file=out,
    )
    fold_row = _fold_row(game, o)
    print_table([fold_row], "µs", out)
    return [read_row, review_row, every_row, fold_row]


def _fold_row(game: Any, o: Options) -> Row:
    """The fold line of each of seat 0's positions with a threat on the table (a riichi, open
    melds): the others read from the table, the safest tiles in order, the line's round EV —
    the work the round EV adds to a position beyond its look-ahead (issue 26 §4)."""
    from mjtrainer.decision import race
    from mjtrainer.decision.round_ev import fold_ev
    from mjtrainer.game.danger import seat_table
    from mjtrainer.game.replay import Replay
    from mjtrainer.game.review import scoring_rules, turn_of
    from mjtrainer.scoring import Situation

    rules = scoring_rules(game)
    times = []
    for rnd in game.rounds:
        rp = Replay(rnd, rules)
        for step in rp.decisions(0):
            view = rp.view(step, 0)
            if view.in_riichi:
                continue
            table = seat_table(rp.state(step), 0)
            turn = min(turn_of(view.wall, rules.seats), 17)
            best = float("inf")
            for _ in range(o.repeat):
                t0 = time.perf_counter()
                others = race.build(table, Situation(0), turn, rules.seats)
                if others.threatened:
                    _, steps = race.safest_line(others, table.hand)
                    fold_ev(others.opponents, steps)
                best = min(best, time.perf_counter() - t0)
            if others.threatened:
                times.append(best * 1e6)
    return Row(
        "fold line of a position (race, safest line, EV)", len(times), Stats.of(times or [0.0])
    )


RUNNERS: dict[str, Callable[[Options, TextIO], list[Row]]] = {
    "core": core_rows,
    "mcr": mcr_rows,
    "melds": meld_rows,
    "look": look_rows,
    "look-melds": look_meld_rows,
    "look-mcr": look_mcr_rows,
    "scoring": scoring_rows,
    "review": review_rows,
}


def run(o: Options, out: TextIO | None = None) -> list[Row]:
    """Run the chosen sections in order; print their tables and the targets; return the rows."""
    out = out or sys.stdout
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    vectors()  # the one-time load of the shipped tables, reported on its own
    table_ms = (time.perf_counter() - t0) * 1000
    print(
        f"mjtrainer benchmark: seed {o.seed}, {o.hands} hands, best of {o.repeat}, "
        f"look-ahead {o.look_hands} hands per shanten ({o.extended_hands} extended; with melds "
        f"{o.look_meld_hands}, mcr {o.look_mcr_hands})\n"
        f"Python {platform.python_version()}, {os.cpu_count()} CPUs, load average {load:.2f}; "
        f"table load {table_ms:.1f} ms (once per process)",
        file=out,
    )
    rows: list[Row] = []
    for name in SECTIONS:
        if name in o.only:
            rows += RUNNERS[name](o, out)
    aimed = [r for r in rows if r.target is not None]
    missed = [r.label for r in aimed if r.target is not None and not r.target.met(r)]
    print(
        f"\ntargets met: {len(aimed) - len(missed)} of {len(aimed)}"
        + (f" (missed: {'; '.join(missed)})" if missed else "")
        + f"; load average at the end {os.getloadavg()[0]:.2f}",
        file=out,
    )
    return rows


def parse_sections(text: str) -> tuple[str, ...]:
    """The sections ``--only`` names (comma-separated; a name in ``GROUPS`` stands for its
    sections); ``argparse.ArgumentTypeError`` for an unknown one."""
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in SECTIONS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown section {', '.join(unknown) or '(none)'}; choose from {','.join(SECTIONS)}"
        )
    return tuple(m for n in names for m in GROUPS.get(n, (n,)))


def main(argv: list[str] | None = None) -> int:
    """The command line: parse the options, run, print."""
    parser = argparse.ArgumentParser(
        prog="python packaging/bench.py", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument(
        "--only",
        type=parse_sections,
        default=SECTIONS,
        help=f"sections, from {','.join(SECTIONS)} (look: the three look sections)",
    )
    parser.add_argument("--hands", type=int, default=1000, help="hands per corpus (default 1000)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each chunk, fastest kept")
    parser.add_argument(
        "--look-hands", type=int, default=20, help="look-ahead hands per shanten (default 20)"
    )
    parser.add_argument(
        "--look-extended-hands",
        type=int,
        default=None,
        help="of those, for the extended search (default half)",
    )
    parser.add_argument(
        "--review-rounds",
        type=int,
        default=None,
        help="review only the first N rounds of the hanchan (default all)",
    )
    parser.add_argument(
        "--look-pure-slow",
        type=int,
        default=2,
        help="hands the pure path is timed on at basic 4-shanten and extended 3-shanten, where "
        "it takes seconds a hand (default 2)",
    )
    parser.add_argument(
        "--look-value-hands",
        type=int,
        default=None,
        help="hands per look-ahead row searched with the value too (default 4; 0: none)",
    )
    parser.add_argument(
        "--look-meld-hands",
        type=int,
        default=2,
        help="look-melds: hands per shanten and meld count (default 2; extended half; 0: none)",
    )
    parser.add_argument(
        "--look-mcr-hands",
        type=int,
        default=2,
        help="look-mcr: hands per shanten (default 2; extended half; value at most "
        "--look-value-hands; 0: none)",
    )
    parser.add_argument(
        "--look-ref-hands",
        type=int,
        default=2,
        help="hands per shanten checked against the look-ahead reference (default 2)",
    )
    args = parser.parse_args(argv)
    if args.hands < 1 or args.repeat < 1 or args.look_hands < 0:
        parser.error("--hands and --repeat must be at least 1, --look-hands at least 0")
    options = Options(
        args.hands,
        args.seed,
        args.repeat,
        args.look_hands,
        args.look_extended_hands,
        args.only,
        args.review_rounds,
        max(0, args.look_pure_slow),
        max(0, args.look_ref_hands),
        None if args.look_value_hands is None else max(0, args.look_value_hands),
        max(0, args.look_meld_hands),
        max(0, args.look_mcr_hands),
    )
    try:
        run(options)
    except ImportError as e:
        print(f"the benchmark needs {e.name or e}: pip install -e '.[test]'", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
