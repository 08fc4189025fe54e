"""Grading an answer: pure, ready to mark right, missed and wrong tiles on the tiles."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..core import DiscardOption
from ..core.tiles import NUM_KINDS, tile_str
from .generate import Question
from .levels import QuizError, QuizKind


@dataclass(frozen=True, slots=True)
class Grade:
    """The verdict on one answer, ready to mark on the tiles.

    Waits quiz: ``right`` = waits selected, ``missed`` = waits not selected, ``extra`` =
    selected tiles that are no wait. Discard quiz: the chosen tile is in ``right`` when it is
    among the best, else in ``extra`` with the best discards in ``missed``; ``chosen`` and
    ``best`` are the options compared.
    """

    kind: QuizKind
    correct: bool
    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    chosen: DiscardOption | None = None
    best: DiscardOption | None = None

    @property
    def tile_gap(self) -> int | None:
        """Discard quiz: effective tiles the best option has over the chosen one (0 if right)."""
        if self.chosen is None or self.best is None:
            return None
        return self.best.effective_count - self.chosen.effective_count

    @property
    def shanten_gap(self) -> int | None:
        """Discard quiz: how much further from ready the chosen discard leaves the hand."""
        if self.chosen is None or self.best is None:
            return None
        return self.chosen.shanten - self.best.shanten


def _tiles(answer: Iterable[int]) -> tuple[int, ...]:
    out = set()
    for t in answer:
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < NUM_KINDS:
            raise QuizError(f"answer tile {t!r} is not a tile kind 0–33")
        out.add(t)
    return tuple(sorted(out))


def grade(question: Question, answer: Iterable[int]) -> Grade:
    """Grade an answer: a set of tiles for the waits quiz (order and repeats do not matter;
    empty is allowed and wrong), exactly one tile of the hand for the discard quiz."""
    given = _tiles(answer)
    if question.kind is QuizKind.WAITS:
        want = set(question.answer)
        got = set(given)
        return Grade(
            question.kind,
            got == want,
            given,
            right=tuple(sorted(got & want)),
            missed=tuple(sorted(want - got)),
            extra=tuple(sorted(got - want)),
        )
    if len(given) != 1:
        raise QuizError(f"a discard answer is one tile, got {len(given)}")
    tile = given[0]
    chosen = next((o for o in question.report.discards if o.discard == tile), None)
    if chosen is None:
        raise QuizError(f"{tile_str(tile)} is not in the hand {question.hand}")
    ok = tile in question.answer
    return Grade(
        question.kind,
        ok,
        given,
        right=given if ok else (),
        missed=() if ok else question.answer,
        extra=() if ok else given,
        chosen=chosen,
        best=question.report.discards[0],
    )
