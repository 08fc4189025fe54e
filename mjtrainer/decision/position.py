"""A position: one seat's view at one moment, and what an analysis of it is asked for.

:class:`Position` is the one input of :func:`~.analysis.analyze`: the hand (melds and red
fives kept), the tiles seen (:class:`~mjtrainer.core.SeenTiles`, the dora indicators among
them), the rule set, the turn (None: no look-ahead), the situation of a win (winds, flags,
dora indicators, honba, riichi sticks: the scoring room's
:class:`~mjtrainer.scoring.Situation`) and the table against a riichi (the defence room's
:class:`~mjtrainer.defence.Table`). :class:`AnalyzeOptions` says how far the analysis goes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core import NOTHING_SEEN, Hand, Rules, SeenTiles, seen_tiles
from ..core.lookahead_moves import Legal
from ..defence import Table
from ..scoring import Situation

#: The rules of a position that names none.
GENERAL = Rules.preset("general")


@dataclass(frozen=True, slots=True)
class Position:
    """One seat's position.

    ``hand``: its hand. ``seen``: every tile it sees outside the hand (ponds, melds, dora
    indicators), as a :class:`~mjtrainer.core.SeenTiles` (text or tile codes are read into
    one). ``rules``: the rule set. ``turn``: the look-ahead's turn (1–17, the draws made;
    None: no look-ahead). ``situation``: the winds and flags of a win here (None: no win is
    valued, and every complete hand counts as one); its ``win_tile`` and ``self_drawn`` are
    replaced by each way of winning valued, except that a complete hand is valued as won on
    ``win_tile`` when it is given (None: on the tile of the hand that scores best).
    ``table``: the table the danger of each discard is read against (None: no danger).
    ``offered``: a tile (a code) another seat just threw, ``offered_from`` that seat (seats
    from 0, the seat's own being ``table.seat``, or 0 without a table): the analysis then
    lists pass and each call on it (:mod:`.calls`) for the 3n+1 ``hand``.
    """

    hand: Hand
    seen: SeenTiles = NOTHING_SEEN
    rules: Rules = GENERAL
    turn: int | None = None
    situation: Situation | None = None
    win_tile: int | None = None
    table: Table | None = None
    offered: int | None = None
    offered_from: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "seen", seen_tiles(self.seen))


@dataclass(frozen=True, slots=True)
class AnalyzeOptions:
    """How far :func:`~.analysis.analyze` goes.

    ``extended``: the look-ahead's extended search. ``value``: what a win is worth (the
    look-ahead's ``exp_value``, the complete hand's score, the value of each wait), under
    rules that value a win and with a situation; off, none of it is computed (the review
    grades by the chance to win alone). ``progress(done, total)`` and ``cancel()`` are the
    look-ahead's (see :class:`~mjtrainer.core.LookaheadRequest`). ``legal``: which complete
    hands the look-ahead counts as wins, for a caller with a rule of its own (None: the
    rules' own with the situation's winds; every complete hand without a situation).
    """

    extended: bool = False
    value: bool = True
    progress: Callable[[int, int], None] | None = None
    cancel: Callable[[], bool] | None = None
    legal: Legal | None = None


#: The options of an analysis that asks nothing special.
DEFAULT_OPTIONS = AnalyzeOptions()
