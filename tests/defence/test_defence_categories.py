"""The categories and chances of mjtrainer.defence on hand-made positions: each rule of
DESIGN.md "Defence" and its edge, the rates' lookup, the ordering, the combination of several
riichis, the words, and every fault of a table refused with its coded error."""

from __future__ import annotations

import json

import pytest

from mjtrainer.defence import (
    MESSAGES,
    Category,
    DefenceError,
    Kabe,
    Pond,
    Table,
    assess,
    danger,
    rates,
    tiles_of,
)
from mjtrainer.defence.rates import Column
from mjtrainer.defence.words import GLOSSARY, NAMES, SENTENCES, english, explain


def t(text: str) -> tuple[int, ...]:
    return tiles_of(text, "test")


def one(text: str) -> int:
    (code,) = t(text)
    return code


def table(hand: str, riichi_pond: str, *others: Pond, dora: str = "", **kw) -> Table:
    """Seat 0 holds ``hand``; seat 2 declared riichi on its last pond tile."""
    pond = t(riichi_pond)
    return Table(0, t(hand), (Pond(2, pond, riichi=len(pond) - 1), *others), t(dora), **kw)


def reading(tab: Table, tile: str):
    (a,) = danger(tab, one(tile)).against
    return a


# --- genbutsu ---------------------------------------------------------------------------------


def test_the_riichi_players_own_discards_are_genbutsu_before_and_after_the_declaration():
    tab = Table(0, t("3m7p2z"), (Pond(2, t("3m1z7p"), riichi=1),))
    for tile in ("3m", "7p"):
        a = reading(tab, tile)
        assert (a.category, a.chance, a.passed) == (Category.GENBUTSU, 0.0, False)
    assert reading(tab, "2z").category is Category.HONOUR


def test_a_tile_passed_after_the_riichi_by_another_seat_is_genbutsu_and_before_it_is_not():
    before_and_after = Pond(1, t("8s9p"), after=((2, 1),))  # 8s before the riichi, 9p after
    tab = table("8s9p", "1z2z", before_and_after)
    assert reading(tab, "9p").category is Category.GENBUTSU
    assert reading(tab, "9p").passed
    assert reading(tab, "8s").category is Category.NON_SUJI
    # the seat's own discards after the riichi count the same way
    own = Pond(0, t("5m"), after=((2, 0),))
    assert reading(table("5m6m", "1z", own), "5m").category is Category.GENBUTSU


def test_a_pond_that_says_nothing_of_the_riichi_has_nothing_after_it():
    tab = table("9p", "1z2z", Pond(1, t("9p")))
    assert reading(tab, "9p").category is not Category.GENBUTSU


def test_a_called_tile_in_the_riichi_pond_is_still_genbutsu_and_is_counted_once():
    riichi = Pond(2, t("3p1z"), riichi=1, called=(0,))
    caller = Pond(3, t(""), melds=(t("333p"),))
    tab = Table(0, t("3p4p"), (riichi, caller))
    assert reading(tab, "3p").category is Category.GENBUTSU
    assert tab.visible()[one("3p")] == 4  # hand 1 + meld 3, the called pond tile not again


# --- suji -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tile", "genbutsu", "category"),
    [
        ("1m", "4m", Category.SUJI),
        ("7m", "4m", Category.SUJI),
        ("2p", "5p", Category.SUJI),
        ("3s", "6s", Category.SUJI),
        ("9s", "6s", Category.SUJI),
        ("4m", "1m", Category.HALF_SUJI),  # 4 needs both 1 and 7
        ("4m", "7m", Category.HALF_SUJI),
        ("4m", "1m7m", Category.SUJI),
        ("5p", "2p", Category.HALF_SUJI),
        ("5p", "2p8p", Category.SUJI),
        ("6s", "9s", Category.HALF_SUJI),
        ("6s", "3s9s", Category.SUJI),
        ("4m", "4p", Category.NON_SUJI),  # another suit is no suji
        ("1m", "7m", Category.NON_SUJI),  # 1 takes its suji from 4 only
        ("3m", "9m", Category.NON_SUJI),
    ],
)
def test_suji_half_suji_and_non_suji_come_from_the_genbutsu(tile, genbutsu, category):
    tab = table(tile, genbutsu + "1z")
    assert reading(tab, tile).category is category


def test_a_red_five_counts_as_a_five_in_the_pond_in_the_hand_and_in_view():
    tab = table("5p2p", "0p1z")  # red 5p in the riichi pond: 5p genbutsu, 2p suji
    assert reading(tab, "5p").category is Category.GENBUTSU
    assert reading(table("0p", "5p1z"), "0p").category is Category.GENBUTSU
    assert reading(tab, "2p").category is Category.SUJI
    assert table("8m", "0m1z").visible()[one("5m")] == 1
    assert reading(table("2s", "0s1z"), "2s").category is Category.SUJI


# --- kabe -------------------------------------------------------------------------------------


def test_four_visible_copies_make_the_tiles_beyond_them_no_chance():
    # all four 2m in view: no 23m shape, so 1m can only be won on a pair or single wait
    tab = table("1m22m", "22m1z")
    a = reading(tab, "1m")
    assert (a.category, a.kabe, a.walls) == (Category.NON_SUJI, Kabe.NO_CHANCE, (one("2m"),))
    assert a.chance == pytest.approx(rates.rate(Column.SUJI_19, 3))
    # three in view: one-chance, between the two
    b = reading(table("1m22m", "2m1z"), "1m")
    assert b.kabe is Kabe.ONE_CHANCE
    assert rates.rate(Column.SUJI_19, 2) <= b.chance < rates.rate(Column.NON_SUJI_19, 2)


def test_a_middle_tile_is_no_chance_only_when_every_open_side_is_walled():
    walled_above = "4m5555m"  # all 5m: the 56m shape is gone, 23m is still there
    a = reading(table(walled_above, "1z"), "4m")
    assert (a.category, a.kabe) == (Category.NON_SUJI, None)
    # with 1m genbutsu the last side (23m) is gone too: no-chance
    b = reading(table(walled_above, "1m1z"), "4m")
    assert (b.category, b.kabe) == (Category.HALF_SUJI, Kabe.NO_CHANCE)
    assert b.chance == pytest.approx(rates.rate(Column.SUJI_46, 2))
    # a suji tile gains no kabe: nothing is left open to wall
    assert reading(table("4m5555m", "1m7m1z"), "4m").kabe is None


def test_kabe_counts_the_melds_the_indicators_and_the_hand():
    meld = Pond(1, t(""), melds=(t("888s"),))
    a = reading(table("9s", "1z", meld, dora="8s"), "9s")
    assert a.kabe is Kabe.NO_CHANCE


# --- honours ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("others", "visible"), [("", 0), ("6z", 1), ("66z", 2), ("666z", 3)])
def test_honours_are_read_by_the_other_copies_in_view(others, visible):
    tab = table("6z", "1m", Pond(1, t(others)))
    a = reading(tab, "6z")
    assert (a.category, a.visible) == (Category.HONOUR, visible)
    assert a.chance > 0


def test_the_fourth_honour_is_nearly_safe_and_fewer_copies_are_more_dangerous():
    ponds = [Pond(1, t(o)) for o in ("", "6z", "66z", "666z")]
    chances = [reading(table("6z", "1m", p), "6z").chance for p in ponds]
    assert chances == sorted(chances, reverse=True)
    assert chances[3] == pytest.approx(rates.FOURTH_HONOUR / 100)


def test_an_honour_with_every_copy_in_view_is_won_on_by_thirteen_orphans_only():
    # three 6z in a pond and the fourth in hand: no pair or pung of it, thirteen orphans left
    kokushi_open = reading(table("6z", "1m", Pond(1, t("666z"))), "6z")
    assert (kokushi_open.no_wait, kokushi_open.name) == (False, "honour")
    assert kokushi_open.chance == pytest.approx(rates.FOURTH_HONOUR / 100)
    # all four 9p in view too: the riichi player holds no 9p, so no thirteen orphans either
    dead = reading(table("6z", "1m", Pond(1, t("666z9999p"))), "6z")
    assert (dead.category, dead.visible, dead.no_wait) == (Category.HONOUR, 3, True)
    assert dead.chance == 0.0 and dead.name == "honour-dead"
    assert danger(table("6z", "1m", Pond(1, t("666z9999p"))), one("6z")).chance == 0.0
    # a kong in the riichi hand (closed, so the riichi stands) rules thirteen orphans out
    pond = t("1m2p")
    kong = Pond(2, pond, riichi=1, melds=(t("3333s"),))
    tab = Table(0, t("6z"), (kong, Pond(1, t("666z"))))
    assert reading(tab, "6z").chance == 0.0 and reading(tab, "6z").no_wait
    # three in view with the fourth unseen: a single wait on it is still possible
    assert reading(table("1z", "1m", Pond(1, t("66z9999p"))), "1z").chance > 0
    # ... and two of ours with two in view: the riichi player holds none, still no pair
    two_held = reading(table("66z", "1m", Pond(1, t("66z9999p"))), "6z")
    assert two_held.no_wait and two_held.chance == 0.0


def test_a_number_tile_with_every_copy_in_view_is_safe_only_when_no_run_can_take_it():
    # 5p: all four in view, all four 4p and 6p too: no run 345, 456 or 567 can be made
    dead = reading(table("5p", "1z", Pond(1, t("555p44446666p"))), "5p")
    assert dead.no_wait and dead.chance == 0.0 and dead.name == "no-wait"
    assert dead.kabe is Kabe.NO_CHANCE  # the category and kabe are still read as ever
    # with a 6p unseen the 567p run (waiting on 5p or 8p) is still there
    alive = reading(table("5p", "1z", Pond(1, t("555p4444666p"))), "5p")
    assert not alive.no_wait and alive.chance > 0
    # 2m with every 1m and 3m in view: 123m and 234m are gone, and 2m is no orphan
    two = reading(table("2m", "1z", Pond(1, t("2221111m3333m"))), "2m")
    assert two.no_wait and two.chance == 0.0
    # 1m with every 2m in view: no run, but thirteen orphans can still wait on it
    assert not reading(table("1m", "1z", Pond(1, t("1112222m"))), "1m").no_wait
    assert reading(table("1m", "1z", Pond(1, t("1112222m9999s"))), "1m").no_wait
    # a copy unseen: never safe by this rule
    assert not reading(table("5p", "1z", Pond(1, t("55p44446666p"))), "5p").no_wait


def test_a_wind_is_a_value_honour_only_for_the_round_or_the_riichi_players_seat():
    # dealer 0: seat 2 is West (3z); the round is East (1z); North (4z) is nobody's here
    kw = {"dealer": 0, "round_wind": 0}
    north = reading(table("4z", "1m", **kw), "4z").chance
    west = reading(table("3z", "1m", **kw), "3z").chance
    east = reading(table("1z", "1m", **kw), "1z").chance
    assert north == pytest.approx(rates.rate(Column.OTHER_WIND_0, 1))
    assert west == east == pytest.approx(rates.rate(Column.VALUE_HONOUR_0, 1))
    # without a dealer every wind is taken for a value honour
    assert reading(table("4z", "1m"), "4z").chance == pytest.approx(west)


# --- chances, turns, several riichis, order ----------------------------------------------------


def test_the_chance_is_read_at_the_riichi_players_turn():
    early = reading(table("5p", "1z"), "5p").chance
    late = reading(table("5p", "1m" * 3 + "9m" * 3 + "1z" * 3 + "2z" * 3 + "1z"), "5p").chance
    assert early == pytest.approx(rates.rate(Column.NON_SUJI_5, 1))
    assert late == pytest.approx(rates.rate(Column.NON_SUJI_5, 13))
    assert late > early


def test_the_rates_have_a_figure_for_every_class_and_turn():
    for turn in range(1, rates.LAST_TURN + 3):
        for column in Column:
            assert 0 < rates.rate(column, turn) < 0.3
    assert rates.rate(Column.SUJI_5, 1) == rates.rate(Column.SUJI_5, 2)  # no figure at turn 1


def test_several_riichis_combine_as_one_minus_the_product_of_the_safe_chances():
    two = Table(
        0,
        t("5p1m"),
        (Pond(1, t("2z3z"), riichi=1), Pond(2, t("4m2z"), riichi=1)),
    )
    d = danger(two, one("1m"))
    (p1, p2) = (a.chance for a in d.against)
    assert [a.seat for a in d.against] == [1, 2]
    assert [a.category for a in d.against] == [Category.NON_SUJI, Category.SUJI]
    assert d.chance == pytest.approx(1 - (1 - p1) * (1 - p2))
    assert d.category is Category.NON_SUJI  # the least safe of the two


def test_assess_orders_safest_first_and_is_empty_without_a_riichi():
    tab = table("4m1m9m5z", "4m1z")
    found = assess(tab)
    assert [d.tile for d in found][0] == one("4m")  # genbutsu first
    chances = [d.chance for d in found]
    assert chances == sorted(chances)
    assert {d.tile for d in found} == set(t("4m1m9m5z"))
    assert assess(Table(0, t("1m"), (Pond(2, t("1z")),))) == ()


def test_the_json_of_a_danger_is_the_one_design_md_gives():
    d = danger(table("1m6z", "4m1z"), one("1m")).to_dict()
    assert d == {
        "chance": round(rates.rate(Column.SUJI_19, 2), 4),
        "against": [{"seat": 2, "category": "suji", "kabe": None, "chance": d["chance"]}],
    }
    h = danger(table("1m6z", "4m1z"), one("6z")).to_dict()["against"][0]
    assert (h["category"], h["visible"]) == ("honour", 0)
    assert "no_wait" not in h
    dead = danger(table("6z", "4m1z", Pond(1, t("666z9999p"))), one("6z")).to_dict()
    assert dead["against"][0] == {
        "seat": 2,
        "category": "honour",
        "visible": 3,
        "kabe": None,
        "no_wait": True,
        "chance": 0.0,
    }


# --- the words ---------------------------------------------------------------------------------


def test_every_reading_has_a_sentence_naming_its_tiles():
    tab = table("1m4m6z8s", "4m1z")
    tab_wall = table("1m2222m", "1z")
    cases = [(tab, "1m", "suji"), (tab, "4m", "genbutsu"), (tab, "6z", "honour")]
    cases += [(tab, "8s", "non-suji"), (tab_wall, "1m", "no-chance")]
    for tab_, tile, key in cases:
        sentences = explain(one(tile), reading(tab_, tile))
        assert key in [k for k, _ in sentences]
        for k, params in sentences:
            assert tile in english(k, params)
    suji = explain(one("1m"), reading(tab, "1m"))[0]
    assert english(*suji) == (
        "Suji of 4m in the riichi player's genbutsu: a two-sided wait on 1m is impossible."
    )
    dead = explain(one("6z"), reading(table("6z", "1m", Pond(1, t("666z9999p"))), "6z"))
    assert [english(*s) for s in dead] == [
        "All four copies of 6z are in view and thirteen orphans is ruled out: no hand can win "
        "on it."
    ]
    run = explain(one("2m"), reading(table("2m", "1z", Pond(1, t("2221111m3333m"))), "2m"))
    assert [k for k, _ in run][-1] == "no-wait"


def test_the_words_cover_every_category_and_kabe_and_the_glossary_its_terms():
    names = {c.value for c in Category} | {k.value for k in Kabe} | {"honour-dead", "no-wait"}
    assert set(NAMES) == names
    assert {"genbutsu", "suji", "kabe", "one-chance", "no-chance", "furiten"} <= set(GLOSSARY)
    assert all(s.endswith(".") for s in SENTENCES.values())


# --- bad tables ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{", "bad-json"),
        ("[]", "not-an-object"),
        ('{"opponents": 3}', "bad-field"),
        ('{"colour": 1}', "unknown-field"),
        ('{"opponents": [{"pond": "1m"}]}', "bad-field"),
        ('{"opponents": [{"seat": 7}]}', "bad-field"),
        ('{"opponents": [{"seat": 1, "pond": "1x"}]}', "unknown-suit"),
        ('{"opponents": [{"seat": 1, "pond": "8z"}]}', "honour-range"),
        ('{"opponents": [{"seat": 1, "pond": "0z"}]}', "red-honour"),
        ('{"opponents": [{"seat": 1, "pond": "12"}]}', "missing-suit"),
        ('{"opponents": [{"seat": 1, "pond": "1m", "riichi": 3}]}', "riichi-range"),
        ('{"opponents": [{"seat": 1, "pond": "1m", "riichi": true}]}', "bad-field"),
        ('{"opponents": [{"seat": 1, "pond": "1m"}, {"seat": 1}]}', "same-seat"),
        ('{"opponents": [{"seat": 1, "pond": "1m", "after": {"2": 0}}]}', "after-not-riichi"),
        ('{"opponents": [{"seat": 1, "melds": ["12m"]}]}', "meld-size"),
        ('{"opponents": [{"seat": 1, "pond": "1111m"}]}', "copies"),
        ('{"opponents": [{"seat": 1, "pond": "0m0m"}]}', "second-red"),
        ('{"dora_indicators": 5}', "bad-field"),
        ('{"round_wind": 9}', "bad-field"),
    ],
)
def test_a_bad_table_is_a_coded_error_never_a_crash(text, code):
    with pytest.raises(DefenceError) as caught:
        Table.from_json(text, t("1m"))
    assert caught.value.code == code
    assert code in MESSAGES
    assert str(caught.value)  # worded in English


def test_a_table_round_trips_through_its_json():
    tab = Table(
        1,
        t("1m2m"),
        (
            Pond(2, t("4m1z0p"), riichi=1, melds=(t("123s"),), called=(0,)),
            Pond(3, t("9p9s"), after=((2, 1),)),
            Pond(1, t("5z"), after=((2, 0),)),
        ),
        t("3p"),
        round_wind=1,
        dealer=0,
    )
    back = Table.from_json(json.dumps(tab.to_dict()), t("1m2m"))
    assert back == tab
