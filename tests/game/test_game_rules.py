"""One rule set: a game's rules are a ``core.Rules`` (its preset with the log's options), so a
game played under the Chinese Official rules, saved and opened again, is graded under them,
not as a riichi game; a log that says nothing of its rules reads under Tenhou's."""

from __future__ import annotations

import json

import pytest

from mjtrainer.core import Rules
from mjtrainer.core.rules import GAME_OPTIONS
from mjtrainer.game import read_game, to_mjai, to_tenhou6_json
from mjtrainer.game.practice import Practice
from mjtrainer.game.record import TENHOU_RULES, log_rules
from mjtrainer.game.review import review_game, scoring_rules

from .handmade import riichi_log

WRITERS = {"mjai": to_mjai, "tenhou6": to_tenhou6_json}


def played(preset: str, seed: int = 7) -> Practice:
    p = Practice.deal(seed, Rules.preset(preset))
    while not p.over:
        p = p.discard(p.drawn)
    return p


@pytest.mark.parametrize("fmt", sorted(WRITERS))
@pytest.mark.parametrize("preset", ["mcr", "general", "riichi"])
def test_a_practice_deal_keeps_its_rule_set_through_a_log(preset: str, fmt: str) -> None:
    game = played(preset).game()
    again = read_game(WRITERS[fmt](game))
    assert again.rules == game.rules
    assert again.rules.name == preset
    assert scoring_rules(again).name == preset


def test_a_mcr_deal_saved_as_mjai_is_reviewed_under_mcr() -> None:
    game = read_game(to_mjai(played("mcr").game()))
    review = review_game(game)
    head = review.lines()[0]
    assert head["rules"]["name"] == "mcr"
    # Graded under MCR: the red fives MCR does not know never appear in a graded hand, and
    # the look-ahead's rules are the game's (a riichi-only yaku check would refuse MCR wins).
    decisions = [d for r in review.rounds for d in r.decisions]
    assert decisions and all("0" not in d.to_dict()["hand"] for d in decisions)


def test_a_log_without_rules_reads_under_tenhous() -> None:
    game = read_game(riichi_log())
    assert game.rules == TENHOU_RULES
    assert game.rules.name == "riichi" and not game.rules.double_yakuman
    assert game.rules.red_fives == 3 and game.rules.open_tanyao


def test_the_review_reports_the_log_options_as_before() -> None:
    review = review_game(read_game(riichi_log()))
    rules = review.lines()[0]["rules"]
    assert list(rules) == list(GAME_OPTIONS)  # riichi games: no name, the keys as they were
    assert rules == {
        "red_fives": 3,
        "open_tanyao": True,
        "double_yakuman": False,
        "kiriage": False,
        "east_only": False,
    }


def test_an_unknown_rule_name_in_a_log_reads_as_riichi() -> None:
    assert log_rules("no such rules", red_fives=0) == TENHOU_RULES.with_riichi_options(red_fives=0)
    assert log_rules(["not", "a", "name"]) == TENHOU_RULES


def test_the_game_options_round_trip_through_mjai() -> None:
    rules = TENHOU_RULES.with_game_options(kiriage=True, open_tanyao=False, east_only=True)
    game = read_game(to_mjai(played("riichi").game()))
    text = to_mjai(type(game)(game.players, rules, game.rounds, game.source_format))
    assert json.loads(text.splitlines()[0])["rules"]["east_only"] is True
    assert read_game(text).rules == rules


def test_a_rule_set_knows_its_table() -> None:
    for rules in (Rules.preset("riichi"), Rules.preset("mcr"), TENHOU_RULES):
        assert rules.seats == 4
        assert rules.live_wall == rules.wall_tiles - 13 * rules.seats - rules.dead_wall == 70
        assert [rules.seat_after(s) for s in rules.seat_order()] == [1, 2, 3, 0]


def won_mcr_deal() -> Practice:
    """A Chinese Official deal the learner wins (the first seed whose efficient play wins)."""
    from mjtrainer.core import discard_options
    from mjtrainer.core.kinds import kind_of

    for seed in range(100):
        p = Practice.deal(seed, Rules.preset("mcr"))
        while not p.over:
            best = discard_options(p.core_hand(), p.rules)[0].discard
            p = p.discard(next(t for t in p.hand if kind_of(t) == best))
        if p.win is not None:
            return p
    raise AssertionError("no seed below 100 wins")


def test_a_mcr_win_is_not_scored_as_riichi_and_the_cli_says_so(tmp_path) -> None:
    import io

    from mjtrainer.cli import run

    path = tmp_path / "mcr.mjson"
    path.write_text(to_mjai(won_mcr_deal().game()), encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path), "--json"], stdout=out) == 0
    win = next(x for x in map(json.loads, out.getvalue().splitlines()) if x["type"] == "win")
    assert win["scored"] is None and win["agrees"] is None and "error" not in win
    for lang, said in (("en", "not scored again"), ("zh_CN", "未重新计分")):
        out = io.StringIO()
        assert run(["review", str(path), "--lang", lang], stdout=out) == 0
        assert said in out.getvalue() and "refused" not in out.getvalue()
