"""The danger of the discards against a riichi, as the views show it: plain functions from the
defence room's values (or their JSON, in a game review) to :class:`~.viewmodel.DangerView`.
No Qt; they run on the worker thread with the analysis."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ...core.kinds import kind_of
from ...defence import Danger, Table, danger
from ...defence.words import explain
from .viewmodel import DangerView, Result


def danger_view(d: Danger) -> DangerView:
    """A tile's danger as the discard table shows it: the chance, the least safe category
    with the kabe of the most dangerous riichi, and every sentence that explains it."""
    worst = max(d.against, key=lambda a: a.chance)
    reasons = tuple(
        (a.seat, key, tuple(sorted(params.items())))
        for a in d.against
        for key, params in explain(d.tile, a)
    )
    kabe = worst.kabe.value if worst.kabe is not None else None
    return DangerView(d.chance, d.category.value, kabe, reasons)


def with_danger(result: Result, table: Table | None) -> Result:
    """``result`` with each discard's danger against the riichis of ``table`` (unchanged
    without a riichi on it)."""
    if table is None or not table.riichi_seats or not result.discards:
        return result
    found = {}
    discards = []
    for option in result.discards:
        kind = kind_of(option.tile)
        if kind not in found:
            found[kind] = danger_view(danger(table, kind))
        discards.append(replace(option, danger=found[kind]))
    return replace(result, discards=tuple(discards))


def danger_of_json(data: Mapping[str, Any]) -> DangerView | None:
    """A danger as the review's JSON has it (``{"chance": ..., "against": [...]}``)."""
    try:
        against = data["against"]
        chance = float(data["chance"])
        worst = max(against, key=lambda a: float(a["chance"]))
        ranks = ("genbutsu", "honour", "suji", "half-suji", "non-suji")
        category = max((str(a["category"]) for a in against), key=ranks.index)
        return DangerView(chance, category, worst.get("kabe"))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
