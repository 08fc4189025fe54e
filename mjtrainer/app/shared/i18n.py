"""Translations and fonts: the translators, the shipped CJK font, and the display text of the
core's keys (tile names, wait kinds, shapes), translated with fixed contexts.

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
from ...words import languages
from ...words.phrases import Phrase
from ...words.render import render

# Tile names, index = tile kind; English source text, translated in context "Tile".
_TILE_NAMES = (
    QT_TRANSLATE_NOOP("Tile", "1 character"),
    QT_TRANSLATE_NOOP("Tile", "2 characters"),
    QT_TRANSLATE_NOOP("Tile", "3 characters"),
    QT_TRANSLATE_NOOP("Tile", "4 characters"),
    QT_TRANSLATE_NOOP("Tile", "5 characters"),
    QT_TRANSLATE_NOOP("Tile", "6 characters"),
    QT_TRANSLATE_NOOP("Tile", "7 characters"),
    QT_TRANSLATE_NOOP("Tile", "8 characters"),
    QT_TRANSLATE_NOOP("Tile", "9 characters"),
    QT_TRANSLATE_NOOP("Tile", "1 dot"),
    QT_TRANSLATE_NOOP("Tile", "2 dots"),
    QT_TRANSLATE_NOOP("Tile", "3 dots"),
    QT_TRANSLATE_NOOP("Tile", "4 dots"),
    QT_TRANSLATE_NOOP("Tile", "5 dots"),
    QT_TRANSLATE_NOOP("Tile", "6 dots"),
    QT_TRANSLATE_NOOP("Tile", "7 dots"),
    QT_TRANSLATE_NOOP("Tile", "8 dots"),
    QT_TRANSLATE_NOOP("Tile", "9 dots"),
    QT_TRANSLATE_NOOP("Tile", "1 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "2 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "3 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "4 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "5 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "6 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "7 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "8 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "9 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "East"),
    QT_TRANSLATE_NOOP("Tile", "South"),
    QT_TRANSLATE_NOOP("Tile", "West"),
    QT_TRANSLATE_NOOP("Tile", "North"),
    QT_TRANSLATE_NOOP("Tile", "White dragon"),
    QT_TRANSLATE_NOOP("Tile", "Green dragon"),
    QT_TRANSLATE_NOOP("Tile", "Red dragon"),
    # the red fives, tile codes 34-36 (0m, 0p, 0s)
    QT_TRANSLATE_NOOP("Tile", "red 5 characters"),
    QT_TRANSLATE_NOOP("Tile", "red 5 dots"),
    QT_TRANSLATE_NOOP("Tile", "red 5 bamboo"),
)
#: The English tile names (the translation sources), index = tile code (kinds, then red fives).
TILE_NAMES: tuple[str, ...] = tuple(str(n) for n in _TILE_NAMES)

# Wait kinds by the names learners meet: the English word with the common (Japanese) term,
# 两面 嵌张 边张 单钓 双碰 in Chinese. A thirteen orphans wait on all thirteen kinds is
# "thirteen-sided" (the presenters' key THIRTEEN_SIDED); on one kind it is plain thirteen
# orphans.
_WAIT_KINDS: dict[str, object] = {
    "ryanmen": QT_TRANSLATE_NOOP("WaitKind", "two-sided (ryanmen)"),
    "kanchan": QT_TRANSLATE_NOOP("WaitKind", "closed (kanchan)"),
    "penchan": QT_TRANSLATE_NOOP("WaitKind", "edge (penchan)"),
    "tanki": QT_TRANSLATE_NOOP("WaitKind", "single (tanki)"),
    "shanpon": QT_TRANSLATE_NOOP("WaitKind", "dual pung (shanpon)"),
    "kokushi": QT_TRANSLATE_NOOP("WaitKind", "thirteen orphans"),
    "kokushi-13": QT_TRANSLATE_NOOP("WaitKind", "thirteen-sided"),
    "knitted": QT_TRANSLATE_NOOP("WaitKind", "knitted"),
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

# What a decision graded by round EV turned on (the review's categories), by value; the
# Review page's words, in its context (the Progress page names them too).
_CATEGORIES: dict[str, object] = {
    "efficiency": QT_TRANSLATE_NOOP("ReviewPage", "efficiency"),
    "value": QT_TRANSLATE_NOOP("ReviewPage", "value"),
    "push/fold": QT_TRANSLATE_NOOP("ReviewPage", "push or fold"),
    "riichi": QT_TRANSLATE_NOOP("ReviewPage", "riichi or dama"),
    "call": QT_TRANSLATE_NOOP("ReviewPage", "call or pass"),
}

_PRESETS: dict[str, object] = {
    "general": QT_TRANSLATE_NOOP("Rules", "General"),
    "riichi": QT_TRANSLATE_NOOP("Rules", "Riichi (Japanese)"),
    "mcr": QT_TRANSLATE_NOOP("Rules", "Chinese Official (MCR 国标)"),
    "sanma": QT_TRANSLATE_NOOP("Rules", "Three-player riichi (sanma 三麻)"),
}

# Quiz kinds and levels: the core's English texts (``LEVELS`` of the quiz module), kept equal
# to them by a test and translated in context "Quiz".
_QUIZ_KINDS: dict[str, object] = {
    "waits": QT_TRANSLATE_NOOP("Quiz", "Waits: what does the hand wait on?"),
    "discard": QT_TRANSLATE_NOOP("Quiz", "Discard: which tile do you throw?"),
    "scoring": QT_TRANSLATE_NOOP("Quiz", "Scoring: what is this hand worth?"),
    "defence": QT_TRANSLATE_NOOP("Quiz", "Defence: which tile is safest against the riichi?"),
    "pushfold": QT_TRANSLATE_NOOP("Quiz", "Push or fold: a riichi against your hand"),
    "riichi": QT_TRANSLATE_NOOP("Quiz", "Riichi or dama: your hand is ready"),
    "call": QT_TRANSLATE_NOOP("Quiz", "Call or pass: a tile you could call"),
}
_QUIZ_KINDS_SHORT: dict[str, object] = {
    "waits": QT_TRANSLATE_NOOP("Quiz", "Waits"),
    "discard": QT_TRANSLATE_NOOP("Quiz", "Discard"),
    "scoring": QT_TRANSLATE_NOOP("Quiz", "Scoring"),
    "defence": QT_TRANSLATE_NOOP("Quiz", "Defence"),
    "pushfold": QT_TRANSLATE_NOOP("Quiz", "Push or fold"),
    "riichi": QT_TRANSLATE_NOOP("Quiz", "Riichi or dama"),
    "call": QT_TRANSLATE_NOOP("Quiz", "Call or pass"),
}
LEVEL_TITLES: dict[tuple[str, int], object] = {
    ("waits", 1): QT_TRANSLATE_NOOP("Quiz", "Mixed suits"),
    ("waits", 2): QT_TRANSLATE_NOOP("Quiz", "One-suit block"),
    ("waits", 3): QT_TRANSLATE_NOOP("Quiz", "Full flush"),
    ("waits", 4): QT_TRANSLATE_NOOP("Quiz", "Many-sided waits"),
    ("discard", 1): QT_TRANSLATE_NOOP("Quiz", "Lone tiles"),
    ("discard", 2): QT_TRANSLATE_NOOP("Quiz", "One or two from ready"),
    ("discard", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
    ("discard", 4): QT_TRANSLATE_NOOP("Quiz", "Shape choices"),
    ("scoring", 1): QT_TRANSLATE_NOOP("Quiz", "One big fan or yaku"),
    ("scoring", 2): QT_TRANSLATE_NOOP("Quiz", "Common combinations"),
    ("scoring", 3): QT_TRANSLATE_NOOP("Quiz", "Exclusions and fu"),
    ("defence", 1): QT_TRANSLATE_NOOP("Quiz", "Genbutsu"),
    ("defence", 2): QT_TRANSLATE_NOOP("Quiz", "Suji"),
    ("defence", 3): QT_TRANSLATE_NOOP("Quiz", "Kabe and honours"),
    ("defence", 4): QT_TRANSLATE_NOOP("Quiz", "Two riichis"),
    ("pushfold", 1): QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
    ("pushfold", 2): QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
    ("pushfold", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
    ("riichi", 1): QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
    ("riichi", 2): QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
    ("riichi", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
    ("call", 1): QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
    ("call", 2): QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
    ("call", 3): QT_TRANSLATE_NOOP("Quiz", "Close calls"),
}
LEVEL_DESCRIPTIONS: dict[tuple[str, int], object] = {
    ("waits", 1): QT_TRANSLATE_NOOP(
        "Quiz", "Mixed-suit ready hands with one or two winning tiles."
    ),
    ("waits", 2): QT_TRANSLATE_NOOP(
        "Quiz", "A one-suit block inside a mixed hand: three to five waits, all in that suit."
    ),
    ("waits", 3): QT_TRANSLATE_NOOP(
        "Quiz", "Full one-suit (清一色) 13-tile ready hands, any number of waits."
    ),
    ("waits", 4): QT_TRANSLATE_NOOP(
        "Quiz", "One-suit hands with five or more waits, nine-gates shapes among them."
    ),
    ("discard", 1): QT_TRANSLATE_NOOP(
        "Quiz", "Throw the obvious lone tile: every other discard is clearly worse."
    ),
    ("discard", 2): QT_TRANSLATE_NOOP(
        "Quiz", "1- and 2-shanten hands: find the discard with the best chance to win."
    ),
    ("discard", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "The two best discards by effective tiles are four tiles apart or fewer: the chance "
        "to win decides.",
    ),
    ("discard", 4): QT_TRANSLATE_NOOP(
        "Quiz",
        "The discard with the most effective tiles is not the one that wins most often: "
        "find the better shape.",
    ),
    ("scoring", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "One fan (MCR) or yaku (riichi) brings more than half the value. "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    ("scoring", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "Several fans or yaku, none bringing half the value. "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    ("scoring", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "MCR: a big fan implies a smaller one the hand shows, which is not counted. "
        "Riichi: count the fu (40 or more, no limit hand). "
        "Under the general rules the scoring quiz uses MCR.",
    ),
    ("defence", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi; a tile of the hand is in the riichi player's pond or passed after the "
        "riichi: find it.",
    ),
    ("defence", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi, no genbutsu in the hand: a suji tile is safer than the non-suji ones.",
    ),
    ("defence", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi, no genbutsu in the hand: a wall (no-chance, one-chance) or an honour "
        "with copies in view is the safest.",
    ),
    ("defence", 4): QT_TRANSLATE_NOOP(
        "Quiz", "Two opponents in riichi: the safest tile against both together."
    ),
    ("pushfold", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi against your hand: pushing and folding are 1,000 points or more apart.",
    ),
    ("pushfold", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi against your hand: pushing and folding are 400 to 1,000 points apart.",
    ),
    ("pushfold", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "One riichi against your hand: pushing and folding are 150 to 400 points apart.",
    ),
    ("riichi", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "Your discard leaves the hand ready: riichi and dama are 1,000 points or more apart.",
    ),
    ("riichi", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "Your discard leaves the hand ready: riichi and dama are 400 to 1,000 points apart.",
    ),
    ("riichi", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "Your discard leaves the hand ready: riichi and dama are 150 to 400 points apart.",
    ),
    ("call", 1): QT_TRANSLATE_NOOP(
        "Quiz",
        "A tile you could call: the best choice leads the next by 1,000 points or more.",
    ),
    ("call", 2): QT_TRANSLATE_NOOP(
        "Quiz",
        "A tile you could call: the best choice leads the next by 400 to 1,000 points.",
    ),
    ("call", 3): QT_TRANSLATE_NOOP(
        "Quiz",
        "A tile you could call: the best choice leads the next by 150 to 400 points.",
    ),
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
    return QCoreApplication.translate("Tile", TILE_NAMES[tile])


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
    source = _CATEGORIES.get(key)
    return key if source is None else QCoreApplication.translate("ReviewPage", str(source))


def preset(key: str) -> str:
    return QCoreApplication.translate("Rules", str(_PRESETS.get(key, key)))


def rule_option(label: str) -> str:
    """The settings dialog's label of a rule option, from the English ``label`` of its one
    declaration (``core.rules.RULE_OPTIONS``, where it is marked for translation)."""
    return QCoreApplication.translate("Rules", label)


def quiz_kind(key: str, short: bool = False) -> str:
    """ "Waits: what does the hand wait on?" (or just "Waits")."""
    table = _QUIZ_KINDS_SHORT if short else _QUIZ_KINDS
    return QCoreApplication.translate("Quiz", str(table.get(key, key)))


def level_title(kind: str, number: int) -> str:
    text = LEVEL_TITLES.get((kind, number))
    return QCoreApplication.translate("Quiz", str(text)) if text else str(number)


def level_description(kind: str, number: int) -> str:
    text = LEVEL_DESCRIPTIONS.get((kind, number))
    return QCoreApplication.translate("Quiz", str(text)) if text else ""


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
    return every_language("Tile", TILE_NAMES[tile])


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
