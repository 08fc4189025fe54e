"""The progress database's file: opening it, checking it is ours, creating or migrating its
schema, and recovering from a file that is not a usable progress database.

Only the app's own progress file may be recovered: one that is not a usable progress database
(not SQLite, corrupt, someone else's tables, a newer schema) is then moved aside to
``<name>.corrupt-<timestamp>`` and a fresh database started; the file says so in
:attr:`ProgressFile.recovered_from` and :attr:`ProgressFile.message`. A file the user named
(``mjtrainer quiz --db``) is never moved: such a file is refused with
:class:`ProgressFileRefused` and left as it was, byte for byte (it is only read, through a
read-only connection, and one with a WAL beside it that nobody has open is checked as a copy
in a temporary folder, so no ``-shm`` appears next to it). Anything but a regular file (a
folder, a device, a pipe) is refused either way, and so is a link to nothing (SQLite would
create its target). Nothing is ever deleted.

A file deleted (or replaced) while it is open is noticed at the next read or write: a new file
is started at the path (or the one now there opened), so later answers are not written into a
file nobody can see; :attr:`ProgressFile.restarted` counts it, for the caller to say so.

The database runs in WAL mode with a busy timeout, so several stores may share one file.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from enum import Enum
from pathlib import Path
from typing import Any

from ..core.errors import CodedError, Wording
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.phrases import Phrase
from ..words.render import render

#: The schema this code writes. v1: answers without their time taken; v2 adds ``time_ms`` and
#: an index on the question identity; v3 adds the table of reviewed games (``games``).
SCHEMA_VERSION = 3
#: The tables a progress database may hold.
KNOWN_TABLES = frozenset({"answers", "games"})
_SQLITE_HEADER = b"SQLite format 3\x00"
#: How long a writer waits for another connection's transaction, in milliseconds.
BUSY_TIMEOUT_MS = 10_000
#: SQLite's own busy timeout: a writer waits in slices this long, so that a store being
#: closed (:meth:`ProgressFile.stop_waiting`) stops waiting within one of them.
BUSY_SLICE_MS = 100

_CREATE_V2 = (
    """CREATE TABLE answers (
        id INTEGER PRIMARY KEY,
        answered_at REAL NOT NULL,      -- seconds since the epoch
        kind TEXT NOT NULL,             -- 'waits' | 'discard' | 'scoring' | 'defence'
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
#: v3's table of reviewed games: one row a game and seat, the latest review's summary.
_CREATE_GAMES = (
    """CREATE TABLE games (
        game TEXT NOT NULL,             -- the log's own id ('tenhou:<ref>') or 'sha256:<hex>'
        seat INTEGER NOT NULL,
        reviewed_at REAL NOT NULL,      -- seconds since the epoch
        player TEXT NOT NULL,           -- the seat's name in the log ('' = none)
        decisions INTEGER NOT NULL,
        ev_lost REAL NOT NULL,          -- round EV lost, points
        ev_lost_per_decision REAL,      -- NULL: no decision graded by round EV
        agreement REAL,                 -- share graded best, 0-1; NULL: none graded
        grades TEXT NOT NULL,           -- JSON {grade: count}
        by_category TEXT NOT NULL,      -- JSON {category: [decisions, ev_lost]}
        PRIMARY KEY (game, seat)
    )""",
    "CREATE INDEX games_time ON games (reviewed_at)",
)
_CREATE_V3 = _CREATE_V2 + _CREATE_GAMES
#: The columns of ``games`` (v3 on).
GAME_COLUMNS = (
    "game",
    "seat",
    "reviewed_at",
    "player",
    "decisions",
    "ev_lost",
    "ev_lost_per_decision",
    "agreement",
    "grades",
    "by_category",
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
_COLUMNS_OF = {1: _COLUMNS[:-1], 2: _COLUMNS, 3: _COLUMNS}
#: The first schema version with the table of reviewed games.
GAMES_SINCE = 3


def _migrate_1_to_2(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE answers ADD COLUMN time_ms INTEGER")
    db.execute(
        "CREATE INDEX IF NOT EXISTS answers_item ON answers (kind, level, seed, rules, hand)"
    )


def _migrate_2_to_3(db: sqlite3.Connection) -> None:
    for statement in _CREATE_GAMES:
        db.execute(statement)


#: Migrations: ``MIGRATIONS[v]`` takes a database from version v to v + 1.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _migrate_1_to_2,
    2: _migrate_2_to_3,
}


class RecoveryReason(Enum):
    """Why a file was moved aside."""

    NOT_SQLITE = "not-sqlite"  # not an SQLite database at all
    CORRUPT = "corrupt"  # SQLite, but damaged
    FOREIGN = "foreign"  # SQLite, but not ours (unknown tables or columns)
    NEWER = "newer"  # written by a newer mjtrainer (schema version above ours)


#: English wording of every progress-file error, by code (the refusals' codes are
#: ``"not-a-file"`` and the :class:`RecoveryReason` values).
MESSAGES: dict[str, Wording] = {
    "folder": QT_TRANSLATE_NOOP("ProgressError", "cannot create the folder for {path}: {detail}"),
    "open": QT_TRANSLATE_NOOP("ProgressError", "cannot open {path}: {detail}"),
    "new-database": QT_TRANSLATE_NOOP(
        "ProgressError", "cannot start a new database at {path}: {detail}"
    ),
    "not-moved": QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is unusable ({what}) and could not be moved aside: {detail}"
    ),
    "not-a-file": QT_TRANSLATE_NOOP(
        "ProgressError", "cannot open {path}: {detail}, not a regular file; it was left as it is"
    ),
    "dangling-link": QT_TRANSLATE_NOOP(
        "ProgressError",
        "cannot open {path}: it is a link to {target}, which does not exist; it was left as it is",
    ),
    RecoveryReason.NOT_SQLITE.value: QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is not a progress database ({detail}); it was left as it is"
    ),
    RecoveryReason.CORRUPT.value: QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is a damaged database ({detail}); it was left as it is"
    ),
    RecoveryReason.FOREIGN.value: QT_TRANSLATE_NOOP(
        "ProgressError",
        "{path} holds data that is not mjtrainer's ({detail}); it was left as it is",
    ),
    RecoveryReason.NEWER.value: QT_TRANSLATE_NOOP(
        "ProgressError",
        "{path} was written by a newer version of mjtrainer ({detail}); it was left as it is",
    ),
}


#: What is at the path instead of a file (``detail`` of "not-a-file"), by whether it is a folder.
NOT_A_FILE = {
    True: QT_TRANSLATE_NOOP("ProgressError", "it is a folder"),
    False: QT_TRANSLATE_NOOP("ProgressError", "it is a device or a pipe"),
}


#: What to tell the user when a file was moved aside, by why (the window's and the command
#: line's words: ``ProgressFile.notice``).
RECOVERED: dict[RecoveryReason, str] = {
    RecoveryReason.NOT_SQLITE: QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} is not a progress database. It was "
        "kept as {kept} and a new progress file was started.",
    ),
    RecoveryReason.CORRUPT: QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} is damaged. It was kept as {kept} and a "
        "new progress file was started.",
    ),
    RecoveryReason.FOREIGN: QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} holds data that is not mjtrainer's. It "
        "was kept as {kept} and a new progress file was started.",
    ),
    RecoveryReason.NEWER: QT_TRANSLATE_NOOP(
        "QuizController",
        "The progress file {path} was written by a newer version of "
        "mjtrainer. It was kept as {kept} and a new progress file was started.",
    ),
}
#: What SQLite said of the file, after the notice.
SQLITE_SAID = QT_TRANSLATE_NOOP("QuizController", "(SQLite said: {detail})")
RECOVERED_SAID = QT_TRANSLATE_NOOP("QuizController", "{notice} {said}")


class ProgressError(CodedError):
    """The progress database cannot be opened at all (e.g. the directory is not writable).

    ``params`` hold ``path`` and ``detail`` (what the system or SQLite said). Not a
    ``ValueError``: the fault is in the file system, not in what the caller gave.
    """

    ROOM = "progress"
    CONTEXT = "ProgressError"
    MESSAGES = MESSAGES

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """The store's values: its own finding of what is at the path, as a phrase (what
        the system or SQLite said stays as they said it)."""
        values = super().values(code, params)
        if code == "not-a-file" and params.get("detail") in NOT_A_FILE.values():
            values["detail"] = Phrase(params["detail"], (), cls.CONTEXT)
        return values


class ProgressFileRefused(ProgressError):
    """A file at the path that is not a usable progress database and may not be moved aside
    (or is not a regular file at all): it was left as it is.

    ``code`` is ``"not-a-file"``, ``"dangling-link"`` (``params`` hold ``path`` and the link's
    ``target``) or a :class:`RecoveryReason` value; ``params`` hold ``path`` and ``detail``
    (what the check found).
    """


class _Unusable(Exception):
    def __init__(self, reason: RecoveryReason, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


def _connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
    )
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return db


def _is_busy(e: sqlite3.OperationalError) -> bool:
    code = getattr(e, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(e) or "busy" in str(e)


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


class ProgressFile:
    """The progress database file at ``path``, opened (created with its directory if missing),
    checked, migrated, or recovered.

    With ``recover``, a file at ``path`` that is not a usable progress database is moved aside
    and a new one started; without, it is refused (:class:`ProgressFileRefused`) and left
    untouched. ``clock`` gives the time for the name of a moved-aside file; everything else
    that needs a time takes it as an argument. :class:`~.store.ProgressStore` adds the
    answers' writing and reading.
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
        self._stop_waiting = threading.Event()
        #: Where an unusable file was moved to, or None.
        self.recovered_from: Path | None = None
        #: Why it was moved, or None.
        self.recovery_reason: RecoveryReason | None = None
        #: What the SQLite check said about it.
        self.recovery_detail: str = ""
        #: How often the file was found deleted or replaced while open, and a new one started
        #: (or the one now at the path opened).
        self.restarted = 0
        self._identity: tuple[int, int] | None = None
        self._db = self._start()

    def _start(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ProgressError("folder", path=str(self.path), detail=str(e)) from None
        db = self._open()
        self._identity = self._identity_now()
        # Opened: from now on writes wait in slices (see _transaction).
        db.execute(f"PRAGMA busy_timeout = {BUSY_SLICE_MS}")
        return db

    def _identity_now(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return (st.st_dev, st.st_ino)

    def _live(self) -> sqlite3.Connection:
        """The connection, to a file still at the path (call with the lock held).

        Deleted while open, the file lives on for the open connection only: answers written
        there would vanish when it closes. So when the path no longer names the file opened,
        close it (SQLite removes its WAL and shared-memory files then) and start again at the
        path; :class:`ProgressError` when that fails (tried again on the next call)."""
        if self._identity is not None and self._identity_now() == self._identity:
            return self._db
        self._identity = None
        self._db.close()
        self._db = self._start()
        self.restarted += 1
        return self._db

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
            if self.path.is_symlink():
                # SQLite would create the file the link points to, wherever that is.
                raise ProgressFileRefused(
                    "dangling-link", path=str(self.path), target=os.readlink(self.path)
                ) from None
            return None
        except OSError as e:
            raise ProgressError("open", path=str(self.path), detail=str(e)) from None
        if not stat.S_ISREG(st.st_mode):
            # A folder, a device (/dev/null), a pipe: never opened, never moved.
            what = NOT_A_FILE[stat.S_ISDIR(st.st_mode)]
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
        shm = self.path.with_name(self.path.name + "-shm")
        if wal_format and wal.exists() and not shm.exists():
            # A WAL nobody has open (left by a crash, or copied with the file): even read-only,
            # SQLite would create a -shm beside it to read it. Check a copy instead.
            with tempfile.TemporaryDirectory(prefix="mjtrainer-check-") as folder:
                copy = Path(folder) / "check.sqlite3"
                try:
                    shutil.copyfile(self.path, copy)
                    shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
                except OSError as e:
                    raise ProgressError("open", path=str(self.path), detail=str(e)) from None
                return self._check_file(f"{copy.as_uri()}?mode=ro")
        mode = "immutable=1" if wal_format and not wal.exists() else "mode=ro"
        return self._check_file(f"{self.path.absolute().as_uri()}?{mode}")

    def _check_file(self, uri: str) -> _Unusable | None:
        """Run the checks on a read-only connection to ``uri``: what is wrong, or None."""
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
                    for statement in _CREATE_V3:
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
        if 0 < version and ("games" in tables) != (version >= GAMES_SINCE):
            what = "no games table" if version >= GAMES_SINCE else "a games table"
            raise _Unusable(RecoveryReason.FOREIGN, f"schema version {version} with {what}")
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
        if version >= GAMES_SINCE:
            columns = tuple(row[1] for row in db.execute("PRAGMA table_info(games)"))
            if columns != GAME_COLUMNS:
                raise _Unusable(
                    RecoveryReason.FOREIGN, f"games table has columns {', '.join(columns)}"
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
    def notice(self) -> Phrase | None:
        """What to tell the user when the file was moved aside (a phrase a window or the
        command line words in the learner's language), else None."""
        if self.recovered_from is None or self.recovery_reason is None:
            return None
        values = (("path", str(self.path)), ("kept", str(self.recovered_from)))
        notice = Phrase(RECOVERED[self.recovery_reason], values, "QuizController")
        if not self.recovery_detail:
            return notice
        said = Phrase(SQLITE_SAID, (("detail", self.recovery_detail),), "QuizController")
        return Phrase(RECOVERED_SAID, (("notice", notice), ("said", said)), "QuizController")

    @property
    def message(self) -> str | None:
        """:attr:`notice` in English, else None."""
        notice = self.notice
        return None if notice is None else render(notice)

    @property
    def schema_version(self) -> int:
        """The schema version of the open database."""
        with self._lock:
            return int(self._live().execute("PRAGMA user_version").fetchone()[0])

    def stop_waiting(self) -> None:
        """From now on a write waits for another process's lock one short slice at most
        (:data:`BUSY_SLICE_MS`), also a write waiting now: closing never blocks for long.
        Safe from any thread."""
        self._stop_waiting.set()

    @contextlib.contextmanager
    def _transaction(self, db: sqlite3.Connection, kind: str = "IMMEDIATE") -> Iterator[None]:
        # IMMEDIATE takes the write lock up front, so two writers queue on the busy timeout
        # instead of failing when a read transaction tries to upgrade. SQLite waits one slice
        # at a time (an interrupt does not end its wait), up to BUSY_TIMEOUT_MS in all.
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                db.execute(f"BEGIN {kind}")
                break
            except sqlite3.OperationalError as e:
                if not _is_busy(e) or self._stop_waiting.is_set() or time.monotonic() >= deadline:
                    raise
        try:
            yield
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
