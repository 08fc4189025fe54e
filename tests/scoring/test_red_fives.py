"""Red fives score one dora each (aka dora), concealed or in a meld; plain fives none."""

from __future__ import annotations

import pytest

from mjtrainer.core import Hand
from mjtrainer.scoring import Situation, score_riichi


def _red_han(text: str, win: int = 27, **flags: object) -> tuple[int, int]:
    score = score_riichi(Hand.parse(text), Situation(win_tile=win, **flags))  # type: ignore[arg-type]
    return score.han, sum(y.han for y in score.yaku if y.id == "aka-dora")


@pytest.mark.parametrize(
    ("red", "plain", "reds"),
    [
        ("234067m333p456s11z", "234567m333p456s11z", 1),
        ("234m406p333s456s11z", "234m456p333s456s11z", 1),
        ("340m406p406s678s11z", "345m456p456s678s11z", 3),
    ],
)
def test_each_red_five_is_one_han(red, plain, reds):
    han_red, aka = _red_han(red, self_drawn=True, riichi=True)
    han_plain, none = _red_han(plain, self_drawn=True, riichi=True)
    assert (aka, none) == (reds, 0)
    assert han_red == han_plain + reds


def test_a_red_five_in_a_called_meld_counts_too():
    han, aka = _red_han("234m678p55z666z [055s]", 31, self_drawn=True)  # a pon of dragons
    assert aka == 1
    _, none = _red_han("234m678p55z666z [555s]", 31, self_drawn=True)
    assert none == 0


def test_four_plain_fives_are_no_red_five():
    # Under rules without red fives all four copies are plain: none may count as red.
    score = score_riichi(Hand.parse("123m555p678s11z (5555m)"), Situation(27, riichi=True))
    assert score.win
    assert not any(y.id == "aka-dora" for y in score.yaku)
