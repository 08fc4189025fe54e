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
    HandLookahead,
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
from . import figures, race, riichi
from .calls import Call, CallOption, call_options, left_of
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
    #: Riichi or dama, for a discard that leaves the closed hand ready (True: the discard
    #: with riichi; False: kept quiet); None where the question does not arise.
    riichi: bool | None = None

    @property
    def discard(self) -> int:
        """The kind the choice discards."""
        return self.option.discard


@dataclass(frozen=True, slots=True)
class CallChoice:
    """One choice on an offered tile: the ``option`` (pass or a call, :mod:`.calls`) and the
    ``discard`` after a chi or a pon (None for a pass, and for a kong: a replacement draw
    comes first), the hand's shanten after it, the look-ahead's chances and expected worth
    (None without a turn, or beyond the search) and its round EV (None without one)."""

    option: CallOption
    discard: int | None
    shanten: int
    win_prob: float | None
    tenpai_prob: float | None
    exp_value: float | None
    round_ev: float | None

    @property
    def label(self) -> str:
        """``pass``, ``chi 234m, discard 9p``, ``kong 3333m`` (DESIGN.md "Games")."""
        if self.discard is None:
            return str(self.option)
        return f"{self.option}, discard {CODE_NAMES[self.discard]}"


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
    defence model, open hands by their tenpai rate times the class danger); ``riichi_evs``:
    each discard's round EV with riichi (None for a discard that leaves no closed hand ready
    to declare; the discard's own ``round_evs`` entry is then the quiet play, dama).
    """

    position: Position
    report: Report
    ahead: LookaheadReport | None
    values: WinValues
    dangers: tuple[Danger | None, ...] | None
    round_evs: tuple[float, ...] | None = None
    fold: Fold | None = None
    deal_ins: tuple[float, ...] | None = None
    riichi_evs: tuple[float | None, ...] | None = None
    #: For each discard that leaves the closed hand ready to declare, what its dama and
    #: riichi rows show (:class:`~.riichi.Rows`: each play's win chance and expected worth);
    #: None for the others, and where ``riichi_evs`` is None.
    riichi_rows: tuple[riichi.Rows | None, ...] | None = None
    #: With an offered tile: pass and each call, each with its discards (the report above is
    #: the pass's: the hand as it is, the tile seen).
    calls: tuple[CallChoice, ...] | None = None

    @property
    def choices(self) -> tuple[Choice, ...]:
        """Each discard with its look-ahead and danger, in the discard table's order; a
        discard that leaves the closed hand ready twice, kept quiet then with riichi."""
        ahead = self.ahead.discards if self.ahead is not None else None
        out = []
        for i, option in enumerate(self.report.discards):
            declared = None if self.riichi_evs is None else self.riichi_evs[i]
            plain = Choice(
                option,
                None if ahead is None else ahead[i],
                None if self.dangers is None else self.dangers[i],
                None if self.round_evs is None else self.round_evs[i],
                None if declared is None else False,
            )
            out.append(plain)
            if declared is not None:
                out.append(replace(plain, round_ev=declared, riichi=True))
        return tuple(out)


def analyze(position: Position, options: AnalyzeOptions = DEFAULT_OPTIONS) -> PositionReport:
    """Analyse ``position`` as ``options`` say (see :class:`PositionReport`).

    Raises :class:`~mjtrainer.core.HandError` for a hand or seen tiles the core refuses (a
    :class:`~mjtrainer.core.LookaheadError` for a turn outside 1–17) and
    :class:`~mjtrainer.core.LookaheadCancelled` when ``options.cancel()`` says so. A situation
    that cannot be scored is no error: :attr:`WinValues.fault` says why.
    """
    p = position
    if p.offered is not None:
        return _offer(p, options)
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
    evs, fold, deal_ins, riichi_evs, rows = _round_evs(p, ahead)
    return PositionReport(p, report, ahead, values, dangers, evs, fold, deal_ins, riichi_evs,
                          rows)  # fmt: skip


def _round_evs(
    p: Position, ahead: LookaheadReport | None
) -> tuple[
    tuple[float, ...] | None,
    Fold | None,
    tuple[float, ...] | None,
    tuple[float | None, ...] | None,
    tuple[riichi.Rows | None, ...] | None,
]:
    """Each discard's round EV and the fold line (DESIGN.md "Decisions"): the race with the
    others built once, the look-ahead read once, for every discard and the fold line. A win is
    worth the look-ahead's ``exp_value``; with the value off (the review, for speed), the
    published average win of such a hand (:func:`~.figures.average_win`). With a
    threat on the table a discard's EV is the better of playing on as the look-ahead plays
    and folding after it (a discard the search did not follow keeps no hope of winning). A
    discard that leaves the closed hand ready is played quiet (dama) and with riichi
    (:mod:`.riichi`)."""
    s = p.situation
    if ahead is None or s is None or p.rules.scored is not Scored.RIICHI or not ahead.discards:
        return None, None, None, None, None
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
    readies = _readies(p, ahead)
    riichi_evs: list[float | None] = []
    rows: list[riichi.Rows | None] = []
    unseen = _unseen(p)
    draws = LAST_DRAW - ahead.turn
    # the others against the seat's riichi (they fold more; it cannot fold from now on), built
    # only where a discard leaves a hand ready to declare
    locked = []
    if any(readies):
        declaring = race.build(p.table, s, ahead.turn, p.rules.seats, declared=True)
        locked = [o.locked() for o in declaring.opponents]
    for i, found in enumerate(readies):
        if found is None:
            riichi_evs.append(None)
            rows.append(None)
            continue
        rows.append(riichi.rows(found, ahead.discards[i].win_prob, unseen, draws))
        plays[i] = riichi.dama_play(plays[i], found, bonus)
        declared = riichi.riichi_play(found, unseen, draws, bonus)
        now = others.chances(ahead.discards[i].discard)
        riichi_evs.append(push_ev(locked, declared, now) - figures.RIICHI_STICK)
    evs, fold, deal_ins = _race_evs(p, others, [a.discard for a in ahead.discards], plays)
    if not any(readies):
        return evs, fold, deal_ins, None, None
    return evs, fold, deal_ins, tuple(riichi_evs), tuple(rows)


def _offer(p: Position, options: AnalyzeOptions) -> PositionReport:
    """The analysis of a position with an offered tile: pass and every call on it, each
    analysed as a position of its own (the pass with the tile seen, a call with its meld)."""
    assert p.offered is not None
    seat = p.table.seat if p.table is not None else 0
    chi_allowed = p.offered_from == left_of(seat, p.rules.seats)
    base = replace(p, offered=None, offered_from=None)
    passed: PositionReport | None = None
    out: list[CallChoice] = []
    for option in call_options(p.hand, p.offered, chi_allowed, p.rules):
        if option.call is Call.PASS:
            found = analyze(replace(base, seen=p.seen.add(p.offered)), options)
            passed = found
        else:
            found = analyze(replace(base, hand=option.hand), options)
        out += _call_choices(option, found)
    assert passed is not None
    return replace(passed, position=p, calls=tuple(out))


def _call_choices(option: CallOption, found: PositionReport) -> list[CallChoice]:
    """The choices of one option: each discard it may make (a chi or a pon; not its barred
    kinds), or the hand as it stands (a pass, a kong)."""
    ahead = found.ahead
    if found.report.hand.size % 3 == 1:
        entry = None if ahead is None else ahead.hand
        chances = (None, None, None) if entry is None else (
            entry.win_prob, entry.tenpai_prob, entry.exp_value)  # fmt: skip
        ev = _hand_ev(found.position, entry)
        return [CallChoice(option, None, found.report.shanten, *chances, ev)]
    out = []
    for i, o in enumerate(found.report.discards):
        if o.discard in option.barred:
            continue
        a = None if ahead is None else ahead.discards[i]
        ev = None if found.round_evs is None else found.round_evs[i]
        chances = (None, None, None) if a is None else (a.win_prob, a.tenpai_prob, a.exp_value)
        out.append(CallChoice(option, o.discard, o.shanten, *chances, ev))
    return out


def _hand_ev(p: Position, entry: HandLookahead | None) -> float | None:
    """The round EV of a 3n+1 hand that draws next (a pass, a kong's replacement draw): its
    look-ahead played on, no discard now; with a threat on the table, or the fold line."""
    s = p.situation
    if entry is None or s is None or p.turn is None or p.rules.scored is not Scored.RIICHI:
        return None
    others = race.build(p.table, s, p.turn, p.rules.seats)
    bonus = s.riichi_sticks * figures.RIICHI_STICK + s.honba * figures.HONBA
    worth = entry.exp_value
    if worth is None and entry.win_prob is not None:
        average = figures.average_win(s.is_dealer, not p.hand.is_concealed, _dora_held(p))
        worth = average * entry.win_prob
    own = own_play(entry.win_by_turn, entry.win_prob, entry.tenpai_prob, worth, bonus,
                   entry.tenpai_by_turn)  # fmt: skip
    nothing = tuple(0.0 for _ in others.opponents)
    ev = push_ev(others.opponents, own, nothing)
    if others.threatened:
        _, steps = race.safest_line(others, p.hand.codes())
        ev = max(ev, fold_ev(others.opponents, (nothing, *steps)))
    return ev


def _readies(p: Position, ahead: LookaheadReport) -> list[riichi.Ready | None]:
    """For each discard, the ready hand it leaves when the seat may declare riichi there (a
    closed hand, not yet in riichi, a draw left), else None."""
    s = p.situation
    assert s is not None
    out: list[riichi.Ready | None] = [None for _ in ahead.discards]
    if s.riichi or s.double_riichi or not p.hand.is_concealed or ahead.turn >= LAST_DRAW:
        return out
    if p.hand.size % 3 != 2:
        return out
    for i, option in enumerate(ahead.report.discards):
        if option.shanten == 0:
            left = p.hand.remove(option.discard)
            out[i] = riichi.ready(left, p.rules, s, option.effective)
    return out


def _unseen(p: Position) -> int:
    """The tiles the seat cannot see: the wall its draws come from."""
    totals = p.hand.total_counts()
    seen = p.seen.counts
    return sum(max(p.rules.copies(k) - totals[k] - seen[k], 0) for k in range(len(totals)))


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
    return legal_win(p.rules, p.situation.seat_wind, p.situation.round_wind, p.hand)


def _worth(p: Position) -> Worth | None:
    """What a self-drawn win is worth to the look-ahead: riichi points with the situation's
    winds, dora indicators, the hand's red fives and ura dora in expectation, MCR fan; None
    without a situation and under rules that value no win."""
    s = p.situation
    if s is None or not scores_rules(p.rules):
        return None
    return win_worth(
        p.rules,
        s.seat_wind,
        s.round_wind,
        s.dora_indicators,
        hand=p.hand,
        seen=p.seen.codes(),
        kita=s.kita,
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
