"""The judging core of mjtrainer: pure Python, standard library only.

>>> from mjtrainer.core import Hand, Rules, shanten
>>> shanten(Hand.parse("123m456p789s1122z"), Rules.preset("riichi"))
0
"""

from .analysis import (
    WAIT_KIND_NAMES,
    DiscardOption,
    Report,
    Wait,
    WaitKind,
    WaitReading,
    analyze,
    discard_options,
    effective_tiles,
    wait_readings,
    waits,
)
from .decompose import Decomposition, decompositions, is_complete
from .errors import (
    CodedError,
    HandError,
    HandSizeError,
    MeldError,
    NotationError,
    TooManyCopiesError,
)
from .hand import Hand, Meld, MeldKind, seen_counts
from .kinds import GROUP_OF, GROUPS, HONORS, MPSZ, NAMES_EN, ORPHANS, group_of
from .lookahead import (
    DiscardLookahead,
    HandLookahead,
    Improvement,
    LookaheadCancelled,
    LookaheadError,
    LookaheadRequest,
    discard_lookahead,
    hand_lookahead,
)
from .lookahead_report import (
    LookaheadReport,
    analyze_lookahead,
    effective_leaders,
    lookahead_leader,
    lookahead_leaders,
    rank_discards,
    shape_contrast,
    value_contrast,
    value_leader,
    wins_as_often,
)
from .rules import PRESET_TITLES, PRESETS, Rules, Scored, find_rules
from .seen import NOTHING_SEEN, SeenTiles, seen_tiles
from .shanten import Shape, shanten, shanten_by_shape
from .tiles import NUM_KINDS, SHORT_HONOURS, format_tiles, tile_name, tile_str

__all__ = [
    "GROUPS",
    "GROUP_OF",
    "HONORS",
    "MPSZ",
    "ORPHANS",
    "NAMES_EN",
    "SHORT_HONOURS",
    "NUM_KINDS",
    "NOTHING_SEEN",
    "PRESETS",
    "PRESET_TITLES",
    "Decomposition",
    "DiscardLookahead",
    "HandLookahead",
    "Improvement",
    "LookaheadCancelled",
    "LookaheadError",
    "LookaheadReport",
    "LookaheadRequest",
    "DiscardOption",
    "Hand",
    "CodedError",
    "HandError",
    "HandSizeError",
    "Meld",
    "MeldError",
    "MeldKind",
    "NotationError",
    "Report",
    "Rules",
    "Scored",
    "SeenTiles",
    "Shape",
    "TooManyCopiesError",
    "Wait",
    "WAIT_KIND_NAMES",
    "WaitKind",
    "WaitReading",
    "analyze",
    "analyze_lookahead",
    "decompositions",
    "discard_lookahead",
    "discard_options",
    "hand_lookahead",
    "effective_leaders",
    "effective_tiles",
    "find_rules",
    "format_tiles",
    "group_of",
    "is_complete",
    "lookahead_leader",
    "lookahead_leaders",
    "rank_discards",
    "seen_counts",
    "seen_tiles",
    "shape_contrast",
    "shanten",
    "shanten_by_shape",
    "tile_name",
    "tile_str",
    "value_contrast",
    "value_leader",
    "wins_as_often",
    "wait_readings",
    "waits",
]
