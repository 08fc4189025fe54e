"""Errors of the quiz: a ``ValueError`` whose message says what is wrong with the request.

Like the core's :class:`~mjtrainer.core.HandError`, each error is a
:class:`~mjtrainer.core.errors.CodedError`: a ``code`` and machine ``params`` (tile kinds as
ints, counts, the level and seed asked for, the hand as text), so the app can word it in the
learner's language; :data:`MESSAGES` holds the English wording, one table for the quiz room
(the answer errors of :mod:`.answers` included). A state that cannot happen (no question
found for a seed) is a ``RuntimeError``, not coded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.errors import CodedError, Wording, rules_phrase
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.phrases import Phrase

#: English wording of every quiz error code.
MESSAGES: dict[str, Wording] = {
    # the catalogue
    "unknown-kind": QT_TRANSLATE_NOOP(
        "QuizError",
        "unknown quiz kind '{kind}': choose one of {kinds}",
    ),
    "no-level": QT_TRANSLATE_NOOP(
        "QuizError", "no level {number} for the {kind} quiz: choose 1–{top}"
    ),
    # questions
    "bad-seed": QT_TRANSLATE_NOOP("QuizError", "seed {seed}: a seed is a whole number 0 or more"),
    "not-a-question": QT_TRANSLATE_NOOP("QuizError", "not a quiz question: {error}"),
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
        "scoring level {level} seed {seed} ({rules}) gives {got}, not {hand}: "
        "the situation of that win cannot be rebuilt",
    ),
    "defence-rebuild": QT_TRANSLATE_NOOP(
        "QuizError",
        "defence level {level} seed {seed} gives {got}, not {hand}: the table "
        "of that question cannot be rebuilt",
    ),
    "no-new-question": QT_TRANSLATE_NOOP(
        "QuizError", "no new {kind} level {level} question after {seeds} seeds"
    ),
    # cards from games
    "card-unreadable": QT_TRANSLATE_NOOP("QuizError", "card '{card}' does not read: {error}"),
    "not-a-card": QT_TRANSLATE_NOOP("QuizError", "'{card}' is not a card from a game"),
    "card-turn": QT_TRANSLATE_NOOP("QuizError", "turn {turn}: a card is asked at turns 1–17"),
    "card-not-asked": QT_TRANSLATE_NOOP(
        "QuizError", "card '{card}' asks no {kind} question: the position has no such choice"
    ),
    # answers: tiles
    "answer-tile": QT_TRANSLATE_NOOP("QuizError", "answer tile {value} is not a tile kind 0–33"),
    "answer-not-tiles": QT_TRANSLATE_NOOP(
        "QuizError", "a {kind} answer is tiles, not a scoring answer"
    ),
    "discard-one": QT_TRANSLATE_NOOP("QuizError", "a discard answer is one tile, got {count}"),
    "discard-not-in-hand": QT_TRANSLATE_NOOP("QuizError", "{tile} is not in the hand {hand}"),
    # answers: choices (riichi or dama, call or pass)
    "answer-not-choice": QT_TRANSLATE_NOOP("QuizError", "a {kind} answer is one of: {choices}"),
    "choice-unknown": QT_TRANSLATE_NOOP(
        "QuizError", "'{choice}' is not a choice here: choose {choices}"
    ),
    # answers: scoring (AnswerError)
    "fan-number": QT_TRANSLATE_NOOP(
        "QuizError", "'{word}' is not a fan number: fans are numbered 1–81"
    ),
    "fan-count": QT_TRANSLATE_NOOP(
        "QuizError", "fan {fan} counted {count} times: a fan counts 1 to 8 times"
    ),
    "not-a-fan": QT_TRANSLATE_NOOP("QuizError", "{value} is not one of the 81 fans"),
    "hanfu-unreadable": QT_TRANSLATE_NOOP(
        "QuizError",
        "cannot read '{text}': give han and fu like '3 40' or 'han 3 fu 40' "
        "(and the points if you like: '3 40 5200')",
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


#: The short title of each quiz kind (the quiz page's), as an error names the kind.
KIND_TITLES: dict[str, str] = {
    "waits": QT_TRANSLATE_NOOP("Quiz", "Waits"),
    "discard": QT_TRANSLATE_NOOP("Quiz", "Discard"),
    "scoring": QT_TRANSLATE_NOOP("Quiz", "Scoring"),
    "defence": QT_TRANSLATE_NOOP("Quiz", "Defence"),
    "pushfold": QT_TRANSLATE_NOOP("Quiz", "Push or fold"),
    "riichi": QT_TRANSLATE_NOOP("Quiz", "Riichi or dama"),
    "call": QT_TRANSLATE_NOOP("Quiz", "Call or pass"),
}
#: The numbers of a scoring answer (``key`` of the "hanfu-" codes).
VALUE_NAMES: dict[str, str] = {
    "han": QT_TRANSLATE_NOOP("ScoringMark", "han"),
    "fu": QT_TRANSLATE_NOOP("ScoringMark", "fu"),
    "points": QT_TRANSLATE_NOOP("ScoringMark", "points"),
}


class QuizError(CodedError, ValueError):
    """A quiz request that cannot be served: unknown kind or level, a bad seed, a hand that
    cannot be asked, an answer that is not a tile of the hand or cannot be read."""

    ROOM = "quiz"
    CONTEXT = "QuizError"
    MESSAGES = MESSAGES

    @classmethod
    def values(cls, code: str, params: Mapping[str, Any]) -> dict[str, Any]:
        """The quiz's values: a kind by its title, the rules by their preset's, a number of
        a scoring answer by its name (each its own word in English)."""
        values = super().values(code, params)
        kind = params.get("kind")
        if kind in KIND_TITLES:
            values["kind"] = Phrase(KIND_TITLES[kind], (), "Quiz", english=kind)
        if "rules" in params:
            values["rules"] = rules_phrase(params["rules"])
        key = params.get("key")
        if code.startswith("hanfu-") and key in VALUE_NAMES:
            values["key"] = Phrase(VALUE_NAMES[key], (), "ScoringMark", english=key)
        return values
