"""The danger of the discards against a riichi, as the views show it: plain functions from the
defence room's values (or their JSON, in a game review) to :class:`~.viewmodel.DangerView`.
No Qt; they run on the worker thread with the analysis."""

from __future__ import annotations

from ...defence import Danger
from ...defence.words import explain
from .viewmodel import DangerView


def danger_view(d: Danger, thrown: int | None = None) -> DangerView:
    """A tile's danger as the discard table shows it: the chance, the least safe category
    with the kabe of the most dangerous riichi, and every sentence that explains it; the
    sentences name the tile judged as ``thrown`` (the code the discard throws, the row's
    :attr:`~.viewmodel.DiscardView.face`: a red five when it is the hand's one copy of that
    five, as the row names it), or its kind."""
    worst = max(d.against, key=lambda a: a.chance)
    tile = d.tile if thrown is None else thrown
    reasons = tuple(
        (a.seat, key, tuple(sorted(params.items())))
        for a in d.against
        for key, params in explain(tile, a)
    )
    kabe = worst.kabe.value if worst.kabe is not None else None
    return DangerView(d.chance, d.name, kabe, reasons, d.estimate)
