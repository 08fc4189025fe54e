# ruff: noqa: F811  (the tests take test_app_review's review_window fixture by name)
"""The Review tab on real logs (tests/game/data/real): a Tenhou game from the viewer, a Mahjong
Soul game exported as tenhou.net/6 JSON, Tenhou's XML, the viewer's rounds one a line and a real
game written as mjai each open from File → Open game, with the players' names in the seat box
and every round listed; the keys step to a decision showing the seat's hand; a review of a real
game checks every win against the record."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from test_app_review import _key, review_window  # noqa: F401  (the Review tab's fixture)

from mjtrainer.app.review.views import AGREES_MARK, OpenGameDialog
from mjtrainer.game import Win, read_game, to_mjai
from mjtrainer.game.replay import Replay

REAL = Path(__file__).parents[2] / "game" / "data" / "real"


def _as_mjai(tmp_path: Path) -> Path:
    path = tmp_path / "double-ron.mjson"
    game = read_game((REAL / "mjx_double-ron.mjlog").read_bytes())
    path.write_text(to_mjai(game), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "name",
    [
        "mjai-reviewer_ranked_game.json",
        "kbkn3_2025_1_1_Jade_Room_South.json",
        "mjx_double-ron.mjlog",
        "mjx_2011020414gm-00a9-0000-ef18f336.json",
        "mjai",
    ],
)
def test_a_real_log_opens_from_the_menu_and_steps(
    qtbot, review_window, monkeypatch, tmp_path, name
):
    w = review_window
    page, r = w.review_page, w.review
    path = _as_mjai(tmp_path) if name == "mjai" else REAL / name
    game = read_game(path.read_bytes())
    monkeypatch.setattr(OpenGameDialog, "ask", classmethod(lambda cls, parent: str(path)))
    w.open_game_action.trigger()
    assert r.state.loaded and r.game == game
    # The players by name, each with the seat number ``mjtrainer review --seat`` takes.
    assert [page.seat_box.itemText(i) for i in range(page.seat_box.count())] == [
        f"{p} (seat {i})" if p else f"Seat {i}" for i, p in enumerate(game.players)
    ]
    assert page.rounds.count() == len(game.rounds)
    assert "East 1" in page.rounds.item(0).text()
    # The seat whose turn is first in the first round, one decision down.
    seat = game.rounds[0].dealer
    page.seat_box.setCurrentIndex(seat)
    page.seat_box.activated.emit(seat)
    assert r.state.seat == seat
    replay = Replay(game.rounds[0])
    _key(qtbot, w, Qt.Key.Key_Down)
    first = replay.decisions(seat)[0]
    assert r.state.table.step == first and r.state.at_decision
    assert sorted(page.board.seats[0].hand_tiles()) == sorted(replay.view(first, seat).hand)
    for _ in range(6):
        _key(qtbot, w, Qt.Key.Key_Right)
    assert r.state.table.step == first + 6
    for box, s in zip(page.board.seats, [(seat + i) % 4 for i in range(4)], strict=True):
        assert box.pond.pond() == replay.table(first + 6).ponds[s]


def test_a_review_of_a_real_game_checks_every_win(qtbot, review_window):
    w = review_window
    page, r = w.review_page, w.review
    path = REAL / "mjai-reviewer_ranked_game.json"
    assert r.open_file(str(path))
    with qtbot.waitSignal(r.runner.resultReady, timeout=60_000):
        page.review_button.click()
    assert r.state.reviewed and r.review is not None
    game = r.game
    for i, rnd in enumerate(game.rounds):
        if any(isinstance(e, Win) for e in rnd.ends):
            assert (AGREES_MARK + " score checked") in page.rounds.item(i).text()
    assert AGREES_MARK + " Scored again as recorded" in page.summary.wins.text()
    decisions = [d for rr in r.review.review.rounds for d in rr.decisions]
    assert decisions and all(d.grade is not None or d.forced for d in decisions)
