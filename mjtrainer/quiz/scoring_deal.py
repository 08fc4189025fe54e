"""Complete hands and the situations of their wins, dealt for the scoring quiz.

One try: a template deals a complete hand whose shape tends to carry the fans (or yaku) a
level is about, from a 136-tile wall (never a fifth copy); some sets become declared melds and
some pungs kongs; a situation is drawn (the winning tile among the concealed ones, a discard or
a self-draw, the winds, now and then a flag, under riichi riichi itself and dora indicators);
the hand is scored, and the level's test keeps it or the caller tries again. Every choice comes
from the ``random.Random`` passed in, so a seed always gives the same hand and situation.

The levels (their tests are :func:`fits_level`):

1. one fan (MCR) or yaku (riichi, 2 han or more) brings more than half the value;
2. three fans or more (MCR) / two yaku or more (riichi), none bringing half the value;
3. MCR: a fan of :data:`~.levels.TRAP_POINTS` points or more implies a smaller fan the
   hand also shows, which is not counted; riichi: :data:`~.levels.FU_LEVEL_MINIMUM` fu or more
   and no limit hand, so the fu decide the payment.

Every question is a win (MCR: 8 points without flowers; riichi: a yaku), has no flowers, no
ura dora and no yakuman.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core import Hand, Meld, MeldKind, Rules, Scored
from ..core.kinds import GROUPS, HONORS, ORPHANS
from ..core.tiles import NUM_KINDS
from ..scoring import (
    Fan,
    McrScore,
    RiichiScore,
    Score,
    ScoringError,
    Situation,
    Wind,
    exclusions,
    score,
)
from .deal import in_play, redden
from .levels import FU_LEVEL_MINIMUM, TRAP_POINTS

#: Sets in a whole hand (four sets and a pair).
SETS = 4

_CHOW, _PUNG, _PAIR = "chow", "pung", "pair"
#: A set or the pair of a dealt hand: its kind and its lowest tile.
Part = tuple[str, int]

_SUITS = (0, 1, 2)
_WINDS = HONORS[:4]
_DRAGONS = HONORS[4:]
_HONOURS = HONORS
#: The six terminals, 1m 9m 1p 9p 1s 9s.
_TERMINALS = tuple(t for t in ORPHANS if t not in HONORS)
#: Riichi's han entries that are not yaku: dora carry no hand on their own.
DORA_IDS = frozenset({"dora", "aka-dora", "ura-dora"})
#: Han from which a riichi hand is a yakuman (kazoe included): left out of the quiz.
YAKUMAN_HAN = 13


@dataclass(frozen=True, slots=True)
class Dealt:
    """A complete hand as dealt: its sets and pair, or its 14 tiles for the shapes that are
    not sets (seven pairs, knitted); ``closed`` keeps every set concealed."""

    parts: tuple[Part, ...] = ()
    tiles: tuple[int, ...] = ()
    closed: bool = False


# --- sets ----------------------------------------------------------------------------------------


def _tiles_of(part: Part) -> tuple[int, ...]:
    kind, t = part
    if kind == _CHOW:
        return (t, t + 1, t + 2)
    return (t, t) if kind == _PAIR else (t, t, t)


def _chow(suit: int, low: int) -> Part:
    """The chow of ``suit`` starting at number ``low`` (0–6)."""
    return (_CHOW, 9 * suit + low)


def _any_set(rng: random.Random, group: int, chow_share: float = 0.6) -> Part:
    if group == 3:
        return (_PUNG, rng.choice(_HONOURS))
    if rng.random() < chow_share:
        return _chow(group, rng.randrange(7))
    return (_PUNG, 9 * group + rng.randrange(9))


def _any_pair(rng: random.Random, group: int) -> Part:
    return (_PAIR, rng.choice(_HONOURS) if group == 3 else 9 * group + rng.randrange(9))


def _mixed_group(rng: random.Random, honours: float = 1.0) -> int:
    return rng.choices(range(len(GROUPS)), (3, 3, 3, honours))[0]


def _fill(rng: random.Random, parts: list[Part], honours: float = 1.0) -> tuple[Part, ...]:
    """``parts`` completed to four sets and a pair with mixed random ones."""
    sets = sum(1 for k, _ in parts if k != _PAIR)
    out = list(parts)
    out += [_any_set(rng, _mixed_group(rng, honours)) for _ in range(SETS - sets)]
    if not any(k == _PAIR for k, _ in parts):
        out.append(_any_pair(rng, _mixed_group(rng, honours)))
    return tuple(out)


# --- templates: each deals one shape ------------------------------------------------------------


def _mixed(rng: random.Random) -> Dealt:
    return Dealt(_fill(rng, [], 1.5))


def _simples(rng: random.Random) -> Dealt:
    parts: list[Part] = []
    for _ in range(SETS):
        suit = rng.choice(_SUITS)
        if rng.random() < 0.7:
            parts.append(_chow(suit, 1 + rng.randrange(5)))
        else:
            parts.append((_PUNG, 9 * suit + 1 + rng.randrange(7)))
    parts.append((_PAIR, 9 * rng.choice(_SUITS) + 1 + rng.randrange(7)))
    return Dealt(tuple(parts))


def _all_chows(rng: random.Random) -> Dealt:
    parts = [_chow(rng.choice(_SUITS), rng.randrange(7)) for _ in range(SETS)]
    parts.append((_PAIR, 9 * rng.choice(_SUITS) + rng.randrange(9)))
    return Dealt(tuple(parts))


def _full_flush(rng: random.Random) -> Dealt:
    suit = rng.choice(_SUITS)
    parts = [_any_set(rng, suit) for _ in range(SETS)]
    parts.append(_any_pair(rng, suit))
    return Dealt(tuple(parts))


def _half_flush(rng: random.Random) -> Dealt:
    suit = rng.choice(_SUITS)
    honour_sets = rng.choice((0, 1, 1, 2))
    parts = [(_PUNG, rng.choice(_HONOURS)) for _ in range(honour_sets)]
    parts += [_any_set(rng, suit) for _ in range(SETS - honour_sets)]
    pair_group = 3 if honour_sets == 0 or rng.random() < 0.5 else suit
    parts.append(_any_pair(rng, pair_group))
    return Dealt(tuple(parts))


def _all_pungs(rng: random.Random) -> Dealt:
    parts = [(_PUNG, _any_set(rng, _mixed_group(rng), 0.0)[1]) for _ in range(SETS)]
    parts.append(_any_pair(rng, _mixed_group(rng)))
    return Dealt(tuple(parts))


def _pure_straight(rng: random.Random) -> Dealt:
    suit = rng.choice(_SUITS)
    return Dealt(_fill(rng, [_chow(suit, 0), _chow(suit, 3), _chow(suit, 6)]))


def _mixed_straight(rng: random.Random) -> Dealt:
    suits = rng.sample(_SUITS, 3)
    return Dealt(_fill(rng, [_chow(s, low) for s, low in zip(suits, (0, 3, 6), strict=True)]))


def _triple_chow(rng: random.Random) -> Dealt:
    low = rng.randrange(7)
    return Dealt(_fill(rng, [_chow(s, low) for s in _SUITS]))


def _double_chow(rng: random.Random) -> Dealt:
    suit, low = rng.choice(_SUITS), rng.randrange(7)
    copies = 3 if rng.random() < 0.3 else 2
    return Dealt(_fill(rng, [_chow(suit, low)] * copies))


def _shifted_chows(rng: random.Random) -> Dealt:
    if rng.random() < 0.5:
        step = rng.choice((1, 2))
        suit, low = rng.choice(_SUITS), rng.randrange(7 - 2 * step)
        parts = [_chow(suit, low + i * step) for i in range(3)]
    else:
        low = rng.randrange(5)
        parts = [_chow(s, low + i) for i, s in enumerate(rng.sample(_SUITS, 3))]
    return Dealt(_fill(rng, parts))


def _triple_pung(rng: random.Random) -> Dealt:
    n = rng.randrange(9)
    return Dealt(_fill(rng, [(_PUNG, 9 * s + n) for s in _SUITS]))


def _shifted_pungs(rng: random.Random) -> Dealt:
    if rng.random() < 0.5:
        suit, low = rng.choice(_SUITS), rng.randrange(7)
        parts = [(_PUNG, 9 * suit + low + i) for i in range(3)]
    else:
        low = rng.randrange(7)
        parts = [(_PUNG, 9 * s + low + i) for i, s in enumerate(rng.sample(_SUITS, 3))]
    return Dealt(_fill(rng, parts))


def _dragons(rng: random.Random) -> Dealt:
    count = rng.choice((1, 2, 2))
    chosen = rng.sample(_DRAGONS, 3)
    parts: list[Part] = [(_PUNG, t) for t in chosen[:count]]
    if count == 2 and rng.random() < 0.3:
        parts.append((_PAIR, chosen[2]))  # 小三元 / shousangen
    return Dealt(_fill(rng, parts))


def _winds(rng: random.Random) -> Dealt:
    count = rng.choice((1, 1, 2, 3))
    chosen = rng.sample(_WINDS, 4)
    parts: list[Part] = [(_PUNG, t) for t in chosen[:count]]
    if rng.random() < 0.3:
        parts.append((_PAIR, chosen[count]))
    return Dealt(_fill(rng, parts))


def _outside(rng: random.Random) -> Dealt:
    parts: list[Part] = []
    for _ in range(SETS):
        suit = rng.choice(_SUITS)
        r = rng.random()
        if r < 0.55:
            parts.append(_chow(suit, rng.choice((0, 6))))
        elif r < 0.8:
            parts.append((_PUNG, 9 * suit + rng.choice((0, 8))))
        else:
            parts.append((_PUNG, rng.choice(_HONOURS)))
    pair = rng.choice((*_HONOURS, *_TERMINALS))
    return Dealt((*parts, (_PAIR, pair)))


def _terminals_and_honours(rng: random.Random) -> Dealt:
    kinds = rng.sample(ORPHANS, 5)
    return Dealt(tuple((_PUNG, t) for t in kinds[:4]) + ((_PAIR, kinds[4]),))


def _all_fives(rng: random.Random) -> Dealt:
    parts: list[Part] = []
    for _ in range(SETS):
        suit = rng.choice(_SUITS)
        if rng.random() < 0.75:
            parts.append(_chow(suit, rng.choice((2, 3, 4))))
        else:
            parts.append((_PUNG, 9 * suit + 4))
    return Dealt((*parts, (_PAIR, 9 * rng.choice(_SUITS) + 4)))


def _number_range(rng: random.Random) -> Dealt:
    """Numbers 1–3, 1–4, 6–9, 7–9 or 4–6 only: 全小, 小于五, 大于五, 全大, 全中."""
    low, high = rng.choice(((0, 2), (0, 3), (5, 8), (6, 8), (3, 5)))
    parts: list[Part] = []
    for _ in range(SETS):
        suit = rng.choice(_SUITS)
        if high - low >= 2 and rng.random() < 0.6:
            parts.append(_chow(suit, rng.randint(low, high - 2)))
        else:
            parts.append((_PUNG, 9 * suit + rng.randint(low, high)))
    return Dealt((*parts, (_PAIR, 9 * rng.choice(_SUITS) + rng.randint(low, high))))


def _concealed_pungs(rng: random.Random) -> Dealt:
    """Three pungs or more kept concealed (三暗刻 / sanankou, the fu of concealed pungs)."""
    count = rng.choice((3, 3, 3, 4))
    parts = [(_PUNG, _any_set(rng, _mixed_group(rng), 0.0)[1]) for _ in range(count)]
    return Dealt(_fill(rng, parts), closed=rng.random() < 0.8)


def _fu_hand(rng: random.Random) -> Dealt:
    """One or two pungs, often of terminals or honours, among chows: the fu of a riichi hand."""
    count = rng.choice((1, 1, 2, 2, 3))
    parts: list[Part] = []
    for _ in range(count):
        if rng.random() < 0.5:
            parts.append((_PUNG, rng.choice(ORPHANS)))
        else:
            parts.append((_PUNG, 9 * rng.choice(_SUITS) + 1 + rng.randrange(7)))
    return Dealt(_fill(rng, parts))


def _seven_pairs(rng: random.Random) -> Dealt:
    if rng.random() < 0.4:
        suit = rng.choice(_SUITS)
        pool = [9 * suit + n for n in range(9)] + list(_HONOURS)
    else:
        pool = list(range(NUM_KINDS))
    kinds = rng.sample(pool, 7)
    return Dealt(tiles=tuple(t for k in kinds for t in (k, k)), closed=True)


def _knitted_tiles(rng: random.Random) -> list[int]:
    suits = rng.sample(_SUITS, 3)
    return [
        9 * s + n
        for s, start in zip(suits, (0, 1, 2), strict=True)
        for n in (start, 3 + start, 6 + start)
    ]


def _knitted_straight(rng: random.Random) -> Dealt:
    """组合龙: 147 258 369 in three suits, a set and a pair."""
    rest = _fill(rng, [])
    tiles = _knitted_tiles(rng)
    for part in (rest[0], rest[-1]):
        tiles += _tiles_of(part)
    return Dealt(tiles=tuple(tiles), closed=True)


def _honours_and_knitted(rng: random.Random) -> Dealt:
    """全不靠 / 七星不靠: 14 of the 16 tiles of a knitted straight and the seven honours."""
    pool = _knitted_tiles(rng) + list(_HONOURS)
    return Dealt(tiles=tuple(rng.sample(pool, 14)), closed=True)


def _all_types(rng: random.Random) -> Dealt:
    parts = [_any_set(rng, s) for s in rng.sample(_SUITS, 3)]
    if rng.random() < 0.5:
        parts += [(_PUNG, rng.choice(_WINDS)), (_PAIR, rng.choice(_DRAGONS))]
    else:
        parts += [(_PUNG, rng.choice(_DRAGONS)), (_PAIR, rng.choice(_WINDS))]
    return Dealt(tuple(parts))


Template = Callable[[random.Random], Dealt]

#: The templates each level deals from, by rules (one is picked at random per try).
TEMPLATES: dict[tuple[Scored, int], tuple[Template, ...]] = {
    (Scored.MCR, 1): (
        _full_flush,
        _half_flush,
        _all_pungs,
        _seven_pairs,
        _pure_straight,
        _mixed_straight,
        _triple_chow,
        _shifted_chows,
        _triple_pung,
        _shifted_pungs,
        _knitted_straight,
        _honours_and_knitted,
        _all_types,
        _concealed_pungs,
        _all_fives,
        _number_range,
    ),
    (Scored.MCR, 2): (
        _mixed,
        _half_flush,
        _dragons,
        _winds,
        _all_types,
        _outside,
        _double_chow,
        _all_chows,
        _simples,
        _all_pungs,
        _shifted_chows,
    ),
    (Scored.MCR, 3): (
        _full_flush,
        _half_flush,
        _double_chow,
        _pure_straight,
        _dragons,
        _concealed_pungs,
        _all_fives,
        _triple_chow,
        _terminals_and_honours,
        _shifted_pungs,
        _number_range,
        _triple_pung,
    ),
    (Scored.RIICHI, 1): (
        _full_flush,
        _half_flush,
        _all_pungs,
        _seven_pairs,
        _pure_straight,
        _triple_chow,
        _concealed_pungs,
        _outside,
        _triple_pung,
    ),
    (Scored.RIICHI, 2): (_mixed, _simples, _all_chows, _double_chow, _dragons, _winds, _outside),
    (Scored.RIICHI, 3): (_fu_hand, _fu_hand, _concealed_pungs, _mixed, _winds, _dragons, _simples),
}


# --- from parts to a hand ------------------------------------------------------------------------


def _open_count(rng: random.Random, rules: Scored) -> int:
    """How many sets are declared: a concealed hand most often, under riichi more so."""
    weights = (45, 25, 15, 8, 7) if rules is Scored.MCR else (70, 15, 10, 5, 0)
    return rng.choices(range(5), weights)[0]


def _hand(rng: random.Random, dealt: Dealt, rules: Scored) -> Hand | None:
    """The hand of a deal, with declared melds and kongs; None if the wall lacks a tile."""
    used = [0] * NUM_KINDS
    if dealt.tiles:
        for t in dealt.tiles:
            used[t] += 1
        if max(used) > 4:
            return None
        return Hand(tuple(used))
    for part in dealt.parts:
        for t in _tiles_of(part):
            used[t] += 1
    if max(used) > 4:
        return None
    sets = [i for i, (kind, _) in enumerate(dealt.parts) if kind != _PAIR]
    declared = set() if dealt.closed else set(rng.sample(sets, _open_count(rng, rules)))
    concealed: list[int] = []
    melds: list[Meld] = []
    for i, (kind, t) in enumerate(dealt.parts):
        kong = kind == _PUNG and used[t] == 3 and rng.random() < 0.1
        if kong:
            used[t] += 1
            shown = i in declared or rng.random() < 0.5
            melds.append(Meld(t, MeldKind.KONG if shown else MeldKind.CONCEALED_KONG))
        elif i in declared:
            melds.append(Meld(t, MeldKind.CHOW if kind == _CHOW else MeldKind.PUNG))
        else:
            concealed += _tiles_of((kind, t))
    return Hand.from_tiles(concealed, melds)


# --- the situation -------------------------------------------------------------------------------


def _kong_flag(rng: random.Random, hand: Hand, win: int, self_drawn: bool) -> bool:
    """Now and then a win after a kong (self-drawn) or robbing one (on a discard), where the
    hand allows it."""
    if rng.random() >= 0.05:
        return False
    if self_drawn:
        return any(m.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG) for m in hand.melds)
    return hand.total_counts()[win] == 1


def _situation(rng: random.Random, hand: Hand, rules: Scored, seats: int) -> Situation:
    tiles = hand.tiles()
    win = tiles[rng.randrange(len(tiles))]
    self_drawn = rng.random() < 0.4
    seat = rng.choice(tuple(Wind)[:seats])  # nobody sits North with three players
    kong = _kong_flag(rng, hand, win, self_drawn)
    last_tile = not kong and rng.random() < 0.04
    if rules is Scored.MCR:
        return Situation(
            win,
            self_drawn,
            seat,
            rng.choice(tuple(Wind)),
            last_tile,
            kong,
            last_of_kind=hand.counts[win] == 1 and not kong and rng.random() < 0.08,
        )
    riichi = double = ippatsu = False
    if hand.is_concealed and rng.random() < 0.6:
        double = rng.random() < 0.05
        riichi = not double
        ippatsu = rng.random() < 0.15 and not (kong and self_drawn)
    used = list(hand.total_counts())
    indicators: list[int] = []
    for _ in range(rng.choices((0, 1, 2), (5, 80, 15))[0]):
        t = rng.choice([k for k in range(NUM_KINDS) if used[k] < 4])
        used[t] += 1
        indicators.append(t)
    return Situation(
        win,
        self_drawn,
        seat,
        Wind.EAST if rng.random() < 0.6 else Wind.SOUTH,
        last_tile,
        kong,
        riichi=riichi,
        double_riichi=double,
        ippatsu=ippatsu,
        # In tile order, as the situation's JSON writes them: the order changes no score.
        dora_indicators=tuple(sorted(indicators)),
    )


# --- the levels ----------------------------------------------------------------------------------


def fits_level(level: int, s: Score) -> bool:
    """Whether a scored hand is a question of ``level`` (see the module)."""
    if not s.win:
        return False
    if isinstance(s, McrScore):
        top = max(f.value for f in s.fans)
        if level == 1:
            return 2 * top > s.fan_value and s.fans[0].fan is not Fan.CHICKEN_HAND
        if level == 2:
            return len(s.fans) >= 3 and 2 * top <= s.fan_value
        return any(e.by.points >= TRAP_POINTS for e in exclusions(s))
    assert isinstance(s, RiichiScore)
    if s.han >= YAKUMAN_HAN:
        return False
    yaku = [y.han for y in s.yaku if y.id not in DORA_IDS]
    if level == 1:
        return max(yaku) >= 2 and 2 * max(yaku) > s.han
    if level == 2:
        return len(yaku) >= 2 and 2 * max(yaku) <= s.han
    return s.fu >= FU_LEVEL_MINIMUM and s.limit is None


def deal(
    rng: random.Random, rules: Rules, level: int, templates: Sequence[Template] | None = None
) -> tuple[Hand, Situation, Score] | None:
    """One try at a question of ``level`` under ``rules`` (mcr or riichi): the hand, the
    situation of its win and its score, or None when this try does not fit."""
    kind = rules.scored
    dealt = rng.choice(templates or TEMPLATES[kind, level])(rng)
    hand = _hand(rng, dealt, kind)
    if hand is None or not in_play(hand, rules):  # 2m–8m with three players: deal again
        return None
    hand = redden(hand, rules)
    situation = _situation(rng, hand, kind, rules.seats)
    try:
        s = score(hand, rules, situation)
    except ScoringError:
        return None  # not complete as dealt (a knitted shape under riichi) or a flag misfit
    return (hand, situation, s) if fits_level(level, s) else None
