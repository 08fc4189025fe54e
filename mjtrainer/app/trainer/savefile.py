"""The one way the app writes a file the user named (Save as): whole or not at all.

The text goes to a new file beside the target, flushed and synced, and only then takes the
target's name (``os.replace``): a full disk or a crash half way leaves the old file as it was.
A target that is a link (followed, it would write somewhere the user did not name; dangling, it
would create its target), a folder, a pipe or a device (a FIFO would block the window until
someone reads it) or a name holding a NUL is refused before anything is written, as the
progress file refuses them (:mod:`mjtrainer.quiz.progress_file`).
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # the name lupdate looks for


class SaveRefused(Exception):
    """The file was not written, and why: ``code`` is ``"bad-name"`` (a NUL in the name),
    ``"link"`` (``target``: where it points), ``"folder"``, ``"not-a-file"`` (a pipe, a
    device) or ``"failed"`` (``detail``: what the system said). Nothing at the path changed."""

    def __init__(self, code: str, path: str, *, target: str = "", detail: str = "") -> None:
        super().__init__(f"{code}: {path}: {target or detail}")
        self.code, self.path, self.target, self.detail = code, path, target, detail


def _write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to ``fd`` (``os.write`` may take less than it is given)."""
    view = memoryview(data)
    while view:
        done = os.write(fd, view)
        view = view[done:]


def _check(path: Path) -> os.stat_result | None:
    """What is at ``path`` now (None: nothing), or :class:`SaveRefused` for what is never
    written over."""
    text = str(path)
    if "\0" in text:
        raise SaveRefused("bad-name", text.replace("\0", "\\0"))
    try:
        if path.is_symlink():
            raise SaveRefused("link", text, target=os.readlink(path))
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise SaveRefused("failed", text, detail=e.strerror or str(e)) from None
    if stat.S_ISDIR(st.st_mode):
        raise SaveRefused("folder", text)
    if not stat.S_ISREG(st.st_mode):
        raise SaveRefused("not-a-file", text)
    return st


def save_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole, or raise :class:`SaveRefused` having changed
    nothing there. An existing file keeps its permissions."""
    target = Path(path)
    st = _check(target)
    temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as e:
        raise SaveRefused("failed", str(target), detail=e.strerror or str(e)) from None
    try:
        try:
            _write_all(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        if st is not None:
            os.chmod(temp, stat.S_IMODE(st.st_mode))
        os.replace(temp, target)
    except OSError as e:
        temp.unlink(missing_ok=True)
        raise SaveRefused("failed", str(target), detail=e.strerror or str(e)) from None


def refusal_text(e: SaveRefused) -> str:
    """Why the file was not written, in the current language."""
    if e.code == "bad-name":
        return translate("SaveFile", "the name {path} holds a NUL character").format(path=e.path)
    if e.code == "link":
        return translate(
            "SaveFile", "{path} is a link to {target}; it was left as it is: choose a file"
        ).format(path=e.path, target=e.target)
    if e.code == "folder":
        return translate("SaveFile", "{path} is a folder").format(path=e.path)
    if e.code == "not-a-file":
        return translate(
            "SaveFile", "{path} is a pipe or a device, not a file; it was left as it is"
        ).format(path=e.path)
    return translate("SaveFile", "{reason}; nothing at {path} was changed").format(
        reason=e.detail, path=e.path
    )
