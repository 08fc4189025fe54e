"""14-tile hands dealt for the discard quiz, one builder a level (see the levels of
:mod:`.kinds.discard`): a try returns the hand, its analysis and, when the builder needed it,
its look-ahead; or None to be dealt again."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core import DiscardLookahead, Hand, Report, Rules, analyze, shanten
from .deal import ALL_GROUPS, MIXED_WEIGHTS, Wall, deal_sets, hand_of
from .levels import CLEAR_LEAD, CLOSE_CALL_GAP
from .ranking import best_by_win, best_discards, discard_ahead, is_lone, runner_up

#: A discard deal: the hand, its analysis and, when the builder needed it, its look-ahead.
Dealt = tuple[Hand, Report, tuple[DiscardLookahead, ...] | None] | None


def _discard_1(rng: random.Random, rules: Rules) -> Dealt:
    wall = Wall(rules)
    tiles = deal_sets(rng, wall, ALL_GROUPS, MIXED_WEIGHTS, 4, True)
    if tiles is None:
        return None
    lone = 1 if rng.random() < 0.6 else 2
    for _ in range(lone):
        wall.put_back(tiles.pop(rng.randrange(len(tiles))))
    for _ in range(lone):
        hand = hand_of(tiles)
        for _ in range(30):
            t = wall.draw(rng)
            if hand.counts[t] == 0 and is_lone(hand.add(t), t):
                tiles.append(t)
                break
            wall.put_back(t)
        else:
            return None
    hand = hand_of(tiles)
    report = analyze(hand, rules)
    options = report.discards
    best = best_discards(options)
    if report.shanten < 0 or not all(is_lone(hand, t) for t in best):
        return None
    second = runner_up(options)
    top = options[0]
    if (
        second is not None
        and second.shanten == top.shanten
        and top.effective_count - second.effective_count < CLEAR_LEAD
    ):
        return None
    # The lesson is the lone tile: when the chance to win prefers another tile (a rule's
    # minimum, say), the hand is dealt again.
    ahead = discard_ahead(hand, rules)
    if not all(is_lone(hand, t) for t in best_by_win(ahead)):
        return None
    return hand, report, ahead


def _spoiled(rng: random.Random, changes: int, rules: Rules) -> Hand | None:
    """A complete mixed hand with ``changes`` tiles swapped for fresh draws from the wall."""
    wall = Wall(rules)
    tiles = deal_sets(rng, wall, ALL_GROUPS, MIXED_WEIGHTS, 4, True)
    if tiles is None:
        return None
    for _ in range(changes):
        out = tiles.pop(rng.randrange(len(tiles)))
        tiles.append(wall.draw(rng))
        wall.put_back(out)
    return hand_of(tiles)


def _discard_2(rng: random.Random, rules: Rules) -> Dealt:
    hand = _spoiled(rng, rng.choice((2, 3, 3, 4)), rules)
    if hand is None or shanten(hand, rules) not in (1, 2):
        return None
    return hand, analyze(hand, rules), None


def _discard_3(rng: random.Random, rules: Rules) -> Dealt:
    hand = _spoiled(rng, rng.choice((1, 2, 2, 3)), rules)
    if hand is None or shanten(hand, rules) not in (0, 1, 2):
        return None
    report = analyze(hand, rules)
    top = report.discards[0]
    second = runner_up(report.discards)
    if (
        second is None
        or second.shanten != top.shanten
        or top.effective_count - second.effective_count > CLOSE_CALL_GAP
    ):
        return None
    return hand, report, None


def _discard_4(rng: random.Random, rules: Rules) -> Dealt:
    """Shape choices: no discard the effective tiles pick is right by the chance to win.

    A ready hand's chance to win grows with its winning tiles alone, so the best discard
    must leave the hand at least 1-shanten; it leaves exactly 1-shanten, the classic choice
    of the shape to be ready with (a 2-shanten search costs about ten times more, and these
    hands take a dozen searches each). Some other discard must keep the shanten with fewer
    effective tiles, else nothing can overtake the leaders: that saves most of the searches."""
    hand = _spoiled(rng, rng.choice((1, 2)), rules)
    if hand is None or shanten(hand, rules) != 1:
        return None
    report = analyze(hand, rules)
    second = runner_up(report.discards)
    if second is None or second.shanten != report.shanten:
        return None
    ahead = discard_ahead(hand, rules)
    if set(best_by_win(ahead)) & set(best_discards(report.discards)):
        return None
    return hand, report, ahead


#: One builder a level.
DISCARD_BUILDERS: dict[int, Callable[[random.Random, Rules], Dealt]] = {
    1: _discard_1,
    2: _discard_2,
    3: _discard_3,
    4: _discard_4,
}
