"""The quiz page's words that several kinds share: a level's title, a list of tiles, a discard
row's mark and the rows a grade names, a gap in points, a choice's name. Plain functions of
the snapshots (Qt's translation only, no widgets); each kind's own sentences are in its
module of :mod:`.kinds`."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...quiz.kinds import LEVELS
from ...quiz.levels import Level
from ..shared import i18n
from ..shared.tileart import MARK_BEST, MARK_EXTRA, MARK_RIGHT
from ..shared.viewmodel import DiscardView
from .model import ThrowGrade

translate = QCoreApplication.translate  # the name lupdate looks for


def _level(kind: str, number: int) -> Level | None:
    """The quiz room's level (its English title and description are marked there)."""
    return next((lv for lv in LEVELS if lv.kind.value == kind and lv.number == number), None)


def level_title(kind: str, number: int) -> str:
    """A level's title in the current language (its number for a level the quiz lacks)."""
    found = _level(kind, number)
    return translate("Quiz", found.title) if found else str(number)


def level_description(kind: str, number: int) -> str:
    """A level's one-line description in the current language ("" for a level the quiz
    lacks)."""
    found = _level(kind, number)
    return translate("Quiz", found.description) if found else ""


def tile_list(tiles: Sequence[int]) -> str:
    """Tile names joined for a sentence: "五筒、六筒" / "1 dot, 6 dots"."""
    return translate("QuizPage", ", ").join(i18n.tile_name(t) for t in tiles)


def discard_mark(option: DiscardView, grade: ThrowGrade) -> str:
    """The mark on a discard option's tile: the learner's choice right or wrong, and the best
    ones when the choice was not among them."""
    if option.tile == grade.chosen:
        return MARK_RIGHT if grade.correct else MARK_EXTRA
    if option.best and not grade.correct:
        return MARK_BEST
    return ""


def option_of(discards: Sequence[DiscardView], tile: int | None) -> DiscardView | None:
    """The row of the discard of ``tile`` (a kind; None when none)."""
    return next((o for o in discards if o.tile == tile), None)


def best_option(discards: Sequence[DiscardView], best: int | None) -> DiscardView | None:
    """The row the grade compares with (``best``, a kind), or the first row."""
    return option_of(discards, best) or (discards[0] if discards else None)


def answer_names(discards: Sequence[DiscardView], answer: Sequence[int]) -> str:
    """The right discards named as the tiles they throw (a red five drawn and named red)."""
    faces = {o.tile: o.face for o in discards}
    return tile_list([faces.get(t, t) for t in answer])


def pp_text(gap: float) -> str:
    """A difference of two chances in percentage points (pp), one decimal ("15.0")."""
    return f"{100 * gap:.1f}"


def choice_label(word: str) -> str:
    """A choice of the riichi-or-dama or call-or-pass quiz in the learner's words: "Riichi",
    "Dama", "Pass", "Pon 333m" (a meld stays mpsz)."""
    head, _, meld = word.partition(" ")
    names = {
        "riichi": translate("QuizPage", "Riichi"),
        "dama": translate("QuizPage", "Dama"),
        "pass": translate("QuizPage", "Pass"),
        "chi": translate("QuizPage", "Chi"),
        "pon": translate("QuizPage", "Pon"),
        "kong": translate("QuizPage", "Kong"),
    }
    return f"{names.get(head, head)} {meld}".rstrip()
