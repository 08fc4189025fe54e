"""``mjtrainer quiz``: the JSON lines match the generator; the terminal quiz grades, explains,
records, copes with bad input and ends cleanly at EOF."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.core import Hand, Rules, format_tiles, tile_str
from mjtrainer.quiz import (
    LEVELS,
    AnswerRecord,
    ProgressStore,
    explain_discard,
    generate,
    session,
)

# The tile quizzes; the scoring quiz's JSON has its own keys (test_cli_quiz_scoring.py).
# The defence and push-or-fold quizzes' too (below), riichi-or-dama and call-or-pass theirs
# (test_cli_quiz_choices.py).
ALL_LEVELS = [
    (lv.kind.value, lv.number)
    for lv in LEVELS
    if lv.kind.value not in ("scoring", "defence", "pushfold", "riichi", "call")
]


def quiz(argv, stdin_text="", monkeypatch=None):
    """Run ``mjtrainer quiz ...`` in process; returns (status, stdout text)."""
    out = io.StringIO()
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin_text))
    status = run(["quiz", *argv], stdout=out)
    return status, out.getvalue()


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    """No test may write to the real user's progress file."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))


# --- JSON lines --------------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "level"), ALL_LEVELS)
def test_json_lines_equal_the_generator(kind, level):
    status, text = quiz(
        ["--kind", kind, "--level", str(level), "--count", "40", "--seed", "7", "--json"]
    )
    assert status == 0
    lines = text.splitlines()
    assert len(lines) == 40
    expected = list(session(kind, level, 7, 40, "general"))
    hands = set()
    for line, q in zip(lines, expected, strict=True):
        obj = json.loads(line)
        keys = ["kind", "level", "rules", "hand", "answer"]
        assert list(obj) == keys + (["turn", "discards"] if kind == "discard" else [])
        assert obj == q.to_dict()
        assert obj == generate(kind, level, q.seed, "general").to_dict()
        assert obj["answer"] == [tile_str(t) for t in sorted(q.answer)]
        assert line == json.dumps(obj, ensure_ascii=False)
        hands.add(obj["hand"])
    assert len(hands) == 40
    assert (
        quiz(["--kind", kind, "--level", str(level), "--count", "40", "--seed", "7", "--json"])[1]
        == text
    )


def test_json_example_from_the_issue_shape():
    status, text = quiz(
        [
            "--kind",
            "waits",
            "--level",
            "3",
            "--count",
            "1",
            "--seed",
            "7",
            "--rules",
            "riichi",
            "--json",
        ]
    )
    obj = json.loads(text)
    assert status == 0 and obj["kind"] == "waits" and obj["level"] == 3
    assert obj["rules"] == "riichi"
    assert obj == generate("waits", 3, 7, "riichi").to_dict()


def test_json_from_the_command_line_in_another_process():
    args = ["quiz", "--kind", "discard", "--level", "2", "--count", "25", "--seed", "123", "--json"]
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONHASHSEED="99"),
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout == quiz(args[1:])[1]


# --- bad arguments -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--kind", "waits", "--level", "5"], "no level 5 for the waits quiz: choose 1–4"),
        (["--kind", "discard", "--level", "5"], "no level 5 for the discard quiz: choose 1–4"),
        (["--level", "0"], "argument --level: 0 is outside"),
        (["--count", "0"], "argument --count: 0 is outside"),
        (["--seed", "-1"], "argument --seed: -1 is outside"),
        (["--seed", "abc"], "argument --seed: 'abc' is not a whole number"),
        (["--kind", "tiles"], "argument --kind: invalid choice: 'tiles'"),
        (["--rules", "hk"], "argument --rules: invalid choice: 'hk'"),
    ],
)
def test_bad_arguments_give_a_message_not_a_traceback(argv, message, capsys):
    status, text = quiz([*argv, "--json"])
    err = capsys.readouterr().err
    assert status == 2
    assert message in err
    assert "Traceback" not in err + text
    assert text == ""


# --- the terminal quiz -------------------------------------------------------------------------


def answer_text(tiles):
    return "".join(tile_str(t) for t in tiles)


def test_terminal_waits_quiz_right_wrong_bad_input_then_eof(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    qs = list(session("waits", 3, 11, 5, "general"))
    first, second = qs[0], qs[1]
    wrong = [t for t in range(27) if t // 9 == second.answer[0] // 9 and t not in second.answer][
        :1
    ] + list(second.answer[1:])
    stdin = (
        "\n".join(
            [
                answer_text(first.answer),  # right
                "",  # empty: a hint, then asked again
                "12x",  # unreadable: a message, then asked again
                answer_text(wrong),  # wrong: one extra, one missed
            ]
        )
        + "\n"
    )  # then EOF in the middle of question 3
    status, text = quiz(
        ["--kind", "waits", "--level", "3", "--count", "5", "--seed", "11", "--db", str(db)],
        stdin,
        monkeypatch,
    )
    assert status == 0
    assert "Question 1/5" in text and "Question 3/5" in text and "Question 4/5" not in text
    assert text.count("Correct!") == 1 and text.count("Not quite.") == 1
    assert "Type tiles like 147m" in text
    assert "Cannot read '12x': unknown suit letter 'x' at position 3" in text
    assert f"Missed: {tile_str(second.answer[0])}" in text
    assert f"Extra:  {tile_str(wrong[0])}" in text
    # The explanation: every wait of the first question with a decomposition of its hand.
    assert text.count("each wait and the complete hand it makes") == 2
    assert "Answered 2: 1 right (50%)" in text
    assert f"Saved 2 answers to {db}" in text
    assert "Traceback" not in text
    with ProgressStore(db) as store:
        got = store.answers()
    assert [(a.kind, a.level, a.seed, a.hand, a.correct) for a in got] == [
        ("waits", 3, first.seed, str(first.hand), True),
        ("waits", 3, second.seed, str(second.hand), False),
    ]
    assert all(a.time_ms is not None and a.time_ms >= 0 for a in got)
    assert got[1].given == format_tiles(wrong)


def test_terminal_explanation_shows_decompositions(monkeypatch):
    q = generate("waits", 1, 0)
    status, text = quiz(
        ["--kind", "waits", "--level", "1", "--count", "1", "--seed", "0", "--no-save", "--ascii"],
        "-\n",
        monkeypatch,
    )
    assert status == 0
    for w in q.report.waits:
        assert f"    {tile_str(w.tile)} " in text
    from mjtrainer.cli.output import decomposition_text
    from mjtrainer.quiz import explain_waits

    for e in explain_waits(q):
        for d in e.decompositions:
            assert decomposition_text(d) in text
    assert "Right:  -" in text and "Answered 1: 0 right" in text


def test_terminal_discard_quiz(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    q1, q2 = session("discard", 1, 5, 2, "general")
    absent = next(t for t in range(34) if q1.hand.counts[t] == 0)
    worst = q2.report.discards[-1]
    stdin = (
        "\n".join(
            [
                tile_str(absent),  # not in the hand
                tile_str(q1.hand.tiles()[0]) + tile_str(q1.hand.tiles()[-1]),  # two tiles
                tile_str(q1.answer[0]),  # right
                tile_str(worst.discard),  # wrong
            ]
        )
        + "\n"
    )
    status, text = quiz(
        ["--kind", "discard", "--level", "1", "--count", "2", "--seed", "5", "--db", str(db)],
        stdin,
        monkeypatch,
    )
    assert status == 0
    assert f"{tile_str(absent)} is not in the hand. Try again." in text
    assert "Pick one tile to discard, not 2. Try again." in text
    assert "Correct!" in text and "Not quite." in text
    assert f"You threw {tile_str(worst.discard)}" in text
    assert "Discard table (best first; chances by the last draw from turn 1)" in text
    with ProgressStore(db) as store:
        assert [(a.seed, a.given, a.correct) for a in store.answers()] == [
            (q1.seed, tile_str(q1.answer[0]), True),
            (q2.seed, tile_str(worst.discard), False),
        ]


def test_discard_json_has_the_turn_and_every_chance_to_win():
    args = ["--kind", "discard", "--level", "4", "--count", "5", "--seed", "9", "--json"]
    status, text = quiz(args)
    assert status == 0
    order = [tile_str(t) for t in range(34)]
    for line in text.splitlines():
        obj = json.loads(line)
        assert obj["turn"] == 1
        chances = {d["discard"]: d["win_prob"] for d in obj["discards"] if d["searched"]}
        top = max(chances.values())
        assert set(obj["answer"]) == {t for t, p in chances.items() if p >= top - 0.005}
        assert obj["answer"] == sorted(obj["answer"], key=order.index)
        # Shape choices: the first discard (most effective tiles) is not among the right ones.
        assert obj["discards"][0]["discard"] not in obj["answer"]


def pct(p: float | None) -> str:
    return "-" if p is None else f"{100 * p:.1f}"


def test_terminal_discard_explanation_shows_the_chances(monkeypatch):
    (q,) = session("discard", 4, 9, 1, "general")
    ex = explain_discard(q)
    lead = ex.tile_leader.lookahead
    best = ex.best.lookahead
    status, text = quiz(
        ["--kind", "discard", "--level", "4", "--count", "1", "--seed", "9", "--no-save"],
        tile_str(lead.discard) + "\n",
        monkeypatch,
    )
    assert status == 0 and "Not quite." in text
    assert f"Best: {' '.join(tile_str(t) for t in q.answer)}  (the best chance to win" in text
    assert (
        f"{tile_str(lead.discard)} has the most tiles now, but {tile_str(best.discard)} wins "
        f"more often: {pct(best.win_prob)}% against {pct(lead.win_prob)}%." in text
    )
    assert "chances by the last draw from turn 1" in text
    rows = [
        [c for c in line.split() if c not in ("best", "you")]
        for line in text.splitlines()
        if line.startswith("    ")
    ]
    for row in ex.rows:
        expected = [
            tile_str(row.option.discard),
            str(row.option.shanten),
            str(row.option.effective_count),
            pct(row.lookahead.tenpai_prob),
            pct(row.lookahead.win_prob),
        ]
        assert any(r[:5] == expected for r in rows), expected
    # The table runs from the best chance to win down.
    shown = [r[0] for r in rows if r and r[0] in {tile_str(x.option.discard) for x in ex.rows}]
    assert shown == [tile_str(x.option.discard) for x in ex.rows]


def test_quit_and_immediate_eof(monkeypatch):
    status, text = quiz(["--count", "3", "--seed", "1", "--no-save"], "q\n", monkeypatch)
    assert status == 0 and "No questions answered." in text
    status, text = quiz(["--count", "3", "--seed", "1", "--no-save"], "", monkeypatch)
    assert status == 0 and "No questions answered." in text


def test_no_save_writes_nothing_and_default_path_is_used_otherwise(tmp_path, monkeypatch):
    default = tmp_path / "xdg" / "mjtrainer" / "progress.sqlite3"
    quiz(["--count", "1", "--seed", "1", "--no-save"], "1m\n", monkeypatch)
    assert not default.exists()
    status, text = quiz(["--count", "1", "--seed", "1"], "1m\n", monkeypatch)
    assert status == 0 and default.exists()
    with ProgressStore(default) as store:
        assert len(store.answers()) == 1


def test_a_corrupt_default_database_is_moved_aside_and_the_quiz_goes_on(tmp_path, monkeypatch):
    db = tmp_path / "xdg" / "mjtrainer" / "progress.sqlite3"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"garbage" * 50)
    status, text = quiz(["--count", "1", "--seed", "1"], "1m\n", monkeypatch)
    assert status == 0
    assert "is not a progress database" in text and ".corrupt-" in text
    assert "Saved 1 answer" in text
    kept = list(db.parent.glob("progress.sqlite3.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"garbage" * 50


def _foreign_sqlite(path):
    import sqlite3

    db = sqlite3.connect(path)
    db.execute("CREATE TABLE photos (name TEXT)")
    db.execute("INSERT INTO photos VALUES ('cat.jpg')")
    db.commit()
    db.close()


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda p: p.write_text("export PATH=$HOME/bin:$PATH\n"), "is not a progress database"),
        (_foreign_sqlite, "holds data that is not mjtrainer's (tables photos"),
    ],
)
def test_a_file_named_with_db_is_refused_and_left_untouched(tmp_path, monkeypatch, make, said):
    chosen = tmp_path / "bashrc"
    make(chosen)
    os.utime(chosen, ns=(1_600_000_000_000_000_000,) * 2)
    st = chosen.stat()
    data = chosen.read_bytes()
    status, text = quiz(["--count", "1", "--seed", "1", "--db", str(chosen)], "1m\n", monkeypatch)
    assert status == 0
    assert f"Progress will not be saved: {chosen} {said}" in text
    assert "it was left as it is" in text and "Choose another file with --db" in text
    assert "Answered 1" in text and "These answers were not saved." in text
    assert chosen.read_bytes() == data
    assert (chosen.stat().st_ino, chosen.stat().st_mtime_ns) == (st.st_ino, st.st_mtime_ns)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bashrc"]


def test_an_unusable_database_path_only_warns(tmp_path, monkeypatch):
    status, text = quiz(["--count", "1", "--seed", "1", "--db", str(tmp_path)], "1m\n", monkeypatch)
    assert status == 0
    assert "Progress will not be saved" in text and "Answered 1" in text
    assert "it is a folder, not a regular file" in text
    assert tmp_path.is_dir() and not list(tmp_path.glob("*.corrupt-*"))


def test_review_session_asks_the_missed_questions(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    missed = generate("waits", 2, 40)
    right = generate("waits", 2, 41)
    with ProgressStore(db) as store:  # long ago, so due now whatever today's date
        store.record(
            AnswerRecord(1000.0, "waits", 2, 40, "general", str(missed.hand), "", False, 9000)
        )
        store.record(
            AnswerRecord(
                1000.0,
                "waits",
                2,
                41,
                "general",
                str(right.hand),
                answer_text(right.answer),
                True,
                9000,
            )
        )
    status, text = quiz(
        ["--review", "--db", str(db)], answer_text(missed.answer) + "\n", monkeypatch
    )
    assert status == 0
    assert "Review: 1 missed questions are due." in text
    assert str(missed.hand) in text and str(right.hand) not in text
    assert "Correct!" in text
    with ProgressStore(db) as store:
        assert store.answers()[-1].correct and store.answers()[-1].seed == 40
        assert store.reviews(2000.0) == []  # answered right: next due a day later
    status, text = quiz(["--review", "--db", str(db)], "", monkeypatch)
    # Answered right just now: the next review is a day away.
    assert status == 0 and "Nothing is due for review now." in text


def test_an_old_discard_answer_comes_back_graded_by_the_chance_to_win(tmp_path, monkeypatch):
    # Stored by the old rule (most effective tiles): 7p was wrong, 6m right.
    db = tmp_path / "p.sqlite3"
    hand = "6777m33379p78s555z"
    with ProgressStore(db) as store:
        store.record(AnswerRecord(1000.0, "discard", 3, 12, "general", hand, "7p", False, 9000))
    status, text = quiz(["--review", "--db", str(db), "--ascii"], "7p\n", monkeypatch)
    assert status == 0 and "Review: 1 missed questions are due." in text
    assert "Correct!" in text and "Best: 7p 9p" in text
    assert "6m has the most tiles now, but 7p wins more often" in text
    with ProgressStore(db) as store:
        assert [(a.given, a.correct) for a in store.answers()] == [("7p", False), ("7p", True)]


def test_terminal_quiz_in_a_subprocess(tmp_path):
    q = generate("waits", 4, 3)
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mjtrainer",
            "quiz",
            "--kind",
            "waits",
            "--level",
            "4",
            "--count",
            "2",
            "--seed",
            "3",
        ],
        input=answer_text(q.answer) + "\nzz\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "Correct!" in done.stdout and "Cannot read 'zz'" in done.stdout
    assert "Answered 1: 1 right (100%)" in done.stdout
    assert (tmp_path / "mjtrainer" / "progress.sqlite3").exists()


def test_a_bad_byte_at_the_prompt_asks_again(tmp_path, monkeypatch):
    q = generate("waits", 1, 0)
    typed = b"1m\xff\n" + b"9" * 100_000 + b"\n" + answer_text(q.answer).encode() + b"\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(typed), encoding="utf-8"))
    out = io.StringIO()
    status = run(["quiz", "--count", "1", "--seed", "0", "--no-save", "--ascii"], stdout=out)
    text = out.getvalue()
    assert status == 0
    assert (
        "1m\ufffd\n  Cannot read that answer: it is not valid UTF-8 (byte 0xFF at byte 3)." in text
    )
    assert (
        "9" * 60 + "…\n  Cannot read that answer: it is longer than 4096 bytes. Try again." in text
    )
    assert "9" * 61 not in text
    assert "Correct!" in text and "Answered 1: 1 right" in text


def test_a_bad_byte_at_the_prompt_in_a_real_process(tmp_path):
    q = generate("waits", 1, 0)
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path), PYTHONIOENCODING="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "quiz", "--count", "1", "--seed", "0", "--ascii"],
        input=b"\xc3\n" + answer_text(q.answer).encode() + b"\n",
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == b""
    text = done.stdout.decode("utf-8")
    assert "Cannot read that answer: it is not valid UTF-8 (byte 0xC3 at byte 1)" in text
    assert "Correct!" in text and "Saved 1 answer" in text


def test_a_db_path_that_is_not_utf8_is_printed_not_a_crash(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path), PYTHONIOENCODING="utf-8")
    db = os.fsencode(tmp_path) + b"/p\xff.sqlite3"
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "quiz", "--count", "1", "--seed", "0", "--db", db],
        input=b"1m\n",
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == b""
    assert "Saved 1 answer to " in done.stdout.decode("utf-8")
    assert os.path.exists(db)


# --- a progress file another process keeps locked ----------------------------------------------


class _Typing(io.StringIO):
    """Typed answers; ``on_line[n]`` runs just before line n (1-based) is read."""

    def __init__(self, text, on_line):
        super().__init__(text)
        self.on_line = on_line
        self.read = 0

    def readline(self, size=-1):
        self.read += 1
        if self.read in self.on_line:
            self.on_line[self.read]()
        return super().readline(size)


def _locked(db):
    """Another connection holding the write lock of ``db`` (as a second quiz, mid-write)."""
    import sqlite3

    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


@pytest.fixture
def short_busy_timeout(monkeypatch):
    from mjtrainer.quiz import progress_file

    monkeypatch.setattr(progress_file, "BUSY_TIMEOUT_MS", 50)


def test_an_answer_written_while_locked_is_kept_and_written_later(
    tmp_path, monkeypatch, short_busy_timeout
):
    db = tmp_path / "p.sqlite3"
    ProgressStore(db).close()
    other = _locked(db)
    stdin = _Typing("1m\n2m\n", {2: lambda: other.execute("COMMIT")})
    monkeypatch.setattr(sys, "stdin", stdin)
    out = io.StringIO()
    status = run(["quiz", "--count", "2", "--seed", "4", "--db", str(db)], stdout=out)
    text = out.getvalue()
    assert status == 0
    assert text.count(f"Could not save the answer to {db} yet (database is locked)") == 1
    assert f"Saved 2 answers to {db}." in text
    other.close()
    with ProgressStore(db) as store:
        assert [a.seed for a in store.answers()] == [
            q.seed for q in session("waits", 1, 4, 2, "general")
        ]


def test_answers_that_cannot_be_written_by_the_end_are_reported(
    tmp_path, monkeypatch, short_busy_timeout
):
    db = tmp_path / "p.sqlite3"
    ProgressStore(db).close()
    other = _locked(db)
    monkeypatch.setattr(sys, "stdin", io.StringIO("1m\n2m\n"))
    out = io.StringIO()
    status = run(["quiz", "--count", "2", "--seed", "4", "--db", str(db)], stdout=out)
    text = out.getvalue()
    assert status == 1
    assert f"2 answers could not be saved to {db} (database is locked): they are NOT saved." in text
    assert "Saved" not in text and "Traceback" not in text
    other.execute("COMMIT")
    other.close()
    with ProgressStore(db) as store:
        assert store.answers() == []


def test_a_database_deleted_during_the_quiz_is_said_and_started_anew(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"

    def delete():
        for p in tmp_path.glob("p.sqlite3*"):
            p.unlink()

    monkeypatch.setattr(sys, "stdin", _Typing("1m\n2m\n3m\n", {2: delete}))
    out = io.StringIO()
    status = run(["quiz", "--count", "3", "--seed", "4", "--db", str(db)], stdout=out)
    text = out.getvalue()
    assert status == 0
    assert text.count(f"The progress file {db} was removed or replaced while the quiz ran") == 1
    assert f"Saved 2 answers to {db}." in text
    assert "Traceback" not in text
    with ProgressStore(db) as store:
        assert [a.seed for a in store.answers()] == [
            q.seed for q in session("waits", 1, 4, 3, "general")
        ][1:]


def test_a_dangling_link_as_db_is_refused_and_its_target_not_made(tmp_path, monkeypatch):
    link = tmp_path / "p.sqlite3"
    target = tmp_path / "nowhere" / "p.sqlite3"
    target.parent.mkdir()
    link.symlink_to(target)
    status, text = quiz(["--count", "1", "--seed", "1", "--db", str(link)], "1m\n", monkeypatch)
    assert status == 0
    assert f"it is a link to {target}, which does not exist" in text
    assert not target.exists() and link.is_symlink()


def test_a_broken_quiz_command_fails_loudly():
    """The quiz command is registered directly: if its module cannot be imported, the command
    line says so (an ImportError), instead of quietly offering no quiz (as an old try/except
    around the import once did)."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['mjtrainer.cli.quiz'] = None\n"
        "from mjtrainer.cli import run\n"
        "run(['quiz', '--help'])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode != 0
    assert "ModuleNotFoundError" in done.stderr and "mjtrainer.cli.quiz" in done.stderr


# --- the defence quiz ---------------------------------------------------------------------------


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_defence_json_lines(level):
    argv = ["--kind", "defence", "--level", str(level), "--count", "3", "--seed", "2", "--json"]
    status, text = quiz(argv)
    assert status == 0
    lines = [json.loads(line) for line in text.splitlines()]
    expected = list(session("defence", level, 2, 3))
    assert lines == [q.to_dict() for q in expected]
    for obj in lines:
        assert {"hand", "opponents", "answer", "discards", "riichi_hands"} <= set(obj)
        assert all(set(o) >= {"seat", "pond", "riichi", "melds"} for o in obj["opponents"])
        riichis = [o for o in obj["opponents"] if o["riichi"] is not None]
        assert len(riichis) == (2 if level == 4 else 1) == len(obj["riichi_hands"])
        low = min(d["danger"]["chance"] for d in obj["discards"])
        assert obj["answer"] == sorted(
            (d["discard"] for d in obj["discards"] if d["danger"]["chance"] == low),
            key=lambda t: (t[1], t[0]),
        )


def test_terminal_defence_quiz(tmp_path, monkeypatch):
    db = tmp_path / "p.sqlite3"
    q1, q2 = session("defence", 2, 3, 2)
    absent = next(t for t in range(34) if q1.hand.counts[t] == 0)
    worst = q2.dangers[-1]
    stdin = "\n".join([tile_str(absent), tile_str(q1.answer[0]), tile_str(worst.tile)]) + "\n"
    argv = ["--kind", "defence", "--level", "2", "--count", "2", "--seed", "3", "--db", str(db)]
    status, text = quiz(argv, stdin, monkeypatch)
    assert status == 0
    assert "Safest tile? " in text and f"{tile_str(absent)} is not in the hand." in text
    assert "Correct!" in text and "Not quite." in text
    riichi = next(p for p in q1.table.ponds if p.riichi is not None)
    assert f"seat {riichi.seat}, riichi:" in text
    assert "[" + tile_str(riichi.tiles[riichi.riichi]) + "]" in text
    assert f"You threw {tile_str(worst.tile)}: {100 * worst.chance:.1f}% to deal in" in text
    assert "Suji of" in text  # the reason the safest tile is safe
    for q in (q1, q2):
        for r in q.riichi_hands:
            waits = " ".join(tile_str(t) for t in r.waits)
            assert f"Seat {r.seat}'s riichi hand: {r.hand}  waiting on {waits}" in text
    with ProgressStore(db) as store:
        assert [(a.kind, a.seed, a.given, a.correct) for a in store.answers()] == [
            ("defence", q1.seed, tile_str(q1.answer[0]), True),
            ("defence", q2.seed, tile_str(worst.tile), False),
        ]


# --- the push-or-fold quiz ----------------------------------------------------------------------


def test_pushfold_json_lines():
    argv = ["--kind", "pushfold", "--level", "1", "--count", "2", "--seed", "2", "--json"]
    status, text = quiz(argv)
    assert status == 0
    lines = [json.loads(line) for line in text.splitlines()]
    assert lines == [q.to_dict() for q in session("pushfold", 1, 2, 2)]
    for obj in lines:
        top = max(d["round_ev"] for d in obj["discards"])
        assert obj["answer"]
        assert all(
            top - d["round_ev"] <= 101 for d in obj["discards"] if d["discard"] in obj["answer"]
        )
        assert obj["fold"]["tiles"] and obj["riichi_hands"]


@pytest.mark.parametrize(("lang", "prompt", "each"), [
    ("en", "Push which tile, or fold? ", "Each throw, best round EV first"),
    ("zh_CN", "打哪张进攻，还是弃和（fold）？ ", "每种打法，本局期望高的在前"),
])  # fmt: skip
def test_terminal_pushfold_quiz_folds_with_a_word(tmp_path, monkeypatch, lang, prompt, each):
    db = tmp_path / "p.sqlite3"
    (q,) = session("pushfold", 1, 2, 1)
    argv = ["--kind", "pushfold", "--level", "1", "--count", "1", "--seed", "2", "--db", str(db),
            "--lang", lang]  # fmt: skip
    status, text = quiz(argv, "fold\n", monkeypatch)
    assert status == 0
    assert prompt in text and each in text
    for r in q.riichi_hands:
        assert str(r.hand) in text
    safest = tile_str(q.fold[0])
    with ProgressStore(db) as store:
        ((kind, given, correct),) = [(a.kind, a.given, a.correct) for a in store.answers()]
    assert (kind, given) == ("pushfold", safest)
    assert correct == (q.fold[0] in q.answer)


# --- red fives ---------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["waits", "discard"])
def test_riichi_questions_show_their_red_fives(kind):
    """Under riichi (red fives 3) some dealt fives are red, written 0m/0p/0s; with
    --red-fives 0 none is."""
    args = ["--kind", kind, "--rules", "riichi", "--count", "12", "--seed", "1", "--json"]
    status, out = quiz(args)
    assert status == 0
    hands = [json.loads(line)["hand"] for line in out.splitlines()]
    assert any("0" in h for h in hands)
    status, out = quiz([*args, "--red-fives", "0"])
    assert status == 0
    assert not any("0" in json.loads(line)["hand"] for line in out.splitlines())


def test_the_terminal_quiz_shows_a_red_five_and_grades_it_as_a_five(monkeypatch):
    rules = Rules.preset("riichi")
    seed = next(s for s in range(100) if generate("waits", 1, s, rules).hand.red)
    q = generate("waits", 1, seed, rules)
    status, out = quiz(
        ["--rules", "riichi", "--count", "1", "--seed", str(seed), "--no-save", "--ascii"],
        answer_text(q.answer) + "\n",
        monkeypatch,
    )
    assert status == 0
    assert f"  {q.hand}\n" in out and "0" in str(q.hand)
    assert "Right" in out


def test_a_card_from_a_game_comes_back_in_the_terminal_review(tmp_path, monkeypatch):
    """A card (its position, its rules' options) is asked and graded in ``--review`` like
    the window asks it, and the answer lands on the card's own identity."""
    from mjtrainer.quiz.cards import GameCard, card_question, card_record

    rules = Rules.preset("riichi").with_riichi_options(open_tanyao=False)
    card = GameCard.of(Hand.parse("234456p3488s1z [678m]"), (31,), 5, rules)
    db = tmp_path / "p.sqlite3"
    with ProgressStore(db) as store:
        store.record(card_record(card, 1000.0))  # long ago: due now
    q = card_question(card)
    status, text = quiz(["--review", "--db", str(db)], answer_text(q.answer) + "\n", monkeypatch)
    assert status == 0
    assert "Review: 1 missed questions are due." in text and str(card.hand) in text
    assert "discard from your games, turn 5, rules riichi (open_tanyao=off)" in text
    assert "seen outside the hand: 5z" in text
    with ProgressStore(db) as store:
        last = store.answers()[-1]
        assert last.hand == card.text and last.given == "1z" and last.correct
        assert store.reviews(2000.0) == []
