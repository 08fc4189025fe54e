"""组合龙 beside a declared set (Chinese Official): the knitted straight stands for three sets,
and the fourth may be declared (chow, pung or kong, open or concealed).

Checked against PyMahjongGB on seeded one-meld hands near a knitted straight: its shanten per
shape (on the concealed tiles), its fan calculator for wins and waits (it is given the meld),
and an exact brute force over target hands where PyMahjongGB, which reads the concealed tiles
alone, may count copies that sit in the meld.
"""

from __future__ import annotations

import random
from collections import Counter

import MahjongGB as GB
import pytest

from mjtrainer.core import (
    Hand,
    Meld,
    MeldKind,
    Rules,
    Shape,
    WaitKind,
    analyze,
    decompositions,
    is_complete,
    shanten,
    shanten_by_shape,
    wait_readings,
    waits,
)

from .helpers import KNITTED_STRAIGHTS, exact_shanten_by_targets
from .test_core_oracle_gb import NAMES

MCR = Rules.preset("mcr")
PACK = {
    MeldKind.CHOW: "CHI",
    MeldKind.PUNG: "PENG",
    MeldKind.KONG: "GANG",
    MeldKind.CONCEALED_KONG: "GANG",
}


def gb_pack(meld: Meld) -> tuple[str, str, int]:
    """A meld as PyMahjongGB's pack: a chow is named by its middle tile; offer 0 = concealed."""
    middle = meld.tile + 1 if meld.kind is MeldKind.CHOW else meld.tile
    return PACK[meld.kind], NAMES[middle], 0 if meld.kind is MeldKind.CONCEALED_KONG else 1


def gb_wins(hand: Hand, tile: int) -> bool:
    """Whether PyMahjongGB's fan calculator accepts the concealed tiles plus ``tile`` beside
    the hand's melds as a win (any fan total; it raises ERROR_NOT_WIN otherwise)."""
    try:
        GB.MahjongFanCalculator(
            tuple(gb_pack(m) for m in hand.melds),
            tuple(NAMES[t] for t in hand.tiles()),
            NAMES[tile],
            0,
            False,
            False,
            False,
            False,
            0,
            0,
        )
    except TypeError as e:
        if str(e) == "ERROR_NOT_WIN":
            return False
        raise
    return True


def gb_fans(hand: Hand, tile: int) -> dict[str, int]:
    fans = GB.MahjongFanCalculator(
        tuple(gb_pack(m) for m in hand.melds),
        tuple(NAMES[t] for t in hand.tiles()),
        NAMES[tile],
        0,
        False,
        False,
        False,
        False,
        0,
        0,
    )
    return {name: points for points, name in fans}


def near_knitted(rnd: random.Random, concealed: int) -> Hand:
    """A one-meld hand near a knitted straight: the nine knitted kinds less 0-2, a pair or a
    single, random filler up to ``concealed`` tiles, and one random meld (chow, pung, kong or
    concealed kong); dealt again until no kind passes four copies."""
    while True:
        tiles = list(rnd.choice(KNITTED_STRAIGHTS))
        for _ in range(rnd.randint(0, 2)):
            tiles.remove(rnd.choice(tiles))
        extra = rnd.randrange(34)
        tiles += [extra] * min(rnd.choice((1, 2)), concealed - len(tiles))
        while len(tiles) < concealed:
            tiles.append(rnd.randrange(34))
        kind = rnd.choice(list(MeldKind))
        if kind is MeldKind.CHOW:
            meld = Meld(rnd.randrange(3) * 9 + rnd.randrange(7), kind)
        else:
            meld = Meld(rnd.randrange(34), kind)
        if max((Counter(tiles) + Counter(meld.tiles)).values()) <= 4:
            return Hand.from_tiles(tiles, [meld])


def peer_shanten(tiles: tuple[int, ...]) -> dict[Shape, tuple[int, list[int]]]:
    """PyMahjongGB's shanten and useful tiles per shape of 10 concealed tiles."""
    names = tuple(NAMES[t] for t in tiles)
    out = {}
    for shape, fn in (
        (Shape.STANDARD, GB.RegularShanten),
        (Shape.KNITTED_STRAIGHT, GB.KnittedStraightShanten),
    ):
        sh, useful = fn(names)
        out[shape] = (sh, sorted(NAMES.index(u) for u in useful))
    return out


def exact(hand: Hand, shape: Shape) -> int:
    knitted = shape is Shape.KNITTED_STRAIGHT
    sets = 0 if knitted else hand.concealed_count // 3
    return exact_shanten_by_targets(hand.counts, hand.meld_counts(), sets, knitted)


# --- the hands of the issue ------------------------------------------------------------------


def test_knitted_straight_with_a_declared_chow_wins():
    hand = Hand.parse("147m258p369s11z [123m]")
    # the reading: 组合龙 12 and a single wait 1 (PyMahjongGB's fan names)
    assert gb_fans(hand.remove(27), 27) == {"组合龙": 12, "独听・单钓": 1}
    assert shanten(hand, MCR) == -1
    assert is_complete(hand, MCR)
    assert shanten_by_shape(hand, MCR)[Shape.KNITTED_STRAIGHT] == -1
    report = analyze(hand, MCR)
    assert report.win
    (d,) = decompositions(hand, MCR)
    assert d.shape is Shape.KNITTED_STRAIGHT
    assert d.knitted == (0, 3, 6, 10, 13, 16, 20, 23, 26)
    assert d.pairs == (27,)
    assert d.sets == ()
    assert d.declared == (Meld.parse("[123m]"),)
    assert d.to_dict() == {
        "shape": "knitted-straight",
        "knitted": "147m258p369s",
        "pair": "11z",
        "melds": ["[123m]"],
    }


def test_knitted_straight_with_a_declared_chow_is_ready_on_the_pair():
    hand = Hand.parse("147m258p369s1z [123m]")
    assert shanten(hand, MCR) == 0
    assert shanten_by_shape(hand, MCR) == {Shape.STANDARD: 6, Shape.KNITTED_STRAIGHT: 0}
    (w,) = waits(hand, MCR)
    assert (w.tile, w.remaining, w.kinds) == (27, 3, (WaitKind.TANKI,))
    (r,) = wait_readings(hand, 27, MCR)
    assert r.kind is WaitKind.TANKI
    assert r.decomposition.groups[r.group] == (27, 27)
    report = analyze(hand, MCR)
    assert report.effective == ((27, 3),)
    # under rules without knitted shapes the same hand is far from ready
    assert shanten(hand, Rules.preset("general")) == 6


def test_a_missing_knitted_tile_is_a_knitted_wait_beside_a_pung():
    hand = Hand.parse("47m258p369s11z [555z]")
    assert [(w.tile, w.kinds) for w in waits(hand, MCR)] == [(0, (WaitKind.KNITTED,))]
    assert gb_wins(hand, 0)
    (r,) = wait_readings(hand, 0, MCR)
    assert r.group == 0 and r.decomposition.declared == hand.melds


def test_a_kong_of_a_knitted_kind_rules_that_straight_out():
    # 1m is all in the kong: 147m258p369s cannot be made, the other straights still can
    hand = Hand.parse("47m258p369s11z [1111m]")
    # (PyMahjongGB's fan calculator would take 1m here: a fifth copy)
    assert waits(hand, MCR) == ()
    assert shanten_by_shape(hand, MCR)[Shape.KNITTED_STRAIGHT] == exact(
        hand, Shape.KNITTED_STRAIGHT
    )


def test_concealed_only_shapes_stay_concealed_only():
    """Seven pairs, thirteen orphans and 全不靠 need 14 concealed tiles; beside a meld only the
    standard shape and 组合龙 are read."""
    concealed = Hand.parse("147m258p369s12345z")
    assert set(shanten_by_shape(concealed, MCR)) == set(Shape)
    assert decompositions(concealed, MCR)[0].shape is Shape.HONORS_AND_KNITTED
    melded = Hand.parse("147m258p369s12z [555z]")
    assert set(shanten_by_shape(melded, MCR)) == {Shape.STANDARD, Shape.KNITTED_STRAIGHT}
    assert not is_complete(melded, MCR)
    assert shanten_by_shape(melded, MCR)[Shape.KNITTED_STRAIGHT] == 0
    two_melds = Hand.parse("147m258p3s [555z] [666z]")
    assert set(shanten_by_shape(two_melds, MCR)) == {Shape.STANDARD}


# --- differential: PyMahjongGB and the exact brute force -------------------------------------


def _settled(hand: Hand, shape: Shape, ours: int, peer: int) -> bool:
    """Ours equals PyMahjongGB, or (PyMahjongGB not knowing the meld's copies) PyMahjongGB is
    lower and the exact brute force says ours."""
    return ours == peer or (peer < ours and ours == exact(hand, shape))


@pytest.mark.parametrize("seed", [51, 52, 53])
def test_ready_side_against_pymahjonggb(seed):
    """13-tile hands (10 concealed + a meld): shanten per shape, effective tiles, waits."""
    rnd = random.Random(seed)
    agree = {"standard": 0, "knitted": 0, "effective": 0, "waits": 0, "ready": 0}
    for _ in range(320):
        hand = near_knitted(rnd, 10)
        total = hand.total_counts()
        ours = shanten_by_shape(hand, MCR)
        assert set(ours) == {Shape.STANDARD, Shape.KNITTED_STRAIGHT}, hand
        peer = peer_shanten(hand.tiles())
        for shape, name in ((Shape.STANDARD, "standard"), (Shape.KNITTED_STRAIGHT, "knitted")):
            assert _settled(hand, shape, ours[shape], peer[shape][0]), (hand, shape)
            agree[name] += ours[shape] == peer[shape][0]
        assert shanten(hand, MCR) == min(ours.values())
        report = analyze(hand, MCR)
        # the effective tiles (read incrementally) are the draws that lower the shanten
        base = shanten(hand, MCR)
        lowering = [t for t in range(34) if total[t] < 4 and shanten(hand.add(t), MCR) < base]
        assert [t for t, _ in report.effective] == lowering, hand
        if all(ours[s] == peer[s][0] for s in ours) and max(total) < 4:
            best = min(sh for sh, _ in peer.values())
            expect = sorted(
                {t for sh, useful in peer.values() if sh == best for t in useful if total[t] < 4}
            )
            assert [t for t, _ in report.effective] == expect, hand
            agree["effective"] += 1
        # waits: every kind not used up, through the fan calculator, which knows the meld
        winning = [t for t in range(34) if total[t] < 4 and gb_wins(hand, t)]
        assert [w.tile for w in waits(hand, MCR)] == winning, hand
        assert [w.tile for w in report.waits] == winning, hand
        agree["waits"] += 1
        agree["ready"] += bool(winning)
    # the corpus really is near the shape: many ready hands, most shanten agreeing outright
    assert agree["ready"] >= 100
    assert agree["standard"] >= 300
    assert agree["knitted"] >= 300
    assert agree["effective"] >= 120


@pytest.mark.parametrize("seed", [61, 62, 63])
def test_complete_side_against_pymahjonggb(seed):
    """14-tile hands (11 concealed + a meld): win as the fan calculator says, decompositions,
    and shanten per shape as the best discard leaves it."""
    rnd = random.Random(seed)
    wins = 0
    for _ in range(320):
        hand = near_knitted(rnd, 11)
        tiles = hand.tiles()
        win = gb_wins(hand.remove(tiles[-1]), tiles[-1])
        report = analyze(hand, MCR)
        assert report.win == win == is_complete(hand, MCR), hand
        assert bool(report.decompositions) == win
        for d in report.decompositions:
            assert d.declared == hand.melds
            rebuilt = [t for p in d.pairs for t in (p, p)] + [t for s in d.sets for t in s]
            assert sorted(rebuilt + list(d.knitted)) == list(tiles)
        wins += win
        ours = dict(report.shanten_by_shape)
        for shape in ours:
            after = min(
                peer_shanten(tiles[:i] + tiles[i + 1 :])[shape][0] for i in range(len(tiles))
            )
            # a complete shape leaves a ready one; else the best discard keeps the shanten
            expect = 0 if ours[shape] == -1 else ours[shape]
            assert after == expect or (after < expect and expect == exact(hand, shape)), (
                hand,
                shape,
            )
    assert wins >= 40
