"""Liability (pao, 責任払い): the player who fed the last dragon set of a 大三元 pays as Tenhou
does — the whole of a self-draw, half of a ron on another's discard (and the honba). The
record carries who is liable (``Win.liable``) from each format that has it, the writers keep
it, and the review's payments include it.

The ron is Tenhou's own: its ``<AGARI>`` element is copied verbatim from the Tenhou XML in
the test data of kobalab's majiang log converter ("役満パオ": winner seat 0, the discarder seat
2 pays 16,000, the liable seat 1 16,300 with the honba), the round around it written by hand
to lead to it (seat 0 calls 白 and 發 from seat 2, then 中 from seat 1). The self-draw is the
same round ending in a draw of the 3m, paid as Tenhou's rule says and riichienv's test of it
(``tests/env/agari/test_pao.py``: the liable seat pays the whole yakuman): 32,000 and the
honba's 300 from seat 1 alone.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from mjtrainer.game import GameError, Win, read_game, to_mjai, to_mjlog, to_tenhou6_json
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import review_game, review_win

RON = (
    '<AGARI ba="1,0" hai="8,11,42,46,48" m="51785,50250,48650" machi="11" ten="40,32000,5" '
    'yakuman="39" doraHai="22" who="0" fromWho="2" paoWho="1" '
    'sc="404,323,125,-163,155,-160,316,0" />'
)
TSUMO = (
    '<AGARI ba="1,0" hai="8,10,42,46,48" m="51785,50250,48650" machi="10" ten="40,32000,5" '
    'yakuman="39" doraHai="22" who="0" fromWho="0" paoWho="1" '
    'sc="404,323,125,-323,155,0,316,0" />'
)
HANDS = (
    "8,42,46,48,125,126,128,129,132,133,0,1,2",  # 3m 234p, 白白 發發 中中, 1m 1m 1m to throw
    "135,36,37,38,72,73,74,112,113,114,116,117,120",
    "127,131,11,60,61,62,64,65,66,68,69,76,77",
    "84,85,86,87,89,90,91,92,93,94,95,96,97",
)
PLAY = (
    "<U121/><E121/><V80/><F127/>"
    '<N who="0" m="48650" /><D0/>'  # 白 from seat 2
    "<U122/><E122/><V81/><F131/>"
    '<N who="0" m="50250" /><D1/>'  # 發 from seat 2
    "<U100/><E135/>"
    '<N who="0" m="51785" /><D2/>'  # 中 from seat 1: seat 1 is liable
    "<U101/><E101/>"
)


def mjlog(tsumo: bool) -> str:
    hands = " ".join(f'hai{s}="{h}"' for s, h in enumerate(HANDS))
    end = "<V82/><F82/><W98/><G98/><T10/>" + TSUMO if tsumo else "<V82/><F11/>" + RON
    return (
        '<mjloggm ver="2.3"><GO type="169" lobby="0"/>'
        '<UN n0="A" n1="B" n2="C" n3="D" dan="0,0,0,0" rate="1500,1500,1500,1500" sx="M,M,M,M"/>'
        '<TAIKYOKU oya="0"/>'
        f'<INIT seed="1,1,0,3,4,22" ten="404,125,155,316" oya="1" {hands}/>'
        f"{PLAY}{end}</mjloggm>"
    )


@pytest.mark.parametrize(
    ("tsumo", "deltas"),
    [(False, (32300, -16300, -16000, 0)), (True, (32300, -32300, 0, 0))],
    ids=["ron", "tsumo"],
)
def test_the_liable_seat_is_read_and_scored(tsumo, deltas):
    game = read_game(mjlog(tsumo))
    rnd = game.rounds[0]
    (win,) = rnd.ends
    assert isinstance(win, Win) and win.liable == 1 and win.deltas == deltas
    got = review_win(Replay(rnd), win, game, 0)
    assert got.scored is not None and got.scored.han == 13
    assert got.scored_deltas == deltas and got.agrees
    assert got.to_dict()["recorded"]["liable"] == 1
    # Without the record's word on liability the same payments are a difference.
    plain = dataclasses.replace(win, liable=None)
    assert review_win(Replay(rnd), plain, game, 0).agrees is False


@pytest.mark.parametrize("tsumo", [False, True], ids=["ron", "tsumo"])
def test_the_writers_keep_who_is_liable(tsumo):
    game = read_game(mjlog(tsumo))
    for text in (to_tenhou6_json(game), to_mjai(game), to_mjlog(game)):
        again = read_game(text)
        assert again.rounds[0].ends == game.rounds[0].ends


def test_tenhou6_names_the_liable_seat_in_the_third_place():
    game = read_game(mjlog(False))
    log = json.loads(to_tenhou6_json(game))
    info = log["log"][0][-1][2]
    assert info[:3] == [0, 2, 1]  # who, from whom, who is liable
    info[2] = 7
    with pytest.raises(GameError) as caught:
        read_game(json.dumps(log))
    assert caught.value.code == "seat-range"


def test_a_win_with_nobody_liable_names_none():
    game = read_game(mjlog(False).replace(' paoWho="1"', "").replace("-163,155,-160", "0,155,-323"))
    (win,) = game.rounds[0].ends
    assert isinstance(win, Win) and win.liable is None
    info = json.loads(to_tenhou6_json(game))["log"][0][-1][2]
    assert info[2] == info[0]  # tenhou.net/6 names the winner where nobody is liable
    assert read_game(to_mjai(game)).rounds[0].ends == (win,)
    review = review_game(game, 0)
    assert review.rounds[0].wins[0].agrees


@pytest.mark.parametrize("tsumo", [False, True], ids=["ron", "tsumo"])
def test_mjai_without_a_word_on_liability_finds_it_from_the_play(tsumo):
    """mjai has no word for liability (riichienv and the converters from Tenhou write none):
    the seat that fed the winner's third dragon set is liable, as Tenhou's paoWho says."""
    game = read_game(mjlog(tsumo))
    lines = [json.loads(x) for x in to_mjai(game).splitlines()]
    for e in lines:
        e.pop("pao", None)
    text = "\n".join(json.dumps(e) for e in lines)
    assert "pao" not in text
    again = read_game(text)
    (win,) = again.rounds[0].ends
    assert isinstance(win, Win) and win.liable == 1
    assert review_win(Replay(again.rounds[0]), win, again, 0).agrees


def test_mjai_says_nobody_where_the_play_would_name_someone():
    """A record that names nobody liable though the play would keeps its word through mjai
    (``"pao": null``)."""
    game = read_game(mjlog(False).replace(' paoWho="1"', ""))
    text = to_mjai(game)
    assert '"pao": null' in text
    (win,) = read_game(text).rounds[0].ends
    assert isinstance(win, Win) and win.liable is None
