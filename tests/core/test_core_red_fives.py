"""Red fives (0m, 0p, 0s): kept by hands and melds, written back as 0, never seen by shape."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjtrainer.core import (
    Hand,
    HandError,
    LookaheadRequest,
    Meld,
    Rules,
    analyze,
    discard_lookahead,
    discard_options,
    effective_tiles,
    hand_lookahead,
    seen_counts,
    shanten,
    waits,
)
from mjtrainer.core.hand import red_fives_of, require_red_fives
from mjtrainer.core.kinds import RED_5M, RED_5P, RED_5S, kind_of
from mjtrainer.core.tiles import NotationError, format_tiles, parse_codes, parse_tiles

RIICHI = Rules.preset("riichi")


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("340m", "340m"),
        ("0m34m", "340m"),
        ("5550m", "0555m"),
        ("123m406p789s11z [055s]", "123m406p789s11z [055s]"),
        ("1234789m0p11z [406s]", "1234789m0p11z [406s]"),
        ("1230m (0555p)", "1230m (0555p)"),
    ],
)
def test_a_hand_keeps_its_red_fives_and_prints_them_as_0(text, printed):
    hand = Hand.parse(text)
    assert str(hand) == printed
    assert Hand.parse(str(hand)) == hand
    assert eval(repr(hand)) == hand  # noqa: S307 - the repr is meant to be pasted back


def test_a_red_five_is_its_suits_five_for_every_judgement_of_shape():
    red = Hand.parse("234067m333p456s1z")
    plain = Hand.parse("234567m333p456s1z")
    assert red != plain and red.counts == plain.counts
    assert analyze(red, RIICHI).to_dict() | {"hand": ""} == analyze(plain, RIICHI).to_dict() | {
        "hand": ""
    }
    assert analyze(red, RIICHI).to_dict()["hand"] == "234067m333p456s1z"


def test_copies_left_count_a_red_five_as_a_five():
    hand = Hand.parse("123m456s789s11z46p")  # waits on 5p alone
    (wait,) = waits(hand, RIICHI, seen="0p5p")
    assert (wait.tile, wait.remaining) == (13, 2)
    (wait,) = waits(Hand.parse("123999m789s11z46p"), RIICHI, seen="0s5s")
    assert wait.remaining == 4  # 0s and 5s seen are fives of bamboo: every 5p is left
    assert seen_counts("0p5p")[13] == 2


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("00m", "two red 5m"),
        ("0m [406m]", "two red 5m"),
        ("0p [0555p]", "two red 5p"),
        ("[400m]", "two red 5m"),
    ],
)
def test_a_second_red_five_of_a_suit_is_refused(text, words):
    with pytest.raises(HandError, match=words):
        Hand.parse(text)


def test_a_red_five_seen_twice_is_refused_in_the_seen_tiles():
    with pytest.raises(HandError, match="seen tiles: two red 5s"):
        seen_counts("0s", Hand.parse("340s"))
    with pytest.raises(HandError, match="two red 5s"):
        seen_counts("00s")


def test_0z_is_never_a_tile():
    with pytest.raises(NotationError, match="'0z' at position 5"):
        Hand.parse("123z0z")


def test_red_fives_under_rules_without_them_are_refused():
    hand = Hand.parse("340m")
    require_red_fives(hand, 3)
    with pytest.raises(HandError, match="red 5m: these rules play without red fives"):
        require_red_fives(hand, 0)
    with pytest.raises(HandError, match="red 5p"):
        require_red_fives(Hand.parse("345m"), 0, seen_red=[13])


def test_removing_a_five_takes_a_plain_one_first_and_a_red_code_takes_the_red_one():
    hand = Hand.parse("0555m")
    assert str(hand.remove(4)) == "055m"
    assert str(hand.remove(RED_5M)) == "555m"
    assert str(Hand.parse("0m").remove(4)) == ""
    with pytest.raises(HandError, match="no 5m"):
        Hand.parse("555m").remove(RED_5M)
    assert str(Hand.parse("5m").add(RED_5M)) == "05m"
    with pytest.raises(HandError, match="two red 5m"):
        Hand.parse("0m").add(RED_5M)


def test_melds_and_counts_of_red_fives():
    hand = Hand.parse("0m11z [406p] [055s]")
    assert hand.red_count == 3
    assert red_fives_of(hand) == (4, 13, 22)
    assert hand.melds[0].codes == (12, RED_5P, 14)
    assert Meld.parse("[406p]") != Meld.parse("[456p]")
    assert Meld.parse("[406p]").tiles == Meld.parse("[456p]").tiles


def test_codes_read_and_write_both_ways():
    assert parse_codes("0m0p0s") == [RED_5M, RED_5P, RED_5S]
    assert parse_tiles("0m0p0s") == [4, 13, 22]
    assert format_tiles([RED_5S, 22, 21, 23]) == "4056s"


@st.composite
def red_hands(draw: st.DrawFn) -> str:
    rnd = random.Random(draw(st.integers(0, 2**32)))
    wall = [t for t in range(34) for _ in range(4)]
    rnd.shuffle(wall)
    tiles = wall[:13]
    codes = []
    used = set()
    for t in tiles:
        if t in (4, 13, 22) and t not in used and rnd.random() < 0.5:
            used.add(t)
            codes.append({4: RED_5M, 13: RED_5P, 22: RED_5S}[t])
        else:
            codes.append(t)
    return format_tiles(codes)


@given(red_hands())
def test_text_round_trips_and_shape_ignores_redness(text):
    hand = Hand.parse(text)
    assert str(Hand.parse(str(hand))) == str(hand)
    assert sorted(kind_of(c) for c in hand.codes()) == list(hand.tiles())
    plain = Hand(hand.counts, hand.melds)
    assert analyze(hand, RIICHI).shanten == analyze(plain, RIICHI).shanten


GENERAL = Rules.preset("general")
MCR = Rules.preset("mcr")


@pytest.mark.parametrize("rules", [GENERAL, MCR], ids=["general", "mcr"])
@pytest.mark.parametrize(
    "judge",
    [
        lambda h, r: analyze(h, r),
        lambda h, r: shanten(h, r),
        lambda h, r: discard_options(h, r),
        lambda h, r: discard_lookahead(h, LookaheadRequest(r)),
    ],
    ids=["analyze", "shanten", "discard_options", "discard_lookahead"],
)
def test_every_judging_entry_point_refuses_a_red_five_under_rules_without_them(judge, rules):
    hand = Hand.parse("123m406p789s11222z")
    with pytest.raises(HandError, match="red 5p: these rules play without red fives"):
        judge(hand, rules)
    assert judge(hand, RIICHI) is not None  # the same hand is fine where red fives are played


@pytest.mark.parametrize(
    "judge",
    [
        lambda h, r: analyze(h, r),
        lambda h, r: waits(h, r),
        lambda h, r: effective_tiles(h, r),
        lambda h, r: hand_lookahead(h, LookaheadRequest(r)),
        lambda h, r: analyze(h, r, seen="0m"),
    ],
    ids=["analyze", "waits", "effective_tiles", "hand_lookahead", "seen"],
)
def test_a_red_five_in_a_meld_or_the_seen_tiles_is_refused_too(judge):
    hand = Hand.parse("123m456p789s1z [055s]")
    with pytest.raises(HandError, match="without red fives"):
        judge(hand, GENERAL)
    assert judge(hand, RIICHI) is not None


def test_a_plain_hand_with_a_red_five_seen_under_general_is_refused():
    with pytest.raises(HandError, match="red 5s"):
        analyze(Hand.parse("123m456p789s1122z"), GENERAL, seen="0s")


@pytest.mark.parametrize(
    ("text", "kind", "code"),
    [
        ("05m", 4, 4),  # a plain five held beside the red one: the plain one goes
        ("055m", 4, 4),
        ("0m", 4, RED_5M),  # the red five is the only 5m: it is the one thrown
        ("2340m456p2378s11z", 4, RED_5M),
        ("23406m456p2378s11z", 13, 13),  # no red 5p held: the kind
        ("123m406p789s11z", 13, RED_5P),
        ("123m456p789s11z [406s]", 22, 22),  # a red five in a meld is not thrown
        ("123m456p780s11z", 4, 4),  # no 5m held at all: the kind
        ("123m456p780s11z", 33, 33),
    ],
)
def test_a_discard_throws_a_plain_five_before_the_red_one(text, kind, code):
    assert Hand.parse(text).discard_code(kind) == code


def test_the_discard_code_agrees_with_what_remove_takes():
    # The code names the tile ``remove(kind)`` takes out: after it, the hand holds the red five
    # exactly when the code was not the red one.
    for text in ("05m", "0m", "0555m", "123m406p789s11z", "123m46p789s11z"):
        hand = Hand.parse(text)
        for kind in set(hand.tiles()):
            code = hand.discard_code(kind)
            assert kind_of(code) == kind
            after = hand.remove(kind)
            assert (kind in after.red) == (kind in hand.red and code == kind), (text, kind)
