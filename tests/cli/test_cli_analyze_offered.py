"""``mjtrainer analyze --offered 3m --from 3``: pass and each call with its best discard
(issue 27 §2), in text and JSON, English and Chinese; bad offers are refused."""

from __future__ import annotations

import io
import json

import pytest

from mjtrainer.cli import run

HAND = "45777m56788p445s"
ARGS = ["analyze", HAND, "--rules", "riichi", "--turn", "8", "--offered", "3m"]


def _run(*extra: str) -> tuple[int, str]:
    out = io.StringIO()
    code = run([*ARGS, *extra], stdout=out)
    return code, out.getvalue()


def test_the_text_lists_pass_and_the_chi_with_its_best_discard():
    code, text = _run("--from", "3")
    assert code == 0
    rows = text[text.index("Pass or call") :].splitlines()[1:]
    names = [r.split("  ")[1].strip() for r in rows if r.strip()]
    assert names[0] == "pass" and names[1].startswith("chi 345m, discard ")
    assert len(names) == 2  # no pon or kong of 3m; one chi


def test_no_chi_from_across_and_json_lists_every_choice():
    code, text = _run("--from", "2", "--json")
    assert code == 0
    calls = json.loads(text)["calls"]
    assert [c["choice"] for c in calls] == ["pass"]
    code, text = _run("--from", "3", "--json")
    calls = json.loads(text)["calls"]
    chi = [c for c in calls if c["choice"].startswith("chi")]
    # every discard after the chi but the swap-calls 3m and 6m
    thrown = {c["choice"].rsplit(" ", 1)[1] for c in chi}
    assert thrown and not thrown & {"3m", "6m"}
    ready = [c for c in chi if c["shanten"] == 0]  # the search follows these
    assert ready and all(c["round_ev"] is not None and c["win_prob"] is not None for c in ready)
    assert calls[0]["round_ev"] is not None


def test_chinese_words():
    code, text = _run("--from", "3", "--lang", "zh_CN")
    assert code == 0 and "不鸣" in text and "吃 345m，打" in text


@pytest.mark.parametrize(
    ("extra", "code", "said"),
    [
        (["--offered", "3m4m"], 1, "is 2 tiles: give one tile"),
        (["--offered", "3x"], 1, "--offered"),
    ],
)
def test_bad_offers_are_refused(extra, code, said):
    out = io.StringIO()
    assert run(["analyze", HAND, *extra], stdout=out) == code
    assert said in out.getvalue()


def test_a_hand_to_discard_from_takes_no_offer():
    out = io.StringIO()
    assert run(["analyze", HAND + "1z", "--offered", "3m"], stdout=out) == 1
    assert "14 tiles" in out.getvalue()


def test_a_seat_without_an_offer_is_a_bad_argument(capsys):
    assert run(["analyze", HAND, "--from", "3"], stdout=io.StringIO()) == 2
    assert "--offered" in capsys.readouterr().err
