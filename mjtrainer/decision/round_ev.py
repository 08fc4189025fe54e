"""The round EV: what a choice is worth this round, in points (DESIGN.md "Decisions").

A model, not a simulation: the seat's own hand as the exact one-player look-ahead plays it, in
a race with the others, whose progress comes from published statistics (:mod:`.figures`).
Pure functions over plain values; :mod:`.race` builds the values from a position.

The race, one go-around of the table a step: after the seat's discard (step 0: the choice),
each opponent ``j`` ends the round with a win with hazard ``h_j(k)`` (a self-draw costs the
seat its share); the round still on, the seat draws and first completes its hand with the
look-ahead's chance (``w_k`` of the draws not yet won: ``w_k / (1 − Σ_{i<k} w_i)``, times
:attr:`OwnPlay.ron_factor` for the wins by ron) worth ``V``; else it discards, dealing
in to ``j`` with the chance that discard has. Whatever is left
after the last draw is an exhaustive draw: the noten players pay the ready ones 3,000 split.
Pushing, the later discards deal in with a pushing hand's average danger; folding, they are the
hand's safest tiles in the defence order, and the seat never wins and ends noten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import product

from . import figures


@dataclass(frozen=True, slots=True)
class Opponent:
    """One opponent in the race, from the seat's view.

    ``deal_in_cost``: what a deal-in to it costs (points). ``self_draw_cost``: what its
    self-draw costs the seat. ``hazard[k − 1]``: the chance it ends the round with a win in the
    go-around before the seat's draw ``k`` (not on the seat's discard); ``self_draw_share``
    of those wins are self-draws. ``push_danger[k − 1]``: the chance a pushing hand's discard
    after draw ``k`` deals in to it. ``tenpai_at_end``: the chance it is ready at an
    exhaustive draw. ``threat``: in riichi or with open melds (its danger is read);
    ``ready_now``: the chance it is ready now (1 in riichi); ``locked_danger[k − 1]``: the
    chance a hand that cannot fold (in riichi) deals in to it after draw ``k`` once it is
    ready (a threat's is its ``push_danger``; empty: the same as ``push_danger``).
    ``later_riichi[k − 1]``: the chance a ready hand's discard after draw ``k`` deals in to the
    riichi it may declare later (a closed opponent not in riichi; a hand not yet ready folds
    against it instead).
    """

    seat: int
    threat: bool
    deal_in_cost: float
    self_draw_cost: float
    self_draw_share: float
    hazard: tuple[float, ...]
    push_danger: tuple[float, ...]
    tenpai_at_end: float
    ready_now: float = 1.0
    locked_danger: tuple[float, ...] = ()
    later_riichi: tuple[float, ...] = ()

    def locked(self) -> Opponent:
        """This opponent against a hand that cannot fold: its ``locked_danger`` pushed, and
        its later riichi's (a locked hand is ready)."""
        danger = self.locked_danger or self.push_danger
        if self.later_riichi:
            danger = tuple(a + b for a, b in zip(danger, self.later_riichi, strict=True))
        return replace(self, push_danger=danger, later_riichi=())


@dataclass(frozen=True, slots=True)
class OwnPlay:
    """The seat's own play after a choice, from its look-ahead: ``wins[k − 1]`` the chance it
    first completes a win at draw ``k`` (``w_k``), ``value`` the average worth of those wins
    (``V``, sticks and honba included), ``tenpai_at_end`` the chance it is ready at an
    exhaustive draw when it has not won and ``ready[k − 1]`` the chance it is ready by draw
    ``k`` (a hand not yet ready throws more dangerous tiles when it pushes); ``ron_factor``
    the factor on its one-player chance for the wins by ron too (see
    :data:`~.figures.OWN_RON_FACTOR`; a riichi, or a quiet hand without a yaku, has less)."""

    wins: tuple[float, ...]
    value: float
    tenpai_at_end: float
    ready: tuple[float, ...] = ()
    ron_factor: float = figures.OWN_RON_FACTOR


#: The play of a hand that keeps no hope of winning (the fold line, a discard beyond the search).
NO_WIN = OwnPlay((), 0.0, 0.0)


def own_play(
    win_by_turn: Sequence[float] | None,
    win_prob: float | None,
    tenpai_prob: float | None,
    exp_value: float | None,
    bonus: float = 0.0,
    tenpai_by_turn: Sequence[float] | None = None,
) -> OwnPlay:
    """The :class:`OwnPlay` of a look-ahead entry: ``win_by_turn`` (the chance of having won by
    each draw, cumulative) becomes the first-win chances ``w_k``; ``V`` is ``exp_value /
    win_prob`` (the look-ahead's expected worth is the chance times the average win) plus
    ``bonus`` (the riichi sticks and honba a win takes). An entry the search did not follow
    (None chances) keeps no hope of winning."""
    if win_by_turn is None or win_prob is None or tenpai_prob is None:
        return NO_WIN
    wins = []
    before = 0.0
    for c in win_by_turn:
        wins.append(max(0.0, c - before))
        before = max(before, c)
    value = 0.0
    if win_prob > 0 and exp_value is not None:
        value = exp_value / win_prob + bonus
    ready = 0.0 if win_prob >= 1 else (tenpai_prob - win_prob) / (1 - win_prob)
    by_draw = tuple(tenpai_by_turn) if tenpai_by_turn is not None else ()
    return OwnPlay(tuple(wins), value, min(max(ready, 0.0), 1.0), by_draw)


def draw_payment(own_ready: float, others_ready: Sequence[float]) -> float:
    """The seat's expected payment at an exhaustive draw: the noten players pay the ready ones
    :data:`~.figures.NOTEN_POOL` split, each player ready independently with its chance."""
    total = 0.0
    players = (own_ready, *others_ready)
    for ready in product((True, False), repeat=len(players)):
        chance = 1.0
        for r, p in zip(ready, players, strict=True):
            chance *= p if r else 1 - p
        n_ready = sum(ready)
        if chance == 0 or n_ready in (0, len(players)):
            continue
        if ready[0]:
            total += chance * figures.NOTEN_POOL / n_ready
        else:
            total -= chance * figures.NOTEN_POOL / (len(players) - n_ready)
    return total


def race(
    opponents: Sequence[Opponent],
    own: OwnPlay,
    discards: Sequence[Sequence[float]],
) -> float:
    """The round EV of a line of play: ``discards[k]`` gives, for the seat's discard after
    draw ``k`` (0: the choice now), the chance it deals in to each opponent (in
    ``opponents``' order; the last entry stands for any later step); ``own`` how the seat
    wins. The draws are those of ``opponents``' hazards."""
    draws = max((len(o.hazard) for o in opponents), default=len(own.wins))
    alive = 1.0  # the round on, the seat not yet won nor dealt in
    ev = 0.0
    not_won = 1.0  # the one-player chance of no win by the draws so far
    for k in range(draws + 1):
        if k > 0:
            for o in opponents:
                h = o.hazard[k - 1]
                ev -= alive * h * o.self_draw_share * o.self_draw_cost
            for o in opponents:
                alive *= 1 - o.hazard[k - 1]
            w = own.wins[k - 1] if k - 1 < len(own.wins) else 0.0
            if w > 0 and not_won > 0:
                c = min(own.ron_factor * w / not_won, 1.0)
                ev += alive * c * own.value
                alive *= 1 - c
                not_won -= w
        chances = discards[min(k, len(discards) - 1)]
        dealt = 0.0
        for o, p in zip(opponents, chances, strict=True):
            ev -= alive * p * o.deal_in_cost
            dealt += p
        alive *= max(0.0, 1 - dealt)
    ready = [o.tenpai_at_end for o in opponents]
    return ev + alive * draw_payment(own.tenpai_at_end, ready)


def push_ev(opponents: Sequence[Opponent], own: OwnPlay, now: Sequence[float]) -> float:
    """The round EV of a discard dealing in to each opponent with ``now`` (in order), the
    hand then played on as the look-ahead plays it, each later discard with a pushing hand's
    average danger: a ready hand's, or :data:`~.figures.NOT_READY_DANGER` times it while the
    hand is not yet ready (it throws the tiles its shape does not need, not its draw)."""
    draws = max((len(o.hazard) for o in opponents), default=0)
    later = []
    for k in range(1, draws + 1):
        r = own.ready[k - 1] if k - 1 < len(own.ready) else 1.0
        factor = r + (1 - r) * figures.NOT_READY_DANGER
        later.append(tuple(o.push_danger[k - 1] * factor + _later(o, k) * r for o in opponents))
    return race(opponents, own, [tuple(now), *later])


def _later(o: Opponent, k: int) -> float:
    """The chance a ready hand's discard after draw ``k`` deals in to ``o``'s later riichi."""
    return o.later_riichi[k - 1] if k - 1 < len(o.later_riichi) else 0.0


def fold_ev(opponents: Sequence[Opponent], safest: Sequence[Sequence[float]]) -> float:
    """The round EV of the fold line: the seat throws ``safest[k]`` at its discard ``k`` (the
    hand's tiles in the defence order, one a turn; the last stands for any later turn, as a
    hand that ran out of safe tiles), never wins and ends noten."""
    return race(opponents, NO_WIN, safest)
