"""Errors of the defence room: one class on the one coded-error base
(:class:`~mjtrainer.core.errors.CodedError`), a ``code`` and its ``params`` (tile codes as ints,
seats, positions, the text quoted from the input), and one English table.

The app words the same code and params in the learner's language
(``mjtrainer.app.shared.errors``, room ``"defence"``); :data:`MESSAGES` holds the English.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ..core.errors import CodedError, Wording
from ..core.kinds import CODE_NAMES, NUM_CODES
from ..words.phrases import Phrase, json_fault


class Part(StrEnum):
    """The part of a table an error is in (a :class:`Where`'s kind)."""

    TABLE = "table"
    OWN_POND = "own-pond"
    DORA = "dora"
    OPPONENT = "opponent"  # the n-th entry of "opponents", before its seat is known
    SEAT = "seat"
    POND = "pond"
    MELD = "meld"


#: The English of each part (``{n}`` a seat or an opponent's number, ``{m}`` a meld's).
PART_WORDS: dict[Part, str] = {
    Part.TABLE: "the table",
    Part.OWN_POND: "the seat's own pond",
    Part.DORA: "dora_indicators",
    Part.OPPONENT: "opponent {n}",
    Part.SEAT: "seat {n}",
    Part.POND: "seat {n} pond",
    Part.MELD: "seat {n} meld {m}",
}


@dataclass(frozen=True, slots=True)
class Where:
    """Where in a table an error is, as values: the ``part``, the seat (or the opponent's
    number) ``n`` and the meld's number ``m`` where the part has them. A window words it from
    these values (never by reading the English back); ``str()`` is the room's English."""

    part: Part
    n: int | None = None
    m: int | None = None

    def __str__(self) -> str:
        return PART_WORDS[self.part].format(n=self.n, m=self.m)


#: The table as a whole (its fields, its tile codes).
THE_TABLE = Where(Part.TABLE)


class Expected(StrEnum):
    """What a field of the table should be (``expected`` of "bad-field"); the value is the
    room's English."""

    SEAT = "a seat 0–3"
    WIND = "a wind 0–3 (East … North)"
    MPSZ = "mpsz text like '19m5z0p'"
    MELD = "mpsz text like '[123m]'"
    LIST = "a list"
    RIICHI = "the declaration tile's position in the pond, or null"
    AFTER = "an object: riichi seat → pond position"
    AFTER_KEY = "a riichi seat 0–3 as the key"
    AFTER_VALUE = "a pond position as the value"
    CALLED = "positions in the pond of the tiles called"


class Unread(StrEnum):
    """Why a table's text is not JSON (``detail`` of "bad-json", beside Python's own fault):
    a value, its English the value."""

    NESTED = "nested too deeply"
    CANNOT_READ = "cannot read {path}: {reason}"
    NOT_UTF8 = "cannot read {path}: bytes that are not UTF-8 text"


def json_detail(e: BaseException) -> Phrase | str:
    """What is wrong with a table's JSON text, as values: Python's JSON fault and where, or
    that it nests too deeply; another refusal's own words."""
    if isinstance(e, json.JSONDecodeError):
        return json_fault(e)
    if isinstance(e, RecursionError):
        return unread(Unread.NESTED)
    return str(e)[:80]


def unread(words: Unread, **values: Any) -> Phrase:
    """Why a table's text cannot be read, as a value (``path`` the file as given, ``reason``
    what the system said)."""
    return Phrase(words, tuple(values.items()), "DefenceError")


#: English wording of every error code; a view translating errors covers the same codes.
MESSAGES: dict[str, Wording] = {
    # the JSON of a table
    "bad-json": "the table is not valid JSON: {detail}",
    "not-an-object": "{where} must be a JSON object, not {found}",
    "bad-field": "{where}: '{field}' is {value}: {expected}",
    "unknown-field": "{where}: unknown field '{field}' (known: {known})",
    # tiles
    "no-digits": "{where}: suit letter '{char}' at position {position} has no digits before it",
    "unknown-suit": "{where}: unknown suit letter '{char}' at position {position} (use m, p, s, z)",
    "unexpected-char": "{where}: unexpected character '{char}' at position {position}",
    "missing-suit": "{where}: digits ending at position {position} have no suit letter",
    "honour-range": "{where}: no honour {number}z at position {position}: honours are 1z–7z",
    "red-honour": "{where}: '0z' at position {position}: only the suits have red fives",
    "tile-range": "{where}: {value} is not a tile code (0–36)",
    "meld-size": "{where}: a meld has 3 or 4 tiles, not {count}",
    # the table as a whole
    "seat-range": "seat {seat} is not a seat (0–3)",
    "same-seat": "seat {seat} appears twice in the table",
    "riichi-range": "seat {seat}: riichi at pond position {index}, but the pond has {size} tiles",
    "called-range": "seat {seat}: tile {index} called from a pond of {size} tiles",
    "after-range": "seat {seat}: 'after' position {index} for seat {riichi}, but the pond has "
    "{size} tiles",
    "after-not-riichi": "seat {seat}: 'after' names seat {riichi}, which has not declared riichi",
    "copies": "{count} copies of {tile} in view: there are only 4",
    "second-red": "two red {tile} in view: there is only one",
    "turn-range": "turn {turn} is outside 1–{last}",
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of an error code; a ``tile`` param is a tile code (an int, a red
    five 34–36 too) and reads as its mpsz name."""
    tile = params.get("tile")
    if isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < NUM_CODES:
        params = {**params, "tile": CODE_NAMES[tile]}
    wording = MESSAGES[code]
    return wording(params) if callable(wording) else wording.format(**params)


class DefenceError(CodedError, ValueError):
    """A table (ponds, riichi marks, melds, dora indicators, the seat's hand) that cannot be read
    or cannot be real: the message says what and where."""

    ROOM: ClassVar[str] = "defence"
    MESSAGES: ClassVar[Mapping[str, Wording]] = MESSAGES

    @classmethod
    def english(cls, code: str, params: Mapping[str, Any]) -> str:
        """The English message of ``code`` with ``params`` (tile codes named, red fives too)."""
        return english(code, params)
