"""Where the assets (tile art, icon, fonts, translations) are, in every way the app runs.

Three cases: a frozen PyInstaller bundle (``sys._MEIPASS/assets``), an installed wheel
(``mjtrainer/assets``, put there by the wheel build), and the source tree (``assets/`` beside
the package). Everything else asks this module.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def asset_dir() -> Path:
    """The folder holding ``tiles/``, ``fonts/``, ``translations/`` and ``icon.svg``."""
    frozen = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen:
        candidates.append(Path(frozen) / "assets")
    candidates += [_PACKAGE / "assets", _PACKAGE.parent / "assets"]
    for c in candidates:
        if (c / "tiles").is_dir():
            return c
    raise FileNotFoundError(
        "mjtrainer assets not found; looked in " + ", ".join(str(c) for c in candidates)
    )


def asset(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset("tiles", "5z.svg")``."""
    return asset_dir().joinpath(*parts)


def tile_svg(name: str) -> Path:
    """SVG of a tile face by its mpsz name (``"5z"``) or ``"back"``."""
    return asset("tiles", f"{name}.svg")
