"""The riichi-or-dama quiz (issue 27 §5): positions from simulated deals where a discard leaves
the closed hand ready; the answer what :func:`mjtrainer.decision.analyze` says on its own of
that discard declared and kept quiet; each level as far apart as it says."""

from __future__ import annotations

import pytest

from mjtrainer import decision
from mjtrainer.core import Rules, SeenTiles, shanten
from mjtrainer.core.kinds import NUM_KINDS, kind_of
from mjtrainer.decision import Position
from mjtrainer.game.review import BEST_EV
from mjtrainer.quiz import (
    ChoiceAnswer,
    QuizError,
    RiichiDamaQuestion,
    generate,
    grade,
    make_question,
    time_up,
)
from mjtrainer.quiz.kinds.pushfold import CLEAR, CLOSE, CLOSER
from mjtrainer.scoring import Situation, Wind

RIICHI = Rules.preset("riichi")
BOUNDS = {1: (CLEAR, None), 2: (CLOSER, CLEAR), 3: (CLOSE, CLOSER)}


def _analysed(q: RiichiDamaQuestion) -> decision.PositionReport:
    """The position asked of the decision room on its own: the hand, what the seat sees, the
    turn, the table, the East round with the seat's wind from the dealer."""
    t = q.table
    visible = t.visible()
    counts = tuple(visible[k] - q.hand.counts[k] for k in range(NUM_KINDS))
    wind = list(Wind)[(t.seat - (t.dealer or 0)) % 4]
    situation = Situation(0, seat_wind=wind, round_wind=Wind.EAST,
                          dora_indicators=tuple(kind_of(d) for d in t.dora_indicators))  # fmt: skip
    return decision.analyze(
        Position(q.hand, SeenTiles.from_counts(counts), RIICHI, q.turn, situation, table=t)
    )


@pytest.mark.parametrize("level", [1, 2, 3])
@pytest.mark.parametrize("seed", range(4))
def test_each_question_is_graded_by_the_round_ev_and_as_far_apart_as_its_level(level, seed):
    q = generate("riichi", level, seed)
    assert isinstance(q, RiichiDamaQuestion) and q.level == level and q.seed == seed
    # A legal position: 14 closed tiles, never a fifth copy with what the seat sees, the
    # discard leaves the hand ready on the waits named, nobody in riichi yet.
    assert q.hand.size == 14 and q.hand.is_concealed and not q.table.riichi_seats
    visible = q.table.visible()
    assert all(n <= 4 for n in visible) and sorted(q.table.hand) == sorted(q.hand.codes())
    left = q.hand.remove(q.discard)
    assert shanten(left, RIICHI) == 0 and q.left > 0
    assert q.waits == tuple(
        sorted({w for w in range(NUM_KINDS) if shanten(left.add(w), RIICHI) == -1})
    )
    # The stored answer is the decision room's: the discard's quiet and declared round EV.
    found = _analysed(q)
    i = [o.discard for o in found.report.discards].index(q.discard)
    assert found.riichi_evs is not None and found.riichi_evs[i] is not None
    evs = {"dama": found.round_evs[i], "riichi": found.riichi_evs[i]}
    assert {r.word: r.ev for r in q.rows} == pytest.approx(evs)
    top = max(evs.values())
    assert set(q.answer) == {w for w, ev in evs.items() if top - ev <= BEST_EV}
    # The discard asked about is the ready one whose better way is worth most.
    readies = [max(found.round_evs[j], r) for j, r in enumerate(found.riichi_evs) if r is not None]
    assert top == pytest.approx(max(readies))
    # As far apart as the level says.
    low, high = BOUNDS[level]
    assert q.gap >= low and (high is None or q.gap < high)
    assert q.rows[0].ev >= q.rows[1].ev and len(q.answer) == 1


def test_the_rows_carry_numbers_the_learner_can_check():
    q = generate("riichi", 2, 0)
    riichi, dama = q.row_of("riichi"), q.row_of("dama")
    assert riichi is not None and dama is not None and riichi.declared and not dama.declared
    for r in q.rows:
        assert 0.0 <= r.win <= 1.0 and r.value > 0
    # Riichi adds a han (and ura dora in expectation): a win is worth more declared.
    assert riichi.value > dama.value
    assert 0.0 <= q.ron_with_yaku <= 1.0
    line = q.to_dict()
    assert line["kind"] == "riichi" and line["answer"] == list(q.answer)
    assert [c["choice"] for c in line["choices"]] == [r.word for r in q.rows]


def test_the_answers_grade_by_the_round_ev():
    q = generate("riichi", 1, 1)
    right, wrong = q.rows[0].word, q.rows[1].word
    g = grade(q, ChoiceAnswer(right.upper() + " "))
    assert g.correct and g.given == right and g.ev_gap == 0 and g.given_text() == right
    g = grade(q, ChoiceAnswer(wrong))
    assert not g.correct and g.ev_gap == pytest.approx(q.gap)
    with pytest.raises(QuizError) as e:
        grade(q, ChoiceAnswer("pon"))
    assert e.value.code == "choice-unknown"
    with pytest.raises(QuizError) as e:
        grade(q, [3])
    assert e.value.code == "answer-not-choice"
    missed = time_up(q)
    assert not missed.correct and missed.chosen is None and missed.given_text() == ""


def test_a_choice_answer_is_refused_by_a_tile_quiz():
    with pytest.raises(QuizError) as e:
        grade(generate("waits", 1, 0), ChoiceAnswer("riichi"))
    assert e.value.code == "answer-not-tiles"


def test_a_question_poses_again_from_its_seed_and_refuses_another_hand():
    q = generate("riichi", 2, 3)
    again = make_question("riichi", 2, q.hand, "riichi", 3)
    assert again.to_dict() == q.to_dict()
    other = generate("riichi", 2, 4)
    with pytest.raises(QuizError):
        make_question("riichi", 2, other.hand, "riichi", 3)


@pytest.mark.parametrize("kind", ["riichi", "call"])
@pytest.mark.parametrize("seed", range(3))
def test_under_sanma_the_questions_are_three_players(kind, seed):
    q = generate(kind, 2, seed, "sanma")
    assert q.rules == "sanma" and q.table.seats == 3
    assert not any(q.hand.counts[k] for k in range(1, 8))  # no 2m-8m in a three-player wall
    if kind == "call":
        assert not any(w.startswith("chi") for w in q.choices)  # nobody chis with three
        assert q.offered_from in range(3)
    top = q.rows[0].ev
    assert set(q.answer) == {r.word for r in q.rows if top - r.ev <= BEST_EV}
    # Any four-player rules choose the riichi rules' question.
    assert generate(kind, 2, seed, "mcr").to_dict() == generate(kind, 2, seed, "riichi").to_dict()
