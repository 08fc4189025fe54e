"""The waits kind: toggle the tiles the ready hand waits on, then submit; each wait is
explained by the complete hands it makes."""

from __future__ import annotations

from ....quiz.levels import QuizKind
from ...shared import i18n
from ...shared.tileart import MARK_EXTRA, MARK_MISSED, MARK_RIGHT
from ..model import WaitsGradeView, WaitsQuestionView
from ..wording import tile_list
from .base import AnswerInput, ExplanationCard, ExplanationPart, KindView, translate

# --- the page's object -------------------------------------------------------------------------


class Waits(KindView[WaitsQuestionView, WaitsGradeView]):
    kind = QuizKind.WAITS
    input = AnswerInput.TILES
    explanation = ExplanationPart.WAIT_ROWS

    def prompt(self, q: WaitsQuestionView) -> str:
        return translate("QuizPage", "This hand is ready. Which tiles does it wait on?")

    def verdict(self, q: WaitsQuestionView, g: WaitsGradeView) -> str:
        if not g.correct:
            return translate("QuizPage", "Not quite: {right} of {waits} found, {picks}.").format(
                right=len(g.right),
                waits=i18n.count("wait", len(q.answer)),
                picks=i18n.count("wrong-pick", len(g.extra)),
            )
        if len(q.answer) == 1:
            return translate("QuizPage", "Right! You found the wait.")
        return translate("QuizPage", "Right! You found all {n} waits.").format(n=len(q.answer))

    def legend(self, q: WaitsQuestionView) -> tuple[tuple[str, str], ...]:
        return (
            (MARK_RIGHT, translate("QuizPage", "wait found")),
            (MARK_MISSED, translate("QuizPage", "wait missed")),
            (MARK_EXTRA, translate("QuizPage", "wrong pick")),
        )

    def summary(self, q: WaitsQuestionView, g: WaitsGradeView) -> tuple[str, str]:
        text = translate("QuizPage", "The hand waits on {kinds}, {left}.").format(
            kinds=i18n.count("kind", len(q.waits)),
            left=i18n.count("tile-left", sum(w.remaining for w in q.waits)),
        )
        if len(g.extra) == 1:
            text += " " + translate(
                "QuizPage", "Your wrong pick ({tiles}) completes no hand."
            ).format(tiles=tile_list(g.extra))
        elif g.extra:
            text += " " + translate(
                "QuizPage", "Your wrong picks ({tiles}) complete no hand."
            ).format(tiles=tile_list(g.extra))
        caption = translate(
            "QuizPage",
            "Each wait, its kinds, and the complete hand it "
            "makes, split into groups (the winning tile lit):",
        )
        return text, caption

    def explain(self, card: ExplanationCard, q: WaitsQuestionView, g: WaitsGradeView) -> None:
        card.show_waits(
            tuple((w, MARK_RIGHT if w.tile in g.right else MARK_MISSED) for w in q.waits)
        )
