"""Translations: the .ts covers every string of the sources, every message is translated and
keeps its placeholders, the committed .qm is what lrelease makes of the .ts, and the Chinese
tile names are ones the core reads back."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from mjtrainer import resources
from mjtrainer.app.shared import i18n
from mjtrainer.cli.words import Words
from mjtrainer.core import NAMES_EN, Hand, tile_str
from mjtrainer.core.kinds import MPSZ
from mjtrainer.words.counts import COUNTS

#: The package: lupdate reads all of it (every room marks its words where they are born).
PACKAGE = Path(__file__).resolve().parents[3] / "mjtrainer"
TS = resources.asset("translations", "mjtrainer_zh_CN.ts")
QM = resources.asset("translations", "mjtrainer_zh_CN.qm")
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def tool(name: str) -> str:
    """A Qt tool shipped with PySide6-Essentials, next to this Python."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        pytest.fail(f"{name} not found: it comes with PySide6-Essentials")
    return found


def messages(path: Path) -> list[tuple[str, str, str | None, str | None]]:
    """(context, source, translation, type) of every message."""
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            tr = m.find("translation")
            out.append((name, m.findtext("source"), tr.text, tr.get("type")))
    return out


def test_every_message_is_translated():
    msgs = messages(TS)
    assert len(msgs) > 100
    unfinished = [
        (c, s) for c, s, t, typ in msgs if typ in ("unfinished", "vanished", "obsolete") or not t
    ]
    assert unfinished == []


def test_every_translation_keeps_its_placeholders():
    for ctx, source, translation, _ in messages(TS):
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(translation)), (
            ctx,
            source,
            translation,
        )


def test_ts_is_current_with_the_sources(tmp_path):
    """lupdate over the app finds no string the .ts lacks, and none the .ts has in vain."""
    copy = tmp_path / "check.ts"
    shutil.copy(TS, copy)
    sources = sorted(str(p) for p in PACKAGE.rglob("*.py"))
    subprocess.run(
        [tool("pyside6-lupdate"), *sources, "-ts", str(copy), "-no-obsolete", "-locations", "none"],
        check=True,
        capture_output=True,
    )
    before = {(c, s) for c, s, _, _ in messages(TS)}
    after = {(c, s) for c, s, _, typ in messages(copy)}
    assert after - before == set(), "run pyside6-lupdate and translate the new strings"
    assert before - after == set(), "strings no longer in the sources: run pyside6-lupdate"


def test_qm_is_current(tmp_path):
    fresh = tmp_path / "fresh.qm"
    subprocess.run(
        [tool("pyside6-lrelease"), str(TS), "-qm", str(fresh)], check=True, capture_output=True
    )
    assert fresh.read_bytes() == QM.read_bytes(), "run pyside6-lrelease on the .ts and commit"


def test_wait_kinds_and_shapes_in_chinese(qapp):
    t = QTranslator()
    assert t.load(str(QM))
    expected = {
        ("WaitKind", "two-sided (ryanmen)"): "两面",
        ("WaitKind", "closed (kanchan)"): "嵌张",
        ("WaitKind", "edge (penchan)"): "边张",
        ("WaitKind", "single (tanki)"): "单钓",
        ("WaitKind", "dual pung (shanpon)"): "双碰",
        ("WaitKind", "thirteen orphans"): "十三幺",
        ("WaitKind", "thirteen-sided"): "十三面",
        ("Shape", "standard"): "一般形",
        ("Shape", "seven pairs"): "七对子",
        ("Shape", "thirteen orphans"): "十三幺",
        ("Shape", "honours and knitted"): "全不靠",
        ("Shape", "knitted straight"): "组合龙",
        ("ResultsView", "ready"): "听牌",
        ("ResultsView", "complete"): "和牌",
        ("ResultsView", "{n}-shanten"): "{n} 向听",
    }
    for (ctx, source), zh in expected.items():
        assert t.translate(ctx, source) == zh


def test_tile_names_match_the_core_and_read_back(qapp):
    assert MPSZ == tuple(tile_str(t) for t in range(34))
    assert len(NAMES_EN) == 37  # the kinds, then the red fives 0m 0p 0s
    t = QTranslator()
    assert t.load(str(QM))
    for tile, english in enumerate(NAMES_EN):
        chinese = t.translate("Tile", english)
        assert chinese and chinese != english
        # The Chinese name is one the notation box accepts for that very tile.
        assert Hand.parse(chinese).codes() == (tile,), chinese
    assert t.translate("Tile", "5 dots") == "五筒"


def test_every_wait_kind_and_shape_of_the_core_has_a_label():
    from mjtrainer.core import WAIT_KIND_NAMES, Shape, WaitKind

    assert {k.value for k in WaitKind} == set(WAIT_KIND_NAMES)
    assert {s.value for s in Shape} <= set(i18n._SHAPES)


@pytest.mark.parametrize("language", ["en", "zh_CN", "ja"])
def test_the_window_and_the_terminal_count_with_one_table(qapp, language):
    """Every counted noun reads the same in the window (Qt's translator) and on the terminal
    (the catalogue read without Qt), in each language."""
    translator = i18n.load_translator(language)
    assert (translator is None) == (language == "en")
    if translator is not None:
        QCoreApplication.installTranslator(translator)
    try:
        window = {(noun, n): i18n.count(noun, n) for noun in COUNTS for n in (1, 3)}
    finally:
        if translator is not None:
            QCoreApplication.removeTranslator(translator)
    words = Words(language)
    assert window == {(noun, n): words.count(n, noun) for noun, n in window}
    assert (
        window[("tile-left", 3)]
        == {"en": "3 tiles left", "zh_CN": "剩 3 张", "ja": "残り 3 枚"}[language]
    )
