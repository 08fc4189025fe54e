"""Why a choice is better than another, as values (DESIGN.md "Decisions"; issue 27 §3).

A :class:`Reason` is an id and its parameters — tile kinds, counts, chances (0–1), points,
han — never English: the views word it (:mod:`.reason_words` in English, the window and the
command line in each language). The reasons of a graded decision compare the choice played
with the best one, from what :func:`~.analysis.analyze` found at the position and nothing else:

- ``keeps-effective`` / ``effective``: the effective tiles (受け入れ) the played discard keeps;
  against a better discard, which tiles the best accepts that the played does not (``more``)
  and the other way round (``fewer``), each with the copies left (Tenhou's 打9m 摸[…] 多567m
  少8m); ``raises-shanten``: the played discard goes back a step; ``best-goes-back``: the best
  goes back a step (向聴戻し) for more tiles;
- ``wait``: the wait a discard leaves (its tiles, its classes, the copies left);
- ``dora``: the played discard throws a dora or a red five the best keeps;
  ``keeps-tanyao``: the best leaves the hand all simples, the played keeps its one terminal
  or honour; ``keeps-yakuhai``: the played breaks a pair or a pung of a value honour (its
  han, the copies left) the best keeps — facts read from the hand where wins are valued by
  riichi yaku, so the review gives them without valuing the wins;
- ``value``: as often a win, but the best's is worth more (where the look-ahead valued it);
- ``danger``: a tile's defence category and deal-in chance against the riichis on the table;
- ``push-fold``: the played and the best, each its win and deal-in chance (:data:`UNKNOWN`
  beyond the search) and round EV, beside the fold line's; ``push-fold-kept`` when the played
  is the best;
- ``riichi``: riichi's han, the wait and its tiles left, both ways' round EV;
- ``call``: the call against passing, each its win chance and round EV; ``opens-hand``: a call
  that opens a closed hand gives up riichi.

>>> Reason.of("keeps-effective", tile=8, count=20, shanten=1).to_dict()
{'id': 'keeps-effective', 'tile': 8, 'count': 20, 'shanten': 1}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core import Rules, SeenTiles, waits
from ..core.analysis import DiscardOption, WaitKind
from ..core.hand import Hand
from ..core.kinds import DRAGONS, is_honor, is_terminal, kind_of
from ..core.rules import Scored
from ..scoring.situation import Situation
from ..scoring.worth import dora_of
from .analysis import CallChoice, PositionReport
from .calls import Call

#: A parameter's value: a kind, a count, points, a chance, a name of a class (a category, a
#: wait kind, a call), or a tuple of those (tiles; ``(kind, copies left)`` pairs).
Param = int | float | str | bool | tuple[Any, ...]

#: Two worths of a win closer than this (points) say nothing of a difference.
SAME_POINTS = 1.0
#: A chance the look-ahead did not reach (a discard beyond its search).
UNKNOWN = -1.0
#: Riichi's own han (the ura dora and ippatsu come on top in expectation).
RIICHI_HAN = 1
#: The reasons about what a win is worth (a category's own: the value category's).
VALUE_REASONS = ("dora", "keeps-tanyao", "keeps-yakuhai", "value")


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason: its ``id`` and its ``params`` as ``(name, value)`` pairs, in order."""

    id: str
    params: tuple[tuple[str, Param], ...] = ()

    @classmethod
    def of(cls, id: str, **params: Param) -> Reason:
        """``Reason.of("danger", tile=3, category="genbutsu", chance=0.0)``."""
        return cls(id, tuple(params.items()))

    def get(self, name: str) -> Param:
        """The parameter ``name`` (a KeyError naming it when the reason has none)."""
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        """``{"id": …, <param>: …}`` for the JSON: tuples as lists, chances to 4 places."""
        return {"id": self.id, **{k: _plain(v) for k, v in self.params}}


def _plain(value: Param) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, float):
        return round(value, 4)
    return value


# --- a discard ----------------------------------------------------------------------------------


def discard_reasons(found: PositionReport, played: int, best: int) -> tuple[Reason, ...]:
    """Why discarding ``best`` (a kind) is better than ``played`` at ``found`` — or, when they
    are the same, what the played discard keeps: its efficiency, the wait it leaves, the
    dora it throws, its value, its danger and push or fold (as far as the analysis knows)."""
    options = {o.discard: o for o in found.report.discards}
    mine, top = options[played], options[best]
    out = [*_efficiency(mine, top), *_wait(found, mine, top)]
    out += _dora(found, played, best)
    out += _tanyao(found, played, best)
    out += _yakuhai(found, played, best)
    out += _value(found, played, best)
    out += _danger(found, played, best)
    out += _push_fold(found, played, best)
    return tuple(out)


def _set(
    id: str,
    tile: int,
    best: int | None,
    facts: Mapping[str, tuple[Param, Param]] | None = None,
    **rest: Param,
) -> Reason:
    """The reason ``id`` setting the played discard beside the best: ``tile`` and its facts
    (the first of each pair in ``facts``), then ``best`` and its own (the second, each named
    ``best_<fact>``) — or, ``best`` None (the played is the best), the played one's alone —
    then the ``rest``."""
    facts = facts or {}
    params: dict[str, Param] = {"tile": tile, **{k: mine for k, (mine, _) in facts.items()}}
    if best is not None:
        params["best"] = best
        params.update({f"best_{k}": theirs for k, (_, theirs) in facts.items()})
    return Reason.of(id, **params, **rest)


def _efficiency(mine: DiscardOption, top: DiscardOption) -> list[Reason]:
    shanten = (mine.shanten, top.shanten)
    count = (mine.effective_count, top.effective_count)
    if mine.shanten > top.shanten:
        return [_set("raises-shanten", mine.discard, top.discard, {"shanten": shanten})]
    if top.shanten > mine.shanten:
        facts = {"shanten": shanten, "count": count}
        return [_set("best-goes-back", mine.discard, top.discard, facts)]
    kept = dict(mine.effective)
    theirs = dict(top.effective)
    more = tuple((k, n) for k, n in top.effective if k not in kept and n > 0)
    fewer = tuple((k, n) for k, n in mine.effective if k not in theirs and n > 0)
    if mine.discard == top.discard or (not more and not fewer):
        facts = {"count": count, "shanten": shanten}
        return [_set("keeps-effective", mine.discard, None, facts)]
    return [_set("effective", mine.discard, top.discard, {"count": count}, more=more, fewer=fewer)]


def wait_kinds(hand: Hand, rules: Rules, seen: SeenTiles) -> tuple[tuple[int, ...], str, int]:
    """The waits of the ready 3n+1 ``hand``: its winning kinds, its class (the best way any
    of them completes it: two-sided before dual pung before closed, edge and single) and the
    copies left; ``((), "", 0)`` for a hand that is not ready."""
    found = waits(hand, rules, seen)
    if not found:
        return (), "", 0
    kinds = {k for w in found for k in w.kinds}
    shape = next((k.value for k in _SHAPE_ORDER if k in kinds), "")
    return tuple(w.tile for w in found), shape, sum(w.remaining for w in found)


#: The classes of a wait, the better first.
_SHAPE_ORDER = (
    WaitKind.RYANMEN,
    WaitKind.SHANPON,
    WaitKind.KANCHAN,
    WaitKind.PENCHAN,
    WaitKind.TANKI,
    WaitKind.KOKUSHI,
    WaitKind.KNITTED,
)


def _wait(found: PositionReport, mine: DiscardOption, top: DiscardOption) -> list[Reason]:
    """The wait of each of the two discards that leaves the hand ready."""
    out = []
    for o in (mine, top) if mine.discard != top.discard else (mine,):
        if o.shanten != 0:
            continue
        p = found.position
        tiles, shape, left = wait_kinds(p.hand.remove(o.discard), p.rules, p.seen)
        if tiles:
            out.append(Reason.of("wait", tile=o.discard, waits=tiles, shape=shape, left=left))
    return out


def _dora(found: PositionReport, played: int, best: int) -> list[Reason]:
    """The played discard throws a dora (by the indicators) or a red five, the best not."""
    p = found.position
    if p.situation is None or played == best:
        return []
    dora = {dora_of(kind_of(t)) for t in p.situation.dora_indicators}
    red = p.hand.discard_code(played) != played
    if played in dora or red:
        return [Reason.of("dora", tile=p.hand.discard_code(played), red=red, best=best)]
    return []


def _valued(found: PositionReport) -> bool:
    """Whether the position knows what a win is worth by riichi yaku (a situation, riichi
    scoring): where all simples and a value honour are yaku."""
    p = found.position
    return p.situation is not None and p.rules.scored is Scored.RIICHI


def _all_simples(hand: Hand) -> bool:
    return all(
        n == 0 or not (is_honor(k) or is_terminal(k)) for k, n in enumerate(hand.total_counts())
    )


def _tanyao(found: PositionReport, played: int, best: int) -> list[Reason]:
    """The best discard leaves every tile of the hand, melds included, a simple (tanyao; an
    open hand only where the rules allow it), the played not: the hand's one terminal or
    honour is the best discard, and the played keeps it."""
    p = found.position
    if not _valued(found) or played == best or not (p.hand.is_concealed or p.rules.open_tanyao):
        return []
    if _all_simples(p.hand.remove(best)) and not _all_simples(p.hand.remove(played)):
        return [_set("keeps-tanyao", played, best)]
    return []


def yakuhai_han(kind: int, situation: Situation) -> int:
    """The han a pung of ``kind`` is worth as a value honour (役牌): a dragon's one, the seat
    wind's and the round wind's one each (two for a double wind); 0 for any other kind."""
    winds = (situation.seat_wind.tile, situation.round_wind.tile)
    return (kind in DRAGONS) + sum(kind == w for w in winds)


def _yakuhai(found: PositionReport, played: int, best: int) -> list[Reason]:
    """The played discard breaks a pair or a pung of a value honour the best keeps: the
    copies held, the han its pung is worth, the copies left to make it (or a fourth)."""
    p = found.position
    if not _valued(found) or played == best:
        return []
    assert p.situation is not None
    han = yakuhai_han(played, p.situation)
    held = p.hand.counts[played]
    if not han or held not in (2, 3):
        return []
    left = max(0, 4 - p.hand.total_counts()[played] - p.seen.counts[played])
    return [_set("keeps-yakuhai", played, best, held=held, han=han, left=left)]


def _value(found: PositionReport, played: int, best: int) -> list[Reason]:
    """Both discards win about as often, but the best's win is worth more (only where the
    look-ahead valued the wins)."""
    if found.ahead is None or played == best:
        return []
    entries = {a.discard: a for a in found.ahead.discards}
    a, b = entries[played], entries[best]
    if None in (a.win_prob, b.win_prob, a.exp_value, b.exp_value):
        return []
    assert a.win_prob and b.win_prob and a.exp_value is not None and b.exp_value is not None
    worth_a, worth_b = a.exp_value / a.win_prob, b.exp_value / b.win_prob
    if worth_b - worth_a < SAME_POINTS:
        return []
    return [_set("value", played, best, {"worth": (round(worth_a), round(worth_b))})]


def _danger(found: PositionReport, played: int, best: int) -> list[Reason]:
    """Each of the two tiles' category and chance against the riichis on the table."""
    if found.dangers is None:
        return []
    by_kind = {o.discard: d for o, d in zip(found.report.discards, found.dangers, strict=True)}
    out = []
    for kind in (played, best) if played != best else (played,):
        d = by_kind.get(kind)
        if d is not None:
            out.append(Reason.of("danger", tile=kind, category=d.name, chance=d.chance))
    return out


def _push_fold(found: PositionReport, played: int, best: int) -> list[Reason]:
    """With a threat on the table: the played and the best discard, each its chance to win
    and to deal in now and its round EV, and the fold line's round EV."""
    if found.fold is None or found.deal_ins is None or found.round_evs is None:
        return []
    kinds = [o.discard for o in found.report.discards]
    i, j = kinds.index(played), kinds.index(best)
    ahead = found.ahead
    win, best_win = (
        UNKNOWN if ahead is None else _chance(ahead.discards[k].win_prob) for k in (i, j)
    )
    facts = {
        "win": (win, best_win),
        "deal_in": (found.deal_ins[i], found.deal_ins[j]),
        "ev": (round(found.round_evs[i]), round(found.round_evs[j])),
    }
    kept = played == best
    return [
        _set(
            "push-fold-kept" if kept else "push-fold",
            played,
            None if kept else best,
            facts,
            fold_ev=round(found.fold.ev),
        )
    ]


def _chance(p: float | None) -> float:
    """A chance, or :data:`UNKNOWN` where the look-ahead did not reach."""
    return UNKNOWN if p is None else p


# --- riichi or dama -----------------------------------------------------------------------------


def riichi_reasons(
    found: PositionReport, played: int, riichi_ev: float, dama_ev: float
) -> tuple[Reason, ...]:
    """Riichi or dama at discarding ``played`` (a kind): riichi's han, the wait the discard
    leaves and its copies left, each way's round EV."""
    p = found.position
    tiles, shape, left = wait_kinds(p.hand.remove(played), p.rules, p.seen)
    return (
        Reason.of(
            "riichi",
            tile=played,
            han=RIICHI_HAN,
            waits=tiles,
            shape=shape,
            left=left,
            riichi_ev=round(riichi_ev),
            dama_ev=round(dama_ev),
        ),
    )


# --- call or pass -------------------------------------------------------------------------------


def call_reasons(found: PositionReport, played: CallChoice, best: CallChoice) -> tuple[Reason, ...]:
    """A call decision: the call made, or the best call, or (a pass that was best) the call
    of the highest round EV, against passing, each its chance to win and round EV; that a
    call opens a closed hand (no riichi)."""
    calls = found.calls or ()
    passed = next((c for c in calls if c.option.call is Call.PASS), None)
    called = [c for c in (played, best) if c.option.call is not Call.PASS]
    if not called:  # passed, and rightly: the best call beside it
        others = [c for c in calls if c.option.call is not Call.PASS and c.round_ev is not None]
        called = [max(others, key=lambda c: c.round_ev or 0.0)] if others else []
    if passed is None or not called:
        return ()
    out = [
        Reason.of(
            "call",
            call=c.option.call.value,
            meld=c.option.meld_text or "",
            discard=-1 if c.discard is None else c.discard,
            win=_chance(c.win_prob),
            ev=round(c.round_ev or 0.0),
            pass_win=_chance(passed.win_prob),
            pass_ev=round(passed.round_ev or 0.0),
        )
        for c in dict.fromkeys(called)
    ]
    if found.position.hand.is_concealed:
        out.append(Reason.of("opens-hand", call=called[0].option.call.value))
    return tuple(out)
