"""The app's one table of quiz kinds: for each kind, how the page takes its answer, which part
of the explanation shows it, and its sentences (the prompt, the verdict, the legend of the
marks, the explanation's summary).

Every other module of the app asks :func:`kind_view` instead of comparing a kind's name; a
``match`` over :class:`~mjtrainer.quiz.QuizKind` ends in ``assert_never``, so mypy names a kind
left out (as it does in :mod:`.presenters`, which pictures each kind's questions and grades by
their values). A new kind is one entry here, its presenters and its view. The only thing of the
quiz a view module reads is that enum (pure data).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import assert_never

from PySide6.QtCore import QCoreApplication

from ...core.kinds import LAST_DRAW
from ...quiz.levels import QuizKind
from ..shared import i18n
from ..shared.discards import contrast_sentence
from ..shared.tileart import MARK_BEST, MARK_EXTRA, MARK_MISSED, MARK_RIGHT
from ..shared.viewmodel import GradeView, QuestionView
from .wording import (
    choice_prompt,
    choice_rows,
    choice_verdict,
    defence_summary,
    defence_verdict,
    discard_comparison,
    discard_verdict,
    pushfold_summary,
    pushfold_verdict,
    tile_list,
)

translate = QCoreApplication.translate  # the name lupdate looks for


class AnswerInput(Enum):
    """How the page takes an answer."""

    TILES = "tiles"  # toggle tiles on the palette of 34, then submit
    HAND_TILE = "hand-tile"  # click one tile of the hand
    SCORE = "score"  # tick fans, or type han and fu, then submit
    CHOICE = "choice"  # click one of the choices offered (riichi or dama, pass or a call)


class ExplanationPart(Enum):
    """The part of the explanation card that explains a kind's answer."""

    WAIT_ROWS = "wait-rows"  # every wait with the complete hands it makes
    DISCARD_TABLE = "discard-table"  # every discard with its chances
    SCORING = "scoring"  # the fans or yaku and fu (the scoring views)
    DANGER_TABLE = "danger-table"  # every tile of the hand with its danger, the riichi hands
    EV_TABLE = "ev-table"  # every throw with its chances and round EV (a table of its own)
    CHOICE_ROWS = "choice-rows"  # every choice with its chances, value and round EV (lines)


@dataclass(frozen=True, slots=True)
class KindView:
    """What the quiz page does differently for one kind. The sentences of the scoring kind
    depend on its rules and live with the scoring views (the page asks its scoring part)."""

    kind: QuizKind
    input: AnswerInput
    explanation: ExplanationPart

    @property
    def opens_position(self) -> bool:
        """A question of a position the trainer analyses as it is (the discard table explains
        it): "Open in trainer" brings the whole position, turn and seen tiles included."""
        return self.explanation is ExplanationPart.DISCARD_TABLE

    @property
    def submits(self) -> bool:
        """Answered with Submit (and cleared with Clear), not by a click on the hand or on a
        choice."""
        return self.input in (AnswerInput.TILES, AnswerInput.SCORE)

    def prompt(self, q: QuestionView) -> str:
        """The question, in a sentence."""
        match self.kind:
            case QuizKind.WAITS:
                return translate("QuizPage", "This hand is ready. Which tiles does it wait on?")
            case QuizKind.DISCARD:
                return translate("QuizPage", "Which tile do you discard? Click it in the hand.")
            case QuizKind.SCORING:
                return ""  # said by the scoring part, under its rules
            case QuizKind.DEFENCE:
                return translate(
                    "QuizPage",
                    "An opponent declared riichi. Which tile is safest? Click it in the hand.",
                )
            case QuizKind.PUSHFOLD:
                return translate(
                    "QuizPage",
                    "An opponent declared riichi against your hand. Push: click the tile you "
                    "would throw. Fold: click the safest tile.",
                )
            case QuizKind.RIICHI | QuizKind.CALL:
                return choice_prompt(q)
            case _:
                assert_never(self.kind)

    def verdict(self, q: QuestionView, g: GradeView) -> str:
        """What the answer was worth, in a sentence (time not run out)."""
        match self.kind:
            case QuizKind.WAITS:
                if not g.correct:
                    return translate(
                        "QuizPage", "Not quite: {right} of {waits} found, {picks}."
                    ).format(
                        right=len(g.right),
                        waits=i18n.count("wait", len(q.answer)),
                        picks=i18n.count("wrong-pick", len(g.extra)),
                    )
                if len(q.answer) == 1:
                    return translate("QuizPage", "Right! You found the wait.")
                return translate("QuizPage", "Right! You found all {n} waits.").format(
                    n=len(q.answer)
                )
            case QuizKind.DISCARD:
                if g.correct:
                    return translate("QuizPage", "Right!") + " " + discard_verdict(q, g)
                return translate("QuizPage", "Not the best.") + " " + discard_verdict(q, g)
            case QuizKind.SCORING:
                return ""  # said by the scoring part, under its rules
            case QuizKind.DEFENCE:
                verdict = defence_verdict(q, g)
                if g.correct:
                    return verdict
                return verdict or translate("QuizPage", "Not the safest.")
            case QuizKind.PUSHFOLD:
                head = (
                    translate("QuizPage", "Right!")
                    if g.correct
                    else translate("QuizPage", "Not the best.")
                )
                return head + " " + pushfold_verdict(q, g)
            case QuizKind.RIICHI | QuizKind.CALL:
                head = (
                    translate("QuizPage", "Right!")
                    if g.correct
                    else translate("QuizPage", "Not the best.")
                )
                return (head + " " + choice_verdict(q, g)).strip()
            case _:
                assert_never(self.kind)

    def legend(self, q: QuestionView) -> tuple[tuple[str, str], ...]:
        """What the marks mean: (mark, text) pairs."""
        match self.kind:
            case QuizKind.WAITS:
                return (
                    (MARK_RIGHT, translate("QuizPage", "wait found")),
                    (MARK_MISSED, translate("QuizPage", "wait missed")),
                    (MARK_EXTRA, translate("QuizPage", "wrong pick")),
                )
            case QuizKind.DISCARD:
                return (
                    (MARK_RIGHT, translate("QuizPage", "your discard, among the best")),
                    (MARK_EXTRA, translate("QuizPage", "your discard")),
                    (MARK_BEST, translate("QuizPage", "the best discard")),
                )
            case QuizKind.SCORING:
                return ()  # said by the scoring part, under its rules
            case QuizKind.DEFENCE:
                return (
                    (MARK_RIGHT, translate("QuizPage", "your throw, among the safest")),
                    (MARK_EXTRA, translate("QuizPage", "your throw")),
                    (MARK_BEST, translate("QuizPage", "the safest tile")),
                )
            case QuizKind.PUSHFOLD:
                return (
                    (MARK_RIGHT, translate("QuizPage", "your throw, among the best")),
                    (MARK_EXTRA, translate("QuizPage", "your throw")),
                    (MARK_BEST, translate("QuizPage", "the best by the round EV")),
                )
            case QuizKind.RIICHI | QuizKind.CALL:
                return (
                    (MARK_RIGHT, translate("QuizPage", "your choice, among the best")),
                    (MARK_EXTRA, translate("QuizPage", "your choice")),
                    (MARK_BEST, translate("QuizPage", "the best choice by the round EV")),
                )
            case _:
                assert_never(self.kind)

    def summary(self, q: QuestionView, g: GradeView) -> tuple[str, str]:
        """The explanation's first sentence and the caption over its detail."""
        match self.kind:
            case QuizKind.WAITS:
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
            case QuizKind.DISCARD:
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
            case QuizKind.SCORING:
                return "", ""  # said by the scoring part, under its rules
            case QuizKind.DEFENCE:
                caption = translate(
                    "QuizPage",
                    "Every tile of the hand, the safest first: its category against each "
                    "riichi and its chance to deal in at turn {turn}, from published deal-in "
                    "rates by tile class and turn (approximate). Then the riichi hands as they "
                    "really were.",
                ).format(turn=q.turn)
                return defence_summary(q, g), caption
            case QuizKind.PUSHFOLD:
                caption = translate(
                    "QuizPage",
                    "Every throw, the best round EV first: its chance to win by the last draw "
                    "from turn {turn}, its chance to deal in now and its round EV (the better "
                    "of pushing on and folding after it).",
                ).format(turn=q.turn)
                return pushfold_summary(q), caption
            case QuizKind.RIICHI:
                caption = translate(
                    "QuizPage",
                    "Both ways, the best round EV first: the chance to win by the last draw "
                    "from turn {turn} (riichi: locked to its wait; dama: only the rons a yaku "
                    "allows), the average win and the round EV.",
                ).format(turn=q.turn)
                return choice_rows(q, g), caption
            case QuizKind.CALL:
                caption = translate(
                    "QuizPage",
                    "Pass and each call with its best discard, the best round EV first: the "
                    "chance to win by the last draw from turn {turn}, the expected worth of the "
                    "wins and the round EV (after a call the hand is open: no riichi, a yaku "
                    "needed).",
                ).format(turn=q.turn)
                return choice_rows(q, g), caption
            case _:
                assert_never(self.kind)


def kind_view(kind: QuizKind | str) -> KindView:
    """The page's view of ``kind`` (a :class:`~mjtrainer.quiz.QuizKind` or its name);
    ``ValueError`` for a name that is no kind."""
    k = QuizKind(kind)
    match k:
        case QuizKind.WAITS:
            return KindView(k, AnswerInput.TILES, ExplanationPart.WAIT_ROWS)
        case QuizKind.DISCARD:
            return KindView(k, AnswerInput.HAND_TILE, ExplanationPart.DISCARD_TABLE)
        case QuizKind.SCORING:
            return KindView(k, AnswerInput.SCORE, ExplanationPart.SCORING)
        case QuizKind.DEFENCE:
            return KindView(k, AnswerInput.HAND_TILE, ExplanationPart.DANGER_TABLE)
        case QuizKind.PUSHFOLD:
            return KindView(k, AnswerInput.HAND_TILE, ExplanationPart.EV_TABLE)
        case QuizKind.RIICHI | QuizKind.CALL:
            return KindView(k, AnswerInput.CHOICE, ExplanationPart.CHOICE_ROWS)
        case _:
            assert_never(k)
