"""Table.from_view: the one builder of the defence model's input (the review's, the defence
quiz's and the trainer's tables)."""

from __future__ import annotations

from mjtrainer.core.tiles import parse_codes
from mjtrainer.defence import Pond, Table


def tiles_of(text: str) -> tuple[int, ...]:
    return tuple(parse_codes(text))


def test_each_pond_is_told_where_the_tiles_after_each_other_riichi_begin() -> None:
    # Seat 1 declares on its 2nd tile while seat 2 has 1 tile down and seat 3 none; seat 3
    # declares later on its 3rd tile, seat 1 then at 3 tiles and seat 2 at 2.
    ponds = (
        Pond(1, tiles_of("1z2z3z"), riichi=1),
        Pond(2, tiles_of("4z5z6z")),
        Pond(3, tiles_of("1m2m3m4m"), riichi=2),
    )
    declarations = ((1, (0, 2, 1, 0)), (3, (0, 3, 2, 3)))
    table = Table.from_view(0, tiles_of("456m"), ponds, declarations)
    by_seat = {p.seat: p.after for p in table.ponds}
    assert by_seat == {1: ((3, 3),), 2: ((1, 1), (3, 2)), 3: ((1, 0),)}
    # what the danger reads: seat 2's tiles after seat 1's declaration, seat 1's after its own
    assert table.pond_of(2).after_riichi_of(1) == tiles_of("5z6z")
    assert table.pond_of(3).after_riichi_of(1) == tiles_of("1m2m3m4m")
    assert table.pond_of(1).after_riichi_of(1) == tiles_of("3z")
    assert table.riichi_seats == (1, 3)


def test_a_pond_given_its_own_after_gets_the_declarations_instead() -> None:
    stale = Pond(2, tiles_of("4z5z"), after=((1, 0),))
    table = Table.from_view(0, (), (Pond(1, tiles_of("1z"), riichi=0), stale), ())
    assert table.pond_of(2).after == ()  # no declaration given: nothing taken for genbutsu
