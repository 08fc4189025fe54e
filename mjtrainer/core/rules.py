"""Rule sets: which winning shapes count, and what else a preset's name implies.

A :class:`Rules` is an immutable value; the presets are one registry of them (:data:`PRESETS`,
:func:`find_rules`, like python-chess's ``VARIANTS`` and ``find_variant``). Code asks the rule
set (``rules.scored``, ``rules.flowers``, ``rules.checks_wins``) and never compares a preset's
name: this module is the one place a name is read, so a new preset is one entry below.

    >>> find_rules("国标").scored
    Scored.MCR
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields, replace
from enum import Enum

from ..words.marks import QT_TRANSLATE_NOOP
from .errors import HandError
from .kinds import NUM_KINDS, RED_FIVE_COUNTS, kind_of


class Scored(Enum):
    """Whether a win is valued under a rule set, and how (which scorer: the scoring package
    keeps its table by this kind)."""

    NONE = "none"  # every complete hand wins; nothing is scored
    MCR = "mcr"  # Chinese Official fans
    RIICHI = "riichi"  # riichi yaku, han, fu and points

    def __repr__(self) -> str:
        return f"Scored.{self.name}"  # so a Rules' repr pastes back


class OptionKind(Enum):
    """What a rule option holds: on or off, or a count from a few choices."""

    TOGGLE = "toggle"
    COUNT = "count"


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One option a user may set on top of a preset, declared once: its ``Rules`` field name
    (the settings file's key, a batch line's key, ``--name`` on the command line), what it
    holds, its English label (the settings dialog) and help (the command line), the rule sets
    it applies to (by how they score: a scoring option only where wins are scored that way),
    its group (``shapes``: :meth:`Rules.with_options`; ``riichi``:
    :meth:`Rules.with_riichi_options`) and, for a count, its choices."""

    name: str
    kind: OptionKind
    label: str
    help: str
    under: frozenset[Scored]
    group: str
    choices: tuple[int, ...] = ()

    def applies(self, rules: Rules) -> bool:
        """Whether a user may set this option on ``rules`` (the dialog offers it)."""
        return rules.scored in self.under

    @property
    def flag(self) -> str:
        """The command-line spelling: ``--red-fives``."""
        return "--" + self.name.replace("_", "-")


_EVERY = frozenset(Scored)
_UNSCORED_OR_MCR = frozenset({Scored.NONE, Scored.MCR})  # riichi scores neither shape
_RIICHI = frozenset({Scored.RIICHI})
_T = OptionKind.TOGGLE

#: Every rule option, declared once; the command line's flags, a batch line's keys, the
#: settings file and the settings dialog's widgets and labels are derived from these.
RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "seven_pairs", _T,
        QT_TRANSLATE_NOOP("Rules", "Seven pairs"),
        "seven pairs win", _EVERY, "shapes",
    ),
    RuleOption(
        "four_identical_pairs", _T,
        QT_TRANSLATE_NOOP("Rules", "Four identical tiles count as two pairs"),
        "four of a kind counts as two of the seven pairs", _UNSCORED_OR_MCR, "shapes",
    ),
    RuleOption(
        "thirteen_orphans", _T,
        QT_TRANSLATE_NOOP("Rules", "Thirteen orphans"),
        "thirteen orphans win", _EVERY, "shapes",
    ),
    RuleOption(
        "knitted", _T,
        QT_TRANSLATE_NOOP("Rules", "Knitted shapes (全不靠, 七星不靠, 组合龙)"),
        "the knitted shapes of the Chinese Official rules win", _UNSCORED_OR_MCR, "shapes",
    ),
    RuleOption(
        "red_fives", OptionKind.COUNT,
        QT_TRANSLATE_NOOP("Rules", "Red fives (0m 0p 0s, one dora each)"),
        "riichi: red fives, 0 or 3 (one each of 5m, 5p, 5s; default 3)", _RIICHI, "riichi",
        RED_FIVE_COUNTS,
    ),
    RuleOption(
        "open_tanyao", _T,
        QT_TRANSLATE_NOOP("Rules", "Open all simples (kuitan)"),
        "riichi: all simples counts with open melds (default on)", _RIICHI, "riichi",
    ),
    RuleOption(
        "kazoe_yakuman", _T,
        QT_TRANSLATE_NOOP("Rules", "13 han or more is a yakuman (kazoe yakuman)"),
        "riichi: 13 han or more is a yakuman (default on)", _RIICHI, "riichi",
    ),
    RuleOption(
        "kiriage", _T,
        QT_TRANSLATE_NOOP("Rules", "Round 4 han 30 fu up to mangan (kiriage)"),
        "riichi: 4 han 30 fu and 3 han 60 fu are mangan (default off)", _RIICHI, "riichi",
    ),
    RuleOption(
        "double_yakuman", _T,
        QT_TRANSLATE_NOOP("Rules", "Double yakuman"),
        "riichi: double yakuman count double (default on)", _RIICHI, "riichi",
    ),
)  # fmt: skip
#: The declarations by name.
OPTION_BY_NAME: dict[str, RuleOption] = {o.name: o for o in RULE_OPTIONS}
#: The winning-shape options a user may switch on top of a preset (the settings file keeps them).
OPTIONS = tuple(o.name for o in RULE_OPTIONS if o.group == "shapes")
#: The riichi options of DESIGN.md "Rules" a user may set on top of a scored riichi preset
#: (Settings, the command line's ``--red-fives`` …, a batch line's keys), with their defaults
#: in the ``riichi`` preset: red fives a count, the others on or off.
RIICHI_OPTIONS = tuple(o.name for o in RULE_OPTIONS if o.group == "riichi")
#: What a game log states of its rules, in the order our writers and the review's JSON give them.
GAME_OPTIONS = ("red_fives", "open_tanyao", "double_yakuman", "kiriage", "east_only")
#: Tiles dealt to each seat; copies of each kind in the wall.
DEALT, COPIES = 13, 4
_ALL_KINDS = tuple(range(NUM_KINDS))
#: The characters three players leave out: 2m–8m (1m and 9m are the only ones in play).
_MIDDLE_CHARACTERS = range(1, 8)
#: The kinds of a three-player wall: 27 kinds, 108 tiles.
_THREE_PLAYER_KINDS = tuple(k for k in _ALL_KINDS if k not in _MIDDLE_CHARACTERS)  # 27
#: North (4z), set aside as a kita where three play.
NORTH = 30


def in_play(kind: int, seats: int) -> bool:
    """Whether the wall of a table of ``seats`` holds ``kind`` (three seats leave out 2m–8m):
    the one place that says which kinds a three-player wall has."""
    return seats != 3 or kind not in _MIDDLE_CHARACTERS


@dataclass(frozen=True, slots=True)
class Rules:
    """Which shapes win, and what the rule set implies beyond its shapes. Seven pairs,
    thirteen orphans and the knitted shapes need a fully concealed hand.

    The shape toggles are the options (:data:`OPTIONS`, :meth:`with_options`); the other
    fields come with the preset: ``scored`` (how a win is valued), ``flowers`` (flower tiles
    are played), and the riichi options of DESIGN.md "Rules" (``red_fives`` copies, open
    tanyao, kazoe yakuman, kiriage mangan, double yakuman), kept here for the scorer to read.
    """

    name: str = "general"
    seven_pairs: bool = True
    four_identical_pairs: bool = False  # four of a kind counts as two of the seven pairs
    thirteen_orphans: bool = True
    knitted: bool = False  # 全不靠 / 七星不靠 / 组合龙 (Chinese Official)
    scored: Scored = Scored.NONE
    flowers: bool = False
    red_fives: int = 0  # red 5m/5p/5s among the copies (riichi: one each)
    open_tanyao: bool = True
    kazoe_yakuman: bool = True
    kiriage: bool = False
    double_yakuman: bool = True
    # The table (DESIGN.md "Rules"): seats, the dead wall and the starting points; a game's
    # length. Code asks these (``rules.seats``, ``rules.live_wall`` …), never writes 4 or 70.
    seats: int = 4
    dead_wall: int = 14
    starting_points: int = 25_000
    east_only: bool = False  # an east-only game (東風戦) rather than a south game (半荘)
    # Rules key every evaluator cache look-up, so the hash is computed once.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "_hash", hash(tuple(getattr(self, f.name) for f in fields(self) if f.compare))
        )

    def __hash__(self) -> int:
        return self._hash

    @property
    def checks_wins(self) -> bool:
        """True when some complete hands may not be declared (MCR under 8 fan, riichi
        without a yaku): the look-ahead then needs a legality check for its wins."""
        return self.scored is not Scored.NONE

    @property
    def three_player(self) -> bool:
        """Three seats play (三人麻雀): 108 tiles without 2m–8m, no chi, north set aside."""
        return self.seats == 3

    @property
    def kinds_in_play(self) -> tuple[int, ...]:
        """The tile kinds (0–33) of the wall, four copies each: every kind, or with three
        seats the 27 without 2m–8m."""
        return _THREE_PLAYER_KINDS if self.three_player else _ALL_KINDS

    def copies(self, kind: int) -> int:
        """Copies of ``kind`` in the wall at the shuffle: four, none for a kind not in play."""
        return COPIES if in_play(kind, self.seats) else 0

    @property
    def chi(self) -> bool:
        """Whether a chow may be called (not with three seats)."""
        return not self.three_player

    @property
    def kita(self) -> bool:
        """Whether north is set aside as a kita (抜きドラ, one dora each) rather than played:
        with three seats."""
        return self.three_player

    def require_in_play(self, codes: Iterable[int], *, in_seen: bool = False) -> None:
        """Raise :class:`HandError` ``not-in-play`` for the first tile code (a kind or a
        red-five code) whose kind these rules leave out of the wall (2m–8m with three seats)."""
        if not self.three_player:
            return
        for code in codes:
            kind = kind_of(code)
            if not in_play(kind, self.seats):
                raise HandError("not-in-play", tile=kind, rules=self.name, in_seen=in_seen)

    @property
    def wall_tiles(self) -> int:
        """How many tiles the wall holds at the shuffle (136 with four seats)."""
        return COPIES * len(self.kinds_in_play)

    @property
    def live_wall(self) -> int:
        """Live wall tiles at the deal: the wall less the dealt hands and the dead wall (70
        with four seats); replacement draws after kongs come out of it too."""
        return self.wall_tiles - DEALT * self.seats - self.dead_wall

    def seat_after(self, seat: int) -> int:
        """The seat whose turn follows ``seat``'s (counter-clockwise, to its right)."""
        return (seat + 1) % self.seats

    def seat_before(self, seat: int) -> int:
        """The seat whose turn comes before ``seat``'s (its left: a chi is called from it)."""
        return (seat - 1) % self.seats

    def seat_order(self) -> range:
        """Every seat, 0 first."""
        return range(self.seats)

    def game_options(self) -> dict[str, int | bool]:
        """What a game log states of its rules (:data:`GAME_OPTIONS`), as our writers write
        it and the review's JSON reports it."""
        return {name: getattr(self, name) for name in GAME_OPTIONS}

    def with_game_options(self, **options: int | bool) -> Rules:
        """These rules with a log's options set: the riichi options and ``east_only``."""
        length = {k: v for k, v in options.items() if k == "east_only"}
        if any(not isinstance(v, bool) for v in length.values()):
            raise HandError("unknown-option", option="east_only", options="true, false")
        rest = {k: v for k, v in options.items() if k != "east_only"}
        return replace(self.with_riichi_options(**rest), **length)  # type: ignore[arg-type]

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The preset named ``name``: ``"general"`` (default), ``"riichi"``, ``"mcr"`` (国标,
        Chinese Official; also ``gb``, ``guobiao``) or ``"sanma"`` (three-player riichi; also
        ``三麻``, ``3p``). See :func:`find_rules`."""
        return find_rules(name)

    def with_options(self, **options: bool) -> Rules:
        """These rules with some options switched; the name stays the preset's."""
        for key in options:
            if key not in OPTIONS:
                raise HandError("unknown-option", option=key, options=", ".join(sorted(OPTIONS)))
        return replace(self, **options)  # type: ignore[arg-type]

    def with_riichi_options(self, **options: int | bool) -> Rules:
        """These rules with some riichi options set (:data:`RIICHI_OPTIONS`): ``red_fives``
        0 or 3, the others True or False. :class:`HandError` for another key or value."""
        for key, value in options.items():
            if key not in RIICHI_OPTIONS:
                raise HandError("unknown-option", option=key, options=", ".join(RIICHI_OPTIONS))
            if OPTION_BY_NAME[key].kind is OptionKind.COUNT:
                if isinstance(value, bool) or value not in OPTION_BY_NAME[key].choices:
                    raise HandError("red-five-count", count=value)
            elif not isinstance(value, bool):
                raise HandError("unknown-option", option=f"{key}={value}", options="true, false")
        return replace(self, **options)  # type: ignore[arg-type]

    def offers(self, name: str) -> bool:
        """Whether a user may set the option ``name`` on these rules (it applies to them:
        the riichi preset takes no knitted shapes, the unscored and MCR ones no red fives)."""
        found = OPTION_BY_NAME.get(name)
        return found is not None and found.applies(self)

    def riichi_options(self) -> dict[str, int | bool]:
        """The riichi options as a dict (for settings files and ``--json``)."""
        return {name: getattr(self, name) for name in RIICHI_OPTIONS}

    def options(self) -> dict[str, bool]:
        """The options as a dict (for settings files)."""
        return {name: getattr(self, name) for name in OPTIONS}

    def __str__(self) -> str:
        return self.name


#: The presets by name, in the order menus and ``--rules`` list them: a new preset is one
#: entry here (its aliases, if any, in :data:`ALIASES`).
PRESETS: dict[str, Rules] = {
    "general": Rules("general"),
    "riichi": Rules("riichi", scored=Scored.RIICHI, red_fives=3),
    "mcr": Rules("mcr", four_identical_pairs=True, knitted=True, scored=Scored.MCR, flowers=True),
    # Three-player riichi as Tenhou's and Mahjong Soul's rooms play it (DESIGN.md "Rules"):
    # red fives one each of the fives in play (5p, 5s), 35,000 to start.
    "sanma": Rules("sanma", scored=Scored.RIICHI, red_fives=3, seats=3, starting_points=35_000),
}
#: Each preset's title, as menus and reports show it, marked for the catalogues (context
#: "Rules"); a preset without one shows its name.
PRESET_TITLES: dict[str, str] = {
    "general": QT_TRANSLATE_NOOP("Rules", "General"),
    "riichi": QT_TRANSLATE_NOOP("Rules", "Riichi (Japanese)"),
    "mcr": QT_TRANSLATE_NOOP("Rules", "Chinese Official (MCR 国标)"),
    "sanma": QT_TRANSLATE_NOOP("Rules", "Three-player riichi (sanma 三麻)"),
}
#: Other names a preset is found by (any case).
ALIASES: dict[str, str] = {
    "gb": "mcr", "guobiao": "mcr", "国标": "mcr",
    "三人麻雀": "sanma", "三麻": "sanma", "three-player": "sanma", "3p": "sanma",
}  # fmt: skip


def find_rules(name: str) -> Rules:
    """The preset named ``name`` (or an alias of it; any case, spaces around ignored);
    :class:`HandError` ``unknown-rules`` for any other name."""
    key = name.strip().lower()
    found = PRESETS.get(ALIASES.get(key, key))
    if found is None:
        raise HandError("unknown-rules", name=name)
    return found
