"""The compiled look-ahead kernel's interface, declared once: the version the library reports,
the sizes of the arrays and tables it shares with :mod:`.lookahead_kernel`, and the codes a
search returns.

The C (``_kernel/lookahead.c``) has none of these as literals: the build hook
(``hatch_build.py``) runs this file on its own — it imports nothing from the package — and passes
:func:`defines` to the compiler as ``-D`` macros, and the C refuses to compile without them
(``#error``). The hash a build records covers them (:func:`source_hash`), so a library built
with other values is not loaded, nor one reporting another :data:`VERSION`.
"""

from __future__ import annotations

import hashlib

#: The interface version the library must report (``mjk_version``): raise it when a kernel
#: function's arguments or meaning change.
VERSION = 8
#: The kinds of a counts array passed either way (``core.kinds.NUM_KINDS``).
KINDS = 34
#: The bytes of one cost vector in the shipped table the kernel reads (``core.groups``: a
#: group's 10 costs, index ``2 * m + p``).
VECTOR = 10
#: What a search returns besides 0: cancelled, a callback raised, out of memory, a bug, and
#: arguments outside the contract (refused before anything is read).
CANCELLED = 1
CALLBACK_FAILED = 2
NO_MEMORY = 3
INTERNAL = 4
BAD_INPUT = 5


def defines() -> dict[str, int]:
    """The macros the kernel is compiled with, by name (``MJK_VERSION`` …)."""
    return {
        "MJK_VERSION": VERSION,
        "MJK_KINDS": KINDS,
        "MJK_VECTOR": VECTOR,
        "MJK_CANCELLED": CANCELLED,
        "MJK_CALLBACK_FAILED": CALLBACK_FAILED,
        "MJK_NO_MEMORY": NO_MEMORY,
        "MJK_INTERNAL": INTERNAL,
        "MJK_BAD_INPUT": BAD_INPUT,
    }


def compiler_flags() -> list[str]:
    """:func:`defines` as the compiler's ``-D`` arguments."""
    return [f"-D{name}={value}" for name, value in defines().items()]


def source_hash(source: bytes) -> str:
    """The hash a build of the C ``source`` records (``mjk_source``): of the source and the
    macros it is compiled with, so a library built from an edited file or with other values is
    stale."""
    flags = "\n".join(sorted(compiler_flags()))
    return hashlib.sha256(source + b"\n" + flags.encode()).hexdigest()[:16]
