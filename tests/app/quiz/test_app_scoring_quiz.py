"""The scoring quiz on the quiz page as a learner drives it: the hand with its winning tile and
situation, the fan checklist (search, counts, the total following the ticks) or han and fu,
Enter and Space, the marks fan by fan, the explanation with the fans left out, the time limit,
Open in trainer with the situation, the progress chart and review."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.core import Rules
from mjtrainer.quiz import REVIEW_AFTER_MISS, McrAnswer

LEFT = Qt.MouseButton.LeftButton
CHECKED = Qt.CheckState.Checked


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def key(qtbot, window, k) -> None:
    window.activateWindow()
    qtbot.keyClick(window.quiz_page, k)


def open_scoring(window, qtbot, level: int, rules: str = "general", limit: int = 0):
    """The quiz tab, the scoring kind at ``level`` under ``rules``, Start."""
    window.settings.set_rules(Rules.preset(rules))
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select("scoring", level)
    page.time_limit.setValue(limit)
    click(qtbot, page.start_button)
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
    return page, window.quiz.question


def tick(page, answer: McrAnswer) -> None:
    """Tick each fan of ``answer`` in the checklist, with its count."""
    checklist = page.scoring_answer.checklist
    for fan, n in answer.fans:
        checklist.item(fan.id).setCheckState(0, CHECKED)
        if n > 1:
            checklist.spin(fan.id).setValue(n)


def test_mcr_question_answered_right_with_enter_and_space(window, qtbot):
    page, q = open_scoring(window, qtbot, 1)  # the general rules: scored as MCR
    assert q.rules == "mcr" and page.answer_card.isVisible()
    assert not page.answer_palette.isVisible()
    checklist = page.scoring_answer.checklist
    assert len(checklist.shown_fans()) == 81 and checklist.isVisible()
    # The hand, its winning tile marked and the situation in words.
    assert page.hand.tiles() == q.hand.tiles()
    won = [b for b in page.hand.buttons() if b.caption == "won"]
    assert len(won) == 1 and won[0].tile == q.situation.win_tile
    line = page.situation_line.text()
    assert "on a discard" in line or "by self-draw" in line
    answer = q.expected_answer()
    tick(page, answer)
    assert window.quiz.state.fans == tuple((f.id, n) for f, n in answer.fans)
    assert f"total {answer.total} fan" in checklist.total.text()
    assert page.submit_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_Return)
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and state.grade.correct
    assert page.verdict.text() == f"Right! {q.score.total} fan."
    assert page.verdict.property("tone") == "good"
    # Only the fans that count stay listed, each marked right.
    assert set(checklist.shown_fans()) == {f.id for f, _ in answer.fans}
    assert all(checklist.item(f.id).text(2) == "right" for f, _ in answer.fans)
    rows = page.explanation.scoring.rows()
    assert [r[0].split(" ")[0] for r in rows] == [f.fan.zh for f in q.score.fans]
    assert all(r[3] == "right" for r in rows)
    assert "Score 1/1" in page.score.text()
    key(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
    assert window.quiz.state.number == 2 and window.quiz.state.fans == ()
    assert len(checklist.shown_fans()) == 81
    assert not any(checklist.item(i).checkState(0) == CHECKED for i in range(1, 82))


def test_mcr_wrong_answer_is_marked_fan_by_fan(window, qtbot):
    page, q = open_scoring(window, qtbot, 3)
    answer = q.expected_answer()
    first, n = answer.fans[0]
    counted = {f.id for f, _ in answer.fans}
    extra = next(f for f in (68, 76, 75, 62, 63) if f not in counted)  # a fan that does not count
    tick(page, McrAnswer(answer.fans[1:]))
    page.scoring_answer.checklist.item(extra).setCheckState(0, CHECKED)
    click(qtbot, page.submit_button)
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and not state.grade.correct
    checklist = page.scoring_answer.checklist
    assert checklist.item(first.id).text(2) == f"missed (counts ×{n})"
    assert checklist.item(extra).text(2) == "does not count"
    assert set(checklist.shown_fans()) == {f.id for f, _ in answer.fans} | {extra}
    assert page.verdict.text().startswith("Not quite:") and page.verdict.property("tone") == "error"
    assert "1 missed, 1 too many" in page.verdict.text()
    # Level 3: a fan the hand shows is left out by a bigger one, and the explanation says so.
    details = page.explanation.scoring.details.text()
    assert "Not counted, as a bigger fan implies them:" in details and "implied by" in details
    assert page.legend.texts()[0] == "right"


def test_the_search_box_narrows_the_checklist(window, qtbot):
    page, _ = open_scoring(window, qtbot, 2)
    checklist = page.scoring_answer.checklist
    qtbot.keyClicks(checklist.search, "flush")
    assert set(checklist.shown_fans()) == {22, 49}  # Full Flush, Half Flush
    checklist.search.clear()
    qtbot.keyClicks(checklist.search, "73")
    assert checklist.shown_fans() == (73,)
    checklist.search.clear()
    checklist.search.setText("自摸")  # QTest cannot type Chinese: as an input method would
    assert checklist.shown_fans() == (80,)
    checklist.search.clear()
    assert len(checklist.shown_fans()) == 81


def test_only_repeating_fans_take_a_count(window, qtbot):
    page, _ = open_scoring(window, qtbot, 1)
    checklist = page.scoring_answer.checklist
    assert checklist.spin(49) is None  # 混一色 counts once
    spin = checklist.spin(73)  # 幺九刻 up to four times
    assert spin is not None and spin.maximum() == 4 and not spin.isEnabled()
    checklist.item(73).setCheckState(0, CHECKED)
    assert spin.isEnabled()
    spin.setValue(3)
    assert dict(window.quiz.state.fans)[73] == 3
    assert "total 3 fan" in checklist.total.text()
    click(qtbot, page.clear_button)
    assert window.quiz.state.fans == () and not spin.isEnabled()


def test_riichi_question_takes_han_and_fu(window, qtbot):
    page, q = open_scoring(window, qtbot, 3, rules="riichi")
    box = page.scoring_answer.riichi
    assert q.rules == "riichi" and box.isVisible()
    assert not page.scoring_answer.checklist.isVisible()
    assert not page.submit_button.isEnabled()  # han and fu first
    box.han.setValue(q.score.han)
    assert not page.submit_button.isEnabled()
    wrong_fu = next(f for f in (30, 40, 50) if f != q.score.fu)
    box.fu.setCurrentIndex(box.fu.findData(wrong_fu))
    assert window.quiz.state.hanfu == (q.score.han, wrong_fu, None)
    assert page.submit_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_Return)
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and not state.grade.correct
    assert box.marks["han"].text() == "✓ right"
    assert box.marks["fu"].text() == f"✗ wrong (the hand: {q.score.fu})"
    assert page.verdict.text() == (
        f"Not quite: the hand is {q.score.han} han {q.score.fu} fu, {q.score.points.total} points."
    )
    rows = page.explanation.scoring.rows()
    assert [r[1] for r in rows] == [str(y.han) for y in q.score.yaku]
    assert "Fu: base 20" in page.explanation.scoring.details.text()
    assert page.legend.marks() == ("right", "extra")


def test_time_up_grades_a_scoring_answer(window, qtbot, clock):
    page, q = open_scoring(window, qtbot, 1, limit=20)
    answer = q.expected_answer()
    tick(page, answer)
    clock.advance(21)
    window.quiz.ticker.timeout.emit()
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and state.grade.timed_out
    assert not state.grade.correct and "Time is up" in page.verdict.text()
    # The fans ticked in time are marked (all right here), not a discard's verdict.
    marks = state.grade.scoring.fans
    assert {f for f, *_ in marks} == {f.id for f, _ in answer.fans}
    assert all(m == "right" for *_, m in marks)
    window.quiz.refresh_progress()
    stored = window.quiz.store.answers("scoring")
    assert [(a.given, a.correct) for a in stored] == [(answer.to_text(), False)]


def test_open_in_trainer_brings_the_situation_and_rules(window, qtbot):
    page, q = open_scoring(window, qtbot, 2)
    click(qtbot, page.submit_button)  # nothing ticked: wrong, but answered
    click(qtbot, page.open_button)
    assert window.tabs.currentWidget() is window.trainer
    c = window.controller
    assert c.hand == q.hand and c.rules.name == "mcr" and window.settings.rules.name == "mcr"
    s = c.situation
    assert (s.win_tile, s.self_drawn) == (q.situation.win_tile, q.situation.self_drawn)
    assert (s.seat_wind, s.round_wind) == (
        q.situation.seat_wind.value,
        q.situation.round_wind.value,
    )
    assert window.trainer.situation.isVisible()
    assert c.result.scoring.score.total == q.score.total
    assert "Rules set to" in window.statusBar().currentMessage()
    window.undo_action.trigger()  # the learner's own hand is one Undo away
    assert c.hand != q.hand


def test_open_in_trainer_under_riichi_brings_the_dora_indicators(window, qtbot):
    for _ in range(40):
        page, q = open_scoring(window, qtbot, 1, rules="riichi")
        if q.situation.dora_indicators:
            break
        window.quiz.stop()
    assert q.situation.dora_indicators, "no question with dora indicators in 40 tries"
    page.scoring_answer.riichi.han.setValue(1)
    page.scoring_answer.riichi.fu.setCurrentIndex(1)
    click(qtbot, page.submit_button)
    click(qtbot, page.open_button)
    c = window.controller
    assert c.situation.dora == q.situation.dora_indicators
    for t in set(q.situation.dora_indicators):
        assert c.seen[t] == q.situation.dora_indicators.count(t)  # indicators are seen tiles
    assert c.result.scoring.score.points == q.score.points.total


def test_progress_charts_scoring_and_brings_a_miss_back(window, qtbot, clock):
    page, q = open_scoring(window, qtbot, 2)
    click(qtbot, page.submit_button)  # nothing ticked: a miss
    window.quiz.stop()
    window.tabs.setCurrentWidget(window.progress_page)
    series = {(s.kind, s.level) for s in window.quiz.progress.series}
    assert ("scoring", 2) in series
    styles = [
        window.progress_page.series_style(kind, n)[1:]
        for kind, levels in window.quiz.levels
        for n in levels
    ]
    # marker and line style tell every series apart: never colour alone
    assert len(set(styles)) == len(styles) == sum(len(levels) for _, levels in window.quiz.levels)
    clock.advance(REVIEW_AFTER_MISS)
    window.quiz.refresh_progress()
    window.tabs.setCurrentWidget(page)
    click(qtbot, page.review_button)
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
    again = window.quiz.question
    assert again.hand == q.hand and again.situation == q.situation
    assert page.scoring_answer.checklist.isVisible()


def test_the_points_box_refuses_a_number_past_the_limit(window, qtbot):
    """1,000,001–9,999,999 passed the box (as many digits as its top) and Submit then did
    nothing: the AnswerError escaped the controller (issue 19 §5.3)."""
    page, q = open_scoring(window, qtbot, 3, rules="riichi")
    box = page.scoring_answer.riichi
    box.han.setValue(q.score.han)
    box.fu.setCurrentIndex(box.fu.findData(q.score.fu))
    box.points.setFocus()
    qtbot.keyClicks(box.points, "1000001")
    assert box.points.text() == "100000"  # the last keystroke was refused
    assert window.quiz.state.hanfu == (q.score.han, q.score.fu, 100_000)
    qtbot.keyClicks(box.points, "²")
    assert box.points.text() == "100000"
    click(qtbot, page.submit_button)
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and not state.grade.correct


def test_the_controller_refuses_numbers_no_hand_reaches(window, qtbot):
    """A han of 2**31 was kept and failed every redraw of the spin box; now a number past
    the answer's limits is refused whole, with a message, and the answer stays."""
    page, q = open_scoring(window, qtbot, 3, rules="riichi")
    said: list[str] = []
    window.quiz.message.connect(said.append)
    window.quiz.set_riichi_answer(3, 40, None)
    for han, fu, points in ((2**31, 40, None), (3, 201, None), (3, 40, 1_000_001), (-1, 40, None)):
        window.quiz.set_riichi_answer(han, fu, points)
        assert window.quiz.state.hanfu == (3, 40, None)
    assert said == [
        "Han 2147483648: give a whole number from 0 to 200.",
        "Fu 201: give a whole number from 0 to 200.",
        "Points 1000001: give a whole number from 0 to 1000000.",
        "Han -1: give a whole number from 0 to 200.",
    ]
    assert page.scoring_answer.riichi.han.value() == 3
    window.quiz.submit()
    assert window.quiz.state.phase is QuizPhase.ANSWERED


@pytest.mark.parametrize("rules", ["riichi", "mcr"])
def test_the_won_caption_follows_a_language_switch(window, qtbot, rules):
    # (MCR's checklist re-emits its ticks on a language change, which redrew the hand by
    # chance; riichi has no checklist.)
    page, q = open_scoring(window, qtbot, 1, rules)

    def captions() -> list[str]:
        return [b.caption for b in page.hand.buttons() if b.caption]

    assert captions() == ["won"]
    window.settings.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: page.start_button.text() == "开始")
        assert captions() == ["和"]
    finally:
        window.settings.set_language("en")
    qtbot.waitUntil(lambda: captions() == ["won"])


def test_the_fans_named_on_a_new_question_tell_the_quiz_of_no_tick(window, qtbot):
    # Writing the 81 fans' names is no answer: each name once told the quiz a fan changed and
    # the page was shown again inside itself, one level deeper a fan.
    told = []
    window.quiz_page.fanChanged.connect(lambda fan, n: told.append((fan, n)))
    page, q = open_scoring(window, qtbot, 1)
    assert q.rules == "mcr" and page.scoring_answer.checklist.isVisible()
    assert told == [] and window.quiz.state.fans == ()
    page.scoring_answer.checklist.retranslate()
    assert told == []
