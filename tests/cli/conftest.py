"""The command line's tests read its English: the terminal's language comes from the
environment (LC_ALL, LC_MESSAGES, LANG), so a Chinese desktop must not turn it Chinese here.
A test of the language sets it itself (``--lang``, or the environment of a subprocess)."""

import pytest


@pytest.fixture(autouse=True)
def english_terminal(monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
