"""Runs analysis jobs off the GUI thread and drops results that came back too late.

A job is a plain callable; :class:`TaskRunner` tags it with an increasing request id, hands it
to a pool and reports through its own signals, which are queued to the thread the runner lives
in (the GUI thread). Only the newest request is reported: a result for an older id is dropped,
so fast clicking never shows a stale answer. The pool is injectable: the app uses a
``QThreadPool``, unit tests a :class:`SynchronousPool` (or one that runs jobs when told).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot


class Pool(Protocol):
    """What the runner needs of a pool; ``QThreadPool`` has it."""

    def start(self, runnable: QRunnable) -> None: ...

    def waitForDone(self, msecs: int = -1) -> bool: ...


class SynchronousPool:
    """Runs each job at once on the caller's thread: deterministic controller tests."""

    def start(self, runnable: QRunnable) -> None:
        runnable.run()

    def waitForDone(self, msecs: int = -1) -> bool:
        return True


class _Job(QRunnable):
    """One request. It holds the runner only to emit through it: the runner (a QObject living
    on the GUI thread) is never owned or deleted by the pool thread."""

    def __init__(self, runner: TaskRunner, request_id: int, fn: Callable[[], Any]) -> None:
        super().__init__()
        self._runner = runner
        self._id = request_id
        self._fn = fn

    def run(self) -> None:
        if not self._runner.wants(self._id):
            # Overtaken while queued: skip the work; still report, so busy can clear.
            self._runner._finished.emit(self._id, None, None)
            return
        try:
            result = self._fn()
        except Exception as e:  # noqa: BLE001 - any fault becomes a message for the view
            detail = "".join(traceback.format_exception_only(type(e), e)).strip()
            self._runner._finished.emit(self._id, None, detail)
        else:
            self._runner._finished.emit(self._id, result, None)


class TaskRunner(QObject):
    """Submit callables; get ``resultReady(id, value)`` or ``failed(id, message)`` for the
    newest request only, ``busyChanged(bool)`` while one is out, ``dropped(id)`` for stale ones.
    """

    resultReady = Signal(int, object)
    failed = Signal(int, str)
    busyChanged = Signal(bool)
    dropped = Signal(int)
    # Emitted from pool threads; a queued connection brings it to this object's thread.
    _finished = Signal(int, object, object)

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
        self._finished.connect(self._on_finished)

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
        """Queue ``fn``; returns its request id (0 when the runner was shut down)."""
        if not self._accepting:
            return 0
        self._last_id += 1
        request_id = self._last_id
        self._outstanding.add(request_id)
        self._set_busy(True)
        self._pool.start(_Job(self, request_id, fn))
        return request_id

    def invalidate(self) -> None:
        """Forget every request out: their results will be dropped."""
        self._last_id += 1
        self._set_busy(False)

    def shutdown(self, msecs: int = -1) -> bool:
        """Stop taking work and wait for the running job; True when the pool is idle."""
        self._accepting = False
        done = self._pool.waitForDone(msecs)
        self._set_busy(False)
        return done

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    @Slot(int, object, object)
    def _on_finished(self, request_id: int, result: object, error: object) -> None:
        self._outstanding.discard(request_id)
        if request_id != self._last_id or not self._accepting:
            self.dropped.emit(request_id)
            return
        self._set_busy(False)
        if error is not None:
            self.failed.emit(request_id, str(error))
        else:
            self.resultReady.emit(request_id, result)
