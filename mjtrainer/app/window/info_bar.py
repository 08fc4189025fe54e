"""A lasting message above the pages (a progress file that had to be replaced …)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

translate = QCoreApplication.translate  # the name lupdate looks for


class InfoBar(QFrame):
    """A lasting message above the pages (e.g. a progress file that had to be replaced), until
    the user closes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("infoBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.close_button = QToolButton(self)
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.close_button.clicked.connect(self.hide)
        self.hide()

    @Slot(str)
    def show_message(self, text: str) -> None:
        self.label.setText(text)
        self.setVisible(bool(text))

    def retranslate(self) -> None:
        self.close_button.setToolTip(translate("MainWindow", "Close this message"))
