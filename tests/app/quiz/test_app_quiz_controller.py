"""The quiz controller with no window: sessions, questions by signal, grading, the progress
store, review sessions, stale questions, the time limit, and unusable progress files."""

from __future__ import annotations

import sqlite3

import pytest
from conftest import make_quiz
from pools import DeferredPool

from mjtrainer.app.quiz.controller import REVIEW_LIMIT, QuizController
from mjtrainer.app.quiz.model import AskedHand, QuizPhase, QuizState
from mjtrainer.app.quiz.presenters import level_choices
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import ProgressView
from mjtrainer.core import Hand, lookahead_leader
from mjtrainer.quiz import (
    LEVELS,
    REVIEW_AFTER_MISS,
    ProgressStore,
    QuizKind,
    RecoveryReason,
    generate,
)
from mjtrainer.quiz.progress_file import RECOVERED


def start(
    quiz: QuizController, qtbot, kind: str = "waits", level: int = 2, limit: int = 0
) -> QuizState:
    with qtbot.waitSignal(quiz.stateChanged, check_params_cb=lambda s: s.phase is QuizPhase.ASKING):
        quiz.start(kind, level, limit)
    return quiz.state


def answer_waits(quiz: QuizController, tiles) -> QuizState:
    for t in tiles:
        quiz.toggle_tile(t)
    quiz.submit()
    return quiz.state


def a_non_wait(question) -> int:
    return next(t for t in range(34) if t not in question.answer)


def test_the_controller_offers_every_level(quiz):
    assert quiz.levels == level_choices() and len(quiz.levels) == len(QuizKind)


def test_a_question_arrives_by_signal(quiz, qtbot):
    state = start(quiz, qtbot, "waits", 2)
    q = quiz.question
    assert q is not None and q.kind is QuizKind.WAITS and q.level == 2
    view = state.question
    assert isinstance(view, AskedHand)
    assert view.tiles == q.hand.tiles() and view.notation == str(q.hand)
    assert view.answer == q.answer
    assert state.number == 1 and state.answered == 0 and state.selected == ()
    # The question is the generator's for its seed: it can be asked again from the store.
    assert generate("waits", 2, q.seed).hand == q.hand


def test_right_waits_answer_is_graded_and_recorded(quiz, qtbot, clock):
    start(quiz, qtbot)
    q = quiz.question
    clock.advance(7.5)
    with qtbot.waitSignal(quiz.progressChanged) as progress:
        state = answer_waits(quiz, q.answer)
    g = state.grade
    assert state.phase is QuizPhase.ANSWERED
    assert g.correct and not g.timed_out
    assert g.right == q.answer and g.missed == () and g.extra == ()
    assert g.time_ms == 7500
    assert (state.right, state.answered, state.streak) == (1, 1, 1)
    view = progress.args[0]
    assert isinstance(view, ProgressView)
    assert (view.answered, view.correct, view.streak) == (1, 1, 1)
    records = quiz.store.answers()
    assert len(records) == 1
    r = records[0]
    assert (r.kind, r.level, r.seed, r.hand, r.correct, r.time_ms) == (
        "waits",
        2,
        q.seed,
        str(q.hand),
        True,
        7500,
    )
    assert r.at == clock.now


def test_wrong_waits_answer_marks_right_missed_and_extra(quiz, qtbot):
    start(quiz, qtbot, "waits", 2)
    q = quiz.question
    extra = a_non_wait(q)
    state = answer_waits(quiz, (q.answer[0], extra))
    g = state.grade
    assert not g.correct
    assert g.right == (q.answer[0],)
    assert g.missed == q.answer[1:]
    assert g.extra == (extra,)
    assert (state.right, state.answered, state.streak) == (0, 1, 0)
    assert quiz.store.answers()[0].correct is False
    assert quiz.progress.most_missed[0].notation == str(q.hand)


def test_toggling_twice_unselects_and_an_empty_answer_is_not_submitted(quiz, qtbot):
    start(quiz, qtbot)
    quiz.toggle_tile(5)
    quiz.toggle_tile(9)
    assert quiz.state.selected == (5, 9)
    quiz.toggle_tile(5)
    assert quiz.state.selected == (9,)
    quiz.clear_selection()
    with qtbot.waitSignal(quiz.message):
        quiz.submit()
    assert quiz.state.phase is QuizPhase.ASKING


def test_discard_answers(quiz, qtbot):
    start(quiz, qtbot, "discard", 2)
    q = quiz.question
    assert q.kind is QuizKind.DISCARD and quiz.state.question.discards
    worst = q.report.discards[-1]
    quiz.discard(worst.discard)
    g = quiz.state.grade
    assert not g.correct and g.chosen == worst.discard
    assert g.best in q.answer and g.chosen not in q.answer
    # The best discard is the one with the best chance to win (the quiz's grading).
    leader = lookahead_leader(q.lookahead)
    best = next(o for o in q.report.discards if o.discard == leader.discard)
    assert g.shanten_gap == worst.shanten - best.shanten
    assert g.tile_gap == best.effective_count - worst.effective_count
    quiz.next()
    q2 = quiz.question
    quiz.discard(q2.answer[0])
    g2 = quiz.state.grade
    assert g2.correct and g2.tile_gap == 0 and g2.chosen == q2.answer[0]
    assert (quiz.state.right, quiz.state.answered, quiz.state.streak) == (1, 2, 1)


def test_a_discard_not_in_the_hand_is_refused(quiz, qtbot):
    start(quiz, qtbot, "discard", 1)
    q = quiz.question
    absent = next(t for t in range(34) if not q.hand.counts[t])
    with qtbot.waitSignal(quiz.message):
        quiz.discard(absent)
    assert quiz.state.phase is QuizPhase.ASKING


def test_next_brings_a_new_hand_and_keeps_the_score(quiz, qtbot):
    start(quiz, qtbot, "waits", 1)
    hands = {quiz.question.hand}
    for n in range(2, 6):
        answer_waits(quiz, quiz.question.answer)
        quiz.next()
        assert quiz.state.phase is QuizPhase.ASKING and quiz.state.number == n
        assert quiz.state.grade is None and quiz.state.selected == ()
        hands.add(quiz.question.hand)
    assert len(hands) == 5
    assert quiz.state.streak == 4


def test_next_before_answering_does_nothing(quiz, qtbot):
    start(quiz, qtbot)
    with qtbot.assertNotEmitted(quiz.stateChanged):
        quiz.next()


def test_a_stale_question_is_dropped(qtbot, tmp_path, quiz_factory):
    """Start, then start another quiz before the first question came: only the second shows,
    even when the first job finishes last."""
    pool = DeferredPool()
    quiz = quiz_factory(tmp_path / "p.sqlite3", pool=pool)
    quiz.start("waits", 1, 0)
    quiz.start("discard", 3, 0)
    assert quiz.state.phase is QuizPhase.LOADING and quiz.busy
    pool.run(1)
    assert quiz.state.phase is QuizPhase.ASKING and quiz.question.kind is QuizKind.DISCARD
    with qtbot.waitSignal(quiz.runner.dropped), qtbot.assertNotEmitted(quiz.stateChanged):
        pool.run(0)
    assert quiz.question.kind is QuizKind.DISCARD


def test_review_session_asks_the_missed_questions_when_due(quiz, qtbot, clock):
    start(quiz, qtbot, "waits", 3)
    missed = quiz.question
    answer_waits(quiz, (a_non_wait(missed),))
    quiz.next()
    answer_waits(quiz, quiz.question.answer)  # right: not for review
    # Not due yet: the gap after a miss has not passed.
    with qtbot.waitSignal(quiz.message) as said:
        quiz.start_review()
    assert "Nothing is due" in said.args[0]
    assert quiz.state.phase is QuizPhase.IDLE
    clock.advance(REVIEW_AFTER_MISS + 1)
    quiz.refresh_progress()
    assert quiz.progress.due == 1
    with qtbot.waitSignal(quiz.stateChanged, check_params_cb=lambda s: s.phase is QuizPhase.ASKING):
        quiz.start_review()
    state = quiz.state
    assert state.review and state.total == 1 and state.number == 1
    assert quiz.question.hand == missed.hand and quiz.question.seed == missed.seed
    answer_waits(quiz, quiz.question.answer)
    quiz.next()
    assert quiz.state.phase is QuizPhase.FINISHED
    assert quiz.progress.due == 0  # answered right: next due in a day


def test_review_takes_at_most_the_limit(quiz, qtbot, clock):
    store = quiz.store
    from mjtrainer.quiz import AnswerRecord, grade

    records = []
    for seed in range(REVIEW_LIMIT + 3):
        q = generate("waits", 1, seed)
        records.append(AnswerRecord.of(q, grade(q, ()), 1000, clock.now - 3600))
    store.record_many(records)
    quiz.start_review()
    assert quiz.state.total == REVIEW_LIMIT


def test_a_missed_question_can_be_asked_again_or_opened(quiz, qtbot):
    start(quiz, qtbot, "discard", 1)
    q = quiz.question
    worst = q.report.discards[-1].discard
    quiz.discard(worst)
    assert quiz.progress.most_missed[0].notation == str(q.hand)
    # A discard question opens as its position: hand, nothing seen, its turn, its rules.
    position = [q.hand, (0,) * 34, q.turn, q.report.rules]
    with qtbot.waitSignal(quiz.openPosition) as opened:
        quiz.open_missed(0)
    assert opened.args == position
    quiz.review_missed(0)
    assert quiz.state.review and quiz.state.phase is QuizPhase.ASKING
    assert quiz.question.hand == q.hand
    with qtbot.waitSignal(quiz.openPosition) as opened:
        quiz.open_in_trainer()
    assert opened.args == position


def test_time_limit_ends_the_question_as_missed(quiz, qtbot, clock):
    start(quiz, qtbot, "waits", 2, limit=20)
    q = quiz.question
    quiz.toggle_tile(q.answer[0])
    clock.advance(19.9)
    with qtbot.waitSignal(quiz.clockChanged) as tick:
        quiz.tick()
    assert tick.args == [19900, 20000]
    assert quiz.state.phase is QuizPhase.ASKING
    clock.advance(0.2)
    quiz.tick()
    state = quiz.state
    g = state.grade
    assert state.phase is QuizPhase.ANSWERED
    assert g.timed_out and not g.correct
    assert g.right == (q.answer[0],) and g.missed == q.answer[1:]
    assert g.time_ms == 20000
    assert not quiz.ticker.isActive()
    r = quiz.store.answers()[0]
    assert r.correct is False and r.time_ms == 20000


def test_a_discard_question_running_out_of_time(quiz, qtbot, clock):
    start(quiz, qtbot, "discard", 2, limit=5)
    q = quiz.question
    clock.advance(5)
    quiz.tick()
    g = quiz.state.grade
    assert g.timed_out and not g.correct and g.chosen is None and g.best in q.answer
    assert quiz.store.answers()[0].given == ""


def test_the_ticker_runs_only_while_asking(quiz, qtbot):
    assert not quiz.ticker.isActive()
    start(quiz, qtbot)
    assert quiz.ticker.isActive()
    answer_waits(quiz, quiz.question.answer)
    assert not quiz.ticker.isActive()


def test_a_corrupt_progress_file_is_replaced_with_a_message(qtbot, tmp_path, quiz_factory):
    path = tmp_path / "progress.sqlite3"
    path.write_bytes(b"this is not a database, just some bytes " * 50)
    quiz = quiz_factory(path)
    notice = quiz.notice
    assert str(path) in notice and "kept as" in notice
    kept = list(tmp_path.glob("progress.sqlite3.corrupt-*"))
    assert len(kept) == 1 and str(kept[0]) in notice
    assert kept[0].read_bytes().startswith(b"this is not a database")
    # And the quiz goes on with a fresh file.
    start(quiz, qtbot)
    answer_waits(quiz, quiz.question.answer)
    assert quiz.progress.answered == 1
    quiz.shutdown()
    with ProgressStore(path) as store:
        assert store.totals().answered == 1


def test_a_foreign_database_is_moved_aside(qtbot, tmp_path, quiz_factory):
    path = tmp_path / "progress.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()
    quiz = quiz_factory(path)
    assert "not mjtrainer's" in quiz.notice
    assert quiz.store is not None and quiz.store.totals().answered == 0


def test_progress_that_cannot_be_saved_still_lets_the_quiz_run(qtbot, tmp_path, quiz_factory):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    quiz = quiz_factory(blocker / "progress.sqlite3")
    assert "cannot be saved" in quiz.notice
    assert quiz.store is None and quiz.progress.saving is False
    start(quiz, qtbot)
    state = answer_waits(quiz, quiz.question.answer)
    assert state.grade.correct and state.answered == 1
    with qtbot.waitSignal(quiz.message):
        quiz.start_review()


def test_every_reason_a_file_is_moved_aside_is_worded():
    assert set(RECOVERED) == set(RecoveryReason)


def test_a_healthy_file_gives_no_notice(quiz):
    assert quiz.notice == ""


def test_a_failed_write_is_said_and_retried(quiz, qtbot, monkeypatch):
    store = quiz.store
    real = store.record_many
    calls = []

    def flaky(records):
        calls.append(len(records))
        if len(calls) == 1:
            raise sqlite3.OperationalError("disk I/O error")
        return real(records)

    monkeypatch.setattr(store, "record_many", flaky)
    start(quiz, qtbot)
    with qtbot.waitSignal(quiz.message) as said:
        answer_waits(quiz, quiz.question.answer)
    assert "could not be saved" in said.args[0] and "disk I/O error" in said.args[0]
    quiz.next()
    answer_waits(quiz, quiz.question.answer)
    assert calls == [1, 2]  # the first answer went with the second
    assert store.totals().answered == 2


def test_a_progress_file_deleted_while_open_is_said_and_started_anew(
    quiz, qtbot, tmp_path, settings_controller
):
    path = tmp_path / "progress.sqlite3"
    start(quiz, qtbot)
    answer_waits(quiz, quiz.question.answer)
    for p in tmp_path.glob("progress.sqlite3*"):
        p.unlink()
    quiz.next()
    with qtbot.waitSignal(quiz.message) as said:
        answer_waits(quiz, quiz.question.answer)
    assert said.args[0] == (
        f"The progress file {path} was removed or replaced while mjtrainer was open: "
        "the answers from now on are saved in a new file there."
    )
    assert quiz.progress.answered == 1
    with ProgressStore(path) as again:
        assert [a.seed for a in again.answers()] == [quiz.question.seed]
    quiz.next()
    with qtbot.assertNotEmitted(quiz.message):
        answer_waits(quiz, quiz.question.answer)  # said once
    settings_controller.set_language("zh_CN")
    for p in tmp_path.glob("progress.sqlite3*"):
        p.unlink()
    quiz.next()
    with qtbot.waitSignal(quiz.message) as said:
        answer_waits(quiz, quiz.question.answer)
    assert str(path) in said.args[0] and "进度文件" in said.args[0]
    assert "removed" not in said.args[0]


def test_shutdown_writes_the_answers_still_waiting(qtbot, tmp_path, quiz_factory):
    store_pool = DeferredPool()  # the store worker never gets to run
    path = tmp_path / "progress.sqlite3"
    quiz = quiz_factory(path, store_pool=store_pool)
    start(quiz, qtbot)
    answer_waits(quiz, quiz.question.answer)
    quiz.shutdown()
    with ProgressStore(path) as store:
        assert store.totals().answered == 1


def test_rules_follow_the_settings_preset(quiz, qtbot):
    from mjtrainer.core import Rules

    quiz.set_rules(Rules.preset("riichi"))
    start(quiz, qtbot)
    assert quiz.question.rules == "riichi"


def test_real_worker_threads(qtbot, tmp_path, clock):
    """Integration: questions and store work on real thread pools."""
    quiz = QuizController(tmp_path / "progress.sqlite3", clock=clock.time)
    try:
        quiz.start("waits", 4, 0)
        qtbot.waitUntil(lambda: quiz.state.phase is QuizPhase.ASKING, timeout=10000)
        answer_waits(quiz, quiz.question.answer)
        qtbot.waitUntil(lambda: quiz.progress.answered == 1, timeout=10000)
        assert isinstance(quiz.runner, TaskRunner) and quiz.runner.last_id == 1
    finally:
        quiz.shutdown()


@pytest.mark.parametrize("kind, level", [(lv.kind.value, lv.number) for lv in LEVELS])
def test_every_level_can_be_started(quiz, qtbot, kind, level):
    start(quiz, qtbot, kind, level)
    q = quiz.question
    assert q.kind.value == kind and q.level == level
    assert Hand.parse(quiz.state.question.notation) == q.hand


def test_closing_while_another_process_holds_the_file_keeps_the_answers(
    qtbot, tmp_path, clock, monkeypatch
):
    """The window closes while another process holds the progress file: the close does not
    wait out the lock, the answers go to the kept file beside it, and the next start writes
    them (issue 19 §5.5)."""
    import time

    from mjtrainer.quiz import progress_file

    monkeypatch.setattr(progress_file, "BUSY_TIMEOUT_MS", 300)  # the answer's own write
    path = tmp_path / "progress.sqlite3"
    quiz = make_quiz(path, clock)
    start(quiz, qtbot)
    answer_waits(quiz, quiz.question.answer)
    assert len(quiz.store.answers()) == 1
    with qtbot.waitSignal(quiz.stateChanged, check_params_cb=lambda s: s.phase is QuizPhase.ASKING):
        quiz.next()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another process, mid-write
    with qtbot.waitSignal(quiz.message):  # this answer's write fails: it waits
        answer_waits(quiz, quiz.question.answer)
    kept = quiz.store.kept_path
    t = time.monotonic()
    quiz.shutdown()
    assert time.monotonic() - t < 1.0
    quiz.deleteLater()
    assert kept.exists()
    other.execute("COMMIT")
    other.close()
    again = make_quiz(path, clock)
    try:
        assert len(again.store.answers()) == 2
        assert not kept.exists()
    finally:
        again.shutdown()
        again.deleteLater()
