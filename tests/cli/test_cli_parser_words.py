"""The option parser's own errors in the terminal's language (issue 25 §1): under ``--lang``
or a Chinese or Japanese locale, argparse's usage and errors, and the command line's word for
an unknown leading option, are the catalogue's; the English stays as it was, and argparse's
own ``_`` is back after every run."""

from __future__ import annotations

import argparse
import inspect
import re
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.cli.catalogue import catalogue
from mjtrainer.cli.parser_words import (
    CONTEXT,
    NOT_WHOLE,
    OUTSIDE,
    SOURCES,
    language_of,
    worded,
)

ORIGINAL = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]

#: Each fault, and its English error line as argparse (or run) words it.
CASES = {
    "invalid choice": (
        ["quiz", "--kind", "wait"],
        "mjtrainer quiz: error: argument --kind: invalid choice: 'wait' (choose from 'waits', "
        "'discard', 'scoring', 'defence', 'pushfold', 'riichi', 'call')",
    ),
    "invalid int": (
        ["analyze", "--turn", "x", "123m"],
        "mjtrainer analyze: error: argument --turn: invalid int value: 'x'",
    ),
    "missing argument": (
        ["analyze", "--rules", "riichi"],
        "mjtrainer analyze: error: the following arguments are required: hand",
    ),
    "unrecognized": (
        ["analyze", "1m", "--nope"],
        "mjtrainer: error: unrecognized arguments: --nope",
    ),
    "unknown command": (
        ["bogus"],
        "mjtrainer: error: argument command: invalid choice: 'bogus' (choose from 'analyze', "
        "'score', 'quiz', 'review')",
    ),
    "unknown leading option": (
        ["--bogus"],
        "mjtrainer: error: unknown option '--bogus' (the window takes --self-test; commands: "
        "analyze, score, quiz, review; see mjtrainer --help)",
    ),
    "not a whole number": (
        ["quiz", "--level", "x"],
        "mjtrainer quiz: error: argument --level: 'x' is not a whole number",
    ),
}
#: What an error line may keep in Latin letters: the program, option and command names, the
#: values quoted, and the names argparse gives an argument or a type (``hand``, ``command``,
#: ``int``: names as the usage and Python write them, not words of the message).
NAMES = re.compile(r"'[^']*'|--[\w-]+|\bmjtrainer\b|\b(?:analyze|score|quiz|review)\b")
ARGUMENT_NAMES = {"hand", "command", "int"}
#: A word each language's error frame has ("error" itself).
ERROR = {"ja": "エラー", "zh_CN": "错误"}
USAGE = {"ja": "使い方: mjtrainer", "zh_CN": "用法：mjtrainer"}


def failed(argv: list[str], capsys) -> tuple[int, list[str]]:
    status = run(argv)
    out, err = capsys.readouterr()
    assert out == ""
    return status, err.splitlines()


def english_left(line: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]{2,}", NAMES.sub(" ", line))) - ARGUMENT_NAMES


@pytest.mark.parametrize("case", CASES)
def test_english_is_unchanged(case, capsys):
    argv, english = CASES[case]
    status, lines = failed(argv, capsys)
    assert status == 2
    assert lines[0].startswith("usage: mjtrainer")
    assert lines[-1] == english
    assert (argparse._, argparse.ngettext) == ORIGINAL  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("language", "how"),
    [("ja", "--lang"), ("ja", "LANG"), ("zh_CN", "--lang"), ("zh_CN", "--lang=")],
)
@pytest.mark.parametrize("case", CASES)
def test_the_parser_speaks_the_language(case, language, how, capsys, monkeypatch):
    argv, english = CASES[case]
    if how == "LANG":
        monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    elif how == "--lang":
        argv = [*argv, "--lang", language]
    else:
        argv = [*argv, f"--lang={language}"]
    status, lines = failed(argv, capsys)
    assert status == 2
    assert lines[0].startswith(USAGE[language])
    error = lines[-1]
    assert ERROR[language] in error and error != english
    assert english_left(error) == set(), error
    assert (argparse._, argparse.ngettext) == ORIGINAL  # type: ignore[attr-defined]


def test_the_check_can_fail():
    """English words in an error line are found: the check is not vacuous."""
    assert english_left(CASES["invalid choice"][1]) >= {"error", "argument", "invalid"}
    assert english_left("mjtrainer：エラー：引数 command：無効な選択です：'bogus'") == set()


def test_argparse_words_are_its_own_again_after_a_run(capsys):
    assert run(["analyze", "123m456p789s1122z", "--lang", "ja"]) == 0
    assert (argparse._, argparse.ngettext) == ORIGINAL  # type: ignore[attr-defined]
    assert run(["analyze", "--turn", "x", "1m", "--lang", "ja"]) == 2
    assert (argparse._, argparse.ngettext) == ORIGINAL  # type: ignore[attr-defined]
    with pytest.raises(KeyError), worded("zh_CN"):
        assert argparse._("usage: ") == "用法："  # type: ignore[attr-defined]
        raise KeyError("a fault inside")
    assert (argparse._, argparse.ngettext) == ORIGINAL  # type: ignore[attr-defined]
    capsys.readouterr()


def test_a_message_the_catalogue_lacks_stays_english():
    """An argparse of another Python words some message otherwise: it stays English."""
    with worded("ja"):
        assert argparse._("expected %s argument") == "値が %s 個必要です"  # type: ignore[attr-defined]
        assert argparse._("a message of another argparse") == "a message of another argparse"  # type: ignore[attr-defined]
        assert argparse.ngettext("expected %s argument", "expected %s arguments", 2) == (
            "値が %s 個必要です"
        )


def test_the_language_comes_from_argv_before_the_environment(monkeypatch):
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert language_of(["quiz", "--kind", "wait"]) == "ja"
    assert language_of(["quiz", "--lang", "zh_CN"]) == "zh_CN"
    assert language_of(["quiz", "--lang=en"]) == "en"
    assert language_of(["quiz", "--lang", "fr"]) == "ja"  # unknown: the environment's
    assert language_of(["quiz", "--lang"]) == "ja"
    monkeypatch.setenv("LANG", "C")
    assert language_of(["quiz", "--lang=fr"]) == "en"


@pytest.mark.parametrize("language", ["ja", "zh_CN"])
def test_every_parser_word_is_translated(language):
    words = catalogue(language)[CONTEXT]
    for source in (*SOURCES, NOT_WHOLE, OUTSIDE):
        assert words.get(source, source) != source, source


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="the sources are 3.11's argparse")
def test_the_sources_are_argparses_words():
    """Each marked source is a message this argparse words (a typo would never be found)."""
    text = inspect.getsource(argparse)
    said = {
        eval(m)  # noqa: S307 - string literals of the standard library
        for m in re.findall(r"""(?:\b_|ngettext)\(\s*('[^'\n]*'|"[^"\n]*")""", text)
    }
    said |= {
        eval(m)  # noqa: S307
        for m in re.findall(r"""ngettext\('[^'\n]*',\s*('[^'\n]*')""", text)
    }
    assert set(SOURCES) - said == set()
