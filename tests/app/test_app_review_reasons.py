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
               == (0, d.step))  # fmt: skip
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
