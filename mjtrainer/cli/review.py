"""``mjtrainer review``: every discard of one seat of a game log graded, and every win scored
again beside the record, readable or as JSON lines (DESIGN.md "Games").

    mjtrainer review game.json --seat 2
    mjtrainer review game.mjson --player Alice --json
    cat game.xml | mjtrainer review -
    mjtrainer review game.json --keep        # and keep its figures in the progress store
    mjtrainer review --history               # the games kept, oldest first

Exit status 1 when the log cannot be read (the reader's message says where) or the progress
store cannot be (``--keep``, ``--history``), 2 for bad arguments (a seat outside 0–3, a player
not in the game).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, TextIO

from ..core.kinds import CODE_NAMES, kind_of
from ..decision.reasons import VALUE_REASONS, Reason
from ..game import Game, GameError, read_game, shown_name
from ..game.read import MAX_LOG_BYTES, read_log
from ..game.record import Round
from ..game.replay import hand_text
from ..game.review import (
    ONLY_CHOICES,
    Category,
    Decision,
    GameReview,
    Grade,
    WinReview,
    review_game,
    selected,
)
from ..game.review_choices import CALL, DAMA, RIICHI, ChoiceDecision, ChoiceRow
from ..quiz.store import default_path
from . import history
from .ahead import percent
from .output import dumps, say
from .words import LANGUAGES, Words, default_language, pad, width

#: What each of our scorer's gaps means, in the readable form (none left: red fives, open
#: tanyao, honba and riichi sticks are all scored now; ``game.review.scorer_gaps``).
GAP_WORDS: dict[str, str] = {}
#: The window's words (the "ReviewPage" context) for what the readable review names by code in
#: English: the fields compared, and what our scorer does not count.
_REVIEW_SOURCES = {
    "han": "han",
    "fu": "fu",
    "points": "points",
    "deltas": "payments",
    "red-fives": "red fives (our scorer does not count them yet)",
    "open-tanyao": "open all simples (our scorer does not allow it yet)",
    "honba-sticks": "honba and riichi sticks (in the record's payments, not in ours)",
}


def _review_word(code: str, w: Words) -> str:
    """A field or gap code of the review in words: itself in English (the JSON's name), the
    window's translation otherwise."""
    if not w.translated:
        return GAP_WORDS.get(code, code)
    return w.vocab("ReviewPage", _REVIEW_SOURCES.get(code, code))


def add_parser(sub: Any) -> None:
    """Add the ``review`` subcommand to ``mjtrainer``'s subparsers."""
    s = sub.add_parser(
        "review",
        help="grade every decision of one seat of a game log: discards, riichi, calls "
        "(tenhou.net/6, mjai, mjlog)",
        description="Read a game log (tenhou.net/6 JSON or viewer link, mjai JSONL, Tenhou XML; "
        "LOG a file or - for standard input; four or three players), grade every decision of "
        "one seat (each discard, each riichi declared or not, each call taken or passed) by the "
        "round EV it keeps, with the chance to win beside and the reasons, and score every win "
        "again beside what the log records.",
    )
    s.add_argument(
        "log", nargs="?", default=None, help="the game log: a file, or - for standard input"
    )
    who = s.add_mutually_exclusive_group()
    who.add_argument(
        "--seat",
        type=int,
        default=None,
        help="the seat 0–3 from the first dealer (0–2 with three players)",
    )
    who.add_argument("--player", default=None, help="the seat of the player of this name")
    s.add_argument("--extended", action="store_true", help="the extended search (slower)")
    s.add_argument("--json", action="store_true", help="print the JSON lines of DESIGN.md")
    s.add_argument(
        "--only",
        choices=ONLY_CHOICES,
        default=None,
        help="show only the mistakes, or only the decisions of one category (default: all)",
    )
    s.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="the language of the readable review (default: from LC_ALL, LC_MESSAGES or "
        "LANG); --json stays English",
    )
    s.add_argument(
        "--keep",
        action="store_true",
        help="keep the review's figures in the progress store (the same game and seat "
        "reviewed again replaces them)",
    )
    s.add_argument(
        "--history",
        action="store_true",
        help="print the games kept with --keep instead of reviewing one (takes no LOG)",
    )
    s.add_argument(
        "--db",
        type=Path,
        default=None,
        help=f"progress database of --keep and --history (default {default_path()}); a file "
        "that is not one is refused and left as it is",
    )
    s.set_defaults(handler=run)


def _read(path: str, stdin: TextIO) -> bytes | str:
    """The log's bytes (its text from a text-only standard input), at most
    :data:`~mjtrainer.game.read.MAX_LOG_BYTES`: ``GameError`` for a longer one."""
    if path == "-":
        buffer = getattr(stdin, "buffer", None)
        return read_log(buffer) if buffer is not None else stdin.read(MAX_LOG_BYTES + 1)
    with open(path, "rb") as f:
        return read_log(f)


def _seat(args: argparse.Namespace, game: Game, w: Words) -> int | str:
    """The seat asked for, or the message saying why the arguments do not name one."""
    if args.player is not None:
        matches = [s for s, name in enumerate(game.players) if name == args.player]
        if len(matches) != 1:
            names = ", ".join(repr(shown_name(n)) for n in game.players)
            key = "no-such-player" if not matches else "players-named"
            return w(key, name=repr(shown_name(args.player)), names=names)
        return matches[0]
    seat = 0 if args.seat is None else args.seat
    last = game.rules.seats - 1  # three players: seats 0–2
    if not 0 <= seat <= last:
        return w("seat-not-a-seat", seat=seat, last=last)
    return seat


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """The ``review`` subcommand: 0, 1 for a log (or progress store) that cannot be read, 2
    for bad arguments."""
    w = Words(args.lang or default_language())
    if args.history:
        if args.log is not None or args.keep:
            say(w("history-alone"), sys.stderr)
            return 2
        return history.run_history(args.db, args.json, w, out)
    if args.log is None:
        say(w("no-log"), sys.stderr)
        return 2
    try:
        data = _read(args.log, stdin)
        game = read_game(data)  # a text from standard input longer than a file may be: refused
    except OSError as e:
        message = w("log-unreadable", path=args.log, reason=e.strerror or e)
        say(w("cmd-error", command="review", message=message), sys.stderr)
        return 1
    except GameError as e:
        say(w("cmd-error", command="review", message=w.error(e)), sys.stderr)
        return 1
    seat = _seat(args, game, w)
    if isinstance(seat, str):
        say(w("cmd-error", command="review", message=seat), sys.stderr)
        return 2
    review = review_game(game, seat, extended=args.extended)
    if args.json:
        for line in review.lines(args.only):
            say(dumps(line, out), out)
    else:
        print_review(review, out, w, args.only)
    if args.keep:
        return history.keep(review, args.db, w, out, quiet=args.json)
    return 0


# --- the readable form --------------------------------------------------------------------------


def _round_label(rnd: Round) -> str:
    """A round as the summary names it: ``E1``, or ``E1-1`` when it is a repeat (honba 1),
    so that two East 1s are told apart."""
    return f"{rnd.name}-{rnd.honba}" if rnd.honba else rnd.name


def _pp(p: float, w: Words) -> str:
    return w("pp", value=f"{100 * p:.1f}")


def _best(d: Decision) -> str:
    return " ".join(CODE_NAMES[t] for t in d.best_codes) or "-"


def danger_cell(d: Decision, w: Words | None = None) -> str:
    """The played tile's deal-in chance against the riichis on the table, and the safest
    tile's when it was lower ("7.4% (safest 1m 0.0%)"); "-" with no riichi."""
    w = w or Words()
    if d.danger is None:
        return "-"
    text = f"{100 * d.danger.played.chance:.1f}%"
    if d.danger.excess > 1e-9:
        safest = " ".join(CODE_NAMES[t] for t in d.danger.safest_codes)
        text += w("danger-safest", tiles=safest, chance=f"{100 * d.danger.safest_chance:.1f}")
    return text


def decision_row(d: Decision, w: Words | None = None) -> tuple[str, ...]:
    """One row of a round's table: turn, hand, played, best, win % played and best, grade,
    the round EV lost (points) and the deal-in chance against a riichi."""
    w = w or Words()
    played = CODE_NAMES[d.played] + ("*" if d.riichi else "")
    if d.forced:
        forced = w("grade-forced")
        return (str(d.turn), d.hand_text, played, "-", "-", "-", forced, "-", danger_cell(d, w))
    grade = "-" if d.grade is None else w("grade-" + d.grade.value)
    if not d.searched and d.best_win_prob is None and d.ev_loss is None:
        grade += w("grade-shape")
    return (
        str(d.turn),
        d.hand_text,
        played,
        _best(d),
        percent(d.played_win_prob),
        percent(d.best_win_prob),
        grade,
        "-" if d.ev_loss is None else f"{round(d.ev_loss):,}",
        danger_cell(d, w),
    )


#: The columns of a round's table, by message id.
HEADER = (
    "rcol-turn",
    "rcol-hand",
    "rcol-played",
    "rcol-best",
    "rcol-win",
    "rcol-best-win",
    "rcol-grade",
    "rcol-ev-lost",
    "rcol-deal-in",
)


def _table(rows: list[tuple[str, ...]], out: TextIO) -> None:
    widths = [max(width(r[i]) for r in rows) for i in range(len(rows[0]))]
    right = {0, 4, 5}
    for r in rows:
        cells = [
            pad(c, n, right=i in right) for i, (c, n) in enumerate(zip(r, widths, strict=True))
        ]
        say("  " + "  ".join(cells).rstrip(), out)


def _deltas(deltas: tuple[int, ...] | list[int] | None) -> str:
    return "-" if deltas is None else " ".join(f"{d:+d}" if d else "0" for d in deltas)


def win_text(wr: WinReview, w: Words | None = None) -> list[str]:
    """The lines of one win: who, the hand, what the record says, what we score, and whether
    they agree."""
    w = w or Words()
    win = wr.win
    how = w("by-self-draw") if win.self_drawn else w("win-from", seat=win.from_seat)
    tile = CODE_NAMES[win.win_tile]
    lines = [w("win-line", winner=win.winner, how=how, tile=tile, hand=_hand(wr))]
    rec = [
        w("rec-han", han=win.han) if win.han is not None else "",
        w("rec-fu", fu=win.fu) if win.fu is not None else "",
        w("rec-points", points=win.points) if win.points is not None else "",
        w("rec-deltas", deltas=_deltas(win.deltas)),
        w("rec-liable", seat=win.liable) if win.liable is not None else "",
    ]
    lines.append(w("recorded", parts=" ".join(p for p in rec if p)))
    if wr.scored is None and wr.error is None:  # a game under other rules than riichi
        lines.append(w("scored-not"))
    elif wr.scored is None:
        lines.append(w("scored-refused", error=wr.error))
    elif not wr.scored.win:
        lines.append(w("scored-no-yaku"))
    else:
        s = wr.scored
        yaku = w("list-sep").join(
            w("review-yaku", name=w.vocab("Yaku", y.name), han=y.han) for y in s.yaku
        )
        # The hand's value, as the record's points: the honba and sticks show in the deltas.
        total = s.points.value if s.points else 0
        lines.append(
            w(
                "scored",
                han=s.han,
                fu=s.fu,
                total=total,
                yaku=yaku,
                deltas=_deltas(wr.scored_deltas),
            )
        )
    if wr.agrees is None:
        verdict = w("not-compared")
    else:
        fields = w("list-sep").join(_review_word(f, w) for f in wr.compared)
        verdict = w("agrees" if wr.agrees else "differs", fields=fields)
    if wr.gaps:
        verdict += "; " + "; ".join(_review_word(g, w) for g in wr.gaps)
    lines.append(w("verdict-line", verdict=verdict))
    return lines


def _hand(wr: WinReview) -> str:
    return hand_text(wr.hand, wr.melds)


def _choice(row: ChoiceRow, w: Words) -> str:
    if row.action in (RIICHI, DAMA):
        assert row.tile is not None
        return w("choice-" + row.action, tile=w.tile(kind_of(row.tile)))
    name = w("call-" + row.action)
    if row.meld is not None:
        name += " " + row.meld
    if row.tile is not None:
        name += w("call-discard", tile=w.tile(kind_of(row.tile)))
    return name


def choice_text(c: ChoiceDecision, w: Words | None = None) -> str:
    """A riichi or call decision in a line: what the seat did, its grade and loss, and each
    choice's EV (a riichi decision) or the best choice (a call decision)."""
    w = w or Words()
    lost = "" if c.ev_loss < 1 else w("choice-lost", points=f"{round(c.ev_loss):,}")
    if c.kind == CALL:
        assert c.offered is not None
        top = max(c.choices, key=lambda r: r.ev)
        return w(
            "review-call",
            turn=c.turn,
            tile=w.tile(kind_of(c.offered)),
            seat=c.offered_from,
            played=_choice(c.played, w),
            grade=w("grade-" + c.grade),
            lost=lost,
            best=w("choice-ev", choice=_choice(top, w), ev=f"{round(top.ev):,}"),
        )
    rows = w("list-sep").join(
        w("choice-ev", choice=_choice(row, w), ev=f"{round(row.ev):,}") for row in c.choices
    )
    return w(
        "review-riichi",
        turn=c.turn,
        played=_choice(c.played, w),
        grade=w("grade-" + c.grade),
        lost=lost,
        choices=rows,
    )


#: The reasons under each of the summary's largest losses: the first ones, those that speak to
#: its category first (a push/fold loss is about its danger, a value loss about what it throws).
SUMMARY_REASONS = 2
_LEADING: dict[str, frozenset[str]] = {
    Category.PUSH_FOLD.value: frozenset({"push-fold", "danger"}),
    Category.VALUE.value: frozenset(VALUE_REASONS),
}


def leading_reasons(d: Decision) -> tuple[Reason, ...]:
    """The first :data:`SUMMARY_REASONS` reasons of ``d``, those of its category first (else
    in the review's order)."""
    leading = _LEADING.get("" if d.category is None else d.category.value, frozenset())
    ordered = sorted(d.reasons, key=lambda r: r.id not in leading)
    return tuple(ordered[:SUMMARY_REASONS])


def reason_lines(d: Decision | ChoiceDecision, w: Words | None = None) -> list[str]:
    """The reasons of a decision, a heading and one line each (none without reasons)."""
    w = w or Words()
    if not d.reasons:
        return []
    played = CODE_NAMES[d.played] if isinstance(d, Decision) else _choice(d.played, w)
    head = w("reasons-of", turn=d.turn, played=played)
    return [head, *(w("reason-item", text=w.reason(r)) for r in d.reasons)]


def print_review(
    review: GameReview, out: TextIO, w: Words | None = None, only: str | None = None
) -> None:
    """The readable review: each round's decisions as a table (those ``only`` selects: see
    :func:`~mjtrainer.game.review.selected`), each mistake's reasons under it (every shown
    decision's with a filter), its wins or draw, the summary."""
    w = w or Words()
    game = review.game
    name = shown_name(game.players[review.seat])
    who = (
        w("review-seat-name", seat=review.seat, name=name)
        if name
        else w("review-seat", seat=review.seat)
    )
    search = w("search-extended" if review.extended else "search-basic")
    say(
        w(
            "review-of",
            who=who,
            format=game.source_format,
            rounds=w.count(len(game.rounds), "round"),
            search=search,
        ),
        out,
    )
    for r in review.rounds:
        rnd = r.round
        scores = " ".join(str(s) for s in rnd.scores)
        say(
            w(
                "review-round",
                name=rnd.name,
                honba=rnd.honba,
                sticks=rnd.riichi_sticks,
                dealer=rnd.dealer,
                scores=scores,
            ),
            out,
        )
        shown = [d for d in r.decisions if selected(d, only)]
        if shown:
            header = tuple(w(key) for key in HEADER)
            _table([header, *(decision_row(d, w) for d in shown)], out)
        elif not r.decisions:
            say(w("no-discard"), out)
        for d in shown:
            if only is not None or d.grade is Grade.MISTAKE:
                for line in reason_lines(d, w):
                    say(line, out)
        for c in r.choices:
            if selected(c, only):
                say(choice_text(c, w), out)
                if only is not None or c.grade == Grade.MISTAKE.value:
                    for line in reason_lines(c, w):
                        say(line, out)
        for wr in r.wins:
            for line in win_text(wr, w):
                say(line, out)
        if r.draw is not None:
            kind = w("draw-" + r.draw.kind.value)
            say(w("draw", kind=kind, deltas=_deltas(r.draw.deltas)), out)
    s = review.summary
    grades = w("list-sep").join(
        w("grade-count", grade=w("grade-" + g.value), count=n) for g, n in s.grades.items()
    )
    say(w("review-summary", decisions=s.decisions, searched=s.searched, grades=grades), out)
    if s.agreement is not None:
        say(w("agreement", pct=f"{100 * s.agreement:.1f}"), out)
    mean = "" if s.mean_loss is None else w("win-lost-mean", loss=_pp(s.mean_loss, w))
    say(w("win-lost", lost=_pp(s.win_prob_lost, w), mean=mean), out)
    if s.ev_lost_per_decision is not None:
        per = w("ev-lost-mean", points=f"{s.ev_lost_per_decision:,.1f}")
        say(w("ev-lost", lost=f"{round(s.ev_lost):,}", mean=per), out)
    weakest = history.weakest_line(s.weakest, w)
    if weakest is not None:
        say(weakest, out)
    if s.mistakes:
        say(w("largest"), out)
        for d in s.mistakes:
            rname = _round_label(review.rounds[d.round].round)
            if d.ev_loss is None:
                lost = "" if d.loss is None else w("loss", loss=_pp(d.loss, w))
            else:
                lost = w("ev-loss", points=f"{round(d.ev_loss):,}")
                lost += "" if d.loss is None else w("ev-loss-win", loss=_pp(d.loss, w))
            dealt = w("dealt-in") if s.dealt_in(d) else ""
            say(
                w(
                    "loss-line",
                    round=rname,
                    turn=d.turn,
                    played=CODE_NAMES[d.played],
                    best=_best(d),
                    lost=lost,
                    dealt=dealt,
                ),
                out,
            )
            for reason in leading_reasons(d):
                say(w("reason-item", text=w.reason(reason)), out)
    if s.deal_ins:
        say(w("deal-ins"), out)
        for di in s.deal_ins:
            rname = _round_label(review.rounds[di.round].round)
            safest = " ".join(CODE_NAMES[t] for t in di.danger.safest_codes)
            say(
                w(
                    "deal-in-line",
                    round=rname,
                    turn=di.turn,
                    played=CODE_NAMES[di.played],
                    chance=f"{100 * di.danger.played.chance:.1f}",
                    winner=di.winner,
                    safest=safest,
                    safest_chance=f"{100 * di.danger.safest_chance:.1f}",
                ),
                out,
            )
    per_round = w("list-sep").join(
        w("per-round-item", round=_round_label(r.round), loss=_pp(loss, w))
        for r, loss in zip(review.rounds, s.per_round, strict=True)
    )
    say(w("per-round", rounds=per_round), out)
