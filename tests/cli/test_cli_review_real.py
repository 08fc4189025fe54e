"""``mjtrainer review`` on real logs (tests/game/data/real): a Tenhou game from the viewer, a
Mahjong Soul game exported as tenhou.net/6 JSON, Tenhou's XML, the viewer's rounds one a line,
and a real game written as mjai; each exits 0 with the game's players, its rounds, a decision
line for every discard of the seat, and every win scored again as recorded."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjtrainer.cli import run
from mjtrainer.game import Discard, read_game, to_mjai
from mjtrainer.game.record import Riichi

REAL = Path(__file__).parent.parent / "game" / "data" / "real"


def _review(path: Path, *extra: str) -> list[dict]:
    out = io.StringIO()
    assert run(["review", str(path), "--json", *extra], stdout=out) == 0
    return [json.loads(x) for x in out.getvalue().splitlines()]


def _check(lines: list[dict], path: Path, seat: int, fmt: str) -> None:
    game = read_game(path.read_bytes())
    head = lines[0]
    assert head["type"] == "game" and head["format"] == fmt and head["seat"] == seat
    assert head["players"] == list(game.players) and head["rounds"] == len(game.rounds)
    rounds = [x for x in lines if x["type"] == "round"]
    assert [x["name"] for x in rounds] == [r.name for r in game.rounds]
    discards = sum(isinstance(e, Discard) and e.seat == seat for r in game.rounds for e in r.events)
    decisions = [x for x in lines if x["type"] == "decision"]
    assert sum(x["kind"] == "discard" for x in decisions) == discards > 0
    # every riichi the seat declared is a riichi decision, riichi played
    declared = sum(isinstance(e, Riichi) and e.seat == seat for r in game.rounds for e in r.events)
    riichis = [x for x in decisions if x["kind"] == "riichi"]
    assert sum(x["played"].startswith("riichi ") for x in riichis) == declared
    wins = [x for x in lines if x["type"] == "win"]
    assert len(wins) == sum(type(e).__name__ == "Win" for r in game.rounds for e in r.ends)
    assert wins and all(w["agrees"] is True for w in wins)
    assert lines[-1]["type"] == "summary" and lines[-1]["seat"] == seat


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("mjai-reviewer_ranked_game.json", "tenhou6"),  # Tenhou, from the viewer
        ("mjx_double-ron.mjlog", "mjlog"),  # Tenhou's XML
        ("mjx_2011020414gm-00a9-0000-ef18f336.json", "tenhou6"),  # the viewer's rounds a line
    ],
)
def test_real_tenhou_logs_review(name, fmt):
    path = REAL / name
    _check(_review(path), path, 0, fmt)


def test_a_mahjong_soul_game_reviews_for_the_player_named():
    path = REAL / "kbkn3_2025_1_1_Jade_Room_South.json"
    lines = _review(path, "--player", "kbkn3")
    _check(lines, path, 1, "tenhou6")
    assert lines[0]["players"][3] == "도라왕"


def test_a_real_game_written_as_mjai_reviews(tmp_path):
    game = read_game((REAL / "mjx_double-ron.mjlog").read_bytes())
    path = tmp_path / "double-ron.mjson"
    path.write_text(to_mjai(game), encoding="utf-8")
    lines = _review(path, "--seat", "3")
    _check(lines, path, 3, "mjai")
    # The double ron: two win lines in the last round, both from seat 3.
    last = [x for x in lines if x["type"] == "win" and x["round"] == 3]
    assert [(x["winner"], x["from"]) for x in last] == [(0, 3), (2, 3)]


def test_the_record_that_loses_a_riichi_stick_shows_the_difference():
    lines = _review(REAL / "mjai-reviewer_confusing_nakis_1.json")
    (win,) = [x for x in lines if x["type"] == "win"]
    assert win["agrees"] is False
    assert win["recorded"]["deltas"] == [1600, 0, -1600, 0]
    assert win["scored"]["deltas"] == [2600, 0, -1600, 0]


def test_the_readable_form_of_a_real_round():
    out = io.StringIO()
    path = REAL / "mjai-reviewer_double_kakan_then_chankan.json"
    assert run(["review", str(path), "--player", "Dさん"], stdout=out) == 0
    text = out.getvalue()
    assert "turn  hand" in text and "recorded:" in text and "Summary:" in text
    assert "Robbing a kong 1" in text  # the robbed kong, scored again
