"""The riichi-or-dama quiz: "this discard leaves your closed hand ready: riichi or dama?"

The question names the discard (of the discards that leave the closed hand ready, the one whose
better way on has the highest round EV) and the learner answers riichi or dama
(:class:`~..answers.ChoiceAnswer`); right is every way within the review's "best"
(:data:`~mjtrainer.game.review.BEST_EV` points) of the better one, both graded by the round EV
:func:`mjtrainer.decision.analyze` gives them (``round_evs`` kept quiet, ``riichi_evs``
declared).

Positions come from the deals the project plays against itself (:mod:`..choice_deal`): the
moment a player has just drawn a tile that lets it go ready. Levels by how far apart the two
are (the pushfold quiz's bands, :data:`~.pushfold.CLEAR` …): 1 a clear call, 2 a closer one,
3 a close one. After the answer both rows show their chance to win by the last draw, the
average worth of a win, the round EV, and the facts that decide: the winning tiles left,
whether the wait is two-sided or more, the share of them a quiet hand may win on by ron (a
yaku), and the 1,000-point stick.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from ... import decision
from ...core import Hand, HandError, Rules, format_tiles
from ...core.kinds import LAST_DRAW, NUM_KINDS
from ...core.tiles import tile_str
from ...decision import DEFAULT_OPTIONS, AnalyzeOptions, PositionReport, figures
from ...decision import riichi as model
from ...defence import Table
from ...game.review import BEST_EV
from ...words.marks import QT_TRANSLATE_NOOP
from ..answers import ChoiceAnswer, ScoringAnswer
from ..choice_deal import Spot, riichi_spots
from ..levels import Level, QuizKind
from .base import choice_word, dealt_again
from .defence import asked_rules
from .pushfold import CLEAR, CLOSE, CLOSER

#: The two answers.
RIICHI = "riichi"
DAMA = "dama"
#: Deals tried for one question before giving up (a bug: a level takes a few dozen at most).
MAX_DEALS = 2000

LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.RIICHI,
        1,
        QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "Your discard leaves the hand ready: riichi and dama are 1,000 points or more apart.",
        ),
    ),
    Level(
        QuizKind.RIICHI,
        2,
        QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "Your discard leaves the hand ready: riichi and dama are 400 to 1,000 points apart.",
        ),
    ),
    Level(
        QuizKind.RIICHI,
        3,
        QT_TRANSLATE_NOOP("Quiz", "Close calls"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "Your discard leaves the hand ready: riichi and dama are 150 to 400 points apart.",
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class DeclareRow:
    """One way on after the discard: ``declared`` (riichi) or kept quiet (dama); ``win`` its
    chance to win by the last draw (the model's own hand before the race: riichi locked to
    its wait with the share of wins it keeps, dama the look-ahead's with only the rons a yaku
    allows), ``value`` the average worth of a win (points, riichi's han and the ura dora in
    expectation with riichi; no sticks) and ``ev`` the round EV (points)."""

    declared: bool
    win: float
    value: float
    ev: float

    @property
    def word(self) -> str:
        """``riichi`` or ``dama``: the answer that names this row."""
        return RIICHI if self.declared else DAMA

    def to_dict(self) -> dict[str, Any]:
        """``{"choice", "win_prob", "value", "round_ev"}``."""
        return {"choice": self.word, "win_prob": self.win, "value": round(self.value),
                "round_ev": round(self.ev)}  # fmt: skip


@dataclass(frozen=True, slots=True)
class RiichiDamaGrade:
    """The verdict on an answer: right when its round EV is within :data:`BEST_EV` of the
    better way's; ``given`` the word answered (None when time ran out), ``chosen`` its row,
    ``best`` the better row, ``answer`` every right word."""

    correct: bool
    given: str | None
    answer: tuple[str, ...]
    chosen: DeclareRow | None
    best: DeclareRow
    kind: ClassVar[QuizKind] = QuizKind.RIICHI

    def given_text(self) -> str:
        """The answer as the progress store keeps it: its word (``""`` for none)."""
        return self.given or ""

    @property
    def ev_gap(self) -> float | None:
        """Round EV the better way has over the chosen one (points)."""
        return None if self.chosen is None else self.best.ev - self.chosen.ev


@dataclass(frozen=True, slots=True)
class RiichiDamaQuestion:
    """A 14-tile ``hand`` at ``table`` at ``turn`` whose ``discard`` (a kind) leaves it ready
    on ``waits`` with ``left`` winning tiles unseen: ``rows`` riichi and dama, the higher round
    EV first; ``answer`` the words within :data:`BEST_EV` of the best; ``ron_with_yaku`` the
    share of the winning tiles a quiet hand may win on by ron, ``good`` two kinds or more
    waited on."""

    level: int
    seed: int
    rules: str
    hand: Hand
    table: Table
    turn: int
    discard: int
    waits: tuple[int, ...]
    left: int
    good: bool
    ron_with_yaku: float
    rows: tuple[DeclareRow, DeclareRow]
    answer: tuple[str, ...]
    #: A card from a game: the position's text the store keys it by (see :mod:`..cards`).
    stored: str = ""
    kind: ClassVar[QuizKind] = QuizKind.RIICHI

    #: The answers the question takes, in the order the page offers them.
    CHOICES: ClassVar[tuple[str, str]] = (RIICHI, DAMA)

    def row_of(self, word: str) -> DeclareRow | None:
        """The row ``word`` names (None for a word that names none)."""
        return next((r for r in self.rows if r.word == word), None)

    def stored_hand(self) -> str:
        """The ``hand`` the progress store keys this question by: the hand, or a card's
        position text."""
        return self.stored or str(self.hand)

    @property
    def gap(self) -> float:
        """How far apart the two ways are (points of round EV)."""
        return self.rows[0].ev - self.rows[1].ev

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --kind riichi --json``."""
        return {
            "kind": self.kind.value,
            "level": self.level,
            "seed": self.seed,
            "rules": self.rules,
            "hand": str(self.hand),
            "turn": self.turn,
            "table": self.table.to_dict(),
            "discard": tile_str(self.discard),
            "waits": format_tiles(self.waits),
            "left": self.left,
            "answer": list(self.answer),
            "choices": [r.to_dict() for r in self.rows],
        }

    def grade(self, answer: Iterable[int] | ScoringAnswer | ChoiceAnswer) -> RiichiDamaGrade:
        """Grade ``riichi`` or ``dama`` (:class:`QuizError` for anything else)."""
        word = choice_word(answer, self.CHOICES, self.kind)
        chosen = self.row_of(word)
        assert chosen is not None
        return RiichiDamaGrade(word in self.answer, word, self.answer, chosen, self.rows[0])

    def time_up(
        self, given: Iterable[int] | ScoringAnswer | ChoiceAnswer | None = None
    ) -> RiichiDamaGrade:
        """Time ran out: nothing was answered."""
        return RiichiDamaGrade(False, None, self.answer, None, self.rows[0])


def posed(
    level: int,
    seed: int,
    spot: Spot,
    discard: int | None = None,
    options: AnalyzeOptions = DEFAULT_OPTIONS,
    stored: str = "",
) -> RiichiDamaQuestion | None:
    """The question of ``spot`` whatever the gap (a card from a game: ``discard`` the kind it
    threw, ``options`` the review's, ``stored`` its text): of ``discard``, or of the ready
    discard worth most; None when it leaves no closed hand ready to declare."""
    try:
        found = decision.analyze(spot.position(), options)
    except HandError:
        return None
    pick = _ready_discard(found, discard)
    if pick is None:
        return None
    i, quiet, declared = pick
    option = found.report.discards[i]
    assert found.ahead is not None and found.position.situation is not None
    ahead = found.ahead.discards[i]
    ready = model.ready(spot.hand.remove(option.discard), spot.rules, found.position.situation,
                        option.effective)  # fmt: skip
    if ready is None or ahead.win_prob is None:
        return None
    share = figures.READY_SELF_DRAW_SHARE
    locked = model.riichi_play(ready, _unseen(spot), LAST_DRAW - found.ahead.turn, 0.0)
    rows = (
        DeclareRow(True, sum(locked.wins), ready.riichi, declared),
        DeclareRow(False, ahead.win_prob * (share + (1 - share) * ready.ron_with_yaku),
                   ready.dama, quiet),
    )  # fmt: skip
    ordered = tuple(sorted(rows, key=lambda r: -r.ev))
    top = ordered[0].ev
    answer = tuple(r.word for r in ordered if top - r.ev <= BEST_EV)
    waits = tuple(w for w, _ in option.effective)
    return RiichiDamaQuestion(
        level, seed, spot.rules.name, spot.hand, spot.table, spot.turn, option.discard, waits,
        ready.left, ready.good, ready.ron_with_yaku, (ordered[0], ordered[1]), answer, stored,
    )  # fmt: skip


def question_at(level: int, seed: int, spot: Spot) -> RiichiDamaQuestion | None:
    """The question of ``spot`` at ``level``, or None when it does not fit the level or the
    answer would not teach (the two ways closer than the level's band)."""
    q = posed(level, seed, spot)
    if q is None:
        return None
    low, high = {1: (CLEAR, None), 2: (CLOSER, CLEAR), 3: (CLOSE, CLOSER)}[level]
    if q.gap < low or (high is not None and q.gap >= high):
        return None
    return q


def _ready_discard(
    found: PositionReport, discard: int | None = None
) -> tuple[int, float, float] | None:
    """The discard the question asks about: ``discard`` when it leaves the closed hand ready
    to declare, or of those that do, the one whose better way has the highest round EV (its
    index, its quiet and declared EVs)."""
    if found.riichi_evs is None or found.round_evs is None:
        return None
    pairs = [
        (i, quiet, declared)
        for i, (quiet, declared) in enumerate(zip(found.round_evs, found.riichi_evs, strict=True))
        if declared is not None and (discard is None or found.report.discards[i].discard == discard)
    ]
    if not pairs:
        return None
    return max(pairs, key=lambda p: (max(p[1], p[2]), -p[0]))


def _unseen(spot: Spot) -> int:
    """The tiles the seat cannot see (its hand and the seen tiles aside)."""
    totals = spot.hand.total_counts()
    seen = spot.seen.counts
    return sum(max(spot.rules.copies(k) - totals[k] - seen[k], 0) for k in range(NUM_KINDS))


class RiichiDamaSpec:
    """The riichi-or-dama quiz in the registry."""

    kind = QuizKind.RIICHI
    levels = LEVELS
    #: Why the quiz is asked under other rules than the ones chosen ("{rules}": those).
    rules_note = QT_TRANSLATE_NOOP("Terminal", "the game the round EV pays")

    def rules_for(self, rules: Rules) -> Rules:
        """The three-player rules when three seats play (the round EV pays as three players
        pay), else the riichi rules: the round EV pays riichi points."""
        return asked_rules(rules)

    def generate(
        self, level: int, seed: int, rules: Rules, rng: random.Random
    ) -> RiichiDamaQuestion:
        """The first spot of the deals played from ``rng`` that fits the level."""
        asked = self.rules_for(rules)
        for _ in range(MAX_DEALS):
            for spot in riichi_spots(rng, asked):
                q = question_at(level, seed, spot)
                if q is not None:
                    return q
        raise RuntimeError(f"no riichi level {level} question found for seed {seed}")  # a bug

    def pose(
        self, level: int, hand: Hand, rules: Rules, seed: int, turn: int
    ) -> RiichiDamaQuestion:
        """The question is dealt again from ``seed`` (the hand alone does not say the table);
        :class:`QuizError` says so when the seed no longer gives this hand."""
        return dealt_again(self.generate, level, hand, rules, seed)

    def read_answer(self, text: str, rules: str) -> ChoiceAnswer:
        """The word of a stored answer."""
        return ChoiceAnswer(text)


SPEC = RiichiDamaSpec()

__all__ = [
    "DAMA",
    "LEVELS",
    "RIICHI",
    "SPEC",
    "DeclareRow",
    "posed",
    "RiichiDamaGrade",
    "RiichiDamaQuestion",
    "question_at",
]
