"""The call table as the trainer shows it (issue 27 §2): pass and each call on the offered tile,
each with its best discard by round EV (:func:`~mjtrainer.decision.calls.best_calls`, the one
choice the command line prints too). Plain functions from the analysis to the view's values;
no Qt (they run on the worker thread with the analysis)."""

from __future__ import annotations

from dataclasses import replace

from ...decision import PositionReport
from ...decision.calls import best_calls
from ..shared.presenters import value_unit
from ..shared.viewmodel import CallView


def call_views(found: PositionReport) -> tuple[CallView, ...]:
    """Pass and each call of ``found`` (an analysis with an offered tile) with its best
    discard, in the analysis's order (pass first); the one with the highest round EV is
    ``best`` (none before the round EV is known). Empty without an offered tile."""
    if found.calls is None:
        return ()
    unit = value_unit(found.position.rules)
    rows = []
    for c in best_calls(found.calls):
        option = c.option
        meld = () if option.meld is None else option.meld.codes
        thrown = None if c.discard is None else option.hand.discard_code(c.discard)
        rows.append(
            CallView(
                option.call.value,
                meld,
                thrown,
                c.shanten,
                c.win_prob,
                c.exp_value,
                unit if c.exp_value is not None else "",
                c.round_ev,
            )
        )
    known = [i for i, r in enumerate(rows) if r.round_ev is not None]
    if known:
        top = max(known, key=lambda i: (rows[i].round_ev, -i))
        rows[top] = replace(rows[top], best=True)
    return tuple(rows)
