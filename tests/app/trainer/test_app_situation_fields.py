"""The trainer's situation strip asks the fields of a win as scoring declares them
(``SITUATION_FIELDS``): one widget a field under the rules it applies to and none under the
others, labelled with the declared label in the learner's language."""

from __future__ import annotations

import pytest

from mjtrainer.core import Rules
from mjtrainer.scoring import SITUATION_FIELDS

# Hand-checked (as in the scoring window's tests): 37 fan won on South on a discard.
BIG = "11m222444777z [111p]"
#: The one field the trainer does not keep: ura dora are turned over only after a riichi win.
NOT_ASKED = {"ura_dora_indicators"}


def strip_under(window, rules: str):
    window.settings.set_rules(Rules.preset(rules))
    window.controller.set_notation(BIG)
    return window.trainer.situation


@pytest.mark.parametrize("rules", ["mcr", "riichi", "sanma"])
def test_each_field_has_one_widget_shown_under_the_rules_it_applies_to(window, rules):
    strip = strip_under(window, rules)
    assert strip.isVisible()
    preset = Rules.preset(rules)
    assert set(strip.fields) == {f.name for f in SITUATION_FIELDS} - NOT_ASKED
    widgets = list(strip.fields.values())
    assert len({id(w) for w in widgets}) == len(widgets)  # one widget a field
    for f in SITUATION_FIELDS:
        if f.name in NOT_ASKED:
            continue
        assert strip.fields[f.name].isVisible() == f.applies(preset), (rules, f.name)
    assert strip.fields["kita"].isVisible() == preset.kita  # three players only


def test_a_rule_set_that_scores_no_win_shows_no_field(window):
    strip = strip_under(window, "general")
    assert not strip.isVisible()
    window.settings.set_rules(Rules.preset("mcr"))
    assert strip.isVisible() and strip.rules() == "mcr" and strip.fields["flowers"].isVisible()


def test_the_declared_labels_come_out_in_chinese_after_a_language_switch(window, qtbot):
    strip = strip_under(window, "riichi")
    assert strip.flags["riichi"].text() == "Riichi"
    assert strip.self_drawn_radio.text() == "Self-drawn"
    assert strip.seat.toolTip() == "Seat wind"
    window.settings.set_language("zh_CN")
    # Today's translations of the labels (assets/translations), and a new one.
    qtbot.waitUntil(lambda: strip.flags["riichi"].text() == "立直")
    assert strip.flags["ippatsu"].text() == "一发"
    assert strip.flags["kong"].text() == "抢杠和"  # on a discard: robbing a kong
    assert strip.self_drawn_radio.text() == "自摸"
    assert strip.seat.toolTip() == "门风"
    window.settings.set_rules(Rules.preset("mcr"))
    assert strip.flags["last_of_kind"].text() == "和绝张"
    window.settings.set_language("en")
    qtbot.waitUntil(lambda: strip.flags["last_of_kind"].text() == "Last of its kind")
