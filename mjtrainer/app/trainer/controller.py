"""The trainer's controller: a QObject holding the trainer's state (:class:`.state.TrainerState`),
the undo stack of whole states and the task runner. Each intent slot applies the pure function
of the same name in :mod:`.state`, pushes the position it makes as one undo step, says its
notices (worded by :mod:`.notices`) and emits the snapshots the views draw: a ``HandState``
after every edit, a ``Result`` when an analysis (run off the GUI thread) comes back.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any, assert_never

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoStack

from ...core import Hand, Rules, format_tiles
from ...core.kinds import LAST_DRAW
from ..shared.score_model import SituationState
from ..shared.tasks import TaskRunner
from ..shared.viewmodel import HandState, Mode, Result, SearchState, StatusKind
from . import state as intents
from .jobs import LookaheadDone, analyse, look_ahead
from .lookahead_schedule import Action, Event, Phase
from .notices import say, step_text
from .presenters import chow_starts, enabled_tiles
from .state import Change, ChowChoice, MeldChoice, TrainerState, hand_view
from .table_state import TableState
from .undo import EditCommand

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
# Undo steps kept: each holds two whole states (about 1.6 kB of hand and seen tiles), so an
# unlimited history grows without end over a long session.
UNDO_LIMIT = 1000
# declare_opponent_meld's longer signatures: with the red five, with the source and the tile.
_MELDS = ((int, str, int, bool, int, int), (int, str, int, bool))


def _intent(
    fn: Callable[..., Change], *types: type, more: tuple[tuple[type, ...], ...] = ()
) -> Callable[..., bool]:
    """A slot of :class:`TrainerController` (taking ``types``, or any of the signatures in
    ``more``) that applies the pure intent ``fn`` of :mod:`.state` to the controller's state
    and the slot's arguments; it answers False when the intent was refused."""

    def slot(self: TrainerController, *args: Any, **kwargs: Any) -> bool:
        return self._apply(fn(self._state, *args, **kwargs))

    slot.__name__, slot.__doc__ = fn.__name__, fn.__doc__
    for signature in (*more, types):
        slot = Slot(*signature)(slot)
    return slot


class TrainerController(QObject):
    """State and intents of the trainer page."""

    stateChanged = Signal(object)  # HandState
    resultChanged = Signal(object)  # Result
    busyChanged = Signal(bool)
    message = Signal(str)  # a refused edit, said once ("5 copies of 1m …")
    notationError = Signal(str)  # "" when the text box holds a valid hand
    chowChoiceRequested = Signal(int, object)  # clicked tile, tuple of run starts to choose from
    # seat, clicked tile code, the (kind, first tile, source seat or -1) melds to choose from
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
        self._rng = rng or random.Random()
        search = SearchState(turn=turn if 1 <= turn < LAST_DRAW else 1)
        self._state = TrainerState(rules=rules or Rules.preset("general"), search=search)
        # What came back from the worker, and why the text box holds no hand (if it does not).
        self._result = Result(StatusKind.EMPTY)
        self._notation_error: Exception | None = None
        self._undo = QUndoStack(self)
        self._undo.setUndoLimit(UNDO_LIMIT)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._runner.resultReady.connect(self._on_result_ready)
        self._runner.failed.connect(self._on_failed)
        self._runner.busyChanged.connect(self._on_busy_changed)
        self._runner.progress.connect(self._on_progress)

    # --- read-only views of the state (the state's own methods and presenters) ---

    @property
    def trainer_state(self) -> TrainerState:
        return self._state

    @property
    def hand(self) -> Hand:
        return self._state.hand

    @property
    def seen(self) -> tuple[int, ...]:
        """The 34 counts of the seen tiles (a red five counts as its five)."""
        return self._state.seen.counts

    @property
    def seen_red(self) -> tuple[int, ...]:
        """The kinds (4, 13, 22) of the seen fives that are red, sorted."""
        return self._state.seen.red

    def seen_codes(self) -> tuple[int, ...]:
        return self._state.seen.codes()

    @property
    def rules(self) -> Rules:
        return self._state.rules

    @property
    def situation(self) -> SituationState:
        """How the hand won (the winning tile, winds, flags, dora indicators)."""
        return self._state.situation

    def situation_text(self) -> str:
        return self._state.situation.to_text()

    @property
    def table(self) -> TableState:
        """The opponents' ponds and riichi marks the learner built."""
        return self._state.table

    def table_text(self) -> str:
        return self._state.table.to_text()

    @property
    def mode(self) -> Mode:
        return self._state.mode

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
        return self._state.search

    def notation(self) -> str:
        return str(self._state.hand)

    def seen_notation(self) -> str:
        return format_tiles(self.seen_codes())

    def available(self) -> tuple[int, ...]:
        return self._state.available()

    def state(self, from_text: bool = False) -> HandState:
        return hand_view(self._state, from_text)

    def enabled_tiles(self) -> tuple[bool, ...]:
        return enabled_tiles(self._state.mode, self.available())

    def chow_options(self, tile: int) -> tuple[int, ...]:
        return chow_starts(tile, self.available())

    def opponent_meld_options(self, tile: int, seat: int = 0) -> tuple[tuple[str, int, int], ...]:
        return intents.opponent_meld_options(self._state, tile, seat)

    # --- intents: each applies the pure function of the same name in .state ---

    set_mode = _intent(intents.set_mode, str)
    click_tile = _intent(intents.click_tile, int)
    add_tile = _intent(intents.add_tile, int)
    remove_tile = _intent(intents.remove_tile, int)
    discard = _intent(intents.discard, int)
    declare_chow = _intent(intents.declare_chow, int)
    declare_meld = _intent(intents.declare_meld, str, int)
    remove_meld = _intent(intents.remove_meld, int)
    add_seen = _intent(intents.add_seen, int)
    remove_seen = _intent(intents.remove_seen, int)
    add_pond_tile = _intent(intents.add_pond_tile, int, int)
    remove_last_pond_tile = _intent(intents.remove_last_pond_tile, int)
    toggle_riichi = _intent(intents.toggle_riichi, int, int)
    declare_opponent_meld = _intent(intents.declare_opponent_meld, int, str, int, more=_MELDS)
    remove_opponent_meld = _intent(intents.remove_opponent_meld, int, int)
    offer_tile = _intent(intents.offer_tile, int, int)
    clear_offer = _intent(intents.clear_offer)
    click_hand_tile = _intent(intents.click_hand_tile, int)
    set_win_tile = _intent(intents.set_win_tile, int)
    add_win_tile = _intent(intents.add_win_tile, int)
    clear_win_tile = _intent(intents.clear_win_tile)
    add_dora = _intent(intents.add_dora, int)
    remove_dora = _intent(intents.remove_dora, int)
    set_situation = _intent(intents.set_situation, str, object)
    paste_notation = _intent(intents.paste_notation, str)
    # a quiz question's hand: the hand the learner had is one Undo away
    open_hand = _intent(intents.open_hand, str)
    clear = _intent(intents.clear)

    @Slot(str)
    def set_notation(self, text: str) -> None:
        """The text box changed: follow it when it reads as a hand, else say why there."""
        change = intents.set_notation(self._state, text)
        if isinstance(change.say, Exception):
            self._notation_error = change.say
            self.notationError.emit(say(change.say))
            return
        self._notation_error = None
        self.notationError.emit("")
        self._apply(change, from_text=True)

    @Slot()
    def random_hand(self) -> None:
        self._apply(intents.random_hand(self._state, self._rng))

    @Slot(object)
    def set_rules(self, rules: Rules) -> None:
        change = intents.set_rules(self._state, rules)
        if change.state.rules == self._state.rules:
            return
        new = change.state
        self._state = replace(self._state, rules=rules, mode=new.mode, offered=new.offered)
        self.rulesChanged.emit(rules)
        if change.step is not None:
            self._apply(change)  # shown and analysed as the edit it is
            return
        self.stateChanged.emit(self.state())  # the situation strip follows the rules
        self._request_analysis()

    def load(self, notation: str, seen: str = "", situation: str = "", table: str = "") -> bool:
        """Start from saved text (not undoable); False, keeping the state, if it is bad."""
        change = intents.load(self._state, notation, seen, situation, table)
        if isinstance(change.say, Exception):
            return False
        self._undo.clear()
        if change.say is not None:
            self.message.emit(say(change.say))
        self._restore(change.state, from_text=False)
        return True

    def open_position(
        self,
        hand: Hand,
        seen: tuple[int, ...],
        turn: int,
        situation: SituationState | None = None,
        played: int | None = None,
    ) -> bool:
        """A practice deal's position (its ``situation``, the tile ``played`` from it) as one
        undo step; False (and a message) if bad."""
        change = intents.open_position(self._state, hand, seen, turn, situation, played)
        if self._apply(change) and change.step is None:
            self._request_analysis()  # the same position, counted again from its turn
        return not change.refused

    @Slot(int)
    def set_turn(self, turn: int) -> None:
        """Count the chances from ``turn`` (1–17, the draws made): the look-ahead runs again."""
        search = intents.set_turn(self._state, turn)
        if search is not None:
            self._drive(Event.TURN, search)

    @Slot(bool)
    def set_extended(self, on: bool) -> None:
        """Switch the extended search on (it runs now, with progress) or off."""
        self._drive(Event.EXTENDED_ON if on else Event.EXTENDED_OFF)

    @Slot()
    def cancel_search(self) -> None:
        """Stop the extended search running: its result never shows, the toggle goes off."""
        self._drive(Event.CANCEL)

    @Slot()
    def retranslate(self) -> None:
        """The language changed: say the standing notation error, and a refusal shown in the
        status line, in the new language."""
        if self._notation_error is not None:
            self.notationError.emit(say(self._notation_error))
        if self._result.status is StatusKind.ERROR:
            self._request_analysis()

    def shutdown(self) -> None:
        """Stop taking analysis work and wait for the job running (app quit, test teardown)."""
        self._runner.shutdown()

    # --- machinery ---

    def _apply(self, change: Change, from_text: bool = False) -> bool:
        """Do what an intent answered: push its position as one undo step, take its mode,
        say its notice or refusal, ask its choice; False when it was refused."""
        self._set_search(change.state.search)  # the look-ahead's turn a position came with
        if change.step is not None:
            text = step_text(change.step)
            self._undo.push(EditCommand(self._restore, self._state, change.state, text, from_text))
        if change.state.mode is not self._state.mode:
            self._state = replace(self._state, mode=change.state.mode)
            self.stateChanged.emit(self.state())
        if change.say is not None:
            self.message.emit(say(change.say))
        match change.ask:
            case ChowChoice(tile=tile, starts=starts):
                self.chowChoiceRequested.emit(tile, starts)
            case MeldChoice(seat=seat, code=code, melds=melds):
                self.opponentMeldChoiceRequested.emit(seat, code, melds)
        return not change.refused

    def _restore(self, target: TrainerState, from_text: bool) -> None:
        self._state = self._state.with_position_of(target)
        if not from_text:
            self._notation_error = None
            self.notationError.emit("")
        self.stateChanged.emit(self.state(from_text))
        self._request_analysis()

    def _request_analysis(self) -> None:
        hand = self._state.hand
        # A new request overtakes the look-ahead running: its result is dropped.
        self._drive(Event.ANALYSE if hand.is_judgeable else Event.CLEAR)
        if not hand.is_judgeable:
            size = hand.size
            self._set_result(
                Result(StatusKind.SIZE, size=size) if size else Result(StatusKind.EMPTY)
            )

    def _drive(self, event: Event, search: SearchState | None = None) -> None:
        """Tell the look-ahead's schedule what happened (:func:`.state.drive`), show the bar
        and do what it asks (``search``: its new settings, when they change with the event)."""
        new, actions = intents.drive(self._state, event, search)
        self._state = replace(self._state, schedule=new.schedule)
        # Shown before the requests go out: a synchronous pool answers inside submit.
        self._set_search(new.search)
        s = self._state
        position = (s.hand, s.rules, s.seen, s.situation, s.table)
        for action in actions:
            match action:
                case Action.SUBMIT_ANALYSIS:
                    self._runner.submit(partial(analyse, *position, s.offered))
                case Action.SUBMIT_BASIC | Action.SUBMIT_EXTENDED:
                    extended = action is Action.SUBMIT_EXTENDED
                    job = partial(look_ahead, *position, s.search.turn, extended, offered=s.offered)
                    head_start = EXTENDED_HEAD_START if extended else LOOKAHEAD_HEAD_START
                    self._runner.submit_controlled(job, head_start)
                case Action.DROP:
                    self._runner.invalidate()
                case Action.CANCEL:
                    self._runner.cancel()
                case _:
                    assert_never(action)

    def _set_search(self, search: SearchState) -> None:
        if search != self._state.search:
            self._state = replace(self._state, search=search)
            self.searchChanged.emit(search)

    def _set_result(self, result: Result) -> None:
        # A practice deal's position: the tile the learner threw from it is marked.
        result = replace(result, played=self._state.played)
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
        self._set_result(Result(StatusKind.ERROR, size=self._state.hand.size, message=message))

    @Slot(int, int, int)
    def _on_progress(self, request_id: int, done: int, total: int) -> None:
        if self._state.schedule.phase is Phase.EXTENDED:
            self._set_search(replace(self._state.search, done=done, total=total))

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        self.busyChanged.emit(busy)
