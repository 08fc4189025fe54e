"""The waits quiz: "what does this ready hand wait on?" The learner selects every wait tile.

Levels: 1 mixed suits, 1–2 waits; 2 a one-suit block, 3–5 waits; 3 full one-suit hands; 4 one
suit, 5 or more waits (nine-gates shapes among them). The hands are dealt by
:mod:`..waits_deal`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...core import (
    Decomposition,
    Hand,
    Report,
    Rules,
    WaitKind,
    WaitReading,
    analyze,
    decompositions,
    format_tiles,
    wait_readings,
)
from ...core.tiles import parse_tiles, tile_str
from ...words.marks import QT_TRANSLATE_NOOP
from ..answers import McrAnswer, RiichiAnswer, ScoringAnswer
from ..deal import MAX_TRIES, redden
from ..errors import QuizError
from ..levels import Level, QuizKind
from ..waits_deal import WAIT_BUILDERS
from .base import analyzed, answer_tiles

LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.WAITS,
        1,
        QT_TRANSLATE_NOOP("Quiz", "Mixed suits"),
        QT_TRANSLATE_NOOP("Quiz", "Mixed-suit ready hands with one or two winning tiles."),
    ),
    Level(
        QuizKind.WAITS,
        2,
        QT_TRANSLATE_NOOP("Quiz", "One-suit block"),
        QT_TRANSLATE_NOOP(
            "Quiz", "A one-suit block inside a mixed hand: three to five waits, all in that suit."
        ),
    ),
    Level(
        QuizKind.WAITS,
        3,
        QT_TRANSLATE_NOOP("Quiz", "Full flush"),
        QT_TRANSLATE_NOOP(
            "Quiz", "Full one-suit (清一色) 13-tile ready hands, any number of waits."
        ),
    ),
    Level(
        QuizKind.WAITS,
        4,
        QT_TRANSLATE_NOOP("Quiz", "Many-sided waits"),
        QT_TRANSLATE_NOOP(
            "Quiz", "One-suit hands with five or more waits, nine-gates shapes among them."
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class WaitExplanation:
    """One wait: copies left, the wait kinds, every decomposition of the hand it completes, and
    every reading of it (the core's: kind, group and position of the winning tile)."""

    tile: int
    remaining: int
    kinds: tuple[WaitKind, ...]
    decompositions: tuple[Decomposition, ...]
    readings: tuple[WaitReading, ...]


@dataclass(frozen=True, slots=True)
class WaitsGrade:
    """The verdict on a waits answer: ``given`` the tiles selected, ``right`` the waits among
    them, ``missed`` the waits not selected, ``extra`` the selected tiles that are no wait."""

    correct: bool
    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    kind: ClassVar[QuizKind] = QuizKind.WAITS

    def given_text(self) -> str:
        """The answer as the progress store keeps it: the tiles in mpsz (``""`` for none)."""
        return format_tiles(self.given)


@dataclass(frozen=True, slots=True)
class WaitsQuestion:
    """A ready 3n+1 hand and its waits: ``answer`` is the sorted wait tiles, exactly the
    waits of ``report`` (``analyze(hand, rules)``); ``seed`` regenerates the question with
    :func:`~mjtrainer.quiz.generate`."""

    level: int
    seed: int
    rules: str
    hand: Hand
    answer: tuple[int, ...]
    report: Report
    kind: ClassVar[QuizKind] = QuizKind.WAITS

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --json``."""
        return {
            "kind": self.kind.value,
            "level": self.level,
            "rules": self.rules,
            "hand": str(self.hand),
            "answer": [tile_str(t) for t in self.answer],
        }

    def grade(self, answer: Iterable[int] | ScoringAnswer) -> WaitsGrade:
        """Grade a set of tiles (order and repeats do not matter; empty is allowed and
        wrong)."""
        if isinstance(answer, McrAnswer | RiichiAnswer):
            raise QuizError("answer-not-tiles", kind=self.kind.value)
        given = answer_tiles(answer)
        want = set(self.answer)
        got = set(given)
        return WaitsGrade(
            got == want,
            given,
            right=tuple(sorted(got & want)),
            missed=tuple(sorted(want - got)),
            extra=tuple(sorted(got - want)),
        )

    def time_up(self, given: Iterable[int] | ScoringAnswer | None = None) -> WaitsGrade:
        """Time ran out: the tiles selected by then are marked, and the question is missed."""
        return replace(self.grade(() if given is None else given), correct=False)

    def explain(self) -> tuple[WaitExplanation, ...]:
        """For each wait, the complete hand's decompositions and the wait's readings."""
        rules = self.report.rules
        hand = self.hand
        return tuple(
            WaitExplanation(
                w.tile,
                w.remaining,
                w.kinds,
                decompositions(hand.add(w.tile), rules),
                wait_readings(hand, w.tile, rules),
            )
            for w in self.report.waits
        )


class WaitsSpec:
    """The waits quiz in the registry."""

    kind = QuizKind.WAITS
    levels = LEVELS
    #: Why the quiz is asked under other rules than the ones chosen ("{rules}": those).
    rules_note = ""

    def rules_for(self, rules: Rules) -> Rules:
        """Any rules: the ones chosen."""
        return rules

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> WaitsQuestion:
        """A ready hand dealt by the level's builder, with at least one live wait; under
        rules with red fives, its fives red as a real wall deals them."""
        build = WAIT_BUILDERS[level]
        for _ in range(MAX_TRIES):
            found = build(rng, rules)
            if found is not None:
                hand, report = found
                red = redden(hand, rules)  # its fives red as a wall deals them; same waits
                if red != hand:
                    hand, report = red, analyze(red, rules)
                answer = tuple(w.tile for w in report.waits)
                return WaitsQuestion(level, seed, rules.name, hand, answer, report)
        raise RuntimeError(f"no {self.kind.value} level {level} question found for seed {seed}")

    def pose(self, level: int, hand: Hand, rules: Rules, seed: int, turn: int) -> WaitsQuestion:
        """The question of a ready 13-tile hand (:class:`QuizError` otherwise)."""
        report = analyzed(hand, rules)
        if hand.size % 3 != 1 or report.shanten != 0:
            raise QuizError("not-ready", hand=str(hand))
        answer = tuple(w.tile for w in report.waits)
        return WaitsQuestion(level, seed, rules.name, hand, answer, report)

    def read_answer(self, text: str, rules: str) -> tuple[int, ...]:
        """The tiles of a stored answer (mpsz)."""
        return tuple(parse_tiles(text))


SPEC = WaitsSpec()
