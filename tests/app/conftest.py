"""Fixtures for the Qt layer: temporary settings, controllers on a synchronous pool, a window."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
import shiboken6
from pools import SynchronousPool
from PySide6.QtCore import QSettings, QStandardPaths

from mjtrainer.app.quiz.controller import QuizController
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.trainer.controller import TrainerController
from mjtrainer.app.window.settings import SettingsController

# The tests mirror the pages (trainer/, quiz/, review/, progress/, window/, shared/) and borrow
# each other's helpers (a review test types a hand as the trainer's tests do): every page's
# folder is on the import path, as this folder is.
for _page in sorted(Path(__file__).parent.iterdir()):
    if _page.is_dir() and not _page.name.startswith("_") and str(_page) not in sys.path:
        sys.path.insert(0, str(_page))

#: 2025-03-01 12:00 UTC: a fixed "now" for the quiz's wall clock.
T0 = 1740830400.0

# The offscreen platform says once per window that it cannot forward size hints to a window
# manager it does not have; that is a fact of the platform, not a fault of the app.
_OFFSCREEN_NOTICE = "This plugin does not support propagateSizeHints"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/app/" in item.nodeid.replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore(_OFFSCREEN_NOTICE))


@pytest.fixture(autouse=True, scope="session")
def _no_user_settings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Even a QSettings made with default arguments lands in a temporary folder."""
    QStandardPaths.setTestModeEnabled(True)
    base = str(tmp_path_factory.mktemp("qsettings"))
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, base)
        QSettings.setPath(fmt, QSettings.Scope.SystemScope, base)


@pytest.fixture(autouse=True, scope="session")
def _sound_binding() -> None:
    """Fail every Qt test with the reason, rather than abort the whole run mid-way."""
    from mjtrainer.app.qtcompat import binding_fault

    fault = binding_fault()
    if fault:
        pytest.fail(fault, pytrace=False)


@pytest.fixture(autouse=True)
def _tile_scale_back() -> None:
    """A window sets the one tile scale from its size: the next test starts from 1."""
    yield
    from mjtrainer.app.shared.tiles import metrics

    metrics().set_scale(1.0)


@pytest.fixture(autouse=True)
def _no_user_progress(tmp_path, monkeypatch) -> None:
    """A window built without a quiz controller keeps its progress in a temporary folder."""
    from mjtrainer.app import main

    monkeypatch.setattr(main, "progress_path", lambda: tmp_path / "user-progress.sqlite3")


class FakeClock:
    """The quiz's two clocks, moved by the test: wall time (the store, the review schedule)
    and monotonic time (time taken, the time limit)."""

    def __init__(self, now: float = T0) -> None:
        self.now = now
        self.mono = 1000.0

    def time(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.mono

    def advance(self, seconds: float) -> None:
        self.now += seconds
        self.mono += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def make_quiz(path, clock: FakeClock, seed: int = 1, pool=None, store_pool=None) -> QuizController:
    """A quiz controller on synchronous pools (or the ones given) and the fake clocks."""
    return QuizController(
        path,
        runner=TaskRunner(pool or SynchronousPool()),
        store_runner=TaskRunner(store_pool or SynchronousPool()),
        clock=clock.time,
        monotonic=clock.monotonic,
        rng=random.Random(seed),
    )


@pytest.fixture
def quiz_factory(qtbot, clock):
    """Makes quiz controllers like :func:`make_quiz` on the fake clock; shuts them down."""
    made: list[QuizController] = []

    def factory(path, pool=None, store_pool=None) -> QuizController:
        q = make_quiz(path, clock, pool=pool, store_pool=store_pool)
        made.append(q)
        return q

    yield factory
    for q in made:
        if shiboken6.isValid(q):  # a window that owned it may have deleted it already
            q.shutdown()
            q.deleteLater()


@pytest.fixture
def quiz(qtbot, tmp_path, clock):
    """A quiz controller with its progress in a temporary file, no window."""
    q = make_quiz(tmp_path / "progress.sqlite3", clock)
    yield q
    q.shutdown()
    q.deleteLater()


@pytest.fixture
def settings_path(tmp_path):
    return str(tmp_path / "settings.ini")


@pytest.fixture
def qsettings(settings_path):
    return QSettings(settings_path, QSettings.Format.IniFormat)


@pytest.fixture
def controller(qtbot):
    """A trainer controller whose analyses run at once, on this thread."""
    c = TrainerController(runner=TaskRunner(SynchronousPool()))
    yield c
    c.shutdown()
    c.deleteLater()


@pytest.fixture
def settings_controller(qapp, qsettings):
    sc = SettingsController(qsettings)
    yield sc
    sc.set_language("en")


def _main_window(qtbot, qsettings, tmp_path, clock, **runners):
    from mjtrainer.app.main import build_window

    sc = SettingsController(qsettings)
    sc.set_language("en")
    w = build_window(
        sc,
        TaskRunner(SynchronousPool()),
        make_quiz(tmp_path / "progress.sqlite3", clock),
        **runners,
    )
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    yield w
    sc.set_language("en")
    w.controller.shutdown()
    if w.quiz is not None:
        w.quiz.shutdown()


@pytest.fixture
def window(qtbot, qsettings, tmp_path, clock):
    """The real main window with temporary settings and progress, synchronous pools and the
    fake clocks (the review's runners on thread pools, as the app has them)."""
    yield from _main_window(qtbot, qsettings, tmp_path, clock)


@pytest.fixture
def sync_window(qtbot, qsettings, tmp_path, clock):
    """The main window of :func:`window` with the review's runners (its reviews and game
    files, its cards) on synchronous pools too."""
    yield from _main_window(
        qtbot,
        qsettings,
        tmp_path,
        clock,
        review_runner=TaskRunner(SynchronousPool()),
        card_runner=TaskRunner(SynchronousPool()),
    )


@pytest.fixture
def started_in(qtbot, tmp_path, clock):
    """Builds main windows started in a language (as after a restart in it), each with its
    own settings and progress; shuts them down."""
    from mjtrainer.app.main import build_window

    made = []

    def start(language: str):
        n = len(made)
        settings = QSettings(str(tmp_path / f"settings{n}.ini"), QSettings.Format.IniFormat)
        settings.setValue("ui/language", language)
        sc = SettingsController(settings)
        w = build_window(
            sc, TaskRunner(SynchronousPool()), make_quiz(tmp_path / f"progress{n}.sqlite3", clock)
        )
        qtbot.addWidget(w)
        w.show()
        w.resize(1024, 600)
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield start
    for w in made:
        w.settings.set_language("en")
        w.controller.shutdown()
        w.quiz.shutdown()


@pytest.fixture
def no_value(monkeypatch) -> None:
    """The trainer's look-ahead without the worth of a win (``AnalyzeOptions.value`` off), for
    tests that read no value: each edit runs a look-ahead on the test's thread, and scoring
    every win it meets was most of their time (issue 29 §4.4)."""
    from functools import partial

    from mjtrainer.app.trainer import jobs
    from mjtrainer.decision import AnalyzeOptions

    monkeypatch.setattr(jobs, "AnalyzeOptions", partial(AnalyzeOptions, value=False))
