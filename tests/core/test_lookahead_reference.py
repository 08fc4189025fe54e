"""The look-ahead against its plain reference (tests/core/lookahead_reference.py) on seeded
hands at 0–2 shanten: with and without melds and seen tiles, several turns, a legality
callback, basic and extended search, riichi and Chinese Official rules. Every value of both
series (tenpai, win) of every searched discard must agree to 1e-9.
"""

from __future__ import annotations

import random

import pytest

from mjtrainer.core import Hand, LookaheadRequest, Meld, MeldKind, Rules, seen_counts, shanten
from mjtrainer.core.lookahead import discard_lookahead, hand_lookahead

from .lookahead_reference import Reference

RIICHI = Rules.preset("riichi")
MCR = Rules.preset("mcr")
TURNS = (1, 4, 9, 13, 16, 17)


def refuse_threes(hand: Hand, tile: int) -> bool:
    """A legality rule independent of the code under test: no win on a kind divisible by 3."""
    return tile % 3 != 0


def _sets(rnd: random.Random, left: list[int], count: int) -> list[list[int]] | None:
    out = []
    for _ in range(count):
        if rnd.random() < 0.6:
            start = rnd.randrange(3) * 9 + rnd.randrange(7)
            group = [start, start + 1, start + 2]
        else:
            t = rnd.randrange(34)
            group = [t, t, t]
        for t in group:
            left[t] -= 1
        out.append(group)
    return out if min(left) >= 0 else None


def near_complete(rnd: random.Random, size: int, swaps: int) -> tuple[Hand, list[int]]:
    """A hand of ``size`` (13 or 14) tiles a few exchanges from complete, with 0–2 declared
    melds, from a real wall; returns the hand and the rest of the wall, shuffled."""
    while True:
        left = [4] * 34
        melds_n = rnd.choice((0, 0, 0, 1, 2))
        groups = _sets(rnd, left, 4)
        if groups is None:
            continue
        pair = rnd.randrange(34)
        left[pair] -= 2
        if left[pair] < 0:
            continue
        melds = []
        for g in groups[:melds_n]:
            if g[0] == g[1] and left[g[0]] > 0 and rnd.random() < 0.3:
                left[g[0]] -= 1
                melds.append(Meld(g[0], MeldKind.KONG))
            else:
                melds.append(Meld.from_tiles(g))
        concealed = [t for g in groups[melds_n:] for t in g] + [pair, pair]
        wall = [t for t in range(34) for _ in range(left[t])]
        rnd.shuffle(wall)
        if size == 13:
            concealed.remove(rnd.choice(concealed))
        for _ in range(swaps):
            wall.append(concealed.pop(rnd.randrange(len(concealed))))
            concealed.append(wall.pop(0))
            rnd.shuffle(wall)
        return Hand.from_tiles(concealed, melds), wall


def compare(fast, ref, label) -> int:
    """Assert two series maps agree; returns how many series were compared."""
    assert set(fast) == set(ref), label
    n = 0
    for key, (tenpai, win) in ref.items():
        f_tenpai, f_win = fast[key]
        for a, b in ((tenpai, f_tenpai), (win, f_win)):
            assert len(a) == len(b)
            assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 1e-9, (label, key, a, b)
            n += 1
    return n


def check(hand: Hand, rules: Rules, wall: list[int], rnd: random.Random, modes) -> int:
    seen = wall[: rnd.choice((0, 0, 3, 10, 25))]
    turn = rnd.choice(TURNS)
    legal = refuse_threes if rnd.random() < 0.25 else None
    ref = Reference(hand, rules, list(seen_counts(seen, hand)), 18 - turn, legal)
    n = 0
    for extended in modes:
        label = (repr(hand), rules.name, seen, turn, extended, legal)
        if hand.size % 3 == 1:
            r = {None: ref.hand_series(extended)}
            h = hand_lookahead(hand, LookaheadRequest(rules, seen, turn, extended, legal))
            f = {None: (h.tenpai_by_turn, h.win_by_turn)}
        else:
            r = ref.discard_series(extended)
            f = {
                o.discard: (o.tenpai_by_turn, o.win_by_turn)
                for o in discard_lookahead(
                    hand, LookaheadRequest(rules, seen, turn, extended, legal)
                )
                if o.searched
            }
        n += compare(f, r, label)
    return n


def run(seed: int, count: int, size: int, shantens, modes, rules) -> int:
    """Check ``count`` hands of ``size`` tiles whose shanten is in ``shantens``; returns how
    many series agreed."""
    rnd = random.Random(seed)
    done = series = 0
    while done < count:
        hand, wall = near_complete(rnd, size, rnd.randrange(max(shantens) + 2))
        if shanten(hand, rules) not in shantens:
            continue
        series += check(hand, rules, wall, rnd, modes)
        done += 1
    return series


BASIC = (False,)
BOTH = (False, True)


@pytest.mark.parametrize(
    "seed, count, size, shantens, modes, rules",
    [
        (101, 120, 13, (0, 1), BASIC, RIICHI),
        (102, 80, 14, (-1, 0, 1), BASIC, RIICHI),
        (103, 16, 13, (2,), BASIC, RIICHI),
        (104, 6, 14, (2,), BASIC, RIICHI),
        (105, 50, 13, (0,), BOTH, RIICHI),
        (106, 16, 14, (-1, 0), BOTH, RIICHI),
        (107, 8, 13, (1,), BOTH, RIICHI),
        (108, 30, 13, (0, 1), BASIC, MCR),
        (109, 10, 14, (-1, 0), BOTH, MCR),
    ],
)
def test_fast_agrees_with_the_reference(seed, count, size, shantens, modes, rules):
    assert run(seed, count, size, shantens, modes, rules) >= 2 * count


@pytest.mark.slow
@pytest.mark.parametrize(
    "seed, count, size, shantens, modes, rules",
    [
        (201, 200, 13, (0, 1), BOTH, RIICHI),
        (202, 100, 14, (-1, 0, 1), BOTH, RIICHI),
        (203, 60, 13, (2,), BASIC, RIICHI),
        (204, 30, 14, (2,), BASIC, RIICHI),
        (205, 4, 13, (2,), BOTH, RIICHI),
        (206, 60, 14, (0, 1), BOTH, MCR),
    ],
)
def test_fast_agrees_with_the_reference_sweep(seed, count, size, shantens, modes, rules):
    assert run(seed, count, size, shantens, modes, rules) >= 2 * count


@pytest.mark.parametrize(
    "text, rules",
    [
        ("19m19p19s1234567z", RIICHI),  # thirteen orphans, thirteen-sided
        ("19m19p19s1234566z", RIICHI),  # thirteen orphans waiting on 7z
        ("19m19p19s123456z5m", RIICHI),  # thirteen orphans, 1-shanten
        ("1122m3344p5566s7z", RIICHI),  # seven pairs
        ("1111m2233p4455s6z", MCR),  # seven pairs with four of a kind as two pairs
        ("147m258p369s1234z", MCR),  # honours and knitted (全不靠): 5z 6z 7z
        ("147m258p369s789m5z", MCR),  # knitted straight + a set + a single
        ("147m258p36s789m55z", MCR),  # knitted straight missing 9s
        ("147m258p369s12345z", MCR),  # 14 tiles, honours and knitted
    ],
)
def test_special_shapes_agree_with_the_reference(text, rules):
    hand = Hand.parse(text)
    assert check(hand, rules, [], random.Random(text), BOTH) >= 4


@pytest.mark.parametrize(
    "text",
    [
        "1m",
        "5z",
        "1m2m",
        "13m",
        "123m4p",
        "1135m",
        "12m45p",
        "2345m678p",
        "2345m679p1z",
        "1m [123p]",
        "11m23p [555z]",
    ],
)
def test_short_hands_agree_with_the_reference(text):
    """A learner's hand of fewer than 13 tiles is searched as it is (its own tiles and
    melds), not as a 13-tile hand: it once came out 12-shanten with nothing searched."""
    hand = Hand.parse(text)
    assert check(hand, RIICHI, [], random.Random(text), BOTH) >= 2


# --- the expected worth (exp_value) ------------------------------------------------------------


def spread_worth(hand: Hand, tile: int) -> float:
    """A payoff independent of the code under test that differs from win to win, so that the
    value half's closed forms must weigh each winning tile by its own payoff."""
    return 1.0 + (sum(i * c for i, c in enumerate(hand.counts)) * 7 + 3 * tile) % 11


def check_value(hand: Hand, rules: Rules, wall: list[int], rnd: random.Random, modes) -> int:
    """Assert every searched entry's ``exp_value`` agrees with the reference's, and that the
    chances are those of the search without a payoff; returns how many values were compared."""
    seen = wall[: rnd.choice((0, 0, 3, 10, 25))]
    turn = rnd.choice(TURNS)
    legal = refuse_threes if rnd.random() < 0.25 else None
    ref = Reference(hand, rules, list(seen_counts(seen, hand)), 18 - turn, legal, spread_worth)
    n = 0
    for extended in modes:
        label = (repr(hand), rules.name, seen, turn, extended, legal)
        ask = LookaheadRequest(rules, seen, turn, extended, legal, worth=spread_worth)
        plain = LookaheadRequest(rules, seen, turn, extended, legal)
        if hand.size % 3 == 1:
            want = {None: ref.hand_value(extended)}
            h = hand_lookahead(hand, ask)
            got = {None: h.exp_value}
            p = hand_lookahead(hand, plain)
            assert p.exp_value is None
            assert (h.tenpai_by_turn, h.win_by_turn) == (p.tenpai_by_turn, p.win_by_turn)
        else:
            want = ref.discard_values(extended)
            valued = discard_lookahead(hand, ask)
            got = {o.discard: o.exp_value for o in valued if o.searched}
            assert all(o.exp_value is None for o in valued if not o.searched)
            for a, b in zip(valued, discard_lookahead(hand, plain), strict=True):
                assert b.exp_value is None
                assert (a.tenpai_by_turn, a.win_by_turn) == (b.tenpai_by_turn, b.win_by_turn)
        assert set(got) == set(want), label
        for key, value in want.items():
            assert got[key] is not None and abs(got[key] - value) < 1e-9, (label, key, got, want)
            n += 1
    return n


def run_value(seed: int, count: int, size: int, shantens, modes, rules) -> int:
    rnd = random.Random(seed)
    done = values = 0
    while done < count:
        hand, wall = near_complete(rnd, size, rnd.randrange(max(shantens) + 2))
        if shanten(hand, rules) not in shantens:
            continue
        values += check_value(hand, rules, wall, rnd, modes)
        done += 1
    return values


@pytest.mark.parametrize(
    "seed, count, size, shantens, modes, rules",
    [
        (301, 60, 13, (0, 1), BASIC, RIICHI),
        (302, 40, 14, (-1, 0, 1), BASIC, RIICHI),
        (303, 6, 13, (2,), BASIC, RIICHI),
        (304, 30, 13, (0,), BOTH, RIICHI),
        (305, 10, 14, (-1, 0), BOTH, RIICHI),
        (306, 5, 13, (1,), BOTH, RIICHI),
        (307, 15, 13, (0, 1), BASIC, MCR),
    ],
)
def test_exp_value_agrees_with_the_reference(seed, count, size, shantens, modes, rules):
    assert run_value(seed, count, size, shantens, modes, rules) >= count
