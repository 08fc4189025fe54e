"""The practice panel's frozen snapshots: what the practice controller hands its view (the
hand, the drawn tile, one row a graded discard, the summary). Plain values: the presenters
fill them, the view draws them."""

from __future__ import annotations

from dataclasses import dataclass

from ...game.practice import PracticeSummary
from ...game.replay import PondTile
from ...game.review import Grade

__all__ = ["Grade", "GradeRow", "PracticeView"]  # Grade: the review's grade, drawn as it is


@dataclass(frozen=True, slots=True)
class GradeRow:
    """One graded discard: the draw it answered, the tile thrown (a code), its grade (None
    while the worker grades it), the win chance lost (None: graded by shape) and the best
    discards (codes, as the tiles they throw: a red five 34–36 when it is the one held)."""

    turn: int
    played: int
    grade: Grade | None
    loss: float | None
    best: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PracticeView:
    """The panel's picture: ``hand`` (codes, sorted, the drawn tile left out), ``drawn``
    (None once over), ``turn`` (the draw made: 1 up to ``draws``, the learner's draws in the
    deal: 18 with four seats, 19 with three), the rows, whether a grade is out, the summary
    once the deal is over, the other seats' ponds (``ponds[0]`` the seat to the learner's
    right, then across and left: each drew and threw, so each tile is a tsumogiri; the left
    seat's last is the tile just thrown before the learner's draw), the learner's norths set
    aside as kita, whether it may set one aside now (three players, a north held) and whether
    a move (a discard or a kita) can be taken back. ``draws`` counts the kitas' replacement
    draws off the live wall: the draw made plus the draws left."""

    active: bool
    seed: int = 0
    hand: tuple[int, ...] = ()
    drawn: int | None = None
    turn: int = 1
    rows: tuple[GradeRow, ...] = ()
    grading: bool = False
    over: bool = False
    summary: PracticeSummary | None = None
    draws: int = 18
    ponds: tuple[tuple[PondTile, ...], ...] = ()
    kitas: int = 0
    north_held: bool = False
    can_undo: bool = False

    @property
    def can_kita(self) -> bool:
        """The Kita button sets a north aside: three-player rules and a north held (the
        deal's ``can_kita``), no grade out."""
        return self.north_held and self.can_discard

    @property
    def can_discard(self) -> bool:
        """A click on a tile throws it: a deal on, not over, no grade out."""
        return self.active and not self.over and not self.grading

    @property
    def last(self) -> GradeRow | None:
        """The latest discard's row."""
        return self.rows[-1] if self.rows else None
