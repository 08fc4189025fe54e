"""The value reasons in the review of a real game (issue 27 §3): the review values no win (the
round EV takes the published average), yet each graded discard says that it throws a dora or
a red five, breaks tanyao or a yakuhai pair or pung the best keeps — exactly where the hand
and the table say so, derived here from the decision's own hand, indicators and winds."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjtrainer.core.kinds import kind_of
from mjtrainer.game import read_game
from mjtrainer.game.review import Decision, review_game

REAL = Path(__file__).parent / "data" / "real" / "kbkn3_2025_1_1_Jade_Room_South.json"
VALUE_IDS = {"dora", "keeps-tanyao", "keeps-yakuhai"}
#: 1z–4z, 5z–7z.
WINDS, DRAGONS = range(27, 31), range(31, 34)


def _dora(indicator: int) -> int:
    """The tile after ``indicator`` in its suit (9 → 1), winds (N → E), dragons (7z → 5z)."""
    if indicator < 27:
        return indicator // 9 * 9 + (indicator % 9 + 1) % 9
    group = WINDS if indicator in WINDS else DRAGONS
    return group[(indicator - group[0] + 1) % len(group)]


def _simple(kind: int) -> bool:
    return kind < 27 and kind % 9 not in (0, 8)


def _expected(d: Decision) -> set[str]:
    """The value reasons the decision's hand and table call for."""
    played, top = kind_of(d.played), d.best[0]
    if played == top:
        return set()
    hand = d.core_hand()
    s = d.position.situation
    out = set()
    only_red = d.played != played and hand.counts[played] == 1
    if only_red or played in {_dora(i) for i in s.dora_indicators}:
        out.add("dora")
    others = [k for k, n in enumerate(hand.total_counts()) for _ in range(n) if not _simple(k)]
    if others == [top]:
        out.add("keeps-tanyao")
    yakuhai = played in DRAGONS or played in (s.seat_wind.tile, s.round_wind.tile)
    if yakuhai and hand.counts[played] in (2, 3):
        out.add("keeps-yakuhai")
    return out


@pytest.mark.parametrize("seat", [0, 1])
def test_the_value_reasons_of_a_real_game_are_where_the_hand_says(seat):
    review = review_game(read_game(REAL.read_bytes()), seat)
    graded = [d for r in review.rounds for d in r.decisions if d.grade is not None and d.best]
    assert graded
    given = {}
    for d in graded:
        ids = {r.id for r in d.reasons} & VALUE_IDS
        assert ids == _expected(d), (d.round, d.turn, d.hand_text, d.played, d.best, d.reasons)
        for i in ids:
            given[i] = given.get(i, 0) + 1
    # the game's log holds each of them for one of these seats (not a vacuous check)
    assert given.get("dora") and (given.get("keeps-tanyao") or given.get("keeps-yakuhai"))
