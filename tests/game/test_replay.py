"""Replay: the table at every step as each seat sees it. Seen tiles equal a brute count from
the raw events, the live wall counts down one a draw from 70, ponds mark tsumogiri, the riichi
tile and called tiles, and melds follow the calls."""

from __future__ import annotations

from collections import Counter

import pytest

from mjtrainer.core.kinds import NUM_KINDS, kind_of
from mjtrainer.game import (
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
    NewDora,
    OpenKong,
    Pon,
    read_game,
)
from mjtrainer.game.replay import MeldType, Replay, codes_text, hand_text

from .handmade import riichi_log

FAST_GAMES = 3


def _engine_games():
    from . import engine

    return [read_game(t) for t in engine.games(FAST_GAMES)]


def _brute_seen(rnd, step: int, seat: int) -> list[int]:
    """Every tile out of the wall so far (deals, draws, indicators) minus what sits in some
    hand: the seat's own (concealed and melds) and the others' concealed tiles."""
    out = Counter(kind_of(t) for h in rnd.hands for t in h)
    out[kind_of(rnd.dora_indicator)] += 1
    hands = [Counter(h) for h in rnd.hands]
    melded = Counter()  # the seat's own meld tiles
    for e in rnd.events[:step]:
        match e:
            case Draw(s, t):
                out[kind_of(t)] += 1
                hands[s][t] += 1
            case NewDora(t):
                out[kind_of(t)] += 1
            case Discard(s, t, _):
                hands[s][t] -= 1
            case Chi(s, _, t, ts) | Pon(s, _, t, ts) | OpenKong(s, _, t, ts):
                for x in ts:
                    hands[s][x] -= 1
                if s == seat:
                    melded.update(kind_of(x) for x in (t, *ts))
            case ConcealedKong(s, ts):
                for x in ts:
                    hands[s][x] -= 1
                if s == seat:
                    melded.update(kind_of(x) for x in ts)
            case AddedKong(s, t):
                hands[s][t] -= 1
                if s == seat:
                    melded[kind_of(t)] += 1
    for h in hands:
        for t, n in h.items():
            out[kind_of(t)] -= n
    for t, n in melded.items():
        out[t] -= n
    return [out[k] for k in range(NUM_KINDS)]


def test_seen_tiles_equal_a_brute_count_in_engine_games():
    checked = 0
    for game in _engine_games():
        for rnd in game.rounds:
            rp = Replay(rnd)
            for step in range(0, rp.steps, 7):
                for seat in range(4):
                    assert list(rp.view(step, seat).seen) == _brute_seen(rnd, step, seat), (
                        rnd.name,
                        step,
                        seat,
                    )
                    checked += 1
    assert checked > 500


def test_wall_counts_down_from_70_one_a_draw():
    for game in _engine_games():
        for rnd in game.rounds:
            rp = Replay(rnd)
            assert rp.table(0).wall == 70
            draws = 0
            for step, e in enumerate(rnd.events, 1):
                draws += isinstance(e, Draw)
                assert rp.table(step).wall == 70 - draws
            if any(isinstance(e, DrawEnd) and e.kind is DrawKind.EXHAUSTIVE for e in rnd.ends):
                assert rp.final.wall == 0


def test_hand_sizes_and_melds_follow_the_calls():
    calls = 0
    for game in _engine_games():
        for rnd in game.rounds:
            rp = Replay(rnd)
            for seat in range(4):
                for step in rp.decisions(seat):
                    v = rp.view(step, seat)
                    assert v.core_hand().size == 14
                    assert v.drawn is None or v.drawn in v.hand
            final = rp.final
            for seat in range(4):
                for m in final.melds[seat]:
                    calls += 1
                    if m.type is not MeldType.CONCEALED_KONG:
                        pond = final.ponds[m.from_seat]
                        assert any(p.called and p.tile == m.called for p in pond)
            n_called = sum(p.called for pond in final.ponds for p in pond)
            n_melds = sum(m.type is not MeldType.CONCEALED_KONG for ms in final.melds for m in ms)
            assert n_called == n_melds
    assert calls > 0


def test_a_riichi_round_step_by_step():
    rnd = read_game(riichi_log()).rounds[0]
    rp = Replay(rnd)
    first = rp.decisions(0)
    assert first == (2, 10)  # after the draw and the declaration; after the second draw
    v = rp.view(first[0], 0)
    assert v.text() == "12345m456p789s117z"
    assert v.drawn == 4 and v.wall == 69 and v.seen_text == "4z"  # the indicator only
    assert v.riichi == (None,) * 4 and v.scores == (25000,) * 4
    after = rp.table(first[0] + 1)
    assert after.ponds[0][0].riichi and after.riichi[0] == 0
    assert rp.table(first[0] + 2).scores[0] == 24000  # the deposit, once play goes on
    assert rp.table(first[0] + 2).riichi_sticks == 1
    v2 = rp.view(first[1], 0)
    assert v2.in_riichi and v2.wall == 65
    assert v2.seen_text == "44447z"  # three North thrown, the North indicator, the riichi 7z
    assert list(v2.seen) == _brute_seen(rnd, first[1], 0)
    pond = rp.table(first[1] + 1).ponds[0]
    assert [(p.tile, p.tsumogiri, p.riichi) for p in pond] == [(33, False, True), (21, True, False)]
    # another seat sees seat 0's pond too, but never seat 0's hand
    assert rp.view(first[1], 2).hand != v2.hand and rp.view(first[1], 2).seen == v2.seen


def test_codes_text_writes_red_fives_as_zero():
    assert codes_text([4, 34, 2, 35, 27]) == "350m0p1z"
    assert hand_text((34, 5), ()) == "06m"


def test_bad_step_and_seat_are_refused():
    rp = Replay(read_game(riichi_log()).rounds[0])
    with pytest.raises(IndexError):
        rp.table(rp.steps)
    with pytest.raises(ValueError, match="seat 4"):
        rp.view(0, 4)
