"""The examples in the docstrings of the Qt-free packages run and print what they say
(``doctest``, like ``pytest --doctest-modules`` over those packages, but part of the plain
``python -m pytest`` run)."""

from __future__ import annotations

import doctest
import importlib
import io
import pkgutil

import pytest
from test_style import QT_FREE


def _modules() -> list[str]:
    out = []
    for name in QT_FREE:
        package = importlib.import_module(f"mjtrainer.{name}")
        out.append(package.__name__)
        out += [m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
    return sorted(out)


MODULES = _modules()


def _examples(module: str) -> list[doctest.DocTest]:
    found = doctest.DocTestFinder().find(importlib.import_module(module))
    return [t for t in found if t.examples]


@pytest.mark.parametrize("module", [m for m in MODULES if _examples(m)])
def test_docstring_examples_hold(module):
    out = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in _examples(module):
        runner.run(test, out=out.write)
    assert runner.failures == 0, out.getvalue()


def test_the_examples_are_found():
    # Each Qt-free package's front door shows itself in use (the count guards the finder).
    fronts = {f"mjtrainer.{name}" for name in ("core", "scoring", "quiz")}
    assert fronts <= {m for m in MODULES if _examples(m)}
    assert sum(len(t.examples) for m in MODULES for t in _examples(m)) >= 14
