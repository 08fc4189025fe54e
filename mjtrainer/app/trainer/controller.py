"""The trainer's controller: owns the hand, melds, seen tiles, rules and the undo stack.

It is the part of the trainer page that talks to the core. Views send intents to its slots
(``click_tile``, ``remove_tile``, ``set_notation`` …) and draw the frozen snapshots it emits
(made by :mod:`.presenters`): :class:`~.viewmodel.HandState` after every edit and
:class:`~.viewmodel.Result` when an analysis (run by a :class:`~.tasks.TaskRunner`, off the GUI
thread) comes back.
"""

from __future__ import annotations

import dataclasses
import random
from functools import partial
from typing import assert_never

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...core import (
    NOTHING_SEEN,
    NUM_KINDS,
    Hand,
    HandError,
    Meld,
    MeldKind,
    Rules,
    SeenTiles,
    format_tiles,
    seen_counts,
)
from ...core.hand import require_red_fives
from ...core.kinds import LAST_DRAW, NUM_CODES, is_red, kind_of, red_of
from ...core.tiles import parse_codes, red_kinds
from ...scoring import situation_flags
from ..shared import errors
from ..shared.presenters import (
    NO_SEEN,
    OPPONENT_MELD_MODES,
    available,
    chow_starts,
    enabled_tiles,
    hand_state,
    meld_view,
    opponent_melds,
    red_enabled,
    tiles_of,
)
from ..shared.score_model import MAX_DORA, SituationState
from ..shared.score_presenters import fit_situation, score_kind
from ..shared.tasks import TaskRunner
from ..shared.viewmodel import HandState, Mode, OpponentPond, Result, SearchState, StatusKind
from .jobs import LookaheadDone, analyse, look_ahead
from .lookahead_schedule import Action, Event, Phase, Schedule, step
from .table_state import (
    MELD_LIMIT,
    OPPONENT_MELDS,
    OPPONENTS,
    POND_LIMIT,
    TableState,
    sources,
)

translate = QCoreApplication.translate  # the name lupdate looks for
_MELD_KINDS = {
    Mode.CHOW: MeldKind.CHOW,
    Mode.PUNG: MeldKind.PUNG,
    Mode.KONG: MeldKind.KONG,
    Mode.CONCEALED_KONG: MeldKind.CONCEALED_KONG,
}
_TEXT_EDIT_ID = 1
# The look-ahead job waits this long on the worker before it searches: the GUI thread draws
# the analysis just shown first. Started at once, the search takes the GIL back after each of
# the table's Python callbacks (delegate paints, size hints), and the table's paint took three
# times as long (packaging/measure_gui.py: a p90 of 45 ms from the click, 15 ms without).
LOOKAHEAD_HEAD_START = 0.015
# The extended search follows a result with chances, whose table and chart take longer to
# draw; it runs for about a second, so a longer head start costs nothing a learner sees.
EXTENDED_HEAD_START = 0.05
# The analyses a look-ahead can add its chances to.
_SEARCHABLE = (StatusKind.WIN, StatusKind.READY, StatusKind.SHANTEN)
# Undo steps kept: each holds two snapshots of hand and seen tiles (about 1.6 kB), so an
# unlimited history grows without end over a long session.
UNDO_LIMIT = 1000


def is_tile(tile: object) -> bool:
    """Whether an intent's ``tile`` is a tile kind, 0–33: the slots ignore anything else
    (a -1 would index the last kind, a 34 would raise)."""
    return isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < NUM_KINDS


def is_code(tile: object) -> bool:
    """Whether an intent's ``tile`` is a tile code, 0–36 (a kind, or a red five 34–36): the
    intents that take a tile of the hand or the palette accept the red fives too."""
    return isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < NUM_CODES


def error_message(e: Exception) -> str:
    """A refusal in the current language (QCoreApplication.translate is thread-safe)."""
    return errors.message(e)


def _checked_codes(seen: tuple[int, ...], red: tuple[int, ...]) -> list[int]:
    """The seen tiles as codes for the core's check (seen_counts), each entry of ``red`` a red
    five of its own: a second red five of a suit stays two, for the check to refuse."""
    counts = list(seen)
    codes = []
    for k in red:
        counts[k] = max(counts[k] - 1, 0)
        codes.append(red_of(k) or k)
    return [*tiles_of(counts), *codes]


def plain_fives(hand: Hand) -> Hand:
    """``hand`` with its red fives, concealed and in its melds, as plain fives."""
    return Hand(hand.counts, tuple(dataclasses.replace(m, red=False) for m in hand.melds))


def plain_fives_notice() -> str:
    return translate(
        "TrainerController", "These rules have no red fives: each red five is a plain five now."
    )


def _closed_only() -> str:
    return translate(
        "TrainerController",
        "A player in riichi keeps a closed hand: an open meld and a riichi cannot go together "
        "(a concealed kong can).",
    )


#: A palette mode that adds to an opponent's pond, by seat.
POND_MODES = {Mode.POND_RIGHT: 1, Mode.POND_ACROSS: 2, Mode.POND_LEFT: 3}

# An undo snapshot: the hand, the seen tiles, the situation of the win and the table.
_Snapshot = tuple[Hand, SeenTiles, SituationState, TableState]


def fit_red(red: tuple[int, ...], seen: tuple[int, ...]) -> tuple[int, ...]:
    """The seen red fives' kinds (sorted) that the 34 seen counts still hold a copy of: a
    five no longer seen takes its red mark with it."""
    return tuple(sorted(k for k in red if seen[k] > 0))


class _EditCommand(QUndoCommand):
    """One edit of hand and seen tiles; undo and redo swap whole snapshots."""

    def __init__(
        self,
        controller: TrainerController,
        before: _Snapshot,
        after: _Snapshot,
        text: str,
        from_text: bool,
    ) -> None:
        super().__init__(text)
        self._controller = controller
        self._before = before
        self._after = after
        self._from_text = from_text
        self._first = True

    def id(self) -> int:
        return _TEXT_EDIT_ID if self._from_text else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        # Typing a hand letter by letter is one undo step, not one per key.
        if not isinstance(other, _EditCommand) or not (self._from_text and other._from_text):
            return False
        self._after = other._after
        return True

    def redo(self) -> None:
        from_text = self._from_text and self._first
        self._first = False
        self._controller._restore(*self._after, from_text=from_text)

    def undo(self) -> None:
        self._controller._restore(*self._before, from_text=False)


class TrainerController(QObject):
    """State and intents of the trainer page."""

    stateChanged = Signal(object)  # HandState
    resultChanged = Signal(object)  # Result
    busyChanged = Signal(bool)
    message = Signal(str)  # a refused edit, said once ("5 copies of 1m …")
    notationError = Signal(str)  # "" when the text box holds a valid hand
    chowChoiceRequested = Signal(int, object)  # clicked tile, tuple of run starts to choose from
    # seat, clicked tile (a code: 34–36 red), the (kind, first tile, source seat or -1) melds
    # to choose from
    opponentMeldChoiceRequested = Signal(int, int, object)
    rulesChanged = Signal(object)  # Rules
    searchChanged = Signal(object)  # SearchState: the look-ahead's turn, toggle, progress

    def __init__(
        self,
        runner: TaskRunner | None = None,
        rules: Rules | None = None,
        rng: random.Random | None = None,
        parent: QObject | None = None,
        turn: int = 1,
    ) -> None:
        super().__init__(parent)
        self._runner = runner if runner is not None else TaskRunner(parent=self)
        if self._runner.parent() is None:
            self._runner.setParent(self)
        self._rules = rules or Rules.preset("general")
        self._rng = rng or random.Random()
        self._hand = Hand.parse("")
        # The seen tiles: 34 counts (what the analysis, ponds and situation use) and the
        # kinds of the fives among them that are red (what the seen row and its text show).
        self._seen = NOTHING_SEEN
        self._situation = SituationState()
        self._table = TableState()
        self._mode = Mode.ADD
        self._result = Result(StatusKind.EMPTY)
        self._notation_error: HandError | None = None  # what the text box holds, if no hand
        self._undo = QUndoStack(self)
        self._undo.setUndoLimit(UNDO_LIMIT)
        # The look-ahead: when it runs (lookahead_schedule), and what the bar shows.
        self._schedule = Schedule()
        self._search = SearchState(turn=turn if 1 <= turn < LAST_DRAW else 1)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._runner.resultReady.connect(self._on_result_ready)
        self._runner.failed.connect(self._on_failed)
        self._runner.busyChanged.connect(self._on_busy_changed)
        self._runner.progress.connect(self._on_progress)

    # --- read-only views of the state ---

    @property
    def hand(self) -> Hand:
        return self._hand

    @property
    def seen(self) -> tuple[int, ...]:
        """The 34 counts of the seen tiles (a red five counts as its five)."""
        return self._seen.counts

    @property
    def seen_red(self) -> tuple[int, ...]:
        """The kinds (4, 13, 22) of the seen fives that are red, sorted."""
        return self._seen.red

    def seen_codes(self) -> tuple[int, ...]:
        """The seen tiles as sorted tile codes (a red five as 34–36)."""
        return self._seen.codes()

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def situation(self) -> SituationState:
        """How the hand won (the winning tile, winds, flags, dora indicators)."""
        return self._situation

    def situation_text(self) -> str:
        """The situation as the settings keep it."""
        return self._situation.to_text()

    @property
    def table(self) -> TableState:
        """The opponents' ponds and riichi marks the learner built."""
        return self._table

    def table_text(self) -> str:
        """The table as text, to be saved with the hand ("" when empty)."""
        return self._table.to_text()

    @property
    def mode(self) -> Mode:
        return self._mode

    @property
    def undo_stack(self) -> QUndoStack:
        return self._undo

    @property
    def runner(self) -> TaskRunner:
        return self._runner

    @property
    def result(self) -> Result:
        return self._result

    @property
    def busy(self) -> bool:
        return self._runner.busy

    @property
    def search(self) -> SearchState:
        """The look-ahead's turn, extended toggle and progress."""
        return self._search

    def notation(self) -> str:
        return str(self._hand)

    def seen_notation(self) -> str:
        return format_tiles(self.seen_codes())

    def available(self) -> tuple[int, ...]:
        """Copies of each kind not in the hand, the melds or the seen row."""
        return available(self._hand, self._seen.counts)

    def state(self, from_text: bool = False) -> HandState:
        return dataclasses.replace(
            hand_state(self._hand, self._seen.counts, self._mode, from_text, self._seen.red),
            situation=self._situation,
            scored=score_kind(self._rules),
            flags=situation_flags(self._rules),
            red_enabled=red_enabled(
                self._hand, self._rules.red_fives, self._mode, self.available(), self._seen.red
            ),
            ponds=tuple(
                OpponentPond(
                    s,
                    self._table.pond(s),
                    self._table.riichi_index(s),
                    self._table.passed(s),
                    tuple(meld_view(m) for m in self._table.melds_of(s)),
                    self._table.called(s),
                    tuple(-1 if f is None else f for f in self._table.called_from(s)),
                )
                for s in OPPONENTS
            ),
        )

    def enabled_tiles(self) -> tuple[bool, ...]:
        """Which palette tiles a click can use in the current mode."""
        return enabled_tiles(self._mode, self.available())

    def chow_options(self, tile: int) -> tuple[int, ...]:
        """First tiles of the chows holding ``tile`` that free copies allow."""
        return chow_starts(tile, self.available())

    # --- intents ---

    @Slot(str)
    def set_mode(self, mode: str) -> None:
        """Switch what a palette click does: add, a meld kind, or seen."""
        new = Mode(mode)
        if new is Mode.DORA and not self._has_dora():
            self.message.emit(
                translate("TrainerController", "Dora indicators count under the riichi rules.")
            )
            return
        if new is not self._mode:
            self._mode = new
            self.stateChanged.emit(self.state())

    @Slot(int)
    def click_tile(self, tile: int) -> None:
        """A palette click, read according to the mode (a red five's code adds that red five
        to the hand or the seen row; in the other modes it stands for its kind)."""
        if not is_code(tile):
            return
        if self._mode is Mode.ADD:
            self.add_tile(tile)
            return
        if self._mode is Mode.SEEN:
            self.add_seen(tile)
            return
        # The table keeps a red five red (dora indicators, ponds, opponents' melds).
        if self._mode is Mode.DORA:
            self.add_dora(tile)
            return
        if self._mode in POND_MODES:
            self.add_pond_tile(POND_MODES[self._mode], tile)
            return
        code, tile = tile, kind_of(tile)
        if self._mode is Mode.WIN_TILE:
            self.add_win_tile(tile)
        elif self._mode in OPPONENT_MELD_MODES:
            seat = OPPONENT_MELD_MODES[self._mode]
            melds = self.opponent_meld_options(tile, seat)
            if len(melds) == 1:
                kind, first, source = melds[0]
                self.declare_opponent_meld(seat, kind, first, is_red(code), source, code)
            elif melds:
                self.opponentMeldChoiceRequested.emit(seat, code, melds)
            else:
                self.message.emit(
                    translate("TrainerController", "No meld can be made with that tile.")
                )
        elif self._mode is Mode.CHOW:
            options = self.chow_options(tile)
            if len(options) == 1:
                self.declare_chow(options[0])
            elif options:
                self.chowChoiceRequested.emit(tile, options)
            else:
                self.message.emit(
                    translate("TrainerController", "No chow can be made with that tile.")
                )
        else:
            self.declare_meld(_MELD_KINDS[self._mode].value, tile)

    @Slot(int)
    def add_tile(self, tile: int) -> None:
        """Add a tile (a kind, or a red five's code) to the concealed part."""
        if not is_code(tile):
            return
        self._edit(lambda h: h.add(tile), None, translate("TrainerController", "Add tile"))

    @Slot(int)
    def remove_tile(self, tile: int) -> None:
        """Take a tile (a kind, or a red five's code: that red five) out of the hand."""
        if not is_code(tile):
            return
        if self._hand.counts[kind_of(tile)] and (
            not is_red(tile) or kind_of(tile) in self._hand.red
        ):
            self._edit(
                lambda h: h.remove(tile), None, translate("TrainerController", "Remove tile")
            )

    @Slot(int)
    def discard(self, tile: int) -> None:
        """Discard from the table: the tile leaves the hand for the pond, where it is seen
        (the table counted it so), in one undo step."""
        if not is_code(tile):
            return
        kind = kind_of(tile)
        if not self._hand.counts[kind] or (is_red(tile) and kind not in self._hand.red):
            return
        seen = list(self._seen.counts)
        seen[kind] += 1
        # The five that leaves the hand red (Hand.remove says which) is seen red.
        red = self._seen.red
        if kind in self._hand.red and kind not in self._hand.remove(tile).red:
            red = (*red, kind)
        self._edit(
            lambda h: h.remove(tile),
            tuple(seen),
            translate("TrainerController", "Discard"),
            red=red,
        )

    @Slot(int)
    def declare_chow(self, start: int) -> None:
        self.declare_meld(MeldKind.CHOW.value, start)

    @Slot(str, int)
    def declare_meld(self, kind: str, tile: int) -> None:
        """Declare a meld of ``kind`` ("chow" names its first tile); back to adding after it."""
        try:
            meld = Meld(tile, MeldKind(kind))
        except (HandError, ValueError) as e:
            self.message.emit(error_message(e))
            return
        text = translate("TrainerController", "Declare meld")
        if self._edit(lambda h: h.with_meld(meld), None, text):
            self.set_mode(Mode.ADD.value)

    @Slot(int)
    def remove_meld(self, index: int) -> None:
        if 0 <= index < len(self._hand.melds):
            self._edit(
                lambda h: h.without_meld(index), None, translate("TrainerController", "Remove meld")
            )

    @Slot(int)
    def add_seen(self, tile: int) -> None:
        """Mark a tile as seen (a kind, or a red five's code: that red five)."""
        if not is_code(tile):
            return
        kind = kind_of(tile)
        seen = list(self._seen.counts)
        seen[kind] += 1
        red = (*self._seen.red, kind) if is_red(tile) else self._seen.red
        self._edit(None, tuple(seen), translate("TrainerController", "Mark seen"), red=red)

    @Slot(int)
    def remove_seen(self, tile: int) -> None:
        """Unmark a seen tile: a red five's code takes the red five; a five's kind takes a
        plain five while there is one, the red one when it is the last (as Hand.remove)."""
        if not is_code(tile):
            return
        kind = kind_of(tile)
        if not self._seen.counts[kind] or (is_red(tile) and kind not in self._seen.red):
            return
        seen = list(self._seen.counts)
        seen[kind] -= 1
        red = self._seen.red
        if is_red(tile):
            red = tuple(k for k in red if k != kind)
        self._edit(None, tuple(seen), translate("TrainerController", "Unmark seen"), red=red)

    @Slot(int, int)
    def add_pond_tile(self, seat: int, tile: int) -> None:
        """An opponent's discard (a kind, or a red five's code: that red five), after
        everything on the table: a seen tile too (one undo step), and genbutsu for every
        riichi declared before it."""
        if seat not in OPPONENTS or not is_code(tile):
            return
        if len(self._table.pond(seat)) >= POND_LIMIT:
            return
        seen = list(self._seen.counts)
        seen[kind_of(tile)] += 1
        self._edit(
            None,
            tuple(seen),
            translate("TrainerController", "Add to pond"),
            table=self._table.add(seat, tile),
            red=self._with_red(tile),
        )

    @Slot(int)
    def remove_last_pond_tile(self, seat: int) -> None:
        """Take an opponent's last discard back (it leaves the seen tiles too, unless a meld
        called it: it is seen there)."""
        if seat not in OPPONENTS or not self._table.pond(seat):
            return
        text = translate("TrainerController", "Take back from pond")
        self._edit_table(self._table.remove_last(seat), text)

    @Slot(int, int)
    def toggle_riichi(self, seat: int, index: int) -> None:
        """Mark tile ``index`` of an opponent's pond as its riichi declaration, or unmark it
        (an opponent with an open meld cannot be in riichi)."""
        if seat not in OPPONENTS or not 0 <= index < len(self._table.pond(seat)):
            return
        table = self._table.toggle_riichi(seat, index)
        marked = table.riichi_index(seat) is not None
        if marked and any(m.kind is not MeldKind.CONCEALED_KONG for m in table.melds_of(seat)):
            self.message.emit(_closed_only())
            return
        text = (
            translate("TrainerController", "Mark riichi")
            if marked
            else translate("TrainerController", "Unmark riichi")
        )
        self._edit(None, None, text, table=table)

    def opponent_meld_options(self, tile: int, seat: int = 0) -> tuple[tuple[str, int, int], ...]:
        """The ``(kind, first tile, source seat)`` melds holding ``tile`` that free copies
        allow opponent ``seat``: its pung and kong from each other seat, its chows from the
        player before it, and its concealed kong (source -1). Without a seat: each meld once,
        source -1."""
        options = opponent_melds(tile, self.available()) if is_tile(tile) else ()
        if seat not in OPPONENTS:
            return tuple((kind, first, -1) for kind, first in options)
        out: list[tuple[str, int, int]] = []
        for kind, first in options:
            froms = sources(seat, MeldKind(kind))
            out += [(kind, first, f) for f in froms] if froms else [(kind, first, -1)]
        return tuple(out)

    @Slot(int, str, int)
    @Slot(int, str, int, bool)
    @Slot(int, str, int, bool, int, int)
    def declare_opponent_meld(
        self,
        seat: int,
        kind: str,
        tile: int,
        red: bool = False,
        source: int = -1,
        called: int = -1,
    ) -> None:
        """An opponent's meld (a pung, a chow named by its first tile, a kong, a concealed
        kong; ``red``: its five is the red one): its tiles are seen tiles too (one undo step);
        back to adding after it. With a ``source`` seat, its tile ``called`` (a kind or a
        code; the meld's kind for a pung or a kong when left out) came from that seat's pond:
        marked called there and counted once, in the meld."""
        if seat not in OPPONENTS or not is_tile(tile):
            return
        try:
            meld = Meld(tile, MeldKind(kind), red=bool(red))
        except (HandError, ValueError) as e:
            self.message.emit(error_message(e))
            return
        if meld.kind not in OPPONENT_MELDS or len(self._table.melds_of(seat)) >= MELD_LIMIT:
            return
        if source != -1 and source not in sources(seat, meld.kind):
            return
        called = meld.tile if called == -1 and meld.kind is not MeldKind.CHOW else called
        if source != -1 and (not is_code(called) or kind_of(called) not in meld.tiles):
            return
        if meld.kind is not MeldKind.CONCEALED_KONG and self._table.riichi_index(seat) is not None:
            self.message.emit(_closed_only())
            return
        table = self._table.add_meld(seat, meld, None if source == -1 else source, called)
        text = translate("TrainerController", "Declare opponent's meld")
        if self._edit_table(table, text):
            self.set_mode(Mode.ADD.value)

    @Slot(int, int)
    def remove_opponent_meld(self, seat: int, index: int) -> None:
        """Take an opponent's meld ``index`` away (its tiles leave the seen tiles too; a tile
        it called from a pond stays there)."""
        melds = self._table.melds_of(seat) if seat in OPPONENTS else ()
        if not (isinstance(index, int) and 0 <= index < len(melds)):
            return
        text = translate("TrainerController", "Remove opponent's meld")
        self._edit_table(self._table.remove_meld(seat, index), text)

    def _edit_table(self, table: TableState, text: str) -> bool:
        """A change of the table, its seen tiles (and seen red fives) moving with what it
        shows: a called tile counted once, in its meld."""
        old, new = self._table.counts(), table.counts()
        seen = tuple(max(s + n - o, 0) for s, n, o in zip(self._seen.counts, new, old, strict=True))
        red = list(self._seen.red)
        for k in self._table.reds():
            if k in red:
                red.remove(k)
        red += table.reds()
        return self._edit(None, seen, text, table=table, red=tuple(sorted(red)))

    @Slot(int)
    def click_hand_tile(self, tile: int) -> None:
        """A click on a tile of the hand: in "winning tile" mode it picks that tile as the
        winning one, else it takes the tile back (a red five's code: that red five)."""
        if not is_code(tile):
            return
        if self._mode is Mode.WIN_TILE:
            self.set_win_tile(kind_of(tile))
        else:
            self.remove_tile(tile)

    @Slot(int)
    def set_win_tile(self, tile: int) -> None:
        """The hand won on ``tile`` (a tile of its concealed part); back to adding after it."""
        if not is_tile(tile):
            return
        if not self._hand.counts[tile]:
            self.message.emit(
                translate("TrainerController", "The winning tile must be a tile of the hand.")
            )
            return
        if tile != self._situation.win_tile:
            self._edit(
                None,
                None,
                translate("TrainerController", "Pick winning tile"),
                dataclasses.replace(self._situation, win_tile=tile),
            )
        self.set_mode(Mode.ADD.value)

    @Slot(int)
    def add_win_tile(self, tile: int) -> None:
        """A palette click in "winning tile" mode: a 13-tile hand draws the tile as its
        winning tile (one undo step); a complete hand's tile is picked as the winning one."""
        if not is_tile(tile):
            return
        if self._hand.size % 3 == 1:
            text = translate("TrainerController", "Add winning tile")
            if self._edit(
                lambda h: h.add(tile),
                None,
                text,
                dataclasses.replace(self._situation, win_tile=tile),
            ):
                self.set_mode(Mode.ADD.value)
        elif self._hand.counts[tile]:
            self.set_win_tile(tile)
        else:
            self.message.emit(
                translate(
                    "TrainerController",
                    "Pick the winning tile in the hand, or build 13 tiles and click the tile "
                    "that completes them.",
                )
            )

    @Slot()
    def clear_win_tile(self) -> None:
        """Forget the winning tile picked: the best tile of the hand is used."""
        if self._situation.win_tile is not None:
            self._edit(
                None,
                None,
                translate("TrainerController", "Best winning tile"),
                dataclasses.replace(self._situation, win_tile=None),
            )

    @Slot(int)
    def add_dora(self, tile: int) -> None:
        """Riichi: a dora indicator (a kind, or a red five's code: that red five, shown red
        and seen red, no aka dora), which is a seen tile too (one undo step)."""
        if not is_code(tile):
            return
        if not self._has_dora():
            self.message.emit(
                translate("TrainerController", "Dora indicators count under the riichi rules.")
            )
            return
        if len(self._situation.dora) >= MAX_DORA:
            self.message.emit(
                translate(
                    "TrainerController",
                    "At most {n} dora indicators: the first and one after each kong.",
                ).format(n=MAX_DORA)
            )
            return
        seen = list(self._seen.counts)
        seen[kind_of(tile)] += 1
        dora = dataclasses.replace(self._situation, dora=(*self._situation.dora, tile))
        text = translate("TrainerController", "Add dora indicator")
        self._edit(None, tuple(seen), text, dora, red=self._with_red(tile))

    @Slot(int)
    def remove_dora(self, tile: int) -> None:
        """Take a dora indicator back (a red five's code: the red one; it leaves the seen
        tiles too)."""
        if not is_code(tile):
            return
        dora = list(self._situation.dora)
        if tile not in dora:
            return
        dora.remove(tile)
        seen = list(self._seen.counts)
        seen[kind_of(tile)] -= 1
        self._edit(
            None,
            tuple(seen),
            translate("TrainerController", "Remove dora indicator"),
            dataclasses.replace(self._situation, dora=tuple(dora)),
            red=self._without_red(tile),
        )

    @Slot(str, object)
    def set_situation(self, name: str, value: object) -> None:
        """Change one part of the situation of the win (self-drawn, a wind, a flag, the
        flowers), as one undo step."""
        try:
            new = self._situation.with_field(name, value)
        except ValueError as e:
            self.message.emit(str(e))
            return
        if new != self._situation:
            self._edit(None, None, translate("TrainerController", "Change situation"), new)

    @Slot()
    def retranslate(self) -> None:
        """The language changed: say the standing notation error, and a refusal shown in the
        status line, in the new language."""
        if self._notation_error is not None:
            self.notationError.emit(error_message(self._notation_error))
        if self._result.status is StatusKind.ERROR:
            self._request_analysis()

    @Slot(str)
    def set_notation(self, text: str) -> None:
        """The text box changed: follow it when it reads as a hand, else say why."""
        try:
            hand = Hand.parse(text)
            seen_counts(self.seen_codes(), hand)
            require_red_fives(hand, self._rules.red_fives)
        except HandError as e:
            self._notation_error = e
            self.notationError.emit(error_message(e))
            return
        self._notation_error = None
        self.notationError.emit("")
        if hand != self._hand:
            self._push(
                hand, self._seen.counts, translate("TrainerController", "Type hand"), from_text=True
            )

    @Slot(str)
    def paste_notation(self, text: str) -> bool:
        """Replace the hand by pasted text; False (and a message) when it is no hand."""
        if not text.strip():  # an empty clipboard is no request to clear the hand
            self.message.emit(translate("TrainerController", "The clipboard holds no hand"))
            return False
        try:
            hand = Hand.parse(text.strip())
            seen_counts(self.seen_codes(), hand)
            require_red_fives(hand, self._rules.red_fives)
        except HandError as e:
            self.message.emit(error_message(e))
            return False
        if hand != self._hand:
            self._push(
                hand,
                self._seen.counts,
                translate("TrainerController", "Paste hand"),
                from_text=False,
            )
        return True

    @Slot()
    def clear(self) -> None:
        """Empty hand, melds and seen tiles (one undo step)."""
        if (
            self._hand.size
            or any(self._seen.counts)
            or self._situation != SituationState()
            or self._table != TableState()
        ):
            self._push(
                Hand.parse(""),
                NO_SEEN,
                translate("TrainerController", "Clear"),
                from_text=False,
                red=(),
                situation=SituationState(),
                table=TableState(),
            )

    @Slot()
    def random_hand(self) -> None:
        """Deal 13 or 14 tiles from a shuffled wall of all 136: a new deal, so nothing is
        seen yet (one undo step brings the old hand and its seen tiles back)."""
        wall = [t for t in range(NUM_KINDS) for _ in range(4)]
        self._rng.shuffle(wall)
        size = self._rng.choice((13, 14))
        self._push(
            Hand.from_tiles(wall[:size]),
            NO_SEEN,
            translate("TrainerController", "Random hand"),
            from_text=False,
            red=(),
            situation=SituationState(),
            table=TableState(),
        )

    @Slot(object)
    def set_rules(self, rules: Rules) -> None:
        if rules != self._rules:
            self._rules = rules
            self.rulesChanged.emit(rules)
            if self._mode is Mode.DORA and not self._has_dora():
                self._mode = Mode.ADD
            if self._plain_fives():
                return  # shown and analysed as the edit it is
            self.stateChanged.emit(self.state())  # the situation strip follows the rules
            self._request_analysis()

    def _has_red(self) -> bool:
        """Whether a red five is anywhere: the hand, its melds or the seen tiles (the dora
        indicators and the table among them)."""
        return bool(
            self._hand.red_count
            or self._seen.red
            or any(is_red(t) for t in self._situation.dora)
            or self._table.reds()
        )

    def _plain_fives(self) -> bool:
        """Under rules without red fives, turn every red five into its plain five (the
        hand, its melds, the seen tiles, dora indicators and the table) as one undo step,
        and say so; False (nothing done) when the rules have red fives or none is here. A
        red five kept would only be refused ("write 5 instead of 0") by every analysis."""
        if self._rules.red_fives or not self._has_red():
            return False
        self._push(
            plain_fives(self._hand),
            self._seen.counts,
            translate("TrainerController", "Plain fives"),
            from_text=False,
            red=(),
        )
        self.message.emit(plain_fives_notice())
        return True

    def load(self, notation: str, seen: str = "", situation: str = "", table: str = "") -> bool:
        """Start from saved text (not undoable); False, keeping the state, if it is bad. A
        situation or a table that cannot be read is left out (the hand is kept)."""
        try:
            hand = Hand.parse(notation)
            seen_c = seen_counts(seen, hand)
            red = tuple(sorted(red_kinds(parse_codes(seen))))
        except HandError:
            return False
        plain = not self._rules.red_fives and bool(hand.red_count or red)
        if plain:  # saved under other rules: the red fives are plain fives under these
            hand, red = plain_fives(hand), ()
        try:
            state = SituationState.from_text(situation)
        except ValueError:
            state = SituationState()
        try:
            ponds = TableState.from_text(table).fit(seen_c, red)
        except ValueError:
            ponds = TableState()
        self._undo.clear()
        state = fit_situation(state, hand, seen_c, red)
        if plain:
            self.message.emit(plain_fives_notice())
        self._restore(hand, SeenTiles.from_counts(seen_c, red), state, ponds, from_text=False)
        return True

    @Slot(str)
    def open_hand(self, notation: str, situation: SituationState | None = None) -> bool:
        """Replace hand and seen tiles by a hand from elsewhere (a quiz question), as one undo
        step, so the hand the learner had is one Undo away; False (and a message) if bad. A
        scoring question brings the situation of its win (its dora indicators are the only
        tiles seen); any other hand starts a fresh situation."""
        try:
            hand = Hand.parse(notation)
        except HandError as e:
            self.message.emit(error_message(e))
            return False
        state = situation or SituationState()
        seen = list(NO_SEEN)
        for t in state.dora:
            seen[t] += 1
        try:
            seen_counts(tiles_of(seen), hand)
        except HandError as e:
            self.message.emit(error_message(e))
            return False
        state = fit_situation(state, hand, seen)
        if (
            hand != self._hand
            or tuple(seen) != self._seen.counts
            or self._seen.red
            or state != self._situation
            or self._table != TableState()
        ):
            self._push(
                hand,
                tuple(seen),
                translate("TrainerController", "Open hand"),
                from_text=False,
                red=(),
                situation=state,
                table=TableState(),
            )
        return True

    def open_position(self, hand: Hand, seen: tuple[int, ...], turn: int) -> bool:
        """Show a position from elsewhere (a practice deal's discard): the hand, the 34 seen
        counts and the look-ahead's turn, as one undo step; False (and a message) if bad."""
        try:
            seen_counts(tiles_of(seen), hand)
        except HandError as e:
            self.message.emit(error_message(e))
            return False
        if 1 <= turn < LAST_DRAW and turn != self._search.turn:
            self._search = dataclasses.replace(self._search, turn=turn)
            self.searchChanged.emit(self._search)
        if hand != self._hand or tuple(seen) != self._seen.counts or self._seen.red:
            self._push(
                hand,
                tuple(seen),
                translate("TrainerController", "Open position"),
                from_text=False,
                red=(),
                situation=SituationState(),
            )
        else:
            self._request_analysis()
        return True

    @Slot(int)
    def set_turn(self, turn: int) -> None:
        """Count the chances from ``turn`` (1–17, the draws made): the look-ahead runs again."""
        if not 1 <= turn < LAST_DRAW or turn == self._search.turn:
            return
        self._drive(Event.TURN, dataclasses.replace(self._search, turn=turn))

    @Slot(bool)
    def set_extended(self, on: bool) -> None:
        """Switch the extended search on (it runs now, with progress) or off (back to the
        basic search's chances)."""
        self._drive(Event.EXTENDED_ON if on else Event.EXTENDED_OFF)

    @Slot()
    def cancel_search(self) -> None:
        """Stop the extended search running: its result never shows, the toggle goes off and
        the basic search's chances stay."""
        self._drive(Event.CANCEL)

    def _with_red(self, tile: int) -> tuple[int, ...] | None:
        """The seen red fives' kinds with ``tile`` added when it is a red five (a second of
        its suit stays a second, for the check to refuse); None when it is not."""
        return (*self._seen.red, kind_of(tile)) if is_red(tile) else None

    def _without_red(self, tile: int) -> tuple[int, ...] | None:
        """The seen red fives' kinds less ``tile``'s when it is a red five; None when not."""
        if not is_red(tile):
            return None
        return tuple(k for k in self._seen.red if k != kind_of(tile))

    def _has_dora(self) -> bool:
        """Whether the rules in force count dora indicators (riichi)."""
        return "dora_indicators" in situation_flags(self._rules)

    def shutdown(self) -> None:
        """Stop taking analysis work and wait for the job running (app quit, test teardown)."""
        self._runner.shutdown()

    # --- machinery ---

    def _edit(
        self,
        change_hand,
        seen: tuple[int, ...] | None,
        text: str,
        situation: SituationState | None = None,
        table: TableState | None = None,
        red: tuple[int, ...] | None = None,
    ) -> bool:
        """Apply an edit through the undo stack; a refused edit says why and changes nothing.
        ``red``: the kinds of the seen red fives after it (None: those seen now that the new
        counts still hold)."""
        try:
            hand = change_hand(self._hand) if change_hand else self._hand
            new_seen = seen if seen is not None else self._seen.counts
            new_red = fit_red(red if red is not None else self._seen.red, new_seen)
            # A red five newly in the hand or the seen row must be one the rules play; one
            # already there (the rules changed under it) never blocks the edits that take it
            # out.
            reds = hand.red_count > self._hand.red_count or len(new_red) > len(self._seen.red)
            seen_counts(
                _checked_codes(new_seen, new_red), hand, self._rules.red_fives if reds else None
            )
        except HandError as e:
            self.message.emit(error_message(e))
            return False
        self._push(
            hand, new_seen, text, from_text=False, situation=situation, table=table, red=new_red
        )
        return True

    def _push(
        self,
        hand: Hand,
        seen: tuple[int, ...],
        text: str,
        from_text: bool,
        situation: SituationState | None = None,
        table: TableState | None = None,
        red: tuple[int, ...] | None = None,
    ) -> None:
        # The situation follows the hand: a winning tile no longer held, an indicator no
        # longer seen, is dropped in the same undo step; so is a pond tile no longer seen.
        # ``red``: the kinds of the seen red fives (None: those seen now).
        red = fit_red(self._seen.red if red is None else red, seen)
        state = fit_situation(situation or self._situation, hand, seen, red)
        ponds = (table if table is not None else self._table).fit(seen, red)
        before = (self._hand, self._seen, self._situation, self._table)
        after = (hand, SeenTiles.from_counts(seen, red), state, ponds)
        self._undo.push(_EditCommand(self, before, after, text, from_text))

    def _restore(
        self,
        hand: Hand,
        seen: SeenTiles,
        situation: SituationState,
        table: TableState,
        from_text: bool,
    ) -> None:
        self._hand = hand
        self._seen = seen
        self._situation = situation
        self._table = table
        if not from_text:
            self._notation_error = None
            self.notationError.emit("")
        self.stateChanged.emit(self.state(from_text))
        self._request_analysis()

    def _request_analysis(self) -> None:
        hand = self._hand
        # A new request overtakes the look-ahead running: its result is dropped.
        if hand.is_judgeable:
            self._drive(Event.ANALYSE)
            return
        self._drive(Event.CLEAR)
        if hand.size == 0:
            self._set_result(Result(StatusKind.EMPTY))
        else:
            self._set_result(Result(StatusKind.SIZE, size=hand.size))

    def _drive(self, event: Event, search: SearchState | None = None) -> None:
        """Tell the look-ahead's schedule what happened, do what it asks, and show the bar
        (``search``: its new settings, when they change with the event)."""
        self._schedule, actions = step(self._schedule, event)
        search = dataclasses.replace(
            search or self._search,
            extended=self._schedule.extended,
            searching=self._schedule.searching,
        )
        if Action.SUBMIT_EXTENDED in actions:
            search = dataclasses.replace(search, done=0, total=0)
        # Shown before the requests go out: a synchronous pool answers inside submit.
        self._set_search(search)
        for action in actions:
            match action:
                case Action.SUBMIT_ANALYSIS:
                    job = partial(
                        analyse,
                        self._hand,
                        self._rules,
                        self._seen,
                        self._situation,
                        self._table,
                    )
                    self._runner.submit(job)
                case Action.SUBMIT_BASIC | Action.SUBMIT_EXTENDED:
                    self._submit_lookahead(action is Action.SUBMIT_EXTENDED, search.turn)
                case Action.DROP:
                    self._runner.invalidate()
                case Action.CANCEL:
                    self._runner.cancel()
                case _:
                    assert_never(action)

    def _submit_lookahead(self, extended: bool, turn: int) -> None:
        """The analysis with the chances from ``turn``, as a request of its own."""
        job = partial(
            look_ahead,
            self._hand,
            self._rules,
            self._seen,
            self._situation,
            self._table,
            turn,
            extended,
        )
        head_start = EXTENDED_HEAD_START if extended else LOOKAHEAD_HEAD_START
        self._runner.submit_controlled(job, head_start)

    def _set_search(self, state: SearchState) -> None:
        if state != self._search:
            self._search = state
            self.searchChanged.emit(state)

    def _set_result(self, result: Result) -> None:
        self._result = result
        self.resultChanged.emit(result)

    @Slot(int, object)
    def _on_result_ready(self, request_id: int, result: object) -> None:
        if isinstance(result, Result):
            self._set_result(result)
            self._drive(Event.ANALYSED if result.status in _SEARCHABLE else Event.FAILED)
        elif isinstance(result, LookaheadDone):
            self._set_result(result.result)
            self._drive(Event.LOOKAHEAD_DONE)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        self._drive(Event.FAILED)
        self._set_result(Result(StatusKind.ERROR, size=self._hand.size, message=message))

    @Slot(int, int, int)
    def _on_progress(self, request_id: int, done: int, total: int) -> None:
        if self._schedule.phase is Phase.EXTENDED:
            self._set_search(dataclasses.replace(self._search, done=done, total=total))

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        self.busyChanged.emit(busy)
