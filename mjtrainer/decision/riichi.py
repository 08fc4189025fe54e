"""Riichi or dama: a discard that leaves the closed hand ready, declared or kept quiet
(DESIGN.md "Decisions", *Riichi*; issue 27 §1).

Both are read from the ready hand's waits as they are after the discard, scored by the
scoring room:

- **riichi**: riichi's han and the ura dora / ippatsu in expectation
  (:data:`~.figures.RIICHI_EXTRA_HAN`), a win on every wait (riichi is a yaku), the 1,000
  stick paid now and back with a win, the hand locked to its wait (the chance to draw a winning
  tile at each draw from the unseen wall, ``1 − Π(1 − r)`` in all: no hand changes), fewer
  wins than the same wait kept quiet (:data:`~.figures.RIICHI_WIN_KEPT`: the others fold),
  no folding later;
- **dama**: the look-ahead's own play (its hand changes kept), worth the waits' value without
  riichi, and a win by ron only on a wait with a yaku (a closed self-draw always has one).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import Hand, Rules
from ..scoring import ScoringError, Situation, score
from ..scoring.riichi import RiichiScore, riichi_points
from . import figures
from .round_ev import OwnPlay


@dataclass(frozen=True, slots=True)
class Ready:
    """A ready hand's two ways on: ``riichi`` and ``dama``, the average worth of a win (no
    sticks, no honba); ``ron_with_yaku``: the share of the winning tiles left a quiet hand may
    win on by ron; ``left``: the winning tiles left; ``good``: waiting on two kinds or more."""

    riichi: float
    dama: float
    ron_with_yaku: float
    left: int
    good: bool


def ready(
    hand: Hand, rules: Rules, situation: Situation, waits: tuple[tuple[int, int], ...]
) -> Ready | None:
    """The two ways on of the ready 13-tile ``hand`` waiting on ``waits`` (``(kind, copies
    left)``); None when no winning tile is left or a wait cannot be scored."""
    left = sum(n for _, n in waits)
    if left <= 0:
        return None
    quiet = replace(situation, riichi=False, double_riichi=False, ippatsu=False, honba=0,
                    riichi_sticks=0)  # fmt: skip
    declared = replace(quiet, riichi=True)
    riichi = dama = ron_ok = 0.0
    for kind, n in waits:
        if n <= 0:
            continue
        try:
            r_ron, r_tsumo, d_ron, d_tsumo = (
                _scored(hand.add(kind), rules, replace(s, win_tile=kind, self_drawn=drawn))
                for s, drawn in ((declared, False), (declared, True), (quiet, False), (quiet, True))
            )
        except ScoringError:
            return None
        tsumo_share = figures.RIICHI_SELF_DRAW_SHARE
        riichi += n * (tsumo_share * _with_extra(r_tsumo) + (1 - tsumo_share) * _with_extra(r_ron))
        share = figures.READY_SELF_DRAW_SHARE
        if d_ron.win:
            ron_ok += n
            dama += n * (share * _points(d_tsumo) + (1 - share) * _points(d_ron))
        else:
            dama += n * _points(d_tsumo)
    return Ready(riichi / left, dama / left, ron_ok / left, left, len(waits) > 1)


@dataclass(frozen=True, slots=True)
class Rows:
    """What the two rows of a ready discard show: each play's chance to win by the last draw
    (one player: the quiet hand's look-ahead with its hand changes, the riichi's locked wait)
    and its expected worth (that chance times the play's average win: the waits' worth without
    riichi, with riichi's han, ura and ippatsu in expectation; no sticks)."""

    dama_win: float | None
    dama_value: float | None
    riichi_win: float
    riichi_value: float


def rows(found: Ready, quiet_win: float | None, unseen: int, draws: int) -> Rows:
    """The :class:`Rows` of ``found`` kept quiet (``quiet_win``: the look-ahead's chance; None
    beyond the search) and declared (its wait locked: ``unseen`` tiles, ``draws`` draws)."""
    declared = sum(locked_wins(found.left, unseen, draws))
    quiet = None if quiet_win is None else quiet_win * found.dama
    return Rows(quiet_win, quiet, declared, declared * found.riichi)


def _scored(hand: Hand, rules: Rules, situation: Situation) -> RiichiScore:
    found = score(hand, rules, situation)
    assert isinstance(found, RiichiScore)
    return found


def _points(s: RiichiScore) -> float:
    return 0.0 if not s.win or s.points is None else float(s.points.total)


def _with_extra(s: RiichiScore) -> float:
    """A riichi win's points with the ura dora and ippatsu in expectation (a yakuman as is)."""
    if not s.win or s.points is None:
        return 0.0
    if s.han <= 0 or s.fu <= 0:
        return float(s.points.total)
    total = 0.0
    for extra, chance in figures.RIICHI_EXTRA_HAN:
        total += chance * riichi_points(s.han + extra, s.fu, s.situation, s.rules)
    return total


def locked_wins(left: int, unseen: int, draws: int) -> tuple[float, ...]:
    """The chance a hand locked to its wait first draws a winning tile at each of its
    ``draws``: ``left`` winning tiles among ``unseen``, each draw from the same wall, as the
    look-ahead draws (:mod:`mjtrainer.core.lookahead`: the tiles the hand throws go back to
    it), so the riichi and the quiet hand's chances are read alike."""
    r = min(left / unseen, 1.0) if unseen > 0 else 0.0
    return tuple(r * (1 - r) ** k for k in range(draws))


def quiet_factor(ron_with_yaku: float) -> float:
    """The factor on a quiet hand's one-player win chance (:data:`~.figures.OWN_RON_FACTOR`:
    the model's wins, by ron and by self-draw) when only ``ron_with_yaku`` of its winning
    tiles may be won on by ron: the self-draws (:data:`~.figures.READY_SELF_DRAW_SHARE` of
    the wins) stay, the rons on a wait without a yaku go."""
    share = figures.READY_SELF_DRAW_SHARE
    return figures.OWN_RON_FACTOR * (share + (1 - share) * ron_with_yaku)


def riichi_play(found: Ready, unseen: int, draws: int, bonus: float) -> OwnPlay:
    """The seat's play after declaring: locked, every wait a win, its stick back with a win."""
    kept = figures.RIICHI_WIN_KEPT["good" if found.good else "bad"]
    wins = tuple(w * kept for w in locked_wins(found.left, unseen, draws))
    value = found.riichi + bonus + figures.RIICHI_STICK
    return OwnPlay(wins, value, 1.0)


def dama_play(ahead: OwnPlay, found: Ready, bonus: float) -> OwnPlay:
    """The seat's play kept quiet: the look-ahead's chances, the waits' quiet worth, a win
    by ron only on a wait with a yaku."""
    return replace(ahead, value=found.dama + bonus, ron_factor=quiet_factor(found.ron_with_yaku))
