"""Every room's refusals in the learner's language: the one renderer of the words room
(:mod:`mjtrainer.words.render`) with Qt's translation of the window's language.

A room below the app raises :class:`~mjtrainer.core.errors.CodedError` subclasses (a code,
machine params, one English table marked where it is born); the window words them here,
the command line the same way from the shipped catalogue (``cli/words.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.errors import CodedError
from ...words.phrases import Phrase
from ...words.render import Translate, render
from . import i18n


def _translate() -> Translate | None:
    """Qt's translation, or None in English (the rooms' own words: ``5p``, ``waits``)."""
    return None if i18n.is_english() else QCoreApplication.translate


def message(e: BaseException) -> str:
    """What an error says, in the current language: a coded error worded from its room's
    marked table, any other error as it is."""
    if isinstance(e, CodedError):
        return render(e.phrase(), _translate())
    return str(e)


def worded(phrase: Phrase) -> str:
    """A room's phrase (an error's, built from its code and params) in the current language."""
    return render(phrase, _translate())
