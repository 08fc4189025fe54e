"""Controls keep their places and text keeps its room (issue 19 §4.1, §4.7): the situation
strip does not rearrange itself when the learner changes the situation or the language, the
wait-kind labels read on one line, the thirteen-orphans split keeps its tiles together, and the
discard table forgets a hover when its rows change under a still mouse."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel, QWidget

from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.tiles import TileFlow, flow
from mjtrainer.app.shared.viewmodel import WaitView
from mjtrainer.app.trainer.situation_views import SituationStrip
from mjtrainer.app.trainer.views import WaitsView
from mjtrainer.core import Rules
from mjtrainer.words.languages import codes

LANGUAGE_CODES = codes()

LEFT = Qt.MouseButton.LeftButton
CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLabel, TileFlow)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def places(strip: QWidget) -> dict[str, QRect]:
    """Where each control of the strip sits, in the strip's coordinates, by its place among
    the strip's children and its kind.

    The controls that take turns in one place (the picked tile and "the best tile of the hand",
    the dora tiles and "none") are left out; the others must not move."""
    turns = {strip.win_tile, strip.win_best, strip.dora, strip.dora_none}
    out = {}
    for i, w in enumerate(strip.findChildren(QWidget)):
        inner = isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox))
        if isinstance(w, CONTROLS) and w.isVisibleTo(strip) and w not in turns and not inner:
            out[f"{i} {type(w).__name__}"] = QRect(w.mapTo(strip, QPoint(0, 0)), w.size())
    return out


def settle(qtbot) -> None:
    for _ in range(3):
        qtbot.wait(1)


# A riichi hand with a winning tile to pick (tanyao, pinfu) and an MCR one (37 fan).
HANDS = {"riichi": "234m456p678s22s567s", "mcr": "11m222444777z [111p]"}


def drive(window, qtbot, rules: str, check) -> None:
    """Change the situation as a learner would (and the language, to Chinese and back),
    calling ``check(step)`` after each change."""
    page = window.trainer
    strip = page.situation
    click(qtbot, strip.pick_button)
    check("pick mode")
    click(qtbot, page.hand_view.tile_buttons()[-1])
    assert window.controller.situation.win_tile is not None
    check("winning tile picked")
    strip.seat.setCurrentIndex(0)
    assert window.controller.situation.seat_wind == "E"
    check("seat East")
    click(qtbot, strip.self_drawn_radio)
    assert window.controller.situation.self_drawn
    check("self-drawn")
    if rules == "riichi":
        assert strip.dealer.isVisible()
        click(qtbot, strip.dora_button)
        click(qtbot, page.palette_view.button(5))
        click(qtbot, strip.dora_button)
        assert window.controller.situation.dora == (5,)
        check("a dora indicator")
    window.settings.set_language("zh_CN")
    check("中文")
    click(qtbot, strip.best_button)
    assert window.controller.situation.win_tile is None
    check("best tile again")
    click(qtbot, strip.discard_radio)
    assert not window.controller.situation.self_drawn
    check("on a discard")
    window.settings.set_language("en")
    check("English again")


def start(window, qtbot, rules: str, width: int):
    window.resize(width, 600 if width == 1024 else 1200)
    window.settings.set_rules(Rules.preset(rules))
    window.controller.set_notation(HANDS[rules])
    window.controller.set_situation("seat_wind", "S")
    settle(qtbot)
    strip = window.trainer.situation
    assert strip.isVisible()
    return strip


def keeps_places(qtbot, strip: QWidget):
    """A check that ``strip``'s controls are where they were when it was made."""
    settle(qtbot)
    first, width = places(strip), strip.width()
    assert len(first) >= 12

    def check(step: str) -> None:
        settle(qtbot)
        now = places(strip)
        assert {k: (first[k], now.get(k)) for k in first if now.get(k) != first[k]} == {}, step

    return check, width


@pytest.mark.parametrize("rules", sorted(HANDS))
@pytest.mark.parametrize("width", [1024, 1920])
def test_the_situation_strip_keeps_its_controls_in_place(window, qtbot, rules, width):
    strip = start(window, qtbot, rules, width)
    check, strip_width = keeps_places(qtbot, strip)

    def in_window(step: str) -> None:
        # The page may share its width out again in another language (the discard table's
        # columns): where the strip keeps its width, its controls keep their places.
        settle(qtbot)
        if strip.width() == strip_width:
            check(step)

    drive(window, qtbot, rules, in_window)


@pytest.mark.parametrize("rules", sorted(HANDS))
@pytest.mark.parametrize("width", [440, 640, 1000])
def test_the_situation_strip_keeps_its_controls_in_either_language(window, qtbot, rules, width):
    """The same changes, the language too, drawn by a strip of a fixed width."""
    start(window, qtbot, rules, 1920)
    twin = SituationStrip()
    qtbot.addWidget(twin)
    twin.setFixedWidth(width)
    twin.show_state(window.controller.state())
    twin.show()
    qtbot.waitExposed(twin)
    check, _ = keeps_places(qtbot, twin)

    def twin_check(step: str) -> None:
        twin.show_state(window.controller.state())
        check(step)

    drive(window, qtbot, rules, twin_check)


# --- the waits' kinds ----------------------------------------------------------------------------

KINDS = (
    ("ryanmen", "tanki"),
    ("kanchan", "shanpon"),
    ("shanpon",),
    ("penchan", "tanki"),
    ("kokushi-13",),
    ("knitted", "tanki"),
)


def note_lines(view: WaitsView, index: int) -> int:
    """How many lines the kinds under wait ``index`` take, from the height the view gives them
    and the height of one line of them (a Chinese line is taller than the font's own)."""
    tile = view.tile_rect(index)
    note = view.item_rect(index).height() - tile.height() - 2  # the tiles' inset of 1
    first = view.kinds()[index].split("\n")[0]
    line = QFontMetrics(view.note_font()).boundingRect(QRect(0, 0, 5000, 500), 0, first)
    return round(note / line.height())


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_each_wait_kind_reads_on_one_line(qtbot, settings_controller, language):
    settings_controller.set_language(language)
    view = WaitsView()
    qtbot.addWidget(view)
    view.set_waits(tuple(WaitView(t, 2, k) for t, k in enumerate(KINDS)))
    view.resize(1000, view.heightForWidth(1000))
    view.show()
    qtbot.waitExposed(view)
    fm = QFontMetrics(view.note_font())
    for i, kinds in enumerate(KINDS):
        names = [i18n.wait_kind(k) for k in kinds]
        assert view.kinds()[i].split("\n") == names
        assert note_lines(view, i) == len(kinds), (language, names)
        assert all(fm.horizontalAdvance(n) <= view.item_rect(i).width() for n in names)
    # The boxes line up: one width for all.
    assert len({view.item_rect(i).width() for i in range(len(KINDS))}) == 1
    path = Path(os.environ.get("MJ_GRABS", "")) if os.environ.get("MJ_GRABS") else None
    if path:
        view.grab().save(str(path / f"waits_{language}.png"))


def test_the_waits_of_a_hand_in_the_window_read_one_kind_a_line(window, qtbot):
    window.resize(1024, 600)
    window.controller.set_notation("11123m456p789s11z")  # 1m two-sided or a pung of two pairs
    view = window.trainer.results.waits_box
    qtbot.waitUntil(lambda: len(view.waits()) == 3)
    assert [len(w.kinds) for w in view.waits()] == [2, 1, 1]
    assert [note_lines(view, i) for i in range(3)] == [2, 1, 1]


# --- the thirteen orphans' split -----------------------------------------------------------------


def boxes_per_line(view: TileFlow) -> list[int]:
    ys = [view.item_rect(i).y() for i in range(len(view.items()))]
    return [ys.count(y) for y in sorted(set(ys))]


def test_the_thirteen_orphans_split_wraps_evenly(window, qtbot):
    window.controller.set_notation("19m19p19s12345677z")  # 中 the pair
    results = window.trainer.results
    qtbot.waitUntil(lambda: bool(results.decomposition_groups()))
    groups = results.decomposition_groups()[0]
    assert len(groups.items()) == 13 and groups.groups()[-1] == (33, 33)
    one_line = groups.sizeHint().width()
    widths = range(one_line // 4, one_line + 40, 5)
    layouts = {}
    for width in widths:
        groups.resize(width, groups.heightForWidth(width))  # laid out again, as a pane would
        layouts[width] = per_line = boxes_per_line(groups)
        # Never one box alone under full lines: the lines differ by a box or two at most.
        assert max(per_line) - min(per_line) <= 2, (width, per_line)
        assert (
            groups.heightForWidth(width)
            == max(r.bottom() for r in map(groups.item_rect, range(13))) + 1
        )
    assert {len(p) for p in layouts.values()} >= {1, 2, 3}  # the widths tried do wrap


def test_an_even_flow_shares_the_boxes_out_over_as_few_lines():
    sizes = [QSize(30, 40)] * 12 + [QSize(64, 40)]  # twelve orphans and the pair

    def per_line(rects) -> list[int]:
        ys = [r.y() for r in rects]
        return [ys.count(y) for y in sorted(set(ys))]

    plain, plain_height = flow(sizes, 150, 6)
    even, height = flow(sizes, 150, 6, even=True)
    assert per_line(plain) == [4, 4, 4, 1]
    assert sorted(per_line(even)) == [3, 3, 3, 4] and height == plain_height
    assert all(r.right() < 150 for r in even)
    assert [r.size() for r in even] == sizes  # in order, each at its size
