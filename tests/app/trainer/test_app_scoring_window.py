"""Scoring in the trainer as a learner drives it: the situation strip (shown under mcr and
riichi), the winning tile picked on the hand, the flags, the status line's verdict, the score
panel, the arrangement that scores, each wait's value, dora indicators that are seen tiles,
undo, the settings, and the real worker thread."""

from __future__ import annotations

from pools import SynchronousPool
from PySide6.QtCore import QSettings, Qt

from mjtrainer.app.main import build_window
from mjtrainer.app.scoring.views import CANNOT_WIN
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import Mode, StatusKind
from mjtrainer.app.trainer.controller import TrainerController
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import Hand, Rules
from mjtrainer.scoring import Situation, score

LEFT = Qt.MouseButton.LeftButton
MCR = Rules.preset("mcr")
RIICHI = Rules.preset("riichi")
# Hand-checked (as in the presenters' tests): 37 fan won on South on a discard.
BIG = "11m222444777z [111p]"
# Hand-checked: 门前清 2, 平和 2, and 1 for the wait at best: 5 fan, no win.
SHORT = "234m456p678s22789s"


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def with_hand(window, qtbot, rules: Rules, hand: str):
    window.settings.set_rules(rules)
    window.controller.set_notation(hand)
    window.trainer.notation.edit.setText(hand)
    return window.trainer


def status(window) -> tuple[str, str]:
    label = window.trainer.results.status
    return label.text(), str(label.property("tone"))


def hand_button(window, tile: int):
    """The last copy of ``tile`` drawn in the hand row."""
    buttons = window.trainer.hand_view.tile_buttons()
    return [b for b in buttons if b.tile == tile][-1]


def test_the_strip_shows_the_flags_of_the_rules_that_score(window, qtbot):
    page = with_hand(window, qtbot, Rules.preset("general"), BIG)
    strip = page.situation
    assert not strip.isVisible() and window.controller.result.scoring is None
    assert not page.situation_card.isVisible()  # not even an empty card
    window.settings.set_rules(MCR)
    assert strip.isVisible() and strip.rules() == "mcr" and page.situation_card.isVisible()
    shown = {name for name, box in strip.flags.items() if box.isVisible()}
    assert shown == {"last_tile", "kong", "last_of_kind"}
    assert strip.counts["flowers"].isVisible() and not strip.dora_button.isVisible()
    window.settings.set_rules(RIICHI)
    shown = {name for name, box in strip.flags.items() if box.isVisible()}
    assert shown == {"riichi", "double_riichi", "ippatsu", "last_tile", "kong"}
    assert strip.dora_button.isVisible() and not strip.counts["flowers"].isVisible()
    assert strip.dealer.text() == "(dealer)"  # seat East


def test_picking_the_winning_tile_on_the_hand_marks_it_and_scores_on_it(window, qtbot):
    page = with_hand(window, qtbot, MCR, BIG)
    strip = page.situation
    assert strip.win_best.isVisible() and page.hand_view.win_index() == -1
    click(qtbot, strip.pick_button)
    assert window.controller.mode is Mode.WIN_TILE
    assert "click the tile it won on" in page.hand_view.caption()
    click(qtbot, hand_button(window, 28))  # South
    c = window.controller
    assert c.situation.win_tile == 28 and c.mode is Mode.ADD and c.hand == Hand.parse(BIG)
    marked = page.hand_view.tile_buttons()[page.hand_view.win_index()]
    assert marked.tile == 28 and marked.caption == "won"
    assert strip.win_tile.tiles() == (28,) and not strip.pick_button.isChecked()
    panel = page.results.score
    assert panel.header.text() == "Won on South (2z) on a discard"
    # The fans shown are scoring's own for that tile and situation (37, hand-checked).
    s = score(Hand.parse(BIG), "mcr", Situation(28))
    assert [r[0] for r in panel.fans.rows()] == [f.fan.zh for f in s.fans]
    assert [r[1] for r in panel.fans.rows()] == [f.fan.en for f in s.fans]
    # The two number columns say what they count: a fan's points, and times its count.
    assert panel.fans.header() == ("Fan", "", "Points", "", "Total")
    assert status(window) == ("Complete hand (win): 37 fan.", "good")
    # Undo takes the pick back, redo brings it again.
    window.undo_action.trigger()
    assert c.situation.win_tile is None and page.hand_view.win_index() == -1
    assert "the best tile of the hand" in panel.header.text()
    window.redo_action.trigger()
    assert c.situation.win_tile == 28


def test_a_palette_click_in_winning_tile_mode_draws_the_winning_tile(window, qtbot):
    page = with_hand(window, qtbot, MCR, "11m22444777z [111p]")  # BIG less one South
    click(qtbot, page.situation.pick_button)
    click(qtbot, page.palette_view.button(28))
    c = window.controller
    assert c.hand == Hand.parse(BIG) and c.situation.win_tile == 28
    assert c.result.status is StatusKind.WIN and c.result.scoring.score.chosen
    window.undo_action.trigger()  # one step: the tile and the pick together
    assert c.hand.size == 13 and c.situation.win_tile is None


def test_without_a_pick_the_best_tile_is_said(window, qtbot):
    page = with_hand(window, qtbot, MCR, SHORT)
    hand = Hand.parse(SHORT)
    totals = {t: score(hand, "mcr", Situation(t)).total for t in sorted(set(hand.tiles()))}
    best = min(t for t, v in totals.items() if v == max(totals.values()))
    s = window.controller.result.scoring.score
    assert s.win_tile == best and not s.chosen
    assert "the best tile of the hand" in page.results.score.header.text()


def test_short_of_the_minimum_is_a_warning_in_the_status_line(window, qtbot):
    with_hand(window, qtbot, MCR, SHORT)
    assert status(window) == (
        "Complete, but 5 fan: short of the 8-fan minimum — not a win",
        "warn",
    )
    assert CANNOT_WIN in window.trainer.results.score.summary.text()


def test_no_yaku_is_a_warning_in_the_status_line(window, qtbot):
    page = with_hand(window, qtbot, RIICHI, "123m456p789s11222z")
    click(qtbot, page.situation.pick_button)
    click(qtbot, hand_button(window, 27))  # East: a South pung is no yaku for seat East
    assert status(window) == ("Complete, but no yaku: cannot win", "warn")
    # Riichi gives the hand its yaku.
    click(qtbot, page.situation.flags["riichi"])
    assert window.controller.situation.riichi
    text, tone = status(window)
    # Hand-checked: riichi 1 han; 20 + 10 concealed on a discard + 8 concealed South pung
    # + 4 East pair (seat and round) + 2 pair wait = 44 -> 50 fu; the dealer's 50 x 2^3 x 6
    # = 2400.
    assert (text, tone) == ("Complete hand (win): 1 han 50 fu, 2400 points.", "good")
    rows = page.results.score.yaku.rows()
    assert rows == (("Riichi", "1 han"),)


def test_a_limit_hand_names_its_limit_inside_the_sentence(window, qtbot):
    """234567m234p55678s won on 5s by self-draw with riichi, seat South, dora indicator 4s:
    menzen tsumo, riichi, tanyao, dora 2 = 5 han 30 fu, a non-dealer's mangan (8000)."""
    page = with_hand(window, qtbot, RIICHI, "234567m234p55678s")
    strip = page.situation
    click(qtbot, strip.pick_button)
    click(qtbot, hand_button(window, 22))
    click(qtbot, strip.self_drawn_radio)
    click(qtbot, strip.flags["riichi"])
    window.controller.set_situation("seat_wind", "S")
    click(qtbot, strip.dora_button)
    click(qtbot, page.palette_view.button(21))
    assert status(window) == ("Complete hand (win): 5 han 30 fu, 8000 points (mangan).", "good")
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(lambda: status(window) == ("和牌！5 番 30 符，8000 点（满贯）。", "good"))
    window.settings.set_language("en")


def test_self_draw_and_a_flag_change_the_fans(window, qtbot):
    page = with_hand(window, qtbot, MCR, BIG)
    strip = page.situation
    click(qtbot, strip.pick_button)
    click(qtbot, hand_button(window, 28))
    click(qtbot, strip.self_drawn_radio)
    click(qtbot, strip.flags["last_tile"])
    c = window.controller
    assert c.situation.self_drawn and c.situation.last_tile
    names = [r[0] for r in page.results.score.fans.rows()]
    assert "妙手回春" in names and "自摸" not in names  # 妙手回春 implies 自摸
    assert strip.flags["kong"].text() == "After a kong"  # self-drawn: the kong reads so
    # One undo step each.
    window.undo_action.trigger()
    assert not c.situation.last_tile and c.situation.self_drawn


def test_flags_that_cannot_apply_are_refused_in_the_status_line(window, qtbot):
    page = with_hand(window, qtbot, RIICHI, "123m456p789s11222z")
    click(qtbot, page.situation.flags["ippatsu"])
    assert window.controller.situation.ippatsu
    assert status(window) == (
        "Complete, but this win cannot be scored: ippatsu needs riichi or double riichi",
        "error",
    )
    assert not page.results.score.isVisible()
    assert page.results.decomp_box.isVisible()  # the analysis itself is still shown
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(
        lambda: status(window)[0] == "和牌型，但这样的和牌无法计分：一发需要立直或两立直"
    )
    window.settings.set_language("en")
    qtbot.waitUntil(lambda: status(window)[0].startswith("Complete, but"))
    click(qtbot, page.situation.flags["riichi"])
    assert status(window)[1] == "good"


def test_the_arrangement_that_scores_is_marked_among_the_decompositions(window, qtbot):
    page = with_hand(window, qtbot, RIICHI, "111222333m456p77s")
    strip = page.situation
    click(qtbot, strip.pick_button)
    click(qtbot, hand_button(window, 2))  # 3m
    click(qtbot, strip.self_drawn_radio)
    click(qtbot, strip.flags["riichi"])
    results = page.results
    s = window.controller.result.scoring.score
    assert "sanankou" in {y.key for y in s.yaku}  # the pungs arrangement scores
    scored = results.scored_decomposition()
    labels = results.decomposition_titles()
    assert scored >= 0 and labels[scored].startswith("★ standard — the arrangement that scores")
    assert [i for i, t in enumerate(labels) if t.startswith("★")] == [scored]
    groups = results.decomposition_groups()[scored].groups()
    assert (0, 0, 0) in groups and (1, 1, 1) in groups and (2, 2, 2) in groups


def test_a_ready_hand_shows_each_waits_value(window, qtbot):
    page = with_hand(window, qtbot, RIICHI, "123m456p789s1122z")
    values = page.results.wait_values
    assert values.isVisible()
    rows = {tile: (ron, tsumo) for tile, ron, tsumo in values.texts()}
    # East (seat and round): a double yaku pung. South: no yaku on a discard (marked ✗ in
    # words), menzen tsumo by self-draw.
    assert rows[28][0] == f"{CANNOT_WIN} no yaku"
    assert not rows[27][0].startswith(CANNOT_WIN) and not rows[28][1].startswith(CANNOT_WIN)
    for tile, (ron, tsumo) in rows.items():
        for text, drawn in ((ron, False), (tsumo, True)):
            s = score(Hand.parse("123m456p789s1122z").add(tile), "riichi", Situation(tile, drawn))
            if s.win:
                assert text == f"{s.han} han {s.fu} fu · {s.points.total}"
    window.settings.set_rules(MCR)
    rows = {tile: (ron, tsumo) for tile, ron, tsumo in values.texts()}
    assert all("fan" in ron and "fan" in tsumo for ron, tsumo in rows.values())


def test_an_mcr_wait_short_of_8_fan_is_flagged_with_its_value(window, qtbot):
    """234m456p678s5566m: all simples, concealed; neither wait reaches 8 fan either way, and
    each cell says so in words beside the mark, with the hand's own value."""
    text = "234m456p678s5566m"
    page = with_hand(window, qtbot, MCR, text)
    rows = {tile: (ron, tsumo) for tile, ron, tsumo in page.results.wait_values.texts()}
    assert set(rows) == {4, 5}
    for tile, cells in rows.items():
        for shown, drawn in zip(cells, (False, True), strict=True):
            s = score(Hand.parse(text).add(tile), "mcr", Situation(tile, drawn))
            assert not s.win and s.fan_value < 8
            assert shown == f"{CANNOT_WIN} {s.fan_value} fan: short of 8"


def test_dora_indicators_are_picked_like_seen_tiles(window, qtbot):
    page = with_hand(window, qtbot, RIICHI, "234567m234p55678s")
    strip = page.situation
    click(qtbot, strip.dora_button)
    assert window.controller.mode is Mode.DORA
    assert not any(b.isChecked() for b in page.mode_buttons.values())
    click(qtbot, page.palette_view.button(21))  # 4s: the 5s are dora
    c = window.controller
    assert c.situation.dora == (21,) and c.seen[21] == 1
    assert page.seen_view.tiles() == (21,) and strip.dora.tiles() == (21,)
    assert page.palette_view.button(21).caption == "×3"  # none in the hand, one seen
    assert "dora" in {y.key for y in c.result.scoring.score.yaku}
    # Taking the indicator back takes the seen tile too, in one step.
    qtbot.mouseClick(strip.dora, LEFT, pos=strip.dora.tile_rect(0).center())
    assert c.situation.dora == () and c.seen[21] == 0
    window.undo_action.trigger()
    assert c.situation.dora == (21,) and c.seen[21] == 1
    # Unmarking the seen tile drops the indicator with it.
    click(qtbot, page.seen_view.tile_buttons()[0])
    assert c.situation.dora == () and c.seen[21] == 0


def test_clear_and_a_random_deal_start_a_fresh_situation(window, qtbot):
    page = with_hand(window, qtbot, MCR, BIG)
    click(qtbot, page.situation.self_drawn_radio)
    window.clear_action.trigger()
    assert window.controller.situation.self_drawn is False
    window.undo_action.trigger()
    assert window.controller.situation.self_drawn


def test_the_situation_is_kept_with_the_hand(qtbot, tmp_path, quiz_factory):
    path = str(tmp_path / "settings.ini")
    sc = SettingsController(QSettings(path, QSettings.Format.IniFormat))
    sc.set_language("en")
    sc.set_rules(MCR)
    w = build_window(sc, TaskRunner(SynchronousPool()), quiz_factory(tmp_path / "p.sqlite3"))
    qtbot.addWidget(w)
    c = w.controller
    c.set_notation(BIG)
    c.set_win_tile(28)
    c.set_situation("seat_wind", "S")
    c.set_situation("flowers", 2)
    w.close()
    sc2 = SettingsController(QSettings(path, QSettings.Format.IniFormat))
    w2 = build_window(sc2, TaskRunner(SynchronousPool()), quiz_factory(tmp_path / "p2.sqlite3"))
    qtbot.addWidget(w2)
    s = w2.controller.situation
    assert (s.win_tile, s.seat_wind, s.flowers) == (28, "S", 2)
    assert w2.trainer.situation.seat.currentData() == "S"
    assert w2.trainer.situation.counts["flowers"].value() == 2
    score_view = w2.controller.result.scoring.score
    assert score_view.flowers == 2 and score_view.win_tile == 28
    w2.close()


def test_a_saved_situation_that_cannot_be_read_leaves_the_hand(qapp, tmp_path):
    c = TrainerController(runner=TaskRunner(SynchronousPool()), rules=MCR)
    assert c.load(BIG, "", "{not json")
    assert c.hand == Hand.parse(BIG) and c.situation.win_tile is None
    c.shutdown()


def test_scoring_runs_in_the_worker_thread(qtbot):
    """The real pool: the score arrives with the analysis, through the runner's signal."""
    c = TrainerController(rules=MCR)
    try:
        with qtbot.waitSignal(c.resultChanged, timeout=10000) as blocker:
            c.set_notation(BIG)
        hand = Hand.parse(BIG)
        best = max(score(hand, "mcr", Situation(t)).total for t in set(hand.tiles()))
        assert blocker.args[0].scoring.score.total == best
        with qtbot.waitSignal(c.resultChanged, timeout=10000) as blocker:
            c.set_win_tile(28)
        result = blocker.args[0]
        assert result.status is StatusKind.WIN and result.scoring.score.total == 37
        assert c.runner.last_id >= 2
    finally:
        c.shutdown()
        c.deleteLater()


def test_honba_and_riichi_sticks_reach_the_payment_and_are_kept_with_the_hand(
    qtbot, tmp_path, quiz_factory
):
    """234345m567p678s88s won on 5m on a discard, seat South: tanyao, pinfu 2000 (as the
    presenters' test has it). Two honba bring 600 from the discarder, one riichi stick 1000
    from the table; one undo step each; kept in the settings; hidden under mcr."""
    path = str(tmp_path / "settings.ini")
    sc = SettingsController(QSettings(path, QSettings.Format.IniFormat))
    sc.set_language("en")
    w = build_window(sc, TaskRunner(SynchronousPool()), quiz_factory(tmp_path / "p.sqlite3"))
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    page = with_hand(w, qtbot, RIICHI, "234345m567p678s88s")
    strip = page.situation
    click(qtbot, strip.pick_button)
    click(qtbot, hand_button(w, 4))
    w.controller.set_situation("seat_wind", "S")
    assert strip.counts["honba"].isVisible() and strip.counts["riichi_sticks"].isVisible()
    summary = page.results.score.summary
    assert summary.text().endswith("Points (non-dealer): 2000 from the discarder")
    strip.counts["honba"].setValue(2)
    strip.counts["riichi_sticks"].setValue(1)
    c = w.controller
    assert (c.situation.honba, c.situation.riichi_sticks) == (2, 1)
    assert summary.text().endswith(
        "Points (non-dealer): 3600: 2600 from the discarder "
        "(honba 600 included, 1000 in riichi sticks)"
    )
    assert status(w) == ("Complete hand (win): 2 han 30 fu, 3600 points.", "good")
    assert strip.counts["honba"].maximum() == 20 and strip.counts["riichi_sticks"].maximum() == 20
    # Typed, the number is one change: "12" then Enter is one undo step, not "1" and "12".
    steps = w.controller.undo_stack.count()
    strip.counts["honba"].lineEdit().selectAll()
    qtbot.keyClicks(strip.counts["honba"], "12")
    qtbot.keyClick(strip.counts["honba"], Qt.Key.Key_Return)
    assert c.situation.honba == 12 and w.controller.undo_stack.count() == steps + 1
    w.undo_action.trigger()
    assert c.situation.honba == 2
    c.set_situation("honba", 21)  # past the strip's bound: refused, nothing changes
    assert c.situation.honba == 2
    w.settings.set_language("zh_CN")
    qtbot.waitUntil(lambda: "含本场 600" in summary.text() and "立直棒 1000" in summary.text())
    w.settings.set_language("en")
    w.undo_action.trigger()  # the stick goes back, the honba stays
    assert (c.situation.honba, c.situation.riichi_sticks) == (2, 0)
    assert strip.counts["riichi_sticks"].value() == 0
    assert summary.text().endswith("2600 from the discarder (honba 600 included)")
    w.redo_action.trigger()
    w.close()
    sc2 = SettingsController(QSettings(path, QSettings.Format.IniFormat))
    w2 = build_window(sc2, TaskRunner(SynchronousPool()), quiz_factory(tmp_path / "p2.sqlite3"))
    qtbot.addWidget(w2)
    w2.show()
    s = w2.controller.situation
    assert (s.honba, s.riichi_sticks) == (2, 1)
    assert (
        w2.trainer.situation.counts["honba"].value(),
        w2.trainer.situation.counts["riichi_sticks"].value(),
    ) == (
        2,
        1,
    )
    assert w2.controller.result.scoring.score.points == 3600
    w2.settings.set_rules(MCR)
    assert not w2.trainer.situation.counts["honba"].isVisible()
    w2.close()
