"""``mjtrainer score``: the readable report and the JSON of DESIGN, errors, every situation
option reaching the scorer the same way from the command line and from a batch line, and the
batch form in a real process."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from mjtrainer.cli import run
from mjtrainer.cli.situation import OPTIONS, RULE_OPTIONS
from mjtrainer.core import Hand, Rules
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.quiz import generate
from mjtrainer.scoring import Situation, Wind, score

BIG = "11m222444777z [111p]"  # hand-checked in tests/quiz/test_scoring_quiz.py: 37 points


def cli(*args, stdin=""):
    out = io.StringIO()
    status = run(["score", *args], stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def lines_of(text):
    return [json.loads(line) for line in text.splitlines()]


# --- one hand ------------------------------------------------------------------------------------


def test_readable_mcr_report_lists_the_fans_total_and_verdict():
    status, out = cli(BIG, "--rules", "mcr", "--win-tile", "2z", "--ascii")
    assert status == 0
    assert "Won       2z (South) on a discard · seat E · round E" in out
    fans = [line.split() for line in out.splitlines() if line.startswith("  ") and "  " in line]
    assert [(f[0], f[-2], f[-1]) for f in fans] == [
        ("18", "32", "32"),
        ("59", "2", "2"),
        ("66", "2", "2"),
        ("75", "1", "1"),
    ]
    assert "混幺九" in out and "All Terminals and Honours" in out
    assert "Total     37\n" in out
    assert "Verdict   a win (37 fan, 8 needed without flowers)" in out


def test_a_fan_counted_twice_and_flowers():
    # 111m and 999p pungs: 幺九刻 twice (hand-checked in the quiz tests); 2 flowers on top.
    status, out = cli("111m999p123s456s55z", "--rules", "mcr", "--win-tile", "5z", "--flowers", "2")
    assert status == 0
    row = next(line for line in out.splitlines() if line.split()[:1] == ["73"])
    assert row.split()[-3:] == ["1", "x2", "2"]
    assert "Total     10 (2 from flowers)" in out
    assert "a win (8 fan, 8 needed without flowers)" in out


def test_short_of_eight_is_complete_but_not_a_win():
    # 234m 567p 234s 678s and a White pair, 4m won on a discard: 门前清 2, 喜相逢 1 = 3.
    args = ["234m567p234s678s55z", "--rules", "mcr", "--win-tile", "4m"]
    status, out = cli(*args)
    assert status == 0
    assert "complete, but 3 fan: short of the 8-fan minimum — not a win" in out
    data = json.loads(cli(*args, "--json")[1])
    assert data["win"] is False and data["total"] == 3


def test_readable_riichi_report():
    args = ["234567m234p55678s", "--rules", "riichi", "--win-tile", "5s", "--ascii"]
    status, out = cli(*args, "--seat-wind", "S", "--self-drawn", "--riichi")
    assert status == 0
    assert "Flags     riichi" in out
    assert (
        "Riichi (Riichi)" not in out
        and "  Riichi " in out
        and "Fully concealed self-draw (Menzen tsumo)" in out
    )
    assert "Han       3" in out
    assert "Fu        30: base 20, pair wait (tanki) 2, self-draw 2, rounded up 6" in out
    # 3 han 30 fu: base 30 x 2^5 = 960; the dealer pays 2 x 960 -> 2000, the others 1000.
    assert "Points    4000: 2000 from the dealer, 1000 from each other player" in out
    status, out = cli(*args)  # the dealer (seat East) on a discard: tanyao 1 han 40 fu
    assert "Points    2000 from the discarder" in out and "Limit     -" in out


def test_no_yaku_cannot_win():
    args = ["123m567p99s", "[789m]", "[123s]", "--rules", "riichi", "--win-tile", "1m"]
    status, out = cli(*args)
    assert status == 0 and "Verdict   complete, but no yaku: cannot win" in out
    data = json.loads(cli(*args, "--json")[1])
    assert data["win"] is False and data["reason"] == "no-yaku" and data["points"] is None


def test_json_is_the_scores_own_object():
    status, out = cli(BIG, "--rules", "mcr", "--win-tile", "2z", "--json")
    assert status == 0
    data = json.loads(out)
    expected = score(Hand.parse(BIG), "mcr", Situation(28)).to_dict()
    assert data == expected
    assert list(data) == [
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
    assert data["fans"][0] == {
        "zh": "混幺九",
        "en": "All Terminals and Honours",
        "points": 32,
        "count": 1,
    }
    assert out == json.dumps(expected, ensure_ascii=False) + "\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["12x3m", "--rules", "mcr", "--win-tile", "1m"], "unknown suit letter 'x'"),
        ([BIG, "--rules", "mcr", "--win-tile", "3z"], "the winning tile 3z is not in the hand"),
        ([BIG, "--rules", "mcr", "--win-tile", "1p"], "not in the hand's concealed tiles"),
        (["123m456p789s11234z", "--rules", "mcr", "--win-tile", "1z"], "is not complete"),
        ([BIG, "--rules", "mcr", "--win-tile", "2z", "--riichi"], "riichi applies only under"),
        ([BIG, "--rules", "riichi", "--win-tile", "2z", "--flowers", "1"], "flowers applies only"),
        ([BIG, "--rules", "mcr", "--win-tile", "2z", "--flowers", "9"], "0 to 8 flowers"),
        ([BIG, "--rules", "mcr", "--win-tile", "2z", "--flowers", "x"], "not a whole number"),
        ([BIG, "--rules", "mcr", "--win-tile", "2z1z"], "win_tile '2z1z' is 2 tiles"),
        ([BIG, "--rules", "mcr", "--win-tile", "2z", "--seat-wind", "X"], "unknown wind 'X'"),
        ([BIG, "--rules", "mcr"], "no winning tile"),
        ([BIG, "--rules", "mcr", "--win-tile", "2z", "--kong"], "robbing a kong"),
        (["1m", "--rules", "mcr", "--win-tile", "1m"], "1 tile: a winning hand has 3n+2"),
    ],
)
def test_errors_are_messages_or_error_objects(args, message):
    status, out = cli(*args)
    assert status == 1 and message in out and out.startswith("error in ")
    status, out = cli(*args, "--json")
    data = json.loads(out)
    assert status == 1 and list(data) == ["input", "error"] and message in data["error"]
    assert data["input"] == args[0]


def test_bad_arguments_exit_2(capsys):
    assert cli(BIG, "--win-tile", "2z")[0] == 2
    assert "--rules is required" in capsys.readouterr().err
    assert cli(BIG, "--rules", "general", "--win-tile", "2z")[0] == 2
    assert "invalid choice: 'general'" in capsys.readouterr().err


# --- every option, command line and batch line ------------------------------------------------


# A hand and rules each option can apply to, the option's command-line value, and the field
# of the situation it must set.
OPTION_CASES = {
    "win_tile": ("mcr", "4z", ("win_tile", 30)),
    "self_drawn": ("mcr", True, ("self_drawn", True)),
    "seat_wind": ("mcr", "W", ("seat_wind", Wind.WEST)),
    "round_wind": ("mcr", "N", ("round_wind", Wind.NORTH)),
    "last_tile": ("mcr", True, ("last_tile", True)),
    "kong": ("kong", True, ("kong", True)),
    "last_of_kind": ("held-once", True, ("last_of_kind", True)),
    "flowers": ("mcr", "3", ("flowers", 3)),
    "riichi": ("riichi", True, ("riichi", True)),
    "double_riichi": ("riichi", True, ("double_riichi", True)),
    "ippatsu": ("ippatsu", True, ("ippatsu", True)),
    "dealer": ("riichi", True, ("dealer", True)),
    "dora_indicators": ("riichi", "3p1z", ("dora_indicators", (11, 27))),
    "ura_dora_indicators": ("ura", "9m", ("ura_dora_indicators", (8,))),
    "kita": ("sanma", "2", ("kita", 2)),
    "honba": ("riichi", "2", ("honba", 2)),
    "riichi_sticks": ("riichi", "1", ("riichi_sticks", 1)),
}
SETUPS = {
    # hand, rules, win tile, other keys the option needs (a North pung for the round wind)
    "mcr": ("123m456p789s444z77z", "mcr", "7z", {}),
    "held-once": ("123m456p789s444z77z", "mcr", "3m", {}),
    "kong": ("123m456p77z444z (1111s)", "mcr", "7z", {"self_drawn": True}),
    "riichi": ("123m456p789s777z44z", "riichi", "4z", {}),  # yakuhai: a yaku without riichi
    "ippatsu": ("123m456p789s777z44z", "riichi", "4z", {"riichi": True}),
    "ura": ("123m456p789s777z44z", "riichi", "4z", {"riichi": True}),
    "sanma": ("999m456p789s777z44z", "sanma", "4z", {}),  # three-player: no 2m-8m
}


def test_every_option_has_a_case():
    assert set(OPTION_CASES) == {o.key for o in OPTIONS}


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.key)
def test_each_option_reaches_the_situation_from_both_forms(option):
    setup, value, (field, expected) = OPTION_CASES[option.key]
    hand, rules, win, extra = SETUPS[setup]
    base = {"hand": hand, "rules": rules, "win_tile": win, **extra}
    line = {**base, option.key: int(value) if option.kind == "count" else value}
    argv = [hand, "--rules", rules, "--win-tile", win, "--json"]
    for key, v in {**extra, option.key: value}.items():
        flag = "--" + key.replace("_", "-")
        argv += [flag] if v is True else [flag, v]
    if option.key == "win_tile":
        argv = argv[:3] + argv[5:]  # the option itself gives the winning tile
    tile = parse_tiles(win)[0]
    sit = Situation(**{"win_tile": tile, **extra, field: expected})
    want = score(Hand.parse(hand), rules, sit).to_dict()
    status, out = cli(*argv)
    assert (status, json.loads(out)) == (0, want), argv
    status, out = cli("--json", "-", stdin=json.dumps(line) + "\n")
    assert (status, json.loads(out)) == (0, want), line
    plain = score(Hand.parse(hand), rules, Situation(tile, **extra)).to_dict()
    assert plain["win"]
    assert option.key == "win_tile" or plain != want or field in ("dealer", "seat_wind"), (
        "the case does not show the option at work"
    )


# The riichi options: a hand each changes the score of, the command line's words, the key.
RULE_CASES = {
    "open_tanyao": ("345m567p678s88s [234m]", "5m", ["--no-open-tanyao"], False),
    "red_fives": ("340m567p678s88s [234m]", "5m", ["--red-fives", "3"], 3),
    "kiriage": (
        "234345m567p678s88s",
        "5m",
        ["--kiriage", "--riichi", "--dora-indicators", "1m"],
        True,
    ),
    "kazoe_yakuman": (
        "234234m567567m88m",
        "2m",
        ["--no-kazoe-yakuman", "--riichi", "--self-drawn"],
        False,
    ),
    "double_yakuman": ("119m19p19s1234567z", "1m", ["--no-double-yakuman"], False),
}


def test_every_riichi_option_has_a_case():
    assert set(RULE_CASES) == {o.key for o in RULE_OPTIONS}


@pytest.mark.parametrize("key", sorted(RULE_CASES))
def test_each_riichi_option_reaches_the_scorer_from_both_forms(key):
    hand, win, words, value = RULE_CASES[key]
    extra = {"riichi": "--riichi" in words, "self_drawn": "--self-drawn" in words}
    dora = (0,) if "--dora-indicators" in words else ()
    sit = Situation(parse_tiles(win)[0], dora_indicators=dora, **extra)
    rules = Rules.preset("riichi").with_riichi_options(**{key: value})
    want = score(Hand.parse(hand), rules, sit).to_dict()
    status, out = cli(hand, "--rules", "riichi", "--win-tile", win, "--json", *words)
    assert (status, json.loads(out)) == (0, want)
    line = {"hand": hand, "rules": "riichi", "win_tile": win, key: value, **extra}
    if dora:
        line["dora_indicators"] = "1m"
    status, out = cli("--json", "-", stdin=json.dumps(line) + "\n")
    assert (status, json.loads(out)) == (0, want), line
    if key != "red_fives":  # the default differs, so the case shows the option at work
        assert score(Hand.parse(hand), "riichi", sit).to_dict() != want


def test_riichi_options_need_the_riichi_rules_and_good_values(capsys):
    status, out = cli("--json", "-", stdin=json.dumps(
        {"hand": BIG, "rules": "mcr", "win_tile": "2z", "kiriage": True}) + "\n")  # fmt: skip
    assert status == 1 and "--kiriage: riichi options, they need the riichi rules" in out
    status, out = cli("--json", "-", stdin=json.dumps(
        {"hand": BIG, "rules": "riichi", "win_tile": "2z", "red_fives": 2}) + "\n")  # fmt: skip
    assert status == 1 and "red_fives 2: give 0 or 3" in out
    status, out = cli("--json", "-", stdin=json.dumps(
        {"hand": BIG, "rules": "riichi", "win_tile": "2z", "kiriage": "yes"}) + "\n")  # fmt: skip
    assert status == 1 and "kiriage must be true or false" in out
    assert cli(BIG, "--rules", "riichi", "--win-tile", "2z", "--red-fives", "2")[0] == 2


def test_red_fives_off_refuses_a_red_five_and_the_payment_shows_the_sticks():
    status, out = cli("340m567p678s88s [234m]", "--rules", "riichi", "--win-tile", "5m",
                      "--red-fives", "0")  # fmt: skip
    assert status == 1 and "red 5m: these rules play without red fives" in out
    status, out = cli("234345m567p678s88s", "--rules", "riichi", "--win-tile", "5m",
                      "--honba", "2", "--riichi-sticks", "1", "--seat-wind", "S")  # fmt: skip
    assert status == 0
    assert (
        "Points    3600: 2600 from the discarder (honba 600 included, 1000 in riichi sticks)" in out
    )
    assert "Sticks    honba 2, riichi sticks 1" in out


# --- the batch -----------------------------------------------------------------------------------


def test_batch_lines_override_the_command_line_defaults_and_go_on_past_bad_ones():
    lines = [
        json.dumps({"hand": BIG, "win_tile": "2z"}),  # rules from the command line
        json.dumps({"hand": BIG, "win_tile": "2z", "self_drawn": True}),
        "",
        "# a comment",
        json.dumps({"hand": "234567m234p55678s", "rules": "riichi", "win_tile": "5s"}),
        json.dumps({"hand": BIG, "win_tile": "2z", "colour": "red"}),  # unknown key
        json.dumps({"hand": BIG, "win_tile": "2z", "self_drawn": "yes"}),  # bad type
        json.dumps({"hand": BIG, "win_tile": 28}),  # a tile is text
        json.dumps({"hand": BIG, "win_tile": "2z", "flowers": 1.5}),
        json.dumps({"hand": BIG}),  # no winning tile here nor on the command line
        json.dumps({"hand": BIG, "win_tile": "2z", "rules": "general"}),
        json.dumps({"win_tile": "2z"}),
        json.dumps([BIG]),
        "{not json",
        json.dumps({"hand": BIG, "win_tile": "2z", "dora_indicators": "3p"}),  # riichi only
    ]
    status, out = cli("--rules", "mcr", "--json", "-", stdin="\n".join(lines) + "\n")
    got = lines_of(out)
    assert status == 1 and len(got) == 13
    hand = Hand.parse(BIG)
    assert got[0] == score(hand, "mcr", Situation(28)).to_dict()
    assert got[1] == score(hand, "mcr", Situation(28, self_drawn=True)).to_dict()
    assert got[2]["rules"] == "riichi" and got[2]["han"] == 1
    errors = [g["error"] for g in got[3:]]
    assert errors[0].startswith("unknown key 'colour': a line's keys are hand, rules, win_tile,")
    assert errors[1] == "self_drawn must be true or false, not text"
    assert errors[2] == 'win_tile must be text (a tile, e.g. "2z"), not a number'
    assert errors[3] == "flowers must be a whole number, not a number"
    assert errors[4].startswith("no winning tile")
    assert errors[5] == "rules 'general': scoring needs mcr or riichi"
    assert errors[6] == 'no hand: a line needs "hand"'
    assert errors[7].startswith("a line is a JSON object")
    assert errors[8].startswith("not JSON: ")
    assert errors[9] == "dora_indicators applies only under the riichi rules"
    assert all(g["input"] for g in got[3:])


def test_a_command_line_flag_is_a_default_a_line_can_turn_off():
    stdin = json.dumps({"hand": BIG, "win_tile": "2z", "self_drawn": False}) + "\n"
    status, out = cli("--rules", "mcr", "--self-drawn", "--json", "-", stdin=stdin)
    assert status == 0 and json.loads(out)["self_drawn"] is False
    stdin = json.dumps({"hand": BIG, "win_tile": "2z"}) + "\n"
    assert json.loads(cli("--rules", "mcr", "--self-drawn", "--json", "-", stdin=stdin)[1])[
        "self_drawn"
    ]


def test_batch_readable_form_and_all_good_exit_0():
    stdin = json.dumps({"hand": BIG, "rules": "mcr", "win_tile": "2z"}) + "\n"
    status, out = cli("-", stdin=stdin)
    assert status == 0 and "Total     37" in out


def test_batch_in_a_real_process_with_bad_bytes_and_a_long_line():
    qs = [
        generate("scoring", lv, s, r) for r in ("mcr", "riichi") for lv in (1, 2, 3) for s in (1, 2)
    ]
    good = []
    for q in qs:
        sit = q.situation.to_dict()
        line = {"hand": str(q.hand), "rules": q.rules}
        line.update({k: v for k, v in sit.items() if v not in (False, 0, "", "E")})
        good.append(json.dumps(line, ensure_ascii=False).encode())
    data = b"\n".join([good[0], b'{"hand": "\xff\xfe"}', b"x" * 100_000, *good[1:]]) + b"\n"
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "score", "--json", "-"],
        input=data,
        capture_output=True,
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
    )
    assert done.returncode == 1, done.stderr
    assert done.stderr == b""
    out = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert len(out) == len(qs) + 2
    assert "line 2 is not valid UTF-8" in out[1]["error"]
    assert "line 3 is longer than" in out[2]["error"] and out[2]["input"].endswith("…")
    answers = [out[0], *out[3:]]
    assert answers == [q.score.to_dict() for q in qs]


def test_a_console_that_cannot_write_chinese_gets_english_fans():
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "score", BIG, "--rules", "mcr", "--win-tile", "2z"],
        capture_output=True,
        env=dict(os.environ, PYTHONIOENCODING="cp1252"),
    )
    assert done.returncode == 0 and done.stderr == b""
    text = done.stdout.decode("cp1252")
    assert "All Terminals and Honours" in text and "Total     37" in text
    assert "?" not in text  # nothing was replaced: the Chinese names were left out
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "score", BIG, "--rules", "mcr", "--win-tile", "2z"]
        + ["--json"],
        capture_output=True,
        env=dict(os.environ, PYTHONIOENCODING="cp1252"),
    )
    assert json.loads(done.stdout)["fans"][0]["zh"] == "混幺九"  # escaped in the JSON


def test_an_mcr_win_says_who_pays_what():
    # 37 points on a discard: the discarder pays 8 + 37, the other two 8 each.
    status, out = cli(BIG, "--rules", "mcr", "--win-tile", "2z")
    assert status == 0
    assert "Payments  45 fan from the discarder, 8 from each other player, 61 in all" in out
    status, out = cli(BIG, "--rules", "mcr", "--win-tile", "2z", "--self-drawn", "--json")
    data = json.loads(out)
    each = 8 + data["total"]
    assert data["payments"] == {"received": 3 * each, "from_others": each}
