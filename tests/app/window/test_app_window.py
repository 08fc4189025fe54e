"""The window as a user drives it: clicks, typing, the results shown, settings, language."""

from __future__ import annotations

import random

import pytest
from pools import SynchronousPool
from PySide6.QtCore import QCoreApplication, QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication

from mjtrainer.app.main import build_window
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import Mode, StatusKind
from mjtrainer.app.trainer.meld_dialogs import ChowDialog
from mjtrainer.app.window.dialogs import SettingsDialog
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.app.window.settings_value import SettingsValue
from mjtrainer.core import Hand
from mjtrainer.core.kinds import MPSZ
from mjtrainer.words.languages import codes

LEFT = Qt.MouseButton.LeftButton


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def type_text(qtbot, window, text: str) -> None:
    """Replace the box's text as a user does: select it all, delete it, type."""
    edit = window.trainer.notation.edit
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def shown_hand(window) -> str:
    """The concealed tiles drawn in the hand row, as mpsz-ish codes."""
    return " ".join(MPSZ[t] for t in window.trainer.hand_view.tiles())


def test_clicking_palette_tiles_builds_the_sorted_hand(window, qtbot):
    palette = window.trainer.palette_view
    for t in (13, 0, 31, 0):
        click(qtbot, palette.button(t))
    assert shown_hand(window) == "1m 1m 5p 5z"
    assert window.trainer.notation.text() == "11m5p5z"
    assert palette.button(0).caption == "×2"


def test_clicking_a_hand_tile_removes_it(window, qtbot):
    type_text(qtbot, window, "123m")
    buttons = window.trainer.hand_view.tile_buttons()
    click(qtbot, buttons[1])
    assert shown_hand(window) == "1m 3m"
    assert window.controller.notation() == "13m"


def test_fifth_copy_cannot_be_added(window, qtbot):
    palette = window.trainer.palette_view
    for _ in range(4):
        click(qtbot, palette.button(5))
    assert not palette.button(5).isEnabled()
    click(qtbot, palette.button(5))
    assert window.controller.notation() == "6666m"
    assert shown_hand(window) == "6m 6m 6m 6m"


def test_typing_notation_updates_hand_and_palette(window, qtbot):
    palette = window.trainer.palette_view
    type_text(qtbot, window, "1111m 55z")
    assert shown_hand(window) == "1m 1m 1m 1m 5z 5z"
    assert not palette.button(0).isEnabled()
    assert palette.button(31).isEnabled() and palette.button(31).caption == "×2"
    # The text stays as typed (no rewrite under the cursor).
    assert window.trainer.notation.text() == "1111m 55z"


def test_invalid_text_shows_the_message_and_keeps_the_hand(window, qtbot):
    type_text(qtbot, window, "123m456p")
    qtbot.keyClicks(window.trainer.notation.edit, "7x")
    error = window.trainer.notation.error
    assert error.isVisible()
    assert "unknown suit letter 'x'" in error.text()
    assert shown_hand(window) == "1m 2m 3m 4p 5p 6p"
    assert window.controller.notation() == "123m456p"
    qtbot.keyClick(window.trainer.notation.edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(window.trainer.notation.edit, "s")
    assert not error.isVisible()
    assert shown_hand(window) == "1m 2m 3m 4p 5p 6p 7s"


def test_waits_view_nine_gates(window, qtbot):
    type_text(qtbot, window, "1112345678999m")
    results = window.trainer.results
    assert results.waits_box.isVisible()
    waits = results.wait_items()
    assert [t for t, _, _ in waits] == list(range(9))
    assert [n for _, n, _ in waits] == [1, 3, 3, 3, 3, 3, 3, 3, 1]
    captions = list(results.waits_box.captions())
    assert captions[0] == "×1 left"
    assert all(kinds for _, _, kinds in waits)
    assert "Ready" in results.status.text()


def test_waits_view_has_no_wait_on_a_tile_held_four_times(window, qtbot):
    # With three 1m, 1m is a wait (23m two-sided, or 111m + 55z dual pung) ...
    type_text(qtbot, window, "111m23m456p789s55z")
    assert [t for t, _, _ in window.trainer.results.wait_items()] == [0, 3, 31]
    # ... but holding all four, no fifth 1m can come: not listed.
    type_text(qtbot, window, "1111m23m456p789s5z")
    assert [t for t, _, _ in window.trainer.results.wait_items()] == [31]


def test_wait_kinds_are_named(window, qtbot):
    type_text(qtbot, window, "123m456p789s1122z")
    kinds = {t: k for t, _, k in window.trainer.results.wait_items()}
    assert kinds == {27: "dual pung (shanpon)", 28: "dual pung (shanpon)"}


def test_effective_tiles_when_not_ready(window, qtbot):
    type_text(qtbot, window, "13m456p789s1122z5z")
    results = window.trainer.results
    assert window.controller.result.status is StatusKind.SHANTEN
    assert results.effective.isVisible()
    assert results.effective.tiles() == tuple(t for t, _ in window.controller.result.effective)
    assert str(window.controller.result.effective_total) in results.effective_title.text()


def test_decompositions_drawn_for_a_win(window, qtbot):
    type_text(qtbot, window, "11122233344455m")
    results = window.trainer.results
    assert results.decomp_box.isVisible()
    assert "Complete" in results.status.text()
    assert len(results.decomposition_titles()) == len(window.controller.result.decompositions) >= 2


def test_clicking_a_discard_row_discards_that_tile(window, qtbot):
    type_text(qtbot, window, "123m456p789s11223z")
    rows = window.trainer.results.rows()
    assert [r.option.tile for r in rows] == [o.tile for o in window.controller.result.discards]
    assert rows[0].best and rows[0].option.tile == 29
    assert not rows[-1].best
    target = rows[3]
    tile = target.option.tile
    table = window.trainer.results.discard_table.viewport()
    qtbot.mouseClick(table, LEFT, pos=QPoint(target.rect.right() - 4, target.rect.center().y()))
    assert window.controller.hand.counts[tile] == 0
    assert tile not in window.trainer.hand_view.tiles()


def test_a_clicked_discard_row_and_the_result_after_it_agree(window, qtbot):
    """The issue's hand: the 2m row counts the discarded 2m as seen, so after the click 2m
    lies in the seen row and the waits shown add up to the row's total, tile by tile."""
    type_text(qtbot, window, "11123455678999m")
    results = window.trainer.results
    row = next(r for r in results.rows() if r.option.tile == 1)
    table = results.discard_table.viewport()
    qtbot.mouseClick(table, LEFT, pos=QPoint(row.rect.right() - 4, row.rect.center().y()))
    assert window.trainer.seen_view.tiles() == (1,)
    assert {t: n for t, n, _ in results.wait_items()} == dict(row.option.effective)
    assert sum(n for _, n, _ in results.wait_items()) == row.option.total
    window.undo_action.trigger()
    assert window.trainer.seen_view.tiles() == ()
    assert window.controller.notation() == "11123455678999m"


def test_clicking_the_effective_tiles_of_a_row_also_discards(window, qtbot):
    type_text(qtbot, window, "123m456p789s11223z")
    row = window.trainer.results.rows()[0]
    small = row.effective_rect(0)
    qtbot.mouseClick(window.trainer.results.discard_table.viewport(), LEFT, pos=small.center())
    assert window.controller.notation() == "123m456p789s1122z"


def test_meld_entry_and_concealed_kong_drawing(window, qtbot):
    page = window.trainer
    click(qtbot, page.mode_buttons[Mode.CONCEALED_KONG])
    click(qtbot, page.palette_view.button(27))
    assert window.controller.notation() == "(1111z)"
    melds = page.hand_view.melds
    assert melds.groups() == ((27, 27, 27, 27),)
    assert melds.face_down() == ((True, False, False, True),)
    assert page.mode_buttons[Mode.ADD].isChecked()
    click(qtbot, page.mode_buttons[Mode.PUNG])
    click(qtbot, page.palette_view.button(31))
    assert window.controller.notation() == "(1111z) [555z]"  # melds in tile order
    # Clicking a meld takes it back.
    assert melds.groups() == ((27,) * 4, (31,) * 3)
    qtbot.mouseClick(melds, LEFT, pos=melds.item_rect(1).center())
    assert window.controller.notation() == "(1111z)"
    assert melds.groups() == ((27,) * 4,)


def test_ambiguous_chow_asks_through_the_dialog(window, qtbot, monkeypatch):
    asked = []

    def fake_ask(cls, parent, tile, starts):
        asked.append((tile, tuple(starts)))
        return starts[-1]

    monkeypatch.setattr(ChowDialog, "ask", classmethod(fake_ask))
    page = window.trainer
    click(qtbot, page.mode_buttons[Mode.CHOW])
    click(qtbot, page.palette_view.button(13))
    assert asked == [(13, (11, 12, 13))]
    assert window.controller.notation() == "[567p]"


def test_chow_dialog_returns_the_run_clicked(qtbot):
    dialog = ChowDialog(2, (0, 1, 2))
    qtbot.addWidget(dialog)
    click(qtbot, dialog.buttons[1])
    assert dialog.choice == 1
    assert dialog.result() == ChowDialog.DialogCode.Accepted


def test_chow_dialog_shows_each_choice_whole(window, qtbot):
    """Each choice is as tall as its tiles and caption (a push button's own size hint knows
    neither: the choices were 22 px tall, showing the top of their tiles and no caption)."""
    dialog = ChowDialog(13, (11, 12, 13), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for start, button in zip((11, 12, 13), dialog.buttons, strict=True):
        tiles, caption = button.tiles, button.caption
        assert tiles.tiles() == (start, start + 1, start + 2)
        assert button.rect().contains(tiles.geometry())
        assert tiles.height() >= tiles.tile_height()
        assert tiles.width() >= tiles.sizeHint().width()  # all three tiles side by side
        assert caption.isVisible()
        assert button.rect().contains(caption.geometry())
        assert caption.height() >= caption.sizeHint().height()
        assert caption.text() == f"{start - 8} dots to {start - 6} dots"
        assert dialog.rect().contains(button.geometry())
    click(qtbot, dialog.buttons[2])
    assert dialog.choice == 13
    assert dialog.result() == ChowDialog.DialogCode.Accepted


def test_seen_row(window, qtbot):
    page = window.trainer
    type_text(qtbot, window, "123m456p789s1122z")
    click(qtbot, page.mode_buttons[Mode.SEEN])
    click(qtbot, page.palette_view.button(27))
    click(qtbot, page.palette_view.button(27))
    assert page.seen_view.tiles() == (27, 27)
    assert window.controller.notation() == "123m456p789s1122z"
    assert page.palette_view.button(27).caption == "×0"
    assert not page.palette_view.button(27).isEnabled()
    assert dict((t, n) for t, n, _ in page.results.wait_items()) == {27: 0, 28: 2}
    click(qtbot, page.seen_view.tile_buttons()[0])
    assert page.seen_view.tiles() == (27,)


def test_undo_redo_shortcuts(window, qtbot):
    palette = window.trainer.palette_view
    click(qtbot, palette.button(0))
    click(qtbot, palette.button(1))
    window.activateWindow()
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert shown_hand(window) == "1m"
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert shown_hand(window) == "1m 2m"
    assert window.trainer.notation.text() == "12m"


def test_copy_paste_clear_random(window, qtbot):
    type_text(qtbot, window, "123m456p789s1122z")
    window.copy_action.trigger()
    assert QApplication.clipboard().text() == "123m456p789s1122z"
    window.clear_action.trigger()
    assert shown_hand(window) == ""
    assert window.trainer.notation.text() == ""
    QApplication.clipboard().setText("19m19p19s1234567z")
    window.paste_action.trigger()
    assert window.controller.notation() == "19m19p19s1234567z"
    assert len(window.trainer.results.wait_items()) == 13
    window.random_action.trigger()
    assert len(window.trainer.hand_view.tiles()) in (13, 14)


def test_tooltips_name_tiles_in_the_current_language(window, qtbot, settings_controller):
    button = window.trainer.palette_view.button(13)
    assert button.toolTip().startswith("5 dots (5p)")
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(lambda: button.toolTip().startswith("五筒（5p）"))
    hand_button_tip = None
    window.controller.add_tile(27)
    hand_button_tip = window.trainer.hand_view.tile_buttons()[0].toolTip()
    assert hand_button_tip.startswith("东风")


def test_language_switch_relabels_without_restart(window, qtbot):
    type_text(qtbot, window, "123m456p789s1122z")
    results = window.trainer.results
    assert window.undo_action.text() == "Undo"
    window.settings.set_language("zh_CN")
    # Widgets re-label on the LanguageChange event Qt posts to them.
    qtbot.waitUntil(lambda: window.trainer.mode_buttons[Mode.CHOW].text() == "吃")
    assert window.undo_action.text() == "撤销"
    assert "听牌" in results.status.text()
    assert [k for _, _, k in results.wait_items()] == ["双碰", "双碰"]
    assert results.wait_items() and results.waits_box.captions()[0] == "剩2张"
    window.settings.set_language("en")
    qtbot.waitUntil(lambda: "Ready" in results.status.text())
    assert window.undo_action.text() == "Undo"


def test_settings_dialog_applies_rules_and_language(window, qtbot, monkeypatch):
    type_text(qtbot, window, "1122m3344p5566s7z")
    assert window.controller.result.status is StatusKind.READY

    def fake_ask(cls, parent, value):
        assert isinstance(value, SettingsValue)
        opts = dict(value.options)
        opts["seven_pairs"] = False
        return SettingsValue("riichi", tuple(opts.items()), "en", value.preset_options)

    monkeypatch.setattr(SettingsDialog, "ask", classmethod(fake_ask))
    window.settings_action.trigger()
    assert window.controller.rules.name == "riichi"
    assert window.controller.rules.seven_pairs is False
    assert window.controller.result.status is StatusKind.SHANTEN


def test_settings_dialog_preset_resets_options(qtbot, settings_controller):
    dialog = SettingsDialog(settings_controller.value())
    qtbot.addWidget(dialog)
    assert dialog.options["knitted"].isChecked() is False
    dialog.show()
    dialog.preset.setFocus()
    while dialog.preset.currentData() != "mcr":
        qtbot.keyClick(dialog.preset, Qt.Key.Key_Down)
    assert dialog.options["knitted"].isChecked() is True
    dialog.options["seven_pairs"].setChecked(False)
    v = dialog.value()
    assert v.preset == "mcr" and dict(v.options)["seven_pairs"] is False


def test_settings_persist(qtbot, settings_path):
    s1 = QSettings(settings_path, QSettings.Format.IniFormat)
    sc = SettingsController(s1)
    w = build_window(sc, TaskRunner(SynchronousPool()))
    qtbot.addWidget(w)
    w.show()
    w.resize(760, 540)  # inside the offscreen screen (800×600): restore does not clamp it
    qtbot.waitUntil(lambda: w.width() == 760)
    w.controller.set_notation("123m456p789s1122z")
    w.controller.add_seen(27)
    sc.apply(
        SettingsValue(
            "mcr",
            (
                ("seven_pairs", False),
                ("four_identical_pairs", True),
                ("thirteen_orphans", True),
                ("knitted", True),
            ),
            "zh_CN",
        )
    )
    w.close()
    del s1

    s2 = QSettings(settings_path, QSettings.Format.IniFormat)
    sc2 = SettingsController(s2)
    assert sc2.rules.name == "mcr" and sc2.rules.seven_pairs is False and sc2.rules.knitted
    assert sc2.language == "zh_CN"
    w2 = build_window(sc2, TaskRunner(SynchronousPool()))
    qtbot.addWidget(w2)
    assert w2.controller.notation() == "123m456p789s1122z"
    assert w2.controller.seen[27] == 1
    assert w2.controller.rules == sc2.rules
    assert (w2.width(), w2.height()) == (760, 540)
    sc2.set_language("en")


@pytest.mark.parametrize(
    "key, value",
    [
        ("rules/preset", "no-such-rules"),
        ("rules/seven_pairs", "maybe"),
        ("ui/language", "klingon"),
        ("window/geometry", "not bytes"),
        ("trainer/hand", "5x5x5x"),
        ("trainer/seen", "1111m1111m"),
    ],
)
def test_corrupt_settings_fall_back_to_defaults(qtbot, settings_path, key, value):
    s = QSettings(settings_path, QSettings.Format.IniFormat)
    s.setValue(key, value)
    s.setValue("ui/language", value if key == "ui/language" else "en")
    s.sync()
    sc = SettingsController(QSettings(settings_path, QSettings.Format.IniFormat))
    w = build_window(sc, TaskRunner(SynchronousPool()))
    qtbot.addWidget(w)
    assert sc.rules.name in ("general", "riichi", "mcr")
    assert sc.language in codes()
    assert w.controller.rules.seven_pairs is True
    if key.startswith("trainer"):
        assert w.controller.hand.size == 0
    w.show()
    qtbot.waitExposed(w)


def test_random_click_sequence_keeps_view_and_controller_in_step(window, qtbot, monkeypatch):
    """Hundreds of seeded random user actions: nothing raises and the hand shown always equals
    the controller's."""
    monkeypatch.setattr(ChowDialog, "ask", classmethod(lambda cls, p, t, starts: starts[0]))
    rng = random.Random(20240611)
    page = window.trainer
    c = window.controller
    modes = list(page.mode_buttons.values())
    for step in range(400):
        r = rng.random()
        if r < 0.45:
            b = page.palette_view.button(rng.randrange(34))
            click(qtbot, b)
        elif r < 0.6 and page.hand_view.tile_buttons():
            click(qtbot, rng.choice(page.hand_view.tile_buttons()))
        elif r < 0.66:
            click(qtbot, rng.choice(modes))
        elif r < 0.72 and page.results.rows():
            row = rng.choice(page.results.rows())
            qtbot.mouseClick(
                page.results.discard_table.viewport(),
                LEFT,
                pos=QPoint(row.rect.right() - 3, row.rect.center().y()),
            )
        elif r < 0.78:
            rng.choice([window.undo_action, window.redo_action]).trigger()
        elif r < 0.81 and page.seen_view.tile_buttons():
            click(qtbot, rng.choice(page.seen_view.tile_buttons()))
        elif r < 0.84 and page.hand_view.melds.groups():
            melds = page.hand_view.melds
            i = rng.randrange(len(melds.groups()))
            qtbot.mouseClick(melds, LEFT, pos=melds.item_rect(i).center())
        elif r < 0.88:
            type_text(
                qtbot,
                window,
                rng.choice(
                    ["123m", "1112345678999m", "12x", "[555z]", "19m19p19s1234567z", "5555m", ""]
                ),
            )
        elif r < 0.9:
            window.random_action.trigger()
        elif r < 0.91:
            window.clear_action.trigger()
        state = c.state()
        assert page.hand_view.tiles() == state.concealed, step
        assert page.seen_view.tiles() == state.seen, step
        assert list(page.hand_view.melds.groups()) == [m.tiles for m in state.melds]
        for t in range(34):
            assert page.palette_view.button(t).isEnabled() == state.enabled[t]
        assert page.results.result is c.result
        assert c.result.status is not StatusKind.ERROR, c.result.message
        if not page.notation.error.isVisible():
            # the box may keep the learner's own spelling, but it reads as the hand shown
            assert Hand.parse(page.notation.text()) == c.hand, step
    QCoreApplication.processEvents()


def test_busy_indicator_shows_while_a_slow_request_is_out(qtbot, qsettings):
    from test_app_tasks import DeferredPool

    pool = DeferredPool()
    sc = SettingsController(qsettings)
    w = build_window(sc, TaskRunner(pool))
    qtbot.addWidget(w)
    w.show()
    w.controller.set_notation("1112345678999m")
    bar = w.trainer.results.busy
    qtbot.waitUntil(bar.isVisible, timeout=2000)
    pool.run(0)
    assert not bar.isVisible()
    assert len(w.trainer.results.wait_items()) == 9


def test_layout_adapts_to_the_window_width(window, qtbot):
    splitter = window.trainer.splitter
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: splitter.orientation() == Qt.Orientation.Horizontal)
    window.resize(800, 900)
    qtbot.waitUntil(lambda: splitter.orientation() == Qt.Orientation.Vertical)


def test_more_pages_can_be_added(window):
    from PySide6.QtWidgets import QLabel

    assert window.tabs.count() == 4 and window.tabs.widget(0) is window.trainer
    assert window.tabs.widget(1) is window.quiz_page
    assert window.tabs.widget(2) is window.progress_page
    assert window.tabs.widget(3) is window.review_page
    index = window.add_page(QLabel("more"), lambda: "More")
    assert index == 4 and window.tabs.tabText(4) == "More"
    assert window.tabs.tabBar().isVisible()


def test_status_line_explains_sizes_and_errors(window, qtbot, monkeypatch):
    status = window.trainer.results.status
    assert status.text() == "Add tiles to build a hand."
    type_text(qtbot, window, "123m456p")
    assert "6 tiles" in status.text() and "add one tile or remove one" in status.text()
    assert status.property("tone") == "warn"
    type_text(qtbot, window, "123m456p789s1122z")
    assert status.text() == "Ready (tenpai): waiting on 2 kinds, 4 tiles left."
    type_text(qtbot, window, "13m456p789s1122z5z")
    assert status.text().startswith("1-shanten")

    from mjtrainer.app.trainer import controller as controller_module

    def broken(*args):
        raise ValueError("worker fault")

    monkeypatch.setattr(controller_module, "analyse", broken)
    type_text(qtbot, window, "123m456p789s11223z")
    assert status.text() == "Error: ValueError: worker fault"
    assert status.property("tone") == "error"
    assert shown_hand(window) == "1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 3z"


def test_status_line_colour_follows_its_tone(window, qtbot):
    status = window.trainer.results.status

    def colour() -> str:
        return status.palette().color(status.foregroundRole()).name()

    type_text(qtbot, window, "11122233344455m")
    assert status.property("tone") == "good" and colour() == "#1b7f3b"
    type_text(qtbot, window, "1112345678999m")
    assert status.property("tone") == "info" and colour() == "#1c5fb0"
    type_text(qtbot, window, "1112345678999m")
    assert colour() == "#1c5fb0"
    type_text(qtbot, window, "13579m2468p1357s")
    assert status.property("tone") == "" and colour() not in ("#1c5fb0", "#1b7f3b")


def test_decompositions_show_declared_melds_and_a_concealed_kong_face_down(window, qtbot):
    type_text(qtbot, window, "234p567s789s55z (1111m)")
    results = window.trainer.results
    assert window.controller.result.status is StatusKind.WIN
    groups = results.decomposition_groups()
    assert len(groups) == len(window.controller.result.decompositions) >= 1
    assert groups[0].groups()[-1] == (0, 0, 0, 0)
    assert groups[0].face_down()[-1] == (True, False, False, True)
    assert all(g.isVisible() for g in groups)
    # Back to a hand that is not complete: the rows go away.
    type_text(qtbot, window, "123m456p789s1122z")
    assert not results.decomp_box.isVisible() and results.decomposition_groups() == []


def test_one_discard_from_ready_shows_no_empty_waits_heading(window, qtbot):
    type_text(qtbot, window, "1112345678999m5p")  # 14 tiles, shanten 0: discard 5p
    results = window.trainer.results
    assert results.result.status is StatusKind.READY
    assert results.rows() and not results.waits_box.isVisible()
    assert not results.waits_title.isVisible()


@pytest.mark.parametrize("width", [1024, 1100, 1280])
def test_palette_and_hand_are_never_clipped_side_by_side(window, qtbot, width):
    window.resize(width, 760)
    QApplication.processEvents()
    page = window.trainer
    assert page.splitter.orientation() == Qt.Orientation.Horizontal
    left = page.left_scroll
    assert left.viewport().width() >= left.widget().minimumSizeHint().width()


def test_the_status_bar_is_there_from_the_start_so_a_message_moves_nothing(window, qtbot):
    """Issue 29 §2.10: the status bar came with the first message and pushed every page up
    by its height; it is made with the window, and a message leaves the pages where they are."""
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    bar = window.statusBar()
    assert bar.isVisible() and bar.height() > 0
    before = window.tabs.height()
    bar.showMessage("Opened a game.")
    QApplication.processEvents()
    assert window.tabs.height() == before
