"""Cards from a review's riichi and call decisions (issue 27 §5): each becomes a card of its
own kind, stored beside the missed questions, posed again from the store with its position and
graded as the review graded the decision (the same round EVs, the same best choices)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjtrainer.core.kinds import kind_of
from mjtrainer.game import read_game
from mjtrainer.game.review import review_game, scoring_rules
from mjtrainer.quiz import (
    CallQuestion,
    ChoiceAnswer,
    ProgressStore,
    QuizError,
    RiichiDamaQuestion,
    grade,
)
from mjtrainer.quiz.cards import GAME_LEVEL, GameCard, card_of, card_record, is_card, question_of
from mjtrainer.quiz.schedule import REVIEW_AFTER_MISS
from mjtrainer.quiz.store import AnswerRecord, ItemKey
from tests.game import engine

REAL = Path(__file__).parent.parent / "game/data/real"
T0 = 1_740_830_400.0


def _through_the_store(card, tmp_path):
    """The card stored as made, and the question the next review session poses from it."""
    with ProgressStore(tmp_path / "p.sqlite3") as store:
        store.record(card_record(card, T0))
        (due,) = store.reviews(T0 + REVIEW_AFTER_MISS)
        assert is_card(due.item) and card_of(due.item).text == card.text
        q = question_of(due.item)
        assert q.level == GAME_LEVEL and q.stored_hand() == card.text
        # Answered, the answer lands on the same identity: the card moves on or stays due.
        g = grade(q, ChoiceAnswer(q.answer[0]))
        store.record(AnswerRecord.of(q, g, 900, T0 + REVIEW_AFTER_MISS + 5))
        assert {a.hand for a in store.answers()} == {card.text}
        assert store.reviews(T0 + REVIEW_AFTER_MISS + 60) == []
    return q


def test_a_real_logs_riichi_decision_becomes_a_riichi_card_graded_as_reviewed(tmp_path):
    game = read_game((REAL / "mjai-reviewer_confusing_nakis_6.json").read_text(encoding="utf-8"))
    review = review_game(game, 0)
    d = next(c for r in review.rounds for c in r.choices if c.kind == "riichi")
    card = GameCard.of_choice(d, scoring_rules(game))
    assert card.kind.value == "riichi" and card_record(card, T0).kind == "riichi"
    assert " | ask riichi " in card.text and " | table " in card.text
    q = _through_the_store(card, tmp_path)
    assert isinstance(q, RiichiDamaQuestion)
    assert q.discard == kind_of(d.played.tile)
    # The review's round EV of each way, and its best.
    assert {r.word: r.ev for r in q.rows} == pytest.approx({c.action: c.ev for c in d.choices})
    assert set(q.answer) == {c.action for c in d.best}
    g = grade(q, ChoiceAnswer(d.played.action))
    assert g.correct == (d.grade == "best")
    assert g.ev_gap == pytest.approx(d.ev_loss)


def test_a_call_decision_becomes_a_call_card_graded_as_reviewed(tmp_path):
    game = read_game(engine.mjai_text(1))
    review = review_game(game, 0)
    d = next(c for r in review.rounds for c in r.choices if c.kind == "call")
    card = GameCard.of_choice(d, scoring_rules(game))
    assert card.kind.value == "call" and f" from {d.offered_from}" in card.text
    q = _through_the_store(card, tmp_path)
    assert isinstance(q, CallQuestion) and q.offered == d.offered
    # Each choice by its best discard's round EV in the review; the best the review's best.
    best: dict[str, float] = {}
    for c in d.choices:
        word = c.action if c.meld is None else f"{c.action} {c.meld}"
        best[word] = max(best.get(word, float("-inf")), c.ev)
    assert {r.word: r.ev for r in q.rows} == pytest.approx(best)
    assert q.rows[0].ev == pytest.approx(d.best_ev)


def test_an_ask_that_does_not_read_is_refused():
    base = "12345m456p789s117z | ask riichi 9z | seen 36m | turn 9"
    with pytest.raises(QuizError) as e:
        card_of(ItemKey("riichi", GAME_LEVEL, 0, "riichi", base))
    assert e.value.code == "card-unreadable"
    asks_call = "12345m456p789s11z | ask call 3m | seen 36m | turn 9"
    with pytest.raises(QuizError):
        card_of(ItemKey("call", GAME_LEVEL, 0, "riichi", asks_call))
    # A riichi card under another kind's name is no card of that kind.
    fine = "12345m456p789s117z | ask riichi 7z | seen 36m | turn 9"
    with pytest.raises(QuizError) as e:
        card_of(ItemKey("call", GAME_LEVEL, 0, "riichi", fine))
    assert e.value.code == "not-a-card"
    # Without a table it asks nothing.
    with pytest.raises(QuizError) as e:
        question_of(ItemKey("riichi", GAME_LEVEL, 0, "riichi", fine))
    assert e.value.code == "card-not-asked"


def test_an_ask_keeps_a_red_five_offered():
    from mjtrainer.quiz.cards import Ask
    from mjtrainer.quiz.levels import QuizKind

    for ask in (Ask(QuizKind.CALL, 34, 2), Ask(QuizKind.RIICHI, 36), Ask(QuizKind.CALL, 4, 1)):
        text = ask.text()
        assert Ask.read(text.removeprefix(" | ask ")) == ask
    assert Ask(QuizKind.CALL, 34, 2).text() == " | ask call 0m from 2"
