"""Melds and hands: immutable values that read and write mpsz notation."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .errors import HandError, HandSizeError, MeldError, TooManyCopiesError
from .kinds import GROUP_OF, NUM_CODES, is_red, keys_of, kind_of, number_of, red_of
from .rules import Rules
from .seen import Seen, seen_codes
from .tiles import (
    NUM_KINDS,
    counts_of,
    format_counts,
    format_tiles,
    is_honor,
    parse_code001,
    parse_codes,
    parse_index000,
    red_kinds,
)

#: The kinds that have a red five (5m, 5p, 5s).
FIVES = (4, 13, 22)

MAX_TILES = 14


class MeldKind(Enum):
    """A declared meld: open chow, open pung, open kong, or concealed kong."""

    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    CONCEALED_KONG = "concealed-kong"


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared meld, named by its kind and its lowest tile; ``red`` when one of its fives
    is the suit's red five (``[406m]``, ``[055p]``)."""

    tile: int
    kind: MeldKind
    red: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.tile < NUM_KINDS:
            raise MeldError("tile-range", tile=self.tile)
        if self.kind is MeldKind.CHOW and (is_honor(self.tile) or number_of(self.tile) > 7):
            raise MeldError("no-chow", tile=self.tile)
        if self.red and self.five is None:
            raise MeldError("not-a-meld", meld=str(Meld(self.tile, self.kind)), position=0)

    @property
    def five(self) -> int | None:
        """The five (4, 13 or 22) the meld holds, where it holds one; None otherwise."""
        return next((t for t in self.tiles if t in FIVES), None)

    @property
    def codes(self) -> tuple[int, ...]:
        """The meld's tile codes: its kinds, one five written as the red five when ``red``."""
        tiles = list(self.tiles)
        if self.red and self.five is not None:
            tiles[tiles.index(self.five)] = red_of(self.five) or self.five
        return tuple(tiles)

    @property
    def tiles(self) -> tuple[int, ...]:
        """The tile kinds the meld holds (four for a kong)."""
        t = self.tile
        if self.kind is MeldKind.CHOW:
            return (t, t + 1, t + 2)
        if self.kind is MeldKind.PUNG:
            return (t, t, t)
        return (t, t, t, t)

    @property
    def is_open(self) -> bool:
        """Every meld but a concealed kong is open (called from another player)."""
        return self.kind is not MeldKind.CONCEALED_KONG

    def __str__(self) -> str:
        text = format_tiles(self.codes)
        return f"({text})" if self.kind is MeldKind.CONCEALED_KONG else f"[{text}]"

    def __repr__(self) -> str:
        return f"Meld.parse({str(self)!r})"

    @classmethod
    def from_tiles(
        cls, tiles: Sequence[int], concealed: bool = False, text: str = "", position: int = 0
    ) -> Meld:
        """The meld made of ``tiles`` (codes: a red five is its five, and makes the meld red);
        ``text`` and ``position`` name it in error messages."""
        where = {"meld": text or format_tiles(tiles), "position": position}
        reds = red_kinds(tiles)
        if len(reds) > 1:
            raise MeldError("red-twice", tile=reds[0])
        meld = cls._shape(sorted(kind_of(t) for t in tiles), concealed, where)
        return cls(meld.tile, meld.kind, True) if reds else meld

    @classmethod
    def _shape(cls, ts: list[int], concealed: bool, where: dict[str, object]) -> Meld:
        """The meld of the sorted kinds ``ts``."""
        if concealed and (len(ts) != 4 or len(set(ts)) != 1):
            raise MeldError("concealed-kong", **where)
        if len(ts) == 4:
            if len(set(ts)) != 1:
                raise MeldError("kong", **where)
            return cls(ts[0], MeldKind.CONCEALED_KONG if concealed else MeldKind.KONG)
        if len(ts) != 3:
            raise MeldError("meld-size", count=len(ts), **where)
        if ts[0] == ts[1] == ts[2]:
            return cls(ts[0], MeldKind.PUNG)
        if ts[1] == ts[0] + 1 and ts[2] == ts[0] + 2 and GROUP_OF[ts[0]] == GROUP_OF[ts[2]]:
            if is_honor(ts[0]):
                raise MeldError("honour-chow", **where)
            return cls(ts[0], MeldKind.CHOW)
        if any(is_honor(t) for t in ts) and len(set(ts)) > 1:
            raise MeldError("honour-chow", **where)
        raise MeldError("not-a-meld", **where)

    @classmethod
    def parse(cls, text: str) -> Meld:
        """A meld from ``"[123m]"``, ``"[555z]"``, ``"[1111m]"`` or ``"(1111m)"``."""
        text = text.strip()
        if len(text) < 2 or (text[0], text[-1]) not in (("[", "]"), ("(", ")")):
            raise MeldError("meld-brackets", meld=text)
        return cls.from_tiles(parse_codes(text[1:-1], 1), text[0] == "(", text)


def _meld_order(m: Meld) -> tuple[int, str, bool]:
    return (m.tile, m.kind.value, m.red)


_BRACKETS = re.compile(r"\[[^\[\]()]*\]|\([^\[\]()]*\)")


def _too_many(tile: int, in_hand: int, in_melds: int, seen: int = 0) -> TooManyCopiesError:
    return TooManyCopiesError(
        "copies",
        tile=tile,
        total=in_hand + in_melds + seen,
        hand=in_hand,
        melds=in_melds,
        seen=seen,
    )


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's hand: counts of the 34 kinds held concealed, plus declared melds.

    Any size up to 14 tiles is representable (kongs count as 3), so a hand can be built one tile
    at a time; the judging functions require 3n+1 or 3n+2 tiles. ``red`` lists the fives (4, 13,
    22) of which one concealed copy is the red five; shape never looks at it, scoring and text
    do (``Hand.parse("340m")`` prints ``340m``).
    """

    counts: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    red: tuple[int, ...] = ()
    # Base-5 keys of the four suit groups, for the table lookups of the shanten engine.
    keys: tuple[int, int, int, int] = field(init=False, repr=False, compare=False)
    #: Number of concealed tiles, and concealed tiles plus 3 per meld (a kong counts as 3).
    concealed_count: int = field(init=False, repr=False, compare=False)
    size: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        counts = tuple(self.counts)
        if len(counts) != NUM_KINDS or any(not 0 <= c <= 4 for c in counts):
            if len(counts) == NUM_KINDS:
                t = next(i for i, c in enumerate(counts) if not 0 <= c <= 4)
                if counts[t] < 0:
                    raise HandError("negative-count", tile=t, count=counts[t])
                raise _too_many(t, counts[t], 0)
            raise HandError("counts-length", count=len(counts))
        melds = tuple(sorted(self.melds, key=_meld_order))
        red = tuple(sorted(self.red))
        object.__setattr__(self, "counts", counts)
        object.__setattr__(self, "melds", melds)
        object.__setattr__(self, "red", red)
        if red:
            _check_red(counts, melds, red)
        elif any(m.red for m in melds):
            _check_red(counts, melds, red)
        if melds:
            used = list(counts)
            for m in melds:
                for t in m.tiles:
                    used[t] += 1
            for t in range(NUM_KINDS):
                if used[t] > 4:
                    raise _too_many(t, counts[t], used[t] - counts[t])
        n = sum(counts)
        size = n + 3 * len(melds)
        object.__setattr__(self, "concealed_count", n)
        object.__setattr__(self, "size", size)
        if size > MAX_TILES:
            raise HandSizeError("too-many-tiles", count=size)
        object.__setattr__(self, "keys", keys_of(counts))

    @classmethod
    def known(cls, counts: tuple[int, ...], melds: tuple[Meld, ...] = ()) -> Hand:
        """The hand of ``counts`` beside ``melds`` without the checks: for the look-ahead, whose
        states come from a checked hand (its melds, in their order, and at most four copies of a
        kind in all) plus one tile, and which hands thousands of them to its callbacks. No
        concealed red five (the melds keep theirs). Equal to ``Hand(counts, melds)``.

        >>> h = Hand.parse("123m456p789s11z [234s]")
        >>> Hand.known(h.counts, h.melds) == Hand(h.counts, h.melds)
        True
        """
        hand = object.__new__(cls)
        n = sum(counts)
        for name, value in (
            ("counts", counts),
            ("melds", melds),
            ("red", ()),
            ("keys", keys_of(counts)),
            ("concealed_count", n),
            ("size", n + 3 * len(melds)),
        ):
            object.__setattr__(hand, name, value)
        return hand

    # --- reading and writing ---

    @property
    def red_count(self) -> int:
        """How many red fives the hand holds, concealed and in melds (one dora each)."""
        return len(self.red) + sum(m.red for m in self.melds)

    def codes(self) -> tuple[int, ...]:
        """The concealed tiles as sorted tile codes: a red five as its code (34–36)."""
        out = []
        for t in range(NUM_KINDS):
            n = self.counts[t]
            if n and t in self.red:
                out.append(red_of(t) or t)
                n -= 1
            out += [t] * n
        return tuple(out)

    def discard_code(self, kind: int) -> int:
        """The tile code a discard of ``kind`` throws: a plain five is let go before a red one
        (as :meth:`remove` does), so a five's discard is its red code only when the red five is
        the one concealed copy left; every other discard is its kind. The views name a discard
        by this code, so the learner sees ``0m`` when the red five goes.

        >>> Hand.parse("0m").discard_code(4), Hand.parse("05m").discard_code(4)
        (34, 4)
        """
        if self.counts[kind] == 1 and kind in self.red:
            return red_of(kind) or kind
        return kind

    @classmethod
    def parse(cls, text: str) -> Hand:
        """A hand from mpsz notation with melds, e.g. ``"123m456p11z [555z] (1111m)"``.

        Chinese tile names are accepted too (``"一万 二万 三万 东 东"``).
        Raises :class:`HandError` with the position of the fault.
        """
        melds = []
        concealed: list[int] = []
        last = 0
        for m in _BRACKETS.finditer(text):
            concealed += parse_codes(text[last : m.start()], last)
            inner = m.group()[1:-1]
            tiles = parse_codes(inner, m.start() + 1)
            melds.append(Meld.from_tiles(tiles, m.group()[0] == "(", m.group(), m.start() + 1))
            last = m.end()
        rest = text[last:]
        for ch in "[]()":
            if ch in rest:
                pos = last + rest.index(ch) + 1
                raise MeldError("unmatched", char=ch, position=pos)
        concealed += parse_codes(rest, last)
        return cls.from_tiles(concealed, melds)

    @classmethod
    def from_tiles(cls, tiles: Iterable[int], melds: Iterable[Meld] = ()) -> Hand:
        """A hand from concealed tile codes (kinds 0–33, red fives 34–36) and melds."""
        tiles = list(tiles)
        melds = tuple(melds)
        for t in tiles:
            if not 0 <= t < NUM_CODES:
                raise HandError("tile-range", tile=t)
        counts = list(counts_of(tiles))
        over = [t for t in range(NUM_KINDS) if counts[t] > 4]
        if over:
            t = over[0]
            in_melds = sum(m.tiles.count(t) for m in melds)
            raise _too_many(t, counts[t], in_melds)
        red = red_kinds(tiles)
        if len(set(red)) < len(red):
            raise HandError("red-twice", tile=red[0])
        return cls(tuple(counts), melds, red)

    @classmethod
    def from_index000(cls, text: str) -> Hand:
        """A concealed hand from the 0–33 index of source article 000."""
        return cls.from_tiles(parse_index000(text))

    @classmethod
    def from_code001(cls, text: str) -> Hand:
        """A concealed hand from the two-digit codes of source article 001."""
        return cls.from_tiles(parse_code001(text))

    def __str__(self) -> str:
        parts = [format_counts(self.counts, self.red)] if any(self.counts) else []
        parts += [str(m) for m in self.melds]
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    # --- sizes and counts ---

    @property
    def is_concealed(self) -> bool:
        """No open meld (a concealed kong keeps the hand concealed)."""
        return all(not m.is_open for m in self.melds)

    @property
    def is_judgeable(self) -> bool:
        """True for 3n+1 and 3n+2 hands, the sizes the judging functions accept."""
        return self.size % 3 != 0

    def meld_counts(self) -> tuple[int, ...]:
        """Copies of each kind held in melds."""
        used = [0] * NUM_KINDS
        for m in self.melds:
            for t in m.tiles:
                used[t] += 1
        return tuple(used)

    def total_counts(self) -> tuple[int, ...]:
        """Copies of each kind held in the hand: concealed plus melds."""
        if not self.melds:
            return self.counts
        return tuple(a + b for a, b in zip(self.counts, self.meld_counts(), strict=True))

    def tiles(self) -> tuple[int, ...]:
        """The concealed tiles as a sorted tuple of kinds."""
        return tuple(t for t in range(NUM_KINDS) for _ in range(self.counts[t]))

    def require_judgeable(self) -> None:
        """Raise :class:`HandSizeError` unless the hand has 3n+1 or 3n+2 tiles."""
        if self.size % 3 == 0:
            n = self.size
            raise HandSizeError("bad-size", count=n)

    # --- edits (each returns a new hand) ---

    def add(self, tile: int) -> Hand:
        """This hand with one more concealed ``tile`` (a kind, or a red five's code)."""
        if not 0 <= tile < NUM_CODES:
            raise HandError("tile-range", tile=tile)
        kind = kind_of(tile)
        counts = list(self.counts)
        counts[kind] += 1
        red = self.red + (kind,) if is_red(tile) else self.red
        return Hand.from_tiles_counts(counts, self.melds, red)

    def remove(self, tile: int) -> Hand:
        """This hand with one concealed ``tile`` fewer. A red five's code takes the red five;
        a five's kind takes a plain five while there is one, the red one when it is the last."""
        if not 0 <= tile < NUM_CODES:
            raise HandError("tile-range", tile=tile)
        kind = kind_of(tile)
        if self.counts[kind] == 0 or (is_red(tile) and kind not in self.red):
            raise HandError("no-tile", tile=tile if not is_red(tile) else kind)
        counts = list(self.counts)
        counts[kind] -= 1
        red = self.red
        if kind in red and (is_red(tile) or counts[kind] == 0):
            red = tuple(k for k in red if k != kind)
        return Hand(tuple(counts), self.melds, red)

    def with_meld(self, meld: Meld) -> Hand:
        """This hand with ``meld`` declared."""
        return Hand.from_tiles_counts(self.counts, self.melds + (meld,), self.red)

    def without_meld(self, index: int) -> Hand:
        """This hand with the meld at ``index`` taken back."""
        melds = list(self.melds)
        del melds[index]
        return Hand(self.counts, tuple(melds), self.red)

    @classmethod
    def from_tiles_counts(
        cls, counts: Sequence[int], melds: Iterable[Meld] = (), red: Sequence[int] = ()
    ) -> Hand:
        """A hand from 34 counts, with a clear message when a kind goes past four."""
        melds = tuple(melds)
        for t, c in enumerate(counts):
            if c > 4:
                in_melds = sum(m.tiles.count(t) for m in melds)
                raise _too_many(t, c, in_melds)
        return cls(tuple(counts), melds, tuple(red))


_NO_TILES = (0,) * NUM_KINDS


def _check_red(counts: Sequence[int], melds: Sequence[Meld], red: Sequence[int]) -> None:
    """Each red five is a five the hand holds, and each suit's red five is held at most once."""
    held = list(red) + [m.five for m in melds if m.red and m.five is not None]
    for k in red:
        if k not in FIVES or counts[k] == 0:
            raise HandError("no-tile", tile=k)
    for k in held:
        if held.count(k) > 1:
            raise HandError("red-twice", tile=k)


def red_fives_of(hand: Hand) -> tuple[int, ...]:
    """The fives (4, 13, 22) whose red copy the hand holds, concealed or in a meld."""
    return tuple(sorted([*hand.red, *(m.five for m in hand.melds if m.red and m.five is not None)]))


def require_red_fives(hand: Hand, allowed: int, seen_red: Iterable[int] = ()) -> None:
    """Raise :class:`HandError` when the hand (or the seen tiles) holds a red five under rules
    that have ``allowed == 0`` red fives."""
    if allowed:
        return
    reds = [*red_fives_of(hand), *seen_red]
    if reds:
        raise HandError("no-red-fives", tile=reds[0])


def seen_counts(
    seen: Seen, hand: Hand | None = None, red_fives: int | None = None
) -> tuple[int, ...]:
    """34 counts of the tiles marked as seen, checked against ``hand`` for fifth copies and a
    second red five. With ``red_fives`` (the rule set's count, ``Rules.red_fives``) a red five
    in the hand or the seen tiles under rules without them is a :class:`HandError` too: the
    judging entry points all come through here, so this is where the rules' red fives are
    enforced. ``seen`` is a :class:`~.seen.SeenTiles` or any form :func:`~.seen.seen_codes`
    reads."""
    codes = seen_codes(seen)
    if not codes:
        if hand is not None and red_fives is not None:
            require_red_fives(hand, red_fives)
        return _NO_TILES  # nothing seen cannot push a valid hand past four
    for c in codes:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < NUM_CODES:
            raise HandError("tile-range", tile=c, in_seen=True)
    counts = counts_of(codes)
    reds = [*red_kinds(codes), *(red_fives_of(hand) if hand is not None else ())]
    if red_fives is not None and hand is not None:
        require_red_fives(hand, red_fives, red_kinds(codes))
    elif red_fives == 0 and reds:
        raise HandError("no-red-fives", tile=reds[0], in_seen=True)
    for k in reds:
        if reds.count(k) > 1:
            raise HandError("red-twice", tile=k, in_seen=True)
    if hand is not None:
        melded = hand.meld_counts()
        for t in range(NUM_KINDS):
            if hand.counts[t] + melded[t] + counts[t] > 4:
                raise _too_many(t, hand.counts[t], melded[t], counts[t])
    else:
        for t in range(NUM_KINDS):
            if counts[t] > 4:
                raise _too_many(t, 0, 0, counts[t])
    return counts


def judged_seen(seen: Seen, hand: Hand, rules: Rules) -> tuple[int, ...]:
    """:func:`seen_counts` of a hand judged under ``rules``: a tile of a kind the rules leave
    out of the wall (2m–8m with three seats) in the hand or the seen tiles is a
    :class:`HandError` ``not-in-play`` first, then the red fives and copies are checked."""
    rules.require_in_play(k for k, n in enumerate(hand.total_counts()) if n)
    rules.require_in_play(seen_codes(seen), in_seen=True)
    return seen_counts(seen, hand, rules.red_fives)
