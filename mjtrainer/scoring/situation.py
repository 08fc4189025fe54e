"""The situation of a win: which tile won, how, where, and the flags that change the score.

A :class:`Situation` is an immutable value. :meth:`Situation.check` refuses flags that cannot
apply under the rules named or together (robbing a kong on a self-draw is a contradiction: the
``kong`` flag reads as 杠上开花 / rinshan when self-drawn and 抢杠和 / chankan on a discard).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from ..core import PRESETS, Hand, MeldKind, Rules, Scored
from ..core.tiles import EAST, NUM_KINDS
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


#: The flags of a win every scored rule set knows, those that only the Chinese Official rules
#: know, and those that only riichi knows: the one declaration of which flags exist where.
SHARED_FLAGS = ("last_tile", "kong")
MCR_FLAGS = ("last_of_kind", "flowers")
RIICHI_FLAGS = (
    "riichi",
    "double_riichi",
    "ippatsu",
    "dealer",
    "dora_indicators",
    "ura_dora_indicators",
)
#: The flags of a win under each way of scoring (``Rules.scored``), shared ones first.
FLAGS: dict[Scored, tuple[str, ...]] = {
    Scored.MCR: SHARED_FLAGS + MCR_FLAGS,
    Scored.RIICHI: SHARED_FLAGS + RIICHI_FLAGS,
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
    if found is None or found.scored not in FLAGS:
        return ()
    return tuple(f for f in FLAGS[found.scored] if f != "flowers" or found.flowers)


@dataclass(frozen=True, slots=True)
class Situation:
    """How a hand won.

    ``win_tile`` is the winning tile's kind. ``last_tile``: the win is on the wall's last tile
    (MCR 妙手回春 self-drawn / 海底捞月 on a discard; riichi haitei / houtei). ``kong``: after a
    kong when self-drawn (杠上开花 / rinshan), robbing a kong on a discard (抢杠和 / chankan).
    MCR only: ``last_of_kind`` (和绝张), ``flowers`` (0–8). Riichi only: ``riichi``,
    ``double_riichi``, ``ippatsu``, ``dealer`` (the dealer sits East, so seat wind East makes
    the dealer too), ``dora_indicators`` and ``ura_dora_indicators`` (indicator tiles, not the
    dora themselves).
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
        default = Situation(self.win_tile)
        for other, flags in FLAGS.items():
            for name in flags:
                if name not in own and getattr(self, name) != getattr(default, name):
                    raise ScoringError("flag-rules", flag=name, rules=other.value)
        if not 0 <= self.flowers <= 8:
            raise ScoringError("flowers-range", count=self.flowers)
        if self.last_tile and self.kong:
            raise ScoringError(
                "flag-conflict",
                flag="last_tile",
                other="kong",
                reason="no tile is drawn after the last one",
            )
        if self.dealer and self.seat_wind is not Wind.EAST:
            raise ScoringError("dealer-seat")
        if self.ippatsu and not (self.riichi or self.double_riichi):
            raise ScoringError("ippatsu-needs-riichi")
        if self.ippatsu and self.kong and self.self_drawn:
            raise ScoringError(
                "flag-conflict",
                flag="ippatsu",
                other="kong",
                reason="a kong of your own ends ippatsu",
            )
        if len(self.dora_indicators) > 5 or len(self.ura_dora_indicators) > 5:
            raise ScoringError(
                "too-many-dora", count=max(len(self.dora_indicators), len(self.ura_dora_indicators))
            )
        return self

    def check_hand(self, hand: Hand) -> Situation:
        """This situation if it can be the situation of ``hand``'s win (a 14-tile hand, the
        winning tile among its concealed tiles, a kong for 杠上开花 / rinshan, the robbed tile
        not held otherwise, no riichi with an open meld, no fifth copy from an indicator);
        else :class:`ScoringError`. Whether the hand is complete is the scorer's to say."""
        if hand.size != 14:
            raise ScoringError("needs-14", count=hand.size)
        win = self.win_tile
        if not 0 <= win < NUM_KINDS or hand.counts[win] == 0:
            raise ScoringError("win-tile-missing", tile=win)
        if not hand.is_concealed:
            for flag in ("riichi", "double_riichi", "ippatsu"):
                if getattr(self, flag):
                    raise ScoringError("riichi-open", flag=flag)
        if self.after_kong and not any(
            m.kind in (MeldKind.KONG, MeldKind.CONCEALED_KONG) for m in hand.melds
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
