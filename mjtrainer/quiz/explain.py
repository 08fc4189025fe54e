"""Explanations: for each wait of a waits question, the hands it completes; for a discard
question, every discard with its effective tiles and its chances to be ready and to win; for a
scoring question, the fans with their points and the fans left out (MCR), or the yaku and the
fu breakdown (riichi)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import (
    Decomposition,
    DiscardLookahead,
    DiscardOption,
    WaitKind,
    WaitReading,
    decompositions,
    effective_leaders,
    lookahead_leader,
    rank_discards,
    wait_readings,
)
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


@dataclass(frozen=True, slots=True)
class DiscardRow:
    """One discard of a discard question: its row of the discard table (shanten, effective
    tiles), its look-ahead (chances to be ready and to win by the last draw), and whether it
    is right (in the question's answer)."""

    option: DiscardOption
    lookahead: DiscardLookahead
    right: bool


@dataclass(frozen=True, slots=True)
class DiscardExplanation:
    """Why a discard is right: the discards in the look-ahead order (highest chance to win
    first, the ones not searched last), asked at ``turn``.

    ``best`` is the discard that wins most often; ``tile_leader`` the best, by the chance to
    win, of those the effective tiles alone pick. When that one is not right
    (:attr:`shape_choice`), the effective tiles mislead: it keeps the most tiles now but wins
    less often than ``best``.
    """

    turn: int
    rows: tuple[DiscardRow, ...]
    best: DiscardRow
    tile_leader: DiscardRow

    @property
    def shape_choice(self) -> bool:
        """True when no discard with the most effective tiles is right."""
        return not self.tile_leader.right


def explain_discard(question: Question) -> DiscardExplanation | None:
    """The explanation of a discard question (None for the other kinds)."""
    ahead = question.lookahead
    best = lookahead_leader(ahead)
    if question.kind is not QuizKind.DISCARD or best is None:
        return None
    options = {o.discard: o for o in question.report.discards}
    rows = {
        a.discard: DiscardRow(options[a.discard], a, a.discard in question.answer) for a in ahead
    }
    leader = rank_discards(effective_leaders(ahead))[0]
    return DiscardExplanation(
        question.turn,
        tuple(rows[a.discard] for a in rank_discards(ahead)),
        rows[best.discard],
        rows[leader.discard],
    )
