"""Positions for the riichi-or-dama and call-or-pass quizzes, from the deals the project plays
against itself.

The deals are the defence quiz's (:func:`~.defence_deal.positions`), asked for before any
riichi: every moment a player has just drawn, up to the throw that first leaves a closed hand
ready (that player would declare there, and the deal ends). Nobody calls in these deals, so
each spot is a fair table for either question:

- a **riichi spot** (:func:`riichi_spots`): a player has just drawn, and some discard leaves
  its closed hand ready;
- a **call spot** (:func:`call_spots`): a player has just thrown a tile (read from the pond of
  the moment after) that another seat could call: pon from anyone, chi from its left. The
  table is the one before the throw (the tile offered, not yet seen), as the review asks a
  call decision.

The seat plays the East round with its own wind from the dealer and the dora indicator; no
sticks, no honba. Under three-player rules the deals are three players' (the norths set aside
are seen tiles), and nobody may chi.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from ..core import Hand, Rules, SeenTiles, shanten
from ..core.kinds import LAST_DRAW, NUM_KINDS
from ..decision import Position
from ..decision.calls import call_options, left_of
from ..defence import Table
from ..game.danger import seat_table
from ..game.engine import TableState
from ..scoring import Situation
from .defence_deal import RIICHI, positions, situation_of


@dataclass(frozen=True, slots=True)
class Spot:
    """One seat's position at a moment of a simulated deal: its ``hand`` (14 tiles at a
    riichi spot, 13 at a call spot), the ``table`` it sees, the look-ahead's ``turn`` (its
    next draw), the tiles it has ``seen`` outside its hand and its ``situation``; at a call
    spot the ``offered`` tile and the seat that threw it (``offered_from``); the ``rules``
    (the deals' riichi rules; a card's are its game's)."""

    hand: Hand
    table: Table
    turn: int
    seen: SeenTiles
    situation: Situation
    offered: int | None = None
    offered_from: int | None = None
    rules: Rules = RIICHI

    def position(self) -> Position:
        """The position :func:`mjtrainer.decision.analyze` grades."""
        return Position(
            self.hand, self.seen, self.rules, self.turn, self.situation, table=self.table,
            offered=self.offered, offered_from=self.offered_from,
        )  # fmt: skip


def _spot(state: TableState, seat: int, offered: int | None = None,
          offered_from: int | None = None) -> Spot:  # fmt: skip
    """``seat``'s spot at ``state``: its pond's length says its next draw."""
    hand = Hand.from_tiles(state.hands[seat])
    table = seat_table(state, seat)
    own = table.pond_of(seat)
    turn = min(LAST_DRAW - 1, (len(own.tiles) if own else 0) + 1)
    visible = table.visible()  # the norths set aside among them (Table.aside)
    seen = SeenTiles.from_counts(tuple(visible[t] - hand.counts[t] for t in range(NUM_KINDS)))
    situation = situation_of(table)
    return Spot(hand, table, turn, seen, situation, offered, offered_from, state.rules)


def riichi_spots(rng: random.Random, rules: Rules = RIICHI) -> Iterator[Spot]:
    """The riichi spots of one deal played from ``rng`` under ``rules`` (riichi or sanma; at
    most one: the deal ends there)."""
    for p in positions(rng, 0, rules):
        if shanten(Hand.from_tiles(p.hand), rules) == 0:
            yield _spot(p.state, p.seat)


def call_spots(rng: random.Random, rules: Rules = RIICHI) -> Iterator[Spot]:
    """The call spots of one deal played from ``rng`` under ``rules`` (riichi or sanma): after
    each throw, each other seat that could call it, in seat order."""
    before = None
    for p in positions(rng, 0, rules):
        if before is not None:
            thrower = before.seat
            tile = p.state.ponds[thrower][-1].tile
            for seat in rules.seat_order():
                if seat == thrower:
                    continue
                hand = Hand.from_tiles(before.state.hands[seat])
                chi = thrower == left_of(seat, rules.seats)
                if len(call_options(hand, tile, chi, rules)) > 1:
                    yield _spot(before.state, seat, tile, thrower)
        before = p
