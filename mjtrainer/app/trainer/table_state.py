"""The table the learner builds by clicking: the three opponents' ponds, in the order the tiles
were added, with a riichi mark on one tile of a pond. A plain frozen value (no Qt), kept in the
trainer's undo snapshots and saved with the hand.

The order of the clicks is the order of play: a tile added after a riichi's declaration tile,
to any pond, was discarded after it and counts as passed (genbutsu) for that riichi. That is
what :meth:`TableState.to_table` writes as the defence table's ``after`` positions.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from ...core import NUM_KINDS, Hand
from ...defence import Pond, Table

#: The opponents, by seat: 1 on the right (shimocha), 2 across (toimen), 3 on the left.
OPPONENTS = (1, 2, 3)
#: The most tiles one pond holds in a hand of 18 draws (and a few calls' worth of room).
POND_LIMIT = 24


@dataclass(frozen=True, slots=True)
class TableState:
    """Every opponent's discard in the order added (``(seat, kind)`` pairs) and, for each
    riichi, the place in that order of its declaration tile (``(seat, place)`` pairs)."""

    discards: tuple[tuple[int, int], ...] = ()
    riichi: tuple[tuple[int, int], ...] = ()

    def pond(self, seat: int) -> tuple[int, ...]:
        """The kinds in ``seat``'s pond, in order."""
        return tuple(t for s, t in self.discards if s == seat)

    def riichi_index(self, seat: int) -> int | None:
        """The position in ``seat``'s pond of its declaration tile, or None."""
        for s, place in self.riichi:
            if s == seat:
                return self._index_in_pond(place)
        return None

    def passed(self, seat: int) -> tuple[bool, ...]:
        """For each tile of ``seat``'s pond, whether it came after another seat's riichi (it
        is then genbutsu for that riichi)."""
        marks = [place for s, place in self.riichi if s != seat]
        return tuple(
            any(i > m for m in marks) for i, (s, _) in enumerate(self.discards) if s == seat
        )

    def counts(self) -> tuple[int, ...]:
        """Copies of each of the 34 kinds in the ponds."""
        out = [0] * NUM_KINDS
        for _, t in self.discards:
            out[t] += 1
        return tuple(out)

    @property
    def has_riichi(self) -> bool:
        return bool(self.riichi)

    def add(self, seat: int, tile: int) -> TableState:
        """``tile`` discarded by ``seat`` now (after everything already on the table)."""
        return TableState((*self.discards, (seat, tile)), self.riichi)

    def remove_last(self, seat: int) -> TableState:
        """``seat``'s last discard taken back (its riichi mark too, if it was on it)."""
        places = [i for i, (s, _) in enumerate(self.discards) if s == seat]
        return self._without(places[-1]) if places else self

    def toggle_riichi(self, seat: int, index: int) -> TableState:
        """The riichi mark put on tile ``index`` of ``seat``'s pond (moved there from another
        tile of the pond), or taken off it if it was there."""
        places = [i for i, (s, _) in enumerate(self.discards) if s == seat]
        if not 0 <= index < len(places):
            return self
        place = places[index]
        others = tuple(r for r in self.riichi if r[0] != seat)
        if (seat, place) in self.riichi:
            return TableState(self.discards, others)
        return TableState(self.discards, tuple(sorted((*others, (seat, place)))))

    def fit(self, seen: Sequence[int]) -> TableState:
        """This table less the pond tiles ``seen`` no longer holds (the newest go first): the
        ponds are seen tiles, and a seen tile taken away leaves the pond too."""
        state = self
        counts = list(self.counts())
        for kind in range(NUM_KINDS):
            while counts[kind] > seen[kind]:
                last = max(i for i, (_, t) in enumerate(state.discards) if t == kind)
                state = state._without(last)
                counts[kind] -= 1
        return state

    def to_table(self, hand: Hand, dora: Sequence[int] = ()) -> Table:
        """The defence table seat 0 sees with ``hand`` (its concealed tiles and its melds)
        and the dora indicators; a :class:`~mjtrainer.defence.DefenceError` if impossible."""
        ponds = []
        for seat in OPPONENTS:
            after = []
            for r, place in self.riichi:
                if r != seat:
                    before = sum(1 for s, _ in self.discards[: place + 1] if s == seat)
                    after.append((r, before))
            ponds.append(Pond(seat, self.pond(seat), self.riichi_index(seat), after=tuple(after)))
        own = tuple(m.codes for m in hand.melds)
        if own:
            ponds.append(Pond(0, melds=own))
        return Table(0, hand.codes(), tuple(ponds), tuple(dora))

    def to_text(self) -> str:
        """The table as JSON text (what :meth:`from_text` reads); "" for an empty table."""
        if not self.discards:
            return ""
        return json.dumps(
            {"discards": [list(d) for d in self.discards], "riichi": [list(r) for r in self.riichi]}
        )

    @classmethod
    def from_text(cls, text: str) -> TableState:
        """A table from :meth:`to_text`; a ``ValueError`` for anything else."""
        if not text:
            return cls()
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:
            raise ValueError(f"not a table: {e}") from None
        if not isinstance(data, dict) or set(data) - {"discards", "riichi"}:
            raise ValueError("not a table")
        discards = tuple(_pair(d, OPPONENTS, range(NUM_KINDS)) for d in data.get("discards", []))
        places = range(len(discards))
        riichi = tuple(sorted(_pair(r, OPPONENTS, places) for r in data.get("riichi", [])))
        off = any(discards[p][0] != s for s, p in riichi)
        if off or len({s for s, _ in riichi}) != len(riichi):
            raise ValueError("not a table: a riichi mark off its pond")
        if any(len([d for d in discards if d[0] == s]) > POND_LIMIT for s in OPPONENTS):
            raise ValueError("not a table: a pond too long")
        return cls(discards, riichi)

    def _index_in_pond(self, place: int) -> int:
        seat = self.discards[place][0]
        return sum(1 for s, _ in self.discards[:place] if s == seat)

    def _without(self, place: int) -> TableState:
        discards = self.discards[:place] + self.discards[place + 1 :]
        riichi = tuple((s, p - (p > place)) for s, p in self.riichi if p != place)
        return TableState(discards, riichi)


def _pair(value: object, first: Sequence[int], second: Sequence[int]) -> tuple[int, int]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        or value[0] not in first
        or value[1] not in second
    ):
        raise ValueError(f"not a table: {value!r}")
    return (value[0], value[1])
