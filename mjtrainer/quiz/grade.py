"""Grading an answer: pure, ready to mark right, missed and wrong tiles on the tiles, and
right, missed and extra fans (or right and wrong han, fu and points) of a scoring answer."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum

from ..core import DiscardLookahead, DiscardOption, lookahead_leader
from ..core.tiles import NUM_KINDS
from ..scoring import Fan, McrScore, RiichiScore
from .answers import AnswerError, McrAnswer, RiichiAnswer, ScoringAnswer
from .errors import QuizError
from .generate import Question
from .levels import QuizKind


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
class Grade:
    """The verdict on one answer, ready to mark on the tiles (or on the fans).

    Waits quiz: ``right`` = waits selected, ``missed`` = waits not selected, ``extra`` =
    selected tiles that are no wait. Discard quiz: the chosen tile is in ``right`` when its
    chance to win is within the tolerance of the best (it is in the question's answer), else
    in ``extra`` with the right discards in ``missed``; ``chosen`` and ``best`` are the
    options compared (``best``: the first in the look-ahead order, the highest chance to
    win), ``chosen_lookahead`` and ``best_lookahead`` their look-ahead. Scoring quiz:
    ``answer`` is the learner's; ``fans``
    (MCR) marks every fan that counts or was given, in fan order; ``values`` marks the
    numbers: the total (MCR), or han, fu and, when given, the points (riichi). The tile
    fields are empty.
    """

    kind: QuizKind
    correct: bool
    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    chosen: DiscardOption | None = None
    best: DiscardOption | None = None
    answer: ScoringAnswer | None = None
    fans: tuple[FanMark, ...] = ()
    values: tuple[ValueMark, ...] = ()
    chosen_lookahead: DiscardLookahead | None = None
    best_lookahead: DiscardLookahead | None = None

    def fan_marks(self, mark: Mark) -> tuple[Fan, ...]:
        """Scoring quiz: the fans with ``mark``, in fan order."""
        return tuple(f.fan for f in self.fans if f.mark is mark)

    @property
    def tile_gap(self) -> int | None:
        """Discard quiz: effective tiles the best option has over the chosen one; negative
        when the chosen one keeps more tiles now but wins less often."""
        if self.chosen is None or self.best is None:
            return None
        return self.best.effective_count - self.chosen.effective_count

    @property
    def win_gap(self) -> float | None:
        """Discard quiz: how much more often the best option wins than the chosen one (0 to
        1; at most the tolerance when the choice is right). None when either was not
        searched (the chosen one leaves the hand further from ready)."""
        best, chosen = self.best_lookahead, self.chosen_lookahead
        if best is None or chosen is None or best.win_prob is None or chosen.win_prob is None:
            return None
        return best.win_prob - chosen.win_prob

    @property
    def shanten_gap(self) -> int | None:
        """Discard quiz: how much further from ready the chosen discard leaves the hand."""
        if self.chosen is None or self.best is None:
            return None
        return self.chosen.shanten - self.best.shanten


def _tiles(answer: Iterable[int]) -> tuple[int, ...]:
    out = set()
    for t in answer:
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < NUM_KINDS:
            raise QuizError("answer-tile", value=repr(t))
        out.add(t)
    return tuple(sorted(out))


def grade(question: Question, answer: Iterable[int] | ScoringAnswer) -> Grade:
    """Grade an answer: a set of tiles for the waits quiz (order and repeats do not matter;
    empty is allowed and wrong), exactly one tile of the hand for the discard quiz, an
    :class:`~.answers.McrAnswer` or a :class:`~.answers.RiichiAnswer` for the scoring quiz
    under those rules (:class:`QuizError` otherwise)."""
    if question.kind is QuizKind.SCORING:
        return _grade_scoring(question, answer)
    if isinstance(answer, McrAnswer | RiichiAnswer):
        raise QuizError("answer-not-tiles", kind=question.kind.value)
    given = _tiles(answer)
    if question.kind is QuizKind.WAITS:
        want = set(question.answer)
        got = set(given)
        return Grade(
            question.kind,
            got == want,
            given,
            right=tuple(sorted(got & want)),
            missed=tuple(sorted(want - got)),
            extra=tuple(sorted(got - want)),
        )
    if len(given) != 1:
        raise QuizError("discard-one", count=len(given))
    tile = given[0]
    options = question.report.discards
    chosen = next((o for o in options if o.discard == tile), None)
    if chosen is None:
        raise QuizError("discard-not-in-hand", tile=tile, hand=str(question.hand))
    ahead = question.lookahead
    best, leader = _best(question)
    ok = tile in question.answer
    return Grade(
        question.kind,
        ok,
        given,
        right=given if ok else (),
        missed=() if ok else question.answer,
        extra=() if ok else given,
        chosen=chosen,
        best=best,
        chosen_lookahead=next((a for a in ahead if a.discard == tile), None),
        best_lookahead=leader,
    )


def _best(question: Question) -> tuple[DiscardOption, DiscardLookahead | None]:
    """A discard question's best option and its look-ahead: the first in the look-ahead order
    (the highest chance to win), or the first by effective tiles when nothing was searched."""
    options = question.report.discards
    leader = lookahead_leader(question.lookahead)
    if leader is None:
        return options[0], None
    return next(o for o in options if o.discard == leader.discard), leader


def time_up(question: Question, given: Iterable[int] | ScoringAnswer | None = None) -> Grade:
    """The grade of a question whose time ran out: what was given by then is marked, and the
    question counts as missed.

    Waits: the tiles selected (``given``). Discard: nothing was thrown, so the best discards
    are missed; ``best`` and ``best_lookahead`` are the discard that wins most often, as for
    an answer. Scoring: the fans ticked (an :class:`~.answers.McrAnswer`; None is no fan) or
    the han and fu typed (a :class:`~.answers.RiichiAnswer`; None when not both were given:
    then no number is marked).
    """
    if question.kind is QuizKind.DISCARD:
        best, leader = _best(question)
        return Grade(
            question.kind,
            False,
            (),
            right=(),
            missed=question.answer,
            extra=(),
            chosen=None,
            best=best,
            best_lookahead=leader,
        )
    if question.kind is QuizKind.SCORING:
        if given is None and isinstance(question.score, RiichiScore):
            return Grade(question.kind, False, (), (), (), ())
        if given is None:
            given = McrAnswer()
    elif given is None:
        given = ()
    return replace(grade(question, given), correct=False)


def _grade_scoring(question: Question, answer: object) -> Grade:
    s = question.score
    assert s is not None
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
        return _scoring_grade(question, ok, answer, marks, values)
    assert isinstance(s, RiichiScore)
    if not isinstance(answer, RiichiAnswer):
        raise AnswerError(
            "answer-kind", rules="riichi", expected="han and fu (RiichiAnswer)", got=_kind(answer)
        )
    values = (ValueMark("han", s.han, answer.han), ValueMark("fu", s.fu, answer.fu))
    if answer.points is not None:
        want = 0 if s.points is None else s.points.total
        values += (ValueMark("points", want, answer.points),)
    ok = all(v.mark is Mark.RIGHT for v in values)
    return _scoring_grade(question, ok, answer, (), values)


def _fan_id(fan: Fan) -> int:
    return fan.id


def _kind(answer: object) -> str:
    return type(answer).__name__


def _scoring_grade(
    question: Question,
    ok: bool,
    answer: ScoringAnswer,
    fans: tuple[FanMark, ...],
    values: tuple[ValueMark, ...],
) -> Grade:
    return Grade(question.kind, ok, (), (), (), (), answer=answer, fans=fans, values=values)
