"""Riichi scoring through the adapter (mjtrainer/scoring/riichi.py).

Every expected value below was worked out on paper from the rules, with the arithmetic in a
comment: fu = 20 base (+10 closed ron, +2 tsumo, waits, pairs, sets) rounded up to 10; below
mangan, base points = fu × 2^(2 + han), a discard pays 4 × base (dealer 6 ×), a self-draw
2 × base from the dealer and 1 × base from the others (the dealer: 2 × base from each), each
rounded up to 100. Limits: mangan 2000 base (5 han, or more than 2000 below it), haneman 3000
(6–7), baiman 4000 (8–10), sanbaiman 6000 (11–12), yakuman 8000 (13, or kazoe), double
yakuman 16000. Unless a case says so, the winner is a non-dealer (seat South, round East).
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from mahjong.hand_calculating.yaku_config import YakuConfig

from mjtrainer.core import Hand, HandError, Meld, MeldKind, Rules
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.scoring.errors import ScoringError
from mjtrainer.scoring.riichi import (
    YAKU_NAMES,
    Limit,
    RiichiScore,
    riichi_value,
    score_riichi,
)
from mjtrainer.scoring.situation import Situation, Wind


def tile(text: str) -> int:
    (t,) = parse_tiles(text)
    return t


def situation(win: str, seat: str = "S", round_: str = "E", **flags: object) -> Situation:
    for key in ("dora_indicators", "ura_dora_indicators"):
        if key in flags:
            flags[key] = tuple(parse_tiles(str(flags[key])))
    return Situation(tile(win), seat_wind=Wind.parse(seat), round_wind=Wind.parse(round_), **flags)


def score(hand: str, win: str, **kw: object) -> RiichiScore:
    return score_riichi(Hand.parse(hand), situation(win, **kw))


RIICHI = Rules.preset("riichi")
NO_KUITAN = RIICHI.with_riichi_options(open_tanyao=False)


def score_with(rules: Rules, hand: str, win: str, **kw: object) -> RiichiScore:
    return score_riichi(Hand.parse(hand), situation(win, **kw), rules)


def yaku(s: RiichiScore) -> dict[str, int]:
    return {y.id: y.han for y in s.yaku}


def fu(s: RiichiScore) -> list[tuple[str, int]]:
    return [(f.reason.value, f.fu) for f in s.fu_details]


def ron(s: RiichiScore) -> int:
    assert s.points is not None and not s.points.self_drawn
    assert s.points.from_dealer is None and s.points.from_others is None
    assert s.points.total == s.points.from_discarder
    return s.points.total


def tsumo(s: RiichiScore) -> tuple[int | None, int | None, int]:
    assert s.points is not None and s.points.self_drawn and s.points.from_discarder is None
    return s.points.from_dealer, s.points.from_others, s.points.total


PINFU = "123m456m234p678s55s"  # 123m 456m 234p 678s + 55s; 8s completes 67s (two-sided)


# --- fu ------------------------------------------------------------------------------------------


def test_pinfu_tsumo_20_fu_two_han():
    s = score(PINFU, "8s", self_drawn=True)
    # Menzen tsumo 1 + pinfu 1 = 2 han; pinfu tsumo is a flat 20 fu (no 2 for the tsumo).
    assert (s.win, s.han, s.fu, s.limit) == (True, 2, 20, None)
    assert yaku(s) == {"menzen-tsumo": 1, "pinfu": 1}
    assert fu(s) == [("base", 20)]
    # base 20 × 2^4 = 320: dealer 640 → 700, others 320 → 400; total 700 + 2 × 400 = 1500.
    assert tsumo(s) == (700, 400, 1500)


def test_riichi_pinfu_tsumo_700_1300():
    s = score(PINFU, "8s", self_drawn=True, riichi=True)
    # Riichi 1 + tsumo 1 + pinfu 1 = 3 han 20 fu: base 20 × 2^5 = 640;
    # dealer 1280 → 1300, others 640 → 700; total 1300 + 2 × 700 = 2700.
    assert (s.han, s.fu) == (3, 20)
    assert tsumo(s) == (1300, 700, 2700)


def test_chiitoitsu_is_25_fu():
    s = score("11m33m55p77p99s22z66z", "6z")
    # Seven pairs 2 han, a flat 25 fu (the 6z pair wait and the valued pairs add nothing).
    assert (s.han, s.fu) == (2, 25)
    assert yaku(s) == {"chiitoitsu": 2}
    assert fu(s) == [("seven-pairs", 25)]
    assert ron(s) == 1600  # 25 × 2^4 = 400; × 4 = 1600


def test_closed_ron_is_30_fu_at_least():
    s = score(PINFU, "8s")
    # Pinfu 1 han; 20 base + 10 closed ron = 30 fu.
    assert (s.han, s.fu) == (1, 30)
    assert fu(s) == [("base", 20), ("closed-ron", 10)]
    assert ron(s) == 1000  # 30 × 2^3 = 240; × 4 = 960 → 1000


def test_open_ron_rounds_up_to_30():
    s = score("234m567p678s99s [777z]", "8s")
    # Red dragon 1 han; 20 + open honour pung 4 = 24 → 30 (6 for rounding).
    assert (s.han, s.fu) == (1, 30)
    assert yaku(s) == {"yakuhai-red": 1}
    assert fu(s) == [("base", 20), ("open-pung-terminal-or-honour", 4), ("rounding", 6)]
    assert ron(s) == 1000  # 30 × 2^3 = 240; × 4 = 960 → 1000


def test_open_hand_without_fu_gets_2_on_a_discard_and_the_tsumo_2_on_a_draw():
    # Open sanshoku 123 in three suits, 456m, pair 99s; 6m completes 45m (two-sided).
    hand = "123p123s456m99s [123m]"
    s = score(hand, "6m")
    # Sanshoku open 1 han; 20 + 2 (no fu at all on an open ron) = 22 → 30.
    assert (s.han, s.fu) == (1, 30)
    assert fu(s) == [("base", 20), ("open-pinfu", 2), ("rounding", 8)]
    assert ron(s) == 1000
    s = score(hand, "6m", self_drawn=True)
    # 20 + tsumo 2 = 22 → 30; base 30 × 2^3 = 240: dealer 480 → 500, others 240 → 300.
    assert fu(s) == [("base", 20), ("tsumo", 2), ("rounding", 8)]
    assert tsumo(s) == (500, 300, 1100)


@pytest.mark.parametrize(
    ("hand", "win", "reason"),
    [
        (PINFU, "5m", "wait-kanchan"),  # 1234 6m: 5m fills 4_6m
        ("123m789m234p678s55s", "3m", "wait-penchan"),  # 12m waits only on 3m
        (PINFU, "5s", "wait-tanki"),  # 5678s: 5s pairs with 5s, 678s stays
    ],
)
def test_closed_waits_add_2_fu(hand, win, reason):
    s = score(hand, win, riichi=True)
    # Riichi 1 han (no pinfu on a closed wait); 20 + 10 + 2 = 32 → 40.
    assert (s.han, s.fu) == (1, 40)
    assert yaku(s) == {"riichi": 1}
    assert fu(s) == [("base", 20), ("closed-ron", 10), (reason, 2), ("rounding", 8)]
    assert ron(s) == 1300  # 40 × 2^3 = 320; × 4 = 1280 → 1300


def test_concealed_terminal_kong_is_32_fu():
    s = score("456p234s678s55s (1111m)", "8s", riichi=True)
    # A concealed kong keeps the hand concealed (riichi allowed, closed ron 10 fu).
    # 20 + 10 + 32 = 62 → 70.
    assert (s.han, s.fu) == (1, 70)
    assert fu(s) == [
        ("base", 20),
        ("closed-ron", 10),
        ("concealed-kong-terminal-or-honour", 32),
        ("rounding", 8),
    ]
    assert ron(s) == 2300  # 70 × 2^3 = 560; × 4 = 2240 → 2300


def test_pair_of_seat_and_round_wind_counts_both_and_a_dragon_pair_2():
    s = score("123m456p789s234s22z", "4s", round_="S", riichi=True)
    # South pair, seat South and round South: 2 + 2. 20 + 10 + 4 = 34 → 40; riichi 1 han.
    assert fu(s) == [
        ("base", 20),
        ("closed-ron", 10),
        ("pair-seat-wind", 2),
        ("pair-round-wind", 2),
        ("rounding", 6),
    ]
    assert (s.han, s.fu, ron(s)) == (1, 40, 1300)
    s = score("123m456p789s234s77z", "4s", riichi=True)
    # Red dragon pair 2: 20 + 10 + 2 = 32 → 40.
    assert fu(s) == [("base", 20), ("closed-ron", 10), ("pair-dragon", 2), ("rounding", 8)]
    s = score("123m456p789s234s33z", "4s", seat="W", riichi=True)
    # West pair as the seat wind only: 20 + 10 + 2 = 32 → 40.
    assert ("pair-seat-wind", 2) in fu(s) and ("pair-round-wind", 2) not in fu(s)
    s = score("123m456p789s234s11z", "4s", seat="W", riichi=True)
    # East pair as the round wind only.
    assert ("pair-round-wind", 2) in fu(s) and ("pair-seat-wind", 2) not in fu(s)


# --- han and limits ------------------------------------------------------------------------------


def test_4_han_30_fu_is_not_mangan():
    s = score("234m567m345p678s88s", "2m", riichi=True, dora_indicators="2p")
    # Riichi 1 + pinfu 1 + tanyao 1 + dora 1 (indicator 2p → 3p, one in 345p) = 4 han 30 fu.
    assert yaku(s) == {"riichi": 1, "pinfu": 1, "tanyao": 1, "dora": 1}
    assert (s.han, s.fu, s.limit) == (4, 30, None)
    assert ron(s) == 7700  # 30 × 2^6 = 1920; × 4 = 7680 → 7700 (no rounding up to mangan)


def test_mangan_at_4_han_40_fu():
    s = score("234m555p678p345s88s", "3s", riichi=True, ippatsu=True, dora_indicators="1m")
    # Riichi 1 + ippatsu 1 + tanyao 1 + dora 1 (2m) = 4 han; 20 + 10 + concealed pung 5p 4 = 34
    # → 40. Base 40 × 2^6 = 2560 > 2000: mangan, 2000 × 4 = 8000.
    assert (s.han, s.fu, s.limit) == (4, 40, Limit.MANGAN)
    assert ron(s) == 8000


def test_mangan_at_3_han_70_fu():
    s = score("999p234s678s55s (1111m)", "8s", riichi=True, ippatsu=True, dora_indicators="7s")
    # Riichi 1 + ippatsu 1 + dora 1 (8s) = 3 han; 20 + 10 + 32 (kong 1m) + 8 (pung 9p) = 70.
    # Base 70 × 2^5 = 2240 > 2000: mangan 8000.
    assert (s.han, s.fu, s.limit) == (3, 70, Limit.MANGAN)
    assert ron(s) == 8000


def test_haneman():
    s = score("223344m567p678s55s", "2m", riichi=True, dora_indicators="4s")
    # Riichi 1 + tanyao 1 + pinfu 1 + iipeikou 1 + dora 2 (5s pair) = 6 han: haneman 3000 × 4.
    assert yaku(s) == {"riichi": 1, "pinfu": 1, "tanyao": 1, "iipeikou": 1, "dora": 2}
    assert (s.han, s.limit) == (6, Limit.HANEMAN)
    assert ron(s) == 12000


CHINITSU = "123456789m11122m"  # 111m 123m 22m 456m 789m; 8m fills 7_9m


def test_baiman_sanbaiman_and_kazoe_yakuman():
    s = score(CHINITSU, "8m", riichi=True)
    # Riichi 1 + ittsu 2 + chinitsu 6 = 9 han: baiman 4000 × 4 = 16000.
    # 20 + 10 + kanchan 2 + concealed terminal pung 8 = 40 fu.
    assert yaku(s) == {"riichi": 1, "ittsu": 2, "chinitsu": 6}
    assert (s.han, s.fu, s.limit, ron(s)) == (9, 40, Limit.BAIMAN, 16000)
    s = score(CHINITSU, "8m", riichi=True, dora_indicators="8m3m4m")
    # + 3 dora (9m, 4m, 5m, one each) = 12 han: sanbaiman 6000 × 4 = 24000.
    # (Not indicator 1m for the three 2m: the hand holds all four 1m.)
    assert (s.han, s.limit, ron(s)) == (12, Limit.SANBAIMAN, 24000)
    s = score(CHINITSU, "8m", riichi=True, dora_indicators="9m")
    # + 4 dora (1m × 4) = 13 han without a yakuman: kazoe yakuman 8000 × 4 = 32000.
    assert yaku(s)["dora"] == 4
    assert (s.han, s.limit, ron(s)) == (13, Limit.KAZOE_YAKUMAN, 32000)


@pytest.mark.parametrize(
    ("hand", "win", "self_drawn", "key", "han", "limit"),
    [
        # Thirteen orphans on a single wait (9m was the missing kind).
        ("119m19p19s1234567z", "9m", False, "kokushi", 13, Limit.YAKUMAN),
        # Four concealed pungs, self-drawn on a dual-pung wait (a discard would open 555s).
        ("111m333p555s777s22z", "5s", True, "suuankou", 13, Limit.YAKUMAN),
        # Big three dragons, one of them called.
        ("666z777z123m99p [555z]", "9p", False, "daisangen", 13, Limit.YAKUMAN),
        # Double yakuman: 13-sided orphans (the winning 1m is the pair: all 13 were waits).
        ("119m19p19s1234567z", "1m", False, "kokushi-13", 26, Limit.DOUBLE_YAKUMAN),
        # Double yakuman: four concealed pungs won on the pair.
        ("111m333p555s777s22z", "2z", False, "suuankou-tanki", 26, Limit.DOUBLE_YAKUMAN),
        # Double yakuman: big four winds, one pung called.
        ("222z333z444z55m [111z]", "5m", False, "daisuushii", 26, Limit.DOUBLE_YAKUMAN),
    ],
)
def test_yakuman(hand, win, self_drawn, key, han, limit):
    s = score(hand, win, self_drawn=self_drawn)
    # A yakuman stands alone: no other yaku, no dora.
    assert yaku(s) == {key: han}
    assert (s.han, s.limit) == (han, limit)
    base = 8000 * han // 13
    if self_drawn:
        assert tsumo(s) == (2 * base, base, 4 * base)  # 16000 / 8000 × 2 = 32000
    else:
        assert ron(s) == 4 * base  # 32000, double 64000


def test_yakuman_ignores_dora():
    s = score("119m19p19s1234567z", "9m", dora_indicators="9p")  # 1s would be a dora
    assert yaku(s) == {"kokushi": 13} and ron(s) == 32000


# --- dealer and payments -------------------------------------------------------------------------


def test_dealer_ron_and_tsumo():
    s = score(PINFU, "8s", seat="E")
    # 1 han 30 fu: 240 base; the dealer's ron is 6 × 240 = 1440 → 1500.
    assert s.dealer and ron(s) == 1500
    s = score(PINFU, "8s", seat="E", self_drawn=True, riichi=True)
    # 3 han 20 fu: 640 base; each pays 2 × 640 = 1280 → 1300; total 3900; no dealer share.
    assert tsumo(s) == (None, 1300, 3900)
    s = score("119m19p19s1234567z", "9m", seat="E")
    assert ron(s) == 48000  # 8000 × 6
    s = score("111m333p555s777s22z", "5s", seat="E", self_drawn=True)
    assert tsumo(s) == (None, 16000, 48000)  # 8000 × 2 from each of three


def test_non_dealer_tsumo_split():
    s = score("111m456m234p678s55s", "5m", self_drawn=True, riichi=True, ippatsu=True)
    # Riichi 1 + ippatsu 1 + tsumo 1 = 3 han; 20 + kanchan 2 + terminal pung 8 + tsumo 2 = 32
    # → 40. Base 40 × 2^5 = 1280: dealer 2560 → 2600, others 1280 → 1300; 5200 in all.
    assert not s.dealer
    assert (s.han, s.fu) == (3, 40)
    assert tsumo(s) == (2600, 1300, 5200)


# --- situation yaku ------------------------------------------------------------------------------


def test_double_riichi_and_ippatsu():
    s = score(PINFU, "8s", double_riichi=True)
    # Double riichi 2 (instead of riichi) + pinfu 1 = 3 han 30 fu: 30 × 2^5 = 960; × 4 → 3900.
    assert yaku(s) == {"double-riichi": 2, "pinfu": 1}
    assert ron(s) == 3900
    s = score(PINFU, "8s", riichi=True, ippatsu=True)
    assert yaku(s) == {"riichi": 1, "ippatsu": 1, "pinfu": 1}
    assert ron(s) == 3900


NO_YAKU = "345m567p678s99s [234m]"  # open, all chows, plain pair: no yaku of its own


def test_last_tile_haitei_and_houtei():
    s = score(NO_YAKU, "5m", self_drawn=True, last_tile=True)
    # Haitei 1 han; 20 + tsumo 2 = 22 → 30; base 240: dealer 500, others 300; 1100.
    assert yaku(s) == {"haitei": 1} and s.fu == 30
    assert tsumo(s) == (500, 300, 1100)
    s = score(NO_YAKU, "5m", last_tile=True)
    # Houtei 1 han; 20 + 2 open no-fu = 22 → 30: 1000.
    assert yaku(s) == {"houtei": 1} and ron(s) == 1000


def test_kong_rinshan_and_chankan():
    s = score("345p567p678s99s [2222m]", "8s", self_drawn=True, kong=True)
    # Rinshan 1 han; 20 + open simple kong 8 + tsumo 2 = 30; dealer 500, others 300.
    assert yaku(s) == {"rinshan": 1}
    assert fu(s) == [("base", 20), ("open-kong-simple", 8), ("tsumo", 2)]
    assert tsumo(s) == (500, 300, 1100)
    s = score(NO_YAKU, "5m", kong=True)  # the only 5m of the hand, robbed from a kong
    assert yaku(s) == {"chankan": 1} and ron(s) == 1000


def test_yakuhai_seat_and_round_wind():
    hand = "123m456p789s55s [222z]"  # 9s completes 78s (two-sided); 20 + 4 → 30 fu
    s = score(hand, "9s", seat="S", round_="E")
    assert yaku(s) == {"seat-wind-south": 1} and ron(s) == 1000
    s = score(hand, "9s", seat="W", round_="S")
    assert yaku(s) == {"round-wind-south": 1} and ron(s) == 1000
    s = score(hand, "9s", seat="S", round_="S")
    # Both: 2 han 30 fu: 30 × 2^4 = 480; × 4 = 1920 → 2000.
    assert yaku(s) == {"seat-wind-south": 1, "round-wind-south": 1} and ron(s) == 2000
    s = score(hand, "9s", seat="W", round_="E")
    assert not s.win  # South is neither the seat nor the round wind


def test_dora_counting_wraps_around():
    hand = "123m456p789s11m [555z]"
    s = score(hand, "9s", dora_indicators="9m7z4z")
    # 9m → 1m: three (123m and the pair); 7z (Red) → 5z (White): three; 4z (North) → 1z:
    # none. White dragon 1 + dora 6 = 7 han: haneman 12000.
    assert yaku(s) == {"yakuhai-white": 1, "dora": 6}
    assert (s.han, s.limit, ron(s)) == (7, Limit.HANEMAN, 12000)


def test_ura_dora_count_only_with_riichi():
    s = score(PINFU, "8s", riichi=True, ura_dora_indicators="4s")
    # Riichi 1 + pinfu 1 + ura dora 2 (4s → 5s: the pair) = 4 han 30 fu: 7700.
    assert yaku(s) == {"riichi": 1, "pinfu": 1, "ura-dora": 2}
    assert ron(s) == 7700
    s = score(PINFU, "8s", ura_dora_indicators="4s")
    assert yaku(s) == {"pinfu": 1} and ron(s) == 1000


def test_open_hand_without_yaku_is_not_a_win():
    s = score(NO_YAKU, "5m", dora_indicators="2m")  # two dora (3m) are no yaku
    assert (s.win, s.reason, s.yaku, s.han, s.points, s.limit) == (
        False,
        "no-yaku",
        (),
        0,
        None,
        None,
    )
    assert riichi_value(Hand.parse(NO_YAKU), situation("5m")) is None
    d = s.to_dict()
    assert d["win"] is False and d["reason"] == "no-yaku"


def test_open_tanyao_counts_by_default_and_is_no_yaku_without_it():
    # The riichi preset now has open tanyao (喰いタン) on, as online play does.
    s = score("345m567p678s88s [234m]", "5m")  # all simples, open
    assert s.win and yaku(s) == {"tanyao": 1} and ron(s) == 1000
    s = score_with(NO_KUITAN, "345m567p678s88s [234m]", "5m")
    assert not s.win and s.reason == "no-yaku"
    s = score("234345m567p678s88s", "5m")
    # Concealed: tanyao 1 + pinfu 1 = 2 han 30 fu: 480 × 4 = 1920 → 2000.
    assert yaku(s) == {"pinfu": 1, "tanyao": 1} and ron(s) == 2000


# --- errors --------------------------------------------------------------------------------------


def raises(code: str, hand: str, win: str, **kw: object) -> ScoringError:
    with pytest.raises(ScoringError) as info:
        score(hand, win, **kw)
    assert info.value.code == code
    return info.value


def test_error_not_complete_gives_the_shanten():
    # Drop the 3z and it waits on 1z / 2z: one step from ready as it stands (0-shanten).
    e = raises("not-complete", "123m456p789s11223z", "3z")
    assert e.params == {"shanten": 0}
    assert "0-shanten" in str(e)
    e = raises("not-complete", "1357m2468p13579s1z", "1m")  # no set anywhere
    assert e.params["shanten"] > 0


def test_error_size():
    assert raises("needs-14", "123m456p789s1122z", "1z").params == {"count": 13}
    assert raises("needs-14", "123m456p789s11z", "1z").params == {"count": 11}


def test_error_win_tile_missing():
    assert raises("win-tile-missing", PINFU, "9s").params == {"tile": tile("9s")}
    # In a called pung only: the winning tile is the last one taken, so it is concealed.
    assert raises("win-tile-missing", "234m567p678s99s [777z]", "7z").params == {"tile": 33}


@pytest.mark.parametrize("flag", ["riichi", "double_riichi"])
def test_error_riichi_on_an_open_hand(flag):
    assert raises("riichi-open", NO_YAKU, "5m", **{flag: True}).params == {"flag": flag}
    e = raises("riichi-open", NO_YAKU, "5m", **{flag: True, "ippatsu": True})
    assert e.params == {"flag": flag}


def test_error_rinshan_without_a_kong():
    raises("kong-needs-kong", PINFU, "8s", self_drawn=True, kong=True)
    raises("kong-needs-kong", "234m567p678s99s [777z]", "8s", self_drawn=True, kong=True)


def test_error_chankan_tile_held():
    # Three 5p called and a fourth in the hand: nobody else can add a 5p to a kong.
    e = raises("chankan-tile", "345p567m678s99s [555p]", "5p", kong=True)
    assert e.params == {"tile": tile("5p")}
    # Two 5s in the hand: the robbed kong would need the other three.
    e = raises("chankan-copies", PINFU, "5s", kong=True)
    assert e.params == {"tile": tile("5s"), "count": 2}


def test_error_dora_fifth_copy():
    hand = "999p234s678s55s (1111m)"
    assert raises("dora-copies", hand, "8s", dora_indicators="1m").params == {"tile": 0}
    score(hand, "8s", dora_indicators="9p")  # the fourth 9p is fine
    raises("dora-copies", hand, "8s", dora_indicators="9p9p")  # two more are not
    # The hand's three 9p, a 9p dora indicator and a 9p ura indicator: five.
    e = raises(
        "ura-dora-copies", hand, "8s", riichi=True, dora_indicators="9p", ura_dora_indicators="9p"
    )
    assert e.params == {"tile": tile("9p")}


def test_error_situation_checked_for_riichi():
    assert (
        str(raises("flag-rules", PINFU, "8s", last_of_kind=True).params["flag"]) == "last_of_kind"
    )
    raises("flag-rules", PINFU, "8s", flowers=1)
    raises("dealer-seat", PINFU, "8s", dealer=True)
    raises("ippatsu-needs-riichi", PINFU, "8s", ippatsu=True)
    raises("flag-conflict", PINFU, "8s", self_drawn=True, last_tile=True, kong=True)


# --- values, JSON, fast path ---------------------------------------------------------------------


def test_to_dict_is_designs_json():
    s = score("111m456m234p678s55s", "5m", self_drawn=True, riichi=True, ippatsu=True)
    d = s.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert list(d) == [
        "hand",
        "rules",
        "win_tile",
        "self_drawn",
        "win",
        "yaku",
        "han",
        "fu",
        "fu_details",
        "limit",
        "points",
    ]
    assert d["hand"] == "111456m234p55678s"
    assert (d["rules"], d["win_tile"], d["self_drawn"], d["win"]) == ("riichi", "5m", True, True)
    assert [(y["romaji"], y["han"]) for y in d["yaku"]] == [
        ("Menzen tsumo", 1),
        ("Riichi", 1),
        ("Ippatsu", 1),
    ]
    assert all(set(y) == {"name", "romaji", "han"} for y in d["yaku"])
    assert d["fu_details"] == [
        {"reason": "base", "fu": 20},
        {"reason": "wait-kanchan", "fu": 2},
        {"reason": "concealed-pung-terminal-or-honour", "fu": 8},
        {"reason": "tsumo", "fu": 2},
        {"reason": "rounding", "fu": 8},
    ]
    assert (d["han"], d["fu"], d["limit"]) == (3, 40, None)
    assert d["points"] == {"total": 5200, "from_dealer": 2600, "from_others": 1300}
    ron_points = score(PINFU, "8s").to_dict()["points"]
    assert ron_points == {"total": 1000, "from_discarder": 1000}
    assert score(CHINITSU, "8m", riichi=True).to_dict()["limit"] == "baiman"


def test_every_package_yaku_has_our_name():
    ids = {y.yaku_id for y in vars(YakuConfig()).values()}
    assert ids <= set(YAKU_NAMES)
    keys = [k for k, _, _ in YAKU_NAMES.values()]
    names = [n for _, n, _ in YAKU_NAMES.values()]
    assert len(set(keys)) == len(keys) and len(set(names)) == len(names)


def test_riichi_value_is_han_and_fu_and_memoised():
    h, sit = Hand.parse(PINFU), situation("8s", riichi=True)
    assert riichi_value(h, sit) == (2, 30)  # riichi 1 + pinfu 1, 20 + 10
    assert score_riichi(h, sit) is score_riichi(Hand.parse(PINFU), situation("8s", riichi=True))


# --- a seeded sweep: invariants and the payment closed form --------------------------------------


def complete_hand(rnd: random.Random) -> Hand:
    """Four sets and a pair from a 136-tile wall; some sets called or declared as kongs."""
    while True:
        left, counts, melds = [4] * 34, [0] * 34, []
        for _ in range(4):
            r = rnd.random()
            if r < 0.5:
                start = rnd.randrange(3) * 9 + rnd.randrange(7)
                group, kind = [start, start + 1, start + 2], MeldKind.CHOW
            else:
                t = rnd.randrange(34)
                if r < 0.85:
                    group, kind = [t] * 3, MeldKind.PUNG
                else:
                    group = [t] * 4
                    kind = rnd.choice([MeldKind.KONG, MeldKind.CONCEALED_KONG])
            for t in group:
                left[t] -= 1
            if len(group) == 4 or rnd.random() < 0.25:
                melds.append(Meld(group[0], kind))
            else:
                for t in group:
                    counts[t] += 1
        pair = rnd.randrange(34)
        left[pair] -= 2
        counts[pair] += 2
        if min(left) >= 0:
            return Hand(tuple(counts), tuple(melds))


def expected_payments(han: int, fu: int, limit: Limit | None, dealer: bool, drawn: bool):
    """(total, from_discarder, from_dealer, from_others) from the rule book's table."""
    yakuman = {
        Limit.YAKUMAN: 1,
        Limit.KAZOE_YAKUMAN: 1,
        Limit.DOUBLE_YAKUMAN: 2,
        Limit.TRIPLE_YAKUMAN: 3,
    }
    if limit in yakuman:
        base = 8000 * yakuman[limit]
    elif han >= 11:
        base = 6000
    elif han >= 8:
        base = 4000
    elif han >= 6:
        base = 3000
    else:
        base = min(2000, fu * 2 ** (2 + han))

    def up(x: int) -> int:
        return -(-x // 100) * 100

    if not drawn:
        pay = up(base * (6 if dealer else 4))
        return pay, pay, None, None
    if dealer:
        return 3 * up(2 * base), None, None, up(2 * base)
    return up(2 * base) + 2 * up(base), None, up(2 * base), up(base)


def expected_limit(han: int, fu: int, yakuman: bool) -> Limit | None:
    if yakuman:
        return {1: Limit.YAKUMAN, 2: Limit.DOUBLE_YAKUMAN, 3: Limit.TRIPLE_YAKUMAN}[han // 13]
    if han >= 13:
        return Limit.KAZOE_YAKUMAN
    for lo, limit in ((11, Limit.SANBAIMAN), (8, Limit.BAIMAN), (6, Limit.HANEMAN)):
        if han >= lo:
            return limit
    return Limit.MANGAN if han == 5 or fu * 2 ** (2 + han) > 2000 else None


YAKUMAN_KEYS = {k for i, (k, _, _) in YAKU_NAMES.items() if 100 <= i < 120}


def test_sweep_invariants_and_payments():
    rnd = random.Random(20260601)
    seen: Counter[str] = Counter()
    for _ in range(3000):
        hand = complete_hand(rnd)
        sit = Situation(
            rnd.choice(hand.tiles()),
            self_drawn=rnd.random() < 0.5,
            seat_wind=rnd.choice(list(Wind)),
            round_wind=rnd.choice(list(Wind)),
            riichi=hand.is_concealed and rnd.random() < 0.5,
            last_tile=rnd.random() < 0.1,
            dora_indicators=tuple(rnd.randrange(34) for _ in range(rnd.randrange(3))),
        )
        try:
            s = score_riichi(hand, sit)
        except ScoringError as e:
            assert e.code == "dora-copies"  # the only fault this generator can make
            seen["dora-copies"] += 1
            continue
        assert riichi_value(hand, sit) == ((s.han, s.fu) if s.win else None)
        if not s.win:
            seen["no-yaku"] += 1
            continue
        seen["win"] += 1
        assert s.dealer is (sit.seat_wind is Wind.EAST)
        assert sum(y.han for y in s.yaku) == s.han
        assert all(y.han > 0 for y in s.yaku)
        assert sum(f.fu for f in s.fu_details) == s.fu
        assert s.fu % 10 == 0 and s.fu >= (30 if not sit.self_drawn else 20)
        is_yakuman = any(y.id in YAKUMAN_KEYS for y in s.yaku)
        assert s.limit == expected_limit(s.han, s.fu, is_yakuman)
        total, discarder, from_dealer, from_others = expected_payments(
            s.han, s.fu, s.limit, s.dealer, sit.self_drawn
        )
        assert s.points is not None
        assert (s.points.total, s.points.from_discarder) == (total, discarder)
        assert (s.points.from_dealer, s.points.from_others) == (from_dealer, from_others)
    # The sweep reaches every outcome in numbers.
    assert seen["win"] > 1000 and seen["no-yaku"] > 500 and seen["dora-copies"] > 20


# --- the riichi options and the sticks on the table ------------------------------------------


def test_kiriage_rounds_4_han_30_fu_up_to_mangan_only_when_on():
    hand, flags = "234345m567p678s88s", {"riichi": True, "dora_indicators": "1m"}
    plain = score(hand, "5m", **flags)
    assert (plain.han, plain.fu, plain.limit, ron(plain)) == (4, 30, None, 7700)
    up = score_with(RIICHI.with_riichi_options(kiriage=True), hand, "5m", **flags)
    assert (up.limit, ron(up)) == (Limit.MANGAN, 8000)


def test_13_han_is_kazoe_yakuman_or_sanbaiman_by_the_option():
    # Closed chinitsu 6 + ryanpeikou 3 + tanyao + pinfu + riichi + tsumo = 13 han.
    hand, flags = "234234m567567m88m", {"riichi": True, "self_drawn": True}
    s = score(hand, "2m", **flags)
    assert (s.han, s.limit, s.points and s.points.total) == (13, Limit.KAZOE_YAKUMAN, 32000)
    s = score_with(RIICHI.with_riichi_options(kazoe_yakuman=False), hand, "2m", **flags)
    assert (s.limit, s.points and s.points.total) == (Limit.SANBAIMAN, 24000)


def test_thirteen_sided_kokushi_is_double_only_with_double_yakuman():
    s = score("119m19p19s1234567z", "1m")
    assert (s.limit, ron(s)) == (Limit.DOUBLE_YAKUMAN, 64000)
    s = score_with(RIICHI.with_riichi_options(double_yakuman=False), "119m19p19s1234567z", "1m")
    assert (s.limit, ron(s)) == (Limit.YAKUMAN, 32000)


def test_honba_and_riichi_sticks_on_a_discard_go_to_the_winner():
    s = score("234345m567p678s88s", "5m", honba=2, riichi_sticks=1)
    p = s.points
    assert p is not None and not p.self_drawn
    # 2000 + 300 a honba from the discarder + 1000 a riichi stick from the table.
    assert (p.total, p.from_discarder, p.honba, p.riichi_sticks) == (3600, 2600, 600, 1000)
    assert p.to_dict() == {
        "total": 3600, "from_discarder": 2600, "honba": 600, "riichi_sticks": 1000
    }  # fmt: skip


def test_honba_on_a_self_draw_is_100_from_each():
    s = score("234345m567p678s88s", "5m", honba=1, self_drawn=True)
    p = s.points
    assert p is not None and p.self_drawn
    assert (p.from_dealer, p.from_others, p.honba, p.total) == (1400, 800, 300, 3000)
    assert "riichi_sticks" not in p.to_dict()


@pytest.mark.parametrize("flag", ["honba", "riichi_sticks"])
def test_a_negative_stick_count_is_refused(flag):
    with pytest.raises(ScoringError, match=f"{flag} -1"):
        score("234345m567p678s88s", "5m", **{flag: -1})


def test_red_fives_score_as_dora_and_are_refused_without_them():
    s = score("340m567p678s88s [234m]", "5m")  # open tanyao 1 + aka dora 1
    assert s.han == 2 and ron(s) == 2000
    with pytest.raises(HandError, match="red 5m: these rules play without red fives"):
        score_with(RIICHI.with_riichi_options(red_fives=0), "340m567p678s88s [234m]", "5m")


def test_riichi_options_refuse_an_unknown_key_or_value():
    with pytest.raises(HandError, match="2 red fives"):
        RIICHI.with_riichi_options(red_fives=2)
    with pytest.raises(HandError, match="unknown rules option 'tanyao'"):
        RIICHI.with_riichi_options(tanyao=True)
    assert RIICHI.riichi_options() == {
        "red_fives": 3, "open_tanyao": True, "kazoe_yakuman": True, "kiriage": False,
        "double_yakuman": True,
    }  # fmt: skip
