"""Build hook: compiles the look-ahead's C kernel when a C compiler is found.

hatchling runs it for every wheel, the editable one of ``pip install -e .`` included
(``[tool.hatch.build.targets.wheel.hooks.custom]`` in pyproject.toml). It compiles
``mjtrainer/core/_kernel/lookahead.c`` (plain C11, no Python headers) into a shared library
that ``mjtrainer/core/lookahead_kernel.py`` loads with ctypes:

- an editable install: into the source tree beside the C file, where the package finds it;
- a wheel: into a temporary folder, shipped in ``mjtrainer/core/_kernel/`` of a wheel tagged
  ``py3-none-<platform>`` (no Python ABI: any Python 3 loads it with ctypes).

The compiler is ``$CC`` if set (``CC=false`` builds a pure wheel on purpose), else the first of
``cc``, ``gcc``, ``clang`` on the PATH. With none, or when it fails, the hook prints a note and
the wheel is pure Python: the look-ahead then runs on its pure path, the same numbers, slower.

The kernel's interface (its version, the sizes it shares with Python, the codes a search
returns) is declared once, in ``mjtrainer/core/kernel_interface.py``: this hook runs that file on
its own (it imports nothing from the package) and passes its ``defines()`` as ``-D`` macros; the
C has no copy of them and refuses to compile without them. The hash the library records
(``-DMJK_SOURCE``) covers the source and those macros, so the loader skips a library built
from an edited file or with other values.

``python hatch_build.py`` compiles into the tree by hand (a tree installed before the kernel
existed, or after editing the C or the interface).
"""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
KERNEL = ROOT / "mjtrainer" / "core" / "_kernel"
SOURCE = KERNEL / "lookahead.c"
#: The interface's one declaration (mjtrainer.core.kernel_interface).
INTERFACE = ROOT / "mjtrainer" / "core" / "kernel_interface.py"
LIBRARY = "_lookahead" + (".dll" if sys.platform == "win32" else ".so")
#: Where the library sits inside the package (lookahead_kernel.library_path).
TARGET = "mjtrainer/core/_kernel/" + LIBRARY
#: The optimisation level: ``-O3`` gives the same numbers as ``-O2`` and took 5–10 % less time
#: on the benchmark's heavy look rows (the README's "Speed"). No ``-march=native``: a shipped
#: wheel runs on other machines.
OPTIMISE = "-O3"
#: ``MJTRAINER_SANITIZE=1 python hatch_build.py`` builds the kernel with AddressSanitizer and
#: UndefinedBehaviorSanitizer instead (a developer's check, never a shipped build): run the
#: differential tests under it as the README's "Development" says.
SANITIZE_ENV = "MJTRAINER_SANITIZE"
SANITIZE = ["-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=address,undefined"]


def compiler() -> list[str] | None:
    """The C compiler's command: ``$CC`` (split like a shell), else cc, gcc or clang."""
    cc = os.environ.get("CC")
    if cc is not None:
        return shlex.split(cc) or None
    for name in ("cc", "gcc", "clang"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def interface() -> Any:
    """``mjtrainer.core.kernel_interface``, run from its file (the package is not imported: a
    build has none of its dependencies)."""
    spec = importlib.util.spec_from_file_location("_mjk_interface", INTERFACE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compile_kernel(out: Path) -> str | None:
    """Compile the kernel into ``out``; None when done, else why not (a note to print)."""
    cc = compiler()
    if cc is None:
        return "no C compiler found (set CC)"
    abi = interface()
    # The same hash as lookahead_kernel.source_hash: the loader skips a stale library.
    digest = abi.source_hash(SOURCE.read_bytes())
    command = [
        *cc,
        *(SANITIZE if os.environ.get(SANITIZE_ENV) else [OPTIMISE]),
        "-std=c11",
        "-shared",
        "-fPIC",
        *abi.compiler_flags(),
        f'-DMJK_SOURCE="{digest}"',
        str(SOURCE),
        "-o",
        str(out),
    ]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"{cc[0]} could not run ({exc})"
    if done.returncode != 0 or not out.is_file():
        return f"{shlex.join(command)} failed:\n{done.stderr.strip()}"
    return None


def _note(why: str) -> None:
    print(
        f"mjtrainer: the look-ahead's C kernel is not built: {why}. "
        "The look-ahead runs in pure Python (the same numbers, slower).",
        file=sys.stderr,
    )


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # run as a script outside a build
    BuildHookInterface = object  # type: ignore[assignment,misc]


class KernelBuildHook(BuildHookInterface):  # type: ignore[misc,valid-type]
    """hatchling's custom hook: see the module notes."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        if version == "editable":
            why = compile_kernel(KERNEL / LIBRARY)
            if why is not None:
                _note(why)
            return
        self._tmp = tempfile.TemporaryDirectory()
        out = Path(self._tmp.name) / LIBRARY
        why = compile_kernel(out)
        if why is not None:
            _note(why)
            return
        build_data["force_include"][str(out)] = TARGET
        build_data["pure_python"] = False
        # Any Python 3 (the library has no Python ABI: ctypes loads it), this platform only.
        platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
        build_data["tag"] = f"py3-none-{platform}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            tmp.cleanup()


if __name__ == "__main__":
    problem = compile_kernel(KERNEL / LIBRARY)
    if problem is not None:
        _note(problem)
        sys.exit(1)
    print(KERNEL / LIBRARY)
