"""Red fives on the trainer's riichi table: a red five put in a pond, among the dora indicators
or in an opponent's meld stays red there (drawn red, seen red, saved red), counts as its five
for the copies left and the danger, is one of its suit's one red five across the hand and the
table, and goes with undo; an indicator's red five is no aka dora."""

from __future__ import annotations

import pytest
from pools import SynchronousPool
from PySide6.QtCore import QSettings, Qt

from mjtrainer.app.main import build_window
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.trainer.meld_dialogs import MeldChoiceDialog
from mjtrainer.app.trainer.table_state import TableState
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import Meld, MeldKind, Rules
from mjtrainer.core.kinds import MPSZ, RED_5M, RED_5P, RED_5S

LEFT = Qt.MouseButton.LeftButton
RIICHI = Rules.preset("riichi")
HAND = "1347899m2588p369s"  # 14 tiles, one plain 5p: every discard a row
K = {name: MPSZ.index(name) for name in MPSZ}
TWO_RED_5P = "two red 5p: each suit has one red five (0m, 0p, 0s)"


def click(qtbot, widget, pos=None) -> None:
    qtbot.mouseClick(widget, LEFT, pos=pos or widget.rect().center())


def column(window, key: str) -> dict[str, str]:
    table = window.trainer.results.discard_table
    c = [col.key for col in table.model_columns()].index(key)
    model = table.model()
    return {
        MPSZ[table.shown_row(r).option.tile]: model.data(model.index(r, c))
        for r in range(table.row_count())
    }


def red_pond(window, qtbot) -> None:
    """Right discards the red 5p by a palette click, then East, and declares riichi on East."""
    window.settings.set_rules(RIICHI)
    page = window.trainer
    window.controller.set_notation(HAND)
    click(qtbot, page.table_view.mode_buttons[1])
    assert page.palette_view.button(RED_5P).isEnabled()  # the pond takes a red five
    click(qtbot, page.palette_view.button(RED_5P))
    click(qtbot, page.palette_view.button(K["1z"]))
    pond = page.table_view.ponds[1]
    click(qtbot, pond, pond.rects()[1].center())


def test_a_red_five_in_a_pond_is_kept_red_and_counts_as_its_five(window, qtbot):
    red_pond(window, qtbot)
    c, page = window.controller, window.trainer
    assert c.table.pond(1) == (RED_5P, K["1z"]) and c.table.riichi_index(1) == 1
    assert [p.tile for p in page.table_view.ponds[1].pond()] == [RED_5P, K["1z"]]
    assert "red 5 dots" in page.table_view.ponds[1].tip(0)
    # A seen red five: the seen row shows it red, the palette's red 5p is spent.
    assert c.seen_notation() == "0p1z" and c.seen[K["5p"]] == 1
    assert not page.palette_view.button(RED_5P).isEnabled()
    assert page.palette_view.button(K["5p"]).caption == "×2"  # one in hand, the red one seen
    # The riichi player's red 5p makes the hand's plain 5p genbutsu.
    assert column(window, "deal-in")["5p"] == "0.0%"
    assert column(window, "danger")["5p"] == "genbutsu"
    # A second red 5p is refused wherever it would go, with the core's words.
    for attempt in (
        lambda: c.add_pond_tile(2, RED_5P),
        lambda: c.add_dora(RED_5P),
        lambda: c.declare_opponent_meld(3, "pung", K["5p"], True),
        lambda: c.add_seen(RED_5P),
    ):
        with qtbot.waitSignal(c.message) as said:
            attempt()
        assert said.args[0].endswith(TWO_RED_5P)
    assert c.table.pond(2) == () and c.situation.dora == () and c.table.melds_of(3) == ()
    c.set_notation("1347899m2088p369s")  # nor may the hand hold one
    assert TWO_RED_5P in page.notation.error.text() and c.notation() == "1347899m2588p369s"


@pytest.mark.usefixtures("no_value")  # reads no value: its edits' look-aheads leave it out
def test_taking_back_and_undo_carry_the_red_mark(window, qtbot):
    red_pond(window, qtbot)
    c, page = window.controller, window.trainer
    c.toggle_riichi(1, 1)  # unmark, so the red five is the last discard
    c.remove_last_pond_tile(1)
    click(qtbot, page.table_view.take_back[1])
    assert c.table.pond(1) == () and c.seen_red == () and c.seen_notation() == ""
    assert page.palette_view.button(RED_5P).isEnabled()
    c.undo_stack.undo()
    assert c.table.pond(1) == (RED_5P,) and c.seen_red == (K["5p"],)
    # Unmarking the seen red five takes its red mark off the table too.
    click(qtbot, page.seen_view.tile_buttons()[0])
    assert c.table.pond(1) == () and c.seen_red == ()
    c.undo_stack.undo()
    assert c.table.pond(1) == (RED_5P,)


def test_a_red_dora_indicator_is_shown_red_but_is_no_aka_dora(window, qtbot):
    """234567m234p55678s won on 5s by self-draw with riichi, seat South: the indicator 4s makes
    the two 5s dora. An indicator 5s (red or not) makes the one 6s dora: the same score,
    whatever its colour."""
    window.settings.set_rules(RIICHI)
    page, c = window.trainer, window.controller
    c.set_notation("234567m234p55678s")
    c.set_win_tile(K["5s"])
    c.set_situation("self_drawn", True)
    c.set_situation("riichi", True)
    c.set_situation("seat_wind", "S")
    click(qtbot, page.situation.dora_button)
    assert page.palette_view.button(RED_5S).isEnabled()
    click(qtbot, page.palette_view.button(RED_5S))
    assert c.situation.dora == (RED_5S,) and page.situation.dora.tiles() == (RED_5S,)
    assert c.seen_notation() == "0s"
    red = c.result.scoring.score
    assert "aka-dora" not in {y.key for y in red.yaku}
    assert [(y.key, y.han) for y in red.yaku if y.key == "dora"] == [("dora", 1)]
    # The indicator taken back by a click on it: the red five leaves the seen tiles.
    strip = page.situation.dora
    qtbot.mouseClick(strip, LEFT, pos=strip.tile_rect(0).center())
    assert c.situation.dora == () and c.seen_red == ()
    c.add_dora(K["5s"])
    plain = c.result.scoring.score
    assert (plain.han, plain.fu, plain.points) == (red.han, red.fu, red.points)


def test_an_opponents_meld_takes_the_red_five_clicked(window, qtbot, monkeypatch):
    window.settings.set_rules(RIICHI)
    page, c = window.trainer, window.controller
    c.set_notation(HAND)
    asked = []

    def ask(parent, tile, melds):
        asked.append((tile, melds))
        return ("chow", K["4m"], 2)  # called from Across, the player before Left

    monkeypatch.setattr(MeldChoiceDialog, "ask", ask)
    click(qtbot, page.table_view.meld_buttons[3])
    assert page.palette_view.button(RED_5M).isEnabled()
    click(qtbot, page.palette_view.button(RED_5M))
    assert asked and asked[0][0] == RED_5M  # the dialog names the red five
    (meld,) = c.table.melds_of(3)
    assert meld == Meld(K["4m"], MeldKind.CHOW, red=True)
    assert c.table.pond(2) == (RED_5M,) and c.table.called(2) == (True,)  # counted in the meld
    assert page.table_view.melds[3].groups() == ((K["4m"], RED_5M, K["6m"]),)
    assert c.seen_red == (K["5m"],) and not page.palette_view.button(RED_5M).isEnabled()
    c.set_notation("134789m2588p369s")  # 13 tiles: room for one more
    c.set_mode("add")
    with qtbot.waitSignal(c.message) as said:
        c.add_tile(RED_5M)
    assert "two red 5m" in said.args[0]
    c.remove_opponent_meld(3, 0)
    # the meld goes; the red 5m it called stays in Across's pond, still seen, still red
    assert c.table.melds_of(3) == () and c.seen_red == (K["5m"],)
    assert c.table.pond(2) == (RED_5M,) and c.table.called(2) == (False,)
    c.remove_last_pond_tile(2)
    assert c.seen_red == () and c.seen[K["5m"]] == 0
    c.undo_stack.undo()
    c.undo_stack.undo()
    assert c.table.melds_of(3) == (meld,) and c.seen_red == (K["5m"],)


def test_rules_without_red_fives_keep_the_table_plain(window, qtbot):
    page, c = window.trainer, window.controller
    assert c.rules.red_fives == 0
    c.set_notation(HAND)
    click(qtbot, page.table_view.mode_buttons[1])
    assert not page.palette_view.button(RED_5P).isEnabled()
    with qtbot.waitSignal(c.message) as said:
        c.add_pond_tile(1, RED_5P)
    assert "without red fives" in said.args[0]
    assert c.table.pond(1) == ()


@pytest.mark.usefixtures("no_value")  # reads no value: its edits' look-aheads leave it out
def test_the_tables_red_fives_survive_a_restart(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    path = str(tmp_path / "settings.ini")

    def window():
        sc = SettingsController(QSettings(path, QSettings.Format.IniFormat))
        sc.set_language("en")
        w = build_window(sc, TaskRunner(SynchronousPool()))
        qtbot.addWidget(w)
        return w

    w = window()
    red_pond(w, qtbot)
    w.controller.declare_opponent_meld(2, "pung", K["5m"], True)
    w.controller.add_dora(RED_5S)
    saved = (w.controller.table, w.controller.situation.dora, w.controller.seen_notation())
    assert saved[2] == "055m0p0s1z"
    w.controller.shutdown()
    w.close()
    w2 = window()
    assert (w2.controller.table, w2.controller.situation.dora, w2.controller.seen_notation()) == (
        saved
    )
    assert [p.tile for p in w2.trainer.table_view.ponds[1].pond()][0] == RED_5P
    assert w2.trainer.table_view.melds[2].groups() == ((RED_5M, K["5m"], K["5m"]),)
    assert w2.trainer.situation.dora.tiles() == (RED_5S,)
    w2.controller.shutdown()
    w2.close()


def test_the_table_state_keeps_red_fives_in_its_text():
    t = TableState().add(1, RED_5M).add(2, 4).add_meld(3, Meld(K["4p"], MeldKind.CHOW, red=True))
    assert t.reds() == (K["5m"], K["5p"])
    assert t.counts()[K["5m"]] == 2 and t.counts()[K["5p"]] == 1
    assert TableState.from_text(t.to_text()) == t
    # Seen counts still hold every tile, but the red 5m is no longer seen red: it turns plain.
    seen = t.counts()
    plain = t.fit(seen, red=(K["5p"],))
    assert plain.pond(1) == (K["5m"],) and plain.melds_of(3) == t.melds_of(3)
    # A 5m fewer seen, the red 5m no longer red: the red one leaves, the plain one stays.
    fewer = list(seen)
    fewer[K["5m"]] -= 1
    gone = t.fit(fewer, red=(K["5p"],))
    assert gone.pond(1) == () and gone.pond(2) == (4,)


@pytest.mark.parametrize(
    "text",
    [
        '{"discards": [[1, 34], [2, 34]], "riichi": []}',
        '{"discards": [[1, 35]], "riichi": [], "melds": [[2, "pung", 13, true]]}',
        '{"discards": [[1, 37]], "riichi": []}',
        '{"discards": [], "riichi": [], "melds": [[2, "pung", 27, true]]}',
        '{"discards": [], "riichi": [], "melds": [[2, "pung", 4, false]]}',
    ],
)
def test_a_saved_table_with_a_second_or_impossible_red_five_is_refused(text):
    with pytest.raises(ValueError):
        TableState.from_text(text)


def test_a_red_five_held_alone_is_named_red_in_its_danger(window, qtbot):
    """The hand's one 5m is the red one: its row is the red 5m and so is the tile its danger's
    sentence judges, in both languages; the plain 5p's sentence stays plain."""
    from mjtrainer.app.shared import i18n

    window.settings.set_rules(RIICHI)
    page = window.trainer
    window.controller.set_notation("123340m456p789s12z")
    click(qtbot, page.table_view.mode_buttons[1])
    for name in ("4m", "1z", "2m", "8m"):  # 2m and 8m: the red five is suji
        click(qtbot, page.palette_view.button(K[name]))
    pond = page.table_view.ponds[1]
    click(qtbot, pond, pond.rects()[1].center())
    table = page.results.discard_table
    keys = [c.key for c in table.model_columns()]

    def tip(kind: int) -> str:
        row = next(r for r in range(table.row_count()) if table.shown_row(r).option.tile == kind)
        assert table.shown_row(row).option.face == (RED_5M if kind == K["5m"] else kind)
        text, _ = table.tooltip_at(
            table.visualRect(table.model().index(row, keys.index("deal-in"))).center()
        )
        return text

    assert tip(K["5m"]).endswith("a two-sided wait on red 5 characters is impossible.")
    assert tip(K["5p"]).endswith("a two-sided wait on 5 dots.")
    window.settings.set_language("zh_CN")
    try:
        assert i18n.tile_name(RED_5M) in tip(K["5m"])
        assert i18n.tile_name(RED_5M) != i18n.tile_name(K["5m"])
    finally:
        window.settings.set_language("en")
