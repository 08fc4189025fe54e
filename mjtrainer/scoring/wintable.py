"""One bounded table of scored wins for the process, kept across searches (issue 29 §4.2).

The look-ahead scores each complete hand it meets once per winning tile, and a review asks
the same complete hands again and again (every decision of a seat in a round has the same
winds and rules). The table answers them without scoring again, and without building a
:class:`~mjtrainer.core.Hand`: it is keyed by bytes (the scorer's situation and rules, the
melds, the 34 concealed counts of the complete hand, the winning tile) and holds ints. Bytes
and ints are not tracked by the cyclic garbage collector, so a search that fills the table
leaves no young objects for the collector's first pass after it (issue 29 §4.1: a
``functools.lru_cache`` keyed by hands left four tracked objects a win, some 180,000 after one
search, and the first collection after it held the interpreter lock 60–85 ms).

Least recently used entries go first once :attr:`WinTable.bound` is reached. A lock makes a
lookup and its reordering one step, for two pool threads searching at once.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import NamedTuple


class TableInfo(NamedTuple):
    """What a :class:`WinTable` did: as ``functools``' cache info."""

    hits: int
    misses: int
    maxsize: int
    currsize: int


class WinTable:
    """A least-recently-used map of bytes to ints, at most ``bound`` entries."""

    def __init__(self, bound: int) -> None:
        self.bound = bound
        self._entries: OrderedDict[bytes, int] = OrderedDict()
        self._lock = threading.Lock()
        self._hits = 0
        self._misses = 0

    def get(self, key: bytes) -> int | None:
        """The value kept for ``key`` (now the most recently used), or None."""
        with self._lock:
            got = self._entries.get(key)
            if got is None:
                self._misses += 1
            else:
                self._hits += 1
                self._entries.move_to_end(key)
            return got

    def put(self, key: bytes, value: int) -> None:
        """Keep ``value`` for ``key``, dropping the least recently used entry beyond the bound."""
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.bound:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        """Forget every entry and the counts."""
        with self._lock:
            self._entries.clear()
            self._hits = self._misses = 0

    def info(self) -> TableInfo:
        """Hits, misses, the bound and the entries held."""
        with self._lock:
            return TableInfo(self._hits, self._misses, self.bound, len(self._entries))
