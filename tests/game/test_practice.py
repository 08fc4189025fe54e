"""The practice deal: the shuffle (136 tiles, the reds the rules have), the same seed the same
game, the two ways it ends, grades equal to the review's for the same position, the record's
mjai round trip, and undo."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from mjtrainer.core import Hand, Rules, discard_options
from mjtrainer.core.kinds import is_red, kind_of
from mjtrainer.game import Discard, Draw, DrawEnd, DrawKind, Kita, Win, read_game, to_mjai
from mjtrainer.game.practice import (
    KITA,
    Practice,
    PracticeError,
    default_red_fives,
    grade_next,
    shuffled_tiles,
    summary,
)
from mjtrainer.game.review import Grade, grade_position, review_game
from mjtrainer.scoring import RiichiScore, legal_win
from mjtrainer.scoring import score as score_hand

RIICHI = Rules.preset("riichi")
GENERAL = Rules.preset("general")
MCR = Rules.preset("mcr")


def codes(text: str) -> list[int]:
    """Tile codes of an mpsz text (red fives as 0)."""
    return list(Hand.parse(text).codes())


def rigged(hand: str, draws: list[int], rules: Rules = RIICHI, red_fives: int = 0) -> Practice:
    """A deal whose learner holds ``hand`` and draws ``draws`` first (the rest of the 136 in
    a fixed order): the shuffle is a value, so a test can set it."""
    mine = codes(hand)
    rest = Counter(shuffled_tiles(0, red_fives))
    rest.subtract(Counter(mine + draws))
    others = sorted(rest.elements())
    tiles = mine + others[:39]  # the other three seats' hands
    others = others[39:]
    live: list[int] = []
    for d in draws:  # the learner's draws are every fourth live tile
        live += [d, *others[:3]]
        others = others[3:]
    tiles += live + others
    assert len(tiles) == 136
    return Practice(0, rules, red_fives, tuple(tiles))


def tile_efficient(p: Practice) -> int:
    """A plausible learner: the first discard the effective tiles pick, as a held code."""
    best = discard_options(p.core_hand(), p.rules)[0].discard
    return next(t for t in p.hand if kind_of(t) == best)


def play(p: Practice, choose=tile_efficient) -> Practice:
    while not p.over:
        p = p.discard(choose(p))
    return p


# --- the shuffle --------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 12345, 2**40])
def test_the_shuffle_is_136_tiles_with_three_reds_under_riichi(seed):
    p = Practice.deal(seed, RIICHI)
    assert p.red_fives == 3 == default_red_fives(RIICHI)
    assert len(p.tiles) == 136
    kinds = Counter(kind_of(t) for t in p.tiles)
    assert set(kinds.values()) == {4} and len(kinds) == 34
    assert sorted(t for t in p.tiles if is_red(t)) == [34, 35, 36]
    assert Counter(p.tiles)[4] == 3  # three plain 5m beside the red one


@pytest.mark.parametrize("rules", [GENERAL, MCR])
def test_rules_without_red_fives_deal_none(rules):
    p = Practice.deal(7, rules)
    assert p.red_fives == 0 and not any(is_red(t) for t in p.tiles)
    assert Practice.deal(7, RIICHI, red_fives=0).red_fives == 0
    with pytest.raises(PracticeError, match="red fives are 0 or 3, not 1"):
        shuffled_tiles(7, 1)


def test_the_same_seed_deals_the_same_game():
    a, b = Practice.deal(42, RIICHI), Practice.deal(42, RIICHI)
    assert a == b and a.hand == b.hand and a.drawn == b.drawn
    assert play(a) == play(b) and play(a).game() == play(b).game()
    deals = {Practice.deal(s, RIICHI).tiles for s in range(20)}
    assert len(deals) == 20


def test_a_new_deal_holds_fourteen_with_the_first_draw():
    p = Practice.deal(3, RIICHI)
    assert p.turn == 1 and len(p.hand) == 14 and p.drawn in p.hand
    assert sorted(p.hand, key=lambda t: (kind_of(t), t)) == list(p.hand)
    assert sum(p.seen) == 1 and p.seen[kind_of(p.dora_indicator)] == 1


# --- how it ends --------------------------------------------------------------------------------


def test_eighteen_discards_end_in_an_exhaustive_draw():
    p = Practice.deal(5, GENERAL)
    n = 0
    while not p.over:
        assert p.turn == n + 1
        p = p.discard(p.drawn)  # throwing every draw never wins from a random 13
        n += 1
    assert n == 18 and p.win is None and p.drawn is None
    end = p.round().ends
    assert len(end) == 1 and isinstance(end[0], DrawEnd) and end[0].kind is DrawKind.EXHAUSTIVE
    with pytest.raises(PracticeError, match="the deal is over"):
        p.discard(p.hand[0])
    # Every pond is full: the learner's 18, seat 1's 18 (the wall's last tile), 17 each else.
    assert [len(x) for x in p.ponds()] == [18, 18, 17, 17]
    assert sum(p.seen) == 18 + 18 + 17 + 17 + 1


def test_a_self_drawn_win_ends_the_deal_and_is_scored_under_riichi():
    p = rigged("123m456p789s1122z", codes("6p") + codes("1z"))
    assert not p.over
    p = p.discard(codes("6p")[0])
    assert p.over and p.win is not None and p.turn == 2
    win = p.win
    assert isinstance(win.score, RiichiScore) and win.score.win
    assert "Menzen Tsumo" in {y.name for y in win.score.yaku} or win.score.han >= 1
    assert win.points == win.score.points.total and win.deltas[0] == win.points
    assert sum(win.deltas) == 0 and win.deltas[1] == win.deltas[2] == win.deltas[3] < 0
    (end,) = p.round().ends
    assert isinstance(end, Win) and end.self_drawn and end.win_tile == codes("1z")[0]
    assert end.han == win.score.han and end.fu == win.score.fu and end.points == win.points


def test_a_win_under_general_rules_is_not_scored():
    p = rigged("123m456p789s1122z", codes("1z"), GENERAL)
    assert p.over and p.win is not None and p.win.score is None and p.win.points is None


def test_a_complete_hand_under_eight_fan_does_not_end_an_mcr_deal():
    p = rigged("123m234p567s789s1z", codes("1z"), MCR)  # a chicken-ish hand: under 8 fan
    assert legal_win(MCR)(p.core_hand(), codes("1z")[0]) is False
    assert not p.over and p.win is None


# --- grades: the review's -----------------------------------------------------------------------


def test_grades_equal_the_reviews_of_the_saved_record():
    p = Practice.deal(11, RIICHI)
    decisions = []
    for _ in range(6):
        tile = tile_efficient(p)
        decisions.append(grade_next(p, tile))
        p = p.discard(tile)
    assert [d.turn for d in decisions] == [1, 2, 3, 4, 5, 6]
    # A finished game reviews; play on by shape (fast) and review the whole record.
    rest = play(p)
    reviewed = review_game(rest.game(), 0)
    first = reviewed.rounds[0].decisions[:6]
    assert tuple(decisions) == first


@pytest.mark.parametrize("rules", [RIICHI, GENERAL, MCR])
def test_a_grade_is_the_position_graded_by_the_review(rules):
    """The same hand, seen tiles, turn and rules through the review's one grader."""
    p = play(Practice.deal(2, rules), tile_efficient)
    p = Practice(p.seed, p.rules, p.red_fives, p.tiles, p.discards[:8])
    tile = tile_efficient(p)
    d = grade_next(p, tile)
    g = grade_position(p.core_hand(), p.seen, kind_of(tile), p.turn, rules, legal_win(rules))
    assert d.turn == p.turn == 9
    assert (d.grade, d.loss, d.best, d.shanten, d.options) == (
        g.grade, g.loss, g.best, g.shanten, g.options,
    )  # fmt: skip


def test_a_ready_hand_thrown_away_is_a_mistake_and_the_right_throw_best():
    p = rigged("123m456p789s11z23s", codes("9m"))  # ready on 1s/4s; 9m drawn
    assert grade_next(p, codes("9m")[0]).grade is Grade.BEST
    bad = grade_next(p, codes("1z")[0])
    assert bad.grade is Grade.MISTAKE and bad.best == (codes("9m")[0],)


def test_the_last_discard_is_graded_by_shape():
    p = Practice.deal(5, GENERAL)
    while p.turn < 18:
        p = p.discard(p.drawn)
    d = grade_next(p, p.drawn)
    assert d.turn == 18 and not d.searched and d.grade is not None


# --- the record ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [RIICHI, GENERAL])
def test_the_deal_saves_as_mjai_and_reads_back(rules):
    p = play(Practice.deal(9, rules))
    game = p.game()
    back = read_game(to_mjai(game).encode())
    assert back.rounds == game.rounds and back.rules == game.rules
    assert back.source_format == "mjai"


def test_a_won_deal_saves_as_mjai_and_reads_back_with_its_score():
    p = rigged("123m406p789s1122z", codes("6p") + codes("1z"), red_fives=3)
    p = p.discard(codes("6p")[0])
    game = p.game()
    back = read_game(to_mjai(game).encode())
    assert back.rounds == game.rounds
    (end,) = back.rounds[0].ends
    assert isinstance(end, Win) and end.points == p.win.points and 35 in end.hand


# --- undo, bad moves, summary -------------------------------------------------------------------


def test_undo_takes_back_a_discard():
    p = Practice.deal(8, RIICHI)
    q = p.discard(p.hand[0])
    assert q.turn == 2 and q.undo() == p and q.undo().hand == p.hand
    with pytest.raises(PracticeError, match="no move to take back"):
        p.undo()
    won = rigged("123m456p789s1122z", codes("6p") + codes("1z")).discard(codes("6p")[0])
    assert won.over and not won.undo().over


@pytest.mark.parametrize("bad", [-1, 99, 27 + 6])
def test_a_tile_not_held_is_refused(bad):
    p = rigged("123m456p789s1122z", codes("9m"))
    with pytest.raises(PracticeError, match="is not in the hand"):
        p.discard(bad)
    with pytest.raises(PracticeError):
        grade_next(p, bad)


def test_the_summary_counts_grades_and_the_chance_lost():
    p = Practice.deal(4, GENERAL)
    decisions = []
    for _ in range(4):
        tile = p.hand[0]
        decisions.append(grade_next(p, tile))
        p = p.discard(tile)
    s = summary(p, decisions)
    assert sum(s.grades.values()) == 4 == s.discards and not s.over
    assert s.chance_lost == pytest.approx(sum(d.loss for d in decisions if d.loss is not None))
    assert s.won is None


def test_a_three_player_deal_plays_out_on_the_108_tile_wall():
    """Under ``sanma`` the wall holds no 2m–8m and one red 5p and 5s; three seats play, so
    the learner (the dealer) draws every third of the 55 live tiles: 19 draws, and the
    round ends in a draw with three seats' deltas."""
    sanma = Rules.preset("sanma")
    p = Practice.deal(3, sanma)
    assert len(p.tiles) == 108
    assert not any(1 <= kind_of(t) <= 7 for t in p.tiles)
    assert sorted(t for t in p.tiles if t >= 34) == [35, 36]  # red 5p and 5s
    assert p.draws == 19
    while not p.over:
        p = p.discard(p.drawn)
    rnd = p.round()
    assert len(rnd.hands) == 3 and len(rnd.scores) == 3
    kitas = sum(isinstance(e, Kita) for e in rnd.events)
    if p.win is None:  # each kita's replacement draw takes one tile off the live wall's end
        assert len(p.discards) == -(-(55 - kitas) // 3)  # every third of the tiles left
    else:
        assert len(p.win.deltas) == 3 and sum(p.win.deltas) == 0


# --- kita (three players) -----------------------------------------------------------------------

SANMA = Rules.preset("sanma")
NORTH = 30


def rigged_sanma(hand: str, draws: list[int], replacements: list[int]) -> Practice:
    """A three-player deal whose learner holds ``hand`` and draws ``draws`` first, and whose
    first replacement draws (the shuffle's last tiles, from its end) are ``replacements``."""
    mine = codes(hand)
    rest = Counter(shuffled_tiles(0, 0, SANMA.kinds_in_play))
    rest.subtract(Counter(mine + draws + replacements))
    # The other seats never draw a north here: their norths go into their dealt hands.
    others = sorted(rest.elements(), key=lambda t: (kind_of(t) != NORTH, t))
    tiles = mine + others[:26]
    others = others[26:]
    live: list[int] = []
    for d in draws:  # the learner's draws are every third live tile
        live += [d, *others[:2]]
        others = others[2:]
    tiles += live + others + replacements[::-1]
    assert len(tiles) == 108
    return Practice(0, SANMA, 0, tuple(tiles))


def north_seed() -> int:
    """The first seed whose learner draws a north as its first tile."""
    return next(s for s in range(200) if kind_of(Practice.deal(s, SANMA).drawn) == NORTH)


def test_the_learner_sets_a_north_aside_and_draws_its_replacement():
    p = Practice.deal(north_seed(), SANMA)
    assert p.can_kita and len(p.hand) == 14
    q = p.kita()
    assert q.moves == (KITA,) and q.kitas == 1 and q.discards == ()
    # 54 live tiles after the first draw: the learner draws every third, after the others;
    # the replacement draw takes one more off the wall's end, so one draw fewer is left.
    assert p.draws_left == 54 // 3 and q.draws_left == 53 // 3
    assert q.turn == p.turn == 1  # a kita is no discard
    assert len(q.hand) == 14 and q.drawn == p.tiles[-1]  # the dead wall's last tile
    kinds = Counter(kind_of(t) for t in q.hand)
    assert kinds[NORTH] == Counter(kind_of(t) for t in p.hand)[NORTH] - 1
    events = q.round().events
    assert events[-2:] == (Kita(0, NORTH), events[-1]) and events[-1].tile == p.tiles[-1]
    assert q.undo() == p and q.undo().hand == p.hand
    graded = grade_next(q, q.drawn)  # the discard after a kita grades as the review would
    assert graded.played == q.drawn and len(graded.hand) == 14


def test_a_kita_takes_one_draw_off_the_learner_s_deal():
    """The replacement draw shortens the live wall by one: the learner, first of every
    three seats, draws every third of the live tiles left (55 less the kitas)."""
    p = Practice.deal(north_seed(), SANMA).kita()
    while not p.over:
        p = p.kita() if p.can_kita else p.discard(p.drawn)
    rnd = p.round()
    kitas = [e for e in rnd.events if isinstance(e, Kita)]
    assert p.kitas >= 1 and sum(e.seat == 0 for e in kitas) == p.kitas
    if p.win is None:
        assert len(p.discards) == -(-(SANMA.live_wall - len(kitas)) // 3) < p.draws
        assert isinstance(rnd.ends[0], DrawEnd)


def test_the_other_seats_set_aside_every_north_they_draw():
    seen = 0
    for seed in range(12):
        events = play(Practice.deal(seed, SANMA)).round().events
        for before, e in zip(events, events[1:], strict=False):
            if isinstance(before, Draw) and before.seat != 0 and kind_of(before.tile) == NORTH:
                assert e == Kita(before.seat, before.tile)
                seen += 1
        assert not any(isinstance(e, Discard) and kind_of(e.tile) == NORTH and e.seat != 0
                       for e in events)  # fmt: skip
    assert seen > 0


def test_a_deal_with_kitas_saves_as_mjai_and_reads_back_with_them():
    p = Practice.deal(north_seed(), SANMA).kita()
    while not p.over:
        p = p.kita() if p.can_kita else p.discard(p.drawn)
    game = p.game()
    back = read_game(to_mjai(game).encode())
    assert back.rounds == game.rounds and back.rules == game.rules
    kitas = [e for e in back.rounds[0].events if isinstance(e, Kita)]
    assert kitas == [e for e in game.rounds[0].events if isinstance(e, Kita)] and kitas


def test_a_win_on_the_replacement_draw_is_rinshan_with_its_kita():
    """123p456p789p 11s 99s waits on 1s and 9s; the north drawn first is set aside and the
    replacement 9s completes the hand: menzen tsumo, rinshan kaihou, ittsu (2 han closed)
    and one dora for the kita; never haitei."""
    p = rigged_sanma("123p456p789p11s99s", [NORTH], codes("9s"))
    assert kind_of(p.drawn) == NORTH and p.win is None
    q = p.kita()
    assert q.over and q.win is not None and q.win.tile == codes("9s")[0]
    score = q.win.score
    assert isinstance(score, RiichiScore) and score.situation.kita == 1
    assert score.situation.after_kong and not score.situation.last_tile
    assert {"menzen-tsumo", "rinshan", "ittsu"} <= {y.id for y in score.yaku}
    more = score_hand(score.hand, SANMA, dataclasses.replace(score.situation, kita=2))
    # A kita is one dora, and one more where the indicator (West) makes north the dora.
    north_dora = kind_of(q.dora_indicator) == 29
    assert more.han == score.han + 1 + north_dora
    assert len(q.win.deltas) == 3 and sum(q.win.deltas) == 0
    back = read_game(to_mjai(q.game()).encode())
    assert back.rounds == q.game().rounds
    (reviewed,) = review_game(back, 0).rounds[0].wins  # the review scores it the same
    assert reviewed.agrees and reviewed.situation.after_kong


def test_a_win_on_the_wall_s_last_tile_is_haitei():
    """Three seats, no kita: the dealer's 19th draw is the 55th live tile, the last; a win
    on it is 海底摸月 (haitei), as the review counts it."""
    junk = codes("1m9m1z2z3z5z6z7z")
    draws = [junk[i % len(junk)] for i in range(18)] + codes("9s")
    p = rigged_sanma("123p456p789p11s99s", draws, [])
    while not p.over:
        p = p.discard(p.drawn)
    assert p.win is not None and len(p.discards) == 18 and p.win.score.situation.last_tile
    assert "haitei" in {y.id for y in p.win.score.yaku}
    (reviewed,) = review_game(read_game(to_mjai(p.game()).encode()), 0).rounds[0].wins
    assert reviewed.agrees


def test_kita_is_refused_without_a_north_or_under_four_player_rules():
    p = rigged_sanma("123p456p789p11s99s", codes("1p"), [])
    assert not p.can_kita
    with pytest.raises(PracticeError, match="no north"):
        p.kita()
    four = Practice.deal(north_seed(), RIICHI)
    with pytest.raises(PracticeError, match="no north"):
        four.kita()
    with pytest.raises(PracticeError, match="no north"):
        Practice(0, SANMA, 0, p.tiles, (KITA,))
