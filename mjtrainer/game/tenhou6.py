"""tenhou.net/6 JSON: the format of Tenhou's viewer, mjai-reviewer, NAGA and the Mahjong Soul
exporters — recognised, read and written (:data:`FORMAT`).

A file is one object with ``"log"``, one such object a line (each round saved from the viewer),
or a text holding a ``tenhou.net/6/#json=`` (or ``/5/``) viewer link.

A round is ``[[kyoku, honba, sticks], scores, doras, uras, hand0, takes0, discards0, …, result]``.
Tiles are Tenhou numbers (11–19 m, 21–29 p, 31–39 s, 41–47 honours, 51–53 red fives; 60 in a
discard list is the tile just drawn, 0 the place of the discard an open kong skips). Calls are
strings whose letter says what (c chi, p pon, m open kong in the takes; k added kong, a concealed
kong, r riichi in the discards) and, by its position, from whom (0 the left seat, 2 across,
4 or 6 the right seat). The turn order is not stored: a call takes the tile just discarded,
otherwise the next seat draws. A kong's new dora indicator is placed after its replacement draw,
a concealed kong's at once (as Tenhou shows them, and as riichienv's mjai logs have them).

A three-player game keeps the four seats' layout (Tenhou's, and the Mahjong Soul converters'
such as tensoul): the fourth seat's lists empty, its score and deltas 0, its name ``""``; the
rule text has ``三`` (Tenhou) or starts with ``3`` (the converters), ``ratingc`` is ``PF3``; a
kita is ``f44`` in the discards; calls name their source by four seats' places.
"""

from __future__ import annotations

import json
import re
import urllib.parse
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ..core import Rules
from ..core.kinds import NUM_KINDS, kind_of
from .errors import Detail, GameError, json_detail, said
from .limits import Budget, cut_name, lines, loads, number_text, whole
from .record import (
    TENHOU_RULES,
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
    Event,
    Game,
    Kita,
    LogFormat,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    SourceFormat,
    Win,
    log_rules,
    named_rules,
    three_player,
)
from .table import RoundBuilder, round_name

# --- tiles ------------------------------------------------------------------------------------

_RED_NUMBERS = {51: 34, 52: 35, 53: 36}


def code_of(number: Any) -> int:
    """Our tile code of a Tenhou tile number; :class:`GameError` for anything else."""
    if isinstance(number, int) and not isinstance(number, bool):
        if number in _RED_NUMBERS:
            return _RED_NUMBERS[number]
        suit, digit = divmod(number, 10)
        if 1 <= suit <= 3 and 1 <= digit <= 9:
            return (suit - 1) * 9 + digit - 1
        if suit == 4 and 1 <= digit <= 7:
            return 27 + digit - 1
    raise GameError("unknown-tile", text=repr(number)[:20])


def number_of(code: int) -> int:
    """The Tenhou tile number of a tile code."""
    if code >= NUM_KINDS:
        return 51 + code - NUM_KINDS
    if code >= 27:
        return 41 + code - 27
    return (code // 9 + 1) * 10 + code % 9 + 1


# --- rules ------------------------------------------------------------------------------------

_ROOMS = "般上特鳳技若銀琥孔"


#: What a three-player log's ``ratingc`` is (Tenhou's, and the converters' ``"PF" + players``).
THREE_PLAYER_RATING = "PF3"


def rules_of(rule: Any, ratingc: Any = None) -> Rules:
    """The rules of a log's ``rule`` object: ``disp`` (喰 open tanyao, 赤 red fives, 東 east
    only, 三 or a leading 3 three players) and ``aka``; a ``disp`` that is not a Tenhou lobby
    name (a Mahjong Soul export's "玉の間四人南") leaves open tanyao and red fives to ``aka``
    and the defaults. ``ratingc`` ``PF3`` says three players too."""
    three = ratingc == THREE_PLAYER_RATING
    if not isinstance(rule, dict):
        return three_player(TENHOU_RULES) if three else TENHOU_RULES
    disp = rule.get("disp", "")
    disp = disp if isinstance(disp, str) else ""
    if "三" in disp or disp.startswith("3"):
        three, disp = True, disp.lstrip("三3")
    tenhou_room = bool(disp) and disp[0] in _ROOMS
    aka = any(bool(rule.get(k)) for k in ("aka", "aka51", "aka52", "aka53"))
    red = "赤" in disp or aka or (not tenhou_room and "aka" not in rule)
    rules = log_rules(
        rule.get("name"),
        red_fives=3 if red else 0,
        open_tanyao="喰" in disp if tenhou_room else True,
        double_yakuman=bool(rule.get("double_yakuman", False)),
        kiriage=bool(rule.get("kiriage", False)),
        east_only="東" in disp,
    )
    return three_player(rules) if three else rules


def _rule_of(rules: Rules) -> dict[str, Any]:
    disp = ("三" if rules.three_player else "") + "般" + ("東" if rules.east_only else "南")
    disp += ("喰" if rules.open_tanyao else "") + ("赤" if rules.red_fives else "")
    out: dict[str, Any] = {"disp": disp, "aka": 1 if rules.red_fives else 0}
    out.update(named_rules(rules))
    if rules.double_yakuman:
        out["double_yakuman"] = True
    if rules.kiriage:
        out["kiriage"] = True
    return out


# --- results ----------------------------------------------------------------------------------

_DRAWS = {
    "流局": DrawKind.EXHAUSTIVE,
    "全員聴牌": DrawKind.EXHAUSTIVE,
    "全員不聴": DrawKind.EXHAUSTIVE,
    "流し満貫": DrawKind.NAGASHI_MANGAN,
    "九種九牌": DrawKind.NINE_TERMINALS,
    "四家立直": DrawKind.FOUR_RIICHI,
    "四槓散了": DrawKind.FOUR_KONGS,
    "四風連打": DrawKind.FOUR_WINDS,
    "三家和了": DrawKind.TRIPLE_RON,
}
_LIMITS = {"満貫": 5, "跳満": 6, "倍満": 8, "三倍満": 11, "役満": 13, "数え役満": 13}
_POINTS = re.compile(
    r"^(?:(\d+)符(\d+)飜|(満貫|跳満|倍満|三倍満|数え役満|役満))?(\d+)(?:-(\d+))?点(∀)?$"
)
#: The format's own layout, whoever plays: four seats' lists (a three-player game leaves the
#: fourth empty) and four rounds numbered to a wind (``kyoku`` = wind × 4 + number − 1).
LOG_SEATS = PER_WIND = 4
_YAKU = re.compile(r"^(.+)\((\d+)飜\)$|^(.+)\(役満\)$")


def _deltas(value: Any, where: str, rules: Rules) -> tuple[int, ...]:
    """A number a seat (scores, deltas): four, or three where three play (the fourth seat's
    0, as the converters pad it, left out)."""
    if (
        not isinstance(value, list)
        or len(value) not in (rules.seats, LOG_SEATS)
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        or any(value[rules.seats :])
    ):
        raise GameError("bad-deltas", deltas=repr(value)[:40], where=where)
    return tuple(whole(v, where) for v in value[: rules.seats])


def _points(text: str, dealer: bool, seats: int) -> tuple[int | None, int | None, int | None]:
    """``(han, fu, points)`` of a point string (``"30符1飜1000点"``, ``"満貫2000-4000点"``,
    ``"30符2飜1000点∀"``); points is the hand's whole value (a self-draw's payments by the
    ``seats`` − 1 others: two where three play, the tsumo loss)."""
    if text == "":
        return None, None, None
    m = _POINTS.match(text)
    if not m:
        raise GameError(
            "bad-field", field="points", value=repr(text), expected=said(Detail.POINTS_LIKE)
        )
    fu, han, limit, a, b, each = m.groups()
    first = number_text(a, "points")
    if b is not None:  # a non-dealer's self-draw: "each non-dealer pays-the dealer pays"
        total = (seats - 2) * first + number_text(b, "points")
    elif each:
        total = (seats - 1) * first
    else:
        total = first
    h = number_text(han, "han") if han else None
    return h, (number_text(fu, "fu") if fu else None), total


def _points_text(win: Win, dealer: bool, seats: int) -> str:
    if win.points is None:
        return ""
    if win.fu is not None and win.han is not None:
        head = f"{win.fu}符{win.han}飜"
    elif win.han is not None:
        head = next(
            (n for n, h in reversed(_LIMITS.items()) if n != "数え役満" and win.han >= h), ""
        )
        head = head or "満貫"
    else:
        head = "満貫"
    if not win.self_drawn:
        return f"{head}{win.points}点"
    if dealer:
        return f"{head}{win.points // (seats - 1)}点∀"
    # The hand's value is the dealer's 2 × base and the other non-dealers' base each, each
    # rounded up to 100: ``seats`` bases in all.
    other = -(-win.points // (100 * seats)) * 100
    return f"{head}{other}-{win.points - (seats - 2) * other}点"


def _yaku(items: list[Any]) -> tuple[tuple[str, int], ...]:
    out = []
    for item in items:
        m = _YAKU.match(item) if isinstance(item, str) else None
        if not m:
            raise GameError(
                "bad-field", field="yaku", value=repr(item), expected=said(Detail.YAKU_LIKE)
            )
        if m.group(1):
            out.append((m.group(1), number_text(m.group(2), "yaku")))
        else:
            out.append((m.group(3), 13))
    return tuple(out)


def _yaku_text(yaku: tuple[tuple[str, int], ...] | None) -> list[str]:
    return [f"{n}(役満)" if h >= 13 else f"{n}({h}飜)" for n, h in yaku or ()]


# --- reading ----------------------------------------------------------------------------------

_CALL = re.compile(r"^(\d\d)*([cpmkarf])(\d\d)+$")


def _call_tiles(text: str) -> tuple[str, int, list[int]]:
    """The letter, its position and the tile numbers of a call string, the tile after the
    letter (the called one, the added one) first."""
    m = _CALL.match(text)
    if not m or len(text) % 2 == 0:
        raise GameError(
            "bad-field", field="call", value=repr(text), expected=said(Detail.TENHOU_CALL)
        )
    pos = text.index(m.group(2))
    digits = text[pos + 1 : pos + 3] + text[:pos] + text[pos + 3 :]  # the letter's tile first
    return m.group(2), pos, [int(digits[i : i + 2]) for i in range(0, len(digits), 2)]


def _from_seat(seat: int, pos: int, rules: Rules) -> int:
    """The seat a call came from: the letter first = the left seat, later = across, last = right,
    counted by four seats' places whoever plays (three players: the left seat of seat 0 is
    seat 2, "across" by four seats, as Tenhou and tensoul write it)."""
    rel = {0: 3, 2: 2, 4: 1, 6: 1}.get(pos)
    if rel is None:
        raise GameError("bad-field", field="call", value=pos, expected=said(Detail.CALL_LETTER))
    source = (seat + rel) % LOG_SEATS
    if source >= rules.seats:
        raise GameError("bad-field", field="call", value=pos, expected=said(Detail.PLAYING_SEAT))
    return source


def read_tenhou6(data: Any) -> Game:
    """A game from a parsed tenhou.net/6 object (a dict with ``"log"``)."""
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise GameError("missing-field", field="log", where=said(Detail.TENHOU6_LOG))
    rules = rules_of(data.get("rule"), data.get("ratingc"))
    if not data["log"]:
        raise GameError("no-rounds")
    if _fourth_seat_empty(data["log"][0]):
        rules = three_player(rules)  # the converters' layout, whatever the rule text says
    names = data.get("name", ["", "", "", ""])
    if (
        not isinstance(names, list)
        or len(names) not in (rules.seats, LOG_SEATS)
        or not all(isinstance(n, str) for n in names)
        or any(names[rules.seats :])
    ):
        raise GameError(
            "bad-field",
            field="name",
            value=repr(names)[:40],
            expected=said(Detail.N_NAMES, n=rules.seats),
        )
    budget = Budget()
    for _ in data["log"]:  # every round counted before any is read
        budget.round()
    rounds = []
    for n, raw in enumerate(data["log"], 1):
        rounds.append(_read_round(rules, raw, n))
    players = tuple(cut_name(name) for name in names[: rules.seats])
    return Game(players, rules, tuple(rounds), SourceFormat.TENHOU6, _ref(data.get("ref")))


#: A log id as Tenhou writes it (``2019050417gm-0029-0000-4f2a8622``); anything else in
#: ``"ref"`` is not taken as the game's id (it is not needed to read the game).
_REF = re.compile(r"[0-9A-Za-z][0-9A-Za-z._-]{0,79}")


def _ref(value: Any) -> str | None:
    """The log's own id from its ``"ref"``, or None when it has none that reads as one."""
    return value if isinstance(value, str) and _REF.fullmatch(value) else None


#: Where the fourth seat's starting hand is in a round's list.
_FOURTH_HAND = 4 + 3 * (LOG_SEATS - 1)


def _fourth_seat_empty(raw: Any) -> bool:
    """Whether a round's fourth seat starts with no tile (a three-player game's layout)."""
    return isinstance(raw, list) and len(raw) == 17 and raw[_FOURTH_HAND] == []


def read_tenhou6_lines(objects: Iterable[tuple[int, Any]]) -> Game:
    """A game from several tenhou.net/6 objects, one a line (``(line number, object)``, read
    one at a time): what saving each round from Tenhou's viewer gives (mjx keeps its Tenhou
    games so). They must be of one game: the same names and rules; the rounds follow each other
    in the order of the lines."""
    games: list[Game] = []
    budget = Budget()
    for n, obj in objects:
        try:
            log = obj.get("log") if isinstance(obj, dict) else None
            for _ in log if isinstance(log, list) else ():  # counted before they are read
                budget.round()
            game = read_tenhou6(obj)
        except GameError as e:
            raise e.at(line=n) from None
        if games and (game.players != games[0].players or game.rules != games[0].rules):
            raise GameError(
                "bad-field",
                field="name",
                value=repr(game.players)[:40],
                expected=said(Detail.FIRST_LINE, line=n),
            )
        games.append(game)
    if not games:
        raise GameError("no-rounds")
    head = games[0]
    rounds = tuple(r for g in games for r in g.rounds)
    # The rounds saved one a line carry their game's id each: kept when they all agree.
    ref = head.ref if all(g.ref == head.ref for g in games) else None
    return Game(head.players, head.rules, rounds, SourceFormat.TENHOU6, ref)


def _int(value: Any, field: str) -> int:
    return whole(value, field)


def _read_round(rules: Rules, raw: Any, index: int) -> Round:
    """Round ``index`` (1-based) of the log: a fault before its own name is known (the head
    ``[kyoku, honba, sticks]``) is placed as ``#index``."""
    try:
        if not isinstance(raw, list) or len(raw) != 17:
            size = len(raw) if isinstance(raw, list) else type(raw).__name__
            raise GameError(
                "bad-field", field="round", value=size, expected=said(Detail.ENTRIES, n=17)
            )
        head = raw[0]
        if not isinstance(head, list) or len(head) != 3:
            raise GameError(
                "bad-field", field="round", value=repr(head)[:20], expected=said(Detail.ROUND_HEAD)
            )
        kyoku, honba, sticks = (_int(v, "round") for v in head)
        if not 0 <= kyoku < 16:
            raise GameError("bad-field", field="kyoku", value=kyoku, expected="0–15")
    except GameError as e:
        raise e.at(round=f"#{index}") from None
    name = round_name(kyoku // PER_WIND, kyoku % PER_WIND + 1)
    try:
        budget = Budget()
        takes_and_discards = (raw[i] for i in range(4, 16) if (i - 4) % 3)
        budget.event(sum(len(x) for x in takes_and_discards if isinstance(x, list)))
        return _round_by_readings(rules, raw, kyoku, honba, sticks)
    except GameError as e:
        raise e.at(round=name) from None


#: How many readings of one round the reader tries before it gives up on an ambiguous call.
MAX_READINGS = 256


def _round_by_readings(rules: Rules, raw: list[Any], kyoku: int, honba: int, sticks: int) -> Round:
    """Read one round; when the first reading (every call taken at the first discard it fits)
    fails, try the others in turn.

    The format keeps each seat's takes and discards apart, so a call string says what was
    called but not which discard: a seat that let the first 7m by its right neighbour pass and
    pons the second reads wrong the first way. Every reading is a choice, at each discard a
    waiting call fits, to take it there or to let it pass; they are tried depth first, taking
    before passing, so a log the first reading fits reads exactly as before. When none fits
    the error is the first reading's (it names where the log first stops making sense).
    """
    forced: list[bool] = []
    first: GameError | None = None
    for _ in range(MAX_READINGS):
        choices: list[bool] = []
        try:
            return _read_once(rules, raw, kyoku, honba, sticks, forced, choices)
        except GameError as e:
            if first is None:
                first = e
        while choices and not choices[-1]:
            choices.pop()
        if not choices:
            break
        forced = [*choices[:-1], False]
    assert first is not None
    raise first


def _read_once(
    rules: Rules,
    raw: list[Any],
    kyoku: int,
    honba: int,
    sticks: int,
    forced: list[bool],
    choices: list[bool],
) -> Round:
    """One reading of a round: at the n-th discard a waiting call fits, call it unless
    ``forced[n]`` is False; each choice made is appended to ``choices``."""
    scores = _deltas(raw[1], "scores", rules)
    doras, uras = raw[2], raw[3]
    if not isinstance(doras, list) or not doras or not isinstance(uras, list):
        raise GameError(
            "bad-field", field="dora", value=repr(doras)[:20], expected=said(Detail.INDICATORS)
        )
    lists = []
    for i in range(4, 16):
        if not isinstance(raw[i], list):
            raise GameError(
                "bad-field", field="round", value=repr(raw[i])[:20], expected=said(Detail.A_LIST)
            )
        lists.append(raw[i])
    b = RoundBuilder(
        rules,
        wind=kyoku // PER_WIND,
        number=kyoku % PER_WIND + 1,
        honba=honba,
        riichi_sticks=sticks,
        dealer=kyoku % PER_WIND,
        scores=scores,
        hands=[[code_of(t) for t in lists[3 * s]] for s in rules.seat_order()],
        dora_indicator=code_of(doras[0]),
    )
    for s in range(rules.seats, LOG_SEATS):  # a seat that does not play has nothing
        if any(lists[3 * s : 3 * s + 3]):
            raise b.fail("hand-size", seat=s, count=len(lists[3 * s]))
    reading = _Reading(b, lists, [code_of(t) for t in doras[1:]], forced, choices)
    while reading.step():
        pass
    reading.check_all_played(len(doras))
    _read_result(b, raw[16], [code_of(t) for t in uras])
    return b.finish()


class _Reading:
    """One reading's place in a round's lists: each seat's next take (``ti``) and next discard
    (``di``), the kong indicators still to turn up (``new_doras``) and how many kongs wait for
    their replacement draw to show theirs (``pending_dora``). :meth:`step` plays the next event
    (the table's :attr:`~.table.RoundBuilder.expecting` says which list it comes from)."""

    def __init__(
        self,
        b: RoundBuilder,
        lists: list[list[Any]],
        new_doras: list[int],
        forced: list[bool],
        choices: list[bool],
    ) -> None:
        self.b = b
        self.takes = [lists[3 * s + 1] for s in range(LOG_SEATS)]
        self.discards = [lists[3 * s + 2] for s in range(LOG_SEATS)]
        self.ti, self.di = [0] * LOG_SEATS, [0] * LOG_SEATS
        self.new_doras = new_doras
        self.pending_dora = 0
        self.forced, self.choices = forced, choices

    def play(self, event: Event) -> None:
        """Play one event on the table, a fault placed at it."""
        try:
            self.b.apply(event)
        except GameError as e:
            raise e.at(round=self.b.name, event=len(self.b.events) + 1) from None

    def turn_up_dora(self) -> None:
        """Play the next kong indicator, if the log has one left."""
        if self.new_doras:
            self.play(NewDora(self.new_doras.pop(0)))

    def step(self) -> bool:
        """Play the next event of the round; False when the seat to move has none left."""
        if self.b.expecting == "draw":
            return self._draw_turn()
        return self._discard_turn()

    def _draw_turn(self) -> bool:
        """A call of the tile just discarded, else the next seat's draw."""
        b = self.b
        if b.last_discard is not None and _call(self, b.last_discard):
            if b.expecting == "draw":  # an open kong: no discard before the replacement
                self._skip_kong_gap(b.turn)
            return True
        seat = b.turn
        if self.ti[seat] >= len(self.takes[seat]):
            return False
        take = self.takes[seat][self.ti[seat]]
        self.ti[seat] += 1
        if isinstance(take, str):
            raise b.fail(
                "no-discard", seat=seat, tile=None, detail=said(Detail.CALL_FITS_NONE, call=take)
            )
        self.play(Draw(seat, code_of(take)))
        if self.pending_dora:
            self.pending_dora -= 1
            self.turn_up_dora()
        return True

    def _skip_kong_gap(self, caller: int) -> None:
        """The 0 an open kong leaves in its caller's discards (the discard it skips)."""
        discards, at = self.discards[caller], self.di[caller]
        if at >= len(discards) or discards[at] != 0:
            raise self.b.fail(
                "bad-field", field="discard", value="none", expected=said(Detail.ZERO_AFTER_KONG)
            )
        self.di[caller] += 1
        self.pending_dora += 1

    def _discard_turn(self) -> bool:
        """The seat to move's next discard entry: a tile, or a riichi or kong string."""
        b = self.b
        seat = b.turn
        if self.di[seat] >= len(self.discards[seat]):
            return False
        out = self.discards[seat][self.di[seat]]
        self.di[seat] += 1
        if not isinstance(out, str):
            self.play(_discard(b, seat, _int(out, "discard"), b.drawn))
            return True
        letter, _, numbers = _call_tiles(out)
        handler = _DISCARD_CALLS.get(letter)
        if handler is None:
            raise b.fail(
                "bad-field", field="discard", value=out, expected=said(Detail.DISCARD_WORD)
            )
        handler(self, seat, out, numbers)
        return True

    def check_all_played(self, indicators: int) -> None:
        """Refuse a round whose lists were not all played, or with an indicator no kong
        turned up."""
        for s in range(LOG_SEATS):
            if self.ti[s] != len(self.takes[s]) or self.di[s] != len(self.discards[s]):
                raise self.b.fail("bad-end", detail=said(Detail.NOT_ALL_PLAYED, seat=s))
        if self.new_doras:
            raise self.b.fail(
                "bad-field", field="dora", value=indicators, expected=said(Detail.ONE_PER_KONG)
            )


def _riichi_entry(r: _Reading, seat: int, out: str, numbers: list[int]) -> None:
    """``r`` and the declaration tile."""
    if len(numbers) != 1:
        raise r.b.fail("bad-field", field="riichi", value=out, expected=said(Detail.RIICHI_WORD))
    drawn = r.b.drawn
    r.play(Riichi(seat))
    r.play(_discard(r.b, seat, numbers[0], drawn))


def _concealed_kong_entry(r: _Reading, seat: int, out: str, numbers: list[int]) -> None:
    """Four tiles and ``a``: its indicator turns up at once."""
    if len(numbers) != 4:
        raise r.b.fail("bad-field", field="discard", value=out, expected=said(Detail.DISCARD_WORD))
    t = tuple(code_of(n) for n in numbers)
    r.play(ConcealedKong(seat, (t[0], t[1], t[2], t[3])))
    r.turn_up_dora()


def _added_kong_entry(r: _Reading, seat: int, out: str, numbers: list[int]) -> None:
    """The pon's string with ``k`` and the added tile: its indicator after the replacement."""
    if len(numbers) != 4:
        raise r.b.fail("bad-field", field="discard", value=out, expected=said(Detail.DISCARD_WORD))
    tiles = [code_of(n) for n in numbers]
    pon = r.b.pons[seat].get(kind_of(tiles[0]), ())
    for p in pon:
        if p in tiles:
            tiles.remove(p)
    if len(pon) != 3 or len(tiles) != 1:
        raise r.b.fail("no-pon", seat=seat, tile=code_of(numbers[0]))
    r.play(AddedKong(seat, tiles[0]))
    r.pending_dora += 1


def _kita_entry(r: _Reading, seat: int, out: str, numbers: list[int]) -> None:
    """``f44``: a north set aside (three players); the seat's next take is its replacement."""
    if len(numbers) != 1:
        raise r.b.fail("bad-field", field="discard", value=out, expected=said(Detail.KITA_WORD))
    r.play(Kita(seat, code_of(numbers[0])))


#: The strings a discard list may hold, by their letter.
_DISCARD_CALLS: dict[str, Callable[[_Reading, int, str, list[int]], None]] = {
    "f": _kita_entry,
    "r": _riichi_entry,
    "a": _concealed_kong_entry,
    "k": _added_kong_entry,
}


def _discard(b: RoundBuilder, seat: int, number: int, drawn: int | None) -> Discard:
    """A discard entry: a tile number, or 60 for the tile just drawn."""
    if number == 60:
        if drawn is None:
            raise b.fail("tsumogiri", seat=seat, tile=None, drawn=None)
        return Discard(seat, drawn, True)
    return Discard(seat, code_of(number), False)


#: The letters of the calls a take may be: chi, pon, open kong.
_TAKE_CALLS = "cpm"


def _call(r: _Reading, last: tuple[int, int]) -> bool:
    """Play the call of the tile just discarded, if some seat's next take is one (a pon or
    kong before a chi) and this reading takes it (:func:`_read_once`); False when nobody
    calls it."""
    candidates = _call_candidates(r, last)
    if not candidates:
        return False
    take_it = r.forced[len(r.choices)] if len(r.choices) < len(r.forced) else True
    r.choices.append(take_it)
    if not take_it:
        return False
    _, other, letter, numbers = max(candidates)
    r.ti[other] += 1
    event = _take_call(other, last[0], [code_of(n) for n in numbers], letter)
    if event is None:
        value = r.takes[other][r.ti[other] - 1]
        raise r.b.fail("bad-field", field="call", value=value, expected=said(Detail.A_CALL))
    r.play(event)
    return True


def _take_call(seat: int, source: int, tiles: list[int], letter: str) -> Event | None:
    """The call a take string makes (its called tile first), None when its tiles do not fit
    its letter."""
    match letter, tiles:
        case "c", [called, a, b]:
            return Chi(seat, source, called, (a, b))
        case "p", [called, a, b]:
            return Pon(seat, source, called, (a, b))
        case "m", [called, a, b, c]:
            return OpenKong(seat, source, called, (a, b, c))
    return None


def _call_candidates(r: _Reading, last: tuple[int, int]) -> list[tuple[bool, int, str, list[int]]]:
    """Each seat whose next take calls ``last``: (not a chi, seat, letter, tile numbers)."""
    source, tile = last
    candidates = []
    for other in r.b.rules.seat_order():
        if other == source or r.ti[other] >= len(r.takes[other]):
            continue
        take = r.takes[other][r.ti[other]]
        if not isinstance(take, str):
            continue
        letter, pos, numbers = _call_tiles(take)
        if letter not in _TAKE_CALLS or code_of(numbers[0]) != tile:
            continue
        frm = r.b.rules.seat_before(other) if letter == "c" else _from_seat(other, pos, r.b.rules)
        if frm == source:
            candidates.append((letter != "c", other, letter, numbers))
    return candidates


def _read_result(b: RoundBuilder, result: Any, uras: list[int]) -> None:
    if not isinstance(result, list) or not result or not isinstance(result[0], str):
        raise b.fail(
            "bad-field", field="result", value=repr(result)[:30], expected=said(Detail.A_RESULT)
        )
    head = result[0]
    try:
        if head == "和了":
            _read_wins(b, result, uras)
        elif head in _DRAWS:
            _read_draw(b, head, result)
        else:
            raise GameError("unknown-result", text=head[:20])
    except GameError as e:
        raise e.at(round=b.name, event=len(b.events) + 1) from None


def _read_wins(b: RoundBuilder, result: list[Any], uras: list[int]) -> None:
    """``["和了", deltas, [who, from, pao, points, yaku…], …]``: one pair a winner."""
    rest = result[1:]
    if not rest or len(rest) % 2:
        raise GameError(
            "bad-field", field="result", value=len(result), expected=said(Detail.DELTAS_AND_WIN)
        )
    for i in range(0, len(rest), 2):
        deltas = _deltas(rest[i], "result", b.rules)
        info = rest[i + 1]
        if not isinstance(info, list) or len(info) < 4 or not isinstance(info[3], str):
            raise GameError(
                "bad-field",
                field="win",
                value=repr(info)[:30],
                expected=said(Detail.WIN_ENTRY),
            )
        winner, source = _int(info[0], "winner"), _int(info[1], "from")
        pao = _int(info[2], "pao")  # the liable seat; the winner's own where none is
        han, fu, points = _points(info[3], winner == b._start[4], b.rules.seats)
        yaku = _yaku(info[4:]) if len(info) > 4 else None
        if han is None and yaku:
            han = sum(h for _, h in yaku)
        b.win(
            winner,
            source,
            deltas,
            han=han,
            fu=fu,
            points=points,
            yaku=yaku,
            ura_dora_indicators=tuple(uras),
            liable=pao,
        )


def _read_draw(b: RoundBuilder, head: str, result: list[Any]) -> None:
    """A draw's name and, where anyone pays, its deltas."""
    seats = b.rules.seat_order()
    deltas = _deltas(result[1], "result", b.rules) if len(result) > 1 else tuple(0 for _ in seats)
    tenpai: tuple[int, ...] | None = None
    if head == "全員聴牌":
        tenpai = tuple(seats)
    elif head == "全員不聴":
        tenpai = ()
    b.draw_end(_DRAWS[head], deltas, tenpai)


# --- writing ----------------------------------------------------------------------------------


def to_tenhou6(game: Game) -> dict[str, Any]:
    """The game as a tenhou.net/6 object (``json.dumps`` it for the file)."""
    out: dict[str, Any] = {
        "title": ["", ""],
        "name": _padded(game.players, ""),
        "rule": _rule_of(game.rules),
        "log": [_round_list(r, game.rules) for r in game.rounds],
    }
    if game.rules.three_player:
        out["ratingc"] = THREE_PLAYER_RATING
    if game.ref is not None:  # the log's own id goes with it (a game's identity across reviews)
        out["ref"] = game.ref
    return out


def _padded(values: Iterable[Any], empty: Any) -> list[Any]:
    """Per-seat values laid out for four seats: a three-player game's fourth is ``empty``."""
    out = list(values)
    return out + [empty] * (LOG_SEATS - len(out))


def to_tenhou6_json(game: Game) -> str:
    """The game as tenhou.net/6 JSON text."""
    return json.dumps(to_tenhou6(game), ensure_ascii=False, separators=(",", ":"))


def viewer_link(game: Game, round_index: int) -> str:
    """A tenhou.net/6 viewer link showing one round of the game (the viewer takes one a link)."""
    one = to_tenhou6(game)
    one["log"] = [one["log"][round_index]]
    text = json.dumps(one, ensure_ascii=False, separators=(",", ":"))
    return "https://tenhou.net/6/#json=" + urllib.parse.quote(text, safe="")


def _round_list(rnd: Round, rules: Rules) -> list[Any]:
    lists = _RoundLists(rules, rnd.dora_indicator)
    for e in rnd.events:
        _WRITE_EVENT[type(e)](lists, e)
    result, uras = _result_list(rnd, rules)
    out: list[Any] = [
        [(rnd.wind * PER_WIND + rnd.number - 1), rnd.honba, rnd.riichi_sticks],
        _padded(rnd.scores, 0),
        lists.doras,
        uras,
    ]
    hands = _padded(rnd.hands, ())
    for s in range(LOG_SEATS):
        out += [[number_of(t) for t in hands[s]], lists.takes[s], lists.discards[s]]
    out.append(result)
    return out


class _RoundLists:
    """A round's lists as they are written, one event at a time: each seat's takes and
    discards, the dora indicators, each seat's pon strings by kind (an added kong rewrites its
    pon's) and whether the next discard declares riichi."""

    def __init__(self, rules: Rules, dora_indicator: int) -> None:
        self.rules = rules
        self.takes: list[list[Any]] = [[] for _ in range(LOG_SEATS)]
        self.discards: list[list[Any]] = [[] for _ in range(LOG_SEATS)]
        self.doras = [number_of(dora_indicator)]
        self.pons: dict[tuple[int, int], str] = {}
        self.riichi = False

    def draw(self, e: Draw) -> None:
        self.takes[e.seat].append(number_of(e.tile))

    def declare(self, e: Riichi) -> None:
        self.riichi = True

    def discard(self, e: Discard) -> None:
        entry: Any = 60 if e.tsumogiri else number_of(e.tile)
        self.discards[e.seat].append(f"r{entry}" if self.riichi else entry)
        self.riichi = False

    def chi(self, e: Chi) -> None:
        self.takes[e.seat].append("c" + "".join(str(number_of(t)) for t in (e.tile, *e.tiles)))

    def pon(self, e: Pon) -> None:
        text = self._called("p", e.seat, e.from_seat, e.tile, e.tiles)
        self.pons[(e.seat, kind_of(e.tile))] = text

    def open_kong(self, e: OpenKong) -> None:
        self._called("m", e.seat, e.from_seat, e.tile, e.tiles)
        self.discards[e.seat].append(0)  # the discard the kong skips

    def _called(
        self, letter: str, seat: int, source: int, tile: int, tiles: tuple[int, ...]
    ) -> str:
        """A pon's or open kong's take: the letter and called tile placed by its source."""
        rel = (source - seat) % LOG_SEATS  # by four seats' places, as the reader counts
        hand = [str(number_of(t)) for t in tiles]
        at = {3: 0, 2: 1, 1: len(hand)}[rel]
        text = "".join(hand[:at]) + f"{letter}{number_of(tile)}" + "".join(hand[at:])
        self.takes[seat].append(text)
        return text

    def added_kong(self, e: AddedKong) -> None:
        pon = self.pons[(e.seat, kind_of(e.tile))]
        self.discards[e.seat].append(pon.replace("p", f"k{number_of(e.tile)}"))

    def concealed_kong(self, e: ConcealedKong) -> None:
        n = [str(number_of(t)) for t in e.tiles]
        self.discards[e.seat].append(n[1] + n[2] + n[3] + "a" + n[0])  # the first after the a

    def kita(self, e: Kita) -> None:
        self.discards[e.seat].append(f"f{number_of(e.tile)}")

    def new_dora(self, e: NewDora) -> None:
        self.doras.append(number_of(e.indicator))


#: How each event is written (:class:`_RoundLists`).
_WRITE_EVENT: dict[type, Callable[[_RoundLists, Any], None]] = {
    Draw: _RoundLists.draw,
    Riichi: _RoundLists.declare,
    Discard: _RoundLists.discard,
    Chi: _RoundLists.chi,
    Pon: _RoundLists.pon,
    OpenKong: _RoundLists.open_kong,
    AddedKong: _RoundLists.added_kong,
    ConcealedKong: _RoundLists.concealed_kong,
    Kita: _RoundLists.kita,
    NewDora: _RoundLists.new_dora,
}


def _result_list(rnd: Round, rules: Rules) -> tuple[list[Any], list[int]]:
    """The round's result entry and its ura dora indicators (the first win's that has any)."""
    first = rnd.ends[0]
    if not isinstance(first, Win):
        return _draw_list(first), []
    uras: list[int] = []
    result: list[Any] = ["和了"]
    for w in rnd.ends:
        assert isinstance(w, Win)
        if w.ura_dora_indicators and not uras:
            uras = [number_of(t) for t in w.ura_dora_indicators]
        liable = w.winner if w.liable is None else w.liable
        points = _points_text(w, w.winner == rnd.dealer, rules.seats)
        result += [
            _padded(w.deltas, 0),
            [w.winner, w.from_seat, liable, points, *_yaku_text(w.yaku)],
        ]
    return result, uras


def _draw_list(end: DrawEnd) -> list[Any]:
    result: list[Any] = [_draw_name(end)]
    if end.kind in (DrawKind.EXHAUSTIVE, DrawKind.NAGASHI_MANGAN) or any(end.deltas):
        if result[0] not in ("全員聴牌", "全員不聴"):
            result.append(_padded(end.deltas, 0))
    return result


def _draw_name(end: DrawEnd) -> str:
    if end.kind is DrawKind.EXHAUSTIVE and not any(end.deltas):
        if end.tenpai == tuple(range(len(end.deltas))):
            return "全員聴牌"
        if end.tenpai == ():
            return "全員不聴"
    return next(name for name, kind in _DRAWS.items() if kind is end.kind)


# --- the format -------------------------------------------------------------------------------

_LINK = re.compile(r"tenhou\.net/[56]/?#json=(\S+)")

#: The longest viewer link read (a whole game's is some 100 KB, percent-encoded): decoding a
#: link costs some 100 bytes of memory a byte of it.
MAX_LINK_BYTES = 1024 * 1024


def _loads(text: str) -> Any:
    """``text`` parsed as JSON, or None if it is not JSON (or nested too deeply)."""
    try:
        return loads(text)
    except (ValueError, RecursionError):
        return None


def sniff(text: str) -> bool:
    """Whether ``text`` is tenhou.net/6: JSON that is one object with ``"log"`` or whose first
    line is one (one object a line), or other text holding a viewer link."""
    if text.startswith("{"):
        whole = _loads(text)
        if isinstance(whole, dict) and "log" in whole:
            return True
        head = _loads(text.split("\n", 1)[0])
        return isinstance(head, dict) and "log" in head and "\n" in text
    return _LINK.search(text) is not None


def read_text(text: str) -> Game:
    """A game from tenhou.net/6 text (what :func:`sniff` recognises)."""
    if text.startswith("{"):
        whole = _loads(text)
        if isinstance(whole, dict) and "log" in whole:
            return read_tenhou6(whole)
        return read_tenhou6_lines(_json_lines(text))
    link = _LINK.search(text)
    if link is None:
        raise GameError("not-a-log", what=said(Detail.NO_LINK))
    if len(link.group(1)) > MAX_LINK_BYTES:
        raise GameError("link-too-long", limit=MAX_LINK_BYTES // (1024 * 1024))
    try:
        obj = loads(urllib.parse.unquote(link.group(1)))
    except (ValueError, RecursionError) as e:
        raise GameError("bad-json", detail=json_detail(e)) from None
    return read_tenhou6(obj)


def _json_lines(text: str) -> Iterator[tuple[int, object]]:
    """Each non-empty line of ``text`` parsed as JSON, with its number, one at a time (the
    reader refuses too many rounds before the rest is parsed); ``bad-json`` naming the first
    that is not."""
    for n, line in enumerate(lines(text), 1):
        if not line.strip():
            continue
        try:
            yield n, json.loads(line)
        except (ValueError, RecursionError) as e:
            raise GameError("bad-json", detail=json_detail(e), line=n) from None


#: tenhou.net/6 in the registry of formats (``game.read.FORMATS``).
FORMAT = LogFormat(SourceFormat.TENHOU6, sniff, read_text, to_tenhou6_json)
