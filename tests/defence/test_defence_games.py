"""The danger model against real riichis: whole games played by the riichienv engine
(``tests/game/engine.py``), read back as game records, and at every discard made while an
opponent is in riichi the table that seat saw is built and judged. No tile classed genbutsu
may ever be won on by that riichi player, and every real deal-in into a riichi must have had a
chance above 0."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from mjtrainer.core.kinds import kind_of
from mjtrainer.defence import Category, Danger, Pond, Table, danger
from mjtrainer.game import (
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    Win,
    read_game,
)

FAST_GAMES = 12
SLOW_GAMES = 300


@dataclass
class _Seat:
    hand: Counter[int]
    pond: list[int] = field(default_factory=list)
    riichi: int | None = None
    melds: list[list[int]] = field(default_factory=list)
    after: dict[int, int] = field(default_factory=dict)
    called: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Judged:
    """One discard made while an opponent was in riichi, and what came of it."""

    seat: int
    tile: int
    danger: Danger
    ron_by: tuple[int, ...]  # the riichi players who won on it


def _table(seats: list[_Seat], seat: int, dora: list[int], rnd: Round) -> Table:
    ponds = tuple(
        Pond(
            s,
            tuple(x.pond),
            x.riichi,
            tuple(tuple(m) for m in x.melds),
            tuple(sorted(x.after.items())),
            tuple(x.called),
        )
        for s, x in enumerate(seats)
    )
    hand = tuple(seats[seat].hand.elements())
    return Table(seat, hand, ponds, tuple(dora), rnd.wind % 4, rnd.dealer)


def judge_round(rnd: Round) -> list[Judged]:
    """Every discard of ``rnd`` made while an opponent was in riichi, judged."""
    seats = [_Seat(Counter(h)) for h in rnd.hands]
    dora = [rnd.dora_indicator]
    pending: int | None = None
    found: list[tuple[int, int, Danger]] = []
    for event in rnd.events:
        match event:
            case Draw(seat, tile):
                seats[seat].hand[tile] += 1
            case Riichi(seat):
                pending = seat
            case Discard(seat, tile, _):
                if any(x.riichi is not None for s, x in enumerate(seats) if s != seat):
                    found.append((seat, tile, danger(_table(seats, seat, dora, rnd), tile)))
                me = seats[seat]
                me.hand[tile] -= 1
                me.pond.append(tile)
                if pending == seat:
                    me.riichi = len(me.pond) - 1
                    for s, other in enumerate(seats):
                        if s != seat:
                            other.after[seat] = len(other.pond)
                    pending = None
            case (
                Chi(seat, from_seat, tile, tiles)
                | Pon(seat, from_seat, tile, tiles)
                | OpenKong(seat, from_seat, tile, tiles)
            ):
                for x in tiles:
                    seats[seat].hand[x] -= 1
                seats[seat].melds.append([*tiles, tile])
                seats[from_seat].called.append(len(seats[from_seat].pond) - 1)
            case AddedKong(seat, tile):
                seats[seat].hand[tile] -= 1
                pon = next(
                    m
                    for m in seats[seat].melds
                    if len(m) == 3
                    and len({kind_of(x) for x in m}) == 1
                    and kind_of(m[0]) == kind_of(tile)
                )
                pon.append(tile)
            case ConcealedKong(seat, tiles):
                for x in tiles:
                    seats[seat].hand[x] -= 1
                seats[seat].melds.append(list(tiles))
            case NewDora(indicator):
                dora.append(indicator)
    last = rnd.events[-1] if rnd.events else None
    rons = {
        e.winner
        for e in rnd.ends
        if isinstance(e, Win)
        and not e.self_drawn
        and isinstance(last, Discard)
        and e.from_seat == last.seat
    }
    judged = []
    for i, (seat, tile, d) in enumerate(found):
        final = i == len(found) - 1 and isinstance(last, Discard) and last.seat == seat
        by = tuple(sorted(a.seat for a in d.against if final and a.seat in rons))
        judged.append(Judged(seat, tile, d, by))
    return judged


def _judge_games(n: int, first_seed: int = 0) -> list[Judged]:
    from tests.game import engine

    out: list[Judged] = []
    for text in engine.games(n, first_seed=first_seed):
        for rnd in read_game(text).rounds:
            out += judge_round(rnd)
    return out


def _check(judged: list[Judged]) -> tuple[int, int]:
    deal_ins = 0
    for j in judged:
        for a in j.danger.against:
            assert 0.0 <= a.chance < 1.0
        for seat in j.ron_by:
            deal_ins += 1
            (a,) = [a for a in j.danger.against if a.seat == seat]
            assert a.category is not Category.GENBUTSU, j
            assert a.chance > 0, j
            assert j.danger.chance > 0, j
    return len(judged), deal_ins


def test_no_genbutsu_deals_in_and_every_deal_in_had_a_chance_above_zero():
    pytest.importorskip("riichienv")
    judged, deal_ins = _check(_judge_games(FAST_GAMES))
    assert judged > 100  # the games had riichis to defend against
    assert deal_ins > 0  # and real deal-ins to check


def test_genbutsu_is_common_against_real_riichis_and_always_passed_safely():
    """The classification is not vacuous: many judged discards are genbutsu, and of those
    none was won on, while non-genbutsu discards were."""
    pytest.importorskip("riichienv")
    judged = _judge_games(FAST_GAMES)
    safe = [j for j in judged if all(a.category is Category.GENBUTSU for a in j.danger.against)]
    assert len(safe) > 20
    assert not any(j.ron_by for j in safe)
    assert any(j.ron_by for j in judged if j not in safe)


@pytest.mark.slow
def test_the_same_over_hundreds_of_games():
    pytest.importorskip("riichienv")
    judged, deal_ins = _check(_judge_games(SLOW_GAMES, first_seed=1000))
    assert deal_ins > 50
