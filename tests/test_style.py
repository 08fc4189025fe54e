"""The tree is formatted by ``ruff format`` and passes ``ruff check`` (the project's config)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    pytest.importorskip("ruff")
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_tree_is_ruff_formatted():
    done = _ruff("format", "--check", ".")
    assert done.returncode == 0, "run `ruff format .`:\n" + done.stdout + done.stderr


def test_tree_passes_ruff_check():
    done = _ruff("check", ".")
    assert done.returncode == 0, done.stdout + done.stderr
