"""A thread pool for tests that runs nothing by itself: the test runs each job when it
chooses, in any order (a slow request overtaken by a fast one, without a clock or threads).
The other double, :class:`SynchronousPool`, runs each job at once."""

from __future__ import annotations

from collections.abc import Callable


class DeferredPool:
    """Holds the jobs the runner starts until the test runs them (:meth:`run`)."""

    def __init__(self) -> None:
        self.jobs: list[Callable[[], None]] = []

    def start(self, job: Callable[[], None], /) -> None:
        self.jobs.append(job)

    def waitForDone(self, msecs: int = -1) -> bool:
        return True

    def run(self, index: int) -> None:
        """Run the job started ``index``-th (0 the first)."""
        self.jobs[index]()


class SynchronousPool:
    """Runs each job at once on the caller's thread: deterministic controller tests."""

    def start(self, job: Callable[[], None], /) -> None:
        job()

    def waitForDone(self, msecs: int = -1) -> bool:
        return True
