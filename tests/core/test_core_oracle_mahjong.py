"""Differential tests against the ``mahjong`` package (Riichi) under the ``riichi`` preset.

Hands come from a real 136-tile wall with fixed seeds. Where a hand holds four of a kind the
``mahjong`` package (structural) and our exact shanten may legitimately differ, so those hands
are checked against a brute force of our own instead (tests/core/helpers.py).
"""

import random

import pytest
from mahjong.agari import Agari
from mahjong.shanten import Shanten

from mjtrainer.core import (
    Hand,
    Meld,
    MeldKind,
    Rules,
    Shape,
    analyze,
    discard_options,
    effective_tiles,
    shanten,
    shanten_by_shape,
    waits,
)

from .helpers import brute_waits, exact_small_shanten, riichi_win, wall_deal

RIICHI = Rules.preset("riichi")
S = Shanten()
AGARI = Agari()


def peer_by_shape(counts):
    c = list(counts)
    return (
        S.calculate_shanten_for_regular_hand(c),
        S.calculate_shanten_for_chiitoitsu_hand(c),
        S.calculate_shanten_for_kokushi_hand(c),
    )


def ours_by_shape(hand):
    d = shanten_by_shape(hand, RIICHI)
    return d[Shape.STANDARD], d[Shape.SEVEN_PAIRS], d[Shape.THIRTEEN_ORPHANS]


def hands(seed, n, kinds=range(34), sizes=(13, 14)):
    rnd = random.Random(seed)
    return [Hand.from_tiles(wall_deal(rnd, rnd.choice(sizes), kinds)) for _ in range(n)]


@pytest.mark.parametrize(
    "seed, kinds",
    [
        (1, range(34)),
        (2, range(0, 9)),
        (3, range(9, 18)),
        (4, list(range(18, 27)) + list(range(27, 34))),
    ],
)
def test_shanten_of_each_shape(seed, kinds):
    checked = four = 0
    for hand in hands(seed, 1500, kinds):
        ours = ours_by_shape(hand)
        peer = peer_by_shape(hand.counts)
        if max(hand.counts) < 4:
            assert ours == peer, hand
            checked += 1
        elif ours != peer:
            four += 1
            # The peer may count on a fifth copy; it can only be lower than the exact value.
            assert all(p <= o for p, o in zip(peer, ours, strict=True)), hand
            if hand.size == 13 and ours[0] <= 1:
                assert exact_small_shanten(hand.counts) == min(ours), hand
    assert checked > 500


def test_overall_shanten_and_agari():
    for hand in hands(5, 3000):
        if max(hand.counts) == 4:
            continue
        assert shanten(hand, RIICHI) == S.calculate_shanten(list(hand.counts)), hand
        if hand.size == 14:
            assert analyze(hand, RIICHI).win == AGARI.is_agari(list(hand.counts)), hand


def complete_hand(rnd, one_suit=None):
    """A random complete 14-tile hand from the wall (sets + pair), or None if a kind ran out."""
    left = [4] * 34
    tiles = []
    for _ in range(4):
        suit = one_suit if one_suit is not None else rnd.randrange(4)
        if suit < 3 and rnd.random() < 0.6:
            s = suit * 9 + rnd.randrange(7)
            group = [s, s + 1, s + 2]
        else:
            t = suit * 9 + rnd.randrange(9) if suit < 3 else 27 + rnd.randrange(7)
            group = [t] * 3
        tiles += group
    suit = one_suit if one_suit is not None else rnd.randrange(4)
    p = suit * 9 + rnd.randrange(9) if suit < 3 else 27 + rnd.randrange(7)
    tiles += [p, p]
    for t in tiles:
        left[t] -= 1
    return tiles if min(left) >= 0 else None


def ready_hands(seed, n, one_suit=None):
    rnd = random.Random(seed)
    out = []
    while len(out) < n:
        tiles = complete_hand(rnd, one_suit)
        if tiles:
            assert AGARI.is_agari(list(Hand.from_tiles(tiles).counts))
            tiles.remove(rnd.choice(tiles))
            out.append(Hand.from_tiles(tiles))
    return out


@pytest.mark.parametrize("seed, one_suit", [(6, None), (7, 0), (8, 1), (9, 2)])
def test_waits_of_ready_hands(seed, one_suit):
    for hand in ready_hands(seed, 400, one_suit):
        ours = [w.tile for w in waits(hand, RIICHI)]
        peer = []
        for t in range(34):
            c = list(hand.counts)
            if c[t] < 4:
                c[t] += 1
                if S.calculate_shanten(c) == -1:
                    peer.append(t)
        assert ours == brute_waits(hand), hand
        if max(hand.counts) < 4:
            assert ours == peer, hand
        assert ours, hand  # built ready


@pytest.mark.parametrize("seed, kinds", [(10, range(34)), (11, range(0, 9))])
def test_discard_options_from_the_peers_shanten(seed, kinds):
    for hand in hands(seed, 120, kinds, sizes=(14,)):
        if max(hand.counts) == 4:
            continue
        counts = list(hand.counts)
        expected = {}
        for d in range(34):
            if not counts[d]:
                continue
            counts[d] -= 1
            base = S.calculate_shanten(counts)
            eff = []
            for t in range(34):
                if counts[t] < 4:
                    counts[t] += 1
                    if S.calculate_shanten(counts) < base:
                        eff.append(t)
                    counts[t] -= 1
            counts[d] += 1
            expected[d] = (base, eff)
        options = discard_options(hand, RIICHI)
        got = {o.discard: (o.shanten, [t for t, _ in o.effective]) for o in options}
        assert got == expected, hand
        keys = [(o.shanten, -o.effective_count, o.discard) for o in options]
        assert keys == sorted(keys)


def test_effective_tiles_of_13_tile_hands():
    for hand in hands(12, 600, sizes=(13,)):
        if max(hand.counts) == 4:
            continue
        base = S.calculate_shanten(list(hand.counts))
        expect = []
        for t in range(34):
            c = list(hand.counts)
            if c[t] < 4:
                c[t] += 1
                if S.calculate_shanten(c) < base:
                    expect.append(t)
        assert [t for t, _ in effective_tiles(hand, RIICHI)] == expect, hand


def melded_hand(rnd, melds):
    """A hand with ``melds`` declared melds and the rest concealed, from one wall."""
    wall = [t for t in range(34) for _ in range(4)]
    rnd.shuffle(wall)
    out = []
    for _ in range(melds):
        kind = rnd.choice([MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG, MeldKind.CONCEALED_KONG])
        t = rnd.randrange(27) if kind is MeldKind.CHOW else rnd.randrange(34)
        if kind is MeldKind.CHOW and t % 9 > 6:
            t -= 2
        m = Meld(t, kind)
        if all(x in wall for x in m.tiles) and all(
            wall.count(x) >= m.tiles.count(x) for x in m.tiles
        ):
            for x in m.tiles:
                wall.remove(x)
            out.append(m)
    size = 14 - 3 * len(out) - rnd.randrange(2)
    return Hand.from_tiles(wall[:size], out)


@pytest.mark.parametrize("melds", [1, 2, 3, 4])
def test_hands_with_melds(melds):
    rnd = random.Random(100 + melds)
    for _ in range(500):
        hand = melded_hand(rnd, melds)
        total = hand.total_counts()
        ours = shanten(hand, RIICHI)
        peer = S.calculate_shanten_for_regular_hand(list(hand.counts))
        if max(total) < 4:
            assert ours == peer, hand
        else:
            assert peer <= ours, hand
        if hand.size % 3 == 1:
            assert [w.tile for w in waits(hand, RIICHI)] == brute_waits(hand), hand
        else:
            assert analyze(hand, RIICHI).win == riichi_win(hand.counts, len(hand.melds)), hand
