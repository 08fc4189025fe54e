"""Comparing game records across formats: equal but for the format read from, and what Tenhou's
XML cannot say (so a record written as mjlog and read again is compared with what it can)."""

from __future__ import annotations

import dataclasses

from mjtrainer.game import DrawEnd, DrawKind, Game, Win
from mjtrainer.game.mjlog import YAKU_NAMES


def same(a: Game, b: Game) -> None:
    """``b`` is the record ``a`` is, read from whichever format."""
    assert dataclasses.replace(b, source_format=a.source_format) == a


def as_mjlog_says(game: Game) -> Game:
    """``game`` as Tenhou XML can say it: a win's yaku are ids of Tenhou's names (a win with a
    name it has none for — Mahjong Soul's ``役牌:場風牌`` — is written with no yaku, so its han and
    fu are not recorded), and an exhaustive draw always shows who was ready (a record that does
    not know, with no payments, reads back with nobody ready)."""
    rounds = []
    for r in game.rounds:
        ends = []
        for e in r.ends:
            if isinstance(e, Win) and e.yaku and any(n not in YAKU_NAMES for n, _ in e.yaku):
                e = dataclasses.replace(e, han=None, fu=None, yaku=None)
            elif isinstance(e, DrawEnd) and e.kind is DrawKind.EXHAUSTIVE and e.tenpai is None:
                e = dataclasses.replace(e, tenpai=())
            ends.append(e)
        rounds.append(dataclasses.replace(r, ends=tuple(ends)))
    return dataclasses.replace(game, rounds=tuple(rounds))
