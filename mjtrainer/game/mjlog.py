"""Tenhou XML (mjlog): ``<mjloggm>`` with ``GO`` (the rule bits), ``UN`` (names, URL-encoded),
``INIT`` (seed, scores, dealer, the four hands), ``T/U/V/W`` draws and ``D/E/F/G`` discards,
``N`` calls (the meld code), ``REACH``, ``DORA``, ``AGARI`` and ``RYUUKYOKU`` — recognised (text
that starts with ``<``), read and written (:data:`FORMAT`).

Tiles are the 136 ids: ``id // 4`` is the kind; ids 16, 52 and 88 are the red 5m, 5p, 5s when
the game has red fives. Scores in the file are in hundreds.

A three-player game (``GO type`` bit 0x10) keeps four seats' layout: the fourth name, score and
payment empty or 0; a kita is an ``N`` whose meld code has bit 0x20 (the north's id above bit
8); a call's source is counted by four seats' places, as in tenhou.net/6.
"""

from __future__ import annotations

import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any
from xml.sax.saxutils import quoteattr

from ..core import Rules
from ..core.kinds import NUM_KINDS, is_red, kind_of, red_of
from ..core.rules import COPIES, DEALT, NORTH
from .errors import Action, Detail, GameError, said, xml_fault
from .limits import MAX_NAME, Budget, cut_name, number_text
from .record import (
    TENHOU_RULES,
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawEnd,
    DrawKind,
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
    three_player,
)
from .table import RoundBuilder, round_name

_RED_IDS = (16, 52, 88)
_DRAW_TAGS = "TUVW"
_DISCARD_TAGS = "DEFG"
_MOVE = re.compile(r"^([TUVWDEFGdefg])(\d{1,3})$")  # lowercase: a tsumogiri in some clients
_DRAWS = {
    None: DrawKind.EXHAUSTIVE,
    "nm": DrawKind.NAGASHI_MANGAN,
    "yao9": DrawKind.NINE_TERMINALS,
    "reach4": DrawKind.FOUR_RIICHI,
    "kan4": DrawKind.FOUR_KONGS,
    "kaze4": DrawKind.FOUR_WINDS,
    "ron3": DrawKind.TRIPLE_RON,
}
#: Tenhou's yaku ids (the AGARI ``yaku`` and ``yakuman`` lists), as its viewer names them.
YAKU_NAMES = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九",
    "一盃口", "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西",
    "場風 北", "役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九", "一気通貫",
    "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻", "小三元", "混老頭", "二盃口",
    "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元", "四暗刻", "四暗刻単騎",
    "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双", "国士無双１３面",
    "大四喜", "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ",
)  # fmt: skip


def rules_of(go_type: int) -> Rules:
    """The rules of a ``GO type`` bit field (0x02 no red fives, 0x04 no open tanyao,
    0x08 a south game, 0x10 three players)."""
    rules = log_rules(
        red_fives=0 if go_type & 0x02 else 3,
        open_tanyao=not go_type & 0x04,
        east_only=not go_type & 0x08,
    )
    return three_player(rules) if go_type & THREE_PLAYERS else rules


#: The ``GO type`` bit of a three-player game.
THREE_PLAYERS = 0x10
#: The meld code's bit of a kita (a north set aside, three players).
KITA_BIT = 0x20


#: Tenhou's XML numbers the 136 tiles by id: ``id // COPIES`` is the kind.
IDS = NUM_KINDS * COPIES
#: The format's own layout, whoever plays: four seats' names, scores and payments (a
#: three-player game leaves the fourth empty) and four rounds numbered to a wind.
LOG_SEATS = PER_WIND = 4


class Meld:
    """A decoded ``N m`` meld code: its kind, the 136 ids, the id called (or added) and the
    seat it came from relative to the caller (1 the right, 2 across, 3 the left, 0 itself)."""

    __slots__ = ("kind", "ids", "called", "relative")

    def __init__(self, kind: str, ids: tuple[int, ...], called: int, relative: int) -> None:
        self.kind, self.ids, self.called, self.relative = kind, ids, called, relative

    def __repr__(self) -> str:
        return f"Meld({self.kind!r}, {self.ids}, called={self.called}, relative={self.relative})"


def decode_meld(m: int) -> Meld:
    """Decode Tenhou's meld code: chi (bit 2), pon (bit 3), added kong (bit 4), a kong
    (bits 2–5 clear: open when from another seat, concealed from itself), a kita (bit 5: the
    north's id above bit 8); anything else is refused."""
    if not 0 <= m < 1 << 16:
        raise GameError("bad-field", field="m", value=m, expected=said(Detail.MELD_CODE))
    rel = m & 3
    if m & 0x4:
        t = m >> 10
        called_index, t = t % 3, t // 3
        base = (t // 7) * 9 + t % 7
        if base // 9 > 2 or rel != 3:
            raise GameError("bad-field", field="m", value=m, expected=said(Detail.CHI_LEFT))
        ids = tuple((base + i) * COPIES + ((m >> (3 + 2 * i)) & 3) for i in range(3))
        return Meld("chi", ids, ids[called_index], rel)
    if m & 0x18:
        t = m >> 9
        called_index, kind = t % 3, t // 3
        if kind >= 34 or rel == 0:
            raise GameError("bad-field", field="m", value=m, expected=said(Detail.PON_CODE))
        unused = (m >> 5) & 3
        ids = tuple(kind * COPIES + i for i in range(COPIES) if i != unused)
        if m & 0x8:
            return Meld("pon", ids, ids[called_index], rel)
        return Meld("kakan", (*ids, kind * COPIES + unused), kind * COPIES + unused, rel)
    if m & KITA_BIT:
        i = m >> 8
        if i // COPIES != NORTH or rel:
            raise GameError("bad-field", field="m", value=m, expected=said(Detail.KITA_CODE))
        return Meld("kita", (i,), i, 0)
    t = m >> 8
    kind = t // COPIES
    if kind >= 34:
        raise GameError("bad-field", field="m", value=m, expected=said(Detail.KONG_CODE))
    ids = tuple(kind * COPIES + i for i in range(COPIES))
    return Meld("daiminkan" if rel else "ankan", ids, t, rel)


#: The most numbers an attribute of a list (``hai``, ``yaku``, ``doraHaiUra``) holds: 14 tiles,
#: a pair per yaku.
_MOST_NUMBERS = 64


def _ints(el: ET.Element, key: str, n: int | None = None) -> list[int]:
    text = el.get(key)
    if text is None:
        raise GameError("missing-field", field=key, where=f"<{el.tag}>")
    if n is None and text.count(",") >= _MOST_NUMBERS:
        raise GameError(
            "bad-field",
            field=key,
            value=repr(text)[:30],
            expected=said(Detail.AT_MOST, n=_MOST_NUMBERS),
        )
    if n is not None and text.count(",") + 1 != n:
        raise GameError(
            "bad-field", field=key, value=repr(text)[:30], expected=said(Detail.N_NUMBERS, n=n)
        )
    out = [number_text(x, key) for x in text.split(",")] if text else []
    if n is not None and len(out) != n:
        raise GameError(
            "bad-field", field=key, value=repr(text)[:30], expected=said(Detail.N_NUMBERS, n=n)
        )
    return out


#: How much XML text the reader parses at a time.
_CHUNK = 64 * 1024


def _elements(text: str, budget: Budget) -> Iterator[ET.Element]:
    """The elements inside ``<mjloggm>``, each as soon as it is closed, then dropped: the
    whole tree is never held, and every element (at any depth) is counted by ``budget``, so a
    file of millions of tiny elements is refused at the first past the limits."""
    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start", "end"))
    depth = 0
    root: ET.Element | None = None
    try:
        for at in [*range(0, len(text), _CHUNK), -1]:
            if at >= 0:
                parser.feed(text[at : at + _CHUNK])
            else:
                parser.close()
            for pair in parser.read_events():
                event, item = pair[0], pair[-1]
                if not isinstance(item, ET.Element):  # a namespace event: not asked for
                    continue
                if event == "start":
                    depth += 1
                    if root is None:
                        root = item
                        if item.tag != "mjloggm":
                            raise GameError(
                                "not-a-log",
                                what=said(Detail.XML_ROOT, tag=item.tag[:20]),
                            )
                    else:
                        budget.event()
                    continue
                depth -= 1
                if depth == 1 and root is not None:
                    yield item
                    root.clear()
    except ET.ParseError as e:
        raise GameError("bad-xml", detail=xml_fault(e)) from None


def read_mjlog(text: str) -> Game:
    """A game from Tenhou XML text, read element by element."""
    rules = TENHOU_RULES
    players = ["", "", "", ""]
    rounds: list[Round] = []
    game: _Round | None = None
    budget = Budget()
    elements = _elements(text, budget)
    while True:
        try:
            el = next(elements, None)
        except GameError as e:  # too many elements, or broken XML: where the reading stopped
            if game is None:
                raise
            raise e.at(round=game.b.name, event=len(game.b.events) + 1) from None
        if el is None:
            break
        tag = el.tag
        if tag == "GO":
            rules = rules_of(_ints(el, "type", 1)[0])
        elif tag == "UN" and el.get("n0") is not None:
            players = [_name(el.get(f"n{i}", "")) for i in range(LOG_SEATS)]
        elif tag == "INIT":
            if game is not None:
                rounds.append(game.b.finish())
            budget.round()
            game = _Round(rules, el, budget.rounds)
        elif tag in ("SHUFFLE", "TAIKYOKU", "BYE", "UN"):
            continue
        else:
            if game is None:
                raise GameError("bad-end", detail=said(Detail.BEFORE_INIT, tag=tag[:10]))
            try:
                game.step(el)
            except GameError as e:
                raise e.at(round=game.b.name, event=len(game.b.events) + 1) from None
    if game is not None:
        rounds.append(game.b.finish())
    if not rounds:
        raise GameError("no-rounds")
    if any(players[rules.seats :]):
        raise GameError(
            "bad-field",
            field="UN",
            value=repr(players)[:40],
            expected=said(Detail.N_NAMES, n=rules.seats),
        )
    return Game(tuple(players[: rules.seats]), rules, tuple(rounds), SourceFormat.MJLOG)


def _name(quoted: str) -> str:
    """A player's name from its URL-encoded text, cut to :data:`~.limits.MAX_NAME` characters
    (before decoding too: a %XX is three characters)."""
    return cut_name(urllib.parse.unquote(quoted[: 3 * MAX_NAME]))


class _Round:
    """One round being read: the builder, plus the 136-ids each seat holds (the XML names the
    physical tile, so a call or a tsumogiri can be checked tile for tile)."""

    def __init__(self, rules: Rules, el: ET.Element, index: int) -> None:
        """Round ``index`` (1-based) of the log begins at its ``<INIT>``; a fault before the
        round's own name is known (in ``seed``) is placed as ``#index``."""
        self.rules = rules
        try:
            seed = _ints(el, "seed", 6)
            kyoku = seed[0]
            if not 0 <= kyoku < 16:
                raise GameError(
                    "bad-field", field="seed", value=kyoku, expected=said(Detail.A_ROUND)
                )
        except GameError as e:
            raise e.at(round=f"#{index}") from None
        self._seen: set[int] = set()
        try:
            ten = _ints(el, "ten", LOG_SEATS)
            dealer = _ints(el, "oya", 1)[0]
            hands = [_ints(el, f"hai{s}", DEALT) for s in rules.seat_order()]
            for h in hands:
                for i in h:
                    self._id(i)
            self._id(seed[5])
            self.b = RoundBuilder(
                rules,
                wind=kyoku // PER_WIND,
                number=kyoku % PER_WIND + 1,
                honba=seed[1],
                riichi_sticks=seed[2],
                dealer=dealer,
                scores=tuple(t * 100 for t in ten[: rules.seats]),
                hands=[[self.code(i) for i in h] for h in hands],
                dora_indicator=self.code(seed[5]),
            )
        except GameError as e:
            raise e.at(round=round_name(kyoku // PER_WIND, kyoku % PER_WIND + 1)) from None
        self.ids = [set(h) for h in hands]
        self.drawn: tuple[int, int] | None = None
        self.last_discard: int | None = None
        self.ended = False

    def code(self, i: int) -> int:
        """Our tile code of a 136 id."""
        if not 0 <= i < IDS:
            raise GameError("unknown-tile", text=str(i))
        return _code_of(i, bool(self.rules.red_fives))

    def _id(self, i: int) -> None:
        if not 0 <= i < IDS:
            raise GameError("unknown-tile", text=str(i))
        if i in self._seen:
            raise GameError("same-tile", id=i, tile=i // COPIES)
        self._seen.add(i)

    def _hold(self, seat: int, ids: tuple[int, ...], action: Action) -> None:
        for i in ids:
            if i not in self.ids[seat]:
                raise GameError("not-held-id", seat=seat, action=action, id=i, tile=self.code(i))
        self.ids[seat] -= set(ids)

    def step(self, el: ET.Element) -> None:
        """Play one element (after an AGARI only another AGARI: a double ron)."""
        b, tag = self.b, el.tag
        move = _MOVE.match(tag)
        if self.ended and tag not in ("AGARI",):
            raise b.fail("bad-end", detail=said(Detail.BEFORE_TAG, tag=tag[:10]))
        if move:
            letter, i = move.group(1), int(move.group(2))
            if letter in _DRAW_TAGS:
                seat = _DRAW_TAGS.index(letter)
                self._id(i)
                b.apply(Draw(seat, self.code(i)))
                self.ids[seat].add(i)
                self.drawn = (seat, i)
            else:
                seat = _DISCARD_TAGS.index(letter.upper())
                if seat in self.rules.seat_order() and 0 <= i < IDS and i not in self.ids[seat]:
                    raise b.fail(
                        "not-held-id", seat=seat, action=Action.DISCARDS, id=i, tile=self.code(i)
                    )
                b.apply(Discard(seat, self.code(i), self.drawn == (seat, i)))
                self.ids[seat].discard(i)
                self.drawn = None
                self.last_discard = i
        elif tag == "N":
            self._meld(el)
        elif tag == "REACH":
            if _ints(el, "step", 1)[0] == 1:
                b.apply(Riichi(_ints(el, "who", 1)[0]))
        elif tag == "DORA":
            i = _ints(el, "hai", 1)[0]
            self._id(i)
            b.apply(NewDora(self.code(i)))
        elif tag == "AGARI":
            self._agari(el)
        elif tag == "RYUUKYOKU":
            kind = el.get("type")
            if kind not in _DRAWS:
                raise GameError("unknown-result", text=str(kind)[:20])
            sc = _ints(el, "sc", 8)
            tenpai = None
            if _DRAWS[kind] is DrawKind.EXHAUSTIVE:
                tenpai = tuple(s for s in self.rules.seat_order() if el.get(f"hai{s}") is not None)
            b.draw_end(_DRAWS[kind], _deltas(sc, self.rules), tenpai)
            self.ended = True
        else:
            raise GameError("unknown-event", name=tag[:20])

    def _meld(self, el: ET.Element) -> None:
        b = self.b
        seat = _ints(el, "who", 1)[0]
        meld = decode_meld(_ints(el, "m", 1)[0])
        if seat not in self.rules.seat_order():
            raise b.fail("seat-range", seat=seat, last=self.rules.seats - 1)
        if meld.kind == "kita":
            self._hold(seat, meld.ids, Action.SETS_ASIDE)
            b.apply(Kita(seat, self.code(meld.called)))
        elif meld.kind in ("chi", "pon", "daiminkan"):
            if meld.called != self.last_discard or b.expecting != "draw":
                raise b.fail(
                    "no-discard",
                    seat=seat,
                    tile=self.code(meld.called),
                    detail=said(Detail.NOT_JUST_DISCARDED),
                )
            rest = tuple(i for i in meld.ids if i != meld.called)
            self._hold(seat, rest, Action.CALLS_WITH)
            source = (seat + meld.relative) % LOG_SEATS  # by four seats' places
            if source >= self.rules.seats:
                raise b.fail("seat-range", seat=source, last=self.rules.seats - 1)
            called = self.code(meld.called)
            codes = tuple(self.code(i) for i in rest)
            if meld.kind == "chi":
                b.apply(Chi(seat, source, called, (codes[0], codes[1])))
            elif meld.kind == "pon":
                b.apply(Pon(seat, source, called, (codes[0], codes[1])))
            else:
                b.apply(OpenKong(seat, source, called, (codes[0], codes[1], codes[2])))
            self.last_discard = None
        elif meld.kind == "kakan":
            self._hold(seat, (meld.called,), Action.ADDS_TO_KONG)
            b.apply(AddedKong(seat, self.code(meld.called)))
        else:
            self._hold(seat, meld.ids, Action.CONCEALED_KONG_OF)
            c = tuple(self.code(i) for i in meld.ids)
            b.apply(ConcealedKong(seat, (c[0], c[1], c[2], c[3])))
        self.drawn = None

    def _agari(self, el: ET.Element) -> None:
        b = self.b
        who, source = _ints(el, "who", 1)[0], _ints(el, "fromWho", 1)[0]
        ten = _ints(el, "ten", 3)
        yaku_ids = _ints(el, "yaku") if el.get("yaku") else []
        yakuman = _ints(el, "yakuman") if el.get("yakuman") else []
        if len(yaku_ids) % 2 or any(not 0 <= y < len(YAKU_NAMES) for y in yaku_ids[::2] + yakuman):
            raise GameError(
                "bad-field",
                field="yaku",
                value=el.get("yaku", "")[:30],
                expected=said(Detail.YAKU_IDS),
            )
        yaku = tuple((YAKU_NAMES[y], h) for y, h in zip(yaku_ids[::2], yaku_ids[1::2], strict=True))
        yaku += tuple((YAKU_NAMES[y], 13) for y in yakuman)
        uras = _ints(el, "doraHaiUra") if el.get("doraHaiUra") else []
        ura_codes = []
        for i in uras:
            if i not in self._seen:
                self._id(i)
            ura_codes.append(self.code(i))
        hai = _ints(el, "hai")
        machi = _ints(el, "machi", 1)[0]
        # A win with no yaku in the record (converters' XML: ten="0,8000,0") has its han and
        # fu not recorded, never 0: the review compares what the record states. An empty
        # yaku list (our writer's, for a record that had none) states nothing either.
        stated = bool(yaku)
        pao = _ints(el, "paoWho", 1)[0] if el.get("paoWho") is not None else who
        if not 0 <= pao < len(self.ids):
            raise GameError("bad-field", field="paoWho", value=pao, expected=said(Detail.A_SEAT))
        b.win(
            who,
            source,
            _deltas(_ints(el, "sc", 8), self.rules),
            han=sum(h for _, h in yaku) if stated else None,
            fu=ten[0] if stated and ten[0] else None,  # never 0 fu: not recorded
            points=ten[1] or None,
            yaku=yaku if stated else None,
            ura_dora_indicators=tuple(ura_codes),
            win_tile=self.code(machi),
            hand=tuple(self.code(i) for i in hai),
            liable=pao,
        )
        self.ended = True


def _deltas(sc: list[int], rules: Rules) -> tuple[int, ...]:
    """The payments of an ``sc`` (score, payment pairs in hundreds): one a seat that plays (a
    three-player game's fourth must be 0)."""
    deltas = [d * 100 for d in sc[1::2]]
    if any(deltas[rules.seats :]):
        raise GameError("bad-deltas", deltas=repr(deltas)[:40])
    return tuple(deltas[: rules.seats])


def _code_of(i: int, red: bool) -> int:
    """Our tile code of a 136 id (ids 16, 52 and 88 are the red fives in a game with them)."""
    if red and i in _RED_IDS:
        code = red_of(i // COPIES)
        assert code is not None
        return code
    return i // COPIES


# --- writing ----------------------------------------------------------------------------------

_RED_ID_OF = {i // COPIES: i for i in _RED_IDS}  # a red five's kind → its id
_DRAW_NAMES = {kind: name for name, kind in _DRAWS.items() if name is not None}


def encode_chi(ids: tuple[int, ...], called: int) -> int:
    """The meld code of a chi of three ids (:func:`decode_meld`'s inverse)."""
    ids = tuple(sorted(ids))
    base = ids[0] // COPIES
    t = ((base // 9) * 7 + base % 9) * 3 + ids.index(called)
    m = (t << 10) | 0x4 | 3
    for i, x in enumerate(ids):
        m |= (x - (base + i) * COPIES) << (3 + 2 * i)
    return m


def encode_pon(ids: tuple[int, ...], called: int, relative: int, added: bool) -> int:
    """The meld code of a pon of three ids, or of the added kong made of it (the fourth id
    added): :func:`decode_meld`'s inverse."""
    kind = ids[0] // COPIES
    three = sorted(ids[:3])
    unused = ({kind * COPIES + i for i in range(COPIES)} - set(three)).pop() - kind * COPIES
    t = kind * 3 + three.index(called)
    return (t << 9) | (0x10 if added else 0x8) | (unused << 5) | relative


def to_mjlog(game: Game) -> str:
    """The game as Tenhou XML. The record names tiles by kind, so each round is played out with
    physical ids (the red fives on their ids, the others taken in order). What the format cannot
    say is left out: the rules beyond the ``GO`` bits (red fives, open tanyao, the game's
    length), han and fu of a win without yaku or with a yaku Tenhou has no id for, and who was
    ready at a draw that does not know (nobody is shown)."""
    r = game.rules
    go = 0x1 | (0 if r.red_fives else 0x2) | (0 if r.open_tanyao else 0x4)
    go |= (0 if r.east_only else 0x8) | (THREE_PLAYERS if r.three_player else 0)
    players = [*game.players, *("" for _ in range(LOG_SEATS - len(game.players)))]
    names = " ".join(f'n{i}="{urllib.parse.quote(n)}"' for i, n in enumerate(players))
    out = [f'<mjloggm ver="2.3"><GO type="{go}" lobby="0"/><UN {names}/><TAIKYOKU oya="0"/>']
    for rnd in game.rounds:
        out += _Writer(rnd, bool(r.red_fives), r.seats).lines()
    out.append("</mjloggm>")
    return "".join(out)


class _Writer:
    """One round played out with physical ids: the ids still in the wall, each seat's ids."""

    def __init__(self, rnd: Round, red: bool, seats: int) -> None:
        self.rnd, self.red, self.seats = rnd, red, seats
        self.free = {k: [k * COPIES + i for i in range(COPIES)] for k in range(NUM_KINDS)}
        if red:
            for k, i in _RED_ID_OF.items():
                self.free[k].remove(i)
        self.held = [[self.take(c) for c in h] for h in rnd.hands]
        self.scores = _four(rnd.scores)
        self.uras: dict[int, int] = {}  # ura indicator → its id (double ron: both show them)

    def take(self, code: int) -> int:
        """An id of ``code`` from the wall."""
        return _RED_ID_OF[kind_of(code)] if is_red(code) else self.free[code].pop(0)

    def give(self, seat: int, code: int, prefer: int | None = None) -> int:
        """An id of ``code`` out of ``seat``'s hand (``prefer`` if it is one)."""
        held = self.held[seat]
        if prefer is not None and prefer in held and _code_of(prefer, self.red) == code:
            held.remove(prefer)
            return prefer
        i = next(i for i in held if _code_of(i, self.red) == code)
        held.remove(i)
        return i

    def lines(self) -> list[str]:
        """The round's elements: ``INIT``, its events, its ends."""
        rnd = self.rnd
        dora = self.take(rnd.dora_indicator)
        seed = f"{rnd.wind * 4 + rnd.number - 1},{rnd.honba},{rnd.riichi_sticks},0,0,{dora}"
        hai = " ".join(f'hai{s}="{_ids(h)}"' for s, h in enumerate(_four(self.held, [])))
        out = [f'<INIT seed="{seed}" ten="{_hundreds(self.scores)}" oya="{rnd.dealer}" {hai}/>']
        drawn: int | None = None
        last = kong = -1
        pons: dict[tuple[int, int], tuple[tuple[int, ...], int, int]] = {}
        declared = -1
        for e in rnd.events:
            match e:
                case Draw(seat, tile):
                    drawn = self.take(tile)
                    self.held[seat].append(drawn)
                    out.append(f"<{_DRAW_TAGS[seat]}{drawn}/>")
                case Discard(seat, tile, tsumogiri):
                    last = self.give(seat, tile, drawn if tsumogiri else None)
                    out.append(f"<{_DISCARD_TAGS[seat]}{last}/>")
                    if declared == seat:
                        self.scores[seat] -= 1000
                        ten = _hundreds(self.scores)
                        out.append(f'<REACH who="{seat}" ten="{ten}" step="2"/>')
                        declared = -1
                    drawn = None
                case Riichi(seat):
                    out.append(f'<REACH who="{seat}" step="1"/>')
                    declared = seat
                case Chi(seat, _, _, tiles):
                    ids = (last, *(self.give(seat, t) for t in tiles))
                    out.append(f'<N who="{seat}" m="{encode_chi(ids, last)}"/>')
                case Pon(seat, source, tile, tiles):
                    ids = (last, *(self.give(seat, t) for t in tiles))
                    rel = (source - seat) % LOG_SEATS
                    pons[(seat, kind_of(tile))] = (ids, last, rel)
                    out.append(f'<N who="{seat}" m="{encode_pon(ids, last, rel, False)}"/>')
                case OpenKong(seat, source, _, tiles):
                    for t in tiles:
                        self.give(seat, t)
                    out.append(
                        f'<N who="{seat}" m="{(last << 8) | ((source - seat) % LOG_SEATS)}"/>'
                    )
                case AddedKong(seat, tile):
                    ids, called, rel = pons[(seat, kind_of(tile))]
                    kong = self.give(seat, tile)
                    out.append(f'<N who="{seat}" m="{encode_pon(ids, called, rel, True)}"/>')
                case ConcealedKong(seat, tiles):
                    kong = [self.give(seat, t) for t in tiles][0]
                    out.append(f'<N who="{seat}" m="{(kind_of(tiles[0]) * 4) << 8}"/>')
                case Kita(seat, tile):
                    north = self.give(seat, tile)
                    out.append(f'<N who="{seat}" m="{(north << 8) | KITA_BIT}"/>')
                    drawn = None
                case NewDora(indicator):
                    out.append(f'<DORA hai="{self.take(indicator)}"/>')
        for end in rnd.ends:
            sc = ",".join(
                f"{s // 100},{d // 100}"
                for s, d in zip(self.scores, _four(end.deltas), strict=True)
            )
            if isinstance(end, Win):
                if end.self_drawn:
                    machi = drawn if drawn is not None else -1
                elif last >= 0 and _code_of(last, self.red) == end.win_tile:
                    machi = last
                else:
                    machi = kong  # a robbed kong
                out.append(self._agari(end, machi, sc))
            else:
                out.append(self._ryuukyoku(end, sc))
        return out

    def _agari(self, win: Win, machi: int, sc: str) -> str:
        ids = [i for i in self.held[win.winner] if i != machi] + [machi]
        known = win.yaku is not None and all(n in YAKU_NAMES for n, _ in win.yaku)
        yaku = ""
        if known and win.yaku:
            yaku = ",".join(f"{YAKU_NAMES.index(n)},{h}" for n, h in win.yaku)
        for t in win.ura_dora_indicators:
            self.uras.setdefault(t, self.take(t))
        ura = ",".join(str(self.uras[t]) for t in win.ura_dora_indicators)
        pao = "" if win.liable is None else f' paoWho="{win.liable}"'
        return (
            f'<AGARI who="{win.winner}" fromWho="{win.from_seat}" machi="{machi}" '
            f'hai="{_ids(ids)}" ten="{win.fu or 0},{win.points or 0},0" '
            f'yaku={quoteattr(yaku)} doraHaiUra="{ura}"{pao} sc="{sc}"/>'
        )

    def _ryuukyoku(self, end: DrawEnd, sc: str) -> str:
        kind = f' type="{_DRAW_NAMES[end.kind]}"' if end.kind in _DRAW_NAMES else ""
        shown = "".join(f' hai{s}="{_ids(self.held[s])}"' for s in end.tenpai or ())
        return f'<RYUUKYOKU{kind} sc="{sc}"{shown}/>'


def _four(values: Any, empty: Any = 0) -> list[Any]:
    """Per-seat values laid out for the format's four seats (a three-player game's fourth
    ``empty``)."""
    out = list(values)
    return out + [empty] * (LOG_SEATS - len(out))


def _ids(ids: list[int] | tuple[int, ...]) -> str:
    return ",".join(map(str, ids))


def _hundreds(scores: list[int]) -> str:
    return ",".join(str(s // 100) for s in scores)


def sniff(text: str) -> bool:
    """Whether ``text`` is Tenhou XML: it starts with ``<`` (the reader says if it is not
    ``<mjloggm>``)."""
    return text.startswith("<")


#: Tenhou XML in the registry of formats (``game.read.FORMATS``).
FORMAT = LogFormat(SourceFormat.MJLOG, sniff, read_mjlog, to_mjlog)
