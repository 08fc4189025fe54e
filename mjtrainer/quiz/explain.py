"""Explanations: for each wait of a waits question, the hands it completes; for a scoring
question, the fans with their points and the fans left out (MCR), or the yaku and the fu
breakdown (riichi)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Decomposition, WaitKind, WaitReading, decompositions, wait_readings
from ..scoring import Exclusion, McrScore, Score, exclusions
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


@dataclass(frozen=True, slots=True)
class ScoringExplanation:
    """Why a scoring question's hand is worth what it is: its ``score`` (MCR: the fans with
    points and counts and the arrangement that scores them; riichi: the yaku with han, the fu
    breakdown ``fu_details``, the limit and the payment) and, under MCR, the fans the hand
    shows that are not counted, each with the fan that implies it (``excluded``)."""

    score: Score
    excluded: tuple[Exclusion, ...]


def explain_scoring(question: Question) -> ScoringExplanation | None:
    """The explanation of a scoring question (None for the other kinds)."""
    s = question.score
    if question.kind is not QuizKind.SCORING or s is None:
        return None
    return ScoringExplanation(s, exclusions(s) if isinstance(s, McrScore) else ())
