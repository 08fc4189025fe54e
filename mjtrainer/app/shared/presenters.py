"""Presenters several pages share: the core's values (melds, decompositions, wait kinds,
discard options and their look-ahead) turned into the views' snapshots.

Pure functions, no Qt: each takes frozen values of :mod:`mjtrainer.core` and returns the
frozen snapshots of :mod:`.viewmodel`. The controllers call them (the analysis conversions
on the worker thread); they are tested with plain pytest. Wording stays out of here: the
views translate the keys.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core import (
    ORPHANS,
    Decomposition,
    DiscardLookahead,
    DiscardOption,
    Hand,
    Meld,
    Rules,
    Scored,
    Wait,
    WaitKind,
)
from ...quiz import WaitExplanation, best_discards
from .viewmodel import ContrastView, DecompositionView, DiscardView, MeldView

#: The wait kind key of a thirteen orphans wait on all thirteen kinds (the core says
#: "kokushi" for every thirteen orphans wait; learners call the one on all thirteen
#: "thirteen-sided", 十三面, and the one on a single kind plain thirteen orphans).
THIRTEEN_SIDED = "kokushi-13"


# --- hands and discards ------------------------------------------------------------------------


def meld_view(m: Meld) -> MeldView:
    """A declared meld as the views draw it (its tile codes: a red five drawn red)."""
    return MeldView(m.codes, m.kind.value)


def decomposition_view(d: Decomposition) -> DecompositionView:
    """One way a complete hand splits: its shape key, groups and declared melds."""
    return DecompositionView(d.shape.value, d.groups, tuple(meld_view(m) for m in d.declared))


def kind_keys(kinds: Iterable[WaitKind], thirteen_sided: bool) -> tuple[str, ...]:
    """The wait kinds' keys for the views; thirteen orphans as :data:`THIRTEEN_SIDED` when
    the hand waits on all thirteen orphans."""
    return tuple(
        THIRTEEN_SIDED if thirteen_sided and k is WaitKind.KOKUSHI else k.value for k in kinds
    )


def thirteen_sided(waits: Iterable[Wait | WaitExplanation]) -> bool:
    """Whether a hand waits on all thirteen orphans by thirteen orphans."""
    return sum(WaitKind.KOKUSHI in w.kinds for w in waits) == len(ORPHANS)


def value_unit(rules: Rules) -> str:
    """What the look-ahead's ``exp_value`` counts under ``rules``: "points" (riichi), "fan"
    (MCR), "" under rules that value no win."""
    if rules.scored is Scored.RIICHI:
        return "points"
    if rules.scored is Scored.MCR:
        return "fan"
    return ""


def discard_views(
    options: Sequence[DiscardOption],
    best_tiles: Sequence[int] | None = None,
    lookahead: Sequence[DiscardLookahead] | None = None,
    unit: str = "",
    hand: Hand | None = None,
) -> tuple[DiscardView, ...]:
    """The discard table's rows in the order of ``options``, the best ones flagged:
    ``best_tiles`` when given (a discard question's answer, or the look-ahead's best), else
    the effective-tile best. With ``lookahead`` (one entry per option, any order) each row has
    its chances to be ready and to win, and its value; ``unit`` ("points", "fan") makes the
    table show the value ("": no value column). ``hand`` (the hand the options are discards
    of, red fives kept) gives each row the code it throws (``DiscardView.code``)."""
    best = set(best_discards(options) if best_tiles is None else best_tiles)
    ahead = {a.discard: a for a in lookahead or ()}
    out = []
    for o in options:
        a = ahead.get(o.discard)
        out.append(
            DiscardView(
                o.discard,
                o.shanten,
                o.effective,
                o.effective_count,
                o.discard in best,
                None if a is None else a.searched,
                None if a is None else a.tenpai_prob,
                None if a is None else a.win_prob,
                value=None if a is None else a.exp_value,
                value_unit=unit,
                code=_thrown(hand, o.discard),
            )
        )
    return tuple(out)


def _thrown(hand: Hand | None, kind: int) -> int | None:
    """The red five's code a discard of ``kind`` throws from ``hand``; None for a plain tile."""
    if hand is None:
        return None
    code = hand.discard_code(kind)
    return None if code == kind else code


def _face(hand: Hand, kind: int) -> int:
    """The tile code a discard of ``kind`` throws from ``hand``."""
    return hand.discard_code(kind)


def contrast_view(hand: Hand, leader: DiscardLookahead, best: DiscardLookahead) -> ContrastView:
    """The sentence's two discards: the one with the most effective tiles and the one that
    wins more often, each as the tile it throws from ``hand``."""
    assert leader.win_prob is not None and best.win_prob is not None
    return ContrastView(
        _face(hand, leader.discard), _face(hand, best.discard), leader.win_prob, best.win_prob
    )
