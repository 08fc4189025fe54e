"""Reviewed games in the window (issue 27 §4): a review finished on the Review page keeps the
game's figures in the progress store (once a game and seat), and the Progress page charts
the reviewed games over time — EV lost per decision and agreement, the categories on demand —
with an empty-state text before any."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from pools import SynchronousPool
from PySide6.QtGui import QFontMetrics

from mjtrainer.app.progress.games_chart import CHART_GAMES, GamesChart, game_lines, nice_top
from mjtrainer.app.quiz import progress_presenters as presenters
from mjtrainer.app.review.controller import ReviewController
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import GamePoint
from mjtrainer.game import read_game
from mjtrainer.game.read import game_id
from mjtrainer.quiz.store import ReviewedGame
from tests.app.conftest import T0

REAL = Path(__file__).parents[2] / "game" / "data" / "real"
SMALL = REAL / "mjai-reviewer_double_kakan_then_chankan.json"


def _game(n: int, per: float, agreement: float, at: float = T0) -> ReviewedGame:
    return ReviewedGame(
        f"sha256:{n:064x}",
        0,
        at + n,
        "",
        10,
        per * 10,
        per,
        agreement,
        {"best": 5},
        {"efficiency": (6, per * 4), "push/fold": (4, per * 6), "value": (0, 0.0)},
    )


def test_a_review_finished_in_the_window_is_kept_and_charted(qtbot, window):
    """The window's review runs on its thread pool: wait for the worker, then the store."""
    w = window
    r, page = w.review, w.progress_page
    store = w.quiz.store
    assert not page.games_empty.isHidden() and page.games_chart.isHidden()
    r.open_file(str(SMALL))
    qtbot.waitUntil(lambda: r.state.loaded, timeout=30_000)
    for _ in range(2):  # reviewed twice: one row
        with qtbot.waitSignal(r.gameKept, timeout=120_000) as kept:
            r.start_review()
        assert kept.args == [game_id(read_game(SMALL.read_bytes()))]
    rows = store.games()
    assert [(g.game, g.seat) for g in rows] == [(kept.args[0], 0)]
    summary = r.review.review.summary
    assert rows[0].ev_lost_per_decision == summary.ev_lost_per_decision
    assert rows[0].agreement == summary.agreement
    # The summary names the category that lost the most points.
    weakest = summary.weakest
    assert weakest is not None
    names = {"efficiency": "efficiency", "value": "value", "push/fold": "push or fold"}
    line = (
        f"Most round EV lost: {names[weakest.category]}, {round(weakest.ev_lost):,} points in "
        f"{weakest.decisions} decisions."
    )
    assert line in w.review_page.summary.text.text().splitlines()
    qtbot.waitUntil(lambda: len(page.view.games) == 1)
    assert page.games_empty.isHidden() and not page.games_chart.isHidden()
    assert {line.key for line in page.games_chart.lines()} == {"ev", "agreement"}


def test_a_review_whose_figures_cannot_be_written_says_so(qtbot):
    class Locked:
        def record_game(self, game: ReviewedGame) -> bool:
            raise sqlite3.OperationalError("database is locked")

    c = ReviewController(
        runner=TaskRunner(SynchronousPool()),
        store=Locked(),  # type: ignore[arg-type]
        card_runner=TaskRunner(SynchronousPool()),
    )
    said: list[str] = []
    c.message.connect(said.append)
    with qtbot.assertNotEmitted(c.gameKept):
        c.open_file(str(SMALL))
        c.start_review()
    assert c.state.reviewed
    assert said[-1] == "The game's figures were not kept: database is locked"
    c.shutdown()


def test_the_chart_draws_each_figure_and_the_categories_on_demand(qtbot, window):
    store, page = window.quiz.store, window.progress_page
    for n, (per, agree) in enumerate([(200.0, 0.6), (50.0, 0.9), (120.0, 0.75)]):
        store.record_game(_game(n, per, agree))
    window.quiz.refresh_progress()
    qtbot.waitUntil(lambda: len(page.view.games) == 3)
    window.tabs.setCurrentWidget(page)
    chart = page.games_chart
    assert [line.key for line in chart.lines()] == ["ev", "agreement"]
    ev = [p.y() for p in chart.points()["ev"]]
    assert ev[1] > ev[2] > ev[0]  # less lost is drawn lower
    agree = [p.y() for p in chart.points()["agreement"]]
    assert agree[1] < agree[2] < agree[0]  # more agreement is drawn higher
    xs = [p.x() for p in chart.points()["ev"]]
    assert xs == sorted(xs)  # in the order reviewed
    page.by_category.setChecked(True)
    # a category with no decision in any game has no line
    assert [line.key for line in chart.lines()] == ["ev", "agreement", "efficiency", "push/fold"]
    push = next(line for line in chart.lines() if line.key == "push/fold")
    assert [v for _, v in push.points] == [200.0 * 6 / 4, 50.0 * 6 / 4, 120.0 * 6 / 4]
    page.by_category.setChecked(False)
    assert len(chart.lines()) == 2


def test_the_empty_state_says_how_to_fill_the_chart(window):
    page = window.progress_page
    assert "No reviewed games yet" in page.games_empty.text()
    assert "Review page" in page.games_empty.text()
    assert page.by_category.isHidden() and page.games_chart.isHidden()


def test_a_game_point_is_its_local_day_and_figures():
    g = _game(0, 120.0, 0.5, at=datetime(2026, 3, 1, 23, 30, tzinfo=UTC).timestamp())
    p = presenters.game_point(g, UTC)
    assert p.day == datetime(2026, 3, 1).toordinal()
    assert (p.ev_per_decision, p.agreement) == (120.0, 0.5)
    assert [c for c, _, _ in p.by_category] == ["efficiency", "value", "push/fold"]


def test_the_chart_keeps_the_latest_games_and_a_readable_axis():
    games = [GamePoint(700_000 + i, float(i), 0.5) for i in range(CHART_GAMES + 5)]
    lines = game_lines(games, by_category=False)
    ev = next(line for line in lines if line.key == "ev")
    assert len(ev.points) == CHART_GAMES and ev.points[0][1] == 5.0
    assert nice_top(0) == nice_top(80) == 100
    tops = [nice_top(v) for v in (101, 250, 450, 1800, 5000, 9000)]
    assert tops == [200, 400, 600, 2000, 6000, 10000]
    assert all(top / 4 == int(top / 4) for top in tops)  # round quarters


def test_the_chart_reads_points_on_the_left_and_shares_on_the_right(qtbot):
    """EV lost per decision as a share of the left axis' round top (its label, the widest, sets
    where the plot begins), agreement on the 0-100 % axis, a game a slot; the tooltip names
    the line, the game's day and the value in its unit."""
    games = [
        GamePoint(739000 + i, per, agree)
        for i, (per, agree) in enumerate([(300.0, 0.6), (50.0, 0.9), (120.0, 0.75)])
    ]
    chart = GamesChart()
    qtbot.addWidget(chart)
    chart.resize(560, 250)
    chart.set_data(games, by_category=False)
    points = chart.points()
    assert [p.y() for p in points["ev"]] == [chart.y_of(per / 400) for per in (300, 50, 120)]
    assert [p.y() for p in points["agreement"]] == [chart.y_of(a) for a in (0.6, 0.9, 0.75)]
    assert [p.x() for p in points["ev"]] == [chart.x_of(i) for i in range(3)]
    assert chart.plot_rect().left() == QFontMetrics(chart.font()).horizontalAdvance("400") + 12
    assert chart.tooltip_at(points["ev"][0]) == "EV lost per decision, game of 4/24: 300 points"
    assert chart.tooltip_at(points["agreement"][1]) == "best played (right axis), game of 4/25: 90%"
