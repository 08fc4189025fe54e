"""The core's refusals in the learner's language: the same wording in English, translated in
简体中文, shown inline by the notation box."""

from __future__ import annotations

import pytest

from mjtrainer.app import i18n
from mjtrainer.core import Hand, HandError, seen_counts
from mjtrainer.core.errors import english

BAD = [
    "123x",
    "12",
    "m",
    "0m",
    "8z",
    "12m?",
    "11111m",
    "1111m [111m]",
    "1m (1111m)",
    "123456789m123456p",
    "[124m]",
    "11z [12m]",
    "[123z]",
    "[1234m]",
    "(111m)",
    "123m [555z",
    "123m )",
    "一万 十万",
    "一",
]


def refusal(text: str) -> HandError:
    with pytest.raises(HandError) as info:
        Hand.parse(text)
    return info.value


@pytest.mark.parametrize("text", BAD)
def test_english_wording_is_the_cores(qapp, text):
    e = refusal(text)
    assert e.code in i18n._ERRORS, e.code
    assert i18n.error_text(e.code, e.params, "fallback") == str(e) == english(e.code, e.params)


def test_seen_tiles_prefix_and_copies_in_english(qapp):
    with pytest.raises(HandError) as info:
        seen_counts("1m", Hand.parse("1111m"))
    e = info.value
    assert i18n.error_text(e.code, e.params, "") == str(e)
    with pytest.raises(HandError) as info:
        seen_counts("1x")
    e = info.value
    assert i18n.error_text(e.code, e.params, "") == str(e)
    assert str(e).startswith("seen tiles: ")


@pytest.mark.parametrize("text", BAD)
def test_every_refusal_reads_in_chinese(settings_controller, text):
    settings_controller.set_language("zh_CN")
    e = refusal(text)
    shown = i18n.error_text(e.code, e.params, "fallback")
    assert shown != str(e) and shown != "fallback"
    assert any("\u4e00" <= ch <= "\u9fff" for ch in shown)
    for word in ("position", "tiles", "copies", "meld"):  # no English left
        assert word not in shown
    for key in ("position", "count", "total"):
        if key in e.params and e.params[key]:
            assert str(e.params[key]) in shown


def test_unknown_code_falls_back_to_the_cores_message(qapp):
    assert i18n.error_text("no-such-code", {}, "as the core said") == "as the core said"


def test_notation_box_explains_in_chinese(window, qtbot):
    window.settings.set_language("zh_CN")
    qtbot.keyClicks(window.trainer.notation.edit, "123m456p7x")
    error = window.trainer.notation.error
    assert error.isVisible()
    assert error.text() == "第 10 个字符“x”不是花色字母（请用 m、p、s 或 z）"
    window.settings.set_language("en")


def test_a_standing_notation_error_changes_language_with_the_window(window, qtbot):
    qtbot.keyClicks(window.trainer.notation.edit, "123m456p7x")
    error = window.trainer.notation.error
    assert error.text().startswith("unknown suit letter 'x'")
    window.settings.set_language("zh_CN")
    assert error.text() == "第 10 个字符“x”不是花色字母（请用 m、p、s 或 z）"
    window.settings.set_language("en")
    assert error.text().startswith("unknown suit letter 'x'")
