"""The review page by the round EV (issue 26 §3), on an engine game (riichienv game 11, round
3: seat 2 dealt into seat 0's riichi): the decision table shows Tenpai %, Win %, Deal-in % and
Round EV, each row's EV the review's own for that discard; the verdict says the EV lost and
the fold line's; the summary gives the EV lost in all and per decision, and the largest losses
by EV. The expected numbers come from the game room's review (``done.review``), not from the
window's pictures."""

from __future__ import annotations

import dataclasses

import pytest

from mjtrainer.app.review.presenters import review_job
from mjtrainer.app.shared.discards import ev_text
from mjtrainer.core.kinds import MPSZ
from mjtrainer.game import read_game, to_mjai

NAMES = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture(scope="module")
def deal_in_game():
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(11))
    return dataclasses.replace(game, rounds=game.rounds[3:4], players=NAMES)


@pytest.fixture(scope="module")
def done(deal_in_game):
    return review_job(deal_in_game, 2)


def cells(table, key: str) -> dict[str, str]:
    keys = [c.key for c in table.model_columns()]
    c = keys.index(key)
    assert not table.isColumnHidden(c), key
    model = table.model()
    return {
        MPSZ[table.shown_row(r).option.tile]: model.data(model.index(r, c))
        for r in range(table.row_count())
    }


def test_the_decision_table_and_the_summary_by_the_round_ev(qtbot, sync_window, tmp_path,
                                                            deal_in_game, done):  # fmt: skip
    window = sync_window
    r, page = window.review, window.review_page
    path = tmp_path / "game.mjson"
    path.write_text(to_mjai(deal_in_game))
    assert r.open_file(str(path))
    r.set_seat(2)
    window.tabs.setCurrentWidget(page)
    r.start_review()
    qtbot.waitUntil(lambda: r.state.reviewed)
    s = done.review.summary
    # The summary: the EV lost in all and per decision, the largest losses by EV first.
    text = page.summary.text.text()
    assert s.ev_lost_per_decision is not None and s.ev_lost > 0
    assert (
        f"Round EV lost: {round(s.ev_lost):,} points in all, "
        f"{round(s.ev_lost_per_decision):,} points a decision." in text
    )
    first = page.summary.mistakes.item(0).text()
    top = s.mistakes[0]
    assert top.ev_loss is not None and f"{round(top.ev_loss):,} points" in first
    # The decision after the riichi where the deal-in came: every column, the EVs the review's.
    deal = s.deal_ins[0]
    d = next(x for x in done.review.rounds[0].decisions if x.step == deal.step)
    r.go_to(0, deal.step)
    table = page.analysis.table
    assert d.option_evs and d.option_deal_ins and d.fold_ev is not None
    want = {MPSZ[o.discard]: ev_text(ev) for o, ev in zip(d.options, d.option_evs, strict=True)}
    assert cells(table, "round-ev") == want
    chances = zip(d.options, d.option_deal_ins, strict=True)
    assert cells(table, "deal-in") == {MPSZ[o.discard]: f"{100 * p:.1f}%" for o, p in chances}
    assert set(cells(table, "win")) == set(want) and set(cells(table, "tenpai")) == set(want)
    # Highest EV first.
    shown = [table.shown_row(i).option.round_ev for i in range(table.row_count())]
    assert shown == sorted(shown, reverse=True)
    verdict = page.analysis.verdict.text()
    assert f"Round EV {ev_text(d.played_ev)} against {ev_text(d.best_ev)}" in verdict
    assert "(push or fold)" in verdict and f"Folding: {ev_text(d.fold_ev)}." in verdict
    window.settings.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: "本局期望" in page.summary.text.text())
    finally:
        window.settings.set_language("en")
