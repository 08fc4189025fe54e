"""What every command prints with: one JSON line, one line of text, a check of what the output
can encode, and tile groups as text.

Every line a command writes goes through :func:`say` (or :func:`dumps`), and so through
:func:`safe`: what the user typed comes back inside error messages ("unknown wind '…'"), and a
JSON escape (``"\\ud800"``) or an undecodable argument can make it a lone surrogate, which no
encoding can write (a C locale's stdout raises) or which a text layer writes as a raw byte.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import TextIO

from ..core import Decomposition, Shape, format_tiles
from ..core.tiles import UNICODE


def safe(text: str) -> str:
    """``text`` fit to write anywhere: valid Unicode, every lone surrogate replaced by U+FFFD.

    A byte a text layer escaped (U+DC80–U+DCFF) returns to the byte it was first, so that an
    undecodable argument reads as it would have (one U+FFFD per bad byte, a good sequence
    whole)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        pass
    else:
        return text
    escaped = _NOT_ESCAPES.sub("\ufffd", text)
    return escaped.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


#: Lone surrogates that are not a byte escaped by ``surrogateescape``.
_NOT_ESCAPES = re.compile("[\ud800-\udc7f\udd00-\udfff]")


def _safe_value(obj: object) -> object:
    if isinstance(obj, str):
        return safe(obj)
    if isinstance(obj, dict):
        return {safe(k) if isinstance(k, str) else k: _safe_value(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [_safe_value(v) for v in obj]
    return obj


def dumps(obj: object, out: TextIO) -> str:
    """One JSON line, every text in it :func:`safe`; non-ASCII text stays readable where
    ``out`` can encode it (UTF-8), and is escaped where it cannot (a cp1252 console), so the
    line always gets written."""
    return json.dumps(_safe_value(obj), ensure_ascii=not can_print(out, "一万🀄"))


def say(text: str, out: TextIO) -> None:
    """Write one line (or several) of text to ``out``, made :func:`safe` first."""
    print(safe(text), file=out)


def can_print(out: TextIO, sample: str) -> bool:
    """Whether ``out`` can encode ``sample`` (the Unicode tile pictures, say)."""
    try:
        sample.encode(getattr(out, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


SHAPE_NAMES = {
    Shape.STANDARD: "standard",
    Shape.SEVEN_PAIRS: "seven pairs",
    Shape.THIRTEEN_ORPHANS: "thirteen orphans",
    Shape.HONORS_AND_KNITTED: "honours and knitted",
    Shape.KNITTED_STRAIGHT: "knitted straight",
}


def pictures_ok(out: TextIO, ascii_only: bool = False) -> bool:
    """Whether to draw Unicode tile pictures on ``out``."""
    return not ascii_only and can_print(out, UNICODE[0])


def pictures(tiles: Iterable[int]) -> str:
    """Tiles as Unicode mahjong pictures."""
    return "".join(UNICODE[t] for t in tiles)


def decomposition_text(d: Decomposition, words: Callable[[str], str] = str) -> str:
    """A decomposition as tile groups: ``11z 123m 456p 789s 222z`` (pair first); ``words``
    says its few words ("seven pairs", "pair", ...) in another language."""
    if d.shape is Shape.SEVEN_PAIRS:
        return words("seven pairs") + ": " + " ".join(_group((t, t)) for t in d.pairs)
    if d.shape is Shape.THIRTEEN_ORPHANS:
        return f"{words('thirteen orphans')}, {words('pair')} {_group(d.pairs * 2)}"
    if d.shape is Shape.HONORS_AND_KNITTED:
        return words("honours and knitted") + ": " + _group(d.knitted)
    groups = [_group(d.pairs * 2)] + [_group(s) for s in d.sets] + [str(m) for m in d.declared]
    if d.shape is Shape.KNITTED_STRAIGHT:
        groups.insert(0, words("knitted") + " " + _group(d.knitted))
    return " ".join(groups)


def _group(tiles: Iterable[int]) -> str:
    return format_tiles(tiles)
