"""The scoring memos are bounded together (issue 29 §3.9): every self-draw scorer (one a seat,
round and rule set) shares one memo of wins, so the look-ahead's payoffs over many seats and
rounds hold at most that many, where each scorer's own 2^15 used to add up (the window grew by
some 420 MB over 15,000 actions)."""

from __future__ import annotations

import gc
import random

from mjtrainer.core import Hand, Rules
from mjtrainer.core.lookahead import LookaheadRequest, discard_lookahead
from mjtrainer.scoring import legal_win, riichi, win_worth
from mjtrainer.scoring.riichi import clear_cache, memo_info, self_draw_scorer
from mjtrainer.scoring.situation import Wind
from mjtrainer.scoring.wintable import WinTable

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
    assert memo_info().maxsize == 1 << 16


def test_the_shared_memo_answers_as_a_fresh_scorer_does():
    clear_cache()
    wins = _wins(30, seed=6)
    remembered = [self_draw_scorer(Wind.SOUTH, Wind.EAST).base(h, t) for h, t in wins]
    fresh = riichi.SelfDrawScorer(Wind.SOUTH, Wind.EAST)
    clear_cache()
    assert [fresh.base(h, t) for h, t in wins] == remembered
    assert any(r is not None for r in remembered)


# --- the process's table of wins (issue 29 §4.1, §4.2) -----------------------------------------

RIICHI = Rules.preset("riichi")
#: A 3-shanten hand whose valued extended search scores some 3,400 wins.
SEARCHED = "2356m1479p2458s33z"


def _valued_search(notation: str = SEARCHED) -> tuple[float | None, ...]:
    hand = Hand.parse(notation)
    worth = win_worth(RIICHI, hand=hand)
    ask = LookaheadRequest(RIICHI, extended=True, legal=legal_win(RIICHI, hand=hand), worth=worth)
    return tuple(d.exp_value for d in discard_lookahead(hand, ask))


def test_a_valued_search_leaves_no_young_objects_for_the_collector():
    """What the scoring keeps of a search (its table of wins) is bytes and ints, which the
    cyclic collector does not track: the collector's first pass after the search (on the
    worker, holding the interpreter lock) finds next to nothing to scan. A memo keyed by
    hands left four tracked objects a win (the hand, its counts, the key, the answer)."""
    _valued_search()  # the process's one-time tables loaded
    clear_cache()
    gc.collect()
    gc.disable()
    try:
        before = len(gc.get_objects(0))
        _valued_search()
        young = len(gc.get_objects(0)) - before
    finally:
        gc.enable()
    scored = memo_info().misses
    assert scored > 2000  # every win scored anew
    # Left: a fixed few hundred (the package's configurations and its decomposition blocks,
    # the scorer rebuilt), some 1,400 whatever the count of wins; four a win before.
    assert young < scored / 2


def test_a_second_search_of_the_same_hand_scores_nothing():
    """A review asks the same complete hands again: the second search, with a payoff built
    anew as the review builds one a decision, finds every win in the table."""
    clear_cache()
    first = _valued_search()
    cold = memo_info()
    again = _valued_search()
    warm = memo_info()
    assert again == first
    assert warm.misses == cold.misses  # nothing scored again
    assert warm.hits - cold.hits >= cold.misses


def test_the_numbers_are_the_same_without_the_table(monkeypatch):
    clear_cache()
    kept = _valued_search()
    monkeypatch.setattr(riichi.WINS, "bound", 0)  # every entry dropped as soon as it is put
    clear_cache()
    scored_anew = _valued_search()
    assert memo_info().currsize == 0 and memo_info().hits == 0
    assert scored_anew == kept
    assert any(v for v in kept)


def test_the_table_keeps_its_bound_dropping_the_least_recently_used():
    table = WinTable(3)
    for n in range(3):
        table.put(bytes((n,)), n)
    assert table.get(b"\x00") == 0  # now the most recently used
    table.put(b"\x03", 3)
    assert table.info().currsize == 3
    assert table.get(b"\x01") is None  # the least recently used went first
    assert [table.get(bytes((n,))) for n in (0, 2, 3)] == [0, 2, 3]


def test_the_scorers_table_keeps_its_bound(monkeypatch):
    monkeypatch.setattr(riichi.WINS, "bound", 16)
    clear_cache()
    wins = _wins(40, seed=7)
    scorer = self_draw_scorer(Wind.EAST, Wind.EAST)
    answers = [scorer.base(h, t) for h, t in wins]
    assert memo_info().currsize == 16
    fresh = riichi.SelfDrawScorer(Wind.EAST, Wind.EAST)
    assert [fresh.base(h, t) for h, t in wins] == answers
