"""The quiz page's presenters: a question or a grade of any kind turned into the view's
snapshot, by the kind's own presenter (:mod:`..shared.presenters`,
:mod:`..scoring.presenters`). Qt-free: the jobs run them on the worker. A ``match`` over
the question and grade values ends in ``assert_never``, so mypy names a kind left out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import assert_never

from ...defence import Danger
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
    RiichiDamaGrade,
    RiichiDamaQuestion,
    ScoringGrade,
    ScoringQuestion,
    WaitsGrade,
    WaitsQuestion,
)
from ...quiz.cards import GAME_LEVEL
from ..scoring.presenters import scoring_grade_view, scoring_question_view
from ..shared.defence_presenters import relative_seat, table_ponds
from ..shared.presenters import (
    discard_grade_view,
    discard_question_view,
    hand_question_view,
    tile_grade_view,
    waits_grade_view,
    waits_question_view,
)
from ..shared.viewmodel import (
    AgainstView,
    ChoiceRowView,
    DefenceView,
    DiscardView,
    GradeView,
    QuestionView,
    ReadingSentence,
    RiichiHandView,
    TileDangerView,
)


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
        case RiichiDamaQuestion() | CallQuestion():
            return choice_question_view(q)
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
        case DefenceGrade():
            return defence_grade_view(g, timed_out, time_ms)
        case PushFoldGrade():
            return tile_grade_view(
                g,
                timed_out,
                time_ms,
                chosen=g.chosen.tile if g.chosen is not None else None,
                best=g.best.tile,
            )
        case RiichiDamaGrade() | CallGrade():
            return GradeView(g.correct, timed_out, (), (), (), (), time_ms, choice=g.given)
        case _:
            assert_never(g)


def choice_question_view(q: RiichiDamaQuestion | CallQuestion) -> QuestionView:
    """The view's picture of a riichi-or-dama or call-or-pass question: the ponds and the dora
    indicator, the choices offered, and each choice's row (best round EV first) with its
    chances, value and round EV; the discard asked about, or the tile offered and by whom."""
    table = q.table
    defence = DefenceView(table_ponds(table), table.dora_indicators, (), ())
    card = q.level == GAME_LEVEL  # a card from a game: asked at its own position
    base = hand_question_view(q, 0, (), turn=q.turn, defence=defence, from_games=card)
    if isinstance(q, RiichiDamaQuestion):
        rows = tuple(
            ChoiceRowView(r.word, None, None, r.win, r.value, r.ev, r.word in q.answer)
            for r in q.rows
        )
        return replace(base, choices=rows, offers=q.CHOICES, asked=q.discard, left=q.left,
                       ron_with_yaku=q.ron_with_yaku)  # fmt: skip
    rows = tuple(
        ChoiceRowView(r.word, r.discard, r.shanten, r.win, r.worth, r.ev, r.word in q.answer)
        for r in q.rows
    )
    return replace(base, choices=rows, offers=q.choices, asked=q.offered,
                   offered_from=relative_seat(q.offered_from, table.seat, table.seats))  # fmt: skip


def pushfold_question_view(q: PushFoldQuestion) -> QuestionView:
    """The view's picture of a push-or-fold question: the ponds (the riichi among them), the
    dora indicators and the riichi hands; each throw as a discard row, the best round EV
    first, with its win chance, deal-in chance and round EV; the fold line's first tiles."""
    table = q.table

    def relative(seat: int) -> int:
        return relative_seat(seat, table.seat, table.seats)

    defence = DefenceView(
        table_ponds(table),
        table.dora_indicators,
        (),
        tuple(RiichiHandView(relative(r.seat), r.hand.tiles(), r.waits) for r in q.riichi_hands),
    )
    rows = tuple(
        DiscardView(
            c.tile,
            c.shanten,
            (),
            c.effective,
            c.tile in q.answer,
            c.win is not None,
            None,
            c.win,
            round_ev=c.ev,
            deal_in=c.deal_in,
            code=None if q.hand.discard_code(c.tile) == c.tile else q.hand.discard_code(c.tile),
        )
        for c in q.choices
    )
    return hand_question_view(
        q, 0, q.answer, discards=rows, turn=q.turn, defence=defence, fold=q.fold, fold_ev=q.fold_ev
    )


def defence_question_view(q: DefenceQuestion) -> QuestionView:
    """The view's picture of a defence question: every pond (yours first, then right, across
    and left), the dora indicators, the hand's dangers safest first and the riichi hands."""
    table = q.table

    def relative(seat: int) -> int:
        return relative_seat(seat, table.seat, table.seats)

    defence = DefenceView(
        table_ponds(table),
        table.dora_indicators,
        tuple(_danger_view(d, relative) for d in q.dangers),
        tuple(RiichiHandView(relative(r.seat), r.hand.tiles(), r.waits) for r in q.riichi_hands),
    )
    return hand_question_view(q, 0, q.answer, turn=q.turn, defence=defence)


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


def defence_grade_view(g: DefenceGrade, timed_out: bool, time_ms: int) -> GradeView:
    """The verdict on a defence throw, with the time it took and the safest tile (the
    question's dangers say how much likelier the throw deals in)."""
    return tile_grade_view(
        g,
        timed_out,
        time_ms,
        chosen=g.chosen.tile if g.chosen is not None else None,
        best=g.best.tile,
    )
