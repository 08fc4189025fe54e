"""Training, Qt-free: the level catalogue, the seeded question generator, grading,
explanations, the spaced-repetition schedule and the SQLite progress store.

It imports the judging core (and, for scoring questions, the scoring package) and nothing that
presents: no Qt, no command line.

    >>> from mjtrainer.quiz import generate, grade
    >>> q = generate("waits", 3, seed=7)
    >>> grade(q, q.answer).correct
    True
"""

from .explain import WaitExplanation, explain_waits
from .generate import (
    NINE_GATES,
    Question,
    best_discards,
    generate,
    is_lone,
    make_question,
    nine_gates_family,
    question_seed,
    runner_up,
    session,
)
from .grade import Grade, grade
from .levels import (
    CLEAR_LEAD,
    CLOSE_CALL_GAP,
    LEVELS,
    WAIT_RANGE,
    Level,
    QuizError,
    QuizKind,
    level_info,
    levels,
    quiz_kind,
)
from .schedule import DAY, MINUTE, REVIEW_AFTER_MISS, REVIEW_LADDER, Attempt, is_due, next_review
from .store import (
    AnswerRecord,
    ItemKey,
    PendingAnswers,
    ProgressError,
    ProgressFileRefused,
    ProgressStore,
    RecoveryReason,
    default_path,
)

__all__ = [
    "CLEAR_LEAD",
    "CLOSE_CALL_GAP",
    "DAY",
    "LEVELS",
    "MINUTE",
    "NINE_GATES",
    "REVIEW_AFTER_MISS",
    "REVIEW_LADDER",
    "WAIT_RANGE",
    "AnswerRecord",
    "Attempt",
    "Grade",
    "ItemKey",
    "Level",
    "PendingAnswers",
    "ProgressError",
    "ProgressFileRefused",
    "ProgressStore",
    "Question",
    "QuizError",
    "QuizKind",
    "RecoveryReason",
    "WaitExplanation",
    "best_discards",
    "default_path",
    "explain_waits",
    "generate",
    "grade",
    "is_due",
    "is_lone",
    "level_info",
    "levels",
    "make_question",
    "next_review",
    "nine_gates_family",
    "question_seed",
    "quiz_kind",
    "runner_up",
    "session",
]
