"""The window's keys: each key sequence belongs to one action (Qt makes a sequence registered
twice dead, "Ambiguous shortcut overload"), standard keys carry every binding the platform
gives them, and the keys reach the hand's undo stack wherever the focus is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication

from mjtrainer.app.shared.viewmodel import Mode
from mjtrainer.words.languages import codes

LANGUAGE_CODES = codes()

Std = QKeySequence.StandardKey
PORTABLE = QKeySequence.SequenceFormat.PortableText


def registered(window) -> list[tuple[str, str]]:
    """(owner, key sequence) of every shortcut of the window's actions and shortcut objects."""
    out = []
    for a in window.findChildren(QAction):
        out += [(a.text() or a.objectName(), k.toString(PORTABLE)) for k in a.shortcuts()]
    for s in window.findChildren(QShortcut):
        out += [(s.whatsThis() or "QShortcut", k.toString(PORTABLE)) for k in s.keys()]
    return out


def test_no_two_actions_share_a_key_sequence(window):
    owners: dict[str, list[str]] = {}
    for owner, key in registered(window):
        owners.setdefault(key, []).append(owner)
    shared = {key: who for key, who in owners.items() if len(who) > 1}
    assert shared == {}
    assert "" not in owners  # a standard key the platform leaves unbound adds nothing
    assert "Ctrl+Z" in owners and "Ctrl+Q" in owners


def test_standard_keys_carry_every_platform_binding_once(window):
    """Each standard key resolved as the platform does (QKeySequence.keyBindings): all its
    bindings are on its action, and the fallback literal is added only when the platform has
    not bound it already."""
    cases = (
        (window.undo_action, Std.Undo, ()),
        (window.redo_action, Std.Redo, ("Ctrl+Shift+Z",)),
        (window.quit_action, Std.Quit, ("Ctrl+Q",)),
        (window.settings_action, Std.Preferences, ("Ctrl+,",)),
    )
    for action, standard, literals in cases:
        keys = [k.toString(PORTABLE) for k in action.shortcuts()]
        bindings = [k.toString(PORTABLE) for k in QKeySequence.keyBindings(standard)]
        assert keys[: len(bindings)] == bindings, action.text()
        assert set(literals) <= set(keys), action.text()
        assert len(keys) == len(set(keys)), action.text()


def type_text(qtbot, window, text: str) -> None:
    edit = window.trainer.notation.edit
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


TRAINER_ACTIONS = (
    "undo_action",
    "redo_action",
    "clear_action",
    "random_action",
    "copy_action",
    "paste_action",
)


@pytest.mark.parametrize("name", TRAINER_ACTIONS)
def test_a_trainer_action_off_the_trainer_shows_the_trainer(window, qtbot, name):
    """Random hand, clear, paste … act on the trainer's hand: from the quiz or progress page
    they bring the trainer up, so the hand never changes out of sight."""
    for tile in (0, 1, 2, 3):  # two steps to undo and two to redo, one for each page
        window.controller.add_tile(tile)
    window.controller.undo_stack.undo()
    window.controller.undo_stack.undo()
    QApplication.clipboard().setText("19m19p19s1234567z")
    for page in (window.quiz_page, window.progress_page):
        window.tabs.setCurrentWidget(page)
        getattr(window, name).trigger()
        assert window.tabs.currentWidget() is window.trainer


def test_random_hand_by_key_on_the_quiz_page_shows_the_new_hand(window, qtbot):
    window.tabs.setCurrentWidget(window.quiz_page)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentWidget() is window.trainer
    assert window.controller.hand.size in (13, 14)


def test_mode_keys_off_the_trainer_show_the_trainer(window, qtbot):
    window.tabs.setCurrentWidget(window.quiz_page)
    window.mode_actions[Mode.SEEN].trigger()
    assert window.tabs.currentWidget() is window.trainer
    assert window.controller.mode is Mode.SEEN


def test_undo_in_the_notation_box_undoes_the_hand(window, qtbot):
    """Ctrl+Z with the focus in the text box goes to the hand's undo stack, not the box's
    own text history: box and hand stay one."""
    window.controller.add_tile(31)
    type_text(qtbot, window, "123m456p")
    edit = window.trainer.notation.edit
    assert window.controller.notation() == "123m456p"
    assert edit.hasFocus()
    qtbot.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.notation() == "5z"
    assert edit.text() == "5z"
    redo = QKeySequence.keyBindings(Std.Redo)[0]
    qtbot.keyClick(edit, redo[0].key(), redo[0].keyboardModifiers())
    assert window.controller.notation() == "123m456p"
    assert edit.text() == "123m456p"
    # Nothing left to undo: the key still never reaches the box's own history.
    window.controller.undo_stack.clear()
    qtbot.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert edit.text() == "123m456p" == window.controller.notation()


def test_the_notation_box_menu_undoes_the_hand(window, qtbot):
    window.controller.add_tile(31)
    type_text(qtbot, window, "123m")
    menu = window.trainer.notation.context_menu()
    undo = next(a for a in menu.actions() if a.objectName() == "edit-undo")
    redo = next(a for a in menu.actions() if a.objectName() == "edit-redo")
    assert undo.isEnabled() and not redo.isEnabled()
    undo.trigger()
    assert window.controller.notation() == "5z" == window.trainer.notation.edit.text()
    menu.deleteLater()
    menu = window.trainer.notation.context_menu()
    redo = next(a for a in menu.actions() if a.objectName() == "edit-redo")
    assert redo.isEnabled()
    redo.trigger()
    assert window.controller.notation() == "123m" == window.trainer.notation.edit.text()
    menu.deleteLater()


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_menu_mnemonics_are_distinct(window, language):
    """Alt+letter opens one menu or focuses one field: two owners of a letter make Alt cycle
    between them (the Help menu once took Edit's E; the Hand menu then took the notation box's
    N). Menus against each other and against the labels of each page."""
    from PySide6.QtWidgets import QCheckBox, QLabel

    window.settings.set_language(language)

    def letter(text: str) -> str | None:
        i = text.find("&")
        return text[i + 1].lower() if 0 <= i < len(text) - 1 else None

    menus = [
        letter(m.title())
        for m in (window.file_menu, window.edit_menu, window.hand_menu, window.help_menu)
    ]
    assert len(set(menus)) == len(menus), menus
    for page in (window.trainer, window.quiz_page):
        labels = [letter(lb.text()) for lb in page.findChildren(QLabel) if lb.buddy() is not None]
        labels += [letter(b.text()) for b in page.findChildren(QCheckBox)]
        labels = [x for x in labels if x]
        clash = set(labels) & set(menus)
        assert not clash, (type(page).__name__, clash)
        assert len(set(labels)) == len(labels), (type(page).__name__, sorted(labels))
