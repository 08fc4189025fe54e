"""Every constant of the round EV (:mod:`.round_ev`), each with where it comes from.

Figures are facts and are taken with their source named; no code is taken from anywhere. The
sources, as DESIGN.md "Decisions" and issue 26 quote them:

- みーにん『「統計学」のマージャン戦術』(2017), Tenhou houou-table statistics, as
  summarised by riichi-mahjong.com "push or fold" parts 1 and 2 and as riichi.wiki's defence
  pages quote them: the average deal-in costs below;
- ネマタ『勝つための現代麻雀技術論』: the push table the calibration tests hold the model to;
- the deal-in rates by tile class and turn of :mod:`mjtrainer.defence.rates` (mahjong-helper's
  ``util/risk_data.go``), read again here for a pushing hand's later discards.

Where a figure is **our own estimate** it says so. The by-turn tenpai rates of an opponent not
in riichi and the per-turn win rates could not be checked against their published tables here
(mahjong-helper tabulates the former in ``util/*_data.go``): the values below are estimates of
their shape (rising with melds and turns). Five figures are the model's **free parameters**
(:data:`FREE_PARAMETERS`), tuned on a grid against the published push/fold points and the
push table only (tests/decision/calibration.py, tests/decision/test_round_ev.py), never
against game reviews.
"""

from __future__ import annotations

from bisect import bisect_right

# --- what a deal-in costs ------------------------------------------------------------------------

#: The average deal-in to a non-dealer riichi, in points (統計学のマージャン戦術, as DESIGN.md
#: "Decisions" quotes it).
DEAL_IN_RIICHI = 5172
#: The same while the riichi player can still win with ippatsu (same source).
DEAL_IN_RIICHI_IPPATSU = 7445
#: A dealer's hand is worth half as much again (the scoring table's 1.5: 6 basic points a
#: han-fu unit instead of 4).
DEALER_FACTOR = 1.5
#: The average deal-in to a hand kept closed without riichi (dama) (same source).
DEAL_IN_DAMA = 4536
#: The average deal-in to an open hand by the dora it shows, 0 to 5 and more (same source).
DEAL_IN_OPEN_BY_DORA = (3000, 4200, 5880, 8232, 10000, 13000)

# --- the exhaustive draw and the sticks ----------------------------------------------------------

#: What the noten players pay the tenpai players at an exhaustive draw, split (the rules).
NOTEN_POOL = 3000
#: A riichi deposit, won by the next winner (the rules).
RIICHI_STICK = 1000
#: What each honba counter adds to a win (the rules: 300 on a ron, 100 from each on a tsumo).
HONBA = 300

# --- the others' progress ------------------------------------------------------------------------

#: The chance a riichi player wins in one go-around of the table, from someone other than the
#: seat (its wait unknown: the average riichi). **Free parameter**, our estimate: a first riichi
#: wins about half the time (Houou statistics, pathofhouou) over the six to eight go-arounds
#: it usually has left.
RIICHI_WIN_PER_TURN = 0.07
#: The share of a riichi's wins by self-draw (our estimate: others fold against a riichi, so
#: it self-draws more often than a quiet hand; Houou statistics put it near half).
RIICHI_SELF_DRAW_SHARE = 0.45
#: The chance a ready hand not in riichi wins in one go-around (our estimate, below a riichi's:
#: its wait is often worse and it shows less, but the others do not fold against it).
READY_WIN_PER_TURN = 0.07
#: The share of those wins by self-draw (our estimate).
READY_SELF_DRAW_SHARE = 0.35

#: The chance an opponent not in riichi is ready, by its melds (0–4) and its turn: ``(turn,
#: rate)`` anchors, read in between by straight lines. **Our estimates** of the shape of the
#: published tables (tenpai rates rise with melds and turns; a closed hand that is ready mostly
#: declares riichi, so a closed quiet hand is rarely ready); four melds are always ready.
TENPAI_BY_MELDS: tuple[tuple[tuple[int, float], ...], ...] = (
    ((1, 0.0), (6, 0.02), (9, 0.05), (12, 0.09), (15, 0.13), (18, 0.17)),
    ((1, 0.02), (6, 0.15), (9, 0.28), (12, 0.40), (15, 0.50), (18, 0.58)),
    ((1, 0.05), (6, 0.30), (9, 0.45), (12, 0.58), (15, 0.67), (18, 0.73)),
    ((1, 0.15), (6, 0.55), (9, 0.70), (12, 0.80), (15, 0.85), (18, 0.88)),
    ((1, 1.0), (18, 1.0)),
)

#: The chance a closed opponent not yet in riichi declares one in a go-around of the table (and
#: is ready from then on, winning at :data:`RIICHI_WIN_PER_TURN`). **Our estimate** from the
#: Houou statistics' riichi rate (about 18 % of a player's rounds, pathofhouou) spread over the
#: ten or so go-arounds in which riichis are declared. Without it a table with nobody in riichi
#: would be too quiet: the others' progress would be the few quiet ready hands of
#: :data:`TENPAI_BY_MELDS`, and most rounds would end in an exhaustive draw.
LATER_RIICHI_PER_TURN = 0.02
#: The share of those later riichis still declared once somebody is in riichi: the others fold
#: against a riichi (one reason a riichi wins more rounds than its own draws explain). **Our
#: estimate**: about one riichi in four is chased by another ("oikake", Houou statistics as
#: the strategy sites quote them, not checked here), against a chance of about 38 % that
#: three closed players declare one over the same eight go-arounds with nobody in riichi
#: (``1 − (1 − 0.02)^24``): 0.25 / 0.38 ≈ 0.7.
LATER_RIICHI_AGAINST_RIICHI = 0.7

# --- the seat's own wins -------------------------------------------------------------------------

#: The seat's chance to win in a go-around is its one-player chance to draw a winning tile
#: times this: the others' discards (the riichi player's among them, thrown whatever they
#: are) bring it wins by ron too. **Free parameter**, our estimate: Houou statistics put the
#: self-draws near 40 % of a ready hand's wins.
OWN_RON_FACTOR = 1.2

# --- a pushing hand's later discards -------------------------------------------------------------

#: A pushing hand's later discard deals in with this share of a non-suji 4/6's rate at that turn
#: (:mod:`mjtrainer.defence.rates`): it throws whatever it draws that it does not need, some of
#: it safe. **Free parameter**, our estimate.
PUSH_DANGER_SHARE = 0.25

#: A pushing hand not yet ready throws the tiles its shape does not need, chosen, not its
#: draws: this many times a ready hand's danger. **Free parameter**, our estimate.
NOT_READY_DANGER = 3.0

#: A folding hand's later discard deals in at most this often: it throws the safest of what it
#: holds and draws, and every tile passed after a riichi adds to its genbutsu (our estimate;
#: a hand that folds early rarely deals in at all).
FOLD_DANGER = 0.008

#: The free parameters of the model, by name (the README's model page lists them).
FREE_PARAMETERS = (
    "RIICHI_WIN_PER_TURN",
    "PUSH_DANGER_SHARE",
    "NOT_READY_DANGER",
    "OWN_RON_FACTOR",
    "FOLD_DANGER",
)


def average_win(dealer: bool, open_hand: bool, dora: int) -> float:
    """What the seat's own win is worth on average where the look-ahead did not value it (the
    review, for speed): the same published averages as a deal-in to such a hand — a closed
    hand as a riichi's (:data:`DEAL_IN_RIICHI`), an open one by its dora
    (:data:`DEAL_IN_OPEN_BY_DORA`), ×1.5 for the dealer."""
    base = open_hand_cost(dora) if open_hand else DEAL_IN_RIICHI
    return base * (DEALER_FACTOR if dealer else 1.0)


def tenpai_rate(melds: int, turn: int) -> float:
    """The chance an opponent not in riichi with ``melds`` open melds is ready at ``turn``
    (1–18; outside, the nearest end), from :data:`TENPAI_BY_MELDS`."""
    anchors = TENPAI_BY_MELDS[min(max(melds, 0), len(TENPAI_BY_MELDS) - 1)]
    turns = [t for t, _ in anchors]
    if turn <= turns[0]:
        return anchors[0][1]
    if turn >= turns[-1]:
        return anchors[-1][1]
    i = bisect_right(turns, turn) - 1
    (t0, r0), (t1, r1) = anchors[i], anchors[i + 1]
    return r0 + (r1 - r0) * (turn - t0) / (t1 - t0)


def open_hand_cost(dora: int) -> int:
    """The average deal-in to an open hand showing ``dora`` dora (5 and more read as 5)."""
    return DEAL_IN_OPEN_BY_DORA[min(max(dora, 0), len(DEAL_IN_OPEN_BY_DORA) - 1)]


# --- riichi or dama ------------------------------------------------------------------------------

#: The han a riichi win adds beyond riichi itself, ura dora and ippatsu together: ``(han,
#: chance)``. **Our estimate** of the shape the Houou statistics report (about a third of riichi
#: wins gain ura han, one in ten or so an ippatsu): an average of about 0.45 han.
RIICHI_EXTRA_HAN: tuple[tuple[int, float], ...] = ((0, 0.62), (1, 0.31), (2, 0.07))

#: The share of a quiet ready hand's chance to win, each go-around, that the same wait keeps
#: with riichi (the others fold against a riichi and throw it fewer winning tiles), by wait
#: class: a wait on two kinds or more ("good"), on one ("bad": edge, closed, single). **Our
#: estimates**: 「統計学」のマージャン戦術 tabulates riichi against dama win rates by wait and
#: turn (as mahjong.guide "Rules for riichi" summarises it: declaring lowers the win rate), but
#: its table could not be checked here; a good wait loses more (its tiles are the ones a
#: folding hand holds back), a bad one less (its tile often looks safe: suji, an honour out).
RIICHI_WIN_KEPT = {"good": 0.8, "bad": 0.85}
