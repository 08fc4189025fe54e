"""Screenshots of the real app, offscreen, in English and 简体中文 → assets/screenshots/.

    python packaging/screenshots.py [--out DIR] [--scale 1]

Each shot builds the real window (controllers, worker thread, shipped tile art), loads a hand
through the notation box as a user would, waits for the analysis and grabs the window. The
Chinese shots use the shipped CJK font, so they show what a machine without CJK fonts shows.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

from mjtrainer.app import i18n  # noqa: E402
from mjtrainer.app.main import _wait_for, build_window, make_app  # noqa: E402
from mjtrainer.app.settings import SettingsController  # noqa: E402

# (file stem, hand, seen tiles): a 14-tile hand with its discard table, a ready hand with many
# waits, a complete hand with several ways to split it, a hand with declared melds.
SHOTS = (
    ("trainer", "234m3455p67s1166z6s", "5p7z"),
    ("waits", "2223456777m456p", ""),
    ("complete", "11122233344455m", ""),
    ("melds", "23m456p77s [555z] (1111m)", "4m"),
)
SIZE = (1280, 860)


def shoot(out: Path, language: str) -> list[Path]:
    tmp = tempfile.mkdtemp(prefix="mjtrainer-shots-")
    settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/language", language)
    sc = SettingsController(settings)
    window = build_window(sc)
    window.resize(*SIZE)
    window.show()
    c = window.controller
    saved = []
    suffix = "zh" if language.startswith("zh") else "en"
    for stem, hand, seen in SHOTS:
        c.clear()
        for tile in seen_tiles(seen):
            c.add_seen(tile)
        window.trainer.notation.edit.setText(hand)
        c.set_notation(hand)
        if not _wait_for(lambda: not c.busy):
            raise SystemExit(f"analysis of {hand} did not finish")
        window.trainer.right_scroll.verticalScrollBar().setValue(0)
        for _ in range(3):
            QCoreApplication.processEvents()
        path = out / f"{stem}_{suffix}.png"
        if not window.grab().save(str(path)):
            raise SystemExit(f"could not write {path}")
        saved.append(path)
    window.close()
    return saved


def seen_tiles(text: str) -> list[int]:
    """Tile kinds from mpsz text, without asking the core (digits then suit letter)."""
    tiles, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in "mpsz":
            base = "mpsz".index(ch) * 9
            tiles += [base + d - 1 for d in digits]
            digits = []
    return tiles


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "screenshots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    make_app([])
    family = i18n.load_cjk_font(force=True)
    if not family:
        raise SystemExit("the shipped CJK font (assets/fonts) did not load")
    for language in ("en", "zh_CN"):
        for path in shoot(args.out, language):
            print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
