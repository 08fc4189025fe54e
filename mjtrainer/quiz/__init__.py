"""Training, Qt-free: the level catalogue, the seeded question generator, grading,
explanations, the spaced-repetition schedule and the SQLite progress store.

Three kinds of question: waits, discard and scoring. A scoring question carries its
``situation`` and its ``score``; the learner answers with an :class:`McrAnswer` (the fans) or
a :class:`RiichiAnswer` (han, fu, points), and the :class:`Grade` marks each fan or number.

It imports the judging core (and, for scoring questions, the scoring package) and nothing that
presents: no Qt, no command line.

    >>> from mjtrainer.quiz import generate, grade
    >>> q = generate("waits", 3, seed=7)
    >>> grade(q, q.answer).correct
    True
"""

from .answers import (
    AnswerError,
    McrAnswer,
    RiichiAnswer,
    ScoringAnswer,
    fan_by_id,
    parse_answer,
)
from .errors import QuizError
from .explain import (
    DiscardExplanation,
    DiscardRow,
    ScoringExplanation,
    WaitExplanation,
    explain_discard,
    explain_scoring,
    explain_waits,
)
from .generate import (
    NINE_GATES,
    QUIZ_MAX_SHANTEN,
    Question,
    best_by_win,
    best_discards,
    discard_ahead,
    generate,
    is_lone,
    make_question,
    nine_gates_family,
    question_seed,
    runner_up,
    session,
)
from .grade import FanMark, Grade, Mark, ValueMark, grade, time_up
from .levels import (
    CLEAR_LEAD,
    CLOSE_CALL_GAP,
    FU_LEVEL_MINIMUM,
    LEVELS,
    QUESTION_TURN,
    TRAP_POINTS,
    WAIT_RANGE,
    WIN_PROB_TOLERANCE,
    Level,
    QuizKind,
    level_info,
    levels,
    quiz_kind,
    scoring_rules,
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
    "FU_LEVEL_MINIMUM",
    "LEVELS",
    "MINUTE",
    "NINE_GATES",
    "QUESTION_TURN",
    "QUIZ_MAX_SHANTEN",
    "REVIEW_AFTER_MISS",
    "REVIEW_LADDER",
    "TRAP_POINTS",
    "WAIT_RANGE",
    "WIN_PROB_TOLERANCE",
    "AnswerError",
    "AnswerRecord",
    "DiscardExplanation",
    "DiscardRow",
    "Attempt",
    "FanMark",
    "Grade",
    "ItemKey",
    "Level",
    "Mark",
    "McrAnswer",
    "PendingAnswers",
    "ProgressError",
    "ProgressFileRefused",
    "ProgressStore",
    "Question",
    "QuizError",
    "QuizKind",
    "RecoveryReason",
    "RiichiAnswer",
    "ScoringAnswer",
    "ScoringExplanation",
    "ValueMark",
    "WaitExplanation",
    "best_by_win",
    "best_discards",
    "default_path",
    "discard_ahead",
    "explain_discard",
    "explain_scoring",
    "explain_waits",
    "fan_by_id",
    "generate",
    "grade",
    "is_due",
    "is_lone",
    "level_info",
    "levels",
    "make_question",
    "next_review",
    "nine_gates_family",
    "parse_answer",
    "question_seed",
    "quiz_kind",
    "runner_up",
    "scoring_rules",
    "session",
    "time_up",
]
