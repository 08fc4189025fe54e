"""Three-player riichi (``sanma``) scoring: the payments DESIGN.md "Rules" names (tsumo loss,
200 a honba on a discard, 100 from each of the two others on a self-draw), the dora after a 1m
indicator (9m), kita as dora, and the situation's checks on kita.

The figures are the standard three-player payment table (Tenhou's and Mahjong Soul's rooms):
a non-dealer's 1 han 40 fu self-draw is 700 from the dealer and 400 from the other non-dealer
(1,100: the 400 a fourth player would pay is lost), not 1,500 as with four players.
"""

import pytest

from mjtrainer.core import Hand, Rules
from mjtrainer.scoring import ScoringError, Situation, Wind, score

SANMA = Rules.preset("sanma")
RIICHI = Rules.preset("riichi")
HAND = Hand.parse("999m123p456p789s11z")  # won on 9s: 1 han (self-draw) 40 fu
WIN = 26  # 9s


def south(**flags):
    return Situation(WIN, self_drawn=True, seat_wind=Wind.SOUTH, **flags)


def test_a_self_draw_is_paid_by_the_two_others_only():
    four = score(HAND, RIICHI, south()).points
    three = score(HAND, SANMA, south()).points
    assert (four.from_dealer, four.from_others, four.total) == (700, 400, 1500)
    assert (three.from_dealer, three.from_others, three.total) == (700, 400, 1100)


def test_honba_is_200_on_a_discard_and_100_from_each_on_a_self_draw():
    ron = Situation(WIN, seat_wind=Wind.SOUTH, riichi=True, honba=2)
    assert score(HAND, SANMA, ron).points.honba == 400
    assert score(HAND, RIICHI, ron).points.honba == 600
    assert score(HAND, SANMA, south(honba=1)).points.honba == 200
    assert score(HAND, RIICHI, south(honba=1)).points.honba == 300


def test_a_1m_indicator_makes_9m_the_dora():
    assert score(HAND, SANMA, south(dora_indicators=(0,))).han == 1 + 3
    assert score(HAND, RIICHI, south(dora_indicators=(0,))).han == 1  # 2m is the dora there


def test_each_kita_is_a_dora():
    assert score(HAND, SANMA, south(kita=2)).han == 1 + 2


@pytest.mark.parametrize(
    "rules, flags, code",
    [(RIICHI, {"kita": 1}, "flag-rules"), (SANMA, {"kita": 5}, "kita-range")],
)
def test_kita_is_checked(rules, flags, code):
    with pytest.raises(ScoringError) as e:
        score(HAND, rules, south(**flags))
    assert e.value.code == code
    if code == "flag-rules":
        assert "sanma" in str(e.value)


def test_kita_beside_norths_in_the_hand_cannot_make_a_fifth():
    hand = Hand.parse("999m123p456p789s44z")
    with pytest.raises(ScoringError) as e:
        score(hand, SANMA, south(kita=3))
    assert e.value.code == "kita-copies"
    assert score(hand, SANMA, south(kita=2)).han == 1 + 2
