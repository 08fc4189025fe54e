"""The kinds answered by a choice: riichi or dama, and call or pass. Both click one of the
choices offered and are explained by the choices' rows; their captions differ."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ...shared.viewmodel import GradeView, QuestionView
from ..wording import choice_prompt, choice_rows, choice_verdict
from .base import AnswerInput, ExplanationPart, KindView, right_or_not, translate


class Choosing(KindView):
    """What the two choice kinds share."""

    input = AnswerInput.CHOICE
    explanation = ExplanationPart.CHOICE_ROWS

    def prompt(self, q: QuestionView) -> str:
        return choice_prompt(q)

    def verdict(self, q: QuestionView, g: GradeView) -> str:
        return (right_or_not(g) + " " + choice_verdict(q, g)).strip()

    def legend(self, q: QuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your choice, among the best")),
            (MARK_EXTRA, translate("QuizPage", "your choice")),
            (MARK_BEST, translate("QuizPage", "the best choice by the round EV")),
        )

    def summary(self, q: QuestionView, g: GradeView) -> tuple[str, str]:
        return choice_rows(q, g), self.caption(q)

    def caption(self, q: QuestionView) -> str:
        """The caption over the choices' rows."""
        raise NotImplementedError


class RiichiDama(Choosing):
    kind = QuizKind.RIICHI

    def caption(self, q: QuestionView) -> str:
        return translate(
            "QuizPage",
            "Both ways, the best round EV first: the chance to win by the last draw "
            "from turn {turn} (riichi: locked to its wait; dama: only the rons a yaku "
            "allows), the average win and the round EV.",
        ).format(turn=q.turn)


class CallPass(Choosing):
    kind = QuizKind.CALL

    def caption(self, q: QuestionView) -> str:
        return translate(
            "QuizPage",
            "Pass and each call with its best discard, the best round EV first: the "
            "chance to win by the last draw from turn {turn}, the expected worth of the "
            "wins and the round EV (after a call the hand is open: no riichi, a yaku "
            "needed).",
        ).format(turn=q.turn)
