"""The task runner: ids, stale results dropped, errors reported, busy state, shutdown."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QThread

from mjtrainer.app.tasks import SynchronousPool, TaskRunner


class DeferredPool:
    """Holds jobs until the test runs them, in any order: a slow request overtaken by a fast
    one, without any clock."""

    def __init__(self) -> None:
        self.jobs = []

    def start(self, runnable) -> None:
        self.jobs.append(runnable)

    def waitForDone(self, msecs: int = -1) -> bool:
        return True

    def run(self, index: int) -> None:
        self.jobs[index].run()


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


@pytest.mark.parametrize("value", [None, 0, "", ()])
def test_falsy_results_are_still_results(qtbot, value):
    runner = TaskRunner(SynchronousPool())
    with qtbot.waitSignal(runner.resultReady) as blocker:
        runner.submit(lambda: value)
    assert blocker.args[1] == value
