"""``mjtrainer analyze --turn T [--extended]``: the look-ahead keys of DESIGN's JSON, the
readable columns and sentence, the rules' legality, errors and the batch form.

Chances of ready hands are checked against the closed form ``1 − (1 − W/S)^N`` with ``W`` and
``S`` counted by hand; the rest against the core's look-ahead called on its own.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.core import (
    Hand,
    LookaheadRequest,
    Rules,
    analyze,
    analyze_lookahead,
    discard_lookahead,
    effective_leaders,
    hand_lookahead,
    rank_discards,
    tile_str,
)
from mjtrainer.core.lookahead import cut_off
from mjtrainer.scoring import Wind, legal_win, win_worth

GENERAL = Rules.preset("general")
MCR = Rules.preset("mcr")
LOOK_KEYS = ["searched", "tenpai_prob", "win_prob", "tenpai_by_turn", "win_by_turn", "exp_value"]
# 6777m 333p 79p 78s 555z: throwing 6m keeps the most effective tiles (24), throwing 7p or 9p
# (22) keeps two two-sided shapes and wins more often.
SHAPE = "6777m33379p78s555z"


def cli(*args, stdin=""):
    out = io.StringIO()
    status = run(list(args), stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def closed(weight: int, total: int, draws: int) -> float:
    return 1 - (1 - weight / total) ** draws


def by_tile(data):
    return {d["discard"]: d for d in data["discards"]}


# --- JSON --------------------------------------------------------------------------------------


def test_without_turn_the_json_is_unchanged():
    for text in (SHAPE, "123m456p789s1122z"):
        status, out = cli("analyze", "--json", text)
        assert status == 0
        assert json.loads(out) == analyze(Hand.parse(text)).to_dict()
        assert "turn" not in json.loads(out)


@pytest.mark.parametrize("turn", [1, 6, 17])
def test_a_discard_leaving_a_ready_hand_wins_in_closed_form(turn):
    # 123m 456p 789s 1122z + 3z: throwing 3z waits on 1z 2z, two copies of each left;
    # S = 136 - 14 = 122 (the 3z thrown lies in the discards), N = 18 - turn draws.
    status, out = cli("analyze", "--json", "--turn", str(turn), "123m456p789s1122z3z")
    data = json.loads(out)
    assert status == 0 and data["turn"] == turn and data["extended"] is False
    z3 = by_tile(data)["3z"]
    assert z3["shanten"] == 0 and z3["searched"] is True and z3["tenpai_prob"] == 1.0
    assert z3["win_prob"] == pytest.approx(closed(4, 122, 18 - turn), abs=1e-12)
    assert z3["win_by_turn"] == pytest.approx([closed(4, 122, n) for n in range(1, 19 - turn)])
    assert z3["tenpai_by_turn"] == [1.0] * (18 - turn)


def test_the_json_carries_the_cores_lookahead_unrounded_in_the_effective_order():
    status, out = cli("analyze", "--json", "--turn", "4", "--seen", "8p", SHAPE)
    data = json.loads(out)
    hand = Hand.parse(SHAPE)
    report = analyze(hand, GENERAL, "8p")
    ahead = discard_lookahead(hand, LookaheadRequest(GENERAL, "8p", 4))
    assert status == 0
    assert [d["discard"] for d in data["discards"]] == [
        tile_str(o.discard) for o in report.discards
    ]
    for d, option, a in zip(data["discards"], report.discards, ahead, strict=True):
        assert list(d) == [*option.to_dict(), *LOOK_KEYS]
        assert d["win_prob"] == a.win_prob and d["tenpai_prob"] == a.tenpai_prob
        assert d["win_by_turn"] == list(a.win_by_turn) and len(d["win_by_turn"]) == 14
    # The effective tiles lead with 6m; the chance to win does not follow them.
    assert data["discards"][0]["discard"] == "6m"
    assert max(data["discards"], key=lambda d: d["win_prob"])["discard"] in ("7p", "9p")


def test_a_thirteen_tile_hand_gets_its_chances_and_improvements():
    # 123m 456p 789s 1122z is ready on 1z 2z: W = 4, S = 136 - 13 = 123.
    status, out = cli("analyze", "--json", "--turn", "5", "123m456p789s1122z")
    data = json.loads(out)
    assert status == 0 and data["discards"] == []
    assert data["tenpai_prob"] == 1.0 and data["searched"] is True
    assert data["win_prob"] == pytest.approx(closed(4, 123, 13), abs=1e-12)
    assert len(data["win_by_turn"]) == 13
    hand = Hand.parse("1235m6799p5678s3z")
    status, out = cli("analyze", "--json", "--turn", "2", "--extended", str(hand))
    data = json.loads(out)
    one = hand_lookahead(hand, LookaheadRequest(GENERAL, "", 2, True))
    assert data["extended"] is True and data["win_prob"] == one.win_prob
    assert data["improvements"] == [i.to_dict() for i in one.improvements]
    assert data["improvements"], "a 2-shanten hand with room to improve"
    assert all(i["effective_count"] > data["effective_count"] for i in data["improvements"])


def test_beyond_the_cut_off_the_keys_are_null_and_say_so():
    text = "1m4m7m1p4p7p1s4s7s1z2z3z5z6z"  # 5-shanten after the best discard
    status, out = cli("analyze", "--json", "--turn", "1", text)
    data = json.loads(out)
    assert status == 0 and data["shanten"] > 3
    for d in data["discards"]:
        assert d["searched"] is False
        assert [d[k] for k in LOOK_KEYS[1:]] == [None] * 5
    status, out = cli("analyze", "--json", "--turn", "1", text[:-2])  # 13 tiles
    data = json.loads(out)
    assert data["searched"] is False and data["win_prob"] is None and data["win_by_turn"] is None
    # Beyond both searches' reach, the extended one asked stays extended and says so.
    status, out = cli("analyze", "--json", "--turn", "1", "--extended", text)
    data = json.loads(out)
    assert data["extended"] is True and "basic_instead" not in data
    assert not any(d["searched"] for d in data["discards"])


#: Issue 29: 4-shanten, one shanten beyond the extended search's reach (3), within the basic's.
FAR = "1469m338p22478s26z"


def test_an_extended_request_beyond_its_reach_gives_the_basic_chances_in_json():
    assert cut_off(extended=True) + 1 == 4 == cut_off()
    status, out = cli("analyze", "--json", "--turn", "3", "--extended", FAR)
    data = json.loads(out)
    status_basic, basic = cli("analyze", "--json", "--turn", "3", FAR)
    assert status == status_basic == 0 and data["shanten"] == 4
    assert data["extended"] is False
    assert data["basic_instead"] == {"reason": "beyond-extended-cut-off", "extended_cut_off": 3}
    assert {k: v for k, v in data.items() if k != "basic_instead"} == json.loads(basic)
    searched = [d for d in data["discards"] if d["searched"]]
    assert searched and all(d["shanten"] == 4 and 0 < d["win_prob"] < 1 for d in searched)


@pytest.mark.parametrize("size", [14, 13])
def test_an_extended_request_beyond_its_reach_shows_the_basic_chances(size):
    text = FAR if size == 14 else "1469m338p22478s2z"  # 6z dropped: still 4-shanten
    status, out = cli("analyze", "--ascii", "--turn", "3", "--extended", text)
    assert status == 0
    assert "from turn 3, 15 draws left, basic search)" in out
    assert (
        "4-shanten is beyond the extended search's reach (3-shanten): these are the basic "
        "search's chances." in out
    )
    assert "not searched: the best discard" not in out
    if size == 14:
        assert re.search(r"^Best by the chance to win: \w+ \(win \d+\.\d%", out, re.M)
    else:
        assert re.search(r"win by the last draw \d+\.\d%", out)
    status, out = cli("analyze", "--turn", "3", "--extended", "--lang", "zh_CN", text)
    assert status == 0 and "4 向听超出扩展搜索范围（3 向听）：这里是基本搜索的概率。" in out


def test_mcr_counts_only_the_wins_worth_eight_fan():
    # Throwing 1z leaves 222z 123m 456p 78s 99s, waiting on 6s (4 left) and 9s (2 left).
    # Self-drawn with East winds, only 9s reaches 8 fan (mixed straight 花龙 123m 456p 789s);
    # 6s makes concealed self-draw 4 + pung of a wind 1. As seat and round wind South the
    # 2z pung is worth 2 + 2 and 6s wins too. S = 122, 17 draws.
    text = "222z123m456p78s99s1z"
    east = by_tile(json.loads(cli("analyze", "--json", "--turn", "1", "--rules", "mcr", text)[1]))
    assert east["1z"]["win_prob"] == pytest.approx(closed(2, 122, 17), abs=1e-12)
    south = by_tile(
        json.loads(
            cli(
                "analyze",
                "--json",
                "--turn",
                "1",
                "--rules",
                "mcr",
                "--seat-wind",
                "S",
                "--round-wind",
                "S",
                text,
            )[1]
        )
    )
    assert south["1z"]["win_prob"] == pytest.approx(closed(6, 122, 17), abs=1e-12)
    plain = by_tile(json.loads(cli("analyze", "--json", "--turn", "1", text)[1]))
    assert plain["1z"]["win_prob"] == pytest.approx(closed(6, 122, 17), abs=1e-12)
    # The winds reach the legality function exactly as given.
    ahead = discard_lookahead(
        Hand.parse(text),
        LookaheadRequest(MCR, turn=1, legal=legal_win(MCR, Wind.SOUTH, Wind.SOUTH)),
    )
    assert [d["win_prob"] for d in south.values()] == [a.win_prob for a in ahead]


@pytest.mark.parametrize(
    ("rules", "text", "held"),
    [
        ("mcr", "1234m", 4),  # waits on 1m and 4m, 3 of each left
        ("mcr", "1234m [555z]", 7),
        ("riichi", "1234m [123p]", 7),  # open: no rule could find it a yaku at 7 tiles
        ("mcr", "1234567m111z", 10),  # single waits on 1m, 4m and 7m
    ],
)
def test_a_fragment_wins_by_its_shape_under_rules_that_score(rules, text, held):
    """No rule scores a hand of fewer than 14 tiles, so its look-ahead counts every complete
    shape as a win, as the general rules do (the 1234m drill of issue 19 §5.2 was refused
    with "5 tiles: a winning hand has 3n+2 tiles")."""
    status, out = cli("analyze", "--json", "--turn", "1", "--rules", rules, text)
    data = json.loads(out)
    assert status == 0, data
    weight = sum(w["remaining"] for w in data["waits"])
    assert data["win_prob"] == pytest.approx(closed(weight, 136 - held, 17), abs=1e-12)
    assert data["win_prob"] > 0.3
    status, out = cli("analyze", "--json", "--turn", "1", text)
    assert json.loads(out)["win_prob"] == data["win_prob"]
    assert "wait_values" not in data  # a fragment's waits have no value to show either


def test_a_fragment_with_a_tile_to_discard_is_searched_too():
    status, out = cli("analyze", "--json", "--turn", "3", "--rules", "mcr", "12345m")
    data = json.loads(out)
    assert status == 0, data
    plain = json.loads(cli("analyze", "--json", "--turn", "3", "12345m")[1])
    assert [d["win_prob"] for d in data["discards"]] == [d["win_prob"] for d in plain["discards"]]
    assert max(d["win_prob"] for d in data["discards"] if d["searched"]) > 0.3
    readable = cli("analyze", "--turn", "1", "--rules", "mcr", "1234m")[1]
    assert "win by the last draw" in readable and "Wait values" not in readable


def test_riichi_counts_an_open_hand_only_with_a_yaku():
    # Open 789p, then 234m 567p 11s 23s + 5z: throwing 5z waits on 1s 4s with no yaku (no
    # all-simples with 789p and 11s, no menzen tsumo while open): it can never win. Under the
    # general rules every complete hand wins: W = 2 + 4, S = 122.
    text = "234m567p11s23s5z [789p]"
    riichi = by_tile(
        json.loads(cli("analyze", "--json", "--turn", "1", "--rules", "riichi", text)[1])
    )
    general = by_tile(json.loads(cli("analyze", "--json", "--turn", "1", text)[1]))
    assert riichi["5z"]["win_prob"] == 0.0 and riichi["5z"]["tenpai_prob"] == 1.0
    assert general["5z"]["win_prob"] == pytest.approx(closed(6, 122, 17), abs=1e-12)


# --- the readable report -----------------------------------------------------------------------


def pct(p: float) -> str:
    return f"{100 * p:.1f}"


def test_the_readable_table_gains_tenpai_and_win_columns_and_names_the_best():
    status, out = cli("analyze", "--ascii", "--turn", "1", SHAPE)
    assert status == 0
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if "tenpai %" in line)
    assert lines[header].split() == [
        "discard",
        "shanten",
        "total",
        "tenpai",
        "%",
        "win",
        "%",
        "effective",
        "tiles",
    ]
    ahead = analyze_lookahead(Hand.parse(SHAPE), LookaheadRequest(GENERAL))
    for row, a in zip(lines[header + 1 :], ahead.discards, strict=False):
        cells = row.split()
        assert cells[0] == tile_str(a.discard)
        assert cells[3:5] == [pct(a.tenpai_prob), pct(a.win_prob)]
        # right-aligned under their headings
        assert row.index(cells[4]) + len(cells[4]) == lines[header].index("win %") + 5
    best = ahead.best()
    leader = rank_discards(effective_leaders(ahead.discards))[0]
    assert tile_str(leader.discard) == "6m" and tile_str(best.discard) == "7p"
    assert f"Best by the chance to win: 7p (win {pct(best.win_prob)}%" in out
    assert (
        f"6m has the most tiles now, but 7p wins more often: {pct(best.win_prob)}% against "
        f"{pct(leader.win_prob)}%." in out
    )


def test_no_sentence_when_the_effective_tiles_pick_the_winner():
    status, out = cli("analyze", "--ascii", "--turn", "1", "123m456p789s1122z3z")
    assert status == 0
    assert "Best by the chance to win: 3z" in out
    assert "has the most tiles now" not in out


def test_without_turn_the_readable_report_is_unchanged():
    status, out = cli("analyze", "--ascii", SHAPE)
    assert status == 0
    assert "tenpai %" not in out and "chance to win" not in out and "Look-ahead" not in out
    assert "Discards (best first)" in out


def test_a_thirteen_tile_readable_report_gives_both_chances_and_the_improvements():
    hand = Hand.parse("1235m6799p5678s3z")
    one = hand_lookahead(hand, LookaheadRequest(GENERAL, "", 2))
    status, out = cli("analyze", "--ascii", "--turn", "2", str(hand))
    assert status == 0
    assert "Look-ahead (from turn 2, 16 draws left, basic search)" in out
    assert (
        f"ready by the last draw {pct(one.tenpai_prob)}%, win by the last draw "
        f"{pct(one.win_prob)}%" in out
    )
    first = one.improvements[0]
    assert f"{tile_str(first.tile)}x{first.remaining}->{first.effective_count}" in out


def test_the_readable_report_beyond_the_cut_off_says_why():
    status, out = cli("analyze", "--ascii", "--turn", "1", "1m4m7m1p4p7p1s4s7s1z2z3z5z6z")
    assert status == 0
    assert "not searched: the best discard leaves the hand 5-shanten" in out
    assert "Best by the chance to win" not in out


# --- errors and the batch ----------------------------------------------------------------------


@pytest.mark.parametrize("turn", ["0", "18", "-2"])
def test_a_bad_turn_is_the_lines_error(turn):
    status, out = cli("analyze", "--json", "--turn", turn, SHAPE)
    assert status == 1
    assert json.loads(out) == {
        "input": SHAPE,
        "error": f"turn {turn} is outside 1–17 (draw 18 is the last)",
    }
    status, out = cli("analyze", "--turn", turn, SHAPE)
    assert status == 1 and f"error in '{SHAPE}': turn {turn} is outside 1–17" in out


def test_extended_needs_a_turn_and_a_turn_is_a_number(capsys):
    assert cli("analyze", "--json", "--extended", SHAPE) == (2, "")
    assert "--extended needs --turn T" in capsys.readouterr().err
    assert cli("analyze", "--json", "--turn", "x", SHAPE) == (2, "")
    assert "argument --turn: invalid int value: 'x'" in capsys.readouterr().err


def mjtrainer(*args, stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mjtrainer", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_batch_in_a_real_process_answers_every_line():
    lines = [SHAPE, "123m456p789s1122z", "123m", "1m4m7m1p4p7p1s4s7s1z2z3z5z6z", "# note", ""]
    done = mjtrainer("analyze", "--json", "--turn", "3", "-", stdin="\n".join(lines) + "\n")
    assert done.returncode == 1 and done.stderr == ""  # one bad line
    got = [json.loads(x) for x in done.stdout.splitlines()]
    assert len(got) == 4
    assert (
        got[0] == analyze_lookahead(Hand.parse(SHAPE), LookaheadRequest(GENERAL, turn=3)).to_dict()
    )
    assert (
        got[1]
        == analyze_lookahead(Hand.parse(lines[1]), LookaheadRequest(GENERAL, turn=3)).to_dict()
    )
    assert got[2]["input"] == "123m" and "3n+1 or 3n+2" in got[2]["error"]
    assert got[3]["turn"] == 3 and not any(d["searched"] for d in got[3]["discards"])
    done = mjtrainer("analyze", "--json", "--turn", "3", "-", stdin=f"{SHAPE}\n")
    assert done.returncode == 0 and json.loads(done.stdout) == got[0]


def test_a_bad_turn_in_a_batch_is_every_lines_error_and_the_batch_goes_on():
    done = mjtrainer("analyze", "--json", "--turn", "18", "-", stdin=f"{SHAPE}\n123m\n{SHAPE}\n")
    assert done.returncode == 1 and done.stderr == ""
    got = [json.loads(x) for x in done.stdout.splitlines()]
    assert [g["input"] for g in got] == [SHAPE, "123m", SHAPE]
    assert got[0]["error"] == got[2]["error"] == "turn 18 is outside 1–17 (draw 18 is the last)"
    assert "3n+1 or 3n+2" in got[1]["error"]  # the hand is read first


# --- the value (exp_value) ---------------------------------------------------------------------

# 123m 456p 789s 11z 578m with the dora indicator 4m: throwing 5m waits on 6m-9m, throwing 8m
# keeps the dora 5m on a closed wait (6m): it wins less often and is worth more.
DORA = "123m456p789s11z578m"


def test_the_json_gives_exp_value_under_the_scoring_rules_only():
    args = ("analyze", "--json", "--turn", "6", "--rules", "riichi", "--seat-wind", "S")
    status, out = cli(*args, "--dora-indicators", "4m", DORA)
    data = json.loads(out)
    assert status == 0
    riichi = Rules.preset("riichi")
    hand = Hand.parse(DORA)
    worth = win_worth(riichi, Wind.SOUTH, Wind.EAST, (3,), hand=hand, seen=[3])
    legal = legal_win(riichi, Wind.SOUTH, Wind.EAST)
    ask = LookaheadRequest(riichi, [3], 6, False, legal, worth=worth)
    want = {tile_str(a.discard): a.exp_value for a in discard_lookahead(hand, ask)}
    assert {d["discard"]: d["exp_value"] for d in data["discards"]} == want
    assert by_tile(data)["8m"]["exp_value"] > by_tile(data)["5m"]["exp_value"]
    assert by_tile(data)["8m"]["win_prob"] < by_tile(data)["5m"]["win_prob"]
    status, out = cli("analyze", "--json", "--turn", "6", DORA)  # general: no value
    assert all(d["exp_value"] is None for d in json.loads(out)["discards"])
    status, out = cli("analyze", "--json", "--turn", "6", "--rules", "riichi", "123m456p789s1122z")
    assert json.loads(out)["exp_value"] > 0


def test_the_readable_table_gains_a_value_column_and_the_sentence():
    args = ("analyze", "--ascii", "--turn", "6", "--rules", "riichi", "--seat-wind", "S")
    status, out = cli(*args, "--dora-indicators", "4m", DORA)
    assert status == 0
    data = json.loads(cli(*args, "--json", "--dora-indicators", "4m", DORA)[1])
    low, high = by_tile(data)["5m"]["exp_value"], by_tile(data)["8m"]["exp_value"]
    lines = out.splitlines()
    header = next(line for line in lines if "tenpai %" in line)
    assert header.split()[7] == "value"
    row = next(line for line in lines if line.split()[:1] == ["8m"])
    assert row.split()[5] == f"{high:,.0f}"
    assert (
        f"5m wins more often, but 8m is worth more: {high:,.0f} points against {low:,.0f}." in out
    )
    status, out = cli("analyze", "--ascii", "--turn", "6", "--rules", "mcr", DORA)
    assert " fan " in out and "value" in out
    status, out = cli("analyze", "--ascii", "--turn", "6", DORA)
    assert "value" not in out and "worth more" not in out


# Throwing the red five (0m) or 2s wins exactly as often; keeping the red five is worth more.
TIED = "12306m456p2378s11z"


def test_the_value_sentence_says_win_as_often_when_the_chances_are_equal():
    args = ("analyze", "--turn", "1", "--rules", "riichi", TIED)
    data = json.loads(cli(*args, "--json")[1])
    red, two = by_tile(data)["0m"], by_tile(data)["2s"]
    assert red["win_prob"] == two["win_prob"] and two["exp_value"] > red["exp_value"]
    out = cli(*args)[1]
    high, low = f"{two['exp_value']:,.0f}", f"{red['exp_value']:,.0f}"
    assert f"0m and 2s win as often, but 2s is worth more: {high} points against {low}." in out
    assert "wins more often" not in out
