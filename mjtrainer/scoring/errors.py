"""Errors of the scoring package: a ``ValueError`` whose message says what is wrong.

Like the core's :class:`~mjtrainer.core.HandError`, each error is a
:class:`~mjtrainer.core.errors.CodedError`: a ``code`` and machine ``params`` (tile kinds as
ints, counts, names), so a view can word it in another language; :data:`MESSAGES` holds the
English wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.errors import CodedError, Wording, rules_phrase
from ..words.marks import QT_TRANSLATE_NOOP

#: English wording of every scoring error code.
MESSAGES: dict[str, Wording] = {
    "flag-rules": QT_TRANSLATE_NOOP("ScoringError", "{flag} applies only under the {rules} rules"),
    "kita-range": QT_TRANSLATE_NOOP(
        "ScoringError", "{count} kita: three players set aside 0 to 4 norths"
    ),
    "kita-copies": QT_TRANSLATE_NOOP(
        "ScoringError", "{count} kita beside {held} norths in the hand: there are only 4"
    ),
    "flag-conflict": QT_TRANSLATE_NOOP(
        "ScoringError", "{flag} and {other} cannot both be set: {reason}"
    ),
    "flowers-range": QT_TRANSLATE_NOOP(
        "ScoringError", "{count} flowers: a hand has 0 to 8 flowers"
    ),
    "sticks-range": QT_TRANSLATE_NOOP("ScoringError", "{flag} {count}: give 0 to 99 sticks"),
    "dealer-seat": QT_TRANSLATE_NOOP(
        "ScoringError", "the dealer sits East: drop the dealer flag or make the seat wind East"
    ),
    "ippatsu-needs-riichi": QT_TRANSLATE_NOOP(
        "ScoringError", "ippatsu needs riichi or double riichi"
    ),
    "unknown-wind": QT_TRANSLATE_NOOP("ScoringError", "unknown wind '{wind}': choose E, S, W or N"),
    "win-tile-missing": QT_TRANSLATE_NOOP(
        "ScoringError", "the winning tile {tile} is not in the hand's concealed tiles"
    ),
    "not-complete": QT_TRANSLATE_NOOP(
        "ScoringError",
        "the hand is not complete: a winning hand needs 14 tiles in sets and a pair "
        "(it is {shanten}-shanten)",
    ),
    "needs-14": QT_TRANSLATE_NOOP(
        "ScoringError", "{tiles}: a winning hand has 3n+2 tiles (14, a kong counts as 3)"
    ),
    "kong-needs-kong": QT_TRANSLATE_NOOP(
        "ScoringError", "a win after a kong (rinshan / 杠上开花) needs a kong in the hand"
    ),
    "chankan-tile": QT_TRANSLATE_NOOP(
        "ScoringError",
        "robbing a kong: the winning tile {tile} cannot be one you hold in a pung or kong",
    ),
    "riichi-open": QT_TRANSLATE_NOOP(
        "ScoringError", "riichi needs a concealed hand (no open meld)"
    ),
    "unknown-rules": QT_TRANSLATE_NOOP(
        "ScoringError", "scoring needs the mcr or riichi rules, not '{rules}'"
    ),
    "dora-copies": QT_TRANSLATE_NOOP(
        "ScoringError", "dora indicator {tile}: a fifth copy with the hand and the other indicators"
    ),
    "too-many-dora": QT_TRANSLATE_NOOP(
        "ScoringError", "{count} dora indicators: at most 5 (the first and four after kongs)"
    ),
    "chankan-copies": QT_TRANSLATE_NOOP(
        "ScoringError",
        "robbing a kong: the kong holds the other three {tile}, so the hand can "
        "hold only the winning copy (it holds {count})",
    ),
    "ura-dora-copies": QT_TRANSLATE_NOOP(
        "ScoringError",
        "ura dora indicator {tile}: a fifth copy with the hand and the other indicators",
    ),
    "last-of-kind-held": QT_TRANSLATE_NOOP(
        "ScoringError",
        "last of its kind (和绝张): the other three copies of {tile} must be in "
        "view, but the hand holds {held} more",
    ),
}


def english(code: str, params: Mapping[str, Any]) -> str:
    """The English message of a scoring error code."""
    return ScoringError.english(code, params)


class ScoringError(CodedError, ValueError):
    """A situation or a hand that cannot be scored, with the reason."""

    ROOM = "scoring"
    CONTEXT = "ScoringError"
    MESSAGES = MESSAGES

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """Scoring's values: the rules by their preset's title (their name in English); a
        flag and a reason come as phrases (``situation.flag_word``)."""
        values = super().values(code, params)
        if code == "flag-rules":
            values["rules"] = rules_phrase(params["rules"])
        return values
