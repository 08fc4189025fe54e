"""``mjtrainer review LOG --keep`` and ``mjtrainer review --history`` (issue 27 §4): the
summary kept in the progress store the quiz uses (``$XDG_DATA_HOME``, or ``--db``), one row a
game and seat, the table in three languages and as JSON lines; and the weakest category in
the review's summary."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mjtrainer.cli import run
from mjtrainer.quiz.store import ProgressStore, default_path
from tests.game.handmade import riichi_log

REAL = Path(__file__).parents[1] / "game" / "data" / "real"
RANKED = REAL / "mjai-reviewer_ranked_game.json"  # its log id: 2019050417gm-0029-0000-4f2a8622
SMALL = REAL / "mjai-reviewer_double_kakan_then_chankan.json"


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    """No test may write to the real user's progress file."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))


def review(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = run(["review", *argv], stdout=out)
    return status, out.getvalue()


def test_keep_then_history_lists_each_game_and_seat_once(tmp_path, capsys):
    assert review(str(SMALL), "--keep", "--seat", "1")[0] == 0
    assert review(str(SMALL), "--keep", "--seat", "1")[0] == 0  # again: replaces
    status, text = review(str(RANKED), "--keep")
    assert status == 0
    assert f"Kept in {default_path()} (reviewed games: 2)." in text
    assert default_path() == tmp_path / "xdg" / "mjtrainer" / "progress.sqlite3"
    status, text = review("--history", "--json")
    assert status == 0
    rows = [json.loads(line) for line in text.splitlines()]
    assert [(r["game"][:7], r["seat"]) for r in rows] == [("sha256:", 1), ("tenhou:", 0)]
    assert rows[1]["game"] == "tenhou:2019050417gm-0029-0000-4f2a8622"
    assert rows[0]["player"] == "Bさん"
    with ProgressStore(default_path()) as store:
        assert [g.to_dict() for g in store.games()] == rows
    status, text = review("--history")
    lines = text.splitlines()
    assert lines[0] == "Reviewed games: 2"
    assert lines[1].split()[:3] == ["reviewed", "game", "seat"]
    assert "2019050417gm-0029-0000-4f2a8622" in lines[3] and "0 Aさん" in lines[3]
    assert rows[0]["game"][7:19] in lines[2]  # a content hash cut short
    assert lines[-1].startswith("  mean: ")


def test_the_kept_figures_are_the_reviews_summary():
    status, text = review(str(SMALL), "--json", "--keep", "--seat", "1")
    assert status == 0
    summary = json.loads(text.splitlines()[-1])  # --json prints its lines, nothing more
    assert summary["type"] == "summary"
    _, kept = review("--history", "--json")
    row = json.loads(kept)
    for key in ("decisions", "ev_lost", "ev_lost_per_decision", "agreement", "by_category"):
        assert row[key] == summary[key], key
    assert row["grades"] == summary["grades"] and row["weakest"] == summary["weakest"]


def test_the_summary_names_the_category_that_lost_the_most_points():
    _, text = review(str(RANKED), "--json")
    summary = json.loads(text.splitlines()[-1])
    most = max(summary["by_category"].items(), key=lambda kv: kv[1]["ev_lost"])
    assert summary["weakest"] == {"category": most[0], **most[1]}
    _, readable = review(str(RANKED))
    w = summary["weakest"]
    line = f"  most round EV lost: {w['category']}, {w['ev_lost']:,} in {w['decisions']} decisions"
    assert line in readable.splitlines()


@pytest.mark.parametrize(
    ("lang", "words"),
    [("zh_CN", ("失分最多：牌效", "次决策")), ("ja", ("最も失点した分野：牌効率", "回の選択"))],
)
def test_the_weakest_category_in_chinese_and_japanese(lang, words):
    _, text = review(str(RANKED), "--lang", lang)
    line = next(x for x in text.splitlines() if words[0] in x)
    assert words[1] in line


def test_a_game_without_losses_names_no_weakest_category(tmp_path):
    log = tmp_path / "game.mjson"
    log.write_text(riichi_log(), encoding="utf-8")
    _, text = review(str(log), "--json")
    summary = json.loads(text.splitlines()[-1])
    assert all(v["ev_lost"] == 0 for v in summary["by_category"].values())
    assert summary["weakest"] is None
    assert "most round EV lost" not in review(str(log))[1]


@pytest.mark.parametrize(
    ("lang", "empty", "header"),
    [
        ("en", "No reviewed games yet", "reviewed"),
        ("zh_CN", "还没有复盘过的对局", "复盘时间"),
        ("ja", "検討済みの対局はまだありません", "検討日時"),
    ],
)
def test_history_in_three_languages(lang, empty, header):
    status, text = review("--history", "--lang", lang)
    assert status == 0 and empty in text
    review(str(SMALL), "--keep")
    status, text = review("--history", "--lang", lang)
    assert status == 0 and text.splitlines()[1].split()[0] == header
    assert empty not in text


def test_db_names_the_store(tmp_path):
    db = tmp_path / "mine.sqlite3"
    assert review(str(SMALL), "--keep", "--db", str(db))[0] == 0
    assert not default_path().exists()
    _, text = review("--history", "--json", "--db", str(db))
    assert len(text.splitlines()) == 1
    assert review("--history", "--json")[1] == ""


def test_a_named_file_that_is_no_store_is_refused_and_left_as_it_is(tmp_path, capsys):
    mine = tmp_path / "notes.txt"
    mine.write_text("my notes\n")
    status, text = review(str(SMALL), "--keep", "--db", str(mine))
    err = capsys.readouterr().err
    assert status == 1 and "Summary:" in text  # the review is printed, only not kept
    assert "cannot use the progress file" in err and "left as it is" in err
    assert mine.read_text() == "my notes\n"
    assert review("--history", "--db", str(mine))[0] == 1


def test_a_corrupt_default_store_is_moved_aside_and_history_goes_on(capsys):
    path = default_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"garbage " * 100)
    status, text = review("--history")
    assert status == 0 and "No reviewed games yet" in text
    assert "was kept as" in capsys.readouterr().err
    assert list(path.parent.glob("progress.sqlite3.corrupt-*"))


@pytest.mark.parametrize(
    "argv",
    [["--history", str(SMALL)], ["--history", "--keep"], [], ["--keep"]],
)
def test_bad_arguments_exit_2(argv, capsys):
    assert review(*argv)[0] == 2
    assert "mjtrainer review: error:" in capsys.readouterr().err


def test_history_in_a_subprocess_honours_the_environment(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path / "x"), "HOME": str(tmp_path), "LANG": "C.UTF-8"}
    env["PYTHONIOENCODING"] = "utf-8"
    for argv in (["review", str(SMALL), "--keep", "--json"], ["review", "--history"]):
        done = subprocess.run(
            [sys.executable, "-m", "mjtrainer", *argv],
            env=env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            cwd=Path(__file__).parents[2],
            check=False,
        )
        assert done.returncode == 0, done.stderr
    assert (tmp_path / "x" / "mjtrainer" / "progress.sqlite3").exists()
    assert done.stdout.startswith("Reviewed games: 1\n")
