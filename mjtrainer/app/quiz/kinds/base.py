"""What the quiz page does differently for one kind: how it takes its answer, which part of the
explanation shows it and how it fills it, and its sentences. Each kind is one object in a
module of its own (:mod:`.waits`, :mod:`.discard`, …) over its own snapshots (:mod:`..model`),
and :func:`~mjtrainer.app.quiz.kinds.kind_view` finds it; no module of the page compares a
kind's name or reads a part of a question another kind has.

This module holds what the kinds share: :class:`KindView`, the object each subclasses, and
:class:`ExplanationCard`, what a kind may fill of the page's explanation."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication

from ....quiz.levels import QuizKind
from ...shared.score_model import ScoringMarks, ScoringPartView
from ...shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ...shared.viewmodel import DiscardView, MeldView
from ..model import AskedHand, DefenceView, Graded, ThrowGrade, WaitExplanationView

translate = QCoreApplication.translate  # the name lupdate looks for

Q = TypeVar("Q", bound=AskedHand)
G = TypeVar("G", bound=Graded)


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


class ExplanationCard(Protocol):
    """The parts of the page's explanation card a kind fills (:meth:`KindView.explain`):
    the page's card (``views.ExplanationView``) has them."""

    def show_waits(self, waits: Sequence[tuple[WaitExplanationView, str]]) -> None:
        """Every wait with its readings, each marked (found or missed)."""

    def show_discards(
        self, rows: tuple[DiscardView, ...], marks: Sequence[str], chosen: int | None
    ) -> None:
        """The discard table, each row's tile marked, the one thrown (a kind) picked out."""

    def show_scoring(self, part: ScoringPartView, marks: ScoringMarks) -> None:
        """The fans or yaku and fu of a winning hand, the answer's marks on them."""

    def show_dangers(self, table: DefenceView, answer: tuple[int, ...], grade: ThrowGrade) -> None:
        """Every tile of the hand with its danger, then the riichi hands."""


class KindView(Generic[Q, G]):
    """One kind as the page sees it, over its own question snapshot ``Q`` and grade ``G``; a
    kind's module subclasses it. The page asks this object everything that differs by kind;
    the defaults are those of a kind with no table, no card and no scoring."""

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

    # --- the question ---

    def prompt(self, q: Q) -> str:
        """The question, in a sentence."""
        raise NotImplementedError

    def table(self, q: Q) -> DefenceView | None:
        """The table the question is asked at (ponds, dora, dangers, riichi hands), if any."""
        return None

    def card_seen(self, q: Q) -> tuple[int, ...]:
        """A card from a game: the tiles its seat saw outside the hand (kinds)."""
        return ()

    def card_melds(self, q: Q) -> tuple[MeldView, ...]:
        """A card from a game: the hand's declared melds."""
        return ()

    def scoring(self, q: Q) -> ScoringPartView | None:
        """A winning hand to score: its situation, answer and explanation."""
        return None

    def offers(self, q: Q) -> tuple[str, ...]:
        """The choices offered as answers (a kind answered by a choice)."""
        return ()

    # --- the answer ---

    def hand_marks(self, q: Q, g: G) -> tuple[str, ...]:
        """The mark on each concealed tile once answered ("" for none)."""
        return ("",) * len(q.tiles)

    def chosen_word(self, g: G) -> str | None:
        """The choice answered (a kind answered by a choice)."""
        return None

    def verdict(self, q: Q, g: G) -> str:
        """What the answer was worth, in a sentence (time not run out)."""
        raise NotImplementedError

    def legend(self, q: Q) -> tuple[tuple[str, str], ...]:
        """What the marks mean: (mark, text) pairs."""
        raise NotImplementedError

    def summary(self, q: Q, g: G) -> tuple[str, str]:
        """The explanation's first sentence and the caption over its detail."""
        raise NotImplementedError

    def explain(self, card: ExplanationCard, q: Q, g: G) -> None:
        """Fill the explanation card's part for this kind (:attr:`explanation`)."""
        raise NotImplementedError


class Throwing(KindView[Q, G]):
    """A kind answered by clicking a tile of the hand (graded as a :class:`ThrowGrade`): the
    throw marked right or not, and the best marked when it was not."""

    input = AnswerInput.HAND_TILE

    def hand_marks(self, q: Q, g: G) -> tuple[str, ...]:
        marks = [""] * len(q.tiles)

        def mark_first(tile: int, mark: str) -> None:
            if tile in q.tiles:
                i = q.tiles.index(tile)
                if not marks[i]:
                    marks[i] = mark

        if isinstance(g, ThrowGrade) and g.chosen is not None:
            mark_first(g.chosen, MARK_RIGHT if g.correct else MARK_EXTRA)
        if not g.correct:
            for t in q.answer:
                mark_first(t, MARK_BEST)
        return tuple(marks)


def right_or_not(g: Graded) -> str:
    """The verdict's first words for a kind graded best or not."""
    if g.correct:
        return translate("QuizPage", "Right!")
    return translate("QuizPage", "Not the best.")
