#!/usr/bin/env python3
"""Generate mjtrainer's SVG tile set (34 faces, the 3 red fives 0m/0p/0s, and the back in
``assets/tiles/``) and ``assets/icon.svg``.

Every Chinese glyph is converted to an outline (``<path d=...>``) taken with fontTools from an
OFL-licensed CJK font, so the SVGs contain no ``<text>`` and look the same on a machine with no
CJK font. The font is needed only to run this script; the generated SVGs are committed.

How to run it (from anywhere; paths default to the repository this script lives in)::

    apt-get install -y fonts-noto-cjk            # Noto Serif/Sans CJK, SIL OFL 1.1
    pip install fonttools
    python packaging/make_tiles.py      # finds Noto Serif CJK SC Bold under /usr/share/fonts
    python packaging/make_tiles.py --font /path/to/NotoSerifCJKsc-Bold.otf --out /tmp/assets

The output is deterministic: running it twice with the same font gives byte-identical files
(files whose content did not change are not rewritten).

Design: viewBox 0 0 60 80 for every tile. An ivory face with rounded corners sits on a darker
body that shows along the bottom and right edge as the tile's thickness. Suits use the
traditional layouts (dots 1-9, bamboo 1-9 with a bird on 1s); characters show the numeral in
dark ink above a red 万; winds are dark, 中 red, 發 green, 白 a blue frame. A red five's
face is blushed and rimmed in red, so it stands apart from the plain five at any size.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent

# Fonts tried in order when --font is not given. A bold serif (Ming) face looks most like the
# engraved characters of real tiles.
FONT_CANDIDATES = (
    "NotoSerifCJK-Bold.ttc",
    "NotoSerifCJKsc-Bold.otf",
    "NotoSerifSC-Bold.otf",
    "NotoSerifCJK-Black.ttc",
    "NotoSansCJK-Bold.ttc",
    "NotoSansCJKsc-Bold.otf",
    "NotoSerifCJK-Regular.ttc",
    "NotoSansCJK-Regular.ttc",
)

# Tile geometry (SVG user units).
W, H = 60, 80
CX, CY = 29.0, 38.5  # centre of the face

INK = "#1d1d2b"  # near-black ink of numerals and winds
RED = "#c8202a"
GREEN = "#167a3c"
BLUE = "#1f4fa0"
IVORY = "#fbf7ea"

NUMERALS = "一二三四五六七八九"
WINDS = "东南西北"


def fmt(v: float) -> str:
    """A short, stable decimal for SVG coordinates."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# --------------------------------------------------------------------------- font


def find_font(explicit: str | None) -> Path:
    if explicit:
        p = Path(explicit)
        if not p.is_file():
            sys.exit(f"font not found: {p}")
        return p
    roots = [Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), Path.home() / ".fonts"]
    for name in FONT_CANDIDATES:
        for root in roots:
            if root.is_dir():
                hits = sorted(root.rglob(name))
                if hits:
                    return hits[0]
    sys.exit(
        "no Noto CJK font found under /usr/share/fonts; install it with "
        "'apt-get install fonts-noto-cjk' or pass --font PATH"
    )


def open_font(path: Path, number: int | None) -> TTFont:
    """Open a font; in a collection pick ``number`` or the Simplified Chinese member."""
    if path.suffix.lower() in (".ttc", ".otc"):
        if number is None:
            coll = TTCollection(str(path), lazy=True)
            number = 0
            for i, f in enumerate(coll.fonts):
                family = f["name"].getDebugName(1) or ""
                if family.endswith(" SC") and "Mono" not in family:
                    number = i
                    break
        return TTFont(str(path), fontNumber=number, lazy=True)
    return TTFont(str(path), lazy=True)


class Glyphs:
    """Outlines of characters as SVG path data, placed and scaled in tile coordinates."""

    def __init__(self, font: TTFont) -> None:
        self.font = font
        self.cmap = font.getBestCmap()
        self.glyphset = font.getGlyphSet()
        self.upem = font["head"].unitsPerEm

    def _glyph(self, ch: str):
        name = self.cmap.get(ord(ch))
        if name is None:
            sys.exit(f"the font has no glyph for {ch!r} (U+{ord(ch):04X})")
        return self.glyphset[name]

    def bounds(self, ch: str) -> tuple[float, float, float, float]:
        pen = BoundsPen(self.glyphset)
        self._glyph(ch).draw(pen)
        assert pen.bounds is not None
        return pen.bounds

    def path(
        self,
        ch: str,
        cx: float,
        cy: float,
        size: float,
        fill: str,
        sx: float = 1.0,
        sy: float = 1.0,
        bold: float = 0.0,
    ) -> str:
        """``<path>`` of ``ch`` with an em of ``size`` units, its ink box centred on (cx, cy).

        ``sx``/``sy`` stretch the glyph (tile characters are often a little condensed);
        ``bold`` strokes the outline in its own colour, thickening the thin horizontals of a
        serif face so that they survive at 32 px.
        """
        x0, y0, x1, y1 = self.bounds(ch)
        s = size / self.upem
        a, d = s * sx, -s * sy  # font y grows upwards, SVG y downwards
        tx = cx - a * (x0 + x1) / 2
        ty = cy - d * (y0 + y1) / 2
        svg = SVGPathPen(self.glyphset, ntos=fmt)
        self._glyph(ch).draw(TransformPen(svg, (a, 0, 0, d, tx, ty)))
        stroke = (
            f' stroke="{fill}" stroke-width="{fmt(bold)}" stroke-linejoin="round"' if bold else ""
        )
        return f'<path fill="{fill}"{stroke} d="{svg.getCommands()}"/>'


# --------------------------------------------------------------------------- tile frame


DEFS = (
    "<defs>\n"
    '<linearGradient id="face" x1="0" y1="0" x2="0.35" y2="1">'
    '<stop offset="0" stop-color="#fffdf4"/><stop offset="1" stop-color="#f1e9d2"/>'
    "</linearGradient>\n"
    '<linearGradient id="body" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#d8c9a0"/><stop offset="1" stop-color="#b9a677"/>'
    "</linearGradient>\n"
    "</defs>"
)
# A red five's face: a blush of red and a red rim, so it stands apart from the plain five at
# any size and by more than the hue of its marks (issue: red fives hard to tell at medium size).
RED_DEFS = DEFS.replace(
    "</defs>",
    '<linearGradient id="face-red" x1="0" y1="0" x2="0.35" y2="1">'
    '<stop offset="0" stop-color="#fff1ec"/><stop offset="1" stop-color="#f7d3c8"/>'
    "</linearGradient>\n"
    "</defs>",
)


def svg_doc(title: str, body: list[str], view: tuple[int, int] = (W, H), defs: str = DEFS) -> str:
    vw, vh = view
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{vw}" height="{vh}" '
        f'viewBox="0 0 {vw} {vh}">',
        f"<title>{title}</title>",
        defs,
        *body,
        "</svg>",
        "",
    ]
    return "\n".join(lines)


def frame(red: bool = False) -> list[str]:
    """The tile: a darker body (thickness at the bottom/right) under an ivory face (``red``: a
    red five's blushed face with a red rim, from :data:`RED_DEFS`)."""
    face = (
        f'fill="url(#face-red)" stroke="{RED}" stroke-width="1.2"/>'
        if red
        else 'fill="url(#face)" stroke="#a8996f" stroke-width="0.6"/>'
    )
    return [
        # body: the whole tile outline, its lower right part shows as the tile's side
        '<rect x="0.6" y="0.6" width="58.8" height="78.8" rx="6.5" fill="url(#body)" '
        'stroke="#6f6244" stroke-width="1.2"/>',
        # face
        '<rect x="1.4" y="1.4" width="55.2" height="74.2" rx="5.4" ' + face,
        # a soft highlight along the top-left of the face
        '<path d="M3.2 70 V7.4 Q3.2 3.2 7.4 3.2 H50" fill="none" stroke="#ffffff" '
        'stroke-opacity="0.8" stroke-width="1"/>',
    ]


# --------------------------------------------------------------------------- dots


def coin(cx: float, cy: float, r: float, color: str) -> str:
    """One dot of the circles suit: a coloured ring, an ivory ring, a coloured core."""
    c = f'{fmt(cx)}" cy="{fmt(cy)}'
    return "".join(
        [
            f'<circle cx="{c}" r="{fmt(r)}" fill="{color}"/>',
            f'<circle cx="{c}" r="{fmt(r * 0.74)}" fill="{IVORY}"/>',
            f'<circle cx="{c}" r="{fmt(r * 0.55)}" fill="{color}"/>',
            f'<circle cx="{c}" r="{fmt(r * 0.2)}" fill="{IVORY}"/>',
        ]
    )


def one_dot() -> list[str]:
    """The big ornamental circle of 1p."""
    import math

    out = [
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="22" fill="{GREEN}"/>',
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="19.6" fill="{IVORY}"/>',
    ]
    # a ring of small red beads
    for i in range(16):
        a = 2 * math.pi * i / 16
        out.append(
            f'<circle cx="{fmt(CX + 17.2 * math.cos(a))}" cy="{fmt(CY + 17.2 * math.sin(a))}" '
            f'r="1.7" fill="{RED}"/>'
        )
    out += [
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="14" fill="{BLUE}"/>',
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="11.6" fill="{IVORY}"/>',
        f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="9.6" fill="{RED}"/>',
    ]
    # an eight-petal flower in the red core
    for i in range(8):
        a = 360 * i / 8
        out.append(
            f'<ellipse cx="0" cy="-5.2" rx="1.9" ry="3.4" fill="{IVORY}" '
            f'transform="translate({fmt(CX)} {fmt(CY)}) rotate({fmt(a)})"/>'
        )
    out.append(f'<circle cx="{fmt(CX)}" cy="{fmt(CY)}" r="2.2" fill="{GREEN}"/>')
    return out


def dots(n: int, red: bool = False) -> list[str]:
    """The circles suit's face; ``red``: the red five's, every dot red."""
    b, r_, g = (RED, RED, RED) if red else (BLUE, RED, GREEN)
    layouts: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
        2: (12.0, [(CX, 21.5, g), (CX, 55.5, b)]),
        3: (10.0, [(14.5, 15.5, b), (CX, CY, r_), (43.5, 61.5, g)]),
        4: (10.5, [(17, 21.5, b), (41, 21.5, g), (17, 55.5, g), (41, 55.5, b)]),
        5: (
            9.6,
            [(15.5, 15.5, b), (42.5, 15.5, g), (CX, CY, r_), (15.5, 61.5, g), (42.5, 61.5, b)],
        ),
        6: (
            9.4,
            [
                (18, 14.5, g),
                (40, 14.5, g),
                (18, 40.5, r_),
                (40, 40.5, r_),
                (18, 62, r_),
                (40, 62, r_),
            ],
        ),
        7: (
            7.6,
            [
                (13.5, 10.5, g),
                (CX, 17, g),
                (44.5, 23.5, g),
                (19, 45.5, r_),
                (39, 45.5, r_),
                (19, 64, r_),
                (39, 64, r_),
            ],
        ),
        8: (8.0, [(x, y, b) for y in (12.5, 29.8, 47.2, 64.5) for x in (18.5, 39.5)]),
        9: (
            7.4,
            [(x, y, c) for y, c in ((14.5, b), (CY, r_), (62.5, g)) for x in (13.5, CX, 44.5)],
        ),
    }
    if n == 1:
        return one_dot()
    r, spots = layouts[n]
    return [coin(x, y, r, c) for x, y, c in spots]


# --------------------------------------------------------------------------- bamboo


def stick(
    cx: float, cy: float, length: float, color: str, angle: float = 0.0, width: float = 6.4
) -> str:
    """One bamboo stick: two segments with knobbly joints at the ends and the middle."""
    dark = {GREEN: "#0c5227", RED: "#8e1219", BLUE: "#143a78"}[color]
    hl, hw = length / 2, width / 2
    parts = [
        f'<rect x="{fmt(-hw)}" y="{fmt(-hl)}" width="{fmt(width)}" height="{fmt(length)}" '
        f'rx="{fmt(hw * 0.8)}" fill="{color}"/>',
        # a light streak down each segment gives the stick roundness
        f'<path d="M{fmt(-hw * 0.35)} {fmt(-hl + 2.2)} V{fmt(-1.6)} M{fmt(-hw * 0.35)} '
        f'{fmt(1.6)} V{fmt(hl - 2.2)}" stroke="#ffffff" stroke-opacity="0.55" '
        f'stroke-width="{fmt(width * 0.16)}" stroke-linecap="round" fill="none"/>',
    ]
    for y in (-hl + 0.9, 0.0, hl - 0.9):
        parts.append(
            f'<rect x="{fmt(-hw - 0.7)}" y="{fmt(y - 0.85)}" width="{fmt(width + 1.4)}" '
            f'height="1.7" rx="0.85" fill="{dark}"/>'
        )
    inner = "".join(parts)
    tr = f"translate({fmt(cx)} {fmt(cy)})" + (f" rotate({fmt(angle)})" if angle else "")
    return f'<g transform="{tr}">{inner}</g>'


def bird() -> list[str]:
    """1s: a little peacock-like bird standing on a bamboo twig."""
    return [
        # tail feathers fanning up behind the body
        f'<path d="M30 46 C36 34 42 22 52 12 C52 24 46 38 34 50 Z" fill="{GREEN}"/>',
        f'<path d="M31 48 C39 40 46 32 54 28 C52 38 44 46 34 52 Z" fill="{BLUE}"/>',
        f'<path d="M32 50 C40 48 47 46 54 46 C50 53 42 56 33 54 Z" fill="{RED}"/>',
        f'<circle cx="48" cy="20" r="2.3" fill="{IVORY}"/><circle cx="48" cy="20" r="1.2" '
        f'fill="{RED}"/>',
        f'<circle cx="50" cy="34" r="2.1" fill="{IVORY}"/><circle cx="50" cy="34" r="1.1" '
        f'fill="{RED}"/>',
        f'<circle cx="49" cy="48.5" r="1.9" fill="{IVORY}"/><circle cx="49" cy="48.5" r="1" '
        f'fill="{GREEN}"/>',
        # legs and the twig it stands on
        '<path d="M24 56 L22 66 M30 56 L31 66" stroke="#b5651d" stroke-width="1.6" '
        'stroke-linecap="round" fill="none"/>',
        f'<rect x="9" y="65.5" width="40" height="3.2" rx="1.6" fill="{GREEN}"/>',
        '<rect x="27.5" y="65" width="1.6" height="4.2" fill="#0c5227"/>',
        # body, breast and wing
        f'<ellipse cx="26" cy="47" rx="12.5" ry="9.5" fill="{GREEN}" '
        'transform="rotate(-18 26 47)"/>',
        '<ellipse cx="21.5" cy="50" rx="7" ry="5.2" fill="#f0c23b" '
        'transform="rotate(-18 21.5 50)"/>',
        f'<path d="M24 42 C31 38 37 42 39 47 C33 46 28 48 24 52 Z" fill="{BLUE}"/>',
        # head, crest, eye and beak
        f'<circle cx="16" cy="31" r="7" fill="{GREEN}"/>',
        f'<path d="M14 24.5 L11.5 17 M16.5 24 L16.5 16 M19 24.8 L21.5 17.5" stroke="{GREEN}" '
        'stroke-width="1.3" stroke-linecap="round" fill="none"/>',
        f'<circle cx="11.5" cy="17" r="1.5" fill="{RED}"/><circle cx="16.5" cy="16" r="1.5" '
        f'fill="{RED}"/><circle cx="21.5" cy="17.5" r="1.5" fill="{RED}"/>',
        f'<path d="M13 37 C17 40 21 40 24 38 L27 44 C21 46 15 44 12 40 Z" fill="{GREEN}"/>',
        f'<circle cx="14.2" cy="29.8" r="2.2" fill="{IVORY}"/>',
        f'<circle cx="13.7" cy="29.8" r="1.1" fill="{INK}"/>',
        f'<path d="M9.6 30.5 L3.6 33.2 L9.8 34.6 Z" fill="{RED}"/>',
    ]


def bamboo(n: int, red: bool = False) -> list[str]:
    """The bamboo suit's face; ``red``: the red five's, every stick red."""
    g, r_, b = (RED, RED, RED) if red else (GREEN, RED, BLUE)
    L2, L3 = 26.0, 19.0  # stick length for two rows / three rows
    top, bot = 21.5, 55.5
    rows3 = (14.5, CY, 62.5)
    layouts: dict[int, list[tuple[float, float, float, str, float]]] = {
        2: [(CX, top, L2, g, 0), (CX, bot, L2, b, 0)],
        3: [(CX, top, L2, g, 0), (18, bot, L2, b, 0), (40, bot, L2, b, 0)],
        4: [(17, top, L2, g, 0), (41, top, L2, b, 0), (17, bot, L2, b, 0), (41, bot, L2, g, 0)],
        5: [
            (14.5, top, L2, g, 0),
            (43.5, top, L2, b, 0),
            (CX, CY, L2, r_, 0),
            (14.5, bot, L2, b, 0),
            (43.5, bot, L2, g, 0),
        ],
        6: [(x, y, L2, c, 0) for y, c in ((top, g), (bot, b)) for x in (13.5, CX, 44.5)],
        7: [(CX, 13.5, 18.0, r_, 0)]
        + [(x, y, 19.0, g, 0) for y in (39.5, 62.5) for x in (13.5, CX, 44.5)],
        # the traditional "M over W": outer sticks upright, inner pairs leaning
        8: [
            (11.5, top, L2, g, 0),
            (21.5, top, L2, b, -17),
            (36.5, top, L2, b, 17),
            (46.5, top, L2, g, 0),
            (11.5, bot, L2, g, 0),
            (21.5, bot, L2, b, 17),
            (36.5, bot, L2, b, -17),
            (46.5, bot, L2, g, 0),
        ],
        9: [(x, y, L3, c, 0) for y in rows3 for x, c in ((13.5, g), (CX, r_), (44.5, b))],
    }
    if n == 1:
        return bird()
    # sticks of the two-row layouts are longer, so a little wider too
    return [
        stick(x, y, length, c, a, width=7.2 if length == L2 else 6.4)
        for x, y, length, c, a in layouts[n]
    ]


# --------------------------------------------------------------------------- faces


def characters(gl: Glyphs, n: int, red: bool = False) -> list[str]:
    """The characters suit's face; ``red``: the red five's, its numeral red too."""
    return [
        gl.path(NUMERALS[n - 1], CX, 19.5, 30, RED if red else INK, sx=1.05, bold=0.9),
        gl.path("万", CX, 54, 32, RED, bold=0.5),
    ]


def honor(gl: Glyphs, n: int) -> list[str]:
    if n <= 4:
        return [gl.path(WINDS[n - 1], CX, CY, 42, INK)]
    if n == 5:  # White dragon: a blank face with a blue frame
        return [
            f'<rect x="10" y="12" width="38" height="53" rx="2.5" fill="none" stroke="{BLUE}" '
            'stroke-width="3.2"/>',
            f'<rect x="14.5" y="16.5" width="29" height="44" rx="1" fill="none" stroke="{BLUE}" '
            'stroke-width="1"/>',
        ]
    if n == 6:
        return [gl.path("發", CX, CY, 44, GREEN)]
    return [gl.path("中", CX, CY, 44, RED, sy=1.08)]


def back() -> list[str]:
    return [
        '<rect x="0.6" y="0.6" width="58.8" height="78.8" rx="6.5" fill="url(#body)" '
        'stroke="#6f6244" stroke-width="1.2"/>',
        '<rect x="1.4" y="1.4" width="55.2" height="74.2" rx="5.4" fill="url(#back)" '
        'stroke="#0f4a32" stroke-width="0.6"/>',
        '<rect x="6" y="6" width="46" height="65" rx="3" fill="none" stroke="#f2e6c2" '
        'stroke-opacity="0.55" stroke-width="1"/>',
        '<path d="M29 22 L41 38.5 L29 55 L17 38.5 Z" fill="none" stroke="#f2e6c2" '
        'stroke-opacity="0.55" stroke-width="1.2"/>',
        '<path d="M3.2 70 V7.4 Q3.2 3.2 7.4 3.2 H50" fill="none" stroke="#ffffff" '
        'stroke-opacity="0.35" stroke-width="1"/>',
    ]


BACK_DEFS = DEFS.replace(
    "</defs>",
    '<linearGradient id="back" x1="0" y1="0" x2="0.35" y2="1">'
    '<stop offset="0" stop-color="#2f9466"/><stop offset="1" stop-color="#1d6b48"/>'
    "</linearGradient>\n</defs>",
)

SUIT_NAMES = {"m": "characters", "p": "dots", "s": "bamboo"}
HONOR_NAMES = ("East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon")
HONOR_CN = "东南西北白發中"


def tile_svgs(gl: Glyphs) -> dict[str, str]:
    """Every tile file name (without .svg) mapped to its SVG text."""
    out: dict[str, str] = {}
    for suit, draw in (("m", lambda n: characters(gl, n)), ("p", dots), ("s", bamboo)):
        for n in range(1, 10):
            cn = NUMERALS[n - 1] + {"m": "万", "p": "筒", "s": "条"}[suit]
            out[f"{n}{suit}"] = svg_doc(
                f"{n}{suit}: {n} of {SUIT_NAMES[suit]} ({cn})", frame() + draw(n)
            )
    for suit, draw_red in (
        ("m", lambda: characters(gl, 5, red=True)),
        ("p", lambda: dots(5, red=True)),
        ("s", lambda: bamboo(5, red=True)),
    ):
        cn = "五" + {"m": "万", "p": "筒", "s": "条"}[suit]
        out[f"0{suit}"] = svg_doc(
            f"0{suit}: the red 5 of {SUIT_NAMES[suit]} (赤{cn})",
            frame(red=True) + draw_red(),
            defs=RED_DEFS,
        )
    for n in range(1, 8):
        out[f"{n}z"] = svg_doc(
            f"{n}z: {HONOR_NAMES[n - 1]} ({HONOR_CN[n - 1]})", frame() + honor(gl, n)
        )
    out["back"] = svg_doc("back of a tile", back(), defs=BACK_DEFS)
    return out


def icon_svg(gl: Glyphs) -> str:
    """The app icon: a red 中 tile on a rounded green square."""
    defs = DEFS.replace(
        "</defs>",
        '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#2f9466"/><stop offset="1" stop-color="#1b5e40"/>'
        "</linearGradient>\n</defs>",
    )
    body = [
        '<rect x="1" y="1" width="62" height="62" rx="12" fill="url(#bg)"/>',
        '<rect x="14" y="5" width="37.5" height="55" rx="5" fill="url(#body)" '
        'stroke="#5f5439" stroke-width="1"/>',
        '<rect x="14.6" y="5.6" width="35.4" height="52" rx="4.2" fill="url(#face)"/>',
        gl.path("中", 32.3, 31.6, 34, RED, sy=1.08),
    ]
    return svg_doc("mjtrainer", body, view=(64, 64), defs=defs)


def write_if_changed(path: Path, text: str) -> bool:
    data = text.encode("utf-8")
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--font",
        help="CJK font file (.otf/.ttf/.ttc); default: search "
        "/usr/share/fonts for Noto Serif CJK Bold",
    )
    ap.add_argument(
        "--font-number",
        type=int,
        default=None,
        help="member of a .ttc collection (default: the SC one)",
    )
    ap.add_argument(
        "--out",
        default=str(ROOT / "assets"),
        help="assets folder to write tiles/ and icon.svg into (default: %(default)s)",
    )
    args = ap.parse_args(argv)

    font_path = find_font(args.font)
    gl = Glyphs(open_font(font_path, args.font_number))
    out = Path(args.out)
    changed = 0
    for name, text in tile_svgs(gl).items():
        changed += write_if_changed(out / "tiles" / f"{name}.svg", text)
    changed += write_if_changed(out / "icon.svg", icon_svg(gl))
    print(f"glyphs from {font_path}; {changed} of 39 files written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
