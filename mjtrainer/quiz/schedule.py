"""The review schedule of missed questions (spaced repetition).

Pure: the caller hands in the time instead of the schedule reading the clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

MINUTE = 60.0
DAY = 86400.0
#: After a miss the question comes back this soon (in practice: the next session).
REVIEW_AFTER_MISS = 10 * MINUTE
#: Gaps after 1, 2, 3, ... right answers in a row since the last miss; the last one repeats.
REVIEW_LADDER: tuple[float, ...] = (
    1 * DAY,
    3 * DAY,
    7 * DAY,
    14 * DAY,
    30 * DAY,
    60 * DAY,
    120 * DAY,
)


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer to a question: when (seconds since the epoch) and whether it was right."""

    at: float
    correct: bool


def next_review(history: Iterable[Attempt | tuple[float, bool]]) -> float | None:
    """When a question is next due for review (seconds since the epoch), from its answers.

    A question never answered wrongly is not in review (None). After a miss it is due
    ``REVIEW_AFTER_MISS`` later; each right answer since the last miss moves it one step up
    ``REVIEW_LADDER`` (1, 3, 7, 14, 30, 60, 120 days).
    """
    attempts = sorted(
        (a if isinstance(a, Attempt) else Attempt(float(a[0]), bool(a[1])) for a in history),
        key=lambda a: a.at,
    )
    if not any(not a.correct for a in attempts):
        return None
    last = attempts[-1]
    if not last.correct:
        return last.at + REVIEW_AFTER_MISS
    run = 0
    for a in reversed(attempts):
        if not a.correct:
            break
        run += 1
    return last.at + REVIEW_LADDER[min(run, len(REVIEW_LADDER)) - 1]


def is_due(history: Iterable[Attempt | tuple[float, bool]], now: float) -> bool:
    """True when the question is in review and its time has come."""
    due = next_review(history)
    return due is not None and due <= now
