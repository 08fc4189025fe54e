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
    ORPHANS,
    Decomposition,
    DiscardLookahead,
    DiscardOption,
    Hand,
    HandError,
    Meld,
    Rules,
    Scored,
    Wait,
    WaitKind,
)
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
from .defence_presenters import table_ponds
from .viewmodel import (
    ContrastView,
    DecompositionView,
    DefenceView,
    DiscardView,
    GamePoint,
    GradeView,
    MeldView,
    MissedView,
    ProgressView,
    QuestionView,
    ReadingView,
    SeriesView,
    WaitExplanationView,
)

if TYPE_CHECKING:  # the store's row values, for annotations only
    from ...quiz.store import AnswerRecord, DayStat, MissedItem, ReviewedGame, Totals

#: The progress chart shows at most this many days, the latest.
CHART_DAYS = 60
#: The wait kind key of a thirteen orphans wait on all thirteen kinds (the core says
#: "kokushi" for every thirteen orphans wait; learners call the one on all thirteen
#: "thirteen-sided", 十三面, and the one on a single kind plain thirteen orphans).
THIRTEEN_SIDED = "kokushi-13"


# --- the trainer -------------------------------------------------------------------------------


def meld_view(m: Meld) -> MeldView:
    """A declared meld as the views draw it (its tile codes: a red five drawn red)."""
    return MeldView(m.codes, m.kind.value)


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


def contrast_view(hand: Hand, leader: DiscardLookahead, best: DiscardLookahead) -> ContrastView:
    """The sentence's two discards: the one with the most effective tiles and the one that
    wins more often, each as the tile it throws from ``hand``."""
    assert leader.win_prob is not None and best.win_prob is not None
    return ContrastView(
        _face(hand, leader.discard), _face(hand, best.discard), leader.win_prob, best.win_prob
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
