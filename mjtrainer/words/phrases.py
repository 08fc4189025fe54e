"""A part of a message as a value (issue 25 §1: error parameters are values, never English
phrases): a :class:`Phrase` names its words by an enum member, whose value is the English
template and the catalogue's source, and carries the values of its placeholders. A room's
English reads ``str(phrase)``; a window or the command line words the member in the learner's
language and fills in the same values.

(:class:`Phrase` lives beside the renderer, :mod:`.render`, and is named here too.)

The faults Python's JSON reader names are one such enum (:class:`JsonFault`), shared by every
room that reads JSON (a game log, a defence table).
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any

from .marks import QT_TRANSLATE_NOOP
from .render import LIST_SEPARATOR, Joined, Phrase

__all__ = ["LIST_SEPARATOR", "JsonFault", "JsonPlace", "Joined", "Phrase", "json_fault"]


class JsonFault(StrEnum):
    """What Python's JSON reader found wrong, in its own English (``JSONDecodeError.msg``)."""

    VALUE = QT_TRANSLATE_NOOP("JSON", "Expecting value")
    COMMA = QT_TRANSLATE_NOOP("JSON", "Expecting ',' delimiter")
    COLON = QT_TRANSLATE_NOOP("JSON", "Expecting ':' delimiter")
    NAME = QT_TRANSLATE_NOOP("JSON", "Expecting property name enclosed in double quotes")
    STRING = QT_TRANSLATE_NOOP("JSON", "Unterminated string starting at")
    CONTROL = QT_TRANSLATE_NOOP("JSON", "Invalid control character at")
    ESCAPE = QT_TRANSLATE_NOOP("JSON", "Invalid \\escape")
    UNICODE = QT_TRANSLATE_NOOP("JSON", "Invalid \\uXXXX escape")
    EXTRA = QT_TRANSLATE_NOOP("JSON", "Extra data")
    COMMA_OBJECT = QT_TRANSLATE_NOOP("JSON", "Illegal trailing comma before end of object")
    COMMA_ARRAY = QT_TRANSLATE_NOOP("JSON", "Illegal trailing comma before end of array")
    OTHER = QT_TRANSLATE_NOOP("JSON", "broken JSON")


class JsonPlace(StrEnum):
    """Where Python's JSON reader found the fault (its English: ``%s: line %d column %d``)."""

    AT = QT_TRANSLATE_NOOP("JSON", "{fault}: line {line} column {column} (char {char})")


def json_fault(e: json.JSONDecodeError) -> Phrase:
    """The fault of ``e`` and where, as values: its English is Python's message."""
    try:
        fault: Any = JsonFault(e.msg)
    except ValueError:
        fault = JsonFault.OTHER
    words = Phrase(fault, (), "JSON")
    values = (("fault", words), ("line", e.lineno), ("column", e.colno), ("char", e.pos))
    return Phrase(JsonPlace.AT, values, "JSON")
