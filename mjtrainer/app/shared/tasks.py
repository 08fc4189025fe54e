"""Runs analysis jobs off the GUI thread and drops results that came back too late.

A job is a plain callable; :class:`TaskRunner` tags it with an increasing request id, hands it
to a pool and reports through its own signals, which are queued to the thread the runner lives
in (the GUI thread). Only the newest request is reported: a result for an older id is dropped,
so fast clicking never shows a stale answer. The pool is injectable: the app uses a
``QThreadPool``, unit tests one that runs each job at once (or when told: ``tests/app/pools.py``).

A long job (the extended look-ahead) is submitted with :meth:`TaskRunner.submit_controlled`:
it gets a :class:`JobControl` to report progress through (``progress(id, done, total)``, queued
to the GUI thread like the result) and to read its cancel flag. The flag is set when the job
is overtaken (a newer request, :meth:`TaskRunner.invalidate`, shutdown) or cancelled
(:meth:`TaskRunner.cancel`); the job stops at its next look and its result is dropped.
"""

from __future__ import annotations

import gc
import threading
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QThread, QThreadPool, Signal, Slot

from ...core.errors import CodedError
from . import errors


def _on_gui_thread() -> bool:
    app = QCoreApplication.instance()
    return app is None or QThread.currentThread() is app.thread()


class Pool(Protocol):
    """What the runner needs of a pool; ``QThreadPool`` has it (a job is a callable that
    also has ``run()``, for test pools that run it later)."""

    def start(self, job: Callable[[], None], /) -> None: ...

    def waitForDone(self, msecs: int = -1) -> bool: ...


class JobControl:
    """What a controlled job may do from the pool thread: report how far it is and read its
    cancel flag (set from the GUI thread when the request is overtaken or cancelled)."""

    def __init__(self, runner: TaskRunner, request_id: int) -> None:
        self._runner = runner
        self._id = request_id
        self._flag = threading.Event()

    @property
    def request_id(self) -> int:
        """The id of the request this job answers."""
        return self._id

    def report(self, done: int, total: int) -> None:
        """``done`` of ``total`` steps are done: ``progress(id, done, total)`` on the GUI
        thread, while this is the newest request."""
        if not self._flag.is_set():
            self._runner._progress.emit(self._id, done, total)

    def cancelled(self) -> bool:
        """True once the request was overtaken or cancelled: the job should stop."""
        return self._flag.is_set()

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds`` (holding no lock, so other threads run), waking early when
        cancelled; True when cancelled."""
        return self._flag.wait(seconds)

    def cancel(self) -> None:
        """Set the flag (the runner does, on the GUI thread)."""
        self._flag.set()


class _Job:
    """One request. It holds the runner only to emit through it: the runner (a QObject living
    on the GUI thread) is never owned or deleted by the pool thread.

    Not a ``QRunnable``: PySide6 (6.11) keeps the Python side of some ``QRunnable`` subclasses
    referenced by the pool after Qt deleted them (about one quick job in seven, with its hand
    and the callable's arguments), so memory grew without bound. The pool is handed the job
    as a plain callable (``QThreadPool.start(callable)``), and a job drops its work when it
    has run in any case."""

    def __init__(
        self,
        runner: TaskRunner,
        request_id: int,
        fn: Callable[[], Any] | Callable[[JobControl], Any],
        control: JobControl | None = None,
        head_start: float = 0.0,
    ) -> None:
        self._runner = runner
        self._id = request_id
        self._fn: Callable[[], Any] | Callable[[JobControl], Any] | None = fn
        self._control: JobControl | None = control
        self._head_start = head_start

    def __call__(self) -> None:
        self.run()

    def run(self) -> None:
        """Do the work once and report it through the runner."""
        fn, control = self._fn, self._control
        self._fn = self._control = None
        self._run(fn, control)

    def _run(
        self,
        fn: Callable[[], Any] | Callable[[JobControl], Any] | None,
        control: JobControl | None,
    ) -> None:
        if fn is None:
            return  # run twice: the work is gone
        if control is not None and self._head_start > 0 and not _on_gui_thread():
            control.wait(self._head_start)
        if not self._runner.wants(self._id) or (control is not None and control.cancelled()):
            # Overtaken while queued: skip the work; still report, so busy can clear.
            self._runner._finished.emit(self._id, None, None)
            return
        try:
            if control is None:
                result = fn()  # type: ignore[call-arg]
            else:
                result = fn(control)  # type: ignore[call-arg]
        except CodedError as e:  # a refusal: worded on the GUI thread, in its language
            self._runner._finished.emit(self._id, None, e)
        except Exception as e:  # noqa: BLE001 - any fault becomes a message for the view
            detail = "".join(traceback.format_exception_only(type(e), e)).strip()
            self._runner._finished.emit(self._id, None, detail)
        else:
            self._runner._finished.emit(self._id, result, None)


class TaskRunner(QObject):
    """Submit callables; get ``resultReady(id, value)`` or ``failed(id, message)`` for the
    newest request only, ``busyChanged(bool)`` while one is out, ``dropped(id)`` for stale ones;
    a controlled job's ``progress(id, done, total)`` while it is the newest, and
    ``cancelled(id)`` when :meth:`cancel` stops it.
    """

    resultReady = Signal(int, object)
    failed = Signal(int, str)
    busyChanged = Signal(bool)
    dropped = Signal(int)
    progress = Signal(int, int, int)  # request id, steps done, steps in all
    cancelled = Signal(int)
    # Emitted from pool threads; a queued connection brings them to this object's thread.
    _finished = Signal(int, object, object)
    _progress = Signal(int, int, int)

    def __init__(self, pool: Pool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if pool is None:
            qpool = QThreadPool(self)
            # Analysis is Python and holds the GIL: more threads would not go faster.
            qpool.setMaxThreadCount(1)
            pool = qpool
        self._pool: Pool = pool
        self._last_id = 0
        self._outstanding: set[int] = set()
        self._accepting = True
        self._busy = False
        self._controls: dict[int, JobControl] = {}  # controlled requests still out
        self._finished.connect(self._on_finished)
        self._progress.connect(self._on_progress)

    @property
    def pool(self) -> Pool:
        return self._pool

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def last_id(self) -> int:
        return self._last_id

    def wants(self, request_id: int) -> bool:
        """True while ``request_id`` is the newest request (read from pool threads)."""
        return self._accepting and request_id == self._last_id

    def submit(self, fn: Callable[[], Any]) -> int:
        """Queue ``fn``; returns its request id (0 when the runner was shut down). Every
        request out before it is overtaken: its cancel flag is set, its result dropped."""
        return self._start(fn, controlled=False)

    def submit_controlled(self, fn: Callable[[JobControl], Any], head_start: float = 0.0) -> int:
        """Queue ``fn``, called with its :class:`JobControl` (progress and the cancel flag);
        returns its request id (0 when the runner was shut down).

        ``head_start`` (seconds): on a pool thread the job first waits that long, holding no
        lock, so the GUI thread can draw what it was just given without sharing the GIL with
        the job (a synchronous pool runs it at once)."""
        return self._start(fn, controlled=True, head_start=head_start)

    def _start(self, fn: Callable[..., Any], controlled: bool, head_start: float = 0.0) -> int:
        if not self._accepting:
            return 0
        self._cancel_all()
        self._last_id += 1
        request_id = self._last_id
        self._outstanding.add(request_id)
        control = JobControl(self, request_id) if controlled else None
        if control is not None:
            self._controls[request_id] = control
        self._set_busy(True)
        self._pool.start(_Job(self, request_id, fn, control, head_start))
        return request_id

    def invalidate(self) -> None:
        """Forget every request out: their results will be dropped, their jobs cancelled."""
        self._cancel_all()
        self._last_id += 1
        self._set_busy(False)

    def cancel(self) -> int:
        """Stop the newest request, if it is still out: its job's cancel flag is set, its
        result will be dropped, ``cancelled(id)`` says so. Returns its id (0: none was out)."""
        request_id = self._last_id
        if request_id not in self._outstanding:
            return 0
        self.invalidate()
        self.cancelled.emit(request_id)
        return request_id

    def shutdown(self, msecs: int = -1) -> bool:
        """Stop taking work, cancel the jobs out and wait for the running one; True when the
        pool is idle."""
        self._accepting = False
        self._cancel_all()
        done = self._pool.waitForDone(msecs)
        self._set_busy(False)
        return done

    def _cancel_all(self) -> None:
        for control in self._controls.values():
            control.cancel()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    @Slot(int, int, int)
    def _on_progress(self, request_id: int, done: int, total: int) -> None:
        if request_id == self._last_id and self._accepting:
            self.progress.emit(request_id, done, total)

    @Slot(int, object, object)
    def _on_finished(self, request_id: int, result: object, error: object) -> None:
        self._outstanding.discard(request_id)
        self._controls.pop(request_id, None)
        if request_id != self._last_id or not self._accepting:
            self.dropped.emit(request_id)
            return
        self._set_busy(False)
        if isinstance(error, BaseException):
            self.failed.emit(request_id, errors.message(error))
        elif error is not None:
            self.failed.emit(request_id, str(error))
        else:
            self.resultReady.emit(request_id, result)


_collection_lock = threading.Lock()
_searches = 0  # searches inside no_cycle_collection now (a pool thread each)
_collector_was_on = False  # the collector's state when the first of them began


@contextmanager
def no_cycle_collection() -> Iterator[None]:
    """The cyclic garbage collector off for a search, back as it was after.

    A search builds hundreds of thousands of small lists and dicts (its memo), none of them
    in a cycle; the collector's full passes over them hold the GIL for 20–50 ms each, and the
    GUI thread stands still that long (``packaging/measure_gui.py``). Reference counting still
    frees everything. Searches on two pool threads may overlap: the collector comes back when
    the last of them ends, in the state it had when the first began.

    What the search leaves alive is still counted as young, and the first allocation after
    ``gc.enable()`` runs one young collection over it, on the worker, holding the GIL. So a
    search leaves little the collector tracks (issue 29 §4.1): the scoring's table of wins,
    kept across searches, holds bytes and ints (``scoring.wintable``), where a memo keyed by
    hands left four tracked objects a win and a 130 ms collection after the heaviest search.
    Promoting what is left unscanned with ``gc.freeze()`` and ``gc.unfreeze()`` is not done:
    it moves every thread's young objects, the GUI thread's garbage cycles among them (Qt
    wrappers of deleted widgets), out of the young collections' reach until a full
    collection, which then runs at a moment and on a thread no one chose; tried, it crashed
    the interpreter in a later collection under the Qt tests.
    """
    global _searches, _collector_was_on
    with _collection_lock:
        if _searches == 0:
            _collector_was_on = gc.isenabled()
            gc.disable()
        _searches += 1
    try:
        yield
    finally:
        with _collection_lock:
            _searches -= 1
            if _searches == 0 and _collector_was_on:
                gc.enable()
