"""The defence quiz in the window: a question at each level, the table of ponds, a tile of
the hand clicked, the marks, every tile's category and chance, the riichi hands revealed,
both languages, and the answer kept in the progress store."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mjtrainer.app.quiz.defence_views import caption_chance
from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.quiz.presenters import defence_question_view
from mjtrainer.app.shared import defence_words, i18n
from mjtrainer.core import format_tiles
from mjtrainer.quiz import generate
from mjtrainer.words.languages import codes
from tests.app.window.test_app_narrow_window import clipped_widgets

LANGUAGE_CODES = codes()

LEFT = Qt.MouseButton.LeftButton


def open_defence(window, qtbot, level: int):
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select("defence", level)
    qtbot.mouseClick(page.start_button, LEFT, pos=page.start_button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING, timeout=20000)
    return page, window.quiz.question


def test_the_snapshot_has_every_pond_in_order_with_the_riichi():
    q = generate("defence", 4, 7)
    v = defence_question_view(q)
    d = v.defence
    assert d is not None and v.kind == "defence" and v.answer == q.answer
    assert [p.relative for p in d.ponds] == [0, 1, 2, 3]
    assert sum(p.riichi is not None for p in d.ponds) == 2
    assert [x.tile for x in d.dangers] == [x.tile for x in q.dangers]
    assert len(d.riichi_hands) == 2 and all(r.waits for r in d.riichi_hands)
    assert d.dora_indicators == q.table.dora_indicators
    assert not any(x.estimate for x in d.dangers)  # four seats: the rates' own table


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_a_defence_question_answered_at_each_level(window, qtbot, level):
    page, q = open_defence(window, qtbot, level)
    assert q.level == level and page.defence_table.isVisible()
    assert page.prompt.text().startswith("An opponent declared riichi. Which tile is safest?")
    assert not page.submit_button.isVisible()  # a click on the hand answers
    riichis = [p for p in page.defence_table.order() if p.riichi is not None]
    assert len(riichis) == (2 if level == 4 else 1)
    # the riichi tile is turned sideways, as in the review's ponds (the shared pond widget)
    turned = [
        (pond, i)
        for pond in page.defence_table.ponds
        for i, p in enumerate(pond.pond())
        if p.riichi
    ]
    assert len(turned) == len(riichis)
    for pond, i in turned:
        r, upright = pond.rects()[i], pond.tile_size()
        assert r.width() == upright.height() > upright.width()
        assert "riichi was declared" in pond.tip(i)
    # the tiles after another seat's riichi are on a plate, said in their tooltip
    for shown, pond in zip(page.defence_table.order(), page.defence_table.ponds, strict=True):
        for _, at in shown.after:
            if at < len(shown.tiles):
                assert all(pond.passed()[at:]) and "genbutsu" in pond.tip(len(shown.tiles) - 1)
        assert not any(pond.passed()[: min((at for _, at in shown.after), default=99)])
    wrong = level % 2 == 0
    tile = next(d.tile for d in q.dangers if d.tile not in q.answer) if wrong else q.answer[0]
    button = page.hand_buttons()[q.hand.tiles().index(tile)]
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and state.grade.correct is not wrong
    assert button.mark == ("extra" if wrong else "right")
    assert page.verdict.text().startswith("Not the safest" if wrong else "Right!")
    assert page.legend.marks() == ("right", "extra", "best")
    rows = page.explanation.defence.rows
    assert [r.danger.tile for r in rows] == [d.tile for d in q.dangers]
    assert not page.explanation.defence.estimate_note.isVisible()  # four seats
    for r, d in zip(rows, q.dangers, strict=True):
        assert defence_words.name(d.name) in r.head.text()
        assert f"{100 * d.chance:.1f}%" in r.head.text() and r.why.text()
    assert rows[[d.tile for d in q.dangers].index(tile)].tile.mark == button.mark
    hands = page.explanation.defence.hands
    assert [h.hand.tiles for h in hands] == [r.hand.tiles() for r in q.riichi_hands]
    assert all(
        i18n.tile_name(r.waits[0]) in h.title.text()
        for h, r in zip(hands, q.riichi_hands, strict=True)
    )
    window.quiz.refresh_progress()
    qtbot.waitUntil(lambda: window.quiz.progress.answered == 1)
    record = window.quiz.store.answers()[0]
    assert (record.kind, record.level, record.correct) == ("defence", level, not wrong)
    assert record.given == format_tiles((tile,))


def test_the_defence_quiz_in_chinese(window, qtbot):
    page, q = open_defence(window, qtbot, 1)
    tile = q.answer[0]
    button = page.hand_buttons()[q.hand.tiles().index(tile)]
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    window.settings.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: page.start_button.text() == "开始")
        assert page.kind.currentText() == "防守：对立直哪张牌最安全？"
        assert page.level.currentText() == "1 — 现物"
        assert page.prompt.text().startswith("有对手宣告了立直")
        assert page.verdict.text().startswith("正确！")
        assert "现物" in page.explanation.defence.rows[0].head.text()
        assert "振听" in page.explanation.defence.rows[0].why.text()
        assert "立直" in page.explanation.defence.hands[0].title.text()
        assert page.legend.texts() == ("你打的牌，属于最安全的", "你打的牌", "最安全的牌")
    finally:
        window.settings.set_language("en")
    qtbot.waitUntil(lambda: page.start_button.text() == "Start")
    assert page.verdict.text().startswith("Right!")


@pytest.fixture(params=list(LANGUAGE_CODES))
def started_window(request, qtbot, qsettings, tmp_path, clock):
    """The main window started in a language (as after a restart in it)."""
    from pools import SynchronousPool

    from mjtrainer.app.main import build_window
    from mjtrainer.app.shared.tasks import TaskRunner
    from mjtrainer.app.window.settings import SettingsController
    from tests.app.conftest import make_quiz

    qsettings.setValue("ui/language", request.param)
    sc = SettingsController(qsettings)
    w = build_window(
        sc, TaskRunner(SynchronousPool()), make_quiz(tmp_path / "progress.sqlite3", clock)
    )
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w, request.param
    sc.set_language("en")
    w.controller.shutdown()
    w.quiz.shutdown()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1200)])
@pytest.mark.parametrize("level", [2, 4])
def test_the_question_the_ponds_and_the_hand_fit_without_scrolling(
    started_window, qtbot, size, level
):
    window, language = started_window
    window.resize(*size)
    page, q = open_defence(window, qtbot, level)
    assert page.prompt.text().isascii() is (language == "en")
    qtbot.waitUntil(lambda: page.hand.isVisible())
    for _ in range(5):
        QApplication.processEvents()
    assert (window.width(), window.height()) == size
    scroll = page.left_scroll
    assert scroll.verticalScrollBar().maximum() == 0, scroll.widget().height()
    viewport = scroll.viewport()
    bottom = viewport.mapTo(window, viewport.rect().bottomLeft()).y()
    for widget in (page.prompt, page.defence_table, page.hand):
        assert widget.mapTo(window, widget.rect().bottomLeft()).y() <= bottom, widget
    # no pond note wraps under a tile: the notes are the plates and one key line
    key = page.defence_table.key
    assert key.height() <= 2 * key.fontMetrics().lineSpacing()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1200)])
@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_an_answered_question_its_verdict_and_legend_fit_without_scrolling(
    started_window, qtbot, size, level
):
    """After a wrong answer (the longest verdict) the question, the marked hand with each
    tile's chance, the verdict and its legend are all in view, nothing clipped; only the
    explanation's pane scrolls."""
    window, language = started_window
    window.resize(*size)
    page, q = open_defence(window, qtbot, level)
    tile = next(d.tile for d in q.dangers if d.tile not in q.answer)
    button = page.hand_buttons()[q.hand.tiles().index(tile)]
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    assert window.quiz.state.phase is QuizPhase.ANSWERED
    assert page.verdict.text().isascii() is (language == "en")
    scroll = page.left_scroll
    # The answer grows the question by a few lines at once; the layouts and the scroll area
    # follow a turn or two of the event loop later (the scroll bar may show for that turn).
    qtbot.waitUntil(lambda: not clipped_widgets(window))
    assert (window.width(), window.height()) == size
    assert page.splitter.orientation() == Qt.Orientation.Horizontal
    # In view, top to bottom (with the shipped CJK fonts loaded by an earlier test, a
    # Chinese or Japanese question may be a few pixels taller than its pane: the pane then
    # shows the verdict and the legend, test_app_quiz_fit.py).
    viewport = scroll.viewport()
    for widget in (page.prompt, page.defence_table, page.hand, page.verdict, page.legend):
        assert widget.isVisible(), widget
        top = widget.mapTo(viewport, widget.rect().topLeft()).y()
        bottom = widget.mapTo(viewport, widget.rect().bottomLeft()).y()
        assert 0 <= top and bottom <= viewport.height(), (widget, top, bottom)
    assert page.next_button.isVisible()
    assert clipped_widgets(window) == []
    # The hand keeps its one line, each tile's chance under it.
    assert len({b.y() for b in page.hand_buttons()}) == 1
    chances = {d.tile: d.chance for d in q.dangers}
    assert [b.caption for b in page.hand_buttons()] == [
        caption_chance(chances[t]) for t in q.hand.tiles()
    ]
    # The cards keep their titles where there is room for them.
    assert page.question_card.title.isVisible() is (size[1] > 1000)


def test_a_chance_under_a_tile_is_no_wider_than_it_needs():
    assert [caption_chance(p) for p in (0.0, 0.019, 0.0949, 0.0996, 0.169, 0.257)] == [
        "0.0%",
        "1.9%",
        "9.5%",
        "10%",
        "17%",
        "26%",
    ]


def test_a_three_player_defence_question_shows_three_ponds(window, qtbot):
    """Under sanma the question is dealt at a three-player table: the ponds of the seats
    right and left and yours, no row for a seat across; a tile passed after both riichis
    names each riichi seat by its place (right or left of the learner)."""
    from mjtrainer.core import Rules

    window.settings.set_rules(Rules.preset("sanma"))
    page, q = open_defence(window, qtbot, 4)
    assert q.rules == "sanma" and q.table.seats == 3
    table = page.defence_table
    shown = table.order()
    assert [p.relative for p in shown] == [1, 3, 0]  # right, left, then yours
    assert [t.isVisible() for t in table.titles] == [True, True, True, False]
    assert [p.isVisible() for p in table.ponds] == [True, True, True, False]
    assert [t.text().split(" ")[0] for t in table.titles[:3]] == [
        i18n.seat_name(1).split(" ")[0],
        i18n.seat_name(3).split(" ")[0],
        i18n.seat_name(0).split(" ")[0],
    ]
    seats = q.table.seats
    right, left = (q.table.seat + 1) % seats, (q.table.seat + 2) % seats
    for pond, view in zip(shown, table.ponds, strict=False):
        assert tuple(t.tile for t in view.pond()) == pond.tiles
        for r, at in pond.after:
            if at < len(pond.tiles):
                place = "Right" if r == right else "Left"
                assert r in (right, left) and f"after {place}'s riichi" in view.tip(at)
    tile = q.answer[0]
    button = page.hand_buttons()[q.hand.tiles().index(tile)]
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    assert window.quiz.state.grade.correct
    explanation = page.explanation.defence
    assert not any("Across" in r.why.text() for r in explanation.rows)
    assert explanation.estimate_note.isVisible()
    assert explanation.estimate_note.text().startswith("Three players: the chances are four-player")
