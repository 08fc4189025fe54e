"""``mjtrainer analyze`` under the rules that value a win: ``--win-tile`` adds the score of a
complete hand, a ready hand gets each wait's value, and the general rules' output is as
before."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.core import Hand, Rules, analyze, waits
from mjtrainer.scoring import Situation, Wind, score, wait_values

from .keys import KEYS

COMPLETE = "123m456p789s11222z"
# Waits on East and South (a dual pung): under riichi, seat and round East, South gives no yaku
# on a discard, while a self-draw of the concealed hand has menzen tsumo.
READY = "123m456p789s1122z"
# 234m 567p 234s 678s waiting on the White dragon alone: 门前清 2 + 喜相逢 1 + 单钓将 1 = 4
# on a discard, 不求人 4 + 喜相逢 1 + 单钓将 1 = 6 by self-draw: short of 8 both ways.
SHORT = "234m567p234s678s5z"


def cli(*args, stdin=""):
    out = io.StringIO()
    status = run(["analyze", *args], stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_win_tile_adds_the_score_of_a_complete_hand(rules):
    status, out = cli(COMPLETE, "--rules", rules, "--win-tile", "2z", "--seat-wind", "S", "--json")
    data = json.loads(out)
    assert status == 0 and list(data) == [*KEYS, "score"]
    want = score(Hand.parse(COMPLETE), rules, Situation(28, seat_wind=Wind.SOUTH)).to_dict()
    assert data["score"] == want
    assert {k: v for k, v in data.items() if k != "score"} == analyze(
        Hand.parse(COMPLETE), Rules.preset(rules)
    ).to_dict()


@pytest.mark.parametrize("rules", ["general", "mcr", "riichi"])
def test_without_win_tile_a_complete_hand_reads_as_before(rules):
    status, out = cli(COMPLETE, "--rules", rules, "--json")
    assert status == 0 and list(json.loads(out)) == KEYS


def test_a_complete_hand_that_may_not_be_declared_says_why():
    _, out = cli(
        "123m567p99s", "[789m]", "[123s]", "--rules", "riichi", "--win-tile", "1m", "--json"
    )
    s = json.loads(out)["score"]
    assert s["win"] is False and s["reason"] == "no-yaku"
    _, out = cli("234m567p234s678s55z", "--rules", "mcr", "--win-tile", "4m", "--json")
    s = json.loads(out)["score"]
    assert s["win"] is False and s["total"] == 3 and s["minimum"] == 8
    status, out = cli("234m567p234s678s55z", "--rules", "mcr", "--win-tile", "4m")
    assert status == 0
    assert "complete, but 3 fan: short of the 8-fan minimum — not a win" in out


def test_readable_report_gains_the_score():
    status, out = cli(COMPLETE, "--rules", "mcr", "--win-tile", "2z", "--ascii")
    assert status == 0
    score_part = out[out.index("\nScore\n") :]
    assert "花龙" in score_part and "Mixed Straight" in score_part
    assert "  Total     11" in score_part


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_a_ready_hand_gets_each_waits_value(rules):
    status, out = cli(READY, "--rules", rules, "--json")
    data = json.loads(out)
    assert status == 0 and list(data) == [*KEYS, "wait_values"]
    hand = Hand.parse(READY)
    tiles = tuple(w.tile for w in waits(hand, Rules.preset(rules)))
    assert tiles == (27, 28)
    want = [v.to_dict() for v in wait_values(hand, rules, tiles, Situation(27))]
    assert data["wait_values"] == want
    assert [v["tile"] for v in data["wait_values"]] == ["1z", "2z"]


def value_rows(out):
    lines = out.splitlines()
    return lines[lines.index("Wait values") + 2 :]


def test_wait_values_flag_what_cannot_win():
    status, out = cli(READY, "--rules", "riichi", "--ascii")
    assert status == 0
    # Hand-checked, the dealer (seat East, round East):
    # 1z ron: double East 2 han; 20 + 10 concealed ron + 4 (the pung the discard completed)
    #   -> 40 fu; 40 x 2^4 x 6 = 3840 -> 3900. 1z tsumo: + menzen tsumo = 3 han; 20 + 2 + 8
    #   -> 30 fu; each pays 2 x 960 -> 2000: 6000.
    # 2z ron: no yaku. 2z tsumo: menzen tsumo 1 han; 20 + 2 + 8 (the concealed South pung)
    #   + 4 (the East pair, seat and round wind) -> 40 fu; each pays 2 x 320 -> 700: 2100.
    assert [row.split(None, 1)[1].rstrip() for row in value_rows(out)] == [
        "2 han 40 fu 3900                     3 han 30 fu 6000",
        "no yaku on ron  (cannot win)         1 han 40 fu 2100",
    ]
    status, out = cli(SHORT, "--rules", "mcr", "--ascii")
    (row,) = value_rows(out)
    assert row.split(None, 1)[1].rstrip() == (
        "4 fan, short of 8 fan  (cannot win)  6 fan, short of 8 fan  (cannot win)"
    )
    data = json.loads(cli(SHORT, "--rules", "mcr", "--json")[1])
    assert data["wait_values"] == [
        {
            "tile": "5z",
            "ron": {"win": False, "total": 4, "fan_value": 4},
            "tsumo": {"win": False, "total": 6, "fan_value": 6},
        }
    ]


def test_situation_options_shape_the_wait_values():
    # Seat South: the South pung is a yaku on a discard too.
    data = json.loads(cli(READY, "--rules", "riichi", "--seat-wind", "S", "--json")[1])
    south = data["wait_values"][1]
    assert south["tile"] == "2z" and south["ron"]["win"] is True
    # The robbed-kong flag rules a self-draw out, and a dual-pung tile cannot be robbed.
    data = json.loads(cli("123m456p789s23s11z", "--rules", "mcr", "--kong", "--json")[1])
    assert [v["tsumo"] for v in data["wait_values"]] == [None, None]
    assert all(v["ron"]["win"] for v in data["wait_values"])  # 抢杠和 8 on top


def test_general_output_is_unchanged_and_refuses_situation_options(capsys):
    status, out = cli(READY, "--json")
    assert status == 0 and list(json.loads(out)) == KEYS
    status, out = cli(READY, "--ascii")
    assert "Wait values" not in out
    status, out = cli(COMPLETE, "--win-tile", "2z", "--riichi")
    assert status == 2 and out == ""
    err = capsys.readouterr().err
    assert "--win-tile, --riichi: the situation of a win needs --rules mcr or riichi" in err


def test_bad_situations_are_that_hands_error():
    status, out = cli(COMPLETE, "--rules", "mcr", "--win-tile", "3z", "--json")
    assert status == 1 and "the winning tile 3z is not in the hand" in json.loads(out)["error"]
    status, out = cli(READY, "--rules", "mcr", "--riichi", "--json")
    assert status == 1 and "riichi applies only under the riichi rules" in json.loads(out)["error"]
    status, out = cli(COMPLETE, "--rules", "mcr", "--win-tile", "xx")
    assert status == 1 and out.startswith("error in ")


def test_batch_with_win_tile_in_a_real_process():
    lines = [
        "11m222444777z [111p]",  # complete: scored
        "123m456p789s1122z",  # ready: wait values
        "123m456p789s11234z",  # neither
        "11m333444777z [111p]",  # complete, but 2z is not in it
    ]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mjtrainer",
            "analyze",
            "--json",
            "--rules",
            "mcr",
            "--win-tile",
            "2z",
            "-",
        ],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert done.returncode == 1 and done.stderr == ""
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert out[0]["score"]["total"] == 37
    assert "wait_values" in out[1] and "score" not in out[1]
    assert list(out[2]) == KEYS
    assert out[3] == {
        "input": "11m333444777z [111p]",
        "error": "the winning tile 2z is not in the hand's concealed tiles",
    }


def test_dora_indicators_are_seen_tiles_under_riichi():
    """An indicator lies face up on the wall: the copies left and the look-ahead count it as
    seen, beside --seen; a fifth copy with it is refused; ura dora stay hidden."""
    hand = "123m456p789s1122z"
    code, out = cli(hand, "--rules", "riichi", "--dora-indicators", "1z", "--json")
    assert code == 0
    expected = analyze(Hand.parse(hand), Rules.preset("riichi"), "1z").to_dict()["waits"]
    assert json.loads(out)["waits"] == expected
    code, out = cli(
        *(hand, "--rules", "riichi", "--dora-indicators", "1z", "--seen", "2z"),
        *("--turn", "5", "--json"),
    )
    assert code == 0
    assert {w["tile"]: w["remaining"] for w in json.loads(out)["waits"]} == {"1z": 1, "2z": 1}
    code, out = cli(
        *(hand, "--rules", "riichi", "--dora-indicators", "1z", "--seen", "1z1z"),
        "--json",
    )
    assert code == 1
    assert json.loads(out)["error"] == "5 copies of 1z (2 in hand, 3 seen): there are only 4"
    code, out = cli(
        *(hand, "--rules", "riichi", "--riichi", "--ura-dora-indicators", "1z"),
        "--json",
    )
    assert code == 0
    assert {w["tile"]: w["remaining"] for w in json.loads(out)["waits"]} == {"1z": 2, "2z": 2}
