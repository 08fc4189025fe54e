"""The practice deal's panel in the trainer page: the hand with the drawn tile apart (a click
throws a tile), under three-player rules the norths set aside and a Kita button while a north
is held, the other seats' ponds, the deal's turn, the latest grade, the list of grades
(a click shows that discard's table with the chances), and at the end the summary with "Save
as mjai…".

A view only: it draws a :class:`~.practice_presenters.PracticeView` and emits intents."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDir, QEvent, QStandardPaths, Qt, Signal, Slot
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import CODE_NAMES, NORTH
from ..shared import i18n
from ..shared.ponds import PondView
from ..shared.tiles import HAND_TILES, TileRole, TileStrip
from ..shared.widgets import FlowLayout, PageWheel
from .practice_model import Grade, GradeRow, PracticeView

translate = QCoreApplication.translate

#: The ponds the panel shows: the three other seats' (two with three players).
PONDS_SHOWN = 3
#: The places of the other seats at a three-player table: right and left.
TWO_OTHERS = (1, 3)
#: The tallest the list of grades grows before it scrolls.
GRADES_HEIGHT = 150


def grade_label(grade: Grade | None) -> str:
    """A grade in the current language ("grading…" while the worker grades)."""
    match grade:
        case None:
            return translate("PracticePanel", "grading…")
        case Grade.BEST:
            return translate("PracticePanel", "best")
        case Grade.GOOD:
            return translate("PracticePanel", "good")
        case Grade.DOUBTFUL:
            return translate("PracticePanel", "doubtful")
        case Grade.MISTAKE:
            return translate("PracticePanel", "mistake")


def row_text(row: GradeRow) -> str:
    """One line of the list of grades: "3. 9m — good (0.8 pp lost; best 5s)": the loss in
    percentage points of the chance to win, "pp" as the review and the glossary write it."""
    best = " ".join(CODE_NAMES[t] for t in row.best)
    text = translate("PracticePanel", "{turn}. {tile} — {grade}").format(
        turn=row.turn, tile=CODE_NAMES[row.played], grade=grade_label(row.grade)
    )
    if row.grade is None:
        return text
    if row.loss is not None and row.grade is not Grade.BEST:
        return translate("PracticePanel", "{text} ({loss} pp lost; best {best})").format(
            text=text, loss=f"{100 * row.loss:.1f}", best=best
        )
    if row.loss is None and row.grade is not Grade.BEST:
        return translate("PracticePanel", "{text} (by shape; best {best})").format(
            text=text, best=best
        )
    return text


class SaveGameDialog:
    """Where to save a deal as mjai JSONL (the platform's file dialog)."""

    @classmethod
    def ask(cls, parent: QWidget | None, name: str) -> str | None:
        """The path chosen, or None when cancelled. The dialog opens in the documents folder
        (the working directory is wherever the app was started from)."""
        folder = (
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
            or QDir.homePath()
        )
        path, _ = QFileDialog.getSaveFileName(
            parent,
            translate("PracticePanel", "Save the deal as mjai"),
            QDir(folder).filePath(name),
            translate("PracticePanel", "mjai logs (*.jsonl *.json);;All files (*)"),
        )
        return path or None


class GradeList(QListWidget):
    """The list of grades: at most :data:`GRADES_HEIGHT` tall, it scrolls inside the page;
    the wheel over it scrolls it as the discard table scrolls its rows
    (:class:`~..shared.widgets.PageWheel`: to its end, then nothing for the rest of that
    gesture; a gesture begun at its end or on the page scrolls the page)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumHeight(GRADES_HEIGHT)
        self._wheel = PageWheel(self)

    def wheelEvent(self, e: QWheelEvent) -> None:
        self._wheel.wheel(e, super().wheelEvent)


class PracticePanel(QWidget):
    """The practice deal on the trainer page."""

    tileClicked = Signal(int)  # a tile code of the hand: throw it
    rowActivated = Signal(int)  # show that discard's table
    undoRequested = Signal()
    kitaRequested = Signal()  # set a north aside (three players)
    saveRequested = Signal()
    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view = PracticeView(False)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("heading")
        # As the trainer's hand: one line (a pane too narrow scrolls rather than wraps it).
        self.hand = TileStrip(TileRole.HAND, spacing=2, min_count=HAND_TILES - 1)
        self.drawn = TileStrip(TileRole.HAND, spacing=2, min_count=1)
        self.drawn.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        # The norths set aside as kita (three players), beside the hand.
        self.kita = TileStrip(TileRole.MELD, clickable=False, spacing=2)
        self.kita.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.kita_button = QPushButton()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.grades = GradeList()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.undo_button = QPushButton()
        self.save_button = QPushButton()
        self.close_button = QPushButton()
        # The other seats' ponds, right, across, left: their discards are seen tiles.
        self.pond_titles: list[QLabel] = []
        self.ponds: list[PondView] = []
        self.ponds_box = QWidget()
        grid = QGridLayout(self.ponds_box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(1, 1)
        for row in range(PONDS_SHOWN):
            title = QLabel()
            title.setObjectName("small")
            pond = PondView()
            grid.addWidget(title, row, 0, Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(pond, row, 1)
            self.pond_titles.append(title)
            self.ponds.append(pond)

        # The drawn tile apart but on the hand's line; the norths set aside after them, on a
        # line of their own where the pane is too narrow (beside 13 tiles and the drawn one,
        # they put the analysis below the hand at 1024 px).
        hand_row = QWidget()
        hand_line = QHBoxLayout(hand_row)
        hand_line.setContentsMargins(0, 0, 0, 0)
        hand_line.setSpacing(8)
        hand_line.addWidget(self.hand)
        hand_line.addWidget(self.drawn, 0, Qt.AlignmentFlag.AlignTop)
        tiles_box = QWidget()
        tiles = FlowLayout(tiles_box, 8)
        tiles.addWidget(hand_row)
        tiles.addWidget(self.kita)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for b in (self.kita_button, self.undo_button, self.save_button, self.close_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.turn_label)
        layout.addWidget(tiles_box)
        layout.addWidget(self.ponds_box)
        layout.addWidget(self.status)
        layout.addWidget(self.grades)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        self._connect_signals()
        self.retranslate()
        self.show_view(self._view)

    def _connect_signals(self) -> None:
        self.hand.tileClicked.connect(self._on_tile_clicked)
        self.drawn.tileClicked.connect(self._on_tile_clicked)
        self.grades.itemClicked.connect(self._on_item_clicked)
        self.undo_button.clicked.connect(self.undoRequested)
        self.kita_button.clicked.connect(self._on_kita_clicked)
        self.save_button.clicked.connect(self.saveRequested)
        self.close_button.clicked.connect(self.closeRequested)

    @property
    def view(self) -> PracticeView:
        """What the panel shows."""
        return self._view

    def status_text(self) -> str:
        """The status line as shown."""
        return self.status.text()

    def summary_text(self) -> str:
        """The summary as shown ("" before the end)."""
        return self.summary.text()

    def row_texts(self) -> list[str]:
        """The list of grades as shown."""
        return [self.grades.item(i).text() for i in range(self.grades.count())]

    @Slot(object)
    def show_view(self, view: PracticeView) -> None:
        self._view = view
        self.hand.set_tiles(view.hand)
        self.drawn.set_tiles(() if view.drawn is None else (view.drawn,))
        self.hand.setEnabled(view.can_discard)
        self.drawn.setEnabled(view.can_discard)
        self.undo_button.setEnabled(view.can_undo)
        self.kita_button.setVisible(view.north_held and not view.over)
        self.kita_button.setEnabled(view.can_kita)
        self.kita.set_tiles((NORTH,) * view.kitas)
        self.kita.setVisible(view.kitas > 0)
        self.save_button.setEnabled(view.summary is not None)
        for i, pond in enumerate(self.ponds):
            pond.set_pond(view.ponds[i] if i < len(view.ponds) else ())
            pond.setVisible(i < len(view.ponds))
            self.pond_titles[i].setVisible(i < len(view.ponds))
        self.ponds_box.setVisible(view.active and any(view.ponds))
        self._title_ponds()
        self._fill_texts()

    def _fill_texts(self) -> None:
        view = self._view
        if view.over:
            self.turn_label.setText(translate("PracticePanel", "Practice deal: over"))
        else:
            self.turn_label.setText(
                translate("PracticePanel", "Practice deal: draw {turn} of {last}").format(
                    turn=view.turn, last=view.draws
                )
            )
        last = view.last
        if view.grading:
            self.status.setText(translate("PracticePanel", "Grading your discard…"))
        elif last is not None:
            self.status.setText(row_text(last))
        else:
            self.status.setText(
                translate("PracticePanel", "Click a tile to discard it; the drawn tile is apart.")
            )
        self.grades.clear()
        for row in view.rows:
            item = QListWidgetItem(row_text(row))
            item.setToolTip(translate("PracticePanel", "Show this discard's table"))
            self.grades.addItem(item)
        self.grades.setVisible(bool(view.rows))
        s = view.summary
        if s is None:
            self.summary.clear()
            self.summary.setVisible(False)
            return
        counts = ", ".join(f"{grade_label(g)} {s.grades[g]}" for g in Grade)
        if s.won is not None:
            points = s.won.points
            end = (
                translate("PracticePanel", "Won by self-draw on {tile}: {points}.").format(
                    tile=CODE_NAMES[s.won.tile], points=points
                )
                if points is not None
                else translate("PracticePanel", "Won by self-draw on {tile}.").format(
                    tile=CODE_NAMES[s.won.tile]
                )
            )
        else:
            end = translate(
                "PracticePanel", "No win: the wall ran out after your {draws} draws."
            ).format(draws=view.draws)
        self.summary.setText(
            translate(
                "PracticePanel",
                "{end} Grades: {counts}. Win chance lost: {lost} pp in all.",
            ).format(end=end, counts=counts, lost=f"{100 * s.chance_lost:.1f}")
        )
        self.summary.setVisible(True)

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, _item: int) -> None:
        if self._view.can_discard:
            self.tileClicked.emit(tile)

    @Slot()
    def _on_kita_clicked(self) -> None:
        if self._view.can_kita:
            self.kitaRequested.emit()

    @Slot(QListWidgetItem)
    def _on_item_clicked(self, item: QListWidgetItem) -> None:
        self.rowActivated.emit(self.grades.row(item))

    def _title_ponds(self) -> None:
        """Each pond's place from the learner's: right, across, left; with two other seats
        (three players) right and left."""
        places = (1, 3) if len(self._view.ponds) == len(TWO_OTHERS) else (1, 2, 3)
        for title, place in zip(self.pond_titles, places, strict=False):
            title.setText(i18n.seat_name(place, short=True))

    def retranslate(self) -> None:
        self._title_ponds()
        self.undo_button.setText(translate("PracticePanel", "Take back"))
        self.kita_button.setText(translate("PracticePanel", "Kita"))
        self.kita_button.setToolTip(
            translate(
                "PracticePanel",
                "Set a north aside as a kita (one dora) and draw a replacement tile",
            )
        )
        self.kita.setToolTip(translate("PracticePanel", "Norths set aside as kita"))
        self.save_button.setText(translate("PracticePanel", "Save as mjai…"))
        self.close_button.setText(translate("PracticePanel", "End deal"))
        self._fill_texts()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)
