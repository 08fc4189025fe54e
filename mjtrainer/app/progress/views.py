"""The progress page: totals, accuracy by kind and level over time as a chart, and the
questions missed most (each can be asked again or opened in the trainer).

:class:`ProgressPage` renders :class:`~.viewmodel.ProgressView` snapshots and emits intents.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..shared import i18n
from ..shared.chart import MARKERS
from ..shared.tiles import CONCEALED_KONG_FACES, TileFlow, TileRole
from ..shared.viewmodel import MissedView, ProgressView
from ..shared.widgets import Card, Retranslating, clear_layout, set_visible
from .accuracy_chart import AccuracyChart, ChartSeries
from .games_chart import GamesChart

translate = QCoreApplication.translate  # the name lupdate looks for


class StatBox(QFrame):
    """A number, big, with what it counts under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statBox")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(0)
        self.value = QLabel(self)
        self.value.setObjectName("statValue")
        self.caption = QLabel(self)
        self.caption.setObjectName("small")
        layout.addWidget(self.value)
        layout.addWidget(self.caption)


class MissedRow(QFrame):
    """A question missed often: its tiles, kind and level, misses, and what to do with it."""

    reviewClicked = Signal(int)
    openClicked = Signal(int)

    def __init__(self, index: int, missed: MissedView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.missed = missed
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(10)
        self.tiles = TileFlow(TileRole.MISSED, spacing=1, parent=self)
        self.tiles.set_tiles(missed.tiles)
        layout.addWidget(self.tiles, 0)
        self.melds = TileFlow(TileRole.MISSED, spacing=1, parent=self)
        self.melds.set_groups(
            [m.tiles for m in missed.melds],
            face_down=[
                CONCEALED_KONG_FACES if m.kind == "concealed-kong" else () for m in missed.melds
            ],
        )
        set_visible(self.melds, bool(missed.melds))
        layout.addWidget(self.melds, 0)
        self.label = QLabel(self)
        self.label.setMinimumWidth(150)
        layout.addWidget(self.label)
        layout.addStretch(1)
        self.review_button = QPushButton(self)
        self.open_button = QPushButton(self)
        layout.addWidget(self.review_button)
        layout.addWidget(self.open_button)
        self.review_button.clicked.connect(self._on_review)
        self.open_button.clicked.connect(self._on_open)
        self.retranslate()

    def retranslate(self) -> None:
        m = self.missed
        if m.from_games:
            text = (
                translate(
                    "ProgressPage",
                    "{kind} · from your games\nturn {turn} · {seen} seen\n"
                    "missed {misses} of {answers}",
                )
                if m.answers
                else translate(
                    "ProgressPage",
                    "{kind} · from your games\nturn {turn} · {seen} seen\nnot answered yet",
                )
            )
            self.label.setText(
                text.format(
                    kind=i18n.quiz_kind(m.kind, short=True),
                    turn=m.turn if m.turn is not None else "—",
                    seen=i18n.count("tile", len(m.seen)),
                    misses=m.misses,
                    answers=m.answers,
                )
            )
            self.tiles.setToolTip(
                translate("ProgressPage", "Seen outside the hand: {tiles}").format(
                    tiles=" ".join(i18n.tile_name(t) for t in m.seen) or "—"
                )
            )
            self.open_button.setToolTip(
                translate(
                    "ProgressPage", "Open the position in the trainer: hand, seen tiles and turn"
                )
            )
        else:
            self.label.setText(
                translate(
                    "ProgressPage", "{kind} · level {level}\nmissed {misses} of {answers}"
                ).format(
                    kind=i18n.quiz_kind(m.kind, short=True),
                    level=m.level,
                    misses=m.misses,
                    answers=m.answers,
                )
            )
            self.tiles.setToolTip(m.notation)
            self.open_button.setToolTip("")
        self.review_button.setText(translate("ProgressPage", "Ask again"))
        self.review_button.setToolTip(translate("ProgressPage", "Answer this question again now"))
        self.open_button.setText(translate("ProgressPage", "Open in trainer"))

    @Slot()
    def _on_review(self) -> None:
        self.reviewClicked.emit(self.index)

    @Slot()
    def _on_open(self) -> None:
        self.openClicked.emit(self.index)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(QPen(QColor(0, 0, 0, 30), 1))
        painter.drawLine(4, self.height() - 1, self.width() - 4, self.height() - 1)
        painter.end()


def _free_style(marker: int, dashed: bool, taken: set[tuple[int, bool]]) -> tuple[int, bool]:
    """The first (marker, line style) not taken, from the ones wanted: the level's marker in
    its kind's style, then the next markers, then the other style."""
    for style in (dashed, not dashed):
        for k in range(len(MARKERS)):
            m = (marker + k) % len(MARKERS)
            if (m, style) not in taken:
                return m, style
    return marker % len(MARKERS), dashed


class ProgressPage(Retranslating):
    """Totals, the accuracy chart and the most-missed questions."""

    reviewMissedRequested = Signal(int)
    openMissedRequested = Signal(int)

    def __init__(
        self, levels: Sequence[tuple[str, Sequence[int]]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        # Each (kind, level) keeps one colour and marker, whatever else has data, and no two
        # share marker and line style (colour is never the only difference).
        self._style: dict[tuple[str, int], tuple[int, int, bool]] = {}
        taken: set[tuple[int, bool]] = set()
        for ki, (kind, numbers) in enumerate(levels):
            for n in numbers:
                marker, dashed = _free_style(n - 1, ki > 0, taken)
                taken.add((marker, dashed))
                self._style[(kind, n)] = (len(self._style), marker, dashed)
        self._view = ProgressView()

        summary = QWidget()
        grid = QGridLayout(summary)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        self.answered = StatBox()
        self.accuracy = StatBox()
        self.average = StatBox()
        self.streak = StatBox()
        self.due = StatBox()
        # The practice deals' graded discards, counted apart from the quiz's answers.
        self.practice = StatBox()
        boxes = (self.answered, self.accuracy, self.average, self.streak, self.due, self.practice)
        for i, box in enumerate(boxes):
            grid.addWidget(box, 0, i)
        # The cards made from the learner's games, counted apart (they have no quiz level).
        self.cards_line = QLabel()
        self.cards_line.setWordWrap(True)
        grid.addWidget(self.cards_line, 1, 0, 1, len(boxes))
        self.summary_card = Card(summary)

        chart_body = QWidget()
        cl = QVBoxLayout(chart_body)
        cl.setContentsMargins(0, 0, 0, 0)
        self.chart_note = QLabel()
        self.chart_note.setObjectName("small")
        self.chart_note.setWordWrap(True)
        cl.addWidget(self.chart_note)
        self.chart = AccuracyChart()
        cl.addWidget(self.chart)
        self.chart_card = Card(chart_body)

        # The reviewed games: one point a game, EV lost per decision and agreement; the
        # categories' lines on demand.
        games_body = QWidget()
        gl = QVBoxLayout(games_body)
        gl.setContentsMargins(0, 0, 0, 0)
        self.games_note = QLabel()
        self.games_note.setObjectName("small")
        self.games_note.setWordWrap(True)
        gl.addWidget(self.games_note)
        self.games_empty = QLabel()
        self.games_empty.setObjectName("placeholder")
        self.games_empty.setWordWrap(True)
        gl.addWidget(self.games_empty)
        self.by_category = QCheckBox()
        gl.addWidget(self.by_category)
        self.games_chart = GamesChart()
        gl.addWidget(self.games_chart)
        self.games_card = Card(games_body)
        for shown_with_games in (self.games_note, self.by_category, self.games_chart):
            shown_with_games.hide()
        self.by_category.toggled.connect(self._on_by_category)

        missed_body = QWidget()
        ml = QVBoxLayout(missed_body)
        ml.setContentsMargins(0, 0, 0, 0)
        self.missed_empty = QLabel()
        self.missed_empty.setObjectName("placeholder")
        self.missed_empty.setWordWrap(True)
        ml.addWidget(self.missed_empty)
        self.missed_box = QWidget()
        self.missed_layout = QVBoxLayout(self.missed_box)
        self.missed_layout.setContentsMargins(0, 0, 0, 0)
        self.missed_layout.setSpacing(0)
        ml.addWidget(self.missed_box)
        self.missed_card = Card(missed_body)
        self.rows: list[MissedRow] = []

        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        layout.addWidget(self.summary_card)
        layout.addWidget(self.chart_card)
        layout.addWidget(self.games_card)
        layout.addWidget(self.missed_card)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.retranslate()

    @property
    def view(self) -> ProgressView:
        return self._view

    def show_progress(self, view: ProgressView) -> None:
        old = self._view
        self._view = view
        if view.most_missed != old.most_missed or not self.rows and view.most_missed:
            clear_layout(self.missed_layout)
            self.rows = []
            for i, m in enumerate(view.most_missed):
                row = MissedRow(i, m, self.missed_box)
                row.reviewClicked.connect(self.reviewMissedRequested)
                row.openClicked.connect(self.openMissedRequested)
                self.missed_layout.addWidget(row)
                self.rows.append(row)
        set_visible(self.missed_empty, not view.most_missed)
        set_visible(self.missed_box, bool(view.most_missed))
        set_visible(self.games_empty, not view.games)
        set_visible(self.by_category, bool(view.games))
        set_visible(self.games_chart, bool(view.games))
        set_visible(self.games_note, bool(view.games))
        self.games_chart.set_data(view.games, self.by_category.isChecked())
        self._render()

    @Slot(bool)
    def _on_by_category(self, on: bool) -> None:
        self.games_chart.set_data(self._view.games, on)

    def _render(self) -> None:
        v = self._view
        self.answered.value.setText(str(v.answered))
        self.answered.caption.setText(
            translate("ProgressPage", "question answered")
            if v.answered == 1
            else translate("ProgressPage", "questions answered")
        )
        self.practice.value.setText(str(v.practice))
        self.practice.caption.setText(
            translate("ProgressPage", "practice discard")
            if v.practice == 1
            else translate("ProgressPage", "practice discards")
        )
        self.accuracy.value.setText("—" if v.accuracy is None else f"{100 * v.accuracy:.0f}%")
        self.average.value.setText(
            "—"
            if v.average_ms is None
            else translate("ProgressPage", "{s} s").format(s=f"{v.average_ms / 1000:.1f}")
        )
        self.streak.value.setText(str(v.streak))
        self.due.value.setText(str(v.due))
        if v.cards:
            self.cards_line.setText(
                translate("ProgressPage", "From your games: {cards}, {due} due").format(
                    cards=i18n.count("card", v.cards), due=v.cards_due
                )
            )
        else:
            self.cards_line.setText(
                translate(
                    "ProgressPage",
                    "From your games: no cards yet (make one from a decision on the Review page).",
                )
            )
        series = []
        for s in v.series:
            color, marker, dashed = self._series_style(s.kind, s.level)
            if s.from_games:
                label = translate("ProgressPage", "{kind} from your games").format(
                    kind=i18n.quiz_kind(s.kind, short=True)
                )
            else:
                label = translate("ProgressPage", "{kind} {level}").format(
                    kind=i18n.quiz_kind(s.kind, short=True), level=s.level
                )
            series.append(ChartSeries(label, color, marker, dashed, s.points))
        self.chart.set_data(series, v.per_day)
        if v.saving:
            self.chart_note.setText(
                translate(
                    "ProgressPage",
                    "Share of answers right each day, one line per quiz and level, each with "
                    "its own marker and line (see the legend).",
                )
            )
        else:
            self.chart_note.setText(
                translate("ProgressPage", "Progress is not being saved (see the message above).")
            )

    def series_style(self, kind: str, level: int) -> tuple[int, int, bool]:
        """The colour, marker and line style (dashed or not) of a kind and level's line."""
        return self._style[(kind, level)]

    def _series_style(self, kind: str, level: int) -> tuple[int, int, bool]:
        """A line's style; a line no level names (the cards from games) gets the next free
        one, kept from then on."""
        got = self._style.get((kind, level))
        if got is None:
            taken = {(m, d) for _, m, d in self._style.values()}
            marker, dashed = _free_style(0, True, taken)
            got = self._style[(kind, level)] = (len(self._style), marker, dashed)
        return got

    def retranslate(self) -> None:
        self.summary_card.title.setText(translate("ProgressPage", "Your progress"))
        self.chart_card.title.setText(translate("ProgressPage", "Accuracy by day"))
        self.missed_card.title.setText(translate("ProgressPage", "Missed most"))
        self.games_card.title.setText(translate("ProgressPage", "Your reviewed games"))
        self.games_note.setText(
            translate(
                "ProgressPage",
                "One point a game you reviewed, in the order reviewed: the round EV lost per "
                "decision (points, left axis) and the share of decisions where you played the "
                "best (right axis).",
            )
        )
        self.games_empty.setText(
            translate(
                "ProgressPage",
                "No reviewed games yet. Review a game on the Review page and its figures "
                "are kept here, to follow over time.",
            )
        )
        self.by_category.setText(translate("ProgressPage", "By category"))
        self.by_category.setToolTip(
            translate("ProgressPage", "Also a line for each category: EV lost per decision there")
        )
        self.games_chart.retranslate()
        self.accuracy.caption.setText(translate("ProgressPage", "answered right"))
        self.average.caption.setText(translate("ProgressPage", "average time"))
        self.streak.caption.setText(translate("ProgressPage", "current streak"))
        self.due.caption.setText(translate("ProgressPage", "due for review"))
        self.missed_empty.setText(
            translate(
                "ProgressPage",
                "No missed questions yet. The questions you miss are listed here "
                "and come back for review.",
            )
        )
        for row in self.rows:
            row.retranslate()
        self._render()
