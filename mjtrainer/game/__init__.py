"""Whole games: the record of a game and its readers and writers. Standard library only.

>>> game = read_game(open("log.json", "rb").read())   # tenhou.net/6, mjai or mjlog # doctest: +SKIP
>>> game.rounds[0].name, game.rounds[0].ends[0]                                    # doctest: +SKIP

A log that cannot be read whole raises :class:`GameError` (a ``ValueError``) saying where:
``round S2, event 41: seat 3 discards 5m but holds none``.
"""

from .errors import MESSAGES, GameError
from .mjai import to_mjai
from .read import read_game
from .record import (
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
    End,
    Event,
    Game,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    Win,
)
from .tenhou6 import to_tenhou6, to_tenhou6_json, viewer_link

__all__ = [
    "MESSAGES",
    "AddedKong",
    "Chi",
    "ConcealedKong",
    "Discard",
    "Draw",
    "DrawEnd",
    "DrawKind",
    "End",
    "Event",
    "Game",
    "GameError",
    "NewDora",
    "OpenKong",
    "Pon",
    "Riichi",
    "Round",
    "Win",
    "read_game",
    "to_mjai",
    "to_tenhou6",
    "to_tenhou6_json",
    "viewer_link",
]
