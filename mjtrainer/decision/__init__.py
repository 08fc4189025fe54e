"""Decisions: one seat's position in, every choice it has there out (DESIGN.md "Decisions").

Standard library only; imports :mod:`mjtrainer.defence`, :mod:`mjtrainer.scoring` and
:mod:`mjtrainer.core`. :func:`analyze` is the one analysis of a :class:`Position`: the trainer's
worker, ``mjtrainer analyze``, the review and the practice deals all call it and present its
:class:`PositionReport`. With a turn and a situation under riichi each discard has its round EV
(:mod:`.round_ev`: the seat's look-ahead in a race with the others, every constant in
:mod:`.figures` with its source) and, with a threat on the table, the fold line.

>>> from mjtrainer.core import Hand, Rules
>>> report = analyze(Position(Hand.parse("123m456p789s11223z"), rules=Rules.preset("riichi")))
>>> [c.discard for c in report.choices][:1]
[29]
"""

from .analysis import (
    Choice,
    Fold,
    PositionReport,
    WinValues,
    analyze,
    at_last_draw,
    best_score,
    win_values,
)
from .position import DEFAULT_OPTIONS, AnalyzeOptions, Position

__all__ = [
    "DEFAULT_OPTIONS",
    "AnalyzeOptions",
    "Choice",
    "Fold",
    "Position",
    "PositionReport",
    "WinValues",
    "analyze",
    "at_last_draw",
    "best_score",
    "win_values",
]
