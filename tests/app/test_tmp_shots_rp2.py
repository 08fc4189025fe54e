import dataclasses
from PySide6.QtWidgets import QApplication
from mjtrainer.app.shared.tasks import SynchronousPool
from mjtrainer.game import read_game, to_mjai
from tests.app.test_app_progress_cards import CARD, PLAIN
from tests.app.conftest import T0
from mjtrainer.quiz.cards import card_record, card_question
from mjtrainer.quiz.schedule import REVIEW_AFTER_MISS
from mjtrainer.quiz import AnswerRecord
from mjtrainer.app.quiz.presenters import question_view
from mjtrainer.app.shared.viewmodel import QuizPhase, QuizState


def test_shots(qtbot, window, monkeypatch, tmp_path):
    from tests.game.engine import mjai_text
    w = window
    r, page = w.review, w.review_page
    monkeypatch.setattr(r.runner, "_pool", SynchronousPool())
    game = read_game(mjai_text(2))
    game = dataclasses.replace(game, rounds=game.rounds[3:6], players=("Ann", "Bo", "Cy", "Di"))
    path = tmp_path / "g.mjson"; path.write_text(to_mjai(game))
    r.open_file(str(path)); r.start_review(); qtbot.waitUntil(lambda: r.state.reviewed)
    r.next_mistake()
    q = w.quiz; store = q.store
    old = T0 - 3 * REVIEW_AFTER_MISS
    store.record(card_record(CARD, old)); store.record(card_record(PLAIN, T0 - 60))
    store.record(AnswerRecord(old, "waits", 2, 17, "general", "1112345678999m", "", False))
    store.record(AnswerRecord(old, "discard", 0, 0, "riichi", CARD.text, "1m", False))
    q.refresh_progress()
    for lang in ("en", "zh_CN"):
        w.settings.set_language(lang)
        for size in ((1024, 600), (1920, 1200)):
            w.resize(*size); qtbot.waitUntil(lambda size=size: w.width() == size[0])
            w.tabs.setCurrentWidget(page)
            page.side_tabs.setCurrentIndex(0)
            QApplication.processEvents()
            w.grab().save(f"/tmp/rp2/review_{lang}_{size[0]}.png")
            page.side_tabs.setCurrentIndex(1)
            QApplication.processEvents()
            w.grab().save(f"/tmp/rp2/summary_{lang}_{size[0]}.png")
            w.tabs.setCurrentWidget(w.progress_page)
            QApplication.processEvents()
            w.grab().save(f"/tmp/rp2/progress_{lang}_{size[0]}.png")
            w.tabs.setCurrentWidget(w.quiz_page)
            w.quiz_page.show_state(QuizState(phase=QuizPhase.ASKING, kind="discard", level=0, question=question_view(card_question(CARD))))
            QApplication.processEvents()
            w.grab().save(f"/tmp/rp2/quiz_{lang}_{size[0]}.png")
    w.settings.set_language("en")
