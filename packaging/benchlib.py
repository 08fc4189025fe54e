"""What every section of the benchmark (``packaging/bench.py``) shares: the seeded corpora, the
one timing method, the statistics and the printed table with its targets.

Kept outside the installed package, like the script that uses it.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from mjtrainer.core import Hand, Meld, MeldKind, Rules, Shape, shanten, shanten_by_shape
from mjtrainer.core.shanten import KNITTED
from mjtrainer.scoring.situation import Situation, Wind

RIICHI = Rules.preset("riichi")
MCR = Rules.preset("mcr")
#: The thirteen terminals and honours (1m 9m 1p 9p 1s 9s and the seven honours).
ORPHANS = (0, 8, 9, 17, 18, 26, *range(27, 34))

# --- corpora -------------------------------------------------------------------------------------


def rng(seed: int, corpus: str) -> random.Random:
    """The random source of one corpus: a string seed, so each corpus is the same whichever
    sections run and in whatever order (``random`` hashes a string seed with SHA-512, not with
    the per-process ``hash``)."""
    return random.Random(f"{seed}/{corpus}")


def deal(rnd: random.Random, size: int) -> Hand:
    """A concealed hand of ``size`` tiles from a shuffled 136-tile wall."""
    wall = [t for t in range(34) for _ in range(4)]
    rnd.shuffle(wall)
    return Hand.from_tiles(wall[:size])


def ready_hand(rnd: random.Random) -> Hand:
    """A ready 13-tile concealed hand: four sets and a pair that the wall can hold, less one
    tile."""
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
    """A 14-tile hand with ``melds`` declared melds (chow, pung, kong or concealed kong) and
    the rest dealt from what the melds leave of the wall."""
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


def hands_by_shanten(
    rnd: random.Random,
    per: int,
    levels: Sequence[int],
    rules: Rules = RIICHI,
    draw: Callable[[random.Random], Hand] | None = None,
    keep: Callable[[Hand], bool] | None = None,
) -> dict[int, list[Hand]]:
    """``per`` 14-tile hands at each shanten under ``rules`` in ``levels``: ``draw``'s hands
    (by default 14 concealed tiles from the wall), those ``keep`` accepts if it is given. Each
    level must be one the hands drawn reach."""
    by: dict[int, list[Hand]] = {s: [] for s in levels}
    while any(len(v) < per for v in by.values()):
        h = deal(rnd, 14) if draw is None else draw(rnd)
        got = by.get(shanten(h, rules))
        if got is not None and len(got) < per and (keep is None or keep(h)):
            got.append(h)
    return by


def _mcr_standard(rnd: random.Random) -> Hand:
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
    pair = rnd.choice([t for t in range(34) if left[t] >= 2])
    left[pair] -= 2
    concealed = [pair, pair]
    melds = []
    share = rnd.choice((0.0, 0.0, 0.3, 0.6, 1.0))
    for g in groups:
        if g[0] == g[1] and left[g[0]] and rnd.random() < 0.15:
            left[g[0]] -= 1
            melds.append(Meld(g[0], rnd.choice((MeldKind.KONG, MeldKind.CONCEALED_KONG))))
        elif rnd.random() < share:
            melds.append(Meld(g[0], MeldKind.PUNG if g[0] == g[1] else MeldKind.CHOW))
        else:
            concealed += g
    return Hand.from_tiles(concealed, melds)


def _mcr_special(rnd: random.Random) -> Hand:
    """Seven pairs, thirteen orphans, 全不靠 / 七星不靠, or 组合龙 with a chow and a pair."""
    kind = rnd.randrange(4)
    if kind == 0:
        return Hand.from_tiles([t for p in rnd.sample(range(34), 7) for t in (p, p)])
    if kind == 1:
        return Hand.from_tiles([*ORPHANS, rnd.choice(ORPHANS)])
    knitted = rnd.choice(KNITTED)
    if kind == 2:
        n = rnd.randint(7, 9)
        return Hand.from_tiles(rnd.sample(knitted, n) + rnd.sample(range(27, 34), 14 - n))
    pair = rnd.randrange(27, 34)
    start = 9 * rnd.randrange(3) + rnd.randrange(7)
    return Hand.from_tiles([*knitted, start, start + 1, start + 2, pair, pair])


def knitted_deal(rnd: random.Random) -> Hand:
    """A concealed 14-tile hand leaning to the knitted shapes (全不靠, 组合龙): 7 to 13
    distinct tiles of one knitted straight and the honours, the rest from what they leave
    of the wall."""
    n = rnd.randint(7, 13)
    tiles = rnd.sample([*rnd.choice(KNITTED), *range(27, 34)], n)
    wall = [t for t in range(34) for _ in range(4 - tiles.count(t))]
    rnd.shuffle(wall)
    return Hand.from_tiles(tiles + wall[: 14 - n])


#: The knitted shapes of the Chinese Official rules.
KNITTED_SHAPES = (Shape.HONORS_AND_KNITTED, Shape.KNITTED_STRAIGHT)


def knitted_best(hand: Hand) -> bool:
    """Whether a knitted shape (全不靠 / 组合龙) is nearer to a win under ``mcr`` than every
    other shape of ``hand``."""
    by = shanten_by_shape(hand, MCR)
    knitted = min((v for k, v in by.items() if k in KNITTED_SHAPES), default=99)
    return knitted < min(v for k, v in by.items() if k not in KNITTED_SHAPES)


def mcr_by_shanten(rnd: random.Random, per: int, levels: Sequence[int]) -> dict[int, list[Hand]]:
    """``per`` concealed 14-tile hands at each shanten under ``mcr`` (every shape counted) in
    ``levels``: dealt from the wall, but every fourth one, the first included, dealt by
    :func:`knitted_deal` until a knitted shape is its best (random deals seldom give one
    below 2-shanten)."""
    knitted = hands_by_shanten(rnd, (per + 3) // 4, levels, MCR, knitted_deal, knitted_best)
    dealt = hands_by_shanten(rnd, per - (per + 3) // 4, levels, MCR)
    return {
        s: [knitted[s][i // 4] if i % 4 == 0 else dealt[s][i - i // 4 - 1] for i in range(per)]
        for s in levels
    }


def mcr_wins(rnd: random.Random, n: int) -> list[tuple[Hand, Situation]]:
    """``n`` complete hands with Chinese Official situations (88% standard hands with 0–4
    melds and kongs, the rest special shapes; random winds, self-draws and flowers)."""
    out: list[tuple[Hand, Situation]] = []
    winds = list(Wind)
    while len(out) < n:
        hand = _mcr_special(rnd) if rnd.random() < 0.12 else _mcr_standard(rnd)
        sit = Situation(
            rnd.choice(hand.tiles()),
            self_drawn=rnd.random() < 0.5,
            seat_wind=rnd.choice(winds),
            round_wind=rnd.choice(winds),
            flowers=rnd.choice((0, 0, 1, 2)),
        )
        out.append((hand, sit))
    return out


def _riichi_complete(rnd: random.Random) -> tuple[Hand, list[int]]:
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


def riichi_wins(rnd: random.Random, n: int) -> list[tuple[Hand, Situation]]:
    """``n`` complete hands with riichi situations: random winds and flags, dora indicators
    (and ura-dora after riichi) from the tiles the hand left in the wall."""
    out: list[tuple[Hand, Situation]] = []
    while len(out) < n:
        hand, left = _riichi_complete(rnd)
        wall = [t for t in range(34) for _ in range(left[t])]
        rnd.shuffle(wall)
        riichi = hand.is_concealed and rnd.random() < 0.5
        sit = Situation(
            rnd.choice(hand.tiles()),
            self_drawn=rnd.random() < 0.5,
            seat_wind=rnd.choice(list(Wind)),
            round_wind=rnd.choice(list(Wind)),
            riichi=riichi,
            last_tile=rnd.random() < 0.1,
            dora_indicators=tuple(wall[: rnd.randrange(1, 3)]),
            ura_dora_indicators=tuple(wall[3:4]) if riichi else (),
        )
        out.append((hand, sit))
    return out


# --- timing --------------------------------------------------------------------------------------

Side = tuple[Callable[[Any], Any], Sequence[Any]]


def time_chunks(
    sides: Sequence[Side],
    chunk: int,
    repeat: int,
    before: Callable[[], Any] | None = None,
) -> list[list[float]]:
    """The one wall-clock method of the benchmark: µs per item, one figure per chunk.

    Each side is a function and its items, the same hands in each side's own form. The items
    are cut into chunks of ``chunk``; each chunk is run by every side in turn, ``repeat``
    times over, and each side keeps its fastest run of the chunk: the sides share the
    machine's load of the moment, and the fastest run is the one other processes disturbed
    least. ``before`` (run untimed before each item, e.g. to empty caches) needs ``chunk`` 1.
    """
    if before is not None and chunk != 1:
        raise ValueError("a per-item set-up needs chunks of one item")
    n = len(sides[0][1])
    out: list[list[float]] = [[] for _ in sides]
    for i in range(0, n, chunk):
        best = [math.inf] * len(sides)
        for _ in range(repeat):
            for j, (fn, items) in enumerate(sides):
                part = items[i : i + chunk]
                if before is not None:
                    before()
                t0 = time.perf_counter_ns()
                for x in part:
                    fn(x)
                best[j] = min(best[j], time.perf_counter_ns() - t0)
        size = min(chunk, n - i)
        for j in range(len(sides)):
            out[j].append(best[j] / 1000 / size)
    return out


def cpu_ms(
    fn: Callable[[Any], Any], items: Sequence[Any], before: Callable[[], Any] | None = None
) -> list[float]:
    """CPU time of this process (``time.process_time``) per item, in ms, one run each: for
    work long enough that a best-of cannot undo another process stealing the processor.
    ``before`` runs ahead of each item, untimed."""
    out = []
    for x in items:
        if before is not None:
            before()
        t0 = time.process_time()
        fn(x)
        out.append((time.process_time() - t0) * 1000)
    return out


# --- figures -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Stats:
    """Median, 90th percentile (nearest rank) and maximum of a list of times."""

    median: float
    p90: float
    max: float

    @classmethod
    def of(cls, times: Sequence[float]) -> Stats:
        """The statistics of ``times`` (at least one)."""
        ordered = sorted(times)
        rank = max(1, math.ceil(0.9 * len(ordered)))
        return cls(statistics.median(ordered), ordered[rank - 1], ordered[-1])


@dataclass(frozen=True, slots=True)
class Target:
    """A goal for one figure of a row: ``stat`` ("median", "p90", "max" or "ratio") at most
    (``at_most``) or at least ``bound``."""

    stat: str
    bound: float
    at_most: bool = True

    def value(self, row: Row) -> float:
        """The figure of ``row`` the target is about."""
        if self.stat == "ratio":
            if row.ratio is None:
                raise ValueError(f"a ratio target on a row without a peer: {row.label}")
            return row.ratio
        return float(getattr(row.ours, self.stat))

    def met(self, row: Row) -> bool:
        """Whether ``row`` reaches the target."""
        v = self.value(row)
        return v <= self.bound if self.at_most else v >= self.bound

    def __str__(self) -> str:
        sign = "≤" if self.at_most else "≥"
        if self.stat == "ratio":
            return f"{sign}{self.bound:g}x"
        return f"{self.stat} {sign}{self.bound:g}"


@dataclass(frozen=True, slots=True)
class Row:
    """One line of a table: our figures, the peer's on the same items if there is one, and
    the target if there is one."""

    label: str
    items: int
    ours: Stats
    peer: Stats | None = None
    target: Target | None = None

    @property
    def ratio(self) -> float | None:
        """How many times faster than the peer: the peer's median over ours."""
        return None if self.peer is None else self.peer.median / self.ours.median


def _ratio_text(r: float) -> str:
    return f"{r:.1f}x" if r >= 1 else f"{r:.3f}x"


def print_table(rows: Sequence[Row], unit: str, out: TextIO) -> None:
    """Print ``rows`` under a column header; times in ``unit``. A met target is marked ✓, a
    missed one ✗. The labels take 38 columns, more if one is longer."""
    width = max([38, *(len(r.label) + 2 for r in rows)])
    print(
        f"{unit + ' per hand':<{width}}{'n':>5}{'median':>9}{'p90':>9}{'max':>9}"
        f"{'peer':>10}{'peer p90':>10}{'ratio':>8}  target",
        file=out,
    )
    for r in rows:
        ours = r.ours
        line = f"{r.label:<{width}}{r.items:>5}{ours.median:>9.1f}{ours.p90:>9.1f}{ours.max:>9.1f}"
        if r.peer is not None and r.ratio is not None:
            line += f"{r.peer.median:>10.1f}{r.peer.p90:>10.1f}{_ratio_text(r.ratio):>8}"
        elif r.target is not None:
            line += " " * 28
        if r.target is not None:
            line += f"  {r.target} {'✓' if r.target.met(r) else '✗'}"
        print(line.rstrip(), file=out)
