"""Differential tests against PyMahjongGB (Chinese Official rules) under the ``mcr`` preset.

PyMahjongGB is structural (a shape may use a fifth copy), so hands holding four of a kind are
left out of the comparison; test_hands_holding_four_of_a_kind_against_a_brute_force checks those.
"""

import random

import MahjongGB as GB
import pytest

from mjtrainer.core import Hand, Rules, Shape, analyze, shanten, shanten_by_shape

from .helpers import exact_small_shanten, mcr_win, wall_deal

MCR = Rules.preset("mcr")
# our kinds -> PyMahjongGB names: W characters, B dots (饼), T bamboo (条), F winds, J 中 發 白
NAMES = (
    [f"W{n}" for n in range(1, 10)]
    + [f"B{n}" for n in range(1, 10)]
    + [f"T{n}" for n in range(1, 10)]
    + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]
)
PEER = {
    Shape.STANDARD: GB.RegularShanten,
    Shape.SEVEN_PAIRS: GB.SevenPairsShanten,
    Shape.THIRTEEN_ORPHANS: GB.ThirteenOrphansShanten,
    Shape.HONORS_AND_KNITTED: GB.HonorsAndKnittedTilesShanten,
    Shape.KNITTED_STRAIGHT: GB.KnittedStraightShanten,
}
KNITTED_AND_HONORS = [
    0,
    3,
    6,
    10,
    13,
    16,
    20,
    23,
    26,
    1,
    4,
    7,
    11,
    14,
    17,
    19,
    22,
    25,
    *range(27, 34),
]


def peer(hand, shape):
    sh, useful = PEER[shape](tuple(NAMES[t] for t in hand.tiles()))
    return sh, sorted(NAMES.index(u) for u in useful)


def deals(seed, n, kinds=range(34)):
    rnd = random.Random(seed)
    out = []
    while len(out) < n:
        hand = Hand.from_tiles(wall_deal(rnd, 13, kinds))
        if max(hand.counts) < 4:
            out.append(hand)
    return out


@pytest.mark.parametrize(
    "seed, kinds",
    [(21, range(34)), (22, range(0, 9)), (23, KNITTED_AND_HONORS), (24, range(18, 34))],
)
def test_shanten_per_shape(seed, kinds):
    for hand in deals(seed, 700, kinds):
        ours = shanten_by_shape(hand, MCR)
        for shape in PEER:
            assert ours[shape] == peer(hand, shape)[0], (hand, shape)
        assert shanten(hand, MCR) == min(peer(hand, s)[0] for s in PEER), hand


@pytest.mark.parametrize("seed, kinds", [(25, range(34)), (26, KNITTED_AND_HONORS)])
def test_useful_tiles_match_for_the_best_shapes(seed, kinds):
    """The effective tiles are the union of the useful tiles of the shapes at the minimum."""
    for hand in deals(seed, 300, kinds):
        report = analyze(hand, MCR)
        by_shape = {s: peer(hand, s) for s in PEER}
        best = min(sh for sh, _ in by_shape.values())
        expect = sorted(
            {
                t
                for sh, useful in by_shape.values()
                if sh == best
                for t in useful
                if hand.counts[t] < 4
            }
        )
        assert [t for t, _ in report.effective] == expect, hand


def test_knitted_hands_that_win():
    assert analyze(Hand.parse("147m258p369s12345z"), MCR).win
    assert analyze(Hand.parse("147m258p369s234m11z"), MCR).win
    # a knitted straight with the set taken from its own tiles' kinds
    assert analyze(Hand.parse("147m258p369s123s11z"), MCR).win
    assert not analyze(Hand.parse("147m258p369s123s11z"), Rules.preset("general")).win


def test_hands_holding_four_of_a_kind_against_a_brute_force():
    """Where PyMahjongGB may count a fifth copy, an exact brute force decides (shanten 0, 1)."""
    rnd = random.Random(27)
    checked = 0
    while checked < 40:
        kind = rnd.choice(KNITTED_AND_HONORS + list(range(34)))
        rest = wall_deal(rnd, 9, [t for t in range(34) if t != kind])
        hand = Hand.from_tiles([kind] * 4 + rest)
        ours = shanten(hand, MCR)
        if ours > 1:
            continue
        assert exact_small_shanten(hand.counts, mcr_win) == ours, hand
        checked += 1
