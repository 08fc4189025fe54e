"""Notation in and out, hand validation, and the message of every kind of bad input."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjtrainer.core import (
    Hand,
    HandError,
    HandSizeError,
    Meld,
    MeldError,
    MeldKind,
    NotationError,
    TooManyCopiesError,
    seen_counts,
    tile_name,
    tile_str,
)
from mjtrainer.core.tiles import format_tiles, parse_code001, parse_index000


def test_mpsz_is_normalised_whatever_the_input_order():
    assert str(Hand.parse("2z1z987s 654p 321m1z")) == "123m456p789s112z"


def test_tile_strings_follow_tenhou_order():
    assert [tile_str(t) for t in (0, 8, 9, 17, 18, 26, 27, 31, 33)] == [
        "1m",
        "9m",
        "1p",
        "9p",
        "1s",
        "9s",
        "1z",
        "5z",
        "7z",
    ]


def test_melds_parse_and_print_in_brackets():
    h = Hand.parse("123m45p [555z] (1111s) [789s]")
    assert h.melds == (
        Meld(18, MeldKind.CONCEALED_KONG),
        Meld(24, MeldKind.CHOW),
        Meld(31, MeldKind.PUNG),
    )
    assert str(h) == "123m45p (1111s) [789s] [555z]"
    assert h.size == 5 + 9 and h.concealed_count == 5
    assert not h.is_concealed
    assert Hand.parse("1m (1111p)").is_concealed


def test_chow_written_in_any_order_is_the_same_meld():
    assert Hand.parse("[312m]") == Hand.parse("[123m]")


def test_open_kong_and_concealed_kong_differ():
    assert Hand.parse("[1111m]") != Hand.parse("(1111m)")


def test_repr_can_be_pasted_back():
    h = Hand.parse("123m456p11z [555z]")
    assert eval(repr(h), {"Hand": Hand}) == h  # noqa: S307 - our own repr


def test_chinese_names():
    h = Hand.parse("一万 二万 三万 五筒 九条 东 南 西 北 白 发 中 中")
    assert str(h) == "123m5p9s12345677z"
    assert str(Hand.parse("發財 红中 白板 東風")) == "1567z"


def test_japanese_names_as_tenhou_writes_them():
    h = Hand.parse("一萬 二萬 三萬 1筒 2筒 3筒 7索 8索 9索 東 東 白 發 中")
    assert str(h) == "123m123p789s11567z"
    assert Hand.parse("赤5筒").codes() == (35,) and Hand.parse("赤5索 赤五萬").codes() == (34, 36)
    with pytest.raises(NotationError):
        Hand.parse("11筒")  # a digit before the digit that names the tile is not a tile


def test_article_000_index_has_its_own_suit_and_honour_order():
    # 万 0–8, 条 9–17, 筒 18–26, E S W N 中 發 白 27–33
    assert format_tiles(parse_index000("0 9 18 27 31 32 33")) == "1m1p1s1567z"
    assert str(Hand.from_index000("8 17 26")) == "9m9p9s"


def test_article_001_codes():
    # 11–19 万, 21–29 条, 31–39 筒, 40–46 E S W N 中 發 白
    assert format_tiles(parse_code001("11 21 31 40 44 45 46")) == "1m1p1s1567z"
    assert str(Hand.from_code001("19 29 39")) == "9m9p9s"


@pytest.mark.parametrize(
    "text, error, words",
    [
        ("123m456x", NotationError, ["unknown suit letter 'x'", "position 8"]),
        ("12", NotationError, ["no suit letter"]),
        ("m", NotationError, ["no digits"]),
        ("0z", NotationError, ["only 0m, 0p and 0s", "position 1"]),
        ("8z", NotationError, ["honours are 1z–7z"]),
        ("12m?", NotationError, ["'?'", "position 4"]),
        ("11111m", TooManyCopiesError, ["5 copies of 1m", "5 in hand"]),
        ("1111m [111m]", TooManyCopiesError, ["7 copies of 1m", "4 in hand", "3 in melds"]),
        ("1m (1111m)", TooManyCopiesError, ["5 copies of 1m", "1 in hand", "4 in melds"]),
        ("123456789m123456p", HandSizeError, ["15 tiles", "at most 14"]),
        ("11m [111p] [222p] [333p] [444p] [555p]", HandError, []),
        ("[124m]", MeldError, ["[124m]", "position 1", "not a chow"]),
        ("11z [12m]", MeldError, ["[12m]", "position 5", "2 tiles"]),
        ("[123z]", MeldError, ["honours cannot form a chow"]),
        ("[899m1p]", MeldError, ["[899m1p]"]),
        ("[1234m]", MeldError, ["four identical"]),
        ("(111m)", MeldError, ["concealed kong"]),
        ("123m [555z", MeldError, ["unmatched '['", "position 6"]),
        ("123m )", MeldError, ["unmatched ')'"]),
        ("一万 十万", NotationError, ["'十'"]),
        ("一", NotationError, ["needs a suit"]),
    ],
)
def test_bad_input_gets_a_message_saying_what_and_where(text, error, words):
    with pytest.raises(error) as info:
        Hand.parse(text)
    assert isinstance(info.value, ValueError)
    for w in words:
        assert w in str(info.value)


def test_bad_article_codes():
    with pytest.raises(NotationError, match="index 34 at position 3"):
        Hand.from_index000("0 34")
    with pytest.raises(NotationError, match="code 20"):
        Hand.from_code001("11 20")
    with pytest.raises(NotationError, match="'x1'"):
        Hand.from_code001("11 x1")


def test_cross_suit_runs_are_never_melds():
    with pytest.raises(MeldError):
        Hand.parse("[89m1p]")


def test_seen_tiles_that_make_a_fifth_copy():
    h = Hand.parse("111m [111p]")
    with pytest.raises(TooManyCopiesError, match=r"5 copies of 1m \(3 in hand, 2 seen\)"):
        seen_counts("11m", h)
    with pytest.raises(TooManyCopiesError, match=r"5 copies of 1p \(3 in melds, 2 seen\)"):
        seen_counts("11p", h)
    with pytest.raises(NotationError, match="seen tiles"):
        seen_counts("1x", h)
    assert seen_counts("1m", h)[0] == 1


def test_partial_hands_are_representable_but_not_judged():
    h = Hand.parse("123m456p")
    assert h.size == 6 and not h.is_judgeable
    with pytest.raises(HandSizeError, match="6 tiles: a hand needs 3n\\+1 or 3n\\+2"):
        h.require_judgeable()
    assert Hand.parse("").size == 0


def test_edits_return_new_hands_and_refuse_a_fifth_copy():
    h = Hand.parse("111m")
    h2 = h.add(0)
    assert str(h) == "111m" and str(h2) == "1111m"
    with pytest.raises(TooManyCopiesError, match="5 copies of 1m"):
        h2.add(0)
    with pytest.raises(HandError, match="no 2m"):
        h.remove(1)
    assert str(h.with_meld(Meld(0, MeldKind.CHOW)).without_meld(0)) == "111m"
    with pytest.raises(TooManyCopiesError):
        h2.with_meld(Meld(0, MeldKind.CHOW))


def test_tile_names_in_english():
    # Other languages' names are their catalogue's (tests/cli/test_cli_quiz_lang.py).
    assert tile_name(13) == "5 dots" and tile_name(31) == "White dragon"
    assert tile_name(35) == "red 5 dots"


hands = st.lists(st.integers(0, 33), max_size=14).filter(
    lambda ts: all(ts.count(t) <= 4 for t in ts)
)


@given(hands)
def test_parse_of_format_is_the_identity(tiles):
    h = Hand.from_tiles(tiles)
    assert Hand.parse(str(h)) == h
    assert sorted(tiles) == list(h.tiles())


@given(hands, st.data())
def test_melds_survive_a_round_trip(tiles, data):
    h = Hand.from_tiles(tiles[:8])
    kind = data.draw(st.sampled_from(list(MeldKind)))
    tile = data.draw(st.integers(0, 26 if kind is MeldKind.CHOW else 33))
    if kind is MeldKind.CHOW and tile % 9 > 6:
        tile -= 2
    try:
        h = h.with_meld(Meld(tile, kind))
    except TooManyCopiesError:
        return
    assert Hand.parse(str(h)) == h


def test_errors_carry_a_code_and_params_for_translation():
    with pytest.raises(NotationError) as info:
        Hand.parse("123m456x")
    assert info.value.code == "unknown-suit"
    assert info.value.params == {"char": "x", "position": 8}
    with pytest.raises(TooManyCopiesError) as info:
        seen_counts("1m", Hand.parse("1111m"))
    assert info.value.code == "copies"
    assert info.value.params == {"tile": 0, "total": 5, "hand": 4, "melds": 0, "seen": 1}
    with pytest.raises(NotationError) as info:
        seen_counts("1x")
    assert info.value.params["in_seen"] is True and str(info.value).startswith("seen tiles: ")


def test_every_error_code_raised_in_the_core_has_a_message():
    import re
    from pathlib import Path

    import mjtrainer.core as core
    from mjtrainer.core.errors import MESSAGES

    codes = set()
    for path in Path(core.__file__).parent.glob("*.py"):
        codes |= set(
            re.findall(r'(?:Error|_numbers\(text)\(?,?\s*"([a-z0-9-]+)"', path.read_text("utf-8"))
        )
    assert codes and codes <= set(MESSAGES), codes - set(MESSAGES)
    assert {"unknown-suit", "copies", "not-a-meld", "bad-size"} <= codes


def test_chinese_names_and_mpsz_mix_and_full_width_is_ascii():
    assert str(Hand.parse("一万 二万 345m 东东")) == "12345m11z"
    assert str(Hand.parse("１２３ｍ４５６ｐ７８９ｓ１１２２ｚ")) == "123m456p789s1122z"
    with pytest.raises(NotationError, match="unknown suit letter 'x' at position 6"):
        Hand.parse("一万 12x")


def test_invisible_characters_are_named_by_code_point():
    with pytest.raises(NotationError, match="unexpected character 'U\\+0001' at position 5"):
        Hand.parse("123m\x01")


# --- hostile input (issue 9, points 14, 18, 20) ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("²", "not-an-index"),  # '²'.isdigit() is true, int('²') fails
        ("٣", "not-an-index"),  # an Arabic-Indic digit
        ("1" * 5000, "too-long"),  # no int() of 5,000 digits (Python refuses > 4300)
        ("0 1 " + "7" * 400, "index-range"),
    ],
)
def test_index000_refuses_what_is_no_index_with_a_hand_error(text, code):
    with pytest.raises(HandError) as info:
        Hand.from_index000(text)
    assert info.value.code == code


@pytest.mark.parametrize("text", ["1" * 5000, "11 " * 400, "11 ²", "11 " + "9" * 50])
def test_code001_refuses_long_or_foreign_numbers_with_a_hand_error(text):
    with pytest.raises(HandError):
        Hand.from_code001(text)


def test_a_line_longer_than_any_hand_is_refused_before_it_is_read():
    from mjtrainer.core.tiles import MAX_TEXT

    with pytest.raises(NotationError) as info:
        Hand.parse("1" * (MAX_TEXT + 1) + "m")
    assert info.value.code == "too-long" and info.value.params["length"] == MAX_TEXT + 2
    with pytest.raises(NotationError) as info:
        seen_counts("1m" * MAX_TEXT)
    assert info.value.code == "too-long"


@pytest.mark.parametrize(
    ("text", "char", "position"),
    [
        ("㍱123m", "㍱", 1),  # NFKC reads '㍱' as 'hPa': quote what was typed, not 'h'
        ("123m㍱", "㍱", 5),
        ("１２３ｍ４５６ｐ７８９ｓ１１２２ｘ", "ｘ", 17),  # full-width: the typed character
        ("12ｍ3x", "x", 5),
        ("一万 二万 ㍱", "㍱", 7),
    ],
)
def test_errors_quote_the_character_and_position_the_user_typed(text, char, position):
    with pytest.raises(NotationError) as info:
        Hand.parse(text)
    assert info.value.params["char"] == char
    assert info.value.params["position"] == position
    assert f"'{char}' at position {position}" in str(info.value)


def test_position_after_a_wide_character_counts_characters_typed():
    with pytest.raises(NotationError) as info:
        Hand.parse("ｌ23m")  # NFKC: 'l' (one character for one)
    assert info.value.params["position"] == 1 and info.value.params["char"] == "ｌ"
    with pytest.raises(NotationError) as info:
        Hand.parse("㍱㍱1x")  # each '㍱' is three characters once normalised
    assert info.value.params["position"] == 1
    with pytest.raises(NotationError) as info:
        Hand.parse("123m ¼")  # '¼' normalises to '1⁄4': the error is at the '¼'
    assert info.value.params["position"] == 6


def test_a_negative_count_has_its_own_message():
    with pytest.raises(HandError) as info:
        Hand((0, 0, -1) + (0,) * 31)
    assert info.value.code == "negative-count"
    assert info.value.params == {"tile": 2, "count": -1}
    assert str(info.value) == "-1 copies of 3m: a count cannot be negative"
