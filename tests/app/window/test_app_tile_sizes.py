"""Tile sizes in the real window: tiles grow with the window and with the small / medium /
large setting (kept with the other settings), no tile a learner reads is under 32 px at the
default size, and a 14-tile hand stays on one line while its pane has room."""

from __future__ import annotations

import pytest
from pools import SynchronousPool
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from mjtrainer.app.main import build_window
from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.shared.discards import DiscardTable
from mjtrainer.app.shared.tasks import TaskRunner
from mjtrainer.app.shared.tiles import TileButton, TileFlow
from mjtrainer.app.window.dialogs import SettingsDialog
from mjtrainer.app.window.settings import SettingsController
from mjtrainer.app.window.tile_sizes import window_factor

SIZES = ((1024, 700), (1280, 820), (1600, 1000), (1920, 1200))
#: Hands that between them show every kind of tile the trainer draws: a discard table with
#: its effective tiles, waits, effective tiles, the groups of a complete hand, melds, seen.
HANDS = (
    ("234m3455p667s1166z", (13,)),
    ("1112345678999m", ()),
    ("13m456p789s1122z5z", (33,)),
    ("11122233344455m", ()),
    ("23m456p77s [555z] (1111m)", (3,)),
)


@pytest.fixture
def make_window(qtbot, tmp_path, quiz_factory):
    """Real windows with temporary settings and progress, synchronous pools."""
    made = []

    def make(tile_size: str = "medium", path: str | None = None):
        qs = QSettings(
            path or str(tmp_path / f"settings{len(made)}.ini"), QSettings.Format.IniFormat
        )
        sc = SettingsController(qs)
        sc.set_language("en")
        sc.set_tile_size(tile_size)
        w = build_window(
            sc,
            TaskRunner(SynchronousPool()),
            quiz_factory(tmp_path / f"progress{len(made)}.sqlite3"),
        )
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()
        if w.quiz is not None:
            w.quiz.shutdown()


def settle(window, width: int, height: int) -> None:
    window.resize(width, height)
    for _ in range(3):
        QApplication.processEvents()


def show_hand(window, text: str, seen=()) -> None:
    c = window.controller
    c.clear()
    for t in seen:
        c.add_seen(t)
    c.set_notation(text)
    assert str(c.hand) and not c.busy
    QApplication.processEvents()


def tile_heights(window) -> dict[str, int]:
    """The height of the tiles each visible tile widget paints, by widget class and role."""
    out: dict[str, int] = {}

    def note(key: str, height: int) -> None:
        out[key] = min(out.get(key, height), height)

    for b in window.findChildren(TileButton):
        if b.isVisible():
            note(f"TileButton {b.role.value}", b.tile_size().height())
    for f in window.findChildren(TileFlow):
        if f.isVisible() and f.tiles():
            note(f"{type(f).__name__} {f.role.value}", f.tile_height())
    for t in window.findChildren(DiscardTable):
        if t.isVisible() and t.row_count():
            note("DiscardTable discard", t.tile_height())
            note("DiscardTable effective", t.small_tile_height())
    return out


def answer_quiz(window, qtbot, kind: str) -> None:
    """Answer one question wrongly (so it is missed), leaving its explanation shown."""
    quiz = window.quiz
    window.tabs.setCurrentWidget(window.quiz_page)
    quiz.start(kind, 3, 0)
    qtbot.waitUntil(lambda: quiz.state.phase is QuizPhase.ASKING)
    q = quiz.question
    if kind == "waits":
        quiz.toggle_tile(next(t for t in range(34) if t not in q.answer))
        quiz.submit()
    else:
        quiz.discard(q.report.discards[-1].discard)
    assert quiz.state.phase is QuizPhase.ANSWERED
    QApplication.processEvents()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_tile_a_learner_reads_is_under_32_px_at_the_default_size(make_window, qtbot, size):
    window = make_window("medium")
    settle(window, *size)
    seen: dict[str, int] = {}
    for text, marked in HANDS:
        show_hand(window, text, marked)
        for key, h in tile_heights(window).items():
            seen[key] = min(seen.get(key, h), h)
    for kind in ("waits", "discard"):
        answer_quiz(window, qtbot, kind)
        seen.update({k: min(seen.get(k, h), h) for k, h in tile_heights(window).items()})
    window.quiz.refresh_progress()
    window.tabs.setCurrentWidget(window.progress_page)
    QApplication.processEvents()
    seen.update({k: min(seen.get(k, h), h) for k, h in tile_heights(window).items()})
    expected = {
        "TileButton palette",
        "TileButton hand",
        "TileButton seen",
        "TileButton answer",
        "TileButton quiz-hand",
        "TileButton wait",
        "WaitsView wait",
        "TileFlow effective",
        "TileFlow group",
        "TileFlow meld",
        "TileFlow reading",
        "TileFlow missed",
        "DiscardTable discard",
        "DiscardTable effective",
    }
    assert expected <= set(seen), expected - set(seen)
    small = {k: h for k, h in seen.items() if h < 32}
    assert small == {}


def test_tiles_grow_with_the_window(make_window):
    window = make_window("medium")
    heights = []
    for size in SIZES:
        settle(window, *size)
        show_hand(window, "234m3455p667s1166z")
        heights.append(tile_heights(window))
    for key in ("TileButton hand", "TileButton palette", "DiscardTable effective"):
        row = [h[key] for h in heights]
        assert row == sorted(row) and row[0] < row[2] < row[3], (key, row)
        assert row[3] >= 1.35 * row[0], (key, row)
    # Back to the smallest size, back to the smallest tiles.
    settle(window, *SIZES[0])
    assert tile_heights(window)["TileButton hand"] == heights[0]["TileButton hand"]


def test_the_tile_size_setting_scales_every_tile_and_is_kept(make_window, tmp_path):
    path = str(tmp_path / "kept.ini")
    heights = {}
    for name in ("small", "medium", "large"):
        window = make_window(name, path)
        settle(window, 1280, 820)
        show_hand(window, "234m3455p667s1166z")
        heights[name] = tile_heights(window)
        window.close()
    for key in heights["medium"]:
        assert heights["small"][key] < heights["medium"][key] < heights["large"][key], key
    again = SettingsController(QSettings(path, QSettings.Format.IniFormat))
    assert again.tile_size == "large"
    assert again.value().tile_size == "large"


def test_the_settings_dialog_sets_the_tile_size(make_window, qtbot, monkeypatch):
    window = make_window("medium")
    settle(window, 1280, 820)
    before = tile_heights(window)["TileButton palette"]
    dialog = SettingsDialog(window.settings.value())
    qtbot.addWidget(dialog)
    assert [dialog.tile_size.itemData(i) for i in range(dialog.tile_size.count())] == [
        "small",
        "medium",
        "large",
    ]
    assert dialog.tile_size.currentData() == "medium"
    dialog.tile_size.setCurrentIndex(dialog.tile_size.findData("large"))
    chosen = dialog.value()
    monkeypatch.setattr(SettingsDialog, "ask", classmethod(lambda cls, parent, value: chosen))
    window.settings_action.trigger()
    assert window.settings.tile_size == "large"
    assert tile_heights(window)["TileButton palette"] > before


def test_a_bad_saved_tile_size_falls_back_to_medium(qapp, tmp_path):
    qs = QSettings(str(tmp_path / "bad.ini"), QSettings.Format.IniFormat)
    qs.setValue("ui/tile_size", "enormous")
    assert SettingsController(qs, install_translator=False).tile_size == "medium"


def rows_of(buttons) -> set[int]:
    return {b.mapTo(b.window(), b.rect().topLeft()).y() for b in buttons}


def all_in_view(buttons, scroll) -> bool:
    """Every button lies wholly inside the scroll area's viewport, left to right."""
    view = scroll.viewport()
    for b in buttons:
        left = b.mapTo(view, b.rect().topLeft()).x()
        if left < 0 or left + b.width() > view.width():
            return False
    return True


@pytest.mark.parametrize("tile_size", ["small", "medium", "large"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_14_tile_hand_never_wraps_while_its_pane_has_room(make_window, size, tile_size):
    window = make_window(tile_size)
    settle(window, *size)
    show_hand(window, "19m19p19s1234567z5z")
    buttons = window.trainer.hand_view.tile_buttons()
    assert len(buttons) == 14
    assert len(rows_of(buttons)) == 1
    assert all_in_view(buttons, window.trainer.left_scroll)
    # The pane holds the palette and the hand without scrolling sideways.
    left = window.trainer.left_scroll
    assert left.viewport().width() >= left.widget().minimumSizeHint().width()
    assert not left.horizontalScrollBar().isVisible()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_quiz_hand_never_wraps(make_window, qtbot, size):
    window = make_window("medium")
    settle(window, *size)
    answer_quiz(window, qtbot, "discard")
    buttons = window.quiz_page.hand_buttons()
    assert len(buttons) == 14
    assert len(rows_of(buttons)) == 1
    assert all_in_view(buttons, window.quiz_page.left_scroll)


def test_the_window_factor():
    """1 up to the smallest window; then 0.7 of the tighter side's growth, in 0.05 steps."""
    assert window_factor(800, 600) == window_factor(1024, 700) == 1.0
    assert window_factor(1600, 1000) == 1.3  # 1000 / 700 = 1.43 → 1 + 0.7 × 0.43 = 1.30
    assert window_factor(1920, 1200) == 1.5  # 1200 / 700 = 1.71 → 1.50
    assert window_factor(1920, 700) == 1.0  # the tighter side decides
    assert window_factor(5000, 4000) == 1.6
