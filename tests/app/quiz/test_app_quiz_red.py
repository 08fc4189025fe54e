"""Red fives dealt by the waits and discard quizzes reach the quiz page: drawn red (their own
tile codes), thrown as their five, and a riichi session's questions show them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mjtrainer.app.quiz.model import QuizPhase, QuizState
from mjtrainer.app.quiz.presenters import question_view
from mjtrainer.core import Rules
from mjtrainer.core.kinds import red_of
from mjtrainer.quiz import generate


def _red_question(kind: str, level: int):
    for seed in range(300):
        q = generate(kind, level, seed, "riichi")
        if q.hand.red:
            return q
    raise AssertionError("no red five in 300 seeds")


def _show(window, q):
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    view = question_view(q)
    page.show_state(
        QuizState(phase=QuizPhase.ASKING, kind=q.kind.value, level=q.level, question=view)
    )
    return page, view


def test_a_waits_question_draws_its_red_five_red(window):
    q = _red_question("waits", 1)
    page, view = _show(window, q)
    assert view.tiles == q.hand.tiles()  # answers and marks go by kinds
    assert page.hand.tiles() == q.hand.codes()
    assert red_of(q.hand.red[0]) in page.hand.tiles()


def test_a_red_five_clicked_is_thrown_as_its_five(window, qtbot):
    q = _red_question("discard", 2)
    page, _ = _show(window, q)
    five = q.hand.red[0]
    at = page.hand.tiles().index(red_of(five))
    button = page.hand_buttons()[at]
    with qtbot.waitSignal(page.discardChosen) as blocker:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    assert blocker.args == [five]


def test_a_riichi_session_shows_the_hand_as_dealt(window, qtbot):
    window.settings.set_rules(Rules.preset("riichi"))
    quiz = window.quiz
    for _ in range(40):  # until a question with a red five comes up
        quiz.start("waits", 1, 0)
        qtbot.waitUntil(lambda: quiz.state.phase is QuizPhase.ASKING)
        q = quiz.question
        assert window.quiz_page.hand.tiles() == q.hand.codes()
        if q.hand.red:
            break
    else:
        raise AssertionError("no red five in 40 riichi questions")
