"""Explanations: for each wait of a waits question, the hands it completes; for a discard
question, every discard with its effective tiles and its chances to be ready and to win; for a
scoring question, the fans with their points and the fans left out (MCR), or the yaku and the
fu breakdown (riichi). Each kind's question explains itself (``question.explain()``); these
take a question of any kind and say nothing for the other kinds."""

from __future__ import annotations

from .kinds import (
    DiscardExplanation,
    DiscardQuestion,
    Question,
    ScoringExplanation,
    ScoringQuestion,
    WaitExplanation,
    WaitsQuestion,
)


def explain_waits(question: Question) -> tuple[WaitExplanation, ...]:
    """For each wait of a waits question, the complete hand's decompositions and the wait's
    readings (empty for the other kinds)."""
    return question.explain() if isinstance(question, WaitsQuestion) else ()


def explain_discard(question: Question) -> DiscardExplanation | None:
    """The explanation of a discard question (None for the other kinds, or when nothing was
    searched)."""
    return question.explain() if isinstance(question, DiscardQuestion) else None


def explain_scoring(question: Question) -> ScoringExplanation | None:
    """The explanation of a scoring question (None for the other kinds)."""
    return question.explain() if isinstance(question, ScoringQuestion) else None
