"""The quiz core: generated questions fit their level and equal the analysis, grading, the
explanation and the review schedule."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from mjtrainer.core import Hand, Rules, discard_options, shanten, waits
from mjtrainer.quiz import (
    CLEAR_LEAD,
    CLOSE_CALL_GAP,
    DAY,
    LEVELS,
    REVIEW_AFTER_MISS,
    REVIEW_LADDER,
    Attempt,
    QuizError,
    QuizKind,
    explain_waits,
    generate,
    grade,
    is_due,
    level_info,
    levels,
    make_question,
    next_review,
    nine_gates_family,
    question_seed,
    session,
)

GENERAL = Rules.preset("general")
# The tile quizzes (waits, discard); the scoring quiz has its own checks in
# test_scoring_quiz.py.
ALL_LEVELS = [(lv.kind, lv.number) for lv in LEVELS if lv.kind is not QuizKind.SCORING]
IDS = [f"{k.value}-{n}" for k, n in ALL_LEVELS]
# Seeds per level in the default run (7 levels: 7000 questions, a few seconds).
SWEEP = 1000


# --- independent checks of a question ----------------------------------------------------------


def suit_groups(hand: Hand) -> set[int]:
    """Groups present: 0 man, 1 pin, 2 sou, 3 honours."""
    return {min(t // 9, 3) for t in range(34) if hand.counts[t]}


def brute_waits(hand: Hand, rules: Rules) -> tuple[int, ...]:
    """Waits by trying all 34 tiles, independent of the analysis' wait finder."""
    return tuple(t for t in range(34) if hand.counts[t] < 4 and shanten(hand.add(t), rules) == -1)


def lone(hand: Hand, t: int) -> bool:
    """No other copy, no neighbour of its suit within two steps."""
    if hand.counts[t] != 1:
        return False
    if t >= 27:
        return True
    return all(
        hand.counts[u] == 0
        for u in range(t - 2, t + 3)
        if u != t and 0 <= u < 27 and u // 9 == t // 9
    )


def check_waits_question(q, rules: Rules) -> None:
    hand = q.hand
    assert hand.size == 13 and not hand.melds, hand
    assert all(c <= 4 for c in hand.counts)
    assert shanten(hand, rules) == 0, hand
    ws = waits(hand, rules)
    assert q.answer == tuple(w.tile for w in ws), hand
    assert q.answer == brute_waits(hand, rules), hand
    assert q.report.waits == ws
    assert any(w.remaining > 0 for w in ws), hand
    n = len(q.answer)
    groups = suit_groups(hand)
    if q.level == 1:
        assert 1 <= n <= 2, hand
        assert len(groups) >= 3, hand
    elif q.level == 2:
        assert 3 <= n <= 5, hand
        wait_suits = {t // 9 for t in q.answer}
        assert len(wait_suits) == 1 and max(q.answer) < 27, hand
        assert groups - wait_suits, f"{hand}: no tiles outside the block"
    elif q.level == 3:
        assert n >= 1 and len(groups) == 1 and 3 not in groups, hand
    else:
        assert n >= 5 and len(groups) == 1 and 3 not in groups, hand


def check_discard_question(q, rules: Rules) -> None:
    hand = q.hand
    assert hand.size == 14 and not hand.melds, hand
    options = discard_options(hand, rules)
    assert q.report.discards == options
    low = min(o.shanten for o in options)
    most = max(o.effective_count for o in options if o.shanten == low)
    best = tuple(
        sorted(o.discard for o in options if o.shanten == low and o.effective_count == most)
    )
    assert q.answer == best, hand
    assert low == shanten(hand, rules) and low >= 0, hand
    others = [o for o in options if o.discard not in best]
    if q.level == 1:
        assert all(lone(hand, t) for t in best), hand
        for o in others:
            assert o.shanten > low or most - o.effective_count >= CLEAR_LEAD, (hand, o)
    elif q.level == 2:
        assert low in (1, 2), hand
    else:
        assert low <= 2, hand
        same = [o for o in others if o.shanten == low]
        assert same, hand
        gap = most - max(o.effective_count for o in same)
        assert 1 <= gap <= CLOSE_CALL_GAP, hand


def check(q, rules: Rules = GENERAL) -> None:
    if q.kind is QuizKind.WAITS:
        check_waits_question(q, rules)
    else:
        check_discard_question(q, rules)


# --- the generator -----------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "level"), ALL_LEVELS, ids=IDS)
def test_questions_fit_their_level_and_equal_the_analysis(kind, level):
    for seed in range(SWEEP):
        q = generate(kind, level, seed, GENERAL)
        assert (q.kind, q.level, q.seed, q.rules) == (kind, level, seed, "general")
        check(q)


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["general", "riichi", "mcr"])
@pytest.mark.parametrize(("kind", "level"), ALL_LEVELS, ids=IDS)
def test_questions_big_sweep(kind, level, rules):
    """Minutes long: deselected by pyproject unless run with ``python -m pytest -m slow``."""
    r = Rules.preset(rules)
    for seed in range(SWEEP, SWEEP + 10000):
        check(generate(kind, level, seed, r), r)


@pytest.mark.parametrize("rules", ["riichi", "mcr"])
@pytest.mark.parametrize(("kind", "level"), ALL_LEVELS, ids=IDS)
def test_other_rules(kind, level, rules):
    r = Rules.preset(rules)
    for seed in range(150):
        q = generate(kind, level, seed, r)
        assert q.rules == rules and q.report.rules == r
        check(q, r)


@pytest.mark.parametrize(("kind", "level"), ALL_LEVELS, ids=IDS)
def test_generation_is_deterministic(kind, level):
    for seed in (0, 1, 2, 99, 12345, 2**40 + 3):
        a = generate(kind, level, seed, "general")
        b = generate(kind.value, level, seed, GENERAL)
        assert a == b
    hands = {str(generate(kind, level, s).hand) for s in range(30)}
    assert len(hands) > 20, "different seeds should mostly give different hands"


def test_generation_does_not_touch_the_global_random_state():
    import random

    random.seed(5)
    expected = random.random()
    random.seed(5)
    generate("waits", 3, 1)
    generate("discard", 3, 1)
    assert random.random() == expected


def test_same_question_in_another_process():
    """No dependence on hash randomisation or anything else per process."""
    code = (
        "import json; from mjtrainer.quiz import generate, LEVELS\n"
        "print(json.dumps([generate(l.kind, l.number, s).to_dict() "
        "for l in LEVELS for s in range(5)]))"
    )
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    ).stdout
    here = [generate(lv.kind, lv.number, s).to_dict() for lv in LEVELS for s in range(5)]
    assert json.loads(out) == here


def test_level_four_includes_nine_gates_shapes():
    family = nine_gates_family(GENERAL)
    assert (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8) in family
    for shape in family:
        assert len(waits(Hand.from_tiles(shape), GENERAL)) >= 5
    hands = [generate("waits", 4, s).hand for s in range(400)]
    nine = [h for h in hands if str(h).startswith("1112345678999")]
    assert nine, "the pure nine gates never came up in 400 seeds"
    assert len(nine) < 40, "the pure nine gates should be a small share"
    assert all(len(waits(h, GENERAL)) == 9 for h in nine)


@pytest.mark.parametrize(("kind", "level"), ALL_LEVELS, ids=IDS)
def test_session_has_distinct_hands_and_regenerable_questions(kind, level):
    qs = list(session(kind, level, 77, 60, "general"))
    assert len(qs) == 60
    assert len({q.hand for q in qs}) == 60
    for q in qs:
        assert generate(kind, level, q.seed, "general") == q
    assert [q.seed for q in qs] == sorted(q.seed for q in qs)
    assert qs[0].seed == question_seed(77, 0) == 77
    assert list(session(kind, level, 77, 60, "general")) == qs


def test_session_skips_repeated_hands():
    """Level 4 repeats its few nine-gates hands; a long session still has no duplicate."""
    qs = list(session("waits", 4, 0, 300))
    assert len({q.hand for q in qs}) == 300
    assert len({generate("waits", 4, s).hand for s in range(300)}) < 300
    assert qs[-1].seed > 299  # the repeats were skipped, later seeds filled in


def test_bad_requests():
    with pytest.raises(QuizError, match="unknown quiz kind 'wait'"):
        generate("wait", 1, 0)
    with pytest.raises(QuizError, match="no level 5 for the waits quiz: choose 1–4"):
        generate("waits", 5, 0)
    with pytest.raises(QuizError, match="no level 4 for the discard quiz: choose 1–3"):
        generate("discard", 4, 0)
    with pytest.raises(QuizError, match="no level 0"):
        generate("discard", 0, 0)
    for seed in (-1, 1.5, True, "7"):
        with pytest.raises(QuizError, match="seed"):
            generate("waits", 1, seed)  # type: ignore[arg-type]
    with pytest.raises(QuizError, match="count"):
        list(session("waits", 1, 0, -1))
    assert issubclass(QuizError, ValueError)


def test_levels_are_described():
    assert [lv.number for lv in levels("waits")] == [1, 2, 3, 4]
    assert [lv.number for lv in levels(QuizKind.DISCARD)] == [1, 2, 3]
    for lv in LEVELS:
        assert lv.title and lv.description and "\n" not in lv.description
        assert level_info(lv.kind, lv.number) is lv


def test_to_dict_is_the_json_line():
    q = make_question("waits", 3, Hand.parse("1112345678999m"))
    assert json.dumps(q.to_dict(), ensure_ascii=False) == (
        '{"kind": "waits", "level": 3, "rules": "general", "hand": "1112345678999m", '
        '"answer": ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]}'
    )


def test_make_question_checks_the_hand():
    with pytest.raises(QuizError, match="not a ready"):
        make_question("waits", 1, Hand.parse("1234m5678p19s1234z"))
    with pytest.raises(QuizError, match="not a ready"):
        make_question("waits", 1, Hand.parse("123m456p789s111z22z"))  # 14 tiles
    with pytest.raises(QuizError, match="nothing to discard"):
        make_question("discard", 1, Hand.parse("123m456p789s111z22z"))  # complete
    with pytest.raises(QuizError, match="3n"):
        make_question("discard", 1, Hand.parse("123m"))
    with pytest.raises(QuizError, match="nothing to discard"):
        make_question("discard", 1, Hand.parse("19m19p19s1234567z9m"))  # thirteen orphans
    q = make_question("discard", 2, Hand.parse("123m456p789s11z23s5z"), "riichi", seed=3)
    assert (q.seed, q.rules, q.level, q.answer) == (3, "riichi", 2, (31,))


# --- grading -----------------------------------------------------------------------------------

NINE = make_question("waits", 4, Hand.parse("1112345678999m"))
# 23m with 456p 789s 111z 22z: a two-sided wait on 1m 4m.
TWO_SIDED = make_question("waits", 1, Hand.parse("23m456p789s11122z"))


def test_grade_exact():
    g = grade(TWO_SIDED, TWO_SIDED.answer)
    assert TWO_SIDED.answer == (0, 3)
    assert g.correct and g.right == (0, 3) and g.missed == () and g.extra == ()
    assert grade(TWO_SIDED, [3, 0, 3]).correct  # order and repeats do not matter


def test_grade_partial():
    g = grade(NINE, [0, 4, 8])
    assert not g.correct
    assert g.right == (0, 4, 8)
    assert g.missed == (1, 2, 3, 5, 6, 7)
    assert g.extra == ()


def test_grade_empty():
    g = grade(TWO_SIDED, [])
    assert not g.correct and g.right == () and g.missed == (0, 3) and g.extra == ()


def test_grade_over_full():
    g = grade(TWO_SIDED, range(34))
    assert not g.correct
    assert g.right == (0, 3) and g.missed == ()
    assert g.extra == tuple(t for t in range(34) if t not in (0, 3))
    g = grade(TWO_SIDED, [0, 3, 9])
    assert not g.correct and g.extra == (9,) and g.missed == ()


def test_grade_rejects_non_tiles():
    for bad in ([34], [-1], ["1m"], [True]):
        with pytest.raises(QuizError, match="not a tile kind"):
            grade(TWO_SIDED, bad)  # type: ignore[list-item]


def test_grade_discard():
    # 123m 456p 789s 11z 23s + a lone 5z: throwing 5z leaves a two-sided wait on 1s 4s.
    q = make_question("discard", 1, Hand.parse("123m456p789s11z23s5z"))
    opts = q.report.discards
    best = opts[0]
    assert q.answer == (31,)  # 5z: the lone honour
    g = grade(q, [31])
    assert g.correct and g.right == (31,) and g.missed == () and g.extra == ()
    assert g.chosen == best and g.tile_gap == 0 and g.shanten_gap == 0
    worst = opts[-1]
    g = grade(q, [worst.discard])
    assert not g.correct
    assert g.right == () and g.extra == (worst.discard,) and g.missed == (31,)
    assert g.chosen == worst and g.best == best
    assert g.tile_gap == best.effective_count - worst.effective_count
    assert g.shanten_gap == worst.shanten - best.shanten
    with pytest.raises(QuizError, match="not in the hand"):
        grade(q, [8])
    with pytest.raises(QuizError, match="one tile, got 2"):
        grade(q, [0, 1])
    with pytest.raises(QuizError, match="one tile, got 0"):
        grade(q, [])


def test_grade_discard_accepts_every_tied_best():
    for seed in range(200):
        q = generate("discard", 2, seed)
        for t in q.answer:
            g = grade(q, [t])
            assert g.correct and g.tile_gap == 0 and g.shanten_gap == 0
        for o in q.report.discards:
            if o.discard not in q.answer:
                g = grade(q, [o.discard])
                assert not g.correct
                assert (g.shanten_gap or 0) > 0 or (g.tile_gap or 0) > 0
    assert grade(TWO_SIDED, [0, 3]).tile_gap is None


def test_grade_is_pure():
    before = (NINE.answer, NINE.report)
    grade(NINE, [0])
    assert (NINE.answer, NINE.report) == before
    assert grade(NINE, [0]) == grade(NINE, [0])


# --- explanation -------------------------------------------------------------------------------


def test_explanation_gives_each_wait_its_decompositions():
    ex = explain_waits(NINE)
    assert [e.tile for e in ex] == list(range(9))
    for e in ex:
        done = NINE.hand.add(e.tile)
        assert e.decompositions and e.kinds
        for d in e.decompositions:
            counts = [0] * 34
            for t in d.pairs:
                counts[t] += 2
            for s in d.sets:
                for t in s:
                    counts[t] += 1
            assert tuple(counts) == done.counts
    assert explain_waits(make_question("discard", 1, Hand.parse("123m456p789s11z23s5z"))) == ()


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_explanation_for_generated_questions(level):
    for seed in range(40):
        q = generate("waits", level, seed)
        ex = explain_waits(q)
        assert tuple(e.tile for e in ex) == q.answer
        assert all(e.decompositions for e in ex)


# --- review schedule ---------------------------------------------------------------------------

T0 = 1_750_000_000.0


def test_never_missed_is_not_in_review():
    assert next_review([]) is None
    assert next_review([(T0, True), (T0 + DAY, True)]) is None
    assert not is_due([(T0, True)], T0 + 1000 * DAY)


def test_a_miss_comes_back_soon():
    h = [Attempt(T0, False)]
    assert next_review(h) == T0 + REVIEW_AFTER_MISS == T0 + 600
    assert not is_due(h, T0 + 599)
    assert is_due(h, T0 + 600)


def test_right_answers_extend_the_gap_over_simulated_days():
    """A learner who misses once, then answers each review right the moment it is due."""
    history = [Attempt(T0, False)]
    now = T0
    gaps = []
    for _ in range(9):
        due = next_review(history)
        assert due is not None and due > now
        assert not is_due(history, due - 1) and is_due(history, due)
        gaps.append((due - now) / DAY)
        now = due
        history.append(Attempt(now, True))
    assert gaps[0] == pytest.approx(10 / 1440)
    assert gaps[1:] == [1, 3, 7, 14, 30, 60, 120, 120]
    assert REVIEW_LADDER[-1] == 120 * DAY
    # A miss after a long run starts over.
    history.append(Attempt(now + 5 * DAY, False))
    assert next_review(history) == now + 5 * DAY + REVIEW_AFTER_MISS
    history.append(Attempt(now + 6 * DAY, True))
    assert next_review(history) == now + 6 * DAY + 1 * DAY


def test_schedule_ignores_the_order_history_is_given_in():
    h = [(T0, False), (T0 + 700, True), (T0 + 2 * DAY, True)]
    assert next_review(h) == next_review(list(reversed(h))) == T0 + 2 * DAY + 3 * DAY
