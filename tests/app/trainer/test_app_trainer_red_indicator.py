"""A red five laid as a dora indicator names the same dora as a plain five (the 6 of its suit):
the trainer's look-ahead values each discard the same with either. The trainer passed the
indicator's tile code to the payoff, which dropped the red codes, so a red 5m indicator named
no dora at all; the position the decision room values now carries the indicator's kind."""

from __future__ import annotations

from pools import SynchronousPool

from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.trainer.controller import TrainerController
from mjtrainer.core import Rules
from mjtrainer.core.kinds import RED_5M

# 6m is a wait (shanpon with 1z) once 2z goes: a 6m dora makes the hand worth more.
HAND = "66m123456p789s112z"
FIVE_M = 4


def _values(indicator: int, qtbot) -> list[float | None]:
    c = TrainerController(runner=TaskRunner(SynchronousPool()), rules=Rules.preset("riichi"))
    try:
        c.add_dora(indicator)
        assert c.situation.dora == (indicator,)
        with qtbot.waitSignal(c.resultChanged):
            c.set_notation(HAND)
        assert c.result.lookahead is not None
        return [d.value for d in c.result.discards]
    finally:
        c.shutdown()
        c.deleteLater()


def test_a_red_indicator_names_its_dora_as_a_plain_one(qtbot):
    red, plain = _values(RED_5M, qtbot), _values(FIVE_M, qtbot)
    assert red == plain
    # and the dora counts: without an indicator the best discard is worth less
    c = TrainerController(runner=TaskRunner(SynchronousPool()), rules=Rules.preset("riichi"))
    try:
        with qtbot.waitSignal(c.resultChanged):
            c.set_notation(HAND)
        bare = [d.value for d in c.result.discards]
    finally:
        c.shutdown()
        c.deleteLater()
    assert max(v for v in plain if v is not None) > max(v for v in bare if v is not None)
