"""Seeded questions: "what does this wait on?", "which tile do you discard?" and "what is this
hand worth?".

Everything here is a pure function of its arguments: randomness comes from a
``random.Random(seed)`` made per question, so the same kind, level, seed and rules always give
the same question. A Qt controller can run :func:`generate` on a worker thread and pass the
frozen :class:`Question` back.

    >>> q = generate("waits", 3, seed=7)
    >>> q.answer == tuple(w.tile for w in q.report.waits)
    True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..core import (
    DiscardLookahead,
    DiscardOption,
    Hand,
    HandError,
    LookaheadRequest,
    Report,
    Rules,
    analyze,
    discard_lookahead,
    effective_tiles,
    shanten,
)
from ..core.lookahead import MAX_SHANTEN
from ..core.tiles import NUM_KINDS, tile_str
from ..scoring import McrScore, Score, Situation, legal_win
from .answers import McrAnswer, RiichiAnswer, ScoringAnswer
from .levels import (
    CLEAR_LEAD,
    CLOSE_CALL_GAP,
    QUESTION_TURN,
    WAIT_RANGE,
    WIN_PROB_TOLERANCE,
    QuizError,
    QuizKind,
    level_info,
    quiz_kind,
    rules_of,
    scoring_rules,
)
from .scoring_deal import deal

# Safety net: the builders accept well within a few dozen tries; this only guards a bug.
_MAX_TRIES = 20000
#: Every discard level deals hands at most this far from ready (after the best discard), well
#: inside the look-ahead's cut-off, so every question is graded by a searched chance to win.
QUIZ_MAX_SHANTEN = 2


@dataclass(frozen=True, slots=True)
class Question:
    """One quiz question, with its answer and the analysis that explains it.

    ``answer`` is the sorted wait tiles (waits quiz) or the right discards (discard quiz):
    every discard whose chance to win by the last draw is within :data:`WIN_PROB_TOLERANCE`
    of the best one's (:func:`best_by_win`); empty for the scoring quiz, whose answer is
    ``score``: exactly ``scoring.score(hand, rules, situation)``, the complete hand won as
    ``situation`` says (:attr:`expected` is that answer as the learner would give it).
    ``report`` is ``analyze(hand, rules)``; ``seed`` regenerates the question with
    :func:`generate`. A scoring question's ``rules`` are the ones it is scored under, ``mcr``
    or ``riichi``.

    A discard question is asked at ``turn`` (the draw just made) and carries ``lookahead``:
    the look-ahead of every discard (basic search, a win as the rules allow it), in the order
    of ``report.discards``. The other kinds leave it empty.
    """

    kind: QuizKind
    level: int
    seed: int
    rules: str
    hand: Hand
    answer: tuple[int, ...]
    report: Report
    situation: Situation | None = None
    score: Score | None = None
    turn: int = QUESTION_TURN
    lookahead: tuple[DiscardLookahead, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --json``. A discard question adds its ``turn`` and
        ``discards``: each discard (effective-tile order) with its shanten, effective tiles and
        chances to be ready and to win by the last draw (null when not searched). A scoring
        question adds its seed and situation; its ``answer`` is the score's JSON (that of
        ``mjtrainer score``) and ``answer_text`` the answer in the form the quiz reads and
        stores."""
        if self.score is None or self.situation is None:
            data: dict[str, Any] = {
                "kind": self.kind.value,
                "level": self.level,
                "rules": self.rules,
                "hand": str(self.hand),
                "answer": [tile_str(t) for t in self.answer],
            }
            if self.kind is QuizKind.DISCARD:
                data["turn"] = self.turn
                data["discards"] = [
                    {
                        "discard": tile_str(a.discard),
                        "shanten": a.shanten,
                        "effective_count": a.effective_count,
                        "searched": a.searched,
                        "tenpai_prob": a.tenpai_prob,
                        "win_prob": a.win_prob,
                    }
                    for a in self.lookahead
                ]
            return data
        return {
            "kind": self.kind.value,
            "level": self.level,
            "seed": self.seed,
            "rules": self.rules,
            "hand": str(self.hand),
            "situation": self.situation.to_dict(),
            "answer": self.score.to_dict(),
            "answer_text": self.expected_answer().to_text(),
        }

    def expected_answer(self) -> ScoringAnswer:
        """Scoring quiz: the right answer as the learner gives it (the fans and their counts,
        or han, fu and points). :class:`QuizError` for the other kinds."""
        if self.score is None:
            raise QuizError(f"a {self.kind.value} question has no scoring answer")
        if isinstance(self.score, McrScore):
            return McrAnswer.of_score(self.score)
        return RiichiAnswer.of_score(self.score)

    @property
    def best_options(self) -> tuple[DiscardOption, ...]:
        """Discard quiz: the options that are right (empty for the other kinds)."""
        if self.kind is not QuizKind.DISCARD:
            return ()
        return tuple(o for o in self.report.discards if o.discard in self.answer)


def best_by_win(
    entries: Sequence[DiscardLookahead], tolerance: float = WIN_PROB_TOLERANCE
) -> tuple[int, ...]:
    """The tiles, sorted, of every searched discard whose ``win_prob`` is within
    ``tolerance`` of the highest: the right answers of a discard question. Empty when no
    discard was searched."""
    probs = [(a.discard, a.win_prob) for a in entries if a.win_prob is not None]
    if not probs:
        return ()
    top = max(p for _, p in probs)
    return tuple(sorted(t for t, p in probs if p >= top - tolerance))


def discard_ahead(
    hand: Hand, rules: Rules, turn: int = QUESTION_TURN
) -> tuple[DiscardLookahead, ...]:
    """The look-ahead a discard question is graded by: the basic search from ``turn``, a win
    counting when ``rules`` let it be declared (self-drawn, seat and round wind East): what
    ``mjtrainer analyze --json --turn T`` reports."""
    return discard_lookahead(hand, LookaheadRequest(rules, turn=turn, legal=legal_win(rules)))


def best_discards(options: Sequence[DiscardOption]) -> tuple[int, ...]:
    """The tiles of every option tied with the first on shanten and effective count: the
    discards the effective tiles alone pick."""
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
    kind: QuizKind | str,
    level: int,
    hand: Hand,
    rules: Rules | str | None = None,
    seed: int = 0,
    turn: int = QUESTION_TURN,
) -> Question:
    """A question for a given hand (e.g. a stored one brought back for review).

    The hand is not checked against the level; it must be a ready 13-tile hand (waits) or a
    14-tile hand (discard) within the look-ahead's reach (at most ``MAX_SHANTEN`` from ready
    after the best discard), else :class:`QuizError`; a discard question is graded at
    ``turn`` (1–17). A stored discard question is graded anew, by the chance to win. The hand
    of a scoring question does not say how it won: that question is regenerated from
    ``seed``, and :class:`QuizError` says so when the seed no longer gives this hand.
    """
    k = quiz_kind(kind)
    r = rules_of(rules)
    level_info(k, level)
    if k is QuizKind.SCORING:
        q = generate(k, level, seed, r)
        if q.hand != hand:
            raise QuizError(
                f"scoring level {level} seed {seed} ({q.rules}) gives {q.hand}, not {hand}: "
                "the situation of that win cannot be rebuilt"
            )
        return q
    try:
        report = analyze(hand, r)
    except HandError as e:
        raise QuizError(f"hand {hand}: {e}") from None
    if k is QuizKind.WAITS:
        if hand.size % 3 != 1 or report.shanten != 0:
            raise QuizError(f"hand {hand} is not a ready 3n+1 hand: no waits to ask for")
        answer = tuple(w.tile for w in report.waits)
        return Question(k, level, seed, r.name, hand, answer, report)
    if hand.size % 3 != 2 or report.shanten < 0:
        raise QuizError(f"hand {hand} is not an incomplete 3n+2 hand: nothing to discard")
    if report.shanten > MAX_SHANTEN:
        raise QuizError(
            f"hand {hand} is {report.shanten}-shanten: the chance to win is searched only up "
            f"to {MAX_SHANTEN}-shanten"
        )
    try:
        ahead = discard_ahead(hand, r, turn)
    except HandError as e:
        raise QuizError(f"hand {hand}: {e}") from None
    return _discard_question(level, seed, r, hand, report, ahead, turn)


def _discard_question(
    level: int,
    seed: int,
    rules: Rules,
    hand: Hand,
    report: Report,
    ahead: tuple[DiscardLookahead, ...],
    turn: int = QUESTION_TURN,
) -> Question:
    answer = best_by_win(ahead)
    return Question(
        QuizKind.DISCARD,
        level,
        seed,
        rules.name,
        hand,
        answer,
        report,
        turn=turn,
        lookahead=ahead,
    )


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
    r = rules_of(rules)
    rng = random.Random(seed)
    if k is QuizKind.SCORING:
        return _scoring_question(level, seed, scoring_rules(r), rng)
    if k is QuizKind.DISCARD:
        return _generate_discard(level, seed, r, rng)
    build = _WAIT_BUILDERS[level]
    for _ in range(_MAX_TRIES):
        found = build(rng, r)
        if found is not None:
            hand, report = found
            answer = tuple(w.tile for w in report.waits)
            return Question(k, level, seed, r.name, hand, answer, report)
    raise QuizError(f"no {k.value} level {level} question found for seed {seed}")  # a bug


def _generate_discard(level: int, seed: int, rules: Rules, rng: random.Random) -> Question:
    build = _DISCARD_BUILDERS[level]
    for _ in range(_MAX_TRIES):
        found = build(rng, rules)
        if found is not None:
            hand, report, ahead = found
            if not 0 <= report.shanten <= QUIZ_MAX_SHANTEN:
                # Not an assert: it must hold under ``python -O`` too.
                raise QuizError(f"discard level {level} dealt {hand}, {report.shanten}-shanten")
            if ahead is None:
                ahead = discard_ahead(hand, rules)
            return _discard_question(level, seed, rules, hand, report, ahead)
    raise QuizError(f"no discard level {level} question found for seed {seed}")  # a bug


def _scoring_question(level: int, seed: int, rules: Rules, rng: random.Random) -> Question:
    for _ in range(_MAX_TRIES):
        found = deal(rng, rules, level)
        if found is not None:
            hand, situation, s = found
            return Question(
                QuizKind.SCORING,
                level,
                seed,
                rules.name,
                hand,
                (),
                analyze(hand, rules),
                situation,
                s,
            )
    raise QuizError(f"no scoring level {level} question found for seed {seed}")  # a bug


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


#: A discard deal: the hand, its analysis and, when the builder needed it, its look-ahead.
_Dealt = tuple[Hand, Report, tuple[DiscardLookahead, ...] | None] | None


def _discard_1(rng: random.Random, rules: Rules) -> _Dealt:
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
    # The lesson is the lone tile: when the chance to win prefers another tile (a rule's
    # minimum, say), the hand is dealt again.
    ahead = discard_ahead(hand, rules)
    if not all(is_lone(hand, t) for t in best_by_win(ahead)):
        return None
    return hand, report, ahead


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


def _discard_2(rng: random.Random, rules: Rules) -> _Dealt:
    hand = _spoiled(rng, rng.choice((2, 3, 3, 4)))
    if hand is None or shanten(hand, rules) not in (1, 2):
        return None
    return hand, analyze(hand, rules), None


def _discard_3(rng: random.Random, rules: Rules) -> _Dealt:
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
    return hand, report, None


def _discard_4(rng: random.Random, rules: Rules) -> _Dealt:
    """Shape choices: no discard the effective tiles pick is right by the chance to win.

    A ready hand's chance to win grows with its winning tiles alone, so the best discard
    must leave the hand at least 1-shanten; it leaves exactly 1-shanten, the classic choice
    of the shape to be ready with (a 2-shanten search costs about ten times more, and these
    hands take a dozen searches each). Some other discard must keep the shanten with fewer
    effective tiles, else nothing can overtake the leaders: that saves most of the searches."""
    hand = _spoiled(rng, rng.choice((1, 2)))
    if hand is None or shanten(hand, rules) != 1:
        return None
    report = analyze(hand, rules)
    second = runner_up(report.discards)
    if second is None or second.shanten != report.shanten:
        return None
    ahead = discard_ahead(hand, rules)
    if set(best_by_win(ahead)) & set(best_discards(report.discards)):
        return None
    return hand, report, ahead


_WAIT_BUILDERS = {1: _waits_1, 2: _waits_2, 3: _waits_3, 4: _waits_4}
_DISCARD_BUILDERS = {1: _discard_1, 2: _discard_2, 3: _discard_3, 4: _discard_4}
