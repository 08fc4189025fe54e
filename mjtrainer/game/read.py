"""One entry point for every log: the format is recognised from the content, never the name,
by asking each format of :data:`FORMATS` (the registry) in order."""

from __future__ import annotations

import gzip
import json
import zlib

from . import mjai, mjlog, tenhou6
from .errors import GameError
from .record import Game, LogFormat

#: The most bytes a game file may hold (a hanchan's log is some 100 KB; mjlog gzipped less):
#: the window and the command line read at most one byte more and refuse a longer file.
MAX_LOG_BYTES = 32 * 1024 * 1024

#: The most a gzipped log may unpack to (a real game is well under a megabyte).
MAX_SIZE = 32 * 1024 * 1024

#: The log formats, asked in this order whether a text is theirs: a new format is its module
#: (with its :class:`~.record.LogFormat`) and one line here.
FORMATS: tuple[LogFormat, ...] = (mjlog.FORMAT, tenhou6.FORMAT, mjai.FORMAT)


def find_format(name: str) -> LogFormat:
    """The format named ``name`` (``"tenhou6"``, ``"mjai"``, ``"mjlog"``); ``KeyError`` if none
    is."""
    for fmt in FORMATS:
        if fmt.name == name:
            return fmt
    raise KeyError(name)


def _text(data: str | bytes) -> str:
    if isinstance(data, str):
        return data
    if data[:2] == b"\x1f\x8b":  # Tenhou's mjlog downloads are gzipped
        try:
            with gzip.GzipFile(fileobj=__import__("io").BytesIO(data)) as f:
                data = f.read(MAX_SIZE + 1)
        except (OSError, EOFError, zlib.error) as e:
            raise GameError("not-a-log", what=f"a broken gzip file ({str(e)[:40]})") from None
        if len(data) > MAX_SIZE:
            raise GameError("not-a-log", what="a gzip file that unpacks too large")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise GameError("not-a-log", what="bytes that are not UTF-8 text") from None


def read_game(data: str | bytes) -> Game:
    """Read a game log of any format we know: tenhou.net/6 JSON (one object, one object a line
    as the viewer saves rounds, or a text holding a tenhou.net/6 or /5 viewer link), mjai JSONL
    or Tenhou XML (mjlog, gzipped or not).

    Raises :class:`GameError` for anything else or anything impossible in it, naming the
    round and event; never returns part of a game.
    """
    text = _text(data).strip()
    if not text:
        raise GameError("not-a-log", what="an empty file")
    try:
        for fmt in FORMATS:
            if fmt.sniff(text):
                return fmt.read(text)
    except RecursionError:
        raise GameError("malformed", detail="nested too deeply") from None
    raise _unknown(text)


def _unknown(text: str) -> GameError:
    """The error for a text no format claims: JSON says what is wrong with its first line."""
    if text.startswith("{"):
        first = text.split("\n", 1)[0]
        try:
            head = json.loads(first)
        except (ValueError, RecursionError) as e:
            return GameError("bad-json", detail=str(e)[:60], line=1)
        if isinstance(head, dict) and "log" in first:
            return GameError("bad-json", detail="a tenhou.net/6 object cut off or broken")
        return GameError("not-a-log", what="JSON that is neither tenhou.net/6 nor mjai")
    return GameError("not-a-log", what="text that is not tenhou.net/6, mjai or mjlog")
