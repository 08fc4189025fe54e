"""The terminal's words: every message by id, with named placeholders, in English where it is
born (marked for the catalogues, :mod:`mjtrainer.words.marks`), translated by the language's
shipped catalogue (:func:`.catalogue.catalogue`), the one place of the translations the window
reads too.

    w = Words("zh_CN")
    w("verdict-right")                     # "  答对了！"
    w.tile(4)                              # "五万" ("5m" in English)
    w.error(e)                             # a CodedError in the language

``--lang`` picks the language; without it :func:`default_language` reads the environment as
gettext does (LC_ALL, then LC_MESSAGES, then LANG).
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Mapping
from typing import Any, NamedTuple

from ..core import NAMES_EN, PRESET_TITLES, SHORT_HONOURS, WAIT_KIND_NAMES, Hand
from ..core.errors import CodedError
from ..core.kinds import CODE_NAMES, EAST, MPSZ, NUM_KINDS, is_honor
from ..decision.reason_words import SENTENCES as REASON_SENTENCES
from ..decision.reason_words import english as reason_english
from ..decision.reason_words import sentence_key as reason_sentence_key
from ..decision.reason_words import shown as reason_shown
from ..decision.reasons import Reason
from ..defence.words import NAMES as DEFENCE_NAMES
from ..defence.words import SENTENCES, english
from ..quiz.levels import KIND_TITLES
from ..words import counts, languages
from ..words.marks import QT_TRANSLATE_NOOP
from ..words.render import Phrase, render
from .catalogue import catalogue

#: The languages of the terminal, as ``--lang`` takes them (the one list's codes).
LANGUAGES = languages.codes()


#: A message's layout, the same in every language and never in the catalogue: the indentation
#: before it, a blank line, a space after a prompt.
class _Laid(NamedTuple):
    before: str
    source: str
    after: str


#: A message of the terminal: its English (the catalogue's source), or the same with layout.
Message = str | _Laid


def _laid(before: str, source: str, after: str = "") -> _Laid:
    return _Laid(before, source, after)


#: Every message of the terminal, by id, in the context its words are translated in (the
#: catalogues, ``assets/translations/mjtrainer_<language>.ts``). A column, a label and a part
#: of a hand have contexts of their own: their English says "win %", "Han" or "tiles" elsewhere
#: too, in other words.
_TERMINAL: dict[str, Message] = {
    # the session
    "header": QT_TRANSLATE_NOOP(
        "Terminal", "{kind} quiz, level {level}: {description}  (seed {seed}, rules {rules})"
    ),
    "rules-note": QT_TRANSLATE_NOOP("Terminal", "{asked}, {note}"),
    "no-db": QT_TRANSLATE_NOOP("Terminal", "No progress database to review from."),
    "nothing-due": QT_TRANSLATE_NOOP("Terminal", "Nothing is due for review now."),
    "review-due": QT_TRANSLATE_NOOP("Terminal", "Review: {count} missed questions are due."),
    "interrupted": _laid("\n", QT_TRANSLATE_NOOP("Terminal", "Interrupted.")),
    "error": QT_TRANSLATE_NOOP("Terminal", "mjtrainer quiz: error: {message}"),
    # the question
    "question": QT_TRANSLATE_NOOP(
        "Terminal", "Question {n}/{count}   {what}, rules {rules}, seed {seed}"
    ),
    "what-card": QT_TRANSLATE_NOOP("Terminal", "{kind} from your games, turn {turn}"),
    "what-level": QT_TRANSLATE_NOOP("Terminal", "{kind} level {level} ({title})"),
    "seen-outside": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "seen outside the hand: {tiles}")),
    "nothing": QT_TRANSLATE_NOOP("Terminal", "nothing"),
    # the prompts and their help
    "prompt-waits": _laid("", QT_TRANSLATE_NOOP("Terminal", "Waits?"), " "),
    "prompt-discard": _laid("", QT_TRANSLATE_NOOP("Terminal", "Discard?"), " "),
    "prompt-defence": _laid("", QT_TRANSLATE_NOOP("Terminal", "Safest tile?"), " "),
    "prompt-fans": _laid("", QT_TRANSLATE_NOOP("Terminal", "Fans?"), " "),
    "prompt-hanfu": _laid("", QT_TRANSLATE_NOOP("Terminal", "Han and fu?"), " "),
    "help-waits": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Type tiles like 147m or 1m4m7m, '-' for none, or q to stop."
        ),
    ),
    "help-discard": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Type tiles like 147m or 1m4m7m (one tile of the hand), or q to stop."
        ),
    ),
    "help-fans": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "Type the fan numbers, e.g. 18 73 73 or 18,73x2 ('-' for none, '?' for "
            "the list), or q to stop.",
        ),
    ),
    "help-hanfu": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "Type han and fu, e.g. 3 40 or han 3 fu 40 (points too if you like: 3 "
            "40 5200), or q to stop.",
        ),
    ),
    # input errors
    "try-again": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "{error}. Try again.")),
    "cannot-read-line": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Cannot read that answer: {error}. Try again.")
    ),
    "input-not-utf8": QT_TRANSLATE_NOOP(
        "Terminal", "it is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})"
    ),
    "input-too-long": QT_TRANSLATE_NOOP("Terminal", "it is longer than {limit} bytes"),
    "cannot-read": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Cannot read '{text}': {error}. Try again.")
    ),
    "pick-one": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Pick one tile to discard, not {count}. Try again.")
    ),
    "not-in-hand": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "{tile} is not in the hand. Try again.")
    ),
    # verdicts
    "verdict-right": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Correct!")),
    "verdict-wrong": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Not quite.")),
    # waits
    "waits-right": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Right:  {tiles}")),
    "waits-missed": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Missed: {tiles}")),
    "waits-extra": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Extra:  {tiles}")),
    "waits-explanation": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Explanation: each wait and the complete hand it makes")
    ),
    "left": QT_TRANSLATE_NOOP("Terminal", "{count} left"),
    # discard
    "discard-best": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "Best: {tiles}  (the best chance to win by the last draw, within {points} points)",
        ),
    ),
    "discard-shanten": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "You threw {tile}: {gap} shanten worse than the best.")
    ),
    "discard-win": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "You threw {tile}: it wins {yours}% of the time, {best} {theirs}%."
        ),
    ),
    "shape-sentence": QT_TRANSLATE_NOOP(
        "Terminal",
        "{leader} has the most tiles now, but {best} wins more often: {mine}% against {theirs}%.",
    ),
    "discard-table": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Discard table (best first; chances by the last draw from turn {turn}):"
        ),
    ),
    "col-tile": QT_TRANSLATE_NOOP("Terminal", "tile"),
    "col-shanten": QT_TRANSLATE_NOOP("Terminal", "shanten"),
    "col-tiles": QT_TRANSLATE_NOOP("Terminal", "tiles"),
    "col-tenpai": QT_TRANSLATE_NOOP("Terminal", "tenpai %"),
    "col-win": QT_TRANSLATE_NOOP("Terminal", "win %"),
    "col-effective": QT_TRANSLATE_NOOP("Terminal", "effective"),
    "mark-best": QT_TRANSLATE_NOOP("Terminal", "best"),
    "mark-you": _laid(" ", QT_TRANSLATE_NOOP("Terminal", "you")),
    "mark-safe": QT_TRANSLATE_NOOP("Terminal", "safe"),
    # hand shapes in a decomposition
    "shape-seven pairs": QT_TRANSLATE_NOOP("Terminal", "seven pairs"),
    "shape-thirteen orphans": QT_TRANSLATE_NOOP("Terminal", "thirteen orphans"),
    "shape-honours and knitted": QT_TRANSLATE_NOOP("Terminal", "honours and knitted"),
    "shape-knitted": QT_TRANSLATE_NOOP("Terminal", "knitted"),
    "shape-pair": QT_TRANSLATE_NOOP("Terminal", "pair"),
    # defence
    "dora": QT_TRANSLATE_NOOP(
        "Terminal", "Dora indicator: {tiles}   ([riichi tile]; tiles after | came after a riichi)"
    ),
    "you": QT_TRANSLATE_NOOP("Terminal", "you"),
    "seat": QT_TRANSLATE_NOOP("Terminal", "seat {seat}"),
    "riichi-mark": QT_TRANSLATE_NOOP("Terminal", ", riichi"),
    "pond-who": QT_TRANSLATE_NOOP("Terminal", "{who}:"),
    "melds": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "melds {melds}")),
    "in-view": QT_TRANSLATE_NOOP("Terminal", " ({count} in view)"),
    "seat-words": QT_TRANSLATE_NOOP("Terminal", "seat {seat} {words}"),
    "defence-safest": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Safest: {tiles}  ({chance} to deal in)")
    ),
    "defence-threw": _laid(
        "  ",
        QT_TRANSLATE_NOOP("Terminal", "You threw {tile}: {chance} to deal in, {gap} points more."),
    ),
    "defence-each": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Each tile of the hand, safest first (deal-in chance, category):"
        ),
    ),
    "defence-against": QT_TRANSLATE_NOOP("Terminal", "seat {seat}: "),
    "riichi-hand": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Seat {seat}'s riichi hand: {hand}  waiting on {tiles}")
    ),
    "prompt-pushfold": _laid("", QT_TRANSLATE_NOOP("Terminal", "Push which tile, or fold?"), " "),
    "pushfold-best": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Best by the round EV: {tiles}  ({ev}); the fold line ({fold} …): {fold_ev}"
        ),
    ),
    "pushfold-each": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Each throw, best round EV first (win chance, deal-in chance, round EV):"
        ),
    ),
    # riichi or dama, call or pass
    "prompt-riichi": _laid("", QT_TRANSLATE_NOOP("Terminal", "Riichi or dama?"), " "),
    "prompt-call": _laid("", QT_TRANSLATE_NOOP("Terminal", "Pass or call ({choices})?"), " "),
    "help-choice": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Type one of: {choices}")),
    "pick-choice": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "'{text}' is not a choice here: type one of {choices}")
    ),
    "riichi-discard": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "You throw {tile}: the hand is ready on {waits} ({left} left). Riichi or dama?",
        ),
    ),
    "call-offered": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Seat {seat} throws {tile}. Pass, or call it?")
    ),
    "answer-riichi": QT_TRANSLATE_NOOP("Terminal", "riichi"),
    "answer-dama": QT_TRANSLATE_NOOP("Terminal", "dama"),
    "choice-best": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Best by the round EV: {choice}  ({ev}), {gap} ahead of the next"
        ),
    ),
    "riichi-each": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Both ways (chance to win by the last draw, average win, round EV):"
        ),
    ),
    "riichi-facts": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "{left} winning tiles left, {wait}; kept quiet, {ron} of them win by "
            "ron (a yaku); riichi adds a han and puts a 1,000 stick down.",
        ),
    ),
    "wait-good": QT_TRANSLATE_NOOP("Terminal", "two kinds or more waited on"),
    "wait-bad": QT_TRANSLATE_NOOP("Terminal", "one kind waited on"),
    "call-each": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "Each choice with its best discard (shanten, chance to win by the last "
            "draw, expected worth of the wins, round EV):",
        ),
    ),
    # scoring
    "indicators": QT_TRANSLATE_NOOP("Terminal", "indicators {tiles}"),
    "sticks": QT_TRANSLATE_NOOP("Terminal", "honba {honba}, riichi sticks {sticks}"),
    "how-tile": QT_TRANSLATE_NOOP("Terminal", "{tile} ({name}) {how}"),
    "by-self-draw": QT_TRANSLATE_NOOP("Terminal", "by self-draw"),
    "on-a-discard": QT_TRANSLATE_NOOP("Terminal", "on a discard"),
    "seat-wind": QT_TRANSLATE_NOOP("Terminal", "seat {wind}"),
    "round-wind": QT_TRANSLATE_NOOP("Terminal", "round {wind}"),
    "dealer": QT_TRANSLATE_NOOP("Terminal", "dealer"),
    "non-dealer": QT_TRANSLATE_NOOP("Terminal", "non-dealer"),
    "flag-last-tile": QT_TRANSLATE_NOOP("Terminal", "last tile"),
    "flag-after-kong": QT_TRANSLATE_NOOP("Terminal", "after a kong"),
    "flag-robbing-kong": QT_TRANSLATE_NOOP("Terminal", "robbing a kong"),
    "flag-last-of-kind": QT_TRANSLATE_NOOP("Terminal", "last of its kind"),
    "flag-double-riichi": QT_TRANSLATE_NOOP("Terminal", "double riichi"),
    "flag-riichi": QT_TRANSLATE_NOOP("Terminal", "riichi"),
    "flag-ippatsu": QT_TRANSLATE_NOOP("Terminal", "ippatsu"),
    "list-sep": QT_TRANSLATE_NOOP("Terminal", ", "),
    "fans-list": _laid(
        "  ",
        QT_TRANSLATE_NOOP("Terminal", "The fans (type their numbers; '?' shows this list again):"),
    ),
    "fans-head": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Fans (points × count; yours after the mark):")
    ),
    "fan-you": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "you: {got}")),
    "mark-right": QT_TRANSLATE_NOOP("Terminal", "right"),
    "mark-missed": QT_TRANSLATE_NOOP("Terminal", "missed"),
    "mark-extra": QT_TRANSLATE_NOOP("Terminal", "extra"),
    "fan-total": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Total {want} fan")),
    "fan-total-yours": QT_TRANSLATE_NOOP("Terminal", " (yours: {got})"),
    "not-counted": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Not counted (implied by a bigger fan):")
    ),
    "implied-by": _laid("    ", QT_TRANSLATE_NOOP("Terminal", "{fan}, implied by {by}")),
    "value-line": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "{name} {want}  ({yours})")),
    "value-right": QT_TRANSLATE_NOOP("Terminal", "right"),
    "value-yours": QT_TRANSLATE_NOOP("Terminal", "yours: {got}"),
    "value-han": QT_TRANSLATE_NOOP("Terminal", "Han"),
    "value-fu": QT_TRANSLATE_NOOP("Terminal", "Fu"),
    "value-points": QT_TRANSLATE_NOOP("Terminal", "Points"),
    "yaku": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Yaku: {yaku}")),
    "yaku-item": QT_TRANSLATE_NOOP("Terminal", "{name} ({romaji}) {han}"),
    "yaku-han": QT_TRANSLATE_NOOP("Terminal", "{han:>2} han"),
    "fu-items": QT_TRANSLATE_NOOP("Terminal", "{fu}: {items}"),
    "parens": QT_TRANSLATE_NOOP("Terminal", "({text})"),
    "han-fu": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Han {han}, fu {fu}")),
    "limit": QT_TRANSLATE_NOOP("Terminal", ", {limit}"),
    "fu": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Fu: {items}")),
    "points": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "Points {payment}")),
    "pay-discarder": QT_TRANSLATE_NOOP("Terminal", "{total} from the discarder"),
    "pay-discarder-part": QT_TRANSLATE_NOOP("Terminal", "{total}: {part} from the discarder"),
    "pay-each": QT_TRANSLATE_NOOP("Terminal", "{total}: {others} from each other player"),
    "pay-dealer": QT_TRANSLATE_NOOP(
        "Terminal", "{total}: {dealer} from the dealer, {others} from each other player"
    ),
    "pay-honba": QT_TRANSLATE_NOOP("Terminal", "honba {honba} included"),
    "pay-sticks": QT_TRANSLATE_NOOP("Terminal", "{sticks} in riichi sticks"),
    "pay-extras": QT_TRANSLATE_NOOP("Terminal", "{payment} ({extras})"),
    # after each answer, and at the end
    "score": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "Score {right}/{asked}, streak {run}, {seconds} s")
    ),
    "none-answered": QT_TRANSLATE_NOOP("Terminal", "No questions answered."),
    "summary": QT_TRANSLATE_NOOP(
        "Terminal",
        "Answered {asked}: {right} right ({pct}%), best streak {best}, average "
        "{seconds} s a question.",
    ),
    "save-failed": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "Could not save the answer to {path} yet ({error}); it is kept, and "
            "saving is tried again after the next answer.",
        ),
    ),
    "save-restarted": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "The progress file {path} was removed or replaced while the quiz ran: "
            "the answers from now on are saved in a new file there.",
        ),
    ),
    "not-saved-one": QT_TRANSLATE_NOOP(
        "Terminal", "{answers} could not be saved to {path} ({error}): it is NOT saved."
    ),
    "not-saved-many": QT_TRANSLATE_NOOP(
        "Terminal", "{answers} could not be saved to {path} ({error}): they are NOT saved."
    ),
    "saved-before-one": QT_TRANSLATE_NOOP("Terminal", "The answer before them was saved."),
    "saved-before-many": QT_TRANSLATE_NOOP(
        "Terminal", "The {count} answers before them were saved."
    ),
    "saved": QT_TRANSLATE_NOOP("Terminal", "Saved {answers} to {path}."),
    "answers-not-saved": QT_TRANSLATE_NOOP("Terminal", "These answers were not saved."),
    "no-save": QT_TRANSLATE_NOOP("Terminal", "Progress will not be saved: {error}."),
    "no-save-plain": QT_TRANSLATE_NOOP("Terminal", "Progress will not be saved: {error}"),
    "db-hint": QT_TRANSLATE_NOOP(
        "Terminal", "Choose another file with --db, or leave --db out to use {path}."
    ),
    # mjtrainer review's readable form
    "review-of": QT_TRANSLATE_NOOP(
        "Terminal", "Review of {who}: a {format} game of {rounds}, {search}"
    ),
    "review-seat": QT_TRANSLATE_NOOP("Terminal", "seat {seat}"),
    "review-seat-name": QT_TRANSLATE_NOOP("Terminal", "seat {seat} ({name})"),
    "search-basic": QT_TRANSLATE_NOOP("Terminal", "basic search"),
    "search-extended": QT_TRANSLATE_NOOP("Terminal", "extended search"),
    "review-round": _laid(
        "\n",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "{name}  honba {honba}  riichi sticks {sticks}  dealer seat {dealer}  scores {scores}",
        ),
    ),
    "rcol-turn": QT_TRANSLATE_NOOP("Terminal", "turn"),
    "rcol-hand": QT_TRANSLATE_NOOP("Terminal", "hand"),
    "rcol-played": QT_TRANSLATE_NOOP("Terminal", "played"),
    "rcol-best": QT_TRANSLATE_NOOP("Terminal", "best"),
    "rcol-win": QT_TRANSLATE_NOOP("Terminal", "win %"),
    "rcol-best-win": QT_TRANSLATE_NOOP("Terminal", "best %"),
    "rcol-grade": QT_TRANSLATE_NOOP("Terminal", "grade"),
    "rcol-ev-lost": QT_TRANSLATE_NOOP("Terminal", "EV lost"),
    "rcol-deal-in": QT_TRANSLATE_NOOP("Terminal", "deal-in"),
    "grade-best": QT_TRANSLATE_NOOP("Terminal", "best"),
    "grade-good": QT_TRANSLATE_NOOP("Terminal", "good"),
    "grade-doubtful": QT_TRANSLATE_NOOP("Terminal", "doubtful"),
    "grade-mistake": QT_TRANSLATE_NOOP("Terminal", "mistake"),
    "grade-forced": QT_TRANSLATE_NOOP("Terminal", "forced"),
    "grade-shape": QT_TRANSLATE_NOOP("Terminal", " (shape)"),
    "danger-safest": QT_TRANSLATE_NOOP("Terminal", " (safest {tiles} {chance}%)"),
    # how many of a riichi's category's tiles are seen, after the category ("suji (3 seen)")
    "category-seen": QT_TRANSLATE_NOOP("Terminal", " ({seen})"),
    "no-discard": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "no discard by this seat")),
    "win-from": QT_TRANSLATE_NOOP("Terminal", "from seat {seat}"),
    "win-line": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "win: seat {winner} {how} on {tile}: {hand}")
    ),
    "rec-han": QT_TRANSLATE_NOOP("Terminal", "han {han}"),
    "rec-fu": QT_TRANSLATE_NOOP("Terminal", "fu {fu}"),
    "rec-points": QT_TRANSLATE_NOOP("Terminal", "{points} points"),
    "rec-deltas": QT_TRANSLATE_NOOP("Terminal", "deltas {deltas}"),
    "rec-liable": QT_TRANSLATE_NOOP("Terminal", "seat {seat} liable (pao)"),
    "recorded": _laid("    ", QT_TRANSLATE_NOOP("Terminal", "recorded: {parts}")),
    "scored-refused": _laid("    ", QT_TRANSLATE_NOOP("Terminal", "scored: refused ({error})")),
    "scored-not": _laid(
        "    ",
        QT_TRANSLATE_NOOP(
            "Terminal", "scored: not scored again (the review scores riichi wins only)"
        ),
    ),
    "scored-no-yaku": _laid("    ", QT_TRANSLATE_NOOP("Terminal", "scored: no yaku by our scorer")),
    "scored": _laid(
        "    ",
        QT_TRANSLATE_NOOP(
            "Terminal", "scored: han {han} fu {fu} {total} points ({yaku})  deltas {deltas}"
        ),
    ),
    "not-compared": QT_TRANSLATE_NOOP("Terminal", "not compared"),
    "agrees": QT_TRANSLATE_NOOP("Terminal", "agrees ({fields})"),
    "differs": QT_TRANSLATE_NOOP("Terminal", "DIFFERS ({fields})"),
    "draw": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "draw ({kind}): deltas {deltas}")),
    "draw-exhaustive": QT_TRANSLATE_NOOP("Terminal", "exhaustive"),
    "draw-nagashi-mangan": QT_TRANSLATE_NOOP("Terminal", "nagashi-mangan"),
    "draw-nine-terminals": QT_TRANSLATE_NOOP("Terminal", "nine-terminals"),
    "draw-four-riichi": QT_TRANSLATE_NOOP("Terminal", "four-riichi"),
    "draw-four-kongs": QT_TRANSLATE_NOOP("Terminal", "four-kongs"),
    "draw-four-winds": QT_TRANSLATE_NOOP("Terminal", "four-winds"),
    "draw-triple-ron": QT_TRANSLATE_NOOP("Terminal", "triple-ron"),
    "review-summary": _laid(
        "\n",
        QT_TRANSLATE_NOOP(
            "Terminal", "Summary: {decisions} decisions, {searched} searched; {grades}"
        ),
    ),
    "agreement": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "the best discard played: {pct}%")),
    "pp": QT_TRANSLATE_NOOP("Terminal", "{value} pp"),
    "win-lost": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "win chance lost: {lost} in all{mean}")),
    "win-lost-mean": QT_TRANSLATE_NOOP("Terminal", ", {loss} a searched decision"),
    "ev-lost": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "round EV lost: {lost} points in all{mean}")
    ),
    "ev-lost-mean": QT_TRANSLATE_NOOP("Terminal", ", {points} a graded decision"),
    "ev-loss": QT_TRANSLATE_NOOP("Terminal", ": {points} points"),
    "ev-loss-win": QT_TRANSLATE_NOOP("Terminal", " ({loss} win chance)"),
    "largest": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "largest losses:")),
    "loss-line": _laid(
        "    ",
        QT_TRANSLATE_NOOP(
            "Terminal", "{round} turn {turn}: played {played}, best {best}{lost}{dealt}"
        ),
    ),
    "loss": QT_TRANSLATE_NOOP("Terminal", ": {loss}"),
    "dealt-in": QT_TRANSLATE_NOOP("Terminal", ", DEALT IN"),
    "deal-ins": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "deal-ins against a riichi with a safer tile in hand:")
    ),
    "deal-in-line": _laid(
        "    ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "{round} turn {turn}: played {played} ({chance}% to deal in), seat "
            "{winner} won on it; safest {safest} ({safest_chance}%)",
        ),
    ),
    "per-round": _laid("  ", QT_TRANSLATE_NOOP("Terminal", "lost per round: {rounds}")),
    # the weakest category, and the reviewed games kept (review --keep, --history)
    "weakest": _laid(
        "  ",
        QT_TRANSLATE_NOOP("Terminal", "most round EV lost: {category}, {points} in {decisions}"),
    ),
    "no-log": QT_TRANSLATE_NOOP(
        "Terminal",
        "mjtrainer review: error: give a game LOG (a file, or - for standard input), or --history",
    ),
    "history-alone": QT_TRANSLATE_NOOP(
        "Terminal", "mjtrainer review: error: --history takes no LOG and no --keep"
    ),
    "log-unreadable": QT_TRANSLATE_NOOP("Terminal", "cannot read {path}: {reason}"),
    "seat-not-a-seat": QT_TRANSLATE_NOOP(
        "Terminal", "--seat {seat}: a seat is 0–{last} (from the first dealer)"
    ),
    "no-such-player": QT_TRANSLATE_NOOP(
        "Terminal", "no player named {name} in this game (players: {names})"
    ),
    "players-named": QT_TRANSLATE_NOOP(
        "Terminal", "more than one player named {name} in this game (players: {names})"
    ),
    "store-refused": QT_TRANSLATE_NOOP(
        "Terminal", "mjtrainer review: error: cannot use the progress file: {error}"
    ),
    "not-kept": QT_TRANSLATE_NOOP(
        "Terminal", "mjtrainer review: error: the review was not kept in {path}: {error}"
    ),
    "history-unread": QT_TRANSLATE_NOOP(
        "Terminal", "mjtrainer review: error: cannot read the reviewed games in {path}: {error}"
    ),
    "kept": QT_TRANSLATE_NOOP("Terminal", "Kept in {path} (reviewed games: {games})."),
    "history-empty": QT_TRANSLATE_NOOP(
        "Terminal", "No reviewed games yet: keep a review with mjtrainer review LOG --keep."
    ),
    "history-title": QT_TRANSLATE_NOOP("Terminal", "Reviewed games: {games}"),
    "hcol-date": QT_TRANSLATE_NOOP("Terminal", "reviewed"),
    "hcol-game": QT_TRANSLATE_NOOP("Terminal", "game"),
    "hcol-seat": QT_TRANSLATE_NOOP("Terminal", "seat"),
    "hcol-decisions": QT_TRANSLATE_NOOP("Terminal", "decisions"),
    "hcol-per-decision": QT_TRANSLATE_NOOP("Terminal", "EV lost/decision"),
    "hcol-agreement": QT_TRANSLATE_NOOP("Terminal", "best played"),
    "hcol-weakest": QT_TRANSLATE_NOOP("Terminal", "most EV lost"),
    "history-mean": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "mean: {per} points of round EV lost a decision, the best played {pct}%"
        ),
    ),
    "decompositions": QT_TRANSLATE_NOOP("Terminal", "Decompositions"),
    "status-win": QT_TRANSLATE_NOOP("Terminal", "complete (win)"),
    "status-complete": QT_TRANSLATE_NOOP("Terminal", "complete"),
    "status-one-discard": QT_TRANSLATE_NOOP("Terminal", "one discard from ready (tenpai)"),
    "status-after-best": QT_TRANSLATE_NOOP("Terminal", "{n}-shanten after the best discard"),
    "status-ready": QT_TRANSLATE_NOOP("Terminal", "ready (tenpai)"),
    "status-shanten": QT_TRANSLATE_NOOP("Terminal", "{n}-shanten"),
    "waits-line": QT_TRANSLATE_NOOP("Terminal", "{kinds}, {left}"),
    "wait-row-left": QT_TRANSLATE_NOOP("Terminal", "x{n} left"),
    "none-left": QT_TRANSLATE_NOOP("Terminal", "  (none left)"),
    "effective-line": QT_TRANSLATE_NOOP("Terminal", "{tiles}  (total {n})"),
    "discards-title": QT_TRANSLATE_NOOP("Terminal", "Discards (best first)"),
    "discards-ahead-title": QT_TRANSLATE_NOOP(
        "Terminal", "Discards (most effective tiles first; look-ahead {title})"
    ),
    "fold-line": QT_TRANSLATE_NOOP(
        "Terminal", "Fold line (the safest tile each turn: {tiles} …): round EV {ev}"
    ),
    "best-by-ev": QT_TRANSLATE_NOOP("Terminal", "Best by the round EV: {tile} ({ev})"),
    "nobody-riichi": _laid(
        "  ", QT_TRANSLATE_NOOP("Terminal", "(deal-in: nobody on the table is in riichi)")
    ),
    "look-title": QT_TRANSLATE_NOOP("Terminal", "from turn {turn}, {left}, {search}"),
    "look-ahead": QT_TRANSLATE_NOOP("Terminal", "Look-ahead ({title})"),
    "best-by-win": QT_TRANSLATE_NOOP(
        "Terminal",
        "Best by the chance to win: {tile} (win {win}%, ready {tenpai}% by the last draw)",
    ),
    "bad-input": QT_TRANSLATE_NOOP("Terminal", "error in '{text}': {error}"),
    "mcr-total": QT_TRANSLATE_NOOP("Terminal", "{total} ({flowers} from flowers)"),
    "part": QT_TRANSLATE_NOOP("Terminal", "{name}: {tiles}"),
    "not-searched-basic": QT_TRANSLATE_NOOP(
        "Terminal", "-: not searched, it leaves the hand further from ready than the best discard"
    ),
    "not-searched-extended": QT_TRANSLATE_NOOP(
        "Terminal",
        "-: not searched, it leaves the hand two or more steps further from "
        "ready than the best discard",
    ),
    "cmd-error": QT_TRANSLATE_NOOP("Terminal", "mjtrainer {command}: error: {message}"),
    # a leading option the command line does not take (argparse frames it: "mjtrainer: error: …")
    "unknown-option": QT_TRANSLATE_NOOP(
        "Terminal",
        "unknown option '{option}' (the window takes --self-test; commands: {commands}; see "
        "mjtrainer --help)",
    ),
    "extended-needs-turn": QT_TRANSLATE_NOOP("Terminal", "--extended needs --turn T"),
    "needs-scoring-rules": QT_TRANSLATE_NOOP(
        "Terminal",
        "{flags}: the situation of a win needs --rules mcr or riichi (the "
        "general rules value no win)",
    ),
    "rules-required": QT_TRANSLATE_NOOP("Terminal", "--rules is required (mcr or riichi)"),
    "wait-values": QT_TRANSLATE_NOOP("Terminal", "Wait values"),
    "wcol-tile": QT_TRANSLATE_NOOP("Terminal", "tile"),
    "wcol-ron": QT_TRANSLATE_NOOP("Terminal", "on a discard (ron)"),
    "wcol-tsumo": QT_TRANSLATE_NOOP("Terminal", "by self-draw (tsumo)"),
    "wv-flags": QT_TRANSLATE_NOOP("Terminal", "cannot win so (the flags rule it out)"),
    "wv-fan": QT_TRANSLATE_NOOP("Terminal", "{fan} fan"),
    "wv-short": QT_TRANSLATE_NOOP("Terminal", "{fan} fan, short of {minimum} fan"),
    "wv-no-yaku": QT_TRANSLATE_NOOP("Terminal", "no yaku"),
    "wv-no-yaku-ron": QT_TRANSLATE_NOOP("Terminal", "no yaku on ron"),
    "wv-han-fu": QT_TRANSLATE_NOOP("Terminal", "{han} han {fu} fu"),
    "wv-cannot": QT_TRANSLATE_NOOP("Terminal", "  (cannot win)"),
    "mcr-pay-self": QT_TRANSLATE_NOOP(
        "Terminal", "{others} fan from each other player, {received} in all"
    ),
    "mcr-pay-discard": QT_TRANSLATE_NOOP(
        "Terminal",
        "{discarder} fan from the discarder, {others} from each other player, {received} in all",
    ),
    # the calls on an offered tile (analyze --offered)
    "calls-head": QT_TRANSLATE_NOOP(
        "Terminal", "Pass or call (each with its best discard): shanten, win %, value, round EV"
    ),
    "call-pass": QT_TRANSLATE_NOOP("Terminal", "pass"),
    "call-chi": QT_TRANSLATE_NOOP("Terminal", "chi"),
    "call-pon": QT_TRANSLATE_NOOP("Terminal", "pon"),
    "call-kong": QT_TRANSLATE_NOOP("Terminal", "kong"),
    "call-discard": QT_TRANSLATE_NOOP("Terminal", ", discard {tile}"),
    "from-seat-needs-offered": QT_TRANSLATE_NOOP(
        "Terminal", "--from with a seat (0-3) needs --offered"
    ),
    # the review's riichi decisions
    "review-riichi": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal", "Riichi or dama at turn {turn}: {played}, {grade}{lost}; {choices}"
        ),
    ),
    "choice-riichi": QT_TRANSLATE_NOOP("Terminal", "riichi {tile}"),
    "choice-dama": QT_TRANSLATE_NOOP("Terminal", "dama {tile}"),
    "choice-lost": QT_TRANSLATE_NOOP("Terminal", " ({points} points of round EV lost)"),
    "review-call": _laid(
        "  ",
        QT_TRANSLATE_NOOP(
            "Terminal",
            "Call or pass on {tile} from seat {seat} at turn {turn}: {played}, "
            "{grade}{lost}; best {best}",
        ),
    ),
    "reasons-of": _laid("    ", QT_TRANSLATE_NOOP("Terminal", "why, turn {turn} {played}:")),
    # the window's sentences in the command line's words
    "verdict-mcr-win": QT_TRANSLATE_NOOP("Terminal", "a win ({n} fan, {m} needed without flowers)"),
    "verdict-mcr-short": QT_TRANSLATE_NOOP(
        "Terminal", "complete, but {n} fan: short of the {m}-fan minimum — not a win"
    ),
    "verdict-win": QT_TRANSLATE_NOOP("Terminal", "a win"),
    "look-not-searched": QT_TRANSLATE_NOOP(
        "Terminal", "not searched: {n}-shanten is beyond the look-ahead's limit ({cut}-shanten)"
    ),
    "look-chances": QT_TRANSLATE_NOOP(
        "Terminal", "ready by the last draw {tenpai}, win by the last draw {win}"
    ),
    "look-chances-worth": QT_TRANSLATE_NOOP(
        "Terminal", "ready by the last draw {tenpai}, win by the last draw {win}, worth {value}"
    ),
    "look-improve": QT_TRANSLATE_NOOP(
        "Terminal", "improvements (draws that keep the shanten, then more than {n} effective tiles)"
    ),
    "look-improve-none": QT_TRANSLATE_NOOP(
        "Terminal",
        "improvements (draws that keep the shanten, then more than {n} effective tiles): none",
    ),
    "look-best-beyond": QT_TRANSLATE_NOOP(
        "Terminal",
        "(-: not searched: the best discard leaves the hand {n}-shanten, "
        "beyond the look-ahead's limit of {cut}-shanten)",
    ),
    "verdict-no-yaku": QT_TRANSLATE_NOOP("Terminal", "complete, but no yaku: cannot win"),
}

#: Formats with no words of their own: the same in every language, never translated.
_LAYOUT: dict[str, Message] = {
    "fu-item": "{reason} {fu}",
    "review-yaku": "{name} {han}",
    "verdict-line": _laid("    ", "{verdict}"),
    "grade-count": "{grade} {count}",
    "per-round-item": "{round} {loss}",
    "call-cells": "{shanten}  {win}  {value}  {ev}",
    "choice-ev": "{choice} {ev}",
    "reason-item": _laid("      ", "- {text}"),
}

#: The labels of analyze's and score's readable form (:meth:`Words.label` pads them).
_LABELS: dict[str, Message] = {
    # mjtrainer analyze and score's readable form (labels are padded to 10 columns)
    "label-hand": QT_TRANSLATE_NOOP("TerminalLabel", "Hand"),
    "label-rules": QT_TRANSLATE_NOOP("TerminalLabel", "Rules"),
    "label-tiles": QT_TRANSLATE_NOOP("TerminalLabel", "Tiles"),
    "label-status": QT_TRANSLATE_NOOP("TerminalLabel", "Status"),
    "label-shanten": QT_TRANSLATE_NOOP("TerminalLabel", "Shanten"),
    "label-waits": QT_TRANSLATE_NOOP("TerminalLabel", "Waits"),
    "label-effective": QT_TRANSLATE_NOOP("TerminalLabel", "Effective"),
    "label-total": QT_TRANSLATE_NOOP("TerminalLabel", "Total"),
    "label-verdict": QT_TRANSLATE_NOOP("TerminalLabel", "Verdict"),
    "label-payments": QT_TRANSLATE_NOOP("TerminalLabel", "Payments"),
    "label-han": QT_TRANSLATE_NOOP("TerminalLabel", "Han"),
    "label-fu": QT_TRANSLATE_NOOP("TerminalLabel", "Fu"),
    "label-limit": QT_TRANSLATE_NOOP("TerminalLabel", "Limit"),
    "label-points": QT_TRANSLATE_NOOP("TerminalLabel", "Points"),
    "label-score": QT_TRANSLATE_NOOP("TerminalLabel", "Score"),
    "label-fans": QT_TRANSLATE_NOOP("TerminalLabel", "Fans"),
    "label-yaku": QT_TRANSLATE_NOOP("TerminalLabel", "Yaku"),
    # how a hand won (score)
    "label-won": QT_TRANSLATE_NOOP("TerminalLabel", "Won"),
    "label-flags": QT_TRANSLATE_NOOP("TerminalLabel", "Flags"),
    "label-flowers": QT_TRANSLATE_NOOP("TerminalLabel", "Flowers"),
    "label-dora": QT_TRANSLATE_NOOP("TerminalLabel", "Dora"),
    "label-ura-dora": QT_TRANSLATE_NOOP("TerminalLabel", "Ura dora"),
    "label-sticks": QT_TRANSLATE_NOOP("TerminalLabel", "Sticks"),
}

#: The columns of analyze's table of discards.
_ANALYZE_COLUMNS: dict[str, Message] = {
    "acol-discard": QT_TRANSLATE_NOOP("TerminalAnalyze", "discard"),
    "acol-shanten": QT_TRANSLATE_NOOP("TerminalAnalyze", "shanten"),
    "acol-total": QT_TRANSLATE_NOOP("TerminalAnalyze", "total"),
    "acol-tenpai": QT_TRANSLATE_NOOP("TerminalAnalyze", "tenpai %"),
    "acol-win": QT_TRANSLATE_NOOP("TerminalAnalyze", "win %"),
    "acol-value": QT_TRANSLATE_NOOP("TerminalAnalyze", "value"),
    "acol-deal-in": QT_TRANSLATE_NOOP("TerminalAnalyze", "deal-in"),
    "acol-round-ev": QT_TRANSLATE_NOOP("TerminalAnalyze", "round EV"),
    "acol-effective": QT_TRANSLATE_NOOP("TerminalAnalyze", "effective tiles"),
}

#: The parts of a hand in a decomposition (``pair: 55m``).
_PARTS: dict[str, Message] = {
    "part-pair": QT_TRANSLATE_NOOP("TerminalPart", "pair"),
    "part-pairs": QT_TRANSLATE_NOOP("TerminalPart", "pairs"),
    "part-melds": QT_TRANSLATE_NOOP("TerminalPart", "melds"),
    "part-tiles": QT_TRANSLATE_NOOP("TerminalPart", "tiles"),
    "part-knitted": QT_TRANSLATE_NOOP("TerminalPart", "knitted"),
}
#: The tables by their context.
_CONTEXTS: dict[str | None, dict[str, Message]] = {
    "Terminal": _TERMINAL,
    "TerminalLabel": _LABELS,
    "TerminalPart": _PARTS,
    "TerminalAnalyze": _ANALYZE_COLUMNS,
    None: _LAYOUT,
}
#: Every message by id: its context (None: not translated) and its words with their layout.
_MESSAGES: dict[str, tuple[str | None, _Laid]] = {
    key: (context, message if isinstance(message, _Laid) else _Laid("", message, ""))
    for context, table in _CONTEXTS.items()
    for key, message in table.items()
}
#: Every message in English, by id, as the terminal prints it.
EN: dict[str, str] = {
    key: laid.before + laid.source + laid.after for key, (_, laid) in _MESSAGES.items()
}


def sources() -> dict[str, tuple[str, str]]:
    """The catalogue's context and source of every message the catalogues translate, by id
    (a format with no words of its own is not among them)."""
    return {
        key: (context, laid.source)
        for key, (context, laid) in _MESSAGES.items()
        if context is not None
    }


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """The language a user expects from the environment: the first of LC_ALL, LC_MESSAGES and
    LANG that is set and not empty decides, by the locale prefixes of the list of languages."""
    return languages.from_environment(os.environ if environ is None else environ).code


def add_lang_argument(parser: Any, what: str) -> None:
    """``--lang``, as ``review`` and ``quiz`` take it."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help=f"the language of the readable {what} (default: from LC_ALL, LC_MESSAGES or "
        "LANG); --json stays English",
    )


def words_of(args: Any) -> Words:
    """The words of ``--lang``, or of the environment without it."""
    return Words(getattr(args, "lang", None) or default_language())


class Words:
    """The terminal's words in one language."""

    def __init__(self, language: str = "en") -> None:
        languages.find(language)  # a ValueError naming the choices
        self.language = language
        #: Whether the words are the catalogue's (any language but English, the source).
        self.translated = language != "en"

    def __call__(self, key: str, /, **params: Any) -> str:
        """The message ``key`` in the language, its layout kept and its placeholders filled."""
        return self._template(key).format(**params)

    def _template(self, key: str) -> str:
        """The message ``key`` in the language with its layout, its placeholders unfilled."""
        context, laid = _MESSAGES[key]
        words = laid.source if context is None else self.vocab(context, laid.source)
        return laid.before + words + laid.after

    def vocab(self, context: str, english: str) -> str:
        """A word shared with the window, from its English source: itself in English, its
        translation where the window's catalogue has one (the English otherwise)."""
        if not self.translated:
            return english
        return catalogue(self.language).get(context, {}).get(english, english)

    def tile(self, tile: int) -> str:
        """A tile named in a sentence: ``5m`` in English, ``五万`` in Chinese, ``5筒`` in
        Japanese (a red five's code 34–36 too)."""
        if not self.translated:
            return CODE_NAMES[tile] if tile >= NUM_KINDS else MPSZ[tile]
        if tile < NUM_KINDS and is_honor(tile):  # the short name (东, not the window's 东风)
            return self.vocab("Tile short", SHORT_HONOURS[tile - EAST])
        return self.vocab("Tile", NAMES_EN[tile])

    def name(self, tile: int) -> str:
        """A tile's name beside its code (``2z (South)``): the English name in English."""
        return self.tile(tile) if self.translated else NAMES_EN[tile]

    def rules(self, name: str, english: str | None = None) -> str:
        """A rules preset: ``english`` (its name by default) in English, the window's title of
        it otherwise (``通用``, ``リーチ麻雀（日本）``)."""
        if not self.translated:
            return name if english is None else english
        return self.vocab("Rules", PRESET_TITLES.get(name, name))

    def kind(self, kind: str) -> str:
        """A quiz kind's name: ``waits`` in English, ``听牌题`` in Chinese (the window's short
        title of the kind, ``Push or fold`` for ``pushfold``)."""
        if not self.translated:
            return kind
        found = next((title for k, title in KIND_TITLES.items() if k.value == kind), kind)
        return self.vocab("Quiz", found)

    def wait_kind(self, value: str) -> str:
        """A wait kind's name (``ryanmen``; ``两面``)."""
        if not self.translated:
            return value
        return self.vocab("WaitKind", WAIT_KIND_NAMES.get(value, value))

    def error(self, e: CodedError | Phrase) -> str:
        """A coded error's message (or a room's notice, a phrase) in the language: the one
        renderer (:mod:`mjtrainer.words.render`) over the shipped catalogue, as the window
        words it."""
        phrase = e if isinstance(e, Phrase) else e.phrase()
        return render(phrase, self.vocab if self.translated else None)

    def label(self, key: str) -> str:
        """A label of the readable reports, padded to 10 columns (``"Hand      "``)."""
        return pad(self(key), 10)

    def discard(self, hand: Hand, kind: int) -> str:
        """The tile a discard of ``kind`` throws from ``hand``: ``0m`` for a red five in
        English (:func:`.ahead.discard_text`), ``赤五万`` in Chinese."""
        return self.tile(hand.discard_code(kind))

    def fault(self, e: BaseException) -> str:
        """Any error of a bad input: a coded one in the language, another as it says itself."""
        return self.error(e) if isinstance(e, CodedError) else str(e)

    def count(self, n: int, noun: str) -> str:
        """``n`` of a counted noun of the one table the window counts with too
        (:data:`mjtrainer.words.counts.COUNTS`): ``2 kinds``, ``8 tiles left``, ``3 answers``
        in English; ``2 种``, ``剩 8 张``, ``3 个答案`` in Chinese."""
        return counts.count(noun, n, self.vocab if self.translated else None)

    def note(self, english: str) -> str:
        """A quiz kind's note on the rules it asks under (``rules_note``, marked in the quiz
        room in context "Terminal"), placeholders kept."""
        return self.vocab("Terminal", english)

    def wind(self, value: str, tile: int) -> str:
        """A wind: its letter (``E``) in English, its name (``东``) in Chinese."""
        return self.tile(tile) if self.translated else value

    def shape(self, english: str) -> str:
        """A word of a decomposition ("seven pairs", "pair", ...)."""
        key = f"shape-{english}"
        return self._template(key) if key in _MESSAGES else english

    def defence(self, key: str, params: Mapping[str, Any]) -> str:
        """One defence sentence (:data:`mjtrainer.defence.words.SENTENCES`), its tiles named
        as :meth:`tile` names them."""
        if not self.translated:
            return english(key, params)
        names = {
            k: (self._tiles(v) if k in ("tile", "safe", "walls") else v) for k, v in params.items()
        }
        try:
            return self.vocab("Defence", SENTENCES[key]).format(**names)
        except (KeyError, IndexError, ValueError):
            return english(key, params)

    def reason(self, reason: Reason) -> str:
        """One reason of a graded decision (:mod:`mjtrainer.decision.reasons`) in a sentence:
        English from :mod:`mjtrainer.decision.reason_words`, the window's translation of it
        otherwise, its tiles, defence category, wait class and call named in the language."""
        sentence = reason_sentence_key(reason)
        if not self.translated or sentence not in REASON_SENTENCES:
            return reason_english(reason)
        params = reason_shown(reason.params, self.tile)
        for key, value in reason.params:
            if key == "category" and isinstance(value, str):
                params[key] = self.vocab("Defence", DEFENCE_NAMES.get(value, value))
            elif key == "shape" and isinstance(value, str):
                params[key] = self.wait_kind(value)
            elif key == "call" and isinstance(value, str):
                params[key] = self("call-" + value)
        try:
            return self.vocab("Reasons", REASON_SENTENCES[sentence]).format(**params)
        except (KeyError, IndexError, ValueError):
            return reason_english(reason)

    def _tiles(self, value: Any) -> str:
        if isinstance(value, int):
            return self.tile(value)
        return self.vocab("Defence", " and ").join(self.tile(t) for t in value)


def width(text: str) -> int:
    """How many terminal columns ``text`` takes (a Chinese character two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, columns: int, right: bool = False) -> str:
    """``text`` padded with spaces to ``columns`` terminal columns, left-aligned (or right)."""
    fill = " " * max(0, columns - width(text))
    return fill + text if right else text + fill
