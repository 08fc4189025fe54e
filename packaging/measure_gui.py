"""Measure the window's responsiveness, offscreen, with the real worker thread.

    python packaging/measure_gui.py [--clicks 200] [--heavy 10] [--extended 6]

1. Click to rendered result: a 13-tile hand is on screen; a palette click makes it 14 tiles; the
   time runs from the click until the results panel shows the new analysis and the window has
   laid it out and painted it (the discard table). Then a click on the new tile in the hand
   takes it back (13 tiles, waits or effective tiles), measured too. Median, 90th percentile and
   maximum are printed. The wait sleeps until an event comes (the worker's result is one) rather
   than polling, so the figure has no polling granularity in it; once the result is shown, the
   posted layout and paint requests are delivered at once (the paint of the whole dirty window,
   as a frame would draw it) before the clock stops.
   The look-ahead (the tenpai % and win % columns, the chart) is a second request, sent once
   the analysis is shown: the first figure stops at the analysis (the table does not wait for
   the look-ahead), a second one runs from the same click to the look-ahead painted.
2. GUI-thread stalls: a QTimer beats every 2 ms on the GUI thread while the worker analyses a
   run of heavy hands (Chinese Official rules, long discard tables, the first one loading the
   shanten tables), and again while it runs valued extended look-aheads of 3-shanten hands
   (riichi rules, the Value column: the heaviest job the window runs, about a second each;
   a 2-shanten hand the kernel finishes in a tenth of that hides the stall the search's end
   can cause). The longest gap between beats is the longest time the GUI thread was held.

Not a test: it prints figures.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import (  # noqa: E402,I001
    QCoreApplication,
    QElapsedTimer,
    QEventLoop,
    QObject,
    QSettings,
    Qt,
    QTimer,
    Slot,
)
from PySide6.QtTest import QTest  # noqa: E402

from mjtrainer.app.main import _wait_for, build_window, make_app  # noqa: E402
from mjtrainer.app.window.settings import SettingsController  # noqa: E402
from mjtrainer.app.shared.tasks import TaskRunner  # noqa: E402

# 13-tile hands of varied shapes; each click adds a tile that keeps the hand legal.
HANDS_13 = (
    "123m456p789s1122z",
    "2345m66p789s112z3p",
    "1112345678999m",
    "13579m2468p1357s",
    "19m19p19s1234567z",
    "2233445m667788p",
    "147m258p369s1234z",
    "3456m3456p3456s1z",
)
# 3-shanten 14-tile hands whose valued extended look-ahead takes about a second, and the one
# issue 29 §4.2 names (some 35,000 wins scored: four seconds, the heaviest job measured).
EXTENDED_14 = ("2356m1479p2458s33z", "1368m2457p3469s22z", "467m4567p12238s46z")
HEAVY_14 = (
    "11123456789999m",
    "1112345678999m5z",
    "12345678m123456p",
    "1122334455667m7m",
    "147m258p369s12345z",
    "2223456777m456p5p",
    "11223344556677s",
    "123456789m12345p",
)


class Heartbeat(QObject):
    """Records the gaps between ticks of a fast GUI-thread timer."""

    def __init__(self, interval_ms: int = 2) -> None:
        super().__init__()
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.clock = QElapsedTimer()
        self.last = 0
        self.gaps: list[float] = []
        self.timer.timeout.connect(self._on_tick)

    def start(self) -> None:
        self.gaps.clear()
        self.clock.start()
        self.last = self.clock.nsecsElapsed()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    @Slot()
    def _on_tick(self) -> None:
        now = self.clock.nsecsElapsed()
        self.gaps.append((now - self.last) / 1e6)
        self.last = now


class CollectorPauses:
    """Times each cyclic collection (a ``gc.callbacks`` entry): the GIL is held throughout,
    so a long one on the worker is a GUI-thread stall. ``most_young``: the most objects a
    collection of the young generations found counted there (what it had to scan)."""

    def __init__(self) -> None:
        self.ms: list[float] = []
        self.most_young = 0
        self._start = 0.0

    def on_collection(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
            if info["generation"] < 2:
                self.most_young = max(self.most_young, gc.get_count()[0])
        else:
            self.ms.append((time.perf_counter() - self._start) * 1000)


class Sink(QObject):
    """Collects the heavy jobs' results."""

    def __init__(self) -> None:
        super().__init__()
        self.got: list[object] = []

    @Slot(int, object)
    def _on_result(self, request_id: int, value: object) -> None:
        self.got.append(value)


def wait_until(predicate, timeout_ms: int = 30000) -> bool:
    """Run the event loop until ``predicate()`` holds, sleeping until each event comes (no
    polling timer), then deliver what is posted (layouts, the window's paint)."""
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.start(timeout_ms)  # its timeout is an event too: the wait wakes up for it
    while not predicate():
        if not deadline.isActive():
            return False
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    deadline.stop()
    QCoreApplication.sendPostedEvents()  # layout requests, then the UpdateRequest that paints
    return True


def stats(values: list[float]) -> str:
    values = sorted(values)
    p90 = values[int(0.9 * (len(values) - 1))]
    return (
        f"median {statistics.median(values):6.2f} ms   p90 {p90:6.2f} ms   "
        f"max {values[-1]:6.2f} ms   (n={len(values)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--heavy", type=int, default=10)
    parser.add_argument("--extended", type=int, default=6, help="extended look-aheads timed")
    parser.add_argument(
        "--switch-interval",
        type=float,
        default=None,
        help="override sys.setswitchinterval (seconds) to compare",
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    make_app([])
    if args.switch_interval is not None:
        sys.setswitchinterval(args.switch_interval)
    print(f"GIL switch interval {sys.getswitchinterval() * 1000:.2f} ms")
    tmp = tempfile.mkdtemp(prefix="mjtrainer-measure-")
    settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
    sc = SettingsController(settings, install_translator=False)
    window = build_window(sc)  # the real QThreadPool
    window.resize(1280, 860)
    window.show()
    QCoreApplication.processEvents()
    c = window.controller
    page = window.trainer
    results = page.results
    rng = random.Random(args.seed)

    def settle() -> None:
        if not _wait_for(lambda: not c.busy, 30000):
            raise SystemExit("an analysis did not finish")
        QCoreApplication.processEvents()

    # Warm up: load the shanten tables and render every tile size once.
    c.set_notation("123m456p789s11223z")
    settle()

    to14: list[float] = []
    to13: list[float] = []
    look14: list[float] = []
    look13: list[float] = []

    def click_and_time(widget, table: list[float], look: list[float]) -> None:
        """Click; time until the analysis is painted, then until the look-ahead is."""
        before = results.result
        t0 = time.perf_counter()
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        # The analysis first: a new result without the look-ahead (it comes as a second one).
        wait_until(lambda: results.result is not before)
        table.append((time.perf_counter() - t0) * 1000)
        if results.result.lookahead is None:
            wait_until(lambda: results.result.lookahead is not None or not c.busy)
        wait_until(lambda: not c.busy)
        if results.result.lookahead is not None:
            look.append((time.perf_counter() - t0) * 1000)

    for i in range(args.clicks):
        c.set_notation(HANDS_13[i % len(HANDS_13)])
        settle()
        free = [t for t in range(34) if page.palette_view.button(t).isEnabled()]
        tile = rng.choice(free)
        click_and_time(page.palette_view.button(tile), to14, look14)
        assert results.rows(), "no discard table for a 14-tile hand"
        buttons = page.hand_view.tile_buttons()
        target = next(b for b in buttons if b.tile == tile)
        click_and_time(target, to13, look13)

    print("click → rendered result (real worker thread, offscreen)")
    print(f"  14-tile hand (discard table): {stats(to14)}")
    print(f"  13-tile hand (waits/effective): {stats(to13)}")
    print("click → look-ahead rendered (the chances, a second request after the analysis)")
    print(f"  14-tile hand (tenpai %, win %, chart): {stats(look14)}")
    print(f"  13-tile hand (its chances, improvements): {stats(look13)}")

    # GUI-thread stalls while heavy analyses run in the worker: the heartbeat ticks on the GUI
    # thread; a gap that ends while the request is still out was spent waiting for the worker
    # (the GIL), not drawing the answer.
    from functools import partial

    from mjtrainer.core import Hand, Rules, analyze

    def heavy(n: int) -> int:
        rules = Rules.preset("mcr")
        done = 0
        for i in range(n):
            done += len(analyze(Hand.parse(HEAVY_14[i % len(HEAVY_14)]), rules).discards)
        return done

    beat = Heartbeat()
    busy_gaps: list[float] = []
    job_ms: list[float] = []
    runner = TaskRunner(parent=window)  # its own QThreadPool, like the controller's
    sink = Sink()
    runner.resultReady.connect(sink._on_result)
    for _ in range(args.heavy):
        got = sink.got
        got.clear()
        beat.start()
        t0 = time.perf_counter()
        runner.submit(partial(heavy, 40))
        beat.gaps.clear()
        while not got:
            QCoreApplication.processEvents()
            _wait_for(lambda g=got: bool(g) or len(beat.gaps) > 0, 30000)
            if runner.busy:
                busy_gaps.extend(beat.gaps)
            beat.gaps.clear()
        job_ms.append((time.perf_counter() - t0) * 1000)
        beat.stop()
    runner.shutdown()
    print(
        f"GUI-thread heartbeat (2 ms QTimer) while the worker runs {args.heavy} heavy jobs "
        f"(40 full mcr analyses each; job {stats(job_ms)})"
    )
    report_gaps(busy_gaps)

    # The valued extended look-ahead, run by the window itself: riichi rules (the Value
    # column), the toggle on, a 3-shanten hand.
    ext_gaps: list[float] = []
    pauses = CollectorPauses()
    ext_ms: list[float] = []
    sc.set_preset("riichi")
    page.results.search.extended.setChecked(True)
    settle()
    gc.callbacks.append(pauses.on_collection)
    for i in range(args.extended):
        c.set_notation(HANDS_13[0])  # a hand between, so the next one is searched anew
        settle()
        beat.start()
        t0 = time.perf_counter()
        c.set_notation(EXTENDED_14[i % len(EXTENDED_14)])
        beat.gaps.clear()
        while c.busy:
            _wait_for(lambda: not c.busy or len(beat.gaps) > 0, 30000)
            if c.busy:
                ext_gaps.extend(beat.gaps)
            beat.gaps.clear()
        ext_ms.append((time.perf_counter() - t0) * 1000)
        beat.stop()
        assert c.result.lookahead is not None and c.result.lookahead.extended
        assert any(row.value is not None for row in c.result.discards), "no Value column"
    gc.callbacks.remove(pauses.on_collection)
    page.results.search.extended.setChecked(False)
    print(
        f"GUI-thread heartbeat while the window runs {args.extended} extended look-aheads "
        f"(3-shanten, valued, with progress; click to result {stats(ext_ms)})"
    )
    report_gaps(ext_gaps)
    print(
        f"  cycle collections meanwhile (any thread, each holding the GIL): {len(pauses.ms)}, "
        f"longest {max(pauses.ms, default=0.0):.2f} ms, "
        f"most objects in one young collection's generations {pauses.most_young}; "
        f"collector on after: {gc.isenabled()}"
    )
    window.close()
    return 0


def report_gaps(gaps: list[float]) -> None:
    print(f"  gaps between beats: {stats(gaps)}")
    longest = max(gaps)
    print(
        f"  longest GUI-thread stall: {longest:.2f} ms "
        f"({'within' if longest <= 20 else 'OVER'} the 20 ms budget)"
    )


if __name__ == "__main__":
    sys.exit(main())
