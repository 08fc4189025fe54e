"""The practice deal's controller: owns the deal (:class:`~mjtrainer.game.practice.Practice`)
and its grades, grades each discard on its own worker (the review's grader, never on the GUI
thread), and says what to show (:class:`~.practice_presenters.PracticeView`).

A discard is taken at once (the next draw shows); the hand takes the next click when that
discard's grade is back. Each grade goes out as ``answered`` (a progress record) and the
decision it graded as ``positionChosen`` (hand, seen tiles and turn: the trainer then shows its
discard table with the chances, one click away from the list of grades).
"""

from __future__ import annotations

import random
import time
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ...core import Hand, Rules
from ...core.kinds import kind_of
from ...game import to_mjai
from ...game.practice import KITA, Practice, PracticeError, grade_next
from ...game.review import Decision
from ..shared.score_model import SituationState
from ..shared.tasks import TaskRunner
from .practice_presenters import PracticeView, answer_record, practice_view
from .savefile import SaveRefused, refusal_text, save_text

translate = QCoreApplication.translate


class PracticeController(QObject):
    """State and intents of a practice deal (one deal at a time)."""

    dealt = Signal()  # a new deal is on: nothing of it graded yet
    stateChanged = Signal(object)  # PracticeView
    graded = Signal(object)  # the Decision just graded
    answered = Signal(object)  # an AnswerRecord for the progress store
    # Hand, seen counts, turn, situation, the tile thrown from it (a kind)
    positionChosen = Signal(object, object, int, object, object)
    message = Signal(str)

    def __init__(
        self,
        runner: TaskRunner | None = None,
        rng: random.Random | None = None,
        clock=time.time,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._runner = runner if runner is not None else TaskRunner(parent=self)
        if self._runner.parent() is None:
            self._runner.setParent(self)
        self._rng = rng or random.Random()
        self._clock = clock
        self._deal: Practice | None = None
        self._decisions: list[Decision | None] = []
        self._pending: tuple[int, Practice, int] | None = None  # request id, deal, index
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._runner.resultReady.connect(self._on_result_ready)
        self._runner.failed.connect(self._on_failed)

    # --- read-only views ---

    @property
    def deal(self) -> Practice | None:
        return self._deal

    @property
    def decisions(self) -> tuple[Decision | None, ...]:
        return tuple(self._decisions)

    @property
    def active(self) -> bool:
        return self._deal is not None

    @property
    def runner(self) -> TaskRunner:
        return self._runner

    def view(self) -> PracticeView:
        return practice_view(self._deal, tuple(self._decisions), self._pending is not None)

    def can_undo(self) -> bool:
        return self._deal is not None and bool(self._deal.moves)

    # --- intents ---

    @Slot(object)
    def new_deal(self, rules: Rules, seed: int | None = None) -> None:
        """Shuffle a new deal under ``rules`` (a fresh seed unless given)."""
        s = self._rng.randrange(2**31) if seed is None else seed
        self.start(Practice.deal(s, rules))

    def start(self, deal: Practice) -> None:
        """Play ``deal`` (a new one, or a seed dealt again) from its first draw."""
        self._runner.invalidate()
        self._pending = None
        self._deal = Practice(deal.seed, deal.rules, deal.red_fives, deal.tiles)
        self._decisions = []
        self.dealt.emit()
        self._emit()

    @Slot(int)
    def discard(self, tile: int) -> None:
        """Throw ``tile`` (a code of the hand); graded on the worker."""
        p = self._deal
        if p is None or self._pending is not None:
            return
        try:
            after = p.discard(tile)
        except PracticeError:
            return  # the panel offers only the hand's tiles; nothing to say
        index = len(self._decisions)
        self._decisions.append(None)
        self._deal = after
        request = self._runner.submit(partial(grade_next, p, tile))
        self._pending = (request, p, index)
        self._emit()

    @Slot()
    def kita(self) -> None:
        """Set a north aside as a kita (three players): the replacement draw shows at once;
        nothing is graded (a kita is no discard)."""
        p = self._deal
        if p is None or self._pending is not None or not p.can_kita:
            return
        self._deal = p.kita()
        self._emit()

    @Slot()
    def undo(self) -> None:
        """Take the last move back: a discard (its grade with it) or a kita."""
        if not self.can_undo():
            return
        assert self._deal is not None
        self._runner.invalidate()
        self._pending = None
        if self._deal.moves[-1] != KITA:
            self._decisions.pop()
        self._deal = self._deal.undo()
        self._emit()

    @Slot()
    def close_deal(self) -> None:
        """Leave the deal (the trainer's own hand comes back)."""
        self._runner.invalidate()
        self._pending = None
        self._deal = None
        self._decisions = []
        self._emit()

    @Slot(int)
    def show_decision(self, index: int) -> None:
        """Show the ``index``-th graded discard's position in the trainer."""
        if 0 <= index < len(self._decisions):
            d = self._decisions[index]
            deal = self._deal
            if d is not None and deal is not None:
                hand = Hand.from_tiles(d.hand)
                # The deal's own situation: the learner deals (East, East round), its dora
                # indicator, the norths it had set aside then (each a dora).
                situation = SituationState(
                    dora=(deal.dora_indicator,), kita=deal.kitas_before(index)
                )
                self.positionChosen.emit(
                    hand, d.seen, min(d.turn, 17), situation, kind_of(d.played)
                )

    def mjai_text(self) -> str | None:
        """The deal as mjai JSONL (None unless a finished deal is on)."""
        p = self._deal
        if p is None or not p.over:
            return None
        return to_mjai(p.game())

    def save(self, path: str) -> bool:
        """Write the finished deal as mjai JSONL to ``path``; False (and a message) if not."""
        text = self.mjai_text()
        if text is None:
            return False
        try:
            save_text(path, text)
        except SaveRefused as e:
            self.message.emit(
                translate("PracticeController", "Could not save the deal: {error}").format(
                    error=refusal_text(e)
                )
            )
            return False
        self.message.emit(translate("PracticeController", "Deal saved as {path}").format(path=path))
        return True

    def shutdown(self) -> None:
        self._runner.shutdown()

    # --- machinery ---

    def _emit(self) -> None:
        self.stateChanged.emit(self.view())

    @Slot(int, object)
    def _on_result_ready(self, request_id: int, result: object) -> None:
        pending = self._pending
        if pending is None or pending[0] != request_id or not isinstance(result, Decision):
            return
        _, before, index = pending
        self._pending = None
        self._decisions[index] = result
        record = answer_record(before, result, self._clock())
        self._emit()
        self.graded.emit(result)
        if record is not None:
            self.answered.emit(record)
        self.show_decision(index)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        pending = self._pending
        if pending is None or pending[0] != request_id:
            return
        self._pending = None
        self.message.emit(message)
        self._emit()
