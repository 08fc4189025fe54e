"""``mjtrainer quiz --kind scoring``: JSON lines carry the hand, the situation and exactly the
score; the terminal quiz lists the fans, reads fan numbers or han and fu, grades each, explains,
records the answer's text form and brings missed questions back for review."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.cli.words import width
from mjtrainer.core import Hand, format_tiles, tile_name, tile_str
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.quiz import AnswerRecord, McrAnswer, ProgressStore, generate, session
from mjtrainer.scoring import Situation, Wind, score


def quiz(argv, stdin_text="", monkeypatch=None):
    out = io.StringIO()
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin_text))
    status = run(["quiz", *argv], stdout=out)
    return status, out.getvalue()


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


def situation_from_json(d):
    """The situation read back from its JSON, without the quiz's help."""
    return Situation(
        parse_tiles(d["win_tile"])[0],
        d["self_drawn"],
        Wind(d["seat_wind"]),
        Wind(d["round_wind"]),
        d["last_tile"],
        d["kong"],
        d["last_of_kind"],
        d["flowers"],
        d["riichi"],
        d["double_riichi"],
        d["ippatsu"],
        d["dealer"],
        tuple(parse_tiles(d["dora_indicators"])) if d["dora_indicators"] else (),
        tuple(parse_tiles(d["ura_dora_indicators"])) if d["ura_dora_indicators"] else (),
    )


def typed(answer: McrAnswer) -> str:
    """Fan numbers as a learner types them: one number each time a fan counts."""
    return " ".join(str(f.id) for f, n in answer.fans for _ in range(n))


# --- JSON lines ----------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ["mcr", "riichi", "general"])
@pytest.mark.parametrize("level", [1, 2, 3])
def test_json_lines_carry_the_situation_and_exactly_the_score(rules, level):
    args = ["--kind", "scoring", "--level", str(level), "--count", "25", "--seed", "9"]
    status, text = quiz([*args, "--rules", rules, "--json"])
    assert status == 0
    expected = list(session("scoring", level, 9, 25, rules))
    lines = text.splitlines()
    assert len(lines) == 25
    scored = "mcr" if rules == "general" else rules
    for line, q in zip(lines, expected, strict=True):
        obj = json.loads(line)
        assert list(obj) == [
            "kind",
            "level",
            "seed",
            "rules",
            "hand",
            "situation",
            "answer",
            "answer_text",
        ]
        assert obj == q.to_dict() and obj["rules"] == scored
        sit = situation_from_json(obj["situation"])
        assert sit == q.situation
        assert obj["answer"] == score(Hand.parse(obj["hand"]), scored, sit).to_dict()
        assert obj["answer"]["win"] is True
        assert line == json.dumps(obj, ensure_ascii=False)


def test_json_lines_in_another_process():
    args = ["quiz", "--kind", "scoring", "--level", "2", "--count", "20", "--seed", "5"]
    for rules in ("mcr", "riichi"):
        done = subprocess.run(
            [sys.executable, "-m", "mjtrainer", *args, "--rules", rules, "--json"],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env=dict(os.environ, PYTHONHASHSEED="7", PYTHONIOENCODING="utf-8"),
        )
        assert done.returncode == 0 and done.stderr == ""
        assert done.stdout == quiz([*args[1:], "--rules", rules, "--json"])[1]


# --- the terminal quiz ---------------------------------------------------------------------------


def test_terminal_mcr_quiz(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    first, second = session("scoring", 3, 21, 2, "mcr")
    right = typed(first.expected_answer())
    stdin = "\n".join(["", right, "?", "abc", "82", "43"]) + "\n"  # then EOF at question 3
    status, text = quiz(
        ["--kind", "scoring", "--level", "3", "--count", "3", "--seed", "21", "--rules", "mcr"]
        + ["--db", str(db)],
        stdin,
        monkeypatch,
    )
    assert status == 0
    assert "(seed 21, rules mcr)" in text
    assert text.count("The fans (type their numbers") == 2  # once, then on '?'
    assert "43 无番和 Chicken Hand" in text
    assert "Type the fan numbers, e.g. 18 73 73" in text
    assert "'abc' is not a fan number: fans are numbered 1–81. Try again." in text
    assert "'82' is not a fan number" in text
    assert text.count("Correct!") == 1 and text.count("Not quite.") == 1
    # The wrong answer: Chicken Hand extra, every fan of the hand missed, the total.
    after = text[text.index("Not quite.") :]
    assert "extra   43 " in after
    for f in second.score.fans:
        assert f"missed  {f.fan.id:>2} " in after
    assert f"Total {second.score.total} fan (yours: 8)" in after
    # Level 3: the fans left out, and by which.
    assert text.count("Not counted (implied by a bigger fan):") == 2
    from mjtrainer.quiz import explain_scoring

    for e in explain_scoring(second).excluded:
        assert f"{e.fan.zh} {e.fan.en}, implied by {e.by.zh} {e.by.en}" in after
    assert "Answered 2: 1 right (50%)" in text
    with ProgressStore(db) as store:
        got = [
            (a.kind, a.level, a.seed, a.rules, a.hand, a.given, a.correct) for a in store.answers()
        ]
    assert got == [
        ("scoring", 3, first.seed, "mcr", str(first.hand), first.expected_answer().to_text(), True),
        ("scoring", 3, second.seed, "mcr", str(second.hand), "43", False),
    ]


def test_terminal_riichi_quiz(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    first, second = session("scoring", 3, 4, 2, "riichi")
    s1, s2 = first.score, second.score
    stdin = "\n".join([f"han {s1.han} fu {s1.fu}", "forty", f"{s2.han} {s2.fu + 10} 100"]) + "\n"
    status, text = quiz(
        ["--kind", "scoring", "--level", "3", "--count", "2", "--seed", "4", "--rules", "riichi"]
        + ["--db", str(db)],
        stdin,
        monkeypatch,
    )
    assert status == 0
    assert "Han and fu? " in text and "cannot read 'forty'" in text
    assert text.count("Correct!") == 1 and text.count("Not quite.") == 1
    after = text[text.index("Not quite.") :]
    assert f"Han     {s2.han}  (right)" in after
    assert f"Fu      {s2.fu}  (yours: {s2.fu + 10})" in after
    assert f"Points  {s2.points.total}  (yours: 100)" in after
    assert "Fu: base 20" in after
    for q in (first, second):
        sit = q.situation
        how = "by self-draw" if sit.self_drawn else "on a discard"
        assert f"Won       {tile_str(sit.win_tile)} ({tile_name(sit.win_tile)}) {how}" in text
        if sit.dora_indicators:
            assert f"Dora      indicators {format_tiles(sit.dora_indicators)}" in text
    with ProgressStore(db) as store:
        assert [(a.given, a.correct) for a in store.answers()] == [
            (f"han={s1.han} fu={s1.fu}", True),
            (f"han={s2.han} fu={s2.fu + 10} points=100", False),
        ]


def test_general_rules_say_the_quiz_scores_as_mcr(monkeypatch):
    status, text = quiz(
        ["--kind", "scoring", "--count", "1", "--seed", "1", "--no-save"], "q\n", monkeypatch
    )
    assert status == 0
    assert "(seed 1, rules mcr, as the general rules value no win)" in text
    assert "rules mcr, seed 1" in text


def test_a_missed_scoring_question_comes_back_for_review(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    missed = generate("scoring", 2, 40, "riichi")
    with ProgressStore(db) as store:  # long ago, so due now
        store.record(
            AnswerRecord(
                1000.0, "scoring", 2, 40, "riichi", str(missed.hand), "han=1 fu=20", False, 9000
            )
        )
    s = missed.score
    status, text = quiz(["--review", "--db", str(db)], f"{s.han} {s.fu}\n", monkeypatch)
    assert status == 0
    assert "Review: 1 missed questions are due." in text
    assert str(missed.hand) in text and "Correct!" in text
    with ProgressStore(db) as store:
        last = store.answers()[-1]
        assert (last.kind, last.seed, last.given, last.correct) == (
            "scoring",
            40,
            f"han={s.han} fu={s.fu}",
            True,
        )


def test_the_english_list_of_fans_fits_the_terminal_with_the_chinese_names(monkeypatch):
    """The fans' list wraps at 96 terminal columns where the Chinese names print beside the
    English: a Chinese character takes two columns, in English as in Chinese."""
    status, text = quiz(
        ["--kind", "scoring", "--rules", "mcr", "--count", "1", "--no-save", "--lang", "en"],
        "?\nq\n",
        monkeypatch,
    )
    listed = [line for line in text.splitlines() if "Big Four Winds" in line or line[:5] == " " * 5]
    assert status == 0 and "大四喜 Big Four Winds" in text
    assert listed and max(width(line) for line in listed) <= 96
