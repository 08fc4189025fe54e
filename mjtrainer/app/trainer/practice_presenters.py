"""What the practice panel shows, made from the deal and its grades (Qt-free): the hand with
the drawn tile apart, one row a graded discard, and the progress record of each discard."""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Hand, shanten, tile_str
from ...core.kinds import kind_of
from ...game.practice import Practice, PracticeSummary, summary
from ...game.review import Decision, Grade
from ...quiz.cards import GAME_LEVEL, GameCard
from ...quiz.store import AnswerRecord


@dataclass(frozen=True, slots=True)
class GradeRow:
    """One graded discard: the draw it answered, the tile thrown (a code), its grade (None
    while the worker grades it), the win chance lost (None: graded by shape) and the best
    discards (kinds)."""

    turn: int
    played: int
    grade: Grade | None
    loss: float | None
    best: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PracticeView:
    """The panel's picture: ``hand`` (codes, sorted, the drawn tile left out), ``drawn``
    (None once over), ``turn`` (1–18), the rows, whether a grade is out, and the summary once
    the deal is over."""

    active: bool
    seed: int = 0
    hand: tuple[int, ...] = ()
    drawn: int | None = None
    turn: int = 1
    rows: tuple[GradeRow, ...] = ()
    grading: bool = False
    over: bool = False
    summary: PracticeSummary | None = None

    @property
    def can_discard(self) -> bool:
        """A click on a tile throws it: a deal on, not over, no grade out."""
        return self.active and not self.over and not self.grading

    @property
    def last(self) -> GradeRow | None:
        """The latest discard's row."""
        return self.rows[-1] if self.rows else None


def practice_view(
    p: Practice | None, decisions: tuple[Decision | None, ...], grading: bool
) -> PracticeView:
    """The panel's picture of deal ``p`` (None: no deal) with one decision a discard (None
    while it is graded)."""
    if p is None:
        return PracticeView(False)
    hand = list(p.hand)
    drawn = p.drawn
    if drawn is not None:
        hand.remove(drawn)
    rows = tuple(
        GradeRow(
            k + 1,
            tile,
            None if d is None else d.grade,
            None if d is None else d.loss,
            () if d is None else d.best,
        )
        for k, (tile, d) in enumerate(zip(p.discards, decisions, strict=True))
    )
    done = [d for d in decisions if d is not None]
    over = p.over
    return PracticeView(
        True,
        p.seed,
        tuple(hand),
        drawn,
        p.turn,
        rows,
        grading,
        over,
        summary(p, done) if over and len(done) == len(decisions) else None,
    )


def answer_record(p: Practice, d: Decision, at: float) -> AnswerRecord | None:
    """A graded discard as an answer to a card from a game (:mod:`mjtrainer.quiz.cards`: its
    position, the seen tiles and the turn, under the deal's rules; the tile thrown; right
    when graded best), so a missed one comes back in the review; or None for a decision a
    card cannot pose again (graded by shape only: beyond the search, or no draw left; a
    complete hand)."""
    if not d.searched or d.grade is None or not 1 <= d.turn < 18:
        return None
    hand = Hand.from_tiles(kind_of(t) for t in d.hand)
    if shanten(hand, p.rules) < 0:
        return None
    seen = tuple(t for t, n in enumerate(d.seen) for _ in range(n))
    card = GameCard(hand, seen, d.turn, p.rules.name)
    return AnswerRecord(
        at,
        "discard",
        GAME_LEVEL,
        p.seed,
        card.rules,
        card.text,
        tile_str(kind_of(d.played)),
        d.grade is Grade.BEST,
    )
