"""Fill a language's Qt catalogue from a Python table of translations.

    python packaging/fill_catalogue.py ja /tmp/ja_words.py

The table module defines ``WORDS``, English source -> translation, and optionally
``OVERRIDES``, (context, source) -> translation, for a source whose context wants other words.
The catalogue (``assets/translations/mjtrainer_<code>.ts``) is made from the Chinese one's
messages when it does not exist yet (run ``pyside6-lupdate`` over the package first to bring it
up to date); every message the table covers is filled and marked finished, every other one keeps
its translation (or stays ``unfinished``), so a table of the new messages alone fills them in.
A translation that changes a ``{placeholder}`` is refused. Compile after it:
``pyside6-lrelease assets/translations/mjtrainer_<code>.ts``.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "assets" / "translations"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def placeholders(text: str) -> list[str]:
    """The ``{name}`` fields of a message, sorted (a translation may reorder them)."""
    return sorted(PLACEHOLDER.findall(text))


def fill(tree: ET.ElementTree, words: dict[str, str], overrides: dict) -> list[str]:
    """Fill ``tree``'s messages in place; returns the faults (placeholders changed)."""
    faults = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = overrides.get((name, source), words.get(source))
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if text is None:
                if not translation.text:
                    translation.attrib = {"type": "unfinished"}
                continue
            if placeholders(text) != placeholders(source):
                faults.append(f"{name}: {source!r} -> {text!r}")
                continue
            translation.text, translation.attrib = text, {}
    return faults


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code", help="the language's code (its catalogue's suffix)")
    parser.add_argument("table", type=Path, help="a Python file defining WORDS (and OVERRIDES)")
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("table", args.table)
    assert spec and spec.loader
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    target = TRANSLATIONS / f"mjtrainer_{args.code}.ts"
    tree = ET.parse(target if target.exists() else TRANSLATIONS / "mjtrainer_zh_CN.ts")
    tree.getroot().set("language", args.code)
    faults = fill(tree, table.WORDS, getattr(table, "OVERRIDES", {}))
    for fault in faults:
        print("placeholders changed:", fault, file=sys.stderr)
    ET.indent(tree, space="    ")
    with target.open("w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="unicode", xml_declaration=False)
        out.write("\n")
    return 1 if faults else 0


if __name__ == "__main__":
    raise SystemExit(main())
