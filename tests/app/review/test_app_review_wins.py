"""The review page's wins scored again beside the record, on engine games (riichienv): a
quiet check where our scorer agrees, the difference shown plainly where it does not, in the
rounds list and in the summary pane."""

from __future__ import annotations

import dataclasses

import pytest

from mjtrainer.app.review.presenters import round_items, summary_view, win_check
from mjtrainer.app.review.views import (
    AGREES_MARK,
    DIFFERS_MARK,
    SummaryPane,
    check_line,
    check_text,
    round_text,
)
from mjtrainer.game import read_game, to_mjai
from mjtrainer.game.record import Win
from mjtrainer.game.replay import Replay
from mjtrainer.game.review import review_game, review_win

NAMES = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture(scope="module")
def agreeing_game():
    """Engine game 2, round 5 alone: a win our scorer scores as the engine paid it."""
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(2))
    return dataclasses.replace(game, rounds=game.rounds[5:6], players=NAMES)


def _win(game) -> Win:
    return next(e for e in game.rounds[0].ends if isinstance(e, Win))


def _tampered(game):
    """The game with its win's payments off by 1000 from what the hand is worth."""
    rnd = game.rounds[0]
    win = _win(game)
    deltas = tuple(d + (1000 if s == win.winner else 0) for s, d in enumerate(win.deltas))
    wrong = dataclasses.replace(win, deltas=deltas)
    ends = tuple(wrong if e is win else e for e in rnd.ends)
    return dataclasses.replace(game, rounds=(dataclasses.replace(rnd, ends=ends),))


def test_an_agreeing_win_gets_a_quiet_check(agreeing_game):
    game = agreeing_game
    c = win_check(review_win(Replay(game.rounds[0]), _win(game), game, 0))
    assert c.agrees is True and c.differs == () and c.error is None
    deltas = next(f for f in c.fields if f.name == "deltas")
    assert deltas.compared and deltas.same and deltas.recorded == _win(game).deltas
    assert check_line(c) == AGREES_MARK + " score checked"


def test_the_difference_is_plain_in_the_rounds_and_the_summary(qtbot, agreeing_game):
    game = _tampered(agreeing_game)
    c = win_check(review_win(Replay(game.rounds[0]), _win(game), game, 0))
    assert c.agrees is False
    assert [f.name for f in c.differs] == ["deltas"]
    line = check_line(c)
    assert line.startswith(DIFFERS_MARK) and "in the record" in line and "scored" in line
    recorded = next(f for f in c.fields if f.name == "deltas").recorded
    assert "+" + str(max(recorded)) in line  # the record's own payment, as it has it
    review = review_game(game, 0)
    item = round_items(game, review)[0]
    assert item.checks == (c,)
    assert line in round_text(item, NAMES)
    pane = SummaryPane()
    qtbot.addWidget(pane)
    pane.show_summary(summary_view(review), NAMES)
    assert pane.wins.isVisibleTo(pane)
    text = pane.wins.text()
    assert "Scored again differently" in text and DIFFERS_MARK in text and AGREES_MARK not in text


def test_a_win_with_riichi_sticks_on_the_table_is_compared_too():
    """The scorer counts honba and riichi sticks now: such a win is compared (it was "not
    compared: honba and riichi sticks"), and agrees with the engine's payments."""
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(1))  # round 0: a riichi stick on the table
    c = win_check(review_win(Replay(game.rounds[0]), _win(game), game, 0))
    assert c.agrees is True and c.gaps == ()
    assert check_line(c).endswith("score checked")
    assert "Not compared" not in check_text(c, 0, 1, NAMES)


def test_the_page_shows_the_check_after_a_review(qtbot, sync_window, tmp_path, agreeing_game):
    window = sync_window
    r, page = window.review, window.review_page
    path = tmp_path / "game.mjson"
    path.write_text(to_mjai(agreeing_game))
    assert r.open_file(str(path))
    assert AGREES_MARK not in page.rounds.item(0).text()  # not reviewed yet
    r.start_review()
    qtbot.waitUntil(lambda: r.state.reviewed)
    assert (AGREES_MARK + " score checked") in page.rounds.item(0).text()
    text = page.summary.wins.text()
    winner = NAMES[_win(agreeing_game).winner]
    assert AGREES_MARK + " Scored again as recorded" in text and winner in text


def _refused(game):
    """The game with its win's winning tile changed to Red: a hand that is no win."""
    rnd = game.rounds[0]
    win = _win(game)
    wrong = dataclasses.replace(win, win_tile=33 if win.win_tile != 33 else 32)
    ends = tuple(wrong if e is win else e for e in rnd.ends)
    return dataclasses.replace(game, rounds=(dataclasses.replace(rnd, ends=ends),))


def test_a_refused_win_is_worded_in_the_learners_language(window, agreeing_game):
    """The scorer's refusal stays a coded error through the review: the page words it in
    English or Chinese, the command line and the JSON keep the English."""
    from mjtrainer.cli.review import win_text
    from mjtrainer.scoring import ScoringError

    game = _refused(agreeing_game)
    w = review_win(Replay(game.rounds[0]), _win(game), game, 0)
    assert isinstance(w.error, ScoringError) and w.error.code == "not-complete"
    english = "the hand is not complete: a winning hand needs 14 tiles in sets and a pair"
    assert w.to_dict()["error"].startswith(english)
    assert any(line.startswith("    scored: refused (" + english) for line in win_text(w))
    assert (
        "error"
        not in review_win(
            Replay(agreeing_game.rounds[0]), _win(agreeing_game), agreeing_game, 0
        ).to_dict()
    )
    c = win_check(w)
    assert c.error is not None and c.error().startswith(english)
    assert check_line(c) == DIFFERS_MARK + " our scorer refused this win"
    assert ("Our scorer refused the hand: " + english) in check_text(c, 0, 1, NAMES)
    window.settings.set_language("zh_CN")
    try:
        text = check_text(c, 0, 1, NAMES)
        assert "我们的计分拒绝了这手牌：手牌没有和：和牌需要 14 张组成面子和雀头" in text
        assert "winning hand" not in text
    finally:
        window.settings.set_language("en")


def test_the_points_are_the_hands_value_without_the_stick():
    """The hand-made game's win is a dealer's mangan (4000 all: 12,000 points) that takes a
    riichi stick: the points beside the record's are 12,000, the stick only in the deltas."""
    from tests.game.handmade import riichi_log

    game = read_game(riichi_log())
    told = dataclasses.replace(_win(game), han=5, fu=30, points=12000)
    ends = (told,)
    game = dataclasses.replace(game, rounds=(dataclasses.replace(game.rounds[0], ends=ends),))
    c = win_check(review_win(Replay(game.rounds[0]), told, game, 0))
    points = next(f for f in c.fields if f.name == "points")
    assert (points.recorded, points.scored, points.same) == (12000, 12000, True)
    assert c.agrees is True
    text = check_text(c, 0, 1, NAMES)
    assert "12000 points" in text and "13000 points" not in text and "+13000" in text


@pytest.mark.parametrize(
    ("tsumo", "says"),
    [(False, "Bo is liable (pao): pays half the win and the honba."),
     (True, "Bo is liable (pao): pays the whole win.")],
    ids=["ron", "tsumo"],
)  # fmt: skip
def test_a_liable_seat_is_said_and_the_win_agrees(tsumo, says):
    """Tenhou's 大三元 with seat 1 liable (tests/game/test_liability.py): scored with the
    liability, the win agrees with the record, and the summary says who was liable."""
    from tests.game.test_liability import mjlog

    game = dataclasses.replace(read_game(mjlog(tsumo)), players=NAMES)
    c = win_check(review_win(Replay(game.rounds[0]), _win(game), game, 0))
    assert c.liable == 1 and c.agrees is True and c.differs == ()
    text = check_text(c, 0, 2, NAMES)
    assert says in text and AGREES_MARK in text


def test_the_liability_is_said_in_chinese(qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    from mjtrainer import resources
    from tests.game.test_liability import mjlog

    game = dataclasses.replace(read_game(mjlog(True)), players=NAMES)
    c = win_check(review_win(Replay(game.rounds[0]), _win(game), game, 0))
    t = QTranslator()
    assert t.load(str(resources.asset("translations", "mjtrainer_zh_CN.qm")))
    QCoreApplication.installTranslator(t)
    try:
        text = check_text(c, 0, 2, NAMES)
    finally:
        QCoreApplication.removeTranslator(t)
    assert "Bo 负包牌责任" in text and "liable" not in text
