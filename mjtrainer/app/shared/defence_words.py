"""The words of defence in the learner's language: the category names, the one-sentence
explanation of each reading, and the glossary entries, the defence room's one English
table (:mod:`mjtrainer.defence.words`, marked there), translated in its context."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ...defence import words
from . import i18n
from .viewmodel import DangerView

_CONTEXT = words.CONTEXT


def _tr(source: object) -> str:
    return QCoreApplication.translate(_CONTEXT, str(source))


def name(value: str) -> str:
    """A category's or a kabe's name in the current language (its value if unknown)."""
    source = words.NAMES.get(value)
    return _tr(source) if source is not None else value


def category_lines(danger: DangerView) -> tuple[str, ...]:
    """The category's name, and its kabe's under it when it has one."""
    kabe = (name(danger.kabe),) if danger.kabe else ()
    return (name(danger.category), *kabe)


def category_text(danger: DangerView) -> str:
    """The category on one line: "non-suji", or "non-suji · one-chance" with a kabe."""
    return " · ".join(category_lines(danger))


def _tiles(value: object) -> str:
    if isinstance(value, int):
        return i18n.tile_name(value)
    if isinstance(value, Iterable):
        return _tr(words.AND).join(_tiles(v) for v in value)
    return str(value)


def sentence(key: str, params: Iterable[tuple[str, object]]) -> str:
    """One reading's sentence in the current language, its first letter capitalised."""
    source = words.SENTENCES.get(key)
    if source is None:
        return key
    shown = {k: _tiles(v) if k in ("tile", "safe", "walls") else v for k, v in params}
    try:
        text = _tr(source).format(**shown)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        text = str(source).format(**shown)
    return text[:1].upper() + text[1:]


def danger_tip(danger: DangerView, several: bool) -> str:
    """The tooltip of a discard's danger: every sentence, one a line; against several
    riichis, each line names the seat it reads against."""
    lines = []
    for seat, key, params in danger.reasons:
        text = sentence(key, params)
        if several:
            text = _tr(words.AGAINST).format(seat=seat, text=text)
        lines.append(text)
    return "\n".join(lines)
