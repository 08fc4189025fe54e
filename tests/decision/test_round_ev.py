"""The round EV by its laws (DESIGN.md "Decisions"): monotone where it must be, within 400
points of the published push/fold points and on the same side of the fold line, agreeing with
the push table in most cells — and failing all that when the danger is ignored."""

from __future__ import annotations

import pytest

from mjtrainer.core.kinds import kind_of
from mjtrainer.decision import figures, round_ev
from mjtrainer.decision.round_ev import (
    NO_WIN,
    Opponent,
    OwnPlay,
    draw_payment,
    fold_ev,
    own_play,
    push_ev,
)

from . import calibration as cal

DRAWS = 10


def riichi(seat: int = 1, cost: float = 7758.0) -> Opponent:
    return Opponent(seat, True, cost, cost / 3, 0.45, (0.08,) * DRAWS, (0.03,) * DRAWS, 1.0, 1.0)


def quiet(seat: int) -> Opponent:
    return Opponent(seat, False, 4536.0, 1134.0, 0.35, (0.01,) * DRAWS, (0.0,) * DRAWS, 0.1, 0.05)


TABLE = (riichi(), quiet(2), quiet(3))


def ready(value: float = 3000.0, per_draw: float = 0.06) -> OwnPlay:
    left, wins = 1.0, []
    for _ in range(DRAWS):
        wins.append(left * per_draw)
        left -= wins[-1]
    return OwnPlay(tuple(wins), value, 1.0)


def now(p: float) -> tuple[float, float, float]:
    return (p, 0.0, 0.0)


# --- the pieces ----------------------------------------------------------------------------------


def test_own_play_turns_the_cumulative_chances_into_first_wins_and_the_value_per_win():
    own = own_play((0.1, 0.25, 0.25, 0.4), 0.4, 0.7, 1200.0, bonus=1000)
    assert own.wins == pytest.approx((0.1, 0.15, 0.0, 0.15))
    assert own.value == pytest.approx(1200 / 0.4 + 1000)
    assert own.tenpai_at_end == pytest.approx((0.7 - 0.4) / 0.6)
    assert own_play(None, None, None, None) is NO_WIN


@pytest.mark.parametrize(
    ("own", "others", "expected"),
    [
        (1.0, (0.0, 0.0, 0.0), 3000),  # alone ready: 1,000 from each
        (0.0, (1.0, 0.0, 0.0), -1000),  # one ready: the three noten pay 1,000 each
        (1.0, (1.0, 0.0, 0.0), 1500),
        (0.0, (1.0, 1.0, 1.0), -3000),
        (1.0, (1.0, 1.0, 1.0), 0),
        (0.0, (0.0, 0.0, 0.0), 0),
        (0.5, (0.0, 0.0, 0.0), 0.5 * 3000 + 0.5 * 0),
    ],
)
def test_the_exhaustive_draw_pays_3000_split(own, others, expected):
    assert draw_payment(own, others) == pytest.approx(expected)


# --- law 1: monotone -----------------------------------------------------------------------------


@pytest.mark.parametrize("p", [0.0, 0.05, 0.1, 0.2])
def test_law1_a_lower_chance_to_deal_in_is_worth_more(p):
    assert push_ev(TABLE, ready(), now(p)) > push_ev(TABLE, ready(), now(p + 0.05))


def test_law1_more_value_and_more_wins_are_worth_more():
    assert push_ev(TABLE, ready(4000), now(0.1)) > push_ev(TABLE, ready(3000), now(0.1))
    assert push_ev(TABLE, ready(per_draw=0.08), now(0.1)) > push_ev(
        TABLE, ready(per_draw=0.06), now(0.1)
    )


def test_law1_a_dearer_deal_in_costs_more():
    cheap = (riichi(cost=5172), quiet(2), quiet(3))
    assert push_ev(cheap, ready(), now(0.1)) > push_ev(TABLE, ready(), now(0.1))
    assert fold_ev(cheap, [now(0.02)]) > fold_ev(TABLE, [now(0.02)])


def test_law1_two_discards_with_the_same_look_ahead_order_by_their_danger_in_analyze():
    case = cal.case(cal.TWO_SIDED, 2000)
    choices = [c for c in case.report.choices if c.ahead is not None and c.ahead.searched]
    assert choices, "the ready hand's discards are searched"
    by_ahead: dict[tuple[float | None, float | None], list[tuple[float, float]]] = {}
    for c in case.report.choices:
        if c.ahead is None or c.danger is None or c.round_ev is None:
            continue
        by_ahead.setdefault((c.ahead.win_prob, c.ahead.exp_value), []).append(
            (c.danger.chance, c.round_ev)
        )
    pairs = [sorted(v) for v in by_ahead.values() if len({d for d, _ in v}) > 1]
    assert pairs, "some discards share a look-ahead and differ in danger"
    for group in pairs:
        evs = [ev for _, ev in group]
        assert evs == sorted(evs, reverse=True)


# --- law 2: the published points -----------------------------------------------------------------


@pytest.mark.parametrize(("dealer", "wait", "value", "chance", "published"), cal.PUBLISHED_POINTS)
def test_law2_the_published_push_points(dealer, wait, value, chance, published):
    case = cal.case(wait, value, dealer_riichi=dealer)
    assert case.push(chance) == pytest.approx(published, abs=cal.TOLERANCE)
    line = cal.PUBLISHED_FOLD if dealer else case.fold
    if abs(published - line) > 100:  # not a tie in the published figures
        assert (case.push(chance) > case.fold) == (published > line)


def test_law2_the_fold_line_and_the_cost_of_danger():
    case = cal.case(cal.TWO_SIDED, 2000)
    assert case.fold == pytest.approx(cal.PUBLISHED_FOLD, abs=cal.TOLERANCE)
    step = case.push(0.3) - case.push(0.2)
    assert step == pytest.approx(cal.PUBLISHED_STEP, abs=100)


def test_law2_the_fold_line_starts_with_genbutsu_and_is_shown_with_the_riichi():
    case = cal.case(cal.TWO_SIDED, 2000)
    fold = case.report.fold
    assert fold is not None
    first = next(c for c in case.report.choices if c.discard == kind_of(fold.tiles[0]))
    assert first.danger is not None and first.danger.chance == 0.0  # 8s: genbutsu


# --- law 3: the push table -----------------------------------------------------------------------


def push_table_agreement() -> tuple[int, list[tuple[object, bool]]]:
    agree, differ = 0, []
    for (dealer, wait, value, one_shanten), push in cal.PUSH_TABLE:
        case = cal.case(wait, value, dealer_riichi=dealer, one_shanten=one_shanten)
        mine = case.push(cal.PUSH_TABLE_CHANCE) > case.fold
        if mine == push:
            agree += 1
        else:
            differ.append(((dealer, wait, value, one_shanten), push))
    return agree, differ


def test_law3_the_push_table_agrees_in_most_cells():
    agree, differ = push_table_agreement()
    assert agree >= 0.75 * len(cal.PUSH_TABLE), differ


# --- a model that ignores the danger fails -------------------------------------------------------


def test_a_model_without_the_danger_fails_the_published_points(monkeypatch):
    def blind(opponents, own, discards):
        zero = [tuple(0.0 for _ in c) for c in discards]
        return real(opponents, own, zero)

    real = round_ev.race
    monkeypatch.setattr(round_ev, "race", blind)
    misses = 0
    for dealer, wait, value, chance, published in cal.PUBLISHED_POINTS:
        case = cal.case(wait, value, dealer_riichi=dealer)
        misses += abs(case.push(chance) - published) > cal.TOLERANCE
    assert misses >= 3
    with pytest.raises(AssertionError):
        test_law2_the_fold_line_and_the_cost_of_danger()


def test_the_free_parameters_are_named_and_exist():
    assert figures.FREE_PARAMETERS
    for name in figures.FREE_PARAMETERS:
        assert isinstance(getattr(figures, name), float)
