"""Which arrangement of a complete hand scores it.

An MCR score keeps the decomposition it was counted on. The ``mahjong`` package picks the best
riichi arrangement itself and does not say which: :func:`scoring_arrangement` finds the
decompositions whose sets agree with what the package reported (the shape its yaku need, one
pung or kong for each pung and kong it gave fu for, the pair and the wait its fu name, the
sequences its yaku are made of). Every arrangement that agrees with all of that is worth what
the package said, so the first of them is shown as the one that scores.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core import GROUP_OF, ORPHANS, Decomposition, MeldKind, Rules, Shape, decompositions
from ..core.kinds import number_of
from ..core.tiles import WHITE
from .mcr import McrScore
from .riichi import FuReason, RiichiScore
from .situation import Situation

RIICHI = Rules.preset("riichi")

_PUNG_FU = frozenset(
    (
        FuReason.OPEN_PUNG_SIMPLE,
        FuReason.OPEN_PUNG_TERMINAL,
        FuReason.CONCEALED_PUNG_SIMPLE,
        FuReason.CONCEALED_PUNG_TERMINAL,
        FuReason.OPEN_KONG_SIMPLE,
        FuReason.OPEN_KONG_TERMINAL,
        FuReason.CONCEALED_KONG_SIMPLE,
        FuReason.CONCEALED_KONG_TERMINAL,
    )
)
_PAIR_FU = frozenset((FuReason.PAIR_DRAGON, FuReason.PAIR_SEAT_WIND, FuReason.PAIR_ROUND_WIND))
_OUTSIDE = frozenset(ORPHANS)


def _sets(d: Decomposition) -> list[tuple[int, ...]]:
    """Every set of a standard arrangement, concealed and declared (a kong as its tiles)."""
    return [*d.sets, *(m.tiles for m in d.declared)]


def _chows(d: Decomposition) -> list[int]:
    """The lowest tile of every chow, concealed or declared, sorted."""
    return sorted(s[0] for s in _sets(d) if s[0] != s[1])


def _wait_fits(d: Decomposition, reason: FuReason, win: int) -> bool:
    """Whether the winning tile can play the role the wait's fu name in this arrangement."""
    if reason is FuReason.WAIT_TANKI:
        return d.pair == win
    return any(_set_fits(s, reason, win) for s in d.sets)


def _set_fits(s: tuple[int, ...], reason: FuReason, win: int) -> bool:
    """Whether the winning tile completes the chow ``s`` by the closed or edge wait named."""
    if s[0] == s[1] or win not in s:
        return False
    if reason is FuReason.WAIT_KANCHAN:
        return s[1] == win
    if reason is FuReason.WAIT_PENCHAN:
        return (number_of(s[0]) == 1 and s[2] == win) or (number_of(s[2]) == 9 and s[0] == win)
    return False


def _yaku_fit(d: Decomposition, ids: set[str]) -> bool:
    """Whether the sequences and sets the arrangement holds make the yaku the package found."""
    chows = _chows(d)
    counts = {c: chows.count(c) for c in set(chows)}
    concealed = sorted(s[0] for s in d.sets if s[0] != s[1])
    doubles = sum(concealed.count(c) // 2 for c in set(concealed))
    if "pinfu" in ids and len(chows) != 4:
        return False
    if "toitoi" in ids and chows:
        return False
    if "ryanpeikou" in ids and doubles != 2:
        return False
    if "iipeikou" in ids and doubles != 1:
        return False
    if "sanshoku" in ids and not any(
        {GROUP_OF[c] for c in chows if number_of(c) == number_of(low)} == {0, 1, 2} for low in chows
    ):
        return False
    if "ittsu" in ids and not any(
        all(counts.get(base + k, 0) for k in (0, 3, 6)) for base in (0, 9, 18)
    ):
        return False
    if ids & {"chanta", "junchan"}:
        groups = [*_sets(d), (d.pair, d.pair)]
        if not all(_OUTSIDE & set(g) for g in groups if g[0] is not None):
            return False
    return True


def _riichi_fits(d: Decomposition, s: RiichiScore) -> bool:
    ids = {y.id for y in s.yaku}
    if ids & {"kokushi", "kokushi-13"}:
        return d.shape is Shape.THIRTEEN_ORPHANS
    if "chiitoitsu" in ids:
        return d.shape is Shape.SEVEN_PAIRS
    if d.shape is not Shape.STANDARD:
        return False
    reasons = [f.reason for f in s.fu_details]
    pungs = [g for g in _sets(d) if g[0] == g[1]]
    if sum(r in _PUNG_FU for r in reasons) != len(pungs):
        return False
    # Terminal and honour pungs get their own fu: the split between the two must agree too.
    outside = sum(r.value.endswith("terminal-or-honour") for r in reasons if r in _PUNG_FU)
    if outside != sum(g[0] in _OUTSIDE for g in pungs):
        return False
    pair = d.pair
    sit: Situation = s.situation
    valued = pair is not None and (
        pair >= WHITE  # a dragon
        or pair in (sit.seat_wind.tile, sit.round_wind.tile)
    )
    if valued != any(r in _PAIR_FU for r in reasons):
        return False
    for r in reasons:
        if r in (FuReason.WAIT_TANKI, FuReason.WAIT_KANCHAN, FuReason.WAIT_PENCHAN):
            if not _wait_fits(d, r, sit.win_tile):
                return False
    return _yaku_fit(d, ids)


def _first(found: Iterable[Decomposition], s: RiichiScore) -> Decomposition | None:
    return next((d for d in found if _riichi_fits(d, s)), None)


def scoring_arrangement(s: McrScore | RiichiScore) -> Decomposition | None:
    """The decomposition of the hand that scores ``s``: an MCR score's own; under riichi the
    first decomposition that agrees with the yaku and fu the ``mahjong`` package reported
    (None for a hand with no yaku, or when none agrees)."""
    if isinstance(s, McrScore):
        return s.decomposition
    if not s.win:
        return None
    return _first(decompositions(s.hand, RIICHI), s)


_RIICHI_WAITS = frozenset((FuReason.WAIT_TANKI, FuReason.WAIT_KANCHAN, FuReason.WAIT_PENCHAN))
_OPEN_PUNG_FU = frozenset((FuReason.OPEN_PUNG_SIMPLE, FuReason.OPEN_PUNG_TERMINAL))


def _wait_reason(s: McrScore | RiichiScore) -> FuReason | None:
    """The wait the score counts, in the fu reasons' terms (MCR's 边张, 嵌张, 单钓将 too)."""
    if isinstance(s, McrScore):
        ids = {f.fan.id for f in s.fans}
        by_fan = (
            (77, FuReason.WAIT_PENCHAN),
            (78, FuReason.WAIT_KANCHAN),
            (79, FuReason.WAIT_TANKI),
        )
        return next((r for fan, r in by_fan if fan in ids), None)
    return next((f.reason for f in s.fu_details if f.reason in _RIICHI_WAITS), None)


def winning_place(s: McrScore | RiichiScore, d: Decomposition) -> tuple[int, int]:
    """Where the winning tile sits in ``d.groups`` (group, position) as the score ``s``
    counts it: in the set its wait names (edge, closed, single), else in the pung a riichi
    win on a discard opened (its fu is an open pung's), else in a chow it completes on two
    sides, else in the last group that holds it. ``(-1, -1)`` when no concealed group holds
    it. A tile held in a chow and a pung (``123p333p``) is lit where the fu say it won."""
    win = s.situation.win_tile
    groups = d.groups
    holding = [g for g, group in enumerate(groups) if win in group]
    if not holding:
        return (-1, -1)

    def place(g: int) -> tuple[int, int]:
        return (g, groups[g].index(win))

    reason = _wait_reason(s)
    if reason is FuReason.WAIT_TANKI:
        return next((place(g) for g in holding if groups[g] == (win, win)), place(holding[-1]))
    pungs = [g for g in holding if len(groups[g]) >= 3 and groups[g][0] == groups[g][1]]
    chows = [g for g in holding if len(groups[g]) == 3 and groups[g][0] != groups[g][1]]
    if reason is not None:
        for g in chows:
            if _set_fits(groups[g], reason, win):
                return place(g)
    if isinstance(s, RiichiScore) and not s.situation.self_drawn and pungs:
        opened = sum(f.reason in _OPEN_PUNG_FU for f in s.fu_details)
        declared = sum(m.kind is MeldKind.PUNG for m in d.declared)
        if opened > declared:
            return place(pungs[0])
    two_sided = [g for g in chows if groups[g].index(win) != 1]
    if reason is None and two_sided:
        return place(two_sided[0])
    return place(holding[-1])
