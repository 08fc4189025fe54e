"""``mjtrainer review LOG --keep`` and ``mjtrainer review --history``: a reviewed game's
figures kept in the progress store, and the table of the games kept (DESIGN.md "Games",
across games).

The store is the quiz's: ``--db`` names it, else the same default file (``$XDG_DATA_HOME``);
a file the user named that is not a progress database is refused and left as it is, only the
default file is moved aside when broken (as ``mjtrainer quiz`` does).
"""

from __future__ import annotations

import sqlite3
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import TextIO

from ..game.review import CATEGORY_NAMES, GameReview, Weakest
from ..quiz.store import (
    ProgressError,
    ProgressFileRefused,
    ProgressStore,
    ReviewedGame,
    default_path,
)
from .output import dumps, say
from .words import Words, pad, width

#: How many characters of a content hash the table shows (the JSON has it whole).
SHORT_HASH = 12


def category_word(category: str, w: Words) -> str:
    """A review category in words: its value in English, the window's word otherwise."""
    if not w.translated:
        return category
    return w.vocab("ReviewPage", CATEGORY_NAMES.get(category, category))


def weakest_line(weakest: Weakest | None, w: Words) -> str | None:
    """The summary's line on the category that lost the most points ("most round EV lost:
    push/fold, 1,800 in 6 decisions"); None when none lost any."""
    if weakest is None:
        return None
    return w(
        "weakest",
        category=category_word(weakest.category, w),
        points=f"{round(weakest.ev_lost):,}",
        decisions=w.count(weakest.decisions, "decision"),
    )


def open_store(
    db: Path | None, w: Words, err: TextIO, refused: str = "store-refused", plain: str = ""
) -> ProgressStore | None:
    """The progress store at ``db`` (None: the default file), or None having said why not on
    ``err``: the message ``refused`` (``review``'s "cannot use the progress file"; the quiz's
    "progress will not be saved") for a file refused, with a hint when the user named it, and
    ``plain`` (``refused`` when empty) for any other refusal.

    Only our own file may be moved aside when it is damaged: a file named with ``--db`` is the
    user's, and a typo (``--db ~/.bashrc``) must never cost them that file."""
    path = db or default_path()
    try:
        store = ProgressStore(path, recover=db is None)
    except ProgressFileRefused as e:
        say(w(refused, error=w.error(e)), err)
        if db is not None:
            say(w("db-hint", path=default_path()), err)
        return None
    except ProgressError as e:
        say(w(plain or refused, error=w.error(e)), err)
        return None
    if store.notice is not None:
        say(w.error(store.notice), err)
    return store


def keep(review: GameReview, db: Path | None, w: Words, out: TextIO, quiet: bool) -> int:
    """Record ``review``'s summary in the store: 0, or 1 having said why it was not kept.
    ``quiet`` (the JSON form) says nothing on success."""
    store = open_store(db, w, sys.stderr)
    if store is None:
        return 1
    row = ReviewedGame.of(review, time.time())
    try:
        with store:
            store.record_game(row)
            kept = len(store.games())
    except (ProgressError, sqlite3.Error, OSError) as e:
        say(w("not-kept", path=store.path, error=w.fault(e)), sys.stderr)
        return 1
    if not quiet:
        say(w("kept", path=store.path, games=kept), out)
    return 0


def run_history(db: Path | None, as_json: bool, w: Words, out: TextIO) -> int:
    """``mjtrainer review --history``: 0, or 1 when the store cannot be read."""
    store = open_store(db, w, sys.stderr)
    if store is None:
        return 1
    try:
        with store:
            games = store.games()
    except (ProgressError, sqlite3.Error, OSError) as e:
        say(w("history-unread", path=store.path, error=w.fault(e)), sys.stderr)
        return 1
    if as_json:
        for g in games:
            say(dumps(g.to_dict(), out), out)
    else:
        print_history(games, w, out)
    return 0


def short_id(game: str) -> str:
    """A game's id as the table shows it: a log's id whole, a content hash cut short."""
    kind, _, value = game.partition(":")
    return value[:SHORT_HASH] if kind == "sha256" else value or game


#: The history table's columns, by message id; the numbers' columns are right-aligned.
HISTORY_HEADER = (
    "hcol-date",
    "hcol-game",
    "hcol-seat",
    "hcol-decisions",
    "hcol-per-decision",
    "hcol-agreement",
    "hcol-weakest",
)
_RIGHT = {3, 4, 5}


def history_row(g: ReviewedGame, w: Words) -> tuple[str, ...]:
    """One game of the table: when, which game, the seat (and its player), the decisions, EV
    lost per decision, the share graded best and the weakest category."""
    who = f"{g.seat} {g.player}" if g.player else str(g.seat)
    weakest = g.weakest
    return (
        datetime.fromtimestamp(g.at).strftime("%Y-%m-%d %H:%M"),
        short_id(g.game),
        who,
        str(g.decisions),
        "-" if g.ev_lost_per_decision is None else f"{g.ev_lost_per_decision:,.1f}",
        "-" if g.agreement is None else f"{100 * g.agreement:.1f}%",
        "-" if weakest is None else category_word(weakest.category, w),
    )


def print_history(games: list[ReviewedGame], w: Words, out: TextIO) -> None:
    """The readable table of the reviewed games, oldest first, and the mean of the figures."""
    if not games:
        say(w("history-empty"), out)
        return
    say(w("history-title", games=len(games)), out)
    rows = [tuple(w(key) for key in HISTORY_HEADER), *(history_row(g, w) for g in games)]
    widths = [max(width(r[i]) for r in rows) for i in range(len(HISTORY_HEADER))]
    for r in rows:
        cells = [
            pad(c, n, right=i in _RIGHT) for i, (c, n) in enumerate(zip(r, widths, strict=True))
        ]
        say("  " + "  ".join(cells).rstrip(), out)
    per = [g.ev_lost_per_decision for g in games if g.ev_lost_per_decision is not None]
    agree = [g.agreement for g in games if g.agreement is not None]
    if per and agree:
        say(
            w(
                "history-mean",
                per=f"{sum(per) / len(per):,.1f}",
                pct=f"{100 * sum(agree) / len(agree):.1f}",
            ),
            out,
        )
