"""The trainer controller holds one TrainerState: each intent slot leaves it where the pure
intent says, and its undo stack brings back whole positions, leaving the settings alone."""

from __future__ import annotations

from mjtrainer.app.shared.viewmodel import Mode
from mjtrainer.app.trainer import state as st
from mjtrainer.core.kinds import CODE_NAMES

K = {name: code for code, name in enumerate(CODE_NAMES)}


def _position(s: st.TrainerState) -> tuple[object, ...]:
    return (s.hand, s.seen, s.situation, s.table, s.mode)


def test_each_slot_leaves_the_state_the_pure_intent_makes(controller):
    c = controller
    steps = [
        (c.add_tile, st.add_tile, (K["1m"],)),
        (c.add_seen, st.add_seen, (K["9p"],)),
        (c.add_pond_tile, st.add_pond_tile, (2, K["3z"])),
        (c.toggle_riichi, st.toggle_riichi, (2, 0)),
        (c.declare_meld, st.declare_meld, ("pung", K["7z"])),
        (c.set_situation, st.set_situation, ("self_drawn", True)),
        (c.discard, st.discard, (K["1m"],)),
    ]
    for slot, intent, args in steps:
        expected = intent(c.trainer_state, *args).state
        slot(*args)
        assert _position(c.trainer_state) == _position(expected), intent.__name__
    assert c.undo_stack.count() == len(steps)


def test_undo_brings_back_the_position_and_keeps_the_mode_and_rules(controller):
    c = controller
    before = c.trainer_state
    c.add_tile(K["5s"])
    c.set_mode(Mode.SEEN.value)
    c.undo_stack.undo()
    assert c.trainer_state.hand == before.hand
    assert c.trainer_state.mode is Mode.SEEN
    c.undo_stack.redo()
    assert str(c.trainer_state.hand) == "5s"
