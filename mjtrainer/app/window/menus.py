"""The window's menus (File, Edit, Hand, Help) and the list of every key of the window that
Help → Keyboard shortcuts shows, made from the actions, shortcuts and labels themselves."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QLabel, QMainWindow, QMenu, QWidget

from .actions import WindowActions, on_keyboard

translate = QCoreApplication.translate  # the name lupdate looks for


class WindowMenus:
    """The menu bar's menus; File has Open game and Recent games where there is a review."""

    def __init__(self, window: QMainWindow, actions: WindowActions, review: bool) -> None:
        bar = window.menuBar()
        self.file = bar.addMenu("")
        self.recent: QMenu | None = None
        if review:
            self.file.addAction(actions.open_game)
            self.recent = self.file.addMenu("")
            self.file.addSeparator()
        self.file.addAction(actions.settings)
        self.file.addSeparator()
        self.file.addAction(actions.quit)
        self.edit = bar.addMenu("")
        for a in (actions.undo, actions.redo):
            self.edit.addAction(a)
        self.edit.addSeparator()
        for a in (actions.copy, actions.paste, actions.clear):
            self.edit.addAction(a)
        self.hand = bar.addMenu("")
        self.hand.addAction(actions.random)
        self.hand.addAction(actions.practice)
        self.hand.addSeparator()
        for a in actions.modes.values():
            self.hand.addAction(a)
        self.help = bar.addMenu("")
        self.help.addAction(actions.glossary)
        self.help.addAction(actions.shortcuts)

    def all(self) -> tuple[QMenu, ...]:
        return (self.file, self.edit, self.hand, self.help)

    def retranslate(self) -> None:
        self.file.setTitle(translate("MainWindow", "&File"))
        if self.recent is not None:
            self.recent.setTitle(translate("MainWindow", "Recent games"))
        self.edit.setTitle(translate("MainWindow", "&Edit"))
        self.hand.setTitle(translate("MainWindow", "Han&d"))
        self.help.setTitle(translate("MainWindow", "&Help"))


def shortcut_rows(
    menus: Sequence[QMenu], shortcuts: Iterable[QShortcut], pages: Sequence[QWidget]
) -> list[tuple[str, str]]:
    """(what it does, its keys) of every key the window has, each key once: the actions of
    ``menus`` in menu order, the pages' ``shortcuts``, then the Alt+letter of each menu and of
    each field of ``pages``. Made from the actions, shortcuts and labels themselves, so it
    always says what the keys do; the keys of special keyboards that Qt's standard keys add
    (F14, the Undo, Help and Exit keys) are left out."""
    native = QKeySequence.SequenceFormat.NativeText
    keys: dict[str, list[str]] = {}  # what it does → its keys, in order
    seen: set[str] = set()

    def add(what: str, sequences: Iterable[QKeySequence]) -> None:
        for k in sequences:
            text = k.toString(native)
            if text and text not in seen and on_keyboard(k):
                seen.add(text)
                keys.setdefault(what, []).append(text)

    for menu in menus:
        for a in menu.actions():
            if a.shortcuts():
                add(a.text().replace("&", "").rstrip("…"), a.shortcuts())
    for shortcut in shortcuts:
        add(shortcut.whatsThis(), shortcut.keys())
    rows = [(what, " / ".join(k)) for what, k in keys.items()]
    # Alt+letter: a menu opens, a field takes the focus (one letter may serve a field on each
    # page: one row, its fields together).
    fields: dict[str, list[str]] = {}
    for menu in menus:
        _mnemonic(fields, menu.title(), translate("MainWindow", "Menu: {menu}"), "menu", seen)
    for page in pages:
        owners: list[QWidget] = [b for b in page.findChildren(QAbstractButton)]
        owners += [lb for lb in page.findChildren(QLabel) if lb.buddy() is not None]
        for w in owners:
            text = w.text() if isinstance(w, (QAbstractButton, QLabel)) else ""
            _mnemonic(fields, text, "{field}", "field", seen)
    rows += [(" / ".join(whats), key) for key, whats in fields.items()]
    return rows


def _mnemonic(
    fields: dict[str, list[str]], text: str, template: str, name: str, seen: set[str]
) -> None:
    key = QKeySequence.mnemonic(text).toString(QKeySequence.SequenceFormat.NativeText)
    if not key or (key in seen and key not in fields):
        return
    seen.add(key)
    what = template.format(**{name: text.replace("&", "").rstrip(":：").strip()})
    if what not in fields.setdefault(key, []):
        fields[key].append(what)
