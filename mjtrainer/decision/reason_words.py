"""The words of the reasons (:mod:`.reasons`) in English, one sentence a reason id, with named
placeholders, marked here once for the catalogues (the "Reasons" context): the window and the
command line translate these sentences, never a copy, as for the defence sentences.

:func:`english` words a reason here: tiles by their mpsz names, chances in per cent, points
with a thousands separator.

>>> from .reasons import Reason
>>> english(Reason.of("danger", tile=3, category="genbutsu", chance=0.0))
'4m is genbutsu against the riichi: 0.0 % to deal in'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.kinds import CODE_NAMES
from ..words.marks import QT_TRANSLATE_NOOP
from .reasons import Param, Reason

#: The catalogue's context of the reasons' words (the window and the command line translate
#: them in it).
CONTEXT = "Reasons"

#: One sentence for each reason id.
SENTENCES: dict[str, str] = {
    "keeps-effective": QT_TRANSLATE_NOOP(
        "Reasons", "{tile} keeps {count} effective tiles at {shanten}-shanten"
    ),
    "effective": QT_TRANSLATE_NOOP(
        "Reasons",
        "{best} keeps {best_count} effective tiles, {tile} {count}: {more} more, {fewer} fewer",
    ),
    "effective-more": QT_TRANSLATE_NOOP(
        "Reasons", "{best} keeps {best_count} effective tiles, {tile} {count}: {more} more"
    ),
    "effective-fewer": QT_TRANSLATE_NOOP(
        "Reasons", "{best} keeps {best_count} effective tiles, {tile} {count}: {fewer} fewer"
    ),
    "raises-shanten": QT_TRANSLATE_NOOP(
        "Reasons", "{tile} goes back to {shanten}-shanten; {best} stays at {best_shanten}-shanten"
    ),
    "best-goes-back": QT_TRANSLATE_NOOP(
        "Reasons",
        "{best} goes back to {best_shanten}-shanten for {best_count} effective tiles; {tile} "
        "stays at {shanten}-shanten with {count}",
    ),
    "wait": QT_TRANSLATE_NOOP(
        "Reasons", "after {tile} the hand waits on {waits} ({shape}): {left} left"
    ),
    "dora": QT_TRANSLATE_NOOP("Reasons", "{tile} is a dora: {best} keeps it"),
    "dora-red": QT_TRANSLATE_NOOP("Reasons", "{tile} is a red five: {best} keeps it"),
    "keeps-tanyao": QT_TRANSLATE_NOOP(
        "Reasons", "{best} leaves the hand all simples (tanyao); {tile} keeps {best} in it"
    ),
    "keeps-yakuhai": QT_TRANSLATE_NOOP(
        "Reasons", "{tile} breaks a pung of yakuhai worth {han} han; {best} keeps it"
    ),
    "keeps-yakuhai-pair": QT_TRANSLATE_NOOP(
        "Reasons",
        "{tile} breaks a pair of yakuhai ({han} han as a pung, {left} left); {best} keeps it",
    ),
    "value": QT_TRANSLATE_NOOP(
        "Reasons",
        "{best} wins as often but a win is worth {best_worth} points, against {worth} for {tile}",
    ),
    "danger": QT_TRANSLATE_NOOP(
        "Reasons", "{tile} is {category} against the riichi: {chance} % to deal in"
    ),
    "push-fold": QT_TRANSLATE_NOOP(
        "Reasons",
        "{tile}: win {win} %, deal in {deal_in} %, {ev} points; {best}: win {best_win} %, deal "
        "in {best_deal_in} %, {best_ev} points; folding: {fold_ev} points",
    ),
    "push-fold-kept": QT_TRANSLATE_NOOP(
        "Reasons",
        "{tile}: win {win} %, deal in {deal_in} %, {ev} points; folding: {fold_ev} points",
    ),
    "riichi": QT_TRANSLATE_NOOP(
        "Reasons",
        "riichi adds {han} han; the wait {waits} ({shape}) has {left} left; riichi {riichi_ev} "
        "points, dama {dama_ev} points",
    ),
    "call": QT_TRANSLATE_NOOP(
        "Reasons",
        "{call} {meld}, discard {discard}: win {win} % for {ev} points; passing: win "
        "{pass_win} % for {pass_ev} points",
    ),
    "opens-hand": QT_TRANSLATE_NOOP("Reasons", "{call} opens the hand: no riichi from then on"),
}

#: The calls a reason names.
CALLS: dict[str, str] = {
    "pass": QT_TRANSLATE_NOOP("Reasons", "pass"),
    "chi": QT_TRANSLATE_NOOP("Reasons", "chi"),
    "pon": QT_TRANSLATE_NOOP("Reasons", "pon"),
    "kong": QT_TRANSLATE_NOOP("Reasons", "kong"),
}


#: The parameters that name one tile, several tiles, or ``(tile, copies left)`` pairs.
TILE_PARAMS = frozenset({"tile", "best", "discard"})
TILES_PARAMS = frozenset({"waits"})
PAIRS_PARAMS = frozenset({"more", "fewer"})
#: The chances (0–1, shown in per cent) and the points.
CHANCE_PARAMS = frozenset({"chance", "win", "deal_in", "best_win", "best_deal_in", "pass_win"})
POINT_PARAMS = frozenset({"ev", "best_ev", "fold_ev", "riichi_ev", "dama_ev", "pass_ev", "worth",
                          "best_worth"})  # fmt: skip


def shown(
    params: Mapping[str, Param] | tuple[tuple[str, Param], ...],
    tile: Callable[[int], str],
    sep: str = "",
) -> dict[str, Any]:
    """The parameters as a sentence shows them: tiles named by ``tile`` (several joined by
    ``sep``; pairs, as ``5m×3``, by it or a space), chances in per cent to a tenth, points
    with a thousands separator; the rest as they are (the caller translates the classes)."""
    items = params.items() if isinstance(params, Mapping) else params
    out: dict[str, Any] = {}
    for key, value in items:
        if key in TILE_PARAMS and isinstance(value, int):
            out[key] = tile(value) if value >= 0 else "-"
        elif key in TILES_PARAMS and isinstance(value, tuple):
            out[key] = sep.join(tile(t) for t in value) or "-"
        elif key in PAIRS_PARAMS and isinstance(value, tuple):
            out[key] = (sep or " ").join(f"{tile(t)}×{n}" for t, n in value) or "-"
        elif key in CHANCE_PARAMS and isinstance(value, float | int):
            out[key] = f"{100 * value:.1f}" if value >= 0 else "-"
        elif key in POINT_PARAMS and isinstance(value, int | float):
            out[key] = f"{round(value):,}"
        else:
            out[key] = value
    return out


def sentence_key(reason: Reason) -> str:
    """The key of ``reason``'s sentence in :data:`SENTENCES`: its id, but for tiles gained
    or lost alone (``effective`` with no ``fewer`` or no ``more``) the sentence that names
    only those, for a red five thrown (``dora`` with ``red``) the red five's, for a yakuhai
    pair broken (``keeps-yakuhai`` with two held) the pair's."""
    params = dict(reason.params)
    if reason.id == "effective":
        if not params.get("fewer"):
            return "effective-more"
        if not params.get("more"):
            return "effective-fewer"
    if reason.id == "dora" and params.get("red"):
        return "dora-red"
    if reason.id == "keeps-yakuhai" and params.get("held") == 2:
        return "keeps-yakuhai-pair"
    return reason.id


def english(reason: Reason) -> str:
    """``reason`` worded in English."""
    source = SENTENCES.get(sentence_key(reason))
    if source is None:
        return reason.id
    return source.format(**shown(reason.params, CODE_NAMES.__getitem__))
