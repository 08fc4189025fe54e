"""The tile-size setting's choices and the one scale of every tile they and the window's size
make (the window sets it on :func:`mjtrainer.app.shared.tiles.metrics`)."""

from __future__ import annotations

#: The tile-size setting's choices, smallest first.
TILE_SIZES: tuple[str, ...] = ("small", "medium", "large")
#: The factor each choice of the tile-size setting puts on every tile.
SIZE_FACTORS: dict[str, float] = dict(zip(TILE_SIZES, (0.85, 1.0, 1.2), strict=True))
#: The window size at which tiles are their base height; a larger window grows them.
BASE_WINDOW = (1024, 700)
#: How much of the window's growth the tiles follow, and the most they grow.
WINDOW_GROWTH = 0.7
MAX_WINDOW_FACTOR = 1.6


def window_factor(width: int, height: int) -> float:
    """How much larger tiles are in a window ``width`` × ``height`` than in the smallest one:
    1 up to :data:`BASE_WINDOW`, then growing with the tighter of the two sides, in steps of
    0.05 (a window dragged wider re-lays out the tiles a few times, not at every pixel)."""
    grown = min(width / BASE_WINDOW[0], height / BASE_WINDOW[1])
    factor = 1 + WINDOW_GROWTH * max(0.0, grown - 1)
    return min(MAX_WINDOW_FACTOR, int(factor * 20 + 1e-9) / 20)


def tile_scale(tile_size: str, width: int, height: int) -> float:
    """The one scale of every tile: the size setting's factor times the window's."""
    return SIZE_FACTORS.get(tile_size, 1.0) * window_factor(width, height)
