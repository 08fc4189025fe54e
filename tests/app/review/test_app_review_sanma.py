"""The review page of a three-player game (issue 28 §3): three seats round the table, each
with its pond, and the norths each set aside (kita) beside its hand; the step that set one
aside is worded."""

from __future__ import annotations

import dataclasses

import pytest

from mjtrainer.app.review.presenters import table_view
from mjtrainer.app.review.views import event_text
from mjtrainer.core.rules import NORTH
from mjtrainer.game import Kita, read_game, to_mjai
from mjtrainer.game.replay import Replay

NAMES = ("Ann", "Bo", "Cy")


def _game():  # noqa: ANN202
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(1, "3p-red-half"))
    assert game.rules.seats == 3
    return game


def _after_kita(replay: Replay) -> tuple[int, Kita]:
    """The step just after the round's first kita, and that kita."""
    for i, e in enumerate(replay.round.events):
        if isinstance(e, Kita):
            return i + 1, e
    raise AssertionError("no kita in the round")


def test_three_seats_round_the_table_with_their_kita() -> None:
    game = _game()
    replay = Replay(game.rounds[0], game.rules)
    step, kita = _after_kita(replay)
    view = table_view(replay, step, 2, NAMES)
    assert [p.seat for p in view.seats] == [2, 0, 1]  # the viewer, its right, its left
    assert [p.wind for p in view.seats] == [2, 0, 1]  # seat 0 deals E1: seat 2 is West
    table = replay.table(step)
    for panel in view.seats:
        assert panel.kita == (NORTH,) * table.kita[panel.seat]
        assert panel.pond == table.ponds[panel.seat]
    assert view.seats[[p.seat for p in view.seats].index(kita.seat)].kita
    assert view.event.kind == "kita" and view.event.seat == kita.seat
    assert "kita" in event_text(view, NAMES) and NAMES[kita.seat] in event_text(view, NAMES)


@pytest.fixture
def review_window(sync_window):  # noqa: ANN001, ANN201
    """The main window on its review page, its controller on a synchronous pool."""
    window = sync_window
    assert window.review is not None and window.review_page is not None
    window.tabs.setCurrentWidget(window.review_page)
    return window


def test_the_page_shows_three_boxes_and_the_kita_beside_the_hand(review_window) -> None:  # noqa: ANN001
    game = dataclasses.replace(_game(), players=NAMES)
    r = review_window.review
    board = review_window.review_page.board
    assert r.paste(to_mjai(game))
    assert review_window.review_page.seat_box.count() == 3
    replay = Replay(game.rounds[0], game.rules)
    step, kita = _after_kita(replay)
    r.go_to(0, step)
    assert r.state.table.step == step
    assert [box.isVisibleTo(board) for box in board.seats] == [True, True, True, False]
    boxes = [box for box in board.seats[:3] if NAMES[kita.seat] in box.header.text()]
    assert len(boxes) == 1
    assert boxes[0].melds.groups()[-1] == (NORTH,) * replay.table(step).kita[kita.seat]
