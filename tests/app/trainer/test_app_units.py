"""One word for each unit (issue 29 §2.6): a difference of two chances is "pp" (percentage
points, as the glossary defines it), "points" are a score's; the practice deal said "points
lost" and the quiz "percentage points" for what the review calls pp."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from mjtrainer.app.trainer.practice_model import Grade, GradeRow
from mjtrainer.app.trainer.practice_views import row_text
from mjtrainer.resources import asset

#: The one place the long form stands: the glossary's entry that defines pp.
DEFINITION = "pp (percentage points)"


def _sources() -> list[str]:
    root = ET.parse(asset("translations", "mjtrainer_zh_CN.ts")).getroot()
    return [m.findtext("source") or "" for m in root.iter("message")]


def test_no_window_text_calls_a_chance_difference_points():
    sources = _sources()
    assert DEFINITION in sources
    # A chance's difference is never in points: a text that loses points speaks of the round
    # EV (points of the score, lost against the best choice), or it speaks of a chance.
    wrong = [
        s
        for s in sources
        if s != DEFINITION
        and ("percentage point" in s or ("lost" in s and "points" in s and "EV" not in s))
    ]
    assert not wrong, wrong


def test_a_practice_grade_says_its_loss_in_pp():
    row = GradeRow(turn=3, played=8, grade=Grade.GOOD, loss=0.008, best=(22,))
    assert row_text(row) == "3. 9m — good (0.8 pp lost; best 5s)"
