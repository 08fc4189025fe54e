"""The core's refusals in the learner's language: the same wording in English, translated in
简体中文, shown inline by the notation box."""

from __future__ import annotations

import pytest

from mjtrainer.app.shared import i18n
from mjtrainer.core import (
    Hand,
    HandError,
    LookaheadRequest,
    Rules,
    discard_options,
    effective_tiles,
    seen_counts,
    wait_readings,
    waits,
)
from mjtrainer.core.errors import MESSAGES, english
from mjtrainer.core.lookahead import discard_lookahead

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


def raised(call) -> HandError:
    with pytest.raises(HandError) as info:
        call()
    return info.value


GENERAL = Rules.preset("general")
READY = Hand.parse("123m456p789s1122z")
FOURTEEN = Hand.parse("123m456p789s11223z")

#: Refusals of the core's other faces than notation: one per code the notation cannot reach.
OTHER = {
    "too-long": lambda: Hand.parse("1m" * 600),
    "not-an-index": lambda: Hand.from_index000("0 1 x"),
    "index-range": lambda: Hand.from_index000("0 1 40"),
    "not-a-code": lambda: Hand.from_code001("11 1x"),
    "code-range": lambda: Hand.from_code001("11 50"),
    "tile-range": lambda: Hand.from_tiles([0, 40]),
    "counts-length": lambda: Hand.from_tiles_counts([0] * 5),
    "negative-count": lambda: Hand.from_tiles_counts([-1] + [0] * 33),
    "needs-3n1": lambda: waits(FOURTEEN, GENERAL),
    "needs-3n2": lambda: discard_options(READY, GENERAL),
    "unknown-rules": lambda: Rules.preset("tenhou"),
    "unknown-option": lambda: GENERAL.with_options(red_fives=True),
    "turn-range": lambda: discard_lookahead(FOURTEEN, LookaheadRequest(GENERAL, turn=18)),
}

#: Parameters for every code of the core, as the core would give them.
SAMPLES: dict[str, dict[str, object]] = {
    "no-digits": {"char": "m", "position": 1},
    "red-five": {"suit": "p", "position": 3},
    "honour-range": {"number": 8, "position": 2},
    "unknown-suit": {"char": "x", "position": 4},
    "unexpected-char": {"char": "?", "position": 5},
    "missing-suit": {"position": 2},
    "chinese-needs-suit": {"char": "一", "position": 1},
    "chinese-unknown": {"char": "十", "position": 3},
    "not-an-index": {"word": "x", "position": 5},
    "not-a-code": {"word": "1x", "position": 4},
    "index-range": {"number": 40, "position": 5},
    "code-range": {"number": 50, "position": 4},
    "tile-range": {"tile": 40},
    "number-range": {"number": 0, "suit": "m", "position": 1},
    "too-long": {"length": 1200, "limit": 1000},
    "turn-range": {"turn": 18},
    "meld-brackets": {"meld": "123m"},
    "unmatched": {"char": "[", "position": 6},
    "concealed-kong": {"meld": "(111m)", "position": 1},
    "kong": {"meld": "[1112m]", "position": 0},
    "meld-size": {"meld": "[12m]", "position": 3, "count": 2},
    "honour-chow": {"meld": "[123z]", "position": 0},
    "not-a-meld": {"meld": "[124m]", "position": 2},
    "no-chow": {"tile": 8},
    "copies": {"tile": 13, "total": 5, "hand": 3, "melds": 1, "seen": 1},
    "too-many-tiles": {"count": 17},
    "bad-size": {"count": 9},
    "needs-3n1": {"count": 14, "what": "waits"},
    "needs-3n2": {"count": 13, "what": "discard options"},
    "counts-length": {"count": 5},
    "no-tile": {"tile": 27},
    "negative-count": {"tile": 0, "count": -1},
    "unknown-rules": {"name": "tenhou"},
    "unknown-option": {"option": "red_fives", "options": "knitted, seven_pairs"},
}


def test_the_app_words_every_code_of_the_core():
    assert set(i18n._ERRORS) == set(MESSAGES)
    assert set(SAMPLES) == set(MESSAGES)


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_code_reads_as_the_core_in_english(qapp, code):
    params = SAMPLES[code]
    assert i18n.error_text(code, params, "fallback") == english(code, params)


@pytest.mark.parametrize("code", sorted(OTHER))
def test_refusals_beyond_notation_read_as_the_core(qapp, code):
    e = raised(OTHER[code])
    assert e.code == code
    assert i18n.error_text(e.code, e.params, "fallback") == str(e)


def test_every_judging_function_the_core_names_is_translated():
    """The ``what`` of a size refusal is the core's English name of the function."""
    calls = (
        lambda: waits(FOURTEEN, GENERAL),
        lambda: effective_tiles(FOURTEEN, GENERAL),
        lambda: wait_readings(FOURTEEN, 0, GENERAL),
        lambda: discard_options(READY, GENERAL),
    )
    named = {raised(call).params["what"] for call in calls}
    assert named == set(i18n._ERROR_WHAT)


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


ENGLISH_WORDS = ("position", "tiles", "copies", "meld", "hand", "needs", "outside", "characters")


def assert_chinese(shown: str, english_text: str, params: dict[str, object]) -> None:
    assert shown != english_text and shown != "fallback"
    assert any("\u4e00" <= ch <= "\u9fff" for ch in shown)
    for word in ENGLISH_WORDS:  # no English left
        assert word not in shown, (word, shown)
    for key in ("position", "count", "total", "number", "length", "limit"):
        if params.get(key):
            assert str(params[key]) in shown, (key, shown)


@pytest.mark.parametrize("text", BAD)
def test_every_refusal_reads_in_chinese(settings_controller, text):
    settings_controller.set_language("zh_CN")
    e = refusal(text)
    assert_chinese(i18n.error_text(e.code, e.params, "fallback"), str(e), e.params)


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_code_reads_in_chinese(settings_controller, code):
    settings_controller.set_language("zh_CN")
    params = SAMPLES[code]
    assert_chinese(i18n.error_text(code, params, "fallback"), english(code, params), params)


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
