"""The window's keys: each key sequence belongs to one action (Qt makes a sequence registered
twice dead, "Ambiguous shortcut overload"), standard keys carry every binding the platform
gives them, and the keys reach the hand's undo stack wherever the focus is."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence, QShortcut

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
