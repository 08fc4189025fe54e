"""One position, one analysis (issue 24 §3): the trainer's worker, ``mjtrainer analyze``, the
review and the practice deal each ask ``mjtrainer.decision.analyze`` and present its answer. A
spy put in its place counts the calls while each caller runs: a caller that assembled an
analysis of its own would leave the count short."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pools import SynchronousPool

from mjtrainer import decision
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.trainer.controller import TrainerController
from mjtrainer.cli import run
from mjtrainer.core import Rules
from mjtrainer.game import read_game
from mjtrainer.game.practice import Practice, grade_next
from mjtrainer.game.review import review_game

GAME = Path(__file__).resolve().parents[2] / "game" / "data" / "engine_east_0.mjson"


@pytest.fixture
def spy(monkeypatch):
    """The positions ``decision.analyze`` was asked, in order (the real analysis answers)."""
    asked = []
    real = decision.analyze

    def counting(position, *args, **kwargs):
        asked.append(position)
        return real(position, *args, **kwargs)

    monkeypatch.setattr(decision, "analyze", counting)
    return asked


def test_the_command_line_asks_it_once_a_hand(spy):
    out = io.StringIO()
    hands = "123m456p789s11223z\n123m456p789s1122z\n"
    status = run(
        ["analyze", "--json", "--rules", "riichi", "--turn", "5", "-"],
        stdin=io.StringIO(hands),
        stdout=out,
    )
    assert status == 0
    assert [str(p.hand) for p in spy] == ["123m456p789s11223z", "123m456p789s1122z"]
    assert all(p.turn == 5 and p.rules.name == "riichi" for p in spy)


def test_the_review_and_the_practice_deal_ask_it_once_a_graded_discard(spy):
    review = review_game(read_game(GAME.read_text(encoding="utf-8")), 0)
    graded = [d for r in review.rounds for d in r.decisions if not d.forced]
    # one a graded discard (the riichi decision reads the discard's own), one a call chance
    offers = [p for p in spy if p.offered is not None]
    calls = [c for r in review.rounds for c in r.choices if c.kind == "call"]
    assert graded and calls and len(offers) == len(calls)
    discards = [p for p in spy if p.offered is None]
    assert [p.hand for p in discards] == [d.core_hand() for d in graded]
    spy.clear()
    p = Practice.deal(7, Rules.preset("riichi"))
    grade_next(p, p.drawn)
    assert len(spy) == 1 and spy[0].hand.size == 14


def test_the_trainers_worker_asks_it_once_a_request(spy, qtbot):
    c = TrainerController(runner=TaskRunner(SynchronousPool()), rules=Rules.preset("riichi"))
    try:
        with qtbot.waitSignal(c.resultChanged):
            c.set_notation("123m456p789s11223z")
        # the analysis, then the look-ahead, each one request and one call
        assert [p.turn for p in spy] == [None, c.search.turn]
        assert all(str(p.hand) == "123m456p789s11223z" for p in spy)
        assert c.result.lookahead is not None and c.result.discards
        spy.clear()
        c.set_extended(True)
        assert len(spy) == 1 and spy[0].turn == c.search.turn
    finally:
        c.shutdown()
        c.deleteLater()
