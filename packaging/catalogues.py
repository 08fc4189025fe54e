"""Bring every language's catalogue up to date with the sources, in one command:

    python packaging/catalogues.py                      # lupdate + lrelease, every language
    python packaging/catalogues.py --fill ja=/tmp/ja.py --fill zh_CN=/tmp/zh.py

``pyside6-lupdate`` runs over all of ``mjtrainer/`` (every room marks its words where they are
born, :mod:`mjtrainer.words.marks`), each ``--fill`` table is applied with
``fill_catalogue.py`` (``WORDS``: English source -> translation), lupdate runs again (it
normalises the file) and ``pyside6-lrelease`` compiles each ``.qm``. The languages are the one
list's (:mod:`mjtrainer.words.languages`), English aside (its words are the sources)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mjtrainer.words.languages import LANGUAGES  # noqa: E402 - after the path is set

TRANSLATIONS = ROOT / "assets" / "translations"


def tool(name: str) -> str:
    """A Qt tool of the venv's PySide6 (beside this Python), else from PATH."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else (shutil.which(name) or name)


def sources() -> list[str]:
    """Every Python file of the package, sorted: what lupdate reads."""
    return sorted(str(p) for p in (ROOT / "mjtrainer").rglob("*.py"))


def lupdate(ts: Path) -> None:
    cmd = [
        tool("pyside6-lupdate"),
        *sources(),
        "-ts",
        str(ts),
        "-no-obsolete",
        "-locations",
        "none",
    ]
    subprocess.run(cmd, check=True, capture_output=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fill", action="append", default=[], metavar="CODE=TABLE.py")
    args = parser.parse_args(argv)
    fills: dict[str, list[str]] = {}
    for item in args.fill:
        code, _, table = item.partition("=")
        fills.setdefault(code, []).append(table)
    for language in LANGUAGES[1:]:
        ts = TRANSLATIONS / f"mjtrainer_{language.code}.ts"
        lupdate(ts)
        for table in fills.get(language.code, []):
            fill = [
                sys.executable,
                str(ROOT / "packaging" / "fill_catalogue.py"),
                language.code,
                table,
            ]
            subprocess.run(fill, check=True)
        lupdate(ts)
        qm = ts.with_suffix(".qm")
        subprocess.run(
            [tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True
        )
        print(f"{ts.relative_to(ROOT)} and {qm.name} up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
