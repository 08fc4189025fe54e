"""``mjtrainer review``: each graded decision's reasons in the JSON and under each mistake in
the text (English, Chinese, Japanese), and ``--only`` (mistakes, a category) — issue 27 §3."""

from __future__ import annotations

import io
import json
import string
from pathlib import Path

import pytest

from mjtrainer.cli import run
from mjtrainer.cli.catalogue import catalogue
from mjtrainer.cli.review import print_review
from mjtrainer.cli.words import Words
from mjtrainer.decision.reason_words import SENTENCES as REASON_SENTENCES
from mjtrainer.decision.reasons import VALUE_REASONS, Reason
from mjtrainer.game import read_game
from mjtrainer.game.review import Category, GameReview, review_game
from tests.game import engine
from tests.game.handmade import riichi_log


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    path = tmp_path_factory.mktemp("reasons") / "engine.mjson"
    path.write_text(engine.mjai_text(1), encoding="utf-8")
    return path


def _json(path, *more: str) -> list[dict]:
    out = io.StringIO()
    assert run(["review", str(path), "--json", *more], stdout=out) == 0
    return [json.loads(x) for x in out.getvalue().splitlines()]


def _decisions(lines: list[dict]) -> list[dict]:
    return [x for x in lines if x["type"] == "decision"]


def test_every_graded_decision_carries_reasons_with_ids(game):
    decisions = _decisions(_json(game))
    graded = [d for d in decisions if d["grade"] is not None]
    assert graded and all(d["reasons"] for d in graded)
    ids = {r["id"] for d in graded for r in d["reasons"]}
    assert {"call", "riichi"} & ids and {"keeps-effective", "effective"} & ids
    # a discard's first reason is about the discard played, by its tile
    for d in graded:
        if d["kind"] == "discard":
            assert d["reasons"][0]["tile"] in range(34)


def test_the_riichi_declared_says_its_wait(tmp_path):
    path = tmp_path / "game.mjson"
    path.write_text(riichi_log(), encoding="utf-8")
    (riichi,) = [d for d in _decisions(_json(path)) if d["kind"] == "riichi"]
    (r,) = riichi["reasons"]
    # 123m 45m 456p 789s 11z after throwing 7z: two-sided on 3m-6m; the hand holds one 3m, no
    # 3m or 6m is in view (the others' hands are hidden): 3 + 4 left
    assert (r["id"], r["han"], r["waits"], r["shape"]) == ("riichi", 1, [2, 5], "ryanmen")
    assert r["left"] == 3 + 4


@pytest.mark.parametrize("only", ["mistakes", "push/fold", "call", "efficiency"])
def test_only_keeps_the_decisions_it_names_and_every_other_line(game, only):
    every = _json(game)
    kept = _json(game, "--only", only)
    assert [x for x in kept if x["type"] != "decision"] == [
        x for x in every if x["type"] != "decision"
    ]
    want = [
        d for d in _decisions(every)
        if (d["grade"] == "mistake" if only == "mistakes" else d["category"] == only)
    ]  # fmt: skip
    assert want and _decisions(kept) == want
    assert len(want) < len(_decisions(every))


@pytest.mark.parametrize(
    ("lang", "head", "word"),
    [("en", "why, turn ", " effective tiles"), ("zh_CN", "的理由：", "进张"),
     ("ja", "の理由：", "受け入れ")],
)  # fmt: skip
def test_the_text_prints_the_reasons_under_each_mistake(game, lang, head, word):
    out = io.StringIO()
    assert run(["review", str(game), "--lang", lang], stdout=out) == 0
    lines = out.getvalue().splitlines()
    heads = [i for i, x in enumerate(lines) if head in x]
    mistakes = [d for d in _decisions(_json(game)) if d["grade"] == "mistake"]
    assert len(heads) == len(mistakes)
    assert any(word in line for line in lines)
    for i in heads:
        assert lines[i + 1].lstrip().startswith("- ")


def test_only_in_the_text_shows_only_those_rows(game):
    out = io.StringIO()
    assert run(["review", str(game), "--only", "call"], stdout=out) == 0
    text = out.getvalue()
    assert "Call or pass on " in text and "Riichi or dama" not in text
    assert "turn  hand" not in text  # no discard table: no discard is a call decision


def test_an_unknown_filter_exits_2(game, capsys):
    assert run(["review", str(game), "--only", "luck"]) == 2
    assert "--only: invalid choice: 'luck'" in capsys.readouterr().err


# --- the summary's largest losses, each with its reasons (a real game) --------------------------

#: A Mahjong Soul game (tests/game/data/real/README.md).
REAL = Path(__file__).parents[1] / "game" / "data" / "real" / "kbkn3_2025_1_1_Jade_Room_South.json"


@pytest.fixture(scope="module")
def real_json() -> list[dict]:
    return _json(REAL)


def test_each_mistake_of_the_summary_has_the_reasons_of_its_decision_line(real_json):
    summary = real_json[-1]
    assert summary["type"] == "summary" and summary["mistakes"]
    lines = {}
    for d in _decisions(real_json):
        if d["kind"] == "discard":
            lines.setdefault((d["round"], d["turn"], d["played"]), []).append(d["reasons"])
    for m in summary["mistakes"]:
        assert m["reasons"], m
        assert m["reasons"] in lines[(m["round"], m["turn"], m["played"])]


LEADING = {Category.PUSH_FOLD: {"push-fold", "danger"}, Category.VALUE: set(VALUE_REASONS)}


@pytest.fixture(scope="module")
def real_review() -> GameReview:
    return review_game(read_game(REAL.read_bytes()), 0)


@pytest.mark.parametrize("lang", ["en", "zh_CN", "ja"])
def test_the_text_prints_a_reason_or_two_under_each_largest_loss(real_review, lang):
    out = io.StringIO()
    w = Words(lang)
    print_review(real_review, out, w)
    lines = out.getvalue().splitlines()
    start = lines.index(w("largest")) + 1
    block = []
    for line in lines[start:]:
        if not line.startswith("    "):
            break
        block.append(line)
    mistakes = real_review.summary.mistakes
    heads = [i for i, x in enumerate(block) if not x.lstrip().startswith("- ")]
    assert len(heads) == len(mistakes) > 0
    for i, m, end in zip(heads, mistakes, [*heads[1:], len(block)], strict=True):
        printed = block[i + 1 : end]
        assert len(printed) == min(2, len(m.reasons)) > 0
        worded = {r.id: w("reason-item", text=w.reason(r)) for r in reversed(m.reasons)}
        assert set(printed) <= {w("reason-item", text=w.reason(r)) for r in m.reasons}
        # those of its category lead (danger and the push-or-fold figures, what a win is
        # worth), else the review's first
        lead = LEADING.get(m.category, set()) & set(worded)
        assert printed[0] in ({worded[i] for i in lead} or {worded[m.reasons[0].id]})


# --- every reason worded in every language --------------------------------------------------------


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("lang", ["zh_CN", "ja"])
def test_every_reason_sentence_is_translated_with_its_placeholders(lang):
    translated = catalogue(lang)["Reasons"]
    for source in REASON_SENTENCES.values():
        assert source in translated, source
        assert _fields(translated[source]) == _fields(source), source


@pytest.mark.parametrize(
    ("lang", "tanyao", "pair", "red"),
    [("en", "(tanyao)", "pair of yakuhai", "red five"), ("zh_CN", "断幺九", "役牌对子", "赤宝牌"),
     ("ja", "タンヤオ", "役牌の対子", "赤ドラ")],
)  # fmt: skip
def test_the_value_reasons_in_each_language(lang, tanyao, pair, red):
    w = Words(lang)
    said = w.reason(Reason.of("keeps-tanyao", tile=2, best=17))
    assert tanyao in said and w.tile(17) in said and w.tile(2) in said
    said = w.reason(Reason.of("keeps-yakuhai", tile=33, best=2, held=2, han=1, left=2))
    assert pair in said and "2" in said
    assert red in w.reason(Reason.of("dora", tile=34, red=True, best=3))
