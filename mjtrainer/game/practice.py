"""The practice deal (一人麻雀): a seeded shuffle of the 136 tiles, the learner's 13, then a draw
and a discard a turn, each discard graded at once as the review grades it.

The deal is a whole game record (:meth:`Practice.game`), so it saves as mjai JSONL and opens in
the review like any log. A record needs four seats playing in turn, so the three other seats
are dealt their 13 too and, each turn, draw and throw the tile they drew (nobody calls, nobody
wins but the learner). Their discards lie face up, so they are seen tiles of the learner, as at
a real table; the learner, the dealer, gets the 1st, 5th, 9th … draw of the live wall, so the
``k``-th discard is made at look-ahead turn ``k`` (``18 − ⌊W / 4⌋``, the review's) and the
wall runs out just after the 18th. The deal ends with a self-drawn win (automatic: a drawn
tile that completes a hand the rules let be declared), scored under the rules in force, or
with the exhaustive draw after the learner's last discard (graded by shape: no draw is left).

Under rules with kita (three players), a north is not thrown but set aside: the learner's
:meth:`Practice.kita` while holding one and a discard is due, the other seats every north they
draw (:func:`~.engine.draw_setting_aside_norths`). Each kita is the engine's ``Kita`` then a
replacement draw, as after a kong: a win on it is a rinshan win, scored with the learner's kita
(one dora each). Every replacement draw shortens the live wall by one (the engine's wall
count), so the learner may draw fewer than :attr:`Practice.draws` tiles.

Layout of the shuffled tiles: seat ``s`` is dealt ``tiles[13 s : 13 s + 13]``; the live wall is
``tiles[52:122]`` drawn in order; the dead wall ``tiles[122:]``, its first tile the dora
indicator (the next four the ura dora indicators, unused: nobody declares riichi), its last
tile the first replacement draw, then the one before it, and so on.

Everything is a frozen value: :class:`Practice` is the deal and the learner's moves so far
(discards and kitas, in order, so the record replays); :meth:`Practice.discard`,
:meth:`Practice.kita` and :meth:`Practice.undo` give the next state. Grading runs the
look-ahead, so it is a separate call (:func:`grade_next`) the app makes on its worker.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core import Hand, Rules, shanten
from ..core.errors import CodedError
from ..core.kinds import LAST_DRAW, NUM_KINDS, RED_5M, RED_5P, RED_5S, kind_of
from ..core.rules import COPIES, DEALT, NORTH, Scored
from ..scoring import (
    McrScore,
    RiichiScore,
    Score,
    ScoringError,
    Situation,
    legal_win,
    score,
    scores_rules,
)
from ..words.marks import QT_TRANSLATE_NOOP
from .danger import seat_table
from .engine import (
    Expect,
    TableState,
    deal,
    draw_setting_aside_norths,
    end_in_draw,
    step,
    win,
)
from .record import (
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
    Event,
    Game,
    Kita,
    Round,
    SourceFormat,
    sorted_tiles,
)
from .replay import Replay
from .review import (
    Cancel,
    Decision,
    Grade,
    RoundReview,
    Summary,
    grade_decision,
    summarise,
)

#: The learner's seat (the dealer, East) and the starting scores of the record.
SEAT = 0
#: The move that sets a north aside as a kita (a discard's move is the tile thrown).
KITA = -1
#: The record's player names (the learner, then the three seats that only draw and throw).
PLAYERS = ("practice", "wall 1", "wall 2", "wall 3")
#: English wording of each :class:`PracticeError` code.
MESSAGES: dict[str, str] = {
    "not-held": QT_TRANSLATE_NOOP("PracticeError", "{tile} is not in the hand"),
    "over": QT_TRANSLATE_NOOP("PracticeError", "the deal is over"),
    "nothing-to-undo": QT_TRANSLATE_NOOP("PracticeError", "no move to take back"),
    "no-kita": QT_TRANSLATE_NOOP(
        "PracticeError",
        "no north to set aside as a kita (three players only, with a tile left to draw)",
    ),
    "red-fives": QT_TRANSLATE_NOOP("PracticeError", "red fives are 0 or 3, not {count}"),
}


class PracticeError(CodedError, ValueError):
    """A move the deal cannot take: a tile not held, a discard after the end, an undo with
    nothing to undo. ``code`` and ``params`` carry it as values (a tile as its code)."""

    ROOM = "practice"
    CONTEXT = "PracticeError"
    MESSAGES = MESSAGES


def default_red_fives(rules: Rules) -> int:
    """How many red fives a deal under ``rules`` has: the rules' own (3 under riichi by
    default, none under rules that do not know them)."""
    return rules.red_fives


def shuffled_tiles(
    seed: int, red_fives: int = 3, kinds: Sequence[int] = range(NUM_KINDS)
) -> tuple[int, ...]:
    """The wall's tile codes shuffled by ``random.Random(seed)``: four of each of ``kinds``
    (the rules' ``kinds_in_play``: 136 tiles, or 108 with three players), one 5m, 5p and 5s
    of them (those in play) the red five when ``red_fives`` is 3."""
    if red_fives not in (0, 3):
        raise PracticeError("red-fives", count=red_fives)
    tiles = [t for t in kinds for _ in range(COPIES)]
    if red_fives:
        for red in (RED_5M, RED_5P, RED_5S):
            if kind_of(red) in tiles:
                tiles[tiles.index(kind_of(red))] = red
    random.Random(seed).shuffle(tiles)
    return tuple(tiles)


def game_rules(rules: Rules, red_fives: int) -> Rules:
    """The record's rules: the deal's rule set with the red fives it was dealt with."""
    return rules.with_riichi_options(red_fives=red_fives)


@dataclass(frozen=True, slots=True)
class PracticeWin:
    """The learner's self-drawn win: the winning tile (a code), the score (None under rules
    that value no win: every complete hand wins) and the record's deltas."""

    tile: int
    score: Score | None
    deltas: tuple[int, ...]

    @property
    def points(self) -> int | None:
        """What the win is worth: riichi points, or MCR fan (None: not scored)."""
        if isinstance(self.score, RiichiScore):
            return None if self.score.points is None else self.score.points.total
        if isinstance(self.score, McrScore):
            return self.score.total
        return None


@dataclass(frozen=True, slots=True)
class Practice:
    """A practice deal so far: the seed, the rules, the shuffle and the learner's moves (a
    tile code thrown, or :data:`KITA`: a north set aside), in order.

    The learner holds 14 tiles less its kitas (the ``drawn`` one included) whenever the deal
    is not :attr:`over`; ``turn`` is the draw just made (1–18).
    """

    seed: int
    rules: Rules
    red_fives: int
    tiles: tuple[int, ...]
    moves: tuple[int, ...] = ()
    _state: TableState = field(init=False, repr=False, compare=False)
    _events: tuple[Event, ...] = field(init=False, repr=False, compare=False)
    _win: PracticeWin | None = field(init=False, repr=False, compare=False)
    _ended: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        state, events = _fold(self)
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "_events", events)
        # The learner's last discard left no tile to draw: the exhaustive draw.
        object.__setattr__(self, "_ended", not _to_discard(state))
        object.__setattr__(self, "_win", self._find_win())

    @classmethod
    def deal(cls, seed: int, rules: Rules, red_fives: int | None = None) -> Practice:
        """A new deal from ``seed`` under ``rules`` (red fives: :func:`default_red_fives`
        unless given)."""
        reds = default_red_fives(rules) if red_fives is None else red_fives
        return cls(seed, rules, reds, shuffled_tiles(seed, reds, rules.kinds_in_play))

    # --- the deal's tiles -------------------------------------------------------------------

    @property
    def dora_indicator(self) -> int:
        """The first tile of the dead wall."""
        return self.tiles[_live_end(table_rules(self))]

    @property
    def discards(self) -> tuple[int, ...]:
        """The tiles the learner threw, in order (its kitas left out)."""
        return tuple(m for m in self.moves if m != KITA)

    @property
    def kitas(self) -> int:
        """How many norths the learner has set aside."""
        return self._state.kita[SEAT]

    def kitas_before(self, discard: int) -> int:
        """How many norths the learner had set aside when it made its ``discard``-th discard
        (from 0): the kitas counted in that position's value."""
        seen = kitas = 0
        for move in self.moves:
            if move == KITA:
                kitas += 1
            elif seen == discard:
                break
            else:
                seen += 1
        return kitas

    @property
    def can_kita(self) -> bool:
        """Whether :meth:`kita` may be called: rules with kita, a north held, a discard due
        and a tile left for the replacement draw."""
        return (
            self.rules.kita
            and not self.over
            and self._state.wall > 0
            and any(kind_of(t) == NORTH for t in self.hand)
        )

    @property
    def turn(self) -> int:
        """The draw just made (1–18): one more than the discards so far (18 once over)."""
        return min(len(self.discards) + 1, LAST_DRAW)

    @property
    def hand(self) -> tuple[int, ...]:
        """The learner's tiles (codes, sorted): 14 while a discard is due."""
        return self._state.hands[SEAT]

    @property
    def drawn(self) -> int | None:
        """The tile just drawn (None once the deal is over)."""
        return None if self.over else self._state.drawn

    def core_hand(self) -> Hand:
        """The learner's hand as a core :class:`~mjtrainer.core.Hand` (red fives kept)."""
        return Hand.from_tiles(self.hand)

    def ponds(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's discards so far, in order: the learner's, then the tiles the other
        seats drew and threw."""
        return tuple(tuple(p.tile for p in pond) for pond in self._state.ponds)

    @property
    def seen(self) -> tuple[int, ...]:
        """34 counts of what the learner sees: every pond and the dora indicator."""
        return self._state.seen_by(SEAT)

    # --- how it ends ------------------------------------------------------------------------

    @property
    def win(self) -> PracticeWin | None:
        """The self-drawn win the last draw made, if it did (the deal is then over)."""
        return self._win

    def _find_win(self) -> PracticeWin | None:
        if self._ended:
            return None
        hand = self.core_hand()
        if shanten(hand, self.rules) != -1:
            return None
        tile = self._state.drawn
        assert tile is not None  # the learner's draw is the last event until the 18th discard
        legal = legal_win(self.rules)
        if legal is not None and not legal(hand, kind_of(tile)):
            return None
        after_kita = bool(self.moves) and self.moves[-1] == KITA
        return _scored_win(hand, tile, self.rules, self.dora_indicator, self._state, after_kita)

    @property
    def draws(self) -> int:
        """How many tiles the learner draws from the live wall in a deal without kita: 18
        with four seats, 19 with three (each kita's replacement draw takes one off the end)."""
        return last_draw(table_rules(self))

    @property
    def draws_left(self) -> int:
        """How many more tiles the learner draws if nobody sets another north aside: every
        ``seats``-th of the live tiles left, the other seats drawing first (0 once over)."""
        return 0 if self.over else self._state.wall // self.rules.seats

    @property
    def over(self) -> bool:
        """Won, or the last discard made (the 18th with four seats when nobody sets a north
        aside): no tile is left for the learner's next draw."""
        return self._ended or self.win is not None

    # --- moves ------------------------------------------------------------------------------

    def discard(self, tile: int) -> Practice:
        """The deal after the learner throws ``tile`` (a code held; a red five is its own
        code). Raises :class:`PracticeError` after the end or for a tile not held."""
        if self.over:
            raise PracticeError("over")
        if tile not in self.hand:
            raise PracticeError("not-held", tile=tile)
        return self._after((*self.moves, tile))

    def kita(self) -> Practice:
        """The deal after the learner sets a north aside as a kita and takes the replacement
        draw. Raises :class:`PracticeError` unless :attr:`can_kita`."""
        if self.over:
            raise PracticeError("over")
        if not self.can_kita:
            raise PracticeError("no-kita")
        return self._after((*self.moves, KITA))

    def undo(self) -> Practice:
        """The deal with the last move (a discard or a kita) taken back."""
        if not self.moves:
            raise PracticeError("nothing-to-undo")
        return self._after(self.moves[:-1])

    def _after(self, moves: tuple[int, ...]) -> Practice:
        return Practice(self.seed, self.rules, self.red_fives, self.tiles, moves)

    # --- the record -------------------------------------------------------------------------

    def round(self) -> Round:
        """The deal so far as a round of a game record (played through the table engine):
        the learner's draws and discards, the other seats drawing and throwing, and, once
        over, the win or the exhaustive draw."""
        state = self._state
        won = self.win
        if won is not None:
            state = win(state, SEAT, SEAT, won.deltas, **_win_fields(won))
        elif self._ended:
            nobody = tuple(0 for _ in self.rules.seat_order())
            state = end_in_draw(state, DrawKind.EXHAUSTIVE, nobody, None)
        # Not over: the round as far as it went, no end yet (the readers' table only hands
        # out finished rounds).
        rules = table_rules(self)
        hands = tuple(sorted_tiles(_dealt(self.tiles, s)) for s in rules.seat_order())
        start = rules.starting_points
        scores = tuple(start for _ in rules.seat_order())
        return Round(0, 1, 0, 0, SEAT, scores, hands, self.dora_indicator, self._events, state.ends)

    def game(self) -> Game:
        """The deal as a one-round game record (the deal over or not: an unfinished deal's
        round stops at the draw the learner is to answer, and cannot be saved)."""
        return Game(
            PLAYERS[: self.rules.seats],
            game_rules(self.rules, self.red_fives),
            (self.round(),),
            SourceFormat.PRACTICE,
        )


def table_rules(p: Practice) -> Rules:
    """The rules the deal's table is played under (the record's: seats, wall, red fives)."""
    return game_rules(p.rules, p.red_fives)


def last_draw(rules: Rules) -> int:
    """How many tiles the dealer draws from the live wall when nobody calls: every
    ``seats``-th tile, the first included (18 of 70 with four seats, 19 of 55 with three)."""
    return -(-rules.live_wall // rules.seats)


def _live_end(rules: Rules) -> int:
    """Where the live wall ends in the shuffle (the dead wall's first tile)."""
    return rules.seats * DEALT + rules.live_wall


def _dealt(tiles: tuple[int, ...], seat: int) -> tuple[int, ...]:
    """The 13 tiles ``seat`` is dealt."""
    return tiles[DEALT * seat : DEALT * seat + DEALT]


def _to_discard(state: TableState) -> bool:
    """Whether the learner is to move (a tile drawn, a discard or a kita due)."""
    return state.to_move == SEAT and state.expecting is Expect.DISCARD


def _fold(p: Practice) -> tuple[TableState, tuple[Event, ...]]:
    """The deal's table after the learner's moves (a discard after its draw, the other seats
    drawing and throwing between them; a kita and its replacement draw) and the learner's
    next draw, with the events played."""
    rules = table_rules(p)
    state = deal(
        rules, wind=0, number=1, dealer=SEAT,
        scores=tuple(rules.starting_points for _ in rules.seat_order()),
        hands=[_dealt(p.tiles, s) for s in rules.seat_order()],
        dora_indicator=p.tiles[_live_end(rules)],
    )  # fmt: skip
    live = iter(p.tiles[rules.seats * DEALT : _live_end(rules)])
    replacements = iter(p.tiles[: _live_end(rules) : -1])  # the dead wall from its end
    events: list[Event] = []

    def play(event: Event) -> None:
        nonlocal state
        state = step(state, event)
        events.append(event)

    def others_draw(seat: int) -> None:
        nonlocal state
        state, played = draw_setting_aside_norths(
            state, seat, next(live), lambda: next(replacements)
        )
        events.extend(played)

    play(Draw(SEAT, next(live)))
    for move in p.moves:
        if not _to_discard(state):
            raise PracticeError("over")
        if move == KITA:
            north = next((t for t in state.hands[SEAT] if kind_of(t) == NORTH), None)
            if not rules.kita or north is None or state.wall == 0:
                raise PracticeError("no-kita")
            play(Kita(SEAT, north))
            play(Draw(SEAT, next(replacements)))
            continue
        if move not in state.hands[SEAT]:
            raise PracticeError("not-held", tile=move)
        play(Discard(SEAT, move, move == state.drawn))
        seat = rules.seat_after(SEAT)
        while seat != SEAT and state.wall:  # seat 1 takes the wall's last tile
            others_draw(seat)
            assert state.drawn is not None
            play(Discard(seat, state.drawn, True))
            seat = rules.seat_after(seat)
        if state.wall:
            play(Draw(SEAT, next(live)))
    return state, tuple(events)


def _name(tile: int) -> str:
    from ..core.kinds import CODE_NAMES

    return CODE_NAMES[tile] if isinstance(tile, int) and 0 <= tile < len(CODE_NAMES) else repr(tile)


def _scored_win(
    hand: Hand, tile: int, rules: Rules, indicator: int, state: TableState, after_kita: bool
) -> PracticeWin:
    """Score the learner's self-drawn win (East seat, East round, the dealer): on the wall's
    last tile, or on a kita's replacement draw (rinshan) with the learner's kitas."""
    nobody = tuple(0 for _ in rules.seat_order())
    if not scores_rules(rules):
        return PracticeWin(tile, None, nobody)
    win_tile = kind_of(tile)
    last = state.wall == 0 and not after_kita
    situation = Situation(win_tile, self_drawn=True, last_tile=last)
    if rules.scored is Scored.RIICHI:  # the riichi-only flags: the dealer, the dora indicator
        situation = Situation(
            win_tile, self_drawn=True, last_tile=last, kong=after_kita, dealer=True,
            dora_indicators=(kind_of(indicator),), kita=state.kita[SEAT],
        )  # fmt: skip
    try:
        value = score(hand, rules, situation)
    except ScoringError:  # pragma: no cover - a legal win always scores
        return PracticeWin(tile, None, nobody)
    if isinstance(value, RiichiScore) and value.points is not None:
        return PracticeWin(tile, value, _dealer_self_draw(value.points.from_others or 0, rules))
    if isinstance(value, McrScore):
        return PracticeWin(tile, value, _dealer_self_draw(8 + value.total, rules))
    return PracticeWin(tile, value, nobody)


def _dealer_self_draw(each: int, rules: Rules) -> tuple[int, ...]:
    """The deltas of the dealer's (seat 0's) self-draw paid ``each`` by every other seat."""
    others = rules.seats - 1
    return tuple(others * each if s == SEAT else -each for s in rules.seat_order())


def _win_fields(won: PracticeWin) -> dict[str, Any]:
    s = won.score
    if isinstance(s, RiichiScore):
        return {
            "han": s.han,
            "fu": s.fu,
            "points": won.points,
            "yaku": tuple((y.name, y.han) for y in s.yaku),
            "win_tile": won.tile,
        }
    return {"win_tile": won.tile}


# --- grading --------------------------------------------------------------------------------


def grade_next(
    p: Practice, tile: int, *, extended: bool = False, cancel: Cancel | None = None
) -> Decision:
    """Grade throwing ``tile`` from the deal ``p`` exactly as the review grades that discard of
    the saved record: the table the learner sees, the turn ``18 − ⌊W / 4⌋``, the rules in
    force. Raises :class:`PracticeError` for a move the deal cannot take and
    :class:`~mjtrainer.core.LookaheadCancelled` when ``cancel()`` says so."""
    after = p.discard(tile)
    rnd = after.round()
    replay = Replay(rnd, table_rules(after))
    step = replay.decisions(SEAT)[-1]
    event = rnd.events[step]
    assert isinstance(event, Discard)
    return grade_decision(
        replay.view(step, SEAT), event, declares=False, round_index=0, round_wind=0,
        dealer=SEAT, extended=extended, cancel=cancel, rules=p.rules,
        honba=rnd.honba, table=seat_table(replay.state(step), SEAT),
    )  # fmt: skip


@dataclass(frozen=True, slots=True)
class PracticeSummary:
    """A finished (or abandoned) deal in figures: the review's summary of the graded discards
    (grades, chance lost, the largest losses), how it ended and what the win was worth."""

    summary: Summary
    won: PracticeWin | None
    over: bool
    discards: int

    @property
    def grades(self) -> dict[Grade, int]:
        """How many discards got each grade."""
        return self.summary.grades

    @property
    def chance_lost(self) -> float:
        """The win chance lost over the searched discards, in all (0–1 each)."""
        return self.summary.win_prob_lost


def summary(p: Practice, decisions: tuple[Decision, ...] | list[Decision]) -> PracticeSummary:
    """The summary of the deal ``p`` with its graded ``decisions`` (one a discard, in order;
    fewer while some are still being graded)."""
    rnd = p.round()
    ends = rnd.ends
    wins = ()
    draw = next((e for e in ends if isinstance(e, DrawEnd)), None)
    reviewed = RoundReview(0, rnd, tuple(decisions), wins, draw)
    return PracticeSummary(summarise(SEAT, [reviewed]), p.win, p.over, len(p.discards))


__all__ = [
    "KITA",
    "MESSAGES",
    "PLAYERS",
    "Practice",
    "PracticeError",
    "PracticeSummary",
    "PracticeWin",
    "default_red_fives",
    "grade_next",
    "shuffled_tiles",
    "summary",
]
