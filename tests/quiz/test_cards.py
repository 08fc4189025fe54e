"""Cards from games: a discard position with its own seen tiles and turn, stored beside the
missed questions, due in the next review session, posed again from the store with its
position, and answered under the same identity."""

from __future__ import annotations

import pytest

from mjtrainer.core import Hand
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
