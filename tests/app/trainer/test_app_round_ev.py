"""The round EV in the trainer (issue 26 §3): under riichi points the discard table gains the
Round EV column, threat or not; a riichi (or an opponent's open hand) on the opponents' card
adds the fold line and the sentence that names the trade, in English and Chinese.

Expected numbers come from :func:`mjtrainer.decision.analyze` called on its own with the
position the window's state describes (not from the window's own rows)."""

from __future__ import annotations

import pytest
from test_app_defence import K, build_riichi_table, column
from test_app_lookahead import type_hand
from test_app_lookahead_value import titles

from mjtrainer import decision
from mjtrainer.app.main import build_window
from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.discards import ev_text
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.trainer.jobs import position_of
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import Rules
from mjtrainer.core.kinds import MPSZ

RIICHI = Rules.preset("riichi")
# 1-shanten at turn 8: 3m wins most often but is no genbutsu; the fold starts with 4m (the
# riichi player's own discard) and the round EV likes 9m best (passed after the riichi).
PUSH = "3345889m2289p123s"
TURN = 8


def analysed(window) -> decision.PositionReport:
    """The analysis of the window's position, asked of the decision room on its own."""
    s = window.controller.trainer_state
    p = position_of(s.hand, s.rules, s.seen, s.situation, s.table, s.search.turn)
    return decision.analyze(p)


def riichi_push(window, qtbot) -> decision.PositionReport:
    window.settings.set_rules(RIICHI)
    build_riichi_table(window, qtbot)
    type_hand(qtbot, window, PUSH)
    window.controller.set_turn(TURN)
    return analysed(window)


def test_a_riichi_on_the_card_brings_round_ev_and_the_fold_line(window, qtbot):
    found = riichi_push(window, qtbot)
    want = {MPSZ[c.discard]: ev_text(c.round_ev) for c in found.choices}
    assert column(window, "round-ev") == want
    assert found.fold is not None and found.deal_ins is not None
    panel = window.trainer.results.lookahead
    fold = found.fold
    assert window.trainer.results.fold_line.isVisible()
    line = window.trainer.results.fold_line.text()
    assert ev_text(fold.ev) in line and line.startswith("Fold")
    assert [i18n.tile_name(t) for t in fold.tiles[:3]] == line.split(": ")[1].split(" …")[0].split(
        ", "
    )
    # The trade: folding with 4m against 3m, the discard that wins most often.
    choices = {MPSZ[c.discard]: (c, d) for c, d in zip(found.choices, found.deal_ins, strict=True)}
    push, deal_in = choices["3m"]
    assert push.ahead is not None and push.round_ev is not None and push.ahead.win_prob
    wins = sorted((c.ahead.win_prob or 0.0 for c in found.choices), reverse=True)
    assert wins[0] == push.ahead.win_prob > wins[1]
    assert deal_in > 0.03 and MPSZ[fold.tiles[0]] == "4m"
    sentence = (
        f"Folding with 4 characters: {ev_text(fold.ev)}. 3 characters wins "
        f"{100 * push.ahead.win_prob:.1f}% and deals in {100 * deal_in:.1f}%: "
        f"{ev_text(push.round_ev)}."
    )
    lines = panel.sentence.text().splitlines()
    assert sentence in lines
    best = max(found.choices, key=lambda c: c.round_ev or -1e9)
    assert MPSZ[best.discard] not in ("3m", "4m")
    said = f"Best by the round EV: {i18n.tile_name(best.discard)} ({ev_text(best.round_ev)})."
    assert said in lines
    window.settings.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: window.trainer.results.fold_line.text().startswith("弃和"))
        assert "四万" in panel.sentence.text() and "三万" in panel.sentence.text()
        assert "Folding" not in panel.sentence.text()
        assert "本局期望" in titles(window.trainer.results.discard_table)
    finally:
        window.settings.set_language("en")


def test_no_threat_still_shows_round_ev_without_a_fold_line(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, PUSH)
    window.controller.set_turn(TURN)
    found = analysed(window)
    assert found.fold is None and found.round_evs is not None
    want = {MPSZ[c.discard]: ev_text(c.round_ev) for c in found.choices}
    assert column(window, "round-ev") == want
    assert not window.trainer.results.fold_line.isVisible()
    assert "Folding" not in window.trainer.results.lookahead.sentence.text()


def test_an_open_hand_on_the_card_is_a_threat_too(window, qtbot):
    window.settings.set_rules(RIICHI)
    type_hand(qtbot, window, PUSH)
    window.controller.set_turn(TURN)
    for name in ("1z", "9p", "2z", "1s", "5z", "9s", "8p"):  # Left's pond: its turn is 7
        window.controller.add_pond_tile(3, K[name])
    quiet = analysed(window)
    window.controller.declare_opponent_meld(3, "pung", K["7z"])
    window.controller.declare_opponent_meld(3, "chow", K["6s"])
    found = analysed(window)
    assert found.fold is not None and quiet.fold is None
    assert found.round_evs != quiet.round_evs
    line = window.trainer.results.fold_line
    assert line.isVisible() and ev_text(found.fold.ev) in line.text()
    # Deal-in % shows without a riichi too: the open hand's chance, as the model reads it.
    assert found.deal_ins is not None and max(found.deal_ins) > 0
    assert column(window, "deal-in") == {
        MPSZ[c.discard]: f"{100 * p:.1f}%"
        for c, p in zip(found.choices, found.deal_ins, strict=True)
    }
    assert column(window, "round-ev") == {
        MPSZ[c.discard]: ev_text(c.round_ev) for c in found.choices
    }


def test_general_rules_have_no_round_ev(window, qtbot):
    build_riichi_table(window, qtbot)
    table = window.trainer.results.discard_table
    keys = [c.key for c in table.model_columns()]
    assert table.isColumnHidden(keys.index("round-ev"))
    assert not window.trainer.results.fold_line.isVisible()


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


def test_the_worker_brings_the_round_ev_back(pooled_window, qtbot):
    window = pooled_window
    window.settings.set_rules(RIICHI)
    build_riichi_table(window, qtbot)
    window.controller.set_notation(PUSH)
    window.controller.set_turn(TURN)
    table = window.trainer.results.discard_table
    qtbot.waitUntil(
        lambda: (
            window.trainer.results.fold_line.isVisible()
            and all(o.round_ev is not None for o in table.options())
        ),
        timeout=20000,
    )
    found = analysed(window)
    assert column(window, "round-ev") == {
        MPSZ[c.discard]: ev_text(c.round_ev) for c in found.choices
    }
