"""The marking of a word where it is born (DESIGN.md, "Words and languages"): any room marks its
English for the catalogues without importing Qt. ``pyside6-lupdate`` runs over all of
``mjtrainer/`` (``python packaging/catalogues.py``) and extracts every call by its name; the
window translates the text in that context when it shows it, the command line reads the same
catalogue (``cli/catalogue.py``)."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Mark ``text`` for translation in ``context``; returns ``text`` unchanged.

    >>> QT_TRANSLATE_NOOP("Rules", "Seven pairs")
    'Seven pairs'
    """
    del context
    return text
