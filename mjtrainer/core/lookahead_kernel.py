"""The look-ahead's optional compiled kernel: the whole search of one root in C.

``_kernel/lookahead.c`` is a port of :class:`~.lookahead._Search`, :class:`~.lookahead._Flow`
and the parts of :class:`~.lookahead_moves.Moves` and :class:`~.shanten.Evaluator` they use,
doing the floating-point operations in the same order, so it gives the pure path's numbers
(``tests/core/test_lookahead_kernel.py`` runs both on the reference sweep). It is plain C with
no Python headers, compiled into a shared library by the build hook (``hatch_build.py``) when a C
compiler is found, and loaded here with :mod:`ctypes`. When the library is absent (a machine
without a compiler), fails to load, or ``MJTRAINER_PURE=1`` is set, :func:`session` returns None
and the look-ahead runs in pure Python, unchanged.

What it covers: every hand under every rule set (the standard shape, seven pairs with or
without four of a kind as two pairs, thirteen orphans, and MCR's knitted shapes: 全不靠 and
组合龙, concealed or beside one meld), melds or none. Without
melds every look-up is in the shipped tables (``Evaluator.fast``), which the C reads from
Python's own tables, passed once. With melds a group capped by them has its vector ids from
``Evaluator.gid`` and products outside the shipped table from ``Vectors.product``, and a vector
interned since gives its entries. A suit capped by a meld has its programme
(:func:`~.groups.group_programme`, ported: its cost vector and which draws lower it, read as
``Evaluator._lowering`` reads it) worked out in C and its vector's id interned by a callback;
an honour group's id comes from ``Evaluator.gid``. Each answer is cached in C (per group and
key, per pair, per id), so Python interns exactly what its own path would. The knitted shapes are
closed forms over the six knitted straights (:data:`~.shanten.KNITTED`, passed once with the
ones a 组合龙 may use beside the melds), the standard part of a 组合龙 read from the same tables.

``legal`` and ``worth`` (the payoff of a search that values the wins) are called back from C
(once per complete hand and winning tile, cached there) and ``cancel`` every few dozen states
and before each new payoff (a slow scorer does not hold a cancel up); an exception in any of
them is raised again here, and a cancel makes :meth:`Session.search` return None (the
look-ahead raises its ``LookaheadCancelled``). With ``worth`` the kernel carries the value half
of :class:`~.lookahead._Search` (its valued leaves and the payoffs of the immediate wins) and
:meth:`Session.search` gives the expected worth beside the two series.
The library releases the interpreter lock while it runs (ctypes does), so a GUI thread is
never held up by a search.
"""

from __future__ import annotations

import ctypes
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from importlib import resources
from importlib.abc import Traversable
from typing import Any

from . import kernel_interface as interface
from .groups import tables
from .hand import Hand, Meld
from .rules import Rules
from .shanten import KNITTED, Evaluator, evaluator, vectors
from .tiles import NUM_KINDS

#: The library's file name in ``_kernel/`` (the build hook writes it there).
LIBRARY = "_lookahead" + (".dll" if sys.platform == "win32" else ".so")
#: The kernel's source, beside the library (the library records the hash it was built from).
SOURCE = "lookahead.c"
#: Set to 1 to force the pure-Python path (tests, debugging).
PURE_ENV = "MJTRAINER_PURE"

_LEGAL = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_int8), ctypes.c_int)
_CANCEL = ctypes.CFUNCTYPE(ctypes.c_int)
#: ``worth(counts, tile, out)``: writes the payoff to ``out``; -1 when it raised (kept apart
#: from the value so that no payoff can be mistaken for a failure).
_WORTH = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.POINTER(ctypes.c_int8), ctypes.c_int, ctypes.POINTER(ctypes.c_double)
)
#: ``gid(g, key)``, ``product(i, j)``: a vector id; ``vec(id, out)`` writes its entries; -1
#: when it raised.
_GID = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_int)
_PRODUCT = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_int)
_VEC = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_uint8))
#: ``intern(vec)``: the id of a cost vector of 10 entries (a capped suit's, worked out in C).
_INTERN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_uint8))
#: The shanten tables as the kernel reads them (it keeps pointers into these bytes).
_TABLES: list[bytes] = []
#: How many vectors the shipped tables hold (ids below it are read from them in C).
_SHIPPED: list[int] = []


def library_path() -> Traversable:
    """Where the compiled kernel is looked for (a file of the package)."""
    return resources.files(__package__).joinpath("_kernel", LIBRARY)


def source_hash(source: Traversable) -> str:
    """The hash a build of ``source`` records (the build hook passes it to the compiler): of the
    source and the interface's values it is compiled with."""
    return interface.source_hash(source.read_bytes())


@lru_cache(maxsize=1)
def _load() -> Any:
    """The loaded library with its tables set, or None (absent, unloadable, wrong version)."""
    path = library_path()
    if not path.is_file():
        return None
    try:
        lib = ctypes.CDLL(str(path))
        # The version, sizes and codes are compiled in from kernel_interface (hatch_build.py).
        if lib.mjk_version() != interface.VERSION:
            return None
        lib.mjk_source.restype = ctypes.c_char_p
        source = resources.files(__package__).joinpath("_kernel", SOURCE)
        # A library older than the source beside it (an edited tree not rebuilt) is not used.
        if source.is_file() and lib.mjk_source().decode() != source_hash(source):
            return None
    except (OSError, AttributeError):
        return None
    lib.mjk_tables.argtypes = [ctypes.c_char_p] * 4
    lib.mjk_tables.restype = None
    lib.mjk_new.argtypes = [ctypes.c_int] * 5 + [_LEGAL, _CANCEL, _WORTH]
    lib.mjk_new.restype = ctypes.c_void_p
    lib.mjk_melds.argtypes = [
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_int8),
        ctypes.POINTER(ctypes.c_int),
        ctypes.c_int,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_int),
        _GID,
        _PRODUCT,
        _VEC,
        _INTERN,
    ]
    lib.mjk_melds.restype = ctypes.c_int
    lib.mjk_knitted.argtypes = [
        ctypes.c_void_p,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_int8),
        ctypes.c_int,
        ctypes.c_int,
    ]
    lib.mjk_knitted.restype = None
    lib.mjk_free.argtypes = [ctypes.c_void_p]
    lib.mjk_free.restype = None
    lib.mjk_search.argtypes = [
        ctypes.c_void_p,
        ctypes.POINTER(ctypes.c_int8),
        ctypes.POINTER(ctypes.c_int32),
        ctypes.c_int,
        ctypes.c_int,
        ctypes.POINTER(ctypes.c_double),
        ctypes.POINTER(ctypes.c_double),
        ctypes.POINTER(ctypes.c_double),
    ]
    lib.mjk_search.restype = ctypes.c_int
    lib.mjk_states.argtypes = [ctypes.c_void_p]
    lib.mjk_states.restype = ctypes.c_int
    vecs, _, suit_ids, honor_ids = tables()
    if interface.KINDS != NUM_KINDS or any(len(v) != interface.VECTOR for v in vecs):
        return None  # the kernel would read the tables with another layout
    store = vectors()
    # The kernel keeps pointers into these: they live as long as the process.
    _TABLES.extend(
        (bytes(suit_ids), bytes(honor_ids), bytes(store.flat), b"".join(bytes(v) for v in vecs))
    )
    lib.mjk_tables(*_TABLES[-4:])
    _SHIPPED.append(len(vecs))
    return lib


def available() -> bool:
    """Whether searches use the compiled kernel (the library loads and ``MJTRAINER_PURE`` is
    not set)."""
    return not os.environ.get(PURE_ENV) and _load() is not None


def covers(ev: Evaluator) -> bool:
    """Whether the kernel can search the states of this evaluator (see the module notes): every
    hand and rule set, as long as the shipped tables answer every product of two of their
    vectors (as the generated ones do)."""
    return ev.store.complete


def runs(melds: tuple[Meld, ...], rules: Rules) -> bool:
    """Whether a look-ahead of a hand with these melds under these rules runs on the kernel
    (with or without a payoff)."""
    return available() and covers(evaluator(melds, rules))


class Session:
    """The kernel's states for the roots of one look-ahead call (they share the hand's moves,
    as :class:`~.lookahead_moves.Moves` does). Call :meth:`close` when done."""

    def __init__(
        self,
        lib: Any,
        ev: Evaluator,
        n: int,
        legal: Callable[[Hand, int], bool] | None,
        cancel: Callable[[], bool] | None,
        melds: tuple[Meld, ...],
        worth: Callable[[Hand, int], float] | None = None,
    ) -> None:
        self.lib = lib
        self.valued = worth is not None
        self.error: BaseException | None = None
        #: The Python functions the kernel calls (an exception ctypes reports as "ignored" is
        #: known as ours by them: :func:`_kept_errors`).
        self.callbacks: list[Callable[..., int]] = []
        rules = ev.rules

        def on_legal(counts: Any, tile: int) -> int:
            assert legal is not None
            return 1 if legal(Hand.known(tuple(counts[:NUM_KINDS]), melds), tile) else 0

        # With a payoff the kernel asks one callback a hand and tile, which answers whether it
        # is a win too: a payoff that judges the wins (scoring's) answers it alone, with no
        # ``legal`` asked, and one that reads counts (scoring's: a table of wins keyed by them)
        # is asked without building the hand.
        of_counts = getattr(worth, "of_counts", None)
        judged = bool(getattr(worth, "judges_wins", False))
        asks_legal = legal is not None and not judged

        def on_worth(counts: Any, tile: int, out: Any) -> int:
            assert worth is not None
            hand = None
            if asks_legal:
                assert legal is not None
                hand = Hand.known(tuple(counts[:NUM_KINDS]), melds)
                if not legal(hand, tile):
                    return 1
            if of_counts is not None:
                got = float(of_counts(ctypes.string_at(counts, NUM_KINDS), tile, melds))
            else:
                got = float(worth(hand or Hand.known(tuple(counts[:NUM_KINDS]), melds), tile))
            if judged and got <= 0.0:
                return 1
            out[0] = got
            return 0

        def on_cancel() -> int:
            if self.error is not None:  # a callback failed, or a Ctrl+C was swallowed: stop
                return -1
            return 1 if cancel is not None and cancel() else 0

        # Null callbacks when there is nothing to ask: the C then never calls back. On the main
        # thread (where a Ctrl+C lands) cancel is always polled, so an interrupt stops the
        # search within one poll.
        polled = cancel is not None or threading.current_thread() is threading.main_thread()
        asked = legal is not None and worth is None  # with a payoff, on_worth answers it
        self._legal = _LEGAL(self._guard(on_legal)) if asked else _LEGAL()
        self._cancel = _CANCEL(self._guard(on_cancel)) if polled else _CANCEL()
        self._worth = _WORTH(self._guard(on_worth)) if worth is not None else _WORTH()
        self.ctx = lib.mjk_new(
            n,
            int(ev.special),
            int(rules.seven_pairs),
            int(rules.four_identical_pairs),
            int(rules.thirteen_orphans),
            self._legal,
            self._cancel,
            self._worth,
        )
        if not self.ctx:
            raise MemoryError("look-ahead kernel")
        self._gid = _GID()
        self._product = _PRODUCT()
        self._vec = _VEC()
        self._intern = _INTERN()
        if ev.capped:
            self._melds(ev)
        if rules.knitted or ev.straights:
            six = [t for ks in KNITTED for t in ks]
            usable = sum(1 << KNITTED.index(ks) for ks, _, _ in ev.straights)
            lib.mjk_knitted(
                self.ctx, int(rules.knitted), (ctypes.c_int8 * len(six))(*six), usable, len(melds)
            )

    def _guard(self, body: Callable[..., int]) -> Callable[..., int]:
        """``body`` as the kernel calls it (:func:`_guarded`), known as one of this session's
        callbacks."""
        called = _guarded(self, body)
        self.callbacks.append(called)
        return called

    def failed(self, exc: BaseException) -> None:
        """Record what a callback raised (the first of them): the kernel is told to stop (the
        callback returns -1, the next cancel poll too) and :meth:`search` raises it again."""
        if self.error is None:
            self.error = exc

    def _melds(self, ev: Evaluator) -> None:
        """Give the kernel the copies the hand cannot hold (the melds', and every copy of a kind
        out of play) and the callbacks of a capped evaluator."""
        store = ev.store

        def on_vec(i: int, out: Any) -> int:
            for e, v in enumerate(store.vecs[i]):
                out[e] = v
            return 0

        def on_intern(vec: Any) -> int:
            return store.intern(tuple(vec[: interface.VECTOR]))

        self._gid = _GID(self._guard(ev.gid))
        self._product = _PRODUCT(self._guard(store.product))
        self._vec = _VEC(self._guard(on_vec))
        self._intern = _INTERN(self._guard(on_intern))
        capped = (ctypes.c_int * 4)(*(int(c is not None) for c in ev.caps))
        window = (ctypes.c_int * 6)(*(n for w in ev.window for n in (w or (0, 0))))
        code = self.lib.mjk_melds(
            self.ctx,
            (ctypes.c_int8 * interface.KINDS)(*ev.held_out),
            capped,
            _SHIPPED[0],
            ev.top,
            window,
            self._gid,
            self._product,
            self._vec,
            self._intern,
        )
        if code:
            self.close()
            if code == interface.BAD_INPUT:
                raise ValueError("look-ahead kernel: melds outside its contract (refused)")
            raise MemoryError("look-ahead kernel")

    def search(
        self, root: tuple[int, ...], wall: list[int], draws: int, e0: int
    ) -> tuple[list[float], list[float], float | None] | None:
        """(tenpai series, win series, expected worth) of ``root``, as
        ``lookahead._both_series`` and, with a payoff, ``lookahead._valued_series`` give them
        (the worth None without a payoff; the wall's total must be above 0); None when
        ``cancel`` stopped the search."""
        tenpai = (ctypes.c_double * draws)()
        win = (ctypes.c_double * draws)()
        value = ctypes.c_double(0.0)
        with _kept_errors(self):
            code = self.lib.mjk_search(
                self.ctx,
                (ctypes.c_int8 * interface.KINDS)(*root),
                (ctypes.c_int32 * interface.KINDS)(*wall),
                draws,
                e0,
                tenpai,
                win,
                ctypes.byref(value),
            )
        if code == interface.CALLBACK_FAILED or self.error is not None:
            error, self.error = self.error, None
            if error is not None:
                raise error
        if code == interface.CANCELLED:
            return None
        if code == interface.NO_MEMORY:
            raise MemoryError("look-ahead kernel")
        if code == interface.BAD_INPUT:
            raise ValueError("look-ahead kernel: a search outside its contract (refused)")
        if code != 0:
            raise RuntimeError(f"look-ahead kernel: internal error {code}")
        return list(tenpai), list(win), value.value if self.valued else None

    def states(self) -> int:
        """How many states the session has met."""
        return int(self.lib.mjk_states(self.ctx))

    def close(self) -> None:
        """Free the kernel's states."""
        if self.ctx:
            self.lib.mjk_free(self.ctx)
            self.ctx = None


def _guarded(owner: Session, body: Callable[..., int]) -> Callable[..., int]:
    """The function ctypes calls for ``body``: whatever ``body`` raises (a ``KeyboardInterrupt``
    too) is recorded by ``owner`` (:meth:`Session.failed`) and -1 tells the kernel to stop."""

    def called(*args: Any) -> int:
        try:
            return body(*args)
        except BaseException as exc:  # raised again by search()
            owner.failed(exc)
            return -1

    return called


@contextmanager
def _kept_errors(owner: Session) -> Iterator[None]:
    """While the kernel runs on the main thread: an exception that escapes one of ``owner``'s
    callbacks before its ``try`` (a Ctrl+C landing on its first line), which ctypes would print
    as "Exception ignored" and answer as if the callback had returned, is recorded by ``owner``
    instead, so the search stops and raises it. Other threads never see a Ctrl+C, and the hook
    is the process's: they are left alone."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = sys.unraisablehook

    def hook(unraisable: Any) -> None:
        if unraisable.object in owner.callbacks and unraisable.exc_value is not None:
            owner.failed(unraisable.exc_value)
        else:
            previous(unraisable)

    sys.unraisablehook = hook
    try:
        yield
    finally:
        sys.unraisablehook = previous


def session(
    ev: Evaluator,
    n: int,
    legal: Callable[[Hand, int], bool] | None,
    cancel: Callable[[], bool] | None,
    melds: tuple[Meld, ...],
    worth: Callable[[Hand, int], float] | None = None,
) -> Session | None:
    """A kernel session for one look-ahead call (``worth``: the payoff of a search that values
    the wins), or None for the pure path (no library, ``MJTRAINER_PURE`` set, or an evaluator
    the kernel does not cover)."""
    if not available() or not covers(ev):
        return None
    return Session(_load(), ev, n, legal, cancel, melds, worth)


def path_note() -> str:
    """Which path the look-ahead runs on, and why (``mjtrainer --version`` prints it: pip
    hides the kernel's build output at install time)."""
    if os.environ.get(PURE_ENV):
        return f"look-ahead: pure Python ({PURE_ENV} is set)"
    if available():
        return f"look-ahead: compiled kernel ({library_path()})"
    if not library_path().is_file():
        return (
            "look-ahead: pure Python (no compiled kernel: it is built at install when a C "
            "compiler is found; then reinstall, or run python hatch_build.py in a checkout)"
        )
    return (
        "look-ahead: pure Python (the compiled kernel is stale or of another version: "
        "reinstall, or run python hatch_build.py in a checkout)"
    )
