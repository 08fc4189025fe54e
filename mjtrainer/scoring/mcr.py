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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from operator import attrgetter
from typing import Any

from ..core import (
    GROUP_OF,
    HONORS,
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
from ..core.kinds import GREEN, RED, WHITE, is_honor, number_of
from ..core.tiles import NUM_KINDS, tile_str
from .errors import ScoringError
from .mcr_fans import EXCLUDES, Fan
from .situation import Situation, Wind

#: The rules every hand is read under (seven pairs with four of a kind, knitted shapes).
MCR = Rules.preset("mcr")
#: The points a hand needs, flowers left out, to be declared.
MINIMUM = 8

_TERMINAL_OR_HONOUR = frozenset(ORPHANS)
_TERMINALS = frozenset(t for t in ORPHANS if not is_honor(t))
_DRAGONS = frozenset((WHITE, GREEN, RED))
_WINDS = frozenset(HONORS) - _DRAGONS
# 推不倒: 1234589 dots, 245689 bamboo, White dragon; 绿一色: 23468 bamboo, Green dragon.
_REVERSIBLE = frozenset((9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31))
_GREEN = frozenset((19, 20, 21, 23, 25, 32))
_ID = attrgetter("id")
_WIND_TILE = {w: w.tile for w in Wind}

_CHOW, _PUNG, _KONG = 0, 1, 2  # kinds of set


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
        }


# --- the knitted straight beside a declared set (the core does not yield it yet) ----------


def mcr_decompositions(hand: Hand) -> tuple[Decomposition, ...]:
    """Every decomposition of a complete hand under the Chinese Official rules."""
    return decompositions(hand, MCR)


def _wait_tiles(hand: Hand, win: int) -> frozenset[int]:
    """The kinds that completed the hand before ``win`` was added to it (the core's waits: a
    kind the hand holds four times is no wait)."""
    return frozenset(w.tile for w in waits(hand.remove(win), MCR))


# --- fans of groups of sets -------------------------------------------------------------


def _suit(t: int) -> int:
    return GROUP_OF[t]


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
    n = sorted((a % 9, b % 9, c % 9))
    if len(suits) == 1:
        if a == b == c:
            return Fan.PURE_TRIPLE_CHOW
        if n == [0, 3, 6]:
            return Fan.PURE_STRAIGHT
        if n[1] - n[0] == n[2] - n[1] in (1, 2):
            return Fan.PURE_SHIFTED_CHOWS
        return None
    if len(suits) == 3:
        if n[0] == n[2]:
            return Fan.MIXED_TRIPLE_CHOW
        if n[1] == n[0] + 1 and n[2] == n[1] + 1:
            return Fan.MIXED_SHIFTED_CHOWS
        if n == [0, 3, 6]:
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
        if pungs == tuple(sorted(_WINDS)):
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


@lru_cache(maxsize=1 << 14)
def _tile_fans(total: tuple[int, ...], kongs: int) -> tuple[tuple[Fan, int], ...]:
    """Fans that depend only on which tiles the hand holds (suits, kinds, ranges, 四归一)."""
    held = [t for t in range(NUM_KINDS) if total[t]]
    out: list[tuple[Fan, int]] = []
    suits = {_suit(t) for t in held if not is_honor(t)}
    honours = any(is_honor(t) for t in held)
    if not honours:
        out.append((Fan.NO_HONOURS, 1))
    if len(suits) == 2:
        out.append((Fan.ONE_VOIDED_SUIT, 1))
    elif len(suits) == 1:
        out.append((Fan.HALF_FLUSH if honours else Fan.FULL_FLUSH, 1))
    elif len(suits) == 3 and any(t in _WINDS for t in held) and any(t in _DRAGONS for t in held):
        out.append((Fan.ALL_TYPES, 1))
    kinds = set(held)
    if not kinds & _TERMINAL_OR_HONOUR:
        out.append((Fan.ALL_SIMPLES, 1))
    else:
        if kinds <= _DRAGONS | _WINDS:
            out.append((Fan.ALL_HONOURS, 1))
        elif kinds <= _TERMINALS:
            out.append((Fan.ALL_TERMINALS, 1))
        elif kinds <= _TERMINAL_OR_HONOUR:
            out.append((Fan.ALL_TERMINALS_AND_HONOURS, 1))
    if kinds <= _REVERSIBLE:
        out.append((Fan.REVERSIBLE_TILES, 1))
    if kinds <= _GREEN:
        out.append((Fan.ALL_GREEN, 1))
    if not honours:
        ranks = {t % 9 + 1 for t in held}
        if ranks <= {1, 2, 3, 4}:
            out.append((Fan.LOWER_FOUR if 4 in ranks else Fan.LOWER_TILES, 1))
        elif ranks <= {6, 7, 8, 9}:
            out.append((Fan.UPPER_FOUR if 6 in ranks else Fan.UPPER_TILES, 1))
        elif ranks <= {4, 5, 6}:
            out.append((Fan.MIDDLE_TILES, 1))
    hogs = sum(1 for c in total if c == 4) - kongs
    if hogs:
        out.append((Fan.TILE_HOG, hogs))
    return tuple(out)


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


def _sets_of(d: Decomposition) -> list[tuple[int, int, bool, bool]]:
    """(kind, tile, concealed, declared) of every set of an arrangement."""
    out = [(_CHOW if g[0] != g[1] else _PUNG, g[0], True, False) for g in d.sets]
    for m in d.declared:
        kind = {MeldKind.CHOW: _CHOW, MeldKind.PUNG: _PUNG}.get(m.kind, _KONG)
        out.append((kind, m.tile, not m.is_open, True))
    return out


def _set_fans(ctx: _Context, d: Decomposition, fans: dict[Fan, int]) -> None:
    """Fans of the sets and the pair of a standard or knitted-straight arrangement."""
    sit = ctx.situation
    win = sit.win_tile
    sets = _sets_of(d)
    pair = d.pairs[0]
    in_chow = any(k == _CHOW and c and not dec and t <= win <= t + 2 for k, t, c, dec in sets)
    if not sit.self_drawn and not in_chow:
        # The discarded winning tile completed this pung: it is not concealed.
        sets = [
            (k, t, False, dec) if k == _PUNG and t == win and not dec else (k, t, c, dec)
            for k, t, c, dec in sets
        ]
    pungs = sorted(t for k, t, _, _ in sets if k != _CHOW)
    chows = sorted(t for k, t, _, _ in sets if k == _CHOW)
    melded_kongs = sum(1 for k, _, c, _ in sets if k == _KONG and not c)
    concealed_kongs = sum(1 for k, _, c, _ in sets if k == _KONG and c)
    kongs = melded_kongs + concealed_kongs
    if kongs == 4:
        fans[Fan.FOUR_KONGS] = 1
    elif kongs == 3:
        fans[Fan.THREE_KONGS] = 1
    elif kongs == 2 and melded_kongs != 1:
        fans[Fan.TWO_MELDED_KONGS if melded_kongs else Fan.TWO_CONCEALED_KONGS] = 1
    else:
        if melded_kongs:
            fans[Fan.MELDED_KONG] = 1
        if concealed_kongs:
            fans[Fan.CONCEALED_KONG] = 1
    hidden = sum(1 for k, _, c, _ in sets if k != _CHOW and c)
    if hidden >= 2:
        fans[
            (Fan.TWO_CONCEALED_PUNGS, Fan.THREE_CONCEALED_PUNGS, Fan.FOUR_CONCEALED_PUNGS)[
                hidden - 2
            ]
        ] = 1
    if len(pungs) == 4:
        fans[Fan.ALL_PUNGS] = 1
    dragons = sum(1 for t in pungs if t in _DRAGONS)
    if dragons:
        fans[Fan.DRAGON_PUNG] = dragons
    if ctx.prevalent in pungs:
        fans[Fan.PREVALENT_WIND] = 1
    if ctx.seat in pungs:
        fans[Fan.SEAT_WIND] = 1
    for fan in _pung_fans(tuple(pungs)) + _chow_fans(tuple(chows)):
        fans[fan] = fans.get(fan, 0) + 1
    if dragons == 2 and pair in _DRAGONS:
        fans[Fan.LITTLE_THREE_DRAGONS] = 1
    if sum(1 for t in pungs if t in _WINDS) == 3 and pair in _WINDS:
        fans[Fan.LITTLE_FOUR_WINDS] = 1
    if d.shape is Shape.KNITTED_STRAIGHT:
        fans[Fan.KNITTED_STRAIGHT] = 1
        if chows and pair < 27:
            fans[Fan.ALL_CHOWS] = 1
    else:
        _standard_fans(ctx, pair, chows, pungs, fans)
    _wait_fans(ctx, pair, sets, fans)


def _standard_fans(
    ctx: _Context,
    pair: int,
    chows: list[int],
    pungs: list[int],
    fans: dict[Fan, int],
) -> None:
    """Fans of four sets and a pair: 平和, 双龙会, 全带幺 / 全带五 / 全双刻, 九莲宝灯."""
    if len(chows) == 4 and pair < 27:
        fans[Fan.ALL_CHOWS] = 1
        if pair % 9 == 4:
            by_suit: dict[int, list[int]] = {}
            for t in chows:
                by_suit.setdefault(_suit(t), []).append(t % 9)
            shapes = sorted(sorted(v) for v in by_suit.values())
            if list(by_suit) == [_suit(pair)] and shapes == [[0, 0, 6, 6]]:
                fans[Fan.PURE_TERMINAL_CHOWS] = 1
            elif _suit(pair) not in by_suit and shapes == [[0, 6], [0, 6]]:
                fans[Fan.THREE_SUITED_TERMINAL_CHOWS] = 1
    groups = [(t, t + 1, t + 2) for t in chows] + [(t,) for t in pungs] + [(pair,)]
    if all(any(x in _TERMINAL_OR_HONOUR for x in g) for g in groups):
        fans[Fan.OUTSIDE_HAND] = 1
    elif all(any(x < 27 and x % 9 == 4 for x in g) for g in groups):
        fans[Fan.ALL_FIVES] = 1
    elif not chows and all(t < 27 and t % 9 % 2 == 1 for t in (*pungs, pair)):
        fans[Fan.ALL_EVEN_PUNGS] = 1  # numbers 2 4 6 8 sit at odd places in their suit
    hand = ctx.hand
    if not hand.melds:
        counts = list(hand.counts)
        counts[ctx.situation.win_tile] -= 1
        lo = 9 * _suit(ctx.situation.win_tile)
        if lo < 27 and counts[lo : lo + 9] == [3, 1, 1, 1, 1, 1, 1, 1, 3]:
            fans[Fan.NINE_GATES] = 1


def _wait_fans(
    ctx: _Context, pair: int, sets: list[tuple[int, int, bool, bool]], fans: dict[Fan, int]
) -> None:
    """边张, 嵌张 or 单钓将 when the arrangement lets the winning tile play the role and the
    hand waited on that tile alone."""
    win = ctx.situation.win_tile
    role = None
    for k, t, _, declared in sets:
        if k == _CHOW and not declared and t <= win <= t + 2:
            if (win == t + 2 and t % 9 == 0) or (win == t and t % 9 == 6):
                role = Fan.EDGE_WAIT
                break
            if win == t + 1:
                role = Fan.CLOSED_WAIT
    if role is None and pair == win:
        role = Fan.SINGLE_WAIT
    if role is not None and ctx.waits() == {win}:
        fans[role] = 1


def _arrangement_fans(ctx: _Context, d: Decomposition) -> dict[Fan, int]:
    """Every fan one arrangement holds, before the non-repetition rule."""
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
            if sum(1 for t in d.knitted if t < 27) == 9:
                fans[Fan.KNITTED_STRAIGHT] = 1
        return fans
    for fan, n in _tile_fans(ctx.total, ctx.kongs):
        fans[fan] = n
    if shape is Shape.SEVEN_PAIRS:
        kinds = sorted(set(d.pairs))
        shifted = (
            len(kinds) == 7
            and kinds[-1] < 27
            and kinds[-1] - kinds[0] == 6
            and _suit(kinds[0]) == _suit(kinds[-1])
        )
        fans[Fan.SEVEN_SHIFTED_PAIRS if shifted else Fan.SEVEN_PAIRS] = 1
        return fans
    _set_fans(ctx, d, fans)
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
        for k, t, _, _ in _sets_of(d):
            if k == _CHOW:
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
    for i, t in enumerate([*range(9), *range(18, 27), *range(9, 18), 27, 28, 29, 30, 33, 32, 31])
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


@lru_cache(maxsize=1 << 15)
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


@lru_cache(maxsize=1 << 16)
def is_legal_mcr_win(
    hand: Hand,
    win_tile: int,
    self_drawn: bool = False,
    seat_wind: Wind | str = Wind.EAST,
    round_wind: Wind | str = Wind.EAST,
) -> bool:
    """True when a complete hand may be declared: 8 points or more without flowers.

    False for a hand that is not complete; other faults raise :class:`ScoringError`.
    """
    situation = Situation(win_tile, self_drawn, Wind.parse(seat_wind), Wind.parse(round_wind))
    try:
        return mcr_fan_value(hand, situation) >= MINIMUM
    except ScoringError as e:
        if e.code == "not-complete":
            return False
        raise
