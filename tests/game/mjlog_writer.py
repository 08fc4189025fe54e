"""A test-only Tenhou XML (mjlog) writer: a record played out with physical tile ids, so the
reader's XML path (meld codes included) can be fixed against records the engine made."""

from __future__ import annotations

import urllib.parse
from xml.sax.saxutils import quoteattr

from mjtrainer.core.kinds import is_red, kind_of
from mjtrainer.game import (
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
    Win,
)
from mjtrainer.game.mjlog import YAKU_NAMES

_RED_IDS = {4: 16, 13: 52, 22: 88}
_DRAWS = {v: k for k, v in {
    "nm": DrawKind.NAGASHI_MANGAN, "yao9": DrawKind.NINE_TERMINALS, "reach4": DrawKind.FOUR_RIICHI,
    "kan4": DrawKind.FOUR_KONGS, "kaze4": DrawKind.FOUR_WINDS, "ron3": DrawKind.TRIPLE_RON,
}.items()}  # fmt: skip


def encode_chi(ids: tuple[int, ...], called: int) -> int:
    """The meld code of a chi of three ids (from the left)."""
    ids = tuple(sorted(ids))
    base = ids[0] // 4
    t = ((base // 9) * 7 + base % 9) * 3 + ids.index(called)
    m = (t << 10) | 0x4 | 3
    for i, x in enumerate(ids):
        m |= (x - (base + i) * 4) << (3 + 2 * i)
    return m


def encode_pon(ids: tuple[int, ...], called: int, rel: int, added: bool) -> int:
    """The meld code of a pon (three ids), or of its added kong (the fourth id added)."""
    kind = ids[0] // 4
    three = sorted(ids[:3])
    unused = ({kind * 4 + i for i in range(4)} - set(three)).pop() - kind * 4
    t = kind * 3 + three.index(called)
    return (t << 9) | (0x10 if added else 0x8) | (unused << 5) | rel


def to_mjlog(game: Game) -> str:
    r = game.rules
    go = (
        0x1
        | (0 if r.red_fives else 0x2)
        | (0 if r.open_tanyao else 0x4)
        | (0 if r.east_only else 0x8)
    )
    names = " ".join(f'n{i}="{urllib.parse.quote(n)}"' for i, n in enumerate(game.players))
    out = [f'<mjloggm ver="2.3"><GO type="{go}" lobby="0"/><UN {names}/><TAIKYOKU oya="0"/>']
    for rnd in game.rounds:
        out += _round(rnd, bool(r.red_fives))
    out.append("</mjloggm>")
    return "".join(out)


def _round(rnd: Round, red: bool) -> list[str]:
    free = {k: [k * 4 + i for i in range(4)] for k in range(34)}
    if red:
        for k, i in _RED_IDS.items():
            free[k].remove(i)

    def take(code: int) -> int:
        return _RED_IDS[kind_of(code)] if is_red(code) else free[code].pop(0)

    held = [[take(c) for c in h] for h in rnd.hands]
    dora = take(rnd.dora_indicator)
    ten = ",".join(str(s // 100) for s in rnd.scores)
    seed = f"{rnd.wind * 4 + rnd.number - 1},{rnd.honba},{rnd.riichi_sticks},0,0,{dora}"
    hai = " ".join(f'hai{s}="{",".join(map(str, held[s]))}"' for s in range(4))
    out = [f'<INIT seed="{seed}" ten="{ten}" oya="{rnd.dealer}" {hai}/>']
    scores = list(rnd.scores)

    def give(seat: int, code: int, prefer: int | None = None) -> int:
        if prefer is not None and prefer in held[seat] and _code(prefer, red) == code:
            held[seat].remove(prefer)
            return prefer
        i = next(i for i in held[seat] if _code(i, red) == code)
        held[seat].remove(i)
        return i

    drawn: int | None = None
    last = kong = -1
    pons: dict[tuple[int, int], tuple[tuple[int, ...], int, int]] = {}
    declared = -1
    for e in rnd.events:
        match e:
            case Draw(seat, tile):
                drawn = take(tile)
                held[seat].append(drawn)
                out.append(f"<{'TUVW'[seat]}{drawn}/>")
            case Discard(seat, tile, tsumogiri):
                last = give(seat, tile, drawn if tsumogiri else None)
                out.append(f"<{'DEFG'[seat]}{last}/>")
                if declared == seat:
                    scores[seat] -= 1000
                    ten = ",".join(str(s // 100) for s in scores)
                    out.append(f'<REACH who="{seat}" ten="{ten}" step="2"/>')
                    declared = -1
                drawn = None
            case Riichi(seat):
                out.append(f'<REACH who="{seat}" step="1"/>')
                declared = seat
            case Chi(seat, _, tile, tiles):
                ids = (last, *(give(seat, t) for t in tiles))
                out.append(f'<N who="{seat}" m="{encode_chi(ids, last)}"/>')
            case Pon(seat, source, tile, tiles):
                ids = (last, *(give(seat, t) for t in tiles))
                rel = (source - seat) % 4
                pons[(seat, kind_of(tile))] = (ids, last, rel)
                out.append(f'<N who="{seat}" m="{encode_pon(ids, last, rel, False)}"/>')
            case OpenKong(seat, source, tile, tiles):
                for t in tiles:
                    give(seat, t)
                out.append(f'<N who="{seat}" m="{(last << 8) | ((source - seat) % 4)}"/>')
            case AddedKong(seat, tile):
                ids, called, rel = pons[(seat, kind_of(tile))]
                kong = give(seat, tile)
                out.append(f'<N who="{seat}" m="{encode_pon(ids, called, rel, True)}"/>')
            case ConcealedKong(seat, tiles):
                ids = [give(seat, t) for t in tiles]
                kong = ids[0]
                out.append(f'<N who="{seat}" m="{(kind_of(tiles[0]) * 4) << 8}"/>')
            case NewDora(indicator):
                out.append(f'<DORA hai="{take(indicator)}"/>')
    for end in rnd.ends:
        sc = ",".join(f"{s // 100},{d // 100}" for s, d in zip(scores, end.deltas, strict=True))
        if isinstance(end, Win):
            if end.self_drawn:
                machi = drawn if drawn is not None else -1
            else:
                machi = last if last >= 0 and _code(last, red) == end.win_tile else kong
            ids = [i for i in held[end.winner] if i != machi] + [machi]
            yaku = ",".join(
                f"{YAKU_NAMES.index(n)},{h}" for n, h in end.yaku or () if n in YAKU_NAMES
            )
            ura = ",".join(str(take(t)) for t in end.ura_dora_indicators)
            out.append(
                f'<AGARI who="{end.winner}" fromWho="{end.from_seat}" machi="{machi}" '
                f'hai="{",".join(map(str, ids))}" ten="{end.fu or 0},{end.points or 0},0" '
                f'yaku={quoteattr(yaku)} doraHaiUra="{ura}" sc="{sc}"/>'
            )
        else:
            kind = f' type="{_DRAWS[end.kind]}"' if end.kind in _DRAWS else ""
            shown = "".join(f' hai{s}="{",".join(map(str, held[s]))}"' for s in (end.tenpai or ()))
            out.append(f'<RYUUKYOKU{kind} sc="{sc}"{shown}/>')
    return out


def _code(i: int, red: bool) -> int:
    if red and i in _RED_IDS.values():
        return {16: 34, 52: 35, 88: 36}[i]
    return i // 4
