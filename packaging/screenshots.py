"""Screenshots of the real app, offscreen, in English and 简体中文 → assets/screenshots/.

    python packaging/screenshots.py [--out DIR] [--scale 1]

Each shot builds the real window (controllers, worker thread, shipped tile art), loads a hand
through the notation box as a user would, waits for the analysis and grabs the window. The
quiz shot answers a waits question wrongly (one wait found, one missed, one wrong pick) so the
marks and the explanation show; the progress shot reads a progress file filled with three
weeks of made-up answers to real questions. The scoring shots set the situation with the
strip's own widgets (the winning tile picked on the hand, self-draw, flags, a dora indicator):
a scored MCR hand (English and Chinese), a riichi hand, a ready hand with each wait's value,
and the scoring quiz answered with a fan missed and one that does not count (MCR) or a wrong
fu (riichi). The look-ahead shots show a 14-tile hand where the most effective tiles are not
the best discard: the discard table with its tenpai % and win % columns, the sentence under it
and the chart of the chance to win by draw (English and Chinese). The Chinese shots use the
shipped CJK font, so they show what a machine without CJK fonts shows. The review shots open
a game of the test engine (tests/game/data/engine_east_0.mjson), review one seat and show its
largest mistake; the practice shot plays a seeded deal five discards in; the defence shot builds
README's riichi table with the table card's buttons (the Deal-in % and category columns); the
three-player shots show the trainer under sanma and a three-player engine game reviewed. The
quiz-kind shots (only with ``--only quizkinds``: they are checks, and ``quiz_scoring_en`` is the
scoring group's name too) answer one question of every quiz kind wrongly under riichi, with the
page's own widgets, at ``--size``: the verdict, the legend, the marks and the explanation.

    python packaging/screenshots.py --only scoring     # just the scoring shots
    python packaging/screenshots.py --only lookahead   # just the look-ahead shots
    python packaging/screenshots.py --only review      # review, practice, defence, sanma likewise
    python packaging/screenshots.py --only decisions   # riichi/dama rows, the offered tile
    python packaging/screenshots.py --only quizkinds --size 1024x600 --language ja
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QPoint, QSettings, Qt  # noqa: E402

from mjtrainer.app.main import _wait_for, build_window, make_app  # noqa: E402
from mjtrainer.app.quiz.controller import QuizController  # noqa: E402
from mjtrainer.app.quiz.model import (  # noqa: E402
    CallQuestionView,
    DefenceQuestionView,
    QuizPhase,
    RiichiQuestionView,
    ScoringQuestionView,
    WaitsQuestionView,
)
from mjtrainer.app.window.language import load_cjk_font  # noqa: E402
from mjtrainer.app.window.settings import SettingsController  # noqa: E402
from mjtrainer.core import Rules  # noqa: E402
from mjtrainer.core.kinds import kind_of  # noqa: E402
from mjtrainer.quiz import (  # noqa: E402
    DAY,
    AnswerRecord,
    ProgressStore,
    QuizKind,
    generate,
    grade,
)
from mjtrainer.words import languages  # noqa: E402

# (file stem, hand, seen tiles): a 14-tile hand with its discard table, a ready hand with many
# waits, a complete hand with several ways to split it, a hand with declared melds.
SHOTS = (
    ("trainer", "234m3455p67s1166z6s", "5p7z"),
    ("waits", "2223456777m456p", ""),
    ("complete", "11122233344455m", ""),
    ("melds", "23m456p77s [555z] (1111m)", "4m"),
)
SIZE = (1280, 860)
# The quiz shot: a waits level 2 session whose first question has three or four waits.
QUIZ_SESSION_SEED = 7
QUIZ_LEVEL = 2
# Days of made-up answers in the progress shot, and (kind, level, answers a day, first and
# last share right): the learner gets better at each over the weeks.
PROGRESS_DAYS = 21
PROGRESS_PLAN = (
    ("waits", 1, 8, 0.60, 0.95),
    ("waits", 2, 6, 0.35, 0.80),
    ("waits", 3, 5, 0.15, 0.60),
    ("discard", 2, 6, 0.40, 0.85),
)


def shoot(out: Path, language: str) -> list[Path]:
    tmp = tempfile.mkdtemp(prefix="mjtrainer-shots-")
    settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/language", language)
    sc = SettingsController(settings)
    window = build_window(sc)
    _show(window)
    c = window.controller
    saved = []
    suffix = _suffix(language)
    for stem, hand, seen in SHOTS:
        c.clear()
        for tile in seen_tiles(seen):
            c.add_seen(tile)
        window.trainer.notation.edit.setText(hand)
        c.set_notation(hand)
        if not _wait_for(lambda: not c.busy):
            raise SystemExit(f"analysis of {hand} did not finish")
        window.trainer.right_scroll.verticalScrollBar().setValue(0)
        for _ in range(3):
            QCoreApplication.processEvents()
        path = out / f"{stem}_{suffix}.png"
        if not window.grab().save(str(path)):
            raise SystemExit(f"could not write {path}")
        saved.append(path)
    window.close()
    return saved


class _Stopwatch:
    """A monotonic clock the script moves, so the quiz shows a plausible time taken."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()


def shoot_quiz(out: Path, language: str) -> list[Path]:
    """A waits question answered wrongly, with its explanation; then the progress page."""
    tmp = tempfile.mkdtemp(prefix="mjtrainer-shots-")
    settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/language", language)
    sc = SettingsController(settings)
    fill_progress(Path(tmp) / "progress.sqlite3")
    watch = _Stopwatch()
    quiz = QuizController(
        Path(tmp) / "progress.sqlite3",
        rules=sc.rules,
        monotonic=watch,
        rng=random.Random(QUIZ_SESSION_SEED),
    )
    window = build_window(sc, quiz=quiz)
    _show(window)
    suffix = _suffix(language)
    page = window.quiz_page
    window.tabs.setCurrentWidget(page)
    page.select("waits", QUIZ_LEVEL)
    page.start_button.click()
    if not _wait_for(lambda: quiz.state.phase is QuizPhase.ASKING):
        raise SystemExit("no quiz question arrived")
    q = quiz.question
    assert q is not None
    # One wait found, the others missed, and a tile next to the waits picked by mistake.
    found = q.answer[0]
    wrong = next(
        t
        for t in sorted(range(34), key=lambda t: abs(t - q.answer[-1]))
        if t not in q.answer and t // 9 == q.answer[-1] // 9
    )
    page.answer_palette.button(found).click()
    page.answer_palette.button(wrong).click()
    watch.now += 23.4
    page.submit_button.click()
    if not _wait_for(lambda: quiz.progress.answered > 0 and not quiz.store_runner.busy):
        raise SystemExit("the answer was not recorded")
    _settle()
    saved = []
    path = out / f"quiz_{suffix}.png"
    if not window.grab().save(str(path)):
        raise SystemExit(f"could not write {path}")
    saved.append(path)
    window.tabs.setCurrentWidget(window.progress_page)
    _settle()
    path = out / f"progress_{suffix}.png"
    if not window.grab().save(str(path)):
        raise SystemExit(f"could not write {path}")
    saved.append(path)
    window.close()
    return saved


# The scoring shots: (file stem, rules, hand, winning tile, self-drawn, flags, dora indicators,
# seat wind). MCR: a hand that splits two ways (three pungs or three chows of 1-2-3m); riichi:
# a concealed all-simples hand self-drawn after riichi with a dora; a ready hand whose South
# wait has no yaku on a discard.
SCORING_SHOTS = (
    ("score_mcr", "mcr", "111222333m456p77s", 2, True, (), (), "E"),
    ("score_riichi", "riichi", "234567m234p55678s", 22, True, ("riichi",), (21,), "S"),
    ("score_waits", "riichi", "123m456p789s1122z", None, False, (), (), "E"),
)
# The scoring quiz shots: (file stem, rules, level, session seed).
SCORING_QUIZ = (("quiz_scoring", "mcr", 3, 5), ("quiz_scoring_riichi", "riichi", 3, 5))


def _suffix(language: str) -> str:
    """The file name's language: ``en``, ``zh`` (简体中文), ``ja``."""
    return language.split("_")[0]


def _show(window, size: tuple[int, int] | None = None) -> None:
    """Show ``window`` at ``size``: after it is shown, since on showing it shrinks to fit the
    screen, and the offscreen screen is smaller than a shot."""
    window.show()
    window.resize(*(size or SIZE))
    _settle()


def _window(language: str, rules: str = "general", quiz: QuizController | None = None):
    tmp = tempfile.mkdtemp(prefix="mjtrainer-shots-")
    settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("ui/language", language)
    settings.setValue("rules/preset", rules)
    sc = SettingsController(settings)
    window = build_window(sc, quiz=quiz or QuizController(Path(tmp) / "progress.sqlite3"))
    _show(window)
    return window


def _grab(window, path: Path) -> Path:
    _settle()
    if not window.grab().save(str(path)):
        raise SystemExit(f"could not write {path}")
    return path


def shoot_scoring(out: Path, language: str) -> list[Path]:
    """Scored hands in the trainer, the situation set with the strip's widgets."""
    suffix = _suffix(language)
    saved = []
    for stem, rules, hand, win, self_drawn, flags, dora, seat in SCORING_SHOTS:
        if suffix == "zh" and stem != "score_mcr":
            continue
        window = _window(language, rules)
        c = window.controller
        strip = window.trainer.situation
        window.trainer.notation.edit.setText(hand)
        c.set_notation(hand)
        if win is not None:
            strip.pick_button.click()
            buttons = window.trainer.hand_view.tile_buttons()
            [b for b in buttons if b.tile == win][-1].click()
        if self_drawn:
            strip.self_drawn_radio.click()
        for flag in flags:
            strip.flags[flag].click()
        for tile in dora:
            strip.dora_button.click()
            window.trainer.palette_view.button(tile).click()
        strip.seat.setCurrentIndex(strip.seat.findData(seat))
        if not _wait_for(lambda c=c: not c.busy and c.result.scoring is not None):
            raise SystemExit(f"no score for {hand}")
        window.trainer.right_scroll.verticalScrollBar().setValue(0)
        saved.append(_grab(window, out / f"{stem}_{suffix}.png"))
        window.close()
    return saved


# The look-ahead shot: README's hand (6m keeps the most tiles, 7p and 9p win more often), in a
# window tall enough for the table and the chart under it.
LOOKAHEAD_HAND = "6777m33379p78s555z"
LOOKAHEAD_SIZE = (1280, 1100)


# The Value shot (riichi): throwing the red five (0m) wins most often, keeping it (2s) is worth
# more, and the sentence under the table says so.
VALUE_HAND = "12306m456p2378s11z"
VALUE_SIZE = (1600, 1400)


def shoot_lookahead(out: Path, language: str) -> list[Path]:
    """The discard table with the chances, the sentence and the chart, scrolled to them; and,
    under riichi, the Value column with its sentence (``value_*.png``)."""
    suffix = _suffix(language)
    shots = [_shoot_table(out / f"lookahead_{suffix}.png", language, "general", LOOKAHEAD_HAND)]
    value = out / f"value_{suffix}.png"
    shots.append(_shoot_table(value, language, "riichi", VALUE_HAND, VALUE_SIZE, chart=False))
    return shots


def _shoot_table(
    path: Path,
    language: str,
    rules: str,
    hand: str,
    size: tuple[int, int] = LOOKAHEAD_SIZE,
    chart: bool = True,
) -> Path:
    """The analysis card from its title, scrolled down to the chart's bottom (``chart``) or
    as far as the window shows from the title (the table and the sentence under it)."""
    window = _window(language, rules)
    window.resize(*size)
    c = window.controller
    window.trainer.notation.edit.setText(hand)
    c.set_notation(hand)
    if not _wait_for(lambda: not c.busy and c.result.lookahead is not None, 60000):
        raise SystemExit(f"the look-ahead of {hand} did not finish")
    _settle()
    scroll = window.trainer.right_scroll
    # From the card's title down, as far as the chart's bottom needs.
    card = window.trainer.results_card
    plot = window.trainer.results.lookahead.chart
    top = card.mapTo(scroll.widget(), QPoint(0, 0)).y()
    bottom = plot.mapTo(scroll.widget(), QPoint(0, plot.height())).y() + 12 if chart else 0
    scroll.verticalScrollBar().setValue(max(top - 4, bottom - scroll.viewport().height()))
    _grab(window, path)
    window.close()
    return path


def shoot_scoring_quiz(out: Path, language: str) -> list[Path]:
    """A scoring question answered with one fan missed and one that does not count (MCR), or
    the right han with the wrong fu (riichi)."""
    saved = []
    for stem, rules, level, seed in SCORING_QUIZ:
        watch = _Stopwatch()
        tmp = tempfile.mkdtemp(prefix="mjtrainer-shots-")
        quiz = QuizController(
            Path(tmp) / "progress.sqlite3",
            rules=Rules.preset(rules),
            monotonic=watch,
            rng=random.Random(seed),
        )
        window = _window(language, rules, quiz)
        page = window.quiz_page
        window.tabs.setCurrentWidget(page)
        page.select("scoring", level)
        page.start_button.click()
        if not _wait_for(lambda quiz=quiz: quiz.state.phase is QuizPhase.ASKING):
            raise SystemExit("no scoring question arrived")
        q = quiz.question
        assert q is not None and q.score is not None
        if rules == "mcr":
            checklist = page.scoring_answer.checklist
            answer = q.expected_answer()
            for fan, n in answer.fans[1:]:  # the biggest fan missed
                checklist.item(fan.id).setCheckState(0, Qt.CheckState.Checked)
                spin = checklist.spin(fan.id)
                if spin is not None:
                    spin.setValue(n)
            counted = {f.id for f, _ in answer.fans}
            extra = next(f for f in (68, 76, 75, 62, 63) if f not in counted)
            checklist.item(extra).setCheckState(0, Qt.CheckState.Checked)
        else:
            box = page.scoring_answer.riichi
            box.han.setValue(q.score.han)
            box.fu.setCurrentIndex(box.fu.findData(next(f for f in (30, 40) if f != q.score.fu)))
        watch.now += 41.2
        page.submit_button.click()
        if not _wait_for(lambda quiz=quiz: quiz.state.phase is QuizPhase.ANSWERED):
            raise SystemExit("the scoring answer was not graded")
        saved.append(_grab(window, out / f"{stem}_en.png"))
        window.close()
    return saved


# The quiz-kind shots (``quiz_<kind>_*``): one question of each kind the quiz has, under riichi,
# answered wrongly as a learner would, at the window's size: kind → (level, session seed). Waits:
# one wait found, one missed, a wrong pick; discard, defence, push or fold: the runner-up tile of
# the hand clicked (two riichis in the defence question); scoring: the right han with the wrong
# fu; riichi or dama, call or pass (a left tile that two chis take): a choice that is not best.
QUIZ_KINDS = {
    QuizKind.WAITS: (2, 7),
    QuizKind.DISCARD: (2, 1),
    QuizKind.SCORING: (3, 5),
    QuizKind.DEFENCE: (4, 1),
    QuizKind.PUSHFOLD: (2, 1),
    QuizKind.RIICHI: (1, 2),
    QuizKind.CALL: (3, 3),
}


def shoot_quiz_kinds(out: Path, language: str) -> list[Path]:
    """Every quiz kind's question answered wrongly, with its verdict, legend and explanation
    (``quiz_<kind>_*.png``), answered with the page's own widgets."""
    suffix = _suffix(language)
    saved = []
    for each in QuizKind:  # a kind added to the quiz needs its level and seed here
        kind, (level, seed) = each.value, QUIZ_KINDS[each]
        watch = _Stopwatch()
        tmp = tempfile.mkdtemp(prefix="mjtrainer-shots-")
        quiz = QuizController(
            Path(tmp) / "progress.sqlite3",
            rules=Rules.preset("riichi"),
            monotonic=watch,
            rng=random.Random(seed),
        )
        window = _window(language, "riichi", quiz)
        page = window.quiz_page
        window.tabs.setCurrentWidget(page)
        page.select(kind, level)
        page.start_button.click()
        if not _wait_for(lambda quiz=quiz: quiz.state.phase is QuizPhase.ASKING, 60000):
            raise SystemExit(f"no {kind} question arrived")
        watch.now += 17.8
        _answer_wrongly(page, quiz)
        if not _wait_for(lambda quiz=quiz: quiz.state.phase is QuizPhase.ANSWERED):
            raise SystemExit(f"the {kind} answer was not graded")
        saved.append(_grab(window, out / f"quiz_{kind}_{suffix}.png"))
        window.close()
    return saved


def _answer_wrongly(page, quiz: QuizController) -> None:
    """Answer the question shown as a learner who errs: the waits one found, one missed and a
    wrong pick; a scoring hand's han right and its fu wrong; the tile of the hand or the
    choice ranked next after the best ones."""
    q = quiz.state.question
    assert q is not None
    if isinstance(q, WaitsQuestionView):
        wrong = next(
            t
            for t in sorted(range(34), key=lambda t: abs(t - q.answer[-1]))
            if t not in q.answer and t // 9 == q.answer[-1] // 9
        )
        page.answer_palette.button(q.answer[0]).click()
        page.answer_palette.button(wrong).click()
        page.submit_button.click()
    elif isinstance(q, ScoringQuestionView):
        score = quiz.question.score
        box = page.scoring_answer.riichi
        box.han.setValue(score.han)
        box.fu.setCurrentIndex(box.fu.findData(next(f for f in (30, 40) if f != score.fu)))
        page.submit_button.click()
    elif isinstance(q, RiichiQuestionView | CallQuestionView):
        word = next(r.word for r in q.choices if not r.right)
        page.choice_bar.buttons()[q.offers.index(word)].click()
    else:
        if isinstance(q, DefenceQuestionView):
            ranked = [d.tile for d in q.defence.dangers]  # the safest first
        else:
            ranked = [d.tile for d in q.discards]  # the best first
        tile = next(t for t in ranked if t not in q.answer)
        next(b for b in page.hand_buttons() if kind_of(b.tile) == tile).click()


# The review shots: a game played by the test engine (riichienv, seeded; tests/game/engine.py
# made this mjai log once, shipped so that the script needs no test-only package), one seat's
# decisions reviewed, at its largest loss: the table as that seat saw it, the discard table.
REVIEW_LOG = ROOT / "tests" / "game" / "data" / "engine_east_0.mjson"
REVIEW_SEAT = 1


#: The review shot's size: a laptop's, where the reasons under the verdict must still fit.
REVIEW_SIZE = (1366, 768)


def shoot_review(out: Path, language: str) -> list[Path]:
    """The Review tab at 1366 × 768: the engine game opened, seat 1 reviewed, its largest
    round-EV loss shown with its reasons under the verdict."""
    suffix = _suffix(language)
    window = _window(language, "riichi")
    _show(window, REVIEW_SIZE)
    r, page = window.review, window.review_page
    assert r is not None and page is not None
    window.tabs.setCurrentWidget(page)
    if not r.open_file(str(REVIEW_LOG)):
        raise SystemExit(f"could not open {REVIEW_LOG}: {r.state.error}")
    # The file is read on a worker: the game is there once the read comes back.
    if not _wait_for(lambda: r.game is not None, 60000):
        raise SystemExit(f"{REVIEW_LOG} did not open: {r.state.error}")
    page.seat_box.setCurrentIndex(page.seat_box.findData(REVIEW_SEAT))
    r.set_seat(REVIEW_SEAT)
    page.review_button.click()
    if not _wait_for(lambda: r.review is not None and not r.state.reviewing, 120000):
        raise SystemExit("the review did not finish")
    done = r.review
    assert done is not None
    worst = max(
        (d for rd in done.review.rounds for d in rd.decisions if d.ev_loss is not None),
        key=lambda d: d.ev_loss or 0.0,
    )
    r.go_to(worst.round, worst.step)
    # The decision shown is valued on a worker: its Value column fills when that comes back.
    if not _wait_for(lambda: not r.valuer.busy, 60000):
        raise SystemExit("the decision's value did not come back")
    page.side_tabs.setCurrentIndex(0)
    path = _grab(window, out / f"review_{suffix}.png")
    window.close()
    return [path]


# The practice shot: a seeded deal under riichi, five discards in (the first one the lit best,
# then a few others), so the list holds grades of more than one kind.
PRACTICE_SEED = 11
PRACTICE_THROWS = 5


def shoot_practice(out: Path, language: str) -> list[Path]:
    """A practice deal mid-game: the hand, the drawn tile apart, the graded discards."""
    suffix = _suffix(language)
    window = _window(language, "riichi")
    p = window.practice
    window.practice_action.trigger()  # Ctrl+D: a deal with a fresh seed …
    p.new_deal(window.settings.rules, seed=PRACTICE_SEED)  # … dealt again from a fixed one
    for i in range(PRACTICE_THROWS):
        deal = p.deal
        assert deal is not None
        # Alternately the drawn tile and the hand's lowest tile: some best, some not.
        tile = deal.drawn if i % 2 == 0 and deal.drawn is not None else deal.hand[0]
        p.discard(tile)
        if not _wait_for(lambda: all(d is not None for d in p.decisions), 60000):
            raise SystemExit("a practice discard was not graded")
    if not _wait_for(lambda: not window.controller.busy, 60000):
        raise SystemExit("the practice position was not analysed")
    window.trainer.right_scroll.verticalScrollBar().setValue(0)
    path = _grab(window, out / f"practice_{suffix}.png")
    window.close()
    return [path]


def _build_table(page, c, hand: str, clicks) -> None:
    """Type ``hand`` and build the opponents' table with the card's own buttons, in the order
    of play: ``(seat, "tiles")`` adds the tiles to that seat's pond, ``(seat, "riichi N")``
    clicks its N-th pond tile to mark the declaration; then back to adding tiles to the hand."""
    page.notation.edit.setText(hand)
    c.set_notation(hand)
    view = page.table_view
    for seat, what in clicks:
        if what.startswith("riichi"):
            view.ponds[seat].tileClicked.emit(int(what.split()[1]))  # a click on that tile
            continue
        if not view.mode_buttons[seat].isChecked():
            view.mode_buttons[seat].click()
        for tile in seen_tiles(what):
            page.palette_view.button(tile).click()
    view.mode_buttons[clicks[-1][0]].click()


# The defence shot: README's hand and table (`analyze --table`), built with the table card's
# own buttons in the order of play: right throws four tiles, across throws 4m and declares
# riichi on 1z, then every tile added is passed for that riichi; 5p is the dora indicator.
DEFENCE_HAND = "123m456p789s11234z"
DEFENCE_CLICKS = ((1, "2s222p"), (2, "4m1z"), (2, "riichi 1"), (2, "7s1s"), (1, "3s5p5p"))
DEFENCE_DORA = "5p"
DEFENCE_SIZE = (1600, 900)  # wide enough for the Deal-in % and category columns


def shoot_defence(out: Path, language: str) -> list[Path]:
    """The trainer with a riichi on the table: the ponds and the Deal-in % column."""
    suffix = _suffix(language)
    window = _window(language, "riichi")
    _show(window, DEFENCE_SIZE)
    c, page = window.controller, window.trainer
    _build_table(page, c, DEFENCE_HAND, DEFENCE_CLICKS)
    for tile in seen_tiles(DEFENCE_DORA):
        page.situation.dora_button.click()
        page.palette_view.button(tile).click()
    if not _wait_for(lambda: not c.busy and c.result.lookahead is not None, 60000):
        raise SystemExit(f"the analysis of {DEFENCE_HAND} did not finish")
    scroll = page.right_scroll
    card = page.results_card
    scroll.verticalScrollBar().setValue(card.mapTo(scroll.widget(), QPoint(0, 0)).y() - 4)
    path = _grab(window, out / f"defence_{suffix}.png")
    window.close()
    return [path]


# The round-EV shot: a 1-shanten hand at turn 8 against Right's riichi on East (Right threw 4m
# before it; Across passed 9m after it): 3m wins most often but deals in, the fold line starts
# with 4m and the round EV likes 9m. At a laptop's 1366 × 768 and at the least 1024 × 600.
ROUND_EV_HAND = "3345889m2289p123s"
ROUND_EV_CLICKS = ((1, "4m1z"), (1, "riichi 1"), (2, "9m"))
ROUND_EV_TURN = 8
ROUND_EV_SIZES = ((1366, 768), (1024, 600))


def _traded(c) -> bool:
    """Whether the trainer's analysis has come back with its round EV's trade."""
    ahead = c.result.lookahead
    return not c.busy and ahead is not None and ahead.trade is not None


def shoot_round_ev(out: Path, language: str) -> list[Path]:
    """The trainer with a riichi on the table: the Round EV column, the fold line and the
    sentence of the trade (``round_ev_*.png``; ``_1024`` at 1024 × 600)."""
    suffix = _suffix(language)
    saved = []
    for size in ROUND_EV_SIZES:
        window = _window(language, "riichi")
        _show(window, size)
        c, page = window.controller, window.trainer
        _build_table(page, c, ROUND_EV_HAND, ROUND_EV_CLICKS)
        page.results.search.turn.setValue(ROUND_EV_TURN)
        if not _wait_for(partial(_traded, c), 60000):
            raise SystemExit(f"the round EV of {ROUND_EV_HAND} did not come")
        scroll = page.right_scroll
        card = page.results_card
        scroll.verticalScrollBar().setValue(card.mapTo(scroll.widget(), QPoint(0, 0)).y() - 4)
        stem = "round_ev" if size == ROUND_EV_SIZES[0] else f"round_ev_{size[0]}"
        saved.append(_grab(window, out / f"{stem}_{suffix}.png"))
        window.close()
    return saved


# The decision shots (issue 27), at a laptop's 1366 × 768 and at the least 1024 × 600: a discard
# that leaves the closed hand ready shows its dama row and its riichi row (``riichi_dama_*``:
# 123m567p23456s88p with East to throw, pinfu only, turn 6), and a tile offered by the left
# seat lists pass and each call (``offered_*``: mjsen's 45777m56788p445s, 3m from the left,
# turn 8, the dora indicator 6m, as README's command line shows it).
RIICHI_DAMA_HAND = "123m567p23456s88p1z"
RIICHI_DAMA_TURN = 6
OFFERED_HAND = "45777m56788p445s"
OFFERED = (3, "3m")
OFFERED_DORA = "6m"
OFFERED_TURN = 8
DECISION_SIZES = ((1366, 768), (1024, 600))


def _calls_back(c) -> bool:
    """Whether the trainer's analysis has come back with the calls' chances."""
    r = c.result
    return not c.busy and bool(r.calls) and r.lookahead is not None


def shoot_decisions(out: Path, language: str) -> list[Path]:
    """The trainer's riichi and dama rows, and its call table on an offered tile."""
    suffix = _suffix(language)
    saved = []
    for size in DECISION_SIZES:
        tail = "" if size == DECISION_SIZES[0] else f"_{size[0]}"
        window = _window(language, "riichi")
        _show(window, size)
        c, page = window.controller, window.trainer
        page.notation.edit.setText(RIICHI_DAMA_HAND)
        c.set_notation(RIICHI_DAMA_HAND)
        page.results.search.turn.setValue(RIICHI_DAMA_TURN)
        if not _wait_for(partial(_traded, c), 60000):
            raise SystemExit(f"the round EV of {RIICHI_DAMA_HAND} did not come")
        scroll = page.right_scroll
        card = page.results_card
        scroll.verticalScrollBar().setValue(card.mapTo(scroll.widget(), QPoint(0, 0)).y() - 4)
        saved.append(_grab(window, out / f"riichi_dama{tail}_{suffix}.png"))
        page.notation.edit.setText(OFFERED_HAND)
        c.set_notation(OFFERED_HAND)
        for tile in seen_tiles(OFFERED_DORA):
            page.situation.dora_button.click()
            page.palette_view.button(tile).click()
        page.results.search.turn.setValue(OFFERED_TURN)
        seat, tile_name = OFFERED
        page.table_view.offer_buttons[seat].click()
        page.palette_view.button(seen_tiles(tile_name)[0]).click()
        if not _wait_for(partial(_calls_back, c), 60000):
            raise SystemExit(f"the calls of {OFFERED_HAND} did not come")
        # The analysis from its status line, the hand and the card with the tile offered.
        scroll.verticalScrollBar().setValue(card.mapTo(scroll.widget(), QPoint(0, 0)).y() - 4)
        left = page.left_scroll
        hand = page.hand_card
        left.verticalScrollBar().setValue(hand.mapTo(left.widget(), QPoint(0, 0)).y() - 4)
        saved.append(_grab(window, out / f"offered{tail}_{suffix}.png"))
        window.close()
    return saved


# The three-player shots (``sanma_*``), at a laptop's 1366 × 768: the trainer under sanma (the
# palette without 2m–8m, the card's two opponents, Right's riichi on East with 9p thrown before
# it, the Deal-in % header marked a four-player estimate), and a three-player game of the test
# engine (tests/game/data/engine_sanma_east_0.mjson) reviewed for seat 1 at its largest mistake:
# three seats, each seat's kita beside its hand.
SANMA_HAND = "9m123p456p789s1123z"
SANMA_CLICKS = ((1, "9p1z"), (1, "riichi 1"))
SANMA_TURN = 8
SANMA_SIZE = (1366, 768)
SANMA_LOG = ROOT / "tests" / "game" / "data" / "engine_sanma_east_0.mjson"


def shoot_sanma(out: Path, language: str) -> list[Path]:
    """The trainer and the review under three-player rules (``sanma_trainer_*``,
    ``sanma_review_*``)."""
    suffix = _suffix(language)
    window = _window(language, "sanma")
    _show(window, SANMA_SIZE)
    c, page = window.controller, window.trainer
    _build_table(page, c, SANMA_HAND, SANMA_CLICKS)
    page.results.search.turn.setValue(SANMA_TURN)
    if not _wait_for(partial(_traded, c), 60000):
        raise SystemExit(f"the analysis of {SANMA_HAND} under sanma did not come")
    paths = [_grab(window, out / f"sanma_trainer_{suffix}.png")]
    window.close()
    window = _window(language, "riichi")
    _show(window, SANMA_SIZE)
    r, page = window.review, window.review_page
    assert r is not None and page is not None
    window.tabs.setCurrentWidget(page)
    if not r.open_file(str(SANMA_LOG)) or not _wait_for(lambda: r.game is not None, 60000):
        raise SystemExit(f"{SANMA_LOG} did not open: {r.state.error}")
    page.seat_box.setCurrentIndex(page.seat_box.findData(REVIEW_SEAT))
    r.set_seat(REVIEW_SEAT)
    page.review_button.click()
    if not _wait_for(lambda: r.review is not None and not r.state.reviewing, 120000):
        raise SystemExit("the review of the three-player game did not finish")
    done = r.review
    assert done is not None
    worst = max(
        (d for rd in done.review.rounds for d in rd.decisions if d.loss is not None),
        key=lambda d: d.loss,
    )
    r.go_to(worst.round, worst.step)
    if not _wait_for(lambda: not r.valuer.busy, 60000):
        raise SystemExit("the decision's value did not come back")
    page.side_tabs.setCurrentIndex(0)
    paths.append(_grab(window, out / f"sanma_review_{suffix}.png"))
    window.close()
    paths.append(_shoot_sanma_practice(out, suffix, language))
    return paths


# The three-player practice shot: a seeded deal under sanma, six moves in, a north set aside as
# a kita whenever one is held (seed 9 draws two), the drawn tile or the lowest thrown otherwise.
SANMA_PRACTICE_SEED = 9
SANMA_PRACTICE_MOVES = 6


def _shoot_sanma_practice(out: Path, suffix: str, language: str) -> Path:
    window = _window(language, "sanma")
    _show(window, SANMA_SIZE)
    p = window.practice
    window.practice_action.trigger()
    p.new_deal(window.settings.rules, seed=SANMA_PRACTICE_SEED)
    for i in range(SANMA_PRACTICE_MOVES):
        deal = p.deal
        assert deal is not None
        if deal.can_kita:
            p.kita()
            continue
        p.discard(deal.drawn if i % 2 == 0 and deal.drawn is not None else deal.hand[0])
        if not _wait_for(lambda: all(d is not None for d in p.decisions), 60000):
            raise SystemExit("a three-player practice discard was not graded")
    deal = p.deal
    assert deal is not None and deal.kitas > 0, "the deal set no north aside"
    if not _wait_for(lambda: not window.controller.busy, 60000):
        raise SystemExit("the three-player practice position was not analysed")
    window.trainer.right_scroll.verticalScrollBar().setValue(0)
    path = _grab(window, out / f"sanma_practice_{suffix}.png")
    window.close()
    return path


def fill_progress(path: Path) -> None:
    """Three weeks of answers to real generated questions, improving over time, with missed
    questions asked again a few days later (some missed again)."""
    rng = random.Random(2024)
    now = time.time()
    records = []
    missed: list = []
    seed = 0

    def answer(q, right: bool, at: float, ms: int) -> None:
        if q.kind.value == "waits":
            given = q.answer if right else q.answer[:-1]
        else:
            given = (q.answer[0],) if right else (q.report.discards[-1].discard,)
        records.append(AnswerRecord.of(q, grade(q, given), ms, at))
        if not right:
            missed.append(q)

    for day in range(PROGRESS_DAYS):
        if day % 7 == 5:
            continue  # a day off now and then
        at = now - (PROGRESS_DAYS - 1 - day) * DAY - 3 * 3600
        pace = 1.3 - 0.5 * day / PROGRESS_DAYS  # faster as the weeks go by
        for kind, level, per_day, first, last in PROGRESS_PLAN:
            if kind == "discard" and day < 6:
                continue  # the discard quiz came later
            share = first + (last - first) * day / (PROGRESS_DAYS - 1)
            right = max(0, min(per_day, round(share * per_day) + rng.choice((-1, 0, 0, 1))))
            for i in range(per_day):
                seed += 1
                q = generate(kind, level, seed)
                answer(q, i < right, at, int(rng.uniform(8000, 26000) * pace))
                at += 45
        # A review: two of the questions missed earlier, the oldest first.
        for q in [missed.pop(0) for _ in range(min(2, len(missed)))]:
            answer(q, rng.random() < 0.5, at, int(rng.uniform(8000, 20000) * pace))
            at += 45
    with ProgressStore(path) as store:
        store.record_many(records)


def seen_tiles(text: str) -> list[int]:
    """Tile kinds from mpsz text, without asking the core (digits then suit letter)."""
    tiles, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in "mpsz":
            base = "mpsz".index(ch) * 9
            tiles += [base + d - 1 for d in digits]
            digits = []
    return tiles


def main() -> int:
    global SIZE
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "screenshots")
    parser.add_argument(
        "--language",
        choices=languages.codes(),
        help="one language's shots (default: every language's)",
    )
    parser.add_argument(
        "--size",
        help=f"the window's size, WxH (default: {SIZE[0]}x{SIZE[1]}; e.g. 1366x768 or 1024x600 "
        "to check that every page fits a small screen)",
    )
    parser.add_argument(
        "--only",
        choices=(
            "trainer",
            "quiz",
            "scoring",
            "lookahead",
            "review",
            "practice",
            "defence",
            "round-ev",
            "sanma",
            "decisions",
            "quizkinds",
        ),
        help="one group of shots (default: all)",
    )
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.size:
        width, height = args.size.lower().split("x")
        SIZE = (int(width), int(height))
    make_app([])
    for language in [args.language] if args.language else languages.codes():
        # Every shipped font, the language's own first among the fallbacks, as the app loads
        # them: the shots show what a machine without CJK fonts shows (English text keeps a
        # term like 巡目 in CJK glyphs).
        for each in (*languages.LANGUAGES, languages.find(language)):
            if each.font and not load_cjk_font(True, each.code):
                raise SystemExit(f"the shipped font of {each.code} (assets/fonts) did not load")
        paths = []
        if args.only in (None, "trainer"):
            paths += shoot(args.out, language)
        if args.only in (None, "quiz"):
            paths += shoot_quiz(args.out, language)
        if args.only in (None, "scoring"):
            paths += shoot_scoring(args.out, language)
            if language == "en":
                paths += shoot_scoring_quiz(args.out, language)
        if args.only in (None, "lookahead"):
            paths += shoot_lookahead(args.out, language)
        if args.only in (None, "review"):
            paths += shoot_review(args.out, language)
        if args.only in (None, "practice"):
            paths += shoot_practice(args.out, language)
        if args.only in (None, "defence") and language == "en":
            paths += shoot_defence(args.out, language)
        if args.only in (None, "round-ev"):
            paths += shoot_round_ev(args.out, language)
        if args.only in (None, "sanma"):
            paths += shoot_sanma(args.out, language)
        if args.only in (None, "decisions"):
            paths += shoot_decisions(args.out, language)
        if args.only == "quizkinds":  # not by default: quiz_scoring_en is the scoring group's
            paths += shoot_quiz_kinds(args.out, language)
        for path in paths:
            print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
