"""Red fives in the waits and discard quizzes: under rules with red fives a dealt hand holds them
as a real wall deals them (one red five a suit among its four fives), its text says ``0m``,
and the answer, which shape alone decides, is the one the same deal has without them."""

from __future__ import annotations

import random

import pytest

from mjtrainer.core import Hand, Rules
from mjtrainer.core.hand import FIVES
from mjtrainer.quiz import generate, question_from_dict
from mjtrainer.quiz.deal import redden, with_red_fives

RIICHI = Rules.preset("riichi")
NO_RED = RIICHI.with_riichi_options(red_fives=0)


def _red_rate(kind: str, level: int, seeds: range) -> tuple[int, float]:
    """Red fives dealt, and how many a wall with one red five a suit gives in expectation
    (each five held is the red one with chance 1/4)."""
    reds, expected = 0, 0.0
    for seed in seeds:
        hand = generate(kind, level, seed, RIICHI).hand
        assert hand.red_count == len(set(hand.red))  # never two of a suit
        assert all(hand.counts[k] > 0 for k in hand.red)
        totals = hand.total_counts()
        expected += sum(totals[f] for f in FIVES) / 4
        reds += hand.red_count
    return reds, expected


@pytest.mark.parametrize(("kind", "level", "count"), [("waits", 1, 300), ("waits", 3, 300)])
def test_red_fives_come_at_a_walls_rate_in_the_waits_quiz(kind, level, count):
    reds, expected = _red_rate(kind, level, range(count))
    assert expected > 60  # enough fives for the rate to mean something
    assert 0.75 * expected <= reds <= 1.25 * expected


def test_red_fives_come_at_a_walls_rate_in_the_discard_quiz():
    reds, expected = _red_rate("discard", 2, range(120))
    assert expected > 25
    assert 0.6 * expected <= reds <= 1.4 * expected


def test_the_rate_itself_over_many_hands():
    """The marking alone, on a fixed hand holding two 5p and one 5s: 5p red half the time,
    5s a quarter, 5m never (none held), never two red 5p."""
    hand = Hand.parse("12355p345s11z")
    n = 8000
    rng = random.Random(5)
    p = s = 0
    for _ in range(n):
        red = with_red_fives(hand, rng)
        assert red.counts == hand.counts and 4 not in red.red
        p += 13 in red.red
        s += 22 in red.red
    assert abs(p / n - 0.5) < 0.03 and abs(s / n - 0.25) < 0.03


@pytest.mark.parametrize("kind", ["waits", "discard"])
def test_no_red_five_without_them(kind):
    for seed in range(40):
        assert generate(kind, 1, seed, "general").hand.red_count == 0
        assert generate(kind, 1, seed, NO_RED).hand.red_count == 0


@pytest.mark.parametrize(("kind", "level"), [("waits", 1), ("waits", 4), ("discard", 1)])
def test_red_fives_change_no_answer_and_no_grade(kind, level):
    """The same seed with and without red fives: the same tiles, answer and grading; only
    the text says which five is red."""
    red_seen = 0
    for seed in range(30):
        red = generate(kind, level, seed, RIICHI)
        plain = generate(kind, level, seed, NO_RED)
        assert red.hand.counts == plain.hand.counts and plain.hand.red_count == 0
        assert red.answer == plain.answer
        assert red.report.shanten == plain.report.shanten
        if kind == "waits":
            assert [(w.tile, w.remaining) for w in red.report.waits] == [
                (w.tile, w.remaining) for w in plain.report.waits
            ]
            assert red.grade(red.answer).correct and plain.grade(red.answer).correct
        else:
            assert red.lookahead == plain.lookahead
            for t in {o.discard for o in red.report.discards}:
                assert red.grade([t]).correct == plain.grade([t]).correct
        if red.hand.red_count:
            red_seen += 1
            text = str(red.hand)
            assert "0" in text and Hand.parse(text) == red.hand
            line = red.to_dict()
            assert "0" in line["hand"]
            again = question_from_dict(line)
            assert again.hand == red.hand and again.answer == red.answer
    assert red_seen  # the seeds deal some red fives


def test_redden_is_a_function_of_the_hand():
    hand = Hand.parse("555m55p555s11z")
    assert redden(hand, RIICHI) == redden(hand, RIICHI)
    assert redden(hand, NO_RED) == hand
