"""Review: every discard of one seat graded, and every win scored again beside the record.

At each discard of the seat (DESIGN.md "Games"), its hand after the draw or the call (14 tiles,
melds included), the tiles it could see (:class:`~.replay.SeatView`) and the table (the others'
ponds, melds and riichis) go through :func:`mjtrainer.decision.analyze` under the game's rules,
at turn ``18 − ⌊W / 4⌋`` (``W`` the live wall at the decision). Under riichi each discard has a
**round EV** (:mod:`mjtrainer.decision.round_ev`; a win valued at the published average, not
searched for its value, for speed), and a discard is graded by the round EV it loses against
the best: **best** (≤ 100 points), **good** (≤ 300), **doubtful** (≤ 800), **mistake** (more),
with its category (efficiency, value, push/fold); at the last draw by its deal-in and the
exhaustive draw's payments. The win chance lost stays beside it; under rules that value no
win the grade is by the win chance lost: **best** (≤ 0.5 percentage points), **good** (≤ 2),
**doubtful** (≤ 5), **mistake** (> 5). Where neither reaches (the hand beyond the search's
cut-off with no threat, or no draw left) a discard is graded by shape: a higher shanten than the
best is a mistake; at the same shanten by the share of effective tiles lost (none: best,
≤ 10 %: good, ≤ 25 %: doubtful, more: mistake). A discard made after the seat's own riichi is
forced and has no grade (nor a safest tile: it could throw none but the one drawn).

Each win is scored by :mod:`mjtrainer.scoring` (riichi) under the situation the replay gives
(winds, riichi, double riichi, ippatsu, last tile, after a kong / robbing one, dora and ura dora
indicators) and compared with what the record says, field by field, as far as our scorer counts
what the game counted (see :func:`scorer_gaps`). The honba and the riichi sticks go to the first
winner after the discarder only; a seat the record names liable (pao) pays as Tenhou does.

The review runs on a worker: ``progress(done, total)`` is called after each decision and
``cancel()`` returning True stops it with :class:`~mjtrainer.core.LookaheadCancelled`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Protocol

from .. import decision
from ..core import (
    DiscardLookahead,
    DiscardOption,
    Hand,
    LookaheadCancelled,
    Rules,
    SeenTiles,
    lookahead_leader,
    rank_discards,
)
from ..core.errors import CodedError, HandError
from ..core.kinds import CODE_NAMES, LAST_DRAW, kind_of
from ..core.rules import Scored
from ..core.tiles import format_counts
from ..decision import AnalyzeOptions, Position, PositionReport
from ..decision.calls import Call, call_options, left_of
from ..decision.reasons import Reason, discard_reasons
from ..defence import Table
from ..scoring import RiichiScore, ScoringError, Situation, Wind, score
from ..scoring.riichi import RiichiPoints
from ..words.marks import QT_TRANSLATE_NOOP
from .danger import (
    SAME_CHANCE,
    DealIn,
    DecisionDanger,
    deal_in_step,
    deal_ins,
    decision_danger,
    seat_table,
)
from .record import (
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    Game,
    Kita,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    Win,
    named_rules,
)
from .replay import Replay, SeatView, TableMeld, hand_text
from .review_choices import ChoiceDecision, call_decision, riichi_decision

RIICHI = Rules.preset("riichi")
#: Win chance lost (as a probability) up to which a discard is graded best, good, doubtful,
#: where no round EV is known (rules that value no win).
BEST, GOOD, DOUBTFUL = 0.005, 0.02, 0.05
#: Round EV lost (points) up to which a discard is graded best, good, doubtful (DESIGN.md
#: "Decisions": grades).
BEST_EV, GOOD_EV, DOUBTFUL_EV = 100, 300, 800
#: Share of the best discard's effective tiles lost up to which a shape grade is good, doubtful.
SHAPE_GOOD, SHAPE_DOUBTFUL = 0.10, 0.25
#: How many of the largest losses the summary lists.
MISTAKES_LISTED = 10

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]
#: The look-ahead's legality check of a complete hand won on a tile (:func:`legal_win`).
Legal = Callable[[Hand, int], bool]


class Grade(StrEnum):
    """How good a discard was, by the win chance lost against the best one."""

    BEST = "best"
    GOOD = "good"
    DOUBTFUL = "doubtful"
    MISTAKE = "mistake"


class Category(StrEnum):
    """What a decision graded by round EV turned on (DESIGN.md "Decisions"): only the seat's
    own progress, the value of its wins, or — a threat on the table and the choices differing
    in danger — pushing or folding."""

    EFFICIENCY = "efficiency"
    VALUE = "value"
    PUSH_FOLD = "push/fold"
    #: Riichi or dama, and pass or a call (:mod:`.review_choices`).
    RIICHI = "riichi"
    CALL = "call"


#: Each category in words, by its value, marked for the catalogues (the Review page's context,
#: "ReviewPage"; the Progress page and ``mjtrainer history`` name them too).
CATEGORY_NAMES: dict[str, str] = {
    Category.EFFICIENCY.value: QT_TRANSLATE_NOOP("ReviewPage", "efficiency"),
    Category.VALUE.value: QT_TRANSLATE_NOOP("ReviewPage", "value"),
    Category.PUSH_FOLD.value: QT_TRANSLATE_NOOP("ReviewPage", "push or fold"),
    Category.RIICHI.value: QT_TRANSLATE_NOOP("ReviewPage", "riichi or dama"),
    Category.CALL.value: QT_TRANSLATE_NOOP("ReviewPage", "call or pass"),
}


@dataclass(frozen=True, slots=True)
class Weakest:
    """The category a game lost the most round EV in: its name (a :class:`Category` value),
    its decisions and the points lost there."""

    category: str
    decisions: int
    ev_lost: float

    def to_dict(self) -> dict[str, Any]:
        """The summary's ``weakest`` object."""
        return {
            "category": self.category,
            "decisions": self.decisions,
            "ev_lost": round(self.ev_lost),
        }


def weakest(by_category: Mapping[str, tuple[int, float]]) -> Weakest | None:
    """Where the most points were lost, from ``{category: (decisions, EV lost)}``: the most
    EV lost, then the most decisions, then the categories' order; None when no category lost
    a whole point."""
    order = {c.value: i for i, c in enumerate(Category)}
    lost = [(c, n, x) for c, (n, x) in by_category.items() if round(x) >= 1]
    if not lost:
        return None
    c, n, x = min(lost, key=lambda e: (-e[2], -e[1], order.get(e[0], len(order)), e[0]))
    return Weakest(str(c), n, x)


def grade_of_ev_loss(loss: float) -> Grade:
    """The grade of a discard that loses ``loss`` points of round EV against the best."""
    if loss <= BEST_EV:
        return Grade.BEST
    if loss <= GOOD_EV:
        return Grade.GOOD
    if loss <= DOUBTFUL_EV:
        return Grade.DOUBTFUL
    return Grade.MISTAKE


def grade_of_loss(loss: float) -> Grade:
    """The grade of a discard that loses ``loss`` (a probability, 0–1) of win chance."""
    if loss <= BEST:
        return Grade.BEST
    if loss <= GOOD:
        return Grade.GOOD
    if loss <= DOUBTFUL:
        return Grade.DOUBTFUL
    return Grade.MISTAKE


def turn_of(wall: int, seats: int) -> int:
    """The look-ahead turn of a decision with ``wall`` live tiles left at a table of ``seats``:
    ``18 − ⌊W / seats⌋`` (the draws the seat still has if nobody calls); 18 means no draw is
    left."""
    return max(1, LAST_DRAW - wall // seats)


@dataclass(frozen=True, slots=True)
class Decision:
    """One discard of the reviewed seat, graded.

    ``hand`` and ``melds`` are its hand before the discard (codes; the drawn or called tile
    included), ``seen`` the 34 counts it could see, ``played`` the tile as the log has it.
    ``shanten`` is the hand's (the best discard's). ``searched``: the played discard went
    through the look-ahead, so its chances and ``loss`` are known; ``best`` lists every
    discard (kinds) within :data:`BEST` of the best chance, or by shape the discards with the
    lowest shanten and the most effective tiles. ``options`` is the whole discard table
    (look-ahead entries, or effective-tile options when graded by shape). A ``forced``
    decision (after the seat's own riichi) has no grade, no best and no chances.
    """

    round: int
    step: int
    turn: int
    hand: tuple[int, ...]
    melds: tuple[TableMeld, ...]
    seen: tuple[int, ...]
    played: int
    tsumogiri: bool
    riichi: bool
    forced: bool
    shanten: int | None
    searched: bool
    played_win_prob: float | None
    played_tenpai_prob: float | None
    best: tuple[int, ...]
    best_win_prob: float | None
    loss: float | None
    grade: Grade | None
    options: tuple[DiscardLookahead, ...] | tuple[DiscardOption, ...] = ()
    #: Against the riichis on the table (None when there is none): :mod:`.danger`.
    danger: DecisionDanger | None = None
    #: The round EV (points) of the discard played, of the best discard, the loss, the fold
    #: line's (None without a threat) and the category: None where the decision is not graded
    #: by round EV (rules that value no win, no draw left, forced).
    played_ev: float | None = None
    best_ev: float | None = None
    ev_loss: float | None = None
    fold_ev: float | None = None
    category: Category | None = None
    #: Each entry of ``options``' round EV, in its order (empty when not graded by round EV).
    option_evs: tuple[float, ...] = ()
    #: With a threat on the table, each entry of ``options``' chance to deal in now to any
    #: threat (the round EV's: riichis by the defence model, open hands by their tenpai rate);
    #: empty otherwise.
    option_deal_ins: tuple[float, ...] = ()
    #: The position analysed (its situation and table: what a card from it keeps); None for
    #: a forced decision.
    position: Position | None = None
    #: Why the best discard beats the played one, or what the played one keeps when it is the
    #: best (:mod:`mjtrainer.decision.reasons`); empty for a forced decision.
    reasons: tuple[Reason, ...] = ()

    @property
    def hand_text(self) -> str:
        """The hand as text, red fives as ``0``."""
        return hand_text(self.hand, self.melds)

    def core_hand(self) -> Hand:
        """The hand before the discard as a core :class:`~mjtrainer.core.Hand`, its red fives
        kept, concealed and in melds (shape reads them as fives; the value and the names of
        the discards tell them apart): the position a card from the game holds."""
        return Hand.from_tiles(self.hand, (m.core_meld() for m in self.melds))

    @property
    def best_codes(self) -> tuple[int, ...]:
        """``best`` as the tiles those discards throw from the hand (``Hand.discard_code``: a
        red five's code when it is the hand's one copy of that five), for the reports."""
        held = self.core_hand()
        return tuple(held.discard_code(t) for t in self.best)

    def to_dict(self) -> dict[str, Any]:
        """The ``decision`` line of ``mjtrainer review --json``."""
        out: dict[str, Any] = {
            "type": "decision",
            "kind": "discard",
            "round": self.round,
            "turn": self.turn,
            "hand": self.hand_text,
            "seen": _seen_text(self.seen),
            "played": CODE_NAMES[self.played],
            "tsumogiri": self.tsumogiri,
            "riichi": self.riichi,
            "shanten": self.shanten,
            "searched": self.searched,
            "played_win_prob": self.played_win_prob,
            "played_tenpai_prob": self.played_tenpai_prob,
            "best": [CODE_NAMES[t] for t in self.best_codes],
            "best_win_prob": self.best_win_prob,
            "loss": self.loss,
            "played_ev": _points(self.played_ev),
            "best_ev": _points(self.best_ev),
            "ev_loss": _points(self.ev_loss),
            "fold_ev": _points(self.fold_ev),
            "grade": None if self.grade is None else self.grade.value,
            "category": None if self.category is None else self.category.value,
            "reasons": [r.to_dict() for r in self.reasons],
            "danger": None if self.danger is None else self.danger.to_dict(),
        }
        if self.forced:
            out["forced"] = True
        return out


def _points(ev: float | None) -> int | None:
    """A round EV in whole points for the JSON (None stays None)."""
    return None if ev is None else round(ev)


def _seen_text(counts: tuple[int, ...]) -> str:
    return format_counts(counts)


@dataclass(frozen=True, slots=True)
class WinReview:
    """A win as recorded and as our scorer scores it.

    ``hand``/``melds`` are the winner's whole hand (codes, the winning tile included).
    ``scored`` is None when our scorer refused the hand: ``error`` is its refusal, a coded
    error (a ``ScoringError``, or a ``HandError`` for a hand that is no hand), which the app
    words in the learner's language and the command line and the JSON in English. ``compared``
    names the fields set side by side (``han``, ``fu``, ``points``, ``deltas``) and ``gaps``
    what our scorer does not count yet, which kept the others out. ``agrees`` is None when
    nothing could be compared.
    """

    round: int
    win: Win
    hand: tuple[int, ...]
    melds: tuple[TableMeld, ...]
    situation: Situation | None
    scored: RiichiScore | None
    scored_deltas: tuple[int, ...] | None
    compared: tuple[str, ...]
    gaps: tuple[str, ...]
    agrees: bool | None
    error: CodedError | None = None

    def to_dict(self) -> dict[str, Any]:
        """The ``win`` line of ``mjtrainer review --json``."""
        w = self.win
        scored: dict[str, Any] | None = None
        if self.scored is not None:
            s = self.scored
            scored = {
                "han": s.han,
                "fu": s.fu,
                "points": None if s.points is None else s.points.value,
                "yaku": [y.to_dict() for y in s.yaku],
                "deltas": None if self.scored_deltas is None else list(self.scored_deltas),
            }
        return {
            "type": "win",
            "round": self.round,
            "winner": w.winner,
            "from": w.from_seat,
            "hand": hand_text(self.hand, self.melds),
            "win_tile": CODE_NAMES[w.win_tile],
            "recorded": {
                "deltas": list(w.deltas),
                "han": w.han,
                "fu": w.fu,
                "points": w.points,
                **({} if w.liable is None else {"liable": w.liable}),
            },
            "scored": scored,
            "agrees": self.agrees,
            **({} if self.error is None else {"error": str(self.error)}),
        }


@dataclass(frozen=True, slots=True)
class RoundReview:
    """One round reviewed: its decisions in order, its wins, or its draw; ``choices`` the
    decisions that are not which tile to throw (riichi or dama), in order."""

    index: int
    round: Round
    decisions: tuple[Decision, ...]
    wins: tuple[WinReview, ...]
    draw: DrawEnd | None
    choices: tuple[ChoiceDecision, ...] = ()

    @property
    def loss(self) -> float:
        """The win chance lost over the round's searched decisions."""
        return sum(d.loss for d in self.decisions if d.loss is not None)

    def to_dict(self) -> dict[str, Any]:
        """The ``round`` line of ``mjtrainer review --json``."""
        r = self.round
        return {
            "type": "round",
            "round": self.index,
            "name": r.name,
            "honba": r.honba,
            "riichi_sticks": r.riichi_sticks,
            "dealer": r.dealer,
            "scores": list(r.scores),
        }


@dataclass(frozen=True, slots=True)
class Summary:
    """The seat's game in figures: how many decisions, how many searched, the grades, the
    share graded best (of the graded ones; None without any), the win chance lost in all and
    per searched decision, the largest losses (largest first) and the loss of each round."""

    seat: int
    decisions: int
    searched: int
    grades: dict[Grade, int]
    agreement: float | None
    win_prob_lost: float
    mean_loss: float | None
    mistakes: tuple[Decision, ...]
    per_round: tuple[float, ...]
    #: Deal-ins with a tile more dangerous than the safest held (:func:`with_deal_ins`).
    deal_ins: tuple[DealIn, ...] = ()
    #: Round EV lost (points) over the decisions graded by it, in all and per such decision
    #: (None without any), and by category: (decisions, EV lost).
    ev_lost: float = 0.0
    ev_lost_per_decision: float | None = None
    by_category: dict[Category, tuple[int, float]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The ``summary`` line of ``mjtrainer review --json``."""
        return {
            "type": "summary",
            "seat": self.seat,
            "decisions": self.decisions,
            "searched": self.searched,
            "grades": {g.value: self.grades[g] for g in Grade},
            "by_category": {
                c.value: {"decisions": n, "ev_lost": round(lost)}
                for c, (n, lost) in self.by_category.items()
            },
            "agreement": self.agreement,
            "ev_lost": round(self.ev_lost),
            "ev_lost_per_decision": (
                None if self.ev_lost_per_decision is None else round(self.ev_lost_per_decision, 1)
            ),
            "win_prob_lost": self.win_prob_lost,
            "weakest": None if self.weakest is None else self.weakest.to_dict(),
            "mistakes": [
                {
                    "round": d.round,
                    "turn": d.turn,
                    "kind": "discard",
                    "played": CODE_NAMES[d.played],
                    "best": [CODE_NAMES[t] for t in d.best_codes],
                    "loss": d.loss,
                    "ev_loss": _points(d.ev_loss),
                    "category": None if d.category is None else d.category.value,
                    "deal_in": self.dealt_in(d),
                    "reasons": [r.to_dict() for r in d.reasons],
                }
                for d in self.mistakes
            ],
            "deal_ins": [d.to_dict() for d in self.deal_ins],
        }

    @property
    def weakest(self) -> Weakest | None:
        """The category with the most round EV lost (:func:`weakest`)."""
        return weakest({c.value: v for c, v in self.by_category.items()})

    def dealt_in(self, decision: Decision) -> bool:
        """Whether ``decision`` is one of :attr:`deal_ins`."""
        return any(d.round == decision.round and d.step == decision.step for d in self.deal_ins)


@dataclass(frozen=True, slots=True)
class GameReview:
    """A game reviewed for one seat: each round's review and the summary."""

    game: Game
    seat: int
    extended: bool
    rounds: tuple[RoundReview, ...]
    summary: Summary

    def lines(self, only: str | None = None) -> list[dict[str, Any]]:
        """The JSON lines of ``mjtrainer review --json`` in order: the game, then each round
        with its decisions (those ``only`` selects, :func:`selected`) and its wins or draw,
        then the summary."""
        g = self.game
        out: list[dict[str, Any]] = [
            {
                "type": "game",
                "format": g.source_format,
                "players": list(g.players),
                "seat": self.seat,
                "rules": {**named_rules(g.rules), **g.rules.game_options()},
                "rounds": len(g.rounds),
            }
        ]
        for r in self.rounds:
            out.append(r.to_dict())
            out += _decision_lines(r, only)
            out += [w.to_dict() for w in r.wins]
            if r.draw is not None:
                out.append(
                    {
                        "type": "draw",
                        "round": r.index,
                        "kind": r.draw.kind.value,
                        "recorded": {"deltas": list(r.draw.deltas)},
                    }
                )
        out.append(self.summary.to_dict())
        return out


def _decision_lines(r: RoundReview, only: str | None = None) -> list[dict[str, Any]]:
    """A round's decision lines (those ``only`` selects) in the order of the game: a riichi
    decision after the discard it declares with (or keeps quiet)."""
    keyed: list[tuple[int, int, dict[str, Any]]] = [
        (d.step, 0, d.to_dict()) for d in r.decisions if selected(d, only)
    ]
    keyed += [(c.step, 1, c.to_dict()) for c in r.choices if selected(c, only)]
    return [line for _, _, line in sorted(keyed, key=lambda k: (k[0], k[1]))]


#: The filter of the decisions a review shows (``mjtrainer review --only``, the window's
#: list): the mistakes only, or the decisions of one category (:class:`Category`).
ONLY_MISTAKES = "mistakes"
ONLY_CHOICES = (ONLY_MISTAKES, *(c.value for c in Category))


class Filtered(Protocol):
    """What the filter reads of a decision (a :class:`Decision`, a :class:`ChoiceDecision`,
    or a view's picture of one): its grade and its category, as values or their names."""

    @property
    def grade(self) -> object: ...

    @property
    def category(self) -> object: ...


def selected(d: Filtered, only: str | None) -> bool:
    """Whether decision ``d`` passes the filter ``only`` (None: every decision does):
    ``mistakes``, those graded mistake; a category's value, those of that category."""
    if only is None:
        return True
    if only == ONLY_MISTAKES:
        return d.grade is not None and str(d.grade) == Grade.MISTAKE.value
    return d.category is not None and str(d.category) == only


# --- grading one decision -----------------------------------------------------------------------


def _seat_wind(seat: int, dealer: int, rules: Rules) -> Wind:
    """``seat``'s wind: East for the dealer, then round the table."""
    return list(Wind)[(seat - dealer) % rules.seats]


def _round_wind(wind: int) -> Wind:
    return list(Wind)[wind]


def _shape_grade(
    options: tuple[DiscardOption, ...] | tuple[DiscardLookahead, ...], played: int
) -> tuple[Grade, tuple[int, ...]]:
    """(grade, best discards) by shanten and then effective tiles."""
    low = min(o.shanten for o in options)
    most = max(o.effective_count for o in options if o.shanten == low)
    best = tuple(o.discard for o in options if o.shanten == low and o.effective_count == most)
    mine = next(o for o in options if o.discard == played)
    if mine.shanten > low:
        return Grade.MISTAKE, best
    lost = 0.0 if most == 0 else (most - mine.effective_count) / most
    if lost <= 0:
        return Grade.BEST, best
    if lost <= SHAPE_GOOD:
        return Grade.GOOD, best
    if lost <= SHAPE_DOUBTFUL:
        return Grade.DOUBTFUL, best
    return Grade.MISTAKE, best


@dataclass(frozen=True, slots=True)
class Graded:
    """One discard graded from its position alone (hand, seen tiles, turn, rules): the
    fields of a :class:`Decision` after its place in the game."""

    shanten: int
    searched: bool
    played_win_prob: float | None
    played_tenpai_prob: float | None
    best: tuple[int, ...]
    best_win_prob: float | None
    loss: float | None
    grade: Grade
    options: tuple[DiscardLookahead, ...] | tuple[DiscardOption, ...]
    played_ev: float | None = None
    best_ev: float | None = None
    ev_loss: float | None = None
    fold_ev: float | None = None
    category: Category | None = None
    option_evs: tuple[float, ...] = ()
    option_deal_ins: tuple[float, ...] = ()
    reasons: tuple[Reason, ...] = ()


def grade_position(
    hand: Hand,
    seen: tuple[int, ...],
    played: int,
    turn: int,
    rules: Rules = RIICHI,
    legal: Legal | None = None,
    *,
    extended: bool = False,
    cancel: Cancel | None = None,
) -> Graded:
    """Grade discarding ``played`` (a kind) from the 3n+2 ``hand`` with the 34 ``seen`` counts
    at look-ahead ``turn`` (1–18; 18: no draw left, graded by shape) under ``rules``,
    ``legal`` saying which complete hands may be declared (None: every one). The position goes
    through :func:`mjtrainer.decision.analyze`, as every analysis does. Raises
    :class:`~mjtrainer.core.LookaheadCancelled` when ``cancel()`` says so."""
    position = Position(hand, SeenTiles.from_counts(seen), rules, _search_turn(turn))
    options = AnalyzeOptions(extended=extended, value=False, cancel=cancel, legal=legal)
    return grade_found(decision.analyze(position, options), played)


def _search_turn(turn: int) -> int | None:
    """The look-ahead turn of a decision at ``turn``; None when no draw is left."""
    return None if turn >= LAST_DRAW else turn


def grade_found(found: PositionReport, played: int) -> Graded:
    """Grade discarding ``played`` (a kind) at the position :func:`mjtrainer.decision.analyze`
    analysed: by the round EV lost against the best discard where the analysis has round EVs
    (and the search reached the hand, or a threat is on the table), else by the win chance
    lost where the look-ahead reached, else by shape. The one grader of a discard: the review
    and the practice deal both ask it. Its reasons compare the played discard with the best
    (the first of ``best``)."""
    graded = _grade_by_ev(found, played)
    top = graded.best[0] if graded.best else played
    return replace(graded, reasons=discard_reasons(found, played, top))


def _grade_by_ev(found: PositionReport, played: int) -> Graded:
    by_win = _grade_by_win(found, played)
    evs = found.round_evs
    if evs is None or (by_win.best_win_prob is None and found.fold is None):
        return by_win
    discards = [o.discard for o in found.report.discards]
    mine = discards.index(played)
    top = max(range(len(evs)), key=lambda i: (evs[i], -i))
    loss = max(0.0, evs[top] - evs[mine])
    ranked = sorted(range(len(evs)), key=lambda i: -evs[i])
    best = tuple(discards[i] for i in ranked if evs[top] - evs[i] <= BEST_EV)
    return replace(
        by_win,
        best=best,
        grade=grade_of_ev_loss(loss),
        played_ev=evs[mine],
        best_ev=evs[top],
        ev_loss=loss,
        fold_ev=None if found.fold is None else found.fold.ev,
        category=_category(found, mine, top),
        option_evs=evs,
        option_deal_ins=found.deal_ins or (),
    )


def _category(found: PositionReport, mine: int, top: int) -> Category:
    """Push/fold when a threat is on the table and the choices differ in danger; else value
    when the played one loses round EV but no win chance (more than :data:`BEST`) against the
    best; else efficiency (the seat's own progress)."""
    chances = found.deal_ins
    if chances is not None and max(chances) - min(chances) > SAME_CHANCE:
        return Category.PUSH_FOLD
    evs = found.round_evs
    if found.ahead is not None and evs is not None and evs[top] - evs[mine] > BEST_EV:
        a, b = found.ahead.discards[mine].win_prob, found.ahead.discards[top].win_prob
        if a is not None and b is not None and b - a <= BEST:
            return Category.VALUE
    return Category.EFFICIENCY


def _grade_by_win(found: PositionReport, played: int) -> Graded:
    """Grade by the win chance lost (where the look-ahead reached), else by shape."""
    if found.ahead is None:
        options = found.report.discards
        grade, best = _shape_grade(options, played)
        low = min(o.shanten for o in options)
        return Graded(low, False, None, None, best, None, None, grade, options)
    entries = found.ahead.discards
    low = min(e.shanten for e in entries)
    mine = next(e for e in entries if e.discard == played)
    top = lookahead_leader(entries)
    if top is None:  # beyond the search's reach
        grade, best = _shape_grade(entries, played)
        return Graded(low, False, None, None, best, None, None, grade, entries)
    assert top.win_prob is not None
    best = tuple(
        e.discard
        for e in rank_discards(entries)
        if e.searched and e.win_prob is not None and top.win_prob - e.win_prob <= BEST
    )
    if not mine.searched:  # a higher shanten than the search follows: a lower shanten lost
        return Graded(low, False, None, None, best, top.win_prob, None, Grade.MISTAKE, entries)
    assert mine.win_prob is not None
    loss = max(0.0, top.win_prob - mine.win_prob)
    return Graded(
        low, True, mine.win_prob, mine.tenpai_prob, best, top.win_prob, loss,
        grade_of_loss(loss), entries,
    )  # fmt: skip


def grade_decision(
    view: SeatView,
    event: Discard,
    *,
    declares: bool,
    round_index: int,
    round_wind: int,
    dealer: int,
    extended: bool = False,
    cancel: Cancel | None = None,
    rules: Rules = RIICHI,
    honba: int = 0,
    table: Table | None = None,
    found_to: list[PositionReport] | None = None,
) -> Decision:
    """Grade the discard ``event`` of ``view.seat`` made at the table ``view`` (the step just
    before it) under ``rules`` (the game's); ``declares``: the discard declares riichi. The
    seat's position (its hand, the tiles it saw, the turn, its winds, the dora indicators, the
    sticks and ``honba``, and ``table``: the others' ponds and melds) goes through
    :func:`mjtrainer.decision.analyze`, which gives each discard its round EV; the analysis is
    appended to ``found_to`` when given (the riichi decision reads it). Raises
    :class:`~mjtrainer.core.LookaheadCancelled` when ``cancel()`` says so."""
    turn = turn_of(view.wall, rules.seats)
    common = (round_index, view.step, turn, view.hand, view.own_melds, view.seen, event.tile)
    flags = (event.tsumogiri, declares)
    if view.in_riichi:
        return Decision(*common, *flags, True, None, False, None, None, (), None, None, None)
    # The winds say which complete hands may be declared, the dora, sticks and honba what a
    # win is worth; the flags of a win play no part.
    situation = _situation_of(view, rules, dealer, round_wind, honba)
    position = Position(
        view.core_hand(), SeenTiles.from_counts(view.seen), rules, _search_turn(turn), situation,
        table=table,
    )  # fmt: skip
    # no valuation (for speed: issue 26 §4): a win is worth the published average
    options = AnalyzeOptions(extended=extended, value=False, cancel=cancel)
    found = decision.analyze(position, options)
    if turn >= LAST_DRAW:  # no draw left: the deal-in now and the exhaustive draw
        found = decision.at_last_draw(found)
    if found_to is not None:
        found_to.append(found)
    g = grade_found(found, kind_of(event.tile))
    return Decision(
        *common, *flags, False, g.shanten, g.searched, g.played_win_prob, g.played_tenpai_prob,
        g.best, g.best_win_prob, g.loss, g.grade, g.options, None, g.played_ev, g.best_ev,
        g.ev_loss, g.fold_ev, g.category, g.option_evs, g.option_deal_ins, position, g.reasons,
    )  # fmt: skip


def _situation_of(
    view: SeatView, rules: Rules, dealer: int, round_wind: int, honba: int
) -> Situation:
    """The situation of a win of ``view.seat`` at a decision: its winds, the dora indicators,
    the sticks and ``honba`` (the flags of a win play no part)."""
    return Situation(
        0,
        seat_wind=_seat_wind(view.seat, dealer, rules),
        round_wind=_round_wind(round_wind),
        dora_indicators=tuple(kind_of(t) for t in view.dora_indicators),
        honba=honba,
        riichi_sticks=view.riichi_sticks,
    )


def call_chances(
    rp: Replay,
    seat: int,
    round_index: int,
    rules: Rules,
    *,
    extended: bool = False,
    cancel: Cancel | None = None,
) -> list[ChoiceDecision]:
    """A call decision at every discard of another seat that ``seat`` could call (chi from its
    left, pon, open kong; not in riichi, a draw left after it), whatever it did: the position
    before the discard (the tile not yet seen) with the tile offered, graded by round EV."""
    rnd = rp.round
    events = rnd.events
    out: list[ChoiceDecision] = []
    for i, e in enumerate(events[:-1]):  # a round's last discard is won on or ends it
        if not isinstance(e, Discard) or e.seat == seat:
            continue
        view = rp.view(i, seat)
        turn = turn_of(view.wall, rules.seats)
        if view.in_riichi or turn >= LAST_DRAW:
            continue
        hand = view.core_hand()
        chi = e.seat == left_of(seat, rules.seats)
        if hand.size % 3 != 1 or len(call_options(hand, e.tile, chi, rules)) == 1:
            continue
        if cancel is not None and cancel():
            raise LookaheadCancelled()
        situation = _situation_of(view, rules, rnd.dealer, rnd.wind, rnd.honba)
        position = Position(
            hand, SeenTiles.from_counts(view.seen), rules, turn, situation,
            table=seat_table(rp.state(i), seat), offered=e.tile, offered_from=e.seat,
        )  # fmt: skip
        found = decision.analyze(position, AnalyzeOptions(extended=extended, value=False))
        where = (round_index, i, turn)
        made = call_decision(
            found, _taken(events, i, seat), where, view.hand, view.own_melds, grade_of_ev_loss,
            BEST_EV,
        )  # fmt: skip
        if made is not None:
            out.append(made)
    return out


def _taken(events: tuple[Any, ...], i: int, seat: int) -> tuple[Call, int, int | None] | None:
    """The call ``seat`` made on the discard at ``i`` (its kind, its meld's lowest kind, the
    kind it threw after a chi or a pon), or None when it passed."""
    after = events[i + 1]
    if not isinstance(after, Chi | Pon | OpenKong) or after.seat != seat:
        return None
    if isinstance(after, Chi):
        low = min(kind_of(t) for t in (after.tile, *after.tiles))
        call = Call.CHI
    else:
        low = kind_of(after.tile)
        call = Call.PON if isinstance(after, Pon) else Call.KONG
    thrown = None
    if call is not Call.KONG:
        thrown = next(
            (kind_of(x.tile) for x in events[i + 2 :] if isinstance(x, Discard) and x.seat == seat),
            None,
        )
    return call, low, thrown


def grade_pick(decision: Decision, tile: int) -> Grade | None:
    """The grade discarding ``tile`` (a kind) would have had at ``decision``, by the same
    measure as the discard played: the round EV lost, or the win chance lost against the best
    where the search reached both, else by shape. None for a forced decision or a tile not in
    the hand."""
    if decision.forced or not decision.options:
        return None
    mine = next((o for o in decision.options if o.discard == tile), None)
    if mine is None:
        return None
    if decision.option_evs and decision.best_ev is not None:
        i = [o.discard for o in decision.options].index(tile)
        return grade_of_ev_loss(max(0.0, decision.best_ev - decision.option_evs[i]))
    if isinstance(mine, DiscardLookahead) and decision.best_win_prob is not None:
        if not mine.searched or mine.win_prob is None:
            return Grade.MISTAKE  # further from ready than the search follows
        return grade_of_loss(max(0.0, decision.best_win_prob - mine.win_prob))
    return _shape_grade(decision.options, tile)[0]


# --- the wins -----------------------------------------------------------------------------------

#: What a replacement draw follows: a win on it is 嶺上開花 (after a kita too, as Tenhou and
#: Mahjong Soul count it).
_KONGS = (OpenKong, AddedKong, ConcealedKong, Kita)
_CALL_EVENTS = (Chi, Pon, OpenKong, AddedKong, ConcealedKong)
#: What ends a riichi's ippatsu: a call, a kong, and anyone's kita (riichienv, Mahjong Soul).
_ENDS_IPPATSU = (*_CALL_EVENTS, Kita)


def scoring_rules(game: Game) -> Rules:
    """The rule set the game was played under (its preset with the log's red fives, open
    tanyao, double yakuman and kiriage), for the look-ahead and the scorer."""
    return game.rules


def scorer_gaps(win: Win, hand: tuple[int, ...], melds: tuple[TableMeld, ...], game: Game,
                honba: int, sticks: int) -> tuple[str, ...]:  # fmt: skip
    """What the game counted in this win that our scorer does not count yet (the one place
    to shrink as the scorer grows). Nothing now: red fives (aka dora), open tanyao and the
    other options of the game's rules, honba and riichi sticks are all scored, so every
    recorded win is compared; a gap found later is named here (the readable review words it,
    ``cli.review.GAP_WORDS``)."""
    return ()


def _payments(points: RiichiPoints, win: Win, dealer: int, rules: Rules) -> tuple[int, ...]:
    """The score changes of ``win`` worth ``points``, one a seat. A liable seat (pao) pays as Tenhou
    does (DESIGN.md "Rules"): the whole of a self-draw, honba included; of a ron on another's
    discard half the hand's value, the discarder the other half, the liable seat the honba."""
    deltas = [0 for _ in rules.seat_order()]
    deltas[win.winner] = points.total
    liable = win.liable
    if liable is not None and liable != win.winner and (win.self_drawn or liable != win.from_seat):
        if win.self_drawn:
            deltas[liable] = -(points.value + points.honba)
        else:
            half = points.value // 2
            deltas[win.from_seat] = -half
            deltas[liable] = -(points.value - half + points.honba)
    elif not points.self_drawn:
        assert points.from_discarder is not None
        deltas[win.from_seat] = -points.from_discarder
    else:
        for s in rules.seat_order():
            if s != win.winner:
                dealer_pays = s == dealer and points.from_dealer is not None
                pays = points.from_dealer if dealer_pays else points.from_others
                assert pays is not None
                deltas[s] = -pays
    return tuple(deltas)


def _situation(replay: Replay, win: Win) -> Situation:
    rnd = replay.round
    events = rnd.events
    final = replay.final
    seat = win.winner
    first = win.winner == _first_winner(rnd)
    tail = [e for e in events if not isinstance(e, NewDora)]
    last = tail[-1] if tail else None
    if win.self_drawn:
        before = tail[-2] if len(tail) > 1 else None
        kong = isinstance(last, Draw) and isinstance(before, _KONGS)
    else:
        kong = isinstance(last, (AddedKong, ConcealedKong))
    riichi_at = final.riichi[seat]
    riichi = riichi_at is not None
    double = ippatsu = False
    if riichi:
        declared = _declaration_index(events, seat)
        double = riichi_at == 0 and not any(isinstance(e, _CALL_EVENTS) for e in events[:declared])
        since = events[declared + 1 :]
        ippatsu = not any(isinstance(e, _ENDS_IPPATSU) for e in since) and not any(
            isinstance(e, Discard) and e.seat == seat for e in since
        )
    return Situation(
        kind_of(win.win_tile),
        self_drawn=win.self_drawn,
        seat_wind=_seat_wind(seat, rnd.dealer, replay.rules),
        round_wind=_round_wind(rnd.wind),
        last_tile=final.wall == 0 and not kong,
        kong=kong,
        riichi=riichi and not double,
        double_riichi=double,
        ippatsu=ippatsu,
        dealer=seat == rnd.dealer,
        dora_indicators=tuple(kind_of(t) for t in final.dora_indicators),
        ura_dora_indicators=tuple(kind_of(t) for t in win.ura_dora_indicators) if riichi else (),
        # The honba and the sticks on the table go to the first winner after the discarder
        # only (Tenhou, Mahjong Soul: 上家取り), whatever order a log lists a double ron in.
        honba=rnd.honba if first else 0,
        riichi_sticks=final.riichi_sticks if first else 0,
        kita=final.kita[seat],
    )


def _first_winner(rnd: Round) -> int:
    """The winner who takes the honba and the riichi sticks of a round won: the only one, or
    of a double ron the first in turn order after the discarder."""
    wins = [e for e in rnd.ends if isinstance(e, Win)]
    seats = len(rnd.scores)
    return min(wins, key=lambda w: (w.winner - w.from_seat) % seats).winner


def _declaration_index(events: tuple[Any, ...], seat: int) -> int:
    """The index of ``seat``'s riichi declaration tile among ``events``."""
    for i, e in enumerate(events):
        if isinstance(e, Riichi) and e.seat == seat:
            return next(
                j for j in range(i + 1, len(events))
                if isinstance(events[j], Discard) and events[j].seat == seat
            )  # fmt: skip
    # The replay's riichi marks come from these very events: not reached for a read record.
    raise RuntimeError(f"seat {seat} never declared riichi")


def review_win(replay: Replay, win: Win, game: Game, round_index: int) -> WinReview:
    """Score ``win`` again with our scorer and set it beside the record."""
    final = replay.final
    melds = final.melds[win.winner]
    hand = (*win.hand, win.win_tile)
    if game.rules.scored is not Scored.RIICHI:
        # The record's han, fu, points and deltas are riichi's: a game under other rules (a
        # practice deal under mcr) keeps its win as recorded, compared with nothing.
        return WinReview(round_index, win, hand, melds, None, None, None, (), (), None)
    honba, sticks = replay.round.honba, final.riichi_sticks
    gaps = scorer_gaps(win, hand, melds, game, honba, sticks)
    try:
        situation = _situation(replay, win)
        core = Hand.from_tiles(hand, (m.core_meld() for m in melds))
        scored = score(core, scoring_rules(game), situation)
    except (ScoringError, HandError) as e:
        return WinReview(round_index, win, hand, melds, None, None, None, (), gaps, False, e)
    assert isinstance(scored, RiichiScore)
    deltas = (
        _payments(scored.points, win, replay.round.dealer, replay.rules) if scored.points else None
    )
    pairs: dict[str, tuple[Any, Any]] = {}
    if win.fu is not None:
        pairs["fu"] = (win.fu, scored.fu)
    if win.han is not None:
        pairs["han"] = (win.han, scored.han)
    if win.points is not None:  # the hand's value: the honba and sticks are in the deltas
        pairs["points"] = (win.points, None if scored.points is None else scored.points.value)
    pairs["deltas"] = (win.deltas, deltas)
    agrees = None if not pairs else scored.win and all(a == b for a, b in pairs.values())
    return WinReview(
        round_index, win, hand, melds, situation, scored, deltas, tuple(pairs), gaps, agrees
    )


# --- the whole game -----------------------------------------------------------------------------


def review_game(
    game: Game,
    seat: int = 0,
    *,
    extended: bool = False,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    every: bool = True,
) -> GameReview:
    """Review ``game`` for ``seat`` (0–3): every discard graded, every win scored again; with
    ``every`` (the default) every other decision too: riichi or dama, call or pass
    (:mod:`.review_choices`); without, the discards alone (the benchmark's baseline).

    ``progress(done, total)`` is called as decisions are graded (``total`` the seat's discards
    in the game); ``cancel()`` returning True stops the review with
    :class:`~mjtrainer.core.LookaheadCancelled`.
    """
    if seat not in game.rules.seat_order():
        raise ValueError(f"seat {seat} is not a seat (0–{game.rules.seats - 1})")
    replays = [Replay(r, game.rules) for r in game.rounds]
    rules = scoring_rules(game)
    steps = [rp.decisions(seat) for rp in replays]
    total = sum(len(s) for s in steps)
    done = 0
    if progress is not None:
        progress(0, total)
    rounds = []
    for index, (rp, decision_steps) in enumerate(zip(replays, steps, strict=True)):
        rnd = rp.round
        decisions = []
        choices: list[ChoiceDecision] = []
        for step in decision_steps:
            if cancel is not None and cancel():
                raise LookaheadCancelled()
            event = rnd.events[step]
            assert isinstance(event, Discard)
            declares = rp.table(step + 1).ponds[seat][-1].riichi
            view = rp.view(step, seat)
            found: list[PositionReport] = []
            d = grade_decision(
                view, event, declares=declares, round_index=index, round_wind=rnd.wind,
                dealer=rnd.dealer, extended=extended, cancel=cancel, rules=rules,
                honba=rnd.honba, table=None if view.in_riichi else seat_table(rp.state(step), seat),
                found_to=found,
            )  # fmt: skip
            d = replace(d, danger=_danger(rp, view, event.tile, forced=d.forced))
            decisions.append(d)
            if every:
                choices += _riichi_choice(found, d, declares)
            done += 1
            if progress is not None:
                progress(done, total)
        wins = tuple(review_win(rp, e, game, index) for e in rnd.ends if isinstance(e, Win))
        draw = next((e for e in rnd.ends if isinstance(e, DrawEnd)), None)
        if every:
            choices += call_chances(rp, seat, index, rules, extended=extended, cancel=cancel)
        choices.sort(key=lambda c: c.step)
        rounds.append(RoundReview(index, rnd, tuple(decisions), wins, draw, tuple(choices)))
    summary = with_choices(with_deal_ins(summarise(seat, rounds), replays, rounds), rounds)
    return GameReview(game, seat, extended, tuple(rounds), summary)


def _riichi_choice(
    found: list[PositionReport], d: Decision, declares: bool
) -> list[ChoiceDecision]:
    """The riichi decision at the discard ``d`` (none, or one), from its analysis."""
    if not found or d.forced:
        return []
    where = (d.round, d.step, d.turn)
    made = riichi_decision(
        found[-1], kind_of(d.played), declares, where, d.hand, d.melds, grade_of_ev_loss, BEST_EV
    )
    return [] if made is None else [made]


def with_choices(summary: Summary, rounds: list[RoundReview] | tuple[RoundReview, ...]) -> Summary:
    """``summary`` with the rounds' riichi decisions counted: in the grades, the round EV lost
    (in all, per decision) and by category (the discards' counts stay as they are)."""
    made = [c for r in rounds for c in r.choices]
    if not made:
        return summary
    grades = dict(summary.grades)
    by_category = dict(summary.by_category)
    for c in made:
        grades[Grade(c.grade)] += 1
        n, lost = by_category.get(Category(c.category), (0, 0.0))
        by_category[Category(c.category)] = (n + 1, lost + c.ev_loss)
    ev_lost = summary.ev_lost + sum(c.ev_loss for c in made)
    counted = sum(n for n, _ in by_category.values())
    graded = sum(grades.values())
    return replace(
        summary,
        grades=grades,
        by_category=by_category,
        ev_lost=ev_lost,
        ev_lost_per_decision=ev_lost / counted if counted else None,
        agreement=grades[Grade.BEST] / graded if graded else None,
    )


def _danger(replay: Replay, view: SeatView, played: int, *, forced: bool) -> DecisionDanger | None:
    """The danger of a discard; after the seat's own riichi (``forced``) without a safest
    tile: it could throw none but the one drawn."""
    found = decision_danger(replay, view, played)
    if found is None or not forced:
        return found
    return replace(found, safest=(), safest_chance=found.played.chance, safest_codes=())


def with_deal_ins(
    summary: Summary, replays: list[Replay], rounds: list[RoundReview] | tuple[RoundReview, ...]
) -> Summary:
    """``summary`` with its deal-ins against a riichi (a tile more dangerous than the safest
    held) named, and each of them among the mistakes (after the largest losses)."""
    entries = []
    for rp, r in zip(replays, rounds, strict=True):
        found = deal_in_step(rp, summary.seat)
        if found is None:
            continue
        step, win = found
        d = next((d for d in r.decisions if d.step == step and not d.forced), None)
        if d is not None:
            entries.append((r.index, d.turn, step, d.played, win, d.danger))
    named = deal_ins(entries)
    if not named:
        return summary
    keyed = {(d.round, d.step) for d in summary.mistakes}
    extra = tuple(
        d
        for r in rounds
        for d in r.decisions
        if any((n.round, n.step) == (d.round, d.step) for n in named)
        and (d.round, d.step) not in keyed
    )
    return replace(summary, deal_ins=named, mistakes=summary.mistakes + extra)


def summarise(seat: int, rounds: list[RoundReview] | tuple[RoundReview, ...]) -> Summary:
    """The :class:`Summary` of a seat's reviewed rounds."""
    decisions = [d for r in rounds for d in r.decisions]
    graded = [d for d in decisions if d.grade is not None]
    grades = {g: sum(1 for d in graded if d.grade is g) for g in Grade}
    searched = [d for d in decisions if d.loss is not None]
    lost = sum(d.loss for d in searched if d.loss is not None)
    by_ev = [d for d in decisions if d.ev_loss is not None]
    ev_lost = sum(d.ev_loss for d in by_ev if d.ev_loss is not None)
    by_category: dict[Category, tuple[int, float]] = {}
    for d in by_ev:
        if d.category is not None and d.ev_loss is not None:
            n, x = by_category.get(d.category, (0, 0.0))
            by_category[d.category] = (n + 1, x + d.ev_loss)
    # the largest losses: by round EV where graded by it, else by the win chance
    losing = sorted(
        (d for d in graded if d.grade is not Grade.BEST and (d.ev_loss or d.loss) is not None),
        key=lambda d: (-(d.ev_loss or 0.0), -(d.loss or 0.0)),
    )
    return Summary(
        seat,
        len(decisions),
        len(searched),
        grades,
        grades[Grade.BEST] / len(graded) if graded else None,
        lost,
        lost / len(searched) if searched else None,
        tuple(losing[:MISTAKES_LISTED]),
        tuple(r.loss for r in rounds),
        (),
        ev_lost,
        ev_lost / len(by_ev) if by_ev else None,
        by_category,
    )
