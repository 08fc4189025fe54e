"""Progress storage: round trip, migration, recovery from bad files, concurrent writers,
statistics and the review queue over simulated days."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
import threading
from datetime import UTC, date, timedelta, timezone

import pytest

from mjtrainer.core import Hand
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.quiz import DAY, REVIEW_AFTER_MISS, generate, grade, make_question
from mjtrainer.quiz.store import (
    SCHEMA_VERSION,
    AnswerRecord,
    ItemKey,
    PendingAnswers,
    ProgressError,
    ProgressFileRefused,
    ProgressStore,
    RecoveryReason,
    default_path,
)

T0 = 1_750_000_000.0  # 2025-06-15 15:06:40 UTC


def rec(
    at: float,
    correct: bool = True,
    *,
    kind: str = "waits",
    level: int = 1,
    seed: int = 1,
    ms: int | None = 1000,
    hand: str = "23m456p789s11122z",
) -> AnswerRecord:
    return AnswerRecord(
        at, kind, level, seed, "general", hand, "1m4m" if correct else "1m", correct, ms
    )


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "data" / "progress.sqlite3"


def test_round_trip(db_path):
    records = [rec(T0 + i, i % 3 != 0, seed=i, ms=500 + i) for i in range(10)]
    records.append(rec(T0 + 100, kind="discard", level=3, ms=None))
    with ProgressStore(db_path) as store:
        assert db_path.exists() and store.recovered_from is None and store.message is None
        ids = store.record_many(records[:5])
        assert len(set(ids)) == 5
        for r in records[5:]:
            store.record(r)
        assert store.schema_version == SCHEMA_VERSION == 3
    with ProgressStore(db_path) as store:
        assert store.answers() == records
        assert store.answers(kind="discard") == records[-1:]
        assert store.answers(kind="waits", level=1) == records[:-1]
        mode = sqlite3.connect(db_path).execute("PRAGMA journal_mode").fetchone()[0]
        assert mode == "wal"


def test_record_from_a_question(db_path):
    q = generate("waits", 2, 5)
    g = grade(q, q.answer[:1])
    r = AnswerRecord.of(q, g, 4321, T0)
    assert (r.kind, r.level, r.seed, r.rules, r.hand) == ("waits", 2, 5, "general", str(q.hand))
    assert r.correct is False and r.time_ms == 4321
    from mjtrainer.core import Hand

    assert Hand.parse(r.given).tiles() == q.answer[:1]
    assert r.item == ItemKey("waits", 2, 5, "general", str(q.hand))
    with ProgressStore(db_path) as store:
        store.record(r)
        assert store.answers() == [r]


def test_a_failed_batch_writes_nothing(db_path):
    with ProgressStore(db_path) as store:
        store.record(rec(T0))
        bad = AnswerRecord(T0, None, 1, 1, "general", "1m", "", True)  # type: ignore[arg-type]
        with pytest.raises(sqlite3.IntegrityError):
            store.record_many([rec(T0 + 1), bad])
        assert len(store.answers()) == 1
        store.record(rec(T0 + 2))  # the connection is still usable
        assert len(store.answers()) == 2


# --- schema versions ---------------------------------------------------------------------------

V1_SCHEMA = """
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    answered_at REAL NOT NULL,
    kind TEXT NOT NULL,
    level INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    rules TEXT NOT NULL,
    hand TEXT NOT NULL,
    given TEXT NOT NULL,
    correct INTEGER NOT NULL
);
CREATE INDEX answers_time ON answers (answered_at);
PRAGMA user_version = 1;
"""


def write_v1(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.executescript(V1_SCHEMA)
    db.executemany(
        "INSERT INTO answers (answered_at, kind, level, seed, rules, hand, given, "
        "correct) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    db.commit()
    db.close()


def test_migrates_a_v1_file(db_path):
    rows = [
        (T0, "waits", 1, 7, "general", "23m456p789s11122z", "1m4m", 1),
        (T0 + 60, "discard", 2, 8, "riichi", "123m456p789s11z23s5z", "5z", 0),
    ]
    write_v1(db_path, rows)
    with ProgressStore(db_path) as store:
        assert store.recovered_from is None
        assert store.schema_version == SCHEMA_VERSION
        old = store.answers()
        assert [
            (a.at, a.kind, a.level, a.seed, a.rules, a.hand, a.given, int(a.correct)) for a in old
        ] == rows
        assert all(a.time_ms is None for a in old)
        assert store.totals().average_ms is None  # v1 answers have no time
        store.record(rec(T0 + 120, ms=3000))
        assert store.totals().average_ms == 3000
        assert store.totals().answered == 3
    db = sqlite3.connect(db_path)
    cols = [r[1] for r in db.execute("PRAGMA table_info(answers)")]
    indexes = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    db.close()
    assert cols[-1] == "time_ms" and "answers_item" in indexes
    with ProgressStore(db_path) as store:  # opening again changes nothing
        assert len(store.answers()) == 3 and store.recovered_from is None
    assert not list(db_path.parent.glob("*.corrupt-*"))


def test_a_v1_file_with_other_columns_is_kept_aside_unmigrated(db_path):
    db_path.parent.mkdir(parents=True)
    db = sqlite3.connect(db_path)
    db.executescript(
        "CREATE TABLE answers (id INTEGER PRIMARY KEY, score REAL);"
        "INSERT INTO answers (score) VALUES (1.5); PRAGMA user_version = 1;"
    )
    db.commit()
    db.close()
    with ProgressStore(db_path, recover=True) as store:
        assert store.recovery_reason is RecoveryReason.FOREIGN
        moved = store.recovered_from
        assert store.answers() == []
    kept = sqlite3.connect(moved)
    assert [r[1] for r in kept.execute("PRAGMA table_info(answers)")] == ["id", "score"]
    assert kept.execute("SELECT score FROM answers").fetchall() == [(1.5,)]
    kept.close()


# --- files that are not ours -------------------------------------------------------------------


def fixed_clock():
    return T0


def test_a_corrupt_file_is_moved_aside(db_path):
    db_path.parent.mkdir(parents=True)
    junk = b"this is not a database, just some words\n" * 200
    db_path.write_bytes(junk)
    store = ProgressStore(db_path, clock=fixed_clock, recover=True)
    moved = store.recovered_from
    assert moved is not None and moved.parent == db_path.parent
    assert moved.name.startswith("progress.sqlite3.corrupt-2025061")
    assert moved.read_bytes() == junk  # kept, not wiped
    assert store.recovery_reason is RecoveryReason.NOT_SQLITE
    msg = store.message
    assert msg is not None
    assert str(db_path) in msg and str(moved) in msg and "not a progress database" in msg
    store.record(rec(T0))
    assert len(store.answers()) == 1
    store.close()
    with ProgressStore(db_path, recover=True) as again:  # the new file is fine next time
        assert again.recovered_from is None and len(again.answers()) == 1


def test_a_damaged_sqlite_file_is_moved_aside(db_path):
    with ProgressStore(db_path, recover=True) as store:
        store.record_many(rec(T0 + i, hand="1m" + "x" * 200) for i in range(300))
    data = bytearray(db_path.read_bytes())
    assert len(data) > 4 * 4096
    data[4096 + 8 : 3 * 4096] = b"\xff" * (3 * 4096 - 4096 - 8)  # trash the table's pages
    db_path.write_bytes(bytes(data))
    with ProgressStore(db_path, clock=fixed_clock, recover=True) as store:
        assert store.recovery_reason is RecoveryReason.CORRUPT
        assert store.recovered_from is not None
        assert store.recovered_from.read_bytes() == bytes(data)
        assert "is damaged" in (store.message or "")
        assert store.answers() == []


def test_a_foreign_sqlite_database_is_moved_aside(db_path):
    db_path.parent.mkdir(parents=True)
    db = sqlite3.connect(db_path)
    db.executescript(
        "CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT);"
        "INSERT INTO photos (name) VALUES ('cat.jpg');"
    )
    db.commit()
    db.close()
    with ProgressStore(db_path, recover=True) as store:
        assert store.recovery_reason is RecoveryReason.FOREIGN
        assert "photos" in (store.message or "")
        moved = store.recovered_from
        assert store.schema_version == SCHEMA_VERSION
    kept = sqlite3.connect(moved)
    assert kept.execute("SELECT name FROM photos").fetchall() == [("cat.jpg",)]
    kept.close()


def test_unknown_tables_next_to_ours_are_foreign(db_path):
    write_v1(db_path, [])
    db = sqlite3.connect(db_path)
    db.execute("CREATE TABLE extra (x)")
    db.commit()
    db.close()
    with ProgressStore(db_path, recover=True) as store:
        assert store.recovery_reason is RecoveryReason.FOREIGN
        assert "extra" in store.recovery_detail


def test_a_newer_schema_is_moved_aside_not_downgraded(db_path):
    with ProgressStore(db_path, recover=True) as store:
        store.record(rec(T0))
    db = sqlite3.connect(db_path)
    db.execute("PRAGMA user_version = 9")
    db.commit()
    db.close()
    with ProgressStore(db_path, recover=True) as store:
        assert store.recovery_reason is RecoveryReason.NEWER
        assert "newer version" in (store.message or "")
        assert store.answers() == []
        moved = store.recovered_from
    kept = sqlite3.connect(moved)
    assert kept.execute("PRAGMA user_version").fetchone()[0] == 9
    assert kept.execute("SELECT COUNT(*) FROM answers").fetchone()[0] == 1
    kept.close()


def test_recoveries_in_the_same_second_get_distinct_names(db_path):
    db_path.parent.mkdir(parents=True)
    names = set()
    for i in range(3):
        db_path.write_bytes(b"junk %d" % i * 100)
        with ProgressStore(db_path, clock=fixed_clock, recover=True) as store:
            names.add(store.recovered_from)
    assert len(names) == 3 and all(p is not None and p.exists() for p in names)


def test_a_stale_journal_goes_with_the_bad_file(db_path):
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"junk" * 100)
    wal = db_path.with_name(db_path.name + "-wal")
    wal.write_bytes(b"old wal")
    with ProgressStore(db_path, clock=fixed_clock, recover=True) as store:
        moved = store.recovered_from
        assert moved is not None
        assert moved.with_name(moved.name + "-wal").read_bytes() == b"old wal"
        store.record(rec(T0))
        assert len(store.answers()) == 1


def test_an_unopenable_path_is_an_error_not_a_recovery(tmp_path):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    with pytest.raises(ProgressError, match="cannot open"):
        ProgressStore(folder)
    assert folder.is_dir() and not list(tmp_path.glob("*.corrupt-*"))
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ProgressError, match="cannot create the folder"):
        ProgressStore(blocker / "sub" / "progress.sqlite3")


# --- two sessions at once ----------------------------------------------------------------------


def test_two_connections_write_concurrently(db_path):
    a = ProgressStore(db_path)
    b = ProgressStore(db_path)
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def write(store: ProgressStore, level: int) -> None:
        try:
            start.wait()
            for i in range(200):
                store.record(rec(T0 + i, level=level, seed=i))
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [
        threading.Thread(target=write, args=(a, 1)),
        threading.Thread(target=write, args=(b, 2)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    for store in (a, b):
        assert store.totals().answered == 400
        assert store.totals(level=1).answered == 200
        assert store.totals(level=2).answered == 200
    a.close()
    b.close()


def test_two_stores_opening_a_v1_file_migrate_it_once(db_path):
    write_v1(db_path, [(T0, "waits", 1, 7, "general", "1m", "1m", 1)])
    a = ProgressStore(db_path)
    b = ProgressStore(db_path)
    assert a.schema_version == b.schema_version == SCHEMA_VERSION
    assert a.recovered_from is None and b.recovered_from is None
    b.record(rec(T0 + 1))
    assert len(a.answers()) == 2
    a.close()
    b.close()


# --- statistics --------------------------------------------------------------------------------


def test_totals_daily_accuracy_and_streak(db_path):
    with ProgressStore(db_path) as store:
        assert store.totals().accuracy is None and store.streak() == 0 and store.daily() == []
        day = DAY
        store.record_many(
            [
                rec(T0, True, ms=1000),
                rec(T0 + 60, False, ms=3000),
                rec(T0 + day, True, ms=2000),
                rec(T0 + day + 60, True, kind="discard", level=2, ms=4000),
                rec(T0 + 2 * day, True, ms=None),
                rec(T0 + 2 * day + 60, True, ms=6000),
            ]
        )
        t = store.totals()
        assert (t.answered, t.correct) == (6, 5)
        assert t.accuracy == pytest.approx(5 / 6)
        assert t.average_ms == pytest.approx((1000 + 3000 + 2000 + 4000 + 6000) / 5)
        assert store.totals(kind="discard").answered == 1
        daily = store.daily(kind="waits", level=1, tz=UTC)
        assert [(d.day, d.answered, d.correct) for d in daily] == [
            (date(2025, 6, 15), 2, 1),
            (date(2025, 6, 16), 1, 1),
            (date(2025, 6, 17), 2, 2),
        ]
        assert daily[0].accuracy == 0.5 and daily[0].average_ms == 2000
        assert daily[2].average_ms == 6000  # the untimed answer is left out of the mean
        every = store.daily(tz=UTC)
        assert [(d.day, d.kind, d.level) for d in every] == [
            (date(2025, 6, 15), "waits", 1),
            (date(2025, 6, 16), "discard", 2),
            (date(2025, 6, 16), "waits", 1),
            (date(2025, 6, 17), "waits", 1),
        ]
        # A day boundary somewhere else moves answers to other days.
        shifted = store.daily(kind="waits", tz=timezone(-timedelta(hours=16)))
        assert shifted[0].day == date(2025, 6, 14)
        assert store.streak() == 4
        assert store.streak(kind="discard") == 1
        store.record(rec(T0 + 3 * day, False))
        assert store.streak() == 0
        assert store.streak(kind="discard") == 1


def test_most_missed(db_path):
    with ProgressStore(db_path) as store:
        store.record_many(
            [
                rec(T0, False, seed=1),
                rec(T0 + 1, False, seed=1),
                rec(T0 + 2, True, seed=1),
                rec(T0 + 3, False, seed=2),
                rec(T0 + 4, True, seed=3),
                rec(T0 + 5, False, seed=4, kind="discard"),
            ]
        )
        top = store.most_missed()
        assert [(m.item.seed, m.item.kind, m.misses, m.answers) for m in top] == [
            (1, "waits", 2, 3),
            (4, "discard", 1, 1),
            (2, "waits", 1, 1),
        ]
        assert top[0].last_at == T0 + 2
        assert [m.item.seed for m in store.most_missed(limit=1)] == [1]
        assert [m.item.seed for m in store.most_missed(kind="waits")] == [1, 2]


def test_review_queue_over_simulated_days(db_path):
    """A learner misses a question, then answers it whenever it is due."""
    with ProgressStore(db_path) as store:
        store.record(rec(T0, True, seed=9))  # answered right: never in review
        store.record(rec(T0, False, seed=1))
        assert store.reviews(T0 + REVIEW_AFTER_MISS - 1) == []
        due = store.reviews(T0 + REVIEW_AFTER_MISS)
        assert [(d.item.seed, d.due_at, d.misses) for d in due] == [(1, T0 + REVIEW_AFTER_MISS, 1)]
        now = T0 + REVIEW_AFTER_MISS
        gaps = []
        for _ in range(5):  # answer it right each time it is due
            store.record(rec(now, True, seed=1))
            day = 0
            while not store.reviews(now + day * DAY):
                day += 1
                assert day < 100
            gaps.append(day)
            now += day * DAY
        assert gaps == [1, 3, 7, 14, 30]
        store.record(rec(now, False, seed=1))  # forgotten: back soon
        assert store.reviews(now + REVIEW_AFTER_MISS)[0].misses == 2
        assert store.reviews(now + REVIEW_AFTER_MISS - 1) == []


def test_review_queue_order_and_filters(db_path):
    with ProgressStore(db_path) as store:
        store.record_many(
            [
                rec(T0, False, seed=1),
                rec(T0 + 100, False, seed=2, kind="discard", level=3),
                rec(T0 + 50, False, seed=3),
                rec(T0 + 60, True, seed=3),  # right once since: due a day later
            ]
        )
        now = T0 + 2 * DAY
        assert [d.item.seed for d in store.reviews(now)] == [1, 2, 3]
        assert [d.item.seed for d in store.reviews(now, kind="waits")] == [1, 3]
        assert [d.item.seed for d in store.reviews(now, limit=1)] == [1]
        assert [d.item.seed for d in store.reviews(T0 + DAY)] == [1, 2]


def test_default_path_follows_xdg(monkeypatch, tmp_path):
    import sys

    if sys.platform in ("win32", "darwin"):
        pytest.skip("XDG applies to Linux and other Unix")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "mjtrainer" / "progress.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_path().parts[-4:] == (".local", "share", "mjtrainer", "progress.sqlite3")


# --- a file the caller did not allow to be recovered -------------------------------------------

OLD_MTIME_NS = 1_600_000_000_000_000_000  # 2020: any write would move it to now


def make_text(path):
    path.write_text("export PATH=$HOME/bin:$PATH\nalias ll='ls -l'\n")


def make_foreign_sqlite(path):
    db = sqlite3.connect(path)
    db.executescript("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT);")
    db.execute("INSERT INTO photos (name) VALUES ('cat.jpg')")
    db.commit()
    db.close()


def make_foreign_wal_sqlite(path):
    make_foreign_sqlite(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = WAL")
    db.close()


def make_damaged_ours(path):
    with ProgressStore(path) as store:
        store.record_many(rec(T0 + i, hand="1m" + "x" * 200) for i in range(300))
    data = bytearray(path.read_bytes())
    data[4096 + 8 : 3 * 4096] = b"\xff" * (3 * 4096 - 4096 - 8)
    path.write_bytes(bytes(data))


def make_newer_ours(path):
    with ProgressStore(path) as store:
        store.record(rec(T0))
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 9")
    db.commit()
    db.close()


def snapshot(path):
    """What must not change: the bytes, the inode, the time of the last write, and the folder
    (no journal, WAL or moved-aside copy appears next to it)."""
    st = path.stat()
    return (
        path.read_bytes(),
        st.st_ino,
        st.st_mtime_ns,
        sorted(p.name for p in path.parent.iterdir()),
    )


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (make_text, RecoveryReason.NOT_SQLITE),
        (make_foreign_sqlite, RecoveryReason.FOREIGN),
        (make_foreign_wal_sqlite, RecoveryReason.FOREIGN),
        (make_damaged_ours, RecoveryReason.CORRUPT),
        (make_newer_ours, RecoveryReason.NEWER),
    ],
)
def test_without_recover_a_bad_file_is_refused_and_left_untouched(tmp_path, make, reason):
    path = tmp_path / "chosen.db"
    make(path)
    os.utime(path, ns=(OLD_MTIME_NS, OLD_MTIME_NS))
    before = snapshot(path)
    with pytest.raises(ProgressFileRefused) as refused:
        ProgressStore(path)
    assert refused.value.code == reason.value
    assert refused.value.params["path"] == str(path)
    assert str(path) in str(refused.value) and "left as it is" in str(refused.value)
    assert snapshot(path) == before


def test_with_recover_the_same_files_are_moved_aside(tmp_path):
    for n, make in enumerate((make_text, make_foreign_sqlite, make_damaged_ours, make_newer_ours)):
        path = tmp_path / f"progress{n}.sqlite3"
        make(path)
        data = path.read_bytes()
        with ProgressStore(path, recover=True) as store:
            assert store.recovered_from is not None
            assert store.recovered_from.read_bytes() == data
            assert store.answers() == []


def test_an_empty_file_is_an_empty_database_not_a_foreign_one(tmp_path):
    path = tmp_path / "made-by-mktemp"
    path.touch()
    inode = path.stat().st_ino
    with ProgressStore(path) as store:
        store.record(rec(T0))
        assert store.recovered_from is None
    assert path.stat().st_ino == inode
    with ProgressStore(path) as store:
        assert len(store.answers()) == 1


def test_a_fifo_is_refused_even_when_recovery_is_allowed(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    # Someone writes into it, so a reader that opens it does not block.
    keep = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
    try:
        os.write(keep, b"not a database at all\n")
        inode = fifo.stat().st_ino
        for recover in (False, True):
            with pytest.raises(ProgressError, match="not a regular file"):
                ProgressStore(fifo, recover=recover)
        assert stat.S_ISFIFO(fifo.stat().st_mode) and fifo.stat().st_ino == inode
        assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]
    finally:
        os.close(keep)


def test_a_device_is_refused_even_when_recovery_is_allowed(tmp_path):
    dev = tmp_path / "null"
    try:  # a private twin of /dev/null: the real one is never pointed at
        os.mknod(dev, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        with open(dev, "rb") as f:
            f.read(1)
    except OSError:
        pytest.skip("cannot make or open a device node here (needs root, no nodev)")
    for recover in (False, True):
        with pytest.raises(ProgressError, match="not a regular file"):
            ProgressStore(dev, recover=recover)
    assert stat.S_ISCHR(dev.stat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null"]


def make_foreign_sqlite_with_a_hot_wal(path):
    """A foreign WAL database copied while its writer still had it open: the copy has a
    ``-wal`` with the last commit in it and no ``-shm`` (nobody has the copy open)."""
    live = path.with_name("live.db")
    db = sqlite3.connect(live)
    db.execute("PRAGMA journal_mode = WAL")
    db.executescript("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT);")
    db.execute("INSERT INTO photos (name) VALUES ('cat.jpg')")
    db.commit()
    path.write_bytes(live.read_bytes())
    wal = live.with_name(live.name + "-wal")
    path.with_name(path.name + "-wal").write_bytes(wal.read_bytes())
    db.close()
    for p in live.parent.glob("live.db*"):
        p.unlink()


def test_a_refused_file_with_a_wal_beside_it_gets_no_shm_or_other_side_file(tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    path = folder / "chosen.db"
    make_foreign_sqlite_with_a_hot_wal(path)
    wal = path.with_name(path.name + "-wal")
    assert wal.stat().st_size > 0 and not path.with_name(path.name + "-shm").exists()
    os.utime(path, ns=(OLD_MTIME_NS, OLD_MTIME_NS))
    before = snapshot(path)
    wal_before = wal.read_bytes()
    with pytest.raises(ProgressFileRefused) as refused:
        ProgressStore(path)
    # The photos table is only in the WAL: it was read, not ignored.
    assert refused.value.code == RecoveryReason.FOREIGN.value
    assert "photos" in refused.value.params["detail"]
    assert snapshot(path) == before
    assert wal.read_bytes() == wal_before


def test_a_wal_beside_our_own_file_is_read_before_it_is_opened(tmp_path):
    """Our file with its last answers still in a leftover WAL: checked (without side files)
    and then opened, the answers are there."""
    live = tmp_path / "live.db"
    with ProgressStore(live) as store:
        store.record(rec(T0))
        copy = tmp_path / "copy.db"
        copy.write_bytes(live.read_bytes())
        copy.with_name("copy.db-wal").write_bytes(live.with_name("live.db-wal").read_bytes())
    with ProgressStore(copy) as store:
        assert store.answers() == [rec(T0)]


@pytest.mark.parametrize("recover", [False, True])
def test_a_dangling_symlink_is_refused_and_its_target_not_created(tmp_path, recover):
    target = tmp_path / "gone" / "progress.sqlite3"
    target.parent.mkdir()
    link = tmp_path / "progress.sqlite3"
    link.symlink_to(target)
    with pytest.raises(ProgressFileRefused) as refused:
        ProgressStore(link, recover=recover)
    assert refused.value.code == "dangling-link"
    assert refused.value.params["path"] == str(link)
    assert refused.value.params["target"] == str(target)
    assert str(target) in str(refused.value)
    assert link.is_symlink() and not target.exists()
    assert list(target.parent.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gone", "progress.sqlite3"]


def test_a_symlink_to_a_progress_file_is_followed(tmp_path):
    target = tmp_path / "real.sqlite3"
    with ProgressStore(target) as store:
        store.record(rec(T0))
    link = tmp_path / "link.sqlite3"
    link.symlink_to(target)
    with ProgressStore(link) as store:
        store.record(rec(T0 + 1))
    with ProgressStore(target) as store:
        assert len(store.answers()) == 2


@pytest.mark.parametrize("recover", [False, True])
@pytest.mark.parametrize("side_files_too", [False, True])
def test_a_file_deleted_while_open_is_started_anew_and_later_answers_kept(
    db_path, recover, side_files_too
):
    store = ProgressStore(db_path, recover=recover)
    try:
        store.record(rec(T0))
        assert store.restarted == 0
        db_path.unlink()
        if side_files_too:  # the file and its WAL, as a file manager would
            for p in db_path.parent.iterdir():
                p.unlink()
        store.record(rec(T0 + 1, seed=2))
        assert store.restarted == 1
        store.record(rec(T0 + 2, seed=3))
        assert store.restarted == 1
        assert [a.seed for a in store.answers()] == [2, 3]
    finally:
        store.close()
    with ProgressStore(db_path) as again:
        assert [a.seed for a in again.answers()] == [2, 3]


def test_a_file_replaced_while_open_is_opened_again(db_path):
    with ProgressStore(db_path) as store:
        store.record(rec(T0))
        other = db_path.with_name("other.sqlite3")
        with ProgressStore(other) as elsewhere:
            elsewhere.record(rec(T0 + 5, seed=9))
        for suffix in ("", "-wal", "-shm"):
            db_path.with_name(db_path.name + suffix).unlink(missing_ok=True)
        os.replace(other, db_path)
        assert [a.seed for a in store.answers()] == [9]
        assert store.restarted == 1


# --- several processes opening a fresh file at once --------------------------------------------

RACE_CHILD = """
import sys
from mjtrainer.quiz.store import AnswerRecord, ProgressStore
path, who, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print("ready", flush=True)
sys.stdin.readline()  # the go signal: every process opens the file at the same moment
with ProgressStore(path, recover=True) as store:
    for i in range(n):
        store.record(
            AnswerRecord(1e9 + i, "waits", 1, who * 1000 + i, "general", "1m", "", True, 1)
        )
"""


def race_round(folder, processes=4, answers=15):
    """``processes`` processes open one fresh progress file together (the app's own file, so
    recovery is allowed) and each records ``answers`` answers: all must land in that file."""
    path = folder / "progress.sqlite3"
    children = [
        subprocess.Popen(
            [sys.executable, "-c", RACE_CHILD, str(path), str(who), str(answers)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for who in range(processes)
    ]
    try:
        for c in children:
            assert c.stdout is not None and c.stdout.readline() == "ready\n"
        for c in children:
            assert c.stdin is not None
            c.stdin.write("go\n")
            c.stdin.flush()
        for c in children:
            _, err = c.communicate(timeout=120)
            assert c.returncode == 0, err
    finally:
        for c in children:
            c.kill() if c.poll() is None else None
    assert sorted(p.name for p in folder.glob("*.corrupt-*")) == []
    with ProgressStore(path) as store:
        seeds = sorted(a.seed for a in store.answers())
    assert seeds == sorted(who * 1000 + i for who in range(processes) for i in range(answers))


def test_processes_opening_a_fresh_file_together_lose_nothing(tmp_path):
    for n in range(3):
        race_round(tmp_path / f"round{n}")


def test_a_file_opened_while_another_store_creates_it_waits_and_is_not_moved(tmp_path, monkeypatch):
    """The race above, made certain: one store is stopped inside its creation, after the
    tables and the schema version are written but before they are committed, and a second
    store opens the same fresh file then. The second must wait for the whole schema, never see
    tables without their version (which looks foreign and moves the live file aside)."""
    path = tmp_path / "progress.sqlite3"
    inside, go_on = threading.Event(), threading.Event()
    check_columns = ProgressStore._check_columns

    def paused(self, db, version):
        if threading.current_thread().name == "creator":
            inside.set()
            assert go_on.wait(10)
        check_columns(self, db, version)

    monkeypatch.setattr(ProgressStore, "_check_columns", paused)
    made: list[ProgressStore] = []
    creator = threading.Thread(
        target=lambda: made.append(ProgressStore(path, recover=True)), name="creator"
    )
    creator.start()
    assert inside.wait(10)
    threading.Timer(0.3, go_on.set).start()  # the creator commits while the second one waits
    with ProgressStore(path, recover=True) as second:
        second.record(rec(T0, seed=7))
    creator.join(10)
    assert not creator.is_alive() and len(made) == 1
    made[0].record(rec(T0 + 1, seed=8))
    made[0].close()
    assert sorted(p.name for p in tmp_path.glob("*.corrupt-*")) == []
    with ProgressStore(path) as store:
        assert sorted(a.seed for a in store.answers()) == [7, 8]


@pytest.mark.slow
def test_processes_opening_a_fresh_file_together_lose_nothing_many_rounds(tmp_path):
    for n in range(40):
        race_round(tmp_path / f"round{n}")


# --- answers waiting to be written -------------------------------------------------------------


def test_pending_answers_survive_a_locked_file_and_keep_their_order(db_path, monkeypatch):
    from mjtrainer.quiz import progress_file

    monkeypatch.setattr(progress_file, "BUSY_TIMEOUT_MS", 50)
    store = ProgressStore(db_path)
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another process, mid-write for longer than the timeout
    pending = PendingAnswers()
    pending.add(rec(T0, seed=1))
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        pending.write_to(store)
    assert len(pending) == 1
    pending.add(rec(T0 + 1, seed=2))
    with pytest.raises(sqlite3.OperationalError):
        pending.write_to(store)
    other.execute("COMMIT")
    other.close()
    assert pending.write_to(store) == 2 and len(pending) == 0
    assert pending.write_to(store) == 0
    assert [a.seed for a in store.answers()] == [1, 2]
    store.close()


def test_an_old_discard_answer_loads_and_its_review_is_graded_by_the_chance_to_win(db_path):
    # 6777m 333p 79p 78s 555z, once a close call (level 3): the old rule took 6m (24 effective
    # tiles) and marked 7p (22) wrong. Graded by the chance to win 7p is right, 6m is not.
    hand = "6777m33379p78s555z"
    with ProgressStore(db_path) as store:
        store.record(AnswerRecord(T0, "discard", 3, 12, "general", hand, "7p", False, 5000))
        store.record(AnswerRecord(T0 + 1, "discard", 3, 13, "general", hand, "6m", True, 4000))
    with ProgressStore(db_path) as store:  # the stored progress loads as it was written
        assert [(a.given, a.correct) for a in store.answers(kind="discard")] == [
            ("7p", False),
            ("6m", True),
        ]
        (due,) = store.reviews(T0 + 2 * DAY)
    item = due.item
    q = make_question(item.kind, item.level, Hand.parse(item.hand), item.rules, item.seed)
    assert (q.seed, q.level, str(q.hand)) == (12, 3, hand)
    assert grade(q, parse_tiles("7p")).correct
    assert not grade(q, parse_tiles("6m")).correct


def test_a_write_waiting_for_a_lock_stops_soon_when_told(db_path):
    """Closing: a write waiting on another process's lock gives up within a slice, not after
    the whole busy timeout (issue 19 §5.5)."""
    import threading
    import time

    store = ProgressStore(db_path)
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    errors: list[BaseException] = []

    def write() -> None:
        try:
            store.record(rec(T0, seed=1))
        except sqlite3.OperationalError as e:
            errors.append(e)

    writer = threading.Thread(target=write)
    writer.start()
    time.sleep(0.3)  # the writer is waiting now
    t = time.monotonic()
    store.stop_waiting()
    writer.join(5)
    assert not writer.is_alive() and time.monotonic() - t < 1.0
    assert len(errors) == 1
    other.execute("COMMIT")
    other.close()
    store.keep([rec(T0, seed=1), rec(T0 + 1, seed=2)])
    store.keep([rec(T0 + 1, seed=2)])  # kept twice: stored once
    assert store.write_kept() == 2
    assert [a.seed for a in store.answers()] == [1, 2]
    assert not store.kept_path.exists()
    store.close()
