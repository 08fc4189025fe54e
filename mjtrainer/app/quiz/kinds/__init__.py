"""The quiz kinds as the page sees them: one object a kind, each in its own module (its prompt,
verdict, legend, summary and the part of the explanation it fills), and :func:`kind_view` to
find it. Every other module of the page asks :func:`kind_view` instead of comparing a kind's
name or reading a part another kind's snapshot lacks; the registry below holds every
:class:`~mjtrainer.quiz.QuizKind` (a test checks it). A kind's snapshots are in
:mod:`..model` and its presenters in :mod:`..presenters` (Qt-free: the worker runs them)."""

from __future__ import annotations

from typing import Any

from ....quiz.levels import QuizKind
from .base import AnswerInput, ExplanationPart, KindView
from .choices import CallPass, RiichiDama
from .defence import Defence
from .discard import Discard
from .pushfold import PushFold
from .scoring import Scoring
from .waits import Waits

__all__ = ["AnswerInput", "ExplanationPart", "KindView", "kind_view"]

_VIEWS: dict[QuizKind, KindView[Any, Any]] = {
    v.kind: v
    for v in (Waits(), Discard(), Scoring(), Defence(), PushFold(), RiichiDama(), CallPass())
}


def kind_view(kind: QuizKind | str) -> KindView[Any, Any]:
    """The page's view of ``kind`` (a :class:`~mjtrainer.quiz.QuizKind` or its name);
    ``ValueError`` for a name that is no kind."""
    return _VIEWS[QuizKind(kind)]
