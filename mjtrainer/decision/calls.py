"""Call or pass: a tile another seat just threw, and every call the seat may make on it
(DESIGN.md "Decisions", *Calls*; issue 27 §2).

:func:`call_options` lists them: **pass** (the hand as it is, the tile now seen), each **chi**
(only from the seat on the left, under rules with chows), **pon** and **open kong**. A chi or a
pon is followed by a discard, never a swap-call (mahjong-helper's ``CalculateMeld`` rules): not
the called tile's kind, nor, for a chi on the end of a run, the kind at its other end (calling
3m with 45m, not 6m). The called tile is taken instead of a draw; from then on the hand is open
(no riichi, a win needs a yaku, open-hand han): the analysis of each option is the look-ahead
of the hand after the call (:func:`~.analysis.analyze`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, TypeVar

from ..core import Hand, Rules
from ..core.hand import Meld, MeldKind
from ..core.kinds import is_honor, kind_of, number_of


class Call(StrEnum):
    """What the seat does with the offered tile."""

    PASS = "pass"
    CHI = "chi"
    PON = "pon"
    KONG = "kong"


@dataclass(frozen=True, slots=True)
class CallOption:
    """One thing the seat may do with the offered tile: ``call``, the ``meld`` it declares
    (None for a pass), the ``hand`` after it (a pass: the hand as it is; a chi or a pon: 3n+2,
    a discard to come; a kong: 3n+1, a replacement draw to come) and the kinds it may not
    throw next (``barred``: the swap-calls)."""

    call: Call
    meld: Meld | None
    hand: Hand
    barred: frozenset[int] = frozenset()

    @property
    def meld_text(self) -> str | None:
        """The meld in mpsz without its brackets (``234m``, ``0555m``); None for a pass."""
        if self.meld is None:
            return None
        return str(Hand((0,) * 34, (self.meld,))).strip("[]")

    def __str__(self) -> str:
        """``pass``, ``chi 234m``, ``pon 333m``, ``kong 3333m``."""
        if self.meld is None:
            return str(self.call)
        return f"{self.call} {self.meld_text}"


def left_of(seat: int, seats: int) -> int:
    """The seat on ``seat``'s left: the one whose discard comes just before its draw."""
    return (seat - 1) % seats


def call_options(
    hand: Hand, offered: int, chi_allowed: bool, rules: Rules
) -> tuple[CallOption, ...]:
    """Every option on the ``offered`` tile (a code; a red five's code for the red one) of the
    3n+1 ``hand``: pass first, then each chi (when ``chi_allowed``: from the left, under rules
    with chows), the pon and the open kong, each as its meld's lowest tile orders them."""
    kind = kind_of(offered)
    red = offered != kind
    out = [CallOption(Call.PASS, None, hand)]
    counts = hand.counts
    if chi_allowed and rules.chi and not is_honor(kind):
        n = number_of(kind)
        for low in (kind - 2, kind - 1, kind):
            lo_n = n - (kind - low)
            if lo_n < 1 or lo_n + 2 > 9:
                continue
            others = [t for t in (low, low + 1, low + 2) if t != kind]
            if all(counts[t] > 0 for t in others):
                after = hand
                for t in others:
                    after = after.remove(t)
                meld = Meld(low, MeldKind.CHOW, red or _red_taken(hand, after))
                barred = {kind}
                if low == kind and number_of(kind) + 3 <= 9:
                    barred.add(kind + 3)  # called on the low end: the kind above the run
                if low + 2 == kind and number_of(kind) - 3 >= 1:
                    barred.add(kind - 3)  # called on the high end: the kind below the run
                out.append(_called(Call.CHI, after, meld, barred))
    for call, copies, meld_kind in ((Call.PON, 2, MeldKind.PUNG), (Call.KONG, 3, MeldKind.KONG)):
        if counts[kind] >= copies:
            after = hand
            for _ in range(copies):
                after = after.remove(kind)
            meld = Meld(kind, meld_kind, red or _red_taken(hand, after))
            out.append(_called(call, after, meld, {kind}))
    return tuple(out)


def _red_taken(before: Hand, after: Hand) -> bool:
    """Whether the tiles taken from ``before`` into a meld held its red five."""
    return len(after.red) < len(before.red)


def _called(call: Call, after: Hand, meld: Meld, barred: set[int]) -> CallOption:
    return CallOption(call, meld, after.with_meld(meld), frozenset(barred))


class Graded(Protocol):
    """A choice on the offered tile as the analysis grades it (its ``CallChoice``)."""

    @property
    def option(self) -> CallOption: ...
    @property
    def shanten(self) -> int: ...
    @property
    def win_prob(self) -> float | None: ...
    @property
    def round_ev(self) -> float | None: ...


G = TypeVar("G", bound=Graded)


def best_calls(calls: Iterable[G]) -> list[G]:
    """Pass and each call with its best discard (``calls``: the analysis's ``CallChoice``
    values), in the order they first come: by round EV where known, else by the chance to
    win, else by shanten (the first on a tie)."""

    def key(c: G) -> tuple[float, float, int]:
        ev = -1e18 if c.round_ev is None else c.round_ev
        win = -1.0 if c.win_prob is None else c.win_prob
        return (ev, win, -c.shanten)

    best: dict[str, G] = {}
    for c in calls:
        name = str(c.option)
        if name not in best or key(c) > key(best[name]):
            best[name] = c
    return list(best.values())
