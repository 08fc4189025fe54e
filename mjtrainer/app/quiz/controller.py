"""The quiz controller: a session of questions, their grading, and the progress store.

:class:`QuizController` owns the session (kind, level, seed, the question shown, the tiles
selected, score and streak, the time limit) and the :class:`~mjtrainer.quiz.
ProgressStore`. Questions are made on a worker thread through a :class:`~.tasks.TaskRunner`
(request ids, stale results dropped) by the jobs of :mod:`.quiz_jobs`; answers are graded with
the quiz's pure ``grade``; the store is written and read on a second worker, so a slow disk
never stalls the window. Views get frozen snapshots (:class:`~.viewmodel.QuizState`,
:class:`~.viewmodel.ProgressView`, made by :mod:`.presenters`) and send intents to the slots
here.

Time comes from two injectable clocks: ``clock`` (seconds since the epoch, for the store and
the review schedule) and ``monotonic`` (for the time taken and the time limit). A ticker
``QTimer`` calls :meth:`QuizController.tick` while a question is open; tests call ``tick``
themselves after moving a fake clock, and never sleep.
"""

from __future__ import annotations

import dataclasses
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import assert_never

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal, Slot

from ...core import NUM_KINDS, Hand, HandError, Rules
from ...quiz import (
    AnswerError,
    AnswerRecord,
    ChoiceAnswer,
    DiscardQuestion,
    Grade,
    ItemKey,
    PendingAnswers,
    ProgressError,
    ProgressStore,
    Question,
    QuizError,
    ScoringQuestion,
    grade,
    level_info,
    make_question,
    time_up,
)
from ...quiz.answers import LIMITS
from ...quiz.cards import GameCard, card_of
from ...quiz.levels import QUESTION_TURN
from ...scoring import MOST_TIMES
from ..scoring.presenters import scoring_answer, situation_state
from ..shared import errors, i18n
from ..shared.tasks import TaskRunner
from ..shared.viewmodel import ProgressView
from .jobs import (
    NextQuestion,
    Prepared,
    ReviewBatch,
    due_batch,
    next_question,
    review_batch,
    store_job,
)
from .kinds import AnswerInput, kind_view
from .model import QuizPhase, QuizState
from .presenters import grade_view, level_choices

translate = QCoreApplication.translate  # the name lupdate looks for

#: How often the clock shown moves and the time limit is checked, in milliseconds.
TICK_MS = 100
#: A review session asks at most this many of the questions due.
REVIEW_LIMIT = 20
#: Seeds of a session are drawn below this.
SEED_RANGE = 2**31
# The numbers of a riichi answer, as the range message names them.
_HANFU_WORDS = {
    "han": QT_TRANSLATE_NOOP("QuizController", "Han"),
    "fu": QT_TRANSLATE_NOOP("QuizController", "Fu"),
    "points": QT_TRANSLATE_NOOP("QuizController", "Points"),
}


def range_message(key: str, value: object, limit: int) -> str:
    """``"Points 1000001: give a whole number from 0 to 1000000."`` in the current language."""
    return translate(
        "QuizController", "{what} {value}: give a whole number from 0 to {limit}."
    ).format(what=translate("QuizController", str(_HANFU_WORDS[key])), value=value, limit=limit)


@dataclass
class _Session:
    kind: str
    level: int
    seed: int
    next_index: int = 0
    asked: frozenset[Hand] = frozenset()
    review: bool = False
    queue: tuple[Prepared, ...] = ()  # review: the questions not asked yet


def quiz_rules(rules: Rules) -> Rules:
    """The rules the quiz asks under when ``rules`` are set: the preset's own shapes (a
    question keeps only its preset's name), with the riichi options set (whether the deals
    have red fives; what the scoring quiz scores with)."""
    return Rules.preset(rules.name).with_riichi_options(**rules.riichi_options())


class QuizController(QObject):
    """State and intents of the quiz and progress pages."""

    stateChanged = Signal(object)  # QuizState
    progressChanged = Signal(object)  # ProgressView
    clockChanged = Signal(int, int)  # elapsed ms on the question shown, limit ms (0 = none)
    busyChanged = Signal(bool)
    message = Signal(str)  # something to say once (status bar)
    openHand = Signal(str)  # a hand (notation) to open in the trainer
    # A scoring question to open in the trainer: its hand, rules and SituationState.
    openScoring = Signal(str, str, object)
    # A position from a game to open in the trainer: its Hand, the 34 seen counts, the turn
    # and the Rules it is graded under (None: rules this version does not know).
    openPosition = Signal(object, object, int, object)

    def __init__(
        self,
        store_path: str | os.PathLike[str] | None,
        runner: TaskRunner | None = None,
        store_runner: TaskRunner | None = None,
        rules: Rules | None = None,
        clock: Callable[[], float] = time.time,
        monotonic: Callable[[], float] = time.monotonic,
        rng: random.Random | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._runner = runner if runner is not None else TaskRunner(parent=self)
        self._store_runner = store_runner if store_runner is not None else TaskRunner(parent=self)
        for r in (self._runner, self._store_runner):
            if r.parent() is None:
                r.setParent(self)
        self._rules = quiz_rules(rules or Rules.preset("general"))
        self._clock = clock
        self._monotonic = monotonic
        self._rng = rng or random.Random()
        self._pending = PendingAnswers()
        self._store: ProgressStore | None = None
        self._store_error: ProgressError | None = None  # why progress cannot be saved
        self._recovered: ProgressStore | None = None  # the store, when it replaced a bad file
        self._restarts_said = 0  # the store's restarts (file deleted while open) said so far
        if store_path is not None:
            self._open_store(Path(store_path))
        self._state = QuizState()
        self._session: _Session | None = None
        self._question: Question | None = None
        self._started = 0.0
        self._progress = ProgressView(saving=self._store is not None)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._connect_signals()
        self.refresh_progress()

    def _connect_signals(self) -> None:
        self._runner.resultReady.connect(self._on_question_ready)
        self._runner.failed.connect(self._on_question_failed)
        self._runner.busyChanged.connect(self._on_busy_changed)
        self._store_runner.resultReady.connect(self._on_progress_ready)
        self._store_runner.failed.connect(self._on_store_failed)
        self._ticker.timeout.connect(self.tick)

    def _open_store(self, path: Path) -> None:
        try:
            self._store = ProgressStore(path, clock=self._clock, recover=True)
        except ProgressError as e:
            self._store_error = e
            return
        if self._store.recovered_from is not None:
            self._recovered = self._store

    # --- read-only views of the state ---

    @property
    def state(self) -> QuizState:
        return self._state

    @property
    def progress(self) -> ProgressView:
        return self._progress

    @property
    def notice(self) -> str:
        """A lasting problem with the progress file, for an info bar ("" = none), in the
        current language."""
        if self._store_error is not None:
            return translate("QuizController", "Quiz progress cannot be saved: {error}").format(
                error=errors.message(self._store_error)
            )
        notice = None if self._recovered is None else self._recovered.notice
        return "" if notice is None else i18n.worded(notice)

    @property
    def levels(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """(kind, level numbers) of each quiz kind, for the level pickers."""
        return level_choices()

    @property
    def store(self) -> ProgressStore | None:
        return self._store

    @property
    def runner(self) -> TaskRunner:
        return self._runner

    @property
    def store_runner(self) -> TaskRunner:
        return self._store_runner

    @property
    def ticker(self) -> QTimer:
        return self._ticker

    @property
    def question(self) -> Question | None:
        return self._question

    @property
    def busy(self) -> bool:
        return self._runner.busy

    @property
    def points_limit(self) -> int:
        """The most points a riichi scoring answer may name (the answer box's bound)."""
        return LIMITS["points"]

    def elapsed_ms(self) -> int:
        """Time on the question shown so far."""
        if self._state.phase is not QuizPhase.ASKING:
            return self._state.grade.time_ms if self._state.grade else 0
        return max(0, round((self._monotonic() - self._started) * 1000))

    # --- intents ---

    @Slot(str, int, int)
    def start(self, kind: str, level: int, time_limit_s: int = 0) -> None:
        """A new open-ended session of ``kind`` at ``level``; 0 s = no time limit."""
        try:
            info = level_info(kind, level)
        except QuizError as e:
            self.message.emit(errors.message(e))
            return
        self._session = _Session(info.kind.value, level, self._rng.randrange(SEED_RANGE))
        self._new_session(info.kind.value, level, False, time_limit_s)
        self._request_next()

    @Slot(int)
    def start_review(self, time_limit_s: int = 0) -> None:
        """A session of the questions due for review now."""
        if self._store is None:
            self.message.emit(
                translate("QuizController", "Progress is not saved, so there is nothing to review.")
            )
            return
        self._session = _Session(self._state.kind, self._state.level, 0, review=True)
        self._new_session(self._state.kind, self._state.level, True, time_limit_s)
        self._runner.submit(partial(due_batch, self._store, self._clock(), REVIEW_LIMIT))

    @Slot(int)
    def review_missed(self, index: int) -> None:
        """Ask one of the most-missed questions again (index into the progress view's list)."""
        missed = self._progress.most_missed
        if not 0 <= index < len(missed):
            return
        m = missed[index]
        self._session = _Session(m.kind, m.level, 0, review=True)
        self._new_session(m.kind, m.level, True, self._state.time_limit_ms // 1000)
        item = ItemKey(m.kind, m.level, m.seed, m.rules, m.notation)
        self._runner.submit(partial(review_batch, (item,)))

    @Slot(int)
    def open_missed(self, index: int) -> None:
        """Open one of the most-missed questions' hands in the trainer."""
        missed = self._progress.most_missed
        if not 0 <= index < len(missed):
            return
        m = missed[index]
        if m.from_games:
            try:
                card = card_of(ItemKey(m.kind, m.level, m.seed, m.rules, m.notation))
            except QuizError:
                pass  # no longer reads: the text as a hand, which says what is wrong
            else:
                self._open_card(card)
                return
        try:
            view = kind_view(m.kind)
        except ValueError:  # a row of a kind this version does not know
            view = None
        if view is not None and view.opens_position:
            # Asked at the quiz's turn with nothing seen, under its preset with the riichi
            # options set now (the store keeps only the preset's name).
            try:
                hand, rules = Hand.parse(m.notation), Rules.preset(m.rules)
            except HandError:
                pass  # the text as a hand, which says what is wrong
            else:
                rules = self._rules if rules.name == self._rules.name else quiz_rules(rules)
                self._open_position(hand, (), QUESTION_TURN, rules)
                return
        scored = view is not None and view.input is AnswerInput.SCORE
        if scored:
            # The hand does not say how it won: the question comes back from its seed (well
            # under a millisecond), situation and all.
            try:
                q = make_question(m.kind, m.level, Hand.parse(m.notation), m.rules, m.seed)
            except (QuizError, ValueError):
                pass
            else:
                self._open(q)
                return
        self.openHand.emit(m.notation)

    @Slot(int)
    def toggle_tile(self, tile: int) -> None:
        """Waits quiz: select or unselect a tile as a wait."""
        s = self._state
        if s.phase is not QuizPhase.ASKING or kind_view(s.kind).input is not AnswerInput.TILES:
            return
        if not 0 <= tile < NUM_KINDS:
            return
        chosen = set(s.selected) ^ {tile}
        self._set_state(selected=tuple(sorted(chosen)))

    @Slot(int, int)
    def set_fan(self, fan_id: int, count: int) -> None:
        """Scoring quiz (MCR): count a fan ``count`` times (0 unticks it)."""
        s = self._state
        if s.phase is not QuizPhase.ASKING or not self._takes(AnswerInput.SCORE):
            return
        fan = next((f for f in MOST_TIMES if f.id == fan_id), None)
        if fan is None or not 0 <= count <= MOST_TIMES[fan]:
            return
        fans = {i: n for i, n in s.fans if i != fan_id}
        if count:
            fans[fan_id] = count
        self._set_state(fans=tuple(sorted(fans.items())))

    @Slot(object, object, object)
    def set_riichi_answer(self, han: object, fu: object, points: object) -> None:
        """Scoring quiz (riichi): the han, fu and points typed (None for one not given)."""
        s = self._state
        if s.phase is not QuizPhase.ASKING or not self._takes(AnswerInput.SCORE):
            return
        values = tuple(
            v if isinstance(v, int) and not isinstance(v, bool) else None for v in (han, fu, points)
        )
        # A number no hand reaches is refused whole (the answer stays as it was): kept, it would
        # fail the box's redraw (a han of 2**31 overflows the spin box) and the grading.
        for key, v in zip(("han", "fu", "points"), values, strict=True):
            if v is not None and not 0 <= v <= LIMITS[key]:
                self.message.emit(range_message(key, v, LIMITS[key]))
                return
        self._set_state(hanfu=values)

    @Slot()
    def clear_selection(self) -> None:
        """Take back the tiles selected, the fans ticked or the numbers typed."""
        s = self._state
        blank: tuple[None, None, None] = (None, None, None)
        if s.phase is QuizPhase.ASKING and (s.selected or s.fans or s.hanfu != blank):
            self._set_state(selected=(), fans=(), hanfu=blank)

    @Slot()
    def submit(self) -> None:
        """Waits quiz: grade the tiles selected (at least one). Scoring quiz: grade the fans
        ticked, or the han and fu (and points) given."""
        s = self._state
        q = self._question
        if s.phase is not QuizPhase.ASKING or q is None:
            return
        answering = kind_view(q.kind).input
        if answering is AnswerInput.SCORE:
            try:
                answer = scoring_answer(q.rules, s.fans, s.hanfu)
            except AnswerError as e:  # an answer the grading cannot take: say why, keep it
                self.message.emit(
                    range_message(e.params["key"], e.params["value"], e.params["limit"])
                    if e.code == "hanfu-range"
                    else str(e)
                )
                return
            if answer is None:
                self.message.emit(
                    translate("QuizController", "Give the han and the fu, then submit.")
                )
                return
            self._answer(grade(q, answer), timed_out=False)
            return
        if answering is not AnswerInput.TILES:
            return
        if not s.selected:
            self.message.emit(
                translate("QuizController", "Select every tile the hand waits on, then submit.")
            )
            return
        self._answer(grade(q, s.selected), timed_out=False)

    @Slot(int)
    def discard(self, tile: int) -> None:
        """Discard quiz: the tile the learner throws."""
        s = self._state
        q = self._question
        if s.phase is not QuizPhase.ASKING or q is None or not self._takes(AnswerInput.HAND_TILE):
            return
        try:
            g = grade(q, (tile,))
        except QuizError as e:
            self.message.emit(errors.message(e))
            return
        self._answer(g, timed_out=False)

    @Slot(str)
    def choose(self, word: str) -> None:
        """Riichi or dama, call or pass: the choice the learner clicks (its word)."""
        s = self._state
        q = self._question
        if s.phase is not QuizPhase.ASKING or q is None or not self._takes(AnswerInput.CHOICE):
            return
        try:
            g = grade(q, ChoiceAnswer(word))
        except QuizError as e:
            self.message.emit(errors.message(e))
            return
        self._answer(g, timed_out=False)

    @Slot()
    def next(self) -> None:
        """Move on after an answer."""
        session = self._session
        if self._state.phase is not QuizPhase.ANSWERED or session is None:
            return
        if session.review:
            if session.queue:
                head, *rest = session.queue
                session.queue = tuple(rest)
                self._ask(head)
            else:
                self._set_state(phase=QuizPhase.FINISHED)
            return
        self._request_next()

    @Slot()
    def stop(self) -> None:
        """End the session (the score stays shown)."""
        self._runner.invalidate()
        self._ticker.stop()
        self._session = None
        if self._state.phase in (QuizPhase.ASKING, QuizPhase.LOADING):
            self._question = None
            self._set_state(phase=QuizPhase.IDLE, question=None, selected=(), grade=None)
        elif self._state.phase is not QuizPhase.IDLE:
            self._set_state(phase=QuizPhase.FINISHED)

    @Slot()
    def open_in_trainer(self) -> None:
        """Ask the window to load the question's hand into the trainer (a scoring question's
        with the situation of its win)."""
        if self._question is not None:
            self._open(self._question)

    def _open(self, q: Question) -> None:
        if isinstance(q, ScoringQuestion):  # the trainer also needs how it won
            self.openScoring.emit(str(q.hand), q.rules, situation_state(q.situation))
        elif isinstance(q, DiscardQuestion):
            # The whole position its chances were counted from: without its turn and seen
            # tiles the trainer counts them from its own (turn 17 after a practice deal: 0 %).
            self._open_position(q.hand, q.seen, q.turn, q.report.rules)
        else:
            self.openHand.emit(str(q.hand))

    def _open_card(self, card: GameCard) -> None:
        """A card's whole position: its hand, the tiles its seat saw, its turn and the rules
        it is graded under (its preset with its riichi options)."""
        try:
            rules = card.rule_set
        except HandError:  # rules this version does not know: the position under the ones set
            rules = None
        self._open_position(card.hand, card.seen, card.turn, rules)

    def _open_position(
        self, hand: Hand, seen: Sequence[int], turn: int, rules: Rules | None
    ) -> None:
        """``openPosition`` with the seen tiles (kinds, one per copy) as 34 counts."""
        counts = [0] * NUM_KINDS
        for t in seen:
            counts[t] += 1
        self.openPosition.emit(hand, tuple(counts), turn, rules)

    @Slot()
    def tick(self) -> None:
        """Move the clock shown; end the question as wrong when its time is up."""
        s = self._state
        if s.phase is not QuizPhase.ASKING:
            self._ticker.stop()
            return
        elapsed = self.elapsed_ms()
        self.clockChanged.emit(elapsed, s.time_limit_ms)
        if s.time_limit_ms and elapsed >= s.time_limit_ms:
            self._time_out()

    @Slot(object)
    def set_rules(self, rules: Rules) -> None:
        """The settings' rules; questions from the next one on use them (:func:`quiz_rules`)."""
        self._rules = quiz_rules(rules)

    @Slot()
    def refresh_progress(self) -> None:
        """Write any answers waiting and read the progress back (on the store worker)."""
        if self._store is None:
            self._set_progress(ProgressView(saving=False))
            return
        self._store_runner.submit(partial(store_job, self._store, self._pending, self._clock()))

    def shutdown(self) -> None:
        """Stop both workers, write what is waiting and close the store (quit, teardown).

        Never blocks for long: a write waiting for another process's lock gives up within a
        slice, and the answers it could not write go to the store's kept file, written at the
        next start."""
        self._ticker.stop()
        store = self._store
        if store is not None:
            store.stop_waiting()
        self._runner.shutdown()
        self._store_runner.shutdown()
        if store is not None:
            try:
                self._pending.write_to(store)
            except Exception:  # noqa: BLE001 - locked or failing: keep them for next time
                try:
                    store.keep(self._pending.take())
                except OSError as e:
                    print(f"mjtrainer: quiz answers lost: {e}", file=sys.stderr)
            store.close()
            self._store = None

    # --- machinery ---

    def _new_session(self, kind: str, level: int, review: bool, time_limit_s: int) -> None:
        self._ticker.stop()
        self._question = None
        self._state = QuizState(
            phase=QuizPhase.LOADING,
            kind=kind,
            level=level,
            review=review,
            time_limit_ms=max(0, int(time_limit_s)) * 1000,
        )
        self.stateChanged.emit(self._state)

    def _request_next(self) -> None:
        session = self._session
        if session is None:
            return
        self._ticker.stop()
        self._set_state(phase=QuizPhase.LOADING)
        self._runner.submit(
            partial(
                next_question,
                session.kind,
                session.level,
                session.seed,
                session.next_index,
                self._rules,
                session.asked,
            )
        )

    def _ask(self, prepared: Prepared) -> None:
        session = self._session
        if session is not None:
            session.asked = session.asked | {prepared.question.hand}
        self._question = prepared.question
        self._started = self._monotonic()
        self._set_state(
            phase=QuizPhase.ASKING,
            question=prepared.view,
            selected=(),
            fans=(),
            hanfu=(None, None, None),
            grade=None,
            number=self._state.number + 1,
            kind=prepared.view.kind,
            level=prepared.view.level,
        )
        self.clockChanged.emit(0, self._state.time_limit_ms)
        self._ticker.start()

    def _time_out(self) -> None:
        q = self._question
        if q is None:
            return
        s = self._state
        match kind_view(q.kind).input:
            case AnswerInput.TILES:
                g = time_up(q, s.selected)
            case AnswerInput.SCORE:
                g = time_up(q, scoring_answer(q.rules, s.fans, s.hanfu))
            case AnswerInput.HAND_TILE | AnswerInput.CHOICE:
                g = time_up(q)
            case _ as never:
                assert_never(never)
        self._answer(g, timed_out=True)

    def _answer(self, g: Grade, timed_out: bool) -> None:
        q = self._question
        s = self._state
        if q is None:
            return
        self._ticker.stop()
        ms = self.elapsed_ms()
        if timed_out and s.time_limit_ms:
            ms = min(ms, s.time_limit_ms)
        self._set_state(
            phase=QuizPhase.ANSWERED,
            grade=grade_view(g, timed_out, ms),
            answered=s.answered + 1,
            right=s.right + int(g.correct),
            streak=s.streak + 1 if g.correct else 0,
            total_ms=s.total_ms + ms,
        )
        self.clockChanged.emit(ms, s.time_limit_ms)
        if self._store is not None:
            self._pending.add(AnswerRecord.of(q, g, ms, self._clock()))
            self.refresh_progress()

    @Slot(object)
    def record_answer(self, record: object) -> None:
        """Keep an answer made elsewhere (a practice deal's graded discard) with the quiz's
        answers: written by the store's worker, counted in the progress."""
        if self._store is not None and isinstance(record, AnswerRecord):
            self._pending.add(record)
            self.refresh_progress()

    def _takes(self, answer: AnswerInput) -> bool:
        """Whether the question shown takes its answer this way."""
        q = self._question
        return q is not None and kind_view(q.kind).input is answer

    def _set_state(self, **changes: object) -> None:
        self._state = dataclasses.replace(self._state, **changes)  # type: ignore[arg-type]
        self.stateChanged.emit(self._state)

    def _set_progress(self, view: ProgressView) -> None:
        self._progress = view
        self.progressChanged.emit(view)

    @Slot(int, object)
    def _on_question_ready(self, request_id: int, result: object) -> None:
        session = self._session
        if session is None:
            return
        if isinstance(result, NextQuestion) and not session.review:
            session.next_index = result.next_index
            self._ask(result.prepared)
        elif isinstance(result, ReviewBatch) and session.review:
            if not result.items:
                self._session = None
                self._set_state(phase=QuizPhase.IDLE, review=False)
                self.message.emit(translate("QuizController", "Nothing is due for review now."))
                return
            head, *rest = result.items
            session.queue = tuple(rest)
            self._set_state(total=len(result.items))
            self._ask(head)

    @Slot(int, str)
    def _on_question_failed(self, request_id: int, message: str) -> None:
        self._session = None
        self._question = None
        self._set_state(phase=QuizPhase.IDLE, question=None, grade=None, selected=())
        self.message.emit(
            translate("QuizController", "No question could be made: {error}").format(error=message)
        )

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        self.busyChanged.emit(busy)

    @Slot(int, object)
    def _on_progress_ready(self, request_id: int, result: object) -> None:
        self._say_restarts()
        if isinstance(result, ProgressView):
            self._set_progress(result)

    def _say_restarts(self) -> None:
        """Say once that the progress file went away while open and a new one was started."""
        store = self._store
        if store is None or store.restarted == self._restarts_said:
            return
        self._restarts_said = store.restarted
        self.message.emit(
            translate(
                "QuizController",
                "The progress file {path} was removed or replaced while mjtrainer was open: "
                "the answers from now on are saved in a new file there.",
            ).format(path=str(store.path))
        )

    @Slot(int, str)
    def _on_store_failed(self, request_id: int, message: str) -> None:
        self._say_restarts()
        self.message.emit(
            translate("QuizController", "Progress could not be saved: {error}").format(
                error=message
            )
        )
