"""Display text of scoring's keys: the scoring errors by code, the riichi yaku, fu reasons and
limits, the fields of a win (labelled where scoring declares them) and the marks of a scoring
answer, translated with fixed contexts.

The core's errors are worded by :mod:`.i18n`; scoring has its own codes (both have an
"unknown-rules"), so it has its own table here, kept equal to ``scoring.errors.MESSAGES`` by a
test. MCR fans need no table: their Chinese name is always shown (the scoring package's), and
the English one beside it in English.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...scoring.riichi import FU_WORDS, YAKU_NAMES
from ...scoring.situation import SITUATION_FIELDS
from . import i18n

# Every code of the scoring errors, in the scoring package's English (a test keeps the two
# equal), so a situation that cannot be scored is explained in the learner's language.
_ERRORS: dict[str, object] = {
    "flag-rules": QT_TRANSLATE_NOOP("ScoringError", "{flag} applies only under the {rules} rules"),
    "flag-conflict": QT_TRANSLATE_NOOP(
        "ScoringError", "{flag} and {other} cannot both be set: {reason}"
    ),
    "flowers-range": QT_TRANSLATE_NOOP(
        "ScoringError", "{count} flowers: a hand has 0 to 8 flowers"
    ),
    "kita-range": QT_TRANSLATE_NOOP(
        "ScoringError", "{count} kita: three players set aside 0 to 4 norths"
    ),
    "kita-copies": QT_TRANSLATE_NOOP(
        "ScoringError", "{count} kita beside {held} norths in the hand: there are only 4"
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
        "robbing a kong: the kong holds the other three {tile}, so the hand can hold only the "
        "winning copy (it holds {count})",
    ),
    "ura-dora-copies": QT_TRANSLATE_NOOP(
        "ScoringError",
        "ura dora indicator {tile}: a fifth copy with the hand and the other indicators",
    ),
    "last-of-kind-held": QT_TRANSLATE_NOOP(
        "ScoringError",
        "last of its kind (和绝张): the other three copies of {tile} must be in view, but the "
        "hand holds {held} more",
    ),
}
# The reasons scoring gives for two flags that conflict (in its English, translated here).
_REASONS: dict[str, object] = {
    "no tile is drawn after the last one": QT_TRANSLATE_NOOP(
        "ScoringError", "no tile is drawn after the last one"
    ),
    "a kong of your own ends ippatsu": QT_TRANSLATE_NOOP(
        "ScoringError", "a kong of your own ends ippatsu"
    ),
}

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

# How a scoring answer's fan or number fares ("extra" for a fan is one that does not count).
_MARKS: dict[str, object] = {
    "right": QT_TRANSLATE_NOOP("ScoringMark", "right"),
    "missed": QT_TRANSLATE_NOOP("ScoringMark", "missed"),
    "extra": QT_TRANSLATE_NOOP("ScoringMark", "does not count"),
    "wrong": QT_TRANSLATE_NOOP("ScoringMark", "wrong"),
}

# The numbers of a scoring answer, by the quiz's names.
_VALUES: dict[str, object] = {
    "total": QT_TRANSLATE_NOOP("ScoringMark", "total"),
    "han": QT_TRANSLATE_NOOP("ScoringMark", "han"),
    "fu": QT_TRANSLATE_NOOP("ScoringMark", "fu"),
    "points": QT_TRANSLATE_NOOP("ScoringMark", "points"),
}


def _tr(context: str, table: Mapping[str, object], key: str) -> str:
    return QCoreApplication.translate(context, str(table.get(key, key)))


def _scoring_words(code: str, values: dict[str, object]) -> None:
    if not i18n.is_english():
        # English keeps scoring's own words (the flag's field name, its reason); another
        # language names the flag as the situation strip does.
        for key in ("flag", "other"):
            if key in values and str(values[key]) in _FLAGS:
                values[key] = flag(str(values[key]))
        if code == "flag-rules":
            values["rules"] = i18n.preset(str(values["rules"]))
    if "reason" in values and str(values["reason"]) in _REASONS:
        values["reason"] = QCoreApplication.translate(
            "ScoringError", str(_REASONS[str(values["reason"])])
        )


#: Scoring's errors (:class:`~mjtrainer.scoring.ScoringError`) in the current language.
SCORING_ERRORS = i18n.ErrorWords("ScoringError", _ERRORS, _scoring_words)


def error_text(code: str, params: Mapping[str, object], fallback: str) -> str:
    """A scoring error (its ``code`` and ``params``) in the current language; ``fallback``
    (scoring's English message) for a code this table does not word."""
    return SCORING_ERRORS.text(code, params, fallback)


def flag(key: str) -> str:
    """A flag of a win ("last_tile", "after_kong" …) as the situation strip labels it."""
    return _tr("Situation", _FLAGS, key)


def flag_texts(key: str) -> tuple[str, ...]:
    """The flag's label in every shipped language (see :func:`.i18n.every_language`)."""
    return i18n.every_language("Situation", str(_FLAGS.get(key, key)))


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


def mark(key: str) -> str:
    """How a fan or number of a scoring answer fares ("right", "missed" …)."""
    return _tr("ScoringMark", _MARKS, key)


def value_name(key: str) -> str:
    """A number of a scoring answer ("total", "han", "fu", "points")."""
    return _tr("ScoringMark", _VALUES, key)


def wind(letter: str) -> str:
    """A wind by its letter ("E" …), named like its tile."""
    return i18n.tile_name(27 + "ESWN".index(letter))
