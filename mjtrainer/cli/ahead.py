"""The look-ahead in words, for ``analyze --turn`` and the discard quiz: percentages, and the
sentence that says when the discard with the most effective tiles is not the one that wins
most often."""

from __future__ import annotations

from ..core import DiscardLookahead, Hand, Scored, wins_as_often
from ..core.kinds import CODE_NAMES, parting_digits
from .words import Words

#: Shown in a column for a discard the search did not follow.
NOT_SEARCHED = "-"


def discard_text(hand: Hand, kind: int) -> str:
    """The tile a discard of ``kind`` throws from ``hand``, in mpsz: ``"0m"`` when it is the
    hand's red five (:meth:`Hand.discard_code`), its kind's name otherwise."""
    return CODE_NAMES[hand.discard_code(kind)]


def percent(p: float | None, digits: int = 1) -> str:
    """A chance (0–1) as a percentage without the sign: ``0.4312`` → ``"43.1"``; ``"-"`` for
    None (not searched)."""
    return NOT_SEARCHED if p is None else f"{100 * p:.{digits}f}"


def two_percents(a: float, b: float) -> tuple[str, str]:
    """``a`` and ``b`` as percentages with one decimal, or more (up to three) when one would
    print them the same although they differ."""
    digits = parting_digits(a, b)
    return percent(a, digits), percent(b, digits)


def exp_value_text(v: float | None, scored: Scored | None) -> str:
    """An ``exp_value`` as the reports give it: riichi points whole, with thousands separated
    (``"2,140"``), MCR fan with one decimal (``"12.3 fan"``); ``"-"`` for None."""
    if v is None:
        return NOT_SEARCHED
    if scored is Scored.MCR:
        return f"{v:.1f} fan"
    return f"{v:,.0f}"


def expected_value(v: float, scored: Scored | None, w: Words) -> str:
    """An expected value in words: riichi points as numbers, MCR's fan counted (``12.3 番``)."""
    text = exp_value_text(v, scored)
    return w("wv-fan", fan=text.removesuffix(" fan")) if scored is Scored.MCR else text


def shape_sentence(
    hand: Hand, leader: DiscardLookahead, best: DiscardLookahead, w: Words | None = None
) -> str:
    """One sentence: ``leader`` keeps the most effective tiles, ``best`` wins more often
    ("7p has the most tiles now, but 1m wins more often: 43.1% against 39.8%."); each discard
    named as the tile it throws from ``hand`` (a red five ``0m``). The window's sentence."""
    w = w or Words()
    assert best.win_prob is not None and leader.win_prob is not None
    mine, theirs = two_percents(best.win_prob, leader.win_prob)
    source = "{leader} has the most tiles now, but {best} wins more often: {mine} against {theirs}."
    return w.vocab("Lookahead", source).format(
        leader=w.discard(hand, leader.discard),
        best=w.discard(hand, best.discard),
        mine=f"{mine}%",
        theirs=f"{theirs}%",
    )


def value_sentence(
    hand: Hand,
    best: DiscardLookahead,
    top: DiscardLookahead,
    scored: Scored | None,
    w: Words | None = None,
) -> str:
    """One sentence: ``best`` wins more often, ``top`` is worth more ("7p wins more often, but
    5m is worth more: 2,140 points against 1,980."); discards named as in
    :func:`shape_sentence`. The window's sentence."""
    w = w or Words()
    assert best.exp_value is not None and top.exp_value is not None
    same = "{best} and {top} win as often" if wins_as_often(best, top) else "{best} wins more often"
    points = "" if scored is Scored.MCR else " points"
    source = f"{same}, but {{top}} is worth more: {{mine}}{points} against {{theirs}}."
    return w.vocab("Lookahead", source).format(
        best=w.discard(hand, best.discard),
        top=w.discard(hand, top.discard),
        mine=expected_value(top.exp_value, scored, w),
        theirs=expected_value(best.exp_value, scored, w),
    )
