"""The look-ahead in the window, clicked and typed: the tenpai % and win % columns and their
sorting, the best row by the chance to win, the sentence, the turn box, the extended search,
the chart, a 13-tile hand's chances and improvements, and the discard quiz's explanation.

These run on the synchronous pool (the look-ahead arrives at once, after the analysis);
``test_app_lookahead_worker.py`` drives the real worker thread. Expected numbers come from
the core's look-ahead called on its own, and from closed forms (a ready hand with ``W``
winning tiles wins with ``1 − (1 − W/S)^N``, ``S`` = 122 tiles unseen).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from test_app_discard_table import click_header, shown_tiles

from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.shared import i18n
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import Hand, LookaheadRequest, Rules, analyze_lookahead
from mjtrainer.quiz import explain_discard

LEFT = Qt.MouseButton.LeftButton
H = Qt.Orientation.Horizontal
GENERAL = Rules.preset("general")
SHAPE = "6777m33379p78s555z"  # README's hand: 6m keeps 24 tiles, 7p (and 9p) win more often
READY = "123m456p789s1122z3z"  # throw 3z: ready on 1z and 2z, 4 tiles
M6, P7, P9, Z3 = 5, 15, 17, 29


def type_hand(qtbot, window, text: str) -> None:
    """Type ``text`` into the trainer's notation box, as a learner would."""
    edit = window.trainer.notation.edit
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)
    assert window.controller.notation() == str(Hand.parse(text))


def cells(table, key: str) -> list[str]:
    """The texts of column ``key``, rows as shown."""
    col = [c.key for c in table.model_columns()].index(key)
    return [table.model().index(i, col).data() for i in range(table.row_count())]


def pct(p: float) -> str:
    return f"{100 * p:.1f}%"


def test_the_columns_show_the_chances_and_sort_by_them(window, qtbot):
    type_hand(qtbot, window, SHAPE)
    table = window.trainer.results.discard_table
    model = table.model()
    shown = [i for i in range(model.columnCount()) if not table.isColumnHidden(i)]
    titles = [model.headerData(i, H) for i in shown]
    assert titles[-2:] == ["Tenpai %", "Win %"]  # no riichi on the table: no deal-in column
    tip = model.headerData(shown[-1], H, Qt.ItemDataRole.ToolTipRole)
    assert "one player, no calls" in tip and "unseen wall" in tip
    ahead = analyze_lookahead(Hand.parse(SHAPE), LookaheadRequest(GENERAL, turn=1))
    # The core's (effective-tile) order stays until a header is clicked.
    assert shown_tiles(table) == [a.discard for a in ahead.discards]
    assert cells(table, "win") == [pct(a.win_prob) for a in ahead.discards]
    assert cells(table, "tenpai") == [pct(a.tenpai_prob) for a in ahead.discards]
    # The best rows are those that win most often: 7p and 9p, not the tile leader 6m.
    assert [r.option.tile for r in table.rows() if r.best] == [P7, P9]
    assert shown_tiles(table)[0] == M6
    click_header(qtbot, table, "win")  # most often first
    wins = [a.win_prob for a in sorted(ahead.discards, key=lambda a: -a.win_prob)]
    assert cells(table, "win") == [pct(w) for w in wins]
    assert shown_tiles(table)[:3] == [P7, P9, M6]
    click_header(qtbot, table, "win")
    assert cells(table, "win") == [pct(w) for w in reversed(wins)]
    click_header(qtbot, table, "tenpai")
    tenpai = [a.tenpai_prob for a in ahead.discards]
    assert cells(table, "tenpai") == [pct(t) for t in sorted(tenpai, reverse=True)]


def test_not_searched_discards_show_a_dash_and_say_why(window, qtbot):
    type_hand(qtbot, window, READY)
    table = window.trainer.results.discard_table
    ahead = analyze_lookahead(Hand.parse(READY), LookaheadRequest(GENERAL))
    assert [a.searched for a in ahead.discards] == [True] + [False] * (len(ahead.discards) - 1)
    assert cells(table, "win")[1:] == ["—"] * (len(ahead.discards) - 1)
    col = [c.key for c in table.model_columns()].index("win")
    cell = table.visualRect(table.model().index(1, col))
    tip, _ = table.tooltip_at(cell.center())
    assert tip.startswith("Not searched: this discard leaves the hand further from ready")
    searched_cell = table.visualRect(table.model().index(0, col))
    assert table.tooltip_at(searched_cell.center())[0].startswith("Click to discard")
    caption = window.trainer.results.lookahead.caption.text()
    assert "—: not searched, that discard leaves the hand further from ready" in caption


def test_the_sentence_when_the_most_tiles_is_not_the_best(window, qtbot):
    panel = window.trainer.results.lookahead
    type_hand(qtbot, window, SHAPE)
    ahead = analyze_lookahead(Hand.parse(SHAPE), LookaheadRequest(GENERAL))
    p7 = next(a for a in ahead.discards if a.discard == P7)
    m6 = next(a for a in ahead.discards if a.discard == M6)
    assert (pct(p7.win_prob), pct(m6.win_prob)) == ("56.3%", "41.3%")  # README's figures
    assert panel.sentence.isVisible()
    assert panel.sentence.text() == (
        "6 characters has the most tiles now, but 7 dots wins more often: 56.3% against 41.3%."
    )
    window.settings.set_language("zh_CN")
    # The panel re-labels on the LanguageChange event Qt posts to it.
    qtbot.waitUntil(
        lambda: panel.sentence.text() == "打六万进张最多，但打七筒和牌更多：56.3%对41.3%。"
    )
    window.settings.set_language("en")
    qtbot.waitUntil(lambda: panel.sentence.text().startswith("6 characters"))
    type_hand(qtbot, window, READY)  # the effective tiles pick the winner: nothing to say
    assert not panel.sentence.isVisible()


def test_the_turn_box_changes_the_numbers_and_is_kept(window, qtbot):
    type_hand(qtbot, window, READY)
    table = window.trainer.results.discard_table
    spin = window.trainer.results.search.turn
    assert spin.value() == 1 and window.controller.search.turn == 1
    # Closed form: ready on 1z and 2z (4 tiles) of S = 122, N = 18 − T draws left.
    assert cells(table, "win")[0] == pct(1 - (1 - 4 / 122) ** 17)
    first = window.controller.result.discards[0].win
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "17")
    assert window.controller.search.turn == 17
    assert window.controller.result.lookahead.turn == 17
    assert cells(table, "win")[0] == pct(4 / 122)  # one draw left
    assert window.controller.result.discards[0].win < first
    assert "1 draw left" in window.trainer.results.search.left.text()
    assert "from turn 17 (1 draw left)" in window.trainer.results.lookahead.caption.text()
    assert window.settings.turn() == 17
    qtbot.keyClick(spin, Qt.Key.Key_Down)  # turn 16: two draws
    assert cells(table, "win")[0] == pct(1 - (1 - 4 / 122) ** 2)


def test_the_turn_is_remembered_between_runs(qtbot, tmp_path, settings_path, quiz_factory):
    from pools import SynchronousPool
    from PySide6.QtCore import QSettings

    from mjtrainer.app.main import build_window
    from mjtrainer.app.shared.tasks import TaskRunner

    qs = QSettings(settings_path, QSettings.Format.IniFormat)
    qs.setValue("trainer/turn", 9)
    qs.setValue("trainer/hand", READY)
    sc = SettingsController(qs, install_translator=False)
    w = build_window(sc, TaskRunner(SynchronousPool()), quiz_factory(tmp_path / "p.sqlite3"))
    qtbot.addWidget(w)
    try:
        assert w.trainer.results.search.turn.value() == 9
        assert w.controller.result.lookahead.turn == 9
        assert w.controller.result.discards[0].win == pytest.approx(1 - (1 - 4 / 122) ** 9)
    finally:
        w.controller.shutdown()
    for bad in ("0", "18", "x"):
        qs.setValue("trainer/turn", bad)
        assert SettingsController(qs, install_translator=False).turn() == 1


def test_the_extended_toggle_searches_further(window, qtbot):
    hand = "2445m12367p11379s"  # 2-shanten: the extended search finds more
    type_hand(qtbot, window, hand)
    c = window.controller
    basic = c.result
    assert basic.lookahead is not None and not basic.lookahead.extended
    box = window.trainer.results.search.extended
    qtbot.mouseClick(box, LEFT, pos=box.rect().center())
    assert c.search.extended and not c.search.searching  # the synchronous pool is done
    ahead = analyze_lookahead(Hand.parse(hand), LookaheadRequest(GENERAL, extended=True))
    assert c.result.lookahead.extended
    assert [d.win for d in c.result.discards] == [a.win_prob for a in ahead.discards]
    best_basic = max(d.win for d in basic.discards if d.searched)
    best_extended = max(d.win for d in c.result.discards if d.searched)
    assert best_extended > best_basic
    assert "extended search" in window.trainer.results.lookahead.caption.text()
    qtbot.mouseClick(box, LEFT, pos=box.rect().center())  # off: the basic chances again
    assert not c.search.extended and c.result == basic


def test_the_extended_search_beyond_its_reach_keeps_the_basic_chances(window, qtbot):
    """Issue 29: a 4-shanten hand is beyond the extended search's reach (3-shanten): switched
    on, it shows the basic search's chances and says so, in English and Chinese."""
    hand = "1469m338p22478s26z"
    type_hand(qtbot, window, hand)
    c = window.controller
    basic = c.result
    assert basic.lookahead is not None and any(d.searched for d in basic.discards)
    box = window.trainer.results.search.extended
    qtbot.mouseClick(box, LEFT, pos=box.rect().center())
    assert c.search.extended and not c.search.searching
    ahead = analyze_lookahead(Hand.parse(hand), LookaheadRequest(GENERAL, extended=True))
    assert ahead.basic_instead
    shown = c.result
    assert not shown.lookahead.extended and shown.lookahead.basic_instead == 3
    assert shown.discards == basic.discards
    assert [d.win for d in shown.discards] == [a.win_prob for a in ahead.discards]
    table = window.trainer.results.discard_table
    assert any(w.endswith("%") for w in cells(table, "win"))
    caption = window.trainer.results.lookahead.caption
    assert "basic search." in caption.text()
    assert (
        "4-shanten is beyond the extended search's reach (3-shanten): these are the basic "
        "search's chances." in caption.text()
    )
    assert "no chance is worked out" not in caption.text()
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(
        lambda: "4 向听超出扩展搜索范围（3 向听）：这里是基本搜索的概率。" in caption.text()
    )
    window.settings.set_language("en")


def test_the_chart_draws_the_three_discards_that_win_most_often(window, qtbot):
    type_hand(qtbot, window, SHAPE)
    panel = window.trainer.results.lookahead
    chart = panel.chart
    ahead = {
        a.discard: a
        for a in analyze_lookahead(Hand.parse(SHAPE), LookaheadRequest(GENERAL)).discards
    }
    curves = chart.curves()
    assert [c.label for c in curves] == ["discard 7 dots", "discard 9 dots", "discard 6 characters"]
    for c, tile in zip(curves, (P7, P9, M6), strict=True):
        assert c.values == ahead[tile].win_by_turn and c.first_draw == 2
    assert chart.isVisible() and panel.chart_title.text() == (
        "Chance to win by draw: the 3 discards that win most often"
    )
    points = chart.points()
    for c in curves:
        assert [p.y() for p in points[c.label]] == [chart.y_of(v) for v in c.values]
    # 7p and 9p have the same chances: their markers stand side by side, both visible.
    assert points["discard 7 dots"][-1].x() < points["discard 9 dots"][-1].x()
    last = points["discard 6 characters"][-1]
    assert chart.tooltip_at(last) == f"discard 6 characters: {pct(ahead[M6].win_prob)} by draw 18"
    assert chart.tooltip_at(QPointF(2, 2)) == ""
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(lambda: [c.label for c in chart.curves()] == ["打七筒", "打九筒", "打六万"])
    window.settings.set_language("en")


def test_a_13_tile_hand_shows_its_chances_and_improvements(window, qtbot):
    text = "677m33379p78s555z"
    type_hand(qtbot, window, text)
    panel = window.trainer.results.lookahead
    one = analyze_lookahead(Hand.parse(text), LookaheadRequest(GENERAL)).hand
    assert panel.hand_line.text() == (
        f"By the last draw: ready (tenpai) {pct(one.tenpai_prob)}, win {pct(one.win_prob)}."
    )
    flow = panel.improvements
    assert flow.tiles() == tuple(i.tile for i in one.improvements) and flow.tiles()
    assert flow.captions() == tuple(f"×{i.remaining}" for i in one.improvements)
    assert flow.notes() == tuple(f"→ {i.effective_count}" for i in one.improvements)
    assert "more than 12 effective tiles" in panel.improvements_title.text()
    assert [c.label for c in panel.chart.curves()] == ["win", "ready (tenpai)"]
    assert panel.chart.curves()[0].values == one.win_by_turn
    assert not window.trainer.results.discard_table.isVisible()
    assert window.trainer.results.search.isVisible()


def test_an_empty_or_bad_hand_hides_the_lookahead(window, qtbot):
    type_hand(qtbot, window, SHAPE)
    results = window.trainer.results
    assert results.lookahead.isVisible() and results.search.isVisible()
    window.controller.remove_tile(M6)
    window.controller.remove_tile(P7)  # 12 tiles: no judgement, no look-ahead
    assert not results.lookahead.isVisible() and not results.search.isVisible()


# --- the discard quiz --------------------------------------------------------------------------


def open_discard_quiz(window, qtbot, level: int, limit: int = 0):
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select("discard", level)
    page.time_limit.setValue(limit)
    qtbot.mouseClick(page.start_button, LEFT, pos=page.start_button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING)
    return page, window.quiz.question


def test_the_shape_choice_level_explains_by_the_chance_to_win(window, qtbot):
    page = window.quiz_page
    page.select("discard", 4)
    assert page.level.currentText().endswith("Shape choices")
    assert "not the one that wins most often" in page.level_description.text()
    page, q = open_discard_quiz(window, qtbot, 4)
    ex = explain_discard(q)
    leader, best = ex.tile_leader, ex.best
    # Throw the tile with the most effective tiles: wrong, by the chance to win.
    buttons = page.hand_buttons()
    i = list(page.hand.tiles()).index(leader.option.discard)
    qtbot.mouseClick(buttons[i], LEFT, pos=buttons[i].rect().center())
    g = window.quiz.state.grade
    assert not g.correct and g.best == best.option.discard
    mine, theirs = pct(leader.lookahead.win_prob), pct(best.lookahead.win_prob)
    verdict = page.verdict.text()
    assert verdict.startswith("Not the best. Throwing ")
    assert f"wins {mine} of the time by the last draw" in verdict
    assert f"wins {theirs}." in verdict
    assert (
        f"Effective tiles: {leader.option.effective_count} against "
        f"{best.option.effective_count}." in verdict
    )
    summary = page.explanation.summary.text()
    assert "has the most tiles now, but" in summary and f"{theirs} against {mine}" in summary
    assert "Gap: " in summary and "pp of the chance to win" in summary
    table = page.explanation.discards
    shown = [c.key for i, c in enumerate(table.model_columns()) if not table.isColumnHidden(i)]
    assert shown[-3:] == ["tenpai", "win", "note"]
    assert shown_tiles(table) == [r.option.discard for r in ex.rows]
    assert cells(table, "win") == [
        "—" if r.lookahead.win_prob is None else pct(r.lookahead.win_prob) for r in ex.rows
    ]
    assert "from turn 1 (17 draws left" in page.explanation.caption.text()


def test_a_right_discard_says_its_chance(window, qtbot):
    page, q = open_discard_quiz(window, qtbot, 2)
    ex = explain_discard(q)
    tile = ex.best.option.discard
    buttons = page.hand_buttons()
    i = list(page.hand.tiles()).index(tile)
    qtbot.mouseClick(buttons[i], LEFT, pos=buttons[i].rect().center())
    assert window.quiz.state.grade.correct
    assert page.verdict.text() == (
        f"Right! {page_name(tile)} wins most often: {pct(ex.best.lookahead.win_prob)} by the "
        f"last draw, with {ex.best.option.effective_count} effective tiles."
    )


def page_name(tile: int) -> str:
    """A tile's name as the page says it (English)."""
    return i18n.tile_name(tile)


def test_a_timed_out_discard_compares_with_the_discard_that_wins_most_often(window, qtbot, clock):
    page, q = open_discard_quiz(window, qtbot, 4, limit=15)
    clock.advance(15)
    window.quiz.ticker.timeout.emit()
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and state.grade.timed_out
    ex = explain_discard(q)
    assert state.grade.best == ex.best.option.discard != q.report.discards[0].discard
    summary = page.explanation.summary.text()
    assert summary.startswith(
        f"Best: {', '.join(page_name(t) for t in q.answer)}, "
        f"{pct(ex.best.lookahead.win_prob)} to win by the last draw"
    )
    assert "You chose no tile in time." in summary


def test_under_mcr_only_the_wins_the_rules_allow_count(controller):
    """234m456p678s 5566m: every win is a chicken hand short of 8 fan under MCR (self-drawn,
    winds East), so it never wins there; under the general rules it does."""
    from mjtrainer.scoring import legal_win

    text = "234m456p678s5566m1z"
    mcr = Rules.preset("mcr")
    controller.set_notation(text)
    free = analyze_lookahead(Hand.parse(text), LookaheadRequest(GENERAL)).best().win_prob
    assert controller.result.lookahead.best
    assert max(d.win for d in controller.result.discards if d.searched) == free > 0.4
    assert controller.result.lookahead.wins == ""
    controller.set_rules(mcr)
    assert controller.result.lookahead.wins == "mcr"
    ruled = analyze_lookahead(Hand.parse(text), LookaheadRequest(mcr, legal=legal_win(mcr)))
    assert [d.win for d in controller.result.discards] == [a.win_prob for a in ruled.discards]
    assert max(d.win for d in controller.result.discards if d.searched) == 0.0


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
@pytest.mark.parametrize("text", ["1234m", "1234m [555z]", "12345m"])
def test_a_fragment_wins_by_its_shape_under_rules_that_score(controller, qtbot, rules, text):
    """A hand of fewer than 14 tiles cannot be scored, so its look-ahead counts every complete
    shape (issue 19 §5.2: under MCR the window said "ScoringError: 5 tiles: …")."""
    said = []
    controller.message.connect(said.append)
    controller.set_rules(Rules.preset(rules))
    controller.set_notation(text)
    result = controller.result
    assert result.message == "" and said == []
    assert result.lookahead is not None and result.lookahead.wins == "shape"
    plain = analyze_lookahead(Hand.parse(text), LookaheadRequest(GENERAL))
    if plain.hand is not None:
        assert result.lookahead.hand.win == plain.hand.win_prob > 0.3
    else:
        assert [d.win for d in result.discards] == [a.win_prob for a in plain.discards]
        assert max(d.win for d in result.discards if d.searched) > 0.3


def test_a_new_turn_with_the_extended_search_on_shows_both_in_turn(controller, qtbot):
    """The basic chances of the new turn come first, then the extended search's."""
    controller.set_notation("2445m12367p11379s")
    controller.set_extended(True)
    shown = []
    controller.resultChanged.connect(shown.append)
    controller.set_turn(5)
    assert [(r.lookahead.turn, r.lookahead.extended) for r in shown] == [(5, False), (5, True)]
    ahead = analyze_lookahead(
        Hand.parse("2445m12367p11379s"), LookaheadRequest(GENERAL, turn=5, extended=True)
    )
    assert [d.win for d in shown[-1].discards] == [a.win_prob for a in ahead.discards]


def test_the_situations_seat_wind_decides_which_open_riichi_wins_count(controller):
    """[222z] 234m567p78s559m under riichi: an open hand needs a yaku of its own. The pon of
    South is one only for the player sitting South, so the chance to win follows the seat
    wind chosen in the situation strip."""
    from mjtrainer.scoring import Wind, legal_win

    text = "[222z] 234m567p78s559m"
    riichi = Rules.preset("riichi")
    controller.set_rules(riichi)
    controller.set_notation(text)
    assert controller.result.lookahead.wins == "yaku"
    assert max(d.win for d in controller.result.discards if d.searched) == 0.0
    controller.set_situation("seat_wind", "S")
    south = analyze_lookahead(
        Hand.parse(text), LookaheadRequest(riichi, legal=legal_win(riichi, Wind.SOUTH))
    )
    assert [d.win for d in controller.result.discards] == [a.win_prob for a in south.discards]
    assert max(d.win for d in controller.result.discards if d.searched) > 0.2
    controller.set_situation("round_wind", "S")
    controller.set_situation("seat_wind", "E")
    assert max(d.win for d in controller.result.discards if d.searched) > 0.2


@pytest.mark.parametrize(
    ("rules", "text", "said"),
    [
        ("mcr", "234m456p678s5566m1z", "Only wins worth 8 fan or more (without flowers) count."),
        ("riichi", "[222z] 234m567p78s559m", "An open hand counts only the wins with a yaku."),
        ("mcr", "1234m", "A hand of fewer than 14 tiles cannot be scored: every complete shape"),
        ("riichi", "234m456p678s5566m1z", None),
        ("general", "234m456p678s5566m1z", None),
    ],
)
def test_the_line_under_the_table_says_which_wins_count(window, qtbot, rules, text, said):
    window.settings.set_rules(Rules.preset(rules))
    type_hand(qtbot, window, text)
    caption = window.trainer.results.lookahead.caption.text()
    assert caption.startswith("Chances by the last draw")
    for sentence in ("Only wins worth 8 fan", "An open hand counts only", "A hand of fewer than"):
        assert (sentence in caption) == (said is not None and said.startswith(sentence))
    if said is not None:
        assert said in caption


def test_alt_t_reaches_the_turn_box_and_alt_x_the_extended_search(window, qtbot):
    """The labels' mnemonics work from the keyboard: Alt+T puts the focus in the turn box,
    Alt+X toggles the extended search (and so starts it)."""
    type_hand(qtbot, window, SHAPE)
    bar = window.trainer.results.search
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bar.turn.hasFocus())
    assert not bar.extended.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.controller.search.extended)
    assert bar.extended.isChecked()


def test_the_chart_title_says_one_discard_in_the_singular(qapp):
    from mjtrainer.app.trainer.lookahead_views import discards_chart_title

    assert discards_chart_title(1) == "Chance to win by draw: the discard that wins most often"
    assert discards_chart_title(2) == "Chance to win by draw: the 2 discards that win most often"
