"""Soak: thousands of random edits on the trainer controller with the real worker pool, and
the memory stays put (issue 19 §5.6: analysis jobs kept by the pool with their hands). Slow."""

from __future__ import annotations

import gc
import os
import random

import pytest
from PySide6.QtCore import QCoreApplication

from mjtrainer.app.trainer.controller import TrainerController

pytestmark = pytest.mark.slow

ACTIONS = 15_000
WARM_UP = 3_000
#: Allowed growth of the resident set after the warm-up, in bytes.
GROWTH_LIMIT = 30 * 1024 * 1024


def rss_bytes() -> int:
    """The resident set size, from /proc/self/statm (pages)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def act(c: TrainerController, rng: random.Random) -> None:
    """One random action a user could take in the trainer."""
    x = rng.random()
    if x < 0.45:
        c.click_tile(rng.randrange(34))
    elif x < 0.7:
        if c.hand.size:
            c.remove_tile(rng.choice([t for t in range(34) if c.hand.counts[t]]))
    elif x < 0.8:
        c.random_hand()
    elif x < 0.85:
        c.set_turn(rng.randint(1, 17))
    elif x < 0.9:
        c.set_extended(rng.random() < 0.3)
    elif x < 0.95:
        c.undo_stack.undo()
    else:
        c.clear()


def test_random_actions_do_not_grow_memory(qtbot):
    c = TrainerController()  # the real pool: the leak lived there
    rng = random.Random(19)
    try:
        start = 0
        for n in range(ACTIONS):
            act(c, rng)
            if n % 4 == 0:
                QCoreApplication.processEvents()
            if n == WARM_UP:
                qtbot.waitUntil(lambda: not c.busy, timeout=60_000)
                gc.collect()
                start = rss_bytes()
        c.cancel_search()
        qtbot.waitUntil(lambda: not c.busy, timeout=60_000)
        QCoreApplication.processEvents()
        gc.collect()
        grown = rss_bytes() - start
        assert grown <= GROWTH_LIMIT, f"RSS grew {grown / 2**20:.1f} MB after the warm-up"
    finally:
        c.shutdown()
        c.deleteLater()
