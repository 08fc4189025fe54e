"""The trainer's presenters: plain functions from the core's values to the trainer's
snapshots, tested without Qt."""

from __future__ import annotations

import random

from mjtrainer.app.shared.viewmodel import Mode, StatusKind
from mjtrainer.app.trainer import presenters
from mjtrainer.core import Hand, HandError, Meld, MeldKind, Rules, analyze

GENERAL = Rules.preset("general")
EAST, SOUTH, WHITE = 27, 28, 31


def test_tiles_of_counts():
    counts = [0] * 34
    counts[3], counts[EAST], counts[WHITE] = 2, 1, 3
    assert presenters.tiles_of(counts) == (3, 3, EAST, WHITE, WHITE, WHITE)
    assert presenters.tiles_of(presenters.NO_SEEN) == ()


def test_hand_state_counts_copies_in_hand_melds_and_seen():
    hand = Hand.parse("1123m [555z]")
    seen = [0] * 34
    seen[0] = 1
    state = presenters.hand_state(hand, seen, Mode.ADD)
    assert state.concealed == (0, 0, 1, 2)
    assert [(m.tiles, m.kind) for m in state.melds] == [((WHITE,) * 3, "pung")]
    assert state.seen == (0,)
    assert state.available[0] == 1  # 4 − 2 in hand − 1 seen
    assert state.available[WHITE] == 1 and state.available[EAST] == 4
    assert state.size == 7 and state.notation == "1123m [555z]"
    assert state.enabled[0] and not presenters.hand_state(hand, seen, Mode.PUNG).enabled[0]


def test_the_seen_tiles_are_codes_a_red_five_leading_its_fives():
    seen = [0] * 34
    seen[13] = 3
    seen[22] = 1
    assert presenters.seen_codes(seen, (13,)) == (35, 13, 13, 22)
    state = presenters.hand_state(Hand.parse("5p"), seen, Mode.SEEN, seen_red=(13, 22))
    assert state.seen == (35, 13, 13, 36)
    assert state.available[13] == 0  # a red five seen counts as its five


def test_the_red_fives_are_offered_in_seen_mode_unless_held_or_seen():
    free = (4,) * 34
    hand = Hand.parse("406p")
    assert presenters.red_enabled(hand, 3, Mode.SEEN, free) == (True, False, True)
    assert presenters.red_enabled(hand, 3, Mode.SEEN, free, (22,)) == (True, False, False)
    assert presenters.red_enabled(hand, 0, Mode.SEEN, free) == (False, False, False)
    assert presenters.red_enabled(hand, 3, Mode.PUNG, free) == (False, False, False)


def _chows_by_brute_force(tile: int, free: list[int]) -> tuple[int, ...]:
    """Every chow the core accepts that holds ``tile`` and whose three tiles are free."""
    starts = []
    for s in range(34):
        try:
            meld = Meld(s, MeldKind.CHOW)
        except HandError:
            continue
        if tile in meld.tiles and all(free[t] >= 1 for t in meld.tiles):
            starts.append(s)
    return tuple(starts)


def test_chow_starts_equal_a_brute_force_over_the_cores_chows():
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        free = [rng.choice((0, 1, 1, 2, 4)) for _ in range(34)]
        for tile in range(34):
            assert presenters.chow_starts(tile, free) == _chows_by_brute_force(tile, free)
            checked += 1
    assert checked == 300 * 34


def test_enabled_tiles_need_the_copies_each_meld_takes():
    free = [0, 1, 2, 3, 4] + [4] * 29
    assert presenters.enabled_tiles(Mode.ADD, free)[:5] == (False, True, True, True, True)
    assert presenters.enabled_tiles(Mode.PUNG, free)[:5] == (False, False, False, True, True)
    assert presenters.enabled_tiles(Mode.KONG, free)[:5] == (False, False, False, False, True)
    chow = presenters.enabled_tiles(Mode.CHOW, free)
    assert not chow[0]  # 1m has no free copy
    assert chow[1]  # 234m: every tile free
    assert not chow[EAST]  # honours make no chow


def test_result_of_a_ready_hand():
    report = analyze(Hand.parse("123m456p789s1122z"), GENERAL)
    r = presenters.result_of(report)
    assert r.status is StatusKind.READY and r.size == 13 and r.shanten == 0
    # Hand-checked: a dual-pung wait on East and South, two of each left.
    assert [(w.tile, w.remaining, w.kinds) for w in r.waits] == [
        (EAST, 2, ("shanpon",)),
        (SOUTH, 2, ("shanpon",)),
    ]
    assert r.discards == () and r.decompositions == ()
    assert dict(r.shapes)["standard"] == 0


def test_result_of_a_win_lists_every_split_with_declared_melds():
    r = presenters.result_of(analyze(Hand.parse("234p567s789s55z (1111m)"), GENERAL))
    assert r.status is StatusKind.WIN and r.size == 14
    assert len(r.decompositions) == 1
    d = r.decompositions[0]
    assert d.shape == "standard"
    assert sorted(d.groups) == [(9 + 1, 9 + 2, 9 + 3), (18 + 4, 18 + 5, 18 + 6),
                                (18 + 6, 18 + 7, 18 + 8), (WHITE, WHITE)]  # fmt: skip
    assert [(m.tiles, m.kind) for m in d.declared] == [((0, 0, 0, 0), "concealed-kong")]


def test_result_of_a_fourteen_tile_hand_flags_the_best_discards():
    r = presenters.result_of(analyze(Hand.parse("123m456p789s11223z"), GENERAL))
    assert r.status is StatusKind.READY  # one discard from ready
    assert r.discards[0].tile == 29 and r.discards[0].shanten == 0
    top = (r.discards[0].shanten, r.discards[0].total)
    # Closed form: best means tied with the first row on shanten and total.
    assert [d.best for d in r.discards] == [(d.shanten, d.total) == top for d in r.discards]
    assert sum(d.best for d in r.discards) == 1
    assert all(d.total == sum(n for _, n in d.effective) for d in r.discards)


def test_tied_best_discards_are_all_flagged():
    r = presenters.result_of(analyze(Hand.parse("123456789m123p5s1z"), GENERAL))
    best = [d.tile for d in r.discards if d.best]
    top = (r.discards[0].shanten, r.discards[0].total)
    assert best == [d.tile for d in r.discards if (d.shanten, d.total) == top]
    assert len(best) >= 2  # 1z and 5s are both lone tiles
