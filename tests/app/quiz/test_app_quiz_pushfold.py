"""The push-or-fold quiz in the window (issue 26 §3): the ponds with the riichi while asked,
a tile of the hand clicked, the verdict by the round EV, every throw's round EV and deal-in
chance in the explanation's table, the fold line and the riichi hand as it was, in English
and Chinese, and the answer kept in the progress store."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mjtrainer.app.quiz.model import QuizPhase
from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.discards import ev_text
from mjtrainer.core import format_tiles

LEFT = Qt.MouseButton.LeftButton


def cells(table, key: str) -> dict[int, str]:
    keys = [c.key for c in table.model_columns()]
    c = keys.index(key)
    assert not table.isColumnHidden(c), key
    model = table.model()
    return {
        table.shown_row(r).option.tile: model.data(model.index(r, c))
        for r in range(table.row_count())
    }


def test_a_push_fold_question_answered_in_the_window(window, qtbot):
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select("pushfold", 1)
    qtbot.mouseClick(page.start_button, LEFT, pos=page.start_button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING, timeout=20000)
    q = window.quiz.question
    assert page.defence_table.isVisible()
    assert [p for p in page.defence_table.order() if p.riichi is not None]
    assert page.prompt.text().startswith("An opponent declared riichi against your hand.")
    wrong = next(c.tile for c in q.choices if c.tile not in q.answer)
    button = page.hand_buttons()[q.hand.tiles().index(wrong)]
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    state = window.quiz.state
    assert state.phase is QuizPhase.ANSWERED and not state.grade.correct
    mine = q.choice_of(wrong)
    assert page.verdict.text().startswith("Not the best.")
    assert f"round EV {ev_text(mine.ev)}" in page.verdict.text()
    assert f"Folding: {ev_text(q.fold_ev)}." in page.verdict.text()
    table = page.explanation.discards
    assert table.isVisible()
    assert cells(table, "round-ev") == {c.tile: ev_text(c.ev) for c in q.choices}
    assert cells(table, "deal-in") == {c.tile: f"{100 * c.deal_in:.1f}%" for c in q.choices}
    summary = page.explanation.summary.text()
    (r,) = q.riichi_hands
    assert "riichi hand" in summary and i18n.tile_name(r.waits[0]) in summary
    assert f"{ev_text(q.fold_ev)}." in summary
    window.settings.set_language("zh_CN")
    try:
        qtbot.waitUntil(lambda: "立直手牌" in page.explanation.summary.text())
        assert "弃和" in page.verdict.text()
    finally:
        window.settings.set_language("en")
    window.quiz.refresh_progress()
    qtbot.waitUntil(lambda: window.quiz.progress.answered == 1)
    record = window.quiz.store.answers()[0]
    assert (record.kind, record.level, record.correct) == ("pushfold", 1, False)
    assert record.given == format_tiles((wrong,))


def test_a_three_player_push_fold_question_shows_three_ponds(window, qtbot):
    """Under sanma the question is a three-player one: the ponds right, left and yours (no
    row across), and the riichi among the two others."""
    from mjtrainer.core import Rules

    window.settings.set_rules(Rules.preset("sanma"))
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select("pushfold", 1)
    qtbot.mouseClick(page.start_button, LEFT, pos=page.start_button.rect().center())
    qtbot.waitUntil(lambda: window.quiz.state.phase is QuizPhase.ASKING, timeout=20000)
    q = window.quiz.question
    assert q.rules == "sanma" and q.table.seats == 3
    table = page.defence_table
    assert [p.relative for p in table.order()] == [1, 3, 0]
    assert [p.isVisible() for p in table.ponds] == [True, True, True, False]
    riichi = [p for p in table.order() if p.riichi is not None]
    assert len(riichi) == 1 and riichi[0].relative in (1, 3)
