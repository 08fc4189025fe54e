"""The scoring presenters, Qt-free: the trainer's situation as text and as a scoring situation,
the score and wait values the worker adds to a result, the scoring question's view and marks,
and the learner's answer from what the quiz page holds."""

from __future__ import annotations

import pytest

from mjtrainer.app.quiz.model import ScoringQuestionView
from mjtrainer.app.quiz.presenters import scoring_grade_view, scoring_question_view
from mjtrainer.app.quiz.scoring_views import ScoringExplanationView
from mjtrainer.app.scoring.presenters import (
    FAN_CATALOGUE,
    fit_situation,
    score_view,
    scoring_answer,
    scoring_of,
    scoring_part_view,
    situation_of,
    situation_state,
    with_scoring,
)
from mjtrainer.app.scoring.views import ScorePanel
from mjtrainer.app.shared.presenters import decomposition_view
from mjtrainer.app.shared.score_model import SituationState
from mjtrainer.app.shared.viewmodel import StatusKind
from mjtrainer.app.trainer.controller import analyse
from mjtrainer.app.trainer.presenters import NO_SEEN
from mjtrainer.core import Hand, Rules, analyze, decompositions
from mjtrainer.quiz import (
    McrAnswer,
    RiichiAnswer,
    ScoringQuestion,
    explain_scoring,
    generate,
    grade,
)
from mjtrainer.scoring import (
    MOST_TIMES,
    Fan,
    ScoringError,
    Situation,
    Wind,
    score,
    scoring_arrangement,
    wait_values,
)

MCR = Rules.preset("mcr")
RIICHI = Rules.preset("riichi")
# Hand-checked: 11m pair, South won on a discard (an open pung), North and Red concealed
# pungs, [111p] melded: 混幺九 32, 箭刻 2, 双暗刻 2, 缺一门 1 = 37 (the scoring tests' BIG).
BIG = Hand.parse("11m222444777z [111p]")
# Hand-checked: 234m 456p 678s 789s and a 22s pair, concealed, every tile a suit tile:
# 门前清 2 + 平和 2 (which leaves 无字 out), and 1 more for a closed, edge or single wait at
# best (3m closed, 7s edge, 2s single): 5 fan, short of the 8 needed.
SHORT = Hand.parse("234m456p678s22789s")
# Ready on East and South (pairs 11z and 22z): seat and round East.
READY = Hand.parse("123m456p789s1122z")


def scored(hand: Hand, rules: Rules, state: SituationState):
    return with_scoring(analyse(hand, rules, NO_SEEN), hand, rules, state)


# --- the situation ------------------------------------------------------------------------------


def test_situation_state_round_trips_through_its_text():
    state = SituationState(
        win_tile=28, self_drawn=True, seat_wind="S", flowers=3, riichi=True, dora=(4, 4)
    )
    assert SituationState.from_text(state.to_text()) == state
    assert SituationState.from_text("") == SituationState()
    assert SituationState().to_text() == "{}"


@pytest.mark.parametrize(
    "text",
    [
        "nonsense",
        "[1, 2]",
        '{"win_tile": 40}',
        '{"seat_wind": "X"}',
        '{"flowers": 9}',
        '{"riichi": 1}',
        '{"dora": [1, 2, 3, 4, 5, 6]}',
        '{"colour": "red"}',
    ],
)
def test_a_situation_text_that_is_not_one_is_refused(text):
    with pytest.raises(ValueError):
        SituationState.from_text(text)


def test_with_field_checks_names_and_values():
    s = SituationState()
    assert s.with_field("self_drawn", True).self_drawn
    assert s.with_field("seat_wind", "N").seat_wind == "N"
    for name, value in (("seat_wind", "Q"), ("flowers", -1), ("kong", "yes"), ("dora", (1,))):
        with pytest.raises(ValueError):
            s.with_field(name, value)
    with pytest.raises(ValueError):
        s.with_field("no_such_flag", True)
    assert SituationState(seat_wind="E").dealer and not SituationState(seat_wind="W").dealer


def test_only_the_rules_own_flags_reach_scoring():
    state = SituationState(
        self_drawn=True,
        seat_wind="S",
        round_wind="W",
        last_tile=True,
        flowers=2,
        riichi=True,
        ippatsu=True,
        last_of_kind=True,
        dora=(3,),
    )
    mcr = situation_of(state, "mcr", 5)
    assert (mcr.win_tile, mcr.self_drawn, mcr.seat_wind, mcr.round_wind) == (
        5,
        True,
        Wind.SOUTH,
        Wind.WEST,
    )
    assert mcr.flowers == 2 and mcr.last_of_kind and mcr.last_tile
    assert not mcr.riichi and not mcr.ippatsu and mcr.dora_indicators == ()
    riichi = situation_of(state, "riichi", 5)
    assert riichi.riichi and riichi.ippatsu and riichi.dora_indicators == (3,)
    assert riichi.flowers == 0 and not riichi.last_of_kind
    # Both can be checked under their rules: no foreign flag slipped through.
    mcr.check("mcr")
    riichi.check("riichi")


def test_a_quiz_situation_comes_back_as_the_trainers():
    s = Situation(28, True, Wind.NORTH, Wind.SOUTH, kong=True, riichi=True, dora_indicators=(3, 9))
    state = situation_state(s)
    assert situation_of(state, "riichi", 28) == s


def test_the_situation_follows_the_hand():
    seen = list(NO_SEEN)
    seen[4] = 1
    state = SituationState(win_tile=28, dora=(4, 4, 7))
    fitted = fit_situation(state, BIG, seen)
    assert fitted.win_tile == 28  # South is in the concealed tiles
    assert fitted.dora == (4,)  # one 5m seen: one indicator; no 8m seen
    gone = fit_situation(state, Hand.parse("123m456p789s1133z"), seen)  # no South
    assert gone.win_tile is None


# --- scores in the results ----------------------------------------------------------------------


def test_a_complete_mcr_hand_is_scored_on_the_tile_picked():
    r = scored(BIG, MCR, SituationState(win_tile=28))
    s = r.scoring.score
    assert r.status is StatusKind.WIN and s.chosen and s.win_tile == 28
    assert [(f.zh, f.points, f.count) for f in s.fans] == [
        ("混幺九", 32, 1),
        ("箭刻", 2, 1),
        ("双暗刻", 2, 1),
        ("缺一门", 1, 1),
    ]
    assert (s.total, s.fan_value, s.win) == (37, 37, True)
    # The one decomposition is the one that scores.
    assert s.decomposition == 0 and len(r.decompositions) == 1


def test_without_a_tile_picked_the_best_tile_scores():
    r = scored(SHORT, MCR, SituationState())
    s = r.scoring.score
    # Brute force over the hand's tiles: the highest total, the first tile on a tie.
    totals = {t: score(SHORT, "mcr", Situation(t)).total for t in sorted(set(SHORT.tiles()))}
    best = max(totals.values())
    assert not s.chosen
    assert s.win_tile == min(t for t, v in totals.items() if v == best)
    assert s.total == best == 5 and not s.win


def test_a_short_hand_and_a_hand_without_yaku_are_no_wins():
    assert not scored(SHORT, MCR, SituationState()).scoring.score.win
    hand = Hand.parse("123m456p789s11222z")  # a South pung for an East seat, on a discard
    s = scored(hand, RIICHI, SituationState(win_tile=27)).scoring.score
    assert not s.win and s.yaku == () and s.points is None


@pytest.mark.parametrize(
    ("state", "code"),
    [
        (SituationState(ippatsu=True), "ippatsu-needs-riichi"),
        (SituationState(last_tile=True, kong=True), "flag-conflict"),
        (SituationState(win_tile=28, kong=True, self_drawn=True), "kong-needs-kong"),
    ],
)
def test_flags_that_cannot_apply_come_back_as_the_scoring_error(state, code):
    hand = Hand.parse("123m456p789s11222z")
    r = scored(hand, RIICHI, state)
    assert r.scoring.score is None and r.scoring.error.code == code
    with pytest.raises(ScoringError) as info:
        score(hand, "riichi", situation_of(state, "riichi", state.win_tile or 28))
    assert info.value.code == code and r.scoring.error.english == str(info.value)


def test_the_riichi_arrangement_that_scores_is_found_among_the_results():
    hand = Hand.parse("111222333m456p77s")
    r = scored(hand, RIICHI, SituationState(win_tile=2, self_drawn=True, riichi=True))
    s = r.scoring.score
    found = scoring_arrangement(
        score(
            hand,
            "riichi",
            situation_of(SituationState(win_tile=2, self_drawn=True, riichi=True), "riichi", 2),
        )
    )
    assert r.decompositions[s.decomposition] == decomposition_view(found)
    assert len(r.decompositions) == 2 and "sanankou" in {y.key for y in s.yaku}


def test_a_ready_hand_gets_each_waits_value():
    r = scored(READY, RIICHI, SituationState())
    values = r.scoring.wait_values
    reference = wait_values(READY, "riichi", (27, 28), Situation(27))
    assert [v.tile for v in values] == [27, 28]
    for v, ref in zip(values, reference, strict=True):
        assert (v.ron.win, v.ron.han, v.ron.fu) == (ref.ron.win, ref.ron.han, ref.ron.fu)
        assert (v.tsumo.win, v.tsumo.points) == (ref.tsumo.win, ref.tsumo.points.total)
    # South on a discard has no yaku (seat and round East); self-drawn it has menzen tsumo.
    assert not values[1].ron.win and values[1].tsumo.win


def test_a_way_of_winning_the_flags_rule_out_has_no_value():
    # The kong flag: robbing a kong on a discard, a win after one's own kong when self-drawn.
    # Waiting on 1p-4p, the hand holds no copy of either: a kong of them can be robbed; with
    # no kong of its own it cannot win after one.
    r = scored(Hand.parse("234567m23p789s11z"), MCR, SituationState(kong=True))
    assert [v.tile for v in r.scoring.wait_values] == [9, 12]
    assert all(v.ron is not None and v.tsumo is None for v in r.scoring.wait_values)
    # Waiting on its own pairs, the hand cannot rob a kong of them either.
    both = scored(READY, MCR, SituationState(kong=True)).scoring.wait_values
    assert all(v.ron is None and v.tsumo is None for v in both)


def test_nothing_is_scored_under_general_or_for_other_hands():
    assert scored(BIG, Rules.preset("general"), SituationState()).scoring is None
    assert scored(Hand.parse("123m456p789s1123z"), MCR, SituationState()).scoring is None
    assert scored(Hand.parse("11m"), MCR, SituationState()).scoring is None
    assert scoring_of(analyse(BIG, MCR, NO_SEEN), BIG, MCR, None) is None


# --- the scoring quiz ---------------------------------------------------------------------------


def test_the_catalogue_is_the_81_fans_with_their_counts():
    assert [f.fan_id for f in FAN_CATALOGUE] == list(range(1, 82))
    by_id = {f.id: f for f in Fan}
    for c in FAN_CATALOGUE:
        fan = by_id[c.fan_id]
        assert (c.zh, c.en, c.points, c.most) == (fan.zh, fan.en, fan.points, MOST_TIMES[fan])


@pytest.mark.parametrize(("rules", "level"), [("mcr", 3), ("riichi", 2)])
def test_a_scoring_question_carries_its_situation_answer_and_arrangement(rules, level):
    q = generate("scoring", level, 5, rules)
    v = scoring_question_view(q)
    sv = v.scoring
    assert isinstance(v, ScoringQuestionView) and v.kind == "scoring" and sv.rules == rules
    assert situation_of(sv.situation, rules, q.situation.win_tile) == q.situation
    assert sv.score.win and sv.score.win_tile == q.situation.win_tile
    explained = explain_scoring(q)
    assert sv.excluded == tuple((e.fan.id, e.by.id) for e in explained.excluded)
    assert sorted(t for g in sv.groups for t in g) == sorted(
        q.hand.tiles() + tuple(t for m in q.hand.melds for t in m.tiles)
    )
    assert (sv.catalogue == FAN_CATALOGUE) == (rules == "mcr")
    assert list(sv.melds) == [m.tiles for m in q.hand.melds]
    assert list(sv.meld_kinds) == [m.kind.value for m in q.hand.melds]


def test_the_grade_of_a_scoring_answer_is_marked_fan_by_fan():
    q = generate("scoring", 3, 5, "mcr")
    right = q.expected_answer()
    wrong_fans = list(right.fans[1:]) + [(Fan.FLOWER_TILES, 1)]
    g = scoring_grade_view(grade(q, McrAnswer(tuple(wrong_fans))), False, 1000)
    marks = {f: (want, got, m) for f, want, got, m in g.scoring.fans}
    first, n = right.fans[0]
    assert marks[first.id] == (n, 0, "missed")
    assert marks[81] == (0, 1, "extra")
    assert all(m == "right" for f, (_, _, m) in marks.items() if f not in (first.id, 81))
    assert g.scoring.values[0][0] == "total" and not g.correct


def test_the_learners_answer_from_the_page():
    assert scoring_answer("mcr", [(49, 1), (73, 2), (80, 0)], (None, None, None)) == McrAnswer(
        ((Fan.HALF_FLUSH, 1), (Fan.PUNG_OF_TERMINALS_OR_HONOURS, 2))
    )
    assert scoring_answer("mcr", [], (None, None, None)) == McrAnswer()
    assert scoring_answer("riichi", [], (3, None, None)) is None
    assert scoring_answer("riichi", [], (3, 40, None)) == RiichiAnswer(3, 40)
    assert scoring_answer("riichi", [], (3, 40, 5200)) == RiichiAnswer(3, 40, 5200)


def test_decompositions_in_the_results_are_the_cores():
    hand = Hand.parse("111222333m456p77s")
    r = analyse(hand, RIICHI, NO_SEEN)
    assert r.decompositions == tuple(decomposition_view(d) for d in decompositions(hand, RIICHI))


def test_the_payment_line_shows_the_honba_and_the_riichi_sticks(qapp):
    from mjtrainer.app.scoring.presenters import score_view
    from mjtrainer.app.scoring.views import payment
    from mjtrainer.scoring import Situation, Wind, score

    hand = Hand.parse("234345m567p678s88s")
    plain = score(hand, "riichi", Situation(4, seat_wind=Wind.SOUTH))
    assert payment(score_view(plain)) == "2000 from the discarder"
    sticks = score(hand, "riichi", Situation(4, seat_wind=Wind.SOUTH, honba=2, riichi_sticks=1))
    view = score_view(sticks)
    assert (view.honba, view.riichi_sticks) == (600, 1000)
    assert payment(view) == (
        "3600: 2600 from the discarder (honba 600 included, 1000 in riichi sticks)"
    )
    drawn = score(hand, "riichi", Situation(4, True, Wind.SOUTH, honba=1))
    assert payment(score_view(drawn)) == (
        "3000: 1400 from the dealer, 800 from each other player (honba 300 included)"
    )


def test_the_scoring_arrangement_lights_the_winning_tile_where_its_fu_count_it(qtbot):
    # 123p and 333p both hold the winning 3p; the fu name the edge wait 12-3, so the 3p of the
    # chow is lit, not the one of the pung (which would be 2 fu as an opened pung, no wait fu).
    hand = Hand.parse("789m123333p45556s")
    sit = Situation(11, riichi=True)
    s = score(hand, "riichi", sit)
    assert ("wait-penchan", 2) in [(f.reason.value, f.fu) for f in s.fu_details]
    q = ScoringQuestion(1, 0, "riichi", hand, analyze(hand, Rules.preset("riichi")), sit, s)
    view = ScoringExplanationView()
    qtbot.addWidget(view)
    view.show_answer(scoring_part_view(q), None)
    g, i = view.groups.lit()
    assert view.groups.groups()[g] == (9, 10, 11) and i == 2


def test_an_mcr_win_says_who_pays_what(qtbot):
    hand = Hand.parse("11m222444777z [111p]")  # 37 points on a discard of 2z, 52 self-drawn
    panel = ScorePanel()
    qtbot.addWidget(panel)
    panel.show_score(score_view(score(hand, "mcr", Situation(28))))
    assert (
        "Payments: 45 fan from the discarder, 8 from each other player, 61 in all"
        in panel.summary.text()
    )
    panel.show_score(score_view(score(hand, "mcr", Situation(28, self_drawn=True))))
    assert "Payments: 60 fan from each other player, 180 in all" in panel.summary.text()
    short = Hand.parse("123m456p22s [234s] [678m]")
    panel.show_score(score_view(score(short, "mcr", Situation(19))))
    assert "Payments" not in panel.summary.text()
