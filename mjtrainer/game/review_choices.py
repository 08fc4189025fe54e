"""The review's decisions beside the discards (DESIGN.md "Games"; issue 27 §1–§2): riichi or
dama at a discard that leaves the closed hand ready, graded by the round EV
:func:`mjtrainer.decision.analyze` gives each way, in the category ``riichi``.

A riichi decision is the question *declare or not, this tile thrown*: which tile to throw is the
discard decision's (its round EVs are the quiet play's). Every riichi the seat declared is one,
and every discard that kept a ready closed hand quiet where riichi could be declared.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.kinds import CODE_NAMES
from ..decision import PositionReport
from .replay import TableMeld, hand_text

#: The kinds of decision this module grades (the discard's is the review's own), and the
#: actions of a riichi decision: declared, or kept quiet.
RIICHI = "riichi"
DAMA = "dama"


@dataclass(frozen=True, slots=True)
class ChoiceRow:
    """One choice of a decision: its ``action`` (``riichi``, ``dama``) and the ``tile`` thrown
    (a code: a red five as ``0``), its round EV in points and its chance to win (None where the
    look-ahead did not say)."""

    action: str
    tile: int
    ev: float
    win_prob: float | None

    @property
    def label(self) -> str:
        """The choice as the JSON names it: ``"riichi 6p"``."""
        return f"{self.action} {CODE_NAMES[self.tile]}"

    def to_dict(self) -> dict[str, Any]:
        """``{"choice", "win_prob", "ev"}`` of the JSON line."""
        return {"choice": self.label, "win_prob": self.win_prob, "ev": round(self.ev)}


@dataclass(frozen=True, slots=True)
class ChoiceDecision:
    """A graded decision that is not which tile to throw: ``kind`` (``riichi``), where
    (``round``, ``step``: the discard's event, ``turn``), the hand before it (codes, melds),
    what the seat did (``played``, one of ``choices``), each choice, and the grade by the round
    EV lost against the best (``best``: the choices within the tolerance), in ``category``
    (the kind)."""

    kind: str
    round: int
    step: int
    turn: int
    hand: tuple[int, ...]
    melds: tuple[TableMeld, ...]
    played: ChoiceRow
    choices: tuple[ChoiceRow, ...]
    best_ev: float
    ev_loss: float
    grade: str
    best: tuple[ChoiceRow, ...]

    @property
    def played_ev(self) -> float:
        """The round EV of what the seat did."""
        return self.played.ev

    @property
    def category(self) -> str:
        """The grade's category: the kind of decision."""
        return self.kind

    def to_dict(self) -> dict[str, Any]:
        """The ``decision`` line of ``mjtrainer review --json`` (DESIGN.md "Games")."""
        return {
            "type": "decision",
            "kind": self.kind,
            "round": self.round,
            "turn": self.turn,
            "hand": hand_text(self.hand, self.melds),
            "played": self.played.label,
            "choices": [c.to_dict() for c in self.choices],
            "best": [c.label for c in self.best],
            "played_ev": round(self.played_ev),
            "best_ev": round(self.best_ev),
            "ev_loss": round(self.ev_loss),
            "grade": self.grade,
            "category": self.category,
        }


def riichi_decision(
    found: PositionReport,
    played: int,
    declares: bool,
    where: tuple[int, int, int],
    hand: tuple[int, ...],
    melds: tuple[TableMeld, ...],
    grade_of: Callable[[float], str],
    tolerance: float,
) -> ChoiceDecision | None:
    """The riichi decision at a discard of ``played`` (a kind; ``declares``: with riichi)
    analysed as ``found``, ``where`` its (round, step, turn); None when the discard leaves no
    closed hand ready to declare. ``grade_of(loss)`` grades an EV loss; choices within
    ``tolerance`` points of the best are ``best``."""
    if found.riichi_evs is None or found.round_evs is None:
        return None
    discards = [o.discard for o in found.report.discards]
    if played not in discards:
        return None
    i = discards.index(played)
    declared = found.riichi_evs[i]
    if declared is None:
        return None
    code = found.position.hand.discard_code(played)
    win = None
    if found.ahead is not None:
        win = found.ahead.discards[i].win_prob
    rows = (ChoiceRow(DAMA, code, found.round_evs[i], win), ChoiceRow(RIICHI, code, declared,
            None))  # fmt: skip
    mine = rows[1] if declares else rows[0]
    top = max(rows, key=lambda r: r.ev)
    loss = max(0.0, top.ev - mine.ev)
    best = tuple(r for r in rows if top.ev - r.ev <= tolerance)
    return ChoiceDecision(
        RIICHI, *where, hand, melds, mine, rows, top.ev, loss, str(grade_of(loss)), best
    )
