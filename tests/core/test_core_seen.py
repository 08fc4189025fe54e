"""SeenTiles: the tiles in view as a value (34 counts and the red fives), its text round trip,
its checks, and every judging function taking it as it takes text or codes."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjtrainer.core import (
    NOTHING_SEEN,
    Hand,
    HandError,
    LookaheadRequest,
    NotationError,
    Rules,
    SeenTiles,
    TooManyCopiesError,
    analyze,
    discard_options,
    hand_lookahead,
    seen_counts,
    seen_tiles,
    waits,
)

RIICHI = Rules.preset("riichi")
GENERAL = Rules.preset("general")
FIVES = (4, 13, 22)


@st.composite
def seen_values(draw):
    counts = draw(st.lists(st.integers(0, 4), min_size=34, max_size=34))
    red = [k for k in FIVES if counts[k] and draw(st.booleans())]
    return SeenTiles.from_counts(counts, red)


@given(seen_values())
def test_text_round_trips(s):
    assert SeenTiles.parse(str(s)) == s
    assert eval(repr(s)) == s  # noqa: S307 - the repr is meant to be pasted back


@given(seen_values())
def test_codes_round_trip_and_count_as_their_kinds(s):
    assert SeenTiles.from_tiles(s.codes()) == s
    assert seen_tiles(s.codes()) == s and seen_tiles(str(s)) == s and seen_tiles(s) is s
    assert seen_counts(s) == s.counts == seen_counts(str(s))
    assert len(s.codes()) == len(s.tiles()) == s.total == sum(s.counts)
    assert sum(c >= 34 for c in s.codes()) == len(s.red)


@given(seen_values(), st.randoms(use_true_random=False))
def test_text_is_normalised_whatever_the_order(s, rnd):
    codes = list(s.codes())
    rnd.shuffle(codes)
    text = "".join(
        f"{'0' if c >= 34 else (c % 9) + 1}{'mpsz'[c - 34 if c >= 34 else c // 9]}" for c in codes
    )
    assert str(SeenTiles.parse(text)) == str(s)


def test_a_red_five_is_written_0_before_its_plain_copies():
    s = SeenTiles.parse("5z 5m0m 3m")
    assert str(s) == "305m5z" and s.red == (4,) and s.counts[4] == 2
    assert repr(s) == "SeenTiles.parse('305m5z')"
    assert s.codes() == (2, 34, 4, 31)
    assert s.tiles() == (2, 4, 4, 31)


def test_nothing_seen():
    assert SeenTiles.parse("") == NOTHING_SEEN == seen_tiles(None) == seen_tiles(())
    assert str(NOTHING_SEEN) == "" and not NOTHING_SEEN and SeenTiles.parse("1z")


def test_adding_and_removing_keep_the_red_mark():
    s = SeenTiles.parse("5p")
    assert str(s.add(35)) == "05p" and str(s.add(13)) == "55p"
    both = SeenTiles.parse("05p")
    assert str(both.remove(13)) == "0p"  # a plain five goes first
    assert str(both.remove(35)) == "5p"
    assert str(SeenTiles.parse("0p").remove(13)) == ""
    with pytest.raises(HandError, match="seen tiles: no 1m"):
        s.remove(0)
    with pytest.raises(HandError, match="seen tiles: no 5p"):
        s.remove(35)


@pytest.mark.parametrize(
    ("make", "code", "message"),
    [
        (lambda: SeenTiles.parse("11111m"), "copies", "seen tiles: 5 copies of 1m (5 seen)"),
        (lambda: SeenTiles.parse("00m"), "red-twice", "seen tiles: two red 5m"),
        (
            lambda: SeenTiles.parse("1x"),
            "unknown-suit",
            "unknown suit letter 'x' at position 2",
        ),
        (lambda: SeenTiles.from_tiles([37]), "tile-range", "seen tiles: tile kind 37"),
        (lambda: SeenTiles.from_tiles([-1]), "tile-range", "seen tiles: tile kind -1"),
        (lambda: SeenTiles.from_counts([0] * 33), "counts-length", "seen tiles: a hand needs 34"),
        (lambda: SeenTiles.from_counts([-1] + [0] * 33), "negative-count", "seen tiles: -1"),
        (lambda: SeenTiles.from_counts([0] * 34, [4]), "no-tile", "seen tiles: no 5m"),
        (lambda: SeenTiles.from_counts([1] * 34, [0]), "no-tile", "seen tiles: no 1m"),
    ],
)
def test_what_cannot_be_seen_is_a_coded_hand_error(make, code, message):
    with pytest.raises(HandError, match=re.escape(message)) as e:
        make()
    assert e.value.code == code and e.value.params["in_seen"] is True


def test_the_unknown_suit_is_a_notation_error_and_a_fifth_copy_a_too_many_copies_error():
    with pytest.raises(NotationError):
        SeenTiles.parse("1x")
    with pytest.raises(TooManyCopiesError):
        SeenTiles.parse("11111m")


def test_with_the_hand_copies_over_four_count_the_hand():
    hand = Hand.parse("111m234p567s11122z")
    with pytest.raises(TooManyCopiesError, match=r"5 copies of 1m \(3 in hand, 2 seen\)"):
        seen_counts(SeenTiles.parse("11m"), hand)
    with pytest.raises(HandError, match="red 5p: these rules play without red fives"):
        analyze(Hand.parse("123m456p789s1122z"), GENERAL, SeenTiles.parse("0p"))
    with pytest.raises(HandError, match="seen tiles: two red 5s"):
        seen_counts(SeenTiles.parse("0s"), Hand.parse("340s"))


def test_seen_codes_out_of_range_are_refused_not_crashed():
    with pytest.raises(HandError, match="tile kind 40"):
        seen_counts([40])


def test_every_judging_function_reads_the_value_as_it_reads_text():
    hand = Hand.parse("123m456p789s1122z")
    one = SeenTiles.parse("2z 0p")
    assert analyze(hand, RIICHI, one) == analyze(hand, RIICHI, "2z0p")
    assert waits(hand, RIICHI, one) == waits(hand, RIICHI, "2z0p")
    fourteen = Hand.parse("123m456p789s11223z")
    assert discard_options(fourteen, RIICHI, one) == discard_options(fourteen, RIICHI, "2z0p")
    assert hand_lookahead(hand, LookaheadRequest(RIICHI, one, 10)) == hand_lookahead(
        hand, LookaheadRequest(RIICHI, "2z0p", 10)
    )
