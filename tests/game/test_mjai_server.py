"""The original mjai server's logs (gimite/mjai, ``lib/mjai/active_game.rb``): ``start_kyoku``
without ``scores`` (carried from the previous round's end, the starting points at first);
``hora`` and ``ryukyoku`` carrying ``scores``, ``yakus`` (``[name, fan]``, a yakuman worth
100), ``fu``, ``fan``, ``hora_points`` and ``uradora_markers``; exhaustive draws named
``fanpai``; a game the server stopped ends in its ``error`` event, which is refused, quoted."""

from __future__ import annotations

import json

import pytest

from mjtrainer.game import GameError, Win, read_game
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import review_win

from . import engine
from .handmade import riichi_log


def server_dialect(text: str) -> str:
    """An mjai log as the original server writes it: no ``scores`` in ``start_kyoku``, the
    scores after each change in ``reach_accepted``, ``hora``, ``ryukyoku`` and ``end_game``,
    ``uradora_markers`` for ``ura_markers``, ``fanpai`` for an exhaustive draw."""
    out = []
    scores: list[int] = []
    for line in text.splitlines():
        e = json.loads(line)
        kind = e["type"]
        if kind == "start_kyoku":
            scores = list(e.pop("scores"))
        elif kind == "reach_accepted":
            deltas = [-1000 if s == e["actor"] else 0 for s in range(4)]
            scores = [a + d for a, d in zip(scores, deltas, strict=True)]
            e.update(deltas=deltas, scores=scores)
        elif kind in ("hora", "ryukyoku"):
            scores = [a + d for a, d in zip(scores, e["deltas"], strict=True)]
            e["scores"] = scores
            if "ura_markers" in e:
                e["uradora_markers"] = e.pop("ura_markers")
            if e.get("reason") == "exhaustive_draw":
                e["reason"] = "fanpai"
        elif kind == "end_game":
            e["scores"] = scores
        out.append(json.dumps(e))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_servers_game_reads_as_the_engines(seed):
    """Every round's scores carried from the one before are the engine's own (the answers)."""
    text = engine.mjai_text(seed)
    dialect = server_dialect(text)
    assert '"scores": [25000' not in dialect.split("\n")[1]  # the first start_kyoku has none
    theirs, ours = read_game(text), read_game(dialect)
    assert len(ours.rounds) > 3
    assert [r.scores for r in ours.rounds] == [r.scores for r in theirs.rounds]
    assert ours == theirs


def test_the_servers_scoring_fields_are_read_and_compared():
    """The hand-made win (double riichi, menzen tsumo, two dora: 5 han 30 fu, a dealer's
    mangan of 12,000) as the server writes it: han, fu, points and yaku are the record's."""
    lines = server_dialect(riichi_log()).splitlines()
    hora = next(i for i, x in enumerate(lines) if '"hora"' in x)
    e = json.loads(lines[hora])
    yakus = [["double_reach", 2], ["menzenchin_tsumoho", 1], ["dora", 2]]
    e.update(pai="3m", yakus=yakus, fu=30, fan=5, hora_points=12000)
    lines[hora] = json.dumps(e)
    game = read_game("\n".join(lines))
    (win,) = game.rounds[0].ends
    assert isinstance(win, Win)
    assert (win.han, win.fu, win.points) == (5, 30, 12000)
    assert win.yaku == (("double_reach", 2), ("menzenchin_tsumoho", 1), ("dora", 2))
    got = review_win(Replay(game.rounds[0]), win, game, 0)
    assert got.compared == ("fu", "han", "points", "deltas") and got.agrees


def test_a_yakuman_is_worth_100_fan_to_the_server():
    """The server counts a yakuman as 100 fan (``Hora::YAKUMAN_FAN``): read as 13 han each."""
    lines = server_dialect(riichi_log()).splitlines()
    hora = next(i for i, x in enumerate(lines) if '"hora"' in x)
    e = json.loads(lines[hora])
    e.update(yakus=[["tenho", 100], ["suanko", 100]], fan=200, fu=40, hora_points=96000)
    lines[hora] = json.dumps(e)
    (win,) = read_game("\n".join(lines)).rounds[0].ends
    assert isinstance(win, Win)
    assert win.han == 26 and win.yaku == (("tenho", 13), ("suanko", 13))


def test_a_log_the_server_stopped_is_refused_quoting_its_error():
    lines = server_dialect(riichi_log()).splitlines()
    end = next(i for i, x in enumerate(lines) if '"end_kyoku"' in x)
    said = "Player 2 sent an invalid action: dahai 9p not in hand"
    stopped = [*lines[: end - 1], json.dumps({"type": "error", "message": said})]
    with pytest.raises(GameError) as caught:
        read_game("\n".join(stopped))
    assert caught.value.code == "server-error"
    assert said in str(caught.value) and f"line {end}" in str(caught.value)
