"""Display text of scoring's keys: the riichi yaku, fu reasons and limits, the fields of a win
(labelled where scoring declares them) and the marks of a scoring answer, translated with
fixed contexts. (Scoring's errors are worded by :mod:`.errors` from scoring's own marked
table.) MCR fans need no table: their Chinese name is always shown (the scoring package's), and
the English one beside it in English.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...scoring.situation import SITUATION_FIELDS
from . import i18n

# The fields of a win as the situation strip labels them, from their one declaration (the
# scoring package's, which marks them in context "Situation"), and the kong flag's two
# readings: after a kong when self-drawn, robbing one on a discard.
_FLAGS: dict[str, str] = {
    key: label for f in SITUATION_FIELDS for key, label in ((f.name, f.label), *f.readings)
}

# Riichi yaku by the scoring package's keys: its English names (a test keeps them equal),
# translated in context "Yaku"; the romaji is shown beside them untranslated.
_YAKU: dict[str, object] = {
    "menzen-tsumo": QT_TRANSLATE_NOOP("Yaku", "Fully concealed self-draw"),
    "riichi": QT_TRANSLATE_NOOP("Yaku", "Riichi"),
    "open-riichi": QT_TRANSLATE_NOOP("Yaku", "Open riichi"),
    "ippatsu": QT_TRANSLATE_NOOP("Yaku", "One shot"),
    "chankan": QT_TRANSLATE_NOOP("Yaku", "Robbing a kong"),
    "rinshan": QT_TRANSLATE_NOOP("Yaku", "After a kong"),
    "haitei": QT_TRANSLATE_NOOP("Yaku", "Last tile self-drawn"),
    "houtei": QT_TRANSLATE_NOOP("Yaku", "Last discard"),
    "double-riichi": QT_TRANSLATE_NOOP("Yaku", "Double riichi"),
    "double-open-riichi": QT_TRANSLATE_NOOP("Yaku", "Double open riichi"),
    "nagashi-mangan": QT_TRANSLATE_NOOP("Yaku", "Mangan at draw"),
    "renhou": QT_TRANSLATE_NOOP("Yaku", "Blessing of man"),
    "pinfu": QT_TRANSLATE_NOOP("Yaku", "No-points hand"),
    "tanyao": QT_TRANSLATE_NOOP("Yaku", "All simples"),
    "iipeikou": QT_TRANSLATE_NOOP("Yaku", "Pure double sequence"),
    "yakuhai-white": QT_TRANSLATE_NOOP("Yaku", "White dragon"),
    "yakuhai-green": QT_TRANSLATE_NOOP("Yaku", "Green dragon"),
    "yakuhai-red": QT_TRANSLATE_NOOP("Yaku", "Red dragon"),
    "seat-wind-east": QT_TRANSLATE_NOOP("Yaku", "Seat wind: East"),
    "seat-wind-south": QT_TRANSLATE_NOOP("Yaku", "Seat wind: South"),
    "seat-wind-west": QT_TRANSLATE_NOOP("Yaku", "Seat wind: West"),
    "seat-wind-north": QT_TRANSLATE_NOOP("Yaku", "Seat wind: North"),
    "round-wind-east": QT_TRANSLATE_NOOP("Yaku", "Round wind: East"),
    "round-wind-south": QT_TRANSLATE_NOOP("Yaku", "Round wind: South"),
    "round-wind-west": QT_TRANSLATE_NOOP("Yaku", "Round wind: West"),
    "round-wind-north": QT_TRANSLATE_NOOP("Yaku", "Round wind: North"),
    "sanshoku": QT_TRANSLATE_NOOP("Yaku", "Mixed triple sequence"),
    "ittsu": QT_TRANSLATE_NOOP("Yaku", "Pure straight"),
    "chanta": QT_TRANSLATE_NOOP("Yaku", "Half outside hand"),
    "honroutou": QT_TRANSLATE_NOOP("Yaku", "All terminals and honours"),
    "toitoi": QT_TRANSLATE_NOOP("Yaku", "All triplets"),
    "sanankou": QT_TRANSLATE_NOOP("Yaku", "Three concealed triplets"),
    "sankantsu": QT_TRANSLATE_NOOP("Yaku", "Three kongs"),
    "sanshoku-doukou": QT_TRANSLATE_NOOP("Yaku", "Triple triplets"),
    "chiitoitsu": QT_TRANSLATE_NOOP("Yaku", "Seven pairs"),
    "shousangen": QT_TRANSLATE_NOOP("Yaku", "Little three dragons"),
    "honitsu": QT_TRANSLATE_NOOP("Yaku", "Half flush"),
    "junchan": QT_TRANSLATE_NOOP("Yaku", "Fully outside hand"),
    "ryanpeikou": QT_TRANSLATE_NOOP("Yaku", "Twice pure double sequence"),
    "chinitsu": QT_TRANSLATE_NOOP("Yaku", "Full flush"),
    "kokushi": QT_TRANSLATE_NOOP("Yaku", "Thirteen orphans"),
    "chuuren": QT_TRANSLATE_NOOP("Yaku", "Nine gates"),
    "suuankou": QT_TRANSLATE_NOOP("Yaku", "Four concealed triplets"),
    "daisangen": QT_TRANSLATE_NOOP("Yaku", "Big three dragons"),
    "shousuushii": QT_TRANSLATE_NOOP("Yaku", "Little four winds"),
    "ryuuiisou": QT_TRANSLATE_NOOP("Yaku", "All green"),
    "suukantsu": QT_TRANSLATE_NOOP("Yaku", "Four kongs"),
    "tsuuiisou": QT_TRANSLATE_NOOP("Yaku", "All honours"),
    "chinroutou": QT_TRANSLATE_NOOP("Yaku", "All terminals"),
    "daisharin": QT_TRANSLATE_NOOP("Yaku", "Big wheels"),
    "daichisei": QT_TRANSLATE_NOOP("Yaku", "Big seven stars"),
    "daisuushii": QT_TRANSLATE_NOOP("Yaku", "Big four winds"),
    "kokushi-13": QT_TRANSLATE_NOOP("Yaku", "Thirteen orphans, thirteen-sided wait"),
    "suuankou-tanki": QT_TRANSLATE_NOOP("Yaku", "Four concealed triplets, pair wait"),
    "junsei-chuuren": QT_TRANSLATE_NOOP("Yaku", "True nine gates"),
    "tenhou": QT_TRANSLATE_NOOP("Yaku", "Blessing of heaven"),
    "chiihou": QT_TRANSLATE_NOOP("Yaku", "Blessing of earth"),
    "renhou-yakuman": QT_TRANSLATE_NOOP("Yaku", "Blessing of man (yakuman)"),
    "sashikomi": QT_TRANSLATE_NOOP("Yaku", "Dealing into open riichi"),
    "paarenchan": QT_TRANSLATE_NOOP("Yaku", "Eight consecutive wins"),
    "dora": QT_TRANSLATE_NOOP("Yaku", "Dora"),
    "aka-dora": QT_TRANSLATE_NOOP("Yaku", "Red five"),
    "ura-dora": QT_TRANSLATE_NOOP("Yaku", "Ura dora"),
}

# Why fu were awarded, by the scoring package's reason keys (the wording of `mjtrainer score`).
_FU: dict[str, object] = {
    "base": QT_TRANSLATE_NOOP("Fu", "base"),
    "closed-ron": QT_TRANSLATE_NOOP("Fu", "concealed hand on a discard"),
    "seven-pairs": QT_TRANSLATE_NOOP("Fu", "seven pairs"),
    "wait-kanchan": QT_TRANSLATE_NOOP("Fu", "closed wait (kanchan)"),
    "wait-penchan": QT_TRANSLATE_NOOP("Fu", "edge wait (penchan)"),
    "wait-tanki": QT_TRANSLATE_NOOP("Fu", "pair wait (tanki)"),
    "pair-dragon": QT_TRANSLATE_NOOP("Fu", "dragon pair"),
    "pair-seat-wind": QT_TRANSLATE_NOOP("Fu", "seat-wind pair"),
    "pair-round-wind": QT_TRANSLATE_NOOP("Fu", "round-wind pair"),
    "open-pung-simple": QT_TRANSLATE_NOOP("Fu", "open pung of simples"),
    "open-pung-terminal-or-honour": QT_TRANSLATE_NOOP("Fu", "open pung of terminals or honours"),
    "concealed-pung-simple": QT_TRANSLATE_NOOP("Fu", "concealed pung of simples"),
    "concealed-pung-terminal-or-honour": QT_TRANSLATE_NOOP(
        "Fu", "concealed pung of terminals or honours"
    ),
    "open-kong-simple": QT_TRANSLATE_NOOP("Fu", "open kong of simples"),
    "open-kong-terminal-or-honour": QT_TRANSLATE_NOOP("Fu", "open kong of terminals or honours"),
    "concealed-kong-simple": QT_TRANSLATE_NOOP("Fu", "concealed kong of simples"),
    "concealed-kong-terminal-or-honour": QT_TRANSLATE_NOOP(
        "Fu", "concealed kong of terminals or honours"
    ),
    "tsumo": QT_TRANSLATE_NOOP("Fu", "self-draw"),
    "open-pinfu": QT_TRANSLATE_NOOP("Fu", "open hand without fu, on a discard"),
    "rounding": QT_TRANSLATE_NOOP("Fu", "rounded up"),
}

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


def flag(key: str) -> str:
    """A flag of a win ("last_tile", "after_kong" …) as the situation strip labels it."""
    return _tr("Situation", _FLAGS, key)


def flag_texts(key: str) -> tuple[str, ...]:
    """The flag's label in every shipped language (see :func:`.i18n.every_language`)."""
    return i18n.every_language("Situation", str(_FLAGS.get(key, key)))


def yaku(key: str, english: str) -> str:
    """A riichi yaku by its key, in the current language (``english`` for an unknown key)."""
    source = _YAKU.get(key)
    return QCoreApplication.translate("Yaku", str(source)) if source else english


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
