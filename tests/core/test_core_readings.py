"""Wait readings: the core says, for each winning tile, how it completes the hand (the kind,
the group it completes, its place there); the trainer's kinds and the quiz's explanations both
come from here, so they must agree with each other and with the hand."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjtrainer.core import (
    ORPHANS,
    Hand,
    Rules,
    Shape,
    WaitKind,
    analyze,
    decompositions,
    wait_readings,
    waits,
)

from .test_core_properties import PRESETS, SETTINGS, near_complete

MCR = Rules.preset("mcr")
GENERAL = Rules.preset("general")


def _tiles_of_groups(d) -> list[int]:
    return sorted(t for g in d.groups for t in g)


@SETTINGS
@given(near_complete(13), st.sampled_from(PRESETS))
def test_readings_give_every_wait_kind_and_place_the_winning_tile(hand, rules):
    for w in waits(hand, rules):
        readings = wait_readings(hand, w.tile, rules)
        assert {r.kind for r in readings} == set(w.kinds)
        complete = hand.add(w.tile)
        assert {r.decomposition for r in readings} <= set(decompositions(complete, rules))
        for r in readings:
            group = r.decomposition.groups[r.group]
            assert group[r.position] == w.tile
            assert _tiles_of_groups(r.decomposition) == list(complete.tiles())


@SETTINGS
@given(near_complete(13), st.sampled_from(PRESETS))
def test_a_tile_that_does_not_win_has_no_reading(hand, rules):
    winning = {w.tile for w in waits(hand, rules)} if analyze(hand, rules).shanten == 0 else set()
    totals = hand.total_counts()
    for t in range(34):
        if t not in winning and totals[t] < 4:
            assert wait_readings(hand, t, rules) == ()


@pytest.mark.parametrize(
    ("text", "tile", "kinds"),
    [
        # standard shapes list every role the tile can play
        ("1123m456p789s555z", "1m", ["ryanmen", "tanki"]),
        ("1123m456p789s555z", "4m", ["ryanmen"]),
        ("13m456p789s11555z", "2m", ["kanchan"]),
        ("12m456p789s11555z", "3m", ["penchan"]),
        ("11m456p789s11555z", "1m", ["shanpon"]),
        # knitted shapes too (issue 9, point 23): 1m as a knitted tile or as the pair
        ("1147m258p369s555z", "1m", ["tanki", "knitted"]),
        ("147m258p369s1234z", "5z", ["knitted"]),
    ],
)
def test_wait_kinds_of_known_hands(text, tile, kinds):
    hand = Hand.parse(text)
    t = Hand.parse(tile).tiles()[0]
    by_tile = {w.tile: [k.value for k in w.kinds] for w in waits(hand, MCR)}
    assert by_tile[t] == kinds
    assert [r.kind.value for r in wait_readings(hand, t, MCR)] == kinds


def test_knitted_reading_points_into_the_knitted_group():
    hand = Hand.parse("1147m258p369s555z")
    readings = {r.kind: r for r in wait_readings(hand, 0, MCR)}
    knit = readings[WaitKind.KNITTED]
    assert knit.decomposition.shape is Shape.KNITTED_STRAIGHT
    assert knit.group == 0 and knit.decomposition.groups[0] == knit.decomposition.knitted
    tanki = readings[WaitKind.TANKI]
    assert tanki.decomposition.groups[tanki.group] == (0, 0)


def test_thirteen_orphans_groups_and_the_thirteen_sided_reading():
    hand = Hand.parse("19m19p19s1234567z")
    for w in waits(hand, GENERAL):
        (r,) = wait_readings(hand, w.tile, GENERAL)
        assert r.kind is WaitKind.KOKUSHI
        groups = r.decomposition.groups
        assert [g[0] for g in groups] == list(ORPHANS)
        assert groups[r.group] == (w.tile, w.tile)


def test_groups_of_every_shape_reassemble_to_the_concealed_tiles():
    shapes = set()
    texts = [
        "11223344556677z",
        "19m19p19s12345677z",
        "147m258p369s12345z",
        "147m258p369s11z555z",
        "123m456p789s11z555z",
        "11m [123p] [555z] (1111s) 789s",
    ]
    for text in texts:
        hand = Hand.parse(text)
        for d in decompositions(hand, MCR):
            shapes.add(d.shape)
            assert _tiles_of_groups(d) == list(hand.tiles())
            assert d.declared == hand.melds
    assert shapes == set(Shape)  # the corpus above covers every shape
