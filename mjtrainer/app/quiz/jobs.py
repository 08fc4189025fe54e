"""The quiz controller's worker jobs: pure functions of frozen arguments, no Qt.

A job makes the next question (and the view's picture of it), rebuilds the questions due for
review, or writes the answers waiting and reads the progress back. The
:class:`~.quiz_controller.QuizController` hands them to its task runners; their results are
frozen values that cross back to the GUI thread.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...core import Hand, HandError, Rules
from ...quiz import (
    ItemKey,
    PendingAnswers,
    ProgressStore,
    Question,
    QuizError,
    QuizKind,
    generate,
    question_seed,
)
from ...quiz.cards import GAME_LEVEL, is_card, question_of
from ..shared.viewmodel import ProgressView
from .model import QuestionView
from .presenters import question_view
from .progress_presenters import is_practice_discard, progress_view

#: The progress page lists this many of the most-missed questions.
MISSED_LIMIT = 6
#: A session looks this many candidate seeds ahead for a hand not asked yet.
SEED_LOOKAHEAD = 1000


@dataclass(frozen=True, slots=True)
class Prepared:
    """A question ready to ask: the quiz's question and the view's picture of it."""

    question: Question
    view: QuestionView


@dataclass(frozen=True, slots=True)
class NextQuestion:
    """The next question of an open-ended session and the candidate index after it."""

    prepared: Prepared
    next_index: int


@dataclass(frozen=True, slots=True)
class ReviewBatch:
    """The questions of a review session (empty when nothing is due)."""

    items: tuple[Prepared, ...]


def prepare(q: Question) -> Prepared:
    """A question with the view's picture of it."""
    return Prepared(q, question_view(q))


def next_question(
    kind: str, level: int, seed: int, index: int, rules: Rules, asked: frozenset[Hand]
) -> NextQuestion:
    """The first question of the session from candidate ``index`` on whose hand was not asked
    yet (like :func:`mjtrainer.quiz.session`, one question at a time)."""
    for i in range(index, index + SEED_LOOKAHEAD):
        q = generate(kind, level, question_seed(seed, i), rules)
        if q.hand not in asked:
            return NextQuestion(prepare(q), i + 1)
    raise QuizError("no-new-question", kind=kind, level=level, seeds=index + SEED_LOOKAHEAD)


def review_batch(items: Iterable[ItemKey]) -> ReviewBatch:
    """Questions rebuilt from their stored identity (a record no longer posable is skipped)."""
    out = []
    for item in items:
        try:
            q = question_of(item)  # a card from a game poses its own position
        except (QuizError, HandError):
            continue
        out.append(prepare(q))
    return ReviewBatch(tuple(out))


def due_batch(store: ProgressStore, now: float, limit: int) -> ReviewBatch:
    """The questions due for review at ``now``, longest due first."""
    return review_batch(r.item for r in store.reviews(now, limit=limit))


def read_progress(store: ProgressStore, now: float) -> ProgressView:
    """The progress page's picture of the store at ``now``."""
    due = store.reviews(now)
    cards = sum(
        1
        for kind in (QuizKind.DISCARD, QuizKind.RIICHI, QuizKind.CALL)
        for item in store.questions(kind.value, GAME_LEVEL)
        if is_card(item)
    )
    cards_due = sum(1 for r in due if is_card(r.item))
    practice = [a for a in store.answers("discard", GAME_LEVEL) if is_practice_discard(a)]
    return progress_view(
        store.totals(),
        store.daily(),
        store.streak(),
        len(due),
        store.most_missed(MISSED_LIMIT),
        (cards, cards_due),
        (len(practice), sum(a.correct for a in practice)),
        store.games(),
    )


def store_job(store: ProgressStore, pending: PendingAnswers, now: float) -> ProgressView:
    """Write the answers kept from an earlier session (the file was locked when the window
    closed) and the answers waiting (one transaction; kept for the next job if that fails),
    then read the progress back."""
    store.write_kept()
    pending.write_to(store)
    return read_progress(store, now)
