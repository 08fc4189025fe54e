"""Errors of the scoring package: a ``ValueError`` whose message says what is wrong.

Like the core's :class:`~mjtrainer.core.HandError`, each error is a
:class:`~mjtrainer.core.errors.CodedError`: a ``code`` and machine ``params`` (tile kinds as
ints, counts, names), so a view can word it in another language; :data:`MESSAGES` holds the
English wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.errors import CodedError, Wording

#: English wording of every scoring error code.
MESSAGES: dict[str, Wording] = {
    "flag-rules": "{flag} applies only under the {rules} rules",
    "kita-range": "{count} kita: three players set aside 0 to 4 norths",
    "kita-copies": "{count} kita beside {held} norths in the hand: there are only 4",
    "flag-conflict": "{flag} and {other} cannot both be set: {reason}",
    "flowers-range": "{count} flowers: a hand has 0 to 8 flowers",
    "sticks-range": "{flag} {count}: give 0 to 99 sticks",
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
    return ScoringError.english(code, params)


class ScoringError(CodedError, ValueError):
    """A situation or a hand that cannot be scored, with the reason."""

    ROOM = "scoring"
    MESSAGES = MESSAGES
