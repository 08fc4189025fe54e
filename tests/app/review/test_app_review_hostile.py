"""The review page against hostile files (issue 29 §3): a log with a number of thousands of
digits, a file past the size limit, a name of a megabyte. A file that cannot be read leaves the
page on the game it showed, with the reader's message; a huge name is shown cut."""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from mjtrainer.app.review import controller as review_controller
from mjtrainer.game import read_game, to_mjlog, to_tenhou6
from mjtrainer.game.limits import SHOWN_NAME
from mjtrainer.game.read import MAX_LOG_BYTES

REAL = Path(__file__).parents[2] / "game" / "data" / "real"
GOOD = REAL / "mjx_2011020414gm-00a9-0000-ef18f336.json"
OTHER = REAL / "kbkn3_2025_1_1_Jade_Room_South.json"


@pytest.fixture
def page_window(sync_window):
    """The main window on its review page, the review controller on a synchronous pool."""
    window = sync_window
    r = window.review
    assert r is not None and window.review_page is not None
    window.tabs.setCurrentWidget(window.review_page)
    return window


def _huge_points() -> str:
    obj = json.loads(OTHER.read_text(encoding="utf-8"))
    result = next(r[16] for r in obj["log"] if r[16][0] == "和了")
    result[2][3] = "30符1飜" + "9" * 5000 + "点"
    return json.dumps(obj, ensure_ascii=False)


def _huge_ten() -> str:
    text = to_mjlog(read_game(OTHER.read_bytes()))
    return re.sub(r'(<INIT[^>]* ten=")(\d+)', lambda m: m.group(1) + "9" * 4299, text, count=1)


def _shown(window) -> tuple[list[str], int, str]:
    page = window.review_page
    seats = [page.seat_box.itemText(i) for i in range(page.seat_box.count())]
    return seats, page.rounds.count(), page.rounds.item(0).text()


@pytest.mark.parametrize("hostile", [_huge_points, _huge_ten], ids=["tenhou6", "mjlog"])
def test_a_hostile_file_leaves_the_good_game_shown_with_the_message(
    qtbot, page_window, tmp_path, hostile
):
    w = page_window
    r, page = w.review, w.review_page
    assert r.open_file(str(GOOD))
    good = read_game(GOOD.read_bytes())
    before = _shown(w)
    assert before[1] == len(good.rounds) and good.players[0] in before[0][0]
    bad = tmp_path / "hostile.log"
    bad.write_text(hostile(), encoding="utf-8")
    with qtbot.waitSignal(r.message) as said:
        assert not r.open_file(str(bad))
    assert r.game is not None and r.game.players == good.players
    assert _shown(w) == before
    shown_error = page.error.text()
    assert shown_error == said.args[0] == r.state.error
    assert "hostile.log" in shown_error and "round E" in shown_error
    assert "a log's numbers are at most 10000000" in shown_error and len(shown_error) < 300
    r.step_by(1)  # the page still redraws the good game
    assert _shown(w) == before and r.state.table.step == 1


def test_a_file_past_the_size_limit_is_refused_in_megabytes(qtbot, page_window, tmp_path):
    w = page_window
    r, page = w.review, w.review_page
    assert r.open_file(str(GOOD))
    before = _shown(w)
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(MAX_LOG_BYTES * 8)  # sparse: never read beyond the limit
    assert not r.open_file(str(big))
    assert page.error.text() == (
        "Cannot open big.json: the file is larger than 8 MB: no game log is that large"
    )
    assert _shown(w) == before
    w.settings.set_language("zh_CN")
    assert not r.open_file(str(big))
    assert "8 MB" in page.error.text() and "牌谱" in page.error.text()


def test_a_name_of_a_megabyte_is_shown_cut(qtbot, page_window, tmp_path):
    w = page_window
    r, page = w.review, w.review_page
    obj = to_tenhou6(read_game(GOOD.read_bytes()))
    obj["name"][0] = "名" * 1_000_000
    path = tmp_path / "long-name.json"
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    assert r.open_file(str(path))
    assert len(r.game.players[0]) < 1000  # cut as it is read
    assert r.state.players[0] == "名" * (SHOWN_NAME - 1) + "…"
    # The seat box elides it further to its width, once, and keeps it whole in the tooltip.
    shown = page.seat_box.itemText(0)
    assert shown.startswith("名") and shown.count("…") == 1 and len(shown) < SHOWN_NAME + 20
    tip = page.seat_box.itemData(0, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("名" * (SHOWN_NAME - 1) + "…")
    headers = [box.header.text() for box in page.board.seats]
    assert any("名" * (SHOWN_NAME - 1) + "…" in h for h in headers)
    assert all(len(h) < SHOWN_NAME + 40 for h in headers)
    page.board.setFocus()
    qtbot.keyClick(page.board, Qt.Key.Key_Right)
    assert r.state.table.step == 1


def test_a_game_is_read_on_a_worker_with_progress_and_a_cancel(qtbot, window, monkeypatch):
    """The window's own pools: the file is read off the GUI thread (the page stays live and
    shows the progress and Cancel), and a cancelled read leaves the game shown."""
    r, page = window.review, window.review_page
    window.tabs.setCurrentWidget(page)
    gate = threading.Event()
    real = review_controller.read_game

    def slow(data):  # type: ignore[no-untyped-def]
        assert threading.current_thread() is not threading.main_thread()
        assert gate.wait(30)
        return real(data)

    monkeypatch.setattr(review_controller, "read_game", slow)
    try:
        assert r.open_file(str(GOOD))  # returns at once: the read waits on the worker
        assert r.state.opening and not r.state.loaded
        assert page.cancel_button.isVisible() and page.progress.isVisible()
        gate.set()
        qtbot.waitUntil(lambda: r.state.loaded, timeout=30_000)
        assert r.game.players == read_game(GOOD.read_bytes()).players
        assert not r.state.opening and not page.cancel_button.isVisible()
        shown = r.game
        gate.clear()
        assert r.open_file(str(OTHER))
        with qtbot.waitSignal(r.message) as said:
            page.cancel_button.click()
        assert said.args[0] == "Opening cancelled."
        with qtbot.waitSignal(r.reader.dropped, timeout=30_000):  # read, and thrown away
            gate.set()
        assert r.game is shown and not r.state.opening
    finally:
        gate.set()
