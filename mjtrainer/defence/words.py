"""The words of defence: the category names, a one-sentence explanation of each reading, and
the glossary, in English, each under a key, marked here once for the catalogues (context
"Defence"): the window (``app/shared/defence_words.py``) and the command line translate these
tables, never a copy of them.

:func:`explain` turns a reading into its key and parameters (tiles as kinds), so a view words
the same fact in its own language; :func:`english` words it here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.kinds import CODE_NAMES, is_honor, kind_of
from ..words.marks import QT_TRANSLATE_NOOP
from .categories import NO_WAIT, NO_WAIT_HONOUR, Against, Category, Kabe

#: The catalogue's context of every word of defence (the window and the command line translate
#: them in it).
CONTEXT = "Defence"

#: The name of each category and kabe, by its JSON value, and of a tile no hand can win on
#: (:attr:`Against.name`).
NAMES: dict[str, str] = {
    Category.GENBUTSU.value: QT_TRANSLATE_NOOP("Defence", "genbutsu"),
    Category.HONOUR.value: QT_TRANSLATE_NOOP("Defence", "honour"),
    Category.SUJI.value: QT_TRANSLATE_NOOP("Defence", "suji"),
    Category.HALF_SUJI.value: QT_TRANSLATE_NOOP("Defence", "half-suji"),
    Category.NON_SUJI.value: QT_TRANSLATE_NOOP("Defence", "non-suji"),
    Kabe.NO_CHANCE.value: QT_TRANSLATE_NOOP("Defence", "no-chance"),
    Kabe.ONE_CHANCE.value: QT_TRANSLATE_NOOP("Defence", "one-chance"),
    NO_WAIT_HONOUR: QT_TRANSLATE_NOOP("Defence", "honour, all copies visible"),
    NO_WAIT: QT_TRANSLATE_NOOP("Defence", "all copies visible, no wait"),
}

#: One sentence for each reading; ``{tile}`` is the tile judged, the other names tiles or counts.
SENTENCES: dict[str, str] = {
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

#: The glossary: each term and what it means.
GLOSSARY: dict[str, tuple[str, str]] = {
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

#: How two or more tiles are joined in a sentence ("1m and 4m").
AND = QT_TRANSLATE_NOOP("Defence", " and ")

#: A sentence read against one of several riichis.
AGAINST = QT_TRANSLATE_NOOP("Defence", "Against seat {seat}: {text}")


def explain(tile: int, against: Against) -> list[tuple[str, dict[str, Any]]]:
    """The sentences (key and parameters, tiles as kinds) that explain ``tile``'s reading
    against one riichi player: its category, then its kabe if it has one. ``tile`` is the
    tile judged as the sentences name it: its kind, or the red five's code (34–36) when the
    discard throws the red five (:meth:`~mjtrainer.core.Hand.discard_code`)."""
    params: dict[str, Any] = {"tile": tile}
    match against.category:
        case Category.GENBUTSU:
            found = [("genbutsu-passed" if against.passed else "genbutsu", params)]
        case Category.HONOUR if against.no_wait:
            return [(NO_WAIT_HONOUR, params)]
        case Category.HONOUR:
            key = "honour-last" if against.visible == 3 else _honour_key(tile)
            found = [(key, {**params, "visible": against.visible})]
        case Category.SUJI | Category.HALF_SUJI:
            found = [(against.category.value, {**params, "safe": against.safe})]
        case Category.NON_SUJI:
            found = [("non-suji", params)]
    if against.kabe is not None:
        found.append((against.kabe.value, {**params, "walls": against.walls}))
    if against.no_wait:
        found.append((NO_WAIT, params))
    return found


def _honour_key(tile: int) -> str:
    """An honour's sentence, or that of a number tile read as one (no run can hold it)."""
    return "honour" if is_honor(kind_of(tile)) else "runless"


def english(key: str, params: Mapping[str, Any]) -> str:
    """One sentence of :data:`SENTENCES` in English, its tiles as mpsz names, the first letter
    capitalised."""
    shown = {k: _tiles(v) if k in ("tile", "safe", "walls") else v for k, v in params.items()}
    text = SENTENCES[key].format(**shown)
    return text[0].upper() + text[1:]


def _tiles(value: Any) -> str:
    if isinstance(value, int):
        return CODE_NAMES[value]
    return AND.join(CODE_NAMES[t] for t in value)
