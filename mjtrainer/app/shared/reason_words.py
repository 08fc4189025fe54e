"""The reasons of a graded decision in the learner's language: the sentences of the decision
room's one English table (:mod:`mjtrainer.decision.reason_words`) under the same ids,
translated in the "Reasons" context; tiles by their names, a defence category by the defence
words, a wait class by the wait kinds. ``tests/app/test_app_reason_words.py`` keeps the
sentences matched."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...decision.reason_words import english, sentence_key, shown
from ...decision.reasons import Reason
from . import defence_words, i18n

_CONTEXT = "Reasons"

#: One sentence for each reason id (the room's ``SENTENCES``).
SENTENCES: dict[str, object] = {
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
CALLS: dict[str, object] = {
    "pass": QT_TRANSLATE_NOOP("Reasons", "pass"),
    "chi": QT_TRANSLATE_NOOP("Reasons", "chi"),
    "pon": QT_TRANSLATE_NOOP("Reasons", "pon"),
    "kong": QT_TRANSLATE_NOOP("Reasons", "kong"),
}


def _tr(source: object) -> str:
    return QCoreApplication.translate(_CONTEXT, str(source))


def call_name(call: str) -> str:
    """A call's name (``chi``; 吃, チー), or the pass's."""
    return _tr(CALLS.get(call, call))


def sentence(reason: Reason) -> str:
    """``reason`` in the current language, its first letter capitalised (English, from the
    room's table, for an id this table does not know)."""
    source = SENTENCES.get(sentence_key(reason))
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
