"""The one table of counted nouns (issue 25 §1): the window and the terminal count with
:mod:`mjtrainer.words.counts`, English picks singular or plural by the number, and each
language's catalogue words the noun with its counter ("剩 3 张", "3 件の解答")."""

from __future__ import annotations

import ast
import io
import sys
from pathlib import Path

import pytest

from mjtrainer.cli import run
from mjtrainer.cli.words import Words
from mjtrainer.words.counts import COUNTS, count, source

PACKAGE = Path(__file__).resolve().parents[2] / "mjtrainer"


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


@pytest.mark.parametrize("noun", sorted(COUNTS))
def test_english_is_singular_for_one_only(noun):
    one, many = COUNTS[noun]
    assert one != many and one.count("{n}") == many.count("{n}") == 1
    assert "(s)" not in one + many
    assert source(noun, 1) == one
    assert [source(noun, n) for n in (0, 2, 38)] == [many] * 3
    assert count(noun, 1) == one.format(n=1) and count(noun, 0) == many.format(n=0)


def test_the_translate_given_words_the_noun_in_context_count():
    asked = []

    def translate(context: str, text: str) -> str:
        asked.append((context, text))
        return "«" + text + "»"

    assert count("answer", 3, translate) == "«3 answers»"
    assert asked == [("Count", "{n} answers")]


def test_an_unknown_noun_is_refused():
    with pytest.raises(KeyError):
        count("draws", 2)


@pytest.mark.parametrize(
    ("language", "noun", "n", "words"),
    [
        # nouns the window counted first
        ("en", "tile-left", 1, "1 tile left"),
        ("en", "tile-left", 8, "8 tiles left"),
        ("zh_CN", "tile-left", 8, "剩 8 张"),
        ("ja", "tile-left", 8, "残り 8 枚"),
        ("en", "kind", 2, "2 kinds"),
        ("zh_CN", "kind", 2, "2 种"),
        ("ja", "kind", 2, "2 種"),
        ("en", "draw-left", 15, "15 draws left"),
        ("zh_CN", "draw-left", 15, "剩 15 摸"),
        ("ja", "draw-left", 15, "残りツモ 15 回"),
        # nouns only the terminal counted (its own table by language, once)
        ("en", "answer", 1, "1 answer"),
        ("en", "answer", 3, "3 answers"),
        ("zh_CN", "answer", 3, "3 个答案"),
        ("ja", "answer", 3, "3 件の解答"),
        ("en", "decision", 38, "38 decisions"),
        ("zh_CN", "decision", 38, "38 次决策"),
        ("ja", "decision", 38, "38 回の選択"),
        ("zh_CN", "round", 4, "4 局"),
        ("ja", "round", 4, "4 局"),
    ],
)
def test_the_terminal_counts_in_each_language(language, noun, n, words):
    assert Words(language).count(n, noun) == words


def _counted_nouns(path: Path, method: str, noun_at: int) -> set[str]:
    """The literal nouns of every ``….count(…)`` call in ``path`` (``noun_at``: the noun's
    argument position: the terminal's ``w.count(n, noun)``, the window's ``i18n.count(noun,
    n)``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "count"
            and isinstance(getattr(node.func.value, "id", None), str)
            and node.func.value.id == method
            and len(node.args) == 2
        ):
            arg = node.args[noun_at]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
    return found


def test_every_noun_the_window_and_the_terminal_count_is_in_the_one_table():
    terminal = set().union(
        *(_counted_nouns(p, "w", 1) for p in sorted((PACKAGE / "cli").glob("*.py")))
    )
    window = set().union(*(_counted_nouns(p, "i18n", 0) for p in (PACKAGE / "app").rglob("*.py")))
    assert {"tile-left", "draw-left", "kind", "answer", "decision", "round"} <= terminal
    assert {"tile", "effective", "card", "mistake"} <= window
    assert terminal - set(COUNTS) == set() and window - set(COUNTS) == set()


def test_analyze_counts_in_japanese():
    out = io.StringIO()
    run(["analyze", "1112345678999m", "--lang", "ja"], stdout=out)
    assert "待ち      9 種、残り 23 枚" in out.getvalue().splitlines()
    out = io.StringIO()
    run(["analyze", "6777m33379p78s555z", "--turn", "1", "--lang", "ja"], stdout=out)
    assert "1 巡目から最後のツモまでの確率（残りツモ 17 回）" in out.getvalue()


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Saved 2 answers to {db}."),
        ("zh_CN", "已把 2 个答案保存到 {db}。"),
        ("ja", "2 件の解答を {db} に保存しました。"),
    ],
)
def test_the_quiz_counts_its_saved_answers(language, said, tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    monkeypatch.setattr(sys, "stdin", io.StringIO("1m\n2m\n"))
    out = io.StringIO()
    argv = ["quiz", "--kind", "waits", "--count", "2", "--seed", "1", "--db", str(db)]
    assert run([*argv, "--lang", language], stdout=out) == 0
    assert said.format(db=db) in out.getvalue().splitlines()
