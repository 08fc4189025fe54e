"""Cards from the learner's games on the progress and quiz pages: counted apart ("From your
games: N cards, M due"), their level 0 named "from your games" in the chart and never shown
as a level, the missed list showing a card's hand, seen tiles and turn, "Open in trainer"
opening the whole position, and a card asked in the quiz showing its seen tiles and turn."""

from __future__ import annotations

import pytest

from mjtrainer.app.quiz import progress_presenters as presenters
from mjtrainer.app.quiz.jobs import read_progress
from mjtrainer.app.quiz.model import QuizPhase, QuizState
from mjtrainer.app.quiz.presenters import question_view
from mjtrainer.core import Hand
from mjtrainer.quiz import AnswerRecord, ItemKey, ProgressStore
from mjtrainer.quiz.cards import GAME_LEVEL, GameCard, card_question, card_record
from mjtrainer.quiz.schedule import REVIEW_AFTER_MISS
from mjtrainer.quiz.store import MissedItem
from tests.app.conftest import T0

#: A card with a meld: the hand, the tiles its seat saw (kinds, one a copy), its turn.
CARD = GameCard(Hand.parse("1234m456p11z57z [789s]"), (31, 31, 4), 7)
PLAIN = GameCard(Hand.parse("1234m456p789s11z57z"), (31, 31), 5)


def _store(path, cards=(CARD, PLAIN)) -> ProgressStore:
    store = ProgressStore(path)
    old = T0 - 3 * REVIEW_AFTER_MISS
    store.record(card_record(cards[0], old))  # due now
    for card in cards[1:]:
        store.record(card_record(card, T0 - 60))  # made a minute ago: not due yet
        store.record(_answer(card, T0 - 30))  # and answered since, wrongly
    store.record(AnswerRecord(old, "waits", 2, 17, "general", "1112345678999m", "", False))
    return store


def _answer(card: GameCard, at: float) -> AnswerRecord:
    """A timed wrong answer to ``card`` (7z thrown), as the quiz page records it."""
    return AnswerRecord(at, "discard", GAME_LEVEL, 0, card.rules, card.text, "7z", False, 3000)


# --- presenters and the store (no widgets) -------------------------------------------------------


def test_a_missed_card_shows_its_hand_seen_tiles_and_turn():
    item = ItemKey("discard", GAME_LEVEL, 0, "riichi", CARD.text)
    m = presenters.missed_view(MissedItem(item, 1, 1, T0))
    assert m.from_games and m.turn == 7 and m.seen == (4, 31, 31)
    assert m.tiles == CARD.hand.tiles() and len(m.tiles) == 11
    assert [x.tiles for x in m.melds] == [(24, 25, 26)]
    # A stored text that no longer reads is still listed, with no tiles.
    broken = ItemKey("discard", GAME_LEVEL, 0, "riichi", "1234m | seen x | turn q")
    b = presenters.missed_view(MissedItem(broken, 1, 1, T0))
    assert b.from_games and b.tiles == () and b.turn is None
    # A quiz question is no card.
    q = presenters.missed_view(
        MissedItem(ItemKey("discard", 2, 9, "riichi", str(PLAIN.hand)), 1, 1, T0)
    )
    assert not q.from_games and q.turn is None


def test_the_store_counts_the_cards_and_the_due_ones_apart(tmp_path):
    with _store(tmp_path / "p.sqlite3") as store:
        assert len(store.questions()) == 3
        assert len(store.questions("discard", GAME_LEVEL)) == 2
        view = read_progress(store, T0)
    assert (view.cards, view.cards_due) == (2, 1)
    assert view.due == 2  # the due card and the missed waits question
    # Answers only: the waits question and the one card answered, not the cards as made.
    assert view.answered == 2
    games = [s for s in view.series if s.from_games]
    assert [(s.kind, s.level) for s in games] == [("discard", GAME_LEVEL)]
    assert not any(s.from_games for s in view.series if s.kind == "waits")


# --- the pages -----------------------------------------------------------------------------------


@pytest.fixture
def card_window(window, clock):
    """The window with two cards and a missed waits question in its store, read back."""
    q = window.quiz
    store = q.store
    old = T0 - 3 * REVIEW_AFTER_MISS
    store.record(card_record(CARD, old))
    store.record(card_record(PLAIN, T0 - 60))
    store.record(_answer(PLAIN, T0 - 30))
    store.record(AnswerRecord(old, "waits", 2, 17, "general", "1112345678999m", "", False))
    q.refresh_progress()
    return window


def test_the_progress_page_counts_cards_apart_and_names_their_line(qtbot, card_window):
    w = card_window
    page = w.progress_page
    qtbot.waitUntil(lambda: page.view.cards == 2)
    assert page.cards_line.text() == "From your games: 2 cards, 1 due"
    labels = [s.label for s in page.chart.series()]
    assert "Discard from your games" in labels
    assert not any(label.endswith(" 0") for label in labels)  # level 0 is no level
    waits = next(s for s in page.chart.series() if s.label.startswith("Waits"))
    games = next(s for s in page.chart.series() if s.label == "Discard from your games")
    assert (games.marker, games.dashed) != (waits.marker, waits.dashed)
    cards = [row for row in page.rows if row.missed.from_games]
    assert len(cards) == 2
    row = next(r for r in cards if r.missed.turn == 7)
    assert row.tiles.tiles() == CARD.hand.tiles()
    assert row.melds.groups() == ((24, 25, 26),)
    assert "from your games" in row.label.text() and "turn 7" in row.label.text()
    assert "level 0" not in row.label.text()
    assert "3 tiles seen" in row.label.text()
    assert "not answered yet" in row.label.text()  # made, never answered: no "missed 1 of 1"
    answered = next(r for r in cards if r.missed.turn == 5)
    assert "missed 1 of 1" in answered.label.text()


def test_open_in_trainer_opens_the_cards_position(qtbot, card_window):
    w = card_window
    page = w.progress_page
    qtbot.waitUntil(lambda: len(page.rows) == 3)
    row = next(r for r in page.rows if r.missed.turn == 7)
    row.open_button.click()
    assert w.tabs.currentWidget() is w.trainer
    c = w.controller
    assert c.hand == CARD.hand
    seen = [0] * 34
    for t in CARD.seen:
        seen[t] += 1
    assert c.seen == tuple(seen)
    assert c.search.turn == 7


def test_a_card_in_the_quiz_shows_its_seen_tiles_and_turn(qtbot, window):
    view = question_view(card_question(CARD))
    assert view.from_games and view.seen == tuple(sorted(CARD.seen)) and view.turn == 7
    assert [m.tiles for m in view.melds] == [(24, 25, 26)]
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.show_state(QuizState(phase=QuizPhase.ASKING, kind="discard", level=GAME_LEVEL,
                              question=view))  # fmt: skip
    assert page.card_line.isVisibleTo(page)
    assert "Discard · from your games" in page.title.text() and "level" not in page.title.text()
    assert "turn 7" in page.card_line.text() and "saw" in page.card_line.text()
    assert page.card_seen.tiles() == (4, 31, 31)
    assert page.melds.isVisibleTo(page) and page.melds.groups() == ((24, 25, 26),)
    # A quiz question of a level shows neither.
    from mjtrainer.quiz import generate

    plain = question_view(generate("discard", 1, seed=3))
    page.show_state(QuizState(phase=QuizPhase.ASKING, kind="discard", level=1, question=plain))
    assert not page.card_line.isVisibleTo(page) and not page.card_seen.isVisibleTo(page)


def test_opening_a_card_switches_the_trainer_to_its_rules(qtbot, window, clock):
    """A card made under riichi without open tanyao or red fives opens under those rules, and
    the status bar says the rules changed; opened again, nothing more is said."""
    from mjtrainer.core import Rules

    rules = Rules.preset("riichi").with_riichi_options(open_tanyao=False, red_fives=0)
    card = GameCard.of(Hand.parse("234456p3488s1z [678m]"), (31,), 5, rules)
    assert window.settings.rules.name == "general"
    q = window.quiz
    q.store.record(card_record(card, T0 - 3 * REVIEW_AFTER_MISS))
    q.refresh_progress()
    page = window.progress_page
    qtbot.waitUntil(lambda: len(page.rows) == 1)
    page.rows[0].open_button.click()
    assert window.tabs.currentWidget() is window.trainer
    assert window.settings.rules == rules and window.controller.rules == rules
    assert window.statusBar().currentMessage() == (
        "Rules set to Riichi (Japanese), the rules of this question."
    )
    assert window.controller.hand == card.hand and window.controller.search.turn == 5
    window.statusBar().clearMessage()
    page.rows[0].open_button.click()
    assert window.settings.rules == rules and window.statusBar().currentMessage() == ""


# --- a push/fold card: the table kept, graded by the round EV (issue 26 §3) ----------------------


@pytest.fixture(scope="module")
def push_fold_card() -> GameCard:
    """mjai-reviewer's confusing_nakis_6, seat 3 at turn 13 against seat 0's riichi, made into
    a card as the review page makes it (the decision's position: situation and table)."""
    from pathlib import Path

    from mjtrainer.core import Rules
    from mjtrainer.game import read_game
    from mjtrainer.game.review import review_game
    from mjtrainer.quiz.cards import TableContext

    path = Path(__file__).parents[2] / "game/data/real/mjai-reviewer_confusing_nakis_6.json"
    review = review_game(read_game(path.read_text(encoding="utf-8")), 3)
    d = next(d for r in review.rounds for d in r.decisions if d.turn == 13)
    assert d.position is not None and d.position.situation is not None
    seen = tuple(t for t in range(34) for _ in range(d.seen[t]))
    context = TableContext(d.position.situation, d.position.table)
    return GameCard.of(d.core_hand(), seen, d.turn, Rules.preset("riichi"), context)


def test_a_push_fold_card_shows_the_riichi_and_answers_with_the_round_ev(
    qtbot, window, push_fold_card
):
    from mjtrainer.app.quiz.presenters import discard_grade_view

    q = card_question(push_fold_card)
    view = question_view(q)
    assert view.defence is not None
    riichi = [p for p in view.defence.ponds if p.riichi is not None]
    assert riichi and riichi[0].relative != 0  # an opponent's riichi, shown with its pond
    # The answer's table: every row's round EV and deal-in chance, the card's own.
    assert {d.tile: d.round_ev for d in view.discards} == {
        a.discard: q.ev_of(a.discard) for a in q.lookahead
    }
    assert all(d.deal_in is not None for d in view.discards)
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.show_state(QuizState(phase=QuizPhase.ASKING, kind="discard", level=GAME_LEVEL,
                              question=view))  # fmt: skip
    assert page.defence_table.isVisibleTo(page) and page.card_line.isVisibleTo(page)
    # Issue 29 §2.4: what the seat saw is the table above, not again a sorted run of 40+.
    assert not page.card_seen.isVisibleTo(page)
    assert page.card_line.text() == "From your games, at turn 13."
    tile = view.answer[0]
    grade = discard_grade_view(q.grade([tile]), False, 1000)
    page.show_state(QuizState(phase=QuizPhase.ANSWERED, kind="discard", level=GAME_LEVEL,
                              question=view, grade=grade))  # fmt: skip
    table = page.explanation.discards
    keys = [c.key for c in table.model_columns()]
    for key in ("round-ev", "deal-in"):
        assert not table.isColumnHidden(keys.index(key)), key


def test_a_card_answered_explains_its_reasons(qtbot, window):
    """The card's explanation says why under the comparison, as the review would."""
    from PySide6.QtWidgets import QLabel

    from mjtrainer.app.quiz.presenters import discard_grade_view
    from mjtrainer.app.shared import reason_words

    card = GameCard(Hand.parse("123468m456p789s11z"), (4,), 8)  # one 5m seen: 1m, 4m best
    q = card_question(card)
    view = question_view(q)
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    g = q.grade([7])  # 8m: fewer tiles left on its wait
    grade = discard_grade_view(g, False, 1000)
    assert grade.reasons == g.reasons and g.reasons
    page.show_state(QuizState(phase=QuizPhase.ANSWERED, kind="discard", level=GAME_LEVEL,
                              question=view, grade=grade))  # fmt: skip
    texts = [w.text() for w in page.findChildren(QLabel) if "Why:" in w.text()]
    assert len(texts) == 1
    assert reason_words.sentence(g.reasons[0]) in texts[0]
    assert "8 characters" in texts[0] and "7 characters" in texts[0]  # 8m and the wait it gives up
