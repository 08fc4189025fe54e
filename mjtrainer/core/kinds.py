"""The 34 tile kinds: their order, groups and names in mpsz, and nothing else.

A tile kind is a plain ``int`` 0–33 in Tenhou's mpsz order: 1m–9m (0–8), 1p–9p (9–17),
1s–9s (18–26), then East South West North White Green Red (27–33). This module is the one place
the suit boundaries are written; it imports nothing, so every other core module (the errors
included) can use it. It is also the one core module the app's views may read, so the few
pure facts a view and the command line both need (the last draw, how many decimals part two
chances) live here too.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..words.marks import QT_TRANSLATE_NOOP

NUM_KINDS = 34
SUITS = "mpsz"

EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)

#: The four groups of kinds (characters, dots, bamboo, honours) as ``(first, end)`` ranges:
#: the one place the suit boundaries are written.
GROUPS: tuple[tuple[int, int], ...] = ((0, 9), (9, 18), (18, 27), (27, 34))
#: The group 0–3 (m, p, s, z) of each kind.
GROUP_OF: tuple[int, ...] = tuple(g for g, (lo, hi) in enumerate(GROUPS) for _ in range(lo, hi))
#: The seven honours, East … Red.
HONORS: tuple[int, ...] = tuple(range(*GROUPS[3]))
#: The four winds and the three dragons.
WINDS: tuple[int, ...] = (EAST, SOUTH, WEST, NORTH)
DRAGONS: tuple[int, ...] = (WHITE, GREEN, RED)
#: Terminals and honours: the thirteen kinds of thirteen orphans, in tile order.
ORPHANS: tuple[int, ...] = tuple(
    t for lo, hi in GROUPS for t in range(lo, hi) if lo == 27 or t in (lo, hi - 1)
)
#: Key delta of one more tile of each kind within its group's base-5 key (kind i of a group
#: is digit i).
POW5: tuple[int, ...] = tuple(5 ** (t - lo) for lo, hi in GROUPS for t in range(lo, hi))


def group_of(tile: int) -> int:
    """The group 0–3 (characters, dots, bamboo, honours) of a tile kind."""
    return GROUP_OF[tile]


def number_of(tile: int) -> int:
    """The number 1–9 of a suited tile, or 1–7 of an honour (its mpsz digit)."""
    return tile - GROUPS[GROUP_OF[tile]][0] + 1


def is_honor(tile: int) -> bool:
    """True for winds and dragons."""
    return GROUP_OF[tile] == 3


def is_suited(tile: int) -> bool:
    """True for characters, dots and bamboo (the kinds with a number 1–9)."""
    return GROUP_OF[tile] != 3


def is_terminal(tile: int) -> bool:
    """True for the ones and nines of the three suits."""
    return GROUP_OF[tile] != 3 and number_of(tile) in (1, 9)


def keys_of(counts: Sequence[int]) -> tuple[int, int, int, int]:
    """Base-5 keys of the four groups of 34 counts (kind i of a group is digit i)."""
    keys = []
    for lo, hi in GROUPS:
        k = 0
        for t in range(hi - 1, lo - 1, -1):
            k = k * 5 + counts[t]
        keys.append(k)
    return (keys[0], keys[1], keys[2], keys[3])


def digits_of(key: int, n: int) -> tuple[int, ...]:
    """The ``n`` counts a group's base-5 key holds (the inverse of :func:`keys_of` for one
    group): digit i is the count of the group's kind i."""
    out = []
    for _ in range(n):
        key, d = divmod(key, 5)
        out.append(d)
    return tuple(out)


#: The mpsz name of each kind (``"1m"`` … ``"7z"``).
MPSZ: tuple[str, ...] = tuple(f"{number_of(t)}{SUITS[GROUP_OF[t]]}" for t in range(NUM_KINDS))

#: The last draw of a hand's game (the wall's 18 draws a seat gets when nobody calls): turn
#: ``T`` leaves ``LAST_DRAW − T`` draws. Pure data, so the views may read it too.
LAST_DRAW = 18

# Tile codes: a game tile is a kind 0–33 or one of the three red fives 34–36 (0m, 0p, 0s), so a
# record can say which five was red while every judgement of shape asks its kind.
RED_5M, RED_5P, RED_5S = 34, 35, 36
#: How many tile codes there are (the 34 kinds and the three red fives).
NUM_CODES = 37
#: The kind of each red five code (5m, 5p, 5s).
_RED_KIND: tuple[int, ...] = (4, 13, 22)


def kind_of(code: int) -> int:
    """The kind 0–33 of a tile code 0–36 (a red five is its suit's 5)."""
    return code if code < NUM_KINDS else _RED_KIND[code - NUM_KINDS]


def is_red(code: int) -> bool:
    """True for the red five codes 34–36."""
    return code >= NUM_KINDS


def red_of(kind: int) -> int | None:
    """The red five code of a kind (4, 13, 22 → 34, 35, 36); None for every other kind."""
    return NUM_KINDS + _RED_KIND.index(kind) if kind in _RED_KIND else None


#: The mpsz name of each tile code: the 34 kinds, then ``"0m"``, ``"0p"``, ``"0s"``.
CODE_NAMES: tuple[str, ...] = MPSZ + ("0m", "0p", "0s")


def parting_digits(a: float, b: float, most: int = 3) -> int:
    """Decimals (1 to ``most``) to print two chances 0–1 as percentages: one, or more when one
    would print them the same although they differ. The command line and the window word the
    numbers their own way; this is the one rule for how many digits they show.

    >>> parting_digits(0.4312, 0.3981), parting_digits(0.43121, 0.43129), parting_digits(0.5, 0.5)
    (1, 2, 1)
    >>> parting_digits(0.431201, 0.431209), parting_digits(0.4312001, 0.4312009)
    (3, 3)
    """
    digits = 1
    while digits < most and a != b and f"{100 * a:.{digits}f}" == f"{100 * b:.{digits}f}":
        digits += 1
    return digits


#: How many red fives a rule set may have: none, or one each of 5m, 5p, 5s. Pure data, so
#: the settings dialog may read it too.
RED_FIVE_COUNTS = (0, 3)

#: English display names, index = tile code (the kinds, then the red fives 0m 0p 0s): "1
#: character", "2 characters", "1 dot" …, marked once for the catalogues (context "Tile"); the
#: window and the command line show each language's name from its catalogue, and every
#: language's names read back as the tile (:func:`parse_chinese`).
NAMES_EN: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Tile", "1 character"),
    QT_TRANSLATE_NOOP("Tile", "2 characters"),
    QT_TRANSLATE_NOOP("Tile", "3 characters"),
    QT_TRANSLATE_NOOP("Tile", "4 characters"),
    QT_TRANSLATE_NOOP("Tile", "5 characters"),
    QT_TRANSLATE_NOOP("Tile", "6 characters"),
    QT_TRANSLATE_NOOP("Tile", "7 characters"),
    QT_TRANSLATE_NOOP("Tile", "8 characters"),
    QT_TRANSLATE_NOOP("Tile", "9 characters"),
    QT_TRANSLATE_NOOP("Tile", "1 dot"),
    QT_TRANSLATE_NOOP("Tile", "2 dots"),
    QT_TRANSLATE_NOOP("Tile", "3 dots"),
    QT_TRANSLATE_NOOP("Tile", "4 dots"),
    QT_TRANSLATE_NOOP("Tile", "5 dots"),
    QT_TRANSLATE_NOOP("Tile", "6 dots"),
    QT_TRANSLATE_NOOP("Tile", "7 dots"),
    QT_TRANSLATE_NOOP("Tile", "8 dots"),
    QT_TRANSLATE_NOOP("Tile", "9 dots"),
    QT_TRANSLATE_NOOP("Tile", "1 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "2 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "3 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "4 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "5 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "6 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "7 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "8 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "9 bamboo"),
    QT_TRANSLATE_NOOP("Tile", "East"),
    QT_TRANSLATE_NOOP("Tile", "South"),
    QT_TRANSLATE_NOOP("Tile", "West"),
    QT_TRANSLATE_NOOP("Tile", "North"),
    QT_TRANSLATE_NOOP("Tile", "White dragon"),
    QT_TRANSLATE_NOOP("Tile", "Green dragon"),
    QT_TRANSLATE_NOOP("Tile", "Red dragon"),
    # the red fives, tile codes 34-36 (0m, 0p, 0s)
    QT_TRANSLATE_NOOP("Tile", "red 5 characters"),
    QT_TRANSLATE_NOOP("Tile", "red 5 dots"),
    QT_TRANSLATE_NOOP("Tile", "red 5 bamboo"),
)
