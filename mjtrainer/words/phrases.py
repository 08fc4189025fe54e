"""A part of a message as a value (issue 25 §1: error parameters are values, never English
phrases): a :class:`Phrase` names its words by an enum member, whose value is the English
template and the catalogue's source, and carries the values of its placeholders. A room's
English reads ``str(phrase)``; a window or the command line words the member in the learner's
language and fills in the same values.

The faults Python's JSON reader names are one such enum (:class:`JsonFault`), shared by every
room that reads JSON (a game log, a defence table).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


@dataclass(frozen=True, slots=True)
class Phrase:
    """``words`` (its value the English template, the catalogue's source in ``context``)
    with its placeholders' ``values``; ``str()`` is the English.

    >>> str(Phrase(JsonFault.VALUE, (), "JSON"))
    'Expecting value'
    """

    words: StrEnum
    values: tuple[tuple[str, Any], ...]
    #: The catalogue's context of ``words`` (the window's translation context).
    context: str

    def __str__(self) -> str:
        return self.words.value.format(**{key: str(value) for key, value in self.values})

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class JsonFault(StrEnum):
    """What Python's JSON reader found wrong, in its own English (``JSONDecodeError.msg``)."""

    VALUE = "Expecting value"
    COMMA = "Expecting ',' delimiter"
    COLON = "Expecting ':' delimiter"
    NAME = "Expecting property name enclosed in double quotes"
    STRING = "Unterminated string starting at"
    CONTROL = "Invalid control character at"
    ESCAPE = "Invalid \\escape"
    UNICODE = "Invalid \\uXXXX escape"
    EXTRA = "Extra data"
    COMMA_OBJECT = "Illegal trailing comma before end of object"
    COMMA_ARRAY = "Illegal trailing comma before end of array"
    OTHER = "broken JSON"


class JsonPlace(StrEnum):
    """Where Python's JSON reader found the fault (its English: ``%s: line %d column %d``)."""

    AT = "{fault}: line {line} column {column} (char {char})"


def json_fault(e: json.JSONDecodeError) -> Phrase:
    """The fault of ``e`` and where, as values: its English is Python's message."""
    try:
        fault: Any = JsonFault(e.msg)
    except ValueError:
        fault = JsonFault.OTHER
    words = Phrase(fault, (), "JSON")
    values = (("fault", words), ("line", e.lineno), ("column", e.colno), ("char", e.pos))
    return Phrase(JsonPlace.AT, values, "JSON")
