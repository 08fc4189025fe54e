"""The trainer's look-ahead job: the chances to be ready and to win by the last draw, worked
out on the worker thread after the analysis is shown.

The :class:`~.controller.TrainerController` runs it as a second request once the basic
analysis is on screen (so the discard table never waits for it), and again for the extended
search or a new turn. It is a controlled job: it reports how many discards it has searched and
stops when the request is overtaken or cancelled. Its result, a :class:`LookaheadDone`, is the
analysis shown with the look-ahead added: a frozen value, ready to cross to the GUI thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Hand, HandError, LookaheadRequest, Rules, analyze_lookahead
from ...core.lookahead_moves import Legal, Worth
from ..shared.presenters import tiles_of, with_lookahead
from ..shared.tasks import JobControl, no_cycle_collection
from ..shared.viewmodel import Result


@dataclass(frozen=True, slots=True)
class LookaheadDone:
    """A look-ahead that came back: the analysis with its chances (``result``; unchanged when
    the hand cannot be searched), from ``turn``, by the basic or the ``extended`` search."""

    result: Result
    turn: int
    extended: bool


def look_ahead(
    base: Result,
    hand: Hand,
    rules: Rules,
    seen: tuple[int, ...],
    turn: int,
    extended: bool,
    legal: Legal | None,
    worth: Worth | None,
    control: JobControl,
) -> LookaheadDone:
    """The job: ``base`` (the analysis of ``hand`` shown) with the look-ahead from ``turn``
    (``worth``: the payoff of a win, for each discard's value; None: no value).
    Progress goes to ``control``; a cancelled search raises
    :class:`~mjtrainer.core.LookaheadCancelled` (the runner drops the request anyway)."""
    try:
        with no_cycle_collection():
            ahead = analyze_lookahead(
                hand,
                LookaheadRequest(
                    rules,
                    tiles_of(seen),
                    turn,
                    extended,
                    legal,
                    progress=control.report,
                    cancel=control.cancelled,
                    worth=worth,
                ),
            )
    except HandError:
        # The analysis shown already says what is wrong with the hand.
        return LookaheadDone(base, turn, extended)
    return LookaheadDone(with_lookahead(base, ahead), turn, extended)
