"""What a self-drawn win is worth to the look-ahead: its payoff (``LookaheadRequest.worth``).

The core may not import the scoring, so the look-ahead takes the payoff as a function of the
complete hand and the winning tile, as it takes ``legal``; :func:`win_worth` builds it.

Riichi: the points the winner receives on a self-draw, with riichi declared when the hand is
concealed (the 期待値 calculators' assumption: a concealed ready hand declares), the seat and
round winds, the dora indicators, red fives and the ura dora in expectation. Each win is
scored once, without dora (yaku, han and fu through the ``mahjong`` package, by the scorer
the legality check shares: :class:`~.riichi.SelfDrawScorer`, the same answers as
:func:`~.riichi.score_riichi` on the hand made plain); the dora it holds, its red fives and
an ura indicator then add han (found once a hand: every tile it wins on shares them), and
the points of each total come from the package's own table (:func:`~.riichi.riichi_points`),
never from scoring the hand again:

- dora: the copies of each indicated kind in the hand, melds included, and each north set
  aside as a kita (three players);
- red fives: a red five the hand held at the decision counts while the winning hand keeps a
  copy of that five (a plain copy is let go first); a five drawn later is the red one with
  the chance that one of the copies drawn is it (the red copy being unseen, among the unseen
  copies of that five);
- ura dora (concealed hands only, riichi being declared): one indicator, a tile the player
  cannot see, each kind with the chance of its copies left in the wall as the look-ahead
  counts it (4 less those seen, the dora indicators among them, and those of the winning
  hand or of the decision's hand, whichever holds more: a tile thrown since the decision, the
  decision's own discard first, is out of the wall), its dora counted in the hand.

These extras are taken as independent, and the points are averaged over their han. Riichi's
1000-point deposit, ippatsu, haitei and kan ura are not counted.

MCR: the fan (番) of the win by self-draw with the situation's winds, flowers not counted.

Built for a hand, a payoff judges the wins (``judges_wins``): it values a win the rules do not
let be declared (no yaku; under 8 fan) at 0 and every other above, so the look-ahead asks no
legality check beside it. The look-ahead asks the riichi payoff by counts (``of_counts``):
the han and fu of a win come from the process's table of wins (:data:`.riichi.WINS`, kept
across searches), and a hand is built only for a win the table does not hold.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import sub

from ..core import Hand, HandError, Rules, Scored
from ..core.hand import FIVES, Meld, seen_counts
from ..core.tiles import NUM_KINDS, parse_codes, red_kinds
from .errors import ScoringError
from .mcr import self_drawn_checks
from .riichi import melds_key, self_draw_scorer
from .situation import Wind, rule_set

#: What the look-ahead's ``worth`` is: the value of a complete hand won on a tile by self-draw.
Worth = Callable[[Hand, int], float]


def dora_of(indicator: int) -> int:
    """The dora a dora indicator names: the next number of its suit (9 → 1), the next wind
    (North → East), the next dragon (red → white)."""
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 27 + 1) % 4
    return 31 + (indicator - 31 + 1) % 3


#: The dora of each indicator kind (the ura loop asks it for every kind of every win).
_DORA = tuple(dora_of(t) for t in range(NUM_KINDS))
#: The most complete hands a riichi payoff keeps the extra han of (a search asks thousands).
_EXTRAS_KEPT = 1 << 15


def win_worth(
    rules: Rules | str,
    seat_wind: Wind = Wind.EAST,
    round_wind: Wind = Wind.EAST,
    dora_indicators: Iterable[int] = (),
    *,
    hand: Hand | None = None,
    seen: str | Iterable[int] | None = (),
    kita: int = 0,
) -> Worth | None:
    """The look-ahead's payoff of a self-drawn win under ``rules`` (see the module notes):
    riichi points, MCR fan; None under rules that score no win (``general``) and for a
    fragment ``hand`` (fewer than 13 tiles, kongs counting 3), which no rule can score.

    ``hand`` is the hand at the decision (its red fives, and which fives are drawn later) and
    ``seen`` the tiles in view, the dora indicators among them (as the window and the command
    line pass them to the look-ahead): both only matter under riichi. ``kita``: the norths the
    seat has set aside (three players), a dora each on every win. The payoff never raises: a
    hand the scorer refuses is worth 0.
    """
    found = rule_set(rules)
    if found is None or not found.checks_wins:
        return None
    if hand is not None and hand.size < 13:
        return None
    if found.scored is Scored.MCR:
        return _McrWorth(seat_wind, round_wind, judges_wins=hand is not None)
    if found.scored is Scored.RIICHI:
        return _RiichiWorth(found, seat_wind, round_wind, tuple(dora_indicators), hand, seen, kita)
    return None


class _McrWorth:
    """The MCR payoff: score_mcr's fan_value of a legal win (0 for one that may not be
    declared), sharing its work with the legality check."""

    def __init__(self, seat_wind: Wind, round_wind: Wind, *, judges_wins: bool) -> None:
        _, self._value = self_drawn_checks(seat_wind, round_wind)
        #: A win worth 0 is one of fewer than 8 fan, which may not be declared: the
        #: look-ahead asks no ``legal`` (known for a hand of 13 tiles or more; a fragment
        #: wins by its shape, at no worth).
        self.judges_wins = judges_wins

    def __call__(self, complete: Hand, tile: int) -> float:
        try:
            return float(self._value(complete, tile))
        except (ScoringError, HandError):
            return 0.0


class _RiichiWorth:
    """The riichi payoff: scored once per win, the dora, red fives and ura dora as added han."""

    def __init__(
        self,
        rules: Rules,
        seat_wind: Wind,
        round_wind: Wind,
        dora_indicators: tuple[int, ...],
        hand: Hand | None,
        seen: str | Iterable[int] | None,
        kita: int = 0,
    ) -> None:
        self.rules = rules
        #: Norths set aside: a dora each, on every win (three players).
        self.kita = kita
        self.seat_wind = seat_wind
        self.round_wind = round_wind
        #: Han, fu and the points of a (han, fu), shared with the legality check.
        self.scorer = self_draw_scorer(seat_wind, round_wind, rules)
        self.dora = tuple(_DORA[t] for t in dora_indicators if 0 <= t < NUM_KINDS)
        codes = parse_codes(seen) if isinstance(seen, str) else list(seen or ())
        self.seen = seen_counts(codes)
        #: The copies of each kind not seen (the hand's own still to take off).
        self._left = tuple(4 - n for n in self.seen)
        #: Every tile of the decision's hand (melds too): out of the wall whether the winning
        #: hand still holds it or it was thrown (the decision's own discard among them), as
        #: the look-ahead's wall counts it.
        self._held_total = hand.total_counts() if hand is not None else (0,) * NUM_KINDS
        #: The extra han of each complete hand asked, by its melds and counts (bytes: no
        #: object the collector tracks; bounded: a worth may outlive a search).
        self._extras: dict[bytes, dict[int, float]] = {}
        #: A win it values at 0 is one the rules do not let be declared, and every other
        #: is worth more: the look-ahead asks it and no ``legal`` (a hand of 13 tiles or
        #: more, which the scorer scores; a fragment wins by its shape, at no worth).
        self.judges_wins = hand is not None
        seen_red = set(red_kinds(codes))
        reds = rules.red_fives > 0
        #: Fives whose red copy the decision's concealed hand holds.
        self.held_red = frozenset(hand.red if hand is not None and reds else ())
        #: Concealed copies of each five at the decision (those beyond are drawn later).
        held = hand.counts if hand is not None else (0,) * NUM_KINDS
        self.held = held
        #: Per five whose red copy may still be drawn: its unseen copies at the decision.
        self.red_unseen: dict[int, int] = {}
        if reds and hand is not None:
            totals = hand.total_counts()
            for f in FIVES:
                if f in hand.red or f in seen_red or any(m.red and m.five == f for m in hand.melds):
                    continue
                left = 4 - totals[f] - self.seen[f]
                if left > 0:
                    self.red_unseen[f] = left

    def __call__(self, complete: Hand, tile: int) -> float:
        return self.of_counts(bytes(complete.counts), tile, complete.melds, complete)

    def of_counts(
        self, counts: bytes, tile: int, melds: tuple[Meld, ...], complete: Hand | None = None
    ) -> float:
        """The worth of the complete hand of the concealed ``counts`` (34 bytes) beside
        ``melds`` won on ``tile``: the look-ahead's question, asked without a hand, which is
        built only for what the tables of wins and of extra han do not hold."""
        base = self.scorer.base_of(counts, melds, tile, complete)
        if base is None:
            return 0.0
        if base.yakuman is not None:
            return float(base.yakuman)
        key = melds_key(melds) + counts
        extra = self._extras.get(key)
        if extra is None:
            if len(self._extras) >= _EXTRAS_KEPT:
                self._extras.clear()
            if complete is None:
                complete = Hand.known(tuple(counts), melds)
            extra = self._extras[key] = self._extra_han(complete)
        pay, han, fu = self.scorer.points, base.han, base.fu
        return sum(p * pay(han + x, fu) for x, p in extra.items())

    def _extra_han(self, complete: Hand) -> dict[int, float]:
        """The chances of each number of han the dora, red fives and ura dora add (a function
        of the hand alone: every tile it wins on shares it)."""
        totals = complete.total_counts()
        fixed = sum(totals[d] for d in self.dora) + self.kita
        fixed += sum(m.red for m in complete.melds)
        dist = {0: 1.0}
        for f in FIVES:
            if f in self.held_red:
                fixed += totals[f] > 0
                continue
            left = self.red_unseen.get(f)
            drawn = complete.counts[f] - self.held[f]
            if left and drawn > 0:
                dist = _add(dist, {1: min(1.0, drawn / left), 0: max(0.0, 1.0 - drawn / left)})
        if complete.is_concealed:
            # The unseen copies of each kind and the dora of the kind as an ura indicator.
            out = map(max, totals, self._held_total)
            copies = [
                (c, totals[d])
                for c, d in zip(map(sub, self._left, out), _DORA, strict=True)
                if c > 0
            ]
            unseen = sum(c for c, _ in copies)
            if unseen:
                ura: dict[int, float] = {}
                for c, n in copies:
                    ura[n] = ura.get(n, 0.0) + c / unseen
                dist = _add(dist, ura)
        return {fixed + x: p for x, p in dist.items() if p > 0.0}


def _add(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    """The distribution of the sum of two independent counts."""
    out: dict[int, float] = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out
