"""The situation's options come from its fields' one declaration (``scoring``'s
``SITUATION_FIELDS``): each field is one ``mjtrainer score`` option and one batch-line key, and
a field given under rules it does not apply to is refused with scoring's message."""

from __future__ import annotations

import io
import json
import re

import pytest

from mjtrainer.cli import run
from mjtrainer.core import PRESETS
from mjtrainer.scoring import SITUATION_FIELDS, FieldKind

# Hands that score, each won on a tile it holds once (the last of its kind, a kong robbed):
# a pure straight (16 fan) under mcr, all simples under riichi (no 2m-8m with three players).
HANDS = {
    "mcr": ("123m456m789m123p55p", "4m"),
    "riichi": ("234567m234p55678s", "7s"),
    "sanma": ("234567p234678s55p", "8s"),
}


def home(f) -> str:
    """The first preset (in the registry's order) a field applies to."""
    return next(name for name, r in PRESETS.items() if f.applies(r))


#: A value of each kind that is not the default, as the command line and a batch line give it.
GIVEN = {
    FieldKind.FLAG: ((), True),
    FieldKind.COUNT: (("1",), 1),
    FieldKind.TILES: (("3p",), "3p"),
    FieldKind.WIND: (("S",), "S"),
    FieldKind.TILE: (("2z",), "2z"),
}


def cli(*args: str, stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    status = run(["score", *args], stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def test_every_field_is_one_option_of_score(capsys):
    status, _ = cli("--help")
    text = capsys.readouterr().out  # argparse prints its help itself
    assert status == 0
    listed = re.findall(r"^ {2}(--[a-z-]+)", text, re.MULTILINE)
    for f in SITUATION_FIELDS:
        spelled = "--" + f.name.replace("_", "-")
        assert listed.count(spelled) == 1, spelled
        # Its help is the declared one (argparse may wrap it).
        start = text.index("  " + spelled)
        assert " ".join(f.help.split()[:3]) in " ".join(text[start:].split()), f.name


def test_every_field_is_one_key_of_a_batch_line():
    hand, win = HANDS["mcr"]
    line = json.dumps({"hand": hand, "win_tile": win, "colour": "red"})
    status, out = cli("--rules", "mcr", "--json", "-", stdin=line + "\n")
    error = json.loads(out)["error"]
    assert status == 1 and error.startswith("unknown key 'colour': a line's keys are ")
    keys = error.split("a line's keys are ", 1)[1].split(", ")
    for f in SITUATION_FIELDS:
        assert keys.count(f.name) == 1, f.name


@pytest.mark.parametrize("f", SITUATION_FIELDS, ids=lambda f: f.name)
def test_a_batch_line_takes_each_field_under_its_rules(f):
    rules = home(f) if f.basic else next(n for n in HANDS if f.applies(PRESETS[n]))
    hand, win = HANDS[rules]
    _, value = GIVEN[f.kind]
    line = {"hand": hand, "rules": rules, "win_tile": win, f.name: value}
    if f.kind is FieldKind.TILE:
        line[f.name] = win
    if f.name == "ippatsu":
        line["riichi"] = True  # ippatsu needs riichi
    if f.name == "dealer":
        line["seat_wind"] = "E"  # the dealer sits East
    status, out = cli("--json", "-", stdin=json.dumps(line) + "\n")
    got = json.loads(out)
    assert status == 0 and "error" not in got and got["win"], got


FOREIGN = [(f, other) for f in SITUATION_FIELDS for other in HANDS if not f.applies(PRESETS[other])]


def test_some_fields_apply_under_one_rule_set_only():
    # DESIGN.md "Scoring": MCR only last_of_kind and flowers; riichi only eight flags; three
    # players only kita.
    mcr_only = {"last_of_kind", "flowers"}
    assert {f.name for f, other in FOREIGN if other == "sanma"} == mcr_only
    assert {f.name for f, other in FOREIGN if other == "riichi"} == mcr_only | {"kita"}
    assert len({f.name for f, other in FOREIGN if other == "mcr"}) == 8 + 1


@pytest.mark.parametrize(("f", "other"), FOREIGN, ids=lambda x: getattr(x, "name", str(x)))
def test_a_field_under_rules_it_does_not_apply_to_is_refused(f, other):
    hand, win = HANDS[other]
    args, value = GIVEN[f.kind]
    message = f"{f.name} applies only under the {home(f)} rules"
    flag = "--" + f.name.replace("_", "-")
    status, out = cli(hand, "--rules", other, "--win-tile", win, flag, *args)
    assert status == 1 and out == f"error in {hand!r}: {message}\n"
    line = {"hand": hand, "rules": other, "win_tile": win, f.name: value}
    status, out = cli("--json", "-", stdin=json.dumps(line) + "\n")
    assert status == 1 and json.loads(out)["error"] == message
