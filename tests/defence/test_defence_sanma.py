"""The defence categories at a three-player table: 2m–8m are out of the wall, so no run holds
a 1m or a 9m and those are read as honours are (by copies in view, a pair or single wait
only), while pins and sou keep their suji and kabe. At four seats nothing changes."""

from mjtrainer.defence import Pond, Table, danger
from mjtrainer.defence.categories import Category, can_win_on
from mjtrainer.defence.words import english, explain

ONE_M, NINE_M, FOUR_P = 0, 8, 12


def table(seats: int, hand=(ONE_M, NINE_M, FOUR_P), riichi_pond=(27, 28, 9)) -> Table:
    return Table(0, hand, (Pond(1, riichi_pond, riichi=2),), seats=seats)


def test_a_terminal_character_is_read_as_an_honour_with_three_seats():
    for tile in (ONE_M, NINE_M):
        three = danger(table(3), tile).against[0]
        four = danger(table(4), tile).against[0]
        assert three.category is Category.HONOUR and three.visible == 0
        assert four.category is Category.NON_SUJI
        # a tile only pair and single waits can take is safer than one a run can take
        assert three.chance < four.chance
        (key, params), *_ = explain(tile, three)
        assert key == "runless"
        assert "no run with three players" in english(key, params)


def test_pins_and_sou_keep_their_suji_with_three_seats():
    # 1p and 7p in the riichi pond make 4p suji at either table
    for seats in (3, 4):
        t = table(seats, riichi_pond=(27, 28, 9, 15))
        assert danger(t, FOUR_P).against[0].category is Category.SUJI


def test_a_1m_with_every_copy_in_view_and_no_orphans_left_cannot_be_won_with_three_seats():
    """Four 1m and four 9p in view: at four seats a 23m run can still win on 1m; at three
    there is no 2m or 3m in the wall and thirteen orphans lacks 9p, so no hand can."""
    hand = (ONE_M,) * 4 + (17,) * 4 + (FOUR_P,)
    t3, t4 = table(3, hand), table(4, hand)
    assert can_win_on(t4, 1, ONE_M, t4.visible())
    assert not can_win_on(t3, 1, ONE_M, t3.visible())
    assert danger(t3, ONE_M).against[0].no_wait
    assert danger(t3, ONE_M).chance == 0
