"""Invariants (hypothesis), the exact four-copy rule, the shipped tables, and the layering."""

import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mjtrainer.core import (
    Hand,
    HandSizeError,
    Meld,
    Rules,
    analyze,
    decompositions,
    discard_options,
    effective_tiles,
    shanten,
    wait_readings,
    waits,
)
from mjtrainer.core.groups import MAX_GROUP_TILES, group_costs, tables
from mjtrainer.core.shanten import vectors

from .helpers import KNITTED_STRAIGHTS, ORPHAN_KINDS, brute_waits, mcr_win, riichi_win

PRESETS = [Rules.preset(n) for n in ("general", "riichi", "mcr")]
RIICHI = Rules.preset("riichi")


@st.composite
def near_complete(draw, size):
    """A hand of ``size`` tiles that is often close to complete: sets and a pair from one wall,
    a few tiles swapped for random ones. Suits are sometimes restricted to one."""
    rnd = random.Random(draw(st.integers(0, 2**32)))
    one_suit = draw(st.sampled_from([None, 0, 1, 2]))
    kinds = list(range(34)) if one_suit is None else list(range(one_suit * 9, one_suit * 9 + 9))
    left = dict.fromkeys(kinds, 4)
    tiles = []
    while len(tiles) < size:
        t = rnd.choice(kinds)
        shape = rnd.random()
        if shape < 0.4 and t < 27 and t % 9 <= 6:
            group = [t, t + 1, t + 2]
        elif shape < 0.7:
            group = [t, t, t]
        elif shape < 0.85:
            group = [t, t]
        else:
            group = [t]
        if all(left[x] >= group.count(x) for x in group) and len(tiles) + len(group) <= size:
            for x in group:
                left[x] -= 1
            tiles += group
    return Hand.from_tiles(tiles)


SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(near_complete(13))
def test_waits_equal_a_brute_force_over_the_34_kinds(hand):
    assert [w.tile for w in waits(hand, RIICHI)] == brute_waits(hand)


def _special_near(rnd: random.Random) -> Hand:
    """A concealed 13-tile hand near seven pairs (sometimes with four of a kind), thirteen
    orphans, or the knitted shapes, with a tile or two swapped for random ones."""
    family = rnd.randrange(3)
    if family == 0:
        kinds = rnd.sample(range(34), 7)
        tiles = [t for t in kinds for _ in (0, 1)]
        if rnd.random() < 0.3:
            tiles[2:4] = [kinds[0], kinds[0]]
    elif family == 1:
        tiles = list(ORPHAN_KINDS) + [rnd.choice(ORPHAN_KINDS)]
    else:
        tiles = list(rnd.choice(KNITTED_STRAIGHTS)) + rnd.sample(range(27, 34), 5)
    rnd.shuffle(tiles)
    tiles = tiles[:13]
    for _ in range(rnd.randrange(3)):
        tiles[rnd.randrange(13)] = rnd.randrange(34)
    if max(tiles.count(t) for t in tiles) > 4:
        return _special_near(rnd)
    return Hand.from_tiles(tiles)


def test_waits_and_their_kinds_under_every_preset_against_a_plain_win_check():
    """Waits are read per group and per shape's closed form; here the plain win check of the
    helpers decides (general: riichi's shapes; mcr: knitted shapes, four as two pairs)."""
    rnd = random.Random(43)
    wins = {"general": riichi_win, "riichi": riichi_win, "mcr": mcr_win}
    ready = 0
    for _ in range(1500):
        hand = _special_near(rnd)
        for rules in PRESETS:
            win = wins[rules.name]
            total = hand.total_counts()
            expect = []
            for t in range(34):
                if total[t] < 4:
                    c = list(hand.counts)
                    c[t] += 1
                    if win(tuple(c)):
                        expect.append(t)
            found = waits(hand, rules)
            assert [w.tile for w in found] == expect, (hand, rules)
            for w in found:
                readings = wait_readings(hand, w.tile, rules)
                assert set(w.kinds) == {r.kind for r in readings}, (hand, rules, w)
            ready += bool(expect)
    assert ready > 500


@SETTINGS
@given(near_complete(13), st.sampled_from(PRESETS))
def test_effective_tiles_equal_a_brute_force_over_shanten(hand, rules):
    base = shanten(hand, rules)
    total = hand.total_counts()
    expect = [t for t in range(34) if total[t] < 4 and shanten(hand.add(t), rules) < base]
    assert [t for t, _ in effective_tiles(hand, rules)] == expect


@SETTINGS
@given(near_complete(14), st.sampled_from(PRESETS))
def test_discard_options_agree_with_shanten_of_what_is_left(hand, rules):
    options = discard_options(hand, rules)
    assert sorted(o.discard for o in options) == sorted(set(hand.tiles()))
    for o in options:
        rest = hand.remove(o.discard)
        assert o.shanten == shanten(rest, rules)
        assert [t for t, _ in o.effective] == [t for t, _ in effective_tiles(rest, rules)]
        # the discard lies in the pond: its copies left count it once, with the 14-tile hand
        for t, left in o.effective:
            assert left == 4 - hand.counts[t]
    keys = [(o.shanten, -o.effective_count, o.discard) for o in options]
    assert keys == sorted(keys)
    # A 14-tile hand is as far from ready as its best discard leaves it; a complete hand
    # leaves a ready one.
    best_after = min(o.shanten for o in options)
    assert best_after == max(shanten(hand, rules), 0)


@SETTINGS
@given(near_complete(14), st.sampled_from(PRESETS))
def test_decompositions_reassemble_to_the_hand_and_are_distinct(hand, rules):
    decs = decompositions(hand, rules)
    assert len(set(decs)) == len(decs)
    assert bool(decs) == (shanten(hand, rules) == -1)
    for d in decs:
        tiles = [t for p in d.pairs for t in (p, p)] + [t for s in d.sets for t in s]
        if d.shape.value in ("honors-and-knitted", "knitted-straight"):
            tiles += list(d.knitted)
        assert sorted(tiles) == list(hand.tiles())
    if rules is RIICHI or rules.name == "riichi":
        assert bool(decs) == riichi_win(hand.counts)


@SETTINGS
@given(near_complete(13), st.integers(0, 33))
def test_remaining_counts_subtract_hand_melds_and_seen(hand, seen_tile):
    total = hand.total_counts()
    if total[seen_tile] == 4:
        return
    plain = {t: r for t, r in analyze(hand, RIICHI).effective}
    seen = {t: r for t, r in analyze(hand, RIICHI, seen=[seen_tile]).effective}
    assert plain.keys() == seen.keys()
    for t, r in plain.items():
        assert r == 4 - total[t]
        assert seen[t] == r - (t == seen_tile)


def test_a_hand_never_waits_on_a_kind_it_holds_four_times():
    rnd = random.Random(31)
    checked = 0
    for _ in range(3000):
        t = rnd.randrange(27)
        base = t - t % 9
        tiles = [t] * 4 + [rnd.randrange(base, base + 9) for _ in range(9)]
        if max(tiles.count(x) for x in tiles) > 4:
            continue
        hand = Hand.from_tiles(tiles)
        ws = waits(hand, RIICHI)
        assert t not in [w.tile for w in ws]
        checked += bool(ws)
    assert checked > 50


def test_sizes_other_than_3n1_and_3n2_are_refused():
    for fn in (shanten, waits, discard_options, analyze):
        with pytest.raises(HandSizeError, match="9 tiles"):
            fn(Hand.parse("123456789m"), RIICHI)
    with pytest.raises(HandSizeError, match="waits needs a 3n\\+1"):
        waits(Hand.parse("123456789m11z"), RIICHI)
    with pytest.raises(HandSizeError, match="discard options needs a 3n\\+2"):
        discard_options(Hand.parse("123456789m1z"), RIICHI)


def test_shipped_table_matches_the_dynamic_programme():
    vecs, matrix, suit_ids, honor_ids = tables()
    rnd = random.Random(41)
    for ids, kinds in ((suit_ids, 9), (honor_ids, 7)):
        for _ in range(1500):
            counts = [rnd.choice((0, 0, 1, 1, 2, 3, 4)) for _ in range(kinds)]
            if sum(counts) > MAX_GROUP_TILES:
                continue
            key = sum(c * 5**i for i, c in enumerate(counts))
            assert vecs[ids[key]] == group_costs(tuple(counts), (4,) * kinds, kinds == 9)


def test_vector_products_are_min_plus_products():
    store = vectors()
    rnd = random.Random(42)
    for _ in range(500):
        i, j = rnd.randrange(len(store.vecs)), rnd.randrange(len(store.vecs))
        a, b = store.vecs[i], store.vecs[j]
        expect = [
            min(
                [99]
                + [
                    a[2 * x + p] + b[2 * (m - x) + q]
                    for x in range(m + 1)
                    for p in (0, 1)
                    for q in (0, 1)
                    if p + q == r
                ]
            )
            for m in range(5)
            for r in (0, 1)
        ]
        assert list(store.vecs[store.product(i, j)]) == expect


@given(st.integers(0, 2**32), st.integers(0, 3))
@example(3144222, 3)  # two melds of one kind ([777z], (7777z)): drawn again
@settings(max_examples=150, deadline=None)
def test_a_known_hand_is_the_checked_one(seed, melds):
    """``Hand.known`` (the look-ahead's unchecked constructor) gives the hand ``Hand`` builds,
    every derived field included, for hands of every size with and without melds."""
    from .test_lookahead_kernel import MELDS

    rnd = random.Random(seed)
    while True:
        chosen = [Meld.parse(text) for text in rnd.sample(MELDS, melds)]
        left = [4] * 34
        for m in chosen:
            for t in m.tiles:
                left[t] -= 1
        if min(left) >= 0:
            break
    pool = [t for t in range(34) for _ in range(left[t])]
    tiles = rnd.sample(pool, rnd.randrange(14 - 3 * melds + 1))
    checked = Hand.from_tiles(tiles, chosen)  # red fives in melds kept, none concealed
    known = Hand.known(checked.counts, checked.melds)
    assert known == checked and hash(known) == hash(checked)
    fields = ("counts", "melds", "red", "keys", "concealed_count", "size")
    assert [getattr(known, f) for f in fields] == [getattr(checked, f) for f in fields]
