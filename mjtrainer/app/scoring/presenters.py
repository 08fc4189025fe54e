"""Presenters of scoring: the scoring package's and the quiz's values turned into the snapshots
of :mod:`..shared.score_model`, and the trainer's situation turned into a scoring
:class:`~mjtrainer.scoring.Situation`.

Pure functions, no Qt, no wording (the views translate keys and codes), tested with plain
pytest. :func:`scoring_of` runs on the analysis worker with the rest of the result.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...core import Hand, Rules
from ...core.kinds import is_red, kind_of
from ...decision import WinValues, win_values
from ...quiz import (
    McrAnswer,
    RiichiAnswer,
    ScoringAnswer,
    ScoringGrade,
    ScoringQuestion,
    fan_by_id,
)
from ...scoring import (
    MOST_TIMES,
    Fan,
    McrScore,
    Score,
    ScoringError,
    Situation,
    Wind,
    rule_set,
    scores_rules,
    scoring_arrangement,
    situation_flags,
    winning_place,
)
from ..shared.presenters import decomposition_view
from ..shared.score_model import (
    KEPT,
    FanChoice,
    FanLine,
    ScoreKind,
    ScoreView,
    ScoringErrorView,
    ScoringMarks,
    ScoringPartView,
    ScoringView,
    SituationState,
    ValueCell,
    WaitValueView,
    YakuLine,
)
from ..shared.viewmodel import DecompositionView, Result, StatusKind

#: The 81 fans as the scoring quiz's checklist offers them, in the rule book's order.
FAN_CATALOGUE: tuple[FanChoice, ...] = tuple(
    FanChoice(f.id, f.zh, f.en, f.points, MOST_TIMES[f]) for f in Fan
)
_HAND_SIZE = 14


def score_kind(rules: Rules | str) -> ScoreKind | None:
    """How a win is valued under ``rules`` (a rule set or a preset's name) as the snapshots
    carry it, or None when a win has no value."""
    found = rule_set(rules)
    if found is None or not scores_rules(found):
        return None
    return ScoreKind(found.scored.value)


# --- the situation -------------------------------------------------------------------------------

#: The flags the trainer's state keeps (:data:`~..shared.score_model.KEPT`'s fields that are not
#: basic), by the scoring package's names, with the state's name for each.
_KEPT: dict[str, str] = {f.name: name for name, f in KEPT.items() if not f.basic}


def situation_of(state: SituationState, rules: Rules | str, win_tile: int) -> Situation:
    """The scoring situation of ``state`` under ``rules`` (a scored rule set or its name), won
    on ``win_tile``; only the flags those rules have are passed (the others are kept,
    unused)."""
    flags = {flag: getattr(state, _KEPT[flag]) for flag in situation_flags(rules) if flag in _KEPT}
    if "dora_indicators" in flags:
        # An indicator is a tile in view: a red one is no aka dora, the scorer gets its kind.
        flags["dora_indicators"] = tuple(sorted(map(kind_of, flags["dora_indicators"])))
    return Situation(
        win_tile,
        state.self_drawn,
        Wind.parse(state.seat_wind),
        Wind.parse(state.round_wind),
        **flags,
    )


def situation_state(s: Situation) -> SituationState:
    """A scoring situation as the trainer keeps it (a quiz question opened in the trainer)."""
    return SituationState(
        win_tile=s.win_tile,
        self_drawn=s.self_drawn,
        seat_wind=s.seat_wind.value,
        round_wind=s.round_wind.value,
        **{state: getattr(s, flag) for flag, state in _KEPT.items()},
    )


def fit_situation(
    state: SituationState, hand: Hand, seen: Sequence[int], red: Iterable[int] | None = None
) -> SituationState:
    """``state`` for this hand and seen tiles: a winning tile the concealed tiles no longer
    hold is forgotten (the best tile is used), and dora indicators are no more than the seen
    copies of their tiles (an indicator is a seen tile). With ``red`` (the kinds of the seen
    red fives) a red indicator of a kind not among them turns plain."""
    win = state.win_tile
    if win is not None and not hand.counts[win]:
        state = replace(state, win_tile=None)
    reds = None if red is None else set(red)
    kept: list[int] = []
    for t in state.dora:
        kind = kind_of(t)
        if sum(kind_of(k) == kind for k in kept) < seen[kind]:
            kept.append(kind if reds is not None and is_red(t) and kind not in reds else t)
    if tuple(kept) != state.dora:
        state = replace(state, dora=tuple(kept))
    return state


# --- scores --------------------------------------------------------------------------------------


def error_view(e: ScoringError) -> ScoringErrorView:
    """A scoring refusal as the view words it."""
    return ScoringErrorView(e.code, tuple(sorted(e.params.items())), str(e), e.phrase())


def score_view(s: Score, chosen: bool = True, found: Sequence[DecompositionView] = ()) -> ScoreView:
    """A score as the views show it; ``found`` are the decompositions shown beside it (the
    index of the one that scores is kept, -1 when it is not among them)."""
    arrangement = scoring_arrangement(s)
    shown = None if arrangement is None else decomposition_view(arrangement)
    index = found.index(shown) if shown is not None and shown in found else -1
    sit = s.situation
    if isinstance(s, McrScore):
        pay = s.payments
        return ScoreView(
            ScoreKind.MCR,
            s.win,
            sit.win_tile,
            chosen,
            sit.self_drawn,
            index,
            fans=tuple(FanLine(f.fan.id, f.fan.zh, f.fan.en, f.points, f.count) for f in s.fans),
            total=s.total,
            flowers=s.flowers,
            minimum=s.minimum,
            points=None if pay is None else pay.received,
            from_discarder=None if pay is None else pay.from_discarder,
            from_others=None if pay is None else pay.from_others,
        )
    p = s.points
    return ScoreView(
        ScoreKind.RIICHI,
        s.win,
        sit.win_tile,
        chosen,
        sit.self_drawn,
        index,
        yaku=tuple(YakuLine(y.id, y.name, y.romaji, y.han) for y in s.yaku),
        han=s.han,
        fu=s.fu,
        fu_details=tuple((f.reason.value, f.fu) for f in s.fu_details),
        limit=None if s.limit is None else s.limit.value,
        points=None if p is None else p.total,
        from_discarder=None if p is None else p.from_discarder,
        from_dealer=None if p is None else p.from_dealer,
        from_others=None if p is None else p.from_others,
        honba=0 if p is None else p.honba,
        riichi_sticks=0 if p is None else p.riichi_sticks,
        dealer=s.dealer,
    )


def value_cell(s: Score | None) -> ValueCell | None:
    """One way of winning on a wait, in short."""
    if s is None:
        return None
    if isinstance(s, McrScore):
        return ValueCell(s.win, total=s.total, fan_value=s.fan_value)
    return ValueCell(s.win, han=s.han, fu=s.fu, points=None if s.points is None else s.points.total)


def scoring_view(
    values: WinValues, result: Result, hand: Hand, rules: Rules | str, state: SituationState | None
) -> ScoringView | None:
    """What the analysis found a win of ``hand`` worth (``values``, of
    :func:`mjtrainer.decision.analyze`), as the trainer shows it beside the analysis
    ``result``: the score of a complete 14-tile hand (or why its situation cannot be scored),
    or each wait's value for a ready 13-tile hand; None under rules that value no win, and for
    other hands."""
    kind = score_kind(rules)
    if kind is None or state is None or hand.size not in (_HAND_SIZE - 1, _HAND_SIZE):
        return None
    complete = result.status is StatusKind.WIN and hand.size == _HAND_SIZE
    ready = result.status is StatusKind.READY and hand.size == _HAND_SIZE - 1
    if not (complete or ready):
        return None
    if values.fault is not None:
        return ScoringView(kind, error=error_view(values.fault))
    if complete:
        assert values.score is not None
        chosen = state.win_tile is not None
        return ScoringView(kind, score=score_view(values.score, chosen, result.decompositions))
    return ScoringView(
        kind,
        wait_values=tuple(
            WaitValueView(v.tile, value_cell(v.ron), value_cell(v.tsumo))
            for v in values.wait_values or ()
        ),
    )


def scoring_of(
    result: Result, hand: Hand, rules: Rules | str, state: SituationState | None
) -> ScoringView | None:
    """What a win is worth, for the analysis ``result`` of ``hand`` (see :func:`scoring_view`),
    valued by the decision room as :func:`mjtrainer.decision.analyze` values it."""
    found = rule_set(rules)
    if found is None or state is None:
        return None
    values = win_values(
        hand,
        found,
        situation_of(state, found, 0),
        state.win_tile,
        complete=result.status is StatusKind.WIN and hand.size == _HAND_SIZE,
        waits=tuple(w.tile for w in result.waits) if hand.size == _HAND_SIZE - 1 else (),
    )
    return scoring_view(values, result, hand, found, state)


def with_scoring(
    result: Result, hand: Hand, rules: Rules | str, state: SituationState | None
) -> Result:
    """``result`` with what the win is worth added (unchanged when nothing is scored)."""
    scoring = scoring_of(result, hand, rules, state)
    return result if scoring is None else replace(result, scoring=scoring)


# --- the scoring quiz ----------------------------------------------------------------------------


def scoring_part_view(q: ScoringQuestion) -> ScoringPartView:
    """A scoring question's situation, answer and explanation for the views."""
    explained = q.explain()
    s = explained.score
    mcr = isinstance(s, McrScore)
    arrangement = scoring_arrangement(s)
    groups: tuple[tuple[int, ...], ...] = ()
    lit = (-1, -1)
    if arrangement is not None:
        groups = (*arrangement.groups, *(m.tiles for m in arrangement.declared))
        lit = winning_place(s, arrangement)
    return ScoringPartView(
        ScoreKind.MCR if mcr else ScoreKind.RIICHI,
        situation_state(q.situation),
        score_view(s, True, tuple(decomposition_view(d) for d in q.report.decompositions)),
        tuple((e.fan.id, e.by.id) for e in explained.excluded),
        FAN_CATALOGUE if mcr else (),
        tuple(m.tiles for m in q.hand.melds),
        tuple(m.kind.value for m in q.hand.melds),
        groups,
        lit,
    )


def scoring_marks(g: ScoringGrade) -> ScoringMarks:
    """The marks of a graded scoring answer."""
    return ScoringMarks(
        tuple((m.fan.id, m.want, m.got, m.mark.value) for m in g.fans),
        tuple((v.name, v.want, v.got, v.mark.value) for v in g.values),
    )


def scoring_answer(
    rules: Rules | str,
    fans: Iterable[tuple[int, int]],
    hanfu: tuple[int | None, int | None, int | None],
) -> ScoringAnswer | None:
    """The learner's answer from what the page holds: the fans ticked (MCR), or han and fu
    and the points if typed (riichi; None until han and fu are both given)."""
    if score_kind(rules) is ScoreKind.RIICHI:
        han, fu, points = hanfu
        if han is None or fu is None:
            return None
        return RiichiAnswer(han, fu, points)
    return McrAnswer(tuple((fan_by_id(i), n) for i, n in fans if n > 0))
