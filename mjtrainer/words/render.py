"""The one renderer of a coded error in a language (issue 25 §1): the window passes
``QCoreApplication.translate``, the command line its shipped catalogue's lookup
(``cli/catalogue.py``), and English passes nothing.

A room words its error as a :class:`Phrase` tree (``CodedError.phrase()``): the
marked template of its code and its parameters as values. Each value is worded by its type
through the same ``translate``: a phrase (a tile, a seat's action, a part of a table, a
reader's fault) by its own template, a list by its marked separator, an enum member by its
value in the enclosing phrase's context, a coded error quoted inside another by its own tree,
a number or a text quoted from the input as it is. Nothing English is read back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from .marks import QT_TRANSLATE_NOOP

#: ``translate(context, source)``: the text of a marked source in a language.
Translate = Callable[[str, str], str]


@dataclass(frozen=True, slots=True)
class Phrase:
    """``words`` (an enum member whose value is the English template, or the marked template
    itself: the catalogue's source in ``context``) with its placeholders' ``values``; ``str()``
    is the English (:func:`mjtrainer.words.render.render`).

    ``english``, where given, is the English instead of the source: a quiz kind reads
    ``waits`` in an English sentence and its title ``Waits`` in the catalogue; a tile ``5p``
    in English and ``{name} ({code})`` in another language.

    >>> str(Phrase("{n} seen", (("n", 3),), "HandError"))
    '3 seen'
    """

    words: StrEnum | str
    values: tuple[tuple[str, Any], ...]
    #: The catalogue's context of ``words`` (the window's translation context).
    context: str
    english: str | None = None

    @property
    def source(self) -> str:
        """The catalogue's source text (the English template)."""
        return self.words.value if isinstance(self.words, StrEnum) else self.words

    def __str__(self) -> str:
        return render(self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True, slots=True)
class Joined:
    """Parts of a message joined by a marked separator (``3 in hand, 1 seen``)."""

    parts: tuple[Any, ...]
    separator: Phrase

    def __str__(self) -> str:
        return render(self)


#: The separator of a list inside a message (the core's "3 in hand, 1 seen").
LIST_SEPARATOR = Phrase(QT_TRANSLATE_NOOP("HandError", ", "), (), "HandError")


class _Lenient(dict[str, Any]):
    """A placeholder its values lack reads ``?``, as the rooms' English always worded it."""

    def __missing__(self, key: str) -> str:
        return "?"


def render(value: Any, translate: Translate | None = None, context: str = "") -> str:
    """``value`` in the language of ``translate`` (English, the rooms' own words, without one).

    >>> from .phrases import JsonFault
    >>> render(Phrase("{fault} at {n}", (("fault", JsonFault.EXTRA), ("n", 3)), "JSON"))
    'Extra data at 3'
    """
    if isinstance(value, Phrase):
        return _phrase(value, translate)
    if isinstance(value, Joined):
        separator = _phrase(value.separator, translate)
        return separator.join(render(part, translate, context) for part in value.parts)
    if isinstance(value, Enum) and isinstance(value.value, str):
        return value.value if translate is None else translate(context, value.value)
    phrase = getattr(value, "phrase", None)
    if isinstance(value, BaseException) and callable(phrase):
        return render(phrase(), translate, context)
    return str(value)


def _value(value: Any, translate: Translate | None, context: str) -> Any:
    """A value worded, a number kept as a number (a template may format it: ``{byte:02X}``)."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    return render(value, translate, context)


def _phrase(p: Phrase, translate: Translate | None) -> str:
    values = _Lenient({key: _value(v, translate, p.context) for key, v in p.values})
    if translate is None:
        template = p.source if p.english is None else p.english
    else:
        template = translate(p.context, p.source)
    english = p.source if p.english is None else p.english
    for text in (template, english):
        try:
            return text.format_map(values)
        except (KeyError, IndexError, ValueError, AttributeError):  # a broken translation
            continue
    return english  # a value that does not fit its placeholder's format: the words as marked
