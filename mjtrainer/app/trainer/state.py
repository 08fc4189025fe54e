"""The trainer page's state as one frozen value, and what each intent does to it (no Qt).

:class:`TrainerState` holds everything the trainer keeps: the hand, the seen tiles (34 counts
and which fives among them are red), the situation of the win, the opponents' table, the
rules, what a palette click does, and the look-ahead's settings and schedule. Each intent is a
pure function of the state and the intent's arguments (mnelab's model is the example): it
returns a :class:`Change`, the state after it, the name of the undo step when the position
(hand, seen tiles, situation, table) changed, what to tell the learner (a :class:`Notice`,
or the core's coded error when it refused) and a choice to ask for (which chow, which
opponent's meld). A refused intent changes nothing. The controller
(:mod:`.controller`) holds the state, pushes each step on its undo stack and words the
notices.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TypeAlias

from ...core import NOTHING_SEEN, NUM_KINDS, Hand, HandError, Meld, MeldKind, Rules, SeenTiles
from ...core import seen_counts as checked_seen
from ...core.hand import require_red_fives
from ...core.kinds import LAST_DRAW, NUM_CODES, is_red, kind_of, red_of
from ...core.rules import COPIES
from ...core.tiles import parse_codes, red_kinds
from ...scoring import situation_flags
from ...scoring.situation import FIELD_BY_NAME
from ..scoring.presenters import fit_situation, score_kind
from ..shared.presenters import meld_view
from ..shared.score_model import SituationState
from ..shared.viewmodel import HandState, Mode, OpponentPond, SearchState
from .lookahead_schedule import Action, Event, Schedule, step
from .presenters import (
    NO_SEEN,
    OPPONENT_MELD_MODES,
    available,
    chow_starts,
    hand_state,
    opponent_melds,
    red_enabled,
    tiles_of,
)
from .table_state import (
    MELD_LIMIT,
    OPPONENT_MELDS,
    POND_LIMIT,
    TableState,
    opponents,
    sources,
)

_MELD_KINDS = {
    Mode.CHOW: MeldKind.CHOW,
    Mode.PUNG: MeldKind.PUNG,
    Mode.KONG: MeldKind.KONG,
    Mode.CONCEALED_KONG: MeldKind.CONCEALED_KONG,
}
#: A palette mode that adds to an opponent's pond, by seat.
POND_MODES = {Mode.POND_RIGHT: 1, Mode.POND_ACROSS: 2, Mode.POND_LEFT: 3}
#: A palette mode that offers the tile as just discarded by an opponent, by seat.
OFFER_MODES = {Mode.OFFER_RIGHT: 1, Mode.OFFER_ACROSS: 2, Mode.OFFER_LEFT: 3}
_EMPTY = Hand.parse("")
#: The most dora indicators (riichi: the first and four more after kongs), as declared.
MAX_DORA = FIELD_BY_NAME["dora_indicators"].most


class Notice(Enum):
    """What an intent tells the learner besides the core's errors (the controller words it)."""

    DORA_RIICHI_ONLY = "dora-riichi-only"  # dora indicators count under the riichi rules
    NO_MELD = "no-meld"  # no opponent's meld can be made with that tile
    NO_CHOW = "no-chow"
    CLOSED_ONLY = "closed-only"  # an open meld and a riichi cannot go together
    WIN_TILE_NOT_HELD = "win-tile-not-held"
    WIN_TILE_HOW = "win-tile-how"  # neither 13 tiles to complete nor the tile in the hand
    DORA_LIMIT = "dora-limit"
    EMPTY_CLIPBOARD = "empty-clipboard"
    PLAIN_FIVES = "plain-fives"  # the rules have no red fives: each red five is plain now
    OFFER_NEEDS_WAITING = "offer-needs-waiting"  # a tile is offered to a 3n+1 hand only


class Step(Enum):
    """The name of an undo step: which edit of the position it was."""

    ADD_TILE = "add-tile"
    REMOVE_TILE = "remove-tile"
    DISCARD = "discard"
    DECLARE_MELD = "declare-meld"
    REMOVE_MELD = "remove-meld"
    MARK_SEEN = "mark-seen"
    UNMARK_SEEN = "unmark-seen"
    ADD_TO_POND = "add-to-pond"
    TAKE_BACK_FROM_POND = "take-back-from-pond"
    MARK_RIICHI = "mark-riichi"
    UNMARK_RIICHI = "unmark-riichi"
    DECLARE_OPPONENT_MELD = "declare-opponent-meld"
    REMOVE_OPPONENT_MELD = "remove-opponent-meld"
    PICK_WINNING_TILE = "pick-winning-tile"
    ADD_WINNING_TILE = "add-winning-tile"
    BEST_WINNING_TILE = "best-winning-tile"
    ADD_DORA = "add-dora"
    REMOVE_DORA = "remove-dora"
    CHANGE_SITUATION = "change-situation"
    TYPE_HAND = "type-hand"
    PASTE_HAND = "paste-hand"
    CLEAR = "clear"
    RANDOM_HAND = "random-hand"
    PLAIN_FIVES = "plain-fives"
    OPEN_HAND = "open-hand"
    OPEN_POSITION = "open-position"
    OFFER_TILE = "offer-tile"
    CLEAR_OFFER = "clear-offer"


@dataclass(frozen=True, slots=True)
class ChowChoice:
    """Ask which chow: the clicked ``tile`` and the first tiles of the chows to choose from."""

    tile: int
    starts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MeldChoice:
    """Ask which meld of opponent ``seat``: the clicked ``code`` (34–36 a red five) and the
    ``(kind, first tile, source seat or -1)`` melds to choose from."""

    seat: int
    code: int
    melds: tuple[tuple[str, int, int], ...]


Choice: TypeAlias = ChowChoice | MeldChoice


@dataclass(frozen=True, slots=True)
class TrainerState:
    """Everything the trainer page keeps. The position (``hand``, ``seen``, ``situation``,
    ``table`` and ``offered``) is what undo and redo bring back; the rules, the mode and the
    look-ahead's ``search`` and ``schedule`` are settings that stay as the learner left them.
    ``offered``: the tile an opponent just discarded, for the hand to call or pass
    (``(tile code, seat)``; None: none), not yet in its pond or the seen tiles."""

    hand: Hand = _EMPTY
    seen: SeenTiles = NOTHING_SEEN
    situation: SituationState = field(default_factory=SituationState)
    table: TableState = field(default_factory=TableState)
    rules: Rules = field(default_factory=lambda: Rules.preset("general"))
    mode: Mode = Mode.ADD
    search: SearchState = field(default_factory=SearchState)
    schedule: Schedule = field(default_factory=Schedule)
    offered: tuple[int, int] | None = None
    #: The tile the learner threw from this position in a practice deal (a kind; None: the
    #: position is no deal's): the analysis marks its row.
    played: int | None = None

    def with_position_of(self, other: TrainerState) -> TrainerState:
        """This state with ``other``'s position (what an undo step brings back)."""
        return replace(
            self,
            hand=other.hand,
            seen=other.seen,
            situation=other.situation,
            table=other.table,
            offered=other.offered,
            played=other.played,
        )

    def available(self) -> tuple[int, ...]:
        """Copies of each kind not in the hand, the melds or the seen row."""
        return available(self.hand, self.seen.counts, self.rules)

    @property
    def has_dora(self) -> bool:
        """Whether the rules in force count dora indicators (riichi)."""
        return "dora_indicators" in situation_flags(self.rules)


@dataclass(frozen=True, slots=True)
class Change:
    """What an intent did: the ``state`` after it; ``step``, the undo step's name when the
    position changed; ``say``, a :class:`Notice` or the core's error to show (alone, it is a
    refusal: nothing changed); ``ask``, a choice for the learner to make."""

    state: TrainerState
    step: Step | None = None
    say: Notice | Exception | None = None
    ask: Choice | None = None

    @property
    def refused(self) -> bool:
        """Whether the intent was turned down: something said, nothing done or asked."""
        return self.say is not None and self.step is None and self.ask is None


def is_tile(tile: object) -> bool:
    """Whether an intent's ``tile`` is a tile kind, 0–33: the intents ignore anything else
    (a -1 would index the last kind, a 34 would raise)."""
    return isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < NUM_KINDS


def is_code(tile: object) -> bool:
    """Whether an intent's ``tile`` is a tile code, 0–36 (a kind, or a red five 34–36): the
    intents that take a tile of the hand or the palette accept the red fives too."""
    return isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < NUM_CODES


def plain_fives(hand: Hand) -> Hand:
    """``hand`` with its red fives, concealed and in its melds, as plain fives."""
    return Hand(hand.counts, tuple(replace(m, red=False) for m in hand.melds))


def fit_red(red: tuple[int, ...], seen: tuple[int, ...]) -> tuple[int, ...]:
    """The seen red fives' kinds (sorted) that the 34 seen counts still hold a copy of: a
    five no longer seen takes its red mark with it."""
    return tuple(sorted(k for k in red if seen[k] > 0))


def hand_view(state: TrainerState, from_text: bool = False) -> HandState:
    """What the trainer's views draw of ``state``."""
    s, t = state, state.table
    free = s.available()
    return replace(
        hand_state(s.hand, s.seen.counts, s.mode, from_text, s.seen.red, s.rules),
        situation=s.situation,
        scored=score_kind(s.rules),
        flags=situation_flags(s.rules),
        red_enabled=red_enabled(s.hand, s.rules.red_fives, s.mode, free, s.seen.red),
        ponds=tuple(
            OpponentPond(
                seat,
                t.pond(seat),
                t.riichi_index(seat),
                t.passed(seat),
                tuple(meld_view(m) for m in t.melds_of(seat)),
                t.called(seat),
                tuple(-1 if f is None else f for f in t.called_from(seat)),
            )
            for seat in opponents(s.rules)
        ),
        offered=s.offered,
    )


def opponent_meld_options(
    state: TrainerState, tile: int, seat: int = 0
) -> tuple[tuple[str, int, int], ...]:
    """The ``(kind, first tile, source seat)`` melds holding ``tile`` that free copies
    allow opponent ``seat``: its pung and kong from each other seat, its chows from the
    player before it (no chow where the rules have no chi: three players), and its concealed
    kong (source -1). Without a seat: each meld once, source -1."""
    options = opponent_melds(tile, state.available()) if is_tile(tile) else ()
    if not state.rules.chi:
        options = tuple(o for o in options if MeldKind(o[0]) is not MeldKind.CHOW)
    playing = (0, *opponents(state.rules))
    if seat not in playing[1:]:
        return tuple((kind, first, -1) for kind, first in options)
    out: list[tuple[str, int, int]] = []
    for kind, first in options:
        froms = tuple(f for f in sources(seat, MeldKind(kind)) if f in playing)
        out += [(kind, first, f) for f in froms] if froms else [(kind, first, -1)]
    return tuple(out)


# --- the position's edits ---------------------------------------------------------------------


def _checked_codes(seen: tuple[int, ...], red: tuple[int, ...]) -> list[int]:
    """The seen tiles as codes for the core's check (seen_counts), each entry of ``red`` a red
    five of its own: a second red five of a suit stays two, for the check to refuse."""
    counts = list(seen)
    codes = []
    for k in red:
        counts[k] = max(counts[k] - 1, 0)
        codes.append(red_of(k) or k)
    return [*tiles_of(counts), *codes]


def _moved(
    state: TrainerState,
    hand: Hand,
    seen: tuple[int, ...],
    situation: SituationState | None = None,
    table: TableState | None = None,
    red: tuple[int, ...] | None = None,
) -> TrainerState:
    """``state`` with a new position, unchecked. The situation follows the hand: a winning
    tile no longer held, an indicator no longer seen, is dropped; so is a pond tile no longer
    seen. ``red``: the kinds of the seen red fives (None: those seen now)."""
    red = fit_red(state.seen.red if red is None else red, seen)
    situation = fit_situation(situation or state.situation, hand, seen, red)
    table = (table if table is not None else state.table).fit(seen, red)
    moved = replace(
        state,
        hand=hand,
        seen=SeenTiles.from_counts(seen, red),
        situation=situation,
        table=table,
        played=None,  # any edit: the position is no longer the deal's
    )
    # The offered tile goes with the next change of the hand (and when no copy is left).
    return _fit_offer(moved) if hand == state.hand else replace(moved, offered=None)


def _offer_fault(state: TrainerState, seat: int, tile: int) -> Notice | HandError | None:
    """Why ``tile`` cannot be offered by ``seat`` to ``state``'s hand (None: it can)."""
    if state.hand.size % 3 != 1:
        return Notice.OFFER_NEEDS_WAITING
    try:
        seen = _plus(state.seen.counts, tile)
        red = fit_red(_with_red(state, tile) or state.seen.red, seen)
        checked_seen(
            _checked_codes(seen, red), state.hand, state.rules.red_fives if is_red(tile) else None
        )
    except HandError as e:
        return e
    return None


def _fit_offer(state: TrainerState) -> TrainerState:
    """``state`` without its offered tile when it no longer can be (its seat gone with the
    rules, no copy left, a red five the rules do not play)."""
    if state.offered is None:
        return state
    tile, seat = state.offered
    if seat in opponents(state.rules) and _offer_fault(state, seat, tile) is None:
        return state
    return replace(state, offered=None)


def _edit(
    state: TrainerState,
    change_hand,
    seen: tuple[int, ...] | None,
    name: Step,
    situation: SituationState | None = None,
    table: TableState | None = None,
    red: tuple[int, ...] | None = None,
) -> Change:
    """An edit checked by the core: refused with its error, or the new position as one undo
    step. ``red``: the kinds of the seen red fives after it (None: those seen now that the
    new counts still hold)."""
    try:
        hand = change_hand(state.hand) if change_hand else state.hand
        new_seen = seen if seen is not None else state.seen.counts
        new_red = fit_red(red if red is not None else state.seen.red, new_seen)
        # A red five newly in the hand or the seen row must be one the rules play; one
        # already there (the rules changed under it) never blocks the edits that take it out.
        reds = hand.red_count > state.hand.red_count or len(new_red) > len(state.seen.red)
        checked_seen(
            _checked_codes(new_seen, new_red), hand, state.rules.red_fives if reds else None
        )
    except HandError as e:
        return Change(state, say=e)
    new = _moved(state, hand, new_seen, situation, table, new_red)
    return Change(new, name)


def _plus(seen: tuple[int, ...], tile: int, n: int = 1) -> tuple[int, ...]:
    """The 34 seen counts with ``n`` more of ``tile``'s kind."""
    out = list(seen)
    out[kind_of(tile)] += n
    return tuple(out)


def _back_to_adding(change: Change) -> Change:
    """A meld or a winning tile done: palette clicks add tiles again (not after a refusal)."""
    if change.step is None:
        return change
    return replace(change, state=replace(change.state, mode=Mode.ADD))


def set_mode(state: TrainerState, mode: Mode | str) -> Change:
    """What a palette click does from now: add, a meld kind, seen, the table's modes (a
    mode or its value)."""
    mode = Mode(mode)
    if mode is Mode.DORA and not state.has_dora:
        return Change(state, say=Notice.DORA_RIICHI_ONLY)
    return Change(replace(state, mode=mode))


def click_tile(state: TrainerState, tile: int) -> Change:
    """A palette click, read according to the mode (a red five's code adds that red five
    to the hand or the seen row; the table keeps a red five red; in the meld modes it stands
    for its kind)."""
    mode = state.mode
    if not is_code(tile):
        return Change(state)
    if mode is Mode.ADD:
        return add_tile(state, tile)
    if mode is Mode.SEEN:
        return add_seen(state, tile)
    if mode is Mode.DORA:
        return add_dora(state, tile)
    if mode in POND_MODES:
        return add_pond_tile(state, POND_MODES[mode], tile)
    if mode in OFFER_MODES:
        return _back_to_adding(offer_tile(state, OFFER_MODES[mode], tile))
    code, tile = tile, kind_of(tile)
    if mode is Mode.WIN_TILE:
        return add_win_tile(state, tile)
    if mode in OPPONENT_MELD_MODES:
        seat = OPPONENT_MELD_MODES[mode]
        melds = opponent_meld_options(state, tile, seat)
        if len(melds) == 1:
            kind, first, source = melds[0]
            return declare_opponent_meld(state, seat, kind, first, is_red(code), source, code)
        if melds:
            return Change(state, ask=MeldChoice(seat, code, melds))
        return Change(state, say=Notice.NO_MELD)
    if mode is Mode.CHOW:
        options = chow_starts(tile, state.available())
        if len(options) == 1:
            return declare_meld(state, MeldKind.CHOW.value, options[0])
        if options:
            return Change(state, ask=ChowChoice(tile, options))
        return Change(state, say=Notice.NO_CHOW)
    return declare_meld(state, _MELD_KINDS[mode].value, tile)


def add_tile(state: TrainerState, tile: int) -> Change:
    """Add a tile (a kind, or a red five's code) to the concealed part."""
    if not is_code(tile):
        return Change(state)
    return _edit(state, lambda h: h.add(tile), None, Step.ADD_TILE)


def _holds(counts: tuple[int, ...], red: tuple[int, ...], tile: int) -> bool:
    """Whether ``counts`` hold ``tile`` (a red five's code: only when ``red`` has it)."""
    return bool(counts[kind_of(tile)]) and (not is_red(tile) or kind_of(tile) in red)


def remove_tile(state: TrainerState, tile: int) -> Change:
    """Take a tile (a kind, or a red five's code: that red five) out of the hand."""
    if not is_code(tile) or not _holds(state.hand.counts, state.hand.red, tile):
        return Change(state)
    return _edit(state, lambda h: h.remove(tile), None, Step.REMOVE_TILE)


def click_hand_tile(state: TrainerState, tile: int) -> Change:
    """A click on a tile of the hand: in "winning tile" mode it picks that tile as the
    winning one, else it takes the tile back (a red five's code: that red five)."""
    if not is_code(tile):
        return Change(state)
    if state.mode is Mode.WIN_TILE:
        return set_win_tile(state, kind_of(tile))
    return remove_tile(state, tile)


def discard(state: TrainerState, tile: int) -> Change:
    """Discard from the table: the tile leaves the hand for the pond, where it is seen (the
    table counted it so); the five that leaves the hand red (Hand.remove says which) is seen
    red."""
    if not is_code(tile) or not _holds(state.hand.counts, state.hand.red, tile):
        return Change(state)
    kind, red = kind_of(tile), state.seen.red
    if kind in state.hand.red and kind not in state.hand.remove(tile).red:
        red = (*red, kind)
    seen = _plus(state.seen.counts, tile)
    return _edit(state, lambda h: h.remove(tile), seen, Step.DISCARD, red=red)


def declare_meld(state: TrainerState, kind: str, tile: int) -> Change:
    """Declare a meld of ``kind`` ("chow" names its first tile); back to adding after it."""
    try:
        meld = Meld(tile, MeldKind(kind))
    except (HandError, ValueError) as e:
        return Change(state, say=e)
    return _back_to_adding(_edit(state, lambda h: h.with_meld(meld), None, Step.DECLARE_MELD))


def declare_chow(state: TrainerState, start: int) -> Change:
    """Declare the chow that starts at ``start``; back to adding after it."""
    return declare_meld(state, MeldKind.CHOW.value, start)


def remove_meld(state: TrainerState, index: int) -> Change:
    """Take the hand's meld ``index`` back."""
    if not 0 <= index < len(state.hand.melds):
        return Change(state)
    return _edit(state, lambda h: h.without_meld(index), None, Step.REMOVE_MELD)


def add_seen(state: TrainerState, tile: int) -> Change:
    """Mark a tile as seen (a kind, or a red five's code: that red five)."""
    if not is_code(tile):
        return Change(state)
    red = _with_red(state, tile) or state.seen.red
    return _edit(state, None, _plus(state.seen.counts, tile), Step.MARK_SEEN, red=red)


def remove_seen(state: TrainerState, tile: int) -> Change:
    """Unmark a seen tile: a red five's code takes the red five; a five's kind takes a
    plain five while there is one, the red one when it is the last (as Hand.remove)."""
    if not is_code(tile) or not _holds(state.seen.counts, state.seen.red, tile):
        return Change(state)
    seen = _plus(state.seen.counts, tile, -1)
    return _edit(state, None, seen, Step.UNMARK_SEEN, red=_without_red(state, tile))


def _with_red(state: TrainerState, tile: int) -> tuple[int, ...] | None:
    """The seen red fives' kinds with ``tile`` added when it is a red five (a second of
    its suit stays a second, for the check to refuse); None when it is not."""
    return (*state.seen.red, kind_of(tile)) if is_red(tile) else None


def _without_red(state: TrainerState, tile: int) -> tuple[int, ...] | None:
    """The seen red fives' kinds less ``tile``'s when it is a red five; None when not."""
    if not is_red(tile):
        return None
    return tuple(k for k in state.seen.red if k != kind_of(tile))


# --- the opponents' table ---------------------------------------------------------------------


def add_pond_tile(state: TrainerState, seat: int, tile: int) -> Change:
    """An opponent's discard (a kind, or a red five's code: that red five), after
    everything on the table: a seen tile too, and genbutsu for every riichi declared
    before it."""
    if seat not in opponents(state.rules) or not is_code(tile):
        return Change(state)
    if len(state.table.pond(seat)) >= POND_LIMIT:
        return Change(state)
    seen = _plus(state.seen.counts, tile)
    table = state.table.add(seat, tile)
    return _edit(state, None, seen, Step.ADD_TO_POND, table=table, red=_with_red(state, tile))


def offer_tile(state: TrainerState, seat: int, tile: int) -> Change:
    """Opponent ``seat`` just discarded ``tile`` (a kind, or a red five's code): the hand,
    waiting for its next tile, may call it or pass; one offered tile at a time (it replaces
    the one before), not in the pond nor the seen tiles while offered."""
    if seat not in opponents(state.rules) or not is_code(tile):
        return Change(state)
    fault = _offer_fault(state, seat, tile)
    if fault is not None:
        return Change(state, say=fault)
    if state.offered == (tile, seat):
        return Change(state)
    return Change(replace(state, offered=(tile, seat)), Step.OFFER_TILE)


def clear_offer(state: TrainerState) -> Change:
    """No tile offered any more."""
    if state.offered is None:
        return Change(state)
    return Change(replace(state, offered=None), Step.CLEAR_OFFER)


def remove_last_pond_tile(state: TrainerState, seat: int) -> Change:
    """Take an opponent's last discard back (it leaves the seen tiles too, unless a meld
    called it: it is seen there)."""
    if seat not in opponents(state.rules) or not state.table.pond(seat):
        return Change(state)
    return _edit_table(state, state.table.remove_last(seat), Step.TAKE_BACK_FROM_POND)


def toggle_riichi(state: TrainerState, seat: int, index: int) -> Change:
    """Mark tile ``index`` of an opponent's pond as its riichi declaration, or unmark it
    (an opponent with an open meld cannot be in riichi)."""
    if seat not in opponents(state.rules) or not 0 <= index < len(state.table.pond(seat)):
        return Change(state)
    table = state.table.toggle_riichi(seat, index)
    marked = table.riichi_index(seat) is not None
    if marked and any(m.kind is not MeldKind.CONCEALED_KONG for m in table.melds_of(seat)):
        return Change(state, say=Notice.CLOSED_ONLY)
    name = Step.MARK_RIICHI if marked else Step.UNMARK_RIICHI
    return _edit(state, None, None, name, table=table)


def declare_opponent_meld(
    state: TrainerState,
    seat: int,
    kind: str,
    tile: int,
    red: bool = False,
    source: int = -1,
    called: int = -1,
) -> Change:
    """An opponent's meld (a pung, a chow named by its first tile, a kong, a concealed
    kong; ``red``: its five is the red one): its tiles are seen tiles too; back to adding
    after it. With a ``source`` seat, its tile ``called`` (a kind or a code; the meld's kind
    for a pung or a kong when left out) came from that seat's pond: marked called there and
    counted once, in the meld."""
    if seat not in opponents(state.rules) or not is_tile(tile):
        return Change(state)
    try:
        meld = Meld(tile, MeldKind(kind), red=bool(red))
    except (HandError, ValueError) as e:
        return Change(state, say=e)
    if meld.kind not in OPPONENT_MELDS or len(state.table.melds_of(seat)) >= MELD_LIMIT:
        return Change(state)
    if source != -1 and source not in sources(seat, meld.kind):
        return Change(state)
    called = meld.tile if called == -1 and meld.kind is not MeldKind.CHOW else called
    if source != -1 and (not is_code(called) or kind_of(called) not in meld.tiles):
        return Change(state)
    if meld.kind is not MeldKind.CONCEALED_KONG and state.table.riichi_index(seat) is not None:
        return Change(state, say=Notice.CLOSED_ONLY)
    table = state.table.add_meld(seat, meld, None if source == -1 else source, called)
    return _back_to_adding(_edit_table(state, table, Step.DECLARE_OPPONENT_MELD))


def remove_opponent_meld(state: TrainerState, seat: int, index: int) -> Change:
    """Take an opponent's meld ``index`` away (its tiles leave the seen tiles too; a tile
    it called from a pond stays there)."""
    melds = state.table.melds_of(seat) if seat in opponents(state.rules) else ()
    if not (isinstance(index, int) and 0 <= index < len(melds)):
        return Change(state)
    return _edit_table(state, state.table.remove_meld(seat, index), Step.REMOVE_OPPONENT_MELD)


def _edit_table(state: TrainerState, table: TableState, name: Step) -> Change:
    """A change of the table, its seen tiles (and seen red fives) moving with what it
    shows: a called tile counted once, in its meld."""
    old, new = state.table.counts(), table.counts()
    seen = tuple(max(s + n - o, 0) for s, n, o in zip(state.seen.counts, new, old, strict=True))
    red = list(state.seen.red)
    for k in state.table.reds():
        if k in red:
            red.remove(k)
    red += table.reds()
    return _edit(state, None, seen, name, table=table, red=tuple(sorted(red)))


# --- the situation of the win -----------------------------------------------------------------


def set_win_tile(state: TrainerState, tile: int) -> Change:
    """The hand won on ``tile`` (a tile of its concealed part); back to adding after it."""
    if not is_tile(tile):
        return Change(state)
    if not state.hand.counts[tile]:
        return Change(state, say=Notice.WIN_TILE_NOT_HELD)
    change = Change(state)
    if tile != state.situation.win_tile:
        situation = replace(state.situation, win_tile=tile)
        change = _edit(state, None, None, Step.PICK_WINNING_TILE, situation)
    return replace(change, state=replace(change.state, mode=Mode.ADD))


def add_win_tile(state: TrainerState, tile: int) -> Change:
    """A palette click in "winning tile" mode: a 13-tile hand draws the tile as its
    winning tile; a complete hand's tile is picked as the winning one."""
    if not is_tile(tile):
        return Change(state)
    if state.hand.size % 3 == 1:
        situation = replace(state.situation, win_tile=tile)
        change = _edit(state, lambda h: h.add(tile), None, Step.ADD_WINNING_TILE, situation)
        return _back_to_adding(change)
    if state.hand.counts[tile]:
        return set_win_tile(state, tile)
    return Change(state, say=Notice.WIN_TILE_HOW)


def clear_win_tile(state: TrainerState) -> Change:
    """Forget the winning tile picked: the best tile of the hand is used."""
    if state.situation.win_tile is None:
        return Change(state)
    situation = replace(state.situation, win_tile=None)
    return _edit(state, None, None, Step.BEST_WINNING_TILE, situation)


def add_dora(state: TrainerState, tile: int) -> Change:
    """Riichi: a dora indicator (a kind, or a red five's code: that red five, shown red
    and seen red, no aka dora), which is a seen tile too."""
    if not is_code(tile):
        return Change(state)
    if not state.has_dora:
        return Change(state, say=Notice.DORA_RIICHI_ONLY)
    if len(state.situation.dora) >= MAX_DORA:
        return Change(state, say=Notice.DORA_LIMIT)
    situation = replace(state.situation, dora=(*state.situation.dora, tile))
    seen = _plus(state.seen.counts, tile)
    return _edit(state, None, seen, Step.ADD_DORA, situation, red=_with_red(state, tile))


def remove_dora(state: TrainerState, tile: int) -> Change:
    """Take a dora indicator back (a red five's code: the red one; it leaves the seen
    tiles too)."""
    dora = list(state.situation.dora)
    if not is_code(tile) or tile not in dora:
        return Change(state)
    dora.remove(tile)
    situation = replace(state.situation, dora=tuple(dora))
    seen = _plus(state.seen.counts, tile, -1)
    return _edit(state, None, seen, Step.REMOVE_DORA, situation, red=_without_red(state, tile))


def set_situation(state: TrainerState, name: str, value: object) -> Change:
    """Change one part of the situation of the win (self-drawn, a wind, a flag, the
    flowers)."""
    try:
        new = state.situation.with_field(name, value)
    except ValueError as e:
        return Change(state, say=e)
    if new == state.situation:
        return Change(state)
    return _edit(state, None, None, Step.CHANGE_SITUATION, new)


# --- whole hands ------------------------------------------------------------------------------


def _read_hand(state: TrainerState, text: str) -> Hand:
    """The hand ``text`` names, fitting the seen tiles and the rules' red fives; a
    :class:`HandError` if not."""
    hand = Hand.parse(text)
    checked_seen(state.seen.codes(), hand)
    require_red_fives(hand, state.rules.red_fives)
    return hand


def set_notation(state: TrainerState, text: str) -> Change:
    """The text box changed: the hand it reads as (refused with why when it reads as none)."""
    try:
        hand = _read_hand(state, text)
    except HandError as e:
        return Change(state, say=e)
    if hand == state.hand:
        return Change(state)
    return Change(_moved(state, hand, state.seen.counts), Step.TYPE_HAND)


def paste_notation(state: TrainerState, text: str) -> Change:
    """Replace the hand by pasted text (an empty clipboard is no request to clear it)."""
    if not text.strip():
        return Change(state, say=Notice.EMPTY_CLIPBOARD)
    try:
        hand = _read_hand(state, text.strip())
    except HandError as e:
        return Change(state, say=e)
    if hand == state.hand:
        return Change(state)
    return Change(_moved(state, hand, state.seen.counts), Step.PASTE_HAND)


def _fresh(
    state: TrainerState,
    hand: Hand,
    seen: tuple[int, ...],
    situation: SituationState | None = None,
) -> TrainerState:
    """``state`` with a new position: ``hand``, ``seen`` (no red five), an empty table."""
    return _moved(state, hand, seen, situation or SituationState(), TableState(), ())


def clear(state: TrainerState) -> Change:
    """Empty hand, melds, seen tiles, situation and table."""
    s = state
    if not s.hand.size and not any(s.seen.counts) and s.situation == SituationState():
        if s.table == TableState():
            return Change(state)
    return Change(_fresh(state, _EMPTY, NO_SEEN), Step.CLEAR)


def random_hand(state: TrainerState, rng: random.Random) -> Change:
    """Deal 13 or 14 tiles from a shuffled wall of the rules (136 tiles, 108 with three
    players): a new deal, so nothing is seen yet."""
    wall = [t for t in state.rules.kinds_in_play for _ in range(COPIES)]
    rng.shuffle(wall)
    size = rng.choice((13, 14))
    return Change(_fresh(state, Hand.from_tiles(wall[:size]), NO_SEEN), Step.RANDOM_HAND)


def _has_red(state: TrainerState) -> bool:
    """Whether a red five is anywhere: the hand, its melds or the seen tiles (the dora
    indicators and the table among them)."""
    return bool(
        state.hand.red_count
        or state.seen.red
        or any(is_red(t) for t in state.situation.dora)
        or state.table.reds()
    )


def set_rules(state: TrainerState, rules: Rules) -> Change:
    """New rules: out of dora mode where they count no dora; where they have no red five,
    every red five (the hand, its melds, the seen tiles, dora indicators and the table)
    turned into its plain five as one undo step, and said (a red five kept would only be
    refused by every analysis)."""
    if rules == state.rules:
        return Change(state)
    new = _fit_offer(replace(state, rules=rules))
    if state.mode is Mode.DORA and not new.has_dora:
        new = replace(new, mode=Mode.ADD)
    if rules.red_fives or not _has_red(new):
        return Change(new)
    plain = _moved(new, plain_fives(new.hand), new.seen.counts, red=())
    return Change(plain, Step.PLAIN_FIVES, Notice.PLAIN_FIVES)


def load(
    state: TrainerState, notation: str, seen: str = "", situation: str = "", table: str = ""
) -> Change:
    """Start from saved text (refused with the core's error, keeping the state, if the hand
    or the seen tiles are bad; a situation or a table that cannot be read is left out).
    Saved under rules with red fives, a red five is a plain five under rules without."""
    try:
        hand = Hand.parse(notation)
        counts = checked_seen(seen, hand)
        red = tuple(sorted(red_kinds(parse_codes(seen))))
    except HandError as e:
        return Change(state, say=e)
    plain = not state.rules.red_fives and bool(hand.red_count or red)
    if plain:
        hand, red = plain_fives(hand), ()
    try:
        saved = SituationState.from_text(situation)
    except ValueError:
        saved = SituationState()
    try:
        ponds = TableState.from_text(table).fit(counts, red)
    except ValueError:
        ponds = TableState()
    saved = fit_situation(saved, hand, counts, red)
    new = replace(
        state,
        hand=hand,
        seen=SeenTiles.from_counts(counts, red),
        situation=saved,
        table=ponds,
        offered=None,
    )
    return Change(new, say=Notice.PLAIN_FIVES if plain else None)


def open_hand(
    state: TrainerState, notation: str, situation: SituationState | None = None
) -> Change:
    """A hand from elsewhere (a quiz question) instead of the position. A scoring question
    brings the situation of its win (its dora indicators are the only tiles seen); any other
    hand starts a fresh situation."""
    try:
        hand = Hand.parse(notation)
    except HandError as e:
        return Change(state, say=e)
    situation = situation or SituationState()
    seen = list(NO_SEEN)
    for t in situation.dora:
        seen[t] += 1
    try:
        checked_seen(tiles_of(seen), hand)
    except HandError as e:
        return Change(state, say=e)
    fitted = fit_situation(situation, hand, seen)
    s = state
    if (hand, tuple(seen), fitted) == (s.hand, s.seen.counts, s.situation) and (
        not s.seen.red and s.table == TableState()
    ):
        return Change(state)
    new = _fresh(state, hand, tuple(seen), fitted)
    return Change(new, Step.OPEN_HAND)


def open_position(
    state: TrainerState,
    hand: Hand,
    seen: tuple[int, ...],
    turn: int,
    situation: SituationState | None = None,
    played: int | None = None,
) -> Change:
    """A position from elsewhere (a practice deal's discard): the hand, the 34 seen counts,
    the look-ahead's turn (a turn out of 1–17 left as it is), the situation (None: the
    default one; its dora indicators are among ``seen``) and the tile the learner threw from
    it (its row marked in the analysis)."""
    situation = situation or SituationState()
    try:
        checked_seen(tiles_of(seen), hand)
    except HandError as e:
        return Change(state, say=e)
    if 1 <= turn < LAST_DRAW:
        state = replace(state, search=replace(state.search, turn=turn))
    same = hand == state.hand and tuple(seen) == state.seen.counts and not state.seen.red
    if same and situation == state.situation and played == state.played:
        return Change(state)
    new = replace(_moved(state, hand, tuple(seen), situation, red=()), played=played)
    return Change(new, Step.OPEN_POSITION)


# --- the look-ahead ---------------------------------------------------------------------------


def drive(
    state: TrainerState, event: Event, search: SearchState | None = None
) -> tuple[TrainerState, tuple[Action, ...]]:
    """Tell the look-ahead's schedule what happened: the state with its new schedule and
    search bar (``search``: its new settings, when they change with the event), and what
    the controller is to do."""
    schedule, actions = step(state.schedule, event)
    search = replace(
        search or state.search, extended=schedule.extended, searching=schedule.searching
    )
    if Action.SUBMIT_EXTENDED in actions:
        search = replace(search, done=0, total=0)
    return replace(state, schedule=schedule, search=search), actions


def set_turn(state: TrainerState, turn: int) -> SearchState | None:
    """The look-ahead's settings counting the chances from ``turn`` (1–17, the draws made);
    None when that is no turn or the one already set."""
    if not 1 <= turn < LAST_DRAW or turn == state.search.turn:
        return None
    return replace(state.search, turn=turn)
