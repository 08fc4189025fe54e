"""Whole games played by a real engine (``riichienv``), as mjai logs: the test data of the
game readers, whose score deltas are the engine's and so the answers.

The agents are simple and seeded: take a win when offered, set a north aside as a kita when
offered (three-player modes: ``mode="3p-red-half"``), declare riichi when offered, call or
kong now and then (so that logs have calls, kongs and new dora), otherwise discard a tile that
keeps the shanten lowest. That is enough for wins of every kind (ron, tsumo, some double ron),
draws and abortive draws in a few milliseconds a game.
"""

from __future__ import annotations

import json
import random
from functools import cache

riichienv = __import__("pytest").importorskip("riichienv")

_T = riichienv.ActionType
_WINS = (_T.TSUMO, _T.RON)
_CALLS = (_T.CHI, _T.PON, _T.DAIMINKAN, _T.ANKAN, _T.KAKAN, _T.KYUSHU_KYUHAI)


class _Agent:
    def __init__(self, seed: int, call_rate: float) -> None:
        self._rng = random.Random(seed)
        self._call_rate = call_rate

    def act(self, obs):  # noqa: ANN001, ANN201 (the engine's own types)
        legal = obs.legal_actions()
        for kinds in (_WINS, (_T.KITA,), (_T.RIICHI,)):
            chosen = [a for a in legal if a.action_type in kinds]
            if chosen:
                return chosen[0]
        calls = [a for a in legal if a.action_type in _CALLS]
        if calls and self._rng.random() < self._call_rate:
            return self._rng.choice(calls)
        discards = [a for a in legal if a.action_type == _T.DISCARD]
        if not discards:
            passes = [a for a in legal if a.action_type == _T.PASS]
            return passes[0] if passes else self._rng.choice(legal)
        hand = list(obs.hand)
        best, best_shanten = [], 99
        for a in discards:
            rest = list(hand)
            rest.remove(a.tile)
            s = riichienv.calculate_shanten(rest)
            if s < best_shanten:
                best, best_shanten = [a], s
            elif s == best_shanten:
                best.append(a)
        return self._rng.choice(best)


def play(seed: int, *, mode: str = "4p-red-half", call_rate: float = 0.3) -> list[dict]:
    """One whole game of ``mode`` (seeded), as the engine's mjai events."""
    env = riichienv.RiichiEnv(game_mode=mode, seed=seed)
    agents = [_Agent(seed * 4 + i, call_rate) for i in range(4)]
    obs = env.reset()
    for _ in range(100_000):
        if env.done():
            break
        obs = env.step({p: agents[p].act(o) for p, o in obs.items()})
    return [dict(e) for e in env.mjai_log]


@cache
def mjai_text(seed: int, mode: str = "4p-red-half") -> str:
    """One seeded engine game as mjai JSONL text."""
    return "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in play(seed, mode=mode))


def games(n: int, *, first_seed: int = 0, mode: str = "4p-red-half") -> list[str]:
    """``n`` seeded engine games (seeds ``first_seed`` …) as mjai JSONL texts."""
    return [mjai_text(s, mode) for s in range(first_seed, first_seed + n)]
