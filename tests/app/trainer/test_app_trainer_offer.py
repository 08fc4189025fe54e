"""The offered tile in the trainer (issue 27 §2): on the opponents' card a "Call?" mode button
per seat; a palette click then marks the tile as just discarded by that seat, and the
analysis shows pass and each call (chi only from the left) with its best discard by round
EV, win %, value and round EV. A click on the offered tile, an undo or the next change of
the hand takes it away.

Expected rows come from :func:`mjtrainer.decision.analyze` called on its own with the
position the window's state describes, and the calls a hand may make from the rules (chi
from the left only; no chi at three seats), not from the window's own rows."""

from __future__ import annotations

import pytest
from test_app_defence import K, click
from test_app_lookahead import type_hand

from mjtrainer import decision
from mjtrainer.app.main import build_window
from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.discards import chance_text, ev_text, value_text
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import Mode
from mjtrainer.app.trainer.call_views import call_name
from mjtrainer.app.trainer.jobs import position_of
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import Rules
from mjtrainer.decision.calls import best_calls

RIICHI = Rules.preset("riichi")
# mjsen's 役確定副露 hand: 3m can be called chi (345m) from the left; 7m pon from anyone.
HAND = "45777m56788p445s"
TURN = 8


def analysed(window) -> decision.PositionReport:
    s = window.controller.trainer_state
    p = position_of(s.hand, s.rules, s.seen, s.situation, s.table, s.search.turn, s.offered)
    return decision.analyze(p)


def expected(found: decision.PositionReport) -> list[tuple[str, ...]]:
    """Each line of the call table as the analysis on its own says it."""
    assert found.calls is not None
    out = []
    best = max(
        (c for c in best_calls(found.calls) if c.round_ev is not None),
        key=lambda c: c.round_ev or 0.0,
    )
    for c in best_calls(found.calls):
        name = call_name(c.option.call.value) + (" (best)" if c is best else "")
        assert c.win_prob is not None and c.exp_value is not None and c.round_ev is not None
        out.append(
            (
                name,
                chance_text(c.win_prob),
                value_text(c.exp_value, "points"),
                ev_text(c.round_ev),
            )
        )
    return out


def shown(window) -> list[tuple[str, ...]]:
    table = window.trainer.results.calls
    assert table.isVisible()
    return [table.cells(i) for i in range(len(table.rows()))]


def offer(window, qtbot, seat: int, tile: str) -> None:
    """Click the seat's "Call?" button, then the tile in the palette."""
    page = window.trainer
    click(qtbot, page.table_view.offer_buttons[seat])
    assert window.controller.mode is Mode(f"offer-{seat}")
    click(qtbot, page.palette_view.button(K[tile]))


@pytest.fixture
def pooled_window(qtbot, qsettings, tmp_path, quiz_factory):
    """The main window with the trainer's analysis on the real worker pool."""
    sc = SettingsController(qsettings)
    sc.set_language("en")
    w = build_window(sc, TaskRunner(), quiz_factory(tmp_path / "progress.sqlite3"))
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def searched(window) -> bool:
    r = window.controller.result
    return bool(r.calls) and r.lookahead is not None and not window.controller.busy


def test_offering_a_tile_on_the_worker_lists_pass_and_each_call(pooled_window, qtbot):
    window = pooled_window
    window.settings.set_rules(RIICHI)
    window.controller.set_notation(HAND)
    window.controller.set_turn(TURN)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=20000)
    with qtbot.waitSignal(window.controller.resultChanged, timeout=20000):
        offer(window, qtbot, 3, "3m")
    qtbot.waitUntil(lambda: searched(window), timeout=30000)
    assert window.controller.mode is Mode.ADD  # one offer a click, then adding again
    assert window.trainer.table_view.offered() == (K["3m"], 3)
    found = analysed(window)
    assert [str(c.option) for c in best_calls(found.calls or ())] == ["pass", "chi 345m"]
    assert shown(window) == expected(found)
    # The shanten after each choice is its line's tooltip: the chi leaves the hand ready.
    table = window.trainer.results.calls
    assert table.tip(0).endswith(i18n.shanten_text(1))
    assert table.tip(1).endswith(i18n.shanten_text(0))
    title = window.trainer.results.calls.title.text()
    assert title.startswith("Left threw 3 characters")


def test_chi_only_from_the_left_and_pon_from_anyone(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, HAND)
    window.controller.set_turn(TURN)
    offer(window, qtbot, 1, "3m")  # from the right: no chi
    assert [r.call for r in window.trainer.results.calls.rows()] == ["pass"]
    assert shown(window) == expected(analysed(window))
    offer(window, qtbot, 2, "7m")  # three 7m held: pon or kong, from across too
    assert [r.call for r in window.trainer.results.calls.rows()] == ["pass", "pon", "kong"]
    assert shown(window) == expected(analysed(window))


def test_no_chi_at_three_seats(window, qtbot):
    window.settings.set_rules(Rules.preset("sanma"))
    type_hand(qtbot, window, "45777p56788p445s")  # sanma has no 2m-8m
    window.controller.set_turn(TURN)
    assert not window.trainer.table_view.offer_buttons[2].isVisible()  # nobody across
    offer(window, qtbot, 3, "3p")
    assert [r.call for r in window.trainer.results.calls.rows()] == ["pass"]
    assert shown(window) == expected(analysed(window))


def test_a_click_an_undo_or_a_hand_edit_takes_the_offer_away(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, HAND)
    offer(window, qtbot, 3, "3m")
    card = window.trainer.table_view
    assert card.offered_tile.isVisible() and window.trainer.results.calls.isVisible()
    click(qtbot, card.offered_tile, card.offered_tile.item_rect(0).center())
    assert window.controller.trainer_state.offered is None
    assert not card.offered_tile.isVisible() and not window.trainer.results.calls.isVisible()
    window.controller.undo_stack.undo()  # the click undone: offered again
    assert card.offered() == (K["3m"], 3) and window.trainer.results.calls.isVisible()
    window.controller.undo_stack.undo()  # the offer undone
    assert card.offered() is None
    window.controller.undo_stack.redo()
    assert card.offered() == (K["3m"], 3)
    click(qtbot, window.trainer.palette_view.button(K["1z"]))  # 14 tiles now
    assert card.offered() is None and not window.trainer.results.calls.isVisible()
    # A hand that discards next calls nothing: said, and nothing offered.
    messages = []
    window.controller.message.connect(messages.append)
    offer(window, qtbot, 3, "3m")
    assert card.offered() is None
    assert messages and "13 tiles" in messages[-1]


def test_the_call_table_in_chinese_and_japanese(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, HAND)
    window.controller.set_turn(TURN)
    offer(window, qtbot, 3, "3m")
    table = window.trainer.results.calls
    for language, words in (("zh_CN", ("不鸣", "吃", "上家")), ("ja", ("スルー", "チー", "上家"))):
        window.settings.set_language(language)
        try:

            def text() -> str:
                return " ".join([table.title.text(), *(table.cells(i)[0] for i in range(2))])

            qtbot.waitUntil(lambda: all(w in text() for w in words))  # noqa: B023
        finally:
            window.settings.set_language("en")


def test_the_call_table_sorts_by_a_header_and_moves_with_the_keys(window, qtbot):
    """A table like the discard table: a header click sorts (a third goes back to the
    analysis's order), each line's tiles go with it, every cell tells the line's tooltip,
    and the arrow keys move the selected line."""
    from PySide6.QtCore import QPoint, Qt

    from mjtrainer.app.trainer.call_views import ROUND_EV, TILES

    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, HAND)
    window.controller.set_turn(TURN)
    offer(window, qtbot, 2, "7m")  # pass, pon, kong
    calls = window.trainer.results.calls
    qtbot.waitUntil(lambda: searched(window))
    assert [r.call for r in calls.rows()] == ["pass", "pon", "kong"]
    table = calls.table
    header = table.horizontalHeader()

    def click_header(section: int) -> None:
        x = header.sectionViewportPosition(section) + 4
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))

    def evs() -> list[float]:
        return [r.round_ev or 0.0 for r in calls.rows()]

    click_header(ROUND_EV)
    first = evs()
    assert header.sortIndicatorSection() == ROUND_EV
    assert first in (sorted(first), sorted(first, reverse=True)) and len(set(first)) == 3
    click_header(ROUND_EV)
    assert evs() == first[::-1]
    for i, row in enumerate(calls.rows()):  # each line's tiles: its meld, then its discard
        want = (row.meld,) if row.discard is None else (row.meld, (row.discard,))
        assert calls.tiles(i).groups() == (want if row.meld else ())
        tips = {table.model().index(i, c).data(Qt.ItemDataRole.ToolTipRole) for c in range(5)}
        assert tips == {calls.tip(i)} and i18n.shanten_text(row.shanten) in calls.tip(i)
    click_header(ROUND_EV)
    assert header.sortIndicatorSection() == -1
    assert [r.call for r in calls.rows()] == ["pass", "pon", "kong"]
    assert calls.tiles(1).groups()[0] == (K["7m"],) * 3
    # The keys: Down moves the selected line.
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, TILES))
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.currentIndex().row() == 1 and table.selectionModel().isRowSelected(1)


def test_a_lines_tiles_keep_clear_of_the_lines_above_and_below(window, qtbot):
    """Issue 29 §2.2: the small tiles' plates touched the rows' edges; a few pixels above and
    below them now, their whole plates in view, after a sort too."""
    from PySide6.QtCore import QPoint, Qt

    from mjtrainer.app.trainer.call_views import TILES

    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, HAND)
    offer(window, qtbot, 2, "7m")  # pass, pon, kong
    calls = window.trainer.results.calls
    qtbot.waitUntil(lambda: searched(window))
    table = calls.table

    def check() -> None:
        for i, row in enumerate(calls.rows()):
            if not row.meld:
                continue
            cell = table.visualRect(table.model().index(i, TILES))
            tiles = calls.tiles(i)
            top = tiles.mapTo(table.viewport(), QPoint(0, 0)).y()
            plate = tiles.item_rect(0)
            assert plate.top() >= 0 and plate.bottom() < tiles.height(), (i, plate, tiles.size())
            assert top + plate.top() >= cell.top() + 2, (i, top, plate, cell)
            assert top + plate.bottom() <= cell.bottom() - 2, (i, top, plate, cell)

    check()
    table.sortByColumn(TILES + 1, Qt.SortOrder.DescendingOrder)
    check()
