"""The table as the code computed it before the table engine (``mjtrainer.game.engine``), kept
verbatim as the reference of the engine's property test: the readers' ``RoundBuilder`` (its
checks) and the replay's ``_play`` (its bookkeeping), renamed ``reference_tables``. Only the
rules changed type: the builder takes the core's ``Rules`` (its shapes and red fives).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from mjtrainer.core import Hand, Rules, is_complete
from mjtrainer.core.kinds import CODE_NAMES, GROUP_OF, NUM_KINDS, is_red, kind_of
from mjtrainer.game.errors import GameError
from mjtrainer.game.record import (
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
    End,
    Event,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    Win,
    sorted_tiles,
)
from mjtrainer.game.replay import MeldType, PondTile, Table, TableMeld

LIVE_WALL = 70
RIICHI_DEPOSIT = 1000


def round_name(wind: int, number: int) -> str:
    return f"{'ESWN'[wind % 4]}{number}"


class RoundBuilder:
    """Builds one round from its events, simulating every hand and refusing anything impossible.

    ``turn`` and ``expecting`` (``"draw"`` or ``"discard"``) tell whose move comes next;
    ``last_discard`` is the ``(seat, tile)`` that may still be called or won on.
    """

    def __init__(
        self,
        rules: Rules,
        *,
        wind: int,
        number: int,
        honba: int,
        riichi_sticks: int,
        dealer: int,
        scores: tuple[int, int, int, int],
        hands: list[list[int]],
        dora_indicator: int,
    ) -> None:
        self.rules = rules
        self._shapes = rules  # the shapes a winning hand may have
        self.name = round_name(wind, number)
        self._start = (wind, number, honba, riichi_sticks, dealer, scores)
        self._kinds = [0] * NUM_KINDS
        self._reds: set[int] = set()
        self.events: list[Event] = []
        self.ends: list[End] = []
        if not 0 <= dealer < 4:
            raise GameError("seat-range", seat=dealer, last=3, round=self.name)
        if len(hands) != 4:
            raise GameError("bad-field", field="hands", value=len(hands), expected="four hands")
        self.concealed: list[Counter[int]] = []
        for seat, hand in enumerate(hands):
            if len(hand) != 13:
                raise GameError("hand-size", seat=seat, count=len(hand), round=self.name)
            for tile in hand:
                self._see(tile)
            self.concealed.append(Counter(hand))
        self._hands = tuple(sorted_tiles(h) for h in hands)
        self._see(dora_indicator)
        self._dora = dora_indicator
        self._doras = 1
        self._ura_seen: set[tuple[int, ...]] = set()
        self.pons: list[dict[int, tuple[int, ...]]] = [{} for _ in range(4)]  # kind → its tiles
        self.open = [False] * 4
        self.riichi = [False] * 4
        self._pending_riichi: int | None = None
        self.turn = dealer
        self.expecting = "draw"
        self.last_discard: tuple[int, int] | None = None
        self._kong_tile: tuple[int, int] | None = None  # (seat, tile) open to a robbing win
        self._drawn: tuple[int, int] | None = None  # (seat, tile) just drawn, not yet discarded
        self.wall = LIVE_WALL

    @property
    def drawn(self) -> int | None:
        """The tile the seat to move just drew (None after a call)."""
        return self._drawn[1] if self._drawn and self.expecting == "discard" else None

    # --- helpers ------------------------------------------------------------------------------

    def fail(self, code: str, **params: Any) -> GameError:
        """A :class:`GameError` placed at this round and the next event."""
        return GameError(code, round=self.name, event=len(self.events) + 1, **params)

    def _see(self, tile: int) -> None:
        """Count one tile coming out of the wall (a deal, a draw, an indicator)."""
        if not isinstance(tile, int) or not 0 <= tile < NUM_KINDS + 3:
            raise self.fail("unknown-tile", text=repr(tile))
        kind = kind_of(tile)
        if is_red(tile):
            if not self.rules.red_fives:
                raise self.fail("red-not-used", tile=tile)
            if tile in self._reds:
                raise self.fail("second-red", tile=tile)
            self._reds.add(tile)
        self._kinds[kind] += 1
        if self._kinds[kind] > 4:
            raise self.fail("fifth-copy", tile=kind)

    def _seat(self, seat: int) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            raise self.fail("seat-range", seat=seat, last=3)

    def _take(self, seat: int, tiles: tuple[int, ...], action: str) -> None:
        held = self.concealed[seat]
        need = Counter(tiles)
        for tile, n in need.items():
            if held[tile] < n:
                raise self.fail("not-held", seat=seat, action=action, tile=tile)
        held.subtract(need)
        for tile in need:
            if not held[tile]:
                del held[tile]

    def _expect(self, seat: int, what: str, action: str) -> None:
        if self.expecting != what or seat != self.turn:
            raise self.fail(
                "out-of-turn",
                seat=seat,
                action=action,
                expected=self.turn,
                expected_action=self.expecting,
            )

    # --- events -------------------------------------------------------------------------------

    def apply(self, event: Event) -> None:
        """Play one event on the table, or raise a :class:`GameError` saying why it cannot be."""
        if self.ends:
            raise self.fail("bad-end", detail="before its last event")
        if self._pending_riichi is not None and not (
            isinstance(event, Discard) and event.seat == self._pending_riichi
        ):
            raise self.fail("riichi-no-discard", seat=self._pending_riichi)
        match event:
            case Draw(seat, tile):
                self._seat(seat)
                self._expect(seat, "draw", "draws")
                if self.wall <= 0:
                    raise self.fail("wall-empty", seat=seat)
                self._see(tile)
                self.wall -= 1
                self.concealed[seat][tile] += 1
                self._drawn = (seat, tile)
                self.last_discard = None
                self._kong_tile = None
                self.expecting = "discard"
            case Discard(seat, tile, tsumogiri):
                self._seat(seat)
                self._expect(seat, "discard", "discards")
                if tsumogiri and self._drawn != (seat, tile):
                    drawn = self._drawn[1] if self._drawn and self._drawn[0] == seat else None
                    raise self.fail("tsumogiri", seat=seat, tile=tile, drawn=drawn)
                self._take(seat, (tile,), "discards")
                if self._pending_riichi == seat:
                    self.riichi[seat] = True
                    self._pending_riichi = None
                self.last_discard = (seat, tile)
                self._drawn = None
                self.turn = (seat + 1) % 4
                self.expecting = "draw"
            case Riichi(seat):
                self._seat(seat)
                self._expect(seat, "discard", "declares riichi")
                if self.open[seat]:
                    raise self.fail("riichi-open", seat=seat)
                if self.riichi[seat]:
                    raise self.fail("riichi-twice", seat=seat)
                self._pending_riichi = seat
            case (
                Chi(seat, from_seat, tile, tiles)
                | Pon(seat, from_seat, tile, tiles)
                | OpenKong(seat, from_seat, tile, tiles)
            ):
                self._call(event, seat, from_seat, tile, tuple(tiles))
            case AddedKong(seat, tile):
                self._seat(seat)
                self._expect(seat, "discard", "adds a kong")
                pon = self.pons[seat].pop(kind_of(tile), None)
                if pon is None:
                    raise self.fail("no-pon", seat=seat, tile=tile)
                self._take(seat, (tile,), "adds to a kong")
                self._kong(seat, tile)
            case ConcealedKong(seat, tiles):
                self._seat(seat)
                self._expect(seat, "discard", "declares a concealed kong")
                if len(tiles) != 4 or len({kind_of(t) for t in tiles}) != 1:
                    raise self.fail("bad-meld", seat=seat, tiles=tuple(tiles), meld="kong")
                self._take(seat, tuple(tiles), "declares a concealed kong of")
                self._kong(seat, tiles[0])
            case NewDora(indicator):
                if self._doras >= 5:
                    raise self.fail("too-many-doras", count=self._doras + 1)
                self._see(indicator)
                self._doras += 1
            case _:
                raise self.fail("unknown-event", name=type(event).__name__)
        self.events.append(_in_order(event))

    def _kong(self, seat: int, tile: int) -> None:
        self._kong_tile = (seat, tile)
        self._drawn = None
        self.expecting = "draw"  # the replacement tile

    def _call(
        self, event: Event, seat: int, from_seat: int, tile: int, tiles: tuple[int, ...]
    ) -> None:
        self._seat(seat)
        self._seat(from_seat)
        if self.expecting != "draw" or self.last_discard is None:
            raise self.fail("no-discard", seat=seat, tile=tile, detail="nothing was just discarded")
        if self.last_discard != (from_seat, tile) or from_seat == seat:
            s, t = self.last_discard
            raise self.fail(
                "no-discard", seat=seat, tile=tile, detail=f"seat {s} just discarded {_name(t)}"
            )
        kinds = sorted(kind_of(t) for t in (tile, *tiles))
        if isinstance(event, Chi):
            ok = (
                len(tiles) == 2
                and seat == (from_seat + 1) % 4
                and kinds[0] < 27
                and GROUP_OF[kinds[0]] == GROUP_OF[kinds[2]]
                and kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
            )
            if not ok:
                raise self.fail("bad-chi", seat=seat, tile=tile, tiles=tiles)
        else:
            size = 2 if isinstance(event, Pon) else 3
            if len(tiles) != size or len(set(kinds)) != 1:
                meld = "pon" if size == 2 else "kong"
                raise self.fail("bad-meld", seat=seat, tiles=(tile, *tiles), meld=meld)
        self._take(seat, tiles, "calls with")
        self.open[seat] = True
        self.last_discard = None
        self.turn = seat
        if isinstance(event, Pon):
            self.pons[seat][kind_of(tile)] = (tile, *tiles)
        if isinstance(event, OpenKong):
            self._kong(seat, tile)
        else:
            self.expecting = "discard"
            self._drawn = None

    # --- ends ---------------------------------------------------------------------------------

    def win(
        self,
        winner: int,
        from_seat: int,
        deltas: tuple[int, int, int, int],
        *,
        han: int | None = None,
        fu: int | None = None,
        points: int | None = None,
        yaku: tuple[tuple[str, int], ...] | None = None,
        ura_dora_indicators: tuple[int, ...] = (),
        win_tile: int | None = None,
        hand: tuple[int, ...] | None = None,
    ) -> Win:
        """End the round (or add to its ends, for a double ron) with a win; ``win_tile`` and
        ``hand``, where the log gives them, must agree with the play."""
        self._seat(winner)
        self._seat(from_seat)
        if self._pending_riichi is not None:
            raise self.fail("riichi-no-discard", seat=self._pending_riichi)
        if any(isinstance(e, DrawEnd) for e in self.ends):
            raise self.fail("bad-end", detail="in a draw and a win")
        if from_seat == winner:
            if self.expecting != "discard" or self.turn != winner or self._drawn is None:
                raise self.fail(
                    "bad-win", seat=winner, tile=win_tile, detail="it did not just draw"
                )
            tile = self._drawn[1]
            held = Counter(self.concealed[winner])
            held[tile] -= 1
        else:
            source = self.last_discard if self.expecting == "draw" else None
            if self._kong_tile is not None and self.expecting == "draw":
                source = self._kong_tile
            if source is None or source[0] != from_seat:
                raise self.fail(
                    "bad-win", seat=winner, tile=win_tile, detail=f"seat {from_seat} gave no tile"
                )
            tile = source[1]
            held = Counter(self.concealed[winner])
        if win_tile is not None and win_tile != tile:
            raise self.fail(
                "bad-win", seat=winner, tile=win_tile, detail=f"the tile was {_name(tile)}"
            )
        concealed = sorted_tiles(list(held.elements()))
        if len(concealed) % 3 != 1:
            raise self.fail("bad-win", seat=winner, tile=tile, detail="its hand has the wrong size")
        if hand is not None:
            given = sorted_tiles(list(hand))
            if given != concealed and given != sorted_tiles([*concealed, tile]):
                raise self.fail("hand-mismatch", seat=winner, given=given, held=concealed)
        # The concealed part and the winning tile must make sets and a pair (the declared
        # melds are sets already); with no meld, seven pairs and thirteen orphans count too.
        whole = Hand.from_tiles([*(kind_of(t) for t in concealed), kind_of(tile)])
        if not is_complete(whole, self._shapes):
            raise self.fail("not-complete", seat=winner, tile=tile, held=concealed)
        if not self.riichi[winner]:
            ura_dora_indicators = ()
        ura = tuple(ura_dora_indicators)
        if ura and ura not in self._ura_seen:
            for t in ura:
                self._see(t)
            self._ura_seen.add(ura)
        if (
            yaku is not None
        ):  # "裏ドラ(0飜)": Tenhou's XML and Mahjong Soul's exports list it, its JSON not
            yaku = tuple((name, h) for name, h in yaku if h > 0)
        done = Win(winner, from_seat, concealed, tile, deltas, han, fu, points, yaku, ura)
        self.ends.append(done)
        return done

    def draw_end(
        self, kind: DrawKind, deltas: tuple[int, int, int, int], tenpai: tuple[int, ...] | None
    ) -> DrawEnd:
        """End the round in a draw. An exhaustive draw needs the wall used up; its ready seats,
        when the log does not list them, are the seats its deltas pay."""
        if self.ends:
            raise self.fail("bad-end", detail="twice")
        if kind in (DrawKind.EXHAUSTIVE, DrawKind.NAGASHI_MANGAN):
            if self.wall or self.expecting != "draw":
                raise self.fail(
                    "bad-end", detail=f"in an exhaustive draw with {self.wall} tiles in the wall"
                )
            if kind is DrawKind.EXHAUSTIVE and tenpai is None and any(deltas):
                tenpai = tuple(s for s in range(4) if deltas[s] > 0)
        if tenpai is not None:
            tenpai = tuple(sorted(set(tenpai)))
        done = DrawEnd(kind, deltas, tenpai)
        self.ends.append(done)
        return done

    def finish(self) -> Round:
        """The round, once it has ended."""
        if not self.ends:
            raise self.fail("truncated")
        wind, number, honba, sticks, dealer, scores = self._start
        return Round(
            wind,
            number,
            honba,
            sticks,
            dealer,
            scores,
            self._hands,
            self._dora,
            tuple(self.events),
            tuple(self.ends),
        )


def _in_order(event: Event) -> Event:
    """The event with a meld's tiles from hand in hand order (a plain five before the red
    one), so the same call reads the same from every format."""
    match event:
        case Chi(seat, source, tile, (a, b)):
            x, y = sorted_tiles((a, b))
            return Chi(seat, source, tile, (x, y))
        case Pon(seat, source, tile, (a, b)):
            x, y = sorted_tiles((a, b))
            return Pon(seat, source, tile, (x, y))
        case OpenKong(seat, source, tile, (a, b, c)):
            x, y, z = sorted_tiles((a, b, c))
            return OpenKong(seat, source, tile, (x, y, z))
        case ConcealedKong(seat, (a, b, c, d)):
            w, x, y, z = sorted_tiles((a, b, c, d))
            return ConcealedKong(seat, (w, x, y, z))
    return event


def _name(tile: int) -> str:
    return CODE_NAMES[tile] if 0 <= tile < len(CODE_NAMES) else repr(tile)


def reference_tables(rnd: Round) -> tuple[Table, ...]:
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
            (0, 0, 0, 0),  # no kita: the reference is four-player
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
