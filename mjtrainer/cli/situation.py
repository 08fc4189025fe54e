"""The situation of a win on the command line: one definition of its options for ``score`` and
``analyze``, and of the keys of a ``score`` batch line.

Every option is declared once, beside the value it sets (the situation's fields in
``scoring``, the rule options in ``core.rules``), and derived here into :data:`OPTIONS`:
``--self-drawn`` on the command line is ``"self_drawn"`` in a batch line. Values are read
in one place (:func:`situation_of`) from what the command line or a JSON line gave, so both
say the same about a bad value.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core import HandError, Rules
from ..core.errors import CodedError
from ..core.rules import OPTION_BY_NAME, RIICHI_OPTIONS, OptionKind
from ..core.rules import RULE_OPTIONS as DECLARED
from ..core.tiles import parse_tiles
from ..scoring import SITUATION_FIELDS, FieldKind, Situation, Wind
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.phrases import Phrase

#: What a situation option holds, as the declaration's kinds name it.
FLAG, TILE, TILES, WIND, COUNT = (
    FieldKind.FLAG.value,
    FieldKind.TILE.value,
    FieldKind.TILES.value,
    FieldKind.WIND.value,
    FieldKind.COUNT.value,
)


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a win's situation: its key (``self_drawn``), what it holds (a flag, one
    tile, tiles, a wind or a count) and its help."""

    key: str
    kind: str
    help: str

    @property
    def flag(self) -> str:
        """The command-line spelling: ``--self-drawn``."""
        return "--" + self.key.replace("_", "-")


#: The situation's options, derived from their one declaration (``scoring``'s
#: :data:`~mjtrainer.scoring.SITUATION_FIELDS`, by their ``Situation`` field names), in the
#: order of DESIGN's ``mjtrainer score`` command.
OPTIONS: tuple[Option, ...] = tuple(Option(f.name, f.kind.value, f.help) for f in SITUATION_FIELDS)
BY_KEY: dict[str, Option] = {o.key: o for o in OPTIONS}

TOGGLE, RED = "toggle", "red"
#: The riichi options of the rule set (DESIGN.md "Rules"), derived from their one declaration
#: (``core.rules.RULE_OPTIONS``, by their ``Rules`` field names): ``--red-fives 0|3`` and
#: ``--open-tanyao`` / ``--no-open-tanyao`` …; a batch line's keys.
RULE_OPTIONS: tuple[Option, ...] = tuple(
    Option(o.name, RED if o.kind is OptionKind.COUNT else TOGGLE, o.help)
    for o in DECLARED
    if o.name in RIICHI_OPTIONS
)
RULE_BY_KEY: dict[str, Option] = {o.key: o for o in RULE_OPTIONS}

#: English wording of every option error, by code.
MESSAGES: dict[str, str] = {
    "unknown-key": QT_TRANSLATE_NOOP(
        "OptionError", "unknown key '{key}': a line's keys are {keys}"
    ),
    "key-type": QT_TRANSLATE_NOOP("OptionError", "{key} must be {expected}, not {got}"),
    "no-win-tile": QT_TRANSLATE_NOOP("OptionError", "no winning tile: give {where}"),
    "one-tile": QT_TRANSLATE_NOOP("OptionError", "{key} '{text}' is {count} tiles: give one tile"),
    "tile-text": QT_TRANSLATE_NOOP("OptionError", "{key}: {error}"),
    "count-text": QT_TRANSLATE_NOOP("OptionError", "{key} '{text}' is not a whole number"),
    "rules": QT_TRANSLATE_NOOP("OptionError", "rules '{rules}': scoring needs mcr or riichi"),
    "no-rules": QT_TRANSLATE_NOOP("OptionError", "no rules: give {where} (mcr or riichi)"),
    "not-an-object": QT_TRANSLATE_NOOP(
        "OptionError",
        "a line is a JSON object, e.g. "
        '{{"hand": "11m222444777z [111p]", "rules": "mcr", "win_tile": "2z"}}',
    ),
    "not-json": QT_TRANSLATE_NOOP("OptionError", "not JSON: {detail}"),
    "no-hand": QT_TRANSLATE_NOOP("OptionError", 'no hand: a line needs "hand"'),
    "needs-scoring-rules": QT_TRANSLATE_NOOP(
        "OptionError", "{options} value a win: they need --rules mcr or riichi"
    ),
    "needs-riichi-rules": QT_TRANSLATE_NOOP(
        "OptionError", "{options}: riichi options, they need the riichi rules"
    ),
    "red-fives": QT_TRANSLATE_NOOP("OptionError", "red_fives {text}: give 0 or 3"),
}

_EXPECTED = {
    FLAG: QT_TRANSLATE_NOOP("OptionError", "true or false"),
    TOGGLE: QT_TRANSLATE_NOOP("OptionError", "true or false"),
    COUNT: QT_TRANSLATE_NOOP("OptionError", "a whole number"),
    RED: QT_TRANSLATE_NOOP("OptionError", "0 or 3"),
    TILE: QT_TRANSLATE_NOOP("OptionError", 'text (a tile, e.g. "2z")'),
    TILES: QT_TRANSLATE_NOOP("OptionError", 'text (tiles, e.g. "3p1z")'),
    WIND: QT_TRANSLATE_NOOP("OptionError", "text (E, S, W or N)"),
}


#: A JSON value's type, as a refusal names what was given instead (JSON's own literals aside).
JSON_TYPES: dict[type, str] = {
    int: QT_TRANSLATE_NOOP("OptionError", "a number"),
    float: QT_TRANSLATE_NOOP("OptionError", "a number"),
    str: QT_TRANSLATE_NOOP("OptionError", "text"),
    list: QT_TRANSLATE_NOOP("OptionError", "a list"),
    dict: QT_TRANSLATE_NOOP("OptionError", "an object"),
}
#: A JSON text nested deeper than Python reads.
TOO_DEEP = QT_TRANSLATE_NOOP("OptionError", "too deep")
#: The words of a refusal that are values of the room's (what a key should be, what it was).
_WORDS = frozenset((*_EXPECTED.values(), *JSON_TYPES.values(), TOO_DEEP))


class OptionError(CodedError, ValueError):
    """A situation option or a batch line that cannot be read. ``code`` is a key of
    :data:`MESSAGES`; ``params`` hold the key, the text given and what was expected (the
    room's marked words, worded in the learner's language)."""

    ROOM = "options"
    CONTEXT = "OptionError"
    MESSAGES = MESSAGES

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """The room's values: its own words (what was expected, what was given) as phrases."""
        values = super().values(code, params)
        for key in ("expected", "got", "detail"):
            if params.get(key) in _WORDS:
                values[key] = Phrase(params[key], (), cls.CONTEXT)
        return values


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add every situation option to ``parser`` (each left None or False when not given)."""
    group = parser.add_argument_group("the situation of the win")
    for o in OPTIONS:
        if o.kind == FLAG:
            group.add_argument(o.flag, dest=o.key, action="store_true", help=o.help)
        else:
            metavar = {TILE: "T", TILES: "TILES", WIND: "E|S|W|N", COUNT: "N"}[o.kind]
            group.add_argument(o.flag, dest=o.key, default=None, metavar=metavar, help=o.help)


def add_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the riichi options (:data:`RULE_OPTIONS`) to ``parser``, each None when not given."""
    group = parser.add_argument_group("the riichi options (on top of --rules riichi)")
    for o in RULE_OPTIONS:
        if o.kind == RED:
            choices = OPTION_BY_NAME[o.key].choices
            group.add_argument(
                o.flag, dest=o.key, type=int, choices=choices, default=None, help=o.help
            )
        else:
            group.add_argument(
                o.flag, dest=o.key, action=argparse.BooleanOptionalAction, default=None, help=o.help
            )


def rules_given(values: argparse.Namespace | Mapping[str, Any]) -> dict[str, Any]:
    """The riichi options given (on the command line or a batch line), by key."""
    found = vars(values) if isinstance(values, argparse.Namespace) else values
    return {o.key: found[o.key] for o in RULE_OPTIONS if found.get(o.key) is not None}


def rules_with(rules: Rules, values: Mapping[str, Any]) -> Rules:
    """``rules`` with the riichi options in ``values`` (by key) set; :class:`OptionError` when
    some are given under rules that are not scored as riichi, or red fives other than 0 or 3."""
    chosen = rules_given(values)
    if not chosen:
        return rules
    refused = [k for k in chosen if not OPTION_BY_NAME[k].applies(rules)]
    if refused:
        raise OptionError(
            "needs-riichi-rules", options=", ".join(RULE_BY_KEY[k].flag for k in refused)
        )
    for key, value in chosen.items():
        o = OPTION_BY_NAME[key]
        if o.kind is OptionKind.COUNT and (isinstance(value, bool) or value not in o.choices):
            raise OptionError("red-fives", text=str(value)[:12])
    return rules.with_riichi_options(**chosen)


def given(args: argparse.Namespace | Mapping[str, Any]) -> dict[str, Any]:
    """The situation options given (a flag set, a value named), by key."""
    values = vars(args) if isinstance(args, argparse.Namespace) else args
    return {
        o.key: values[o.key]
        for o in OPTIONS
        if values.get(o.key) is not None and values.get(o.key) is not False
    }


def check_types(line: Mapping[str, Any]) -> None:
    """Refuse a batch line's situation value of the wrong JSON type (a flag that is not true
    or false, flowers that are not a whole number, a tile that is not text)."""
    for key, value in line.items():
        o = BY_KEY.get(key) or RULE_BY_KEY.get(key)
        if o is None:
            continue
        if o.kind in (FLAG, TOGGLE):
            ok = isinstance(value, bool)
        elif o.kind in (COUNT, RED):
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, str)
        if not ok:
            raise OptionError("key-type", key=key, expected=_EXPECTED[o.kind], got=json_type(value))


def json_type(value: object) -> str:
    """What a JSON value is, as a refusal names it (``null``, ``true``, ``a number`` …)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return JSON_TYPES.get(type(value), type(value).__name__)


def option_tiles(key: str, text: str) -> tuple[int, ...]:
    """The tiles an option of tiles names (``key`` as in :data:`OPTIONS`), or
    :class:`OptionError` saying which option cannot be read."""
    try:
        return tuple(parse_tiles(text))
    except HandError as e:
        raise OptionError("tile-text", key=key, error=e) from None


def situation_of(
    values: Mapping[str, Any], win_tile: int | None = None, where: str = "--win-tile"
) -> Situation:
    """The situation the options in ``values`` describe (by key; a value missing or None is
    the default). The winning tile is ``values["win_tile"]``, else ``win_tile``; with
    neither, :class:`OptionError` asks for ``where``. Flags are not checked against the
    rules here (:meth:`Situation.check` does that)."""
    kw: dict[str, Any] = {}
    for o in OPTIONS:
        value = values.get(o.key)
        if value is None:
            continue
        if o.kind == FLAG:
            kw[o.key] = bool(value)
        elif o.kind == WIND:
            kw[o.key] = Wind.parse(value)
        elif o.kind == COUNT:
            kw[o.key] = _count(o.key, value)
        elif o.kind == TILES:
            kw[o.key] = option_tiles(o.key, value)
        else:
            tiles = option_tiles(o.key, value)
            if len(tiles) != 1:
                raise OptionError("one-tile", key=o.key, text=value, count=len(tiles))
            kw[o.key] = tiles[0]
    if "win_tile" not in kw:
        if win_tile is None:
            raise OptionError("no-win-tile", where=where)
        kw["win_tile"] = win_tile
    return Situation(**kw)


def _count(key: str, value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    text = str(value).strip()
    if not text.isdigit() or len(text) > 3:
        raise OptionError("count-text", key=key, text=text)
    return int(text)
