"""Red fives in the window: the palette's 0m 0p 0s beside the fives, the hand keeping them,
the notation box writing them back, and the rules deciding whether they may be played."""

from __future__ import annotations

from pools import SynchronousPool
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage

from mjtrainer.app.main import build_window
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import StatusKind
from mjtrainer.app.window.dialogs import SettingsDialog
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.app.window.settings_value import SettingsValue
from mjtrainer.core import Rules
from mjtrainer.core.kinds import CODE_NAMES, RED_5M, RED_5P, RED_5S
from tests.app.conftest import make_quiz

LEFT = Qt.MouseButton.LeftButton
RIICHI = Rules.preset("riichi")


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def shown_hand(window) -> str:
    return " ".join(CODE_NAMES[t] for t in window.trainer.hand_view.tiles())


def test_the_palette_has_a_red_five_beside_each_five(window):
    palette = window.trainer.palette_view
    for five, red in ((4, RED_5M), (13, RED_5P), (22, RED_5S)):
        strip = palette.button(red).parentWidget()
        buttons = [b for b in strip.children() if hasattr(b, "tile")]
        tiles = [b.tile for b in buttons]
        assert tiles.index(red) == tiles.index(five) + 1


def test_red_fives_are_off_under_general_and_on_under_riichi(window, qtbot):
    palette = window.trainer.palette_view
    assert window.controller.rules.red_fives == 0
    assert not any(palette.button(c).isEnabled() for c in (RED_5M, RED_5P, RED_5S))
    window.settings.set_rules(RIICHI)
    assert all(palette.button(c).isEnabled() for c in (RED_5M, RED_5P, RED_5S))


def test_clicking_the_red_five_adds_it_and_clicking_it_in_the_hand_removes_it(window, qtbot):
    window.settings.set_rules(RIICHI)
    palette = window.trainer.palette_view
    for code in (4, RED_5M, 4, 13):
        click(qtbot, palette.button(code))
    assert shown_hand(window) == "0m 5m 5m 5p"  # sorted: the red five leads its fives
    assert window.trainer.notation.text() == "055m5p"
    # Each suit has one red five: once it is in the hand the palette's is off.
    assert not palette.button(RED_5M).isEnabled() and palette.button(RED_5P).isEnabled()
    buttons = window.trainer.hand_view.tile_buttons()
    red = next(b for b in buttons if b.tile == RED_5M)
    click(qtbot, red)
    assert window.trainer.notation.text() == "55m5p" and shown_hand(window) == "5m 5m 5p"
    assert palette.button(RED_5M).isEnabled()


def test_a_red_five_in_a_meld_is_kept_and_drawn_red(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("123m [406p]")
    assert window.controller.notation() == "123m [406p]"
    assert window.controller.state().melds[0].tiles == (12, RED_5P, 14)
    assert not window.trainer.palette_view.button(RED_5P).isEnabled()


def test_typing_0m_round_trips_and_is_refused_under_general(window, qtbot):
    edit = window.trainer.notation.edit
    edit.setFocus()
    qtbot.keyClicks(edit, "340m")
    error = window.trainer.notation.error
    assert "red 5m: these rules play without red fives" in error.text()
    assert window.controller.notation() == ""  # the hand stays what it was
    window.settings.set_rules(RIICHI)
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, "340m")
    assert not error.isVisible()
    assert window.controller.notation() == "340m" and shown_hand(window) == "3m 4m 0m"


def test_switching_to_rules_without_red_fives_makes_them_plain_fives(
    window, qtbot, monkeypatch, settings_path, tmp_path, clock
):
    """Riichi to MCR with red fives about used to leave the trainer refusing the hand ("write
    5 instead of 0"), and the refusal came back after a restart: each red five (hand, melds,
    seen tiles) is a plain five now, as the status line says."""

    window.settings.set_rules(RIICHI)
    c = window.controller
    c.set_notation("123m406p1123z [055s]")
    c.add_seen(RED_5M)
    assert c.hand.red_count == 2 and c.seen_red == (4,)
    assert c.result.status is not StatusKind.ERROR

    def to_mcr(cls, parent, value):
        return SettingsValue("mcr", (), value.language, value.preset_options)

    monkeypatch.setattr(SettingsDialog, "ask", classmethod(to_mcr))
    window.settings_action.trigger()
    assert c.rules.name == "mcr" and c.rules.red_fives == 0
    assert c.notation() == "123m456p1123z [555s]" and c.seen_notation() == "5m"
    assert "0" not in shown_hand(window)
    assert c.result.status is StatusKind.SHANTEN and c.result.message == ""
    notice = "These rules have no red fives: each red five is a plain five now."
    assert window.statusBar().currentMessage() == notice
    # A restart (the same settings) opens the plain hand, with no error.
    again = build_window(
        SettingsController(QSettings(settings_path, QSettings.Format.IniFormat)),
        TaskRunner(SynchronousPool()),
        make_quiz(tmp_path / "again.sqlite3", clock),
    )
    qtbot.addWidget(again)
    try:
        assert again.controller.rules.name == "mcr"
        assert again.controller.notation() == "123m456p1123z [555s]"
        assert again.controller.result.status is StatusKind.SHANTEN
    finally:
        again.controller.shutdown()
        again.quiz.shutdown()


def test_a_hand_saved_with_red_fives_opens_plain_under_rules_without_them(
    qtbot, settings_path, tmp_path, clock
):
    """A hand saved with red fives beside rules without them (by a version that kept them)
    opens with plain fives, not refused."""

    sc = SettingsController(QSettings(settings_path, QSettings.Format.IniFormat))
    sc.set_rules(Rules.preset("mcr"))
    sc.save_hand("123m406p789s1122z", "0s")
    w = build_window(sc, TaskRunner(SynchronousPool()), make_quiz(tmp_path / "p.sqlite3", clock))
    qtbot.addWidget(w)
    try:
        c = w.controller
        assert c.notation() == "123m456p789s1122z" and c.seen_notation() == "5s"
        assert c.result.status is StatusKind.READY
    finally:
        w.controller.shutdown()
        w.quiz.shutdown()


# --- red fives in the seen row --------------------------------------------------------------


def seen_mode(window, qtbot) -> None:
    from mjtrainer.app.shared.viewmodel import Mode

    click(qtbot, window.trainer.mode_buttons[Mode.SEEN])


def test_the_palette_puts_a_red_five_in_the_seen_row_drawn_red(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("123m456p789s1122z")
    palette = window.trainer.palette_view
    seen_mode(window, qtbot)
    assert palette.button(RED_5P).isEnabled()  # Seen mode takes the red fives too
    click(qtbot, palette.button(RED_5P))
    click(qtbot, palette.button(13))
    assert window.trainer.seen_view.tiles() == (RED_5P, 13)  # the red one leads its fives
    assert window.controller.seen_notation() == "05p"
    assert window.controller.notation() == "123m456p789s1122z"  # the hand is untouched
    # A red five seen is a five seen: one 5p in the hand and two seen leave one copy.
    assert window.controller.available()[13] == 1
    assert palette.button(13).caption == "×1"
    # The suit's one red five is out: the palette's is off, in Seen mode and in Add mode.
    assert not palette.button(RED_5P).isEnabled() and palette.button(RED_5M).isEnabled()
    window.controller.set_mode("add")
    assert not palette.button(RED_5P).isEnabled()


def test_undo_takes_the_red_five_back_out_of_the_seen_row(window, qtbot):
    window.settings.set_rules(RIICHI)
    seen_mode(window, qtbot)
    click(qtbot, window.trainer.palette_view.button(RED_5S))
    assert window.controller.seen_notation() == "0s"
    window.controller.undo_stack.undo()
    assert window.controller.seen_notation() == "" and window.trainer.seen_view.tiles() == ()
    window.controller.undo_stack.redo()
    assert window.trainer.seen_view.tiles() == (RED_5S,)


def test_clicking_the_seen_red_five_unmarks_that_red_five(window, qtbot):
    window.settings.set_rules(RIICHI)
    for code in (13, RED_5P, 13):
        window.controller.add_seen(code)
    assert window.controller.seen_notation() == "055p"
    red = next(b for b in window.trainer.seen_view.tile_buttons() if b.tile == RED_5P)
    click(qtbot, red)
    assert window.controller.seen_notation() == "55p"
    window.controller.remove_seen(RED_5P)  # no red five left to take: nothing happens
    assert window.controller.seen_notation() == "55p"


def test_a_red_five_discarded_from_the_hand_lies_red_in_the_seen_row(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("123m406p789s11223z")
    window.controller.discard(RED_5P)
    assert window.controller.notation() == "123m46p789s11223z"
    assert window.trainer.seen_view.tiles() == (RED_5P,)
    assert window.controller.seen_notation() == "0p"
    window.controller.undo_stack.undo()  # one step: back in the hand, out of the seen row
    assert window.controller.notation() == "123m406p789s11223z"
    assert window.controller.seen_notation() == ""


def test_a_plain_five_discarded_beside_the_red_one_is_seen_plain(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("123m4056p789s1122z")
    window.controller.discard(13)  # the kind takes a plain five while there is one
    assert window.controller.seen_notation() == "5p"
    assert window.controller.notation() == "123m406p789s1122z"


def test_a_second_red_five_of_a_suit_is_refused(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.add_seen(RED_5P)
    with qtbot.waitSignal(window.controller.message) as said:
        window.controller.add_seen(RED_5P)
    assert said.args == ["seen tiles: two red 5p: each suit has one red five (0m, 0p, 0s)"]
    assert window.controller.seen_notation() == "0p"
    # Nor may the hand take the red five the seen row holds: the text box says why.
    window.controller.set_notation("123m406p789s1122z")
    assert window.controller.notation() == ""
    assert "two red 5p" in window.trainer.notation.error.text()
    window.controller.set_mode("add")
    with qtbot.waitSignal(window.controller.message):
        window.controller.add_tile(RED_5P)
    assert window.controller.notation() == ""


def test_a_red_five_is_not_seen_under_rules_without_them(window, qtbot):
    assert window.controller.rules.red_fives == 0
    seen_mode(window, qtbot)
    assert not window.trainer.palette_view.button(RED_5P).isEnabled()
    with qtbot.waitSignal(window.controller.message) as said:
        window.controller.add_seen(RED_5P)
    assert "without red fives" in said.args[0]
    assert window.controller.seen_notation() == ""


def test_the_seen_red_five_survives_a_restart(qtbot, tmp_path, monkeypatch):
    from pools import SynchronousPool
    from PySide6.QtCore import QSettings

    from mjtrainer.app.main import build_window
    from mjtrainer.app.shared.tasks import TaskRunner
    from mjtrainer.app.window.settings import SettingsController

    monkeypatch.setenv("HOME", str(tmp_path))
    path = str(tmp_path / "settings.ini")
    sc = SettingsController(QSettings(path, QSettings.Format.IniFormat))
    sc.set_language("en")
    sc.set_rules(RIICHI)
    w = build_window(sc, TaskRunner(SynchronousPool()))
    qtbot.addWidget(w)
    w.controller.set_notation("123m46p789s1122z")
    for code in (RED_5P, 13, RED_5M):
        w.controller.add_seen(code)
    assert w.controller.seen_notation() == "0m05p"
    w.close()
    w.controller.shutdown()

    sc2 = SettingsController(QSettings(path, QSettings.Format.IniFormat))
    assert sc2.last_hand() == ("123m46p789s1122z", "0m05p")
    w2 = build_window(sc2, TaskRunner(SynchronousPool()))
    qtbot.addWidget(w2)
    assert w2.trainer.seen_view.tiles() == (RED_5M, RED_5P, 13)
    assert w2.controller.seen == w.controller.seen
    w2.controller.shutdown()


def test_a_saved_seen_red_five_the_hand_holds_too_reads_as_a_plain_five(qapp, tmp_path):
    from PySide6.QtCore import QSettings

    from mjtrainer.app.window.settings import SettingsController

    path = tmp_path / "settings.ini"
    path.write_bytes(b"[trainer]\nhand=123m406p789s1122z\nseen=0p0s0s\n")
    sc = SettingsController(QSettings(str(path), QSettings.Format.IniFormat))
    # The hand keeps its red 5p; the seen tiles keep their count, one 0s stays red.
    assert sc.last_hand() == ("123m406p789s1122z", "5p05s")


def test_a_seen_red_five_turns_plain_under_rules_without_them_and_back_with_undo(window):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("123m46p789s11223z")
    window.controller.add_seen(RED_5P)
    assert window.controller.result.status.value == "shanten"
    window.settings.set_rules(Rules.preset("general"))
    assert window.controller.seen_notation() == "5p"
    assert window.controller.result.status.value == "shanten"
    window.settings.set_rules(RIICHI)
    window.controller.undo_stack.undo()  # the plain five was one step: the red one is back
    assert window.controller.seen_notation() == "0p"


def _discard_row(qtbot, window, kind):
    """The trainer's discard table, laid out and scrolled to the row of ``kind``."""
    table = window.trainer.results.discard_table
    qtbot.waitUntil(lambda: table.viewport().height() > 0)
    index = next(i for i, r in enumerate(table.shown()) if r.tile == kind)
    table.scrollTo(table.model().index(index, 0))
    assert table.viewport().rect().contains(table.tile_rect(index))
    return table, index


def _tile_pixels(table, index):
    view = table.viewport()
    image = QImage(view.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    view.render(image)
    return image.copy(table.tile_rect(index))


def test_the_discard_row_of_a_red_only_five_draws_and_names_the_red_five(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("23406m456p2378s11z")  # its one 5m is the red one
    table, i = _discard_row(qtbot, window, 4)
    assert table.shown()[i].code == RED_5M and table.shown()[i].face == RED_5M
    tip, _ = table.tooltip_at(table.tile_rect(i).center())
    assert tip.endswith("(0m)")
    red = _tile_pixels(table, i)
    # The same shape with a plain 5m: the row is the same but for the tile drawn.
    window.controller.set_notation("23456m456p2378s11z")
    table, j = _discard_row(qtbot, window, 4)
    assert table.shown()[j].code is None and table.shown()[j].face == 4
    assert table.tooltip_at(table.tile_rect(j).center())[0].endswith("(5m)")
    assert _tile_pixels(table, j) != red
    # A click on the red row still asks for the kind, and the red five is the one thrown.
    window.controller.set_notation("23406m456p2378s11z")
    table, i = _discard_row(qtbot, window, 4)
    with qtbot.waitSignal(table.discardRequested) as blocker:
        qtbot.mouseClick(table.viewport(), LEFT, pos=table.row_rect(i).center())
    assert blocker.args == [4]
    assert window.controller.seen_notation() == "0m"


def test_the_discard_row_of_a_five_held_beside_its_red_one_is_plain(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("234056m456p2378s1z")
    table, i = _discard_row(qtbot, window, 4)
    assert table.shown()[i].face == 4
