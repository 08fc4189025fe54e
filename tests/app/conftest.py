"""Fixtures for the Qt layer: temporary settings, controllers on a synchronous pool, a window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from mjtrainer.app.controller import TrainerController
from mjtrainer.app.settings import SettingsController
from mjtrainer.app.tasks import SynchronousPool, TaskRunner

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


@pytest.fixture
def window(qtbot, qsettings):
    """The real main window with temporary settings and a synchronous analysis pool."""
    from mjtrainer.app.main import build_window

    sc = SettingsController(qsettings)
    sc.set_language("en")
    w = build_window(sc, TaskRunner(SynchronousPool()))
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    yield w
    sc.set_language("en")
    w.controller.shutdown()
