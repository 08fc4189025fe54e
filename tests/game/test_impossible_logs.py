"""Logs that read as whole but cannot have been played (issue 29 §3.2) are refused, saying
where: a negative honba or count of riichi sticks, an abortive draw the table does not allow
(four riichi with fewer declared, nine terminals after the first go-around), rounds out of
order or repeated, and scores or riichi sticks that do not follow from the round before."""

from __future__ import annotations

import io
import json

import pytest

from mjtrainer.cli import run
from mjtrainer.game import GameError, read_game

from . import engine
from .handmade import riichi_log


def lines(text: str) -> list[dict]:
    return [json.loads(x) for x in text.splitlines()]


def text_of(events: list[dict]) -> str:
    return "".join(json.dumps(e) + "\n" for e in events)


def refused(text: str) -> GameError:
    with pytest.raises(GameError) as caught:
        read_game(text)
    return caught.value


def game_with_rounds(least: int = 3) -> list[dict]:
    """An engine game's mjai events with at least ``least`` rounds."""
    for seed in range(20):
        events = lines(engine.mjai_text(seed))
        if sum(e["type"] == "start_kyoku" for e in events) >= least:
            return events
    raise AssertionError("no engine game with enough rounds")


def starts(events: list[dict]) -> list[int]:
    return [i for i, e in enumerate(events) if e["type"] == "start_kyoku"]


def test_the_engines_games_and_the_handmade_ones_still_read():
    events = game_with_rounds()
    assert len(read_game(text_of(events)).rounds) >= 3
    read_game(riichi_log())
    read_game(riichi_log("E"))  # seat 1's nine terminals, at its first draw


@pytest.mark.parametrize("key", ["honba", "kyotaku"])
def test_a_negative_count_is_refused(key):
    events = lines(riichi_log())
    events[1][key] = -1
    e = refused(text_of(events))
    assert e.code == "negative-count" and "round E1" in str(e) and "-1" in str(e)


def test_a_four_riichi_draw_needs_four_riichi():
    events = lines(riichi_log("E"))
    end = next(e for e in events if e["type"] == "ryukyoku")
    end["reason"] = "suuchariichi"
    e = refused(text_of(events))
    assert e.code == "draw-four-riichi" and e.params["count"] == 0


def test_nine_terminals_only_at_a_first_draw():
    events = lines(riichi_log("E"))
    at = next(i for i, e in enumerate(events) if e["type"] == "ryukyoku")
    # Seat 1 throws its first draw and seat 2 draws and throws: then seat 3 is still at its
    # first draw (allowed), but seat 0, drawing again, is not.
    more = [
        {"type": "dahai", "actor": 1, "pai": "N", "tsumogiri": True},
        {"type": "tsumo", "actor": 2, "pai": "N"},
        {"type": "dahai", "actor": 2, "pai": "N", "tsumogiri": True},
        {"type": "tsumo", "actor": 3, "pai": "N"},
        {"type": "dahai", "actor": 3, "pai": "N", "tsumogiri": True},
        {"type": "tsumo", "actor": 0, "pai": "4s"},
    ]
    e = refused(text_of(events[:at] + more + events[at:]))
    assert e.code == "draw-nine-terminals" and "event" in str(e)
    read_game(text_of(events[:at] + more[:4] + events[at:]))  # seat 3's first draw: allowed


def test_rounds_out_of_order_or_repeated_are_refused():
    events = game_with_rounds()
    first, second, third = starts(events)[:3]
    swapped = events[:first] + events[second:third] + events[first:second] + events[third:]
    assert refused(text_of(swapped)).code in ("round-order", "scores-not-carried")
    again = events[:second] + events[first:second] + events[second:]
    e = refused(text_of(again))
    assert e.code == "round-order" or e.code == "scores-not-carried"


def test_scores_and_sticks_must_follow_from_the_round_before():
    events = game_with_rounds()
    second = starts(events)[1]
    changed = json.loads(json.dumps(events))
    changed[second]["scores"][0] += 1000
    e = refused(text_of(changed))
    assert e.code == "scores-not-carried" and e.params["round"] == str(e).split(":")[0][6:]
    changed = json.loads(json.dumps(events))
    changed[second]["kyotaku"] += 1
    assert refused(text_of(changed)).code == "sticks-not-carried"


def test_the_command_line_says_where_and_exits_1(tmp_path, capsys):
    events = game_with_rounds()
    second = starts(events)[1]
    events[second]["scores"][1] -= 300
    path = tmp_path / "bad.mjson"
    path.write_text(text_of(events), encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path)], stdout=out) == 1
    said = out.getvalue() + capsys.readouterr().err
    assert "starts with scores" in said and "Traceback" not in said
