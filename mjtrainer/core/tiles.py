"""Tile kinds, their names, and the text notations tiles are read from and written to.

A tile kind is a plain ``int`` 0–33 in Tenhou's mpsz order: 1m–9m (0–8), 1p–9p (9–17),
1s–9s (18–26), then East South West North White Green Red (27–33). Where a red five matters
(a hand's text, its scoring, a game record) a tile is a *code* 0–36: the kinds, then the red
fives ``0m``, ``0p``, ``0s`` (34–36); :func:`parse_codes` reads them, :func:`format_tiles` writes
them, and every judgement of shape asks the code's kind.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from ..words.marks import QT_TRANSLATE_NOOP
from .errors import NotationError
from .kinds import (
    EAST,
    GREEN,
    GROUP_OF,
    GROUPS,
    MPSZ,
    NAMES_EN,
    NORTH,
    NUM_KINDS,
    ORPHANS,
    POW5,
    RED,
    SOUTH,
    SUITS,
    WEST,
    WHITE,
    group_of,
    is_honor,
    is_red,
    keys_of,
    kind_of,
    number_of,
    red_of,
)

__all__ = [  # the kinds' facts, re-exported: tiles is where callers look for them
    "EAST",
    "GREEN",
    "GROUPS",
    "GROUP_OF",
    "MPSZ",
    "NORTH",
    "NUM_KINDS",
    "ORPHANS",
    "POW5",
    "RED",
    "SOUTH",
    "SUITS",
    "WEST",
    "WHITE",
    "group_of",
    "is_honor",
    "keys_of",
    "number_of",
]


def tile_from(number: int, suit: str) -> int:
    """The kind for an mpsz digit and suit letter, e.g. ``tile_from(5, "z") == WHITE``."""
    lo, hi = GROUPS[SUITS.index(suit)]
    if not 1 <= number <= hi - lo:
        code = "honour-range" if suit == "z" else "number-range"
        raise NotationError(code, number=number, suit=suit, position=0)
    return lo + number - 1


def tile_str(tile: int) -> str:
    """The mpsz name of one tile kind, e.g. ``"5z"``."""
    if not 0 <= tile < NUM_KINDS:
        raise NotationError("tile-range", tile=tile)
    return MPSZ[tile]


def format_counts(counts: Sequence[int], red: Iterable[int] = ()) -> str:
    """mpsz text for 34 counts, normalised: ``(0, 1, 1, ...)`` → ``"23m..."``.

    ``red`` names the kinds (4, 13, 22) one of whose copies is the red five: it is written
    ``0`` just before the plain fives of its suit.

    >>> format_counts([0, 0, 1, 1, 2] + [0] * 29, red=[4])
    '3405m'
    """
    reds = set(red)
    out = []
    for (lo, hi), letter in zip(GROUPS, SUITS, strict=True):
        parts = []
        for t in range(lo, hi):
            n = counts[t]
            if n and t in reds:
                parts.append("0" + "5" * (n - 1))
            else:
                parts.append(str(t - lo + 1) * n)
        digits = "".join(parts)
        if digits:
            out.append(digits + letter)
    return "".join(out)


def format_tiles(tiles: Iterable[int]) -> str:
    """mpsz text for a collection of tile codes (sorted, grouped by suit; a red five ``0``).

    >>> format_tiles([4, 3, 34, 2])
    '3405m'
    """
    counts = [0] * NUM_KINDS
    red = []
    for t in tiles:
        counts[kind_of(t)] += 1
        if is_red(t):
            red.append(kind_of(t))
    return format_counts(counts, red)


def red_code(suit: str) -> int:
    """The red five's code of a suit letter (``"m"`` → 34, ``"p"`` → 35, ``"s"`` → 36)."""
    five = red_of(tile_from(5, suit))
    assert five is not None
    return five


# --- reading -------------------------------------------------------------------------------


def parse_mpsz(text: str, offset: int = 0) -> list[int]:
    """Tile codes from mpsz text such as ``"123m406p11z"``; spaces are ignored. ``0m``, ``0p``
    and ``0s`` are the red fives (codes 34–36); ``0z`` is never a tile.

    ``offset`` is added to positions quoted in error messages, so a caller parsing a part of a
    longer line reports positions in that line.
    """
    tiles: list[int] = []
    digits: list[tuple[int, int]] = []  # (digit, position) waiting for their suit letter
    for i, ch in enumerate(text):
        pos = offset + i + 1
        if ch.isspace() or ch in ",":
            continue
        if ch in "0123456789":
            digits.append((int(ch), pos))
        elif ch in SUITS:
            if not digits:
                raise NotationError("no-digits", char=ch, position=pos)
            for d, dpos in digits:
                if d == 0:
                    if ch == "z":
                        raise NotationError("red-honour", position=dpos)
                    tiles.append(red_code(ch))
                    continue
                if ch == "z" and d > 7:
                    raise NotationError("honour-range", number=d, position=dpos)
                tiles.append(tile_from(d, ch))
            digits = []
        elif ch.isalpha():
            raise NotationError("unknown-suit", char=ch, position=pos)
        else:
            shown = ch if ch.isprintable() else f"U+{ord(ch):04X}"
            raise NotationError("unexpected-char", char=shown, position=pos)
    if digits:
        d, dpos = digits[-1]
        raise NotationError("missing-suit", position=dpos)
    return tiles


# Chinese names. Numerals 一…九; suits 万 (also 萬), 筒 (饼 餅), 条 (索 條); honours. Tenhou's
# Japanese names write the numeral as a digit before the suit (1筒, 5索, 赤5筒): read too.
_CN_NUM = "一二三四五六七八九"
_DIGITS = "123456789"
#: The red fives' codes by suit (m, p, s).
RED_CODES = (34, 35, 36)
_CN_SUIT = {"万": 0, "萬": 0, "筒": 1, "饼": 1, "餅": 1, "条": 2, "條": 2, "索": 2}
_CN_HONOR = {
    "东": EAST,
    "東": EAST,
    "南": SOUTH,
    "西": WEST,
    "北": NORTH,
    "白": WHITE,
    "发": GREEN,
    "發": GREEN,
    "中": RED,
}
_CN_HONOR_LONG = {
    "白板": WHITE,
    "发财": GREEN,
    "發財": GREEN,
    "红中": RED,
    "紅中": RED,
    "东风": EAST,
    "東風": EAST,
    "南风": SOUTH,
    "南風": SOUTH,
    "西风": WEST,
    "西風": WEST,
    "北风": NORTH,
    "北風": NORTH,
}

#: The honours' short names, index = honour (East first), for a sentence of the terminal where
#: a tile is named among codes (a Chinese learner reads 东 where the window's label says 东风):
#: marked in context "Tile short"; a number tile's short name is its name.
SHORT_HONOURS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Tile short", "East"),
    QT_TRANSLATE_NOOP("Tile short", "South"),
    QT_TRANSLATE_NOOP("Tile short", "West"),
    QT_TRANSLATE_NOOP("Tile short", "North"),
    QT_TRANSLATE_NOOP("Tile short", "White dragon"),
    QT_TRANSLATE_NOOP("Tile short", "Green dragon"),
    QT_TRANSLATE_NOOP("Tile short", "Red dragon"),
)

#: Unicode mahjong tile characters (U+1F000 block), index = tile kind.
UNICODE: tuple[str, ...] = tuple(
    [chr(0x1F007 + n) for n in range(9)]  # characters
    + [chr(0x1F019 + n) for n in range(9)]  # circles
    + [chr(0x1F010 + n) for n in range(9)]  # bamboos
    + [chr(c) for c in (0x1F000, 0x1F001, 0x1F002, 0x1F003, 0x1F006, 0x1F005, 0x1F004)]
)


def tile_name(tile: int) -> str:
    """The English display name of a tile kind or code (a red five 34–36); other languages'
    names are their catalogue's translations of it (context "Tile")."""
    return NAMES_EN[tile]


def parse_chinese(text: str, offset: int = 0) -> list[int]:
    """Tile codes from Chinese names: ``"一万 二万 三万 东 中"`` (spaces optional); ``赤五筒``
    is the red 5p; the Japanese names as Tenhou writes them too (``一萬 1筒 9索 東 赤5筒``).

    >>> parse_chinese("一萬 1筒 9索 東 赤5筒")
    [0, 9, 26, 27, 35]
    """
    tiles: list[int] = []
    i = 0
    while i < len(text):
        ch = text[i]
        pos = offset + i + 1
        if ch.isspace() or ch in ",，、":
            i += 1
            continue
        two = text[i : i + 2]
        if ch == "赤":
            if text[i + 1 : i + 2] not in ("五", "5") or text[i + 2 : i + 3] not in _CN_SUIT:
                raise NotationError("chinese-unknown", char=ch, position=pos)
            tiles.append(RED_CODES[_CN_SUIT[text[i + 2]]])
            i += 3
        elif two in _CN_HONOR_LONG:
            tiles.append(_CN_HONOR_LONG[two])
            i += 2
        elif ch in _CN_NUM or ch in _DIGITS:
            if i + 1 >= len(text) or text[i + 1] not in _CN_SUIT:
                raise NotationError("chinese-needs-suit", char=ch, position=pos)
            number = _CN_NUM.index(ch) if ch in _CN_NUM else _DIGITS.index(ch)
            tiles.append(_CN_SUIT[text[i + 1]] * 9 + number)
            i += 2
        elif ch in _CN_HONOR:
            tiles.append(_CN_HONOR[ch])
            i += 1
        else:
            raise NotationError("chinese-unknown", char=ch, position=pos)
    return tiles


#: Longest text any reader accepts. A hand with melds and every tile written as a Chinese
#: name stays well under it; a longer line is refused before any work is done on it.
MAX_TEXT = 1000
#: Longest number a tile index or code can be written with (leading zeros included).
_MAX_DIGITS = 4


def check_length(text: str) -> None:
    """Refuse text longer than :data:`MAX_TEXT` characters (no hand is that long)."""
    if len(text) > MAX_TEXT:
        raise NotationError("too-long", length=len(text), limit=MAX_TEXT)


def _numbers(text: str, code: str, range_code: str) -> list[tuple[int, int]]:
    """Integers in ``text`` separated by spaces or commas, each with its 1-based position.

    Only ASCII digits are numbers (``'²'.isdigit()`` is true, but it is no tile index).
    """
    check_length(text)
    out = []
    for m in re.finditer(r"[^\s,]+", text):
        word = m.group()
        if not (word.isascii() and word.isdigit()):
            raise NotationError(code, word=word, position=m.start() + 1)
        if len(word) > _MAX_DIGITS:  # no int() of a 5,000-digit word
            shown = word if len(word) <= 12 else word[:12] + "…"
            raise NotationError(range_code, number=shown, position=m.start() + 1)
        out.append((int(word), m.start() + 1))
    return out


# Article 000 numbers the suits man, sou, pin and the honours E S W N 中 發 白.
_INDEX000 = (
    list(range(0, 9))
    + list(range(18, 27))
    + list(range(9, 18))
    + [EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE]
)


def parse_index000(text: str) -> list[int]:
    """Tiles from the 0–33 index of source article 000 (万 0–8, 条 9–17, 筒 18–26,
    E S W N 中 發 白 27–33), e.g. ``"0 1 2 27 31"``."""
    tiles = []
    for n, pos in _numbers(text, "not-an-index", "index-range"):
        if not 0 <= n <= 33:
            raise NotationError("index-range", number=n, position=pos)
        tiles.append(_INDEX000[n])
    return tiles


def parse_code001(text: str) -> list[int]:
    """Tiles from the two-digit codes of source article 001 (11–19 万, 21–29 条, 31–39 筒,
    40–46 E S W N 中 發 白), e.g. ``"11 12 13 40 44"``."""
    honors = (EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE)
    tiles = []
    for n, pos in _numbers(text, "not-a-code", "code-range"):
        tens, units = divmod(n, 10)
        if tens in (1, 2, 3) and 1 <= units <= 9:
            tiles.append({1: 0, 2: 18, 3: 9}[tens] + units - 1)
        elif 40 <= n <= 46:
            tiles.append(honors[n - 40])
        else:
            raise NotationError("code-range", number=n, position=pos)
    return tiles


# A run of Chinese tile names (CJK characters and the punctuation written between them), and
# a digit right before a suit's character (Tenhou's 1筒).
_CHINESE_RUN = re.compile(r"(?:[1-9](?=[万萬筒饼餅条條索])|[\u4e00-\u9fff，、])+")


def parse_tiles(text: str, offset: int = 0) -> list[int]:
    """Tile kinds from mpsz text, Chinese names, or both mixed (``"一万 二万 345m"``); a red
    five reads as its kind's five (:func:`parse_codes` keeps it red).

    >>> parse_tiles("40m")
    [3, 4]
    """
    return [kind_of(c) for c in parse_codes(text, offset)]


def parse_codes(text: str, offset: int = 0) -> list[int]:
    """Tile codes (red fives 34–36 kept) from mpsz text, Chinese names, or both mixed.

    Full-width digits and letters, as a Chinese input method types them (``１２３ｍ``), are read
    as their ASCII forms. An error quotes the character the user typed and its position in
    ``text`` (plus ``offset``), not the normalised form it was read as.
    """
    check_length(text)
    normal, origin = _normalise(text)
    tiles: list[int] = []
    last = 0
    try:
        for m in _CHINESE_RUN.finditer(normal):
            tiles += parse_mpsz(normal[last : m.start()], last)
            tiles += parse_chinese(m.group(), m.start())
            last = m.end()
        tiles += parse_mpsz(normal[last:], last)
    except NotationError as e:
        raise _in_original(e, text, origin, offset) from None
    return tiles


def _normalise(text: str) -> tuple[str, list[int]]:
    """NFKC form of ``text`` character by character, and for each character of the result
    the index of the character of ``text`` it came from (``'㍱'`` reads as three)."""
    if text.isascii():
        return text, list(range(len(text)))
    parts: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        n = unicodedata.normalize("NFKC", ch)
        parts.append(n)
        origin += [i] * len(n)
    return "".join(parts), origin


def _in_original(e: NotationError, text: str, origin: list[int], offset: int) -> NotationError:
    """``e`` with its position (and quoted character) moved back to what the user typed."""
    params = dict(e.params)
    position = params.get("position")
    if isinstance(position, int) and 0 < position <= len(origin):
        i = origin[position - 1]
        params["position"] = offset + i + 1
        if "char" in params:
            ch = text[i]
            params["char"] = ch if ch.isprintable() else f"U+{ord(ch):04X}"
    return type(e)(e.code, **params)


def counts_of(tiles: Iterable[int]) -> tuple[int, ...]:
    """34 counts from a collection of tile kinds or codes (a red five counts as its five)."""
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[kind_of(t)] += 1
    return tuple(counts)


def red_kinds(codes: Iterable[int]) -> tuple[int, ...]:
    """The kinds (4, 13, 22) of the red fives among ``codes``, one entry a red five."""
    return tuple(kind_of(c) for c in codes if is_red(c))
