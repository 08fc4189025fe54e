"""The review page's reasons and filter (issue 27 §3), on an engine game (riichienv game 11,
round 3, seat 2: it dealt into a riichi): the decision shown says why under its verdict, in
English, Chinese and Japanese; the summary lists every graded decision, and its filter keeps
all of them, the mistakes only, or one category — as ``mjtrainer review --only`` does. The
counts expected come from the game room's review (``done.review``), not from the window."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from mjtrainer.app.review.presenters import review_job
from mjtrainer.app.shared import i18n
from mjtrainer.game import read_game, to_mjai

NAMES = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture(scope="module")
def deal_in_game():
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(11))
    return dataclasses.replace(game, rounds=game.rounds[3:4], players=NAMES)


@pytest.fixture(scope="module")
def done(deal_in_game):
    return review_job(deal_in_game, 2)


@pytest.fixture
def reviewed(qtbot, sync_window, tmp_path, deal_in_game):
    window = sync_window
    r, page = window.review, window.review_page
    path = tmp_path / "game.mjson"
    path.write_text(to_mjai(deal_in_game))
    assert r.open_file(str(path))
    r.set_seat(2)
    window.tabs.setCurrentWidget(page)
    r.start_review()
    qtbot.waitUntil(lambda: r.state.reviewed)
    return window


def _graded(done):
    rnd = done.review.rounds[0]
    return [d for d in rnd.decisions if d.grade is not None] + list(rnd.choices)


def _texts(lst) -> list[str]:
    return [lst.item(i).text() for i in range(lst.count())]


def _choose(box, only):
    box.setCurrentIndex(box.findData(only))


def test_the_filter_keeps_all_the_mistakes_or_one_category(qtbot, reviewed, done):
    summary = reviewed.review_page.summary
    box, shown = summary.filter_box, summary.decision_list
    graded = _graded(done)
    assert box.currentData() is None and shown.count() == len(graded)
    mistakes = [d for d in graded if str(d.grade) == "mistake"]
    assert mistakes, "the game has a mistake to show"
    _choose(box, "mistakes")
    assert shown.count() == len(mistakes)
    assert all(", mistake" in t for t in _texts(shown))
    pushfold = [d for d in graded if str(d.category) == "push/fold"]
    _choose(box, "push/fold")
    assert pushfold and shown.count() == len(pushfold)
    assert all("push or fold" in t for t in _texts(shown))
    _choose(box, None)
    assert shown.count() == len(graded)


def test_a_category_with_no_decision_says_so(qtbot, reviewed, done):
    summary = reviewed.review_page.summary
    assert not any(str(d.category) == "value" for d in _graded(done))  # the game has none
    _choose(summary.filter_box, "value")
    assert _texts(summary.decision_list) == ["No decision of this kind."]


def test_clicking_a_mistake_shows_its_reasons_under_the_verdict(qtbot, reviewed, done):
    page = reviewed.review_page
    summary = page.summary
    _choose(summary.filter_box, "mistakes")
    mistakes = [d for d in done.review.rounds[0].decisions if str(d.grade) == "mistake"]
    d = mistakes[0]
    lst = summary.decision_list
    row = next(i for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole)
               == (0, d.step, "discard"))  # fmt: skip
    rect = lst.visualItemRect(lst.item(row))
    page.side_tabs.setCurrentIndex(1)
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert reviewed.review.state.decision is not None
    assert reviewed.review.state.decision.step == d.step
    label = page.analysis.reasons
    assert not label.isHidden()
    text = label.text()
    assert text.startswith("Why:")
    # one line a reason; the first names the discard played by its tile
    assert len(text.splitlines()) == 1 + len(d.reasons)
    assert i18n.tile_name(d.reasons[0].get("tile")) in text.splitlines()[1]
    # the tooltip of the list's item says the same reasons
    assert lst.item(row).toolTip() == "\n".join(text.splitlines()[1:])


@pytest.mark.parametrize(("language", "why", "word"), [("zh_CN", "理由：", "放铳"),
                                                       ("ja", "理由：", "放銃")])  # fmt: skip
def test_the_reasons_in_chinese_and_japanese(qtbot, reviewed, done, language, why, word):
    page = reviewed.review_page
    deal = done.review.summary.deal_ins[0]  # against the riichi: danger and push/fold reasons
    reviewed.review.go_to(0, deal.step)
    reviewed.settings.set_language(language)
    qtbot.waitUntil(lambda: page.analysis.reasons.text().startswith(why))  # the page re-worded
    text = page.analysis.reasons.text()
    assert word in text
    assert "deal in" not in text and "effective tiles" not in text
    box = page.summary.filter_box
    assert box.itemText(box.findData("mistakes")) in ("只看失误", "悪手のみ")


# Seat 0 of the same round declares a riichi and has two chances to call.
CHOOSER = 0


@pytest.fixture
def reviewed_chooser(qtbot, sync_window, tmp_path, deal_in_game):
    window = sync_window
    r = window.review
    path = tmp_path / "game.mjson"
    path.write_text(to_mjai(deal_in_game))
    assert r.open_file(str(path))
    r.set_seat(CHOOSER)
    window.tabs.setCurrentWidget(window.review_page)
    r.start_review()
    qtbot.waitUntil(lambda: r.state.reviewed)
    return window


@pytest.mark.parametrize("kind", ["riichi", "call"])
def test_a_riichi_or_call_decision_chosen_in_the_list_makes_a_card_of_its_kind(
    qtbot, reviewed_chooser, deal_in_game, kind
):
    """Issue 27 §5: a riichi or call decision chosen from the decision list is what "Make a
    card" makes a card of, and the card comes back as a question of that kind (it made a
    discard card of the step, or none for a call at another seat's discard)."""
    from mjtrainer.quiz.cards import card_of, is_card, question_of

    page, r = reviewed_chooser.review_page, reviewed_chooser.review
    done = review_job(deal_in_game, CHOOSER)
    c = next(c for c in done.review.rounds[0].choices if c.kind == kind)
    summary = page.summary
    _choose(summary.filter_box, kind)
    lst = summary.decision_list
    row = next(
        i
        for i in range(lst.count())
        if lst.item(i).data(Qt.ItemDataRole.UserRole) == (0, c.step, kind)
    )
    page.side_tabs.setCurrentIndex(1)
    rect = lst.visualItemRect(lst.item(row))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert r.state.choice == (0, c.step, kind) and page.card_button.isEnabled()
    with qtbot.waitSignal(r.cardMade, timeout=60_000):
        page.card_button.click()
    assert not page.card_button.isEnabled()  # one card a decision
    store = reviewed_chooser.quiz.store
    cards = [a.item for a in store.answers() if is_card(a.item)]
    assert len(cards) == 1
    card = card_of(cards[0])
    assert card.ask is not None and card.ask.kind.value == kind
    assert question_of(cards[0]).kind.value == kind


def test_a_rounds_mistakes_count_its_riichi_and_call_decisions_too():
    """The rounds list's "N mistakes" counts every graded decision the decision list shows,
    the riichi and call decisions with the discards (it counted the discards only): round 0,
    seat 0 of the same engine game has a call mistake beside no discard mistake."""
    from mjtrainer.app.review.presenters import round_items
    from tests.game.engine import mjai_text

    game = read_game(mjai_text(11))
    game = dataclasses.replace(game, rounds=game.rounds[:1])
    done = review_job(game, 0)
    r = done.review.rounds[0]
    discards = sum(1 for d in r.decisions if str(d.grade) == "mistake")
    choices = sum(1 for c in r.choices if c.grade == "mistake")
    assert choices > 0
    assert round_items(game, done.review)[0].mistakes == discards + choices
