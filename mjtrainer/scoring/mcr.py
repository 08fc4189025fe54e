"""Chinese Official (MCR, 国标) scoring: the fans of a winning hand and what it is worth.

:func:`score_mcr` reads every decomposition of a complete hand, scores each arrangement with
the 81 fans of :mod:`.mcr_fans` and keeps the one worth most. Rules followed (the rule book as
generally applied, 通行计法; where the books differ the choice is named here):

- Non-repetition (不计原则): a fan implied by a counted fan is not counted (:data:`EXCLUDES`).
  A fan that is itself left out excludes nothing, so Nine Gates or Four Concealed Pungs won
  by self-draw keep Self-Drawn in place of Fully Concealed Hand.
- Account once (套算一次): fans made of two sets form a forest over the sets (each new
  combination brings in a set not combined before) and no set joins two fans of the same kind;
  beside a fan of three sets the fourth set combines once.
- A fan built from pungs uses up the 幺九刻 of its own pungs (三风刻, 圈风刻, 门风刻; one for
  九莲宝灯); 清幺九 also implies 双同刻 but not 三同刻.
- One melded and one concealed kong score 明杠 + 暗杠 (3): the 5-point "明暗杠" of some
  tables is not one of the rule book's 81 fans.
- A pung completed by a discarded tile is not concealed, unless that tile can be read as part
  of a concealed chow of the same arrangement.
- 边张 / 嵌张 / 单钓将 count only when the hand waited on the winning tile alone (a kind held
  four times in the hand is no wait) and the arrangement lets the tile play that role: 嵌张
  the middle of a concealed chow, 边张 the 3 of 1-2-3 or the 7 of 7-8-9, 单钓将 the pair. A tile
  that can play several roles counts one (边张, then 嵌张, then 单钓将).
- The flags of the :class:`Situation` give 自摸, 妙手回春 / 海底捞月, 杠上开花 / 抢杠和 and
  和绝张; a winning tile three of whose copies lie in the hand's own melds is 和绝张 anyway.
- A hand with no fan scores 无番和 (8). Flowers count in the total, never towards the 8-fan
  minimum.
- Ties between arrangements worth the same (the fans differ, not the total): see
  :func:`_best`; the order is PyMahjongGB's, so that both name the same fans.

组合龙 beside a declared set (``147m258p369s11z [123m]``) comes from the core like every
other arrangement.

The look-ahead's questions (:func:`is_legal_mcr_win`, :func:`legal_mcr_value`,
:func:`self_drawn_checks`: may this hand be declared, what is it worth) give score_mcr's
answers without scoring each (hand, tile) whole: a hand is read once for all the tiles it can
be won on, and its waits only where they decide (see "one hand, each of its winning tiles").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from itertools import compress
from operator import attrgetter, itemgetter
from typing import Any, NamedTuple

from ..core import (
    ORPHANS,
    Decomposition,
    Hand,
    MeldKind,
    Rules,
    Shape,
    decompositions,
    shanten,
    waits,
)
from ..core.decompose import group_splits
from ..core.kinds import (
    DRAGONS,
    GROUP_OF,
    GROUPS,
    HONORS,
    WINDS,
    digits_of,
    group_of,
    is_honor,
    is_suited,
    is_terminal,
    number_of,
)
from ..core.shanten import KNITTED, honors_and_knitted, seven_pairs, thirteen_orphans
from ..core.tiles import NUM_KINDS, parse_mpsz, tile_str
from .errors import ScoringError
from .mcr_fans import EXCLUDES, Fan
from .situation import Situation, Wind

#: The rules every hand is read under (seven pairs with four of a kind, knitted shapes).
MCR = Rules.preset("mcr")
#: The points a hand needs, flowers left out, to be declared.
MINIMUM = 8

_TERMINAL_OR_HONOUR = frozenset(ORPHANS)
_TERMINALS = frozenset(t for t in ORPHANS if is_terminal(t))
_DRAGONS = frozenset(DRAGONS)
_WINDS = frozenset(WINDS)
# 推不倒: 1234589 dots, 245689 bamboo, White dragon; 绿一色: 23468 bamboo, Green dragon.
_REVERSIBLE = frozenset(parse_mpsz("1234589p245689s5z"))
_GREEN = frozenset(parse_mpsz("23468s6z"))
_ID = attrgetter("id")
_WIND_TILE = {w: w.tile for w in Wind}


class _SetKind(Enum):
    """What a set of an arrangement is (a kong counts as a pung for every fan of pungs)."""

    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


_CHOW, _PUNG, _KONG = _SetKind


class _Set(NamedTuple):
    """One set of an arrangement: its kind, its tile (the lowest of a chow), whether it is
    concealed, and whether it was declared (a meld) rather than read from the concealed
    tiles."""

    kind: _SetKind
    tile: int
    concealed: bool
    declared: bool

    def holds(self, tile: int) -> bool:
        """True when ``tile`` is one of the set's tiles."""
        if self.kind is _CHOW:
            return self.tile <= tile <= self.tile + 2
        return tile == self.tile


@dataclass(frozen=True, slots=True)
class ScoredFan:
    """A fan of a scored hand and how many times it counts."""

    fan: Fan
    count: int = 1

    @property
    def points(self) -> int:
        """Points of the fan, once."""
        return self.fan.points

    @property
    def value(self) -> int:
        """Points times count."""
        return self.fan.points * self.count

    def to_dict(self) -> dict[str, Any]:
        """``{"zh", "en", "points", "count"}``, the JSON of ``mjtrainer score``."""
        return {"zh": self.fan.zh, "en": self.fan.en, "points": self.points, "count": self.count}


#: What each of the three other players pays the winner besides the hand's points (MCR's
#: base: 8 from each on a discard win, 8 more than the points from each on a self-draw).
BASE_PAYMENT = 8


@dataclass(frozen=True, slots=True)
class McrPayments:
    """Who pays a winner what under the Chinese Official rules: on a discard the discarder
    pays 8 + the points and the other two 8 each; by self-draw each of the three pays
    8 + the points. ``received`` is the sum."""

    self_drawn: bool
    from_discarder: int | None
    from_others: int
    received: int

    def to_dict(self) -> dict[str, Any]:
        """``{"received", "from_discarder", "from_others"}`` (no ``from_discarder`` on a
        self-draw, where ``from_others`` is what each of the three pays)."""
        out: dict[str, Any] = {"received": self.received}
        if not self.self_drawn:
            out["from_discarder"] = self.from_discarder
        out["from_others"] = self.from_others
        return out


def mcr_payments(total: int, self_drawn: bool) -> McrPayments:
    """The payments for a win worth ``total`` points (flowers included)."""
    if self_drawn:
        each = BASE_PAYMENT + total
        return McrPayments(True, None, each, 3 * each)
    discarder = BASE_PAYMENT + total
    return McrPayments(False, discarder, BASE_PAYMENT, discarder + 2 * BASE_PAYMENT)


@dataclass(frozen=True, slots=True)
class McrScore:
    """What a complete hand is worth under the Chinese Official rules.

    ``fans`` biggest first (花牌 among them when there are flowers), ``total`` the sum of
    points × count with flowers, ``decomposition`` the arrangement that scored it. ``win``:
    the fans without flowers reach the 8-point ``minimum``.
    """

    hand: Hand
    situation: Situation
    fans: tuple[ScoredFan, ...]
    decomposition: Decomposition
    total: int = field(init=False)
    flowers: int = field(init=False)
    minimum: int = MINIMUM

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", sum(f.value for f in self.fans))
        object.__setattr__(self, "flowers", self.situation.flowers)

    @property
    def fan_value(self) -> int:
        """The total without flowers: what the minimum is measured against."""
        return self.total - self.flowers

    @property
    def win(self) -> bool:
        """True when the hand may be declared: at least 8 points without flowers."""
        return self.fan_value >= self.minimum

    def count(self, fan: Fan) -> int:
        """How many times ``fan`` counts (0 when it does not)."""
        return next((f.count for f in self.fans if f.fan is fan), 0)

    @property
    def payments(self) -> McrPayments | None:
        """Who pays what (None when the hand may not be declared)."""
        return mcr_payments(self.total, self.situation.self_drawn) if self.win else None

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of ``mjtrainer score --rules mcr --json``."""
        return {
            "hand": str(self.hand),
            "rules": MCR.name,
            "win_tile": tile_str(self.situation.win_tile),
            "self_drawn": self.situation.self_drawn,
            "win": self.win,
            "total": self.total,
            "minimum": self.minimum,
            "flowers": self.flowers,
            "fans": [f.to_dict() for f in self.fans],
            "payments": None if self.payments is None else self.payments.to_dict(),
        }


# --- arrangements and waits ---------------------------------------------------------------


def mcr_decompositions(hand: Hand) -> tuple[Decomposition, ...]:
    """Every decomposition of a complete hand under the Chinese Official rules."""
    return decompositions(hand, MCR)


def _wait_tiles(hand: Hand, win: int) -> frozenset[int]:
    """The kinds that completed the hand before ``win`` was added to it (the core's waits: a
    kind the hand holds four times is no wait)."""
    return frozenset(w.tile for w in waits(hand.remove(win), MCR))


# --- fans of groups of sets -------------------------------------------------------------


_suit = group_of  # 0–2 for the three suits
_rank = number_of  # 1–9 within a suit


def _pair_chow_fan(a: int, b: int) -> Fan | None:
    """The fan two chows (by their lowest tiles) make together, if any."""
    if _suit(a) == _suit(b):
        if a == b:
            return Fan.PURE_DOUBLE_CHOW
        if abs(a - b) == 3:
            return Fan.SHORT_STRAIGHT
        if {_rank(a), _rank(b)} == {1, 7}:
            return Fan.TWO_TERMINAL_CHOWS
        return None
    return Fan.MIXED_DOUBLE_CHOW if _rank(a) == _rank(b) else None


def _triple_chow_fan(a: int, b: int, c: int) -> Fan | None:
    """The fan of three chows (lowest tiles, sorted), if any."""
    suits = {_suit(a), _suit(b), _suit(c)}
    n = sorted((_rank(a), _rank(b), _rank(c)))
    if len(suits) == 1:
        if a == b == c:
            return Fan.PURE_TRIPLE_CHOW
        if n == [1, 4, 7]:
            return Fan.PURE_STRAIGHT
        if n[1] - n[0] == n[2] - n[1] in (1, 2):
            return Fan.PURE_SHIFTED_CHOWS
        return None
    if len(suits) == 3:
        if n[0] == n[2]:
            return Fan.MIXED_TRIPLE_CHOW
        if n[1] == n[0] + 1 and n[2] == n[1] + 1:
            return Fan.MIXED_SHIFTED_CHOWS
        if n == [1, 4, 7]:
            return Fan.MIXED_STRAIGHT
    return None


# The one two-chow fan a fourth chow adds beside a three-chow fan, in order of preference.
_PAIR_CHOW_ORDER = (
    Fan.PURE_DOUBLE_CHOW,
    Fan.MIXED_DOUBLE_CHOW,
    Fan.SHORT_STRAIGHT,
    Fan.TWO_TERMINAL_CHOWS,
)


def _root(parent: list[int], x: int) -> int:
    while parent[x] != x:
        x = parent[x]
    return x


def _forest(n: int, edges: list[tuple[int, int, Fan]]) -> list[Fan]:
    """The most two-set fans ``edges`` allow under the account-once principle: the chosen
    edges form a forest and no set is in two fans of the same kind. Ties keep the most
    一般高, then 喜相逢, 连六, 老少副."""
    best: tuple[int, ...] = (-1,)
    chosen: list[Fan] = []
    for mask in range(1 << len(edges)):
        pick = [e for i, e in enumerate(edges) if mask >> i & 1]
        parent = list(range(n))
        ok = True
        seen: set[tuple[int, Fan]] = set()
        for i, j, fan in pick:
            ri, rj = _root(parent, i), _root(parent, j)
            if ri == rj or (i, fan) in seen or (j, fan) in seen:
                ok = False
                break
            parent[ri] = rj
            seen.add((i, fan))
            seen.add((j, fan))
        if not ok:
            continue
        fans = [f for _, _, f in pick]
        key = (len(fans), *(fans.count(f) for f in _PAIR_CHOW_ORDER))
        if key > best:
            best, chosen = key, fans
    return chosen


@lru_cache(maxsize=4096)
def _chow_fans(chows: tuple[int, ...]) -> tuple[Fan, ...]:
    """The fans the chows (lowest tiles, sorted) make among themselves."""
    n = len(chows)
    if n == 4:
        a, b, c, d = chows
        if a == d:
            return (Fan.QUADRUPLE_CHOW,)
        if _suit(a) == _suit(d) and b - a == c - b == d - c and b - a in (1, 2):
            return (Fan.FOUR_PURE_SHIFTED_CHOWS,)
    if n >= 3:
        best: tuple[int, tuple[Fan, ...]] = (0, ())
        for i in range(n):
            three = chows[:i] + chows[i + 1 :] if n == 4 else chows
            fan = _triple_chow_fan(*three[:3])
            if fan is None:
                continue
            extra: list[Fan] = []
            if n == 4:
                pairs = {_pair_chow_fan(chows[i], t) for t in three}
                extra = [f for f in _PAIR_CHOW_ORDER if f in pairs][:1]
            fans = (fan, *extra)
            value = sum(f.points for f in fans)
            if value > best[0]:
                best = (value, fans)
            if n == 3:
                break
        if best[1]:
            return best[1]
    edges = [
        (i, j, fan)
        for i in range(n)
        for j in range(i + 1, n)
        if (fan := _pair_chow_fan(chows[i], chows[j])) is not None
    ]
    return tuple(_forest(n, edges))


def _pair_pung_fan(a: int, b: int) -> Fan | None:
    if not is_honor(a) and not is_honor(b):
        return Fan.DOUBLE_PUNG if _rank(a) == _rank(b) and a != b else None
    return Fan.TWO_DRAGON_PUNGS if a in _DRAGONS and b in _DRAGONS else None


def _triple_pung_fan(a: int, b: int, c: int) -> Fan | None:
    """The fan of three pungs (tiles sorted), if any."""
    if not is_honor(c):
        suits = {_suit(a), _suit(b), _suit(c)}
        n = sorted((_rank(a), _rank(b), _rank(c)))
        if len(suits) == 1 and b == a + 1 and c == b + 1:
            return Fan.PURE_SHIFTED_PUNGS
        if len(suits) == 3:
            if n[0] == n[2]:
                return Fan.TRIPLE_PUNG
            if n[1] == n[0] + 1 and n[2] == n[1] + 1:
                return Fan.MIXED_SHIFTED_PUNGS
        return None
    if a in _WINDS and c in _WINDS:
        return Fan.BIG_THREE_WINDS
    if a in _DRAGONS:
        return Fan.BIG_THREE_DRAGONS
    return None


@lru_cache(maxsize=4096)
def _pung_fans(pungs: tuple[int, ...]) -> tuple[Fan, ...]:
    """The fans the pungs and kongs (tiles, sorted) make among themselves."""
    n = len(pungs)
    if n == 4:
        a, b, c, d = pungs
        if not is_honor(d) and _suit(a) == _suit(d) and d == c + 1 == b + 2 == a + 3:
            return (Fan.FOUR_PURE_SHIFTED_PUNGS,)
        if pungs == WINDS:
            return (Fan.BIG_FOUR_WINDS,)
    if n >= 3:
        best: tuple[int, tuple[Fan, ...]] = (0, ())
        for i in range(n if n == 4 else 1):
            three = pungs[:i] + pungs[i + 1 :] if n == 4 else pungs
            fan = _triple_pung_fan(*three[:3])
            if fan is None:
                continue
            extra: list[Fan] = []
            if n == 4:
                found = (_pair_pung_fan(t, pungs[i]) for t in three)
                extra = [f for f in found if f is not None][:1]
            fans = (fan, *extra)
            value = sum(f.points for f in fans)
            if value > best[0]:
                best = (value, fans)
        if best[1]:
            return best[1]
    return tuple(
        fan
        for i in range(n)
        for j in range(i + 1, n)
        if (fan := _pair_pung_fan(pungs[i], pungs[j])) is not None
    )


# --- fans of the tiles alone --------------------------------------------------------------


def _tile_fans(total: tuple[int, ...], kongs: int) -> tuple[tuple[Fan, int], ...]:
    """Fans that depend only on which tiles the hand holds (suits, kinds, ranges, 四归一)."""
    out = _held_fans(tuple(compress(_KINDS, total)))
    hogs = total.count(4) - kongs
    return (*out, (Fan.TILE_HOG, hogs)) if hogs else out


_KINDS = range(NUM_KINDS)
_HONOUR = HONORS[0]


@lru_cache(maxsize=1 << 14)
def _held_fans(kinds: tuple[int, ...]) -> tuple[tuple[Fan, int], ...]:
    """The fans of which kinds a hand holds (memoised on them: the hands of one search hold
    much the same kinds, in different numbers)."""
    held = list(kinds)
    return (*_suit_fans(held), *_kind_fans(set(held)), *_range_fans(held))


def _suit_fans(held: list[int]) -> list[tuple[Fan, int]]:
    """无字, 缺一门, 混一色 / 清一色 and 五门齐: which suits and honours are held."""
    out: list[tuple[Fan, int]] = []
    # held is in tile order: the honours (27–33) come last, and a suited kind's suit is t // 9.
    suits = {t // 9 for t in held if t < _HONOUR}
    honours = held[-1] >= _HONOUR
    if not honours:
        out.append((Fan.NO_HONOURS, 1))
    if len(suits) == 2:
        out.append((Fan.ONE_VOIDED_SUIT, 1))
    elif len(suits) == 1:
        out.append((Fan.HALF_FLUSH if honours else Fan.FULL_FLUSH, 1))
    elif len(suits) == 3 and not _WINDS.isdisjoint(held) and not _DRAGONS.isdisjoint(held):
        out.append((Fan.ALL_TYPES, 1))
    return out


def _kind_fans(kinds: set[int]) -> list[tuple[Fan, int]]:
    """断幺, 字一色 / 清幺九 / 混幺九, 推不倒 and 绿一色: which kinds are held."""
    out: list[tuple[Fan, int]] = []
    if not kinds & _TERMINAL_OR_HONOUR:
        out.append((Fan.ALL_SIMPLES, 1))
    elif kinds <= _DRAGONS | _WINDS:
        out.append((Fan.ALL_HONOURS, 1))
    elif kinds <= _TERMINALS:
        out.append((Fan.ALL_TERMINALS, 1))
    elif kinds <= _TERMINAL_OR_HONOUR:
        out.append((Fan.ALL_TERMINALS_AND_HONOURS, 1))
    if kinds <= _REVERSIBLE:
        out.append((Fan.REVERSIBLE_TILES, 1))
    if kinds <= _GREEN:
        out.append((Fan.ALL_GREEN, 1))
    return out


def _range_fans(held: list[int]) -> list[tuple[Fan, int]]:
    """全小 / 小于五, 全大 / 大于五, 全中: the numbers of a hand without honours."""
    if held[-1] >= _HONOUR:  # in tile order, honours last
        return []
    ranks = {t % 9 + 1 for t in held}
    if ranks <= {1, 2, 3, 4}:
        return [(Fan.LOWER_FOUR if 4 in ranks else Fan.LOWER_TILES, 1)]
    if ranks <= {6, 7, 8, 9}:
        return [(Fan.UPPER_FOUR if 6 in ranks else Fan.UPPER_TILES, 1)]
    if ranks <= {4, 5, 6}:
        return [(Fan.MIDDLE_TILES, 1)]
    return []


# --- one arrangement ------------------------------------------------------------------------


@dataclass(slots=True)
class _Context:
    """What every arrangement of one hand shares."""

    hand: Hand
    situation: Situation
    total: tuple[int, ...]
    open_melds: int
    kongs: int
    last_of_kind: bool
    seat: int
    prevalent: int
    _waits: frozenset[int] | None = None

    def waits(self) -> frozenset[int]:
        """The tiles the hand waited on before the winning tile (computed once)."""
        if self._waits is None:
            self._waits = _wait_tiles(self.hand, self.situation.win_tile)
        return self._waits


def _flag_fans(ctx: _Context, fans: dict[Fan, int]) -> None:
    sit = ctx.situation
    if sit.self_drawn:
        fans[Fan.SELF_DRAWN] = 1
    if sit.last_tile:
        fans[Fan.LAST_TILE_DRAW if sit.self_drawn else Fan.LAST_TILE_CLAIM] = 1
    if sit.kong:
        fans[Fan.OUT_WITH_REPLACEMENT_TILE if sit.self_drawn else Fan.ROBBING_THE_KONG] = 1
    if ctx.last_of_kind:
        fans[Fan.LAST_TILE] = 1
    if ctx.open_melds == 0:
        fans[Fan.FULLY_CONCEALED_HAND if sit.self_drawn else Fan.CONCEALED_HAND] = 1
    elif ctx.open_melds == 4 and not sit.self_drawn:
        fans[Fan.MELDED_HAND] = 1


_MELD_SET = {MeldKind.CHOW: _CHOW, MeldKind.PUNG: _PUNG}  # any other meld is a kong


def _sets_of(d: Decomposition) -> list[_Set]:
    """Every set of an arrangement, the concealed ones first."""
    out = [_Set(_CHOW if g[0] != g[1] else _PUNG, g[0], True, False) for g in d.sets]
    for m in d.declared:
        out.append(_Set(_MELD_SET.get(m.kind, _KONG), m.tile, not m.is_open, True))
    return out


def _won_sets(ctx: _Context, d: Decomposition) -> list[_Set]:
    """The sets as the win leaves them: a pung the discarded winning tile completed is not
    concealed, unless that tile can be read as part of a concealed chow."""
    sets = _sets_of(d)
    win = ctx.situation.win_tile
    if ctx.situation.self_drawn or any(
        s.kind is _CHOW and s.concealed and not s.declared and s.holds(win) for s in sets
    ):
        return sets
    return [
        s._replace(concealed=False) if s.kind is _PUNG and s.tile == win and not s.declared else s
        for s in sets
    ]


def _set_fans(ctx: _Context, d: Decomposition, fans: dict[Fan, int], win: bool = True) -> None:
    """Fans of the sets and the pair of a standard or knitted-straight arrangement (without
    those of the winning tile, 九莲宝灯 and the waits, when ``win`` is False)."""
    sets = _won_sets(ctx, d)
    pair = d.pairs[0]
    pungs = sorted(s.tile for s in sets if s.kind is not _CHOW)
    chows = sorted(s.tile for s in sets if s.kind is _CHOW)
    _kong_fans(sets, fans)
    _concealed_pung_fans(sets, fans)
    _honour_pung_fans(ctx, pungs, fans)
    for fan in _pung_fans(tuple(pungs)) + _chow_fans(tuple(chows)):
        fans[fan] = fans.get(fan, 0) + 1
    _little_fans(pungs, pair, fans)
    if d.shape is Shape.KNITTED_STRAIGHT:
        fans[Fan.KNITTED_STRAIGHT] = 1
        if chows and is_suited(pair):
            fans[Fan.ALL_CHOWS] = 1
    else:
        _standard_fans(ctx, pair, chows, pungs, fans, win)
    if win:
        _wait_fans(ctx, pair, sets, fans)


def _kong_fans(sets: list[_Set], fans: dict[Fan, int]) -> None:
    """四杠, 三杠, 双明杠 / 双暗杠, 明杠 and 暗杠."""
    melded = sum(1 for s in sets if s.kind is _KONG and not s.concealed)
    concealed = sum(1 for s in sets if s.kind is _KONG and s.concealed)
    kongs = melded + concealed
    if kongs == 4:
        fans[Fan.FOUR_KONGS] = 1
    elif kongs == 3:
        fans[Fan.THREE_KONGS] = 1
    elif kongs == 2 and melded != 1:
        fans[Fan.TWO_MELDED_KONGS if melded else Fan.TWO_CONCEALED_KONGS] = 1
    else:
        if melded:
            fans[Fan.MELDED_KONG] = 1
        if concealed:
            fans[Fan.CONCEALED_KONG] = 1


_CONCEALED_PUNGS = (Fan.TWO_CONCEALED_PUNGS, Fan.THREE_CONCEALED_PUNGS, Fan.FOUR_CONCEALED_PUNGS)


def _concealed_pung_fans(sets: list[_Set], fans: dict[Fan, int]) -> None:
    """双暗刻, 三暗刻 and 四暗刻 (concealed kongs among the pungs)."""
    hidden = sum(1 for s in sets if s.kind is not _CHOW and s.concealed)
    if hidden >= 2:
        fans[_CONCEALED_PUNGS[hidden - 2]] = 1


def _honour_pung_fans(ctx: _Context, pungs: list[int], fans: dict[Fan, int]) -> None:
    """碰碰和, 箭刻, 圈风刻 and 门风刻."""
    if len(pungs) == 4:
        fans[Fan.ALL_PUNGS] = 1
    dragons = sum(1 for t in pungs if t in _DRAGONS)
    if dragons:
        fans[Fan.DRAGON_PUNG] = dragons
    if ctx.prevalent in pungs:
        fans[Fan.PREVALENT_WIND] = 1
    if ctx.seat in pungs:
        fans[Fan.SEAT_WIND] = 1


def _little_fans(pungs: list[int], pair: int, fans: dict[Fan, int]) -> None:
    """小三元 and 小四喜: the pair completes the honour pungs."""
    if sum(1 for t in pungs if t in _DRAGONS) == 2 and pair in _DRAGONS:
        fans[Fan.LITTLE_THREE_DRAGONS] = 1
    if sum(1 for t in pungs if t in _WINDS) == 3 and pair in _WINDS:
        fans[Fan.LITTLE_FOUR_WINDS] = 1


def _standard_fans(
    ctx: _Context,
    pair: int,
    chows: list[int],
    pungs: list[int],
    fans: dict[Fan, int],
    win: bool = True,
) -> None:
    """Fans of four sets and a pair: 平和, 双龙会, 全带幺 / 全带五 / 全双刻, 九莲宝灯 (with
    ``win``)."""
    if len(chows) == 4 and is_suited(pair):
        fans[Fan.ALL_CHOWS] = 1
        _terminal_chow_fans(pair, chows, fans)
    _every_set_fans(pair, chows, pungs, fans)
    if win and _nine_gates(ctx.hand, ctx.situation.win_tile):
        fans[Fan.NINE_GATES] = 1


def _terminal_chow_fans(pair: int, chows: list[int], fans: dict[Fan, int]) -> None:
    """一色双龙会 and 三色双龙会: 1-2-3 and 7-8-9 twice around a pair of fives."""
    if _rank(pair) != 5:
        return
    by_suit: dict[int, list[int]] = {}
    for t in chows:
        by_suit.setdefault(_suit(t), []).append(_rank(t))
    shapes = sorted(sorted(v) for v in by_suit.values())
    if list(by_suit) == [_suit(pair)] and shapes == [[1, 1, 7, 7]]:
        fans[Fan.PURE_TERMINAL_CHOWS] = 1
    elif _suit(pair) not in by_suit and shapes == [[1, 7], [1, 7]]:
        fans[Fan.THREE_SUITED_TERMINAL_CHOWS] = 1


def _every_set_fans(pair: int, chows: list[int], pungs: list[int], fans: dict[Fan, int]) -> None:
    """全带幺, 全带五 or 全双刻: a kind of tile in every set and the pair."""
    groups = [(t, t + 1, t + 2) for t in chows] + [(t,) for t in pungs] + [(pair,)]
    if all(any(x in _TERMINAL_OR_HONOUR for x in g) for g in groups):
        fans[Fan.OUTSIDE_HAND] = 1
    elif all(any(is_suited(x) and _rank(x) == 5 for x in g) for g in groups):
        fans[Fan.ALL_FIVES] = 1
    elif not chows and all(is_suited(t) and _rank(t) % 2 == 0 for t in (*pungs, pair)):
        fans[Fan.ALL_EVEN_PUNGS] = 1


def _nine_gates(hand: Hand, win: int) -> bool:
    """九莲宝灯: no melds, and without the winning tile 1112345678999 of its suit."""
    if hand.melds or is_honor(win):
        return False
    counts = list(hand.counts)
    counts[win] -= 1
    lo, hi = GROUPS[_suit(win)]
    return counts[lo:hi] == [3, 1, 1, 1, 1, 1, 1, 1, 3]


def _wait_fans(ctx: _Context, pair: int, sets: list[_Set], fans: dict[Fan, int]) -> None:
    """边张, 嵌张 or 单钓将 when the arrangement lets the winning tile play the role and the
    hand waited on that tile alone."""
    win = ctx.situation.win_tile
    role = None
    for s in sets:
        if s.kind is _CHOW and not s.declared and s.holds(win):
            low = _rank(s.tile)
            if (win == s.tile + 2 and low == 1) or (win == s.tile and low == 7):
                role = Fan.EDGE_WAIT
                break
            if win == s.tile + 1:
                role = Fan.CLOSED_WAIT
    if role is None and pair == win:
        role = Fan.SINGLE_WAIT
    if role is not None and ctx.waits() == {win}:
        fans[role] = 1


def _arrangement_fans(ctx: _Context, d: Decomposition, win: bool = True) -> dict[Fan, int]:
    """Every fan one arrangement holds, before the non-repetition rule; with ``win`` False,
    all but those the winning tile alone decides (九莲宝灯, 边张 / 嵌张 / 单钓将: see
    :func:`_readings`)."""
    fans: dict[Fan, int] = {}
    _flag_fans(ctx, fans)
    shape = d.shape
    if shape is Shape.THIRTEEN_ORPHANS:
        fans[Fan.THIRTEEN_ORPHANS] = 1
        return fans
    if shape is Shape.HONORS_AND_KNITTED:
        if d.seven_stars:
            fans[Fan.GREATER_HONOURS_AND_KNITTED_TILES] = 1
        else:
            fans[Fan.LESSER_HONOURS_AND_KNITTED_TILES] = 1
            if sum(1 for t in d.knitted if is_suited(t)) == 9:
                fans[Fan.KNITTED_STRAIGHT] = 1
        return fans
    for fan, n in _tile_fans(ctx.total, ctx.kongs):
        fans[fan] = n
    if shape is Shape.SEVEN_PAIRS:
        kinds = sorted(set(d.pairs))
        shifted = (
            len(kinds) == 7
            and is_suited(kinds[-1])
            and kinds[-1] - kinds[0] == 6
            and _suit(kinds[0]) == _suit(kinds[-1])
        )
        fans[Fan.SEVEN_SHIFTED_PAIRS if shifted else Fan.SEVEN_PAIRS] = 1
        return fans
    _set_fans(ctx, d, fans, win)
    return fans


def _count(ctx: _Context, d: Decomposition, found: dict[Fan, int]) -> dict[Fan, int]:
    """The fans that count: the non-repetition rule, then 幺九刻 and 无番和."""
    counted: dict[Fan, int] = {}
    excluded: set[Fan] = set()
    for fan in sorted(found, key=_ID):
        if fan not in excluded:
            counted[fan] = found[fan]
            excluded |= EXCLUDES[fan]
    if d.shape in (Shape.STANDARD, Shape.KNITTED_STRAIGHT) and (
        Fan.PUNG_OF_TERMINALS_OR_HONOURS not in excluded
    ):
        n = 0
        for s in _sets_of(d):
            t = s.tile
            if s.kind is _CHOW:
                continue
            if t in _TERMINALS:
                n += 1
            elif t in _WINDS and not (
                Fan.BIG_THREE_WINDS in counted
                or (t == ctx.prevalent and Fan.PREVALENT_WIND in counted)
                or (t == ctx.seat and Fan.SEAT_WIND in counted)
            ):
                n += 1
        if Fan.NINE_GATES in counted:
            n -= 1
        if n > 0:
            counted[Fan.PUNG_OF_TERMINALS_OR_HONOURS] = n
    if not counted:
        counted[Fan.CHICKEN_HAND] = 1
    return counted


# --- the calculator -----------------------------------------------------------------------


def _check(hand: Hand, situation: Situation) -> tuple[Decomposition, ...]:
    """The hand's decompositions, or the :class:`ScoringError` that stops scoring it."""
    situation.check(MCR).check_hand(hand)
    found = mcr_decompositions(hand)
    if not found:
        raise ScoringError("not-complete", shanten=shanten(hand, MCR))
    return found


def _context(hand: Hand, situation: Situation) -> _Context:
    win = situation.win_tile
    melded = hand.meld_counts()
    return _Context(
        hand=hand,
        situation=situation,
        total=hand.total_counts(),
        open_melds=sum(1 for m in hand.melds if m.is_open),
        kongs=sum(1 for m in hand.melds if m.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG)),
        # Three copies in the hand's own melds are in view: the winning tile is the last.
        last_of_kind=(situation.last_of_kind or melded[win] == 3) and not situation.robbing_kong,
        seat=_WIND_TILE[Wind.parse(situation.seat_wind)],
        prevalent=_WIND_TILE[Wind.parse(situation.round_wind)],
    )


# The order arrangements are read in when two are worth the same: by their concealed sets,
# kinds in the order characters, bamboo, dots, E S W N, Red, Green, White, a pung before a
# chow on the same kind (the order of PyMahjongGB, so that both name the same fans).
_READING = {
    t: i
    for i, t in enumerate(
        [*range(*GROUPS[0]), *range(*GROUPS[2]), *range(*GROUPS[1]), *WINDS, *DRAGONS[::-1]]
    )
}


def _reading(d: Decomposition) -> tuple[int, list[tuple[int, bool]]]:
    """Sort key: special shapes first, then standard arrangements in reading order."""
    if d.shape is not Shape.STANDARD:
        return (0, [])
    return (1, sorted((_READING[g[0]], g[0] != g[1]) for g in d.sets))


def _best(ctx: _Context, found: tuple[Decomposition, ...]) -> tuple[Decomposition, dict[Fan, int]]:
    """The arrangement worth most. Of equal ones the first in reading order is kept, but a
    later standard one replaces it when it holds 一色三同顺 or 三同刻, or when the hand is also
    seven pairs (the standard reading then wins)."""
    sevens = any(d.shape is Shape.SEVEN_PAIRS for d in found)
    best: tuple[int, Decomposition, dict[Fan, int]] | None = None
    for d in sorted(found, key=_reading) if len(found) > 1 else found:
        fans = _count(ctx, d, _arrangement_fans(ctx, d))
        value = sum(f.points * n for f, n in fans.items())
        if (
            best is None
            or value > best[0]
            or (
                value == best[0]
                and d.shape is Shape.STANDARD
                and (sevens or Fan.PURE_TRIPLE_CHOW in fans or Fan.TRIPLE_PUNG in fans)
            )
        ):
            best = (value, d, fans)
    assert best is not None
    return best[1], best[2]


@lru_cache(maxsize=1 << 13)  # some 2 KB an entry with its readings: 16 MB
def score_mcr(hand: Hand, situation: Situation) -> McrScore:
    """The Chinese Official score of a complete hand (concealed tiles and melds, the winning
    tile among the concealed ones), in its most valuable arrangement.

    Raises :class:`ScoringError` for a hand that is not a complete 14-tile hand, a winning
    tile it does not hold concealed, or flags that cannot apply (a win after a kong with no
    kong, robbing a kong of a tile the hand holds, the last of its kind with another copy in
    hand, anything :meth:`Situation.check` refuses).
    """
    found = _check(hand, situation)
    d, fans = _best(_context(hand, situation), found)
    return _score(hand, situation, d, fans)


def score_arrangement(hand: Hand, situation: Situation, decomposition: Decomposition) -> McrScore:
    """The score of one arrangement of a complete hand (one of its decompositions), e.g. to
    show what each split of the hand is worth. Raises like :func:`score_mcr`."""
    _check(hand, situation)
    ctx = _context(hand, situation)
    return _score(
        hand,
        situation,
        decomposition,
        _count(ctx, decomposition, _arrangement_fans(ctx, decomposition)),
    )


def _score(hand: Hand, situation: Situation, d: Decomposition, fans: dict[Fan, int]) -> McrScore:
    if situation.flowers:
        fans[Fan.FLOWER_TILES] = situation.flowers
    scored = sorted((ScoredFan(f, n) for f, n in fans.items()), key=lambda s: (-s.points, s.fan.id))
    return McrScore(hand, situation, tuple(scored), d)


@dataclass(frozen=True, slots=True)
class Exclusion:
    """A fan the scored arrangement holds that is not counted, and the counted fan that
    implies it (the rule of non-repetition, :data:`~.mcr_fans.EXCLUDES`)."""

    fan: Fan
    by: Fan


def exclusions(s: McrScore) -> tuple[Exclusion, ...]:
    """The fans a naive count of ``s``'s arrangement would add and the non-repetition rule
    leaves out, each with the counted fan that implies it, in fan order.

    Only whole fans implied by another fan; the 幺九刻 a wind fan uses up and the two-set fans
    the account-once principle drops are not listed.
    """
    found = _arrangement_fans(_context(s.hand, s.situation), s.decomposition)
    counted = [f.fan for f in sorted(s.fans, key=lambda f: f.fan.id)]
    out = []
    for fan in sorted(found, key=_ID):
        if s.count(fan):
            continue
        # _count keeps fans in id order and a left-out fan excludes nothing: the first
        # counted fan that implies this one is the one that left it out.
        by = next(c for c in counted if fan in EXCLUDES[c])
        out.append(Exclusion(fan, by))
    return tuple(out)


def mcr_fan_value(hand: Hand, situation: Situation) -> int:
    """The points of a complete hand without flowers (memoised; raises like
    :func:`score_mcr`)."""
    return score_mcr(hand, situation).fan_value


@lru_cache(maxsize=1 << 14)  # some 0.7 KB an entry: 11 MB
def is_legal_mcr_win(
    hand: Hand,
    win_tile: int,
    self_drawn: bool = False,
    seat_wind: Wind | str = Wind.EAST,
    round_wind: Wind | str = Wind.EAST,
) -> bool:
    """True when a complete hand may be declared: 8 points or more without flowers.

    False for a hand that is not complete; other faults raise :class:`ScoringError`. The
    answer is :func:`score_mcr`'s, reached by :func:`_bounds` (the hand read once for all
    its winning tiles, and its waits only where they decide).
    """
    seat, prevalent = _WIND_TILE[Wind.parse(seat_wind)], _WIND_TILE[Wind.parse(round_wind)]
    return _legal(hand, win_tile, self_drawn, seat, prevalent)


def legal_mcr_value(
    hand: Hand,
    win_tile: int,
    self_drawn: bool = False,
    seat_wind: Wind | str = Wind.EAST,
    round_wind: Wind | str = Wind.EAST,
) -> int:
    """The points without flowers of a complete hand won on ``win_tile`` (no other flag) when
    it may be declared, else 0 (a hand that is not complete too): :func:`score_mcr`'s
    ``fan_value``, reached as :func:`is_legal_mcr_win` reaches it, sharing its work. Other
    faults raise :class:`ScoringError`."""
    seat, prevalent = _WIND_TILE[Wind.parse(seat_wind)], _WIND_TILE[Wind.parse(round_wind)]
    return _legal_value(hand, win_tile, self_drawn, seat, prevalent)


def self_drawn_checks(
    seat_wind: Wind | str = Wind.EAST, round_wind: Wind | str = Wind.EAST
) -> tuple[Callable[[Hand, int], bool], Callable[[Hand, int], int]]:
    """:func:`is_legal_mcr_win` and :func:`legal_mcr_value` of a self-drawn win with these
    winds, as functions of the complete hand and the winning tile: the look-ahead's
    ``legal`` and the core of its payoff. They share their work on a hand and tile, and
    keep no memo of whole answers (a search asks each once)."""
    seat, prevalent = _WIND_TILE[Wind.parse(seat_wind)], _WIND_TILE[Wind.parse(round_wind)]

    def legal(hand: Hand, tile: int) -> bool:
        return _legal(hand, tile, True, seat, prevalent)

    def value(hand: Hand, tile: int) -> int:
        return _legal_value(hand, tile, True, seat, prevalent)

    return legal, value


def _legal(hand: Hand, win: int, self_drawn: bool, seat: int, prevalent: int) -> bool:
    bounds = _bounds(hand, win, self_drawn, seat, prevalent)
    if bounds is None:
        return _full_value(hand, win, self_drawn, seat, prevalent) >= MINIMUM
    alone, shared = bounds
    if (alone >= MINIMUM) == (shared >= MINIMUM):
        return shared >= MINIMUM
    return (alone if _waited_alone(hand, win) else shared) >= MINIMUM


def _legal_value(hand: Hand, win: int, self_drawn: bool, seat: int, prevalent: int) -> int:
    bounds = _bounds(hand, win, self_drawn, seat, prevalent)
    if bounds is None:
        value = _full_value(hand, win, self_drawn, seat, prevalent)
    else:
        alone, shared = bounds
        value = shared if alone == shared or not _waited_alone(hand, win) else alone
    return value if value >= MINIMUM else 0


# --- one hand, each of its winning tiles ----------------------------------------------------
#
# The look-ahead asks about one complete hand with each tile it can be won on, by self-draw
# with the same winds. Every fan but four depends on the hand and the way it is won, not on
# which of its tiles won it: :func:`_readings` counts each arrangement once without them, and
# :func:`_bounds` adds them per tile. They are 和绝张 (three copies in the hand's own melds) and
# the waits 边张 / 嵌张 / 单钓将; none excludes another fan or bears on 幺九刻, and each is
# only excluded by fans of smaller ids (tests/scoring/test_mcr_fast.py holds the table to
# that), so adding one leaves the rest of the arrangement's count as it was. 九莲宝灯, also
# the winning tile's, is left to the full count, as is anything unusual (a hand that is not
# complete, a tile it does not hold): there the answer, or the error, is score_mcr's own.

_WIN_FANS = (Fan.LAST_TILE, Fan.EDGE_WAIT, Fan.CLOSED_WAIT, Fan.SINGLE_WAIT)
_WIND_OF = {w.tile: w for w in Wind}


class _Reading(NamedTuple):
    """One arrangement of a complete hand, counted without the fans of its winning tile."""

    #: The counted fans' points (0 when none counts: 无番和, unless a winning-tile fan does).
    value: int
    #: The pair, the concealed chows' lowest tiles and the concealed pungs, where the waits
    #: count (else None and empty).
    pair: int | None
    chows: tuple[int, ...]
    pungs: tuple[int, ...]
    #: Those of :data:`_WIN_FANS` no counted fan excludes.
    open: frozenset[Fan]


@lru_cache(maxsize=1 << 13)  # some 1.2 KB an entry: 10 MB
def _readings(
    hand: Hand, self_drawn: bool, seat: int, prevalent: int, discard: int
) -> tuple[tuple[_Reading, ...], bool]:
    """Each arrangement of the complete 14-tile ``hand`` counted without the fans of its
    winning tile, won by self-draw or on the ``discard`` (-1 when self-drawn: the winning
    tile then changes no set), and whether 九莲宝灯 may be among them (no melds, one suit)."""
    sit = Situation(max(discard, 0), self_drawn, _WIND_OF[seat], _WIND_OF[prevalent])
    ctx = _context(hand, sit)
    ctx.last_of_kind = False
    out = []
    for d in mcr_decompositions(hand):
        counted = _count(ctx, d, _arrangement_fans(ctx, d, win=False))
        value = 0 if Fan.CHICKEN_HAND in counted else sum(f.points * n for f, n in counted.items())
        shut = set().union(*(EXCLUDES[f] for f in counted))
        waits = d.shape in (Shape.STANDARD, Shape.KNITTED_STRAIGHT)
        out.append(
            _Reading(
                value,
                d.pairs[0] if waits else None,
                tuple(g[0] for g in d.sets if g[0] != g[1]) if waits else (),
                tuple(g[0] for g in d.sets if g[0] == g[1]) if waits else (),
                frozenset(f for f in _WIN_FANS if f not in shut),
            )
        )
    counts = hand.counts
    suits = sum(1 for lo, hi in GROUPS[:3] if any(counts[lo:hi]))
    nine = not hand.melds and suits == 1 and not any(counts[t] for t in HONORS)
    return tuple(out), nine


def _role(r: _Reading, win: int) -> Fan | None:
    """The wait the winning tile plays in the arrangement, as :func:`_wait_fans` reads it."""
    role = None
    for c in r.chows:
        if c <= win <= c + 2:
            low = _rank(c)
            if (win == c + 2 and low == 1) or (win == c and low == 7):
                return Fan.EDGE_WAIT
            if win == c + 1:
                role = Fan.CLOSED_WAIT
    if role is None and r.pair == win:
        role = Fan.SINGLE_WAIT
    return role


@lru_cache(maxsize=1 << 14)  # some 0.6 KB an entry: 10 MB
def _bounds(
    hand: Hand, win: int, self_drawn: bool, seat: int, prevalent: int
) -> tuple[int, int] | None:
    """The hand's points without flowers won on ``win`` (no other flag) if it waited on that
    tile alone, and if it did not (the same number where the waits cannot count); None
    where the full count must answer (see the notes above)."""
    if hand.size != 14 or not 0 <= win < NUM_KINDS or not hand.counts[win]:
        return None
    found, nine = _readings(hand, self_drawn, seat, prevalent, -1 if self_drawn else win)
    if not found or (nine and _nine_gates(hand, win)):
        return None
    last = bool(hand.melds) and hand.meld_counts()[win] == 3
    alone = shared = 0
    for r in found:
        base = r.value + (Fan.LAST_TILE.points if last and Fan.LAST_TILE in r.open else 0)
        role = _role(r, win) if r.pair is not None else None
        wait = role.points if role is not None and role in r.open else 0
        shared = max(shared, base or Fan.CHICKEN_HAND.points)
        alone = max(alone, base + wait or Fan.CHICKEN_HAND.points)
    if alone != shared and _other_wait(found, hand, win):
        alone = shared
    return alone, shared


def _other_wait(found: tuple[_Reading, ...], hand: Hand, win: int) -> bool:
    """Whether an arrangement shows that the hand before ``win`` also waited on another
    tile: the other end of a two-sided chow, the other pair of two, the other end of a
    single wait beside a chow (1234: 1 and 4). Each swaps one group of the arrangement for
    another, so that tile completes the hand as well; it is a wait while the hand does not
    hold it four times (the core's rule). False proves nothing: the waits are then read."""
    totals = hand.total_counts() if hand.melds else hand.counts
    low = win < NUM_KINDS - len(HONORS) and _rank(win) <= 6  # win + 3 is of its suit
    high = win < NUM_KINDS - len(HONORS) and _rank(win) >= 4  # win - 3 is
    for r in found:
        if r.pair is None:
            continue
        for c in r.chows:
            if low and (c == win or (c == win + 1 and r.pair == win)) and totals[win + 3] < 4:
                return True
            if high and (c == win - 2 or (c == win - 3 and r.pair == win)) and totals[win - 3] < 4:
                return True
        if r.pair != win and win in r.pungs and totals[r.pair] < 4:
            return True
    return False


@lru_cache(maxsize=1 << 14)
def _waited_alone(hand: Hand, win: int) -> bool:
    """Whether the complete ``hand`` waited on ``win`` alone before it (the condition of
    边张 / 嵌张 / 单钓将): :func:`_wait_tiles` is ``{win}``. A hand that might have been ready
    for a special shape is asked the core's waits; any other can only have waited as four
    sets and a pair, and a tile completes that shape when each group of the hand with it
    splits (:func:`_fits`): a look at the group of each tile, not a reading of every shape."""
    counts = list(hand.counts)
    counts[win] -= 1
    if _special_ready(counts, hand):
        return _wait_tiles(hand, win) == {win}
    totals = hand.total_counts()
    keys = list(hand.keys)
    g = GROUP_OF[win]
    lo = GROUPS[g][0]
    keys[g] -= _POW5[win - lo]
    fits = [_fits(keys[i], i == 3) for i in range(4)]
    unsplit = [i for i in range(4) if fits[i] < 0]
    if len(unsplit) > 1:  # no single tile completes four sets and a pair: not reached
        return _wait_tiles(hand, win) == {win}
    for i in unsplit or range(4):
        pairs = sum(1 for j in range(4) if j != i and fits[j] == 2)
        lo, hi = GROUPS[i]
        for t in range(lo, hi):
            if t == win or totals[t] >= 4:
                continue
            f = _fits(keys[i] + _POW5[t - lo], i == 3)
            if f >= 0 and pairs + (f == 2) == 1:
                return False
    return True


_POW5 = tuple(5**i for i in range(9))


@lru_cache(maxsize=1 << 16)
def _fits(key: int, honours: bool) -> int:
    """How one group (its base-5 key, :attr:`Hand.keys`) splits: 0 into sets, 2 into sets
    and a pair, -1 neither."""
    counts = digits_of(key, 7 if honours else 9)
    n = sum(counts)
    if n % 3 == 1 or not group_splits(counts, GROUPS[3][0] if honours else 0):
        return -1
    return n % 3


def _special_ready(counts: list[int], hand: Hand) -> bool:
    """Whether the concealed ``counts`` (before the winning tile) might be ready for a shape
    other than four sets and a pair: True whenever the core's waits read one, by the same
    tests it reads them under (the shape's shanten 0 for seven pairs, at most seven kinds,
    and for thirteen orphans and 全不靠, twelve kinds or more; for 组合龙, which it reads by
    shanten, eight of the nine knitted tiles, which that shanten needs)."""
    if sum(counts) + 3 * len(hand.melds) != 13:
        return True  # not a hand the shortcut knows: the core's waits answer
    if len(hand.melds) > 1:
        return False
    if not hand.melds:
        distinct = NUM_KINDS - counts.count(0)
        if distinct <= 7 and seven_pairs(counts, MCR.four_identical_pairs) == 0:
            return True
        if distinct >= 12 and (thirteen_orphans(counts) == 0 or honors_and_knitted(counts) == 0):
            return True
    return any(get(counts).count(0) <= 1 for get in _KNITTED_HELD)


#: The copies of each knitted straight's nine kinds a hand holds.
_KNITTED_HELD = tuple(itemgetter(*ks) for ks in KNITTED)


def _full_value(hand: Hand, win: int, self_drawn: bool, seat: int, prevalent: int) -> int:
    """score_mcr's points without flowers, 0 for a hand that is not complete."""
    situation = Situation(win, self_drawn, _WIND_OF[seat], _WIND_OF[prevalent])
    try:
        return mcr_fan_value(hand, situation)
    except ScoringError as e:
        if e.code == "not-complete":
            return 0
        raise
