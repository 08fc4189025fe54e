"""The quiz page's presenters: a question or a grade of any kind turned into the view's
snapshot, by the kind's own presenter (:mod:`..shared.presenters`,
:mod:`..shared.score_presenters`). Qt-free: the jobs run them on the worker. A ``match`` over
the question and grade values ends in ``assert_never``, so mypy names a kind left out.
"""

from __future__ import annotations

from typing import assert_never

from ...quiz import (
    DiscardGrade,
    DiscardQuestion,
    Grade,
    Question,
    ScoringGrade,
    ScoringQuestion,
    WaitsGrade,
    WaitsQuestion,
)
from ..shared.presenters import (
    discard_grade_view,
    discard_question_view,
    waits_grade_view,
    waits_question_view,
)
from ..shared.score_presenters import scoring_grade_view, scoring_question_view
from ..shared.viewmodel import GradeView, QuestionView


def question_view(q: Question) -> QuestionView:
    """The view's picture of a question of any kind, explanation included (made on the
    worker)."""
    match q:
        case WaitsQuestion():
            return waits_question_view(q)
        case DiscardQuestion():
            return discard_question_view(q)
        case ScoringQuestion():
            return scoring_question_view(q)
        case _:
            assert_never(q)


def grade_view(g: Grade, timed_out: bool, time_ms: int) -> GradeView:
    """The verdict on an answer of any kind, with the time it took."""
    match g:
        case WaitsGrade():
            return waits_grade_view(g, timed_out, time_ms)
        case DiscardGrade():
            return discard_grade_view(g, timed_out, time_ms)
        case ScoringGrade():
            return scoring_grade_view(g, timed_out, time_ms)
        case _:
            assert_never(g)
