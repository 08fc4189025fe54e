"""Seeded questions of every kind: :func:`generate` deals one from (kind, level, seed, rules),
:func:`make_question` poses one for a given hand, :func:`session` deals many.

Everything here is a pure function of its arguments: randomness comes from a
``random.Random(seed)`` made per question, so the same kind, level, seed and rules always give
the same question. A Qt controller can run :func:`generate` on a worker thread and pass the
frozen question back. Each kind's own dealing lives with its spec (:mod:`.kinds`).

    >>> q = generate("waits", 3, seed=7)
    >>> q.answer == tuple(w.tile for w in q.report.waits)
    True
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from ..core import Hand, Rules
from .errors import QuizError
from .kinds import KINDS, Question, level_info
from .kinds.base import check_seed
from .levels import QUESTION_TURN, QuizKind, quiz_kind, rules_of


def make_question(
    kind: QuizKind | str,
    level: int,
    hand: Hand,
    rules: Rules | str | None = None,
    seed: int = 0,
    turn: int = QUESTION_TURN,
) -> Question:
    """A question for a given hand (e.g. a stored one brought back for review).

    The hand is not checked against the level; it must be a ready 13-tile hand (waits) or a
    14-tile hand (discard) within the look-ahead's reach (at most its ``cut_off`` from ready
    after the best discard), else :class:`QuizError`; a discard question is graded at
    ``turn`` (1–17). A stored discard question is graded anew, by the chance to win. The hand
    of a scoring question does not say how it won: that question is regenerated from
    ``seed``, and :class:`QuizError` says so when the seed no longer gives this hand.
    """
    k = quiz_kind(kind)
    r = rules_of(rules)
    level_info(k, level)
    return KINDS[k].pose(level, hand, r, seed, turn)


def generate(
    kind: QuizKind | str, level: int, seed: int, rules: Rules | str | None = None
) -> Question:
    """The question for (kind, level, seed, rules): the same arguments always give the same
    question. Hands are dealt from a 136-tile wall (never a fifth copy).

    Raises :class:`QuizError` for an unknown kind or level or a negative seed.
    """
    k = quiz_kind(kind)
    level_info(k, level)
    check_seed(seed)
    return KINDS[k].generate(level, seed, rules_of(rules), random.Random(seed))


def question_from_dict(data: Mapping[str, Any]) -> Question:
    """The question a JSON line of ``mjtrainer quiz --json`` describes, posed again from its
    kind, level, rules, hand (and seed and turn where the line has them): its ``to_dict()``
    is that line again. :class:`QuizError` for a line that is no question."""
    try:
        hand = Hand.parse(str(data["hand"]))
        kind, level, rules = data["kind"], data["level"], data["rules"]
        seed, turn = data.get("seed", 0), data.get("turn", QUESTION_TURN)
    except (KeyError, TypeError, ValueError) as e:
        raise QuizError("not-a-question", error=e) from None
    return make_question(kind, level, hand, rules, seed, turn)


def question_seed(session_seed: int, index: int) -> int:
    """The seed of the ``index``-th candidate of a session: ``session_seed + index``, so any
    question of a session can be regenerated on its own."""
    return session_seed + index


def session(
    kind: QuizKind | str, level: int, seed: int, count: int, rules: Rules | str | None = None
) -> Iterator[Question]:
    """``count`` questions with distinct hands, from the seeds ``seed``, ``seed + 1``, ...
    (a seed whose hand already came up is skipped)."""
    if count < 0:
        raise QuizError("bad-count", count=count)
    seen: set[Hand] = set()
    index = 0
    made = 0
    while made < count:
        if index >= 50 * count + 1000:
            raise RuntimeError(f"only {made} distinct questions found for this level")  # a bug
        q = generate(kind, level, question_seed(seed, index), rules)
        index += 1
        if q.hand in seen:
            continue
        seen.add(q.hand)
        made += 1
        yield q
