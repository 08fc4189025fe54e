"""The riichi-or-dama and call-or-pass quizzes in the window (issue 27 §5): the ponds while
asked, a choice clicked among the buttons offered, the verdict by the round EV, every choice's
win chance, average win and round EV in the explanation, in English and Chinese, and the answer
kept in the progress store."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.discards import chance_text, ev_text

LEFT = Qt.MouseButton.LeftButton
LABELS = {"riichi": ("Riichi", "Dama"), "call": ("Pass",)}


@pytest.mark.parametrize("kind", ["riichi", "call"])
def test_a_choice_question_answered_in_the_window(window, qtbot, kind):
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select(kind, 2)
    qtbot.mouseClick(page.start_button, LEFT, pos=page.start_button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING, timeout=30000)
    q = window.quiz.question
    assert q.kind.value == kind and page.defence_table.isVisible()
    if kind == "riichi":
        assert page.prompt.text() == (
            f"Throwing {i18n.tile_name(q.discard)} leaves your closed hand ready. Riichi or dama?"
        )
        offered = list(q.CHOICES)
    else:
        assert f"throws {i18n.tile_name(q.offered)}. Pass, or call it?" in page.prompt.text()
        offered = list(q.choices)
    buttons = page.choice_bar.buttons()
    assert [b.isEnabled() for b in buttons] == [True] * len(offered)
    texts = [b.text() for b in buttons]
    for label in LABELS[kind]:
        assert label in texts
    # The wrong answer: the button of a choice outside the answer.
    wrong = next(r.word for r in q.rows if r.word not in q.answer)
    button = buttons[offered.index(wrong)]
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ANSWERED)
    state = window.quiz.state
    assert not state.grade.correct and state.grade.choice == wrong
    assert not any(b.isEnabled() for b in buttons if b is not button) and button.isChecked()
    mine = q.row_of(wrong)
    verdict = page.verdict.text()
    assert verdict.startswith("Not the best.") and f"round EV {ev_text(mine.ev)}" in verdict
    assert f"{ev_text(q.rows[0].ev)}." in verdict
    summary = page.explanation.summary.text().splitlines()
    for r, line in zip(q.rows, summary, strict=False):
        assert f"win {chance_text(r.win)}" in line and f"round EV {ev_text(r.ev)}" in line
    window.settings.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: "本局期望" in page.verdict.text())
    finally:
        window.settings.set_language("en")
    window.quiz.refresh_progress()
    qtbot.waitUntil(lambda: window.quiz.progress.answered == 1)
    record = window.quiz.store.answers()[0]
    assert (record.kind, record.level, record.correct, record.given) == (kind, 2, False, wrong)


def test_a_riichi_card_from_a_review_is_asked_and_answered_in_the_window(window, qtbot):
    from pathlib import Path

    from mjtrainer.game import read_game
    from mjtrainer.game.review import review_game, scoring_rules
    from mjtrainer.quiz.cards import GameCard, card_record
    from mjtrainer.quiz.schedule import REVIEW_AFTER_MISS
    from tests.app.conftest import T0

    path = Path(__file__).parents[2] / "game/data/real/mjai-reviewer_confusing_nakis_6.json"
    game = read_game(path.read_text(encoding="utf-8"))
    d = next(c for r in review_game(game, 0).rounds for c in r.choices if c.kind == "riichi")
    card = GameCard.of_choice(d, scoring_rules(game))
    window.quiz.store.record(card_record(card, T0 - 3 * REVIEW_AFTER_MISS))
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    qtbot.mouseClick(page.review_button, LEFT, pos=page.review_button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING, timeout=30000)
    q = window.quiz.question
    assert q.kind.value == "riichi" and q.stored_hand() == card.text
    assert "from your games" in page.title.text() and page.card_line.isVisibleTo(page)
    button = page.choice_bar.buttons()[list(q.CHOICES).index(d.played.action)]
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ANSWERED)
    assert window.quiz.state.grade.correct == (d.grade == "best")
    window.quiz.refresh_progress()
    qtbot.waitUntil(lambda: any(a.given for a in window.quiz.store.answers()))
    (answer,) = [a for a in window.quiz.store.answers() if a.given]
    assert (answer.kind, answer.hand, answer.given) == ("riichi", card.text, d.played.action)
