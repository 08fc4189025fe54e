"""The registry of quiz kinds: one spec a kind, one module a spec.

=========  ======================  ==========================================================
kind       module                  the question
=========  ======================  ==========================================================
waits      :mod:`.waits`           which tiles does this ready hand wait on?
discard    :mod:`.discard`         which tile do you discard (by the chance to win)?
scoring    :mod:`.scoring`         what is this winning hand worth (MCR fans, riichi han/fu)?
defence    :mod:`.defence`         which tile is safest against the riichi (deal-in chance)?
pushfold   :mod:`.pushfold`        push which tile, or fold, against a riichi (round EV)?
riichi     :mod:`.riichi`          this discard leaves the hand ready: riichi or dama (round EV)?
call       :mod:`.call`            another player's tile: pass, or call it (round EV)?
=========  ======================  ==========================================================

A kind's module holds its level catalogue, its question value (which grades, explains and
serialises itself), its grade value and its spec (:class:`KindSpec`: deal from a seed,
pose a given hand again, read a stored answer back). Adding a kind is: its module, its member
of :class:`~..levels.QuizKind`, a case in :func:`spec_of` and the unions below; mypy then
points at every ``match`` over the kinds that has no case for it (each ends in
``assert_never``), here and in the command line and the app.
"""

from __future__ import annotations

import random
from typing import Protocol, assert_never

from ...core import Hand, Rules
from ..errors import QuizError
from ..levels import Level, QuizKind, quiz_kind
from . import call, defence, discard, pushfold, riichi, scoring, waits
from .base import Answer
from .call import CallGrade, CallQuestion, CallRow
from .defence import DefenceGrade, DefenceQuestion, RiichiHand
from .discard import DiscardExplanation, DiscardGrade, DiscardQuestion, DiscardRow
from .pushfold import PushFoldChoice, PushFoldGrade, PushFoldQuestion
from .riichi import DeclareRow, RiichiDamaGrade, RiichiDamaQuestion
from .scoring import FanMark, Mark, ScoringExplanation, ScoringGrade, ScoringQuestion, ValueMark
from .waits import WaitExplanation, WaitsGrade, WaitsQuestion

#: A question of any kind.
Question = (
    WaitsQuestion
    | DiscardQuestion
    | ScoringQuestion
    | DefenceQuestion
    | PushFoldQuestion
    | RiichiDamaQuestion
    | CallQuestion
)
#: The grade of an answer to a question of any kind.
Grade = (
    WaitsGrade
    | DiscardGrade
    | ScoringGrade
    | DefenceGrade
    | PushFoldGrade
    | RiichiDamaGrade
    | CallGrade
)


class KindSpec(Protocol):
    """One quiz kind: its levels, and how its questions are dealt, posed again and answered."""

    @property
    def kind(self) -> QuizKind:
        """The kind served."""
        ...

    @property
    def levels(self) -> tuple[Level, ...]:
        """The kind's levels, easiest first."""
        ...

    def rules_for(self, rules: Rules) -> Rules:
        """The rules the kind's questions are asked under when ``rules`` are chosen."""
        ...

    @property
    def rules_note(self) -> str:
        """Why :meth:`rules_for` may differ from the rules chosen (English, marked for the
        catalogues in context "Terminal"; ``{rules}`` the chosen rules' name)."""
        ...

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> Question:
        """The question of (level, seed, rules); ``rng`` is ``random.Random(seed)``."""
        ...

    def pose(self, level: int, hand: Hand, rules: Rules, seed: int, turn: int) -> Question:
        """The question for a given hand (a stored one brought back for review)."""
        ...

    def read_answer(self, text: str, rules: str) -> Answer:
        """An answer from its stored text (the progress store's ``given`` column)."""
        ...


def spec_of(kind: QuizKind) -> KindSpec:
    """The spec of ``kind``."""
    match kind:
        case QuizKind.WAITS:
            return waits.SPEC
        case QuizKind.DISCARD:
            return discard.SPEC
        case QuizKind.SCORING:
            return scoring.SPEC
        case QuizKind.DEFENCE:
            return defence.SPEC
        case QuizKind.PUSHFOLD:
            return pushfold.SPEC
        case QuizKind.RIICHI:
            return riichi.SPEC
        case QuizKind.CALL:
            return call.SPEC
        case _:
            assert_never(kind)


#: Every kind's spec, in the enum's order.
KINDS: dict[QuizKind, KindSpec] = {k: spec_of(k) for k in QuizKind}
#: Every level of every kind: the kinds in the enum's order, each kind's easiest first.
LEVELS: tuple[Level, ...] = tuple(lv for spec in KINDS.values() for lv in spec.levels)


def levels(kind: QuizKind | str) -> tuple[Level, ...]:
    """The levels of one quiz kind, easiest first."""
    return KINDS[quiz_kind(kind)].levels


def level_info(kind: QuizKind | str, number: int) -> Level:
    """The :class:`Level` for ``kind`` and ``number``; :class:`QuizError` if there is none."""
    k = quiz_kind(kind)
    for lv in KINDS[k].levels:
        if lv.number == number:
            return lv
    top = max(lv.number for lv in KINDS[k].levels)
    raise QuizError("no-level", number=number, kind=k.value, top=top)


__all__ = [
    "KINDS",
    "LEVELS",
    "Answer",
    "CallGrade",
    "CallQuestion",
    "CallRow",
    "DeclareRow",
    "DefenceGrade",
    "DefenceQuestion",
    "DiscardExplanation",
    "DiscardGrade",
    "DiscardQuestion",
    "DiscardRow",
    "FanMark",
    "Grade",
    "KindSpec",
    "Mark",
    "PushFoldChoice",
    "PushFoldGrade",
    "PushFoldQuestion",
    "Question",
    "RiichiDamaGrade",
    "RiichiDamaQuestion",
    "RiichiHand",
    "ScoringExplanation",
    "ScoringGrade",
    "ScoringQuestion",
    "ValueMark",
    "WaitExplanation",
    "WaitsGrade",
    "WaitsQuestion",
    "level_info",
    "levels",
    "spec_of",
]
