"""The push-or-fold quiz: "an opponent declared riichi against your hand: push which tile, or
fold?" The learner throws one tile of a 14-tile hand, or folds (throws the fold line's first
tile, the safest); the right answers are every throw whose round EV is within the review's
"best" (:data:`~mjtrainer.game.review.BEST_EV` points) of the highest
(:func:`mjtrainer.decision.analyze`: each discard the better of pushing on and folding after
it, and the fold line).

Positions come from the deals the project plays against itself (:mod:`..defence_deal`, as
the defence quiz's: three-player deals asked under ``sanma`` when three-player rules are
chosen, the round EV then paid as three players pay, the danger a four-player estimate),
at a moment a player not in riichi has just drawn with a hand that still has a chance (one
step from ready or ready after the best discard). Levels by how close the call is: the gap
between the best push (a throw more dangerous than the fold line's first tile) and the best
safe throw, in points: 1 a clear call (:data:`CLEAR` or more), 2 a closer one, 3 a close one
(under :data:`CLOSER`, above :data:`CLOSE`). After the answer the riichi hand is shown, and
each throw's win chance, deal-in chance and round EV.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from ... import decision
from ...core import Hand, HandError, Rules, SeenTiles, format_tiles, waits
from ...core.kinds import LAST_DRAW, NUM_KINDS, kind_of
from ...core.tiles import parse_tiles, tile_str
from ...decision import Position
from ...defence import Table
from ...game.review import BEST_EV
from ...words.marks import QT_TRANSLATE_NOOP
from ..answers import McrAnswer, RiichiAnswer, ScoringAnswer
from ..defence_deal import Position as DealPosition
from ..defence_deal import positions, situation_of
from ..errors import QuizError
from ..levels import Level, QuizKind
from .base import answer_tiles, dealt_again
from .defence import RiichiHand, asked_rules

#: Asked under the riichi rules (the round EV's payments, the danger model's game), or the
#: three-player ones when they are chosen (:func:`~.defence.asked_rules`).
RULES = Rules.preset("riichi")
#: The gaps (points) between the best push and the best safe throw that make the levels.
CLEAR, CLOSER, CLOSE = 1000, 400, 150
#: A push deals in at least this much more often than the fold line's first tile.
PUSH_MARGIN = 0.01
#: Deals tried for one question before giving up (a bug: a level takes a few at most).
MAX_DEALS = 400
#: The answer that folds (the CLI's word; the window has a button).
FOLD = "fold"

LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.PUSHFOLD,
        1,
        QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "One riichi against your hand: pushing and folding are 1,000 points or more apart.",
        ),
    ),
    Level(
        QuizKind.PUSHFOLD,
        2,
        QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "One riichi against your hand: pushing and folding are 400 to 1,000 points apart.",
        ),
    ),
    Level(
        QuizKind.PUSHFOLD,
        3,
        QT_TRANSLATE_NOOP("Quiz", "Close calls"),
        QT_TRANSLATE_NOOP(
            "Quiz", "One riichi against your hand: pushing and folding are 150 to 400 points apart."
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class PushFoldChoice:
    """One throw: its kind, its chance to win by the last draw (None: not searched), its
    chance to deal in now, its round EV (points), the shanten it leaves, its effective tiles'
    count, those tiles with the copies left of each and its chance to be ready by the last
    draw (None: not searched), as the trainer's discard table shows them."""

    tile: int
    win: float | None
    deal_in: float
    ev: float
    shanten: int = 0
    effective: int = 0
    tiles: tuple[tuple[int, int], ...] = ()
    tenpai: float | None = None


@dataclass(frozen=True, slots=True)
class PushFoldGrade:
    """The verdict on a throw: right when its round EV is within :data:`BEST_EV` of the best;
    ``chosen`` its choice (None when time ran out), ``best`` the best one's; ``folded``: the
    answer was the fold (the fold line's first tile)."""

    correct: bool
    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    chosen: PushFoldChoice | None
    best: PushFoldChoice
    folded: bool = False
    kind: ClassVar[QuizKind] = QuizKind.PUSHFOLD

    def given_text(self) -> str:
        """The answer as the progress store keeps it: the tile in mpsz (``""`` for none)."""
        return format_tiles(self.given)

    @property
    def ev_gap(self) -> float | None:
        """Round EV the best throw has over the chosen one (points)."""
        return None if self.chosen is None else self.best.ev - self.chosen.ev


@dataclass(frozen=True, slots=True)
class PushFoldQuestion:
    """A 14-tile ``hand`` at ``table`` (a riichi on it) at ``turn``: ``choices`` every throw,
    the best round EV first; ``answer`` the kinds within :data:`BEST_EV` of the best;
    ``fold`` the fold line's first tiles and ``fold_ev`` its EV; ``riichi_hands`` shown after
    the answer."""

    level: int
    seed: int
    rules: str
    hand: Hand
    table: Table
    turn: int
    answer: tuple[int, ...]
    choices: tuple[PushFoldChoice, ...]
    fold: tuple[int, ...]
    fold_ev: float
    riichi_hands: tuple[RiichiHand, ...]
    kind: ClassVar[QuizKind] = QuizKind.PUSHFOLD

    def choice_of(self, tile: int) -> PushFoldChoice | None:
        """The throw of ``tile`` (a kind; None when the hand does not hold it)."""
        return next((c for c in self.choices if c.tile == tile), None)

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --kind pushfold --json``."""
        return {
            "kind": self.kind.value,
            "level": self.level,
            "seed": self.seed,
            "rules": self.rules,
            "hand": str(self.hand),
            "turn": self.turn,
            "table": self.table.to_dict(),
            "answer": [tile_str(t) for t in self.answer],
            "fold": {"ev": round(self.fold_ev), "tiles": [tile_str(t) for t in self.fold]},
            "discards": [
                {
                    "discard": tile_str(c.tile),
                    "win_prob": c.win,
                    "deal_in": c.deal_in,
                    "round_ev": round(c.ev),
                }
                for c in self.choices
            ],
            "riichi_hands": {str(r.seat): str(r.hand) for r in self.riichi_hands},
        }

    def grade(self, answer: Iterable[int] | ScoringAnswer) -> PushFoldGrade:
        """Grade exactly one tile of the hand (:class:`QuizError` otherwise)."""
        if isinstance(answer, McrAnswer | RiichiAnswer):
            raise QuizError("answer-not-tiles", kind=self.kind.value)
        given = answer_tiles([kind_of(t) for t in answer])
        if len(given) != 1:
            raise QuizError("discard-one", count=len(given))
        chosen = self.choice_of(given[0])
        if chosen is None:
            raise QuizError("discard-not-in-hand", tile=given[0], hand=str(self.hand))
        ok = given[0] in self.answer
        folded = bool(self.fold) and kind_of(self.fold[0]) == given[0]
        return PushFoldGrade(
            ok,
            given,
            right=given if ok else (),
            missed=() if ok else self.answer,
            extra=() if ok else given,
            chosen=chosen,
            best=self.choices[0],
            folded=folded,
        )

    def time_up(self, given: Iterable[int] | ScoringAnswer | None = None) -> PushFoldGrade:
        """Time ran out: nothing was thrown, the best throws are missed."""
        return PushFoldGrade(False, (), (), self.answer, (), None, self.choices[0])

    def explain(self) -> tuple[PushFoldChoice, ...]:
        """Every throw, the best round EV first (the riichi hands are :attr:`riichi_hands`)."""
        return self.choices


def question_at(level: int, seed: int, position: DealPosition) -> PushFoldQuestion | None:
    """The question of ``position`` at ``level``, or None when it does not fit the level, the
    hand has no chance or the answer would not teach."""
    table = position.table()
    hand = Hand.from_tiles(position.hand)
    own = table.pond_of(table.seat)
    turn = min(LAST_DRAW - 1, (len(own.tiles) if own else 0) + 1)
    rules = position.rules
    visible = table.visible()  # the norths set aside among them (Table.aside)
    counts = tuple(visible[t] - hand.counts[t] for t in range(NUM_KINDS))
    try:
        found = decision.analyze(
            Position(hand, SeenTiles.from_counts(counts), rules, turn, situation_of(table),
                     table=table)
        )  # fmt: skip
    except HandError:
        return None
    evs, deal_ins, fold = found.round_evs, found.deal_ins, found.fold
    if found.ahead is None or evs is None or deal_ins is None or fold is None or not fold.tiles:
        return None
    if found.report.shanten > 1:
        return None  # no chance left: nothing to push for
    options = {o.discard: o for o in found.report.discards}
    choices = tuple(
        sorted(
            (
                PushFoldChoice(
                    a.discard,
                    a.win_prob if a.searched else None,
                    p,
                    ev,
                    a.shanten,
                    a.effective_count,
                    options[a.discard].effective,
                    a.tenpai_prob if a.searched else None,
                )  # fmt: skip
                for a, p, ev in zip(found.ahead.discards, deal_ins, evs, strict=True)
            ),
            key=lambda c: (-c.ev, c.tile),
        )
    )
    safest = kind_of(fold.tiles[0])
    floor = next(c.deal_in for c in choices if c.tile == safest)
    pushes = [c for c in choices if c.deal_in > floor + PUSH_MARGIN and (c.win or 0.0) > 0.0]
    safe = [c for c in choices if c.deal_in <= floor + PUSH_MARGIN]
    if not pushes or not safe:
        return None
    gap = abs(pushes[0].ev - safe[0].ev)
    low, high = {1: (CLEAR, None), 2: (CLOSER, CLEAR), 3: (CLOSE, CLOSER)}[level]
    if gap < low or (high is not None and gap >= high):
        return None
    top = choices[0].ev
    answer = tuple(sorted(c.tile for c in choices if top - c.ev <= BEST_EV))
    riichi_hands = tuple(
        RiichiHand(s, h, tuple(w.tile for w in waits(h, rules)))
        for s, h in enumerate(position.riichi_hands)
        if h is not None
    )
    return PushFoldQuestion(
        level, seed, rules.name, hand, table, turn, answer, choices,
        fold.tiles[: decision.Fold.SHOWN], fold.ev, riichi_hands,
    )  # fmt: skip


class PushFoldSpec:
    """The push-or-fold quiz in the registry."""

    kind = QuizKind.PUSHFOLD
    levels = LEVELS
    #: Why the quiz is asked under other rules than the ones chosen ("{rules}": those).
    rules_note = QT_TRANSLATE_NOOP("Terminal", "the game the round EV pays")

    def rules_for(self, rules: Rules) -> Rules:
        """The three-player rules when three seats play (the round EV pays as three players
        pay), else the riichi rules: the round EV pays riichi points."""
        return asked_rules(rules)

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> PushFoldQuestion:
        """The first position of the deals played from ``rng`` that fits the level."""
        asked = self.rules_for(rules)
        for _ in range(MAX_DEALS):
            for position in positions(rng, 1, asked):
                q = question_at(level, seed, position)
                if q is not None:
                    return q
        raise RuntimeError(f"no push/fold level {level} question found for seed {seed}")  # a bug

    def pose(self, level: int, hand: Hand, rules: Rules, seed: int, turn: int) -> PushFoldQuestion:
        """The question is dealt again from ``seed`` (the hand alone does not say the table);
        :class:`QuizError` says so when the seed no longer gives this hand."""
        return dealt_again(self.generate, level, hand, rules, seed)

    def read_answer(self, text: str, rules: str) -> tuple[int, ...]:
        """The tile of a stored answer (mpsz; none when time ran out)."""
        return tuple(parse_tiles(text))


SPEC = PushFoldSpec()

__all__ = [
    "FOLD",
    "LEVELS",
    "SPEC",
    "PushFoldChoice",
    "PushFoldGrade",
    "PushFoldQuestion",
    "question_at",
]
