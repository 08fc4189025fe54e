"""The call table (issue 27 §2): with a tile offered by an opponent, pass and each call on it,
each with its best discard by round EV, win %, value and round EV; the row worth most is
marked. A view: it draws :class:`~..shared.viewmodel.CallView` snapshots.

A table view like the discard table: a click on a header sorts by that column (a third click
goes back to the analysis's order, pass first), the arrow keys move the current row, and
every cell's tooltip tells its line's meld, the tile thrown after it and the shanten then.
It is as narrow as the discard table's own columns allow (a 1024-px window keeps the
analysis beside the hand at about 400 px): the meld and the tile thrown after it share one
column of small tiles."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Slot,
)
from PySide6.QtGui import QFont, QResizeEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..shared import i18n
from ..shared.discards import (
    BEST_COLOR,
    NOT_SEARCHED,
    PENDING,
    SORT_ROLE,
    DiscardSort,
    chance_text,
    ev_text,
    value_text,
)
from ..shared.tiles import TileFace, TileFlow, TileItem, TileRole
from ..shared.viewmodel import CallView, Result
from ..shared.widgets import Retranslating, section_label, set_visible
from .table_views import seat_name

translate = QCoreApplication.translate  # the name lupdate looks for

Index = QModelIndex | QPersistentModelIndex
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
#: The columns: the choice, its tiles (meld, discard), win %, value, round EV.
CHOICE, TILES, WIN, VALUE, ROUND_EV = range(5)
#: The narrowest the table asks a layout for: past its columns it scrolls sideways.
MIN_WIDTH = 240
#: Where a line's place in the analysis is kept (the choice's cell).
LINE_ROLE = Qt.ItemDataRole.UserRole + 3
#: Room above and below a line's tiles (as tall as their plates, the plates touched the
#: lines above and below).
ROW_PAD = 3


def call_name(call: str) -> str:
    """What the learner does with the offered tile: pass, chi, pon or kong."""
    names = {
        "pass": lambda: translate("CallTable", "Pass"),
        "chi": lambda: translate("CallTable", "Chi"),
        "pon": lambda: translate("CallTable", "Pon"),
        "kong": lambda: translate("CallTable", "Kong"),
    }
    return names[call]() if call in names else call


def number_cells(row: CallView, searched: bool) -> tuple[str, str, str]:
    """A row's win %, value and round EV as shown (``searched``: the look-ahead is back;
    before it, '…')."""
    if not searched:
        return PENDING, PENDING, PENDING
    win = NOT_SEARCHED if row.win is None else chance_text(row.win)
    value = NOT_SEARCHED if row.value is None else value_text(row.value, row.value_unit)
    ev = NOT_SEARCHED if row.round_ev is None else ev_text(row.round_ev)
    return win, value, ev


def line_tip(row: CallView) -> str:
    """A line's tooltip: the meld, the tile thrown after it and the shanten then."""
    parts = []
    if row.meld:
        parts.append(i18n.tiles_text(row.meld))
    if row.discard is not None:
        parts.append(
            translate("CallTable", "then discard {tile}").format(tile=i18n.tile_name(row.discard))
        )
    parts.append(i18n.shanten_text(row.shanten))
    return " — ".join(parts)


def sort_keys(row: CallView, index: int) -> tuple[object, ...]:
    """Each column's sort key of a line (``index``: its place in the analysis): a number
    not known yet sorts below every known one."""

    def known(v: float | None) -> tuple[bool, float]:
        return (v is not None, 0.0 if v is None else v)

    return (index, (row.shanten, index), known(row.win), known(row.value), known(row.round_ev))


class PaddedTiles(QStyledItemDelegate):
    """The tiles cell's delegate: a line's tiles (its index widget) :data:`ROW_PAD` clear of
    the row's top and bottom."""

    def updateEditorGeometry(
        self, editor: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> None:
        rect: QRect = option.rect
        editor.setGeometry(rect.adjusted(0, ROW_PAD, 0, -ROW_PAD))


class CallTableView(QTableView):
    """The lines themselves: one row a choice; as tall as its rows (it never scrolls up and
    down inside the page), and sideways only in a pane narrower than its columns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("callTable")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setShowGrid(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionsClickable(True)
        header.setSortIndicatorClearable(True)
        header.setDefaultAlignment(LEFT)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSortingEnabled(True)
        self.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the analysis's order
        self._on_sort_changed(-1, Qt.SortOrder.AscendingOrder)
        header.sortIndicatorChanged.connect(self._on_sort_changed)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setItemDelegateForColumn(TILES, PaddedTiles(self))

    @Slot(int, Qt.SortOrder)
    def _on_sort_changed(self, section: int, order: Qt.SortOrder) -> None:
        # The arrow only while a column is sorted: shown, Qt keeps its room in every
        # section, and the columns would not fit beside the hand at 1024 px.
        self.horizontalHeader().setSortIndicatorShown(section >= 0)

    def fit(self) -> None:
        """Rows as tall as their tiles and :data:`ROW_PAD` above and below them, the table as
        tall as its rows."""
        self.resizeRowsToContents()
        for row in range(self.verticalHeader().count()):
            self.setRowHeight(row, self.rowHeight(row) + 2 * ROW_PAD)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        header = self.horizontalHeader()
        height = header.sizeHint().height() + sum(
            self.rowHeight(i) for i in range(self.verticalHeader().count())
        )
        width = header.length()
        if width > self.width():  # the columns scroll sideways: room for the bar
            height += self.horizontalScrollBar().sizeHint().height()
        return QSize(width, height + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        # Narrower than its columns, it scrolls sideways rather than widen the pane.
        return QSize(min(self.horizontalHeader().length(), MIN_WIDTH), self.sizeHint().height())

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self.updateGeometry()  # the sideways bar comes or goes with the width


class CallTable(Retranslating):
    """The title (who threw what) and the table of the choices: a line a choice, its name, the
    meld it declares and the tile it throws after it (small tiles, each group on its plate),
    then its numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._offered: tuple[int, int] | None = None
        self._rows: tuple[CallView, ...] = ()
        self._searched = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.title = section_label()
        layout.addWidget(self.title)
        self._model = QStandardItemModel(0, 5, self)
        self._proxy = DiscardSort(self)
        self._proxy.setSortRole(SORT_ROLE)
        self._proxy.setSourceModel(self._model)
        self.table = CallTableView(self)
        self.table.setModel(self._proxy)
        layout.addWidget(self.table)
        self.retranslate()
        set_visible(self, False)

    def rows(self) -> tuple[CallView, ...]:
        """The choices, as shown (the analysis's order, pass first, until a header is
        clicked)."""
        return tuple(self._rows[i] for i in self._order())

    def cells(self, index: int) -> tuple[str, ...]:
        """The texts of line ``index`` as shown: its name, win %, value and round EV."""
        return tuple(
            str(self._proxy.index(index, c).data(Qt.ItemDataRole.DisplayRole))
            for c in (CHOICE, WIN, VALUE, ROUND_EV)
        )

    def tip(self, index: int) -> str:
        """Line ``index``'s tooltip (its meld, the tile thrown after it, the shanten then)."""
        return str(self._proxy.index(index, CHOICE).data(Qt.ItemDataRole.ToolTipRole))

    def tiles(self, index: int) -> TileFlow:
        """The tiles drawn on line ``index`` as shown (the meld, the tile thrown after it)."""
        widget = self.table.indexWidget(self._proxy.index(index, TILES))
        assert isinstance(widget, TileFlow)
        return widget

    def _order(self) -> list[int]:
        return [
            int(self._proxy.index(r, CHOICE).data(LINE_ROLE)) for r in range(self._proxy.rowCount())
        ]

    def show_result(self, result: Result) -> None:
        """Show the call table of ``result`` (hidden without an offered tile)."""
        self._offered = result.offered
        self._rows = result.calls
        self._searched = result.lookahead is not None
        shown = result.offered is not None and bool(result.calls)
        if shown:
            self._set_title()
            self._fill()
        set_visible(self, shown)

    def _set_title(self) -> None:
        if self._offered is None:
            return
        tile, seat = self._offered
        self.title.setText(
            translate(
                "CallTable",
                "{seat} threw {tile}: pass or call, each with its best discard by round EV",
            ).format(seat=seat_name(seat), tile=i18n.tile_name(tile))
        )

    def _fill(self) -> None:
        model = self._model
        model.setRowCount(len(self._rows))
        font = QFont(self.table.font())
        bold = QFont(font)
        bold.setBold(True)
        for i, row in enumerate(self._rows):
            tip = line_tip(row)
            texts = (self._name(row), "", *number_cells(row, self._searched))
            for c, (text, key) in enumerate(zip(texts, sort_keys(row, i), strict=True)):
                item = model.item(i, c)
                if item is None:
                    item = QStandardItem()
                    item.setEditable(False)
                    model.setItem(i, c, item)
                item.setText(text)
                item.setData(key, SORT_ROLE)
                item.setToolTip(tip)
                item.setTextAlignment(RIGHT if c >= WIN else LEFT)
                item.setFont(bold if row.best else font)
                item.setBackground(BEST_COLOR if row.best else Qt.BrushStyle.NoBrush)
                if c == CHOICE:
                    item.setData(i, LINE_ROLE)
                if c == TILES:
                    item.setData(tip, Qt.ItemDataRole.AccessibleTextRole)
        self._proxy.invalidate()
        for r, line in enumerate(self._order()):
            self._show_tiles(r, self._rows[line], line_tip(self._rows[line]))
        self.table.fit()

    def _show_tiles(self, shown: int, row: CallView, tip: str) -> None:
        """The meld and the tile thrown after it, drawn in line ``shown``'s tiles cell."""
        index = self._proxy.index(shown, TILES)
        widget = self.table.indexWidget(index)
        if not isinstance(widget, TileFlow):
            widget = TileFlow(TileRole.SMALL, spacing=6, plates=True)
            self.table.setIndexWidget(index, widget)
        items = []
        if row.meld:
            items.append(TileItem(tuple(TileFace(t) for t in row.meld), tip=tip))
        if row.discard is not None:
            items.append(TileItem((TileFace(row.discard),), tip=tip))
        widget.set_items(items)

    def _name(self, row: CallView) -> str:
        name = call_name(row.call)
        if row.best:
            return translate("CallTable", "{choice} (best)").format(choice=name)
        return name

    def retranslate(self) -> None:
        heads: Sequence[str] = (
            translate("CallTable", "Choice"),
            translate("CallTable", "Meld, discard"),
            translate("ResultsView", "Win %"),
            translate("ResultsView", "Value"),
            translate("ResultsView", "Round EV"),
        )
        self._model.setHorizontalHeaderLabels(list(heads))
        self._set_title()
        if self._rows:
            self._fill()
