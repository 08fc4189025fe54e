"""The tree passes the project's static checks: ``ruff format`` and ``ruff check``, ``mypy``
over the whole package (the app included), ``mypy --strict`` over every Qt-free package, and
no dead code (vulture; what Qt calls by name is listed in ``tests/vulture_whitelist.py``)."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WHITELIST = Path(__file__).with_name("vulture_whitelist.py")
#: Every package below the app: the core, scoring, quiz and cli today, game and defence to come.
QT_FREE = sorted(
    p.name
    for p in (ROOT / "mjtrainer").iterdir()
    if (p / "__init__.py").exists() and p.name != "app"
)


def _run(module: str, *args: str) -> subprocess.CompletedProcess[str]:
    # The tools are in the ``test`` extra: a missing one fails here rather than skipping.
    return subprocess.run(
        [sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    return _run("ruff", *args)


def _mypy(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # The project's config (pyproject.toml); the cache in a temporary folder, not the tree.
    config = str(ROOT / "pyproject.toml")
    return _run("mypy", "--config-file", config, "--cache-dir", str(tmp_path), *args)


def test_tree_is_ruff_formatted():
    done = _ruff("format", "--check", ".")
    assert done.returncode == 0, "run `ruff format .`:\n" + done.stdout + done.stderr


def test_tree_passes_ruff_check():
    done = _ruff("check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_qt_free_packages_are_found():
    assert {"core", "scoring", "quiz", "cli"} <= set(QT_FREE)


def test_package_passes_mypy(tmp_path):
    done = _mypy(tmp_path, "-p", "mjtrainer")
    assert done.returncode == 0, done.stdout + done.stderr


def test_qt_free_packages_pass_mypy_strict(tmp_path):
    packages = [a for name in QT_FREE for a in ("-p", f"mjtrainer.{name}")]
    done = _mypy(tmp_path, "--strict", *packages)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_dead_code():
    # The tests and the packaging scripts count as users (a public face kept for the tests is
    # not dead); only what is unused in the package is reported.
    done = _run("vulture", "mjtrainer", "packaging", "tests")
    dead = [line for line in done.stdout.splitlines() if line.startswith("mjtrainer/")]
    assert not dead, (
        "unused code: remove it, or if Qt calls it by name, add it to "
        + WHITELIST.name
        + ":\n"
        + "\n".join(dead)
    )
    assert done.returncode in (0, 3), done.stdout + done.stderr  # 3: found some (elsewhere)


def test_the_whitelist_names_what_exists():
    runpy.run_path(str(WHITELIST))  # a name that is gone raises AttributeError
