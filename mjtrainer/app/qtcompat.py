"""A check of the Qt binding, done at run time rather than by version number.

PySide6-Essentials 6.12.0 on Python 3.11 returns ``None`` (and ``True`` from
``SignalInstance.emit``) without taking a reference: every call of a void Qt method from Python
takes one reference from ``None``. Python 3.12+ makes ``None`` immortal, so nothing shows there;
on 3.11 the interpreter aborts after a few thousand calls ("none_dealloc: deallocating None").
Nothing in the app can work around that, so the app refuses to start with a clear message
instead of crashing minutes later.
"""

from __future__ import annotations

import sys

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QObject


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
