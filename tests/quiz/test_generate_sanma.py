"""Three-player rules in the quiz: the waits and discard questions are dealt from the
108-tile wall (no 2m–8m), the scoring questions are three-player hands scored under sanma (a
shape with 2m–8m is dealt again), and the defence and push-or-fold questions are asked at a
three-player table (three ponds, the 108-tile wall, kita) with the danger a four-player
estimate."""

import random

import pytest

from mjtrainer.core import Rules
from mjtrainer.core.kinds import kind_of
from mjtrainer.defence import danger
from mjtrainer.quiz import generate, question_from_dict
from mjtrainer.quiz.defence_deal import positions
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


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_defence_questions_are_asked_at_a_three_player_table(level):
    """Under sanma the deal is played by three seats on the 108-tile wall: three ponds, no
    2m–8m anywhere, nobody's seat wind North, and every danger marked a four-player estimate
    (the categories stay exact)."""
    for seed in range(4):
        q = generate(QuizKind.DEFENCE, level, seed, SANMA)
        assert q.rules == "sanma" and in_play(q.hand), (level, seed, q.hand)
        table = q.table
        assert table.seats == 3 and len(table.ponds) == 3
        assert not any(1 <= kind_of(t) <= 7 for p in table.ponds for t in p.tiles)
        assert not any(1 <= kind_of(t) <= 7 for t in table.dora_indicators)
        assert q.dangers and all(d.estimate for d in q.dangers)
        assert all(r.hand.size == 13 and in_play(r.hand) for r in q.riichi_hands)
        assert question_from_dict(q.to_dict()).to_dict() == q.to_dict()  # dealt again


def test_four_player_defence_questions_are_not_estimates():
    q = generate(QuizKind.DEFENCE, 1, 5, "riichi")
    assert q.rules == "riichi" and q.table.seats == 4 and len(q.table.ponds) == 4
    assert not any(d.estimate for d in q.dangers)
    assert generate(QuizKind.DEFENCE, 1, 5, "mcr").to_dict() == q.to_dict()  # as before


def test_a_push_or_fold_question_under_sanma_is_three_players_round_ev():
    q = generate(QuizKind.PUSHFOLD, 1, 0, SANMA)
    assert q.rules == "sanma" and in_play(q.hand)
    assert q.table.seats == 3 and len(q.table.ponds) == 3
    # Each throw's deal-in chance is the danger model's at the three-player table (an estimate).
    for c in q.choices:
        d = danger(q.table, c.tile)
        assert d.estimate and c.deal_in == pytest.approx(d.chance)
    assert not any(1 <= c.tile <= 7 for c in q.choices)
    assert question_from_dict(q.to_dict()).to_dict() == q.to_dict()


def test_three_player_deals_set_aside_the_norths_drawn():
    """The simulated seats set aside every north they draw (a kita, then the replacement
    draw from the dead wall): the three-player wall adds up with the kitas."""
    kitas = 0
    for seed in range(30):
        for p in positions(random.Random(seed), 1, SANMA):
            state = p.state
            assert len(p.ponds) == 3 and p.rules is SANMA
            assert not any(1 <= t <= 7 for t in p.hand)
            # 55 live tiles: every draw, replacements included, is in a pond, set aside or
            # the one just drawn (a kita's replacement takes one off the live wall's end).
            assert sum(len(pond) for pond in p.ponds) + sum(state.kita) == 55 - p.wall - 1
            kitas = max(kitas, sum(state.kita))
    assert kitas > 0
