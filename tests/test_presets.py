"""A rule set is asked, never named (DESIGN.md "Rules"): no module compares a preset's name
except the registry, ``core/rules.py``; and a preset is one registry entry, which every face
(core, scoring, the quiz, the command line) takes without another edit.

The window's side of a new preset is in ``tests/app/shared/test_app_presets.py``.
"""

from __future__ import annotations

import ast
import io
import json
from pathlib import Path

import pytest

from mjtrainer.cli import run
from mjtrainer.core import PRESETS, Hand, HandError, Rules, Scored, find_rules
from mjtrainer.core.rules import ALIASES, OPTIONS
from mjtrainer.quiz.levels import scoring_rules
from mjtrainer.scoring import (
    FLAGS,
    SCORERS,
    Situation,
    legal_win,
    score,
    scored_presets,
    scores_rules,
    situation_flags,
)

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mjtrainer"
REGISTRY = PACKAGE / "core" / "rules.py"
NAMES = frozenset(PRESETS) | frozenset(ALIASES)


# --- no preset name is compared outside the registry ---------------------------------------------


def _named(node: ast.AST) -> str | None:
    """The preset name ``node`` is, or holds (a tuple, list or set of names for ``in``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        key = node.value.strip().lower()
        return key if key in NAMES else None
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return next((n for n in map(_named, node.elts) if n), None)
    return None


def name_comparisons(source: str) -> list[tuple[int, str]]:
    """(line, name) of every comparison with a preset's name in ``source``: ``==``, ``!=``,
    ``in``, ``not in``, ``is`` against a name or a collection of names, and ``case "mcr":``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                name = _named(side)
                if name:
                    found.append((node.lineno, name))
        elif isinstance(node, ast.MatchValue):
            name = _named(node.value)
            if name:
                found.append((node.lineno, name))
    return found


def test_no_preset_name_is_compared_outside_the_registry():
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: compares {name!r}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path != REGISTRY
        for line, name in name_comparisons(path.read_text(encoding="utf-8"))
    ]
    assert not wrong, "ask the rule set instead:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    "source",
    [
        'if rules.name == "riichi": pass',
        'ok = "mcr" != rules.name',
        'ok = name in ("riichi", "mcr")',
        'ok = name not in ["general"]',
        'ok = rules == " MCR "',
        'ok = name == "gb"',
        'match name:\n    case "riichi":\n        pass',
    ],
)
def test_the_scan_sees_a_comparison(source):
    assert name_comparisons(source)


@pytest.mark.parametrize(
    "source",
    [
        'rules = Rules.preset("riichi")',
        'data = {"rules": "mcr"}',
        'for flag in ("riichi", "ippatsu"): pass',
        "ok = rules.scored is Scored.RIICHI",
        'ok = name == "riichi_sticks"',
    ],
)
def test_the_scan_leaves_names_used_as_data_alone(source):
    assert not name_comparisons(source)


# --- the registry --------------------------------------------------------------------------------


def test_each_preset_knows_what_its_name_implies():
    general, riichi, mcr = PRESETS["general"], PRESETS["riichi"], PRESETS["mcr"]
    assert list(PRESETS) == ["general", "riichi", "mcr", "sanma"]  # menus' and --rules' order
    sanma = PRESETS["sanma"]
    assert sanma.scored is Scored.RIICHI and sanma.seats == 3 and sanma.starting_points == 35_000
    assert [r.seats for r in (general, riichi, mcr)] == [4, 4, 4]
    assert (general.scored, riichi.scored, mcr.scored) == (Scored.NONE, Scored.RIICHI, Scored.MCR)
    assert (general.checks_wins, riichi.checks_wins, mcr.checks_wins) == (False, True, True)
    assert (general.flowers, riichi.flowers, mcr.flowers) == (False, False, True)
    assert (general.red_fives, riichi.red_fives, mcr.red_fives) == (0, 3, 0)
    assert mcr.knitted and mcr.four_identical_pairs
    assert not (general.knitted or riichi.knitted or riichi.four_identical_pairs)
    for rules in PRESETS.values():
        assert rules.open_tanyao and rules.kazoe_yakuman and rules.double_yakuman
        assert not rules.kiriage


@pytest.mark.parametrize(
    ("name", "preset"),
    [
        ("general", "general"),
        (" Riichi ", "riichi"),
        ("MCR", "mcr"),
        ("gb", "mcr"),
        ("GuoBiao", "mcr"),
        ("国标", "mcr"),
        ("Sanma", "sanma"),
        ("三麻", "sanma"),
    ],
)
def test_a_preset_is_found_by_its_name_or_an_alias(name, preset):
    assert find_rules(name) is PRESETS[preset]
    assert Rules.preset(name) == PRESETS[preset] and str(Rules.preset(name)) == preset


def test_an_unknown_name_is_refused_with_its_code():
    with pytest.raises(HandError) as caught:
        find_rules("tenhou")
    assert caught.value.code == "unknown-rules" and "'tenhou'" in str(caught.value)


def test_options_are_the_shape_toggles_only():
    """The settings file keeps exactly these; what a preset implies is not an option."""
    mcr = PRESETS["mcr"]
    assert tuple(mcr.options()) == OPTIONS
    switched = mcr.with_options(knitted=False)
    assert not switched.knitted and switched.scored is Scored.MCR and switched.flowers
    assert switched != mcr
    assert switched.with_options(knitted=True) == mcr
    assert hash(switched.with_options(knitted=True)) == hash(mcr)
    with pytest.raises(HandError) as caught:
        mcr.with_options(scored=Scored.NONE)  # type: ignore[arg-type]
    assert caught.value.code == "unknown-option"


def test_every_way_of_scoring_has_its_scorer_and_its_flags():
    """A new Scored kind the scoring tables forget fails here, not in a user's hands."""
    valued = {k for k in Scored if k is not Scored.NONE}
    assert set(SCORERS) == valued and set(FLAGS) == valued


def test_situation_flags_are_those_of_design_md():
    shared = {"last_tile", "kong"}
    assert set(situation_flags(PRESETS["mcr"])) == shared | {"last_of_kind", "flowers"}
    assert set(situation_flags("riichi")) == shared | {
        "riichi",
        "double_riichi",
        "ippatsu",
        "dealer",
        "dora_indicators",
        "ura_dora_indicators",
        "honba",
        "riichi_sticks",
    }
    assert situation_flags("general") == () and situation_flags("nonsense") == ()
    # Flowers are a flag only where the rule set plays them.
    no_flowers = Rules("mcr-nf", knitted=True, scored=Scored.MCR)
    assert "flowers" not in situation_flags(no_flowers)


# --- a new preset is one registry entry ----------------------------------------------------------


@pytest.fixture
def tenhou(monkeypatch):
    """A throw-away riichi preset: the one registry entry a new preset needs."""
    rules = Rules("tenhou", scored=Scored.RIICHI, red_fives=3, double_yakuman=False)
    monkeypatch.setitem(PRESETS, "tenhou", rules)
    return rules


def test_a_new_preset_is_found_and_scored(tenhou):
    assert find_rules(" Tenhou ") is tenhou
    assert scores_rules("tenhou") and "tenhou" in scored_presets()
    assert situation_flags(tenhou) == situation_flags(PRESETS["riichi"])
    s = score(Hand.parse("123m456p789s11z234p"), tenhou, Situation(10, True))
    assert s.win and s.han >= 1  # menzen tsumo
    legal = legal_win(tenhou)
    assert legal is not None and legal(Hand.parse("123m456p789s11z234p"), 10)
    assert scoring_rules(tenhou) == tenhou  # the scoring quiz scores under it as it is


def test_the_command_line_takes_a_new_preset(tenhou):
    out = io.StringIO()
    assert run(["analyze", "--json", "123m456p789s1122z", "--rules", "tenhou"], stdout=out) == 0
    assert json.loads(out.getvalue())["rules"] == "tenhou"
    out = io.StringIO()
    args = ["score", "--json", "123m456p789s11z234p", "--rules", "tenhou", "--win-tile", "2p"]
    assert run([*args, "--self-drawn"], stdout=out) == 0
    assert json.loads(out.getvalue())["win"] is True
