"""The deal-in rates a riichi player's ron is met with, by tile class and turn: figures only.

Source, and what could be checked
----------------------------------
The by-turn table (:data:`BY_TURN`) is the one circulated with the open-source *mahjong-helper*
(EndlessCheng/mahjong-helper, ``util/risk_data.go``, the ``RiskData`` table at commit
110665c7), a per-turn table of deal-in rates in percent against a riichi, by the tile's class:
non-suji, half-suji and suji 1/9, 2/8, 3/7, 4/6, 5, and honours by copies in view (value
honours and other winds apart). That file does not name its primary source; it is commonly
attributed to the Tenhou houou-table statistics of みーにん,『「統計学」のマージャン戦術』(2017),
but the book itself could not be checked here, so **treat these as approximate figures**. Only
the numbers are taken, no code.

They were checked against a source that could be read: gimite's analysis of 7,670 games of
Tenhou-i players, 「統計による麻雀危険牌分析」 (gimite.net/pukiwiki), whose averages over all
turns fall inside the table's mid-game rows (suji 4.0–4.5 %, half-suji 8.3–8.8 %, honours
with none out 5.0–5.9 %, one out 2.4–2.9 %, two out 0.6–0.9 %). That page gives no turns; from
it come the three figures the by-turn table lacks, all approximate:

- a fourth honour (three copies in view): 0.1–0.3 % in the page, :data:`FOURTH_HONOUR` 0.2 %;
- one-chance: 7.4–7.9 % against 11.2–11.4 % for half-suji and non-suji together, so a
  one-chance tile takes :data:`ONE_CHANCE_FACTOR` (0.68) of its class's rate;
- no-chance: 3.0–3.7 %, in the range of the suji figures, so a tile whose every two-sided wait
  is ruled out (by suji or by a wall) takes the suji rate of its number.

The first turn has no figure for suji 4/5/6 in the table (too few riichis that early); the
second turn's figure stands in for it.

The primary source was looked for once more (December 2026, with the project's reference
search over stored web pages, documentation and public code: 「統計学」のマージャン戦術,
みーにん 巡目別 放銃率, 牌譜解析 危険度 筋 無筋 巡目, "deal-in rate by turn suji",
mahjong-helper RiskData). The book's by-turn table itself was not found, nor any page that
prints it; mahjong-helper's ``risk_data.go`` (read again at 110665c7) still names no source.
What was found agrees with it where it can be compared, so the attribution stands, still
unconfirmed:

- ネマタ's review column on mj-news.net (``https://mj-news.net/?p=87212``) says the book
  shows, with its figures, that suji 3/7 is more dangerous than non-suji 1/9 up to the fourth
  turn and not after: so is this table (5.6–5.2 % against 3.4–5.1 % on turns 1–4, 5.3 %
  against 5.5 % on the fifth);
- a defence note citing the same book (ベタオリのメモ) lists an honour with four copies in
  view among the tiles only thirteen orphans can win on, as safe as genbutsu when thirteen
  orphans is impossible: the rule :func:`..categories.can_win_on` applies.
"""

from __future__ import annotations

from enum import IntEnum


class Column(IntEnum):
    """The columns of :data:`BY_TURN`: one class of tile each."""

    NON_SUJI_5 = 0
    NON_SUJI_46 = 1
    NON_SUJI_37 = 2
    NON_SUJI_28 = 3
    NON_SUJI_19 = 4
    HALF_SUJI_5 = 5
    HALF_SUJI_46_OUTER = 6  # a 4 with its 1 safe (a 6 with its 9): the 4-7 wait is left
    HALF_SUJI_46_INNER = 7  # a 4 with its 7 safe (a 6 with its 3): the 1-4 wait is left
    SUJI_37 = 8
    SUJI_28 = 9
    SUJI_19 = 10
    SUJI_5 = 11
    SUJI_46 = 12
    VALUE_HONOUR_0 = 13  # a value honour (dragon, seat or round wind), no other copy in view
    VALUE_HONOUR_1 = 14
    VALUE_HONOUR_2 = 15
    OTHER_WIND_0 = 16  # a wind that is neither the riichi player's seat wind nor the round's
    OTHER_WIND_1 = 17
    OTHER_WIND_2 = 18


#: The figures as the source prints them: deal-in rate in percent by turn (``tn``) and class,
#: one column a :class:`Column` in its order (``ns`` non-suji, ``hs`` half-suji with ``o`` its
#: outer or ``i`` its inner partner safe, ``s`` suji, ``v`` value honour and ``w`` other wind
#: by copies in view); ``-`` where the source has no figure.
_FIGURES = """
tn   ns5 ns46 ns37 ns28 ns19  hs5 hs4o hs4i  s37  s28  s19   s5  s46   v0   v1   v2   w0   w1   w2
1    5.7  5.7  5.8  4.7  3.4  2.5  2.5  3.1  5.6  3.8  1.8    -    -  2.1  1.2  0.5  2.4  1.4  1.2
2    6.6  6.9  6.3  5.2  4.0  3.5  3.5  4.1  5.3  3.5  1.9  0.8  2.6  2.3  1.2  0.5  2.7  1.3  0.4
3    7.7  8.0  6.7  5.8  4.6  4.3  4.1  4.9  5.2  3.6  1.8  1.6  2.0  2.4  1.2  0.3  2.6  1.2  0.3
4    8.5  8.9  7.1  6.2  5.1  4.8  4.7  5.6  5.2  3.8  1.7  1.6  2.0  2.6  1.1  0.2  2.6  1.2  0.2
5    9.4  9.7  7.5  6.7  5.5  5.3  5.1  6.0  5.3  3.7  1.7  1.7  2.0  2.9  1.2  0.2  2.8  1.2  0.2
6   10.2 10.5  7.9  7.1  5.9  5.8  5.6  6.4  5.2  3.7  1.7  1.8  2.0  3.2  1.3  0.2  2.9  1.3  0.2
7   11.0 11.3  8.4  7.5  6.3  6.3  6.1  6.8  5.3  3.7  1.7  2.0  2.1  3.6  1.4  0.2  3.2  1.4  0.2
8   11.9 12.2  8.9  8.0  6.8  6.9  6.6  7.4  5.3  3.8  1.7  2.1  2.2  4.0  1.6  0.2  3.5  1.6  0.2
9   12.8 13.1  9.5  8.6  7.4  7.4  7.2  7.9  5.5  3.9  1.8  2.2  2.3  4.6  1.9  0.3  4.0  1.8  0.2
10  13.8 14.1 10.1  9.2  8.0  8.0  7.8  8.5  5.6  4.0  1.9  2.4  2.4  5.3  2.2  0.3  4.6  2.1  0.3
11  14.9 15.1 10.8  9.9  8.7  8.7  8.5  9.2  5.7  4.2  2.0  2.5  2.6  6.0  2.6  0.4  5.1  2.5  0.3
12  16.0 16.3 11.6 10.6  9.4  9.4  9.2  9.9  6.0  4.4  2.2  2.7  2.7  6.8  3.1  0.4  5.1  2.5  0.3
13  17.2 17.5 12.4 11.4 10.2 10.2 10.0 10.6  6.2  4.6  2.4  3.0  3.0  7.8  3.7  0.5  6.6  3.7  0.5
14  18.5 18.8 13.3 12.3 11.1 11.0 10.9 11.4  6.6  4.9  2.7  3.2  3.1  8.8  4.4  0.7  7.4  4.4  0.6
15  19.9 20.1 14.3 13.3 12.0 11.9 11.8 12.3  7.0  5.3  3.0  3.4  3.4  9.9  5.2  0.8  8.4  5.3  0.8
16  21.3 21.7 15.4 14.3 13.1 12.9 12.8 13.3  7.4  5.7  3.3  3.7  3.6 11.2  6.2  1.0  9.4  6.5  0.9
17  22.9 23.2 16.6 15.4 14.2 14.0 13.8 14.4  8.0  6.1  3.6  3.9  3.9 12.4  7.3  1.3 10.5  7.7  1.2
18  24.7 24.9 17.9 16.7 15.4 15.2 15.0 15.6  8.5  6.6  4.0  4.3  4.2 13.9  8.5  1.7 11.8  9.4  1.6
19  27.5 27.8 20.4 19.1 17.8 17.5 17.5 17.5  9.8  7.4  5.0  5.1  5.1 18.1 12.1  2.8 14.7 12.6  2.1
"""


def _read(text: str) -> tuple[tuple[float | None, ...], ...]:
    rows = [line.split() for line in text.strip().splitlines()[1:]]
    return tuple(tuple(None if v == "-" else float(v) for v in row[1:]) for row in rows)


#: Deal-in rate in percent, ``BY_TURN[turn - 1][column]``, turns 1–19 (see the module's note
#: on the source); None where the source has no figure.
BY_TURN: tuple[tuple[float | None, ...], ...] = _read(_FIGURES)
#: The last turn the table has a row for; later turns read this row.
LAST_TURN = len(BY_TURN)
#: A fourth honour (three copies in view): only thirteen orphans can win on it (gimite: 0.1–0.3 %).
FOURTH_HONOUR = 0.2
#: A one-chance tile's share of its class's rate (gimite: one-chance 7.4–7.9 % against
#: 11.2–11.4 % for half-suji and non-suji tiles together).
ONE_CHANCE_FACTOR = 0.68


def rate(column: Column, turn: int) -> float:
    """The deal-in rate (a probability 0–1) of a class at a turn (1 and up; turns past the
    table read its last row; a turn without a figure reads the next turn's)."""
    row = min(max(turn, 1), LAST_TURN) - 1
    while True:
        value = BY_TURN[row][column]
        if value is not None:
            return value / 100
        row += 1
