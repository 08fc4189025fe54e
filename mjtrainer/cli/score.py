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

from ..core import Hand, HandError, find_rules, tile_str
from ..core.tiles import format_tiles
from ..scoring import (
    Fan,
    McrScore,
    RiichiScore,
    Score,
    ScoringError,
    score,
    scored_presets,
)
from ..scoring.riichi import FU_WORDS
from ..words.phrases import json_fault
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
        detail = json_fault(e) if isinstance(e, json.JSONDecodeError) else options.TOO_DEEP
        raise options.OptionError("not-json", detail=detail) from None
    if not isinstance(obj, dict):
        raise options.OptionError("not-an-object")
    for key, value in obj.items():
        if key not in KEYS:
            raise options.OptionError("unknown-key", key=shown(key, 30), keys=", ".join(KEYS))
        if key in ("hand", "rules") and not isinstance(value, str):
            raise options.OptionError(
                "key-type", key=key, expected=options.JSON_TYPES[str], got=options.json_type(value)
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


def verdict(s: Score, w: Words | None = None) -> str:
    """Whether the hand may be declared, in words (the window's own sentence when translated)."""
    w = w or Words()
    if isinstance(s, McrScore):
        key = "verdict-mcr-win" if s.win else "verdict-mcr-short"
        return w(key, n=s.fan_value, m=s.minimum)
    return w("verdict-win" if s.win else "verdict-no-yaku")


_ZH_WIDTH = max(len(f.zh) for f in Fan)


def zh_cell(name: str) -> str:
    """A Chinese fan name padded with ideographic spaces, so that columns after it line up
    where every Chinese character takes two columns."""
    return name + "\u3000" * (_ZH_WIDTH - len(name))


def fan_name(fan: Fan, glyphs: bool, w: Words, column: int | None = None) -> str:
    """A fan's name: its official name, which is Chinese in every language, with the English
    one after it where the words are English (the English alone where the terminal cannot
    print the Chinese, ``glyphs`` false). ``column``: the name as a table's cell, the Chinese
    padded to the longest Chinese name and the English to ``column`` characters."""
    official = fan.zh if column is None else zh_cell(fan.zh)
    if w.translated:
        return official
    english = f"{fan.en:<{column or 0}}"
    return f"{official} {english}" if glyphs else english


def yaku_name(name: str, romaji: str, w: Words) -> str:
    """A yaku's name: the window's translation, or the English with its romaji beside it."""
    if w.translated:
        return w.vocab("Yaku", name)
    return name if name.casefold() == romaji.casefold() else f"{name} ({romaji})"


def score_lines(s: Score, chinese: bool = True, w: Words | None = None) -> list[str]:
    """The score's own lines (fans or yaku, totals, verdict), without the hand, in ``w``'s
    language (``chinese``: the fans' Chinese names beside the English)."""
    w = w or Words()
    lines = []
    if isinstance(s, McrScore):
        lines.append(w("label-fans"))
        widest = max((len(f.fan.en) for f in s.fans), default=0)
        for f in s.fans:
            count = f" x{f.count}" if f.count > 1 else ""
            name = fan_name(f.fan, chinese, w, widest)
            lines.append(f"  {f.fan.id:>2}  {name}  {f.points:>2}{count:<4} {f.value:>3}")
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
    names = [yaku_name(y.name, y.romaji, w) for y in s.yaku]
    widest = max(width(n) for n in names)
    for y, name in zip(s.yaku, names, strict=True):
        lines.append(f"  {pad(name, widest)}  {w('yaku-han', han=y.han)}")
    lines.append(f"{w.label('label-han')}{s.han}")
    items = w("list-sep").join(
        w("fu-item", reason=w.vocab("Fu", FU_WORDS[f.reason]), fu=f.fu) for f in s.fu_details
    )
    fu = w("fu-items", fu=s.fu, items=items) if items else str(s.fu)
    lines.append(f"{w.label('label-fu')}{fu}")
    limit = w.vocab("Limit", s.limit.value) if s.limit is not None else "-"
    lines.append(f"{w.label('label-limit')}{limit}")
    lines.append(f"{w.label('label-points')}{payment_words(s, w)}")
    return lines


def situation_words(s: Score, w: Words) -> list[str]:
    """How the hand won: the tile, the winds, the flags, flowers or dora indicators, in
    ``w``'s language (the quiz's and the report's)."""
    sit = s.situation
    how = w("by-self-draw") if sit.self_drawn else w("on-a-discard")
    parts = [
        w("how-tile", tile=tile_str(sit.win_tile), name=w.name(sit.win_tile), how=how),
        w("seat-wind", wind=w.wind(sit.seat_wind.value, sit.seat_wind.tile)),
        w("round-wind", wind=w.wind(sit.round_wind.value, sit.round_wind.tile)),
    ]
    if isinstance(s, RiichiScore):
        parts.append(w("dealer") if s.dealer else w("non-dealer"))
    lines = [w.label("label-won") + " · ".join(parts)]
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
        lines.append(w.label("label-flags") + w("list-sep").join(flags))
    if sit.flowers:
        lines.append(w.label("label-flowers") + str(sit.flowers))
    if sit.dora_indicators:
        indicators = w("indicators", tiles=format_tiles(sit.dora_indicators))
        lines.append(w.label("label-dora") + indicators)
    if sit.ura_dora_indicators:
        indicators = w("indicators", tiles=format_tiles(sit.ura_dora_indicators))
        lines.append(w.label("label-ura-dora") + indicators)
    if sit.honba or sit.riichi_sticks:
        sticks = w("sticks", honba=sit.honba, sticks=sit.riichi_sticks)
        lines.append(w.label("label-sticks") + sticks)
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
    if isinstance(s, McrScore):
        rules = w.rules("mcr", "mcr (Chinese Official)")
    else:
        rules = w.rules(s.rules.name)
    lines = [f"{w.label('label-hand')}{hand}"]
    if show_pictures:
        melds = " ".join(pictures(m.tiles) for m in hand.melds)
        lines.append(f"          {pictures(hand.tiles())} {melds}".rstrip())
    lines.append(f"{w.label('label-rules')}{rules}")
    lines += situation_words(s, w)
    lines += score_lines(s, chinese, w)
    return "\n".join(lines)
