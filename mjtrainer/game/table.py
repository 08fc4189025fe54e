"""The table a reader plays a round on: every event is checked against the hands the table engine
(:mod:`.engine`) simulates, and the round comes out as a :class:`~.record.Round` only when all
of it made sense.

All three readers feed the same :class:`RoundBuilder`, so a fault (a discard of a tile not held,
a call of a tile nobody just discarded, a fifth copy, a draw out of turn, a round cut off) is
refused the same way whatever the format, with the round and the event it happened at.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Rules
from . import engine
from .engine import Expect, TableState, deal, end_in_draw, play_round, round_name, step
from .errors import GameError
from .record import (
    Chi,
    ConcealedKong,
    DrawEnd,
    DrawKind,
    Event,
    OpenKong,
    Pon,
    Round,
    Win,
    sorted_tiles,
)

__all__ = ["RoundBuilder", "check_sequence", "round_name"]


class RoundBuilder:
    """Builds one round from its events: a fold of the table engine's
    :func:`~.engine.step`, which simulates every hand and refuses anything impossible, keeping
    the events played and the round's start for :meth:`finish`.

    ``state`` is the engine's table; ``turn`` and ``expecting`` (``"draw"`` or ``"discard"``)
    tell whose move comes next; ``last_discard`` is the ``(seat, tile)`` that may still be
    called or won on.
    """

    def __init__(
        self,
        rules: Rules,
        *,
        wind: int,
        number: int,
        honba: int,
        riichi_sticks: int,
        dealer: int,
        scores: tuple[int, ...],
        hands: list[list[int]],
        dora_indicator: int,
    ) -> None:
        self.rules = rules
        self.name = round_name(wind, number)
        if honba < 0:
            raise GameError("negative-count", field="honba", value=honba, round=self.name)
        self._start = (wind, number, honba, riichi_sticks, dealer, scores)
        self.events: list[Event] = []
        self.state: TableState = deal(
            rules,
            wind=wind,
            number=number,
            dealer=dealer,
            scores=scores,
            hands=hands,
            dora_indicator=dora_indicator,
            riichi_sticks=riichi_sticks,
        )
        self._hands = self.state.hands
        self._dora = dora_indicator

    @property
    def turn(self) -> int:
        """The seat to move."""
        return self.state.to_move

    @property
    def expecting(self) -> Expect:
        """What the seat to move does next: draw or discard."""
        return self.state.expecting

    @property
    def last_discard(self) -> tuple[int, int] | None:
        """The ``(seat, tile)`` just discarded, while it may still be called or won on."""
        return self.state.last_discard

    @property
    def drawn(self) -> int | None:
        """The tile the seat to move just drew (None after a call)."""
        return self.state.drawn

    @property
    def pons(self) -> list[dict[int, tuple[int, ...]]]:
        """Each seat's pons (not yet kongs): kind → the pon's tiles."""
        return [self.state.pons(seat) for seat in self.state.rules.seat_order()]

    def fail(self, code: str, **params: Any) -> GameError:
        """A :class:`GameError` placed at this round and the next event."""
        return self.state.fail(code, **params)

    def apply(self, event: Event) -> None:
        """Play one event on the table, or raise a :class:`GameError` saying why it cannot be."""
        self.state = step(self.state, event)
        self.events.append(_in_order(event))

    # --- ends ---------------------------------------------------------------------------------

    def win(
        self,
        winner: int,
        from_seat: int,
        deltas: tuple[int, ...],
        *,
        han: int | None = None,
        fu: int | None = None,
        points: int | None = None,
        yaku: tuple[tuple[str, int], ...] | None = None,
        ura_dora_indicators: tuple[int, ...] = (),
        win_tile: int | None = None,
        hand: tuple[int, ...] | None = None,
        liable: int | None = None,
    ) -> Win:
        """End the round (or add to its ends, for a double ron) with a win
        (:func:`~.engine.win`); ``win_tile`` and ``hand``, where the log gives them, must agree
        with the play; ``liable`` the seat the log names liable (pao)."""
        self.state = engine.win(
            self.state, winner, from_seat, deltas, han=han, fu=fu, points=points, yaku=yaku,
            ura_dora_indicators=ura_dora_indicators, win_tile=win_tile, hand=hand, liable=liable,
        )  # fmt: skip
        done = self.state.ends[-1]
        assert isinstance(done, Win)
        return done

    def draw_end(
        self, kind: DrawKind, deltas: tuple[int, ...], tenpai: tuple[int, ...] | None
    ) -> DrawEnd:
        """End the round in a draw (:func:`~.engine.end_in_draw`)."""
        self.state = end_in_draw(self.state, kind, deltas, tenpai)
        done = self.state.ends[-1]
        assert isinstance(done, DrawEnd)
        return done

    def finish(self) -> Round:
        """The round, once it has ended."""
        if not self.state.ends:
            raise self.fail("truncated")
        wind, number, honba, sticks, dealer, scores = self._start
        return Round(
            wind,
            number,
            honba,
            sticks,
            dealer,
            scores,
            self._hands,
            self._dora,
            tuple(self.events),
            self.state.ends,
        )


def _in_order(event: Event) -> Event:
    """The event with a meld's tiles from hand in hand order (a plain five before the red
    one), so the same call reads the same from every format."""
    match event:
        case Chi(seat, source, tile, (a, b)):
            x, y = sorted_tiles((a, b))
            return Chi(seat, source, tile, (x, y))
        case Pon(seat, source, tile, (a, b)):
            x, y = sorted_tiles((a, b))
            return Pon(seat, source, tile, (x, y))
        case OpenKong(seat, source, tile, (a, b, c)):
            x, y, z = sorted_tiles((a, b, c))
            return OpenKong(seat, source, tile, (x, y, z))
        case ConcealedKong(seat, (a, b, c, d)):
            w, x, y, z = sorted_tiles((a, b, c, d))
            return ConcealedKong(seat, (w, x, y, z))
    return event


def check_sequence(rules: Rules, rounds: Sequence[Round]) -> None:
    """Refuse a game whose rounds do not follow one from another: each starts with the scores
    the one before ended with (its deposits and payments made) and the riichi sticks it left
    (none after a win), and comes after it in the game (the same round again, a dealer's
    repeat, with one more honba). :class:`GameError` naming the round."""
    for before, after in zip(rounds, rounds[1:], strict=False):
        end = play_round(rules, before)[-1]
        expected = tuple(
            end.scores[s] + sum(e.deltas[s] for e in before.ends) for s in rules.seat_order()
        )
        if (after.wind, after.number) < (before.wind, before.number) or (
            (after.wind, after.number) == (before.wind, before.number)
            and after.honba != before.honba + 1
        ):
            raise GameError("round-order", round=after.name, previous=before.name)
        if after.scores != expected:
            raise GameError(
                "scores-not-carried",
                round=after.name,
                scores=" ".join(map(str, after.scores)),
                expected=" ".join(map(str, expected)),
            )
        won = any(isinstance(e, Win) for e in before.ends)
        left = 0 if won else end.riichi_sticks
        if after.riichi_sticks != left:
            raise GameError(
                "sticks-not-carried", round=after.name, sticks=after.riichi_sticks, expected=left
            )
