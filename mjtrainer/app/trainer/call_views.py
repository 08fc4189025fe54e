"""The call table (issue 27 §2): with a tile offered by an opponent, pass and each call on it,
each with its best discard by round EV, win %, value and round EV; the row worth most is
marked. A view: it draws :class:`~..shared.viewmodel.CallView` snapshots.

It is as narrow as the discard table's own columns allow (a 1024-px window keeps the analysis
beside the hand at about 400 px): the meld and the tile thrown after it share one column of
small tiles, and the shanten after each choice is the line's tooltip."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ..shared import i18n
from ..shared.discards import NOT_SEARCHED, PENDING, chance_text, ev_text, value_text
from ..shared.tiles import TileFace, TileFlow, TileItem, TileRole
from ..shared.viewmodel import CallView, Result
from ..shared.widgets import Retranslating, section_label, set_visible
from .table_views import seat_name

translate = QCoreApplication.translate  # the name lupdate looks for

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
#: The table's text columns after the tiles: win %, value, round EV.
_NUMBERS = 3


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


@dataclass(frozen=True, slots=True)
class _Line:
    """The widgets of one line of the table."""

    name: QLabel
    tiles: TileFlow
    numbers: list[QLabel]


class CallTable(Retranslating):
    """The title (who threw what) and one line a choice: its name, the meld it declares and
    the tile it throws after it (small tiles, each group on its plate), then its numbers."""

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
        self._grid_box = QWidget(self)
        self._grid = QGridLayout(self._grid_box)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(2)
        layout.addWidget(self._grid_box)
        self._heads = [QLabel(self._grid_box) for _ in range(2 + _NUMBERS)]
        for i, head in enumerate(self._heads):
            head.setObjectName("small")
            self._grid.addWidget(head, 0, i, RIGHT if i >= 2 else LEFT)
        self._lines: list[_Line] = []
        self._grid.setColumnStretch(2 + _NUMBERS, 1)
        self.retranslate()
        set_visible(self, False)

    def rows(self) -> tuple[CallView, ...]:
        """The choices shown, in order."""
        return self._rows

    def cells(self, index: int) -> tuple[str, ...]:
        """The texts of line ``index``: its name, win %, value and round EV."""
        line = self._lines[index]
        return (line.name.text(), *(n.text() for n in line.numbers))

    def tip(self, index: int) -> str:
        """Line ``index``'s tooltip (its meld, the tile thrown after it, the shanten then)."""
        return self._lines[index].name.toolTip()

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
        while len(self._lines) < len(self._rows):
            r = len(self._lines) + 1
            name = QLabel(self._grid_box)
            tiles = TileFlow(TileRole.SMALL, spacing=6, plates=True, parent=self._grid_box)
            numbers = [QLabel(self._grid_box) for _ in range(_NUMBERS)]
            self._grid.addWidget(name, r, 0, LEFT)
            self._grid.addWidget(tiles, r, 1, LEFT)
            for i, n in enumerate(numbers):
                self._grid.addWidget(n, r, 2 + i, RIGHT)
            self._lines.append(_Line(name, tiles, numbers))
        for i, line in enumerate(self._lines):
            here = i < len(self._rows)
            for w in (line.name, line.tiles, *line.numbers):
                set_visible(w, here)
            if not here:
                continue
            row = self._rows[i]
            font = QFont(line.name.font())
            font.setBold(row.best)
            line.name.setText(self._name(row))
            line.name.setFont(font)
            tip = line_tip(row)
            line.name.setToolTip(tip)
            items = []
            if row.meld:
                items.append(TileItem(tuple(TileFace(t) for t in row.meld), tip=tip))
            if row.discard is not None:
                items.append(TileItem((TileFace(row.discard),), tip=tip))
            line.tiles.set_items(items)
            for n, text in zip(line.numbers, number_cells(row, self._searched), strict=True):
                n.setText(text)
                n.setFont(font)
        self._grid_box.setAccessibleDescription(
            "\n".join(
                " — ".join([line.name.text(), line_tip(row), *(n.text() for n in line.numbers)])
                for row, line in zip(self._rows, self._lines, strict=False)
            )
        )

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
        for label, text in zip(self._heads, heads, strict=True):
            label.setText(text)
        self._set_title()
        if self._rows:
            self._fill()
