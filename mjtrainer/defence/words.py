"""The words of defence: the category names, a one-sentence explanation of each reading, and
the glossary, in English, each under a key the app translates (Chinese lives in the Qt
translation, as for every other user-facing string).

:func:`explain` turns a reading into its key and parameters (tiles as kinds), so a view words
the same fact in its own language; :func:`english` words it here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.kinds import CODE_NAMES, is_honor, kind_of
from .categories import NO_WAIT, NO_WAIT_HONOUR, Against, Category, Kabe

#: The name of each category and kabe, by its JSON value, and of a tile no hand can win on
#: (:attr:`Against.name`).
NAMES: dict[str, str] = {
    Category.GENBUTSU.value: "genbutsu",
    Category.HONOUR.value: "honour",
    Category.SUJI.value: "suji",
    Category.HALF_SUJI.value: "half-suji",
    Category.NON_SUJI.value: "non-suji",
    Kabe.NO_CHANCE.value: "no-chance",
    Kabe.ONE_CHANCE.value: "one-chance",
    NO_WAIT_HONOUR: "honour, all copies visible",
    NO_WAIT: "all copies visible, no wait",
}

#: One sentence for each reading; ``{tile}`` is the tile judged, the other names tiles or counts.
SENTENCES: dict[str, str] = {
    "genbutsu": "{tile} is in the riichi player's own pond: they are furiten on it and cannot "
    "win on it.",
    "genbutsu-passed": "{tile} was discarded after the riichi and not won on: the riichi player "
    "is furiten on it.",
    "honour": "{tile} is an honour with {visible} other copies in view: only a pair wait or a "
    "single wait can win on it.",
    "runless": "{tile} is in no run with three players (2m–8m are out of the wall), with "
    "{visible} other copies in view: as for an honour, only a pair wait or a single wait can "
    "win on it.",
    "honour-last": "the other three copies of {tile} are in view: only thirteen orphans can win "
    "on it.",
    "honour-dead": "all four copies of {tile} are in view and thirteen orphans is ruled out: no "
    "hand can win on it.",
    "no-wait": "all four copies of {tile} are in view and no run with it can still be made: no "
    "hand can win on it.",
    "suji": "suji of {safe} in the riichi player's genbutsu: a two-sided wait on {tile} is "
    "impossible.",
    "half-suji": "half-suji of {safe}: one two-sided wait on {tile} is impossible, the other is "
    "still open.",
    "non-suji": "non-suji: no genbutsu rules out a two-sided wait on {tile}.",
    "no-chance": "no-chance: all four {walls} are in view, so no two-sided wait through them can "
    "win on {tile}.",
    "one-chance": "one-chance: three {walls} are in view, so a two-sided wait through them on "
    "{tile} needs the last copy.",
}

#: The glossary: each term and what it means.
GLOSSARY: dict[str, tuple[str, str]] = {
    "genbutsu": (
        "genbutsu",
        "A tile the riichi player cannot win on: one in their own pond, or one anyone discarded "
        "after their riichi that they let pass.",
    ),
    "suji": (
        "suji",
        "Tiles three apart (1-4-7, 2-5-8, 3-6-9 of a suit): if one is genbutsu, a two-sided "
        "wait on the other is impossible.",
    ),
    "kabe": (
        "kabe (wall)",
        "A number tile with three or four copies in view: the two-sided waits through it are "
        "unlikely or impossible.",
    ),
    "one-chance": (
        "one-chance",
        "Three copies of a neighbour are in view: a two-sided wait through it needs the last one.",
    ),
    "no-chance": (
        "no-chance",
        "All four copies of a neighbour are in view: no two-sided wait through it exists.",
    ),
    "furiten": (
        "furiten",
        "A ready player who discarded one of their winning tiles, or let one pass after riichi, "
        "cannot win on a discard.",
    ),
}


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
    return " and ".join(CODE_NAMES[t] for t in value)
