"""Checks of the Qt binding and of the platform plugin, done at run time, before the window.

The platform plugin: without the system libraries of Qt's ``xcb`` plugin (or without an X
display) the QApplication aborts the process with a core dump and Qt's own lines about
plugins; :func:`platform_fault` finds that first and says what is missing instead.

The binding, checked by behaviour rather than by version number:

PySide6-Essentials 6.12.0 on Python 3.11 returns ``None`` (and ``True`` from
``SignalInstance.emit``) without taking a reference: every call of a void Qt method from Python
takes one reference from ``None``. Python 3.12+ makes ``None`` immortal, so nothing shows there;
on 3.11 the interpreter aborts after a few thousand calls ("none_dealloc: deallocating None").
Nothing in the app can work around that, so the app refuses to start with a clear message
instead of crashing minutes later.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QLibraryInfo, QObject


def binding_fault() -> str | None:
    """None when the binding keeps reference counts right, else what is wrong and the fix."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(16):
        probe.setObjectName("probe")  # a void method: returns None
    lost = before - sys.getrefcount(None)
    if lost < 8:
        return None
    return (
        f"PySide6 {PYSIDE_VERSION} on Python {sys.version_info.major}.{sys.version_info.minor} "
        "loses a reference to None on every call and would crash: install "
        "'PySide6-Essentials<6.12' or use Python 3.12 or newer."
    )


#: Where the README lists the system libraries (its section's first words).
README_LIST = 'the README\'s list ("On a bare Linux machine Qt needs these system libraries")'


def chosen_platform(argv: Sequence[str], environ: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order (``-platform`` first, then
    ``QT_QPA_PLATFORM``, which may list several, ``;``-separated, each with ``:options``);
    empty when neither names one (Qt's default)."""
    spec = environ.get("QT_QPA_PLATFORM", "")
    for i, arg in enumerate(argv):
        if arg in ("-platform", "--platform") and i + 1 < len(argv):
            spec = argv[i + 1]
        elif arg.startswith(("-platform=", "--platform=")):
            spec = arg.split("=", 1)[1]
    return [name.split(":", 1)[0].strip() for name in spec.split(";") if name.strip()]


def platform_fault(
    argv: Sequence[str] = (),
    environ: Mapping[str, str] | None = None,
    load: Callable[[str], object] = ctypes.CDLL,
    system: str = sys.platform,
) -> str | None:
    """None when the window can open as far as can be told before Qt tries, else what is
    missing and where the README lists the fix.

    Only where Qt will use its ``xcb`` plugin (Linux, asked for by name or Qt's default
    outside a Wayland session): the plugin library is loaded the way Qt will load it
    (``load``: :class:`ctypes.CDLL`), so a missing system library is named by the dynamic
    loader; and an X display must be named (``DISPLAY``). Any other platform (``offscreen``,
    ``wayland``, …) is left to Qt.
    """
    env = os.environ if environ is None else environ
    if not system.startswith("linux"):
        return None
    names = chosen_platform(argv, env)
    if names:
        if names != ["xcb"]:
            return None
    elif env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        return None  # Qt tries wayland first there
    plugin = _xcb_plugin(env)
    if plugin is not None:
        try:
            load(str(plugin))
        except OSError as e:
            return (
                f"the window cannot open: Qt's xcb platform plugin needs system libraries "
                f"this machine lacks ({e}). Install {README_LIST}; the command line "
                "(mjtrainer analyze, score, quiz) works without them."
            )
    if not env.get("DISPLAY"):
        return (
            "the window cannot open: no X display (DISPLAY is not set). Start it in a "
            "desktop session; the command line (mjtrainer analyze, score, quiz) works without "
            "one, and QT_QPA_PLATFORM=offscreen runs the window unseen."
        )
    return None


def _xcb_plugin(env: Mapping[str, str]) -> Path | None:
    """The xcb plugin Qt will load (from ``QT_QPA_PLATFORM_PLUGIN_PATH`` or the binding's
    plugin folder); None when it is not found, and Qt says so itself."""
    folders = [Path(p) for p in env.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep) if p]
    plugins = QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)
    folders.append(Path(plugins) / "platforms")
    for folder in folders:
        candidate = folder / "libqxcb.so"
        if candidate.is_file():
            return candidate
    return None
