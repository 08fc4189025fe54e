"""Hostile logs (issue 29 §3): numbers of thousands of digits, files past the size limit, games of
too many rounds or rounds of too many events, huge names, CR-only line endings. Each is refused
early with a coded error saying where (or read, for CR), never a traceback or gigabytes."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest

from mjtrainer.game import (
    GameError,
    limits,
    mjai,
    mjlog,
    read_game,
    tenhou6,
    to_mjai,
    to_mjlog,
    to_tenhou6,
)
from mjtrainer.game.read import MAX_LOG_BYTES, read_log

from .records import same

REAL = Path(__file__).parent / "data" / "real"
GAME = read_game((REAL / "mjx_2011020414gm-00a9-0000-ef18f336.json").read_bytes())
HUGE = "9" * 5000  # past Python's 4,300 digits of int() and str()


def _refused(data: str | bytes) -> GameError:
    with pytest.raises(GameError) as info:
        read_game(data)
    return info.value


def _tenhou6() -> dict:
    return json.loads(json.dumps(to_tenhou6(GAME), ensure_ascii=False))


def _first_win(obj: dict) -> tuple[int, list]:
    return next((i, r[16]) for i, r in enumerate(obj["log"]) if r[16][0] == "和了")


# --- numbers ----------------------------------------------------------------------------------


def test_a_point_string_of_thousands_of_digits_names_the_field_and_round():
    obj = _tenhou6()
    i, result = _first_win(obj)
    result[2][3] = "30符1飜" + HUGE + "点"
    e = _refused(json.dumps(obj, ensure_ascii=False))
    assert e.code == "number-range"
    assert e.params["field"] == "points" and e.params["round"] == GAME.rounds[i].name
    assert "5000 digits" in str(e) and str(e).startswith(f"round {GAME.rounds[i].name}, event")


def test_a_yakus_han_of_thousands_of_digits():
    obj = _tenhou6()
    i, result = _first_win(obj)
    result[2].append("立直(" + HUGE + "飜)")
    e = _refused(json.dumps(obj, ensure_ascii=False))
    assert (e.code, e.params["field"], e.params["round"]) == ("number-range", "yaku", "E1")


def test_a_json_score_too_large_but_within_pythons_digits():
    obj = _tenhou6()
    obj["log"][1][1][2] = int("9" * 4000)
    e = _refused(json.dumps(obj))
    assert (e.code, e.params["field"], e.params["round"]) == ("number-range", "scores", "E2")
    assert len(str(e)) < 200


@pytest.mark.parametrize("key", ["ten", "sc"])
def test_an_mjlog_number_of_thousands_of_digits(key):
    text = to_mjlog(GAME)
    if key == "ten":  # the INIT's scores, in hundreds
        text = re.sub(r'(<INIT[^>]* ten=")(\d+)', lambda m: m.group(1) + "9" * 4299, text, count=1)
    else:  # the first round's end
        text = re.sub(r'( sc=")(\d+)', lambda m: m.group(1) + HUGE, text, count=1)
    e = _refused(text)
    assert (e.code, e.params["field"], e.params["round"]) == ("number-range", key, "E1")


def test_an_mjai_number_too_large():
    text = to_mjai(GAME).replace('"honba": 0', '"honba": 123456789012', 1)
    e = _refused(text)
    assert (e.code, e.params["field"], e.params["line"]) == ("number-range", "honba", 2)
    assert e.params["round"] == "E1"  # a start_kyoku's fault names the round it starts


def test_a_broken_start_kyoku_names_its_place_among_the_rounds():
    lines = to_mjai(GAME).split("\n")
    at = [i for i, line in enumerate(lines) if '"start_kyoku"' in line][2]
    lines[at] = json.dumps({**json.loads(lines[at]), "kyoku": 9})
    e = _refused("\n".join(lines))
    assert (e.params["round"], e.params["line"], e.params["field"]) == ("#3", at + 1, "kyoku")


def test_numbers_at_the_bound_are_read():
    assert limits.whole(limits.MAX_NUMBER, "x") == limits.MAX_NUMBER
    assert limits.number_text(str(-limits.MAX_NUMBER), "x") == -limits.MAX_NUMBER
    for bad in (limits.MAX_NUMBER + 1, -limits.MAX_NUMBER - 1):
        with pytest.raises(GameError, match="'x' is"):
            limits.whole(bad, "x")
    with pytest.raises(GameError) as info:
        limits.number_text("1" * 10**6, "x")
    assert info.value.code == "number-range" and "1000000 digits" in str(info.value)


# --- sizes ------------------------------------------------------------------------------------


def test_a_file_past_the_byte_limit_is_refused_having_read_one_byte_more(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(MAX_LOG_BYTES * 64)  # sparse: 512 MB on paper, nothing on the disk
    with open(big, "rb") as f:
        with pytest.raises(GameError) as info:
            read_log(f)
        assert f.tell() == MAX_LOG_BYTES + 1
    assert info.value.code == "file-too-large"
    assert str(info.value) == "the file is larger than 8 MB: no game log is that large"


def test_a_file_at_the_byte_limit_is_read_to_its_end(tmp_path):
    path = tmp_path / "ok.json"
    path.write_bytes(b" " * MAX_LOG_BYTES)
    with open(path, "rb") as f:
        assert len(read_log(f)) == MAX_LOG_BYTES


def test_a_gzip_file_that_unpacks_too_large(monkeypatch):
    monkeypatch.setattr("mjtrainer.game.read.MAX_SIZE", 1024 * 1024)
    e = _refused(gzip.compress(b"<" + b" " * (2 * 1024 * 1024)))
    assert e.code == "unpacks-too-large" and "1 MB" in str(e)


def test_a_viewer_link_too_long_is_refused_before_decoding():
    e = _refused("https://tenhou.net/6/#json=" + "%41" * (tenhou6.MAX_LINK_BYTES // 3 + 1))
    assert e.code == "link-too-long"


# --- rounds and events ------------------------------------------------------------------------


def _three_rounds() -> dict:
    obj = _tenhou6()
    obj["log"] = obj["log"][:3]
    return obj


def _counted(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[object]:
    """Each call of ``owner.name`` recorded in the list returned."""
    calls: list[object] = []
    original = getattr(owner, name)

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


@pytest.mark.parametrize("fmt", ["tenhou6", "tenhou6-lines", "mjai", "mjlog"])
def test_a_game_past_the_round_limit_is_refused_before_the_rounds_past_it_are_read(
    monkeypatch, fmt
):
    obj = _three_rounds()
    game = read_game(json.dumps(obj, ensure_ascii=False))
    monkeypatch.setattr(limits, "MAX_ROUNDS", 2)
    if fmt == "tenhou6":
        text = json.dumps(obj, ensure_ascii=False)
        built = _counted(monkeypatch, tenhou6, "_round_by_readings")
    elif fmt == "tenhou6-lines":
        text = "\n".join(json.dumps({**obj, "log": [r]}, ensure_ascii=False) for r in obj["log"])
        built = _counted(monkeypatch, tenhou6, "_round_by_readings")
    elif fmt == "mjai":
        text = to_mjai(game)
        built = _counted(monkeypatch, mjai, "_start_round")
    else:
        text = to_mjlog(game)
        built = _counted(monkeypatch, mjlog, "RoundBuilder")
    e = _refused(text)
    assert e.code == "too-many-rounds"
    assert str(e).endswith("more than 2 rounds: no game has that many")
    assert len(built) == (0 if fmt == "tenhou6" else 2)  # the third round was never built


@pytest.mark.parametrize("fmt", ["tenhou6", "mjai", "mjlog"])
def test_a_round_past_the_event_limit_is_refused_naming_it(monkeypatch, fmt):
    monkeypatch.setattr(limits, "MAX_ROUND_EVENTS", 30)
    text = {
        "tenhou6": lambda: json.dumps(to_tenhou6(GAME), ensure_ascii=False),
        "mjai": lambda: to_mjai(GAME),
        "mjlog": lambda: to_mjlog(GAME),
    }[fmt]()
    e = _refused(text)
    assert e.code == "too-many-events" and e.params["round"] == "E1"
    assert "more than 30 events in one round" in str(e)


def test_millions_of_tiny_elements_are_refused_at_the_limit():
    text = to_mjlog(GAME)
    at = text.index("<INIT")
    text = text[:at] + "<BYE/>" * 1_000_000 + text[at:]  # 6 MB of skipped elements
    e = _refused(text)
    assert e.code == "too-many-events"


def test_millions_of_tiny_lines_in_a_round_are_refused_at_the_limit():
    lines = to_mjai(GAME).split("\n")
    lines[2:2] = ['{"type":"none"}'] * 400_000  # inside the first round: passed over, counted
    e = _refused("\n".join(lines))
    assert (e.code, e.params["round"], e.params["line"]) == ("too-many-events", "E1", 403)


# --- places and line endings ------------------------------------------------------------------


def test_a_broken_tenhou6_round_names_its_place_in_the_log():
    obj = _tenhou6()
    obj["log"][2] = obj["log"][2][:15]
    e = _refused(json.dumps(obj, ensure_ascii=False))
    assert str(e) == "round #3: 'round' is 15: 17 entries"


def test_a_broken_mjlog_init_names_the_round():
    text = to_mjlog(GAME)
    inits = [m.start() for m in re.finditer("<INIT", text)]
    broken = text[: inits[1]] + text[inits[1] :].replace('oya="1"', 'oya="x"', 1)
    e = _refused(broken)
    assert e.params["round"] == GAME.rounds[1].name and e.params["field"] == "oya"
    seedless = text[: inits[1]] + text[inits[1] :].replace('seed="', 'seed="99,', 1)
    assert _refused(seedless).params["round"] == "#2"


@pytest.mark.parametrize("ending", ["\r", "\r\n"])
def test_line_formats_read_with_cr_or_crlf_endings(ending):
    text = to_mjai(GAME)
    same(GAME, read_game(text.replace("\n", ending)))
    obj = _tenhou6()
    lines = "\n".join(json.dumps({**obj, "log": [r]}, ensure_ascii=False) for r in obj["log"])
    same(GAME, read_game(lines.replace("\n", ending).encode()))


# --- names ------------------------------------------------------------------------------------


def test_a_huge_name_is_cut_at_read_time():
    obj = _tenhou6()
    obj["name"][1] = "A" * 1_000_000
    game = read_game(json.dumps(obj, ensure_ascii=False))
    assert game.players[1] == "A" * limits.MAX_NAME and game.players[0] == GAME.players[0]
    text = to_mjlog(GAME).replace('n1="', 'n1="' + "%41" * 500_000, 1)
    assert read_game(text).players[1] == "A" * limits.MAX_NAME
