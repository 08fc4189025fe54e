"""``mjtrainer review`` against hostile logs (issue 29 §3): a number of thousands of digits, a file
or standard input past the size limit, a name of a megabyte. Exit 1 with the reader's message
saying where, never a traceback; a huge name is printed cut."""

from __future__ import annotations

import io
import json

import pytest

from mjtrainer.__main__ import main
from mjtrainer.cli import run
from mjtrainer.core import lookahead_kernel
from mjtrainer.game.limits import SHOWN_NAME
from mjtrainer.game.read import MAX_LOG_BYTES
from tests.game.handmade import riichi_log


@pytest.fixture
def log_path(tmp_path):
    path = tmp_path / "game.mjson"
    path.write_text(riichi_log(), encoding="utf-8")
    return path


def test_a_number_of_thousands_of_digits_exits_1_saying_where(tmp_path, capsys):
    hostile = riichi_log().replace('"honba": 0', '"honba": ' + "9" * 4000, 1)
    path = tmp_path / "hostile.mjson"
    path.write_text(hostile, encoding="utf-8")
    assert run(["review", str(path)], stdout=io.StringIO()) == 1
    err = capsys.readouterr().err
    assert err.startswith("mjtrainer review: error: round E1, line 2: 'honba' is a number of some")
    assert "at most 10000000 either way" in err and len(err) < 300


def test_a_file_or_stdin_past_the_size_limit_exits_1_in_megabytes(tmp_path, capsys):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(4 * MAX_LOG_BYTES)  # sparse
    assert run(["review", str(big)], stdout=io.StringIO()) == 1
    too_large = "the file is larger than 8 MB: no game log is that large"
    assert capsys.readouterr().err == f"mjtrainer review: error: {too_large}\n"
    stdin = io.TextIOWrapper(io.BytesIO(b" " * (MAX_LOG_BYTES + 1)), encoding="utf-8")
    assert run(["review", "-"], stdin=stdin, stdout=io.StringIO()) == 1
    assert too_large in capsys.readouterr().err


def test_a_huge_name_prints_cut(tmp_path):
    lines = riichi_log().split("\n")
    start = json.loads(lines[0])
    start["names"][0] = "A" * 1_000_000
    lines[0] = json.dumps(start)
    path = tmp_path / "long.mjson"
    path.write_text("\n".join(lines), encoding="utf-8")
    out = io.StringIO()
    assert run(["review", str(path)], stdout=out) == 0
    text = out.getvalue()
    assert "A" * (SHOWN_NAME - 1) + "…" in text and "A" * SHOWN_NAME not in text


@pytest.mark.skipif(not lookahead_kernel.available(), reason="no kernel: the pure path's Ctrl+C")
def test_a_ctrl_c_on_a_kernel_callbacks_first_line_exits_130(log_path, monkeypatch, capsys):
    """The interrupt lands in the legality callback before its ``try``: ctypes would print it as
    ignored and the review would run on to exit 0 with that search's numbers wrong. (A
    concealed hand's search asks no legality question any more: every search asks it here.)"""
    from mjtrainer.decision import analysis

    real = lookahead_kernel._guarded
    asked = analysis.legal_win
    monkeypatch.setattr(
        analysis, "legal_win", lambda rules, seat, round_, hand=None: asked(rules, seat, round_)
    )

    def guarded(owner, body):  # type: ignore[no-untyped-def]
        if body.__name__ != "on_legal":
            return real(owner, body)

        def called(*args):  # type: ignore[no-untyped-def]
            raise KeyboardInterrupt

        return called

    monkeypatch.setattr(lookahead_kernel, "_guarded", guarded)
    assert main(["review", str(log_path)]) == 130
    assert "Exception ignored" not in capsys.readouterr().err
