"""Errors of the quiz: a ``ValueError`` whose message says what is wrong with the request.

Like the core's :class:`~mjtrainer.core.HandError`, each error is a
:class:`~mjtrainer.core.errors.CodedError`: a ``code`` and machine ``params`` (tile kinds as
ints, counts, the level and seed asked for, the hand as text), so the app can word it in the
learner's language; :data:`MESSAGES` holds the English wording, one table for the quiz room
(the answer errors of :mod:`.answers` included). A state that cannot happen (no question
found for a seed) is a ``RuntimeError``, not coded.
"""

from __future__ import annotations

from ..core.errors import CodedError, Wording

#: English wording of every quiz error code.
MESSAGES: dict[str, Wording] = {
    # the catalogue
    "unknown-kind": "unknown quiz kind '{kind}': choose waits, discard, scoring, defence, "
    "pushfold, riichi or call",
    "no-level": "no level {number} for the {kind} quiz: choose 1–{top}",
    # questions
    "bad-seed": "seed {seed}: a seed is a whole number 0 or more",
    "not-a-question": "not a quiz question: {error}",
    "bad-count": "count {count}: a session has 0 or more questions",
    "bad-hand": "hand {hand}: {error}",
    "not-ready": "hand {hand} is not a ready 3n+1 hand: no waits to ask for",
    "nothing-to-discard": "hand {hand} is not an incomplete 3n+2 hand: nothing to discard",
    "too-far": "hand {hand} is {shanten}-shanten: the chance to win is searched only up to "
    "{limit}-shanten",
    "scoring-rebuild": "scoring level {level} seed {seed} ({rules}) gives {got}, not {hand}: "
    "the situation of that win cannot be rebuilt",
    "defence-rebuild": "defence level {level} seed {seed} gives {got}, not {hand}: the table "
    "of that question cannot be rebuilt",
    "no-new-question": "no new {kind} level {level} question after {seeds} seeds",
    # cards from games
    "card-unreadable": "card '{card}' does not read: {error}",
    "not-a-card": "'{card}' is not a card from a game",
    "card-turn": "turn {turn}: a card is asked at turns 1–17",
    "card-not-asked": "card '{card}' asks no {kind} question: the position has no such choice",
    # answers: tiles
    "answer-tile": "answer tile {value} is not a tile kind 0–33",
    "answer-not-tiles": "a {kind} answer is tiles, not a scoring answer",
    "discard-one": "a discard answer is one tile, got {count}",
    "discard-not-in-hand": "{tile} is not in the hand {hand}",
    # answers: choices (riichi or dama, call or pass)
    "answer-not-choice": "a {kind} answer is one of: {choices}",
    "choice-unknown": "'{choice}' is not a choice here: choose {choices}",
    # answers: scoring (AnswerError)
    "fan-number": "'{word}' is not a fan number: fans are numbered 1–81",
    "fan-count": "fan {fan} counted {count} times: a fan counts 1 to 8 times",
    "not-a-fan": "{value} is not one of the 81 fans",
    "hanfu-unreadable": "cannot read '{text}': give han and fu like '3 40' or 'han 3 fu 40' "
    "(and the points if you like: '3 40 5200')",
    "hanfu-missing": "give both han and fu, e.g. '3 40' or 'han 3 fu 40'",
    "hanfu-twice": "{key} is given twice",
    "hanfu-range": "{key} {value}: give a whole number 0–{limit}",
    "answer-kind": "a scoring answer under {rules} is {expected}, not {got}",
}


class QuizError(CodedError, ValueError):
    """A quiz request that cannot be served: unknown kind or level, a bad seed, a hand that
    cannot be asked, an answer that is not a tile of the hand or cannot be read."""

    ROOM = "quiz"
    MESSAGES = MESSAGES
