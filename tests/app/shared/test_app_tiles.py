"""The one tile primitive: one tile-height setting for every tile widget, the flowing widget's
hit-test, clicks and tooltips, the tile button, and the suit boundaries written once."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSize, Qt

from mjtrainer.app.shared import i18n, tileart
from mjtrainer.app.shared.discards import DiscardTable
from mjtrainer.app.shared.tiles import (
    BASE_HEIGHTS,
    TileButton,
    TileFace,
    TileFlow,
    TileItem,
    TileMetrics,
    TileRole,
    TileStrip,
    flow,
    hit,
    metrics,
)

APP = Path(__file__).resolve().parents[3] / "mjtrainer" / "app"
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def scale_back():
    yield metrics()
    metrics().set_scale(1.0)


def tile_widgets(window) -> list:
    """Every widget of the window that draws tiles."""
    kinds = (TileButton, TileFlow, TileStrip, DiscardTable)
    return [w for kind in kinds for w in window.findChildren(kind)]


def test_one_scale_changes_every_tile_widget(window, qtbot, scale_back):
    scale_back.set_scale(1.0)  # the window grew its tiles to its size: back to the table's
    window.controller.set_notation("123m456p789s23z [555z]")  # melds and a discard table
    window.controller.add_seen(0)
    widgets = tile_widgets(window)
    kinds = {type(w).__name__ for w in widgets}
    assert {"TileButton", "TileFlow", "TileStrip", "DiscardTable", "WaitsView"} <= kinds
    before = {id(w): w.tile_height() for w in widgets}
    palette = window.trainer.palette_view.button(0)
    row = window.trainer.results.discard_table.row_rect(0).height()
    hint = palette.sizeHint()
    scale_back.set_scale(1.5)
    for w in widgets:
        assert w.tile_height() == round(before[id(w)] * 1.5), w
    assert palette.sizeHint().height() > hint.height()
    assert palette.sizeHint().width() > hint.width()
    qtbot.waitUntil(lambda: window.trainer.results.discard_table.row_rect(0).height() > row)
    scale_back.set_scale(1.0)
    assert all(w.tile_height() == before[id(w)] for w in widgets)


def test_heights_come_from_the_one_table():
    m = TileMetrics()
    assert all(m.height(role) == BASE_HEIGHTS[role] for role in TileRole)
    m.set_scale(0.5)
    assert m.height(TileRole.HAND) == BASE_HEIGHTS[TileRole.HAND] // 2
    assert m.tile_size(TileRole.HAND) == tileart.art().size_for_height(m.height(TileRole.HAND))
    with pytest.raises(ValueError):
        m.set_scale(0)


def test_no_other_module_sizes_tiles():
    """Tile sizes are asked of the metrics; only the primitive turns a height into a size."""
    for path in APP.rglob("*.py"):
        if path.name in ("tiles.py", "tileart.py"):
            continue
        assert "size_for_height" not in path.read_text(encoding="utf-8"), path.name


SPELLINGS = re.compile(r"//\s*9\b|%\s*9\b|\(0,\s*9\)|\(27,\s*34\)|[<>]=?\s*27\b|-\s*26\b|'mps'")


def test_the_suit_boundaries_are_written_once_in_the_app():
    """The app reads them from ``mjtrainer.core.kinds`` (``GROUPS``) and spells none."""
    found = [
        f"{path.name}: {m.group()}"
        for path in APP.rglob("*.py")
        for m in SPELLINGS.finditer(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_flow_wraps_and_hit_finds_the_box():
    sizes = [QSize(30, 40)] * 5
    rects, height = flow(sizes, 100, 4)
    assert [r.topLeft() for r in rects[:4]] == [
        QPoint(0, 0),
        QPoint(34, 0),
        QPoint(68, 0),
        QPoint(0, 44),
    ]
    assert height == 84
    assert hit(rects, QPoint(70, 5)) == 2 and hit(rects, QPoint(99, 5)) == -1


def make_flow(qtbot, **kwargs) -> TileFlow:
    view = TileFlow(TileRole.GROUP, **kwargs)
    qtbot.addWidget(view)
    view.set_groups(
        [(0, 0, 0, 0), (31, 31, 31), (9,)],
        lit=(1, 2),
        face_down=[(True, False, False, True)],
        tips=["kong", "pung", ""],
    )
    view.resize(400, view.heightForWidth(400))
    view.show()
    qtbot.waitExposed(view)
    return view


def test_groups_lit_and_face_down(qtbot):
    view = make_flow(qtbot, plates=True, inset=1)
    assert view.groups() == ((0, 0, 0, 0), (31, 31, 31), (9,))
    assert view.face_down()[0] == (True, False, False, True)
    assert view.lit() == (1, 2) and view.lit_tile() == 31
    tiles = [view.tile_rect(0, j) for j in range(4)]
    assert all(view.item_rect(0).contains(r) for r in tiles)
    assert all(a.right() < b.left() for a, b in zip(tiles, tiles[1:], strict=False))


def test_one_hit_test_for_clicks_and_tooltips(qtbot):
    view = make_flow(qtbot, plates=True, clickable=True)
    tiles, items = [], []
    view.tileClicked.connect(lambda t, i: tiles.append((t, i)))
    view.itemClicked.connect(items.append)
    qtbot.mouseClick(view, LEFT, pos=view.tile_rect(1, 1).center())
    assert tiles == [(31, 1)] and items == [1]
    corner = view.item_rect(1).topLeft() + QPoint(1, 1)  # the plate, off the tiles
    assert view.hit(corner) == (1, -1)
    qtbot.mouseClick(view, LEFT, pos=corner)
    assert tiles == [(31, 1)] and items == [1, 1]
    tip, rect = view.tooltip_at(view.tile_rect(1, 0).center())
    assert tip == i18n.tile_name(31) + " (5z)\npung" and rect == view.tile_rect(1, 0)
    assert view.tooltip_at(corner) == ("pung", view.item_rect(1))
    assert view.tooltip_at(view.tile_rect(2).center())[0] == i18n.tile_name(9) + " (1p)"
    assert view.tooltip_at(QPoint(399, view.height() - 1)) is None


def test_a_flow_that_is_not_clickable_lets_the_click_through(qtbot):
    view = make_flow(qtbot)
    got: list[int] = []
    view.itemClicked.connect(got.append)
    qtbot.mouseClick(view, LEFT, pos=view.tile_rect(0).center())
    assert got == []


def test_captions_and_notes_under_tiles(qtbot):
    view = TileFlow(TileRole.WAIT, note_width=84)
    qtbot.addWidget(view)
    view.set_items(
        [
            TileItem((TileFace(3, caption="×2 left"),), note="two-sided"),
            TileItem((TileFace(4, tileart.DIM, caption="×0 left"),), note="closed"),
        ]
    )
    assert view.captions() == ("×2 left", "×0 left") and view.notes() == ("two-sided", "closed")
    plain = TileFlow(TileRole.WAIT)
    qtbot.addWidget(plain)
    plain.set_tiles([3, 4])
    # Captions and notes take room under the tiles.
    assert view.sizeHint().height() > plain.sizeHint().height()


def test_a_tile_button_says_its_mark(qtbot):
    b = TileButton(13, TileRole.ANSWER)
    qtbot.addWidget(b)
    assert b.toolTip() == i18n.tile_name(13) + " (5p)"
    b.set_mark(tileart.MARK_EXTRA)
    assert b.mark_symbol == "✗" and b.toolTip().endswith("— ✗ wrong pick")
    assert b.accessibleName() == b.toolTip()
    b.set_tile(13, "×3")
    assert b.caption == "×3" and b.mark == tileart.MARK_EXTRA


def test_a_tile_back_to_life_lights_when_the_mouse_moves_again(qtbot):
    """A tile made clickable again (a new question) is not lit by a mouse that has not moved
    since the last answer; a move over it lights it."""
    b = TileButton(3)
    qtbot.addWidget(b)
    b.show()
    qtbot.waitExposed(b)
    qtbot.mouseMove(b)
    assert b.ring_shown()
    b.set_clickable(False)
    assert not b.ring_shown()
    b.set_clickable(True)
    assert b.underMouse() and not b.ring_shown()
    qtbot.mouseMove(b, b.rect().center() + QPoint(2, 1))
    assert b.ring_shown()
