"""Errors of the game readers: one class, a ``code`` and its ``params`` (tile codes as ints,
seats, counts, the text quoted from the log), and one English table. Like every room below the
app, :class:`GameError` is a :class:`~mjtrainer.core.errors.CodedError` (room ``"game"``), so
the app words the same code and params in the learner's language.

The message names the place first: ``round S2, event 41: seat 3 discards 5m but holds none``
(events counted from 1 within the round; a fault before any round says ``line 3`` or nothing).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from ..core.errors import CodedError, tile_phrase
from ..core.kinds import CODE_NAMES, NUM_CODES
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.phrases import Phrase, json_fault
from ..words.render import render


class Action(StrEnum):
    """What a seat does, as an error names it ("seat 2 discards 5m but holds none"): a value;
    the member's value is the room's English, and a window words the member."""

    DRAWS = QT_TRANSLATE_NOOP("GameError", "draws")
    DISCARDS = QT_TRANSLATE_NOOP("GameError", "discards")
    RIICHI = QT_TRANSLATE_NOOP("GameError", "declares riichi")
    ADDS_KONG = QT_TRANSLATE_NOOP("GameError", "adds a kong")
    ADDS_TO_KONG = QT_TRANSLATE_NOOP("GameError", "adds to a kong")
    CONCEALED_KONG = QT_TRANSLATE_NOOP("GameError", "declares a concealed kong")
    CONCEALED_KONG_OF = QT_TRANSLATE_NOOP("GameError", "declares a concealed kong of")
    CALLS_WITH = QT_TRANSLATE_NOOP("GameError", "calls with")
    KITA = QT_TRANSLATE_NOOP("GameError", "sets aside a kita")
    SETS_ASIDE = QT_TRANSLATE_NOOP("GameError", "sets aside")


class MeldWord(StrEnum):
    """The meld a ``bad-meld`` error says the tiles are not."""

    PON = QT_TRANSLATE_NOOP("GameError", "pon")
    KONG = QT_TRANSLATE_NOOP("GameError", "kong")


class Detail(StrEnum):
    """A reader's phrase in a message (``what``, ``detail``, ``expected``, ``where``): a value
    with its placeholders' values beside it (:func:`said`); the member's value is the room's
    English and the catalogue's source, and a window words the member."""

    # what a file is that is not a game log ("not-a-log")
    BROKEN_GZIP = QT_TRANSLATE_NOOP("GameError", "a broken gzip file ({reason})")
    NOT_UTF8 = QT_TRANSLATE_NOOP("GameError", "bytes that are not UTF-8 text")
    EMPTY = QT_TRANSLATE_NOOP("GameError", "an empty file")
    NEITHER_JSON = QT_TRANSLATE_NOOP("GameError", "JSON that is neither tenhou.net/6 nor mjai")
    NEITHER_TEXT = QT_TRANSLATE_NOOP("GameError", "text that is not tenhou.net/6, mjai or mjlog")
    NO_LINK = QT_TRANSLATE_NOOP("GameError", "text with no tenhou.net/6 viewer link")
    XML_ROOT = QT_TRANSLATE_NOOP("GameError", "XML whose root is <{tag}>, not <mjloggm>")
    # what is broken ("bad-json", "malformed")
    CUT_OFF = QT_TRANSLATE_NOOP("GameError", "a tenhou.net/6 object cut off or broken")
    NESTED = QT_TRANSLATE_NOOP("GameError", "nested too deeply")
    # how a round ends wrongly ("bad-end")
    AFTER_END_GAME = QT_TRANSLATE_NOOP("GameError", "after end_game")
    OUTSIDE_ROUND = QT_TRANSLATE_NOOP("GameError", "'{kind}' outside a round")
    NOT_ALL_PLAYED = QT_TRANSLATE_NOOP(
        "GameError", "with seat {seat}'s takes or discards not all played"
    )
    BEFORE_INIT = QT_TRANSLATE_NOOP("GameError", "<{tag}> before any INIT")
    BEFORE_TAG = QT_TRANSLATE_NOOP("GameError", "before <{tag}>")
    BEFORE_LAST = QT_TRANSLATE_NOOP("GameError", "before its last event")
    DRAW_AND_WIN = QT_TRANSLATE_NOOP("GameError", "in a draw and a win")
    TWICE = QT_TRANSLATE_NOOP("GameError", "twice")
    WALL_LEFT = QT_TRANSLATE_NOOP(
        "GameError", "in an exhaustive draw with {left} tiles in the wall"
    )
    # why a call takes no discard ("no-discard")
    CALL_FITS_NONE = QT_TRANSLATE_NOOP("GameError", "its call {call} fits no discard")
    NOT_JUST_DISCARDED = QT_TRANSLATE_NOOP("GameError", "it was not just discarded")
    NOTHING_DISCARDED = QT_TRANSLATE_NOOP("GameError", "nothing was just discarded")
    OTHER_DISCARDED = QT_TRANSLATE_NOOP("GameError", "seat {seat} just discarded {tile}")
    # why a kita is not one ("bad-kita")
    THREE_ONLY = QT_TRANSLATE_NOOP("GameError", "only three players do")
    KITA_NORTH = QT_TRANSLATE_NOOP("GameError", "a kita is a north")
    # why a win is not one ("bad-win")
    NOT_JUST_DRAWN = QT_TRANSLATE_NOOP("GameError", "it did not just draw")
    GAVE_NONE = QT_TRANSLATE_NOOP("GameError", "seat {seat} gave no tile")
    TILE_WAS = QT_TRANSLATE_NOOP("GameError", "the tile was {tile}")
    WRONG_SIZE = QT_TRANSLATE_NOOP("GameError", "its hand has the wrong size")
    # what a field should be ("bad-field")
    WHOLE_NUMBER = QT_TRANSLATE_NOOP("GameError", "a whole number")
    N_TILES = QT_TRANSLATE_NOOP("GameError", "{n} tiles")
    AN_EVENT = QT_TRANSLATE_NOOP("GameError", "an event")
    THREE_OR_FOUR_NAMES = QT_TRANSLATE_NOOP("GameError", "three or four names")
    N_NAMES = QT_TRANSLATE_NOOP("GameError", "{n} names")
    WIND_LETTER = QT_TRANSLATE_NOOP("GameError", "E, S, W or N")
    N_HANDS_FIRST = QT_TRANSLATE_NOOP("GameError", "{n} hands, as the first round")
    N_HANDS = QT_TRANSLATE_NOOP("GameError", "{n} hands")
    A_HAND = QT_TRANSLATE_NOOP("GameError", "a hand")
    YAKU_PAIRS = QT_TRANSLATE_NOOP("GameError", "[name, han] pairs")
    POINTS_LIKE = QT_TRANSLATE_NOOP("GameError", "like 30符1飜1000点")
    YAKU_LIKE = QT_TRANSLATE_NOOP("GameError", "like 立直(1飜)")
    TENHOU_CALL = QT_TRANSLATE_NOOP("GameError", "a Tenhou call")
    CALL_LETTER = QT_TRANSLATE_NOOP("GameError", "a letter at 0, 2, 4 or 6")
    PLAYING_SEAT = QT_TRANSLATE_NOOP("GameError", "a seat that plays")
    FIRST_LINE = QT_TRANSLATE_NOOP(
        "GameError", "the players and rules of the first line (line {line})"
    )
    ENTRIES = QT_TRANSLATE_NOOP("GameError", "{n} entries")
    ROUND_HEAD = QT_TRANSLATE_NOOP("GameError", "[kyoku, honba, sticks]")
    INDICATORS = QT_TRANSLATE_NOOP("GameError", "indicators")
    A_LIST = QT_TRANSLATE_NOOP("GameError", "a list")
    ZERO_AFTER_KONG = QT_TRANSLATE_NOOP("GameError", "0 after an open kong")
    DISCARD_WORD = QT_TRANSLATE_NOOP("GameError", "a tile, r, k or a")
    ONE_PER_KONG = QT_TRANSLATE_NOOP("GameError", "one indicator a kong")
    RIICHI_WORD = QT_TRANSLATE_NOOP("GameError", "r and one tile")
    KITA_WORD = QT_TRANSLATE_NOOP("GameError", "f and one tile")
    A_CALL = QT_TRANSLATE_NOOP("GameError", "a call")
    A_RESULT = QT_TRANSLATE_NOOP("GameError", "a result")
    DELTAS_AND_WIN = QT_TRANSLATE_NOOP("GameError", "deltas and a win")
    WIN_ENTRY = QT_TRANSLATE_NOOP("GameError", "[who, from, pao, points, yaku…]")
    MELD_CODE = QT_TRANSLATE_NOOP("GameError", "a 16-bit meld code")
    CHI_LEFT = QT_TRANSLATE_NOOP("GameError", "a chi from the left")
    PON_CODE = QT_TRANSLATE_NOOP("GameError", "a pon code")
    KITA_CODE = QT_TRANSLATE_NOOP("GameError", "a kita of a north")
    KONG_CODE = QT_TRANSLATE_NOOP("GameError", "a kong code")
    AT_MOST = QT_TRANSLATE_NOOP("GameError", "at most {n}")
    N_NUMBERS = QT_TRANSLATE_NOOP("GameError", "{n} numbers")
    A_ROUND = QT_TRANSLATE_NOOP("GameError", "a round 0–15")
    YAKU_IDS = QT_TRANSLATE_NOOP("GameError", "yaku ids")
    A_SEAT = QT_TRANSLATE_NOOP("GameError", "a seat")
    # a number too long to quote ("number-range")
    SOME_DIGITS = QT_TRANSLATE_NOOP("GameError", "{sign}a number of some {digits} digits")
    DIGITS = QT_TRANSLATE_NOOP("GameError", "a number of {digits} digits")
    # where a field is missing ("missing-field")
    MJAI_FIRST = QT_TRANSLATE_NOOP("GameError", "an mjai log's first line")
    TENHOU6_LOG = QT_TRANSLATE_NOOP("GameError", "a tenhou.net/6 log")


def said(words: Detail, **values: Any) -> Phrase:
    """A reader's phrase as a value: ``words`` and its placeholders' values (a ``tile`` as
    its code)."""
    return Phrase(words, tuple(values.items()), "GameError")


def json_detail(e: BaseException) -> Phrase | str:
    """What is wrong with a JSON text, as values: Python's JSON fault and where, or that it
    nests too deeply; another refusal's own words."""
    if isinstance(e, json.JSONDecodeError):
        return json_fault(e)
    if isinstance(e, RecursionError):
        return said(Detail.NESTED)
    return str(e)[:60]


def xml_fault(e: ET.ParseError) -> Phrase | str:
    """What the XML parser found wrong and where, as values (its English is the parser's
    message); the parser's own text for a fault it words otherwise."""
    line, column = e.position
    text = str(e)
    fault = text.rsplit(": line ", 1)[0]
    try:
        words = Phrase(XmlFault(fault), (), "XML")
    except ValueError:
        return text
    return Phrase(XmlPlace.AT, (("fault", words), ("line", line), ("column", column)), "XML")


class XmlFault(StrEnum):
    """What Python's XML parser (expat) found wrong, in its own English."""

    SYNTAX = QT_TRANSLATE_NOOP("XML", "syntax error")
    TOKEN = QT_TRANSLATE_NOOP("XML", "not well-formed (invalid token)")
    NO_ELEMENT = QT_TRANSLATE_NOOP("XML", "no element found")
    UNCLOSED = QT_TRANSLATE_NOOP("XML", "unclosed token")
    MISMATCHED = QT_TRANSLATE_NOOP("XML", "mismatched tag")
    JUNK = QT_TRANSLATE_NOOP("XML", "junk after document element")
    ENTITY = QT_TRANSLATE_NOOP("XML", "undefined entity")
    DUPLICATE = QT_TRANSLATE_NOOP("XML", "duplicate attribute")


class XmlPlace(StrEnum):
    """Where the XML parser found the fault (its English: ``%s: line %d, column %d``)."""

    AT = QT_TRANSLATE_NOOP("XML", "{fault}: line {line}, column {column}")


#: English wording of every error code; a view translating errors covers the same codes.
MESSAGES: dict[str, str] = {
    # the file
    "not-a-log": QT_TRANSLATE_NOOP("GameError", "not a game log: {what}"),
    "bad-json": QT_TRANSLATE_NOOP("GameError", "not valid JSON: {detail}"),
    "bad-xml": QT_TRANSLATE_NOOP("GameError", "not valid XML: {detail}"),
    "bad-field": QT_TRANSLATE_NOOP("GameError", "'{field}' is {value}: {expected}"),
    "missing-field": QT_TRANSLATE_NOOP("GameError", "no '{field}' where {where} needs one"),
    "no-rounds": QT_TRANSLATE_NOOP("GameError", "the log has no rounds"),
    "truncated": QT_TRANSLATE_NOOP("GameError", "the log ends in the middle of a round"),
    "unknown-event": QT_TRANSLATE_NOOP("GameError", "unknown event '{name}'"),
    "unknown-tile": QT_TRANSLATE_NOOP("GameError", "'{text}' is not a tile"),
    "hidden-tile": QT_TRANSLATE_NOOP(
        "GameError", "a hidden tile ('?'): the log does not show every hand"
    ),
    "unknown-result": QT_TRANSLATE_NOOP("GameError", "unknown round result '{text}'"),
    "server-error": QT_TRANSLATE_NOOP(
        "GameError", "the game was stopped by the server's error: {message}"
    ),
    # the limits (game.limits)
    "file-too-large": QT_TRANSLATE_NOOP(
        "GameError", "the file is larger than {limit} MB: no game log is that large"
    ),
    "unpacks-too-large": QT_TRANSLATE_NOOP(
        "GameError", "the gzip file unpacks to more than {limit} MB: no game log is that large"
    ),
    "link-too-long": QT_TRANSLATE_NOOP(
        "GameError", "the viewer link is longer than {limit} MB: no game's link is that long"
    ),
    "number-range": QT_TRANSLATE_NOOP(
        "GameError", "'{field}' is {value}: a log's numbers are at most {limit} either way"
    ),
    "too-many-rounds": QT_TRANSLATE_NOOP(
        "GameError", "more than {limit} rounds: no game has that many"
    ),
    "too-many-events": QT_TRANSLATE_NOOP(
        "GameError", "more than {limit} events in one round: no round has that many"
    ),
    # the table
    "seat-range": QT_TRANSLATE_NOOP("GameError", "seat {seat} is not a seat (0–{last})"),
    "hand-size": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat} starts with {count} tiles instead of 13"
    ),
    "fifth-copy": QT_TRANSLATE_NOOP("GameError", "a fifth {tile} turns up"),
    "not-in-play": QT_TRANSLATE_NOOP(
        "GameError", "a {tile} turns up, but {seats} players leave 2m–8m out of the wall"
    ),
    "bad-kita": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat} sets {tile} aside as a kita, but {detail}"
    ),
    "second-red": QT_TRANSLATE_NOOP("GameError", "a second red {tile} turns up"),
    "red-not-used": QT_TRANSLATE_NOOP(
        "GameError", "a red five ({tile}) in a game without red fives"
    ),
    "not-held": QT_TRANSLATE_NOOP("GameError", "seat {seat} {action} {tile} but holds none"),
    "out-of-turn": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat} {action} out of turn (seat {expected} was to {expected_action})"
    ),
    "no-discard": QT_TRANSLATE_NOOP("GameError", "seat {seat} calls {tile}, but {detail}"),
    "bad-chi": QT_TRANSLATE_NOOP("GameError", "seat {seat} cannot chi {tile} with {tiles}"),
    "bad-meld": QT_TRANSLATE_NOOP("GameError", "seat {seat}: {tiles} is not a {meld}"),
    "no-pon": QT_TRANSLATE_NOOP("GameError", "seat {seat} adds {tile} to a pon it does not have"),
    "riichi-open": QT_TRANSLATE_NOOP("GameError", "seat {seat} declares riichi with an open hand"),
    "riichi-twice": QT_TRANSLATE_NOOP("GameError", "seat {seat} declares riichi twice"),
    "riichi-no-discard": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat} declares riichi but does not discard next"
    ),
    "tsumogiri": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat} discards {tile} as the tile just drawn, but drew {drawn}"
    ),
    "bad-win": QT_TRANSLATE_NOOP("GameError", "seat {seat} wins on {tile}, but {detail}"),
    "bad-end": QT_TRANSLATE_NOOP("GameError", "the round ends {detail}"),
    "bad-deltas": QT_TRANSLATE_NOOP("GameError", "the deltas {deltas} are not four whole numbers"),
    "hand-mismatch": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat}'s winning hand is {given} in the log but {held} by its play"
    ),
    "not-complete": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat} wins on {tile}, but {held} and {tile} are not a complete hand"
    ),
    "too-many-doras": QT_TRANSLATE_NOOP(
        "GameError", "a {count}th dora indicator: there are at most 5"
    ),
    "wall-empty": QT_TRANSLATE_NOOP("GameError", "seat {seat} draws from an empty wall"),
    "same-tile": QT_TRANSLATE_NOOP("GameError", "tile id {id} ({tile}) turns up twice"),
    "not-held-id": QT_TRANSLATE_NOOP(
        "GameError", "seat {seat} {action} tile id {id} ({tile}) but does not hold it"
    ),
    "malformed": QT_TRANSLATE_NOOP("GameError", "the log is malformed ({detail})"),
    # impossible games
    "negative-count": QT_TRANSLATE_NOOP("GameError", "'{field}' is {value}: it cannot be below 0"),
    "draw-four-riichi": QT_TRANSLATE_NOOP(
        "GameError", "a four-riichi draw, but {count} seats are in riichi"
    ),
    "draw-nine-terminals": QT_TRANSLATE_NOOP(
        "GameError", "a nine-terminals draw, but not at a seat's first draw before any call"
    ),
    "draw-four-winds": QT_TRANSLATE_NOOP(
        "GameError", "a four-winds draw, but the first discards are not one wind, uncalled"
    ),
    "draw-four-kongs": QT_TRANSLATE_NOOP(
        "GameError", "a four-kongs draw, but {count} kongs were declared"
    ),
    "round-order": QT_TRANSLATE_NOOP("GameError", "this round cannot follow {previous}"),
    "scores-not-carried": QT_TRANSLATE_NOOP(
        "GameError", "it starts with scores {scores}, but the round before ended with {expected}"
    ),
    "sticks-not-carried": QT_TRANSLATE_NOOP(
        "GameError", "it starts with {sticks} riichi sticks, but the round before left {expected}"
    ),
}


#: Where a fault is, before the message: "round S2, event 41: …".
PLACE: dict[str, str] = {
    "round": QT_TRANSLATE_NOOP("GameError", "round {round}"),
    "event": QT_TRANSLATE_NOOP("GameError", "event {event}"),
    "line": QT_TRANSLATE_NOOP("GameError", "line {line}"),
}
PLACE_MORE = QT_TRANSLATE_NOOP("GameError", "{place}, {more}")
PLACE_FIRST = QT_TRANSLATE_NOOP("GameError", "{place}: {message}")
#: The tiles of a hand that holds none.
NOTHING = QT_TRANSLATE_NOOP("GameError", "nothing")


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of a code, its place first. Tile params (``tile``, ``drawn``) are
    codes and read as their mpsz names; ``tiles`` (a tuple of codes) as names with spaces; a
    phrase (:func:`said`) as its English, its tile named too."""
    return GameError.english(code, params)


class GameError(CodedError, ValueError):
    """A log that cannot be read whole: not a format we know, broken, or impossible in play.

    ``code`` and ``params`` carry the fault as values (``round``: its name like ``"S2"``,
    ``event``: 1-based within the round; ``line``: 1-based in a line format), the message
    words it in English, its place first (:func:`english`).
    """

    ROOM = "game"
    CONTEXT = "GameError"
    MESSAGES = MESSAGES

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """The game's values: tile codes (``tile``, ``drawn``, in a phrase too) and hands of
        them (``tiles``, ``given``, ``held``) by their mpsz names."""
        values = {key: _tiles_named(v) for key, v in super().values(code, params).items()}
        if "drawn" in values:
            values["drawn"] = tile_phrase(values["drawn"])
        for key in ("tiles", "given", "held"):
            value = values.get(key)
            if isinstance(value, tuple) and all(_is_code(t) for t in value):
                named = "".join(CODE_NAMES[t] for t in value)
                values[key] = named or Phrase(NOTHING, (), cls.CONTEXT)
        return values

    @classmethod
    def build(cls, code: str, params: Mapping[str, Any]) -> Phrase:
        """The phrase of ``code``, its place (round, event, line) first."""
        inner = super().build(code, params)
        place = [
            Phrase(PLACE[key], ((key, params[key]),), cls.CONTEXT)
            for key in ("round", "event", "line")
            if params.get(key) is not None
        ]
        if not place:
            return inner
        where = place[0]
        for more in place[1:]:
            where = Phrase(PLACE_MORE, (("place", where), ("more", more)), cls.CONTEXT)
        return Phrase(PLACE_FIRST, (("place", where), ("message", inner)), cls.CONTEXT)

    def at(self, **place: Any) -> GameError:
        """The same fault with its place filled in (keys already set are kept)."""
        params = {**place, **{k: v for k, v in self.params.items() if v is not None}}
        return GameError(self.code, **params)


def phrase_english(phrase: Phrase) -> str:
    """A reader's phrase in the room's English, a ``tile`` by its mpsz name."""
    return render(_tiles_named(phrase))


def _is_code(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < NUM_CODES


def _tiles_named(value: Any) -> Any:
    """A reader's phrase with its ``tile`` as a tile (a code quoted in it)."""
    if not isinstance(value, Phrase):
        return value
    values = tuple(
        (key, tile_phrase(v) if key == "tile" else _tiles_named(v)) for key, v in value.values
    )
    return Phrase(value.words, values, value.context, value.english)
