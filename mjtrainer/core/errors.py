"""Errors of the core, and :class:`CodedError`, the one shape of every error below the app.

Every error of the core is a ``ValueError`` whose message says what and where. Each also
carries a ``code`` and its ``params`` as machine values (tile kinds as ints, positions, counts,
the text quoted from the input), so a view can word the same fault in another language:
:data:`MESSAGES` holds the English wording, each template marked where it is born for the
catalogues (``mjtrainer.words.marks``), and :func:`mjtrainer.words.render.render` words it in
any language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ..words import counts
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.phrases import LIST_SEPARATOR, Joined, Phrase
from ..words.render import render
from .kinds import CODE_NAMES, NAMES_EN, NUM_CODES

#: How a room words one code in English: a ``str.format`` template over the params, marked
#: for the catalogues in the room's context.
Wording = str

#: A tile in a message: its code in English (``5p``), its name and code in another language.
TILE = QT_TRANSLATE_NOOP("HandError", "{name} ({code})")


def tile_phrase(code: object) -> object:
    """A tile code (a kind 0–33 or a red five 34–36) as a phrase of a message: ``5p`` in
    English, ``五筒 (5p)`` in Chinese; anything else as it is."""
    if isinstance(code, bool) or not isinstance(code, int) or not 0 <= code < NUM_CODES:
        return code
    name = Phrase(NAMES_EN[code], (), "Tile")
    values = (("name", name), ("code", CODE_NAMES[code]))
    return Phrase(TILE, values, "HandError", english=CODE_NAMES[code])


def tiles_phrase(n: int) -> Phrase:
    """``n`` tiles as a phrase: ``1 tile``, ``3 tiles``, ``3 张`` (the counted noun of the one
    table, :mod:`mjtrainer.words.counts`)."""
    return Phrase(counts.source("tile", n), (("n", n),), counts.CONTEXT)


#: The title of each rules preset (the settings' names), as an error names the rules.
PRESET_TITLES: dict[str, str] = {
    "general": QT_TRANSLATE_NOOP("Rules", "General"),
    "riichi": QT_TRANSLATE_NOOP("Rules", "Riichi (Japanese)"),
    "mcr": QT_TRANSLATE_NOOP("Rules", "Chinese Official (MCR 国标)"),
    "sanma": QT_TRANSLATE_NOOP("Rules", "Three-player riichi (sanma 三麻)"),
}


def rules_phrase(name: object) -> object:
    """A rules preset named in a message: ``mcr`` in English, its title in another language."""
    title = PRESET_TITLES.get(str(name))
    return name if title is None else Phrase(title, (), "Rules", english=str(name))


class CodedError(Exception):
    """An error as a value: a ``code``, its ``params`` (machine values: tile kinds as ints,
    counts, positions, the text quoted from the input) and its message, worded from one table
    of the error's room. The window and the command line word the same code and params in the
    learner's language through the one renderer (:mod:`mjtrainer.words.render`), so nothing
    English reaches a Chinese or Japanese learner.

    Every room below the app raises its user-facing faults this way: the core
    (:class:`HandError`) and, each with its own subclass, the rooms above it (scoring's
    ``ScoringError`` and the rest). Programming errors (a state that cannot happen) stay
    ``RuntimeError`` and are not coded: no learner is meant to read them.

    A room adds its errors with one table, marked where it is born, and one subclass::

        # mjtrainer/game/errors.py
        MESSAGES: dict[str, Wording] = {
            "unknown-event": QT_TRANSLATE_NOOP("GameError", "unknown event '{name}'"),
        }

        class GameError(CodedError, ValueError):  # a log that cannot be read
            ROOM = "game"
            CONTEXT = "GameError"
            MESSAGES = MESSAGES

    A room whose params need wording (a seat's action, a part of a table) overrides
    :meth:`values`; one whose message has a frame (the game's place first) overrides
    :meth:`build`.

    (``ValueError`` too for a fault in what was given; a room whose faults are not about the
    input (a file that cannot be opened) leaves it out.) Finer kinds of fault subclass the room's
    class and share its table (``NotationError(HandError)``).

    A ``tile`` param that is a tile code reads as its mpsz name (and its name in another
    language), and an int ``count`` also gives ``{tiles}`` ("1 tile", "3 tiles"). A code the
    table lacks is its own message.
    """

    #: The room's name.
    ROOM: ClassVar[str] = ""
    #: The catalogue's context of the room's messages (the window's translation context).
    CONTEXT: ClassVar[str] = ""
    #: The room's English wording of every code (one table a room, shared by its subclasses).
    MESSAGES: ClassVar[Mapping[str, Wording]] = {}

    def __init__(self, code: str, /, **params: Any) -> None:
        self.code = code
        self.params: dict[str, Any] = params
        super().__init__(render(self.phrase()))

    def phrase(self) -> Phrase:
        """The message as a phrase tree, for :func:`mjtrainer.words.render.render`."""
        if self.code not in self.MESSAGES:
            return Phrase(self.code, (), self.CONTEXT)
        return self.build(self.code, self.params)

    @classmethod
    def build(cls, code: str, params: Mapping[str, Any]) -> Phrase:
        """The phrase of ``code`` with ``params`` (a code of the room's table)."""
        return Phrase(cls.MESSAGES[code], tuple(cls.values(code, params).items()), cls.CONTEXT)

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """The params as the message's values: a tile as a tile, a count with its tiles."""
        del code
        values = dict(params)
        if "tile" in values:
            values["tile"] = tile_phrase(values["tile"])
        count = values.get("count")
        if isinstance(count, int) and not isinstance(count, bool):
            values["tiles"] = tiles_phrase(count)
        return values

    @classmethod
    def english(cls, code: str, params: Mapping[str, Any]) -> str:
        """The English message of ``code`` with ``params``, from the room's table."""
        return render(cls.build(code, params))


#: English wording of every error code; a view translating errors covers the same codes.
MESSAGES: dict[str, Wording] = {
    # notation
    "no-digits": QT_TRANSLATE_NOOP(
        "HandError", "suit letter '{char}' at position {position} has no digits before it"
    ),
    "red-honour": QT_TRANSLATE_NOOP(
        "HandError", "'0z' at position {position}: only 0m, 0p and 0s are red fives"
    ),
    "red-twice": QT_TRANSLATE_NOOP(
        "HandError", "two red {tile}: each suit has one red five (0m, 0p, 0s)"
    ),
    "no-red-fives": QT_TRANSLATE_NOOP(
        "HandError", "red {tile}: these rules play without red fives; write 5 instead of 0"
    ),
    "honour-range": QT_TRANSLATE_NOOP(
        "HandError", "no honour {number}z at position {position}: honours are 1z–7z"
    ),
    "unknown-suit": QT_TRANSLATE_NOOP(
        "HandError", "unknown suit letter '{char}' at position {position} (use m, p, s or z)"
    ),
    "unexpected-char": QT_TRANSLATE_NOOP(
        "HandError", "unexpected character '{char}' at position {position}"
    ),
    "missing-suit": QT_TRANSLATE_NOOP(
        "HandError", "digits ending at position {position} have no suit letter (m, p, s or z)"
    ),
    "chinese-needs-suit": QT_TRANSLATE_NOOP(
        "HandError", "'{char}' at position {position} needs a suit after it (万, 筒 or 条)"
    ),
    "chinese-unknown": QT_TRANSLATE_NOOP(
        "HandError", "unknown tile name '{char}' at position {position}"
    ),
    "not-an-index": QT_TRANSLATE_NOOP(
        "HandError", "'{word}' at position {position} is not a tile index 0–33"
    ),
    "not-a-code": QT_TRANSLATE_NOOP(
        "HandError", "'{word}' at position {position} is not a two-digit tile code"
    ),
    "index-range": QT_TRANSLATE_NOOP(
        "HandError", "index {number} at position {position} is outside 0–33"
    ),
    "code-range": QT_TRANSLATE_NOOP(
        "HandError",
        "code {number} at position {position} is not a tile (11–19, 21–29, 31–39, 40–46)",
    ),
    "tile-range": QT_TRANSLATE_NOOP("HandError", "tile kind {tile} is outside 0–33"),
    "number-range": QT_TRANSLATE_NOOP(
        "HandError", "no tile {number}{suit} at position {position}: suits run 1–9"
    ),
    "too-long": QT_TRANSLATE_NOOP(
        "HandError", "{length} characters: a hand is at most {limit} characters long"
    ),
    # melds
    "meld-brackets": QT_TRANSLATE_NOOP(
        "HandError", "meld '{meld}' must be written in brackets: [123m] or (1111m)"
    ),
    "unmatched": QT_TRANSLATE_NOOP(
        "HandError", "unmatched '{char}' at position {position}: melds look like [123m]"
    ),
    "concealed-kong": QT_TRANSLATE_NOOP(
        "HandError", "{where}: a concealed kong is four identical tiles, like (1111m)"
    ),
    "kong": QT_TRANSLATE_NOOP("HandError", "{where}: a kong is four identical tiles, like [1111m]"),
    "meld-size": QT_TRANSLATE_NOOP(
        "HandError", "{where} has {tiles}: a meld has 3 (chow, pung) or 4 (kong)"
    ),
    "honour-chow": QT_TRANSLATE_NOOP("HandError", "{where}: honours cannot form a chow"),
    "not-a-meld": QT_TRANSLATE_NOOP(
        "HandError", "{where} is not a chow (three in a row of one suit), a pung or a kong"
    ),
    "no-chow": QT_TRANSLATE_NOOP("HandError", "no chow starts at {tile}"),
    # hands
    "copies": QT_TRANSLATE_NOOP(
        "HandError", "{total} copies of {tile} ({parts}): there are only 4"
    ),
    "too-many-tiles": QT_TRANSLATE_NOOP(
        "HandError", "{tiles}: a hand has at most 14 (a kong counts as 3)"
    ),
    "bad-size": QT_TRANSLATE_NOOP(
        "HandError", "{tiles}: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14), add or remove one"
    ),
    "needs-3n1": QT_TRANSLATE_NOOP("HandError", "{tiles}: {what} needs a 3n+1 (like 13)-tile hand"),
    "needs-3n2": QT_TRANSLATE_NOOP("HandError", "{tiles}: {what} needs a 3n+2 (like 14)-tile hand"),
    "counts-length": QT_TRANSLATE_NOOP("HandError", "a hand needs 34 counts, got {count}"),
    "no-tile": QT_TRANSLATE_NOOP("HandError", "no {tile} in the hand to remove"),
    "negative-count": QT_TRANSLATE_NOOP(
        "HandError", "{count} copies of {tile}: a count cannot be negative"
    ),
    # look-ahead
    "turn-range": QT_TRANSLATE_NOOP(
        "HandError", "turn {turn} is outside 1–17 (draw 18 is the last)"
    ),
    # rules
    "unknown-rules": QT_TRANSLATE_NOOP(
        "HandError", "unknown rules '{name}': choose general, riichi, mcr or sanma"
    ),
    "unknown-option": QT_TRANSLATE_NOOP(
        "HandError", "unknown rules option '{option}': options are {options}"
    ),
    "red-five-count": QT_TRANSLATE_NOOP(
        "HandError", "{count} red fives: play with 0 or 3 (one each of 5m, 5p, 5s)"
    ),
    "not-in-play": QT_TRANSLATE_NOOP(
        "HandError", "{tile} is not played under {rules}: three players use 1m and 9m only"
    ),
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of an error code (``in_seen=True`` marks a fault in the seen tiles).

    A ``tile`` param is a tile kind (an int) and reads as its mpsz name.
    """
    return HandError.english(code, params)


#: The parts of the core's messages: where a meld is, the copies by where they are, a fault
#: in the seen tiles.
MELD_AT = QT_TRANSLATE_NOOP("HandError", "meld {meld} at position {position}")
MELD = QT_TRANSLATE_NOOP("HandError", "meld {meld}")
COPIES: dict[str, str] = {
    "hand": QT_TRANSLATE_NOOP("HandError", "{n} in hand"),
    "melds": QT_TRANSLATE_NOOP("HandError", "{n} in melds"),
    "seen": QT_TRANSLATE_NOOP("HandError", "{n} seen"),
}
IN_SEEN = QT_TRANSLATE_NOOP("HandError", "seen tiles: {message}")
#: What a size error says needs the other size (``what``: the judging function, marked where
#: it is named, ``need_size``'s callers).
JUDGING = (
    QT_TRANSLATE_NOOP("HandError", "waits"),
    QT_TRANSLATE_NOOP("HandError", "wait readings"),
    QT_TRANSLATE_NOOP("HandError", "effective tiles"),
    QT_TRANSLATE_NOOP("HandError", "discard options"),
    QT_TRANSLATE_NOOP("HandError", "the look-ahead of discards"),
    QT_TRANSLATE_NOOP("HandError", "the look-ahead of a hand"),
)


class HandError(CodedError, ValueError):
    """A hand, a meld, a tile list or a request that cannot be read or judged."""

    ROOM = "core"
    CONTEXT = "HandError"
    MESSAGES = MESSAGES

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """The core's values: a meld's place, the copies by where they are, the judging
        function a size error names."""
        values = super().values(code, params)
        if "meld" in params and code != "meld-brackets":
            at = (("meld", params["meld"]), ("position", params.get("position")))
            values["where"] = (
                Phrase(MELD_AT, at, cls.CONTEXT)
                if params.get("position")
                else Phrase(MELD, at[:1], cls.CONTEXT)
            )
        if code == "copies":
            parts = tuple(
                Phrase(COPIES[key], (("n", params[key]),), cls.CONTEXT)
                for key in ("hand", "melds", "seen")
                if params.get(key)
            )
            values["parts"] = Joined(parts, LIST_SEPARATOR)
        if params.get("what") in JUDGING:
            values["what"] = Phrase(params["what"], (), cls.CONTEXT)
        return values

    @classmethod
    def build(cls, code: str, params: Mapping[str, Any]) -> Phrase:
        """The phrase of ``code``; a fault in the seen tiles says so first."""
        inner = super().build(code, params)
        if params.get("in_seen"):
            return Phrase(IN_SEEN, (("message", inner),), cls.CONTEXT)
        return inner


class NotationError(HandError):
    """Text that is not valid tile notation (bad character, unknown suit, missing suit...)."""


class TooManyCopiesError(HandError):
    """A tile kind used more than four times across hand, melds and seen tiles."""


class MeldError(HandError):
    """A meld that is not a chow, pung or kong, or is written wrongly."""


class HandSizeError(HandError):
    """A hand with too many tiles, or a size the judging functions cannot judge."""
