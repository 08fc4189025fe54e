"""The command line in 日本語 (issue 25 §2): ``--lang ja`` and ``LANG=ja_JP.UTF-8`` select it,
and ``analyze``, ``score``, ``quiz`` and ``review`` leave no English word in their text (nor in
简体中文, ``--lang zh_CN``, scanned alike): every
run of Latin letters left is tile notation, a name from the data (a player, a log format, a
rules preset as typed), a yaku's romaji or the keywords a learner types."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mjtrainer.cli import run
from mjtrainer.quiz import session
from mjtrainer.scoring import riichi
from tests.cli.test_cli_analyze_table import PUSH_ARGS, PUSH_HAND, PUSH_TABLE

ROOT = Path(__file__).resolve().parents[2]
#: Tile notation (``147m``, ``5sx3``, ``[123m]``) and numbers are not words.
NOTATION = re.compile(r"\d+[mpsz](?:x\d+)?")
#: What may stay in Latin letters: the typed input echoed back (``zz``), the keywords a
#: scoring or push-or-fold answer is typed with ("fold"), the program and format names, MCR's
#: own abbreviation.
ALLOWED = {"zz", "han", "fu", "fold", "mjtrainer", "mjai", "MCR", "Bo"}
#: A yaku's romaji, as the window shows it beside the name (Japanese, in Latin letters).
ROMAJI = {word for _, _, y in riichi.YAKU_NAMES.values() for word in re.findall(r"[A-Za-z]+", y)}


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


def text_of(argv: list[str], stdin: str = "", monkeypatch=None) -> str:
    out = io.StringIO()
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    run(argv, stdout=out)
    return out.getvalue()


def english_left(text: str) -> list[str]:
    words = re.findall(r"[A-Za-z]{2,}", NOTATION.sub(" ", text))
    return sorted({w for w in words if w not in ALLOWED and w not in ROMAJI})


@pytest.mark.parametrize(
    "argv",
    [
        ["analyze", "1237m456p789s1122z", "--turn", "3", "--rules", "riichi"],
        ["analyze", "123m456p789s1123z", "--turn", "5", "--rules", "mcr"],
        ["analyze", "19m19p19s1234567z"],
        ["analyze", "123m456p789s1122z", "--rules", "riichi", "--win-tile", "1z"],
        [
            "score",
            "234567m234p55s678s",
            "--rules",
            "riichi",
            "--win-tile",
            "5s",
            "--self-drawn",
            "--riichi",
        ],
        ["score", "11m222444777z [111p]", "--rules", "mcr", "--win-tile", "2z"],
        # a riichi on the table: the deal-in column, the round EV and the fold line
        ["analyze", PUSH_HAND, "--table", json.dumps(PUSH_TABLE), *PUSH_ARGS],
    ],
)
@pytest.mark.parametrize("lang", ["ja", "zh_CN"])
def test_analyze_and_score_speak_japanese(argv, lang):
    """And Chinese: the scan holds for every language the catalogue ships."""
    text = text_of([*argv, "--lang", lang])
    assert text and english_left(text) == [], text
    assert text != text_of(argv)  # not the English


@pytest.mark.parametrize(
    ("kind", "level", "seed", "rules", "answer"),
    [
        ("waits", 3, 11, "general", "1m"),
        ("discard", 4, 3, "general", "1m"),
        ("defence", 2, 3, "riichi", "1m"),
        ("scoring", 3, 4, "riichi", "1 30"),
        ("scoring", 3, 2, "mcr", "1"),
    ],
)
@pytest.mark.parametrize(("lang", "again"), [("ja", "もう一度どうぞ"), ("zh_CN", "请再试一次")])
def test_the_quiz_speaks_japanese(kind, level, seed, rules, answer, lang, again, monkeypatch):
    session(kind, level, seed, 1, rules)  # the question exists
    argv = ["quiz", "--kind", kind, "--level", str(level), "--count", "1", "--seed", str(seed)]
    argv += ["--rules", rules, "--no-save", "--lang", lang]
    text = text_of(argv, f"zz\n{answer}\n", monkeypatch)
    assert again in text  # the bad input "zz", in the language
    assert english_left(text) == [], text


@pytest.mark.parametrize(
    ("lang", "riichi", "why"),
    [("ja", "リーチ麻雀", "対局のルール"), ("zh_CN", "日本立直麻将", "对局规则")],
)
@pytest.mark.parametrize("kind", ["pushfold", "riichi", "call", "defence"])
def test_the_quiz_kinds_asked_under_other_rules_say_why_in_japanese(
    kind, lang, riichi, why, monkeypatch
):
    """Asked for the general rules, these kinds ask under riichi's: the header says so, and
    why, in the language (the kind's note on its rules is marked where the kind is born)."""
    argv = ["quiz", "--kind", kind, "--level", "1", "--count", "1", "--seed", "3"]
    argv += ["--rules", "general", "--no-save", "--lang", lang]
    text = text_of(argv, "zz\nq\n", monkeypatch)
    header = text.splitlines()[0]
    assert riichi in header and why in header, header
    assert english_left(text) == [], text


def test_the_review_speaks_japanese(tmp_path):
    from tests.game.handmade import riichi_log

    path = tmp_path / "game.mjson"
    path.write_text(riichi_log(), encoding="utf-8")
    text = text_of(["review", str(path), "--seat", "1", "--lang", "ja"])
    assert "の検討" in text and "まとめ" in text
    assert english_left(text) == [], text


def test_the_scan_finds_english():
    assert english_left("手牌 123m ready by the last draw") == [
        "by",
        "draw",
        "last",
        "ready",
        "the",
    ]


def test_lang_ja_jp_selects_japanese_in_another_process(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "analyze", "123m456p789s1122z", "--ascii"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**env, "LANG": "ja_JP.UTF-8"},
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "テンパイ" in done.stdout and "東" in done.stdout
