"""The fields of a win's situation, declared once (``SITUATION_FIELDS``): they are
:class:`Situation`'s, they apply where DESIGN.md "Scoring" says, and :meth:`Situation.check`
reads them: a field under rules it does not apply to, or past its bound, is refused."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from mjtrainer.core import PRESETS, Scored
from mjtrainer.scoring import FIELD_BY_NAME, FLAGS, SITUATION_FIELDS, FieldKind, Situation
from mjtrainer.scoring.errors import ScoringError
from mjtrainer.scoring.situation import situation_flags

# DESIGN.md "Scoring": what every win tells, the shared flags, MCR's and riichi's own.
BASICS = {"win_tile", "self_drawn", "seat_wind", "round_wind"}
SHARED = {"last_tile", "kong"}
MCR_ONLY = {"last_of_kind", "flowers"}
RIICHI_ONLY = {
    "riichi",
    "double_riichi",
    "ippatsu",
    "dealer",
    "dora_indicators",
    "ura_dora_indicators",
    "honba",
    "riichi_sticks",
}
# DESIGN.md "Rules": three-player riichi sets norths aside as kita.
THREE_PLAYER_ONLY = {"kita"}
#: A value of each kind that is not the default.
OTHER = {FieldKind.FLAG: True, FieldKind.COUNT: 1, FieldKind.TILES: (5,), FieldKind.TILE: 3}
NEEDS = {"ippatsu": {"riichi": True}}


def test_the_fields_are_the_situations_in_its_order_with_its_defaults():
    assert [f.name for f in SITUATION_FIELDS] == [f.name for f in fields(Situation)]
    plain = Situation(0)
    for f in SITUATION_FIELDS[1:]:
        assert f.default == getattr(plain, f.name), f.name
    assert FIELD_BY_NAME["win_tile"].default is None  # always given


def test_each_field_applies_where_design_says():
    both = (Scored.MCR, Scored.RIICHI)
    under = {f.name: f.under for f in SITUATION_FIELDS}
    assert {n for n, u in under.items() if u == both} == BASICS | SHARED
    assert {n for n, u in under.items() if u == (Scored.MCR,)} == MCR_ONLY
    riichi_scored = RIICHI_ONLY | THREE_PLAYER_ONLY
    assert {n for n, u in under.items() if u == (Scored.RIICHI,)} == riichi_scored
    assert {f.name for f in SITUATION_FIELDS if f.basic} == BASICS
    assert set(FLAGS[Scored.MCR]) == SHARED | MCR_ONLY
    assert set(FLAGS[Scored.RIICHI]) == SHARED | riichi_scored
    assert {f.name for f in SITUATION_FIELDS if f.with_kita} == THREE_PLAYER_ONLY
    assert set(situation_flags("sanma")) - set(situation_flags("riichi")) == THREE_PLAYER_ONLY


@pytest.mark.parametrize(
    ("name", "rules", "owner"),
    [(n, "riichi", "mcr") for n in sorted(MCR_ONLY)]
    + [(n, "mcr", "riichi") for n in sorted(RIICHI_ONLY)]
    + [(n, rules, "sanma") for n in sorted(THREE_PLAYER_ONLY) for rules in ("mcr", "riichi")],
)
def test_a_field_under_rules_it_does_not_apply_to_is_refused(name, rules, owner):
    value = OTHER[FIELD_BY_NAME[name].kind]
    situation = Situation(5, **{name: value})
    with pytest.raises(ScoringError) as e:
        situation.check(rules)
    assert e.value.code == "flag-rules"
    assert str(e.value) == f"{name} applies only under the {owner} rules"
    # Under its own rules the field is taken (ippatsu with the riichi it needs).
    accepted = Situation(5, **{name: value, **NEEDS.get(name, {})})
    assert accepted.check(owner) is accepted


def test_flowers_are_refused_under_mcr_rules_that_play_none():
    no_flowers = replace(PRESETS["mcr"], name="mcr-plain", flowers=False)
    with pytest.raises(ScoringError, match="^flowers applies only under the mcr rules$"):
        Situation(5, flowers=1).check(no_flowers)
    Situation(5).check(no_flowers)


@pytest.mark.parametrize("f", [f for f in SITUATION_FIELDS if f.most], ids=lambda f: f.name)
def test_a_field_is_taken_up_to_its_bound_and_refused_past_it(f):
    rules = next(name for name, r in PRESETS.items() if f.applies(r))
    if f.kind is FieldKind.COUNT:
        at, past = f.most, f.most + 1
    else:
        at, past = (5,) * f.most, (5,) * (f.most + 1)
    Situation(5, **{f.name: at}).check(rules)
    with pytest.raises(ScoringError) as e:
        Situation(5, **{f.name: past}).check(rules)
    assert e.value.code in ("flowers-range", "kita-range", "sticks-range", "too-many-dora")
    assert str(len(past) if isinstance(past, tuple) else past) in str(e.value)
