"""Cards from games: a discard position with its own seen tiles and turn, stored beside the
missed questions, due in the next review session, posed again from the store with its
position, and answered under the same identity."""

from __future__ import annotations

import pytest

from mjtrainer.core import Hand, Rules
from mjtrainer.core.kinds import kind_of
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.quiz import ProgressStore, QuizError
from mjtrainer.quiz.cards import (
    GAME_LEVEL,
    GameCard,
    card_of,
    card_question,
    card_record,
    is_card,
    question_of,
)
from mjtrainer.quiz.schedule import REVIEW_AFTER_MISS
from mjtrainer.quiz.store import AnswerRecord, ItemKey

# Ready on 3m-6m after discarding 7z; 1z and 2z are lone honours.
HAND = Hand.parse("12345m456p789s117z")
T0 = 1_740_830_400.0


def test_card_text_round_trips_and_names_its_position():
    card = GameCard(HAND, tuple(parse_tiles("36m7z")), 9)
    record = card_record(card, T0)
    assert record.kind == "discard" and record.level == GAME_LEVEL
    assert record.hand == "12345m456p789s117z | seen 36m7z | turn 9"
    assert record.given == "" and not record.correct
    assert is_card(record.item)
    assert card_of(record.item) == card


def test_seen_tiles_change_the_grading():
    """The seen tiles are out of the wall: with every 3m and 6m seen the ready discard is
    still 7z but it can no longer win, so its chance drops to nothing."""
    free = card_question(GameCard(HAND, (), 9))
    dead = card_question(GameCard(HAND, tuple(parse_tiles("333666m")), 9))
    assert free.seen == () and dead.seen == tuple(parse_tiles("333666m"))

    def win(q, tile):
        return next(a.win_prob for a in q.lookahead if a.discard == tile)

    assert win(free, 33) > 0.3  # 7z keeps the two-sided wait
    assert win(dead, 33) < win(free, 33) - 0.2


def test_a_card_is_scheduled_and_comes_back_with_its_position(tmp_path):
    card = GameCard(HAND, tuple(parse_tiles("2m")), 5)
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(card_record(card, T0))
        assert store.reviews(T0 + REVIEW_AFTER_MISS - 1) == []
        due = store.reviews(T0 + REVIEW_AFTER_MISS)
        assert [r.item for r in due] == [card_record(card, T0).item]
        q = question_of(due[0].item)
        assert q.turn == 5 and q.seen == tuple(parse_tiles("2m")) and q.level == GAME_LEVEL
        # Answered in the quiz, the answer lands on the same identity: the card moves on.
        grade = q.grade([33])
        store.record(AnswerRecord.of(q, grade, 1200, T0 + REVIEW_AFTER_MISS + 5))
        assert grade.correct
        assert store.reviews(T0 + REVIEW_AFTER_MISS + 60) == []
        assert {a.hand for a in store.answers()} == {card.text}


def test_not_a_card_and_broken_cards_are_refused():
    plain = ItemKey("discard", 2, 7, "riichi", "12345m456p789s117z")
    assert not is_card(plain)
    with pytest.raises(QuizError):
        card_of(plain)
    broken = ItemKey("discard", GAME_LEVEL, 0, "riichi", "12345m | seen 9z | turn x")
    with pytest.raises(QuizError):
        question_of(broken)
    with pytest.raises(QuizError):
        card_question(GameCard(HAND, (), 18))


# --- the riichi options a card is graded under ---------------------------------------------------

RIICHI = Rules.preset("riichi")
NO_KUITAN = RIICHI.with_riichi_options(open_tanyao=False, red_fives=0)
# Open (a chow of 678m), all simples: after 1z it is ready on 2s/5s, a win by open tanyao only.
OPEN_SIMPLES = Hand.parse("234456p3488s1z [678m]")


def test_a_card_keeps_its_riichi_options_in_the_store(tmp_path):
    card = GameCard.of(HAND, tuple(parse_tiles("36m7z")), 9, NO_KUITAN)
    assert card.rules == "riichi" and card.options == (("red_fives", 0), ("open_tanyao", False))
    assert card.rule_set == NO_KUITAN
    record = card_record(card, T0)
    assert record.rules == "riichi"
    assert record.hand == (
        "12345m456p789s117z | seen 36m7z | turn 9 | options red_fives=0 open_tanyao=off"
    )
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(record)
        (item,) = store.questions()
    assert card_of(item) == card
    assert question_of(item).report.rules == NO_KUITAN
    # The preset's own options are not written: such a card reads as one stored before.
    plain = GameCard.of(HAND, (), 9, RIICHI)
    assert plain.options == () and plain == GameCard(HAND, (), 9, "riichi")
    assert plain.text == "12345m456p789s117z | seen  | turn 9"


def test_a_card_is_asked_and_graded_under_its_own_options(tmp_path):
    kuitan = card_question(GameCard.of(OPEN_SIMPLES, (), 5, RIICHI))
    no_kuitan_card = GameCard.of(OPEN_SIMPLES, (), 5, NO_KUITAN)
    no_kuitan = card_question(no_kuitan_card)
    assert kuitan.report.rules == RIICHI and no_kuitan.report.rules == NO_KUITAN

    def win(q):
        return next(a.win_prob for a in q.lookahead if a.discard == 27)

    assert win(kuitan) > 0.3
    assert win(no_kuitan) == 0.0  # no yaku without open tanyao: the wait never wins
    # Answered, the answer lands on the card's own identity, options and all.
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(card_record(no_kuitan_card, T0))
        due = store.reviews(T0 + REVIEW_AFTER_MISS)
        q = question_of(due[0].item)
        assert q.report.rules == NO_KUITAN
        store.record(AnswerRecord.of(q, q.grade([27]), 900, T0 + REVIEW_AFTER_MISS + 5))
        assert len(store.questions()) == 1
        assert store.reviews(T0 + REVIEW_AFTER_MISS + 60) == []


def test_a_card_stored_before_options_were_kept_reads_with_the_presets_own(tmp_path):
    old = "12345m456p789s117z | seen 36m7z | turn 9"  # the format before options were kept
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(AnswerRecord(T0, "discard", GAME_LEVEL, 0, "riichi", old, "", False))
        (due,) = store.reviews(T0 + REVIEW_AFTER_MISS)
        card = card_of(due.item)
        assert card.options == () and card.rule_set == RIICHI
        q = question_of(due.item)
        assert q.report.rules == RIICHI and q.turn == 9
        # Answering it keeps the old identity: the card moves up the ladder, no copy appears.
        store.record(AnswerRecord.of(q, q.grade([33]), 700, T0 + REVIEW_AFTER_MISS + 5))
        assert [i.hand for i in store.questions()] == [old]
        assert store.reviews(T0 + REVIEW_AFTER_MISS + 60) == []


@pytest.mark.parametrize(
    "options", ["red_fives=2", "kiriage=maybe", "foo=on", "red_fives", "open_tanyao=off x"]
)
def test_options_that_do_not_read_are_refused(options):
    item = ItemKey(
        "discard",
        GAME_LEVEL,
        0,
        "riichi",
        f"12345m456p789s117z | seen | turn 9 | options {options}",
    )
    with pytest.raises(QuizError) as err:
        question_of(item)
    assert err.value.code == "card-unreadable"


# --- a card made is no answer --------------------------------------------------------------------


def test_a_card_made_is_not_counted_as_answered(tmp_path):
    card = GameCard(HAND, (), 9)
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(AnswerRecord(T0 - 100, "waits", 1, 3, "general", "1112345678999m", "9m",
                                  True, 4000))  # fmt: skip
        store.record(card_record(card, T0))
        assert not card_record(card, T0).answered
        t = store.totals()
        assert (t.answered, t.correct) == (1, 1)
        assert store.totals(kind="discard").answered == 0
        assert [(d.kind, d.answered) for d in store.daily()] == [("waits", 1)]
        assert store.streak() == 1  # making a card breaks no run of right answers
        # Still scheduled, and listed (not answered yet: no misses of no answers).
        assert [r.item.hand for r in store.reviews(T0 + REVIEW_AFTER_MISS)] == [card.text]
        (m,) = store.most_missed()
        assert m.item.hand == card.text and (m.misses, m.answers) == (0, 0)
        # Answered (wrong, in the window: timed), it counts.
        q = card_question(card)
        store.record(AnswerRecord.of(q, q.grade([0]), 2500, T0 + REVIEW_AFTER_MISS + 1))
        assert store.totals().answered == 2
        assert store.totals(kind="discard").answered == 1
        (m,) = store.most_missed()
        assert (m.misses, m.answers) == (1, 1)
        assert store.streak() == 0


def test_a_practice_answer_is_an_answer(tmp_path):
    """A practice deal's discard is stored as an answer to a card, untimed, with its tile."""
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(
            AnswerRecord(T0, "discard", GAME_LEVEL, 7, "riichi", GameCard(HAND).text, "7z", True)
        )
        assert store.totals().answered == 1 and store.streak() == 1


# --- red fives: a card from a real game keeps them -----------------------------------------------


@pytest.fixture(scope="module")
def red_decision():
    """A decision of a seeded engine game (riichienv, red fives) whose hand holds a red five
    concealed and another in a meld: seat 3 in round 6 of game 1 (``12406m6s77z [234m]
    [406p]``), from a real review of that round."""
    import dataclasses

    from mjtrainer.core.kinds import is_red
    from mjtrainer.game import read_game
    from mjtrainer.game.review import review_game
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(1))
    game = dataclasses.replace(game, rounds=game.rounds[6:7])
    review = review_game(game, 3)
    for d in review.rounds[0].decisions:
        in_meld = any(is_red(t) for m in d.melds for t in m.tiles)
        if not d.forced and d.turn <= 17 and in_meld and any(is_red(t) for t in d.hand):
            return game, d
    raise AssertionError("the engine game no longer has the decision")


def test_a_card_from_a_game_keeps_its_red_fives_through_the_store(tmp_path, red_decision):
    game, d = red_decision
    seen = tuple(t for t in range(34) for _ in range(d.seen[t]))
    card = GameCard.of(d.core_hand(), seen, d.turn, game.rules)
    # The concealed red 5m and the red 5p of the chow, as the review's hand has them.
    assert card.hand.red == (4,) and [m.red for m in card.hand.melds].count(True) == 1
    assert card.hand.red_count == 2
    assert str(card.hand).split() == d.hand_text.split() == ["12406m6s77z", "[234m]", "[406p]"]
    assert card.text.startswith("12406m6s77z [234m] [406p] | seen ")
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(card_record(card, T0))
    with ProgressStore(tmp_path / "p.sqlite3") as store:  # the file read again
        (due,) = store.reviews(T0 + REVIEW_AFTER_MISS)
    assert card_of(due.item) == card
    q = question_of(due.item)
    assert q.hand == card.hand and q.hand.red_count == 2
    # The red five's discard is named 0m, as the rest of the app names it; the plain 6m is 6m.
    data = q.to_dict()
    assert data["hand"] == "12406m6s77z [234m] [406p]"
    names = [x["discard"] for x in data["discards"]]
    assert "0m" in names and "5m" not in names and "6m" in names
    assert all(n in ("0m", "1m", "2m", "4m", "6m", "6s", "7z") for n in data["answer"])


def test_a_card_stored_before_red_fives_were_kept_still_reads(tmp_path, red_decision):
    """A card made by an older version holds plain fives: it still poses, as it was stored."""
    _, d = red_decision
    old = f"12456m6s77z [234m] [456p] | seen  | turn {d.turn} | options double_yakuman=off"
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(AnswerRecord(T0, "discard", GAME_LEVEL, 0, "riichi", old, "", False))
        (due,) = store.reviews(T0 + REVIEW_AFTER_MISS)
    card = card_of(due.item)
    assert card.hand.red_count == 0 and card.text == old
    names = [x["discard"] for x in question_of(due.item).to_dict()["discards"]]
    assert "5m" in names and "0m" not in names


# --- a card that keeps its table: graded by the round EV (issue 26 §3) ---------------------------


def test_a_card_from_a_push_fold_decision_keeps_the_riichi_and_grades_by_round_ev(tmp_path):
    """The issue's case: mjai-reviewer's confusing_nakis_6, seat 3 folding with genbutsu 6p at
    turn 13 against seat 0's riichi. Its card used to drop the riichi and answer by the win
    chance alone (6p wrong); kept whole, it is asked with the riichi and graded by the round
    EV, as the review graded the decision."""
    from pathlib import Path

    from mjtrainer.game import read_game
    from mjtrainer.game.review import review_game
    from mjtrainer.quiz.cards import TableContext

    path = Path(__file__).parent.parent / "game/data/real/mjai-reviewer_confusing_nakis_6.json"
    review = review_game(read_game(path.read_text(encoding="utf-8")), 3)
    d = next(d for r in review.rounds for d in r.decisions if d.turn == 13)
    p = d.position
    assert p is not None and p.situation is not None and p.table is not None
    assert any(pond.riichi is not None for pond in p.table.ponds)
    seen = tuple(t for t in range(34) for _ in range(d.seen[t]))
    context = TableContext(p.situation, p.table)
    card = GameCard.of(d.core_hand(), seen, d.turn, RIICHI, context)
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(card_record(card, T0))
        item = store.reviews(T0 + REVIEW_AFTER_MISS)[0].item
    assert " | situation " in item.hand and " | table " in item.hand
    back = card_of(item)
    assert back.context is not None and back.context.table is not None
    assert back.context.situation == p.situation
    assert back.context.table.to_dict() == p.table.to_dict()
    q = question_of(item)
    # Graded by the round EV: the review's own EVs for each discard, the fold line's too.
    evs = dict(zip((o.discard for o in d.options), d.option_evs, strict=True))
    assert q.round_evs and q.fold_ev is not None and q.deal_ins
    assert {a.discard: q.ev_of(a.discard) for a in q.lookahead}.keys() == evs.keys()
    played = q.ev_of(kind_of(d.played))
    assert played is not None and evs[kind_of(d.played)] == pytest.approx(played, abs=1)
    assert q.grade([d.played]).correct == (max(q.round_evs) - played <= 100)
    # The genbutsu 6p is no worse than the fold line; by the win chance alone it was wrong.
    assert played >= q.fold_ev - 1
    plain = card_question(GameCard(d.core_hand(), seen, d.turn))
    assert not plain.grade([d.played]).correct


def test_a_card_whose_table_does_not_read_is_refused():
    broken = ItemKey(
        "discard", GAME_LEVEL, 0, "riichi",
        "12345m456p789s117z | seen 9z | turn 9 | situation seat=E round=E dora=- honba=0 "
        "sticks=0 | table {not json",
    )  # fmt: skip
    with pytest.raises(QuizError):
        card_of(broken)
    odd = ItemKey(
        "discard", GAME_LEVEL, 0, "riichi",
        "12345m456p789s117z | seen 9z | turn 9 | situation seat=Q round=E dora=- honba=0 sticks=0",
    )  # fmt: skip
    with pytest.raises(QuizError):
        card_of(odd)


def test_a_card_answer_gives_its_reasons_counted_by_hand():
    # 123m 456p 789s 11z with 46m and 8m, one 5m seen: throwing 4m (or 1m: 234m 68m) waits
    # on 7m (4 left), throwing 8m on 5m (3 left): 1m and 4m are the best.
    card = GameCard(Hand.parse("123468m456p789s11z"), tuple(parse_tiles("5m")), 8)
    q = card_question(card)
    g = q.grade([7])  # 8m
    best = g.best.discard
    assert set(q.answer) == {0, 3} and best in q.answer and not g.correct
    first = g.reasons[0]
    assert (first.id, first.get("more"), first.get("fewer")) == ("effective", ((6, 4),), ((4, 3),))
    waits = {r.get("tile"): r.get("waits") for r in g.reasons if r.id == "wait"}
    assert waits == {7: (4,), best: (6,)}
    # time up: what the best keeps; the best chosen: the same
    assert q.time_up().reasons[0].id == "keeps-effective"
    assert q.grade([best]).reasons[0].get("tile") == best


def test_a_question_dealt_from_a_seed_has_no_reasons():
    from mjtrainer.quiz import generate

    q = generate("discard", 1, seed=3)
    assert q.grade([q.answer[0]]).reasons == ()
