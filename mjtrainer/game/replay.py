"""Replay: the table of a round at any step, and as any one seat sees it.

Step ``i`` of a round is the table after its first ``i`` events (step 0 is the deal); a seat's
*decisions* are the steps just before each of its discards. :class:`Table` is the whole table
(every hand included, for a "show all hands" view); :meth:`Table.view` gives a seat's
:class:`SeatView`: its own hand face up, the others' hidden, and its **seen** tiles — every
tile face up outside its hand: all ponds (a called tile once, in its meld), the other seats'
melds and the dora indicators — as the core's 34 counts, for copies left and the look-ahead.

>>> replay = Replay(game.rounds[0])                                      # doctest: +SKIP
>>> view = replay.view(replay.decisions(0)[0], 0)                        # doctest: +SKIP
>>> view.wall, view.seen_text                                            # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Hand, Rules
from ..core.tiles import format_counts
from .engine import (
    MeldType,
    PondTile,
    TableMeld,
    TableState,
    codes_text,
    play_round,
    seen_counts,
)
from .record import Discard, Round

__all__ = [
    "MeldType",
    "PondTile",
    "Replay",
    "SeatView",
    "Table",
    "TableMeld",
    "codes_text",
    "hand_text",
]

#: The rules a round is replayed under when none are given: four seats, red fives allowed.
RIICHI = Rules.preset("riichi")


def hand_text(concealed: tuple[int, ...], melds: tuple[TableMeld, ...] = ()) -> str:
    """A hand of game codes with its melds in brackets: ``"1340m56p [555z]"``."""
    return " ".join([p for p in (codes_text(concealed),) if p] + [str(m) for m in melds])


@dataclass(frozen=True, slots=True)
class SeatView:
    """The table as one seat sees it at one step.

    ``hand`` is its concealed tiles (codes, sorted; the tile just drawn included), ``drawn``
    that tile (None after a call or when it is not this seat's move); ``melds`` and ``ponds``
    are every seat's; ``riichi`` gives, per seat, the place in its pond of its riichi
    declaration tile (None: not in riichi); ``kita`` every seat's norths set aside (three
    seats); ``seen`` the 34 counts of the tiles it sees face up outside its own hand.
    """

    step: int
    seat: int
    hand: tuple[int, ...]
    drawn: int | None
    melds: tuple[tuple[TableMeld, ...], ...]
    ponds: tuple[tuple[PondTile, ...], ...]
    dora_indicators: tuple[int, ...]
    scores: tuple[int, ...]
    riichi_sticks: int
    wall: int
    riichi: tuple[int | None, ...]
    kita: tuple[int, ...]
    seen: tuple[int, ...]

    @property
    def own_melds(self) -> tuple[TableMeld, ...]:
        """This seat's melds."""
        return self.melds[self.seat]

    @property
    def seen_text(self) -> str:
        """The seen tiles as the core's mpsz text (kinds: a red five reads as a five)."""
        return format_counts(self.seen)

    @property
    def in_riichi(self) -> bool:
        """Whether this seat has declared riichi (its declaration tile is down)."""
        return self.riichi[self.seat] is not None

    def core_hand(self) -> Hand:
        """This seat's hand (concealed and melds) as a core :class:`~mjtrainer.core.Hand`, its
        red fives kept, concealed and in melds (shape reads them as fives; the names of the
        discards, :meth:`~mjtrainer.core.Hand.discard_code`, tell them apart)."""
        return Hand.from_tiles(self.hand, (m.core_meld() for m in self.own_melds))

    def text(self) -> str:
        """This seat's hand as text, red fives as ``0`` (:func:`hand_text`)."""
        return hand_text(self.hand, self.own_melds)


@dataclass(frozen=True, slots=True)
class Table:
    """The whole table at one step (the table engine's state, :meth:`of`): every seat's hand,
    melds and pond, the indicators, the scores (riichi deposits taken once the declaration
    stands), the live wall (the rules' ``live_wall`` at the deal, one fewer for every draw,
    replacement draws included), who is in riichi (the place of the declaration tile in the
    pond), each seat's norths set aside as kita (three seats) and whose move it is."""

    step: int
    hands: tuple[tuple[int, ...], ...]
    drawn: int | None
    to_move: int
    melds: tuple[tuple[TableMeld, ...], ...]
    ponds: tuple[tuple[PondTile, ...], ...]
    dora_indicators: tuple[int, ...]
    scores: tuple[int, ...]
    riichi_sticks: int
    wall: int
    riichi: tuple[int | None, ...]
    kita: tuple[int, ...]

    @classmethod
    def of(cls, step: int, state: TableState) -> Table:
        """The table the engine's ``state`` is, at ``step``."""
        return cls(
            step,
            state.hands,
            state.drawn,
            state.to_move,
            state.melds,
            state.ponds,
            state.dora_indicators,
            state.scores,
            state.riichi_sticks,
            state.wall,
            state.riichi,
            state.kita,
        )

    def seen_by(self, seat: int) -> tuple[int, ...]:
        """34 counts of the tiles ``seat`` sees face up outside its own hand
        (:func:`~.engine.seen_counts`)."""
        return seen_counts(seat, self.ponds, self.melds, self.dora_indicators, self.kita)

    def view(self, seat: int) -> SeatView:
        """The table as ``seat`` (0–3) sees it."""
        if not 0 <= seat < len(self.hands):
            raise ValueError(f"seat {seat} is not a seat (0–{len(self.hands) - 1})")
        return SeatView(
            self.step,
            seat,
            self.hands[seat],
            self.drawn if self.to_move == seat else None,
            self.melds,
            self.ponds,
            self.dora_indicators,
            self.scores,
            self.riichi_sticks,
            self.wall,
            self.riichi,
            self.kita,
            self.seen_by(seat),
        )


class Replay:
    """Every step of one round: the table engine's states, folded once from the deal through
    each event (a round is a few hundred small tuples). ``rules`` give the seats, the live
    wall and the red fives (the riichi preset's unless given)."""

    def __init__(self, rnd: Round, rules: Rules | None = None) -> None:
        self.round = rnd
        self._states = play_round(RIICHI if rules is None else rules, rnd)
        self._tables = tuple(Table.of(i, s) for i, s in enumerate(self._states))

    @property
    def rules(self) -> Rules:
        """The rules the round is replayed under (its seats, live wall, red fives)."""
        return self._states[0].rules

    @property
    def steps(self) -> int:
        """How many steps there are: the deal and one after each event."""
        return len(self._tables)

    def state(self, step: int) -> TableState:
        """The engine's table state after the first ``step`` events (0: the deal)."""
        self.table(step)  # the same range check
        return self._states[step]

    def table(self, step: int) -> Table:
        """The whole table after the first ``step`` events (0: the deal)."""
        if not 0 <= step < len(self._tables):
            raise IndexError(f"step {step} is not in 0–{len(self._tables) - 1}")
        return self._tables[step]

    def view(self, step: int, seat: int) -> SeatView:
        """The table after the first ``step`` events as ``seat`` sees it."""
        return self.table(step).view(seat)

    def decisions(self, seat: int) -> tuple[int, ...]:
        """The steps at which ``seat`` discards: the table just before each of its discards
        (a riichi declaration already made, the tile not yet down)."""
        return tuple(
            i for i, e in enumerate(self.round.events) if isinstance(e, Discard) and e.seat == seat
        )

    @property
    def final(self) -> Table:
        """The table after the last event (the moment the round ends)."""
        return self._tables[-1]
