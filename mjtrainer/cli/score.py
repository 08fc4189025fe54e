"""``mjtrainer score``: what a complete hand is worth, readable or as JSON, for one hand or a
batch of JSON lines.

    mjtrainer score '11m222444777z [111p]' --rules mcr --win-tile 2z
    mjtrainer score 234567m234p55s678s --rules riichi --win-tile 5s --self-drawn --riichi --json
    echo '{"hand": "11m222444777z [111p]", "rules": "mcr", "win_tile": "2z"}' \\
        | mjtrainer score --json -

In a batch the command line's options are every line's defaults and a line's keys (the
options' names, ``-`` written ``_``, plus ``hand`` and ``rules``) override them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any, TextIO

from ..core import Hand, HandError, find_rules, tile_name, tile_str
from ..core.tiles import format_tiles
from ..scoring import (
    Fan,
    McrPayments,
    McrScore,
    RiichiScore,
    Score,
    ScoringError,
    score,
    scored_presets,
)
from ..scoring.riichi import FuReason
from . import situation as options
from .lines import InputError, check_argument, read_lines, shown
from .output import can_print, dumps, pictures, pictures_ok, say
from .words import Words, add_lang_argument, pad, width, words_of

#: The keys of a batch line: the hand, the rules, every situation option and riichi option.
KEYS: tuple[str, ...] = (
    "hand",
    "rules",
    *(o.key for o in options.OPTIONS),
    *(o.key for o in options.RULE_OPTIONS),
)

#: How each reason for fu reads.
FU_WORDS: dict[FuReason, str] = {
    FuReason.BASE: "base",
    FuReason.CLOSED_RON: "concealed hand on a discard",
    FuReason.SEVEN_PAIRS: "seven pairs",
    FuReason.WAIT_KANCHAN: "closed wait (kanchan)",
    FuReason.WAIT_PENCHAN: "edge wait (penchan)",
    FuReason.WAIT_TANKI: "pair wait (tanki)",
    FuReason.PAIR_DRAGON: "dragon pair",
    FuReason.PAIR_SEAT_WIND: "seat-wind pair",
    FuReason.PAIR_ROUND_WIND: "round-wind pair",
    FuReason.OPEN_PUNG_SIMPLE: "open pung of simples",
    FuReason.OPEN_PUNG_TERMINAL: "open pung of terminals or honours",
    FuReason.CONCEALED_PUNG_SIMPLE: "concealed pung of simples",
    FuReason.CONCEALED_PUNG_TERMINAL: "concealed pung of terminals or honours",
    FuReason.OPEN_KONG_SIMPLE: "open kong of simples",
    FuReason.OPEN_KONG_TERMINAL: "open kong of terminals or honours",
    FuReason.CONCEALED_KONG_SIMPLE: "concealed kong of simples",
    FuReason.CONCEALED_KONG_TERMINAL: "concealed kong of terminals or honours",
    FuReason.TSUMO: "self-draw",
    FuReason.OPEN_PINFU: "open hand without fu, on a discard",
    FuReason.ROUNDING: "rounded up",
}


def add_parser(sub: Any) -> None:
    """Add the ``score`` subcommand to ``mjtrainer``'s subparsers."""
    s = sub.add_parser(
        "score",
        help="what a winning hand is worth (MCR fans, riichi han and fu)",
        description="Score a complete hand, the winning tile included, under the Chinese "
        "Official (mcr) or riichi rules: e.g. \"mjtrainer score '11m222444777z [111p]' --rules "
        "mcr --win-tile 2z\". With '-' read one JSON object a line from standard input, keyed "
        'by the options\' names (e.g. {"hand": "...", "rules": "mcr", "win_tile": "2z", '
        "\"self_drawn\": true}); the command line's options are each line's defaults.",
    )
    s.add_argument("hand", nargs="+", help="the complete hand (several words are joined), or -")
    s.add_argument(
        "--rules",
        choices=scored_presets(),
        default=None,
        help="mcr or riichi (required, except in a batch whose lines say it)",
    )
    s.add_argument("--json", action="store_true", help="print the JSON object (one a line)")
    s.add_argument("--ascii", action="store_true", help="no Unicode tile pictures")
    add_lang_argument(s, "report")
    options.add_arguments(s)
    options.add_rule_arguments(s)
    s.set_defaults(handler=run)


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """The ``score`` subcommand; exit status 1 when any hand or line was bad, 2 for bad
    arguments."""
    text = " ".join(args.hand)
    defaults: dict[str, Any] = {
        "rules": args.rules,
        **options.given(args),
        **options.rules_given(args),
    }
    bad_option = _bad_argument(defaults)
    if text.strip() == "-":
        bad = 0
        for line in read_lines(stdin):
            if line.skipped:
                continue
            fault = line.error or bad_option
            if fault is not None:
                _error(line.text, fault, args, out)
                bad += 1
                continue
            bad += not _line(line.text.strip(), defaults, args, out)
        return 1 if bad else 0
    if args.rules is None:
        w = words_of(args)
        print(w("cmd-error", command="score", message=w("rules-required")), file=sys.stderr)
        return 2
    fault = check_argument(text, "the hand") or bad_option
    if fault is not None:
        _error(text, fault, args, out)
        return 1
    return 0 if _one(text, {**defaults, "hand": text}, args, out) else 1


def _bad_argument(values: Mapping[str, Any]) -> InputError | None:
    for key, value in values.items():
        if isinstance(value, str):
            fault = check_argument(value, options.BY_KEY[key].flag if key != "rules" else key)
            if fault is not None:
                return fault
    return None


def _error(text: str, e: ValueError, args: argparse.Namespace, out: TextIO) -> None:
    """A bad input's error object (or line), echoing a short, printable start of it."""
    if args.json:
        say(dumps({"input": shown(text), "error": str(e)}, out), out)
    else:
        w = words_of(args)
        say(w("bad-input", text=shown(text), error=w.fault(e)), out)


def _line(text: str, defaults: Mapping[str, Any], args: argparse.Namespace, out: TextIO) -> bool:
    """One batch line: a JSON object of the options, over the command line's defaults."""
    try:
        values = read_line_object(text)
    except options.OptionError as e:
        _error(text, e, args, out)
        return False
    return _one(text, {**defaults, **values}, args, out)


def read_line_object(text: str) -> dict[str, Any]:
    """A batch line's keys and values: a JSON object with known keys only, each value of its
    JSON type; :class:`~.situation.OptionError` otherwise."""
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as e:
        detail = (
            f"{e.msg} at column {e.colno}" if isinstance(e, json.JSONDecodeError) else "too deep"
        )
        raise options.OptionError("not-json", detail=detail) from None
    if not isinstance(obj, dict):
        raise options.OptionError("not-an-object")
    for key, value in obj.items():
        if key not in KEYS:
            raise options.OptionError("unknown-key", key=shown(key, 30), keys=", ".join(KEYS))
        if key in ("hand", "rules") and not isinstance(value, str):
            raise options.OptionError(
                "key-type", key=key, expected="text", got=type(value).__name__
            )
    options.check_types(obj)
    return obj


def score_of(values: Mapping[str, Any]) -> Score:
    """The score the values (``hand``, ``rules`` and situation options by key) describe.
    Raises :class:`HandError`, :class:`ScoringError` or :class:`~.situation.OptionError`."""
    if values.get("hand") is None:
        raise options.OptionError("no-hand")
    hand = Hand.parse(values["hand"])
    rules = values.get("rules")
    if rules is None:
        raise options.OptionError("no-rules", where='--rules or "rules"')
    if str(rules).strip().lower() not in scored_presets():
        raise options.OptionError("rules", rules=shown(str(rules), 30))
    rule_set = options.rules_with(find_rules(str(rules)), values)
    situation = options.situation_of(values, where='--win-tile or "win_tile"')
    return score(hand, rule_set, situation)


def _one(text: str, values: Mapping[str, Any], args: argparse.Namespace, out: TextIO) -> bool:
    try:
        s = score_of(values)
    except (HandError, ScoringError, options.OptionError) as e:
        _error(text, e, args, out)
        return False
    if args.json:
        say(dumps(s.to_dict(), out), out)
    else:
        w = words_of(args)
        say(render(s, pictures_ok(out, args.ascii), can_print(out, "混幺九"), w), out)
    return True


# --- the readable report ---------------------------------------------------------------------


def how_won(s: Score) -> str:
    """``"2z (South) on a discard · seat E · round E"`` and the flags that are set."""
    sit = s.situation
    how = "by self-draw" if sit.self_drawn else "on a discard"
    parts = [
        f"{tile_str(sit.win_tile)} ({tile_name(sit.win_tile)}) {how}",
        f"seat {sit.seat_wind.value}",
        f"round {sit.round_wind.value}",
    ]
    if isinstance(s, RiichiScore):
        parts.append("dealer" if s.dealer else "non-dealer")
    return " · ".join(parts)


def flag_words(s: Score) -> list[str]:
    """The situation's flags as words (empty when none is set)."""
    sit = s.situation
    words = []
    if sit.last_tile:
        words.append("last tile")
    if sit.after_kong:
        words.append("after a kong")
    if sit.robbing_kong:
        words.append("robbing a kong")
    if sit.last_of_kind:
        words.append("last of its kind")
    if sit.double_riichi:
        words.append("double riichi")
    elif sit.riichi:
        words.append("riichi")
    if sit.ippatsu:
        words.append("ippatsu")
    return words


def verdict(s: Score, w: Words | None = None) -> str:
    """Whether the hand may be declared, in words (the window's Chinese in Chinese)."""
    if w is not None and w.chinese:
        return _verdict_zh(s, w)
    if isinstance(s, McrScore):
        if s.win:
            return f"a win ({s.fan_value} fan, {s.minimum} needed without flowers)"
        return f"complete, but {s.fan_value} fan: short of the {s.minimum}-fan minimum — not a win"
    if s.win:
        return "a win"
    return "complete, but no yaku: cannot win"


def _verdict_zh(s: Score, w: Words) -> str:
    if isinstance(s, McrScore):
        if s.win:
            return w.vocab("ScoreView", "Complete hand (win): {n} fan.").format(n=s.fan_value)
        source = "Complete, but {n} fan: short of the {m}-fan minimum — not a win"
        return w.vocab("ScoreView", source).format(n=s.fan_value, m=s.minimum)
    if s.win:
        return w("status-win")
    return w.vocab("ScoreView", "Complete, but no yaku: cannot win")


def payment(s: RiichiScore) -> str:
    """Who pays what."""
    p = s.points
    if p is None:
        return "-"
    if not p.self_drawn and p.from_discarder == p.total:
        text = f"{p.total} from the discarder"
    elif not p.self_drawn:
        text = f"{p.total}: {p.from_discarder} from the discarder"
    elif p.from_dealer is None:
        text = f"{p.total}: {p.from_others} from each other player"
    else:
        text = f"{p.total}: {p.from_dealer} from the dealer, {p.from_others} from each other player"
    extras = []
    if p.honba:
        extras.append(f"honba {p.honba} included")
    if p.riichi_sticks:
        extras.append(f"{p.riichi_sticks} in riichi sticks")
    return f"{text} ({', '.join(extras)})" if extras else text


def mcr_payment(p: McrPayments) -> str:
    """Who pays what under MCR: ``"45 fan from the discarder, 8 from each other player, 61 in
    all"``."""
    if p.self_drawn:
        return f"{p.from_others} fan from each other player, {p.received} in all"
    return (
        f"{p.from_discarder} fan from the discarder, {p.from_others} from each other player, "
        f"{p.received} in all"
    )


def fu_text(s: RiichiScore) -> str:
    """``"40: base 20, self-draw 2, ..."``."""
    items = ", ".join(f"{FU_WORDS[f.reason]} {f.fu}" for f in s.fu_details)
    return f"{s.fu}: {items}" if items else str(s.fu)


_ZH_WIDTH = max(len(f.zh) for f in Fan)


def zh_cell(name: str) -> str:
    """A Chinese fan name padded with ideographic spaces, so that columns after it line up
    where every Chinese character takes two columns."""
    return name + "\u3000" * (_ZH_WIDTH - len(name))


def score_lines(s: Score, chinese: bool = True, w: Words | None = None) -> list[str]:
    """The score's own lines (fans or yaku, totals, verdict), without the hand; in ``w``'s
    language (riichi's points and fu, and MCR's payments, are the quiz's Chinese words)."""
    if w is not None and w.chinese:
        return _score_lines_zh(s, w)
    lines = []
    if isinstance(s, McrScore):
        lines.append("Fans")
        width = max((len(f.fan.en) for f in s.fans), default=0)
        for f in s.fans:
            name = f"{zh_cell(f.fan.zh)} {f.fan.en:<{width}}" if chinese else f"{f.fan.en:<{width}}"
            count = f" x{f.count}" if f.count > 1 else ""
            lines.append(f"  {f.fan.id:>2}  {name}  {f.points:>2}{count:<4} {f.value:>3}")
        extra = f" ({s.flowers} from flowers)" if s.flowers else ""
        lines.append(f"Total     {s.total}{extra}")
        lines.append(f"Verdict   {verdict(s)}")
        if s.payments is not None:
            lines.append(f"Payments  {mcr_payment(s.payments)}")
        return lines
    if not s.win:
        lines.append(f"Verdict   {verdict(s)}")
        return lines
    lines.append("Yaku")
    names = [
        y.name if y.name.casefold() == y.romaji.casefold() else f"{y.name} ({y.romaji})"
        for y in s.yaku
    ]
    width = max(len(n) for n in names)
    for y, name in zip(s.yaku, names, strict=True):
        lines.append(f"  {name:<{width}}  {y.han:>2} han")
    lines.append(f"Han       {s.han}")
    lines.append(f"Fu        {fu_text(s)}")
    lines.append(f"Limit     {s.limit.value if s.limit is not None else '-'}")
    lines.append(f"Points    {payment(s)}")
    return lines


def _score_lines_zh(s: Score, w: Words) -> list[str]:
    lines = []
    if isinstance(s, McrScore):
        lines.append(w("label-fans"))
        for f in s.fans:
            count = f" x{f.count}" if f.count > 1 else ""
            lines.append(
                f"  {f.fan.id:>2}  {zh_cell(f.fan.zh)}  {f.points:>2}{count:<4} {f.value:>3}"
            )
        total = w("mcr-total", total=s.total, flowers=s.flowers) if s.flowers else str(s.total)
        lines.append(f"{w.label('label-total')}{total}")
        lines.append(f"{w.label('label-verdict')}{verdict(s, w)}")
        p = s.payments
        if p is not None:
            pay = (
                w("mcr-pay-self", others=p.from_others, received=p.received)
                if p.self_drawn
                else w(
                    "mcr-pay-discard",
                    discarder=p.from_discarder,
                    others=p.from_others,
                    received=p.received,
                )
            )
            lines.append(f"{w.label('label-payments')}{pay}")
        return lines
    if not s.win:
        lines.append(f"{w.label('label-verdict')}{verdict(s, w)}")
        return lines
    lines.append(w("label-yaku"))
    names = [w.vocab("Yaku", y.name) for y in s.yaku]
    widest = max(width(n) for n in names)
    for y, name in zip(s.yaku, names, strict=True):
        lines.append(f"  {pad(name, widest)}  {y.han:>2} 番")
    lines.append(f"{w.label('label-han')}{s.han}")
    items = w("list-sep").join(
        w("fu-item", reason=w.vocab("Fu", FU_WORDS[f.reason]), fu=f.fu) for f in s.fu_details
    )
    lines.append(f"{w.label('label-fu')}{s.fu}" + (f"：{items}" if items else ""))
    limit = w.vocab("Limit", s.limit.value) if s.limit is not None else "-"
    lines.append(f"{w.label('label-limit')}{limit}")
    lines.append(f"{w.label('label-points')}{payment_words(s, w)}")
    return lines


def situation_lines(s: Score) -> list[str]:
    """How the hand won: the tile, the winds, the flags, flowers or dora indicators."""
    lines = [f"Won       {how_won(s)}"]
    flags = flag_words(s)
    if flags:
        lines.append(f"Flags     {', '.join(flags)}")
    sit = s.situation
    if sit.flowers:
        lines.append(f"Flowers   {sit.flowers}")
    if sit.dora_indicators:
        lines.append(f"Dora      indicators {format_tiles(sit.dora_indicators)}")
    if sit.ura_dora_indicators:
        lines.append(f"Ura dora  indicators {format_tiles(sit.ura_dora_indicators)}")
    if sit.honba or sit.riichi_sticks:
        lines.append(f"Sticks    honba {sit.honba}, riichi sticks {sit.riichi_sticks}")
    return lines


def situation_words(s: Score, w: Words) -> list[str]:
    """How the hand won: the tile, the winds, the flags, flowers or dora indicators (as
    :func:`situation_lines` says them, in ``w``'s language: the quiz's and the report's)."""
    sit = s.situation
    how = w("by-self-draw") if sit.self_drawn else w("on-a-discard")
    name = tile_name(sit.win_tile, "zh" if w.chinese else "en")
    parts = [
        w("how-tile", tile=tile_str(sit.win_tile), name=name, how=how),
        w("seat-wind", wind=w.wind(sit.seat_wind.value, sit.seat_wind.tile)),
        w("round-wind", wind=w.wind(sit.round_wind.value, sit.round_wind.tile)),
    ]
    if isinstance(s, RiichiScore):
        parts.append(w("dealer") if s.dealer else w("non-dealer"))
    lines = [w("won", how=" · ".join(parts))]
    flags = [
        w(key)
        for key, on in (
            ("flag-last-tile", sit.last_tile),
            ("flag-after-kong", sit.after_kong),
            ("flag-robbing-kong", sit.robbing_kong),
            ("flag-last-of-kind", sit.last_of_kind),
            ("flag-double-riichi", sit.double_riichi),
            ("flag-riichi", sit.riichi and not sit.double_riichi),
            ("flag-ippatsu", sit.ippatsu),
        )
        if on
    ]
    if flags:
        lines.append(w("flags", flags=w("list-sep").join(flags)))
    if sit.flowers:
        lines.append(w("flowers", count=sit.flowers))
    if sit.dora_indicators:
        lines.append(w("dora-line", tiles=format_tiles(sit.dora_indicators)))
    if sit.ura_dora_indicators:
        lines.append(w("ura-dora-line", tiles=format_tiles(sit.ura_dora_indicators)))
    if sit.honba or sit.riichi_sticks:
        lines.append(w("sticks", honba=sit.honba, sticks=sit.riichi_sticks))
    return lines


def payment_words(s: RiichiScore, w: Words) -> str:
    """Who pays what (as :func:`payment` says it, in ``w``'s language)."""
    p = s.points
    if p is None:
        return "-"
    if not p.self_drawn and p.from_discarder == p.total:
        text = w("pay-discarder", total=p.total)
    elif not p.self_drawn:
        text = w("pay-discarder-part", total=p.total, part=p.from_discarder)
    elif p.from_dealer is None:
        text = w("pay-each", total=p.total, others=p.from_others)
    else:
        text = w("pay-dealer", total=p.total, dealer=p.from_dealer, others=p.from_others)
    extras = []
    if p.honba:
        extras.append(w("pay-honba", honba=p.honba))
    if p.riichi_sticks:
        extras.append(w("pay-sticks", sticks=p.riichi_sticks))
    return w("pay-extras", payment=text, extras=w("list-sep").join(extras)) if extras else text


def render(
    s: Score, show_pictures: bool = True, chinese: bool = True, w: Words | None = None
) -> str:
    """The readable report of a score (``chinese``: the fans' Chinese names too), in ``w``'s
    language."""
    w = w or Words()
    hand = s.hand
    rules = "mcr (Chinese Official)" if isinstance(s, McrScore) else s.rules.name
    lines = [f"{w.label('label-hand')}{hand}"]
    if show_pictures:
        melds = " ".join(pictures(m.tiles) for m in hand.melds)
        lines.append(f"          {pictures(hand.tiles())} {melds}".rstrip())
    lines.append(f"{w.label('label-rules')}{rules}")
    if w.chinese:
        lines += situation_words(s, w)
    else:
        lines += situation_lines(s)
    lines += score_lines(s, chinese, w)
    return "\n".join(lines)
