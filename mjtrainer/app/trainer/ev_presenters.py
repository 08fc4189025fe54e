"""The round EV as the views show it (DESIGN.md "Decisions"): each discard row's round EV,
the fold line and the trade the sentence under the table names. Plain functions from
:class:`~mjtrainer.decision.PositionReport` to the view's values; no Qt (they run on the
worker thread with the analysis)."""

from __future__ import annotations

from dataclasses import replace

from ...core.kinds import kind_of
from ...decision import Fold, PositionReport
from ..shared.viewmodel import DiscardView, FoldView, Result, TradeView


def with_round_ev(result: Result, found: PositionReport) -> Result:
    """``result`` (the view's picture of ``found``, its rows in the report's order) with each
    row's round EV (and its chance to deal in, with a threat on the table) and, on its
    look-ahead, the trade and the fold line; unchanged when the report has no round EV (no
    turn, no situation, rules that score no riichi points). A discard the analysis offers
    with riichi and without (:attr:`~mjtrainer.decision.Choice.riichi`) is two rows, dama
    then riichi, each with its round EV; of a pair lit as best, only the one worth more."""
    evs = found.round_evs
    if evs is None or len(evs) != len(result.discards):
        return result
    chances: tuple[float | None, ...] = found.deal_ins or (None,) * len(evs)
    declared: tuple[float | None, ...] = found.riichi_evs or (None,) * len(evs)
    plays = found.riichi_rows or (None,) * len(evs)
    rows: list[DiscardView] = []
    for o, ev, p, r, play in zip(result.discards, evs, chances, declared, plays, strict=True):
        row = replace(o, round_ev=ev, deal_in=p)
        if r is None:
            rows.append(row)
            continue
        quiet, riichi = replace(row, riichi=False), replace(row, riichi=True, round_ev=r)
        if play is not None:  # each row its own play's chance and worth
            if play.dama_value is not None and o.value is not None:  # its chance is the row's
                quiet = replace(quiet, value=play.dama_value)
            if o.win is not None:
                riichi = replace(riichi, win=play.riichi_win)
            if o.value is not None:
                riichi = replace(riichi, value=play.riichi_value)
        if row.best:  # the lit row: of equal chances, the higher round EV
            quiet, riichi = replace(quiet, best=ev >= r), replace(riichi, best=r > ev)
        rows += [quiet, riichi]
    result = replace(result, discards=tuple(rows))
    if result.lookahead is None:
        return result
    fold = None if found.fold is None else FoldView(found.fold.ev, found.fold.tiles[: Fold.SHOWN])
    every = [0.0 if o.round_ev is None else o.round_ev for o in rows]
    # The push: the discard that wins most often (the lit row); of equal chances, the higher EV.
    push = max(
        range(len(rows)),
        key=lambda i: (
            rows[i].win if rows[i].searched and rows[i].win is not None else -1.0,
            every[i],
            -i,
        ),
    )
    best = max(range(len(rows)), key=lambda i: (every[i], -i))
    trade = TradeView(
        fold,
        rows[push].face,
        rows[push].win if rows[push].searched else None,
        rows[push].deal_in,
        every[push],
        rows[best].face,
        every[best],
        rows[push].riichi,
        rows[best].riichi,
    )
    return replace(result, lookahead=replace(result.lookahead, trade=trade))


def folds_with(trade: TradeView) -> bool:
    """Whether the trade's push is the fold line's first tile (then there is no trade)."""
    return (
        trade.fold is not None
        and bool(trade.fold.tiles)
        and (kind_of(trade.fold.tiles[0]) == kind_of(trade.push))
    )
