"""The arrangement that scores a hand (MCR's own, riichi's found from the package's yaku and
fu), and how many times a fan can count."""

from __future__ import annotations

import pytest

from mjtrainer.core import Hand, Rules, decompositions
from mjtrainer.quiz import generate
from mjtrainer.scoring import (
    MOST_TIMES,
    Fan,
    ScoringError,
    Situation,
    score,
    scoring_arrangement,
    winning_place,
)

from .deal import deals

RIICHI = Rules.preset("riichi")


def groups(text: str, win: str, self_drawn: bool = False, **flags) -> tuple:
    hand = Hand.parse(text)
    s = score(hand, "riichi", Situation(Hand.parse(win).tiles()[0], self_drawn, **flags))
    found = scoring_arrangement(s)
    return None if found is None else found.groups


# Hand-checked: 111222333m456p77s splits as three pungs or as three 123m chows. Won by
# self-draw the pungs give 三暗刻 (sanankou); on a discard of 3m the chows give iipeikou with
# the edge wait 12-3 (the pungs would give no yaku but riichi and fewer fu).
@pytest.mark.parametrize(
    ("hand", "win", "self_drawn", "expected"),
    [
        (
            "111222333m456p77s",
            "3m",
            True,
            ((24, 24), (0, 0, 0), (1, 1, 1), (2, 2, 2), (12, 13, 14)),
        ),
        (
            "111222333m456p77s",
            "3m",
            False,
            ((24, 24), (0, 1, 2), (0, 1, 2), (0, 1, 2), (12, 13, 14)),
        ),
        # Seven pairs or two pure double sequences: ryanpeikou (3 han) beats chiitoitsu (2).
        (
            "112233m445566p77s",
            "5p",
            False,
            ((24, 24), (0, 1, 2), (0, 1, 2), (12, 13, 14), (12, 13, 14)),
        ),
    ],
)
def test_the_riichi_arrangement_is_the_one_the_yaku_need(hand, win, self_drawn, expected):
    assert groups(hand, win, self_drawn, riichi=True) == expected


def test_seven_pairs_when_the_yaku_say_so():
    found = groups("11335577m2244p66s", "6s", riichi=True)
    assert found is not None and len(found) == 7 and all(len(g) == 2 for g in found)


def test_a_hand_without_yaku_has_no_scoring_arrangement():
    assert groups("123m456p789s11222z", "1z") is None  # a South pung for an East seat


def test_the_mcr_arrangement_is_the_scores_own():
    hand = Hand.parse("111222333m456p77s")
    s = score(hand, "mcr", Situation(2, True))
    assert scoring_arrangement(s) is s.decomposition


def test_every_riichi_win_of_the_quiz_has_an_arrangement_that_agrees():
    """Each scoring question under riichi (levels 1–3, 150 seeds each) finds the arrangement
    among its decompositions, and it re-assembles to the hand."""
    checked = 0
    for level in (1, 2, 3):
        for seed in range(150):
            q = generate("scoring", level, seed, "riichi")
            found = scoring_arrangement(q.score)
            assert found is not None, (q.hand, q.situation)
            assert found in decompositions(q.hand, RIICHI)
            checked += 1
    assert checked == 450


# --- how many times a fan counts ----------------------------------------------------------------

# Hand-checked hands where a fan counts more than once (on the first tile, on a discard).
REPEATED = {
    Fan.PURE_DOUBLE_CHOW: ("112233m77s [456p] [456p]", 2),
    Fan.MIXED_DOUBLE_CHOW: ("123456m123456p11s", 2),
    Fan.SHORT_STRAIGHT: ("123456m345678p99s", 2),
    Fan.DOUBLE_PUNG: ("111999m111999p55s", 2),
    Fan.PUNG_OF_TERMINALS_OR_HONOURS: ("111999m111999p55s", 4),
    Fan.TILE_HOG: ("33777789m111123s", 2),
}


@pytest.mark.parametrize("fan", sorted(REPEATED, key=lambda f: f.id), ids=lambda f: f.en)
def test_a_repeating_fan_counts_as_often_as_the_hand_shows(fan):
    text, times = REPEATED[fan]
    hand = Hand.parse(text)
    s = score(hand, "mcr", Situation(hand.tiles()[0]))
    assert s.count(fan) == times <= MOST_TIMES[fan]


def test_flowers_count_up_to_eight():
    hand = Hand.parse("123m456p789s11222z")
    assert score(hand, "mcr", Situation(27, flowers=8)).count(Fan.FLOWER_TILES) == 8
    assert MOST_TIMES[Fan.FLOWER_TILES] == 8


def test_no_fan_ever_counts_more_often_than_the_table_says():
    counted = 0
    for d in deals(11, 12):
        try:
            s = score(d.hand, "mcr", d.situation)
        except ScoringError:
            continue
        for f in s.fans:
            assert f.count <= MOST_TIMES[f.fan], (d.hand, f)
        counted += 1
    assert counted > 300
    assert {f for f, n in MOST_TIMES.items() if n > 1} >= set(REPEATED) | {Fan.FLOWER_TILES}


# Hand-checked: 123p 333p, won on a discard of 3p. As the edge wait 12-3 the 333p pung stays
# concealed (4 fu) and the wait gives 2: 20 + 10 + 2 + 4 = 36 -> 40 fu, the package's count.
# As a pung opened by the discard it would be 2 fu and no wait fu (20 + 10 + 2 -> 40 too, but
# not what the package lists): the winning tile is lit in the chow the fu name.
@pytest.mark.parametrize(
    ("hand", "win", "self_drawn", "group", "wait"),
    [
        ("789m123333p45556s", "3p", False, (9, 10, 11), "wait-penchan"),
        # Both waits give 0 wait fu on a self-draw; the pung stays concealed either way, and the
        # two-sided reading of 345p is lit.
        ("789m333345p45556s", "3p", True, (11, 12, 13), None),
        # 5s in 456s and the 55s pair: the closed wait 4-6s is lit, not the pair.
        ("789m123p444p45556s", "5s", False, (21, 22, 23), "wait-kanchan"),
        # 123s and the 55s pair: won alone on the pair (tanki).
        ("789m123p444p12355s", "5s", False, (22, 22), "wait-tanki"),
    ],
)
def test_the_winning_tile_sits_where_the_fu_count_it(hand, win, self_drawn, group, wait):
    tile = Hand.parse(win).tiles()[0]
    s = score(Hand.parse(hand), "riichi", Situation(tile, self_drawn, riichi=True))
    d = scoring_arrangement(s)
    assert d is not None
    g, i = winning_place(s, d)
    assert d.groups[g] == group and group[i] == s.situation.win_tile
    waits = [f.reason.value for f in s.fu_details if f.reason.value.startswith("wait-")]
    assert waits == ([] if wait is None else [wait])
