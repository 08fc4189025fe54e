"""``mjtrainer review``: the JSON lines of DESIGN.md, the readable tables, a log from standard
input, exit 1 with the reader's message for a log that cannot be read, 2 for bad arguments."""

from __future__ import annotations

import io
import json

import pytest

from mjtrainer.cli import run
from tests.game.handmade import riichi_log
from tests.game.test_review import check_keys


def _stdin(text: str) -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(text.encode()), encoding="utf-8")


@pytest.fixture
def log(tmp_path):
    path = tmp_path / "game.mjson"
    path.write_text(riichi_log(), encoding="utf-8")
    return path


def test_json_lines_have_exactly_the_design_keys(log):
    out = io.StringIO()
    assert run(["review", str(log), "--json"], stdout=out) == 0
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    check_keys(lines)
    assert [x["type"] for x in lines] == [
        "game", "round", "decision", "decision", "decision", "win", "summary",
    ]  # fmt: skip
    assert lines[0]["players"] == ["Ann", "Bo", "Cy", "Di"] and lines[0]["format"] == "mjai"
    assert lines[2]["grade"] == "best" and lines[2]["riichi"] and lines[4]["forced"]
    # the riichi declared with 7z: riichi against dama, after the discard it declares with
    assert lines[3]["kind"] == "riichi" and lines[3]["played"] == "riichi 7z"
    assert [c["choice"] for c in lines[3]["choices"]] == ["dama 7z", "riichi 7z"]
    assert lines[2]["hand"] == "12345m456p789s117z" and lines[2]["seen"] == "4z"
    # The riichi stick is in our payments now: the deltas are compared, and agree.
    assert lines[5]["scored"]["han"] == 5 and lines[5]["agrees"] is True


@pytest.mark.parametrize(
    ("lang", "words"), [("en", ("Riichi or dama at turn 1: riichi 7z", "dama 7z")),
                        ("zh_CN", ("第 1 巡立直或默听：立直 中", "默听 中"))],
)  # fmt: skip
def test_the_text_names_the_riichi_decision(log, lang, words):
    out = io.StringIO()
    assert run(["review", str(log), "--lang", lang], stdout=out) == 0
    text = out.getvalue()
    for word in words:
        assert word in text


def test_player_name_picks_the_seat_and_stdin_reads(log):
    out = io.StringIO()
    assert (
        run(["review", "-", "--player", "Cy", "--json"], stdin=_stdin(riichi_log()), stdout=out)
        == 0
    )
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert lines[0]["seat"] == 2 and lines[-1]["seat"] == 2
    discards = [x for x in lines if x["type"] == "decision" and x["kind"] == "discard"]
    assert len(discards) == 2  # seat 2 threw two tiles
    # each kept its ready hand (seven pairs) quiet: two riichi decisions, dama played
    riichis = [x for x in lines if x["type"] == "decision" and x["kind"] == "riichi"]
    assert [x["played"] for x in riichis] == ["dama 4z", "dama 1m"]


def test_readable_form(log):
    out = io.StringIO()
    assert run(["review", str(log)], stdout=out) == 0
    text = out.getvalue()
    assert "turn  hand" in text and "grade" in text
    assert "12345m456p789s117z" in text and "forced" in text
    assert "recorded:" in text and "scored: han 5 fu 30 12000 points" in text
    assert "Summary: 2 decisions, 1 searched" in text


def test_readable_form_in_chinese_gives_the_hands_points(log):
    """A dealer's mangan is 12,000 points (4000 all); the riichi stick it takes is in the
    deltas, never in the points."""
    out = io.StringIO()
    assert run(["review", str(log), "--lang", "zh_CN"], stdout=out) == 0
    text = out.getvalue()
    assert "重新计分：5 番 30 符 12000 点" in text and "13000 点" not in text


def test_red_fives_print_as_zero(tmp_path):
    red = riichi_log().replace('"4p", "5p", "6p"', '"4p", "5pr", "6p"')
    path = tmp_path / "red.mjson"
    path.write_text(red, encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path), "--json"], stdout=out) == 0
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert lines[2]["hand"] == "12345m406p789s117z"
    assert lines[3]["kind"] == "riichi" and lines[5]["hand"] == "123345m406p789s11z"


def test_corrupt_log_exits_1_with_the_message(tmp_path, capsys):
    bad = riichi_log().replace('"pai": "C", "tsumogiri"', '"pai": "9p", "tsumogiri"')
    path = tmp_path / "bad.mjson"
    path.write_text(bad, encoding="utf-8")
    assert run(["review", str(path)], stdout=io.StringIO()) == 1
    err = capsys.readouterr().err
    assert "round E1, event 3" in err and "seat 0 discards 9p but holds none" in err
    assert run(["review", str(tmp_path / "missing.json")], stdout=io.StringIO()) == 1
    assert "cannot read" in capsys.readouterr().err
    assert run(["review", "-"], stdin=_stdin("hello"), stdout=io.StringIO()) == 1
    assert "not a game log" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["--seat", "4"],
        ["--seat", "-1"],
        ["--seat", "x"],
        ["--player", "Nobody"],
        ["--seat", "1", "--player", "Ann"],
    ],
)
def test_bad_arguments_exit_2(log, argv, capsys):
    assert run(["review", str(log), *argv], stdout=io.StringIO()) == 2
    assert "error" in capsys.readouterr().err


def test_danger_against_a_riichi_in_both_forms(log):
    out = io.StringIO()
    assert run(["review", str(log), "--seat", "1", "--json"], stdout=out) == 0
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    check_keys(lines)
    decisions = [x for x in lines if x["type"] == "decision" and x["kind"] == "discard"]
    assert decisions and all(x["danger"] is not None for x in decisions)  # seat 0 is in riichi
    for x in decisions:
        danger = x["danger"]
        assert set(danger) == {"played", "safest", "safest_chance"}
        assert [a["seat"] for a in danger["played"]["against"]] == [0]
        assert danger["safest_chance"] <= danger["played"]["chance"]
    out = io.StringIO()
    assert run(["review", str(log), "--seat", "1"], stdout=out) == 0
    text = out.getvalue()
    assert "deal-in" in text
    chance = decisions[0]["danger"]["played"]["chance"]
    assert f"{100 * chance:.1f}%" in text


def test_a_deal_in_is_named_in_both_forms(tmp_path, monkeypatch):
    from mjtrainer.game import review as review_module
    from tests.game import engine
    from tests.game.test_review_danger import _shape_only

    monkeypatch.setattr(review_module, "grade_decision", _shape_only)  # the danger is real
    path = tmp_path / "engine.mjson"
    path.write_text(engine.mjai_text(11), encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path), "--seat", "2", "--json"], stdout=out) == 0
    summary = json.loads(out.getvalue().splitlines()[-1])
    named = [d for d in summary["deal_ins"] if d["round"] == 3]
    assert len(named) == 1 and named[0]["winner"] == 0
    assert any(m["deal_in"] for m in summary["mistakes"])
    out = io.StringIO()
    assert run(["review", str(path), "--seat", "2"], stdout=out) == 0
    text = out.getvalue()
    assert "deal-ins against a riichi with a safer tile in hand:" in text
    assert f"played {named[0]['played']} ({100 * named[0]['chance']:.1f}% to deal in)" in text
    assert "DEALT IN" in text


@pytest.mark.parametrize(
    ("lang", "liable", "agrees"),
    [("en", "seat 1 liable (pao)", "    agrees ("), ("zh_CN", "座位 1 负包牌责任", "    一致（")],
)
def test_a_liable_seat_is_said_and_its_payments_agree(tmp_path, lang, liable, agrees):
    """Tenhou's 大三元 ron with seat 1 liable (tests/game/test_liability.py): the record's
    liability is said, and our payments with it agree with the record's."""
    from tests.game.test_liability import mjlog

    path = tmp_path / "pao.mjlog"
    path.write_text(mjlog(False), encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path), "--lang", lang], stdout=out) == 0
    text = out.getvalue()
    assert liable in text and agrees in text
    assert "+32300 -16300 -16000 0" in text


def test_one_round_is_one_round(log):
    """A one-round game is "of 1 round", never "1 rounds" (and "共 1 局" in Chinese)."""
    for lang, said in (("en", "game of 1 round,"), ("zh_CN", "共 1 局，")):
        out = io.StringIO()
        assert run(["review", str(log), "--lang", lang], stdout=out) == 0
        assert said in out.getvalue().splitlines()[0], out.getvalue().splitlines()[0]


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "Call or pass on "), ("zh_CN", "鸣牌或不鸣：")]
)  # fmt: skip
def test_the_text_names_each_call_decision(tmp_path, lang, word):
    from tests.game import engine

    path = tmp_path / "engine.mjson"
    path.write_text(engine.mjai_text(1), encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path), "--lang", lang], stdout=out) == 0
    lines = [x for x in out.getvalue().splitlines() if word in x]
    json_out = io.StringIO()
    assert run(["review", str(path), "--json"], stdout=json_out) == 0
    calls = [x for x in map(json.loads, json_out.getvalue().splitlines())
             if x["type"] == "decision" and x["kind"] == "call"]  # fmt: skip
    assert calls and len(lines) == len(calls)  # one line a call decision


def test_a_three_player_game_has_seats_0_to_2(tmp_path, capsys):
    from tests.game.engine import mjai_text

    path = tmp_path / "sanma.mjson"
    path.write_text(mjai_text(1, "3p-red-half"))
    assert run(["review", str(path), "--seat", "3"], stdout=io.StringIO()) == 2
    assert "a seat is 0–2" in capsys.readouterr().err
    out = io.StringIO()
    assert run(["review", str(path), "--seat", "2", "--json"], stdout=out) == 0
    head = json.loads(out.getvalue().splitlines()[0])
    assert head["rules"]["name"] == "sanma" and len(head["players"]) == 3


def test_a_repeated_round_is_told_apart_in_the_summary():
    """Two East 1s (the second with a honba) are "E1" and "E1-1" where the summary lists
    losses by round, so a learner can find each; a round without honba keeps its name."""
    from pathlib import Path

    path = Path(__file__).parent.parent / "game" / "data" / "engine_sanma_east_0.mjson"
    out = io.StringIO()
    assert run(["review", str(path), "--seat", "1", "--lang", "en"], stdout=out) == 0
    line = next(x for x in out.getvalue().splitlines() if "lost per round:" in x)
    names = [item.split()[0] for item in line.split(": ", 1)[1].split(", ")]
    assert names == ["E1", "E1-1", "E2-2", "E3"], line
