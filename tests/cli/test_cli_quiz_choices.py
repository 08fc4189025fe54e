"""``mjtrainer quiz --kind riichi|call`` (issue 27 §5): the JSON lines are the questions, and the
terminal quiz takes a choice's word in English, Chinese or Japanese, grades it by the round EV
and stores the English word."""

from __future__ import annotations

import io
import json
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.quiz import ProgressStore, session


def quiz(argv, stdin_text, monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin_text))
    return run(["quiz", *argv], stdout=out), out.getvalue()


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


@pytest.mark.parametrize("kind", ["riichi", "call"])
def test_json_lines_are_the_questions(kind, monkeypatch):
    argv = ["--kind", kind, "--level", "2", "--count", "2", "--seed", "4", "--json"]
    status, text = quiz(argv, "", monkeypatch)
    assert status == 0
    lines = [json.loads(line) for line in text.splitlines()]
    assert lines == [q.to_dict() for q in session(kind, 2, 4, 2)]


@pytest.mark.parametrize(("lang", "riichi", "dama", "each"), [
    ("en", "riichi", "dama", "Both ways"),
    ("zh_CN", "立直", "默听", "两种打法"),
    ("ja", "リーチ", "ダマ", "二つの選択"),
])  # fmt: skip
def test_terminal_riichi_quiz_takes_the_word_of_its_language(
    tmp_path, monkeypatch, lang, riichi, dama, each
):
    db = tmp_path / "p.sqlite3"
    (q,) = session("riichi", 1, 3, 1)
    typed = {"riichi": riichi, "dama": dama}
    wrong = next(r.word for r in q.rows if r.word not in q.answer)
    argv = ["--kind", "riichi", "--level", "1", "--count", "1", "--seed", "3", "--db", str(db),
            "--lang", lang]  # fmt: skip
    status, text = quiz(argv, f"nonsense\n{typed[wrong]}\n", monkeypatch)
    assert status == 0 and each in text
    assert text.count(riichi) >= 2 and dama in text  # the prompt, the rows
    with ProgressStore(db) as store:
        ((kind, given, correct),) = [(a.kind, a.given, a.correct) for a in store.answers()]
    assert (kind, given, correct) == ("riichi", wrong, False)


@pytest.mark.parametrize(
    ("lang", "pass_word"), [("en", "pass"), ("zh_CN", "不鸣"), ("ja", "スルー")]
)
def test_terminal_call_quiz_passes_or_calls_by_its_kind(tmp_path, monkeypatch, lang, pass_word):
    db = tmp_path / "p.sqlite3"
    (q,) = session("call", 1, 1, 1)
    argv = ["--kind", "call", "--level", "1", "--count", "2", "--seed", "1", "--db", str(db),
            "--lang", lang]  # fmt: skip
    second = session("call", 1, 1, 2)
    (_, q2) = list(second)
    call = next(w for w in q2.choices if w != "pass")
    status, text = quiz(argv, f"{pass_word}\n{call}\n", monkeypatch)
    assert status == 0 and pass_word in text
    with ProgressStore(db) as store:
        answers = [(a.given, a.correct) for a in store.answers()]
    assert answers == [("pass", "pass" in q.answer), (call, call in q2.answer)]


def test_a_riichi_card_from_a_review_is_asked_in_the_review_session(tmp_path, monkeypatch):
    from pathlib import Path

    from mjtrainer.game import read_game
    from mjtrainer.game.review import review_game, scoring_rules
    from mjtrainer.quiz.cards import GameCard, card_record

    path = Path(__file__).parent.parent / "game/data/real/mjai-reviewer_confusing_nakis_6.json"
    game = read_game(path.read_text(encoding="utf-8"))
    d = next(c for r in review_game(game, 0).rounds for c in r.choices if c.kind == "riichi")
    card = GameCard.of_choice(d, scoring_rules(game))
    db = tmp_path / "p.sqlite3"
    with ProgressStore(db) as store:
        store.record(card_record(card, 0.0))
    status, text = quiz(["--review", "--db", str(db)], f"{d.played.action}\n", monkeypatch)
    assert status == 0 and "Riichi or dama? " in text and "Both ways" in text
    with ProgressStore(db) as store:
        answered = [(a.kind, a.hand, a.given, a.correct) for a in store.answers() if a.given]
    assert answered == [("riichi", card.text, d.played.action, d.grade == "best")]
