"""``mjtrainer quiz``: generated questions as JSON lines, or a plain quiz in the terminal.

mjtrainer quiz --kind waits --level 3 --count 100 --seed 7 --json
mjtrainer quiz --kind discard --level 2            # answer at the prompt
mjtrainer quiz --kind scoring --rules riichi       # han and fu at the prompt ("3 40")
mjtrainer quiz --kind defence --level 3            # the safest tile against a riichi
mjtrainer quiz --kind pushfold --level 2           # push a tile or "fold" against a riichi
mjtrainer quiz --kind riichi --level 1             # "riichi" or "dama" for a ready hand
mjtrainer quiz --kind call --level 1               # "pass", "pon", "chi 234m" on a tile
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
from ..core.kinds import CODE_NAMES, kind_of
from ..core.tiles import parse_tiles
from ..defence import Danger, Table, mpsz
from ..defence.words import NAMES, explain
from ..quiz import (
    KINDS,
    WIN_PROB_TOLERANCE,
    AnswerRecord,
    CallGrade,
    CallQuestion,
    ChoiceAnswer,
    DefenceGrade,
    DefenceQuestion,
    DiscardGrade,
    DiscardQuestion,
    Grade,
    Mark,
    McrAnswer,
    PendingAnswers,
    ProgressError,
    ProgressStore,
    PushFoldGrade,
    PushFoldQuestion,
    Question,
    QuizError,
    QuizKind,
    RiichiAnswer,
    RiichiDamaGrade,
    RiichiDamaQuestion,
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
from ..quiz.kinds.pushfold import FOLD
from ..scoring import Fan, McrScore, RiichiScore
from ..scoring.riichi import FU_WORDS
from . import situation as rule_options
from .ahead import discard_text, percent, two_percents
from .analyze import points_text
from .history import open_store
from .lines import read_line, shown
from .output import can_print, decomposition_text, dumps, pictures, pictures_ok, say
from .parser_words import NOT_WHOLE, OUTSIDE, said
from .score import fan_name, payment_words, situation_words
from .words import LANGUAGES, Words, default_language, pad, width

MAX_COUNT = 100_000
MAX_SEED = 2**62


def whole(low: int, high: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(said(NOT_WHOLE, text=text)) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(said(OUTSIDE, value=value, low=low, high=high))
        return value

    return parse


def add_parser(sub: Any) -> None:
    """Add the ``quiz`` subcommand to ``mjtrainer``'s subparsers."""
    q = sub.add_parser(
        "quiz",
        help="quiz yourself: waits, discards, scoring, defence, push or fold, riichi or dama, "
        "call or pass",
        description="Generated questions: 'waits' (which tiles does this ready hand wait on?), "
        "'discard' "
        "(which tile do you throw?), 'scoring' (what is this winning hand worth?), 'defence' "
        "(which tile is safest against a riichi?), 'pushfold' (push which tile, or fold, "
        "against a riichi?), 'riichi' (riichi or dama?) or 'call' (call or pass?). Levels: "
        "waits 1 mixed suits, 1-2 waits; 2 a one-suit block, 3-5 waits; 3 full one-suit "
        "hands; 4 one suit, 5+ waits. Discard (graded by the chance to win by the last draw, "
        "within 0.5 pp of the best) 1 lone tiles; 2 1-2 shanten; 3 close calls; 4 shape "
        "choices. Scoring (--rules mcr or riichi; general scores as mcr) 1 one big fan or "
        "yaku; 2 common combinations; 3 MCR fans a bigger fan leaves out, riichi fu. Defence "
        "('an opponent declared riichi: which tile is safest?', riichi or sanma rules, graded"
        " by the deal-in chance) 1 a genbutsu in the hand; 2 suji against non-suji; 3 kabe, "
        "one-chance and honours by visible copies; 4 two riichis. Push or fold (riichi or "
        "sanma rules, graded by the round EV, within 100 points of the best; type 'fold' to "
        "throw the safest tile) 1 push and fold 1,000 points or more apart; 2 400-1,000; 3 "
        "150-400. Riichi or dama (riichi or sanma rules, graded by the round EV: type "
        "'riichi' or 'dama' for the discard named) and call or pass (type 'pass' or a call: "
        "'pon', 'chi 234m'; a call is graded with its best discard), each 1 the best 1,000 "
        "points or more ahead of the next; 2 400-1,000; 3 150-400. With --json, print the "
        "questions as JSON lines; otherwise answer at the prompt (tiles like 147m or 1m4m7m; "
        "fan numbers like 18 73 73; han and fu like 3 40).",
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
    q.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="the language of the questions, explanations and messages (default: from "
        "LC_ALL, LC_MESSAGES or LANG: zh… gives zh_CN, ja… ja, anything else "
        "en); --json stays English",
    )
    rule_options.add_rule_arguments(q)
    q.set_defaults(handler=run)


def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    """The ``quiz`` subcommand; answers are read from ``stdin``."""
    w = Words(args.lang or default_language())
    try:
        return _run(args, stdin, out, w)
    except (QuizError, HandError) as e:
        say(w("error", message=w.error(e)), sys.stderr)
        return 2
    except rule_options.OptionError as e:
        say(w("error", message=w.error(e)), sys.stderr)
        return 2


def _run(args: argparse.Namespace, stdin: TextIO, out: TextIO, w: Words) -> int:
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
    store = _open_store(args, out, w)
    try:
        if args.review:
            if store is None:
                say(w("no-db"), out)
                return 1
            due = _review_questions(store, args)
            if not due:
                say(w("nothing-due"), out)
                return 0
            say(w("review-due", count=len(due)), out)
            questions: Iterable[Question] = due
            count = len(due)
        else:
            info = level_info(kind, args.level)
            shown_rules = w.rules(rules.name)
            asked = KINDS[kind].rules_for(rules)
            if asked.name != rules.name:
                note = w.note(KINDS[kind].rules_note).format(rules=w.rules(rules.name))
                shown_rules = w("rules-note", asked=w.rules(asked.name), note=note)
            description = w.vocab("Quiz", info.description)
            say(
                w(
                    "header",
                    kind=w.kind(kind.value),
                    level=args.level,
                    description=description,
                    seed=seed,
                    rules=shown_rules,
                ),
                out,
            )
            questions = session(kind, args.level, seed, args.count, rules)
            count = args.count
        show_pictures = pictures_ok(out, args.ascii)
        quiz = _TerminalQuiz(stdin, out, show_pictures, None if args.no_save else store, w)
        quiz.unsaved_note = store is None and not args.no_save
        status = 0
        try:
            quiz.ask_all(questions, count)
        except KeyboardInterrupt:
            say(w("interrupted"), out)
            status = 130
        if not quiz.summary() and status == 0:
            status = 1  # answers were lost: say so in the exit status too
    finally:
        if store is not None:
            store.close()
    return status


def _open_store(args: argparse.Namespace, out: TextIO, w: Words) -> ProgressStore | None:
    if args.no_save and not args.review:
        return None
    return open_store(args.db, w, out, "no-save", "no-save-plain")


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


def danger_words(d: Danger, w: Words | None = None) -> str:
    """A tile's categories against each riichi, with its kabe: "suji", "non-suji, one-chance",
    "seat 1 genbutsu / seat 2 suji"."""
    w = w or Words()
    parts = []
    for a in d.against:
        words = w.vocab("Defence", NAMES[a.name])
        if a.visible is not None and not a.no_wait:
            words += w("in-view", count=a.visible)
        if a.kabe is not None:
            words += w("list-sep") + w.vocab("Defence", NAMES[a.kabe.value])
        parts.append(words if len(d.against) == 1 else w("seat-words", seat=a.seat, words=words))
    return " / ".join(parts)


def table_lines(table: Table, w: Words | None = None) -> list[str]:
    """The table of a defence question in text: each seat's pond in order (the riichi tile in
    brackets, "|" before the tiles thrown after a riichi), the melds, the dora."""
    w = w or Words()
    lines = [w("dora", tiles=mpsz(table.dora_indicators) or "-")]
    for pond in sorted(table.ponds, key=lambda p: (p.seat - table.seat) % 4):
        names = [mpsz((t,)) for t in pond.tiles]
        if pond.riichi is not None:
            names[pond.riichi] = f"[{names[pond.riichi]}]"
        cut = min((i for _, i in pond.after), default=None)
        if pond.riichi is not None:
            cut = pond.riichi + 1
        if cut is not None and cut < len(names):
            names.insert(cut, "|")
        who = w("you") if pond.seat == table.seat else w("seat", seat=pond.seat)
        riichi = w("riichi-mark") if pond.riichi is not None else ""
        melds = w("melds", melds=" ".join(f"[{mpsz(m)}]" for m in pond.melds)) if pond.melds else ""
        lines.append(f"{pad(w('pond-who', who=who + riichi), 17)} {' '.join(names) or '-'}{melds}")
    return lines


#: The words key of each choice's first word (the rest, a meld, stays mpsz).
_CHOICE_KEYS = {
    "riichi": "answer-riichi",
    "dama": "answer-dama",
    "pass": "call-pass",
    "chi": "call-chi",
    "pon": "call-pon",
    "kong": "call-kong",
}


def choice_text(w: Words, word: str) -> str:
    """A choice of the riichi-or-dama or call-or-pass quiz in the language: ``riichi``,
    ``默听``, ``ポン 333m``."""
    head, _, meld = word.partition(" ")
    return f"{w(_CHOICE_KEYS[head])} {meld}".rstrip()


def _tiles_text(tiles: Iterable[int]) -> str:
    return " ".join(tile_str(t) for t in tiles) or "-"


def _discards_text(hand: Hand, kinds: Iterable[int]) -> str:
    return " ".join(discard_text(hand, t) for t in kinds) or "-"


class _TerminalQuiz:
    """Asks questions on a text stream and keeps the session's score."""

    def __init__(
        self,
        stdin: TextIO,
        out: TextIO,
        show_pictures: bool,
        store: ProgressStore | None,
        words: Words | None = None,
    ) -> None:
        self.stdin = stdin
        self.out = out
        self.show_pictures = show_pictures
        self.store = store
        self.w = words or Words()
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
        w = self.w
        card = q.level == GAME_LEVEL
        if isinstance(q, DiscardQuestion | RiichiDamaQuestion | CallQuestion) and card:
            # A card from a game: its position's turn, and its rules' own riichi options.
            changes = option_changes(q.report.rules) if isinstance(q, DiscardQuestion) else ()
            options = " ".join(
                f"{k}={('on' if v else 'off') if isinstance(v, bool) else v}" for k, v in changes
            )
            what = w("what-card", kind=w.kind(q.kind.value), turn=q.turn)
            rules = f"{w.rules(q.rules)} ({options})" if options else w.rules(q.rules)
        else:
            info = level_info(q.kind, q.level)
            title = w.vocab("Quiz", info.title)
            what = w("what-level", kind=w.kind(q.kind.value), level=q.level, title=title)
            rules = w.rules(q.rules)
        self.say()
        self.say(w("question", n=n, count=count, what=what, rules=rules, seed=q.seed))
        self.say(f"  {q.hand}")
        if isinstance(q, DiscardQuestion) and card:
            self.say(w("seen-outside", tiles=format_tiles(q.seen) or w("nothing")))
        if self.show_pictures:
            melds = " ".join(pictures(m.tiles) for m in q.hand.melds)
            self.say(f"  {pictures(q.hand.tiles())} {melds}".rstrip())
        match q:
            case ScoringQuestion():
                for line in situation_words(q.score, w):
                    self.say("  " + line)
                if isinstance(q.score, McrScore) and not self.fans_listed:
                    self.list_fans()
            case DefenceQuestion() | PushFoldQuestion():
                for line in table_lines(q.table, w):
                    self.say("  " + line)
            case RiichiDamaQuestion():
                for line in table_lines(q.table, w):
                    self.say("  " + line)
                waits = _tiles_text(q.waits)
                self.say(w("riichi-discard", tile=tile_str(q.discard), waits=waits, left=q.left))
            case CallQuestion():
                for line in table_lines(q.table, w):
                    self.say("  " + line)
                self.say(w("call-offered", seat=q.offered_from, tile=CODE_NAMES[q.offered]))
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
                error = self.w.error(e) if isinstance(e, ProgressError) else str(e)
                self.say(self.w("save-failed", path=self.store.path, error=error))
            self.save_error = str(e)
            return False
        finally:
            if self.store.restarted != restarted:
                self.say(self.w("save-restarted", path=self.store.path))
        self.save_error = ""
        return True

    def fan_name(self, fan: Fan) -> str:
        """A fan's name: Chinese and English in English where Chinese prints, Chinese alone
        in Chinese."""
        return fan_name(fan, self.chinese, self.w)

    def list_fans(self) -> None:
        """The 81 fans, numbered, by points: the numbers a scoring answer is typed in."""
        self.fans_listed = True
        self.say(self.w("fans-list"))
        by_points: dict[int, list[Fan]] = {}
        for fan in Fan:
            by_points.setdefault(fan.points, []).append(fan)
        for points, fans in by_points.items():
            words = [f"{f.id} {self.fan_name(f)}" for f in fans]
            line = f"  {points:>2}:"
            for word in words:
                if width(line) + width(word) > 96:  # terminal columns, a Chinese name's too
                    self.say(line)
                    line = " " * 5
                line += f" {word};"
            self.say(line.rstrip(";"))

    def read_scoring_answer(self, q: ScoringQuestion) -> ScoringAnswer | None:
        """Fan numbers (MCR) or han and fu (riichi) at the prompt; None when the learner
        quits or input ends."""
        mcr = isinstance(q.score, McrScore)
        prompt = self.w("prompt-fans" if mcr else "prompt-hanfu")
        while True:
            text = self.prompt(prompt)
            if text is None:
                return None
            if mcr and text in ("?", "list"):
                self.list_fans()
                continue
            if not text:
                self.say(self.w("help-fans" if mcr else "help-hanfu"))
                continue
            try:
                if mcr:
                    return McrAnswer() if text == "-" else McrAnswer.parse(text)
                return RiichiAnswer.parse(text)
            except QuizError as e:
                self.say(self.w("try-again", error=self.w.error(e)))

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
                error = self.w("input-" + line.error.code, **line.error.params)
                self.say(self.w("cannot-read-line", error=error))
                continue
            return None if text.lower() in ("q", "quit", "exit") else text

    def read_answer(self, q: Question) -> tuple[int, ...] | ScoringAnswer | ChoiceAnswer | None:
        match q:
            case RiichiDamaQuestion() | CallQuestion():
                return self.read_choice(q)
            case ScoringQuestion():
                return self.read_scoring_answer(q)
            case WaitsQuestion():
                return self.read_tiles(q, waits=True)
            case DiscardQuestion() | DefenceQuestion() | PushFoldQuestion():
                return self.read_tiles(q, waits=False)
            case _:
                assert_never(q)

    def read_choice(self, q: RiichiDamaQuestion | CallQuestion) -> ChoiceAnswer | None:
        """A choice typed at the prompt: its word in English or in the language (``pon``,
        ``碰``, ``chi 234m``); a call's kind alone when the hand has one call of that kind."""
        w = self.w
        choices = q.CHOICES if isinstance(q, RiichiDamaQuestion) else q.choices
        words = [choice_text(w, c) for c in choices]
        listed = " / ".join(words)
        prompt = w("prompt-riichi") if isinstance(q, RiichiDamaQuestion) else w(
            "prompt-call", choices=listed)  # fmt: skip
        while True:
            text = self.prompt(prompt)
            if text is None:
                return None
            if not text:
                self.say(w("help-choice", choices=listed))
                continue
            typed = " ".join(text.lower().split())
            found = [
                c for c, word in zip(choices, words, strict=True) if typed in (c, word.lower())
            ]
            if not found:  # the kind of call alone: the one call of that kind
                head = typed.split(" ")[0]
                found = [
                    c for c, word in zip(choices, words, strict=True)
                    if head in (c.split(" ")[0], word.split(" ")[0].lower())
                ]  # fmt: skip
            if len(found) == 1:
                return ChoiceAnswer(found[0])
            self.say(w("pick-choice", text=shown(text), choices=listed))

    def read_tiles(self, q: Question, waits: bool) -> tuple[int, ...] | None:
        """The waits (any tiles) or the discard (one tile of the hand) typed at the prompt."""
        w = self.w
        prompt = w("prompt-waits") if waits else w("prompt-discard")
        if isinstance(q, DefenceQuestion):
            prompt = w("prompt-defence")
        if isinstance(q, PushFoldQuestion):
            prompt = w("prompt-pushfold")
        while True:
            text = self.prompt(prompt)
            if text is None:
                return None
            if isinstance(q, PushFoldQuestion) and text.lower() == FOLD:
                return (kind_of(q.fold[0]),)  # folding throws the fold line's first tile
            if waits and text == "-":
                return ()
            if not text:
                self.say(w("help-waits" if waits else "help-discard"))
                continue
            try:
                tiles = tuple(parse_tiles(text))
            except HandError as e:
                self.say(w("cannot-read", text=shown(text), error=w.error(e)))
                continue
            if waits:
                return tiles
            distinct = sorted(set(tiles))
            if len(distinct) != 1:
                self.say(w("pick-one", count=len(distinct)))
            elif not q.hand.counts[distinct[0]]:
                self.say(w("not-in-hand", tile=tile_str(distinct[0])))
            else:
                return (distinct[0],)

    def show(self, q: Question, g: Grade) -> None:
        self.say(self.w("verdict-right") if g.correct else self.w("verdict-wrong"))
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
            case PushFoldQuestion():
                assert isinstance(g, PushFoldGrade)
                self.show_pushfold(q, g)
            case RiichiDamaQuestion():
                assert isinstance(g, RiichiDamaGrade)
                self.show_riichi(q, g)
            case CallQuestion():
                assert isinstance(g, CallGrade)
                self.show_call(q, g)
            case _:
                assert_never(q)

    def show_waits(self, q: WaitsQuestion, g: WaitsGrade) -> None:
        """The tiles right, missed and extra, and each wait with the hands it completes."""
        w = self.w
        self.say(w("waits-right", tiles=_tiles_text(g.right)))
        self.say(w("waits-missed", tiles=_tiles_text(g.missed)))
        self.say(w("waits-extra", tiles=_tiles_text(g.extra)))
        self.say(w("waits-explanation"))
        for e in q.explain():
            kinds = w("list-sep").join(w.wait_kind(k.value) for k in e.kinds)
            left = w("left", count=e.remaining)
            for i, d in enumerate(e.decompositions):
                head = (
                    f"{tile_str(e.tile):<3} {pad(left, 7)} {pad(kinds, 18)}" if i == 0 else " " * 30
                )
                self.say(f"    {head} {decomposition_text(d, w.shape)}")

    def show_discard(self, q: DiscardQuestion, g: DiscardGrade) -> None:
        """The right discards, how far the learner's is behind, the sentence when the most
        effective tiles mislead, and the table with effective tiles and chances."""
        w = self.w
        chosen, explanation = g.chosen, q.explain()
        assert chosen is not None and explanation is not None
        best = explanation.best.lookahead
        hand = q.hand
        points = f"{100 * WIN_PROB_TOLERANCE:g}"
        self.say(w("discard-best", tiles=_discards_text(hand, q.answer), points=points))
        mine = g.chosen_lookahead
        if not g.correct and g.shanten_gap:
            self.say(
                w("discard-shanten", tile=discard_text(hand, chosen.discard), gap=g.shanten_gap)
            )
        elif not g.correct and mine is not None and mine.win_prob is not None:
            assert best.win_prob is not None
            theirs, yours = two_percents(best.win_prob, mine.win_prob)
            self.say(
                w(
                    "discard-win",
                    tile=discard_text(hand, chosen.discard),
                    yours=yours,
                    best=discard_text(hand, best.discard),
                    theirs=theirs,
                )
            )
        if explanation.shape_choice:
            leader = explanation.tile_leader.lookahead
            assert best.win_prob is not None and leader.win_prob is not None
            mine_pct, theirs_pct = two_percents(best.win_prob, leader.win_prob)
            sentence = w(
                "shape-sentence",
                leader=discard_text(hand, leader.discard),
                best=discard_text(hand, best.discard),
                mine=mine_pct,
                theirs=theirs_pct,
            )
            self.say("  " + sentence)
        self.say(w("discard-table", turn=explanation.turn))
        self.say(
            f"    {'':>8}  {pad(w('col-tile'), 4)} {pad(w('col-shanten'), 7, right=True)} "
            f"{pad(w('col-tiles'), 6, right=True)} {pad(w('col-tenpai'), 9, right=True)} "
            f"{pad(w('col-win'), 6, right=True)}  {w('col-effective')}"
        )
        for row in explanation.rows:
            o, a = row.option, row.lookahead
            mark = (w("mark-best") if row.right else "") + (
                w("mark-you") if o.discard == chosen.discard else ""
            )
            eff = " ".join(f"{tile_str(t)}x{r}" for t, r in o.effective)
            self.say(
                f"    {pad(mark, 8, right=True)}  {discard_text(hand, o.discard):<4} "
                f"{o.shanten:>7} {o.effective_count:>6} {percent(a.tenpai_prob):>9} "
                f"{percent(a.win_prob):>6}  {eff}"
            )

    def show_defence(self, q: DefenceQuestion, g: DefenceGrade) -> None:
        """The safest tiles, the throw's chance beside theirs, every tile with its category
        and chance, then the riichi hands as they were, with their waits."""
        w = self.w
        best = g.best
        self.say(w("defence-safest", tiles=_tiles_text(q.answer), chance=percent_of(best.chance)))
        if g.chosen is not None and not g.correct:
            self.say(
                w(
                    "defence-threw",
                    tile=tile_str(g.chosen.tile),
                    chance=percent_of(g.chosen.chance),
                    gap=f"{100 * (g.gap or 0):.1f}",
                )
            )
        self.say(w("defence-each"))
        for d in q.dangers:
            mark = (w("mark-safe") if d.tile in q.answer else "") + (
                w("mark-you") if d.tile in g.given else ""
            )
            self.say(
                f"    {pad(mark, 8, right=True)}  {tile_str(d.tile):<3} "
                f"{percent_of(d.chance):>6}  {danger_words(d, w)}"
            )
            if d.tile not in q.answer and d.tile not in g.given:
                continue  # the reasons of the safest tiles and of the throw
            for a in d.against:
                for key, params in explain(d.tile, a):
                    who = w("defence-against", seat=a.seat) if len(d.against) > 1 else ""
                    self.say(f"{'':>22}{who}{w.defence(key, params)}")
        for r in q.riichi_hands:
            self.say(w("riichi-hand", seat=r.seat, hand=r.hand, tiles=_tiles_text(r.waits)))

    def show_pushfold(self, q: PushFoldQuestion, g: PushFoldGrade) -> None:
        """The best throws by the round EV and the fold line's, every throw with its win
        chance, deal-in chance and round EV, then the riichi hand as it was."""
        w = self.w
        fold = " ".join(tile_str(t) for t in q.fold)
        self.say(
            w(
                "pushfold-best",
                tiles=_tiles_text(q.answer),
                ev=points_text(g.best.ev),
                fold=fold,
                fold_ev=points_text(q.fold_ev),
            )  # fmt: skip
        )
        self.say(w("pushfold-each"))
        for c in q.choices:
            mark = (w("mark-best") if c.tile in q.answer else "") + (
                w("mark-you") if c.tile in g.given else ""
            )
            win = "-" if c.win is None else percent_of(c.win)
            self.say(
                f"    {pad(mark, 8, right=True)}  {tile_str(c.tile):<3} {win:>6} "
                f"{percent_of(c.deal_in):>6} {points_text(c.ev):>8}"
            )
        for r in q.riichi_hands:
            self.say(w("riichi-hand", seat=r.seat, hand=r.hand, tiles=_tiles_text(r.waits)))

    def show_riichi(self, q: RiichiDamaQuestion, g: RiichiDamaGrade) -> None:
        """The better way by the round EV, both ways with their chance to win, average win
        and round EV, then the facts that decide (winning tiles left, the wait, the rons a
        quiet hand may make, the stick)."""
        w = self.w
        best = choice_text(w, g.best.word)
        self.say(w("choice-best", choice=best, ev=points_text(g.best.ev), gap=points_text(q.gap)))
        self.say(w("riichi-each"))
        for r in q.rows:
            mark = (w("mark-best") if r.word in q.answer else "") + (
                w("mark-you") if r.word == g.given else ""
            )
            self.say(
                f"    {pad(mark, 8, right=True)}  {pad(choice_text(w, r.word), 8)} "
                f"{percent_of(r.win):>6} {points_text(r.value):>8} {points_text(r.ev):>8}"
            )
        wait = w("wait-good" if q.good else "wait-bad")
        ron = f"{100 * q.ron_with_yaku:.0f}%"
        self.say(w("riichi-facts", left=q.left, wait=wait, ron=ron))

    def show_call(self, q: CallQuestion, g: CallGrade) -> None:
        """The best choice by the round EV, then each choice with its best discard, the
        shanten it leaves, its chance to win, average win and round EV."""
        w = self.w
        rows = q.rows
        gap = points_text(q.gap)
        self.say(w("choice-best", choice=choice_text(w, g.best.word), ev=points_text(g.best.ev),
                   gap=gap))  # fmt: skip
        self.say(w("call-each"))
        for r in rows:
            mark = (w("mark-best") if r.word in q.answer else "") + (
                w("mark-you") if r.word == g.given else ""
            )
            label = choice_text(w, r.word)
            if r.discard is not None:
                label += w("call-discard", tile=tile_str(r.discard))
            value = "-" if r.worth is None else points_text(r.worth)
            win = "-" if r.win is None else percent_of(r.win)
            self.say(
                f"    {pad(mark, 8, right=True)}  {pad(label, 24)} {r.shanten:>2} "
                f"{win:>6} {value:>8} {points_text(r.ev):>8}"
            )

    def show_scoring(self, q: ScoringQuestion, g: ScoringGrade) -> None:
        w = self.w
        explanation = q.explain()
        s = explanation.score
        if isinstance(s, McrScore):
            marks = {
                Mark.RIGHT: w("mark-right"),
                Mark.MISSED: w("mark-missed"),
                Mark.EXTRA: w("mark-extra"),
            }
            self.say(w("fans-head"))
            for m in g.fans:
                name = fan_name(m.fan, self.chinese, w, 0)
                yours = "" if m.mark is Mark.RIGHT else w("fan-you", got=m.got)
                self.say(
                    f"    {marks[m.mark]:<7} {m.fan.id:>2} {name:<34} {m.fan.points:>2} × "
                    f"{m.want}{yours}"
                )
            total = g.values[0]
            self.say(
                w("fan-total", want=total.want)
                + ("" if total.mark is Mark.RIGHT else w("fan-total-yours", got=total.got))
            )
            if explanation.excluded:
                self.say(w("not-counted"))
                for e in explanation.excluded:
                    self.say(w("implied-by", fan=self.fan_name(e.fan), by=self.fan_name(e.by)))
            return
        assert isinstance(s, RiichiScore)
        for v in g.values:
            yours = w("value-right") if v.mark is Mark.RIGHT else w("value-yours", got=v.got)
            name = pad(w("value-" + v.name), 7)
            self.say(w("value-line", name=name, want=v.want, yours=yours))
        items = w("list-sep").join(
            w("yaku-item", name=w.vocab("Yaku", y.name), romaji=y.romaji, han=y.han) for y in s.yaku
        )
        self.say(w("yaku", yaku=items))
        limit = w("limit", limit=w.vocab("Limit", s.limit.value)) if s.limit else ""
        self.say(w("han-fu", han=s.han, fu=s.fu) + limit)
        fu = w("list-sep").join(
            w("fu-item", reason=w.vocab("Fu", FU_WORDS[f.reason]), fu=f.fu) for f in s.fu_details
        )
        self.say(w("fu", items=fu))
        self.say(w("points", payment=payment_words(s, w)))

    def count(self, g: Grade, ms: int) -> None:
        self.asked += 1
        self.total_ms += ms
        if g.correct:
            self.right += 1
            self.run += 1
            self.best_run = max(self.best_run, self.run)
        else:
            self.run = 0
        seconds = f"{ms / 1000:.1f}"
        self.say(self.w("score", right=self.right, asked=self.asked, run=self.run, seconds=seconds))

    def summary(self) -> bool:
        """The session's score, and where its answers went; False if some were not saved."""
        w = self.w
        saved = self.save()
        self.say()
        if not self.asked:
            self.say(w("none-answered"))
        else:
            pct = round(100 * self.right / self.asked)
            avg = f"{self.total_ms / self.asked / 1000:.1f}"
            self.say(
                w(
                    "summary",
                    asked=self.asked,
                    right=self.right,
                    pct=pct,
                    best=self.best_run,
                    seconds=avg,
                )
            )
        if self.store is not None and not saved:
            key = "not-saved-one" if len(self.pending) == 1 else "not-saved-many"
            answers = w.count(len(self.pending), "answer")
            self.say(w(key, answers=answers, path=self.store.path, error=self.save_error))
            if self.saved:
                if self.saved == 1:
                    self.say(w("saved-before-one"))
                else:
                    self.say(w("saved-before-many", count=self.saved))
        elif self.store is not None and self.asked:
            self.say(w("saved", answers=w.count(self.saved, "answer"), path=self.store.path))
        elif self.unsaved_note and self.asked:
            self.say(w("answers-not-saved"))
        return saved
