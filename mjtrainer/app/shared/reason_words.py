"""The reasons of a graded decision in the learner's language: the sentences of the decision
room's one English table (:mod:`mjtrainer.decision.reason_words`, marked there), translated in
its context; tiles by their names, a defence category by the defence words, a wait class by
the wait kinds."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...decision import reason_words as room
from ...decision.reason_words import english, sentence_key, shown
from ...decision.reasons import Reason
from . import defence_words, i18n

_CONTEXT = room.CONTEXT


def _tr(source: object) -> str:
    return QCoreApplication.translate(_CONTEXT, str(source))


def call_name(call: str) -> str:
    """A call's name (``chi``; 吃, チー), or the pass's."""
    return _tr(room.CALLS.get(call, call))


def sentence(reason: Reason) -> str:
    """``reason`` in the current language, its first letter capitalised (English, from the
    room's table, for an id this table does not know)."""
    source = room.SENTENCES.get(sentence_key(reason))
    if source is None:
        return english(reason)
    params = shown(reason.params, i18n.tile_name, QCoreApplication.translate("ResultsView", ", "))
    for key, value in reason.params:
        if key == "category" and isinstance(value, str):
            params[key] = defence_words.name(value)
        elif key == "shape" and isinstance(value, str):
            params[key] = i18n.wait_kind(value)
        elif key == "call" and isinstance(value, str):
            params[key] = call_name(value)
    try:
        text = _tr(source).format(**params)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        text = str(source).format(**params)
    return text[:1].upper() + text[1:]


def lines(reasons: Sequence[Reason]) -> str:
    """Reasons, one a line, each after a bullet ("" for none)."""
    return "\n".join("• " + sentence(r) for r in reasons)
