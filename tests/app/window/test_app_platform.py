"""The platform probe: where Qt's xcb plugin cannot load (its system libraries missing) or no
X display is named, the app says what is missing and exits 2 before building the
QApplication, instead of Qt's abort with a core dump (issue 19 §4.9); offscreen and other
platforms are left to Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjtrainer.app.qtcompat import chosen_platform, platform_fault

ROOT = Path(__file__).resolve().parents[3]
MISSING = "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"


class Loader:
    """A stand-in for ctypes.CDLL: records what it was asked to load, fails if told to."""

    def __init__(self, error: str | None = None) -> None:
        self.error = error
        self.loaded: list[str] = []

    def __call__(self, path: str) -> object:
        self.loaded.append(path)
        if self.error is not None:
            raise OSError(self.error)
        return object()


def test_missing_xcb_libraries_are_named_with_the_readme_list():
    load = Loader(MISSING)
    fault = platform_fault([], {"DISPLAY": ":0"}, load, "linux")
    assert fault is not None and MISSING in fault
    assert "README" in fault and "On a bare Linux machine" in fault
    assert load.loaded and load.loaded[0].endswith("platforms/libqxcb.so")
    fault = platform_fault([], {"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, Loader(MISSING))
    assert fault is not None and MISSING in fault


def test_no_display_is_said():
    fault = platform_fault([], {}, Loader(), "linux")
    assert fault is not None and "DISPLAY is not set" in fault
    assert platform_fault([], {"DISPLAY": ":0"}, Loader(), "linux") is None


@pytest.mark.parametrize(
    ("argv", "env"),
    [
        ([], {"QT_QPA_PLATFORM": "offscreen"}),
        ([], {"QT_QPA_PLATFORM": "offscreen:size=1366x768"}),
        ([], {"QT_QPA_PLATFORM": "wayland;xcb"}),
        (["-platform", "offscreen"], {"QT_QPA_PLATFORM": "xcb"}),
        (["-platform=minimal"], {}),
        ([], {"WAYLAND_DISPLAY": "wayland-0"}),  # Qt's default tries wayland first there
    ],
)
def test_other_platforms_are_left_to_qt(argv, env):
    load = Loader(MISSING)
    assert platform_fault(argv, env, load, "linux") is None
    assert load.loaded == []


def test_only_linux_is_probed():
    assert platform_fault([], {}, Loader(MISSING), "darwin") is None
    assert platform_fault([], {}, Loader(MISSING), "win32") is None


def test_the_platform_qt_will_use():
    assert chosen_platform([], {}) == []
    assert chosen_platform([], {"QT_QPA_PLATFORM": "xcb; offscreen:size=1x1"}) == [
        "xcb",
        "offscreen",
    ]
    assert chosen_platform(["-style", "x", "-platform", "vnc"], {"QT_QPA_PLATFORM": "xcb"}) == [
        "vnc"
    ]


def test_the_app_exits_with_the_message_instead_of_a_core_dump(tmp_path):
    """The probe forced to fail: a platform plugin folder whose libqxcb.so cannot load (not
    a library at all), which Qt itself would abort on."""
    plugins = tmp_path / "platforms"
    plugins.mkdir()
    (plugins / "libqxcb.so").write_text("not a shared library")
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.update(QT_QPA_PLATFORM="xcb", QT_QPA_PLATFORM_PLUGIN_PATH=str(plugins), DISPLAY=":99")
    code = (
        "import sys\n"
        "from mjtrainer.app.main import run\n"
        "status = run([])\n"
        "from PySide6.QtWidgets import QApplication\n"
        "assert QApplication.instance() is None\n"  # the probe ran before Qt was started
        "sys.exit(status)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith("mjtrainer: the window cannot open: Qt's xcb platform plugin")
    assert str(plugins / "libqxcb.so") in proc.stderr and "README" in proc.stderr
    assert "Aborted" not in proc.stderr and "qt.qpa.plugin" not in proc.stderr


def test_offscreen_still_opens(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.update(QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    code = "import sys; from mjtrainer.app.main import run; sys.exit(run(['--self-test']))"
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
