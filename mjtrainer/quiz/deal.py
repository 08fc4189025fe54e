"""Dealing from a wall, shared by the waits and discard deals: the rules' wall (136 tiles, 108
with three players; never a fifth copy), random sets and pairs by suit group, and the cheap
checks a builder tries a hand with. A set or pair the wall does not hold (a chow of 2m–8m with
three players) is not taken, and the deal tries another.

Every choice comes from the ``random.Random`` passed in, so a seed always deals the same.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..core import Hand, Meld, Rules, effective_tiles, shanten
from ..core.hand import FIVES
from ..core.tiles import NUM_KINDS

#: Safety net: the builders accept well within a few dozen tries; this only guards a bug.
MAX_TRIES = 20000

SUITED_GROUPS = (0, 1, 2)
#: Every tile group: the three suits and the honours.
ALL_GROUPS = (*SUITED_GROUPS, 3)
MIXED_WEIGHTS = (3, 3, 3, 1)  # man, pin, sou, honours


def suited_groups(rules: Rules) -> tuple[int, ...]:
    """The suits whose every number is in play: all three, or pins and sou with three
    players (a one-suit hand of characters cannot be dealt from their wall)."""
    return tuple(g for g in SUITED_GROUPS if all(rules.copies(9 * g + n) for n in range(9)))


def in_play(hand: Hand, rules: Rules) -> bool:
    """Whether every tile of ``hand`` is one the rules' wall holds."""
    return all(rules.copies(k) or not n for k, n in enumerate(hand.total_counts()))


class Wall:
    """The tiles not yet dealt: four of each kind the rules play (none of a kind they leave
    out)."""

    __slots__ = ("left",)

    def __init__(self, rules: Rules | None = None) -> None:
        self.left = [4 if rules is None else rules.copies(k) for k in range(NUM_KINDS)]

    def take(self, tiles: Sequence[int]) -> bool:
        """Deal ``tiles`` if the wall still holds them all."""
        need: dict[int, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(self.left[t] < n for t, n in need.items()):
            return False
        for t in tiles:
            self.left[t] -= 1
        return True

    def put_back(self, tile: int) -> None:
        self.left[tile] += 1

    def draw(self, rng: random.Random) -> int:
        """One tile at random, as a shuffled wall would give it (weighted by copies left)."""
        i = rng.randrange(sum(self.left))
        for t, n in enumerate(self.left):
            if i < n:
                self.left[t] -= 1
                return t
            i -= n
        raise AssertionError("empty wall")  # 136 tiles never run out for one hand


def _random_set(rng: random.Random, group: int, chow_share: float) -> tuple[int, ...]:
    if group == 3:
        t = 27 + rng.randrange(7)
        return (t, t, t)
    if rng.random() < chow_share:
        t = group * 9 + rng.randrange(7)
        return (t, t + 1, t + 2)
    t = group * 9 + rng.randrange(9)
    return (t, t, t)


def _random_pair(rng: random.Random, group: int) -> tuple[int, ...]:
    t = 27 + rng.randrange(7) if group == 3 else group * 9 + rng.randrange(9)
    return (t, t)


def deal_sets(
    rng: random.Random,
    wall: Wall,
    groups: Sequence[int],
    weights: Sequence[int] | None,
    sets: int,
    pair: bool,
    chow_share: float = 0.7,
) -> list[int] | None:
    """Deal ``sets`` sets (and a pair) from ``wall``, each in a group picked from ``groups``."""
    tiles: list[int] = []
    parts = [False] * sets + ([True] if pair else [])
    for is_pair in parts:
        for _ in range(20):
            g = rng.choices(groups, weights)[0] if weights else rng.choice(groups)
            part = _random_pair(rng, g) if is_pair else _random_set(rng, g, chow_share)
            if wall.take(part):
                tiles += part
                break
        else:
            return None
    return tiles


def hand_of(tiles: Iterable[int]) -> Hand:
    """The concealed hand of ``tiles``."""
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t] += 1
    return Hand(tuple(counts))


def wait_tiles(hand: Hand, rules: Rules) -> frozenset[int] | None:
    """The waits of a 13-tile hand, cheaply (None unless ready)."""
    if shanten(hand, rules) != 0:
        return None
    return frozenset(t for t, _ in effective_tiles(hand, rules))


def groups_of(hand: Hand) -> set[int]:
    """The suit groups (0–2 suits, 3 honours) the hand holds."""
    return {min(t // 9, 3) for t in range(NUM_KINDS) if hand.counts[t]}


def with_red_fives(hand: Hand, rng: random.Random) -> Hand:
    """``hand`` with its fives red as a wall with one red copy of each suit's five deals them:
    holding ``k`` of the four 5m, one is the red 5m with chance ``k / 4``, in any of the places
    (concealed or a meld) that hold a 5m; never two of a suit. Its own ``rng`` (seeded by the
    hand: :func:`redden`), so the rest of a deal draws the same numbers with red fives or
    without, and a question's answer, which shape alone decides, is the same either way."""
    counts, melds, red = hand.counts, list(hand.melds), list(hand.red)
    totals = hand.total_counts()
    for five in FIVES:
        if rng.random() * 4 >= totals[five]:
            continue
        places = [-1] * counts[five] + [
            i for i, m in enumerate(melds) for t in m.tiles if t == five
        ]
        place = rng.choice(places)
        if place < 0:
            red.append(five)
        else:
            melds[place] = Meld(melds[place].tile, melds[place].kind, True)
    return Hand(counts, tuple(melds), tuple(red))


def redden(hand: Hand, rules: Rules) -> Hand:
    """``hand`` as dealt under ``rules``: with red fives (:func:`with_red_fives`, its own
    generator seeded by the hand) when the rules have them, else as it is."""
    if not rules.red_fives:
        return hand
    return with_red_fives(hand, random.Random(str(hand)))
