"""The trainer's choice dialogs: which chow a clicked tile makes, which meld an opponent
called. Each has a classmethod ``ask()`` that opens it modally and returns the choice (None when
cancelled); tests replace ``ask`` instead of driving a modal loop."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..shared import i18n
from ..shared.tiles import CONCEALED_KONG_FACES, TileFlow, TileRole

translate = QCoreApplication.translate  # the name lupdate looks for


class ChoiceButton(QPushButton):
    """A button showing a group of tiles with a caption under them. A push button's own size
    hint knows only its text and icon, so this one adds its tiles' and caption's room: laid
    in a dialog's grid, it is as tall as what it shows."""

    MARGIN = 6

    def __init__(
        self, tiles: Sequence[int], face_down: Sequence[bool], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setFlat(True)
        inner = QVBoxLayout(self)
        inner.setContentsMargins(self.MARGIN, self.MARGIN, self.MARGIN, self.MARGIN)
        inner.setSpacing(2)
        self.tiles = TileFlow(TileRole.MELD, plates=True, inset=1, parent=self)
        self.tiles.set_groups([tuple(tiles)], face_down=[tuple(face_down)])
        self.tiles.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        inner.addWidget(self.tiles, 0, Qt.AlignmentFlag.AlignHCenter)
        self.caption = QLabel(self)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.caption.hide()
        inner.addWidget(self.caption)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)

    def set_caption(self, text: str) -> None:
        """The words under the tiles (none shown for "")."""
        self.caption.setText(text)
        self.caption.setVisible(bool(text))
        self.updateGeometry()

    def _contents(self) -> QSize:
        inner = self.layout()
        return inner.totalSizeHint() if inner is not None else QSize()

    def sizeHint(self) -> QSize:
        return super().sizeHint().expandedTo(self._contents())

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint().expandedTo(self._contents())


class ChowDialog(QDialog):
    """Which chow? Shown when the clicked tile sits in more than one possible run."""

    def __init__(self, tile: int, starts: Sequence[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._starts = tuple(starts)
        self._tile = tile
        self.choice: Any = None
        layout = QVBoxLayout(self)
        self._label = QLabel(self)
        layout.addWidget(self._label)
        row = QGridLayout()
        self._group = QButtonGroup(self)
        self.buttons: list[ChoiceButton] = []
        for i, s in enumerate(self._starts):
            button = ChoiceButton(self.group_of(s), self.face_down_of(s), self)
            self._group.addButton(button, i)
            row.addWidget(button, i // self.PER_ROW, i % self.PER_ROW)
            self.buttons.append(button)
        layout.addLayout(row)
        self._box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        layout.addWidget(self._box)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self._group.idClicked.connect(self._on_chosen)
        self._box.rejected.connect(self.reject)

    # The most choices in one row.
    PER_ROW = 4

    def group_of(self, choice: Any) -> tuple[int, ...]:
        """The tiles a choice's button shows (a run from its first tile)."""
        return (choice, choice + 1, choice + 2)

    def face_down_of(self, choice: Any) -> tuple[bool, ...]:
        """Which of a choice's tiles show their back (none)."""
        return ()

    def caption_of(self, choice: Any) -> str:
        """The words under a choice's tiles: the run from its first to its last tile."""
        return translate("ChowDialog", "{first} to {last}").format(
            first=i18n.tile_name(choice), last=i18n.tile_name(choice + 2)
        )

    def captions(self) -> list[str]:
        """The words under each choice, in order."""
        return [b.caption.text() for b in self.buttons]

    def _retranslate_captions(self) -> None:
        for choice, button in zip(self._starts, self.buttons, strict=True):
            button.set_caption(self.caption_of(choice))

    def retranslate(self) -> None:
        self._retranslate_captions()
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


class MeldChoiceDialog(ChowDialog):
    """Which meld did the opponent declare, and from whom? The pung, kong and chows holding
    the clicked tile, each from the seats it can be called from, and the concealed kong: each
    a ``(kind, first tile, source seat)`` triple (source -1: called from nobody)."""

    def group_of(self, choice: Any) -> tuple[int, ...]:
        kind, tile = choice[:2]
        if kind == "chow":
            return (tile, tile + 1, tile + 2)
        return (tile,) * (4 if kind in ("kong", "concealed-kong") else 3)

    def face_down_of(self, choice: Any) -> tuple[bool, ...]:
        return CONCEALED_KONG_FACES if choice[0] == "concealed-kong" else ()

    def caption_of(self, choice: Any) -> str:
        if choice[0] == "concealed-kong":
            return translate("MeldChoiceDialog", "concealed kong")
        if len(choice) < 3 or choice[2] < 0:
            return ""
        return translate("MeldChoiceDialog", "from {seat}").format(
            seat=i18n.seat_name(choice[2], short=True)
        )

    def retranslate(self) -> None:
        self._retranslate_captions()
        self.setWindowTitle(translate("MeldChoiceDialog", "Declare an opponent's meld"))
        self._label.setText(
            translate("MeldChoiceDialog", "Which meld holds {name}?").format(
                name=i18n.tile_name(self._tile)
            )
        )

    @classmethod
    def ask(  # type: ignore[override]
        cls, parent: QWidget | None, tile: int, starts: Sequence[tuple[str, int, int]]
    ) -> tuple[str, int, int] | None:
        """The chosen ``(kind, first tile, source seat)``, or None."""
        choice = super().ask(parent, tile, starts)  # type: ignore[arg-type]
        return choice if isinstance(choice, tuple) else None
