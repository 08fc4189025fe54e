"""Translations and fonts: the translators, the shipped CJK font, and the display text of the
core's keys (tile names from the core's one marked table, wait kinds, shapes), translated
with fixed contexts.

Every string here goes through Qt's translation system; ``assets/translations/*.ts`` is the
source, ``*.qm`` the compiled file the app loads.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from ... import resources
from ...core.analysis import WAIT_KIND_NAMES
from ...core.rules import PRESET_TITLES
from ...core.tiles import NAMES_EN
from ...game.review import CATEGORY_NAMES
from ...quiz.kinds import LEVELS
from ...quiz.levels import KIND_TITLES, Level, QuizKind
from ...words import languages
from ...words.phrases import Phrase
from ...words.render import render

# Wait kinds by the core's names (:data:`~mjtrainer.core.WAIT_KIND_NAMES`, marked there). A
# thirteen orphans wait on all thirteen kinds is "thirteen-sided" (the presenters' key
# THIRTEEN_SIDED); on one kind it is plain thirteen orphans.
_WAIT_KINDS: dict[str, object] = {
    **WAIT_KIND_NAMES,
    "kokushi-13": QT_TRANSLATE_NOOP("WaitKind", "thirteen-sided"),
}

# Counted nouns, singular and plural: the English sources pick by the count (Chinese has
# one form for both). No "(s)" anywhere.
_COUNTS: dict[str, tuple[object, object]] = {
    "tile": (QT_TRANSLATE_NOOP("Count", "{n} tile"), QT_TRANSLATE_NOOP("Count", "{n} tiles")),
    "tile-left": (
        QT_TRANSLATE_NOOP("Count", "{n} tile left"),
        QT_TRANSLATE_NOOP("Count", "{n} tiles left"),
    ),
    "kind": (QT_TRANSLATE_NOOP("Count", "{n} kind"), QT_TRANSLATE_NOOP("Count", "{n} kinds")),
    "way": (QT_TRANSLATE_NOOP("Count", "{n} way"), QT_TRANSLATE_NOOP("Count", "{n} ways")),
    "step": (QT_TRANSLATE_NOOP("Count", "{n} step"), QT_TRANSLATE_NOOP("Count", "{n} steps")),
    "wait": (QT_TRANSLATE_NOOP("Count", "{n} wait"), QT_TRANSLATE_NOOP("Count", "{n} waits")),
    "wrong-pick": (
        QT_TRANSLATE_NOOP("Count", "{n} wrong pick"),
        QT_TRANSLATE_NOOP("Count", "{n} wrong picks"),
    ),
    "effective": (
        QT_TRANSLATE_NOOP("Count", "{n} effective tile"),
        QT_TRANSLATE_NOOP("Count", "{n} effective tiles"),
    ),
    "draw-left": (
        QT_TRANSLATE_NOOP("Count", "{n} draw left"),
        QT_TRANSLATE_NOOP("Count", "{n} draws left"),
    ),
    "card": (QT_TRANSLATE_NOOP("Count", "{n} card"), QT_TRANSLATE_NOOP("Count", "{n} cards")),
    "mistake": (
        QT_TRANSLATE_NOOP("Count", "{n} mistake"),
        QT_TRANSLATE_NOOP("Count", "{n} mistakes"),
    ),
    "round": (QT_TRANSLATE_NOOP("Count", "{n} round"), QT_TRANSLATE_NOOP("Count", "{n} rounds")),
    "decision": (
        QT_TRANSLATE_NOOP("Count", "{n} decision"),
        QT_TRANSLATE_NOOP("Count", "{n} decisions"),
    ),
}

_SHAPES: dict[str, object] = {
    "standard": QT_TRANSLATE_NOOP("Shape", "standard"),
    "seven-pairs": QT_TRANSLATE_NOOP("Shape", "seven pairs"),
    "thirteen-orphans": QT_TRANSLATE_NOOP("Shape", "thirteen orphans"),
    "honors-and-knitted": QT_TRANSLATE_NOOP("Shape", "honours and knitted"),
    "knitted-straight": QT_TRANSLATE_NOOP("Shape", "knitted straight"),
}

_MELDS: dict[str, object] = {
    "chow": QT_TRANSLATE_NOOP("Meld", "chow"),
    "pung": QT_TRANSLATE_NOOP("Meld", "pung"),
    "kong": QT_TRANSLATE_NOOP("Meld", "kong"),
    "concealed-kong": QT_TRANSLATE_NOOP("Meld", "concealed kong"),
}

# Quiz kinds' questions, translated in context "Quiz" (their short titles and the levels' titles
# and descriptions are the quiz room's, marked there).
_QUIZ_KINDS: dict[str, object] = {
    "waits": QT_TRANSLATE_NOOP("Quiz", "Waits: what does the hand wait on?"),
    "discard": QT_TRANSLATE_NOOP("Quiz", "Discard: which tile do you throw?"),
    "scoring": QT_TRANSLATE_NOOP("Quiz", "Scoring: what is this hand worth?"),
    "defence": QT_TRANSLATE_NOOP("Quiz", "Defence: which tile is safest against the riichi?"),
    "pushfold": QT_TRANSLATE_NOOP("Quiz", "Push or fold: a riichi against your hand"),
    "riichi": QT_TRANSLATE_NOOP("Quiz", "Riichi or dama: your hand is ready"),
    "call": QT_TRANSLATE_NOOP("Quiz", "Call or pass: a tile you could call"),
}

# Defence: the seats as the learner sees them (the words of defence are in .defence_words).
_SEATS: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("Defence", "You"),
    QT_TRANSLATE_NOOP("Defence", "Right (shimocha)"),
    QT_TRANSLATE_NOOP("Defence", "Across (toimen)"),
    QT_TRANSLATE_NOOP("Defence", "Left (kamicha)"),
)
_SEATS_SHORT: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("Defence", "you"),
    QT_TRANSLATE_NOOP("Defence", "Right"),
    QT_TRANSLATE_NOOP("Defence", "Across"),
    QT_TRANSLATE_NOOP("Defence", "Left"),
)

# What a mark on a tile means (the symbol drawn on it is in .widgets).
_MARKS: dict[str, object] = {
    "right": QT_TRANSLATE_NOOP("Mark", "right"),
    "missed": QT_TRANSLATE_NOOP("Mark", "missed"),
    "extra": QT_TRANSLATE_NOOP("Mark", "wrong pick"),
    "best": QT_TRANSLATE_NOOP("Mark", "best discard"),
}


def is_english() -> bool:
    """Whether the window speaks English now (no translation is installed for it)."""
    return (
        QCoreApplication.translate("HandError", "seen tiles: {message}") == "seen tiles: {message}"
    )


def worded(phrase: Phrase) -> str:
    """A room's phrase (an error's, a notice's) in the current language: the one renderer
    with Qt's translation, or the rooms' own English (``5p``, ``waits``)."""
    return render(phrase, None if is_english() else QCoreApplication.translate)


def tile_name(tile: int) -> str:
    """The tile's name in the current language ("5 dots", "五筒"; a red five's code 34–36:
    "red 5 dots", "赤五筒")."""
    return QCoreApplication.translate("Tile", NAMES_EN[tile])


def shanten_text(n: int) -> str:
    """A shanten number in words: "complete" (-1), "ready" (0), "2-shanten"."""
    if n < 0:
        return QCoreApplication.translate("ResultsView", "complete")
    if n == 0:
        return QCoreApplication.translate("ResultsView", "ready")
    return QCoreApplication.translate("ResultsView", "{n}-shanten").format(n=n)


def wait_kind(key: str) -> str:
    """A wait kind key ("ryanmen", "kokushi-13" …) by its name in the current language."""
    return QCoreApplication.translate("WaitKind", str(_WAIT_KINDS.get(key, key)))


def count(noun: str, n: int) -> str:
    """``n`` of a counted noun of :data:`_COUNTS` ("tile", "tile-left", "kind" …) in the
    current language, singular for one: "1 tile", "3 tiles left", "剩 3 张"."""
    one, many = _COUNTS[noun]
    return QCoreApplication.translate("Count", str(one if n == 1 else many)).format(n=n)


def shape(key: str) -> str:
    return QCoreApplication.translate("Shape", str(_SHAPES.get(key, key)))


def meld(key: str) -> str:
    return QCoreApplication.translate("Meld", str(_MELDS.get(key, key)))


def review_category(key: str | None) -> str:
    """A review category ("push/fold") in words ("push or fold"; "" for None, an unknown
    key as it is)."""
    if not key:
        return ""
    source = CATEGORY_NAMES.get(key)
    return key if source is None else QCoreApplication.translate("ReviewPage", source)


def preset(key: str) -> str:
    return QCoreApplication.translate("Rules", PRESET_TITLES.get(key, key))


def rule_option(label: str) -> str:
    """The settings dialog's label of a rule option, from the English ``label`` of its one
    declaration (``core.rules.RULE_OPTIONS``, where it is marked for translation)."""
    return QCoreApplication.translate("Rules", label)


def quiz_kind(key: str, short: bool = False) -> str:
    """ "Waits: what does the hand wait on?" (or just "Waits")."""
    if short:
        try:
            return QCoreApplication.translate("Quiz", KIND_TITLES[QuizKind(key)])
        except ValueError:
            return key
    return QCoreApplication.translate("Quiz", str(_QUIZ_KINDS.get(key, key)))


def _level(kind: str, number: int) -> Level | None:
    """The quiz room's level (its English title and description are marked there)."""
    return next((lv for lv in LEVELS if lv.kind.value == kind and lv.number == number), None)


def level_title(kind: str, number: int) -> str:
    """A level's title in the current language (its number for a level the quiz lacks)."""
    found = _level(kind, number)
    return QCoreApplication.translate("Quiz", found.title) if found else str(number)


def level_description(kind: str, number: int) -> str:
    """A level's one-line description in the current language ("" for a level the quiz
    lacks)."""
    found = _level(kind, number)
    return QCoreApplication.translate("Quiz", found.description) if found else ""


def seat_name(relative: int, short: bool = False) -> str:
    """A seat seen from the learner: 0 you, 1 right, 2 across, 3 left ("Right (shimocha)",
    or just "Right")."""
    table = _SEATS_SHORT if short else _SEATS
    return QCoreApplication.translate("Defence", str(table[relative % 4]))


def tiles_text(tiles: Sequence[int]) -> str:
    """Tile names joined for a sentence ("2 characters and 5 characters")."""
    names = [tile_name(t) for t in tiles]
    if len(names) < 2:
        return "".join(names)
    return QCoreApplication.translate("Defence", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def mark(key: str) -> str:
    return QCoreApplication.translate("Mark", str(_MARKS.get(key, key)))


# --- translators ------------------------------------------------------------------------------


class Translators:
    """The translators installed for one language: ours and Qt's own (dialog buttons)."""

    def __init__(self, ours: QTranslator | None, qt: QTranslator | None) -> None:
        self.ours = ours
        self.qt = qt

    def remove(self) -> None:
        for t in (self.ours, self.qt):
            if t is not None:
                QCoreApplication.removeTranslator(t)


def qm_path(language: str):
    return resources.asset("translations", f"mjtrainer_{language}.qm")


def load_translator(language: str) -> QTranslator | None:
    """Our compiled translation for ``language``, or None for English / a missing file."""
    if language == "en":
        return None
    translator = QTranslator()
    try:
        path = qm_path(language)
    except FileNotFoundError:
        return None
    if not translator.load(str(path)):
        return None
    return translator


def install_language(language: str, previous: Translators | None) -> Translators:
    """Swap the installed translators for ``language``; widgets get a LanguageChange event."""
    if previous is not None:
        previous.remove()
    ours = load_translator(language)
    qt = None
    if ours is not None:
        QCoreApplication.installTranslator(ours)
        qt = QTranslator()
        base = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(QLocale(language), "qtbase", "_", base):
            QCoreApplication.installTranslator(qt)
        else:
            qt = None
    QLocale.setDefault(QLocale(language))
    return Translators(ours, qt)


@functools.cache
def _other_translators() -> tuple[QTranslator, ...]:
    found = (load_translator(language.code) for language in languages.LANGUAGES[1:])
    return tuple(t for t in found if t is not None)


def every_language(context: str, source: str) -> tuple[str, ...]:
    """``source`` and its translation in every shipped language, whichever is installed: the
    texts a label may come to show, so it can keep room for the widest."""
    texts = [source] + [t.translate(context, source) or source for t in _other_translators()]
    return tuple(dict.fromkeys(texts))


def tile_name_texts(tile: int) -> tuple[str, ...]:
    """The tile's name in every shipped language (see :func:`every_language`)."""
    return every_language("Tile", NAMES_EN[tile])


# --- fonts -------------------------------------------------------------------------------------


def has_cjk_font(language: str = "zh_CN") -> bool:
    """True when some installed font covers the script of ``language`` (Simplified Chinese,
    Japanese; always for a language whose script needs no font of ours)."""
    system = languages.find(language).writing_system
    if system is None:
        return True
    return bool(QFontDatabase.families(getattr(QFontDatabase.WritingSystem, system)))


def load_cjk_font(force: bool = False, language: str = "zh_CN") -> str | None:
    """Load the shipped font of ``language`` when the system has none for its script (or
    ``force``); returns its family.

    The family goes right after the default family in the application font, before any other
    shipped font, so Latin text keeps the platform look and the language's text finds its own
    glyph forms (a Japanese 直 is not a Chinese one).
    """
    file = languages.find(language).font
    if file is None or (not force and has_cjk_font(language)):
        return None
    family = _add_font(file)
    if family is None:
        return None
    app = QApplication.instance()
    if isinstance(app, QApplication):
        font = QFont(app.font())
        others = [f for f in font.families() if f != family]
        families = [*others[:1], family, *others[1:]]
        if families != font.families():  # a new font for every widget: only on a change
            font.setFamilies(families)
            app.setFont(font)
    return family


@functools.cache
def _add_font(file: str) -> str | None:
    """The family of the shipped font ``file``, added to the application's fonts once."""
    try:
        path = resources.asset("fonts", file)
    except FileNotFoundError:
        return None
    if not path.is_file():
        return None
    font_id = QFontDatabase.addApplicationFont(str(path))
    if font_id < 0:
        return None
    families = QFontDatabase.applicationFontFamilies(font_id)
    return families[0] if families else None
