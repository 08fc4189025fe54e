"""The scoring quiz: generated questions are complete wins whose stored answer is exactly
``score()``, fit their level (checked here from the score and the hand, not by the generator's
own test), agree with PyMahjongGB (MCR) and with the rule book's payment table (riichi); the
answers' text forms, grading fan by fan and number by number, explanations, storage and review.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from unittest import mock

import pytest
from scoring.gb import held_four_wait, oracle, structural_waits

from mjtrainer.core import Hand, MeldKind, Rules, analyze, shanten, waits
from mjtrainer.quiz import (
    AnswerError,
    AnswerRecord,
    Mark,
    McrAnswer,
    ProgressStore,
    Question,
    QuizError,
    QuizKind,
    RiichiAnswer,
    ScoringQuestion,
    explain_scoring,
    fan_by_id,
    generate,
    grade,
    level_info,
    levels,
    make_question,
    parse_answer,
    session,
)
from mjtrainer.scoring import Fan, McrScore, RiichiScore, Situation, Wind, mcr, score
from mjtrainer.scoring.mcr_fans import EXCLUDES

F = Fan
RULES_LEVELS = [(r, lv) for r in ("mcr", "riichi") for lv in (1, 2, 3)]
IDS = [f"{r}-{lv}" for r, lv in RULES_LEVELS]
# Seeds per rules and level in the default run; the slow sweep takes thousands.
SWEEP = 300
BIG_SWEEP = 4000
TERMINALS = {0, 8, 9, 17, 18, 26}
HONOURS = set(range(27, 34))
DRAGONS = {31, 32, 33}
WINDS = {27, 28, 29, 30}
DORA = {"dora", "aka-dora", "ura-dora"}


# --- independent readings of a hand -------------------------------------------------------------


def all_tiles(hand: Hand) -> list[int]:
    return [t for t in range(34) for _ in range(hand.total_counts()[t])]


def sets_of(q: Question) -> list[tuple[int, ...]]:
    """The sets of the scored arrangement: concealed groups and declared melds as tiles."""
    d = q.score.decomposition
    return [tuple(g) for g in d.sets] + [m.tiles[:3] for m in d.declared]


def pungs(q: Question) -> list[int]:
    return [g[0] for g in sets_of(q) if g[0] == g[1]]


def concealed_pungs(q: Question) -> int:
    """Pungs and kongs not melded, less a pung the discarded winning tile completed."""
    d = q.score.decomposition
    win = q.situation.win_tile
    hidden = [g[0] for g in d.sets if g[0] == g[1]]
    hidden += [m.tile for m in d.declared if m.kind is MeldKind.CONCEALED_KONG]
    in_chow = any(g[0] != g[1] and win in g for g in d.sets)
    if not q.situation.self_drawn and win in hidden and not in_chow:
        hidden.remove(win)
    return len(hidden)


def single_wait(q: Question) -> bool:
    """The hand waited on the winning tile alone and it makes the pair."""
    win = q.situation.win_tile
    only = {w.tile for w in waits(q.hand.remove(win), Rules.preset("mcr"))} == {win}
    return only and q.score.decomposition.pairs == (win,)


# What a fan the non-repetition rule leaves out means, read straight from the hand: a trap is
# only a trap if the hand really shows the fan a naive count would add.
SHOWN = {
    F.NO_HONOURS: lambda q: not set(all_tiles(q.hand)) & HONOURS,
    F.ALL_SIMPLES: lambda q: not set(all_tiles(q.hand)) & (HONOURS | TERMINALS),
    F.OUTSIDE_HAND: lambda q: all(
        set(g) & (HONOURS | TERMINALS) for g in [*sets_of(q), q.score.decomposition.pairs]
    ),
    F.ALL_PUNGS: lambda q: len(pungs(q)) == 4,
    F.DRAGON_PUNG: lambda q: any(t in DRAGONS for t in pungs(q)),
    F.TWO_DRAGON_PUNGS: lambda q: sum(t in DRAGONS for t in pungs(q)) == 2,
    F.BIG_THREE_WINDS: lambda q: sum(t in WINDS for t in pungs(q)) == 3,
    F.FULLY_CONCEALED_HAND: lambda q: (
        q.situation.self_drawn and all(not m.is_open for m in q.hand.melds)
    ),
    F.CONCEALED_HAND: lambda q: (
        not q.situation.self_drawn and all(not m.is_open for m in q.hand.melds)
    ),
    F.SELF_DRAWN: lambda q: q.situation.self_drawn,
    F.TWO_CONCEALED_PUNGS: lambda q: concealed_pungs(q) >= 2,
    F.SINGLE_WAIT: single_wait,
    F.ONE_VOIDED_SUIT: lambda q: len({t // 9 for t in all_tiles(q.hand) if t < 27}) == 2,
    F.TILE_HOG: lambda q: any(
        q.hand.total_counts()[t] == 4
        and not any(
            m.tile == t and m.kind not in (MeldKind.CHOW, MeldKind.PUNG) for m in q.hand.melds
        )
        for t in range(34)
    ),
}


def riichi_payment(han: int, fu: int, dealer: bool, self_drawn: bool) -> int:
    """The rule book's payment table (no honba, no kiriage), from han and fu alone."""
    if han >= 13:
        base = 8000
    elif han >= 11:
        base = 6000
    elif han >= 8:
        base = 4000
    elif han >= 6:
        base = 3000
    elif han == 5:
        base = 2000
    else:
        base = min(fu * 2 ** (han + 2), 2000)

    def up(x: int) -> int:
        return math.ceil(x / 100) * 100

    if not self_drawn:
        return up(base * (6 if dealer else 4))
    if dealer:
        return 3 * up(2 * base)
    return up(2 * base) + 2 * up(base)


def check_scoring_question(q: Question, rules: str, level: int) -> None:
    hand, sit, s = q.hand, q.situation, q.score
    assert q.kind is QuizKind.SCORING and q.level == level and q.rules == rules
    assert isinstance(sit, Situation) and s is not None
    assert hand.size == 14 and shanten(hand, Rules.preset(rules)) == -1, hand
    assert hand.counts[sit.win_tile] > 0, (hand, sit)
    assert max(hand.total_counts()) <= 4
    assert q.report == analyze(hand, Rules.preset(rules))
    assert s == score(hand, rules, sit), hand
    assert s.win, hand
    assert sit.flowers == 0 and not sit.ura_dora_indicators
    if rules == "mcr":
        assert isinstance(s, McrScore)
        values = [f.points * f.count for f in s.fans]
        assert sum(values) == s.total
        assert McrAnswer.parse(q.to_dict()["answer_text"]).total == s.total
        if level == 1:
            assert 2 * max(values) > s.total and s.fans[0].fan is not F.CHICKEN_HAND, hand
        elif level == 2:
            assert len(values) >= 3 and 2 * max(values) <= s.total, hand
        else:
            traps = [e for e in explain_scoring(q).excluded if e.by.points >= 6]
            assert traps, hand
            counted = {f.fan for f in s.fans}
            for e in traps:
                assert e.by in counted and e.fan not in counted and e.fan in EXCLUDES[e.by]
            # At least one trap is a fan the hand visibly shows (read without the scorer).
            assert any(e.fan in SHOWN and SHOWN[e.fan](q) for e in traps), (hand, traps)
        return
    assert isinstance(s, RiichiScore)
    yaku = [y.han for y in s.yaku if y.id not in DORA]
    assert sum(y.han for y in s.yaku) == s.han and s.han < 13, hand
    assert sum(f.fu for f in s.fu_details) == s.fu, hand
    assert s.points is not None
    dealer = sit.seat_wind is Wind.EAST
    assert s.points.total == riichi_payment(s.han, s.fu, dealer, sit.self_drawn), (hand, sit)
    if level == 1:
        assert max(yaku) >= 2 and 2 * max(yaku) > s.han, hand
    elif level == 2:
        assert len(yaku) >= 2 and 2 * max(yaku) <= s.han, hand
    else:
        assert s.fu >= 40 and s.limit is None and s.fu % 10 == 0, hand
        assert s.han <= 4 and s.fu * 2 ** (s.han + 2) < 2000, hand
    if not hand.is_concealed:
        assert not (sit.riichi or sit.double_riichi or sit.ippatsu)


# --- the generator -------------------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "level"), RULES_LEVELS, ids=IDS)
def test_questions_are_wins_that_fit_their_level(rules, level):
    for seed in range(SWEEP):
        check_scoring_question(generate("scoring", level, seed, rules), rules, level)


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "level"), RULES_LEVELS, ids=IDS)
def test_questions_big_sweep(rules, level):
    for seed in range(SWEEP, SWEEP + BIG_SWEEP):
        check_scoring_question(generate("scoring", level, seed, rules), rules, level)


def gb_reading(q: Question) -> McrScore:
    """Our score of the question's hand when a kind held four times counts as a wait."""

    def wait_tiles(hand: Hand, win: int) -> frozenset[int]:
        return frozenset(structural_waits(hand.remove(win)))

    with mock.patch.object(mcr, "_wait_tiles", wait_tiles):
        return mcr.score_mcr.__wrapped__(q.hand, q.situation)


def agree_with_pymahjonggb(seeds: range) -> dict[str, int]:
    counts = {"questions": 0, "held-four": 0}
    for level in (1, 2, 3):
        for seed in seeds:
            q = generate("scoring", level, seed, "mcr")
            fans, total = oracle(q.hand, q.situation)
            ours = {f.fan.zh: f.count for f in q.score.fans}
            if (ours, q.score.total) != (fans, total):
                # PyMahjongGB also counts a kind held four times as a wait (see
                # tests/scoring/test_mcr_oracle.py): read that way, ours must agree exactly.
                assert held_four_wait(q.hand, q.situation.win_tile), (q.hand, ours, fans)
                other = gb_reading(q)
                assert ({f.fan.zh: f.count for f in other.fans}, other.total) == (fans, total)
                counts["held-four"] += 1
            counts["questions"] += 1
    return counts


def test_mcr_answers_agree_with_pymahjonggb():
    counts = agree_with_pymahjonggb(range(SWEEP))
    assert counts["questions"] == 3 * SWEEP
    assert counts["held-four"] < counts["questions"] // 20


@pytest.mark.slow
def test_mcr_answers_agree_with_pymahjonggb_big_sweep():
    counts = agree_with_pymahjonggb(range(SWEEP, SWEEP + BIG_SWEEP))
    assert counts["questions"] == 3 * BIG_SWEEP


@pytest.mark.parametrize(("rules", "level"), RULES_LEVELS, ids=IDS)
def test_levels_are_varied(rules, level):
    """Not one shape over and over: many distinct hands, fans or yaku, both ways of winning."""
    qs = [generate("scoring", level, seed, rules) for seed in range(120)]
    assert len({q.hand for q in qs}) >= 110
    assert {q.situation.self_drawn for q in qs} == {False, True}
    assert any(q.hand.melds for q in qs) or level == 3 and rules == "mcr"
    if rules == "mcr":
        tops = {max(q.score.fans, key=lambda f: f.value).fan for q in qs}
        assert len(tops) >= 8, tops
    else:
        named = {y.id for q in qs for y in q.score.yaku}
        assert len(named) >= 8, named
        assert len({q.score.fu for q in qs}) >= 3


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_questions_carry_every_part_of_a_situation(rules):
    """Across seeds every wind, both ways of winning and each flag of the rules come up."""
    sits = [generate("scoring", lv, s, rules).situation for lv in (1, 2, 3) for s in range(200)]
    assert {s.seat_wind for s in sits} == set(Wind)
    assert len({s.round_wind for s in sits}) == (4 if rules == "mcr" else 2)
    flags = ["self_drawn", "last_tile", "after_kong", "robbing_kong"]
    flags += ["last_of_kind"] if rules == "mcr" else ["riichi", "double_riichi", "ippatsu"]
    for flag in flags:
        assert any(getattr(s, flag) for s in sits), flag
    if rules == "riichi":
        assert sum(bool(s.dora_indicators) for s in sits) > len(sits) // 2
        assert any(len(s.dora_indicators) == 2 for s in sits)


def test_general_rules_score_as_mcr():
    for level in (1, 2, 3):
        for seed in range(20):
            q = generate("scoring", level, seed, "general")
            assert q.rules == "mcr" and isinstance(q.score, McrScore)
            assert q == generate("scoring", level, seed, Rules.preset("mcr"))
    # A preset with an option switched still scores under the preset itself.
    odd = Rules.preset("riichi").with_options(seven_pairs=False)
    assert generate("scoring", 1, 3, odd) == generate("scoring", 1, 3, "riichi")


@pytest.mark.parametrize(("rules", "level"), RULES_LEVELS, ids=IDS)
def test_deterministic_and_regenerable(rules, level):
    for seed in (0, 1, 77, 2**40 + 3):
        assert generate("scoring", level, seed, rules) == generate(
            QuizKind.SCORING, level, seed, Rules.preset(rules)
        )
    qs = list(session("scoring", level, 11, 40, rules))
    assert len({q.hand for q in qs}) == 40
    for q in qs:
        assert generate("scoring", level, q.seed, rules) == q
        assert make_question("scoring", level, q.hand, rules, q.seed) == q


def test_same_question_in_another_process():
    """No dependence on hash randomisation (fans hash by identity) or anything per process."""
    code = (
        "import json; from mjtrainer.quiz import generate\n"
        "print(json.dumps([generate('scoring', lv, s, r).to_dict() "
        "for r in ('mcr', 'riichi') for lv in (1, 2, 3) for s in range(8)]))"
    )
    env = dict(os.environ, PYTHONHASHSEED="4321")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    ).stdout
    here = [
        generate("scoring", lv, s, r).to_dict()
        for r in ("mcr", "riichi")
        for lv in (1, 2, 3)
        for s in range(8)
    ]
    assert json.loads(out) == here


def test_make_question_needs_the_seed_that_gave_the_hand():
    q = generate("scoring", 2, 5, "riichi")
    other = generate("scoring", 2, 6, "riichi")
    with pytest.raises(QuizError, match="cannot be rebuilt"):
        make_question("scoring", 2, other.hand, "riichi", 5)
    assert make_question("scoring", 2, q.hand, "riichi", 5) == q


def test_to_dict_is_the_json_line():
    q = generate("scoring", 1, 4, "riichi")
    d = q.to_dict()
    assert list(d) == [
        "kind",
        "level",
        "seed",
        "rules",
        "hand",
        "situation",
        "answer",
        "answer_text",
    ]
    assert (d["kind"], d["level"], d["seed"], d["rules"]) == ("scoring", 1, 4, "riichi")
    assert d["answer"] == score(q.hand, "riichi", q.situation).to_dict()
    assert d["situation"]["win_tile"] == d["answer"]["win_tile"]
    assert RiichiAnswer.parse(d["answer_text"]) == RiichiAnswer(
        d["answer"]["han"], d["answer"]["fu"], d["answer"]["points"]["total"]
    )


def test_levels_are_described():
    assert [lv.number for lv in levels("scoring")] == [1, 2, 3]
    for n in (1, 2, 3):
        assert "general rules the scoring quiz uses MCR" in level_info("scoring", n).description
    with pytest.raises(QuizError, match="no level 4 for the scoring quiz: choose 1–3"):
        generate("scoring", 4, 0)


# --- answers -------------------------------------------------------------------------------------


def test_mcr_answer_text_forms():
    a = McrAnswer.parse("18, 73x2")
    assert a.fans == ((F.ALL_TERMINALS_AND_HONOURS, 1), (F.PUNG_OF_TERMINALS_OR_HONOURS, 2))
    assert (
        a
        == McrAnswer.parse("73 18 73")
        == McrAnswer.of([F.PUNG_OF_TERMINALS_OR_HONOURS] * 2 + [F.ALL_TERMINALS_AND_HONOURS])
    )
    assert a.to_text() == "18,73x2" and McrAnswer.parse(a.to_text()) == a
    assert a.total == 32 + 2 and a.count(F.PUNG_OF_TERMINALS_OR_HONOURS) == 2
    assert McrAnswer.parse("") == McrAnswer() and McrAnswer().to_text() == ""
    assert fan_by_id(81) is F.FLOWER_TILES
    for bad, code in (
        ("82", "fan-number"),
        ("0", "fan-number"),
        ("abc", "fan-number"),
        ("18x0", "fan-count"),
        ("73x5 73x5", "fan-count"),
        ("1.5", "fan-number"),
    ):
        with pytest.raises(AnswerError) as info:
            McrAnswer.parse(bad)
        assert info.value.code == code, bad
    with pytest.raises(AnswerError):
        McrAnswer(((F.SEVEN_PAIRS, 0),))
    with pytest.raises(AnswerError):
        McrAnswer((("七对", 1),))  # type: ignore[arg-type]


def test_riichi_answer_text_forms():
    want = RiichiAnswer(3, 40)
    for text in ("3 40", "han 3 fu 40", "han=3 fu=40", "HAN: 3, FU: 40", "3/40", "fu 40 han 3"):
        assert RiichiAnswer.parse(text) == want, text
    assert want.to_text() == "han=3 fu=40"
    full = RiichiAnswer(3, 40, 5200)
    assert RiichiAnswer.parse("3 40 5200") == full == RiichiAnswer.parse(full.to_text())
    assert full.to_text() == "han=3 fu=40 points=5200"
    for bad, code in (
        ("3", "hanfu-missing"),
        ("han 3", "hanfu-missing"),
        ("three forty", "hanfu-unreadable"),
        ("han 3 han 4 fu 30", "hanfu-twice"),
        ("1 2 3 4", "hanfu-unreadable"),
        ("han 3 30", "hanfu-unreadable"),
        ("9" * 3000 + " 40", "hanfu-range"),
        ("3 40 -5", "hanfu-unreadable"),
    ):
        with pytest.raises(AnswerError) as info:
            RiichiAnswer.parse(bad)
        assert info.value.code == code, bad
    assert parse_answer("3 40", "riichi") == want
    assert parse_answer("18", "mcr") == McrAnswer.of([F.ALL_TERMINALS_AND_HONOURS])


# --- grading -------------------------------------------------------------------------------------


def question(text: str, rules: str, sit: Situation, level: int = 1) -> ScoringQuestion:
    hand = Hand.parse(text)
    return ScoringQuestion(
        level, 0, rules, hand, analyze(hand, Rules.preset(rules)), sit, score(hand, rules, sit)
    )


# Hand-checked: 11m pair, South (won on a discard: an open pung), North and Red concealed
# pungs, [111p] melded. 混幺九 32 (its pungs need no 碰碰和, 全带幺 or 幺九刻), 箭刻 2 (Red),
# 双暗刻 2 (North and Red), 缺一门 1 (no bamboo) = 37; PyMahjongGB says the same.
BIG = question("11m222444777z [111p]", "mcr", Situation(28))
# Hand-checked: 111m and 999p concealed pungs, 123s 456s, White pair won alone on a discard:
# 门前清 2, 双暗刻 2, 连六 1, 幺九刻 1 x2, 单钓将 1 = 8.
TWO_PUNGS = question("111m999p123s456s55z", "mcr", Situation(31))
# Hand-checked: the dealer (seat East) wins 5s on a discard with a concealed all-simples
# hand: tanyao 1 han; fu 20 + 10 concealed ron + 2 pair wait = 32 -> 40; 40 x 2^3 x 6 = 1920
# -> 2000.
TANYAO = question("234567m234p55678s", "riichi", Situation(22))


def test_hand_checked_answers_are_the_stored_ones():
    assert {f.fan: f.count for f in BIG.score.fans} == {
        F.ALL_TERMINALS_AND_HONOURS: 1,
        F.DRAGON_PUNG: 1,
        F.TWO_CONCEALED_PUNGS: 1,
        F.ONE_VOIDED_SUIT: 1,
    }
    assert BIG.score.total == 37
    assert TWO_PUNGS.expected_answer().to_text() == "62,66,71,73x2,79"
    assert TANYAO.expected_answer() == RiichiAnswer(1, 40, 2000)


def test_grade_mcr_fan_by_fan():
    naive = McrAnswer.of(
        [F.ALL_TERMINALS_AND_HONOURS, F.ALL_PUNGS, F.DRAGON_PUNG, F.TWO_CONCEALED_PUNGS]
        + [F.PUNG_OF_TERMINALS_OR_HONOURS] * 2
    )
    g = grade(BIG, naive)
    assert not g.correct and g.answer == naive and g.given_text() == naive.to_text()
    assert g.fan_marks(Mark.RIGHT) == (
        F.ALL_TERMINALS_AND_HONOURS,
        F.DRAGON_PUNG,
        F.TWO_CONCEALED_PUNGS,
    )
    assert g.fan_marks(Mark.EXTRA) == (F.ALL_PUNGS, F.PUNG_OF_TERMINALS_OR_HONOURS)
    assert g.fan_marks(Mark.MISSED) == (F.ONE_VOIDED_SUIT,)
    assert [(m.fan.id, m.want, m.got) for m in g.fans] == [
        (18, 1, 1),
        (48, 0, 1),
        (59, 1, 1),
        (66, 1, 1),
        (73, 0, 2),
        (75, 1, 0),
    ]
    total = g.values[0]
    naive_total = 32 + 6 + 2 + 2 + 2
    assert (total.name, total.want, total.got, total.mark) == ("total", 37, naive_total, Mark.WRONG)
    right = grade(BIG, McrAnswer.parse("18 59 66 75"))
    assert right.correct and all(m.mark is Mark.RIGHT for m in right.fans)
    assert right.values[0].mark is Mark.RIGHT


def test_grade_mcr_counts_matter():
    once = grade(TWO_PUNGS, McrAnswer.parse("62 66 71 73 79"))
    assert not once.correct
    assert once.fan_marks(Mark.MISSED) == (F.PUNG_OF_TERMINALS_OR_HONOURS,)
    thrice = grade(TWO_PUNGS, McrAnswer.parse("62 66 71 73x3 79"))
    assert thrice.fan_marks(Mark.EXTRA) == (F.PUNG_OF_TERMINALS_OR_HONOURS,)
    assert not thrice.correct
    assert grade(TWO_PUNGS, McrAnswer.parse("62,66,71,73x2,79")).correct
    # The same total from other fans is still wrong: graded fan by fan.
    same_total = grade(TWO_PUNGS, McrAnswer.parse("62 66 68 79 80"))
    assert same_total.values[0].mark is Mark.RIGHT and not same_total.correct


def test_grade_riichi_han_fu_points():
    assert grade(TANYAO, RiichiAnswer(1, 40)).correct
    assert grade(TANYAO, RiichiAnswer(1, 40, 2000)).correct
    g = grade(TANYAO, RiichiAnswer(1, 30, 1300))
    assert not g.correct
    assert [(v.name, v.want, v.got, v.mark) for v in g.values] == [
        ("han", 1, 1, Mark.RIGHT),
        ("fu", 40, 30, Mark.WRONG),
        ("points", 2000, 1300, Mark.WRONG),
    ]
    assert not grade(TANYAO, RiichiAnswer(1, 40, 1300)).correct  # the non-dealer's price
    assert not grade(TANYAO, RiichiAnswer(2, 40)).correct


def test_grade_refuses_the_wrong_kind_of_answer():
    with pytest.raises(AnswerError, match="under mcr is the fans"):
        grade(BIG, RiichiAnswer(3, 40))
    with pytest.raises(AnswerError, match="under riichi is han and fu"):
        grade(TANYAO, McrAnswer())
    with pytest.raises(AnswerError):
        grade(TANYAO, (1, 2))  # type: ignore[arg-type]
    waits_q = generate("waits", 1, 0)
    with pytest.raises(QuizError, match="tiles, not a scoring answer"):
        grade(waits_q, McrAnswer())


@pytest.mark.parametrize(("rules", "level"), RULES_LEVELS, ids=IDS)
def test_the_expected_answer_is_graded_right(rules, level):
    for seed in range(60):
        q = generate("scoring", level, seed, rules)
        g = grade(q, q.expected_answer())
        assert g.correct and all(v.mark is Mark.RIGHT for v in g.values)
        assert all(m.mark is Mark.RIGHT for m in g.fans)


# --- explanations, storage, review --------------------------------------------------------------


def test_explanations():
    assert explain_scoring(generate("waits", 1, 0)) is None
    e = explain_scoring(BIG)
    assert e.score is BIG.score
    # 混幺九 implies 碰碰和 and 全带幺; its pungs' 幺九刻 is not a whole fan the arrangement holds.
    assert [(x.fan, x.by) for x in e.excluded] == [
        (F.ALL_PUNGS, F.ALL_TERMINALS_AND_HONOURS),
        (F.OUTSIDE_HAND, F.ALL_TERMINALS_AND_HONOURS),
    ]
    assert explain_scoring(TANYAO).excluded == ()
    # 无字 is implied by both 清一色 (22) and 平和 (63): fans are counted from the rule book's
    # top down, so the bigger one is the fan that leaves it out.
    flush = question("123456789m12355m", "mcr", Situation(2))
    assert {F.FULL_FLUSH, F.ALL_CHOWS} <= {f.fan for f in flush.score.fans}
    assert [(x.fan, x.by) for x in explain_scoring(flush).excluded] == [
        (F.NO_HONOURS, F.FULL_FLUSH)
    ]
    assert [f.fu for f in explain_scoring(TANYAO).score.fu_details] == [20, 10, 2, 8]


def test_answers_are_stored_as_text_and_come_back_for_review(tmp_path):
    q = generate("scoring", 3, 9, "mcr")
    wrong = McrAnswer.of([F.CHICKEN_HAND])
    record = AnswerRecord.of(q, grade(q, wrong), 1500, 1000.0)
    assert (record.kind, record.rules, record.given, record.correct) == (
        "scoring",
        "mcr",
        "43",
        False,
    )
    r = generate("scoring", 3, 9, "riichi")
    off = RiichiAnswer(r.score.han + 1, r.score.fu, 2000)
    rec2 = AnswerRecord.of(r, grade(r, off), 900, 1000.0)
    assert rec2.given == f"han={r.score.han + 1} fu={r.score.fu} points=2000"
    assert not rec2.correct
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record_many([record, rec2])
        assert [parse_answer(a.given, a.rules) for a in store.answers()] == [wrong, off]
        due = store.reviews(1000.0 + 3600, kind="scoring")
        assert sorted((d.item.rules, d.item.seed) for d in due) == [("mcr", 9), ("riichi", 9)]
        for item in (d.item for d in due):
            back = make_question(
                item.kind, item.level, Hand.parse(item.hand), item.rules, item.seed
            )
            assert back == (q if item.rules == "mcr" else r)
