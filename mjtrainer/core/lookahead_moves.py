"""The moves of the look-ahead: which draws lower the shanten, which discards may follow.

Everything here depends on the hand alone, never on the wall, so one :class:`Moves` serves
every discard option and both targets (tenpai, win) of a look-ahead call. States are the 34
counts of the concealed part of a 13-tile (3n+1) hand, as tuples; the melds are fixed.

The shanten of every state met is kept with its base-5 group keys, so a child's shanten costs
one table walk from its parent's keys (never a rebuild of the keys from the counts).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable

from .hand import Hand, Meld
from .kinds import GROUP_OF, NUM_KINDS, POW5, keys_of
from .rules import Rules
from .shanten import evaluator

State = tuple[int, ...]
#: A discard from a 14-tile hand and the 13-tile state it leaves.
Child = tuple[int, State]
Legal = Callable[[Hand, int], bool]
#: What a complete hand won on a tile by self-draw is worth (riichi points, MCR fan): the
#: look-ahead's payoff, built outside the core (``scoring.win_worth``) and injected like ``Legal``.
Worth = Callable[[Hand, int], float]
# A payoff may also answer from counts, without a hand being built: ``worth.of_counts(counts,
# tile, melds)``, ``counts`` the 34 concealed counts of the complete hand as bytes (scoring's
# payoff does, from its table of wins); and say which wins may be declared: with
# ``worth.judges_wins`` true, a win it values at 0 may not be, and ``legal`` is not asked.
# Both paths read them when they are there.


def _with(kinds: list[int], k: int) -> list[int]:
    """The sorted kinds ``kinds`` with ``k`` added."""
    out = list(kinds)
    insort(out, k)
    return out


class Moves:
    """Cached move generation for 13-tile (3n+1) states sharing one set of melds and rules.

    ``tick`` is called once per new state expanded, so a caller can poll for cancellation
    inside long searches.
    """

    def __init__(
        self,
        melds: tuple[Meld, ...],
        rules: Rules,
        legal: Legal | None,
        tick: Callable[[], None],
        n: int | None = None,
        worth: Worth | None = None,
    ) -> None:
        self.melds = melds
        self.ev = evaluator(melds, rules)
        #: Copies of each kind held in melds.
        #: Copies of each kind the hand can never draw (the melds', all of a kind out of play).
        self.held_out: tuple[int, ...] = self.ev.held_out
        #: Concealed tiles of a state: 13 less 3 a meld in a full hand, fewer in a short one
        #: (a learner's 4- or 7-tile hand is searched as it is, not as 13 tiles).
        self.n = 13 - 3 * len(melds) if n is None else n
        self.legal = legal
        #: The payoff of a win (None: the search values no win, only its chances).
        self.worth = worth
        #: The payoff's own route from counts, when it has one (see ``Worth``).
        self._of_counts: Callable[[bytes, int, tuple[Meld, ...]], float] | None = getattr(
            worth, "of_counts", None
        )
        #: Whether the payoff judges the wins (``worth.judges_wins``: a win it values at 0
        #: may not be declared, every other is worth more): ``legal`` is then not asked.
        self._judged = bool(getattr(worth, "judges_wins", False))
        self.tick = tick
        self._shanten: dict[State, int] = {}
        self._keys: dict[State, tuple[int, ...]] = {}
        self._lower: dict[State, tuple[tuple[int, tuple[Child, ...]], ...]] = {}
        self._wins: dict[State, tuple[int, ...]] = {}
        self._same: dict[State, tuple[tuple[int, bool, tuple[Child, ...]], ...]] = {}
        self._legal: dict[tuple[State, int], bool] = {}
        self._worth: dict[tuple[State, int], float] = {}
        self._kids: dict[tuple[State, int], tuple[Child, ...]] = {}

    def release(self) -> None:
        """Empty the caches entry by entry. Dropped whole at the end of a search, their
        hundreds of thousands of entries are freed in one call that holds the interpreter
        lock for 20-30 ms, stalling a GUI thread that waits for it; popped one at a time, the
        lock can change hands between entries."""
        for cache in (
            self._shanten,
            self._keys,
            self._lower,
            self._wins,
            self._same,
            self._legal,
            self._worth,
            self._kids,
        ):
            pop = cache.popitem
            for _ in range(len(cache)):
                pop()

    # --- shanten of states ---

    def add_root(self, state: State) -> int:
        """Register a state reached from outside the search; returns its shanten."""
        s = self._shanten.get(state)
        if s is None:
            keys = keys_of(state)
            s = self.ev.minimum(state, keys, self.n)
            self._shanten[state] = s
            self._keys[state] = keys
        return s

    def shanten(self, state: State) -> int:
        """Shanten of a state already met (a root or a child)."""
        return self._shanten[state]

    def keys(self, state: State) -> tuple[int, ...]:
        """Base-5 group keys of a state already met."""
        return self._keys[state]

    def _children(
        self, counts: list[int], keys: list[int], kinds: list[int], want: int
    ) -> tuple[Child, ...]:
        """Discards from the 14 tiles in ``counts`` (holding the kinds ``kinds``, in order)
        that leave a 13-tile state of shanten ``want``, in tile order (cached: many draws from
        different states give one hand)."""
        x = tuple(counts)
        got = self._kids.get((x, want))
        if got is not None:
            return got
        sh = self._shanten
        known = self._keys
        out = []
        for d, s in zip(kinds, self.ev.after_discards(counts, keys, kinds, self.n), strict=True):
            if s != want:
                continue
            g = GROUP_OF[d]
            counts[d] -= 1
            keys[g] -= POW5[d]
            child = tuple(counts)
            if child not in sh:
                sh[child] = s
                known[child] = tuple(keys)
            counts[d] += 1
            keys[g] += POW5[d]
            out.append((d, child))
        got = self._kids[(x, want)] = tuple(out)
        return got

    # --- the moves of the basic search ---

    def lower(self, state: State) -> tuple[tuple[int, tuple[Child, ...]], ...]:
        """For a state at shanten s ≥ 1: each kind k whose draw lowers the shanten, with the
        discards that then keep shanten s − 1 (never k itself), in tile order."""
        cached = self._lower.get(state)
        if cached is not None:
            return cached
        self.tick()
        s = self._shanten[state]
        keys = self._keys[state]
        _, useful = self.ev.useful(state, keys, self.n)
        counts = list(state)
        kl = list(keys)
        kinds = [t for t in range(NUM_KINDS) if counts[t]]
        out = []
        for k in useful:
            g = GROUP_OF[k]
            counts[k] += 1
            kl[g] += POW5[k]
            # Discarding k itself gives the state back, never shanten s - 1.
            kids = self._children(counts, kl, kinds if counts[k] > 1 else _with(kinds, k), s - 1)
            counts[k] -= 1
            kl[g] -= POW5[k]
            if kids:
                out.append((k, kids))
        result = tuple(out)
        self._lower[state] = result
        return result

    def wins(self, state: State) -> tuple[int, ...]:
        """For a ready state: the kinds whose draw completes it and may be declared (``legal``),
        in tile order. A kind held four times (hand and melds) is never among them."""
        cached = self._wins.get(state)
        if cached is not None:
            return cached
        self.tick()
        _, useful = self.ev.useful(state, self._keys[state], self.n)
        if self.legal is not None or self._judged:
            useful = [k for k in useful if self.is_legal(state, k)]
        result = tuple(useful)
        self._wins[state] = result
        return result

    def is_legal(self, state: State, tile: int) -> bool:
        """Whether ``state`` plus ``tile`` (a complete hand) may be declared."""
        if self._judged:
            return self.payoff(state, tile) > 0.0
        if self.legal is None:
            return True
        counts = list(state)
        counts[tile] += 1
        key = (tuple(counts), tile)
        ok = self._legal.get(key)
        if ok is None:
            ok = bool(self.legal(Hand.known(key[0], self.melds), tile))
            self._legal[key] = ok
        return ok

    def payoff(self, state: State, tile: int) -> float:
        """What ``state`` plus ``tile`` (a complete hand that may be declared) is worth by
        ``worth``, memoised per complete hand and tile (0 without ``worth``)."""
        if self.worth is None:
            return 0.0
        counts = list(state)
        counts[tile] += 1
        key = (tuple(counts), tile)
        got = self._worth.get(key)
        if got is None:
            if self._of_counts is not None:
                got = float(self._of_counts(bytes(key[0]), tile, self.melds))
            else:
                got = float(self.worth(Hand.known(key[0], self.melds), tile))
            self._worth[key] = got
        return got

    # --- the extra moves of the extended search ---

    def same(self, state: State) -> tuple[tuple[int, bool, tuple[Child, ...]], ...]:
        """For every kind k that can still be drawn (held fewer than four times): (k, whether
        the draw lowers the shanten, the discards after it that leave the shanten where it was
        before the draw). Throwing k straight back is listed only when k lowers the shanten
        (for a ready state: never), since otherwise it is the basic search's own move."""
        cached = self._same.get(state)
        if cached is not None:
            return cached
        self.tick()
        s = self._shanten[state]
        keys = self._keys[state]
        _, useful = self.ev.useful(state, keys, self.n)
        lowering = set(useful)
        counts = list(state)
        kl = list(keys)
        held_out = self.held_out
        kinds = [t for t in range(NUM_KINDS) if counts[t]]
        out = []
        for k in range(NUM_KINDS):
            if counts[k] + held_out[k] >= 4:
                continue
            g = GROUP_OF[k]
            low = k in lowering
            counts[k] += 1
            kl[g] += POW5[k]
            kids = self._children(counts, kl, kinds if counts[k] > 1 else _with(kinds, k), s)
            if not (low and s > 0):
                kids = tuple(kid for kid in kids if kid[0] != k)
            counts[k] -= 1
            kl[g] -= POW5[k]
            out.append((k, low, kids))
        result = tuple(out)
        self._same[state] = result
        return result
