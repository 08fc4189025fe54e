"""Waits, effective tiles, discard options and the full report of a hand."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from ..words.marks import QT_TRANSLATE_NOOP
from .decompose import Decomposition, decompositions, group_splits
from .errors import HandSizeError
from .hand import Hand, judged_seen
from .kinds import CODE_NAMES, GROUP_OF, GROUPS, NUM_KINDS, ORPHANS, POW5, digits_of, number_of
from .rules import Rules
from .seen import Seen
from .shanten import (
    GENERAL,
    Evaluator,
    Shape,
    evaluator,
    group_state,
    honors_and_knitted,
    seven_pairs,
    thirteen_orphans,
)
from .tiles import tile_str


class WaitKind(Enum):
    """How a winning tile completes the hand."""

    RYANMEN = "ryanmen"  # two-sided 两面
    KANCHAN = "kanchan"  # closed 嵌张
    PENCHAN = "penchan"  # edge 边张
    TANKI = "tanki"  # single 单钓
    SHANPON = "shanpon"  # dual pung 双碰
    KOKUSHI = "kokushi"  # thirteen orphans
    KNITTED = "knitted"  # completes a knitted shape (Chinese Official)


_KINDS = tuple(WaitKind)  # in order (iterating the enum itself is slow)

#: Each wait kind's name by its value, the English word with the common (Japanese) term,
#: marked for the catalogues (context "WaitKind": 两面 嵌张 边张 单钓 双碰 in Chinese).
WAIT_KIND_NAMES: dict[str, str] = {
    WaitKind.RYANMEN.value: QT_TRANSLATE_NOOP("WaitKind", "two-sided (ryanmen)"),
    WaitKind.KANCHAN.value: QT_TRANSLATE_NOOP("WaitKind", "closed (kanchan)"),
    WaitKind.PENCHAN.value: QT_TRANSLATE_NOOP("WaitKind", "edge (penchan)"),
    WaitKind.TANKI.value: QT_TRANSLATE_NOOP("WaitKind", "single (tanki)"),
    WaitKind.SHANPON.value: QT_TRANSLATE_NOOP("WaitKind", "dual pung (shanpon)"),
    WaitKind.KOKUSHI.value: QT_TRANSLATE_NOOP("WaitKind", "thirteen orphans"),
    WaitKind.KNITTED.value: QT_TRANSLATE_NOOP("WaitKind", "knitted"),
}


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

    def to_dict(self, hand: Hand | None = None) -> dict[str, Any]:
        """One entry of ``discards`` in the CLI's JSON. With the ``hand`` it is a discard of,
        ``"discard"`` names the tile thrown (:meth:`Hand.discard_code`: ``"0m"`` when the red
        five goes, as DESIGN.md writes every tile of the JSON in mpsz with ``0`` for red)."""
        code = self.discard if hand is None else hand.discard_code(self.discard)
        return {
            "discard": CODE_NAMES[code],
            "shanten": self.shanten,
            "effective": [{"tile": tile_str(t), "remaining": r} for t, r in self.effective],
            "effective_count": self.effective_count,
        }


def _remaining(hand: Hand, seen: tuple[int, ...], rules: Rules) -> list[int]:
    """Copies of each kind still unseen: its copies in play (4, or none for a kind the rules
    leave out) less the hand's (concealed and melds) and seen."""
    return [
        rules.copies(k) - a - b
        for k, (a, b) in enumerate(zip(hand.total_counts(), seen, strict=True))
    ]


def _effective(
    useful: Iterable[int], left: Sequence[int], rules: Rules
) -> tuple[tuple[int, int], ...]:
    """(kind, copies left) of each useful kind in play (a kind the rules leave out of the wall
    is never drawn, so it is no effective tile)."""
    return tuple((t, left[t]) for t in useful if rules.copies(t))


def need_size(hand: Hand, rest: int, what: str) -> None:
    """Raise :class:`HandError` unless ``hand`` can be judged and holds 3n+``rest`` tiles
    (``what`` names the question in the message)."""
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
    rules = rules or GENERAL
    need_size(hand, 1, "wait readings")
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


def _waits(hand: Hand, rules: Rules, seen: Sequence[int]) -> tuple[Wait, ...]:
    """The waits of a 3n+1 hand (empty unless it is ready) with their copies left and kinds.

    Standard shape: a hand plus a tile is complete when every group splits exactly and one
    group holds the pair, so each group's own splits and completions (memoised per group key,
    see :func:`_group_waits`) answer every tile at once, and the wait kinds of a tile come
    from its own group only. The other shapes are read only when the hand's number of
    distinct kinds lets them be ready.
    """
    ev = evaluator(hand.melds, rules)
    counts = hand.counts
    keys = hand.keys
    melded = ev.melded
    states = (
        _group_waits(False, keys[0]),
        _group_waits(False, keys[1]),
        _group_waits(False, keys[2]),
        _group_waits(True, keys[3]),
    )
    found: list[tuple[int, tuple[WaitKind, ...]]] = []
    unsplit = [g for g in (0, 1, 2, 3) if not states[g][0]]
    if len(unsplit) <= 1:
        # a group of 3k+2 tiles holds the pair; the drawn tile turns 3k+1 into 3k+2
        pairs = [st[1] for st in states].count(2)
        for g in unsplit or (0, 1, 2, 3):
            _, rest, completions = states[g]
            if completions and pairs - (rest == 2) + (rest == 1) == 1:
                lo = GROUPS[g][0]
                for i, kinds in completions:
                    t = lo + i
                    if counts[t] + melded[t] < 4:
                        found.append((t, kinds))
    n = hand.concealed_count
    distinct = NUM_KINDS - counts.count(0)
    # Ready as seven pairs takes at most 7 kinds; as orphans or 全不靠 at least 12.
    if (ev.special and n == 13 and not 7 < distinct < 12) or ev.knits(n):
        others = _other_shapes(hand, rules, ev)
        if others:
            merged = {t: set(kinds) for t, kinds in found}
            for t, more in others.items():
                merged.setdefault(t, set()).update(more)
            found = [(t, tuple(k for k in _KINDS if k in merged[t])) for t in sorted(merged)]
    return tuple(
        _wait(t, rules.copies(t) - counts[t] - melded[t] - seen[t], kinds) for t, kinds in found
    )


@lru_cache(maxsize=1 << 16)
def _group_waits(
    honors: bool, key: int
) -> tuple[bool, int, tuple[tuple[int, tuple[WaitKind, ...]], ...]]:
    """:func:`group_state` of a group with, for each completing kind, the wait kinds it
    shows there."""
    splits, rest, completions = group_state(honors, key)
    return splits, rest, tuple((i, _group_kinds(honors, key, i)) for i in completions)


def _group_kinds(honors: bool, key: int, i: int) -> tuple[WaitKind, ...]:
    """The wait kinds kind ``i`` of a group shows when it completes the group's counts packed
    in ``key``: over every split of the completed group, single when it is the pair, and the
    role it plays in each set holding it. Suits are read as characters, whose numbers are the
    same."""
    base = GROUPS[3][0] if honors else 0
    counts = list(digits_of(key, 7 if honors else 9))
    counts[i] += 1
    tile = base + i
    kinds = set()
    for pair, sets in group_splits(tuple(counts), base):
        if pair == tile:
            kinds.add(WaitKind.TANKI)
        for s in sets:
            if tile in s:
                kinds.add(_set_role(tile, s))
    return tuple(k for k in _KINDS if k in kinds)


def _other_shapes(hand: Hand, rules: Rules, ev: Evaluator) -> dict[int, set[WaitKind]]:
    """The tiles completing a 3n+1 hand as seven pairs, thirteen orphans or a knitted shape,
    with the kinds they show there; each shape is looked at only when its shanten is 0."""
    counts = hand.counts
    n = hand.concealed_count
    out: dict[int, set[WaitKind]] = {}
    totals = hand.total_counts()

    def drawn(t: int) -> list[int]:
        c = list(counts)
        c[t] += 1
        return c

    if ev.special and n == 13:
        fours = rules.four_identical_pairs
        if rules.seven_pairs and seven_pairs(counts, fours) == 0:
            for t in range(NUM_KINDS):
                if counts[t] % 2 and totals[t] < 4 and seven_pairs(drawn(t), fours) == -1:
                    out.setdefault(t, set()).add(WaitKind.TANKI)
        if rules.thirteen_orphans and thirteen_orphans(counts) == 0:
            for t in ORPHANS:
                if totals[t] < 4 and thirteen_orphans(drawn(t)) == -1:
                    out.setdefault(t, set()).add(WaitKind.KOKUSHI)
        if rules.knitted and honors_and_knitted(counts) == 0:
            for t in range(NUM_KINDS):
                if not counts[t] and honors_and_knitted(drawn(t)) == -1:
                    out.setdefault(t, set()).add(WaitKind.KNITTED)
    if ev.knits(n) and ev.knitted_straight(counts, hand.keys, n) == 0:
        # Rare enough to read the completed hands' knitted decompositions directly.
        for t in range(NUM_KINDS):
            if totals[t] < 4:
                for d in decompositions(hand.add(t), rules):
                    if d.shape is Shape.KNITTED_STRAIGHT:
                        out.setdefault(t, set()).update(kind for kind, _ in _roles(d, t))
    return out


@lru_cache(maxsize=1 << 12)
def _wait(tile: int, remaining: int, kinds: tuple[WaitKind, ...]) -> Wait:
    """The (shared, immutable) wait value."""
    return Wait(tile, remaining, kinds)


def waits(hand: Hand, rules: Rules | None = None, seen: Seen = "") -> tuple[Wait, ...]:
    """The winning tiles of a 3n+1 hand (empty unless it is ready), in tile order.

    A kind held four times is never a wait; a wait with no copy left is still listed.
    """
    if hand.size % 3 != 1:
        need_size(hand, 1, "waits")
    rules = rules or GENERAL
    return _waits(hand, rules, judged_seen(seen, hand, rules))


def effective_tiles(
    hand: Hand, rules: Rules | None = None, seen: Seen = ""
) -> tuple[tuple[int, int], ...]:
    """(kind, copies left) of every kind whose draw lowers the shanten of a 3n+1 hand."""
    rules = rules or GENERAL
    need_size(hand, 1, "effective tiles")
    left = _remaining(hand, judged_seen(seen, hand, rules), rules)
    _, useful = _useful(hand, rules)
    return _effective(useful, left, rules)


def discard_options(
    hand: Hand, rules: Rules | None = None, seen: Seen = ""
) -> tuple[DiscardOption, ...]:
    """Every distinct discard of a 3n+2 hand with its shanten and effective tiles, best first:
    lowest shanten, then most effective copies left, then tile order. The discarded tile counts
    as seen."""
    rules = rules or GENERAL
    need_size(hand, 2, "discard options")
    left = _remaining(hand, judged_seen(seen, hand, rules), rules)
    return _discards(hand, rules, left)


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
        eff = _effective(useful, left, rules)
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
            "discards": [o.to_dict(self.hand) for o in self.discards],
        }


def analyze(hand: Hand, rules: Rules | None = None, seen: Seen = "") -> Report:
    """Shanten, win and decompositions, waits, effective tiles and discard options of a hand.

    Raises :class:`HandError` for a size other than 3n+1 / 3n+2 or seen tiles that make a
    fifth copy.
    """
    rules = rules or GENERAL
    hand.require_judgeable()
    seen_c = judged_seen(seen, hand, rules)
    left = _remaining(hand, seen_c, rules)
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
    eff = _effective(useful, left, rules)
    ws = _waits(hand, rules, seen_c) if sh == 0 else ()
    return Report(hand, rules, seen_c, sh, shapes, False, (), ws, eff, ())
