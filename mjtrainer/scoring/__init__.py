"""What a win is worth and whether it may be declared.

``situation`` (the :class:`Situation` of a win), ``mcr`` (the Chinese Official fans, ours,
standard library only) and ``riichi`` (yaku, han, fu and points through the ``mahjong``
package: the only module that imports it). This module is their one face:

    >>> from mjtrainer.core import Hand
    >>> s = score(Hand.parse("11m222444777z [111p]"), "mcr", Situation(28))
    >>> s.win, s.total
    (True, 37)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..core import PRESETS, Hand, Rules, Scored
from ..core.hand import MAX_TILES, require_red_fives
from ..core.tiles import tile_str
from .arrangement import scoring_arrangement, winning_place
from .errors import ScoringError
from .mcr import (
    MINIMUM,
    Exclusion,
    McrPayments,
    McrScore,
    ScoredFan,
    exclusions,
    mcr_payments,
    score_mcr,
    self_drawn_checks,
)
from .mcr_fans import MOST_TIMES, Fan
from .riichi import RiichiScore, score_riichi, self_draw_scorer
from .situation import (
    FIELD_BY_NAME,
    FLAGS,
    SITUATION_FIELDS,
    FieldKind,
    Situation,
    SituationField,
    Wind,
    rule_set,
    scored_kind,
    situation_flags,
)
from .worth import Worth, dora_of, win_worth

__all__ = [
    "MINIMUM",
    "MOST_TIMES",
    "FIELD_BY_NAME",
    "FLAGS",
    "SCORERS",
    "SITUATION_FIELDS",
    "Exclusion",
    "Fan",
    "FieldKind",
    "McrPayments",
    "McrScore",
    "RiichiScore",
    "Score",
    "ScoredFan",
    "Scorer",
    "ScoringError",
    "Situation",
    "SituationField",
    "WaitValue",
    "Wind",
    "Worth",
    "dora_of",
    "exclusions",
    "is_fragment",
    "legal_win",
    "mcr_payments",
    "rule_set",
    "score",
    "scored_kind",
    "scored_presets",
    "scores_rules",
    "scoring_arrangement",
    "situation_flags",
    "winning_place",
    "wait_values",
    "win_worth",
    "wins_counted",
]

Score = McrScore | RiichiScore


def _mcr_score(hand: Hand, situation: Situation, rules: Rules) -> Score:
    require_red_fives(hand, rules.red_fives)
    return score_mcr(hand, situation)


def _mcr_legal(rules: Rules, seat_wind: Wind, round_wind: Wind) -> Callable[[Hand, int], bool]:
    legal, _ = self_drawn_checks(seat_wind, round_wind)

    def mcr_legal(hand: Hand, tile: int) -> bool:
        return is_fragment(hand) or legal(hand, tile)

    return mcr_legal


def _riichi_legal(rules: Rules, seat_wind: Wind, round_wind: Wind) -> Callable[[Hand, int], bool]:
    # The payoff's scorer: an open win's han and fu, found here, are its payoff's too.
    scorer = self_draw_scorer(seat_wind, round_wind, rules)

    def riichi_legal(hand: Hand, tile: int) -> bool:
        if hand.is_concealed or is_fragment(hand):
            return True
        if not rules.red_fives and hand.red_count:
            return False  # a red five under rules without them (score_riichi's HandError)
        return scorer.base(hand, tile) is not None

    return riichi_legal


def _mcr_counted(hand: Hand) -> str:
    return "mcr"


def _riichi_counted(hand: Hand) -> str:
    # A concealed hand always has a yaku on a self-draw (menzen tsumo).
    return "" if hand.is_concealed else "yaku"


@dataclass(frozen=True, slots=True)
class Scorer:
    """What a way of scoring (``Rules.scored``) brings: its scorer (of a hand, a situation and
    the rule set, whose options it reads), the look-ahead's legality check for a self-drawn
    win (by the rule set and the seat and round winds), and which complete hands that
    check lets count as wins for a 14-tile hand ("" every one; "mcr" 8 fan or more without
    flowers; "yaku" a hand with a yaku). Its flags are :data:`situation.FLAGS`."""

    score: Callable[[Hand, Situation, Rules], Score]
    legal: Callable[[Rules, Wind, Wind], Callable[[Hand, int], bool]]
    counted: Callable[[Hand], str]


#: The scorer of each way of scoring, in the order the command line lists scored presets.
SCORERS: dict[Scored, Scorer] = {
    Scored.MCR: Scorer(_mcr_score, _mcr_legal, _mcr_counted),
    Scored.RIICHI: Scorer(score_riichi, _riichi_legal, _riichi_counted),
}


def scored_presets() -> tuple[str, ...]:
    """The names of the presets under which a win has a value (under ``general`` every
    complete hand wins and nothing is scored), in the order of :data:`SCORERS`."""
    return tuple(n for kind in SCORERS for n, r in PRESETS.items() if r.scored is kind)


def scores_rules(rules: Rules | str) -> bool:
    """True under the rule sets that value a win (mcr, riichi)."""
    found = rule_set(rules)
    return found is not None and found.scored in SCORERS


def score(hand: Hand, rules: Rules | str, situation: Situation) -> Score:
    """The value of the complete 14-tile ``hand`` won as ``situation`` says, under ``rules``
    (a scored rule set, whose options apply — red fives, open tanyao, … —, or a preset's name:
    "mcr", "riichi"). A complete hand that may not be declared (MCR under 8 fan, riichi with
    no yaku) comes back with ``win`` False. Raises :class:`ScoringError` for a hand that is
    not complete, a winning tile not in it, or flags that cannot apply, and
    :class:`HandError` for a red five under rules without them."""
    found = rule_set(rules)
    kind = scored_kind(rules)
    assert found is not None  # scored_kind refused an unknown name
    return SCORERS[kind].score(hand, situation, found)


def wins_counted(rules: Rules, hand: Hand) -> str:
    """Which complete hands the look-ahead of ``hand`` counts as wins under ``rules`` (the
    rule :func:`legal_win` applies): "" every one (rules that value no win, and a concealed
    riichi hand, which always has menzen tsumo on a self-draw), "mcr" 8 fan or more without
    flowers, "yaku" a hand with a yaku (an open riichi hand), "shape" every complete shape of
    a fragment (fewer than 14 tiles once complete: no rule can score it)."""
    scorer = SCORERS.get(rules.scored)
    if scorer is None or not rules.checks_wins:
        return ""
    return "shape" if is_fragment(hand) else scorer.counted(hand)


@dataclass(frozen=True, slots=True)
class WaitValue:
    """What one wait of a ready hand is worth, won on a discard and by self-draw.

    ``ron`` and ``tsumo`` are the scores (``None`` where the situation's flags cannot apply to
    that way of winning); ``legal_ron`` / ``legal_tsumo`` say whether the hand may be declared
    that way (MCR: 8 fan without flowers; riichi: a yaku).
    """

    tile: int
    ron: Score | None
    tsumo: Score | None

    @property
    def legal_ron(self) -> bool:
        return self.ron is not None and self.ron.win

    @property
    def legal_tsumo(self) -> bool:
        return self.tsumo is not None and self.tsumo.win

    def to_dict(self) -> dict[str, Any]:
        """``{"tile", "ron", "tsumo"}`` with each score's ``win`` and value (MCR: ``total``;
        riichi: ``han``, ``fu`` and ``points``)."""
        return {"tile": tile_str(self.tile), "ron": _short(self.ron), "tsumo": _short(self.tsumo)}


def _short(s: Score | None) -> dict[str, Any] | None:
    if s is None:
        return None
    if isinstance(s, McrScore):
        return {"win": s.win, "total": s.total, "fan_value": s.fan_value}
    points = None if s.points is None else s.points.total
    return {"win": s.win, "han": s.han, "fu": s.fu, "points": points}


def wait_values(
    hand: Hand, rules: Rules | str, tiles: tuple[int, ...], situation: Situation
) -> tuple[WaitValue, ...]:
    """The value of each winning tile in ``tiles`` of the ready 13-tile ``hand``, on a discard
    and by self-draw, in the situation given (its ``win_tile`` and ``self_drawn`` are replaced
    per wait). A way of winning the flags rule out (robbing a kong by self-draw, say) is None.
    """
    out = []
    for t in tiles:
        complete = hand.add(t)
        values: list[Score | None] = []
        for drawn in (False, True):
            try:
                values.append(
                    score(complete, rules, replace(situation, win_tile=t, self_drawn=drawn))
                )
            except ScoringError:
                values.append(None)
        out.append(WaitValue(t, values[0], values[1]))
    return tuple(out)


def is_fragment(hand: Hand) -> bool:
    """Whether ``hand`` (before or after its winning tile) completes short of 14 tiles: a
    fragment, which wins by its shape alone since no rule can score it."""
    return hand.size < MAX_TILES - 1


def legal_win(
    rules: Rules | str,
    seat_wind: Wind = Wind.EAST,
    round_wind: Wind = Wind.EAST,
    hand: Hand | None = None,
) -> Callable[[Hand, int], bool] | None:
    """The look-ahead's legality check for a self-drawn win under ``rules``: a function of the
    complete hand and the drawn tile, or None when every complete hand wins (``general``; and,
    given the searched ``hand``, when every hand it completes to wins: a concealed hand under
    riichi, so the search asks no question whose answer is always yes, issue 29 §4.2).

    MCR: 8 fan or more without flowers. Riichi: a concealed hand always has a yaku on a
    self-draw (menzen tsumo); an open one needs a yaku of its own.

    A hand of fewer than 14 tiles (kongs counting 3: a fragment being practised, ``1234m``)
    is judged the way the rest of the trainer judges it, by its shape: no rule can score it,
    so under every preset its complete shapes are its wins (see :func:`is_fragment`).
    """
    found = rule_set(rules)
    if found is None or not found.checks_wins or found.scored not in SCORERS:
        return None
    scorer = SCORERS[found.scored]
    if hand is not None and scorer.counted(hand) == "":
        return None  # the look-ahead keeps the hand's melds: its wins are this hand's kind
    return scorer.legal(found, seat_wind, round_wind)
