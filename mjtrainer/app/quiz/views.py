"""The quiz page: pick a quiz, answer on the tiles, see the marks and the explanation.

:class:`QuizPage` renders :class:`~.viewmodel.QuizState` snapshots and emits intents; the
:class:`~.quiz_controller.QuizController` owns the session. The page never calls the core.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import GROUPS, kind_of
from ..shared import i18n, tileart
from ..shared.discards import DiscardTable
from ..shared.score_model import ScoreKind, ScoringMarks, ScoringPartView
from ..shared.tileart import MARK_EXTRA, MARK_MISSED, MARK_RIGHT
from ..shared.tiles import (
    CONCEALED_KONG_FACES,
    HAND_TILES,
    TileButton,
    TileFlow,
    TileRole,
    TileStrip,
    metrics,
)
from ..shared.viewmodel import DiscardView, ProgressView
from ..shared.widgets import (
    BusyBar,
    Card,
    ItemsComboBox,
    PaneSplit,
    Retranslating,
    clear_layout,
    set_visible,
)
from .defence_views import DefenceExplanation, DefenceTable, caption_chance
from .discard_columns import QUIZ_COLUMNS
from .kinds import AnswerInput, ExplanationPart, KindView, kind_view
from .model import (
    DefenceView,
    GradeView,
    QuestionView,
    QuizPhase,
    QuizState,
    ReadingView,
    ScoringGradeView,
    ThrowGrade,
    WaitExplanationView,
    WaitsGradeView,
)
from .scoring_views import ScoringAnswerPanel, ScoringExplanationView, situation_text
from .wording import (
    choice_label,
    level_description,
    level_title,
)

translate = QCoreApplication.translate  # the name lupdate looks for

SIDE_BY_SIDE_WIDTH = 980
# Side by side only while the explanation keeps at least this width beside the question.
EXPLANATION_MIN_WIDTH = 400
# A page shorter than this is compact: its cards drop their titles (the tab, the setup row's
# "Quiz:" and the question's own title say them) and the question's lines close up, so an
# answered question, its verdict and its legend stay in view at 1024 × 600 with no scrolling.
COMPACT_HEIGHT = 640
QUESTION_SPACING = 6
COMPACT_QUESTION_SPACING = 4
# The gap around and between the setup and the question cards (and in a short window).
CARD_GAP = 8
COMPACT_CARD_GAP = 3
MAX_TIME_LIMIT_S = 600
# The level box shows its whole text where there is room; squeezed, it keeps this many
# characters, so no kind's list of levels decides how the panes are arranged.
LEVEL_LEAST_CHARACTERS = 12
# The kind box the same way: squeezed, its kind's name before the question still shows (the
# longest Japanese kind made the question pane 646 px at 11 pt, and the page stacked at 1024).
KIND_LEAST_CHARACTERS = 20


def seconds(ms: int | float) -> str:
    return translate("QuizPage", "{s} s").format(s=f"{ms / 1000:.1f}")


class MarkBadge(QWidget):
    """A mark's badge on its own, for a legend."""

    def __init__(self, mark: str, size: int = 16, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mark = mark
        self.setFixedSize(size, size)

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        tileart.draw_mark_badge(painter, QRectF(self.rect()), self.mark)
        painter.end()


class AnswerPalette(Retranslating):
    """The 34 tiles, one row a suit, to toggle as waits; after grading, each carries its mark."""

    tileClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self._strips = []
        for lo, hi in GROUPS:
            strip = TileStrip(TileRole.ANSWER, clickable=True, spacing=3, parent=self)
            strip.set_tiles(range(lo, hi))
            strip.tileClicked.connect(self._on_tile_clicked)
            layout.addWidget(strip)
            self._strips.append(strip)
        self._buttons = [b for s in self._strips for b in s.buttons()]

    def button(self, tile: int) -> TileButton:
        return self._buttons[tile]

    def buttons(self) -> list[TileButton]:
        """The 34 tiles, in tile order."""
        return list(self._buttons)

    def show_answer(
        self, selected: Sequence[int], grade: WaitsGradeView | None, enabled: bool
    ) -> None:
        chosen = set(selected)
        for t, b in enumerate(self._buttons):
            if grade is None:
                look = tileart.HIGHLIGHT if t in chosen else tileart.NORMAL
                mark = ""
            else:
                mark = (
                    MARK_RIGHT
                    if t in grade.right
                    else MARK_MISSED
                    if t in grade.missed
                    else MARK_EXTRA
                    if t in grade.extra
                    else ""
                )
                look = tileart.NORMAL if mark else tileart.DISABLED
            b.set_tile(t, look=look)
            b.set_mark(mark)
            b.set_clickable(enabled)
            b.setProperty("selected", t in chosen)

    def retranslate(self) -> None:
        for s in self._strips:
            s.retranslate()

    @Slot(int, int)
    def _on_tile_clicked(self, tile: int, index: int) -> None:
        self.tileClicked.emit(tile)


class ChoiceBar(Retranslating):
    """The choices of a riichi-or-dama or call-or-pass question, a button each ("Riichi",
    "Dama"; "Pass", "Pon 333m"); after the answer the one chosen stays checked."""

    choiceClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._group = QButtonGroup(self)
        self._group.idClicked.connect(self._on_clicked)
        self._words: tuple[str, ...] = ()

    def buttons(self) -> list[QPushButton]:
        """The choices' buttons, in the order offered."""
        return [b for b in self._group.buttons() if isinstance(b, QPushButton)]

    def show_choices(self, words: Sequence[str], chosen: str | None, enabled: bool) -> None:
        """Offer ``words`` (the answers' words), ``chosen`` checked, clickable when
        ``enabled``."""
        if tuple(words) != self._words:
            for b in self._group.buttons():
                self._group.removeButton(b)
                b.deleteLater()
            clear_layout(self._layout)
            self._words = tuple(words)
            for i, _ in enumerate(self._words):
                b = QPushButton()
                b.setCheckable(True)
                self._group.addButton(b, i)
                self._layout.addWidget(b)
            self._layout.addStretch(1)
        for word, b in zip(self._words, self.buttons(), strict=True):
            b.setChecked(word == chosen)
            b.setEnabled(enabled or word == chosen)
        self.retranslate()

    def retranslate(self) -> None:
        for word, b in zip(self._words, self.buttons(), strict=True):
            b.setText(choice_label(word))

    @Slot(int)
    def _on_clicked(self, index: int) -> None:
        self.choiceClicked.emit(self._words[index])


class Legend(QWidget):
    """What the marks mean: badge, text, badge, text …"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._entries: tuple[tuple[str, str], ...] = ()

    def set_entries(self, entries: Sequence[tuple[str, str]]) -> None:
        entries = tuple(entries)
        if entries == self._entries:
            return
        self._entries = entries
        clear_layout(self._layout)
        for mark, text in entries:
            self._layout.addWidget(MarkBadge(mark, 16, self))
            label = QLabel(text, self)
            label.setObjectName("small")
            self._layout.addWidget(label)
            self._layout.addSpacing(10)
        self._layout.addStretch(1)

    def texts(self) -> tuple[str, ...]:
        return tuple(t for _, t in self._entries)

    def marks(self) -> tuple[str, ...]:
        """The marks explained, in order (``tileart.MARK_RIGHT`` …)."""
        return tuple(m for m, _ in self._entries)


class _ReadingRow(QWidget):
    """One reading of a wait: the complete hand's groups, the winning tile lit, the kind."""

    def __init__(
        self, reading: ReadingView, show_kind: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.reading = reading
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.groups = TileFlow(TileRole.READING, spacing=5, plates=True, parent=self)
        self.groups.set_groups(reading.groups, reading.winning)
        layout.addWidget(self.groups, 1)
        self.label = QLabel(self)
        self.label.setObjectName("small")
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(72)
        self.label.setMaximumWidth(120)
        layout.addWidget(self.label, 0, Qt.AlignmentFlag.AlignVCenter)
        # Said under the wait's tile already when every reading is of its one kind: the
        # groups get the width instead.
        set_visible(self.label, show_kind)
        self.retranslate()

    def retranslate(self) -> None:
        kinds = " · ".join(i18n.wait_kind(k) for k in self.reading.kinds)
        if self.reading.shape != "standard":
            kinds = i18n.shape(self.reading.shape) + " · " + kinds
        self.label.setText(kinds)


class _WaitRow(QFrame):
    """A wait of the question: its tile (marked), copies left, kinds, and its readings."""

    def __init__(self, wait: WaitExplanationView, mark: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("waitRow")
        self.wait = wait
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 6, 4, 6)
        layout.setSpacing(12)
        left = QVBoxLayout()
        left.setSpacing(2)
        self.tile = TileButton(wait.tile, TileRole.WAIT, self)
        self.tile.set_clickable(False)
        self.tile.set_mark(mark)
        left.addWidget(self.tile, 0, Qt.AlignmentFlag.AlignHCenter)
        self.kinds = QLabel(self)
        self.kinds.setObjectName("small")
        self.kinds.setWordWrap(True)
        self.kinds.setFixedWidth(84)
        self.kinds.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        left.addWidget(self.kinds)
        left.addStretch(1)
        layout.addLayout(left)
        right = QVBoxLayout()
        right.setSpacing(4)
        # A reading's kind is worth its own label when the wait has several kinds or the
        # reading is of another shape than the standard one.
        self.readings = [
            _ReadingRow(r, len(wait.kinds) > 1 or r.shape != "standard", self)
            for r in wait.readings
        ]
        for r in self.readings:
            right.addWidget(r)
        right.addStretch(1)
        layout.addLayout(right, 1)
        self.retranslate()

    def retranslate(self) -> None:
        w = self.wait
        self.tile.set_tile(
            w.tile,
            translate("QuizPage", "×{n} left").format(n=w.remaining),
            tileart.NORMAL if w.remaining else tileart.DIM,
        )
        self.tile.retranslate()
        self.kinds.setText("\n".join(i18n.wait_kind(k) for k in w.kinds))
        for r in self.readings:
            r.retranslate()

    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(QPen(QColor(0, 0, 0, 30), 1))
        painter.drawLine(4, self.height() - 1, self.width() - 4, self.height() - 1)
        painter.end()


class ExplanationView(Retranslating):
    """After an answer: every wait with the hands it completes, or the discard table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.placeholder = QLabel(self)
        self.placeholder.setObjectName("placeholder")
        self.placeholder.setWordWrap(True)
        layout.addWidget(self.placeholder)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setObjectName("explainSummary")
        layout.addWidget(self.summary)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.caption.setObjectName("small")
        layout.addWidget(self.caption)
        self.box = QWidget(self)
        self.box_layout = QVBoxLayout(self.box)
        self.box_layout.setContentsMargins(0, 0, 0, 0)
        self.box_layout.setSpacing(0)
        layout.addWidget(self.box)
        self.discards = DiscardTable(QUIZ_COLUMNS, clickable=False, parent=self)
        layout.addWidget(self.discards)
        self.scoring = ScoringExplanationView(self)
        layout.addWidget(self.scoring)
        self.defence = DefenceExplanation(self)
        layout.addWidget(self.defence)
        layout.addStretch(1)
        self._key: tuple[object, ...] | None = None
        self._question: QuestionView | None = None
        self._grade: GradeView | None = None
        self.wait_rows: list[_WaitRow] = []
        self.retranslate()

    def show_answer(self, question: QuestionView | None, grade: GradeView | None) -> None:
        key = (question, grade)
        if key == self._key:
            return
        self._key = key
        self._question = question
        self._grade = grade
        clear_layout(self.box_layout)
        self.wait_rows = []
        shown = question is not None and grade is not None
        set_visible(self.placeholder, not shown)
        set_visible(self.summary, shown)
        set_visible(self.caption, shown)
        if question is None or grade is None:
            set_visible(self.box, False)
            set_visible(self.discards, False)
            set_visible(self.scoring, False)
            set_visible(self.defence, False)
            self._retranslate_placeholder()
            return
        view = kind_view(question.kind)
        part = view.explanation
        set_visible(self.box, part is ExplanationPart.WAIT_ROWS)
        set_visible(
            self.discards, part in (ExplanationPart.DISCARD_TABLE, ExplanationPart.EV_TABLE)
        )
        set_visible(self.scoring, part is ExplanationPart.SCORING)
        set_visible(self.defence, part is ExplanationPart.DANGER_TABLE)
        view.explain(self, question, grade)
        self._retranslate_summary()

    # --- what each kind's object fills (:meth:`.kinds.KindView.explain`) ---

    def show_waits(self, waits: Sequence[tuple[WaitExplanationView, str]]) -> None:
        """Every wait with its readings, each marked (found or missed)."""
        for w, mark in waits:
            wait_row = _WaitRow(w, mark, self.box)
            self.box_layout.addWidget(wait_row)
            self.wait_rows.append(wait_row)

    def show_discards(
        self, rows: tuple[DiscardView, ...], marks: Sequence[str], chosen: int | None
    ) -> None:
        """The discard table, each row's tile marked, the one thrown (a kind) picked out."""
        self.discards.set_options(rows, list(marks), chosen)

    def show_scoring(self, part: ScoringPartView, marks: ScoringMarks) -> None:
        """The fans or yaku and fu of a winning hand, the answer's marks on them."""
        self.scoring.show_answer(part, marks)

    def show_dangers(self, table: DefenceView, answer: tuple[int, ...], grade: ThrowGrade) -> None:
        """Every tile of the hand with its danger, then the riichi hands."""
        self.defence.show_answer(table, answer, grade)

    def retranslate(self) -> None:
        self._retranslate_placeholder()
        self._retranslate_summary()
        for row in self.wait_rows:
            row.retranslate()
        self.discards.retranslate()
        self.defence.retranslate()

    def _retranslate_placeholder(self) -> None:
        self.placeholder.setText(
            translate(
                "QuizPage",
                "Answer the question to see why: every wait with the complete hand it "
                "makes, the whole discard table, or every fan with its points.",
            )
        )

    def _retranslate_summary(self) -> None:
        q, g = self._question, self._grade
        if q is None or g is None:
            return
        text, caption = kind_view(q.kind).summary(q, g)
        self.summary.setText(text)
        self.caption.setText(caption)
        set_visible(self.caption, bool(caption))


class QuizPage(Retranslating):
    """Setup row, the question with its answer tiles and verdict, and the explanation."""

    startRequested = Signal(str, int, int)  # kind, level, time limit in seconds (0 = none)
    reviewRequested = Signal(int)  # time limit in seconds
    stopRequested = Signal()
    tileToggled = Signal(int)
    clearRequested = Signal()
    submitRequested = Signal()
    discardChosen = Signal(int)
    choiceChosen = Signal(str)  # riichi or dama, call or pass: the choice's word
    nextRequested = Signal()
    openInTrainerRequested = Signal()
    fanChanged = Signal(int, int)  # scoring quiz (MCR): fan id, times counted
    riichiAnswerChanged = Signal(object, object, object)  # scoring quiz (riichi): han, fu, points

    def __init__(
        self, levels: Sequence[tuple[str, Sequence[int]]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._levels = {k: tuple(ns) for k, ns in levels}
        self._state = QuizState()
        self._due = 0
        self._compact = False
        self._at_table = False  # a question at a table is shown (see _show_description)
        # The page's own timer (it goes with the page): a turn of the event loop after an
        # answer, the verdict and the legend are brought into view (_reveal_verdict).
        self._reveal = QTimer(self)
        self._reveal.setSingleShot(True)
        self._reveal.setInterval(0)
        self._reveal.timeout.connect(self._reveal_verdict)
        self.setup_card = Card(self._build_setup())
        self.question_card = Card(self._build_question())
        self.explanation = ExplanationView()
        self.explanation_card = Card(self.explanation)
        self._build_page()
        self._build_keys()
        self.panes = PaneSplit(
            self,
            self.splitter,
            self.left_scroll,
            SIDE_BY_SIDE_WIDTH,
            EXPLANATION_MIN_WIDTH,
            (600, 680),
            self._tall_share,
        )
        self.panes.measure()
        self._connect_signals()
        self._fill_levels()
        self.retranslate()
        self.show_state(self._state)

    def _build_setup(self) -> QWidget:
        """Kind and level, the level's description, the time limit, Start/Review/Stop."""
        setup = QWidget()
        sl = QVBoxLayout(setup)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.setSpacing(6)
        row = QHBoxLayout()
        row.setSpacing(8)
        self._kind_label = QLabel()
        self.kind = ItemsComboBox(KIND_LEAST_CHARACTERS)
        for k in self._levels:
            self.kind.addItem(k, k)
        self._kind_label.setBuddy(self.kind)
        self._level_label = QLabel()
        self.level = ItemsComboBox(LEVEL_LEAST_CHARACTERS)
        self._level_label.setBuddy(self.level)
        row.addWidget(self._kind_label)
        row.addWidget(self.kind, 1)
        row.addWidget(self._level_label)
        row.addWidget(self.level)  # as wide as its levels: the kind takes the room left
        sl.addLayout(row)
        self.level_description = QLabel()
        self.level_description.setObjectName("small")
        self.level_description.setWordWrap(True)
        sl.addWidget(self.level_description)
        row2 = QHBoxLayout()
        row2.setSpacing(8)
        self._limit_label = QLabel()
        self.time_limit = QSpinBox()
        self.time_limit.setRange(0, MAX_TIME_LIMIT_S)
        self.time_limit.setSingleStep(5)
        self._limit_label.setBuddy(self.time_limit)
        row2.addWidget(self._limit_label)
        row2.addWidget(self.time_limit)
        row2.addStretch(1)
        self.start_button = QPushButton()
        self.start_button.setObjectName("primary")
        self.review_button = QPushButton()
        self.stop_button = QPushButton()
        for b in (self.start_button, self.review_button, self.stop_button):
            row2.addWidget(b)
        sl.addLayout(row2)
        return setup

    def _build_question(self) -> QWidget:
        """Title and busy bar, the score line, the hand, the answer palette, the verdict with
        its legend, and the buttons."""
        body = QWidget()
        ql = QVBoxLayout(body)
        ql.setContentsMargins(0, 0, 0, 0)
        ql.setSpacing(QUESTION_SPACING)
        self._question_layout = ql
        # A defence question: its dora indicator at the end of the title's row, the key to its
        # ponds under the prompt, the ponds under that, then the hand (all in view in the
        # smallest window, so nothing needs scrolling).
        self.defence_table = DefenceTable()
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("quizTitle")
        head.addWidget(self.title, 1)
        head.addWidget(self.defence_table.dora_box, 0, Qt.AlignmentFlag.AlignVCenter)
        self.busy = BusyBar(70, 10)
        head.addWidget(self.busy, 0, Qt.AlignmentFlag.AlignVCenter)
        ql.addLayout(head)
        ql.addLayout(self._build_stats())
        self.placeholder = QLabel()
        self.placeholder.setObjectName("placeholder")
        self.placeholder.setWordWrap(True)
        ql.addWidget(self.placeholder)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        ql.addWidget(self.prompt)
        ql.addWidget(self.defence_table.key)
        ql.addWidget(self.defence_table)
        self.hand = TileStrip(TileRole.QUIZ_HAND, clickable=False, spacing=2, min_count=HAND_TILES)
        ql.addWidget(self.hand)
        # A scoring question: the declared melds and how the hand won.
        self.melds = TileFlow(TileRole.MELD, spacing=8, plates=True, inset=1)
        ql.addWidget(self.melds)
        # A card from a game: its turn and the tiles its seat saw outside the hand.
        self.card_line = QLabel()
        self.card_line.setObjectName("small")
        self.card_line.setWordWrap(True)
        ql.addWidget(self.card_line)
        self.card_seen = TileFlow(TileRole.SEEN, spacing=1)
        ql.addWidget(self.card_seen)
        self.situation_line = QLabel()
        self.situation_line.setWordWrap(True)
        ql.addWidget(self.situation_line)
        self.answer_label = QLabel()
        self.answer_label.setObjectName("small")
        ql.addWidget(self.answer_label)
        self.answer_palette = AnswerPalette()
        ql.addWidget(self.answer_palette)
        self.choice_bar = ChoiceBar()
        ql.addWidget(self.choice_bar)
        # A scoring question's answer goes beside the question, above the explanation: the
        # checklist of 81 fans needs the height (see _build_page).
        self.scoring_answer = ScoringAnswerPanel()
        self.verdict = QLabel()
        self.verdict.setObjectName("status")
        self.verdict.setWordWrap(True)
        ql.addWidget(self.verdict)
        self.legend = Legend()
        ql.addWidget(self.legend)
        return body

    def _build_stats(self) -> QHBoxLayout:
        """Score, streak, clock and the countdown bar of a time limit."""
        stats = QHBoxLayout()
        stats.setSpacing(14)
        self.score = QLabel()
        self.streak = QLabel()
        self.clock = QLabel()
        self._clock_shown: tuple[int, int] | None = None
        for w in (self.score, self.streak, self.clock):
            w.setObjectName("quizStat")
            stats.addWidget(w)
        self.countdown = QProgressBar()
        self.countdown.setTextVisible(False)
        self.countdown.setMaximumHeight(8)
        self.countdown.setMaximumWidth(140)
        set_visible(self.countdown, False)
        stats.addWidget(self.countdown, 0, Qt.AlignmentFlag.AlignVCenter)
        stats.addStretch(1)
        return stats

    def _build_buttons(self) -> QWidget:
        """Submit and Clear on the left, Open in trainer and Next on the right: a bar under
        the scrolling question, so the buttons stay in view in any window."""
        bar = QWidget()
        bar.setObjectName("quizButtons")
        buttons = QHBoxLayout(bar)
        buttons.setContentsMargins(8, 4, 4, 8)
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("primary")
        self.clear_button = QPushButton()
        self.open_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setObjectName("primary")
        buttons.addWidget(self.submit_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.next_button)
        return bar

    def _build_page(self) -> None:
        """Setup and question on one side, the explanation on the other, each scrolling; the
        answer buttons in a bar under the question's scroll area."""
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(8, CARD_GAP, 4, CARD_GAP)
        ll.setSpacing(CARD_GAP)
        self._left_layout = ll
        ll.addWidget(self.setup_card)
        ll.addWidget(self.question_card)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 8, 8, 8)
        self.answer_card = Card(self.scoring_answer)
        rl.addWidget(self.answer_card)
        rl.addWidget(self.explanation_card)
        rl.addStretch(1)
        self.left_scroll = FittingScrollArea()
        self.left_scroll.setWidget(left)
        _scroll_setup(self.left_scroll)
        self.right_scroll = _scroll(right)
        question_pane = QWidget()
        qp = QVBoxLayout(question_pane)
        qp.setContentsMargins(0, 0, 0, 0)
        qp.setSpacing(0)
        # The buttons right under the question while it fits, at the pane's foot when not.
        qp.addWidget(self.left_scroll)
        qp.addWidget(self._build_buttons())
        qp.addStretch(1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(question_pane)
        self.splitter.addWidget(self.right_scroll)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

    def _build_keys(self) -> None:
        """Enter submits, Space moves on; active only while this page is shown."""
        self.submit_keys = [
            QShortcut(QKeySequence(k), self) for k in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ]
        self.next_key = QShortcut(QKeySequence(Qt.Key.Key_Space), self)

    def set_points_limit(self, top: int) -> None:
        """The most points the riichi scoring answer takes (the quiz's limit)."""
        self.scoring_answer.riichi.set_points_limit(top)

    def shortcuts(self) -> list[QShortcut]:
        """The page's own keys (each says what it does in its What's This text)."""
        return [*self.submit_keys, self.next_key]

    def _connect_signals(self) -> None:
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self.level.currentIndexChanged.connect(self._on_level_changed)
        self.start_button.clicked.connect(self._on_start_clicked)
        self.review_button.clicked.connect(self._on_review_clicked)
        self.stop_button.clicked.connect(self.stopRequested)
        self.answer_palette.tileClicked.connect(self.tileToggled)
        self.choice_bar.choiceClicked.connect(self.choiceChosen)
        self.scoring_answer.fanChanged.connect(self.fanChanged)
        self.scoring_answer.riichiAnswerChanged.connect(self.riichiAnswerChanged)
        self.hand.tileClicked.connect(self._on_hand_clicked)
        self.submit_button.clicked.connect(self.submitRequested)
        self.clear_button.clicked.connect(self.clearRequested)
        self.next_button.clicked.connect(self.nextRequested)
        self.open_button.clicked.connect(self.openInTrainerRequested)
        for k in self.submit_keys:
            k.activated.connect(self._on_submit_key)
        self.next_key.activated.connect(self._on_next_key)
        metrics().changed.connect(self._on_metrics_changed)

    # --- queries for tests and the window ---

    @property
    def state(self) -> QuizState:
        return self._state

    def hand_buttons(self) -> list[TileButton]:
        return self.hand.buttons()

    def chosen_kind(self) -> str:
        return str(self.kind.currentData())

    def chosen_level(self) -> int:
        return int(self.level.currentData() or 1)

    def select(self, kind: str, level: int) -> None:
        """Pick a kind and level in the setup row (as the combo boxes would)."""
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        self.level.setCurrentIndex(max(0, self.level.findData(level)))

    # --- rendering ---

    def show_state(self, state: QuizState) -> None:
        self._state = state
        q = state.question
        phase = state.phase
        asking = phase is QuizPhase.ASKING
        answered = phase in (QuizPhase.ANSWERED, QuizPhase.FINISHED) and state.grade is not None
        grade = state.grade if answered else None
        view = kind_view(q.kind) if q is not None else None
        running = phase in (QuizPhase.LOADING, QuizPhase.ASKING, QuizPhase.ANSWERED)

        set_visible(self.placeholder, q is None)
        for w in (self.prompt, self.hand):
            set_visible(w, q is not None)
        self._show_answer_input(state, view, grade)
        self._show_table(q, view, running)
        self._show_card(q, view)
        if q is not None and view is not None:
            self._show_hand(q, grade, asking and view.input is AnswerInput.HAND_TILE)
        given, can_submit = self._show_scoring(state, grade)
        self._show_buttons(state, given, can_submit)
        self.explanation.show_answer(q if answered else None, grade)
        self._retranslate_state()

    def _show_answer_input(
        self, state: QuizState, view: KindView | None, grade: GradeView | None
    ) -> None:
        """The palette of 34, the choices or Submit and Clear, as the kind takes its answer."""
        asking = state.phase is QuizPhase.ASKING
        answer_input = view.input if view is not None else None
        waits = answer_input is AnswerInput.TILES
        choosing = answer_input is AnswerInput.CHOICE
        # the instruction goes once answered: the marks and the verdict take its line
        set_visible(self.answer_label, waits and asking)
        set_visible(self.answer_palette, waits)
        set_visible(self.choice_bar, choosing)
        submits = view is not None and view.submits
        set_visible(self.submit_button, submits)
        set_visible(self.clear_button, submits)
        if choosing and view is not None and state.question is not None:
            self.choice_bar.show_choices(
                view.offers(state.question), view.chosen_word(grade) if grade else None, asking
            )
        if waits:
            tiles = grade if isinstance(grade, WaitsGradeView) else None
            self.answer_palette.show_answer(state.selected, tiles, asking)

    def _show_table(self, q: QuestionView | None, view: KindView | None, running: bool) -> None:
        """The table of a question against a riichi: the ponds, the dora and their key."""
        defence = view.table(q) if q is not None and view is not None else None
        self._show_description(running and defence is not None)
        set_visible(self.defence_table, defence is not None)
        set_visible(self.defence_table.dora_box, defence is not None)
        # the key to the ponds speaks of riichi tiles: a riichi or call question has none
        choice = view is not None and view.input is AnswerInput.CHOICE
        set_visible(self.defence_table.key, defence is not None and not choice)
        self.defence_table.show_table(defence)

    def _show_card(self, q: QuestionView | None, view: KindView[Any, Any] | None) -> None:
        """A question from the player's games: its line, the melds and the tiles seen."""
        card = q is not None and q.from_games
        card_melds = view.card_melds(q) if q is not None and view is not None and card else ()
        scoring = view.scoring(q) if q is not None and view is not None else None
        scoring_melds = scoring is not None and bool(scoring.melds)
        set_visible(self.melds, scoring_melds or bool(card_melds))
        set_visible(self.card_line, card)
        if q is None or view is None or not card:
            set_visible(self.card_seen, False)
            return
        # A card that kept its table shows what the seat saw as the ponds, melds and dora
        # indicator above: not again as one sorted run of 40 tiles.
        seen = view.card_seen(q)
        set_visible(self.card_seen, bool(seen) and view.table(q) is None)
        self.card_seen.set_tiles(seen)
        self.melds.set_groups(
            [m.tiles for m in card_melds],
            face_down=[
                CONCEALED_KONG_FACES if m.kind == "concealed-kong" else () for m in card_melds
            ],
        )

    def _show_scoring(self, state: QuizState, grade: GradeView | None) -> tuple[bool, bool]:
        """A winning hand to score: its situation, its melds and the answer card. Returns
        whether an answer is given and whether it can be submitted."""
        q = state.question
        scoring = kind_view(q.kind).scoring(q) if q is not None else None
        set_visible(self.answer_card, scoring is not None)
        set_visible(self.situation_line, scoring is not None)
        if scoring is None:
            return bool(state.selected), bool(state.selected)
        self.scoring_answer.show_answer(
            scoring,
            state.fans,
            state.hanfu,
            grade.scoring if isinstance(grade, ScoringGradeView) else None,
            state.phase is QuizPhase.ASKING,
        )
        self.melds.set_groups(
            scoring.melds,
            face_down=[
                CONCEALED_KONG_FACES if k == "concealed-kong" else () for k in scoring.meld_kinds
            ],
        )
        given = bool(state.fans) or state.hanfu != (None, None, None)
        return given, scoring.rules is ScoreKind.MCR or None not in state.hanfu[:2]

    def _show_buttons(self, state: QuizState, given: bool, can_submit: bool) -> None:
        """Submit, Clear, Next, Open and Stop as the phase allows; the verdict, the legend and
        the countdown."""
        q = state.question
        phase = state.phase
        asking = phase is QuizPhase.ASKING
        answered = phase in (QuizPhase.ANSWERED, QuizPhase.FINISHED) and state.grade is not None
        self.submit_button.setEnabled(asking and can_submit)
        self.clear_button.setEnabled(asking and given)
        self.next_button.setEnabled(phase is QuizPhase.ANSWERED)
        # Space moves on only when there is somewhere to go: while a question is asked it
        # stays with the widget that has the focus (a fan's box in the checklist).
        self.next_key.setEnabled(phase is QuizPhase.ANSWERED)
        set_visible(self.next_button, q is not None)
        self.open_button.setEnabled(answered)
        set_visible(self.open_button, q is not None)
        self.stop_button.setEnabled(
            phase in (QuizPhase.LOADING, QuizPhase.ASKING, QuizPhase.ANSWERED)
        )
        set_visible(self.verdict, answered or phase is QuizPhase.FINISHED)
        set_visible(self.legend, answered)
        if not state.time_limit_ms or not asking:
            set_visible(self.countdown, False)
        if answered:  # once the layouts have taken the verdict's lines
            self._reveal.start()

    @Slot()
    def _reveal_verdict(self) -> None:
        """Bring the verdict and its legend into view: in a short window with long words the
        answered question may be a few pixels taller than its pane, and what the answer was
        worth is what the learner looks for (the top of the question scrolls instead)."""
        if self.legend.isVisible():
            self.left_scroll.ensureWidgetVisible(self.legend, 0, 0)

    def _show_hand(self, q: QuestionView, grade: GradeView | None, clickable: bool) -> None:
        view = kind_view(q.kind)
        scoring = view.scoring(q)
        if scoring is not None:
            # The winning tile stands out (lit, with a caption), the last copy of its kind.
            win = scoring.situation.win_tile
            at = len(q.tiles) - 1 - q.tiles[::-1].index(win) if win in q.tiles else -1
            self.hand.set_clickable(False)
            self.hand.set_tiles(
                q.drawn,
                captions=[
                    translate("QuizPage", "won") if i == at else "" for i in range(len(q.tiles))
                ],
                looks=[
                    tileart.HIGHLIGHT if i == at else tileart.NORMAL for i in range(len(q.tiles))
                ],
            )
            return
        marks = list(view.hand_marks(q, grade)) if grade is not None else [""] * len(q.tiles)
        captions = None
        table = view.table(q)
        if grade is not None and table is not None:
            # Each tile's chance to deal in, under it, once answered.
            chance = {d.tile: caption_chance(d.chance) for d in table.dangers}
            captions = [chance.get(t, "") for t in q.tiles]
        self.hand.set_clickable(clickable)
        self.hand.set_tiles(q.drawn, captions=captions, marks=marks)

    @Slot(int, int)
    def show_clock(self, elapsed_ms: int, limit_ms: int) -> None:
        self._clock_shown = (elapsed_ms, limit_ms)  # worded again on a change of language
        if limit_ms:
            left = max(0, limit_ms - elapsed_ms)
            self.clock.setText(
                translate("QuizPage", "Time {t} of {limit}").format(
                    t=seconds(elapsed_ms), limit=seconds(limit_ms)
                )
            )
            self.countdown.setRange(0, limit_ms)
            self.countdown.setValue(left)
            set_visible(self.countdown, self._state.phase is QuizPhase.ASKING)
        else:
            self.clock.setText(translate("QuizPage", "Time {t}").format(t=seconds(elapsed_ms)))

    def show_progress(self, progress: ProgressView) -> None:
        """The review button says how many questions are due."""
        self._due = progress.due
        self._retranslate_review()

    @Slot(bool)
    def set_busy(self, busy: bool) -> None:
        self.busy.set_busy(busy)

    # --- language ---

    def retranslate(self) -> None:
        self.setup_card.title.setText(translate("QuizPage", "Quiz"))
        self.question_card.title.setText(translate("QuizPage", "Question"))
        self.explanation_card.title.setText(translate("QuizPage", "Explanation"))
        self.answer_card.title.setText(translate("QuizPage", "Your answer"))
        self._kind_label.setText(translate("QuizPage", "&Quiz:"))
        self._level_label.setText(translate("QuizPage", "&Level:"))
        self._limit_label.setText(translate("QuizPage", "&Time limit:"))
        self.time_limit.setSpecialValueText(translate("QuizPage", "none"))
        self.time_limit.setSuffix(translate("QuizPage", " s"))
        self.time_limit.setToolTip(
            translate(
                "QuizPage",
                "Seconds per question; a question not answered in time counts as "
                "missed. 0 = no limit.",
            )
        )
        for i in range(self.kind.count()):
            self.kind.setItemText(i, i18n.quiz_kind(str(self.kind.itemData(i))))
        self._relabel_levels()
        self.start_button.setText(translate("QuizPage", "Start"))
        self.start_button.setToolTip(translate("QuizPage", "A new session of this quiz and level"))
        self.stop_button.setText(translate("QuizPage", "Stop"))
        self.submit_button.setText(translate("QuizPage", "Submit (Enter)"))
        self.clear_button.setText(translate("QuizPage", "Clear"))
        self.next_button.setText(translate("QuizPage", "Next (Space)"))
        self.open_button.setText(translate("QuizPage", "Open in trainer"))
        for k in self.submit_keys:
            k.setWhatsThis(translate("QuizPage", "Quiz: submit the answer"))
        self.next_key.setWhatsThis(translate("QuizPage", "Quiz: next question"))
        self.open_button.setToolTip(
            translate("QuizPage", "Load this hand into the trainer to explore it")
        )
        self.placeholder.setText(
            translate(
                "QuizPage",
                "Pick a quiz and a level, then press Start. Every answer is kept; "
                "questions you miss come back for review.",
            )
        )
        self.answer_label.setText(
            translate("QuizPage", "Your answer: click every tile the hand waits on, then submit.")
        )
        self._retranslate_review()
        self._retranslate_state()
        if self._clock_shown is not None:
            self.show_clock(*self._clock_shown)
        q = self._state.question
        if q is not None and kind_view(q.kind).scoring(q) is not None:
            self._show_hand(q, None, False)  # the caption under the winning tile

    def _retranslate_review(self) -> None:
        self.review_button.setText(
            translate("QuizPage", "Review missed ({n} due)").format(n=self._due)
        )
        self.review_button.setToolTip(
            translate("QuizPage", "Ask again the questions you missed that are due now")
        )
        self.review_button.setEnabled(self._due > 0)

    def _retranslate_state(self) -> None:
        s = self._state
        q = s.question
        if s.phase is QuizPhase.LOADING and q is None:
            self.title.setText(translate("QuizPage", "Dealing a question…"))
        elif q is None:
            self.title.setText(translate("QuizPage", "No quiz running"))
        else:
            if q.from_games:  # a card has no level of the quiz
                what = translate("QuizPage", "{kind} · from your games").format(
                    kind=i18n.quiz_kind(q.kind, short=True)
                )
            else:
                what = translate("QuizPage", "{kind} · level {level}: {title}").format(
                    kind=i18n.quiz_kind(q.kind, short=True),
                    level=q.level,
                    title=level_title(q.kind, q.level),
                )
            if s.review:
                number = translate("QuizPage", "Review {n} of {total}").format(
                    n=s.number, total=s.total
                )
            else:
                number = translate("QuizPage", "Question {n}").format(n=s.number)
            self.title.setText(number + " — " + what)
        pct = f"{100 * s.right / s.answered:.0f}" if s.answered else "0"
        self.score.setText(
            translate("QuizPage", "Score {right}/{answered} ({pct}%)").format(
                right=s.right, answered=s.answered, pct=pct
            )
        )
        self.streak.setText(translate("QuizPage", "Streak {n}").format(n=s.streak))
        if s.grade is not None and s.phase is not QuizPhase.ASKING:
            self.show_clock(s.grade.time_ms, s.time_limit_ms)
        elif s.phase is not QuizPhase.ASKING:
            self.show_clock(0, s.time_limit_ms)
        if q is not None:
            view = kind_view(q.kind)
            self.prompt.setText(view.prompt(q))
            scoring = view.scoring(q)
            if scoring is not None:
                self.situation_line.setText(situation_text(scoring.situation, scoring.rules))
            if q.from_games:
                self.card_line.setText(
                    translate(
                        "QuizPage",
                        "From your games, at turn {turn}. The tiles this seat saw outside "
                        "its hand:",
                    ).format(turn=q.turn)
                    # with its table, the ponds show them
                    if view.card_seen(q) and view.table(q) is None
                    else translate("QuizPage", "From your games, at turn {turn}.").format(
                        turn=q.turn
                    )
                )
        self._retranslate_verdict()
        self._retranslate_legend()

    def _retranslate_verdict(self) -> None:
        s = self._state
        q, g = s.question, s.grade
        text, tone = "", ""
        if q is not None and g is not None:
            if g.timed_out:
                text = translate("QuizPage", "Time is up: the question counts as missed.")
                tone = "error"
            else:
                text = kind_view(q.kind).verdict(q, g)
                tone = "good" if g.correct else "error"
        if s.phase is QuizPhase.FINISHED:
            done = translate("QuizPage", "Session over: {right} of {answered} right.").format(
                right=s.right, answered=s.answered
            )
            text = (text + " " + done).strip()
        self.verdict.setText(text)
        self.verdict.setProperty("tone", tone)
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)

    def _retranslate_legend(self) -> None:
        q = self._state.question
        if q is None:
            return
        self.legend.set_entries(kind_view(q.kind).legend(q))

    def _fill_levels(self) -> None:
        kind = self.chosen_kind()
        current = self.level.currentData()
        self.level.blockSignals(True)
        self.level.clear()
        for n in self._levels.get(kind, ()):
            self.level.addItem(str(n), n)
        index = self.level.findData(current)
        self.level.setCurrentIndex(max(0, index))
        self.level.blockSignals(False)
        self._relabel_levels()

    def _relabel_levels(self) -> None:
        kind = self.chosen_kind()
        for i in range(self.level.count()):
            n = int(self.level.itemData(i))
            self.level.setItemText(
                i,
                translate("QuizPage", "{n} — {title}").format(n=n, title=level_title(kind, n)),
            )
        self.level_description.setText(level_description(kind, self.chosen_level()))

    # --- intents ---

    @Slot(int)
    def _on_kind_changed(self, index: int) -> None:
        self._fill_levels()

    @Slot(int)
    def _on_level_changed(self, index: int) -> None:
        self.level_description.setText(level_description(self.chosen_kind(), self.chosen_level()))

    @Slot()
    def _on_start_clicked(self) -> None:
        self.startRequested.emit(self.chosen_kind(), self.chosen_level(), self.time_limit.value())

    @Slot()
    def _on_review_clicked(self) -> None:
        self.reviewRequested.emit(self.time_limit.value())

    @Slot(int, int)
    def _on_hand_clicked(self, tile: int, index: int) -> None:
        self.discardChosen.emit(kind_of(tile))  # a red five is thrown as its five

    @Slot()
    def _on_submit_key(self) -> None:
        if self.submit_button.isVisible() and self.submit_button.isEnabled():
            self.submitRequested.emit()

    @Slot()
    def _on_next_key(self) -> None:
        if self.next_button.isEnabled():
            self.nextRequested.emit()

    # --- layout ---

    def _tall_share(self, total: int) -> int:
        return int(total * 0.6)

    @Slot()
    def _on_metrics_changed(self) -> None:
        # New tile sizes: the question's need changes (a 14-tile hand is its widest line).
        self.panes.measure()

    def is_compact(self) -> bool:
        """Whether the page is laid out for a short window (see :data:`COMPACT_HEIGHT`)."""
        return self._compact

    def _show_description(self, at_table: bool) -> None:
        """The level's one-line description, under the setup row: not while a question at a
        table is asked, nor while any is in a short window. The question's title names its
        level, and the line goes to the ponds, the verdict and the legend, so that they fit
        the smallest window."""
        self._at_table = at_table
        running = self._state.phase in (QuizPhase.LOADING, QuizPhase.ASKING, QuizPhase.ANSWERED)
        set_visible(self.level_description, not (at_table or (running and self._compact)))

    def _set_compact(self, compact: bool) -> None:
        if compact == self._compact:
            return
        self._compact = compact
        self._show_description(self._at_table)
        # the verdict's size steps down a little, so a two-line verdict and its legend fit
        self.verdict.setProperty("compact", compact)
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)
        for card in (self.setup_card, self.question_card, self.answer_card, self.explanation_card):
            set_visible(card.title, not compact)
        self._question_layout.setSpacing(COMPACT_QUESTION_SPACING if compact else QUESTION_SPACING)
        # The cards close up too: the status bar under the page takes its line from the start.
        edge = COMPACT_CARD_GAP if compact else CARD_GAP
        self._left_layout.setContentsMargins(8, edge, 4, edge)
        self._left_layout.setSpacing(edge)

    def event(self, e: QEvent) -> bool:
        done = super().event(e)
        if e.type() == QEvent.Type.LanguageChange:
            # By now the page and everything in it are relabelled (the event reaches the
            # children after the page): measure the new words and arrange the panes for them,
            # as a start in this language would.
            self.panes.measure()
        return done

    def resizeEvent(self, e) -> None:
        self._set_compact(e.size().height() < COMPACT_HEIGHT)
        self.panes.orient(e.size().width())
        super().resizeEvent(e)
        self.panes.split()


class FittingScrollArea(QScrollArea):
    """A scroll area as tall as its content while there is room (Qt's own stops at 24 lines
    of text), shrinking and scrolling when there is not; it follows the content's size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)

    def sizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        hint = widget.sizeHint()
        # Wrapped lines (a verdict of three lines) need the height at the width they have,
        # which the plain size hint does not know.
        width = self.viewport().width()
        if widget.hasHeightForWidth() and width > 0:
            hint.setHeight(max(hint.height(), widget.heightForWidth(width)))
        return hint + QSize(frame, frame)

    def eventFilter(self, watched: QObject, e: QEvent) -> bool:
        if watched is self.widget() and e.type() in (
            QEvent.Type.LayoutRequest,
            QEvent.Type.Resize,
        ):
            self.updateGeometry()
        return super().eventFilter(watched, e)


def _scroll_setup(area: QScrollArea) -> None:
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)


def _scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(widget)
    _scroll_setup(area)
    return area
