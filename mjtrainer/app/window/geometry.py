"""Where the window opens: the preferred size shrunk to the screen's room, centred, and a
restored place checked against the screen it is on (a laptop's after a large monitor's)."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

#: The size the window opens at where the screen has room for it.
PREFERRED_SIZE = QSize(1280, 820)
#: Room kept for the title bar and borders before the window manager has said how big they are
#: (on X11 only once the window is shown); corrected on the first show.
FRAME_ALLOWANCE = QMargins(4, 32, 4, 4)


def opening_geometry(available: QRect, preferred: QSize, frame: QMargins) -> QRect:
    """The window's own rectangle (without its frame) to open at: ``preferred`` shrunk so that
    window and ``frame`` fit ``available`` (a screen's available geometry, the task bar left
    out), centred in it."""
    room_w = available.width() - frame.left() - frame.right()
    room_h = available.height() - frame.top() - frame.bottom()
    w = max(1, min(preferred.width(), room_w))
    h = max(1, min(preferred.height(), room_h))
    x = available.x() + frame.left() + max(0, (room_w - w) // 2)
    y = available.y() + frame.top() + max(0, (room_h - h) // 2)
    return QRect(x, y, w, h)


def fits(window: QRect, frame: QMargins, available: QRect) -> bool:
    """Whether ``window`` with its ``frame`` lies within ``available``."""
    return available.contains(window.marginsAdded(frame))


def frame_of(window: QWidget, placed: bool) -> QMargins:
    """The frame around ``window``: the window manager's once shown (``placed``), else an
    allowance."""
    frame, inner = window.frameGeometry(), window.geometry()
    margins = QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )
    return margins if not margins.isNull() or placed else FRAME_ALLOWANCE


def fits_a_screen(window: QWidget) -> bool:
    """Whether the geometry restored lies within the available geometry of the screen it is
    on (a laptop's after a large monitor's: no). Its frame is not known before the first show,
    which checks again with it (:func:`place_on_first_show`)."""
    if window.isMaximized() or window.isFullScreen():
        return True
    screen = QGuiApplication.screenAt(window.geometry().center())
    return screen is not None and fits(window.geometry(), QMargins(), screen.availableGeometry())


def open_on(window: QWidget, screen: QScreen | None) -> None:
    """Open at the preferred size, or smaller to fit ``screen``, centred on it."""
    if screen is None:
        window.resize(PREFERRED_SIZE)
        return
    window.setGeometry(
        opening_geometry(screen.availableGeometry(), PREFERRED_SIZE, frame_of(window, False))
    )


def place_on_first_show(window: QWidget) -> None:
    """On the first show, with the frame the window manager gave: a window that does not fit
    its screen (the real frame is larger than the allowance, or the restored place moved)
    shrinks to fit it."""
    if window.isMaximized() or window.isFullScreen():
        return
    screen = window.screen()
    frame = frame_of(window, True)
    if screen is not None and not fits(window.geometry(), frame, screen.availableGeometry()):
        window.setGeometry(opening_geometry(screen.availableGeometry(), window.size(), frame))
