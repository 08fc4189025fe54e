"""Independent reference code for the core's tests: a plain win check and brute forces.

Written separately from mjtrainer.core (no shared code), so the two can disagree.
"""

from __future__ import annotations

import random
from functools import cache

from mjtrainer.core import Hand

ORPHAN_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@cache
def _sets_only(counts: tuple[int, ...]) -> bool:
    """Can these counts be split into sets (pungs and same-suit chows) exactly?"""
    t = next((i for i, c in enumerate(counts) if c), None)
    if t is None:
        return True
    work = list(counts)
    if work[t] >= 3:
        work[t] -= 3
        if _sets_only(tuple(work)):
            return True
        work[t] += 3
    if t < 27 and t % 9 <= 6 and work[t + 1] and work[t + 2]:
        work[t] -= 1
        work[t + 1] -= 1
        work[t + 2] -= 1
        if _sets_only(tuple(work)):
            return True
    return False


def standard_win(counts: tuple[int, ...]) -> bool:
    """Pair plus sets (the concealed part of a hand; melds are complete already)."""
    if sum(counts) % 3 != 2:
        return False
    for p in range(34):
        if counts[p] >= 2:
            work = list(counts)
            work[p] -= 2
            if _sets_only(tuple(work)):
                return True
    return False


def seven_pairs_win(counts: tuple[int, ...], four_as_two: bool) -> bool:
    if sum(counts) != 14:
        return False
    if four_as_two:
        return all(c % 2 == 0 for c in counts)
    return sorted(counts)[-7:] == [2] * 7 and sum(1 for c in counts if c == 2) == 7


def orphans_win(counts: tuple[int, ...]) -> bool:
    return (
        sum(counts) == 14
        and all(counts[t] for t in ORPHAN_KINDS)
        and sum(counts[t] for t in ORPHAN_KINDS) == 14
    )


def riichi_win(hand_counts: tuple[int, ...], melds: int = 0) -> bool:
    """Win under riichi rules: standard, or (concealed 14 tiles) seven pairs / orphans."""
    if standard_win(hand_counts):
        return True
    if melds == 0 and sum(hand_counts) == 14:
        return seven_pairs_win(hand_counts, False) or orphans_win(hand_counts)
    return False


def brute_waits(hand: Hand) -> list[int]:
    """Kinds that complete a 3n+1 riichi hand, drawing only kinds not held four times."""
    total = hand.total_counts()
    out = []
    for t in range(34):
        if total[t] < 4:
            c = list(hand.counts)
            c[t] += 1
            if riichi_win(tuple(c), len(hand.melds)):
                out.append(t)
    return out


def wall_deal(rnd: random.Random, size: int, kinds: range | list[int] = range(34)) -> list[int]:
    """``size`` tiles from a shuffled wall of four copies of each of ``kinds``."""
    wall = [t for t in kinds for _ in range(4)]
    rnd.shuffle(wall)
    return wall[:size]


KNITTED_STRAIGHTS = [
    sorted(s * 9 + n + r for s, r in zip(order, (0, 1, 2), strict=True) for n in (0, 3, 6))
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
]


def mcr_win(counts: tuple[int, ...]) -> bool:
    """Win under Chinese Official shapes, concealed 14 tiles: standard, seven pairs (four of a
    kind as two pairs), thirteen orphans, honours and knitted, knitted straight + set + pair."""
    if standard_win(counts):
        return True
    if sum(counts) != 14:
        return False
    if seven_pairs_win(counts, True) or orphans_win(counts):
        return True
    for ks in KNITTED_STRAIGHTS:
        allowed = set(ks) | set(range(27, 34))
        if max(counts) == 1 and all(counts[t] == 0 or t in allowed for t in range(34)):
            return True
        if all(counts[t] for t in ks):
            rest = list(counts)
            for t in ks:
                rest[t] -= 1
            if standard_win(tuple(rest)):
                return True
    return False


def exact_small_shanten(counts: tuple[int, ...], win=riichi_win) -> int | None:
    """Brute-force exact shanten of a concealed 13-tile hand when it is 0 or 1 (else None):
    0 when a kind held fewer than four times completes it, 1 when one exchange makes it 0."""

    def ready(c: list[int]) -> bool:
        for t in range(34):
            if c[t] < 4:
                c[t] += 1
                done = win(tuple(c))
                c[t] -= 1
                if done:
                    return True
        return False

    c = list(counts)
    if ready(c):
        return 0
    for t in range(34):
        if c[t] >= 4:
            continue
        c[t] += 1
        for d in range(34):
            if c[d] and d != t:
                c[d] -= 1
                found = ready(c)
                c[d] += 1
                if found:
                    return 1
        c[t] -= 1
    return None


def _all_sets() -> list[tuple[int, ...]]:
    pungs = [(t, t, t) for t in range(34)]
    chows = [(t, t + 1, t + 2) for t in range(27) if t % 9 <= 6]
    return pungs + chows


ALL_SETS = _all_sets()


def exact_shanten_by_targets(
    counts: tuple[int, ...], melded: tuple[int, ...], sets: int, knitted: bool = False
) -> int:
    """Exact shanten of a concealed part that must become ``sets`` sets and a pair (plus, with
    ``knitted``, one knitted straight's nine kinds), every target kind within 4 copies counting
    ``melded``: the fewest tiles any such target lacks, less one.

    Brute force over targets. A set or pair sharing no tile with the hand costs its full size
    wherever it goes (there is always a free kind for it among 34), so only sets and pairs that
    share a tile are enumerated, plus such "empty" ones.
    """
    from itertools import combinations_with_replacement

    held = list(counts)
    touching = [s for s in ALL_SETS if any(held[t] for t in s)]
    straights = KNITTED_STRAIGHTS if knitted else [[]]
    best = 99
    for ks in straights:
        base = [0] * 34
        for t in ks:
            base[t] += 1
        if any(base[t] + melded[t] > 4 for t in range(34)):
            continue
        pairs = [(t, t) for t in range(34) if held[t]] + [None]
        for pair in pairs:
            with_pair = base[:]
            if pair is not None:
                for t in pair:
                    with_pair[t] += 1
            for chosen in combinations_with_replacement([*touching, None], sets):
                target = with_pair[:]
                for s in chosen:
                    if s is not None:
                        for t in s:
                            target[t] += 1
                if any(target[t] + melded[t] > 4 for t in range(34)):
                    continue
                overlap = sum(min(a, b) for a, b in zip(target, held, strict=True))
                lacking = (len(ks) + 2 + 3 * sets) - overlap
                best = min(best, lacking)
    return best - 1
