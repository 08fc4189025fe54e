"""The situation strip: how the trainer's hand won, above the analysis under mcr and riichi.

The winning tile (picked in the hand, or the best tile of the hand when none is picked), on a
discard or by self-draw, seat and round wind, and the flags of the rules in force, in the
order and with the labels the scoring package declares them (``SITUATION_FIELDS``): MCR last
tile, kong, last of its kind and flowers; riichi last tile, kong, riichi, double riichi,
ippatsu, the honba and the riichi sticks on the table, and the dora indicators (last, picked
from the palette like seen tiles; the dealer is the seat East). The strip draws
:class:`~.viewmodel.HandState` and emits intents; the :class:`~.controller.TrainerController`
owns the situation.
"""

from __future__ import annotations

import functools
from dataclasses import fields

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator, Signal, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QHBoxLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import MPSZ
from ...core.tiles import NAMES_EN
from ...scoring.situation import FIELD_BY_NAME, SITUATION_FIELDS, FieldKind
from ...words import languages
from ..scoring.views import kong_flag
from ..shared import i18n, score_i18n, tileart
from ..shared.score_model import MAX_STICKS, WINDS, ScoreKind, SituationState
from ..shared.tiles import TileFlow, TileRole
from ..shared.viewmodel import (
    HandState,
    Mode,
)
from ..shared.widgets import FlowLayout, Retranslating, set_visible
from .steady_widgets import (
    OneOf,
    SteadyCheckBox,
    SteadyComboBox,
    SteadyLabel,
    SteadyRadioButton,
    SteadyToolButton,
)

translate = QCoreApplication.translate  # the name lupdate looks for


@functools.cache
def _other_translators() -> tuple[QTranslator, ...]:
    found = (i18n.load_translator(language.code) for language in languages.LANGUAGES[1:])
    return tuple(t for t in found if t is not None)


def every_language(context: str, source: str) -> tuple[str, ...]:
    """``source`` and its translation in every shipped language, whichever is installed: the
    texts a label may come to show, so it can keep room for the widest."""
    texts = [source] + [t.translate(context, source) or source for t in _other_translators()]
    return tuple(dict.fromkeys(texts))


def tile_name_texts(tile: int) -> tuple[str, ...]:
    """The tile's name in every shipped language (see :func:`every_language`)."""
    return every_language("Tile", NAMES_EN[tile])


def flag_texts(key: str) -> tuple[str, ...]:
    """The flag's label in every shipped language (see :func:`every_language`)."""
    return every_language("Situation", score_i18n.flag_source(key))


_Texted = SteadyLabel | SteadyToolButton | SteadyRadioButton | SteadyCheckBox

#: The fields of a win the trainer keeps (its state's), by the scoring package's names: each
#: flag among them is a check box and each count a spin box, as declared. The strip shows the
#: others its own way (the winning tile, how it was won, the winds, the dealer: the seat East,
#: the dora indicators: picked in the palette) or not at all (ura dora, which the trainer
#: does not keep: they are turned over only after a riichi win).
_KEPT = frozenset(f.name for f in fields(SituationState))
_ASKED = tuple(f for f in SITUATION_FIELDS if not f.basic and f.name in _KEPT)
#: A count's label with its keyboard mnemonic, by field (else its declared label).
_COUNT_LABELS: dict[str, object] = {
    "flowers": QT_TRANSLATE_NOOP("Situation", "Fl&owers:"),
    "honba": QT_TRANSLATE_NOOP("Situation", "Hon&ba:"),
    "riichi_sticks": QT_TRANSLATE_NOOP("Situation", "Riichi stic&ks:"),
}
#: What a count's spin box holds, by field.
_COUNT_TIPS: dict[str, object] = {
    "honba": QT_TRANSLATE_NOOP(
        "Situation", "Counter sticks on the table: 300 points each to the winner"
    ),
    "riichi_sticks": QT_TRANSLATE_NOOP(
        "Situation", "Riichi deposits on the table: 1000 points each, all to the winner"
    ),
}

DEALER = QT_TRANSLATE_NOOP("Situation", "(dealer)")
NOT_DEALER = QT_TRANSLATE_NOOP("Situation", "(not dealer)")


def _say(widget: _Texted, source: object, *others: object) -> None:
    """Label ``widget`` with ``source`` (context "Situation") in the current language, and
    keep room for it and ``others`` in every language: a label that changes moves nothing.
    (The texts are QT_TRANSLATE_NOOP's marks, typed ``object`` by PySide6's stubs.)"""
    texts = [str(source), *(str(o) for o in others)]
    widget.setText(translate("Situation", texts[0]))
    widget.set_texts([t for s in texts for t in every_language("Situation", s)])


def _group(*widgets: QWidget) -> QWidget:
    """Widgets side by side that wrap as one."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(4)
    for w in widgets:
        row.addWidget(w)
    return box


class SituationStrip(Retranslating):
    """How the hand won: winning tile, discard or self-draw, winds and the rules' flags.

    Its controls keep their places whatever the situation and the language: each text keeps
    the room of its widest wording, the winning tile and "the best tile of the hand" share
    one place, and the dora tiles come after the button that adds them."""

    fieldChanged = Signal(str, object)  # a SituationState field and its new value
    winTilePickRequested = Signal(bool)  # "Pick" toggled: the winning-tile click mode on/off
    bestTileRequested = Signal()  # forget the tile picked: the best tile of the hand
    doraPickRequested = Signal(bool)  # the dora-indicator click mode on/off
    doraClicked = Signal(int)  # a dora indicator to take back

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = HandState()
        self._situation = SituationState()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        body = QWidget(self)
        self._flow = FlowLayout(body, 10)
        layout.addWidget(body)

        self._win_label = SteadyLabel()
        self.win_tile = TileFlow(TileRole.SEEN, spacing=2, inset=1)
        self.win_best = SteadyLabel()
        self.win_best.setObjectName("small")
        self._win_place = OneOf(self.win_best, self.win_tile, least=self.win_tile.slot_size)
        self.pick_button = SteadyToolButton()
        self.pick_button.setObjectName("mode")
        self.pick_button.setCheckable(True)
        self.best_button = SteadyToolButton()
        self.best_button.setObjectName("mode")
        self._flow.addWidget(
            _group(self._win_label, self._win_place, self.pick_button, self.best_button)
        )

        self.discard_radio = SteadyRadioButton()
        self.self_drawn_radio = SteadyRadioButton()
        self._how = QButtonGroup(self)
        self._how.addButton(self.discard_radio)
        self._how.addButton(self.self_drawn_radio)
        self.discard_radio.setChecked(True)
        self._flow.addWidget(_group(self.discard_radio, self.self_drawn_radio))

        self._seat_label = SteadyLabel()
        self.seat = SteadyComboBox()
        self._round_label = SteadyLabel()
        self.round = SteadyComboBox()
        names = [t for w in WINDS for t in tile_name_texts(27 + WINDS.index(w))]
        for box in (self.seat, self.round):
            for w in WINDS:
                box.addItem(w, w)
            box.set_texts(names)
        self._seat_label.setBuddy(self.seat)
        self._round_label.setBuddy(self.round)
        self.dealer = SteadyLabel()
        self.dealer.setObjectName("small")
        self._flow.addWidget(
            _group(self._seat_label, self.seat, self._round_label, self.round, self.dealer)
        )

        #: The widget of each field of the win the strip asks, by the scoring package's name.
        self.fields: dict[str, QWidget] = {
            "win_tile": self.pick_button,
            "self_drawn": self.self_drawn_radio,
            "seat_wind": self.seat,
            "round_wind": self.round,
            "dealer": self.dealer,
        }
        # The basics tell their declared label on hover (their own labels are short).
        self._tipped: dict[str, QWidget] = {
            "win_tile": self._win_place,
            "seat_wind": self.seat,
            "round_wind": self.round,
        }
        self.flags: dict[str, QCheckBox] = {}
        self.counts: dict[str, QSpinBox] = {}
        self._count_labels: dict[str, SteadyLabel] = {}
        self._count_boxes: dict[str, QWidget] = {}
        for declared in _ASKED:
            name = declared.name
            if declared.kind is FieldKind.FLAG:
                flag_box = SteadyCheckBox()
                flag_box.setProperty("flag", name)
                keys = [name, *(key for key, _ in declared.readings)]
                flag_box.set_texts([t for key in keys for t in flag_texts(key)])
                self.flags[name] = flag_box
                self.fields[name] = flag_box
                self._flow.addWidget(flag_box)
            elif declared.kind is FieldKind.COUNT:
                label = SteadyLabel()
                spin = QSpinBox()
                spin.setProperty("field", name)
                # The trainer's own bound for sticks is below the scorer's.
                spin.setRange(0, min(declared.most, MAX_STICKS))
                # Typing "12" is one change (one undo step), not "1" then "12".
                spin.setKeyboardTracking(spin.maximum() < 10)
                label.setBuddy(spin)
                self._count_labels[name] = label
                self.counts[name] = spin
                self.fields[name] = spin
                self._count_boxes[name] = _group(label, spin)
                self._flow.addWidget(self._count_boxes[name])

        self._dora_label = SteadyLabel()
        self.dora = TileFlow(TileRole.SEEN, spacing=2, inset=1, clickable=True)
        self.dora_none = SteadyLabel()
        self.dora_none.setObjectName("placeholder")
        self.dora_button = SteadyToolButton()
        self.dora_button.setObjectName("mode")
        self.dora_button.setCheckable(True)
        # The tiles last and on their own: as they come, nothing before them moves.
        self._dora_box = _group(self._dora_label, self.dora_button)
        self._dora_tiles = _group(self.dora_none, self.dora)
        self.fields["dora_indicators"] = self.dora_button
        self._flow.addWidget(self._dora_box)
        self._flow.addWidget(self._dora_tiles)
        self._connect_signals()
        self.retranslate()
        self.show_state(self._state)

    def _connect_signals(self) -> None:
        self.pick_button.toggled.connect(self._on_pick_toggled)
        self.best_button.clicked.connect(self._on_best_clicked)
        self.self_drawn_radio.toggled.connect(self._on_self_drawn_toggled)
        self.seat.currentIndexChanged.connect(self._on_seat_changed)
        self.round.currentIndexChanged.connect(self._on_round_changed)
        for box in self.flags.values():
            box.toggled.connect(self._on_flag_toggled)
        for spin in self.counts.values():
            spin.valueChanged.connect(self._on_count_changed)
        self.dora_button.toggled.connect(self._on_dora_toggled)
        self.dora.tileClicked.connect(self._on_dora_clicked)

    # --- rendering ---

    @property
    def situation(self) -> SituationState:
        """The situation shown."""
        return self._situation

    def rules(self) -> ScoreKind | None:
        """How the rules whose flags are shown value a win (None when the strip is hidden)."""
        return self._state.scored

    def show_state(self, state: HandState) -> None:
        """Show the situation of ``state`` with the flags of the rules it is scored under (the
        strip hides itself under rules that value no win)."""
        self._state = state
        self._situation = state.situation or SituationState()
        s = self._situation
        flags = state.flags
        set_visible(self, state.scored is not None)
        if state.scored is None:
            return
        widgets = [
            self.pick_button,
            self.self_drawn_radio,
            self.discard_radio,
            self.seat,
            self.round,
            self.dora_button,
            *self.flags.values(),
            *self.counts.values(),
        ]
        for w in widgets:
            w.blockSignals(True)
        try:
            self.pick_button.setChecked(state.mode is Mode.WIN_TILE)
            self.dora_button.setChecked(state.mode is Mode.DORA)
            self.self_drawn_radio.setChecked(s.self_drawn)
            self.discard_radio.setChecked(not s.self_drawn)
            self.seat.setCurrentIndex(WINDS.index(s.seat_wind))
            self.round.setCurrentIndex(WINDS.index(s.round_wind))
            for name, box in self.flags.items():
                box.setChecked(bool(getattr(s, name)))
                set_visible(box, name in flags)
            for name, spin in self.counts.items():
                spin.setValue(getattr(s, name))
                set_visible(self._count_boxes[name], name in flags)
        finally:
            for w in widgets:
                w.blockSignals(False)
        set_visible(self._dora_box, "dora_indicators" in flags)
        set_visible(self._dora_tiles, "dora_indicators" in flags)
        set_visible(self.dealer, "dealer" in flags)
        win = s.win_tile
        self.win_tile.set_tiles(() if win is None else (win,), looks=(tileart.HIGHLIGHT,))
        self._win_place.show_only(self.win_best if win is None else self.win_tile)
        self.best_button.setEnabled(win is not None)
        self.dora.set_tiles(s.dora)
        set_visible(self.dora, bool(s.dora))
        set_visible(self.dora_none, not s.dora)
        self._relabel()

    def retranslate(self) -> None:
        _say(self._win_label, QT_TRANSLATE_NOOP("Situation", "Winning tile:"))
        _say(self.win_best, QT_TRANSLATE_NOOP("Situation", "the best tile of the hand"))
        _say(self.pick_button, QT_TRANSLATE_NOOP("Situation", "Pick…"))
        self.pick_button.setToolTip(
            translate(
                "Situation",
                "Then click the winning tile in your hand (or, with 13 tiles, the palette tile "
                "that completes them).",
            )
        )
        _say(self.best_button, QT_TRANSLATE_NOOP("Situation", "Best"))
        self.best_button.setToolTip(
            translate("Situation", "Score the hand on its best tile instead of the one picked")
        )
        _say(self.discard_radio, QT_TRANSLATE_NOOP("Situation", "On a discard"))
        _say(self.self_drawn_radio, FIELD_BY_NAME["self_drawn"].label)
        _say(self._seat_label, QT_TRANSLATE_NOOP("Situation", "&Seat:"))
        _say(self._round_label, QT_TRANSLATE_NOOP("Situation", "&Round:"))
        for name in ("win_tile", "seat_wind", "round_wind"):
            self._tipped[name].setToolTip(score_i18n.flag(name))
        for box in (self.seat, self.round):
            for i, w in enumerate(WINDS):
                box.setItemText(i, score_i18n.wind(w))
        for name, label in self._count_labels.items():
            _say(label, _COUNT_LABELS.get(name, FIELD_BY_NAME[name].label))
        for name, spin in self.counts.items():
            if name in _COUNT_TIPS:
                spin.setToolTip(translate("Situation", str(_COUNT_TIPS[name])))
        _say(self._dora_label, QT_TRANSLATE_NOOP("Situation", "Dora indicators:"))
        _say(self.dora_none, QT_TRANSLATE_NOOP("Situation", "none"))
        _say(self.dora_button, QT_TRANSLATE_NOOP("Situation", "Add…"))
        self.dora_button.setToolTip(
            translate(
                "Situation",
                "Then click the indicator tiles in the palette: they count as seen tiles too. "
                "Click an indicator here to take it back.",
            )
        )
        self.flags["last_tile"].setToolTip(
            translate(
                "Situation",
                "Won on the wall's last tile: 妙手回春 / haitei self-drawn, 海底捞月 / houtei "
                "on a discard",
            )
        )
        self.flags["last_of_kind"].setToolTip(
            translate(
                "Situation",
                "和绝张: the other three copies of the winning tile are already in view",
            )
        )
        self._relabel()

    def _relabel(self) -> None:
        s = self._situation
        for name, box in self.flags.items():
            key = kong_flag(s.self_drawn) if name == "kong" else name
            box.setText(score_i18n.flag(key))
        self.flags["kong"].setToolTip(
            translate("Situation", "Self-drawn after declaring a kong (杠上开花 / rinshan)")
            if s.self_drawn
            else translate(
                "Situation", "Won on the tile another player adds to a pung (抢杠和 / chankan)"
            )
        )
        _say(self.dealer, DEALER if s.dealer else NOT_DEALER, NOT_DEALER if s.dealer else DEALER)
        win = s.win_tile
        self.win_tile.setAccessibleName(
            "" if win is None else i18n.tile_name(win) + " (" + MPSZ[win] + ")"
        )

    # --- intents ---

    @Slot(bool)
    def _on_pick_toggled(self, on: bool) -> None:
        self.winTilePickRequested.emit(on)

    @Slot()
    def _on_best_clicked(self) -> None:
        self.bestTileRequested.emit()

    @Slot(bool)
    def _on_self_drawn_toggled(self, on: bool) -> None:
        self.fieldChanged.emit("self_drawn", on)

    @Slot(int)
    def _on_seat_changed(self, index: int) -> None:
        self.fieldChanged.emit("seat_wind", WINDS[index])

    @Slot(int)
    def _on_round_changed(self, index: int) -> None:
        self.fieldChanged.emit("round_wind", WINDS[index])

    @Slot(bool)
    def _on_flag_toggled(self, on: bool) -> None:
        box = self.sender()
        if isinstance(box, QCheckBox):
            self.fieldChanged.emit(str(box.property("flag")), on)

    @Slot(int)
    def _on_count_changed(self, value: int) -> None:
        spin = self.sender()
        if isinstance(spin, QSpinBox):
            self.fieldChanged.emit(str(spin.property("field")), value)

    @Slot(bool)
    def _on_dora_toggled(self, on: bool) -> None:
        self.doraPickRequested.emit(on)

    @Slot(int, int)
    def _on_dora_clicked(self, tile: int, index: int) -> None:
        self.doraClicked.emit(tile)
