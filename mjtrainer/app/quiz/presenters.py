"""The quiz page's presenters: a question or a grade of any kind turned into the view's
snapshot (:mod:`.model`) by the kind's own presenter, one section a kind, and the level
picker's choices. Qt-free values: the jobs run them on the worker. A ``match`` over the question and
grade values ends in ``assert_never``, so mypy names a kind left out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any, assert_never

from ...defence import Danger, Table
from ...defence.words import explain
from ...quiz import (
    CallGrade,
    CallQuestion,
    DefenceGrade,
    DefenceQuestion,
    DiscardGrade,
    DiscardQuestion,
    Grade,
    PushFoldGrade,
    PushFoldQuestion,
    Question,
    QuizKind,
    RiichiDamaGrade,
    RiichiDamaQuestion,
    RiichiHand,
    ScoringGrade,
    ScoringQuestion,
    WaitExplanation,
    WaitsGrade,
    WaitsQuestion,
    levels,
)
from ...quiz.cards import GAME_LEVEL
from ..scoring.presenters import scoring_marks, scoring_part_view
from ..shared.presenters import contrast_view, discard_views, kind_keys, meld_view, thirteen_sided
from ..shared.viewmodel import ContrastView, DiscardView
from .model import (
    AgainstView,
    CallQuestionView,
    ChoiceGradeView,
    ChoiceRowView,
    DefencePond,
    DefenceQuestionView,
    DefenceView,
    DiscardGradeView,
    DiscardQuestionView,
    GradeView,
    PushFoldQuestionView,
    QuestionView,
    ReadingSentence,
    ReadingView,
    RiichiHandView,
    RiichiQuestionView,
    ScoringGradeView,
    ScoringQuestionView,
    ThrowGrade,
    TileDangerView,
    WaitExplanationView,
    WaitsGradeView,
    WaitsQuestionView,
)

# --- what every kind shares --------------------------------------------------------------------


def asked_hand(q: Question, shanten: int, answer: tuple[int, ...]) -> dict[str, Any]:
    """The fields of :class:`~..model.AskedHand` every kind's question snapshot shares (what
    it is, its hand), as keywords for the kind's own snapshot."""
    return {
        "kind": q.kind.value,
        "level": q.level,
        "seed": q.seed,
        "rules": q.rules,
        "notation": str(q.hand),
        "tiles": q.hand.tiles(),
        "shanten": shanten,
        "answer": answer,
        "faces": q.hand.codes(),
    }


def relative_seat(seat: int, own: int, seats: int) -> int:
    """Where ``seat`` sits seen from ``own`` at a table of ``seats``: 0 you, 1 right, 2
    across, 3 left; with three seats the two others are right and left (nobody across)."""
    place = (seat - own) % seats
    return 3 if seats == 3 and place == 2 else place


def table_ponds(table: Table) -> tuple[DefencePond, ...]:
    """Every pond of ``table`` as the quiz draws it: the learner's first, then right, across
    and left (right and left with three seats: :func:`relative_seat`)."""

    def relative(seat: int) -> int:
        return relative_seat(seat, table.seat, table.seats)

    ponds = (
        DefencePond(p.seat, relative(p.seat), p.tiles, p.riichi, p.after, p.melds, p.called)
        for p in table.ponds
    )
    return tuple(sorted(ponds, key=lambda p: p.relative))


def riichi_table(
    table: Table,
    riichi_hands: Iterable[RiichiHand],
    dangers: Callable[[Callable[[int], int]], tuple[TileDangerView, ...]] = lambda relative: (),
) -> DefenceView:
    """The table a question against a riichi is asked at: its ponds and dora indicators, the
    riichi hands as they really were (shown once answered) and the hand's ``dangers``, made
    with the function that places a seat as seen from the learner."""

    def relative(seat: int) -> int:
        return relative_seat(seat, table.seat, table.seats)

    return DefenceView(
        table_ponds(table),
        table.dora_indicators,
        dangers(relative),
        tuple(RiichiHandView(relative(r.seat), r.hand.tiles(), r.waits) for r in riichi_hands),
    )


def throw_grade_view(g: DefenceGrade | PushFoldGrade, timed_out: bool, time_ms: int) -> ThrowGrade:
    """The verdict on a tile thrown against a riichi (defence, push or fold), with the time it
    took and the best throw (the safest tile; the best round EV)."""
    return ThrowGrade(
        correct=g.correct,
        timed_out=timed_out,
        time_ms=time_ms,
        chosen=g.chosen.tile if g.chosen is not None else None,
        best=g.best.tile,
    )


def table_view(table: Table) -> DefenceView:
    """The table a question is asked at, with no dangers or riichi hands shown: its ponds and
    dora indicators."""
    return DefenceView(table_ponds(table), table.dora_indicators, (), ())


# --- waits -------------------------------------------------------------------------------------


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


def waits_question_view(q: WaitsQuestion) -> WaitsQuestionView:
    """The view's picture of a waits question: every wait with its readings."""
    explained = q.explain()
    thirteen = thirteen_sided(explained)
    waits = tuple(wait_explanation_view(e, thirteen) for e in explained)
    return WaitsQuestionView(**asked_hand(q, q.report.shanten, q.answer), waits=waits)


def waits_grade_view(g: WaitsGrade, timed_out: bool, time_ms: int) -> WaitsGradeView:
    """The verdict on a waits answer, with the time it took."""
    return WaitsGradeView(
        correct=g.correct,
        timed_out=timed_out,
        time_ms=time_ms,
        given=g.given,
        right=g.right,
        missed=g.missed,
        extra=g.extra,
    )


# --- discard -----------------------------------------------------------------------------------


def discard_question_view(q: DiscardQuestion) -> DiscardQuestionView:
    """The view's picture of a discard question: the table, best chance to win first, and
    the sentence when the most effective tiles mislead."""
    discards, contrast = discard_explanation(q)
    table = q.context.table if q.context is not None else None
    return DiscardQuestionView(
        **asked_hand(q, q.report.shanten, q.answer),
        turn=q.turn,
        from_games=q.level == GAME_LEVEL,
        discards=discards,
        contrast=contrast,
        seen=q.seen,
        melds=tuple(meld_view(m) for m in q.hand.melds),
        # A card that kept its table shows it: the ponds, the melds and the riichi it is
        # asked against.
        defence=None if table is None else table_view(table),
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


def discard_grade_view(g: DiscardGrade, timed_out: bool, time_ms: int) -> DiscardGradeView:
    """The verdict on a discard, with the time it took and the gap to the best."""
    return DiscardGradeView(
        correct=g.correct,
        timed_out=timed_out,
        time_ms=time_ms,
        chosen=g.chosen.discard if g.chosen is not None else None,
        best=g.best.discard,
        tile_gap=g.tile_gap,
        shanten_gap=g.shanten_gap,
        win_gap=g.win_gap,
        reasons=g.reasons,
    )


# --- scoring -----------------------------------------------------------------------------------


def scoring_question_view(q: ScoringQuestion) -> ScoringQuestionView:
    """The view's picture of a scoring question: the hand, and its situation, answer and
    explanation."""
    return ScoringQuestionView(**asked_hand(q, q.report.shanten, ()), scoring=scoring_part_view(q))


def scoring_grade_view(g: ScoringGrade, timed_out: bool, time_ms: int) -> ScoringGradeView:
    """The verdict on a scoring answer, with the time it took and the marks of its fans and
    numbers."""
    return ScoringGradeView(
        correct=g.correct, timed_out=timed_out, time_ms=time_ms, scoring=scoring_marks(g)
    )


# --- defence -----------------------------------------------------------------------------------


def defence_question_view(q: DefenceQuestion) -> DefenceQuestionView:
    """The view's picture of a defence question: every pond (yours first, then right, across
    and left), the dora indicators, the hand's dangers safest first and the riichi hands."""
    defence = riichi_table(
        q.table,
        q.riichi_hands,
        lambda relative: tuple(_danger_view(d, relative) for d in q.dangers),
    )
    return DefenceQuestionView(**asked_hand(q, 0, q.answer), turn=q.turn, defence=defence)


def _danger_view(d: Danger, relative: Callable[[int], int]) -> TileDangerView:
    return TileDangerView(
        d.tile,
        d.chance,
        d.name,
        tuple(
            AgainstView(
                relative(a.seat),
                a.name,
                a.kabe.value if a.kabe is not None else "",
                a.chance,
                tuple(
                    ReadingSentence(key, tuple(sorted(params.items())))
                    for key, params in explain(d.tile, a)
                ),
            )
            for a in d.against
        ),
        d.estimate,
    )


# --- push or fold ------------------------------------------------------------------------------


def pushfold_question_view(q: PushFoldQuestion) -> PushFoldQuestionView:
    """The view's picture of a push-or-fold question: the ponds (the riichi among them), the
    dora indicators and the riichi hands; each throw as a discard row, the best round EV
    first, with its win chance, deal-in chance and round EV; the fold line's first tiles."""
    defence = riichi_table(q.table, q.riichi_hands)
    rows = tuple(
        DiscardView(
            c.tile,
            c.shanten,
            c.tiles,
            c.effective,
            c.tile in q.answer,
            c.win is not None,
            c.tenpai,
            c.win,
            round_ev=c.ev,
            deal_in=c.deal_in,
            code=None if q.hand.discard_code(c.tile) == c.tile else q.hand.discard_code(c.tile),
        )
        for c in q.choices
    )
    return PushFoldQuestionView(
        **asked_hand(q, 0, q.answer),
        turn=q.turn,
        defence=defence,
        discards=rows,
        fold=q.fold,
        fold_ev=q.fold_ev,
    )


# --- riichi or dama, call or pass --------------------------------------------------------------


def riichi_question_view(q: RiichiDamaQuestion) -> RiichiQuestionView:
    """The view's picture of a riichi-or-dama question: the ponds and the dora indicator,
    both choices' rows (best round EV first) with their chances, average win and round EV,
    and the discard asked about."""
    rows = tuple(
        ChoiceRowView(r.word, None, None, r.win, r.value, r.ev, r.word in q.answer) for r in q.rows
    )
    return RiichiQuestionView(
        **asked_hand(q, 0, ()),
        turn=q.turn,
        from_games=q.level == GAME_LEVEL,  # a card from a game: asked at its own position
        defence=table_view(q.table),
        choices=rows,
        offers=q.CHOICES,
        asked=q.discard,
        left=q.left,
        ron_with_yaku=q.ron_with_yaku,
    )


def call_question_view(q: CallQuestion) -> CallQuestionView:
    """The view's picture of a call-or-pass question: the ponds and the dora indicator, pass
    and each call's row (best round EV first) with its best discard, chances, expected worth
    and round EV, and the tile offered and by whom."""
    table = q.table
    rows = tuple(
        ChoiceRowView(r.word, r.discard, r.shanten, r.win, r.worth, r.ev, r.word in q.answer)
        for r in q.rows
    )
    return CallQuestionView(
        **asked_hand(q, 0, ()),
        turn=q.turn,
        from_games=q.level == GAME_LEVEL,
        defence=table_view(table),
        choices=rows,
        offers=q.choices,
        offered=q.offered,
        offered_from=relative_seat(q.offered_from, table.seat, table.seats),
    )


def choice_grade_view(
    g: RiichiDamaGrade | CallGrade, timed_out: bool, time_ms: int
) -> ChoiceGradeView:
    """The verdict on a choice, with the time it took."""
    return ChoiceGradeView(correct=g.correct, timed_out=timed_out, time_ms=time_ms, choice=g.given)


# --- every kind --------------------------------------------------------------------------------


def question_view(q: Question) -> QuestionView:
    """The view's picture of a question of any kind, explanation included (made on the
    worker)."""
    match q:
        case WaitsQuestion():
            return waits_question_view(q)
        case DiscardQuestion():
            return discard_question_view(q)
        case ScoringQuestion():
            return scoring_question_view(q)
        case DefenceQuestion():
            return defence_question_view(q)
        case PushFoldQuestion():
            return pushfold_question_view(q)
        case RiichiDamaQuestion():
            return riichi_question_view(q)
        case CallQuestion():
            return call_question_view(q)
        case _:
            assert_never(q)


def grade_view(g: Grade, timed_out: bool, time_ms: int) -> GradeView:
    """The verdict on an answer of any kind, with the time it took."""
    match g:
        case WaitsGrade():
            return waits_grade_view(g, timed_out, time_ms)
        case DiscardGrade():
            return discard_grade_view(g, timed_out, time_ms)
        case ScoringGrade():
            return scoring_grade_view(g, timed_out, time_ms)
        case DefenceGrade() | PushFoldGrade():
            return throw_grade_view(g, timed_out, time_ms)
        case RiichiDamaGrade() | CallGrade():
            return choice_grade_view(g, timed_out, time_ms)
        case _:
            assert_never(g)


def level_choices() -> tuple[tuple[str, tuple[int, ...]], ...]:
    """(kind, level numbers) of each quiz kind, for the level picker."""
    return tuple((k.value, tuple(lv.number for lv in levels(k))) for k in QuizKind)
