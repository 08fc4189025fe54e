"""The review page: open a game (file, paste, drop, a broken file that keeps the game shown),
pick the seat, step with the keys, the pond and hand widgets show what the replay says, the
review job fills the grades, N lands on a mistake, spoiler-free picks are graded, a card is
made and found scheduled in the store, and the page is drawn at 1024 × 600."""

from __future__ import annotations

import dataclasses
import time

import pytest
from pools import SynchronousPool
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from mjtrainer.app.review.controller import ReviewController
from mjtrainer.app.review.presenters import decision_view, round_items, table_view
from mjtrainer.app.review.views import OpenGameDialog
from mjtrainer.app.shared import tileart
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.core.kinds import kind_of
from mjtrainer.game import read_game, to_mjai
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import review_game
from mjtrainer.quiz import ProgressStore
from mjtrainer.quiz.cards import card_of, is_card
from tests.game.handmade import riichi_log

NAMES = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture(scope="module")
def engine_game_text() -> str:
    """Two rounds of a seeded engine game (riichienv), with names, as mjai text."""
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(1))
    game = dataclasses.replace(game, rounds=game.rounds[:2], players=NAMES)
    return to_mjai(game)


@pytest.fixture
def game_file(tmp_path, engine_game_text):
    path = tmp_path / "game.mjson"
    path.write_text(engine_game_text)
    return path


@pytest.fixture
def review_window(sync_window):
    """The main window with its review controller on a synchronous pool."""
    window = sync_window
    r = window.review
    assert r is not None and window.review_page is not None
    window.tabs.setCurrentWidget(window.review_page)
    return window


def _key(qtbot, window, key) -> None:
    window.activateWindow()
    window.review_page.board.setFocus()
    qtbot.keyClick(window.review_page.board, key)


# --- presenters (no Qt) --------------------------------------------------------------------------


def test_table_view_hides_the_others_hands_unless_asked():
    game = read_game(riichi_log())
    rp = Replay(game.rounds[0])
    step = rp.decisions(0)[0]
    mine = table_view(rp, step, 0, game.players)
    assert [p.seat for p in mine.seats] == [0, 1, 2, 3]
    me = mine.seats[0]
    assert me.viewer and me.hidden == 0 and len(me.hand) + (me.drawn is not None) == 14
    assert all(p.hand == () and p.hidden == 13 for p in mine.seats[1:])
    shown = table_view(rp, step, 0, game.players, show_all=True)
    assert all(p.hidden == 0 and len(p.hand) == 13 for p in shown.seats[1:])
    # From seat 2, the seats come round the table from it.
    assert [p.seat for p in table_view(rp, step, 2, game.players).seats] == [2, 3, 0, 1]


def test_round_items_and_decision_rows():
    game = read_game(riichi_log())
    items = round_items(game)
    assert items[0].wins == ((0, 0),) and items[0].draw == "" and items[0].loss is None
    review = review_game(game, 0)
    first = review.rounds[0].decisions[0]
    v = decision_view(first)
    assert v.grade == "best" and v.played == 33  # 7z keeps the ready hand
    assert v.rows[0].best and 33 in {r.tile for r in v.rows if r.best}
    assert {r.tile for r in v.rows} == {kind_of(t) for t in first.hand}
    assert decision_view(review.rounds[0].decisions[1]).forced  # after riichi
    assert round_items(game, review)[0].mistakes == 0


def test_the_rounds_list_counts_its_mistakes_singular_and_plural(window):
    from mjtrainer.app.review.model import RoundItem
    from mjtrainer.app.review.views import round_text

    def item(mistakes: int) -> RoundItem:
        return RoundItem(0, 0, 1, 0, ((0, 0),), "", loss=0.062, mistakes=mistakes)

    assert round_text(item(1), NAMES).endswith("lost 6.2 pp · 1 mistake")
    assert round_text(item(0), NAMES).endswith("· 0 mistakes")
    assert round_text(item(3), NAMES).endswith("· 3 mistakes")
    window.settings.set_language("zh_CN")
    try:
        assert round_text(item(1), NAMES).endswith(" · 1 次失误")
        assert round_text(item(3), NAMES).endswith(" · 3 次失误")
    finally:
        window.settings.set_language("en")


def test_unnamed_seats_count_0_to_3_as_the_command_line_does(window):
    from mjtrainer.app.review.views import player_name, seat_entry

    unnamed = ("", "", "", "")
    assert [player_name(unnamed, s) for s in range(4)] == ["Seat 0", "Seat 1", "Seat 2", "Seat 3"]
    assert [seat_entry(unnamed, s) for s in range(4)] == ["Seat 0", "Seat 1", "Seat 2", "Seat 3"]
    assert seat_entry(NAMES, 2) == "Cy (seat 2)" and player_name(NAMES, 2) == "Cy"
    window.settings.set_language("zh_CN")
    try:
        assert seat_entry(unnamed, 0) != "Seat 0" and "0" in seat_entry(unnamed, 0)
        assert seat_entry(NAMES, 3).startswith("Di") and "3" in seat_entry(NAMES, 3)
    finally:
        window.settings.set_language("en")


# --- the controller ------------------------------------------------------------------------------


def test_a_broken_file_keeps_the_game_and_says_why(qtbot, tmp_path, game_file):
    c = ReviewController(runner=TaskRunner(SynchronousPool()))
    assert c.open_file(str(game_file))
    shown = c.game
    bad = tmp_path / "broken.json"
    bad.write_text('{"title": "x", "log": [[[0, 0, 0], [25000]')
    with qtbot.waitSignal(c.message) as got:
        assert not c.open_file(str(bad))
    assert c.game is shown and c.state.loaded
    assert "broken.json" in got.args[0] and "JSON" in got.args[0]
    assert c.state.error == got.args[0]
    assert not c.paste("no game here")
    assert c.game is shown
    c.shutdown()


# --- the window ----------------------------------------------------------------------------------


def test_open_from_the_menu_pick_a_seat_and_step_with_keys(qtbot, review_window, game_file,
                                                           monkeypatch):  # fmt: skip
    w = review_window
    page, r = w.review_page, w.review
    monkeypatch.setattr(OpenGameDialog, "ask", classmethod(lambda cls, parent: str(game_file)))
    w.open_game_action.trigger()
    assert r.state.loaded and page.seat_box.count() == 4
    # Each name with the seat number --seat takes (0–3 from the first dealer).
    assert [page.seat_box.itemText(i) for i in range(4)] == [
        f"{name} (seat {n})" for n, name in enumerate(NAMES)
    ]
    assert page.rounds.count() == 2 and "East 1" in page.rounds.item(0).text()
    page.seat_box.setCurrentIndex(2)
    page.seat_box.activated.emit(2)
    assert r.state.seat == 2
    replay = Replay(r.game.rounds[0])
    for _ in range(5):
        _key(qtbot, w, Qt.Key.Key_Right)
    assert r.state.table.step == 5
    _key(qtbot, w, Qt.Key.Key_Left)
    assert r.state.table.step == 4
    _key(qtbot, w, Qt.Key.Key_Down)
    first = replay.decisions(2)[0]
    assert r.state.table.step == first and r.state.at_decision
    view = replay.view(first, 2)
    me = page.board.seats[0]
    assert sorted(me.hand_tiles()) == sorted(view.hand)
    assert page.board.seats[1].hidden_tiles() == len(replay.table(first).hands[3])
    _key(qtbot, w, Qt.Key.Key_Down)
    second = replay.decisions(2)[1]
    assert r.state.table.step == second
    for box, seat in zip(page.board.seats, (2, 3, 0, 1), strict=True):
        pond = replay.table(second).ponds[seat]
        assert box.pond.pond() == pond
        assert box.pond.looks() == tuple(
            tileart.DISABLED if p.called else tileart.DIM if p.tsumogiri else tileart.NORMAL
            for p in pond
        )
    _key(qtbot, w, Qt.Key.Key_Up)
    assert r.state.table.step == first
    page.show_all.setChecked(True)
    assert page.board.seats[1].hidden_tiles() == 0
    assert sorted(page.board.seats[1].hand_tiles()) == sorted(replay.table(first).hands[3])


@pytest.fixture
def mistakes_file(tmp_path):
    """Seed 4's first two rounds: seat 0 makes two mistakes by round EV (seed 1's, the other
    tests' game, has none)."""
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(4))
    path = tmp_path / "mistakes.mjson"
    path.write_text(to_mjai(dataclasses.replace(game, rounds=game.rounds[:2], players=NAMES)))
    return path


def test_review_fills_grades_and_n_lands_on_a_mistake(qtbot, review_window, mistakes_file):
    game_file = mistakes_file
    w = review_window
    page, r = w.review_page, w.review
    r.open_file(str(game_file))
    assert not page.next_mistake.isEnabled()
    with qtbot.waitSignal(r.runner.resultReady):
        page.review_button.click()
    assert r.state.reviewed and r.review is not None
    decisions = [d for rr in r.review.review.rounds for d in rr.decisions]
    assert decisions and all(d.grade is not None or d.forced for d in decisions)
    assert "lost" in page.rounds.item(0).text()
    assert page.summary.chart.bars() and len(page.summary.chart.bars()) == 2
    assert page.summary.mistakes.count() == len(r.review.summary.mistakes)
    _key(qtbot, w, Qt.Key.Key_N)
    d = r.state.decision
    assert d is not None and d.grade == "mistake"
    assert page.analysis.table.row_count() == len(d.rows)
    rows = page.analysis.table.rows()
    played = [row for row in rows if row.option.tile == d.played]
    assert played and played[0].mark == tileart.MARK_EXTRA
    assert all(row.mark == tileart.MARK_BEST for row in rows if row.best)


def test_spoiler_free_picks_first_then_grades_the_pick(qtbot, review_window, game_file):
    w = review_window
    page, r = w.review_page, w.review
    r.open_file(str(game_file))
    r.start_review()
    page.spoiler.setChecked(True)
    _key(qtbot, w, Qt.Key.Key_Down)
    s = r.state
    assert s.at_decision and s.hidden and s.decision is not None
    assert page.analysis.table.isHidden()
    best = s.decision.best[0]
    worst = s.decision.rows[-1].tile
    # The learner clicks a tile of its own hand.
    me = page.board.seats[0]
    index = next(
        i for i, item in enumerate(me.hand.items()) if kind_of(item.faces[0].tile) == worst
    )
    qtbot.mouseClick(me.hand, Qt.MouseButton.LeftButton, pos=me.hand.tile_rect(index).center())
    s = r.state
    assert not s.hidden and s.pick == kind_of(me.hand.items()[index].faces[0].tile)
    assert not page.analysis.table.isHidden()
    assert s.pick_grade in ("good", "doubtful", "mistake", "best")
    r.pick(best)
    assert r.state.pick_grade == "best"
    assert "best" in page.analysis.pick_line.text()


def test_make_a_card_and_find_it_scheduled(qtbot, review_window, mistakes_file):
    game_file = mistakes_file
    w = review_window
    page, r = w.review_page, w.review
    r.open_file(str(game_file))
    r.start_review()
    r.next_mistake()
    d = r.state.decision
    assert d is not None and page.card_button.isEnabled()
    with qtbot.waitSignal(r.cardMade):
        page.card_button.click()
    assert not page.card_button.isEnabled()  # one card a decision
    store = w.quiz.store
    assert store is not None
    due = store.reviews(time.time())  # due at once
    cards = [x.item for x in due if is_card(x.item)]
    assert len(cards) == 1
    card = card_of(cards[0])
    found = r.review.find(r.state.round, d.step)
    assert found is not None
    decision = found[0]
    assert card.turn == decision.turn
    # Graded under the game's own rules (an mjai log: Tenhou's, no double yakuman).
    assert card.rule_set == r.game.rules
    assert ("double_yakuman", False) in card.options
    assert sorted(card.seen) == sorted(t for t in range(34) for _ in range(decision.seen[t]))
    # The same file, read by a store of its own.
    with ProgressStore(store.path) as other:
        assert any(is_card(a.item) for a in other.answers())


def test_a_card_made_counts_at_once_in_the_quizs_review(qtbot, review_window, mistakes_file, clock):
    """The card message ("it comes back in the quiz's next review") used to meet "Review missed
    (0 due)" for ten minutes (a card entered the schedule as a miss made now)."""
    game_file = mistakes_file
    w = review_window
    page, r = w.review_page, w.review
    r.open_file(str(game_file))
    r.start_review()
    r.next_mistake()
    with qtbot.waitSignal(r.cardMade) as made:
        page.card_button.click()
    assert "due now" in w.statusBar().currentMessage()
    clock.now = time.time()  # the quiz's clock, after the card, as the wall clock is
    with qtbot.waitSignal(w.quiz.progressChanged):
        w.quiz.refresh_progress()
    assert w.quiz.progress.due == 1
    assert w.quiz_page.review_button.text() == "Review missed (1 due)"
    assert w.quiz_page.review_button.isEnabled()
    # The review session asks it.
    w.quiz_page.review_button.click()
    qtbot.waitUntil(lambda: w.quiz.question is not None)
    assert made.args[0].startswith(str(w.quiz.question.hand))


def test_a_card_of_a_red_five_keeps_it_into_the_trainer(qtbot, review_window, game_file):
    """A card made where the hand holds a red five (the engine game's 0s) keeps it: stored
    with it, asked with its discard named 0s, and opened in the trainer with the red five."""
    from mjtrainer.core.kinds import is_red
    from mjtrainer.quiz.cards import question_of

    w = review_window
    r = w.review
    r.open_file(str(game_file))
    r.start_review()
    d = next(
        d
        for rd in r.review.review.rounds
        for d in rd.decisions
        if not d.forced and d.turn <= 17 and any(is_red(t) for t in d.hand)
    )
    assert 22 in [kind_of(t) for t in d.hand if is_red(t)]  # the red 5s, its one 5s
    r.go_to(d.round, d.step)
    with qtbot.waitSignal(r.cardMade) as made:
        w.review_page.card_button.click()
    assert made.args[0].startswith(d.hand_text + " | seen ")  # 1079s: the red five as 0
    store = w.quiz.store
    (item,) = [a.item for a in store.answers() if is_card(a.item)]
    card = card_of(item)
    assert card.hand.red == (22,) and str(card.hand) == d.hand_text
    data = question_of(item).to_dict()
    assert "0s" in [x["discard"] for x in data["discards"]]
    # Asked on the quiz page, the hand draws the red five and its row throws it.
    from mjtrainer.app.quiz.presenters import question_view

    view = question_view(question_of(item))
    assert 36 in view.faces and 36 in [r.face for r in view.discards]
    # Opened from the progress page, the trainer holds the red five and names its discard 0s.
    w.quiz.refresh_progress()
    page = w.progress_page
    qtbot.waitUntil(lambda: len(page.rows) >= 1)
    row = next(i for i, m in enumerate(w.quiz.progress.most_missed) if m.from_games)
    page.rows[row].open_button.click()
    assert w.tabs.currentWidget() is w.trainer
    assert w.controller.hand == card.hand and w.controller.hand.red == (22,)
    assert w.controller.hand.discard_code(22) == 36  # 0s


def test_paste_and_drop_open_a_game(qtbot, review_window, game_file, engine_game_text):
    w = review_window
    r = w.review
    QApplication.clipboard().setText(riichi_log())
    w.review_page.paste_button.click()
    assert r.state.loaded and r.game.players == ("Ann", "Bo", "Cy", "Di")
    assert len(r.game.rounds) == 1
    # Ctrl+Shift+V on the review page opens the game on the clipboard, not a hand.
    QApplication.clipboard().setText(engine_game_text)
    w.paste_action.trigger()
    assert w.tabs.currentWidget() is w.review_page and len(r.game.rounds) == 2
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(game_file))])
    QApplication.clipboard().setText(riichi_log())
    r.paste(riichi_log())
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)  # fmt: skip
    assert w.file_drop.eventFilter(w, drop)
    assert len(r.game.rounds) == 2 and r.state.source == "game.mjson"


def test_a_drag_over_the_page_raises_nothing(qtbot, review_window, game_file, capsys):
    """Every drag-move used to print an AssertionError (a move asserted to be an enter)."""
    w = review_window
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(game_file))])
    at = QPointF(w.review_page.mapTo(w, w.review_page.rect().center()))
    args = (at.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier)  # fmt: skip
    with qtbot.capture_exceptions() as raised:
        for event in (QDragEnterEvent(*args), QDragMoveEvent(*args), QDragMoveEvent(*args)):
            QApplication.sendEvent(w, event)
            assert event.isAccepted() and event.dropAction() == Qt.DropAction.CopyAction
    assert raised == []
    assert capsys.readouterr().err == ""


def test_the_page_at_1024_by_600_and_large(qtbot, review_window, game_file, tmp_path):
    w = review_window
    w.review.open_file(str(game_file))
    w.review.start_review()
    w.review.next_mistake()
    for size in ((1024, 600), (1920, 1200)):
        w.resize(*size)
        qtbot.waitUntil(lambda size=size: w.width() == size[0])
        picture = w.grab()
        assert not picture.isNull()
        picture.save(str(tmp_path / f"review_{size[0]}.png"))
        page = w.review_page
        # Nothing needed is out of reach: the panes scroll, the bar's buttons are on screen.
        for b in (page.review_button, page.card_button, page.next_mistake):
            right = b.mapTo(w, b.rect().topRight()).x()
            assert right <= w.width(), b.text()


def test_spoiler_free_tells_no_outcome_or_mistake_before_the_pick(qtbot, review_window, game_file):
    """Issue 29 §2.3: the rounds list said the round's winner and its loss, and N and the
    Summary tab worked, while the decision waited for the learner's pick."""
    w = review_window
    page, r = w.review_page, w.review
    r.open_file(str(game_file))
    r.start_review()
    told = page.rounds.item(0).text()
    assert "wins" in told and "lost" in told and page.next_mistake.isEnabled()
    page.spoiler.setChecked(True)
    _key(qtbot, w, Qt.Key.Key_Down)
    assert r.state.hidden
    lines = [page.rounds.item(i).text() for i in range(page.rounds.count())]
    assert all(not any(n in line for n in NAMES) and "lost" not in line for line in lines)
    assert lines[0] == told.split(" · ")[0]  # the round's name is still there
    assert not page.next_mistake.isEnabled() and not page.key_next_mistake.isEnabled()
    assert not page.side_tabs.isTabEnabled(1)
    page.rounds.setCurrentRow(1)  # the round before the one shown has been played through
    assert r.state.round == 1 and page.rounds.item(0).text() == told
    page.spoiler.setChecked(False)
    assert page.rounds.item(1).text() != page.rounds.item(1).text().split(" · ")[0]
    assert page.next_mistake.isEnabled() and page.side_tabs.isTabEnabled(1)


def test_a_pick_among_the_best_is_marked_in_the_table(qtbot, review_window, game_file):
    """Issue 29 §2.3: a pick was painted only when it was not among the best, so a best pick
    looked like every other best row."""
    w = review_window
    page, r = w.review_page, w.review
    r.open_file(str(game_file))
    r.start_review()
    _key(qtbot, w, Qt.Key.Key_Down)
    d = r.state.decision
    assert d is not None and len(d.best) >= 2
    r.pick(d.best[0])
    table = page.analysis.table
    rows = [table.shown_row(i) for i in range(table.model().rowCount())]
    chosen = next(i for i, row in enumerate(rows) if row.chosen)
    other = next(i for i, row in enumerate(rows) if row.option.best and not row.chosen)
    table.resize(600, 400)
    table.clearFocus()
    QApplication.processEvents()
    image = table.viewport().grab().toImage()

    def edge(i: int):
        rect = table.row_rect(i)
        return image.pixelColor(rect.left() + 1, rect.center().y()).rgba()

    assert edge(chosen) != edge(other)
