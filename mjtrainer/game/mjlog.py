"""Tenhou XML (mjlog): ``<mjloggm>`` with ``GO`` (the rule bits), ``UN`` (names, URL-encoded),
``INIT`` (seed, scores, dealer, the four hands), ``T/U/V/W`` draws and ``D/E/F/G`` discards,
``N`` calls (the meld code), ``REACH``, ``DORA``, ``AGARI`` and ``RYUUKYOKU`` — read.

Tiles are the 136 ids: ``id // 4`` is the kind; ids 16, 52 and 88 are the red 5m, 5p, 5s when
the game has red fives. Scores in the file are in hundreds.
"""

from __future__ import annotations

import re
import urllib.parse
import xml.etree.ElementTree as ET

from ..core import Rules
from ..core.kinds import red_of
from .errors import GameError
from .record import (
    TENHOU_RULES,
    AddedKong,
    Chi,
    ConcealedKong,
    Discard,
    Draw,
    DrawKind,
    Game,
    NewDora,
    OpenKong,
    Pon,
    Riichi,
    Round,
    log_rules,
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
    if go_type & 0x10:
        raise GameError("three-player")
    return log_rules(
        red_fives=0 if go_type & 0x02 else 3,
        open_tanyao=not go_type & 0x04,
        east_only=not go_type & 0x08,
    )


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
    (bits 2–5 clear: open when from another seat, concealed from itself); bit 5 (north) and
    anything else is refused."""
    if not 0 <= m < 1 << 16:
        raise GameError("bad-field", field="m", value=m, expected="a 16-bit meld code")
    rel = m & 3
    if m & 0x4:
        t = m >> 10
        called_index, t = t % 3, t // 3
        base = (t // 7) * 9 + t % 7
        if base // 9 > 2 or rel != 3:
            raise GameError("bad-field", field="m", value=m, expected="a chi from the left")
        ids = tuple((base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3))
        return Meld("chi", ids, ids[called_index], rel)
    if m & 0x18:
        t = m >> 9
        called_index, kind = t % 3, t // 3
        if kind >= 34 or rel == 0:
            raise GameError("bad-field", field="m", value=m, expected="a pon code")
        unused = (m >> 5) & 3
        ids = tuple(kind * 4 + i for i in range(4) if i != unused)
        if m & 0x8:
            return Meld("pon", ids, ids[called_index], rel)
        return Meld("kakan", (*ids, kind * 4 + unused), kind * 4 + unused, rel)
    if m & 0x20:
        raise GameError("three-player")
    t = m >> 8
    kind = t // 4
    if kind >= 34:
        raise GameError("bad-field", field="m", value=m, expected="a kong code")
    ids = tuple(kind * 4 + i for i in range(4))
    return Meld("daiminkan" if rel else "ankan", ids, t, rel)


def _ints(el: ET.Element, key: str, n: int | None = None) -> list[int]:
    text = el.get(key)
    if text is None:
        raise GameError("missing-field", field=key, where=f"<{el.tag}>")
    try:
        out = [int(x) for x in text.split(",")] if text else []
    except ValueError:
        raise GameError("bad-field", field=key, value=repr(text)[:30], expected="numbers") from None
    if n is not None and len(out) != n:
        raise GameError("bad-field", field=key, value=repr(text)[:30], expected=f"{n} numbers")
    return out


def read_mjlog(text: str) -> Game:
    """A game from Tenhou XML text."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        raise GameError("bad-xml", detail=str(e)[:60]) from None
    if root.tag != "mjloggm":
        raise GameError("not-a-log", what=f"XML whose root is <{root.tag[:20]}>, not <mjloggm>")
    rules = TENHOU_RULES
    players = ["", "", "", ""]
    rounds: list[Round] = []
    game: _Round | None = None
    for el in root:
        tag = el.tag
        if tag == "GO":
            rules = rules_of(_ints(el, "type", 1)[0])
        elif tag == "UN" and el.get("n0") is not None:
            players = [urllib.parse.unquote(el.get(f"n{i}", "")) for i in range(4)]
        elif tag == "INIT":
            if game is not None:
                rounds.append(game.b.finish())
            game = _Round(rules, el)
        elif tag in ("SHUFFLE", "TAIKYOKU", "BYE", "UN"):
            continue
        else:
            if game is None:
                raise GameError("bad-end", detail=f"<{tag[:10]}> before any INIT")
            try:
                game.step(el)
            except GameError as e:
                raise e.at(round=game.b.name, event=len(game.b.events) + 1) from None
    if game is not None:
        rounds.append(game.b.finish())
    if not rounds:
        raise GameError("no-rounds")
    return Game((players[0], players[1], players[2], players[3]), rules, tuple(rounds), "mjlog")


class _Round:
    """One round being read: the builder, plus the 136-ids each seat holds (the XML names the
    physical tile, so a call or a tsumogiri can be checked tile for tile)."""

    def __init__(self, rules: Rules, el: ET.Element) -> None:
        self.rules = rules
        seed = _ints(el, "seed", 6)
        ten = _ints(el, "ten", 4)
        dealer = _ints(el, "oya", 1)[0]
        kyoku = seed[0]
        if not 0 <= kyoku < 16:
            raise GameError("bad-field", field="seed", value=kyoku, expected="a round 0–15")
        self._seen: set[int] = set()
        hands = [_ints(el, f"hai{s}", 13) for s in range(4)]
        try:
            for h in hands:
                for i in h:
                    self._id(i)
            self._id(seed[5])
            self.b = RoundBuilder(
                rules,
                wind=kyoku // 4,
                number=kyoku % 4 + 1,
                honba=seed[1],
                riichi_sticks=seed[2],
                dealer=dealer,
                scores=(ten[0] * 100, ten[1] * 100, ten[2] * 100, ten[3] * 100),
                hands=[[self.code(i) for i in h] for h in hands],
                dora_indicator=self.code(seed[5]),
            )
        except GameError as e:
            raise e.at(round=round_name(kyoku // 4, kyoku % 4 + 1)) from None
        self.ids = [set(h) for h in hands]
        self.drawn: tuple[int, int] | None = None
        self.last_discard: int | None = None
        self.ended = False

    def code(self, i: int) -> int:
        """Our tile code of a 136 id."""
        if not 0 <= i < 136:
            raise GameError("unknown-tile", text=str(i))
        if self.rules.red_fives and i in _RED_IDS:
            red = red_of(i // 4)
            assert red is not None
            return red
        return i // 4

    def _id(self, i: int) -> None:
        if not 0 <= i < 136:
            raise GameError("unknown-tile", text=str(i))
        if i in self._seen:
            raise GameError("same-tile", id=i, tile=i // 4)
        self._seen.add(i)

    def _hold(self, seat: int, ids: tuple[int, ...], action: str) -> None:
        for i in ids:
            if i not in self.ids[seat]:
                raise GameError("not-held-id", seat=seat, action=action, id=i, tile=self.code(i))
        self.ids[seat] -= set(ids)

    def step(self, el: ET.Element) -> None:
        """Play one element (after an AGARI only another AGARI: a double ron)."""
        b, tag = self.b, el.tag
        move = _MOVE.match(tag)
        if self.ended and tag not in ("AGARI",):
            raise b.fail("bad-end", detail=f"before <{tag[:10]}>")
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
                if 0 <= seat < 4 and 0 <= i < 136 and i not in self.ids[seat]:
                    raise b.fail(
                        "not-held-id", seat=seat, action="discards", id=i, tile=self.code(i)
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
                tenpai = tuple(s for s in range(4) if el.get(f"hai{s}") is not None)
            b.draw_end(_DRAWS[kind], _deltas(sc), tenpai)
            self.ended = True
        else:
            raise GameError("unknown-event", name=tag[:20])

    def _meld(self, el: ET.Element) -> None:
        b = self.b
        seat = _ints(el, "who", 1)[0]
        meld = decode_meld(_ints(el, "m", 1)[0])
        if not 0 <= seat < 4:
            raise b.fail("seat-range", seat=seat)
        if meld.kind in ("chi", "pon", "daiminkan"):
            if meld.called != self.last_discard or b.expecting != "draw":
                raise b.fail(
                    "no-discard",
                    seat=seat,
                    tile=self.code(meld.called),
                    detail="it was not just discarded",
                )
            rest = tuple(i for i in meld.ids if i != meld.called)
            self._hold(seat, rest, "calls with")
            source = (seat + meld.relative) % 4
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
            self._hold(seat, (meld.called,), "adds to a kong")
            b.apply(AddedKong(seat, self.code(meld.called)))
        else:
            self._hold(seat, meld.ids, "declares a concealed kong of")
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
                "bad-field", field="yaku", value=el.get("yaku", "")[:30], expected="yaku ids"
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
        han = sum(h for _, h in yaku)
        b.win(
            who,
            source,
            _deltas(_ints(el, "sc", 8)),
            han=han,
            fu=ten[0],
            points=ten[1],
            yaku=yaku,
            ura_dora_indicators=tuple(ura_codes),
            win_tile=self.code(machi),
            hand=tuple(self.code(i) for i in hai),
        )
        self.ended = True


def _deltas(sc: list[int]) -> tuple[int, int, int, int]:
    d = sc[1::2]
    return (d[0] * 100, d[1] * 100, d[2] * 100, d[3] * 100)
