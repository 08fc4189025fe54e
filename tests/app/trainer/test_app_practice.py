"""The practice deal in the window: Ctrl+D deals, a click throws a tile, the worker's grade
shows in the status line and the list, the trainer shows the graded position with its turn,
Ctrl+Z takes a discard back, a won deal shows its summary, saves as mjai through a replaced
dialog and reads back, and each graded discard reaches the progress store."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from mjtrainer.app.trainer import practice_views
from mjtrainer.app.trainer.practice_presenters import answer_record
from mjtrainer.core import Hand, Rules
from mjtrainer.core.kinds import kind_of
from mjtrainer.game import read_game
from mjtrainer.game.practice import KITA, Practice, grade_next, shuffled_tiles
from mjtrainer.game.review import Grade
from mjtrainer.quiz.cards import GAME_LEVEL, card_of, question_of

RIICHI = Rules.preset("riichi")
GENERAL = Rules.preset("general")
TIMEOUT = 60_000  # ms: a grade is one look-ahead on a shared machine


@pytest.fixture
def practice_window(window):
    yield window
    window.practice.shutdown()


def codes(text: str) -> list[int]:
    return list(Hand.parse(text).codes())


def rigged(hand: str, draws: list[int], rules: Rules = RIICHI, red_fives: int = 0) -> Practice:
    """A deal whose learner holds ``hand`` and draws ``draws`` first."""
    mine = codes(hand)
    rest = Counter(shuffled_tiles(0, red_fives))
    rest.subtract(Counter(mine + draws))
    others = sorted(rest.elements())
    tiles = mine + others[:39]
    others = others[39:]
    live: list[int] = []
    for d in draws:
        live += [d, *others[:3]]
        others = others[3:]
    return Practice(0, rules, red_fives, tuple(tiles + live + others))


def click_drawn(qtbot, w) -> None:
    """Click the drawn tile, shown apart from the hand."""
    (button,) = w.trainer.practice.drawn.buttons()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_ctrl_d_deals_a_practice_hand_in_the_trainer(practice_window, qtbot):
    w = practice_window
    a = w.practice_action
    assert QKeySequence("Ctrl+D") in a.shortcuts()
    assert a in w.hand_menu.actions() and a.text() == "New practice deal"
    a.trigger()
    view = w.trainer.practice.view
    assert w.practice.active and view.active and view.turn == 1
    assert len(view.hand) == 13 and view.drawn is not None
    assert w.trainer.practice_card.isVisible() and not w.trainer.palette_card.isVisible()
    assert "draw 1 of 18" in w.trainer.practice.turn_label.text()
    assert ("New practice deal", "Ctrl+D") in w.shortcut_rows()


def test_a_three_player_deal_counts_its_nineteen_draws(practice_window, qtbot):
    """Under sanma three seats share the 55 live tiles: the dealer draws 19 times, and the
    panel says so; every tile on the panel is in play."""
    w = practice_window
    w.practice.new_deal(Rules.preset("sanma"), seed=4)
    view = w.trainer.practice.view
    assert "draw 1 of 19" in w.trainer.practice.turn_label.text()
    assert not any(1 <= kind_of(t) <= 7 for t in (*view.hand, view.drawn))
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT):
        click_drawn(qtbot, w)
    assert "draw 2 of 19" in w.trainer.practice.turn_label.text()


def test_a_click_discards_the_grade_comes_from_the_worker_and_undo_takes_it_back(
    practice_window, qtbot
):
    w = practice_window
    w.practice.start(rigged("123m456p789s11z23s", codes("9m") + codes("1z")))
    before = w.practice.deal
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT) as blocker:
        click_drawn(qtbot, w)  # the 9m drawn: throwing it keeps the ready hand
    decision = blocker.args[0]
    assert decision.grade is Grade.BEST and decision.turn == 1
    panel = w.trainer.practice
    assert panel.row_texts() == ["1. 9m — best"] and panel.status_text() == "1. 9m — best"
    assert w.statusBar().currentMessage() == "1. 9m — best"
    assert decision == grade_next(before, codes("9m")[0])  # as the review grades it
    # The discard table of that position is in the trainer, at the deal's turn.
    assert w.controller.hand == Hand.parse("123m456p789s11z23s9m")
    assert w.controller.search.turn == 1
    assert w.trainer.practice.view.turn == 2
    # Ctrl+Z takes the discard back, not a hand edit.
    assert w.undo_action.isEnabled()
    w.undo_action.trigger()
    assert w.practice.deal == before and panel.row_texts() == []
    assert not w.undo_action.isEnabled()


def test_the_other_seats_ponds_are_shown_as_they_throw(practice_window, qtbot):
    """Issue 29 §2.7: the deal never showed the other seats' ponds, though their discards
    count as seen."""
    w = practice_window
    w.practice.start(rigged("123m456p789s11z23s", codes("9m") + codes("1z")))
    panel = w.trainer.practice
    assert not panel.ponds_box.isVisible()
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT):
        click_drawn(qtbot, w)
    assert panel.ponds_box.isVisible()
    assert [t.text() for t in panel.pond_titles] == ["Right", "Across", "Left"]
    thrown = w.practice.deal.ponds()
    assert [len(p) for p in thrown] == [1, 1, 1, 1]
    shown = [tuple(t.tile for t in pond.pond()) for pond in panel.ponds]
    assert shown == [thrown[1], thrown[2], thrown[3]]  # right, across, left
    assert all(t.tsumogiri for pond in panel.ponds for t in pond.pond())  # drawn and thrown


def test_a_mistake_is_named_with_the_best_discard(practice_window, qtbot):
    w = practice_window
    w.practice.start(rigged("123m456p789s11z23s", codes("9m")))
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT) as blocker:
        w.trainer.practice.tileClicked.emit(codes("1z")[0])
    assert blocker.args[0].grade is Grade.MISTAKE
    (text,) = w.trainer.practice.row_texts()
    assert text.startswith("1. 1z — mistake (") and "best 9m" in text


def test_a_won_deal_shows_its_summary_and_saves_as_mjai(
    practice_window, qtbot, tmp_path, monkeypatch
):
    w = practice_window
    w.practice.start(rigged("123m456p789s1122z", codes("6p") + codes("1z")))
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT):
        click_drawn(qtbot, w)
    panel = w.trainer.practice
    assert panel.view.over and panel.view.summary is not None
    summary = panel.summary_text()
    assert summary.startswith("Won by self-draw on 1z") and "best 1" in summary
    assert "Win chance lost: 0.0 pp" in summary
    assert panel.save_button.isEnabled() and not panel.hand.isEnabled()
    target = tmp_path / "deal.jsonl"
    asked = []

    def ask(parent, name):
        asked.append(name)
        return str(target)

    monkeypatch.setattr(
        practice_views.SaveGameDialog, "ask", classmethod(lambda c, p, n: ask(p, n))
    )
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert asked == ["practice-0.jsonl"]
    back = read_game(target.read_bytes())
    assert back.rounds == w.practice.deal.game().rounds
    assert w.statusBar().currentMessage() == f"Deal saved as {target}"
    # Ending the deal brings the palette and the hand back.
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    assert not w.practice.active and w.trainer.palette_card.isVisible()


def test_a_cancelled_save_writes_nothing(practice_window, qtbot, tmp_path, monkeypatch):
    w = practice_window
    w.practice.start(rigged("123m456p789s1122z", codes("1z")))  # won on the first draw
    monkeypatch.setattr(practice_views.SaveGameDialog, "ask", classmethod(lambda c, p, n: None))
    qtbot.mouseClick(w.trainer.practice.save_button, Qt.MouseButton.LeftButton)
    assert list(tmp_path.glob("*.jsonl")) == []


def test_graded_discards_reach_the_progress_store(practice_window, qtbot):
    w = practice_window
    assert w.quiz.progress.answered == 0
    w.practice.start(rigged("123m456p789s11z23s", codes("9m") + codes("1z")))
    with qtbot.waitSignal(w.practice.answered, timeout=TIMEOUT) as blocker:
        click_drawn(qtbot, w)
    record = blocker.args[0]
    assert (record.kind, record.level, record.given, record.correct) == (
        "discard", GAME_LEVEL, "9m", True,
    )  # fmt: skip
    qtbot.waitUntil(lambda: w.quiz.progress.practice == 1, timeout=TIMEOUT)
    # A practice discard is counted apart: it is no quiz answer (issue 29 §2.5).
    assert (w.quiz.progress.answered, w.quiz.progress.correct) == (0, 0)
    page = w.progress_page
    w.tabs.setCurrentWidget(page)
    assert (page.answered.value.text(), page.answered.caption.text()) == (
        "0", "questions answered",
    )  # fmt: skip
    assert (page.practice.value.text(), page.practice.caption.text()) == (
        "1", "practice discard",
    )  # fmt: skip
    # Then a quiz answer, clicked: one question answered, still one practice discard.
    quiz = w.quiz_page
    w.tabs.setCurrentWidget(quiz)
    quiz.select("waits", 1)
    qtbot.mouseClick(quiz.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.quiz.question is not None)
    q = w.quiz.question
    qtbot.mouseClick(quiz.answer_palette.button(q.answer[0]), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(quiz.submit_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.quiz.progress.answered == 1, timeout=TIMEOUT)
    assert (page.answered.value.text(), page.answered.caption.text()) == (
        "1", "question answered",
    )  # fmt: skip
    assert page.practice.value.text() == "1"


def test_a_decision_graded_by_shape_is_not_stored():
    p = Practice.deal(5, GENERAL)
    while p.turn < 18:
        p = p.discard(p.drawn)
    d = grade_next(p, p.drawn)
    assert not d.searched and answer_record(p, d, 0.0) is None
    ready = rigged("123m456p789s11z23s", codes("9m"))
    d = grade_next(ready, codes("9m")[0])
    r = answer_record(ready, d, 5.0)
    assert r is not None and (r.seed, r.rules, r.at) == (0, "riichi", 5.0)
    card = card_of(r.item)  # the position comes back whole: hand, seen tiles, turn
    assert card.hand == Hand.parse("123m456p789s11z23s9m") and card.turn == 1
    assert Counter(card.seen) == Counter(t for t, n in enumerate(d.seen) for _ in range(n))
    assert question_of(r.item).hand == card.hand


def test_a_practice_answer_keeps_the_red_five_of_its_position():
    """The card a graded practice discard answers holds the hand's red 5p, so it is asked
    and valued with it, its discard named 0p."""
    red = rigged("123m406p789s11z23s", codes("9m"), red_fives=3)
    d = grade_next(red, codes("9m")[0])
    r = answer_record(red, d, 5.0)
    assert r is not None and r.item.hand.startswith("1239m406p23789s11z | seen")
    card = card_of(r.item)
    assert card.hand == Hand.parse("123m406p789s11z23s9m") and card.hand.red == (13,)
    names = [x["discard"] for x in question_of(r.item).to_dict()["discards"]]
    assert "0p" in names and "5p" not in names


def test_a_practice_answer_stores_the_red_five_thrown_and_grades_it_by_kind(tmp_path):
    """Throwing the red 5p stores ``0p`` as given (the plain 5p beside it ``5p``); both are
    graded alike (by kind), both read back as the five, and a record stored before (``5p``
    for the red five) still loads and reads the same."""
    from dataclasses import replace

    from mjtrainer.core.kinds import red_of
    from mjtrainer.quiz.store import ProgressStore

    deal = rigged("123m4056p789s1z23s", codes("9m"), red_fives=3)
    red, plain = grade_next(deal, red_of(13) or 0), grade_next(deal, 13)
    assert (red.played, plain.played) == (red_of(13), 13) and red.grade == plain.grade
    r, p = answer_record(deal, red, 5.0), answer_record(deal, plain, 6.0)
    assert r is not None and p is not None
    assert (r.given, p.given) == ("0p", "5p") and r.correct == p.correct
    old = replace(r, at=7.0, given="5p")
    with ProgressStore(tmp_path / "progress.db") as store:
        store.record_many([r, p, old])
    with ProgressStore(tmp_path / "progress.db") as store:
        back = store.answers("discard")
    assert sorted(a.given for a in back) == ["0p", "5p", "5p"]
    assert {a.answer() for a in back} == {(13,)} and {a.item for a in back} == {r.item}


def test_a_new_deal_hides_the_analysis_of_the_hand_before_until_its_first_grade(
    practice_window, qtbot
):
    """Ctrl+D used to leave the previous hand's discard table beside the new deal (until the
    first discard): the analysis shown belongs to the deal, or none is shown."""
    w = practice_window
    page = w.trainer
    assert w.controller.load("1112345678999m5z")
    before = {row.option.tile for row in page.results.rows()}
    assert page.analysis_shown() and codes("5z")[0] in before
    w.practice_action.trigger()
    assert not page.results.isVisible()  # nothing of the hand before the deal
    assert page.practice_note.isVisible() and "graded" in page.practice_note.text()
    w.practice.start(rigged("123m456p789s11z23s", codes("9m") + codes("1z")))
    assert not page.results.isVisible()  # a deal dealt over a deal: the same
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT):
        click_drawn(qtbot, w)
    assert page.analysis_shown() and not page.practice_note.isVisible()
    shown = {row.option.tile for row in page.results.rows()}
    assert shown == set(Hand.parse("123m456p789s11z23s9m").codes())  # the deal's first hand
    w.practice.close_deal()
    assert page.analysis_shown() and page.results.isVisible()


NORTH = 30


def test_the_kita_button_sets_a_north_aside_and_the_next_discard_is_graded(practice_window, qtbot):
    """Under sanma a north drawn may be set aside: the button shows only with a north held,
    the replacement draw (the dead wall's last tile) comes at once, the north shows beside
    the hand, the discard after it is graded, and Take back undoes the discard, then the
    kita."""
    w = practice_window
    sanma = Rules.preset("sanma")
    seed = next(s for s in range(200) if kind_of(Practice.deal(s, sanma).drawn) == NORTH)
    w.practice.new_deal(sanma, seed=seed)
    panel = w.trainer.practice
    before = w.practice.deal
    assert panel.kita_button.isVisible() and panel.kita_button.isEnabled()
    assert panel.kita_button.text() == "Kita" and not panel.kita.isVisible()
    qtbot.mouseClick(panel.kita_button, Qt.MouseButton.LeftButton)
    after = w.practice.deal
    assert after.moves == (KITA,) and panel.view.drawn == before.tiles[-1]
    assert panel.kita.isVisible() and panel.kita.tiles() == (NORTH,)
    assert panel.row_texts() == [] and panel.undo_button.isEnabled()
    assert "draw 1 of 18" in panel.turn_label.text()  # 53 live tiles left: 17 more draws
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT) as blocker:
        click_drawn(qtbot, w)
    decision = blocker.args[0]
    assert decision == grade_next(after, after.drawn)
    assert len(panel.row_texts()) == 1 and panel.row_texts()[0].startswith("1. ")
    panel.undo_button.click()
    assert w.practice.deal == after and panel.row_texts() == []
    panel.undo_button.click()
    assert w.practice.deal == before and not panel.kita.isVisible()
    assert panel.kita_button.isVisible() and not panel.undo_button.isEnabled()


def test_no_kita_button_under_four_player_rules(practice_window, qtbot):
    w = practice_window
    seed = next(s for s in range(200) if kind_of(Practice.deal(s, RIICHI).drawn) == NORTH)
    w.practice.new_deal(RIICHI, seed=seed)
    assert not w.trainer.practice.kita_button.isVisible()
    w.practice.kita()  # refused: nothing changes
    assert w.practice.deal.moves == ()


def test_the_analysis_beside_a_deal_counts_its_dora_and_its_kitas(practice_window, qtbot):
    """The trainer's analysis of a practice position is of that deal: its dora indicator and,
    under sanma, the norths set aside by then (each a dora) are in the situation the Value
    and Round EV columns are counted with (they were the trainer's own, no dora, no kita)."""
    w = practice_window
    sanma = Rules.preset("sanma")
    seed = next(s for s in range(200) if kind_of(Practice.deal(s, sanma).drawn) == NORTH)
    w.practice.new_deal(sanma, seed=seed)
    qtbot.mouseClick(w.trainer.practice.kita_button, Qt.MouseButton.LeftButton)
    deal = w.practice.deal
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT):
        click_drawn(qtbot, w)
    situation = w.controller.situation
    assert situation.kita == 1 and situation.dora == (deal.dora_indicator,)
    assert deal.kitas_before(0) == 1 and deal.kitas_before(1) == 1


def test_the_analysis_beside_a_deal_marks_the_tile_just_thrown(practice_window, qtbot):
    """Issue 29 §2.7: the analysis of a graded practice position marks the row of the tile
    the learner threw from it ("your choice"), as the quiz marks an answer; a hand of the
    trainer's own (after the deal) marks none."""
    w = practice_window
    w.practice.start(rigged("123m456p789s11z23s", codes("9m") + codes("1z")))
    with qtbot.waitSignal(w.practice.graded, timeout=TIMEOUT):
        click_drawn(qtbot, w)
    table = w.trainer.results.discard_table
    qtbot.waitUntil(lambda: any(r.chosen for r in table._model.rows()), timeout=TIMEOUT)
    chosen = [r.option.tile for r in table._model.rows() if r.chosen]
    assert chosen == codes("9m")
    # drawn in a mark's neutral blue, not in the quiz's red of a wrong answer (it was best)
    image = table.viewport().grab().toImage()
    row = next(i for i in range(len(table._model.rows())) if table.shown_row(i).chosen)
    rect = table.row_rect(row)
    edge = image.pixelColor(rect.center().x(), rect.top() + 1)
    assert edge.blue() > edge.red(), edge.name()
    w.practice.close_deal()
    w.controller.set_notation("123m456p789s11z235s")  # a hand of the trainer's own
    qtbot.waitUntil(lambda: w.controller.result.played is None, timeout=TIMEOUT)
    assert not any(r.chosen for r in table._model.rows())


def test_the_wheel_over_the_grades_scrolls_them_to_their_end_and_nothing_jumps(qtbot):
    """Issue 29 §2.2: the list of grades (at most 150 px, in a page that scrolls) takes the
    wheel as the discard table does: its rows to their end, then nothing for the rest of that
    turn of the wheel (the page jumped on); a new turn at the end scrolls the page."""
    from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget
    from test_app_discard_table import Wheel

    from mjtrainer.app.trainer.practice_model import Grade, GradeRow, PracticeView
    from mjtrainer.app.trainer.practice_views import PracticePanel

    area = QScrollArea()
    qtbot.addWidget(area)
    body = QWidget()
    column = QVBoxLayout(body)
    above, below = QWidget(), QWidget()
    above.setFixedHeight(300)
    below.setFixedHeight(300)
    panel = PracticePanel()
    column.addWidget(above)
    column.addWidget(panel)
    column.addWidget(below)
    area.setWidget(body)
    area.setWidgetResizable(True)
    area.resize(500, 400)
    rows = tuple(GradeRow(n, n % 34, Grade.GOOD, 0.01, (0,)) for n in range(1, 19))
    panel.show_view(PracticeView(True, hand=tuple(range(13)), drawn=20, turn=18, rows=rows))
    area.show()
    qtbot.waitExposed(area)
    grades = panel.grades
    page, inner = area.verticalScrollBar(), grades.verticalScrollBar()
    qtbot.waitUntil(lambda: inner.maximum() > 0)
    assert grades.height() <= 150 and page.maximum() > 0
    area.ensureWidgetVisible(grades)
    start = page.value()
    wheel = Wheel()
    wheel.turn(grades.viewport())
    assert inner.value() > 0 and page.value() == start
    steps = 0
    while inner.value() < inner.maximum():
        wheel.turn(grades.viewport())
        steps += 1
        assert steps < 100 and page.value() == start
    for _ in range(3):  # the same turn of the wheel goes on past the grades' end
        wheel.turn(grades.viewport())
    assert inner.value() == inner.maximum() and page.value() == start
    wheel.turn(grades.viewport(), gap=1000)  # a new turn: the page scrolls
    assert page.value() > start and inner.value() == inner.maximum()
