"""The scoring quiz: "what is this hand worth?" Under MCR the learner counts the fans, under
riichi han and fu (and the points if they like); the grade marks each fan or number.

A question is scored under ``mcr`` or ``riichi`` (the general rules value no win: they are read
as ``mcr``, :func:`~..levels.scoring_rules`). The hands and the situations of their wins are
dealt by :mod:`..scoring_deal`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from ...core import Hand, Report, Rules, analyze
from ...scoring import Exclusion, Fan, McrScore, RiichiScore, Score, Situation, exclusions
from ...words.marks import QT_TRANSLATE_NOOP
from ..answers import AnswerError, McrAnswer, RiichiAnswer, ScoringAnswer, parse_answer
from ..deal import MAX_TRIES
from ..errors import QuizError
from ..levels import Level, QuizKind, scoring_rules
from ..scoring_deal import deal
from .base import check_seed

LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.SCORING,
        1,
        QT_TRANSLATE_NOOP("Quiz", "One big fan or yaku"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "One fan (MCR) or yaku (riichi) brings more than half the value. "
            "Under the general rules the scoring quiz uses MCR.",
        ),
    ),
    Level(
        QuizKind.SCORING,
        2,
        QT_TRANSLATE_NOOP("Quiz", "Common combinations"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "Several fans or yaku, none bringing half the value. "
            "Under the general rules the scoring quiz uses MCR.",
        ),
    ),
    Level(
        QuizKind.SCORING,
        3,
        QT_TRANSLATE_NOOP("Quiz", "Exclusions and fu"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "MCR: a big fan implies a smaller one the hand shows, which is not counted. "
            "Riichi: count the fu (40 or more, no limit hand). "
            "Under the general rules the scoring quiz uses MCR.",
        ),
    ),
)


class Mark(Enum):
    """How one item of a scoring answer fares."""

    RIGHT = "right"  # given as it should be
    MISSED = "missed"  # a fan not given, or counted fewer times than it counts
    EXTRA = "extra"  # a fan that does not count, or counted more times than it does
    WRONG = "wrong"  # a number (han, fu, points, total) that is not the hand's


@dataclass(frozen=True, slots=True)
class FanMark:
    """One fan of an MCR answer or of the hand's score: how many times it counts (``want``)
    and how many times the learner counted it (``got``)."""

    fan: Fan
    want: int
    got: int

    @property
    def mark(self) -> Mark:
        """Right when the counts agree, missed when the learner counted it fewer times (or
        not at all), extra when more (or when it does not count)."""
        if self.got == self.want:
            return Mark.RIGHT
        return Mark.MISSED if self.got < self.want else Mark.EXTRA


@dataclass(frozen=True, slots=True)
class ValueMark:
    """One number of a scoring answer: ``name`` is ``"total"`` (MCR points), ``"han"``,
    ``"fu"`` or ``"points"`` (riichi), ``want`` the hand's and ``got`` the learner's."""

    name: str
    want: int
    got: int

    @property
    def mark(self) -> Mark:
        """Right or wrong."""
        return Mark.RIGHT if self.got == self.want else Mark.WRONG


@dataclass(frozen=True, slots=True)
class ScoringGrade:
    """The verdict on a scoring answer: ``answer`` is the learner's (None when time ran out
    before han and fu were both given); ``fans`` (MCR) marks every fan that counts or was
    given, in fan order; ``values`` marks the numbers: the total (MCR), or han, fu and, when
    given, the points (riichi)."""

    correct: bool
    answer: ScoringAnswer | None
    fans: tuple[FanMark, ...] = ()
    values: tuple[ValueMark, ...] = ()
    kind: ClassVar[QuizKind] = QuizKind.SCORING

    def given_text(self) -> str:
        """The answer as the progress store keeps it (:meth:`McrAnswer.to_text`,
        :meth:`RiichiAnswer.to_text`; ``""`` for none)."""
        return "" if self.answer is None else self.answer.to_text()

    def fan_marks(self, mark: Mark) -> tuple[Fan, ...]:
        """The fans with ``mark``, in fan order."""
        return tuple(f.fan for f in self.fans if f.mark is mark)


@dataclass(frozen=True, slots=True)
class ScoringExplanation:
    """Why a scoring question's hand is worth what it is: its ``score`` (MCR: the fans with
    points and counts and the arrangement that scores them; riichi: the yaku with han, the fu
    breakdown ``fu_details``, the limit and the payment) and, under MCR, the fans the hand
    shows that are not counted, each with the fan that implies it (``excluded``)."""

    score: Score
    excluded: tuple[Exclusion, ...]


@dataclass(frozen=True, slots=True)
class ScoringQuestion:
    """A complete hand and how it won. ``score`` is exactly ``scoring.score(hand, rules,
    situation)``: the answer (:meth:`expected_answer` is that answer as the learner would give
    it). ``rules`` is ``mcr`` or ``riichi``; ``report`` is ``analyze(hand, rules)``; ``seed``
    regenerates the question (the hand alone does not say how it won)."""

    level: int
    seed: int
    rules: str
    hand: Hand
    report: Report
    situation: Situation
    score: Score
    kind: ClassVar[QuizKind] = QuizKind.SCORING

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --json``: the question with its seed and
        situation; ``answer`` is the score's JSON (that of ``mjtrainer score``) and
        ``answer_text`` the answer in the form the quiz reads and stores."""
        return {
            "kind": self.kind.value,
            "level": self.level,
            "seed": self.seed,
            "rules": self.rules,
            "hand": str(self.hand),
            "situation": self.situation.to_dict(),
            "answer": self.score.to_dict(),
            "answer_text": self.expected_answer().to_text(),
        }

    def expected_answer(self) -> ScoringAnswer:
        """The right answer as the learner gives it (the fans and their counts, or han, fu
        and points)."""
        if isinstance(self.score, McrScore):
            return McrAnswer.of_score(self.score)
        return RiichiAnswer.of_score(self.score)

    def grade(self, answer: object) -> ScoringGrade:
        """Grade an :class:`~..answers.McrAnswer` or a :class:`~..answers.RiichiAnswer`
        under those rules (:class:`~..answers.AnswerError` otherwise)."""
        s = self.score
        if isinstance(s, McrScore):
            if not isinstance(answer, McrAnswer):
                raise AnswerError(
                    "answer-kind", rules="mcr", expected="the fans (McrAnswer)", got=_kind(answer)
                )
            fans = {f.fan: f.count for f in s.fans}
            for fan, _ in answer.fans:
                fans.setdefault(fan, 0)
            marks = tuple(
                FanMark(fan, fans[fan], answer.count(fan)) for fan in sorted(fans, key=_fan_id)
            )
            values: tuple[ValueMark, ...] = (ValueMark("total", s.total, answer.total),)
            ok = all(m.mark is Mark.RIGHT for m in marks)
            return ScoringGrade(ok, answer, marks, values)
        assert isinstance(s, RiichiScore)
        if not isinstance(answer, RiichiAnswer):
            raise AnswerError(
                "answer-kind",
                rules="riichi",
                expected="han and fu (RiichiAnswer)",
                got=_kind(answer),
            )
        values = (ValueMark("han", s.han, answer.han), ValueMark("fu", s.fu, answer.fu))
        if answer.points is not None:
            want = 0 if s.points is None else s.points.total
            values += (ValueMark("points", want, answer.points),)
        ok = all(v.mark is Mark.RIGHT for v in values)
        return ScoringGrade(ok, answer, (), values)

    def time_up(self, given: object = None) -> ScoringGrade:
        """Time ran out: the fans ticked (an :class:`~..answers.McrAnswer`; None is no fan)
        or the han and fu typed (a :class:`~..answers.RiichiAnswer`; None when not both were
        given: then no number is marked) are marked, and the question is missed."""
        if given is None and isinstance(self.score, RiichiScore):
            return ScoringGrade(False, None)
        g = self.grade(McrAnswer() if given is None else given)
        return ScoringGrade(False, g.answer, g.fans, g.values)

    def explain(self) -> ScoringExplanation:
        """The score and, under MCR, the fans left out."""
        s = self.score
        return ScoringExplanation(s, exclusions(s) if isinstance(s, McrScore) else ())


def _fan_id(fan: Fan) -> int:
    return fan.id


def _kind(answer: object) -> str:
    return type(answer).__name__


class ScoringSpec:
    """The scoring quiz in the registry."""

    kind = QuizKind.SCORING
    levels = LEVELS
    #: Why the quiz is asked under other rules than the ones chosen ("{rules}": those).
    rules_note = QT_TRANSLATE_NOOP("Terminal", "as the {rules} rules value no win")

    def rules_for(self, rules: Rules) -> Rules:
        """``mcr`` or ``riichi``: :func:`~..levels.scoring_rules`."""
        return scoring_rules(rules)

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> ScoringQuestion:
        """A complete hand and its situation dealt for the level, under
        :func:`~..levels.scoring_rules` of ``rules``."""
        scored = self.rules_for(rules)
        for _ in range(MAX_TRIES):
            found = deal(rng, scored, level)
            if found is not None:
                hand, situation, s = found
                return ScoringQuestion(
                    level, seed, scored.name, hand, analyze(hand, scored), situation, s
                )
        raise RuntimeError(f"no scoring level {level} question found for seed {seed}")  # a bug

    def pose(self, level: int, hand: Hand, rules: Rules, seed: int, turn: int) -> ScoringQuestion:
        """The hand does not say how it won: the question is regenerated from ``seed``, and
        :class:`QuizError` says so when the seed no longer gives this hand."""
        check_seed(seed)
        q = self.generate(level, seed, rules, random.Random(seed))
        if q.hand != hand:
            raise QuizError(
                "scoring-rebuild",
                level=level,
                seed=seed,
                rules=q.rules,
                got=str(q.hand),
                hand=str(hand),
            )
        return q

    def read_answer(self, text: str, rules: str) -> ScoringAnswer:
        """The fans (MCR) or han and fu (riichi) of a stored answer."""
        return parse_answer(text, rules)


SPEC = ScoringSpec()
