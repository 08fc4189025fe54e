"""The scoring package's one face: score() by rules, each wait's value, the look-ahead's
legality check."""

from __future__ import annotations

import pytest

from mjtrainer.core import Hand, Rules, waits
from mjtrainer.scoring import (
    McrScore,
    RiichiScore,
    ScoringError,
    Situation,
    legal_win,
    score,
    scores_rules,
    wait_values,
)

READY = Hand.parse("123m456p789s1122z")  # waits on 1z (East) and 2z (South)


def test_score_dispatches_by_rules():
    hand = Hand.parse("123m456p789s11222z")
    assert isinstance(score(hand, "mcr", Situation(28)), McrScore)
    assert isinstance(score(hand, Rules.preset("riichi"), Situation(28)), RiichiScore)
    with pytest.raises(ScoringError) as info:
        score(hand, "general", Situation(28))
    assert info.value.code == "unknown-rules"
    assert scores_rules("mcr") and scores_rules(Rules.preset("riichi"))
    assert not scores_rules("general")


def test_a_wait_with_no_yaku_on_a_discard_is_flagged_under_riichi():
    # Seat and round wind East: a pung of East is a yaku (double), of South none. On a discard
    # the South pung gives no yaku at all; by self-draw the closed hand has menzen tsumo.
    tiles = tuple(w.tile for w in waits(READY, Rules.preset("riichi")))
    by_tile = {v.tile: v for v in wait_values(READY, "riichi", tiles, Situation(0))}
    assert by_tile[27].legal_ron and by_tile[27].legal_tsumo
    assert not by_tile[28].legal_ron and by_tile[28].legal_tsumo
    assert by_tile[28].ron is not None and by_tile[28].ron.reason == "no-yaku"


def test_wait_values_under_mcr_self_draw_is_worth_more():
    tiles = tuple(w.tile for w in waits(READY, Rules.preset("mcr")))
    for v in wait_values(READY, "mcr", tiles, Situation(0)):
        assert isinstance(v.ron, McrScore) and isinstance(v.tsumo, McrScore)
        # 自摸 (1) on top of the same arrangement, 不求人 where the hand is concealed
        assert v.tsumo.fan_value > v.ron.fan_value
        assert v.to_dict()["ron"]["total"] == v.ron.total


def test_flags_that_rule_out_a_way_of_winning_give_none():
    two_sided = Hand.parse("123m456p789s23s11z")  # waits on 1s and 4s, holding neither
    tiles = tuple(w.tile for w in waits(two_sided, Rules.preset("mcr")))
    assert tiles == (18, 21)
    for v in wait_values(two_sided, "mcr", tiles, Situation(0, kong=True)):
        assert v.tsumo is None  # 杠上开花 needs a kong in the hand
        assert v.ron is not None and v.ron.fan_value >= 8  # 抢杠和 (8) on a discard
    # On the shanpon hand the robbed tile is held already: robbing a kong cannot happen.
    for v in wait_values(READY, "mcr", (27, 28), Situation(0, kong=True)):
        assert v.ron is None and v.tsumo is None


def test_legal_win_hooks():
    assert legal_win("general") is None
    mcr = legal_win("mcr")
    assert mcr is not None
    # all pungs and a pair of dragons... a big hand is legal; a bare chicken-ish one is not
    assert mcr(Hand.parse("111m222p333s55566z"), 31)
    assert not mcr(Hand.parse("234m567p234s678s55z"), 3)
    riichi = legal_win("riichi")
    assert riichi is not None
    assert riichi(Hand.parse("234m567p234s678s55z"), 3)  # concealed: menzen tsumo
    # open, no yaku: 1m pair and a 9p... chows with terminals, no yakuhai
    assert not riichi(Hand.parse("123m567p99s [789m] [123s]"), 0)


@pytest.mark.parametrize(
    "text", ["11123m", "11m [555z]", "11m [123p] [456s]", "12355m [111z] [9999s]"]
)
@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_a_fragment_is_a_win_by_its_shape(rules, text):
    """Fewer than 14 tiles: no rule scores it, so the check never asks the scorer (which
    refuses it with "5 tiles: a winning hand has 3n+2 tiles")."""
    legal = legal_win(rules)
    assert legal is not None and legal(Hand.parse(text), 0)
