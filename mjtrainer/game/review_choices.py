"""The review's decisions beside the discards (DESIGN.md "Games"; issue 27 §1–§2): riichi or
dama at a discard that leaves the closed hand ready, graded by the round EV
:func:`mjtrainer.decision.analyze` gives each way, in the category ``riichi``; and at every
discard of another seat the reviewed seat could call (chi from its left, pon, open kong), pass
or each call with each of its discards, in the category ``call``.

A riichi decision is the question *declare or not, this tile thrown*: which tile to throw is the
discard decision's (its round EVs are the quiet play's). Every riichi the seat declared is one,
and every discard that kept a ready closed hand quiet where riichi could be declared.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.kinds import CODE_NAMES
from ..decision import CallChoice, Position, PositionReport
from ..decision.calls import Call
from ..decision.reasons import Reason, call_reasons, riichi_reasons
from .replay import TableMeld, hand_text

#: The kinds of decision this module grades (the discard's is the review's own), and the
#: actions of a riichi decision: declared, or kept quiet.
RIICHI = "riichi"
DAMA = "dama"
CALL = "call"


@dataclass(frozen=True, slots=True)
class ChoiceRow:
    """One choice of a decision: its ``action`` (``riichi``, ``dama``; ``pass``, ``chi``,
    ``pon``, ``kong``) and the ``tile`` thrown (a code: a red five as ``0``; None for a pass
    and a kong), its round EV in points and its chance to win (None where the look-ahead did
    not say)."""

    action: str
    tile: int | None
    ev: float
    win_prob: float | None
    #: A call's meld in mpsz (``"234m"``; None for the others).
    meld: str | None = None

    @property
    def label(self) -> str:
        """The choice as the JSON names it: ``"riichi 6p"``, ``"pass"``, ``"pon 333m,
        discard 1z"``, ``"kong 3333m"``."""
        if self.action in (RIICHI, DAMA):
            assert self.tile is not None
            return f"{self.action} {CODE_NAMES[self.tile]}"
        out = self.action if self.meld is None else f"{self.action} {self.meld}"
        return out if self.tile is None else f"{out}, discard {CODE_NAMES[self.tile]}"

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
    #: A call decision's offered tile (a code) and the seat that threw it.
    offered: int | None = None
    offered_from: int | None = None
    #: Why (:mod:`mjtrainer.decision.reasons`).
    reasons: tuple[Reason, ...] = ()
    #: The position analysed (its seen tiles, situation and table; a call decision's offered
    #: tile): what a card from the decision keeps.
    position: Position | None = None

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
        offer: dict[str, Any] = {}
        if self.offered is not None:
            offer = {"offered": CODE_NAMES[self.offered], "from": self.offered_from}
        return {
            "type": "decision",
            "kind": self.kind,
            "round": self.round,
            "turn": self.turn,
            **offer,
            "hand": hand_text(self.hand, self.melds),
            "played": self.played.label,
            "choices": [c.to_dict() for c in self.choices],
            "best": [c.label for c in self.best],
            "played_ev": round(self.played_ev),
            "best_ev": round(self.best_ev),
            "ev_loss": round(self.ev_loss),
            "grade": self.grade,
            "category": self.category,
            "reasons": [r.to_dict() for r in self.reasons],
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
    play = None if found.riichi_rows is None else found.riichi_rows[i]
    locked = None if play is None or win is None else play.riichi_win
    rows = (ChoiceRow(DAMA, code, found.round_evs[i], win), ChoiceRow(RIICHI, code, declared,
            locked))  # fmt: skip
    mine = rows[1] if declares else rows[0]
    top = max(rows, key=lambda r: r.ev)
    loss = max(0.0, top.ev - mine.ev)
    best = tuple(r for r in rows if top.ev - r.ev <= tolerance)
    reasons = riichi_reasons(found, played, declared, found.round_evs[i])
    return ChoiceDecision(
        RIICHI, *where, hand, melds, mine, rows, top.ev, loss, str(grade_of(loss)), best,
        reasons=reasons, position=found.position,
    )  # fmt: skip


def call_decision(
    found: PositionReport,
    taken: tuple[Call, int, int | None] | None,
    where: tuple[int, int, int],
    hand: tuple[int, ...],
    melds: tuple[TableMeld, ...],
    grade_of: Callable[[float], str],
    tolerance: float,
) -> ChoiceDecision | None:
    """The call decision on the offered tile of ``found`` (a position with one): ``taken`` the
    call the seat made (its kind, its meld's lowest kind, the kind it then threw; None: it
    passed), ``where`` the discard's (round, step, turn). None when the analysis has no
    round EV for the pass or the choice made (no draw left, rules that value no win)."""
    p = found.position
    if found.calls is None or p.offered is None:
        return None
    rows: list[ChoiceRow] = []
    made: list[CallChoice] = []
    mine: int | None = None
    for c in found.calls:
        if c.round_ev is None:
            continue
        meld = c.option.meld
        row = ChoiceRow(c.option.call.value, c.discard, c.round_ev, c.win_prob, c.option.meld_text)
        rows.append(row)
        made.append(c)
        if taken is None and c.option.call is Call.PASS:
            mine = len(rows) - 1
        elif taken is not None and meld is not None and (c.option.call, meld.tile) == taken[:2]:
            if c.discard is None or c.discard == taken[2]:
                mine = len(rows) - 1
    if mine is None or not any(r.action == Call.PASS.value for r in rows):
        return None
    top = max(range(len(rows)), key=lambda i: rows[i].ev)
    loss = max(0.0, rows[top].ev - rows[mine].ev)
    best = tuple(r for r in rows if rows[top].ev - r.ev <= tolerance)
    return ChoiceDecision(
        CALL, *where, hand, melds, rows[mine], tuple(rows), rows[top].ev, loss,
        str(grade_of(loss)), best, p.offered, p.offered_from,
        reasons=call_reasons(found, made[mine], made[top]), position=p,
    )  # fmt: skip
