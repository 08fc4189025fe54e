"""Defence in the trainer: a riichi table built by clicks (opponents' ponds, a riichi mark,
tiles passed after it), the discard table's Deal-in % and category columns with their
sentence, undo, the table kept across a restart, both languages; the words' tables."""

from __future__ import annotations

import re

import pytest
from pools import SynchronousPool
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator

from mjtrainer import resources
from mjtrainer.app.main import build_window
from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.viewmodel import Mode
from mjtrainer.app.trainer.table_state import TableState
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.core import Hand, Meld, MeldKind
from mjtrainer.core.kinds import MPSZ
from mjtrainer.defence import words

# No test here reads the value of a win: the look-ahead each edit runs leaves it out.
pytestmark = pytest.mark.usefixtures("no_value")

LEFT = Qt.MouseButton.LeftButton
FIELD = re.compile(r"\{(\w+)\}")
HAND = "1347899m2588p369s"  # 14 tiles: every discard a row
K = {name: MPSZ.index(name) for name in MPSZ}


def click(qtbot, widget, pos=None) -> None:
    qtbot.mouseClick(widget, LEFT, pos=pos or widget.rect().center())


def build_riichi_table(window, qtbot) -> None:
    """Right discards 4m then East and declares riichi on East; Across then throws 9m."""
    page = window.trainer
    window.controller.set_notation(HAND)
    table = page.table_view
    click(qtbot, table.mode_buttons[1])
    assert window.controller.mode is Mode.POND_RIGHT
    for name in ("4m", "1z"):
        click(qtbot, page.palette_view.button(K[name]))
    pond = table.ponds[1]
    click(qtbot, pond, pond.rects()[1].center())
    click(qtbot, table.mode_buttons[2])
    click(qtbot, page.palette_view.button(K["9m"]))


def column(window, key: str) -> dict[str, str]:
    """The texts of a column of the trainer's discard table, by the discarded tile."""
    table = window.trainer.results.discard_table
    keys = [c.key for c in table.model_columns()]
    c = keys.index(key)
    assert not table.isColumnHidden(c)
    model = table.model()
    return {
        MPSZ[table.shown_row(r).option.tile]: model.data(model.index(r, c))
        for r in range(table.row_count())
    }


def percent(text: str) -> float:
    assert text.endswith("%"), text
    return float(text[:-1])


def test_a_riichi_table_built_by_clicks_reads_in_the_deal_in_column(window, qtbot):
    build_riichi_table(window, qtbot)
    c = window.controller
    assert c.table.pond(1) == (K["4m"], K["1z"]) and c.table.riichi_index(1) == 1
    assert c.table.pond(2) == (K["9m"],) and c.table.passed(2) == (True,)
    assert c.seen[K["4m"]] == 1 and c.seen[K["9m"]] == 1  # the ponds are seen tiles
    deal_in = column(window, "deal-in")
    assert deal_in["4m"] == "0.0%"  # in the riichi player's pond
    assert deal_in["9m"] == "0.0%"  # passed after the riichi
    assert percent(deal_in["3m"]) > percent(deal_in["7m"]) > 0  # non-suji above suji
    assert percent(deal_in["5p"]) > percent(deal_in["1m"])
    category = column(window, "danger")
    assert category["4m"] == "genbutsu" and category["1m"] == "suji"
    assert category["3m"] == "non-suji"


def test_the_danger_tooltip_is_the_reading_in_one_sentence(window, qtbot):
    build_riichi_table(window, qtbot)
    table = window.trainer.results.discard_table
    keys = [col.key for col in table.model_columns()]
    row = next(r for r in range(table.row_count()) if table.shown_row(r).option.tile == K["7m"])
    rect = table.visualRect(table.model().index(row, keys.index("deal-in")))
    tip, _ = table.tooltip_at(rect.center())
    assert tip == (
        "Suji of 4 characters in the riichi player's genbutsu: a two-sided wait on 7 characters "
        "is impossible."
    )
    window.settings.set_language("zh_CN")
    tip, _ = table.tooltip_at(rect.center())
    assert "Suji" not in tip and "genbutsu" not in tip
    assert i18n.tile_name(K["4m"]) in tip and i18n.tile_name(K["7m"]) in tip
    assert column(window, "danger")["7m"] == "筋"


def test_no_riichi_no_danger_columns(window, qtbot):
    window.controller.set_notation(HAND)
    window.controller.add_pond_tile(1, K["4m"])
    table = window.trainer.results.discard_table
    keys = [c.key for c in table.model_columns()]
    assert table.isColumnHidden(keys.index("deal-in"))
    assert table.isColumnHidden(keys.index("danger"))
    assert all(o.danger is None for o in table.options())


def test_undo_takes_the_riichi_mark_and_the_pond_tiles_back(window, qtbot):
    build_riichi_table(window, qtbot)
    c = window.controller
    c.undo_stack.undo()  # 9m out of Across's pond (and out of the seen tiles)
    assert c.table.pond(2) == () and c.seen[K["9m"]] == 0
    c.undo_stack.undo()  # the riichi mark off
    assert c.table.riichi_index(1) is None
    table = window.trainer.results.discard_table
    keys = [col.key for col in table.model_columns()]
    assert table.isColumnHidden(keys.index("deal-in"))
    c.undo_stack.redo()
    assert c.table.riichi_index(1) == 1
    assert column(window, "deal-in")["4m"] == "0.0%"


def test_a_pond_click_toggles_the_mark_and_take_back_and_clear_empty_it(window, qtbot):
    build_riichi_table(window, qtbot)
    c, view = window.controller, window.trainer.table_view
    pond = view.ponds[1]
    click(qtbot, pond, pond.rects()[1].center())
    assert c.table.riichi_index(1) is None
    assert view.ponds[1].pond()[1].riichi is False
    click(qtbot, view.take_back[1])
    assert c.table.pond(1) == (K["4m"],) and c.seen[K["1z"]] == 0
    c.remove_seen(K["4m"])  # a pond tile unmarked as seen leaves the pond too
    assert c.table.pond(1) == ()
    c.clear()
    assert c.table == TableState()


def test_bad_intents_change_nothing(window, qtbot):
    c = window.controller
    before = c.table
    c.add_pond_tile(0, 3)  # the learner's own seat is no opponent
    c.add_pond_tile(4, 3)
    c.add_pond_tile(1, 34)
    c.toggle_riichi(2, 5)
    c.remove_last_pond_tile(3)
    assert c.table == before


def test_the_table_is_kept_across_a_restart(qtbot, tmp_path):
    path = str(tmp_path / "settings.ini")

    def window():
        sc = SettingsController(QSettings(path, QSettings.Format.IniFormat))
        w = build_window(sc, TaskRunner(SynchronousPool()))
        qtbot.addWidget(w)
        return w

    w = window()
    build_riichi_table(w, qtbot)
    saved = w.controller.table
    w.controller.shutdown()
    w.close()
    w2 = window()
    assert w2.controller.table == saved
    assert w2.controller.hand == Hand.parse(HAND)
    assert column(w2, "deal-in")["9m"] == "0.0%"
    w2.controller.shutdown()
    w2.close()


@pytest.mark.parametrize(
    "text",
    ["{", "[]", '{"discards": [[0, 3]]}', '{"discards": [[1, 3]], "riichi": [[2, 0]]}', "x"],
)
def test_a_saved_table_that_cannot_be_read_is_left_out(controller, text):
    assert controller.load(HAND, "", "", text)
    assert controller.table == TableState() and controller.hand == Hand.parse(HAND)


def test_the_table_state_round_trips_and_places_after_marks():
    t = TableState().add(2, 27).add(1, 3).toggle_riichi(1, 0).add(3, 0).add(2, 9)
    assert TableState.from_text(t.to_text()) == t
    table = t.to_table(Hand.parse("1m"))
    assert table.pond_of(2).after == ((1, 1),)  # East before the riichi, 1p after it
    assert table.pond_of(3).after == ((1, 0),)


# --- the words --------------------------------------------------------------------------------


def every_source():
    yield from words.NAMES.values()
    yield from words.SENTENCES.values()
    yield words.AND
    yield words.AGAINST
    for term, meaning in words.GLOSSARY.values():
        yield term
        yield meaning


@pytest.mark.parametrize("source", sorted(set(map(str, every_source()))))
def test_every_defence_word_is_translated_with_its_placeholders(qapp, source):
    t = QTranslator()
    assert t.load(str(resources.asset("translations", "mjtrainer_zh_CN.qm")))
    chinese = t.translate("Defence", source)
    assert chinese and chinese != source
    assert sorted(FIELD.findall(chinese)) == sorted(FIELD.findall(source))


def test_the_glossary_dialog_lists_the_defence_terms_in_both_languages(window, qtbot):
    from mjtrainer.app.window.dialogs import GlossaryDialog

    dialog = GlossaryDialog(window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for term in ("genbutsu", "suji", "kabe", "one-chance", "no-chance", "furiten"):
        assert term in text
    window.settings.set_language("zh_CN")
    dialog.retranslate()
    text = dialog.browser.toPlainText()
    for term in ("现物", "筋", "壁", "振听"):
        assert term in text
    assert QCoreApplication.translate("Defence", "genbutsu") == "现物"


# --- the opponents' melds ---------------------------------------------------------------------


def honour_row(window, name: str) -> tuple[str, str]:
    return column(window, "deal-in")[name], column(window, "danger")[name]


def test_an_opponents_pung_of_an_honour_counts_its_copies_and_undo_takes_it_back(
    window, qtbot, monkeypatch
):
    from mjtrainer.app.trainer.meld_dialogs import MeldChoiceDialog

    build_riichi_table(window, qtbot)
    c, view = window.controller, window.trainer.table_view
    c.set_notation("1347899m2588p36s7z")
    before = percent(column(window, "deal-in")["7z"])
    assert c.table.to_table(c.hand).visible()[K["7z"]] == 1
    asked = []

    def ask(parent, tile, melds):
        asked.append((tile, melds))
        return melds[-1]

    monkeypatch.setattr(MeldChoiceDialog, "ask", ask)
    click(qtbot, view.meld_buttons[3])
    assert c.mode is Mode.MELD_LEFT
    click(qtbot, window.trainer.palette_view.button(K["7z"]))
    # three copies free: only a pung, called from you, Right or Across
    assert asked == [(K["7z"], tuple(("pung", K["7z"], s) for s in (0, 1, 2)))]
    assert c.mode is Mode.ADD
    assert [m.tiles for m in c.table.melds_of(3)] == [(K["7z"],) * 3]
    assert c.table.called_from(3) == (2,)
    # Across's last tile was 9m: the called 7z joins its pond, marked called
    assert c.table.pond(2) == (K["9m"], K["7z"]) and c.table.called(2) == (False, True)
    assert view.ponds[2].pond()[1].called
    assert c.seen[K["7z"]] == 3  # counted once, in the meld
    assert c.table.to_table(c.hand).visible()[K["7z"]] == 4
    assert view.melds[3].groups() == ((K["7z"],) * 3,)
    assert percent(column(window, "deal-in")["7z"]) < before
    c.undo_stack.undo()
    assert c.table.melds_of(3) == () and c.seen[K["7z"]] == 0
    assert c.table.pond(2) == (K["9m"],)
    assert percent(column(window, "deal-in")["7z"]) == before
    c.undo_stack.redo()
    assert c.table.to_table(c.hand).visible()[K["7z"]] == 4
    qtbot.mouseClick(view.melds[3], LEFT, pos=view.melds[3].item_rect(0).center())
    # the meld is gone; the tile it called stays in Across's pond, an ordinary discard now
    assert c.table.melds_of(3) == () and c.table.called(2) == (False, False)
    assert c.seen[K["7z"]] == 1
    asked.clear()
    click(qtbot, view.meld_buttons[2])
    click(qtbot, window.trainer.palette_view.button(K["6z"]))  # four free: which meld?
    froms = (0, 1, 3)
    assert asked == [
        (
            K["6z"],
            (
                *(("pung", K["6z"], s) for s in froms),
                *(("kong", K["6z"], s) for s in froms),
                ("concealed-kong", K["6z"], -1),
            ),
        )
    ]
    assert [m.tiles for m in c.table.melds_of(2)] == [(K["6z"],) * 4]
    assert c.table.called_from(2) == (None,) and c.seen[K["6z"]] == 4


def test_opponent_melds_refused_where_impossible(window):
    c = window.controller
    c.set_notation("1347899m2588p36s7z")
    before = c.table
    c.declare_opponent_meld(0, "pung", K["1z"])  # the learner's own seat
    c.declare_opponent_meld(1, "chow", K["8m"])  # no chow starts at 8
    c.declare_opponent_meld(
        1, "chow", K["1s"], source=2, called=K["1s"]
    )  # a chow only from the seat before
    c.declare_opponent_meld(1, "pung", K["1z"], source=1)  # called from itself
    c.declare_opponent_meld(1, "pung", K["1z"], source=5)
    c.declare_opponent_meld(1, "chow", K["1s"], source=0, called=K["5s"])  # 5s is not in 123s
    c.declare_opponent_meld(1, "kong", K["7z"])  # one 7z is in the hand
    c.declare_opponent_meld(1, "pung", 34)
    c.remove_opponent_meld(2, 0)
    assert c.table == before
    for _ in range(4):
        c.declare_opponent_meld(1, "chow", K["7s"])
    c.declare_opponent_meld(1, "pung", K["1z"])  # a fifth meld
    assert len(c.table.melds_of(1)) == 4
    assert c.seen[K["7s"]] == 4 and c.seen[K["1z"]] == 0


def test_the_opponents_melds_are_kept_across_a_restart(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    path = str(tmp_path / "settings.ini")

    def window():
        sc = SettingsController(QSettings(path, QSettings.Format.IniFormat))
        w = build_window(sc, TaskRunner(SynchronousPool()))
        qtbot.addWidget(w)
        return w

    w = window()
    build_riichi_table(w, qtbot)
    w.controller.set_notation("1347899m2588p36s7z")
    w.controller.declare_opponent_meld(3, "pung", K["7z"])
    w.controller.declare_opponent_meld(2, "chow", K["1p"])
    saved = w.controller.table
    w.controller.shutdown()
    w.close()
    w2 = window()
    assert w2.controller.table == saved
    assert [m.tiles for m in w2.controller.table.melds_of(3)] == [(K["7z"],) * 3]
    assert w2.window().trainer.table_view.melds[2].groups() == ((K["1p"], K["2p"], K["3p"]),)
    assert column(w2, "deal-in")["7z"] == column(w, "deal-in")["7z"]
    w2.controller.shutdown()
    w2.close()


@pytest.mark.parametrize(
    "melds",
    [
        '[[0, "pung", 27]]',
        '[[1, "chow", 8]]',
        '[[1, "pung"]]',
        '[[1, "pung", 34]]',
        "[[1, true, 3]]",
        '[[1, "pung", 27]' + ', [1, "pung", 28]' * 4 + "]",
    ],
)
def test_a_saved_table_with_a_bad_meld_is_left_out(melds):
    with pytest.raises(ValueError):
        TableState.from_text('{"discards": [], "melds": ' + melds + "}")


def test_melds_round_trip_and_leave_with_their_seen_tiles():
    t = (
        TableState()
        .add(1, 3)
        .add_meld(2, Meld(27, MeldKind.PUNG))
        .add_meld(3, Meld(9, MeldKind.CHOW))
    )
    assert TableState.from_text(t.to_text()) == t
    assert t.to_table(Hand.parse("1m")).pond_of(2).melds == ((27, 27, 27),)
    seen = list(t.counts())
    seen[27] -= 1
    assert t.fit(seen).melds_of(2) == () and t.fit(seen).melds_of(3) == t.melds_of(3)


def test_the_meld_button_speaks_both_languages(window, qtbot):
    view = window.trainer.table_view
    assert view.meld_buttons[1].text() == "+ meld"
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(lambda: view.meld_buttons[1].text() == "+ 副露")
    assert "副露" in view.meld_buttons[1].toolTip()


# --- called tiles and concealed kongs -----------------------------------------------------------


def test_a_called_tile_is_marked_in_its_pond_counted_once_and_still_passed(window, qtbot):
    from mjtrainer.defence import genbutsu

    build_riichi_table(window, qtbot)  # Right in riichi on East; Across then threw 9m
    c, view = window.controller, window.trainer.table_view
    c.add_pond_tile(2, K["5p"])  # Across throws 5p after the riichi ...
    assert c.seen[K["5p"]] == 1
    c.declare_opponent_meld(3, "pung", K["5p"], source=2)  # ... and Left pungs it
    assert c.table.pond(2) == (K["9m"], K["5p"]) and c.table.called(2) == (False, True)
    assert c.seen[K["5p"]] == 3  # the pond tile and two more, not four
    table = c.table.to_table(c.hand)
    assert table.pond_of(2).called == (1,)
    assert table.visible()[K["5p"]] == 4  # three in the meld, one in the hand
    assert K["5p"] in genbutsu(table, 1)[1]  # called after the riichi: still passed
    assert column(window, "deal-in")["5p"] == "0.0%"
    pond = view.ponds[2]
    assert pond.pond()[1].called and "called" in pond.tip(1)
    assert "Called from Across" in view.melds[3].items()[0].tip
    # the tile taken back from the pond: the meld keeps its tiles, nothing is counted twice
    c.remove_last_pond_tile(2)
    assert c.table.pond(2) == (K["9m"],) and c.seen[K["5p"]] == 3
    assert c.table.called_from(3) == (None,)
    c.undo_stack.undo()
    c.undo_stack.undo()  # the pung undone: 5p back to a plain discard of Across
    assert c.table.called(2) == (False, False) and c.seen[K["5p"]] == 1


def test_a_tile_called_from_the_learner_is_kept_as_their_discard(window, qtbot):
    from mjtrainer.defence import genbutsu

    build_riichi_table(window, qtbot)
    c = window.controller
    c.set_notation("1347899m2588p36s7z")
    c.declare_opponent_meld(3, "pung", K["2z"], source=0)  # Left pungs the learner's South
    assert c.table.pond(0) == (K["2z"],) and c.table.called(0) == (True,)
    assert c.seen[K["2z"]] == 3
    table = c.table.to_table(c.hand)
    assert table.pond_of(0).called == (0,) and table.visible()[K["2z"]] == 3
    assert K["2z"] in genbutsu(table, 1)[1]  # thrown after Right's riichi
    c.remove_opponent_meld(3, 0)  # no pond of the learner's to go back to: it leaves too
    assert c.table.pond(0) == () and c.seen[K["2z"]] == 0


def test_a_player_in_riichi_has_only_concealed_kongs(window, qtbot):
    messages = []
    build_riichi_table(window, qtbot)
    c = window.controller
    c.message.connect(messages.append)
    before = c.table
    c.declare_opponent_meld(1, "pung", K["6z"], source=2)  # Right is in riichi
    assert c.table == before and "closed hand" in messages[-1]
    c.declare_opponent_meld(1, "concealed-kong", K["6z"])
    assert [m.kind for m in c.table.melds_of(1)] == [MeldKind.CONCEALED_KONG]
    assert c.table.to_table(c.hand).visible()[K["6z"]] == 4
    assert c.table.riichi_index(1) == 1  # still in riichi
    view = window.trainer.table_view
    (item,) = view.melds[1].items()
    assert [f.face_down for f in item.faces] == [True, False, False, True]
    assert "Concealed kong" in item.tip
    # an open meld first, then the riichi mark: refused too
    c.declare_opponent_meld(2, "pung", K["7z"], source=3)
    c.toggle_riichi(2, 0)
    assert c.table.riichi_index(2) is None and "closed hand" in messages[-1]


def test_called_tiles_round_trip_and_bad_calls_are_refused():
    t = (
        TableState()
        .add(1, K["5p"])
        .add_meld(2, Meld(K["5p"], MeldKind.PUNG), 1)
        .add_meld(1, Meld(K["1s"], MeldKind.CHOW), 0, K["3s"])
        .add_meld(3, Meld(K["7z"], MeldKind.CONCEALED_KONG))
    )
    assert t.calls == ((0, 0), (1, 1)) and t.pond(0) == (K["3s"],)
    assert TableState.from_text(t.to_text()) == t
    bad = [
        '{"discards": [[2, 13]], "melds": [[1, "chow", 12]], "calls": [[0, 0]]}',  # not before
        '{"discards": [[2, 1]], "melds": [[3, "pung", 13]], "calls": [[0, 0]]}',  # 2m ∉ 555p
        '{"discards": [[2, 13]], "melds": [[3, "concealed-kong", 13]], "calls": [[0, 0]]}',
        '{"discards": [[0, 13]]}',  # the learner's discard kept only when called
        '{"discards": [[2, 13]], "melds": [[3, "pung", 13]], "calls": [[0, 0], [0, 0]]}',
        '{"discards": [[2, 13]], "melds": [[3, "pung", 13]], "calls": [[1, 0]]}',
        '{"discards": [[2, 13]], "melds": [[3, "pung", 13]], "calls": 3}',
    ]
    for text in bad:
        with pytest.raises(ValueError):
            TableState.from_text(text)


def test_the_meld_dialog_says_whose_tile_was_called_in_both_languages(window, qtbot):
    from mjtrainer.app.trainer.meld_dialogs import MeldChoiceDialog

    choices = (("pung", K["7z"], 3), ("chow", K["1m"], 0), ("concealed-kong", K["7z"], -1))
    dialog = MeldChoiceDialog(K["7z"], choices, window)
    qtbot.addWidget(dialog)
    assert dialog.captions() == ["from Left", "from you", "concealed kong"]
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(lambda: dialog.captions()[2] != "concealed kong")
    assert all(not c.isascii() for c in dialog.captions()), dialog.captions()


def test_a_fourth_honour_thirteen_orphans_cannot_take_reads_zero_and_says_why(window, qtbot):
    build_riichi_table(window, qtbot)  # Right in riichi
    c = window.controller
    c.set_notation("1347899m2588p36s7z")
    c.declare_opponent_meld(3, "pung", K["7z"])  # the other three 7z (no pond named)
    assert column(window, "deal-in")["7z"] == "0.2%"  # thirteen orphans can still wait on it
    assert column(window, "danger")["7z"] == "honour"
    c.declare_opponent_meld(2, "concealed-kong", K["9p"])  # no 9p left: no thirteen orphans
    deal_in, danger = column(window, "deal-in"), column(window, "danger")
    assert deal_in["7z"] == "0.0%" and danger["7z"] == "honour, all copies visible"
    c.undo_stack.undo()
    assert column(window, "deal-in")["7z"] == "0.2%"
    window.settings.set_language("zh_CN")
    c.undo_stack.redo()
    qtbot.waitUntil(lambda: column(window, "danger")["7z"] == "字牌，四张全可见")
