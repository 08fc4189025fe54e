"""mjai JSONL: one event a line (``start_game``, ``start_kyoku``, ``tsumo``, ``dahai``, ``chi``,
``pon``, ``daiminkan``, ``kakan``, ``ankan``, ``kita`` (or ``nukidora``), ``dora``, ``reach``,
``reach_accepted``, ``hora``, ``ryukyoku``, ``end_kyoku``, ``end_game``) — recognised (a first
line that is an object with ``type``), read and written (:data:`FORMAT`). A first round dealing
three hands (three ``tehais`` and ``scores``) makes a three-player game, read as ``sanma``.

Tiles are ``1m`` … ``9s``, ``5mr`` (a red five) and the honours ``E S W N P F C``; ``?`` (a hidden
tile) is refused, as a record needs every hand. mjai says nothing of the rules: a log is read
under Tenhou's (red fives, open tanyao) unless its ``start_game`` carries our ``rules`` object,
which :func:`to_mjai` writes (other readers ignore the extra key); a ``hora`` names the seat
liable for the win (pao) in our key ``pao``, which mjai has no word for; a ``hora`` without it
(riichienv's, the converters' from Tenhou) has it from the play (who fed the third dragon set).

The original mjai server's logs (gimite/mjai) are read too: ``start_kyoku`` without
``scores`` (carried from the previous round's end; the rules' starting points at first),
``hora`` with ``yakus``, ``fu``, ``fan`` (a yakuman 100), ``hora_points`` and
``uradora_markers``; a log ending in the server's ``error`` event is refused, quoting it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from ..core import Rules
from ..core.kinds import DRAGONS, MPSZ, NUM_KINDS, WINDS, is_red, kind_of, red_of
from .errors import Detail, GameError, json_detail, said
from .limits import Budget, cut_name, lines, whole
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
from .replay import Replay
from .table import RoundBuilder

_HONOURS = "ESWNPFC"
_CODES: dict[str, int] = {
    **{MPSZ[k]: k for k in range(27)},
    **{h: 27 + i for i, h in enumerate(_HONOURS)},
    "5mr": 34,
    "5pr": 35,
    "5sr": 36,
}


def code_of(text: Any) -> int:
    """Our tile code of an mjai tile name."""
    if text == "?":
        raise GameError("hidden-tile")
    if isinstance(text, str) and text in _CODES:
        return _CODES[text]
    raise GameError("unknown-tile", text=repr(text)[:20])


def name_of(code: int) -> str:
    """The mjai name of a tile code."""
    if is_red(code):
        return MPSZ[kind_of(code)] + "r"
    return _HONOURS[code - 27] if code >= 27 else MPSZ[code]


# The first name of each is the one written; the original server (active_game.rb) writes
# fanpai, kyushukyuhai, suchareach, sukaikan, sufonrenta and sanchaho.
_REASONS = {
    DrawKind.EXHAUSTIVE: ("fanpai", "exhaustive_draw", "ryukyoku", "howanpai"),
    DrawKind.NAGASHI_MANGAN: ("nagashimangan", "nagashi_mangan"),
    DrawKind.NINE_TERMINALS: ("kyushukyuhai", "kyushu_kyuhai", "kyuushukyuuhai"),
    DrawKind.FOUR_RIICHI: (
        "suuchariichi",
        "suucha_riichi",
        "suuchareach",
        "sufonrenda_riichi",
        "suchareach",
    ),  # fmt: skip
    DrawKind.FOUR_KONGS: ("suukaikan", "suukansansen", "suukansanra", "sukaikan"),
    DrawKind.FOUR_WINDS: ("suufonrenda", "sufuurenta", "suufuurenda", "sufonrenda", "sufonrenta"),
    DrawKind.TRIPLE_RON: ("sanchaho", "sanchahou"),
}
_REASON_OF = {name: kind for kind, names in _REASONS.items() for name in names}


def _field(event: dict[str, Any], key: str) -> Any:
    if key not in event:
        raise GameError("missing-field", field=key, where=f"'{event.get('type')}'")
    return event[key]


def _int(event: dict[str, Any], key: str) -> int:
    return whole(_field(event, key), key)


def _per_seat(event: dict[str, Any], key: str, rules: Rules) -> tuple[int, ...]:
    """A number for each seat (scores, deltas)."""
    v = _field(event, key)
    if (
        not isinstance(v, list)
        or len(v) != rules.seats
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in v)
    ):
        raise GameError("bad-deltas", deltas=repr(v)[:40])
    return tuple(whole(x, key) for x in v)


def _tiles(event: dict[str, Any], key: str, n: int | None = None) -> tuple[int, ...]:
    v = _field(event, key)
    if not isinstance(v, list) or (n is not None and len(v) != n):
        raise GameError(
            "bad-field", field=key, value=repr(v)[:40], expected=said(Detail.N_TILES, n=n)
        )
    return tuple(code_of(t) for t in v)


def _rules(start: dict[str, Any]) -> Rules:
    r = start.get("rules")
    if not isinstance(r, dict):
        return TENHOU_RULES
    d = TENHOU_RULES
    return log_rules(
        r.get("name"),
        red_fives=3 if r.get("red_fives", d.red_fives) else 0,
        open_tanyao=bool(r.get("open_tanyao", d.open_tanyao)),
        double_yakuman=bool(r.get("double_yakuman", d.double_yakuman)),
        kiriage=bool(r.get("kiriage", d.kiriage)),
        east_only=bool(r.get("east_only", d.east_only)),
    )


def _events(text: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each event of an mjai text with its line number, parsed one at a time (a file of
    millions of lines is refused at the line past the limits, never parsed whole)."""
    for n, line in enumerate(lines(text), 1):
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except (ValueError, RecursionError) as e:
            raise GameError("bad-json", detail=json_detail(e), line=n) from None
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise GameError(
                "bad-field",
                field="type",
                value=repr(event)[:30],
                expected=said(Detail.AN_EVENT),
                line=n,
            )
        yield n, event


def read_mjai(text: str) -> Game:
    """A game from mjai JSONL text."""
    events = _events(text)
    first = next(events, None)
    if first is None or first[1]["type"] != "start_game":
        raise GameError("missing-field", field="start_game", where=said(Detail.MJAI_FIRST))
    last, start = first
    names = start.get("names", ["", "", "", ""])
    if (
        not isinstance(names, list)
        or len(names) not in (3, 4)
        or not all(isinstance(x, str) for x in names)
    ):
        raise GameError(
            "bad-field",
            field="names",
            value=repr(names)[:40],
            expected=said(Detail.THREE_OR_FOUR_NAMES),
            line=last,
        )
    rules = _rules(start)
    rounds: list[Round] = []
    b: RoundBuilder | None = None
    ended = False
    budget = Budget()
    for n, ev in events:
        last = n
        if ended:
            raise GameError("bad-end", detail=said(Detail.AFTER_END_GAME), line=n)
        kind = ev["type"]
        if kind == "start_kyoku" and not rounds and _three_hands(ev):
            rules = three_player(rules)  # three players: the deal says so, mjai nowhere else
        try:
            budget.event()
            b, ended = _line(rules, b, kind, ev, rounds, budget)
        except GameError as err:
            place: dict[str, Any] = {"line": n}
            if b is not None:
                place.update(round=b.name, event=len(b.events) + 1)
            elif kind == "start_kyoku" and err.code != "too-many-rounds":
                place.update(round=_round_named(ev, budget.rounds))
            raise err.at(**place) from None
    if b is not None or not ended:
        raise GameError("truncated", line=last)
    if not rounds:
        raise GameError("no-rounds")
    if len(names) < rules.seats:
        raise GameError(
            "bad-field",
            field="names",
            value=repr(names)[:40],
            expected=said(Detail.N_NAMES, n=rules.seats),
        )
    players = tuple(cut_name(name) for name in names[: rules.seats])
    return Game(players, rules, tuple(rounds), SourceFormat.MJAI)


def _three_hands(e: dict[str, Any]) -> bool:
    """Whether a ``start_kyoku`` deals three hands (a three-player game)."""
    tehais = e.get("tehais")
    return isinstance(tehais, list) and len(tehais) == 3


def _line(
    rules: Rules,
    b: RoundBuilder | None,
    kind: str,
    ev: dict[str, Any],
    rounds: list[Round],
    budget: Budget,
) -> tuple[RoundBuilder | None, bool]:
    """Read one line after ``start_game``: the round being built after it (None between
    rounds) and whether it ended the game; a finished round is appended to ``rounds``."""
    if kind == "error":  # the original server stopped the game here
        raise GameError("server-error", message=str(ev.get("message", ""))[:200])
    if kind in ("start_kyoku", "end_game") and b is not None:
        raise b.fail("truncated")
    if kind == "start_kyoku":
        budget.round()
        return _start_round(rules, ev, rounds), False
    if kind == "end_game":
        return None, True
    if b is None:
        if kind == "reach_accepted":
            return None, False
        raise GameError("bad-end", detail=said(Detail.OUTSIDE_ROUND, kind=kind))
    if kind == "end_kyoku":
        rounds.append(b.finish())
        return None, False
    _event(b, kind, ev)
    return b, False


def _carried(rules: Rules, rounds: list[Round]) -> tuple[int, ...]:
    """The scores a round starts with where its ``start_kyoku`` does not say (the original
    server's logs): the previous round's end (its riichi deposits and deltas), or the
    starting points for the first round."""
    if not rounds:
        return tuple(rules.starting_points for _ in rules.seat_order())
    last = rounds[-1]
    at_end = Replay(last, rules).final.scores
    return tuple(at_end[i] + sum(e.deltas[i] for e in last.ends) for i in range(len(at_end)))


def _round_named(e: dict[str, Any], index: int) -> str:
    """The name of the round a ``start_kyoku`` begins (``S2``), or ``#index`` (its place in
    the log, 1-based) when its own wind and number are what is broken."""
    wind, number = e.get("bakaze"), e.get("kyoku")
    if wind in ("E", "S", "W", "N") and number in (1, 2, 3, 4) and not isinstance(number, bool):
        return f"{wind}{number}"
    return f"#{index}"


def _start_round(rules: Rules, e: dict[str, Any], before: list[Round]) -> RoundBuilder:
    wind = _field(e, "bakaze")
    if wind not in ("E", "S", "W", "N"):
        raise GameError(
            "bad-field", field="bakaze", value=repr(wind)[:10], expected=said(Detail.WIND_LETTER)
        )
    number = _int(e, "kyoku")
    if not 1 <= number <= 4:
        raise GameError("bad-field", field="kyoku", value=number, expected="1–4")
    tehais = _field(e, "tehais")
    if not isinstance(tehais, list) or len(tehais) != rules.seats:
        raise GameError(
            "bad-field",
            field="tehais",
            value=repr(tehais)[:30],
            expected=said(Detail.N_HANDS_FIRST, n=rules.seats),
        )
    hands = []
    for hand in tehais:
        if not isinstance(hand, list):
            raise GameError(
                "bad-field", field="tehais", value=repr(hand)[:30], expected=said(Detail.A_HAND)
            )
        hands.append([code_of(t) for t in hand])
    return RoundBuilder(
        rules,
        wind="ESWN".index(wind),
        number=number,
        honba=_int(e, "honba"),
        riichi_sticks=_int(e, "kyotaku"),
        dealer=_int(e, "oya"),
        scores=_per_seat(e, "scores", rules) if "scores" in e else _carried(rules, before),
        hands=hands,
        dora_indicator=code_of(_field(e, "dora_marker")),
    )


def _liable_from_calls(events: list[Event] | tuple[Event, ...], winner: int) -> int | None:
    """The seat liable for a win of ``winner`` by the play, for a log that does not say
    (mjai): the one whose discard it called (pon or open kong) for its third dragon set, or
    its fourth wind set (大三元, 大四喜: Tenhou's and Mahjong Soul's pao); None for nobody."""
    for group in (DRAGONS, WINDS):
        made: list[Pon | OpenKong | ConcealedKong] = []
        for ev in events:
            if isinstance(ev, (Pon, OpenKong, ConcealedKong)) and ev.seat == winner:
                if kind_of(ev.tiles[0]) in group:
                    made.append(ev)
        if len(made) == len(group):
            last = made[-1]
            if isinstance(last, (Pon, OpenKong)) and last.from_seat != winner:
                return last.from_seat
    return None


#: The original server counts a yakuman as 100 fan (``Hora::YAKUMAN_FAN``); we count 13.
_SERVER_YAKUMAN = 100


def _han(fan: int) -> int:
    """Han as we count them of the ``fan`` an mjai log gives (the server's yakuman: 100)."""
    return 13 * (fan // _SERVER_YAKUMAN) if fan >= _SERVER_YAKUMAN else fan


def _draw(b: RoundBuilder, e: dict[str, Any]) -> None:
    b.apply(Draw(_int(e, "actor"), code_of(_field(e, "pai"))))


def _discard(b: RoundBuilder, e: dict[str, Any]) -> None:
    tsumogiri = e.get("tsumogiri", False)
    b.apply(Discard(_int(e, "actor"), code_of(_field(e, "pai")), tsumogiri is True))


def _riichi(b: RoundBuilder, e: dict[str, Any]) -> None:
    b.apply(Riichi(_int(e, "actor")))


def _called(e: dict[str, Any], n: int) -> tuple[tuple[int, int, int], tuple[int, ...]]:
    """A call's (seat, from, tile) and the ``n`` tiles it takes from the hand."""
    args = (_int(e, "actor"), _int(e, "target"), code_of(_field(e, "pai")))
    return args, _tiles(e, "consumed", n)


def _chi(b: RoundBuilder, e: dict[str, Any]) -> None:
    args, tiles = _called(e, 2)
    b.apply(Chi(*args, (tiles[0], tiles[1])))


def _pon(b: RoundBuilder, e: dict[str, Any]) -> None:
    args, tiles = _called(e, 2)
    b.apply(Pon(*args, (tiles[0], tiles[1])))


def _open_kong(b: RoundBuilder, e: dict[str, Any]) -> None:
    args, tiles = _called(e, 3)
    b.apply(OpenKong(*args, (tiles[0], tiles[1], tiles[2])))


def _added_kong(b: RoundBuilder, e: dict[str, Any]) -> None:
    b.apply(AddedKong(_int(e, "actor"), code_of(_field(e, "pai"))))


def _concealed_kong(b: RoundBuilder, e: dict[str, Any]) -> None:
    t = _tiles(e, "consumed", 4)
    b.apply(ConcealedKong(_int(e, "actor"), (t[0], t[1], t[2], t[3])))


def _kita(b: RoundBuilder, e: dict[str, Any]) -> None:
    b.apply(Kita(_int(e, "actor"), code_of(e.get("pai", "N"))))


def _new_dora(b: RoundBuilder, e: dict[str, Any]) -> None:
    b.apply(NewDora(code_of(_field(e, "dora_marker"))))


def _yakus(e: dict[str, Any]) -> tuple[tuple[str, int], ...] | None:
    """A ``hora``'s ``yakus`` (``[name, fan]`` pairs, the server's yakuman as 13 han each)."""
    yakus = e.get("yakus")
    if not isinstance(yakus, list):
        return None
    pairs = []
    for y in yakus:
        if not (isinstance(y, list) and len(y) == 2 and isinstance(y[0], str)):
            raise GameError(
                "bad-field", field="yakus", value=repr(yakus)[:40], expected=said(Detail.YAKU_PAIRS)
            )
        pairs.append((y[0], _han(whole(y[1], "yakus"))))
    return tuple(pairs)


def _win(b: RoundBuilder, e: dict[str, Any]) -> None:
    ura_key = "uradora_markers" if "uradora_markers" in e else "ura_markers"
    actor = _int(e, "actor")
    if "pao" in e:  # ours: the liable seat (null: nobody)
        pao = None if e["pao"] is None else _int(e, "pao")
    else:  # mjai has no word for it: from the play
        pao = _liable_from_calls(b.events, actor)
    b.win(
        actor,
        _int(e, "target"),
        _per_seat(e, "deltas", b.rules),
        han=_han(_int(e, "fan")) if "fan" in e else None,
        fu=_int(e, "fu") if "fu" in e else None,
        points=_int(e, "hora_points") if "hora_points" in e else None,
        yaku=_yakus(e),
        ura_dora_indicators=_tiles(e, ura_key) if ura_key in e else (),
        win_tile=code_of(e["pai"]) if "pai" in e else None,
        hand=_tiles(e, "hora_tehais") if "hora_tehais" in e else None,
        liable=pao,
    )


def _draw_end(b: RoundBuilder, e: dict[str, Any]) -> None:
    reason = e.get("reason", "fanpai")
    if reason not in _REASON_OF:
        raise GameError("unknown-result", text=str(reason)[:20])
    tenpais = e.get("tenpais")
    tenpai = None
    seats = b.rules.seat_order()
    if isinstance(tenpais, list) and len(tenpais) == len(seats):
        tenpai = tuple(s for s in seats if tenpais[s] is True)
    deltas = _per_seat(e, "deltas", b.rules) if "deltas" in e else tuple(0 for _ in seats)
    b.draw_end(_REASON_OF[reason], deltas, tenpai)


def _nothing(b: RoundBuilder, e: dict[str, Any]) -> None:
    del b, e  # an event that changes nothing on the table


#: What each mjai event of a round does on the table, by its ``type``.
_EVENTS: dict[str, Callable[[RoundBuilder, dict[str, Any]], None]] = {
    "tsumo": _draw,
    "dahai": _discard,
    "reach": _riichi,
    "chi": _chi,
    "pon": _pon,
    "daiminkan": _open_kong,
    "kakan": _added_kong,
    "ankan": _concealed_kong,
    "dora": _new_dora,
    "kita": _kita,  # riichienv's and Mahjong Soul's converters' name
    "nukidora": _kita,  # Mortal's (libriichi) name
    "hora": _win,
    "ryukyoku": _draw_end,
    "reach_accepted": _nothing,
    "none": _nothing,
}


def _event(b: RoundBuilder, kind: str, e: dict[str, Any]) -> None:
    """Play one mjai event of a round on the table (one handler a type)."""
    handler = _EVENTS.get(kind)
    if handler is None:
        raise GameError("unknown-event", name=kind[:20])
    handler(b, e)


# --- writing ----------------------------------------------------------------------------------


def to_mjai(game: Game) -> str:
    """The game as mjai JSONL text (our ``rules`` object in ``start_game``)."""
    lines: list[dict[str, Any]] = [
        {
            "type": "start_game",
            "names": list(game.players),
            "rules": {**named_rules(game.rules), **game.rules.game_options()},
        }
    ]
    for rnd in game.rounds:
        lines += _round_events(rnd)
    lines.append({"type": "end_game"})
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines)


def _round_events(rnd: Round) -> list[dict[str, Any]]:
    lines = _RoundLines(rnd)
    for e in rnd.events:
        _WRITE_EVENT[type(e)](lines, e)
    for end in rnd.ends:
        if isinstance(end, Win):
            lines.hora(end)
        else:
            lines.ryukyoku(end)
    lines.out.append({"type": "end_kyoku"})
    return lines.out


class _RoundLines:
    """A round's mjai events as they are written, one of ours at a time: the pons by seat and
    kind (an added kong names its pon's tiles) and the seat whose riichi waits to be
    accepted."""

    def __init__(self, rnd: Round) -> None:
        self.rnd = rnd
        self.out: list[dict[str, Any]] = [
            {
                "type": "start_kyoku",
                "bakaze": "ESWN"[rnd.wind],
                "kyoku": rnd.number,
                "honba": rnd.honba,
                "kyotaku": rnd.riichi_sticks,
                "oya": rnd.dealer,
                "dora_marker": name_of(rnd.dora_indicator),
                "scores": list(rnd.scores),
                "tehais": [[name_of(t) for t in h] for h in rnd.hands],
            }
        ]
        self.pons: dict[tuple[int, int], list[str]] = {}
        self.declared: int | None = None

    def tsumo(self, e: Draw) -> None:
        self.out.append({"type": "tsumo", "actor": e.seat, "pai": name_of(e.tile)})

    def dahai(self, e: Discard) -> None:
        pai = name_of(e.tile)
        self.out.append({"type": "dahai", "actor": e.seat, "pai": pai, "tsumogiri": e.tsumogiri})
        if self.declared == e.seat:
            self.out.append({"type": "reach_accepted", "actor": e.seat})
            self.declared = None

    def reach(self, e: Riichi) -> None:
        self.out.append({"type": "reach", "actor": e.seat})
        self.declared = e.seat

    def call(self, e: Chi | Pon | OpenKong) -> None:
        consumed = [name_of(t) for t in e.tiles]
        if isinstance(e, Pon):
            self.pons[(e.seat, kind_of(e.tile))] = [name_of(e.tile), *consumed]
        self.out.append(
            {
                "type": _CALL_TYPES[type(e)],
                "actor": e.seat,
                "target": e.from_seat,
                "pai": name_of(e.tile),
                "consumed": consumed,
            }
        )

    def kakan(self, e: AddedKong) -> None:
        consumed = self.pons.get((e.seat, kind_of(e.tile)), [])
        self.out.append(
            {"type": "kakan", "actor": e.seat, "pai": name_of(e.tile), "consumed": consumed}
        )

    def ankan(self, e: ConcealedKong) -> None:
        self.out.append(
            {"type": "ankan", "actor": e.seat, "consumed": [name_of(t) for t in e.tiles]}
        )

    def kita(self, e: Kita) -> None:
        self.out.append({"type": "kita", "actor": e.seat, "pai": name_of(e.tile)})

    def dora(self, e: NewDora) -> None:
        self.out.append({"type": "dora", "dora_marker": name_of(e.indicator)})

    def hora(self, end: Win) -> None:
        if self.declared is not None and self.out[-1]["type"] == "reach_accepted":
            self.out.pop()  # won on the declaration tile: the riichi was never accepted
        hora: dict[str, Any] = {
            "type": "hora",
            "actor": end.winner,
            "target": end.from_seat,
            "pai": name_of(end.win_tile),
            "deltas": list(end.deltas),
            "uradora_markers": [name_of(t) for t in end.ura_dora_indicators],
            "hora_tehais": [name_of(t) for t in end.hand],
        }
        if end.yaku is not None:
            hora["yakus"] = [list(y) for y in end.yaku]
        if end.liable is not None or _liable_from_calls(self.rnd.events, end.winner) is not None:
            hora["pao"] = end.liable  # not in mjai: our key, as the rules in start_game
        for key, value in (("fu", end.fu), ("fan", end.han), ("hora_points", end.points)):
            if value is not None:
                hora[key] = value
        self.out.append(hora)

    def ryukyoku(self, end: DrawEnd) -> None:
        reason = _REASONS[end.kind][0]
        ryu: dict[str, Any] = {"type": "ryukyoku", "reason": reason, "deltas": list(end.deltas)}
        if end.tenpai is not None:
            ryu["tenpais"] = [s in end.tenpai for s in range(len(end.deltas))]
        self.out.append(ryu)


_CALL_TYPES: dict[type, str] = {Chi: "chi", Pon: "pon", OpenKong: "daiminkan"}

#: How each of our events is written (:class:`_RoundLines`).
_WRITE_EVENT: dict[type, Callable[[_RoundLines, Any], None]] = {
    Draw: _RoundLines.tsumo,
    Discard: _RoundLines.dahai,
    Riichi: _RoundLines.reach,
    Chi: _RoundLines.call,
    Pon: _RoundLines.call,
    OpenKong: _RoundLines.call,
    AddedKong: _RoundLines.kakan,
    ConcealedKong: _RoundLines.ankan,
    Kita: _RoundLines.kita,
    NewDora: _RoundLines.dora,
}


__all__ = ["read_mjai", "to_mjai", "code_of", "name_of", "red_of", "NUM_KINDS", "DrawEnd"]


def sniff(text: str) -> bool:
    """Whether ``text`` is mjai: its first line is a JSON object with a ``type``."""
    if not text.startswith("{"):
        return False
    try:
        head = json.loads(text.split("\n", 1)[0])
    except (ValueError, RecursionError):
        return False
    return isinstance(head, dict) and "type" in head


#: mjai in the registry of formats (``game.read.FORMATS``).
FORMAT = LogFormat(SourceFormat.MJAI, sniff, read_mjai, to_mjai)
