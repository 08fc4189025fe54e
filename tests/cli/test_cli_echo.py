"""What the commands echo of the user's text is always writable: every line of a batch is
answered, in the C, POSIX and C.UTF-8 locales, with valid UTF-8 and no raw byte of the input."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

LOCALES = ["C", "POSIX", "C.UTF-8"]
BIG = "11m222444777z [111p]"


def mjtrainer(*args: str | bytes, stdin: bytes, locale: str) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "PYTHONIOENCODING"))}
    env.update(LC_ALL=locale, LANG=locale)
    env.pop("DISPLAY", None)
    return subprocess.run(
        [sys.executable, "-m", "mjtrainer", *args],
        input=stdin,
        capture_output=True,
        env=env,
        timeout=120,
    )


def batch_line(**extra: str) -> bytes:
    # Written by hand: json.dumps would refuse nothing, but the escapes must reach the reader
    # as JSON escapes (a lone surrogate cannot be encoded as UTF-8 bytes at all).
    fields = {"hand": BIG, "rules": "mcr", "win_tile": "2z", **extra}
    return json.dumps(fields).encode("ascii")


def test_safe_replaces_every_lone_surrogate_once():
    from mjtrainer.cli.output import safe

    assert safe("ok 一万") == "ok 一万"
    assert safe("\ud800") == "\ufffd"
    assert safe("a\udcffb") == "a\ufffdb"  # an escaped byte 0xFF: one U+FFFD, never the byte
    assert safe("\udfff\ud800x") == "\ufffd\ufffdx"
    assert safe("\udce4\udcb8\udc80") == "一"  # escaped bytes that were good UTF-8 together


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("as_json", [True, False])
def test_a_score_batch_with_surrogates_in_values_answers_every_line(locale, as_json):
    lines = [
        batch_line(seat_wind="\ud800"),
        batch_line(round_wind="\udcff"),
        batch_line(dora_indicators="\udc80\ud83c"),
        batch_line(hand="11m2224\udcff44777z [111p]"),
        batch_line(),
    ]
    args = ["score", "--json", "-"] if as_json else ["score", "-"]
    done = mjtrainer(*args, stdin=b"\n".join(lines) + b"\n", locale=locale)
    assert done.returncode == 1 and done.stderr == b"", done.stderr.decode(errors="replace")
    text = done.stdout.decode("utf-8")  # strict: no raw 0xFF or 0x80 byte got through
    assert not any(0xD800 <= ord(c) <= 0xDFFF for c in text)
    if as_json:
        rows = [json.loads(line) for line in text.splitlines()]
        assert len(rows) == len(lines)
        assert rows[0]["error"] == "unknown wind '\ufffd': choose E, S, W or N"
        assert rows[1]["error"] == "unknown wind '\ufffd': choose E, S, W or N"
        assert all("error" in r for r in rows[:4])
        assert rows[4]["total"] == 37
        # nor a lone surrogate escaped into the JSON (json.loads would read it back as one)
        assert not any(0xD800 <= ord(c) <= 0xDFFF for r in rows for v in r.values() for c in str(v))
    else:
        assert text.count("error in '") == 4
        assert "unknown wind '\ufffd': choose E, S, W or N" in text
        assert "Total     37" in text


@pytest.mark.parametrize("locale", LOCALES)
def test_analyze_echoes_bad_arguments_and_lines_safely(locale):
    done = mjtrainer(
        "analyze", "--json", "-", stdin=b"12\xff3m\n\xed\xa0\x80\n123m11z\n", locale=locale
    )
    assert done.returncode == 1 and done.stderr == b""
    rows = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert len(rows) == 3 and rows[2]["hand"] == "123m11z"
    assert rows[0]["input"] == "12\ufffd3m" and rows[1]["input"] == "\ufffd\ufffd\ufffd"
    done = mjtrainer("analyze", b"1\xed\xa0\x80m", stdin=b"", locale=locale)
    assert done.returncode == 1 and done.stderr == b""
    said = done.stdout.decode("utf-8")
    assert said.startswith("error in '1\ufffd\ufffd\ufffdm': the hand is not valid UTF-8")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_quiz_echoes_an_unreadable_answer_safely(locale):
    done = mjtrainer(
        "quiz", "--kind", "waits", "--count", "1", "--seed", "3", "--no-save",
        stdin=b"1\xffm\n\xed\xa0\x80\nq\n", locale=locale,
    )  # fmt: skip
    assert done.stderr == b""
    said = done.stdout.decode("utf-8")
    assert said.count("Cannot read that answer: it is not valid UTF-8") == 2
    assert "1\ufffdm" in said
