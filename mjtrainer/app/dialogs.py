"""Dialogs. Each has a classmethod ``ask()`` that opens it modally and returns the answer (None
when cancelled); tests replace ``ask`` instead of driving a modal loop."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from . import i18n
from .tiles import TileFlow, TileRole
from .viewmodel import TILE_SIZES, SettingsValue

translate = QCoreApplication.translate  # the name lupdate looks for


class ChowDialog(QDialog):
    """Which chow? Shown when the clicked tile sits in more than one possible run."""

    def __init__(self, tile: int, starts: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._starts = tuple(starts)
        self._tile = tile
        self.choice: int | None = None
        layout = QVBoxLayout(self)
        self._label = QLabel(self)
        layout.addWidget(self._label)
        row = QHBoxLayout()
        self._group = QButtonGroup(self)
        self.buttons: list[QPushButton] = []
        for i, s in enumerate(self._starts):
            button = QPushButton(self)
            button.setFlat(True)
            inner = QHBoxLayout(button)
            inner.setContentsMargins(4, 4, 4, 4)
            group = TileFlow(TileRole.MELD, plates=True, inset=1, parent=button)
            group.set_groups([(s, s + 1, s + 2)])
            group.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            inner.addWidget(group)
            button.setMinimumSize(group.sizeHint().width() + 12, group.sizeHint().height() + 12)
            self._group.addButton(button, i)
            row.addWidget(button)
            self.buttons.append(button)
        layout.addLayout(row)
        self._box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        layout.addWidget(self._box)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self._group.idClicked.connect(self._on_chosen)
        self._box.rejected.connect(self.reject)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ChowDialog", "Declare a chow"))
        self._label.setText(
            translate("ChowDialog", "Which chow holds {name}?").format(
                name=i18n.tile_name(self._tile)
            )
        )

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    @Slot(int)
    def _on_chosen(self, index: int) -> None:
        self.choice = self._starts[index]
        self.accept()

    @classmethod
    def ask(cls, parent: QWidget | None, tile: int, starts: Sequence[int]) -> int | None:
        """The first tile of the chosen run, or None."""
        dialog = cls(tile, starts, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.choice
            return None
        finally:
            dialog.deleteLater()


class SettingsDialog(QDialog):
    """Rules preset and options; the language and the tile size."""

    def __init__(self, value: SettingsValue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = value
        self._preset_options = {p: dict(opts) for p, opts in value.preset_options}
        layout = QVBoxLayout(self)
        self._rules_box = QGroupBox(self)
        form = QFormLayout(self._rules_box)
        self._preset_label = QLabel(self._rules_box)
        self.preset = QComboBox(self._rules_box)
        for key, _ in value.preset_options or ((value.preset, ()),):
            self.preset.addItem(key, key)
        self._preset_label.setBuddy(self.preset)
        form.addRow(self._preset_label, self.preset)
        self.options: dict[str, QCheckBox] = {}
        for key, on in value.options:
            box = QCheckBox(self._rules_box)
            box.setChecked(on)
            form.addRow(box)
            self.options[key] = box
        layout.addWidget(self._rules_box)
        self._lang_box = QGroupBox(self)
        lang_form = QFormLayout(self._lang_box)
        self._lang_label = QLabel(self._lang_box)
        self.language = QComboBox(self._lang_box)
        for code, name in i18n.LANGUAGE_NAMES:
            self.language.addItem(name, code)
        self._lang_label.setBuddy(self.language)
        lang_form.addRow(self._lang_label, self.language)
        self._tile_size_label = QLabel(self._lang_box)
        self.tile_size = QComboBox(self._lang_box)
        for key in TILE_SIZES:
            self.tile_size.addItem(key, key)
        self._tile_size_label.setBuddy(self.tile_size)
        lang_form.addRow(self._tile_size_label, self.tile_size)
        layout.addWidget(self._lang_box)
        self._box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        layout.addWidget(self._box)
        self.preset.setCurrentIndex(max(0, self.preset.findData(value.preset)))
        self.language.setCurrentIndex(max(0, self.language.findData(value.language)))
        self.tile_size.setCurrentIndex(max(0, self.tile_size.findData(value.tile_size)))
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.preset.activated.connect(self._on_preset_activated)
        self._box.accepted.connect(self.accept)
        self._box.rejected.connect(self.reject)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._rules_box.setTitle(translate("SettingsDialog", "Rules"))
        self._preset_label.setText(translate("SettingsDialog", "&Preset:"))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, i18n.preset(self.preset.itemData(i)))
        for key, box in self.options.items():
            box.setText(i18n.option(key))
        self._lang_box.setTitle(translate("SettingsDialog", "Display"))
        self._lang_label.setText(translate("SettingsDialog", "&Language:"))
        self._tile_size_label.setText(translate("SettingsDialog", "&Tile size:"))
        names = {
            "small": translate("SettingsDialog", "Small"),
            "medium": translate("SettingsDialog", "Medium"),
            "large": translate("SettingsDialog", "Large"),
        }
        for i in range(self.tile_size.count()):
            self.tile_size.setItemText(i, names[self.tile_size.itemData(i)])

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    @Slot(int)
    def _on_preset_activated(self, index: int) -> None:
        # A preset brings its own options; the user can still toggle them afterwards.
        for key, on in self._preset_options.get(self.preset.itemData(index), {}).items():
            if key in self.options:
                self.options[key].setChecked(on)

    def value(self) -> SettingsValue:
        return SettingsValue(
            preset=str(self.preset.currentData()),
            options=tuple((k, b.isChecked()) for k, b in self.options.items()),
            language=str(self.language.currentData()),
            preset_options=self._value.preset_options,
            tile_size=str(self.tile_size.currentData()),
        )

    @classmethod
    def ask(cls, parent: QWidget | None, value: SettingsValue) -> SettingsValue | None:
        """The settings chosen, or None when cancelled."""
        dialog = cls(value, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.value()
            return None
        finally:
            dialog.deleteLater()
