"""The discard quiz: "which tile do you discard?" Graded by the look-ahead's chance to win by
the last draw: every discard within :data:`~..levels.WIN_PROB_TOLERANCE` of the best is right.

Levels: 1 lone tiles; 2 one or two from ready; 3 close calls; 4 shape choices. The hands are
dealt by :mod:`..discard_deal`; the rankings they are built on are :mod:`..ranking`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from ... import decision
from ...core import (
    DiscardLookahead,
    DiscardOption,
    Hand,
    HandError,
    Report,
    Rules,
    Scored,
    SeenTiles,
    analyze,
    effective_leaders,
    find_rules,
    format_tiles,
    lookahead_leader,
    rank_discards,
)
from ...core.kinds import CODE_NAMES, NUM_CODES, NUM_KINDS, kind_of
from ...core.lookahead import cut_off
from ...core.rules import RIICHI_OPTIONS
from ...core.tiles import parse_tiles
from ...decision import Position, PositionReport
from ...decision.reasons import Reason, discard_reasons
from ...defence import Table
from ...game.review import BEST_EV
from ...scoring import Situation, Wind
from ...scoring.situation import MAX_STICKS
from ...words.marks import QT_TRANSLATE_NOOP
from ..answers import McrAnswer, RiichiAnswer, ScoringAnswer
from ..deal import MAX_TRIES, redden
from ..discard_deal import DISCARD_BUILDERS
from ..errors import QuizError
from ..levels import QUESTION_TURN, Level, QuizKind
from ..ranking import best_by_win, discard_ahead, teaches
from .base import answer_tiles

#: The level number of a discard position from a game (a card: see :mod:`..cards`); the
#: catalogue's levels start at 1.
GAME_LEVEL = 0
_SEEN = " | seen "
_TURN = " | turn "
_OPTIONS = " | options "
_SITUATION = " | situation "
_TABLE = " | table "
#: A riichi option's value, as a position's text writes it (``red_fives=0``, ``kiriage=on``).
_ON_OFF = {True: "on", False: "off"}

#: Riichi options as a position keeps them: ``(name, value)`` in :data:`RIICHI_OPTIONS` order.
OptionChanges = tuple[tuple[str, int | bool], ...]


def option_changes(rules: Rules) -> OptionChanges:
    """The riichi options of ``rules`` that differ from its preset's own (red fives, open
    tanyao, kazoe yakuman, kiriage, double yakuman), in :data:`RIICHI_OPTIONS` order: what a
    position from a game keeps of its rules beside the preset's name."""
    preset = find_rules(rules.name).riichi_options()
    return tuple((k, v) for k, v in rules.riichi_options().items() if preset[k] != v)


def position_rules(preset: str, options: OptionChanges = ()) -> Rules:
    """The rules of a position: the preset named ``preset`` with ``options`` set on it
    (:class:`HandError` for an unknown preset or option)."""
    return find_rules(preset).with_riichi_options(**dict(options))


@dataclass(frozen=True, slots=True)
class TableContext:
    """What a position from a game keeps beyond its hand, seen tiles and turn, so its card asks
    the push/fold question it was: the ``situation`` (winds, dora indicators, honba, riichi
    sticks: what the round EV pays) and the ``table`` (the others' ponds, melds and riichi).
    A card with one is graded by the round EV (:func:`mjtrainer.decision.analyze`)."""

    situation: Situation
    table: Table | None = None

    def text(self) -> str:
        """``" | situation seat=S round=E dora=5p honba=1 sticks=1 | table {...}"``."""
        s = self.situation
        dora = format_tiles(s.dora_indicators) or "-"
        out = (
            f"{_SITUATION}seat={s.seat_wind.value} round={s.round_wind.value} dora={dora} "
            f"honba={s.honba} sticks={s.riichi_sticks}"
        )
        if self.table is not None:
            out += _TABLE + json.dumps(self.table.to_dict(), separators=(",", ":"))
        return out

    @classmethod
    def read(cls, text: str, hand: Hand) -> TableContext:
        """The context :meth:`text` wrote, its table read with ``hand`` (:class:`ValueError`,
        :class:`HandError`, :class:`~mjtrainer.scoring.ScoringError` or
        :class:`~mjtrainer.defence.DefenceError` for a broken one)."""
        situation_text, _, table_text = text.partition(_TABLE)
        words = dict(w.partition("=")[::2] for w in situation_text.split())
        if set(words) != {"seat", "round", "dora", "honba", "sticks"}:
            raise ValueError(f"not a situation: {situation_text!r}")
        honba, sticks = int(words["honba"]), int(words["sticks"])
        if not (0 <= honba <= MAX_STICKS and 0 <= sticks <= MAX_STICKS):
            raise ValueError(f"sticks out of range: {situation_text!r}")
        dora = () if words["dora"] == "-" else tuple(parse_tiles(words["dora"]))
        situation = Situation(
            0,
            seat_wind=Wind.parse(words["seat"]),
            round_wind=Wind.parse(words["round"]),
            dora_indicators=tuple(kind_of(t) for t in dora),
            honba=honba,
            riichi_sticks=sticks,
        )
        table = None
        if table_text:
            melds = tuple(m.codes for m in hand.melds)
            table = Table.from_json(table_text, hand.codes(), melds)
        return cls(situation, table)


def position_text(
    hand: Hand,
    seen: Iterable[int],
    turn: int,
    options: OptionChanges = (),
    context: TableContext | None = None,
) -> str:
    """A position as the progress store keeps a card's ``hand``:
    ``"1234m456p789s11z57z | seen 77z | turn 7"``, then ``" | options red_fives=0
    open_tanyao=off"`` when its rules' riichi options are not the preset's own, then its
    :class:`TableContext` when it keeps one."""
    text = f"{hand}{_SEEN}{format_tiles(sorted(seen))}{_TURN}{turn}"
    if options:
        words = (f"{k}={_ON_OFF[v] if isinstance(v, bool) else v}" for k, v in options)
        text += _OPTIONS + " ".join(words)
    if context is not None:
        text += context.text()
    return text


def _option(word: str) -> tuple[str, int | bool]:
    key, sep, value = word.partition("=")
    if not sep or key not in RIICHI_OPTIONS:
        raise ValueError(f"not a riichi option: {word!r}")
    if key == "red_fives":
        return key, int(value)
    for on, text in _ON_OFF.items():
        if value == text:
            return key, on
    raise ValueError(f"not on or off: {word!r}")


def read_position(
    text: str,
) -> tuple[Hand, tuple[int, ...], int, OptionChanges, TableContext | None] | None:
    """(hand, seen, turn, riichi options, context) of a :func:`position_text` (no options in a
    text written before they were kept: the preset's own; no context in one written before
    it was kept: None); None for a text that is no position (:class:`HandError`,
    :class:`ValueError`, :class:`~mjtrainer.scoring.ScoringError` or
    :class:`~mjtrainer.defence.DefenceError` for one that is broken)."""
    if _SEEN not in text or _TURN not in text:
        return None
    text, _, context_text = text.partition(_SITUATION)
    hand_text, _, rest = text.partition(_SEEN)
    seen_text, _, rest = rest.partition(_TURN)
    turn_text, _, options_text = rest.partition(_OPTIONS)
    seen = tuple(parse_tiles(seen_text)) if seen_text.strip() else ()
    options = tuple(_option(w) for w in options_text.split())
    hand = Hand.parse(hand_text)
    context = TableContext.read(context_text, hand) if context_text else None
    return hand, seen, int(turn_text), options, context


#: Every discard level deals hands at most this far from ready (after the best discard), well
#: inside the look-ahead's cut-off, so every question is graded by a searched chance to win.
QUIZ_MAX_SHANTEN = 2

LEVELS: tuple[Level, ...] = (
    Level(
        QuizKind.DISCARD,
        1,
        QT_TRANSLATE_NOOP("Quiz", "Lone tiles"),
        QT_TRANSLATE_NOOP(
            "Quiz", "Throw the obvious lone tile: every other discard is clearly worse."
        ),
    ),
    Level(
        QuizKind.DISCARD,
        2,
        QT_TRANSLATE_NOOP("Quiz", "One or two from ready"),
        QT_TRANSLATE_NOOP(
            "Quiz", "1- and 2-shanten hands: find the discard with the best chance to win."
        ),
    ),
    Level(
        QuizKind.DISCARD,
        3,
        QT_TRANSLATE_NOOP("Quiz", "Close calls"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "The two best discards by effective tiles are four tiles apart or fewer: the chance "
            "to win decides.",
        ),
    ),
    Level(
        QuizKind.DISCARD,
        4,
        QT_TRANSLATE_NOOP("Quiz", "Shape choices"),
        QT_TRANSLATE_NOOP(
            "Quiz",
            "The discard with the most effective tiles is not the one that wins most often: "
            "find the better shape.",
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class DiscardRow:
    """One discard of a discard question: its row of the discard table (shanten, effective
    tiles), its look-ahead (chances to be ready and to win by the last draw), and whether it
    is right (in the question's answer)."""

    option: DiscardOption
    lookahead: DiscardLookahead
    right: bool


@dataclass(frozen=True, slots=True)
class DiscardExplanation:
    """Why a discard is right: the discards in the look-ahead order (highest chance to win
    first, the ones not searched last), asked at ``turn``.

    ``best`` is the discard that wins most often; ``tile_leader`` the best, by the chance to
    win, of those the effective tiles alone pick. When that one is not right
    (:attr:`shape_choice`), the effective tiles mislead: it keeps the most tiles now but wins
    less often than ``best``.
    """

    turn: int
    rows: tuple[DiscardRow, ...]
    best: DiscardRow
    tile_leader: DiscardRow

    @property
    def shape_choice(self) -> bool:
        """True when no discard with the most effective tiles is right."""
        return not self.tile_leader.right


@dataclass(frozen=True, slots=True)
class DiscardGrade:
    """The verdict on a discard: the chosen tile is in ``right`` when its chance to win is
    within the tolerance of the best (it is in the question's answer), else in ``extra`` with
    the right discards in ``missed``. ``chosen`` and ``best`` are the options compared
    (``best``: the first in the look-ahead order, the highest chance to win; ``chosen`` None
    when time ran out), ``chosen_lookahead`` and ``best_lookahead`` their look-ahead."""

    correct: bool
    given: tuple[int, ...]
    right: tuple[int, ...]
    missed: tuple[int, ...]
    extra: tuple[int, ...]
    chosen: DiscardOption | None
    best: DiscardOption
    chosen_lookahead: DiscardLookahead | None = None
    best_lookahead: DiscardLookahead | None = None
    #: A card from a game: why the best beats the choice (or what the choice keeps), as the
    #: review says it (:meth:`DiscardQuestion.reasons`); empty for a dealt question.
    reasons: tuple[Reason, ...] = ()
    kind: ClassVar[QuizKind] = QuizKind.DISCARD

    def given_text(self) -> str:
        """The answer as the progress store keeps it: the tile in mpsz (``""`` for none)."""
        return format_tiles(self.given)

    @property
    def tile_gap(self) -> int | None:
        """Effective tiles the best option has over the chosen one; negative when the chosen
        one keeps more tiles now but wins less often."""
        if self.chosen is None:
            return None
        return self.best.effective_count - self.chosen.effective_count

    @property
    def win_gap(self) -> float | None:
        """How much more often the best option wins than the chosen one (0 to 1; at most the
        tolerance when the choice is right). None when either was not searched (the chosen
        one leaves the hand further from ready)."""
        best, chosen = self.best_lookahead, self.chosen_lookahead
        if best is None or chosen is None or best.win_prob is None or chosen.win_prob is None:
            return None
        return best.win_prob - chosen.win_prob

    @property
    def shanten_gap(self) -> int | None:
        """How much further from ready the chosen discard leaves the hand."""
        if self.chosen is None:
            return None
        return self.chosen.shanten - self.best.shanten


def _kinds(answer: Iterable[int]) -> list[int]:
    """The answer with each red five's code (34–36) read as its kind; anything else as it
    is, for :func:`answer_tiles` to judge."""
    return [
        kind_of(t)
        if isinstance(t, int) and not isinstance(t, bool) and NUM_KINDS <= t < NUM_CODES
        else t
        for t in answer
    ]


@dataclass(frozen=True, slots=True)
class DiscardQuestion:
    """A 14-tile hand asked at ``turn`` (the draw just made). ``answer`` is the right
    discards: every discard whose chance to win by the last draw is within
    :data:`~..levels.WIN_PROB_TOLERANCE` of the best one's (:func:`~..ranking.best_by_win`).
    ``lookahead`` is the look-ahead of every discard (basic search, a win as the rules allow
    it), in the order of ``report.discards``."""

    level: int
    seed: int
    rules: str
    hand: Hand
    answer: tuple[int, ...]
    report: Report
    turn: int = QUESTION_TURN
    lookahead: tuple[DiscardLookahead, ...] = ()
    #: Tiles seen outside the hand (kinds, one per copy): a position from a game.
    seen: tuple[int, ...] = ()
    #: A position from a game that kept its table and situation: the question is graded by
    #: the round EV, ``round_evs`` and ``deal_ins`` (the chance to deal in now to any threat;
    #: empty without one) in the order of ``lookahead``, ``fold_ev`` the fold line's.
    context: TableContext | None = None
    round_evs: tuple[float, ...] = ()
    deal_ins: tuple[float, ...] = ()
    fold_ev: float | None = None
    #: The analysis the round EVs come from (a position that kept its table and situation).
    found: PositionReport | None = None
    kind: ClassVar[QuizKind] = QuizKind.DISCARD

    def stored_hand(self) -> str:
        """The ``hand`` the progress store keys this question by: the hand, or for a
        position from a game (:data:`GAME_LEVEL`) the whole :func:`position_text`."""
        if self.level == GAME_LEVEL:
            options = option_changes(self.report.rules)
            return position_text(self.hand, self.seen, self.turn, options, self.context)
        return str(self.hand)

    def to_dict(self) -> dict[str, Any]:
        """The JSON line of ``mjtrainer quiz --json``: the question, its ``turn`` and
        ``discards``: each discard (effective-tile order) with its shanten, effective tiles and
        chances to be ready and to win by the last draw (null when not searched)."""
        return {
            "kind": self.kind.value,
            "level": self.level,
            "rules": self.rules,
            "hand": str(self.hand),
            "answer": [CODE_NAMES[self.hand.discard_code(t)] for t in self.answer],
            "turn": self.turn,
            "discards": [
                {
                    "discard": CODE_NAMES[self.hand.discard_code(a.discard)],
                    "shanten": a.shanten,
                    "effective_count": a.effective_count,
                    "searched": a.searched,
                    "tenpai_prob": a.tenpai_prob,
                    "win_prob": a.win_prob,
                }
                for a in self.lookahead
            ],
        }

    def grade(self, answer: Iterable[int] | ScoringAnswer) -> DiscardGrade:
        """Grade exactly one tile of the hand (:class:`QuizError` otherwise). A red five's code
        (a click on the red 5m) is its kind: the discards are judged by kind."""
        if isinstance(answer, McrAnswer | RiichiAnswer):
            raise QuizError("answer-not-tiles", kind=self.kind.value)
        given = answer_tiles(_kinds(answer))
        if len(given) != 1:
            raise QuizError("discard-one", count=len(given))
        tile = given[0]
        options = self.report.discards
        chosen = next((o for o in options if o.discard == tile), None)
        if chosen is None:
            raise QuizError("discard-not-in-hand", tile=tile, hand=str(self.hand))
        best, leader = self._best()
        ok = tile in self.answer
        reasons = self.reasons(tile)
        return DiscardGrade(
            ok,
            given,
            right=given if ok else (),
            missed=() if ok else self.answer,
            extra=() if ok else given,
            chosen=chosen,
            best=best,
            chosen_lookahead=next((a for a in self.lookahead if a.discard == tile), None),
            best_lookahead=leader,
            reasons=reasons,
        )

    def time_up(self, given: Iterable[int] | ScoringAnswer | None = None) -> DiscardGrade:
        """Time ran out: nothing was thrown, so the best discards are missed; ``best`` and
        ``best_lookahead`` are the discard that wins most often, as for an answer."""
        best, leader = self._best()
        return DiscardGrade(
            False,
            (),
            right=(),
            missed=self.answer,
            extra=(),
            chosen=None,
            best=best,
            best_lookahead=leader,
            reasons=self.reasons(None),
        )

    def reasons(self, chosen: int | None) -> tuple[Reason, ...]:
        """A card's reasons (:func:`mjtrainer.decision.reasons.discard_reasons`): why the best
        discard beats ``chosen`` (a kind; None: time ran out, what the best keeps), from the
        round EV's analysis where the card kept its table, else from its shape. Empty for a
        question dealt from a seed."""
        if self.level != GAME_LEVEL:
            return ()
        found = self.found
        if found is None:
            counts = tuple(self.seen.count(t) for t in range(NUM_KINDS))
            found = decision.analyze(
                Position(self.hand, SeenTiles.from_counts(counts), self.report.rules)
            )
        best = self._best()[0].discard
        return discard_reasons(found, best if chosen is None else chosen, best)

    def _best(self) -> tuple[DiscardOption, DiscardLookahead | None]:
        """The best option and its look-ahead: the first in the look-ahead order (the highest
        chance to win), or the first by effective tiles when nothing was searched."""
        options = self.report.discards
        leader = self._ev_leader() or lookahead_leader(self.lookahead)
        if leader is None:
            return options[0], None
        return next(o for o in options if o.discard == leader.discard), leader

    def _ev_leader(self) -> DiscardLookahead | None:
        """The discard with the highest round EV (None: not graded by it)."""
        if not self.round_evs:
            return None
        top = max(range(len(self.round_evs)), key=lambda i: (self.round_evs[i], -i))
        return self.lookahead[top]

    def ev_of(self, discard: int) -> float | None:
        """The round EV of discarding ``discard`` (a kind; None: not graded by it)."""
        for a, ev in zip(self.lookahead, self.round_evs, strict=False):
            if a.discard == discard:
                return ev
        return None

    def deal_in_of(self, discard: int) -> float | None:
        """The chance discarding ``discard`` deals in now (None: no threat on the table)."""
        for a, p in zip(self.lookahead, self.deal_ins, strict=False):
            if a.discard == discard:
                return p
        return None

    def explain(self) -> DiscardExplanation | None:
        """Every discard in the look-ahead order, the best and the effective tiles' leader
        (None when nothing was searched)."""
        ahead = self.lookahead
        best = self._ev_leader() or lookahead_leader(ahead)
        if best is None:
            return None
        options = {o.discard: o for o in self.report.discards}
        rows = {
            a.discard: DiscardRow(options[a.discard], a, a.discard in self.answer) for a in ahead
        }
        leader = rank_discards(effective_leaders(ahead))[0]
        order = rank_discards(ahead)
        if self.round_evs:  # graded by the round EV: highest first
            order = tuple(sorted(ahead, key=lambda a: -(self.ev_of(a.discard) or 0.0)))
        return DiscardExplanation(
            self.turn,
            tuple(rows[a.discard] for a in order),
            rows[best.discard],
            rows[leader.discard],
        )


def _discard_question(
    level: int,
    seed: int,
    rules: Rules,
    hand: Hand,
    report: Report,
    ahead: tuple[DiscardLookahead, ...],
    turn: int = QUESTION_TURN,
    seen: tuple[int, ...] = (),
) -> DiscardQuestion:
    answer = best_by_win(ahead)
    return DiscardQuestion(
        level, seed, rules.name, hand, answer, report, turn=turn, lookahead=ahead, seen=seen
    )


def _by_round_ev(
    level: int,
    seed: int,
    rules: Rules,
    hand: Hand,
    report: Report,
    turn: int,
    seen: tuple[int, ...],
    context: TableContext,
) -> DiscardQuestion:
    """The question of a position from a game with its table and situation, graded by the
    round EV as the review grades it (:func:`mjtrainer.decision.analyze`)."""
    counts = tuple(seen.count(t) for t in range(NUM_KINDS))
    position = Position(
        hand, SeenTiles.from_counts(counts), rules, turn, context.situation, table=context.table
    )
    try:
        found = decision.analyze(position)
    except HandError as e:
        raise QuizError("bad-hand", hand=str(hand), error=e) from None
    evs = found.round_evs
    if found.ahead is None or evs is None:  # not valued: by the chance to win
        ahead = discard_ahead(hand, rules, turn, seen)
        return _discard_question(level, seed, rules, hand, report, ahead, turn, seen)
    ahead = found.ahead.discards
    top = max(evs)
    answer = tuple(a.discard for a, ev in zip(ahead, evs, strict=True) if top - ev <= BEST_EV)
    return DiscardQuestion(
        level, seed, rules.name, hand, answer, report, turn=turn, lookahead=ahead, seen=seen,
        context=context, round_evs=evs, deal_ins=found.deal_ins or (),
        fold_ev=None if found.fold is None else found.fold.ev, found=found,
    )  # fmt: skip


class DiscardSpec:
    """The discard quiz in the registry."""

    kind = QuizKind.DISCARD
    levels = LEVELS
    #: Why the quiz is asked under other rules than the ones chosen ("{rules}": those).
    rules_note = ""

    def rules_for(self, rules: Rules) -> Rules:
        """Any rules: the ones chosen."""
        return rules

    def generate(self, level: int, seed: int, rules: Rules, rng: random.Random) -> DiscardQuestion:
        """A hand dealt by the level's builder, at most :data:`QUIZ_MAX_SHANTEN` from ready,
        whose best discard leads every discard not accepted by
        :data:`~..levels.CLEAR_WIN_MARGIN` (:func:`~..ranking.teaches`); a hand without that
        lead is dealt again. Under rules with red fives, its fives are red as a real wall deals
        them (the look-ahead, which shape alone decides, is the same)."""
        build = DISCARD_BUILDERS[level]
        for _ in range(MAX_TRIES):
            found = build(rng, rules)
            if found is not None:
                hand, report, ahead = found
                if not 0 <= report.shanten <= QUIZ_MAX_SHANTEN:
                    # Not an assert: it must hold under ``python -O`` too.
                    raise RuntimeError(
                        f"discard level {level} dealt {hand}, {report.shanten}-shanten"
                    )
                if ahead is None:
                    ahead = discard_ahead(hand, rules)
                if not teaches(ahead):
                    continue
                red = redden(hand, rules)  # its fives red as a wall deals them; same answer
                if red != hand:
                    hand, report = red, analyze(red, rules)
                return _discard_question(level, seed, rules, hand, report, ahead)
        raise RuntimeError(f"no discard level {level} question found for seed {seed}")  # a bug

    def pose(
        self,
        level: int,
        hand: Hand,
        rules: Rules,
        seed: int,
        turn: int,
        seen: Iterable[int] = (),
        context: TableContext | None = None,
    ) -> DiscardQuestion:
        """The question of an incomplete 3n+2 hand within the look-ahead's reach, graded anew
        at ``turn`` by the chance to win (:class:`QuizError` otherwise); ``seen`` (kinds, one
        per copy) are tiles out of the wall, as a position from a game has them. With a
        ``context`` (a game's situation and table) under riichi points, graded by the round
        EV instead: every discard within the review's "best" of the highest is right."""
        seen = tuple(sorted(seen))
        try:
            report = analyze(hand, rules, seen)
        except HandError as e:
            raise QuizError("bad-hand", hand=str(hand), error=e) from None
        if hand.size % 3 != 2 or report.shanten < 0:
            raise QuizError("nothing-to-discard", hand=str(hand))
        limit = cut_off()
        if report.shanten > limit:
            raise QuizError("too-far", hand=str(hand), shanten=report.shanten, limit=limit)
        if context is not None and rules.scored is Scored.RIICHI:
            return _by_round_ev(level, seed, rules, hand, report, turn, seen, context)
        try:
            ahead = discard_ahead(hand, rules, turn, seen)
        except HandError as e:
            raise QuizError("bad-hand", hand=str(hand), error=e) from None
        return _discard_question(level, seed, rules, hand, report, ahead, turn, seen)

    def read_answer(self, text: str, rules: str) -> tuple[int, ...]:
        """The tile of a stored answer (mpsz; none when time ran out)."""
        return tuple(parse_tiles(text))


SPEC = DiscardSpec()
