"""QA regression guards for the command line: exit codes, JSON shape, batch mode, and a few
answers checked by hand (exploratory-testing findings that work and matter)."""

from __future__ import annotations

import io
import json

import pytest

from mjtrainer.cli import run

JSON_KEYS = {
    "hand",
    "rules",
    "tiles",
    "shanten",
    "win",
    "decompositions",
    "waits",
    "effective",
    "effective_count",
    "discards",
}


def cli(*argv: str, stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    status = run(list(argv), stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def one_json(*argv: str) -> dict:
    status, text = cli("analyze", "--json", *argv)
    assert status == 0, text
    data = json.loads(text)
    assert set(data) == JSON_KEYS
    return data


def test_nine_gates_waits_on_every_character_with_23_left() -> None:
    d = one_json("1112345678999m")
    assert [w["tile"] for w in d["waits"]] == [f"{n}m" for n in range(1, 10)]
    assert sum(w["remaining"] for w in d["waits"]) == 23
    assert d["shanten"] == 0 and d["win"] is False and d["discards"] == []


def test_thirteen_orphans_13_waits_39_left() -> None:
    d = one_json("19m19p19s1234567z")
    assert len(d["waits"]) == 13
    assert sum(w["remaining"] for w in d["waits"]) == 39
    assert {k for w in d["waits"] for k in w["kinds"]} == {"kokushi"}


def test_no_fifth_copy_makes_123456789m1111z_one_shanten() -> None:
    assert one_json("123456789m1111z")["shanten"] == 1


@pytest.mark.parametrize(("rules", "win"), [("general", False), ("riichi", False), ("mcr", True)])
def test_knitted_hand_wins_under_mcr_only(rules: str, win: bool) -> None:
    d = one_json("147m258p369s12345z", "--rules", rules)
    assert d["win"] is win
    assert (d["shanten"] == -1) is win


def test_source_article_honour_orders() -> None:
    # article 000: 27.. = E S W N 中 發 白; article 001: 40.. = E S W N 中 發 白
    assert one_json("--from", "index000", "27", "31", "33", "33")["hand"] == "1557z"
    assert one_json("--from", "code001", "21", "31", "40", "46")["hand"] == "1p1s15z"


@pytest.mark.parametrize(
    "hand",
    [
        "123x",
        "11111m2345p",
        "123456789m123456p",
        "11m [124m] 123p456s",
        "11m123p456s789s [12m]",
        "11m123p456s789s (111m)",
        "11m123p456s789s [123m",
        "11m123p456s789s 123m]",
        "0z",
        "8z",
        "",
        "一 二",
        "１２３ｍ",
    ],
)
def test_bad_hand_exits_1_with_an_error_object(hand: str) -> None:
    status, text = cli("analyze", "--json", hand)
    assert status == 1
    data = json.loads(text)
    assert data["input"] == hand and data["error"]
    status, text = cli("analyze", hand)
    assert status == 1 and text.startswith("error in ")


def test_seen_making_a_fifth_copy_is_a_bad_hand() -> None:
    status, text = cli("analyze", "--json", "1112345678999m", "--seen", "11m")
    assert status == 1
    assert "5 copies of 1m" in json.loads(text)["error"]


@pytest.mark.parametrize(
    "argv",
    [
        ["analyze"],
        ["analyze", "11m", "--rules", "foo"],
        ["analyze", "--from", "foo", "1"],
        ["quiz", "--level", "0"],
        ["quiz", "--count", "0"],
        ["quiz", "--seed", "-1"],
        ["quiz", "--kind", "discard", "--level", "5", "--json"],
    ],
)
def test_bad_arguments_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(*argv)[0] == 2


def test_batch_goes_on_past_bad_and_blank_lines() -> None:
    lines = "1112345678999m\n   \n\nbad\n# comment\n19m19p19s1234567z\n\t\n11111m\n"
    status, text = cli("analyze", "--json", "-", stdin=lines)
    rows = [json.loads(x) for x in text.splitlines()]
    assert status == 1
    assert [("error" in r) for r in rows] == [False, True, False, True]
    assert rows[1]["input"] == "bad"
    status, text = cli("analyze", "--json", "-", stdin="1112345678999m\n19m19p19s1234567z\n")
    assert status == 0 and len(text.splitlines()) == 2


def test_quiz_json_is_deterministic_and_matches_analyze() -> None:
    argv = ("quiz", "--kind", "waits", "--level", "3", "--count", "20", "--seed", "7", "--json")
    first, second = cli(*argv), cli(*argv)
    assert first == second and first[0] == 0
    for line in first[1].splitlines():
        q = json.loads(line)
        d = one_json(q["hand"], "--rules", q["rules"])
        assert [w["tile"] for w in d["waits"]] == q["answer"]
