"""The words of defence in the learner's language: the category names, the one-sentence
explanation of each reading, and the glossary entries, from the defence room's one English
table (:mod:`mjtrainer.defence.words`) under the same keys, translated in the "Defence"
context. ``tests/app/test_app_defence.py`` keeps the keys and placeholders matched."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from . import i18n
from .viewmodel import DangerView

_CONTEXT = "Defence"

#: The name of each category and kabe, by its JSON value (the room's ``NAMES``).
NAMES: dict[str, object] = {
    "genbutsu": QT_TRANSLATE_NOOP("Defence", "genbutsu"),
    "honour": QT_TRANSLATE_NOOP("Defence", "honour"),
    "suji": QT_TRANSLATE_NOOP("Defence", "suji"),
    "half-suji": QT_TRANSLATE_NOOP("Defence", "half-suji"),
    "non-suji": QT_TRANSLATE_NOOP("Defence", "non-suji"),
    "no-chance": QT_TRANSLATE_NOOP("Defence", "no-chance"),
    "one-chance": QT_TRANSLATE_NOOP("Defence", "one-chance"),
    "honour-dead": QT_TRANSLATE_NOOP("Defence", "honour, all copies visible"),
    "no-wait": QT_TRANSLATE_NOOP("Defence", "all copies visible, no wait"),
}

#: One sentence for each reading (the room's ``SENTENCES``).
SENTENCES: dict[str, object] = {
    "genbutsu": QT_TRANSLATE_NOOP(
        "Defence",
        "{tile} is in the riichi player's own pond: they are furiten on it and cannot win on it.",
    ),
    "genbutsu-passed": QT_TRANSLATE_NOOP(
        "Defence",
        "{tile} was discarded after the riichi and not won on: the riichi player is furiten on it.",
    ),
    "honour": QT_TRANSLATE_NOOP(
        "Defence",
        "{tile} is an honour with {visible} other copies in view: only a pair wait or a single "
        "wait can win on it.",
    ),
    "runless": QT_TRANSLATE_NOOP(
        "Defence",
        "{tile} is in no run with three players (2m–8m are out of the wall), with {visible} "
        "other copies in view: as for an honour, only a pair wait or a single wait can win on it.",
    ),
    "honour-last": QT_TRANSLATE_NOOP(
        "Defence",
        "the other three copies of {tile} are in view: only thirteen orphans can win on it.",
    ),
    "honour-dead": QT_TRANSLATE_NOOP(
        "Defence",
        "all four copies of {tile} are in view and thirteen orphans is ruled out: no hand can "
        "win on it.",
    ),
    "no-wait": QT_TRANSLATE_NOOP(
        "Defence",
        "all four copies of {tile} are in view and no run with it can still be made: no hand "
        "can win on it.",
    ),
    "suji": QT_TRANSLATE_NOOP(
        "Defence",
        "suji of {safe} in the riichi player's genbutsu: a two-sided wait on {tile} is impossible.",
    ),
    "half-suji": QT_TRANSLATE_NOOP(
        "Defence",
        "half-suji of {safe}: one two-sided wait on {tile} is impossible, the other is still open.",
    ),
    "non-suji": QT_TRANSLATE_NOOP(
        "Defence", "non-suji: no genbutsu rules out a two-sided wait on {tile}."
    ),
    "no-chance": QT_TRANSLATE_NOOP(
        "Defence",
        "no-chance: all four {walls} are in view, so no two-sided wait through them can win "
        "on {tile}.",
    ),
    "one-chance": QT_TRANSLATE_NOOP(
        "Defence",
        "one-chance: three {walls} are in view, so a two-sided wait through them on {tile} "
        "needs the last copy.",
    ),
}

#: The glossary: each term and what it means (the room's ``GLOSSARY``).
GLOSSARY: dict[str, tuple[object, object]] = {
    "genbutsu": (
        QT_TRANSLATE_NOOP("Defence", "genbutsu"),
        QT_TRANSLATE_NOOP(
            "Defence",
            "A tile the riichi player cannot win on: one in their own pond, or one anyone "
            "discarded after their riichi that they let pass.",
        ),
    ),
    "suji": (
        QT_TRANSLATE_NOOP("Defence", "suji"),
        QT_TRANSLATE_NOOP(
            "Defence",
            "Tiles three apart (1-4-7, 2-5-8, 3-6-9 of a suit): if one is genbutsu, a two-sided "
            "wait on the other is impossible.",
        ),
    ),
    "kabe": (
        QT_TRANSLATE_NOOP("Defence", "kabe (wall)"),
        QT_TRANSLATE_NOOP(
            "Defence",
            "A number tile with three or four copies in view: the two-sided waits through it "
            "are unlikely or impossible.",
        ),
    ),
    "one-chance": (
        QT_TRANSLATE_NOOP("Defence", "one-chance"),
        QT_TRANSLATE_NOOP(
            "Defence",
            "Three copies of a neighbour are in view: a two-sided wait through it needs the "
            "last one.",
        ),
    ),
    "no-chance": (
        QT_TRANSLATE_NOOP("Defence", "no-chance"),
        QT_TRANSLATE_NOOP(
            "Defence",
            "All four copies of a neighbour are in view: no two-sided wait through it exists.",
        ),
    ),
    "furiten": (
        QT_TRANSLATE_NOOP("Defence", "furiten"),
        QT_TRANSLATE_NOOP(
            "Defence",
            "A ready player who discarded one of their winning tiles, or let one pass after "
            "riichi, cannot win on a discard.",
        ),
    ),
}


def _tr(source: object) -> str:
    return QCoreApplication.translate(_CONTEXT, str(source))


def name(value: str) -> str:
    """A category's or a kabe's name in the current language (its value if unknown)."""
    source = NAMES.get(value)
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
        return _tr(QT_TRANSLATE_NOOP("Defence", " and ")).join(_tiles(v) for v in value)
    return str(value)


def sentence(key: str, params: Iterable[tuple[str, object]]) -> str:
    """One reading's sentence in the current language, its first letter capitalised."""
    source = SENTENCES.get(key)
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
            text = _tr(QT_TRANSLATE_NOOP("Defence", "Against seat {seat}: {text}")).format(
                seat=seat, text=text
            )
        lines.append(text)
    return "\n".join(lines)


def glossary() -> list[tuple[str, str]]:
    """The defence glossary entries (term, meaning) in the current language."""
    return [(_tr(term), _tr(meaning)) for term, meaning in GLOSSARY.values()]
