"""The command line: readable and JSON reports, the batch form, and bad input."""

import io
import json
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from mjtrainer.cli import run

KEYS = [
    "hand",
    "rules",
    "tiles",
    "shanten",
    "win",
    "decompositions",
    "waits",
    "effective",
    "effective_count",
    "discards",
]


def cli(*args, stdin=""):
    out = io.StringIO()
    status = run(list(args), stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


def test_json_object_has_exactly_the_designed_keys():
    status, out = cli("analyze", "--json", "--rules", "riichi", "123m456p789s1122z")
    assert status == 0
    data = json.loads(out)
    assert list(data) == KEYS
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
