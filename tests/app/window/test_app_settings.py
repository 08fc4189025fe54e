"""Settings that cannot be read or written, and a saved hand whose seen tiles no longer fit:
the app starts, keeps what it can (a copy of a file it cannot read, the hand), and says so
once in the status bar."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from pools import SynchronousPool
from PySide6.QtCore import QSettings

from mjtrainer.app.main import build_window
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.app.window.settings_value import SettingsValue
from mjtrainer.core import Hand, Rules, format_tiles

T0 = 1_750_000_000.0

#: An INI file Qt cannot parse (a section header that never closes, a key with no '=').
UNREADABLE = b"[rules\npreset=riichi\n\x00\x01\x02 no equals sign here\n[trainer]\nhand=123m\n"


def ini(tmp_path, data: bytes | None = None, name: str = "settings.ini") -> QSettings:
    path = tmp_path / name
    if data is not None:
        path.write_bytes(data)
    return QSettings(str(path), QSettings.Format.IniFormat)


def controller(settings: QSettings) -> SettingsController:
    return SettingsController(settings, install_translator=False, clock=lambda: T0)


def window_of(qtbot, tmp_path, sc: SettingsController):
    from mjtrainer.app.quiz.controller import QuizController

    quiz = QuizController(
        tmp_path / "progress.sqlite3",
        runner=TaskRunner(SynchronousPool()),
        store_runner=TaskRunner(SynchronousPool()),
    )
    w = build_window(sc, TaskRunner(SynchronousPool()), quiz)
    qtbot.addWidget(w)
    return w


def close(w) -> None:
    w.controller.shutdown()
    if w.quiz is not None:
        w.quiz.shutdown()
    w.close()


# --- (a) seen tiles that no longer fit the saved hand -------------------------------------------


def test_seen_tiles_making_a_fifth_copy_are_dropped_not_the_hand(qapp, tmp_path):
    sc = controller(ini(tmp_path, b"[trainer]\nhand=1112345678999m\nseen=1m1m9m5z1m\n"))
    # 1m: three in the hand leave room for one seen copy of the three; 9m: room for one.
    assert sc.last_hand() == ("1112345678999m", "19m5z")
    assert sc.take_notices() == (
        "The saved seen tiles 11m made a fifth copy with the saved hand: they were dropped, "
        "the hand was kept."
    )
    assert sc.take_notices() == ""  # said once


def test_seen_tiles_that_fit_are_left_alone(qapp, tmp_path):
    sc = controller(ini(tmp_path, b"[trainer]\nhand=123m [111p]\nseen=1p2m2m2m\n"))
    assert sc.last_hand() == ("123m [111p]", "1p2m2m2m")
    assert sc.take_notices() == ""


def test_the_window_opens_the_saved_hand_and_says_what_was_dropped(qtbot, tmp_path):
    sc = controller(ini(tmp_path, b"[trainer]\nhand=1112345678999m\nseen=1m1m9m\n"))
    w = window_of(qtbot, tmp_path, sc)
    try:
        assert w.controller.notation() == str(Hand.parse("1112345678999m"))
        assert w.controller.seen_notation() == format_tiles((0, 8))
        assert w.statusBar().currentMessage() == (
            "The saved seen tiles 1m made a fifth copy with the saved hand: they were dropped, "
            "the hand was kept."
        )
    finally:
        close(w)


# --- (b) a settings file Qt cannot parse ---------------------------------------------------------


def test_an_unreadable_settings_file_is_kept_as_a_copy(qapp, tmp_path):
    settings = ini(tmp_path, UNREADABLE)
    sc = controller(settings)
    copies = sorted(tmp_path.glob("settings.ini.corrupt-*"))
    assert len(copies) == 1 and copies[0].read_bytes() == UNREADABLE
    assert copies[0].name.startswith("settings.ini.corrupt-2025061")
    notice = sc.take_notices()
    assert notice.startswith(f"The settings file {tmp_path / 'settings.ini'} could not be read.")
    assert f"A copy was kept as {copies[0]};" in notice
    # Qt rewrites the file on the next save; the copy stays as it was.
    sc.set_rules(Rules.preset("mcr"))
    assert (tmp_path / "settings.ini").read_bytes() != UNREADABLE
    assert copies[0].read_bytes() == UNREADABLE
    assert sc.take_notices() == ""


def test_a_readable_settings_file_is_not_copied(qapp, tmp_path):
    sc = controller(ini(tmp_path, b"[rules]\npreset=riichi\n"))
    assert sc.rules.name == "riichi"
    assert sc.take_notices() == "" and not list(tmp_path.glob("*.corrupt-*"))


# --- (c) a settings file that cannot be written --------------------------------------------------


def test_a_folder_that_cannot_be_written_is_said_once(qtbot, tmp_path):
    blocker = tmp_path / "config"
    blocker.write_text("a file where the settings folder should be")  # even root cannot write
    sc = controller(QSettings(str(blocker / "mjtrainer.ini"), QSettings.Format.IniFormat))
    notice = sc.take_notices()
    assert notice == f"Settings cannot be saved: {blocker / 'mjtrainer.ini'} cannot be written."
    with qtbot.assertNotEmitted(sc.message):
        sc.set_rules(Rules.preset("riichi"))  # the write fails, but it was said already
        sc.set_rules(Rules.preset("mcr"))


def test_a_write_that_fails_later_is_said_once(qtbot, tmp_path):
    folder = tmp_path / "config"
    folder.mkdir()
    sc = controller(QSettings(str(folder / "mjtrainer.ini"), QSettings.Format.IniFormat))
    assert sc.take_notices() == ""
    sc.set_rules(Rules.preset("riichi"))
    (folder / "mjtrainer.ini").unlink()
    folder.rmdir()
    folder.write_text("the folder is gone; a file has its name")
    with qtbot.waitSignal(sc.message) as said:
        sc.set_rules(Rules.preset("mcr"))
    assert said.args == [f"Settings cannot be saved: {folder / 'mjtrainer.ini'} cannot be written."]
    with qtbot.assertNotEmitted(sc.message):
        sc.set_rules(Rules.preset("general"))
        sc.sync()


def test_the_window_shows_a_later_write_failure_in_the_status_bar(qtbot, tmp_path):
    folder = tmp_path / "config"
    folder.mkdir()
    sc = controller(QSettings(str(folder / "mjtrainer.ini"), QSettings.Format.IniFormat))
    w = window_of(qtbot, tmp_path, sc)
    try:
        folder.rmdir()
        folder.write_text("not a folder any more")
        sc.set_rules(Rules.preset("mcr"))
        assert w.statusBar().currentMessage().startswith("Settings cannot be saved: ")
    finally:
        close(w)


# --- as a user starts it: the default settings file under XDG_CONFIG_HOME ------------------------

STARTUP = textwrap.dedent(
    """
    import sys
    from PySide6.QtWidgets import QApplication
    from mjtrainer.app.main import build_window, make_app
    app = make_app([])
    w = build_window()
    print(w.statusBar().currentMessage())
    w.controller.shutdown()
    w.quiz.shutdown()
    """
)


def start(tmp_path, config_home):
    env = dict(
        os.environ,
        HOME=str(tmp_path / "home"),
        XDG_CONFIG_HOME=str(config_home),
        XDG_DATA_HOME=str(tmp_path / "data"),
        QT_QPA_PLATFORM="offscreen",
    )
    return subprocess.run(
        [sys.executable, "-c", STARTUP], capture_output=True, text=True, env=env, timeout=120
    )


def test_starting_with_an_unreadable_or_unwritable_config(tmp_path):
    config = tmp_path / "config"
    (config / "mjtrainer").mkdir(parents=True)
    (config / "mjtrainer" / "mjtrainer.ini").write_bytes(UNREADABLE)
    done = start(tmp_path, config)
    assert done.returncode == 0, done.stderr
    kept = list((config / "mjtrainer").glob("mjtrainer.ini.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == UNREADABLE
    assert f"could not be read. A copy was kept as {kept[0]};" in done.stdout
    blocker = tmp_path / "blocked"
    blocker.write_text("not a folder")
    done = start(tmp_path, blocker)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Settings cannot be saved: ")


# --- (d) a value that cannot be read -------------------------------------------------------------

DEEP = "[" * 100_000  # issue 19 §5.4: a RecursionError from the situation stopped every start


def test_a_deeply_nested_situation_falls_back_and_is_said_once(qtbot, tmp_path):
    data = f"[trainer]\nhand=123m456p789s1122z\nsituation={DEEP}\n".encode()
    sc = controller(ini(tmp_path, data))
    w = window_of(qtbot, tmp_path, sc)
    try:
        assert w.controller.notation() == "123m456p789s1122z"  # the hand is kept
        assert w.controller.situation_text() == controller_default_situation()
        assert w.statusBar().currentMessage() == (
            "Saved settings that could not be read are back to their defaults: the situation "
            "of the win."
        )
        assert sc.take_notices() == ""
    finally:
        close(w)


def controller_default_situation() -> str:
    from mjtrainer.app.shared.score_model import SituationState

    return SituationState().to_text()


def test_every_unreadable_value_falls_back_to_its_default(qapp, tmp_path):
    data = (
        b"[rules]\npreset=no-such-rules\nred_fives=maybe\n"
        b"[ui]\nlanguage=tlh\ntile_size=enormous\n"
        b'[trainer]\nhand=123x\nseen=1m, 2m\nsituation={"seat_wind": "Q"}\nturn=99999999\n'
    )
    sc = controller(ini(tmp_path, data))
    assert sc.rules == Rules.preset("general")
    assert sc.tile_size == "medium" and sc.turn() == 1
    assert sc.last_hand() == ("", "")
    assert sc.last_situation() == ""
    assert sc.take_notices() == (
        "Saved settings that could not be read are back to their defaults: the rules, the "
        "language, the tile size, the last hand, the seen tiles, the situation of the win, the "
        "look-ahead's turn."
    )
    assert sc.take_notices() == ""


def test_good_values_are_no_notice(qapp, tmp_path):
    data = b"[rules]\npreset=riichi\n[ui]\nlanguage=en\n[trainer]\nhand=123m\nseen=5z\nturn=3\n"
    sc = controller(ini(tmp_path, data))
    assert sc.last_hand() == ("123m", "5z") and sc.last_situation() == "" and sc.turn() == 3
    assert sc.take_notices() == ""


def test_the_app_starts_with_a_deeply_nested_situation(tmp_path):
    config = tmp_path / "config"
    (config / "mjtrainer").mkdir(parents=True)
    ini_text = f"[trainer]\nhand=123m456p789s1122z\nsituation={DEEP}\n"
    (config / "mjtrainer" / "mjtrainer.ini").write_text(ini_text)
    done = start(tmp_path, config)
    assert done.returncode == 0, done.stderr
    assert "back to their defaults: the situation of the win." in done.stdout


# --- (d) the riichi options ----------------------------------------------------------------------

RIICHI = Rules.preset("riichi")


def test_riichi_options_are_saved_and_read_back(qapp, tmp_path):
    settings = ini(tmp_path)
    sc = controller(settings)
    chosen = RIICHI.with_riichi_options(red_fives=0, open_tanyao=False, kiriage=True)
    sc.set_rules(chosen)
    again = controller(ini(tmp_path))
    assert again.rules == chosen and again.rules.riichi_options()["red_fives"] == 0
    assert again.take_notices() == ""
    value = again.value()
    assert dict(value.riichi_options) == chosen.riichi_options()
    assert [p for p, _ in value.riichi_presets] == ["riichi", "sanma"]  # both score riichi


def test_a_corrupt_riichi_option_falls_back_to_the_presets_own(qapp, tmp_path):
    data = b"[rules]\npreset=riichi\nred_fives=2\nopen_tanyao=perhaps\nkiriage=true\n"
    sc = controller(ini(tmp_path, data))
    assert sc.rules == RIICHI.with_riichi_options(kiriage=True)
    assert "the rules" in sc.take_notices()


def test_the_dialogs_riichi_options_apply_only_under_riichi(qtbot, tmp_path):
    from mjtrainer.app.window.dialogs import SettingsDialog

    sc = controller(ini(tmp_path))
    dialog = SettingsDialog(sc.value())
    qtbot.addWidget(dialog)
    assert not dialog.riichi_options["red_fives"].isEnabled()  # general rules: none
    dialog.preset.setCurrentIndex(dialog.preset.findData("riichi"))
    assert dialog.riichi_options["red_fives"].isEnabled()
    assert dialog.riichi_options["red_fives"].value() == 3  # the default: red fives on
    dialog.riichi_options["red_fives"].setValue(0)
    dialog.riichi_options["double_yakuman"].setChecked(False)
    sc.apply(dialog.value())
    assert sc.rules == RIICHI.with_riichi_options(red_fives=0, double_yakuman=False)
    general = dialog.value()
    sc.apply(SettingsValue(**{**_fields(general), "preset": "general"}))
    assert sc.rules == Rules.preset("general")


def _fields(value):
    import dataclasses

    return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}


def test_the_dialog_derives_each_options_widget_from_its_declaration(qtbot, tmp_path):
    from PySide6.QtWidgets import QCheckBox, QSpinBox

    from mjtrainer.app.window.dialogs import SettingsDialog
    from mjtrainer.core.rules import RULE_OPTIONS, OptionKind

    sc = controller(ini(tmp_path))
    dialog = SettingsDialog(sc.value())
    qtbot.addWidget(dialog)
    widgets = {**dialog.options, **dialog.riichi_options}
    assert set(widgets) == {o.name for o in RULE_OPTIONS}
    for o in RULE_OPTIONS:
        kind = QSpinBox if o.kind is OptionKind.COUNT else QCheckBox
        assert isinstance(widgets[o.name], kind), o.name
    red = dialog.riichi_options["red_fives"]
    assert (red.minimum(), red.maximum()) == (0, 3)
    dialog.preset.setCurrentIndex(dialog.preset.findData("riichi"))
    red.stepUp()  # the spin box steps between the choices, never to 1 or 2
    assert red.value() in (0, 3)
    red.setValue(0)
    sc.apply(dialog.value())
    assert sc.rules.red_fives == 0


def choose(dialog, preset: str) -> None:
    """Pick ``preset`` as a user does (the combo box's index changes, then it is activated)."""
    index = dialog.preset.findData(preset)
    dialog.preset.setCurrentIndex(index)
    dialog.preset.activated.emit(index)


def test_the_dialog_offers_no_shape_the_preset_cannot_take(qtbot, tmp_path):
    """The riichi preset cannot score the knitted shapes (the scorer refused such hands with
    a RuntimeError): the dialog does not offer them, and a settings file that still has them
    on is read without them."""
    from mjtrainer.app.window.dialogs import SettingsDialog

    sc = controller(ini(tmp_path))
    dialog = SettingsDialog(sc.value())
    qtbot.addWidget(dialog)
    choose(dialog, "mcr")
    assert dialog.options["knitted"].isEnabled() and dialog.options["knitted"].isChecked()
    choose(dialog, "riichi")
    assert not dialog.options["knitted"].isEnabled()
    assert not dialog.options["knitted"].isChecked()
    assert not dialog.options["four_identical_pairs"].isEnabled()
    assert dialog.options["seven_pairs"].isEnabled()
    sc.apply(dialog.value())
    assert sc.rules.name == "riichi" and not sc.rules.knitted
    data = b"[rules]\npreset=riichi\nknitted=true\nfour_identical_pairs=true\n"
    (tmp_path / "old").mkdir()
    again = controller(ini(tmp_path / "old", data))
    assert not again.rules.knitted and not again.rules.four_identical_pairs
