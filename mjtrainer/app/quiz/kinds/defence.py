"""The defence kind: click the safest tile against the riichi; the danger table explains it."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared import defence_words, i18n
from ...shared.discards import chance_text
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ..model import DefenceQuestionView, DefenceView, ThrowGrade, TileDangerView
from .base import (
    ExplanationCard,
    ExplanationPart,
    Throwing,
    translate,
)

# --- sentences ---------------------------------------------------------------------------------


def danger_of(q: DefenceQuestionView, tile: int | None) -> TileDangerView | None:
    """The danger of one kind of a defence question's hand (None when not shown)."""
    return next((d for d in q.defence.dangers if d.tile == tile), None)


def danger_line(d: TileDangerView) -> str:
    """A tile's chance and category: "4 bamboo: suji, 2.4% to deal in"."""
    return translate("QuizPage", "{tile}: {category}, {chance} to deal in").format(
        tile=i18n.tile_name(d.tile),
        category=defence_words.name(d.category),
        chance=chance_text(d.chance),
    )


def defence_verdict(q: DefenceQuestionView, g: ThrowGrade) -> str:
    """What the throw was worth against the riichi, in a sentence."""
    mine, best = danger_of(q, g.chosen), danger_of(q, g.best)
    if mine is None or best is None:
        return ""
    if g.correct:
        return translate(
            "QuizPage", "Right! {tile} is among the safest: {chance} to deal in."
        ).format(tile=i18n.tile_name(mine.tile), chance=chance_text(mine.chance))
    return translate(
        "QuizPage", "Not the safest: {tile} deals in {chance}, {best} only {best_chance}."
    ).format(
        tile=i18n.tile_name(mine.tile),
        chance=chance_text(mine.chance),
        best=i18n.tile_name(best.tile),
        best_chance=chance_text(best.chance),
    )


def defence_summary(q: DefenceQuestionView, g: ThrowGrade) -> str:
    """The explanation's first sentence: the safest tiles, and the throw when it was not."""
    safest = [d for d in (danger_of(q, t) for t in q.answer) if d is not None]
    text = translate("QuizPage", "The safest: {tiles}.").format(
        tiles=translate("QuizPage", "; ").join(danger_line(d) for d in safest)
    )
    mine = danger_of(q, g.chosen)
    if mine is not None and not g.correct:
        text += " " + translate("QuizPage", "Yours: {line}.").format(line=danger_line(mine))
    return text


# --- the page's object -------------------------------------------------------------------------


class Defence(Throwing[DefenceQuestionView, ThrowGrade]):
    kind = QuizKind.DEFENCE
    explanation = ExplanationPart.DANGER_TABLE

    def prompt(self, q: DefenceQuestionView) -> str:
        return translate(
            "QuizPage", "An opponent declared riichi. Which tile is safest? Click it in the hand."
        )

    def table(self, q: DefenceQuestionView) -> DefenceView | None:
        return q.defence

    def verdict(self, q: DefenceQuestionView, g: ThrowGrade) -> str:
        verdict = defence_verdict(q, g)
        if g.correct:
            return verdict
        return verdict or translate("QuizPage", "Not the safest.")

    def legend(self, q: DefenceQuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your throw, among the safest")),
            (MARK_EXTRA, translate("QuizPage", "your throw")),
            (MARK_BEST, translate("QuizPage", "the safest tile")),
        )

    def summary(self, q: DefenceQuestionView, g: ThrowGrade) -> tuple[str, str]:
        caption = translate(
            "QuizPage",
            "Every tile of the hand, the safest first: its category against each "
            "riichi and its chance to deal in at turn {turn}, from published deal-in "
            "rates by tile class and turn (approximate). Then the riichi hands as they "
            "really were.",
        ).format(turn=q.turn)
        return defence_summary(q, g), caption

    def explain(self, card: ExplanationCard, q: DefenceQuestionView, g: ThrowGrade) -> None:
        card.show_dangers(q.defence, q.answer, g)
