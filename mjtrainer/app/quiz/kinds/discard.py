"""The discard kind: click the tile to throw; the trainer's discard table explains it."""

from __future__ import annotations

from ....core.kinds import LAST_DRAW
from ....quiz.levels import QuizKind
from ...shared.discards import contrast_sentence
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ...shared.viewmodel import GradeView, QuestionView
from ..wording import discard_comparison, discard_verdict
from .base import AnswerInput, ExplanationPart, KindView, right_or_not, translate


class Discard(KindView):
    kind = QuizKind.DISCARD
    input = AnswerInput.HAND_TILE
    explanation = ExplanationPart.DISCARD_TABLE

    def prompt(self, q: QuestionView) -> str:
        return translate("QuizPage", "Which tile do you discard? Click it in the hand.")

    def verdict(self, q: QuestionView, g: GradeView) -> str:
        return right_or_not(g) + " " + discard_verdict(q, g)

    def legend(self, q: QuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your discard, among the best")),
            (MARK_EXTRA, translate("QuizPage", "your discard")),
            (MARK_BEST, translate("QuizPage", "the best discard")),
        )

    def summary(self, q: QuestionView, g: GradeView) -> tuple[str, str]:
        text = discard_comparison(q, g)
        if q.contrast is not None:
            text += "\n" + contrast_sentence(q.contrast)
        caption = translate(
            "QuizPage",
            "Every discard, the best chance to win first: how far from ready it leaves "
            "the hand, the tiles that would then help, and the chances to be ready and "
            "to win by the last draw, from turn {turn} ({n} draws left; one player, no "
            "calls).",
        ).format(turn=q.turn, n=LAST_DRAW - q.turn)
        return text, caption
