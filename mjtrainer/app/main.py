"""Start the window: ``run(argv)`` makes the QApplication, fonts, translator and main window.

``run(["--self-test"])`` builds the window offscreen, loads every tile and translation, analyses
known hands through the real controller and worker thread, prints one line per check and
returns 0 (or 1 with the fault): the smoke test of a packaged build.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEventLoop,
    QSettings,
    QStandardPaths,
    QThreadPool,
    QTimer,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from .. import __version__, resources
from ..core import Hand, LookaheadRequest, Rules, discard_lookahead, lookahead_kernel
from ..core.kinds import CODE_NAMES, MPSZ
from ..quiz import WaitsQuestion
from ..words import languages
from .qtcompat import binding_fault, platform_fault
from .quiz.controller import QuizController
from .quiz.model import QuizPhase
from .review.controller import ReviewController
from .shared import i18n, tileart
from .shared.tasks import TaskRunner
from .shared.tiles import TileRole, metrics
from .shared.viewmodel import Result, StatusKind
from .trainer.controller import TrainerController
from .window import MainWindow
from .window.language import has_cjk_font, load_cjk_font
from .window.settings import APPLICATION, ORGANIZATION, SettingsController


def make_app(argv: list[str]) -> QApplication:
    """The one QApplication of the process (reused when it exists, as under pytest-qt)."""
    # The analysis worker is Python too: with the default 5 ms GIL switch interval every call
    # the GUI thread makes into Python (a paint, a slot) can wait 5 ms for the worker.
    sys.setswitchinterval(0.001)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "mjtrainer", *argv])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName("mjtrainer")
    return app


PROGRESS_FILE = "progress.sqlite3"


def progress_path() -> Path:
    """Where the window keeps quiz progress: ``mjtrainer/progress.sqlite3`` in the user's data
    folder (``~/.local/share`` on Linux, ``~/Library/Application Support`` on macOS).

    The folder is Qt's GenericDataLocation rather than AppDataLocation (which would add the
    organisation and the application name, ``mjtrainer/mjtrainer/``): so it is the very file
    ``mjtrainer quiz`` uses on Linux and macOS, and a question missed in the window comes back
    in ``mjtrainer quiz --review`` too.
    """
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return Path(base) / "mjtrainer" / PROGRESS_FILE


def build_window(
    settings: SettingsController | None = None,
    runner: TaskRunner | None = None,
    quiz: QuizController | None = None,
    *,
    review_runner: TaskRunner | None = None,
    card_runner: TaskRunner | None = None,
    quiz_runner: TaskRunner | None = None,
) -> MainWindow:
    """Controllers and the main window, wired, with the last hand restored. Without ``quiz``,
    a quiz controller keeping progress at :func:`progress_path` is made (on ``quiz_runner``).
    Each page's work runs on the runner given for it (``runner``: the trainer's analyses;
    ``review_runner`` and ``card_runner``: the review's and its cards'); one left out is made
    on a thread pool, so tests pass runners on a synchronous pool instead."""
    settings = settings or SettingsController()
    controller = TrainerController(runner=runner, rules=settings.rules, turn=settings.turn())
    hand, seen = settings.last_hand()
    if hand or seen:
        # A saved text that no longer parses is ignored.
        controller.load(hand, seen, settings.last_situation(), settings.last_table())
    if quiz is None:
        quiz = QuizController(progress_path(), runner=quiz_runner, rules=settings.rules)
    # cards go where the quiz keeps progress
    review = ReviewController(review_runner, store=quiz.store, card_runner=card_runner)
    window = MainWindow(controller, settings, quiz, review=review)
    # The controllers live as long as the window.
    controller.setParent(window)
    settings.setParent(window)
    quiz.setParent(window)
    review.setParent(window)
    return window


def run(argv: list[str]) -> int:
    """Open the window (or run the self-test); returns the exit status."""
    fault = binding_fault()
    if fault:
        print("mjtrainer: " + fault, file=sys.stderr)
        return 2
    if "--self-test" in argv:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Before the QApplication: without its plugin's libraries Qt aborts with a core dump.
    fault = platform_fault(argv)
    if fault:
        print("mjtrainer: " + fault, file=sys.stderr)
        return 2
    if "--self-test" in argv:
        app = make_app([a for a in argv if a != "--self-test"])
        return self_test(app)
    app = make_app(argv)
    settings = SettingsController()
    # Every shipped font the system lacks a script for, the language's own first among the
    # fallbacks (a Japanese 直 is not a Chinese one); before any widget measures its text.
    for language in (*languages.LANGUAGES, languages.find(settings.language)):
        load_cjk_font(language=language.code)
    window = build_window(settings)
    window.show()
    return app.exec()


# --- self-test ---------------------------------------------------------------------------------


class SelfTestError(Exception):
    """A self-test check that failed, with what is wrong."""


def _wait_for(predicate: Callable[[], bool], timeout_ms: int = 10000) -> bool:
    """Run the event loop until ``predicate()`` holds (or the timeout)."""
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(5)
    deadline = QTimer()
    deadline.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    deadline.start(timeout_ms)
    while not predicate():
        if not deadline.isActive():
            return False
        timer.start()
        loop.exec()
    timer.stop()
    return True


class SelfTest:
    """What the checks share: a throw-away folder and the window, once a check built it."""

    def __init__(self) -> None:
        self.tmp = tempfile.mkdtemp(prefix="mjtrainer-selftest-")
        self.window: MainWindow | None = None

    def main_window(self) -> MainWindow:
        """The window the "window" check built."""
        if self.window is None:
            raise SelfTestError("no window")
        return self.window

    def analyse(self, text: str) -> Result:
        """Type ``text`` into the trainer and wait for the worker's result."""
        window = self.main_window()
        c = window.controller
        c.set_notation(text)
        if str(c.hand) == "" or not _wait_for(lambda: not c.busy):
            raise SelfTestError(f"no analysis for {text}")
        if window.trainer.results.result is not c.result:
            raise SelfTestError("the results view does not show the controller's result")
        return c.result

    def close(self) -> None:
        """Remove the throw-away folder."""
        shutil.rmtree(self.tmp, ignore_errors=True)


def check_assets(t: SelfTest) -> str:
    """Where the assets are found."""
    return str(resources.asset_dir())


def check_tile_art(t: SelfTest) -> str:
    """Every tile face (the red fives too) has its SVG, and renders at a device pixel ratio
    of 2."""
    art = tileart.art()
    missing = [c for c in (*CODE_NAMES, "back") if art.is_placeholder(c)]
    if missing:
        raise SelfTestError("missing or invalid tile SVGs: " + " ".join(missing))
    pm = art.pixmap("5z", metrics().tile_size(TileRole.HAND), 2.0)
    if pm.isNull() or pm.devicePixelRatio() != 2.0:
        raise SelfTestError("tile pixmap not rendered at device pixel ratio 2")
    return f"{len(MPSZ)} faces, {len(CODE_NAMES) - len(MPSZ)} red fives + back"


def check_icon(t: SelfTest) -> str:
    """The app icon is there."""
    path = resources.asset("icon.svg")
    if not path.is_file():
        raise SelfTestError(f"no icon at {path}")
    return path.name


#: A word each shipped language must translate as the catalogue does (a loaded, current .qm).
_FIVE_DOTS = {"zh_CN": "五筒", "ja": "5筒"}


def check_translations(t: SelfTest) -> str:
    """Every shipped translation loads and translates."""
    for language in languages.LANGUAGES[1:]:
        translator = i18n.load_translator(language.code)
        if translator is None:
            raise SelfTestError(f"cannot load mjtrainer_{language.code}.qm")
        got = translator.translate("Tile", "5 dots")
        if got != _FIVE_DOTS.get(language.code, got) or got == "5 dots":
            raise SelfTestError(f"{language.code} translates '5 dots' as {got!r}")
    return ", ".join(language.code for language in languages.LANGUAGES[1:])


def check_cjk_font(t: SelfTest) -> str:
    """Each shipped CJK font loads and has the glyphs the app shows in its language."""
    # Always load the shipped fonts, even where the system has some: a machine without any
    # CJK font depends on them, so an install or a bundle that lost one must fail here.
    said = []
    for code, text in (("zh_CN", "五筒听牌向中万"), ("ja", "向聴数有効牌萬筒索")):
        family = load_cjk_font(force=True, language=code)
        if not family:
            raise SelfTestError(f"the shipped font of {code} did not load")
        fm = QFontMetrics(QFont(family))  # inFontUcs4: PySide6 mangles some QChar args
        missing = [ch for ch in text if not fm.inFontUcs4(ord(ch))]
        if missing:
            raise SelfTestError(f"the shipped font {family} lacks {''.join(missing)}")
        said.append(family)
    system = "; the system has one too" if has_cjk_font() else ""
    return f"loaded shipped {', '.join(said)}{system}"


def check_window(t: SelfTest) -> str:
    """The main window builds and renders (with throw-away settings and progress)."""
    # A throw-away settings file: the self-test never touches the user's settings.
    settings = QSettings(os.path.join(t.tmp, "settings.ini"), QSettings.Format.IniFormat)
    sc = SettingsController(settings, install_translator=False)
    quiz = QuizController(os.path.join(t.tmp, PROGRESS_FILE), rules=sc.rules)
    window = build_window(sc, quiz=quiz)
    window.resize(1200, 800)
    window.show()
    QCoreApplication.processEvents()
    t.window = window
    if window.grab().isNull():
        raise SelfTestError("window did not render")
    return f"{window.width()}x{window.height()}"


def check_nine_sided_wait(t: SelfTest) -> str:
    """The worker analyses the nine-sided wait: waits 1m–9m."""
    r = t.analyse("1112345678999m")
    tiles = [w.tile for w in r.waits]
    if r.status is not StatusKind.READY or tiles != list(range(9)):
        raise SelfTestError(f"expected waits 1m–9m, got {tiles}")
    return "waits " + " ".join(MPSZ[t] for t in tiles)


def check_ready(t: SelfTest) -> str:
    """A ready hand waits on 1z and 2z."""
    r = t.analyse("123m456p789s1122z")
    tiles = [MPSZ[w.tile] for w in r.waits]
    if r.status is not StatusKind.READY or tiles != ["1z", "2z"]:
        raise SelfTestError(f"expected waits 1z 2z, got {tiles}")
    return "waits 1z 2z"


def check_discard_table(t: SelfTest) -> str:
    """A 14-tile hand gives a discard table led by 3z."""
    r = t.analyse("123m456p789s11223z")
    rows = t.main_window().trainer.results.rows()
    if not r.discards or len(rows) != len(r.discards) or r.discards[0].tile != 29:
        raise SelfTestError("expected a discard table led by 3z")
    return f"{len(rows)} rows, best {MPSZ[r.discards[0].tile]}"


def check_lookahead(t: SelfTest) -> str:
    """A 3-shanten hand's look-ahead answers, and says which path ran it (the packaged app
    ships the compiled kernel: packaging/build.py checks this line)."""
    hand = Hand.parse("13m46p789s1123456z")
    got = [
        o for o in discard_lookahead(hand, LookaheadRequest(Rules.preset("riichi"))) if o.searched
    ]
    if not got or not all(o.win_prob is not None and 0 < o.win_prob < 1 for o in got):
        raise SelfTestError("expected searched discards with a chance to win")
    path = "compiled kernel" if lookahead_kernel.available() else "pure Python"
    return f"{path}, {len(got)} discards searched"


def check_scoring(t: SelfTest) -> str:
    """Under the MCR rules the worker scores a complete hand: 37 fan won on South."""
    window = t.main_window()
    window.settings.set_preset("mcr")
    try:
        r = t.analyse("11m222444777z [111p]")
        window.controller.set_win_tile(28)
        if not _wait_for(lambda: not window.controller.busy):
            raise SelfTestError("no score from the worker")
        s = window.controller.result.scoring
        if s is None or s.score is None or s.score.total != 37 or r.status is not StatusKind.WIN:
            raise SelfTestError(f"expected 37 fan on South, got {s}")
    finally:
        window.settings.set_preset("general")
    return "37 fan"


def check_quiz(t: SelfTest) -> str:
    """A quiz question arrives from the worker, is graded and recorded."""
    quiz = t.main_window().quiz
    if quiz is None:
        raise SelfTestError("the window has no quiz")
    quiz.start("waits", 2, 0)
    if not _wait_for(lambda: quiz.state.phase is QuizPhase.ASKING):
        raise SelfTestError("no question arrived from the worker")
    question = quiz.question
    if not isinstance(question, WaitsQuestion):
        raise SelfTestError("the quiz shows no waits question")
    for tile in question.answer:
        quiz.toggle_tile(tile)
    quiz.submit()
    grade = quiz.state.grade
    if grade is None or not grade.correct:
        raise SelfTestError(f"the right answer to {question.hand} was not graded right")
    if not _wait_for(lambda: quiz.progress.answered == 1):
        raise SelfTestError("the answer was not recorded")
    return f"{question.hand}: {len(question.answer)} waits, recorded"


def check_worker_thread(t: SelfTest) -> str:
    """The analyses went through the thread pool, which stops on close."""
    window = t.main_window()
    runner = window.controller.runner
    if not isinstance(runner.pool, QThreadPool) or runner.last_id < 3:
        raise SelfTestError("analyses did not go through the thread pool")
    window.close()
    if not runner.pool.waitForDone(5000):
        raise SelfTestError("the worker did not stop")
    return f"{runner.last_id} requests through QThreadPool"


#: The self-test's checks, in order: each a name and a function of the shared state that
#: returns what it found or raises with the fault. Later checks use the window built earlier.
CHECKS: tuple[tuple[str, Callable[[SelfTest], str]], ...] = (
    ("assets", check_assets),
    ("tile art", check_tile_art),
    ("icon", check_icon),
    ("translations", check_translations),
    ("CJK font", check_cjk_font),
    ("window", check_window),
    ("nine-sided wait 1112345678999m", check_nine_sided_wait),
    ("ready 123m456p789s1122z", check_ready),
    ("discard table 123m456p789s11223z", check_discard_table),
    ("look-ahead 13m46p789s1123456z", check_lookahead),
    ("scoring 11m222444777z [111p] under mcr", check_scoring),
    ("quiz waits level 2", check_quiz),
    ("worker thread", check_worker_thread),
)


def self_test(app: QApplication) -> int:
    """Run :data:`CHECKS`, one line each; 0 when all pass."""
    state = SelfTest()
    failed = 0
    try:
        for name, check in CHECKS:
            try:
                detail = check(state)
            except Exception as e:  # noqa: BLE001 - every fault is reported, then the next check
                failed += 1
                print(f"FAIL {name}: {e}")
            else:
                print(f"ok   {name}: {detail}")
    finally:
        state.close()
    print("self-test " + ("passed" if not failed else f"failed ({failed} checks)"))
    return 1 if failed else 0
