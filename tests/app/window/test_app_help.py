"""The Help menu: a glossary in both languages and the keyboard shortcuts, listed from the
window's own actions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from mjtrainer.app.window import dialogs
from mjtrainer.app.window.actions import on_keyboard
from mjtrainer.app.window.dialogs import GlossaryDialog, ShortcutsDialog, glossary
from mjtrainer.game.review import BEST, DOUBTFUL, GOOD
from mjtrainer.words.languages import codes

LANGUAGE_CODES = codes()

NATIVE = QKeySequence.SequenceFormat.NativeText


def test_the_help_menu_holds_the_glossary_and_the_shortcuts(window):
    assert window.help_menu.title().replace("&", "") == "Help"
    texts = [a.text() for a in window.help_menu.actions()]
    assert texts == ["Glossary…", "Keyboard shortcuts…"]


def test_f1_opens_the_glossary(window, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(GlossaryDialog, "ask", classmethod(lambda cls, parent: opened.append(1)))
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert opened == [1]


def test_the_glossary_explains_every_term_in_english(qtbot):
    dialog = GlossaryDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    for term in (
        "Shanten",
        "Ready (tenpai)",
        "Effective tiles",
        "Seen tiles",
        "two-sided (ryanmen)",
        "closed (kanchan)",
        "edge (penchan)",
        "single (tanki)",
        "dual pung (shanpon)",
        "thirteen-sided",
        "General",
        "Riichi (Japanese)",
        "Chinese Official (MCR 国标)",
        "genbutsu",
        "kabe (wall)",
        "furiten",
        # The look-ahead's numbers and the grades (issue 29 §2.8).
        "Tenpai %",
        "Win %",
        "Value",
        "expected value",
        "pp (percentage points)",
        "What the look-ahead assumes",
        "nobody calls",
        "Graded by shape",
    ):
        assert term in text, term
    entries = [e for _, section in glossary() for e in section]
    assert len(entries) == 29 and all(len(explained) > 20 for _, explained in entries)
    # The grades' limits are the review's own, in percentage points.
    grades = dict(next(s for title, s in glossary() if title.startswith("Grades")))
    assert f"at most {100 * BEST:g} pp" in grades["best"]
    assert f"more than {100 * BEST:g} pp, at most {100 * GOOD:g} pp" in grades["good"]
    assert f"more than {100 * GOOD:g} pp, at most {100 * DOUBTFUL:g} pp" in grades["doubtful"]
    assert f"more than {100 * DOUBTFUL:g} pp" in grades["mistake"]


def test_the_glossary_in_chinese(window, qtbot):
    dialog = GlossaryDialog(window)
    qtbot.addWidget(dialog)
    english = dialog.browser.toPlainText()
    window.settings.set_language("zh_CN")
    qtbot.waitUntil(lambda: dialog.browser.toPlainText() != english)
    text = dialog.browser.toPlainText()
    for term in (
        "向听",
        "听牌",
        "有效牌",
        "已见",
        "两面",
        "嵌张",
        "边张",
        "单钓",
        "双碰",
        "十三面",
        "国标",
        "听牌率",
        "和牌率",
        "期望值",
        "百分点",
        "前瞻的假设",
        "最佳",
        "可疑",
        "失误",
        "按牌形评级",
    ):
        assert term in text, term
    assert dialog.windowTitle() == "术语表"
    ascii_words = [w for w in text.split() if w.isascii() and w.isalpha() and len(w) > 3]
    assert ascii_words == []  # no English sentence left untranslated


def listed(window, monkeypatch) -> list[tuple[str, str]]:
    shown = []
    monkeypatch.setattr(
        ShortcutsDialog, "ask", classmethod(lambda cls, parent, rows: shown.append(list(rows)))
    )
    window.shortcuts_action.trigger()
    return shown[0]


def every_key(rows) -> list[str]:
    return [k for _, keys in rows for k in keys.split(" / ")]


def test_the_shortcuts_list_comes_from_the_actions(window, monkeypatch):
    rows = dict(listed(window, monkeypatch))
    for a in window.findChildren(QAction):
        if a.shortcuts() and a.text():
            keys = rows[a.text().rstrip("…")]
            for k in a.shortcuts():
                assert (k.toString(NATIVE) in keys.split(" / ")) == on_keyboard(k), a.text()
    assert rows["Quiz: next question"] == "Space"
    assert set(rows["Quiz: submit the answer"].split(" / ")) == {"Return", "Enter"}
    # A key changed on an action is a key changed in the list: nothing is written twice.
    window.random_action.setShortcut(QKeySequence("Ctrl+Alt+D"))
    assert dict(window.shortcut_rows())["Random hand"] == QKeySequence("Ctrl+Alt+D").toString(
        NATIVE
    )


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_the_shortcuts_list_has_every_key_of_the_window_once(window, qtbot, monkeypatch, language):
    """Every key of every QAction and QShortcut (those of an ordinary keyboard), the Alt+letter
    of the fields (the look-ahead's turn and extended search), each once: not Qt's extra
    bindings of special keyboards (F14, the Undo key), not "回车 / 回车" for Return and Enter."""
    window.settings.set_language(language)
    qtbot.waitUntil(
        lambda: (
            window.help_menu.title().replace("&", "")
            in ("Help", "帮助(H)", "帮助", "ヘルプ(H)", "ヘルプ")
        )
    )
    # The bindings X11 gives the standard keys, whatever platform the test runs on.
    undo_keys = [
        QKeySequence("Ctrl+Z"),
        QKeySequence(Qt.Key.Key_F14),
        QKeySequence(Qt.Key.Key_Undo),
    ]
    window.undo_action.setShortcuts(undo_keys)
    window.quit_action.setShortcuts([QKeySequence("Ctrl+Q"), QKeySequence(Qt.Key.Key_Exit)])
    rows = listed(window, monkeypatch)
    keys = every_key(rows)
    assert len(keys) == len(set(keys)), sorted(keys)
    wanted = set()
    for a in window.findChildren(QAction):
        wanted |= {k.toString(NATIVE) for k in a.shortcuts() if on_keyboard(k)}
    for sc in window.findChildren(QShortcut):
        wanted |= {k.toString(NATIVE) for k in sc.keys()}
    assert wanted <= set(keys)
    for extra in (Qt.Key.Key_F14, Qt.Key.Key_Undo, Qt.Key.Key_Exit):
        assert QKeySequence(extra).toString(NATIVE) not in keys
    for letter in ("T", "X"):
        assert QKeySequence(f"Alt+{letter}").toString(NATIVE) in keys
    if language == "en":
        rows_by_key = {k: what for what, ks in rows for k in ks.split(" / ")}
        assert "Turn (巡目)" in rows_by_key["Alt+T"] and "Extended search" in rows_by_key["Alt+X"]
        assert rows_by_key["Ctrl+Q"] == "Quit"
    window.settings.set_language("en")


def test_the_shortcuts_dialog_shows_its_rows(qtbot):
    rows = [("Undo", "Ctrl+Z"), ("Quit", "Ctrl+Q")]
    dialog = ShortcutsDialog(rows)
    qtbot.addWidget(dialog)
    table = dialog.table
    shown = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
    assert shown == rows
    assert dialogs.ShortcutsDialog is ShortcutsDialog
