"""Every language is complete (issue 25 §2): each shipped catalogue translates every message of
the sources with the same ``{placeholders}``, its ``.qm`` is what lrelease makes of it, and
every message of the command line is in each catalogue, translated."""

from __future__ import annotations

import re
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mjtrainer import resources
from mjtrainer.cli.words import EN, sources
from mjtrainer.core import NAMES_EN, Hand
from mjtrainer.words import LANGUAGES

OTHERS = [language.code for language in LANGUAGES if language.code != "en"]
#: The Chinese catalogue is kept current with the sources by
#: tests/app/shared/test_app_i18n.py; every other catalogue must hold exactly its messages.
REFERENCE = "zh_CN"


def catalogue(code: str) -> Path:
    return resources.asset("translations", f"mjtrainer_{code}.ts")


def messages(code: str) -> dict[tuple[str, str], tuple[str | None, str | None]]:
    """(context, source) -> (translation, its type) of every message of a catalogue."""
    out = {}
    for context in ET.parse(catalogue(code)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            out[(name, message.findtext("source") or "")] = (
                translation.text,
                translation.get("type"),
            )
    return out


#: A %-style placeholder, as argparse's words have them (``%(value)r``, ``%s``, ``%%``).
PERCENT = re.compile(r"%(?:\([^()]*\))?[-#0+]*\d*(?:\.\d+)?[diouxXeEfFgGcrsa%]")


def fields(text: str) -> list[str]:
    """The placeholders of a message, ``{named}`` and %-style, sorted (a translation may
    reorder them)."""
    named = [f for _, f, _, _ in string.Formatter().parse(text) if f is not None]
    return sorted(named + PERCENT.findall(text))


def test_fields_reads_both_styles():
    assert fields("{n} tiles") == ["n"]
    assert fields("argument %(argument_name)s: %(message)s") == [
        "%(argument_name)s",
        "%(message)s",
    ]
    assert fields("invalid %(type)s value: %(value)r") != fields("invalid value: %(value)s")
    assert fields("expected %s arguments") == ["%s"]
    # A percent sign that is text, not a placeholder.
    assert fields("win %") == []
    assert fields("{pct}% a draw, 3 % left") == ["pct"]


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_is_translated_with_its_placeholders(code):
    found = messages(code)
    assert set(found) == set(messages(REFERENCE)), "run pyside6-lupdate over the sources"
    unfinished = [key for key, (text, kind) in found.items() if not text or kind is not None]
    assert unfinished == []
    changed = [
        (key, text) for key, (text, _) in found.items() if fields(key[1]) != fields(text or "")
    ]
    assert changed == []


@pytest.mark.parametrize("code", OTHERS)
def test_the_catalogue_says_its_language(code):
    root = ET.parse(catalogue(code)).getroot()
    assert root.get("language") == code
    # Not a copy of another language: most translations differ from the reference's.
    if code != REFERENCE:
        ours, theirs = messages(code), messages(REFERENCE)
        same = sum(ours[key][0] == theirs[key][0] for key in ours)
        assert same < len(ours) // 10


@pytest.mark.parametrize("code", OTHERS)
def test_the_qm_is_current(code, tmp_path):
    tool = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(tool) if tool.exists() else shutil.which("pyside6-lrelease")
    assert found, "pyside6-lrelease comes with PySide6-Essentials"
    fresh = tmp_path / "fresh.qm"
    subprocess.run(
        [found, str(catalogue(code)), "-qm", str(fresh)], check=True, capture_output=True
    )
    shipped = resources.asset("translations", f"mjtrainer_{code}.qm")
    assert fresh.read_bytes() == shipped.read_bytes(), "run pyside6-lrelease and commit"


@pytest.mark.parametrize("code", OTHERS)
def test_every_command_line_id_is_in_the_catalogue(code):
    """Each message of the terminal is in the catalogue, in its context, translated into
    other words with the same placeholders; only formats with no words stay out of it."""
    found = messages(code)
    for key, (context, source) in sources().items():
        text, kind = found[(context, source)]
        assert text and kind is None, key
        assert fields(text) == fields(source), key
        assert text != source, key
    untranslated = set(EN) - set(sources())
    for key in untranslated:
        literal = "".join(lit for lit, *_ in string.Formatter().parse(EN[key]))
        assert not any(c.isalpha() for c in literal), key


def test_a_broken_catalogue_fails_the_check(tmp_path, monkeypatch):
    """The placeholder check can fail: a translation that drops one is caught."""
    broken = tmp_path / "mjtrainer_xx.ts"
    text = catalogue(OTHERS[-1]).read_text(encoding="utf-8")
    broken.write_text(text.replace("{n} 枚", "n 枚", 1).replace("{n} 张", "n 张", 1))
    monkeypatch.setattr(sys.modules[__name__], "catalogue", lambda code: broken)
    found = messages("xx")
    assert any(fields(key[1]) != fields(text or "") for key, (text, _) in found.items())


def test_a_dropped_percent_placeholder_fails_the_check(tmp_path, monkeypatch):
    """argparse's words keep their %-style placeholders: a translation that drops one is
    caught too."""
    broken = tmp_path / "mjtrainer_xx.ts"
    text = catalogue("ja").read_text(encoding="utf-8")
    assert "：%(value)r（" in text
    broken.write_text(text.replace("：%(value)r（", "：（", 1), encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "catalogue", lambda code: broken)
    found = messages("xx")
    assert [key for key, (text, _) in found.items() if fields(key[1]) != fields(text or "")] == [
        ("Options", "invalid choice: %(value)r (choose from %(choices)s)")
    ]


@pytest.mark.parametrize("code", OTHERS)
def test_each_catalogues_tile_names_read_back_as_the_tile(code):
    """A tile's name in any language is one the notation box reads as that very tile (the
    Japanese as Tenhou writes them: 一萬, 1筒, 9索, 東, 赤5筒)."""
    tile_names = {
        source: text for (context, source), (text, _) in messages(code).items() if context == "Tile"
    }
    assert len(tile_names) == len(NAMES_EN)
    for tile, english in enumerate(NAMES_EN):
        name = tile_names[english]
        assert name and name != english
        assert Hand.parse(name).codes() == (tile,), (english, name)
