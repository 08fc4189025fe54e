"""Grading an answer: pure, ready to mark right, missed and wrong tiles on the tiles, and
right, missed and extra fans (or right and wrong han, fu and points) of a scoring answer.
Each kind's question grades itself (:mod:`.kinds`); these are the entry points."""

from __future__ import annotations

from collections.abc import Iterable

from .answers import ChoiceAnswer, ScoringAnswer
from .errors import QuizError
from .kinds import CallQuestion, Grade, Question, RiichiDamaQuestion


def grade(question: Question, answer: Iterable[int] | ScoringAnswer | ChoiceAnswer) -> Grade:
    """Grade an answer: a set of tiles for the waits quiz (order and repeats do not matter;
    empty is allowed and wrong), exactly one tile of the hand for the discard quiz, an
    :class:`~.answers.McrAnswer` or a :class:`~.answers.RiichiAnswer` for the scoring quiz
    under those rules, a :class:`~.answers.ChoiceAnswer` for the riichi-or-dama and
    call-or-pass quizzes (:class:`~.errors.QuizError` otherwise)."""
    if isinstance(question, RiichiDamaQuestion | CallQuestion):
        return question.grade(answer)
    if isinstance(answer, ChoiceAnswer):
        raise QuizError("answer-not-tiles", kind=question.kind.value)
    return question.grade(answer)


def time_up(question: Question, given: Iterable[int] | ScoringAnswer | None = None) -> Grade:
    """The grade of a question whose time ran out: what was given by then is marked, and the
    question counts as missed.

    Waits: the tiles selected (``given``). Discard: nothing was thrown, so the best discards
    are missed; ``best`` and ``best_lookahead`` are the discard that wins most often, as for
    an answer. Scoring: the fans ticked (an :class:`~.answers.McrAnswer`; None is no fan) or
    the han and fu typed (a :class:`~.answers.RiichiAnswer`; None when not both were given:
    then no number is marked).
    """
    return question.time_up(given)
