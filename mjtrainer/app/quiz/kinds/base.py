"""What the quiz page does differently for one kind: how it takes its answer, which part of the
explanation shows it, and its sentences. Each kind is one object in a module of its own
(:mod:`.waits`, :mod:`.discard`, …) and :func:`~mjtrainer.app.quiz.kinds.kind_view` finds it;
no module of the page compares a kind's name."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication

from ....quiz.levels import QuizKind
from ...shared.viewmodel import GradeView, QuestionView

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


class KindView:
    """One kind as the page sees it; a kind's module subclasses it with its sentences."""

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
        raise NotImplementedError

    def verdict(self, q: QuestionView, g: GradeView) -> str:
        """What the answer was worth, in a sentence (time not run out)."""
        raise NotImplementedError

    def legend(self, q: QuestionView) -> tuple[tuple[str, str], ...]:
        """What the marks mean: (mark, text) pairs."""
        raise NotImplementedError

    def summary(self, q: QuestionView, g: GradeView) -> tuple[str, str]:
        """The explanation's first sentence and the caption over its detail."""
        raise NotImplementedError


def right_or_not(g: GradeView) -> str:
    """The verdict's first words for a kind graded best or not."""
    if g.correct:
        return translate("QuizPage", "Right!")
    return translate("QuizPage", "Not the best.")
