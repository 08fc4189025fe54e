"""The look-ahead's schedule, Qt-free: every (state, event) pair of its transition table."""

from __future__ import annotations

import itertools

import pytest

from mjtrainer.app.trainer.lookahead_schedule import Action, Event, Phase, Schedule, step

BLANK, ANALYSING, BASIC, EXTENDED, BASIC_SHOWN, EXTENDED_SHOWN = Phase
SUBMIT_ANALYSIS, SUBMIT_BASIC, SUBMIT_EXTENDED, DROP, CANCEL = Action
ON, OFF, BOTH = True, False, None  # BOTH: either toggle, kept as it was
SAME = "same"  # the phase stays

# (phase, toggle, event) -> (phase, toggle, actions); written out, not derived from step().
TABLE: list[tuple[Phase, bool | None, Event, Phase | str, bool | None, tuple[Action, ...]]] = [
    # A hand to analyse overtakes whatever is out; a hand that cannot be judged drops it.
    *((p, BOTH, Event.ANALYSE, ANALYSING, BOTH, (SUBMIT_ANALYSIS,)) for p in Phase),
    *((p, BOTH, Event.CLEAR, BLANK, BOTH, (DROP,)) for p in Phase),
    *((p, BOTH, Event.FAILED, BLANK, BOTH, ()) for p in Phase),
    # The analysis is followed by the basic look-ahead, whatever the toggle.
    (ANALYSING, BOTH, Event.ANALYSED, BASIC, BOTH, (SUBMIT_BASIC,)),
    *((p, BOTH, Event.ANALYSED, SAME, BOTH, ()) for p in Phase if p is not ANALYSING),
    # The basic look-ahead is followed by the extended search when the toggle is on.
    (BASIC, OFF, Event.LOOKAHEAD_DONE, BASIC_SHOWN, OFF, ()),
    (BASIC, ON, Event.LOOKAHEAD_DONE, EXTENDED, ON, (SUBMIT_EXTENDED,)),
    (EXTENDED, BOTH, Event.LOOKAHEAD_DONE, EXTENDED_SHOWN, BOTH, ()),
    *(
        (p, BOTH, Event.LOOKAHEAD_DONE, SAME, BOTH, ())
        for p in (BLANK, ANALYSING, BASIC_SHOWN, EXTENDED_SHOWN)
    ),
    # A new turn: the basic chances again (the extended follow); nothing to search waits.
    *((p, BOTH, Event.TURN, SAME, BOTH, ()) for p in (BLANK, ANALYSING)),
    *(
        (p, BOTH, Event.TURN, BASIC, BOTH, (SUBMIT_BASIC,))
        for p in (BASIC, EXTENDED, BASIC_SHOWN, EXTENDED_SHOWN)
    ),
    # The toggle on: at once when the basic chances are shown, else after what is out.
    *((p, ON, Event.EXTENDED_ON, SAME, ON, ()) for p in Phase),
    (BASIC_SHOWN, OFF, Event.EXTENDED_ON, EXTENDED, ON, (SUBMIT_EXTENDED,)),
    *((p, OFF, Event.EXTENDED_ON, SAME, ON, ()) for p in Phase if p is not BASIC_SHOWN),
    # The toggle off: a running search is cancelled, extended chances shown give way.
    *((p, OFF, Event.EXTENDED_OFF, SAME, OFF, ()) for p in Phase),
    (EXTENDED, ON, Event.EXTENDED_OFF, BASIC_SHOWN, OFF, (CANCEL,)),
    (EXTENDED_SHOWN, ON, Event.EXTENDED_OFF, BASIC, OFF, (SUBMIT_BASIC,)),
    *((p, ON, Event.EXTENDED_OFF, SAME, OFF, ()) for p in (BLANK, ANALYSING, BASIC, BASIC_SHOWN)),
    # Cancel stops only a running extended search, and turns the toggle off.
    (EXTENDED, BOTH, Event.CANCEL, BASIC_SHOWN, OFF, (CANCEL,)),
    *((p, BOTH, Event.CANCEL, SAME, BOTH, ()) for p in Phase if p is not EXTENDED),
]


def _rows():
    for phase, toggle, event, after, after_toggle, actions in TABLE:
        for on in (False, True) if toggle is BOTH else (toggle,):
            new_phase = phase if after == SAME else after
            new_on = on if after_toggle is BOTH else after_toggle
            yield Schedule(phase, on), event, Schedule(new_phase, new_on), actions


ROWS = list(_rows())


def test_the_table_has_every_state_and_event_once():
    pairs = [(before, event) for before, event, _, _ in ROWS]
    every = [(Schedule(p, on), e) for p, on, e in itertools.product(Phase, (False, True), Event)]
    assert sorted(pairs, key=repr) == sorted(every, key=repr)


@pytest.mark.parametrize(("before", "event", "after", "actions"), ROWS, ids=repr)
def test_each_transition(before, event, after, actions):
    assert step(before, event) == (after, actions)


def test_searching_is_the_extended_phase_only():
    assert [p for p in Phase if Schedule(p, True).searching] == [EXTENDED]


def test_a_hand_with_the_toggle_on_runs_analysis_basic_then_extended():
    schedule, done = Schedule(extended=True), []
    for event in (Event.ANALYSE, Event.ANALYSED, Event.LOOKAHEAD_DONE, Event.LOOKAHEAD_DONE):
        schedule, actions = step(schedule, event)
        done += actions
    assert done == [SUBMIT_ANALYSIS, SUBMIT_BASIC, SUBMIT_EXTENDED]
    assert schedule == Schedule(EXTENDED_SHOWN, True)
