"""One entry point for every log: the format is recognised from the content, never the name,
by asking each format of :data:`FORMATS` (the registry) in order."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import zlib
from typing import BinaryIO

from . import mjai, mjlog, tenhou6
from .errors import Detail, GameError, json_detail, said
from .record import Game, LogFormat
from .table import check_sequence

#: The most bytes a game file may hold (a hanchan's log is some 100 KB, an mjai log with a
#: bot's notes on every move a few MB; mjlog gzipped less): :func:`read_log` reads at most one
#: byte more and refuses a longer file. It also bounds what parsing a hostile file costs (JSON
#: of tiny lists takes some 25 bytes of memory a byte: 8 MB of ``[]`` some 230 MB, a second).
MAX_LOG_BYTES = 8 * 1024 * 1024

#: The most a gzipped log may unpack to.
MAX_SIZE = MAX_LOG_BYTES

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


def _megabytes(size: int) -> int:
    return size // (1024 * 1024)


def read_log(stream: BinaryIO) -> bytes:
    """A game file's bytes, read from ``stream`` (an open file, standard input), at most
    :data:`MAX_LOG_BYTES` of them: ``file-too-large`` for a longer one, refused having read one
    byte more (never the whole of a huge file or an endless pipe). ``OSError`` as the stream
    raises it."""
    data = stream.read(MAX_LOG_BYTES + 1)
    if len(data) > MAX_LOG_BYTES:
        raise GameError("file-too-large", limit=_megabytes(MAX_LOG_BYTES))
    return data


def _text(data: str | bytes) -> str:
    if isinstance(data, str):
        if len(data) > MAX_LOG_BYTES:  # a pasted text: as long as a file may be
            raise GameError("file-too-large", limit=_megabytes(MAX_LOG_BYTES))
        return data
    if len(data) > MAX_LOG_BYTES:
        raise GameError("file-too-large", limit=_megabytes(MAX_LOG_BYTES))
    if data[:2] == b"\x1f\x8b":  # Tenhou's mjlog downloads are gzipped
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as f:
                data = f.read(MAX_SIZE + 1)
        except (OSError, EOFError, zlib.error) as e:
            raise GameError(
                "not-a-log", what=said(Detail.BROKEN_GZIP, reason=str(e)[:40])
            ) from None
        if len(data) > MAX_SIZE:
            raise GameError("unpacks-too-large", limit=_megabytes(MAX_SIZE))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise GameError("not-a-log", what=said(Detail.NOT_UTF8)) from None


def read_game(data: str | bytes) -> Game:
    """Read a game log of any format we know: tenhou.net/6 JSON (one object, one object a line
    as the viewer saves rounds, or a text holding a tenhou.net/6 or /5 viewer link), mjai JSONL
    or Tenhou XML (mjlog, gzipped or not).

    Raises :class:`GameError` for anything else or anything impossible in it, naming the
    round and event; never returns part of a game.
    """
    # Lines end in \n for every reader: Windows' \r\n and old Macs' lone \r read the same.
    text = _text(data).replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text:
        raise GameError("not-a-log", what=said(Detail.EMPTY))
    try:
        for fmt in FORMATS:
            if fmt.sniff(text):
                game = fmt.read(text)
                check_sequence(game.rules, game.rounds)
                return game
    except RecursionError:
        raise GameError("malformed", detail=said(Detail.NESTED)) from None
    raise _unknown(text)


def game_id(game: Game) -> str:
    """The game's identity across reviews: ``tenhou:<ref>`` from the log's own id where it
    has one, else ``sha256:<hex>`` of its canonical content (the game written as mjai, so
    the same game read from any format, under any file name, is the same game)."""
    if game.ref is not None:
        return f"tenhou:{game.ref}"
    return "sha256:" + hashlib.sha256(mjai.to_mjai(game).encode("utf-8")).hexdigest()


def _unknown(text: str) -> GameError:
    """The error for a text no format claims: JSON says what is wrong with its first line."""
    if text.startswith("{"):
        first = text.split("\n", 1)[0]
        try:
            head = json.loads(first)
        except (ValueError, RecursionError) as e:
            return GameError("bad-json", detail=json_detail(e), line=1)
        if isinstance(head, dict) and "log" in first:
            return GameError("bad-json", detail=said(Detail.CUT_OFF))
        return GameError("not-a-log", what=said(Detail.NEITHER_JSON))
    return GameError("not-a-log", what=said(Detail.NEITHER_TEXT))
