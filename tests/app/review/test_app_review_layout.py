"""The review page at 1024 × 600: every seat's hand stays on one line (its drawn tile beside
the others, not alone on a second line), with or without melds, and the page is drawn at
1024 × 600 and 1920 × 1200."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from mjtrainer.words.languages import codes

LANGUAGE_CODES = codes()


@pytest.fixture
def engine_log(tmp_path):
    """Engine game 1 (riichienv), whole: calls and kongs, so hands with melds."""
    from tests.game.engine import mjai_text

    path = tmp_path / "game.mjson"
    path.write_text(mjai_text(1))
    return path


def test_every_hand_stays_on_one_line_at_1024(qtbot, sync_window, engine_log, tmp_path):
    window = sync_window
    r, page = window.review, window.review_page
    window.tabs.setCurrentWidget(page)
    assert r.open_file(str(engine_log))
    # From large to small: the tiles shrink, and the widths they needed must follow.
    for size in ((1920, 1200), (1024, 600)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: window.width() == size[0])
    r.set_show_all(True)
    melded = drawn = 0
    for seat in range(4):
        r.set_seat(seat)
        places = [(i, s) for i, steps in enumerate(r._steps) for s in steps]
        for i, step in places[::3]:
            r.go_to(i, step)
            QApplication.processEvents()
            for box in page.board.seats:
                panel = box._panel
                assert box.hand_lines() <= 1, (seat, i, step, panel.seat, box.hand_tiles())
                if panel.drawn is not None:
                    drawn += 1
                if panel.melds and panel.drawn is not None:
                    melded += 1
            # ... and the table never scrolls sideways for it.
            bar = page.board_scroll.horizontalScrollBar()
            assert not bar.isVisible() or bar.maximum() == 0, (seat, i, step)
    assert drawn > 20 and melded > 0  # the positions that wrapped before were seen
    picture = window.grab()
    picture.save(str(tmp_path / "review_1024.png"))


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_nothing_of_a_reviewed_game_is_clipped_at_1024(qtbot, sync_window, engine_log, language):
    from test_app_narrow_window import clipped_widgets

    window = sync_window
    r, page = window.review, window.review_page
    window.settings.set_language(language)
    window.tabs.setCurrentWidget(page)
    window.resize(1024, 600)
    assert r.open_file(str(engine_log))
    r.set_seat(1)
    page.review_button.click()
    qtbot.waitUntil(lambda: r.review is not None and not r.state.reviewing, timeout=60000)
    r.go_to(0, len(r._steps[0]) // 2)
    for tab in range(page.side_tabs.count()):  # the analysis, then the summary
        page.side_tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        assert clipped_widgets(window) == [], tab
