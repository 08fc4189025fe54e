"""Small hand-made mjai logs whose decisions have known answers (no engine needed).

Seat 0 (the dealer, East in East 1) is dealt ``1234m456p789s11z7z`` and draws ``5m``:
discarding ``7z`` keeps a two-sided ready hand on 3m-6m (the best discard), while ``4m`` or
``1z`` breaks the ready hand (a lower shanten lost: a mistake). It declares riichi
on its discard, throws the next draw (forced), and wins by self-draw on ``3m``.
"""

from __future__ import annotations

import json

# Seat 0's deal, and three hands of tiles nobody else needs (no fifth copies).
DEAL = [
    ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "4m", "C"],
    ["1p", "1p", "2p", "2p", "3p", "3p", "1s", "1s", "2s", "2s", "3s", "3s", "S"],
    ["7m", "7m", "8m", "8m", "9m", "9m", "4s", "4s", "5s", "5s", "6s", "6s", "W"],
    ["7p", "7p", "8p", "8p", "9p", "9p", "2m", "2m", "3m", "6m", "6m", "S", "W"],
]


def riichi_log(first_discard: str = "C", names: tuple[str, ...] = ("Ann", "Bo", "Cy", "Di")) -> str:
    """Seat 0 draws 5m and discards ``first_discard`` (declaring riichi when it is ``C``),
    the others throw what they draw; seat 0 then throws 4s (forced, after riichi) and wins
    by self-draw on 3m. Any other first discard: no riichi, and seat 1 ends the round at its
    first draw by nine terminals (a round the reader accepts; only seat 0's first decision
    matters)."""
    riichi = first_discard == "C"
    ev: list[dict] = [
        {"type": "start_game", "names": list(names)},
        {
            "type": "start_kyoku",
            "bakaze": "E",
            "kyoku": 1,
            "honba": 0,
            "kyotaku": 0,
            "oya": 0,
            "dora_marker": "N",
            "scores": [25000] * 4,
            "tehais": DEAL,
        },
        {"type": "tsumo", "actor": 0, "pai": "5m"},
    ]
    if riichi:
        ev.append({"type": "reach", "actor": 0})
    ev.append({"type": "dahai", "actor": 0, "pai": first_discard, "tsumogiri": False})
    if riichi:
        ev.append({"type": "reach_accepted", "actor": 0})
    else:  # seat 1, at its first draw with no call made, ends the round (nine terminals)
        ev.append({"type": "tsumo", "actor": 1, "pai": "N"})
        ev.append({"type": "ryukyoku", "reason": "kyushukyuhai", "deltas": [0, 0, 0, 0]})
        ev += [{"type": "end_kyoku"}, {"type": "end_game"}]
        return "".join(json.dumps(e) + "\n" for e in ev)
    for seat, tile in ((1, "N"), (2, "N"), (3, "N")):
        ev.append({"type": "tsumo", "actor": seat, "pai": tile})
        ev.append({"type": "dahai", "actor": seat, "pai": tile, "tsumogiri": True})
    ev.append({"type": "tsumo", "actor": 0, "pai": "4s"})
    ev.append({"type": "dahai", "actor": 0, "pai": "4s", "tsumogiri": True})
    for seat, tile in ((1, "1m"), (2, "1m"), (3, "1m")):
        ev.append({"type": "tsumo", "actor": seat, "pai": tile})
        ev.append({"type": "dahai", "actor": seat, "pai": tile, "tsumogiri": True})
    ev.append({"type": "tsumo", "actor": 0, "pai": "3m"})
    # double riichi (its first discard), menzen tsumo, two dora (the North indicator makes
    # East dora): 5 han, a dealer's mangan, 4000 all, and the riichi stick comes back.
    deltas = [13000, -4000, -4000, -4000]
    ev.append({"type": "hora", "actor": 0, "target": 0, "deltas": deltas, "ura_markers": []})
    ev.append({"type": "end_kyoku"})
    ev.append({"type": "end_game"})
    return "".join(json.dumps(e) + "\n" for e in ev)
