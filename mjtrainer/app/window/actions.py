"""The window's actions: each with its keys (the platform's standard ones first), its text and
tip in the current language, the toolbar that shows the common ones, and the Hand menu's click
modes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolBar

from ..shared.viewmodel import Mode
from ..trainer.page import MODES, mode_label

translate = QCoreApplication.translate  # the name lupdate looks for


def key_sequences(*keys: QKeySequence.StandardKey | str) -> list[QKeySequence]:
    """The shortcuts of an action: every binding the platform gives each standard key, then
    each literal sequence the platform has not bound already; each sequence once, none empty.

    A sequence registered twice is dead under Qt ("Ambiguous shortcut overload"): X11 binds
    Redo to Ctrl+Shift+Z and Quit to Ctrl+Q, other platforms bind them differently or not at
    all, so the literal fallbacks must be checked against the platform's own list.
    """
    out: list[QKeySequence] = []
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            found = QKeySequence.keyBindings(key)
        else:
            found = [QKeySequence(key)]
        out += [k for k in found if not k.isEmpty() and k not in out]
    return out


def on_keyboard(k: QKeySequence) -> bool:
    """Whether ``k`` is typed on an ordinary keyboard: not F13–F35, nor a key of special
    keyboards (Undo, Help, Exit …) that Qt's standard keys add to their bindings."""
    # PySide6's stubs lack QKeySequence.__getitem__ (Qt has operator[]): the first key.
    return k.count() > 0 and k[0].key().value < Qt.Key.Key_F13.value  # type: ignore[index]


class WindowActions:
    """Every action of the window, added to it (its keys work on every page) and owned by it;
    the common ones on a toolbar."""

    def __init__(self, window: QMainWindow) -> None:
        def action(*keys: QKeySequence.StandardKey | str) -> QAction:
            a = QAction(window)
            a.setShortcuts(key_sequences(*keys))
            window.addAction(a)
            return a

        Std = QKeySequence.StandardKey
        self.undo = action(Std.Undo)
        self.redo = action(Std.Redo, "Ctrl+Shift+Z")
        self.clear = action("Ctrl+N")
        self.random = action("Ctrl+R")
        self.practice = action("Ctrl+D")
        self.copy = action("Ctrl+Shift+C")
        self.paste = action("Ctrl+Shift+V")
        self.settings = action(Std.Preferences, "Ctrl+,")
        self.quit = action(Std.Quit, "Ctrl+Q")
        self.glossary = action(Std.HelpContents)
        self.shortcuts = action()
        self.open_game = action(Std.Open)
        self.undo.setEnabled(False)
        self.redo.setEnabled(False)
        self.modes: dict[Mode, QAction] = {}
        group = QActionGroup(window)
        # The strip's modes (winning tile, dora) have no action: none may be checked then.
        group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for i, mode in enumerate(MODES, start=1):
            a = action(f"Ctrl+{i}")
            a.setCheckable(True)
            a.setData(mode.value)
            group.addAction(a)
            self.modes[mode] = a
        self.modes[Mode.ADD].setChecked(True)
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("main")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setIconSize(QSize(16, 16))
        for a in (
            self.undo,
            self.redo,
            self.clear,
            self.random,
            self.copy,
            self.paste,
            self.settings,
        ):
            self.toolbar.addAction(a)
        window.addToolBar(self.toolbar)

    def trainer(self) -> list[QAction]:
        """The actions that act on the trainer's hand (each shows the trainer page first)."""
        return [
            self.undo,
            self.redo,
            self.clear,
            self.random,
            self.practice,
            self.copy,
            self.paste,
            *self.modes.values(),
        ]

    def check_mode(self, mode: Mode) -> None:
        """Check the action of ``mode``, or none for a mode of the situation strip."""
        action = self.modes.get(mode)
        if action is not None:
            action.setChecked(True)
        else:
            for a in self.modes.values():
                a.setChecked(False)

    def retranslate(self) -> None:
        self.toolbar.setWindowTitle(translate("MainWindow", "Toolbar"))
        texts = (
            (
                self.undo,
                translate("MainWindow", "Undo"),
                translate("MainWindow", "Undo the last hand edit"),
            ),
            (
                self.redo,
                translate("MainWindow", "Redo"),
                translate("MainWindow", "Redo the hand edit undone"),
            ),
            (
                self.clear,
                translate("MainWindow", "Clear"),
                translate("MainWindow", "Empty the hand, melds and seen tiles"),
            ),
            (
                self.random,
                translate("MainWindow", "Random hand"),
                translate("MainWindow", "Deal 13 or 14 tiles from a shuffled wall"),
            ),
            (
                self.practice,
                translate("MainWindow", "New practice deal"),
                translate("MainWindow", "Play a deal alone, draw by draw, each discard graded"),
            ),
            (
                self.copy,
                translate("MainWindow", "Copy notation"),
                translate("MainWindow", "Copy the hand as text"),
            ),
            (
                self.paste,
                translate("MainWindow", "Paste notation"),
                translate("MainWindow", "Replace the hand by the text on the clipboard"),
            ),
            (
                self.settings,
                translate("MainWindow", "Settings…"),
                translate("MainWindow", "Rules and language"),
            ),
            (self.quit, translate("MainWindow", "Quit"), ""),
            (
                self.open_game,
                translate("MainWindow", "Open game…"),
                translate("MainWindow", "Open a game log to review (tenhou.net/6, mjai, mjlog)"),
            ),
            (
                self.glossary,
                translate("MainWindow", "Glossary…"),
                translate("MainWindow", "Shanten, waits, effective tiles and the rules explained"),
            ),
            (
                self.shortcuts,
                translate("MainWindow", "Keyboard shortcuts…"),
                translate("MainWindow", "Every key of the window"),
            ),
        )
        for a, text, tip in texts:
            a.setText(text)
            shortcut = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{tip} ({shortcut})" if tip and shortcut else tip or text)
        for mode, a in self.modes.items():
            a.setText(translate("MainWindow", "Mode: {mode}").format(mode=mode_label(mode)))
