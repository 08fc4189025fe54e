"""The push-or-fold kind: click the tile to push, or the safest to fold; graded by round EV."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ...shared.viewmodel import GradeView, QuestionView
from ..wording import pushfold_summary, pushfold_verdict
from .base import AnswerInput, ExplanationPart, KindView, right_or_not, translate


class PushFold(KindView):
    kind = QuizKind.PUSHFOLD
    input = AnswerInput.HAND_TILE
    explanation = ExplanationPart.EV_TABLE

    def prompt(self, q: QuestionView) -> str:
        return translate(
            "QuizPage",
            "An opponent declared riichi against your hand. Push: click the tile you "
            "would throw. Fold: click the safest tile.",
        )

    def verdict(self, q: QuestionView, g: GradeView) -> str:
        return right_or_not(g) + " " + pushfold_verdict(q, g)

    def legend(self, q: QuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your throw, among the best")),
            (MARK_EXTRA, translate("QuizPage", "your throw")),
            (MARK_BEST, translate("QuizPage", "the best by the round EV")),
        )

    def summary(self, q: QuestionView, g: GradeView) -> tuple[str, str]:
        caption = translate(
            "QuizPage",
            "Every throw, the best round EV first: its chance to win by the last draw "
            "from turn {turn}, its chance to deal in now and its round EV (the better "
            "of pushing on and folding after it).",
        ).format(turn=q.turn)
        return pushfold_summary(q), caption
