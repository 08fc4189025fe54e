"""The one analysis of a position: :func:`analyze` (DESIGN.md "Decisions").

Whoever asks — the trainer's worker, ``mjtrainer analyze``, the review, a practice deal —
gets the same :class:`PositionReport`: the core's report, the look-ahead (with a turn), what a
win is worth (with a situation, under rules that value one) and the danger of each discard
against the table (with one). The callers present it; none assembles an analysis of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..core import (
    DiscardLookahead,
    DiscardOption,
    Hand,
    LookaheadReport,
    LookaheadRequest,
    Report,
    Rules,
    Scored,
    analyze_lookahead,
)
from ..core import analyze as analyze_hand
from ..core.kinds import CODE_NAMES, LAST_DRAW, kind_of
from ..core.lookahead_moves import Legal, Worth
from ..defence import Danger, Table, danger
from ..scoring import (
    McrScore,
    Score,
    ScoringError,
    Situation,
    WaitValue,
    is_fragment,
    legal_win,
    score,
    scores_rules,
    wait_values,
    win_worth,
)
from ..scoring.worth import dora_of
from . import figures, race
from .position import DEFAULT_OPTIONS, AnalyzeOptions, Position
from .round_ev import OwnPlay, fold_ev, own_play, push_ev

#: A complete hand the scorer values: 14 tiles (a kong counting 3).
_FULL = 14


@dataclass(frozen=True, slots=True)
class WinValues:
    """What a win is worth at a position: the complete hand's ``score``, or the value of each
    wait of a ready hand (``wait_values``); ``fault`` when the situation cannot be scored
    (flags that cannot go together, a winning tile the hand does not hold …)."""

    score: Score | None = None
    wait_values: tuple[WaitValue, ...] | None = None
    fault: ScoringError | None = None


@dataclass(frozen=True, slots=True)
class Choice:
    """One choice of the position (a discard), with everything the analysis knows of it: its
    efficiency (``option``), its look-ahead (None without a turn) and its danger against the
    table (None without a table, or with nobody in riichi)."""

    option: DiscardOption
    ahead: DiscardLookahead | None
    danger: Danger | None
    #: The round EV in points (None without a turn, a situation or a value; see :class:`Fold`).
    round_ev: float | None = None

    @property
    def discard(self) -> int:
        """The kind the choice discards."""
        return self.option.discard


@dataclass(frozen=True, slots=True)
class Fold:
    """The fold line: from now the seat throws its safest tile each turn (``tiles``, codes,
    in the order thrown) and keeps no hope of winning; ``ev`` its round EV in points."""

    ev: float
    tiles: tuple[int, ...]

    #: How many of the line's tiles a report names.
    SHOWN = 3

    def to_dict(self) -> dict[str, Any]:
        """``{"ev": …, "tiles": [...]}``: the EV in whole points and the first tiles."""
        return {"ev": round(self.ev), "tiles": [CODE_NAMES[t] for t in self.tiles[: self.SHOWN]]}


@dataclass(frozen=True, slots=True)
class PositionReport:
    """The analysis of a position.

    ``report``: the core's report (shanten, waits, effective tiles, the discard table);
    ``ahead``: the look-ahead (None without a turn); ``values``: what a win is worth (empty
    without a situation, under rules that value none, or with the value off); ``dangers``:
    the danger of each discard of ``report.discards`` against the table, in that order (None
    without a table; each None with nobody in riichi); ``round_evs``: each discard's round EV
    in that order (None without a turn or a situation, or under rules other than riichi);
    ``fold``: the fold line when a threat (a riichi, an open hand) is on the table;
    ``deal_ins``: with it, each discard's chance to deal in to any threat now (riichis by the
    defence model, open hands by their tenpai rate times the class danger).
    """

    position: Position
    report: Report
    ahead: LookaheadReport | None
    values: WinValues
    dangers: tuple[Danger | None, ...] | None
    round_evs: tuple[float, ...] | None = None
    fold: Fold | None = None
    deal_ins: tuple[float, ...] | None = None

    @property
    def choices(self) -> tuple[Choice, ...]:
        """Each discard with its look-ahead and danger, in the discard table's order."""
        ahead = self.ahead.discards if self.ahead is not None else None
        out = []
        for i, option in enumerate(self.report.discards):
            out.append(
                Choice(
                    option,
                    None if ahead is None else ahead[i],
                    None if self.dangers is None else self.dangers[i],
                    None if self.round_evs is None else self.round_evs[i],
                )
            )
        return tuple(out)


def analyze(position: Position, options: AnalyzeOptions = DEFAULT_OPTIONS) -> PositionReport:
    """Analyse ``position`` as ``options`` say (see :class:`PositionReport`).

    Raises :class:`~mjtrainer.core.HandError` for a hand or seen tiles the core refuses (a
    :class:`~mjtrainer.core.LookaheadError` for a turn outside 1–17) and
    :class:`~mjtrainer.core.LookaheadCancelled` when ``options.cancel()`` says so. A situation
    that cannot be scored is no error: :attr:`WinValues.fault` says why.
    """
    p = position
    ahead = None
    if p.turn is None:
        report = analyze_hand(p.hand, p.rules, p.seen)
    else:
        legal = options.legal if options.legal is not None else _legal(p)
        request = LookaheadRequest(
            p.rules,
            p.seen,
            p.turn,
            options.extended,
            legal,
            progress=options.progress,
            cancel=options.cancel,
            worth=_worth(p) if options.value else None,
        )
        ahead = analyze_lookahead(p.hand, request)
        report = ahead.report
    values = _values(report, p) if options.value else WinValues()
    dangers = _dangers(report, p.table)
    evs, fold, deal_ins = _round_evs(p, ahead)
    return PositionReport(p, report, ahead, values, dangers, evs, fold, deal_ins)


def _round_evs(
    p: Position, ahead: LookaheadReport | None
) -> tuple[tuple[float, ...] | None, Fold | None, tuple[float, ...] | None]:
    """Each discard's round EV and the fold line (DESIGN.md "Decisions"): the race with the
    others built once, the look-ahead read once, for every discard and the fold line. A win is
    worth the look-ahead's ``exp_value``; with the value off (the review, for speed), the
    published average win of such a hand (:func:`~.figures.average_win`). With a
    threat on the table a discard's EV is the better of playing on as the look-ahead plays
    and folding after it (a discard the search did not follow keeps no hope of winning)."""
    s = p.situation
    if ahead is None or s is None or p.rules.scored is not Scored.RIICHI or not ahead.discards:
        return None, None, None
    others = race.build(p.table, s, ahead.turn, p.rules.seats)
    bonus = s.riichi_sticks * figures.RIICHI_STICK + s.honba * figures.HONBA
    average = figures.average_win(s.is_dealer, not p.hand.is_concealed, _dora_held(p))
    plays = []
    for a in ahead.discards:
        worth = a.exp_value
        if worth is None and a.win_prob is not None:  # not valued: the published average
            worth = average * a.win_prob
        plays.append(
            own_play(a.win_by_turn, a.win_prob, a.tenpai_prob, worth, bonus, a.tenpai_by_turn)
        )
    return _race_evs(p, others, [a.discard for a in ahead.discards], plays)


def _race_evs(
    p: Position, others: race.Race, discards: list[int], plays: list[OwnPlay]
) -> tuple[tuple[float, ...], Fold | None, tuple[float, ...] | None]:
    """Each discard's round EV with its own play after it, the fold line when a threat is on
    the table, and each discard's chance to deal in to any threat (with one)."""
    opponents = others.opponents
    read = {kind: others.chances(kind) for kind in {*discards, *p.hand.tiles()}}
    fold = None
    later: tuple[tuple[float, ...], ...] = ()
    if others.threatened:
        tiles, steps = race.safest_line(others, p.hand.codes(), read)
        fold = Fold(fold_ev(opponents, steps), tiles)
        later = steps[1:]
    evs = []
    deal_ins = []
    for discard, own in zip(discards, plays, strict=True):
        now = read[discard]
        deal_ins.append(race.any_of(now))
        ev = push_ev(opponents, own, now)
        if fold is not None:  # or this discard, then the fold line
            ev = max(ev, fold_ev(opponents, (now, *later)))
        evs.append(ev)
    return tuple(evs), fold, (tuple(deal_ins) if fold is not None else None)


def at_last_draw(found: PositionReport) -> PositionReport:
    """``found`` (a position analysed without a turn) as the last discard of the round, no draw
    left: each discard's round EV is its deal-in now and the exhaustive draw's payments (ready
    when the discard leaves the hand ready), and the fold line. Unchanged without a situation
    or under rules other than riichi. The review grades a discard at turn 18 with it."""
    p = found.position
    s = p.situation
    if s is None or p.rules.scored is not Scored.RIICHI or not found.report.discards:
        return found
    others = race.build(p.table, s, LAST_DRAW, p.rules.seats)
    options = found.report.discards
    plays = [OwnPlay((), 0.0, 1.0 if o.shanten <= 0 else 0.0) for o in options]
    evs, fold, deal_ins = _race_evs(p, others, [o.discard for o in options], plays)
    return replace(found, round_evs=evs, fold=fold, deal_ins=deal_ins)


def _dora_held(p: Position) -> int:
    """The dora the seat holds (concealed and in melds, red fives included) by the
    situation's indicators."""
    s = p.situation
    assert s is not None
    kinds = [dora_of(kind_of(t)) for t in s.dora_indicators]
    tiles = [*p.hand.tiles(), *(t for m in p.hand.melds for t in m.tiles)]
    return sum(kinds.count(t) for t in tiles) + p.hand.red_count


def _legal(p: Position) -> Legal | None:
    """Which complete hands the look-ahead counts as wins: those the rules let be declared on
    a self-draw with the situation's winds; every one without a situation."""
    if p.situation is None:
        return None
    return legal_win(p.rules, p.situation.seat_wind, p.situation.round_wind)


def _worth(p: Position) -> Worth | None:
    """What a self-drawn win is worth to the look-ahead: riichi points with the situation's
    winds, dora indicators, the hand's red fives and ura dora in expectation, MCR fan; None
    without a situation and under rules that value no win."""
    s = p.situation
    if s is None or not scores_rules(p.rules):
        return None
    return win_worth(
        p.rules, s.seat_wind, s.round_wind, s.dora_indicators, hand=p.hand, seen=p.seen.codes()
    )


def _values(report: Report, p: Position) -> WinValues:
    hand = report.hand
    complete = report.win and hand.size % 3 == 2
    waits: tuple[int, ...] = ()
    if hand.size % 3 == 1 and not is_fragment(hand):
        waits = tuple(w.tile for w in report.waits)
    return win_values(hand, p.rules, p.situation, p.win_tile, complete=complete, waits=waits)


def win_values(
    hand: Hand,
    rules: Rules,
    situation: Situation | None,
    win_tile: int | None = None,
    *,
    complete: bool = False,
    waits: tuple[int, ...] = (),
) -> WinValues:
    """What a win of ``hand`` is worth under ``rules`` in ``situation``: for a ``complete``
    hand its score won on ``win_tile`` (None: on the tile of a 14-tile hand that scores best),
    for a ready one the value of each of its ``waits`` on a discard and by self-draw. Empty
    under rules that value no win, without a situation, and for other hands; the fault of a
    situation that cannot be scored (its flags first, whatever the hand)."""
    if situation is None or not scores_rules(rules) or not (complete or waits):
        return WinValues()
    try:
        situation.check(rules)
        if complete and win_tile is not None:
            return WinValues(score=score(hand, rules, replace(situation, win_tile=win_tile)))
        if complete:
            if hand.size != _FULL:
                return WinValues()
            return WinValues(score=best_score(hand, rules, situation))
    except ScoringError as e:
        return WinValues(fault=e)
    base = replace(situation, win_tile=waits[0])
    return WinValues(wait_values=wait_values(hand, rules, waits, base))


def _rank(s: Score) -> tuple[bool, int, int, int]:
    """Best first: a win, then the most points (MCR total; riichi payment, han, fu)."""
    if isinstance(s, McrScore):
        return (s.win, s.total, 0, 0)
    return (s.win, 0 if s.points is None else s.points.total, s.han, s.fu)


def best_score(hand: Hand, rules: Rules, situation: Situation) -> Score:
    """The score of the complete ``hand`` won on the tile of the hand that scores best (the
    first tile in order on a tie). Raises the :class:`ScoringError` of the first tile when
    none can be scored."""
    best: Score | None = None
    first_error: ScoringError | None = None
    for tile in sorted(set(hand.tiles())):
        try:
            s = score(hand, rules, replace(situation, win_tile=tile))
        except ScoringError as e:
            first_error = first_error or e
            continue
        if best is None or _rank(s) > _rank(best):
            best = s
    if best is None:
        assert first_error is not None
        raise first_error
    return best


def _dangers(report: Report, table: Table | None) -> tuple[Danger | None, ...] | None:
    """Each discard's danger against the riichis of ``table`` (None without a table; None
    for each discard when nobody is in riichi)."""
    if table is None:
        return None
    if not table.riichi_seats:
        return tuple(None for _ in report.discards)
    return tuple(danger(table, o.discard) for o in report.discards)
