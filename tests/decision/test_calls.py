"""Call or pass (issue 27 §2): the options on an offered tile, the shanten after each call
against a brute force of our own, and the mjsen table's verdicts by turn and dora."""

from __future__ import annotations

import random
from functools import cache

import pytest

from mjtrainer.core import Hand, Rules
from mjtrainer.core.kinds import NUM_KINDS, is_honor, number_of
from mjtrainer.core.tiles import parse_codes
from mjtrainer.decision import Position, analyze
from mjtrainer.decision.calls import Call
from mjtrainer.scoring import Situation, Wind

RIICHI = Rules.preset("riichi")


# --- an independent brute force: the shanten of a hand with melds, four sets and a pair -------


@cache
def _best(counts: tuple[int, ...], start: int, room: int, held: tuple[int, ...]) -> int:
    """The most ``2·sets + partials`` the tiles of ``counts`` from kind ``start`` on make, with
    at most ``room`` sets and partials (a partial: a pair, two of a run; not one whose every
    completing kind the hand holds all four of, ``held`` its copies of each kind)."""
    i = start
    while i < NUM_KINDS and counts[i] == 0:
        i += 1
    if i >= NUM_KINDS:
        return 0
    best = _best(counts[:i] + (0,) + counts[i + 1 :], i + 1, room, held)  # the rest of i left
    if room == 0:
        return best
    suited = not is_honor(i)
    n = number_of(i)
    shapes = [((i, i, i), 2, ()), ((i, i), 1, (i,))]
    if suited and n <= 7:
        shapes += [((i, i + 1, i + 2), 2, ()), ((i, i + 2), 1, (i + 1,))]
    if suited and n <= 8:
        ends = tuple(k for k, m in ((i - 1, n - 1), (i + 2, n + 2)) if 1 <= m <= 9)
        shapes.append(((i, i + 1), 1, ends))
    for kinds, gain, needs in shapes:
        if needs and all(held[k] >= 4 for k in needs):
            continue  # a partial no tile can complete
        left = list(counts)
        for k in kinds:
            left[k] -= 1
        if min(left) >= 0:
            best = max(best, gain + _best(tuple(left), i, room - 1, held))
    return best


def _with_pair(counts: tuple[int, ...], room: int, held: tuple[int, ...]) -> int:
    """The best ``2·sets + partials + pair`` of ``counts``: no pair, or each pair as the head."""
    top = _best(counts, 0, room, held)
    for k in range(NUM_KINDS):
        if counts[k] >= 2:
            left = list(counts)
            left[k] -= 2
            top = max(top, 1 + _best(tuple(left), 0, room, held))
    return top


def brute_shanten(hand: Hand) -> int:
    """Four sets and a pair only (an open hand has no other form): ``8 − 2·melds − best``."""
    melds = len(hand.melds)
    return 8 - 2 * melds - _with_pair(hand.counts, 4 - melds, hand.total_counts())


def _random_hand(rng: random.Random) -> Hand:
    wall = [k for k in range(NUM_KINDS) for _ in range(4)]
    rng.shuffle(wall)
    return Hand.from_tiles(wall[:13])


def test_the_brute_force_knows_a_few_hands():
    assert brute_shanten(Hand.parse("123m456p789s1122z")) == 0
    assert brute_shanten(Hand.parse("123m456p789s1234z")) == 2
    assert brute_shanten(Hand.parse("1m4m7m1p4p7p1s4s7s1234z")) == 8


def test_the_shanten_after_every_call_and_discard_agrees_with_a_brute_force():
    rng = random.Random(27)
    checked = 0
    hands = 0
    while hands < 2000:
        hand = _random_hand(rng)
        offered = rng.choice([k for k in range(NUM_KINDS) if hand.total_counts()[k] < 4])
        found = analyze(Position(hand, rules=RIICHI, offered=offered, offered_from=3))
        assert found.calls is not None
        hands += 1
        for c in found.calls:
            if c.option.call is Call.PASS:
                assert c.option.hand == hand and c.discard is None
                continue
            assert c.discard not in c.option.barred
            after = c.option.hand if c.discard is None else c.option.hand.remove(c.discard)
            assert c.shanten == brute_shanten(after), (hand, offered, c.label)
            checked += 1
    assert checked > 2000


@pytest.mark.parametrize(
    ("hand", "offered", "seat_from", "calls"),
    [
        # 3m on 45m: chi 345m from the left seat (3 of seat 0), none from across
        ("45777m56788p445s", "3m", 3, {"pass", "chi 345m"}),
        ("45777m56788p445s", "3m", 2, {"pass"}),
        ("45777m56788p445s", "7m", 1, {"pass", "pon 777m", "kong 7777m"}),
        ("45777m56788p445s", "8p", 3, {"pass", "chi 678p", "pon 888p"}),
        ("1245m1234p56789s", "3m", 3, {"pass", "chi 123m", "chi 234m", "chi 345m"}),
        ("111z2345m678p999s", "1z", 3, {"pass", "pon 111z", "kong 1111z"}),
    ],
)
def test_the_options_on_an_offered_tile(hand, offered, seat_from, calls):
    h = Hand.parse(hand)
    found = analyze(
        Position(h, rules=RIICHI, offered=parse_codes(offered)[0], offered_from=seat_from)
    )
    assert found.calls is not None
    assert {str(c.option) for c in found.calls} == calls


def test_no_swap_call():
    found = analyze(Position(Hand.parse("45777m56788p445s"), rules=RIICHI, offered=2,
                             offered_from=3))  # fmt: skip
    chi = [c for c in found.calls or () if c.option.call is Call.CHI]
    assert chi and {c.discard for c in chi}.isdisjoint({2, 5})  # neither 3m nor 6m thrown
    labels = {c.label for c in chi}
    assert "chi 345m, discard 4s" in labels and "chi 345m, discard 3m" not in labels


# --- the mjsen table (役確定副露): 45777m56788p445s, 3m offered by the left seat ------------------


def _verdict(turn: int, indicator: str) -> bool:
    """Whether the best call's round EV beats the pass's."""
    s = Situation(0, seat_wind=Wind.SOUTH, round_wind=Wind.EAST,
                  dora_indicators=tuple(parse_codes(indicator)))  # fmt: skip
    found = analyze(Position(Hand.parse("45777m56788p445s"), seen=indicator, rules=RIICHI,
                             turn=turn, situation=s, offered=2, offered_from=3))  # fmt: skip
    assert found.calls is not None
    passed = max(c.round_ev for c in found.calls if c.option.call is Call.PASS)
    called = max(c.round_ev for c in found.calls if c.option.call is not Call.PASS)
    return called > passed


@pytest.mark.parametrize("indicator", ["1z", "4s"])  # no dora; one (5s)
def test_with_few_dora_do_not_call_early_but_call_late(indicator):
    assert not _verdict(3, indicator)
    assert _verdict(13, indicator)


@pytest.mark.parametrize("turn", [3, 6, 9, 13])
def test_with_three_dora_always_call(turn):
    assert _verdict(turn, "6m")  # 7m the dora: 777m three of them


# --- a call into a hand that cannot win ----------------------------------------------------------


def test_a_call_into_a_ready_hand_without_a_yaku_waits_for_the_end_of_the_round():
    """135m456p789s22z33z, 2m offered by the left seat (East, in the East round): chi 123m and
    throwing 5m leaves the hand ready on South and West, neither a yaku — it can never win,
    only be paid at the exhaustive draw. Early the closed 1-shanten hand (riichi to come) is
    worth more; late, the payment for being ready is (形式聴牌)."""

    def ev(turn: int) -> tuple[float, float, float]:
        s = Situation(0, seat_wind=Wind.EAST, round_wind=Wind.EAST,
                      dora_indicators=tuple(parse_codes("1p")))  # fmt: skip
        found = analyze(Position(Hand.parse("135m456p789s22z33z"), seen="1p", rules=RIICHI,
                                 turn=turn, situation=s, offered=1, offered_from=3))  # fmt: skip
        assert found.calls is not None
        passed = next(c for c in found.calls if c.option.call is Call.PASS)
        chi = next(c for c in found.calls if c.option.call is Call.CHI and c.discard == 4)
        assert chi.shanten == 0 and chi.win_prob == 0.0  # ready, and never a win
        assert passed.round_ev is not None and chi.round_ev is not None
        return passed.round_ev, chi.round_ev, passed.win_prob or 0.0

    early, late = ev(4), ev(15)
    assert early[0] > early[1]  # pass
    assert late[1] > late[0]  # chi
    assert early[2] > late[2]  # the pass's own chance to win shrinks with the draws left
