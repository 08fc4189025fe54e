"""The one translation path of coded errors: every room's refusals in the learner's language.

A room below the app raises :class:`~mjtrainer.core.errors.CodedError` subclasses (a code,
machine params, one English table). Here each room has one :class:`~.i18n.ErrorWords`: its
table of translatable sources, in the room's English (``tests/app/test_app_errors.py`` keeps
every code and placeholder of every room matched), and :data:`ROOMS` finds it by the error's
``ROOM``. The core's table lives in :mod:`.i18n`, scoring's in :mod:`.score_i18n`, the
quiz's and the progress store's here. A new room (the game readers' ``GameError``) adds one
table and one entry of :data:`ROOMS`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...core.errors import CodedError
from . import i18n, score_i18n

# Every code of the quiz's errors (mjtrainer.quiz.errors.MESSAGES), in the same English.
_QUIZ: dict[str, object] = {
    "unknown-kind": QT_TRANSLATE_NOOP(
        "QuizError", "unknown quiz kind '{kind}': choose waits, discard or scoring"
    ),
    "no-level": QT_TRANSLATE_NOOP(
        "QuizError", "no level {number} for the {kind} quiz: choose 1–{top}"
    ),
    "bad-seed": QT_TRANSLATE_NOOP("QuizError", "seed {seed}: a seed is a whole number 0 or more"),
    "bad-count": QT_TRANSLATE_NOOP("QuizError", "count {count}: a session has 0 or more questions"),
    "bad-hand": QT_TRANSLATE_NOOP("QuizError", "hand {hand}: {error}"),
    "not-ready": QT_TRANSLATE_NOOP(
        "QuizError", "hand {hand} is not a ready 3n+1 hand: no waits to ask for"
    ),
    "nothing-to-discard": QT_TRANSLATE_NOOP(
        "QuizError", "hand {hand} is not an incomplete 3n+2 hand: nothing to discard"
    ),
    "too-far": QT_TRANSLATE_NOOP(
        "QuizError",
        "hand {hand} is {shanten}-shanten: the chance to win is searched only up to "
        "{limit}-shanten",
    ),
    "scoring-rebuild": QT_TRANSLATE_NOOP(
        "QuizError",
        "scoring level {level} seed {seed} ({rules}) gives {got}, not {hand}: the situation "
        "of that win cannot be rebuilt",
    ),
    "no-scoring-answer": QT_TRANSLATE_NOOP("QuizError", "a {kind} question has no scoring answer"),
    "no-new-question": QT_TRANSLATE_NOOP(
        "QuizError", "no new {kind} level {level} question after {seeds} seeds"
    ),
    "answer-tile": QT_TRANSLATE_NOOP("QuizError", "answer tile {value} is not a tile kind 0–33"),
    "answer-not-tiles": QT_TRANSLATE_NOOP(
        "QuizError", "a {kind} answer is tiles, not a scoring answer"
    ),
    "discard-one": QT_TRANSLATE_NOOP("QuizError", "a discard answer is one tile, got {count}"),
    "discard-not-in-hand": QT_TRANSLATE_NOOP("QuizError", "{tile} is not in the hand {hand}"),
    "fan-number": QT_TRANSLATE_NOOP(
        "QuizError", "'{word}' is not a fan number: fans are numbered 1–81"
    ),
    "fan-count": QT_TRANSLATE_NOOP(
        "QuizError", "fan {fan} counted {count} times: a fan counts 1 to 8 times"
    ),
    "not-a-fan": QT_TRANSLATE_NOOP("QuizError", "{value} is not one of the 81 fans"),
    "hanfu-unreadable": QT_TRANSLATE_NOOP(
        "QuizError",
        "cannot read '{text}': give han and fu like '3 40' or 'han 3 fu 40' (and the points "
        "if you like: '3 40 5200')",
    ),
    "hanfu-missing": QT_TRANSLATE_NOOP(
        "QuizError", "give both han and fu, e.g. '3 40' or 'han 3 fu 40'"
    ),
    "hanfu-twice": QT_TRANSLATE_NOOP("QuizError", "{key} is given twice"),
    "hanfu-range": QT_TRANSLATE_NOOP("QuizError", "{key} {value}: give a whole number 0–{limit}"),
    "answer-kind": QT_TRANSLATE_NOOP(
        "QuizError", "a scoring answer under {rules} is {expected}, not {got}"
    ),
}
# The quiz kinds its errors name (the quiz's own values; the catalogue's names).
_KINDS = ("waits", "discard", "scoring")


def _quiz_words(code: str, values: dict[str, object]) -> None:
    error = values.get("error")
    if isinstance(error, BaseException):  # the hand's own refusal, in the same language
        values["error"] = message(error)
    if i18n.is_english():
        return  # the quiz's own words: "the waits quiz", "under mcr", "han"
    if values.get("kind") in _KINDS:
        values["kind"] = i18n.quiz_kind(str(values["kind"]), short=True)
    if "rules" in values:
        values["rules"] = i18n.preset(str(values["rules"]))
    if code.startswith("hanfu-") and "key" in values:
        values["key"] = score_i18n.value_name(str(values["key"]))


# Every code of the progress store's errors (mjtrainer.quiz.store.MESSAGES), in the same
# English; ``detail`` is what the system or SQLite said, in its own words.
_PROGRESS: dict[str, object] = {
    "folder": QT_TRANSLATE_NOOP("ProgressError", "cannot create the folder for {path}: {detail}"),
    "open": QT_TRANSLATE_NOOP("ProgressError", "cannot open {path}: {detail}"),
    "new-database": QT_TRANSLATE_NOOP(
        "ProgressError", "cannot start a new database at {path}: {detail}"
    ),
    "not-moved": QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is unusable ({what}) and could not be moved aside: {detail}"
    ),
    "not-a-file": QT_TRANSLATE_NOOP(
        "ProgressError",
        "cannot open {path}: {detail}, not a regular file; it was left as it is",
    ),
    "not-sqlite": QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is not a progress database ({detail}); it was left as it is"
    ),
    "corrupt": QT_TRANSLATE_NOOP(
        "ProgressError", "{path} is a damaged database ({detail}); it was left as it is"
    ),
    "foreign": QT_TRANSLATE_NOOP(
        "ProgressError",
        "{path} holds data that is not mjtrainer's ({detail}); it was left as it is",
    ),
    "newer": QT_TRANSLATE_NOOP(
        "ProgressError",
        "{path} was written by a newer version of mjtrainer ({detail}); it was left as it is",
    ),
}
# What the store's own checks found (``detail`` of "not-a-file"), in its English.
_PROGRESS_DETAILS: dict[str, object] = {
    "it is a folder": QT_TRANSLATE_NOOP("ProgressError", "it is a folder"),
    "it is a device or a pipe": QT_TRANSLATE_NOOP("ProgressError", "it is a device or a pipe"),
}


def _progress_words(code: str, values: dict[str, object]) -> None:
    detail = str(values.get("detail", ""))
    if code == "not-a-file" and detail in _PROGRESS_DETAILS:
        values["detail"] = QCoreApplication.translate(
            "ProgressError", str(_PROGRESS_DETAILS[detail])
        )


#: The progress store's errors (:class:`~mjtrainer.quiz.ProgressError`).
PROGRESS_ERRORS = i18n.ErrorWords("ProgressError", _PROGRESS, _progress_words)

#: The quiz's errors (:class:`~mjtrainer.quiz.QuizError` and its ``AnswerError``).
QUIZ_ERRORS = i18n.ErrorWords("QuizError", _QUIZ, _quiz_words)

#: Every room's words, by the room's name (``CodedError.ROOM``): one entry a room.
ROOMS: dict[str, i18n.ErrorWords] = {
    "core": i18n.CORE_ERRORS,
    "scoring": score_i18n.SCORING_ERRORS,
    "quiz": QUIZ_ERRORS,
    "progress": PROGRESS_ERRORS,
}


def message(e: BaseException) -> str:
    """What an error says, in the current language: a coded error worded by its room's
    table (its English message for a code the table lacks), any other error as it is."""
    if isinstance(e, CodedError):
        words = ROOMS.get(e.ROOM)
        if words is not None:
            return words.text(e.code, e.params, str(e))
    return str(e)
