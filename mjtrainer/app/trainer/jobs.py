"""The trainer's worker jobs: the analysis of the position the learner built, and its
look-ahead (the chances to be ready and to win by the last draw).

Each job builds the :class:`~mjtrainer.decision.Position` of the trainer's state (hand, seen
tiles, rules, the situation of a win, the table against a riichi), asks
:func:`mjtrainer.decision.analyze` once and turns its report into the frozen
:class:`~..shared.viewmodel.Result` the views draw. The
:class:`~.controller.TrainerController` runs the analysis first (so the discard table never
waits for the search), then the look-ahead as a request of its own, again for the extended
search or a new turn: a controlled job that reports how many discards it has searched and
stops when the request is overtaken or cancelled.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ... import decision
from ...core import Hand, HandError, Rules, SeenTiles
from ...decision import AnalyzeOptions, Position, PositionReport
from ...defence import DefenceError, Table
from ..scoring.presenters import scoring_view, situation_of
from ..shared import errors
from ..shared.score_model import SituationState
from ..shared.tasks import JobControl, no_cycle_collection
from ..shared.viewmodel import Result, StatusKind
from .call_presenters import call_views
from .ev_presenters import with_round_ev
from .presenters import result_of, with_dangers, with_lookahead
from .table_state import TableState, opponents


@dataclass(frozen=True, slots=True)
class LookaheadDone:
    """A look-ahead that came back: the analysis with its chances (``result``), from ``turn``,
    by the basic or the ``extended`` search."""

    result: Result
    turn: int
    extended: bool


def position_of(
    hand: Hand,
    rules: Rules,
    seen: SeenTiles,
    situation: SituationState | None = None,
    table: TableState | None = None,
    turn: int | None = None,
    offered: tuple[int, int] | None = None,
) -> Position:
    """The position of the trainer's state: the seen tiles, the situation of a win (None:
    nothing valued), the table (with a threat on it: a riichi, read by the defence model, or
    an opponent's open hand, in the round EV's race; a table the defence room refuses is left
    out: the seen tiles' own check says what is impossible) and the tile offered (``(tile
    code, seat)``: the seat as the trainer numbers it, 1 right to 3 left; with three players
    the table's seats are 0, right, left)."""
    defence: Table | None = None
    if table is not None and table.has_threat:
        try:
            dora = situation.dora if situation is not None else ()
            defence = table.to_table(hand, dora, rules)
        except DefenceError:
            defence = None
    tile, seat = (None, None) if offered is None else offered
    return Position(
        hand,
        seen,
        rules,
        turn,
        None if situation is None else situation_of(situation, rules, 0),
        None if situation is None else situation.win_tile,
        defence,
        tile,
        None if seat is None else (0, *opponents(rules)).index(seat),
    )


def result_from(
    found: PositionReport,
    situation: SituationState | None,
    offered: tuple[int, int] | None = None,
) -> Result:
    """The view's picture of an analysis (a frozen value; made on the worker thread): the
    discard table (the value column, pending until the look-ahead gives it, under rules that
    value a win), the look-ahead's chances, what a win is worth as ``situation`` says, and
    each discard's danger and round EV (with the trade and the fold line); with the tile
    ``offered`` (as the trainer's state has it), pass and each call on it."""
    result = result_of(found.report, valued=True)
    if found.ahead is not None:
        result = with_lookahead(result, found.ahead)
    p = found.position
    scoring = scoring_view(found.values, result, p.hand, p.rules, situation)
    if scoring is not None:
        result = replace(result, scoring=scoring)
    result = with_round_ev(with_dangers(result, found.dangers), found)
    if found.calls is not None:
        result = replace(result, offered=offered, calls=call_views(found))
    return result


def analyse(
    hand: Hand,
    rules: Rules,
    seen: SeenTiles | tuple[int, ...],
    situation: SituationState | None = None,
    table: TableState | None = None,
    offered: tuple[int, int] | None = None,
) -> Result:
    """The analysis job: the position's analysis without the look-ahead, as the view shows
    it; a core refusal becomes an ERROR result. ``seen``: the seen tiles (or their 34
    counts, no red five among them); ``offered``: the tile an opponent just discarded."""
    try:
        tiles = seen if isinstance(seen, SeenTiles) else SeenTiles.from_counts(seen)
        position = position_of(hand, rules, tiles, situation, table, offered=offered)
        return result_from(decision.analyze(position), situation, offered)
    except HandError as e:
        return Result(StatusKind.ERROR, size=hand.size, message=errors.message(e))


def look_ahead(
    hand: Hand,
    rules: Rules,
    seen: SeenTiles,
    situation: SituationState,
    table: TableState,
    turn: int,
    extended: bool,
    control: JobControl,
    offered: tuple[int, int] | None = None,
) -> LookaheadDone:
    """The look-ahead job: the position's analysis with the look-ahead from ``turn`` (its
    value under rules that value a win). Progress goes to ``control``; a cancelled search
    raises :class:`~mjtrainer.core.LookaheadCancelled` (the runner drops the request anyway)."""
    options = AnalyzeOptions(extended, progress=control.report, cancel=control.cancelled)
    try:
        position = position_of(hand, rules, seen, situation, table, turn, offered)
        with no_cycle_collection():
            found = decision.analyze(position, options)
    except HandError as e:
        # The analysis shown already says what is wrong with the hand.
        failed = Result(StatusKind.ERROR, size=hand.size, message=errors.message(e))
        return LookaheadDone(failed, turn, extended)
    return LookaheadDone(result_from(found, situation, offered), turn, extended)
