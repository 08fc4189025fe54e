"""Positions for the defence quiz, from games the project plays against itself.

A seeded shuffle of the 136 tiles (no red fives: the danger of a tile does not depend on its
colour), a dead wall of 14 with one dora indicator, four simple players who never call: each
draws, and throws by effective tiles (the core's :func:`~mjtrainer.core.discard_options`,
best first; among equally good throws an honour before a terminal before a middle tile, the
seeded ``random.Random`` picking between the rest), and declares riichi as soon as its throw
leaves the closed hand ready. After its riichi a player throws every tile it draws.

:func:`positions` plays one deal and yields, once the wanted number of riichis is down, every
moment a player not in riichi has just drawn: the table that player sees, its 14 tiles and
the riichi hands as they really are. A deal ends (nothing more is yielded) when someone could
win (a riichi player's tile is thrown or drawn: the ponds after that would lie), when a riichi
beyond the wanted number is declared, or when the live wall runs out. Standard library, the
core and the defence room only.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from ..core import Hand, Rules, discard_options, shanten
from ..core.kinds import NUM_KINDS, is_honor, is_terminal
from ..defence import Pond, Table

RIICHI = Rules.preset("riichi")
#: Tiles in the dead wall, and dealt to each player (a wall is every kind four times).
DEAD_WALL, HAND_TILES = 14, 13


@dataclass(frozen=True, slots=True)
class Position:
    """One moment of a simulated deal: ``seat`` (not in riichi) has just drawn and holds
    ``hand`` (14 kinds, sorted). ``ponds`` are every seat's discards in order, ``riichi`` the
    place of each seat's declaration tile in its pond (None: not in riichi), ``after`` for
    each seat its ``(riichi seat, position)`` pairs (its tiles from that position on came after
    that riichi), ``riichi_hands`` the closed 13-tile hand each riichi player holds (None for
    the others), ``wall`` the live tiles left."""

    seat: int
    hand: tuple[int, ...]
    ponds: tuple[tuple[int, ...], ...]
    riichi: tuple[int | None, ...]
    after: tuple[tuple[tuple[int, int], ...], ...]
    riichi_hands: tuple[Hand | None, ...]
    dora_indicators: tuple[int, ...]
    dealer: int
    round_wind: int = 0
    wall: int = 0

    def table(self) -> Table:
        """The defence room's table as ``seat`` sees it (its own pond among the others)."""
        ponds = tuple(Pond(s, self.ponds[s], self.riichi[s], (), self.after[s]) for s in range(4))
        return Table(
            self.seat, self.hand, ponds, self.dora_indicators, self.round_wind, self.dealer
        )


def _order(tile: int) -> int:
    """Which of equally good throws a simple player prefers (lower first)."""
    if is_honor(tile):
        return 0
    if is_terminal(tile):
        return 1
    return 2


def _throw(counts: list[int], rng: random.Random) -> int:
    """A simple player's throw from 14 tiles: the best by effective tiles, an honour or a
    terminal first among equals, the rest by the seeded choice."""
    options = discard_options(Hand(tuple(counts)), RIICHI)
    top = options[0]
    ties = [
        o.discard
        for o in options
        if o.shanten == top.shanten and o.effective_count == top.effective_count
    ]
    low = min(_order(t) for t in ties)
    return rng.choice([t for t in ties if _order(t) == low])


def positions(rng: random.Random, riichis: int = 1) -> Iterator[Position]:
    """Play one deal from ``rng`` and yield every position after the ``riichis``-th riichi
    (1 or 2) at which a player not in riichi has just drawn (see the module's note)."""
    tiles = [k for k in range(NUM_KINDS) for _ in range(4)]
    rng.shuffle(tiles)
    dead, live = tiles[:DEAD_WALL], tiles[DEAD_WALL:]
    dora = (dead[0],)
    dealer = rng.randrange(4)
    counts = [[0] * NUM_KINDS for _ in range(4)]
    for i in range(4 * HAND_TILES):
        counts[(dealer + i) % 4][live.pop()] += 1
    ponds: list[list[int]] = [[] for _ in range(4)]
    riichi: list[int | None] = [None] * 4
    after: list[list[tuple[int, int]]] = [[] for _ in range(4)]
    held: list[Hand | None] = [None] * 4
    seat = dealer
    while live:
        tile = live.pop()
        counts[seat][tile] += 1
        hand = Hand(tuple(counts[seat]))
        if shanten(hand, RIICHI) == -1:
            return  # a self-drawn win ends the deal
        declared = sum(r is not None for r in riichi)
        if riichi[seat] is None and declared == riichis:
            yield Position(
                seat,
                hand.tiles(),
                tuple(tuple(p) for p in ponds),
                tuple(riichi),
                tuple(tuple(a) for a in after),
                tuple(held),
                dora,
                dealer,
                wall=len(live),
            )
        throw = tile if riichi[seat] is not None else _throw(counts[seat], rng)
        counts[seat][throw] -= 1
        closed = Hand(tuple(counts[seat]))
        if riichi[seat] is None and shanten(closed, RIICHI) == 0:
            if declared == riichis:
                return  # one riichi too many for the positions wanted
            riichi[seat] = len(ponds[seat])
            held[seat] = closed
            for other in range(4):
                if other != seat:
                    after[other].append((seat, len(ponds[other])))
        ponds[seat].append(throw)
        for other in range(4):
            ready = held[other]
            if other != seat and ready is not None and shanten(ready.add(throw), RIICHI) == -1:
                return  # a riichi player could win on it: the deal ends here
        seat = (seat + 1) % 4
