"""The trainer at a 1024 × 600 screen (issue 29 §2.2): hand and analysis side by side in every
language, at the test platform's font and a desktop's larger one, with the fonts the app loads
(English labels and the shipped Japanese font made the palette pane too wide, and the analysis
went below the hand)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

from mjtrainer.app.window.language import load_cjk_font
from mjtrainer.core import Rules
from mjtrainer.words import languages

HAND = "234m3455p67s1166z6s"


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture(params=[9.0, 11.0], ids=["9pt", "11pt"])
def app_fonts(request, qapp):
    """The fonts the app loads before its window (every shipped font the system lacks a script
    for), at the test platform's size or a desktop's larger one; put back afterwards."""
    before = qapp.font()
    for each in languages.LANGUAGES:
        load_cjk_font(language=each.code)
    font = qapp.font()
    font.setPointSizeF(request.param)
    qapp.setFont(font)
    yield request.param
    qapp.setFont(before)


def left_of(a: QWidget, b: QWidget) -> bool:
    """Whether ``a`` ends before ``b`` begins from left to right (one above the other, they
    share their columns)."""
    window = a.window()
    return a.mapTo(window, QPoint(a.width(), 0)).x() <= b.mapTo(window, QPoint(0, 0)).x()


def show_trainer(window, qtbot, language: str, size=(1024, 600)):
    # The language's own font first among the fallbacks, as the app starts in it.
    load_cjk_font(language=language)
    window.settings.set_language(language)
    window.settings.set_rules(Rules.preset("riichi"))  # the situation strip is shown
    window.resize(*size)
    window.tabs.setCurrentWidget(window.trainer)
    window.controller.set_notation(HAND)
    page = window.trainer
    qtbot.waitUntil(lambda: page.results.discard_table.row_count() > 0)
    settle()
    return page


@pytest.mark.parametrize("language", languages.codes())
def test_hand_and_analysis_sit_side_by_side_at_1024_by_600(app_fonts, window, qtbot, language):
    page = show_trainer(window, qtbot, language)
    assert window.width() == 1024
    assert page.splitter.orientation() == Qt.Orientation.Horizontal
    # The analysis beside the hand and the palette, not below them.
    assert left_of(page.hand_card, page.results_card)
    assert left_of(page.palette_card, page.situation_card)
    # Neither pane scrolls sideways: the hand's 14 tiles and the analysis in full width.
    for area in (page.left_scroll, page.right_scroll):
        content = area.widget()
        assert content is not None
        assert area.viewport().width() >= content.minimumSizeHint().width(), language
        assert not area.horizontalScrollBar().isVisible()
    # Every mode button in the palette card, wrapped to a second line where it must be.
    card = page.palette_card.rect()
    for b in page.mode_buttons.values():
        corner = b.mapTo(page.palette_card, QPoint(b.width(), b.height()))
        assert card.contains(corner), b.text()


def test_a_wide_window_keeps_the_mode_buttons_on_one_line(window, qtbot):
    page = show_trainer(window, qtbot, "en", (1366, 768))
    assert page.splitter.orientation() == Qt.Orientation.Horizontal
    tops = {b.mapTo(page, QPoint(0, b.height() // 2)).y() for b in page.mode_buttons.values()}
    assert len(tops) == 1, tops


def test_the_norths_set_aside_wrap_rather_than_widen_the_practice_panel(qtbot):
    # Three players, four norths set aside beside 12 tiles and the drawn one: on one line they
    # made the panel the page's widest pane (the analysis went below it at 1024 px).
    from mjtrainer.app.trainer.practice_model import PracticeView
    from mjtrainer.app.trainer.practice_views import PracticePanel

    panel = PracticePanel()
    qtbot.addWidget(panel)
    hand = (0, 0, 8, 9, 10, 11, 12, 13, 18, 19, 20, 27)
    panel.show_view(PracticeView(True, hand=hand, drawn=28, draws=19))
    without = panel.minimumSizeHint().width()
    panel.show_view(PracticeView(True, hand=hand, drawn=28, draws=19, kitas=4))
    panel.resize(without, 400)
    panel.show()
    qtbot.waitExposed(panel)
    settle()
    assert panel.kita.isVisible()
    assert panel.minimumSizeHint().width() == without
    # The norths below the hand, within the panel, the drawn tile still beside the hand.
    hand_bottom = panel.hand.mapTo(panel, QPoint(0, panel.hand.height())).y()
    kita = panel.kita.mapTo(panel, QPoint(panel.kita.width(), 0))
    assert kita.y() >= hand_bottom and kita.x() <= panel.width()
    drawn = panel.drawn.mapTo(panel, QPoint(0, 0))
    assert drawn.y() < hand_bottom and drawn.x() > panel.hand.mapTo(panel, QPoint(0, 0)).x()


def test_the_wheel_over_the_analysis_table_scrolls_its_rows_not_the_page(window, qtbot):
    from test_app_discard_table import Wheel

    page = show_trainer(window, qtbot, "en")
    window.controller.set_notation("1245m3568p24679s5z")  # 14 rows, taller than the view
    table = page.results.discard_table
    qtbot.waitUntil(lambda: table.row_count() == 14)
    settle()
    rows, scroll = table.verticalScrollBar(), page.right_scroll.verticalScrollBar()
    assert rows.maximum() > 0
    scroll.setValue(0)
    Wheel().turn(table.viewport())
    assert rows.value() > 0 and scroll.value() == 0
