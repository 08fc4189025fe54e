"""Three-player riichi (``sanma``) in the core: 27 kinds in play, no 2m–8m.

Shanten is checked against the ``mahjong`` package's own three-player shanten
(``is_three_player=True``: 1m and 9m form no chows, a fourth copy is dead weight) on hands dealt
from a real 108-tile wall; waits and effective tiles against a brute force over the kinds in
play; the look-ahead's wall holds 108 tiles.
"""

import random

import pytest
from mahjong.shanten import Shanten

from mjtrainer.core import (
    Hand,
    HandError,
    LookaheadRequest,
    Rules,
    analyze,
    discard_lookahead,
    effective_tiles,
    shanten,
    waits,
)

from .helpers import wall_deal
from .test_lookahead_kernel import both, needs_kernel, same
from .test_lookahead_reference import refuse_threes

SANMA = Rules.preset("sanma")
RIICHI = Rules.preset("riichi")
MIDDLE = range(1, 8)  # 2m–8m
IN_PLAY = [k for k in range(34) if k not in MIDDLE]
PEER = Shanten()


def sanma_hands(seed: int, n: int, sizes=(13, 14)) -> list[Hand]:
    rnd = random.Random(seed)
    return [Hand.from_tiles(wall_deal(rnd, rnd.choice(sizes), IN_PLAY)) for _ in range(n)]


def sanma_near_complete(rnd: random.Random, swaps: int) -> tuple[Hand, list[int]]:
    """A 14-tile complete three-player hand (pungs of any kind in play, chows of pins and
    sou only) with ``swaps`` tiles swapped for others from the wall; (hand, rest of the wall)."""
    while True:
        tiles = []
        for _ in range(4):
            if rnd.random() < 0.5:
                start = rnd.choice([s + n for s in (9, 18) for n in range(7)])
                tiles += [start, start + 1, start + 2]
            else:
                tiles += [rnd.choice(IN_PLAY)] * 3
        tiles += [rnd.choice(IN_PLAY)] * 2
        if max(tiles.count(k) for k in tiles) <= 4:
            break
    wall = [k for k in IN_PLAY for _ in range(4 - tiles.count(k))]
    rnd.shuffle(wall)
    for _ in range(swaps):
        tiles[rnd.randrange(14)] = wall.pop()
        if max(tiles.count(k) for k in tiles) > 4:
            return sanma_near_complete(rnd, swaps)
    return Hand.from_tiles(tiles), wall


def test_the_preset_knows_its_table():
    assert SANMA.seats == 3
    assert len(SANMA.kinds_in_play) == 27
    assert SANMA.wall_tiles == 108
    assert SANMA.live_wall == 108 - 3 * 13 - 14  # 55, Tenhou's three-player live wall
    assert SANMA.starting_points == 35_000
    assert not SANMA.chi and SANMA.kita
    assert RIICHI.chi and not RIICHI.kita
    assert [SANMA.seat_after(s) for s in SANMA.seat_order()] == [1, 2, 0]
    assert Rules.preset("三麻") is SANMA and Rules.preset("3P") is SANMA


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_shanten_is_the_peers_three_player_shanten(seed):
    for hand in sanma_hands(seed, 1200):
        peer = PEER.calculate_shanten(list(hand.counts), is_three_player=True)
        assert shanten(hand, SANMA) == peer, hand


def test_a_fourth_terminal_character_is_dead_weight():
    """The peer's own example: with 2m and 3m out of play the fourth 1m cannot wait for a
    chow, so the hand is a step further than with four players."""
    hand = Hand.parse("1111m111122233z")
    assert shanten(hand, RIICHI) == 1
    assert (
        shanten(hand, SANMA) == 2 == PEER.calculate_shanten(list(hand.counts), is_three_player=True)
    )


def _brute_waits(hand: Hand) -> set[int]:
    out = set()
    for k in IN_PLAY:
        if hand.counts[k] < 4 and shanten(hand.add(k), SANMA) == -1:
            out.add(k)
    return out


def test_waits_and_effective_tiles_are_over_the_kinds_in_play():
    rnd = random.Random(21)
    checked = 0
    hands = sanma_hands(21, 800, sizes=(13,))
    for _ in range(700):
        full, _wall = sanma_near_complete(rnd, rnd.randrange(2))
        hands.append(full.remove(rnd.choice(full.tiles())))
    for hand in hands:
        sh = shanten(hand, SANMA)
        eff = dict(effective_tiles(hand, SANMA))
        assert not set(eff) & set(MIDDLE), hand
        assert all(n == 4 - hand.counts[k] for k, n in eff.items()), hand
        brute = {k for k in IN_PLAY if hand.counts[k] < 4 and shanten(hand.add(k), SANMA) < sh}
        assert set(eff) == brute, hand
        if sh == 0:
            assert {w.tile for w in waits(hand, SANMA)} == _brute_waits(hand), hand
            checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    "text, seen, where",
    [("2m11p234p456s789s11z", "", "2m"), ("1m11p234p456s789s11z", "3m", "seen tiles: 3m"),
     ("1m11p234p456s1z[567m]", "", "5m"), ("0m1p234p456s789s11z", "", "5m")],
)  # fmt: skip
def test_a_character_out_of_play_is_refused_with_a_message(text, seen, where):
    with pytest.raises(HandError) as e:
        analyze(Hand.parse(text), SANMA, seen)
    assert e.value.code == "not-in-play"
    assert str(e.value).startswith(where)
    assert "sanma" in str(e.value)
    analyze(Hand.parse(text), RIICHI, seen)  # the same hand is fine with four players


def test_the_look_ahead_draws_from_the_108_tile_wall():
    """Discarding 1m leaves a ready hand waiting on 1p and 1z, two copies of each left. With
    four players the first draw wins with 4 of the 136 − 14 unseen tiles; with three the wall
    has 108 − 14, less the four norths, which a hand holding none sets aside as kita (each
    replaced by the next tile): 4 of 90."""
    hand = Hand.parse("1m11p234p456s789s11z")
    four = {d.discard: d for d in discard_lookahead(hand, LookaheadRequest(RIICHI, "", 5))}
    assert four[0].win_by_turn[0] == pytest.approx(4 / (136 - 14))
    three = {d.discard: d for d in discard_lookahead(hand, LookaheadRequest(SANMA, "", 5))}
    assert three[0].win_by_turn[0] == pytest.approx(4 / (108 - 14 - 4))


def test_a_hand_holding_a_north_keeps_the_norths_in_its_wall():
    """A hand with a north pair (waiting on it) draws norths like any tile: 2 of 108 − 14
    wins at once on north, 2 more on 1p."""
    hand = Hand.parse("1m11p234p456s789s44z")
    three = {d.discard: d for d in discard_lookahead(hand, LookaheadRequest(SANMA, "", 5))}
    assert three[0].win_by_turn[0] == pytest.approx(4 / (108 - 14))


@needs_kernel
@pytest.mark.parametrize("seed, count, swaps, extended", [(31, 30, 1, False), (32, 12, 2, True)])
def test_the_kernel_gives_the_pure_numbers_over_the_three_player_wall(
    monkeypatch, seed, count, swaps, extended
):
    rnd = random.Random(seed)
    series = 0
    for _ in range(count):
        hand, wall = sanma_near_complete(rnd, swaps)
        seen = wall[: rnd.choice((0, 5, 20))]
        legal = refuse_threes if rnd.random() < 0.3 else None
        ask = LookaheadRequest(SANMA, seen, rnd.choice((1, 6, 12)), extended, legal)
        fast, pure, used = both(monkeypatch, lambda h=hand, a=ask: discard_lookahead(h, a))
        assert used
        series += same(fast, pure)
    assert series >= count
