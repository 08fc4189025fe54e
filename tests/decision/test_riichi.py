"""Riichi or dama (issue 27 §1): a discard that leaves the closed hand ready is offered both
ways, and the verdicts on the field's rules of thumb."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mjtrainer.core import Hand, Rules
from mjtrainer.core.tiles import parse_codes
from mjtrainer.decision import Position, analyze, figures, race, riichi, round_ev
from mjtrainer.defence import Pond, Table, tiles_of
from mjtrainer.scoring import Situation, Wind

RIICHI = Rules.preset("riichi")


def situation(dora: str = "1z", **flags: bool) -> Situation:
    indicators = tuple(parse_codes(dora))
    return Situation(0, seat_wind=Wind.SOUTH, round_wind=Wind.EAST,
                     dora_indicators=indicators, **flags)  # fmt: skip


def verdict(hand: str, turn: int = 6, dora: str = "1z", **flags: bool) -> dict[bool, float]:
    """The round EV of the discard that leaves the hand ready, dama (False) and riichi (True)."""
    s = situation(dora, **flags)
    found = analyze(Position(Hand.parse(hand), seen=dora, rules=RIICHI, turn=turn, situation=s))
    out = {c.riichi: c.round_ev for c in found.choices if c.riichi is not None}
    assert set(out) == {False, True}
    return out  # type: ignore[return-value]


def test_a_pinfu_only_two_sided_ready_hand_at_turn_6_riichis():
    # 123m 567p 23456s 88p: pinfu on 1s-4s-7s, no other yaku; 1z goes
    ev = verdict("123m567p23456s88p1z")
    assert ev[True] > ev[False]


def test_a_dama_7700_with_a_good_wait_and_a_yaku_stays_quiet():
    # tanyao, pinfu, the dora 8p paired: 7,700 on a discard, two-sided on 2s-5s
    ready = riichi.ready(Hand.parse("234m456p678s34s88p"), RIICHI, situation("7p"),
                         ((19, 4), (22, 4)))  # fmt: skip
    assert ready is not None and ready.ron_with_yaku == 1.0
    assert ready.dama >= 7700
    ev = verdict("234m456p678s34s88p1z", dora="7p")
    assert ev[False] > ev[True]


def test_a_yakuless_ready_hand_riichis():
    # no yaku on a discard (mixed suits, the round wind's pair), two dora (South indicated by
    # East): the quiet hand wins by self-draw only
    ready = riichi.ready(Hand.parse("123m456p789s34s22z"), RIICHI, situation(),
                         ((19, 4), (22, 4)))  # fmt: skip
    assert ready is not None and ready.ron_with_yaku == 0.0
    ev = verdict("123m456p789s34s22z7z")
    assert ev[True] > ev[False]


def test_the_cheapest_yakuless_ready_hand_riichis_at_turn_6():
    # no yaku on a discard (the round wind's pair is no yakuhai), no dora: 1,100 by self-draw
    # kept quiet, riichi 1,300 on a discard
    ready = riichi.ready(Hand.parse("123m456p789s34s11z"), RIICHI, situation(),
                         ((19, 4), (22, 4)))  # fmt: skip
    assert ready is not None and ready.ron_with_yaku == 0.0
    assert ready.dama == pytest.approx(1100)
    ev = verdict("123m456p789s34s11z7z")
    assert ev[True] > ev[False]


def test_the_others_fold_against_a_riichi_and_may_declare_one_later():
    """A closed opponent not in riichi may declare one later (its chance grows by draw); the
    seat's riichi makes that rarer (they fold), and with it their wins, their readiness at the
    exhaustive draw and the danger of the seat's later discards; a riichi already on the table
    does the same; an opponent in riichi is not changed."""
    later = race.later_riichis(10, quieter=False)
    assert list(later) == sorted(later) and 0 < later[0] < later[-1] < 1
    assert all(q < p for q, p in zip(race.later_riichis(10, quieter=True), later, strict=True))
    quiet = race.build(None, situation(), 6).opponents
    declared = race.build(None, situation(), 6, declared=True).opponents
    for q, d in zip(quiet, declared, strict=True):
        assert all(b < a for a, b in zip(q.hazard, d.hazard, strict=True))
        assert d.tenpai_at_end < q.tenpai_at_end
        assert all(b < a for a, b in zip(q.later_riichi, d.later_riichi, strict=True))
    # without the later riichis a closed opponent wins only when quietly ready
    first = quiet[0]
    assert first.hazard[0] > figures.tenpai_rate(0, 7) * figures.READY_WIN_PER_TURN
    # a riichi on the table: the others are as quiet as against the seat's own
    pond = Pond(1, tiles_of("1z2z3z9p4z5z", "p"), riichi=2)
    table = Table(0, Hand.parse("123m567p23456s88p1z").tiles(), (pond, Pond(2, ()), Pond(3, ())),
                  (), dealer=3)  # fmt: skip
    on_table = race.build(table, situation(), 6).opponents
    again = race.build(table, situation(), 6, declared=True).opponents
    assert on_table == again
    assert on_table[0].hazard == tuple(figures.RIICHI_WIN_PER_TURN for _ in on_table[0].hazard)


def test_a_riichi_cannot_fold_against_the_others_later_riichis():
    """The locked hand deals in to the later riichis the quiet one may fold against: a ready
    hand's later discards carry that danger in both, a hand not yet ready's never."""
    o = race.build(None, situation(), 6).opponents[0]
    locked = o.locked()
    assert locked.later_riichi == ()
    assert all(
        x == pytest.approx(p + q)
        for x, p, q in zip(locked.push_danger, o.locked_danger, o.later_riichi, strict=True)
    )
    own = round_ev.OwnPlay((0.0,) * 12, 0.0, 0.0, ready=(0.0,) * 12)  # never ready
    ready = round_ev.OwnPlay((0.0,) * 12, 0.0, 0.0, ready=(1.0,) * 12)
    nothing = (0.0, 0.0, 0.0)
    quiet = race.build(None, situation(), 6).opponents
    without = [replace(x, later_riichi=()) for x in quiet]
    assert round_ev.push_ev(quiet, own, nothing) == pytest.approx(
        round_ev.push_ev(without, own, nothing)
    )
    assert round_ev.push_ev(quiet, ready, nothing) < round_ev.push_ev(without, ready, nothing)


def test_each_row_shows_its_own_plays_chance_and_worth():
    """The dama row: the look-ahead's chance and the waits' worth without riichi; the riichi
    row: the locked wait's chance (its tiles drawn from the unseen wall) and riichi's worth."""
    hand = "123m567p23456s88p1z"
    s = situation()
    found = analyze(Position(Hand.parse(hand), seen="1z", rules=RIICHI, turn=6, situation=s))
    assert found.riichi_rows is not None and found.ahead is not None
    i = [o.discard for o in found.report.discards].index(27)
    play = found.riichi_rows[i]
    assert play is not None and all(r is None for j, r in enumerate(found.riichi_rows) if j != i)
    ready = riichi.ready(Hand.parse(hand).remove(27), RIICHI, s, ((18, 4), (21, 4), (24, 4)))
    assert ready is not None
    # unseen: 136 less the 14 held (the East thrown among them) and the indicator seen
    unseen = 136 - 14 - 1
    draws = 18 - found.ahead.turn
    assert play.riichi_win == pytest.approx(1 - (1 - 11 / unseen) ** draws)  # 4s held: 11
    assert play.riichi_value == pytest.approx(play.riichi_win * ready.riichi)
    quiet = found.ahead.discards[i].win_prob
    assert play.dama_win == quiet and play.dama_value == pytest.approx(quiet * ready.dama)


def test_no_riichi_choice_once_declared_nor_for_a_discard_that_leaves_no_ready_hand():
    s = situation(riichi=True)
    found = analyze(Position(Hand.parse("123m567p23456s88p1z"), rules=RIICHI, turn=6, situation=s))
    assert all(c.riichi is None for c in found.choices)
    found = analyze(Position(Hand.parse("123m567p23456s88p1z"), rules=RIICHI, turn=6,
                             situation=situation()))  # fmt: skip
    by = {(c.discard, c.riichi) for c in found.choices}
    assert (27, True) in by and (27, False) in by
    assert all(r is None for d, r in by if d != 27)  # every other discard breaks the wait


def test_the_locked_wait_draws_as_the_look_ahead_draws():
    # the look-ahead's wall: the tiles thrown go back, each draw a winning tile with W/S
    wins = riichi.locked_wins(4, 100, 3)
    assert wins[0] == pytest.approx(4 / 100)
    assert wins[1] == pytest.approx(96 / 100 * 4 / 100)
    assert sum(wins) == pytest.approx(1 - (96 / 100) ** 3)
    assert riichi.locked_wins(0, 50, 4) == (0.0, 0.0, 0.0, 0.0)
    # a ready hand kept as it is: the look-ahead's chance is the locked wait's
    hand = Hand.parse("123m567p23456s88p")
    ahead = analyze(Position(hand, rules=RIICHI, turn=6)).ahead
    assert ahead is not None and ahead.hand is not None
    draws = 18 - ahead.turn
    unseen = 136 - 13
    # 1s 4s 7s: the hand holds one 4s, so 11 winning tiles
    assert ahead.hand.win_prob == pytest.approx(sum(riichi.locked_wins(11, unseen, draws)))


def test_riichi_is_worth_more_han_and_the_extra_han_expectation():
    ready = riichi.ready(Hand.parse("123m567p23456s88p"), RIICHI, situation(),
                         ((18, 4), (21, 4), (24, 4)))  # fmt: skip
    assert ready is not None
    # pinfu 1,000 on a discard, 1,500 by self-draw; riichi 2,000 / 2,600 before the ura
    assert ready.dama == pytest.approx(
        figures.READY_SELF_DRAW_SHARE * 1500 + (1 - figures.READY_SELF_DRAW_SHARE) * 1000
    )
    assert ready.riichi > figures.RIICHI_SELF_DRAW_SHARE * 2600 + 0.55 * 2000
    assert ready.good
