"""The command line words every game and defence error in the learner's language (issue 25 §1)
from the window's own catalogue entries: the parameters are values (a seat, an action, a part
of a table, a reader's phrase), worded in the language, never English read back; and hostile
inputs to ``review`` and ``analyze --table`` exit 1 with no traceback and no English word left.
"""

from __future__ import annotations

import pytest

from mjtrainer.cli.catalogue import catalogue
from mjtrainer.cli.words import Words
from mjtrainer.defence.errors import PART_WORDS, DefenceError, Expected, Part, Where
from mjtrainer.game.engine import Expect
from mjtrainer.game.errors import Action, GameError, MeldWord
from tests.cli.test_cli_lang_ja import english_left

LANGUAGES = ("zh_CN", "ja")
#: What stays in Latin letters: the format's name, a field's name or type as the JSON writes it.
JSON_WORDS = {"JSON", "riichi", "null", "list"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_value_an_error_carries_has_the_windows_translation(language):
    """The command line finds each value's words by the room's English, as the window does."""
    game, defence = catalogue(language)["GameError"], catalogue(language)["DefenceError"]
    missing = [v for v in (*Action, *Expect, *MeldWord) if v.value not in game]
    missing += [v for v in Expected if v.value not in defence]
    missing += [p for p in Part if PART_WORDS[p] not in defence]
    assert missing == []


#: Game and defence errors as the readers give them: values only.
CASES = (
    GameError("not-held", seat=2, action=Action.DISCARDS, tile=13, round="S2", event=41),
    GameError("out-of-turn", seat=1, action=Action.DRAWS, expected=2, round="E1", event=2),
    GameError("bad-meld", seat=3, tiles=(4, 4, 5), meld=MeldWord.PON, round="E2", line=9),
    GameError("tsumogiri", seat=0, tile=35, drawn=4, round="E1", event=7),
    GameError("hand-mismatch", seat=3, given=(), held=(1, 2, 3), round="E4"),
    GameError("seat-range", seat=7, last=3, round="E1", line=3),
    DefenceError("bad-field", where=Where(Part.POND, 2), field="riichi", value=-1,
                 expected=Expected.RIICHI),  # fmt: skip
    DefenceError("tile-range", where=Where(Part.MELD, 1, 2), value=40),
    DefenceError("not-an-object", where=Where(Part.OPPONENT, 3), found="list"),
)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("e", CASES, ids=lambda e: e.code)
def test_game_and_defence_errors_leave_no_english_word(language, e):
    shown = Words(language).error(e)
    assert shown != str(e)
    left = english_left(shown)
    assert set(left) <= JSON_WORDS, shown


def test_a_game_error_reads_as_the_window_words_it():
    shown = Words("zh_CN").error(CASES[0])
    assert shown == "S2 局，第 41 个事件：座位 2 打出5p，但手里没有这张牌"
    assert Words("ja").error(CASES[3]).count("0p") == 1  # a red five by its code
    assert Words("en").error(CASES[0]) == str(CASES[0])
