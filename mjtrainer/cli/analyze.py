"""``mjtrainer analyze``: a readable report or the JSON object, for one hand or a batch."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any, TextIO

from ..core import (
    PRESETS,
    Hand,
    HandError,
    LookaheadReport,
    LookaheadRequest,
    Report,
    Rules,
    analyze,
    analyze_lookahead,
    seen_counts,
    shape_contrast,
    tile_str,
    value_contrast,
)
from ..core.analysis import Seen
from ..core.errors import counted
from ..core.kinds import LAST_DRAW
from ..core.lookahead import MAX_EXTENDED_SHANTEN, MAX_SHANTEN
from ..core.lookahead_moves import Legal, Worth
from ..defence import Danger, DefenceError, Table, danger
from ..scoring import (
    McrScore,
    Score,
    ScoringError,
    WaitValue,
    Wind,
    is_fragment,
    legal_win,
    score,
    scores_rules,
    situation_flags,
    wait_values,
    win_worth,
)
from . import situation as options
from .ahead import (
    discard_text,
    exp_value_text,
    percent,
    search_name,
    shape_sentence,
    value_sentence,
)
from .lines import InputError, check_argument, read_lines, shown
from .output import SHAPE_NAMES, can_print, dumps, pictures, pictures_ok, say
from .score import score_lines

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
        choices=sorted(READERS),
        help="input notation: mpsz (or Chinese names), index000, code001",
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
    options.add_arguments(a)
    options.add_rule_arguments(a)
    a.set_defaults(handler=run)


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """The ``analyze`` subcommand; exit status 1 when any hand was bad, 2 for bad arguments.

    Under mcr and riichi a complete hand with ``--win-tile`` gets its score, and a ready
    13-tile hand the value of each wait on a discard and by self-draw (the situation options
    apply to both)."""
    try:
        rules = options.rules_with(Rules.preset(args.rules), vars(args))
    except options.OptionError as e:
        print(f"mjtrainer analyze: error: {e}", file=sys.stderr)
        return 2
    text = " ".join(args.hand)
    read = READERS[args.notation]
    situation = options.given(args)
    if situation and not scores_rules(rules):
        flags = ", ".join(options.BY_KEY[k].flag for k in situation)
        print(
            f"mjtrainer analyze: error: {flags}: the situation of a win needs --rules mcr or "
            "riichi (the general rules value no win)",
            file=sys.stderr,
        )
        return 2
    if args.extended and args.turn is None:
        print("mjtrainer analyze: error: --extended needs --turn T", file=sys.stderr)
        return 2
    bad_seen: ValueError | None = check_argument(args.seen, "--seen") or _bad_option(situation)
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
    except (OSError, UnicodeDecodeError) as e:
        raise DefenceError("bad-json", detail=f"cannot read {shown(argument)}: {e}") from None


def _dangers(hand: Hand, report: Report, args: argparse.Namespace) -> list[Danger | None] | None:
    """Each discard's danger against the riichis of ``--table`` (None without a table; None
    for each discard when nobody is in riichi)."""
    if args.table_text is None:
        return None
    codes = hand.tiles()
    melds = tuple(m.tiles for m in hand.melds)
    table = Table.from_json(args.table_text, codes, melds)
    if not table.riichi_seats:
        return [None for _ in report.discards]
    return [danger(table, o.discard) for o in report.discards]


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
        say(f"error in '{shown(text)}': {e}", out)


def _legal(rules: Rules, args: argparse.Namespace) -> Legal | None:
    """Which complete hands the look-ahead counts as wins: those the rules let be declared
    on a self-draw, with the winds of the situation options (default East)."""
    if not scores_rules(rules):
        return None
    seat = Wind.parse(args.seat_wind) if args.seat_wind else Wind.EAST
    prevalent = Wind.parse(args.round_wind) if args.round_wind else Wind.EAST
    return legal_win(rules, seat, prevalent)


def _worth(rules: Rules, args: argparse.Namespace, hand: Hand, seen: Seen) -> Worth | None:
    """What a self-drawn win is worth to the look-ahead (``exp_value``): riichi points with
    the situation's winds and dora indicators, MCR fan; None under the general rules."""
    if not scores_rules(rules):
        return None
    seat = Wind.parse(args.seat_wind) if args.seat_wind else Wind.EAST
    prevalent = Wind.parse(args.round_wind) if args.round_wind else Wind.EAST
    dora = args.dora_indicators if "dora_indicators" in situation_flags(rules) else None
    indicators = options.option_tiles("dora_indicators", dora) if dora else ()
    return win_worth(rules, seat, prevalent, indicators, hand=hand, seen=seen)


def _seen(rules: Rules, args: argparse.Namespace) -> Seen:
    """The tiles in view: ``--seen`` and, under riichi, the dora indicators, which lie face
    up on the wall (the window counts them as seen too). Ura dora are hidden until the win."""
    seen: Seen = args.seen
    dora = args.dora_indicators if "dora_indicators" in situation_flags(rules) else None
    if not dora:
        return seen
    counts = seen_counts(seen)
    held = [t for t, n in enumerate(counts) for _ in range(n)]
    return (*held, *options.option_tiles("dora_indicators", dora))


def _one(
    text: str, read: Callable[[str], Hand], rules: Rules, args: argparse.Namespace, out: TextIO
) -> bool:
    ahead: LookaheadReport | None = None
    try:
        hand = read(text)
        seen = _seen(rules, args)
        if args.turn is None:
            report = analyze(hand, rules, seen)
        else:
            legal = _legal(rules, args)
            worth = _worth(rules, args, hand, seen)
            ahead = analyze_lookahead(
                hand, LookaheadRequest(rules, seen, args.turn, args.extended, legal, worth=worth)
            )
            report = ahead.report
        value, waits = _values(report, args)
        dangers = _dangers(hand, report, args)
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
        say(dumps(data, out), out)
    else:
        text = render(
            report, show_pictures=pictures_ok(out, args.ascii), ahead=ahead, dangers=dangers
        )
        chinese = can_print(out, "混幺九")
        if value is not None:
            text += "\n" + "\n".join(["Score", *("  " + x for x in score_lines(value, chinese))])
        if waits is not None:
            text += "\n" + wait_values_text(waits)
        say(text, out)
    return True


def _values(
    report: Report, args: argparse.Namespace
) -> tuple[Score | None, tuple[WaitValue, ...] | None]:
    """Under mcr and riichi: the score of a complete hand won with ``--win-tile``, and the
    value of each wait of a ready 13-tile hand; None where there is none."""
    rules = report.rules
    if not scores_rules(rules):
        return None, None
    hand = report.hand
    given = options.given(args)
    if hand.size % 3 == 2 and report.shanten == -1 and "win_tile" in given:
        return score(hand, rules, options.situation_of(given)), None
    if hand.size % 3 == 1 and report.waits and not is_fragment(hand):
        base = options.situation_of(given, win_tile=report.waits[0].tile).check(rules)
        tiles = tuple(w.tile for w in report.waits)
        return None, wait_values(hand, rules, tiles, base)
    return None, None


def value_text(s: Score | None) -> str:
    """One way of winning a wait: its value, or why it cannot win."""
    if s is None:
        return "cannot win so (the flags rule it out)"
    if isinstance(s, McrScore):
        short = "" if s.win else f", short of {s.minimum} fan"
        return f"{s.fan_value} fan{short}"
    if not s.win:
        return "no yaku" + (" on ron" if not s.situation.self_drawn else "")
    points = "" if s.points is None else f" {s.points.total}"
    return f"{s.han} han {s.fu} fu{points}" + (f" {s.limit.value}" if s.limit else "")


def wait_values_text(values: tuple[WaitValue, ...]) -> str:
    """What each wait is worth, on a discard and by self-draw; those that cannot win are
    flagged."""
    lines = ["Wait values", f"  {'tile':<5} {'on a discard (ron)':<36} by self-draw (tsumo)"]
    for v in values:
        ron = value_text(v.ron) + ("" if v.legal_ron else "  (cannot win)")
        tsumo = value_text(v.tsumo) + ("" if v.legal_tsumo else "  (cannot win)")
        lines.append(f"  {tile_str(v.tile):<5} {ron:<36} {tsumo}")
    return "\n".join(lines)


def status_text(report: Report) -> str:
    """complete / ready / n-shanten (a 14-tile hand: one discard from ready / n-shanten after
    the best discard, as the window says)."""
    if report.win:
        return "complete (win)"
    if report.shanten == -1:
        return "complete"
    if report.hand.size % 3 == 2:  # a hand to discard from: the window's words
        if report.shanten == 0:
            return "one discard from ready (tenpai)"
        return f"{report.shanten}-shanten after the best discard"
    if report.shanten == 0:
        return "ready (tenpai)"
    return f"{report.shanten}-shanten"


def render(
    report: Report,
    show_pictures: bool = True,
    ahead: LookaheadReport | None = None,
    dangers: list[Danger | None] | None = None,
) -> str:
    """The readable report: hand, status, decompositions, waits, effective tiles, discards;
    with ``ahead``, the chances to be ready and to win by the last draw too; with ``dangers``
    (one a discard), a deal-in column against the table's riichis."""
    hand = report.hand
    lines = [f"Hand      {hand}"]
    if show_pictures:
        tiles = pictures(hand.tiles())
        melds = " ".join(pictures(m.tiles) for m in hand.melds)
        lines.append(f"          {tiles} {melds}".rstrip())
    lines.append(f"Rules     {report.rules.name}")
    lines.append(f"Tiles     {report.tiles}")
    lines.append(f"Status    {status_text(report)}")
    shapes = ", ".join(f"{SHAPE_NAMES[s]} {v}" for s, v in report.shanten_by_shape)
    lines.append(f"Shanten   {shapes}")
    if report.decompositions:
        lines.append("Decompositions")
        for d in report.decompositions:
            data = d.to_dict()
            parts = [
                f"{k}: {' '.join(v) if isinstance(v, list) else v}"
                for k, v in data.items()
                if k not in ("shape", "seven_stars")
            ]
            name = "seven stars" if d.seven_stars else SHAPE_NAMES[d.shape]
            lines.append(f"  {name:<20} " + "; ".join(parts))
    if report.waits:
        total = sum(w.remaining for w in report.waits)
        lines.append(
            f"Waits     {counted(len(report.waits), 'kind')}, {counted(total, 'tile')} left"
        )
        for w in report.waits:
            flag = "" if w.live else "  (none left)"
            kinds = ", ".join(k.value for k in w.kinds)
            lines.append(f"  {tile_str(w.tile):<4} x{w.remaining} left   {kinds}{flag}")
    elif report.effective:
        eff = " ".join(f"{tile_str(t)}x{r}" for t, r in report.effective)
        lines.append(f"Effective {eff}  (total {report.effective_count})")
    if ahead is not None and ahead.hand is not None:
        lines += _hand_lookahead_lines(ahead)
    cells = _danger_cells(report, dangers)
    if report.discards and ahead is not None:
        lines += _discard_lookahead_lines(ahead, cells)
    elif report.discards:
        lines.append("Discards (best first)")
        head = "" if cells is None else f"{'deal-in':<{DANGER_WIDTH}}  "
        lines.append(f"  {'discard':<8} {'shanten':>7}  {'total':>5}  {head}effective tiles")
        for i, o in enumerate(report.discards):
            eff = " ".join(f"{tile_str(t)}x{r}" for t, r in o.effective)
            cell = "" if cells is None else f"{cells[i]:<{DANGER_WIDTH}}  "
            lines.append(
                f"  {discard_text(report.hand, o.discard):<8} {o.shanten:>7}  "
                f"{o.effective_count:>5}  {cell}{eff}"
            )
    if cells is not None and report.discards and all(d is None for d in dangers or ()):
        lines.append("  (deal-in: nobody on the table is in riichi)")
    return "\n".join(lines)


#: The width of the deal-in column of the readable report.
DANGER_WIDTH = 24


def danger_cell(d: Danger | None) -> str:
    """A discard's deal-in column: the chance and each riichi player's category with its kabe
    (``"4.6% suji"``, ``"12.1% non-suji/suji one-chance"``); ``-`` with nobody in riichi."""
    if d is None:
        return "-"
    labels = []
    for a in d.against:
        label = a.name
        if a.visible is not None and not a.no_wait:
            label += f" ({a.visible} seen)"
        if a.kabe is not None:
            label += f" {a.kabe.value}"
        labels.append(label)
    return f"{percent_1(d.chance)}% " + "/".join(labels)


def percent_1(p: float) -> str:
    """A probability as a percentage with one decimal (``0.046`` → ``"4.6"``)."""
    return f"{100 * p:.1f}"


def _danger_cells(report: Report, dangers: list[Danger | None] | None) -> list[str] | None:
    if dangers is None:
        return None
    return [danger_cell(d) for d in dangers]


def _look_title(ahead: LookaheadReport) -> str:
    left = counted(LAST_DRAW - ahead.turn, "draw")
    return f"from turn {ahead.turn}, {left} left, {search_name(ahead.extended)}"


def _cut_off(ahead: LookaheadReport) -> int:
    return MAX_EXTENDED_SHANTEN if ahead.extended else MAX_SHANTEN


def _hand_lookahead_lines(ahead: LookaheadReport) -> list[str]:
    """A 13-tile hand's chances and its improvements."""
    one = ahead.hand
    assert one is not None
    lines = [f"Look-ahead ({_look_title(ahead)})"]
    if not one.searched:
        lines.append(
            f"  not searched: {one.shanten}-shanten is beyond the look-ahead's limit "
            f"({_cut_off(ahead)}-shanten)"
        )
    else:
        worth = ""
        if one.exp_value is not None:
            worth = f", worth {exp_value_text(one.exp_value, ahead.report.rules.scored)}"
        lines.append(
            f"  ready by the last draw {percent(one.tenpai_prob)}%, "
            f"win by the last draw {percent(one.win_prob)}%{worth}"
        )
    better = " ".join(
        f"{tile_str(i.tile)}x{i.remaining}->{i.effective_count}" for i in one.improvements
    )
    lines.append(
        f"  improvements (draws that keep the shanten, then more than {one.effective_count} "
        f"effective tiles): {better or 'none'}"
    )
    return lines


def _discard_lookahead_lines(ahead: LookaheadReport, cells: list[str] | None) -> list[str]:
    """The discard table with the chances to be ready and to win, the value when the search
    computed it (riichi points, MCR fan) and the deal-in column when ``cells`` has one a
    discard; the best discard by the chance to win, and the sentences when the effective tiles
    or the value pick another."""
    scored = ahead.report.rules.scored
    hand = ahead.report.hand
    valued = any(a.exp_value is not None for a in ahead.discards)
    head = "" if cells is None else f"{'deal-in':<{DANGER_WIDTH}}  "
    value_head = f"{'value':>{VALUE_WIDTH}}  " if valued else ""
    lines = [
        f"Discards (most effective tiles first; look-ahead {_look_title(ahead)})",
        f"  {'discard':<8} {'shanten':>7}  {'total':>5}  {'tenpai %':>8}  {'win %':>6}  "
        f"{value_head}{head}effective tiles",
    ]
    for i, (o, a) in enumerate(zip(ahead.report.discards, ahead.discards, strict=True)):
        eff = " ".join(f"{tile_str(t)}x{r}" for t, r in o.effective)
        cell = "" if cells is None else f"{cells[i]:<{DANGER_WIDTH}}  "
        value = f"{exp_value_text(a.exp_value, scored):>{VALUE_WIDTH}}  " if valued else ""
        lines.append(
            f"  {discard_text(hand, o.discard):<8} {o.shanten:>7}  {o.effective_count:>5}  "
            f"{percent(a.tenpai_prob):>8}  {percent(a.win_prob):>6}  {value}{cell}{eff}"
        )
    best = ahead.best()
    if best is None:
        lines.append(
            f"  (-: not searched: the best discard leaves the hand {ahead.report.shanten}-"
            f"shanten, beyond the look-ahead's limit of {_cut_off(ahead)}-shanten)"
        )
        return lines
    if any(not a.searched for a in ahead.discards):
        lines.append(f"  ({NOT_SEARCHED_NOTE[ahead.extended]})")
    assert best.win_prob is not None and best.tenpai_prob is not None
    lines.append(
        f"Best by the chance to win: {discard_text(hand, best.discard)} "
        f"(win {percent(best.win_prob)}%, ready {percent(best.tenpai_prob)}% by the last draw)"
    )
    contrast = shape_contrast(ahead.discards)
    if contrast is not None:
        lines.append(shape_sentence(hand, *contrast))
    worth = value_contrast(ahead.discards)
    if worth is not None:
        lines.append(value_sentence(hand, *worth, scored))
    return lines


#: The width of the value column (``"12,345"``, ``"12.3 fan"``).
VALUE_WIDTH = 8


#: Why a discard shows "-" instead of its chances, by search (extended or not).
NOT_SEARCHED_NOTE = {
    False: "-: not searched, it leaves the hand further from ready than the best discard",
    True: "-: not searched, it leaves the hand two or more steps further from ready than the "
    "best discard",
}
