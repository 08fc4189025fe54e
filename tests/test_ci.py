"""The default test run is a developer's; CI runs what it leaves out (issue 25 §5)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _default_filter() -> str:
    opts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    addopts = opts["addopts"]
    return addopts[addopts.index("-m") + 1]


def test_the_heavy_markers_are_left_out_of_the_default_run():
    excluded = set(re.findall(r"not (\w+)", _default_filter()))
    assert {"slow", "packaging", "bench"} <= excluded


def test_ci_runs_the_readme_command_and_then_the_heavy_markers():
    readme = (ROOT / "README.md").read_text()
    command = re.search(r"^python3 -m venv .*python -m pytest$", readme, flags=re.M)
    assert command, "README lost its test command"
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    assert command.group(0) in lines
    after = lines[lines.index(command.group(0)) + 1 :]
    heavy = [line for line in after if line.startswith("python -m pytest -m ")]
    assert heavy == ['python -m pytest -m "packaging or bench"']
