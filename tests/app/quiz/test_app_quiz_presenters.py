"""The presenters, with plain pytest (no QApplication): core and quiz values in, the views'
frozen snapshots out. Expectations are hand-checked hands, brute force over the core's own
meld check, or closed forms; and importing the presenters (or the quiz jobs) loads no Qt."""

from __future__ import annotations

import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from mjtrainer.app.quiz import presenters, progress_presenters
from mjtrainer.app.quiz.model import DiscardQuestionView
from mjtrainer.core import Hand
from mjtrainer.quiz import ItemKey, QuizKind, generate, grade, levels
from mjtrainer.quiz.store import DayStat, MissedItem, Totals

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(
    "module",
    [
        "mjtrainer.app.shared.presenters",
        "mjtrainer.app.trainer.presenters",
        "mjtrainer.app.quiz.jobs",
        "mjtrainer.app.quiz.model",
        "mjtrainer.app.quiz.presenters",
        "mjtrainer.app.quiz.progress_presenters",
    ],
)
def test_importing_loads_no_qt(module):
    code = (
        f"import sys, {module}\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(bad)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert proc.stdout.strip() == "[]"


# --- the quiz ------------------------------------------------------------------------------------


def test_level_choices_are_every_kind_in_order_with_its_levels_numbered_from_one():
    choices = presenters.level_choices()
    assert [k for k, _ in choices] == [k.value for k in QuizKind]
    for kind, numbers in choices:
        assert numbers == tuple(range(1, len(levels(QuizKind(kind))) + 1)) and len(numbers) >= 3


def test_explanation_readings_agree_with_the_core():
    """Each wait's readings name exactly the wait kinds the core gives it, and the winning
    tile sits in the group the reading lights."""
    for level in (1, 2, 3, 4):
        for seed in range(60):
            q = generate("waits", level, seed)
            view = presenters.waits_question_view(q)
            assert [w.tile for w in view.waits] == list(q.answer)
            for w in view.waits:
                assert {k for r in w.readings for k in r.kinds} == set(w.kinds), (q.hand, w)
                for r in w.readings:
                    gi, pos = r.winning
                    assert r.groups[gi][pos] == w.tile
                    tiles = sorted(t for g in r.groups for t in g)
                    assert tiles == sorted(q.hand.tiles() + (w.tile,))


def test_discard_question_view_is_the_core_table_with_the_answer_flagged():
    """The explanation's table: every discard of the core's table, the best chance to win
    first, each with its effective tiles and its chances as the quiz graded them."""
    for seed in range(20):
        q = generate("discard", 3, seed)
        view = presenters.discard_question_view(q)
        assert isinstance(view, DiscardQuestionView)
        assert view.kind == "discard" and view.turn == q.turn == 1
        options = {o.discard: o for o in q.report.discards}
        ahead = {a.discard: a for a in q.lookahead}
        assert sorted(d.tile for d in view.discards) == sorted(options)
        for d in view.discards:
            assert (d.total, d.effective) == (
                options[d.tile].effective_count,
                options[d.tile].effective,
            )
            a = ahead[d.tile]
            assert (d.searched, d.tenpai, d.win) == (a.searched, a.tenpai_prob, a.win_prob)
        wins = [d.win for d in view.discards if d.searched]
        assert wins == sorted(wins, reverse=True) and len(wins) >= 2
        assert view.discards[0].win == max(wins)
        assert not any(d.searched for d in view.discards[len(wins) :])
        assert {d.tile for d in view.discards if d.best} == set(q.answer)
        assert view.tiles == q.hand.tiles() and view.notation == str(q.hand)


def test_grade_view_of_a_wrong_discard():
    q = generate("discard", 2, 4)
    worst = q.report.discards[-1]
    g = grade(q, (worst.discard,))
    view = presenters.discard_grade_view(g, timed_out=False, time_ms=1234)
    assert not view.correct and view.chosen == worst.discard and view.time_ms == 1234
    best = q.report.discards[0]
    if worst.shanten == best.shanten:
        assert view.tile_gap == best.effective_count - worst.effective_count
    else:
        assert view.shanten_gap == worst.shanten - best.shanten
    assert view.best in q.answer


def test_grade_view_of_waits_keeps_the_marks():
    q = generate("waits", 2, 9)
    wrong = next(t for t in range(34) if t not in q.answer)
    view = presenters.waits_grade_view(grade(q, (q.answer[0], wrong)), timed_out=True, time_ms=5)
    assert view.right == (q.answer[0],) and view.extra == (wrong,)
    assert (
        view.missed == q.answer[1:] and view.timed_out and set(view.given) == {q.answer[0], wrong}
    )


def _day(ordinal: int, kind: str, level: int, answered: int, correct: int) -> DayStat:
    return DayStat(date.fromordinal(ordinal), kind, level, answered, correct, 1000.0)


def test_progress_view_keeps_the_last_sixty_days_in_kind_order():
    base = date(2025, 3, 1).toordinal()
    days = [
        _day(base - 70, "waits", 1, 5, 5),  # older than 60 days before the last: dropped
        _day(base - 59, "discard", 2, 2, 1),
        _day(base - 59, "waits", 1, 4, 3),
        _day(base, "waits", 3, 3, 0),
        _day(base, "waits", 1, 2, 2),
    ]
    item = ItemKey("waits", 2, 7, "general", "123m456p789s1122z")
    broken = ItemKey("waits", 2, 8, "general", "not a hand")
    missed = [MissedItem(item, 2, 3, 0.0), MissedItem(broken, 1, 1, 0.0)]
    view = progress_presenters.progress_view(Totals(16, 11, 900.0), days, 4, 2, missed)
    assert (view.answered, view.correct, view.average_ms) == (16, 11, 900.0)
    assert (view.streak, view.due) == (4, 2)
    assert [(s.kind, s.level) for s in view.series] == [("waits", 1), ("waits", 3), ("discard", 2)]
    assert view.series[0].points == ((base - 59, 0.75, 4), (base, 1.0, 2))
    assert view.per_day == ((base - 59, 6), (base, 5))
    assert view.most_missed[0].tiles == Hand.parse(item.hand).tiles()
    assert (view.most_missed[0].misses, view.most_missed[0].answers) == (2, 3)
    assert view.most_missed[1].tiles == ()  # a stored hand that no longer reads


def test_progress_view_of_nothing():
    view = progress_presenters.progress_view(Totals(0, 0, None), [], 0, 0, [])
    assert view.series == () and view.per_day == () and view.accuracy is None


def test_every_quiz_kind_has_a_level():
    assert {k for k, _ in presenters.level_choices()} == {k.value for k in QuizKind}


def test_a_missed_scoring_question_keeps_its_declared_melds(qtbot):
    from mjtrainer.app.progress.views import MissedRow

    key = ItemKey("scoring", 2, 5, "mcr", "123m789s22z [567p] (1111z)")
    m = progress_presenters.missed_view(MissedItem(key, 2, 3, 0.0))
    assert m.tiles == Hand.parse("123m789s22z").tiles()
    assert [(v.tiles, v.kind) for v in m.melds] == [
        ((13, 14, 15), "chow"),
        ((27, 27, 27, 27), "concealed-kong"),
    ]
    row = MissedRow(0, m)
    qtbot.addWidget(row)
    drawn = [t for g in row.melds.groups() for t in g]
    assert len(row.tiles.tiles()) + len(drawn) == 15  # 8 concealed, a chow and a kong
    broken = ItemKey("scoring", 2, 5, "mcr", "1x")
    assert progress_presenters.missed_view(MissedItem(broken, 1, 1, 0.0)).melds == ()


def test_a_push_fold_row_has_the_throws_effective_tiles_and_chance_to_be_ready():
    """The push-or-fold table is the trainer's discard table: each throw's effective tiles
    (with the copies left, adding up to its count) and its chance to be ready, not blanks."""
    q = generate("pushfold", 1, 1)
    view = presenters.pushfold_question_view(q)
    rows = {d.tile: d for d in view.discards}
    assert set(rows) == {c.tile for c in q.choices}
    for c in q.choices:
        row = rows[c.tile]
        assert row.effective and sum(n for _, n in row.effective) == row.total == c.effective
        assert (row.tenpai is not None) == (c.win is not None)
        if row.tenpai is not None:
            assert row.win is not None and 0.0 <= row.win <= row.tenpai <= 1.0
