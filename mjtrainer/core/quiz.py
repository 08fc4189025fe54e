"""The quiz: seeded questions ("what does this wait on?", "which tile do you discard?"),
pure grading, and the spaced-repetition schedule of missed questions.

Everything here is a pure function of its arguments: randomness comes from a
``random.Random(seed)`` made per question, and the scheduler is handed the time instead of
reading the clock. A Qt controller can run :func:`generate` on a worker thread and pass the
frozen :class:`Question` back.

    >>> q = generate("waits", 3, seed=7)
    >>> q.answer == tuple(w.tile for w in q.report.waits)
    True
    >>> grade(q, q.answer).correct
    True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from .analysis import DiscardOption, Report, WaitKind, analyze, effective_tiles
from .decompose import Decomposition, decompositions
from .errors import HandError
from .hand import Hand
from .rules import Rules
from .shanten import shanten
from .tiles import NUM_KINDS, tile_str


class QuizError(ValueError):
    """A quiz request that cannot be served: unknown kind or level, a bad seed, an answer
    that is not a tile of the hand."""


class QuizKind(Enum):
    """The two quizzes."""

    WAITS = "waits"  # select every tile the ready hand waits on
    DISCARD = "discard"  # pick the best discard of a 14-tile hand


@dataclass(frozen=True, slots=True)
class Level:
    """A difficulty level: its number and a one-line English description (the GUI translates
    it with its own strings, keyed by kind and number)."""

    kind: QuizKind
    number: int
    title: str
    description: str


LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.WAITS, 1, "Mixed suits", "Mixed-suit ready hands with one or two winning tiles."
    ),
    Level(
        QuizKind.WAITS,
        2,
        "One-suit block",
        "A one-suit block inside a mixed hand: three to five waits, all in that suit.",
    ),
    Level(
        QuizKind.WAITS,
        3,
        "Full flush",
        "Full one-suit (清一色) 13-tile ready hands, any number of waits.",
    ),
    Level(
        QuizKind.WAITS,
        4,
        "Many-sided waits",
        "One-suit hands with five or more waits, nine-gates shapes among them.",
    ),
    Level(
        QuizKind.DISCARD,
        1,
        "Lone tiles",
        "Throw the obvious lone tile: every other discard is clearly worse.",
    ),
    Level(
        QuizKind.DISCARD,
        2,
        "One or two from ready",
        "1- and 2-shanten hands: find the discard that keeps most tiles useful.",
    ),
    Level(
        QuizKind.DISCARD,
        3,
        "Close calls",
        "The best two discards differ by four effective tiles or fewer.",
    ),
)

#: Waits questions per level: (fewest, most) waits; None = no upper bound.
WAIT_RANGE: dict[int, tuple[int, int | None]] = {1: (1, 2), 2: (3, 5), 3: (1, None), 4: (5, None)}
#: Discard level 3: the runner-up trails the best by at most this many effective tiles.
CLOSE_CALL_GAP = 4
#: Discard level 1: a runner-up at the same shanten trails by at least this many tiles.
CLEAR_LEAD = 8

# Safety net: the builders accept well within a few dozen tries; this only guards a bug.
_MAX_TRIES = 20000


def levels(kind: QuizKind | str) -> tuple[Level, ...]:
    """The levels of one quiz kind, easiest first."""
    k = quiz_kind(kind)
    return tuple(lv for lv in LEVELS if lv.kind is k)


def level_info(kind: QuizKind | str, number: int) -> Level:
    """The :class:`Level` for ``kind`` and ``number``; :class:`QuizError` if there is none."""
    k = quiz_kind(kind)
    for lv in LEVELS:
        if lv.kind is k and lv.number == number:
            return lv
    top = max(lv.number for lv in LEVELS if lv.kind is k)
    raise QuizError(f"no level {number} for the {k.value} quiz: choose 1–{top}")


def quiz_kind(kind: QuizKind | str) -> QuizKind:
    """``"waits"`` / ``"discard"`` (or the enum itself) as a :class:`QuizKind`."""
    if isinstance(kind, QuizKind):
        return kind
    try:
        return QuizKind(str(kind).strip().lower())
    except ValueError:
        raise QuizError(f"unknown quiz kind '{kind}': choose waits or discard") from None


def _rules(rules: Rules | str | None) -> Rules:
    if rules is None:
        return Rules.preset("general")
    return rules if isinstance(rules, Rules) else Rules.preset(rules)


# --- questions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Question:
    """One quiz question, with its answer and the analysis that explains it.

    ``answer`` is the sorted wait tiles (waits quiz) or the set of best discards: every option
    tied with the best on shanten and effective-tile count (discard quiz). ``report`` is
    ``analyze(hand, rules)``; ``seed`` regenerates the question with :func:`generate`.
    """

    kind: QuizKind
    level: int
    seed: int
    rules: str
    hand: Hand
    answer: tuple[int, ...]
    report: Report

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --json``."""
        return {
            "kind": self.kind.value,
            "level": self.level,
            "rules": self.rules,
            "hand": str(self.hand),
            "answer": [tile_str(t) for t in self.answer],
        }

    @property
    def best_options(self) -> tuple[DiscardOption, ...]:
        """Discard quiz: the options tied for best (empty for the waits quiz)."""
        if self.kind is not QuizKind.DISCARD:
            return ()
        return tuple(o for o in self.report.discards if o.discard in self.answer)


def best_discards(options: Sequence[DiscardOption]) -> tuple[int, ...]:
    """The tiles of every option tied with the first (best) on shanten and effective count."""
    if not options:
        return ()
    top = options[0]
    return tuple(
        sorted(
            o.discard
            for o in options
            if o.shanten == top.shanten and o.effective_count == top.effective_count
        )
    )


def runner_up(options: Sequence[DiscardOption]) -> DiscardOption | None:
    """The best option not tied with the best (None when every option ties)."""
    if not options:
        return None
    top = options[0]
    for o in options:
        if o.shanten != top.shanten or o.effective_count != top.effective_count:
            return o
    return None


def make_question(
    kind: QuizKind | str, level: int, hand: Hand, rules: Rules | str | None = None, seed: int = 0
) -> Question:
    """A question for a given hand (e.g. a stored one brought back for review).

    The hand is not checked against the level; it must be a ready 13-tile hand (waits) or a
    14-tile hand (discard), else :class:`QuizError`.
    """
    k = quiz_kind(kind)
    r = _rules(rules)
    level_info(k, level)
    try:
        report = analyze(hand, r)
    except HandError as e:
        raise QuizError(f"hand {hand}: {e}") from None
    if k is QuizKind.WAITS:
        if hand.size % 3 != 1 or report.shanten != 0:
            raise QuizError(f"hand {hand} is not a ready 3n+1 hand: no waits to ask for")
        answer = tuple(w.tile for w in report.waits)
    else:
        if hand.size % 3 != 2 or report.shanten < 0:
            raise QuizError(f"hand {hand} is not an incomplete 3n+2 hand: nothing to discard")
        answer = best_discards(report.discards)
    return Question(k, level, seed, r.name, hand, answer, report)


def generate(
    kind: QuizKind | str, level: int, seed: int, rules: Rules | str | None = None
) -> Question:
    """The question for (kind, level, seed, rules): the same arguments always give the same
    question. Hands are dealt from a 136-tile wall (never a fifth copy).

    Raises :class:`QuizError` for an unknown kind or level or a negative seed.
    """
    k = quiz_kind(kind)
    level_info(k, level)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise QuizError(f"seed {seed!r}: a seed is a whole number 0 or more")
    r = _rules(rules)
    rng = random.Random(seed)
    build = _WAIT_BUILDERS[level] if k is QuizKind.WAITS else _DISCARD_BUILDERS[level]
    for _ in range(_MAX_TRIES):
        found = build(rng, r)
        if found is not None:
            hand, report = found
            if k is QuizKind.WAITS:
                answer = tuple(w.tile for w in report.waits)
            else:
                answer = best_discards(report.discards)
            return Question(k, level, seed, r.name, hand, answer, report)
    raise QuizError(f"no {k.value} level {level} question found for seed {seed}")  # a bug


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
        raise QuizError(f"count {count}: a session has 0 or more questions")
    seen: set[Hand] = set()
    index = 0
    made = 0
    while made < count:
        if index >= 50 * count + 1000:
            raise QuizError(f"only {made} distinct questions found for this level")  # a bug
        q = generate(kind, level, question_seed(seed, index), rules)
        index += 1
        if q.hand in seen:
            continue
        seen.add(q.hand)
        made += 1
        yield q


# --- building hands ----------------------------------------------------------------------------

_SUITED_GROUPS = (0, 1, 2)
_MIXED_WEIGHTS = (3, 3, 3, 1)  # man, pin, sou, honours


class _Wall:
    """The tiles not yet dealt: four of each kind."""

    __slots__ = ("left",)

    def __init__(self) -> None:
        self.left = [4] * NUM_KINDS

    def take(self, tiles: Sequence[int]) -> bool:
        """Deal ``tiles`` if the wall still holds them all."""
        need: dict[int, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(self.left[t] < n for t, n in need.items()):
            return False
        for t in tiles:
            self.left[t] -= 1
        return True

    def put_back(self, tile: int) -> None:
        self.left[tile] += 1

    def draw(self, rng: random.Random) -> int:
        """One tile at random, as a shuffled wall would give it (weighted by copies left)."""
        i = rng.randrange(sum(self.left))
        for t, n in enumerate(self.left):
            if i < n:
                self.left[t] -= 1
                return t
            i -= n
        raise AssertionError("empty wall")  # 136 tiles never run out for one hand


def _random_set(rng: random.Random, group: int, chow_share: float) -> tuple[int, ...]:
    if group == 3:
        t = 27 + rng.randrange(7)
        return (t, t, t)
    if rng.random() < chow_share:
        t = group * 9 + rng.randrange(7)
        return (t, t + 1, t + 2)
    t = group * 9 + rng.randrange(9)
    return (t, t, t)


def _random_pair(rng: random.Random, group: int) -> tuple[int, ...]:
    t = 27 + rng.randrange(7) if group == 3 else group * 9 + rng.randrange(9)
    return (t, t)


def _deal(
    rng: random.Random,
    wall: _Wall,
    groups: Sequence[int],
    weights: Sequence[int] | None,
    sets: int,
    pair: bool,
    chow_share: float = 0.7,
) -> list[int] | None:
    """Deal ``sets`` sets (and a pair) from ``wall``, each in a group picked from ``groups``."""
    tiles: list[int] = []
    parts = [False] * sets + ([True] if pair else [])
    for is_pair in parts:
        for _ in range(20):
            g = rng.choices(groups, weights)[0] if weights else rng.choice(groups)
            part = _random_pair(rng, g) if is_pair else _random_set(rng, g, chow_share)
            if wall.take(part):
                tiles += part
                break
        else:
            return None
    return tiles


def _hand(tiles: Iterable[int]) -> Hand:
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t] += 1
    return Hand(tuple(counts))


def _wait_tiles(hand: Hand, rules: Rules) -> frozenset[int] | None:
    """The waits of a 13-tile hand, cheaply (None unless ready)."""
    if shanten(hand, rules) != 0:
        return None
    return frozenset(t for t, _ in effective_tiles(hand, rules))


def _groups_of(hand: Hand) -> set[int]:
    return {min(t // 9, 3) for t in range(NUM_KINDS) if hand.counts[t]}


def _in_range(n: int, level: int) -> bool:
    lo, hi = WAIT_RANGE[level]
    return n >= lo and (hi is None or n <= hi)


_Found = tuple[Hand, Report] | None


def _finish_waits(hand: Hand, rules: Rules, level: int) -> _Found:
    report = analyze(hand, rules)
    ws = report.waits
    if report.shanten != 0 or not _in_range(len(ws), level) or not any(w.live for w in ws):
        return None
    return hand, report


def _waits_1(rng: random.Random, rules: Rules) -> _Found:
    wall = _Wall()
    tiles = _deal(rng, wall, (0, 1, 2, 3), _MIXED_WEIGHTS, 4, True)
    if tiles is None:
        return None
    tiles.pop(rng.randrange(len(tiles)))
    hand = _hand(tiles)
    if len(_groups_of(hand)) < 3:
        return None
    ws = _wait_tiles(hand, rules)
    if ws is None or not _in_range(len(ws), 1):
        return None
    return _finish_waits(hand, rules, 1)


def _waits_2(rng: random.Random, rules: Rules) -> _Found:
    wall = _Wall()
    suit = rng.choice(_SUITED_GROUPS)
    k = rng.choice((2, 2, 3))
    pair_inside = rng.random() < 0.75
    block = _deal(rng, wall, (suit,), None, k, pair_inside, 0.75)
    others = [g for g in (0, 1, 2, 3) if g != suit]
    rest = _deal(rng, wall, others, [_MIXED_WEIGHTS[g] for g in others], 4 - k, not pair_inside)
    if block is None or rest is None:
        return None
    block.pop(rng.randrange(len(block)))
    hand = _hand(block + rest)
    ws = _wait_tiles(hand, rules)
    if ws is None or not _in_range(len(ws), 2) or any(t // 9 != suit for t in ws):
        return None
    return _finish_waits(hand, rules, 2)


def _one_suit(rng: random.Random, suit: int) -> list[int] | None:
    wall = _Wall()
    tiles = _deal(rng, wall, (suit,), None, 4, True, 0.75)
    if tiles is None:
        return None
    tiles.pop(rng.randrange(len(tiles)))
    return tiles


def _waits_3(rng: random.Random, rules: Rules) -> _Found:
    tiles = _one_suit(rng, rng.choice(_SUITED_GROUPS))
    return None if tiles is None else _finish_waits(_hand(tiles), rules, 3)


#: The nine gates: 1112345678999 in one suit waits on all nine tiles of that suit.
NINE_GATES: tuple[int, ...] = (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)


@lru_cache(maxsize=8)
def nine_gates_family(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """The nine gates and its relatives up to two tiles away that still wait on five or more
    tiles, as numbers 0–8 of one suit (``1112345567999`` and ``1113455678999`` are two)."""
    found = {NINE_GATES}
    frontier = [NINE_GATES]
    for _ in range(2):
        nxt: list[tuple[int, ...]] = []
        for shape in frontier:
            for out in sorted(set(shape)):
                for add in range(9):
                    tiles = list(shape)
                    tiles.remove(out)
                    tiles.append(add)
                    key = tuple(sorted(tiles))
                    if add == out or tiles.count(add) > 4 or key in found:
                        continue
                    ws = _wait_tiles(_hand(key), rules)
                    if ws is not None and len(ws) >= 5:
                        found.add(key)
                        nxt.append(key)
        frontier = nxt
    return tuple(sorted(found))


def _waits_4(rng: random.Random, rules: Rules) -> _Found:
    suit = rng.choice(_SUITED_GROUPS)
    if rng.random() < 0.15:  # a nine-gates shape (few hands: keep them to a share)
        family = nine_gates_family(rules)
        shape = family[rng.randrange(len(family))]
        return _finish_waits(_hand(suit * 9 + n for n in shape), rules, 4)
    for _ in range(_MAX_TRIES):
        # Try until a random full-flush hand fits, so the share above stays what it says.
        tiles = _one_suit(rng, suit)
        if tiles is None:
            continue
        hand = _hand(tiles)
        ws = _wait_tiles(hand, rules)
        if ws is not None and _in_range(len(ws), 4):
            return _finish_waits(hand, rules, 4)
    return None


def is_lone(hand: Hand, tile: int) -> bool:
    """A single copy with no tile of its suit within two steps (an honour: just single):
    it belongs to no set, pair or partial shape."""
    c = hand.counts
    if c[tile] != 1:
        return False
    if tile >= 27:
        return True
    lo, hi = tile - tile % 9, tile - tile % 9 + 8
    return all(c[t] == 0 for t in range(max(lo, tile - 2), min(hi, tile + 2) + 1) if t != tile)


def _discard_1(rng: random.Random, rules: Rules) -> _Found:
    wall = _Wall()
    tiles = _deal(rng, wall, (0, 1, 2, 3), _MIXED_WEIGHTS, 4, True)
    if tiles is None:
        return None
    lone = 1 if rng.random() < 0.6 else 2
    for _ in range(lone):
        wall.put_back(tiles.pop(rng.randrange(len(tiles))))
    for _ in range(lone):
        hand = _hand(tiles)
        for _ in range(30):
            t = wall.draw(rng)
            if hand.counts[t] == 0 and is_lone(hand.add(t), t):
                tiles.append(t)
                break
            wall.put_back(t)
        else:
            return None
    hand = _hand(tiles)
    report = analyze(hand, rules)
    options = report.discards
    best = best_discards(options)
    if report.shanten < 0 or not all(is_lone(hand, t) for t in best):
        return None
    second = runner_up(options)
    top = options[0]
    if (
        second is not None
        and second.shanten == top.shanten
        and top.effective_count - second.effective_count < CLEAR_LEAD
    ):
        return None
    return hand, report


def _spoiled(rng: random.Random, changes: int) -> Hand | None:
    """A complete mixed hand with ``changes`` tiles swapped for fresh draws from the wall."""
    wall = _Wall()
    tiles = _deal(rng, wall, (0, 1, 2, 3), _MIXED_WEIGHTS, 4, True)
    if tiles is None:
        return None
    for _ in range(changes):
        out = tiles.pop(rng.randrange(len(tiles)))
        tiles.append(wall.draw(rng))
        wall.put_back(out)
    return _hand(tiles)


def _discard_2(rng: random.Random, rules: Rules) -> _Found:
    hand = _spoiled(rng, rng.choice((2, 3, 3, 4)))
    if hand is None or shanten(hand, rules) not in (1, 2):
        return None
    return hand, analyze(hand, rules)


def _discard_3(rng: random.Random, rules: Rules) -> _Found:
    hand = _spoiled(rng, rng.choice((1, 2, 2, 3)))
    if hand is None or shanten(hand, rules) not in (0, 1, 2):
        return None
    report = analyze(hand, rules)
    top = report.discards[0]
    second = runner_up(report.discards)
    if (
        second is None
        or second.shanten != top.shanten
        or top.effective_count - second.effective_count > CLOSE_CALL_GAP
    ):
        return None
    return hand, report


_WAIT_BUILDERS = {1: _waits_1, 2: _waits_2, 3: _waits_3, 4: _waits_4}
_DISCARD_BUILDERS = {1: _discard_1, 2: _discard_2, 3: _discard_3}


# --- grading -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Grade:
    """The verdict on one answer, ready to mark on the tiles.

    Waits quiz: ``right`` = waits selected, ``missed`` = waits not selected, ``extra`` =
    selected tiles that are no wait. Discard quiz: the chosen tile is in ``right`` when it is
    among the best, else in ``extra`` with the best discards in ``missed``; ``chosen`` and
    ``best`` are the options compared.
    """

    kind: QuizKind
    correct: bool
    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    chosen: DiscardOption | None = None
    best: DiscardOption | None = None

    @property
    def tile_gap(self) -> int | None:
        """Discard quiz: effective tiles the best option has over the chosen one (0 if right)."""
        if self.chosen is None or self.best is None:
            return None
        return self.best.effective_count - self.chosen.effective_count

    @property
    def shanten_gap(self) -> int | None:
        """Discard quiz: how much further from ready the chosen discard leaves the hand."""
        if self.chosen is None or self.best is None:
            return None
        return self.chosen.shanten - self.best.shanten


def _tiles(answer: Iterable[int]) -> tuple[int, ...]:
    out = set()
    for t in answer:
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t < NUM_KINDS:
            raise QuizError(f"answer tile {t!r} is not a tile kind 0–33")
        out.add(t)
    return tuple(sorted(out))


def grade(question: Question, answer: Iterable[int]) -> Grade:
    """Grade an answer: a set of tiles for the waits quiz (order and repeats do not matter;
    empty is allowed and wrong), exactly one tile of the hand for the discard quiz."""
    given = _tiles(answer)
    if question.kind is QuizKind.WAITS:
        want = set(question.answer)
        got = set(given)
        return Grade(
            question.kind,
            got == want,
            given,
            right=tuple(sorted(got & want)),
            missed=tuple(sorted(want - got)),
            extra=tuple(sorted(got - want)),
        )
    if len(given) != 1:
        raise QuizError(f"a discard answer is one tile, got {len(given)}")
    tile = given[0]
    chosen = next((o for o in question.report.discards if o.discard == tile), None)
    if chosen is None:
        raise QuizError(f"{tile_str(tile)} is not in the hand {question.hand}")
    ok = tile in question.answer
    return Grade(
        question.kind,
        ok,
        given,
        right=given if ok else (),
        missed=() if ok else question.answer,
        extra=() if ok else given,
        chosen=chosen,
        best=question.report.discards[0],
    )


# --- explanation -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WaitExplanation:
    """One wait: copies left, the wait kinds, and every decomposition of the hand it completes."""

    tile: int
    remaining: int
    kinds: tuple[WaitKind, ...]
    decompositions: tuple[Decomposition, ...]


def explain_waits(question: Question) -> tuple[WaitExplanation, ...]:
    """For each wait of a waits question, the complete hand's decompositions (empty for a
    discard question)."""
    if question.kind is not QuizKind.WAITS:
        return ()
    rules = question.report.rules
    return tuple(
        WaitExplanation(
            w.tile, w.remaining, w.kinds, decompositions(question.hand.add(w.tile), rules)
        )
        for w in question.report.waits
    )


# --- review schedule (spaced repetition) -------------------------------------------------------

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
