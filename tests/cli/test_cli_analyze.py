"""The command line: readable and JSON reports, the batch form, and bad input."""

import io
import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjtrainer.cli import run

from .keys import KEYS


def cli(*args, stdin=""):
    out = io.StringIO()
    status = run(list(args), stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def test_json_object_has_exactly_the_designed_keys():
    status, out = cli("analyze", "--json", "123m456p789s1122z")
    assert status == 0 and list(json.loads(out)) == KEYS
    # Under the rules that value a win, a ready hand adds what each wait is worth.
    status, out = cli("analyze", "--json", "--rules", "riichi", "123m456p789s1122z")
    assert status == 0
    data = json.loads(out)
    assert list(data) == [*KEYS, "wait_values"]
    assert data["hand"] == "123m456p789s1122z" and data["rules"] == "riichi"
    assert data["tiles"] == 13 and data["shanten"] == 0 and data["win"] is False
    assert data["waits"] == [
        {"tile": "1z", "remaining": 2, "kinds": ["shanpon"]},
        {"tile": "2z", "remaining": 2, "kinds": ["shanpon"]},
    ]
    assert data["effective_count"] == 4 and data["discards"] == []


def test_json_of_a_win_lists_decompositions_and_discards():
    status, out = cli("analyze", "--json", "111222333m11z")
    data = json.loads(out)
    assert data["win"] is True and data["shanten"] == -1
    assert {"shape": "standard", "pair": "11z", "melds": ["123m", "123m", "123m"]} in data[
        "decompositions"
    ]
    assert data["discards"][0]["discard"] == "1m"
    assert data["discards"][0]["effective"][0] == {"tile": "1m", "remaining": 1}


def test_seen_tiles_lower_the_counts():
    _, out = cli("analyze", "--json", "123m456p789s1122z", "--seen", "1z1z")
    assert json.loads(out)["waits"][0] == {"tile": "1z", "remaining": 0, "kinds": ["shanpon"]}


def test_readable_report_has_status_waits_and_aligned_discards():
    status, out = cli("analyze", "1112345678999m")
    assert status == 0
    assert "ready (tenpai)" in out and "9 kinds, 23 tiles left" in out
    status, out = cli("analyze", "--ascii", "123m456p789s11223z")
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if "discard" in line and "shanten" in line)
    row = lines[header + 1]
    assert row.split()[:3] == ["3z", "0", "4"]
    assert lines[header].index("total") + len("total") == row.index("4") + 1


def test_melds_and_other_notations():
    _, out = cli("analyze", "--json", "23m11z", "[789s]", "[555z]", "[111p]")
    assert [w["tile"] for w in json.loads(out)["waits"]] == ["1m", "4m"]
    _, out = cli("analyze", "--json", "--from", "index000", "0 1 2 27 27")
    assert json.loads(out)["hand"] == "123m11z"
    _, out = cli("analyze", "--json", "--from", "code001", "11 12 13 40 40")
    assert json.loads(out)["hand"] == "123m11z"
    _, out = cli("analyze", "--json", "一万 二万 三万 东 东")
    assert json.loads(out)["hand"] == "123m11z"


def test_batch_goes_on_past_bad_lines_and_fails_at_the_end():
    lines = "123m456p789s1122z\n\n11111m\n1112345678999m\nbad\n123m\n"
    status, out = cli("analyze", "--json", "-", stdin=lines)
    assert status == 1
    rows = [json.loads(line) for line in out.splitlines()]
    assert len(rows) == 5
    assert rows[0]["shanten"] == 0 and rows[2]["hand"] == "1112345678999m"
    assert rows[1] == {"input": "11111m", "error": "5 copies of 1m (5 in hand): there are only 4"}
    assert rows[3]["input"] == "bad" and "position 1" in rows[3]["error"]
    assert "3 tiles" in rows[4]["error"]
    status, _ = cli("analyze", "--json", "-", stdin="123m456p789s1122z\n")
    assert status == 0


def test_bad_hand_and_bad_arguments_do_not_raise():
    status, out = cli("analyze", "123x")
    assert status == 1 and "unknown suit letter 'x' at position 4" in out
    status, out = cli("analyze", "--json", "1234m", "--seen", "4m4m4m4m")
    assert status == 1 and "copies of 4m" in json.loads(out)["error"]
    assert cli("analyze", "--rules", "nope", "123m")[0] == 2
    assert cli("frobnicate")[0] == 2


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="0123456789mpsz []()xX一万东,", max_size=30))
def test_no_exception_escapes_the_cli(text):
    status, out = cli("analyze", "--json", text or "-")
    assert status in (0, 1)
    for line in out.splitlines():
        json.loads(line)


def test_module_entry_point_and_version():
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "analyze", "--json", "1z1z"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and json.loads(done.stdout)["win"] is True
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stdout.startswith("mjtrainer ")
    from mjtrainer.core.lookahead_kernel import available

    path = done.stdout.splitlines()[1]
    assert path.startswith("look-ahead: ")
    assert ("compiled kernel" in path) == available(), path


def test_the_version_says_when_the_pure_path_is_forced():
    import os

    env = dict(os.environ, MJTRAINER_PURE="1")
    done = subprocess.run(
        [sys.executable, "-m", "mjtrainer", "--version"], capture_output=True, text=True, env=env
    )
    assert done.stdout.splitlines()[1] == "look-ahead: pure Python (MJTRAINER_PURE is set)"


def _mjtrainer(*args, stdin="", env=None, timeout=60):
    import os

    full = dict(os.environ, **(env or {}))
    full.pop("DISPLAY", None)
    full.pop("WAYLAND_DISPLAY", None)
    return subprocess.run(
        [sys.executable, "-m", "mjtrainer", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=full,
        timeout=timeout,
    )


def test_a_mistyped_command_or_option_is_an_error_not_the_window():
    for args in (["analyse", "123m"], ["123m456p"], ["--bogus"]):
        done = _mjtrainer(*args)
        assert done.returncode == 2, (args, done.stderr)
        assert "error" in done.stderr and "Traceback" not in done.stderr
    assert "invalid choice: 'analyse'" in _mjtrainer("analyse", "1m").stderr
    assert "unknown option '--bogus'" in _mjtrainer("--bogus").stderr


def test_a_reader_that_goes_away_gets_no_traceback():
    code = (
        "import subprocess, sys\n"
        "p = subprocess.Popen([sys.executable, '-m', 'mjtrainer', 'analyze', '--json', '-'],"
        " stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
        "p.stdout.close()\n"  # the reader is gone before the first line is written
        "_, err = p.communicate(b'1112345678999m\\n' * 200)\n"
        "print(p.returncode); sys.stdout.write(err.decode())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    status, _, err = done.stdout.partition("\n")
    assert status == "1" and "Traceback" not in err


def test_a_console_that_cannot_write_chinese_still_gets_the_answer():
    env = {"PYTHONIOENCODING": "cp1252"}
    done = _mjtrainer("analyze", "--json", "一万x", env=env)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert json.loads(done.stdout)["input"] == "一万x"  # escaped, so nothing is lost
    done = _mjtrainer("analyze", "一万二万三万东东", env=env)
    assert done.returncode == 0 and "complete" in done.stdout
    done = _mjtrainer("quiz", "--level", "3", "--ascii", "--no-save", env=env)
    assert done.returncode == 0 and "Traceback" not in done.stderr


def test_review_takes_no_json():
    done = _mjtrainer("quiz", "--review", "--json")
    assert done.returncode == 2 and "--review" in done.stderr


# --- bytes that are not UTF-8, long lines ------------------------------------------------------


def cli_bytes(*args, stdin=b""):
    """Like ``cli`` with standard input as the system gives it: bytes under a strict UTF-8
    text layer."""
    out = io.StringIO()
    stream = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="strict")
    status = run(list(args), stdin=stream, stdout=out)
    return status, out.getvalue()


GOOD = b"123m456p789s1122z\n"


def test_a_line_that_is_not_utf8_gets_an_error_object_and_the_batch_goes_on():
    status, out = cli_bytes(
        "analyze", "--json", "-", stdin=b"12\xff3m\n" + GOOD + b"1\xc3m\n" + GOOD
    )
    rows = [json.loads(line) for line in out.splitlines()]
    assert status == 1 and len(rows) == 4
    assert rows[0] == {
        "input": "12\ufffd3m",
        "error": "line 1 is not valid UTF-8 (byte 0xFF at byte 3)",
    }
    assert rows[2] == {
        "input": "1\ufffdm",
        "error": "line 3 is not valid UTF-8 (byte 0xC3 at byte 2)",
    }
    assert rows[1]["shanten"] == 0 and rows[3]["shanten"] == 0


def test_the_readable_batch_names_the_bad_line_too():
    status, out = cli_bytes("analyze", "-", stdin=b"\n# a comment \xff\n\xfe1m\n" + GOOD)
    assert status == 1
    assert out.startswith("error in '\ufffd1m': line 3 is not valid UTF-8 (byte 0xFE at byte 1)\n")
    assert "ready (tenpai)" in out


def _mjtrainer_bytes(*args, stdin=b"", env=None):
    import os

    full = dict(os.environ, LC_ALL="C.UTF-8", **(env or {}))
    full.pop("DISPLAY", None)
    return subprocess.run(
        [sys.executable, "-m", "mjtrainer", *args],
        input=stdin,
        capture_output=True,
        env=full,
        timeout=120,
    )


# Python reads a C.UTF-8 terminal with surrogateescape (bad bytes pass through) and a
# en_US.UTF-8 one strictly (bad bytes raise); PYTHONIOENCODING=utf-8 gives the strict kind.
LAYERS = [{}, {"PYTHONIOENCODING": "utf-8"}]


@pytest.mark.parametrize("env", LAYERS)
def test_bad_bytes_on_stdin_in_a_real_process(env):
    done = _mjtrainer_bytes("analyze", "--json", "-", stdin=b"12\xff3m\n" + GOOD, env=env)
    assert done.returncode == 1 and b"Traceback" not in done.stderr
    rows = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]  # strict
    assert rows[0]["error"] == "line 1 is not valid UTF-8 (byte 0xFF at byte 3)"
    assert rows[0]["input"] == "12\ufffd3m" and rows[1]["shanten"] == 0


@pytest.mark.parametrize("env", LAYERS)
def test_an_argument_that_is_not_utf8(env):
    done = _mjtrainer_bytes("analyze", b"\xff", env=env)
    assert done.returncode == 1 and b"Traceback" not in done.stderr
    said = done.stdout.decode("utf-8")
    assert said == "error in '\ufffd': the hand is not valid UTF-8 (byte 0xFF at byte 1)\n"
    done = _mjtrainer_bytes("analyze", "--json", "1m", "--seen", b"1\xffm", env=env)
    assert done.returncode == 1 and b"Traceback" not in done.stderr
    assert json.loads(done.stdout.decode("utf-8")) == {
        "input": "1m",
        "error": "--seen is not valid UTF-8 (byte 0xFF at byte 2)",
    }


def test_core_refusals_are_error_objects_in_a_batch():
    # The core refuses these (a superscript two is no index; 5,000 digits are no code).
    status, out = cli(
        "analyze", "--json", "--from", "index000", "-", stdin="0 1 2 27 27\n²\n0 1 2 27 27\n"
    )
    rows = [json.loads(line) for line in out.splitlines()]
    assert status == 1 and len(rows) == 3
    assert rows[1] == {"input": "²", "error": "'²' at position 1 is not a tile index 0–33"}
    assert rows[0]["hand"] == rows[2]["hand"] == "123m11z"
    lines = "11 12 13 40 40\n" + "1" * 5000 + "\n" + "1" * 2000 + "\n11 12 13 40 40\n"
    status, out = cli("analyze", "--json", "--from", "code001", "-", stdin=lines)
    rows = [json.loads(line) for line in out.splitlines()]
    assert status == 1 and len(rows) == 4
    assert rows[1] == {
        "input": "1" * 60 + "…",
        "error": "line 2 is longer than 4096 bytes: a hand is at most 1000 characters",
    }
    assert rows[2] == {
        "input": "1" * 60 + "…",
        "error": "2000 characters: a hand is at most 1000 characters long",
    }
    assert rows[0]["hand"] == rows[3]["hand"] == "123m11z"


def test_a_long_argument_is_echoed_short():
    status, out = cli("analyze", "--json", "--from", "code001", "1" * 5000)
    assert status == 1
    assert json.loads(out) == {
        "input": "1" * 60 + "…",
        "error": "5000 characters: a hand is at most 1000 characters long",
    }
    status, out = cli("analyze", "x" * 1500)
    assert (
        out == f"error in '{'x' * 60}…': 1500 characters: a hand is at most 1000 characters long\n"
    )


def test_a_16_mib_line_is_an_error_object_and_the_next_line_is_answered():
    big = b"1" * (16 << 20)
    done = _mjtrainer_bytes("analyze", "--json", "-", stdin=big + b"\n" + GOOD + big)
    assert done.returncode == 1 and done.stderr == b""
    lines = done.stdout.decode("utf-8").splitlines()
    assert len(lines) == 3 and max(len(line) for line in lines[::2]) < 200
    too_long = {
        "input": "1" * 60 + "…",
        "error": "line 1 is longer than 4096 bytes: a hand is at most 1000 characters",
    }
    assert json.loads(lines[0]) == too_long
    assert json.loads(lines[1])["shanten"] == 0
    assert json.loads(lines[2]) == {**too_long, "error": too_long["error"].replace("1", "3", 1)}


class _HugeLine(io.RawIOBase):
    """A binary stream of one ``size``-byte line of digits then ``tail``, made as it is read;
    it records the largest read asked of it."""

    def __init__(self, size, tail):
        self.left = size
        self.tail = tail
        self.largest = 0

    def readable(self):
        return True

    def readline(self, size=-1):
        self.largest = max(self.largest, size)
        if size < 0:
            raise AssertionError("an unbounded read of a huge line")
        if self.left:
            n = min(size, self.left)
            self.left -= n
            return b"1" * n
        end = min(size, self.tail.find(b"\n") + 1 or len(self.tail))
        out, self.tail = self.tail[:end], self.tail[end:]
        return out


def test_a_huge_line_is_read_in_bounded_pieces():
    from mjtrainer.cli.lines import MAX_LINE_BYTES, read_lines

    raw = _HugeLine(1 << 30, b"\n1m\n")  # a gibibyte that never exists in memory

    class Stdin:
        buffer = raw

    lines = list(read_lines(Stdin()))
    assert [(line.number, line.text, line.error and line.error.code) for line in lines] == [
        (1, "1" * 60 + "…", "too-long"),
        (2, "1m", None),
    ]
    assert MAX_LINE_BYTES < raw.largest <= 1 << 16


def test_the_readable_report_counts_one_in_the_singular():
    """A one-tile hand waits on 1 kind, with 3 tiles left (the report once said "1 kinds")."""
    out = io.StringIO()
    assert run(["analyze", "1m", "--ascii"], stdout=out) == 0
    assert "Waits     1 kind, 3 tiles left" in out.getvalue().splitlines()
    out = io.StringIO()
    assert run(["analyze", "1m", "--turn", "17", "--ascii"], stdout=out) == 0
    assert "Look-ahead (from turn 17, 1 draw left, basic search)" in out.getvalue()


def test_a_hand_to_discard_from_is_one_discard_from_ready():
    # 11 tiles (3n+2) at shanten 0: the window's "One discard from ready", not "ready".
    status, out = cli("analyze", "123m456p789s1z3s")
    assert status == 0
    assert "Status    one discard from ready (tenpai)\n" in out
    status, out = cli("analyze", "123m456p789s135z39s")
    assert "Status    2-shanten after the best discard\n" in out


def test_red_fives_follow_the_rules_and_their_options(capsys):
    hand = "123m406p789s1122z"
    status, out = cli("analyze", "--json", hand)
    assert status == 1 and "red 5p: these rules play without red fives" in out
    status, out = cli("analyze", "--json", "--rules", "riichi", hand)
    assert status == 0 and json.loads(out)["hand"] == hand and json.loads(out)["shanten"] == 0
    status, out = cli("analyze", "--json", "--rules", "riichi", "--red-fives", "0", hand)
    assert status == 1 and "without red fives" in out
    assert cli("analyze", "--kiriage", "123m456p789s1122z")[0] == 2
    assert "--kiriage: riichi options, they need the riichi rules" in capsys.readouterr().err


def test_the_quiz_takes_the_riichi_options(capsys):
    def questions(*extra):
        status, out = cli("quiz", "--kind", "scoring", "--rules", "riichi", "--seed", "5",
                          "--count", "30", "--json", *extra)  # fmt: skip
        assert status == 0
        return [json.loads(line) for line in out.splitlines()]

    with_red = questions()
    assert any("0" in q["hand"] for q in with_red)  # the riichi deal holds red fives
    assert not any("0" in q["hand"] for q in questions("--red-fives", "0"))
    assert cli("quiz", "--kind", "scoring", "--rules", "mcr", "--no-open-tanyao", "--json")[0] == 2
    assert "riichi options" in capsys.readouterr().err
