"""Three-player games (issue 28 §3) through the one table engine: the kita event (a north set
aside: seen by all, counted a seat, a replacement draw next, no discard), three seats in every
reader and writer, and riichienv's three-player games, whose deltas are the answers: every win
scored again by the review equals its delta."""

from __future__ import annotations

import json

import pytest

from mjtrainer.core import Rules
from mjtrainer.core.rules import NORTH
from mjtrainer.game import GameError, Kita, Win, read_game
from mjtrainer.game.engine import Expect, deal, step
from mjtrainer.game.mjai import code_of, to_mjai
from mjtrainer.game.record import Discard, Draw
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import review_win

SANMA = Rules.preset("sanma")
RIICHI = Rules.preset("riichi")
N = code_of("N")
HANDS = [
    [code_of(t) for t in "1m 1m 1m 9m 9m 9m 1p 1p 1p 2p 2p 2p 3p".split()],
    [code_of(t) for t in "1s 1s 1s 2s 2s 2s 3s 3s 3s 4s 4s 4s 5s".split()],
    [code_of(t) for t in "E E E S S S W W W P P P C".split()],
]
SEEDS = range(12)


def _dealt(rules: Rules = SANMA, hands: list[list[int]] = HANDS):  # noqa: ANN202
    start = rules.starting_points
    return deal(
        rules, wind=0, number=1, dealer=0, scores=(start,) * len(hands), hands=hands,
        dora_indicator=code_of("6s"),
    )  # fmt: skip


def test_kita_sets_a_north_aside_and_draws_again() -> None:
    state = step(_dealt(), Draw(0, N))
    state = step(state, Kita(0, N))
    assert state.kita == (1, 0, 0)
    assert N not in state.hands[0] and state.ponds == ((), (), ())
    assert state.expecting is Expect.DRAW and state.to_move == 0  # the replacement draw
    assert state.last_discard is None and state.kong_tile == (0, N)
    for seat in SANMA.seat_order():  # seen by every seat, its own too (it left the hand)
        assert state.seen_by(seat)[NORTH] == 1
    state = step(state, Draw(0, code_of("4p")))
    assert state.wall == SANMA.live_wall - 2  # the replacement draw comes out of the wall too
    state = step(state, Discard(0, code_of("4p"), True))
    assert state.to_move == 1 and len(state.ponds[0]) == 1


def test_kita_is_refused_where_it_cannot_be() -> None:
    state = step(_dealt(), Draw(0, code_of("4p")))
    with pytest.raises(GameError) as err:
        step(state, Kita(0, code_of("4p")))
    assert err.value.code == "bad-kita" and "round E1, event 2" in str(err.value)
    with pytest.raises(GameError) as err:
        step(state, Kita(0, N))  # not held
    assert err.value.code == "not-held"
    four = [*HANDS, [code_of(t) for t in "7p 7p 7p 8p 8p 8p 9p 9p 9p 7s 7s 7s 8s".split()]]
    state = step(_dealt(RIICHI, four), Draw(0, N))
    with pytest.raises(GameError) as err:
        step(state, Kita(0, N))
    assert err.value.code == "bad-kita"


def test_a_three_player_deal_refuses_2m_to_8m() -> None:
    hands = [list(h) for h in HANDS]
    hands[1][-1] = code_of("5m")
    with pytest.raises(GameError) as err:
        _dealt(SANMA, hands)
    assert err.value.code == "not-in-play" and "5m" in str(err.value)
    with pytest.raises(GameError) as err:
        step(_dealt(), Draw(0, code_of("2m")))
    assert err.value.code == "not-in-play" and "event 1" in str(err.value)


# --- riichienv's three-player games as mjai ----------------------------------------------------


def _engine_texts() -> list[str]:
    from . import engine

    return engine.games(len(SEEDS), mode="3p-red-half")


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _engine_texts()


def test_engine_games_read_as_sanma_with_their_kita(texts: list[str]) -> None:
    kita = 0
    for text in texts:
        game = read_game(text)
        assert game.rules.seats == 3 and game.rules.kita and len(game.players) == 3
        assert all(len(r.scores) == 3 and len(r.hands) == 3 for r in game.rounds)
        read = sum(isinstance(e, Kita) for r in game.rounds for e in r.events)
        assert read == sum(json.loads(line)["type"] == "kita" for line in text.splitlines())
        kita += read
    assert kita > len(texts)  # the agents set norths aside: every game has some


def test_mjai_round_trip_keeps_a_three_player_game(texts: list[str]) -> None:
    for text in texts:
        game = read_game(text)
        again = read_game(to_mjai(game))
        assert again.rules == game.rules and again.rounds == game.rounds
        assert again.players == game.players


def test_every_win_scored_again_equals_the_engines_deltas(texts: list[str]) -> None:
    wins = kita_wins = 0
    for text in texts:
        game = read_game(text)
        for i, rnd in enumerate(game.rounds):
            replay = Replay(rnd, game.rules)
            for end in rnd.ends:
                if isinstance(end, Win):
                    review = review_win(replay, end, game, i)
                    assert review.agrees, (rnd.name, end, review.scored_deltas, review.error)
                    assert review.scored_deltas == end.deltas
                    wins += 1
                    kita_wins += replay.final.kita[end.winner] > 0
    assert wins >= len(texts) and kita_wins > 0  # tsumo loss, honba 200 and kita dora met


def test_nukidora_is_read_as_kita(texts: list[str]) -> None:
    text = texts[0].replace('"type": "kita"', '"type": "nukidora"')
    assert text != texts[0]
    assert read_game(text).rounds == read_game(texts[0]).rounds


def test_a_four_player_log_dealing_three_hands_later_is_refused(texts: list[str]) -> None:
    from . import engine

    four = engine.mjai_text(0).splitlines()
    three = [json.loads(line) for line in texts[0].splitlines()]
    deal3 = next(e for e in three if e["type"] == "start_kyoku")
    starts = [i for i, line in enumerate(four) if '"start_kyoku"' in line]
    four[starts[1]] = json.dumps(deal3)
    with pytest.raises(GameError) as err:
        read_game("\n".join(four) + "\n")
    assert err.value.code == "bad-field" and "tehais" in str(err.value)
