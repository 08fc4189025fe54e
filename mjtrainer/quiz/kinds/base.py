"""What every quiz kind's spec provides, and the small checks the kinds share.

A kind is one module of this package: its level catalogue, its question and grade values (a
question grades, explains and serialises itself), and a spec object that deals a question from
a seed, poses one for a given hand (a stored question brought back) and reads a stored answer
back. The registry (:mod:`mjtrainer.quiz.kinds`) holds one spec a kind.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from ...core import Hand, HandError, Report, Rules, analyze
from ...core.tiles import NUM_KINDS
from ..answers import ScoringAnswer
from ..levels import Level, QuizError, QuizKind

if TYPE_CHECKING:
    from . import Question

#: An answer as the store reads it back: tiles (waits, discard) or a scoring answer.
Answer = tuple[int, ...] | ScoringAnswer


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

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> Question:
        """The question of (level, seed, rules); ``rng`` is ``random.Random(seed)``."""
        ...

    def pose(self, level: int, hand: Hand, rules: Rules, seed: int, turn: int) -> Question:
        """The question for a given hand (a stored one brought back for review)."""
        ...

    def read_answer(self, text: str, rules: str) -> Answer:
        """An answer from its stored text (the progress store's ``given`` column)."""
        ...


def check_seed(seed: object) -> None:
    """:class:`QuizError` unless ``seed`` is a whole number 0 or more."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise QuizError(f"seed {seed!r}: a seed is a whole number 0 or more")


def analyzed(hand: Hand, rules: Rules) -> Report:
    """``analyze(hand, rules)``, its :class:`HandError` as a :class:`QuizError`."""
    try:
        return analyze(hand, rules)
    except HandError as e:
        raise QuizError(f"hand {hand}: {e}") from None


def answer_tiles(answer: Iterable[int]) -> tuple[int, ...]:
    """The tiles of a tile answer, sorted, each once; :class:`QuizError` for a non-tile."""
    out = set()
    for t in answer:
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < NUM_KINDS:
            raise QuizError(f"answer tile {t!r} is not a tile kind 0–33")
        out.add(t)
    return tuple(sorted(out))
