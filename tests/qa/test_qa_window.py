"""QA regression guards for the trainer window, driven through its widgets the way a user
would: palette clicks, the notation box, seen tiles, discard-table clicks, undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mjtrainer.app.shared.viewmodel import StatusKind

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def settle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=10000)
    QApplication.processEvents()


def click(qtbot, widget, pos=None) -> None:
    if pos is None:
        pos = widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def test_palette_clicks_build_a_hand_and_a_15th_tile_is_refused(qtbot, window) -> None:
    page, c = window.trainer, window.controller
    for t in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 13):
        click(qtbot, page.palette_view.button(t))
    settle(qtbot, window)
    assert c.notation() == "1112345678999m5p"
    assert page.notation.text() == "1112345678999m5p"
    click(qtbot, page.palette_view.button(20))
    settle(qtbot, window)
    assert c.notation() == "1112345678999m5p"
    assert "15 tiles" in window.statusBar().currentMessage()


def test_clicking_the_best_discard_row_leaves_the_nine_sided_wait(qtbot, window) -> None:
    page, c = window.trainer, window.controller
    assert c.paste_notation("1112345678999m5p")
    settle(qtbot, window)
    rows = page.results.rows()
    assert rows[0].option.tile == 13 and rows[0].option.total == 23
    click(qtbot, page.results.discard_table.viewport(), rows[0].rect.center())
    settle(qtbot, window)
    assert c.notation() == "1112345678999m"
    assert page.results.result.status is StatusKind.READY
    assert [w[0] for w in page.results.wait_items()] == list(range(9))


def test_invalid_typed_notation_keeps_the_hand_and_says_why(qtbot, window) -> None:
    page, c = window.trainer, window.controller
    edit = page.notation.edit
    edit.setFocus()
    qtbot.keyClicks(edit, "123m456p789s1122z")
    settle(qtbot, window)
    assert c.notation() == "123m456p789s1122z"
    for bad, words in (
        ("x", "unknown suit letter 'x'"),
        ("[124m]", "is not a chow"),
        ("[555z", "unmatched '['"),
    ):
        edit.setText("123m456p789s1122z")
        edit.end(False)
        qtbot.keyClicks(edit, bad)
        settle(qtbot, window)
        assert c.notation() == "123m456p789s1122z"
        assert words in page.notation.error.text()
        assert page.notation.error.isVisible()


def test_seen_tiles_exhaust_a_kind_and_count_in_the_waits(qtbot, window) -> None:
    page, c = window.trainer, window.controller
    assert c.paste_notation("1112345678999m")
    c.set_mode("seen")
    click(qtbot, page.palette_view.button(8))
    click(qtbot, page.palette_view.button(0))
    settle(qtbot, window)
    assert c.seen_notation() == "19m"
    assert not page.palette_view.button(0).isEnabled()
    assert not page.palette_view.button(8).isEnabled()
    waits = {t: n for t, n, _ in page.results.wait_items()}
    assert waits[0] == 0 and waits[8] == 0 and sum(waits.values()) == 21
    c.add_tile(8)  # a fifth 9m is refused with the reason
    assert c.notation() == "1112345678999m"
    assert "5 copies of 9m" in window.statusBar().currentMessage()


def test_long_undo_redo_round_trip(qtbot, window) -> None:
    page, c = window.trainer, window.controller
    tiles = (0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 28, 28)
    for t in tiles:
        click(qtbot, page.palette_view.button(t))
    settle(qtbot, window)
    full = c.notation()
    assert full == "123m123p123s1122z"
    for _ in range(len(tiles) + 5):
        window.undo_action.trigger()
    settle(qtbot, window)
    assert c.notation() == "" and page.notation.text() == ""
    assert page.results.result.status is StatusKind.EMPTY
    for _ in range(len(tiles) + 5):
        window.redo_action.trigger()
    settle(qtbot, window)
    assert c.notation() == full and page.notation.text() == full
