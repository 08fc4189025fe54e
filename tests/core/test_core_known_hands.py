"""Known hands (tests/data/known_hands.json): each entry's stated facts, checked one by one."""

import json
from pathlib import Path

import pytest

from mjtrainer.core import Hand, Rules, analyze, tile_str

CASES = json.loads((Path(__file__).parent.parent / "data" / "known_hands.json").read_text("utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_known_hand(case):
    report = analyze(Hand.parse(case["hand"]), Rules.preset(case["rules"]))
    if "shanten" in case:
        assert report.shanten == case["shanten"]
    if "win" in case:
        assert report.win is case["win"]
    if "decompositions" in case:
        assert len(report.decompositions) == case["decompositions"]
    if "shapes" in case:
        assert [d.shape.value for d in report.decompositions] == case["shapes"]
    if "seven_stars" in case:
        assert report.decompositions[0].seven_stars is case["seven_stars"]
    if "waits" in case:
        assert [tile_str(w.tile) for w in report.waits] == case["waits"]
    if "wait_total" in case:
        assert sum(w.remaining for w in report.waits) == case["wait_total"]
    for tile, kinds in case.get("wait_kinds", {}).items():
        (wait,) = [w for w in report.waits if tile_str(w.tile) == tile]
        assert [k.value for k in wait.kinds] == kinds
    if "effective_kinds" in case:
        assert len(report.effective) == case["effective_kinds"]
    if "effective_total" in case:
        assert report.effective_count == case["effective_total"]
    if "best_discard" in case:
        best = report.discards[0]
        assert tile_str(best.discard) == case["best_discard"]
        assert best.effective_count == case["best_effective_total"]


def test_every_kind_of_wait_kind_appears_in_the_cases():
    kinds = {k for c in CASES for ks in c.get("wait_kinds", {}).values() for k in ks}
    assert kinds == {"ryanmen", "kanchan", "penchan", "tanki", "shanpon", "kokushi"}
