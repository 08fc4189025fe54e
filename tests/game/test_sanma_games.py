"""Three-player games (issue 28 §3) through the one table engine: the kita event (a north set
aside: seen by all, counted a seat, a replacement draw next, no discard), three seats in every
reader and writer, and riichienv's three-player games, whose deltas are the answers: every win
scored again by the review equals its delta."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from mjtrainer.core import Rules
from mjtrainer.core.rules import NORTH
from mjtrainer.decision import race
from mjtrainer.game import DrawEnd, Game, GameError, Kita, Win, read_game
from mjtrainer.game.danger import seat_table
from mjtrainer.game.engine import Expect, deal, step
from mjtrainer.game.mjai import code_of, to_mjai
from mjtrainer.game.mjlog import to_mjlog
from mjtrainer.game.record import AddedKong, ConcealedKong, Discard, Draw, OpenKong, Pon
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import review_game, review_win
from mjtrainer.game.tenhou6 import to_tenhou6, to_tenhou6_json
from mjtrainer.scoring import Situation

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


def test_the_screenshots_three_player_game_is_the_engines_and_scores_as_it_says() -> None:
    """tests/game/data/engine_sanma_east_0.mjson (README's three-player screenshots) is the
    engine's east game of seed 0, written as it came: every win scored again equals its delta."""
    from pathlib import Path

    from . import engine

    text = (Path(__file__).parent / "data" / "engine_sanma_east_0.mjson").read_text("utf-8")
    assert text == engine.mjai_text(0, "3p-red-east")
    game = read_game(text)
    assert game.rules.seats == 3 and sum(isinstance(e, Kita) for r in game.rounds for e in r.events)
    for i, rnd in enumerate(game.rounds):
        replay = Replay(rnd, game.rules)
        for end in rnd.ends:
            if isinstance(end, Win):
                assert review_win(replay, end, game, i).scored_deltas == end.deltas


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


# --- tenhou.net/6 and mjlog ---------------------------------------------------------------------


def _decisions(game: Game) -> list[tuple[object, ...]]:
    """Every discard decision of every seat as the seat sees it: the round, the seat, its hand,
    the tiles it sees, the live wall, every pond and every seat's kita."""
    out: list[tuple[object, ...]] = []
    for rnd in game.rounds:
        replay = Replay(rnd, game.rules)
        for seat in game.rules.seat_order():
            for at in replay.decisions(seat):
                v = replay.view(at, seat)
                out.append((rnd.name, seat, v.hand, v.seen, v.wall, v.ponds, v.kita, v.melds))
    return out


def test_the_three_formats_of_a_game_give_the_same_decisions(texts: list[str]) -> None:
    for text in texts:
        game = read_game(text)
        decisions = _decisions(game)
        assert any(kita for *_, kita, _ in decisions if any(kita))
        for written in (to_tenhou6_json(game), to_mjlog(game)):
            again = read_game(written)
            assert again.rules == game.rules and len(again.players) == 3
            assert _decisions(again) == decisions
            assert _same_ends(game, again)


def _same_ends(game: Game, again: Game) -> bool:
    """The rounds' ends alike, but for who was ready at a draw where the log did not say
    (mjlog shows nobody's hand: read back as nobody ready)."""
    for a, b in zip(game.rounds, again.rounds, strict=True):
        for x, y in zip(a.ends, b.ends, strict=True):
            if isinstance(x, DrawEnd) and x.tenpai is None:
                x = DrawEnd(x.kind, x.deltas, y.tenpai)
            if x != y:
                return False
    return True


def _tensoul(game: Game, **changes: object) -> dict:
    """``game`` in the shape the Mahjong Soul converters (tensoul, downloadlogs) write: the
    rule text starting with 3, ``ratingc`` PF3, red fives by ``aka5x``, no preset name."""
    data = to_tenhou6(game)
    data["rule"] = {"disp": "3玉の間南喰赤", "aka53": 1, "aka52": 1, "aka51": 0}
    data["ratingc"] = "PF3"
    data.update(changes)
    return data


def test_the_converters_shape_reads_as_sanma(texts: list[str]) -> None:
    game = read_game(texts[1])
    data = _tensoul(game)
    assert data["name"] == ["", "", "", ""] and data["log"][0][13:16] == [[], [], []]
    assert any("f44" in seat for rnd in data["log"] for seat in rnd[6:16:3])
    for shape in (
        data,
        {**data, "rule": {"disp": "三鳳南喰赤", "aka": 1}, "ratingc": "PF4"},  # Tenhou's
        {**data, "rule": {"disp": "Friendly", "aka": 1}, "ratingc": ""},  # the empty seat says so
    ):
        again = read_game(json.dumps(shape, ensure_ascii=False))
        assert again.rules.seats == 3 and again.rules.red_fives == game.rules.red_fives
        assert _decisions(again) == _decisions(game)


def test_three_player_points_strings_count_two_payers(texts: list[str]) -> None:
    """A self-draw's points string (``300-500点``, ``500点∀``) is paid by two seats: the
    hand's value read back from our writer is our scorer's (tsumo loss)."""
    game = read_game(texts[0])
    rounds, checked = [], 0
    for i, rnd in enumerate(game.rounds):
        replay, ends = Replay(rnd, game.rules), []
        for end in rnd.ends:
            if isinstance(end, Win):
                s = review_win(replay, end, game, i).scored
                assert s is not None and s.points is not None
                end = dataclasses.replace(end, han=s.han, fu=s.fu, points=s.points.value)
                checked += end.self_drawn
            ends.append(end)
        rounds.append(dataclasses.replace(rnd, ends=tuple(ends)))
    game = dataclasses.replace(game, rounds=tuple(rounds))
    assert checked
    again = read_game(to_tenhou6_json(game))
    assert again.rounds == game.rounds
    for i, rnd in enumerate(again.rounds):
        for end in rnd.ends:
            if isinstance(end, Win):
                review = review_win(Replay(rnd, again.rules), end, again, i)
                assert review.agrees and "points" in review.compared


@pytest.mark.parametrize(
    ("entry", "code"),
    [("f45", "bad-kita"), ("f", "bad-field")],
)
def test_an_impossible_kita_is_refused_where_it_is(texts: list[str], entry: str, code: str) -> None:
    game = read_game(texts[1])
    data = _tensoul(game)
    for rnd in data["log"]:
        for seat in range(3):
            discards = rnd[6 + 3 * seat]
            if "f44" in discards:
                discards[discards.index("f44")] = entry
                with pytest.raises(GameError) as err:
                    read_game(json.dumps(data, ensure_ascii=False))
                assert err.value.code == code and "round" in str(err.value)
                return
    pytest.fail("no kita in the game")


def test_a_fourth_seat_playing_in_a_three_player_log_is_refused(texts: list[str]) -> None:
    data = _tensoul(read_game(texts[1]))
    data["log"][0][13] = [11, 11, 11]
    with pytest.raises(GameError) as err:
        read_game(json.dumps(data, ensure_ascii=False))
    assert err.value.code == "hand-size" and "round E1" in str(err.value)


def test_an_mjlog_kita_of_another_tile_is_refused(texts: list[str]) -> None:
    text = to_mjlog(read_game(texts[1]))
    kitas = [x for x in re.finditer(r'<N who="\d" m="(\d+)"/>', text) if int(x.group(1)) & 0x20]
    assert kitas
    first = kitas[0]
    code = int(first.group(1))
    broken = text[: first.start(1)] + str(code - (4 << 8)) + text[first.end(1) :]  # 北 → 西
    with pytest.raises(GameError) as err:
        read_game(broken)
    assert err.value.code == "bad-field" and "round" in str(err.value)


# --- the review -------------------------------------------------------------------------------


def test_the_turn_counts_draws_of_the_three_player_wall(texts: list[str]) -> None:
    """With three seats each draws every third tile of the 55: until the round's first call
    or kita, a seat's n-th discard is at turn n, the dealer's (19 draws: 55 = 3 × 18 + 1)
    one later at n − 1 (counting by four seats would put the dealer's first at turn 5)."""
    game = read_game(texts[1])
    checked = 0
    for seat in (0, 1):
        review = review_game(game, seat)
        for rnd, rr in zip(game.rounds, review.rounds, strict=True):
            interrupts = (Kita, Pon, OpenKong, AddedKong, ConcealedKong)
            first = next((i for i, e in enumerate(rnd.events) if isinstance(e, interrupts)), None)
            turns = [d.turn for d in rr.decisions if first is None or d.step < first]
            late = seat == rnd.dealer
            assert turns == [max(1, n - late) for n in range(1, len(turns) + 1)]
            checked += len(turns) > 1
    assert checked >= 5  # rounds where a seat discarded twice before any call or kita


def test_the_review_grades_three_player_decisions_against_two_opponents(texts: list[str]) -> None:
    game = read_game(texts[1])
    review = review_game(game, 0)
    decisions = [d for rr in review.rounds for d in rr.decisions if not d.forced]
    assert decisions and all(d.grade is not None for d in decisions)
    assert any(d.ev_loss is not None for d in decisions)  # graded by round EV, as four seats are
    replay = Replay(game.rounds[0], game.rules)
    state = replay.state(replay.decisions(0)[0])
    others = race.build(seat_table(state, 0), Situation(0), 1)
    assert [o.seat for o in others.opponents] == [1, 2]


def _mutated(text: str, change) -> str:  # noqa: ANN001
    """``text`` with the first event ``change`` alters (it returns True when it did)."""
    lines = [json.loads(line) for line in text.splitlines()]
    for e in lines:
        if change(e):
            break
    else:
        raise AssertionError("nothing changed")
    return "".join(json.dumps(e) + "\n" for e in lines)


def _kita_of(pai: str):  # noqa: ANN202
    def change(e: dict) -> bool:
        if e["type"] == "kita":
            e["pai"] = pai
            return True
        return False

    return change


def _four_scores(e: dict) -> bool:
    if e["type"] == "start_kyoku":
        e["scores"] = [*e["scores"], 0]
        return True
    return False


def _kita_out_of_turn(e: dict) -> bool:
    if e["type"] == "kita":
        e["actor"] = (e["actor"] + 1) % 3
        return True
    return False


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (_kita_of("E"), "bad-kita"),
        (_kita_of("9m"), "bad-kita"),
        (_kita_out_of_turn, "out-of-turn"),
        (_four_scores, "bad-deltas"),
    ],
)
def test_an_impossible_three_player_mjai_log_is_refused_where(texts, change, code) -> None:  # noqa: ANN001
    with pytest.raises(GameError) as err:
        read_game(_mutated(texts[0], change))
    assert err.value.code == code and "line" in str(err.value)


def test_a_seat_out_of_range_names_the_three_seats() -> None:
    """At a three-player table the seats are 0–2, and the refusal says so (it said 0–3)."""
    with pytest.raises(GameError) as caught:
        step(_dealt(), Draw(3, code_of("4p")))
    assert caught.value.code == "seat-range" and str(caught.value).endswith("(0–2)")
