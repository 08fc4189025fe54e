"""Counted nouns ("3 tiles", "2 kinds", "剩 3 张"): the one table the window and the terminal
both count with (issue 25 §1).

Each noun has its English singular and plural, marked for the catalogues in the context
``Count``; the language's catalogue words each (Chinese and Japanese with their counters, one
form for both). No "(s)" anywhere.

    count("tile-left", 3)                      # "3 tiles left"
    count("tile-left", 3, translate)           # "剩 3 张" with the zh_CN catalogue
"""

from __future__ import annotations

from .marks import QT_TRANSLATE_NOOP
from .render import Translate

# The catalogues' context of every counted noun.
CONTEXT = "Count"

# Every counted noun by key: its English for one and for any other number (the catalogues'
# sources, ``{n}`` the number).
COUNTS: dict[str, tuple[str, str]] = {
    "tile": (QT_TRANSLATE_NOOP("Count", "{n} tile"), QT_TRANSLATE_NOOP("Count", "{n} tiles")),
    "tile-left": (
        QT_TRANSLATE_NOOP("Count", "{n} tile left"),
        QT_TRANSLATE_NOOP("Count", "{n} tiles left"),
    ),
    "kind": (QT_TRANSLATE_NOOP("Count", "{n} kind"), QT_TRANSLATE_NOOP("Count", "{n} kinds")),
    "way": (QT_TRANSLATE_NOOP("Count", "{n} way"), QT_TRANSLATE_NOOP("Count", "{n} ways")),
    "step": (QT_TRANSLATE_NOOP("Count", "{n} step"), QT_TRANSLATE_NOOP("Count", "{n} steps")),
    "wait": (QT_TRANSLATE_NOOP("Count", "{n} wait"), QT_TRANSLATE_NOOP("Count", "{n} waits")),
    "wrong-pick": (
        QT_TRANSLATE_NOOP("Count", "{n} wrong pick"),
        QT_TRANSLATE_NOOP("Count", "{n} wrong picks"),
    ),
    "effective": (
        QT_TRANSLATE_NOOP("Count", "{n} effective tile"),
        QT_TRANSLATE_NOOP("Count", "{n} effective tiles"),
    ),
    "draw-left": (
        QT_TRANSLATE_NOOP("Count", "{n} draw left"),
        QT_TRANSLATE_NOOP("Count", "{n} draws left"),
    ),
    "card": (QT_TRANSLATE_NOOP("Count", "{n} card"), QT_TRANSLATE_NOOP("Count", "{n} cards")),
    "mistake": (
        QT_TRANSLATE_NOOP("Count", "{n} mistake"),
        QT_TRANSLATE_NOOP("Count", "{n} mistakes"),
    ),
    "round": (QT_TRANSLATE_NOOP("Count", "{n} round"), QT_TRANSLATE_NOOP("Count", "{n} rounds")),
    "decision": (
        QT_TRANSLATE_NOOP("Count", "{n} decision"),
        QT_TRANSLATE_NOOP("Count", "{n} decisions"),
    ),
    "answer": (
        QT_TRANSLATE_NOOP("Count", "{n} answer"),
        QT_TRANSLATE_NOOP("Count", "{n} answers"),
    ),
}


def source(noun: str, n: int) -> str:
    """The English of ``n`` of ``noun`` with ``{n}`` unfilled, singular for one: the
    catalogue's source (``"{n} tiles"``). A KeyError for a noun not in :data:`COUNTS`.

    >>> source("tile", 1), source("tile", 0)
    ('{n} tile', '{n} tiles')
    """
    one, many = COUNTS[noun]
    return one if n == 1 else many


def count(noun: str, n: int, translate: Translate | None = None) -> str:
    """``n`` of ``noun`` (a key of :data:`COUNTS`) in words: through ``translate(context,
    source)`` (the window's ``QCoreApplication.translate``, the terminal's catalogue), or in
    English without it.

    >>> count("tile-left", 1), count("decision", 38)
    ('1 tile left', '38 decisions')
    """
    words = source(noun, n)
    if translate is not None:
        words = translate(CONTEXT, words)
    return words.format(n=n)
