"""The look-ahead's presenters, plain pytest: the discard rows with their chances, the best
rows by the chance to win, the sentence, the chart's curves, a 13-tile hand's chances and
improvements, and the discard quiz's table and grade.

Expectations come from the core's look-ahead called on its own (``analyze_lookahead``), from
hand-made entries, and for the one sentence from the hand checked in README (6m keeps 24 tiles,
7p 22, and 7p wins 56.3% against 41.3%).
"""

from __future__ import annotations

import random

import pytest

from mjtrainer.app.quiz import presenters as quiz_discard
from mjtrainer.app.shared import presenters
from mjtrainer.app.shared.viewmodel import CurveView, Result, StatusKind
from mjtrainer.app.trainer import presenters as trainer_presenters
from mjtrainer.core import (
    DiscardLookahead,
    DiscardOption,
    Hand,
    LookaheadRequest,
    Rules,
    analyze,
    analyze_lookahead,
    tile_str,
)
from mjtrainer.core.lookahead import cut_off
from mjtrainer.quiz import generate, grade, time_up

GENERAL = Rules.preset("general")
SHAPE = "6777m33379p78s555z"  # README: 6m has the most tiles, 7p (and 9p) win more often
M6, P7, P9 = 5, 15, 17


def base(hand: Hand) -> Result:
    return trainer_presenters.result_of(analyze(hand, GENERAL))


def test_rows_gain_the_chances_of_the_core_in_the_core_order():
    hand = Hand.parse(SHAPE)
    ahead = analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=1))
    shown = trainer_presenters.with_lookahead(base(hand), ahead)
    assert [d.tile for d in shown.discards] == [o.discard for o in ahead.report.discards]
    for d, a in zip(shown.discards, ahead.discards, strict=True):
        assert (d.searched, d.tenpai, d.win) == (a.searched, a.tenpai_prob, a.win_prob)
    # Before the look-ahead comes back every row is still to come (None), not "not searched".
    assert all(d.searched is None and d.win is None for d in base(hand).discards)


def test_the_best_rows_are_those_that_win_most_often():
    """Before the look-ahead the effective tiles pick 6m; after it 7p and 9p (tied on every
    count, README) are lit, and 6m is not."""
    hand = Hand.parse(SHAPE)
    before = base(hand)
    assert [d.tile for d in before.discards if d.best] == [M6]
    shown = trainer_presenters.with_lookahead(
        before, analyze_lookahead(hand, LookaheadRequest(GENERAL))
    )
    assert [d.tile for d in shown.discards if d.best] == [P7, P9]
    assert shown.lookahead.best == (P7, P9)
    top = max(d.win for d in shown.discards if d.searched)
    assert all(d.win == pytest.approx(top, abs=1e-12) for d in shown.discards if d.best)


def entry(tile: int, win: float | None, tenpai: float | None, count: int) -> DiscardLookahead:
    series = None if win is None else (win,)
    return DiscardLookahead(tile, 1, count, win is not None, tenpai, win, series, series)


def test_best_row_ties_break_on_tenpai_then_effective_tiles():
    a = entry(0, 0.40, 0.80, 20)
    b = entry(1, 0.40, 0.90, 18)  # the same chance to win, more often ready: best
    c = entry(2, 0.40, 0.90, 16)  # as b, fewer effective tiles
    d = entry(3, 0.30, 0.99, 30)
    assert trainer_presenters.lookahead_best([a, b, c, d]) == (1,)
    e = entry(4, 0.40, 0.90, 18)  # tied with b on everything: both are lit
    assert trainer_presenters.lookahead_best([a, b, c, d, e]) == (1, 4)
    assert trainer_presenters.lookahead_best([entry(5, None, None, 40)]) is None


def test_nothing_searched_keeps_the_effective_tiles_best():
    hand = Hand.parse("258m258p258s12345z")  # 14 tiles, far beyond the cut-off
    ahead = analyze_lookahead(hand, LookaheadRequest(GENERAL))
    assert not any(a.searched for a in ahead.discards)
    before = base(hand)
    shown = trainer_presenters.with_lookahead(before, ahead)
    assert [d.best for d in shown.discards] == [d.best for d in before.discards]
    assert any(d.best for d in shown.discards)
    assert all(d.searched is False and d.win is None for d in shown.discards)
    assert shown.lookahead.best == () and shown.lookahead.curves == ()
    assert shown.lookahead.cut_off == cut_off()


def test_the_sentence_names_the_tile_leader_and_the_winner():
    hand = Hand.parse(SHAPE)
    ahead = analyze_lookahead(hand, LookaheadRequest(GENERAL))
    c = trainer_presenters.lookahead_view(ahead).contrast
    assert (c.leader, c.best) == (M6, P7)
    assert round(100 * c.best_win, 1) == 56.3 and round(100 * c.leader_win, 1) == 41.3
    # When the effective tiles pick the winner there is no sentence.
    plain = trainer_presenters.lookahead_view(
        analyze_lookahead(Hand.parse("123m456p789s1122z3z"), LookaheadRequest(GENERAL))
    )
    assert plain.contrast is None and plain.best


def test_the_chart_follows_the_three_discards_that_win_most_often():
    hand = Hand.parse(SHAPE)
    for turn in (1, 9, 17):
        ahead = analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=turn))
        view = trainer_presenters.lookahead_view(ahead)
        assert len(view.curves) == 3
        by_win = sorted(
            (a for a in ahead.discards if a.searched),
            key=lambda a: (-a.win_prob, -a.tenpai_prob),
        )
        assert [c.tile for c in view.curves] == [a.discard for a in by_win[:3]]
        if turn < 17:
            assert [c.tile for c in view.curves] == [P7, P9, M6]
        else:  # one draw left: no 1-shanten hand can win, being ready decides
            assert all(c.values == (0.0,) for c in view.curves) and view.curves[0].tile == M6
        for c in view.curves:
            a = next(x for x in ahead.discards if x.discard == c.tile)
            assert c.target == "win" and c.values == a.win_by_turn
            assert c.first_draw == turn + 1 and len(c.values) == 18 - turn
            assert c.values[-1] == a.win_prob


def test_a_13_tile_hand_gets_its_chances_and_improvements():
    hand = Hand.parse("677m33379p78s555z")
    ahead = analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=3, extended=True))
    one = ahead.hand
    view = trainer_presenters.lookahead_view(ahead)
    h = view.hand
    assert (h.shanten, h.searched, h.tenpai, h.win) == (1, True, one.tenpai_prob, one.win_prob)
    assert h.effective == one.effective_count == 12
    assert [(i.tile, i.remaining, i.effective) for i in h.improvements] == [
        (i.tile, i.remaining, i.effective_count) for i in one.improvements
    ]
    assert h.improvements and all(i.effective > h.effective for i in h.improvements)
    assert view.curves == (
        CurveView(-1, "win", 4, one.win_by_turn),
        CurveView(-1, "tenpai", 4, one.tenpai_by_turn),
    )
    assert view.extended and view.cut_off == cut_off(extended=True) and view.turn == 3
    assert view.best == () and view.contrast is None
    shown = trainer_presenters.with_lookahead(base(hand), ahead)
    assert shown.lookahead == view and shown.discards == ()


def test_a_13_tile_hand_beyond_the_cut_off_is_not_searched():
    hand = Hand.parse("258m258p258s1234z")
    view = trainer_presenters.lookahead_view(
        analyze_lookahead(hand, LookaheadRequest(GENERAL, extended=True))
    )
    assert view.hand.searched is False and view.hand.win is None and view.curves == ()
    assert view.hand.shanten > cut_off(extended=True)


def test_later_turns_leave_less_chance():
    hand = Hand.parse(SHAPE)
    early = trainer_presenters.with_lookahead(
        base(hand), analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=1))
    )
    late = trainer_presenters.with_lookahead(
        base(hand), analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=17))
    )
    for a, b in zip(early.discards, late.discards, strict=True):
        assert b.win < a.win and b.tenpai < a.tenpai
    late9 = trainer_presenters.with_lookahead(
        base(hand), analyze_lookahead(hand, LookaheadRequest(GENERAL, turn=9))
    )
    for a, b in zip(early.discards, late9.discards, strict=True):
        assert 0 < b.win < a.win


def test_discard_views_take_the_lookahead_in_any_order():
    options = (
        DiscardOption(3, 1, ((4, 2),), 2),
        DiscardOption(7, 1, ((8, 1),), 1),
    )
    ahead = [entry(7, 0.5, 0.9, 1), entry(3, None, None, 2)]
    rows = presenters.discard_views(options, (7,), ahead)
    assert [(r.tile, r.best, r.searched, r.win) for r in rows] == [
        (3, False, False, None),
        (7, True, True, 0.5),
    ]


# --- the discard quiz --------------------------------------------------------------------------


def test_a_shape_choice_question_carries_its_sentence():
    for seed in range(4):
        q = generate("discard", 4, seed)
        view = quiz_discard.discard_question_view(q)
        c = view.contrast
        assert c is not None
        top = q.report.discards[0]  # the most effective tiles (others may tie with it)
        leader = next(d for d in q.report.discards if d.discard == c.leader)
        assert (leader.shanten, leader.effective_count) == (top.shanten, top.effective_count)
        assert c.leader not in q.answer
        assert c.best == view.discards[0].tile and c.best in q.answer
        assert c.best_win == max(a.win_prob for a in q.lookahead if a.searched)


def test_a_plain_discard_question_has_no_sentence():
    rng = random.Random(3)
    for _ in range(5):
        q = generate("discard", 1, rng.randrange(10_000))
        if q.report.discards[0].discard in q.answer:
            assert quiz_discard.discard_question_view(q).contrast is None


def test_grade_view_names_the_best_by_the_chance_to_win_and_the_gap():
    q = generate("discard", 4, 2)
    leader = q.report.discards[0]
    g = grade(q, [leader.discard])
    view = quiz_discard.discard_grade_view(g, timed_out=False, time_ms=10)
    best = max((a for a in q.lookahead if a.searched), key=lambda a: a.win_prob)
    chosen = next(a for a in q.lookahead if a.discard == leader.discard)
    assert view.best == best.discard != leader.discard
    assert view.win_gap == pytest.approx(best.win_prob - chosen.win_prob)
    assert view.win_gap >= 0.005  # shape choices: at least half a point
    assert view.tile_gap < 0  # the right answer keeps fewer tiles now
    late = quiz_discard.discard_grade_view(time_up(q), timed_out=True, time_ms=10)
    assert late.best == best.discard and late.chosen is None and late.win_gap is None


def test_tile_names_used_in_these_tests():
    assert [tile_str(t) for t in (M6, P7, P9)] == ["6m", "7p", "9p"]
    assert StatusKind.SHANTEN is base(Hand.parse(SHAPE)).status
