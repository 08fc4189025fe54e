"""The shipped assets: tile SVGs, the app icon and the CJK font subset.

The tiles must look the same everywhere, so their glyphs are outlines (no ``<text>``, no font
reference) and every one renders offscreen to a distinct, non-blank picture. The font must cover
every character the Chinese UI can show: the translations and the tile and wait names.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from mjtrainer.words import LANGUAGES

ASSETS = Path(__file__).resolve().parent.parent / "assets"
SVG_NS = "{http://www.w3.org/2000/svg}"

TILE_NAMES = (
    [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)] + ["back"]
)
TILE_FILES = [ASSETS / "tiles" / f"{name}.svg" for name in TILE_NAMES]
ALL_SVGS = TILE_FILES + [ASSETS / "icon.svg"]
FONT = ASSETS / "fonts" / "mjtrainer-cjk.otf"
#: Each language's shipped font subset and the family it is renamed to (the one list's fonts).
FONTS = {language.code: ASSETS / "fonts" / language.font for language in LANGUAGES if language.font}
FAMILIES = {"zh_CN": "mjtrainer CJK", "ja": "mjtrainer JA"}

# Chinese text the app shows whatever the translations say: tile names and wait kinds.
TILE_TEXT = "一二三四五六七八九万筒条东南西北白发中發两面嵌张边张单钓双碰十三幺七对向听听牌和牌"

# Pixels this close to the ivory face (or fully transparent) carry no drawing.
IVORY = (0xF6, 0xF1, 0xDF)


def _ids(paths: list[Path]) -> list[str]:
    return [p.relative_to(ASSETS).as_posix() for p in paths]


def _local(tag: str) -> str:
    return tag.removeprefix(SVG_NS)


def _render(path: Path, width: int, height: int) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), f"{path.name} does not load in QSvgRenderer"
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def _pixels(image: QImage) -> bytes:
    """RGBA bytes, row padding removed."""
    raw = bytes(image.constBits())
    row = image.width() * 4
    stride = image.bytesPerLine()
    return b"".join(raw[y * stride : y * stride + row] for y in range(image.height()))


def _translation_text(code: str = "*") -> str:
    """Every character inside ``<translation>`` of a language's catalogue (of every catalogue
    by default; may be none)."""
    text = []
    for ts in sorted((ASSETS / "translations").glob(f"mjtrainer_{code}.ts")):
        for tr in ET.parse(ts).getroot().iter("translation"):
            text.append("".join(tr.itertext()))
    return "".join(text)


# --------------------------------------------------------------------------- SVG files


def test_every_tile_and_the_icon_exist() -> None:
    missing = [p.relative_to(ASSETS).as_posix() for p in ALL_SVGS if not p.is_file()]
    assert not missing, f"missing assets: {missing}"
    assert len(TILE_FILES) == 35


@pytest.mark.parametrize("path", ALL_SVGS, ids=_ids(ALL_SVGS))
def test_svg_is_outlines_only(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert _local(root.tag) == "svg"
    tags = [_local(el.tag) for el in root.iter()]
    # Glyphs must be paths: text would fall back to whatever font the machine has.
    assert not {"text", "tspan", "textPath", "font", "font-face"} & set(tags), tags
    assert not any("font-family" in el.attrib or "font" in el.attrib for el in root.iter())
    assert "path" in tags


def test_tiles_share_one_size_and_icon_is_square() -> None:
    boxes = {p.name: ET.parse(p).getroot().get("viewBox") for p in TILE_FILES}
    assert len(set(boxes.values())) == 1, boxes
    x, y, w, h = (float(v) for v in next(iter(boxes.values())).split())
    assert (x, y) == (0, 0) and h > w > 0, "tiles are upright rectangles"
    ix, iy, iw, ih = (
        float(v) for v in ET.parse(ASSETS / "icon.svg").getroot().get("viewBox").split()
    )
    assert iw == ih > 0


# --------------------------------------------------------------------------- rendering
# Rendering needs no application object for paths, but a stray <text> would make Qt reach for
# its font database and abort the whole run without one: pytest-qt's ``qapp`` prevents that.


@pytest.mark.parametrize("path", ALL_SVGS, ids=_ids(ALL_SVGS))
def test_svg_renders_with_a_drawing(path: Path, qapp) -> None:
    w, h = 90, 120
    px = _pixels(_render(path, w, h))
    opaque = sum(1 for a in px[3::4] if a > 200)
    assert opaque > 0.85 * w * h, f"{path.name}: only {opaque}/{w * h} pixels painted"
    # Inside the frame there must be a drawing (pips, glyphs, the dragon's frame, the back's
    # colour), not just the ivory face: a blank tile has none of these pixels.
    inner = [(x, y) for y in range(h // 10, h - h // 10) for x in range(w // 8, w - w // 8)]
    marked = 0
    for x, y in inner:
        i = (y * w + x) * 4
        if px[i + 3] > 200 and sum(abs(px[i + k] - IVORY[k]) for k in range(3)) > 120:
            marked += 1
    assert marked > 0.05 * len(inner), f"{path.name}: only {marked} pixels of drawing"


def test_every_tile_looks_different(qapp) -> None:
    images = {
        name: _pixels(_render(path, 60, 80))
        for name, path in zip(TILE_NAMES, TILE_FILES, strict=True)
    }
    for (a, pa), (b, pb) in itertools.combinations(images.items(), 2):
        differ = sum(1 for i in range(0, len(pa), 4) if pa[i : i + 4] != pb[i : i + 4])
        # over 2% of a 60x80 picture: more than antialiasing noise
        assert differ > 100, f"{a} and {b} render (almost) the same ({differ} pixels differ)"


def test_tiles_stay_distinct_at_32_px(qapp) -> None:
    # The palette shows tiles about 32 px tall; numerals 1m/2m/3m must still differ there.
    one, two, three = (_pixels(_render(ASSETS / "tiles" / f"{n}m.svg", 24, 32)) for n in (1, 2, 3))
    assert one != two != three != one


# --------------------------------------------------------------------------- font


@pytest.fixture(scope="module")
def cjk_font():
    ttlib = pytest.importorskip("fontTools.ttLib", reason="fontTools reads the font subset")
    assert FONT.is_file(), f"missing {FONT}"
    return ttlib.TTFont(str(FONT))


def test_every_language_with_a_font_ships_one() -> None:
    assert set(FONTS) == set(FAMILIES)
    assert all(path.is_file() for path in FONTS.values()), FONTS


@pytest.mark.parametrize("code", sorted(FAMILIES))
def test_font_is_a_small_renamed_subset(code) -> None:
    ttlib = pytest.importorskip("fontTools.ttLib", reason="fontTools reads the font subset")
    font = ttlib.TTFont(str(FONTS[code]))
    assert FONTS[code].stat().st_size < 3 * 1024 * 1024, "the subset grew past 3 MB"
    # Together they stay small: the bundle's size check (packaging/build.py) has room for them.
    assert sum(p.stat().st_size for p in FONTS.values()) < 4 * 1024 * 1024
    family = font["name"].getDebugName(1)
    # A subset named like the full Noto font could shadow it in the system's font matching.
    assert family == FAMILIES[code]
    assert "SIL OPEN FONT LICENSE" in (ASSETS / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert FONTS[code].name in (ASSETS / "fonts" / "OFL.txt").read_text(encoding="utf-8")


def test_font_covers_tile_and_wait_names(cjk_font) -> None:
    cmap = cjk_font.getBestCmap()
    missing = sorted({c for c in TILE_TEXT if ord(c) not in cmap})
    assert not missing, f"font subset lacks {''.join(missing)}"


@pytest.mark.parametrize("code", sorted(FAMILIES))
def test_font_covers_every_translation(code) -> None:
    ttlib = pytest.importorskip("fontTools.ttLib", reason="fontTools reads the font subset")
    cmap = ttlib.TTFont(str(FONTS[code])).getBestCmap()
    text = _translation_text(code) + "Tiles 0123456789 mpsz ×"
    missing = sorted({c for c in text if not c.isspace() and ord(c) not in cmap})
    assert not missing, (
        f"font subset lacks {''.join(missing)!r}: run python packaging/make_font_subset.py "
        f"--language {code}"
    )


def test_the_japanese_font_has_japanese_glyph_forms() -> None:
    """The Japanese subset is cut from the JP member: its 直 is not the Chinese one (the
    glyphs of one character differ between the two subsets)."""
    ttlib = pytest.importorskip("fontTools.ttLib", reason="fontTools reads the font subset")
    fonts = {code: ttlib.TTFont(str(path)) for code, path in FONTS.items()}
    glyphs = {}
    for code, font in fonts.items():
        gs = font.getGlyphSet()
        name = font.getBestCmap()[ord("直")]
        from fontTools.pens.recordingPen import RecordingPen

        pen = RecordingPen()
        gs[name].draw(pen)
        glyphs[code] = pen.value
    assert glyphs["ja"] != glyphs["zh_CN"]


def test_every_readme_picture_is_shipped() -> None:
    """Each picture README.md shows is in the tree (the screenshots script makes them all)."""
    import re

    readme = (ASSETS.parent / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert "assets/screenshots/review_zh.png" in pictures
    missing = [p for p in pictures if not (ASSETS.parent / p).is_file()]
    assert not missing, missing
