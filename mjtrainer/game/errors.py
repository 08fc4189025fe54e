"""Errors of the game readers: one class, a ``code`` and its ``params`` (tile codes as ints,
seats, counts, the text quoted from the log), and one English table. Like every room below the
app, :class:`GameError` is a :class:`~mjtrainer.core.errors.CodedError` (room ``"game"``), so
the app words the same code and params in the learner's language.

The message names the place first: ``round S2, event 41: seat 3 discards 5m but holds none``
(events counted from 1 within the round; a fault before any round says ``line 3`` or nothing).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from ..core.errors import CodedError
from ..core.kinds import CODE_NAMES, NUM_CODES


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
    codes and read as their mpsz names; ``tiles`` (a tuple of codes) as names with spaces."""
    p = dict(params)
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
