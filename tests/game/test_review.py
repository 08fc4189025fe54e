"""Review: a known best discard is graded best and a known bad one a mistake, the discard after
riichi is forced, the turn follows the live wall, a win is scored again and compared with the
record, progress and cancel work, and the JSON lines have exactly DESIGN.md's keys."""

from __future__ import annotations

import dataclasses

import pytest

from mjtrainer.core import LookaheadCancelled
from mjtrainer.game import Win, read_game
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import (
    Category,
    Grade,
    grade_of_loss,
    review_game,
    review_win,
    summarise,
    turn_of,
)

from .handmade import riichi_log

GAME_KEYS = {"type", "format", "players", "seat", "rules", "rounds"}
ROUND_KEYS = {"type", "round", "name", "honba", "riichi_sticks", "dealer", "scores"}
DECISION_KEYS = {
    "type", "round", "turn", "hand", "seen", "played", "tsumogiri", "riichi", "shanten",
    "searched", "played_win_prob", "played_tenpai_prob", "best", "best_win_prob", "loss",
    "grade", "danger", "kind", "played_ev", "best_ev", "ev_loss", "fold_ev", "category",
    "reasons",
}  # fmt: skip
CHOICE_KEYS = {
    "type", "kind", "round", "turn", "hand", "played", "choices", "best", "played_ev", "best_ev",
    "ev_loss", "grade", "category", "reasons",
}  # fmt: skip
WIN_KEYS = {"type", "round", "winner", "from", "hand", "win_tile", "recorded", "scored", "agrees"}
DRAW_KEYS = {"type", "round", "kind", "recorded"}
SUMMARY_KEYS = {
    "type", "seat", "decisions", "searched", "grades", "agreement", "win_prob_lost", "mistakes",
    "deal_ins", "by_category", "ev_lost", "ev_lost_per_decision", "weakest",
}  # fmt: skip
KEYS = {
    "game": GAME_KEYS,
    "round": ROUND_KEYS,
    "decision": DECISION_KEYS,
    "win": WIN_KEYS,
    "draw": DRAW_KEYS,
    "summary": SUMMARY_KEYS,
}


def check_keys(lines: list[dict]) -> None:
    """Every line has exactly DESIGN.md's keys (a forced decision adds ``forced``, a win our
    scorer refused its ``error``)."""
    assert lines[0]["type"] == "game" and lines[-1]["type"] == "summary"
    for line in lines:
        want = set(KEYS[line["type"]])
        if line["type"] == "decision" and line["kind"] != "discard":
            want = set(CHOICE_KEYS) | ({"offered", "from"} if line["kind"] == "call" else set())
            assert line["category"] == line["kind"] and line["played"] in {
                c["choice"] for c in line["choices"]
            }
        if line["type"] == "decision":
            assert all(isinstance(r["id"], str) for r in line["reasons"])
            assert bool(line["reasons"]) == (line.get("grade") is not None), line
        if line["type"] == "decision" and line.get("forced"):
            want.add("forced")
        if line["type"] == "win" and line["scored"] is None:
            want.add("error")  # our scorer's refusal, in English
        assert set(line) == want, line
        if line["type"] == "win":
            # and the seat liable for the win (pao) where the record names one
            assert set(line["recorded"]) - {"liable"} == {"deltas", "han", "fu", "points"}
            if line["scored"] is not None:
                assert set(line["scored"]) == {"han", "fu", "points", "yaku", "deltas"}
        if line["type"] == "summary":
            assert set(line["grades"]) == {"best", "good", "doubtful", "mistake"}
            for m in line["mistakes"]:
                assert set(m) == {
                    "round", "turn", "kind", "played", "best", "loss", "ev_loss", "category",
                    "deal_in", "reasons",
                }  # fmt: skip


def test_grades_by_chance_lost():
    assert [grade_of_loss(x) for x in (0.0, 0.005, 0.0051, 0.02, 0.05, 0.0501)] == [
        Grade.BEST, Grade.BEST, Grade.GOOD, Grade.GOOD, Grade.DOUBTFUL, Grade.MISTAKE,
    ]  # fmt: skip


def test_turn_from_the_live_wall():
    assert [turn_of(w, 4) for w in (70, 69, 68, 65, 4, 3, 0)] == [1, 1, 1, 2, 17, 18, 18]


def test_known_best_discard_then_forced_after_riichi():
    review = review_game(read_game(riichi_log()), 0)
    first, second = review.rounds[0].decisions
    assert first.hand_text == "12345m456p789s117z" and first.turn == 1
    assert first.riichi and not first.forced and first.searched
    assert first.grade is Grade.BEST and first.best == (33,) and first.loss == 0.0
    assert first.shanten == 0 and first.played_win_prob == first.best_win_prob
    assert second.forced and second.grade is None and second.loss is None
    assert second.to_dict()["forced"] is True
    # the riichi it declared with: a riichi decision, riichi against dama with 7z thrown
    (riichi,) = review.rounds[0].choices
    assert (riichi.kind, riichi.step, riichi.played.label) == ("riichi", first.step, "riichi 7z")
    assert [c.label for c in riichi.choices] == ["dama 7z", "riichi 7z"]
    assert riichi.played_ev == riichi.choices[1].ev
    s = review.summary
    # two discards, one searched; the discard and the riichi decision graded best
    assert (s.decisions, s.searched, s.grades[Grade.BEST], s.agreement) == (2, 1, 2, 1.0)
    assert s.by_category[Category.RIICHI] == (1, riichi.ev_loss)
    lines = review.lines()
    check_keys(lines)
    kinds = [line["kind"] for line in lines if line["type"] == "decision"]
    assert kinds == ["discard", "riichi", "discard"]


@pytest.mark.parametrize(("bad", "name"), [("4m", "4m"), ("E", "1z")])
def test_breaking_a_ready_hand_is_a_mistake(bad, name):
    review = review_game(read_game(riichi_log(bad)), 0)
    first = review.rounds[0].decisions[0]
    assert first.grade is Grade.MISTAKE and not first.searched and first.loss is None
    assert first.best == (33,) and first.best_win_prob is not None
    assert not first.riichi and not first.forced
    line = first.to_dict()
    assert line["grade"] == "mistake" and line["best"] == ["7z"] and line["played"] == name
    assert review.summary.agreement == 0.0
    check_keys(review.lines())


def test_the_win_is_scored_again_and_compared():
    game = read_game(riichi_log())
    rnd = game.rounds[0]
    win = rnd.ends[0]
    assert isinstance(win, Win)
    w = review_win(Replay(rnd), win, game, 0)
    assert w.scored is not None and w.scored.win
    # 12000 for the hand and the riichi stick on the table (1000) to the winner.
    p = w.scored.points
    assert (w.scored.han, w.scored.fu, p.total, p.riichi_sticks) == (5, 30, 13000, 1000)
    assert w.situation.double_riichi and w.situation.self_drawn and not w.situation.ippatsu
    assert w.situation.riichi_sticks == 1 and w.situation.honba == 0
    # Our payments now hold the sticks: nothing left out, the deltas are compared and agree.
    assert w.gaps == () and w.compared == ("deltas",) and w.agrees is True
    assert w.scored_deltas == (13000, -4000, -4000, -4000)
    # The points are the hand's (a dealer's mangan, 4000 all): the stick is in the deltas only.
    assert w.to_dict()["scored"]["points"] == 12000
    told = dataclasses.replace(win, han=5, fu=30, points=12000)
    w = review_win(Replay(rnd), told, game, 0)
    assert w.compared == ("fu", "han", "points", "deltas") and w.agrees is True
    wrong = dataclasses.replace(win, han=4, fu=30, points=11600)
    w = review_win(Replay(rnd), wrong, game, 0)
    assert w.agrees is False
    assert w.to_dict()["recorded"] == {
        "deltas": [13000, -4000, -4000, -4000], "han": 4, "fu": 30, "points": 11600,
    }  # fmt: skip


def test_progress_and_cancel():
    calls = []
    review_game(read_game(riichi_log()), 0, progress=lambda d, n: calls.append((d, n)))
    assert calls == [(0, 2), (1, 2), (2, 2)]
    with pytest.raises(LookaheadCancelled):
        review_game(read_game(riichi_log()), 0, cancel=lambda: True)


def test_bad_seat_is_refused():
    with pytest.raises(ValueError, match="seat 4"):
        review_game(read_game(riichi_log()), 4)


def test_engine_wins_agree_where_compared():
    from . import engine

    compared = 0
    for text in engine.games(12):
        game = read_game(text)
        for i, rnd in enumerate(game.rounds):
            rp = Replay(rnd)
            for end in rnd.ends:
                if isinstance(end, Win):
                    w = review_win(rp, end, game, i)
                    if w.agrees is not None:
                        compared += 1
                        assert w.agrees, (i, rnd.name, w)
    assert compared >= 3


@pytest.mark.slow
def test_a_whole_engine_game_review():
    from . import engine

    review = review_game(read_game(engine.mjai_text(0)), 0)
    lines = review.lines()
    check_keys(lines)
    s = review.summary
    assert s.decisions == sum(len(r.decisions) for r in review.rounds) > 50
    assert sum(s.grades.values()) + sum(d.forced for r in review.rounds for d in r.decisions) == (
        s.decisions
    )
    ranked = summarise(s.seat, review.rounds).mistakes  # then the deal-ins named, if others
    assert s.mistakes[: len(ranked)] == ranked
    assert ranked == tuple(sorted(ranked, key=lambda d: -(d.loss or 0)))
    assert all(s.dealt_in(d) for d in s.mistakes[len(ranked) :])
    assert len(s.per_round) == len(review.rounds)


def test_the_shipped_engine_game_is_the_engines_and_reviews_as_readme_says() -> None:
    """tests/game/data/engine_east_0.mjson (README's review example, the screenshots' game) is
    the engine's seeded game 0, and seat 1's summary is the one README prints."""
    from pathlib import Path

    from . import engine

    text = (Path(__file__).parent / "data" / "engine_east_0.mjson").read_text(encoding="utf-8")
    assert text == engine.mjai_text(0, "4p-red-east")
    review = review_game(read_game(text), 1)
    grades = {str(g): n for g, n in review.summary.grades.items()}
    # README: "best 43, good 9, doubtful 11, mistake 3" (discard, riichi and call decisions)
    assert (grades["best"], grades["good"], grades["doubtful"], grades["mistake"]) == (43, 9, 11, 3)


def test_the_grading_keeps_the_red_fives_and_grades_as_by_kind():
    """The seat's hand is graded with its concealed red fives (the hand the card and the names
    of the discards use), and every grade comes out as the hand read by kind grades it: shape
    and chances do not look at a red five. A best discard of a five the hand holds only as the
    red one is named red (``0m``) in the JSON."""
    from mjtrainer.core import Hand
    from mjtrainer.core.kinds import CODE_NAMES, is_red, kind_of, red_of
    from mjtrainer.game.review import grade_decision, grade_position, turn_of

    from . import engine

    checked = red_best = 0
    for seed in range(3):
        game = read_game(engine.mjai_text(seed))
        for index, rnd in enumerate(game.rounds[:3]):
            rp = Replay(rnd)
            for step in rp.decisions(0):
                view = rp.view(step, 0)
                if view.in_riichi or not any(is_red(t) for t in view.hand):
                    continue
                hand = view.core_hand()
                assert hand.red == tuple(sorted(kind_of(t) for t in view.hand if is_red(t)))
                plain = Hand.from_tiles(
                    (kind_of(t) for t in view.hand), (m.core_meld() for m in view.own_melds)
                )
                event = rnd.events[step]
                turn = turn_of(view.wall, 4)
                graded = grade_position(hand, view.seen, kind_of(event.tile), turn)
                assert graded == grade_position(plain, view.seen, kind_of(event.tile), turn)
                d = grade_decision(
                    view, event, declares=False, round_index=index, round_wind=rnd.wind,
                    dealer=rnd.dealer,
                )  # fmt: skip
                assert d.core_hand() == hand
                line = d.to_dict()
                for kind, name in zip(d.best, line["best"], strict=True):
                    alone = kind in hand.red and hand.counts[kind] == 1
                    assert name == CODE_NAMES[(red_of(kind) or kind) if alone else kind]
                    red_best += alone
                checked += 1
                if checked % 4 == 0:
                    break
    assert checked >= 6 and red_best >= 1


def _double_ron_at_two_honba() -> str:
    """A tenhou.net/6 round made by hand, its deltas as Tenhou (and Mahjong Soul) pay a double
    ron: East 1, two honba and one riichi stick on the table. Seat 2 throws 4m; seat 3 (the
    first after the discarder) wins 23m+4m tanyao pinfu, 30 fu 2 han, 2000, and takes the
    honba (600) and the stick (1000): +3600, seat 2 −2600. The dealer (seat 0) wins
    56m+4m tanyao pinfu iipeikou, 30 fu 3 han, 5800 — no honba for a second winner."""
    import json

    hands = [
        [15, 16, 22, 23, 24, 22, 23, 24, 33, 34, 35, 32, 32],  # 56m 234p 234p 345s 22s
        [11, 19, 21, 29, 31, 39, 17, 28, 37, 41, 42, 43, 46],
        [14, 19, 29, 18, 26, 27, 36, 38, 41, 42, 43, 46, 47],  # holds the 4m
        [12, 13, 23, 24, 25, 26, 27, 28, 34, 35, 36, 38, 38],  # 23m 345p 678p 456s 88s
    ]
    takes = [[44, 45], [44, 45], [44, 45], [44]]
    discards = [[60, 60], [60, 60], [60, 14], [60]]
    result = [
        "和了",
        [0, 0, -2600, 3600], [3, 2, 3, "30符2飜2000点", "断幺九(1飜)", "平和(1飜)"],
        [5800, 0, -5800, 0], [0, 2, 0, "30符3飜5800点", "断幺九(1飜)", "平和(1飜)", "一盃口(1飜)"],
    ]  # fmt: skip
    rnd: list = [[0, 2, 1], [25000, 25000, 25000, 24000], [19], []]
    for s in range(4):
        rnd += [hands[s], takes[s], discards[s]]
    rnd.append(result)
    return json.dumps({"name": ["A", "B", "C", "D"], "rule": {"aka": 1}, "log": [rnd]})


def test_a_double_ron_pays_honba_and_sticks_to_the_first_winner_only():
    game = read_game(_double_ron_at_two_honba())
    rnd = game.rounds[0]
    first, second = rnd.ends
    assert isinstance(first, Win) and isinstance(second, Win)
    assert (first.winner, second.winner) == (3, 0)
    for ends in ((first, second), (second, first)):  # whatever order a log lists them in
        swapped = dataclasses.replace(rnd, ends=ends)
        got = {w.winner: review_win(Replay(swapped), w, game, 0) for w in ends}
        assert got[3].situation.honba == 2 and got[3].situation.riichi_sticks == 1
        assert got[0].situation.honba == 0 and got[0].situation.riichi_sticks == 0
        assert got[3].scored_deltas == (0, 0, -2600, 3600) and got[3].agrees
        assert got[0].scored_deltas == (5800, 0, -5800, 0) and got[0].agrees
        assert got[0].to_dict()["scored"]["points"] == 5800
