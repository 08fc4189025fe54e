"""Scoring's words in the window: every scoring error code worded (scoring's own table: the core
has an "unknown-rules" too), in scoring's English and in Chinese; the yaku, fu reasons and
limits the scoring package can give all have a label."""

from __future__ import annotations

import pytest

from mjtrainer.app.shared import errors, i18n, score_i18n
from mjtrainer.core import Hand
from mjtrainer.core.errors import MESSAGES as CORE_MESSAGES
from mjtrainer.core.tiles import tile_str
from mjtrainer.scoring import ScoringError, Situation, score
from mjtrainer.scoring.errors import MESSAGES, english
from mjtrainer.scoring.riichi import FU_WORDS, YAKU_NAMES, FuReason, Limit
from mjtrainer.scoring.situation import flag_word
from mjtrainer.words.phrases import Phrase

#: Parameters for every scoring code, as scoring gives them.
SAMPLES: dict[str, dict[str, object]] = {
    "flag-rules": {"flag": flag_word("riichi"), "rules": "riichi"},
    "flag-conflict": {
        "flag": flag_word("last_tile"),
        "other": flag_word("kong"),
        "reason": Phrase("no tile is drawn after the last one", (), "ScoringError"),
    },
    "flowers-range": {"count": 9},
    "sticks-range": {"flag": flag_word("honba"), "count": 100},
    "dealer-seat": {},
    "ippatsu-needs-riichi": {},
    "unknown-wind": {"wind": "X"},
    "win-tile-missing": {"tile": 13},
    "not-complete": {"shanten": 2},
    "needs-14": {"count": 11},
    "kong-needs-kong": {},
    "chankan-tile": {"tile": 27},
    "riichi-open": {"flag": "riichi"},
    "unknown-rules": {"rules": "general"},
    "dora-copies": {"tile": 4},
    "too-many-dora": {"count": 6},
    "chankan-copies": {"tile": 9, "count": 2},
    "ura-dora-copies": {"tile": 4},
    "last-of-kind-held": {"tile": 31, "held": 1},
    "kita-range": {"count": 5},
    "kita-copies": {"count": 2, "held": 3},
}


def shown(code: str, params: dict[str, object]) -> str:
    return errors.message(ScoringError(code, **params))


def test_scoring_words_every_code_in_a_table_of_its_own():
    assert set(MESSAGES) == set(SAMPLES)
    # Both packages have "unknown-rules", with their own words and parameters.
    assert CORE_MESSAGES["unknown-rules"] != MESSAGES["unknown-rules"]


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_scoring_code_reads_as_scoring_in_english(qapp, code):
    params = SAMPLES[code]
    assert shown(code, params) == english(code, params)


def test_a_real_refusal_reads_as_scoring_says(qapp):
    with pytest.raises(ScoringError) as info:
        score(Hand.parse("123m456p789s11222z"), "mcr", Situation(28, last_tile=True, kong=True))
    e = info.value
    assert errors.message(e) == str(e)


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_scoring_code_reads_in_chinese(settings_controller, code):
    settings_controller.set_language("zh_CN")
    params = SAMPLES[code]
    text = shown(code, params)
    assert text != english(code, params)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in text)
    for key in ("count", "shanten", "held"):
        if key in params:
            assert str(params[key]) in text, (key, text)
    if "tile" in params:
        # The tile by its Chinese name, with its code.
        tile = int(params["tile"])  # type: ignore[arg-type]
        assert i18n.tile_name(tile) in text and tile_str(tile) in text
    for word in ("last_tile", "kong", "no tile is drawn"):
        assert word not in text  # the flags and the reason are translated too


def test_an_unknown_code_is_its_own_message(qapp):
    assert errors.message(ScoringError("no-such-code")) == "no-such-code"


def test_every_yaku_fu_reason_and_limit_has_a_label(qapp):
    assert set(FU_WORDS) == set(FuReason)  # the room words every reason
    assert score_i18n.fu_reason("closed-ron") == FU_WORDS[FuReason.CLOSED_RON]
    for key, name, _ in YAKU_NAMES.values():
        assert score_i18n.yaku(key, "x") == name
    assert {lim.value for lim in Limit} == set(score_i18n._LIMITS)
    assert score_i18n.yaku("riichi", "x") == "Riichi"
    assert score_i18n.yaku("yaku-999", "Unknown yaku") == "Unknown yaku"


def test_yaku_and_limits_in_chinese(settings_controller):
    settings_controller.set_language("zh_CN")
    assert score_i18n.yaku("riichi", "Riichi") == "立直"
    assert score_i18n.yaku("tanyao", "All simples") == "断幺九"
    assert score_i18n.limit("mangan") == "满贯"
    assert score_i18n.fu_reason("tsumo") == "自摸"
    assert score_i18n.flag("after_kong") == "杠上开花"
