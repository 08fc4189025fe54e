"""The review page against a riichi, on an engine game (riichienv game 11, round 3: seat 2
dealt into seat 0's riichi with a tile of about 16 % while it held a genbutsu): each decision
with a riichi on the table shows its danger (the played tile's category and chance, the
safest tiles), and the needless deal-in is marked in the rounds list, the mistakes list and
the analysis of the replay."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QApplication

from mjtrainer.app.review.presenters import review_job
from mjtrainer.app.review.views import DEAL_IN_MARK
from mjtrainer.game import read_game, to_mjai

NAMES = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture(scope="module")
def deal_in_game():
    """Engine game 11, its round 3 alone (so it is round 0 here)."""
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(11))
    return dataclasses.replace(game, rounds=game.rounds[3:4], players=NAMES)


@pytest.fixture(scope="module")
def done(deal_in_game):
    return review_job(deal_in_game, 2)


def test_the_pictures_carry_the_danger_and_the_deal_in(done):
    s = done.review.summary
    assert len(s.deal_ins) == 1
    deal = s.deal_ins[0]
    views = done.decisions[0]
    with_riichi = [v for v in views if v.danger is not None]
    assert with_riichi  # the decisions after seat 0's riichi
    assert all(v.danger is None for v in views if v.step < min(x.step for x in with_riichi))
    dealt = [v for v in views if v.danger is not None and v.danger.dealt_in]
    assert [v.step for v in dealt] == [deal.step]
    d = dealt[0].danger
    assert d.played.chance > 0.1 and d.safest_chance == 0.0 and d.safest
    assert d.played.category in ("non-suji", "half-suji", "suji", "honour")
    marked = [m for m in done.summary.mistakes if m.deal_in]
    assert [(m.round, m.step) for m in marked] == [(0, deal.step)]


def test_the_page_marks_the_deal_in(qtbot, sync_window, tmp_path, deal_in_game, done):
    window = sync_window
    r, page = window.review, window.review_page
    path = tmp_path / "game.mjson"
    path.write_text(to_mjai(deal_in_game))
    assert r.open_file(str(path))
    r.set_seat(2)
    window.tabs.setCurrentWidget(page)
    r.start_review()
    qtbot.waitUntil(lambda: r.state.reviewed)
    deal = done.review.summary.deal_ins[0]
    # The rounds list and the mistakes list name it.
    assert f"{DEAL_IN_MARK} dealt in at turn {deal.turn}" in page.rounds.item(0).text()
    items = [page.summary.mistakes.item(i) for i in range(page.summary.mistakes.count())]
    marked = [i for i in items if i.text().startswith(DEAL_IN_MARK)]
    assert len(marked) == 1 and "dealt in against the riichi" in marked[0].text()
    # A click on it goes to the decision, where the analysis says it plainly.
    page.summary.mistakes.itemClicked.emit(marked[0])
    assert r.state.table is not None and r.state.table.step == deal.step
    a = page.analysis
    assert a.deal_in_line.isVisibleTo(a) and a.danger_line.isVisibleTo(a)
    assert a.deal_in_line.text().startswith(DEAL_IN_MARK + " Dealt in with")
    assert "Against the riichi:" in a.danger_line.text() and "to deal in" in a.danger_line.text()
    # A decision before the riichi shows no danger.
    r.go_to(0, r._steps[0][0])
    assert not a.danger_line.isVisibleTo(a) and not a.deal_in_line.isVisibleTo(a)
    # Another decision against the riichi shows its danger but no deal-in.
    others = [
        v.step
        for v in done.decisions[0]
        if v.danger is not None and not v.danger.dealt_in and not v.forced
    ]
    assert others  # a genbutsu played at turn 12, before the deal-in
    r.go_to(0, others[0])
    assert a.danger_line.isVisibleTo(a) and not a.deal_in_line.isVisibleTo(a)
    assert "genbutsu" in a.danger_line.text()
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.width() == 1024)
    r.go_to(0, deal.step)
    QApplication.processEvents()  # the layouts settle before the picture
    window.grab().save(str(tmp_path / "deal_in_1024.png"))


def test_a_safest_red_five_held_alone_is_named_red(window):
    """Engine game 0, round 3: seat 0 holds ``440m…`` against a riichi with 5m among the
    safest tiles; the analysis names that tile the red 5 characters, as its row draws it."""
    from mjtrainer.app.review.views import danger_text
    from mjtrainer.core.kinds import RED_5M
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(0))
    done = review_job(dataclasses.replace(game, rounds=game.rounds[3:4], players=NAMES), 0)
    v = next(v for v in done.decisions[0] if v.danger is not None and RED_5M in v.danger.safest)
    assert 4 not in v.danger.safest  # named once, red
    assert any(r.face == RED_5M for r in v.rows)
    text = danger_text(v, v.danger)
    assert "red 5 characters" in text.split("The safest:")[1]
