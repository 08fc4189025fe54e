"""The quiz and progress pages as a learner drives them: clicks and keys, the marks on the
tiles, the explanation, Next, Open in trainer, the time limit, and the progress chart."""

from __future__ import annotations

import pytest
from pools import SynchronousPool
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mjtrainer.app.main import build_window
from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.shared import tileart
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.quiz import DAY, REVIEW_AFTER_MISS, AnswerRecord, explain_discard, generate, grade
from tests.app.window.test_app_narrow_window import clipped_widgets

LEFT = Qt.MouseButton.LeftButton


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def key(qtbot, window, k) -> None:
    window.activateWindow()
    qtbot.keyClick(window.quiz_page, k)


def open_quiz(window, qtbot, kind: str, level: int, limit: int = 0):
    """Go to the quiz tab, pick kind, level and time limit, press Start."""
    page = window.quiz_page
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(window.tabs.indexOf(page)).center())
    assert window.tabs.currentWidget() is page
    page.select(kind, level)
    page.time_limit.setValue(limit)
    assert page.level_description.text()
    click(qtbot, page.start_button)
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
    return page, window.quiz.question


def marks(page) -> dict[int, tuple[str, str]]:
    """(mark, symbol) of every marked tile of the answer palette."""
    return {
        t: (page.answer_palette.button(t).mark, page.answer_palette.button(t).mark_symbol)
        for t in range(34)
        if page.answer_palette.button(t).mark
    }


def test_waits_question_answered_right(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 2)
    assert page.hand.tiles() == q.hand.tiles()
    assert page.answer_palette.isVisible() and not page.next_button.isEnabled()
    for t in q.answer:
        click(qtbot, page.answer_palette.button(t))
        assert page.answer_palette.button(t).look == tileart.HIGHLIGHT  # selected
    assert page.submit_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_Return)
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and state.grade.correct
    assert marks(page) == {t: ("right", "✓") for t in q.answer}
    others = [t for t in range(34) if t not in q.answer]
    assert all(page.answer_palette.button(t).look == tileart.DISABLED for t in others)
    assert "Right!" in page.verdict.text() and page.verdict.property("tone") == "good"
    assert "Score 1/1" in page.score.text() and "Streak 1" in page.streak.text()
    # Explanation: each wait with its readings drawn as tile groups, the winning tile lit.
    rows = page.explanation.wait_rows
    assert [r.wait.tile for r in rows] == list(q.answer)
    assert all(r.tile.mark == "right" for r in rows)
    for r in rows:
        assert r.readings and r.kinds.text()
        for rd in r.readings:
            assert rd.groups.lit_tile() == r.wait.tile
            drawn = sorted(t for g in rd.groups.groups() for t in g)
            assert drawn == sorted(q.hand.tiles() + (r.wait.tile,))
            assert rd.label.text()  # the wait kind of this reading
        assert rd.groups.heightForWidth(rd.groups.width()) > 0
    assert page.legend.isVisible() and page.legend.texts()[0] == "wait found"


def test_waits_question_answered_wrong(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 3)
    found = q.answer[0]
    wrong = next(t for t in range(34) if t not in q.answer)
    click(qtbot, page.answer_palette.button(found))
    click(qtbot, page.answer_palette.button(wrong))
    click(qtbot, page.submit_button)
    g = window.quiz.state.grade
    assert not g.correct
    expected = {found: ("right", "✓"), wrong: ("extra", "✗")}
    expected.update({t: ("missed", "○") for t in q.answer[1:]})
    assert marks(page) == expected
    # The mark is spelled out for screen readers and tooltips too.
    assert "wrong pick" in page.answer_palette.button(wrong).toolTip()
    assert page.verdict.property("tone") == "error"
    assert f"1 of {len(q.answer)} waits found" in page.verdict.text()
    rows = page.explanation.wait_rows
    assert [r.tile.mark for r in rows] == ["right"] + ["missed"] * (len(q.answer) - 1)
    assert "Your wrong pick (" in page.explanation.summary.text()
    # The palette cannot change the answer any more.
    click(qtbot, page.answer_palette.button(q.answer[-1]))
    assert window.quiz.state.selected == tuple(sorted((found, wrong)))
    assert window.quiz.store.answers()[0].correct is False


def test_enter_does_nothing_without_a_selection(window, qtbot):
    page, _ = open_quiz(window, qtbot, "waits", 1)
    key(qtbot, window, Qt.Key.Key_Return)
    assert window.quiz.state.phase is QuizPhase.ASKING


def test_discard_question_answered_by_clicking_a_hand_tile(window, qtbot):
    page, q = open_quiz(window, qtbot, "discard", 2)
    assert not page.answer_palette.isVisible()
    worst = q.report.discards[-1].discard
    buttons = page.hand_buttons()
    click(qtbot, buttons[list(page.hand.tiles()).index(worst)])
    g = window.quiz.state.grade
    assert not g.correct and g.chosen == worst
    hand_marks = {(b.tile, b.mark, b.mark_symbol) for b in page.hand_buttons() if b.mark}
    assert (worst, "extra", "✗") in hand_marks
    assert {t for t, m, _ in hand_marks if m == "best"} == set(q.answer)
    rows = page.explanation.discards.rows()
    # Best chance to win first, as the quiz explains it.
    assert [r.option.tile for r in rows] == [x.option.discard for x in explain_discard(q).rows]
    mine = next(r for r in rows if r.option.tile == worst)
    assert "your choice" in mine.note and mine.mark == "extra"
    for r in rows:
        assert ("best" in r.note) == (r.option.tile in q.answer)
        assert (r.mark == "best") == (r.option.tile in q.answer)
    summary = page.explanation.summary.text()
    assert "Best:" in summary and ("gap" in summary.lower())
    # The hand is not clickable once answered.
    click(qtbot, page.hand_buttons()[0])
    assert window.quiz.state.grade is g


def test_a_right_discard(window, qtbot):
    page, q = open_quiz(window, qtbot, "discard", 1)
    click(qtbot, page.hand_buttons()[list(page.hand.tiles()).index(q.answer[0])])
    assert window.quiz.state.grade.correct
    assert "Right!" in page.verdict.text()
    assert [b.mark for b in page.hand_buttons() if b.mark] == ["right"]


def test_space_moves_on(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 1)
    key(qtbot, window, Qt.Key.Key_Space)  # not answered yet: nothing happens
    assert window.quiz.state.number == 1
    click(qtbot, page.answer_palette.button(q.answer[0]))
    key(qtbot, window, Qt.Key.Key_Enter)
    assert window.quiz.state.phase is QuizPhase.ANSWERED
    key(qtbot, window, Qt.Key.Key_Space)
    state = window.quiz.state
    assert state.phase is QuizPhase.ASKING and state.number == 2
    assert window.quiz.question.hand != q.hand
    assert page.hand.tiles() == window.quiz.question.hand.tiles()
    assert marks(page) == {}
    assert not page.verdict.isVisible()
    assert "Question 2" in page.title.text()


def test_open_in_trainer_loads_the_hand_as_one_undo_step(window, qtbot):
    window.controller.set_notation("123m")
    page, q = open_quiz(window, qtbot, "waits", 2)
    assert not page.open_button.isEnabled()  # no peeking before the answer
    click(qtbot, page.answer_palette.button(q.answer[0]))
    click(qtbot, page.submit_button)
    click(qtbot, page.open_button)
    assert window.tabs.currentWidget() is window.trainer
    assert window.controller.notation() == str(q.hand)
    assert window.trainer.hand_view.tiles() == q.hand.tiles()
    assert window.trainer.results.result.waits  # analysed at once
    window.controller.undo_stack.undo()
    assert window.controller.notation() == "123m"


@pytest.mark.parametrize("preset", ["general", "riichi", "mcr"])
def test_open_in_trainer_brings_a_discard_questions_whole_position(window, qtbot, preset):
    """The trainer used to keep its own turn (17 after a practice deal: every Win % 0.0 %)
    and a practice deal on hid the hand: the question's position comes whole, the deal
    ends, and the trainer's Win % are the quiz's."""
    window.settings.set_preset(preset)
    window.practice_action.trigger()
    window.controller.set_turn(17)
    page, q = open_quiz(window, qtbot, "discard", 2)
    click(qtbot, page.hand_buttons()[list(page.hand.tiles()).index(q.answer[0])])
    click(qtbot, page.open_button)
    assert window.tabs.currentWidget() is window.trainer
    assert not window.practice.active
    assert window.trainer.hand_card.isVisible() and not window.trainer.practice_card.isVisible()
    assert window.trainer.analysis_shown()
    c = window.controller
    assert c.hand == q.hand and c.search.turn == q.turn and sum(c.seen) == len(q.seen)
    assert c.rules == q.report.rules
    results = window.trainer.results
    qtbot.waitUntil(lambda: all(r.option.searched is not None for r in results.rows()))
    quiz_win = {a.discard: a.win_prob for a in q.lookahead if a.searched}
    trainer_win = {r.option.tile: r.option.win for r in results.rows() if r.option.searched}
    assert quiz_win and set(trainer_win) == set(quiz_win)
    for tile, p in quiz_win.items():
        assert trainer_win[tile] == pytest.approx(p, abs=1e-9), tile


def test_time_limit_expires(window, qtbot, clock):
    page, q = open_quiz(window, qtbot, "waits", 2, limit=15)
    assert page.countdown.isVisible()
    click(qtbot, page.answer_palette.button(q.answer[0]))
    clock.advance(10)
    window.quiz.tick()
    assert "Time 10.0 s of 15.0 s" in page.clock.text()
    assert page.countdown.value() == 5000
    clock.advance(5)
    window.quiz.ticker.timeout.emit()  # what the timer does, without waiting for it
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and state.grade.timed_out
    assert "Time is up" in page.verdict.text()
    assert marks(page)[q.answer[0]] == ("right", "✓")
    assert all(marks(page)[t] == ("missed", "○") for t in q.answer[1:])
    assert not page.countdown.isVisible()
    assert "Score 0/1" in page.score.text()


def test_the_clock_follows_the_language_at_once(window, qtbot, clock):
    page, _ = open_quiz(window, qtbot, "waits", 2, limit=15)
    clock.advance(4)
    window.quiz.tick()
    assert page.clock.text().startswith("Time 4.0 s of 15.0 s")
    window.settings.set_language("zh_CN")
    try:
        # No tick in between: the label is worded again with the language, not a second later.
        qtbot.waitUntil(lambda: page.start_button.text() == "开始")
        assert not page.clock.text().startswith("Time")
        assert "4.0" in page.clock.text() and "15.0" in page.clock.text()
    finally:
        window.settings.set_language("en")


def seed_progress(store, clock) -> None:
    """Answers over three days: waits 1 every day, discard 2 on the last two."""
    records = []
    for day in range(3):
        at = clock.now - (2 - day) * DAY
        for i in range(4):
            q = generate("waits", 1, 100 * day + i)
            right = i < day + 2  # 2/4, 3/4, 4/4
            records.append(AnswerRecord.of(q, grade(q, q.answer if right else ()), 4000, at + i))
        if day:
            q = generate("discard", 2, day)
            worst = q.report.discards[-1].discard
            records.append(AnswerRecord.of(q, grade(q, (worst,)), 9000, at + 10))
    store.record_many(records)


def test_progress_page_renders_the_data(window, qtbot, clock):
    seed_progress(window.quiz.store, clock)
    window.quiz.refresh_progress()
    page = window.progress_page
    window.tabs.setCurrentWidget(page)
    qtbot.waitExposed(page.chart)
    view = page.view
    assert view.answered == 14 and view.correct == 9
    assert page.answered.value.text() == "14"
    assert page.accuracy.value.text() == "64%"
    assert page.average.value.text() == "4.7 s"  # (12 × 4 s + 2 × 9 s) / 14
    points = page.chart.points()
    assert set(points) == {"Waits 1", "Discard 2"}
    assert len(points["Waits 1"]) == 3 and len(points["Discard 2"]) == 2
    # Higher accuracy is drawn higher; days run left to right.
    w1 = points["Waits 1"]
    assert w1[0].y() > w1[1].y() > w1[2].y()
    assert w1[0].x() < w1[1].x() < w1[2].x()
    d2 = points["Discard 2"]
    assert d2[0].x() == w1[1].x() and d2[0].y() == pytest.approx(page.chart.y_of(0.0))
    assert len(page.chart.bars()) == 3
    plot = page.chart.plot_rect()
    assert all(
        plot.contains(p) or plot.adjusted(-1, -1, 1, 1).contains(p)
        for pts in points.values()
        for p in pts
    )
    # Missed: two waits questions on day one, one on day two, both discard questions.
    assert len(page.rows) == 5
    assert sorted(r.missed.kind for r in page.rows) == ["discard"] * 2 + ["waits"] * 3
    for r in page.rows:
        assert r.missed.misses == 1 and "missed 1 of 1" in r.label.text()
        assert len(r.tiles.tiles()) in (13, 14)
    grab = page.chart.grab()
    assert not grab.isNull()


def test_progress_refreshes_after_each_answer(window, qtbot):
    page = window.progress_page
    assert page.answered.value.text() == "0" and not page.chart.series()
    _, q = open_quiz(window, qtbot, "waits", 1)
    click(qtbot, window.quiz_page.answer_palette.button(q.answer[0]))
    click(qtbot, window.quiz_page.submit_button)
    assert page.answered.value.text() == "1"
    assert [s.label for s in page.chart.series()] == ["Waits 1"]


def test_missed_questions_can_be_opened_or_asked_again(window, qtbot, clock):
    seed_progress(window.quiz.store, clock)
    window.quiz.refresh_progress()
    page = window.progress_page
    window.tabs.setCurrentWidget(page)
    row = page.rows[0]
    hand = row.missed.notation
    click(qtbot, row.open_button)
    assert window.tabs.currentWidget() is window.trainer
    assert window.controller.notation() == hand
    window.tabs.setCurrentWidget(page)
    click(qtbot, page.rows[0].review_button)
    assert window.tabs.currentWidget() is window.quiz_page
    assert window.quiz.state.review and str(window.quiz.question.hand) == hand
    assert window.quiz_page.hand.tiles() == window.quiz.question.hand.tiles()


def test_showing_a_quiz_page_recounts_what_is_due(window, qtbot, clock):
    page, q = open_quiz(window, qtbot, "waits", 1)
    click(qtbot, page.answer_palette.button(next(t for t in range(34) if t not in q.answer)))
    click(qtbot, page.submit_button)
    assert window.progress_page.due.value.text() == "0"  # a miss comes back after a while
    clock.advance(REVIEW_AFTER_MISS)
    window.tabs.setCurrentWidget(window.progress_page)
    assert window.progress_page.due.value.text() == "1"
    assert "(1 due)" in page.review_button.text()


def test_review_button_counts_the_due_questions(window, qtbot, clock):
    seed_progress(window.quiz.store, clock)
    clock.advance(3600)
    window.quiz.refresh_progress()
    page = window.quiz_page
    due = window.quiz.progress.due
    assert due > 0 and f"({due} due)" in page.review_button.text()
    assert page.review_button.isEnabled()
    window.tabs.setCurrentWidget(page)
    click(qtbot, page.review_button)
    assert window.quiz.state.review and window.quiz.state.total == due


def test_a_corrupt_progress_file_shows_a_message_and_the_app_goes_on(
    qtbot, qsettings, tmp_path, quiz_factory
):
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(b"\x00garbage" * 100)
    sc = SettingsController(qsettings)
    sc.set_language("en")
    w = build_window(sc, TaskRunner(SynchronousPool()), quiz_factory(path))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.info_bar.isVisible()
    assert "kept as" in w.info_bar.label.text() and str(path) in w.info_bar.label.text()
    click(qtbot, w.info_bar.close_button)
    assert not w.info_bar.isVisible()
    page, q = open_quiz(w, qtbot, "waits", 1)
    click(qtbot, page.answer_palette.button(q.answer[0]))
    click(qtbot, page.submit_button)
    assert w.progress_page.answered.value.text() == "1"
    w.controller.shutdown()


def test_no_info_bar_for_a_healthy_file(window):
    assert not window.info_bar.isVisible()


def test_quiz_pages_follow_the_language(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 3)
    wrong = next(t for t in range(34) if t not in q.answer)
    click(qtbot, page.answer_palette.button(wrong))
    click(qtbot, page.submit_button)
    window.settings.set_language("zh_CN")
    try:
        # Widgets re-label on the LanguageChange event Qt posts to them.
        qtbot.waitUntil(lambda: page.start_button.text() == "开始")
        assert window.tabs.tabText(1) == "测验" and window.tabs.tabText(2) == "进度"
        assert page.level.currentText() == "3 — 清一色"
        assert page.verdict.text().startswith("不完全对")
        assert "错选" in page.answer_palette.button(wrong).toolTip()
        assert page.legend.texts() == ("找到的听牌", "漏掉的听牌", "错选")
        assert window.progress_page.answered.caption.text() == "已答题数"
        assert [s.label for s in window.progress_page.chart.series()] == ["听牌题 3 级"]
    finally:
        window.settings.set_language("en")
    qtbot.waitUntil(lambda: window.quiz_page.start_button.text() == "Start")
    assert page.verdict.text().startswith("Not quite")


def test_no_bar_shows_while_no_quiz_runs(window, qtbot):
    """Neither the busy bar nor the countdown shows next to "No quiz running"."""
    from PySide6.QtWidgets import QProgressBar

    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    qtbot.waitExposed(page)
    assert "No quiz running" in page.title.text()
    shown = [b for b in page.findChildren(QProgressBar) if b.isVisible()]
    assert shown == []


def test_the_bars_show_only_while_they_mean_something(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 1, limit=30)
    assert page.countdown.isVisible() and not page.busy.isVisible()
    window.quiz.stop()
    assert not page.countdown.isVisible() and not page.busy.isVisible()


def test_the_next_question_shows_no_ring_on_the_tile_last_clicked(window, qtbot):
    """The tile under the mouse when the answer was given is a tile of the next question:
    it shows no ring (it looks chosen) until the mouse moves over it again."""
    page, q = open_quiz(window, qtbot, "discard", 2)
    button = page.hand_buttons()[5]
    qtbot.mouseMove(button)
    assert button.ring_shown()
    click(qtbot, button)
    assert window.quiz.state.phase is QuizPhase.ANSWERED
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.quiz.state.phase is QuizPhase.ASKING
    assert page.hand_buttons()[5] is button and not button.ring_shown()
    assert not any(b.ring_shown() for b in page.hand_buttons())
    assert button.underMouse()
    qtbot.mouseMove(page.prompt)
    qtbot.mouseMove(button)
    assert button.ring_shown()


def test_the_waits_palette_shows_no_ring_after_next(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 1)
    button = page.answer_palette.button(q.answer[0])
    qtbot.mouseMove(button)
    click(qtbot, button)
    key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.quiz.state.phase is QuizPhase.ASKING
    assert not any(page.answer_palette.button(t).ring_shown() for t in range(34))


def test_a_focus_ring_only_for_keyboard_focus(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 1)
    button = page.answer_palette.button(0)
    button.setFocus(Qt.FocusReason.OtherFocusReason)
    assert button.hasFocus() and not button.ring_shown()
    page.answer_palette.button(1).setFocus()
    qtbot.keyClick(page.answer_palette.button(1), Qt.Key.Key_Backtab)
    assert button.hasFocus() and button.ring_shown()


def wholly_shown(widget) -> bool:
    """Visible and not cut by a scroll area or the window's edge."""
    if not widget.isVisible():
        return False
    if widget.visibleRegion().boundingRect() != widget.rect():
        return False
    window = widget.window()
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return window.rect().contains(top_left) and window.rect().contains(
        top_left + widget.rect().bottomRight()
    )


@pytest.mark.parametrize("size", [(1024, 700), (1280, 820), (1920, 1200)])
@pytest.mark.parametrize("kind", ["waits", "discard"])
def test_next_and_open_in_trainer_are_in_view_after_an_answer(window, qtbot, size, kind):
    window.resize(*size)
    page, q = open_quiz(window, qtbot, kind, 3)
    for _ in range(3):
        QApplication.processEvents()
    for b in (page.submit_button, page.clear_button) if kind == "waits" else ():
        assert wholly_shown(b)
    # The question itself needs no scrolling either: every tile to answer with is in view.
    answer = page.answer_palette.buttons() if kind == "waits" else page.hand_buttons()
    assert all(wholly_shown(b) for b in answer)
    if kind == "waits":
        click(qtbot, page.answer_palette.button(q.answer[0]))
        click(qtbot, page.submit_button)
    else:
        click(qtbot, page.hand_buttons()[0])
    assert window.quiz.state.phase is QuizPhase.ANSWERED
    for _ in range(3):
        QApplication.processEvents()
    assert wholly_shown(page.next_button) and wholly_shown(page.open_button)


def test_the_buttons_sit_under_the_question_while_it_fits(window, qtbot):
    window.resize(1280, 820)
    page, q = open_quiz(window, qtbot, "waits", 1)
    for _ in range(3):
        QApplication.processEvents()
    card = page.question_card
    card_bottom = card.mapTo(window, card.rect().bottomLeft()).y()
    button_top = page.next_button.mapTo(window, page.next_button.rect().topLeft()).y()
    assert 0 <= button_top - card_bottom < 30
    assert not page.left_scroll.verticalScrollBar().isVisible()


def test_a_reading_names_its_kind_only_when_the_wait_has_several(window, qtbot):
    page, q = open_quiz(window, qtbot, "waits", 4)
    for t in q.answer:
        click(qtbot, page.answer_palette.button(t))
    click(qtbot, page.submit_button)
    rows = page.explanation.wait_rows
    assert rows
    for row in rows:
        several = len(row.wait.kinds) > 1
        for r in row.readings:
            assert r.label.text()
            assert r.label.isHidden() != (several or r.reading.shape != "standard")


def arrangement(window, qtbot, answered: bool):
    """The quiz page's panes as a learner leaves them: a defence question answered (or the
    page as it opens), then the event loop run until nothing is clipped."""
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    if answered and window.quiz.state.phase is not QuizPhase.ANSWERED:
        page.select("defence", 2)
        click(qtbot, page.start_button)
        qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
        click(qtbot, page.hand_buttons()[0])
        assert window.quiz.state.phase is QuizPhase.ANSWERED
    qtbot.waitUntil(lambda: not clipped_widgets(window))
    assert (window.width(), window.height()) == (1024, 600)
    return {
        "orientation": page.splitter.orientation(),
        "sizes": page.splitter.sizes(),
        "question's need": page.panes.need(),
        "compact": page.is_compact(),
    }


@pytest.mark.parametrize("answered", [False, True], ids=["opened", "answered"])
@pytest.mark.parametrize(("before", "after"), [("en", "zh_CN"), ("zh_CN", "en")])
def test_a_language_switch_lays_the_page_out_as_a_start_in_that_language(
    started_in, qtbot, before, after, answered
):
    switched = started_in(before)
    arrangement(switched, qtbot, answered)
    switched.settings.set_language(after)
    page = switched.quiz_page
    # Widgets re-label on the LanguageChange event Qt posts to them.
    qtbot.waitUntil(lambda: page.start_button.text() == ("开始" if after == "zh_CN" else "Start"))
    got = arrangement(switched, qtbot, answered)
    want = arrangement(started_in(after), qtbot, answered)
    assert got == want
    assert got["orientation"] == Qt.Orientation.Horizontal  # 1024 px: room side by side
