"""``mjtrainer analyze``: a readable report or the JSON object, for one hand or a batch."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from .. import decision
from ..core import (
    PRESETS,
    Hand,
    HandError,
    HandSizeError,
    LookaheadReport,
    Report,
    Rules,
    SeenTiles,
    shape_contrast,
    value_contrast,
)
from ..core.kinds import LAST_DRAW, kind_of
from ..core.lookahead import cut_off
from ..decision import AnalyzeOptions, Fold, Position, PositionReport
from ..decision.calls import best_calls
from ..defence import Danger, DefenceError, Table
from ..defence.errors import Unread, unread
from ..defence.words import NAMES
from ..scoring import (
    McrScore,
    Score,
    ScoringError,
    Situation,
    WaitValue,
    scores_rules,
    situation_flags,
)
from . import situation as options
from .ahead import (
    exp_value_text,
    expected_value,
    percent,
    shape_sentence,
    value_sentence,
)
from .lines import InputError, check_argument, read_lines, shown
from .output import SHAPE_NAMES, can_print, dumps, pictures, pictures_ok, say
from .parser_words import INVALID_CHOICE, said
from .score import score_lines
from .words import Words, add_lang_argument, pad, words_of

READERS: dict[str, Callable[[str], Hand]] = {
    "mpsz": Hand.parse,  # also reads Chinese tile names
    "index000": Hand.from_index000,
    "code001": Hand.from_code001,
}


def add_parser(sub: Any) -> None:
    """Add the ``analyze`` subcommand to ``mjtrainer``'s subparsers."""
    a = sub.add_parser(
        "analyze",
        help="analyse a hand",
        description="Analyse a hand written in mpsz notation, e.g. "
        "'123m456p789s1122z' or '123m456p11z [555z] (1111s)'. "
        "With '-' read one hand a line from standard input.",
    )
    a.add_argument("hand", nargs="+", help="the hand (several words are joined), or - for stdin")
    a.add_argument("--rules", default="general", choices=PRESETS, help="rule preset")
    a.add_argument("--seen", default="", help="tiles already visible, e.g. 1m5z (mpsz)")
    a.add_argument("--json", action="store_true", help="print the JSON object (one a line)")
    a.add_argument(
        "--from",
        dest="notation",
        default="mpsz",
        type=_notation_or_seat,
        metavar="{code001,index000,mpsz,SEAT}",
        help="input notation: mpsz (or Chinese names), index000, code001; with --offered, "
        "the seat 0-3 that threw the tile (you are seat 0: 3 is on your left)",
    )
    a.add_argument(
        "--offered",
        default=None,
        metavar="TILE",
        help="a tile another seat just threw (mpsz, e.g. 3m) at a 13-tile hand: pass and "
        "each chi (from seat 3 only), pon and open kong, with its best discard",
    )
    a.add_argument("--ascii", action="store_true", help="no Unicode tile pictures")
    a.add_argument(
        "--turn",
        type=int,
        default=None,
        metavar="T",
        help="add the look-ahead from turn T (1-17; draw 18 is the last): each discard's "
        "chance to be ready and to win by the last draw",
    )
    a.add_argument(
        "--extended",
        action="store_true",
        help="with --turn: the extended search (keeps shape changes and one step back)",
    )
    a.add_argument(
        "--table",
        default=None,
        metavar="TABLE",
        help="the table against a riichi: a JSON file, or the JSON itself (see README "
        "'Defence'); each discard gains its deal-in chance and category",
    )
    add_lang_argument(a, "report")
    options.add_arguments(a)
    options.add_rule_arguments(a)
    a.set_defaults(handler=run)


def _notation_or_seat(value: str) -> str:
    """``--from``: an input notation, or (with ``--offered``) the seat that threw the tile."""
    if value in READERS or value in {"0", "1", "2", "3"}:
        return value
    choices = ", ".join([*sorted(READERS), "0-3"])
    raise argparse.ArgumentTypeError(said(INVALID_CHOICE, value=value, choices=choices))


def _offer(args: argparse.Namespace) -> tuple[int | None, int | None]:
    """The offered tile (a code) and the seat that threw it (3 when not given)."""
    if args.offered is None:
        return None, None
    seat = int(args.notation) if args.notation.isdigit() else 3
    return options.option_tiles("--offered", args.offered)[0], seat


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """The ``analyze`` subcommand; exit status 1 when any hand was bad, 2 for bad arguments.

    Under mcr and riichi a complete hand with ``--win-tile`` gets its score, and a ready
    13-tile hand the value of each wait on a discard and by self-draw (the situation options
    apply to both)."""
    w = words_of(args)
    try:
        rules = options.rules_with(Rules.preset(args.rules), vars(args))
    except options.OptionError as e:
        print(w("cmd-error", command="analyze", message=w.error(e)), file=sys.stderr)
        return 2
    text = " ".join(args.hand)
    read = READERS.get(args.notation, Hand.parse)
    if args.notation.isdigit() and args.offered is None:
        message = w("from-seat-needs-offered")
        print(w("cmd-error", command="analyze", message=message), file=sys.stderr)
        return 2
    situation = options.given(args)
    if situation and not scores_rules(rules):
        flags = ", ".join(options.BY_KEY[k].flag for k in situation)
        message = w("needs-scoring-rules", flags=flags)
        print(w("cmd-error", command="analyze", message=message), file=sys.stderr)
        return 2
    if args.extended and args.turn is None:
        message = w("extended-needs-turn")
        print(w("cmd-error", command="analyze", message=message), file=sys.stderr)
        return 2
    bad_seen: ValueError | None = check_argument(args.seen, "--seen") or _bad_option(situation)
    if args.offered is not None:
        bad_seen = bad_seen or check_argument(args.offered, "--offered") or _bad_offer(args.offered)
    args.table_text = None
    if args.table is not None:
        try:
            args.table_text = table_text(args.table)
        except DefenceError as e:
            bad_seen = bad_seen or e
    if text.strip() == "-":
        bad = 0
        for line in read_lines(stdin):
            if line.skipped:
                continue
            fault = line.error or bad_seen
            if fault is not None:
                _error(line.text, fault, args, out)
                bad += 1
                continue
            bad += not _one(line.text.strip(), read, rules, args, out)
        return 1 if bad else 0
    fault = check_argument(text, "the hand") or bad_seen
    if fault is not None:
        _error(text, fault, args, out)
        return 1
    return 0 if _one(text, read, rules, args, out) else 1


def table_text(argument: str) -> str:
    """The JSON of ``--table``: the argument itself when it is an object, else the file it
    names; a :class:`DefenceError` when the file cannot be read."""
    if argument.lstrip().startswith("{"):
        return argument
    try:
        with open(argument, encoding="utf-8-sig") as f:
            return f.read(1_000_001)
    except UnicodeDecodeError:
        detail = unread(Unread.NOT_UTF8, path=shown(argument))
        raise DefenceError("bad-json", detail=detail) from None
    except OSError as e:
        detail = unread(Unread.CANNOT_READ, path=shown(argument), reason=e.strerror or e)
        raise DefenceError("bad-json", detail=detail) from None


def _bad_offer(text: str) -> options.OptionError | None:
    """Why ``--offered`` is not one tile (None when it is)."""
    try:
        codes = options.option_tiles("--offered", text)
    except options.OptionError as e:
        return e
    if len(codes) != 1:
        return options.OptionError("one-tile", key="--offered", text=text, count=len(codes))
    return None


def _bad_option(values: dict[str, Any]) -> InputError | None:
    for key, value in values.items():
        if isinstance(value, str):
            fault = check_argument(value, options.BY_KEY[key].flag)
            if fault is not None:
                return fault
    return None


def _error(text: str, e: ValueError, args: argparse.Namespace, out: TextIO) -> None:
    """A bad input's error object (or line): only a short, printable start of it is echoed."""
    if args.json:
        say(dumps({"input": shown(text), "error": str(e)}, out), out)
    else:
        w = words_of(args)
        say(w("bad-input", text=shown(text), error=w.fault(e)), out)


def _seen(rules: Rules, args: argparse.Namespace) -> SeenTiles:
    """The tiles in view: ``--seen`` and, under riichi, the dora indicators, which lie face
    up on the wall (the window counts them as seen too). Ura dora are hidden until the win."""
    seen = SeenTiles.parse(args.seen)
    dora = args.dora_indicators if "dora_indicators" in situation_flags(rules) else None
    if not dora:
        return seen
    return SeenTiles.from_tiles((*seen.codes(), *options.option_tiles("dora_indicators", dora)))


def _situation(rules: Rules, args: argparse.Namespace) -> tuple[Situation | None, int | None]:
    """The situation options as the position's situation (under mcr and riichi; None under
    rules that value no win) and the winning tile of ``--win-tile`` (None when not given)."""
    if not scores_rules(rules):
        return None, None
    given = options.given(args)
    win = given.pop("win_tile", None)
    situation = options.situation_of(given, win_tile=0)
    return situation, None if win is None else options.situation_of({"win_tile": win}).win_tile


def _table(hand: Hand, args: argparse.Namespace) -> tuple[Table | None, DefenceError | None]:
    """The table of ``--table`` seen from ``hand`` (None without one), or why it cannot be
    read: that fault is the line's after those of the hand and its values."""
    if args.table_text is None:
        return None, None
    try:
        return Table.from_json(
            args.table_text, hand.tiles(), tuple(m.tiles for m in hand.melds)
        ), None
    except DefenceError as e:
        return None, e


def _one(
    text: str, read: Callable[[str], Hand], rules: Rules, args: argparse.Namespace, out: TextIO
) -> bool:
    try:
        hand = read(text)
        situation, win_tile = _situation(rules, args)
        table, table_fault = _table(hand, args)
        offered, offered_from = _offer(args)
        if offered is not None and hand.size % 3 != 1:
            # a call is made on a hand waiting for its next tile
            raise HandSizeError("needs-3n1", count=hand.size, what="waits")
        position = Position(
            hand, _seen(rules, args), rules, args.turn, situation, win_tile, table,
            offered, offered_from,
        )  # fmt: skip
        found = decision.analyze(position, AnalyzeOptions(extended=args.extended))
        report, ahead = found.report, found.ahead
        value, waits = _values(found, args)
        if table_fault is not None:
            raise table_fault
        dangers = None if found.dangers is None else list(found.dangers)
        # the round EV with a table (DESIGN.md "Decisions"): each discard's, and the fold line
        evs = None if table is None or found.round_evs is None else list(found.round_evs)
    except (HandError, ScoringError, options.OptionError, DefenceError) as e:
        _error(text, e, args, out)
        return False
    if args.json:
        data = report.to_dict() if ahead is None else ahead.to_dict()
        if value is not None:
            data["score"] = value.to_dict()
        if waits is not None:
            data["wait_values"] = [v.to_dict() for v in waits]
        if dangers is not None:
            for entry, d in zip(data["discards"], dangers, strict=True):
                entry["danger"] = None if d is None else d.to_dict()
        if evs is not None:
            for entry, ev in zip(data["discards"], evs, strict=True):
                entry["round_ev"] = round(ev)
            data["fold"] = None if found.fold is None else found.fold.to_dict()
        if found.calls is not None:
            data["calls"] = [_call_dict(c) for c in found.calls]
        say(dumps(data, out), out)
    else:
        w = words_of(args)
        text = render(
            report,
            show_pictures=pictures_ok(out, args.ascii),
            ahead=ahead,
            dangers=dangers,
            w=w,
            round_evs=evs,
            fold=None if evs is None else found.fold,
        )
        chinese = can_print(out, "混幺九")
        if value is not None:
            lines = score_lines(value, chinese, w)
            text += "\n" + "\n".join([w("label-score"), *("  " + x for x in lines)])
        if waits is not None:
            text += "\n" + wait_values_text(waits, w)
        if found.calls is not None:
            text += "\n" + calls_text(found.calls, w)
        say(text, out)
    return True


def _call_dict(c: decision.CallChoice) -> dict[str, Any]:
    """One choice on the offered tile in the JSON."""
    return {
        "choice": c.label,
        "shanten": c.shanten,
        "win_prob": c.win_prob,
        "tenpai_prob": c.tenpai_prob,
        "exp_value": c.exp_value,
        "round_ev": None if c.round_ev is None else round(c.round_ev),
    }


def _call_name(c: decision.CallChoice, w: Words) -> str:
    option = c.option
    name = w("call-" + option.call.value)
    if option.meld_text is not None:
        name += " " + option.meld_text
    if c.discard is not None:
        name += w("call-discard", tile=_tile(w, c.discard))
    return name


def calls_text(calls: tuple[decision.CallChoice, ...], w: Words | None = None) -> str:
    """Pass and each call with its best discard: shanten, win %, a win's average worth and
    round EV."""
    w = w or Words()
    lines = [w("calls-head")]
    for c in best_calls(calls):
        win = "-" if c.win_prob is None else percent(c.win_prob)
        worth = None if not c.win_prob or c.exp_value is None else c.exp_value / c.win_prob
        value = "-" if worth is None else f"{round(worth):,}"  # a win's average worth
        ev = "-" if c.round_ev is None else f"{round(c.round_ev):,}"
        cells = w("call-cells", shanten=c.shanten, win=win, value=value, ev=ev)
        lines.append(f"  {pad(_call_name(c, w), 24)} {cells}")
    return "\n".join(lines)


def _values(
    found: PositionReport, args: argparse.Namespace
) -> tuple[Score | None, tuple[WaitValue, ...] | None]:
    """What the analysis found a win worth, as the report shows it: the score of a complete
    hand won with ``--win-tile``, the value of each wait of a ready 13-tile hand; None where
    there is none. A situation that cannot be scored is the line's error."""
    values = found.values
    report = found.report
    if report.hand.size % 3 == 2 and report.shanten == -1:
        if found.position.win_tile is None:
            return None, None
        if values.fault is not None:
            raise values.fault
        return values.score, None
    if values.fault is not None:
        raise values.fault
    return None, values.wait_values


def value_text(s: Score | None, w: Words | None = None) -> str:
    """One way of winning a wait: its value, or why it cannot win."""
    w = w or Words()
    if s is None:
        return w("wv-flags")
    if isinstance(s, McrScore):
        if s.win:
            return w("wv-fan", fan=s.fan_value)
        return w("wv-short", fan=s.fan_value, minimum=s.minimum)
    if not s.win:
        return w("wv-no-yaku" if s.situation.self_drawn else "wv-no-yaku-ron")
    points = "" if s.points is None else f" {s.points.total}"
    limit = f" {w.vocab('Limit', s.limit.value)}" if s.limit else ""
    return w("wv-han-fu", han=s.han, fu=s.fu) + points + limit


def wait_values_text(values: tuple[WaitValue, ...], w: Words | None = None) -> str:
    """What each wait is worth, on a discard and by self-draw; those that cannot win are
    flagged."""
    w = w or Words()
    head = f"  {pad(w('wcol-tile'), 5)} {pad(w('wcol-ron'), 36)} {w('wcol-tsumo')}"
    lines = [w("wait-values"), head]
    for v in values:
        ron = value_text(v.ron, w) + ("" if v.legal_ron else w("wv-cannot"))
        tsumo = value_text(v.tsumo, w) + ("" if v.legal_tsumo else w("wv-cannot"))
        lines.append(f"  {pad(_tile(w, v.tile), 5)} {pad(ron, 36)} {tsumo}")
    return "\n".join(lines)


def status_text(report: Report, w: Words | None = None) -> str:
    """complete / ready / n-shanten (a 14-tile hand: one discard from ready / n-shanten after
    the best discard, as the window says)."""
    w = w or Words()
    if report.win:
        return w("status-win")
    if report.shanten == -1:
        return w("status-complete")
    if report.hand.size % 3 == 2:  # a hand to discard from: the window's words
        if report.shanten == 0:
            return w("status-one-discard")
        return w("status-after-best", n=report.shanten)
    if report.shanten == 0:
        return w("status-ready")
    return w("status-shanten", n=report.shanten)


def render(
    report: Report,
    show_pictures: bool = True,
    ahead: LookaheadReport | None = None,
    dangers: list[Danger | None] | None = None,
    w: Words | None = None,
    round_evs: list[float] | None = None,
    fold: Fold | None = None,
) -> str:
    """The readable report: hand, status, decompositions, waits, effective tiles, discards;
    with ``ahead``, the chances to be ready and to win by the last draw too; with ``dangers``
    (one a discard), a deal-in column against the table's riichis; with ``round_evs`` (one a
    discard, with ``ahead``) the round EV column, and the ``fold`` line under the table; in
    ``w``'s language."""
    w = w or Words()
    hand = report.hand
    lines = [f"{w.label('label-hand')}{hand}"]
    if show_pictures:
        tiles = pictures(hand.tiles())
        melds = " ".join(pictures(m.tiles) for m in hand.melds)
        lines.append(f"          {tiles} {melds}".rstrip())
    lines.append(f"{w.label('label-rules')}{w.rules(report.rules.name)}")
    lines.append(f"{w.label('label-tiles')}{report.tiles}")
    lines.append(f"{w.label('label-status')}{status_text(report, w)}")
    shapes = w("list-sep").join(
        f"{w.vocab('Shape', SHAPE_NAMES[s])} {v}" for s, v in report.shanten_by_shape
    )
    lines.append(f"{w.label('label-shanten')}{shapes}")
    if report.decompositions:
        lines.append(w("decompositions"))
        for d in report.decompositions:
            data = d.to_dict()
            parts = [
                w("part", name=w("part-" + k), tiles=" ".join(v) if isinstance(v, list) else v)
                for k, v in data.items()
                if k not in ("shape", "seven_stars")
            ]
            name = "seven stars" if d.seven_stars else w.vocab("Shape", SHAPE_NAMES[d.shape])
            lines.append(f"  {pad(name, 20)} " + "; ".join(parts))
    if report.waits:
        total = sum(w.remaining for w in report.waits)
        left = w.count(total, "tile-left")
        waits = w("waits-line", kinds=w.count(len(report.waits), "kind"), left=left)
        lines.append(f"{w.label('label-waits')}{waits}")
        for wait in report.waits:
            flag = "" if wait.live else w("none-left")
            kinds = w("list-sep").join(w.wait_kind(k.value) for k in wait.kinds)
            name = pad(_tile(w, wait.tile), 4)
            lines.append(f"  {name} {w('wait-row-left', n=wait.remaining)}   {kinds}{flag}")
    elif report.effective:
        eff = _effective(w, report.effective)
        total_line = w("effective-line", tiles=eff, n=report.effective_count)
        lines.append(f"{w.label('label-effective')}{total_line}")
    if ahead is not None and ahead.hand is not None:
        lines += _hand_lookahead_lines(ahead, w)
    cells = _danger_cells(report, dangers, w)
    if report.discards and ahead is not None:
        lines += _discard_lookahead_lines(ahead, cells, w, round_evs)
        if round_evs is not None:
            top = max(range(len(round_evs)), key=lambda i: (round_evs[i], -i))
            tile = w.discard(hand, report.discards[top].discard)
            lines.append(w("best-by-ev", tile=tile, ev=points_text(round_evs[top])))
        if fold is not None:
            tiles = " ".join(_tile(w, kind_of(t)) for t in fold.tiles[: Fold.SHOWN])
            lines.append(w("fold-line", tiles=tiles, ev=points_text(fold.ev)))
    elif report.discards:
        lines.append(w("discards-title"))
        head = "" if cells is None else f"{pad(w('acol-deal-in'), DANGER_WIDTH)}  "
        lines.append(
            f"  {pad(w('acol-discard'), 8)} {pad(w('acol-shanten'), 7, True)}  "
            f"{pad(w('acol-total'), 5, True)}  {head}{w('acol-effective')}"
        )
        for i, o in enumerate(report.discards):
            eff = _effective(w, o.effective)
            cell = "" if cells is None else f"{pad(cells[i], DANGER_WIDTH)}  "
            lines.append(
                f"  {pad(w.discard(report.hand, o.discard), 8)} {o.shanten:>7}  "
                f"{o.effective_count:>5}  {cell}{eff}"
            )
    if cells is not None and report.discards and all(d is None for d in dangers or ()):
        lines.append(w("nobody-riichi"))
    return "\n".join(lines)


def _tile(w: Words, tile: int) -> str:
    """A tile kind in a report: ``5m`` in English, ``五万`` in Chinese."""
    return w.tile(tile)


def _effective(w: Words, effective: Iterable[tuple[int, int]]) -> str:
    return " ".join(f"{_tile(w, t)}x{r}" for t, r in effective)


#: The width of the deal-in column of the readable report.
DANGER_WIDTH = 24


def danger_cell(d: Danger | None, w: Words | None = None) -> str:
    """A discard's deal-in column: the chance and each riichi player's category with its kabe
    (``"4.6% suji"``, ``"12.1% non-suji/suji one-chance"``); ``-`` with nobody in riichi; the
    window's words for them in Chinese."""
    w = w or Words()
    if d is None:
        return "-"
    labels = []
    for a in d.against:
        # English keeps the short key ("honour-dead"); a language reads the reading's words.
        label = w.vocab("Defence", NAMES[a.name]) if w.translated else a.name
        if a.visible is not None and not a.no_wait:
            seen = w.vocab("HandError", "{n} seen").format(n=a.visible)
            label += w("category-seen", seen=seen)
        if a.kabe is not None:
            label += f" {w.vocab('Defence', a.kabe.value)}"
        labels.append(label)
    return f"{percent_1(d.chance)}% " + "/".join(labels)


def points_text(ev: float) -> str:
    """A round EV in whole points with thousands separated and its sign (``"-1,100"``)."""
    return f"{round(ev):+,}"


def percent_1(p: float) -> str:
    """A probability as a percentage with one decimal (``0.046`` → ``"4.6"``)."""
    return f"{100 * p:.1f}"


def _danger_cells(
    report: Report, dangers: list[Danger | None] | None, w: Words
) -> list[str] | None:
    if dangers is None:
        return None
    return [danger_cell(d, w) for d in dangers]


def _look_title(ahead: LookaheadReport, w: Words) -> str:
    left = w.count(LAST_DRAW - ahead.turn, "draw-left")
    search = w("search-extended" if ahead.extended else "search-basic")
    return w("look-title", turn=ahead.turn, left=left, search=search)


def _cut_off(ahead: LookaheadReport) -> int:
    return ahead.cut_off


#: Said when the basic search ran instead of the extended one asked (the window's sentence).
BASIC_INSTEAD = (
    "{n}-shanten is beyond the extended search's reach ({cut}-shanten): these are the basic "
    "search's chances."
)


def _instead_lines(ahead: LookaheadReport, w: Words) -> list[str]:
    """The line that says the chances are the basic search's, when the extended search was
    asked but the hand lies beyond its reach; none otherwise."""
    if not ahead.basic_instead:
        return []
    n, cut = ahead.report.shanten, cut_off(extended=True)
    return ["  " + w.vocab("Lookahead", BASIC_INSTEAD).format(n=n, cut=cut)]


def _hand_lookahead_lines(ahead: LookaheadReport, w: Words) -> list[str]:
    """A 13-tile hand's chances and its improvements."""
    one = ahead.hand
    assert one is not None
    lines = [w("look-ahead", title=_look_title(ahead, w)), *_instead_lines(ahead, w)]
    if not one.searched:
        lines.append("  " + w("look-not-searched", n=one.shanten, cut=_cut_off(ahead)))
    else:
        tenpai, win = f"{percent(one.tenpai_prob)}%", f"{percent(one.win_prob)}%"
        if one.exp_value is not None:
            value = expected_value(one.exp_value, ahead.report.rules.scored, w)
            line = w("look-chances-worth", tenpai=tenpai, win=win, value=value)
        else:
            line = w("look-chances", tenpai=tenpai, win=win)
        lines.append(f"  {line}")
    better = " ".join(
        f"{w.tile(i.tile)}x{i.remaining}->{i.effective_count}" for i in one.improvements
    )
    n = one.effective_count
    if better:
        lines.append("  " + w("part", name=w("look-improve", n=n), tiles=better))
    else:
        lines.append("  " + w("look-improve-none", n=n))
    return lines


def _discard_lookahead_lines(
    ahead: LookaheadReport,
    cells: list[str] | None,
    w: Words,
    round_evs: list[float] | None = None,
) -> list[str]:
    """The discard table with the chances to be ready and to win, the value when the search
    computed it (riichi points, MCR fan), the deal-in column when ``cells`` has one a discard
    and the round EV column with ``round_evs``; the best discard by the chance to win, and the
    sentences when the effective tiles or the value pick another."""
    scored = ahead.report.rules.scored
    hand = ahead.report.hand
    valued = any(a.exp_value is not None for a in ahead.discards)
    head = "" if cells is None else f"{pad(w('acol-deal-in'), DANGER_WIDTH)}  "
    value_head = f"{pad(w('acol-value'), VALUE_WIDTH, True)}  " if valued else ""
    if round_evs is not None:
        head += f"{pad(w('acol-round-ev'), VALUE_WIDTH, True)}  "
    lines = [
        w("discards-ahead-title", title=_look_title(ahead, w)),
        f"  {pad(w('acol-discard'), 8)} {pad(w('acol-shanten'), 7, True)}  "
        f"{pad(w('acol-total'), 5, True)}  {pad(w('acol-tenpai'), 8, True)}  "
        f"{pad(w('acol-win'), 6, True)}  {value_head}{head}{w('acol-effective')}",
    ]
    for i, (o, a) in enumerate(zip(ahead.report.discards, ahead.discards, strict=True)):
        eff = _effective(w, o.effective)
        cell = "" if cells is None else f"{pad(cells[i], DANGER_WIDTH)}  "
        if round_evs is not None:
            cell += f"{points_text(round_evs[i]):>{VALUE_WIDTH}}  "
        value = f"{exp_value_text(a.exp_value, scored):>{VALUE_WIDTH}}  " if valued else ""
        lines.append(
            f"  {pad(w.discard(hand, o.discard), 8)} {o.shanten:>7}  {o.effective_count:>5}  "
            f"{percent(a.tenpai_prob):>8}  {percent(a.win_prob):>6}  {value}{cell}{eff}"
        )
    lines += _instead_lines(ahead, w)
    best = ahead.best()
    if best is None:
        n, cut = ahead.report.shanten, _cut_off(ahead)
        lines.append("  " + w("look-best-beyond", n=n, cut=cut))
        return lines
    if any(not a.searched for a in ahead.discards):
        note = w("not-searched-extended" if ahead.extended else "not-searched-basic")
        lines.append("  " + w("parens", text=note))
    assert best.win_prob is not None and best.tenpai_prob is not None
    lines.append(
        w(
            "best-by-win",
            tile=w.discard(hand, best.discard),
            win=percent(best.win_prob),
            tenpai=percent(best.tenpai_prob),
        )
    )
    contrast = shape_contrast(ahead.discards)
    if contrast is not None:
        lines.append(shape_sentence(hand, *contrast, w))
    worth = value_contrast(ahead.discards)
    if worth is not None:
        lines.append(value_sentence(hand, *worth, scored, w))
    return lines


#: The width of the value column (``"12,345"``, ``"12.3 fan"``).
VALUE_WIDTH = 8
