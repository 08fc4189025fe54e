"""The game readers and writers: real engine games read back with the engine's deltas, the three
formats round-trip into one another, real tenhou.net/6 logs and Tenhou's meld codes decode as
documented, and anything broken is refused whole with a GameError (never a traceback)."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjtrainer.core import Hand, Rules, is_complete
from mjtrainer.core.kinds import CODE_NAMES, NUM_CODES, is_red, kind_of
from mjtrainer.game import (
    FORMATS,
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
    Game,
    GameError,
    LogFormat,
    NewDora,
    SourceFormat,
    Win,
    find_format,
    read_game,
    to_mjai,
    to_mjlog,
    to_tenhou6,
    to_tenhou6_json,
    viewer_link,
)
from mjtrainer.game import read as read_module
from mjtrainer.game.mjlog import decode_meld

from .records import as_mjlog_says, same

DATA = Path(__file__).parent / "data"
RIICHI = Rules.preset("riichi")
FAST_GAMES = 4


def _engine():
    from . import engine

    return engine


# --- tile codes -------------------------------------------------------------------------------


def test_red_five_codes():
    assert NUM_CODES == 37
    assert [kind_of(c) for c in (34, 35, 36)] == [4, 13, 22]
    assert [CODE_NAMES[c] for c in (4, 34, 35, 36)] == ["5m", "0m", "0p", "0s"]
    assert is_red(36) and not is_red(22)
    assert all(kind_of(c) == c for c in range(34))


# --- engine games -----------------------------------------------------------------------------


def _engine_ends(text: str) -> list[list[tuple[str, list[int]]]]:
    """Each round's ends as the engine logged them: (kind, deltas)."""
    rounds: list[list[tuple[str, list[int]]]] = []
    for line in text.splitlines():
        e = json.loads(line)
        if e["type"] == "start_kyoku":
            rounds.append([])
        elif e["type"] in ("hora", "ryukyoku"):
            rounds[-1].append((e["type"], e["deltas"]))
    return rounds


def _check_engine_game(seed: int) -> Game:
    text = _engine().mjai_text(seed)
    game = read_game(text)
    assert game.source_format == "mjai"
    ours = [
        [("hora" if isinstance(e, Win) else "ryukyoku", list(e.deltas)) for e in r.ends]
        for r in game.rounds
    ]
    assert ours == _engine_ends(text)
    same(game, read_game(to_mjai(game)))
    same(game, read_game(to_tenhou6_json(game)))
    same(game, read_game(to_mjai(read_game(to_tenhou6_json(game)))))
    same(as_mjlog_says(game), read_game(to_mjlog(game)))
    return game


@pytest.mark.parametrize("seed", range(FAST_GAMES))
def test_engine_games_read_with_the_engines_deltas_and_round_trip(seed):
    _check_engine_game(seed)


def test_engine_games_have_what_the_readers_must_handle():
    kinds = set()
    for seed in range(FAST_GAMES):
        game = read_game(_engine().mjai_text(seed))
        for r in game.rounds:
            kinds |= {type(e).__name__ for e in r.events}
            kinds |= {("tsumo" if e.self_drawn else "ron") for e in r.ends if isinstance(e, Win)}
            kinds |= {"red" for h in r.hands for t in h if is_red(t)}
    assert {"Chi", "Pon", "Riichi", "NewDora", "AddedKong", "tsumo", "ron", "red"} <= kinds


@pytest.mark.slow
def test_many_engine_games():
    for seed in range(FAST_GAMES, 200):
        _check_engine_game(seed)


@pytest.mark.parametrize("seed", range(3))
def test_engine_games_through_tenhou_xml(seed):
    game = read_game(_engine().mjai_text(seed))
    xml = read_game(to_mjlog(game))
    assert xml.source_format == "mjlog"
    same(as_mjlog_says(game), xml)
    gz = __import__("gzip").compress(to_mjlog(game).encode())
    assert read_game(gz) == xml


# --- real tenhou.net/6 logs -------------------------------------------------------------------


@pytest.mark.parametrize("name", ["tenhou6_allready_1.json", "tenhou6_allready_2.json"])
def test_real_tenhou6_logs(name):
    text = (DATA / name).read_text(encoding="utf-8")
    game = read_game(text)
    (rnd,) = game.rounds
    assert rnd.ends == (DrawEnd(DrawKind.EXHAUSTIVE, (0, 0, 0, 0), (0, 1, 2, 3)),)
    assert game.rules.red_fives == 3
    same(game, read_game(to_mjai(game)))
    assert read_game(json.dumps(to_tenhou6(game), ensure_ascii=False)) == game
    link = viewer_link(game, 0)
    assert link.startswith("https://tenhou.net/6/#json=")
    assert read_game(f"look: {link}\n") == game
    assert read_game(link.replace("/6/", "/5/")) == game


def test_tenhou6_pon_from_across_with_a_red_five():
    game = read_game((DATA / "tenhou6_allready_2.json").read_text(encoding="utf-8"))
    pons = [e for e in game.rounds[0].events if type(e).__name__ == "Pon"]
    # "15p1551": seat 2 pons 5p (15) from across (seat 0) with a 5p and the red 0m (51)
    assert any(p.seat == 2 and p.from_seat == 0 and 34 in p.tiles for p in pons)
    assert any(isinstance(e, Discard) and e.seat == 0 for e in game.rounds[0].events)


# --- Tenhou's meld codes (examples from public decoders' tests) -------------------------------


@pytest.mark.parametrize(
    ("m", "kind", "ids", "called", "relative"),
    [
        (34314, "pon", (89, 90, 91), 90, 2),
        (15872, "ankan", (60, 61, 62, 63), 62, 0),
        (13825, "daiminkan", (52, 53, 54, 55), 54, 1),
        (18547, "kakan", (48, 49, 50, 51), 51, 3),
        (27031, "chi", (42, 44, 51), 51, 3),
        (4609, "daiminkan", (16, 17, 18, 19), 18, 1),  # a 5m kong with the red from the right
        (13314, "daiminkan", (52, 53, 54, 55), 52, 2),  # the red 5p called from across
    ],
)
def test_meld_codes(m, kind, ids, called, relative):
    meld = decode_meld(m)
    assert (meld.kind, sorted(meld.ids), meld.called, meld.relative) == (
        kind,
        sorted(ids),
        called,
        relative,
    )


# --- refusals ---------------------------------------------------------------------------------


def _mjai_lines() -> list[dict]:
    return [json.loads(x) for x in _engine().mjai_text(0).splitlines()]


def _mjai(lines: list[dict]) -> str:
    return "".join(json.dumps(x) + "\n" for x in lines)


def test_a_discard_of_a_tile_not_held_names_round_and_event():
    lines = _mjai_lines()
    i = next(i for i, e in enumerate(lines) if e["type"] == "dahai")
    held = set(lines[1]["tehais"][lines[i]["actor"]]) | {lines[i - 1]["pai"]}
    lines[i]["pai"] = next(t for t in ("1m", "9p", "E", "C", "5s", "2s") if t not in held)
    lines[i]["tsumogiri"] = False
    with pytest.raises(GameError) as err:
        read_game(_mjai(lines))
    assert err.value.code == "not-held"
    assert str(err.value).startswith("round E1, event 2, line 4: seat 0 discards ")
    assert str(err.value).endswith("but holds none")


def test_a_call_of_a_tile_nobody_just_discarded():
    lines = _mjai_lines()
    i = next(i for i, e in enumerate(lines) if e["type"] in ("pon", "chi"))
    lines.insert(i, {"type": "tsumo", "actor": (lines[i - 1]["actor"] + 1) % 4, "pai": "?"})
    with pytest.raises(GameError):
        read_game(_mjai(lines))
    del lines[i]
    lines[i]["target"] = (lines[i]["target"] + 2) % 4
    with pytest.raises(GameError) as err:
        read_game(_mjai(lines))
    assert err.value.code in ("no-discard", "bad-chi")


def test_a_fifth_copy():
    lines = _mjai_lines()
    start = lines[1]
    start["tehais"][1] = start["tehais"][0][:4] * 3 + start["tehais"][0][:1]
    with pytest.raises(GameError) as err:
        read_game(_mjai(lines))
    assert err.value.code in ("fifth-copy", "second-red")
    assert str(err.value).startswith("round E1")


def test_cut_off_files_are_refused():
    text = _engine().mjai_text(0)
    lines = text.splitlines(keepends=True)
    for n in (len(lines) - 1, len(lines) // 2, 3):
        with pytest.raises(GameError):
            read_game("".join(lines[:n]))
    tenhou = (DATA / "tenhou6_allready_1.json").read_text(encoding="utf-8")
    for n in (len(tenhou) - 2, len(tenhou) // 2):
        with pytest.raises(GameError):
            read_game(tenhou[:n])


def test_an_exhaustive_draw_needs_the_wall_used_up():
    data = json.loads((DATA / "tenhou6_allready_1.json").read_text(encoding="utf-8"))
    rnd = data["log"][0]
    rnd[14].pop()  # seat 3's last draw and discard
    rnd[15].pop()
    with pytest.raises(GameError) as err:
        read_game(json.dumps(data, ensure_ascii=False))
    assert "1 tiles in the wall" in str(err.value) or err.value.code == "bad-end"


@pytest.mark.parametrize(
    "data",
    [b"", b"\x00\xff\xfe garbage", "hello", "{not json", "[1, 2, 3]", '{"log": 5}', "<html/>",
     '{"type": "start_game"}\n{"type": "start_kyoku"}\n', b"\x1f\x8b broken gzip"],
)  # fmt: skip
def test_not_a_log(data):
    with pytest.raises(GameError):
        read_game(data)


# What is recognised as what, and the error for content no format claims: the codes and words
# below are the readers' contract (the window and the command line word them), kept when the
# formats became one registry.
_NEITHER = "not a game log: JSON that is neither tenhou.net/6 nor mjai"
_UNKNOWN = "not a game log: text that is not tenhou.net/6, mjai or mjlog"
_CUT = "not valid JSON: a tenhou.net/6 object cut off or broken"
_NO_START = "no 'start_game' where an mjai log's first line needs one"


@pytest.mark.parametrize(
    ("text", "code", "message"),
    [
        ("", "not-a-log", "not a game log: an empty file"),
        ("hello", "not-a-log", _UNKNOWN),
        ("[1, 2, 3]", "not-a-log", _UNKNOWN),
        ('{"a": 1}', "not-a-log", _NEITHER),
        ('{"a": 1}\n{"b": 2}\n', "not-a-log", _NEITHER),
        ('{"x": "https://tenhou.net/6/#json={}"}', "not-a-log", _NEITHER),
        ('{"name": ["a", "log"]}', "bad-json", _CUT),
        ("{not json", "bad-json", "line 1: not valid JSON: "),
        ('{"a": [' + "[" * 100_000 + "}", "bad-json", "line 1: not valid JSON: "),
        ("see https://tenhou.net/6/#json={bad", "bad-json", "not valid JSON: "),
        ("<html/>", "not-a-log", "not a game log: XML whose root is <html>, not <mjloggm>"),
        ("<mjloggm", "bad-xml", "not valid XML: "),
        ('{"log": 5}', "missing-field", "no 'log' where a tenhou.net/6 log needs one"),
        ('{"type": "x"}', "missing-field", _NO_START),
    ],
)  # fmt: skip
def test_unknown_or_broken_content_is_refused_with_its_code_and_words(text, code, message):
    with pytest.raises(GameError) as err:
        read_game(text)
    assert err.value.code == code
    assert str(err.value).startswith(message)
    assert message.endswith(": ") or str(err.value) == message


def test_each_format_is_recognised_from_its_content():
    engine = _engine().mjai_text(0)
    tenhou = (DATA / "tenhou6_allready_1.json").read_text(encoding="utf-8")
    game = read_game(tenhou)
    pretty = json.dumps(json.loads(tenhou), indent=2, ensure_ascii=False)
    assert read_game(engine).source_format == "mjai"
    for text in (tenhou, pretty, f"look: {viewer_link(game, 0)}\n"):
        back = read_game(text)
        assert back == game and back.source_format == "tenhou6"
    lines = "\n".join([json.dumps(to_tenhou6(game), ensure_ascii=False)] * 2)  # a round a line
    with pytest.raises(GameError) as caught:  # read as one game, whose round comes twice
        read_game(lines)
    assert caught.value.code == "round-order"


def test_each_formats_writing_is_claimed_by_that_format_first():
    game = read_game(_engine().mjai_text(1))
    assert {f.name for f in FORMATS} == set(SourceFormat) - {SourceFormat.PRACTICE}
    for fmt in FORMATS:
        text = fmt.write(game)
        assert next(f for f in FORMATS if f.sniff(text)) is fmt
        assert find_format(fmt.name) is fmt and read_game(text).source_format == fmt.name
    with pytest.raises(KeyError):
        find_format("practice")


def test_a_new_format_is_one_entry_in_the_registry(monkeypatch):
    game = read_game(_engine().mjai_text(0))
    toy = LogFormat(
        "toy",
        lambda text: text.startswith("TOY\n"),
        lambda text: dataclasses.replace(read_game(text[4:]), source_format="toy"),
        lambda g: "TOY\n" + to_mjai(g),
    )
    with pytest.raises(GameError) as err:
        read_game(toy.write(game))
    assert str(err.value) == _UNKNOWN
    monkeypatch.setattr(read_module, "FORMATS", (*read_module.FORMATS, toy))
    back = read_game(__import__("gzip").compress(toy.write(game).encode()))
    assert back.source_format == "toy"
    same(game, back)
    assert find_format("toy") is toy


_FUZZ = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_only_raise_game_errors(data):
    with pytest.raises(GameError):
        read_game(data)


@_FUZZ
@given(st.data())
def test_mutated_logs_only_raise_game_errors(data):
    base = [
        (DATA / "tenhou6_allready_2.json").read_text(encoding="utf-8"),
        _engine().mjai_text(1),
    ]
    text = data.draw(st.sampled_from(base))
    cut = data.draw(st.integers(0, len(text)))
    pos = data.draw(st.integers(0, len(text)))
    junk = data.draw(st.text(alphabet='0123456789,[]{}":abcprkm?-', max_size=4))
    mode = data.draw(st.sampled_from(["cut", "replace", "insert"]))
    if mode == "cut":
        text = text[:cut]
    elif mode == "replace":
        text = text[:pos] + junk + text[pos + len(junk) :]
    else:
        text = text[:pos] + junk + text[pos:]
    try:
        read_game(text)
    except GameError:
        pass


@_FUZZ
@given(st.data())
def test_mutated_xml_only_raises_game_errors(data):
    text = to_mjlog(read_game(_engine().mjai_text(2)))
    pos = data.draw(st.integers(0, len(text)))
    junk = data.draw(st.text(alphabet='0123456789,<>/="TDNm ', max_size=4))
    try:
        read_game(text[:pos] + junk + text[pos + len(junk) :])
    except GameError:
        pass


# --- a winning hand that is not complete ------------------------------------------------------


def _copies(rnd, kind: int) -> int:
    """Copies of ``kind`` the round shows anywhere (hands dealt, draws, dora indicators)."""
    tiles = [t for h in rnd.hands for t in h] + [rnd.dora_indicator]
    tiles += [e.tile for e in rnd.events if isinstance(e, Draw | NewDora)]
    tiles += [t for e in rnd.ends if isinstance(e, Win) for t in e.ura_dora_indicators]
    return sum(kind_of(t) == kind for t in tiles)


def _broken_win(self_drawn: bool) -> tuple[Game, str, int, int]:
    """An engine game with one win's tile swapped for a tile that does not complete the hand:
    a self-drawn win's draw, or a ron's tsumogiri discard (and the draw before it). Returns
    the game, the round's name, the winner and the tile."""
    for seed in range(FAST_GAMES):
        game = read_game(_engine().mjai_text(seed))
        for ri, rnd in enumerate(game.rounds):
            if len(rnd.ends) != 1 or not isinstance(rnd.ends[0], Win):
                continue
            win = rnd.ends[0]
            events = list(rnd.events)
            if win.self_drawn != self_drawn:
                continue
            if self_drawn:
                at = [len(events) - 1]
                if not (isinstance(events[-1], Draw) and events[-1].seat == win.winner):
                    continue
            else:
                last, draw = events[-1], events[-2]
                if not (isinstance(last, Discard) and last.tsumogiri and isinstance(draw, Draw)):
                    continue
                if last.seat != win.from_seat or draw.seat != last.seat:
                    continue
                at = [len(events) - 2, len(events) - 1]
            held = Counter(kind_of(t) for t in win.hand)
            for x in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33):
                whole = Hand.from_tiles([*(kind_of(t) for t in win.hand), x])
                if held[x] >= 3 or _copies(rnd, x) > 2 or is_complete(whole, RIICHI):
                    continue
                for i in at:
                    events[i] = dataclasses.replace(events[i], tile=x)
                rnd = dataclasses.replace(
                    rnd, events=tuple(events), ends=(dataclasses.replace(win, win_tile=x),)
                )
                rounds = list(game.rounds)
                rounds[ri] = rnd
                return dataclasses.replace(game, rounds=tuple(rounds)), rnd.name, win.winner, x
    raise AssertionError("no win to break in the engine games")


@pytest.mark.parametrize("self_drawn", [False, True], ids=["ron", "tsumo"])
@pytest.mark.parametrize("fmt", ["tenhou6", "mjai", "mjlog"])
def test_a_win_with_a_hand_that_is_not_complete_is_refused(fmt, self_drawn):
    game, name, winner, tile = _broken_win(self_drawn)
    with pytest.raises(GameError) as err:
        read_game(find_format(fmt).write(game))
    assert err.value.code == "not-complete"
    text = str(err.value)
    assert text.startswith(f"round {name}, event ")
    assert f"seat {winner} wins on {CODE_NAMES[tile]}, but " in text
    assert text.endswith("are not a complete hand")
