"""The quiz kinds are specs in one registry: every kind has one, the app maps a kind to its
view in one table, and nothing else compares a kind's name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mjtrainer.core import Hand
from mjtrainer.game.review_choices import CALL, RIICHI
from mjtrainer.quiz import (
    KINDS,
    LEVELS,
    AnswerRecord,
    ChoiceAnswer,
    QuizError,
    QuizKind,
    generate,
    grade,
    levels,
    question_from_dict,
    spec_of,
    time_up,
)

PACKAGE = Path(__file__).resolve().parents[2] / "mjtrainer"
# A quiz kind's name as a string. "riichi" and "call" also name a review decision's kind, what
# a seat did and a reason's parameter (mjtrainer.game.review_choices): a string of theirs is not
# known to be a quiz kind, so only their QuizKind members are looked for.
SHARED = frozenset({RIICHI, CALL})
NAMES = frozenset(k.value for k in QuizKind) - SHARED
#: The app's page objects of the kinds (one a kind), which may know their own kind.
TABLE = PACKAGE / "app" / "quiz" / "kinds"  # the page's objects, one a kind


def _kind_names_compared(tree: ast.AST) -> list[int]:
    """Lines that compare something with a kind's name (``== "waits"``), a ``QuizKind``
    member (``is QuizKind.WAITS``, ``QuizKind.SCORING.value``), or match on either."""

    def names_a_kind(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant) and node.value in NAMES:
            return True
        if isinstance(node, ast.Attribute):
            if node.attr == "value":
                return names_a_kind(node.value)
            return isinstance(node.value, ast.Name) and node.value.id == "QuizKind"
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return any(names_a_kind(e) for e in node.elts)
        return False

    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            if any(names_a_kind(n) for n in (node.left, *node.comparators)):
                lines.append(node.lineno)
        elif isinstance(node, ast.MatchValue) and names_a_kind(node.value):
            lines.append(node.lineno)
    return lines


def _knows_the_quiz(path: Path) -> bool:
    """Whether the module can hold a quiz kind at all: the app and the command line do; the
    rooms below the quiz never import it (their "discard" is a game's event, not a quiz)."""
    return PACKAGE / "app" in path.parents or PACKAGE / "cli" in path.parents


def test_no_kind_name_is_compared_outside_the_quiz_but_in_the_apps_table():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if TABLE in path.parents or (PACKAGE / "quiz") in path.parents:
            continue
        if not _knows_the_quiz(path):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.relative_to(PACKAGE)}:{n}" for n in _kind_names_compared(tree)]
    assert not found, "compare kinds in the kind table or ask the spec:\n" + "\n".join(found)


def test_the_scan_catches_each_form_of_comparison():
    code = (
        'a == "waits"\n'
        "b is QuizKind.DISCARD\n"
        "c != QuizKind.SCORING.value\n"
        'd in ("waits", "x")\n'
        "match e:\n    case QuizKind.WAITS:\n        pass\n"
        'f = {"waits": 1}\n'  # a table keyed by kind is no comparison
    )
    assert _kind_names_compared(ast.parse(code)) == [1, 2, 3, 4, 6]


def test_every_kind_has_one_spec_and_its_levels():
    assert list(KINDS) == list(QuizKind)
    for kind, spec in KINDS.items():
        assert spec.kind is kind and spec_of(kind) is spec
        assert levels(kind) == spec.levels and all(lv.kind is kind for lv in spec.levels)
        assert [lv.number for lv in spec.levels] == list(range(1, len(spec.levels) + 1))
    assert LEVELS == tuple(lv for spec in KINDS.values() for lv in spec.levels)


CASES = [
    ("waits", 2, 4, "general"),
    ("discard", 3, 1, "general"),
    ("scoring", 1, 3, "mcr"),
    ("scoring", 3, 2, "riichi"),
    ("defence", 2, 5, "riichi"),
    ("pushfold", 2, 3, "riichi"),
    ("riichi", 2, 1, "riichi"),
    ("call", 2, 1, "riichi"),
]


@pytest.mark.parametrize(("kind", "level", "seed", "rules"), CASES)
def test_a_question_comes_back_from_its_json_line(kind, level, seed, rules):
    q = generate(kind, level, seed, rules)
    again = question_from_dict(q.to_dict())
    assert type(again) is type(q) and again.to_dict() == q.to_dict()
    assert again.hand == q.hand and again.kind is q.kind


def test_a_line_that_is_no_question_is_refused():
    with pytest.raises(QuizError):
        question_from_dict({"kind": "waits", "level": 1})
    with pytest.raises(QuizError):
        question_from_dict({"kind": "waits", "level": 1, "rules": "general", "hand": "1x"})


def _answers(q):
    """A right and a wrong answer to ``q``."""
    if q.kind is QuizKind.SCORING:
        right = q.expected_answer()
        return right, time_up(q).answer  # riichi: no answer; MCR: no fan
    if q.kind is QuizKind.WAITS:
        return q.answer, q.answer[1:] + (next(t for t in range(34) if t not in q.answer),)
    if q.kind is QuizKind.DEFENCE:
        return q.answer[:1], (next(d.tile for d in q.dangers if d.tile not in q.answer),)
    if q.kind is QuizKind.PUSHFOLD:
        return q.answer[:1], (next(c.tile for c in q.choices if c.tile not in q.answer),)
    if q.kind in (QuizKind.RIICHI, QuizKind.CALL):
        wrong = next(r.word for r in q.rows if r.word not in q.answer)
        return ChoiceAnswer(q.answer[0]), ChoiceAnswer(wrong)
    wrong = next(o.discard for o in q.report.discards if o.discard not in q.answer)
    return q.answer[:1], (wrong,)


@pytest.mark.parametrize(("kind", "level", "seed", "rules"), CASES)
def test_a_stored_answer_reads_back_and_grades_the_same(kind, level, seed, rules):
    q = generate(kind, level, seed, rules)
    for answer in _answers(q):
        if answer is None:
            g = time_up(q)
        else:
            g = grade(q, answer)
        record = AnswerRecord.of(q, g, 100, 1.0)
        if answer is None:  # time ran out before han and fu were given: nothing to read
            assert record.given == "" and g.given_text() == ""
            continue
        read = record.answer()
        assert grade(q, read).correct == g.correct == record.correct
        assert AnswerRecord.of(q, grade(q, read), 100, 1.0).given == record.given


def test_a_record_of_an_unknown_kind_does_not_read():
    record = AnswerRecord(1.0, "tiles", 1, 0, "riichi", str(Hand.parse("1m")), "1m", True)
    with pytest.raises(QuizError):
        record.answer()
