"""The defence quiz: positions from simulated deals, the answer exactly the lowest deal-in
chances, each level teaching what it says, and the JSON of DESIGN.md "Defence"."""

from __future__ import annotations

import random

import pytest

from mjtrainer.core import Hand, Rules, shanten, waits
from mjtrainer.defence import Category, Pond, Table, assess, tiles_of
from mjtrainer.quiz import (
    AnswerRecord,
    DefenceQuestion,
    QuizError,
    generate,
    grade,
    make_question,
    question_from_dict,
    time_up,
)
from mjtrainer.quiz.defence_deal import positions
from mjtrainer.quiz.kinds.defence import MIN_GAP, MIN_STEP_GAP, lowest, teaches

RIICHI = Rules.preset("riichi")
LEVELS = (1, 2, 3, 4)
FAST_SEEDS = range(12)  # x 4 levels: about fifty questions in the default run


def _check(q: DefenceQuestion) -> None:
    """Everything a defence question promises."""
    table = q.table
    dangers = assess(table)
    assert q.dangers == dangers
    assert {d.tile for d in dangers} == {t for t in range(34) if q.hand.counts[t]}
    low = min(d.chance for d in dangers)
    # the answer is exactly the tiles of lowest chance
    assert q.answer == tuple(sorted(d.tile for d in dangers if abs(d.chance - low) < 1e-9))
    assert q.hand.size == 14 and q.hand.is_concealed
    # it teaches: the most tempting other is clearly more dangerous
    runner = next(d for d in dangers if d.tile not in q.answer)
    gap = runner.chance - low
    assert gap >= MIN_STEP_GAP - 1e-12
    if gap < MIN_GAP - 1e-12:
        rank = list(Category)
        best = [d for d in dangers if d.tile in q.answer]
        assert all(rank.index(d.category) < rank.index(runner.category) for d in best)
    # the riichi hands are real: closed, ready, and no right answer deals in
    assert len(q.riichi_hands) == len(table.riichi_seats) == (2 if q.level == 4 else 1)
    for r in q.riichi_hands:
        assert r.hand.size == 13 and shanten(r.hand, RIICHI) == 0
        assert r.waits == tuple(w.tile for w in waits(r.hand, RIICHI)) and r.waits
        assert not set(r.waits) & set(q.answer)
        assert table.pond_of(r.seat).riichi is not None
    # no genbutsu deals in: a tile passed after the riichi is never a wait, and a wait in
    # the riichi player's own pond leaves it furiten (no win on a discard)
    for d in dangers:
        for a in d.against:
            if a.category is Category.GENBUTSU:
                hand = next(r for r in q.riichi_hands if r.seat == a.seat)
                own = table.pond_of(a.seat).tiles
                assert d.tile not in hand.waits or (not a.passed and d.tile in own)
    # the level's meaning
    top = [d for d in dangers if d.tile in q.answer]
    held_genbutsu = any(a.category is Category.GENBUTSU for d in dangers for a in d.against)
    match q.level:
        case 1:
            assert all(d.category is Category.GENBUTSU for d in top)
        case 2:
            assert not held_genbutsu
            assert all(d.category is Category.SUJI and d.against[0].kabe is None for d in top)
        case 3:
            assert not held_genbutsu
            assert all(d.category is Category.HONOUR or d.against[0].kabe is not None for d in top)
        case 4:
            assert len(table.riichi_seats) == 2


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", FAST_SEEDS)
def test_every_level_asks_the_lowest_chance_and_teaches(level, seed):
    _check(generate("defence", level, seed))


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_thousands_of_seeds(level):
    """Minutes long: deselected by pyproject unless run with ``python -m pytest -m slow``."""
    for seed in range(1000):
        _check(generate("defence", level, seed))


def test_the_same_seed_gives_the_same_question():
    for level in LEVELS:
        a, b = generate("defence", level, 7), generate("defence", level, 7)
        assert a.to_dict() == b.to_dict()
    assert generate("defence", 1, 1).to_dict() != generate("defence", 1, 2).to_dict()


def test_the_json_line():
    q = generate("defence", 4, 3)
    line = q.to_dict()
    assert {"kind", "level", "seed", "rules", "hand", "opponents", "answer", "discards"} <= set(
        line
    )
    assert line["kind"] == "defence" and line["rules"] == "riichi"
    assert Hand.parse(line["hand"]) == q.hand
    assert len(line["opponents"]) == 3
    for o in line["opponents"]:
        assert set(o) >= {"seat", "pond", "riichi", "melds"}
        pond = q.table.pond_of(o["seat"])
        assert tiles_of(o["pond"]) == pond.tiles and o["riichi"] == pond.riichi
    riichi = [o for o in line["opponents"] if o["riichi"] is not None]
    assert len(riichi) == 2
    assert set(line["riichi_hands"]) == {str(o["seat"]) for o in riichi}
    for text in line["riichi_hands"].values():
        assert shanten(Hand.parse(text), RIICHI) == 0
    assert [d["discard"] for d in line["discards"]][: len(line["answer"])] == line["answer"]
    for d in line["discards"]:
        assert set(d["danger"]) == {"chance", "against"}
        assert [a["seat"] for a in d["danger"]["against"]] == sorted(
            int(s) for s in line["riichi_hands"]
        )


def test_a_json_line_and_a_stored_question_come_back():
    q = generate("defence", 2, 11)
    assert question_from_dict(q.to_dict()).to_dict() == q.to_dict()
    assert make_question("defence", 2, q.hand, "riichi", 11).to_dict() == q.to_dict()
    with pytest.raises(QuizError, match="cannot be rebuilt"):
        make_question("defence", 2, Hand.parse("123456789m12345p"), "riichi", 11)


def test_grading_one_tile():
    q = generate("defence", 1, 4)
    right = grade(q, q.answer[:1])
    assert right.correct and right.right == q.answer[:1] and right.gap == 0
    wrong_tile = next(d.tile for d in q.dangers if d.tile not in q.answer)
    wrong = grade(q, (wrong_tile,))
    assert not wrong.correct and wrong.extra == (wrong_tile,) and wrong.missed == q.answer
    assert wrong.gap is not None and wrong.gap >= MIN_STEP_GAP - 1e-12
    late = time_up(q)
    assert not late.correct and late.given == () and late.missed == q.answer
    for bad in ((), (q.answer[0], wrong_tile)):
        with pytest.raises(QuizError):
            grade(q, bad)
    absent = next(t for t in range(34) if not q.hand.counts[t])
    with pytest.raises(QuizError, match="not in the hand"):
        grade(q, (absent,))


def test_an_answer_is_stored_and_read_back():
    q = generate("defence", 3, 2)
    for tile in (q.answer[0], q.dangers[-1].tile):
        g = grade(q, (tile,))
        record = AnswerRecord.of(q, g, 500, 1.0)
        assert record.kind == "defence" and record.correct == g.correct
        assert grade(q, record.answer()).correct == g.correct


def test_simulated_deals_are_real_deals():
    rng = random.Random(5)
    for _ in range(20):
        for p in positions(rng, 1):
            counts = [0] * 34
            for t in p.hand:
                counts[t] += 1
            for pond in p.ponds:
                for t in pond:
                    counts[t] += 1
            assert max(counts) <= 4 and len(p.hand) == 14
            assert sum(r is not None for r in p.riichi) == 1
            assert p.riichi[p.seat] is None
            r = next(s for s in range(4) if p.riichi[s] is not None)
            # every tile passed after the riichi is a tile the riichi hand cannot win on
            waits_r = {w.tile for w in waits(p.riichi_hands[r], RIICHI)}
            for s in range(4):
                for t in p.table().pond_of(s).after_riichi_of(r):
                    assert t not in waits_r


def test_a_seed_plays_the_same_deal_and_the_wall_adds_up():
    seen = 0
    for riichis in (1, 2):
        for seed in range(8):
            first = list(positions(random.Random(seed), riichis))
            assert first == list(positions(random.Random(seed), riichis))
            seen += len(first)
            for p in first:
                # 70 live tiles at the deal: every draw so far is in a pond but the one just made
                assert sum(len(pond) for pond in p.ponds) == 70 - p.wall - 1
                assert sum(r is not None for r in p.riichi) == riichis
                for s, place in enumerate(p.riichi):
                    if place is not None:
                        assert p.riichi_hands[s].size == 13 and place < len(p.ponds[s])
                        assert all(r != s for r, _ in p.after[s])
                    for r, at in p.after[s]:
                        assert p.riichi[r] is not None and at <= len(p.ponds[s])
    assert seen > 20


def test_lowest_and_teaches_on_a_handmade_table():
    # seat 2 in riichi with 4m and East in its pond; the hand holds 1m (suji), 4m (genbutsu)
    table = Table(0, (0, 3, 4), (Pond(2, (3, 27), riichi=1),))
    dangers = assess(table)
    assert lowest(dangers) == (3,)
    assert teaches(dangers, (3,))
    # 4m 5m 6m in the pond: 1m, 9m (1.8 %) and 2m (3.6 %) all suji, 1.8 points apart
    close = assess(Table(0, (0, 8, 1), (Pond(2, (3, 4, 5), riichi=2),)))
    assert lowest(close) == (0, 8) and not teaches(close, (0, 8))
