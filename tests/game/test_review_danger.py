"""The review's danger: every decision with a riichi on the table carries the played tile's
danger and the safest tiles (DESIGN.md "Defence"), no genbutsu ever deals in on engine games,
and a deal-in with a tile more dangerous than the safest is named in the summary and among the
mistakes."""

from __future__ import annotations

import dataclasses

import pytest

from mjtrainer.core.kinds import kind_of
from mjtrainer.defence import Category, assess
from mjtrainer.game import read_game
from mjtrainer.game import review as review_module
from mjtrainer.game.danger import deal_in_step, decision_danger, defence_table
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import Decision, Grade, review_game

from .handmade import riichi_log

engine = pytest.importorskip("tests.game.engine")
GAMES = 12


def _views(game):
    """Every decision of every seat: (replay, view, discard event)."""
    for rnd in game.rounds:
        rp = Replay(rnd)
        for seat in range(4):
            for step in rp.decisions(seat):
                yield rp, rp.view(step, seat), rnd.events[step]


def test_danger_exactly_when_an_opponent_is_in_riichi_on_engine_games():
    dangers = 0
    for text in engine.games(GAMES):
        for rp, view, event in _views(read_game(text)):
            d = decision_danger(rp, view, event.tile)
            others = [r for s, r in enumerate(view.riichi) if s != view.seat]
            assert (d is None) == all(r is None for r in others)
            if d is None:
                continue
            dangers += 1
            held = {kind_of(t) for t in view.hand}
            assert set(d.safest) <= held and kind_of(event.tile) in held
            assert d.safest_chance <= d.played.chance + 1e-12
            assert d.safest_chance == assess(defence_table(rp, view))[0].chance
            assert (kind_of(event.tile) in d.safest) == (d.excess <= 1e-9)
    assert dangers > 100


def test_no_genbutsu_deals_in_and_every_deal_in_had_a_chance():
    deal_ins = 0
    for text in engine.games(GAMES):
        game = read_game(text)
        for rnd in game.rounds:
            rp = Replay(rnd)
            for seat in range(4):
                found = deal_in_step(rp, seat)
                if found is None:
                    continue
                step, win = found
                if rp.table(step).riichi[win.winner] is None:
                    continue  # won by a hand not in riichi: the model reads riichis only
                d = decision_danger(rp, rp.view(step, seat), rnd.events[step].tile)
                assert d is not None
                against = next(a for a in d.played.against if a.seat == win.winner)
                assert against.category is not Category.GENBUTSU and against.chance > 0
                deal_ins += 1
    assert deal_ins >= 10


def _shape_only(view, event, **kw):
    """A cheap stand-in for the look-ahead: every decision graded best by shape (the danger
    hook after it is what these tests read)."""
    return Decision(
        kw["round_index"], view.step, 1, view.hand, view.own_melds, view.seen, event.tile,
        event.tsumogiri, kw["declares"], view.in_riichi, 0, False, None, None, (), None, None,
        None if view.in_riichi else Grade.BEST,
    )  # fmt: skip


def test_a_deal_in_with_a_dangerous_tile_is_named(monkeypatch):
    monkeypatch.setattr(review_module, "grade_decision", _shape_only)
    # engine game 11, round 3: seat 2 dealt into seat 0's riichi with a 16 % tile, holding a
    # genbutsu (found by scanning the engine's games)
    game = read_game(engine.mjai_text(11))
    review = review_game(game, 2)
    s = review.summary
    named = [d for d in s.deal_ins if d.round == 3]
    assert len(named) == 1
    deal = named[0]
    assert deal.winner == 0 and deal.danger.safest_chance == 0.0
    assert deal.danger.played.chance > 0.1
    decision = next(d for d in review.rounds[3].decisions if d.step == deal.step)
    assert decision in s.mistakes and s.dealt_in(decision)
    line = s.to_dict()
    entry = next(e for e in line["deal_ins"] if e["round"] == 3)
    assert set(entry) == {"round", "turn", "played", "winner", "chance", "safest",
                          "safest_chance"}  # fmt: skip
    assert entry["chance"] > entry["safest_chance"] == 0.0
    assert any(m["deal_in"] and m["round"] == 3 for m in line["mistakes"])
    # every decision line: danger null without a riichi, the DESIGN.md keys with one
    for r in review.rounds:
        for d in r.decisions:
            out = d.to_dict()["danger"]
            if d.danger is None:
                assert out is None
            else:
                assert set(out) == {"played", "safest", "safest_chance"}
                assert set(out["played"]) == {"chance", "against"}
    # a deal-in with the safest tile is not named: every named one had a safer tile held
    assert all(d.danger.excess > 0 for d in s.deal_ins)


def test_the_riichi_seat_sees_no_danger_and_an_opponent_does(monkeypatch):
    monkeypatch.setattr(review_module, "grade_decision", _shape_only)
    game = read_game(riichi_log())
    own = review_game(game, 0)
    assert all(d.danger is None for r in own.rounds for d in r.decisions)
    other = review_game(game, 1)
    after = [d for r in other.rounds for d in r.decisions]
    assert after and all(d.danger is not None for d in after)
    first = after[0]
    # seat 1 holds only tiles seat 0 has not thrown: its safest is what the model says
    assert first.danger.safest_chance == min(
        dd.chance for dd in assess(defence_table(Replay(game.rounds[0]), _view(game, first)))
    )
    assert dataclasses.replace(first, danger=None).to_dict()["danger"] is None


def _view(game, decision):
    return Replay(game.rounds[decision.round]).view(decision.step, 1)


def test_the_safest_tiles_are_named_as_the_hand_throws_them_on_engine_games():
    """A safest tile the hand holds only as its red five is named red (``0m``), as the
    discard table names it; every other is its kind (engine game 0, round 3, seat 0 holds
    ``440m…`` with 5m among the safest)."""
    from mjtrainer.core import Hand
    from mjtrainer.core.kinds import MPSZ

    reds = 0
    for text in engine.games(GAMES):
        for rp, view, event in _views(read_game(text)):
            d = decision_danger(rp, view, event.tile)
            if d is None:
                continue
            held = Hand.from_tiles(view.hand)
            names = d.to_dict()["safest"]
            for t, name in zip(d.safest, names, strict=True):
                red = held.counts[t] == 1 and t in held.red
                assert name == ("0" + MPSZ[t][1] if red else MPSZ[t])
                reds += red
    assert reds >= 4
