"""Reading what the user typed or piped: one line at a time, as bytes, with a cap.

Standard input is read as bytes, never through the text layer: a line that is not valid
UTF-8 becomes that line's error (the batch goes on), and a line longer than
:data:`MAX_LINE_BYTES` is skipped in chunks, never held whole (a 16 MiB line costs 64 KiB).
What is echoed back of a bad input is a short prefix (:func:`shown`) that is always valid
text: undecodable bytes and lone surrogates become U+FFFD (:func:`.output.safe`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any

from ..core.errors import CodedError
from ..core.tiles import MAX_TEXT
from ..words.marks import QT_TRANSLATE_NOOP
from .output import safe

#: Longest line read, in bytes: room for the longest text the core reads, written in the
#: widest UTF-8 (4 bytes a character), and some spaces around it.
MAX_LINE_BYTES = 4 * MAX_TEXT + 96
#: How much of a bad input is echoed back.
ECHO_CHARS = 60
#: What a too-long line is skipped in.
_CHUNK = 1 << 16
_BOM = b"\xef\xbb\xbf"

#: English wording of every input error, by code.
MESSAGES: dict[str, str] = {
    "not-utf8": QT_TRANSLATE_NOOP(
        "InputError", "line {line} is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})"
    ),
    "too-long": QT_TRANSLATE_NOOP(
        "InputError",
        "line {line} is longer than {limit} bytes: a hand is at most {chars} characters",
    ),
    "argument-not-utf8": QT_TRANSLATE_NOOP(
        "InputError", "{argument} is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})"
    ),
}
# The same faults said of an answer typed at the quiz's prompt are the quiz's words
# ("input-not-utf8", "input-too-long" in .words), in both languages.


class InputError(CodedError, ValueError):
    """A line or an argument that cannot be read as text at all.

    ``code`` is a key of :data:`MESSAGES`; ``params`` hold machine values: ``line`` (1-based),
    ``byte`` (the first bad byte) and ``offset`` (its 1-based place in the line), ``limit``
    and ``chars`` (the caps), ``argument`` (which argument).
    """

    ROOM = "input"
    CONTEXT = "InputError"
    MESSAGES = MESSAGES


@dataclass(frozen=True, slots=True)
class InputLine:
    """One line: its number, its text without the line end, and the error if unreadable (then
    ``text`` is what can be shown of it: the start, with bad bytes replaced)."""

    number: int
    text: str
    error: InputError | None = None

    @property
    def skipped(self) -> bool:
        """Blank, or a comment (``#`` …): the batch answers nothing for it."""
        stripped = self.text.strip()
        return not stripped or stripped.startswith("#")


def shown(text: str, limit: int = ECHO_CHARS) -> str:
    """``text`` fit to echo back: at most ``limit`` characters (then "…"), valid Unicode (a
    byte that was not UTF-8 reads as U+FFFD)."""
    return safe(text[:limit] + ("…" if len(text) > limit else ""))


def _has_surrogates(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _as_bytes(text: str) -> bytes:
    """Text back to the bytes it came from: bytes a text layer escaped (U+DC80–U+DCFF) return
    as they were; other lone surrogates become bytes that are not valid UTF-8 either."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


def _decode(raw: bytes) -> str | UnicodeDecodeError:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return e


def check_argument(text: str, argument: str) -> InputError | None:
    """Whether a command-line argument is valid UTF-8 (the system hands undecodable bytes
    over as lone surrogates); the error names ``argument`` ("the hand", "--seen")."""
    if not _has_surrogates(text):
        return None
    bad = _decode(_as_bytes(text))
    assert isinstance(bad, UnicodeDecodeError)
    return InputError(
        "argument-not-utf8", argument=argument, byte=bad.object[bad.start], offset=bad.start + 1
    )


def read_line(
    stream: IO[str] | IO[bytes], number: int, limit: int = MAX_LINE_BYTES
) -> InputLine | None:
    """The next line of ``stream`` as line ``number``, or None at the end.

    A stream with a binary ``buffer`` (``sys.stdin``) is read through it, as bytes.
    """
    buffer = getattr(stream, "buffer", None)
    source: IO[Any] = buffer if buffer is not None else stream
    first = source.readline(limit + 1)
    if not first:
        return None
    raw = first if isinstance(first, bytes) else _as_bytes(first)
    if len(raw) > limit and not raw.endswith(b"\n"):
        _skip_rest(source)
        prefix = raw[: ECHO_CHARS * 4].decode("utf-8", "replace")
        return InputLine(
            number, shown(prefix), InputError("too-long", line=number, limit=limit, chars=MAX_TEXT)
        )
    raw = raw.rstrip(b"\r\n")
    if number == 1 and raw.startswith(_BOM):
        raw = raw[len(_BOM) :]  # a file saved by an editor that marks UTF-8 so
    text = _decode(raw)
    if isinstance(text, UnicodeDecodeError):
        error = InputError("not-utf8", line=number, byte=raw[text.start], offset=text.start + 1)
        return InputLine(number, shown(raw.decode("utf-8", "replace")), error)
    return InputLine(number, text)


def _skip_rest(source: IO[Any]) -> None:
    """Read to the end of the line in chunks, keeping none of it."""
    while True:
        chunk = source.readline(_CHUNK)
        if not chunk or chunk.endswith(b"\n" if isinstance(chunk, bytes) else "\n"):
            return


def read_lines(stream: IO[str] | IO[bytes], limit: int = MAX_LINE_BYTES) -> Iterator[InputLine]:
    """Every line of ``stream``, numbered from 1 (see :func:`read_line`)."""
    number = 0
    while True:
        number += 1
        line = read_line(stream, number, limit)
        if line is None:
            return
        yield line
