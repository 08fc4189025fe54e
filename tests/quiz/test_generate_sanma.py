"""Three-player rules in the quiz: the waits and discard questions are dealt from the
108-tile wall (no 2m–8m), the scoring questions are three-player hands scored under sanma (a
shape with 2m–8m is dealt again), and the defence quiz asks under the four-player riichi rules
as it always does."""

import pytest

from mjtrainer.core import Rules
from mjtrainer.quiz import generate
from mjtrainer.quiz.kinds import levels as levels_of
from mjtrainer.quiz.levels import QuizKind

SANMA = Rules.preset("sanma")


def in_play(hand) -> bool:
    return not any(hand.total_counts()[k] for k in range(1, 8))


@pytest.mark.parametrize("kind", [QuizKind.WAITS, QuizKind.DISCARD])
def test_waits_and_discards_are_dealt_from_the_three_player_wall(kind):
    seen_manzu = False
    for level in levels_of(kind):
        for seed in range(12):
            q = generate(kind, level.number, seed, SANMA)
            assert q.rules == "sanma"
            assert in_play(q.hand), (level.number, seed, q.hand)
            seen_manzu |= bool(q.hand.total_counts()[0] or q.hand.total_counts()[8])
    assert seen_manzu  # 1m and 9m are still dealt


def test_one_suit_hands_come_from_the_suits_in_play():
    """A one-suit hand (waits levels 2–4) is of pins or sou with three players; with four
    the suits are the three, as before, so a seed deals the same four-player question."""
    from mjtrainer.quiz.deal import SUITED_GROUPS, suited_groups

    assert suited_groups(Rules.preset("riichi")) == SUITED_GROUPS
    assert suited_groups(SANMA) == (1, 2)


def test_scoring_questions_are_three_player_hands_paid_as_three_players_pay():
    for level in levels_of(QuizKind.SCORING):
        for seed in range(8):
            q = generate(QuizKind.SCORING, level.number, seed, SANMA)
            assert q.rules == "sanma" and in_play(q.hand), (level.number, seed, q.hand)
            assert q.situation.seat_wind.value != "N"  # nobody sits North
            assert q.score.win


def test_the_defence_quiz_asks_under_the_riichi_rules():
    q = generate(QuizKind.DEFENCE, 1, 5, "sanma")
    assert q.rules == "riichi"
