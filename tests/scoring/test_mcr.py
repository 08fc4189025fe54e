"""The Chinese Official calculator on hand-checked cases: the catalogue, one hand per fan, one
per rule of non-repetition, the 8-point minimum and flowers, the JSON, the fast helpers and
every error."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from mjtrainer.core import Decomposition, Hand, Meld, Shape
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.scoring import ScoringError, Situation, Wind
from mjtrainer.scoring.mcr import (
    is_legal_mcr_win,
    mcr_decompositions,
    mcr_fan_value,
    score_arrangement,
    score_mcr,
)
from mjtrainer.scoring.mcr_fans import EXCLUDES, Fan

from .cases import EXCLUSION_CASES, FAN_CASES, PLAIN, case, situation
from .gb import RENAME, oracle


def fans(text: str, win: str, flags: str = "") -> dict[str, int]:
    score = score_mcr(Hand.parse(text), situation(win, flags))
    return {f.fan.zh: f.count for f in score.fans}


# --- the catalogue ---------------------------------------------------------------------


def test_catalogue_has_the_81_fans_of_the_rule_book():
    assert [f.id for f in Fan] == list(range(1, 82))
    assert len({f.zh for f in Fan}) == len({f.en for f in Fan}) == 81
    # The rule book's table: how many fans are worth each number of points.
    by_points = Counter(f.points for f in Fan if f is not Fan.FLOWER_TILES)
    assert by_points == {
        88: 7,
        64: 6,
        48: 2,
        32: 3,
        24: 9,
        16: 6,
        12: 5,
        8: 9,
        6: 7,
        4: 4,
        2: 10,
        1: 12,
    }
    assert list(Fan)[-1].zh == "花牌" and Fan.FLOWER_TILES.points == 1
    assert Fan.by_chinese_name("混幺九") is Fan.ALL_TERMINALS_AND_HONOURS
    assert Fan.ALL_TERMINALS_AND_HONOURS.en == "All Terminals and Honours"


def test_catalogue_names_are_pymahjonggbs():
    """Every Chinese name PyMahjongGB prints (its three 独听 names read as the rule book's)
    is one of ours, so the differential test compares like with like."""
    import MahjongGB

    with open(MahjongGB.__file__, "rb") as fh:
        data = fh.read()
    for fan in Fan:
        printed = {v: k for k, v in RENAME.items()}.get(fan.zh, fan.zh)
        assert printed.encode() in data, fan


def test_exclusions_never_point_upwards_or_at_themselves():
    for fan, implied in EXCLUDES.items():
        assert fan not in implied
        for other in implied:
            # 一色三同顺 and 一色三节高 (24 each) exclude each other: the same tiles.
            assert other.points <= fan.points, (fan, other)
    assert EXCLUDES[Fan.CHICKEN_HAND] == frozenset()


# --- one hand per fan --------------------------------------------------------------------


@pytest.mark.parametrize("name", list(FAN_CASES))
def test_each_fan_on_a_hand_checked_hand(name):
    hand, sit, expected = case(FAN_CASES[name])
    score = score_mcr(hand, sit)
    got = {f.fan.zh: f.count for f in score.fans}
    assert got == expected
    assert name in got
    assert score.total == sum(Fan.by_chinese_name(k).points * n for k, n in expected.items())
    # The independent calculator reads the hand the same way.
    assert oracle(hand, sit) == (expected, score.total)


def test_every_fan_has_a_case():
    assert set(FAN_CASES) == {f.zh for f in Fan}


# --- non-repetition ----------------------------------------------------------------------


@pytest.mark.parametrize("name", list(EXCLUSION_CASES))
def test_each_rule_of_non_repetition(name):
    text, win, flags, implied = EXCLUSION_CASES[name]
    hand, sit, _ = case((text, win, flags, {}))
    got = {f.fan.zh for f in score_mcr(hand, sit).fans}
    excluded = {f.zh for f in EXCLUDES[Fan.by_chinese_name(name)]}
    assert name in got
    assert set(implied) <= excluded, "the hand shows fans the table does not exclude"
    assert not got & excluded, got & excluded


def test_every_rule_of_non_repetition_has_a_case():
    assert set(EXCLUSION_CASES) == {f.zh for f, implied in EXCLUDES.items() if implied}


def test_a_left_out_fan_excludes_nothing():
    # Nine Gates leaves out Fully Concealed Hand, so Self-Drawn still counts (so for Four
    # Concealed Pungs, Seven Pairs, Thirteen Orphans).
    assert fans("11123455678999m", "5m", "sd")["自摸"] == 1
    assert fans("111m333p555s777s99m", "9m", "sd")["自摸"] == 1
    assert fans("1133m5577p2244s66z", "6z", "sd") == {"七对": 1, "自摸": 1}
    assert fans("19m19p19s12345677z", "1m", "sd") == {"十三幺": 1, "自摸": 1}


def test_pungs_give_their_terminal_fan_to_the_wind_fans():
    # West pung: neither wind; East pung: both winds; South pung (seat South): seat wind.
    assert fans("[333z] [234m] [567p] 789s 55s", "7s", "")["幺九刻"] == 1
    got = fans("[111z] [234m] [567p] 789s 55s", "7s", "")
    assert got["圈风刻"] == got["门风刻"] == 1 and "幺九刻" not in got
    got = fans("[222z] [999m] [567p] 789s 55s", "7s", "seat=S")
    assert got["门风刻"] == 1 and got["幺九刻"] == 1  # 999m only
    # Big Three Winds uses up its three pungs; the fourth terminal pung still counts.
    got = fans("[111z] [222z] [333z] 999m 55p", "9m", "seat=N round=N")
    assert got["三风刻"] == 1 and got["幺九刻"] == 1


def test_pair_fans_of_chows_are_counted_once_per_set():
    # 234567s 234567p: 喜相逢 ×2 + 连六 ×1 (four sets make three combinations at most).
    got = fans("234567s234567p55m", "5m", "")
    assert got["喜相逢"] + got["连六"] == 3 and got["喜相逢"] == 2
    # 234s 223344p 567p: 一般高, 喜相逢, 连六 — not 喜相逢 twice (no set in two of a kind).
    got = fans("234s223344567p11z", "1z", "")
    assert (got.get("一般高"), got.get("喜相逢"), got.get("连六")) == (1, 1, 1)
    # A three-chow fan and the fourth chow: one more fan only (清龙 + 一般高 with 456).
    got = fans("123456456789m11z", "1z", "")
    assert got["清龙"] == 1 and got["一般高"] == 1 and "连六" not in got


def test_discard_completing_a_pung_makes_it_open_unless_a_chow_takes_the_tile():
    # 3s on a discard completes 333s: two concealed pungs, not three.
    assert "三暗刻" not in fans("111m555p333s789s55z", "3s", "")
    assert fans("111m555p333s789s55z", "3s", "sd")["三暗刻"] == 1
    # 3s can be read as the 3 of 345s: the pung 333s stays concealed.
    assert fans("111m555p333345s55z", "3s", "")["三暗刻"] == 1


def test_wait_fans_need_a_single_wait():
    assert "边张" in fans("[234m] [678p] [555s] 123s 22z", "3s")  # 12s waits on 3s only
    assert "边张" not in fans("[234m] [678p] [555s] 345s 22z", "3s")  # 45s: 3s or 6s
    assert "嵌张" not in fans("[234m] [678p] [555s] 44456s", "5s")  # 4445 6 waits 3 5 6 7…
    # A kind the hand holds four times is no wait: 3345s with 6666s declared waits on 3s.
    assert fans("33345s [1111s] [234s] (6666s)", "3s", "sd")["单钓将"] == 1


def test_tie_between_arrangements_names_one_reading():
    # 888m 888p 66778899s won on 7s: 789s 789s + 66 (边张) or 678s 678s + 99 (嵌张), equal
    # worth; the reading order keeps 678s 678s.
    got = fans("888m888p66778899s", "7s", "")
    assert got.get("嵌张") == 1 and "边张" not in got


# --- the minimum, flowers, the score object ---------------------------------------------


def test_a_seven_point_hand_is_complete_but_not_a_win():
    hand, sit, expected = case(FAN_CASES["不求人"])
    score = score_mcr(hand, sit)
    assert sum(Fan.by_chinese_name(k).points * n for k, n in expected.items()) == 7
    assert (score.total, score.minimum, score.win) == (7, 8, False)
    flowered = score_mcr(hand, situation("2m", "sd fl=5"))
    assert (flowered.total, flowered.flowers, flowered.win) == (12, 5, False)
    assert flowered.count(Fan.FLOWER_TILES) == 5


def test_chicken_hand_is_eight_and_a_win():
    score = score_mcr(Hand.parse(PLAIN), situation("9s", ""))
    assert [(f.fan, f.count) for f in score.fans] == [(Fan.CHICKEN_HAND, 1)]
    assert score.total == 8 and score.win


def test_to_dict_has_exactly_the_design_keys_biggest_fans_first():
    score = score_mcr(Hand.parse("11m222444777z [111p]"), situation("2z", "fl=2"))
    d = score.to_dict()
    assert list(d) == [
        "hand",
        "rules",
        "win_tile",
        "self_drawn",
        "win",
        "total",
        "minimum",
        "flowers",
        "fans",
        "payments",
    ]
    assert d["hand"] == "11m222444777z [111p]" and d["rules"] == "mcr" and d["win_tile"] == "2z"
    assert d["total"] == 32 + 2 + 2 + 1 + 2 and d["flowers"] == 2 and d["win"] is True
    assert d["fans"][0] == {
        "zh": "混幺九",
        "en": "All Terminals and Honours",
        "points": 32,
        "count": 1,
    }
    points = [f["points"] for f in d["fans"]]
    assert points == sorted(points, reverse=True)
    assert {"zh": "花牌", "en": "Flower Tiles", "points": 1, "count": 2} in d["fans"]
    json.dumps(d, ensure_ascii=False)


def test_fast_helpers_agree_with_the_full_score():
    for name, spec in FAN_CASES.items():
        hand, sit, _ = case(spec)
        score = score_mcr(hand, sit)
        assert mcr_fan_value(hand, sit) == score.total - sit.flowers, name
    hand = Hand.parse("234m567p789s234s55m")
    assert not is_legal_mcr_win(hand, parse_tiles("2m")[0], True)  # 7 points
    assert is_legal_mcr_win(hand, parse_tiles("2m")[0], True, "S", Wind.SOUTH) is False
    assert is_legal_mcr_win(Hand.parse(PLAIN), parse_tiles("9s")[0])  # 无番和: 8
    assert not is_legal_mcr_win(Hand.parse("123m456p789s11z235s"), parse_tiles("2s")[0])
    before = is_legal_mcr_win.cache_info().hits
    is_legal_mcr_win(Hand.parse(PLAIN), parse_tiles("9s")[0])
    assert is_legal_mcr_win.cache_info().hits == before + 1


# --- the knitted straight beside a declared set ------------------------------------------


def test_knitted_straight_beside_a_declared_set_from_a_hand_built_decomposition():
    hand = Hand.parse("147m258p369s11z [123m]")
    sit = situation("1z", "")
    built = Decomposition(
        Shape.KNITTED_STRAIGHT,
        (parse_tiles("1z")[0],),
        (),
        (Meld.parse("[123m]"),),
        tuple(parse_tiles("147m258p369s")),
    )
    score = score_arrangement(hand, sit, built)
    # 组合龙 12, the pair the only wait 单钓将; an open chow: no 门前清, no 平和 (honour pair).
    assert {f.fan.zh: f.count for f in score.fans} == {"组合龙": 1, "单钓将": 1}
    assert built in mcr_decompositions(hand)
    best = score_mcr(hand, sit)
    assert best.decomposition == built and best.total == score.total == 13
    assert oracle(hand, sit) == ({"组合龙": 1, "单钓将": 1}, 13)


def test_knitted_straight_beside_a_concealed_kong_is_concealed():
    got = fans("147m258p369s55p (9999m)", "5p", "sd")
    # No open meld: 不求人; 9999m 暗杠 and 幺九刻; no honours 无字; the pair the only wait.
    assert got == {"组合龙": 1, "不求人": 1, "暗杠": 1, "幺九刻": 1, "无字": 1, "单钓将": 1}
    hand, sit = Hand.parse("147m258p369s55p (9999m)"), situation("5p", "sd")
    assert oracle(hand, sit)[0] == got


# --- errors -----------------------------------------------------------------------------


def error(text: str, sit: Situation) -> ScoringError:
    with pytest.raises(ScoringError) as info:
        score_mcr(Hand.parse(text), sit)
    return info.value


def test_errors_say_what_is_wrong():
    e = error("123m456p789s11z235s", situation("2s", ""))
    assert (e.code, e.params) == ("not-complete", {"shanten": 0})
    assert "0-shanten" in str(e)
    e = error("123m456p789s1234z", situation("1z", ""))
    assert (e.code, e.params) == ("needs-14", {"count": 13})
    e = error("123m456p789s11z", situation("1z", ""))
    assert (e.code, e.params) == ("needs-14", {"count": 11})
    e = error("[123m] 456p789s11z555p", situation("1m", ""))
    assert (e.code, e.params) == ("win-tile-missing", {"tile": 0})
    assert "1m" in str(e)
    e = error(PLAIN, situation("9s", "sd kong"))
    assert e.code == "kong-needs-kong"
    # Robbing a kong of 9s: the kong holds three 9s, so the hand can hold no other.
    e = error("[999s] [234m] [678p] 789s 55z", situation("9s", "kong"))
    assert (e.code, e.params) == ("chankan-tile", {"tile": 26})
    e = error("[234m] [678p] [555s] 789s 99s", situation("9s", "kong"))
    assert (e.code, e.params) == ("chankan-copies", {"tile": 26, "count": 3})
    e = error("[234m] [678p] [555s] 789s 99s", situation("9s", "lok"))
    assert (e.code, e.params) == ("last-of-kind-held", {"tile": 26, "held": 2})
    assert "9s" in str(e)


def test_situation_check_failures_reach_the_caller():
    hand = Hand.parse(PLAIN)
    win = parse_tiles("9s")[0]
    assert error(PLAIN, Situation(win, riichi=True)).code == "flag-rules"
    assert error(PLAIN, Situation(win, flowers=9)).code == "flowers-range"
    assert error(PLAIN, Situation(win, last_tile=True, kong=True)).code == "flag-conflict"
    assert score_mcr(hand, Situation(win, flowers=8)).flowers == 8


# Hand-checked (the hand above, 37 points): on a discard the discarder pays 8 + 37 = 45 and the
# other two 8 each, 61 in all; by self-draw each of the three pays
# 8 + the points. Two flowers count in the points paid. Short of 8 points nothing is paid.
def test_payments_on_a_discard_and_by_self_draw():
    hand = Hand.parse("11m222444777z [111p]")
    ron = score_mcr(hand, situation("2z", ""))
    assert ron.total == 37
    p = ron.payments
    assert p is not None and (p.from_discarder, p.from_others, p.received) == (45, 8, 61)
    assert ron.to_dict()["payments"] == {"received": 61, "from_discarder": 45, "from_others": 8}
    flowers = score_mcr(hand, situation("2z", "fl=2")).payments
    assert flowers is not None and flowers.from_discarder == 8 + 39
    tsumo = score_mcr(hand, situation("2z", "sd"))
    each = 8 + tsumo.total
    assert tsumo.to_dict()["payments"] == {"received": 3 * each, "from_others": each}
    short = score_mcr(Hand.parse("123m456p22s [234s] [678m]"), situation("2s", ""))
    assert not short.win and short.payments is None and short.to_dict()["payments"] is None
