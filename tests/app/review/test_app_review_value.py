"""The review's decision table shows Value (issue 26 §3): the review values no win (its round
EV counts one at the published average, for speed), so the decision shown is searched on the
worker with the value on, and its Value column filled when the answer comes. The expected
numbers are the analysis's own (``decision.analyze`` with the value on) of the position the
game room's review graded, computed here apart from the page; an answer for a decision the
learner has left never shows on the next one; a failed or cancelled search leaves the column
as it was."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from conftest import make_quiz
from pools import DeferredPool, SynchronousPool
from PySide6.QtCore import Qt
from test_app_review import _key

from mjtrainer import decision
from mjtrainer.app.main import build_window
from mjtrainer.app.review import controller as review_controller
from mjtrainer.app.review.model import DecisionValues
from mjtrainer.app.review.presenters import decision_view, valued_position, valuing, with_values
from mjtrainer.app.shared.discards import NOT_SEARCHED, PENDING
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import LookaheadCancelled
from mjtrainer.core.kinds import MPSZ
from mjtrainer.core.rules import Scored
from mjtrainer.decision import AnalyzeOptions
from mjtrainer.game import read_game
from mjtrainer.game.review import review_game
from tests.game.handmade import riichi_log

LOG = Path(__file__).parents[2] / "game" / "data" / "real" / "mjai-reviewer_ranked_game.json"
SEAT = 0


@pytest.fixture(scope="module")
def graded():
    """The game room's review of the log for seat 0: the positions it graded, by place."""
    review = review_game(read_game(LOG.read_bytes()), SEAT)
    return {(r.index, d.step): d for r in review.rounds for d in r.decisions}


def expected(d) -> dict[str, str]:
    """The Value cells of the decision ``d`` as the analysis with the value on gives them:
    each searched discard's expected worth in whole points, "—" for the others."""
    found = decision.analyze(d.position, AnalyzeOptions(value=True))
    assert found.ahead is not None
    return {
        MPSZ[a.discard]: f"{a.exp_value:,.0f}" if a.searched else NOT_SEARCHED
        for a in found.ahead.discards
    }


def value_column(table) -> int:
    return [c.key for c in table.model_columns()].index("value")


def value_cells(table) -> dict[str, str] | None:
    """The Value column's cells by discard, as shown; None while the column is hidden."""
    c = value_column(table)
    if table.isColumnHidden(c):
        return None
    model = table.model()
    return {
        MPSZ[table.shown_row(r).option.tile]: model.data(model.index(r, c))
        for r in range(table.row_count())
    }


def _review(qtbot, page, r) -> None:
    with qtbot.waitSignal(r.runner.resultReady, timeout=60_000):
        qtbot.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    assert r.state.reviewed


# --- presenters (no Qt) --------------------------------------------------------------------------


def test_the_value_fills_the_rows_it_searched_and_waits_before(graded):
    first = graded[min(graded)]
    view = decision_view(first)
    # The review itself values no win: its rows carry no value and no unit (column hidden).
    assert all(r.value is None and r.value_unit == "" for r in view.rows)
    waiting = valuing(view, "points")
    assert all(r.value is None and r.value_unit == "points" for r in waiting.rows)
    searched = [r.tile for r in view.rows if r.searched]
    assert len(searched) >= 2
    values = DecisionValues((0, first.step), ((searched[0], 1234.5),), "points")
    filled = {r.tile: r for r in with_values(view, values).rows}
    assert filled[searched[0]].value == 1234.5 and filled[searched[0]].value_unit == "points"
    # A row the search did not value has no unit: it reads "—", never "…".
    assert filled[searched[1]].value is None and filled[searched[1]].value_unit == ""
    # Everything but the value is the review's.
    assert [(r.tile, r.win, r.round_ev) for r in with_values(view, values).rows] == [
        (r.tile, r.win, r.round_ev) for r in view.rows
    ]


def test_only_a_decision_with_a_draw_left_and_a_choice_is_valued(graded):
    assert all(valued_position(d) is d.position for d in graded.values())
    # After the seat's own riichi: forced, nothing to value.
    review = review_game(read_game(riichi_log()), 0)
    forced = review.rounds[0].decisions[1]
    assert forced.forced and valued_position(forced) is None
    # No draw left (no look-ahead turn), or rules that value no win: none either.
    d = graded[min(graded)]
    assert valued_position(replace(d, position=replace(d.position, turn=None))) is None
    unscored = replace(d.position.rules, scored=Scored.NONE)
    assert valued_position(replace(d, position=replace(d.position, rules=unscored))) is None


# --- the window, on the app's thread pools -------------------------------------------------------


def test_the_decision_shown_gets_its_value_from_the_worker(qtbot, window, graded):
    w = window
    page, r = w.review_page, w.review
    w.tabs.setCurrentWidget(page)
    assert r.open_file(str(LOG))
    qtbot.waitUntil(lambda: r.state.loaded and not r.state.opening, timeout=30_000)
    _review(qtbot, page, r)
    table = page.analysis.table
    # Every state the page is given: a value shown is the one of the decision it is shown on.
    seen: list[tuple[tuple[int, int], dict[int, float]]] = []

    def note(state) -> None:
        d = state.decision
        if d is not None and any(row.value is not None for row in d.rows):
            values = {x.tile: x.value for x in d.rows if x.value is not None}
            seen.append(((state.round, d.step), values))

    r.stateChanged.connect(note)
    # Down, Down, Down without waiting: the first two answers may be overtaken.
    for _ in range(3):
        _key(qtbot, w, Qt.Key.Key_Down)
    place = (r.state.round, r.state.table.step)
    assert place in graded
    want = expected(graded[place])
    qtbot.waitUntil(lambda: value_cells(table) == want, timeout=30_000)
    # The column's header says what it is and when it fills.
    model = table.model()
    tip = model.headerData(value_column(table), Qt.Orientation.Horizontal, Qt.ToolTipRole)
    assert "when this decision is shown" in tip and "published average" in tip
    # N goes to a mistake: it is valued in turn.
    _key(qtbot, w, Qt.Key.Key_N)
    mistake = (r.state.round, r.state.table.step)
    assert mistake != place and mistake in graded
    qtbot.waitUntil(lambda: value_cells(table) == expected(graded[mistake]), timeout=30_000)
    r.stateChanged.disconnect(note)
    assert seen
    for at, values in seen:
        found = decision.analyze(graded[at].position, AnalyzeOptions(value=True))
        assert found.ahead is not None
        assert values == {
            a.discard: a.exp_value
            for a in found.ahead.discards
            if a.searched and a.exp_value is not None
        }, at


# --- the window, each job run when the test says -------------------------------------------------


@pytest.fixture
def deferred(qtbot, qsettings, tmp_path, clock):
    """The main window with the review's jobs held until the test runs them (open, review,
    then each valued search in the order asked)."""
    pool = DeferredPool()
    sc = SettingsController(qsettings)
    sc.set_language("en")
    w = build_window(
        sc,
        TaskRunner(SynchronousPool()),
        make_quiz(tmp_path / "progress.sqlite3", clock),
        review_runner=TaskRunner(pool),
        card_runner=TaskRunner(SynchronousPool()),
    )
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    w.tabs.setCurrentWidget(w.review_page)
    r = w.review
    assert r.open_file(str(LOG)) is True
    pool.run(0)  # the file read
    qtbot.mouseClick(w.review_page.review_button, Qt.MouseButton.LeftButton)
    pool.run(1)  # the review
    assert r.state.reviewed and len(pool.jobs) == 2
    yield w, pool
    sc.set_language("en")
    w.controller.shutdown()
    w.quiz.shutdown()


def test_an_answer_for_a_decision_left_never_shows_on_the_next(qtbot, deferred, graded):
    w, pool = deferred
    r, table = w.review, w.review_page.analysis.table
    _key(qtbot, w, Qt.Key.Key_Down)
    first = (r.state.round, r.state.table.step)
    assert len(pool.jobs) == 3
    # While its search is out the column shows, each searched row waiting.
    cells = value_cells(table)
    assert cells is not None and PENDING in cells.values()
    assert all(v == PENDING for t, v in cells.items() if expected(graded[first])[t] != "—")
    _key(qtbot, w, Qt.Key.Key_Down)
    second = (r.state.round, r.state.table.step)
    assert second != first and len(pool.jobs) == 4
    with qtbot.waitSignal(r.valuer.dropped):
        pool.run(2)  # the first decision's search, come back late
    assert value_cells(table) is not None and set(value_cells(table).values()) <= {
        PENDING,
        NOT_SEARCHED,
    }
    # An answer that names the first decision is not shown on the second either.
    stale = DecisionValues(first, ((table.shown_row(0).option.tile, 99_999.0),), "points")
    r.valuer.resultReady.emit(r.valuer.last_id, stale)
    assert "99,999" not in (value_cells(table) or {}).values()
    _key(qtbot, w, Qt.Key.Key_Up)  # … nor on the first, asked again
    assert len(pool.jobs) == 5 and "99,999" not in (value_cells(table) or {}).values()
    pool.run(4)
    assert value_cells(table) == expected(graded[first])
    # Back on the second: asked anew, filled with its own numbers.
    _key(qtbot, w, Qt.Key.Key_Down)
    pool.run(len(pool.jobs) - 1)
    assert value_cells(table) == expected(graded[second])
    # A decision valued once is not searched again.
    asked = len(pool.jobs)
    _key(qtbot, w, Qt.Key.Key_Up)
    assert len(pool.jobs) == asked and value_cells(table) == expected(graded[first])


@pytest.mark.parametrize("fault", [RuntimeError("no kernel"), LookaheadCancelled()])
def test_a_failed_or_cancelled_search_leaves_the_column_as_it_was(
    qtbot, sync_window, monkeypatch, fault
):
    def broken(*args, **kwargs):
        raise fault

    monkeypatch.setattr(review_controller, "value_job", broken)
    w = sync_window
    r, page = w.review, w.review_page
    w.tabs.setCurrentWidget(page)
    assert r.open_file(str(LOG))
    _review(qtbot, page, r)
    messages: list[str] = []
    r.message.connect(messages.append)
    _key(qtbot, w, Qt.Key.Key_Down)
    table = page.analysis.table
    assert r.state.decision is not None and table.row_count() > 0
    assert value_cells(table) is None  # as before the question: no value
    if isinstance(fault, RuntimeError):
        assert any("value was not searched" in m and "no kernel" in m for m in messages)
    else:
        assert not messages
    # Not asked again on coming back, and the page goes on.
    _key(qtbot, w, Qt.Key.Key_Down)
    _key(qtbot, w, Qt.Key.Key_Up)
    assert value_cells(table) is None and r.state.decision is not None


def test_the_header_says_it_in_chinese_and_japanese(qtbot, sync_window):
    w = sync_window
    table = w.review_page.analysis.table
    model = table.model()

    def tip() -> str:
        return model.headerData(value_column(table), Qt.Orientation.Horizontal, Qt.ToolTipRole)

    english = tip()
    for language, words in (("zh_CN", "公开的平均打点"), ("ja", "公開された平均打点")):
        w.settings.set_language(language)
        assert tip() != english and words in tip(), language
    w.settings.set_language("en")
    assert tip() == english
