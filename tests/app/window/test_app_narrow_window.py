"""At 1024 × 600 (issue 19 §2): the discard table keeps sensible columns (a row of 20 effective
tiles wraps to a few lines, not one tile a line), scrolls inside itself under a header that
stays in view, and the quiz explanation fits its pane or scrolls. Nothing is clipped: every
visible widget lies within its parent, the trainer with a riichi table and each quiz kind
answered, in English and Chinese, at the test platform's font and a desktop's larger one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QScrollArea,
    QSizeGrip,
    QWidget,
)

from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.shared.discards import EFFECTIVE_LINES, DiscardTable
from mjtrainer.core import Rules
from mjtrainer.words.languages import codes

LANGUAGE_CODES = codes()

# 14 tiles, 4-shanten: every discard leaves 15 to 20 kinds of effective tiles.
WIDE_HAND = "1245m3568p24679s5z"


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def rect_in(widget: QWidget, rect: QRect, other: QWidget) -> QRect:
    """``rect`` (in ``widget``'s coordinates) in ``other``'s."""
    return QRect(other.mapFromGlobal(widget.mapToGlobal(rect.topLeft())), rect.size())


def show_trainer_table(window, qtbot, size) -> DiscardTable:
    window.resize(*size)
    window.tabs.setCurrentWidget(window.trainer)
    window.controller.set_notation(WIDE_HAND)
    table = window.trainer.results.discard_table
    qtbot.waitUntil(lambda: table.row_count() == 14)
    settle()
    return table


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1200)])
def test_a_row_of_many_effective_tiles_stays_a_few_lines_tall(window, qtbot, size):
    table = show_trainer_table(window, qtbot, size)
    counts = [len(o.effective) for o in table.options()]
    assert min(counts) >= 15, counts
    # At most EFFECTIVE_LINES lines of small tiles (each with its "×N"): within four
    # discard-tile heights, where one tile a line made a row ~900 px tall.
    heights = [r.rect.height() for r in table.rows()]
    assert max(heights) <= 4 * table.tile_height(), heights
    for n, r in enumerate(table.rows()):
        tops = {table.effective_rect(n, i).top() for i in range(len(r.option.effective))}
        assert len(tops) <= EFFECTIVE_LINES
    # The effective tiles stay in their column, clear of the next.
    column = table.effective_column()
    header = table.horizontalHeader()
    right = header.sectionViewportPosition(column) + header.sectionSize(column)
    rights = [table.effective_rect(0, i).right() for i in range(counts[0])]
    assert max(rights) < right, (rights, right)


def scroll_to_last_row(table: DiscardTable, page: QScrollArea) -> QRect:
    """Scroll as a user would to see the last row: the table, then the page around it.
    Returns the last row's rect in the page's view."""
    last = table.row_count() - 1
    table.scrollTo(table.model().index(last, 0))
    settle()
    row = table.row_rect(last)
    row.setLeft(0)
    row.setWidth(min(row.width(), table.viewport().width()))
    in_page = rect_in(table.viewport(), row, page.widget())
    page.ensureVisible(in_page.center().x(), in_page.bottom(), 0, 0)
    settle()
    return rect_in(table.viewport(), row, page.viewport())


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1200)])
def test_the_header_stays_in_view_at_the_last_row(window, qtbot, size):
    table = show_trainer_table(window, qtbot, size)
    page = window.trainer.right_scroll
    last = scroll_to_last_row(table, page)
    view = page.viewport().rect()
    assert view.intersects(last) and table.viewport().rect().contains(
        rect_in(page.viewport(), last, table.viewport())
    )
    header = table.horizontalHeader()
    shown = rect_in(header, header.rect(), page.viewport())
    assert view.contains(shown), (shown, view)


def test_the_table_scrolls_inside_a_page_no_taller_than_the_view(window, qtbot):
    table = show_trainer_table(window, qtbot, (1024, 600))
    page = window.trainer.right_scroll
    assert table.height() <= page.viewport().height()
    assert table.verticalScrollBar().isVisible()


def answer_a_discard_question(window, qtbot):
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select("discard", 3)
    page.start_button.click()
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
    page.hand_buttons()[0].click()
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ANSWERED)
    settle()
    return page


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1200)])
def test_the_quiz_explanation_fits_its_pane_or_scrolls(window, qtbot, size):
    window.resize(*size)
    settle()
    page = answer_a_discard_question(window, qtbot)
    area = page.right_scroll
    explanation = page.explanation
    assert explanation.discards.isVisible()
    view = area.viewport().rect()
    for widget in (explanation, explanation.summary, explanation.caption):
        shown = rect_in(widget, widget.rect(), area.viewport())
        assert shown.right() <= view.right() or area.horizontalScrollBar().isVisible(), widget
    # The table's own columns: in view, or reached by its own scroll bar.
    table = explanation.discards
    inside = table.horizontalHeader().length() <= table.viewport().width()
    assert inside or table.horizontalScrollBar().isVisible()
    # Its tiles wrap to a few lines there too.
    assert max(r.rect.height() for r in table.rows()) <= 4 * table.tile_height()


def test_a_narrow_table_alone_scrolls_sideways_rather_than_squeeze_its_tiles(qtbot):
    from test_app_discard_table import OPTIONS

    table = DiscardTable()
    qtbot.addWidget(table)
    table.set_options(OPTIONS)
    table.resize(300, 400)
    table.show()
    qtbot.waitExposed(table)
    settle()
    assert table.minimumSizeHint().width() <= 300
    assert table.horizontalScrollBar().isVisible()
    tops = {table.effective_rect(2, i).top() for i in range(20)}
    assert len(tops) <= EFFECTIVE_LINES
    assert QPoint(0, 0) == table.row_rect(0).topLeft()


# --- nothing clipped at the window's minimum size ------------------------------------------------


def clipped_widgets(root: QWidget) -> list[str]:
    """Every visible widget under ``root`` that does not lie within its parent (nor the window):
    the content of a scroll area may be taller than its view, and wider only where the area
    scrolls sideways."""
    out = []
    window = root.window()
    for w in root.findChildren(QWidget):
        parent = w.parentWidget()
        if not w.isVisible() or w.isWindow() or parent is None or w.size().isEmpty():
            continue
        if isinstance(w, QSizeGrip):  # Qt's own, kept at a corner the platform may not draw
            continue
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            sideways = area.horizontalScrollBar().isVisible()
            if not sideways and w.geometry().right() > parent.rect().right():
                out.append(f"{type(w).__name__} {w.geometry()} wider than {type(area).__name__}")
            continue
        if not parent.rect().contains(w.geometry()):
            out.append(f"{type(w).__name__} {w.geometry()} out of {type(parent).__name__}")
        elif not scrolled(w) and not window.rect().contains(rect_in(w, w.rect(), window)):
            out.append(f"{type(w).__name__} out of the window")
    return out


def scrolled(w: QWidget) -> bool:
    """Whether ``w`` lies in a scroll area's view (out of the window where it scrolls)."""
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, QAbstractScrollArea):
            return True
        p = p.parentWidget()
    return False


@pytest.fixture(params=[9.0, 11.0], ids=["9pt", "11pt"])
def desktop_font(request, qapp):
    """The app's font at the test's size (a desktop's default of 10–11 pt widens every text)."""
    before = qapp.font()
    font = qapp.font()
    font.setPointSizeF(request.param)
    qapp.setFont(font)
    yield request.param
    qapp.setFont(before)


def build_riichi_table(window, qtbot) -> None:
    """A riichi hand of 14 tiles with the opponents' ponds and a riichi on the table."""
    window.settings.set_rules(Rules.preset("riichi"))
    window.controller.set_notation("123m456p789s11234z")
    page = window.trainer
    view = page.table_view
    for seat, tiles in ((1, (19, 10, 10)), (2, (3, 27, 24, 18))):
        view.mode_buttons[seat].click()
        for tile in tiles:
            page.palette_view.button(tile).click()
    view.ponds[2].tileClicked.emit(1)  # across declares riichi on East
    view.mode_buttons[2].click()  # back to adding to the hand
    qtbot.waitUntil(lambda: window.controller.state().ponds[1].riichi == 1)
    assert page.table_card.isVisible() and page.situation.flags["riichi"].isVisible()
    qtbot.mouseClick(page.situation.flags["riichi"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.results.discard_table.row_count() > 0)
    settle()


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_nothing_of_the_trainer_is_clipped_at_the_minimum_size(
    desktop_font, window, qtbot, language
):
    window.settings.set_language(language)
    window.resize(1024, 600)
    build_riichi_table(window, qtbot)
    assert window.size().width() == 1024
    page = window.trainer
    assert clipped_widgets(window) == []
    # Side by side, both panes keep their content's width; else one above the other.
    right = page.right_scroll
    assert right.viewport().width() >= right.widget().minimumSizeHint().width()
    # Side by side at a desktop's larger font too (issue 29 §2.2: the mode buttons wrap).
    assert page.splitter.orientation() == Qt.Orientation.Horizontal


def answer(window, qtbot, kind: str):
    """A question of ``kind`` asked and answered (a wrong or partial answer: marks show)."""
    page = window.quiz_page
    page.select(kind, 2)
    page.start_button.click()
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
    if kind == "waits":
        page.answer_palette.button(0).click()
    elif kind in ("discard", "defence"):
        page.hand_buttons()[0].click()
    elif page.scoring_answer.riichi.isVisible():
        page.scoring_answer.riichi.han.setValue(1)  # a riichi hand: han and fu
        page.scoring_answer.riichi.fu.setCurrentIndex(1)
    if window.quiz.state.phase is not QuizPhase.ANSWERED:
        page.submit_button.click()
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ANSWERED)
    settle()
    return page


@pytest.mark.parametrize("kind", ["waits", "discard", "scoring", "defence"])
@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_nothing_of_an_answered_quiz_is_clipped_at_the_minimum_size(
    desktop_font, window, qtbot, language, kind
):
    window.settings.set_language(language)
    window.settings.set_rules(Rules.preset("riichi"))
    window.resize(1024, 600)
    window.tabs.setCurrentWidget(window.quiz_page)
    page = answer(window, qtbot, kind)
    assert clipped_widgets(window) == []
    right = page.right_scroll
    assert right.viewport().width() >= right.widget().minimumSizeHint().width()


# A near hand (riichi) and a far one (mcr, 34 kinds of effective tiles).
LOOKAHEAD_HANDS = {"riichi": "12306m456p2378s11z", "mcr": "6m3779p12467s1267z"}


def show_lookahead_table(window, qtbot, language, rules, size) -> DiscardTable:
    window.settings.set_language(language)
    window.settings.set_rules(Rules.preset(rules))
    window.resize(*size)
    window.tabs.setCurrentWidget(window.trainer)
    c = window.controller
    c.set_notation(LOOKAHEAD_HANDS[rules])
    qtbot.waitUntil(lambda: not c.busy and c.result.lookahead is not None, timeout=60000)
    table = window.trainer.results.discard_table
    qtbot.waitUntil(lambda: table.row_count() > 0)
    settle()
    return table


def right_edge(table: DiscardTable, key: str) -> int:
    header = table.horizontalHeader()
    i = [c.key for c in table.model_columns()].index(key)
    assert not header.isSectionHidden(i), key
    return header.sectionViewportPosition(i) + header.sectionSize(i)


@pytest.mark.parametrize("rules", ["riichi", "mcr"])
@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_the_chances_and_value_are_in_view_at_1024_px_without_scrolling(
    window, qtbot, language, rules
):
    table = show_lookahead_table(window, qtbot, language, rules, (1024, 600))
    assert table.horizontalScrollBar().value() == 0
    # Not every column fits: the chances and value come before the effective tiles (or, with
    # a language's shorter headers, every column fits in the usual order).
    assert table.is_narrow_order() or table.horizontalScrollBar().maximum() == 0
    width = table.viewport().width()
    for key in ("tenpai", "win", "value"):
        assert 0 < right_edge(table, key) <= width, (key, right_edge(table, key), width)
    # The effective tiles keep their least width and wrap within EFFECTIVE_LINES lines.
    for n, r in enumerate(table.rows()):
        tops = {table.effective_rect(n, i).top() for i in range(len(r.option.effective))}
        assert len(tops) <= EFFECTIVE_LINES


@pytest.mark.parametrize("rules", ["riichi", "mcr"])
def test_a_wide_window_keeps_the_usual_column_order(window, qtbot, rules):
    table = show_lookahead_table(window, qtbot, "en", rules, (1920, 1200))
    assert not table.is_narrow_order()
    assert table.horizontalScrollBar().maximum() == 0
    assert right_edge(table, "effective") < right_edge(table, "tenpai")
    assert right_edge(table, "value") <= table.viewport().width()
    # Back to a narrow window, the order moves; wide again, it comes back.
    window.resize(1024, 600)
    settle()
    assert table.is_narrow_order()
    window.resize(1920, 1200)
    settle()
    assert not table.is_narrow_order()


def test_a_sorted_column_gets_room_for_its_arrow_and_the_chances_stay_in_view(window, qtbot):
    table = show_lookahead_table(window, qtbot, "en", "riichi", (1024, 600))
    header = table.horizontalHeader()
    win = [c.key for c in table.model_columns()].index("win")
    before = header.sectionSize(win)
    qtbot.mouseClick(
        header.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(header.sectionViewportPosition(win) + 5, header.height() // 2),
    )
    settle()
    assert header.sortIndicatorSection() == win
    # The section as wide as Qt's hint with the arrow; the others lose the arrow's room.
    assert header.sectionSize(win) >= header.sectionSizeHint(win) > before
    assert table.horizontalScrollBar().value() == 0
    for key in ("tenpai", "win", "value"):
        assert right_edge(table, key) <= table.viewport().width(), key
