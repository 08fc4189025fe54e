"""The table one seat sees at one moment: every pond in order, the riichi marks, the melds, the
dora indicators and the seat's own hand. A plain value, read from JSON or built by the caller.

Tiles are tile codes (:mod:`mjtrainer.core.kinds`: 0–33 the kinds, 34–36 the red fives
``0m 0p 0s``); a red five counts as its suit's five everywhere the danger is judged.

Which tiles came *after* a riichi matters (they are the riichi player's genbutsu), and ponds
alone cannot say it across seats, so each pond says it for itself: ``after[r] = i`` means this
pond's tiles from position ``i`` on were discarded after seat ``r``'s declaration tile. A pond
that says nothing for a riichi is read as having nothing after it, so nothing is ever taken for
genbutsu that is not.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.kinds import CODE_NAMES, NUM_CODES, NUM_KINDS, SUITS, WINDS, kind_of, red_of
from .errors import THE_TABLE, DefenceError, Expected, Part, Where, json_detail

NUM_SEATS = 4


@dataclass(frozen=True, slots=True)
class Pond:
    """One seat's side of the table: its discards in order (called ones too), the position of
    its riichi declaration tile in them (or None), its melds (each as its tiles, a called tile
    included), for each riichi of another seat the position in this pond of the first tile
    discarded after it, and the positions of the tiles another seat called (they are counted
    once, in the caller's meld)."""

    seat: int
    tiles: tuple[int, ...] = ()
    riichi: int | None = None
    melds: tuple[tuple[int, ...], ...] = ()
    after: tuple[tuple[int, int], ...] = ()  #: ``(riichi seat, position)`` pairs
    called: tuple[int, ...] = ()  #: positions in ``tiles``

    def after_riichi_of(self, seat: int) -> tuple[int, ...]:
        """The tiles of this pond discarded after ``seat``'s declaration tile (for the riichi
        seat itself: those after its own declaration)."""
        if seat == self.seat:
            return self.tiles[self.riichi + 1 :] if self.riichi is not None else ()
        for riichi_seat, position in self.after:
            if riichi_seat == seat:
                return self.tiles[position:]
        return ()


@dataclass(frozen=True, slots=True)
class Table:
    """What ``seat`` sees: its own concealed ``hand`` (tile codes), every pond (its own among
    them or not) and the dora indicators.

    ``round_wind`` (0–3, East … North) and each seat's wind from ``dealer`` (the seat that is
    East this round) tell value winds from other winds; with ``dealer`` None every wind is
    taken for a value honour (the higher figure).
    """

    seat: int
    hand: tuple[int, ...]
    ponds: tuple[Pond, ...]
    dora_indicators: tuple[int, ...] = ()
    round_wind: int = 0
    dealer: int | None = None
    seats: int = 4  #: how many seats play (their winds go round from the dealer's East)
    #: Tiles set aside in view of all, in no pond or meld: the norths of every seat's kitas
    #: (three players).
    aside: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        check(self)

    def pond_of(self, seat: int) -> Pond | None:
        """The pond of ``seat``, or None when the table has none for it."""
        for pond in self.ponds:
            if pond.seat == seat:
                return pond
        return None

    @property
    def riichi_seats(self) -> tuple[int, ...]:
        """The opponents in riichi, in seat order."""
        return tuple(
            sorted(p.seat for p in self.ponds if p.riichi is not None and p.seat != self.seat)
        )

    def visible(self) -> tuple[int, ...]:
        """How many copies of each of the 34 kinds the seat sees: its hand, every pond, every
        meld, the dora indicators and the tiles set aside (a red five counts as a five)."""
        counts = [0] * NUM_KINDS
        for code in self._codes():
            counts[kind_of(code)] += 1
        return tuple(counts)

    def _codes(self) -> list[int]:
        codes = [*self.hand, *self.dora_indicators, *self.aside]
        for pond in self.ponds:
            codes += [c for i, c in enumerate(pond.tiles) if i not in pond.called]
            for meld in pond.melds:
                codes += meld
        return codes

    @classmethod
    def from_view(
        cls,
        seat: int,
        hand: Sequence[int],
        ponds: Sequence[Pond],
        declarations: Sequence[tuple[int, Sequence[int]]],
        dora_indicators: Sequence[int] = (),
        round_wind: int = 0,
        dealer: int | None = None,
        seats: int = NUM_SEATS,
        aside: Sequence[int] = (),
    ) -> Table:
        """The table ``seat`` sees, from every side of it: ``ponds`` (their ``after`` left
        out: it is written here) and the riichi ``declarations`` in order, each the riichi
        seat and every seat's pond length when its declaration tile went down (indexed by
        seat); ``aside``: the tiles set aside in view (every seat's kitas). The one builder of
        the defence model's input: the review's and the defence quiz's table
        (:func:`mjtrainer.game.danger.seat_table`) and the trainer's opponents' table
        (``TableState.to_table``) both call it. A :class:`DefenceError` if impossible."""
        sides = tuple(
            replace(p, after=tuple((r, n[p.seat]) for r, n in declarations if r != p.seat))
            for p in ponds
        )
        return cls(
            seat, tuple(hand), sides, tuple(dora_indicators), round_wind, dealer, seats,
            tuple(aside),
        )  # fmt: skip

    @classmethod
    def from_json(
        cls, text: str, hand: Sequence[int], melds: Sequence[Sequence[int]] = ()
    ) -> Table:
        """A table from its JSON text (the format in README.md, "Defence"), the seat's
        concealed hand and its melds (tile codes); a :class:`DefenceError` for anything
        unreadable or impossible."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:
            raise DefenceError("bad-json", detail=json_detail(e)) from None
        return cls.from_dict(data, hand, melds)

    @classmethod
    def from_dict(
        cls, data: Any, hand: Sequence[int], melds: Sequence[Sequence[int]] = ()
    ) -> Table:
        """A table from its JSON object (see :meth:`from_json`)."""
        obj = _object(data, THE_TABLE, TABLE_FIELDS)
        seat = _seat(obj.get("seat", 0), THE_TABLE, "seat")
        ponds = [_pond(o, i + 1) for i, o in enumerate(_list(obj, "opponents", THE_TABLE))]
        if "pond" in obj or "after" in obj or "called" in obj or melds:
            own = {
                "seat": seat,
                "pond": obj.get("pond", ""),
                "after": obj.get("after", {}),
                "called": obj.get("called", []),
            }
            ponds.append(_pond(own, 0, tuple(tuple(m) for m in melds)))
        dora = tiles_of(_str(obj, "dora_indicators", THE_TABLE), Where(Part.DORA))
        round_wind = obj.get("round_wind", 0)
        if round_wind not in range(len(WINDS)) or isinstance(round_wind, bool):
            raise _bad(THE_TABLE, "round_wind", round_wind, Expected.WIND)
        dealer = obj.get("dealer")
        if dealer is not None:
            dealer = _seat(dealer, THE_TABLE, "dealer")
        return cls(seat, tuple(hand), tuple(ponds), dora, round_wind, dealer)

    def to_dict(self) -> dict[str, Any]:
        """The table as its JSON object (what :meth:`from_dict` reads, the hand aside)."""
        opponents = []
        data: dict[str, Any] = {"seat": self.seat}
        for p in self.ponds:
            after = {str(r): i for r, i in p.after}
            if p.seat == self.seat:  # its melds are the hand's, not the table's
                data["pond"] = mpsz(p.tiles)
                data["after"] = after
                if p.called:
                    data["called"] = list(p.called)
                continue
            opponents.append(
                {
                    "seat": p.seat,
                    "pond": mpsz(p.tiles),
                    "riichi": p.riichi,
                    "melds": [mpsz(m) for m in p.melds],
                    "after": after,
                    "called": list(p.called),
                }
            )
        data["opponents"] = opponents
        data["dora_indicators"] = mpsz(self.dora_indicators)
        data["round_wind"] = self.round_wind
        data["dealer"] = self.dealer
        return data


TABLE_FIELDS = (
    "seat",
    "opponents",
    "pond",
    "after",
    "called",
    "dora_indicators",
    "round_wind",
    "dealer",
)
POND_FIELDS = ("seat", "pond", "riichi", "melds", "after", "called")


def check(table: Table) -> None:
    """Refuse a table that cannot be real: a seat out of range or twice, a riichi or an 'after'
    mark outside its pond or naming a seat not in riichi, a fifth copy or a second red five."""
    if not 0 <= table.seat < NUM_SEATS:
        raise DefenceError("seat-range", seat=table.seat)
    seen: set[int] = set()
    for pond in table.ponds:
        if not 0 <= pond.seat < NUM_SEATS:
            raise DefenceError("seat-range", seat=pond.seat)
        if pond.seat in seen:
            raise DefenceError("same-seat", seat=pond.seat)
        seen.add(pond.seat)
        if pond.riichi is not None and not 0 <= pond.riichi < len(pond.tiles):
            raise DefenceError(
                "riichi-range", seat=pond.seat, index=pond.riichi, size=len(pond.tiles)
            )
        for index in pond.called:
            if not 0 <= index < len(pond.tiles):
                raise DefenceError(
                    "called-range", seat=pond.seat, index=index, size=len(pond.tiles)
                )
    riichis = {p.seat for p in table.ponds if p.riichi is not None}
    for pond in table.ponds:
        for riichi_seat, position in pond.after:
            if riichi_seat not in riichis or riichi_seat == pond.seat:
                raise DefenceError("after-not-riichi", seat=pond.seat, riichi=riichi_seat)
            if not 0 <= position <= len(pond.tiles):
                raise DefenceError(
                    "after-range",
                    seat=pond.seat,
                    riichi=riichi_seat,
                    index=position,
                    size=len(pond.tiles),
                )
    codes = table._codes()
    for code in codes:
        if not isinstance(code, int) or isinstance(code, bool) or not 0 <= code < NUM_CODES:
            raise DefenceError("tile-range", where=THE_TABLE, value=repr(code))
    counts = [0] * NUM_KINDS
    reds: set[int] = set()
    for code in codes:
        counts[kind_of(code)] += 1
        if code >= NUM_KINDS:
            if code in reds:
                raise DefenceError("second-red", tile=kind_of(code))
            reds.add(code)
    for kind, n in enumerate(counts):
        if n > 4:
            raise DefenceError("copies", count=n, tile=kind)


def mpsz(codes: Sequence[int]) -> str:
    """Tile codes as compact mpsz text in their order (``"19m5z0p"``: a red five is ``0``)."""
    out: list[str] = []
    for code in codes:
        name = CODE_NAMES[code]
        if out and out[-1][-1] == name[1]:
            out[-1] = out[-1][:-1] + name
        else:
            out.append(name)
    return "".join(out)


def tiles_of(text: str, where: Where = THE_TABLE) -> tuple[int, ...]:
    """Tile codes from mpsz text in order, red fives written ``0`` (``"19m5z0p"``); an error
    says it is in ``where``."""
    tiles: list[int] = []
    digits: list[tuple[int, int]] = []
    for i, ch in enumerate(text):
        pos = i + 1
        if ch.isspace():
            continue
        if ch in "0123456789":
            digits.append((int(ch), pos))
        elif ch in SUITS:
            if not digits:
                raise DefenceError("no-digits", where=where, char=ch, position=pos)
            base = SUITS.index(ch) * 9
            for d, dpos in digits:
                if ch == "z" and d == 0:
                    raise DefenceError("red-honour", where=where, position=dpos)
                if ch == "z" and d > 7:
                    raise DefenceError("honour-range", where=where, number=d, position=dpos)
                red = red_of(base + 4) if d == 0 else None
                tiles.append(red if red is not None else base + d - 1)
            digits = []
        elif ch.isalpha():
            raise DefenceError("unknown-suit", where=where, char=ch, position=pos)
        else:
            raise DefenceError("unexpected-char", where=where, char=ch, position=pos)
    if digits:
        raise DefenceError("missing-suit", where=where, position=digits[-1][1])
    return tuple(tiles)


def _bad(where: Where, name: str, value: Any, expected: Expected) -> DefenceError:
    shown = _shown(value)
    return DefenceError("bad-field", where=where, field=name, value=shown, expected=expected)


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        return False
    return True


def _object(data: Any, where: Where, known: Sequence[str]) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise DefenceError("not-an-object", where=where, found=type(data).__name__)
    for name in data:
        if name not in known:
            raise DefenceError("unknown-field", where=where, field=name, known=", ".join(known))
    return data


def _seat(value: Any, where: Where, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < NUM_SEATS:
        raise _bad(where, name, value, Expected.SEAT)
    return value


def _str(obj: Mapping[str, Any], name: str, where: Where) -> str:
    value = obj.get(name, "")
    if not isinstance(value, str):
        raise _bad(where, name, value, Expected.MPSZ)
    return value


def _list(obj: Mapping[str, Any], name: str, where: Where) -> list[Any]:
    value = obj.get(name, [])
    if not isinstance(value, list):
        raise _bad(where, name, value, Expected.LIST)
    return value


def _pond(data: Any, number: int, own_melds: tuple[tuple[int, ...], ...] = ()) -> Pond:
    where = Where(Part.OPPONENT, number) if number else Where(Part.OWN_POND)
    obj = _object(data, where, POND_FIELDS)
    if "seat" not in obj:
        raise _bad(where, "seat", None, Expected.SEAT)
    seat = _seat(obj["seat"], where, "seat")
    where = Where(Part.SEAT, seat)
    tiles = tiles_of(_str(obj, "pond", where), Where(Part.POND, seat))
    riichi = obj.get("riichi")
    if riichi is not None and (isinstance(riichi, bool) or not isinstance(riichi, int)):
        raise _bad(where, "riichi", riichi, Expected.RIICHI)
    melds = []
    for i, text in enumerate(_list(obj, "melds", where)):
        if not isinstance(text, str):
            raise _bad(where, "melds", text, Expected.MELD)
        meld_where = Where(Part.MELD, seat, i + 1)
        meld = tiles_of(text.strip().strip("[]()"), meld_where)
        if len(meld) not in (3, 4):
            raise DefenceError("meld-size", where=meld_where, count=len(meld))
        melds.append(meld)
    after_obj = obj.get("after", {})
    if not isinstance(after_obj, dict):
        raise _bad(where, "after", after_obj, Expected.AFTER)
    after = []
    for key, position in after_obj.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < NUM_SEATS):
            raise _bad(where, "after", key, Expected.AFTER_KEY)
        if isinstance(position, bool) or not isinstance(position, int):
            raise _bad(where, "after", position, Expected.AFTER_VALUE)
        after.append((int(key), position))
    called = _list(obj, "called", where)
    for index in called:
        if isinstance(index, bool) or not isinstance(index, int):
            raise _bad(where, "called", index, Expected.CALLED)
    melds_all = (*melds, *own_melds)
    return Pond(seat, tiles, riichi, melds_all, tuple(sorted(after)), tuple(sorted(set(called))))
