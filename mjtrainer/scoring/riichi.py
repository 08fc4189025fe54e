"""Riichi scoring: yaku, han, fu and points through the ``mahjong`` package.

This is the only module of mjtrainer that imports ``mahjong`` (the field's standard riichi
scorer). It turns a :class:`~mjtrainer.core.Hand` and a :class:`Situation` into the package's
136-tile ids, melds and :class:`HandConfig` under the rule set's riichi options (red fives,
open tanyao, kazoe yakuman, kiriage, double yakuman: DESIGN.md "Rules", passed as the package's
:class:`OptionalRules`) and the situation's honba and riichi sticks, and turns the answer back
into our own frozen values: yaku under our names, fu items under our reason keys, the limit and
the payments.

>>> from mjtrainer.core import Hand
>>> from mjtrainer.scoring import Situation, Wind
>>> s = score_riichi(Hand.parse("123m456m234p678s55s"), Situation(25, seat_wind=Wind.SOUTH))
>>> (s.han, s.fu, s.points.total)
(1, 30, 1000)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any

from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.hand_calculating.scores import ScoresCalculator, ScoresResult
from mahjong.meld import Meld as PackageMeld

from ..core.decompose import is_complete
from ..core.hand import FIVES as _FIVES
from ..core.hand import Hand, Meld, MeldKind, red_fives_of, require_red_fives
from ..core.kinds import is_red, kind_of
from ..core.rules import Rules
from ..core.shanten import shanten
from ..core.tiles import NUM_KINDS, WHITE, tile_str
from ..words.marks import QT_TRANSLATE_NOOP
from .errors import ScoringError
from .situation import Situation, Wind
from .wintable import TableInfo, WinTable

RIICHI = Rules.preset("riichi")

#: The reason a complete hand is not a win: it has no yaku (dora are not yaku).
NO_YAKU = "no-yaku"


class FuReason(StrEnum):
    """Why fu were awarded; the members' order is the order of :attr:`RiichiScore.fu_details`."""

    BASE = "base"  # 20 for every standard hand
    CLOSED_RON = "closed-ron"  # +10 for a concealed hand winning on a discard
    SEVEN_PAIRS = "seven-pairs"  # chiitoitsu: a flat 25
    WAIT_KANCHAN = "wait-kanchan"
    WAIT_PENCHAN = "wait-penchan"
    WAIT_TANKI = "wait-tanki"
    PAIR_DRAGON = "pair-dragon"
    PAIR_SEAT_WIND = "pair-seat-wind"
    PAIR_ROUND_WIND = "pair-round-wind"
    OPEN_PUNG_SIMPLE = "open-pung-simple"
    OPEN_PUNG_TERMINAL = "open-pung-terminal-or-honour"
    CONCEALED_PUNG_SIMPLE = "concealed-pung-simple"
    CONCEALED_PUNG_TERMINAL = "concealed-pung-terminal-or-honour"
    OPEN_KONG_SIMPLE = "open-kong-simple"
    OPEN_KONG_TERMINAL = "open-kong-terminal-or-honour"
    CONCEALED_KONG_SIMPLE = "concealed-kong-simple"
    CONCEALED_KONG_TERMINAL = "concealed-kong-terminal-or-honour"
    TSUMO = "tsumo"
    OPEN_PINFU = "open-pinfu"  # an open hand won on a discard with no fu at all: 20 → 30
    ROUNDING = "rounding"  # up to the next 10


#: How each reason for fu reads, marked for the catalogues (context "Fu"): the window and
#: ``mjtrainer score`` word it from here.
FU_WORDS: dict[FuReason, str] = {
    FuReason.BASE: QT_TRANSLATE_NOOP("Fu", "base"),
    FuReason.CLOSED_RON: QT_TRANSLATE_NOOP("Fu", "concealed hand on a discard"),
    FuReason.SEVEN_PAIRS: QT_TRANSLATE_NOOP("Fu", "seven pairs"),
    FuReason.WAIT_KANCHAN: QT_TRANSLATE_NOOP("Fu", "closed wait (kanchan)"),
    FuReason.WAIT_PENCHAN: QT_TRANSLATE_NOOP("Fu", "edge wait (penchan)"),
    FuReason.WAIT_TANKI: QT_TRANSLATE_NOOP("Fu", "pair wait (tanki)"),
    FuReason.PAIR_DRAGON: QT_TRANSLATE_NOOP("Fu", "dragon pair"),
    FuReason.PAIR_SEAT_WIND: QT_TRANSLATE_NOOP("Fu", "seat-wind pair"),
    FuReason.PAIR_ROUND_WIND: QT_TRANSLATE_NOOP("Fu", "round-wind pair"),
    FuReason.OPEN_PUNG_SIMPLE: QT_TRANSLATE_NOOP("Fu", "open pung of simples"),
    FuReason.OPEN_PUNG_TERMINAL: QT_TRANSLATE_NOOP("Fu", "open pung of terminals or honours"),
    FuReason.CONCEALED_PUNG_SIMPLE: QT_TRANSLATE_NOOP("Fu", "concealed pung of simples"),
    FuReason.CONCEALED_PUNG_TERMINAL: QT_TRANSLATE_NOOP(
        "Fu", "concealed pung of terminals or honours"
    ),
    FuReason.OPEN_KONG_SIMPLE: QT_TRANSLATE_NOOP("Fu", "open kong of simples"),
    FuReason.OPEN_KONG_TERMINAL: QT_TRANSLATE_NOOP("Fu", "open kong of terminals or honours"),
    FuReason.CONCEALED_KONG_SIMPLE: QT_TRANSLATE_NOOP("Fu", "concealed kong of simples"),
    FuReason.CONCEALED_KONG_TERMINAL: QT_TRANSLATE_NOOP(
        "Fu", "concealed kong of terminals or honours"
    ),
    FuReason.TSUMO: QT_TRANSLATE_NOOP("Fu", "self-draw"),
    FuReason.OPEN_PINFU: QT_TRANSLATE_NOOP("Fu", "open hand without fu, on a discard"),
    FuReason.ROUNDING: QT_TRANSLATE_NOOP("Fu", "rounded up"),
}


class Limit(StrEnum):
    """A limit hand: the payment no longer follows han and fu."""

    MANGAN = "mangan"
    HANEMAN = "haneman"
    BAIMAN = "baiman"
    SANBAIMAN = "sanbaiman"
    YAKUMAN = "yakuman"
    KAZOE_YAKUMAN = "kazoe yakuman"  # 13 han or more from ordinary yaku and dora
    DOUBLE_YAKUMAN = "double yakuman"
    TRIPLE_YAKUMAN = "triple yakuman"
    QUADRUPLE_YAKUMAN = "quadruple yakuman"
    QUINTUPLE_YAKUMAN = "quintuple yakuman"
    SEXTUPLE_YAKUMAN = "sextuple yakuman"


#: Our id, English name (marked for the catalogues, context "Yaku": the window translates it
#: from here) and romaji of every yaku the package knows, by its ``yaku_id``.
YAKU_NAMES: dict[int, tuple[str, str, str]] = {
    0: ("menzen-tsumo", QT_TRANSLATE_NOOP("Yaku", "Fully concealed self-draw"), "Menzen tsumo"),
    1: ("riichi", QT_TRANSLATE_NOOP("Yaku", "Riichi"), "Riichi"),
    2: ("open-riichi", QT_TRANSLATE_NOOP("Yaku", "Open riichi"), "Oopun riichi"),
    3: ("ippatsu", QT_TRANSLATE_NOOP("Yaku", "One shot"), "Ippatsu"),
    4: ("chankan", QT_TRANSLATE_NOOP("Yaku", "Robbing a kong"), "Chankan"),
    5: ("rinshan", QT_TRANSLATE_NOOP("Yaku", "After a kong"), "Rinshan kaihou"),
    6: ("haitei", QT_TRANSLATE_NOOP("Yaku", "Last tile self-drawn"), "Haitei raoyue"),
    7: ("houtei", QT_TRANSLATE_NOOP("Yaku", "Last discard"), "Houtei raoyui"),
    8: ("double-riichi", QT_TRANSLATE_NOOP("Yaku", "Double riichi"), "Daburu riichi"),
    9: (
        "double-open-riichi",
        QT_TRANSLATE_NOOP("Yaku", "Double open riichi"),
        "Daburu oopun riichi",
    ),
    10: ("nagashi-mangan", QT_TRANSLATE_NOOP("Yaku", "Mangan at draw"), "Nagashi mangan"),
    11: ("renhou", QT_TRANSLATE_NOOP("Yaku", "Blessing of man"), "Renhou"),
    12: ("pinfu", QT_TRANSLATE_NOOP("Yaku", "No-points hand"), "Pinfu"),
    13: ("tanyao", QT_TRANSLATE_NOOP("Yaku", "All simples"), "Tanyao"),
    14: ("iipeikou", QT_TRANSLATE_NOOP("Yaku", "Pure double sequence"), "Iipeikou"),
    15: ("yakuhai-white", QT_TRANSLATE_NOOP("Yaku", "White dragon"), "Yakuhai: haku"),
    16: ("yakuhai-green", QT_TRANSLATE_NOOP("Yaku", "Green dragon"), "Yakuhai: hatsu"),
    17: ("yakuhai-red", QT_TRANSLATE_NOOP("Yaku", "Red dragon"), "Yakuhai: chun"),
    18: ("seat-wind-east", QT_TRANSLATE_NOOP("Yaku", "Seat wind: East"), "Jikaze: ton"),
    19: ("seat-wind-south", QT_TRANSLATE_NOOP("Yaku", "Seat wind: South"), "Jikaze: nan"),
    20: ("seat-wind-west", QT_TRANSLATE_NOOP("Yaku", "Seat wind: West"), "Jikaze: shaa"),
    21: ("seat-wind-north", QT_TRANSLATE_NOOP("Yaku", "Seat wind: North"), "Jikaze: pei"),
    22: ("round-wind-east", QT_TRANSLATE_NOOP("Yaku", "Round wind: East"), "Bakaze: ton"),
    23: ("round-wind-south", QT_TRANSLATE_NOOP("Yaku", "Round wind: South"), "Bakaze: nan"),
    24: ("round-wind-west", QT_TRANSLATE_NOOP("Yaku", "Round wind: West"), "Bakaze: shaa"),
    25: ("round-wind-north", QT_TRANSLATE_NOOP("Yaku", "Round wind: North"), "Bakaze: pei"),
    26: ("sanshoku", QT_TRANSLATE_NOOP("Yaku", "Mixed triple sequence"), "Sanshoku doujun"),
    27: ("ittsu", QT_TRANSLATE_NOOP("Yaku", "Pure straight"), "Ikkitsuukan"),
    28: ("chanta", QT_TRANSLATE_NOOP("Yaku", "Half outside hand"), "Honchantaiyaochuu"),
    29: ("honroutou", QT_TRANSLATE_NOOP("Yaku", "All terminals and honours"), "Honroutou"),
    30: ("toitoi", QT_TRANSLATE_NOOP("Yaku", "All triplets"), "Toitoihou"),
    31: ("sanankou", QT_TRANSLATE_NOOP("Yaku", "Three concealed triplets"), "Sanankou"),
    32: ("sankantsu", QT_TRANSLATE_NOOP("Yaku", "Three kongs"), "Sankantsu"),
    33: ("sanshoku-doukou", QT_TRANSLATE_NOOP("Yaku", "Triple triplets"), "Sanshoku doukou"),
    34: ("chiitoitsu", QT_TRANSLATE_NOOP("Yaku", "Seven pairs"), "Chiitoitsu"),
    35: ("shousangen", QT_TRANSLATE_NOOP("Yaku", "Little three dragons"), "Shousangen"),
    36: ("honitsu", QT_TRANSLATE_NOOP("Yaku", "Half flush"), "Honiisou"),
    37: ("junchan", QT_TRANSLATE_NOOP("Yaku", "Fully outside hand"), "Junchantaiyaochuu"),
    38: ("ryanpeikou", QT_TRANSLATE_NOOP("Yaku", "Twice pure double sequence"), "Ryanpeikou"),
    39: ("chinitsu", QT_TRANSLATE_NOOP("Yaku", "Full flush"), "Chiniisou"),
    100: ("kokushi", QT_TRANSLATE_NOOP("Yaku", "Thirteen orphans"), "Kokushi musou"),
    101: ("chuuren", QT_TRANSLATE_NOOP("Yaku", "Nine gates"), "Chuuren poutou"),
    102: ("suuankou", QT_TRANSLATE_NOOP("Yaku", "Four concealed triplets"), "Suuankou"),
    103: ("daisangen", QT_TRANSLATE_NOOP("Yaku", "Big three dragons"), "Daisangen"),
    104: ("shousuushii", QT_TRANSLATE_NOOP("Yaku", "Little four winds"), "Shousuushii"),
    105: ("ryuuiisou", QT_TRANSLATE_NOOP("Yaku", "All green"), "Ryuuiisou"),
    106: ("suukantsu", QT_TRANSLATE_NOOP("Yaku", "Four kongs"), "Suukantsu"),
    107: ("tsuuiisou", QT_TRANSLATE_NOOP("Yaku", "All honours"), "Tsuuiisou"),
    108: ("chinroutou", QT_TRANSLATE_NOOP("Yaku", "All terminals"), "Chinroutou"),
    109: ("daisharin", QT_TRANSLATE_NOOP("Yaku", "Big wheels"), "Daisharin"),
    110: ("daichisei", QT_TRANSLATE_NOOP("Yaku", "Big seven stars"), "Daichisei"),
    111: ("daisuushii", QT_TRANSLATE_NOOP("Yaku", "Big four winds"), "Daisuushii"),
    112: (
        "kokushi-13",
        QT_TRANSLATE_NOOP("Yaku", "Thirteen orphans, thirteen-sided wait"),
        "Kokushi musou juusanmen machi",
    ),
    113: (
        "suuankou-tanki",
        QT_TRANSLATE_NOOP("Yaku", "Four concealed triplets, pair wait"),
        "Suuankou tanki",
    ),
    114: ("junsei-chuuren", QT_TRANSLATE_NOOP("Yaku", "True nine gates"), "Junsei chuuren poutou"),
    115: ("tenhou", QT_TRANSLATE_NOOP("Yaku", "Blessing of heaven"), "Tenhou"),
    116: ("chiihou", QT_TRANSLATE_NOOP("Yaku", "Blessing of earth"), "Chiihou"),
    117: ("renhou-yakuman", QT_TRANSLATE_NOOP("Yaku", "Blessing of man (yakuman)"), "Renhou"),
    118: ("sashikomi", QT_TRANSLATE_NOOP("Yaku", "Dealing into open riichi"), "Sashikomi"),
    119: ("paarenchan", QT_TRANSLATE_NOOP("Yaku", "Eight consecutive wins"), "Paarenchan"),
    120: ("dora", QT_TRANSLATE_NOOP("Yaku", "Dora"), "Dora"),
    121: ("aka-dora", QT_TRANSLATE_NOOP("Yaku", "Red five"), "Akadora"),
    122: ("ura-dora", QT_TRANSLATE_NOOP("Yaku", "Ura dora"), "Uradora"),
}

# The package's fu reasons that map one to one onto ours.
_FU_REASONS: dict[str, FuReason] = {
    FuCalculator.KANCHAN: FuReason.WAIT_KANCHAN,
    FuCalculator.PENCHAN: FuReason.WAIT_PENCHAN,
    FuCalculator.PAIR_WAIT: FuReason.WAIT_TANKI,
    FuCalculator.TSUMO: FuReason.TSUMO,
    FuCalculator.HAND_WITHOUT_FU: FuReason.OPEN_PINFU,
    FuCalculator.OPEN_PON: FuReason.OPEN_PUNG_SIMPLE,
    FuCalculator.OPEN_TERMINAL_PON: FuReason.OPEN_PUNG_TERMINAL,
    FuCalculator.CLOSED_PON: FuReason.CONCEALED_PUNG_SIMPLE,
    FuCalculator.CLOSED_TERMINAL_PON: FuReason.CONCEALED_PUNG_TERMINAL,
    FuCalculator.OPEN_KAN: FuReason.OPEN_KONG_SIMPLE,
    FuCalculator.OPEN_TERMINAL_KAN: FuReason.OPEN_KONG_TERMINAL,
    FuCalculator.CLOSED_KAN: FuReason.CONCEALED_KONG_SIMPLE,
    FuCalculator.CLOSED_TERMINAL_KAN: FuReason.CONCEALED_KONG_TERMINAL,
}
_FU_ORDER = {r: i for i, r in enumerate(FuReason)}

# The package's limit labels ("yakuman" also stands for kazoe yakuman there).
_LIMITS: dict[str, Limit | None] = {
    "": None,
    "mangan": Limit.MANGAN,
    "haneman": Limit.HANEMAN,
    "baiman": Limit.BAIMAN,
    "sanbaiman": Limit.SANBAIMAN,
    "kazoe sanbaiman": Limit.SANBAIMAN,  # 13 han or more counted as sanbaiman (no kazoe yakuman)
    "kiriage mangan": Limit.MANGAN,  # 4 han 30 fu / 3 han 60 fu rounded up (kiriage)
    "yakuman": Limit.YAKUMAN,
    "2x yakuman": Limit.DOUBLE_YAKUMAN,
    "3x yakuman": Limit.TRIPLE_YAKUMAN,
    "4x yakuman": Limit.QUADRUPLE_YAKUMAN,
    "5x yakuman": Limit.QUINTUPLE_YAKUMAN,
    "6x yakuman": Limit.SEXTUPLE_YAKUMAN,
}

# Wind.tile looks its index up each time; the config is built on every call.
_WIND_TILE = {w: w.tile for w in Wind}

_PACKAGE_MELD = {
    MeldKind.CHOW: (PackageMeld.CHI, True),
    MeldKind.PUNG: (PackageMeld.PON, True),
    MeldKind.KONG: (PackageMeld.KAN, True),
    MeldKind.CONCEALED_KONG: (PackageMeld.KAN, False),
}


@dataclass(frozen=True, slots=True)
class RiichiYaku:
    """One yaku of a scored hand (dora and ura dora count as entries too)."""

    id: str
    name: str
    romaji: str
    han: int

    def to_dict(self) -> dict[str, Any]:
        """``{"name", "romaji", "han"}`` as in ``mjtrainer score --json``."""
        return {"name": self.name, "romaji": self.romaji, "han": self.han}


@dataclass(frozen=True, slots=True)
class FuItem:
    """Fu awarded for one reason."""

    reason: FuReason
    fu: int

    def to_dict(self) -> dict[str, Any]:
        """``{"reason", "fu"}``."""
        return {"reason": self.reason.value, "fu": self.fu}


@dataclass(frozen=True, slots=True)
class RiichiPoints:
    """What the winner receives. A discard win: ``from_discarder``. A self-draw:
    ``from_others`` from each non-dealer and ``from_dealer`` (None when the winner is the
    dealer, whom everyone pays ``from_others``). Each payment includes its share of the honba
    (300 a stick from the discarder, 100 a stick from each on a self-draw); ``honba`` is that
    bonus in all, ``riichi_sticks`` the deposits the winner takes from the table (1000 each),
    and ``total`` everything the winner receives."""

    total: int
    self_drawn: bool
    from_discarder: int | None = None
    from_dealer: int | None = None
    from_others: int | None = None
    honba: int = 0
    riichi_sticks: int = 0

    @property
    def value(self) -> int:
        """The hand's value: what the payments come to without the honba and the riichi
        sticks (a record's points; the sticks and honba show in the deltas only)."""
        return self.total - self.honba - self.riichi_sticks

    def to_dict(self) -> dict[str, Any]:
        """``{"total", "from_discarder"}`` or ``{"total", "from_dealer", "from_others"}``, with
        ``"honba"`` and ``"riichi_sticks"`` (the points they bring) where they bring any."""
        out: dict[str, Any] = {"total": self.total}
        if self.self_drawn:
            out.update(from_dealer=self.from_dealer, from_others=self.from_others)
        else:
            out["from_discarder"] = self.from_discarder
        if self.honba:
            out["honba"] = self.honba
        if self.riichi_sticks:
            out["riichi_sticks"] = self.riichi_sticks
        return out


@dataclass(frozen=True, slots=True)
class RiichiScore:
    """A complete hand scored under riichi rules.

    ``win`` is False (and ``reason`` is ``"no-yaku"``, the other fields zero, empty or None)
    when the hand is complete but has no yaku. ``han`` counts yaku and dora; ``fu`` is rounded
    (0 for thirteen orphans, which has no fu count); ``fu_details`` add up to ``fu``.
    """

    hand: Hand
    situation: Situation
    win: bool
    reason: str | None
    yaku: tuple[RiichiYaku, ...]
    han: int
    fu: int
    fu_details: tuple[FuItem, ...]
    limit: Limit | None
    points: RiichiPoints | None
    dealer: bool
    rules: Rules = RIICHI  #: the riichi rule set it was scored under (three-player too)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of ``mjtrainer score --rules riichi --json``."""
        out: dict[str, Any] = {
            "hand": str(self.hand),
            "rules": self.rules.name,
            "win_tile": tile_str(self.situation.win_tile),
            "self_drawn": self.situation.self_drawn,
            "win": self.win,
        }
        if not self.win:
            out["reason"] = self.reason
        out.update(
            yaku=[y.to_dict() for y in self.yaku],
            han=self.han,
            fu=self.fu,
            fu_details=[f.to_dict() for f in self.fu_details],
            limit=None if self.limit is None else self.limit.value,
            points=None if self.points is None else self.points.to_dict(),
        )
        return out


# --- checks and conversion ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Call:
    """The arguments of ``HandCalculator.estimate_hand_value`` for one hand."""

    tiles: tuple[int, ...]
    win_tile: int
    melds: tuple[PackageMeld, ...]
    dora: tuple[int, ...]
    ura_dora: tuple[int, ...]


def _check(hand: Hand, situation: Situation, rules: Rules) -> None:
    """Raise :class:`ScoringError` for anything the package would misread or accept wrongly
    (and :class:`HandError` for a red five under rules without them)."""
    situation.check(rules).check_hand(hand)
    require_red_fives(hand, rules.red_fives)


class _Copies:
    """Hands out each physical copy of a kind once: copy ``c`` of kind ``t`` is ``4t + c``.
    Copy 0 of a five is the package's red five (ids 16, 52, 88), so a plain five takes the
    other copies first and a red five always takes copy 0."""

    def __init__(self) -> None:
        self._free = [[1, 2, 3, 0] if t in _FIVES else [0, 1, 2, 3] for t in range(NUM_KINDS)]

    def take(self, code: int) -> int:
        t = kind_of(code)
        copy = 0 if is_red(code) else self._free[t][0]
        self._free[t].remove(copy)
        return 4 * t + copy


def _convert(hand: Hand, situation: Situation) -> _Call:
    """136-tile ids for the hand, its melds and the indicators: each physical copy once, the
    hand's red fives as the package's red copies (melds first, then the concealed tiles)."""
    copies = _Copies()
    tiles: list[int] = []
    melds: list[PackageMeld] = []
    for m in hand.melds:
        ids = [copies.take(c) for c in m.codes]
        meld_type, opened = _PACKAGE_MELD[m.kind]
        melds.append(PackageMeld(meld_type, ids, opened))
        tiles += ids
    concealed = [copies.take(c) for c in hand.codes()]
    tiles += concealed
    # The winning tile is one of the concealed copies of its kind (a plain one where there is).
    win_id = next(i for i in reversed(concealed) if i // 4 == situation.win_tile)
    indicators: list[list[int]] = [[], []]  # no fifth copy: Situation.check_hand saw to it
    for which, kinds in enumerate((situation.dora_indicators, situation.ura_dora_indicators)):
        for t in kinds:
            indicators[which].append(copies.take(t))
    return _Call(tuple(tiles), win_id, tuple(melds), tuple(indicators[0]), tuple(indicators[1]))


def _has_red(hand: Hand) -> bool:
    """Whether the package should count red fives: the hand holds one, and no suit's four
    fives are all plain (then copy 0 is a plain five, not the package's red one)."""
    if not hand.red_count:
        return False
    held = hand.total_counts()
    return all(held[t] < 4 or t in red_fives_of(hand) for t in _FIVES)


#: The package's limit of 13 han or more without a yakuman, by ``Rules.kazoe_yakuman``.
_KAZOE = {True: HandConstants.KAZOE_LIMITED, False: HandConstants.KAZOE_SANBAIMAN}


def _hand_config(situation: Situation, red: bool, rules: Rules) -> HandConfig:
    """The package's configuration for a situation under ``rules``' riichi options (a new one
    each time: the package writes the dora count into it); ``red``: count red fives."""
    kong, last = situation.kong, situation.last_tile
    tsumo = situation.self_drawn
    return HandConfig(
        is_tsumo=tsumo,
        is_riichi=situation.riichi,
        is_daburu_riichi=situation.double_riichi,
        is_ippatsu=situation.ippatsu,
        is_rinshan=kong and tsumo,
        is_chankan=kong and not tsumo,
        is_haitei=last and tsumo,
        is_houtei=last and not tsumo,
        player_wind=_WIND_TILE[situation.seat_wind],
        round_wind=_WIND_TILE[situation.round_wind],
        tsumi_number=situation.honba,
        kyoutaku_number=situation.riichi_sticks,
        options=OptionalRules(
            has_open_tanyao=rules.open_tanyao,
            # Red fives are the package's copy-0 ids, which _convert gives to red fives first.
            has_aka_dora=red and rules.red_fives > 0,
            has_double_yakuman=rules.double_yakuman,
            kazoe_limit=_KAZOE[rules.kazoe_yakuman],
            kiriage=rules.kiriage,
            is_three_player=rules.three_player,
        ),
        num_nuki_dora=situation.kita,
    )


# --- reading the answer ------------------------------------------------------------------------


def _pair_tile(hand: Hand) -> int:
    """The honour pair of a standard hand (fu go to honour pairs only): the honour held twice
    concealed, as an honour held three times is a pung."""
    return next(t for t in range(27, NUM_KINDS) if hand.counts[t] == 2)


def _fu_items(response: HandResponse, hand: Hand, situation: Situation) -> tuple[FuItem, ...]:
    items: list[FuItem] = []
    for d in response.fu_details or ():
        reason, fu = d["reason"], d["fu"]
        if reason == FuCalculator.BASE:
            if fu == 25:
                items.append(FuItem(FuReason.SEVEN_PAIRS, 25))
            else:
                items.append(FuItem(FuReason.BASE, 20))
                if fu == 30:
                    items.append(FuItem(FuReason.CLOSED_RON, 10))
        elif reason == FuCalculator.DOUBLE_VALUED_PAIR:
            # The package's 4 fu for a pair that is both the seat and the round wind.
            items += [FuItem(FuReason.PAIR_SEAT_WIND, 2), FuItem(FuReason.PAIR_ROUND_WIND, 2)]
        elif reason == FuCalculator.VALUED_PAIR:
            pair = _pair_tile(hand)
            if pair >= WHITE:
                items.append(FuItem(FuReason.PAIR_DRAGON, fu))
            elif pair == _WIND_TILE[situation.seat_wind]:
                items.append(FuItem(FuReason.PAIR_SEAT_WIND, fu))
            else:
                items.append(FuItem(FuReason.PAIR_ROUND_WIND, fu))
        elif reason == FuCalculator.HAND_WITHOUT_FU and situation.self_drawn:
            # The package gives an open self-drawn hand with no other fu these 2 fu instead of
            # the 2 for the self-draw: the same 2 fu, under the rule book's name.
            items.append(FuItem(FuReason.TSUMO, fu))
        else:
            items.append(FuItem(_FU_REASONS[reason], fu))
    items.sort(key=lambda f: _FU_ORDER[f.reason])
    short = (response.fu or 0) - sum(f.fu for f in items)
    if items and short > 0:
        items.append(FuItem(FuReason.ROUNDING, short))
    return tuple(items)


def _yaku(response: HandResponse) -> tuple[RiichiYaku, ...]:
    out = []
    for y in response.yaku or ():
        # How the package itself adds han: an open hand uses han_open where it has one.
        han = y.han_open if response.is_open_hand and y.han_open else y.han_closed
        if han == 0:
            continue
        key, name, romaji = YAKU_NAMES.get(y.yaku_id, (f"yaku-{y.yaku_id}", y.name, y.name))
        out.append(RiichiYaku(key, name, romaji, han))
    return tuple(out)


def _points(cost: ScoresResult, situation: Situation, rules: Rules) -> RiichiPoints:
    main = cost["main"] + cost["main_bonus"]
    additional = cost["additional"] + cost["additional_bonus"]
    total, sticks = cost["total"], cost["kyoutaku_bonus"]
    if not situation.self_drawn:
        honba = cost["main_bonus"]
        return RiichiPoints(total, False, from_discarder=main, honba=honba, riichi_sticks=sticks)
    honba = (rules.seats - 1) * cost["additional_bonus"]  # from each of the others
    if situation.is_dealer:
        return RiichiPoints(total, True, from_others=additional, honba=honba, riichi_sticks=sticks)
    return RiichiPoints(
        total, True, from_dealer=main, from_others=additional, honba=honba, riichi_sticks=sticks
    )


@lru_cache(maxsize=1 << 12)  # some 1.2 KB an entry: 5 MB (a review scores each win once)
def _score(hand: Hand, situation: Situation, rules: Rules) -> RiichiScore:
    _check(hand, situation, rules)
    call = _convert(hand, situation)
    if not is_complete(hand, rules):
        raise ScoringError("not-complete", shanten=shanten(hand, rules))
    response = HandCalculator.estimate_hand_value(
        call.tiles,
        call.win_tile,
        melds=list(call.melds),
        dora_indicators=list(call.dora),
        config=_hand_config(situation, _has_red(hand), rules),
        ura_dora_indicators=list(call.ura_dora),
    )
    dealer = situation.is_dealer
    if response.error == HandCalculator.ERR_NO_YAKU:
        return RiichiScore(hand, situation, False, NO_YAKU, (), 0, 0, (), None, None, dealer, rules)
    if response.error is not None or response.cost is None:
        # The core found the hand complete and the checks above refuse what the package
        # refuses: a disagreement here is a bug, not a user's mistake.
        raise RuntimeError(f"mahjong package refused {hand!r}: {response.error}")
    return RiichiScore(
        hand,
        situation,
        True,
        None,
        _yaku(response),
        response.han or 0,
        response.fu or 0,
        _fu_items(response, hand, situation),
        _limit(response.cost, response),
        _points(response.cost, situation, rules),
        dealer,
        rules,
    )


def _limit(cost: ScoresResult, response: HandResponse) -> Limit | None:
    """The limit of a scored win: the package's level, where 13 han of ordinary yaku (its
    "yakuman" too) is kazoe yakuman."""
    limit = _LIMITS[cost["yaku_level"]]
    if limit is Limit.YAKUMAN and not any(y.is_yakuman for y in response.yaku or ()):
        limit = Limit.KAZOE_YAKUMAN
    return limit


# --- public face -------------------------------------------------------------------------------


def score_riichi(hand: Hand, situation: Situation, rules: Rules = RIICHI) -> RiichiScore:
    """Score a complete hand (the winning tile included, melds declared) under ``rules`` (a
    riichi rule set: its red fives, open tanyao, kazoe yakuman, kiriage and double yakuman;
    the ``riichi`` preset by default). Honba and riichi sticks come from the situation.

    Ura dora indicators count only with riichi or double riichi. Raises :class:`ScoringError`
    when the situation's flags do not fit riichi or each other, the hand has not 14 tiles or is
    not complete (the error gives its shanten), the winning tile is not among the concealed
    tiles, riichi / double riichi / ippatsu come with an open meld, a win after a kong has no
    kong, a robbed kong's tile is one the hand holds besides the winning copy, or an indicator
    would be a fifth copy of its tile; :class:`HandError` for a red five under rules without
    them. Results are memoised (the arguments are immutable).
    """
    return _score(hand, situation, rules)


def riichi_value(hand: Hand, situation: Situation, rules: Rules = RIICHI) -> tuple[int, int] | None:
    """``(han, fu)`` of a complete hand, None when it has no yaku: the memoised fast path for
    callers that score every wait of a ready hand. Raises as :func:`score_riichi` does."""
    s = _score(hand, situation, rules)
    return (s.han, s.fu) if s.win else None


#: The limits of a yakuman proper, whose payment no dora changes (kazoe yakuman is counted).
YAKUMAN_LIMITS = frozenset(
    {
        Limit.YAKUMAN,
        Limit.DOUBLE_YAKUMAN,
        Limit.TRIPLE_YAKUMAN,
        Limit.QUADRUPLE_YAKUMAN,
        Limit.QUINTUPLE_YAKUMAN,
        Limit.SEXTUPLE_YAKUMAN,
    }
)


@lru_cache(maxsize=1 << 10)
def riichi_points(han: int, fu: int, situation: Situation, rules: Rules = RIICHI) -> int:
    """What the winner of a hand of ``han`` and ``fu`` (not a yakuman proper) receives in
    ``situation`` (dealer or not, self-draw or discard, honba, sticks) under ``rules``' limits
    (kiriage, kazoe yakuman): the package's own table, so that a han added to a scored hand
    (a dora, an ura dora) is paid without scoring the hand again."""
    config = _hand_config(situation, False, rules)
    return int(ScoresCalculator.calculate_scores(han, fu, config)["total"])


# --- the look-ahead's route -------------------------------------------------------------------

#: The 136-tile ids of each kind in the order :class:`_Copies` hands out plain copies: a five's
#: copy 0 (the package's red five) last.
_PLAIN_IDS = tuple(
    tuple(4 * t + c for c in ((1, 2, 3, 0) if t in _FIVES else (0, 1, 2, 3)))
    for t in range(NUM_KINDS)
)


@dataclass(frozen=True, slots=True)
class SelfDrawBase:
    """A self-drawn win scored without dora: its ``han`` and ``fu``, and for a yakuman proper
    (whose payment no dora changes) the points the winner receives (``yakuman``, else None)."""

    han: int
    fu: int
    yakuman: int | None


class SelfDrawScorer:
    """The look-ahead's route to :func:`score_riichi`: complete hands won by self-draw in one
    seat and round under ``rules``, riichi declared when the hand is concealed, scored with no
    dora and no red five. The same package call on the same arguments as :func:`score_riichi`
    makes for the hand with its red fives made plain, so the same han, fu and points; what it
    saves is ours: no :class:`RiichiScore`, no plain :class:`Hand` rebuilt, no situation
    checked (the seat, the round and the flags are fixed and valid), the package's
    configuration built once (it writes nothing into it for a call without dora or red
    fives), the points of each (han, fu) looked up once. Results are memoised in one memo
    every scorer shares (:func:`memo_info`); share a scorer with :func:`self_draw_scorer`."""

    def __init__(self, seat_wind: Wind, round_wind: Wind, rules: Rules = RIICHI) -> None:
        self.rules = rules
        self._configs = {
            closed: _hand_config(
                Situation(0, True, seat_wind, round_wind, riichi=closed), False, rules
            )
            for closed in (False, True)
        }
        #: What riichi_points configures: the same self-draw, no riichi (it pays nothing).
        self._pay = _hand_config(Situation(0, True, seat_wind, round_wind), False, rules)
        self._paid: dict[tuple[int, int], int] = {}
        #: What the answers depend on besides the hand and the tile, as the table's keys
        #: start: the seat, the round and the rule set.
        self.key = hashlib.blake2b(
            repr((seat_wind, round_wind, rules)).encode(), digest_size=8
        ).digest()

    def base(self, hand: Hand, tile: int) -> SelfDrawBase | None:
        """``hand`` won on ``tile`` by self-draw, without dora; None when that is not a win:
        no yaku, or a hand :func:`score_riichi` refuses (not 14 tiles, ``tile`` not among the
        concealed tiles, not complete)."""
        return self.base_of(bytes(hand.counts), hand.melds, tile, hand)

    def base_of(
        self, counts: bytes, melds: tuple[Meld, ...], tile: int, hand: Hand | None = None
    ) -> SelfDrawBase | None:
        """:meth:`base` of the hand of the concealed ``counts`` (34 bytes) beside ``melds``:
        the look-ahead's question, answered from the process's table of wins
        (:data:`WINS`) without building the hand, which is built (or ``hand`` taken) only to
        score a win the table does not hold."""
        if not 0 <= tile < NUM_KINDS:
            return None
        key = self.key + melds_key(melds) + counts + bytes((tile,))
        packed = WINS.get(key)
        if packed is None:
            if hand is None:
                hand = Hand.known(tuple(counts), melds)
            packed = _pack(self._base(hand, tile))
            WINS.put(key, packed)
        return _unpack(packed)

    def _base(self, hand: Hand, tile: int) -> SelfDrawBase | None:
        args = self._package_args(hand)
        if args is None:
            return None
        tiles, melds, last = args
        win_id = last.get(tile)
        if win_id is None:
            return None  # not among the concealed tiles
        response = HandCalculator.estimate_hand_value(
            tiles, win_id, melds=list(melds), config=self._configs[hand.is_concealed]
        )
        if response.error == HandCalculator.ERR_NO_YAKU:
            return None
        if response.error is not None or response.cost is None:
            raise RuntimeError(f"mahjong package refused {hand!r}: {response.error}")
        limit = _limit(response.cost, response)
        yakuman = response.cost["total"] if limit in YAKUMAN_LIMITS else None
        return SelfDrawBase(response.han or 0, response.fu or 0, yakuman)

    def _package_args(
        self, hand: Hand
    ) -> tuple[tuple[int, ...], tuple[PackageMeld, ...], dict[int, int]] | None:
        """The package's tile ids and melds for ``hand`` made plain, as :func:`_convert`
        numbers them (melds first, each kind's copies in :class:`_Copies`' order), and the
        winning id of each concealed kind (its last copy); None for a hand that is not 14
        tiles and complete. Every tile the hand wins on shares them."""
        if hand.size != 14 or not is_complete(hand, self.rules):
            return None
        counts = hand.counts
        used = [0] * NUM_KINDS
        melds: list[PackageMeld] = []
        tiles: list[int] = []
        for m in hand.melds:
            ids = []
            for t in m.tiles:
                ids.append(_PLAIN_IDS[t][used[t]])
                used[t] += 1
            meld_type, opened = _PACKAGE_MELD[m.kind]
            melds.append(PackageMeld(meld_type, ids, opened))
            tiles += ids
        last: dict[int, int] = {}
        for t, n in enumerate(counts):
            if n:
                own = _PLAIN_IDS[t][used[t] : used[t] + n]
                tiles += own
                last[t] = own[-1]
        return tuple(tiles), tuple(melds), last

    def points(self, han: int, fu: int) -> int:
        """:func:`riichi_points` of ``han`` and ``fu`` for this scorer's self-draw."""
        paid = self._paid.get((han, fu))
        if paid is None:
            paid = int(ScoresCalculator.calculate_scores(han, fu, self._pay)["total"])
            self._paid[(han, fu)] = paid
        return paid


# The scorers' table, one for all of them: a scorer a seat, round and rule set, each with its own
# 2^15 entries of some 1 KB, could hold 2 GB (the window grew by 420 MB over 15,000 actions).
# Shared and packed (bytes to ints, some 200 bytes an entry), 2^16 wins hold some 14 MB: one
# search of the heaviest hands met (35,000 wins) fits, so asking it again scores nothing.
WINS = WinTable(1 << 16)


@lru_cache(maxsize=1 << 8)
def melds_key(melds: tuple[Meld, ...]) -> bytes:
    """The melds as the table's keys spell them: their count, then each one's tile, kind and
    red five."""
    return bytes((len(melds), *(v for m in melds for v in (m.tile, _KIND_CODE[m.kind], m.red))))


_KIND_CODE = {kind: i for i, kind in enumerate(MeldKind)}


def _pack(base: SelfDrawBase | None) -> int:
    """``base`` as one int (-1: not a win)."""
    if base is None:
        return -1
    return ((base.yakuman or 0) << 16) | (base.han << 8) | base.fu


def _unpack(packed: int) -> SelfDrawBase | None:
    if packed < 0:
        return None
    return SelfDrawBase((packed >> 8) & 0xFF, packed & 0xFF, (packed >> 16) or None)


def memo_info() -> TableInfo:
    """The scorers' shared table of wins (hits, misses, maxsize, currsize, as ``functools``'
    cache info): one bound for every :class:`SelfDrawScorer`."""
    return WINS.info()


@lru_cache(maxsize=64)
def self_draw_scorer(seat_wind: Wind, round_wind: Wind, rules: Rules = RIICHI) -> SelfDrawScorer:
    """The shared :class:`SelfDrawScorer` of a seat, a round and a rule set, so that the
    look-ahead's legality check and its payoff, and successive searches, reuse one memo."""
    return SelfDrawScorer(seat_wind, round_wind, rules)


def clear_cache() -> None:
    """Forget the memoised scores (for benchmarks that time the first call)."""
    _score.cache_clear()
    riichi_points.cache_clear()
    self_draw_scorer.cache_clear()
    WINS.clear()
