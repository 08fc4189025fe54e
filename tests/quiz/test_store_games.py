"""The reviewed games in the progress store (issue 27 §4): one row a game and seat, the later
review replacing the earlier, a v2 store (main's) migrated with its answers kept, a broken
row or file never a crash; and a game's identity."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from mjtrainer.game import read_game, to_mjai, to_tenhou6_json
from mjtrainer.game.read import game_id
from mjtrainer.game.review import Category, review_game, weakest
from mjtrainer.quiz.store import (
    SCHEMA_VERSION,
    ProgressFileRefused,
    ProgressStore,
    RecoveryReason,
    ReviewedGame,
)

T0 = 1_750_000_000.0
REAL = Path(__file__).parents[1] / "game" / "data" / "real"


def played(
    game: str = "sha256:ab", seat: int = 0, at: float = T0, per: float | None = 120.0
) -> ReviewedGame:
    return ReviewedGame(
        game,
        seat,
        at,
        "Aさん",
        10,
        1200.0,
        per,
        0.7,
        {"best": 7, "good": 1, "doubtful": 1, "mistake": 1},
        {"efficiency": (6, 300.0), "push/fold": (4, 900.0)},
    )


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "data" / "progress.sqlite3"


def test_a_game_round_trips(db_path):
    g = played()
    with ProgressStore(db_path) as store:
        assert store.games() == []
        assert store.record_game(g)
    with ProgressStore(db_path) as store:
        assert store.games() == [g]
        assert store.games()[0].weakest is not None
        assert store.games()[0].weakest.category == "push/fold"


def test_the_same_game_and_seat_counts_once_the_later_review_kept(db_path):
    with ProgressStore(db_path) as store:
        store.record_game(played(at=T0, per=120.0))
        store.record_game(played(at=T0 + 60, per=80.0))  # reviewed again: replaces
        store.record_game(played(seat=1, at=T0 + 30))  # another seat: its own row
        store.record_game(played(game="tenhou:x", at=T0 + 10))  # another game
        assert not store.record_game(played(at=T0 - 100, per=999.0))  # older: kept out
        rows = store.games()
    assert [(r.game, r.seat, r.at) for r in rows] == [
        ("tenhou:x", 0, T0 + 10),
        ("sha256:ab", 1, T0 + 30),
        ("sha256:ab", 0, T0 + 60),
    ]
    assert rows[-1].ev_lost_per_decision == 80.0


# A progress file as main's code (schema v2) writes it: this literal is v2's schema.
V2_SCHEMA = """
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    answered_at REAL NOT NULL,
    kind TEXT NOT NULL,
    level INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    rules TEXT NOT NULL,
    hand TEXT NOT NULL,
    given TEXT NOT NULL,
    correct INTEGER NOT NULL,
    time_ms INTEGER
);
CREATE INDEX answers_time ON answers (answered_at);
CREATE INDEX answers_item ON answers (kind, level, seed, rules, hand);
PRAGMA user_version = 2;
"""


def write_v2(path: Path, extra: str = "") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.executescript(V2_SCHEMA + extra)
    db.executemany(
        "INSERT INTO answers (answered_at, kind, level, seed, rules, hand, given, correct, "
        "time_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (T0, "waits", 1, 7, "general", "23m456p789s11122z", "1m4m", 1, 900),
            (T0 + 60, "discard", 2, 8, "riichi", "123m456p789s11z23s5z", "5z", 0, None),
        ],
    )
    db.commit()
    db.close()


def test_a_store_written_by_main_keeps_its_answers_and_gains_the_games_table(db_path):
    write_v2(db_path)
    with ProgressStore(db_path) as store:  # a file the user named: refused if not usable
        assert store.recovered_from is None and store.schema_version == SCHEMA_VERSION == 3
        answers = store.answers()
        assert [(a.at, a.kind, a.given, a.correct, a.time_ms) for a in answers] == [
            (T0, "waits", "1m4m", True, 900),
            (T0 + 60, "discard", "5z", False, None),
        ]
        assert store.games() == []
        store.record_game(played())
    with ProgressStore(db_path) as store:  # opened again: nothing moved, both kept
        assert len(store.answers()) == 2 and len(store.games()) == 1
    assert not list(db_path.parent.glob("*.corrupt-*"))


def test_a_v2_file_holding_a_games_table_is_not_ours(db_path):
    write_v2(db_path, "CREATE TABLE games (x);")
    with pytest.raises(ProgressFileRefused) as e:
        ProgressStore(db_path)
    assert e.value.code == RecoveryReason.FOREIGN.value
    with ProgressStore(db_path, recover=True) as store:
        assert store.recovery_reason is RecoveryReason.FOREIGN
        assert store.games() == [] and store.answers() == []


def test_a_v3_file_with_a_foreign_games_table_is_moved_aside(db_path):
    with ProgressStore(db_path) as store:
        store.record_game(played())
    db = sqlite3.connect(db_path)
    db.executescript("DROP TABLE games; CREATE TABLE games (game TEXT, score REAL);")
    db.close()
    with ProgressStore(db_path, recover=True) as store:
        assert store.recovery_reason is RecoveryReason.FOREIGN
        assert "games table has columns game, score" in store.recovery_detail
        assert store.games() == []


def test_a_corrupt_store_with_games_never_crashes(db_path):
    with ProgressStore(db_path) as store:
        store.record_game(played())
    data = bytearray(db_path.read_bytes())
    data[100:] = b"\xff" * (len(data) - 100)  # the header kept, every page wiped
    db_path.write_bytes(bytes(data))
    for side in ("-wal", "-shm"):
        db_path.with_name(db_path.name + side).unlink(missing_ok=True)
    with ProgressStore(db_path, recover=True) as store:
        assert store.recovered_from is not None
        assert store.games() == []
        store.record_game(played())
        assert len(store.games()) == 1


def test_a_row_that_no_longer_reads_is_left_out(db_path):
    with ProgressStore(db_path) as store:
        store.record_game(played())
        store.record_game(played(game="sha256:cd"))
    db = sqlite3.connect(db_path)
    db.execute("UPDATE games SET by_category = '{not json' WHERE game = 'sha256:cd'")
    db.execute("UPDATE games SET grades = '[1, 2]' WHERE game = 'sha256:ab' AND seat = 0")
    db.execute("INSERT INTO games VALUES ('x', 0, 1.0, '', 1, 0, NULL, NULL, '{}', ?)",
               (json.dumps({"efficiency": ["many", 1]}),))  # fmt: skip
    db.commit()
    db.close()
    with ProgressStore(db_path) as store:
        assert store.games() == []


# --- what a row holds ---------------------------------------------------------------------------


def test_a_review_becomes_a_row_with_its_summary_figures():
    game = read_game((REAL / "mjai-reviewer_double_kakan_then_chankan.json").read_bytes())
    review = review_game(game, 1)
    row = ReviewedGame.of(review, T0)
    s = review.summary
    assert (row.game, row.seat, row.at, row.player) == (game_id(game), 1, T0, "Bさん")
    assert row.decisions == s.decisions and row.ev_lost == s.ev_lost
    assert row.ev_lost_per_decision == s.ev_lost_per_decision and row.agreement == s.agreement
    assert sum(row.grades.values()) == sum(s.grades.values())
    assert row.by_category == {c.value: v for c, v in s.by_category.items()}
    assert row.weakest == s.weakest
    assert row.to_dict()["weakest"] == review.summary.to_dict()["weakest"]


def test_a_game_is_known_by_its_log_id_else_by_its_content():
    ranked = (REAL / "mjai-reviewer_ranked_game.json").read_bytes()
    assert game_id(read_game(ranked)) == "tenhou:2019050417gm-0029-0000-4f2a8622"
    plain = read_game((REAL / "mjai-reviewer_confusing_nakis_0.json").read_bytes())
    ident = game_id(plain)
    assert ident.startswith("sha256:") and len(ident) == len("sha256:") + 64
    # written as tenhou.net/6 again, the log keeps its id
    again = read_game(to_tenhou6_json(read_game(ranked)))
    assert game_id(again) == "tenhou:2019050417gm-0029-0000-4f2a8622"
    # the same game in another format (and so another file) is the same game
    assert game_id(read_game(to_mjai(plain))) == ident
    other = read_game((REAL / "mjai-reviewer_confusing_nakis_1.json").read_bytes())
    assert game_id(other) != ident


@pytest.mark.parametrize("ref", ["", "a b", "x" * 81, 12, None, ["2019"], "../etc"])
def test_a_ref_that_is_no_log_id_is_not_taken(ref):
    data = json.loads((REAL / "mjai-reviewer_ranked_game.json").read_text(encoding="utf-8"))
    data["ref"] = ref
    game = read_game(json.dumps(data))
    assert game.ref is None and game_id(game).startswith("sha256:")


def test_the_weakest_category_is_where_most_points_went():
    assert weakest({}) is None
    assert weakest({"efficiency": (5, 0.4)}) is None  # not a whole point lost anywhere
    w = weakest({"efficiency": (23, 3555.9), "push/fold": (6, 1800.0), "call": (12, 2975.8)})
    assert w is not None and (w.category, w.decisions, round(w.ev_lost)) == ("efficiency", 23, 3556)
    # ties: the one with more decisions, then the categories' order
    assert weakest({"value": (2, 500.0), "push/fold": (3, 500.0)}).category == "push/fold"
    tied = weakest({Category.CALL: (2, 500.0), Category.VALUE: (2, 500.0)})
    assert tied is not None and tied.category == "value"
