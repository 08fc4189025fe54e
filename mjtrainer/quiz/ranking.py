"""Ranking the discards of a hand for the discard quiz: the look-ahead a question is graded
by, the right answers by the chance to win, and the effective tiles' own picks (the leaders,
the runner-up, the lone tile) that the deals of the levels are built around."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import DiscardLookahead, DiscardOption, Hand, LookaheadRequest, Rules, discard_lookahead
from ..scoring import legal_win
from .levels import CLEAR_WIN_MARGIN, QUESTION_TURN, WIN_PROB_TOLERANCE


def best_by_win(
    entries: Sequence[DiscardLookahead], tolerance: float = WIN_PROB_TOLERANCE
) -> tuple[int, ...]:
    """The tiles, sorted, of every searched discard whose ``win_prob`` is within
    ``tolerance`` of the highest: the right answers of a discard question. Empty when no
    discard was searched."""
    probs = [(a.discard, a.win_prob) for a in entries if a.win_prob is not None]
    if not probs:
        return ()
    top = max(p for _, p in probs)
    return tuple(sorted(t for t, p in probs if p >= top - tolerance))


def win_margin(entries: Sequence[DiscardLookahead]) -> float | None:
    """How much more often the best discard wins than the best discard not accepted (not in
    :func:`best_by_win`); a discard the search did not follow (it leaves the hand further from
    ready) loses more than any margin. None when nothing was searched; ``1.0`` when every
    searched discard is accepted and no other was searched."""
    probs = [a.win_prob for a in entries if a.win_prob is not None]
    if not probs:
        return None
    right = set(best_by_win(entries))
    top = max(probs)
    others = [a.win_prob for a in entries if a.win_prob is not None and a.discard not in right]
    return top - max(others) if others else 1.0


def teaches(entries: Sequence[DiscardLookahead], margin: float = CLEAR_WIN_MARGIN) -> bool:
    """True when the best discard beats every answer not accepted by at least ``margin`` of
    win chance (:func:`win_margin`): a discard question is asked only then."""
    lead = win_margin(entries)
    return lead is not None and lead >= margin


def discard_ahead(
    hand: Hand, rules: Rules, turn: int = QUESTION_TURN, seen: Sequence[int] = ()
) -> tuple[DiscardLookahead, ...]:
    """The look-ahead a discard question is graded by: the basic search from ``turn``, with
    ``seen`` (tile kinds, one per copy) out of the wall, a win counting when ``rules`` let it
    be declared (self-drawn, seat and round wind East): what ``mjtrainer analyze --json
    --turn T`` reports."""
    return discard_lookahead(
        hand,
        LookaheadRequest(rules, tuple(seen), turn=turn, legal=legal_win(rules, hand=hand)),
    )


def best_discards(options: Sequence[DiscardOption]) -> tuple[int, ...]:
    """The tiles of every option tied with the first on shanten and effective count: the
    discards the effective tiles alone pick."""
    if not options:
        return ()
    top = options[0]
    return tuple(
        sorted(
            o.discard
            for o in options
            if o.shanten == top.shanten and o.effective_count == top.effective_count
        )
    )


def runner_up(options: Sequence[DiscardOption]) -> DiscardOption | None:
    """The best option not tied with the best (None when every option ties)."""
    if not options:
        return None
    top = options[0]
    for o in options:
        if o.shanten != top.shanten or o.effective_count != top.effective_count:
            return o
    return None


def is_lone(hand: Hand, tile: int) -> bool:
    """A single copy with no tile of its suit within two steps (an honour: just single):
    it belongs to no set, pair or partial shape."""
    c = hand.counts
    if c[tile] != 1:
        return False
    if tile >= 27:
        return True
    lo, hi = tile - tile % 9, tile - tile % 9 + 8
    return all(c[t] == 0 for t in range(max(lo, tile - 2), min(hi, tile + 2) + 1) if t != tile)
