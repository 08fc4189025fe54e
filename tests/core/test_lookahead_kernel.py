"""The look-ahead's compiled kernel against the pure-Python path: the same numbers (every value
of both series of every searched discard, to 1e-9) on seeded hands of the reference sweep's
kind at 0–3 shanten, basic and extended, with seen tiles, several turns and a legality
callback, and with a payoff (riichi points by the scoring, and a synthetic one that differs per
win) the same expected worth, to the last bit; the same on hands with one to three declared
melds (chows, pungs, open and concealed kongs, an honour pung that kills its kind, red fives in
melds), which the kernel searches with the pure path's vector ids called back; the same under
the Chinese Official rules, the knitted shapes (全不靠, 组合龙 concealed and beside a meld)
included, with the 8-fan check and the fan as payoff; cancel and callback errors come through,
the payoff's too.
"""

from __future__ import annotations

import importlib.util
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mjtrainer.core import (
    Hand,
    LookaheadRequest,
    Meld,
    Rules,
    kernel_interface,
    lookahead_kernel,
    shanten,
)
from mjtrainer.core.lookahead import (
    LookaheadCancelled,
    _Runner,
    cut_off,
    discard_lookahead,
    hand_lookahead,
)
from mjtrainer.core.shanten import KNITTED, Shape, evaluator
from mjtrainer.scoring import Wind, legal_win, win_worth

from .test_lookahead_reference import _sets, near_complete, refuse_threes

RIICHI = Rules.preset("riichi")
GENERAL = Rules.preset("general")
ROOT = Path(__file__).resolve().parents[2]
COMPILER = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")


def test_the_kernel_is_there_wherever_a_compiler_is():
    """The build hook compiles it on install (``pip install -e .``, or ``python
    hatch_build.py`` for a tree installed before the kernel was written)."""
    if COMPILER is None:  # a machine without a compiler: the pure path, nothing to check
        assert lookahead_kernel.session(evaluator((), RIICHI), 13, None, None, ()) is None
        return
    assert lookahead_kernel.available(), (
        f"no up-to-date {lookahead_kernel.library_path()}: run python hatch_build.py"
    )


needs_kernel = pytest.mark.skipif(
    not lookahead_kernel.available() and COMPILER is None,
    reason="no C compiler: the pure path is all there is",
)


def both(monkeypatch, call):
    """``call()`` by the kernel (checked to be used), then by the pure path."""
    used = []
    search = lookahead_kernel.Session.search

    def spy(self, *args):
        used.append(1)
        return search(self, *args)

    monkeypatch.setattr(lookahead_kernel.Session, "search", spy)
    fast = call()
    with monkeypatch.context() as m:
        m.setenv(lookahead_kernel.PURE_ENV, "1")
        pure = call()
    return fast, pure, bool(used)


def close(a, b) -> bool:
    return len(a) == len(b) and all(abs(x - y) < 1e-9 for x, y in zip(a, b, strict=True))


def same(fast, pure) -> int:
    """Assert two look-aheads agree (the expected worth exactly: the same arithmetic in the
    same order); returns how many series were compared."""
    n = 0
    for f, p in zip(fast, pure, strict=True):
        assert (f.discard, f.shanten, f.searched) == (p.discard, p.shanten, p.searched)
        if p.searched:
            assert close(f.tenpai_by_turn, p.tenpai_by_turn), (f, p)
            assert close(f.win_by_turn, p.win_by_turn), (f, p)
            assert abs(f.win_prob - p.win_prob) < 1e-9
            assert f.exp_value == p.exp_value, (f, p)
            n += 2
    return n


def synthetic(h: Hand, tile: int) -> float:
    """A payoff that differs from win to win (by the hand and by the winning tile)."""
    return 1.0 + sum(i * c for i, c in enumerate(h.counts)) % 7 * 0.37 + tile / 100


@needs_kernel
@pytest.mark.parametrize(
    "seed, count, shantens, extended, rules",
    [
        (301, 40, (0, 1), False, RIICHI),
        (302, 30, (0, 1), True, RIICHI),
        (303, 12, (2,), False, GENERAL),
        (304, 6, (2,), True, RIICHI),
        (305, 4, (3,), False, RIICHI),
    ],
)
def test_the_kernel_gives_the_pure_numbers(monkeypatch, seed, count, shantens, extended, rules):
    rnd = random.Random(seed)
    done = series = 0
    while done < count:
        hand, wall = near_complete(rnd, 14, rnd.randrange(max(shantens) + 3))
        if hand.melds or shanten(hand, rules) not in shantens:
            continue
        seen = wall[: rnd.choice((0, 0, 3, 10, 25))]
        legal = refuse_threes if rnd.random() < 0.3 else None
        ask = LookaheadRequest(rules, seen, rnd.choice((1, 4, 9, 16, 17)), extended, legal)
        fast, pure, used = both(monkeypatch, lambda h=hand, a=ask: discard_lookahead(h, a))
        assert used
        series += same(fast, pure)
        done += 1
    assert series >= 2 * count


@needs_kernel
@pytest.mark.parametrize(
    "seed, count, shantens, extended",
    [
        (301, 24, (0, 1), False),
        (302, 20, (0, 1), True),
        (303, 8, (2,), False),
        (304, 4, (2,), True),
        (305, 2, (3,), False),
    ],
)
def test_the_kernel_gives_the_pure_expected_worth(monkeypatch, seed, count, shantens, extended):
    """The same sweeps with a payoff: riichi points (seat and dora from the seed) or the
    synthetic one, legality on and off."""
    rnd = random.Random(seed)
    done = series = worthy = 0
    kinds = set()
    while done < count:
        hand, wall = near_complete(rnd, 14, rnd.randrange(max(shantens) + 3))
        if hand.melds or shanten(hand, RIICHI) not in shantens:
            continue
        seen = wall[: rnd.choice((0, 0, 3, 10, 25))]
        legal = refuse_threes if done // 2 % 2 else None
        if done % 2:
            worth = synthetic
        else:
            dora = seen[:1] or [rnd.randrange(34)]
            worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, dora, hand=hand, seen=[*seen, *dora])
        kinds.add((legal is None, worth is synthetic))
        turn = rnd.choice((1, 4, 9, 16, 17))
        ask = LookaheadRequest(RIICHI, seen, turn, extended, legal, worth=worth)
        fast, pure, used = both(monkeypatch, lambda h=hand, a=ask: discard_lookahead(h, a))
        assert used
        worthy += any(p.exp_value for p in pure if p.searched)
        series += same(fast, pure)
        done += 1
    assert series >= 2 * count
    assert len(kinds) == min(4, count)
    assert worthy  # not only hands too far to win anything


@needs_kernel
@pytest.mark.parametrize(
    "text, extended",
    [
        ("19m19p19s123456z5m", False),
        ("19m19p19s123456z5m", True),
        ("1122m3344p5566s7z", True),
        ("13m46p789s113456z", False),  # 3-shanten (extended: beyond the pure path's reach)
    ],
)
def test_a_13_tile_hand_has_the_pure_worth_by_the_kernel(monkeypatch, text, extended):
    hand = Hand.parse(text)
    ask = LookaheadRequest(RIICHI, "", 5, extended, worth=synthetic)
    fast, pure, used = both(monkeypatch, lambda: hand_lookahead(hand, ask))
    assert used and fast.searched and pure.exp_value
    assert fast.exp_value == pure.exp_value
    assert close(fast.win_by_turn, pure.win_by_turn)


@needs_kernel
def test_the_payoff_is_asked_once_per_hand_and_tile_and_its_errors_come_through():
    asked: list[tuple[tuple[int, ...], int]] = []

    def worth(h: Hand, tile: int) -> float:
        asked.append((h.counts, tile))
        return 1000.0 + tile

    hand = Hand.parse("1245m456p789s1123z")
    got = discard_lookahead(hand, LookaheadRequest(RIICHI, extended=True, worth=worth))
    assert asked and len(asked) == len(set(asked))
    assert all(a.exp_value is not None and a.exp_value > 0 for a in got if a.searched)

    def broken(h: Hand, tile: int) -> float:
        raise ValueError("worth broke")

    with pytest.raises(ValueError, match="worth broke"):
        discard_lookahead(Hand.parse("123m456p789s11233z"), LookaheadRequest(worth=broken))


@needs_kernel
def test_a_valued_search_is_cancelled_while_its_payoffs_are_asked():
    """Each new payoff polls ``cancel``: a slow scorer does not hold a cancel up."""
    hand = Hand.parse("13m46p789s1123456z")  # 3-shanten
    payoffs = []
    asked = []

    def worth(h: Hand, tile: int) -> float:
        payoffs.append(1)
        return 1.0

    def after_payoffs() -> bool:
        asked.append(len(payoffs))
        return len(payoffs) >= 5

    with pytest.raises(LookaheadCancelled):
        discard_lookahead(hand, LookaheadRequest(RIICHI, cancel=after_payoffs, worth=worth))
    assert 5 <= len(payoffs) < 5 + 64  # stopped within one poll of the fifth payoff


@needs_kernel
@pytest.mark.parametrize(
    "text, extended",
    [
        ("19m19p19s1234567z", False),  # thirteen orphans, thirteen-sided
        ("19m19p19s123456z5m", True),  # thirteen orphans, 1-shanten
        ("1122m3344p5566s7z", True),  # seven pairs
        ("2345m678p112z", True),  # a short hand (10 tiles)
        ("13m46p789s113456z", False),  # 3-shanten
    ],
)
def test_a_13_tile_hand_by_the_kernel(monkeypatch, text, extended):
    hand = Hand.parse(text)
    ask = LookaheadRequest(RIICHI, "", 5, extended)
    fast, pure, used = both(monkeypatch, lambda: hand_lookahead(hand, ask))
    assert used and fast.searched
    assert close(fast.tenpai_by_turn, pure.tenpai_by_turn)
    assert close(fast.win_by_turn, pure.win_by_turn)
    assert fast.improvements == pure.improvements


#: Melds the seeded hands draw from: chows (one with the red five), pungs (an honour pung,
#: whose kind is then dead, and a pung with the red five), open and concealed kongs.
MELDS = (
    "[123m]",
    "[406p]",
    "[789s]",
    "[555z]",
    "[777z]",
    "[055s]",
    "[999m]",
    "[1111p]",
    "(2222s)",
    "(7777z)",
    "[5055m]",
)


def melded(rnd: random.Random, melds: int, swaps: int) -> tuple[Hand, list[int]]:
    """A 14-tile hand with ``melds`` declared melds from :data:`MELDS` and a concealed part
    ``swaps`` exchanges from complete, and the rest of the wall, shuffled."""
    while True:
        chosen = [Meld.parse(t) for t in rnd.sample(MELDS, melds)]
        left = [4] * 34
        for m in chosen:
            for t in m.tiles:
                left[t] -= 1
        if min(left) < 0:
            continue
        groups = _sets(rnd, left, 4 - melds)
        pair = rnd.randrange(34)
        left[pair] -= 2
        if groups is None or left[pair] < 0:
            continue
        concealed = [t for g in groups for t in g] + [pair, pair]
        return swapped(rnd, concealed, chosen, left, swaps)


def swapped(
    rnd: random.Random, tiles: list[int], melds: list[Meld], left: list[int], swaps: int
) -> tuple[Hand, list[int]]:
    """The hand of ``tiles`` beside ``melds`` after ``swaps`` exchanges with a shuffled wall
    of the ``left`` copies of each kind, and the rest of that wall."""
    wall = [t for t in range(34) for _ in range(left[t])]
    rnd.shuffle(wall)
    for _ in range(swaps):
        wall.append(tiles.pop(rnd.randrange(len(tiles))))
        tiles.append(wall.pop(0))
        rnd.shuffle(wall)
    return Hand.from_tiles(tiles, melds), wall


@needs_kernel
@pytest.mark.parametrize(
    "seed, count, shantens, extended",
    [
        (401, 30, (0, 1), False),
        (402, 20, (0, 1), True),
        (403, 10, (2,), False),
        (404, 6, (2,), True),
        (405, 4, (3,), False),
    ],
)
def test_hands_with_melds_give_the_pure_numbers(monkeypatch, seed, count, shantens, extended):
    """One to three melds, seen tiles, legality on and off, payoffs (riichi points with the
    red fives of the melds, or the synthetic one) or none: every series and the expected worth
    are the pure path's exactly."""
    rnd = random.Random(seed)
    done = series = worthy = 0
    kinds: set[tuple[int, bool]] = set()
    # Three melds leave five concealed tiles: at most 2-shanten.
    sizes = 3 if max(shantens) <= 2 else 2
    while done < count:
        hand, wall = melded(rnd, 1 + done % sizes, rnd.randrange(max(shantens) + 2))
        if shanten(hand, RIICHI) not in shantens:
            continue
        assert lookahead_kernel.runs(hand.melds, RIICHI)
        seen = wall[: rnd.choice((0, 0, 3, 10, 25))]
        legal = refuse_threes if done // 3 % 2 else None
        worth = None
        if done % 4 == 1:
            worth = synthetic
        elif done % 4 == 2:
            dora = seen[:1] or [rnd.randrange(34)]
            worth = win_worth(RIICHI, Wind.SOUTH, Wind.EAST, dora, hand=hand, seen=[*seen, *dora])
        kinds.add((len(hand.melds), worth is None))
        turn = rnd.choice((1, 4, 9, 16, 17))
        ask = LookaheadRequest(RIICHI, seen, turn, extended, legal, worth=worth)
        fast, pure, used = both(monkeypatch, lambda h=hand, a=ask: discard_lookahead(h, a))
        assert used
        for f, p in zip(fast, pure, strict=True):  # every value exactly, not only to 1e-9
            assert (f.tenpai_by_turn, f.win_by_turn) == (p.tenpai_by_turn, p.win_by_turn)
        worthy += any(p.exp_value for p in pure if p.searched)
        series += same(fast, pure)
        done += 1
    assert series >= 2 * count
    assert {m for m, _ in kinds} == set(range(1, sizes + 1))
    if count >= 12:  # every number of melds with and without a payoff
        assert worthy and len(kinds) == 6


@needs_kernel
@pytest.mark.parametrize(
    "text, extended",
    [
        ("23467m345p55z [777z]", True),  # an honour pung: its fourth copy is dead
        ("46m345p58s [123m] [555z]", True),
        ("22m34p [406p] (7777z) [789s]", True),  # 3 melds, a red five, a concealed kong
        ("258m14p33s [1111m] [234s]", True),  # an open kong, 3-shanten extended
        ("258m147p3s [1111m] [234s]", False),  # 4-shanten: the basic cut-off
    ],
)
def test_a_13_tile_hand_with_melds_by_the_kernel(monkeypatch, text, extended):
    """Up to the cut-offs, which are the pure path's too."""
    hand = Hand.parse(text)
    assert lookahead_kernel.runs(hand.melds, RIICHI)
    assert shanten(hand, RIICHI) <= cut_off(extended)
    ask = LookaheadRequest(RIICHI, "", 5, extended, worth=synthetic)
    fast, pure, used = both(monkeypatch, lambda: hand_lookahead(hand, ask))
    assert used and fast.searched and pure.searched
    assert fast.exp_value == pure.exp_value
    assert fast.tenpai_by_turn == pure.tenpai_by_turn
    assert fast.win_by_turn == pure.win_by_turn
    assert fast.improvements == pure.improvements


@needs_kernel
def test_melded_hands_take_the_kernel():
    hand = Hand.parse("258m147p3s [1111m] [234s]")
    assert _Runner(hand, RIICHI, LookaheadRequest(RIICHI)).kernel is not None


@needs_kernel
def test_a_callback_of_a_melded_hand_that_raises_comes_through(monkeypatch):
    """An exception in the vector callbacks is raised again, and the next search runs."""
    hand = Hand.parse("258m14p33s [1111m] [234s]")

    def broken(self: object, g: int, key: int) -> int:
        raise ValueError("gid broke")

    with monkeypatch.context() as m:
        m.setattr(type(evaluator(hand.melds, RIICHI)), "gid", broken)
        with pytest.raises(ValueError, match="gid broke"):
            hand_lookahead(hand, LookaheadRequest(RIICHI))
    assert hand_lookahead(hand, LookaheadRequest(RIICHI)).searched


MCR = Rules.preset("mcr")


def knitted(rnd: random.Random, shape: str, swaps: int) -> tuple[Hand, list[int]]:
    """A 14-tile hand ``swaps`` exchanges from a knitted win, and the rest of the wall: 全不靠
    (``"loose"``: 14 of one knitted straight's kinds and the honours), 组合龙 with a set and a
    pair (``"dragon"``), or 组合龙 and a pair beside one declared meld (``"dragon-meld"``)."""
    while True:
        ks = rnd.choice(KNITTED)
        left = [4] * 34
        melds = []
        if shape == "loose":
            tiles = rnd.sample([*ks, *range(27, 34)], 14)
        else:
            tiles = list(ks)
            if shape == "dragon-meld":
                melds = [Meld.parse(rnd.choice(("[123m]", "[555z]", "[789p]", "[111s]", "[456s]")))]
                for t in melds[0].tiles:
                    left[t] -= 1
            else:
                a = rnd.randrange(34)
                chow = a < 27 and a % 9 < 7 and rnd.random() < 0.6
                tiles += [a, a + 1, a + 2] if chow else [a] * 3
            pair = rnd.randrange(34)
            tiles += [pair, pair]
        for t in tiles:
            left[t] -= 1
        if min(left) >= 0:
            return swapped(rnd, tiles, melds, left, swaps)


@needs_kernel
@pytest.mark.parametrize(
    "seed, count, shantens, extended",
    [
        (501, 36, (0, 1), False),
        (502, 16, (0, 1), True),
        (503, 12, (2,), False),
        (504, 3, (2,), True),
        (505, 4, (3,), False),
    ],
)
def test_mcr_hands_give_the_pure_numbers(monkeypatch, seed, count, shantens, extended):
    """The Chinese Official rules: the knitted shapes (全不靠, 组合龙 concealed and beside a
    meld) and standard hands with 0–2 melds, with the 8-fan legality check or without, the fan
    as the payoff, the synthetic one or none: every series and the expected worth are the pure
    path's exactly."""
    rnd = random.Random(seed)
    legal = legal_win(MCR)
    done = series = worthy = 0
    shapes: set[Shape] = set()
    kinds: set[tuple[bool, str]] = set()
    while done < count:
        shape = ("loose", "dragon", "dragon-meld", "standard")[done % 4]
        swaps = rnd.randrange(max(shantens) + 3)
        if shape == "standard":
            hand, wall = near_complete(rnd, 14, swaps)
        else:
            hand, wall = knitted(rnd, shape, swaps)
        if shanten(hand, MCR) not in shantens:
            continue
        assert lookahead_kernel.runs(hand.melds, MCR)
        by_shape = evaluator(hand.melds, MCR).by_shape(hand)
        shapes.add(min(by_shape, key=lambda k: by_shape[k]))
        seen = wall[: rnd.choice((0, 0, 3, 10))]
        worth = (win_worth(MCR, Wind.SOUTH, Wind.WEST, hand=hand), synthetic, None)[done // 4 % 3]
        kinds.add(
            (
                done // 2 % 2 == 0,
                "none" if worth is None else "synthetic" if worth is synthetic else "fan",
            )
        )
        ask = LookaheadRequest(
            MCR,
            seen,
            rnd.choice((1, 6, 12, 17)),
            extended,
            legal if done // 2 % 2 == 0 else None,
            worth=worth,
        )
        fast, pure, used = both(monkeypatch, lambda h=hand, a=ask: discard_lookahead(h, a))
        assert used
        for f, p in zip(fast, pure, strict=True):  # every value exactly, not only to 1e-9
            assert (f.tenpai_by_turn, f.win_by_turn) == (p.tenpai_by_turn, p.win_by_turn)
        worthy += any(p.exp_value for p in pure if p.searched)
        series += same(fast, pure)
        done += 1
    assert series >= 2 * count
    assert {Shape.HONORS_AND_KNITTED, Shape.KNITTED_STRAIGHT} <= shapes
    if count >= 12:
        assert worthy and len(kinds) == 6


@needs_kernel
@pytest.mark.parametrize(
    "text, extended",
    [
        ("147m258p369s1234z", True),  # 全不靠, ready
        ("147m25p36s12345z9m", True),  # 1-shanten
        ("147m258p3s1234z99m", False),  # 2-shanten
        ("47m117p3689s4z [123m]", False),  # 组合龙 beside a meld, 3-shanten
        ("2359m7p2578s1557z", False),  # 4-shanten (全不靠 and 组合龙): the basic cut-off
    ],
)
def test_a_13_tile_mcr_hand_by_the_kernel(monkeypatch, text, extended):
    """Up to the cut-offs (the pure path's too), with the fan."""
    hand = Hand.parse(text)
    assert lookahead_kernel.runs(hand.melds, MCR)
    assert shanten(hand, MCR) <= cut_off(extended)
    ask = LookaheadRequest(MCR, "", 5, extended, legal_win(MCR), worth=win_worth(MCR, hand=hand))
    fast, pure, used = both(monkeypatch, lambda: hand_lookahead(hand, ask))
    assert used and fast.searched and pure.searched
    assert fast.exp_value == pure.exp_value
    assert fast.tenpai_by_turn == pure.tenpai_by_turn
    assert fast.win_by_turn == pure.win_by_turn
    assert fast.improvements == pure.improvements


@needs_kernel
@pytest.mark.parametrize("text", ["123m456p789s11223z", "123m456p11z [789s]", "147m258p369s1234z"])
def test_mcr_takes_the_kernel(text):
    hand = Hand.parse(text)
    assert lookahead_kernel.covers(evaluator(hand.melds, MCR))
    assert _Runner(hand, MCR, LookaheadRequest(MCR)).kernel is not None


def test_pure_env_and_a_missing_library_give_the_pure_path(monkeypatch, tmp_path):
    ev = evaluator((), RIICHI)
    monkeypatch.setenv(lookahead_kernel.PURE_ENV, "1")
    assert not lookahead_kernel.available()
    assert lookahead_kernel.session(ev, 13, None, None, ()) is None
    monkeypatch.delenv(lookahead_kernel.PURE_ENV)
    monkeypatch.setattr(lookahead_kernel, "library_path", lambda: tmp_path / "missing.so")
    lookahead_kernel._load.cache_clear()
    try:
        assert lookahead_kernel.session(ev, 13, None, None, ()) is None
        got = discard_lookahead(Hand.parse("123m456p789s11233z"), LookaheadRequest(RIICHI))
        assert all(o.searched for o in got if o.shanten == 0)
    finally:
        monkeypatch.undo()
        lookahead_kernel._load.cache_clear()


@needs_kernel
def test_the_kernel_is_cancelled_and_passes_errors_on():
    hand = Hand.parse("13m46p789s1123456z")  # 3-shanten
    asked = []

    def after_three() -> bool:
        asked.append(1)
        return len(asked) >= 3

    with pytest.raises(LookaheadCancelled):
        discard_lookahead(hand, LookaheadRequest(RIICHI, cancel=after_three))
    assert len(asked) == 3

    def broken_cancel() -> bool:
        raise RuntimeError("cancel broke")

    with pytest.raises(RuntimeError, match="cancel broke"):
        discard_lookahead(hand, LookaheadRequest(RIICHI, cancel=broken_cancel))

    def broken_legal(h: Hand, tile: int) -> bool:
        raise ValueError("legal broke")

    with pytest.raises(ValueError, match="legal broke"):
        discard_lookahead(Hand.parse("123m456p789s11233z"), LookaheadRequest(legal=broken_legal))


def _first_line_interrupt(name: str):
    """A stand-in for ``lookahead_kernel._guarded`` under which the callback ``name`` raises
    ``KeyboardInterrupt`` before any ``try`` (as a Ctrl+C landing on its first line does):
    ctypes then prints "Exception ignored" and answers the kernel as if it had returned."""
    real = lookahead_kernel._guarded

    def guarded(owner, body):
        if body.__name__ != name:
            return real(owner, body)

        def called(*args):
            raise KeyboardInterrupt

        return called

    return guarded


@needs_kernel
@pytest.mark.parametrize("name", ["on_legal", "on_cancel"])
def test_a_ctrl_c_on_a_callbacks_first_line_stops_the_search(monkeypatch, capfd, name):
    asked = []

    def legal(h: Hand, tile: int) -> bool:
        asked.append(tile)
        return True

    monkeypatch.setattr(lookahead_kernel, "_guarded", _first_line_interrupt(name))
    hand = Hand.parse("13m46p789s1123456z")  # 3-shanten: many states, many polls
    with pytest.raises(KeyboardInterrupt):
        discard_lookahead(hand, LookaheadRequest(RIICHI, legal=legal))
    assert "Exception ignored" not in capfd.readouterr().err
    monkeypatch.undo()
    full: list[int] = []
    discard_lookahead(hand, LookaheadRequest(RIICHI, legal=lambda h, t: full.append(t) or True))
    assert len(asked) < len(full)  # stopped at the next poll, not run to its end


@needs_kernel
def test_a_ctrl_c_in_a_callbacks_body_stops_the_search():
    def interrupted(h: Hand, tile: int) -> bool:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        discard_lookahead(Hand.parse("123m456p789s11233z"), LookaheadRequest(legal=interrupted))


@needs_kernel
def test_legal_is_asked_once_per_hand_and_tile():
    asked: list[tuple[tuple[int, ...], int]] = []

    def legal(h: Hand, tile: int) -> bool:
        asked.append((h.counts, tile))
        return tile % 2 == 0

    discard_lookahead(Hand.parse("1245m456p789s1123z"), LookaheadRequest(RIICHI, legal=legal))
    assert asked and len(asked) == len(set(asked))


# --- the interface, declared once ------------------------------------------------------------


@needs_kernel
@pytest.mark.parametrize(
    ("name", "value"), [("VERSION", kernel_interface.VERSION + 1), ("INTERNAL", 99)]
)
def test_a_library_built_with_other_interface_values_is_not_loaded(monkeypatch, name, value):
    """The library in the tree was built from kernel_interface's values: with one changed (the
    version the loader asks for, or a value only the build's recorded hash covers), it is stale
    and the look-ahead takes the pure path; with the values back, it loads again."""
    assert lookahead_kernel.available()
    monkeypatch.setattr(kernel_interface, name, value)
    lookahead_kernel._load.cache_clear()
    try:
        assert not lookahead_kernel.available()
        assert lookahead_kernel.session(evaluator((), RIICHI), 13, None, None, ()) is None
    finally:
        monkeypatch.undo()
        lookahead_kernel._load.cache_clear()
    assert lookahead_kernel.available()


def test_the_build_hook_compiles_with_the_interfaces_values(tmp_path):
    """hatch_build.compile_kernel passes every value of kernel_interface as a -D macro, and
    records the hash the loader checks (a stand-in compiler writes down what it was given)."""
    hook = _hook()
    record = "import sys, pathlib; pathlib.Path(sys.argv[-1]).write_text(' '.join(sys.argv[1:]))"
    hook.compiler = lambda: [sys.executable, "-c", record]
    out = tmp_path / "given.txt"
    assert hook.compile_kernel(out) is None
    given = out.read_text().split()
    assert {f"-D{k}={v}" for k, v in kernel_interface.defines().items()} <= set(given)
    assert {g.split("=")[0] for g in given if g.startswith("-DMJK_")} == {
        *(f"-D{k}" for k in kernel_interface.defines()),
        "-DMJK_SOURCE",
    }
    source = lookahead_kernel.library_path().parent / lookahead_kernel.SOURCE
    assert f"-DMJK_SOURCE={lookahead_kernel.source_hash(source)}" in {
        g.replace('"', "") for g in given
    }


@pytest.mark.skipif(COMPILER is None, reason="no C compiler to preprocess the kernel with")
def test_the_c_has_no_copy_of_the_interface():
    """Without the hook's macros the C does not compile (#error); with them, the version it
    reports is kernel_interface's."""
    source = lookahead_kernel.library_path().parent / lookahead_kernel.SOURCE
    bare = subprocess.run([COMPILER, "-E", str(source)], capture_output=True, text=True)
    assert bare.returncode != 0 and "kernel_interface.py" in bare.stderr
    flags = kernel_interface.compiler_flags()
    done = subprocess.run([COMPILER, "-E", *flags, str(source)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert f"int mjk_version(void) {{ return {kernel_interface.VERSION}; }}" in done.stdout


def _hook():
    spec = importlib.util.spec_from_file_location("hatch_build", ROOT / "hatch_build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the contract at the boundary (issue: the kernel trusts its inputs) ----------------------


def _bare_session(n: int = 13) -> lookahead_kernel.Session:
    return lookahead_kernel.Session(
        lookahead_kernel._load(), evaluator((), RIICHI), n, None, None, ()
    )


def _call(session, root, wall, draws=5, e0=0):
    out = (lookahead_kernel.ctypes.c_double * 17)()
    win = (lookahead_kernel.ctypes.c_double * 17)()
    value = lookahead_kernel.ctypes.c_double(0.0)
    return session.lib.mjk_search(
        session.ctx,
        (lookahead_kernel.ctypes.c_int8 * 34)(*root),
        (lookahead_kernel.ctypes.c_int32 * 34)(*wall),
        draws,
        e0,
        out,
        win,
        lookahead_kernel.ctypes.byref(value),
    )


@needs_kernel
def test_an_out_of_contract_search_is_refused_before_anything_is_read():
    """Each argument out of its range (a negative count, a wall below the hand, a hand of the
    wrong size, no tile left, draws or e0 out of range) is MJK_BAD_INPUT; the same session
    then searches a good root as before. Session.search raises ValueError for it."""
    hand = Hand.parse("123m456p789s1122z").counts
    wall = [4] * 34
    session = _bare_session()
    try:
        bad = kernel_interface.BAD_INPUT
        assert _call(session, hand, wall) == 0
        negative = list(hand)
        negative[0] = -1
        negative[1] += 1  # still 13 tiles
        assert _call(session, negative, wall) == bad
        low_wall = list(wall)
        low_wall[27] = 1  # below the two 1z held
        assert _call(session, hand, low_wall) == bad
        assert _call(session, hand, [5] * 34) == bad
        twelve = list(hand)
        twelve[27] -= 1
        assert _call(session, twelve, wall) == bad
        assert _call(session, hand, list(hand)) == bad  # nothing left to draw
        for draws, e0 in ((0, 0), (18, 0), (-3, 0), (5, 2), (5, -1)):
            assert _call(session, hand, wall, draws, e0) == bad, (draws, e0)
        with pytest.raises(ValueError, match="outside its contract"):
            session.search(tuple(negative), wall, 5, 0)
        assert _call(session, hand, wall) == 0
    finally:
        session.close()


@needs_kernel
@pytest.mark.parametrize("n, flags", [(12, (1, 1, 0, 1)), (0, (1, 1, 0, 1)), (13, (2, 1, 0, 1))])
def test_a_session_out_of_contract_is_not_made(n, flags):
    lib = lookahead_kernel._load()
    none = lookahead_kernel._LEGAL(), lookahead_kernel._CANCEL(), lookahead_kernel._WORTH()
    assert lib.mjk_new(n, *flags, *none) is None


@needs_kernel
def test_melds_out_of_contract_are_refused():
    session = _bare_session(10)
    with pytest.raises(ValueError, match="outside its contract"):
        bad = list(evaluator((), RIICHI).held_out)
        bad[3] = 7
        ev = evaluator((), RIICHI)
        lookahead_kernel.Session._melds(session, type("Ev", (), {
            "store": ev.store, "gid": ev.gid, "caps": ev.caps, "window": ev.window,
            "top": ev.top, "held_out": tuple(bad),
        })())  # fmt: skip
