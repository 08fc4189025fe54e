"""The command line words every game and defence error in the learner's language (issue 25 §1)
from the window's own catalogue entries: the parameters are values (a seat, an action, a part
of a table, a reader's phrase), worded in the language, never English read back; and hostile
inputs to ``review`` and ``analyze --table`` exit 1 with no traceback and no English word left.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.cli.catalogue import catalogue
from mjtrainer.cli.words import Words
from mjtrainer.defence.errors import PART_WORDS, DefenceError, Expected, Part, Unread, Where
from mjtrainer.game.engine import Expect
from mjtrainer.game.errors import Action, Detail, GameError, MeldWord, XmlFault, XmlPlace, said
from mjtrainer.words.phrases import JsonFault, JsonPlace
from tests.cli.test_cli_lang_ja import ROOT, english_left

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


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_phrase_a_reader_passes_has_the_windows_translation(language):
    words = catalogue(language)
    phrases = [("GameError", d) for d in Detail] + [("DefenceError", u) for u in Unread]
    phrases += [("JSON", f) for f in (*JsonFault, *JsonPlace)]
    phrases += [("XML", f) for f in (*XmlFault, *XmlPlace)]
    assert [(c, p) for c, p in phrases if p.value not in words.get(c, {})] == []


#: Game and defence errors as the readers give them: values only.
CASES = (
    GameError("not-held", seat=2, action=Action.DISCARDS, tile=13, round="S2", event=41),
    GameError("out-of-turn", seat=1, action=Action.DRAWS, expected=2, round="E1", event=2),
    GameError("bad-meld", seat=3, tiles=(4, 4, 5), meld=MeldWord.PON, round="E2", line=9),
    GameError("tsumogiri", seat=0, tile=35, drawn=4, round="E1", event=7),
    GameError("hand-mismatch", seat=3, given=(), held=(1, 2, 3), round="E4"),
    GameError("seat-range", seat=7, last=3, round="E1", line=3),
    GameError("bad-win", seat=1, tile=4, detail=said(Detail.TILE_WAS, tile=33), round="S1"),
    GameError("no-discard", seat=2, tile=5, detail=said(Detail.OTHER_DISCARDED, seat=0, tile=34)),
    GameError("bad-end", detail=said(Detail.WALL_LEFT, left=12), round="E3", event=80),
    DefenceError(
        "bad-field", where=Where(Part.POND, 2), field="riichi", value=-1, expected=Expected.RIICHI
    ),  # fmt: skip
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
    assert shown == "S2 局，第 41 个事件：座位 2 打出五筒（5p），但手里没有这张牌"
    assert Words("ja").error(CASES[3]).count("0p") == 1  # a red five by its code
    assert Words("en").error(CASES[0]) == str(CASES[0])


# --- hostile inputs, through the command line ---------------------------------------------------

#: Names that stay in Latin letters: the command, the formats (and their tags) a log is read
#: as, the encoding, a JSON field's name or type as the input writes it, an option's name.
NAMES = {
    "review",
    "seat",
    "JSON",
    "XML",
    "UTF",
    "tenhou",
    "net",
    "mjai",
    "mjlog",
    "mjloggm",
    "riichi",
    "list",
}


def _handmade_log() -> str:
    from tests.game.handmade import riichi_log

    return riichi_log()


#: Logs no reader can take whole, by what is wrong with them.
HOSTILE_LOGS = {
    "not-utf-8": b"\xff\xfe\x00\x81 not text",
    "invalid-json": b'{"log": [1,]}',
    "cut-tenhou-json": b'{"title": ["", ""], "name": ["a", "b", "c", "d"], "log": [[[0, 0, 0',
    "cut-mjlog": b'<mjloggm><INIT seed="0,0,0,0,0,0" ten="250,250,250,250" oya="0"',
    "truncated": "\n".join(_handmade_log().split("\n")[:6]).encode(),
    "seat-out-of-range": re.sub(r'"actor": ?1', '"actor": 7', _handmade_log(), count=1).encode(),
    "empty": b"",
    "huge-number": _handmade_log().replace('"honba": 0', '"honba": ' + "9" * 4000, 1).encode(),
}


def _scan(text: str, tmp_path) -> list[str]:
    """The English words left in ``text``, the files under ``tmp_path`` it names and the
    field names it quotes (“honba”, 「honba」: the log's own words) left out."""
    files = re.escape(str(tmp_path)) + r"[^\s：、，。（）]*"
    fields = r"“\w+”|「\w+」"
    return [w for w in english_left(re.sub(f"{files}|{fields}", " ", text)) if w not in NAMES]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", HOSTILE_LOGS)
def test_review_refuses_a_hostile_log_in_the_language(name, language, tmp_path, capsys):
    path = tmp_path / "game.log"
    path.write_bytes(HOSTILE_LOGS[name])
    assert run(["review", str(path), "--lang", language], stdout=io.StringIO()) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert _scan(err, tmp_path) == [], err
    english = io.StringIO()
    assert run(["review", str(path), "--lang", "en"], stdout=english) == 1
    assert capsys.readouterr().err.startswith("mjtrainer review: error: ")


def test_the_english_of_a_phrase_reads_as_before(tmp_path, capsys):
    """The readers' phrases are values now; their English is the English they had."""
    expected = {
        "not-utf-8": "not a game log: bytes that are not UTF-8 text",
        "invalid-json": "line 1: not valid JSON: Expecting value: line 1 column 12 (char 11)",
        "seat-out-of-range": "seat 7 is not a seat (0–3)",
        "empty": "not a game log: an empty file",
    }
    for name, message in expected.items():
        path = tmp_path / f"{name}.log"
        path.write_bytes(HOSTILE_LOGS[name])
        assert run(["review", str(path)], stdout=io.StringIO()) == 1
        assert message in capsys.readouterr().err, name


@pytest.mark.parametrize("language", LANGUAGES)
def test_review_words_a_seat_out_of_range_and_a_missing_file(language, tmp_path, capsys):
    path = tmp_path / "game.mjson"
    path.write_text(_handmade_log(), encoding="utf-8")
    assert run(["review", str(path), "--seat", "9", "--lang", language]) == 2
    err = capsys.readouterr().err
    assert "9" in err and _scan(err, tmp_path) == [], err
    assert run(["review", str(path), "--player", "nobody", "--lang", language]) == 2
    err = capsys.readouterr().err
    players = re.sub(r"'\w+'", "", err)  # the names asked and in the log, quoted
    assert "'nobody'" in err and "'Ann'" in err and _scan(players, tmp_path) == [], err


#: Tables ``analyze --table`` cannot read, by what is wrong with them.
HOSTILE_TABLES = {
    "invalid-json": '{"opponents": [{"seat": 1, "pond": "12m",]}',
    "nested": "[" * 100_000,
    "seat-out-of-range": '{"opponents": [{"seat": 5, "pond": "1m"}]}',
    "bad-pond": '{"opponents": [{"seat": 1, "pond": "12x"}]}',
    "not-an-object": '{"opponents": [[1]]}',
    "riichi-range": '{"opponents": [{"seat": 1, "pond": "1m", "riichi": 4}]}',
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", HOSTILE_TABLES)
def test_analyze_refuses_a_hostile_table_in_the_language(name, language, tmp_path):
    path = tmp_path / "table.json"
    path.write_text(HOSTILE_TABLES[name], encoding="utf-8")
    out = io.StringIO()
    argv = ["analyze", "123m456p789s1122z", "--rules", "riichi", "--table", str(path)]
    assert run([*argv, "--lang", language], stdout=out) == 1
    text = out.getvalue()
    assert text.count("\n") == 1 and _scan(text, tmp_path) == [], text


@pytest.mark.parametrize("language", LANGUAGES)
def test_analyze_words_a_table_file_it_cannot_read(language, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.json").write_bytes(b'{"opponents": "\xff"}')
    out = io.StringIO()
    argv = ["analyze", "123m456p789s1122z", "--rules", "riichi", "--table", "t.json"]
    assert run([*argv, "--lang", language], stdout=out) == 1
    text = out.getvalue()
    assert "t.json" in text and _scan(text.replace("t.json", ""), tmp_path) == [], text
    english = io.StringIO()
    assert run([*argv, "--lang", "en"], stdout=english) == 1
    assert "bytes that are not UTF-8 text" in english.getvalue()


def test_a_hostile_log_in_another_process_prints_no_traceback(tmp_path):
    path = tmp_path / "game.log"
    path.write_bytes(HOSTILE_LOGS["not-utf-8"])
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "review", str(path)],
        env={**env, "LANG": "ja_JP.UTF-8"},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert (
        done.stderr
        == "mjtrainer review：エラー：牌譜ではありません：UTF-8 のテキストではないバイト列\n"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_quiz_and_review_refuse_a_progress_file_the_same_way_in_the_language(
    language, tmp_path, monkeypatch
):
    """One opening of the store serves both commands: a folder given as ``--db`` is refused,
    the store's own reason worded in the language, and the hint to choose another file."""
    folder = tmp_path / "folder"
    folder.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    quiz = ["quiz", "--kind", "waits", "--count", "1", "--db", str(folder), "--lang", language]
    review = ["review", "--history", "--db", str(folder), "--lang", language]
    said = []
    for argv in (quiz, review):
        out, err = io.StringIO(), io.StringIO()
        monkeypatch.setattr(sys, "stderr", err)
        run(argv, stdout=out)
        text = "\n".join((err.getvalue() + out.getvalue()).splitlines()[:2])  # the refusal
        said.append(text)
        assert str(folder) in text and "--db" in text
        assert _scan(text.replace("--db", ""), tmp_path) == [], text
    quiz_says, review_says = (text.splitlines() for text in said)
    assert quiz_says[1] == review_says[1]  # the same hint
    folder_words = catalogue(language)["ProgressError"]["it is a folder"]  # the store's finding
    assert folder_words in quiz_says[0] and folder_words in review_says[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_corrupt_progress_file_moved_aside_is_said_in_the_language(
    language, tmp_path, monkeypatch, capsys
):
    """The store's notice (issue 25 §1, English in a Japanese terminal before) is worded in
    the learner's language: only the paths and what SQLite said in its own words stay."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    path = tmp_path / "xdg" / "mjtrainer" / "progress.sqlite3"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"garbage " * 100)
    assert run(["review", "--history", "--lang", language], stdout=io.StringIO()) == 0
    err = capsys.readouterr().err
    kept = list(path.parent.glob("progress.sqlite3.corrupt-*"))
    assert len(kept) == 1 and str(path) in err and str(kept[0]) in err
    notice = catalogue(language)["QuizController"]
    source = (
        "The progress file {path} is not a progress database. It was "
        "kept as {kept} and a new progress file was started."
    )
    assert notice[source].format(path=path, kept=kept[0]) in err
    sqlite_said = re.escape(notice["(SQLite said: {detail})"]).replace(r"\{detail\}", ".*?")
    assert _scan(re.sub(sqlite_said, " ", err), tmp_path) == [], err
    assert "was kept as" not in err
