"""The core's refusals in the learner's language: the same wording in English, translated in
简体中文, shown inline by the notation box."""

from __future__ import annotations

import re
import string

import pytest
from pools import SynchronousPool
from PySide6.QtCore import QCoreApplication

from mjtrainer.app.shared import errors
from mjtrainer.app.shared.tasks import TaskRunner
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
from mjtrainer.core.errors import JUDGING, MESSAGES, CodedError, english
from mjtrainer.core.lookahead import discard_lookahead
from mjtrainer.defence import DefenceError, Table
from mjtrainer.game import GameError, read_game
from mjtrainer.game.errors import Action, Detail, said
from mjtrainer.quiz import (
    AnswerError,
    ChoiceAnswer,
    ProgressError,
    ProgressFileRefused,
    ProgressStore,
    QuizError,
    generate,
    grade,
    level_info,
    make_question,
    parse_answer,
    question_from_dict,
    quiz_kind,
    session,
)
from mjtrainer.quiz.errors import MESSAGES as QUIZ_MESSAGES
from mjtrainer.quiz.progress_file import MESSAGES as PROGRESS_MESSAGES
from mjtrainer.scoring import ScoringError

BAD = [
    "123x",
    "12",
    "m",
    "0z",
    "0m0m",
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
    "not-in-play": lambda: waits(Hand.parse("2m9m123p456p789s11z"), Rules.preset("sanma")),
    "unknown-option": lambda: GENERAL.with_options(red_fives=True),
    "turn-range": lambda: discard_lookahead(FOURTEEN, LookaheadRequest(GENERAL, turn=18)),
}

#: Parameters for every code of the core, as the core would give them.
SAMPLES: dict[str, dict[str, object]] = {
    "no-digits": {"char": "m", "position": 1},
    "red-honour": {"position": 3},
    "red-twice": {"tile": 13},
    "no-red-fives": {"tile": 22},
    "red-five-count": {"count": 2},
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
    "not-in-play": {"tile": 1, "rules": "sanma"},
    "unknown-option": {"option": "red_fives", "options": "knitted, seven_pairs"},
}


def test_the_samples_cover_every_code_of_the_core():
    assert set(SAMPLES) == set(MESSAGES)


def shown(code: str, params: dict[str, object]) -> str:
    """A core error in the window's language, through the one path."""
    return errors.message(HandError(code, **params))


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_code_reads_as_the_core_in_english(qapp, code):
    params = SAMPLES[code]
    assert shown(code, params) == english(code, params)


@pytest.mark.parametrize("code", sorted(OTHER))
def test_refusals_beyond_notation_read_as_the_core(qapp, code):
    e = raised(OTHER[code])
    assert e.code == code
    assert errors.message(e) == str(e)


def test_every_judging_function_the_core_names_is_translated():
    """The ``what`` of a size refusal is the core's English name of the function."""
    calls = (
        lambda: waits(FOURTEEN, GENERAL),
        lambda: effective_tiles(FOURTEEN, GENERAL),
        lambda: wait_readings(FOURTEEN, 0, GENERAL),
        lambda: discard_options(READY, GENERAL),
    )
    named = {raised(call).params["what"] for call in calls}
    assert named <= set(JUDGING)
    assert raised(lambda: discard_lookahead(READY, LookaheadRequest(GENERAL))).params["what"] in (
        JUDGING
    )


@pytest.mark.parametrize("text", BAD)
def test_english_wording_is_the_cores(qapp, text):
    e = refusal(text)
    assert e.code in MESSAGES, e.code
    assert errors.message(e) == str(e) == english(e.code, e.params)


def test_seen_tiles_prefix_and_copies_in_english(qapp):
    with pytest.raises(HandError) as info:
        seen_counts("1m", Hand.parse("1111m"))
    e = info.value
    assert errors.message(e) == str(e)
    with pytest.raises(HandError) as info:
        seen_counts("1x")
    e = info.value
    assert errors.message(e) == str(e)
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
    assert_chinese(errors.message(e), str(e), e.params)


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_code_reads_in_chinese(settings_controller, code):
    settings_controller.set_language("zh_CN")
    params = SAMPLES[code]
    assert_chinese(shown(code, params), english(code, params), params)


def test_unknown_code_is_its_own_message(settings_controller):
    settings_controller.set_language("zh_CN")
    assert errors.message(HandError("no-such-code")) == "no-such-code"


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


# --- every room: one table each, one translation path ---

# A placeholder with its conversion and format spec ("{value!r}", "{n:>3}"), unlike the .ts
# test's plain names, so a translation that drops a conversion is caught too.
FIELD = re.compile(r"\{([^{}]*)\}")


def rooms() -> dict[str, CodedError]:
    """Every room's error class below the app and the command line, by its ``ROOM`` (found,
    not listed)."""
    found: dict[str, type[CodedError]] = {}
    todo = list(CodedError.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        below = ".app." not in cls.__module__ and ".cli." not in cls.__module__
        if cls.ROOM and cls.__module__.startswith("mjtrainer.") and below:
            found.setdefault(cls.ROOM, cls)
            assert found[cls.ROOM].MESSAGES is cls.MESSAGES, f"{cls}: one table a room"
    return found


def test_the_rooms_are_the_ones_below_the_app():
    assert {r: c.__name__ for r, c in rooms().items()} == {
        "core": "HandError",
        "scoring": "ScoringError",
        "quiz": "QuizError",
        "progress": "ProgressError",
        "game": "GameError",
        "defence": "DefenceError",
        "practice": "PracticeError",
    }
    assert issubclass(AnswerError, QuizError)
    assert issubclass(ProgressFileRefused, ProgressError)
    for cls in (HandError, ScoringError, QuizError, GameError, DefenceError):
        assert issubclass(cls, ValueError)
    assert not issubclass(ProgressError, ValueError)  # the file system's fault, not the input's


HAND_ERROR = HandError("bad-size", count=9)

#: Parameters for every code of the quiz, as the quiz gives them.
QUIZ_SAMPLES: dict[str, dict[str, object]] = {
    "unknown-kind": {"kind": "wait", "kinds": "waits, discard"},
    "no-level": {"number": 9, "kind": "waits", "top": 4},
    "bad-seed": {"seed": "-1"},
    "not-a-question": {"error": HAND_ERROR},
    "bad-count": {"count": -2},
    "bad-hand": {"hand": "123456789m", "error": HAND_ERROR},
    "not-ready": {"hand": "123456789m1234p"},
    "nothing-to-discard": {"hand": "123m456p789s11122z"},
    "too-far": {"hand": "19m19p19s1234567z1m", "shanten": 5, "limit": 3},
    "scoring-rebuild": {
        "level": 2,
        "seed": 17,
        "rules": "mcr",
        "got": "123m456p789s11122z",
        "hand": "123m456p789s11133z",
    },
    "defence-rebuild": {
        "level": 2,
        "seed": 11,
        "got": "123m456p789s11122z",
        "hand": "123m456p789s11133z",
    },
    "no-new-question": {"kind": "discard", "level": 3, "seeds": 260},
    "card-unreadable": {"card": "123m | seen | turn x", "error": "bad turn"},
    "not-a-card": {"card": "123m456p789s11z"},
    "card-turn": {"turn": 18},
    "answer-tile": {"value": "40"},
    "answer-not-tiles": {"kind": "waits"},
    "discard-one": {"count": 2},
    "answer-not-choice": {"kind": "riichi", "choices": "riichi, dama"},
    "card-not-asked": {"card": "12345m456p789s117z | ask riichi 7z", "kind": "riichi"},
    "choice-unknown": {"choice": "pon", "choices": "riichi, dama"},
    "discard-not-in-hand": {"tile": 13, "hand": "123m456p789s11223z"},
    "fan-number": {"word": "99"},
    "fan-count": {"fan": 73, "count": 9},
    "not-a-fan": {"value": "'x'"},
    "hanfu-unreadable": {"text": "three forty"},
    "hanfu-missing": {},
    "hanfu-twice": {"key": "han"},
    "hanfu-range": {"key": "fu", "value": 300, "limit": 200},
    "answer-kind": {"rules": "mcr", "expected": "the fans (McrAnswer)", "got": "a tuple"},
}

DISCARD = generate("discard", 1, 3)


def absent(hand: Hand) -> int:
    """A tile kind the hand does not hold."""
    return next(t for t in range(34) if t not in hand.tiles())


#: Refusals the quiz gives for requests and answers: one call per code a learner can reach.
QUIZ_OTHER = {
    "unknown-kind": lambda: quiz_kind("wait"),
    "no-level": lambda: level_info("waits", 9),
    "bad-seed": lambda: generate("waits", 1, -1),
    "not-a-question": lambda: question_from_dict({"kind": "waits", "level": 1}),
    "bad-count": lambda: next(session("waits", 1, 0, -1)),
    "bad-hand": lambda: make_question("discard", 1, Hand.parse("123m"), "general", 0),
    "not-ready": lambda: make_question("waits", 1, Hand.parse("1379m456p789s112z"), None, 0),
    "discard-not-in-hand": lambda: grade(DISCARD, (absent(DISCARD.hand),)),
    "discard-one": lambda: grade(DISCARD, ()),
    "answer-not-choice": lambda: grade(generate("riichi", 1, 0), (3,)),
    "choice-unknown": lambda: grade(generate("riichi", 1, 0), ChoiceAnswer("pon")),
    "fan-number": lambda: parse_answer("99", "mcr"),
    "hanfu-missing": lambda: parse_answer("3", "riichi"),
}


def test_the_quiz_samples_cover_every_code():
    assert set(QUIZ_SAMPLES) == set(QUIZ_MESSAGES)


@pytest.mark.parametrize("code", sorted(QUIZ_MESSAGES))
def test_every_quiz_code_reads_as_the_quiz_in_english(qapp, code):
    e = QuizError(code, **QUIZ_SAMPLES[code])
    assert errors.message(e) == str(e) == QuizError.english(code, QUIZ_SAMPLES[code])


@pytest.mark.parametrize("code", sorted(QUIZ_OTHER))
def test_quiz_refusals_are_coded_and_read_as_the_quiz(qapp, code):
    with pytest.raises(QuizError) as info:
        QUIZ_OTHER[code]()
    e = info.value
    assert e.code == code
    assert errors.message(e) == str(e)


@pytest.mark.parametrize("code", sorted(QUIZ_MESSAGES))
def test_every_quiz_code_reads_in_chinese(settings_controller, code):
    settings_controller.set_language("zh_CN")
    params = QUIZ_SAMPLES[code]
    e = QuizError(code, **params)
    shown = errors.message(e)
    assert shown != str(e)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in shown)
    for word in ("quiz", "hand", "level", "seed", "answer", "given", "give", "times", "question"):
        assert word not in shown, (word, shown)
    for key in ("number", "top", "count", "shanten", "limit", "level", "seeds", "fan", "hand"):
        if key in params:
            assert str(params[key]) in shown, (key, shown)


def test_a_quiz_error_words_its_kind_rules_and_the_hands_own_refusal(settings_controller):
    settings_controller.set_language("zh_CN")
    assert errors.message(QuizError("no-level", number=9, kind="waits", top=4)) == (
        "听牌题没有第 9 级：请选 1–4 级"
    )
    nested = errors.message(QuizError("bad-hand", hand="123m", error=HAND_ERROR))
    assert nested == "手牌 123m：" + errors.message(HAND_ERROR)
    assert "请加一张或去掉一张" in nested
    assert "国标" in errors.message(QuizError("answer-kind", **QUIZ_SAMPLES["answer-kind"]))
    assert "符数" in errors.message(QuizError("hanfu-twice", key="fu"))


def test_the_one_path_words_every_room_and_leaves_other_errors_as_they_are(settings_controller):
    settings_controller.set_language("zh_CN")
    hand = HandError("no-tile", tile=27)
    scoring = ScoringError("ippatsu-needs-riichi")
    assert errors.message(hand) == "手牌里没有东风（1z）可以去掉" != str(hand)
    assert errors.message(scoring) == "一发需要立直或两立直"
    assert errors.message(RuntimeError("a bug")) == "a bug"
    assert errors.message(QuizError("no-such-code")) == "no-such-code"


def test_a_quiz_error_shows_in_chinese_in_the_window(window, qtbot):
    window.settings.set_language("zh_CN")
    window.quiz_page.startRequested.emit("waits", 9, 0)
    assert window.statusBar().currentMessage() == "听牌题没有第 9 级：请选 1–4 级"
    window.settings.set_language("en")
    window.quiz_page.startRequested.emit("waits", 9, 0)
    assert window.statusBar().currentMessage() == "no level 9 for the waits quiz: choose 1–4"


def test_a_coded_failure_of_a_job_is_worded_on_the_gui_thread(settings_controller, qtbot):
    settings_controller.set_language("zh_CN")
    runner = TaskRunner(SynchronousPool())

    def job():
        raise QuizError("no-new-question", kind="discard", level=3, seeds=260)

    with qtbot.waitSignal(runner.failed) as blocker:
        runner.submit(job)
    assert blocker.args[1] == "试到第 260 个种子，打牌题第 3 级仍没有新题"
    assert QCoreApplication.translate("QuizError", "hand {hand}: {error}") == "手牌 {hand}：{error}"


#: Parameters for every code of the progress store.
PROGRESS_SAMPLES: dict[str, dict[str, object]] = {
    "folder": {"path": "/ro/p.sqlite3", "detail": "[Errno 30] Read-only file system: '/ro'"},
    "open": {"path": "/x/p.sqlite3", "detail": "unable to open database file"},
    "new-database": {"path": "/x/p.sqlite3", "detail": "disk I/O error"},
    "not-moved": {"path": "/x/p.sqlite3", "what": "bad header", "detail": "[Errno 13]"},
    "not-a-file": {"path": "/dev/null", "detail": "it is a device or a pipe"},
    "dangling-link": {"path": "/x/p.sqlite3", "target": "/gone/p.sqlite3"},
    "not-sqlite": {"path": "/x/p.sqlite3", "detail": "file is not a database"},
    "corrupt": {"path": "/x/p.sqlite3", "detail": "integrity check: page 3"},
    "foreign": {"path": "/x/p.sqlite3", "detail": "no answers table"},
    "newer": {"path": "/x/p.sqlite3", "detail": "schema version 9"},
}


def test_the_progress_samples_cover_every_code():
    assert set(PROGRESS_SAMPLES) == set(PROGRESS_MESSAGES)


@pytest.mark.parametrize("code", sorted(PROGRESS_MESSAGES))
def test_every_progress_code_reads_as_the_store_in_english_and_in_chinese(
    settings_controller, code
):
    params = PROGRESS_SAMPLES[code]
    e = ProgressError(code, **params)
    assert errors.message(e) == str(e) == ProgressError.english(code, params)
    settings_controller.set_language("zh_CN")
    shown = errors.message(e)
    assert shown != str(e) and any("\u4e00" <= ch <= "\u9fff" for ch in shown)
    assert str(params["path"]) in shown
    assert "cannot" not in shown and "left as it is" not in shown


def test_a_folder_refused_as_progress_file_reads_in_chinese(settings_controller, tmp_path):
    with pytest.raises(ProgressFileRefused) as info:
        ProgressStore(tmp_path, recover=True)
    e = info.value
    assert e.code == "not-a-file" and errors.message(e) == str(e)
    settings_controller.set_language("zh_CN")
    assert errors.message(e) == f"无法打开 {tmp_path}：它是文件夹，不是普通文件；已原样保留"


def test_a_dangling_link_refused_as_progress_file_reads_in_chinese(settings_controller, tmp_path):
    link = tmp_path / "p.sqlite3"
    link.symlink_to(tmp_path / "gone.sqlite3")
    with pytest.raises(ProgressFileRefused) as info:
        ProgressStore(link, recover=True)
    e = info.value
    assert e.code == "dangling-link" and errors.message(e) == str(e)
    settings_controller.set_language("zh_CN")
    assert errors.message(e) == (
        f"无法打开 {link}：它是指向 {tmp_path / 'gone.sqlite3'} 的链接，而该文件不存在；已原样保留"
    )


#: The game readers' errors as the readers give them: tile codes (a red five is 34–36), tile
#: tuples, an action (a value), the place (round, event, line) and a param left out.
GAME_CASES = (
    GameError("not-held", seat=2, action=Action.DISCARDS, tile=13, round="S2", event=41),
    GameError("tsumogiri", seat=0, tile=35, drawn=4, round="E1", event=7),
    GameError("bad-chi", seat=1, tile=2, tiles=(0, 5)),
    GameError("hand-mismatch", seat=3, given=(), held=(1, 2, 3), round="E4"),
    GameError("bad-json", detail="Expecting value", line=3),
    GameError("out-of-turn", seat=1, action=Action.DRAWS, expected=2, round="E1", event=2),
    GameError("seat-range", seat=3, last=2, round="E1"),
    GameError("bad-kita", seat=1, tile=31, detail="a kita is a north", round="S3", event=9),
    GameError("not-in-play", tile=4, seats=3, round="E1", event=1),
)


@pytest.mark.parametrize("e", GAME_CASES, ids=lambda e: e.code)
def test_game_errors_read_as_the_game_in_english_and_in_chinese(settings_controller, e):
    assert errors.message(e) == str(e)
    settings_controller.set_language("zh_CN")
    shown = errors.message(e)
    assert shown != str(e) and any("\u4e00" <= ch <= "\u9fff" for ch in shown)
    for word in ("seat", "round", "event", "line", "discards", "draws", "nothing"):
        assert word not in shown, (word, shown)


def test_a_game_error_words_its_place_tiles_and_action_in_chinese(settings_controller):
    settings_controller.set_language("zh_CN")
    assert (
        errors.message(GAME_CASES[0])
        == "S2 局，第 41 个事件：座位 2 打出五筒（5p），但手里没有这张牌"
    )
    assert "赤五筒（0p）" in errors.message(GAME_CASES[1])
    assert "是 无，" in errors.message(GAME_CASES[3]) and "2m3m4m" in errors.message(GAME_CASES[3])
    assert errors.message(GAME_CASES[4]).startswith("第 3 行：")
    assert errors.message(GAME_CASES[5]).endswith("座位 2?）")  # the English's "?" for a gap
    assert str(GAME_CASES[5]).endswith("(seat 2 was to ?)")


def test_a_log_that_cannot_be_read_is_refused_in_chinese(settings_controller):
    settings_controller.set_language("zh_CN")
    with pytest.raises(GameError) as info:
        read_game(b"")
    assert errors.message(info.value).startswith("不是牌谱：")


#: The defence room's errors as a table read from JSON gives them: a place in the table, a
#: field's expectation, a red five as its code.
DEFENCE_CASES = (
    '{"opponents": [{"seat": 1, "pond": "12x"}]}',
    '{"opponents": [{"seat": 5}]}',
    '{"opponents": [{"seat": 1, "pond": "0p0p"}]}',
    '{"opponents": [{"seat": 1, "pond": "1m", "riichi": 4}]}',
)


@pytest.mark.parametrize("text", DEFENCE_CASES)
def test_defence_errors_read_as_the_room_in_english_and_in_chinese(settings_controller, text):
    with pytest.raises(DefenceError) as info:
        Table.from_json(text, ())
    e = info.value
    assert errors.message(e) == str(e)
    settings_controller.set_language("zh_CN")
    shown = errors.message(e)
    assert shown != str(e) and any("\u4e00" <= ch <= "\u9fff" for ch in shown)
    for word in ("pond", "opponent", "position", "tiles", "expected"):
        assert word not in shown, (word, shown)
    assert not re.search(r"seat \d", shown), shown  # a field's name ("seat") stays quoted


def test_a_readers_phrase_is_a_value_worded_in_the_window(settings_controller):
    """The readers pass their phrases as values (issue 25 §1): the window words them, a tile
    inside one named as the errors name tiles, Python's JSON fault and its place too."""
    cut = GameError("bad-win", seat=1, tile=4, detail=said(Detail.TILE_WAS, tile=33), round="S1")
    with pytest.raises(GameError) as info:
        read_game(b"\xff\xfe not text")
    not_text = info.value
    with pytest.raises(DefenceError) as info:
        Table.from_json('{"opponents": [1,]}', ())
    bad_json = info.value
    assert [errors.message(e) for e in (cut, not_text, bad_json)] == [
        "round S1: seat 1 wins on 5m, but the tile was 7z",
        "not a game log: bytes that are not UTF-8 text",
        "the table is not valid JSON: Expecting value: line 1 column 18 (char 17)",
    ]
    settings_controller.set_language("zh_CN")
    assert errors.message(cut) == "S1 局：座位 1 和五万（5m），但那张牌是红中（7z）"
    assert errors.message(not_text) == "不是牌谱：不是 UTF-8 文本的字节"
    assert (
        errors.message(bad_json) == "牌桌不是有效的 JSON：缺少值：第 1 行第 18 列（第 17 个字符）"
    )


@pytest.mark.parametrize("detail", list(Detail), ids=lambda d: d.name)
def test_every_readers_phrase_reads_as_the_game_in_english_and_is_worded(
    settings_controller, detail
):
    """The window's source of each phrase is the game's English (the catalogue entry the
    command line finds by it), and the phrase is translated."""
    names = [f for _, f, _, _ in string.Formatter().parse(detail.value) if f]
    e = GameError("malformed", detail=said(detail, **{name: 4 for name in names}))
    assert errors.message(e) == str(e)
    settings_controller.set_language("zh_CN")
    assert errors.message(e) != str(e)
    assert "malformed" not in errors.message(e) and " the " not in errors.message(e)
