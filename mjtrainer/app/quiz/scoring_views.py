"""The scoring quiz's widgets on the quiz page: the situation of the win in words, the answer
(MCR: a searchable checklist of the 81 fans grouped by points, with counts for the fans that
repeat and the total following the ticks; riichi: han, fu and optional points), the marks
after grading, and the explanation (fans with points and the fans left out, or the yaku and the
fu breakdown).

The widgets draw :class:`~.viewmodel.QuizState` parts and emit intents; the
:class:`~.quiz_controller.QuizController` owns the answer being given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QIcon, QPainter, QPixmap, QValidator
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..scoring.views import english, fu_text, kong_flag, payment, tile_text, yaku_name
from ..shared import i18n, score_i18n
from ..shared.score_model import (
    FanChoice,
    ScoreKind,
    ScoringMarks,
    ScoringPartView,
    SituationState,
)
from ..shared.tileart import MARK_EXTRA, MARK_MISSED, MARK_RIGHT, MARK_SYMBOLS, draw_mark_badge
from ..shared.tiles import TileFlow, TileRole
from ..shared.widgets import Retranslating, set_visible

translate = QCoreApplication.translate  # the name lupdate looks for


# How a scoring answer's fan or number fares ("extra" for a fan is one that does not count).
_MARKS: dict[str, object] = {
    "right": QT_TRANSLATE_NOOP("ScoringMark", "right"),
    "missed": QT_TRANSLATE_NOOP("ScoringMark", "missed"),
    "extra": QT_TRANSLATE_NOOP("ScoringMark", "does not count"),
    "wrong": QT_TRANSLATE_NOOP("ScoringMark", "wrong"),
}

# The numbers of a scoring answer, by the quiz's names.
_VALUES: dict[str, object] = {
    "total": QT_TRANSLATE_NOOP("ScoringMark", "total"),
    "han": QT_TRANSLATE_NOOP("ScoringMark", "han"),
    "fu": QT_TRANSLATE_NOOP("ScoringMark", "fu"),
    "points": QT_TRANSLATE_NOOP("ScoringMark", "points"),
}


def scoring_mark(key: str) -> str:
    """How a fan or number of a scoring answer fares ("right", "missed" …)."""
    return translate("ScoringMark", str(_MARKS.get(key, key)))


def value_name(key: str) -> str:
    """A number of a scoring answer ("total", "han", "fu", "points")."""
    return translate("ScoringMark", str(_VALUES.get(key, key)))


#: The fu a riichi answer can give (a win has 20 to 110, seven pairs 25).
FU_CHOICES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
#: The most han an answer offers (the quiz has no yakuman: 13 han is counted yakuman).
MAX_HAN = 30
#: The checklist's height in rows of fans: enough to read a group or two, small enough that
#: the answer fits beside the question in a 1024 × 700 window.
CHECKLIST_ROWS = 14
#: A scoring mark's badge on the tiles' marks: right ✓, missed ○, does not count ✗.
TILE_MARK = {"right": MARK_RIGHT, "missed": MARK_MISSED, "extra": MARK_EXTRA, "wrong": MARK_EXTRA}
_ID_ROLE = Qt.ItemDataRole.UserRole


def mark_icon(mark: str, size: int = 14) -> QIcon:
    """A mark's badge as an icon (the symbol on the mark's colour, never colour alone)."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    draw_mark_badge(painter, QRectF(0, 0, size, size), TILE_MARK[mark])
    painter.end()
    return QIcon(pm)


def mark_text(mark: str, symbol: bool = True) -> str:
    """ "✓ right", "○ missed", "✗ does not count" (without the symbol beside its badge)."""
    words = scoring_mark(mark)
    return MARK_SYMBOLS[TILE_MARK[mark]] + " " + words if symbol else words


def fan_name(zh: str, en: str) -> str:
    """A fan as the quiz names it: always its Chinese name, the English one beside it in
    English."""
    return f"{zh} {en}" if english() else zh


def situation_text(s: SituationState, rules: ScoreKind) -> str:
    """How a scoring question's hand won, in a line: the tile, discard or self-draw, the
    winds, the flags set, flowers or dora indicators."""
    win = s.win_tile if s.win_tile is not None else 0
    if s.self_drawn:
        parts = [translate("ScoringQuiz", "Won on {tile} by self-draw").format(tile=tile_text(win))]
    else:
        parts = [translate("ScoringQuiz", "Won on {tile} on a discard").format(tile=tile_text(win))]
    parts.append(
        translate("ScoringQuiz", "seat {seat}, round {round}").format(
            seat=score_i18n.wind(s.seat_wind), round=score_i18n.wind(s.round_wind)
        )
    )
    if rules is ScoreKind.RIICHI:
        parts.append(
            translate("ScoringQuiz", "dealer")
            if s.dealer
            else translate("ScoringQuiz", "not dealer")
        )
        flags: tuple[str, ...] = (
            ("double_riichi",) if s.double_riichi else ("riichi",) if s.riichi else ()
        )
        flags += ("ippatsu",) if s.ippatsu else ()
    else:
        flags = ("last_of_kind",) if s.last_of_kind else ()
    if s.last_tile:
        flags += ("last_tile",)
    if s.kong:
        flags += (kong_flag(s.self_drawn),)
    parts += [score_i18n.flag(f) for f in flags]
    if rules is ScoreKind.MCR and s.flowers:
        parts.append(translate("ScoringQuiz", "{n} flowers").format(n=s.flowers))
    if rules is ScoreKind.RIICHI and s.dora:
        parts.append(
            translate("ScoringQuiz", "dora indicators: {tiles}").format(
                tiles=translate("QuizPage", ", ").join(i18n.tile_name(t) for t in s.dora)
            )
        )
    return translate("ScoringQuiz", " · ").join(parts)


class FanChecklist(Retranslating):
    """The 81 fans grouped by points, each with a box to tick (and a count for a fan that can
    count more than once), a search box that narrows the list by name or number, and the
    total of the ticks. After grading, only the fans that count or were ticked stay, each
    marked right, missed or does not count."""

    fanChanged = Signal(int, int)  # fan id, times counted (0: unticked)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalogue: tuple[FanChoice, ...] = ()
        self._ticked: dict[int, int] = {}
        self._marks: dict[int, tuple[int, int, str]] | None = None
        self._items: dict[int, QTreeWidgetItem] = {}
        self._spins: dict[int, QSpinBox] = {}
        self._groups: dict[int, QTreeWidgetItem] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        layout.addWidget(self.search)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.tree)
        self.total = QLabel(self)
        self.total.setWordWrap(True)
        layout.addWidget(self.total)
        self.search.textChanged.connect(self._on_search)
        self.tree.itemChanged.connect(self._on_item_changed)
        self.retranslate()

    def _fit_height(self) -> None:
        """As tall as :data:`CHECKLIST_ROWS` rows while asking; once graded, as tall as the
        fans marked (fewer rows leave the verdict in view)."""
        row = max(18, self.tree.sizeHintForRow(0)) if self._items else 22
        rows = CHECKLIST_ROWS
        if self._marks is not None:
            shown = sum(not g.isHidden() for g in self._groups.values()) + len(self.shown_fans())
            rows = min(rows, max(1, shown))
        self.tree.setFixedHeight(row * rows + 2 * self.tree.frameWidth() + 2)

    # --- content ---

    def item(self, fan_id: int) -> QTreeWidgetItem:
        """The row of a fan."""
        return self._items[fan_id]

    def spin(self, fan_id: int) -> QSpinBox | None:
        """The count box of a fan that can repeat."""
        return self._spins.get(fan_id)

    def shown_fans(self) -> tuple[int, ...]:
        """The fans listed now (after the search or the grading), in order."""
        return tuple(i for i, it in self._items.items() if not it.isHidden())

    def set_catalogue(self, catalogue: Sequence[FanChoice]) -> None:
        """The fans to offer (built once: the catalogue does not change)."""
        catalogue = tuple(catalogue)
        if catalogue == self._catalogue:
            return
        self._catalogue = catalogue
        self.tree.blockSignals(True)
        self.tree.clear()
        self._items, self._spins, self._groups = {}, {}, {}
        for fan in catalogue:
            group = self._groups.get(fan.points)
            if group is None:
                group = QTreeWidgetItem(self.tree)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                group.setFirstColumnSpanned(True)
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
                group.setExpanded(True)
                self._groups[fan.points] = group
            item = QTreeWidgetItem(group)
            item.setData(0, _ID_ROLE, fan.fan_id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Unchecked)
            self._items[fan.fan_id] = item
            if fan.most > 1:
                spin = QSpinBox()
                spin.setRange(1, fan.most)
                spin.setPrefix("×")
                spin.setProperty("fan", fan.fan_id)
                spin.setEnabled(False)
                spin.valueChanged.connect(self._on_count_changed)
                self.tree.setItemWidget(item, 1, spin)
                self._spins[fan.fan_id] = spin
        self.tree.blockSignals(False)
        self.tree.expandAll()
        self.retranslate()

    def show_answer(
        self,
        ticked: Mapping[int, int],
        marks: ScoringMarks | None,
        enabled: bool,
    ) -> None:
        """The ticks given (fan id → count), the grade's marks once graded, and whether the
        list takes clicks."""
        self._ticked = dict(ticked)
        self._marks = None if marks is None else {f: (w, g, m) for f, w, g, m in marks.fans}
        self.tree.blockSignals(True)
        try:
            for fan_id, item in self._items.items():
                n = self._ticked.get(fan_id, 0)
                item.setCheckState(0, Qt.CheckState.Checked if n else Qt.CheckState.Unchecked)
                spin = self._spins.get(fan_id)
                if spin is not None:
                    spin.blockSignals(True)
                    spin.setValue(max(1, n))
                    spin.setEnabled(enabled and bool(n))
                    spin.blockSignals(False)
                mark = None if self._marks is None else self._marks.get(fan_id)
                item.setIcon(2, QIcon() if mark is None else mark_icon(mark[2]))
        finally:
            self.tree.blockSignals(False)
        self.tree.setEnabled(True)
        self.search.setEnabled(enabled)
        for item in self._items.values():
            flags = Qt.ItemFlag.ItemIsEnabled
            if enabled:
                flags |= Qt.ItemFlag.ItemIsUserCheckable
            if item.flags() != flags:
                self.tree.blockSignals(True)
                item.setFlags(flags)
                self.tree.blockSignals(False)
        if marks is not None and self.search.text():
            self.search.blockSignals(True)
            self.search.clear()
            self.search.blockSignals(False)
        set_visible(self.search, marks is None)
        self._filter()
        self._fit_height()
        self.retranslate()

    def retranslate(self) -> None:
        self.search.setPlaceholderText(translate("ScoringQuiz", "Find a fan: name or number"))
        for points, group in self._groups.items():
            group.setText(0, i18n_points(points))
        by_id = {f.fan_id: f for f in self._catalogue}
        # A fan's name written (or rewritten in another language) is no tick: with the tree's
        # signals on, each new name told the quiz a fan changed, and the quiz's new state came
        # back here before the next name was written, one level deeper a fan (81 fans).
        self.tree.blockSignals(True)
        for fan_id, item in self._items.items():
            fan = by_id[fan_id]
            item.setText(0, f"{fan.fan_id:>2}  {fan_name(fan.zh, fan.en)}")
            mark = None if self._marks is None else self._marks.get(fan_id)
            if mark is None:
                item.setText(2, "")
            else:
                want, got, key = mark
                text = mark_text(key, symbol=False)
                if key != "right" and want:
                    text += " " + translate("ScoringQuiz", "(counts ×{n})").format(n=want)
                item.setText(2, text)
        self.tree.blockSignals(False)
        total = sum(by_id[i].points * n for i, n in self._ticked.items() if i in by_id)
        self.total.setText(
            translate("ScoringQuiz", "Ticked: {n} — total {total} fan").format(
                n=sum(self._ticked.values()), total=total
            )
            if self._ticked
            else translate("ScoringQuiz", "No fan ticked yet (total 0).")
        )

    def _filter(self) -> None:
        words = self.search.text().strip().lower()
        by_id = {f.fan_id: f for f in self._catalogue}
        for fan_id, item in self._items.items():
            fan = by_id[fan_id]
            if self._marks is not None:
                shown = fan_id in self._marks
            elif words:
                shown = words == str(fan_id) or words in fan.zh or words in fan.en.lower()
            else:
                shown = True
            item.setHidden(not shown)
        for group in self._groups.values():
            children = (group.child(i) for i in range(group.childCount()))
            group.setHidden(all(c is None or c.isHidden() for c in children))

    @Slot(str)
    def _on_search(self, text: str) -> None:
        self._filter()

    @Slot(QTreeWidgetItem, int)
    def _on_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        fan_id = item.data(0, _ID_ROLE)
        if column != 0 or fan_id is None:
            return
        on = item.checkState(0) == Qt.CheckState.Checked
        spin = self._spins.get(int(fan_id))
        count = (spin.value() if spin is not None else 1) if on else 0
        self.fanChanged.emit(int(fan_id), count)

    @Slot(int)
    def _on_count_changed(self, value: int) -> None:
        spin = self.sender()
        if isinstance(spin, QSpinBox):
            self.fanChanged.emit(int(spin.property("fan")), value)


def i18n_points(points: int) -> str:
    """A group of the checklist: "8 points"."""
    if points == 1:
        return translate("ScoringQuiz", "1 point")
    return translate("ScoringQuiz", "{n} points").format(n=points)


class WholeNumberValidator(QValidator):
    """A whole number from 0 to ``top``, in ASCII digits: a keystroke past ``top`` is refused.

    (QIntValidator lets a number with as many digits as ``top`` through as "intermediate",
    1,000,001–9,999,999 for a top of 1,000,000, and the answer then cannot be graded.)"""

    def __init__(self, top: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.top = top

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        digits = text.strip()
        if not digits:
            return QValidator.State.Intermediate, text, pos
        short = len(digits) <= len(str(self.top))  # a pasted line of digits is no number
        if short and digits.isascii() and digits.isdigit() and int(digits) <= self.top:
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Invalid, text, pos


class RiichiAnswerBox(Retranslating):
    """Han, fu and (optionally) the points of a riichi hand; after grading, each number with
    its mark and the hand's own number when it was wrong."""

    answerChanged = Signal(object, object, object)  # han, fu, points (None: not given)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        self._han_label, self._fu_label, self._points_label = QLabel(), QLabel(), QLabel()
        self.han = QSpinBox()
        self.han.setRange(0, MAX_HAN)
        self.fu = QComboBox()
        self.fu.addItem("—", None)
        for fu in FU_CHOICES:
            self.fu.addItem(str(fu), fu)
        self.points = QLineEdit()
        # The limit is the quiz's, set by whoever wires the box to its controller; until then
        # no number is taken.
        self._points_validator = WholeNumberValidator(0, self.points)
        self.points.setValidator(self._points_validator)
        self.points.setMaximumWidth(110)
        self.marks = {"han": QLabel(), "fu": QLabel(), "points": QLabel()}
        for row, (label, field, key) in enumerate(
            (
                (self._han_label, self.han, "han"),
                (self._fu_label, self.fu, "fu"),
                (self._points_label, self.points, "points"),
            )
        ):
            label.setBuddy(field)
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
            grid.addWidget(self.marks[key], row, 2)
        grid.setColumnStretch(3, 1)
        self.han.valueChanged.connect(self._on_changed)
        self.fu.currentIndexChanged.connect(self._on_changed)
        self.points.textEdited.connect(self._on_changed)
        self._values: tuple[tuple[str, int, int, str], ...] = ()
        self.retranslate()

    def set_points_limit(self, top: int) -> None:
        """The most points the box takes (a keystroke past it is refused)."""
        self._points_validator.top = top

    def show_answer(
        self,
        hanfu: tuple[int | None, int | None, int | None],
        marks: ScoringMarks | None,
        enabled: bool,
    ) -> None:
        han, fu, points = hanfu
        for w in (self.han, self.fu, self.points):
            w.blockSignals(True)
        try:
            self.han.setValue(han or 0)
            self.fu.setCurrentIndex(max(0, self.fu.findData(fu)) if fu is not None else 0)
            text = "" if points is None else str(points)
            if self.points.text() != text:
                self.points.setText(text)
        finally:
            for w in (self.han, self.fu, self.points):
                w.blockSignals(False)
        for w in (self.han, self.fu, self.points):
            w.setEnabled(enabled)
        self._values = () if marks is None else marks.values
        self.retranslate()

    def retranslate(self) -> None:
        self._han_label.setText(translate("ScoringQuiz", "H&an:"))
        self._fu_label.setText(translate("ScoringQuiz", "F&u:"))
        self._points_label.setText(translate("ScoringQuiz", "&Points:"))
        self.han.setSpecialValueText("—")
        self.points.setPlaceholderText(translate("ScoringQuiz", "optional"))
        self.points.setToolTip(
            translate(
                "ScoringQuiz",
                "The winner's total: from the discarder on a discard, from the three others "
                "together on a self-draw.",
            )
        )
        marked = {name: (want, got, key) for name, want, got, key in self._values}
        for name, label in self.marks.items():
            if name not in marked:
                label.setText("")
                continue
            want, got, key = marked[name]
            text = mark_text(key)
            if key != "right":
                text += " " + translate("ScoringQuiz", "(the hand: {n})").format(n=want)
            label.setText(text)

    @Slot()
    def _on_changed(self, *args: object) -> None:
        han = self.han.value() or None
        fu = self.fu.currentData()
        text = self.points.text().strip()
        points = int(text) if text.isascii() and text.isdigit() else None
        self.answerChanged.emit(han, fu, points)


class ScoringAnswerPanel(Retranslating):
    """The answer to a scoring question: the fan checklist (MCR) or the han and fu box
    (riichi)."""

    fanChanged = Signal(int, int)
    riichiAnswerChanged = Signal(object, object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.label = QLabel(self)
        self.label.setObjectName("small")
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.checklist = FanChecklist(self)
        layout.addWidget(self.checklist)
        self.riichi = RiichiAnswerBox(self)
        layout.addWidget(self.riichi)
        self._rules: ScoreKind | None = None
        self.checklist.fanChanged.connect(self.fanChanged)
        self.riichi.answerChanged.connect(self.riichiAnswerChanged)
        self.retranslate()

    def show_answer(
        self,
        question: ScoringPartView,
        fans: Sequence[tuple[int, int]],
        hanfu: tuple[int | None, int | None, int | None],
        marks: ScoringMarks | None,
        enabled: bool,
    ) -> None:
        self._rules = question.rules
        mcr = question.rules is ScoreKind.MCR
        set_visible(self.checklist, mcr)
        set_visible(self.riichi, not mcr)
        if mcr:
            self.checklist.set_catalogue(question.catalogue)
            self.checklist.show_answer(dict(fans), marks, enabled)
        else:
            self.riichi.show_answer(hanfu, marks, enabled)
        self.retranslate()

    def retranslate(self) -> None:
        if self._rules is ScoreKind.RIICHI:
            self.label.setText(
                translate(
                    "ScoringQuiz",
                    "Your answer: the han and the fu (and the points if you like), then submit.",
                )
            )
        else:
            self.label.setText(
                translate(
                    "ScoringQuiz",
                    "Your answer: tick every fan that counts (set how many times for a fan "
                    "that repeats), then submit.",
                )
            )


class ScoringExplanationView(Retranslating):
    """Why a scoring question's hand is worth what it is: the arrangement that scores (the
    winning tile lit); MCR: each fan with points × count and its mark, the fans ticked that do
    not count, the total, and the fans left out with the fan that implies each; riichi: the
    yaku with han, han and fu, the fu breakdown, the limit and the payment."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._question: ScoringPartView | None = None
        self._marks: ScoringMarks | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.groups_caption = QLabel(self)
        self.groups_caption.setObjectName("small")
        layout.addWidget(self.groups_caption)
        self.groups = TileFlow(TileRole.READING, spacing=5, plates=True, parent=self)
        layout.addWidget(self.groups)
        self.table_caption = QLabel(self)
        self.table_caption.setObjectName("small")
        self.table_caption.setWordWrap(True)
        layout.addWidget(self.table_caption)
        self.table = QTreeWidget(self)
        self.table.setColumnCount(4)
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.table)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.details)
        self.retranslate()

    def rows(self) -> list[tuple[str, ...]]:
        """The table's rows as shown."""
        items = (self.table.topLevelItem(i) for i in range(self.table.topLevelItemCount()))
        return [
            tuple(item.text(c) for c in range(self.table.columnCount()))
            for item in items
            if item is not None
        ]

    def show_answer(self, question: ScoringPartView, marks: ScoringMarks | None) -> None:
        self._question = question
        self._marks = marks
        self.groups.set_groups(question.groups, question.lit)
        set_visible(self.groups, bool(question.groups))
        set_visible(self.groups_caption, bool(question.groups))
        self.retranslate()

    def retranslate(self) -> None:
        self.groups_caption.setText(
            translate("ScoringQuiz", "The arrangement that scores (the winning tile lit):")
        )
        q = self._question
        if q is None:
            return
        s = q.score
        self.table_caption.setText(
            translate("ScoringQuiz", "Each fan that counts, with points × count, and yours:")
            if q.rules is ScoreKind.MCR
            else translate("ScoringQuiz", "The yaku, the fu and the payment:")
        )
        self.table.clear()
        marks = {} if self._marks is None else {f: (w, g, m) for f, w, g, m in self._marks.fans}
        if q.rules is ScoreKind.MCR:
            self.table.setHeaderLabels(
                [
                    translate("ScoringQuiz", "Fan"),
                    translate("ScoringQuiz", "Points"),
                    translate("ScoringQuiz", "Yours"),
                    "",
                ]
            )
            names = {f.fan_id: f for f in q.catalogue}
            counted = {f.fan_id for f in s.fans}
            for f in s.fans:
                self._row(
                    fan_name(f.zh, f.en),
                    translate("ScoringQuiz", "{points} × {n} = {value}").format(
                        points=f.points, n=f.count, value=f.value
                    ),
                    marks.get(f.fan_id),
                )
            for fan_id, mark in marks.items():
                if fan_id not in counted and fan_id in names:
                    fan = names[fan_id]
                    self._row(fan_name(fan.zh, fan.en), "—", mark)
            lines = [translate("ScoringQuiz", "Total: {n} fan.").format(n=s.total)]
            if q.excluded:
                lines.append(translate("ScoringQuiz", "Not counted, as a bigger fan implies them:"))
                for fan_id, by_id in q.excluded:
                    left, by = names.get(fan_id), names.get(by_id)
                    if left is not None and by is not None:
                        lines.append(
                            translate("ScoringQuiz", "  {fan}, implied by {by}").format(
                                fan=fan_name(left.zh, left.en), by=fan_name(by.zh, by.en)
                            )
                        )
        else:
            self.table.setHeaderLabels(
                [translate("ScoringQuiz", "Yaku"), translate("ScoringQuiz", "Han"), "", ""]
            )
            for y in s.yaku:
                self._row(
                    yaku_name(y),
                    str(y.han),
                    None,
                )
            head = translate("ScoreView", "{han} han, {fu} fu").format(han=s.han, fu=s.fu)
            if s.limit:
                head += " — " + score_i18n.limit(s.limit)
            lines = [
                head,
                translate("ScoreView", "Fu: {items}").format(items=fu_text(s)),
                translate("ScoringQuiz", "Points: {payment}").format(payment=payment(s)),
            ]
            if self._marks is not None:
                for name, want, got, key in self._marks.values:
                    lines.append(
                        translate("ScoringQuiz", "{name}: {want} — yours {got}: {mark}").format(
                            name=value_name(name),
                            want=want,
                            got=got,
                            mark=mark_text(key),
                        )
                    )
        for c in range(self.table.columnCount()):
            self.table.setColumnHidden(c, q.rules is ScoreKind.RIICHI and c >= 2)
            self.table.resizeColumnToContents(c)
        rows = self.table.topLevelItemCount()
        row_h = max(18, self.table.sizeHintForRow(0)) if rows else 18
        self.table.setFixedHeight(row_h * rows + self.table.header().sizeHint().height() + 6)
        self.details.setText("\n".join(lines))

    def _row(self, name: str, value: str, mark: tuple[int, int, str] | None) -> None:
        item = QTreeWidgetItem(self.table)
        item.setText(0, name)
        item.setText(1, value)
        if mark is not None:
            want, got, key = mark
            item.setText(2, translate("ScoringQuiz", "×{n}").format(n=got) if got else "—")
            item.setText(3, mark_text(key, symbol=False))
            item.setIcon(3, mark_icon(key))
