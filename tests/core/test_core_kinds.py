"""The tile kinds' predicates and groups, against the mpsz names they stand for."""

from __future__ import annotations

from mjtrainer.core.kinds import (
    DRAGONS,
    HONORS,
    MPSZ,
    NUM_KINDS,
    ORPHANS,
    WINDS,
    is_honor,
    is_suited,
    is_terminal,
    number_of,
)


def test_the_predicates_read_the_suit_letter_and_the_digit():
    for t in range(NUM_KINDS):
        digit, suit = MPSZ[t]
        assert is_honor(t) == (suit == "z")
        assert is_suited(t) == (suit != "z")
        assert is_terminal(t) == (suit != "z" and digit in "19")
        assert number_of(t) == int(digit)


def test_winds_and_dragons_split_the_honours():
    assert [MPSZ[t] for t in WINDS] == ["1z", "2z", "3z", "4z"]
    assert [MPSZ[t] for t in DRAGONS] == ["5z", "6z", "7z"]
    assert WINDS + DRAGONS == HONORS
    assert [t for t in ORPHANS if is_terminal(t)] == [0, 8, 9, 17, 18, 26]
