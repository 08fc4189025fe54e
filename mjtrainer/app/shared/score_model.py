"""Frozen snapshots of scoring for the views: the trainer's situation of a win, what a complete
hand is worth, what each wait of a ready hand is worth, and a scoring question with its marks.

Like :mod:`.viewmodel`, nothing here imports the core (but its pure data,
:mod:`mjtrainer.core.kinds`) or the scoring package (but its declaration of a win's situation,
``SITUATION_FIELDS``, which the trainer's situation keeps): tiles are ints
0–33, winds their letters, fans and yaku their names as the scoring package gives them, errors
a code with their parameters (the views word them). :class:`SituationState` is also the
trainer controller's own state (kept in the undo stack and the settings as text).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from ...core.kinds import NUM_CODES, NUM_KINDS
from ...scoring.situation import SITUATION_FIELDS, FieldKind, SituationField
from ...words.phrases import Phrase

#: The winds by letter, East first (seat and round).
WINDS: tuple[str, ...] = ("E", "S", "W", "N")
#: The most honba or riichi sticks the trainer's situation takes (a real table rarely sees
#: ten; the scorer itself takes more).
MAX_STICKS = 20

#: The declared fields the trainer does not keep: its dealer is the seat East, and ura dora
#: are turned over only after a riichi win.
_NOT_KEPT = frozenset({"dealer", "ura_dora_indicators"})
#: The state's own name of a declared field where it has one (the settings file's key).
_STATE_NAMES = {"dora_indicators": "dora"}
#: The fields of a win the trainer keeps, by the state's names (its fields, in the declared
#: order): what each holds and its bound come from the declaration.
KEPT: dict[str, SituationField] = {
    _STATE_NAMES.get(f.name, f.name): f for f in SITUATION_FIELDS if f.name not in _NOT_KEPT
}


class ScoreKind(StrEnum):
    """How a win is valued, as the snapshots carry it: the value of the rule set's
    ``scored`` (``core.Scored``, which the views may not import; the presenters make one from
    the other by value and a test keeps them equal). A ``str``, so it reads and compares as
    the JSON's ``"mcr"`` / ``"riichi"``."""

    MCR = "mcr"
    RIICHI = "riichi"


@dataclass(frozen=True, slots=True)
class SituationState:
    """How the trainer's hand won: the winning tile (None: the best tile of the hand), on a
    discard or by self-draw, the winds and the flags. ``dora`` are the dora indicators, which
    are seen tiles too (the controller keeps them among the seen tiles), as tile codes: a red
    five stays red (it is a seen red five, no aka dora: the scorer gets its kind); ``honba`` and
    ``riichi_sticks`` are the sticks on the table (riichi: 300 a honba and 1000 a riichi
    stick to the winner). Flags of the other rules are kept but not used; the dealer is the
    seat East. Which flags the rules in force have is the scoring package's to say
    (``HandState.flags``)."""

    win_tile: int | None = None
    self_drawn: bool = False
    seat_wind: str = "E"
    round_wind: str = "E"
    last_tile: bool = False
    kong: bool = False
    last_of_kind: bool = False
    flowers: int = 0
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    dora: tuple[int, ...] = ()
    kita: int = 0
    honba: int = 0
    riichi_sticks: int = 0

    @property
    def dealer(self) -> bool:
        """Riichi: the dealer sits East."""
        return self.seat_wind == "E"

    def with_field(self, name: str, value: object) -> SituationState:
        """This situation with one field changed; ``ValueError`` for an unknown field or a
        value of the wrong type or range."""
        if name not in _FIELDS or name == "dora":
            raise ValueError(f"no situation field {name!r}")
        # Any value may come in: _checked refuses the ones of the wrong type.
        return _checked(replace(self, **{name: value}))  # type: ignore[arg-type]

    def to_text(self) -> str:
        """The situation as one line of JSON (the settings keep it)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value != f.default:
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return json.dumps(out, sort_keys=True)

    @classmethod
    def from_text(cls, text: str) -> SituationState:
        """The situation :meth:`to_text` wrote; ``ValueError`` for anything else."""
        if not text.strip():
            return cls()
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise ValueError(f"not a situation: {e.msg}") from None
        except RecursionError:  # brackets nested past the interpreter's stack
            raise ValueError("not a situation: nested too deep") from None
        if not isinstance(data, dict) or not set(data) <= set(_FIELDS):
            raise ValueError("not a situation")
        if isinstance(data.get("dora"), list):
            data["dora"] = tuple(data["dora"])
        return _checked(cls(**data))


def _declared_shape() -> tuple[str, ...]:
    """The state's field names, refused at import unless they are :data:`KEPT`'s, in order,
    with the declared defaults (a wind by its letter): the attributes are written out for the
    type checker, the declaration decides what they are."""
    names = tuple(f.name for f in fields(SituationState))
    if names != tuple(KEPT):
        raise TypeError(f"SituationState's fields {names} are not the declared {tuple(KEPT)}")
    for f in fields(SituationState):
        declared = KEPT[f.name].default
        declared = getattr(declared, "value", declared)  # a wind by its letter
        if f.default != declared:
            raise TypeError(f"SituationState.{f.name} defaults to {f.default!r}, not {declared!r}")
    return names


_FIELDS = _declared_shape()


def _is_tile(t: object, end: int = NUM_KINDS) -> bool:
    return isinstance(t, int) and not isinstance(t, bool) and 0 <= t < end


def _is_code(t: object) -> bool:
    return _is_tile(t, NUM_CODES)


def _fits(declared: SituationField, value: object) -> bool:
    """Whether ``value`` is one the declared field holds, within the trainer's bounds."""
    match declared.kind:
        case FieldKind.TILE:
            return value is None or _is_tile(value)
        case FieldKind.WIND:
            return value in WINDS
        case FieldKind.COUNT:
            most = min(declared.most, MAX_STICKS)
            return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most
        case FieldKind.TILES:
            return (
                isinstance(value, tuple)
                and len(value) <= declared.most
                and all(map(_is_code, value))
            )
        case FieldKind.FLAG:
            return isinstance(value, bool)


def _checked(s: SituationState) -> SituationState:
    for name, declared in KEPT.items():
        value = getattr(s, name)
        if not _fits(declared, value):
            raise ValueError(f"situation field {name}: bad value {value!r}")
    return s


# --- what a win is worth ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FanLine:
    """One MCR fan of a score: rule-book number, Chinese and English names, points, count."""

    fan_id: int
    zh: str
    en: str
    points: int
    count: int = 1

    @property
    def value(self) -> int:
        return self.points * self.count


@dataclass(frozen=True, slots=True)
class YakuLine:
    """One riichi yaku (dora included): its key, English name, romaji and han."""

    key: str
    name: str
    romaji: str
    han: int


@dataclass(frozen=True, slots=True)
class ScoreView:
    """A scored complete hand. ``chosen``: the learner picked the winning tile (else it is
    the best tile of the hand). ``decomposition``: the index of the arrangement that scores
    among the result's decompositions (-1 when none is known). MCR: ``fans`` (flowers among
    them), ``total``, ``flowers``, ``minimum``. Riichi: ``yaku``, ``han``, ``fu`` with
    ``fu_details`` (reason key, fu), ``limit`` (key or None), the payment and ``dealer``.
    The payment, both rules: ``points`` received, ``from_discarder`` (a discard win),
    ``from_dealer`` (riichi self-draw) and ``from_others`` (each other player; MCR on a
    discard: each of the two who did not discard)."""

    rules: ScoreKind
    win: bool
    win_tile: int
    chosen: bool = True
    self_drawn: bool = False
    decomposition: int = -1
    fans: tuple[FanLine, ...] = ()
    total: int = 0
    flowers: int = 0
    minimum: int = 8
    yaku: tuple[YakuLine, ...] = ()
    han: int = 0
    fu: int = 0
    fu_details: tuple[tuple[str, int], ...] = ()
    limit: str | None = None
    points: int | None = None
    from_discarder: int | None = None
    from_dealer: int | None = None
    from_others: int | None = None
    honba: int = 0  # the honba's points in the payment (300 a stick)
    riichi_sticks: int = 0  # the riichi sticks' points taken from the table (1000 each)
    dealer: bool = False

    @property
    def fan_value(self) -> int:
        """MCR: the points without flowers (what the minimum is measured against)."""
        return self.total - self.flowers


@dataclass(frozen=True, slots=True)
class ValueCell:
    """What one way of winning on a wait is worth: a win or not (MCR: 8 fan without
    flowers; riichi: a yaku), MCR ``total`` and ``fan_value``, riichi ``han``, ``fu``,
    ``points``."""

    win: bool
    total: int = 0
    fan_value: int = 0
    han: int = 0
    fu: int = 0
    points: int | None = None


@dataclass(frozen=True, slots=True)
class WaitValueView:
    """A wait's value on a discard (``ron``) and by self-draw (``tsumo``); None where the
    situation rules that way out (robbing a kong by self-draw, say)."""

    tile: int
    ron: ValueCell | None
    tsumo: ValueCell | None


@dataclass(frozen=True, slots=True)
class ScoringErrorView:
    """A situation that cannot be scored: the scoring error's code and parameters, the
    English message and its phrase (the view words it in the learner's language)."""

    code: str
    params: tuple[tuple[str, object], ...]
    english: str
    phrase: Phrase


@dataclass(frozen=True, slots=True)
class ScoringView:
    """What the results add under the mcr and riichi rules: the score of a complete hand, or
    why it cannot be scored, or each wait's value for a ready hand."""

    rules: ScoreKind
    score: ScoreView | None = None
    error: ScoringErrorView | None = None
    wait_values: tuple[WaitValueView, ...] = ()


# --- the scoring quiz --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FanChoice:
    """One of the 81 fans as the checklist offers it: number, names, points and the most times
    it can count."""

    fan_id: int
    zh: str
    en: str
    points: int
    most: int = 1


@dataclass(frozen=True, slots=True)
class ScoringPartView:
    """The scoring part of a scoring quiz question (the quiz's snapshot holds it beside the
    hand): its rules, the situation of the win (the winning tile set), the score that is the
    answer (shown once answered), the fans left out and the fan leaving each out (MCR), the
    catalogue of fans to tick (MCR), the hand's declared melds, the groups of the arrangement
    that scores (empty when it is not known) and where the winning tile sits in them as the
    score counts it."""

    rules: ScoreKind
    situation: SituationState
    score: ScoreView
    excluded: tuple[tuple[int, int], ...] = ()
    catalogue: tuple[FanChoice, ...] = ()
    melds: tuple[tuple[int, ...], ...] = ()  # the tiles of the hand's declared melds
    meld_kinds: tuple[str, ...] = ()  # their kinds ("chow", "pung", "kong", "concealed-kong")
    groups: tuple[tuple[int, ...], ...] = ()  # the arrangement that scores, melds last
    lit: tuple[int, int] = (-1, -1)  # (group, position) of the winning tile as it scores


@dataclass(frozen=True, slots=True)
class ScoringMarks:
    """The marks of a graded scoring answer: each fan that counts or was ticked as (fan id,
    times it counts, times ticked, mark key), and each number as (name, the hand's, the
    learner's, mark key); marks are "right", "missed", "extra" and "wrong"."""

    fans: tuple[tuple[int, int, int, str], ...] = ()
    values: tuple[tuple[str, int, int, str], ...] = ()
