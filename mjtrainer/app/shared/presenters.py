"""Presenters: the core's and the quiz's values turned into the views' snapshots.

Pure functions, no Qt: each takes frozen values of :mod:`mjtrainer.core` or :mod:`mjtrainer.quiz`
(or plain values read from the progress store) and returns the frozen snapshots of
:mod:`.viewmodel`. The controllers call them (the analysis conversions on the worker thread);
they are tested with plain pytest. Wording stays out of here: the views translate the keys.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import datetime, tzinfo
from typing import TYPE_CHECKING, Any

from ...core import (
    GROUP_OF,
    HONORS,
    NUM_KINDS,
    ORPHANS,
    Decomposition,
    DiscardLookahead,
    DiscardOption,
    Hand,
    HandError,
    LookaheadReport,
    Meld,
    MeldKind,
    Report,
    Rules,
    Scored,
    Wait,
    WaitKind,
    lookahead_leaders,
    shape_contrast,
    value_contrast,
    wins_as_often,
)
from ...core.hand import FIVES, red_fives_of
from ...core.kinds import red_of
from ...core.lookahead import cut_off
from ...game.review import Category
from ...quiz import (
    CallQuestion,
    DefenceGrade,
    DefenceQuestion,
    DiscardGrade,
    DiscardQuestion,
    PushFoldGrade,
    PushFoldQuestion,
    QuizKind,
    RiichiDamaQuestion,
    ScoringQuestion,
    WaitExplanation,
    WaitsGrade,
    WaitsQuestion,
    best_discards,
    levels,
)
from ...quiz.cards import GAME_LEVEL, card_of, is_card
from ...quiz.errors import QuizError
from ...scoring import wins_counted
from .defence_presenters import table_ponds
from .viewmodel import (
    ContrastView,
    CurveView,
    DecompositionView,
    DefenceView,
    DiscardView,
    GamePoint,
    GradeView,
    HandChanceView,
    HandState,
    ImprovementView,
    LookaheadView,
    MeldView,
    MissedView,
    Mode,
    ProgressView,
    QuestionView,
    ReadingView,
    Result,
    SeriesView,
    StatusKind,
    ValueContrastView,
    WaitExplanationView,
    WaitView,
)

if TYPE_CHECKING:  # the store's row values, for annotations only
    from ...quiz.store import AnswerRecord, DayStat, MissedItem, ReviewedGame, Totals

#: The progress chart shows at most this many days, the latest.
CHART_DAYS = 60
#: How many free copies of the clicked tile each meld needs.
MELD_NEED = {Mode.PUNG: 3, Mode.KONG: 4, Mode.CONCEALED_KONG: 4}
#: No seen tiles.
NO_SEEN: tuple[int, ...] = (0,) * NUM_KINDS
#: The wait kind key of a thirteen orphans wait on all thirteen kinds (the core says
#: "kokushi" for every thirteen orphans wait; learners call the one on all thirteen
#: "thirteen-sided", 十三面, and the one on a single kind plain thirteen orphans).
THIRTEEN_SIDED = "kokushi-13"
#: The look-ahead chart follows this many discards, those that win most often.
CHART_DISCARDS = 3


# --- the trainer -------------------------------------------------------------------------------


def tiles_of(counts: Sequence[int]) -> tuple[int, ...]:
    """The tile kinds of 34 counts, sorted, each as often as counted."""
    return tuple(t for t in range(NUM_KINDS) for _ in range(counts[t]))


def available(hand: Hand, seen: Sequence[int], rules: Rules | None = None) -> tuple[int, ...]:
    """Copies of each kind not in the hand (concealed or melds) nor seen: of the four, or of
    none for a kind ``rules`` leave out of the wall (2m–8m with three players)."""
    used = hand.total_counts()
    copies = [4 if rules is None else rules.copies(t) for t in range(NUM_KINDS)]
    return tuple(max(copies[t] - used[t] - seen[t], 0) for t in range(NUM_KINDS))


def chow_starts(tile: int, free: Sequence[int]) -> tuple[int, ...]:
    """First tiles of the chows holding ``tile`` that the ``free`` copies allow."""
    if tile in HONORS:
        return ()
    group = GROUP_OF[tile]
    starts = []
    for s in (tile - 2, tile - 1, tile):
        run = (s, s + 1, s + 2)
        if s < 0 or any(t >= NUM_KINDS or GROUP_OF[t] != group for t in run):
            continue
        if all(free[t] >= 1 for t in run):
            starts.append(s)
    return tuple(starts)


#: The palette modes that declare a meld for an opponent, by seat.
OPPONENT_MELD_MODES = {Mode.MELD_RIGHT: 1, Mode.MELD_ACROSS: 2, Mode.MELD_LEFT: 3}


def opponent_melds(tile: int, free: Sequence[int]) -> tuple[tuple[str, int], ...]:
    """The melds holding ``tile`` an opponent can have declared with the ``free`` copies:
    ``(kind, first tile)`` pairs, the pung, the kong, the concealed kong, then the chows."""
    out: list[tuple[str, int]] = []
    if free[tile] >= 3:
        out.append((MeldKind.PUNG.value, tile))
    if free[tile] >= 4:
        out.append((MeldKind.KONG.value, tile))
        out.append((MeldKind.CONCEALED_KONG.value, tile))
    out += [(MeldKind.CHOW.value, s) for s in chow_starts(tile, free)]
    return tuple(out)


def enabled_tiles(mode: Mode, free: Sequence[int]) -> tuple[bool, ...]:
    """Which palette tiles a click can use in ``mode``, with ``free`` copies of each."""
    if mode is Mode.CHOW:
        return tuple(bool(chow_starts(t, free)) for t in range(NUM_KINDS))
    if mode in OPPONENT_MELD_MODES:
        return tuple(bool(opponent_melds(t, free)) for t in range(NUM_KINDS))
    need = MELD_NEED.get(mode, 1)
    return tuple(free[t] >= need for t in range(NUM_KINDS))


def meld_view(m: Meld) -> MeldView:
    """A declared meld as the views draw it (its tile codes: a red five drawn red)."""
    return MeldView(m.codes, m.kind.value)


#: The palette modes a red five can be clicked in: it keeps its redness in the hand, the seen
#: row, the dora indicators, the ponds, the opponents' melds and the tile offered to call.
RED_MODES = frozenset(
    {Mode.ADD, Mode.SEEN, Mode.DORA, Mode.POND_RIGHT, Mode.POND_ACROSS, Mode.POND_LEFT}
    | {Mode.OFFER_RIGHT, Mode.OFFER_ACROSS, Mode.OFFER_LEFT}
    | set(OPPONENT_MELD_MODES)
)


def red_enabled(
    hand: Hand, red_fives: int, mode: Mode, free: Sequence[int], seen_red: Iterable[int] = ()
) -> tuple[bool, ...]:
    """Which of the palette's red fives (0m, 0p, 0s) a click can add: while adding, marking
    seen tiles, picking dora indicators, adding to a pond or declaring an opponent's meld
    (when a meld holding the five can be made), under rules with red fives (``red_fives``,
    the rule set's count), when that suit's red five is not in the hand, its melds or the
    seen tiles (``seen_red``, the kinds of the seen red fives: the table's among them) and a
    copy of the five is free."""
    if not red_fives or mode not in RED_MODES:
        return (False,) * len(FIVES)
    held = {*red_fives_of(hand), *seen_red}
    if mode in OPPONENT_MELD_MODES:
        return tuple(five not in held and bool(opponent_melds(five, free)) for five in FIVES)
    return tuple(five not in held and free[five] >= 1 for five in FIVES)


def seen_codes(seen: Sequence[int], red: Iterable[int] = ()) -> tuple[int, ...]:
    """The seen tiles as sorted tile codes, from 34 counts and the kinds of the seen red fives
    (``red``): each red five written as its code (34–36), leading its kind's copies."""
    reds = set(red)
    out: list[int] = []
    for t in range(NUM_KINDS):
        n = seen[t]
        if n and t in reds:
            out.append(red_of(t) or t)
            n -= 1
        out += [t] * n
    return tuple(out)


def hand_state(
    hand: Hand,
    seen: Sequence[int],
    mode: Mode,
    from_text: bool = False,
    seen_red: Iterable[int] = (),
    rules: Rules | None = None,
) -> HandState:
    """The trainer's editable state (hand, 34 seen counts and the kinds of the seen red fives,
    click mode) as the views draw it; a kind ``rules`` leave out of the wall is never free."""
    free = available(hand, seen, rules)
    return HandState(
        concealed=hand.codes(),
        melds=tuple(meld_view(m) for m in hand.melds),
        seen=seen_codes(seen, seen_red),
        available=free,
        notation=str(hand),
        size=hand.size,
        mode=mode,
        enabled=enabled_tiles(mode, free),
        in_play=tuple(k in rules.kinds_in_play for k in range(NUM_KINDS))
        if rules is not None
        else (True,) * NUM_KINDS,
        from_text=from_text,
    )


def decomposition_view(d: Decomposition) -> DecompositionView:
    """One way a complete hand splits: its shape key, groups and declared melds."""
    return DecompositionView(d.shape.value, d.groups, tuple(meld_view(m) for m in d.declared))


def kind_keys(kinds: Iterable[WaitKind], thirteen_sided: bool) -> tuple[str, ...]:
    """The wait kinds' keys for the views; thirteen orphans as :data:`THIRTEEN_SIDED` when
    the hand waits on all thirteen orphans."""
    return tuple(
        THIRTEEN_SIDED if thirteen_sided and k is WaitKind.KOKUSHI else k.value for k in kinds
    )


def thirteen_sided(waits: Iterable[Wait | WaitExplanation]) -> bool:
    """Whether a hand waits on all thirteen orphans by thirteen orphans."""
    return sum(WaitKind.KOKUSHI in w.kinds for w in waits) == len(ORPHANS)


def wait_view(w: Wait, thirteen: bool = False) -> WaitView:
    """A winning tile with the copies left and its wait kind keys (``thirteen``: the hand
    waits on all thirteen orphans)."""
    return WaitView(w.tile, w.remaining, kind_keys(w.kinds, thirteen))


def value_unit(rules: Rules) -> str:
    """What the look-ahead's ``exp_value`` counts under ``rules``: "points" (riichi), "fan"
    (MCR), "" under rules that value no win."""
    if rules.scored is Scored.RIICHI:
        return "points"
    if rules.scored is Scored.MCR:
        return "fan"
    return ""


def discard_views(
    options: Sequence[DiscardOption],
    best_tiles: Sequence[int] | None = None,
    lookahead: Sequence[DiscardLookahead] | None = None,
    unit: str = "",
    hand: Hand | None = None,
) -> tuple[DiscardView, ...]:
    """The discard table's rows in the order of ``options``, the best ones flagged:
    ``best_tiles`` when given (a discard question's answer, or the look-ahead's best), else
    the effective-tile best. With ``lookahead`` (one entry per option, any order) each row has
    its chances to be ready and to win, and its value; ``unit`` ("points", "fan") makes the
    table show the value ("": no value column). ``hand`` (the hand the options are discards
    of, red fives kept) gives each row the code it throws (``DiscardView.code``)."""
    best = set(best_discards(options) if best_tiles is None else best_tiles)
    ahead = {a.discard: a for a in lookahead or ()}
    out = []
    for o in options:
        a = ahead.get(o.discard)
        out.append(
            DiscardView(
                o.discard,
                o.shanten,
                o.effective,
                o.effective_count,
                o.discard in best,
                None if a is None else a.searched,
                None if a is None else a.tenpai_prob,
                None if a is None else a.win_prob,
                value=None if a is None else a.exp_value,
                value_unit=unit,
                code=_thrown(hand, o.discard),
            )
        )
    return tuple(out)


def _thrown(hand: Hand | None, kind: int) -> int | None:
    """The red five's code a discard of ``kind`` throws from ``hand``; None for a plain tile."""
    if hand is None:
        return None
    code = hand.discard_code(kind)
    return None if code == kind else code


def _face(hand: Hand, kind: int) -> int:
    """The tile code a discard of ``kind`` throws from ``hand``."""
    return hand.discard_code(kind)


def lookahead_best(entries: Sequence[DiscardLookahead]) -> tuple[int, ...] | None:
    """The tiles the trainer lights as best once the look-ahead is in: the discards that win
    most often (ties: more often ready, then more effective tiles); None when the search
    reached no discard (the effective tiles' best stays lit)."""
    leaders = lookahead_leaders(entries)
    return tuple(a.discard for a in leaders) if leaders else None


def contrast_view(hand: Hand, leader: DiscardLookahead, best: DiscardLookahead) -> ContrastView:
    """The sentence's two discards: the one with the most effective tiles and the one that
    wins more often, each as the tile it throws from ``hand``."""
    assert leader.win_prob is not None and best.win_prob is not None
    return ContrastView(
        _face(hand, leader.discard), _face(hand, best.discard), leader.win_prob, best.win_prob
    )


def value_contrast_view(
    hand: Hand, best: DiscardLookahead, top: DiscardLookahead, unit: str
) -> ValueContrastView:
    """The value sentence's two discards: the one that wins most often and the one worth most,
    each as the tile it throws from ``hand``."""
    assert best.exp_value is not None and top.exp_value is not None
    return ValueContrastView(
        _face(hand, best.discard),
        _face(hand, top.discard),
        best.exp_value,
        top.exp_value,
        unit,
        wins_as_often(best, top),
    )


def lookahead_view(ahead: LookaheadReport) -> LookaheadView:
    """The look-ahead of a hand as the views show it: the best discards, the sentence when the
    effective tiles pick another, the chart's curves and, for 13 tiles, the hand's chances."""
    first = ahead.turn + 1
    reach = ahead.cut_off
    wins = wins_counted(ahead.report.rules, ahead.report.hand)
    instead = cut_off(extended=True) if ahead.basic_instead else None
    one = ahead.hand
    if one is not None:
        curves: tuple[CurveView, ...] = ()
        if one.win_by_turn is not None and one.tenpai_by_turn is not None:
            curves = (
                CurveView(-1, "win", first, one.win_by_turn),
                CurveView(-1, "tenpai", first, one.tenpai_by_turn),
            )
        hand = HandChanceView(
            one.shanten,
            one.searched,
            one.tenpai_prob,
            one.win_prob,
            one.effective_count,
            tuple(
                ImprovementView(i.tile, i.remaining, i.effective_count) for i in one.improvements
            ),
            one.exp_value,
            value_unit(ahead.report.rules) if one.exp_value is not None else "",
        )
        return LookaheadView(
            ahead.turn,
            ahead.extended,
            reach,
            curves=curves,
            hand=hand,
            wins=wins,
            basic_instead=instead,
        )
    contrast = shape_contrast(ahead.discards)
    worth = value_contrast(ahead.discards)
    unit = value_unit(ahead.report.rules)
    held = ahead.report.hand
    top = [a for a in ahead.ranked() if a.searched and a.win_by_turn is not None]
    return LookaheadView(
        ahead.turn,
        ahead.extended,
        reach,
        best=lookahead_best(ahead.discards) or (),
        contrast=None if contrast is None else contrast_view(held, *contrast),
        value_contrast=(
            None if worth is None or not unit else value_contrast_view(held, *worth, unit)
        ),
        curves=tuple(
            CurveView(_face(held, a.discard), "win", first, a.win_by_turn)
            for a in top[:CHART_DISCARDS]
            if a.win_by_turn is not None
        ),
        wins=wins,
        basic_instead=instead,
    )


def with_lookahead(result: Result, ahead: LookaheadReport) -> Result:
    """``result`` (the analysis shown) with the look-ahead of the same hand: each discard row
    gains its chances (and its value, when ``result``'s rows show one), the rows lit as best are
    those that win most often, and the view of the look-ahead is added. The rows keep the
    core's (effective-tile) order."""
    report = ahead.report
    unit = next((o.value_unit for o in result.discards if o.value_unit), "")
    best = lookahead_best(ahead.discards)
    discards = discard_views(report.discards, best, ahead.discards, unit, report.hand)
    # The danger against a riichi does not change with the search: the rows keep it.
    dangers = {o.tile: o.danger for o in result.discards if o.danger is not None}
    if dangers:
        discards = tuple(replace(o, danger=dangers.get(o.tile)) for o in discards)
    return replace(result, discards=discards, lookahead=lookahead_view(ahead))


def result_of(report: Report, valued: bool = False) -> Result:
    """The view's picture of a core report (a frozen value; made on the worker thread);
    ``valued``: the look-ahead that follows gives each discard its value (under rules that
    value a win), so the rows show the value column, pending until it comes."""
    if report.win:
        status = StatusKind.WIN
    elif report.shanten == 0:
        status = StatusKind.READY
    else:
        status = StatusKind.SHANTEN
    return Result(
        status=status,
        size=report.hand.size,
        shanten=report.shanten,
        decompositions=tuple(decomposition_view(d) for d in report.decompositions),
        waits=tuple(wait_view(w, thirteen_sided(report.waits)) for w in report.waits),
        effective=report.effective,
        effective_total=report.effective_count,
        discards=discard_views(
            report.discards, unit=value_unit(report.rules) if valued else "", hand=report.hand
        ),
        shapes=tuple((s.value, n) for s, n in report.shanten_by_shape),
    )


# --- the quiz ----------------------------------------------------------------------------------


def level_choices() -> tuple[tuple[str, tuple[int, ...]], ...]:
    """(kind, level numbers) of each quiz kind, for the level picker."""
    return tuple((k.value, tuple(lv.number for lv in levels(k))) for k in QuizKind)


def readings_view(e: WaitExplanation, thirteen: bool = False) -> tuple[ReadingView, ...]:
    """The core's readings of one wait: the complete hand's groups, where the winning tile
    sits in them, the shape and the wait kind of that reading."""
    return tuple(
        ReadingView(
            r.decomposition.shape.value,
            r.decomposition.groups,
            (r.group, r.position),
            kind_keys((r.kind,), thirteen),
        )
        for r in e.readings
    )


def wait_explanation_view(e: WaitExplanation, thirteen: bool = False) -> WaitExplanationView:
    """A wait of a waits question with every reading of it (``thirteen``: the hand waits on
    all thirteen orphans)."""
    return WaitExplanationView(
        e.tile, e.remaining, kind_keys(e.kinds, thirteen), readings_view(e, thirteen)
    )


def hand_question_view(
    q: WaitsQuestion
    | DiscardQuestion
    | ScoringQuestion
    | DefenceQuestion
    | PushFoldQuestion
    | RiichiDamaQuestion
    | CallQuestion,
    shanten: int,
    answer: tuple[int, ...],
    **parts: Any,
) -> QuestionView:
    """The fields every kind's question view shares (what it is, its hand), with the kind's
    own ``parts``."""
    return QuestionView(
        q.kind.value,
        q.level,
        q.seed,
        q.rules,
        str(q.hand),
        q.hand.tiles(),
        shanten,
        answer,
        **parts,
        faces=q.hand.codes(),
    )


def tile_grade_view(
    g: WaitsGrade | DiscardGrade | DefenceGrade | PushFoldGrade,
    timed_out: bool,
    time_ms: int,
    **parts: Any,
) -> GradeView:
    """The verdict on an answer given in tiles (right, missed and extra marked on them), with
    the time it took and the kind's own ``parts``."""
    return GradeView(
        correct=g.correct,
        timed_out=timed_out,
        given=g.given,
        right=g.right,
        missed=g.missed,
        extra=g.extra,
        time_ms=time_ms,
        **parts,
    )


def waits_question_view(q: WaitsQuestion) -> QuestionView:
    """The view's picture of a waits question: every wait with its readings."""
    explained = q.explain()
    thirteen = thirteen_sided(explained)
    waits = tuple(wait_explanation_view(e, thirteen) for e in explained)
    return hand_question_view(q, q.report.shanten, q.answer, waits=waits)


def discard_question_view(q: DiscardQuestion) -> QuestionView:
    """The view's picture of a discard question: the table, best chance to win first, and
    the sentence when the most effective tiles mislead."""
    discards, contrast = discard_explanation(q)
    table = q.context.table if q.context is not None else None
    # A card that kept its table shows it: the ponds, the melds and the riichi it is asked against.
    defence = (
        None if table is None else DefenceView(table_ponds(table), table.dora_indicators, (), ())
    )
    return hand_question_view(
        q,
        q.report.shanten,
        q.answer,
        discards=discards,
        turn=q.turn,
        contrast=contrast,
        from_games=q.level == GAME_LEVEL,
        seen=q.seen,
        melds=tuple(meld_view(m) for m in q.hand.melds),
        defence=defence,
    )


def discard_explanation(q: DiscardQuestion) -> tuple[tuple[DiscardView, ...], ContrastView | None]:
    """A discard question's table, best chance to win first (the quiz's explanation order),
    each row with its effective tiles and its chances, the right ones flagged; and the
    sentence's two discards when the one with the most effective tiles is not right."""
    ex = q.explain()
    if ex is None:  # nothing searched: the table in the effective-tile order
        return discard_views(q.report.discards, q.answer, q.lookahead, hand=q.hand), None
    options = [row.option for row in ex.rows]
    rows = discard_views(options, q.answer, [row.lookahead for row in ex.rows], hand=q.hand)
    if q.round_evs:  # a card graded by the round EV: each row's EV and chance to deal in
        rows = tuple(
            replace(v, round_ev=q.ev_of(v.tile), deal_in=q.deal_in_of(v.tile)) for v in rows
        )
    contrast = (
        contrast_view(q.hand, ex.tile_leader.lookahead, ex.best.lookahead)
        if ex.shape_choice
        else None
    )
    return rows, contrast


def waits_grade_view(g: WaitsGrade, timed_out: bool, time_ms: int) -> GradeView:
    """The verdict on a waits answer, with the time it took."""
    return tile_grade_view(g, timed_out, time_ms)


def discard_grade_view(g: DiscardGrade, timed_out: bool, time_ms: int) -> GradeView:
    """The verdict on a discard, with the time it took and the gap to the best."""
    return tile_grade_view(
        g,
        timed_out,
        time_ms,
        chosen=g.chosen.discard if g.chosen is not None else None,
        tile_gap=g.tile_gap,
        shanten_gap=g.shanten_gap,
        best=g.best.discard,
        win_gap=g.win_gap,
        reasons=g.reasons,
    )


def _stored_hand(notation: str) -> Hand | None:
    """A stored hand (None when it no longer reads as one)."""
    try:
        return Hand.parse(notation)
    except HandError:
        return None


def missed_view(m: MissedItem) -> MissedView:
    """A question missed often, as the progress page lists it: its concealed tiles and its
    declared melds (a scoring question's hand has them); a card from a game with its
    position's seen tiles and turn."""
    item = m.item
    seen: tuple[int, ...] = ()
    turn: int | None = None
    hand: Hand | None
    if is_card(item):
        try:
            card = card_of(item)
        except QuizError:  # a card that no longer reads: listed, with no tiles
            hand = None
        else:
            hand, seen, turn = card.hand, card.seen, card.turn
    else:
        hand = _stored_hand(item.hand)
    return MissedView(
        item.kind,
        item.level,
        item.seed,
        item.rules,
        item.hand,
        () if hand is None else hand.tiles(),
        m.misses,
        m.answers,
        () if hand is None else tuple(meld_view(x) for x in hand.melds),
        is_card(item),
        seen,
        turn,
    )


def _from_games(level: int) -> bool:
    """Whether a chart series is the cards from games: their level (0) is no quiz level of
    any kind (the catalogues start at 1), so the level alone says it."""
    return level == GAME_LEVEL


def is_practice_discard(record: AnswerRecord) -> bool:
    """Whether a stored answer is a practice deal's graded discard (made by
    :func:`~mjtrainer.app.trainer.practice_presenters.answer_record`: an answer to a card from
    a game, a tile given and no time taken; an answer in the quiz is always timed)."""
    return record.level == GAME_LEVEL and record.given != "" and record.time_ms is None


def progress_view(
    totals: Totals,
    days: Iterable[DayStat],
    streak: int,
    due: int,
    missed: Iterable[MissedItem],
    cards: tuple[int, int] = (0, 0),
    practice: tuple[int, int] = (0, 0),
    games: Iterable[ReviewedGame] = (),
) -> ProgressView:
    """Totals, the chart's series (the last :data:`CHART_DAYS` days, one per kind and level in
    the quiz's kind order, the cards from games as their own series), the most-missed
    questions, the review count and the cards from games (made, due now). ``practice`` is
    the practice deals' graded discards (how many, how many best) among ``totals``: they are
    counted apart from the quiz's answers. ``games`` are the reviewed games (oldest first),
    each a point of the chart of games (:func:`game_point`)."""
    days = list(days)
    if days:
        last = days[-1].day.toordinal()
        days = [d for d in days if d.day.toordinal() > last - CHART_DAYS]
    series: dict[tuple[str, int], list[tuple[int, float, int]]] = {}
    per_day: dict[int, int] = {}
    for d in days:
        day = d.day.toordinal()
        series.setdefault((d.kind, d.level), []).append((day, d.accuracy, d.answered))
        per_day[day] = per_day.get(day, 0) + d.answered
    kind_order = {k.value: i for i, k in enumerate(QuizKind)}
    ordered = sorted(series, key=lambda kl: (kind_order.get(kl[0], len(kind_order)), kl[1]))
    return ProgressView(
        answered=totals.answered - practice[0],
        correct=totals.correct - practice[1],
        practice=practice[0],
        average_ms=totals.average_ms,
        streak=streak,
        due=due,
        series=tuple(
            SeriesView(k, lv, tuple(series[(k, lv)]), _from_games(lv)) for k, lv in ordered
        ),
        per_day=tuple(sorted(per_day.items())),
        most_missed=tuple(missed_view(m) for m in missed),
        cards=cards[0],
        cards_due=cards[1],
        games=tuple(game_point(g) for g in games),
    )


def game_point(game: ReviewedGame, tz: tzinfo | None = None) -> GamePoint:
    """A reviewed game as a point of the chart of games: the local day it was reviewed
    (``tz``: None = the local time zone), its figures, its categories in the review's order."""
    order = {c.value: i for i, c in enumerate(Category)}
    return GamePoint(
        datetime.fromtimestamp(game.at, tz).date().toordinal(),
        game.ev_lost_per_decision,
        game.agreement,
        tuple(
            (c, n, lost)
            for c, (n, lost) in sorted(
                game.by_category.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])
            )
        ),
    )
