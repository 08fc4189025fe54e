"""The window asks the rule set: a preset new to the registry reaches the settings, their
dialog and the trainer with no other edit; the situation flags the trainer keeps are the
scoring package's, and the snapshots' ScoreKind is the core's Scored."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtCore import QSettings

from mjtrainer.app.scoring.presenters import score_kind, situation_of, situation_state
from mjtrainer.app.shared.score_model import ScoreKind, SituationState
from mjtrainer.app.shared.viewmodel import Mode
from mjtrainer.app.window.dialogs import SettingsDialog
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import PRESETS, Rules, Scored
from mjtrainer.scoring import FLAGS, Situation, situation_flags

#: How a hand won, which the state keeps beside the flags.
_HOW = {"win_tile", "self_drawn", "seat_wind", "round_wind"}


def _settings(path: str) -> SettingsController:
    return SettingsController(QSettings(path, QSettings.Format.IniFormat), install_translator=False)


@pytest.fixture
def tenhou(monkeypatch):
    """A throw-away riichi preset: the one registry entry a new preset needs."""
    rules = Rules("tenhou", scored=Scored.RIICHI, red_fives=3, double_yakuman=False)
    monkeypatch.setitem(PRESETS, "tenhou", rules)
    return rules


def test_score_kind_is_the_cores_way_of_scoring():
    assert {k.value for k in ScoreKind} == {k.value for k in FLAGS}
    assert score_kind("general") is None and score_kind("nonsense") is None
    assert score_kind(PRESETS["mcr"]) is ScoreKind.MCR and score_kind("riichi") is ScoreKind.RIICHI


def test_every_flag_the_trainer_keeps_reaches_scoring():
    """Each field of the state, set, changes the scoring situation under some rules: the
    converters are derived from scoring's flags and lose none."""
    for f in fields(SituationState):
        if f.name in _HOW:
            continue
        value = {"flowers": 2, "dora": (4,), "kita": 1}.get(f.name, True)
        state = SituationState(win_tile=5, **{f.name: value})
        changed = [
            name
            for name in ("mcr", "riichi", "sanma")
            if situation_of(state, name, 5) != Situation(5)
        ]
        assert changed, f"the trainer's {f.name} reaches no scoring situation"


def test_a_situation_round_trips_under_each_rules():
    mcr = Situation(5, True, last_tile=True, last_of_kind=True, flowers=3)
    riichi = Situation(5, False, riichi=True, ippatsu=True, kong=True, dora_indicators=(3, 7))
    for name, s in (("mcr", mcr), ("riichi", riichi)):
        assert situation_of(situation_state(s), name, 5) == s
        assert set(situation_flags(name)) >= {
            f for f in ("last_of_kind", "flowers", "riichi", "ippatsu") if getattr(s, f)
        }


def test_a_new_preset_reaches_the_settings_and_their_dialog(qtbot, tmp_path, tenhou):
    path = str(tmp_path / "settings.ini")
    sc = _settings(path)
    value = sc.value()
    assert [p for p, _ in value.preset_options] == ["general", "riichi", "mcr", "sanma", "tenhou"]
    dialog = SettingsDialog(value)
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("tenhou"))
    sc.apply(dialog.value())
    assert sc.rules == tenhou
    sc.sync()
    assert _settings(path).rules == tenhou  # the settings file keeps it by its name


def test_a_new_scored_preset_gets_the_situation_strip(controller, tenhou):
    controller.set_rules(tenhou)
    state = controller.state()
    assert state.scored is ScoreKind.RIICHI
    assert state.flags == situation_flags(PRESETS["riichi"])
    controller.set_mode(Mode.DORA.value)  # riichi's dora indicators, asked of the rule set
    assert controller.mode is Mode.DORA
    controller.set_rules(PRESETS["mcr"])
    assert controller.mode is Mode.ADD and "flowers" in controller.state().flags
