"""The defence quiz: "an opponent declared riichi: which tile is safest?" The learner throws
one tile of a 14-tile hand; the right throws are exactly the tiles of lowest deal-in chance
(:func:`mjtrainer.defence.assess`).

Positions come from deals the project plays against itself (:mod:`..defence_deal`), so the
ponds are real ponds and each riichi hand is a real ready hand. Under three-player rules the
deals are three-player ones (the 108-tile wall, kita) and the question is asked under
``sanma``: the danger is the same model's, marked a four-player estimate at three seats
(:attr:`~mjtrainer.defence.Danger.estimate`); under any other rules, the riichi rules.

Levels: 1 a genbutsu is in the hand; 2 no genbutsu, a suji tile is the safest; 3 no
genbutsu, a wall (kabe: no-chance, one-chance) or an honour by its visible copies decides;
4 two riichis at once.

A question is asked only where its answer teaches: the safest tile's chance is at least
:data:`MIN_GAP` below the most tempting other tile's, or a category safer and at least
:data:`MIN_STEP_GAP` below it; and no right throw is one the riichi hand really waits on
(the model is right on average, a lesson must not be a counter-example).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from ...core import Hand, Rules, format_tiles, waits
from ...core.tiles import parse_tiles, tile_str
from ...defence import Category, Danger, Table, assess, mpsz
from ...words.marks import QT_TRANSLATE_NOOP
from ..answers import McrAnswer, RiichiAnswer, ScoringAnswer
from ..defence_deal import Position, positions
from ..errors import QuizError
from ..levels import Level, QuizKind
from .base import answer_tiles, dealt_again

#: The defence quiz is asked under the riichi rules (the danger model's game)...
RULES = Rules.preset("riichi")
#: ...or, when three-player rules are chosen, under the three-player ones.
SANMA = Rules.preset("sanma")
#: The safest tile's chance is at least this far below the most tempting other (2 points)...
MIN_GAP = 0.02
#: ...or its category is safer and it is at least this far below (0.5 points).
MIN_STEP_GAP = 0.005
#: Deals tried for one question before giving up (a bug: a level takes a few dozen at most).
MAX_DEALS = 2000

LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.DEFENCE,
        1,
        QT_TRANSLATE_NOOP("Quiz", "Genbutsu"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "One riichi; a tile of the hand is in the riichi player's pond or passed after the "
            "riichi: find it.",
        ),
    ),
    Level(
        QuizKind.DEFENCE,
        2,
        QT_TRANSLATE_NOOP("Quiz", "Suji"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "One riichi, no genbutsu in the hand: a suji tile is safer than the non-suji ones.",
        ),
    ),
    Level(
        QuizKind.DEFENCE,
        3,
        QT_TRANSLATE_NOOP("Quiz", "Kabe and honours"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "One riichi, no genbutsu in the hand: a wall (no-chance, one-chance) or an honour "
            "with copies in view is the safest.",
        ),
    ),
    Level(
        QuizKind.DEFENCE,
        4,
        QT_TRANSLATE_NOOP("Quiz", "Two riichis"),
        QT_TRANSLATE_NOOP(
            "Quiz", "Two opponents in riichi: the safest tile against both together."
        ),
    ),
)

_RANK = {c: i for i, c in enumerate(Category)}


@dataclass(frozen=True, slots=True)
class RiichiHand:
    """A riichi player's hand as it really was: its closed 13 tiles and what it waits on."""

    seat: int
    hand: Hand
    waits: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DefenceGrade:
    """The verdict on a throw: the tile (``given``) is right when it is among the lowest
    chances; ``chosen`` its danger, ``best`` the safest tile's."""

    correct: bool
    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    chosen: Danger | None
    best: Danger
    kind: ClassVar[QuizKind] = QuizKind.DEFENCE

    def given_text(self) -> str:
        """The answer as the progress store keeps it: the tile in mpsz (``""`` for none)."""
        return format_tiles(self.given)

    @property
    def gap(self) -> float | None:
        """How much more often the chosen tile deals in than the safest (0–1)."""
        return None if self.chosen is None else self.chosen.chance - self.best.chance


@dataclass(frozen=True, slots=True)
class DefenceQuestion:
    """A 14-tile ``hand`` at a table with a riichi (``table``, as the learner's seat sees
    it). ``dangers`` is every kind of the hand, safest first; ``answer`` the kinds of lowest
    chance; ``riichi_hands`` the riichi players' real hands, shown after the answer."""

    level: int
    seed: int
    rules: str
    hand: Hand
    table: Table
    answer: tuple[int, ...]
    dangers: tuple[Danger, ...]
    riichi_hands: tuple[RiichiHand, ...]
    kind: ClassVar[QuizKind] = QuizKind.DEFENCE

    @property
    def turn(self) -> int:
        """The riichi players' longest pond: how far the deal has gone."""
        return max(len(p.tiles) for p in self.table.ponds)

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --kind defence --json`` (DESIGN.md "Defence")."""
        own = self.table.pond_of(self.table.seat)
        return {
            "kind": self.kind.value,
            "level": self.level,
            "seed": self.seed,
            "rules": self.rules,
            "hand": str(self.hand),
            "seat": self.table.seat,
            "pond": mpsz(own.tiles) if own else "",
            "dealer": self.table.dealer,
            "dora_indicators": mpsz(self.table.dora_indicators),
            "opponents": [
                {
                    "seat": p.seat,
                    "pond": mpsz(p.tiles),
                    "riichi": p.riichi,
                    "melds": [mpsz(m) for m in p.melds],
                    "after": {str(r): i for r, i in p.after},
                }
                for p in self.table.ponds
                if p.seat != self.table.seat
            ],
            "answer": [tile_str(t) for t in self.answer],
            "discards": [
                {"discard": tile_str(d.tile), "danger": d.to_dict()} for d in self.dangers
            ],
            "riichi_hands": {str(r.seat): str(r.hand) for r in self.riichi_hands},
            "riichi_waits": {
                str(r.seat): [tile_str(t) for t in r.waits] for r in self.riichi_hands
            },
        }

    def danger_of(self, tile: int) -> Danger | None:
        """The danger of throwing ``tile`` (None when the hand does not hold it)."""
        return next((d for d in self.dangers if d.tile == tile), None)

    def grade(self, answer: Iterable[int] | ScoringAnswer) -> DefenceGrade:
        """Grade exactly one tile of the hand (:class:`QuizError` otherwise)."""
        if isinstance(answer, McrAnswer | RiichiAnswer):
            raise QuizError("answer-not-tiles", kind=self.kind.value)
        given = answer_tiles(answer)
        if len(given) != 1:
            raise QuizError("discard-one", count=len(given))
        chosen = self.danger_of(given[0])
        if chosen is None:
            raise QuizError("discard-not-in-hand", tile=given[0], hand=str(self.hand))
        ok = given[0] in self.answer
        return DefenceGrade(
            ok,
            given,
            right=given if ok else (),
            missed=() if ok else self.answer,
            extra=() if ok else given,
            chosen=chosen,
            best=self.dangers[0],
        )

    def time_up(self, given: Iterable[int] | ScoringAnswer | None = None) -> DefenceGrade:
        """Time ran out: nothing was thrown, the safest tiles are missed."""
        return DefenceGrade(False, (), (), self.answer, (), None, self.dangers[0])

    def explain(self) -> tuple[Danger, ...]:
        """Every tile of the hand with its danger, safest first (the riichi hands are
        :attr:`riichi_hands`)."""
        return self.dangers


def asked_rules(rules: Rules) -> Rules:
    """The rules a defence or push/fold question is asked under when ``rules`` are chosen:
    ``sanma`` when three seats play, else the riichi rules."""
    return SANMA if rules.seats == SANMA.seats else RULES


def lowest(dangers: tuple[Danger, ...]) -> tuple[int, ...]:
    """The kinds whose chance is the lowest (sorted)."""
    low = dangers[0].chance
    return tuple(sorted(d.tile for d in dangers if d.chance - low < 1e-9))


def teaches(dangers: tuple[Danger, ...], answer: tuple[int, ...]) -> bool:
    """True when the safest tiles stand clearly apart from the most tempting other: at least
    :data:`MIN_GAP` lower, or a safer category and at least :data:`MIN_STEP_GAP` lower."""
    others = [d for d in dangers if d.tile not in answer]
    if not others:
        return False
    best, runner = dangers[0], others[0]
    gap = runner.chance - best.chance
    if gap >= MIN_GAP - 1e-12:
        return True
    safer = all(_RANK[a.category] < _RANK[runner.category] for a in _top(dangers, answer))
    return safer and gap >= MIN_STEP_GAP - 1e-12


def _top(dangers: tuple[Danger, ...], answer: tuple[int, ...]) -> list[Danger]:
    return [d for d in dangers if d.tile in answer]


def fits(level: int, dangers: tuple[Danger, ...], answer: tuple[int, ...], riichis: int) -> bool:
    """Whether the position's answer is what ``level`` teaches (see the module's note)."""
    top = _top(dangers, answer)
    genbutsu_held = any(a.category is Category.GENBUTSU for d in dangers for a in d.against)
    match level:
        case 1:
            return riichis == 1 and all(d.category is Category.GENBUTSU for d in top)
        case 2:
            return (
                riichis == 1
                and not genbutsu_held
                and all(d.category is Category.SUJI and d.against[0].kabe is None for d in top)
            )
        case 3:
            return (
                riichis == 1
                and not genbutsu_held
                and all(d.category is Category.HONOUR or d.against[0].kabe is not None for d in top)
            )
        case 4:
            return riichis == 2
    return False


def question_at(level: int, seed: int, position: Position) -> DefenceQuestion | None:
    """The question of ``position`` at ``level``, or None when it does not fit the level or
    would not teach."""
    table = position.table()
    dangers = assess(table)
    if not dangers:
        return None
    answer = lowest(dangers)
    riichi_hands = tuple(
        RiichiHand(s, h, tuple(w.tile for w in waits(h, position.rules)))
        for s, h in enumerate(position.riichi_hands)
        if h is not None
    )
    if not fits(level, dangers, answer, len(riichi_hands)) or not teaches(dangers, answer):
        return None
    if any(t in r.waits for r in riichi_hands for t in answer):
        return None
    return DefenceQuestion(
        level, seed, position.rules.name, Hand.from_tiles(position.hand), table, answer, dangers,
        riichi_hands,
    )  # fmt: skip


class DefenceSpec:
    """The defence quiz in the registry."""

    kind = QuizKind.DEFENCE
    levels = LEVELS
    #: Why the quiz is asked under other rules than the ones chosen ("{rules}": those).
    rules_note = QT_TRANSLATE_NOOP("Terminal", "the game the danger model reads")

    def rules_for(self, rules: Rules) -> Rules:
        """The three-player rules when three seats play, else the riichi rules: riichi is
        the game the danger model reads."""
        return asked_rules(rules)

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> DefenceQuestion:
        """The first position of the deals played from ``rng`` that fits the level."""
        riichis = 2 if level == 4 else 1
        asked = self.rules_for(rules)
        for _ in range(MAX_DEALS):
            for position in positions(rng, riichis, asked):
                q = question_at(level, seed, position)
                if q is not None:
                    return q
        raise RuntimeError(f"no defence level {level} question found for seed {seed}")  # a bug

    def pose(self, level: int, hand: Hand, rules: Rules, seed: int, turn: int) -> DefenceQuestion:
        """The hand alone does not say the table: the question is dealt again from ``seed``,
        and :class:`QuizError` says so when the seed no longer gives this hand."""
        return dealt_again(self.generate, level, hand, rules, seed)

    def read_answer(self, text: str, rules: str) -> tuple[int, ...]:
        """The tile of a stored answer (mpsz; none when time ran out)."""
        return tuple(parse_tiles(text))


SPEC = DefenceSpec()

__all__ = [
    "LEVELS",
    "MIN_GAP",
    "MIN_STEP_GAP",
    "SPEC",
    "DefenceGrade",
    "DefenceQuestion",
    "RiichiHand",
    "asked_rules",
    "fits",
    "lowest",
    "question_at",
    "teaches",
]
