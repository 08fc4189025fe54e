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
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.phrases import Phrase, json_fault
from ..words.render import render


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
    Part.TABLE: QT_TRANSLATE_NOOP("DefenceError", "the table"),
    Part.OWN_POND: QT_TRANSLATE_NOOP("DefenceError", "the seat's own pond"),
    Part.DORA: QT_TRANSLATE_NOOP("DefenceError", "dora_indicators"),
    Part.OPPONENT: QT_TRANSLATE_NOOP("DefenceError", "opponent {n}"),
    Part.SEAT: QT_TRANSLATE_NOOP("DefenceError", "seat {n}"),
    Part.POND: QT_TRANSLATE_NOOP("DefenceError", "seat {n} pond"),
    Part.MELD: QT_TRANSLATE_NOOP("DefenceError", "seat {n} meld {m}"),
}


@dataclass(frozen=True, slots=True)
class Where:
    """Where in a table an error is, as values: the ``part``, the seat (or the opponent's
    number) ``n`` and the meld's number ``m`` where the part has them. A window words it from
    these values (never by reading the English back); ``str()`` is the room's English."""

    part: Part
    n: int | None = None
    m: int | None = None

    def phrase(self) -> Phrase:
        """The part as a phrase of a message (``seat 2 pond``)."""
        return Phrase(PART_WORDS[self.part], (("n", self.n), ("m", self.m)), "DefenceError")

    def __str__(self) -> str:
        return render(self.phrase())


#: The table as a whole (its fields, its tile codes).
THE_TABLE = Where(Part.TABLE)


class Expected(StrEnum):
    """What a field of the table should be (``expected`` of "bad-field"); the value is the
    room's English."""

    SEAT = QT_TRANSLATE_NOOP("DefenceError", "a seat 0–3")
    WIND = QT_TRANSLATE_NOOP("DefenceError", "a wind 0–3 (East … North)")
    MPSZ = QT_TRANSLATE_NOOP("DefenceError", "mpsz text like '19m5z0p'")
    MELD = QT_TRANSLATE_NOOP("DefenceError", "mpsz text like '[123m]'")
    LIST = QT_TRANSLATE_NOOP("DefenceError", "a list")
    RIICHI = QT_TRANSLATE_NOOP(
        "DefenceError", "the declaration tile's position in the pond, or null"
    )
    AFTER = QT_TRANSLATE_NOOP("DefenceError", "an object: riichi seat → pond position")
    AFTER_KEY = QT_TRANSLATE_NOOP("DefenceError", "a riichi seat 0–3 as the key")
    AFTER_VALUE = QT_TRANSLATE_NOOP("DefenceError", "a pond position as the value")
    CALLED = QT_TRANSLATE_NOOP("DefenceError", "positions in the pond of the tiles called")


class Unread(StrEnum):
    """Why a table's text is not JSON (``detail`` of "bad-json", beside Python's own fault):
    a value, its English the value."""

    NESTED = QT_TRANSLATE_NOOP("DefenceError", "nested too deeply")
    CANNOT_READ = QT_TRANSLATE_NOOP("DefenceError", "cannot read {path}: {reason}")
    NOT_UTF8 = QT_TRANSLATE_NOOP(
        "DefenceError", "cannot read {path}: bytes that are not UTF-8 text"
    )


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
    "bad-json": QT_TRANSLATE_NOOP("DefenceError", "the table is not valid JSON: {detail}"),
    "not-an-object": QT_TRANSLATE_NOOP(
        "DefenceError", "{where} must be a JSON object, not {found}"
    ),
    "bad-field": QT_TRANSLATE_NOOP("DefenceError", "{where}: '{field}' is {value}: {expected}"),
    "unknown-field": QT_TRANSLATE_NOOP(
        "DefenceError", "{where}: unknown field '{field}' (known: {known})"
    ),
    # tiles
    "no-digits": QT_TRANSLATE_NOOP(
        "DefenceError",
        "{where}: suit letter '{char}' at position {position} has no digits before it",
    ),
    "unknown-suit": QT_TRANSLATE_NOOP(
        "DefenceError",
        "{where}: unknown suit letter '{char}' at position {position} (use m, p, s, z)",
    ),
    "unexpected-char": QT_TRANSLATE_NOOP(
        "DefenceError", "{where}: unexpected character '{char}' at position {position}"
    ),
    "missing-suit": QT_TRANSLATE_NOOP(
        "DefenceError", "{where}: digits ending at position {position} have no suit letter"
    ),
    "honour-range": QT_TRANSLATE_NOOP(
        "DefenceError", "{where}: no honour {number}z at position {position}: honours are 1z–7z"
    ),
    "red-honour": QT_TRANSLATE_NOOP(
        "DefenceError", "{where}: '0z' at position {position}: only the suits have red fives"
    ),
    "tile-range": QT_TRANSLATE_NOOP("DefenceError", "{where}: {value} is not a tile code (0–36)"),
    "meld-size": QT_TRANSLATE_NOOP("DefenceError", "{where}: a meld has 3 or 4 tiles, not {count}"),
    # the table as a whole
    "seat-range": QT_TRANSLATE_NOOP("DefenceError", "seat {seat} is not a seat (0–3)"),
    "same-seat": QT_TRANSLATE_NOOP("DefenceError", "seat {seat} appears twice in the table"),
    "riichi-range": QT_TRANSLATE_NOOP(
        "DefenceError",
        "seat {seat}: riichi at pond position {index}, but the pond has {size} tiles",
    ),
    "called-range": QT_TRANSLATE_NOOP(
        "DefenceError", "seat {seat}: tile {index} called from a pond of {size} tiles"
    ),
    "after-range": QT_TRANSLATE_NOOP(
        "DefenceError",
        "seat {seat}: 'after' position {index} for seat {riichi}, but the pond has {size} tiles",
    ),
    "after-not-riichi": QT_TRANSLATE_NOOP(
        "DefenceError", "seat {seat}: 'after' names seat {riichi}, which has not declared riichi"
    ),
    "copies": QT_TRANSLATE_NOOP(
        "DefenceError", "{count} copies of {tile} in view: there are only 4"
    ),
    "second-red": QT_TRANSLATE_NOOP("DefenceError", "two red {tile} in view: there is only one"),
    "turn-range": QT_TRANSLATE_NOOP("DefenceError", "turn {turn} is outside 1–{last}"),
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of an error code; a ``tile`` param is a tile code (an int, a red
    five 34–36 too) and reads as its mpsz name."""
    return DefenceError.english(code, params)


class DefenceError(CodedError, ValueError):
    """A table (ponds, riichi marks, melds, dora indicators, the seat's hand) that cannot be read
    or cannot be real: the message says what and where."""

    ROOM: ClassVar[str] = "defence"
    CONTEXT: ClassVar[str] = "DefenceError"
    MESSAGES: ClassVar[Mapping[str, Wording]] = MESSAGES

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """The room's values: a part of the table as its phrase, a tile code as a tile."""
        values = super().values(code, params)
        where = values.get("where")
        if isinstance(where, Where):
            values["where"] = where.phrase()
        return values
