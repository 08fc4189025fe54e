"""``mjtrainer quiz``: generated questions as JSON lines, or a plain quiz in the terminal.

mjtrainer quiz --kind waits --level 3 --count 100 --seed 7 --json
mjtrainer quiz --kind discard --level 2            # answer at the prompt
mjtrainer quiz --kind scoring --rules riichi       # han and fu at the prompt ("3 40")
mjtrainer quiz --kind defence --level 3            # the safest tile against a riichi
mjtrainer quiz --review                            # the missed questions now due
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO, assert_never

from ..core import PRESETS, Hand, HandError, Rules, format_tiles, tile_str
from ..core.errors import counted
from ..core.tiles import parse_tiles
from ..defence import Danger, Table, mpsz
from ..defence.words import NAMES, english, explain
from ..quiz import (
    KINDS,
    WIN_PROB_TOLERANCE,
    AnswerRecord,
    DefenceGrade,
    DefenceQuestion,
    DiscardGrade,
    DiscardQuestion,
    Grade,
    Mark,
    McrAnswer,
    PendingAnswers,
    ProgressError,
    ProgressFileRefused,
    ProgressStore,
    Question,
    QuizError,
    QuizKind,
    RiichiAnswer,
    ScoringAnswer,
    ScoringGrade,
    ScoringQuestion,
    WaitsGrade,
    WaitsQuestion,
    default_path,
    grade,
    level_info,
    session,
)
from ..quiz.cards import GAME_LEVEL, question_of
from ..quiz.kinds.discard import option_changes
from ..scoring import Fan, McrScore, RiichiScore
from . import situation as rule_options
from .ahead import discard_text, percent, shape_sentence, two_percents
from .lines import read_line, shown
from .output import can_print, decomposition_text, dumps, pictures, pictures_ok, say
from .score import FU_WORDS, payment, situation_lines, zh_cell

MAX_COUNT = 100_000
MAX_SEED = 2**62


def whole(low: int, high: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is outside {low}–{high}")
        return value

    return parse


def add_parser(sub: Any) -> None:
    """Add the ``quiz`` subcommand to ``mjtrainer``'s subparsers."""
    q = sub.add_parser(
        "quiz",
        help="quiz yourself: waits, best discard, what a hand is worth, or the safest tile",
        description="Generated questions: 'waits' (which tiles does this ready hand wait on?), "
        "'discard' (which tile do you throw?), 'scoring' (what is this winning hand "
        "worth?) or 'defence' (which tile is safest against a riichi?). "
        "Levels: waits 1 mixed suits, 1-2 waits; "
        "2 a one-suit block, 3-5 waits; 3 full one-suit hands; 4 one suit, 5+ waits. "
        "Discard (graded by the chance to win by the last draw, within 0.5 points of the "
        "best) 1 lone tiles; 2 1-2 shanten; 3 close calls; 4 shape choices. "
        "Scoring (--rules mcr or "
        "riichi; general scores as mcr) 1 one big fan or yaku; 2 common combinations; "
        "3 MCR fans a bigger fan leaves out, riichi fu. "
        "Defence ('an opponent declared riichi: which tile is safest?', riichi rules, graded "
        "by the deal-in chance) 1 a genbutsu in the hand; 2 suji against non-suji; 3 kabe, "
        "one-chance and honours by visible copies; 4 two riichis. "
        "With --json, print the questions as JSON lines; otherwise answer at the prompt "
        "(tiles like 147m or 1m4m7m; fan numbers like 18 73 73; han and fu like 3 40).",
    )
    q.add_argument(
        "--kind",
        choices=[k.value for k in QuizKind],
        default=None,
        help="quiz kind (default waits; with --review: every kind)",
    )
    q.add_argument("--level", type=whole(1, 9), default=1, help="difficulty level (default 1)")
    q.add_argument(
        "--count", type=whole(1, MAX_COUNT), default=10, help="number of questions (default 10)"
    )
    q.add_argument(
        "--seed",
        type=whole(0, MAX_SEED),
        default=None,
        help="session seed: the same seed gives the same questions (default: random)",
    )
    q.add_argument("--rules", default="general", choices=PRESETS, help="rule preset")
    q.add_argument(
        "--json", action="store_true", help="print the questions and answers as JSON lines and exit"
    )
    q.add_argument(
        "--db",
        type=Path,
        default=None,
        help=f"progress database (default {default_path()}); a file that is not one is "
        "refused and left as it is",
    )
    q.add_argument("--no-save", action="store_true", help="do not record answers")
    q.add_argument(
        "--review", action="store_true", help="ask the missed questions that are due for review"
    )
    q.add_argument("--ascii", action="store_true", help="no Unicode tile pictures")
    rule_options.add_rule_arguments(q)
    q.set_defaults(handler=run)


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """The ``quiz`` subcommand; answers are read from ``stdin``."""
    try:
        return _run(args, stdin, out)
    except (QuizError, HandError, rule_options.OptionError) as e:
        say(f"mjtrainer quiz: error: {e}", sys.stderr)
        return 2


def _run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    kind = QuizKind(args.kind or "waits")
    if not args.review:
        level_info(kind, args.level)  # QuizError names the levels there are
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    rules = rule_options.rules_with(Rules.preset(args.rules), vars(args))
    if args.json and args.review:
        raise QuizError("--review asks the due questions in the terminal; it takes no --json")
    if args.json:
        for q in session(kind, args.level, seed, args.count, rules):
            say(dumps(q.to_dict(), out), out)
        return 0
    store = _open_store(args, out)
    try:
        if args.review:
            if store is None:
                say("No progress database to review from.", out)
                return 1
            due = _review_questions(store, args)
            if not due:
                say("Nothing is due for review now.", out)
                return 0
            say(f"Review: {len(due)} missed questions are due.", out)
            questions: Iterable[Question] = due
            count = len(due)
        else:
            info = level_info(kind, args.level)
            shown_rules = rules.name
            asked = KINDS[kind].rules_for(rules)
            if asked.name != rules.name:
                note = KINDS[kind].rules_note.format(rules=rules.name)
                shown_rules = f"{asked.name}, {note}"
            say(
                f"{kind.value} quiz, level {args.level}: {info.description}"
                f"  (seed {seed}, rules {shown_rules})",
                out,
            )
            questions = session(kind, args.level, seed, args.count, rules)
            count = args.count
        show_pictures = pictures_ok(out, args.ascii)
        quiz = _TerminalQuiz(stdin, out, show_pictures, None if args.no_save else store)
        quiz.unsaved_note = store is None and not args.no_save
        status = 0
        try:
            quiz.ask_all(questions, count)
        except KeyboardInterrupt:
            say("\nInterrupted.", out)
            status = 130
        if not quiz.summary() and status == 0:
            status = 1  # answers were lost: say so in the exit status too
    finally:
        if store is not None:
            store.close()
    return status


def _open_store(args: argparse.Namespace, out: TextIO) -> ProgressStore | None:
    if args.no_save and not args.review:
        return None
    # Only our own file may be moved aside when it is damaged; a file named with --db is
    # the user's, and a typo (--db ~/.bashrc) must never cost them that file.
    path = args.db or default_path()
    try:
        store = ProgressStore(path, recover=args.db is None)
    except ProgressFileRefused as e:
        say(f"Progress will not be saved: {e}.", out)
        if args.db is not None:
            hint = f"Choose another file with --db, or leave --db out to use {default_path()}."
            say(hint, out)
        return None
    except ProgressError as e:
        say(f"Progress will not be saved: {e}", out)
        return None
    if store.message:
        say(store.message, out)
    return store


def _review_questions(store: ProgressStore, args: argparse.Namespace) -> list[Question]:
    out = []
    for due in store.reviews(time.time(), kind=args.kind, limit=args.count):
        item = due.item
        try:
            out.append(question_of(item))  # a card from a game poses its own position
        except (QuizError, HandError):
            continue  # a record this version cannot pose again; leave it be
    return out


def percent_of(chance: float) -> str:
    """A deal-in chance as a percentage with one decimal ("4.6%")."""
    return f"{100 * chance:.1f}%"


def danger_words(d: Danger) -> str:
    """A tile's categories against each riichi, with its kabe: "suji", "non-suji, one-chance",
    "seat 1 genbutsu / seat 2 suji"."""
    parts = []
    for a in d.against:
        words = NAMES[a.name]
        if a.visible is not None and not a.no_wait:
            words += f" ({a.visible} in view)"
        if a.kabe is not None:
            words += f", {NAMES[a.kabe.value]}"
        parts.append(words if len(d.against) == 1 else f"seat {a.seat} {words}")
    return " / ".join(parts)


def table_lines(table: Table) -> list[str]:
    """The table of a defence question in text: each seat's pond in order (the riichi tile in
    brackets, "|" before the tiles thrown after a riichi), the melds, the dora."""
    lines = [
        f"Dora indicator: {mpsz(table.dora_indicators) or '-'}   "
        "([riichi tile]; tiles after | came after a riichi)"
    ]
    for pond in sorted(table.ponds, key=lambda p: (p.seat - table.seat) % 4):
        names = [mpsz((t,)) for t in pond.tiles]
        if pond.riichi is not None:
            names[pond.riichi] = f"[{names[pond.riichi]}]"
        cut = min((i for _, i in pond.after), default=None)
        if pond.riichi is not None:
            cut = pond.riichi + 1
        if cut is not None and cut < len(names):
            names.insert(cut, "|")
        who = "you" if pond.seat == table.seat else f"seat {pond.seat}"
        riichi = ", riichi" if pond.riichi is not None else ""
        melds = "  melds " + " ".join(f"[{mpsz(m)}]" for m in pond.melds) if pond.melds else ""
        lines.append(f"{who + riichi + ':':<17} {' '.join(names) or '-'}{melds}")
    return lines


def _tiles_text(tiles: Iterable[int]) -> str:
    return " ".join(tile_str(t) for t in tiles) or "-"


def _discards_text(hand: Hand, kinds: Iterable[int]) -> str:
    return " ".join(discard_text(hand, t) for t in kinds) or "-"


class _TerminalQuiz:
    """Asks questions on a text stream and keeps the session's score."""

    def __init__(
        self, stdin: TextIO, out: TextIO, show_pictures: bool, store: ProgressStore | None
    ) -> None:
        self.stdin = stdin
        self.out = out
        self.show_pictures = show_pictures
        self.store = store
        self.asked = 0
        self.right = 0
        self.run = 0
        self.best_run = 0
        self.total_ms = 0
        self.saved = 0
        self.lines = 0  # lines read from stdin
        self.pending = PendingAnswers()  # answered, not yet written
        self.save_error = ""  # why the last write failed ("" = it did not)
        #: Say at the end that the answers were not saved (the store could not be opened).
        self.unsaved_note = False
        self.fans_listed = False  # the numbered list of the 81 fans was shown
        self.chinese = can_print(out, "混幺九")

    def say(self, text: str = "") -> None:
        say(text, self.out)

    def ask_all(self, questions: Iterable[Question], count: int) -> None:
        for n, q in enumerate(questions, 1):
            if not self.ask(q, n, count):
                return

    def ask(self, q: Question, n: int, count: int) -> bool:
        """Pose one question; False when the learner quits or input ends."""
        card = isinstance(q, DiscardQuestion) and q.level == GAME_LEVEL
        if isinstance(q, DiscardQuestion) and card:
            # A card from a game: its position's turn, and its rules' own riichi options.
            options = " ".join(
                f"{k}={('on' if v else 'off') if isinstance(v, bool) else v}"
                for k, v in option_changes(q.report.rules)
            )
            what = f"{q.kind.value} from your games, turn {q.turn}"
            rules = f"{q.rules} ({options})" if options else q.rules
        else:
            info = level_info(q.kind, q.level)
            what = f"{q.kind.value} level {q.level} ({info.title})"
            rules = q.rules
        self.say()
        self.say(f"Question {n}/{count}   {what}, rules {rules}, seed {q.seed}")
        self.say(f"  {q.hand}")
        if isinstance(q, DiscardQuestion) and card:
            self.say(f"  seen outside the hand: {format_tiles(q.seen) or 'nothing'}")
        if self.show_pictures:
            melds = " ".join(pictures(m.tiles) for m in q.hand.melds)
            self.say(f"  {pictures(q.hand.tiles())} {melds}".rstrip())
        match q:
            case ScoringQuestion():
                for line in situation_lines(q.score):
                    self.say("  " + line)
                if isinstance(q.score, McrScore) and not self.fans_listed:
                    self.list_fans()
            case DefenceQuestion():
                for line in table_lines(q.table):
                    self.say("  " + line)
            case WaitsQuestion() | DiscardQuestion():
                pass
            case _:
                assert_never(q)
        started = time.monotonic()
        answer = self.read_answer(q)
        if answer is None:
            return False
        ms = int((time.monotonic() - started) * 1000)
        g = grade(q, answer)
        self.show(q, g)
        self.count(g, ms)
        if self.store is not None:
            self.pending.add(AnswerRecord.of(q, g, ms, time.time()))
            self.save()
        return True

    def save(self) -> bool:
        """Write the answers kept so far; True when none is left unwritten.

        A write that fails (another process holding the lock past the busy timeout, a full
        disk) keeps them for the next answer and the end of the session; it is said once.
        """
        if self.store is None:
            return True
        restarted = self.store.restarted
        try:
            written = self.pending.write_to(self.store)
            # The answers saved before went with the removed file.
            self.saved = written if self.store.restarted != restarted else self.saved + written
        except (sqlite3.Error, ProgressError) as e:
            if not self.save_error:
                self.say(
                    f"  Could not save the answer to {self.store.path} yet ({e}); it is kept, "
                    "and saving is tried again after the next answer."
                )
            self.save_error = str(e)
            return False
        finally:
            if self.store.restarted != restarted:
                self.say(
                    f"  The progress file {self.store.path} was removed or replaced while the "
                    "quiz ran: the answers from now on are saved in a new file there."
                )
        self.save_error = ""
        return True

    def list_fans(self) -> None:
        """The 81 fans, numbered, by points: the numbers a scoring answer is typed in."""
        self.fans_listed = True
        self.say("  The fans (type their numbers; '?' shows this list again):")
        by_points: dict[int, list[Fan]] = {}
        for fan in Fan:
            by_points.setdefault(fan.points, []).append(fan)
        for points, fans in by_points.items():
            words = [f"{f.id} {f.zh} {f.en}" if self.chinese else f"{f.id} {f.en}" for f in fans]
            line = f"  {points:>2}:"
            for w in words:
                if len(line) + len(w) > 96:
                    self.say(line)
                    line = " " * 5
                line += f" {w};"
            self.say(line.rstrip(";"))

    def read_scoring_answer(self, q: ScoringQuestion) -> ScoringAnswer | None:
        """Fan numbers (MCR) or han and fu (riichi) at the prompt; None when the learner
        quits or input ends."""
        mcr = isinstance(q.score, McrScore)
        prompt = "Fans? " if mcr else "Han and fu? "
        while True:
            text = self.prompt(prompt)
            if text is None:
                return None
            if mcr and text in ("?", "list"):
                self.list_fans()
                continue
            if not text:
                self.say(
                    "  Type the fan numbers, e.g. 18 73 73 or 18,73x2 ('-' for none, '?' for the "
                    "list), or q to stop."
                    if mcr
                    else "  Type han and fu, e.g. 3 40 or han 3 fu 40 (points too if you like: "
                    "3 40 5200), or q to stop."
                )
                continue
            try:
                if mcr:
                    return McrAnswer() if text == "-" else McrAnswer.parse(text)
                return RiichiAnswer.parse(text)
            except QuizError as e:
                self.say(f"  {e}. Try again.")

    def prompt(self, prompt: str) -> str | None:
        """One line typed at ``prompt`` (stripped); None at the end of input or when the
        learner types q, quit or exit. A line that cannot be read is said so and asked again."""
        while True:
            self.out.write(prompt)
            self.out.flush()
            self.lines += 1
            line = read_line(self.stdin, self.lines)
            if line is None:
                self.say()
                return None
            text = line.text.strip()
            if not self.stdin.isatty():
                self.say(shown(text))  # keep a transcript readable when input is piped
            if line.error is not None:
                self.say(f"  Cannot read that answer: {line.error.as_answer()}. Try again.")
                continue
            return None if text.lower() in ("q", "quit", "exit") else text

    def read_answer(self, q: Question) -> tuple[int, ...] | ScoringAnswer | None:
        match q:
            case ScoringQuestion():
                return self.read_scoring_answer(q)
            case WaitsQuestion():
                return self.read_tiles(q, waits=True)
            case DiscardQuestion() | DefenceQuestion():
                return self.read_tiles(q, waits=False)
            case _:
                assert_never(q)

    def read_tiles(self, q: Question, waits: bool) -> tuple[int, ...] | None:
        """The waits (any tiles) or the discard (one tile of the hand) typed at the prompt."""
        prompt = "Waits? " if waits else "Discard? "
        if isinstance(q, DefenceQuestion):
            prompt = "Safest tile? "
        while True:
            text = self.prompt(prompt)
            if text is None:
                return None
            if waits and text == "-":
                return ()
            if not text:
                self.say(
                    "  Type tiles like 147m or 1m4m7m"
                    + (", '-' for none" if waits else " (one tile of the hand)")
                    + ", or q to stop."
                )
                continue
            try:
                tiles = tuple(parse_tiles(text))
            except HandError as e:
                self.say(f"  Cannot read '{shown(text)}': {e}. Try again.")
                continue
            if waits:
                return tiles
            distinct = sorted(set(tiles))
            if len(distinct) != 1:
                self.say(f"  Pick one tile to discard, not {len(distinct)}. Try again.")
            elif not q.hand.counts[distinct[0]]:
                self.say(f"  {tile_str(distinct[0])} is not in the hand. Try again.")
            else:
                return (distinct[0],)

    def show(self, q: Question, g: Grade) -> None:
        self.say("  Correct!" if g.correct else "  Not quite.")
        match q:
            case ScoringQuestion():
                assert isinstance(g, ScoringGrade)
                self.show_scoring(q, g)
            case WaitsQuestion():
                assert isinstance(g, WaitsGrade)
                self.show_waits(q, g)
            case DiscardQuestion():
                assert isinstance(g, DiscardGrade)
                self.show_discard(q, g)
            case DefenceQuestion():
                assert isinstance(g, DefenceGrade)
                self.show_defence(q, g)
            case _:
                assert_never(q)

    def show_waits(self, q: WaitsQuestion, g: WaitsGrade) -> None:
        """The tiles right, missed and extra, and each wait with the hands it completes."""
        self.say(f"  Right:  {_tiles_text(g.right)}")
        self.say(f"  Missed: {_tiles_text(g.missed)}")
        self.say(f"  Extra:  {_tiles_text(g.extra)}")
        self.say("  Explanation: each wait and the complete hand it makes")
        for e in q.explain():
            kinds = ", ".join(k.value for k in e.kinds)
            left = f"{e.remaining} left"
            for i, d in enumerate(e.decompositions):
                head = f"{tile_str(e.tile):<3} {left:<7} {kinds:<18}" if i == 0 else " " * 30
                self.say(f"    {head} {decomposition_text(d)}")

    def show_discard(self, q: DiscardQuestion, g: DiscardGrade) -> None:
        """The right discards, how far the learner's is behind, the sentence when the most
        effective tiles mislead, and the table with effective tiles and chances."""
        chosen, explanation = g.chosen, q.explain()
        assert chosen is not None and explanation is not None
        best = explanation.best.lookahead
        hand = q.hand
        self.say(
            f"  Best: {_discards_text(hand, q.answer)}  (the best chance to win by the last draw, "
            f"within {100 * WIN_PROB_TOLERANCE:g} points)"
        )
        mine = g.chosen_lookahead
        if not g.correct and g.shanten_gap:
            self.say(
                f"  You threw {discard_text(hand, chosen.discard)}: {g.shanten_gap} shanten "
                f"worse than the best."
            )
        elif not g.correct and mine is not None and mine.win_prob is not None:
            assert best.win_prob is not None
            theirs, yours = two_percents(best.win_prob, mine.win_prob)
            self.say(
                f"  You threw {discard_text(hand, chosen.discard)}: it wins {yours}% of the "
                f"time, {discard_text(hand, best.discard)} {theirs}%."
            )
        if explanation.shape_choice:
            self.say("  " + shape_sentence(hand, explanation.tile_leader.lookahead, best))
        self.say(
            f"  Discard table (best first; chances by the last draw from turn {explanation.turn}):"
        )
        self.say(
            f"    {'':>8}  {'tile':<4} {'shanten':>7} {'tiles':>6} {'tenpai %':>9} "
            f"{'win %':>6}  effective"
        )
        for row in explanation.rows:
            o, a = row.option, row.lookahead
            mark = ("best" if row.right else "") + (" you" if o.discard == chosen.discard else "")
            eff = " ".join(f"{tile_str(t)}x{r}" for t, r in o.effective)
            self.say(
                f"    {mark:>8}  {discard_text(hand, o.discard):<4} {o.shanten:>7} "
                f"{o.effective_count:>6} {percent(a.tenpai_prob):>9} {percent(a.win_prob):>6}  "
                f"{eff}"
            )

    def show_defence(self, q: DefenceQuestion, g: DefenceGrade) -> None:
        """The safest tiles, the throw's chance beside theirs, every tile with its category
        and chance, then the riichi hands as they were, with their waits."""
        best = g.best
        self.say(f"  Safest: {_tiles_text(q.answer)}  ({percent_of(best.chance)} to deal in)")
        if g.chosen is not None and not g.correct:
            self.say(
                f"  You threw {tile_str(g.chosen.tile)}: {percent_of(g.chosen.chance)} to deal "
                f"in, {100 * (g.gap or 0):.1f} points more."
            )
        self.say("  Each tile of the hand, safest first (deal-in chance, category):")
        for d in q.dangers:
            mark = ("safe" if d.tile in q.answer else "") + (" you" if d.tile in g.given else "")
            self.say(f"    {mark:>8}  {tile_str(d.tile):<3} {percent_of(d.chance):>6}  "
                     f"{danger_words(d)}")  # fmt: skip
            if d.tile not in q.answer and d.tile not in g.given:
                continue  # the reasons of the safest tiles and of the throw
            for a in d.against:
                for key, params in explain(d.tile, a):
                    who = f"seat {a.seat}: " if len(d.against) > 1 else ""
                    self.say(f"{'':>22}{who}{english(key, params)}")
        for r in q.riichi_hands:
            self.say(f"  Seat {r.seat}'s riichi hand: {r.hand}  waiting on {_tiles_text(r.waits)}")

    def show_scoring(self, q: ScoringQuestion, g: ScoringGrade) -> None:
        explanation = q.explain()
        s = explanation.score
        if isinstance(s, McrScore):
            words = {Mark.RIGHT: "right", Mark.MISSED: "missed", Mark.EXTRA: "extra"}
            self.say("  Fans (points × count; yours after the mark):")
            for m in g.fans:
                name = f"{zh_cell(m.fan.zh)} {m.fan.en}" if self.chinese else m.fan.en
                yours = "" if m.mark is Mark.RIGHT else f"  you: {m.got}"
                self.say(
                    f"    {words[m.mark]:<7} {m.fan.id:>2} {name:<34} {m.fan.points:>2} × "
                    f"{m.want}{yours}"
                )
            total = g.values[0]
            self.say(
                f"  Total {total.want} fan"
                + ("" if total.mark is Mark.RIGHT else f" (yours: {total.got})")
            )
            if explanation.excluded:
                self.say("  Not counted (implied by a bigger fan):")
                for e in explanation.excluded:
                    self.say(f"    {self.fan_name(e.fan)}, implied by {self.fan_name(e.by)}")
            return
        assert isinstance(s, RiichiScore)
        for v in g.values:
            yours = "right" if v.mark is Mark.RIGHT else f"yours: {v.got}"
            self.say(f"  {v.name.capitalize():<7} {v.want}  ({yours})")
        self.say("  Yaku: " + ", ".join(f"{y.name} ({y.romaji}) {y.han}" for y in s.yaku))
        self.say(f"  Han {s.han}, fu {s.fu}" + (f", {s.limit.value}" if s.limit else ""))
        self.say("  Fu: " + ", ".join(f"{FU_WORDS[f.reason]} {f.fu}" for f in s.fu_details))
        self.say(f"  Points {payment(s)}")

    def fan_name(self, fan: Fan) -> str:
        return f"{fan.zh} {fan.en}" if self.chinese else fan.en

    def count(self, g: Grade, ms: int) -> None:
        self.asked += 1
        self.total_ms += ms
        if g.correct:
            self.right += 1
            self.run += 1
            self.best_run = max(self.best_run, self.run)
        else:
            self.run = 0
        self.say(f"  Score {self.right}/{self.asked}, streak {self.run}, {ms / 1000:.1f} s")

    def summary(self) -> bool:
        """The session's score, and where its answers went; False if some were not saved."""
        saved = self.save()
        self.say()
        if not self.asked:
            self.say("No questions answered.")
        else:
            pct = round(100 * self.right / self.asked)
            avg = self.total_ms / self.asked / 1000
            self.say(
                f"Answered {self.asked}: {self.right} right ({pct}%), best streak "
                f"{self.best_run}, average {avg:.1f} s a question."
            )
        if self.store is not None and not saved:
            self.say(
                f"{counted(len(self.pending), 'answer')} could not be saved to "
                f"{self.store.path} ({self.save_error}): "
                f"{'it is' if len(self.pending) == 1 else 'they are'} NOT saved."
            )
            if self.saved:
                before = (
                    "The answer before them was"
                    if self.saved == 1
                    else f"The {self.saved} answers before them were"
                )
                self.say(f"{before} saved.")
        elif self.store is not None and self.asked:
            self.say(f"Saved {counted(self.saved, 'answer')} to {self.store.path}.")
        elif self.unsaved_note and self.asked:
            self.say("These answers were not saved.")
        return saved
