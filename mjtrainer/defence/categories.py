"""How dangerous each tile of a seat's hand is against each opponent in riichi: its category
(DESIGN.md "Defence") and its deal-in chance from the published rates (:mod:`.rates`).

>>> from mjtrainer.defence import Pond, Table, assess
>>> table = Table(0, (0, 3, 4), (Pond(2, (3, 27), riichi=1),))  # seat 2: 4m then East, riichi
>>> [(d.tile, d.against[0].category.value) for d in assess(table)]
[(3, 'genbutsu'), (0, 'suji'), (4, 'non-suji')]
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..core.kinds import DRAGONS, GROUPS, ORPHANS, group_of, is_honor, kind_of, number_of
from ..core.rules import in_play
from . import rates
from .rates import Column
from .table import NUM_SEATS, Table


class Category(StrEnum):
    """The standard classes of defence teaching, safest first."""

    GENBUTSU = "genbutsu"  # the riichi player is furiten on it
    HONOUR = "honour"  # by copies in view (and a 1m or 9m with three seats: no run holds it)
    SUJI = "suji"  # every two-sided wait on it ruled out by genbutsu
    HALF_SUJI = "half-suji"  # a 4/5/6 with one side ruled out
    NON_SUJI = "non-suji"


class Kabe(StrEnum):
    """A wall beside a number tile: its open two-sided waits run through a neighbour with all
    four copies in view (no-chance) or three (one-chance)."""

    NO_CHANCE = "no-chance"
    ONE_CHANCE = "one-chance"


_RANK = {c: i for i, c in enumerate(Category)}


@dataclass(frozen=True, slots=True)
class Against:
    """A tile's danger against one riichi player.

    ``visible`` is the other copies in view for an honour (None for a number tile); ``safe``
    the genbutsu suji partners that rule out two-sided waits (a suji or half-suji tile);
    ``walls`` the neighbours in view that make its kabe; ``passed`` marks a genbutsu that only
    passed after the riichi (not in the riichi player's own pond); ``no_wait`` a tile no hand
    can win on at all (every copy in view, and no run or thirteen orphans left that could
    take it): its chance is 0 whatever its category.
    """

    seat: int
    category: Category
    kabe: Kabe | None
    chance: float
    visible: int | None = None
    safe: tuple[int, ...] = ()
    walls: tuple[int, ...] = ()
    passed: bool = False
    no_wait: bool = False

    @property
    def name(self) -> str:
        """The key of this reading's name in :data:`.words.NAMES`: the category's value, or
        ``honour-dead`` / ``no-wait`` for a tile no hand can win on."""
        if not self.no_wait:
            return self.category.value
        return NO_WAIT_HONOUR if self.category is Category.HONOUR else NO_WAIT

    def to_dict(self) -> dict[str, Any]:
        """The JSON of DESIGN.md: seat, category (an honour with ``visible``), kabe, chance;
        ``"no_wait": true`` beside them for a tile no hand can win on."""
        data: dict[str, Any] = {"seat": self.seat, "category": self.category.value}
        if self.category is Category.HONOUR:
            data["visible"] = self.visible
        data["kabe"] = self.kabe.value if self.kabe else None
        if self.no_wait:
            data["no_wait"] = True
        data["chance"] = round(self.chance, 4)
        return data


#: The name keys of a tile no hand can win on (:attr:`Against.name`).
NO_WAIT_HONOUR = "honour-dead"
NO_WAIT = "no-wait"


@dataclass(frozen=True, slots=True)
class Danger:
    """A tile kind's danger against every riichi on the table: ``chance`` is
    ``1 − Π(1 − p)`` over ``against`` (one entry a riichi player, in seat order).
    ``estimate``: the table is not the four-player one the published rates were counted at
    (three players), so the chances are a four-player estimate; the categories stay exact."""

    tile: int
    chance: float
    against: tuple[Against, ...]
    estimate: bool = False

    @property
    def category(self) -> Category:
        """The least safe category against any of the riichi players."""
        return max((a.category for a in self.against), key=_RANK.__getitem__)

    @property
    def name(self) -> str:
        """The name key of the least safe reading (:attr:`Against.name`)."""
        return max(self.against, key=lambda a: _RANK[a.category]).name

    def to_dict(self) -> dict[str, Any]:
        """``{"chance": ..., "against": [...]}`` as DESIGN.md says."""
        return {"chance": round(self.chance, 4), "against": [a.to_dict() for a in self.against]}


def assess(table: Table) -> tuple[Danger, ...]:
    """The danger of every kind in the seat's hand, safest first (chance, then category, then
    tile order); empty when no opponent is in riichi."""
    if not table.riichi_seats:
        return ()
    kinds = sorted({kind_of(c) for c in table.hand})
    found = [danger(table, k) for k in kinds]
    return tuple(sorted(found, key=lambda d: (round(d.chance, 12), _RANK[d.category], d.tile)))


def danger(table: Table, tile: int) -> Danger:
    """The danger of discarding ``tile`` (a kind or a code) against every riichi on the table."""
    kind = kind_of(tile)
    visible = table.visible()
    against = tuple(_against(table, seat, kind, visible) for seat in table.riichi_seats)
    safe = 1.0
    for a in against:
        safe *= 1 - a.chance
    return Danger(kind, 1 - safe, against, table.seats != NUM_SEATS)


def genbutsu(table: Table, seat: int) -> tuple[frozenset[int], frozenset[int]]:
    """The kinds riichi player ``seat`` cannot win on: those in its own pond, and those anyone
    discarded after its declaration tile."""
    own = table.pond_of(seat)
    pond = frozenset(kind_of(c) for c in own.tiles) if own else frozenset()
    passed = {kind_of(c) for p in table.ponds if p.seat != seat for c in p.after_riichi_of(seat)}
    return pond, frozenset(passed) - pond


def turn_of(table: Table, seat: int) -> int:
    """The turn the rates are read at: the riichi player's discards so far."""
    pond = table.pond_of(seat)
    return max(len(pond.tiles) if pond else 1, 1)


def _against(table: Table, seat: int, kind: int, visible: tuple[int, ...]) -> Against:
    pond, passed = genbutsu(table, seat)
    if kind in pond or kind in passed:
        return Against(seat, Category.GENBUTSU, None, 0.0, passed=kind not in pond)
    turn = turn_of(table, seat)
    dead = not can_win_on(table, seat, kind, visible)
    if is_honor(kind) or not has_runs(table, kind):
        others = max(visible[kind] - 1, 0)  # the seat holds the copy it would discard
        if dead:
            chance = 0.0
        elif others >= 3:
            chance = rates.FOURTH_HONOUR / 100
        else:
            value = is_honor(kind) and _is_value(table, seat, kind)
            first = Column.VALUE_HONOUR_0 if value else Column.OTHER_WIND_0
            chance = rates.rate(Column(first + others), turn)
        return Against(seat, Category.HONOUR, None, chance, visible=others, no_wait=dead)
    found = _number(seat, kind, pond | passed, visible, turn)
    return replace(found, chance=0.0, no_wait=True) if dead else found


def can_win_on(table: Table, seat: int, kind: int, visible: tuple[int, ...]) -> bool:
    """Whether riichi player ``seat`` can hold a ready hand that wins on ``kind``, given the
    copies the seat sees (``visible``, the seat's own hand among them).

    While a copy of ``kind`` is unseen, a single wait on it is possible. With every copy in
    view the riichi player holds none, so a pair or a pung of it is impossible and only two
    shapes remain: a run through it (its two partners each with a copy unseen) and, for a
    terminal or an honour, thirteen orphans waiting on its one missing kind (a closed hand
    without a kong, every other orphan kind with a copy unseen and one with two).
    """
    if visible[kind] < 4:
        return True
    unseen = [(4 if in_play(k, table.seats) else 0) - v for k, v in enumerate(visible)]
    if not is_honor(kind):
        n, base = number_of(kind), GROUPS[group_of(kind)][0]
        for low in range(max(n - 2, 1), min(n, 7) + 1):  # the runs low..low+2 holding n
            partners = [base + m - 1 for m in range(low, low + 3) if m != n]
            if all(unseen[p] for p in partners):
                return True
    if kind not in ORPHANS:
        return False
    own = table.pond_of(seat)
    if own is not None and own.melds:
        return False
    others = [unseen[o] for o in ORPHANS if o != kind]
    return all(others) and max(others) >= 2


def has_runs(table: Table, kind: int) -> bool:
    """Whether a run can hold the number tile ``kind`` at ``table``: some three in a row
    through it all in play (not 1m or 9m with three seats, whose 2m–8m are out of the wall:
    those are read as honours are, by copies in view)."""
    if is_honor(kind):
        return False
    n, base = number_of(kind), GROUPS[group_of(kind)][0]
    return any(
        all(in_play(base + m - 1, table.seats) for m in range(low, low + 3))
        for low in range(max(n - 2, 1), min(n, 7) + 1)
    )


def _is_value(table: Table, seat: int, kind: int) -> bool:
    if kind in DRAGONS:
        return True
    wind = kind - GROUPS[3][0]
    if wind == table.round_wind or table.dealer is None:
        return True
    return wind == (seat - table.dealer) % table.seats


def _number(
    seat: int, kind: int, safe: frozenset[int], visible: tuple[int, ...], turn: int
) -> Against:
    n = number_of(kind)
    base = GROUPS[group_of(kind)][0]
    # a two-sided wait on n is 23 waiting 1-4 for n = 1 (its partner n + 3, through n+1, n+2)
    # or, for n >= 4, the one below (partner n - 3, through n-1, n-2)
    sides = [(d, base + n - 1 + 3 * d) for d in (-1, 1) if 1 <= n + 3 * d <= 9]
    covered = [(d, p) for d, p in sides if p in safe]
    open_sides = [d for d, p in sides if p not in safe]
    if len(covered) == len(sides):
        category = Category.SUJI
    elif covered:
        category = Category.HALF_SUJI
    else:
        category = Category.NON_SUJI
    walls: list[int] = []
    thinnest = 4
    for d in open_sides:
        through = [kind + d, kind + 2 * d]
        most = max(visible[t] for t in through)
        thinnest = min(thinnest, most)
        walls += [t for t in through if visible[t] == most]
    kabe = None
    if open_sides and thinnest >= 3:
        kabe = Kabe.NO_CHANCE if thinnest == 4 else Kabe.ONE_CHANCE
    column = _column(n, category, covered[0][0] if len(covered) == 1 else 0)
    chance = rates.rate(column, turn)
    full = rates.rate(_column(n, Category.SUJI, 0), turn)
    if kabe is Kabe.NO_CHANCE:  # every two-sided wait ruled out, as for a suji tile
        chance = min(chance, full)
    elif kabe is Kabe.ONE_CHANCE:
        chance = min(chance, max(chance * rates.ONE_CHANCE_FACTOR, full))
    return Against(
        seat,
        category,
        kabe,
        chance,
        safe=tuple(p for _, p in covered),
        walls=tuple(sorted(set(walls))) if kabe else (),
    )


_SUJI = {1: Column.SUJI_19, 2: Column.SUJI_28, 3: Column.SUJI_37, 4: Column.SUJI_46}
_NON = {1: Column.NON_SUJI_19, 2: Column.NON_SUJI_28, 3: Column.NON_SUJI_37, 4: Column.NON_SUJI_46}


def _column(n: int, category: Category, covered_side: int) -> Column:
    """The rates column of number ``n`` in ``category``; ``covered_side`` (−1 below, +1 above)
    is a half-suji's safe side."""
    edge = min(n, 10 - n)  # 1/9 → 1, 2/8 → 2, 3/7 → 3, 4/6 → 4, 5 → 5
    if category is Category.SUJI:
        return Column.SUJI_5 if edge == 5 else _SUJI[edge]
    if category is Category.NON_SUJI:
        return Column.NON_SUJI_5 if edge == 5 else _NON[edge]
    if edge == 5:
        return Column.HALF_SUJI_5
    # a 4 with its 1 safe (a 6 with its 9) keeps the inner wait open: the source's "outer" class
    outer = (n == 4 and covered_side == -1) or (n == 6 and covered_side == 1)
    return Column.HALF_SUJI_46_OUTER if outer else Column.HALF_SUJI_46_INNER
