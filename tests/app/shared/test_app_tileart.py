"""Tile pictures: every face renders, at the device pixel ratio asked, from a cache keyed by it."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPixmapCache

from mjtrainer import resources
from mjtrainer.app.shared import tileart
from mjtrainer.app.shared.tileart import TileArt
from mjtrainer.core.kinds import MPSZ


def test_every_face_has_real_art(qapp):
    art = TileArt()
    for code in (*MPSZ, "back"):
        assert not art.is_placeholder(code), code


def test_pixmap_is_rendered_at_logical_size_times_ratio(qapp):
    art = TileArt()
    size = art.size_for_height(40)
    for dpr in (1.0, 1.5, 2.0):
        pm = art.pixmap("5p", size, dpr)
        assert pm.devicePixelRatio() == dpr
        assert pm.width() == round(size.width() * dpr)
        assert pm.height() == round(size.height() * dpr)
        assert pm.deviceIndependentSize().toSize() == size


def test_cache_is_keyed_by_name_size_ratio_and_look(qapp):
    art = TileArt()
    size = QSize(30, 40)
    a = art.pixmap("1m", size, 1.0)
    assert art.pixmap("1m", size, 1.0).cacheKey() == a.cacheKey()
    assert art.pixmap("1m", size, 2.0).cacheKey() != a.cacheKey()
    assert art.pixmap("1m", size, 1.0, tileart.DISABLED).cacheKey() != a.cacheKey()
    assert art.pixmap("2m", size, 1.0).cacheKey() != a.cacheKey()
    assert art.pixmap("1m", QSize(30, 41), 1.0).cacheKey() != a.cacheKey()


def test_looks_differ_from_the_plain_face(qapp):
    art = TileArt()
    size = QSize(30, 40)
    plain = art.pixmap("3s", size, 1.0).toImage()
    for look in (tileart.DISABLED, tileart.DIM, tileart.HIGHLIGHT):
        assert art.pixmap("3s", size, 1.0, look).toImage() != plain, look


def test_missing_svg_gives_a_drawn_placeholder(qapp, monkeypatch, tmp_path):
    monkeypatch.setattr(resources, "tile_svg", lambda name: tmp_path / f"{name}.svg")
    art = TileArt()
    assert art.is_placeholder("5z")
    pm = art.pixmap("5z", QSize(30, 40), 1.0)
    assert not pm.isNull()
    assert art.aspect() == tileart.DEFAULT_ASPECT


def test_marks_are_part_of_the_picture_and_of_the_key(qapp):
    art = TileArt()
    size = QSize(30, 40)
    plain = art.pixmap("3s", size, 1.0)
    for mark in tileart.MARK_SYMBOLS:  # every mark has its symbol
        marked = art.pixmap("3s", size, 1.0, tileart.NORMAL, mark)
        assert marked.cacheKey() != plain.cacheKey()
        assert marked.toImage() != plain.toImage(), mark
        assert art.pixmap("3s", size, 1.0, tileart.NORMAL, mark).cacheKey() == marked.cacheKey()


def test_the_cache_is_qts_pixmap_cache(qapp):
    art = TileArt()
    size = QSize(30, 40)
    a = art.pixmap("9p", size, 1.5)
    assert QPixmapCache.find(art.key("9p", size, 1.5)).cacheKey() == a.cacheKey()
    QPixmapCache.clear()
    assert QPixmapCache.find(art.key("9p", size, 1.5)) is None
    again = art.pixmap("9p", size, 1.5)
    assert again.cacheKey() != a.cacheKey() and again.toImage() == a.toImage()
    assert QPixmapCache.cacheLimit() >= tileart.CACHE_LIMIT_KIB


def test_two_sets_of_art_never_share_pictures(qapp, monkeypatch, tmp_path):
    real = TileArt()
    shown = real.pixmap("5z", QSize(30, 40), 1.0)
    monkeypatch.setattr(resources, "tile_svg", lambda name: tmp_path / f"{name}.svg")
    broken = TileArt()
    assert broken.pixmap("5z", QSize(30, 40), 1.0).toImage() != shown.toImage()


def test_a_red_five_stands_apart_from_its_plain_five_by_more_than_its_marks(qapp):
    """Issue 29 §2.10: at medium size a red five was told from a plain five only by the hue
    of its marks. Its face is blushed and rimmed in red: the bare face between the marks and
    the rim differ from the plain five's, in colour and in lightness (for red-blind eyes)."""
    art = TileArt()
    size = art.size_for_height(32)
    for suit in "mps":
        plain = art.pixmap(f"5{suit}", size, 1.0).toImage()
        red = art.pixmap(f"0{suit}", size, 1.0).toImage()
        # The tile's left edge, halfway down: the rim (red) over the body's outline.
        x, y = 0, size.height() // 2
        rim_plain, rim_red = plain.pixelColor(x, y), red.pixelColor(x, y)
        assert rim_red.red() - rim_red.green() > rim_plain.red() - rim_plain.green() + 40, suit
        assert abs(rim_red.lightness() - rim_plain.lightness()) > 12, suit
