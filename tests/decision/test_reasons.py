"""The reasons of a decision (issue 27 §3): each asserted from a position whose facts are known
by hand — the tiles each discard accepts counted on the hand, a genbutsu read off the pond."""

from __future__ import annotations

import pytest

from mjtrainer.core import Hand, Rules
from mjtrainer.decision import AnalyzeOptions, Position, analyze
from mjtrainer.decision.calls import Call
from mjtrainer.decision.reason_words import SENTENCES, english
from mjtrainer.decision.reasons import (
    Reason,
    call_reasons,
    discard_reasons,
    riichi_reasons,
    wait_kinds,
)
from mjtrainer.defence import Pond, Table
from mjtrainer.scoring import Situation, Wind

RIICHI = Rules.preset("riichi")
M4, M5, M6, M7, M8, P9 = 3, 4, 5, 6, 7, 17
#: 123m 456p 789s 11z with 46m and 8m: throwing 8m waits on 5m (46m), throwing 4m on 7m (68m).
TWO_WAYS = Hand.parse("123468m456p789s11z")
#: 123m 456p 789s 11z with 46m and 9p: only throwing 9p is ready (on 5m).
ONE_WAY = Hand.parse("12346m456p789s11z9p")


def _ids(reasons: tuple[Reason, ...]) -> list[str]:
    return [r.id for r in reasons]


def _one(reasons: tuple[Reason, ...], id: str, **where: object) -> Reason:
    found = [r for r in reasons if r.id == id and all(r.get(k) == v for k, v in where.items())]
    assert len(found) == 1, (id, reasons)
    return found[0]


def test_effective_tiles_more_and_fewer_counted_by_hand():
    # one 5m seen: 8m's wait has 3 copies left, 4m's (7m) all 4
    found = analyze(Position(TWO_WAYS, "5m", RIICHI))
    r = _one(discard_reasons(found, M4, M8), "effective")
    assert dict(r.params) == {
        "tile": M4, "count": 4, "best": M8, "best_count": 3,
        "more": ((M5, 3),), "fewer": ((M7, 4),),
    }  # fmt: skip
    assert english(r) == "8m keeps 3 effective tiles, 4m 4: 5m×3 more, 7m×4 fewer"
    # tiles gained alone: no empty "fewer"
    alone = Reason(r.id, tuple((k, () if k == "fewer" else v) for k, v in r.params))
    assert english(alone) == "8m keeps 3 effective tiles, 4m 4: 5m×3 more"


def test_the_played_discard_when_it_is_the_best_keeps_its_tiles():
    found = analyze(Position(TWO_WAYS, "5m", RIICHI))
    reasons = discard_reasons(found, M8, M8)
    assert dict(_one(reasons, "keeps-effective").params) == {"tile": M8, "count": 3, "shanten": 0}
    assert "effective" not in _ids(reasons)


def test_going_back_a_step_names_both_shanten():
    found = analyze(Position(ONE_WAY, rules=RIICHI))
    reasons = discard_reasons(found, M4, P9)
    r = _one(reasons, "raises-shanten")
    assert dict(r.params) == {"tile": M4, "shanten": 1, "best": P9, "best_shanten": 0}
    assert "keeps-effective" not in _ids(reasons) and "effective" not in _ids(reasons)


def test_a_best_that_goes_back_a_step_names_both():
    found = analyze(Position(ONE_WAY, rules=RIICHI))
    r = _one(discard_reasons(found, P9, M4), "best-goes-back")
    assert (r.get("shanten"), r.get("count"), r.get("best_shanten")) == (0, 4, 1)


def test_the_wait_a_discard_leaves():
    found = analyze(Position(TWO_WAYS, "5m", RIICHI))
    reasons = discard_reasons(found, M4, M8)
    assert dict(_one(reasons, "wait", tile=M8).params) == {
        "tile": M8, "waits": (M5,), "shape": "kanchan", "left": 3,
    }  # fmt: skip
    assert _one(reasons, "wait", tile=M4).get("waits") == (M7,)
    # a two-sided wait (56m on 4m7m) is named as such; a hand not ready has none
    two_sided = Hand.parse("12356m456p789s11z")
    seen = found.position.seen  # one 5m: neither 4m nor 7m
    assert wait_kinds(two_sided, RIICHI, seen) == ((M4, M7), "ryanmen", 8)
    assert wait_kinds(Hand.parse("1236m456p789s11z9p"), RIICHI, found.position.seen) == (
        (), "", 0)  # fmt: skip


def _against_riichi(hand: Hand) -> Position:
    """Seat 2 declared riichi on East after throwing 4m: 4m is genbutsu to it."""
    table = Table(0, hand.tiles(), (Pond(2, (M4, 27), riichi=1),))
    return Position(hand, "4m1z", RIICHI, table=table)


def test_danger_names_the_genbutsu_of_the_pond_and_a_non_suji():
    found = analyze(_against_riichi(TWO_WAYS))
    reasons = discard_reasons(found, M8, M4)
    safe = _one(reasons, "danger", tile=M4)
    assert (safe.get("category"), safe.get("chance")) == ("genbutsu", 0.0)
    # 8m's suji partner 5m is not in the pond: nothing rules out a two-sided wait on it
    risky = _one(reasons, "danger", tile=M8)
    assert risky.get("category") == "non-suji"
    assert isinstance(risky.get("chance"), float) and risky.get("chance") > 0.0
    assert english(safe) == "4m is genbutsu against the riichi: 0.0 % to deal in"


def test_no_danger_without_a_riichi_and_no_push_fold_without_a_threat():
    reasons = discard_reasons(analyze(Position(TWO_WAYS, "5m", RIICHI)), M4, M8)
    assert "danger" not in _ids(reasons) and "push-fold" not in _ids(reasons)


def test_push_fold_sets_the_played_and_the_best_beside_the_fold_line():
    situation = Situation(0, seat_wind=Wind.SOUTH, riichi_sticks=1)
    p = _against_riichi(TWO_WAYS)
    found = analyze(Position(p.hand, p.seen, RIICHI, 8, situation, table=p.table))
    assert found.fold is not None and found.round_evs is not None and found.deal_ins is not None
    r = _one(discard_reasons(found, M8, M4), "push-fold")
    assert r.get("deal_in") > 0.0 and r.get("best_deal_in") == 0.0  # the genbutsu deals in never
    assert r.get("fold_ev") == round(found.fold.ev)
    kinds = [o.discard for o in found.report.discards]
    assert r.get("ev") == round(found.round_evs[kinds.index(M8)])
    kept = _one(discard_reasons(found, M4, M4), "push-fold-kept")  # the best played: no pair
    assert kept.get("deal_in") == 0.0 and "push-fold" not in _ids(discard_reasons(found, M4, M4))


def test_dora_thrown_is_named_only_when_the_best_keeps_it():
    # indicator 7m: 8m is the dora
    situation = Situation(0, dora_indicators=(M7,))
    found = analyze(Position(TWO_WAYS, "5m", RIICHI, situation=situation))
    assert dict(_one(discard_reasons(found, M8, M4), "dora").params) == {
        "tile": M8, "red": False, "best": M4,
    }  # fmt: skip
    assert "dora" not in _ids(discard_reasons(found, M4, M8))
    red = Hand.parse("123m456p789s11z460m")  # 0m: the red 5m
    found = analyze(Position(red, rules=RIICHI, situation=Situation(0)))
    assert _one(discard_reasons(found, M5, M4), "dora").get("tile") == 34  # the red 5m's code


def test_riichi_names_the_han_the_wait_and_its_tiles_left():
    found = analyze(Position(TWO_WAYS, "5m5m", RIICHI))
    (r,) = riichi_reasons(found, M8, 1200.4, 900.6)
    assert dict(r.params) == {
        "tile": M8, "han": 1, "waits": (M5,), "shape": "kanchan", "left": 2,
        "riichi_ev": 1200, "dama_ev": 901,
    }  # fmt: skip
    assert english(r) == (
        "riichi adds 1 han; the wait 5m (kanchan) has 2 left; riichi 1,200 points, dama 901 points"
    )


def test_a_call_against_passing_and_that_it_opens_the_hand():
    s = Situation(0, seat_wind=Wind.SOUTH, round_wind=Wind.EAST)
    found = analyze(Position(Hand.parse("45777m56788p445s"), rules=RIICHI, turn=8, situation=s,
                             offered=2, offered_from=3))  # fmt: skip
    assert found.calls is not None
    passed = next(c for c in found.calls if c.option.call is Call.PASS)
    chi = next(c for c in found.calls if c.option.call is Call.CHI)
    reasons = call_reasons(found, passed, chi)  # passed where the chi was best
    r = _one(reasons, "call")
    assert (r.get("call"), r.get("meld")) == ("chi", chi.option.meld_text)
    assert r.get("pass_win") == passed.win_prob and r.get("win") == chi.win_prob
    assert _one(reasons, "opens-hand").get("call") == "chi"
    # passing where passing was best: the best call beside it
    top = max((c for c in found.calls if c.option.call is not Call.PASS), key=lambda c: c.round_ev)
    assert _one(call_reasons(found, passed, passed), "call").get("ev") == round(top.round_ev)


def test_every_reason_id_has_its_sentence_and_its_placeholders():
    found = analyze(Position(TWO_WAYS, "5m", RIICHI, situation=Situation(0, dora_indicators=(M7,))))
    for r in discard_reasons(found, M8, M4):
        assert r.id in SENTENCES
        english(r)  # every placeholder filled: a KeyError otherwise
    with pytest.raises(KeyError, match="nothing"):
        Reason.of("wait", tile=1).get("nothing")


def test_json_form_has_plain_values():
    r = Reason.of("effective", tile=3, more=((4, 3),), chance=0.123456)
    assert r.to_dict() == {"id": "effective", "tile": 3, "more": [[4, 3]], "chance": 0.1235}


def test_a_call_against_another_call_names_both_against_passing():
    found = analyze(Position(Hand.parse("45777m56788p445s"), rules=RIICHI, turn=8,
                             situation=Situation(0), offered=2, offered_from=3))  # fmt: skip
    assert found.calls is not None
    one, two = [c for c in found.calls if c.option.call is Call.CHI][:2]
    assert one.discard != two.discard
    calls = [r for r in call_reasons(found, one, two) if r.id == "call"]
    assert [r.get("discard") for r in calls] == [one.discard, two.discard]


def test_value_with_valued_wins_names_both_worths_and_the_best_is_worth_more():
    # indicator 7m: 8m is the dora; throwing 4m keeps it (and waits on 7m): a han more a win
    situation = Situation(0, dora_indicators=(M7,))
    found = analyze(Position(TWO_WAYS, "5m", RIICHI, 8, situation), AnalyzeOptions(value=True))
    r = _one(discard_reasons(found, M8, M4), "value")
    assert (r.get("tile"), r.get("best")) == (M8, M4)
    assert r.get("best_worth") > r.get("worth") > 0
    assert "value" not in _ids(discard_reasons(found, M4, M4))


def test_a_reason_sets_the_played_then_the_best_in_the_json():
    """The JSON's order: the played tile and its facts, the best and its own, then the rest."""
    situation = Situation(0, seat_wind=Wind.SOUTH, riichi_sticks=1)
    p = _against_riichi(TWO_WAYS)
    found = analyze(Position(p.hand, p.seen, RIICHI, 8, situation, table=p.table))
    reasons = discard_reasons(found, M8, M4)
    assert list(_one(reasons, "push-fold").to_dict()) == [
        "id", "tile", "win", "deal_in", "ev", "best", "best_win", "best_deal_in", "best_ev",
        "fold_ev",
    ]  # fmt: skip
    assert list(_one(reasons, "effective").to_dict()) == [
        "id", "tile", "count", "best", "best_count", "more", "fewer",
    ]  # fmt: skip
    kept = discard_reasons(found, M4, M4)
    assert list(_one(kept, "push-fold-kept").to_dict()) == [
        "id", "tile", "win", "deal_in", "ev", "fold_ev",
    ]  # fmt: skip
    assert list(_one(kept, "keeps-effective").to_dict()) == ["id", "tile", "count", "shanten"]
    back = discard_reasons(analyze(Position(ONE_WAY, rules=RIICHI)), P9, M4)
    assert list(_one(back, "best-goes-back").to_dict()) == [
        "id", "tile", "shanten", "count", "best", "best_shanten", "best_count",
    ]  # fmt: skip


# --- value facts read from the hand (the review gives them without valuing the wins) ------------

#: 234m 456p 678s 34m 55s and one 9p, its only tile that is not a simple.
ONE_TERMINAL = Hand.parse("23434m456p678s55s9p")
M3, P4, S5 = 2, 12, 22
EAST_ROUND = Situation(0, seat_wind=Wind.EAST, round_wind=Wind.EAST)


def test_tanyao_kept_by_the_best_that_throws_the_one_terminal():
    found = analyze(Position(ONE_TERMINAL, rules=RIICHI, situation=EAST_ROUND))
    r = _one(discard_reasons(found, M3, P9), "keeps-tanyao")
    assert dict(r.params) == {"tile": M3, "best": P9}
    assert english(r) == "9p leaves the hand all simples (tanyao); 3m keeps 9p in it"
    # the played 9p is the tanyao discard: nothing lost; two non-simples: none keeps tanyao
    assert "keeps-tanyao" not in _ids(discard_reasons(found, P9, M3))
    two = analyze(Position(Hand.parse("23434m456p678s5s19p"), rules=RIICHI, situation=EAST_ROUND))
    assert "keeps-tanyao" not in _ids(discard_reasons(two, M3, P9))


def test_tanyao_needs_riichi_scoring_a_situation_and_for_an_open_hand_kuitan():
    assert "keeps-tanyao" not in _ids(
        discard_reasons(analyze(Position(ONE_TERMINAL, rules=RIICHI)), M3, P9)
    )
    general = analyze(Position(ONE_TERMINAL, rules=Rules.preset("general"), situation=Situation(0)))
    assert "keeps-tanyao" not in _ids(discard_reasons(general, M3, P9))
    # an open 678s: all simples counts the meld; without kuitan the open hand has no tanyao
    opened = Hand.parse("23434m456p55s9p [678s]")
    found = analyze(Position(opened, rules=RIICHI, situation=EAST_ROUND))
    assert _one(discard_reasons(found, M3, P9), "keeps-tanyao").get("best") == P9
    no_kuitan = RIICHI.with_riichi_options(open_tanyao=False)
    found = analyze(Position(opened, rules=no_kuitan, situation=EAST_ROUND))
    assert "keeps-tanyao" not in _ids(discard_reasons(found, M3, P9))
    # a terminal in a meld: no discard leaves the hand all simples
    found = analyze(
        Position(Hand.parse("23434m456p55s9p [789s]"), rules=RIICHI, situation=EAST_ROUND)
    )
    assert "keeps-tanyao" not in _ids(discard_reasons(found, M3, P9))


#: 123m 456p 789s, a pair of East (1z) and of red (7z), and 3m.
HONOURS = Hand.parse("123m456p789s11z77z3m")
E, S, RED = 27, 28, 33


@pytest.mark.parametrize(
    ("seat", "round_", "han"),
    [(Wind.EAST, Wind.EAST, 2), (Wind.SOUTH, Wind.EAST, 1), (Wind.EAST, Wind.SOUTH, 1),
     (Wind.SOUTH, Wind.SOUTH, 0)],
)  # fmt: skip
def test_a_wind_pair_broken_is_worth_the_winds_it_is(seat, round_, han):
    s = Situation(0, seat_wind=seat, round_wind=round_)
    reasons = discard_reasons(analyze(Position(HONOURS, "1z", RIICHI, situation=s)), E, M3)
    if han:
        # two held, one seen: one left to make the pung
        assert dict(_one(reasons, "keeps-yakuhai").params) == {
            "tile": E, "best": M3, "held": 2, "han": han, "left": 1,
        }  # fmt: skip
    else:  # an off-wind pair (オタ風): no yakuhai
        assert "keeps-yakuhai" not in _ids(reasons)


def test_a_dragon_pair_and_pung_broken_and_their_words():
    found = analyze(Position(HONOURS, rules=RIICHI, situation=EAST_ROUND))
    pair = _one(discard_reasons(found, RED, M3), "keeps-yakuhai")
    assert (pair.get("held"), pair.get("han"), pair.get("left")) == (2, 1, 2)
    assert english(pair) == "7z breaks a pair of yakuhai (1 han as a pung, 2 left); 3m keeps it"
    assert "keeps-yakuhai" not in _ids(discard_reasons(found, M3, RED))  # the best throws it
    pung = Hand.parse("123m456p789s777z3m4m")
    found = analyze(Position(pung, rules=RIICHI, situation=EAST_ROUND))
    r = _one(discard_reasons(found, RED, M3), "keeps-yakuhai")
    assert (r.get("held"), r.get("han"), r.get("left")) == (3, 1, 1)
    assert english(r) == "7z breaks a pung of yakuhai worth 1 han; 3m keeps it"
    # a single dragon, or a fourth copy let go of a kong-to-be, breaks no set
    found = analyze(
        Position(Hand.parse("123m456p789s11z7z3m4m"), rules=RIICHI, situation=EAST_ROUND)
    )
    assert "keeps-yakuhai" not in _ids(discard_reasons(found, RED, M3))


def test_a_red_five_thrown_is_worded_as_one():
    found = analyze(
        Position(Hand.parse("123m456p789s11z460m"), rules=RIICHI, situation=Situation(0))
    )
    r = _one(discard_reasons(found, M5, M4), "dora")
    assert english(r) == "0m is a red five: 4m keeps it"
    assert english(Reason.of("dora", tile=M8, red=False, best=M4)) == "8m is a dora: 4m keeps it"
