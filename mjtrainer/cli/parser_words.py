"""The option parser's own words in the terminal's language (issue 25 §1).

argparse words its messages ("usage: ", "invalid choice: …", "the following arguments are
required: …") through its module globals ``_`` and ``ngettext``. The ones a user can meet are
marked here, in a context of their own, so the catalogues translate them; :func:`worded`
lets argparse find them there while the command line parses its arguments, and puts argparse's
own functions back after (the window and the tests import argparse too).

The sources are Python 3.11's argparse, word for word: a Python whose argparse words a message
otherwise finds no translation for it, and that message stays English.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..words import languages
from ..words.marks import QT_TRANSLATE_NOOP
from .words import Words, default_language

#: The catalogues' context of argparse's words.
CONTEXT = "Options"

#: argparse's, and the command line's own for an option that checks its choices itself.
INVALID_CHOICE = QT_TRANSLATE_NOOP("Options", "invalid choice: %(value)r (choose from %(choices)s)")

#: argparse's messages a user of ``mjtrainer`` can meet (its errors, its usage and help
#: headings), as its source writes them; a programmer's error (a conflicting option, a bad
#: ``add_argument``) is not among them.
SOURCES: tuple[str, ...] = (
    # usage and help
    QT_TRANSLATE_NOOP("Options", "usage: "),
    QT_TRANSLATE_NOOP("Options", "positional arguments"),
    QT_TRANSLATE_NOOP("Options", "options"),
    QT_TRANSLATE_NOOP("Options", "show this help message and exit"),
    # the frame of every error
    QT_TRANSLATE_NOOP("Options", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("Options", "argument %(argument_name)s: %(message)s"),
    # the errors
    INVALID_CHOICE,
    QT_TRANSLATE_NOOP("Options", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("Options", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("Options", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("Options", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("Options", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("Options", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("Options", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("Options", "unexpected option string: %s"),
    QT_TRANSLATE_NOOP("Options", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("Options", "expected one argument"),
    QT_TRANSLATE_NOOP("Options", "expected at most one argument"),
    QT_TRANSLATE_NOOP("Options", "expected at least one argument"),
    # ngettext's pair: the singular and the plural
    QT_TRANSLATE_NOOP("Options", "expected %s argument"),
    QT_TRANSLATE_NOOP("Options", "expected %s arguments"),
)

#: The command line's own words for a value an option's type refuses (:func:`said`).
NOT_WHOLE = QT_TRANSLATE_NOOP("Options", "'%(text)s' is not a whole number")
OUTSIDE = QT_TRANSLATE_NOOP("Options", "%(value)s is outside %(low)s–%(high)s")


def said(source: str, **params: Any) -> str:
    """A message of the parser's, in the words argparse uses now (the terminal's language
    inside :func:`worded`, the English outside it): an option's type raises it as an
    ``argparse.ArgumentTypeError``, and argparse frames it like its own."""
    words: Any = getattr(argparse, "_")  # noqa: B009 - the hook :func:`worded` sets
    return str(words(source)) % params


def language_of(argv: Sequence[str]) -> str:
    """The language the parser words its messages in: ``--lang X`` or ``--lang=X`` anywhere
    in ``argv`` (the last one wins, as argparse takes it) if X is a known language, else the
    environment's (:func:`.words.default_language`): ``--lang`` is not parsed yet when the
    parsing fails.

    >>> language_of(["quiz", "--lang", "ja"]), language_of(["quiz", "--lang=zh_CN"])
    ('ja', 'zh_CN')
    """
    codes = languages.codes()
    found = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            value: str | None = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        else:
            continue
        if value in codes:
            found = value
    return found or default_language()


@contextmanager
def worded(language: str) -> Iterator[Words]:
    """While it lasts, argparse words its messages in ``language`` (through the catalogue);
    argparse's own ``_`` and ``ngettext`` are back after it, however it ends."""
    w = Words(language)

    def gettext(message: str) -> str:
        return w.vocab(CONTEXT, message)

    def ngettext(singular: str, plural: str, n: int) -> str:
        return w.vocab(CONTEXT, singular if n == 1 else plural)

    # setattr: the module's globals, which mypy would not let us assign to by name.
    saved = {name: getattr(argparse, name) for name in ("_", "ngettext")}
    if w.translated:
        setattr(argparse, "_", gettext)  # noqa: B010
        setattr(argparse, "ngettext", ngettext)  # noqa: B010
    try:
        yield w
    finally:
        for name, original in saved.items():
            setattr(argparse, name, original)
