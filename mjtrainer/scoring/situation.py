"""The situation of a win: which tile won, how, where, and the flags that change the score.

A :class:`Situation` is an immutable value. :meth:`Situation.check` refuses flags that cannot
apply under the rules named or together (robbing a kong on a self-draw is a contradiction: the
``kong`` flag reads as 杠上开花 / rinshan when self-drawn and 抢杠和 / chankan on a discard).
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from enum import Enum
from typing import Any

from ..core import PRESETS, Hand, MeldKind, Rules, Scored
from ..core.rules import COPIES, NORTH
from ..core.tiles import EAST, NUM_KINDS
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.phrases import Phrase
from .errors import ScoringError


class Wind(Enum):
    """A seat or prevalent wind, by its letter."""

    EAST = "E"
    SOUTH = "S"
    WEST = "W"
    NORTH = "N"

    @property
    def tile(self) -> int:
        """The wind's tile kind (East 27 … North 30)."""
        return EAST + list(Wind).index(self)

    @classmethod
    def parse(cls, text: str | Wind) -> Wind:
        """``"E"``/``"east"``/``"1z"``/``"东"`` (any case) as a wind."""
        if isinstance(text, Wind):
            return text
        key = str(text).strip().lower()
        for w, names in zip(
            Wind,
            (
                ("e", "east", "1z", "东", "東"),
                ("s", "south", "2z", "南"),
                ("w", "west", "3z", "西"),
                ("n", "north", "4z", "北"),
            ),
            strict=True,
        ):
            if key in names:
                return w
        raise ScoringError("unknown-wind", wind=str(text))


#: The most honba or riichi sticks a situation may give (far beyond any real table's).
MAX_STICKS = 99


class FieldKind(Enum):
    """What a field of a win's situation holds."""

    FLAG = "flag"  # on or off
    TILE = "tile"  # one tile kind
    TILES = "tiles"  # tile kinds, at most the field's ``most``
    WIND = "wind"
    COUNT = "count"  # a whole number from 0 to the field's ``most``


@dataclass(frozen=True, slots=True)
class SituationField:
    """One field of a win's situation, declared once: its :class:`Situation` field name (a
    ``score`` batch line's key, ``--name`` on the command line), what it holds, its English
    label (the app's, in context "Situation"; ``readings`` label the field's other readings
    by :class:`Situation`'s property names), its command-line help, the ways of scoring it
    applies to (``under``) and its bound (``most``: a count's largest value, the most tiles).
    ``basic`` fields tell every win (the tile, how, the winds); the others are the rule set's
    flags (DESIGN.md "Scoring"). ``with_flowers``: only where the rule set plays flowers;
    ``with_kita``: only where it sets north aside (three players)."""

    name: str
    kind: FieldKind
    label: str
    help: str
    under: tuple[Scored, ...]
    basic: bool = False
    most: int = 0
    readings: tuple[tuple[str, str], ...] = ()
    with_flowers: bool = False
    with_kita: bool = False

    @property
    def default(self) -> Any:
        """The value the field has when not given (None for the winning tile, always given)."""
        return _DEFAULTS[self.name]

    def applies(self, rules: Rules) -> bool:
        """Whether a win under ``rules`` has this field."""
        return (
            rules.scored in self.under
            and (rules.flowers or not self.with_flowers)
            and (rules.kita or not self.with_kita)
        )


_BOTH = (Scored.MCR, Scored.RIICHI)
_MCR = (Scored.MCR,)
_RIICHI = (Scored.RIICHI,)
_F, _N = FieldKind.FLAG, FieldKind.COUNT

#: Every field of a win's situation, in :class:`Situation`'s order (DESIGN's ``mjtrainer
#: score`` command): the command line's options, a batch line's keys, the flags of each rule
#: set and the app's labels and situation widgets are derived from these.
SITUATION_FIELDS: tuple[SituationField, ...] = (
    SituationField(
        "win_tile", FieldKind.TILE,
        QT_TRANSLATE_NOOP("Situation", "Winning tile"),
        "the winning tile, one of HAND's concealed tiles (e.g. 2z)", _BOTH, basic=True,
    ),
    SituationField(
        "self_drawn", _F,
        QT_TRANSLATE_NOOP("Situation", "Self-drawn"),
        "won by self-draw (default: on a discard)", _BOTH, basic=True,
    ),
    SituationField(
        "seat_wind", FieldKind.WIND,
        QT_TRANSLATE_NOOP("Situation", "Seat wind"),
        "seat wind: E, S, W or N (default E)", _BOTH, basic=True,
    ),
    SituationField(
        "round_wind", FieldKind.WIND,
        QT_TRANSLATE_NOOP("Situation", "Round wind"),
        "prevalent (round) wind: E, S, W or N (default E)", _BOTH, basic=True,
    ),
    SituationField(
        "last_tile", _F,
        QT_TRANSLATE_NOOP("Situation", "Last tile"),
        "won on the last tile (MCR 妙手回春 / 海底捞月, riichi haitei / houtei)", _BOTH,
    ),
    SituationField(
        "kong", _F,
        QT_TRANSLATE_NOOP("Situation", "Kong"),
        "self-drawn after a kong (杠上开花, rinshan), or on a discard robbing a kong "
        "(抢杠和, chankan)", _BOTH,
        readings=(
            ("after_kong", QT_TRANSLATE_NOOP("Situation", "After a kong")),
            ("robbing_kong", QT_TRANSLATE_NOOP("Situation", "Robbing a kong")),
        ),
    ),
    SituationField(
        "last_of_kind", _F,
        QT_TRANSLATE_NOOP("Situation", "Last of its kind"),
        "MCR: the last tile of its kind (和绝张)", _MCR,
    ),
    SituationField(
        "flowers", _N,
        QT_TRANSLATE_NOOP("Situation", "Flowers"),
        "MCR: flowers, 0-8 (they count in the total, not towards 8)", _MCR,
        most=8, with_flowers=True,
    ),
    SituationField(
        "riichi", _F,
        QT_TRANSLATE_NOOP("Situation", "Riichi"),
        "riichi: riichi declared", _RIICHI,
    ),
    SituationField(
        "double_riichi", _F,
        QT_TRANSLATE_NOOP("Situation", "Double riichi"),
        "riichi: double riichi declared", _RIICHI,
    ),
    SituationField(
        "ippatsu", _F,
        QT_TRANSLATE_NOOP("Situation", "Ippatsu"),
        "riichi: won within one go-around of riichi", _RIICHI,
    ),
    SituationField(
        "dealer", _F,
        QT_TRANSLATE_NOOP("Situation", "Dealer"),
        "riichi: the winner is the dealer (seat wind East)", _RIICHI,
    ),
    SituationField(
        "dora_indicators", FieldKind.TILES,
        QT_TRANSLATE_NOOP("Situation", "Dora indicators"),
        "riichi: dora indicator tiles, e.g. 3p1z (seen tiles too)", _RIICHI, most=5,
    ),
    SituationField(
        "ura_dora_indicators", FieldKind.TILES,
        QT_TRANSLATE_NOOP("Situation", "Ura dora indicators"),
        "riichi: ura dora indicator tiles (count with riichi)", _RIICHI, most=5,
    ),
    SituationField(
        "kita", _N,
        QT_TRANSLATE_NOOP("Situation", "Kita (norths set aside)"),
        "three-player riichi: norths set aside as kita, 0-4 (one dora each)", _RIICHI,
        most=4, with_kita=True,
    ),
    SituationField(
        "honba", _N,
        QT_TRANSLATE_NOOP("Situation", "Honba"),
        "riichi: honba (counter) sticks, 300 each to the winner", _RIICHI, most=MAX_STICKS,
    ),
    SituationField(
        "riichi_sticks", _N,
        QT_TRANSLATE_NOOP("Situation", "Riichi sticks"),
        "riichi: riichi sticks on the table, 1000 each to the winner", _RIICHI,
        most=MAX_STICKS,
    ),
)  # fmt: skip
#: The declarations by name.
FIELD_BY_NAME: dict[str, SituationField] = {f.name: f for f in SITUATION_FIELDS}


def flag_word(name: str) -> Phrase:
    """A field named in an error: its name in English (``last_tile``), its label elsewhere."""
    return Phrase(FIELD_BY_NAME[name].label, (), "Situation", english=name)


def _reason(text: str) -> Phrase:
    """Why two flags conflict, as a phrase of scoring's errors."""
    return Phrase(text, (), "ScoringError")


#: The flags of a win under each way of scoring (``Rules.scored``; the fields that are not
#: basic), shared ones first.
FLAGS: dict[Scored, tuple[str, ...]] = {
    scored: tuple(f.name for f in SITUATION_FIELDS if not f.basic and scored in f.under)
    for scored in _BOTH
}


def rule_set(rules: Rules | str) -> Rules | None:
    """``rules`` itself, or the preset a name names (any case; None for an unknown name)."""
    return rules if isinstance(rules, Rules) else PRESETS.get(str(rules).strip().lower())


def scored_kind(rules: Rules | str) -> Scored:
    """How ``rules`` (a rule set or a preset's name) values a win; :class:`ScoringError`
    ``unknown-rules`` for rules that value none and for an unknown name."""
    found = rule_set(rules)
    if found is None or found.scored not in FLAGS:
        name = rules.name if isinstance(rules, Rules) else str(rules).strip().lower()
        raise ScoringError("unknown-rules", rules=name)
    return found.scored


def situation_flags(rules: Rules | str) -> tuple[str, ...]:
    """The flags a win has under ``rules`` (none under rules that value no win): the scorer's
    flags, ``flowers`` only where the rule set plays flowers."""
    found = rule_set(rules)
    if found is None:
        return ()
    return tuple(f.name for f in SITUATION_FIELDS if not f.basic and f.applies(found))


@dataclass(frozen=True, slots=True)
class Situation:
    """How a hand won.

    ``win_tile`` is the winning tile's kind. ``last_tile``: the win is on the wall's last tile
    (MCR 妙手回春 self-drawn / 海底捞月 on a discard; riichi haitei / houtei). ``kong``: after a
    kong when self-drawn (杠上开花 / rinshan), robbing a kong on a discard (抢杠和 / chankan).
    MCR only: ``last_of_kind`` (和绝张), ``flowers`` (0–8). Riichi only: ``riichi``,
    ``double_riichi``, ``ippatsu``, ``dealer`` (the dealer sits East, so seat wind East makes
    the dealer too), ``dora_indicators`` and ``ura_dora_indicators`` (indicator tiles, not the
    dora themselves; kan dora are more indicators), ``honba`` (counter sticks: 300 a stick to
    the winner, 100 from each on a self-draw) and ``riichi_sticks`` (the 1000-point deposits on
    the table, all to the winner). Three-player riichi only: ``kita`` (norths set aside, one
    dora each; with three players a honba pays 200 on a discard, 100 from each of the two
    others on a self-draw, which the two pay alone: tsumo loss).
    """

    win_tile: int
    self_drawn: bool = False
    seat_wind: Wind = Wind.EAST
    round_wind: Wind = Wind.EAST
    last_tile: bool = False
    kong: bool = False
    last_of_kind: bool = False
    flowers: int = 0
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    dealer: bool = False
    dora_indicators: tuple[int, ...] = ()
    ura_dora_indicators: tuple[int, ...] = ()
    kita: int = 0
    honba: int = 0
    riichi_sticks: int = 0

    @property
    def is_dealer(self) -> bool:
        """Riichi: the dealer (seat wind East)."""
        return self.dealer or self.seat_wind is Wind.EAST

    @property
    def robbing_kong(self) -> bool:
        """抢杠和 / chankan: the ``kong`` flag on a discard win."""
        return self.kong and not self.self_drawn

    @property
    def after_kong(self) -> bool:
        """杠上开花 / rinshan: the ``kong`` flag on a self-draw."""
        return self.kong and self.self_drawn

    def check(self, rules: Rules | str) -> Situation:
        """This situation if its flags can apply together under ``rules`` (a scored rule set
        or its name); else :class:`ScoringError` naming the flag."""
        scored_kind(rules)  # refuses rules that value no win
        own = situation_flags(rules)
        for f in SITUATION_FIELDS:
            if not f.basic and f.name not in own and getattr(self, f.name) != f.default:
                where = next(n for n, r in PRESETS.items() if f.applies(r))
                raise ScoringError("flag-rules", flag=flag_word(f.name), rules=where)
        if not 0 <= self.flowers <= FIELD_BY_NAME["flowers"].most:
            raise ScoringError("flowers-range", count=self.flowers)
        if not 0 <= self.kita <= FIELD_BY_NAME["kita"].most:
            raise ScoringError("kita-range", count=self.kita)
        for name in ("honba", "riichi_sticks"):
            if not 0 <= getattr(self, name) <= FIELD_BY_NAME[name].most:
                raise ScoringError("sticks-range", flag=flag_word(name), count=getattr(self, name))
        if self.last_tile and self.kong:
            raise ScoringError(
                "flag-conflict",
                flag=flag_word("last_tile"),
                other=flag_word("kong"),
                reason=_reason(
                    QT_TRANSLATE_NOOP("ScoringError", "no tile is drawn after the last one")
                ),
            )
        if self.dealer and self.seat_wind is not Wind.EAST:
            raise ScoringError("dealer-seat")
        if self.ippatsu and not (self.riichi or self.double_riichi):
            raise ScoringError("ippatsu-needs-riichi")
        if self.ippatsu and self.kong and self.self_drawn:
            raise ScoringError(
                "flag-conflict",
                flag=flag_word("ippatsu"),
                other=flag_word("kong"),
                reason=_reason(
                    QT_TRANSLATE_NOOP("ScoringError", "a kong of your own ends ippatsu")
                ),
            )
        over = [
            len(getattr(self, f.name))
            for f in SITUATION_FIELDS
            if f.kind is FieldKind.TILES and len(getattr(self, f.name)) > f.most
        ]
        if over:
            raise ScoringError("too-many-dora", count=max(over))
        return self

    def check_hand(self, hand: Hand) -> Situation:
        """This situation if it can be the situation of ``hand``'s win (a 14-tile hand, the
        winning tile among its concealed tiles, a kong or a kita for 杠上开花 / rinshan, the
        robbed tile not held otherwise, no riichi with an open meld, no fifth copy from an
        indicator); else :class:`ScoringError`. Whether the hand is complete is the scorer's
        to say."""
        if hand.size != 14:
            raise ScoringError("needs-14", count=hand.size)
        win = self.win_tile
        if not 0 <= win < NUM_KINDS or hand.counts[win] == 0:
            raise ScoringError("win-tile-missing", tile=win)
        if not hand.is_concealed:
            for flag in ("riichi", "double_riichi", "ippatsu"):
                if getattr(self, flag):
                    raise ScoringError("riichi-open", flag=flag)
        # A kita's replacement draw is one too (three players: Tenhou, Mahjong Soul).
        if (
            self.after_kong
            and not self.kita
            and not any(m.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG) for m in hand.melds)
        ):
            raise ScoringError("kong-needs-kong")
        totals = hand.total_counts()
        if self.robbing_kong:
            # The robbed kong holds the other three copies: the hand has only the winning one.
            if any(m.kind is not MeldKind.CHOW and m.tile == win for m in hand.melds):
                raise ScoringError("chankan-tile", tile=win)
            if totals[win] > 1:
                raise ScoringError("chankan-copies", tile=win, count=totals[win])
        if self.last_of_kind and hand.counts[win] > 1:
            raise ScoringError("last-of-kind-held", tile=win, held=hand.counts[win] - 1)
        used = list(totals)
        if used[NORTH] + self.kita > COPIES:
            raise ScoringError("kita-copies", count=self.kita, held=used[NORTH])
        used[NORTH] += self.kita
        for code, kinds in (
            ("dora-copies", self.dora_indicators),
            ("ura-dora-copies", self.ura_dora_indicators),
        ):
            for t in kinds:
                if used[t] == 4:
                    raise ScoringError(code, tile=t)
                used[t] += 1
        return self

    def to_dict(self) -> dict[str, Any]:
        """The situation as the JSON keys of ``mjtrainer score`` (tiles as mpsz)."""
        from ..core.tiles import format_tiles, tile_str

        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, Wind):
                v = v.value
            elif f.name == "win_tile":
                v = tile_str(v)
            elif isinstance(v, tuple):
                v = format_tiles(v)
            out[f.name] = v
        return out


#: Each field's default (:attr:`SituationField.default`): the winning tile has none.
_DEFAULTS: dict[str, Any] = {
    f.name: None if f.default is MISSING else f.default for f in fields(Situation)
}
