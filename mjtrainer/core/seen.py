"""The tiles a seat has seen: an immutable value, 34 counts plus which red fives.

:class:`SeenTiles` is what the core, the decision room and the trainer pass for "tiles in
view" (discards, dora indicators, other players' melds). It reads and writes mpsz like a
:class:`~.hand.Hand` (``SeenTiles.parse("340m5z")`` prints ``340m5z``: a seen red five is
``0``), builds from 34 counts or from tile codes, and refuses what cannot be seen: a fifth copy
of a kind, a tile that is no tile, two red fives of a suit. Whether it fits a hand (no fifth
copy counting the hand, no red five under rules without them) is
:func:`~.hand.seen_counts`'s to say, the one check every judging function goes through.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .errors import HandError, NotationError, TooManyCopiesError
from .kinds import NUM_CODES, is_red, kind_of, red_of
from .tiles import NUM_KINDS, counts_of, format_counts, parse_codes, red_kinds

#: The kinds that can have a red copy seen (5m, 5p, 5s).
_FIVES = (4, 13, 22)
_NONE = (0,) * NUM_KINDS


def _seen_fault(code: str, **params: object) -> HandError:
    return HandError(code, in_seen=True, **params)


@dataclass(frozen=True, slots=True)
class SeenTiles:
    """Tiles in view: ``counts`` of the 34 kinds (a red five counts as its five) and ``red``,
    the fives (4, 13, 22) one seen copy of which is the red one, sorted.

    >>> s = SeenTiles.parse("5z 340m")
    >>> s, s.counts[4], s.red
    (SeenTiles.parse('340m5z'), 1, (4,))
    """

    counts: tuple[int, ...] = _NONE
    red: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        counts = tuple(self.counts)
        if len(counts) != NUM_KINDS:
            raise _seen_fault("counts-length", count=len(counts))
        for t, n in enumerate(counts):
            if n < 0:
                raise _seen_fault("negative-count", tile=t, count=n)
            if n > 4:
                raise TooManyCopiesError(
                    "copies", tile=t, total=n, hand=0, melds=0, seen=n, in_seen=True
                )
        red = tuple(sorted(self.red))
        for k in red:
            if red.count(k) > 1:
                raise _seen_fault("red-twice", tile=k)
            if k not in _FIVES or counts[k] == 0:
                raise _seen_fault("no-tile", tile=k)
        object.__setattr__(self, "counts", counts)
        object.__setattr__(self, "red", red)

    # --- building ---

    @classmethod
    def parse(cls, text: str) -> SeenTiles:
        """The tiles of mpsz text (Chinese names too; ``0m`` a red five); an empty text is
        nothing seen. Raises :class:`NotationError` (marked as a fault of the seen tiles)."""
        return cls.from_tiles(seen_codes(text))

    @classmethod
    def from_tiles(cls, codes: Iterable[int]) -> SeenTiles:
        """The tiles of a collection of tile codes (kinds 0–33, red fives 34–36)."""
        codes = list(codes)
        for c in codes:
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < NUM_CODES:
                raise _seen_fault("tile-range", tile=c)
        return cls(counts_of(codes), red_kinds(codes))

    @classmethod
    def from_counts(cls, counts: Sequence[int], red: Iterable[int] = ()) -> SeenTiles:
        """The tiles of 34 counts, ``red`` naming the fives whose red copy is among them."""
        return cls(tuple(counts), tuple(red))

    # --- reading ---

    def codes(self) -> tuple[int, ...]:
        """The tiles as sorted tile codes, a red five as its code (34–36) before its kind's
        plain copies (as :meth:`Hand.codes <mjtrainer.core.Hand.codes>`)."""
        out: list[int] = []
        for t, n in enumerate(self.counts):
            if n and t in self.red:
                out.append(red_of(t) or t)
                n -= 1
            out += [t] * n
        return tuple(out)

    def tiles(self) -> tuple[int, ...]:
        """The tiles as sorted kinds (a red five as its five)."""
        return tuple(t for t, n in enumerate(self.counts) for _ in range(n))

    @property
    def total(self) -> int:
        """How many tiles are seen."""
        return sum(self.counts)

    def __bool__(self) -> bool:
        return any(self.counts)

    def __str__(self) -> str:
        return format_counts(self.counts, self.red)

    def __repr__(self) -> str:
        return f"SeenTiles.parse({str(self)!r})"

    # --- changing ---

    def add(self, code: int) -> SeenTiles:
        """These tiles and one more (a tile code: a red five stays red)."""
        return SeenTiles.from_tiles((*self.codes(), code))

    def remove(self, code: int) -> SeenTiles:
        """These tiles less one copy of ``code`` (a red five takes the red mark; a plain five
        takes a plain copy while there is one). :class:`HandError` ``no-tile`` when none is
        seen."""
        kind = kind_of(code)
        if not self.counts[kind] or (is_red(code) and kind not in self.red):
            raise _seen_fault("no-tile", tile=kind)
        counts = list(self.counts)
        counts[kind] -= 1
        red = self.red
        if kind in red and (is_red(code) or counts[kind] == 0):
            red = tuple(k for k in red if k != kind)
        return SeenTiles(tuple(counts), red)


#: Nothing seen.
NOTHING_SEEN = SeenTiles()

#: What the core takes for seen tiles: the value, or (for the callers written before it)
#: mpsz text, tile codes, or None for nothing.
Seen = SeenTiles | str | Iterable[int] | None


def seen_codes(seen: Seen) -> list[int]:
    """The tile codes of ``seen``, unchecked: the one function that reads every form the core
    accepts (the value itself, mpsz text, tile codes, None or empty for nothing). Text that
    is no tile notation raises :class:`NotationError`, marked as a fault of the seen tiles."""
    if isinstance(seen, SeenTiles):
        return list(seen.codes())
    if seen is None or seen == "" or seen == ():
        return []
    if isinstance(seen, str):
        try:
            return parse_codes(seen)
        except NotationError as e:
            raise NotationError(e.code, in_seen=True, **e.params) from None
    return list(seen)


def seen_tiles(seen: Seen) -> SeenTiles:
    """``seen`` (any form :func:`seen_codes` reads) as a :class:`SeenTiles`."""
    return seen if isinstance(seen, SeenTiles) else SeenTiles.from_tiles(seen_codes(seen))
