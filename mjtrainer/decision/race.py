"""The others in the round-EV race, read from a position's table (:mod:`.round_ev`).

Each opponent of the table becomes an :class:`~.round_ev.Opponent`: a riichi player wins at
the riichi's per-turn rate and is ready at the end; an opponent not in riichi is ready with its
tenpai rate by melds and turn, and wins at a ready hand's rate times that. **Threats** — a
riichi, or open melds — have their danger read: against a riichi the defence model's chance;
against an open hand its tenpai rate times the chance of the tile's class read against its own
pond (its furiten tiles), as the defence model reads it against a riichi's. Built once a
position, then reused for every discard and the fold line (issue 26 §4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ..core.kinds import LAST_DRAW, kind_of
from ..defence import Danger, Pond, Table, danger
from ..defence.rates import Column, rate
from ..scoring import Situation
from ..scoring.worth import dora_of
from . import figures
from .round_ev import Opponent

#: How many seats a table without a table value has (the seat and three others).
SEATS = 4


@dataclass(frozen=True, slots=True)
class Race:
    """The others at a position: ``opponents`` in seat order, and the table the danger of a
    tile is read against (every threat read as if in riichi on its own pond; None when no
    opponent is a threat)."""

    opponents: tuple[Opponent, ...]
    read: Table | None

    @property
    def threatened(self) -> bool:
        """Whether any opponent is a threat (in riichi, or with open melds)."""
        return any(o.threat for o in self.opponents)

    def chances(self, tile: int) -> tuple[float, ...]:
        """The chance discarding ``tile`` (a kind or a code) now deals in to each opponent."""
        if self.read is None:
            return tuple(0.0 for _ in self.opponents)
        found = danger(self.read, tile)
        return self.of(found)

    def of(self, found: Danger) -> tuple[float, ...]:
        """Each opponent's chance from a danger read on :attr:`read` (0 for a non-threat)."""
        by_seat = {a.seat: a.chance for a in found.against}
        out = []
        for o in self.opponents:
            out.append(by_seat.get(o.seat, 0.0) * o.ready_now)
        return tuple(out)


def build(
    table: Table | None,
    situation: Situation,
    turn: int,
    seats: int = SEATS,
    declared: bool = False,
) -> Race:
    """The race at ``turn`` (the seat's draws made) against ``table``'s opponents (without a
    table: ``seats − 1`` closed opponents at the same turn, none the dealer); ``declared``: the
    seat declares riichi with this discard (the others fold against it)."""
    draws = LAST_DRAW - turn
    own_dealer = situation.is_dealer
    if table is None:
        alone = (
            _opponent(s, None, 0, turn, draws, False, own_dealer, 0, False, declared)
            for s in range(1, seats)
        )
        return Race(tuple(alone), None)
    if table.dealer is not None:
        own_dealer = table.dealer == table.seat
    dora = [dora_of(kind_of(t)) for t in table.dora_indicators]
    quieter = declared or any(p.riichi is not None for p in table.ponds)
    opponents: list[Opponent] = []
    ponds: list[Pond] = []
    for s in range(table.seats):
        if s == table.seat:
            continue
        pond = table.pond_of(s) or Pond(s)
        shown = sum(dora.count(kind_of(t)) + (t != kind_of(t)) for m in pond.melds for t in m)
        o = _opponent(
            s, pond.riichi, len(pond.melds), max(len(pond.tiles), 1), draws,
            table.dealer == s, own_dealer, shown, pond.riichi == len(pond.tiles) - 1, quieter,
        )  # fmt: skip
        opponents.append(o)
        if o.threat and pond.riichi is None and pond.tiles:
            pond = replace(pond, riichi=len(pond.tiles) - 1)
        ponds.append(pond)
    own = table.pond_of(table.seat)
    if own is not None:
        ponds.append(own)
    threats = tuple(o for o in opponents if o.threat)
    read = replace(table, ponds=tuple(ponds)) if threats else None
    return Race(tuple(opponents), read)


def _opponent(
    seat: int,
    riichi: int | None,
    melds: int,
    its_turn: int,
    draws: int,
    dealer: bool,
    own_dealer: bool,
    dora_shown: int,
    ippatsu: bool,
    quieter: bool,
) -> Opponent:
    factor = figures.DEALER_FACTOR if dealer else 1.0
    cost: float
    locked: tuple[float, ...] = ()
    later: tuple[float, ...] = ()
    turns = [its_turn + k for k in range(1, draws + 1)]
    if riichi is not None:
        cost = figures.DEAL_IN_RIICHI_IPPATSU if ippatsu else figures.DEAL_IN_RIICHI
        hazard = tuple(figures.RIICHI_WIN_PER_TURN for _ in turns)
        push = tuple(_push_danger(t) for t in turns)
        share, ready_now, at_end = figures.RIICHI_SELF_DRAW_SHARE, 1.0, 1.0
        threat = True
    else:
        cost = figures.open_hand_cost(dora_shown) if melds else figures.DEAL_IN_DAMA
        ready = [figures.tenpai_rate(melds, t) for t in turns]
        hazard = tuple(r * figures.READY_WIN_PER_TURN for r in ready)
        threat = melds > 0
        locked = tuple(r * _push_danger(t) for r, t in zip(ready, turns, strict=True))
        push = locked if threat else tuple(0.0 for _ in turns)
        share = figures.READY_SELF_DRAW_SHARE
        ready_now = figures.tenpai_rate(melds, its_turn)
        at_end = min(figures.tenpai_rate(melds, LAST_DRAW), 0.999)
        if melds == 0:  # a closed hand may still declare riichi
            declared = later_riichis(draws, quieter)
            hazard = tuple(
                h + d * figures.RIICHI_WIN_PER_TURN for h, d in zip(hazard, declared, strict=True)
            )
            at_end = min(1 - (1 - at_end) * (1 - (declared[-1] if declared else 0.0)), 0.999)
            # its riichi's deal-in is dearer than the quiet hand's the cost reads
            dearer = figures.DEAL_IN_RIICHI / figures.DEAL_IN_DAMA
            later = tuple(
                d * _push_danger(t) * dearer for d, t in zip(declared, turns, strict=True)
            )
    cost *= factor
    # its self-draw: the dealer takes a third from each; from the dealer half; else a quarter
    part = 1 / 3 if dealer else (1 / 2 if own_dealer else 1 / 4)
    return Opponent(
        seat, threat, cost, cost * part, share, hazard, push, at_end, ready_now, locked, later
    )


def later_riichis(draws: int, quieter: bool) -> tuple[float, ...]:
    """The chance a closed opponent not in riichi has declared one by each of the seat's next
    ``draws`` draws (:data:`~.figures.LATER_RIICHI_PER_TURN`; ``quieter``: somebody is in
    riichi, and it folds more often than it declares,
    :data:`~.figures.LATER_RIICHI_AGAINST_RIICHI`)."""
    q = figures.LATER_RIICHI_PER_TURN
    if quieter:
        q *= figures.LATER_RIICHI_AGAINST_RIICHI
    return tuple(1 - (1 - q) ** k for k in range(1, draws + 1))


def _push_danger(turn: int) -> float:
    """A pushing hand's later discard against a ready hand at ``turn`` (see
    :data:`~.figures.PUSH_DANGER_SHARE`)."""
    return figures.PUSH_DANGER_SHARE * rate(Column.NON_SUJI_46, turn)


def safest_line(
    race: Race, tiles: Sequence[int], read: Mapping[int, tuple[float, ...]] | None = None
) -> tuple[tuple[int, ...], tuple[tuple[float, ...], ...]]:
    """The fold line from the hand's concealed ``tiles`` (codes): the tiles in the defence
    order (lowest chance to deal in to anyone first, then tile order), one copy a turn, and
    each one's chances against the opponents (after the first, at most
    :data:`~.figures.FOLD_DANGER` in all: see there). ``read``: each kind's chances, when the
    caller has them (:meth:`Race.chances` of each)."""
    if read is None:
        read = {kind_of(t): race.chances(t) for t in set(tiles)}
    order = sorted(tiles, key=lambda t: (round(any_of(read[kind_of(t)]), 12), kind_of(t), t))
    steps = [read[kind_of(t)] for t in order]
    return tuple(order), (steps[0], *(_capped(c) for c in steps[1:]))


def _capped(chances: tuple[float, ...]) -> tuple[float, ...]:
    """A later fold discard's chances, its total at most :data:`~.figures.FOLD_DANGER`."""
    total = sum(chances)
    if total <= figures.FOLD_DANGER:
        return chances
    return tuple(p * figures.FOLD_DANGER / total for p in chances)


def any_of(chances: Sequence[float]) -> float:
    """The chance to deal in to any of the opponents: ``1 − Π(1 − p)``."""
    safe = 1.0
    for p in chances:
        safe *= 1 - p
    return 1 - safe
