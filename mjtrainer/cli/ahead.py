"""The look-ahead in words, for ``analyze --turn`` and the discard quiz: percentages, and the
sentence that says when the discard with the most effective tiles is not the one that wins
most often."""

from __future__ import annotations

from ..core import DiscardLookahead, tile_str
from ..core.kinds import parting_digits

#: Shown in a column for a discard the search did not follow.
NOT_SEARCHED = "-"


def percent(p: float | None, digits: int = 1) -> str:
    """A chance (0–1) as a percentage without the sign: ``0.4312`` → ``"43.1"``; ``"-"`` for
    None (not searched)."""
    return NOT_SEARCHED if p is None else f"{100 * p:.{digits}f}"


def two_percents(a: float, b: float) -> tuple[str, str]:
    """``a`` and ``b`` as percentages with one decimal, or more (up to three) when one would
    print them the same although they differ."""
    digits = parting_digits(a, b)
    return percent(a, digits), percent(b, digits)


def shape_sentence(leader: DiscardLookahead, best: DiscardLookahead) -> str:
    """One sentence: ``leader`` keeps the most effective tiles, ``best`` wins more often
    ("7p has the most tiles now, but 1m wins more often: 43.1% against 39.8%.")."""
    assert best.win_prob is not None and leader.win_prob is not None
    mine, theirs = two_percents(best.win_prob, leader.win_prob)
    return (
        f"{tile_str(leader.discard)} has the most tiles now, but {tile_str(best.discard)} "
        f"wins more often: {mine}% against {theirs}%."
    )


def search_name(extended: bool) -> str:
    """The search's name as the reports give it."""
    return "extended search" if extended else "basic search"
