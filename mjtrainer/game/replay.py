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

from ..core import Hand
from ..core.kinds import NUM_KINDS, kind_of
from ..core.tiles import format_counts
from .engine import MeldType, PondTile, TableMeld, codes_text
from .record import (
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    sorted_tiles,
)
from .table import LIVE_WALL

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

#: What a riichi declaration puts on the table.
RIICHI_DEPOSIT = 1000


def hand_text(concealed: tuple[int, ...], melds: tuple[TableMeld, ...] = ()) -> str:
    """A hand of game codes with its melds in brackets: ``"1340m56p [555z]"``."""
    return " ".join([p for p in (codes_text(concealed),) if p] + [str(m) for m in melds])


@dataclass(frozen=True, slots=True)
class SeatView:
    """The table as one seat sees it at one step.

    ``hand`` is its concealed tiles (codes, sorted; the tile just drawn included), ``drawn``
    that tile (None after a call or when it is not this seat's move); ``melds`` and ``ponds``
    are every seat's; ``riichi`` gives, per seat, the place in its pond of its riichi
    declaration tile (None: not in riichi); ``seen`` the 34 counts of the tiles it sees face
    up outside its own hand.
    """

    step: int
    seat: int
    hand: tuple[int, ...]
    drawn: int | None
    melds: tuple[tuple[TableMeld, ...], ...]
    ponds: tuple[tuple[PondTile, ...], ...]
    dora_indicators: tuple[int, ...]
    scores: tuple[int, int, int, int]
    riichi_sticks: int
    wall: int
    riichi: tuple[int | None, ...]
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
    """The whole table at one step: every seat's hand, melds and pond, the indicators, the
    scores (riichi deposits taken once the declaration stands), the live wall (70 at the
    deal, one fewer for every draw, replacement draws included), who is in riichi (the place
    of the declaration tile in the pond) and whose move it is."""

    step: int
    hands: tuple[tuple[int, ...], ...]
    drawn: int | None
    to_move: int
    melds: tuple[tuple[TableMeld, ...], ...]
    ponds: tuple[tuple[PondTile, ...], ...]
    dora_indicators: tuple[int, ...]
    scores: tuple[int, int, int, int]
    riichi_sticks: int
    wall: int
    riichi: tuple[int | None, ...]

    def seen_by(self, seat: int) -> tuple[int, ...]:
        """34 counts of the tiles ``seat`` sees face up outside its own hand."""
        counts = [0] * NUM_KINDS
        for pond in self.ponds:
            for p in pond:
                if not p.called:
                    counts[kind_of(p.tile)] += 1
        for other, melds in enumerate(self.melds):
            if other != seat:
                for m in melds:
                    for t in m.tiles:
                        counts[kind_of(t)] += 1
        for t in self.dora_indicators:
            counts[kind_of(t)] += 1
        return tuple(counts)

    def view(self, seat: int) -> SeatView:
        """The table as ``seat`` (0–3) sees it."""
        if not 0 <= seat < 4:
            raise ValueError(f"seat {seat} is not a seat (0–3)")
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
            self.seen_by(seat),
        )


class Replay:
    """Every step of one round, computed once (a round is a few hundred small tuples)."""

    def __init__(self, rnd: Round) -> None:
        self.round = rnd
        self._tables = _play(rnd)

    @property
    def steps(self) -> int:
        """How many steps there are: the deal and one after each event."""
        return len(self._tables)

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


def _play(rnd: Round) -> tuple[Table, ...]:
    hands = [list(h) for h in rnd.hands]
    melds: list[list[TableMeld]] = [[] for _ in range(4)]
    ponds: list[list[PondTile]] = [[] for _ in range(4)]
    doras = [rnd.dora_indicator]
    scores = list(rnd.scores)
    sticks = rnd.riichi_sticks
    wall = LIVE_WALL
    riichi: list[int | None] = [None] * 4
    declaring: int | None = None  # seat whose next discard declares riichi
    deposit: int | None = None  # seat whose declaration stands once play goes on
    drawn: int | None = None
    to_move = rnd.dealer

    def snapshot(step: int) -> Table:
        return Table(
            step,
            tuple(sorted_tiles(h) for h in hands),
            drawn,
            to_move,
            tuple(tuple(m) for m in melds),
            tuple(tuple(p) for p in ponds),
            tuple(doras),
            (scores[0], scores[1], scores[2], scores[3]),
            sticks,
            wall,
            tuple(riichi),
        )

    def call(seat: int, from_seat: int, tile: int, tiles: tuple[int, ...], kind: MeldType) -> None:
        nonlocal drawn, to_move
        for t in tiles:
            hands[seat].remove(t)
        last = ponds[from_seat][-1]
        ponds[from_seat][-1] = PondTile(last.tile, last.tsumogiri, last.riichi, True)
        melds[seat].append(TableMeld(kind, sorted_tiles([tile, *tiles]), from_seat, tile))
        drawn = None
        to_move = seat

    out = [snapshot(0)]
    for step, event in enumerate(rnd.events, 1):
        if deposit is not None:  # nobody won on the declaration tile: the riichi stands
            scores[deposit] -= RIICHI_DEPOSIT
            sticks += 1
            deposit = None
        match event:
            case Draw(seat, tile):
                hands[seat].append(tile)
                wall -= 1
                drawn = tile
                to_move = seat
            case Discard(seat, tile, tsumogiri):
                hands[seat].remove(tile)
                declares = declaring == seat
                if declares:
                    riichi[seat] = len(ponds[seat])
                    declaring = None
                    deposit = seat
                ponds[seat].append(PondTile(tile, tsumogiri, declares))
                drawn = None
                to_move = (seat + 1) % 4
            case Riichi(seat):
                declaring = seat
            case Chi(seat, from_seat, tile, tiles):
                call(seat, from_seat, tile, tiles, MeldType.CHI)
            case Pon(seat, from_seat, tile, tiles):
                call(seat, from_seat, tile, tiles, MeldType.PON)
            case OpenKong(seat, from_seat, tile, tiles):
                call(seat, from_seat, tile, tiles, MeldType.OPEN_KONG)
            case AddedKong(seat, tile):
                hands[seat].remove(tile)
                k = kind_of(tile)
                i = next(
                    i
                    for i, m in enumerate(melds[seat])
                    if m.type is MeldType.PON and kind_of(m.tiles[0]) == k
                )
                pon = melds[seat][i]
                kong = sorted_tiles([*pon.tiles, tile])
                melds[seat][i] = TableMeld(MeldType.ADDED_KONG, kong, pon.from_seat, pon.called)
                drawn = None
            case ConcealedKong(seat, tiles):
                for t in tiles:
                    hands[seat].remove(t)
                melds[seat].append(TableMeld(MeldType.CONCEALED_KONG, sorted_tiles(list(tiles))))
                drawn = None
            case NewDora(indicator):
                doras.append(indicator)
        out.append(snapshot(step))
    return tuple(out)
