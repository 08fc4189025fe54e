"""The task runner: ids, stale results dropped, errors reported, busy state, shutdown."""

from __future__ import annotations

import gc
import random
import threading
import time
import weakref
from functools import partial

import pytest
from pools import DeferredPool, SynchronousPool
from PySide6.QtCore import QCoreApplication, QThread

from mjtrainer.app.shared.tasks import TaskRunner, no_cycle_collection


def test_synchronous_result_arrives_by_signal(qtbot):
    runner = TaskRunner(SynchronousPool())
    with qtbot.waitSignal(runner.resultReady) as blocker:
        rid = runner.submit(lambda: 42)
    assert blocker.args == [rid, 42]
    assert rid == 1
    assert not runner.busy


def test_ids_increase(qtbot):
    runner = TaskRunner(SynchronousPool())
    ids = [runner.submit(lambda: None) for _ in range(3)]
    assert ids == [1, 2, 3]


def test_stale_result_is_dropped_when_overtaken(qtbot):
    pool = DeferredPool()
    runner = TaskRunner(pool)
    got = []
    runner.resultReady.connect(lambda rid, value: got.append((rid, value)))
    slow = runner.submit(lambda: "slow")
    fast = runner.submit(lambda: "fast")
    assert runner.busy
    # The newer request finishes first; the older one comes back after it.
    pool.run(1)
    assert got == [(fast, "fast")]
    assert not runner.busy
    with qtbot.waitSignal(runner.dropped) as dropped:
        pool.run(0)
    assert dropped.args == [slow]
    assert got == [(fast, "fast")]


def test_queued_stale_job_is_not_even_run(qtbot):
    pool = DeferredPool()
    runner = TaskRunner(pool)
    calls = []
    runner.submit(lambda: calls.append("old"))
    runner.submit(lambda: calls.append("new"))
    with qtbot.assertNotEmitted(runner.resultReady):
        pool.run(0)
    assert calls == []
    pool.run(1)
    assert calls == ["new"]


def test_worker_exception_arrives_as_message(qtbot):
    runner = TaskRunner(SynchronousPool())

    def boom():
        raise RuntimeError("the worker broke")

    with qtbot.waitSignal(runner.failed) as blocker:
        rid = runner.submit(boom)
    assert blocker.args[0] == rid
    assert "RuntimeError" in blocker.args[1] and "the worker broke" in blocker.args[1]
    assert not runner.busy


def test_busy_signal_brackets_a_request(qtbot):
    pool = DeferredPool()
    runner = TaskRunner(pool)
    states = []
    runner.busyChanged.connect(states.append)
    runner.submit(lambda: 1)
    assert states == [True]
    pool.run(0)
    assert states == [True, False]


def test_invalidate_drops_the_request_out(qtbot):
    pool = DeferredPool()
    runner = TaskRunner(pool)
    runner.submit(lambda: 1)
    runner.invalidate()
    assert not runner.busy
    with qtbot.assertNotEmitted(runner.resultReady):
        pool.run(0)


def test_shutdown_stops_taking_work(qtbot):
    runner = TaskRunner(SynchronousPool())
    assert runner.shutdown()
    with qtbot.assertNotEmitted(runner.resultReady):
        assert runner.submit(lambda: 1) == 0


def test_real_pool_runs_off_the_gui_thread_and_drops_the_slow_request(qtbot):
    """Integration: a real QThreadPool; a blocked request is overtaken by a later one."""
    runner = TaskRunner()
    gui = QThread.currentThread()
    release = threading.Event()
    threads = []

    def slow():
        threads.append(QThread.currentThread())
        release.wait(10)
        return "slow"

    def fast():
        threads.append(QThread.currentThread())
        return "fast"

    got = []
    runner.resultReady.connect(lambda rid, value: got.append(value))
    slow_id = runner.submit(slow)
    qtbot.waitUntil(lambda: len(threads) == 1)  # the slow job is running
    fast_id = runner.submit(fast)
    release.set()
    with qtbot.waitSignal(runner.resultReady, timeout=10000) as blocker:
        pass
    assert blocker.args == [fast_id, "fast"]
    assert got == ["fast"]
    assert all(t is not gui for t in threads)
    assert slow_id < fast_id
    assert runner.shutdown(10000)


class _Work:
    """Stands for a job's hand: something a finished job must not keep alive."""


def test_real_pool_keeps_no_finished_job_or_its_work(qtbot):
    """Quick jobs mixed with controlled ones on a real pool: once the pool is idle and the
    results are in, no job's callable, arguments or result is still referenced (PySide kept
    about one quick QRunnable in seven, with its arguments, for good)."""
    runner = TaskRunner()
    rng = random.Random(1)
    works: list[weakref.ref[_Work]] = []

    def quick(work: _Work) -> _Work:
        return work

    def controlled(work: _Work, control: object) -> int:
        time.sleep(0.0005)  # holding no lock: the GUI thread submits meanwhile
        return id(work)

    for n in range(1500):
        work = _Work()
        works.append(weakref.ref(work))
        if rng.random() < 0.5:
            runner.submit(partial(quick, work))
        else:
            runner.submit_controlled(partial(controlled, work), 0.001)
        del work
        if n % 3 == 0:
            QCoreApplication.processEvents()
    assert runner.pool.waitForDone(30000)
    qtbot.waitUntil(lambda: not runner.busy, timeout=10000)
    QCoreApplication.processEvents()
    gc.collect()
    assert sum(w() is not None for w in works) == 0
    assert runner.shutdown(10000)


@pytest.mark.parametrize("value", [None, 0, "", ()])
def test_falsy_results_are_still_results(qtbot, value):
    runner = TaskRunner(SynchronousPool())
    with qtbot.waitSignal(runner.resultReady) as blocker:
        runner.submit(lambda: value)
    assert blocker.args[1] == value


# --- progress and cancellation (controlled jobs) -------------------------------------------


class Stepper:
    """A controlled job that takes one step each time the test releases it, reporting its
    progress and looking at its cancel flag between steps (as the look-ahead does)."""

    def __init__(self, steps: int) -> None:
        self.steps = steps
        self.go = threading.Semaphore(0)
        self.done = 0
        self.stopped = threading.Event()
        self.thread = None
        self.control = None

    def __call__(self, control):
        self.control = control
        self.thread = QThread.currentThread()
        control.report(0, self.steps)
        for i in range(self.steps):
            if not self.go.acquire(timeout=10):
                raise TimeoutError("the test never released the step")
            if control.cancelled():
                self.stopped.set()
                raise RuntimeError("cancelled")
            self.done = i + 1
            control.report(i + 1, self.steps)
        return "finished"


def test_controlled_job_reports_progress_on_the_gui_thread(qtbot):
    """Integration, real pool: progress arrives queued, with the request id, in order."""
    runner = TaskRunner()
    gui = QThread.currentThread()
    job = Stepper(3)
    seen = []

    def on_progress(rid, done, total):
        seen.append((rid, done, total, QThread.currentThread() is gui))

    runner.progress.connect(on_progress)
    rid = runner.submit_controlled(job)
    qtbot.waitUntil(lambda: len(seen) == 1)
    for _ in range(3):
        job.go.release()
    with qtbot.waitSignal(runner.resultReady, timeout=10000) as blocker:
        pass
    assert blocker.args == [rid, "finished"]
    assert seen == [(rid, n, 3, True) for n in range(4)]
    assert job.thread is not gui
    assert runner.shutdown(10000)


def test_cancel_sets_the_flag_and_drops_the_result(qtbot):
    """Integration, real pool: the running job sees its flag at its next look and stops; the
    runner says ``cancelled(id)`` at once, is no longer busy, and reports nothing more."""
    runner = TaskRunner()
    job = Stepper(5)
    rid = runner.submit_controlled(job)
    job.go.release()
    qtbot.waitUntil(lambda: job.done == 1)
    with qtbot.waitSignal(runner.cancelled) as blocker:
        assert runner.cancel() == rid
    assert blocker.args == [rid]
    assert not runner.busy
    with qtbot.assertNotEmitted(runner.resultReady), qtbot.assertNotEmitted(runner.failed):
        with qtbot.assertNotEmitted(runner.progress):
            with qtbot.waitSignal(runner.dropped, timeout=10000) as dropped:
                job.go.release()
    assert dropped.args == [rid]
    assert job.stopped.is_set() and job.done == 1
    assert runner.cancel() == 0  # nothing left to cancel
    assert runner.shutdown(10000)


def test_a_new_request_cancels_the_running_controlled_job(qtbot):
    """Integration, real pool: a newer request sets the running job's flag; only the newer
    result is reported."""
    runner = TaskRunner()
    job = Stepper(5)
    got = []
    runner.resultReady.connect(lambda rid, value: got.append((rid, value)))
    old = runner.submit_controlled(job)
    job.go.release()
    qtbot.waitUntil(lambda: job.done == 1)
    with qtbot.waitSignal(runner.resultReady, timeout=10000):
        new = runner.submit(lambda: "new")
        job.go.release()  # the old job looks at its flag and stops; then the new one runs
    assert got == [(new, "new")]
    assert job.stopped.is_set() and job.done == 1
    assert old < new
    assert runner.shutdown(10000)


def _release_once_cancelled(job: Stepper) -> None:
    if job.control.wait(10):
        job.go.release()


def test_invalidate_and_shutdown_cancel_the_controlled_job(qtbot):
    for stop in ("invalidate", "shutdown"):
        runner = TaskRunner()
        job = Stepper(3)
        runner.submit_controlled(job)
        job.go.release()
        qtbot.waitUntil(lambda j=job: j.done == 1)
        if stop == "invalidate":
            runner.invalidate()
            job.go.release()
            qtbot.waitUntil(job.stopped.is_set, timeout=10000)
        else:
            # Released once the flag is up, so the job's next look finds it set while
            # shutdown waits for the pool.
            helper = threading.Thread(target=_release_once_cancelled, args=(job,))
            helper.start()
            assert runner.shutdown(10000)
            helper.join(10)
            assert job.stopped.is_set()
        assert job.done == 1
        runner.shutdown(10000)


def test_a_queued_controlled_job_overtaken_is_never_called(qtbot):
    pool = DeferredPool()
    runner = TaskRunner(pool)
    calls = []
    runner.submit_controlled(lambda control: calls.append("old"))
    runner.submit(lambda: calls.append("new"))
    pool.run(0)
    pool.run(1)
    assert calls == ["new"]


# --- the collector around a search ----------------------------------------------------------


class _Node:
    """An object the collector tracks, able to sit in a cycle."""

    def __init__(self) -> None:
        self.other: object = None


def test_a_cycle_made_during_a_search_is_still_collected():
    with no_cycle_collection():
        a, b = _Node(), _Node()
        a.other, b.other = b, a
        gone = weakref.ref(a)
        del a, b
    gc.collect()
    assert gone() is None


def test_the_collector_comes_back_when_the_last_overlapping_search_ends():
    first, second = no_cycle_collection(), no_cycle_collection()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)  # the other pool thread's search is still running
    assert not gc.isenabled()
    second.__exit__(None, None, None)
    assert gc.isenabled()


def test_a_collector_off_before_the_search_stays_off():
    gc.disable()
    try:
        with no_cycle_collection():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
