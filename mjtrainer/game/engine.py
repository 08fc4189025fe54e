"""The table engine: a round's table as one frozen value, fed by events (DESIGN.md "Games").

:class:`TableState` is the whole table at one moment: every hand as held (the tile just drawn
included), whose move it is and what is expected of it, the melds, the ponds (tsumogiri, the
riichi tile and called tiles marked), the dora indicators, the scores and riichi sticks (a
declaration's deposit taken once it stands), the live wall, who is in riichi since when, and
what a check needs (the riichi declared but not yet down, the discard and the kong tile that may
still be won on, the tiles that came out of the wall for the fifth-copy and red-five checks).

:func:`deal` starts a round; :func:`step` plays one event on a state and gives the next, or
refuses an impossible event with a :class:`~.errors.GameError` that names the round and the
event; :func:`win` and :func:`end_in_draw` end the round. The readers validate through it
(:class:`~.table.RoundBuilder` is a fold of :func:`step`), a replay is the sequence of its
states, and the practice deal and the defence quiz's simulated games step it. Seats, the live
wall, the turn order and the red fives are the rule set's (``rules.seats``, ``rules.live_wall``,
``rules.seat_after``, ``rules.red_fives``).

The model is Mortal's ``PlayerState`` and riichienv's ``GameState.apply_log_action``: one state
fed by events, used to validate, to replay and to build what a seat sees.

>>> state = deal(rules, wind=0, number=1, dealer=0, scores=scores, hands=hands,
...              dora_indicator=27)                                      # doctest: +SKIP
>>> state = step(state, Draw(0, 4))                                      # doctest: +SKIP
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..core import Hand, Meld, MeldKind, Rules, is_complete
from ..core.kinds import CODE_NAMES, GROUP_OF, NUM_CODES, NUM_KINDS, SUITS, is_red, kind_of
from ..core.kinds import WINDS as HONOR_WINDS
from ..core.rules import COPIES, DEALT, NORTH, in_play
from ..words.marks import QT_TRANSLATE_NOOP
from .errors import Action, Detail, GameError, MeldWord, said
from .record import (
    WINDS,
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
    End,
    Event,
    Kita,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    Win,
    sort_key,
    sorted_tiles,
)

#: What a riichi declaration puts on the table.
RIICHI_DEPOSIT = 1000
#: Dora indicators a round can show at most (the first and one a kong, four kongs at most).
MAX_DORAS = 5
#: The first honour kind: a chi is of number tiles only.
FIRST_HONOUR = 27


class Expect(StrEnum):
    """What the seat to move does next."""

    DRAW = QT_TRANSLATE_NOOP("GameError", "draw")
    DISCARD = QT_TRANSLATE_NOOP("GameError", "discard")


class MeldType(StrEnum):
    """How a meld on the table was made."""

    CHI = "chi"
    PON = "pon"
    OPEN_KONG = "open-kong"  # 大明槓
    ADDED_KONG = "added-kong"  # 加槓: a pon with its fourth tile added
    CONCEALED_KONG = "concealed-kong"  # 暗槓


_CORE_KIND = {
    MeldType.CHI: MeldKind.CHOW,
    MeldType.PON: MeldKind.PUNG,
    MeldType.OPEN_KONG: MeldKind.KONG,
    MeldType.ADDED_KONG: MeldKind.KONG,
    MeldType.CONCEALED_KONG: MeldKind.CONCEALED_KONG,
}


def codes_text(codes: tuple[int, ...] | list[int]) -> str:
    """Game tile codes as mpsz text, sorted, red fives as ``0`` (``"340m55p"``): the one
    formatter of a game's tiles (the core's notation does not know red fives)."""
    out = []
    tiles = sorted(codes, key=sort_key)
    for group, letter in enumerate(SUITS):
        digits = "".join(CODE_NAMES[t][0] for t in tiles if GROUP_OF[kind_of(t)] == group)
        if digits:
            out.append(digits + letter)
    return "".join(out)


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table: its tiles (codes, sorted), who gave the called tile and which
    tile it was (None for a concealed kong)."""

    type: MeldType
    tiles: tuple[int, ...]
    from_seat: int | None = None
    called: int | None = None

    def core_meld(self) -> Meld:
        """The core's :class:`~mjtrainer.core.Meld`, red when one of its tiles is a red five
        (shape reads it as a five; the scorer counts it as aka dora)."""
        red = any(is_red(t) for t in self.tiles)
        return Meld(min(kind_of(t) for t in self.tiles), _CORE_KIND[self.type], red)

    def __str__(self) -> str:
        text = codes_text(self.tiles)
        return f"({text})" if self.type is MeldType.CONCEALED_KONG else f"[{text}]"


@dataclass(frozen=True, slots=True)
class PondTile:
    """One discard in a pond: the tile (code), whether it was the tile just drawn
    (tsumogiri), whether it declared riichi, and whether another seat called it (it then
    lies in that seat's meld and is counted there, not here)."""

    tile: int
    tsumogiri: bool
    riichi: bool = False
    called: bool = False


def round_name(wind: int, number: int) -> str:
    """``E1`` … ``N4`` from a wind 0–3 and a number 1–4."""
    return f"{WINDS[wind % len(WINDS)]}{number}"


def seen_counts(
    seat: int,
    ponds: Sequence[Sequence[PondTile]],
    melds: Sequence[Sequence[TableMeld]],
    dora_indicators: Sequence[int],
    kita: Sequence[int] = (),
) -> tuple[int, ...]:
    """34 counts of the tiles ``seat`` sees face up outside its own hand: every pond (a called
    tile once, in its meld), the other seats' melds, the dora indicators and every seat's
    norths set aside (``kita``, a count a seat; its own too: they left its hand)."""
    counts = [0] * NUM_KINDS
    counts[NORTH] += sum(kita)
    for pond in ponds:
        for p in pond:
            if not p.called:
                counts[kind_of(p.tile)] += 1
    for other, seat_melds in enumerate(melds):
        if other != seat:
            for m in seat_melds:
                for t in m.tiles:
                    counts[kind_of(t)] += 1
    for t in dora_indicators:
        counts[kind_of(t)] += 1
    return tuple(counts)


@dataclass(frozen=True, slots=True)
class TableState:
    """The whole table of a round at one moment (see the module's note).

    ``hands`` are each seat's concealed tiles (codes, sorted; the tile just drawn included),
    ``drawn`` the tile the seat to move just drew (None after a call, a kong or a discard);
    ``to_move`` and ``expecting`` say whose move comes next and which. ``riichi`` gives, per
    seat, the place in its pond of its declaration tile (None: not in riichi), and
    ``kita`` counts each seat's norths set aside (three seats). ``riichi_since`` each
    declaration as it stands, in order: the seat and every pond's length
    when its declaration tile went down (the tiles after it are the riichi player's
    genbutsu). ``pending_riichi`` is a seat that declared and has not discarded yet;
    ``deposit`` a seat whose declaration tile is down, its deposit taken at the next event
    (nobody won on it). ``last_discard`` and ``kong_tile`` are the ``(seat, tile)`` that may
    still be called or won on (a kita's north counts as a kong tile: it may be robbed);
    ``out_of_wall`` counts by kind every tile that came out of the
    wall (deals, draws, indicators), ``reds`` the red fives among them. ``events`` counts the
    events played (errors name the next one), ``ends`` the round's ends so far; ``round`` is
    the round's name, ``wind`` its wind (0–3, East … North) and ``dealer`` its dealer.
    """

    rules: Rules
    round: str
    wind: int
    dealer: int
    events: int
    hands: tuple[tuple[int, ...], ...]
    drawn: int | None
    to_move: int
    expecting: Expect
    melds: tuple[tuple[TableMeld, ...], ...]
    ponds: tuple[tuple[PondTile, ...], ...]
    dora_indicators: tuple[int, ...]
    scores: tuple[int, ...]
    riichi_sticks: int
    wall: int
    riichi: tuple[int | None, ...]
    kita: tuple[int, ...]
    riichi_since: tuple[tuple[int, tuple[int, ...]], ...]
    pending_riichi: int | None
    deposit: int | None
    last_discard: tuple[int, int] | None
    kong_tile: tuple[int, int] | None
    out_of_wall: tuple[int, ...]
    reds: frozenset[int]
    ura_seen: frozenset[tuple[int, ...]]
    ends: tuple[End, ...]

    def fail(self, code: str, **params: Any) -> GameError:
        """A :class:`GameError` placed at this round and the next event."""
        return GameError(code, round=self.round, event=self.events + 1, **params)

    def is_open(self, seat: int) -> bool:
        """Whether ``seat`` has called a tile (a concealed kong keeps a hand closed)."""
        return any(m.type is not MeldType.CONCEALED_KONG for m in self.melds[seat])

    def pons(self, seat: int) -> dict[int, tuple[int, ...]]:
        """``seat``'s pons (not yet made kongs): kind → the pon's tiles."""
        return {kind_of(m.tiles[0]): m.tiles for m in self.melds[seat] if m.type is MeldType.PON}

    def seen_by(self, seat: int) -> tuple[int, ...]:
        """34 counts of the tiles ``seat`` sees face up outside its own hand
        (:func:`seen_counts`)."""
        return seen_counts(seat, self.ponds, self.melds, self.dora_indicators, self.kita)

    def after_riichi(self, seat: int) -> tuple[tuple[int, int], ...]:
        """For each declaration of another seat, in order, ``(riichi seat, position)``: the
        tiles of ``seat``'s pond from that position on came after it."""
        return tuple((r, lengths[seat]) for r, lengths in self.riichi_since if r != seat)


# --- starting -------------------------------------------------------------------------------


def _see(rules: Rules, out: list[int], reds: set[int], tile: object, place: dict[str, Any]) -> None:
    """Count one tile coming out of the wall (a deal, a draw, an indicator), refusing a tile
    that is none, a red five the rules do not use or have once already, and a fifth copy."""
    if not isinstance(tile, int) or not 0 <= tile < NUM_CODES:
        raise GameError("unknown-tile", **place, text=repr(tile))
    kind = kind_of(tile)
    if not in_play(kind, rules.seats):
        raise GameError("not-in-play", **place, tile=kind, seats=rules.seats)
    if is_red(tile):
        if not rules.red_fives:
            raise GameError("red-not-used", **place, tile=tile)
        if tile in reds:
            raise GameError("second-red", **place, tile=tile)
        reds.add(tile)
    out[kind] += 1
    if out[kind] > COPIES:
        raise GameError("fifth-copy", **place, tile=kind)


def deal(
    rules: Rules,
    *,
    wind: int,
    number: int,
    dealer: int,
    scores: tuple[int, ...],
    hands: Sequence[Sequence[int]],
    dora_indicator: int,
    riichi_sticks: int = 0,
) -> TableState:
    """The table at the deal of round ``wind``/``number``: ``hands`` (13 codes a seat) dealt,
    the first dora indicator shown, the dealer to draw."""
    name = round_name(wind, number)
    if not 0 <= dealer < rules.seats:
        raise GameError("seat-range", seat=dealer, last=rules.seats - 1, round=name)
    if riichi_sticks < 0:
        raise GameError("negative-count", field="riichi_sticks", value=riichi_sticks, round=name)
    if len(hands) != rules.seats:
        raise GameError(
            "bad-field",
            field="hands",
            value=len(hands),
            expected=said(Detail.N_HANDS, n=rules.seats),
        )
    place = {"round": name, "event": 1}
    out = [0] * NUM_KINDS
    reds: set[int] = set()
    for seat, hand in enumerate(hands):
        if len(hand) != DEALT:
            raise GameError("hand-size", seat=seat, count=len(hand), round=name)
        for tile in hand:
            _see(rules, out, reds, tile, place)
    _see(rules, out, reds, dora_indicator, place)
    seats = rules.seat_order()
    return TableState(
        rules=rules,
        round=name,
        wind=wind,
        dealer=dealer,
        events=0,
        hands=tuple(sorted_tiles(list(h)) for h in hands),
        drawn=None,
        to_move=dealer,
        expecting=Expect.DRAW,
        melds=tuple(() for _ in seats),
        ponds=tuple(() for _ in seats),
        dora_indicators=(dora_indicator,),
        scores=tuple(scores),
        riichi_sticks=riichi_sticks,
        wall=rules.live_wall,
        riichi=tuple(None for _ in seats),
        kita=tuple(0 for _ in seats),
        riichi_since=(),
        pending_riichi=None,
        deposit=None,
        last_discard=None,
        kong_tile=None,
        out_of_wall=tuple(out),
        reds=frozenset(reds),
        ura_seen=frozenset(),
        ends=(),
    )


# --- playing --------------------------------------------------------------------------------


def deal_round(rules: Rules, rnd: Round) -> TableState:
    """The table at the deal of a recorded round (:func:`deal` with the round's start)."""
    return deal(
        rules,
        wind=rnd.wind,
        number=rnd.number,
        dealer=rnd.dealer,
        scores=rnd.scores,
        hands=rnd.hands,
        dora_indicator=rnd.dora_indicator,
        riichi_sticks=rnd.riichi_sticks,
    )


def play_round(rules: Rules, rnd: Round) -> tuple[TableState, ...]:
    """Every table of a recorded round: the deal, then the table after each event."""
    states = [deal_round(rules, rnd)]
    for event in rnd.events:
        states.append(step(states[-1], event))
    return tuple(states)


def step(state: TableState, event: Event) -> TableState:
    """The table after ``event``, or a :class:`GameError` saying why it cannot be played."""
    if state.ends:
        raise state.fail("bad-end", detail=said(Detail.BEFORE_LAST))
    if state.pending_riichi is not None and not (
        isinstance(event, Discard) and event.seat == state.pending_riichi
    ):
        raise state.fail("riichi-no-discard", seat=state.pending_riichi)
    if state.deposit is not None:  # nobody won on the declaration tile: the riichi stands
        scores = list(state.scores)
        scores[state.deposit] -= RIICHI_DEPOSIT
        state = replace(
            state, scores=tuple(scores), riichi_sticks=state.riichi_sticks + 1, deposit=None
        )
    match event:
        case Draw(seat, tile):
            changes = _draw(state, seat, tile)
        case Discard(seat, tile, tsumogiri):
            changes = _discard(state, seat, tile, tsumogiri)
        case Riichi(seat):
            changes = _riichi(state, seat)
        case Chi(seat, from_seat, tile, tiles):
            changes = _call(state, MeldType.CHI, seat, from_seat, tile, tuple(tiles))
        case Pon(seat, from_seat, tile, tiles):
            changes = _call(state, MeldType.PON, seat, from_seat, tile, tuple(tiles))
        case OpenKong(seat, from_seat, tile, tiles):
            changes = _call(state, MeldType.OPEN_KONG, seat, from_seat, tile, tuple(tiles))
        case AddedKong(seat, tile):
            changes = _added_kong(state, seat, tile)
        case ConcealedKong(seat, tiles):
            changes = _concealed_kong(state, seat, tuple(tiles))
        case Kita(seat, tile):
            changes = _kita(state, seat, tile)
        case NewDora(indicator):
            changes = _new_dora(state, indicator)
        case _:
            raise state.fail("unknown-event", name=type(event).__name__)
    return replace(state, events=state.events + 1, **changes)


def draw_setting_aside_norths(
    state: TableState, seat: int, tile: int, replacement: Callable[[], int]
) -> tuple[TableState, tuple[Event, ...]]:
    """``seat`` draws ``tile`` and, under rules with kita, sets aside every north it draws
    as a kita (while the wall has a tile left), taking each replacement draw from
    ``replacement()``: the simulated seats of the practice deal and of the defence quiz's
    games, which always declare it. The table after, and the events played."""
    events: list[Event] = [Draw(seat, tile)]
    state = step(state, events[-1])
    while state.rules.kita and kind_of(tile) == NORTH and state.wall > 0:
        events.append(Kita(seat, tile))
        state = step(state, events[-1])
        tile = replacement()
        events.append(Draw(seat, tile))
        state = step(state, events[-1])
    return state, tuple(events)


def _check_seat(state: TableState, seat: object) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.rules.seats:
        raise state.fail("seat-range", seat=seat, last=state.rules.seats - 1)


def _expect(state: TableState, seat: int, what: Expect, action: Action) -> None:
    if state.expecting != what or seat != state.to_move:
        raise state.fail(
            "out-of-turn",
            seat=seat,
            action=action,
            expected=state.to_move,
            expected_action=state.expecting,
        )


def _taken(state: TableState, seat: int, tiles: tuple[int, ...], action: Action) -> tuple[int, ...]:
    """``seat``'s hand less ``tiles``, refused when it does not hold them."""
    held = list(state.hands[seat])
    for tile, n in Counter(tiles).items():
        if held.count(tile) < n:
            raise state.fail("not-held", seat=seat, action=action, tile=tile)
    for tile in tiles:
        held.remove(tile)
    return tuple(held)


def _with(seq: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``seq`` with its ``index``-th item replaced."""
    return (*seq[:index], value, *seq[index + 1 :])


def _place(state: TableState) -> dict[str, Any]:
    return {"round": state.round, "event": state.events + 1}


def _draw(state: TableState, seat: int, tile: int) -> dict[str, Any]:
    _check_seat(state, seat)
    _expect(state, seat, Expect.DRAW, Action.DRAWS)
    if state.wall <= 0:
        raise state.fail("wall-empty", seat=seat)
    out, reds = list(state.out_of_wall), set(state.reds)
    _see(state.rules, out, reds, tile, _place(state))
    return {
        "out_of_wall": tuple(out),
        "reds": frozenset(reds),
        "wall": state.wall - 1,
        "hands": _with(state.hands, seat, sorted_tiles([*state.hands[seat], tile])),
        "drawn": tile,
        "last_discard": None,
        "kong_tile": None,
        "expecting": Expect.DISCARD,
    }


def _discard(state: TableState, seat: int, tile: int, tsumogiri: bool) -> dict[str, Any]:
    _check_seat(state, seat)
    _expect(state, seat, Expect.DISCARD, Action.DISCARDS)
    if tsumogiri and state.drawn != tile:
        raise state.fail("tsumogiri", seat=seat, tile=tile, drawn=state.drawn)
    hand = _taken(state, seat, (tile,), Action.DISCARDS)
    declares = state.pending_riichi == seat
    changes: dict[str, Any] = {}
    if declares:
        changes = {
            "riichi": _with(state.riichi, seat, len(state.ponds[seat])),
            "riichi_since": (*state.riichi_since, (seat, tuple(len(p) for p in state.ponds))),
            "pending_riichi": None,
            "deposit": seat,
        }
    pond = (*state.ponds[seat], PondTile(tile, tsumogiri, declares))
    return {
        **changes,
        "hands": _with(state.hands, seat, hand),
        "ponds": _with(state.ponds, seat, pond),
        "last_discard": (seat, tile),
        "drawn": None,
        "to_move": state.rules.seat_after(seat),
        "expecting": Expect.DRAW,
    }


def _riichi(state: TableState, seat: int) -> dict[str, Any]:
    _check_seat(state, seat)
    _expect(state, seat, Expect.DISCARD, Action.RIICHI)
    if state.is_open(seat):
        raise state.fail("riichi-open", seat=seat)
    if state.riichi[seat] is not None:
        raise state.fail("riichi-twice", seat=seat)
    return {"pending_riichi": seat}


def _kong(state: TableState, seat: int, tile: int) -> dict[str, Any]:
    """After a kong: its tile open to a robbing win, the replacement draw next."""
    return {"kong_tile": (seat, tile), "drawn": None, "expecting": Expect.DRAW}


def _chi_fits(state: TableState, seat: int, from_seat: int, kinds: list[int], n: int) -> bool:
    return (
        n == 2
        and seat == state.rules.seat_after(from_seat)
        and kinds[0] < FIRST_HONOUR
        and GROUP_OF[kinds[0]] == GROUP_OF[kinds[2]]
        and kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
    )


def _call(
    state: TableState,
    kind: MeldType,
    seat: int,
    from_seat: int,
    tile: int,
    tiles: tuple[int, ...],
) -> dict[str, Any]:
    _check_seat(state, seat)
    _check_seat(state, from_seat)
    last = state.last_discard
    if state.expecting != Expect.DRAW or last is None:
        raise state.fail("no-discard", seat=seat, tile=tile, detail=said(Detail.NOTHING_DISCARDED))
    if last != (from_seat, tile) or from_seat == seat:
        s, t = last
        raise state.fail(
            "no-discard", seat=seat, tile=tile, detail=said(Detail.OTHER_DISCARDED, seat=s, tile=t)
        )
    kinds = sorted(kind_of(t) for t in (tile, *tiles))
    if kind is MeldType.CHI:
        if not _chi_fits(state, seat, from_seat, kinds, len(tiles)):
            raise state.fail("bad-chi", seat=seat, tile=tile, tiles=tiles)
    else:
        size = 2 if kind is MeldType.PON else 3
        if len(tiles) != size or len(set(kinds)) != 1:
            name = MeldWord.PON if size == 2 else MeldWord.KONG
            raise state.fail("bad-meld", seat=seat, tiles=(tile, *tiles), meld=name)
    hand = _taken(state, seat, tiles, Action.CALLS_WITH)
    given = state.ponds[from_seat]
    called = replace(given[-1], called=True)
    meld = TableMeld(kind, sorted_tiles([tile, *tiles]), from_seat, tile)
    changes: dict[str, Any] = {
        "hands": _with(state.hands, seat, hand),
        "ponds": _with(state.ponds, from_seat, (*given[:-1], called)),
        "melds": _with(state.melds, seat, (*state.melds[seat], meld)),
        "last_discard": None,
        "to_move": seat,
        "drawn": None,
        "expecting": Expect.DISCARD,
    }
    if kind is MeldType.OPEN_KONG:
        changes.update(_kong(state, seat, tile))
    return changes


def _added_kong(state: TableState, seat: int, tile: int) -> dict[str, Any]:
    _check_seat(state, seat)
    _expect(state, seat, Expect.DISCARD, Action.ADDS_KONG)
    melds = state.melds[seat]
    k = kind_of(tile)
    i = next(
        (i for i, m in enumerate(melds) if m.type is MeldType.PON and kind_of(m.tiles[0]) == k),
        None,
    )
    if i is None:
        raise state.fail("no-pon", seat=seat, tile=tile)
    hand = _taken(state, seat, (tile,), Action.ADDS_TO_KONG)
    pon = melds[i]
    kong = TableMeld(
        MeldType.ADDED_KONG, sorted_tiles([*pon.tiles, tile]), pon.from_seat, pon.called
    )
    return {
        "hands": _with(state.hands, seat, hand),
        "melds": _with(state.melds, seat, _with(melds, i, kong)),
        **_kong(state, seat, tile),
    }


def _concealed_kong(state: TableState, seat: int, tiles: tuple[int, ...]) -> dict[str, Any]:
    _check_seat(state, seat)
    _expect(state, seat, Expect.DISCARD, Action.CONCEALED_KONG)
    if len(tiles) != COPIES or len({kind_of(t) for t in tiles}) != 1:
        raise state.fail("bad-meld", seat=seat, tiles=tiles, meld=MeldWord.KONG)
    hand = _taken(state, seat, tiles, Action.CONCEALED_KONG_OF)
    meld = TableMeld(MeldType.CONCEALED_KONG, sorted_tiles(list(tiles)))
    return {
        "hands": _with(state.hands, seat, hand),
        "melds": _with(state.melds, seat, (*state.melds[seat], meld)),
        **_kong(state, seat, tiles[0]),
    }


def _kita(state: TableState, seat: int, tile: int) -> dict[str, Any]:
    """A north set aside (three seats): out of the hand, counted for the seat, open to a
    robbing win like a kong's tile, the replacement draw next; not a discard (no pond)."""
    _check_seat(state, seat)
    _expect(state, seat, Expect.DISCARD, Action.KITA)
    if not state.rules.kita:
        raise state.fail("bad-kita", seat=seat, tile=tile, detail=said(Detail.THREE_ONLY))
    if kind_of(tile) != NORTH:
        raise state.fail("bad-kita", seat=seat, tile=tile, detail=said(Detail.KITA_NORTH))
    hand = _taken(state, seat, (tile,), Action.SETS_ASIDE)
    return {
        "hands": _with(state.hands, seat, hand),
        "kita": _with(state.kita, seat, state.kita[seat] + 1),
        **_kong(state, seat, tile),
    }


def _new_dora(state: TableState, indicator: int) -> dict[str, Any]:
    doras = len(state.dora_indicators)
    if doras >= MAX_DORAS:
        raise state.fail("too-many-doras", count=doras + 1)
    out, reds = list(state.out_of_wall), set(state.reds)
    _see(state.rules, out, reds, indicator, _place(state))
    return {
        "out_of_wall": tuple(out),
        "reds": frozenset(reds),
        "dora_indicators": (*state.dora_indicators, indicator),
    }


# --- ending ---------------------------------------------------------------------------------


def _win_source(state: TableState, winner: int, from_seat: int, win_tile: int | None) -> int:
    """The tile ``winner`` wins on: the one it just drew (a self-draw), else the discard or
    the kong tile ``from_seat`` just put out."""
    if from_seat == winner:
        if state.expecting != Expect.DISCARD or state.to_move != winner or state.drawn is None:
            raise state.fail(
                "bad-win", seat=winner, tile=win_tile, detail=said(Detail.NOT_JUST_DRAWN)
            )
        return state.drawn
    source = state.last_discard if state.expecting == Expect.DRAW else None
    if state.kong_tile is not None and state.expecting == Expect.DRAW:
        source = state.kong_tile
    if source is None or source[0] != from_seat:
        raise state.fail(
            "bad-win", seat=winner, tile=win_tile, detail=said(Detail.GAVE_NONE, seat=from_seat)
        )
    return source[1]


def _winning_hand(
    state: TableState,
    winner: int,
    from_seat: int,
    tile: int,
    win_tile: int | None,
    hand: tuple[int, ...] | None,
) -> tuple[int, ...]:
    """``winner``'s concealed tiles without ``tile``, refused unless they and the tile make a
    complete hand and agree with the ``win_tile`` and ``hand`` the log gives."""
    held = list(state.hands[winner])
    if from_seat == winner:
        held.remove(tile)
    if win_tile is not None and win_tile != tile:
        raise state.fail(
            "bad-win", seat=winner, tile=win_tile, detail=said(Detail.TILE_WAS, tile=tile)
        )
    concealed = sorted_tiles(held)
    if len(concealed) % 3 != 1:
        raise state.fail("bad-win", seat=winner, tile=tile, detail=said(Detail.WRONG_SIZE))
    if hand is not None:
        given = sorted_tiles(list(hand))
        if given != concealed and given != sorted_tiles([*concealed, tile]):
            raise state.fail("hand-mismatch", seat=winner, given=given, held=concealed)
    # The concealed part and the winning tile must make sets and a pair (the declared
    # melds are sets already); with no meld, seven pairs and thirteen orphans count too.
    whole = Hand.from_tiles([*(kind_of(t) for t in concealed), kind_of(tile)])
    if not is_complete(whole, state.rules):
        raise state.fail("not-complete", seat=winner, tile=tile, held=concealed)
    return concealed


def _see_ura(
    state: TableState, ura: tuple[int, ...]
) -> tuple[tuple[int, ...], frozenset[int], frozenset[tuple[int, ...]]]:
    """The tiles out of the wall, the red fives among them and the ura indicators seen, with
    ``ura`` counted once (a double ron's second winner shows the same indicators)."""
    out, reds, ura_seen = state.out_of_wall, state.reds, state.ura_seen
    if ura and ura not in ura_seen:
        counts, red_set = list(out), set(reds)
        for t in ura:
            _see(state.rules, counts, red_set, t, _place(state))
        out, reds, ura_seen = tuple(counts), frozenset(red_set), ura_seen | {ura}
    return out, reds, ura_seen


def win(
    state: TableState,
    winner: int,
    from_seat: int,
    deltas: tuple[int, ...],
    *,
    han: int | None = None,
    fu: int | None = None,
    points: int | None = None,
    yaku: tuple[tuple[str, int], ...] | None = None,
    ura_dora_indicators: tuple[int, ...] = (),
    win_tile: int | None = None,
    hand: tuple[int, ...] | None = None,
    liable: int | None = None,
) -> TableState:
    """The table with the round ended (or one more win added, for a double ron) by a win:
    the :class:`~.record.Win` is the last of its ``ends``. ``win_tile`` and ``hand``, where
    the log gives them, must agree with the play; ``liable`` is the seat liable for it (pao;
    None, or the winner's own seat, where nobody is)."""
    _check_seat(state, winner)
    _check_seat(state, from_seat)
    if liable is not None:
        _check_seat(state, liable)
        liable = None if liable == winner else liable
    if state.pending_riichi is not None:
        raise state.fail("riichi-no-discard", seat=state.pending_riichi)
    if any(isinstance(e, DrawEnd) for e in state.ends):
        raise state.fail("bad-end", detail=said(Detail.DRAW_AND_WIN))
    tile = _win_source(state, winner, from_seat, win_tile)
    concealed = _winning_hand(state, winner, from_seat, tile, win_tile, hand)
    ura = tuple(ura_dora_indicators) if state.riichi[winner] is not None else ()
    out, reds, ura_seen = _see_ura(state, ura)
    if yaku is not None:  # "裏ドラ(0飜)": Tenhou's XML and Mahjong Soul's exports list it
        yaku = tuple((name, h) for name, h in yaku if h > 0)
    done = Win(winner, from_seat, concealed, tile, deltas, han, fu, points, yaku, ura, liable)
    return replace(state, ends=(*state.ends, done), out_of_wall=out, reds=reds, ura_seen=ura_seen)


def end_in_draw(
    state: TableState,
    kind: DrawKind,
    deltas: tuple[int, ...],
    tenpai: tuple[int, ...] | None,
) -> TableState:
    """The table with the round ended in a draw (the :class:`~.record.DrawEnd` its one end).
    An exhaustive draw needs the wall used up; its ready seats, when the log does not list
    them, are the seats its deltas pay."""
    if state.ends:
        raise state.fail("bad-end", detail=said(Detail.TWICE))
    if kind in (DrawKind.EXHAUSTIVE, DrawKind.NAGASHI_MANGAN):
        if state.wall or state.expecting != Expect.DRAW:
            raise state.fail("bad-end", detail=said(Detail.WALL_LEFT, left=state.wall))
        if kind is DrawKind.EXHAUSTIVE and tenpai is None and any(deltas):
            tenpai = tuple(s for s, d in enumerate(deltas) if d > 0)
    _check_abortive(state, kind)
    if tenpai is not None:
        tenpai = tuple(sorted(set(tenpai)))
    return replace(state, ends=(DrawEnd(kind, deltas, tenpai),))


#: Kongs on the table that end a round in an abortive draw (四槓散了).
ABORTING_KONGS = 4
_KONGS = (MeldType.OPEN_KONG, MeldType.ADDED_KONG, MeldType.CONCEALED_KONG)


def _check_abortive(state: TableState, kind: DrawKind) -> None:
    """An abortive draw only where the table allows it: every seat in riichi; nine terminals
    at a seat's first draw, no call made; the first go-around's discards one wind, no call
    made; four kongs declared."""
    check = _ABORTIVE_CHECKS.get(kind)
    if check is not None:
        check(state)


def _calls_made(state: TableState) -> bool:
    return any(m.type is not MeldType.CONCEALED_KONG for melds in state.melds for m in melds)


def _four_riichi(state: TableState) -> None:
    count = sum(r is not None for r in state.riichi)
    if count < state.rules.seats:
        raise state.fail("draw-four-riichi", count=count)


def _nine_terminals(state: TableState) -> None:
    first = state.expecting == Expect.DISCARD and not state.ponds[state.to_move]
    if _calls_made(state) or not first:
        raise state.fail("draw-nine-terminals")


def _four_winds(state: TableState) -> None:
    firsts = {kind_of(pond[0].tile) for pond in state.ponds if pond}
    one_each = all(len(pond) == 1 for pond in state.ponds)
    if _calls_made(state) or not one_each or len(firsts) != 1 or not firsts <= set(HONOR_WINDS):
        raise state.fail("draw-four-winds")


def _four_kongs(state: TableState) -> None:
    kongs = sum(m.type in _KONGS for melds in state.melds for m in melds)
    if kongs < ABORTING_KONGS:
        raise state.fail("draw-four-kongs", count=kongs)


#: What each abortive draw needs of the table (:func:`_check_abortive`).
_ABORTIVE_CHECKS: dict[DrawKind, Callable[[TableState], None]] = {
    DrawKind.FOUR_RIICHI: _four_riichi,
    DrawKind.NINE_TERMINALS: _nine_terminals,
    DrawKind.FOUR_WINDS: _four_winds,
    DrawKind.FOUR_KONGS: _four_kongs,
}
