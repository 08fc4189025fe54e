"""Waits, effective tiles, discard options and the full report of a hand."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .decompose import Decomposition, decompositions, group_splits
from .errors import HandSizeError
from .hand import Hand, seen_counts
from .kinds import GROUP_OF, GROUPS, NUM_KINDS, ORPHANS, POW5, number_of
from .rules import Rules
from .shanten import Shape, evaluator, seven_pairs, thirteen_orphans
from .tiles import tile_str

Seen = str | Iterable[int] | None


class WaitKind(Enum):
    """How a winning tile completes the hand."""

    RYANMEN = "ryanmen"  # two-sided 两面
    KANCHAN = "kanchan"  # closed 嵌张
    PENCHAN = "penchan"  # edge 边张
    TANKI = "tanki"  # single 单钓
    SHANPON = "shanpon"  # dual pung 双碰
    KOKUSHI = "kokushi"  # thirteen orphans
    KNITTED = "knitted"  # completes a knitted shape (Chinese Official)


@dataclass(frozen=True, slots=True)
class Wait:
    """A winning tile of a ready hand, how many copies are left, and how it completes."""

    tile: int
    remaining: int
    kinds: tuple[WaitKind, ...]

    @property
    def live(self) -> bool:
        """False when no copy is left to draw."""
        return self.remaining > 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "tile": tile_str(self.tile),
            "remaining": self.remaining,
            "kinds": [k.value for k in self.kinds],
        }


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """Discarding ``discard``: shanten after it, its effective tiles and their total left."""

    discard: int
    shanten: int
    effective: tuple[tuple[int, int], ...]
    effective_count: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "discard": tile_str(self.discard),
            "shanten": self.shanten,
            "effective": [{"tile": tile_str(t), "remaining": r} for t, r in self.effective],
            "effective_count": self.effective_count,
        }


def _remaining(hand: Hand, seen: tuple[int, ...]) -> list[int]:
    """Copies of each kind still unseen: 4 less the hand's (concealed and melds) and seen."""
    return [4 - a - b for a, b in zip(hand.total_counts(), seen, strict=True)]


def _need_size(hand: Hand, rest: int, what: str) -> None:
    hand.require_judgeable()
    if hand.size % 3 != rest:
        n = hand.size
        raise HandSizeError("needs-3n1" if rest == 1 else "needs-3n2", count=n, what=what)


def _set_role(tile: int, s: tuple[int, ...]) -> WaitKind:
    """The wait a set shows when ``tile`` completes it."""
    if s[0] == s[1]:
        return WaitKind.SHANPON
    if tile == s[1]:
        return WaitKind.KANCHAN
    if (tile == s[0] and number_of(s[0]) == 7) or (tile == s[2] and number_of(s[0]) == 1):
        return WaitKind.PENCHAN
    return WaitKind.RYANMEN


def _roles(d: Decomposition, tile: int) -> Iterator[tuple[WaitKind, int]]:
    """(wait kind, index in ``d.groups``) of every group of ``d`` the winning ``tile`` can be
    the last tile of: any copy of a kind may be the one drawn, so every group holding it."""
    groups = d.groups
    if d.shape is Shape.THIRTEEN_ORPHANS:
        yield WaitKind.KOKUSHI, ORPHANS.index(tile)
        return
    if d.shape is Shape.HONORS_AND_KNITTED:
        yield WaitKind.KNITTED, 0
        return
    for gi, g in enumerate(groups):
        if tile not in g:
            continue
        if d.shape is Shape.KNITTED_STRAIGHT and gi == 0:
            yield WaitKind.KNITTED, gi
        elif len(g) == 2:
            yield WaitKind.TANKI, gi
        else:
            yield _set_role(tile, g), gi


@dataclass(frozen=True, slots=True)
class WaitReading:
    """One way a winning tile completes a hand: the completed hand's ``decomposition``, the
    wait ``kind`` the tile shows there, and where it sits: ``group`` is the index of its group
    in ``decomposition.groups`` and ``position`` its place in that group."""

    decomposition: Decomposition
    kind: WaitKind
    group: int
    position: int


def wait_readings(hand: Hand, tile: int, rules: Rules | None = None) -> tuple[WaitReading, ...]:
    """Every reading of ``tile`` as the winning tile of the 3n+1 ``hand``.

    For each decomposition of the completed hand (in :func:`decompositions` order), one reading
    per wait kind the tile shows there (in :class:`WaitKind` order), placed in the first group
    that shows it. Empty when the tile does not complete the hand. The wait kinds of all
    readings together are :attr:`Wait.kinds`.
    """
    rules = rules or _GENERAL
    _need_size(hand, 1, "wait readings")
    if hand.total_counts()[tile] >= 4:
        return ()
    out = []
    for d in decompositions(hand.add(tile), rules):
        first: dict[WaitKind, int] = {}
        for kind, gi in _roles(d, tile):
            first.setdefault(kind, gi)
        for kind in WaitKind:
            if kind in first:
                gi = first[kind]
                out.append(WaitReading(d, kind, gi, d.groups[gi].index(tile)))
    return tuple(out)


def _wait_list(hand: Hand, tiles: Iterable[int], rules: Rules, left: list[int]) -> tuple[Wait, ...]:
    """The waits ``tiles`` of a ready hand with their copies left and wait kinds."""
    counts = hand.counts
    groups = [counts[lo:hi] for lo, hi in GROUPS]
    # Whether each group splits as it stands, and whether it would hold the pair.
    splits = [
        bool(group_splits(g, lo)) or not any(g) for g, (lo, _) in zip(groups, GROUPS, strict=True)
    ]
    pair_groups = [sum(g) % 3 == 2 for g in groups]
    return tuple(
        Wait(t, left[t], _wait_kinds(hand, t, rules, groups, splits, pair_groups)) for t in tiles
    )


def _wait_kinds(
    hand: Hand,
    tile: int,
    rules: Rules,
    groups: list[tuple[int, ...]],
    splits: list[bool],
    pair_groups: list[bool],
) -> tuple[WaitKind, ...]:
    """The ways ``tile`` completes ``hand``, over every decomposition of the completed hand.

    The standard shape is read from the tile's own group: the other groups are unchanged and
    only need to split at all, so their splits are never combined.
    """
    kinds: set[WaitKind] = set()
    g = GROUP_OF[tile]
    lo = GROUPS[g][0]
    mine = list(groups[g])
    mine[tile - lo] += 1
    others_ok = all(splits[i] for i in range(4) if i != g)
    pairs = sum(pair_groups[i] for i in range(4) if i != g) + (sum(mine) % 3 == 2)
    if others_ok and pairs == 1:
        for pair, sets in group_splits(tuple(mine), lo):
            if pair == tile:
                kinds.add(WaitKind.TANKI)
            for s in sets:
                if tile in s:
                    kinds.add(_set_role(tile, s))
    if not hand.melds and hand.concealed_count == 13:
        counts = list(hand.counts)
        counts[tile] += 1
        if rules.seven_pairs and seven_pairs(counts, rules.four_identical_pairs) == -1:
            kinds.add(WaitKind.TANKI)
        if rules.thirteen_orphans and thirteen_orphans(counts) == -1:
            kinds.add(WaitKind.KOKUSHI)
    # 组合龙 may stand beside one meld (its set declared), the other knitted shapes may not
    if evaluator(hand.melds, rules).knits(hand.concealed_count):
        for d in decompositions(hand.add(tile), rules):
            if d.shape in (Shape.HONORS_AND_KNITTED, Shape.KNITTED_STRAIGHT):
                kinds.update(kind for kind, _ in _roles(d, tile))
    return tuple(k for k in WaitKind if k in kinds)


def waits(hand: Hand, rules: Rules | None = None, seen: Seen = "") -> tuple[Wait, ...]:
    """The winning tiles of a 3n+1 hand (empty unless it is ready), in tile order.

    A kind held four times is never a wait; a wait with no copy left is still listed.
    """
    rules = rules or _GENERAL
    _need_size(hand, 1, "waits")
    left = _remaining(hand, seen_counts(seen, hand))
    sh, useful = _useful(hand, rules)
    if sh != 0:
        return ()
    return _wait_list(hand, useful, rules, left)


def effective_tiles(
    hand: Hand, rules: Rules | None = None, seen: Seen = ""
) -> tuple[tuple[int, int], ...]:
    """(kind, copies left) of every kind whose draw lowers the shanten of a 3n+1 hand."""
    rules = rules or _GENERAL
    _need_size(hand, 1, "effective tiles")
    left = _remaining(hand, seen_counts(seen, hand))
    _, useful = _useful(hand, rules)
    return tuple((t, left[t]) for t in useful)


def discard_options(
    hand: Hand, rules: Rules | None = None, seen: Seen = ""
) -> tuple[DiscardOption, ...]:
    """Every distinct discard of a 3n+2 hand with its shanten and effective tiles, best first:
    lowest shanten, then most effective copies left, then tile order. The discarded tile counts
    as seen."""
    rules = rules or _GENERAL
    _need_size(hand, 2, "discard options")
    return _discards(hand, rules, _remaining(hand, seen_counts(seen, hand)))


def _useful(hand: Hand, rules: Rules) -> tuple[int, list[int]]:
    return evaluator(hand.melds, rules).useful(hand.counts, hand.keys, hand.concealed_count)


def _discards(hand: Hand, rules: Rules, left: list[int]) -> tuple[DiscardOption, ...]:
    ev = evaluator(hand.melds, rules)
    options = []
    counts = list(hand.counts)
    keys = list(hand.keys)
    n = hand.concealed_count - 1
    for d in range(NUM_KINDS):
        if not counts[d]:
            continue
        g = GROUP_OF[d]
        counts[d] -= 1
        keys[g] -= POW5[d]
        sh, useful = ev.useful(counts, keys, n)
        counts[d] += 1
        keys[g] += POW5[d]
        # ``left`` counts the 14-tile hand, so the discard is already out of the wall.
        eff = tuple((t, left[t]) for t in useful)
        options.append(DiscardOption(d, sh, eff, sum(r for _, r in eff)))
    options.sort(key=lambda o: (o.shanten, -o.effective_count, o.discard))
    return tuple(options)


@dataclass(frozen=True, slots=True)
class Report:
    """Everything the trainer shows about one hand; ``to_dict()`` is the JSON of the CLI."""

    hand: Hand
    rules: Rules
    seen: tuple[int, ...]
    shanten: int
    shanten_by_shape: tuple[tuple[Shape, int], ...]
    win: bool
    decompositions: tuple[Decomposition, ...]
    waits: tuple[Wait, ...]
    effective: tuple[tuple[int, int], ...]
    discards: tuple[DiscardOption, ...]

    @property
    def effective_count(self) -> int:
        """Copies left of all effective tiles."""
        return sum(r for _, r in self.effective)

    @property
    def tiles(self) -> int:
        """Concealed tiles plus 3 per meld."""
        return self.hand.size

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of ``mjtrainer analyze --json``."""
        return {
            "hand": str(self.hand),
            "rules": self.rules.name,
            "tiles": self.tiles,
            "shanten": self.shanten,
            "win": self.win,
            "decompositions": [d.to_dict() for d in self.decompositions],
            "waits": [w.to_dict() for w in self.waits],
            "effective": [{"tile": tile_str(t), "remaining": r} for t, r in self.effective],
            "effective_count": self.effective_count,
            "discards": [o.to_dict() for o in self.discards],
        }


def analyze(hand: Hand, rules: Rules | None = None, seen: Seen = "") -> Report:
    """Shanten, win and decompositions, waits, effective tiles and discard options of a hand.

    Raises :class:`HandError` for a size other than 3n+1 / 3n+2 or seen tiles that make a
    fifth copy.
    """
    rules = rules or _GENERAL
    hand.require_judgeable()
    seen_c = seen_counts(seen, hand)
    left = _remaining(hand, seen_c)
    ev = evaluator(hand.melds, rules)
    by_shape = ev.by_shape(hand)
    sh = min(by_shape.values())
    shapes = tuple(by_shape.items())
    if hand.size % 3 == 2:
        decs = decompositions(hand, rules) if sh == -1 else ()
        return Report(
            hand, rules, seen_c, sh, shapes, sh == -1, decs, (), (), _discards(hand, rules, left)
        )
    _, useful = _useful(hand, rules)
    eff = tuple((t, left[t]) for t in useful)
    ws = _wait_list(hand, useful, rules, left) if sh == 0 else ()
    return Report(hand, rules, seen_c, sh, shapes, False, (), ws, eff, ())


_GENERAL = Rules.preset("general")
