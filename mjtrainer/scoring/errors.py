"""Errors of the scoring package: a ``ValueError`` whose message says what is wrong.

Like the core's :class:`~mjtrainer.core.HandError`, each error carries a ``code`` and machine
``params`` (tile kinds as ints, counts, names), so a view can word it in another language;
:data:`MESSAGES` holds the English wording.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.errors import counted
from ..core.tiles import tile_str


def _tile(p: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(p)
    if isinstance(out.get("tile"), int):
        out["tile"] = tile_str(out["tile"])
    count = out.get("count")
    if isinstance(count, int):
        out["tiles"] = counted(count, "tile")
    return out


#: English wording of every scoring error code.
MESSAGES: dict[str, str | Callable[[Mapping[str, Any]], str]] = {
    "flag-rules": "{flag} applies only under the {rules} rules",
    "flag-conflict": "{flag} and {other} cannot both be set: {reason}",
    "flowers-range": "{count} flowers: a hand has 0 to 8 flowers",
    "dealer-seat": "the dealer sits East: drop the dealer flag or make the seat wind East",
    "ippatsu-needs-riichi": "ippatsu needs riichi or double riichi",
    "unknown-wind": "unknown wind '{wind}': choose E, S, W or N",
    "win-tile-missing": "the winning tile {tile} is not in the hand's concealed tiles",
    "not-complete": "the hand is not complete: a winning hand needs 14 tiles in sets and a pair "
    "(it is {shanten}-shanten)",
    "needs-14": "{tiles}: a winning hand has 3n+2 tiles (14, a kong counts as 3)",
    "kong-needs-kong": "a win after a kong (rinshan / 杠上开花) needs a kong in the hand",
    "chankan-tile": "robbing a kong: the winning tile {tile} cannot be one you hold in a pung "
    "or kong",
    "riichi-open": "riichi needs a concealed hand (no open meld)",
    "unknown-rules": "scoring needs the mcr or riichi rules, not '{rules}'",
    "dora-copies": "dora indicator {tile}: a fifth copy with the hand and the other indicators",
    "too-many-dora": "{count} dora indicators: at most 5 (the first and four after kongs)",
    "chankan-copies": "robbing a kong: the kong holds the other three {tile}, so the hand can "
    "hold only the winning copy (it holds {count})",
    "ura-dora-copies": "ura dora indicator {tile}: a fifth copy with the hand and the other "
    "indicators",
    "last-of-kind-held": "last of its kind (和绝张): the other three copies of {tile} must be in "
    "view, but the hand holds {held} more",
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of a scoring error code."""
    wording = MESSAGES[code]
    p = _tile(params)
    return wording(p) if callable(wording) else wording.format(**p)


class ScoringError(ValueError):
    """A situation or a hand that cannot be scored, with the reason."""

    def __init__(self, code: str, /, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(english(code, params) if code in MESSAGES else code)
