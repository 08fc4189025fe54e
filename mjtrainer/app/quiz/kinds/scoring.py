"""The scoring kind: tick the fans, or type han and fu. Its answer card and its explanation are
the page's scoring part (:mod:`~mjtrainer.app.quiz.scoring_views`); its sentences depend on the
rules it is asked under."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared.score_model import ScoreKind, ScoringPartView
from ...shared.tileart import MARK_EXTRA, MARK_MISSED, MARK_RIGHT
from ..model import ScoringGradeView, ScoringQuestionView
from .base import AnswerInput, ExplanationCard, ExplanationPart, KindView, translate

# --- the page's object -------------------------------------------------------------------------


class Scoring(KindView[ScoringQuestionView, ScoringGradeView]):
    kind = QuizKind.SCORING
    input = AnswerInput.SCORE
    explanation = ExplanationPart.SCORING

    def prompt(self, q: ScoringQuestionView) -> str:
        if q.scoring.rules is ScoreKind.MCR:
            return translate("QuizPage", "This hand wins. What is it worth?")
        return translate("QuizPage", "This hand wins. How many han and fu is it?")

    def scoring(self, q: ScoringQuestionView) -> ScoringPartView | None:
        return q.scoring

    def verdict(self, q: ScoringQuestionView, g: ScoringGradeView) -> str:
        s = q.scoring.score
        if g.correct:
            if s.rules is ScoreKind.MCR:
                return translate("QuizPage", "Right! {n} fan.").format(n=s.total)
            return translate("QuizPage", "Right! {han} han {fu} fu.").format(han=s.han, fu=s.fu)
        if s.rules is ScoreKind.RIICHI:
            return translate(
                "QuizPage", "Not quite: the hand is {han} han {fu} fu, {points} points."
            ).format(han=s.han, fu=s.fu, points=s.points)
        fans = g.scoring.fans
        return translate(
            "QuizPage", "Not quite: {right} of {n} fans right, {missed} missed, {extra} too many."
        ).format(
            right=sum(1 for _, want, _, m in fans if m == "right" and want),
            n=len(s.fans),
            missed=sum(1 for *_, m in fans if m == "missed"),
            extra=sum(1 for *_, m in fans if m == "extra"),
        )

    def legend(self, q: ScoringQuestionView) -> tuple[tuple[str, str], ...]:
        if q.scoring.rules is ScoreKind.RIICHI:
            return (
                (MARK_RIGHT, translate("QuizPage", "right")),
                (MARK_EXTRA, translate("QuizPage", "wrong")),
            )
        return (
            (MARK_RIGHT, translate("QuizPage", "right")),
            (MARK_MISSED, translate("QuizPage", "missed, or counted too few times")),
            (MARK_EXTRA, translate("QuizPage", "does not count, or counted too often")),
        )

    def summary(self, q: ScoringQuestionView, g: ScoringGradeView) -> tuple[str, str]:
        """What the hand is worth (the explanation's widget has its captions)."""
        s = q.scoring.score
        if s.rules is ScoreKind.MCR:
            return translate("QuizPage", "This hand is worth {n} fan.").format(n=s.total), ""
        text = translate(
            "QuizPage", "This hand is worth {han} han {fu} fu: {points} points."
        ).format(han=s.han, fu=s.fu, points=s.points)
        return text, ""

    def explain(self, card: ExplanationCard, q: ScoringQuestionView, g: ScoringGradeView) -> None:
        card.show_scoring(q.scoring, g.scoring)
