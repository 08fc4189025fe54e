"""Training, Qt-free: the level catalogue, the seeded question generator, grading,
explanations, the spaced-repetition schedule and the SQLite progress store.

Seven kinds of question: waits, discard, scoring, defence, push or fold, riichi or dama and
call or pass, each one spec in the registry
:mod:`.kinds` (one module a kind: its levels, its question and grade values, how it is dealt,
graded, explained and serialised). A scoring question carries its ``situation`` and its
``score``; the learner answers with an :class:`McrAnswer` (the fans) or a :class:`RiichiAnswer`
(han, fu, points), and the :class:`ScoringGrade` marks each fan or number.

It imports the judging core (and, for scoring questions, the scoring package) and nothing that
presents: no Qt, no command line.

    >>> from mjtrainer.quiz import generate, grade
    >>> q = generate("waits", 3, seed=7)
    >>> grade(q, q.answer).correct
    True
"""

from .answers import (
    AnswerError,
    ChoiceAnswer,
    McrAnswer,
    RiichiAnswer,
    ScoringAnswer,
    fan_by_id,
    parse_answer,
)
from .errors import QuizError
from .explain import explain_discard, explain_scoring, explain_waits
from .generate import generate, make_question, question_from_dict, question_seed, session
from .grade import grade, time_up
from .kinds import (
    KINDS,
    LEVELS,
    CallGrade,
    CallQuestion,
    DefenceGrade,
    DefenceQuestion,
    DiscardExplanation,
    DiscardGrade,
    DiscardQuestion,
    DiscardRow,
    FanMark,
    Grade,
    KindSpec,
    Mark,
    PushFoldGrade,
    PushFoldQuestion,
    Question,
    RiichiDamaGrade,
    RiichiDamaQuestion,
    RiichiHand,
    ScoringExplanation,
    ScoringGrade,
    ScoringQuestion,
    ValueMark,
    WaitExplanation,
    WaitsGrade,
    WaitsQuestion,
    level_info,
    levels,
    spec_of,
)
from .kinds.discard import QUIZ_MAX_SHANTEN
from .levels import (
    CLEAR_LEAD,
    CLOSE_CALL_GAP,
    FU_LEVEL_MINIMUM,
    QUESTION_TURN,
    TRAP_POINTS,
    WAIT_RANGE,
    WIN_PROB_TOLERANCE,
    Level,
    QuizKind,
    quiz_kind,
    scoring_rules,
)
from .ranking import best_by_win, best_discards, discard_ahead, is_lone, runner_up
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
from .waits_deal import NINE_GATES, nine_gates_family

__all__ = [
    "CLEAR_LEAD",
    "CLOSE_CALL_GAP",
    "DAY",
    "FU_LEVEL_MINIMUM",
    "KINDS",
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
    "Attempt",
    "CallGrade",
    "CallQuestion",
    "ChoiceAnswer",
    "DefenceGrade",
    "DefenceQuestion",
    "PushFoldGrade",
    "PushFoldQuestion",
    "DiscardExplanation",
    "DiscardGrade",
    "DiscardQuestion",
    "DiscardRow",
    "FanMark",
    "Grade",
    "ItemKey",
    "KindSpec",
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
    "RiichiDamaGrade",
    "RiichiDamaQuestion",
    "RiichiHand",
    "ScoringAnswer",
    "ScoringExplanation",
    "ScoringGrade",
    "ScoringQuestion",
    "ValueMark",
    "WaitExplanation",
    "WaitsGrade",
    "WaitsQuestion",
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
    "question_from_dict",
    "question_seed",
    "quiz_kind",
    "runner_up",
    "scoring_rules",
    "session",
    "spec_of",
    "time_up",
]
