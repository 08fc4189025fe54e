"""The reviewed games kept in the progress store (DESIGN.md "Games", across games): one
:class:`ReviewedGame` a game and seat, the figures of its review's summary, so the learner can
follow them over time (EV lost per decision, agreement, by category).

A game is known by :func:`~mjtrainer.game.read.game_id` (the log's own id, else a hash of its
content): the same game and seat reviewed again replaces the earlier row.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..game import shown_name
from ..game.read import game_id
from ..game.review import GameReview, Weakest, weakest

#: The most categories a stored row is read with (a hand-edited file is bounded on reading).
MAX_CATEGORIES = 32


@dataclass(frozen=True, slots=True)
class ReviewedGame:
    """One game reviewed for one seat: its identity, when, the seat and its player's name,
    and the summary's figures (the round EV lost in all and per decision graded by it, the
    share graded best, the grades and, by category, ``(decisions, EV lost)``)."""

    game: str
    seat: int
    at: float
    player: str
    decisions: int
    ev_lost: float
    ev_lost_per_decision: float | None
    agreement: float | None
    grades: dict[str, int] = field(default_factory=dict)
    by_category: dict[str, tuple[int, float]] = field(default_factory=dict)

    @classmethod
    def of(cls, review: GameReview, at: float) -> ReviewedGame:
        """The row of ``review`` made at ``at`` (seconds since the epoch)."""
        s = review.summary
        return cls(
            game_id(review.game),
            review.seat,
            at,
            shown_name(review.game.players[review.seat]),
            s.decisions,
            s.ev_lost,
            s.ev_lost_per_decision,
            s.agreement,
            {g.value: n for g, n in s.grades.items()},
            {c.value: (n, lost) for c, (n, lost) in s.by_category.items()},
        )

    @property
    def weakest(self) -> Weakest | None:
        """The category with the most round EV lost, as the review's summary names it."""
        return weakest(self.by_category)

    def to_dict(self) -> dict[str, Any]:
        """One line of ``mjtrainer review --history --json``."""
        w = self.weakest
        return {
            "game": self.game,
            "seat": self.seat,
            "player": self.player,
            "reviewed_at": self.at,
            "decisions": self.decisions,
            "ev_lost": round(self.ev_lost),
            "ev_lost_per_decision": (
                None if self.ev_lost_per_decision is None else round(self.ev_lost_per_decision, 1)
            ),
            "agreement": self.agreement,
            "grades": dict(self.grades),
            "by_category": {
                c: {"decisions": n, "ev_lost": round(lost)}
                for c, (n, lost) in self.by_category.items()
            },
            "weakest": None if w is None else w.to_dict(),
        }

    def row(self) -> tuple[object, ...]:
        """The values of the ``games`` table's columns, in order."""
        return (
            self.game,
            self.seat,
            self.at,
            self.player,
            self.decisions,
            self.ev_lost,
            self.ev_lost_per_decision,
            self.agreement,
            json.dumps(self.grades, sort_keys=True),
            json.dumps({c: [n, lost] for c, (n, lost) in self.by_category.items()}),
        )

    @classmethod
    def from_row(cls, row: tuple[Any, ...]) -> ReviewedGame | None:
        """A row of the ``games`` table read back; None for one that does not read (its JSON
        broken, by hand or by a disk): such a row is left out, never a crash."""
        try:
            grades = json.loads(row[8])
            categories = json.loads(row[9])
            if not isinstance(grades, dict) or not isinstance(categories, dict):
                return None
            if len(categories) > MAX_CATEGORIES or len(grades) > MAX_CATEGORIES:
                return None
            return cls(
                str(row[0]),
                int(row[1]),
                float(row[2]),
                str(row[3]),
                int(row[4]),
                float(row[5]),
                None if row[6] is None else float(row[6]),
                None if row[7] is None else float(row[7]),
                {str(g): int(n) for g, n in grades.items()},
                {str(c): (int(v[0]), float(v[1])) for c, v in categories.items()},
            )
        except (ValueError, TypeError, KeyError, IndexError, RecursionError):
            return None
