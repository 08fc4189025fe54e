"""A question whose time ran out: what was given by then is marked, and it counts as missed,
for every kind (a scoring question is graded as a scoring answer, not as a discard)."""

from __future__ import annotations

from mjtrainer.quiz import AnswerRecord, Mark, McrAnswer, RiichiAnswer, generate, grade, time_up
from mjtrainer.scoring import Fan

from .test_scoring_quiz import BIG, TANYAO


def test_waits_mark_the_tiles_selected_and_count_as_missed():
    q = generate("waits", 2, 3)
    g = time_up(q, q.answer)  # every wait selected, yet too late
    assert not g.correct
    assert g.right == q.answer and g.missed == () and g.extra == ()
    assert grade(q, q.answer).correct
    nothing = time_up(q)
    assert nothing.missed == q.answer and nothing.given == ()


def test_discard_misses_the_best_ones():
    q = generate("discard", 2, 3)
    g = time_up(q)
    assert not g.correct and g.chosen is None
    assert g.missed == q.answer
    # The best is the one a wrong answer is compared with: the highest chance to win.
    wrong = next(o.discard for o in q.report.discards if o.discard not in q.answer)
    answered = grade(q, [wrong])
    assert g.best == answered.best and g.best_lookahead == answered.best_lookahead
    assert g.best_lookahead is not None and g.best.discard == g.best_lookahead.discard
    assert g.best.discard in q.answer


def test_a_timed_out_shape_choice_names_the_discard_that_wins_most_often():
    # Shape choices: the discard with the most effective tiles (the table's first) is wrong.
    for seed in range(3):
        q = generate("discard", 4, seed)
        first = q.report.discards[0]
        g = time_up(q)
        assert first.discard not in q.answer
        assert g.best != first and g.best.discard in q.answer
        top = max(a.win_prob for a in q.lookahead if a.win_prob is not None)
        assert g.best_lookahead.win_prob >= top - 1e-12  # ties within 1e-12: tenpai decides
        assert g.win_gap is None and g.tile_gap is None  # nothing was chosen


def test_mcr_marks_the_fans_ticked():
    right = McrAnswer.parse("18 59 66 75")  # exactly BIG's fans
    g = time_up(BIG, right)
    assert not g.correct and g.answer == right
    assert all(m.mark is Mark.RIGHT for m in g.fans)
    none = time_up(BIG)
    assert not none.correct and none.answer == McrAnswer()
    assert none.fan_marks(Mark.MISSED) == (
        Fan.ALL_TERMINALS_AND_HONOURS,
        Fan.DRAGON_PUNG,
        Fan.TWO_CONCEALED_PUNGS,
        Fan.ONE_VOIDED_SUIT,
    )
    assert none.values[0].want == 37 and none.values[0].got == 0


def test_riichi_marks_the_numbers_typed_or_none():
    g = time_up(TANYAO, RiichiAnswer(1, 30))
    assert not g.correct
    assert [(v.name, v.mark) for v in g.values] == [("han", Mark.RIGHT), ("fu", Mark.WRONG)]
    blank = time_up(TANYAO)
    assert not blank.correct and blank.answer is None and blank.values == () and blank.fans == ()


def test_a_timed_out_scoring_answer_is_stored_as_its_text():
    g = time_up(BIG, McrAnswer.parse("18 59"))
    record = AnswerRecord.of(BIG, g, 30000, 1.0)
    assert record.given == "18,59" and not record.correct
