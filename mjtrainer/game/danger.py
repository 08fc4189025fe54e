"""The danger of a reviewed discard against the riichis on the table (DESIGN.md "Defence").

:func:`seat_table` builds the defence room's :class:`~mjtrainer.defence.Table` as one seat sees
a table engine's state — ponds in order with the declaration tiles, the called tiles, every
meld, the dora indicators, and which tiles of each pond came after each riichi (the state keeps
every declaration with the ponds' lengths at it); :func:`defence_table` gives it at a replay's
step where another seat is in riichi.
:func:`decision_danger` reads a discard against it; :func:`deal_ins` names the discards that
dealt in with a tile more dangerous than the safest one the seat held.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Hand
from ..core.kinds import CODE_NAMES, kind_of
from ..core.rules import NORTH
from ..defence import Danger, Pond, Table, assess, danger
from .engine import TableState
from .record import WINDS, Discard, NewDora, Win
from .replay import Replay, SeatView

#: Two chances closer than this are the same (the rates are given to a tenth of a point).
SAME_CHANCE = 1e-9


@dataclass(frozen=True, slots=True)
class DecisionDanger:
    """A discard's danger against every riichi on the table: the played tile's, and the
    tiles of the hand with the lowest chance (kinds) with that chance; ``safest_codes`` are
    the tiles those discards throw (:meth:`~mjtrainer.core.Hand.discard_code`: the red five's
    code when it is the hand's one copy of that five), as the reports name them."""

    played: Danger
    safest: tuple[int, ...]
    safest_chance: float
    safest_codes: tuple[int, ...]

    @property
    def excess(self) -> float:
        """How much more often the played tile deals in than the safest (0–1)."""
        return max(0.0, self.played.chance - self.safest_chance)

    def to_dict(self) -> dict[str, Any]:
        """``{"played": {...}, "safest": [...], "safest_chance": ...}`` as DESIGN.md says."""
        return {
            "played": self.played.to_dict(),
            "safest": [CODE_NAMES[t] for t in self.safest_codes],
            "safest_chance": round(self.safest_chance, 4),
        }


@dataclass(frozen=True, slots=True)
class DealIn:
    """A discard of the reviewed seat that another seat won on, with a tile more dangerous
    than the safest the seat held: where (round, turn, step), the tile (a code), who won, and
    the danger read at the decision."""

    round: int
    turn: int
    step: int
    played: int
    winner: int
    danger: DecisionDanger

    def to_dict(self) -> dict[str, Any]:
        """One entry of the summary's ``"deal_ins"``."""
        return {
            "round": self.round,
            "turn": self.turn,
            "played": CODE_NAMES[self.played],
            "winner": self.winner,
            "chance": round(self.danger.played.chance, 4),
            "safest": [CODE_NAMES[t] for t in self.danger.safest_codes],
            "safest_chance": round(self.danger.safest_chance, 4),
        }


def seat_table(state: TableState, seat: int) -> Table:
    """The defence room's table as ``seat`` sees the engine's ``state``: its hand, every pond
    in order with its declaration tile, its called tiles and, for each riichi of another
    seat, where the tiles after it begin; every meld, the dora indicators, the round wind and
    the dealer, through :meth:`~mjtrainer.defence.Table.from_view`, the one builder of the
    defence model's input (the trainer's opponents' table calls it too)."""
    ponds = tuple(
        Pond(
            s,
            tuple(p.tile for p in pond),
            state.riichi[s],
            tuple(m.tiles for m in state.melds[s]),
            called=tuple(i for i, p in enumerate(pond) if p.called),
        )
        for s, pond in enumerate(state.ponds)
    )
    wind = state.wind % len(WINDS)
    return Table.from_view(
        seat, state.hands[seat], ponds, state.riichi_since, state.dora_indicators, wind,
        state.dealer, state.rules.seats, (NORTH,) * sum(state.kita),
    )  # fmt: skip


def defence_table(replay: Replay, view: SeatView) -> Table | None:
    """The defence table of ``view`` (a step of ``replay``), or None when no other seat is in
    riichi."""
    if not any(r is not None for s, r in enumerate(view.riichi) if s != view.seat):
        return None
    return seat_table(replay.state(view.step), view.seat)


def decision_danger(replay: Replay, view: SeatView, played: int) -> DecisionDanger | None:
    """The danger of discarding ``played`` (a code) at ``view``, and the safest tiles of the
    hand; None when no opponent is in riichi."""
    table = defence_table(replay, view)
    if table is None:
        return None
    dangers = assess(table)
    low = dangers[0].chance
    safest = tuple(sorted(d.tile for d in dangers if d.chance - low < SAME_CHANCE))
    held = Hand.from_tiles(view.hand)
    codes = tuple(held.discard_code(t) for t in safest)
    return DecisionDanger(danger(table, kind_of(played)), safest, low, codes)


def deal_in_step(replay: Replay, seat: int) -> tuple[int, Win] | None:
    """The step of ``seat``'s discard another seat won on in this round, with that win (None
    when the seat dealt in nowhere; a kong robbed is no discard)."""
    events = replay.round.events
    last = next(
        (i for i in range(len(events) - 1, -1, -1) if not isinstance(events[i], NewDora)), None
    )
    if last is None:
        return None
    event = events[last]
    if not isinstance(event, Discard) or event.seat != seat:
        return None
    for end in replay.round.ends:
        if isinstance(end, Win) and not end.self_drawn and end.from_seat == seat:
            if kind_of(end.win_tile) == kind_of(event.tile):
                return last, end
    return None


def deal_ins(
    entries: Sequence[tuple[int, int, int, int, Win, DecisionDanger | None]],
) -> tuple[DealIn, ...]:
    """The deal-ins worth naming: ``(round, turn, step, played, win, danger)`` entries whose
    played tile was more dangerous than the safest one held."""
    out = []
    for round_index, turn, step, played, win, d in entries:
        if d is not None and d.excess > SAME_CHANCE:
            out.append(DealIn(round_index, turn, step, played, win.winner, d))
    return tuple(out)
