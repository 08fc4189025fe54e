"""Errors of the core, and :class:`CodedError`, the one shape of every error below the app.

Every error of the core is a ``ValueError`` whose message says what and where. Each also
carries a ``code`` and its ``params`` as machine values (tile kinds as ints, positions, counts,
the text quoted from the input), so a view can word the same fault in another language;
:data:`MESSAGES` holds the English wording.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .kinds import MPSZ, NUM_KINDS


def counted(n: int, noun: str) -> str:
    """``n`` and an English noun, singular for one: ``"1 tile"``, ``"3 tiles"``."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _copies(p: Mapping[str, Any]) -> str:
    parts = [f"{p['hand']} in hand"] if p["hand"] else []
    if p["melds"]:
        parts.append(f"{p['melds']} in melds")
    if p["seen"]:
        parts.append(f"{p['seen']} seen")
    return f"{p['total']} copies of {p['tile']} ({', '.join(parts)}): there are only 4"


def _meld(tail: str) -> Callable[[Mapping[str, Any]], str]:
    def message(p: Mapping[str, Any]) -> str:
        where = f"meld {p['meld']}" + (f" at position {p['position']}" if p["position"] else "")
        return f"{where}{tail}".format(**p)

    return message


#: How a room words one code in English: a ``str.format`` template over the params, or a
#: function of the params for a message with optional parts.
Wording = str | Callable[[Mapping[str, Any]], str]


class CodedError(Exception):
    """An error as a value: a ``code``, its ``params`` (machine values: tile kinds as ints,
    counts, positions, the text quoted from the input) and its English message, worded from
    one table of the error's room. The app words the same code and params in the learner's
    language (``mjtrainer.app.shared.errors``), so nothing English reaches a Chinese window.

    Every room below the app raises its user-facing faults this way: the core
    (:class:`HandError`) and, each with its own subclass, the rooms above it (scoring's
    ``ScoringError`` and the rest). Programming errors (a state that cannot happen) stay
    ``RuntimeError`` and are not coded: no learner is meant to read them.

    A room adds its errors with one table and one subclass, as the game readers do::

        # mjtrainer/game/errors.py
        MESSAGES: dict[str, Wording] = {
            "unknown-event": "unknown event '{name}'",
        }

        class GameError(CodedError, ValueError):  # a log that cannot be read
            ROOM = "game"
            MESSAGES = MESSAGES

    A room whose messages follow its own rules (the game's tile codes and its place first)
    overrides :meth:`english` as well.

    (``ValueError`` too for a fault in what was given; a room whose faults are not about the
    input (a file that cannot be opened) leaves it out.) Finer kinds of fault subclass the room's
    class and share its table (``NotationError(HandError)``). The app then adds the room's
    table of translatable sources, same codes and same placeholders, to the one translation
    path, and ``tests/app/test_app_errors.py`` keeps every room's codes and placeholders
    matched.

    A ``tile`` param that is a tile kind reads as its mpsz name, and an int ``count`` also
    gives ``{tiles}`` ("1 tile", "3 tiles"). A code the table lacks is its own message.
    """

    #: The room's name, the key the app finds the room's translated table by.
    ROOM: ClassVar[str] = ""
    #: The room's English wording of every code (one table a room, shared by its subclasses).
    MESSAGES: ClassVar[Mapping[str, Wording]] = {}

    def __init__(self, code: str, /, **params: Any) -> None:
        self.code = code
        self.params: dict[str, Any] = params
        super().__init__(self.english(code, params) if code in self.MESSAGES else code)

    @classmethod
    def english(cls, code: str, params: Mapping[str, Any]) -> str:
        """The English message of ``code`` with ``params``, from the room's table."""
        wording = cls.MESSAGES[code]
        tile = params.get("tile")
        if isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < NUM_KINDS:
            params = {**params, "tile": MPSZ[tile]}
        count = params.get("count")
        if isinstance(count, int):
            params = {**params, "tiles": counted(count, "tile")}
        return wording(params) if callable(wording) else wording.format(**params)


#: English wording of every error code; a view translating errors covers the same codes.
MESSAGES: dict[str, Wording] = {
    # notation
    "no-digits": "suit letter '{char}' at position {position} has no digits before it",
    "red-honour": "'0z' at position {position}: only 0m, 0p and 0s are red fives",
    "red-twice": "two red {tile}: each suit has one red five (0m, 0p, 0s)",
    "no-red-fives": "red {tile}: these rules play without red fives; write 5 instead of 0",
    "honour-range": "no honour {number}z at position {position}: honours are 1z–7z",
    "unknown-suit": "unknown suit letter '{char}' at position {position} (use m, p, s or z)",
    "unexpected-char": "unexpected character '{char}' at position {position}",
    "missing-suit": "digits ending at position {position} have no suit letter (m, p, s or z)",
    "chinese-needs-suit": "'{char}' at position {position} needs a suit after it (万, 筒 or 条)",
    "chinese-unknown": "unknown tile name '{char}' at position {position}",
    "not-an-index": "'{word}' at position {position} is not a tile index 0–33",
    "not-a-code": "'{word}' at position {position} is not a two-digit tile code",
    "index-range": "index {number} at position {position} is outside 0–33",
    "code-range": "code {number} at position {position} is not a tile (11–19, 21–29, 31–39, 40–46)",
    "tile-range": "tile kind {tile} is outside 0–33",
    "number-range": "no tile {number}{suit} at position {position}: suits run 1–9",
    "too-long": "{length} characters: a hand is at most {limit} characters long",
    # melds
    "meld-brackets": "meld '{meld}' must be written in brackets: [123m] or (1111m)",
    "unmatched": "unmatched '{char}' at position {position}: melds look like [123m]",
    "concealed-kong": _meld(": a concealed kong is four identical tiles, like (1111m)"),
    "kong": _meld(": a kong is four identical tiles, like [1111m]"),
    "meld-size": _meld(" has {tiles}: a meld has 3 (chow, pung) or 4 (kong)"),
    "honour-chow": _meld(": honours cannot form a chow"),
    "not-a-meld": _meld(" is not a chow (three in a row of one suit), a pung or a kong"),
    "no-chow": "no chow starts at {tile}",
    # hands
    "copies": _copies,
    "too-many-tiles": "{tiles}: a hand has at most 14 (a kong counts as 3)",
    "bad-size": "{tiles}: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14), add or remove one",
    "needs-3n1": "{tiles}: {what} needs a 3n+1 (like 13)-tile hand",
    "needs-3n2": "{tiles}: {what} needs a 3n+2 (like 14)-tile hand",
    "counts-length": "a hand needs 34 counts, got {count}",
    "no-tile": "no {tile} in the hand to remove",
    "negative-count": "{count} copies of {tile}: a count cannot be negative",
    # look-ahead
    "turn-range": "turn {turn} is outside 1–17 (draw 18 is the last)",
    # rules
    "unknown-rules": "unknown rules '{name}': choose general, riichi, mcr or sanma",
    "unknown-option": "unknown rules option '{option}': options are {options}",
    "red-five-count": "{count} red fives: play with 0 or 3 (one each of 5m, 5p, 5s)",
    "not-in-play": "{tile} is not played under {rules}: three players use 1m and 9m only",
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of an error code (``in_seen=True`` marks a fault in the seen tiles).

    A ``tile`` param is a tile kind (an int) and reads as its mpsz name.
    """
    return HandError.english(code, params)


class HandError(CodedError, ValueError):
    """A hand, a meld, a tile list or a request that cannot be read or judged."""

    ROOM = "core"
    MESSAGES = MESSAGES

    @classmethod
    def english(cls, code: str, params: Mapping[str, Any]) -> str:
        """The English message; a fault in the seen tiles says so first."""
        text = super().english(code, params)
        return f"seen tiles: {text}" if params.get("in_seen") else text


class NotationError(HandError):
    """Text that is not valid tile notation (bad character, unknown suit, missing suit...)."""


class TooManyCopiesError(HandError):
    """A tile kind used more than four times across hand, melds and seen tiles."""


class MeldError(HandError):
    """A meld that is not a chow, pung or kong, or is written wrongly."""


class HandSizeError(HandError):
    """A hand with too many tiles, or a size the judging functions cannot judge."""
