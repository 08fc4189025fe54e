"""What the practice panel shows, made from the deal and its grades (Qt-free): the hand with
the drawn tile apart, one row a graded discard, and the progress record of each discard."""

from __future__ import annotations

from ...core import shanten
from ...core.kinds import CODE_NAMES
from ...game.practice import SEAT, Practice, summary, table_rules
from ...game.replay import PondTile
from ...game.review import Decision, Grade
from ...quiz.cards import GAME_LEVEL, GameCard
from ...quiz.store import AnswerRecord
from .practice_model import GradeRow, PracticeView


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
            () if d is None else d.best_codes,  # named as thrown: a red five red
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
        len(p.discards) + 1,
        rows,
        grading,
        over,
        summary(p, done) if over and len(done) == len(decisions) else None,
        len(p.discards) if over else len(p.discards) + 1 + p.draws_left,
        others_ponds(p),
        p.kitas,
        p.can_kita,
        bool(p.moves),
    )


def others_ponds(p: Practice) -> tuple[tuple[PondTile, ...], ...]:
    """The other seats' ponds, from the learner's right round the table (their tiles count
    as seen: the learner sees them too). Each seat draws and throws, so every tile is a
    tsumogiri."""
    rules = table_rules(p)
    ponds = p.ponds()
    out = []
    seat = rules.seat_after(SEAT)
    while seat != SEAT:
        out.append(tuple(PondTile(t, True) for t in ponds[seat]))
        seat = rules.seat_after(seat)
    return tuple(out)


def answer_record(p: Practice, d: Decision, at: float) -> AnswerRecord | None:
    """A graded discard as an answer to a card from a game (:mod:`mjtrainer.quiz.cards`: its
    position, the seen tiles and the turn, under the deal's rules; the tile thrown; right
    when graded best), so a missed one comes back in the review; or None for a decision a
    card cannot pose again (graded by shape only: beyond the search, or no draw left; a
    complete hand). ``given`` names the tile thrown (``0p`` for the red five: the card's
    answers are graded by kind, and the store reads either name as the five)."""
    if not d.searched or d.grade is None or not 1 <= d.turn < 18:
        return None
    hand = d.core_hand()  # red fives kept: the card names and values them
    if shanten(hand, p.rules) < 0:
        return None
    seen = tuple(t for t, n in enumerate(d.seen) for _ in range(n))
    card = GameCard.of(hand, seen, d.turn, p.rules)
    return AnswerRecord(
        at,
        "discard",
        GAME_LEVEL,
        p.seed,
        card.rules,
        card.text,
        CODE_NAMES[d.played],
        d.grade is Grade.BEST,
    )
