"""The look-ahead: closed forms, invariants, the cut-off, errors, cancel and progress.

Expectations come from closed forms over counts made with the public functions (``waits``,
``effective_tiles``, ``discard_options``) and from hand-checked hands; the full agreement with
a plain reference is in test_lookahead_reference.py.
"""

from __future__ import annotations

import random

import pytest

from mjtrainer.core import (
    Hand,
    HandError,
    HandSizeError,
    LookaheadRequest,
    Rules,
    discard_options,
    effective_tiles,
    lookahead,
    lookahead_kernel,
    shanten,
    waits,
)
from mjtrainer.core.lookahead import (
    MAX_EXTENDED_SHANTEN,
    MAX_SHANTEN,
    DiscardLookahead,
    HandLookahead,
    Improvement,
    LookaheadCancelled,
    LookaheadError,
    cut_off,
    discard_lookahead,
    hand_lookahead,
)
from mjtrainer.core.tiles import parse_tiles

from .test_lookahead_reference import near_complete

RIICHI = Rules.preset("riichi")


def wall_total(hand13: Hand, seen: str = "", discard: bool = False) -> int:
    """S, counted here: 136 less the 13-tile hand's tiles (a kong holds 4), the seen tiles and
    the decision's discard."""
    held = sum(hand13.counts) + sum(len(m.tiles) for m in hand13.melds)
    return 136 - held - len(parse_tiles(seen)) - (1 if discard else 0)


def closed(weight: int, total: int, draws: int) -> float:
    return 1 - (1 - weight / total) ** draws


# --- closed forms ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, seen, turn",
    [
        ("123m456p789s1122z", "", 1),  # shanpon 1z/2z: W = 4, S = 123
        ("123m456p789s1122z", "1z", 5),
        ("123m456p789s1122z", "1z1z2z2z", 1),  # every winning tile seen
        ("23456m456p789s11z", "", 1),  # 1m 4m 7m
        ("45m11z [123m] [456p] [789s]", "3m6m", 9),  # with melds
        ("12m11z [2222p] [333s] [789s]", "", 12),  # a kong holds four tiles
        ("1112345678999m", "", 3),  # nine gates: nine waits
        ("19m19p19s1234567z", "", 16),  # thirteen-sided
        ("1122m3344p5566s7z", "", 17),  # seven pairs, one draw left
    ],
)
def test_ready_hand_wins_in_closed_form(text, seen, turn):
    hand = Hand.parse(text)
    total = wall_total(hand, seen)
    w = sum(x.remaining for x in waits(hand, RIICHI, seen))
    n = 18 - turn
    got = hand_lookahead(hand, LookaheadRequest(RIICHI, seen, turn))
    assert got.shanten == 0 and got.searched
    assert got.win_prob == pytest.approx(closed(w, total, n), abs=1e-12)
    assert got.win_by_turn == pytest.approx([closed(w, total, i) for i in range(1, n + 1)])
    assert got.tenpai_prob == 1.0 and got.tenpai_by_turn == (1.0,) * n


def test_the_first_hand_by_hand():
    # 123m456p789s1122z waits on 1z and 2z, two of each left among 123 unseen tiles.
    got = hand_lookahead(Hand.parse("123m456p789s1122z"), LookaheadRequest(RIICHI))
    assert got.win_prob == pytest.approx(1 - (119 / 123) ** 17, abs=1e-15)
    assert got.win_by_turn[0] == pytest.approx(4 / 123, abs=1e-15)


def test_discard_leaving_a_ready_hand_counts_the_discard_as_seen():
    hand = Hand.parse("123m456p789s11223z")
    by_tile = {o.discard: o for o in discard_lookahead(hand, LookaheadRequest(RIICHI, turn=2))}
    ready = hand.remove(29)  # 3z
    w = sum(x.remaining for x in waits(ready, RIICHI, "3z"))
    assert wall_total(ready, discard=True) == 122
    assert by_tile[29].win_prob == pytest.approx(closed(w, 122, 16), abs=1e-12)


@pytest.mark.parametrize("seed", range(6))
def test_one_shanten_hand_is_ready_in_closed_form(seed):
    rnd = random.Random(seed)
    while True:
        hand, wall = near_complete(rnd, 13, 2)
        if shanten(hand, RIICHI) == 1:
            break
    seen = "".join(f"{t % 9 + 1}{'mpsz'[t // 9]}" for t in wall[: seed * 3])
    e = sum(r for _, r in effective_tiles(hand, RIICHI, seen))
    total = wall_total(hand, seen)
    for turn in (1, 8, 17):
        got = hand_lookahead(hand, LookaheadRequest(RIICHI, seen, turn))
        assert got.tenpai_prob == pytest.approx(closed(e, total, 18 - turn), abs=1e-12)
        assert got.effective_count == e


# --- invariants ------------------------------------------------------------------------------


def _hands(seed: int, count: int, size: int, top: int):
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        hand, wall = near_complete(rnd, size, rnd.randrange(top + 2))
        if shanten(hand, RIICHI) <= top:
            seen = "".join(f"{t % 9 + 1}{'mpsz'[t // 9]}" for t in wall[: rnd.choice((0, 8))])
            out.append((hand, seen, rnd.choice((1, 7, 15, 17))))
    return out


def _checked_series(values, prob, draws):
    assert len(values) == draws
    assert all(0.0 <= v <= 1.0 for v in values)
    assert all(b >= a for a, b in zip(values, values[1:], strict=False))
    assert values[-1] == prob


@pytest.mark.parametrize("extended", [False, True])
def test_series_rise_to_the_total_within_0_and_1(extended):
    for hand, seen, turn in _hands(7, 12, 14, 1) + _hands(8, 12, 13, 2 if not extended else 1):
        n = 18 - turn
        if hand.size == 13:
            rows: list = [hand_lookahead(hand, LookaheadRequest(RIICHI, seen, turn, extended))]
        else:
            rows = [
                o
                for o in discard_lookahead(hand, LookaheadRequest(RIICHI, seen, turn, extended))
                if o.searched
            ]
        assert rows
        for r in rows:
            _checked_series(r.tenpai_by_turn, r.tenpai_prob, n)
            _checked_series(r.win_by_turn, r.win_prob, n)
            assert r.win_prob <= r.tenpai_prob + 1e-12  # a win passes through a ready hand


def test_extended_search_is_never_worse_than_basic():
    for hand, seen, turn in _hands(9, 10, 14, 1):
        basic = {
            o.discard: o for o in discard_lookahead(hand, LookaheadRequest(RIICHI, seen, turn))
        }
        for o in discard_lookahead(hand, LookaheadRequest(RIICHI, seen, turn, extended=True)):
            b = basic[o.discard]
            if b.searched:
                assert o.win_prob >= b.win_prob - 1e-12
                assert o.tenpai_prob >= b.tenpai_prob - 1e-12


def test_a_discard_breaking_the_shanten():
    hand = Hand.parse("123m456p789s11234z")  # 1-shanten after 2z, 3z or 4z
    best = min(o.shanten for o in discard_options(hand, RIICHI))
    basic = discard_lookahead(hand, LookaheadRequest(RIICHI))
    extended = discard_lookahead(hand, LookaheadRequest(RIICHI, extended=True))
    for b, x in zip(basic, extended, strict=True):
        if b.shanten == best:
            assert b.searched and x.searched
            continue
        # The basic search never plays a discard that breaks the shanten.
        assert not b.searched
        assert (b.tenpai_prob, b.win_prob, b.tenpai_by_turn, b.win_by_turn) == (None,) * 4
        if b.shanten > best + 1:
            assert not x.searched
            continue
        # One shanten back is the extended search's one extra step: the basic search after it.
        seen = f"{x.discard % 9 + 1}{'mpsz'[x.discard // 9]}"
        after = hand_lookahead(hand.remove(x.discard), LookaheadRequest(RIICHI, seen))
        assert x.searched
        assert x.win_prob == pytest.approx(after.win_prob, abs=1e-12)
        assert x.tenpai_by_turn == pytest.approx(after.tenpai_by_turn, abs=1e-12)


def test_hand_change_helps_a_poor_shape():
    # Ready on a single honour: the extended search may swap the honour for a better wait.
    hand = Hand.parse("123m456p789s111z5z")
    basic = hand_lookahead(hand, LookaheadRequest(RIICHI))
    extended = hand_lookahead(hand, LookaheadRequest(RIICHI, extended=True))
    assert basic.win_prob == pytest.approx(closed(3, 123, 17), abs=1e-12)
    assert extended.win_prob > basic.win_prob + 0.05


def test_order_follows_the_discard_table():
    for hand, seen, turn in _hands(10, 8, 14, 2):
        table = discard_options(hand, RIICHI, seen)
        got = discard_lookahead(hand, LookaheadRequest(RIICHI, seen, turn))
        assert [o.discard for o in got] == [o.discard for o in table]
        assert [o.shanten for o in got] == [o.shanten for o in table]
        assert [o.effective_count for o in got] == [o.effective_count for o in table]


def test_seen_tiles_reduce_the_chances():
    hand = Hand.parse("23456m456p789s11z")
    plain = hand_lookahead(hand, LookaheadRequest(RIICHI))
    fewer = hand_lookahead(hand, LookaheadRequest(RIICHI, seen="1m4m"))
    assert fewer.win_prob < plain.win_prob


# --- legality --------------------------------------------------------------------------------


def test_legal_refusing_every_win_gives_win_prob_0():
    calls = []

    def never(whole: Hand, tile: int) -> bool:
        calls.append((whole, tile))
        return False

    for text in ("123m456p789s1122z", "12m456p789s11223z", "45m11z [123m] [456p] [789s]"):
        hand = Hand.parse(text)
        if hand.size == 13:
            free = hand_lookahead(hand, LookaheadRequest(RIICHI))
            got = hand_lookahead(hand, LookaheadRequest(RIICHI, legal=never))
            assert got.win_prob == 0.0 and set(got.win_by_turn) == {0.0}
            assert got.tenpai_by_turn == free.tenpai_by_turn
        else:
            for o in discard_lookahead(hand, LookaheadRequest(RIICHI, legal=never)):
                assert o.win_prob in (0.0, None)
    assert calls
    for whole, tile in calls:
        assert whole.size == 14 and whole.counts[tile] >= 1 and shanten(whole, RIICHI) == -1


def test_legal_decides_per_winning_tile():
    hand = Hand.parse("123m456p789s1122z")  # waits 1z and 2z
    got = hand_lookahead(hand, LookaheadRequest(RIICHI, legal=lambda whole, tile: tile == 27))
    assert got.win_prob == pytest.approx(closed(2, 123, 17), abs=1e-12)


# --- cut-off ---------------------------------------------------------------------------------


#: 14-tile hands by shanten (riichi rules), for the cut-offs.
BY_SHANTEN = {
    2: "12m456p789s112345z",
    3: "13m46p789s1123456z",
    4: "159m26p789s123456z",
    6: "147m258p369s12345z",
}


@pytest.fixture(params=["kernel", "pure"])
def path(request, monkeypatch):
    """Each cut-off test on both paths (the pure one where there is no kernel anyway)."""
    if request.param == "pure":
        monkeypatch.setenv(lookahead_kernel.PURE_ENV, "1")
    return request.param


def test_the_cut_offs_are_the_requests_on_either_path(path):
    assert (cut_off(), cut_off(extended=True)) == (MAX_SHANTEN, MAX_EXTENDED_SHANTEN) == (4, 3)


#: 14-tile hands from ready to 6-shanten under riichi (by shanten), one with melds; under mcr
#: the last two are 3-shanten and ready by the knitted shapes.
REACH_HANDS = (
    "19m19p19s1234567z2m",
    "123m456p789s11z234z",
    "123m456p789s1234z5z",
    "1359m2468p1357s11z",
    "159m26p789s123456z",
    "258m147p3s4z [1111m] [234s]",
    "2359m7p2578s1557z6z",
    "147m258p369s1234z9m",
)


@pytest.mark.parametrize("extended", [False, True], ids=["basic", "extended"])
@pytest.mark.parametrize("rules", ["general", "riichi", "mcr"])
def test_the_reach_is_the_same_with_the_kernel_and_on_the_pure_path(monkeypatch, rules, extended):
    """The same discards, and the same 13-tile hands, are searched whichever path runs: the
    reach is the request's, the kernel only makes it faster (issue 24). What is searched is
    asked here, not the numbers (the kernel's tests compare those, the benchmark at the
    cut-offs): each search is stood in for by a constant series, noting the path it took, so
    the pure path's seconds at 4-shanten are not spent."""
    preset = Rules.preset(rules)
    ask = LookaheadRequest(preset, turn=16, extended=extended)
    paths: list[bool] = []

    def run(self, root, discard, e0):
        paths.append(self.kernel is not None)
        return [0.5] * self.draws, [0.25] * self.draws, None

    monkeypatch.setattr(lookahead._Runner, "run", run)

    def searched() -> list[tuple[str, int, int, bool]]:
        out = []
        for text in REACH_HANDS:
            hand = Hand.parse(text)
            out += [(text, o.discard, o.shanten, o.searched) for o in discard_lookahead(hand, ask)]
            thirteen = hand.remove(discard_options(hand, preset)[0].discard)
            one = hand_lookahead(thirteen, ask)
            out.append((str(thirteen), -1, one.shanten, one.searched))
        return out

    fast = searched()
    assert set(paths) == {lookahead_kernel.available()}  # the kernel's path where it is built
    paths.clear()
    monkeypatch.setenv(lookahead_kernel.PURE_ENV, "1")
    pure = searched()
    assert set(paths) == {False}
    assert fast == pure
    # Up to the cut-off (the extended search's discards one step further back), no further.
    discards = {s for _, d, s, on in pure if on and d >= 0}
    hands = {s for _, d, s, on in pure if on and d < 0}
    assert max(discards) == cut_off(extended) + extended
    assert max(hands) == cut_off(extended)
    assert not any(on for _, d, s, on in pure if s > cut_off(extended) + extended)


def test_above_the_cut_off_nothing_is_searched_but_every_discard_is_listed(path):
    hand = Hand.parse(BY_SHANTEN[6])
    assert shanten(hand, RIICHI) > cut_off()
    got = discard_lookahead(hand, LookaheadRequest(RIICHI))
    assert [o.discard for o in got] == [o.discard for o in discard_options(hand, RIICHI)]
    assert all(not o.searched and o.win_prob is None and o.tenpai_by_turn is None for o in got)
    thirteen = hand_lookahead(hand.remove(31), LookaheadRequest(RIICHI))
    assert not thirteen.searched and thirteen.tenpai_prob is None
    assert thirteen.improvements  # still worked out: they are cheap


def test_at_the_cut_off_the_search_runs(path):
    limit = cut_off()
    hand = Hand.parse(BY_SHANTEN[limit])
    assert shanten(hand, RIICHI) == limit
    got = discard_lookahead(hand, LookaheadRequest(RIICHI, turn=14))
    searched = [o for o in got if o.searched]
    assert searched and all(o.shanten == limit for o in searched)
    assert all(o.shanten > limit for o in got if not o.searched)
    beyond = Hand.parse(BY_SHANTEN[limit + 1] if limit + 1 in BY_SHANTEN else BY_SHANTEN[6])
    assert not any(o.searched for o in discard_lookahead(beyond, LookaheadRequest(RIICHI)))


def test_the_extended_search_has_its_own_cut_off(path):
    limit = cut_off(extended=True)
    over = Hand.parse(BY_SHANTEN[limit + 1])
    assert limit < shanten(over, RIICHI) <= cut_off()
    assert not any(
        o.searched for o in discard_lookahead(over, LookaheadRequest(RIICHI, extended=True))
    )
    thirteen = over.remove(next(t for t in range(34) if over.counts[t]))
    if shanten(thirteen, RIICHI) > limit:
        assert not hand_lookahead(thirteen, LookaheadRequest(RIICHI, extended=True)).searched
    at = Hand.parse(BY_SHANTEN[limit])
    assert shanten(at, RIICHI) == limit
    got = discard_lookahead(at, LookaheadRequest(RIICHI, turn=15, extended=True))
    # The one step back from the cut-off is searched too: the basic search after it.
    assert {o.shanten for o in got if o.searched} == {limit, limit + 1}


# --- improvements ----------------------------------------------------------------------------


def test_improvements_by_hand():
    # Ready on 5z alone (3 left): drawing 4m and discarding 5z waits on 1m and 4m (3 + 3).
    got = hand_lookahead(Hand.parse("123m456p789s111z5z"), LookaheadRequest(RIICHI))
    assert got.effective_count == 3
    assert Improvement(3, 4, 6) in got.improvements
    assert all(i.tile != 32 for i in got.improvements)  # 6z only swaps one single for another


def _brute_improvements(hand: Hand, seen: str) -> tuple[Improvement, ...]:
    s = shanten(hand, RIICHI)
    now = sum(r for _, r in effective_tiles(hand, RIICHI, seen))
    left = {t: r for t, r in _remaining(hand, seen).items()}
    out = []
    for k in range(34):
        if left[k] <= 0:
            continue
        drawn = hand.add(k)
        if shanten(drawn, RIICHI) < s:
            continue  # the draw lowers the shanten (or wins)
        options = discard_options(drawn, RIICHI, seen)
        best = max(
            (o.effective_count for o in options if o.shanten == s and o.discard != k), default=-1
        )
        if best > now:
            out.append(Improvement(k, left[k], best))
    return tuple(out)


def _remaining(hand: Hand, seen: str) -> dict[int, int]:
    total = hand.total_counts()
    seen_tiles = parse_tiles(seen)
    return {t: 4 - total[t] - seen_tiles.count(t) for t in range(34)}


def test_improvements_match_a_brute_force():
    for hand, seen, turn in _hands(11, 10, 13, 2):
        got = hand_lookahead(hand, LookaheadRequest(RIICHI, seen, turn))
        assert got.improvements == _brute_improvements(hand, seen), repr(hand)


# --- errors, cancel, progress ----------------------------------------------------------------


@pytest.mark.parametrize("turn", [0, 18, -3, True, 1.0])
def test_a_turn_outside_1_to_17_is_refused(turn):
    hand = Hand.parse("123m456p789s1122z")
    with pytest.raises(LookaheadError, match="outside 1–17") as info:
        hand_lookahead(hand, LookaheadRequest(RIICHI, turn=turn))
    assert isinstance(info.value, HandError) and info.value.code == "turn-range"
    assert info.value.params == {"turn": turn}


def test_sizes_are_checked():
    with pytest.raises(HandSizeError, match="3n\\+2"):
        discard_lookahead(Hand.parse("123m456p789s1122z"), LookaheadRequest(RIICHI))
    with pytest.raises(HandSizeError, match="3n\\+1"):
        hand_lookahead(Hand.parse("123m456p789s11223z"), LookaheadRequest(RIICHI))
    with pytest.raises(HandSizeError, match="12 tiles"):
        hand_lookahead(Hand.parse("123m456p789s112z"), LookaheadRequest(RIICHI))


def test_cancel_stops_the_search():
    hand = Hand.parse("13m46p789s1123456z")  # 3-shanten: a long search
    asked = []

    def after_three() -> bool:
        asked.append(1)
        return len(asked) >= 3

    with pytest.raises(LookaheadCancelled):
        discard_lookahead(hand, LookaheadRequest(RIICHI, cancel=after_three))
    assert len(asked) == 3
    with pytest.raises(LookaheadCancelled):
        hand_lookahead(hand.remove(32), LookaheadRequest(RIICHI, cancel=lambda: True))


def test_a_search_empties_its_caches_one_entry_at_a_time_when_it_ends(monkeypatch):
    """Freed whole, the caches of a search hold the interpreter lock for tens of ms (the
    window's GUI thread stalls); every way out of a search, a cancel included, empties them
    entry by entry first."""
    from mjtrainer.core import lookahead_moves

    made = []
    init = lookahead_moves.Moves.__init__

    def keep(self, *args, **kwargs):
        init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(lookahead_moves.Moves, "__init__", keep)

    def caches(moves) -> list[int]:
        return [len(v) for v in vars(moves).values() if isinstance(v, dict)]

    hand = Hand.parse("2445m12367p11379s")
    discard_lookahead(hand, LookaheadRequest(RIICHI, extended=True))
    hand_lookahead(hand.remove(1), LookaheadRequest(RIICHI))
    with pytest.raises(LookaheadCancelled):
        discard_lookahead(hand, LookaheadRequest(RIICHI, cancel=lambda: True))
    valued = discard_lookahead(hand, LookaheadRequest(RIICHI, worth=lambda h, t: 1.0))
    assert any(a.exp_value for a in valued)  # the payoffs were memoised, then let go
    assert len(made) == 4
    for moves in made:
        assert len(caches(moves)) == 8 and not any(caches(moves))


def test_cancel_is_polled_through_a_long_search():
    asked = []

    def never() -> bool:
        asked.append(1)
        return False

    # 3-shanten: long enough on either path (the compiled kernel polls every few dozen states)
    discard_lookahead(Hand.parse("13m46p789s1123456z"), LookaheadRequest(RIICHI, cancel=never))
    assert len(asked) >= 2


def test_progress_runs_from_0_to_the_total():
    seen_calls: list[tuple[int, int]] = []
    hand = Hand.parse("12m456p789s112345z")
    got = discard_lookahead(
        hand, LookaheadRequest(RIICHI, progress=lambda d, t: seen_calls.append((d, t)))
    )
    total = seen_calls[0][1]
    assert seen_calls[0] == (0, total) and seen_calls[-1] == (total, total)
    assert total == sum(o.searched for o in got)
    assert [d for d, _ in seen_calls] == sorted(d for d, _ in seen_calls)


# --- values and JSON -------------------------------------------------------------------------


def test_results_are_frozen_values():
    got = hand_lookahead(Hand.parse("123m456p789s1122z"), LookaheadRequest(RIICHI))
    assert isinstance(got, HandLookahead)
    with pytest.raises(AttributeError):
        got.win_prob = 0.5  # type: ignore[misc]
    row = discard_lookahead(Hand.parse("123m456p789s11223z"), LookaheadRequest(RIICHI))[0]
    assert isinstance(row, DiscardLookahead)


def test_to_dict_gives_the_design_keys_unrounded():
    row = discard_lookahead(Hand.parse("123m456p789s11223z"), LookaheadRequest(RIICHI, turn=3))[0]
    d = row.to_dict()
    assert {
        "discard",
        "shanten",
        "tenpai_prob",
        "win_prob",
        "tenpai_by_turn",
        "win_by_turn",
    } <= set(d)
    assert d["discard"] == "3z" and d["win_prob"] == row.win_prob
    assert d["win_by_turn"] == list(row.win_by_turn) and len(d["win_by_turn"]) == 15
    h = hand_lookahead(Hand.parse("123m456p789s111z5z"), LookaheadRequest(RIICHI)).to_dict()
    assert {"tenpai_prob", "win_prob", "tenpai_by_turn", "win_by_turn", "improvements"} <= set(h)
    assert h["improvements"][0] == {"tile": "1m", "remaining": 3, "effective_count": 6}
    off = hand_lookahead(Hand.parse("147m258p369s1234z"), LookaheadRequest(RIICHI)).to_dict()
    assert off["searched"] is False and off["win_prob"] is None and off["win_by_turn"] is None


@pytest.mark.parametrize("preset", ["general", "riichi", "mcr"])
def test_the_shanten_after_each_discard_equals_the_whole_evaluation(preset):
    """``after_discards`` (one look-up a discard against the other groups, the seven-pairs and
    orphans counts moved by one) gives what :meth:`minimum` gives each child built whole, for
    hands of every kind: plain, pair-heavy, orphan-heavy, with fours, with melds, short."""
    from mjtrainer.core import Meld, MeldKind
    from mjtrainer.core.kinds import ORPHANS, keys_of
    from mjtrainer.core.shanten import evaluator

    rules = Rules.preset(preset)
    rnd = random.Random(f"after-discards/{preset}")
    pools = [list(range(34)) * 4, [t for t in ORPHANS for _ in range(4)], list(range(9)) * 4]
    declared = (Meld(33, MeldKind.PUNG), Meld(2, MeldKind.CHOW), Meld(12, MeldKind.KONG))
    checked = 0
    for i in range(600):
        pool = list(pools[i % 3])
        rnd.shuffle(pool)
        size = (14, 14, 14, 11, 8, 5)[i % 6]
        melds = declared[: (14 - size) // 3]
        cap = [4] * 34
        for m in melds:
            for t in m.tiles:
                cap[t] -= 1
        counts = [0] * 34
        for t in pool:
            if sum(counts) == size:
                break
            if counts[t] < cap[t] and (i % 5 or counts[t] < 2 or rnd.random() < 0.5):
                counts[t] += 1
        if sum(counts) != size:
            continue
        ev = evaluator(melds, rules)
        kinds = [t for t in range(34) if counts[t]]
        keys = list(keys_of(counts))
        n = size - 1
        got = ev.after_discards(counts, keys, kinds, n)
        assert keys == list(keys_of(counts))  # left as given
        want = []
        for d in kinds:
            child = list(counts)
            child[d] -= 1
            want.append(ev.minimum(child, keys_of(child), n))
        assert got == want, (counts, melds)
        checked += 1
    assert checked > 400
