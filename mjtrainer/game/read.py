"""One entry point for every log: the format is recognised from the content, never the name."""

from __future__ import annotations

import gzip
import json
import re
import urllib.parse
import zlib

from .errors import GameError
from .mjai import read_mjai
from .mjlog import read_mjlog
from .record import Game
from .tenhou6 import read_tenhou6, read_tenhou6_lines

#: The most bytes a game file may hold (a hanchan's log is some 100 KB; mjlog gzipped less):
#: the window and the command line read at most one byte more and refuse a longer file.
MAX_LOG_BYTES = 32 * 1024 * 1024

#: The most a gzipped log may unpack to (a real game is well under a megabyte).
MAX_SIZE = 32 * 1024 * 1024
_LINK = re.compile(r"tenhou\.net/[56]/?#json=(\S+)")


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


def _json_lines(text: str) -> list[object]:
    """Each non-empty line of ``text`` parsed as JSON; ``bad-json`` naming the first that is
    not."""
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            out.append(json.loads(line))
        except (ValueError, RecursionError) as e:
            raise GameError("bad-json", detail=str(e)[:60], line=n) from None
    return out


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
        if text.startswith("<"):
            return read_mjlog(text)
        if text.startswith("{"):
            first = text.split("\n", 1)[0]
            try:
                whole = json.loads(text)
            except (ValueError, RecursionError):
                whole = None
            if isinstance(whole, dict) and "log" in whole:
                return read_tenhou6(whole)
            try:
                head = json.loads(first)
            except (ValueError, RecursionError) as e:
                raise GameError("bad-json", detail=str(e)[:60], line=1) from None
            if isinstance(head, dict) and "type" in head:
                return read_mjai(text)
            if isinstance(head, dict) and "log" in head and "\n" in text:
                return read_tenhou6_lines(_json_lines(text))
            if isinstance(head, dict) and "log" in first:
                raise GameError("bad-json", detail="a tenhou.net/6 object cut off or broken")
            raise GameError("not-a-log", what="JSON that is neither tenhou.net/6 nor mjai")
        link = _LINK.search(text)
        if link:
            fragment = urllib.parse.unquote(link.group(1))
            try:
                obj = json.loads(fragment)
            except (ValueError, RecursionError) as e:
                raise GameError("bad-json", detail=str(e)[:60]) from None
            return read_tenhou6(obj)
    except RecursionError:
        raise GameError("malformed", detail="nested too deeply") from None
    raise GameError("not-a-log", what="text that is not tenhou.net/6, mjai or mjlog")
