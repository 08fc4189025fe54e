"""``mjtrainer review``: every discard of one seat of a game log graded, and every win scored
again beside the record, readable or as JSON lines (DESIGN.md "Games").

    mjtrainer review game.json --seat 2
    mjtrainer review game.mjson --player Alice --json
    cat game.xml | mjtrainer review -

Exit status 1 when the log cannot be read (the reader's message says where), 2 for bad
arguments (a seat outside 0–3, a player not in the game).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from ..core.kinds import CODE_NAMES, MPSZ
from ..game import Game, GameError, read_game
from ..game.read import MAX_LOG_BYTES
from ..game.replay import hand_text
from ..game.review import Decision, GameReview, WinReview, review_game
from .ahead import percent, search_name
from .output import dumps, say

#: What each of our scorer's gaps means, in the readable form (none left: red fives, open
#: tanyao, honba and riichi sticks are all scored now; ``game.review.scorer_gaps``).
GAP_WORDS: dict[str, str] = {}


def add_parser(sub: Any) -> None:
    """Add the ``review`` subcommand to ``mjtrainer``'s subparsers."""
    s = sub.add_parser(
        "review",
        help="grade every discard of one seat of a game log (tenhou.net/6, mjai, mjlog)",
        description="Read a game log (tenhou.net/6 JSON or viewer link, mjai JSONL, Tenhou XML; "
        "LOG a file or - for standard input), grade every discard of one seat by the chance to "
        "win it keeps, and score every win again beside what the log records.",
    )
    s.add_argument("log", help="the game log: a file, or - for standard input")
    who = s.add_mutually_exclusive_group()
    who.add_argument("--seat", type=int, default=None, help="the seat 0–3 from the first dealer")
    who.add_argument("--player", default=None, help="the seat of the player of this name")
    s.add_argument("--extended", action="store_true", help="the extended search (slower)")
    s.add_argument("--json", action="store_true", help="print the JSON lines of DESIGN.md")
    s.set_defaults(handler=run)


def _read(path: str, stdin: TextIO) -> bytes | str:
    if path == "-":
        buffer = getattr(stdin, "buffer", None)
        return buffer.read(MAX_LOG_BYTES + 1) if buffer is not None else stdin.read()
    with open(path, "rb") as f:
        return f.read(MAX_LOG_BYTES + 1)


def _seat(args: argparse.Namespace, game: Game) -> int | str:
    """The seat asked for, or the message saying why the arguments do not name one."""
    if args.player is not None:
        matches = [s for s, name in enumerate(game.players) if name == args.player]
        if len(matches) != 1:
            names = ", ".join(repr(n) for n in game.players)
            how = "no" if not matches else "more than one"
            return f"{how} player named {args.player!r} in this game (players: {names})"
        return matches[0]
    seat = 0 if args.seat is None else args.seat
    if not 0 <= seat < 4:
        return f"--seat {seat}: a seat is 0–3 (from the first dealer)"
    return seat


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """The ``review`` subcommand: 0, 1 for a log that cannot be read, 2 for bad arguments."""
    try:
        data = _read(args.log, stdin)
    except OSError as e:
        say(f"mjtrainer review: error: cannot read {args.log}: {e.strerror or e}", sys.stderr)
        return 1
    if len(data) > MAX_LOG_BYTES:
        say(f"mjtrainer review: error: {args.log} is larger than a game log", sys.stderr)
        return 1
    try:
        game = read_game(data)
    except GameError as e:
        say(f"mjtrainer review: error: {e}", sys.stderr)
        return 1
    seat = _seat(args, game)
    if isinstance(seat, str):
        say(f"mjtrainer review: error: {seat}", sys.stderr)
        return 2
    review = review_game(game, seat, extended=args.extended)
    if args.json:
        for line in review.lines():
            say(dumps(line, out), out)
    else:
        print_review(review, out)
    return 0


# --- the readable form --------------------------------------------------------------------------


def _pp(p: float) -> str:
    return f"{100 * p:.1f} pp"


def _best(d: Decision) -> str:
    return " ".join(CODE_NAMES[t] for t in d.best_codes) or "-"


def danger_cell(d: Decision) -> str:
    """The played tile's deal-in chance against the riichis on the table, and the safest
    tile's when it was lower ("7.4% (safest 1m 0.0%)"); "-" with no riichi."""
    if d.danger is None:
        return "-"
    text = f"{100 * d.danger.played.chance:.1f}%"
    if d.danger.excess > 1e-9:
        safest = " ".join(MPSZ[t] for t in d.danger.safest)
        text += f" (safest {safest} {100 * d.danger.safest_chance:.1f}%)"
    return text


def decision_row(d: Decision) -> tuple[str, ...]:
    """One row of a round's table: turn, hand, played, best, win % played and best, grade,
    and the deal-in chance against a riichi."""
    played = CODE_NAMES[d.played] + ("*" if d.riichi else "")
    if d.forced:
        return (str(d.turn), d.hand_text, played, "-", "-", "-", "forced", danger_cell(d))
    grade = "-" if d.grade is None else d.grade.value
    if not d.searched and d.best_win_prob is None:
        grade += " (shape)"
    return (
        str(d.turn),
        d.hand_text,
        played,
        _best(d),
        percent(d.played_win_prob),
        percent(d.best_win_prob),
        grade,
        danger_cell(d),
    )


HEADER = ("turn", "hand", "played", "best", "win %", "best %", "grade", "deal-in")


def _table(rows: list[tuple[str, ...]], out: TextIO) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    right = {0, 4, 5}
    for r in rows:
        cells = [
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ]
        say("  " + "  ".join(cells).rstrip(), out)


def _deltas(deltas: tuple[int, ...] | list[int] | None) -> str:
    return "-" if deltas is None else " ".join(f"{d:+d}" if d else "0" for d in deltas)


def win_text(w: WinReview) -> list[str]:
    """The lines of one win: who, the hand, what the record says, what we score, and whether
    they agree."""
    win = w.win
    how = "by self-draw" if win.self_drawn else f"from seat {win.from_seat}"
    lines = [f"  win: seat {win.winner} {how} on {CODE_NAMES[win.win_tile]}: {_hand(w)}"]
    rec = [
        f"han {win.han}" if win.han is not None else "",
        f"fu {win.fu}" if win.fu is not None else "",
        f"{win.points} points" if win.points is not None else "",
        f"deltas {_deltas(win.deltas)}",
    ]
    lines.append("    recorded: " + " ".join(p for p in rec if p))
    if w.scored is None:
        lines.append(f"    scored: refused ({w.error})")
    elif not w.scored.win:
        lines.append("    scored: no yaku by our scorer")
    else:
        s = w.scored
        yaku = ", ".join(f"{y.name} {y.han}" for y in s.yaku)
        # The hand's value, as the record's points: the honba and sticks show in the deltas.
        total = s.points.total - s.points.honba - s.points.riichi_sticks if s.points else 0
        lines.append(
            f"    scored: han {s.han} fu {s.fu} {total} points ({yaku})  "
            f"deltas {_deltas(w.scored_deltas)}"
        )
    if w.agrees is None:
        verdict = "not compared"
    else:
        verdict = ("agrees" if w.agrees else "DIFFERS") + f" ({', '.join(w.compared)})"
    if w.gaps:
        verdict += "; " + "; ".join(GAP_WORDS.get(g, g) for g in w.gaps)
    lines.append(f"    {verdict}")
    return lines


def _hand(w: WinReview) -> str:
    return hand_text(w.hand, w.melds)


def print_review(review: GameReview, out: TextIO) -> None:
    """The readable review: each round's decisions as a table, its wins or draw, the summary."""
    game = review.game
    name = game.players[review.seat]
    who = f"seat {review.seat}" + (f" ({name})" if name else "")
    say(
        f"Review of {who}: a {game.source_format} game of {len(game.rounds)} rounds, "
        f"{search_name(review.extended)}",
        out,
    )
    for r in review.rounds:
        rnd = r.round
        scores = " ".join(str(s) for s in rnd.scores)
        say(
            f"\n{rnd.name}  honba {rnd.honba}  riichi sticks {rnd.riichi_sticks}  "
            f"dealer seat {rnd.dealer}  scores {scores}",
            out,
        )
        if r.decisions:
            _table([HEADER, *(decision_row(d) for d in r.decisions)], out)
        else:
            say("  no discard by this seat", out)
        for w in r.wins:
            for line in win_text(w):
                say(line, out)
        if r.draw is not None:
            say(f"  draw ({r.draw.kind.value}): deltas {_deltas(r.draw.deltas)}", out)
    s = review.summary
    grades = ", ".join(f"{g.value} {n}" for g, n in s.grades.items())
    say(f"\nSummary: {s.decisions} decisions, {s.searched} searched; {grades}", out)
    if s.agreement is not None:
        say(f"  the best discard played: {100 * s.agreement:.1f}%", out)
    mean = "" if s.mean_loss is None else f", {_pp(s.mean_loss)} a searched decision"
    say(f"  win chance lost: {_pp(s.win_prob_lost)} in all{mean}", out)
    if s.mistakes:
        say("  largest losses:", out)
        for d in s.mistakes:
            rname = review.rounds[d.round].round.name
            lost = "" if d.loss is None else f": {_pp(d.loss)}"
            dealt = ", DEALT IN" if s.dealt_in(d) else ""
            say(
                f"    {rname} turn {d.turn}: played {CODE_NAMES[d.played]}, best {_best(d)}"
                f"{lost}{dealt}",
                out,
            )
    if s.deal_ins:
        say("  deal-ins against a riichi with a safer tile in hand:", out)
        for di in s.deal_ins:
            rname = review.rounds[di.round].round.name
            safest = " ".join(MPSZ[t] for t in di.danger.safest)
            say(
                f"    {rname} turn {di.turn}: played {CODE_NAMES[di.played]} "
                f"({100 * di.danger.played.chance:.1f}% to deal in), seat {di.winner} won on "
                f"it; safest {safest} ({100 * di.danger.safest_chance:.1f}%)",
                out,
            )
    per_round = ", ".join(
        f"{r.round.name} {_pp(loss)}" for r, loss in zip(review.rounds, s.per_round, strict=True)
    )
    say(f"  lost per round: {per_round}", out)
