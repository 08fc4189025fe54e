"""The table the learner builds for defence: the three opponents' ponds, each with its own
palette mode ("add to this pond"), a riichi mark set by a click on a pond tile, a button
taking the last discard back, and its melds: a "+ meld" palette mode declares one of the clicked
tile, a click on a meld takes it away. A view: it draws :class:`~..shared.viewmodel.OpponentPond`
snapshots and emits intents; the trainer controller owns the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QToolButton, QWidget

from ...game.replay import PondTile
from ..shared import i18n
from ..shared.ponds import PondView
from ..shared.tiles import CONCEALED_KONG_FACES, TileFace, TileFlow, TileItem, TileRole
from ..shared.viewmodel import HandState, Mode, OpponentPond
from ..shared.widgets import Retranslating, set_visible

translate = QCoreApplication.translate  # the name lupdate looks for

#: The palette mode of each opponent's pond, by seat.
POND_MODE = {1: Mode.POND_RIGHT, 2: Mode.POND_ACROSS, 3: Mode.POND_LEFT}
# The palette mode declaring each opponent's melds, by seat.
MELD_MODE = {1: Mode.MELD_RIGHT, 2: Mode.MELD_ACROSS, 3: Mode.MELD_LEFT}
#: The palette mode offering a tile as just discarded by each opponent, by seat.
OFFER_MODE = {1: Mode.OFFER_RIGHT, 2: Mode.OFFER_ACROSS, 3: Mode.OFFER_LEFT}


def seat_name(seat: int) -> str:
    """An opponent's place at the table, seen from the learner (seat 0)."""
    names = {
        1: translate("TableView", "Right"),
        2: translate("TableView", "Across"),
        3: translate("TableView", "Left"),
    }
    return names.get(seat, str(seat))


def meld_tip(kind: str, source: int) -> str:
    """What an opponent's meld's tooltip says: where its tile came from, and that a click
    takes it away."""
    click = translate("TableView", "Click to take this meld away")
    if kind == "concealed-kong":
        where = translate("TableView", "Concealed kong: the hand stays closed")
    elif source >= 0:
        where = translate("TableView", "Called from {seat}").format(
            seat=i18n.seat_name(source, short=True)
        )
    else:
        return click
    return f"{where} · {click}"


class BuiltPond(PondView):
    """One opponent's pond as built: the riichi tile sideways; a click on a tile asks to mark
    it as the declaration (or unmark it)."""

    tileClicked = Signal(int)  # the tile's position in the pond

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_pond(self, pond: OpponentPond) -> None:
        called = pond.called
        self.set_pond(
            tuple(
                PondTile(t, False, riichi=i == pond.riichi, called=i < len(called) and called[i])
                for i, t in enumerate(pond.tiles)
            ),
            passed=tuple(int(p) for p in pond.passed),
        )

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if e.button() == Qt.MouseButton.LeftButton:
            for i, r in enumerate(self.rects()):
                if r.contains(e.position().toPoint()):
                    self.tileClicked.emit(i)
                    return
        super().mousePressEvent(e)

    def tip(self, index: int) -> str:
        """What a pond tile's tooltip says."""
        p = self.pond()[index]
        parts = [i18n.tile_name(p.tile)]
        if p.riichi:
            parts.append(translate("TableView", "riichi declared (click to unmark)"))
        else:
            parts.append(translate("TableView", "click to mark the riichi declaration"))
        if self.passed()[index]:
            parts.append(translate("TableView", "discarded after a riichi: genbutsu for it"))
        if p.called:
            parts.append(translate("TableView", "called: counted once, in the meld"))
        return " · ".join(parts)


class TableView(Retranslating):
    """The opponents' ponds: per opponent a mode button, the pond, a take-back button, its
    melds and a "+ meld" mode button; under them a line of one mode button an opponent (a
    palette click offers the tile as just discarded by it, to call or pass) and the tile
    offered, if any (a click takes it away)."""

    modeRequested = Signal(str)  # a Mode value: the palette now adds to that pond
    riichiToggled = Signal(int, int)  # seat, position in its pond
    takeBackRequested = Signal(int)  # seat
    meldRemoveRequested = Signal(int, int)  # seat, the meld's index among that seat's melds
    offerClearRequested = Signal()  # the offered tile was clicked: no tile offered any more

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        self.mode_buttons: dict[int, QToolButton] = {}
        self.ponds: dict[int, BuiltPond] = {}
        self.take_back: dict[int, QToolButton] = {}
        self.meld_buttons: dict[int, QToolButton] = {}
        self.offer_buttons: dict[int, QToolButton] = {}
        self.melds: dict[int, TileFlow] = {}
        self._meld_tiles: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._meld_kinds: dict[int, tuple[str, ...]] = {}
        self._meld_sources: dict[int, tuple[int, ...]] = {}
        for row, seat in enumerate(POND_MODE):
            b = QToolButton(self)
            b.setObjectName("mode")
            b.setCheckable(True)
            b.setProperty("mode", POND_MODE[seat].value)
            b.clicked.connect(self._on_mode_clicked)
            pond = BuiltPond(self)
            pond.setProperty("seat", seat)
            pond.tileClicked.connect(self._on_tile_clicked)
            back = QToolButton(self)
            back.setText("⌫")
            back.setAutoRaise(True)
            back.setProperty("seat", seat)
            back.clicked.connect(self._on_take_back)
            melds = TileFlow(TileRole.SMALL, plates=True, clickable=True, parent=self)
            melds.setProperty("seat", seat)
            melds.itemClicked.connect(self._on_meld_clicked)
            add = QToolButton(self)
            add.setObjectName("mode")
            add.setCheckable(True)
            add.setProperty("mode", MELD_MODE[seat].value)
            add.clicked.connect(self._on_mode_clicked)
            grid.addWidget(b, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(pond, row, 1)
            grid.addWidget(back, row, 2, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(melds, row, 3, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(add, row, 4, Qt.AlignmentFlag.AlignTop)
            self.mode_buttons[seat] = b
            self.ponds[seat] = pond
            self.take_back[seat] = back
            self.melds[seat] = melds
            self.meld_buttons[seat] = add
        grid.setColumnStretch(1, 1)
        # A tile just thrown, to call or pass: who threw it (a mode button a seat: one line
        # under the ponds, no wider than they are) and the tile (a click takes it away)
        self._offered: tuple[int, int] | None = None
        self.offer_row = QWidget(self)
        line = QHBoxLayout(self.offer_row)
        line.setContentsMargins(0, 0, 0, 0)
        self.offer_label = QLabel(self.offer_row)
        line.addWidget(self.offer_label)
        for seat, mode in OFFER_MODE.items():
            offer = QToolButton(self.offer_row)
            offer.setObjectName("mode")
            offer.setCheckable(True)
            offer.setProperty("mode", mode.value)
            offer.clicked.connect(self._on_mode_clicked)
            line.addWidget(offer)
            self.offer_buttons[seat] = offer
        self.offered_tile = TileFlow(TileRole.SMALL, clickable=True, parent=self.offer_row)
        self.offered_tile.itemClicked.connect(self._on_offered_clicked)
        line.addWidget(self.offered_tile)
        self.offered_by = QLabel(self.offer_row)
        self.offered_by.setObjectName("small")
        line.addWidget(self.offered_by)
        line.addStretch(1)
        grid.addWidget(self.offer_row, len(POND_MODE), 0, 1, 5)
        self._hint = QLabel(self)
        self._hint.setWordWrap(True)
        self._hint.setObjectName("placeholder")
        grid.addWidget(self._hint, len(POND_MODE) + 1, 0, 1, 5)
        self.retranslate()

    def show_state(self, state: HandState) -> None:
        playing = {p.seat for p in state.ponds}  # with three players nobody sits across
        for seat in self.ponds:
            for widget in self._row(seat):
                widget.setVisible(seat in playing)
        for p in state.ponds:
            if p.seat in self.ponds:
                self.ponds[p.seat].show_pond(p)
                self.take_back[p.seat].setEnabled(bool(p.tiles))
                self._meld_tiles[p.seat] = tuple(m.tiles for m in p.melds)
                self._meld_kinds[p.seat] = tuple(m.kind for m in p.melds)
                self._meld_sources[p.seat] = p.sources
                self._show_melds(p.seat)
        for seat, b in self.mode_buttons.items():
            b.setChecked(state.mode is POND_MODE[seat])
        for seat, b in self.meld_buttons.items():
            b.setChecked(state.mode is MELD_MODE[seat])
        for seat, b in self.offer_buttons.items():
            b.setChecked(state.mode is OFFER_MODE[seat])
            set_visible(b, seat in playing)
        self._offered = state.offered
        self._show_offered()

    def offered(self) -> tuple[int, int] | None:
        """The tile offered and the seat that threw it, as shown (None: none)."""
        return self._offered

    def _show_offered(self) -> None:
        set_visible(self.offered_tile, self._offered is not None)
        set_visible(self.offered_by, self._offered is not None)
        if self._offered is None:
            self.offered_tile.set_items([])
            return
        tile, seat = self._offered
        tip = translate("TableView", "Thrown by {seat}: click to take it away").format(
            seat=seat_name(seat)
        )
        self.offered_by.setText(translate("TableView", "by {seat}").format(seat=seat_name(seat)))
        self.offered_tile.set_items([TileItem((TileFace(tile),), tip=tip)])

    def _row(self, seat: int) -> tuple[QWidget, ...]:
        """The widgets of ``seat``'s row."""
        return (
            self.mode_buttons[seat], self.ponds[seat], self.take_back[seat], self.melds[seat],
            self.meld_buttons[seat],
        )  # fmt: skip

    def _show_melds(self, seat: int) -> None:
        groups = self._meld_tiles.get(seat, ())
        kinds = self._meld_kinds.get(seat, ())
        froms = self._meld_sources.get(seat, ())
        tips = [meld_tip(k, froms[i] if i < len(froms) else -1) for i, k in enumerate(kinds)]
        down = [CONCEALED_KONG_FACES if k == "concealed-kong" else () for k in kinds]
        self.melds[seat].set_groups(groups, face_down=down, tips=tips)

    def retranslate(self) -> None:
        for seat in self.melds:
            self._show_melds(seat)
        for seat, b in self.mode_buttons.items():
            b.setText(seat_name(seat))
            b.setToolTip(
                translate(
                    "TableView",
                    "A palette click adds the tile to this opponent's pond (a seen tile too).",
                )
            )
        for back in self.take_back.values():
            back.setToolTip(translate("TableView", "Take the last discard back"))
        for add in self.meld_buttons.values():
            add.setText(translate("TableView", "+ meld"))
            add.setToolTip(
                translate(
                    "TableView",
                    "A palette click declares a pung, chow, kong or concealed kong of the tile "
                    "for this opponent, and whose pond the tile was called from (it stays "
                    "there, marked; its tiles are seen tiles; a click on a meld takes it away).",
                )
            )
        self.offer_label.setText(translate("TableView", "To call or pass, a tile thrown by:"))
        for seat, offer in self.offer_buttons.items():
            offer.setText(seat_name(seat))
            offer.setToolTip(
                translate(
                    "TableView",
                    "A palette click offers the tile as just discarded by this opponent: the "
                    "analysis of a 13-tile hand then lists pass and each call on it (chi only "
                    "from the left), each with its best discard. A click on the offered tile, "
                    "or the next change of the hand, takes it away.",
                )
            )
        self._show_offered()
        self._hint.setText(
            translate(
                "TableView",
                "Click a pond tile to mark the riichi declaration; every tile added after it, "
                "to any pond, counts as passed (genbutsu) for that riichi.",
            )
        )

    @Slot()
    def _on_mode_clicked(self) -> None:
        b = self.sender()
        if isinstance(b, QToolButton):
            on = b.isChecked()
            self.modeRequested.emit(str(b.property("mode")) if on else Mode.ADD.value)

    @Slot(int)
    def _on_tile_clicked(self, index: int) -> None:
        pond = self.sender()
        if isinstance(pond, BuiltPond):
            self.riichiToggled.emit(int(pond.property("seat")), index)

    @Slot()
    def _on_take_back(self) -> None:
        b = self.sender()
        if isinstance(b, QToolButton):
            self.takeBackRequested.emit(int(b.property("seat")))

    @Slot(int)
    def _on_offered_clicked(self, index: int) -> None:
        self.offerClearRequested.emit()

    @Slot(int)
    def _on_meld_clicked(self, index: int) -> None:
        flow = self.sender()
        if isinstance(flow, TileFlow):
            self.meldRemoveRequested.emit(int(flow.property("seat")), index)
