"""Quiz progress kept in SQLite: every answer, accuracy over time, streaks, the questions missed
most, and the review queue (spaced repetition, see :func:`mjtrainer.quiz.schedule.next_review`).

The caller passes the path (the app asks QStandardPaths, the CLI uses the XDG data directory)
and says whether a bad file there may be recovered. Only the app's own progress file may be:
one that is not a usable progress database (not SQLite, corrupt, someone else's tables, a newer
schema) is then moved aside to ``<name>.corrupt-<timestamp>`` and a fresh database started; the
store says so in :attr:`ProgressStore.recovered_from` and :attr:`ProgressStore.message`.
A file the user named (``mjtrainer quiz --db``) is never moved: such a file is refused with
:class:`ProgressFileRefused` and left as it was, byte for byte (it is only read, through a
read-only connection). Anything but a regular file (a folder, a device, a pipe) is refused
either way. Nothing is ever deleted.

Several stores (two quiz sessions, the window and the command line) may write one file at
once: the database runs in WAL mode with a busy timeout, and every write is one transaction.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime, tzinfo
from enum import Enum
from pathlib import Path
from types import TracebackType

from ..core.errors import CodedError, Wording
from ..core.tiles import format_tiles
from .generate import Question
from .grade import Grade
from .schedule import Attempt, next_review

#: The schema this code writes. v1: answers without their time taken; v2 adds ``time_ms`` and
#: an index on the question identity.
SCHEMA_VERSION = 2
#: The tables a progress database may hold.
KNOWN_TABLES = frozenset({"answers"})
_SQLITE_HEADER = b"SQLite format 3\x00"
#: How long a writer waits for another connection's transaction, in milliseconds.
BUSY_TIMEOUT_MS = 10_000

_CREATE_V2 = (
    """CREATE TABLE answers (
        id INTEGER PRIMARY KEY,
        answered_at REAL NOT NULL,      -- seconds since the epoch
        kind TEXT NOT NULL,             -- 'waits' | 'discard' | 'scoring'
        level INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        rules TEXT NOT NULL,            -- rules preset name
        hand TEXT NOT NULL,             -- mpsz
        given TEXT NOT NULL,            -- the learner's tiles, mpsz ('' = none); scoring:
                                        -- fan ids '18,73x2' (mcr), 'han=3 fu=40[ points=N]'
        correct INTEGER NOT NULL,       -- 0 | 1
        time_ms INTEGER                 -- v2; NULL for answers recorded by v1
    )""",
    "CREATE INDEX answers_time ON answers (answered_at)",
    "CREATE INDEX answers_item ON answers (kind, level, seed, rules, hand)",
)
_COLUMNS = (
    "id",
    "answered_at",
    "kind",
    "level",
    "seed",
    "rules",
    "hand",
    "given",
    "correct",
    "time_ms",
)
#: The columns of ``answers`` in each schema version.
_COLUMNS_OF = {1: _COLUMNS[:-1], 2: _COLUMNS}


def _migrate_1_to_2(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE answers ADD COLUMN time_ms INTEGER")
    db.execute(
        "CREATE INDEX IF NOT EXISTS answers_item ON answers (kind, level, seed, rules, hand)"
    )


#: Migrations: ``MIGRATIONS[v]`` takes a database from version v to v + 1.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _migrate_1_to_2}


class RecoveryReason(Enum):
    """Why a file was moved aside."""

    NOT_SQLITE = "not-sqlite"  # not an SQLite database at all
    CORRUPT = "corrupt"  # SQLite, but damaged
    FOREIGN = "foreign"  # SQLite, but not ours (unknown tables or columns)
    NEWER = "newer"  # written by a newer mjtrainer (schema version above ours)


#: English wording of every progress-store error, by code (the refusals' codes are
#: ``"not-a-file"`` and the :class:`RecoveryReason` values).
MESSAGES: dict[str, Wording] = {
    "folder": "cannot create the folder for {path}: {detail}",
    "open": "cannot open {path}: {detail}",
    "new-database": "cannot start a new database at {path}: {detail}",
    "not-moved": "{path} is unusable ({what}) and could not be moved aside: {detail}",
    "not-a-file": "cannot open {path}: {detail}, not a regular file; it was left as it is",
    RecoveryReason.NOT_SQLITE.value: "{path} is not a progress database ({detail}); "
    "it was left as it is",
    RecoveryReason.CORRUPT.value: "{path} is a damaged database ({detail}); it was left as it is",
    RecoveryReason.FOREIGN.value: "{path} holds data that is not mjtrainer's ({detail}); "
    "it was left as it is",
    RecoveryReason.NEWER.value: "{path} was written by a newer version of mjtrainer "
    "({detail}); it was left as it is",
}


class ProgressError(CodedError):
    """The progress database cannot be opened at all (e.g. the directory is not writable).

    ``params`` hold ``path`` and ``detail`` (what the system or SQLite said). Not a
    ``ValueError``: the fault is in the file system, not in what the caller gave.
    """

    ROOM = "progress"
    MESSAGES = MESSAGES


class ProgressFileRefused(ProgressError):
    """A file at the path that is not a usable progress database and may not be moved aside
    (or is not a regular file at all): it was left as it is.

    ``code`` is ``"not-a-file"`` or a :class:`RecoveryReason` value; ``params`` hold ``path``
    and ``detail`` (what the check found).
    """


class _Unusable(Exception):
    def __init__(self, reason: RecoveryReason, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One answer as stored: when, the question's identity, what was given, right or not,
    and how long it took (None when unknown, e.g. answers from schema v1).

    ``given`` is the learner's tiles in mpsz, or for a scoring question the answer's text form
    (:meth:`~.answers.McrAnswer.to_text`: ``"18,73x2"``; :meth:`~.answers.RiichiAnswer.to_text`:
    ``"han=3 fu=40"``), read back by :func:`~.answers.parse_answer`."""

    at: float
    kind: str
    level: int
    seed: int
    rules: str
    hand: str
    given: str
    correct: bool
    time_ms: int | None = None

    @classmethod
    def of(cls, question: Question, grade: Grade, time_ms: int | None, at: float) -> AnswerRecord:
        """The record of answering ``question`` with ``grade`` at time ``at``."""
        return cls(
            at,
            question.kind.value,
            question.level,
            question.seed,
            question.rules,
            str(question.hand),
            format_tiles(grade.given) if grade.answer is None else grade.answer.to_text(),
            grade.correct,
            time_ms,
        )

    @property
    def item(self) -> ItemKey:
        """The question this answers (the review schedule's unit)."""
        return ItemKey(self.kind, self.level, self.seed, self.rules, self.hand)


@dataclass(frozen=True, slots=True)
class ItemKey:
    """A question's identity: it is regenerated by ``generate(kind, level, seed, rules)`` and,
    should the generator ever change, rebuilt from ``hand`` with ``make_question`` (a scoring
    question only from its seed: the hand does not say how it won)."""

    kind: str
    level: int
    seed: int
    rules: str
    hand: str


@dataclass(frozen=True, slots=True)
class Totals:
    """Questions answered, right, and the mean time of the timed ones."""

    answered: int
    correct: int
    average_ms: float | None

    @property
    def accuracy(self) -> float | None:
        """Share right, 0–1 (None before any answer)."""
        return self.correct / self.answered if self.answered else None


@dataclass(frozen=True, slots=True)
class DayStat:
    """Accuracy of one kind and level on one day (a point of the progress chart)."""

    day: date
    kind: str
    level: int
    answered: int
    correct: int
    average_ms: float | None

    @property
    def accuracy(self) -> float:
        """Share right, 0–1."""
        return self.correct / self.answered


@dataclass(frozen=True, slots=True)
class MissedItem:
    """A question and how often it was missed out of how many answers."""

    item: ItemKey
    misses: int
    answers: int
    last_at: float


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """A question due for review and since when."""

    item: ItemKey
    due_at: float
    misses: int


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
    )
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return db


#: How often, and how long apart, to try switching a busy file to WAL.
WAL_TRIES = 20
WAL_RETRY_S = 0.025


def _use_wal(db: sqlite3.Connection) -> None:
    """Put the file in WAL mode, which lets readers and one writer work at once.

    The switch needs the file to itself, and SQLite refuses it at once ("database is
    locked") rather than waiting while another process opens the same file: so try a few
    times, then go on without. Where WAL is refused for good (some network file systems), or
    not yet switched, the busy timeout still serialises the writers.
    """
    if db.execute("PRAGMA journal_mode").fetchone()[0] == "wal":
        return
    for attempt in range(WAL_TRIES):
        try:
            db.execute("PRAGMA journal_mode = WAL").fetchone()
            return
        except sqlite3.OperationalError:
            if attempt + 1 < WAL_TRIES:
                time.sleep(WAL_RETRY_S)


def _is_damage(e: sqlite3.DatabaseError) -> bool:
    """Errors that mean "this file is not a (healthy) database", as opposed to "cannot open"."""
    code = getattr(e, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
    return not isinstance(e, sqlite3.OperationalError)


class ProgressStore:
    """The progress database at ``path`` (created with its directory if missing).

    With ``recover``, a file at ``path`` that is not a usable progress database is moved aside
    and a new one started; without, it is refused (:class:`ProgressFileRefused`) and left
    untouched. ``clock`` gives the time for the name of a moved-aside file; everything else
    that needs a time takes it as an argument. A store may be used from several threads.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        clock: Callable[[], float] = time.time,
        *,
        recover: bool = False,
    ) -> None:
        self.path = Path(path)
        self._clock = clock
        #: Whether a bad file at ``path`` may be moved aside (only the app's own file).
        self.recover = recover
        self._lock = threading.RLock()
        #: Where an unusable file was moved to, or None.
        self.recovered_from: Path | None = None
        #: Why it was moved, or None.
        self.recovery_reason: RecoveryReason | None = None
        #: What the SQLite check said about it.
        self.recovery_detail: str = ""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ProgressError("folder", path=str(self.path), detail=str(e)) from None
        self._db = self._open()

    # --- opening, checking, migrating ---

    def _open(self) -> sqlite3.Connection:
        bad = self._inspect()
        if bad is not None:
            self._set_aside(bad)
        try:
            db = _connect(self.path)
        except sqlite3.Error as e:
            raise ProgressError("open", path=str(self.path), detail=str(e)) from None
        try:
            self._prepare(db)
            return db
        except _Unusable as bad:
            db.close()
            self._set_aside(bad)
        except sqlite3.DatabaseError as e:
            db.close()
            if not _is_damage(e):
                raise ProgressError("open", path=str(self.path), detail=str(e)) from None
            self._set_aside(_Unusable(RecoveryReason.CORRUPT, str(e)))
        try:
            db = _connect(self.path)
            self._prepare(db)
        except (sqlite3.Error, _Unusable) as e:
            raise ProgressError("new-database", path=str(self.path), detail=str(e)) from None
        return db

    def _inspect(self) -> _Unusable | None:
        """Look at what is at the path without changing it: None when there is nothing yet,
        an empty file, or a database of ours; what is wrong otherwise."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return None
        except OSError as e:
            raise ProgressError("open", path=str(self.path), detail=str(e)) from None
        if not stat.S_ISREG(st.st_mode):
            # A folder, a device (/dev/null), a pipe: never opened, never moved.
            what = "it is a folder" if stat.S_ISDIR(st.st_mode) else "it is a device or a pipe"
            raise ProgressFileRefused("not-a-file", path=str(self.path), detail=what)
        if st.st_size == 0:
            return None  # SQLite's own view: an empty file is an empty database
        try:
            with open(self.path, "rb") as f:
                header = f.read(20)
        except OSError as e:
            raise ProgressError("open", path=str(self.path), detail=str(e)) from None
        if not header.startswith(_SQLITE_HEADER):
            # Decided before SQLite touches the file: on closing, SQLite would delete a WAL
            # file lying next to it, and that may be all that is left of someone's data.
            return _Unusable(RecoveryReason.NOT_SQLITE, "file is not a database")
        if self.recover:
            return None  # the checks run on the real connection, and a bad file moves aside
        # A file the user named: look without writing. Read-only means no journal replayed, no
        # WAL checkpointed into the file, no page written; a WAL-format file nobody has open
        # (no -wal beside it) is read as immutable, or SQLite would leave -wal and -shm files.
        wal_format = header[18:19] == b"\x02"
        wal = self.path.with_name(self.path.name + "-wal")
        mode = "immutable=1" if wal_format and not wal.exists() else "mode=ro"
        uri = f"{self.path.absolute().as_uri()}?{mode}"
        try:
            db = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
        except sqlite3.Error as e:
            raise ProgressError("open", path=str(self.path), detail=str(e)) from None
        try:
            db.execute("BEGIN")  # one snapshot for every check
            self._check(db, db.execute("PRAGMA user_version").fetchone()[0])
            db.execute("COMMIT")
        except _Unusable as bad:
            return bad
        except sqlite3.DatabaseError as e:
            if not _is_damage(e):
                raise ProgressError("open", path=str(self.path), detail=str(e)) from None
            return _Unusable(RecoveryReason.CORRUPT, str(e))
        finally:
            db.close()
        return None

    def _set_aside(self, bad: _Unusable) -> None:
        """Move an unusable file aside, or refuse it when the caller did not allow that."""
        if not self.recover:
            raise ProgressFileRefused(bad.reason.value, path=str(self.path), detail=bad.detail)
        self._move_aside(bad)

    def _prepare(self, db: sqlite3.Connection) -> None:
        """Check the file is ours, then create or migrate the schema.

        Every decision is taken on one snapshot: the check in one read transaction, and the
        creation or migration in one exclusive transaction that checks again first. Checked
        in separate statements, a file another process is creating could show its tables
        before its schema version, look foreign, and be moved aside while in use.
        """
        db.execute("BEGIN")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            self._check(db, version)
        finally:
            if db.in_transaction:  # SQLite may have ended it on an error already
                db.execute("COMMIT")
        if version != SCHEMA_VERSION:
            with self._transaction(db, "EXCLUSIVE"):
                # Another process may have done the work while this one waited for the lock.
                version = db.execute("PRAGMA user_version").fetchone()[0]
                self._check(db, version)
                if version == 0:
                    for statement in _CREATE_V2:
                        db.execute(statement)
                else:
                    while version < SCHEMA_VERSION:
                        MIGRATIONS[version](db)
                        version += 1
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                self._check_columns(db, SCHEMA_VERSION)  # an error here rolls it all back
        _use_wal(db)

    def _check(self, db: sqlite3.Connection, version: int) -> None:
        tables = {
            name
            for (name,) in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            )
        }
        if version > SCHEMA_VERSION:
            raise _Unusable(
                RecoveryReason.NEWER,
                f"schema version {version}, this mjtrainer reads up to {SCHEMA_VERSION}",
            )
        if version < 0:
            raise _Unusable(RecoveryReason.FOREIGN, f"schema version {version}")
        unknown = tables - KNOWN_TABLES
        if unknown:
            raise _Unusable(
                RecoveryReason.FOREIGN, f"tables {', '.join(sorted(unknown))} are not mjtrainer's"
            )
        if version == 0 and tables:
            raise _Unusable(RecoveryReason.FOREIGN, "tables without a schema version")
        if version > 0 and "answers" not in tables:
            raise _Unusable(RecoveryReason.FOREIGN, "no answers table")
        if version > 0:
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise _Unusable(RecoveryReason.CORRUPT, f"integrity check: {check}")
            self._check_columns(db, version)

    def _check_columns(self, db: sqlite3.Connection, version: int) -> None:
        columns = tuple(row[1] for row in db.execute("PRAGMA table_info(answers)"))
        if columns != _COLUMNS_OF[version]:
            raise _Unusable(
                RecoveryReason.FOREIGN, f"answers table has columns {', '.join(columns)}"
            )

    def _move_aside(self, bad: _Unusable) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        try:
            os.replace(self.path, target)
            # A WAL or journal next to a bad file belongs to it: move it too, never replay it
            # into the new database.
            for suffix in ("-wal", "-shm", "-journal"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, target.with_name(target.name + suffix))
        except OSError as e:
            raise ProgressError(
                "not-moved", path=str(self.path), what=bad.detail, detail=str(e)
            ) from None
        self.recovered_from = target
        self.recovery_reason = bad.reason
        self.recovery_detail = bad.detail

    @property
    def message(self) -> str | None:
        """An English sentence for the user when the file was moved aside, else None."""
        if self.recovered_from is None or self.recovery_reason is None:
            return None
        what = {
            RecoveryReason.NOT_SQLITE: "is not a progress database",
            RecoveryReason.CORRUPT: "is damaged",
            RecoveryReason.FOREIGN: "holds data that is not mjtrainer's",
            RecoveryReason.NEWER: "was written by a newer version of mjtrainer",
        }[self.recovery_reason]
        return (
            f"The progress file {self.path} {what} ({self.recovery_detail}). "
            f"It was kept as {self.recovered_from} and a new progress file was started."
        )

    @property
    def schema_version(self) -> int:
        """The schema version of the open database."""
        with self._lock:
            return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    # --- writing ---

    @staticmethod
    @contextlib.contextmanager
    def _transaction(db: sqlite3.Connection, kind: str = "IMMEDIATE") -> Iterator[None]:
        # IMMEDIATE takes the write lock up front, so two writers queue on the busy timeout
        # instead of failing when a read transaction tries to upgrade.
        db.execute(f"BEGIN {kind}")
        try:
            yield
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def record(self, answer: AnswerRecord) -> int:
        """Store one answer (one transaction); returns its row id."""
        return self.record_many([answer])[0]

    def record_many(self, answers: Iterable[AnswerRecord]) -> list[int]:
        """Store several answers in one transaction; returns their row ids."""
        rows = list(answers)
        ids = []
        with self._lock, self._transaction(self._db):
            for a in rows:
                cur = self._db.execute(
                    "INSERT INTO answers (answered_at, kind, level, seed, rules, hand, given, "
                    "correct, time_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        a.at,
                        a.kind,
                        a.level,
                        a.seed,
                        a.rules,
                        a.hand,
                        a.given,
                        int(a.correct),
                        a.time_ms,
                    ),
                )
                ids.append(int(cur.lastrowid or 0))
        return ids

    # --- reading ---

    @staticmethod
    def _where(kind: str | None, level: int | None) -> tuple[str, list[object]]:
        clauses = []
        args: list[object] = []
        if kind is not None:
            clauses.append("kind = ?")
            args.append(kind)
        if level is not None:
            clauses.append("level = ?")
            args.append(level)
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), args

    def answers(self, kind: str | None = None, level: int | None = None) -> list[AnswerRecord]:
        """Every stored answer (optionally of one kind and level), oldest first."""
        where, args = self._where(kind, level)
        with self._lock:
            rows = self._db.execute(
                "SELECT answered_at, kind, level, seed, rules, hand, given, correct, time_ms "
                f"FROM answers{where} ORDER BY answered_at, id",
                args,
            ).fetchall()
        return [
            AnswerRecord(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]), r[8]) for r in rows
        ]

    def totals(self, kind: str | None = None, level: int | None = None) -> Totals:
        """Answers, right answers and mean time taken (of the answers with a time)."""
        where, args = self._where(kind, level)
        with self._lock:
            n, right, avg = self._db.execute(
                f"SELECT COUNT(*), COALESCE(SUM(correct), 0), AVG(time_ms) FROM answers{where}",
                args,
            ).fetchone()
        return Totals(int(n), int(right), None if avg is None else float(avg))

    def daily(
        self, kind: str | None = None, level: int | None = None, tz: tzinfo | None = None
    ) -> list[DayStat]:
        """Accuracy per day, kind and level, in day order (``tz`` picks where days start;
        None = the local time zone)."""
        where, args = self._where(kind, level)
        with self._lock:
            rows = self._db.execute(
                f"SELECT answered_at, kind, level, correct, time_ms FROM answers{where}", args
            ).fetchall()
        buckets: dict[tuple[date, str, int], list[int]] = {}
        times: dict[tuple[date, str, int], list[int]] = {}
        for at, k, lv, ok, ms in rows:
            day = datetime.fromtimestamp(at, tz).date()
            b = buckets.setdefault((day, k, lv), [0, 0])
            b[0] += 1
            b[1] += ok
            if ms is not None:
                times.setdefault((day, k, lv), []).append(ms)
        out = []
        for key in sorted(buckets):
            n, right = buckets[key]
            ms_list = times.get(key)
            avg = sum(ms_list) / len(ms_list) if ms_list else None
            out.append(DayStat(key[0], key[1], key[2], n, right, avg))
        return out

    def streak(self, kind: str | None = None, level: int | None = None) -> int:
        """Right answers in a row, counted back from the latest."""
        where, args = self._where(kind, level)
        run = 0
        with self._lock:
            cur = self._db.execute(
                f"SELECT correct FROM answers{where} ORDER BY answered_at DESC, id DESC", args
            )
            for (ok,) in cur:
                if not ok:
                    break
                run += 1
            cur.close()
        return run

    def most_missed(self, limit: int = 10, kind: str | None = None) -> list[MissedItem]:
        """The questions missed most often (ties: the most recently answered first)."""
        where, args = self._where(kind, None)
        with self._lock:
            rows = self._db.execute(
                "SELECT kind, level, seed, rules, hand, SUM(1 - correct) AS misses, COUNT(*), "
                f"MAX(answered_at) AS last FROM answers{where} "
                "GROUP BY kind, level, seed, rules, hand HAVING misses > 0 "
                "ORDER BY misses DESC, last DESC LIMIT ?",
                [*args, limit],
            ).fetchall()
        return [MissedItem(ItemKey(*r[:5]), int(r[5]), int(r[6]), float(r[7])) for r in rows]

    def reviews(
        self, now: float, kind: str | None = None, limit: int | None = None
    ) -> list[ReviewItem]:
        """Questions due for review at ``now`` (seconds since the epoch), longest due first."""
        where, args = self._where(kind, None)
        inner = where + (" AND " if where else " WHERE ") + "correct = 0"
        with self._lock:
            rows = self._db.execute(
                "SELECT kind, level, seed, rules, hand, answered_at, correct FROM answers "
                "WHERE (kind, level, seed, rules, hand) IN "
                f"(SELECT kind, level, seed, rules, hand FROM answers{inner}) "
                "ORDER BY answered_at, id",
                args,
            ).fetchall()
        history: dict[ItemKey, list[Attempt]] = {}
        for r in rows:
            history.setdefault(ItemKey(*r[:5]), []).append(Attempt(r[5], bool(r[6])))
        due = []
        for item, attempts in history.items():
            when = next_review(attempts)
            if when is not None and when <= now:
                due.append(ReviewItem(item, when, sum(not a.correct for a in attempts)))
        due.sort(key=lambda d: (d.due_at, d.item.kind, d.item.level, d.item.seed))
        return due if limit is None else due[:limit]

    # --- lifetime ---

    def close(self) -> None:
        """Close the database (safe to call twice)."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


class PendingAnswers:
    """Answers waiting to be written, shared by the window and the terminal quiz.

    An answer is kept here until a write succeeds: a write takes them all, and a failed one
    (another process holding the lock past the busy timeout, a full disk) puts them back, so
    the next write, or the one at the end of the session, has them. Thread-safe.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: list[AnswerRecord] = []

    def add(self, record: AnswerRecord) -> None:
        """Keep ``record`` until it is written."""
        with self._lock:
            self._items.append(record)

    def take(self) -> list[AnswerRecord]:
        """Every waiting answer, oldest first; the queue is then empty."""
        with self._lock:
            items, self._items = self._items, []
        return items

    def put_back(self, records: Sequence[AnswerRecord]) -> None:
        """Return answers a write could not store, ahead of any added since."""
        with self._lock:
            self._items[:0] = records

    def write_to(self, store: ProgressStore) -> int:
        """Write every waiting answer in one transaction; returns how many. If the write
        fails they wait again, and the error is raised."""
        records = self.take()
        if records:
            try:
                store.record_many(records)
            except BaseException:
                self.put_back(records)
                raise
        return len(records)

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)


def default_path() -> Path:
    """Where progress is kept when no path is given, the same file for the window and the CLI:
    ``$XDG_DATA_HOME/mjtrainer/progress.sqlite3`` (``~/.local/share`` by default;
    ``%LOCALAPPDATA%`` on Windows, Qt's data location there; ``~/Library/Application Support``
    on macOS)."""
    import sys

    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "mjtrainer" / "progress.sqlite3"
