"""Red fives in the window: the palette's 0m 0p 0s beside the fives, the hand keeping them,
the notation box writing them back, and the rules deciding whether they may be played."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mjtrainer.core import Rules
from mjtrainer.core.kinds import CODE_NAMES, RED_5M, RED_5P, RED_5S

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


def test_a_red_five_left_in_the_hand_under_general_can_still_be_taken_out(window, qtbot):
    window.settings.set_rules(RIICHI)
    window.controller.set_notation("123m406p789s1122z")
    window.settings.set_rules(Rules.preset("general"))
    assert "without red fives" in window.controller.result.message
    window.controller.click_hand_tile(RED_5P)
    assert window.controller.notation() == "123m46p789s1122z"
