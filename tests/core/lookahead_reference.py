"""A slow, plain reference of the look-ahead, written from its definition (DESIGN.md and the
notes of ``mjtrainer.core.lookahead``), sharing no helper with the fast code.

Shanten comes only from the public ``shanten()``; the wall is counted here; the search is a
plain recursion over (13-tile hand, draws left, extra steps used) whose answer is the whole
series ``g`` with ``g[i]`` the chance of reaching the target within ``i`` draws (``g[0]`` is 1
only for a hand already at the target). The policy maximises ``g[m]``; ties within ``TIE`` go
to the first option in the documented order (the basic move, then the extra moves by tile).

The third target, ``value``, is the same recursion with a win paying ``worth(hand, tile)``
instead of 1: ``g[i]`` is the best expected worth of the wins within ``i`` draws. No closed
form anywhere: every ready hand is played out draw by draw.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from mjtrainer.core import Hand, Rules, shanten

TIE = 1e-12
WIN = "win"
VALUE = "value"
STAY = "stay"


class Reference:
    """The look-ahead of one hand (13 or 14 tiles) under one wall, by plain recursion."""

    def __init__(
        self,
        hand: Hand,
        rules: Rules,
        seen: list[int],
        draws: int,
        legal: Callable[[Hand, int], bool] | None = None,
        worth: Callable[[Hand, int], float] | None = None,
    ) -> None:
        self.melds = hand.melds
        self.rules = rules
        self.draws = draws
        self.legal = legal
        self.worth = worth
        in_melds = [0] * 34
        for m in hand.melds:
            for t in m.tiles:
                in_melds[t] += 1
        self.base = [4 - in_melds[t] - seen[t] for t in range(34)]
        self.start = hand
        self.shanten = cache(self._shanten)
        self.options = cache(self._options)
        self.after = cache(self._after)
        self.complete = cache(self._complete)

    def _shanten(self, counts: tuple[int, ...]) -> int:
        return shanten(Hand(counts, self.melds), self.rules)

    def _series(
        self, root: tuple[int, ...], wall: list[int], e0: int, target: str
    ) -> tuple[float, ...]:
        total = sum(wall[t] - root[t] for t in range(34))

        @cache
        def g(h: tuple[int, ...], m: int, e: int) -> tuple[float, ...]:
            s = self.shanten(h)
            if target == "tenpai" and s == 0:
                return (1.0,) * (m + 1)
            out = [0.0] * (m + 1)
            if m == 0:
                return tuple(out)
            for k in range(34):
                left = wall[k] - h[k]
                if left <= 0:
                    continue
                p = left / total
                options = self.options(h, k, s, e, target)
                results = []
                for opt in options:
                    if opt == WIN:
                        pay = 1.0
                        if target == VALUE:
                            assert self.worth is not None
                            x = list(h)
                            x[k] += 1
                            pay = float(self.worth(Hand(tuple(x), self.melds), k))
                        results.append((pay,) * m)
                    elif opt == STAY:
                        results.append(g(h, m - 1, e))
                    else:
                        results.append(g(opt[0], m - 1, opt[1]))
                values = [r[m - 1] for r in results]
                floor = max(values) - TIE
                chosen = next(r for r, v in zip(results, values, strict=True) if v >= floor)
                for i in range(1, m + 1):
                    out[i] += p * chosen[i - 1]
            return tuple(out)

        return g(root, self.draws, e0)[1:]

    def _complete(self, counts: tuple[int, ...]) -> bool:
        return shanten(Hand(counts, self.melds), self.rules) == -1

    def _after(self, counts: tuple[int, ...]) -> dict[int, tuple[tuple[int, ...], int]]:
        """Each discard from 14 tiles: the 13 tiles left and their shanten."""
        out = {}
        x = list(counts)
        for d in range(34):
            if x[d]:
                x[d] -= 1
                out[d] = (tuple(x), self.shanten(tuple(x)))
                x[d] += 1
        return out

    def _options(self, h: tuple[int, ...], k: int, s: int, e: int, target: str) -> list:
        """The moves after drawing ``k``: basic first, then (with the step unused) extras."""
        x = list(h)
        x[k] += 1
        whole = tuple(x)
        if target in (WIN, VALUE) and s == 0 and self.complete(whole):
            if self.legal is None or self.legal(Hand(whole, self.melds), k):
                return [WIN]
        after = self.after(whole)
        lowers = any(sh == s - 1 for _, sh in after.values())
        if lowers:
            options: list = [(c, e) for d, (c, sh) in sorted(after.items()) if sh == s - 1]
        else:
            options = [STAY]
        if e == 0:
            options += [
                (c, 1) for d, (c, sh) in sorted(after.items()) if sh == s and (lowers or d != k)
            ]
        return options

    # --- the questions ---

    def hand_value(self, extended: bool) -> float:
        """The expected worth (needs ``worth``) of a 13-tile hand by the last draw."""
        root = self.start.counts
        return self._series(root, list(self.base), 0 if extended else 1, VALUE)[-1]

    def discard_values(self, extended: bool) -> dict[int, float]:
        """Per searched discard of a 14-tile hand: its expected worth (needs ``worth``)."""
        after = self.after(self.start.counts)
        best = min(sh for _, sh in after.values())
        out = {}
        for d, (root, sh) in after.items():
            if sh > best + (1 if extended else 0):
                continue
            wall = list(self.base)
            wall[d] -= 1
            e0 = sh - best if extended else 1
            out[d] = self._series(root, wall, e0, VALUE)[-1]
        return out

    def hand_series(self, extended: bool) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """(tenpai series, win series) of a 13-tile hand."""
        root = self.start.counts
        wall = list(self.base)
        e0 = 0 if extended else 1
        return (
            self._series(root, wall, e0, "tenpai"),
            self._series(root, wall, e0, "win"),
        )

    def discard_series(
        self, extended: bool
    ) -> dict[int, tuple[tuple[float, ...], tuple[float, ...]]]:
        """Per searched discard of a 14-tile hand: (tenpai series, win series)."""
        after = self.after(self.start.counts)
        best = min(sh for _, sh in after.values())
        out = {}
        for d, (root, sh) in after.items():
            if sh > best + (1 if extended else 0):
                continue
            wall = list(self.base)
            wall[d] -= 1  # the discard at the decision counts as seen
            e0 = sh - best if extended else 1
            out[d] = (
                self._series(root, wall, e0, "tenpai"),
                self._series(root, wall, e0, "win"),
            )
        return out
