"""Every room's refusals in the learner's language: the one renderer of the words room
(:mod:`mjtrainer.words.render`) with Qt's translation of the window's language.

A room below the app raises :class:`~mjtrainer.core.errors.CodedError` subclasses (a code,
machine params, one English table marked where it is born); the window words them here,
the command line the same way from the shipped catalogue (``cli/words.py``).
"""

from __future__ import annotations

from ...core.errors import CodedError
from . import i18n


def message(e: BaseException) -> str:
    """What an error says, in the current language: a coded error worded from its room's
    marked table, any other error as it is."""
    if isinstance(e, CodedError):
        return i18n.worded(e.phrase())
    return str(e)
