"""The look-ahead's payoff of a self-drawn win (``win_worth``) and the look-ahead's
``exp_value`` with it: the ura dora in expectation checked against scoring the hand once per
ura indicator (a route the payoff does not take), red fives, MCR fan, and the example of
issue 18: a discard that keeps a dora wins less often and is worth more."""

from __future__ import annotations

import pytest

from mjtrainer.core import Hand, LookaheadRequest, Rules, seen_counts
from mjtrainer.core.lookahead import discard_lookahead, hand_lookahead
from mjtrainer.scoring import (
    Situation,
    Wind,
    dora_of,
    legal_win,
    score,
    win_worth,
)

RIICHI = Rules.preset("riichi")
MCR = Rules.preset("mcr")


def test_dora_of_follows_the_indicator_order():
    cases = {0: 1, 8: 0, 13: 14, 26: 18, 27: 28, 30: 27, 31: 32, 33: 31}
    assert {t: dora_of(t) for t in cases} == cases


def test_no_worth_without_a_scorer_or_for_a_fragment():
    assert win_worth("general") is None
    assert win_worth(RIICHI, hand=Hand.parse("1234m")) is None
    assert win_worth(RIICHI, hand=Hand.parse("123m456p789s1122z")) is not None


def by_rescoring(complete: Hand, tile: int, dora: tuple[int, ...], seen: list[int]) -> float:
    """The expected points with one ura indicator, scoring the hand once per indicator kind
    (each weighted by its unseen copies): the slow route the payoff avoids."""
    totals = complete.total_counts()
    copies = [4 - totals[k] - seen[k] for k in range(34)]
    unseen = sum(c for c in copies if c > 0)
    out = 0.0
    for k, c in enumerate(copies):
        if c <= 0:
            continue
        s = Situation(
            tile,
            True,
            Wind.SOUTH,
            Wind.EAST,
            riichi=True,
            dora_indicators=dora,
            ura_dora_indicators=(k,),
        )
        out += c / unseen * score(complete, RIICHI, s).points.total
    return out


@pytest.mark.parametrize(
    "text, tile, dora",
    [
        ("123m456p789s11222z", 28, ()),  # the seat wind's pung won on a shanpon
        ("234m456p678s345s22m", 21, (2,)),  # tanyao, one dora (3m)
        ("234m456p678s55888p", 16, (15,)),  # three dora (8p), won on one of them
        ("11223344556677z", 33, ()),  # all honours as seven pairs: a yakuman, ura change nothing
    ],
)
def test_ura_dora_in_expectation_agree_with_rescoring(text, tile, dora):
    complete = Hand.parse(text)
    seen = list(seen_counts(list(dora)))
    worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, dora, seen=list(dora))
    assert worth is not None
    want = by_rescoring(complete, tile, dora, seen)
    assert worth(complete, tile) == pytest.approx(want, rel=1e-12)


def test_an_open_hand_declares_no_riichi_and_gets_no_ura():
    complete = Hand.parse("234m456p678s22m [555z]")  # white dragon: a yaku of its own
    worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST)
    s = score(complete, RIICHI, Situation(1, True, Wind.SOUTH, Wind.EAST))
    assert worth(complete, 1) == s.points.total
    no_yaku = Hand.parse("123m456p789s22m [567s]")
    assert worth(no_yaku, 1) == 0.0  # no yaku: not a win, worth nothing


def test_a_red_five_held_counts_while_a_copy_is_kept():
    decision = Hand.parse("234m406p678s2288m1z")  # the red 5p held
    complete = Hand.parse("234m456p678s22288m")
    plain = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, hand=Hand.parse("234m456p678s2288m1z"))
    red = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, hand=decision, seen="0m0s")
    assert plain is not None and red is not None
    # The same hand, one han more: riichi, tsumo, tanyao (+ ura) against the same plus aka.
    assert red(complete, 1) > plain(complete, 1)
    s = Situation(1, True, Wind.SOUTH, Wind.EAST, riichi=True)
    with_red = score(Hand.parse("234m406p678s22288m"), RIICHI, s)
    without = score(complete, RIICHI, s)
    assert with_red.han == without.han + 1


def test_a_drawn_five_is_red_in_expectation():
    decision = Hand.parse("234m46p678s2288m1z9s")  # no 5p held; the red 5p unseen
    worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, hand=decision)
    plainly = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, hand=decision, seen="0p")  # red seen
    complete = Hand.parse("234m456p678s22288m")
    assert worth(complete, 1) > plainly(complete, 1)


def test_the_payoff_never_raises():
    worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, (3,))
    assert worth(Hand.parse("123m456p789s11223z"), 0) == 0.0  # not complete
    assert worth(Hand.parse("123m456p789s11222z"), 5) == 0.0  # tile not held


def test_mcr_worth_is_the_fan_of_the_self_drawn_win():
    complete = Hand.parse("11m222444777z [111p]")
    worth = win_worth(MCR, Wind.EAST, Wind.EAST)
    s = score(complete, MCR, Situation(0, True, Wind.EAST, Wind.EAST))
    assert worth(complete, 0) == s.fan_value > 8


def lookahead(text: str, rules: Rules, dora: tuple[int, ...], turn: int, worth: bool):
    hand = Hand.parse(text)
    seen = list(dora)
    pay = win_worth(rules, Wind.SOUTH, Wind.EAST, dora, hand=hand, seen=seen) if worth else None
    legal = legal_win(rules, Wind.SOUTH, Wind.EAST)
    ask = LookaheadRequest(rules, seen, turn, False, legal, worth=pay)
    return {o.discard: o for o in discard_lookahead(hand, ask) if o.searched}


def test_keeping_a_dora_wins_less_often_and_is_worth_more():
    # 78m waits on 6m-9m (eight tiles); 57m keeps the dora 5m (indicator 4m) on a kanchan.
    got = lookahead("123m456p789s11z578m", RIICHI, (3,), 6, True)
    drop_dora, keep_dora = got[4], got[7]
    assert drop_dora.win_prob > keep_dora.win_prob + 0.2
    assert keep_dora.exp_value > drop_dora.exp_value > 0
    plain = lookahead("123m456p789s11z578m", RIICHI, (3,), 6, False)
    assert plain[4].exp_value is None and plain[4].win_prob == drop_dora.win_prob


def test_a_ready_hand_exp_value_is_its_closed_form():
    # A bare ready 13-tile hand with the step spent: (G/W)(1 - (1 - W/S)^N), G the copies
    # times the payoffs of its waits.
    hand = Hand.parse("123m456p789s1122z")
    worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, hand=hand)
    got = hand_lookahead(
        hand, LookaheadRequest(RIICHI, "", 10, False, legal_win(RIICHI), worth=worth)
    )
    s_total = 136 - 13
    pays = [(2, worth(hand.add(27), 27)), (2, worth(hand.add(28), 28))]
    w = sum(c for c, _ in pays)
    g = sum(c * p for c, p in pays)
    want = g / w * (1 - (1 - w / s_total) ** 8)
    assert got.exp_value == pytest.approx(want, rel=1e-12)


def test_the_ura_indicator_is_drawn_from_the_wall_the_lookahead_counts():
    """Issue 29 §1.13: the decision's own discard is out of the wall for the ura indicator too
    (the look-ahead's wall counts it seen). Decision 234m456p678s345s2m9p, 9p thrown, 2m drawn:
    the wall holds 4 − seen − held − drawn copies of each kind, so three 9p (not four)."""
    decision = Hand.parse("234m456p678s345s2m9p")
    complete = Hand.parse("234m456p678s345s22m")
    dora = (2,)  # 3m
    seen = list(seen_counts(list(dora)))
    held = decision.total_counts()
    wall = [4 - seen[k] - held[k] - (k == 1) for k in range(34)]  # 2m (kind 1) drawn
    assert wall[17] == 3  # 9p: the discard is out
    worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, dora, hand=decision, seen=list(dora))
    assert worth is not None
    # by_rescoring's copies are 4 − winning hand − seen: pass the wall through ``seen``.
    through_seen = [4 - wall[k] - complete.total_counts()[k] for k in range(34)]
    want = by_rescoring(complete, 1, dora, through_seen)
    assert worth(complete, 1) == pytest.approx(want, rel=1e-12)
    without_hand = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, dora, seen=list(dora))
    assert without_hand is not None and without_hand(complete, 1) != pytest.approx(want)


def test_a_concealed_riichi_hand_asks_no_legality_question():
    """Issue 29 §4.2: under riichi a concealed hand always wins by self-draw (menzen tsumo),
    so the search gets no legality callback for it (each cost a call into Python); an open
    hand, and every MCR hand, still gets one; the search's numbers are the same either way."""
    concealed = Hand.parse("23m456p789s11223z4m")
    assert legal_win(RIICHI, hand=concealed) is None
    assert legal_win(RIICHI, hand=Hand.parse("23m456p789s14m [222z]")) is not None
    assert legal_win(MCR, hand=concealed) is not None
    asked = legal_win(RIICHI)
    assert asked is not None
    calls = []

    def spy(hand, tile):
        calls.append(tile)
        return asked(hand, tile)

    def chances(legal):
        request = LookaheadRequest(RIICHI, (), turn=8, legal=legal)
        return [
            (a.discard, a.win_prob, a.tenpai_prob) for a in discard_lookahead(concealed, request)
        ]

    assert chances(None) == chances(spy) and calls  # the question was asked, always yes


@pytest.mark.parametrize("pure", [False, True], ids=["kernel", "pure"])
@pytest.mark.parametrize(
    ("rules", "notation"),
    [(RIICHI, "345m46p78s2255z [567s]"), (MCR, "23m456p789s11223z4m")],
    ids=["riichi-open", "mcr"],
)
def test_a_payoff_that_judges_the_wins_is_asked_no_legality_question(
    monkeypatch, pure, rules, notation
):
    """Issue 29 §4.2: where a payoff is given (built for the hand) it says which wins may be
    declared: 0 for one without a yaku (riichi, open) or under 8 fan (MCR), more for every
    other. The search asks it alone, one question a complete hand and tile, on either path;
    the numbers are those of the search that asks ``legal`` too."""
    if pure:
        monkeypatch.setenv("MJTRAINER_PURE", "1")
    hand = Hand.parse(notation)
    legal = legal_win(rules, hand=hand)
    worth = win_worth(rules, hand=hand)
    assert legal is not None and worth is not None
    calls = []

    def spy(complete, tile):
        calls.append(legal(complete, tile))
        return calls[-1]

    def numbers(worth_asked):
        request = LookaheadRequest(rules, (), turn=8, legal=spy, worth=worth_asked)
        return [(a.win_prob, a.tenpai_prob, a.exp_value) for a in discard_lookahead(hand, request)]

    judged = numbers(worth)
    assert calls == []
    asked = numbers(lambda complete, tile: worth(complete, tile))  # judges nothing
    assert True in calls and False in calls  # asked: some wins may not be declared
    assert judged == asked
    assert any(v for _, _, v in judged)


def test_norths_set_aside_are_dora_on_every_win():
    """Three players: each kita already set aside is a dora on whatever the hand wins, so the
    look-ahead's value of a win is the scorer's with the situation's kita (an open hand: no
    ura in expectation to blur the check)."""
    sanma = Rules.preset("sanma")
    complete = Hand.parse("234p456p678s22p [555z]")  # white dragon: a yaku of its own
    for kita in (0, 1, 2):
        worth = win_worth(sanma, Wind.SOUTH, Wind.EAST, kita=kita)
        assert worth is not None
        s = score(complete, sanma, Situation(10, True, Wind.SOUTH, Wind.EAST, kita=kita))
        assert worth(complete, 10) == s.points.total
    none, two = (win_worth(sanma, Wind.SOUTH, Wind.EAST, kita=k) for k in (0, 2))
    assert two(complete, 10) > none(complete, 10)
