"""The review page's pictures: a replayed table as one seat saw it, the rounds with their
results, one graded decision as the trainer's discard table, and the summary — plain frozen
values made from the game room's records (no Qt), so the views only draw them.

:func:`review_job` is the worker's job: the whole review (:func:`~mjtrainer.game.review.
review_game`) with every decision's table made ready, so the GUI thread only looks them up.
:func:`value_job` values one decision's position (the review does not: for speed), and
:func:`with_values` fills its table's Value column.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from ... import decision
from ...core import DiscardLookahead, discard_options, rank_discards
from ...core.kinds import NUM_KINDS, kind_of
from ...core.rules import NORTH
from ...decision import AnalyzeOptions, Position
from ...game import Game
from ...game.record import (
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    Event,
    Kita,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Win,
)
from ...game.replay import MeldType, Replay, TableMeld
from ...game.review import (
    ONLY_CHOICES,
    RIICHI,
    Decision,
    GameReview,
    Grade,
    WinReview,
    review_game,
    selected,
    turn_of,
)
from ..shared import errors
from ..shared.defence_presenters import danger_view
from ..shared.presenters import discard_views, value_unit
from ..shared.viewmodel import DiscardView
from .model import (
    DecisionDangerView,
    DecisionItem,
    DecisionValues,
    DecisionView,
    EventView,
    MistakeView,
    RoundItem,
    SeatPanel,
    SummaryView,
    TableView,
    WinCheck,
    WinField,
)

#: A concealed kong shows its outer tiles face down.
CONCEALED_KONG_DOWN = (True, False, False, True)


# --- the table -----------------------------------------------------------------------------------


def _meld_group(m: TableMeld) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    if m.type is MeldType.CONCEALED_KONG:
        return m.tiles, CONCEALED_KONG_DOWN
    return m.tiles, tuple(False for _ in m.tiles)


def event_view(event: Event | None) -> EventView:
    """The last step's event as the view words it (None: the deal)."""
    match event:
        case None:
            return EventView("deal")
        case Draw(seat, tile):
            return EventView("draw", seat, tile)
        case Discard(seat, tile, _):
            return EventView("discard", seat, tile)
        case Riichi(seat):
            return EventView("riichi", seat)
        case Chi(seat, _, tile, _):
            return EventView("chi", seat, tile)
        case Pon(seat, _, tile, _):
            return EventView("pon", seat, tile)
        case OpenKong(seat, _, tile, _):
            return EventView("open-kong", seat, tile)
        case AddedKong(seat, tile):
            return EventView("added-kong", seat, tile)
        case ConcealedKong(seat, tiles):
            return EventView("concealed-kong", seat, tiles[0])
        case Kita(seat, tile):
            return EventView("kita", seat, tile)
        case NewDora(indicator):
            return EventView("dora", -1, indicator)
    raise AssertionError(f"unknown event {event!r}")  # pragma: no cover - the union is closed


def table_view(
    replay: Replay, step: int, viewer: int, players: Sequence[str], show_all: bool = False
) -> TableView:
    """The table of ``replay`` after ``step`` events as seat ``viewer`` saw it: its own hand
    face up, the others hidden unless ``show_all``; one panel a seat that plays (three with
    three players), each with its kita beside its hand."""
    rnd = replay.round
    table = replay.table(step)
    count = replay.rules.seats
    seats = []
    for offset in range(count):
        seat = (viewer + offset) % count
        own = seat == viewer or show_all
        hand = table.hands[seat]
        drawn = table.drawn if table.to_move == seat else None
        shown = list(hand)
        if own and drawn is not None and drawn in shown:
            shown.remove(drawn)  # the drawn tile is shown apart, at the right
        groups = [_meld_group(m) for m in table.melds[seat]]
        seats.append(
            SeatPanel(
                seat,
                players[seat] if seat < len(players) else "",
                (seat - rnd.dealer) % count,
                seat == rnd.dealer,
                table.scores[seat],
                table.riichi[seat] is not None,
                table.to_move == seat,
                seat == viewer,
                tuple(shown) if own else (),
                drawn if own else None,
                0 if own else len(hand),
                tuple(g for g, _ in groups),
                tuple(d for _, d in groups),
                table.ponds[seat],
                tuple(NORTH for _ in range(table.kita[seat])),
            )
        )
    return TableView(
        rnd.wind,
        rnd.number,
        rnd.honba,
        table.riichi_sticks,
        step,
        replay.steps,
        table.wall,
        turn_of(table.wall, replay.rules.seats),
        table.dora_indicators,
        tuple(seats),
        event_view(rnd.events[step - 1] if step > 0 else None),
    )


# --- the wins ------------------------------------------------------------------------------------

#: The values of a win set side by side, in the order the page lists them.
WIN_FIELDS = ("han", "fu", "points", "deltas")


def win_check(w: WinReview) -> WinCheck:
    """A win as recorded and as our scorer scores it, each value beside the other."""
    win, s = w.win, w.scored
    recorded: dict[str, int | tuple[int, ...] | None] = {
        "han": win.han, "fu": win.fu, "points": win.points, "deltas": win.deltas,
    }  # fmt: skip
    scored: dict[str, int | tuple[int, ...] | None] = {
        "han": None if s is None else s.han,
        "fu": None if s is None else s.fu,
        "points": None if s is None or s.points is None else s.points.value,
        "deltas": w.scored_deltas,
    }
    fields = tuple(
        WinField(
            name,
            recorded[name],
            scored[name],
            name in w.compared,
            recorded[name] == scored[name],
        )
        for name in WIN_FIELDS
    )
    return WinCheck(
        w.round,
        win.winner,
        win.from_seat,
        kind_of(win.win_tile),
        fields,
        w.agrees,
        w.gaps,
        None if w.error is None else partial(errors.message, w.error),
        win.liable,
    )


# --- the rounds ----------------------------------------------------------------------------------


def round_items(game: Game, review: GameReview | None = None) -> tuple[RoundItem, ...]:
    """The game's rounds with their results (and, reviewed, their losses and mistakes)."""
    out = []
    for i, rnd in enumerate(game.rounds):
        wins = tuple((e.winner, e.from_seat) for e in rnd.ends if isinstance(e, Win))
        draw = next((e.kind.value for e in rnd.ends if isinstance(e, DrawEnd)), "")
        loss = mistakes = None
        checks: tuple[WinCheck, ...] = ()
        deal_ins: tuple[int, ...] = ()
        if review is not None:
            r = review.rounds[i]
            loss = r.loss
            # every graded decision's: the discards', the riichi and call decisions' too
            mistakes = sum(1 for d in r.decisions if d.grade is Grade.MISTAKE)
            mistakes += sum(1 for c in r.choices if c.grade == Grade.MISTAKE.value)
            checks = tuple(win_check(w) for w in r.wins)
            deal_ins = tuple(d.turn for d in review.summary.deal_ins if d.round == i)
        out.append(
            RoundItem(
                i, rnd.wind, rnd.number, rnd.honba, wins, draw, loss, mistakes, checks, deal_ins
            )
        )
    return tuple(out)


def decision_steps(replays: Sequence[Replay], seat: int) -> tuple[tuple[int, ...], ...]:
    """The steps of each round at which ``seat`` decides (just before each of its discards)."""
    return tuple(rp.decisions(seat) for rp in replays)


# --- one decision --------------------------------------------------------------------------------


def _row_key(v: DiscardView) -> tuple[float, float, int, int, int]:
    return (
        -(v.win if v.win is not None else -1.0),
        -(v.tenpai if v.tenpai is not None else -1.0),
        v.shanten,
        -v.total,
        v.tile,
    )


def _with_evs(views: tuple[DiscardView, ...], d: Decision) -> tuple[DiscardView, ...]:
    """The rows with each discard's round EV and, with a threat on the table, its chance to
    deal in (as the review graded them; unchanged where it did not grade by round EV)."""
    kinds = [o.discard for o in d.options]
    evs = dict(zip(kinds, d.option_evs, strict=False))
    deal_ins = dict(zip(kinds, d.option_deal_ins, strict=False))
    if not evs:
        return views
    return tuple(replace(v, round_ev=evs.get(v.tile), deal_in=deal_ins.get(v.tile)) for v in views)


def decision_view(d: Decision, dealt_in: bool = False) -> DecisionView:
    """The analysis pane's picture of a decision: the trainer's discard table of its hand
    (the effective tiles counted with the seen tiles out), with the review's chances, and
    against a riichi its danger (``dealt_in``: a deal-in the summary names)."""
    rows: tuple[DiscardView, ...] = ()
    if not d.forced:
        # Its red fives kept: the rows draw the tile each discard throws (the red five when it
        # is the one held); shape reads a red five as a five.
        hand = d.core_hand()
        seen = tuple(t for t in range(NUM_KINDS) for _ in range(d.seen[t]))
        options = discard_options(hand, RIICHI, seen)
        ahead = [o for o in d.options if isinstance(o, DiscardLookahead)]
        views = discard_views(options, d.best, ahead or None, hand=hand)
        views = _with_evs(views, d)
        order = {a.discard: i for i, a in enumerate(rank_discards(ahead))} if ahead else {}
        # Graded by the round EV: highest first; else by the look-ahead's rank.
        rows = tuple(
            sorted(
                views,
                key=lambda v: (
                    -(v.round_ev if v.round_ev is not None else -1e9),
                    order.get(v.tile, 99),
                    *_row_key(v),
                ),
            )
        )
    return DecisionView(
        d.round,
        d.step,
        d.turn,
        kind_of(d.played),
        d.played,
        d.tsumogiri,
        d.riichi,
        d.forced,
        None if d.grade is None else d.grade.value,
        d.loss,
        d.best,
        d.searched,
        not d.forced and d.best_win_prob is None,
        d.played_win_prob,
        d.best_win_prob,
        rows,
        None
        if d.danger is None
        else DecisionDangerView(
            danger_view(d.danger.played, d.played),
            d.danger.safest_codes,
            d.danger.safest_chance,
            dealt_in,
        ),
        d.played_ev,
        d.best_ev,
        d.ev_loss,
        d.fold_ev,
        None if d.category is None else d.category.value,
        d.reasons,
    )


def decision_items(review: GameReview) -> tuple[DecisionItem, ...]:
    """Every graded decision of the review (not the forced ones), in the order of the game:
    a round's discards, riichi and call decisions by their step (a riichi after its
    discard)."""
    rounds = review.game.rounds
    out: list[tuple[int, int, int, DecisionItem]] = []
    for r in review.rounds:
        rnd = rounds[r.index]
        for d in r.decisions:
            if d.grade is None:
                continue
            item = DecisionItem(
                r.index, d.step, rnd.wind, rnd.number, d.turn, "discard", d.played, "", None,
                d.grade.value, None if d.category is None else d.category.value, d.ev_loss,
                d.reasons,
            )  # fmt: skip
            out.append((r.index, d.step, 0, item))
        for c in r.choices:
            item = DecisionItem(
                r.index, c.step, rnd.wind, rnd.number, c.turn, c.kind, c.played.tile,
                c.played.action, c.played.meld, c.grade, c.category, c.ev_loss, c.reasons,
            )  # fmt: skip
            out.append((r.index, c.step, 1, item))
    return tuple(item for *_, item in sorted(out, key=lambda x: x[:3]))


def filters(items: Sequence[DecisionItem]) -> tuple[tuple[str | None, tuple[int, ...]], ...]:
    """Each filter of the decision list (None: all; ``mistakes``; each category) with the
    indices of the ``items`` it keeps, as ``mjtrainer review --only`` keeps them
    (:func:`~mjtrainer.game.review.selected`)."""
    return tuple(
        (only, tuple(i for i, item in enumerate(items) if selected(item, only)))
        for only in (None, *ONLY_CHOICES)
    )


# --- the summary ---------------------------------------------------------------------------------


def summary_view(review: GameReview) -> SummaryView:
    """The summary pane's picture of a review."""
    s = review.summary
    items = decision_items(review)
    rounds = review.game.rounds
    return SummaryView(
        s.decisions,
        s.searched,
        tuple((g.value, s.grades[g]) for g in Grade),
        s.agreement,
        s.win_prob_lost,
        s.mean_loss,
        tuple(
            MistakeView(
                d.round,
                d.step,
                rounds[d.round].wind,
                rounds[d.round].number,
                d.turn,
                d.played,  # codes: the summary names a red five red
                d.best_codes,
                d.loss or 0.0,
                s.dealt_in(d),
                d.ev_loss,
                None if d.category is None else d.category.value,
            )
            for d in s.mistakes
        ),
        tuple((rnd.wind, rnd.number, loss) for rnd, loss in zip(rounds, s.per_round, strict=True)),
        tuple(
            (rounds[r.index].wind, rounds[r.index].number, win_check(w))
            for r in review.rounds
            for w in r.wins
        ),
        s.ev_lost if s.ev_lost_per_decision is not None else None,
        s.ev_lost_per_decision,
        decisions_graded=items,
        filters=filters(items),
        weakest=(
            None
            if s.weakest is None
            else (s.weakest.category, s.weakest.decisions, s.weakest.ev_lost)
        ),
    )


# --- the worker's job ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReviewDone:
    """A review that came back: the game room's review, each decision's picture (one tuple
    a round, in the order of ``review.rounds[i].decisions``) and the summary's."""

    review: GameReview
    decisions: tuple[tuple[DecisionView, ...], ...]
    summary: SummaryView

    def find(self, round_index: int, step: int) -> tuple[Decision, DecisionView] | None:
        """The decision made at ``step`` of round ``round_index`` (None: none there)."""
        if not 0 <= round_index < len(self.decisions):
            return None
        for d, v in zip(
            self.review.rounds[round_index].decisions, self.decisions[round_index], strict=True
        ):
            if d.step == step:
                return d, v
        return None


def review_job(
    game: Game,
    seat: int,
    extended: bool = False,
    progress: Callable[[int, int], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> ReviewDone:
    """Review ``game`` for ``seat`` and make every picture the page shows of it."""
    review = review_game(game, seat, extended=extended, progress=progress, cancel=cancel)
    s = review.summary
    views = tuple(
        tuple(decision_view(d, s.dealt_in(d)) for d in r.decisions) for r in review.rounds
    )
    return ReviewDone(review, views, summary_view(review))


# --- one decision's value (searched when shown) --------------------------------------------------


def valued_position(d: Decision) -> Position | None:
    """The position of ``d`` the review graded, when a valued search of it can say what its
    wins are worth: not forced, a draw left (a look-ahead turn), under rules that value a win;
    else None (the table shows no value for it)."""
    p = d.position
    if d.forced or p is None or p.turn is None or not value_unit(p.rules):
        return None
    return p


def value_job(
    place: tuple[int, int],
    position: Position,
    extended: bool = False,
    cancel: Callable[[], bool] | None = None,
) -> DecisionValues:
    """The worker's job of valuing the decision at ``place`` (round index, step): the
    analysis of ``position`` (the one the review graded) with the value on, read as each
    discard's expected worth of its wins (the look-ahead's ``exp_value``: the trainer's Value).
    Raises :class:`~mjtrainer.core.LookaheadCancelled` when ``cancel()`` says so."""
    options = AnalyzeOptions(extended=extended, value=True, cancel=cancel)
    found = decision.analyze(position, options)
    ahead = () if found.ahead is None else found.ahead.discards
    return DecisionValues(
        place,
        tuple((a.discard, a.exp_value) for a in ahead if a.searched and a.exp_value is not None),
        value_unit(position.rules),
    )


def valuing(view: DecisionView, unit: str) -> DecisionView:
    """``view`` while its valued search is out: the Value column shows, each row the review
    searched waiting for its value (a row with a unit and no value: "…")."""
    return replace(view, rows=tuple(replace(r, value=None, value_unit=unit) for r in view.rows))


def with_values(view: DecisionView, values: DecisionValues) -> DecisionView:
    """``view``'s rows with the Value column filled from ``values``. A row the search did not
    value keeps no unit, so it reads "—" like a discard the search did not follow."""
    worth = dict(values.values)
    rows = tuple(
        replace(r, value=worth.get(r.tile), value_unit=values.unit if r.tile in worth else "")
        for r in view.rows
    )
    return replace(view, rows=rows)
