"""Frozen snapshots the controllers hand to the views.

The views never import the core but its pure data (:mod:`mjtrainer.core.kinds`: the kinds'
groups and mpsz names): they get tile kinds as plain ints 0–33 plus these values, built by
the presenters (on the worker thread for analysis results). Everything here is
immutable, so a snapshot can cross threads and be kept without copying.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from ...core.kinds import NUM_KINDS

if TYPE_CHECKING:  # the scoring snapshots, for annotations (they import this module)
    from .score_model import (
        ScoreKind,
        ScoringView,
        SituationState,
    )


class Mode(Enum):
    """What a click on the palette does."""

    ADD = "add"
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    CONCEALED_KONG = "concealed-kong"
    SEEN = "seen"
    WIN_TILE = "win-tile"  # a click picks the winning tile (a palette click adds it)
    DORA = "dora"  # a palette click adds a dora indicator (a seen tile too)
    POND_RIGHT = "pond-1"  # a palette click adds to an opponent's pond (a seen tile too)
    POND_ACROSS = "pond-2"
    POND_LEFT = "pond-3"
    MELD_RIGHT = "meld-1"  # a palette click declares a meld of that tile for an opponent
    MELD_ACROSS = "meld-2"
    MELD_LEFT = "meld-3"
    OFFER_RIGHT = "offer-1"  # a palette click marks the tile as just discarded by an opponent
    OFFER_ACROSS = "offer-2"
    OFFER_LEFT = "offer-3"


@dataclass(frozen=True, slots=True)
class MeldView:
    """A declared meld: its tiles and kind ("chow", "pung", "kong", "concealed-kong")."""

    tiles: tuple[int, ...]
    kind: str


@dataclass(frozen=True, slots=True)
class OpponentPond:
    """An opponent's pond as the learner built it: the tiles in order (codes: a red five as
    34–36, drawn red), the position of the riichi declaration tile (or None), and for each
    tile whether it came after another seat's riichi (it is genbutsu for that riichi), the
    melds it declared, for each tile whether another seat called it, and for each meld the
    seat it was called from (-1: none, as a concealed kong)."""

    seat: int
    tiles: tuple[int, ...] = ()
    riichi: int | None = None
    passed: tuple[bool, ...] = ()
    melds: tuple[MeldView, ...] = ()
    called: tuple[bool, ...] = ()
    sources: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class HandState:
    """The trainer's editable state, as the views draw it."""

    concealed: tuple[int, ...] = ()  # sorted tile codes (a red five as 34–36)
    melds: tuple[MeldView, ...] = ()
    seen: tuple[int, ...] = ()  # sorted tile codes (a red five as 34–36)
    available: tuple[int, ...] = (4,) * NUM_KINDS  # copies not used by hand, melds or seen
    notation: str = ""
    size: int = 0  # concealed + 3 per meld
    mode: Mode = Mode.ADD
    enabled: tuple[bool, ...] = (True,) * NUM_KINDS  # palette tiles a click can use in this mode
    red_enabled: tuple[bool, ...] = (False, False, False)  # the palette's 0m, 0p, 0s likewise
    # The kinds the rules play with (three players leave 2m–8m out): the palette shows these.
    in_play: tuple[bool, ...] = (True,) * NUM_KINDS
    from_text: bool = False  # the change came from typing: leave the text box alone
    situation: SituationState | None = None  # how the hand won (mcr and riichi)
    scored: ScoreKind | None = None  # how the rules in force value a win (None: they do not)
    flags: tuple[str, ...] = ()  # the situation flags of those rules (the scoring package's)
    ponds: tuple[OpponentPond, ...] = ()  # the opponents' ponds, for the danger against riichi
    # The tile an opponent just discarded, to call or pass: (tile code, seat 1–3), or None.
    offered: tuple[int, int] | None = None


class StatusKind(Enum):
    """What the status line says."""

    EMPTY = "empty"  # nothing to judge yet
    SIZE = "size"  # a size the judging functions cannot judge (3n)
    WIN = "win"
    READY = "ready"
    SHANTEN = "shanten"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class DecompositionView:
    """One way a complete hand splits: a shape key and its groups of tiles."""

    shape: str  # "standard", "seven-pairs", "thirteen-orphans", ...
    groups: tuple[tuple[int, ...], ...]
    declared: tuple[MeldView, ...] = ()


@dataclass(frozen=True, slots=True)
class WaitView:
    """A winning tile, copies left and the wait kind keys ("ryanmen", "tanki", ...)."""

    tile: int
    remaining: int
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DangerView:
    """How dangerous a discard is against the riichis on the table: the deal-in ``chance``
    (0–1), the least safe ``category`` (its name key: the defence room's value, or
    ``honour-dead`` / ``no-wait`` for a tile no hand can win on) and its ``kabe``, and the
    sentences that explain it (``(seat, key, params)``: a key of ``defence.words.SENTENCES``,
    its params with tiles as kinds). ``estimate``: a four-player figure at a three-player
    table."""

    chance: float
    category: str
    kabe: str | None = None
    reasons: tuple[tuple[int, str, tuple[tuple[str, object], ...]], ...] = ()
    estimate: bool = False


@dataclass(frozen=True, slots=True)
class DiscardView:
    """One row of the discard table: the tile thrown, the shanten after it, the effective
    tiles (tile, copies left) and their total, and whether it is among the best.

    With the look-ahead: ``searched`` (None while it has not come back, False for a discard
    the search does not follow) and the chances to be ready (``tenpai``) and to win (``win``)
    by the last draw, 0–1. ``value``: the expected worth of the wins by then (the look-ahead's
    ``exp_value``), in ``value_unit`` ("points" under riichi, "fan" under MCR; "" when the
    table shows no value).

    ``tile`` is the discard's kind (what a click asks to throw, what ``best`` and the marks
    compare); ``code`` the tile it throws, as the row draws and names it: the red five's code
    (34–36) when the hand's one copy of that five is red (``Hand.discard_code``), else None
    (the kind). :attr:`face` is the one to draw."""

    tile: int
    shanten: int
    effective: tuple[tuple[int, int], ...]
    total: int
    best: bool = False
    searched: bool | None = None
    tenpai: float | None = None
    win: float | None = None
    danger: DangerView | None = None  # with a riichi on the table
    value: float | None = None
    value_unit: str = ""
    code: int | None = None
    #: The round EV in points (DESIGN.md "Decisions"): None while the look-ahead has not come
    #: back, under rules that score no riichi points, or for a position the model cannot value.
    round_ev: float | None = None
    #: With a threat on the table, the chance to deal in now to any threat (the round EV's:
    #: riichis by the defence model, open hands by their tenpai rate); None otherwise.
    deal_in: float | None = None
    #: Riichi or dama, for a discard that leaves the closed hand ready (the analysis's
    #: ``Choice.riichi``: True the discard with riichi, False kept quiet; the table shows the
    #: two as two rows); None where the question does not arise.
    riichi: bool | None = None

    @property
    def face(self) -> int:
        """The tile code the row draws and names: ``code`` when the discard throws a red
        five, else the kind."""
        return self.tile if self.code is None else self.code


@dataclass(frozen=True, slots=True)
class CurveView:
    """One line of the look-ahead chart: the discard it follows, as the tile code it throws
    (a red five 34–36 when that is the one thrown; -1: the 13-tile hand itself),
    what it counts ("win" or "tenpai") and the chance of having got there by each draw from
    ``first_draw`` to the last (draw 18)."""

    tile: int
    target: str
    first_draw: int
    values: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class ImprovementView:
    """A draw that keeps the shanten but leaves more effective tiles (改良): the tile, its
    copies left and the effective-tile total after it."""

    tile: int
    remaining: int
    effective: int


@dataclass(frozen=True, slots=True)
class HandChanceView:
    """A 13-tile hand's look-ahead: its shanten, whether it was searched (not beyond the
    cut-off), its chances to be ready and to win by the last draw, its effective-tile total
    and its improvements; ``value`` its expected worth in ``value_unit`` (as
    :class:`DiscardView`'s)."""

    shanten: int
    searched: bool
    tenpai: float | None
    win: float | None
    effective: int
    improvements: tuple[ImprovementView, ...]
    value: float | None = None
    value_unit: str = ""


@dataclass(frozen=True, slots=True)
class ContrastView:
    """The discard with the most effective tiles (``leader``) against the one that wins most
    often (``best``), with their chances to win: the one sentence said when they differ.
    Both are the tile codes the discards throw (a red five 34–36 when it is the one thrown)."""

    leader: int
    best: int
    leader_win: float
    best_win: float


@dataclass(frozen=True, slots=True)
class ValueContrastView:
    """The discard that wins most often (``best``) against the one worth most (``top``), with
    their expected worth in ``unit`` ("points", "fan"): the sentence said when they differ.
    Both are tile codes, as :class:`ContrastView`'s. ``tied``: the two win equally often (the
    first is first by the tie-break order only), so the sentence says "win as often"."""

    best: int
    top: int
    best_value: float
    top_value: float
    unit: str
    tied: bool = False


@dataclass(frozen=True, slots=True)
class FoldView:
    """The fold line under the discard table: its round EV in points and its first tiles
    (codes, in the order thrown: the safest tile each turn)."""

    ev: float
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TradeView:
    """The trade the sentence under the discard table names, by the round EV: the fold line
    (None with no threat on the table) against the discard that wins most often (``push``,
    the code it throws; its ``win`` chance, its chance to deal in to any threat now and its
    round EV); ``best``/``best_ev``: the discard with the highest round EV. ``push_riichi``
    and ``best_riichi``: each one's :attr:`DiscardView.riichi` (riichi, dama, or None)."""

    fold: FoldView | None
    push: int
    push_win: float | None
    push_deal_in: float | None
    push_ev: float
    best: int
    best_ev: float
    push_riichi: bool | None = None
    best_riichi: bool | None = None


@dataclass(frozen=True, slots=True)
class LookaheadView:
    """The look-ahead of the hand shown: from ``turn`` (1–17), by the basic or the extended
    search, with ``cut_off`` the shanten beyond which nothing is searched. A 14-tile hand's
    chances are on its discard rows (``best``: the tiles that win most often, ``contrast``:
    the sentence, if any); a 13-tile hand has ``hand``. ``curves``: the chart's lines (the
    three discards that win most often, or the hand's own chances). ``wins``: which complete
    hands count as wins ("" every one; "mcr" 8 fan or more; "yaku" a hand with a yaku, for an
    open riichi hand; "shape" every complete shape of a hand too short to be scored).
    ``value_contrast``: the sentence when the discard worth most is not the one that wins
    most often. ``basic_instead``: the extended search's cut-off when it was asked but the hand
    lies beyond it (the chances shown are then the basic search's, ``extended`` False)."""

    turn: int
    extended: bool
    cut_off: int
    best: tuple[int, ...] = ()
    contrast: ContrastView | None = None
    value_contrast: ValueContrastView | None = None
    curves: tuple[CurveView, ...] = ()
    hand: HandChanceView | None = None
    wins: str = ""
    basic_instead: int | None = None
    #: The round EV's trade and fold line (under riichi points, once searched; None otherwise).
    trade: TradeView | None = None


@dataclass(frozen=True, slots=True)
class CallView:
    """One row of the call table: pass or a call on the offered tile (``call``: "pass",
    "chi", "pon", "kong"), the ``meld`` it declares (tile codes; empty for a pass), its best
    discard after it by round EV (a tile code; None for a pass and a kong), the shanten then,
    the chance to win by the last draw, the expected worth of the wins (``value``, in
    ``value_unit``) and the round EV (each None until the look-ahead is back, or beyond it);
    ``best``: the row with the highest round EV."""

    call: str
    meld: tuple[int, ...]
    discard: int | None
    shanten: int
    win: float | None = None
    value: float | None = None
    value_unit: str = ""
    round_ev: float | None = None
    best: bool = False


@dataclass(frozen=True, slots=True)
class SearchState:
    """The look-ahead's settings and what it is doing: the turn, the extended toggle, whether
    an extended search is running and how far it is (``done`` of ``total`` steps)."""

    turn: int = 1
    extended: bool = False
    searching: bool = False
    done: int = 0
    total: int = 0


@dataclass(frozen=True, slots=True)
class Result:
    """Everything the results panel shows for one request."""

    status: StatusKind
    size: int = 0
    shanten: int = 0
    message: str = ""  # the core's error message for ERROR
    decompositions: tuple[DecompositionView, ...] = ()
    waits: tuple[WaitView, ...] = ()
    effective: tuple[tuple[int, int], ...] = ()
    effective_total: int = 0
    discards: tuple[DiscardView, ...] = ()
    shapes: tuple[tuple[str, int], ...] = field(default=())  # shanten per shape
    scoring: ScoringView | None = None  # what a win is worth (mcr and riichi)
    lookahead: LookaheadView | None = None  # the chances by the last draw, once searched
    # With a tile offered by an opponent ((tile code, seat 1–3)): pass and each call on it.
    offered: tuple[int, int] | None = None
    calls: tuple[CallView, ...] = ()
    # A practice deal's position: the tile the learner threw from it (a kind), marked.
    played: int | None = None


# --- progress -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeriesView:
    """Accuracy of one kind and level per day: (day ordinal, share right 0–1, answers)."""

    kind: str
    level: int
    points: tuple[tuple[int, float, int], ...]
    from_games: bool = False  # the cards made from the learner's games (no level of the quiz)


@dataclass(frozen=True, slots=True)
class GamePoint:
    """A reviewed game on the progress page's chart of games: the day it was reviewed (an
    ordinal), the round EV lost per decision and the share graded best (None: none graded),
    and by category ``(category, decisions, EV lost)``."""

    day: int
    ev_per_decision: float | None
    agreement: float | None
    by_category: tuple[tuple[str, int, float], ...] = ()


@dataclass(frozen=True, slots=True)
class MissedView:
    """A question missed often: its identity, its concealed tiles, misses out of answers and
    its declared melds."""

    kind: str
    level: int
    seed: int
    rules: str
    notation: str
    tiles: tuple[int, ...]
    misses: int
    answers: int
    melds: tuple[MeldView, ...] = ()
    # A card from a game: its position's seen tiles (kinds, one per copy) and turn.
    from_games: bool = False
    seen: tuple[int, ...] = ()
    turn: int | None = None


@dataclass(frozen=True, slots=True)
class ProgressView:
    """What the progress page shows."""

    answered: int = 0  # quiz answers (a practice discard is no quiz answer)
    correct: int = 0
    practice: int = 0  # practice deals' graded discards
    average_ms: float | None = None
    streak: int = 0
    due: int = 0  # questions due for review now
    series: tuple[SeriesView, ...] = ()
    per_day: tuple[tuple[int, int], ...] = ()  # (day ordinal, answers that day), all kinds
    most_missed: tuple[MissedView, ...] = ()
    saving: bool = True  # False when progress cannot be stored at all
    cards: int = 0  # cards made from the learner's games
    cards_due: int = 0  # of them, due for review now
    games: tuple[GamePoint, ...] = ()  # the reviewed games, oldest review first

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answered if self.answered else None
