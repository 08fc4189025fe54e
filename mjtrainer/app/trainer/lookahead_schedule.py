"""When the trainer's look-ahead runs: a small state machine, Qt-free.

The analysis of a hand comes first (the discard table must not wait for the chances); the
basic look-ahead follows it, and the extended search follows the basic one when its toggle is
on. A new turn searches again, basic first; the toggle off or Cancel drops a running extended
search and keeps the basic chances on screen. The runner keeps only its newest request, so
at most one of these is out at a time and the :class:`Phase` says which.

:func:`step` is the whole policy: ``(schedule, event) -> (schedule, actions)``. The
:class:`~.controller.TrainerController` turns what happens (an edit, a result, a click) into
an :class:`Event`, and carries out the :class:`Action`\\ s it gets back on its task runner.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum


class Phase(Enum):
    """What is out on the runner, or what is on screen when nothing is."""

    BLANK = "blank"  # nothing to search: no hand, a size that cannot be judged, an error
    ANALYSING = "analysing"  # the analysis is out; the basic look-ahead follows it
    BASIC = "basic"  # the basic look-ahead is out
    EXTENDED = "extended"  # the extended search is out (its progress shows)
    BASIC_SHOWN = "basic-shown"  # nothing out; the basic chances of the turn are shown
    EXTENDED_SHOWN = "extended-shown"  # nothing out; the extended chances are shown


class Event(Enum):
    """What the controller tells the schedule."""

    ANALYSE = "analyse"  # a hand that can be judged was edited (or the rules, the situation)
    CLEAR = "clear"  # the hand is empty or of a size that cannot be judged
    ANALYSED = "analysed"  # the analysis came back and can be searched
    FAILED = "failed"  # a request failed, or the analysis is an error: nothing to search
    LOOKAHEAD_DONE = "lookahead-done"  # the look-ahead out came back
    TURN = "turn"  # the learner chose another turn
    EXTENDED_ON = "extended-on"  # the extended toggle was switched on
    EXTENDED_OFF = "extended-off"  # the extended toggle was switched off
    CANCEL = "cancel"  # the learner stopped the extended search


class Action(Enum):
    """What the controller does on its runner."""

    SUBMIT_ANALYSIS = "submit-analysis"  # overtakes any request out
    SUBMIT_BASIC = "submit-basic"  # the basic look-ahead of the analysis shown
    SUBMIT_EXTENDED = "submit-extended"  # the extended search (its progress from 0)
    DROP = "drop"  # forget every request out (nothing is asked instead)
    CANCEL = "cancel"  # stop the request out and say so


@dataclass(frozen=True, slots=True)
class Schedule:
    """The state: the phase, and whether the extended toggle is on."""

    phase: Phase = Phase.BLANK
    extended: bool = False

    @property
    def searching(self) -> bool:
        """True while the extended search runs (its progress bar and Cancel show)."""
        return self.phase is Phase.EXTENDED


# Phases in which an analysis that can be searched is shown or coming.
_SEARCHABLE = frozenset({Phase.BASIC, Phase.EXTENDED, Phase.BASIC_SHOWN, Phase.EXTENDED_SHOWN})
_NONE: tuple[Action, ...] = ()


def step(schedule: Schedule, event: Event) -> tuple[Schedule, tuple[Action, ...]]:
    """The schedule after ``event`` and the actions it asks for, in order.

    >>> after, actions = step(Schedule(Phase.ANALYSING), Event.ANALYSED)
    >>> after.phase, actions
    (<Phase.BASIC: 'basic'>, (<Action.SUBMIT_BASIC: 'submit-basic'>,))
    """
    phase = schedule.phase
    match event:
        case Event.ANALYSE:
            return replace(schedule, phase=Phase.ANALYSING), (Action.SUBMIT_ANALYSIS,)
        case Event.CLEAR:
            return replace(schedule, phase=Phase.BLANK), (Action.DROP,)
        case Event.FAILED:
            return replace(schedule, phase=Phase.BLANK), _NONE
        case Event.ANALYSED if phase is Phase.ANALYSING:
            return replace(schedule, phase=Phase.BASIC), (Action.SUBMIT_BASIC,)
        case Event.LOOKAHEAD_DONE if phase is Phase.BASIC:
            if schedule.extended:
                return replace(schedule, phase=Phase.EXTENDED), (Action.SUBMIT_EXTENDED,)
            return replace(schedule, phase=Phase.BASIC_SHOWN), _NONE
        case Event.LOOKAHEAD_DONE if phase is Phase.EXTENDED:
            return replace(schedule, phase=Phase.EXTENDED_SHOWN), _NONE
        case Event.TURN if phase in _SEARCHABLE:
            # The basic chances of the new turn first (fast); the extended ones follow.
            return replace(schedule, phase=Phase.BASIC), (Action.SUBMIT_BASIC,)
        case Event.EXTENDED_ON if not schedule.extended:
            if phase is Phase.BASIC_SHOWN:
                return Schedule(Phase.EXTENDED, True), (Action.SUBMIT_EXTENDED,)
            return replace(schedule, extended=True), _NONE  # it follows what is out
        case Event.EXTENDED_OFF if schedule.extended:
            if phase is Phase.EXTENDED:
                return Schedule(Phase.BASIC_SHOWN, False), (Action.CANCEL,)
            if phase is Phase.EXTENDED_SHOWN:
                return Schedule(Phase.BASIC, False), (Action.SUBMIT_BASIC,)
            return replace(schedule, extended=False), _NONE
        case Event.CANCEL if phase is Phase.EXTENDED:
            return Schedule(Phase.BASIC_SHOWN, False), (Action.CANCEL,)
    # A result that is not the one out cannot come (the runner drops it), a turn with nothing
    # to search waits for the next analysis, a toggle already so is no change.
    return schedule, _NONE
