"""The window names a discard by the tile it throws (plain pytest on the presenters): the row
of a five whose one held copy is red draws the red five (``DiscardView.code``), a five held
beside its red one stays plain; the chart's curves, the sentences, the quiz's table and
verdict, the review's rows and summary and the practice list say the same."""

from __future__ import annotations

from mjtrainer.app.quiz.kinds.discard import discard_verdict
from mjtrainer.app.quiz.presenters import discard_explanation, discard_grade_view, question_view
from mjtrainer.app.review.presenters import decision_view
from mjtrainer.app.shared import i18n, presenters
from mjtrainer.app.trainer import presenters as trainer_presenters
from mjtrainer.app.trainer.practice_model import GradeRow
from mjtrainer.app.trainer.practice_views import row_text
from mjtrainer.core import (
    DiscardLookahead,
    Hand,
    LookaheadRequest,
    Rules,
    analyze,
    analyze_lookahead,
)
from mjtrainer.core.kinds import RED_5M, RED_5P
from mjtrainer.game.review import Decision, Grade
from mjtrainer.quiz import grade, make_question

RIICHI = Rules.preset("riichi")
RED_ONLY = "23406m456p2378s11z"  # its one 5m is red
BOTH = "234056m456p2378s1z"  # a plain 5m beside the red one
# Throwing the red 5p (its one 5p) makes the hand ready: it leads the chart.
RED_BEST = "123789m0p789s1122z"


def _row(rows, kind):
    return next(r for r in rows if r.tile == kind)


def test_the_analysis_rows_give_the_red_five_thrown():
    rows = trainer_presenters.result_of(analyze(Hand.parse(RED_ONLY), RIICHI)).discards
    assert _row(rows, 4).code == RED_5M and _row(rows, 4).face == RED_5M
    assert _row(rows, 13).code is None and _row(rows, 13).face == 13
    rows = trainer_presenters.result_of(analyze(Hand.parse(BOTH), RIICHI)).discards
    assert _row(rows, 4).code is None and _row(rows, 4).face == 4


def test_the_lookahead_rows_and_the_chart_name_the_red_five():
    hand = Hand.parse(RED_BEST)
    ahead = analyze_lookahead(hand, LookaheadRequest(RIICHI, turn=6))
    result = trainer_presenters.with_lookahead(
        trainer_presenters.result_of(analyze(hand, RIICHI)), ahead
    )
    assert _row(result.discards, 13).face == RED_5P
    assert result.lookahead is not None
    assert RED_5P in [c.tile for c in result.lookahead.curves]
    assert 13 not in [c.tile for c in result.lookahead.curves]
    assert 13 in result.lookahead.best  # the best stays a kind: it lights the row


def test_the_quiz_explanation_and_verdict_name_the_red_five(qapp):
    q = make_question("discard", 3, Hand.parse(RED_ONLY), "riichi", turn=6)
    rows, _ = discard_explanation(q)
    assert _row(rows, 4).face == RED_5M
    g = grade(q, (RED_5M,))  # a click on the red five is its kind's discard
    assert g.chosen is not None and g.chosen.discard == 4
    view = question_view(q)
    assert _row(view.discards, 4).face == RED_5M
    text = discard_verdict(view, discard_grade_view(g, False, 1000))
    assert text.startswith("Throwing " + i18n.tile_name(RED_5M) + " "), text


def _decision(hand: str, best: tuple[int, ...]) -> Decision:
    codes = Hand.parse(hand).codes()
    seen = (0,) * 34
    return Decision(
        0, 3, 6, codes, (), seen, RED_5M, False, False, False, 1, False, None, None, best,
        None, None, Grade.MISTAKE,
    )  # fmt: skip


def test_the_review_names_the_best_as_thrown():
    d = _decision(RED_ONLY, (4, 19))
    assert d.best_codes == (RED_5M, 19)
    assert d.to_dict()["best"] == ["0m", "2s"] and d.to_dict()["played"] == "0m"
    assert _decision(BOTH, (4,)).best_codes == (4,)
    view = decision_view(d)
    assert _row(view.rows, 4).face == RED_5M
    assert 4 in view.best  # the marks compare kinds


def test_the_practice_list_names_the_best_as_thrown(qapp):
    text = row_text(GradeRow(3, 19, Grade.MISTAKE, 0.1, (RED_5M,)))
    assert text.endswith("best 0m)")


def test_the_sentences_name_the_red_five_thrown():
    hand = Hand.parse(RED_ONLY)

    def entry(kind, win, value=None):
        return DiscardLookahead(kind, 1, 10, True, 0.9, win, None, None, value)

    c = presenters.contrast_view(hand, entry(4, 0.30), entry(19, 0.36))
    assert (c.leader, c.best) == (RED_5M, 19)
    v = trainer_presenters.value_contrast_view(
        hand, entry(19, 0.36, 2000.0), entry(4, 0.3, 2500.0), "x"
    )
    assert (v.best, v.top) == (19, RED_5M)
    plain = presenters.contrast_view(Hand.parse(BOTH), entry(4, 0.30), entry(19, 0.36))
    assert plain.leader == 4
