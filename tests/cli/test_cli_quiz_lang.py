"""``mjtrainer quiz --lang``: the terminal quiz in 简体中文 for every kind and for --review, the
default from the environment, every message worded in each language and its Chinese of the
window's words equal to the window's translation."""

from __future__ import annotations

import io
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mjtrainer.cli import run
from mjtrainer.cli.catalogue import catalogue
from mjtrainer.cli.words import EN, LANGUAGES, Words, default_language
from mjtrainer.core import Hand, tile_str
from mjtrainer.defence.words import SENTENCES
from mjtrainer.quiz import LEVELS, AnswerRecord, McrAnswer, ProgressStore, generate, session

ZH = catalogue("zh_CN")

TS = Path(__file__).resolve().parents[2] / "assets" / "translations" / "mjtrainer_zh_CN.ts"


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    """No test may write to the real user's progress file."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


def quiz(argv, stdin_text, monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin_text))
    status = run(["quiz", *argv], stdout=out)
    return status, out.getvalue()


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


def english_phrases() -> set[str]:
    """The English a Chinese transcript must not show: every run of two or more words in the
    quiz's English messages, the defence sentences and the level descriptions, plus the
    one-word verdicts."""
    phrases = {"Correct!", "Not quite", "Right", "Your answer", "Try again", "Score ", "Safest"}
    sources = [*EN.values(), *SENTENCES.values()]
    sources += [lv.description for lv in LEVELS] + [lv.title for lv in LEVELS]
    for text in sources:
        for literal, *_ in string.Formatter().parse(text):
            for part in literal.replace("(", ",").replace(")", ",").split(","):
                words = part.strip(" .:;'?!-\n").split()
                # han and fu, "q" and "3 40" are typed in the Latin letters in Chinese too.
                if len(words) >= 2 and all(w.isalpha() and len(w) > 1 for w in words[:2]):
                    if not {"han", "fu"} & set(words):
                        phrases.add(" ".join(words))
    return phrases


ENGLISH = english_phrases()


def assert_no_english(text: str) -> None:
    left = sorted(p for p in ENGLISH if p in text)
    assert not left, (left, text)


def tile_answer(tiles) -> str:
    return "".join(tile_str(t) for t in tiles)


# --- the table ---------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_every_message_speaks_the_language_with_every_value(language):
    """Each id renders in the language from its catalogue: other words than the English
    wherever the English has words, and every value filled in as the English fills it."""
    w = Words(language)
    for key, english in EN.items():
        parsed = [(f, spec) for _, f, spec, _ in string.Formatter().parse(english) if f]
        values = {f: 900 + i for i, (f, _) in enumerate(parsed)}
        text = w(key, **values)
        for f, spec in parsed:
            assert format(values[f], spec or "") in text, (key, f, text)
        literal = "".join(lit for lit, *_ in string.Formatter().parse(english))
        assert text != english.format(**values) or not any(c.isalpha() for c in literal), key


def test_the_chinese_of_the_windows_words_is_the_windows_translation():
    root = ET.parse(TS).getroot()
    ts = {
        c.findtext("name"): {m.findtext("source"): m.findtext("translation") for m in c}
        for c in root.findall("context")
    }
    for context, table in ZH.items():
        for source, chinese in table.items():
            assert ts[context][source] == chinese, (context, source)
    # Every defence sentence and category the quiz explains with has its Chinese.
    for sentence in SENTENCES.values():
        assert sentence in ZH["Defence"]
    for lv in LEVELS:
        assert lv.title in ZH["Quiz"] and lv.description in ZH["Quiz"]


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "en"),
        ({"LANG": "zh_CN.UTF-8"}, "zh_CN"),
        ({"LANG": "zh_TW.UTF-8"}, "zh_CN"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"}, "en"),
        ({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh_CN"),
        ({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN"}, "zh_CN"),
    ],
)
def test_the_default_language_follows_the_environment(environ, language):
    assert default_language(environ) == language


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="fr"):
        Words("fr")


def test_unknown_lang_is_exit_2(monkeypatch, capsys):
    status, text = quiz(["--lang", "fr", "--count", "1", "--no-save"], "", monkeypatch)
    err = capsys.readouterr().err
    assert status == 2 and text == ""
    assert "argument --lang: invalid choice: 'fr'" in err and "Traceback" not in err


# --- the four kinds in Chinese -----------------------------------------------------------------


def test_waits_in_chinese(monkeypatch):
    first, second = session("waits", 3, 11, 2, "general")
    stdin = "\n".join(["", "zz", tile_answer(first.answer), "-"]) + "\n"
    argv = ["--kind", "waits", "--level", "3", "--count", "2", "--seed", "11", "--no-save"]
    status, text = quiz([*argv, "--lang", "zh_CN"], stdin, monkeypatch)
    assert status == 0
    assert "听牌题，第 3 级：清一色的 13 张听牌手牌" in text
    assert "第 1/2 题   听牌题第 3 级（清一色）" in text
    assert text.count("听哪些牌？ ") == 4
    assert "请输入牌，如 147m 或 1m4m7m，“-”表示不听，q 退出。" in text
    assert "无法读取“zz”：第 1 个字符的花色字母“z”前面没有数字。请再试一次。" in text
    assert "  答对了！" in text and "  不太对。" in text
    assert f"  漏答：{' '.join(tile_str(t) for t in second.answer)}" in text
    assert "  解释：每种听牌及其组成的和牌" in text
    assert "剩 " in text and " 张" in text
    assert "共答 2 题：答对 1 题（50%），最长连对 1" in text
    assert_no_english(text)


def test_discard_in_chinese(monkeypatch):
    (q,) = session("discard", 4, 3, 1, "general")
    wrong = next(t for t in range(34) if q.hand.counts[t] and t not in q.answer)
    absent = next(t for t in range(34) if not q.hand.counts[t])
    stdin = "\n".join([tile_str(absent), "1m2m", tile_str(wrong)]) + "\n"
    argv = ["--kind", "discard", "--level", "4", "--count", "1", "--seed", "3", "--no-save"]
    status, text = quiz([*argv, "--lang", "zh_CN"], stdin, monkeypatch)
    assert status == 0
    assert "打哪张？ " in text
    assert f"  {tile_str(absent)}不在手牌里。请再试一次。" in text
    assert "  请只选一张要打的牌，而不是 2 张。请再试一次。" in text
    assert "  不太对。" in text and "  最佳：" in text
    assert f"  你打了{tile_str(wrong)}：" in text
    assert "  打牌表（最佳在前；" in text and "向听" in text and "和牌 %" in text
    assert "更常和牌" in text  # level 4: the shape sentence
    assert_no_english(text)


def test_defence_in_chinese(monkeypatch):
    q1, q2 = session("defence", 2, 3, 2)
    worst = q2.dangers[-1]
    stdin = "\n".join([tile_str(q1.answer[0]), tile_str(worst.tile)]) + "\n"
    argv = ["--kind", "defence", "--level", "2", "--count", "2", "--seed", "3", "--no-save"]
    status, text = quiz([*argv, "--lang", "zh_CN"], stdin, monkeypatch)
    assert status == 0
    assert "最安全的牌？ " in text and "宝牌指示牌：" in text
    riichi = next(p for p in q1.table.ponds if p.riichi is not None)
    assert f"座位 {riichi.seat}，立直：" in text
    assert "  答对了！" in text and "  不太对。" in text
    assert f"  你打了{tile_str(worst.tile)}：放铳机会 {100 * worst.chance:.1f}%" in text
    assert "  手中每张牌，最安全的在前（放铳机会，类别）：" in text
    assert "的筋：" in text and "不可能是两面听。" in text  # the suji sentence, in Chinese
    safe = q1.answer[0]
    assert Words("zh_CN").tile(safe) + "不可能是两面听" in text  # tiles named in Chinese there
    for q in (q1, q2):
        for r in q.riichi_hands:
            waits = " ".join(tile_str(t) for t in r.waits)
            assert f"  座位 {r.seat} 的立直手牌：{r.hand}  听 {waits}" in text
    assert_no_english(text)


def test_riichi_scoring_in_chinese(monkeypatch):
    first, second = session("scoring", 3, 4, 2, "riichi")
    s1, s2 = first.score, second.score
    stdin = "\n".join(["", f"{s1.han} {s1.fu}", "forty", f"{s2.han} {s2.fu + 10}"]) + "\n"
    argv = ["--kind", "scoring", "--level", "3", "--count", "2", "--seed", "4", "--rules"]
    status, text = quiz([*argv, "riichi", "--no-save", "--lang", "zh_CN"], stdin, monkeypatch)
    assert status == 0
    assert text.count("番数和符数？ ") == 4
    assert "  请输入番数和符数，如 3 40 或 han 3 fu 40" in text
    assert "无法读取“forty”" in text and "请再试一次。" in text
    assert "  答对了！" in text and "  不太对。" in text
    assert f"符数    {s2.fu}（你的：{s2.fu + 10}）" in text
    assert "  符：底符 20" in text and "  役：" in text and "  点数 " in text
    for q in (first, second):
        sit = q.situation
        how = "自摸" if sit.self_drawn else "荣和"
        name = Words("zh_CN").tile(sit.win_tile)
        assert f"和牌      {tile_str(sit.win_tile)}（{name}）{how}" in text
    assert_no_english(text)


def test_mcr_scoring_in_chinese(monkeypatch):
    (q,) = session("scoring", 3, 2, 1, "mcr")
    right = " ".join(str(f.id) for f, n in q.expected_answer().fans for _ in range(n))
    stdin = "\n".join(["", "?", "99", right]) + "\n"
    argv = ["--kind", "scoring", "--level", "3", "--count", "1", "--seed", "2", "--rules", "mcr"]
    status, text = quiz([*argv, "--no-save", "--lang", "zh_CN"], stdin, monkeypatch)
    assert status == 0
    assert text.count("  番种（输入编号；“?”再次显示此列表）：") == 2
    assert "“99”不是番种编号：番种编号为 1–81。请再试一次。" in text
    assert "  答对了！" in text and "  番种（番数 × 次数；标记后是你的答案）：" in text
    assert "  不计（被更大的番种包含）：" in text
    fan = q.expected_answer().fans[0][0]
    assert fan.zh in text and fan.en not in text
    assert isinstance(q.expected_answer(), McrAnswer)
    assert_no_english(text)


def test_review_in_chinese(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    missed = generate("waits", 2, 40)
    with ProgressStore(db) as store:  # long ago, so due now whatever today's date
        store.record(
            AnswerRecord(1000.0, "waits", 2, 40, "general", str(missed.hand), "", False, 9000)
        )
    argv = ["--review", "--db", str(db), "--lang", "zh_CN"]
    status, text = quiz(argv, tile_answer(missed.answer) + "\n", monkeypatch)
    assert status == 0
    assert "复习：有 1 道答错的题到期了。" in text and "  答对了！" in text
    assert f"已把 1 个答案保存到 {db}。" in text
    assert_no_english(text)
    status, text = quiz(argv, "", monkeypatch)
    assert status == 0 and text.strip() == "现在没有到期要复习的题。"


def test_a_quiz_error_in_chinese(monkeypatch, capsys):
    status, _ = quiz(["--kind", "waits", "--level", "7", "--lang", "zh_CN"], "", monkeypatch)
    assert status == 2
    assert "mjtrainer quiz：错误：听牌题没有第 7 级：请选 1–4 级" in capsys.readouterr().err


# --- the default and the English ---------------------------------------------------------------


def test_lang_defaults_from_lang_zh_cn_in_another_process(tmp_path):
    argv = ["quiz", "--kind", "waits", "--count", "1", "--seed", "5", "--no-save", "--ascii"]
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", *argv],
        input="q\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**env, "LANG": "zh_CN.UTF-8"},
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert "听牌题，第 1 级" in done.stdout and "听哪些牌？ " in done.stdout
    english = subprocess.run(
        [sys.executable, "-m", "mjtrainer", *argv, "--lang", "en"],
        input="q\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**env, "LANG": "zh_CN.UTF-8"},
        cwd=Path(__file__).resolve().parents[2],
    )
    assert english.returncode == 0, english.stderr
    assert "waits quiz, level 1" in english.stdout and "Waits? " in english.stdout


def test_json_stays_english_in_chinese(monkeypatch):
    argv = ["--kind", "defence", "--level", "2", "--count", "2", "--seed", "3", "--json"]
    assert quiz([*argv, "--lang", "zh_CN"], "", monkeypatch) == quiz(argv, "", monkeypatch)


# --- mjtrainer review's readable form ----------------------------------------------------------


def test_review_headings_in_chinese(tmp_path):
    from tests.game.handmade import riichi_log

    path = tmp_path / "game.mjson"
    path.write_text(riichi_log(), encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path), "--seat", "1", "--lang", "zh_CN"], stdout=out) == 0
    text = out.getvalue()
    assert "座位 1" in text and "的复盘：mjai 对局" in text
    header = next(line for line in text.splitlines() if "手牌" in line)
    assert header.split() == [
        "巡",
        "手牌",
        "打出",
        "最佳",
        "和牌",
        "%",
        "最佳",
        "%",
        "评价",
        "损失期望",
        "放铳",
    ]
    assert "\n总结：" in text and "每局的损失：" in text and "损失的和牌机会：共 " in text
    assert "牌谱记录：" in text or "流局（" in text
    for english in ("Review of", "Summary", "turn", "played", "win chance lost", "lost per round"):
        assert english not in text, english
    # The English form is the one the review tests read.
    out = io.StringIO()
    assert run(["review", str(path), "--seat", "1", "--lang", "en"], stdout=out) == 0
    assert "Summary: " in out.getvalue() and "lost per round: " in out.getvalue()


def test_tiles_are_named_from_each_languages_catalogue_and_read_back():
    """No table of Chinese names in the code: the catalogue's, the honours by their short
    names in a sentence (东, not the window's 东风); every name reads back as its tile."""
    zh, ja = Words("zh_CN"), Words("ja")
    assert [zh.tile(t) for t in (0, 13, 27, 31, 33)] == ["一万", "五筒", "东", "白", "中"]
    assert zh.tile(35) == "赤五筒"
    assert [ja.tile(t) for t in (0, 13, 27, 32, 35)] == ["一萬", "5筒", "東", "發", "赤5筒"]
    assert Words("en").tile(27) == "1z" and Words("en").tile(35) == "0p"
    for words in (zh, ja):
        for tile in range(37):
            assert Hand.parse(words.tile(tile)).codes() == (tile,), (words.language, tile)
