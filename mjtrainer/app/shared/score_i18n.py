"""Display text of scoring's keys: the riichi yaku, fu reasons and limits, the fields of a win
(labelled where scoring declares them) and the marks of a scoring answer, translated with
fixed contexts. (Scoring's errors are worded by :mod:`.errors` from scoring's own marked
table.) MCR fans need no table: their Chinese name is always shown (the scoring package's), and
the English one beside it in English.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...scoring.riichi import FU_WORDS, YAKU_NAMES
from ...scoring.situation import SITUATION_FIELDS
from . import i18n

# The fields of a win as the situation strip labels them, from their one declaration (the
# scoring package's, which marks them in context "Situation"), and the kong flag's two
# readings: after a kong when self-drawn, robbing one on a discard.
_FLAGS: dict[str, str] = {
    key: label for f in SITUATION_FIELDS for key, label in ((f.name, f.label), *f.readings)
}

# Riichi yaku by the scoring package's keys: its English names (marked there, context "Yaku");
# the romaji is shown beside them untranslated.
_YAKU: dict[str, str] = {key: name for key, name, _ in YAKU_NAMES.values()}

# Why fu were awarded, by the scoring package's reason keys (its words, marked there).
_FU: dict[str, str] = {reason.value: words for reason, words in FU_WORDS.items()}

# Limit hands, by the scoring package's keys.
_LIMITS: dict[str, object] = {
    "mangan": QT_TRANSLATE_NOOP("Limit", "mangan"),
    "haneman": QT_TRANSLATE_NOOP("Limit", "haneman"),
    "baiman": QT_TRANSLATE_NOOP("Limit", "baiman"),
    "sanbaiman": QT_TRANSLATE_NOOP("Limit", "sanbaiman"),
    "yakuman": QT_TRANSLATE_NOOP("Limit", "yakuman"),
    "kazoe yakuman": QT_TRANSLATE_NOOP("Limit", "kazoe yakuman"),
    "double yakuman": QT_TRANSLATE_NOOP("Limit", "double yakuman"),
    "triple yakuman": QT_TRANSLATE_NOOP("Limit", "triple yakuman"),
    "quadruple yakuman": QT_TRANSLATE_NOOP("Limit", "quadruple yakuman"),
    "quintuple yakuman": QT_TRANSLATE_NOOP("Limit", "quintuple yakuman"),
    "sextuple yakuman": QT_TRANSLATE_NOOP("Limit", "sextuple yakuman"),
}


def _tr(context: str, table: Mapping[str, object], key: str) -> str:
    return QCoreApplication.translate(context, str(table.get(key, key)))


def flag_source(key: str) -> str:
    """A flag of a win's English label, its catalogue source (context "Situation")."""
    return str(_FLAGS.get(key, key))


def flag(key: str) -> str:
    """A flag of a win ("last_tile", "after_kong" …) as the situation strip labels it."""
    return QCoreApplication.translate("Situation", flag_source(key))


def yaku(key: str, english: str) -> str:
    """A riichi yaku by its key, in the current language (``english`` for an unknown key)."""
    source = _YAKU.get(key)
    return QCoreApplication.translate("Yaku", source) if source else english


def fu_reason(key: str) -> str:
    """Why fu were awarded ("base", "tsumo" …), in the current language."""
    return _tr("Fu", _FU, key)


def limit(key: str) -> str:
    """A limit hand ("mangan" …), in the current language."""
    return _tr("Limit", _LIMITS, key)


def wind(letter: str) -> str:
    """A wind by its letter ("E" …), named like its tile."""
    return i18n.tile_name(27 + "ESWN".index(letter))
