"""What a reader takes from a log, bounded where it enters: every number, the size of the file,
the rounds of a game and the events of a round. A hostile file (a score of 5,000 digits, a
round repeated 50,000 times, millions of tiny lines) is refused early with a
:class:`~.errors.GameError` saying where, before it costs gigabytes or minutes.

The bounds are generous for any real game:

- :data:`MAX_NUMBER`: no score, point figure, honba, stick or han count of a real game comes
  near ten million (a game's points total some 100,000; a counted yakuman is 48,000).
- :data:`MAX_ROUNDS`: a hanchan is 8 rounds plus its repeats; a south game that runs into the
  west round is still some 20. 64 is more than any game played.
- :data:`MAX_ROUND_EVENTS`: a round is at most some 200 events (70 live-wall draws, as many
  discards plus one a call, 16 calls, 4 kongs, 4 riichi, 4 new doras, the lines a format adds
  around them: the deal, reach_accepted, the ends); 400 leaves room to spare.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from typing import Any

from ..words.phrases import Phrase
from .errors import Detail, GameError, said

#: The largest number (either sign) a log may hold anywhere.
MAX_NUMBER = 10_000_000
#: The digits of :data:`MAX_NUMBER`: a number written with more is refused before ``int()``.
_MAX_DIGITS = len(str(MAX_NUMBER))

#: The most rounds a game may have.
MAX_ROUNDS = 64

#: The most events (a format's lines, elements or entries) a round may have.
MAX_ROUND_EVENTS = 400

#: The most characters of a player's name a reader keeps (Tenhou's names are at most 8,
#: Mahjong Soul's 14): the rest of a longer one is cut off as the log is read.
MAX_NAME = 256


def shown_number(value: int) -> str | Phrase:
    """A number as a message quotes it: whole when short, else how many digits it has, about
    (``str()`` of a number of thousands of digits is slow, or refused, and unreadable)."""
    if abs(value) < 10**18:
        return str(value)
    digits = int(value.bit_length() * 0.30103) + 1  # about; str() itself may refuse
    return said(Detail.SOME_DIGITS, sign="-" if value < 0 else "", digits=digits)


def whole(value: Any, field: str) -> int:
    """``value`` as a whole number within ±:data:`MAX_NUMBER`: ``bad-field`` for anything
    else (a bool, a float, a string), ``number-range`` for a number too large, naming
    ``field`` (the caller adds the round)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise GameError(
            "bad-field", field=field, value=repr(value)[:20], expected=said(Detail.WHOLE_NUMBER)
        )
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise GameError("number-range", field=field, value=shown_number(value), limit=MAX_NUMBER)
    return value


def number_text(text: str, field: str) -> int:
    """A number written as text (``"-25"``, an XML attribute's item, a point string's digits)
    within ±:data:`MAX_NUMBER`; its length is checked before ``int()`` sees it."""
    digits = text.strip().lstrip("+-")
    if len(digits) > _MAX_DIGITS:
        raise GameError(
            "number-range",
            field=field,
            value=said(Detail.DIGITS, digits=len(digits)) if digits.isdigit() else repr(text[:20]),
            limit=MAX_NUMBER,
        )
    try:
        return whole(int(text), field)
    except ValueError:
        raise GameError(
            "bad-field", field=field, value=repr(text)[:30], expected=said(Detail.WHOLE_NUMBER)
        ) from None


#: The most characters of a name a view shows (the window, the command line's text): a longer
#: one shows its first ones and an ellipsis. A label holding a megabyte of name froze the
#: review page for seconds on every redraw.
SHOWN_NAME = 40


def shown_name(name: str) -> str:
    """A player's name as a view shows it: at most :data:`SHOWN_NAME` characters, the last
    an ellipsis when it was cut."""
    return name if len(name) <= SHOWN_NAME else name[: SHOWN_NAME - 1] + "…"


def cut_name(name: str) -> str:
    """A player's name as a reader keeps it: its first :data:`MAX_NAME` characters."""
    return name[:MAX_NAME]


def loads(text: str) -> Any:
    """``json.loads`` with the cycle collector paused: a parse makes only new containers that
    hold no cycles, and a hostile file of millions of tiny lists would otherwise run a
    collection every few hundred of them (9 s instead of 1.4 s for 16 MB of ``[]``)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return json.loads(text)
    finally:
        if enabled:
            gc.enable()


def lines(text: str) -> Iterator[str]:
    """The lines of ``text`` (split at ``\\n``; :func:`~.read.read_game` has already turned
    ``\\r\\n`` and a lone ``\\r`` into ``\\n``) one at a time: a file of millions of tiny lines
    is never held as millions of strings at once."""
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        yield text[start:end]
        start = end + 1


class Budget:
    """Counts the rounds and events a reader takes, refusing past :data:`MAX_ROUNDS` rounds and
    :data:`MAX_ROUND_EVENTS` events in a round (events between rounds count toward the next).
    A reader asks it as it reads, before it builds anything more."""

    __slots__ = ("rounds", "events", "max_rounds", "max_events")

    def __init__(self) -> None:
        self.rounds = 0
        self.events = 0
        self.max_rounds = MAX_ROUNDS  # read when a log is read, so a test may lower them
        self.max_events = MAX_ROUND_EVENTS

    def round(self) -> None:
        """A round starts: ``too-many-rounds`` past the limit."""
        self.rounds += 1
        self.events = 0
        if self.rounds > self.max_rounds:
            raise GameError("too-many-rounds", limit=self.max_rounds)

    def event(self, count: int = 1) -> None:
        """``count`` more events: ``too-many-events`` past the limit (the caller adds the
        round)."""
        self.events += count
        if self.events > self.max_events:
            raise GameError("too-many-events", limit=self.max_events)
