"""Wording: singular and plural as English has them (no "(s)"), natural tile names, the wait
kinds by the names learners meet, the kong remark only with a kong, the app's name once in
the title."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from mjtrainer import resources
from mjtrainer.app.quiz.kinds.discard import discard_comparison, discard_verdict
from mjtrainer.app.quiz.model import (
    DiscardGradeView,
    DiscardQuestionView,
    QuizPhase,
    QuizState,
    WaitExplanationView,
    WaitsGradeView,
    WaitsQuestionView,
)
from mjtrainer.app.quiz.views import QuizPage
from mjtrainer.app.shared import i18n
from mjtrainer.app.shared.discards import DiscardTable
from mjtrainer.app.shared.presenters import THIRTEEN_SIDED
from mjtrainer.app.shared.viewmodel import (
    DecompositionView,
    DiscardView,
    Result,
    StatusKind,
    WaitView,
)
from mjtrainer.app.trainer.presenters import result_of
from mjtrainer.app.trainer.views import ResultsView
from mjtrainer.core import Hand, Rules, analyze
from mjtrainer.words.languages import codes

LANGUAGE_CODES = codes()

TS = resources.asset("translations", "mjtrainer_zh_CN.ts")
#: A count of one followed by a plural noun: "1 tiles", "1 kinds", "1 dots" …
ONE_PLURAL = re.compile(
    r"(?<![\d.])1 (tiles|kinds|ways|waits|steps|dots|characters|picks|questions)\b"
)


def sources() -> list[str]:
    return [m.findtext("source") or "" for m in ET.parse(TS).getroot().iter("message")]


def test_no_message_says_s_in_brackets():
    assert [s for s in sources() if "(s)" in s] == []


@pytest.mark.parametrize(
    ("noun", "one", "two"),
    [
        ("tile", "1 tile", "2 tiles"),
        ("tile-left", "1 tile left", "2 tiles left"),
        ("kind", "1 kind", "2 kinds"),
        ("way", "1 way", "2 ways"),
        ("step", "1 step", "2 steps"),
        ("wait", "1 wait", "2 waits"),
        ("wrong-pick", "1 wrong pick", "2 wrong picks"),
        ("effective", "1 effective tile", "2 effective tiles"),
    ],
)
def test_counts_are_singular_for_one(qapp, noun, one, two):
    assert i18n.count(noun, 1) == one
    assert i18n.count(noun, 2) == two
    assert i18n.count(noun, 0) == two.replace("2", "0")


def test_tile_names_are_natural(qapp):
    names = [i18n.tile_name(t) for t in range(34)]
    assert names[0:2] == ["1 character", "2 characters"]
    assert names[9:11] == ["1 dot", "2 dots"]
    assert names[18:20] == ["1 bamboo", "2 bamboo"]
    assert names[31] == "White dragon"
    assert not [n for n in names if ONE_PLURAL.search(n)]


def results(qtbot, result: Result) -> ResultsView:
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_result(result)
    return view


def test_the_results_say_one_in_the_singular(qtbot):
    ready = results(qtbot, Result(StatusKind.READY, 13, 0, waits=(WaitView(27, 1, ("tanki",)),)))
    assert ready.status.text() == "Ready (tenpai): waiting on 1 kind, 1 tile left."
    assert ready.waits_title.text() == "Waits: 1 kind, 1 tile left"
    one_way = DecompositionView("standard", ((0, 0), (1, 2, 3)))
    win = results(qtbot, Result(StatusKind.WIN, 14, -1, decompositions=(one_way,)))
    assert win.decomp_title.text() == "Complete: 1 way to split it"
    two_ways = results(qtbot, Result(StatusKind.WIN, 14, -1, decompositions=(one_way,) * 2))
    assert two_ways.decomp_title.text() == "Complete: 2 ways to split it"
    shanten = results(
        qtbot,
        Result(StatusKind.SHANTEN, 13, 1, effective=((0, 1),), effective_total=1),
    )
    assert shanten.status.text() == "1-shanten: 1 tile away from ready."
    assert shanten.effective_title.text().endswith(": 1 kind, 1 tile left")
    two = results(
        qtbot, Result(StatusKind.SHANTEN, 13, 2, effective=((0, 4), (1, 3)), effective_total=7)
    )
    assert two.status.text() == "2-shanten: 2 tiles away from ready."
    assert two.effective_title.text().endswith(": 2 kinds, 7 tiles left")


def test_the_total_column_says_1_tile(qtbot):
    table = DiscardTable()
    qtbot.addWidget(table)
    table.set_options((DiscardView(5, 1, ((6, 1),), 1), DiscardView(7, 1, ((6, 1), (8, 2)), 3)))
    model = table.model()
    total = next(i for i, c in enumerate(table.model_columns()) if c.key == "total")
    assert [model.index(r, total).data() for r in range(2)] == ["1 tile", "3 tiles"]


def shown_texts(window: QWidget) -> list[str]:
    """Every label text and tooltip of the window's visible widgets."""
    out = []
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel):
            out.append(w.text())
        if w.toolTip():
            out.append(w.toolTip())
    return out


def test_no_text_in_the_window_says_1_with_a_plural(window, qtbot):
    c = window.controller
    checks = (
        ("123m456p789s111z2z", (28, 28)),  # one wait with one copy left
        ("123m456p789s11122z", ()),  # complete, one way to split
        ("1m456p789s111z22z5z", ()),  # one discard from ready
        ("14m456p789s111z2z", ()),  # not ready
        ("1111m", ()),  # a size no judging function takes
    )
    for text, seen in checks:
        c.clear()
        for t in seen:
            c.add_seen(t)
        c.set_notation(text)
        QApplication.processEvents()
        texts = shown_texts(window)
        bad = [t for t in texts if "(s)" in t or ONE_PLURAL.search(t)]
        assert bad == [], text
    c.set_notation("1m")
    assert window.trainer.hand_view.caption() == "Hand: 1 tile"


def test_the_kong_remark_only_with_a_kong(window):
    caption = window.trainer.hand_view.caption
    window.controller.set_notation("123m456p789s1122z")
    assert caption() == "Hand: 13 tiles"
    window.controller.set_notation("123m456p1122z [789s]")
    assert caption() == "Hand: 13 tiles"
    window.controller.set_notation("123m456p1122z [7777s]")
    assert caption() == "Hand: 13 tiles (a kong counts as 3)"
    window.controller.set_notation("123m456p1122z (7777s)")
    assert caption() == "Hand: 13 tiles (a kong counts as 3)"


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_the_window_title_names_the_app_once(window, qtbot, language):
    """The platform puts the application's display name after the title ("… — mjtrainer"):
    the title must not say it again."""
    window.settings.set_language(language)
    qtbot.waitUntil(lambda: window.windowTitle() != "")
    assert "mjtrainer" not in window.windowTitle()  # main.make_app's display name
    assert window.windowTitle() in ("Mahjong hand trainer", "麻将牌理练习", "麻雀牌理トレーナー")


def test_wait_kinds_carry_the_common_term(qapp):
    expected = {
        "ryanmen": "two-sided (ryanmen)",
        "kanchan": "closed (kanchan)",
        "penchan": "edge (penchan)",
        "tanki": "single (tanki)",
        "shanpon": "dual pung (shanpon)",
        "kokushi": "thirteen orphans",
        THIRTEEN_SIDED: "thirteen-sided",
    }
    assert {k: i18n.wait_kind(k) for k in expected} == expected


def test_thirteen_sided_only_on_all_thirteen(qapp):
    rules = Rules.preset("riichi")
    thirteen = result_of(analyze(Hand.parse("19m19p19s1234567z"), rules))
    assert len(thirteen.waits) == 13
    assert {w.kinds for w in thirteen.waits} == {(THIRTEEN_SIDED,)}
    single = result_of(analyze(Hand.parse("19m19p19s1234566z"), rules))
    assert [(w.tile, w.kinds) for w in single.waits] == [(33, ("kokushi",))]


def discard_view(level: int, discards: tuple[DiscardView, ...]) -> DiscardQuestionView:
    """A discard question of the two tiles 6m and 8m, 6m the right answer."""
    return DiscardQuestionView(
        kind="discard",
        level=level,
        seed=1,
        rules="general",
        notation="",
        tiles=(5, 7),
        shanten=1,
        answer=(5,),
        discards=discards,
    )


def discard_question(shanten_gap: int | None, tile_gap: int | None, correct: bool):
    best = DiscardView(5, 1, ((6, 1),), 1, best=True)
    other = DiscardView(7, 1 + (shanten_gap or 0), ((6, 1),), 1 - (tile_gap or 0))
    q = discard_view(2, (best, other))
    g = DiscardGradeView(
        correct=correct,
        timed_out=False,
        time_ms=1000,
        chosen=5 if correct else 7,
        best=None,
        tile_gap=tile_gap,
        shanten_gap=shanten_gap,
    )
    return q, g


def test_quiz_sentences_in_the_singular(qapp):
    q, g = discard_question(None, None, True)
    assert discard_verdict(q, g) == "6 characters is the best discard: 1 effective tile."
    assert "then 1-shanten with 1 effective tile." in discard_comparison(q, g)
    q, g = discard_question(1, None, False)
    assert "leaves the hand 1 step further from ready" in discard_verdict(q, g)
    assert discard_comparison(q, g).endswith("Gap: 1 step further from ready.")


def test_quiz_sentences_by_the_chance_to_win(qapp):
    """With the look-ahead's chances the verdict speaks of the chance to win first and of the
    effective tiles second; the right answer may keep fewer tiles."""
    best = DiscardView(5, 1, ((6, 1),), 1, best=True, searched=True, tenpai=0.9, win=0.4)
    other = DiscardView(7, 1, ((6, 1), (8, 1)), 2, searched=True, tenpai=0.95, win=0.3)
    q = discard_view(4, (best, other))
    right = DiscardGradeView(
        correct=True,
        timed_out=False,
        time_ms=1000,
        chosen=5,
        best=5,
        tile_gap=0,
        shanten_gap=0,
        win_gap=0.0,
    )
    assert discard_verdict(q, right) == (
        "6 characters wins most often: 40.0% by the last draw, with 1 effective tile."
    )
    assert discard_comparison(q, right).startswith(
        "Best: 6 characters, 40.0% to win by the last draw (1-shanten, 1 effective tile)."
    )
    wrong = DiscardGradeView(
        correct=False,
        timed_out=False,
        time_ms=1000,
        chosen=7,
        best=5,
        tile_gap=-1,
        shanten_gap=0,
        win_gap=0.1,
    )
    assert discard_verdict(q, wrong) == (
        "Throwing 8 characters wins 30.0% of the time by the last draw; 6 characters wins "
        "40.0%. Effective tiles: 2 against 1."
    )
    assert discard_comparison(q, wrong).endswith(
        "Yours: 8 characters, 30.0% (1-shanten, 2 effective tiles). "
        "Gap: 10.0 pp of the chance to win."
    )


def test_quiz_verdict_for_one_wait(qtbot):
    page = QuizPage((("waits", (1, 2)), ("discard", (1,))))
    qtbot.addWidget(page)
    wait = WaitExplanationView(27, 3, ("tanki",), ())
    q = WaitsQuestionView(
        kind="waits",
        level=1,
        seed=1,
        rules="general",
        notation="",
        tiles=(0,) * 13,
        shanten=0,
        answer=(27,),
        waits=(wait,),
    )

    def graded(correct: bool, given: int) -> WaitsGradeView:
        right = (given,) if correct else ()
        extra = () if correct else (given,)
        missed = () if correct else (27,)
        return WaitsGradeView(
            correct=correct,
            timed_out=False,
            time_ms=1000,
            given=(given,),
            right=right,
            missed=missed,
            extra=extra,
        )

    right = graded(True, 27)
    page.show_state(QuizState(QuizPhase.ANSWERED, question=q, grade=right, number=1))
    assert page.verdict.text() == "Right! You found the wait."
    wrong = graded(False, 28)
    page.show_state(QuizState(QuizPhase.ANSWERED, question=q, grade=wrong, number=1))
    assert page.verdict.text() == "Not quite: 0 of 1 wait found, 1 wrong pick."
    summary = page.explanation.summary.text()
    assert summary.startswith("The hand waits on 1 kind, 3 tiles left.")
    assert "Your wrong pick (South) completes no hand." in summary


@pytest.mark.parametrize("language", list(LANGUAGE_CODES))
def test_a_size_refusal_of_one_tile_says_it_in_the_singular(window, qtbot, language):
    """'[1m]' is a meld of one tile: the core and the window say "has 1 tile" (the core once
    said "1 tiles"); in Chinese the count stays a number of 张, in Japanese of 枚."""
    from mjtrainer.core import HandError

    with pytest.raises(HandError) as e:
        Hand.parse("[1m] 123m")
    assert "has 1 tile: a meld" in str(e.value)
    window.settings.set_language(language)
    qtbot.keyClicks(window.trainer.notation.edit, "[1m] 123m")
    error = window.trainer.notation.error
    expected = {"en": "has 1 tile: a meld", "zh_CN": "有 1 张牌", "ja": "は1 枚："}[language]
    qtbot.waitUntil(lambda: expected in error.text())
    assert not ONE_PLURAL.search(error.text())
    window.settings.set_language("en")
