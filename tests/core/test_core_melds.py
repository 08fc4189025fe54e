"""Hands with declared melds: the groups a meld caps (a kind may not pass four copies counting
the meld) are read by a dynamic programme, by the table where a proof allows, and their useful
tiles come from the programme's gain masks. Checked against an exact brute force over target
hands and against the plain cost of every draw."""

from __future__ import annotations

import random

import pytest

from mjtrainer.core import (
    Hand,
    Meld,
    MeldKind,
    Rules,
    discard_options,
    effective_tiles,
    shanten,
)
from mjtrainer.core.groups import INF, group_costs, group_programme

from .helpers import exact_shanten_by_targets

RIICHI = Rules.preset("riichi")
MCR = Rules.preset("mcr")


def random_meld(rnd: random.Random, honours: bool = True) -> Meld:
    kind = rnd.choice(list(MeldKind))
    if kind is MeldKind.CHOW:
        return Meld(rnd.randrange(3) * 9 + rnd.randrange(7), kind)
    return Meld(rnd.randrange(34 if honours else 27), kind)


def meld_hand(rnd: random.Random, melds: int, size: int, near: bool) -> Hand:
    """A hand of ``size`` (3n+1 or 3n+2) with ``melds`` melds. With ``near`` the concealed
    tiles crowd the first meld's suit (and its honour, for an honour meld), where the caps
    matter; else they come from the whole wall."""
    while True:
        chosen = [random_meld(rnd) for _ in range(melds)]
        used = [0] * 34
        for m in chosen:
            for t in m.tiles:
                used[t] += 1
        if max(used) > 4:
            continue
        first = chosen[0].tile
        lo = first - first % 9 if first < 27 else 27
        kinds = list(range(lo, min(lo + 9, 34))) if near else list(range(34))
        wall = [t for t in kinds for _ in range(4 - used[t])]
        if near:
            wall += [
                t
                for t in range(34)
                if t not in kinds
                for _ in range(4 - used[t])
                if rnd.random() < 0.2
            ]
        rnd.shuffle(wall)
        concealed = size - 3 * melds
        if len(wall) >= concealed:
            return Hand.from_tiles(wall[:concealed], chosen)


def test_gain_masks_are_the_draws_that_lower_each_cost():
    rnd = random.Random(71)
    checked = 0
    for _ in range(1500):
        caps = [4] * 9
        for _ in range(rnd.randint(1, 2)):
            q = rnd.randrange(9)
            caps[q] = max(0, caps[q] - rnd.choice((1, 3, 4)))
        wall = [i for i in range(9) for _ in range(caps[i])]
        rnd.shuffle(wall)
        counts = [0] * 9
        for t in wall[: rnd.randint(0, 11)]:
            counts[t] += 1
        top = rnd.choice((2, 3, 4))
        costs, gains = group_programme(tuple(counts), tuple(caps), True, top)
        assert costs == group_costs(tuple(counts), tuple(caps), True, top)
        for t in range(9):
            drawn = list(counts)
            drawn[t] += 1
            after = (
                group_costs(tuple(drawn), tuple(caps), True, top) if counts[t] < caps[t] else None
            )
            for e in range(10):
                lowers = after is not None and costs[e] < INF and after[e] < costs[e]
                assert bool(gains[e] >> t & 1) == lowers, (counts, caps, top, t, e)
                checked += lowers
    assert checked > 3000


def test_fewer_sets_leave_the_lower_entries_alone():
    rnd = random.Random(72)
    for _ in range(500):
        caps = tuple(rnd.choice((4, 4, 4, 3, 1, 0)) for _ in range(9))
        counts = tuple(min(c, rnd.choice((0, 0, 1, 2))) for c in caps)
        full = group_costs(counts, caps, True)
        for top in (1, 2, 3):
            part = group_costs(counts, caps, True, top)
            assert part[: 2 * top + 2] == full[: 2 * top + 2]
            assert set(part[2 * top + 2 :]) == {INF}


@pytest.mark.parametrize(("melds", "near"), [(1, True), (1, False), (2, True)])
def test_shanten_with_melds_against_the_exact_brute_force(melds, near):
    rnd = random.Random(73 + 2 * melds + near)
    for _ in range(25 if melds == 1 else 40):
        hand = meld_hand(rnd, melds, rnd.choice((13, 14)), near)
        expect = exact_shanten_by_targets(
            hand.counts, hand.meld_counts(), hand.concealed_count // 3
        )
        assert shanten(hand, RIICHI) == expect, hand


@pytest.mark.parametrize(
    "text",
    [
        # the table alone would use a fifth 3m: 1111m wants 111m + 123m beside the kong
        "1111m789p1234s [3333m]",
        "1111m7p [3333m] [555z] [789s]",
        # an honour pung leaves its held copy dead
        "1z2233445566m [111z]",
        "23z233445566m [1111z]",
        # a chow meld leaves three: four 5m would need the meld's copy
        "5556667m234p [456m]",
        "1224m369p258s [333m]",
    ],
)
def test_known_capped_hands_against_the_exact_brute_force(text):
    hand = Hand.parse(text)
    expect = exact_shanten_by_targets(hand.counts, hand.meld_counts(), hand.concealed_count // 3)
    assert shanten(hand, RIICHI) == expect


@pytest.mark.parametrize("rules", [RIICHI, MCR], ids=["riichi", "mcr"])
def test_effective_tiles_and_discards_with_melds_agree_with_shanten(rules):
    """The gain masks, the certified table reads and the closed-form pair of 组合龙 against
    the shanten of every draw and every discard."""
    rnd = random.Random(74 if rules is RIICHI else 75)
    for i in range(400):
        hand = meld_hand(rnd, 1 + i % 3 // 2, 13, near=i % 2 == 0)
        base = shanten(hand, rules)
        total = hand.total_counts()
        expect = [t for t in range(34) if total[t] < 4 and shanten(hand.add(t), rules) < base]
        assert [t for t, _ in effective_tiles(hand, rules)] == expect, hand
        drawn = hand.add(rnd.choice([t for t in range(34) if total[t] < 4]))
        for option in discard_options(drawn, rules):
            rest = drawn.remove(option.discard)
            assert option.shanten == shanten(rest, rules), (drawn, option)
            assert [t for t, _ in option.effective] == [t for t, _ in effective_tiles(rest, rules)]


def test_group_read_by_the_table_only_where_it_equals_the_programme():
    """Every group vector the evaluator gives a suit capped by one meld (table read or
    programme) equals the programme in every entry a hand with those melds can need; keys are
    random, crowded around the meld, and the known case of a kong beside 1111m."""
    from mjtrainer.core.kinds import digits_of
    from mjtrainer.core.shanten import Evaluator, vectors

    store = vectors()
    rnd = random.Random(76)
    melds = [Meld(t, MeldKind.CHOW) for t in range(7)] + [
        Meld(t, kind) for t in range(9) for kind in (MeldKind.PUNG, MeldKind.KONG)
    ]
    for meld in melds:
        # beside it, sometimes a meld in another group (fewer sets left, same window)
        other = rnd.choice([(), (Meld(20, MeldKind.CHOW),), (Meld(31, MeldKind.KONG),)])
        ev = Evaluator((meld, *other), RIICHI)
        caps = ev.caps[0]
        keys = {4}  # 1111m
        while len(keys) < 300:
            counts = [0] * 9
            for _ in range(rnd.randint(1, 11)):
                t = rnd.choice([rnd.randrange(9), meld.tile + rnd.randint(-3, 3)])
                if 0 <= t < 9 and counts[t] < caps[t]:
                    counts[t] += 1
            keys.add(sum(c * 5**i for i, c in enumerate(counts)))
        for key in keys:
            counts = digits_of(key, 9)
            if any(c > cap for c, cap in zip(counts, caps, strict=True)):
                continue
            got = store.vecs[ev.gid(0, key)][: 2 * ev.top + 2]
            assert got == group_costs(counts, caps, True, ev.top)[: 2 * ev.top + 2], (meld, counts)


def test_honours_beside_an_honour_meld_read_the_table_without_the_dead_kind():
    from mjtrainer.core.kinds import digits_of
    from mjtrainer.core.shanten import Evaluator, vectors

    store = vectors()
    rnd = random.Random(77)
    for first in range(27, 34):
        for kind in (MeldKind.PUNG, MeldKind.KONG, MeldKind.CONCEALED_KONG):
            melds = [Meld(first, kind)]
            if rnd.random() < 0.5:
                melds.append(Meld(27 + (first - 26) % 7, MeldKind.PUNG))
            ev = Evaluator(tuple(melds), RIICHI)
            caps = ev.caps[3]
            for _ in range(200):
                counts = tuple(rnd.randint(0, cap) if rnd.random() < 0.6 else 0 for cap in caps)
                if sum(counts) > 11:
                    continue
                key = sum(c * 5**i for i, c in enumerate(counts))
                assert digits_of(key, 7) == counts
                got = store.vecs[ev.gid(3, key)][: 2 * ev.top + 2]
                want = group_costs(counts, caps, False, ev.top)[: 2 * ev.top + 2]
                assert got == want, (melds, counts)
