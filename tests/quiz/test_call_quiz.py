"""The call-or-pass quiz (issue 27 §5): positions from simulated deals where a tile just thrown
could be called; the answer what :func:`mjtrainer.decision.analyze` says on its own of the
pass and each call (with its best discard); each level as far apart as it says."""

from __future__ import annotations

import pytest

from mjtrainer import decision
from mjtrainer.core import Rules, SeenTiles, shanten
from mjtrainer.core.kinds import NUM_KINDS, kind_of
from mjtrainer.decision import Position
from mjtrainer.game.review import BEST_EV
from mjtrainer.quiz import CallQuestion, ChoiceAnswer, QuizError, generate, grade, make_question
from mjtrainer.quiz.kinds.pushfold import CLEAR, CLOSE, CLOSER
from mjtrainer.scoring import Situation, Wind

RIICHI = Rules.preset("riichi")
BOUNDS = {1: (CLEAR, None), 2: (CLOSER, CLEAR), 3: (CLOSE, CLOSER)}


def _analysed(q: CallQuestion) -> decision.PositionReport:
    t = q.table
    visible = t.visible()
    counts = tuple(visible[k] - q.hand.counts[k] for k in range(NUM_KINDS))
    wind = list(Wind)[(t.seat - (t.dealer or 0)) % 4]
    situation = Situation(0, seat_wind=wind, round_wind=Wind.EAST,
                          dora_indicators=tuple(kind_of(d) for d in t.dora_indicators))  # fmt: skip
    return decision.analyze(
        Position(q.hand, SeenTiles.from_counts(counts), RIICHI, q.turn, situation, table=t,
                 offered=q.offered, offered_from=q.offered_from)
    )  # fmt: skip


def _calls_by_brute_force(q: CallQuestion) -> set[str]:
    """Every call on the offered tile, found by trying each meld the tile could complete."""
    k = kind_of(q.offered)
    counts = q.hand.counts
    out = {"pass"}
    names = "mpsz"
    if counts[k] >= 2:
        out.add(f"pon {(k % 9) + 1}{(k % 9) + 1}{(k % 9) + 1}{names[k // 9]}")
    if counts[k] >= 3:
        out.add(f"kong {str((k % 9) + 1) * 4}{names[k // 9]}")
    left = (q.table.seat - 1) % 4
    if k < 27 and q.offered_from == left:
        for low in range(max(k - 2, k - k % 9), min(k, k - k % 9 + 6) + 1):
            run = [low, low + 1, low + 2]
            run.remove(k)
            if all(counts[t] > 0 for t in run):
                out.add(f"chi {low % 9 + 1}{low % 9 + 2}{low % 9 + 3}{names[k // 9]}")
    return out


@pytest.mark.parametrize("level", [1, 2, 3])
@pytest.mark.parametrize("seed", range(4))
def test_each_question_is_graded_by_the_round_ev_and_as_far_apart_as_its_level(level, seed):
    q = generate("call", level, seed)
    assert isinstance(q, CallQuestion) and q.level == level and q.seed == seed
    # A legal position: 13 closed tiles, another seat's tile, never a fifth copy.
    assert q.hand.size == 13 and q.offered_from != q.table.seat
    visible = list(q.table.visible())
    visible[kind_of(q.offered)] += 1
    assert all(n <= 4 for n in visible) and sorted(q.table.hand) == sorted(q.hand.codes())
    # Each choice the hand has, and only those (chi only from the left).
    assert set(q.choices) == _calls_by_brute_force(q)
    # The stored answer is the decision room's: each option by its best discard's round EV.
    found = _analysed(q)
    best: dict[str, float] = {}
    for c in found.calls:
        word = str(c.option)
        best[word] = max(best.get(word, float("-inf")), c.round_ev)
    assert {r.word: r.ev for r in q.rows} == pytest.approx(best)
    top = max(best.values())
    assert set(q.answer) == {w for w, ev in best.items() if top - ev <= BEST_EV}
    low, high = BOUNDS[level]
    assert q.gap >= low and (high is None or q.gap < high)
    # A hand at most two from ready as it stands (the pass).
    assert q.row_of("pass").shanten <= 2 and shanten(q.hand, RIICHI) <= 2
    # A call's row names the discard that reaches its EV, and the shanten it leaves.
    for r in q.rows:
        assert r.win > 0 or r.word not in q.answer
        if r.call in ("chi", "pon"):
            assert r.discard is not None
            c = next(c for c in found.calls if str(c.option) == r.word and c.discard == r.discard)
            assert c.round_ev == pytest.approx(r.ev)
            assert shanten(c.option.hand.remove(r.discard), RIICHI) == r.shanten
        else:
            assert r.discard is None


def test_the_answers_grade_by_the_round_ev():
    q = generate("call", 2, 0)
    g = grade(q, ChoiceAnswer(q.answer[0]))
    assert g.correct and g.ev_gap == 0
    wrong = next(w for w in q.choices if w not in q.answer)
    g = grade(q, ChoiceAnswer(wrong))
    assert not g.correct and g.ev_gap >= CLOSER
    with pytest.raises(QuizError) as e:
        grade(q, ChoiceAnswer("riichi"))
    assert e.value.code == "choice-unknown"
    line = q.to_dict()
    assert line["kind"] == "call" and line["offered"] and line["answer"] == list(q.answer)


def test_a_question_poses_again_from_its_seed_and_refuses_another_hand():
    q = generate("call", 1, 2)
    again = make_question("call", 1, q.hand, "riichi", 2)
    assert again.to_dict() == q.to_dict()
    with pytest.raises(QuizError):
        make_question("call", 1, generate("call", 1, 3).hand, "riichi", 2)
