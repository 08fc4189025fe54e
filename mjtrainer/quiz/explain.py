"""Explanations: for each wait of a waits question, the hands it completes."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Decomposition, WaitKind, decompositions
from .generate import Question
from .levels import QuizKind


@dataclass(frozen=True, slots=True)
class WaitExplanation:
    """One wait: copies left, the wait kinds, and every decomposition of the hand it completes."""

    tile: int
    remaining: int
    kinds: tuple[WaitKind, ...]
    decompositions: tuple[Decomposition, ...]


def explain_waits(question: Question) -> tuple[WaitExplanation, ...]:
    """For each wait of a waits question, the complete hand's decompositions (empty for a
    discard question)."""
    if question.kind is not QuizKind.WAITS:
        return ()
    rules = question.report.rules
    return tuple(
        WaitExplanation(
            w.tile, w.remaining, w.kinds, decompositions(question.hand.add(w.tile), rules)
        )
        for w in question.report.waits
    )
