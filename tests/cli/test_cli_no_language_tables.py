"""The command line keeps no translations of its own (issue 25 §1): its English is born in its
sources and every other language is the catalogue's, so no module of ``mjtrainer/cli`` holds a
table by language or a string in Chinese or Japanese."""

from __future__ import annotations

import ast
from pathlib import Path

from mjtrainer.words import LANGUAGES

CLI = Path(__file__).resolve().parents[2] / "mjtrainer" / "cli"
CODES = {language.code for language in LANGUAGES if language.code != "en"}
#: The calls whose string asks the terminal whether it can print a glyph, not a word shown.
GLYPH_PROBES = {"can_print"}
#: Tables a change still to come may be let pass by their name while it reworks them (none
#: now: the counting words are the catalogue's, :mod:`mjtrainer.words.counts`).
PENDING: set[str] = set()


def cjk(text: str) -> bool:
    """Whether ``text`` has a Chinese or Japanese character (ideographs, kana, full-width
    punctuation; the ideographic space pads a column and is no word)."""
    return any(
        "\u3001" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff" or "\uff00" <= c <= "\uffef"
        for c in text
    )


def findings(source: str) -> list[str]:
    """What in one module is a language's own words: a dict keyed by a language code, a
    string in Chinese or Japanese outside a docstring and a glyph probe."""
    tree = ast.parse(source)
    skipped: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            skipped.add(id(body[0].value))  # a docstring
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in GLYPH_PROBES:
            skipped.update(id(arg) for arg in node.args)
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(getattr(t, "id", None) in PENDING for t in targets):
                skipped.update(id(n) for n in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if keys & CODES:
                found.append(f"line {node.lineno}: a table by language {sorted(keys & CODES)}")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and cjk(node.value):
            found.append(f"line {node.lineno}: {node.value!r}")
    return found


def test_no_cli_module_has_words_of_a_language():
    found = {
        path.name: findings(path.read_text(encoding="utf-8")) for path in sorted(CLI.glob("*.py"))
    }
    assert {name: lines for name, lines in found.items() if lines} == {}


def test_the_scan_finds_a_table_and_a_word():
    """The check can fail: a table by language and a Chinese label are found, a docstring
    and a glyph probe are not."""
    source = '''
"""文档"""
WORDS = {"zh_CN": {"hello": "hi"}}
LABEL = "手牌"
ok = can_print(out, "混幺九")
'''
    found = findings(source)
    assert len(found) == 2, found
    assert "table by language" in found[0] and "手牌" in found[1]
