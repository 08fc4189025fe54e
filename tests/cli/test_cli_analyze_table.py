"""``mjtrainer analyze --table``: the table against a riichi from a file or inline, each
discard's danger in the JSON and a deal-in column in the text, nothing changed without it, and
a bad table answered like a bad hand."""

import io
import json

import pytest

from mjtrainer.cli import run

HAND = "123m456p789s11234z"
TABLE = {
    "seat": 0,
    "opponents": [
        {"seat": 2, "pond": "4m1z7s1s", "riichi": 1, "melds": []},
        {"seat": 1, "pond": "2s222p3s5p5p", "after": {"2": 4}, "melds": ["[555s]"]},
    ],
    "dora_indicators": "5p",
}


def cli(*args, stdin=""):
    out = io.StringIO()
    status = run(list(args), stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def _discards(out):
    return {d["discard"]: d for d in json.loads(out)["discards"]}


def test_each_discard_gains_its_danger_as_design_md_says():
    status, out = cli("analyze", HAND, "--json", "--table", json.dumps(TABLE))
    assert status == 0
    found = _discards(out)
    assert set(found) == {
        "1m",
        "2m",
        "3m",
        "4p",
        "5p",
        "6p",
        "7s",
        "8s",
        "9s",
        *"1z 2z 3z 4z".split(),
    }
    assert found["1z"]["danger"] == {
        "chance": 0.0,
        "against": [{"seat": 2, "category": "genbutsu", "kabe": None, "chance": 0.0}],
    }
    assert found["5p"]["danger"]["against"][0]["category"] == "genbutsu"  # passed after it
    assert found["1m"]["danger"]["against"][0]["category"] == "suji"
    four = found["4p"]["danger"]["against"][0]
    assert (four["category"], four["kabe"]) == ("non-suji", "one-chance")
    honour = found["2z"]["danger"]["against"][0]
    assert (honour["category"], honour["visible"]) == ("honour", 0)
    assert 0 < found["1m"]["danger"]["chance"] < found["6p"]["danger"]["chance"]


def test_the_table_may_be_a_file_and_gives_the_same_answer(tmp_path):
    path = tmp_path / "table.json"
    path.write_text(json.dumps(TABLE), "utf-8")
    inline = cli("analyze", HAND, "--json", "--table", json.dumps(TABLE))
    assert cli("analyze", HAND, "--json", "--table", str(path)) == inline


def test_the_readable_report_gains_a_deal_in_column():
    status, out = cli("analyze", HAND, "--ascii", "--table", json.dumps(TABLE))
    assert status == 0
    assert "deal-in" in out
    rows = {line.split()[0]: line for line in out.splitlines() if line.startswith("  ")}
    assert "0.0% genbutsu" in rows["1z"]
    assert "suji" in rows["1m"] and "%" in rows["1m"]
    assert "one-chance" in rows["4p"]


def test_the_look_ahead_report_gains_the_column_too():
    status, out = cli("analyze", HAND, "--turn", "9", "--table", json.dumps(TABLE), "--ascii")
    assert status == 0 and "deal-in" in out and "genbutsu" in out
    status, out = cli("analyze", HAND, "--turn", "9", "--json", "--table", json.dumps(TABLE))
    assert _discards(out)["1z"]["danger"]["chance"] == 0.0


def test_without_a_table_or_without_a_riichi_nothing_of_danger_is_claimed():
    plain = cli("analyze", HAND, "--json")
    assert all("danger" not in d for d in _discards(plain[1]).values())
    calm = {"opponents": [{"seat": 1, "pond": "1m"}]}
    status, out = cli("analyze", HAND, "--json", "--table", json.dumps(calm))
    assert status == 0 and all(d["danger"] is None for d in _discards(out).values())
    status, text = cli("analyze", HAND, "--ascii", "--table", json.dumps(calm))
    assert "nobody on the table is in riichi" in text
    assert "deal-in" not in cli("analyze", HAND, "--ascii")[1]


def test_the_hands_own_melds_count_as_seen():
    table = {"opponents": [{"seat": 2, "pond": "1z", "riichi": 0}]}
    status, out = cli("analyze", "12m3456p789s11z [222m]", "--json", "--table", json.dumps(table))
    assert status == 0
    # all four 2m in view: three in the pung, one in hand, so 1m is no-chance
    one = _discards(out)["1m"]["danger"]["against"][0]
    assert one["kabe"] == "no-chance"


@pytest.mark.parametrize(
    "table",
    ['{"opponents": 3}', "{", '{"opponents": [{"seat": 1, "pond": "1111m"}]}', "/no/such/file"],
)
def test_a_bad_table_is_the_error_object_and_exit_status_1(table):
    status, out = cli("analyze", HAND, "--json", "--table", table)
    assert status == 1
    data = json.loads(out)
    assert data["input"] == HAND and data["error"]
    status, out = cli("analyze", HAND, "--table", table)
    assert status == 1 and out.startswith("error in ")


def test_a_table_too_many_copies_with_the_hand_is_refused():
    table = {"opponents": [{"seat": 2, "pond": "111z", "riichi": 0}]}
    status, out = cli("analyze", HAND, "--json", "--table", json.dumps(table))
    assert status == 1 and "copies of 1z" in json.loads(out)["error"]


def test_a_tile_no_hand_can_win_on_is_zero_with_no_wait_in_the_json_and_the_text():
    # the other three 4z thrown before the riichi, and every 9p: no thirteen orphans left
    table = {
        "opponents": [
            {"seat": 2, "pond": "1m2m", "riichi": 1},
            {"seat": 1, "pond": "444z"},
            {"seat": 3, "pond": "9999p"},
        ]
    }
    status, out = cli("analyze", HAND, "--json", "--table", json.dumps(table))
    assert status == 0
    north = _discards(out)["4z"]["danger"]
    assert north == {
        "chance": 0.0,
        "against": [
            {
                "seat": 2,
                "category": "honour",
                "visible": 3,
                "kabe": None,
                "no_wait": True,
                "chance": 0.0,
            }
        ],
    }
    status, text = cli("analyze", HAND, "--table", json.dumps(table), "--ascii")
    line = next(x for x in text.splitlines() if x.strip().startswith("4z"))
    assert "0.0% honour-dead" in line and "seen" not in line


# --- the round EV (issue 26 §3) -----------------------------------------------------------------

PUSH_HAND = "34m456p678s88p9m [234s]"
PUSH_TABLE = {
    "seat": 0,
    "dealer": 1,
    "dora_indicators": "5p",
    "opponents": [
        {"seat": 1, "pond": "1z9p2z8s1m5z3z7z", "riichi": 6},
        {"seat": 2, "pond": "19m1p2z1s6z9s3z"},
        {"seat": 3, "pond": "91m9p4z7z2z1s8s"},
    ],
}
PUSH_ARGS = ("--rules", "riichi", "--turn", "8", "--seat-wind", "N", "--riichi-sticks", "1")


def test_with_a_table_each_discard_gains_its_round_ev_and_the_report_the_fold_line():
    status, out = cli("analyze", PUSH_HAND, "--json", "--table", json.dumps(PUSH_TABLE), *PUSH_ARGS)
    assert status == 0
    data = json.loads(out)
    found = _discards(out)
    assert all(isinstance(d["round_ev"], int) for d in found.values())
    fold = data["fold"]
    assert fold["tiles"][0] == "8s"  # genbutsu of the riichi
    # the genbutsu discard is worth the fold line at least; pushing the ready hand's 9m more
    assert found["8s"]["round_ev"] >= fold["ev"]
    assert found["9m"]["round_ev"] > found["8s"]["round_ev"]
    assert fold["ev"] < 0


def test_without_a_table_or_a_turn_nothing_is_added():
    _, out = cli("analyze", PUSH_HAND, "--json", *PUSH_ARGS)
    assert "fold" not in json.loads(out) and "round_ev" not in _discards(out)["9m"]
    args = ("--rules", "riichi", "--json", "--table", json.dumps(PUSH_TABLE))
    _, out = cli("analyze", PUSH_HAND, *args)
    assert "fold" not in json.loads(out)


@pytest.mark.parametrize(
    ("lang", "column", "fold"), [("en", "round EV", "Fold line"), ("zh_CN", "本局期望", "弃和")]
)
def test_the_text_gains_the_round_ev_column_and_the_fold_line(lang, column, fold):
    table = json.dumps(PUSH_TABLE)
    status, out = cli("analyze", PUSH_HAND, "--ascii", "--lang", lang, "--table", table, *PUSH_ARGS)
    assert status == 0
    assert column in out
    line = next(x for x in out.splitlines() if fold in x)
    assert line.split()[-1].startswith("-") and "," in line.split()[-1]
    best = next(
        x for x in out.splitlines() if x.startswith(("Best by the round EV", "本局期望最高"))
    )
    _, data = cli("analyze", PUSH_HAND, "--json", "--table", table, *PUSH_ARGS)
    ev = _discards(data)["9m"]["round_ev"]  # the ready hand's push, the best
    assert ("9m" in best or "九万" in best) and f"{ev:+,}" in best


@pytest.mark.parametrize("language", ["zh_CN", "ja"])
def test_a_tile_no_hand_can_win_on_is_named_in_the_language(language):
    """A dead honour's and a no-wait tile's deal-in cell read the language's words, not the
    reading's key (the key is English, for the English column only)."""
    from mjtrainer.cli.analyze import danger_cell
    from mjtrainer.cli.catalogue import catalogue
    from mjtrainer.cli.words import Words
    from mjtrainer.defence.categories import Against, Category, Danger
    from mjtrainer.defence.words import NAMES

    dead = Against(2, Category.HONOUR, None, 0.0, visible=3, no_wait=True)
    walled = Against(1, Category.NON_SUJI, None, 0.0, no_wait=True)
    cell = danger_cell(Danger(27, 0.0, (dead, walled)), Words(language))
    words = catalogue(language)["Defence"]
    assert words[NAMES["honour-dead"]] in cell and words[NAMES["no-wait"]] in cell
    assert "honour-dead" not in cell and "no-wait" not in cell
    english = danger_cell(Danger(27, 0.0, (dead, walled)), Words("en"))
    assert "honour-dead" in english and "no-wait" in english
