"""The window opens within the screen it is on (issue 19 §2: a fixed 1280 × 820 was partly
off-screen on a 1366 × 768 laptop), and a saved geometry is restored only where it still fits.

Each case runs in its own process on a fake screen: Qt's offscreen platform reads the screens
from a JSON file (``offscreen:configfile=…``), with window frames like a window manager's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QRect, QSize

from mjtrainer.app.window.geometry import PREFERRED_SIZE, fits, opening_geometry

ROOT = Path(__file__).resolve().parents[3]

CHILD = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QRect, QSettings
    from mjtrainer.app.main import build_window, make_app
    from mjtrainer.app.quiz.controller import QuizController
    from mjtrainer.app.window.settings import SettingsController
    from mjtrainer.app.shared.tasks import TaskRunner
    from pools import SynchronousPool

    app = make_app([])
    tmp = sys.argv[1]

    def window(saved=None):
        sc = SettingsController(
            QSettings(tmp + "/settings.ini", QSettings.Format.IniFormat), install_translator=False
        )
        if saved is not None:
            sc.save_geometry(saved)
        quiz = QuizController(
            tmp + "/progress.sqlite3",
            runner=TaskRunner(SynchronousPool()),
            store_runner=TaskRunner(SynchronousPool()),
        )
        w = build_window(sc, TaskRunner(SynchronousPool()), quiz)
        w.show()
        app.processEvents()
        return w

    def rect(r):
        return [r.x(), r.y(), r.width(), r.height()]

    out = {"available": rect(app.primaryScreen().availableGeometry())}
    w = window()
    out["fresh"] = rect(w.frameGeometry())
    w.setGeometry(QRect(10, 10, 1900, 1000))  # as a large monitor's session saved it
    app.processEvents()
    big = w.saveGeometry()
    w.setGeometry(QRect(100, 60, 800, 450))
    app.processEvents()
    small = w.saveGeometry()
    out["small_saved"] = rect(w.geometry())
    for name, saved in (("big", big), ("small", small)):
        w.controller.shutdown()
        w.quiz.shutdown()
        w.hide()
        w = window(saved)
        out[name] = rect(w.frameGeometry())
        out[name + "_inner"] = rect(w.geometry())
    w.controller.shutdown()
    w.quiz.shutdown()
    print(json.dumps(out))
    """
)


def run_on_screen(tmp_path: Path, width: int, height: int) -> dict[str, list[int]]:
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps(
            {
                "windowFrameMargins": True,
                "screens": [
                    {"name": "laptop", "x": 0, "y": 0, "width": width, "height": height}
                    | {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
                ],
            }
        )
    )
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    # the child imports the test doubles (tests/app/pools.py) as the tests do
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT / "tests" / "app"), env.get("PYTHONPATH", "")) if p
    )
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.splitlines()[-1])


def within(inner: list[int], outer: list[int]) -> bool:
    return QRect(*outer).contains(QRect(*inner))


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1024, 600)])
def test_the_window_opens_within_a_small_screen(tmp_path, width, height):
    got = run_on_screen(tmp_path, width, height)
    assert got["available"] == [0, 0, width, height]  # the fake screen took
    assert within(got["fresh"], got["available"]), got
    # A geometry saved on a larger screen no longer fits: the window opens as if fresh.
    assert within(got["big"], got["available"]), got
    # One that still fits is restored as it was.
    assert got["small_inner"] == got["small_saved"] == [100, 60, 800, 450]


def test_a_large_screen_gets_the_preferred_size(tmp_path):
    got = run_on_screen(tmp_path, 1920, 1080)
    assert within(got["fresh"], got["available"])
    assert got["fresh"][2:] == [PREFERRED_SIZE.width() + 4, PREFERRED_SIZE.height() + 4]
    # It fits there: restored at its size (Qt may nudge it down to leave room for a title bar).
    assert got["big_inner"][2:] == [1900, 1000] and within(got["big"], got["available"])


def test_opening_geometry_shrinks_and_centres():
    frame = QMargins(4, 30, 4, 4)
    available = QRect(0, 0, 1366, 728)  # a 768-px screen less a 40-px task bar
    g = opening_geometry(available, QSize(1280, 820), frame)
    assert fits(g, frame, available)
    assert g.height() == 728 - 34 and g.width() == 1280
    assert g.x() - 4 == 1366 - (g.right() + 1 + 4)  # centred across
    wide = opening_geometry(QRect(1920, 0, 2560, 1400), QSize(1280, 820), frame)
    assert wide.size() == QSize(1280, 820) and wide.x() > 1920
    assert not fits(QRect(0, 0, 1280, 820), frame, available)
