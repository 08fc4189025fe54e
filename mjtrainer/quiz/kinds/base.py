"""The small checks the quiz kinds share, and the answer as the store reads it back.

A kind is one module of this package: its level catalogue, its question and grade values (a
question grades, explains and serialises itself), and a spec object that deals a question from
a seed, poses one for a given hand (a stored question brought back) and reads a stored answer
back. The registry (:mod:`mjtrainer.quiz.kinds`) holds one spec a kind and says what a spec
provides (:class:`~mjtrainer.quiz.kinds.KindSpec`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from ...core import Hand, HandError, Report, Rules, analyze
from ...core.tiles import NUM_KINDS
from ..answers import ChoiceAnswer, ScoringAnswer
from ..errors import QuizError
from ..levels import QuizKind

#: An answer as the store reads it back: tiles (waits, discard), a scoring answer or a choice
#: (riichi or dama, call or pass).
Answer = tuple[int, ...] | ScoringAnswer | ChoiceAnswer


def check_seed(seed: object) -> None:
    """:class:`QuizError` unless ``seed`` is a whole number 0 or more."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise QuizError("bad-seed", seed=repr(seed))


class _Dealt(Protocol):
    @property
    def hand(self) -> Hand: ...


_Q = TypeVar("_Q", bound=_Dealt)


def dealt_again(
    generate: Callable[[int, int, Rules, random.Random], _Q],
    level: int,
    hand: Hand,
    rules: Rules,
    seed: int,
) -> _Q:
    """A question whose hand alone does not say its table (a defence or push/fold one), dealt
    again from ``seed`` by ``generate``; :class:`QuizError` when the seed no longer deals
    ``hand``."""
    check_seed(seed)
    q = generate(level, seed, rules, random.Random(seed))
    if q.hand != hand:
        raise QuizError("defence-rebuild", level=level, seed=seed, got=str(q.hand), hand=str(hand))
    return q


def analyzed(hand: Hand, rules: Rules) -> Report:
    """``analyze(hand, rules)``, its :class:`HandError` as a :class:`QuizError`."""
    try:
        return analyze(hand, rules)
    except HandError as e:
        raise QuizError("bad-hand", hand=str(hand), error=e) from None


def answer_tiles(answer: Iterable[int]) -> tuple[int, ...]:
    """The tiles of a tile answer, sorted, each once; :class:`QuizError` for a non-tile."""
    out = set()
    for t in answer:
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < NUM_KINDS:
            raise QuizError("answer-tile", value=repr(t))
        out.add(t)
    return tuple(sorted(out))


def choice_word(answer: object, choices: Iterable[str], kind: QuizKind) -> str:
    """The word of a :class:`~..answers.ChoiceAnswer`, spaces tidied and lower-cased, one of
    ``choices``; :class:`QuizError` for another answer or word."""
    options = tuple(choices)
    if not isinstance(answer, ChoiceAnswer):
        raise QuizError("answer-not-choice", kind=kind.value, choices=", ".join(options))
    word = " ".join(answer.choice.split()).lower()
    if word not in options:
        raise QuizError("choice-unknown", choice=answer.choice[:40], choices=", ".join(options))
    return word
