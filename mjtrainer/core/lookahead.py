"""The look-ahead: the chance to be ready (tenpai) and to win by the last draw.

The model is a one-player game. Each turn you draw a tile, then discard one; nobody calls,
wins or takes tiles. Turn ``T`` (1–17) counts draws and draw 18 is the last, so ``N = 18 − T``
draws are left (a 14-tile hand at turn ``T`` has just made draw ``T``; a 13-tile hand at turn
``T`` has just discarded).

The wall. For each kind, ``w = 4 −`` the copies in the current 13-tile hand (concealed and
melds) ``−`` the seen copies, where the tile discarded at the decision counts as seen; later
discards go back to the wall, so ``w`` depends on the current hand only. ``S`` is the total of
``w`` at the decision (122 for a bare 14-tile hand, 123 for a bare 13-tile hand) and, since the
hand always holds the same number of tiles, it is the total of ``w`` in every later hand too.
Every draw is kind ``k`` with probability ``w_k / S``: the chances add up to 1. A ready hand
with ``W`` winning tiles therefore wins with ``1 − (1 − W/S)^N``. Under three-player rules the
wall holds the 27 kinds in play, and a north drawn by a hand that holds none is set aside as a
kita at once (a free action, not a discard: a replacement is drawn in its place), so for such
a hand the norths leave the wall (``w = 0``); a hand that holds a north may keep the ones it
draws, and draws them like any tile. The kita's dora is not counted in the value.

The basic search. From 13 tiles only draws that lower the shanten are followed (any other
draw is thrown straight back and the hand does not change); from 14 tiles the best of the
discards that keep the lower shanten is taken. A draw *lowers* the shanten when some discard
after it leaves a 13-tile hand one shanten lower; a ready hand's draw *wins* when it completes
the hand and ``legal`` (if given) lets it be declared — a complete hand that may not be declared
is thrown back like any other draw.

The extended search ("at most one step beyond the basic search"). Along every path it may
make, once, an exchange the basic search does not: a draw and a discard after which the
13-tile shanten is the same as before the draw. That is either 手变化 (a draw that does not
lower the shanten, kept, and another tile discarded) or 向听倒退 (a draw that would lower the
shanten, followed by a discard that goes back up one; throwing that draw straight back is such
a move too). A hand worse than before the draw is never followed: it would need two
exchanges beyond the basic search. At the decision itself, a discard that leaves the hand
one shanten worse than the best discard is that one extra step (searched afterwards with the
basic search); worse discards are not searched. The basic search is the extended search
with its one step already spent, and both share the code below.

Targets. ``win_prob`` is the chance of drawing a winning tile by draw 18; ``tenpai_prob`` the
chance of holding a ready 13-tile hand by then (a ready hand counts 1 at once). Each is
maximised on its own, so the best play for one may differ from the best play for the other.
``*_by_turn`` gives, for draws ``T+1 … 18``, the chance of having won (been ready) by that
draw while following the play that is best for the whole game; its last value is the total.
Where two choices are equally good (within ``1e-12``) the first is taken in this order: the
basic move (throwing back, or the discards that lower the shanten, by tile), then the extra
moves by tile — the series depends on that order, the totals do not.

Value. With a payoff (``LookaheadRequest.worth``: what a complete hand won on a tile by
self-draw is worth, riichi points or MCR fan, built outside the core like ``legal``)
``exp_value`` is the expected worth of the wins by draw 18, maximised on its own like the two
chances (a discard that keeps a dora may win less often and still be worth more). A winning
draw is always declared, as for the chances. It is computed in the same search, as a third
half of the value vectors; without a payoff the vectors keep two halves and the search does
exactly what it did before, at the same cost.

The cut-offs are a property of the request (basic or extended), the same on every install:
the basic search goes to ``MAX_SHANTEN`` (4) after the decision's discard and the extended one
starts from hands at most ``MAX_EXTENDED_SHANTEN`` (3) from ready, whichever path runs it.
The compiled kernel (:mod:`.lookahead_kernel`: any hand, melds included, under every rule set,
MCR's knitted shapes too, on a machine where it was built) only makes it faster: medians of
about 3 and 50 ms for the basic search at 3 and 4 shanten, 10 and 300 ms for the extended one
at 2 and 3. The pure-Python path, twenty to forty times slower per state, gives the same
numbers in about a second at basic 4-shanten (up to a few seconds with melds) and tens of
seconds at extended 3-shanten (a search that can be cancelled, with its progress).
:func:`cut_off` gives the one that applies to a search; the extended search's one step back
from its cut-off is searched too, being basic. ``packaging/bench.py`` measures both paths by
shanten. A hand or discard beyond them is reported with ``searched`` false and no
probabilities, so a batch still gets an answer for every hand. A search with a payoff
(``worth``) takes the same path and cut-offs: the kernel carries the value half too, calling
the payoff back (once per complete hand and tile); there the scorer's own time can be most of
a valued search's (``packaging/bench.py`` shows it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import repeat
from operator import add, ge, mul
from typing import Any

from . import lookahead_kernel
from .analysis import discard_options, need_size
from .errors import HandError
from .hand import Hand, judged_seen
from .kinds import LAST_DRAW
from .lookahead_moves import Legal, Moves, State, Worth
from .rules import NORTH, Rules
from .seen import Seen
from .shanten import GENERAL
from .tiles import NUM_KINDS, tile_str

#: Hands (after the decision's discard) above this shanten are not searched, on either path.
MAX_SHANTEN = 4
#: The extended search starts only from hands at most this far from ready, on either path.
MAX_EXTENDED_SHANTEN = 3
#: Values closer than this count as a tie (the first choice in the documented order wins).
TIE = 1e-12
#: How many expanded states pass between two calls of ``cancel``.
_POLL_EVERY = 32

Vector = list[float]


class LookaheadError(HandError):
    """A look-ahead request that cannot be searched (a turn outside 1–17)."""


class LookaheadCancelled(Exception):
    """Raised from inside a search when its ``cancel`` callback returns True."""


@dataclass(frozen=True, slots=True)
class Improvement:
    """A draw that keeps the shanten but, after the best discard, leaves more effective tiles
    than now (改良): the tile, its copies left, and the effective-tile total it leads to."""

    tile: int
    remaining: int
    effective_count: int

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of one improvement."""
        return {
            "tile": tile_str(self.tile),
            "remaining": self.remaining,
            "effective_count": self.effective_count,
        }


@dataclass(frozen=True, slots=True)
class DiscardLookahead:
    """The look-ahead of one discard of a 14-tile hand.

    ``searched`` is false when the search does not follow this discard (see the module notes);
    the four probability fields are then None. ``*_by_turn`` have ``18 − T`` values.
    ``exp_value`` is the expected worth of the wins by the last draw (see "Value" in the module
    notes), None when the request had no ``worth`` or the discard was not searched.
    """

    discard: int
    shanten: int
    effective_count: int
    searched: bool
    tenpai_prob: float | None
    win_prob: float | None
    tenpai_by_turn: tuple[float, ...] | None
    win_by_turn: tuple[float, ...] | None
    exp_value: float | None = None

    def to_dict(self) -> dict[str, Any]:
        """The look-ahead keys of one entry of ``discards`` in the CLI's JSON."""
        return {"discard": tile_str(self.discard), "shanten": self.shanten, **chance_keys(self)}


@dataclass(frozen=True, slots=True)
class HandLookahead:
    """The look-ahead of a 13-tile (3n+1) hand, with its improvements (改良); ``exp_value`` as
    for :class:`DiscardLookahead`."""

    shanten: int
    effective_count: int
    searched: bool
    tenpai_prob: float | None
    win_prob: float | None
    tenpai_by_turn: tuple[float, ...] | None
    win_by_turn: tuple[float, ...] | None
    improvements: tuple[Improvement, ...]
    exp_value: float | None = None

    def to_dict(self) -> dict[str, Any]:
        """The look-ahead keys of a 3n+1 hand in the CLI's JSON."""
        return {**chance_keys(self), "improvements": [i.to_dict() for i in self.improvements]}


def chance_keys(entry: DiscardLookahead | HandLookahead) -> dict[str, Any]:
    """The look-ahead keys a discard and a 3n+1 hand share in the CLI's JSON (``searched``, the
    two chances, their series and ``exp_value``), written once: the report adds them to its
    discard rows."""
    tenpai, win = entry.tenpai_by_turn, entry.win_by_turn
    return {
        "searched": entry.searched,
        "tenpai_prob": entry.tenpai_prob,
        "win_prob": entry.win_prob,
        "tenpai_by_turn": None if tenpai is None else list(tenpai),
        "win_by_turn": None if win is None else list(win),
        "exp_value": entry.exp_value,
    }


# --- the search ------------------------------------------------------------------------------


class _Poll:
    """Counts expanded states and asks ``cancel`` every ``_POLL_EVERY`` of them."""

    __slots__ = ("cancel", "left")

    def __init__(self, cancel: Callable[[], bool] | None) -> None:
        self.cancel = cancel
        self.left = _POLL_EVERY

    def __call__(self) -> None:
        self.left -= 1
        if self.left <= 0:
            self.left = _POLL_EVERY
            if self.cancel is not None and self.cancel():
                raise LookaheadCancelled("look-ahead cancelled")


#: The options after a draw: a (13-tile state, steps used) each, or None for throwing back.
_Options = list[tuple[State, int] | None]
#: Per column of a value vector, the index of the option taken; None: the first throughout.
_Picks = list[int] | None
#: A draw the value pass followed: its chance, its options and the option taken by column.
_Draw = tuple[float, _Options, _Picks]
#: What the value pass chose at a state it expanded, for the forward passes: the chance that a
#: draw changes nothing, the chance that it wins at once, and the draws followed.
_Plan = tuple[float, float, list[_Draw]]
#: A 1-shanten leaf's lowering draws for the win: (most winning tiles kept, copies) each.
_Groups = tuple[tuple[int, int], ...]
#: A 1-shanten leaf's lowering draws for the value: ((W, G) of each ready child, copies) each.
_ValueGroups = tuple[tuple[tuple[tuple[int, float], ...], int], ...]


class _Search:
    """Both targets over one wall in one pass: the values by draws left, the choices made, then
    the two series.

    A state is a 13-tile hand plus ``e``, the extra steps already used (0 or 1). Its value is
    one list of ``2(N + 1)`` floats: ``v[m]`` the best chance to be ready with ``m`` draws left,
    then ``v[N + 1 + m]`` the best chance to win. Each state is expanded once for both targets,
    so its moves, its draws' chances and its options are read once, and an elementwise max or
    a weighted sum covers both halves in one call. While a state is valued, the option each
    draw takes at each number of draws left is recorded (its *plan*), so the forward passes
    that give the series follow the plans and never ask the moves or compare values again.

    The closed forms in one weight ``W``: a ready state is ready (1 throughout). With the step
    spent, a ready state wins with ``1 − (1 − W/S)^m`` (``W`` its winning tiles), and a
    1-shanten state is ready with that form (``W`` its lowering tiles) while its win half comes
    from its lowering draws, merged by the most winning tiles each can keep; leaves with the
    same ``W`` are interchangeable.

    With a payoff (``Moves.worth``) the vectors carry a third half, ``v[2(N + 1) + m]``: the
    best expected worth of the wins with ``m`` draws left, maximised on its own column by
    column like the other two (the plans record its picks too; no forward pass reads them).
    Its closed forms: a ready leaf with winning tiles ``k`` (``w_k`` copies, payoff ``P_k``,
    ``W = Σ w_k``, gain ``G = Σ w_k P_k``) is worth ``(G / W)(1 − (1 − W/S)^m)``; at a
    1-shanten leaf each lowering draw takes, column by column, the ready child worth most, so
    leaves are merged by the (``W``, ``G``) of their draws' children. Without a payoff the
    vectors keep two halves and nothing of this is computed.
    """

    def __init__(self, moves: Moves, wall: list[int], draws: int, root: State, poll: _Poll):
        self.moves = moves
        self.wall = wall  # w of each kind plus the root's own copies: w = wall[k] - h[k]
        #: ``S``, the total of the wall at the decision (the root's 13 tiles held).
        self.total = sum(wall[k] - root[k] for k in range(NUM_KINDS))
        self.draws = draws
        self.span = draws + 1  # the length of one half
        #: Whether the vectors carry the value half (a payoff was given), and their length.
        self.valued = moves.worth is not None
        self.width = (3 if self.valued else 2) * self.span
        #: The halves a ready state and any other state compute (offsets into a vector).
        self.ready_halves = (self.span, 2 * self.span) if self.valued else (self.span,)
        self.all_halves = (0, *self.ready_halves)
        self.poll = poll
        self.memo: tuple[dict[State, Vector], dict[State, Vector]] = ({}, {})
        self.plans: tuple[dict[State, _Plan], dict[State, _Plan]] = ({}, {})
        self.win_weights: dict[State, int] = {}
        self.ready_weights: dict[State, int] = {}
        self.win_gains: dict[State, float] = {}
        self.closed: dict[int, Vector] = {}
        self.worth_forms: dict[tuple[int, float], Vector] = {}
        self.ready_leaves: dict[int, Vector] = {}
        self.near_leaves: dict[tuple[int, _Groups], Vector] = {}
        self.valued_ready: dict[tuple[int, float], Vector] = {}
        self.valued_near: dict[tuple[int, _Groups, _ValueGroups], Vector] = {}
        self.groups: dict[State, _Groups] = {}
        self.value_groups: dict[State, _ValueGroups] = {}
        self.ones = [1.0] * self.span

    def release(self) -> None:
        """Empty the values and plans entry by entry (as :meth:`Moves.release` does, for the
        same reason: freed whole, they would hold the interpreter lock for one long call)."""
        for cache in (*self.memo, *self.plans):
            pop = cache.popitem
            for _ in range(len(cache)):
                pop()

    # --- closed forms ---

    def closed_form(self, weight: int) -> Vector:
        """``1 − (1 − W/S)^m`` for ``m = 0 … N``: ``W`` tiles end the game at every draw."""
        v = self.closed.get(weight)
        if v is None:
            r = 1.0 - weight / self.total if self.total else 1.0
            v = [0.0] * self.span
            miss = 1.0
            for m in range(1, self.span):
                miss *= r
                v[m] = 1.0 - miss
            self.closed[weight] = v
        return v

    def worth_form(self, weight: int, gain: float) -> Vector:
        """``(G/W)(1 − (1 − W/S)^m)`` for ``m = 0 … N``: the expected worth of a ready state
        with the step spent whose ``W`` winning tiles bring ``G`` (their copies times their
        payoffs) in all; zeros when nothing wins."""
        key = (weight, gain)
        v = self.worth_forms.get(key)
        if v is None:
            if weight:
                mean = gain / weight
                v = [mean * x for x in self.closed_form(weight)]
            else:
                v = [0.0] * self.span
            self.worth_forms[key] = v
        return v

    def win_gain(self, h: State) -> float:
        """``G`` of the ready state ``h``: its winning tiles' copies left times their payoffs."""
        g = self.win_gains.get(h)
        if g is None:
            wall = self.wall
            payoff = self.moves.payoff
            g = self.win_gains[h] = sum((wall[k] - h[k]) * payoff(h, k) for k in self.moves.wins(h))
        return g

    def win_weight(self, h: State) -> int:
        """Copies left of the tiles that complete the ready state ``h`` (and may be declared)."""
        w = self.win_weights.get(h)
        if w is None:
            wall = self.wall
            w = self.win_weights[h] = sum(wall[k] - h[k] for k in self.moves.wins(h))
        return w

    def ready_weight(self, h: State) -> int:
        """Copies left of the draws that make the 1-shanten state ``h`` ready."""
        w = self.ready_weights.get(h)
        if w is None:
            wall = self.wall
            w = self.ready_weights[h] = sum(wall[k] - h[k] for k, _ in self.moves.lower(h))
        return w

    def leaf_groups(self, h: State) -> _Groups:
        """For a 1-shanten state with the step spent: (the most winning tiles a ready hand after
        the draw can keep, copies) of its lowering draws, merged by that count."""
        got = self.groups.get(h)
        if got is None:
            wall = self.wall
            weight = self.win_weight
            best: dict[int, int] = {}
            for k, kids in self.moves.lower(h):
                wk = wall[k] - h[k]
                if wk > 0:
                    top = max(weight(c) for _, c in kids)
                    best[top] = best.get(top, 0) + wk
            got = self.groups[h] = tuple(sorted(best.items()))
        return got

    def leaf_value_groups(self, h: State) -> _ValueGroups:
        """For a 1-shanten state with the step spent: (the (``W``, ``G``) of the ready hands a
        lowering draw can keep, copies) of its lowering draws, merged by those children."""
        got = self.value_groups.get(h)
        if got is None:
            wall = self.wall
            weight, gain = self.win_weight, self.win_gain
            best: dict[tuple[tuple[int, float], ...], int] = {}
            for k, kids in self.moves.lower(h):
                wk = wall[k] - h[k]
                if wk > 0:
                    key = tuple(sorted({(weight(c), gain(c)) for _, c in kids}))
                    best[key] = best.get(key, 0) + wk
            got = self.value_groups[h] = tuple(sorted(best.items()))
        return got

    # --- values ---

    def value(self, h: State, e: int) -> Vector:
        """The value vector (tenpai half, win half) of ``h`` with ``e`` extra steps used."""
        memo = self.memo[e]
        v = memo.get(h)
        if v is not None:
            return v
        s = self.moves.shanten(h)
        if e == 1 and s <= 1 and self.valued:
            v = self._valued_leaf(h, s)
        elif e == 1 and s == 0:
            w = self.win_weight(h)
            v = self.ready_leaves.get(w)
            if v is None:
                v = self.ready_leaves[w] = self.ones + self.closed_form(w)
        elif e == 1 and s == 1:
            # Many such states share their weights: one vector for each (ready, win groups).
            key = (self.ready_weight(h), self.leaf_groups(h))
            v = self.near_leaves.get(key)
            if v is None:
                v = self.near_leaves[key] = self.closed_form(key[0]) + self._win_leaf(key[1])
        else:
            self.poll()
            v = self._expand(h, s, e)
        memo[h] = v
        return v

    def _valued_leaf(self, h: State, s: int) -> Vector:
        """:meth:`value` of a leaf (the step spent, ready or 1-shanten) with the value half:
        the same closed forms, shared by (weights, gains) instead of weights alone (kept
        apart so that a search without a payoff pays nothing for it)."""
        if s == 0:
            w = self.win_weight(h)
            g = self.win_gain(h)
            v = self.valued_ready.get((w, g))
            if v is None:
                v = self.valued_ready[(w, g)] = (
                    self.ones + self.closed_form(w) + self.worth_form(w, g)
                )
            return v
        vg = self.leaf_value_groups(h)
        key = (self.ready_weight(h), self.leaf_groups(h), vg)
        v = self.valued_near.get(key)
        if v is None:
            v = self.valued_near[key] = (
                self.closed_form(key[0]) + self._win_leaf(key[1]) + self._value_leaf(vg)
            )
        return v

    def _win_leaf(self, groups: _Groups) -> Vector:
        """The win half of a 1-shanten state with the step spent, from its
        :meth:`leaf_groups`."""
        total = self.total
        stay = (total - sum(c for _, c in groups)) / total
        if groups:
            ps = [c / total for _, c in groups]
            cols = zip(*(self.closed_form(top) for top, _ in groups), strict=True)
            a = [0.0 + sum(map(mul, ps, col)) for col in cols]
        else:
            a = [0.0] * self.span
        v = [0.0] * self.span
        prev = 0.0
        for m in range(1, self.span):
            v[m] = prev = a[m - 1] + stay * prev
        return v

    def _value_leaf(self, groups: _ValueGroups) -> Vector:
        """The value half of a 1-shanten state with the step spent, from its
        :meth:`leaf_value_groups`: each draw takes the ready child worth most at each column."""
        total = self.total
        stay = (total - sum(c for _, c in groups)) / total
        a = [0.0] * self.span
        for kids, copies in groups:
            p = copies / total
            vecs = [self.worth_form(w, g) for w, g in kids]
            best = vecs[0] if len(vecs) == 1 else list(map(max, *vecs))
            a = [x + p * y for x, y in zip(a, best, strict=True)]
        v = [0.0] * self.span
        prev = 0.0
        for m in range(1, self.span):
            v[m] = prev = a[m - 1] + stay * prev
        return v

    def _options(self, h: State, s: int, e: int) -> tuple[int, float, list[tuple[int, _Options]]]:
        """(copies of the winning draws, their gain — copies times payoffs, 0 without a
        payoff —, then per other followed draw its copies and options).

        Options come in the tie-break order: the basic move (None: throw back), then the extras.
        """
        wall = self.wall
        moves = self.moves
        out: list[tuple[int, _Options]] = []
        success = 0
        if e == 1:
            for k, kids in moves.lower(h):
                wk = wall[k] - h[k]
                if wk > 0:
                    out.append((wk, [(c, 1) for _, c in kids]))
            return 0, 0.0, out
        valued = self.valued
        gain = 0.0
        lower = dict(moves.lower(h)) if s > 0 else {}
        for k, low, extras in moves.same(h):
            wk = wall[k] - h[k]
            if wk <= 0:
                continue
            if s == 0 and low and moves.is_legal(h, k):
                success += wk
                if valued:
                    gain += wk * moves.payoff(h, k)
                continue
            basic = lower.get(k)
            opts: _Options
            if basic:
                opts = [(c, 0) for _, c in basic]
            else:
                # A lowering draw with no lowering discard cannot happen; staying is basic then.
                extras = tuple(x for x in extras if x[0] != k)
                if not extras:
                    continue
                opts = [None]
            opts += [(c, 1) for _, c in extras]
            out.append((wk, opts))
        return success, gain, out

    def _expand(self, h: State, s: int, e: int) -> Vector:
        """The value of a state with no closed form, from its draws' options; its plan is
        recorded on the way. A ready state (``s`` 0) is valued for the win only."""
        span = self.span
        total = self.total
        value = self.value
        success, gain, options = self._options(h, s, e)
        ps: list[float] = []
        bests: list[Vector] = []  # draws whose options never include staying
        choose: list[tuple[float, Vector]] = []  # throwing back against the extra moves
        draws: list[_Draw] = []
        open_draws: list[tuple[int, list[Vector]]] = []  # picks to make once v is known
        followed = success
        for wk, opts in options:
            followed += wk
            p = wk / total
            if opts[0] is None:
                rest = [value(c, ce) for c, ce in opts[1:]]  # type: ignore[misc]
                best = rest[0] if len(rest) == 1 else list(map(max, *rest))
                choose.append((p, best))
                open_draws.append((len(draws), rest))
                draws.append((p, opts, None))
            else:
                vecs = [value(c, ce) for c, ce in opts]  # type: ignore[misc]
                if len(vecs) == 1:
                    best, picks = vecs[0], None
                else:
                    best = _dominant(vecs)
                    picks = _picks(vecs, best) if best is not vecs[0] else None
                ps.append(p)
                bests.append(best)
                draws.append((p, opts, picks))
        stay = (total - followed) / total
        win_now = success / total
        # a[j]: what the followed draws bring when j draws are left after them (summed in
        # the draws' order, then the immediate wins, whichever way it is computed).
        if bests:
            a = [ps[0] * x for x in bests[0]]
            for p, best in zip(ps[1:], bests[1:], strict=True):
                a = list(map(add, a, map(mul, repeat(p), best)))
            if win_now:
                if self.valued:  # the value half gains the payoffs, not the chance
                    two, gain_now = 2 * span, gain / total
                    a = [win_now + x for x in a[:two]] + [gain_now + x for x in a[two:]]
                else:
                    a = [win_now + x for x in a]
        else:
            a = [win_now] * (2 * span)
            if self.valued:
                a += [gain / total] * span
        v = [0.0] * self.width
        for off in self.ready_halves if s == 0 else self.all_halves:
            prev = 0.0
            if choose:
                for m in range(off + 1, off + span):
                    j = m - 1
                    x = a[j] + stay * prev
                    for p, vec in choose:
                        y = vec[j]
                        x += p * (y if y > prev else prev)
                    v[m] = prev = x
            else:
                for m in range(off + 1, off + span):
                    v[m] = prev = a[m - 1] + stay * prev
        if s == 0:
            v[:span] = self.ones
        for i, rest in open_draws:
            p, opts, _ = draws[i]
            vecs = [v, *rest]
            draws[i] = (p, opts, _picks(vecs, list(map(max, *vecs))))
        self.plans[e][h] = (stay, win_now, draws)
        return v

    # --- the series along the chosen play ---

    def series(self, root: State, e0: int) -> tuple[Vector, Vector]:
        """(tenpai, win): the chance of having reached each target by each of the ``N`` draws,
        following the play that is best for its total. Call after :meth:`value` of the root."""
        if self.moves.shanten(root) == 0:
            tenpai = self.ones[1:]
        else:
            tenpai = _Flow(self, False).run(root, e0)
        return tenpai, _Flow(self, True).run(root, e0)


def _both_series(
    moves: Moves,
    wall: list[int],
    draws: int,
    root: State,
    e0: int,
    poll: _Poll,
    kernel: lookahead_kernel.Session | None = None,
) -> tuple[Vector, Vector]:
    """(tenpai series, win series) of ``root`` over ``wall``, by the compiled kernel when
    there is one (the same numbers: see :mod:`.lookahead_kernel`)."""
    search = _Search(moves, wall, draws, root, poll)
    if search.total == 0:  # every tile is in view: nothing can be drawn
        ready = moves.shanten(root) == 0
        return [1.0 if ready else 0.0] * draws, [0.0] * draws
    if kernel is not None:
        got = kernel.search(root, wall, draws, e0)
        if got is None:
            raise LookaheadCancelled("look-ahead cancelled")
        return got[0], got[1]
    try:
        search.value(root, e0)
        return search.series(root, e0)
    finally:
        search.release()


def _valued_series(
    moves: Moves,
    wall: list[int],
    draws: int,
    root: State,
    e0: int,
    poll: _Poll,
    kernel: lookahead_kernel.Session | None = None,
) -> tuple[Vector, Vector, float]:
    """(tenpai series, win series, expected worth) of ``root`` over ``wall``, for a search with
    a payoff (``moves.worth``): :func:`_both_series` with the value half, in the same one
    search, by the compiled kernel when there is one (its session made with the payoff). Kept
    apart so that a search without a payoff pays nothing for the value half."""
    search = _Search(moves, wall, draws, root, poll)
    if search.total == 0:
        ready = moves.shanten(root) == 0
        return [1.0 if ready else 0.0] * draws, [0.0] * draws, 0.0
    if kernel is not None:
        got = kernel.search(root, wall, draws, e0)
        if got is None:
            raise LookaheadCancelled("look-ahead cancelled")
        tenpai, win, value = got
        assert value is not None  # the session was made with the payoff
        return tenpai, win, value
    try:
        v = search.value(root, e0)
        tenpai, win = search.series(root, e0)
        return tenpai, win, v[2 * search.span + draws]
    finally:
        search.release()


def _dominant(vecs: list[Vector]) -> Vector:
    """The elementwise max of the options' value vectors: the first that is at least every
    other in every column when there is one (often: it is then the max itself, no new list),
    else a new list."""
    top = vecs[0]
    for v in vecs[1:]:
        if v is top or all(map(ge, top, v)):
            continue
        if all(map(ge, v, top)):
            top = v
            continue
        return list(map(max, *vecs))
    return top


def _picks(vecs: list[Vector], top: Vector) -> _Picks:
    """For each column (number of draws left, in either half), the index of the option taken
    among the options' value vectors, ``top`` being their elementwise max: the best, and among
    values within ``TIE`` of it the first. None when the first is taken throughout."""
    floor = [x - TIE for x in top]
    if all(map(ge, vecs[0], floor)):  # the common case
        return None
    out = []
    for col, low in zip(zip(*vecs, strict=True), floor, strict=True):
        i = 0
        while col[i] < low:
            i += 1
        out.append(i)
    return out


class _Flow:
    """A forward pass for one target: probability mass moving through the states along the
    plans the value pass recorded.

    States are taken by shanten from high to low, and at each shanten those with the step
    unused first, so every state has received all its mass before it passes it on. Leaves
    with the same weight share one pool.
    """

    def __init__(self, search: _Search, win: bool) -> None:
        self.search = search
        self.win = win
        self.n = search.draws
        self.off = search.span if win else 0  # where this target's half of the picks starts
        self.reached = [0.0] * (self.n + 1)  # mass reaching the target at each draw
        self.buckets: dict[tuple[int, int], dict[State, Vector]] = {}
        self.pools: dict[int, Vector] = {}

    def dest(self, c: State, e: int) -> Vector:
        """The arrival vector that mass moving into ``c`` (``e`` steps used) is added to."""
        search = self.search
        s = search.moves.shanten(c)
        if self.win:
            if e == 1 and s == 0:
                return self.pool(search.win_weight(c))
        elif s == 0:
            return self.reached  # ready: the target is reached on arrival
        elif e == 1 and s == 1:
            return self.pool(search.ready_weight(c))
        bucket = self.buckets.get((s, e))
        if bucket is None:
            bucket = self.buckets[(s, e)] = {}
        arr = bucket.get(c)
        if arr is None:
            arr = bucket[c] = [0.0] * (self.n + 1)
        return arr

    def pool(self, weight: int) -> Vector:
        """The arrival vector of the leaves of one weight."""
        pool = self.pools.get(weight)
        if pool is None:
            pool = self.pools[weight] = [0.0] * (self.n + 1)
        return pool

    def run(self, root: State, e0: int) -> Vector:
        """Move all the mass from ``root`` to the end of the game; the chance of having reached
        the target by each draw."""
        self.dest(root, e0)[0] = 1.0
        poll = self.search.poll
        plans = self.search.plans
        while self.buckets:
            level = min(self.buckets, key=lambda b: (-b[0], b[1]))
            leaf = self.win and level == (1, 1)
            for h, arr in self.buckets.pop(level).items():
                poll()
                if leaf:
                    self._leaf_groups(h, arr)
                else:
                    self._follow(plans[level[1]][h], arr)
        n = self.n
        reached = self.reached
        total = self.search.total
        for weight, arr in self.pools.items():
            pr = weight / total if total else 0.0
            cur = 0.0
            for t in range(n):
                cur += arr[t]
                x = cur * pr
                reached[t + 1] += x
                cur -= x
        out = []
        acc = 0.0
        for t in range(1, n + 1):
            acc += reached[t]
            out.append(acc)
        return out

    def _leaf_groups(self, h: State, arr: Vector) -> None:
        """A 1-shanten state with the step spent (win): its draws go to the ready pools."""
        total = self.search.total
        groups = self.search.leaf_groups(h)
        stay = (total - sum(c for _, c in groups)) / total
        cur = self._drawing(arr, stay, None)
        for top, copies in groups:
            pool = self.pool(top)
            p = copies / total
            pool[1:] = [a + p * c for a, c in zip(pool[1:], cur, strict=True)]

    def _drawing(self, arr: Vector, stay: float, back: list[list[float]] | None) -> Vector:
        """Mass at a state at each draw, the draws not followed keeping it there: those never
        followed (``stay``) and, ``back[j]`` with ``j`` draws left after the draw, those whose
        plan throws them back then."""
        n = self.n
        cur = [0.0] * n
        carry = 0.0
        if back is None:
            for t in range(n):
                carry = cur[t] = arr[t] + carry * stay
            return cur
        for t in range(n):
            c = cur[t] = arr[t] + carry
            carry = c * stay
            for p in back[n - t - 1]:
                carry += c * p
        return cur

    def _follow(self, plan: _Plan, arr: Vector) -> None:
        """A state the value pass expanded: its mass follows the plan's options by draws left."""
        stay, win_now, draws = plan
        n = self.n
        off = self.off
        taken: list[tuple[float, _Options, int | list[int]]] = []
        back: list[list[float]] | None = None
        for p, opts, picks in draws:
            which: int | list[int]
            if picks is None:
                which = 0
            else:
                half = picks[off : off + n]
                which = half[0] if half.count(half[0]) == n else half
            if isinstance(which, int):
                if opts[which] is None:
                    if back is None:
                        back = [[] for _ in range(n)]
                    for row in back:
                        row.append(p)
                    continue
            elif None in opts:
                if back is None:
                    back = [[] for _ in range(n)]
                for j, i in enumerate(which):
                    if opts[i] is None:
                        back[j].append(p)
            taken.append((p, opts, which))
        cur = self._drawing(arr, stay, back)
        if win_now:
            reached = self.reached
            reached[1:] = [a + c * win_now for a, c in zip(reached[1:], cur, strict=True)]
        dest = self.dest
        for p, opts, which in taken:
            if isinstance(which, int):
                o = opts[which]
                assert o is not None
                d = dest(o[0], o[1])
                d[1:] = [a + p * c for a, c in zip(d[1:], cur, strict=True)]
                continue
            dests: dict[int, Vector] = {}
            for t in range(n):
                i = which[n - t - 1]
                o = opts[i]
                if o is None:
                    continue
                into = dests.get(i)
                if into is None:
                    into = dests[i] = dest(o[0], o[1])
                into[t + 1] += cur[t] * p


# --- public functions ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LookaheadRequest:
    """What a look-ahead is asked: the one value :func:`discard_lookahead`,
    :func:`hand_lookahead` and :func:`~.lookahead_report.analyze_lookahead` take.

    ``rules`` (None: the general rules), the ``seen`` tiles (as :func:`~.hand.seen_counts`
    reads them), the ``turn`` 1–17 and which search (``extended``). ``legal(hand, tile)`` says
    whether a complete 14-tile hand won on ``tile`` may be declared (None: every complete
    hand). ``worth(hand, tile)`` is what such a declared self-drawn win is worth (riichi
    points, MCR fan; built by ``scoring.win_worth``): given, every searched entry gets
    ``exp_value``; None (the default) computes no value and costs nothing. A payoff whose
    ``judges_wins`` is true (scoring's, built for the searched hand) says which wins may be
    declared too: it values those that may not at 0, every other above, and ``legal`` is not
    asked (the search makes one call a complete hand and tile; issue 29 §4.2).
    ``progress(done, total)`` is called as discards are searched; ``cancel()`` returning True
    stops the search with :class:`LookaheadCancelled`.
    """

    rules: Rules | None = None
    seen: Seen = ""
    turn: int = 1
    extended: bool = False
    legal: Legal | None = None
    progress: Callable[[int, int], None] | None = None
    cancel: Callable[[], bool] | None = None
    worth: Worth | None = None


_DEFAULT = LookaheadRequest()


def _check_turn(turn: int) -> int:
    if isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= LAST_DRAW - 1:
        raise LookaheadError("turn-range", turn=turn)
    return LAST_DRAW - turn


def cut_off(extended: bool = False) -> int:
    """The shanten up to which a look-ahead is searched: a property of the request (which
    search it asks), the same with the compiled kernel and on the pure path (see the module
    notes)."""
    return MAX_EXTENDED_SHANTEN if extended else MAX_SHANTEN


class _Runner:
    """Both targets over the roots of one call, sharing the move generator."""

    def __init__(self, hand: Hand, rules: Rules, ask: LookaheadRequest) -> None:
        self.draws = _check_turn(ask.turn)
        seen = judged_seen(ask.seen, hand, rules)
        self.poll = _Poll(ask.cancel)
        held = sum(hand.counts)  # a 3n+1 state holds them all, a 3n+2 hand one less
        self.moves = Moves(
            hand.melds, rules, ask.legal, self.poll, held - (held % 3 == 2), worth=ask.worth
        )
        melded = hand.meld_counts()
        self.base = [rules.copies(t) - melded[t] - seen[t] for t in range(NUM_KINDS)]
        if rules.kita and not hand.total_counts()[NORTH]:
            self.base[NORTH] = 0  # every north drawn is set aside as a kita and replaced
        #: The compiled kernel's session (with the value half when ``worth`` is given), or None
        #: for the pure path.
        self.kernel = lookahead_kernel.session(
            self.moves.ev, self.moves.n, ask.legal, ask.cancel, hand.melds, ask.worth
        )

    def close(self) -> None:
        """Free the caches and the kernel's states."""
        self.moves.release()
        if self.kernel is not None:
            self.kernel.close()

    def run(self, root: State, discard: int | None, e0: int) -> tuple[Vector, Vector, float | None]:
        """(tenpai series, win series, expected worth or None without a payoff) of the 13-tile
        ``root``; ``discard`` counts as seen."""
        self.moves.add_root(root)
        wall = list(self.base)
        if discard is not None:
            wall[discard] -= 1
        if self.moves.worth is None:
            series = _both_series(self.moves, wall, self.draws, root, e0, self.poll, self.kernel)
            return *series, None
        return _valued_series(self.moves, wall, self.draws, root, e0, self.poll, self.kernel)


def discard_lookahead(
    hand: Hand, request: LookaheadRequest = _DEFAULT
) -> tuple[DiscardLookahead, ...]:
    """The look-ahead of every distinct discard of a 3n+2 hand, in the order of
    :func:`discard_options` (effective tiles).

    Raises :class:`HandError` for a hand that is not 3n+2, seen tiles making a fifth copy or a
    turn outside 1–17 (see :class:`LookaheadRequest`).
    """
    rules = request.rules or GENERAL
    need_size(hand, 2, "the look-ahead of discards")
    runner = _Runner(hand, rules, request)
    options = discard_options(hand, rules, request.seen)
    best = min(o.shanten for o in options)
    limit = cut_off(request.extended)
    if request.extended:
        todo = [o for o in options if best <= limit and o.shanten <= best + 1]
    else:
        todo = [o for o in options if o.shanten == best <= limit]
    progress = request.progress
    total = len(todo)
    if progress is not None:
        progress(0, total)
    try:
        done = 0
        out = []
        for o in options:
            if o not in todo:
                out.append(
                    DiscardLookahead(o.discard, o.shanten, o.effective_count, False, *_NOTHING)
                )
                continue
            counts = list(hand.counts)
            counts[o.discard] -= 1
            e0 = o.shanten - best if request.extended else 1
            tenpai, win, value = runner.run(tuple(counts), o.discard, e0)
            done += 1
            if progress is not None:
                progress(done, total)
            out.append(
                DiscardLookahead(
                    o.discard,
                    o.shanten,
                    o.effective_count,
                    True,
                    tenpai[-1],
                    win[-1],
                    tuple(tenpai),
                    tuple(win),
                    value,
                )
            )
        return tuple(out)
    finally:
        runner.close()


_NOTHING: tuple[None, None, None, None] = (None, None, None, None)


def hand_lookahead(hand: Hand, request: LookaheadRequest = _DEFAULT) -> HandLookahead:
    """The look-ahead of a 3n+1 hand, with its improvements (改良).

    See :class:`LookaheadRequest`; errors as for :func:`discard_lookahead`. A ready hand has
    ``tenpai_prob`` 1.
    """
    rules = request.rules or GENERAL
    need_size(hand, 1, "the look-ahead of a hand")
    runner = _Runner(hand, rules, request)
    extended = request.extended
    progress = request.progress
    try:
        root = hand.counts
        s = runner.moves.add_root(root)
        effective, improvements = _improvements(runner, root, s)
        if s > cut_off(extended):
            return HandLookahead(s, effective, False, *_NOTHING, improvements)
        if progress is not None:
            progress(0, 1)
        tenpai, win, value = runner.run(root, None, 0 if extended else 1)
        if progress is not None:
            progress(1, 1)
        return HandLookahead(
            s,
            effective,
            True,
            tenpai[-1],
            win[-1],
            tuple(tenpai),
            tuple(win),
            improvements,
            value,
        )
    finally:
        runner.close()


def _improvements(runner: _Runner, root: State, s: int) -> tuple[int, tuple[Improvement, ...]]:
    """(effective-tile total now, the improvements) of a 13-tile state at shanten ``s``.

    Copies left follow the discard table: counted on the 14-tile hand after the draw."""
    moves = runner.moves
    ev = moves.ev
    base = runner.base
    _, useful = ev.useful(root, moves.keys(root), moves.n)
    now = sum(base[t] - root[t] for t in useful)
    out = []
    for k, low, kids in moves.same(root):
        left_k = base[k] - root[k]
        if low or left_k <= 0:
            continue
        x = list(root)
        x[k] += 1
        best = -1
        for d, c in kids:
            if d == k:
                continue
            _, eff = ev.useful(c, moves.keys(c), moves.n)
            best = max(best, sum(base[t] - x[t] for t in eff))
        if best > now:
            out.append(Improvement(k, left_k, best))
    return now, tuple(out)
