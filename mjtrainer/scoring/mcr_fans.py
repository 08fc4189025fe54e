"""The 81 fans of the Chinese Official rules (国标麻将, MCR) and what each one implies.

:class:`Fan` is the catalogue: id 1–81 in the rule book's order (88 points down to 1, 花牌
last), the standard simplified Chinese name, the English name of the English MCR rule book
and the points. :data:`EXCLUDES` is the rule of non-repetition (不计原则): for each fan, the
fans it implies, which are therefore not counted again beside it.

Two kinds of "not counted" are not whole fans and live in the calculator instead: a fan built
from pungs uses up the 幺九刻 (Pung of Terminals or Honours) of its own pungs — 三风刻 its three
wind pungs, 圈风刻 and 门风刻 their wind pung, 九莲宝灯 one of its 1 or 9 pungs — while another
terminal or wind pung still counts; and a fan built from three sets counts at most one
two-set fan with the fourth set (the "account once" principle, 套算一次).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType


class Fan(Enum):
    """One of the 81 fans: ``id``, ``zh`` (simplified Chinese), ``en`` and ``points``."""

    # 88
    BIG_FOUR_WINDS = (1, "大四喜", "Big Four Winds", 88)
    BIG_THREE_DRAGONS = (2, "大三元", "Big Three Dragons", 88)
    ALL_GREEN = (3, "绿一色", "All Green", 88)
    NINE_GATES = (4, "九莲宝灯", "Nine Gates", 88)
    FOUR_KONGS = (5, "四杠", "Four Kongs", 88)
    SEVEN_SHIFTED_PAIRS = (6, "连七对", "Seven Shifted Pairs", 88)
    THIRTEEN_ORPHANS = (7, "十三幺", "Thirteen Orphans", 88)
    # 64
    ALL_TERMINALS = (8, "清幺九", "All Terminals", 64)
    LITTLE_FOUR_WINDS = (9, "小四喜", "Little Four Winds", 64)
    LITTLE_THREE_DRAGONS = (10, "小三元", "Little Three Dragons", 64)
    ALL_HONOURS = (11, "字一色", "All Honours", 64)
    FOUR_CONCEALED_PUNGS = (12, "四暗刻", "Four Concealed Pungs", 64)
    PURE_TERMINAL_CHOWS = (13, "一色双龙会", "Pure Terminal Chows", 64)
    # 48
    QUADRUPLE_CHOW = (14, "一色四同顺", "Quadruple Chow", 48)
    FOUR_PURE_SHIFTED_PUNGS = (15, "一色四节高", "Four Pure Shifted Pungs", 48)
    # 32
    FOUR_PURE_SHIFTED_CHOWS = (16, "一色四步高", "Four Pure Shifted Chows", 32)
    THREE_KONGS = (17, "三杠", "Three Kongs", 32)
    ALL_TERMINALS_AND_HONOURS = (18, "混幺九", "All Terminals and Honours", 32)
    # 24
    SEVEN_PAIRS = (19, "七对", "Seven Pairs", 24)
    GREATER_HONOURS_AND_KNITTED_TILES = (20, "七星不靠", "Greater Honours and Knitted Tiles", 24)
    ALL_EVEN_PUNGS = (21, "全双刻", "All Even Pungs", 24)
    FULL_FLUSH = (22, "清一色", "Full Flush", 24)
    PURE_TRIPLE_CHOW = (23, "一色三同顺", "Pure Triple Chow", 24)
    PURE_SHIFTED_PUNGS = (24, "一色三节高", "Pure Shifted Pungs", 24)
    UPPER_TILES = (25, "全大", "Upper Tiles", 24)
    MIDDLE_TILES = (26, "全中", "Middle Tiles", 24)
    LOWER_TILES = (27, "全小", "Lower Tiles", 24)
    # 16
    PURE_STRAIGHT = (28, "清龙", "Pure Straight", 16)
    THREE_SUITED_TERMINAL_CHOWS = (29, "三色双龙会", "Three-Suited Terminal Chows", 16)
    PURE_SHIFTED_CHOWS = (30, "一色三步高", "Pure Shifted Chows", 16)
    ALL_FIVES = (31, "全带五", "All Fives", 16)
    TRIPLE_PUNG = (32, "三同刻", "Triple Pung", 16)
    THREE_CONCEALED_PUNGS = (33, "三暗刻", "Three Concealed Pungs", 16)
    # 12
    LESSER_HONOURS_AND_KNITTED_TILES = (34, "全不靠", "Lesser Honours and Knitted Tiles", 12)
    KNITTED_STRAIGHT = (35, "组合龙", "Knitted Straight", 12)
    UPPER_FOUR = (36, "大于五", "Upper Four", 12)
    LOWER_FOUR = (37, "小于五", "Lower Four", 12)
    BIG_THREE_WINDS = (38, "三风刻", "Big Three Winds", 12)
    # 8
    MIXED_STRAIGHT = (39, "花龙", "Mixed Straight", 8)
    REVERSIBLE_TILES = (40, "推不倒", "Reversible Tiles", 8)
    MIXED_TRIPLE_CHOW = (41, "三色三同顺", "Mixed Triple Chow", 8)
    MIXED_SHIFTED_PUNGS = (42, "三色三节高", "Mixed Shifted Pungs", 8)
    CHICKEN_HAND = (43, "无番和", "Chicken Hand", 8)
    LAST_TILE_DRAW = (44, "妙手回春", "Last Tile Draw", 8)
    LAST_TILE_CLAIM = (45, "海底捞月", "Last Tile Claim", 8)
    OUT_WITH_REPLACEMENT_TILE = (46, "杠上开花", "Out with Replacement Tile", 8)
    ROBBING_THE_KONG = (47, "抢杠和", "Robbing the Kong", 8)
    # 6
    ALL_PUNGS = (48, "碰碰和", "All Pungs", 6)
    HALF_FLUSH = (49, "混一色", "Half Flush", 6)
    MIXED_SHIFTED_CHOWS = (50, "三色三步高", "Mixed Shifted Chows", 6)
    ALL_TYPES = (51, "五门齐", "All Types", 6)
    MELDED_HAND = (52, "全求人", "Melded Hand", 6)
    TWO_CONCEALED_KONGS = (53, "双暗杠", "Two Concealed Kongs", 6)
    TWO_DRAGON_PUNGS = (54, "双箭刻", "Two Dragon Pungs", 6)
    # 4
    OUTSIDE_HAND = (55, "全带幺", "Outside Hand", 4)
    FULLY_CONCEALED_HAND = (56, "不求人", "Fully Concealed Hand", 4)
    TWO_MELDED_KONGS = (57, "双明杠", "Two Melded Kongs", 4)
    LAST_TILE = (58, "和绝张", "Last Tile", 4)
    # 2
    DRAGON_PUNG = (59, "箭刻", "Dragon Pung", 2)
    PREVALENT_WIND = (60, "圈风刻", "Prevalent Wind", 2)
    SEAT_WIND = (61, "门风刻", "Seat Wind", 2)
    CONCEALED_HAND = (62, "门前清", "Concealed Hand", 2)
    ALL_CHOWS = (63, "平和", "All Chows", 2)
    TILE_HOG = (64, "四归一", "Tile Hog", 2)
    DOUBLE_PUNG = (65, "双同刻", "Double Pung", 2)
    TWO_CONCEALED_PUNGS = (66, "双暗刻", "Two Concealed Pungs", 2)
    CONCEALED_KONG = (67, "暗杠", "Concealed Kong", 2)
    ALL_SIMPLES = (68, "断幺", "All Simples", 2)
    # 1
    PURE_DOUBLE_CHOW = (69, "一般高", "Pure Double Chow", 1)
    MIXED_DOUBLE_CHOW = (70, "喜相逢", "Mixed Double Chow", 1)
    SHORT_STRAIGHT = (71, "连六", "Short Straight", 1)
    TWO_TERMINAL_CHOWS = (72, "老少副", "Two Terminal Chows", 1)
    PUNG_OF_TERMINALS_OR_HONOURS = (73, "幺九刻", "Pung of Terminals or Honours", 1)
    MELDED_KONG = (74, "明杠", "Melded Kong", 1)
    ONE_VOIDED_SUIT = (75, "缺一门", "One Voided Suit", 1)
    NO_HONOURS = (76, "无字", "No Honours", 1)
    EDGE_WAIT = (77, "边张", "Edge Wait", 1)
    CLOSED_WAIT = (78, "嵌张", "Closed Wait", 1)
    SINGLE_WAIT = (79, "单钓将", "Single Wait", 1)
    SELF_DRAWN = (80, "自摸", "Self-Drawn", 1)
    # 1 each, never towards the 8-fan minimum
    FLOWER_TILES = (81, "花牌", "Flower Tiles", 1)

    def __init__(self, id_: int, zh: str, en: str, points: int) -> None:
        self.id = id_
        self.zh = zh
        self.en = en
        self.points = points

    # Members are singletons compared by identity: hash them the same way, in C (Enum's own
    # hash runs Python code, and the calculator keys every fan table by Fan).
    __hash__ = object.__hash__

    @classmethod
    def by_chinese_name(cls, name: str) -> Fan:
        """The fan with this Chinese name (``KeyError`` if there is none)."""
        return _BY_ZH[name]


_BY_ZH: dict[str, Fan] = {f.zh: f for f in Fan}

F = Fan
_EXCLUDES: dict[Fan, tuple[Fan, ...]] = {
    # Each list is complete on its own: a fan left out because a bigger one implies it
    # excludes nothing itself (Nine Gates drops Fully Concealed Hand, so Self-Drawn counts).
    F.BIG_FOUR_WINDS: (
        F.BIG_THREE_WINDS,
        F.ALL_PUNGS,
        F.PREVALENT_WIND,
        F.SEAT_WIND,
        F.PUNG_OF_TERMINALS_OR_HONOURS,
    ),
    F.BIG_THREE_DRAGONS: (F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG),
    F.ALL_GREEN: (F.HALF_FLUSH, F.ONE_VOIDED_SUIT),
    F.NINE_GATES: (
        F.FULL_FLUSH,
        F.CONCEALED_HAND,
        F.FULLY_CONCEALED_HAND,
        F.ONE_VOIDED_SUIT,
        F.NO_HONOURS,
    ),
    F.FOUR_KONGS: (
        F.THREE_KONGS,
        F.TWO_MELDED_KONGS,
        F.TWO_CONCEALED_KONGS,
        F.MELDED_KONG,
        F.CONCEALED_KONG,
        F.ALL_PUNGS,
        F.SINGLE_WAIT,
    ),
    F.SEVEN_SHIFTED_PAIRS: (
        F.SEVEN_PAIRS,
        F.FULL_FLUSH,
        F.ONE_VOIDED_SUIT,
        F.NO_HONOURS,
        F.CONCEALED_HAND,
        F.FULLY_CONCEALED_HAND,
        F.SINGLE_WAIT,
    ),
    F.THIRTEEN_ORPHANS: (
        F.ALL_TYPES,
        F.CONCEALED_HAND,
        F.FULLY_CONCEALED_HAND,
        F.SINGLE_WAIT,
    ),
    F.ALL_TERMINALS: (
        F.ALL_TERMINALS_AND_HONOURS,
        F.ALL_PUNGS,
        F.OUTSIDE_HAND,
        F.PUNG_OF_TERMINALS_OR_HONOURS,
        F.NO_HONOURS,
        F.DOUBLE_PUNG,
    ),
    F.LITTLE_FOUR_WINDS: (F.BIG_THREE_WINDS, F.PUNG_OF_TERMINALS_OR_HONOURS),
    F.LITTLE_THREE_DRAGONS: (F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG),
    F.ALL_HONOURS: (
        F.ALL_TERMINALS_AND_HONOURS,
        F.ALL_PUNGS,
        F.OUTSIDE_HAND,
        F.PUNG_OF_TERMINALS_OR_HONOURS,
        F.ONE_VOIDED_SUIT,
    ),
    F.FOUR_CONCEALED_PUNGS: (
        F.THREE_CONCEALED_PUNGS,
        F.TWO_CONCEALED_PUNGS,
        F.ALL_PUNGS,
        F.CONCEALED_HAND,
        F.FULLY_CONCEALED_HAND,
    ),
    F.PURE_TERMINAL_CHOWS: (
        F.SEVEN_PAIRS,
        F.FULL_FLUSH,
        F.ALL_CHOWS,
        F.PURE_DOUBLE_CHOW,
        F.TWO_TERMINAL_CHOWS,
        F.ONE_VOIDED_SUIT,
        F.NO_HONOURS,
    ),
    F.QUADRUPLE_CHOW: (
        F.PURE_TRIPLE_CHOW,
        F.PURE_SHIFTED_PUNGS,
        F.PURE_DOUBLE_CHOW,
        F.TILE_HOG,
    ),
    F.FOUR_PURE_SHIFTED_PUNGS: (F.PURE_SHIFTED_PUNGS, F.PURE_TRIPLE_CHOW, F.ALL_PUNGS),
    F.FOUR_PURE_SHIFTED_CHOWS: (F.PURE_SHIFTED_CHOWS, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS),
    F.THREE_KONGS: (
        F.TWO_MELDED_KONGS,
        F.TWO_CONCEALED_KONGS,
        F.MELDED_KONG,
        F.CONCEALED_KONG,
    ),
    F.ALL_TERMINALS_AND_HONOURS: (
        F.ALL_PUNGS,
        F.OUTSIDE_HAND,
        F.PUNG_OF_TERMINALS_OR_HONOURS,
    ),
    F.SEVEN_PAIRS: (F.CONCEALED_HAND, F.FULLY_CONCEALED_HAND, F.SINGLE_WAIT),
    F.GREATER_HONOURS_AND_KNITTED_TILES: (
        F.LESSER_HONOURS_AND_KNITTED_TILES,
        F.ALL_TYPES,
        F.CONCEALED_HAND,
        F.FULLY_CONCEALED_HAND,
        F.SINGLE_WAIT,
    ),
    F.ALL_EVEN_PUNGS: (F.ALL_PUNGS, F.ALL_SIMPLES, F.NO_HONOURS),
    F.FULL_FLUSH: (F.ONE_VOIDED_SUIT, F.NO_HONOURS),
    F.PURE_TRIPLE_CHOW: (F.PURE_SHIFTED_PUNGS, F.PURE_DOUBLE_CHOW),
    F.PURE_SHIFTED_PUNGS: (F.PURE_TRIPLE_CHOW,),
    F.UPPER_TILES: (F.UPPER_FOUR, F.NO_HONOURS),
    F.MIDDLE_TILES: (F.ALL_SIMPLES, F.NO_HONOURS),
    F.LOWER_TILES: (F.LOWER_FOUR, F.NO_HONOURS),
    F.PURE_STRAIGHT: (F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS),
    F.THREE_SUITED_TERMINAL_CHOWS: (
        F.ALL_CHOWS,
        F.NO_HONOURS,
        F.MIXED_DOUBLE_CHOW,
        F.TWO_TERMINAL_CHOWS,
    ),
    F.ALL_FIVES: (F.ALL_SIMPLES, F.NO_HONOURS),
    F.TRIPLE_PUNG: (F.DOUBLE_PUNG,),
    F.THREE_CONCEALED_PUNGS: (F.TWO_CONCEALED_PUNGS,),
    F.LESSER_HONOURS_AND_KNITTED_TILES: (
        F.ALL_TYPES,
        F.CONCEALED_HAND,
        F.FULLY_CONCEALED_HAND,
        F.SINGLE_WAIT,
    ),
    F.UPPER_FOUR: (F.NO_HONOURS,),
    F.LOWER_FOUR: (F.NO_HONOURS,),
    F.REVERSIBLE_TILES: (F.ONE_VOIDED_SUIT,),
    F.MIXED_TRIPLE_CHOW: (F.MIXED_DOUBLE_CHOW,),
    F.LAST_TILE_DRAW: (F.SELF_DRAWN,),
    F.OUT_WITH_REPLACEMENT_TILE: (F.SELF_DRAWN,),
    F.ROBBING_THE_KONG: (F.LAST_TILE,),
    F.HALF_FLUSH: (F.ONE_VOIDED_SUIT,),
    F.MELDED_HAND: (F.SINGLE_WAIT,),
    F.TWO_CONCEALED_KONGS: (F.CONCEALED_KONG, F.TWO_CONCEALED_PUNGS),
    F.TWO_DRAGON_PUNGS: (F.DRAGON_PUNG,),
    F.FULLY_CONCEALED_HAND: (F.CONCEALED_HAND, F.SELF_DRAWN),
    F.TWO_MELDED_KONGS: (F.MELDED_KONG,),
    F.ALL_CHOWS: (F.NO_HONOURS,),
    F.ALL_SIMPLES: (F.NO_HONOURS,),
}

#: For each fan, the fans it implies and that are not counted beside it (empty when none).
EXCLUDES: Mapping[Fan, frozenset[Fan]] = MappingProxyType(
    {f: frozenset(_EXCLUDES.get(f, ())) for f in Fan}
)

# A two-set fan counts once per pair of sets, and no set is in two fans of the same kind: two
# at most of four sets. 幺九刻 once per pung; 四归一 once per kind held four times outside a
# kong (three kinds fit in fourteen tiles); 花牌 once per flower.
_REPEATS: dict[Fan, int] = {
    F.PURE_DOUBLE_CHOW: 2,
    F.MIXED_DOUBLE_CHOW: 2,
    F.SHORT_STRAIGHT: 2,
    F.TWO_TERMINAL_CHOWS: 2,
    F.DOUBLE_PUNG: 2,
    F.PUNG_OF_TERMINALS_OR_HONOURS: 4,
    F.TILE_HOG: 3,
    F.FLOWER_TILES: 8,
}

#: The most times each fan can count in one hand (1 for all but the eight that repeat).
MOST_TIMES: Mapping[Fan, int] = MappingProxyType({f: _REPEATS.get(f, 1) for f in Fan})

del F
