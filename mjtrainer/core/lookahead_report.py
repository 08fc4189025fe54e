"""The analysis of a hand together with its look-ahead: what ``mjtrainer analyze --turn T``
reports, and the look-ahead order of discards.

One place joins the discard table (:func:`~.analysis.analyze`) and the look-ahead
(:func:`~.lookahead.discard_lookahead`, :func:`~.lookahead.hand_lookahead`), so every reader
(the command line, the training, the window) gets the same values: :class:`LookaheadReport`
holds both, and its ``to_dict()`` is the JSON of DESIGN.md ("Look-ahead"). The discards keep
the effective-tile order; :func:`rank_discards` gives the look-ahead order (highest
``win_prob``, then ``tenpai_prob``, then the effective-tile order),
:func:`effective_leaders` the discards the effective tiles alone would pick,
:func:`lookahead_leaders` every discard as good as the first in the look-ahead order, and
:func:`shape_contrast` the two discards to name when the effective tiles and the chance to win
pick different ones; with ``exp_value`` (a request with ``worth``), :func:`value_leader` the
discard worth most and :func:`value_contrast` the two to name when it is not the one that wins
most often.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cmp_to_key
from typing import Any

from .analysis import Report, analyze
from .hand import Hand
from .lookahead import (
    _DEFAULT,
    TIE,
    DiscardLookahead,
    HandLookahead,
    LookaheadRequest,
    chance_keys,
    cut_off,
    discard_lookahead,
    hand_lookahead,
)

#: Why the basic search ran instead of the extended one asked (``basic_instead`` in the JSON).
BEYOND_EXTENDED = "beyond-extended-cut-off"


@dataclass(frozen=True, slots=True)
class LookaheadReport:
    """A hand's :class:`~.analysis.Report` and its look-ahead at ``turn``.

    A 3n+2 hand has one :class:`~.lookahead.DiscardLookahead` per entry of
    ``report.discards``, in the same (effective-tile) order, and ``hand`` None; a 3n+1 hand
    has ``hand`` and no ``discards``.
    """

    report: Report
    turn: int
    extended: bool
    discards: tuple[DiscardLookahead, ...]
    hand: HandLookahead | None
    #: The shanten the search went to (:func:`~.lookahead.cut_off` of the search that ran).
    cut_off: int
    #: The extended search was asked but the hand lies beyond its reach
    #: (``cut_off(extended=True)``) and within the basic search's: the basic search ran
    #: instead (``extended`` is False), so the hand still gets its chances.
    basic_instead: bool = False

    def ranked(self) -> tuple[DiscardLookahead, ...]:
        """The discards in the look-ahead order (see :func:`rank_discards`)."""
        return rank_discards(self.discards)

    def best(self) -> DiscardLookahead | None:
        """The first discard in the look-ahead order, when the search reached it."""
        return lookahead_leader(self.discards)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of ``mjtrainer analyze --json --turn T``: the report's keys plus
        ``turn`` and ``extended``, each discard with its look-ahead keys (3n+2), or the hand's
        look-ahead keys and ``improvements`` (3n+1). Probabilities are not rounded; a discard
        or hand the search does not reach has ``"searched": false`` and nulls. When the basic
        search ran instead of the extended one asked (``basic_instead``), ``extended`` is false
        and ``basic_instead`` says why and how far the extended search reaches."""
        data = self.report.to_dict()
        data["turn"] = self.turn
        data["extended"] = self.extended
        if self.basic_instead:
            data["basic_instead"] = {
                "reason": BEYOND_EXTENDED,
                "extended_cut_off": cut_off(extended=True),
            }
        if self.hand is not None:
            data.update(self.hand.to_dict())
        data["discards"] = [
            {**o.to_dict(self.report.hand), **chance_keys(a)}
            for o, a in zip(self.report.discards, self.discards, strict=True)
        ]
        return data


def analyze_lookahead(hand: Hand, request: LookaheadRequest = _DEFAULT) -> LookaheadReport:
    """:func:`~.analysis.analyze` of ``hand`` with its look-ahead (see
    :class:`~.lookahead.LookaheadRequest`: the rules, seen tiles, turn 1–17, search, which
    wins may be declared, progress and cancel). An extended request for a hand beyond the
    extended search's reach and within the basic one's gets the basic search's chances
    (``basic_instead``) rather than none.

    Raises :class:`~.errors.HandError` for a hand the analysis refuses and
    :class:`~.lookahead.LookaheadError` for a turn outside 1–17.
    """
    report = analyze(hand, request.rules, request.seen)
    turn, extended = request.turn, request.extended
    # Beyond the extended search's reach but within the basic one's: the basic chances, said so.
    instead = extended and cut_off(True) < report.shanten <= cut_off(False)
    extended = extended and not instead
    ask = replace(request, rules=report.rules, extended=extended)
    limit = cut_off(extended)
    if hand.size % 3 == 2:
        ahead = discard_lookahead(hand, ask)
        # Both come from the same discard table, so the entries line up one to one.
        assert [a.discard for a in ahead] == [o.discard for o in report.discards]
        return LookaheadReport(report, turn, extended, ahead, None, limit, instead)
    one = hand_lookahead(hand, ask)
    return LookaheadReport(report, turn, extended, (), one, limit, instead)


def _compare(a: DiscardLookahead, b: DiscardLookahead) -> int:
    """Searched before unsearched; then higher ``win_prob``, then higher ``tenpai_prob``
    (values within ``TIE`` are equal); otherwise equal, so a stable sort keeps the
    effective-tile order."""
    if a.searched != b.searched:
        return -1 if a.searched else 1
    if not a.searched:
        return 0
    for x, y in ((a.win_prob, b.win_prob), (a.tenpai_prob, b.tenpai_prob)):
        assert x is not None and y is not None
        if abs(x - y) > TIE:
            return -1 if x > y else 1
    return 0


def rank_discards(entries: Sequence[DiscardLookahead]) -> tuple[DiscardLookahead, ...]:
    """``entries`` (in the effective-tile order :func:`~.lookahead.discard_lookahead` gives)
    in the look-ahead order: highest ``win_prob``, then ``tenpai_prob``, then effective tiles
    and tile order (the order given); the discards not searched come last, in the order given.
    """
    return tuple(sorted(entries, key=cmp_to_key(_compare)))


def lookahead_leader(entries: Sequence[DiscardLookahead]) -> DiscardLookahead | None:
    """The first of :func:`rank_discards`, or None when no discard was searched."""
    ranked = rank_discards(entries)
    return ranked[0] if ranked and ranked[0].searched else None


def effective_leaders(entries: Sequence[DiscardLookahead]) -> tuple[DiscardLookahead, ...]:
    """The discards the effective tiles alone pick: those tied with the first of ``entries``
    (effective-tile order) on shanten and effective-tile count."""
    if not entries:
        return ()
    top = entries[0]
    return tuple(
        e for e in entries if e.shanten == top.shanten and e.effective_count == top.effective_count
    )


def _same_chances(a: DiscardLookahead, b: DiscardLookahead) -> bool:
    """Both searched, with ``win_prob`` and ``tenpai_prob`` each within ``TIE``."""
    if not (a.searched and b.searched):
        return False
    pairs = ((a.win_prob, b.win_prob), (a.tenpai_prob, b.tenpai_prob))
    return all(x is not None and y is not None and abs(x - y) <= TIE for x, y in pairs)


def lookahead_leaders(entries: Sequence[DiscardLookahead]) -> tuple[DiscardLookahead, ...]:
    """The best discards in the look-ahead order, in the order given: the first of
    :func:`rank_discards` and every discard tied with it on ``win_prob`` and ``tenpai_prob``
    (within ``TIE``), shanten and effective-tile count, so only the tile order would part them.
    Empty when no discard was searched."""
    top = lookahead_leader(entries)
    if top is None:
        return ()
    return tuple(
        e
        for e in entries
        if _same_chances(e, top)
        and e.shanten == top.shanten
        and e.effective_count == top.effective_count
    )


def shape_contrast(
    entries: Sequence[DiscardLookahead],
) -> tuple[DiscardLookahead, DiscardLookahead] | None:
    """(the discard the effective tiles pick, the one that wins most often) when they differ:
    the first of :func:`lookahead_leader` is not among :func:`effective_leaders`, and the
    effective-tile pick is the best of those by the chance to win. None when the effective
    tiles pick the discard that wins most often, or when nothing was searched."""
    best = lookahead_leader(entries)
    if best is None:
        return None
    leaders = effective_leaders(entries)
    if best in leaders:
        return None
    return rank_discards(leaders)[0], best


def value_leader(entries: Sequence[DiscardLookahead]) -> DiscardLookahead | None:
    """The searched discard with the highest ``exp_value`` (values within ``TIE`` of the
    highest go to the first in the look-ahead order); None when no discard has a value."""
    valued = [e for e in rank_discards(entries) if e.searched and e.exp_value is not None]
    if not valued:
        return None
    top = max(e.exp_value for e in valued if e.exp_value is not None)
    return next(e for e in valued if e.exp_value is not None and e.exp_value >= top - TIE)


def wins_as_often(a: DiscardLookahead, b: DiscardLookahead) -> bool:
    """Whether two searched discards win equally often (within ``TIE``): the value sentence
    then says they win as often, not that the first wins more often."""
    assert a.win_prob is not None and b.win_prob is not None
    return abs(a.win_prob - b.win_prob) <= TIE


def value_contrast(
    entries: Sequence[DiscardLookahead],
) -> tuple[DiscardLookahead, DiscardLookahead] | None:
    """(the discard that wins most often, the one worth most) when the one worth most is worth
    more (beyond ``TIE``) than the one that wins most often; None otherwise, and when there are
    no values."""
    best = lookahead_leader(entries)
    top = value_leader(entries)
    if best is None or top is None or best.exp_value is None or top.exp_value is None:
        return None
    if top.exp_value <= best.exp_value + TIE:
        return None
    return best, top
