"""Frozen snapshots the controllers hand to the views.

The views never import the core: they get tile kinds as plain ints 0–33 plus these values,
built by the controllers (on the worker thread for analysis results). Everything here is
immutable, so a snapshot can cross threads and be kept without copying.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

#: mpsz code of each tile kind, index = kind (1m–9m, 1p–9p, 1s–9s, 1z–7z); names the tile art.
TILE_CODES: tuple[str, ...] = tuple(
    f"{n % 9 + 1}{'mps'[n // 9]}" if n < 27 else f"{n - 26}z" for n in range(34)
)


class Mode(Enum):
    """What a click on the palette does."""

    ADD = "add"
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    CONCEALED_KONG = "concealed-kong"
    SEEN = "seen"


@dataclass(frozen=True, slots=True)
class MeldView:
    """A declared meld: its tiles and kind ("chow", "pung", "kong", "concealed-kong")."""

    tiles: tuple[int, ...]
    kind: str


@dataclass(frozen=True, slots=True)
class HandState:
    """The trainer's editable state, as the views draw it."""

    concealed: tuple[int, ...] = ()  # sorted tile kinds
    melds: tuple[MeldView, ...] = ()
    seen: tuple[int, ...] = ()  # sorted tile kinds
    available: tuple[int, ...] = (4,) * 34  # copies not used by hand, melds or seen
    notation: str = ""
    size: int = 0  # concealed + 3 per meld
    mode: Mode = Mode.ADD
    enabled: tuple[bool, ...] = (True,) * 34  # palette tiles a click can use in this mode
    from_text: bool = False  # the change came from typing: leave the text box alone


class StatusKind(Enum):
    """What the status line says."""

    EMPTY = "empty"  # nothing to judge yet
    SIZE = "size"  # a size the judging functions cannot judge (3n)
    WIN = "win"
    READY = "ready"
    SHANTEN = "shanten"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class DecompositionView:
    """One way a complete hand splits: a shape key and its groups of tiles."""

    shape: str  # "standard", "seven-pairs", "thirteen-orphans", ...
    groups: tuple[tuple[int, ...], ...]
    declared: tuple[MeldView, ...] = ()


@dataclass(frozen=True, slots=True)
class WaitView:
    """A winning tile, copies left and the wait kind keys ("ryanmen", "tanki", ...)."""

    tile: int
    remaining: int
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DiscardView:
    """One row of the discard table."""

    tile: int
    shanten: int
    effective: tuple[tuple[int, int], ...]
    total: int


@dataclass(frozen=True, slots=True)
class Result:
    """Everything the results panel shows for one request."""

    status: StatusKind
    size: int = 0
    shanten: int = 0
    message: str = ""  # the core's error message for ERROR
    decompositions: tuple[DecompositionView, ...] = ()
    waits: tuple[WaitView, ...] = ()
    effective: tuple[tuple[int, int], ...] = ()
    effective_total: int = 0
    discards: tuple[DiscardView, ...] = ()
    shapes: tuple[tuple[str, int], ...] = field(default=())  # shanten per shape


@dataclass(frozen=True, slots=True)
class SettingsValue:
    """The settings dialog's content: rules preset, options and language."""

    preset: str = "general"
    options: tuple[tuple[str, bool], ...] = ()
    language: str = "en"
    # Each preset's own options, so the dialog can reset them when the preset changes.
    preset_options: tuple[tuple[str, tuple[tuple[str, bool], ...]], ...] = ()
