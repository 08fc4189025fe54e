"""The record of a game: players, rules and rounds, each round its start, its events and its end.

Every value is frozen and slotted, so a record is cheap to share and compares by value: a log
read, written in another format and read again gives an equal record. Tiles are tile codes
(:mod:`mjtrainer.core.kinds`: 0–33 the kinds, 34–36 the red fives ``0m 0p 0s``); seats are 0–3
counted from the first dealer (0–2 where three play).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from ..core import HandError, Rules
from ..core.kinds import CODE_NAMES, kind_of
from ..core.rules import find_rules

WINDS = "ESWN"


def sort_key(code: int) -> tuple[int, int]:
    """Tile order for a hand: by kind, a red five after the plain fives."""
    return (kind_of(code), code)


def sorted_tiles(codes: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The codes in hand order (:func:`sort_key`)."""
    return tuple(sorted(codes, key=sort_key))


def tiles_text(codes: tuple[int, ...]) -> str:
    """Codes as space-separated mpsz names (``"1m 0p 5z"``), for messages and reprs."""
    return " ".join(CODE_NAMES[c] for c in codes)


#: The rules of a log that says nothing of its rules (mjai's, and Tenhou's defaults): the
#: ``riichi`` preset as Tenhou's ranked games play it (red fives, open tanyao, no double
#: yakuman, no kiriage), like riichienv's ``default_tenhou()``. A reader sets the log's own
#: options on top of it (:meth:`~mjtrainer.core.Rules.with_game_options`).
TENHOU_RULES = Rules.preset("riichi").with_riichi_options(double_yakuman=False)


def log_rules(name: object = None, **options: int | bool) -> Rules:
    """The rules a log states: the preset ``name`` where our writers named one (a game played
    under other rules than riichi, e.g. a practice deal under ``mcr``), else
    :data:`TENHOU_RULES`, with the log's ``options`` (:data:`~mjtrainer.core.rules.GAME_OPTIONS`)
    on top. An unknown name reads as riichi (a log is never refused for it)."""
    base = TENHOU_RULES
    if isinstance(name, str) and name != TENHOU_RULES.name:
        try:
            base = find_rules(name)
        except HandError:
            base = TENHOU_RULES
    return base.with_game_options(**options)


#: The rules of a three-player log that names no preset: Tenhou's (and Mahjong Soul's)
#: three-player rooms, ``sanma``, with the log's options on top.
SANMA = "sanma"


def three_player(rules: Rules) -> Rules:
    """The three-player rules of a log read as four-player ones until its deal showed three
    hands (mjai) or its header three seats: ``sanma`` with the options ``rules`` hold."""
    if rules.three_player:
        return rules
    return find_rules(SANMA).with_game_options(**rules.game_options())


def named_rules(rules: Rules) -> dict[str, str]:
    """What our writers add to a log's rules so the rule set comes back on reading: nothing for
    riichi (every format's own), ``{"name": …}`` for another preset."""
    return {} if rules.name == TENHOU_RULES.name else {"name": rules.name}


# --- events -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Draw:
    """``seat`` draws ``tile`` (from the wall, or the replacement tile after a kong)."""

    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class Discard:
    """``seat`` discards ``tile``; ``tsumogiri`` when it is the tile just drawn."""

    seat: int
    tile: int
    tsumogiri: bool


@dataclass(frozen=True, slots=True)
class Riichi:
    """``seat`` declares riichi: its next discard is the declaration tile."""

    seat: int


@dataclass(frozen=True, slots=True)
class Chi:
    """``seat`` calls chi on ``tile``, just discarded by ``from_seat``, with ``tiles`` from hand."""

    seat: int
    from_seat: int
    tile: int
    tiles: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Pon:
    """``seat`` calls pon on ``tile``, just discarded by ``from_seat``, with ``tiles`` from hand."""

    seat: int
    from_seat: int
    tile: int
    tiles: tuple[int, int]


@dataclass(frozen=True, slots=True)
class OpenKong:
    """``seat`` calls an open kong (大明槓) on ``tile`` from ``from_seat`` with three from hand."""

    seat: int
    from_seat: int
    tile: int
    tiles: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class AddedKong:
    """``seat`` adds ``tile`` from hand to its pon (加槓)."""

    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class ConcealedKong:
    """``seat`` declares a concealed kong (暗槓) of the four ``tiles``."""

    seat: int
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Kita:
    """``seat`` sets ``tile`` (a north) aside as a kita (抜きドラ, three seats only): seen by
    all, one dora, followed by the seat's replacement draw as a kong is; not a discard."""

    seat: int
    tile: int


@dataclass(frozen=True, slots=True)
class NewDora:
    """A new dora indicator turns up (after a kong)."""

    indicator: int


Event = Draw | Discard | Riichi | Chi | Pon | OpenKong | AddedKong | ConcealedKong | Kita | NewDora
#: The calls that take a tile just discarded.
CALLS = (Chi, Pon, OpenKong)


# --- ends -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Win:
    """A win: ``winner`` from ``from_seat`` (the winner itself for a self-draw).

    ``hand`` is the winner's concealed tiles without the winning tile (sorted; the melds are in
    the events), ``deltas`` the four score changes as the record has them (honba and riichi
    sticks included). ``han``, ``fu``, ``points`` (the hand's value, without honba and sticks)
    and ``yaku`` (``(name, han)`` as the log names them) are None where the log does not say.
    ``liable`` is the seat liable for the win (pao: it fed the last set of a 大三元 or 大四喜),
    as the log records it; None for nobody.
    """

    winner: int
    from_seat: int
    hand: tuple[int, ...]
    win_tile: int
    deltas: tuple[int, ...]
    han: int | None = None
    fu: int | None = None
    points: int | None = None
    yaku: tuple[tuple[str, int], ...] | None = None
    ura_dora_indicators: tuple[int, ...] = ()
    liable: int | None = None

    @property
    def self_drawn(self) -> bool:
        """True for a self-drawn win (tsumo)."""
        return self.from_seat == self.winner


class DrawKind(StrEnum):
    """How a round ended without a win."""

    EXHAUSTIVE = "exhaustive"  # the wall ran out (流局)
    NAGASHI_MANGAN = "nagashi-mangan"  # the wall ran out and someone's pond was all terminals
    NINE_TERMINALS = "nine-terminals"  # 九種九牌
    FOUR_RIICHI = "four-riichi"  # 四家立直
    FOUR_KONGS = "four-kongs"  # 四槓散了
    FOUR_WINDS = "four-winds"  # 四風連打
    TRIPLE_RON = "triple-ron"  # 三家和了


@dataclass(frozen=True, slots=True)
class DrawEnd:
    """A round ended without a win; ``tenpai`` lists the ready seats where known (an
    exhaustive draw: from the log, or the seats its deltas pay)."""

    kind: DrawKind
    deltas: tuple[int, ...]
    tenpai: tuple[int, ...] | None = None


End = Win | DrawEnd


@dataclass(frozen=True, slots=True)
class Round:
    """One round (局): its start, its events in order, and how it ended (one or more wins, or
    one draw).

    ``wind`` 0–3 (East … North) and ``number`` 1–4 name it (``S2``); ``hands`` are the four
    starting hands, 13 codes each, sorted; ``dora_indicator`` is the first indicator (later ones
    are :class:`NewDora` events).
    """

    wind: int
    number: int
    honba: int
    riichi_sticks: int
    dealer: int
    scores: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    dora_indicator: int
    events: tuple[Event, ...]
    ends: tuple[End, ...]

    @property
    def name(self) -> str:
        """``E1`` … ``S4`` (``W1`` for an extra round)."""
        return f"{WINDS[self.wind]}{self.number}"


class SourceFormat(StrEnum):
    """Where a game came from: the log format it was read from, or ``practice`` (a deal the
    trainer played out). A ``StrEnum``, so it is its name in JSON and equals that string."""

    TENHOU6 = "tenhou6"
    MJAI = "mjai"
    MJLOG = "mjlog"
    PRACTICE = "practice"


@dataclass(frozen=True, slots=True)
class Game:
    """A whole game: the players (seat order from the first dealer), the rules it was played
    under (the one rule-set value: its preset with the log's options), its rounds, and the
    format it was read from (:class:`SourceFormat`); ``ref`` the log's own id where it has one
    (tenhou.net/6's ``"ref"``, ``2019050417gm-0029-0000-4f2a8622``), else None. The id is
    not the game: two records of one game compare equal whether or not they carry it."""

    players: tuple[str, ...]
    rules: Rules
    rounds: tuple[Round, ...]
    source_format: SourceFormat
    ref: str | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class LogFormat:
    """A log format, declared once by its module (like python-chess's variants): its name,
    ``sniff`` saying whether a text is of it (from the content, never a file's name; it never
    raises), ``read`` turning such a text into a :class:`Game` (or raising a ``GameError``) and
    ``write`` giving a game's text. ``game.read.FORMATS`` lists them in the order they are
    asked."""

    name: SourceFormat
    sniff: Callable[[str], bool]
    read: Callable[[str], Game]
    write: Callable[[Game], str]
