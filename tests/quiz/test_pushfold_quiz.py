"""The push-or-fold quiz (issue 26 §3): positions from simulated deals with a riichi against a
hand that still has a chance; the answer every throw within the review's "best" of the
highest round EV, as :func:`mjtrainer.decision.analyze` says on its own; each level as close a
call as it says; folding is throwing the fold line's first tile; the riichi hand is real."""

from __future__ import annotations

import pytest

from mjtrainer import decision
from mjtrainer.core import Rules, SeenTiles, shanten
from mjtrainer.core.kinds import NUM_KINDS, kind_of
from mjtrainer.decision import Position
from mjtrainer.game.review import BEST_EV
from mjtrainer.quiz import PushFoldQuestion, QuizError, generate, grade, make_question
from mjtrainer.quiz.kinds.pushfold import CLEAR, CLOSE, CLOSER, PUSH_MARGIN

RIICHI = Rules.preset("riichi")
BOUNDS = {1: (CLEAR, None), 2: (CLOSER, CLEAR), 3: (CLOSE, CLOSER)}


def _analysed(q: PushFoldQuestion) -> decision.PositionReport:
    """The position asked of the decision room on its own: the hand, what the seat sees,
    the turn, the table (its riichi), East round."""
    visible = q.table.visible()
    counts = tuple(visible[t] - q.hand.counts[t] for t in range(NUM_KINDS))
    from mjtrainer.quiz.defence_deal import situation_of

    return decision.analyze(
        Position(q.hand, SeenTiles.from_counts(counts), RIICHI, q.turn, situation_of(q.table),
                 table=q.table)
    )  # fmt: skip


@pytest.mark.parametrize("level", [1, 2, 3])
@pytest.mark.parametrize("seed", range(4))
def test_each_question_is_graded_by_the_round_ev_and_as_close_as_its_level(level, seed):
    q = generate("pushfold", level, seed)
    assert isinstance(q, PushFoldQuestion) and q.level == level
    assert len(q.table.riichi_seats) == 1 and q.hand.size == 14
    found = _analysed(q)
    assert found.round_evs is not None and found.fold is not None and found.deal_ins is not None
    evs = {a.discard: ev for a, ev in zip(found.ahead.discards, found.round_evs, strict=True)}
    assert {c.tile: c.ev for c in q.choices} == pytest.approx(evs)
    top = max(evs.values())
    assert q.answer == tuple(sorted(t for t, ev in evs.items() if top - ev <= BEST_EV))
    assert q.fold_ev == pytest.approx(found.fold.ev)
    assert found.report.shanten <= 1  # a hand that still has a chance
    # The call is as close as the level says: best push against best safe throw.
    floor = next(c.deal_in for c in q.choices if c.tile == kind_of(q.fold[0]))
    pushes = [c.ev for c in q.choices if c.deal_in > floor + PUSH_MARGIN and (c.win or 0) > 0]
    safe = [c.ev for c in q.choices if c.deal_in <= floor + PUSH_MARGIN]
    gap = abs(max(pushes) - max(safe))
    low, high = BOUNDS[level]
    assert gap >= low and (high is None or gap < high)
    # The riichi hand is real: closed and ready.
    (r,) = q.riichi_hands
    assert r.hand.size == 13 and shanten(r.hand, RIICHI) == 0 and r.waits


def test_folding_is_the_safest_tile_and_grades_by_its_ev():
    q = generate("pushfold", 1, 2)
    safest = kind_of(q.fold[0])
    g = grade(q, [safest])
    assert g.folded and g.chosen is not None and g.chosen.tile == safest
    assert g.correct == (safest in q.answer)
    assert g.ev_gap == pytest.approx(q.choices[0].ev - g.chosen.ev)
    assert grade(q, [q.answer[0]]).correct
    wrong = next(c.tile for c in q.choices if c.tile not in q.answer)
    assert not grade(q, [wrong]).correct


def test_a_question_poses_again_from_its_seed_and_refuses_another_hand():
    q = generate("pushfold", 2, 1)
    again = make_question("pushfold", 2, q.hand, "riichi", 1)
    assert again.to_dict() == q.to_dict()
    other = generate("pushfold", 2, 2)
    with pytest.raises(QuizError):
        make_question("pushfold", 2, other.hand, "riichi", 1)
