"""The table the learner builds by clicking: the three opponents' ponds, in the order the tiles
were added, with a riichi mark on one tile of a pond, and their declared melds (pungs, chows,
kongs: visible tiles for the kabe and the honours' copies). A plain frozen value (no Qt), kept
in the trainer's undo snapshots and saved with the hand.

Tiles are tile codes (:mod:`mjtrainer.core.kinds`): a red five placed on the table (``0m``,
``0p``, ``0s``, where the rules have red fives) stays red there and in the saved text, and
counts as its suit's five for the copies left and the danger (the defence table takes codes).
Each red five on the table is a seen red five for the trainer controller, which keeps one of
each suit at most across the hand and the table.

The order of the clicks is the order of play: a tile added after a riichi's declaration tile,
to any pond, was discarded after it and counts as passed (genbutsu) for that riichi. That is
what :meth:`TableState.to_table` gives the defence room's one builder of its table
(:meth:`~mjtrainer.defence.Table.from_view`, the review's too) as each riichi's pond lengths.

An open meld names the seat it was called from, and its called tile stays in that seat's pond
marked as called (as Tenhou shows it): counted once, in the meld, among the visible copies,
and still in the order of play, so a tile called after a riichi is still passed for it. The
learner's own discards are not built here, but a tile called from the learner is kept as a
seat-0 discard for the same reasons. A concealed kong is called from nobody and keeps the
hand closed (its owner may be in riichi).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...core import NUM_KINDS, Hand, HandError, Meld, MeldKind, Rules
from ...core.kinds import NUM_CODES, is_red, kind_of
from ...defence import Pond, Table

#: The opponents, by seat: 1 on the right (shimocha), 2 across (toimen), 3 on the left.
OPPONENTS = (1, 2, 3)
#: The most tiles one pond holds in a hand of 18 draws (and a few calls' worth of room).
POND_LIMIT = 24
#: The most melds one opponent declares.
MELD_LIMIT = 4
#: The melds an opponent can be shown with.
OPPONENT_MELDS = (MeldKind.PUNG, MeldKind.CHOW, MeldKind.KONG, MeldKind.CONCEALED_KONG)
#: The seats a called tile can come from: the opponents and the learner (seat 0).
SEATS = (0, *OPPONENTS)
#: The opponents at a table of three: right and left (nobody sits across).
_TWO_OPPONENTS = (1, 3)


def opponents(rules: Rules) -> tuple[int, ...]:
    """The opponents' seats at a table of ``rules``: right, across and left, or with three
    players right and left."""
    return _TWO_OPPONENTS if rules.seats == len(_TWO_OPPONENTS) + 1 else OPPONENTS


def sources(seat: int, kind: MeldKind) -> tuple[int, ...]:
    """The seats ``seat`` can have called a meld of ``kind`` from: a chow only from the
    player before it, a pung or a kong from any other seat, a concealed kong from none."""
    if kind is MeldKind.CONCEALED_KONG:
        return ()
    if kind is MeldKind.CHOW:
        return ((seat - 1) % 4,)
    return tuple(s for s in SEATS if s != seat)


@dataclass(frozen=True, slots=True)
class TableState:
    """Every discard in the order added (``(seat, code)`` pairs: the opponents', and the
    learner's that were called) and, for each riichi, the place in that order of its
    declaration tile (``(seat, place)`` pairs), every opponent's meld in the order declared
    (``(seat, meld)`` pairs), and for each called meld the discard it took (``(meld place,
    discard place)`` pairs)."""

    discards: tuple[tuple[int, int], ...] = ()
    riichi: tuple[tuple[int, int], ...] = ()
    melds: tuple[tuple[int, Meld], ...] = ()
    calls: tuple[tuple[int, int], ...] = ()

    def pond(self, seat: int) -> tuple[int, ...]:
        """The tiles (codes: a red five as 34–36) in ``seat``'s pond, in order (the called
        ones too)."""
        return tuple(t for s, t in self.discards if s == seat)

    def called(self, seat: int) -> tuple[bool, ...]:
        """For each tile of ``seat``'s pond, whether another seat called it."""
        taken = {d for _, d in self.calls}
        return tuple(i in taken for i, (s, _) in enumerate(self.discards) if s == seat)

    def called_from(self, seat: int) -> tuple[int | None, ...]:
        """For each of ``seat``'s melds, the seat its tile was called from (None: a
        concealed kong, or a meld that names no pond)."""
        source = {m: self.discards[d][0] for m, d in self.calls}
        return tuple(source.get(i) for i, (s, _) in enumerate(self.melds) if s == seat)

    def riichi_index(self, seat: int) -> int | None:
        """The position in ``seat``'s pond of its declaration tile, or None."""
        for s, place in self.riichi:
            if s == seat:
                return self._index_in_pond(place)
        return None

    def passed(self, seat: int) -> tuple[bool, ...]:
        """For each tile of ``seat``'s pond, whether it came after another seat's riichi (it
        is then genbutsu for that riichi, called or not)."""
        marks = [place for s, place in self.riichi if s != seat]
        return tuple(
            any(i > m for m in marks) for i, (s, _) in enumerate(self.discards) if s == seat
        )

    def melds_of(self, seat: int) -> tuple[Meld, ...]:
        """``seat``'s melds, in the order declared."""
        return tuple(m for s, m in self.melds if s == seat)

    def counts(self) -> tuple[int, ...]:
        """Copies of each of the 34 kinds in view on the table: the ponds' tiles (a called one
        only in its meld) and the opponents' melds (a red five counts as its five)."""
        out = [0] * NUM_KINDS
        taken = {d for _, d in self.calls}
        for i, (_, t) in enumerate(self.discards):
            if i not in taken:
                out[kind_of(t)] += 1
        for _, m in self.melds:
            for t in m.tiles:
                out[t] += 1
        return tuple(out)

    def reds(self) -> tuple[int, ...]:
        """The kinds (4, 13, 22) of the red fives in the ponds and the opponents' melds, once
        for each red five (a kind twice is a second red five of its suit; a called red five
        is the one in its meld)."""
        taken = {d for _, d in self.calls}
        out = [kind_of(t) for i, (_, t) in enumerate(self.discards) if is_red(t) and i not in taken]
        out += [m.five for _, m in self.melds if m.red and m.five is not None]
        return tuple(sorted(out))

    @property
    def has_threat(self) -> bool:
        """Whether an opponent is a threat in the round EV's race: in riichi or with a meld."""
        return bool(self.riichi or self.melds)

    def add(self, seat: int, tile: int) -> TableState:
        """``tile`` discarded by ``seat`` now (after everything already on the table)."""
        return replace(self, discards=(*self.discards, (seat, tile)))

    def add_meld(
        self, seat: int, meld: Meld, source: int | None = None, tile: int = -1
    ) -> TableState:
        """``meld`` declared by ``seat``; with a ``source`` seat, its tile ``tile`` (a kind
        of the meld; the meld's own kind when left out) called from that seat's pond: the
        pond's last tile when it is that kind and not yet called, else a discard of it added
        now."""
        state = replace(self, melds=(*self.melds, (seat, meld)))
        if source is None:
            return state
        kind = meld.tile if tile < 0 else kind_of(tile)
        places = [i for i, (s, _) in enumerate(self.discards) if s == source]
        taken = {d for _, d in self.calls}
        last = self.discards[places[-1]][1] if places else -1
        if places and kind_of(last) == kind and places[-1] not in taken:
            place = places[-1]
            if is_red(last) and not meld.red:  # the red five called is the meld's now
                melds = (*self.melds, (seat, Meld(meld.tile, meld.kind, red=True)))
                state = replace(state, melds=melds)
        else:
            # the called tile as the meld holds it: its red five when the meld has one
            code = next((c for c in meld.codes if kind_of(c) == kind and is_red(c)), kind)
            state = replace(state, discards=(*state.discards, (source, code)))
            place = len(state.discards) - 1
        return replace(state, calls=tuple(sorted((*state.calls, (len(self.melds), place)))))

    def remove_meld(self, seat: int, index: int) -> TableState:
        """``seat``'s meld ``index`` taken away (the table itself when it has none there);
        the tile it called stays in its pond, no longer marked."""
        places = [i for i, (s, _) in enumerate(self.melds) if s == seat]
        if not 0 <= index < len(places):
            return self
        return self._without_meld(places[index])

    def remove_last(self, seat: int) -> TableState:
        """``seat``'s last discard taken back (its riichi mark too, if it was on it; a meld
        that called it keeps its tiles)."""
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
            return replace(self, riichi=others)
        return replace(self, riichi=tuple(sorted((*others, (seat, place)))))

    def fit(self, seen: Sequence[int], red: Sequence[int] | None = None) -> TableState:
        """This table less the pond tiles and melds ``seen`` no longer holds (the newest
        uncalled pond tile goes first, then the newest meld with the tile): ponds and melds
        are seen tiles, and a seen tile taken away leaves the table too. With ``red`` (the
        kinds of the seen red fives), a red five of a kind not among them goes first, and one
        that stays on the table turns plain: the seen red five taken away was that one."""
        reds = None if red is None else set(red)
        state = self
        for kind in range(NUM_KINDS):
            while state.counts()[kind] > seen[kind]:
                taken = {d for _, d in state.calls}
                places = [
                    i
                    for i, (_, t) in enumerate(state.discards)
                    if kind_of(t) == kind and i not in taken
                ]
                lost = [i for i in places if reds is not None and kind not in reds]
                lost = [i for i in lost if is_red(state.discards[i][1])]
                if places:
                    state = state._without((lost or places)[-1])
                    continue
                last = max(i for i, (_, m) in enumerate(state.melds) if kind in m.tiles)
                state = state._without_meld(last)
        if reds is None:
            return state
        discards = tuple(
            (s, kind_of(t) if is_red(t) and kind_of(t) not in reds else t)
            for s, t in state.discards
        )
        melds = tuple(
            (s, Meld(m.tile, m.kind) if m.red and m.five not in reds else m) for s, m in state.melds
        )
        if discards == state.discards and melds == state.melds:
            return state
        return replace(state, discards=discards, melds=melds)

    def to_table(self, hand: Hand, dora: Sequence[int] = (), rules: Rules | None = None) -> Table:
        """The defence table seat 0 sees with ``hand`` (its concealed tiles and its melds)
        and the dora indicators, at a table of ``rules``' seats (with three, the opponents
        on the right and the left are the table's seats 1 and 2, and nobody sits across);
        a :class:`~mjtrainer.defence.DefenceError` if impossible."""
        playing = SEATS if rules is None else (0, *opponents(rules))
        ponds = []
        for seat in playing:
            if seat == 0:
                melds = tuple(m.codes for m in hand.melds)
                if not melds and not self.pond(0):
                    continue
            else:
                melds = tuple(m.codes for m in self.melds_of(seat))
            called = tuple(i for i, c in enumerate(self.called(seat)) if c)
            at = playing.index(seat)
            ponds.append(Pond(at, self.pond(seat), self.riichi_index(seat), melds, (), called))
        declarations = tuple(
            (
                playing.index(r),
                tuple(sum(1 for s, _ in self.discards[: place + 1] if s == p) for p in playing),
            )
            for r, place in self.riichi
            if r in playing
        )
        return Table.from_view(0, hand.codes(), ponds, declarations, dora, seats=len(playing))

    def to_text(self) -> str:
        """The table as JSON text (what :meth:`from_text` reads); "" for an empty table."""
        if not self.discards and not self.melds:
            return ""
        data: dict[str, list[list[int | str]]] = {
            "discards": [list(d) for d in self.discards],
            "riichi": [list(r) for r in self.riichi],
        }
        if self.melds:
            data["melds"] = [
                [s, m.kind.value, m.tile, *([True] if m.red else [])] for s, m in self.melds
            ]
        if self.calls:
            data["calls"] = [list(c) for c in self.calls]
        return json.dumps(data)

    @classmethod
    def from_text(cls, text: str) -> TableState:
        """A table from :meth:`to_text`; a ``ValueError`` for anything else."""
        if not text:
            return cls()
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:
            raise ValueError(f"not a table: {e}") from None
        if not isinstance(data, dict) or set(data) - {"discards", "riichi", "melds", "calls"}:
            raise ValueError("not a table")
        discards = tuple(_pair(d, SEATS, range(NUM_CODES)) for d in _items(data, "discards"))
        places = range(len(discards))
        riichi = tuple(sorted(_pair(r, OPPONENTS, places) for r in _items(data, "riichi")))
        off = any(discards[p][0] != s for s, p in riichi)
        if off or len({s for s, _ in riichi}) != len(riichi):
            raise ValueError("not a table: a riichi mark off its pond")
        if any(len([d for d in discards if d[0] == s]) > POND_LIMIT for s in SEATS):
            raise ValueError("not a table: a pond too long")
        melds = tuple(_meld(m) for m in _items(data, "melds"))
        if any(len([m for m in melds if m[0] == s]) > MELD_LIMIT for s in OPPONENTS):
            raise ValueError("not a table: too many melds")
        calls = tuple(sorted(_pair(c, range(len(melds)), places) for c in _items(data, "calls")))
        for m, d in calls:
            (seat, meld), (source, kind) = melds[m], discards[d]
            if source not in sources(seat, meld.kind) or kind_of(kind) not in meld.tiles:
                raise ValueError(f"not a table: a call {[m, d]!r} its meld cannot make")
        if len({m for m, _ in calls}) != len(calls) or len({d for _, d in calls}) != len(calls):
            raise ValueError("not a table: a meld or a discard called twice")
        taken = {d for _, d in calls}
        if any(s == 0 and i not in taken for i, (s, _) in enumerate(discards)):
            raise ValueError("not a table: the learner's discard is kept only when called")
        table = cls(discards, riichi, melds, calls)
        if len(set(table.reds())) != len(table.reds()):
            raise ValueError("not a table: a second red five")
        return table

    def _index_in_pond(self, place: int) -> int:
        seat = self.discards[place][0]
        return sum(1 for s, _ in self.discards[:place] if s == seat)

    def _without(self, place: int) -> TableState:
        discards = self.discards[:place] + self.discards[place + 1 :]
        riichi = tuple((s, p - (p > place)) for s, p in self.riichi if p != place)
        calls = tuple((m, d - (d > place)) for m, d in self.calls if d != place)
        return replace(self, discards=discards, riichi=riichi, calls=calls)

    def _without_meld(self, place: int) -> TableState:
        melds = self.melds[:place] + self.melds[place + 1 :]
        calls = tuple((m - (m > place), d) for m, d in self.calls if m != place)
        state = replace(self, melds=melds, calls=calls)
        # a tile called from the learner has no pond to go back to: it leaves with its meld
        gone = [d for m, d in self.calls if m == place and self.discards[d][0] == 0]
        return state._without(gone[0]) if gone else state


def _items(data: dict[str, object], name: str) -> list[object]:
    value = data.get(name, [])
    if not isinstance(value, list):
        raise ValueError(f"not a table: {name} is not a list")
    return value


def _meld(value: object) -> tuple[int, Meld]:
    kinds = {k.value: k for k in OPPONENT_MELDS}
    if (
        not isinstance(value, list)
        or len(value) not in (3, 4)
        or (len(value) == 4 and value[3] is not True)
        or value[0] not in OPPONENTS
        or isinstance(value[0], bool)
        or not isinstance(value[1], str)
        or value[1] not in kinds
        or not isinstance(value[2], int)
        or isinstance(value[2], bool)
    ):
        raise ValueError(f"not a table: {value!r}")
    try:
        return (value[0], Meld(value[2], kinds[value[1]], red=len(value) == 4))
    except HandError:
        raise ValueError(f"not a table: {value!r}") from None


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
