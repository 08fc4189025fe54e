"""The quiz page's kinds (issue 25 §4): one object a kind, each in its own module, every kind
of the quiz room found by :func:`kind_view` (that no other module compares a kind's name is
tests/quiz/test_kinds.py's scan)."""

from __future__ import annotations

import ast
import inspect
from dataclasses import fields
from typing import get_args

import pytest

from mjtrainer.app.quiz import views
from mjtrainer.app.quiz.kinds import AnswerInput, ExplanationPart, KindView, kind_view
from mjtrainer.app.quiz.model import AskedHand, GradeView, QuestionView
from mjtrainer.app.quiz.presenters import grade_view, question_view
from mjtrainer.quiz import generate, time_up
from mjtrainer.quiz.levels import QuizKind


@pytest.mark.parametrize("kind", list(QuizKind))
def test_every_kind_has_its_own_view_in_a_module_of_its_own(kind):
    view = kind_view(kind)
    assert isinstance(view, KindView) and view.kind is kind
    assert kind_view(kind.value) is view
    module = type(view).__module__
    assert module.startswith("mjtrainer.app.quiz.kinds.") and not module.endswith(".base")
    # each says what it shares with the page: how it is answered and what explains it
    assert isinstance(view.input, AnswerInput) and isinstance(view.explanation, ExplanationPart)


def test_a_name_that_is_no_kind_is_refused():
    with pytest.raises(ValueError):
        kind_view("mahjong")


def test_only_the_discard_kind_opens_its_position_and_the_submitted_kinds_submit():
    opens = {k for k in QuizKind if kind_view(k).opens_position}
    assert opens == {QuizKind.DISCARD}
    submits = {k for k in QuizKind if kind_view(k).submits}
    assert submits == {QuizKind.WAITS, QuizKind.SCORING}


def _show_state() -> ast.FunctionDef:
    tree = ast.parse(inspect.getsource(views))
    return next(
        n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "show_state"
    )


def test_show_state_asks_the_kind_and_leaves_each_part_to_its_own_method():
    # No kind's part read and no way of answering compared in show_state itself: the parts
    # are shown by _show_answer_input, _show_table, _show_card and _show_scoring.
    fn = _show_state()
    parts = {"scoring", "defence", "offers", "melds", "seen"}
    read = [n.attr for n in ast.walk(fn) if isinstance(n, ast.Attribute) and n.attr in parts]
    assert read == []
    ways = [n.attr for n in ast.walk(fn) if isinstance(n, ast.Attribute)]
    assert set(ways) & {m.name for m in AnswerInput} <= {"HAND_TILE"}


def test_show_state_has_fewer_than_ten_decisions():
    # each branch, loop, conditional expression and extra operand of and/or is one more
    # path (the count was 49 before the parts moved out)
    fn = _show_state()
    paths = 1
    for n in ast.walk(fn):
        if isinstance(n, ast.If | ast.For | ast.While | ast.IfExp | ast.comprehension):
            paths += 1
        elif isinstance(n, ast.BoolOp):
            paths += len(n.values) - 1
    assert paths < 10


def test_each_kind_has_its_own_snapshots_and_none_carries_another_kinds_parts():
    """The question and grade snapshots are unions of one type a kind (§4): a question of
    each kind comes out as its own type, and the parts beyond what every question has
    (``AskedHand``) belong to the kinds that show them, so no snapshot is a bag of optionals
    that another kind fills."""
    members = set(get_args(QuestionView))
    made = {}
    for kind in QuizKind:
        q = generate(kind.value, 1, 3)
        view = question_view(q)
        assert type(view) in members and view.kind == kind.value
        g = grade_view(time_up(q), timed_out=True, time_ms=0)
        assert type(g) in set(get_args(GradeView)) and g.timed_out and not g.correct
        made[kind] = type(view)
    assert set(made.values()) == members and len(members) == len(QuizKind)
    common = {f.name for f in fields(AskedHand)}
    owners: dict[str, set[QuizKind]] = {}
    for kind, snapshot in made.items():
        for name in {f.name for f in fields(snapshot)} - common:
            owners.setdefault(name, set()).add(kind)
    assert owners["waits"] == {QuizKind.WAITS}
    assert owners["scoring"] == {QuizKind.SCORING}
    assert owners["discards"] == {QuizKind.DISCARD, QuizKind.PUSHFOLD}
    assert owners["choices"] == {QuizKind.RIICHI, QuizKind.CALL}
    assert owners["left"] == {QuizKind.RIICHI} and owners["offered_from"] == {QuizKind.CALL}
    assert QuizKind.WAITS not in owners["defence"] and QuizKind.SCORING not in owners["defence"]


@pytest.mark.parametrize("kind", list(QuizKind))
def test_the_kind_object_reads_its_own_snapshot(kind, qapp):
    """What the page asks of a kind's object (the prompt, the table, the card's tiles, the
    scoring part, the hand's marks and the legend) comes from that kind's snapshot."""
    q = generate(kind.value, 1, 3)
    view = question_view(q)
    g = grade_view(time_up(q), timed_out=True, time_ms=0)
    obj = kind_view(kind)
    assert obj.prompt(view)
    assert (obj.table(view) is not None) == (
        kind not in (QuizKind.WAITS, QuizKind.SCORING, QuizKind.DISCARD)
    )
    assert (obj.scoring(view) is not None) == (kind is QuizKind.SCORING)
    assert len(obj.hand_marks(view, g)) == len(view.tiles)
    assert (obj.offers(view) != ()) == (obj.input is AnswerInput.CHOICE)
    assert obj.legend(view)
