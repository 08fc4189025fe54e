"""The defence kind: click the safest tile against the riichi; the danger table explains it."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ...shared.viewmodel import GradeView, QuestionView
from ..wording import defence_summary, defence_verdict
from .base import AnswerInput, ExplanationPart, KindView, translate


class Defence(KindView):
    kind = QuizKind.DEFENCE
    input = AnswerInput.HAND_TILE
    explanation = ExplanationPart.DANGER_TABLE

    def prompt(self, q: QuestionView) -> str:
        return translate(
            "QuizPage", "An opponent declared riichi. Which tile is safest? Click it in the hand."
        )

    def verdict(self, q: QuestionView, g: GradeView) -> str:
        verdict = defence_verdict(q, g)
        if g.correct:
            return verdict
        return verdict or translate("QuizPage", "Not the safest.")

    def legend(self, q: QuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your throw, among the safest")),
            (MARK_EXTRA, translate("QuizPage", "your throw")),
            (MARK_BEST, translate("QuizPage", "the safest tile")),
        )

    def summary(self, q: QuestionView, g: GradeView) -> tuple[str, str]:
        caption = translate(
            "QuizPage",
            "Every tile of the hand, the safest first: its category against each "
            "riichi and its chance to deal in at turn {turn}, from published deal-in "
            "rates by tile class and turn (approximate). Then the riichi hands as they "
            "really were.",
        ).format(turn=q.turn)
        return defence_summary(q, g), caption
