"""The look-ahead on the real worker thread (a QThreadPool): the analysis is shown first and
the chances come as a second request; the extended search reports its progress and can be
cancelled; a new hand cancels a running search, whose result never shows, a valued one (riichi:
the payoff called back from the compiled kernel) too, while its payoffs are being asked.

Nothing here sleeps: the tests wait for the controller's state and the pool's threads.
"""

from __future__ import annotations

import dataclasses
import time

import pytest
from PySide6.QtCore import Qt, QThreadPool

from mjtrainer.app.main import build_window
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import Hand, LookaheadRequest, Rules, analyze_lookahead

LEFT = Qt.MouseButton.LeftButton
GENERAL = Rules.preset("general")
SHAPE = "6777m33379p78s555z"
# 2-shanten: the basic search takes milliseconds, the extended one a few tenths (12 discards
# searched, one step of progress each: both targets are one search).
SLOW = "2445m12367p11379s"


@pytest.fixture
def live(qtbot, qsettings, tmp_path, quiz_factory):
    """The main window with the real worker pool (and a synchronous quiz)."""
    sc = SettingsController(qsettings)
    sc.set_language("en")
    runner = TaskRunner()
    w = build_window(sc, runner, quiz_factory(tmp_path / "progress.sqlite3"))
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


@pytest.fixture
def stops(monkeypatch):
    """Each look-ahead's end, as the worker saw it: "done", or the exception that stopped it
    (a cancelled search raises LookaheadCancelled at its next look at the flag)."""
    from mjtrainer.decision import analysis as lookahead_jobs

    real = lookahead_jobs.analyze_lookahead
    ends: list[str] = []

    def spy(hand, request, *args, **kwargs):
        if request.extended and request.progress is not None:
            # An extended search slowed to a tenth of a second a discard, so a click lands
            # while it runs however fast the kernel and the machine are (it took a few tens of
            # milliseconds with -O3, and a cancel clicked after its first report could come
            # after its last).
            report = request.progress

            def slowly(done: int, total: int) -> None:
                report(done, total)
                time.sleep(0.1)

            request = dataclasses.replace(request, progress=slowly)
        try:
            out = real(hand, request, *args, **kwargs)
        except Exception as e:
            ends.append(type(e).__name__)
            raise
        ends.append("done")
        return out

    monkeypatch.setattr(lookahead_jobs, "analyze_lookahead", spy)
    return ends


def idle(w) -> bool:
    """No request out and no job running on the pool."""
    pool = w.controller.runner.pool
    assert isinstance(pool, QThreadPool)
    return not w.controller.busy and pool.activeThreadCount() == 0


def settle(qtbot, w, timeout: int = 30000) -> None:
    qtbot.waitUntil(lambda: idle(w), timeout=timeout)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def test_the_table_is_shown_before_the_lookahead(live, qtbot):
    """The analysis arrives first (the new columns say "…"), then the chances."""
    c = live.controller
    c.set_notation("677m33379p78s555z")
    settle(qtbot, live)
    table = live.trainer.results.discard_table
    col = [k.key for k in table.model_columns()].index("win")
    shown = []

    def on_result(result) -> None:
        # The window drew the result before this slot (it connected first).
        texts = [table.model().index(i, col).data() for i in range(table.row_count())]
        shown.append((result, texts))

    c.resultChanged.connect(on_result)
    click(qtbot, live.trainer.palette_view.button(6))  # 7m: the 14-tile hand SHAPE
    settle(qtbot, live)
    assert c.notation() == str(Hand.parse(SHAPE))
    (first, first_texts), (second, second_texts) = shown
    assert first.lookahead is None and first.discards
    assert first_texts == ["…"] * len(first.discards)
    ahead = analyze_lookahead(Hand.parse(SHAPE), LookaheadRequest(GENERAL))
    assert second.lookahead is not None
    assert second_texts == [f"{100 * a.win_prob:.1f}%" for a in ahead.discards]
    assert [d.tile for d in first.discards] == [d.tile for d in second.discards]


def test_the_extended_search_shows_its_progress_and_its_result(live, qtbot):
    c = live.controller
    bar = live.trainer.results.search
    c.set_notation(SLOW)
    settle(qtbot, live)
    basic = c.result
    assert basic.lookahead is not None and not basic.lookahead.extended
    assert not bar.progress.isVisible() and not bar.cancel.isVisible()
    click(qtbot, bar.extended)
    assert c.search.extended and c.search.searching
    qtbot.waitUntil(lambda: c.search.done > 0, timeout=30000)
    assert bar.progress.isVisible() and bar.cancel.isVisible()
    assert bar.progress.maximum() == c.search.total == 12
    assert 0 < bar.progress.value() <= 12
    # The basic chances stay on screen while the search runs.
    assert c.result is basic
    settle(qtbot, live)
    assert not c.search.searching and c.search.extended and bar.extended.isChecked()
    assert not bar.progress.isVisible() and not bar.cancel.isVisible()
    ahead = analyze_lookahead(Hand.parse(SLOW), LookaheadRequest(GENERAL, extended=True))
    assert c.result.lookahead.extended
    assert [d.win for d in c.result.discards] == [a.win_prob for a in ahead.discards]


def test_cancel_stops_the_extended_search_and_keeps_the_basic_chances(live, qtbot, stops):
    c = live.controller
    bar = live.trainer.results.search
    c.set_notation(SLOW)
    settle(qtbot, live)
    basic = c.result
    shown = []
    c.resultChanged.connect(shown.append)
    click(qtbot, bar.extended)
    qtbot.waitUntil(lambda: c.search.done > 0, timeout=30000)
    assert c.search.done < c.search.total  # still running
    click(qtbot, bar.cancel)
    assert not c.search.searching and not c.search.extended
    assert not bar.extended.isChecked() and not bar.progress.isVisible()
    assert not c.busy  # cancelled at once; the job stops at its next look
    settle(qtbot, live)
    assert shown == []  # the extended result never shows, and nothing is searched again
    assert c.result is basic
    assert stops == ["done", "LookaheadCancelled"]  # the basic search, the extended one


def test_a_new_hand_cancels_a_running_extended_search(live, qtbot, stops):
    c = live.controller
    bar = live.trainer.results.search
    c.set_notation(SLOW)
    settle(qtbot, live)
    click(qtbot, bar.extended)
    qtbot.waitUntil(lambda: c.search.done > 0, timeout=30000)
    assert c.search.done < c.search.total
    shown = []
    c.resultChanged.connect(shown.append)
    first = live.trainer.hand_view.tile_buttons()[0]
    stops.clear()
    click(qtbot, first)  # a new hand: 13 tiles
    assert c.hand.size == 13
    settle(qtbot, live, timeout=60000)
    # The 14-tile hand's extended search never shows: every result since is the new hand's
    # (13 tiles: no discard rows), and the toggle, still on, searched it too.
    assert shown and all(not r.discards for r in shown)
    last = c.result
    assert last.lookahead is not None and last.lookahead.extended and last.lookahead.hand
    one = analyze_lookahead(c.hand, LookaheadRequest(GENERAL, extended=True)).hand
    assert last.lookahead.hand.win == one.win_prob
    # The old search stopped at its next look; the new hand's basic and extended searches ran.
    assert stops == ["LookaheadCancelled", "done", "done"]


# riichi 3-shanten: the extended search with the value takes about a second, 13 discards.
VALUED = "1359m2468p1357s11z"


def test_a_new_hand_cancels_a_running_valued_search(live, qtbot, stops, monkeypatch):
    """Each payoff of the extended search is slowed down (a slow scorer): a new hand clicked
    while it is asking them, in its first discard, still cancels it within a poll. (Only that
    search is slowed: the basic one before it sets the hand, the new hand's comes after.)"""
    import threading
    import time

    from mjtrainer.decision import analysis as trainer_controller  # where the value is made

    real = trainer_controller.win_worth
    slowed = []
    asked = threading.Event()

    def slow_worth(*args, **kwargs):
        worth = real(*args, **kwargs)
        if worth is None or not slowed:
            return worth

        def slow(hand, tile):
            asked.set()
            time.sleep(0.0005)
            return worth(hand, tile)

        return slow

    monkeypatch.setattr(trainer_controller, "win_worth", slow_worth)
    c = live.controller
    bar = live.trainer.results.search
    live.settings.set_rules(Rules.preset("riichi"))
    c.set_notation(VALUED)
    settle(qtbot, live, timeout=60000)
    assert all(d.value is not None for d in c.result.discards if d.win is not None)
    slowed.append(True)
    click(qtbot, bar.extended)
    qtbot.waitUntil(asked.is_set, timeout=60000)  # the search is asking its slow payoffs
    assert c.busy and c.search.done < c.search.total
    stops.clear()
    slowed.clear()
    click(qtbot, live.trainer.hand_view.tile_buttons()[0])  # a new hand: 13 tiles
    assert c.hand.size == 13
    settle(qtbot, live, timeout=120000)
    assert stops[0] == "LookaheadCancelled" and stops[1:] == ["done", "done"]
    last = c.result
    assert last.lookahead is not None and last.lookahead.extended and last.lookahead.hand
    assert last.lookahead.hand.value is not None
