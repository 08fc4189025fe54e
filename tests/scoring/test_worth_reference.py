"""The riichi payoff (``win_worth``) and legality check (``legal_win``) against the plain route
they replaced: each win scored by :func:`score_riichi` on the hand with its red fives made plain,
the points of each han from :func:`riichi_points`. The fast route (one shared scorer, its
package configuration built once, each hand's arguments and extra han found once) must give
bit-for-bit the same floats for every (hand, tile): seeded complete hands with dora, red fives
concealed and in melds, chows, pungs, kongs, concealed (riichi) and open, every wind, the riichi
options; a search's ``exp_value`` with either payoff too."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace

import pytest

from mjtrainer.core import Hand, HandError, LookaheadRequest, Meld, MeldKind, Rules
from mjtrainer.core.hand import FIVES, red_fives_of, seen_counts
from mjtrainer.core.kinds import kind_of
from mjtrainer.core.lookahead import discard_lookahead
from mjtrainer.core.tiles import NUM_KINDS, parse_codes, red_kinds, red_of
from mjtrainer.scoring import ScoringError, Situation, Wind, dora_of, legal_win, win_worth
from mjtrainer.scoring.riichi import (
    YAKUMAN_LIMITS,
    clear_cache,
    riichi_points,
    riichi_value,
    score_riichi,
)

RIICHI = Rules.preset("riichi")
VARIANTS = [
    RIICHI,
    RIICHI.with_riichi_options(red_fives=0),
    RIICHI.with_riichi_options(kiriage=True, kazoe_yakuman=False),
    RIICHI.with_riichi_options(double_yakuman=False, open_tanyao=False),
]


class PlainWorth:
    """The payoff as it was written before the fast route: score the plain hand, then add
    the dora, red fives and ura dora as han (the same arithmetic in the same order)."""

    def __init__(self, rules, seat, round_, indicators, hand, seen):
        self.rules, self.seat, self.round = rules, seat, round_
        self.dora = tuple(dora_of(t) for t in indicators)
        codes = parse_codes(seen) if isinstance(seen, str) else list(seen)
        self.seen = seen_counts(codes)
        reds = rules.red_fives > 0
        self.held_red = frozenset(hand.red if reds else ())
        self.held = hand.counts
        # The decision's tiles are out of the wall, kept or thrown (issue 29 §1.13).
        self.held_total = hand.total_counts()
        self.red_unseen = {}
        if reds:
            totals = hand.total_counts()
            for f in FIVES:
                if f in hand.red or f in red_kinds(codes):
                    continue
                if any(m.red and m.five == f for m in hand.melds):
                    continue
                left = 4 - totals[f] - self.seen[f]
                if left > 0:
                    self.red_unseen[f] = left

    def __call__(self, complete: Hand, tile: int) -> float:
        plain = replace(
            complete, red=(), melds=tuple(replace(m, red=False) for m in complete.melds)
        )
        closed = complete.is_concealed
        situation = Situation(tile, True, self.seat, self.round, riichi=closed)
        try:
            scored = score_riichi(plain, situation, self.rules)
        except (ScoringError, HandError):
            return 0.0
        if not scored.win or scored.points is None:
            return 0.0
        if scored.limit in YAKUMAN_LIMITS:
            return float(scored.points.total)
        base = Situation(tile, True, self.seat, self.round)
        return sum(
            p * riichi_points(scored.han + x, scored.fu, base, self.rules)
            for x, p in self.extra(complete, closed).items()
        )

    def extra(self, complete: Hand, closed: bool) -> dict[int, float]:
        totals = complete.total_counts()
        fixed = sum(totals[d] for d in self.dora) + sum(m.red for m in complete.melds)
        dist = {0: 1.0}
        for f in FIVES:
            if f in self.held_red:
                fixed += totals[f] > 0
                continue
            left = self.red_unseen.get(f)
            drawn = complete.counts[f] - self.held[f]
            if left and drawn > 0:
                dist = add(dist, {1: min(1.0, drawn / left), 0: max(0.0, 1.0 - drawn / left)})
        if closed:
            copies = [
                max(0, 4 - max(totals[k], self.held_total[k]) - self.seen[k])
                for k in range(NUM_KINDS)
            ]
            unseen = sum(copies)
            if unseen:
                ura: dict[int, float] = {}
                for k, c in enumerate(copies):
                    if c:
                        n = totals[dora_of(k)]
                        ura[n] = ura.get(n, 0.0) + c / unseen
                dist = add(dist, ura)
        return {fixed + x: p for x, p in dist.items() if p > 0.0}


def add(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    out: dict[int, float] = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out


def plain_legal(rules: Rules, seat: Wind, round_: Wind, hand: Hand, tile: int) -> bool:
    """The legality check as it was: a concealed hand always wins on a self-draw (menzen
    tsumo); an open one when :func:`riichi_value` finds a yaku."""
    if hand.is_concealed:
        return True
    try:
        return riichi_value(hand, Situation(tile, True, seat, round_), rules) is not None
    except (ScoringError, HandError):
        return False


# --- seeded hands ---------------------------------------------------------------------------


def complete_hand(rnd: random.Random) -> tuple[Hand, list[int]]:
    """Four sets and a pair from a 136-tile wall, some sets called or declared as kongs, and
    what the wall has left of each kind."""
    while True:
        left, counts, melds = [4] * 34, [0] * 34, []
        seven_pairs = rnd.random() < 0.08
        groups = []
        if seven_pairs:
            groups = [[t, t] for t in rnd.sample(range(34), 7)]
        else:
            for _ in range(4):
                r = rnd.random()
                if r < 0.5:
                    start = rnd.randrange(3) * 9 + rnd.randrange(7)
                    groups.append([start, start + 1, start + 2])
                elif r < 0.85:
                    groups.append([rnd.randrange(34)] * 3)
                else:
                    groups.append([rnd.randrange(34)] * 4)
            groups.append([rnd.randrange(34)] * 2)
        for g in groups:
            for t in g:
                left[t] -= 1
            kinds = {3: [MeldKind.CHOW] if g[0] != g[-1] else [MeldKind.PUNG]}
            kinds[4] = [MeldKind.KONG, MeldKind.CONCEALED_KONG]
            if len(g) == 4 or (len(g) == 3 and rnd.random() < 0.25):
                melds.append(Meld(g[0], rnd.choice(kinds[len(g)])))
            else:
                for t in g:
                    counts[t] += 1
        if min(left) >= 0:
            return Hand(tuple(counts), tuple(melds)), left


def with_reds(rnd: random.Random, hand: Hand, rate: float, melds_too: bool = True) -> Hand:
    """``hand`` with some of its fives red (one a suit, concealed or, ``melds_too``, in a meld
    whose five is not red yet)."""
    red = []
    melds = list(hand.melds)
    for f in FIVES:
        if rnd.random() >= rate or f in red_fives_of(hand):
            continue
        holders = [i for i, m in enumerate(melds) if f in m.tiles] if melds_too else []
        if hand.counts[f] and (not holders or rnd.random() < 0.5):
            red.append(f)
        elif holders:
            i = rnd.choice(holders)
            melds[i] = replace(melds[i], red=True)
    return Hand(hand.counts, tuple(melds), tuple(red))


def decision_of(rnd: random.Random, complete: Hand, left: list[int]) -> Hand:
    """A 14-tile hand the search might have started from: ``complete`` with up to three
    concealed tiles swapped for others from the wall, its own fives red or not."""
    counts, spare = list(complete.counts), list(left)
    for _ in range(rnd.randrange(4)):
        out = rnd.choice([t for t in range(34) if counts[t]])
        inn = rnd.choice([t for t in range(34) if spare[t] and t != out])
        counts[out] -= 1
        spare[out] += 1
        counts[inn] += 1
        spare[inn] -= 1
    return with_reds(rnd, Hand(tuple(counts), complete.melds), 0.5, melds_too=False)


def unseen_tiles(rnd: random.Random, left: list[int], many: int, held_red: set[int]) -> list[int]:
    """Tiles from the wall, a five's red code for some fives whose red copy no hand holds."""
    pool = [t for t in range(34) for _ in range(left[t])]
    out = []
    for t in rnd.sample(pool, min(many, len(pool))):
        if t in FIVES and t not in held_red and rnd.random() < 0.3:
            held_red.add(t)
            t = red_of(t) or t
        out.append(t)
    return out


Case = tuple[Rules, Wind, Wind, tuple[int, ...], Hand, list[int], Hand]


def cases(seed: int, count: int) -> Iterable[Case]:
    """(rules, seat, round, dora indicators, decision hand, seen tiles, complete hand): the
    indicators are among the seen tiles, as the window passes them."""
    rnd = random.Random(seed)
    winds = list(Wind)
    for _ in range(count):
        complete, left = complete_hand(rnd)
        complete = with_reds(rnd, complete, 0.4)
        decision = decision_of(rnd, complete, left)
        held_red = {*red_fives_of(complete), *red_fives_of(decision)}
        seen = unseen_tiles(rnd, left, rnd.randrange(12), held_red)
        indicators = tuple(kind_of(t) for t in seen[: rnd.randrange(4)])
        yield (
            rnd.choice(VARIANTS),
            rnd.choice(winds),
            rnd.choice(winds),
            indicators,
            decision,
            seen,
            complete,
        )


# --- the tests ------------------------------------------------------------------------------


def test_the_fast_payoff_equals_the_plain_route_exactly():
    clear_cache()
    wins = zero = opened = spread = 0
    for rules, seat, round_, indicators, decision, seen, complete in cases(20261201, 400):
        fast = win_worth(rules, seat, round_, indicators, hand=decision, seen=seen)
        assert fast is not None
        ref = PlainWorth(rules, seat, round_, indicators, decision, seen)
        for tile in range(NUM_KINDS):  # every kind: the held ones win, the others are worth 0
            want = ref(complete, tile)
            got = fast(complete, tile)
            assert got == want, (complete, tile, rules, seat, round_, indicators, decision, seen)
            if complete.counts[tile]:
                wins += want > 0
                zero += want == 0
                opened += want > 0 and not complete.is_concealed
                spread += want > 0 and want != int(want)
            else:
                assert got == 0.0
    # The sweep reaches every branch: wins and no-yaku hands, open wins and the averaged
    # (ura dora, drawn red five) payments.
    assert wins > 300 and zero > 20 and opened > 50 and spread > 200


@pytest.mark.parametrize(
    "text, tile",
    [
        ("111m444p777s22233z", 29),  # four concealed pungs (suuankou), won on the pair's tile
        ("111m444p777s22233z", 0),  # the same hand won on 1m
        ("19m19p19s12345677z", 33),  # thirteen orphans on its thirteen-sided wait
        ("123m44p666777z [555z]", 1),  # big three dragons, open
        ("11123455678999m", 4),  # nine gates
        ("223344666888s66z", 32),  # all green
        ("11223355667788p", 10),  # seven pairs, full flush: 13 han with riichi and dora
        ("12345678999m [111m]", 8),  # an open full flush and straight
    ],
)
@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_limit_hands_equal_the_plain_route(text, tile, variant):
    rules = VARIANTS[variant]
    hand = Hand.parse(text)
    indicators = (9, 31)  # 1p and white: the dora 2p and green
    clear_cache()
    for seat in (Wind.EAST, Wind.SOUTH):
        fast = win_worth(rules, seat, Wind.EAST, indicators, hand=hand, seen=list(indicators))
        ref = PlainWorth(rules, seat, Wind.EAST, indicators, hand, list(indicators))
        assert fast is not None
        assert fast(hand, tile) == ref(hand, tile) > 0


def test_the_fast_payoff_refuses_what_the_plain_route_refuses():
    rnd = random.Random(7)
    decision = Hand.parse("123m456p789s11223z")
    fast = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, (3,), hand=decision, seen=[3])
    ref = PlainWorth(RIICHI, Wind.SOUTH, Wind.EAST, (3,), decision, [3])
    assert fast is not None
    for _ in range(200):
        complete, _ = complete_hand(rnd)
        counts = list(complete.counts)
        t = rnd.choice([k for k in range(34) if counts[k]])
        counts[t] -= 1
        counts[(t + 1 + rnd.randrange(33)) % 34] += 1
        try:
            broken = Hand(tuple(counts), complete.melds)
        except HandError:
            continue
        for tile in (-1, 34, *range(NUM_KINDS)):
            assert fast(broken, tile) == ref(broken, tile)
    short = Hand.parse("123m456p789s1122z")  # 13 tiles
    assert fast(short, 27) == ref(short, 27) == 0.0


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_the_legality_check_equals_the_plain_route(variant):
    rules = VARIANTS[variant]
    rnd = random.Random(variant)
    clear_cache()
    counted = {True: 0, False: 0}
    for _ in range(300):
        complete, _ = complete_hand(rnd)
        complete = with_reds(rnd, complete, 0.5)
        seat, round_ = rnd.choice(list(Wind)), rnd.choice(list(Wind))
        legal = legal_win(rules, seat, round_)
        assert legal is not None
        for tile in range(NUM_KINDS):
            want = plain_legal(rules, seat, round_, complete, tile)
            assert legal(complete, tile) is want, (complete, tile, rules, seat, round_)
            if not complete.is_concealed and complete.counts[tile]:
                counted[want] += 1
    assert counted[True] > 50 and counted[False] > 50


@pytest.mark.parametrize(
    "text, dora, seen",
    [
        ("406m23p5788s12556z", (3,), "3m"),  # red 5m held, 5m dora
        ("23405m345p67s2277z", (21, 27), "4s1z0p"),  # the red 5p seen, a 5s indicator
        ("1250m34579p26679s", (12,), "5p"),  # fives to draw, their red copies unseen
    ],
)
def test_a_search_has_the_same_value_with_either_payoff(text, dora, seen):
    hand = Hand.parse(text)
    codes = [*dora, *parse_codes(seen)]
    legal = legal_win(RIICHI, Wind.WEST, Wind.SOUTH)
    answers = []
    for worth in (
        win_worth(RIICHI, Wind.WEST, Wind.SOUTH, dora, hand=hand, seen=codes),
        PlainWorth(RIICHI, Wind.WEST, Wind.SOUTH, dora, hand, codes),
    ):
        clear_cache()
        ask = LookaheadRequest(RIICHI, codes, 4, False, legal, worth=worth)
        answers.append([(o.discard, o.exp_value) for o in discard_lookahead(hand, ask)])
    fast, plain = answers
    assert fast == plain
    assert any(v for _, v in fast)
