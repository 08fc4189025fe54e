"""The push-or-fold kind: click the tile to push, or the safest to fold; graded by round EV."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared import i18n
from ...shared.discards import ev_text
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ..model import DefenceView, PushFoldQuestionView, ThrowGrade
from ..wording import best_option, discard_mark, option_of, tile_list
from .base import ExplanationCard, ExplanationPart, Throwing, right_or_not, translate

# --- sentences ---------------------------------------------------------------------------------


def pushfold_verdict(q: PushFoldQuestionView, g: ThrowGrade) -> str:
    """What a push-or-fold answer was worth: the throw's round EV against the best's, and
    the fold line's."""
    if g.chosen is None:
        return ""  # time ran out: the explanation says the rest
    mine, best = option_of(q.discards, g.chosen), best_option(q.discards, g.best)
    if mine is None or best is None or mine.round_ev is None or best.round_ev is None:
        return ""
    text = translate("QuizPage", "{tile}: round EV {ev}; the best, {best}: {best_ev}.").format(
        tile=i18n.tile_name(mine.face),
        ev=ev_text(mine.round_ev),
        best=i18n.tile_name(best.face),
        best_ev=ev_text(best.round_ev),
    )
    if q.fold_ev is not None:
        text += " " + translate("QuizPage", "Folding: {ev}.").format(ev=ev_text(q.fold_ev))
    return text


def pushfold_summary(q: PushFoldQuestionView) -> str:
    """The explanation's first sentences: the fold line, and each riichi hand as it really
    was with its waits."""
    lines = []
    if q.fold and q.fold_ev is not None:
        lines.append(
            translate(
                "QuizPage", "The fold line (the safest tile each turn): {tiles} …: {ev}."
            ).format(tiles=tile_list(q.fold), ev=ev_text(q.fold_ev))
        )
    for r in q.defence.riichi_hands:
        lines.append(
            translate("QuizPage", "{seat}'s riichi hand: {hand}, waiting on {waits}.").format(
                seat=i18n.seat_name(r.relative),
                hand=tile_list(r.tiles),
                waits=tile_list(r.waits),
            )
        )
    return "\n".join(lines)


# --- the page's object -------------------------------------------------------------------------


class PushFold(Throwing[PushFoldQuestionView, ThrowGrade]):
    kind = QuizKind.PUSHFOLD
    explanation = ExplanationPart.EV_TABLE

    def prompt(self, q: PushFoldQuestionView) -> str:
        return translate(
            "QuizPage",
            "An opponent declared riichi against your hand. Push: click the tile you "
            "would throw. Fold: click the safest tile.",
        )

    def table(self, q: PushFoldQuestionView) -> DefenceView | None:
        return q.defence

    def verdict(self, q: PushFoldQuestionView, g: ThrowGrade) -> str:
        return right_or_not(g) + " " + pushfold_verdict(q, g)

    def legend(self, q: PushFoldQuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "your throw, among the best")),
            (MARK_EXTRA, translate("QuizPage", "your throw")),
            (MARK_BEST, translate("QuizPage", "the best by the round EV")),
        )

    def summary(self, q: PushFoldQuestionView, g: ThrowGrade) -> tuple[str, str]:
        caption = translate(
            "QuizPage",
            "Every throw, the best round EV first: its chance to win by the last draw "
            "from turn {turn}, its chance to deal in now and its round EV (the better "
            "of pushing on and folding after it).",
        ).format(turn=q.turn)
        return pushfold_summary(q), caption

    def explain(self, card: ExplanationCard, q: PushFoldQuestionView, g: ThrowGrade) -> None:
        card.show_discards(q.discards, tuple(discard_mark(o, g) for o in q.discards), g.chosen)
