"""The trainer controller, driven with no window: edits, melds, seen tiles, undo, notation,
rules and the analysis it emits."""

from __future__ import annotations

import random

import pytest
from pools import DeferredPool, SynchronousPool

from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import HandState, Mode, Result, StatusKind
from mjtrainer.app.trainer import controller as controller_module
from mjtrainer.app.trainer.controller import TrainerController
from mjtrainer.core import Hand, Rules

M1, M2, M3, M4, M5 = 0, 1, 2, 3, 4
P5 = 13
EAST, WHITE = 27, 31


def build(c: TrainerController, text: str) -> None:
    c.set_notation(text)
    assert str(c.hand) == str(Hand.parse(text))


def test_add_and_remove_tiles(controller, qtbot):
    with qtbot.waitSignal(controller.stateChanged) as blocker:
        controller.add_tile(P5)
    state = blocker.args[0]
    assert isinstance(state, HandState)
    assert state.concealed == (P5,)
    assert state.available[P5] == 3
    controller.add_tile(M1)
    assert controller.state().concealed == (M1, P5)  # sorted
    controller.remove_tile(P5)
    assert controller.notation() == "1m"
    with qtbot.assertNotEmitted(controller.stateChanged):
        controller.remove_tile(P5)  # none left to remove


def test_fifth_copy_is_refused_with_the_core_message(controller, qtbot):
    for _ in range(4):
        controller.add_tile(M1)
    assert controller.available()[M1] == 0
    assert controller.state().enabled[M1] is False
    with qtbot.waitSignal(controller.message) as blocker:
        controller.add_tile(M1)
    assert "5 copies of 1m" in blocker.args[0]
    assert controller.notation() == "1111m"


def test_more_than_fourteen_tiles_refused(controller, qtbot):
    build(controller, "123m456p789s11223z")
    with qtbot.waitSignal(controller.message) as blocker:
        controller.add_tile(WHITE)
    assert "14" in blocker.args[0]
    assert controller.hand.size == 14


@pytest.mark.parametrize(
    "mode, tile, meld",
    [
        (Mode.PUNG, WHITE, "[555z]"),
        (Mode.KONG, M1, "[1111m]"),
        (Mode.CONCEALED_KONG, M1, "(1111m)"),
    ],
)
def test_declare_meld_by_mode(controller, mode, tile, meld):
    build(controller, "23m")
    controller.set_mode(mode.value)
    controller.click_tile(tile)
    assert controller.notation() == f"23m {meld}"
    assert controller.mode is Mode.ADD  # back to adding after a meld
    kind = controller.state().melds[0].kind
    assert kind == {"[555z]": "pung", "[1111m]": "kong", "(1111m)": "concealed-kong"}[meld]


def test_chow_with_one_run_is_declared_at_once(controller):
    controller.set_mode(Mode.CHOW.value)
    controller.click_tile(M1)  # only 123m holds 1m
    assert controller.notation() == "[123m]"


def test_ambiguous_chow_asks_which_run(controller, qtbot):
    controller.set_mode(Mode.CHOW.value)
    with qtbot.waitSignal(controller.chowChoiceRequested) as blocker:
        controller.click_tile(M3)
    assert blocker.args == [M3, (M1, M2, M3)]
    assert controller.hand.size == 0  # nothing until the view answers
    controller.declare_chow(M2)
    assert controller.notation() == "[234m]"


def test_chow_options_honour_used_copies(controller):
    build(controller, "2222m")
    assert controller.chow_options(M3) == (M3,)  # 123m and 234m need a 2m
    assert controller.chow_options(EAST) == ()
    controller.set_mode(Mode.CHOW.value)
    assert controller.state().enabled[M2] is False


def test_pung_needs_three_free_copies(controller, qtbot):
    build(controller, "55z")
    controller.set_mode(Mode.PUNG.value)
    assert controller.state().enabled[WHITE] is False
    with qtbot.waitSignal(controller.message):
        controller.click_tile(WHITE)
    assert controller.notation() == "55z"


def test_remove_meld(controller):
    build(controller, "23m [555z] (1111p)")
    assert [m.kind for m in controller.state().melds] == ["concealed-kong", "pung"]  # by tile
    controller.remove_meld(0)
    assert controller.notation() == "23m [555z]"


def test_seen_tiles_count_everywhere(controller, qtbot):
    build(controller, "123m456p789s1122z")
    assert {w.tile: w.remaining for w in controller.result.waits} == {27: 2, 28: 2}
    controller.set_mode(Mode.SEEN.value)
    controller.click_tile(EAST)
    assert controller.state().seen == (EAST,)
    assert controller.available()[EAST] == 1
    assert controller.notation() == "123m456p789s1122z"  # seen tiles are not in the hand
    assert {w.tile: w.remaining for w in controller.result.waits} == {27: 1, 28: 2}
    controller.remove_seen(EAST)
    assert controller.state().seen == ()
    assert {w.tile: w.remaining for w in controller.result.waits} == {27: 2, 28: 2}


def test_seen_cannot_make_a_fifth_copy(controller, qtbot):
    build(controller, "1111m")
    with qtbot.waitSignal(controller.message):
        controller.add_seen(M1)
    assert controller.seen == (0,) * 34


def test_undo_redo_every_edit(controller):
    stack = controller.undo_stack
    controller.add_tile(M1)
    controller.add_tile(M2)
    controller.set_mode(Mode.PUNG.value)
    controller.click_tile(WHITE)
    controller.add_seen(EAST)
    assert controller.notation() == "12m [555z]"
    stack.undo()
    assert controller.seen == (0,) * 34
    stack.undo()
    assert controller.notation() == "12m"
    stack.undo()
    stack.undo()
    assert controller.notation() == ""
    assert not stack.canUndo()
    stack.redo()
    stack.redo()
    stack.redo()
    assert controller.notation() == "12m [555z]"
    stack.redo()
    assert controller.seen[EAST] == 1


def test_typing_is_one_undo_step(controller):
    controller.add_tile(WHITE)
    for text in ("1", "12", "123", "123m"):
        controller.set_notation(text)
    assert controller.notation() == "123m"
    controller.undo_stack.undo()
    assert controller.notation() == "5z"


def test_invalid_notation_keeps_the_hand(controller, qtbot):
    build(controller, "123m")
    with qtbot.waitSignal(controller.notationError) as blocker:
        controller.set_notation("123m4x")
    assert "unknown suit letter 'x' at position 6" in blocker.args[0]
    assert controller.notation() == "123m"
    with qtbot.waitSignal(controller.notationError) as blocker:
        controller.set_notation("123m45")  # digits without a suit yet
    assert blocker.args[0]
    assert controller.notation() == "123m"
    with qtbot.waitSignal(controller.notationError) as blocker:
        controller.set_notation("123m45p")
    assert blocker.args == [""]
    assert controller.notation() == "123m45p"


def test_typed_change_is_flagged_so_the_text_box_is_left_alone(controller, qtbot):
    with qtbot.waitSignal(controller.stateChanged) as blocker:
        controller.set_notation("1m 2m")
    assert blocker.args[0].from_text is True
    with qtbot.waitSignal(controller.stateChanged) as blocker:
        controller.add_tile(M3)
    assert blocker.args[0].from_text is False


def test_paste(controller, qtbot):
    assert controller.paste_notation("  19m19p19s1234567z \n")
    assert controller.result.status is StatusKind.READY
    assert len(controller.result.waits) == 13
    with qtbot.waitSignal(controller.message):
        assert not controller.paste_notation("not a hand")
    assert controller.notation() == "19m19p19s1234567z"
    with qtbot.waitSignal(controller.message) as said:
        assert not controller.paste_notation(" \n")  # an empty clipboard keeps the hand
    assert "clipboard" in said.args[0]
    assert controller.notation() == "19m19p19s1234567z"


def test_clear_is_undoable(controller):
    build(controller, "123m [555z]")
    controller.add_seen(EAST)
    controller.clear()
    assert controller.hand.size == 0 and not any(controller.seen)
    controller.undo_stack.undo()
    assert controller.notation() == "123m [555z]" and controller.seen[EAST] == 1


class RecordingRandom(random.Random):
    """A seeded generator that keeps each wall it shuffles, as shuffled."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.walls: list[list[int]] = []

    def shuffle(self, x) -> None:
        super().shuffle(x)
        self.walls.append(list(x))


def test_random_hand_is_a_real_deal():
    """A deal is the first 13 or 14 tiles of a shuffled wall of all 136 tiles. The pool runs
    nothing: a deal needs no analysis to be checked."""
    rng = RecordingRandom(7)
    c = TrainerController(runner=TaskRunner(DeferredPool()), rng=rng)
    sizes = set()
    for n in range(1, 41):
        c.random_hand()
        assert len(rng.walls) == n
        wall = rng.walls[-1]
        assert sorted(wall) == [t for t in range(34) for _ in range(4)]  # four of every kind
        hand = c.hand
        assert hand.size in (13, 14) and not hand.melds
        assert hand == Hand.from_tiles(wall[: hand.size])
        assert c.seen == (0,) * 34
        sizes.add(hand.size)
    assert sizes == {13, 14}
    c.shutdown()


def test_a_new_deal_starts_with_no_seen_tiles(controller):
    """Seen tiles belong to the hand they were marked for: a new deal comes from a full wall
    with nothing seen, and one undo brings the old hand and its seen tiles back."""
    build(controller, "123m456p789s1122z")
    for tile in (M1, M1, EAST):
        controller.add_seen(tile)
    controller.random_hand()
    assert controller.seen == (0,) * 34
    assert controller.state().seen == ()
    controller.undo_stack.undo()
    assert controller.notation() == "123m456p789s1122z"
    assert controller.seen[M1] == 2 and controller.seen[EAST] == 1


def test_a_discard_from_the_table_lies_among_the_seen_tiles(controller):
    """The table counts a discarded tile as seen (it lies in the pond): clicking its row
    puts it there, so the result after the discard shows the very numbers of the row."""
    build(controller, "11123455678999m")
    rows = {o.tile: o for o in controller.result.discards}
    row = rows[M2]
    controller.discard(M2)
    assert controller.notation() == "1113455678999m"
    assert controller.seen[M2] == 1
    after = controller.result
    assert after.effective == row.effective
    assert after.effective_total == row.total
    assert {w.tile: w.remaining for w in after.waits} == dict(row.effective)
    controller.undo_stack.undo()  # one step takes the tile back from the pond
    assert controller.notation() == "11123455678999m"
    assert controller.seen == (0,) * 34


def test_every_discard_row_matches_the_result_after_it(controller):
    build(controller, "234m3455p667s1166z")
    controller.add_seen(P5)
    options = controller.result.discards
    assert len(options) > 5
    for o in options:
        controller.discard(o.tile)
        r = controller.result
        assert (r.effective, r.effective_total) == (o.effective, o.total), o
        controller.undo_stack.undo()
    assert controller.notation() == "234m3455p667s1166z" and controller.seen[P5] == 1


def test_the_undo_history_is_limited(controller):
    stack = controller.undo_stack
    assert stack.undoLimit() == controller_module.UNDO_LIMIT == 1000
    for _ in range(1010):
        controller.add_seen(EAST)
        controller.remove_seen(EAST)
    assert stack.count() == 1000
    for _ in range(1000):
        stack.undo()
    assert not stack.canUndo()


def test_random_hand_is_seeded():
    a = TrainerController(runner=TaskRunner(SynchronousPool()), rng=random.Random(3))
    b = TrainerController(runner=TaskRunner(SynchronousPool()), rng=random.Random(3))
    a.random_hand()
    b.random_hand()
    assert a.hand == b.hand


def test_analysis_arrives_by_signal(controller, qtbot):
    with qtbot.waitSignal(controller.resultChanged) as blocker:
        controller.set_notation("1112345678999m")
    result = blocker.args[0]
    assert isinstance(result, Result)
    assert result.status is StatusKind.READY
    assert [w.tile for w in result.waits] == list(range(9))
    assert [w.remaining for w in result.waits] == [1, 3, 3, 3, 3, 3, 3, 3, 1]


def test_sizes_that_cannot_be_judged(controller, qtbot):
    with qtbot.waitSignal(controller.resultChanged) as blocker:
        controller.set_notation("123m")
    assert blocker.args[0].status is StatusKind.SIZE
    assert blocker.args[0].size == 3
    with qtbot.waitSignal(controller.resultChanged) as blocker:
        controller.set_notation("")
    assert blocker.args[0].status is StatusKind.EMPTY


def test_complete_hand_gives_decompositions(controller):
    build(controller, "11122233344455m")
    r = controller.result
    assert r.status is StatusKind.WIN
    assert len(r.decompositions) >= 2
    for d in r.decompositions:
        assert sorted(t for g in d.groups for t in g) == sorted(controller.hand.tiles())


def test_discard_options_best_first_and_discard(controller):
    build(controller, "123m456p789s11223z")
    r = controller.result
    assert r.discards[0].tile == 29 and r.discards[0].shanten == 0
    controller.discard(29)
    assert controller.notation() == "123m456p789s1122z"
    assert controller.result.status is StatusKind.READY


def test_rules_change_reanalyses(controller, qtbot):
    build(controller, "1122m3344p5566s7z")  # seven pairs, waiting on 7z
    assert controller.result.status is StatusKind.READY
    with qtbot.waitSignal(controller.resultChanged) as blocker:
        controller.set_rules(Rules.preset("general").with_options(seven_pairs=False))
    assert blocker.args[0].status is StatusKind.SHANTEN
    assert controller.rules.seven_pairs is False


def test_stale_analysis_is_dropped(qtbot, monkeypatch):
    """A slow request overtaken by a fast one: only the fast one's result is shown."""
    pool = DeferredPool()
    runner = TaskRunner(pool)
    # Both jobs are already running when the second is submitted: neither may skip its work,
    # so the stale one really computes a result and the runner must drop it.
    monkeypatch.setattr(runner, "wants", lambda request_id: True)
    c = TrainerController(runner=runner)
    shown = []
    c.resultChanged.connect(shown.append)
    c.set_notation("1112345678999m")  # request 1 (slow: still in the pool)
    c.set_notation("123m456p789s1122z")  # request 2
    assert c.busy
    pool.run(1)
    assert [w.tile for w in shown[-1].waits] == [27, 28]
    pool.run(0)  # the slow one comes back late
    assert len(shown) == 1
    assert [w.tile for w in c.result.waits] == [27, 28]
    assert c.busy  # the look-ahead of the hand shown is out
    pool.run(2)
    assert len(shown) == 2 and shown[-1].lookahead is not None
    assert not c.busy


def test_worker_error_is_surfaced(controller, qtbot, monkeypatch):
    def broken(*args):
        raise RuntimeError("analysis exploded")

    monkeypatch.setattr(controller_module, "analyse", broken)
    with qtbot.waitSignal(controller.resultChanged) as blocker:
        controller.set_notation("123m456p789s1122z")
    result = blocker.args[0]
    assert result.status is StatusKind.ERROR
    assert "analysis exploded" in result.message
    assert controller.notation() == "123m456p789s1122z"  # the hand is kept


def test_busy_while_a_request_is_out(qtbot):
    pool = DeferredPool()
    c = TrainerController(runner=TaskRunner(pool))
    with qtbot.waitSignal(c.busyChanged) as blocker:
        c.set_notation("1m")
    assert blocker.args == [True]
    with qtbot.waitSignal(c.busyChanged) as blocker:
        pool.run(0)
    assert blocker.args == [False]


def test_load_restores_without_undo(controller):
    assert controller.load("123m [555z]", "1z")
    assert controller.notation() == "123m [555z]"
    assert controller.seen[EAST] == 1
    assert not controller.undo_stack.canUndo()
    assert not controller.load("garbage", "")
    assert controller.notation() == "123m [555z]"


TILE_SLOTS = [
    "click_tile",
    "add_tile",
    "remove_tile",
    "discard",
    "add_seen",
    "remove_seen",
    "click_hand_tile",
    "set_win_tile",
    "add_win_tile",
    "add_dora",
    "remove_dora",
]


@pytest.mark.parametrize("slot", TILE_SLOTS)
@pytest.mark.parametrize("tile", [37, -1, 2**31])
def test_a_tile_slot_ignores_a_number_that_is_no_tile(controller, slot, tile):
    """set_win_tile(34) raised and -1 was taken (the last kind, 7z) (issue 19 §5.7); the same
    for every slot that takes a tile. (34–36 are the red fives' codes now: the palette and the
    hand send them, so 37 is the first number that is no tile.)"""
    controller.set_rules(Rules.preset("riichi"))
    controller.set_notation("123m456p789s1177z")  # holds 7z, which tile -1 would index
    before = (controller.notation(), controller.state())
    getattr(controller, slot)(tile)
    assert (controller.notation(), controller.state()) == before
