"""The review page's frozen snapshots: what the controller hands the views (the table as a
seat saw it, the rounds, one decision's analysis, the summary, the page's whole state).
Plain values, no Qt and no judging: the presenters fill them, the views draw them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...decision.reasons import Reason
from ...game.replay import PondTile
from ...game.review_choices import DAMA, RIICHI
from ..shared.viewmodel import DangerView, DiscardView

__all__ = ["PondTile"]  # a pond's tile, as the replay gives it: the views draw it as it is


@dataclass(frozen=True, slots=True)
class SeatPanel:
    """One seat at the table: who (seat, name, seat wind 0–3 East…North, dealer), its score,
    whether it is in riichi and whether it is to move; its hand face up (``hand``, codes,
    the drawn tile apart in ``drawn``) or hidden (``hidden`` tiles face down), its melds (one
    group each, ``meld_down`` the tiles shown face down), its pond in order and the norths it
    set aside as kita (``kita``, three players: shown beside its hand)."""

    seat: int
    name: str
    wind: int
    dealer: bool
    score: int
    riichi: bool
    to_move: bool
    viewer: bool
    hand: tuple[int, ...]
    drawn: int | None
    hidden: int
    melds: tuple[tuple[int, ...], ...]
    meld_down: tuple[tuple[bool, ...], ...]
    pond: tuple[PondTile, ...]
    kita: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class EventView:
    """What the last step did: ``kind`` (draw, discard, riichi, chi, pon, open-kong,
    added-kong, concealed-kong, kita, dora, deal), by ``seat`` (-1: nobody), with ``tile``."""

    kind: str
    seat: int = -1
    tile: int | None = None


@dataclass(frozen=True, slots=True)
class TableView:
    """The table at one step as the viewer saw it: the round (wind 0–3, number, honba,
    riichi sticks), the step and how many there are, the live wall and the look-ahead turn
    it gives, the dora indicators, the seats in table order from the viewer (the viewer,
    then the seats to its right, across and left), and what the step did."""

    round_wind: int
    round_number: int
    honba: int
    riichi_sticks: int
    step: int
    steps: int
    wall: int
    turn: int
    dora: tuple[int, ...]
    seats: tuple[SeatPanel, ...]
    event: EventView


@dataclass(frozen=True, slots=True)
class WinField:
    """One value of a win as the record has it and as our scorer scores it: ``name`` (han,
    fu, points, deltas), both values (a number, the four score changes, or None where unknown)
    and whether they were set side by side (``compared``) and found the same (``same``)."""

    name: str
    recorded: int | tuple[int, ...] | None
    scored: int | tuple[int, ...] | None
    compared: bool
    same: bool


@dataclass(frozen=True, slots=True)
class WinCheck:
    """A win scored again beside the record (:class:`~mjtrainer.game.review.WinReview`):
    who won, from whom, on which tile (a kind), each value (``fields``), whether all the
    compared ones agree (None: nothing could be compared), what our scorer does not count
    yet that kept values out (``gaps``: ``red-fives``, ``open-tanyao``, ``honba-sticks``)
    and, when our scorer refused the hand, its refusal (``error``: called, it words the
    coded error in the current language, so the view words it again after a change of
    language without reading the rooms' tables; None when it scored). ``liable`` is the seat
    the record names liable for the win (pao), None for nobody."""

    round: int
    winner: int
    from_seat: int
    tile: int
    fields: tuple[WinField, ...]
    agrees: bool | None
    gaps: tuple[str, ...]
    error: Callable[[], str] | None = None
    liable: int | None = None

    @property
    def differs(self) -> tuple[WinField, ...]:
        """The compared values that are not the same."""
        return tuple(f for f in self.fields if f.compared and not f.same)


@dataclass(frozen=True, slots=True)
class RoundItem:
    """One round in the list: its index and name parts, its honba, how it ended (``wins``:
    (winner, from seat) each; ``draw``: the draw's kind, "" for none) and, once reviewed,
    the seat's win chance lost in it, its mistakes and its wins scored again."""

    index: int
    wind: int
    number: int
    honba: int
    wins: tuple[tuple[int, int], ...]
    draw: str
    loss: float | None = None
    mistakes: int | None = None
    checks: tuple[WinCheck, ...] = ()
    deal_ins: tuple[int, ...] = ()  # the turns the seat dealt in with a needless danger


@dataclass(frozen=True, slots=True)
class DecisionDangerView:
    """A decision's danger against the riichis on the table: the played tile's (chance,
    category, kabe and the sentences that explain it), the safest tiles of the hand (the
    codes they throw: a red five when it is the hand's one copy of that five) with their
    chance, and whether the discard dealt in with a tile more dangerous than the safest (a
    deal-in the summary names)."""

    played: DangerView
    safest: tuple[int, ...]
    safest_chance: float
    dealt_in: bool = False


@dataclass(frozen=True, slots=True)
class DecisionView:
    """A graded decision as the analysis pane shows it: where (round, step, turn), what was
    played (``played`` the kind, ``played_code`` the tile as the log has it, tsumogiri,
    riichi), the grade (None: forced), the chance lost, the best discards (kinds), whether
    the search graded it or only the shape, the chances played and best, and the discard
    table's rows (best chance first; a row is ``best`` when it is among the best). The review
    values no win: the rows' ``value`` is filled apart, once the decision shown is valued
    (:class:`DecisionValues`)."""

    round: int
    step: int
    turn: int
    played: int
    played_code: int
    tsumogiri: bool
    riichi: bool
    forced: bool
    grade: str | None
    loss: float | None
    best: tuple[int, ...]
    searched: bool
    shape_only: bool
    played_win: float | None
    best_win: float | None
    rows: tuple[DiscardView, ...]
    danger: DecisionDangerView | None = None  # None: no riichi on the table
    #: Graded by the round EV (points): the discard played, the best, the loss, the fold line
    #: (None without a threat) and the category's key ("efficiency", "value", "push/fold");
    #: each None where the decision is graded by the win chance or by shape.
    played_ev: float | None = None
    best_ev: float | None = None
    ev_loss: float | None = None
    fold_ev: float | None = None
    category: str | None = None
    #: Why the best beats the discard played, or what the played keeps (the review's).
    reasons: tuple[Reason, ...] = ()


@dataclass(frozen=True, slots=True)
class DecisionValues:
    """What a valued search of one decision found (the review values none, for speed: its
    round EV counts a win at the published average; a decision is searched with the value on
    when the page shows it): where (``place``: round index, step), each searched discard's
    expected worth of its wins by the last draw (kind, ``exp_value``) and their unit
    ("points", "fan")."""

    place: tuple[int, int]
    values: tuple[tuple[int, float], ...]
    unit: str


@dataclass(frozen=True, slots=True)
class DecisionItem:
    """One graded decision in the summary's list: where (round index and step, the round's
    wind and number, turn), its ``kind`` (``discard``, ``riichi``, ``call``), what was played
    (``tile``: the tile thrown, a code, None for a pass or a kong; ``action``: ``riichi``,
    ``dama``, ``pass``, ``chi``, ``pon``, ``kong``, "" for a discard; ``meld`` a call's, in
    mpsz), its grade and category, the round EV lost (None: not graded by it) and its
    reasons."""

    round: int
    step: int
    wind: int
    number: int
    turn: int
    kind: str
    tile: int | None
    action: str
    meld: str | None
    grade: str
    category: str | None
    ev_loss: float | None
    reasons: tuple[Reason, ...] = ()

    @property
    def declared(self) -> bool | None:
        """A riichi decision's play: riichi (True) or dama (False); None for the others."""
        return {RIICHI: True, DAMA: False}.get(self.action)


@dataclass(frozen=True, slots=True)
class MistakeView:
    """One of the largest losses, or a deal-in with a tile more dangerous than the safest
    (``deal_in``): where (round index and step, round name parts, turn), what was played and
    what was best (tile codes, a red five 34–36, as they are named), and the chance lost."""

    round: int
    step: int
    wind: int
    number: int
    turn: int
    played: int
    best: tuple[int, ...]
    loss: float
    deal_in: bool = False
    ev_loss: float | None = None  # the round EV lost (points), where graded by it
    category: str | None = None


@dataclass(frozen=True, slots=True)
class SummaryView:
    """The seat's game in figures (:class:`~mjtrainer.game.review.Summary`): decisions,
    searched, each grade's count (in grade order), the agreement with the best, the chance
    lost in all and per searched decision, the largest losses, the loss of each round
    (wind, number, loss) and every win scored again (with its round's wind and number)."""

    decisions: int
    searched: int
    grades: tuple[tuple[str, int], ...]
    agreement: float | None
    lost: float
    mean: float | None
    mistakes: tuple[MistakeView, ...]
    per_round: tuple[tuple[int, int, float], ...]
    wins: tuple[tuple[int, int, WinCheck], ...] = ()
    #: The round EV lost (points) over the decisions graded by it, in all and per such
    #: decision (None without any).
    ev_lost: float | None = None
    ev_mean: float | None = None
    #: Every graded decision in the order of the game (discards, riichi, calls), and the
    #: list's filters: each one's key (None: all; ``mistakes``; a category) with the indices
    #: of the decisions it keeps (as ``mjtrainer review --only`` keeps them).
    decisions_graded: tuple[DecisionItem, ...] = ()
    filters: tuple[tuple[str | None, tuple[int, ...]], ...] = ()
    #: The category that lost the most round EV: (category, decisions, points lost), None
    #: when none lost a point (:attr:`~mjtrainer.game.review.Summary.weakest`).
    weakest: tuple[str, int, float] | None = None


#: A decision with no draw left (turn 18) is graded by shape only: no card of it.
LAST_CARD_TURN = 17
#: Where a card was made: a discard decision's (round, step), a riichi or call decision's
#: (round, step, kind).
CardPlace = tuple[int, int] | tuple[int, int, str]


@dataclass(frozen=True, slots=True)
class ReviewState:
    """Everything the page shows: the game (players, rounds), the seat, the round and step,
    the table, the decision at this step (``at_decision``; its analysis ``decision`` once
    reviewed, held back in spoiler-free mode until the learner picks), the learner's pick
    and its grade, the options, the review's progress and summary, and the last error."""

    loaded: bool = False
    source: str = ""
    players: tuple[str, ...] = ()
    seat: int = 0
    rounds: tuple[RoundItem, ...] = ()
    round: int = 0
    table: TableView | None = None
    at_decision: bool = False
    decision_number: int = 0  # 1-based among the round's decisions (0: not at one)
    decisions: int = 0  # the seat's decisions in the round
    decision: DecisionView | None = None
    hidden: bool = False  # spoiler-free: the analysis waits for the learner's pick
    pick: int | None = None
    pick_grade: str | None = None
    show_all: bool = False
    spoiler_free: bool = False
    reviewing: bool = False
    opening: bool = False  # a game file is being read (the progress is its rounds replayed)
    progress: tuple[int, int] = (0, 0)
    reviewed: bool = False
    summary: SummaryView | None = None
    error: str = ""
    cards: frozenset[CardPlace] = field(default_factory=frozenset)
    card_store: bool = False  # cards can be stored (the quiz keeps progress)
    #: A riichi or call decision of this step chosen from the decision list, as (round,
    #: step, kind): "Make a card" makes its card; None for the discard's.
    choice: tuple[int, int, str] | None = None

    @property
    def can_make_card(self) -> bool:
        """A card can be made of the decision shown (reviewed, not forced, not made yet)."""
        if self.choice is not None:
            return self.card_store and not self.hidden and self.choice not in self.cards
        d = self.decision
        return (
            d is not None
            and self.card_store
            and not d.forced
            and not self.hidden
            and d.turn <= LAST_CARD_TURN
            and (self.round, d.step) not in self.cards
        )
