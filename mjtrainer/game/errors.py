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

from ..core.errors import CodedError
from ..core.kinds import CODE_NAMES, NUM_CODES
from ..words.phrases import Phrase, json_fault


class Action(StrEnum):
    """What a seat does, as an error names it ("seat 2 discards 5m but holds none"): a value;
    the member's value is the room's English, and a window words the member."""

    DRAWS = "draws"
    DISCARDS = "discards"
    RIICHI = "declares riichi"
    ADDS_KONG = "adds a kong"
    ADDS_TO_KONG = "adds to a kong"
    CONCEALED_KONG = "declares a concealed kong"
    CONCEALED_KONG_OF = "declares a concealed kong of"
    CALLS_WITH = "calls with"
    KITA = "sets aside a kita"
    SETS_ASIDE = "sets aside"


class MeldWord(StrEnum):
    """The meld a ``bad-meld`` error says the tiles are not."""

    PON = "pon"
    KONG = "kong"


class Detail(StrEnum):
    """A reader's phrase in a message (``what``, ``detail``, ``expected``, ``where``): a value
    with its placeholders' values beside it (:func:`said`); the member's value is the room's
    English and the catalogue's source, and a window words the member."""

    # what a file is that is not a game log ("not-a-log")
    BROKEN_GZIP = "a broken gzip file ({reason})"
    NOT_UTF8 = "bytes that are not UTF-8 text"
    EMPTY = "an empty file"
    NEITHER_JSON = "JSON that is neither tenhou.net/6 nor mjai"
    NEITHER_TEXT = "text that is not tenhou.net/6, mjai or mjlog"
    NO_LINK = "text with no tenhou.net/6 viewer link"
    XML_ROOT = "XML whose root is <{tag}>, not <mjloggm>"
    # what is broken ("bad-json", "malformed")
    CUT_OFF = "a tenhou.net/6 object cut off or broken"
    NESTED = "nested too deeply"
    # how a round ends wrongly ("bad-end")
    AFTER_END_GAME = "after end_game"
    OUTSIDE_ROUND = "'{kind}' outside a round"
    NOT_ALL_PLAYED = "with seat {seat}'s takes or discards not all played"
    BEFORE_INIT = "<{tag}> before any INIT"
    BEFORE_TAG = "before <{tag}>"
    BEFORE_LAST = "before its last event"
    DRAW_AND_WIN = "in a draw and a win"
    TWICE = "twice"
    WALL_LEFT = "in an exhaustive draw with {left} tiles in the wall"
    # why a call takes no discard ("no-discard")
    CALL_FITS_NONE = "its call {call} fits no discard"
    NOT_JUST_DISCARDED = "it was not just discarded"
    NOTHING_DISCARDED = "nothing was just discarded"
    OTHER_DISCARDED = "seat {seat} just discarded {tile}"
    # why a kita is not one ("bad-kita")
    THREE_ONLY = "only three players do"
    KITA_NORTH = "a kita is a north"
    # why a win is not one ("bad-win")
    NOT_JUST_DRAWN = "it did not just draw"
    GAVE_NONE = "seat {seat} gave no tile"
    TILE_WAS = "the tile was {tile}"
    WRONG_SIZE = "its hand has the wrong size"
    # what a field should be ("bad-field")
    WHOLE_NUMBER = "a whole number"
    N_TILES = "{n} tiles"
    AN_EVENT = "an event"
    THREE_OR_FOUR_NAMES = "three or four names"
    N_NAMES = "{n} names"
    WIND_LETTER = "E, S, W or N"
    N_HANDS_FIRST = "{n} hands, as the first round"
    N_HANDS = "{n} hands"
    A_HAND = "a hand"
    YAKU_PAIRS = "[name, han] pairs"
    POINTS_LIKE = "like 30符1飜1000点"
    YAKU_LIKE = "like 立直(1飜)"
    TENHOU_CALL = "a Tenhou call"
    CALL_LETTER = "a letter at 0, 2, 4 or 6"
    PLAYING_SEAT = "a seat that plays"
    FIRST_LINE = "the players and rules of the first line (line {line})"
    ENTRIES = "{n} entries"
    ROUND_HEAD = "[kyoku, honba, sticks]"
    INDICATORS = "indicators"
    A_LIST = "a list"
    ZERO_AFTER_KONG = "0 after an open kong"
    DISCARD_WORD = "a tile, r, k or a"
    ONE_PER_KONG = "one indicator a kong"
    RIICHI_WORD = "r and one tile"
    KITA_WORD = "f and one tile"
    A_CALL = "a call"
    A_RESULT = "a result"
    DELTAS_AND_WIN = "deltas and a win"
    WIN_ENTRY = "[who, from, pao, points, yaku…]"
    MELD_CODE = "a 16-bit meld code"
    CHI_LEFT = "a chi from the left"
    PON_CODE = "a pon code"
    KITA_CODE = "a kita of a north"
    KONG_CODE = "a kong code"
    AT_MOST = "at most {n}"
    N_NUMBERS = "{n} numbers"
    A_ROUND = "a round 0–15"
    YAKU_IDS = "yaku ids"
    A_SEAT = "a seat"
    # a number too long to quote ("number-range")
    SOME_DIGITS = "{sign}a number of some {digits} digits"
    DIGITS = "a number of {digits} digits"
    # where a field is missing ("missing-field")
    MJAI_FIRST = "an mjai log's first line"
    TENHOU6_LOG = "a tenhou.net/6 log"


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

    SYNTAX = "syntax error"
    TOKEN = "not well-formed (invalid token)"
    NO_ELEMENT = "no element found"
    UNCLOSED = "unclosed token"
    MISMATCHED = "mismatched tag"
    JUNK = "junk after document element"
    ENTITY = "undefined entity"
    DUPLICATE = "duplicate attribute"


class XmlPlace(StrEnum):
    """Where the XML parser found the fault (its English: ``%s: line %d, column %d``)."""

    AT = "{fault}: line {line}, column {column}"


#: English wording of every error code; a view translating errors covers the same codes.
MESSAGES: dict[str, str] = {
    # the file
    "not-a-log": "not a game log: {what}",
    "bad-json": "not valid JSON: {detail}",
    "bad-xml": "not valid XML: {detail}",
    "bad-field": "'{field}' is {value}: {expected}",
    "missing-field": "no '{field}' where {where} needs one",
    "no-rounds": "the log has no rounds",
    "truncated": "the log ends in the middle of a round",
    "unknown-event": "unknown event '{name}'",
    "unknown-tile": "'{text}' is not a tile",
    "hidden-tile": "a hidden tile ('?'): the log does not show every hand",
    "unknown-result": "unknown round result '{text}'",
    "server-error": "the game was stopped by the server's error: {message}",
    # the limits (game.limits)
    "file-too-large": "the file is larger than {limit} MB: no game log is that large",
    "unpacks-too-large": "the gzip file unpacks to more than {limit} MB: no game log is that large",
    "link-too-long": "the viewer link is longer than {limit} MB: no game's link is that long",
    "number-range": "'{field}' is {value}: a log's numbers are at most {limit} either way",
    "too-many-rounds": "more than {limit} rounds: no game has that many",
    "too-many-events": "more than {limit} events in one round: no round has that many",
    # the table
    "seat-range": "seat {seat} is not a seat (0–{last})",
    "hand-size": "seat {seat} starts with {count} tiles instead of 13",
    "fifth-copy": "a fifth {tile} turns up",
    "not-in-play": "a {tile} turns up, but {seats} players leave 2m–8m out of the wall",
    "bad-kita": "seat {seat} sets {tile} aside as a kita, but {detail}",
    "second-red": "a second red {tile} turns up",
    "red-not-used": "a red five ({tile}) in a game without red fives",
    "not-held": "seat {seat} {action} {tile} but holds none",
    "out-of-turn": "seat {seat} {action} out of turn (seat {expected} was to {expected_action})",
    "no-discard": "seat {seat} calls {tile}, but {detail}",
    "bad-chi": "seat {seat} cannot chi {tile} with {tiles}",
    "bad-meld": "seat {seat}: {tiles} is not a {meld}",
    "no-pon": "seat {seat} adds {tile} to a pon it does not have",
    "riichi-open": "seat {seat} declares riichi with an open hand",
    "riichi-twice": "seat {seat} declares riichi twice",
    "riichi-no-discard": "seat {seat} declares riichi but does not discard next",
    "tsumogiri": "seat {seat} discards {tile} as the tile just drawn, but drew {drawn}",
    "bad-win": "seat {seat} wins on {tile}, but {detail}",
    "bad-end": "the round ends {detail}",
    "bad-deltas": "the deltas {deltas} are not four whole numbers",
    "hand-mismatch": "seat {seat}'s winning hand is {given} in the log but {held} by its play",
    "not-complete": "seat {seat} wins on {tile}, but {held} and {tile} are not a complete hand",
    "too-many-doras": "a {count}th dora indicator: there are at most 5",
    "wall-empty": "seat {seat} draws from an empty wall",
    "same-tile": "tile id {id} ({tile}) turns up twice",
    "not-held-id": "seat {seat} {action} tile id {id} ({tile}) but does not hold it",
    "malformed": "the log is malformed ({detail})",
    # impossible games
    "negative-count": "'{field}' is {value}: it cannot be below 0",
    "draw-four-riichi": "a four-riichi draw, but {count} seats are in riichi",
    "draw-nine-terminals": "a nine-terminals draw, but not at a seat's first draw before any call",
    "draw-four-winds": "a four-winds draw, but the first discards are not one wind, uncalled",
    "draw-four-kongs": "a four-kongs draw, but {count} kongs were declared",
    "round-order": "this round cannot follow {previous}",
    "scores-not-carried": "it starts with scores {scores}, but the round before ended with "
    "{expected}",
    "sticks-not-carried": "it starts with {sticks} riichi sticks, but the round before left "
    "{expected}",
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of a code, its place first. Tile params (``tile``, ``drawn``) are
    codes and read as their mpsz names; ``tiles`` (a tuple of codes) as names with spaces; a
    phrase (:func:`said`) as its English, its tile named too."""
    p: dict[str, Any] = {
        key: phrase_english(value) if isinstance(value, Phrase) else value
        for key, value in params.items()
    }
    for key in ("tile", "drawn"):
        if isinstance(p.get(key), int) and 0 <= p[key] < NUM_CODES:
            p[key] = CODE_NAMES[p[key]]
    for key in ("tiles", "given", "held"):
        value = p.get(key)
        if isinstance(value, tuple) and all(isinstance(t, int) for t in value):
            p[key] = "".join(CODE_NAMES[t] for t in value) or "nothing"
    text = MESSAGES[code].format_map(_Lenient(p))
    place = []
    if p.get("round") is not None:
        place.append(f"round {p['round']}")
    if p.get("event") is not None:
        place.append(f"event {p['event']}")
    if p.get("line") is not None:
        place.append(f"line {p['line']}")
    return f"{', '.join(place)}: {text}" if place else text


def phrase_english(phrase: Phrase) -> str:
    """A reader's phrase in the room's English, a ``tile`` by its mpsz name."""
    values = {
        key: phrase_english(v)
        if isinstance(v, Phrase)
        else CODE_NAMES[v]
        if key == "tile" and isinstance(v, int) and 0 <= v < NUM_CODES
        else v
        for key, v in phrase.values
    }
    return phrase.words.value.format(**values)


class _Lenient(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "?"


class GameError(CodedError, ValueError):
    """A log that cannot be read whole: not a format we know, broken, or impossible in play.

    ``code`` and ``params`` carry the fault as values (``round``: its name like ``"S2"``,
    ``event``: 1-based within the round; ``line``: 1-based in a line format), the message
    words it in English, its place first (:func:`english`).
    """

    ROOM = "game"
    MESSAGES = MESSAGES

    @classmethod
    def english(cls, code: str, params: Mapping[str, Any]) -> str:
        """The English message of ``code``: the room's own wording (tile codes, the place
        first), not the core's tile kinds."""
        return english(code, params)

    def at(self, **place: Any) -> GameError:
        """The same fault with its place filled in (keys already set are kept)."""
        params = {**place, **{k: v for k, v in self.params.items() if v is not None}}
        return GameError(self.code, **params)
