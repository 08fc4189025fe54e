"""The published push/fold situations (DESIGN.md "Decisions", laws 2 and 3) built as real
positions: the seat's hand, a table with a riichi at the eighth turn, the situation.

The seat (seat 0) is not the dealer. The riichi player declared on its seventh
discard and has thrown one tile since (no ippatsu left, as at "turn 8" of the tables); the two
others have thrown eight tiles each. The seat's hands are open tanyao hands (no riichi to
change their worth) whose value comes from the dora indicator: a two-sided 34m or a closed
35m wait, the tile to push or fold being 9m, whose chance to deal in is each case's parameter.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from mjtrainer.core import Hand, Rules, SeenTiles
from mjtrainer.decision import AnalyzeOptions, Position, PositionReport, analyze
from mjtrainer.decision import race as race_mod
from mjtrainer.decision.round_ev import Opponent, OwnPlay, own_play, push_ev
from mjtrainer.defence import Table, tiles_of
from mjtrainer.scoring import Situation, Wind

RIICHI = Rules.preset("riichi")
TURN = 8
RIICHI_POND = "1z9p2z8s1m5z3z7z"  # declared on 3z (the seventh), then 7z
PONDS = {2: "19m1p2z1s6z9s3z", 3: "91m9p4z7z2z1s8s"}
#: The tile pushed in every case.
PUSHED = "9m"
#: The two waits: two-sided (34m, waiting 2m and 5m) and closed (35m, waiting 4m).
TWO_SIDED, CLOSED = "34m", "35m"
#: The dora indicator and the run (with a red five or not) that make each value with the
#: hand's 88p pair: an open tanyao of 1, 2, 3 and 4 han (tsumo 1,100 / 2,000 / 4,000 / 7,900).
VALUE = {1000: ("1z", "456p"), 2000: ("5p", "456p"), 3900: ("7p", "456p"), 8000: ("7p", "406p")}


@dataclass(frozen=True, slots=True)
class Case:
    """One position and what the round EV reads from it: the race (the others, built once),
    the seat's own play with its best discard (9m), the fold line's EV."""

    report: PositionReport
    opponents: tuple[Opponent, ...]
    own: OwnPlay
    fold: float

    def push(self, chance: float) -> float:
        """The round EV of pushing a tile that deals in to the riichi with ``chance``."""
        return push_ev(self.opponents, self.own, self.now(chance))

    def now(self, chance: float) -> tuple[float, ...]:
        return tuple(chance if o.seat == RIICHI_SEAT else 0.0 for o in self.opponents)


RIICHI_SEAT = 1


def position(
    wait: str = TWO_SIDED,
    value: int = 2000,
    *,
    dealer_riichi: bool = True,
    one_shanten: bool = False,
) -> Position:
    """The seat's position against a riichi at turn 8 (by the dealer, or by a non-dealer with
    seat 3 the dealer); ``one_shanten``: the hand is one tile from ready instead."""
    indicator, run = VALUE[value]
    concealed = f"{wait}{run}678s88p{PUSHED}"
    if one_shanten:  # 6s for 8s: 67s waits too, one step back
        concealed = f"{wait}{run}667s88p{PUSHED}"
    hand = Hand.parse(f"{concealed} [234s]")
    dealer = RIICHI_SEAT if dealer_riichi else 3
    table = Table.from_json(
        json.dumps(
            {
                "seat": 0,
                "dealer": dealer,
                "dora_indicators": indicator,
                "opponents": [
                    {"seat": RIICHI_SEAT, "pond": RIICHI_POND, "riichi": 6},
                    *({"seat": s, "pond": p} for s, p in PONDS.items()),
                ],
            }
        ),
        hand.tiles(),
        tuple(m.tiles for m in hand.melds),
    )
    seen = [
        *tiles_of(RIICHI_POND, "pond"),
        *(t for p in PONDS.values() for t in tiles_of(p, "pond")),
        *tiles_of(indicator, "dora"),
    ]
    wind = list(Wind)[(0 - dealer) % 4]
    situation = Situation(
        0, seat_wind=wind, dora_indicators=tiles_of(indicator, "dora"), riichi_sticks=1
    )
    return Position(hand, SeenTiles.from_tiles(seen), RIICHI, TURN, situation, table=table)


def case(
    wait: str = TWO_SIDED,
    value: int = 2000,
    *,
    dealer_riichi: bool = True,
    one_shanten: bool = False,
) -> Case:
    """The :class:`Case` of :func:`position`'s arguments."""
    p = position(wait, value, dealer_riichi=dealer_riichi, one_shanten=one_shanten)
    assert p.situation is not None and p.turn is not None
    found = analyze(p, AnalyzeOptions())
    assert found.ahead is not None and found.fold is not None
    entry = next(a for a in found.ahead.discards if a.discard == tiles_of(PUSHED, "x")[0])
    bonus = 1000 * p.situation.riichi_sticks
    own = own_play(
        entry.win_by_turn,
        entry.win_prob,
        entry.tenpai_prob,
        entry.exp_value,
        bonus,
        entry.tenpai_by_turn,
    )
    others = race_mod.build(p.table, p.situation, p.turn)
    return Case(found, others.opponents, own, found.fold.ev)


#: Law 2 (みーにん, 統計学のマージャン戦術, via riichi-mahjong.com "push or fold"): a
#: non-dealer's ready hand against a riichi at turn 8 — (dealer riichi, wait, value, deal-in
#: chance of the tile pushed, published round EV). The first two are against the dealer. The
#: 20 % points cannot be against the dealer too: the same 2,000-point two-sided hand would
#: then land at −800 with a 20 % tile and at −1,100 with a 10 % one, against the law's own
#: "each further 10 % costs about 700"; they are read as against a non-dealer riichi, where
#: a deal-in costs two thirds as much (README, "Round EV").
PUBLISHED_POINTS = (
    (True, TWO_SIDED, 2000, 0.0, -400),
    (True, TWO_SIDED, 2000, 0.1, -1100),
    (False, TWO_SIDED, 3900, 0.2, -300),
    (False, TWO_SIDED, 2000, 0.2, -800),
    (False, TWO_SIDED, 1000, 0.2, -1000),
    (False, CLOSED, 8000, 0.2, -100),
    (False, CLOSED, 3900, 0.2, -700),
    (False, CLOSED, 2000, 0.2, -1300),
)
#: The published fold line of the same situation, and the cost of each further 10 % of danger.
PUBLISHED_FOLD = -1100
PUBLISHED_STEP = -700
#: How far from a published point the model may land (DESIGN.md law 2).
TOLERANCE = 400

#: Law 3: 『勝つための現代麻雀技術論』's push table — against a riichi (dealer or not), a
#: ready hand of a wait and value pushes a dangerous tile (True) or folds: a two-sided wait
#: pushes against a non-dealer at any value and against the dealer from 2 han; a worse wait
#: needs about 3 han; a 1-shanten hand mostly folds. (dealer riichi, wait, value, 1-shanten).
PUSH_TABLE = tuple(
    ((dealer, wait, value, shanten1), push)
    for dealer in (False, True)
    for wait in (TWO_SIDED, CLOSED)
    for value in (1000, 2000, 3900, 8000)
    for shanten1 in (False, True)
    for push in [
        (not shanten1 or value >= 8000)
        and (
            (wait == TWO_SIDED and (not dealer or value >= 2000))
            or (wait == CLOSED and value >= 3900)
        )
    ]
)
#: The dangerous tile of the push table: a non-suji tile in mid-game.
PUSH_TABLE_CHANCE = 0.12
