"""Positions for the defence quiz, from games the project plays against itself.

A seeded shuffle of the rule set's wall (136 tiles; 108 under ``sanma``; no red fives: the
danger of a tile does not depend on its colour), the rule set's dead wall with one dora
indicator, played on the table engine (:mod:`mjtrainer.game.engine`: it keeps the hands, ponds,
riichis and wall) by four simple players (three under ``sanma``) who never call: each draws
(under rules with kita it sets aside every north it draws, the replacement draw from the dead
wall's end: :func:`~mjtrainer.game.engine.draw_setting_aside_norths`), and throws by effective
tiles (the core's
:func:`~mjtrainer.core.discard_options`, best first; among equally good throws an honour
before a terminal before a middle tile, the seeded ``random.Random`` picking between the
rest), and declares riichi as soon as its throw leaves the closed hand ready. After its riichi
a player throws every tile it draws.

:func:`positions` plays one deal and yields, once the wanted number of riichis is down, every
moment a player not in riichi has just drawn: the table that player sees, its 14 tiles and
the riichi hands as they really are. A deal ends (nothing more is yielded) when someone could
win (a riichi player's tile is thrown, set aside as a kita or drawn: the ponds after that
would lie), when a riichi beyond the wanted number is declared, or when the live wall runs out.
Under the four-player rules a seed plays the deal it always did.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from ..core import Hand, Rules, discard_options, shanten
from ..core.kinds import is_honor, is_terminal, kind_of
from ..core.rules import COPIES, DEALT, NORTH
from ..defence import Table
from ..game.danger import seat_table
from ..game.engine import TableState, deal, draw_setting_aside_norths, step
from ..game.record import Discard, Kita, Riichi
from ..scoring import Situation, Wind

#: The rules the deals are played under unless told (their seats, dead wall and points).
RIICHI = Rules.preset("riichi")


@dataclass(frozen=True, slots=True)
class Position:
    """One moment of a simulated deal: ``seat`` (not in riichi) has just drawn; ``state`` is
    the table engine's table at that moment, and the rest is read from it."""

    seat: int
    state: TableState

    @property
    def rules(self) -> Rules:
        """The rules the deal is played under (its seats, its wall)."""
        return self.state.rules

    @property
    def hand(self) -> tuple[int, ...]:
        """The 14 tiles the seat holds (kinds, sorted)."""
        return Hand.from_tiles(self.state.hands[self.seat]).tiles()

    @property
    def ponds(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's discards in order."""
        return tuple(tuple(p.tile for p in pond) for pond in self.state.ponds)

    @property
    def riichi(self) -> tuple[int | None, ...]:
        """The place of each seat's declaration tile in its pond (None: not in riichi)."""
        return self.state.riichi

    @property
    def after(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """For each seat its ``(riichi seat, position)`` pairs: its tiles from that position
        on came after that riichi."""
        return tuple(self.state.after_riichi(s) for s in self.rules.seat_order())

    @property
    def riichi_hands(self) -> tuple[Hand | None, ...]:
        """The closed 13-tile hand each riichi player holds (None for the others)."""
        s = self.state
        return tuple(
            None if s.riichi[x] is None else Hand.from_tiles(s.hands[x])
            for x in self.rules.seat_order()
        )

    @property
    def wall(self) -> int:
        """The live tiles left."""
        return self.state.wall

    def table(self) -> Table:
        """The defence room's table as ``seat`` sees it (its own pond among the others): the
        game room's one builder of it (:func:`~mjtrainer.game.danger.seat_table`)."""
        return seat_table(self.state, self.seat)


def _order(tile: int) -> int:
    """Which of equally good throws a simple player prefers (lower first)."""
    if is_honor(tile):
        return 0
    if is_terminal(tile):
        return 1
    return 2


def _throw(hand: Hand, rules: Rules, rng: random.Random) -> int:
    """A simple player's throw from 14 tiles: the best by effective tiles, an honour or a
    terminal first among equals, the rest by the seeded choice."""
    options = discard_options(hand, rules)
    top = options[0]
    ties = [
        o.discard
        for o in options
        if o.shanten == top.shanten and o.effective_count == top.effective_count
    ]
    low = min(_order(t) for t in ties)
    return rng.choice([t for t in ties if _order(t) == low])


def _dealt(rng: random.Random, rules: Rules) -> tuple[TableState, list[int], list[int]]:
    """A seeded shuffle dealt: the table (one tile a seat in turn from the dealer, the dead
    wall's first tile the dora indicator), the live wall left, drawn from its end, and the
    dead wall, whose end gives the replacement draws."""
    tiles = [k for k in rules.kinds_in_play for _ in range(COPIES)]
    rng.shuffle(tiles)
    dead, live = tiles[: rules.dead_wall], tiles[rules.dead_wall :]
    dealer = rng.randrange(rules.seats)
    hands: list[list[int]] = [[] for _ in rules.seat_order()]
    for i in range(DEALT * rules.seats):
        hands[(dealer + i) % rules.seats].append(live.pop())
    state = deal(
        rules, wind=0, number=dealer + 1, dealer=dealer,
        scores=tuple(rules.starting_points for _ in rules.seat_order()),
        hands=hands, dora_indicator=dead[0],
    )  # fmt: skip
    return state, live, dead


def _wins_on(state: TableState, seat: int, tile: int) -> bool:
    """Whether a riichi player other than ``seat`` completes its hand with ``tile``."""
    return any(
        state.riichi[other] is not None
        and other != seat
        and shanten(Hand.from_tiles(state.hands[other]).add(tile), state.rules) == -1
        for other in state.rules.seat_order()
    )


def positions(rng: random.Random, riichis: int = 1, rules: Rules = RIICHI) -> Iterator[Position]:
    """Play one deal from ``rng`` under ``rules`` on the table engine and yield every
    position after the ``riichis``-th riichi (1 or 2) at which a player not in riichi has
    just drawn (see the module's note)."""
    state, live, dead = _dealt(rng, rules)
    while state.wall:
        seat = state.to_move
        state, played = draw_setting_aside_norths(state, seat, live.pop(), dead.pop)
        if any(isinstance(e, Kita) for e in played) and _wins_on(state, seat, NORTH):
            return  # a riichi player could rob the kita: the deal ends here
        tile = state.drawn
        assert tile is not None
        hand = Hand.from_tiles(state.hands[seat])
        if shanten(hand, rules) == -1:
            return  # a self-drawn win ends the deal
        in_riichi = state.riichi[seat] is not None
        declared = sum(r is not None for r in state.riichi)
        if not in_riichi and declared == riichis:
            yield Position(seat, state)
        throw = tile if in_riichi else _throw(hand, rules, rng)
        closed = Hand.from_tiles(state.hands[seat]).remove(throw)
        if not in_riichi and shanten(closed, rules) == 0:
            if declared == riichis:
                return  # one riichi too many for the positions wanted
            state = step(state, Riichi(seat))
        state = step(state, Discard(seat, throw, throw == tile))
        if _wins_on(state, seat, throw):
            return  # a riichi player could win on it: the deal ends here


def situation_of(table: Table) -> Situation:
    """The situation a simulated deal's seat plays in: the East round, its seat wind from the
    dealer (round the table's seats: nobody sits North with three), the dora indicators; no
    sticks."""
    dealer = table.dealer if table.dealer is not None else 0
    winds = list(Wind)
    return Situation(
        0,
        seat_wind=winds[(table.seat - dealer) % table.seats],
        round_wind=Wind.EAST,
        dora_indicators=tuple(kind_of(t) for t in table.dora_indicators),
    )
