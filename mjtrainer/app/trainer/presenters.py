"""The trainer's presenters: its analysis (efficiency, look-ahead, value, danger) and the
tiles its editor offers, turned into the snapshots of :mod:`..shared.viewmodel`.

Pure functions, no Qt; the controller calls them (the analysis conversions on the worker
thread) and they are tested with plain pytest. Wording stays out of here: the views translate
the keys.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...core import (
    GROUP_OF,
    HONORS,
    NUM_KINDS,
    DiscardLookahead,
    Hand,
    LookaheadReport,
    MeldKind,
    Report,
    Rules,
    Wait,
    lookahead_leaders,
    shape_contrast,
    value_contrast,
    wins_as_often,
)
from ...core.hand import FIVES, red_fives_of
from ...core.kinds import red_of
from ...core.lookahead import cut_off
from ...defence import Danger
from ...scoring import wins_counted
from ..shared.defence_presenters import danger_view
from ..shared.presenters import (
    contrast_view,
    decomposition_view,
    discard_views,
    kind_keys,
    meld_view,
    thirteen_sided,
    value_unit,
)
from ..shared.viewmodel import (
    CurveView,
    HandChanceView,
    HandState,
    ImprovementView,
    LookaheadView,
    Mode,
    Result,
    StatusKind,
    ValueContrastView,
    WaitView,
)

#: How many free copies of the clicked tile each meld needs.
MELD_NEED = {Mode.PUNG: 3, Mode.KONG: 4, Mode.CONCEALED_KONG: 4}
#: No seen tiles.
NO_SEEN: tuple[int, ...] = (0,) * NUM_KINDS
#: The look-ahead chart follows this many discards, those that win most often.
CHART_DISCARDS = 3


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


def wait_view(w: Wait, thirteen: bool = False) -> WaitView:
    """A winning tile with the copies left and its wait kind keys (``thirteen``: the hand
    waits on all thirteen orphans)."""
    return WaitView(w.tile, w.remaining, kind_keys(w.kinds, thirteen))


def lookahead_best(entries: Sequence[DiscardLookahead]) -> tuple[int, ...] | None:
    """The tiles the trainer lights as best once the look-ahead is in: the discards that win
    most often (ties: more often ready, then more effective tiles); None when the search
    reached no discard (the effective tiles' best stays lit)."""
    leaders = lookahead_leaders(entries)
    return tuple(a.discard for a in leaders) if leaders else None


def value_contrast_view(
    hand: Hand, best: DiscardLookahead, top: DiscardLookahead, unit: str
) -> ValueContrastView:
    """The value sentence's two discards: the one that wins most often and the one worth most,
    each as the tile it throws from ``hand``."""
    assert best.exp_value is not None and top.exp_value is not None
    return ValueContrastView(
        hand.discard_code(best.discard),
        hand.discard_code(top.discard),
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
            CurveView(held.discard_code(a.discard), "win", first, a.win_by_turn)
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


def with_dangers(result: Result, dangers: Sequence[Danger | None] | None) -> Result:
    """``result`` with each discard's danger (one a row, in the rows' order, as
    :attr:`mjtrainer.decision.PositionReport.dangers` gives them; unchanged without)."""
    if dangers is None or not any(d is not None for d in dangers):
        return result
    discards = tuple(
        option if d is None else replace(option, danger=danger_view(d, option.face))
        for option, d in zip(result.discards, dangers, strict=True)
    )
    return replace(result, discards=discards)
