"""Translations: the display text of the core's keys (tile names from the core's one marked
table, wait kinds, shapes), translated with fixed contexts, and each shipped language's catalogue
read for the texts a label may come to show (the window installs the translators and fonts:
``app/window/language.py``).

Every string here goes through Qt's translation system; ``assets/translations/*.ts`` is the
source, ``*.qm`` the compiled file the app loads.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from ... import resources
from ...core.analysis import WAIT_KIND_NAMES
from ...core.tiles import NAMES_EN
from ...game.review import CATEGORY_NAMES
from ...quiz.levels import KIND_TITLES, QuizKind
from ...words import counts
from ...words.phrases import Phrase
from ...words.render import render

# Wait kinds by the core's names (:data:`~mjtrainer.core.WAIT_KIND_NAMES`, marked there). A
# thirteen orphans wait on all thirteen kinds is "thirteen-sided" (the presenters' key
# THIRTEEN_SIDED); on one kind it is plain thirteen orphans.
_WAIT_KINDS: dict[str, object] = {
    **WAIT_KIND_NAMES,
    "kokushi-13": QT_TRANSLATE_NOOP("WaitKind", "thirteen-sided"),
}

_SHAPES: dict[str, object] = {
    "standard": QT_TRANSLATE_NOOP("Shape", "standard"),
    "seven-pairs": QT_TRANSLATE_NOOP("Shape", "seven pairs"),
    "thirteen-orphans": QT_TRANSLATE_NOOP("Shape", "thirteen orphans"),
    "honors-and-knitted": QT_TRANSLATE_NOOP("Shape", "honours and knitted"),
    "knitted-straight": QT_TRANSLATE_NOOP("Shape", "knitted straight"),
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
    """``n`` of a counted noun of the one table (:data:`mjtrainer.words.counts.COUNTS`:
    "tile", "tile-left", "kind" …) in the current language, singular for one: "1 tile",
    "3 tiles left", "剩 3 张"."""
    return counts.count(noun, n, QCoreApplication.translate)


def shape(key: str) -> str:
    return QCoreApplication.translate("Shape", str(_SHAPES.get(key, key)))


def review_category(key: str | None) -> str:
    """A review category ("push/fold") in words ("push or fold"; "" for None, an unknown
    key as it is)."""
    if not key:
        return ""
    source = CATEGORY_NAMES.get(key)
    return key if source is None else QCoreApplication.translate("ReviewPage", source)


def quiz_kind(key: str, short: bool = False) -> str:
    """ "Waits: what does the hand wait on?" (or just "Waits")."""
    if short:
        try:
            return QCoreApplication.translate("Quiz", KIND_TITLES[QuizKind(key)])
        except ValueError:
            return key
    return QCoreApplication.translate("Quiz", str(_QUIZ_KINDS.get(key, key)))


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
