"""The scoring memos are bounded together (issue 29 §3.9): every self-draw scorer (one a seat,
round and rule set) shares one memo of wins, so the look-ahead's payoffs over many seats and
rounds hold at most that many, where each scorer's own 2^15 used to add up (the window grew by
some 420 MB over 15,000 actions)."""

from __future__ import annotations

import random

from mjtrainer.core import Hand
from mjtrainer.scoring import riichi
from mjtrainer.scoring.riichi import clear_cache, memo_info, self_draw_scorer
from mjtrainer.scoring.situation import Wind

from .test_riichi import complete_hand


def _wins(n: int, seed: int = 5) -> list[tuple[Hand, int]]:
    rnd = random.Random(seed)
    out = []
    while len(out) < n:
        hand = complete_hand(rnd)
        concealed = [t for t in range(34) if hand.counts[t]]
        if hand.size == 14 and concealed:
            out.append((hand, rnd.choice(concealed)))
    return out


def test_every_scorer_shares_one_memo_of_wins():
    clear_cache()
    wins = _wins(40)
    scorers = [self_draw_scorer(seat, rnd) for seat in Wind for rnd in (Wind.EAST, Wind.SOUTH)]
    assert len({id(s) for s in scorers}) == 8
    for scorer in scorers:
        for hand, tile in wins:
            scorer.base(hand, tile)
    info = memo_info()
    assert info.currsize == 8 * len(wins)  # one memo: each scorer's wins counted in it
    for scorer in scorers:  # asked again: every answer comes from the one memo
        for hand, tile in wins:
            scorer.base(hand, tile)
    assert memo_info().hits == info.hits + 8 * len(wins)
    assert memo_info().maxsize == 1 << 15


def test_the_shared_memo_answers_as_a_fresh_scorer_does():
    clear_cache()
    wins = _wins(30, seed=6)
    remembered = [self_draw_scorer(Wind.SOUTH, Wind.EAST).base(h, t) for h, t in wins]
    fresh = riichi.SelfDrawScorer(Wind.SOUTH, Wind.EAST)
    clear_cache()
    assert [fresh.base(h, t) for h, t in wins] == remembered
    assert any(r is not None for r in remembered)
