#!/usr/bin/env python3
"""Render the app icon (``assets/icon.svg``) into the formats each platform wants.

    python packaging/icons.py OUT_DIR

writes ``OUT_DIR/mjtrainer-<size>.png`` (16 … 512, the hicolor theme sizes used on Linux),
``OUT_DIR/mjtrainer.png`` (256, the PyInstaller/Linux icon), ``OUT_DIR/mjtrainer.ico``
(Windows) and ``OUT_DIR/mjtrainer.icns`` (macOS). Qt (QtSvg) renders the PNGs; the ICO and ICNS
containers are written here (both hold PNG images), so no Qt image-format plugin is needed.
Run at build time by the PyInstaller spec: nothing generated is committed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icon.svg"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold a PNG, by pixel size (the @2x types reuse the larger renders).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of the SVG at each size (square, transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - keeps Qt up
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"icons.py: cannot read {svg} as SVG")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buf, "PNG"):
            raise SystemExit(f"icons.py: Qt could not encode a {size}px PNG")
        buf.close()
        out[size] = bytes(data.data())
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose images are PNGs (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries, blobs = b"", b""
    offset = 6 + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose elements are PNGs (read by macOS 10.7 and later)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def generate(out_dir: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write every icon file into ``out_dir``; returns them by kind (png, ico, icns, png<N>)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(svg, tuple(sorted(set(PNG_SIZES) | set(ICO_SIZES))))
    files: dict[str, Path] = {}
    for size in PNG_SIZES:
        p = out_dir / f"mjtrainer-{size}.png"
        p.write_bytes(pngs[size])
        files[f"png{size}"] = p
    files["png"] = out_dir / "mjtrainer.png"
    files["png"].write_bytes(pngs[256])
    files["ico"] = out_dir / "mjtrainer.ico"
    files["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    files["icns"] = out_dir / "mjtrainer.icns"
    files["icns"].write_bytes(icns_bytes(pngs))
    return files


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/icons.py OUT_DIR", file=sys.stderr)
        return 2
    for kind, path in generate(Path(argv[0])).items():
        print(f"{kind:7} {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
