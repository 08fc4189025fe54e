"""The call-or-pass quiz: "another player threw this tile: pass, or call it?"

The learner answers pass or one of the calls the hand may make on the offered tile (pon from
anyone, chi from the left, open kong), by its word (:class:`~..answers.ChoiceAnswer`:
``pass``, ``chi 234m``, ``pon 333m``, ``kong 3333m``). A call is graded as followed by its
best discard (the look-ahead's; the explanation names it): right is every choice within the
review's "best" (:data:`~mjtrainer.game.review.BEST_EV` points) of the best round EV
:func:`mjtrainer.decision.analyze` gives (``calls``: pass and each call with each discard).

Positions come from the deals the project plays against itself (:mod:`..choice_deal`): a tile
just thrown that another seat could call. Levels by how far the best choice is ahead of the
next best (the pushfold quiz's bands, :data:`~.pushfold.CLEAR` …): 1 a clear call, 2 a closer
one, 3 a close one. A question is asked only of a hand at most two from ready, and only where
every right choice has a chance to win (a call to a hand without a yaku that the model would
take for the noten payments teaches no call). After the answer each choice shows its best
discard, the shanten it leaves, its chance to win by the last draw, the expected worth of its
wins and its round EV.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from ... import decision
from ...core import Hand, HandError, Rules
from ...core.kinds import CODE_NAMES
from ...core.tiles import tile_str
from ...decision import DEFAULT_OPTIONS, AnalyzeOptions, CallChoice
from ...defence import Table
from ...game.review import BEST_EV
from ...words.marks import QT_TRANSLATE_NOOP
from ..answers import ChoiceAnswer, ScoringAnswer
from ..choice_deal import Spot, call_spots
from ..levels import Level, QuizKind
from .base import choice_word, dealt_again
from .defence import asked_rules
from .discard import QUIZ_MAX_SHANTEN
from .pushfold import CLEAR, CLOSE, CLOSER

#: Deals tried for one question before giving up (a bug: a level takes a few at most).
MAX_DEALS = 400
#: The word of the pass.
PASS = "pass"
#: A question's hand is at most this far from ready as it stands (the pass): well inside the
#: look-ahead's reach, where its chances teach (the discard quiz's bound).
MAX_SHANTEN = QUIZ_MAX_SHANTEN

LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.CALL,
        1,
        QT_TRANSLATE_NOOP("Quiz", "Clear calls"),
        QT_TRANSLATE_NOOP(
            "Quiz", "A tile you could call: the best choice leads the next by 1,000 points or more."
        ),
    ),
    Level(
        QuizKind.CALL,
        2,
        QT_TRANSLATE_NOOP("Quiz", "Closer calls"),
        QT_TRANSLATE_NOOP(
            "Quiz", "A tile you could call: the best choice leads the next by 400 to 1,000 points."
        ),
    ),
    Level(
        QuizKind.CALL,
        3,
        QT_TRANSLATE_NOOP("Quiz", "Close calls"),
        QT_TRANSLATE_NOOP(
            "Quiz", "A tile you could call: the best choice leads the next by 150 to 400 points."
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class CallRow:
    """One choice on the offered tile: ``call`` (``pass``, ``chi``, ``pon``, ``kong``), its
    ``meld`` in mpsz (None for the pass), the best ``discard`` after it (a kind; None for the
    pass and a kong), the ``shanten`` it leaves, its chance to win by the last draw (None:
    beyond the look-ahead's search), the look-ahead's expected worth of its wins by the last
    draw (points, self-drawn; None where it was not valued) and its round EV (points)."""

    call: str
    meld: str | None
    discard: int | None
    shanten: int
    win: float | None
    worth: float | None
    ev: float

    @property
    def word(self) -> str:
        """The answer that names this choice: ``pass``, ``chi 234m``, ``pon 333m``."""
        return self.call if self.meld is None else f"{self.call} {self.meld}"

    def to_dict(self) -> dict[str, Any]:
        """``{"choice", "discard", "shanten", "win_prob", "exp_value", "round_ev"}``."""
        return {
            "choice": self.word,
            "discard": None if self.discard is None else tile_str(self.discard),
            "shanten": self.shanten,
            "win_prob": self.win,
            "exp_value": None if self.worth is None else round(self.worth),
            "round_ev": round(self.ev),
        }


@dataclass(frozen=True, slots=True)
class CallGrade:
    """The verdict on an answer: right when its round EV is within :data:`BEST_EV` of the
    best; ``given`` the word answered (None when time ran out), ``chosen`` its row, ``best``
    the best row, ``answer`` every right word."""

    correct: bool
    given: str | None
    answer: tuple[str, ...]
    chosen: CallRow | None
    best: CallRow
    kind: ClassVar[QuizKind] = QuizKind.CALL

    def given_text(self) -> str:
        """The answer as the progress store keeps it: its word (``""`` for none)."""
        return self.given or ""

    @property
    def ev_gap(self) -> float | None:
        """Round EV the best choice has over the chosen one (points)."""
        return None if self.chosen is None else self.best.ev - self.chosen.ev


@dataclass(frozen=True, slots=True)
class CallQuestion:
    """A 13-tile ``hand`` at ``table`` (its next draw ``turn``) offered the tile ``offered``
    (a code) by the seat ``offered_from``: ``rows`` pass and each call, the best round EV
    first; ``answer`` the words within :data:`BEST_EV` of the best."""

    level: int
    seed: int
    rules: str
    hand: Hand
    table: Table
    turn: int
    offered: int
    offered_from: int
    rows: tuple[CallRow, ...]
    answer: tuple[str, ...]
    #: A card from a game: the position's text the store keys it by (see :mod:`..cards`).
    stored: str = ""
    kind: ClassVar[QuizKind] = QuizKind.CALL

    def stored_hand(self) -> str:
        """The ``hand`` the progress store keys this question by: the hand, or a card's
        position text."""
        return self.stored or str(self.hand)

    @property
    def choices(self) -> tuple[str, ...]:
        """The answers the question takes: pass first, then each call as the hand may make
        them (a chi's lowest tile first, then the pon and the kong)."""
        order = {"pass": 0, "chi": 1, "pon": 2, "kong": 3}
        return tuple(r.word for r in sorted(self.rows, key=lambda r: (order[r.call], r.word)))

    def row_of(self, word: str) -> CallRow | None:
        """The row ``word`` names (None for a word that names none)."""
        return next((r for r in self.rows if r.word == word), None)

    @property
    def gap(self) -> float:
        """How far the best choice leads the next (points of round EV)."""
        return self.rows[0].ev - self.rows[1].ev

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --kind call --json``."""
        return {
            "kind": self.kind.value,
            "level": self.level,
            "seed": self.seed,
            "rules": self.rules,
            "hand": str(self.hand),
            "turn": self.turn,
            "table": self.table.to_dict(),
            "offered": CODE_NAMES[self.offered],
            "from": self.offered_from,
            "answer": list(self.answer),
            "choices": [r.to_dict() for r in self.rows],
        }

    def grade(self, answer: Iterable[int] | ScoringAnswer | ChoiceAnswer) -> CallGrade:
        """Grade one of :attr:`choices` (:class:`QuizError` for anything else)."""
        word = choice_word(answer, self.choices, self.kind)
        chosen = self.row_of(word)
        assert chosen is not None
        return CallGrade(word in self.answer, word, self.answer, chosen, self.rows[0])

    def time_up(
        self, given: Iterable[int] | ScoringAnswer | ChoiceAnswer | None = None
    ) -> CallGrade:
        """Time ran out: nothing was answered."""
        return CallGrade(False, None, self.answer, None, self.rows[0])


def best_rows(calls: Iterable[CallChoice]) -> tuple[CallRow, ...]:
    """Pass and each call with its best discard (the highest round EV), the best first; a
    choice without a round EV is left out."""
    best: dict[str, CallChoice] = {}
    for c in calls:
        if c.round_ev is None:
            continue
        key = str(c.option)
        held = best.get(key)
        if held is None or held.round_ev is None or c.round_ev > held.round_ev:
            best[key] = c
    rows = []
    for c in best.values():
        assert c.round_ev is not None
        win = c.win_prob
        rows.append(CallRow(c.option.call.value, c.option.meld_text, c.discard, c.shanten, win,
                            c.exp_value, c.round_ev))  # fmt: skip
    return tuple(sorted(rows, key=lambda r: (-r.ev, r.word)))


def posed(
    level: int,
    seed: int,
    spot: Spot,
    options: AnalyzeOptions = DEFAULT_OPTIONS,
    stored: str = "",
) -> CallQuestion | None:
    """The question of ``spot`` whatever the gap (a card from a game: ``options`` the
    review's, ``stored`` its text); None when the pass or every call has no round EV."""
    assert spot.offered is not None and spot.offered_from is not None
    try:
        found = decision.analyze(spot.position(), options)
    except HandError:
        return None
    rows = () if found.calls is None else best_rows(found.calls)
    if len(rows) < 2 or not any(r.call == PASS for r in rows):
        return None
    top = rows[0].ev
    answer = tuple(r.word for r in rows if top - r.ev <= BEST_EV)
    return CallQuestion(
        level, seed, spot.rules.name, spot.hand, spot.table, spot.turn, spot.offered,
        spot.offered_from, rows, answer, stored,
    )  # fmt: skip


def question_at(level: int, seed: int, spot: Spot) -> CallQuestion | None:
    """The question of ``spot`` at ``level``, or None when it does not fit the level or the
    answer would not teach (the best choice too close to the next, a hand more than
    :data:`MAX_SHANTEN` from ready, a choice beyond the look-ahead's search, or a right
    choice with no chance to win)."""
    q = posed(level, seed, spot)
    if q is None or any(r.win is None for r in q.rows):
        return None
    if any(r.call == PASS and r.shanten > MAX_SHANTEN for r in q.rows):
        return None
    low, high = {1: (CLEAR, None), 2: (CLOSER, CLEAR), 3: (CLOSE, CLOSER)}[level]
    if q.gap < low or (high is not None and q.gap >= high):
        return None
    if any(not r.win for r in q.rows if r.word in q.answer):
        return None
    return q


class CallSpec:
    """The call-or-pass quiz in the registry."""

    kind = QuizKind.CALL
    levels = LEVELS
    #: Why the quiz is asked under other rules than the ones chosen ("{rules}": those).
    rules_note = QT_TRANSLATE_NOOP("Terminal", "the game the round EV pays")

    def rules_for(self, rules: Rules) -> Rules:
        """The three-player rules when three seats play (the round EV pays as three players
        pay), else the riichi rules: the round EV pays riichi points."""
        return asked_rules(rules)

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> CallQuestion:
        """The first spot of the deals played from ``rng`` that fits the level."""
        asked = self.rules_for(rules)
        for _ in range(MAX_DEALS):
            for spot in call_spots(rng, asked):
                q = question_at(level, seed, spot)
                if q is not None:
                    return q
        raise RuntimeError(f"no call level {level} question found for seed {seed}")  # a bug

    def pose(self, level: int, hand: Hand, rules: Rules, seed: int, turn: int) -> CallQuestion:
        """The question is dealt again from ``seed`` (the hand alone does not say the table);
        :class:`QuizError` says so when the seed no longer gives this hand."""
        return dealt_again(self.generate, level, hand, rules, seed)

    def read_answer(self, text: str, rules: str) -> ChoiceAnswer:
        """The word of a stored answer."""
        return ChoiceAnswer(text)


SPEC = CallSpec()

__all__ = [
    "LEVELS",
    "PASS",
    "SPEC",
    "CallGrade",
    "CallQuestion",
    "CallRow",
    "best_rows",
    "posed",
    "question_at",
]
