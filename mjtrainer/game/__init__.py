"""Whole games: the record of a game and its readers and writers. Standard library only.

>>> game = read_game(open("log.json", "rb").read())   # tenhou.net/6, mjai or mjlog # doctest: +SKIP
>>> game.rounds[0].name, game.rounds[0].ends[0]                                    # doctest: +SKIP
>>> find_format("mjlog").write(game)                  # any format's text          # doctest: +SKIP

A log that cannot be read whole raises :class:`GameError` (a ``ValueError``) saying where:
``round S2, event 41: seat 3 discards 5m but holds none``.
"""

from .errors import MESSAGES, GameError
from .limits import shown_name
from .mjai import to_mjai
from .mjlog import to_mjlog
from .read import FORMATS, find_format, read_game
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
    Kita,
    LogFormat,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    SourceFormat,
    Win,
)
from .tenhou6 import to_tenhou6, to_tenhou6_json, viewer_link

__all__ = [
    "FORMATS",
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
    "LogFormat",
    "Kita",
    "NewDora",
    "OpenKong",
    "Pon",
    "Riichi",
    "Round",
    "SourceFormat",
    "Win",
    "find_format",
    "read_game",
    "shown_name",
    "to_mjai",
    "to_mjlog",
    "to_tenhou6",
    "to_tenhou6_json",
    "viewer_link",
]
