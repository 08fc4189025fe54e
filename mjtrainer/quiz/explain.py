"""Explanations: for each wait of a waits question, the hands it completes."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Decomposition, WaitKind, WaitReading, decompositions, wait_readings
from .generate import Question
from .levels import QuizKind


@dataclass(frozen=True, slots=True)
class WaitExplanation:
    """One wait: copies left, the wait kinds, every decomposition of the hand it completes, and
    every reading of it (the core's: kind, group and position of the winning tile)."""

    tile: int
    remaining: int
    kinds: tuple[WaitKind, ...]
    decompositions: tuple[Decomposition, ...]
    readings: tuple[WaitReading, ...]


def explain_waits(question: Question) -> tuple[WaitExplanation, ...]:
    """For each wait of a waits question, the complete hand's decompositions and the wait's
    readings (empty for a discard question)."""
    if question.kind is not QuizKind.WAITS:
        return ()
    rules = question.report.rules
    hand = question.hand
    return tuple(
        WaitExplanation(
            w.tile,
            w.remaining,
            w.kinds,
            decompositions(hand.add(w.tile), rules),
            wait_readings(hand, w.tile, rules),
        )
        for w in question.report.waits
    )
