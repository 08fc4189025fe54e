"""A discard of a five names the tile it throws: the red five (``0m``) when it is the hand's
one copy of that five, a plain five while one is held (``Hand.discard_code``), in every table,
sentence and JSON line of the command line."""

from __future__ import annotations

import io
import json

from mjtrainer.cli import run
from mjtrainer.cli.ahead import shape_sentence, value_sentence
from mjtrainer.cli.quiz import _TerminalQuiz
from mjtrainer.core import DiscardLookahead, Hand, Scored
from mjtrainer.core.kinds import RED_5M
from mjtrainer.quiz import make_question

# The hand of issue 16: its one 5m is the red one, so throwing "5m" throws 0m.
RED_ONLY = "23406m456p2378s11z"
# The same with a plain 5m beside the red one: throwing a 5m keeps the red five.
BOTH = "234056m456p2378s1z"
TABLE = {
    "seat": 0,
    "opponents": [{"seat": 2, "pond": "4m1z7s1s", "riichi": 1, "melds": []}],
}


def cli(*args):
    out = io.StringIO()
    status = run(list(args), stdin=io.StringIO(""), stdout=out)
    return status, out.getvalue()


def _rows(text):
    """The first word of each line of the readable discard table."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("discard"))
    rows = []
    for line in lines[start + 1 :]:
        if not line.startswith("  ") or line.startswith("  ("):
            break
        rows.append(line.split()[0])
    return rows


def test_the_readable_tables_name_the_red_five_when_it_is_the_one_thrown():
    for extra in ((), ("--turn", "6"), ("--table", json.dumps(TABLE))):
        status, out = cli("analyze", RED_ONLY, "--rules", "riichi", "--ascii", *extra)
        assert status == 0, out
        rows = _rows(out)
        assert "0m" in rows and "5m" not in rows, (extra, rows)
        assert "5p" in rows  # a plain five stays a plain five


def test_a_plain_five_beside_the_red_one_is_the_one_thrown():
    status, out = cli("analyze", BOTH, "--rules", "riichi", "--ascii", "--turn", "6")
    assert status == 0, out
    rows = _rows(out)
    assert "5m" in rows and "0m" not in rows


def test_the_json_writes_the_red_five_as_0m_as_design_md_writes_every_tile():
    for extra in ((), ("--turn", "6")):
        status, out = cli("analyze", RED_ONLY, "--rules", "riichi", "--json", *extra)
        assert status == 0
        names = [d["discard"] for d in json.loads(out)["discards"]]
        assert "0m" in names and "5m" not in names
    status, out = cli("analyze", BOTH, "--rules", "riichi", "--json")
    names = [d["discard"] for d in json.loads(out)["discards"]]
    assert "5m" in names and "0m" not in names


def _entry(kind, win, value=None):
    return DiscardLookahead(kind, 1, 10, True, 0.9, win, None, None, value)


def test_the_sentences_name_the_red_five_thrown():
    hand = Hand.parse(RED_ONLY)
    text = shape_sentence(hand, _entry(4, 0.30), _entry(19, 0.36))
    assert text.startswith("0m has the most tiles now, but 2s wins more often")
    text = value_sentence(hand, _entry(19, 0.36, 2000.0), _entry(4, 0.30, 2500.0), Scored.RIICHI)
    assert text.startswith("2s wins more often, but 0m is worth more")
    plain = Hand.parse(BOTH)
    assert shape_sentence(plain, _entry(4, 0.30), _entry(19, 0.36)).startswith("5m has")


def test_the_terminal_quiz_says_the_red_five_was_thrown_and_takes_0m_as_the_five():
    q = make_question("discard", 3, Hand.parse(RED_ONLY), "riichi", turn=6)
    assert q.grade([RED_5M]) == q.grade([4])  # a red five's code is its kind's discard
    out = io.StringIO()
    quiz = _TerminalQuiz(io.StringIO("0m\n"), out, False, None)
    assert quiz.ask(q, 1, 1)
    text = out.getvalue()
    assert "You threw 0m: it wins" in text, text
    table = text[text.index("Discard table") :]
    assert " 0m " in table and " 5m " not in table
