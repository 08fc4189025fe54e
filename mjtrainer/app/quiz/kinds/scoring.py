"""The scoring kind: tick the fans, or type han and fu. Its sentences depend on its rules and
are said by the page's scoring part (:mod:`~mjtrainer.app.quiz.scoring_views`)."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared.viewmodel import GradeView, QuestionView
from .base import AnswerInput, ExplanationPart, KindView


class Scoring(KindView):
    kind = QuizKind.SCORING
    input = AnswerInput.SCORE
    explanation = ExplanationPart.SCORING

    def prompt(self, q: QuestionView) -> str:
        return ""

    def verdict(self, q: QuestionView, g: GradeView) -> str:
        return ""

    def legend(self, q: QuestionView) -> tuple[tuple[str, str], ...]:
        return ()

    def summary(self, q: QuestionView, g: GradeView) -> tuple[str, str]:
        return "", ""
