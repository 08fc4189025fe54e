"""The review page's controller: the opened game, the seat, the round and step shown, the
review of that seat (run on the worker, with progress and cancel), the spoiler-free picks and
the cards made. It emits one frozen :class:`ReviewState` after every change; the page draws it.

The review values no win (for speed); the decision shown is searched with the value on, on a
worker, when it is shown, and its table's Value column filled when that answer comes back (an
answer for a decision the learner has left is dropped).

A game file is read on a worker too (its rounds replayed there, with progress and cancel), so
even the largest log the readers take never holds the window. A game that cannot be read keeps
the one shown: the reader's message goes out through ``message`` and stays in the state's
``error`` until the next game opens.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal, Slot

from ...core import LookaheadCancelled
from ...core.kinds import NUM_KINDS
from ...decision import Position
from ...game import Game, GameError, read_game, shown_name
from ...game.read import read_log
from ...game.replay import Replay
from ...game.review import Decision, Grade, grade_pick
from ...game.review_choices import CALL, RIICHI, ChoiceDecision
from ...quiz import ProgressError, ProgressStore
from ...quiz.cards import GameCard, TableContext, card_question, card_record
from ...quiz.errors import QuizError
from ...quiz.games import ReviewedGame
from ...quiz.schedule import REVIEW_AFTER_MISS
from ..shared import errors, i18n
from ..shared.presenters import value_unit
from ..shared.tasks import JobControl, Pool, TaskRunner, no_cycle_collection
from .model import LAST_CARD_TURN, CardPlace, DecisionValues, ReviewState
from .presenters import (
    DecisionView,
    ReviewDone,
    decision_steps,
    review_job,
    round_items,
    table_view,
    value_job,
    valued_position,
    valuing,
    with_values,
)

translate = QCoreApplication.translate  # the name lupdate looks for

#: Seconds a decision's valued search waits on its worker before it starts: a learner going
#: through the decisions with the arrow keys overtakes it first, and the page draws meanwhile.
VALUE_HEAD_START = 0.05


def game_message(e: GameError) -> str:
    """A reader's error in the current language (the app's one translation path)."""
    return errors.message(e)


@dataclass(frozen=True, slots=True)
class CardDone:
    """A card job that came back: where the decision is, the stored position text, or the
    reason no card was made."""

    place: CardPlace
    text: str = ""
    error: str = ""


@dataclass(frozen=True, slots=True)
class GameKept:
    """A reviewed game's figures written to the progress store (its id), or why not."""

    game: str
    error: str = ""


@dataclass(frozen=True, slots=True)
class Opened:
    """A game read on the worker, with its rounds' replays: all the page needs to show it."""

    source: str
    game: Game
    replays: tuple[Replay, ...]


@dataclass(frozen=True, slots=True)
class NotOpened:
    """A log the reader refused, and its error (worded on the GUI thread)."""

    source: str
    error: GameError


class _SharedPool:
    """The review runner's pool, whichever it is when a job starts: the game files are read on
    the page's workers, beside a review under way (the page's own pool has a thread for each)."""

    def __init__(self, runner: TaskRunner) -> None:
        self._runner = runner

    def start(self, job: Callable[[], None], /) -> None:
        self._runner.pool.start(job)

    def waitForDone(self, msecs: int = -1) -> bool:
        return self._runner.pool.waitForDone(msecs)


class ReviewController(QObject):
    """Owns the opened game and where the page is in it; runs the review on the worker, and
    reads a game file on a worker too (with progress and cancel: a large log never holds the
    window).

    ``store`` is the progress database cards go to, the quiz's own (None: no cards), and
    where every review finished keeps the game's figures (the Progress page charts them);
    ``now`` the wall clock (tests pass their own).
    """

    stateChanged = Signal(object)  # ReviewState
    message = Signal(str)
    cardMade = Signal(str)  # the stored position text
    gameKept = Signal(str)  # the game's id, its figures written to the store

    def __init__(
        self,
        runner: TaskRunner | None = None,
        store: ProgressStore | None = None,
        now: Callable[[], float] = time.time,
        card_runner: TaskRunner | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if runner is None:
            pool = QThreadPool(self)
            pool.setMaxThreadCount(2)  # a review, and a game file being read beside it
            runner = TaskRunner(pool, parent=self)
        self._runner = runner
        if self._runner.parent() is None:
            self._runner.setParent(self)
        shared: Pool = _SharedPool(self._runner)
        self._reader = TaskRunner(shared, parent=self)
        self._card_runner = card_runner if card_runner is not None else TaskRunner(parent=self)
        if self._card_runner.parent() is None:
            self._card_runner.setParent(self)
        # Its own runner on the cards' pool: a card made meanwhile never drops its result.
        self._keeper = TaskRunner(_SharedPool(self._card_runner), parent=self)
        # The decision shown searched with the value on: on the review's pool (a review is
        # done before a decision is shown), its own runner so only its newest answer counts.
        self._valuer = TaskRunner(_SharedPool(self._runner), parent=self)
        self._store = store
        self._now = now
        self._game: Game | None = None
        self._players: tuple[str, ...] = ()  # the names as the page shows them (shown_name)
        self._source = ""
        self._replays: list[Replay] = []
        self._steps: tuple[tuple[int, ...], ...] = ()
        self._seat = 0
        self._round = 0
        self._step = 0
        self._show_all = False
        self._spoiler_free = False
        self._done: ReviewDone | None = None
        self._progress = (0, 0)
        self._picks: dict[tuple[int, int], int] = {}
        self._cards: set[CardPlace] = set()
        # A riichi or call decision chosen from the decision list (round, step, kind).
        self._choice: tuple[int, int, str] | None = None
        self._error = ""
        self._opening = ""  # the game file being read ("": none)
        self._open_progress = (0, 0)
        self._refused_now = False  # the last open was refused before open_data returned
        # The decisions valued (round, step), the one asked of the valuer now (None: none)
        # and those whose valued search failed (not asked again until the next review).
        self._values: dict[tuple[int, int], DecisionValues] = {}
        self._value_asked: tuple[int, int] | None = None
        self._value_failed: set[tuple[int, int]] = set()
        self._state = ReviewState()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._runner.resultReady.connect(self._on_review_ready)
        self._runner.failed.connect(self._on_review_failed)
        self._runner.progress.connect(self._on_review_progress)
        self._runner.cancelled.connect(self._on_review_cancelled)
        self._reader.resultReady.connect(self._on_read)
        self._reader.failed.connect(self._on_read_failed)
        self._reader.progress.connect(self._on_read_progress)
        self._reader.cancelled.connect(self._on_read_cancelled)
        self._card_runner.resultReady.connect(self._on_card_ready)
        self._card_runner.failed.connect(self._on_card_failed)
        self._keeper.resultReady.connect(self._on_game_kept)
        self._keeper.failed.connect(self._on_game_not_kept)
        self._valuer.resultReady.connect(self._on_values_ready)
        self._valuer.failed.connect(self._on_values_failed)

    # --- what the page reads ---

    @property
    def state(self) -> ReviewState:
        return self._state

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def runner(self) -> TaskRunner:
        return self._runner

    @property
    def review(self) -> ReviewDone | None:
        return self._done

    @property
    def valuer(self) -> TaskRunner:
        """The runner the decision shown is valued on."""
        return self._valuer

    # --- opening a game ---

    @Slot(str)
    def open_file(self, path: str) -> bool:
        """Open the game log at ``path``; False (and the message) when it cannot be read."""
        try:
            with open(path, "rb") as f:
                data = read_log(f)
        except OSError as e:
            return self._refuse(
                translate("ReviewPage", "Cannot read {file}: {reason}").format(
                    file=Path(path).name, reason=e.strerror or str(e)
                )
            )
        except GameError as e:
            return self._cannot_open(Path(path).name, e)
        return self.open_data(data, Path(path).name)

    @Slot(str)
    def paste(self, text: str) -> bool:
        """Open a pasted game: a tenhou.net/6 viewer link, or the log's text itself."""
        if not text.strip():
            return self._refuse(translate("ReviewPage", "The clipboard holds no game."))
        return self.open_data(text, translate("ReviewPage", "pasted game"))

    def open_data(self, data: str | bytes, source: str) -> bool:
        """Open a game from its bytes or text, read on the worker (progress and cancel in the
        state); the game shown stays until the new one is read, and stays when it cannot be.
        False when it was refused before this returns (a synchronous pool reads at once)."""
        self._opening = source
        self._open_progress = (0, 0)
        self._refused_now = False
        self._reader.submit_controlled(partial(_open, data, source))
        if self._opening:  # still being read: show the progress
            self._emit()
        return not self._refused_now

    @property
    def reader(self) -> TaskRunner:
        """The runner game files are read on."""
        return self._reader

    @Slot(int, object)
    def _on_read(self, request_id: int, result: object) -> None:
        if isinstance(result, NotOpened):
            self._opening = ""
            self._refused_now = True
            self._cannot_open(result.source, result.error)
        elif isinstance(result, Opened):
            self._opening = ""
            self._show_game(result)

    @Slot(int, str)
    def _on_read_failed(self, request_id: int, text: str) -> None:
        source, self._opening = self._opening, ""
        self._refused_now = True
        self._refuse(
            translate("ReviewPage", "Cannot open {file}: {reason}").format(file=source, reason=text)
        )

    @Slot(int, int, int)
    def _on_read_progress(self, request_id: int, done: int, total: int) -> None:
        self._open_progress = (done, total)
        self._emit()

    @Slot(int)
    def _on_read_cancelled(self, request_id: int) -> None:
        self._opening = ""
        self.message.emit(translate("ReviewPage", "Opening cancelled."))
        self._emit()

    def _show_game(self, opened: Opened) -> None:
        game = opened.game
        self._runner.invalidate()
        self._game = game
        self._players = tuple(shown_name(p) for p in game.players)
        self._source = opened.source
        self._replays = list(opened.replays)
        self._seat = 0
        self._error = ""
        self._reset_seat()
        self.message.emit(
            translate("ReviewPage", "Opened {file}: {rounds}.").format(
                file=opened.source, rounds=i18n.count("round", len(game.rounds))
            )
        )

    def _cannot_open(self, source: str, e: GameError) -> bool:
        return self._refuse(
            translate("ReviewPage", "Cannot open {file}: {reason}").format(
                file=source, reason=game_message(e)
            )
        )

    def _refuse(self, text: str) -> bool:
        self._error = text
        self.message.emit(text)
        self._emit()
        return False

    def _reset_seat(self) -> None:
        """A new game or seat: its decisions, back to the first round's deal, no review."""
        self._steps = decision_steps(self._replays, self._seat)
        self._round = 0
        self._step = 0
        self._done = None
        self._progress = (0, 0)
        self._picks = {}
        self._cards = set()
        self._forget_values()
        self._emit()

    # --- where we are ---

    @Slot(int)
    def set_seat(self, seat: int) -> None:
        """Review the game as ``seat`` (0–3) saw it."""
        if self._game is None or not 0 <= seat < 4 or seat == self._seat:
            return
        self._runner.invalidate()
        self._seat = seat
        self._reset_seat()

    @Slot(int)
    def set_round(self, index: int) -> None:
        """Show round ``index`` from its deal."""
        if self._game is None or not 0 <= index < len(self._replays):
            return
        if index != self._round:
            self._round, self._step = index, 0
            self._emit()

    @Slot(int, int)
    def go_to(self, round_index: int, step: int) -> None:
        """Show step ``step`` of round ``round_index`` (a mistake of the summary's list)."""
        if self._game is None or not 0 <= round_index < len(self._replays):
            return
        self._round = round_index
        self._step = max(0, min(step, self._replays[round_index].steps - 1))
        self._emit()

    @Slot(int, int, str)
    def choose(self, round_index: int, step: int, kind: str) -> None:
        """Show the decision of the list at step ``step`` of round ``round_index``: a riichi
        or a call decision (``kind``) is the one "Make a card" then makes a card of."""
        self._choice = (round_index, step, kind) if kind in (RIICHI, CALL) else None
        self.go_to(round_index, step)

    @Slot(int)
    def step_by(self, delta: int) -> None:
        """One event on (``delta`` 1) or back (-1); past a round's end into the next one."""
        if self._game is None:
            return
        last = self._replays[self._round].steps - 1
        step = self._step + delta
        if step > last and self._round + 1 < len(self._replays):
            self._round, self._step = self._round + 1, 0
        elif step < 0 and self._round > 0:
            self._round -= 1
            self._step = self._replays[self._round].steps - 1
        else:
            self._step = max(0, min(step, last))
        self._emit()

    @Slot(int)
    def decision_by(self, delta: int) -> None:
        """To the seat's next (``delta`` 1) or previous (-1) decision, across rounds."""
        if self._game is None:
            return
        here = (self._round, self._step)
        places = self._decision_places()
        after = [p for p in places if p > here] if delta > 0 else [p for p in places if p < here]
        if not after:
            return
        self._round, self._step = after[0] if delta > 0 else after[-1]
        self._emit()

    @Slot()
    def next_mistake(self) -> None:
        """To the seat's next decision graded a mistake (from the start again at the end)."""
        if self._game is None:
            return
        if self._done is None:
            self.message.emit(translate("ReviewPage", "Review the game first to find mistakes."))
            return
        here = (self._round, self._step)
        mistakes = [
            (d.round, d.step)
            for r in self._done.review.rounds
            for d in r.decisions
            if d.grade is Grade.MISTAKE
        ]
        if not mistakes:
            self.message.emit(translate("ReviewPage", "No mistakes in this game."))
            return
        later = [m for m in mistakes if m > here]
        self._round, self._step = later[0] if later else mistakes[0]
        self._emit()

    def _decision_places(self) -> list[tuple[int, int]]:
        return [(r, s) for r, steps in enumerate(self._steps) for s in steps]

    @Slot(bool)
    def set_show_all(self, on: bool) -> None:
        """Show every hand face up, or only the seat's."""
        if on != self._show_all:
            self._show_all = on
            self._emit()

    @Slot(bool)
    def set_spoiler_free(self, on: bool) -> None:
        """Spoiler-free: at each decision the analysis waits for the learner's own pick."""
        if on != self._spoiler_free:
            self._spoiler_free = on
            self._emit()

    @Slot(int)
    def pick(self, tile: int) -> None:
        """The learner's own discard (a kind) at the decision shown, graded like the one
        played; in spoiler-free mode it lifts the cover."""
        found = self._found()
        if found is None or not 0 <= tile < NUM_KINDS:
            return
        decision, _ = found
        if grade_pick(decision, tile) is None:
            return
        self._picks[(self._round, self._step)] = tile
        self._emit()

    # --- the review ---

    @Slot()
    def start_review(self) -> None:
        """Review the seat's decisions on the worker (progress and cancel; the page stays)."""
        if self._game is None:
            return
        self._progress = (0, sum(len(s) for s in self._steps))
        job = partial(_review, self._game, self._seat)
        self._runner.submit_controlled(job)
        self._emit()

    @Slot()
    def cancel_review(self) -> None:
        """Stop the game file being read, else the review under way."""
        if self._opening:
            self._reader.cancel()
        else:
            self._runner.cancel()

    @Slot(int, object)
    def _on_review_ready(self, request_id: int, result: object) -> None:
        # The runner reports only its newest request (a new game or seat invalidates the
        # others); a synchronous pool reports before submit returns the id.
        if not isinstance(result, ReviewDone):
            return
        self._done = result
        self._forget_values()
        if self._store is not None:
            self._keeper.submit(partial(_keep_game, self._store, result, self._now()))
        self._emit()

    @Slot(int, object)
    def _on_game_kept(self, request_id: int, result: object) -> None:
        if not isinstance(result, GameKept):
            return
        if result.error:
            self._on_game_not_kept(request_id, result.error)
            return
        self.gameKept.emit(result.game)

    @Slot(int, str)
    def _on_game_not_kept(self, request_id: int, text: str) -> None:
        self.message.emit(
            translate("ReviewPage", "The game's figures were not kept: {reason}").format(
                reason=text
            )
        )

    @Slot(int, str)
    def _on_review_failed(self, request_id: int, text: str) -> None:
        self._refuse(translate("ReviewPage", "The review failed: {reason}").format(reason=text))

    @Slot(int, int, int)
    def _on_review_progress(self, request_id: int, done: int, total: int) -> None:
        self._progress = (done, total)
        self._emit()

    @Slot(int)
    def _on_review_cancelled(self, request_id: int) -> None:
        self.message.emit(translate("ReviewPage", "Review cancelled."))
        self._emit()

    # --- the value of the decision shown ---

    def _forget_values(self) -> None:
        """A new game, seat or review: no decision valued, none asked."""
        self._valuer.invalidate()
        self._values = {}
        self._value_asked = None
        self._value_failed = set()

    def _ask_value(self) -> None:
        """Ask the valuer for the decision shown, unless it is valued, asked or failed; a
        question out for another decision is dropped (its answer will not count)."""
        found = self._found()
        place = (self._round, self._step)
        position = None if found is None else valued_position(found[0])
        if position is None or place in self._value_failed:
            if self._value_asked is not None:
                self._valuer.invalidate()
                self._value_asked = None
            return
        if place in self._values or place == self._value_asked:
            return
        self._value_asked = place
        extended = self._done is not None and self._done.review.extended
        self._valuer.submit_controlled(partial(_value, place, position, extended),
                                       VALUE_HEAD_START)  # fmt: skip

    @Slot(int, object)
    def _on_values_ready(self, request_id: int, result: object) -> None:
        # Only the newest question is reported (the runner drops the others); its place is
        # checked too: an answer is shown only on the decision it values.
        asked = self._value_asked
        if isinstance(result, DecisionValues):
            if result.place != asked:
                return
            self._values[result.place] = result
        elif asked is not None:  # cancelled on the worker: the column stays as it was
            self._value_failed.add(asked)
        self._value_asked = None
        self._emit()

    @Slot(int, str)
    def _on_values_failed(self, request_id: int, text: str) -> None:
        asked, self._value_asked = self._value_asked, None
        if asked is not None:
            self._value_failed.add(asked)
        self.message.emit(
            translate("ReviewPage", "This decision's value was not searched: {reason}").format(
                reason=text
            )
        )
        self._emit()

    def _valued(self, found: tuple[Decision, DecisionView]) -> DecisionView:
        """The picture of the decision shown with its Value column: filled, waiting for the
        valuer, or none (not asked, failed, or nothing to value)."""
        d, view = found
        place = (self._round, d.step)
        values = self._values.get(place)
        if values is not None:
            return with_values(view, values)
        position = valued_position(d)
        if place == self._value_asked and position is not None:
            return valuing(view, value_unit(position.rules))
        return view

    # --- cards ---

    @Slot()
    def make_card(self) -> None:
        """The decision shown becomes a question with its own position, stored for spaced
        repetition beside the missed quiz questions: the riichi or call decision chosen from
        the decision list as a question of its kind, else the discard."""
        game = self._game
        choice = self._chosen()
        if choice is not None and game is not None and self._store is not None:
            chosen: CardPlace = (choice.round, choice.step, choice.kind)
            if chosen in self._cards:
                return
            try:
                card = GameCard.of_choice(choice, game.rules)
            except QuizError as e:
                self._on_card_failed(-1, errors.message(e))
                return
            self._card_runner.submit(partial(_store_card, self._store, card, self._now(), chosen))
            return
        found = self._found()
        if found is None or self._store is None or game is None:
            return
        decision, _ = found
        place = (self._round, decision.step)
        if decision.forced or decision.turn > LAST_CARD_TURN or place in self._cards:
            return
        seen = tuple(t for t in range(NUM_KINDS) for _ in range(decision.seen[t]))
        p = decision.position
        # The situation and table kept: the card asks the push/fold question it was.
        context = None if p is None or p.situation is None else TableContext(p.situation, p.table)
        card = GameCard.of(decision.core_hand(), seen, decision.turn, game.rules, context)
        self._card_runner.submit(partial(_store_card, self._store, card, self._now(), place))

    @Slot(int, object)
    def _on_card_ready(self, request_id: int, result: object) -> None:
        if not isinstance(result, CardDone):
            return
        if result.error:
            self._on_card_failed(request_id, result.error)
            return
        self._cards.add(result.place)
        self.cardMade.emit(result.text)
        self.message.emit(translate("ReviewPage", "Card made: it is due now in the quiz's review."))
        self._emit()

    @Slot(int, str)
    def _on_card_failed(self, request_id: int, text: str) -> None:
        self.message.emit(translate("ReviewPage", "No card made: {reason}").format(reason=text))

    # --- the snapshot ---

    def _chosen(self) -> ChoiceDecision | None:
        """The riichi or call decision chosen from the list, while its step is shown."""
        c = self._choice
        if c is None or self._done is None or c[:2] != (self._round, self._step):
            return None
        rounds = self._done.review.rounds
        return next(
            (
                d
                for r in rounds
                if r.index == c[0]
                for d in r.choices
                if d.step == c[1] and d.kind == c[2]
            ),
            None,
        )

    def _found(self) -> tuple[Decision, DecisionView] | None:
        if self._done is None:
            return None
        return self._done.find(self._round, self._step)

    def _emit(self) -> None:
        self._ask_value()
        self._state = self._make_state()
        self.stateChanged.emit(self._state)

    def _make_state(self) -> ReviewState:
        game = self._game
        busy = self._runner.busy
        opening = bool(self._opening)
        if game is None:
            return ReviewState(error=self._error, show_all=self._show_all,
                               spoiler_free=self._spoiler_free, opening=opening,
                               progress=self._open_progress)  # fmt: skip
        steps = self._steps[self._round]
        at = self._step in steps
        number = steps.index(self._step) + 1 if at else 0
        found = self._found()
        view = self._valued(found) if found is not None else None
        pick = self._picks.get((self._round, self._step))
        pick_grade = None
        if found is not None and pick is not None:
            g = grade_pick(found[0], pick)
            pick_grade = None if g is None else g.value
        hidden = self._spoiler_free and view is not None and not view.forced and pick is None
        return ReviewState(
            loaded=True,
            source=self._source,
            players=self._players,
            seat=self._seat,
            rounds=round_items(game, None if self._done is None else self._done.review),
            round=self._round,
            table=table_view(
                self._replays[self._round], self._step, self._seat, self._players, self._show_all
            ),
            at_decision=at,
            decision_number=number,
            decisions=len(steps),
            decision=view,
            hidden=hidden,
            pick=pick,
            pick_grade=pick_grade,
            show_all=self._show_all,
            spoiler_free=self._spoiler_free,
            reviewing=busy,
            opening=opening,
            progress=self._open_progress if opening else self._progress,
            reviewed=self._done is not None,
            summary=None if self._done is None else self._done.summary,
            error=self._error,
            cards=frozenset(self._cards),
            card_store=self._store is not None,
            choice=None if self._chosen() is None else self._choice,
        )

    def shutdown(self) -> None:
        """Stop taking work and wait for the jobs out (on quit)."""
        self._valuer.shutdown()  # first: its search is cancelled, not waited for
        self._reader.shutdown()
        self._runner.shutdown()
        self._keeper.shutdown()
        self._card_runner.shutdown()


def _open(data: str | bytes, source: str, control: JobControl) -> Opened | NotOpened | None:
    """The worker's job of opening a game: read it, then replay its rounds (the progress,
    and where a cancel stops it); None when cancelled."""
    try:
        game = read_game(data)
    except GameError as e:
        return NotOpened(source, e)
    replays = []
    for i, rnd in enumerate(game.rounds):
        if control.cancelled():
            return None
        control.report(i, len(game.rounds))
        replays.append(Replay(rnd, game.rules))
    return Opened(source, game, tuple(replays))


def _review(game: Game, seat: int, control: JobControl) -> ReviewDone | None:
    """The worker's job: the whole review, reporting progress, stopping when cancelled."""
    try:
        with no_cycle_collection():
            return review_job(game, seat, progress=control.report, cancel=control.cancelled)
    except LookaheadCancelled:
        return None


def _value(
    place: tuple[int, int], position: Position, extended: bool, control: JobControl
) -> DecisionValues | None:
    """The worker's job valuing one decision; None when cancelled (overtaken)."""
    try:
        with no_cycle_collection():
            return value_job(place, position, extended, cancel=control.cancelled)
    except LookaheadCancelled:
        return None


def _keep_game(store: ProgressStore, done: ReviewDone, now: float) -> GameKept:
    """The job keeping a finished review's figures in the progress store (the same game and
    seat reviewed again replaces them)."""
    row = ReviewedGame.of(done.review, now)
    try:
        store.record_game(row)
    except (ProgressError, sqlite3.Error, OSError) as e:
        return GameKept(row.game, str(e))
    return GameKept(row.game)


def _store_card(store: ProgressStore, card: GameCard, now: float, place: CardPlace) -> CardDone:
    """The card job: check that the position poses as a question, then store it (a store
    may be written from any thread), due at once: the schedule brings a miss back
    ``REVIEW_AFTER_MISS`` after it, and a card is made to be asked now, not in ten minutes,
    so it enters the schedule that long before ``now``."""
    try:
        card_question(card)
        store.record(card_record(card, now - REVIEW_AFTER_MISS))
    except (QuizError, ProgressError, sqlite3.Error, OSError) as e:
        return CardDone(place, error=str(e))
    return CardDone(place, card.text)
