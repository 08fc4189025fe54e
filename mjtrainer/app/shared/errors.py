"""The one translation path of coded errors: every room's refusals in the learner's language.

A room below the app raises :class:`~mjtrainer.core.errors.CodedError` subclasses (a code,
machine params, one English table). Here each room has one :class:`~.i18n.ErrorWords`: its
table of translatable sources, in the room's English (``tests/app/test_app_errors.py`` keeps
every code and placeholder of every room matched), and :data:`ROOMS` finds it by the error's
``ROOM``. The core's table lives in :mod:`.i18n`, scoring's in :mod:`.score_i18n`, the
quiz's, the progress store's and the game readers' here. A new room adds one table and one
entry of :data:`ROOMS`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import StrEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...core.errors import CodedError
from ...core.kinds import CODE_NAMES
from ...defence.errors import Expected, Part, Unread, Where
from ...game.engine import Expect
from ...game.errors import Action, Detail, MeldWord, XmlFault, XmlPlace
from ...words.phrases import JsonFault, JsonPlace, Phrase
from . import i18n, score_i18n

# Every code of the quiz's errors (mjtrainer.quiz.errors.MESSAGES), in the same English.
_QUIZ: dict[str, object] = {
    "unknown-kind": QT_TRANSLATE_NOOP(
        "QuizError",
        "unknown quiz kind '{kind}': choose waits, discard, scoring, defence, pushfold, riichi "
        "or call",
    ),
    "no-level": QT_TRANSLATE_NOOP(
        "QuizError", "no level {number} for the {kind} quiz: choose 1–{top}"
    ),
    "bad-seed": QT_TRANSLATE_NOOP("QuizError", "seed {seed}: a seed is a whole number 0 or more"),
    "not-a-question": QT_TRANSLATE_NOOP("QuizError", "not a quiz question: {error}"),
    "card-unreadable": QT_TRANSLATE_NOOP("QuizError", "card '{card}' does not read: {error}"),
    "not-a-card": QT_TRANSLATE_NOOP("QuizError", "'{card}' is not a card from a game"),
    "card-turn": QT_TRANSLATE_NOOP("QuizError", "turn {turn}: a card is asked at turns 1–17"),
    "card-not-asked": QT_TRANSLATE_NOOP(
        "QuizError", "card '{card}' asks no {kind} question: the position has no such choice"
    ),
    "bad-count": QT_TRANSLATE_NOOP("QuizError", "count {count}: a session has 0 or more questions"),
    "bad-hand": QT_TRANSLATE_NOOP("QuizError", "hand {hand}: {error}"),
    "not-ready": QT_TRANSLATE_NOOP(
        "QuizError", "hand {hand} is not a ready 3n+1 hand: no waits to ask for"
    ),
    "nothing-to-discard": QT_TRANSLATE_NOOP(
        "QuizError", "hand {hand} is not an incomplete 3n+2 hand: nothing to discard"
    ),
    "too-far": QT_TRANSLATE_NOOP(
        "QuizError",
        "hand {hand} is {shanten}-shanten: the chance to win is searched only up to "
        "{limit}-shanten",
    ),
    "scoring-rebuild": QT_TRANSLATE_NOOP(
        "QuizError",
        "scoring level {level} seed {seed} ({rules}) gives {got}, not {hand}: the situation "
        "of that win cannot be rebuilt",
    ),
    "defence-rebuild": QT_TRANSLATE_NOOP(
        "QuizError",
        "defence level {level} seed {seed} gives {got}, not {hand}: the table of that "
        "question cannot be rebuilt",
    ),
    "no-new-question": QT_TRANSLATE_NOOP(
        "QuizError", "no new {kind} level {level} question after {seeds} seeds"
    ),
    "answer-tile": QT_TRANSLATE_NOOP("QuizError", "answer tile {value} is not a tile kind 0–33"),
    "answer-not-tiles": QT_TRANSLATE_NOOP(
        "QuizError", "a {kind} answer is tiles, not a scoring answer"
    ),
    "discard-one": QT_TRANSLATE_NOOP("QuizError", "a discard answer is one tile, got {count}"),
    "answer-not-choice": QT_TRANSLATE_NOOP("QuizError", "a {kind} answer is one of: {choices}"),
    "choice-unknown": QT_TRANSLATE_NOOP(
        "QuizError", "'{choice}' is not a choice here: choose {choices}"
    ),
    "discard-not-in-hand": QT_TRANSLATE_NOOP("QuizError", "{tile} is not in the hand {hand}"),
    "fan-number": QT_TRANSLATE_NOOP(
        "QuizError", "'{word}' is not a fan number: fans are numbered 1–81"
    ),
    "fan-count": QT_TRANSLATE_NOOP(
        "QuizError", "fan {fan} counted {count} times: a fan counts 1 to 8 times"
    ),
    "not-a-fan": QT_TRANSLATE_NOOP("QuizError", "{value} is not one of the 81 fans"),
    "hanfu-unreadable": QT_TRANSLATE_NOOP(
        "QuizError",
        "cannot read '{text}': give han and fu like '3 40' or 'han 3 fu 40' (and the points "
        "if you like: '3 40 5200')",
    ),
    "hanfu-missing": QT_TRANSLATE_NOOP(
        "QuizError", "give both han and fu, e.g. '3 40' or 'han 3 fu 40'"
    ),
    "hanfu-twice": QT_TRANSLATE_NOOP("QuizError", "{key} is given twice"),
    "hanfu-range": QT_TRANSLATE_NOOP("QuizError", "{key} {value}: give a whole number 0–{limit}"),
    "answer-kind": QT_TRANSLATE_NOOP(
        "QuizError", "a scoring answer under {rules} is {expected}, not {got}"
    ),
}
# The quiz kinds its errors name (the quiz's own values; the catalogue's names).
_KINDS = ("waits", "discard", "scoring")


def _quiz_words(code: str, values: dict[str, object]) -> None:
    error = values.get("error")
    if isinstance(error, BaseException):  # the hand's own refusal, in the same language
        values["error"] = message(error)
    if i18n.is_english():
        return  # the quiz's own words: "the waits quiz", "under mcr", "han"
    if values.get("kind") in _KINDS:
        values["kind"] = i18n.quiz_kind(str(values["kind"]), short=True)
    if "rules" in values:
        values["rules"] = i18n.preset(str(values["rules"]))
    if code.startswith("hanfu-") and "key" in values:
        values["key"] = score_i18n.value_name(str(values["key"]))


# Every code of the progress store's errors (mjtrainer.quiz.progress_file.MESSAGES), in the same
# English; ``detail`` is what the system or SQLite said, in its own words.
_PROGRESS: dict[str, object] = {
    "folder": QT_TRANSLATE_NOOP("ProgressError", "cannot create the folder for {path}: {detail}"),
    "open": QT_TRANSLATE_NOOP("ProgressError", "cannot open {path}: {detail}"),
    "new-database": QT_TRANSLATE_NOOP(
        "ProgressError", "cannot start a new database at {path}: {detail}"
    ),
    "not-moved": QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is unusable ({what}) and could not be moved aside: {detail}"
    ),
    "not-a-file": QT_TRANSLATE_NOOP(
        "ProgressError",
        "cannot open {path}: {detail}, not a regular file; it was left as it is",
    ),
    "dangling-link": QT_TRANSLATE_NOOP(
        "ProgressError",
        "cannot open {path}: it is a link to {target}, which does not exist; it was left as it is",
    ),
    "not-sqlite": QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is not a progress database ({detail}); it was left as it is"
    ),
    "corrupt": QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is a damaged database ({detail}); it was left as it is"
    ),
    "foreign": QT_TRANSLATE_NOOP(
        "ProgressError",
        "{path} holds data that is not mjtrainer's ({detail}); it was left as it is",
    ),
    "newer": QT_TRANSLATE_NOOP(
        "ProgressError",
        "{path} was written by a newer version of mjtrainer ({detail}); it was left as it is",
    ),
}
# What the store's own checks found (``detail`` of "not-a-file"), in its English.
_PROGRESS_DETAILS: dict[str, object] = {
    "it is a folder": QT_TRANSLATE_NOOP("ProgressError", "it is a folder"),
    "it is a device or a pipe": QT_TRANSLATE_NOOP("ProgressError", "it is a device or a pipe"),
}


def _progress_words(code: str, values: dict[str, object]) -> None:
    detail = str(values.get("detail", ""))
    if code == "not-a-file" and detail in _PROGRESS_DETAILS:
        values["detail"] = QCoreApplication.translate(
            "ProgressError", str(_PROGRESS_DETAILS[detail])
        )


# Every code of the game readers' errors (mjtrainer.game.errors.MESSAGES), in the same English.
# The place (round, event, line) is put first by _game_place, as the game's English does.
_GAME: dict[str, object] = {
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
# The game's own words in its params: what a seat does (``action``, ``expected_action``) and
# the meld it makes (``meld``), in the game's English; the readers' phrases are below.
_GAME_WORDS: dict[StrEnum, object] = {
    Action.DRAWS: QT_TRANSLATE_NOOP("GameError", "draws"),
    Action.DISCARDS: QT_TRANSLATE_NOOP("GameError", "discards"),
    Action.RIICHI: QT_TRANSLATE_NOOP("GameError", "declares riichi"),
    Action.ADDS_KONG: QT_TRANSLATE_NOOP("GameError", "adds a kong"),
    Action.ADDS_TO_KONG: QT_TRANSLATE_NOOP("GameError", "adds to a kong"),
    Action.CONCEALED_KONG: QT_TRANSLATE_NOOP("GameError", "declares a concealed kong"),
    Action.CONCEALED_KONG_OF: QT_TRANSLATE_NOOP("GameError", "declares a concealed kong of"),
    Action.CALLS_WITH: QT_TRANSLATE_NOOP("GameError", "calls with"),
    Action.KITA: QT_TRANSLATE_NOOP("GameError", "sets aside a kita"),
    Action.SETS_ASIDE: QT_TRANSLATE_NOOP("GameError", "sets aside"),
    Expect.DRAW: QT_TRANSLATE_NOOP("GameError", "draw"),
    Expect.DISCARD: QT_TRANSLATE_NOOP("GameError", "discard"),
    MeldWord.PON: QT_TRANSLATE_NOOP("GameError", "pon"),
    MeldWord.KONG: QT_TRANSLATE_NOOP("GameError", "kong"),
}
# The game readers' phrases (a :class:`Detail` in ``what``, ``detail``, ``expected``,
# ``where``), in the game's English (the member's value).
_GAME_DETAILS: dict[StrEnum, object] = {
    Detail.BROKEN_GZIP: QT_TRANSLATE_NOOP("GameError", "a broken gzip file ({reason})"),
    Detail.NOT_UTF8: QT_TRANSLATE_NOOP("GameError", "bytes that are not UTF-8 text"),
    Detail.EMPTY: QT_TRANSLATE_NOOP("GameError", "an empty file"),
    Detail.NEITHER_JSON: QT_TRANSLATE_NOOP(
        "GameError", "JSON that is neither tenhou.net/6 nor mjai"
    ),
    Detail.NEITHER_TEXT: QT_TRANSLATE_NOOP(
        "GameError", "text that is not tenhou.net/6, mjai or mjlog"
    ),
    Detail.NO_LINK: QT_TRANSLATE_NOOP("GameError", "text with no tenhou.net/6 viewer link"),
    Detail.XML_ROOT: QT_TRANSLATE_NOOP("GameError", "XML whose root is <{tag}>, not <mjloggm>"),
    Detail.CUT_OFF: QT_TRANSLATE_NOOP("GameError", "a tenhou.net/6 object cut off or broken"),
    Detail.NESTED: QT_TRANSLATE_NOOP("GameError", "nested too deeply"),
    Detail.AFTER_END_GAME: QT_TRANSLATE_NOOP("GameError", "after end_game"),
    Detail.OUTSIDE_ROUND: QT_TRANSLATE_NOOP("GameError", "'{kind}' outside a round"),
    Detail.NOT_ALL_PLAYED: QT_TRANSLATE_NOOP(
        "GameError", "with seat {seat}'s takes or discards not all played"
    ),
    Detail.BEFORE_INIT: QT_TRANSLATE_NOOP("GameError", "<{tag}> before any INIT"),
    Detail.BEFORE_TAG: QT_TRANSLATE_NOOP("GameError", "before <{tag}>"),
    Detail.BEFORE_LAST: QT_TRANSLATE_NOOP("GameError", "before its last event"),
    Detail.DRAW_AND_WIN: QT_TRANSLATE_NOOP("GameError", "in a draw and a win"),
    Detail.TWICE: QT_TRANSLATE_NOOP("GameError", "twice"),
    Detail.WALL_LEFT: QT_TRANSLATE_NOOP(
        "GameError", "in an exhaustive draw with {left} tiles in the wall"
    ),
    Detail.CALL_FITS_NONE: QT_TRANSLATE_NOOP("GameError", "its call {call} fits no discard"),
    Detail.NOT_JUST_DISCARDED: QT_TRANSLATE_NOOP("GameError", "it was not just discarded"),
    Detail.NOTHING_DISCARDED: QT_TRANSLATE_NOOP("GameError", "nothing was just discarded"),
    Detail.OTHER_DISCARDED: QT_TRANSLATE_NOOP("GameError", "seat {seat} just discarded {tile}"),
    Detail.THREE_ONLY: QT_TRANSLATE_NOOP("GameError", "only three players do"),
    Detail.KITA_NORTH: QT_TRANSLATE_NOOP("GameError", "a kita is a north"),
    Detail.NOT_JUST_DRAWN: QT_TRANSLATE_NOOP("GameError", "it did not just draw"),
    Detail.GAVE_NONE: QT_TRANSLATE_NOOP("GameError", "seat {seat} gave no tile"),
    Detail.TILE_WAS: QT_TRANSLATE_NOOP("GameError", "the tile was {tile}"),
    Detail.WRONG_SIZE: QT_TRANSLATE_NOOP("GameError", "its hand has the wrong size"),
    Detail.WHOLE_NUMBER: QT_TRANSLATE_NOOP("GameError", "a whole number"),
    Detail.N_TILES: QT_TRANSLATE_NOOP("GameError", "{n} tiles"),
    Detail.AN_EVENT: QT_TRANSLATE_NOOP("GameError", "an event"),
    Detail.THREE_OR_FOUR_NAMES: QT_TRANSLATE_NOOP("GameError", "three or four names"),
    Detail.N_NAMES: QT_TRANSLATE_NOOP("GameError", "{n} names"),
    Detail.WIND_LETTER: QT_TRANSLATE_NOOP("GameError", "E, S, W or N"),
    Detail.N_HANDS_FIRST: QT_TRANSLATE_NOOP("GameError", "{n} hands, as the first round"),
    Detail.N_HANDS: QT_TRANSLATE_NOOP("GameError", "{n} hands"),
    Detail.A_HAND: QT_TRANSLATE_NOOP("GameError", "a hand"),
    Detail.YAKU_PAIRS: QT_TRANSLATE_NOOP("GameError", "[name, han] pairs"),
    Detail.POINTS_LIKE: QT_TRANSLATE_NOOP("GameError", "like 30符1飜1000点"),
    Detail.YAKU_LIKE: QT_TRANSLATE_NOOP("GameError", "like 立直(1飜)"),
    Detail.TENHOU_CALL: QT_TRANSLATE_NOOP("GameError", "a Tenhou call"),
    Detail.CALL_LETTER: QT_TRANSLATE_NOOP("GameError", "a letter at 0, 2, 4 or 6"),
    Detail.PLAYING_SEAT: QT_TRANSLATE_NOOP("GameError", "a seat that plays"),
    Detail.FIRST_LINE: QT_TRANSLATE_NOOP(
        "GameError", "the players and rules of the first line (line {line})"
    ),
    Detail.ENTRIES: QT_TRANSLATE_NOOP("GameError", "{n} entries"),
    Detail.ROUND_HEAD: QT_TRANSLATE_NOOP("GameError", "[kyoku, honba, sticks]"),
    Detail.INDICATORS: QT_TRANSLATE_NOOP("GameError", "indicators"),
    Detail.A_LIST: QT_TRANSLATE_NOOP("GameError", "a list"),
    Detail.ZERO_AFTER_KONG: QT_TRANSLATE_NOOP("GameError", "0 after an open kong"),
    Detail.DISCARD_WORD: QT_TRANSLATE_NOOP("GameError", "a tile, r, k or a"),
    Detail.ONE_PER_KONG: QT_TRANSLATE_NOOP("GameError", "one indicator a kong"),
    Detail.RIICHI_WORD: QT_TRANSLATE_NOOP("GameError", "r and one tile"),
    Detail.KITA_WORD: QT_TRANSLATE_NOOP("GameError", "f and one tile"),
    Detail.A_CALL: QT_TRANSLATE_NOOP("GameError", "a call"),
    Detail.A_RESULT: QT_TRANSLATE_NOOP("GameError", "a result"),
    Detail.DELTAS_AND_WIN: QT_TRANSLATE_NOOP("GameError", "deltas and a win"),
    Detail.WIN_ENTRY: QT_TRANSLATE_NOOP("GameError", "[who, from, pao, points, yaku…]"),
    Detail.MELD_CODE: QT_TRANSLATE_NOOP("GameError", "a 16-bit meld code"),
    Detail.CHI_LEFT: QT_TRANSLATE_NOOP("GameError", "a chi from the left"),
    Detail.PON_CODE: QT_TRANSLATE_NOOP("GameError", "a pon code"),
    Detail.KITA_CODE: QT_TRANSLATE_NOOP("GameError", "a kita of a north"),
    Detail.KONG_CODE: QT_TRANSLATE_NOOP("GameError", "a kong code"),
    Detail.AT_MOST: QT_TRANSLATE_NOOP("GameError", "at most {n}"),
    Detail.N_NUMBERS: QT_TRANSLATE_NOOP("GameError", "{n} numbers"),
    Detail.A_ROUND: QT_TRANSLATE_NOOP("GameError", "a round 0–15"),
    Detail.YAKU_IDS: QT_TRANSLATE_NOOP("GameError", "yaku ids"),
    Detail.A_SEAT: QT_TRANSLATE_NOOP("GameError", "a seat"),
    Detail.SOME_DIGITS: QT_TRANSLATE_NOOP("GameError", "{sign}a number of some {digits} digits"),
    Detail.DIGITS: QT_TRANSLATE_NOOP("GameError", "a number of {digits} digits"),
    Detail.MJAI_FIRST: QT_TRANSLATE_NOOP("GameError", "an mjai log's first line"),
    Detail.TENHOU6_LOG: QT_TRANSLATE_NOOP("GameError", "a tenhou.net/6 log"),
}
# What Python's JSON and XML readers found wrong, and where, in their own English: the
# readers pass them as values (mjtrainer.words.phrases, mjtrainer.game.errors).
_READER_FAULTS: dict[StrEnum, object] = {
    JsonFault.VALUE: QT_TRANSLATE_NOOP("JSON", "Expecting value"),
    JsonFault.COMMA: QT_TRANSLATE_NOOP("JSON", "Expecting ',' delimiter"),
    JsonFault.COLON: QT_TRANSLATE_NOOP("JSON", "Expecting ':' delimiter"),
    JsonFault.NAME: QT_TRANSLATE_NOOP("JSON", "Expecting property name enclosed in double quotes"),
    JsonFault.STRING: QT_TRANSLATE_NOOP("JSON", "Unterminated string starting at"),
    JsonFault.CONTROL: QT_TRANSLATE_NOOP("JSON", "Invalid control character at"),
    JsonFault.ESCAPE: QT_TRANSLATE_NOOP("JSON", "Invalid \\escape"),
    JsonFault.UNICODE: QT_TRANSLATE_NOOP("JSON", "Invalid \\uXXXX escape"),
    JsonFault.EXTRA: QT_TRANSLATE_NOOP("JSON", "Extra data"),
    JsonFault.COMMA_OBJECT: QT_TRANSLATE_NOOP(
        "JSON", "Illegal trailing comma before end of object"
    ),
    JsonFault.COMMA_ARRAY: QT_TRANSLATE_NOOP("JSON", "Illegal trailing comma before end of array"),
    JsonFault.OTHER: QT_TRANSLATE_NOOP("JSON", "broken JSON"),
    JsonPlace.AT: QT_TRANSLATE_NOOP("JSON", "{fault}: line {line} column {column} (char {char})"),
    XmlFault.SYNTAX: QT_TRANSLATE_NOOP("XML", "syntax error"),
    XmlFault.TOKEN: QT_TRANSLATE_NOOP("XML", "not well-formed (invalid token)"),
    XmlFault.NO_ELEMENT: QT_TRANSLATE_NOOP("XML", "no element found"),
    XmlFault.UNCLOSED: QT_TRANSLATE_NOOP("XML", "unclosed token"),
    XmlFault.MISMATCHED: QT_TRANSLATE_NOOP("XML", "mismatched tag"),
    XmlFault.JUNK: QT_TRANSLATE_NOOP("XML", "junk after document element"),
    XmlFault.ENTITY: QT_TRANSLATE_NOOP("XML", "undefined entity"),
    XmlFault.DUPLICATE: QT_TRANSLATE_NOOP("XML", "duplicate attribute"),
    XmlPlace.AT: QT_TRANSLATE_NOOP("XML", "{fault}: line {line}, column {column}"),
}
# Why a table's text cannot be read (an :class:`Unread` in ``detail``), in the room's English.
_DEFENCE_UNREAD: dict[StrEnum, object] = {
    Unread.NESTED: QT_TRANSLATE_NOOP("DefenceError", "nested too deeply"),
    Unread.CANNOT_READ: QT_TRANSLATE_NOOP("DefenceError", "cannot read {path}: {reason}"),
    Unread.NOT_UTF8: QT_TRANSLATE_NOOP(
        "DefenceError", "cannot read {path}: bytes that are not UTF-8 text"
    ),
}

#: Every phrase a reader passes as a value, by its member.
_PHRASES: dict[StrEnum, object] = {**_GAME_DETAILS, **_READER_FAULTS, **_DEFENCE_UNREAD}


def _phrase(value: Phrase) -> str:
    """A reader's phrase in the current language, from its values (a tile named as the
    errors name it, a phrase inside it worded too)."""
    values: dict[str, object] = {}
    for key, v in value.values:
        values[key] = (
            _phrase(v) if isinstance(v, Phrase) else i18n.error_tile(v) if key == "tile" else v
        )
    source = str(_PHRASES.get(value.words, value.words.value))
    try:
        return QCoreApplication.translate(value.context, source).format(**values)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        return str(value)


def _phrases(values: dict[str, object]) -> None:
    for key, value in values.items():
        if isinstance(value, Phrase):
            values[key] = _phrase(value)


# Where a fault is, before the message: "round S2, event 41: …" as the game words it.
_GAME_PLACE: dict[str, object] = {
    "round": QT_TRANSLATE_NOOP("GameError", "round {round}"),
    "event": QT_TRANSLATE_NOOP("GameError", "event {event}"),
    "line": QT_TRANSLATE_NOOP("GameError", "line {line}"),
    "joined": QT_TRANSLATE_NOOP("GameError", "{place}: {message}"),
}
_GAME_FIELD = re.compile(r"\{(\w+)")


def _game_tr(source: object) -> str:
    return QCoreApplication.translate("GameError", str(source))


def _game_tiles(value: object) -> object:
    if isinstance(value, tuple) and all(isinstance(t, int) for t in value):
        if not value:
            return QCoreApplication.translate("GameError", "nothing")
        return "".join(CODE_NAMES[t] if 0 <= t < len(CODE_NAMES) else str(t) for t in value)
    return value


def _game_words(code: str, values: dict[str, object]) -> None:
    _phrases(values)
    if "drawn" in values:
        values["drawn"] = i18n.error_tile(values["drawn"])
    for key in ("tiles", "given", "held"):
        if key in values:
            values[key] = _game_tiles(values[key])
    for key in ("action", "expected_action", "meld"):
        word = values.get(key)
        if isinstance(word, Action | Expect | MeldWord):
            values[key] = _game_tr(_GAME_WORDS[word])
    for name in _GAME_FIELD.findall(str(_GAME.get(code, ""))):
        values.setdefault(name, "?")  # as the game's English words a param it lacks


def _game_place(text: str, params: Mapping[str, object]) -> str:
    place = [
        _game_tr(_GAME_PLACE[key]).format(**{key: params[key]})
        for key in ("round", "event", "line")
        if params.get(key) is not None
    ]
    if not place:
        return text
    joined = QCoreApplication.translate("GameError", "{place}, {more}")
    where = place[0]
    for more in place[1:]:
        where = joined.format(place=where, more=more)
    return _game_tr(_GAME_PLACE["joined"]).format(place=where, message=text)


# Every code of the defence room's errors (mjtrainer.defence.errors.MESSAGES), in the same
# English. ``where`` names a part of the table in the defence room's English (worded below).
_DEFENCE: dict[str, object] = {
    "bad-json": QT_TRANSLATE_NOOP("DefenceError", "the table is not valid JSON: {detail}"),
    "not-an-object": QT_TRANSLATE_NOOP(
        "DefenceError", "{where} must be a JSON object, not {found}"
    ),
    "bad-field": QT_TRANSLATE_NOOP("DefenceError", "{where}: '{field}' is {value}: {expected}"),
    "unknown-field": QT_TRANSLATE_NOOP(
        "DefenceError", "{where}: unknown field '{field}' (known: {known})"
    ),
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
        "DefenceError",
        "{where}: no honour {number}z at position {position}: honours are 1z–7z",
    ),
    "red-honour": QT_TRANSLATE_NOOP(
        "DefenceError", "{where}: '0z' at position {position}: only the suits have red fives"
    ),
    "tile-range": QT_TRANSLATE_NOOP("DefenceError", "{where}: {value} is not a tile code (0–36)"),
    "meld-size": QT_TRANSLATE_NOOP("DefenceError", "{where}: a meld has 3 or 4 tiles, not {count}"),
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
# The parts of a table the defence room's ``where`` names (a :class:`Where`: values, worded
# here from them: ``{n}`` the seat or the opponent's number, ``{m}`` the meld's), in the room's
# English (its PART_WORDS: the command line finds the same catalogue entries by it).
_DEFENCE_WHERE: dict[Part, object] = {
    Part.TABLE: QT_TRANSLATE_NOOP("DefenceError", "the table"),
    Part.OWN_POND: QT_TRANSLATE_NOOP("DefenceError", "the seat's own pond"),
    Part.DORA: QT_TRANSLATE_NOOP("DefenceError", "dora_indicators"),
    Part.OPPONENT: QT_TRANSLATE_NOOP("DefenceError", "opponent {n}"),
    Part.POND: QT_TRANSLATE_NOOP("DefenceError", "seat {n} pond"),
    Part.MELD: QT_TRANSLATE_NOOP("DefenceError", "seat {n} meld {m}"),
    Part.SEAT: QT_TRANSLATE_NOOP("DefenceError", "seat {n}"),
}
# What a field of the table should be (``expected`` of "bad-field": an :class:`Expected`).
_DEFENCE_EXPECTED: dict[Expected, object] = {
    Expected.LIST: QT_TRANSLATE_NOOP("DefenceError", "a list"),
    Expected.AFTER_VALUE: QT_TRANSLATE_NOOP("DefenceError", "a pond position as the value"),
    Expected.AFTER_KEY: QT_TRANSLATE_NOOP("DefenceError", "a riichi seat 0–3 as the key"),
    Expected.SEAT: QT_TRANSLATE_NOOP("DefenceError", "a seat 0–3"),
    Expected.WIND: QT_TRANSLATE_NOOP("DefenceError", "a wind 0–3 (East … North)"),
    Expected.AFTER: QT_TRANSLATE_NOOP("DefenceError", "an object: riichi seat → pond position"),
    Expected.MPSZ: QT_TRANSLATE_NOOP("DefenceError", "mpsz text like '19m5z0p'"),
    Expected.MELD: QT_TRANSLATE_NOOP("DefenceError", "mpsz text like '[123m]'"),
    Expected.CALLED: QT_TRANSLATE_NOOP("DefenceError", "positions in the pond of the tiles called"),
    Expected.RIICHI: QT_TRANSLATE_NOOP(
        "DefenceError", "the declaration tile's position in the pond, or null"
    ),
}


def _defence_words(code: str, values: dict[str, object]) -> None:
    _phrases(values)
    if i18n.is_english():
        return  # the room's own words: "seat 2 pond", "a seat 0–3"
    where = values.get("where")
    if isinstance(where, Where):
        text = QCoreApplication.translate("DefenceError", str(_DEFENCE_WHERE[where.part]))
        values["where"] = text.format(n=where.n, m=where.m)
    expected = values.get("expected")
    if isinstance(expected, Expected):
        values["expected"] = QCoreApplication.translate(
            "DefenceError", str(_DEFENCE_EXPECTED[expected])
        )


#: The defence room's errors (:class:`~mjtrainer.defence.DefenceError`).
DEFENCE_ERRORS = i18n.ErrorWords("DefenceError", _DEFENCE, _defence_words)

#: The game readers' errors (:class:`~mjtrainer.game.GameError`).
GAME_ERRORS = i18n.ErrorWords("GameError", _GAME, _game_words, _game_place)

#: The progress store's errors (:class:`~mjtrainer.quiz.ProgressError`).
PROGRESS_ERRORS = i18n.ErrorWords("ProgressError", _PROGRESS, _progress_words)

#: The quiz's errors (:class:`~mjtrainer.quiz.QuizError` and its ``AnswerError``).
QUIZ_ERRORS = i18n.ErrorWords("QuizError", _QUIZ, _quiz_words)

#: Every room's words, by the room's name (``CodedError.ROOM``): one entry a room.
ROOMS: dict[str, i18n.ErrorWords] = {
    "core": i18n.CORE_ERRORS,
    "scoring": score_i18n.SCORING_ERRORS,
    "quiz": QUIZ_ERRORS,
    "progress": PROGRESS_ERRORS,
    "game": GAME_ERRORS,
    "defence": DEFENCE_ERRORS,
}


def message(e: BaseException) -> str:
    """What an error says, in the current language: a coded error worded by its room's
    table (its English message for a code the table lacks), any other error as it is."""
    if isinstance(e, CodedError):
        words = ROOMS.get(e.ROOM)
        if words is not None:
            return words.text(e.code, e.params, str(e))
    return str(e)
