"""The terminal quiz's words in English and 简体中文: one table a language, keyed by message id,
with named placeholders (English as the quiz has always printed it), and the words it shares
with the window (the shipped catalogue, :func:`.catalogue.catalogue`).

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
from typing import Any

from ..core import NAMES_EN, PRESET_TITLES, SHORT_HONOURS, WAIT_KIND_NAMES, Hand
from ..core.errors import CodedError, counted
from ..core.kinds import CODE_NAMES, EAST, MPSZ, NUM_KINDS, is_honor
from ..decision.reason_words import SENTENCES as REASON_SENTENCES
from ..decision.reason_words import english as reason_english
from ..decision.reason_words import sentence_key as reason_sentence_key
from ..decision.reason_words import shown as reason_shown
from ..decision.reasons import Reason
from ..defence.words import NAMES as DEFENCE_NAMES
from ..defence.words import SENTENCES, english
from ..quiz.levels import KIND_TITLES
from ..words import languages
from ..words.render import Phrase, render
from .catalogue import catalogue

#: The languages of the terminal, as ``--lang`` takes them (the one list's codes).
LANGUAGES = languages.codes()

#: Every message in English, by id.
EN: dict[str, str] = {
    # the session
    "header": "{kind} quiz, level {level}: {description}  (seed {seed}, rules {rules})",
    "rules-note": "{asked}, {note}",
    "no-db": "No progress database to review from.",
    "nothing-due": "Nothing is due for review now.",
    "review-due": "Review: {count} missed questions are due.",
    "interrupted": "\nInterrupted.",
    "error": "mjtrainer quiz: error: {message}",
    # the question
    "question": "Question {n}/{count}   {what}, rules {rules}, seed {seed}",
    "what-card": "{kind} from your games, turn {turn}",
    "what-level": "{kind} level {level} ({title})",
    "seen-outside": "  seen outside the hand: {tiles}",
    "nothing": "nothing",
    # the prompts and their help
    "prompt-waits": "Waits? ",
    "prompt-discard": "Discard? ",
    "prompt-defence": "Safest tile? ",
    "prompt-fans": "Fans? ",
    "prompt-hanfu": "Han and fu? ",
    "help-waits": "  Type tiles like 147m or 1m4m7m, '-' for none, or q to stop.",
    "help-discard": "  Type tiles like 147m or 1m4m7m (one tile of the hand), or q to stop.",
    "help-fans": "  Type the fan numbers, e.g. 18 73 73 or 18,73x2 ('-' for none, '?' for the "
    "list), or q to stop.",
    "help-hanfu": "  Type han and fu, e.g. 3 40 or han 3 fu 40 (points too if you like: "
    "3 40 5200), or q to stop.",
    # input errors
    "try-again": "  {error}. Try again.",
    "cannot-read-line": "  Cannot read that answer: {error}. Try again.",
    "input-not-utf8": "it is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})",
    "input-too-long": "it is longer than {limit} bytes",
    "cannot-read": "  Cannot read '{text}': {error}. Try again.",
    "pick-one": "  Pick one tile to discard, not {count}. Try again.",
    "not-in-hand": "  {tile} is not in the hand. Try again.",
    # verdicts
    "verdict-right": "  Correct!",
    "verdict-wrong": "  Not quite.",
    # waits
    "waits-right": "  Right:  {tiles}",
    "waits-missed": "  Missed: {tiles}",
    "waits-extra": "  Extra:  {tiles}",
    "waits-explanation": "  Explanation: each wait and the complete hand it makes",
    "left": "{count} left",
    # discard
    "discard-best": "  Best: {tiles}  (the best chance to win by the last draw, within "
    "{points} points)",
    "discard-shanten": "  You threw {tile}: {gap} shanten worse than the best.",
    "discard-win": "  You threw {tile}: it wins {yours}% of the time, {best} {theirs}%.",
    "shape-sentence": "{leader} has the most tiles now, but {best} wins more often: {mine}% "
    "against {theirs}%.",
    "discard-table": "  Discard table (best first; chances by the last draw from turn {turn}):",
    "col-tile": "tile",
    "col-shanten": "shanten",
    "col-tiles": "tiles",
    "col-tenpai": "tenpai %",
    "col-win": "win %",
    "col-effective": "effective",
    "mark-best": "best",
    "mark-you": " you",
    "mark-safe": "safe",
    # hand shapes in a decomposition
    "shape-seven pairs": "seven pairs",
    "shape-thirteen orphans": "thirteen orphans",
    "shape-honours and knitted": "honours and knitted",
    "shape-knitted": "knitted",
    "shape-pair": "pair",
    # the quiz kinds' notes on the rules they ask under
    "note-the game the danger model reads": "the game the danger model reads",
    "note-as the {rules} rules value no win": "as the {rules} rules value no win",
    # defence
    "dora": "Dora indicator: {tiles}   ([riichi tile]; tiles after | came after a riichi)",
    "you": "you",
    "seat": "seat {seat}",
    "riichi-mark": ", riichi",
    "pond-who": "{who}:",
    "melds": "  melds {melds}",
    "in-view": " ({count} in view)",
    "seat-words": "seat {seat} {words}",
    "defence-safest": "  Safest: {tiles}  ({chance} to deal in)",
    "defence-threw": "  You threw {tile}: {chance} to deal in, {gap} points more.",
    "defence-each": "  Each tile of the hand, safest first (deal-in chance, category):",
    "defence-against": "seat {seat}: ",
    "riichi-hand": "  Seat {seat}'s riichi hand: {hand}  waiting on {tiles}",
    "prompt-pushfold": "Push which tile, or fold? ",
    "pushfold-best": "  Best by the round EV: {tiles}  ({ev}); the fold line ({fold} …): {fold_ev}",
    "pushfold-each": "  Each throw, best round EV first (win chance, deal-in chance, round EV):",
    # riichi or dama, call or pass
    "prompt-riichi": "Riichi or dama? ",
    "prompt-call": "Pass or call ({choices})? ",
    "help-choice": "  Type one of: {choices}",
    "pick-choice": "  '{text}' is not a choice here: type one of {choices}",
    "riichi-discard": "  You throw {tile}: the hand is ready on {waits} ({left} left). Riichi "
    "or dama?",
    "call-offered": "  Seat {seat} throws {tile}. Pass, or call it?",
    "answer-riichi": "riichi",
    "answer-dama": "dama",
    "choice-best": "  Best by the round EV: {choice}  ({ev}), {gap} ahead of the next",
    "riichi-each": "  Both ways (chance to win by the last draw, average win, round EV):",
    "riichi-facts": "  {left} winning tiles left, {wait}; kept quiet, {ron} of them win by ron "
    "(a yaku); riichi adds a han and puts a 1,000 stick down.",
    "wait-good": "two kinds or more waited on",
    "wait-bad": "one kind waited on",
    "call-each": "  Each choice with its best discard (shanten, chance to win by the last draw, "
    "expected worth of the wins, round EV):",
    # scoring
    "won": "Won       {how}",
    "flags": "Flags     {flags}",
    "flowers": "Flowers   {count}",
    "dora-line": "Dora      indicators {tiles}",
    "ura-dora-line": "Ura dora  indicators {tiles}",
    "sticks": "Sticks    honba {honba}, riichi sticks {sticks}",
    "how-tile": "{tile} ({name}) {how}",
    "by-self-draw": "by self-draw",
    "on-a-discard": "on a discard",
    "seat-wind": "seat {wind}",
    "round-wind": "round {wind}",
    "dealer": "dealer",
    "non-dealer": "non-dealer",
    "flag-last-tile": "last tile",
    "flag-after-kong": "after a kong",
    "flag-robbing-kong": "robbing a kong",
    "flag-last-of-kind": "last of its kind",
    "flag-double-riichi": "double riichi",
    "flag-riichi": "riichi",
    "flag-ippatsu": "ippatsu",
    "list-sep": ", ",
    "fans-list": "  The fans (type their numbers; '?' shows this list again):",
    "fans-head": "  Fans (points × count; yours after the mark):",
    "fan-you": "  you: {got}",
    "mark-right": "right",
    "mark-missed": "missed",
    "mark-extra": "extra",
    "fan-total": "  Total {want} fan",
    "fan-total-yours": " (yours: {got})",
    "not-counted": "  Not counted (implied by a bigger fan):",
    "implied-by": "    {fan}, implied by {by}",
    "value-line": "  {name} {want}  ({yours})",
    "value-right": "right",
    "value-yours": "yours: {got}",
    "value-han": "Han",
    "value-fu": "Fu",
    "value-points": "Points",
    "yaku": "  Yaku: {yaku}",
    "yaku-item": "{name} ({romaji}) {han}",
    "yaku-han": "{han:>2} han",
    "fu-items": "{fu}: {items}",
    "parens": "({text})",
    "han-fu": "  Han {han}, fu {fu}",
    "limit": ", {limit}",
    "fu": "  Fu: {items}",
    "fu-item": "{reason} {fu}",
    "points": "  Points {payment}",
    "pay-discarder": "{total} from the discarder",
    "pay-discarder-part": "{total}: {part} from the discarder",
    "pay-each": "{total}: {others} from each other player",
    "pay-dealer": "{total}: {dealer} from the dealer, {others} from each other player",
    "pay-honba": "honba {honba} included",
    "pay-sticks": "{sticks} in riichi sticks",
    "pay-extras": "{payment} ({extras})",
    # after each answer, and at the end
    "score": "  Score {right}/{asked}, streak {run}, {seconds} s",
    "none-answered": "No questions answered.",
    "summary": "Answered {asked}: {right} right ({pct}%), best streak {best}, average "
    "{seconds} s a question.",
    "save-failed": "  Could not save the answer to {path} yet ({error}); it is kept, and saving "
    "is tried again after the next answer.",
    "save-restarted": "  The progress file {path} was removed or replaced while the quiz ran: "
    "the answers from now on are saved in a new file there.",
    "not-saved-one": "{answers} could not be saved to {path} ({error}): it is NOT saved.",
    "not-saved-many": "{answers} could not be saved to {path} ({error}): they are NOT saved.",
    "saved-before-one": "The answer before them was saved.",
    "saved-before-many": "The {count} answers before them were saved.",
    "saved": "Saved {answers} to {path}.",
    "answers-not-saved": "These answers were not saved.",
    "no-save": "Progress will not be saved: {error}.",
    "no-save-plain": "Progress will not be saved: {error}",
    "db-hint": "Choose another file with --db, or leave --db out to use {path}.",
    # mjtrainer review's readable form
    "review-of": "Review of {who}: a {format} game of {rounds}, {search}",
    "review-seat": "seat {seat}",
    "review-seat-name": "seat {seat} ({name})",
    "search-basic": "basic search",
    "search-extended": "extended search",
    "review-round": "\n{name}  honba {honba}  riichi sticks {sticks}  dealer seat {dealer}  "
    "scores {scores}",
    "rcol-turn": "turn",
    "rcol-hand": "hand",
    "rcol-played": "played",
    "rcol-best": "best",
    "rcol-win": "win %",
    "rcol-best-win": "best %",
    "rcol-grade": "grade",
    "rcol-ev-lost": "EV lost",
    "rcol-deal-in": "deal-in",
    "grade-best": "best",
    "grade-good": "good",
    "grade-doubtful": "doubtful",
    "grade-mistake": "mistake",
    "grade-forced": "forced",
    "grade-shape": " (shape)",
    "danger-safest": " (safest {tiles} {chance}%)",
    "no-discard": "  no discard by this seat",
    "win-from": "from seat {seat}",
    "win-line": "  win: seat {winner} {how} on {tile}: {hand}",
    "rec-han": "han {han}",
    "rec-fu": "fu {fu}",
    "rec-points": "{points} points",
    "rec-deltas": "deltas {deltas}",
    "rec-liable": "seat {seat} liable (pao)",
    "recorded": "    recorded: {parts}",
    "scored-refused": "    scored: refused ({error})",
    "scored-not": "    scored: not scored again (the review scores riichi wins only)",
    "scored-no-yaku": "    scored: no yaku by our scorer",
    "scored": "    scored: han {han} fu {fu} {total} points ({yaku})  deltas {deltas}",
    "review-yaku": "{name} {han}",
    "not-compared": "not compared",
    "agrees": "agrees ({fields})",
    "differs": "DIFFERS ({fields})",
    "verdict-line": "    {verdict}",
    "draw": "  draw ({kind}): deltas {deltas}",
    "draw-exhaustive": "exhaustive",
    "draw-nagashi-mangan": "nagashi-mangan",
    "draw-nine-terminals": "nine-terminals",
    "draw-four-riichi": "four-riichi",
    "draw-four-kongs": "four-kongs",
    "draw-four-winds": "four-winds",
    "draw-triple-ron": "triple-ron",
    "review-summary": "\nSummary: {decisions} decisions, {searched} searched; {grades}",
    "grade-count": "{grade} {count}",
    "agreement": "  the best discard played: {pct}%",
    "pp": "{value} pp",
    "win-lost": "  win chance lost: {lost} in all{mean}",
    "win-lost-mean": ", {loss} a searched decision",
    "ev-lost": "  round EV lost: {lost} points in all{mean}",
    "ev-lost-mean": ", {points} a graded decision",
    "ev-loss": ": {points} points",
    "ev-loss-win": " ({loss} win chance)",
    "largest": "  largest losses:",
    "loss-line": "    {round} turn {turn}: played {played}, best {best}{lost}{dealt}",
    "loss": ": {loss}",
    "dealt-in": ", DEALT IN",
    "deal-ins": "  deal-ins against a riichi with a safer tile in hand:",
    "deal-in-line": "    {round} turn {turn}: played {played} ({chance}% to deal in), "
    "seat {winner} won on it; safest {safest} ({safest_chance}%)",
    "per-round": "  lost per round: {rounds}",
    "per-round-item": "{round} {loss}",
    # the weakest category, and the reviewed games kept (review --keep, --history)
    "weakest": "  most round EV lost: {category}, {points} in {decisions}",
    "no-log": "mjtrainer review: error: give a game LOG (a file, or - for standard input), "
    "or --history",
    "history-alone": "mjtrainer review: error: --history takes no LOG and no --keep",
    "log-unreadable": "cannot read {path}: {reason}",
    "seat-not-a-seat": "--seat {seat}: a seat is 0–{last} (from the first dealer)",
    "no-such-player": "no player named {name} in this game (players: {names})",
    "players-named": "more than one player named {name} in this game (players: {names})",
    "store-refused": "mjtrainer review: error: cannot use the progress file: {error}",
    "not-kept": "mjtrainer review: error: the review was not kept in {path}: {error}",
    "history-unread": "mjtrainer review: error: cannot read the reviewed games in {path}: {error}",
    "kept": "Kept in {path} (reviewed games: {games}).",
    "history-empty": "No reviewed games yet: keep a review with mjtrainer review LOG --keep.",
    "history-title": "Reviewed games: {games}",
    "hcol-date": "reviewed",
    "hcol-game": "game",
    "hcol-seat": "seat",
    "hcol-decisions": "decisions",
    "hcol-per-decision": "EV lost/decision",
    "hcol-agreement": "best played",
    "hcol-weakest": "most EV lost",
    "history-mean": "  mean: {per} points lost a decision, the best played {pct}%",
    # mjtrainer analyze and score's readable form (labels are padded to 10 columns)
    "label-hand": "Hand",
    "label-rules": "Rules",
    "label-tiles": "Tiles",
    "label-status": "Status",
    "label-shanten": "Shanten",
    "label-waits": "Waits",
    "label-effective": "Effective",
    "label-total": "Total",
    "label-verdict": "Verdict",
    "label-payments": "Payments",
    "label-han": "Han",
    "label-fu": "Fu",
    "label-limit": "Limit",
    "label-points": "Points",
    "label-score": "Score",
    "label-fans": "Fans",
    "label-yaku": "Yaku",
    "decompositions": "Decompositions",
    "status-win": "complete (win)",
    "status-complete": "complete",
    "status-one-discard": "one discard from ready (tenpai)",
    "status-after-best": "{n}-shanten after the best discard",
    "status-ready": "ready (tenpai)",
    "status-shanten": "{n}-shanten",
    "waits-line": "{kinds}, {left}",
    "tiles-left": "{tiles} left",
    "wait-row-left": "x{n} left",
    "none-left": "  (none left)",
    "effective-line": "{tiles}  (total {n})",
    "discards-title": "Discards (best first)",
    "discards-ahead-title": "Discards (most effective tiles first; look-ahead {title})",
    "acol-discard": "discard",
    "acol-shanten": "shanten",
    "acol-total": "total",
    "acol-tenpai": "tenpai %",
    "acol-win": "win %",
    "acol-value": "value",
    "acol-deal-in": "deal-in",
    "acol-round-ev": "round EV",
    "fold-line": "Fold line (the safest tile each turn: {tiles} …): round EV {ev}",
    "best-by-ev": "Best by the round EV: {tile} ({ev})",
    "acol-effective": "effective tiles",
    "nobody-riichi": "  (deal-in: nobody on the table is in riichi)",
    "look-title": "from turn {turn}, {left}, {search}",
    "look-ahead": "Look-ahead ({title})",
    "best-by-win": "Best by the chance to win: {tile} (win {win}%, ready {tenpai}% by the last "
    "draw)",
    "bad-input": "error in '{text}': {error}",
    "mcr-total": "{total} ({flowers} from flowers)",
    "part": "{name}: {tiles}",
    "not-searched-basic": "-: not searched, it leaves the hand further from ready than the best "
    "discard",
    "not-searched-extended": "-: not searched, it leaves the hand two or more steps further from "
    "ready than the best discard",
    "cmd-error": "mjtrainer {command}: error: {message}",
    "extended-needs-turn": "--extended needs --turn T",
    "needs-scoring-rules": "{flags}: the situation of a win needs --rules mcr or riichi (the "
    "general rules value no win)",
    "rules-required": "--rules is required (mcr or riichi)",
    "part-pair": "pair",
    "part-pairs": "pairs",
    "part-melds": "melds",
    "part-tiles": "tiles",
    "part-knitted": "knitted",
    "wait-values": "Wait values",
    "wcol-tile": "tile",
    "wcol-ron": "on a discard (ron)",
    "wcol-tsumo": "by self-draw (tsumo)",
    "wv-flags": "cannot win so (the flags rule it out)",
    "wv-fan": "{fan} fan",
    "wv-short": "{fan} fan, short of {minimum} fan",
    "wv-no-yaku": "no yaku",
    "wv-no-yaku-ron": "no yaku on ron",
    "wv-han-fu": "{han} han {fu} fu",
    "wv-cannot": "  (cannot win)",
    "mcr-pay-self": "{others} fan from each other player, {received} in all",
    "mcr-pay-discard": "{discarder} fan from the discarder, {others} from each other player, "
    "{received} in all",
    # the calls on an offered tile (analyze --offered)
    "calls-head": "Pass or call (each with its best discard): shanten, win %, value, round EV",
    "call-pass": "pass",
    "call-chi": "chi",
    "call-pon": "pon",
    "call-kong": "kong",
    "call-discard": ", discard {tile}",
    "call-cells": "{shanten}  {win}  {value}  {ev}",
    "from-seat-needs-offered": "--from with a seat (0-3) needs --offered",
    # the review's riichi decisions
    "review-riichi": "  Riichi or dama at turn {turn}: {played}, {grade}{lost}; {choices}",
    "choice-riichi": "riichi {tile}",
    "choice-dama": "dama {tile}",
    "choice-ev": "{choice} {ev}",
    "choice-lost": " ({points} points lost)",
    "review-call": "  Call or pass on {tile} from seat {seat} at turn {turn}: {played}, "
    "{grade}{lost}; best {best}",
    "reasons-of": "    why, turn {turn} {played}:",
    "reason-item": "      - {text}",
}

#: Every message in Chinese, by the same ids and with the same placeholders.
ZH_CN: dict[str, str] = {
    "header": "{kind}，第 {level} 级：{description}（种子 {seed}，规则 {rules}）",
    "rules-note": "{asked}，{note}",
    "no-db": "没有可以复习的进度数据库。",
    "nothing-due": "现在没有到期要复习的题。",
    "review-due": "复习：有 {count} 道答错的题到期了。",
    "interrupted": "\n已中断。",
    "error": "mjtrainer quiz：错误：{message}",
    "question": "第 {n}/{count} 题   {what}，规则 {rules}，种子 {seed}",
    "what-card": "{kind}（来自你的对局），第 {turn} 巡",
    "what-level": "{kind}第 {level} 级（{title}）",
    "seen-outside": "  手牌外已见：{tiles}",
    "nothing": "无",
    "prompt-waits": "听哪些牌？ ",
    "prompt-discard": "打哪张？ ",
    "prompt-defence": "最安全的牌？ ",
    "prompt-fans": "番种？ ",
    "prompt-hanfu": "番数和符数？ ",
    "help-waits": "  请输入牌，如 147m 或 1m4m7m，“-”表示不听，q 退出。",
    "help-discard": "  请输入牌，如 147m 或 1m4m7m（手牌中的一张），q 退出。",
    "help-fans": "  请输入番种编号，如 18 73 73 或 18,73x2（“-”表示无，“?”显示列表），q 退出。",
    "help-hanfu": "  请输入番数和符数，如 3 40 或 han 3 fu 40（也可以加上点数：3 40 5200），"
    "q 退出。",
    "try-again": "  {error}。请再试一次。",
    "cannot-read-line": "  无法读取这个答案：{error}。请再试一次。",
    "input-not-utf8": "它不是有效的 UTF-8（第 {offset} 个字节 0x{byte:02X}）",
    "input-too-long": "它超过了 {limit} 个字节",
    "cannot-read": "  无法读取“{text}”：{error}。请再试一次。",
    "pick-one": "  请只选一张要打的牌，而不是 {count} 张。请再试一次。",
    "not-in-hand": "  {tile}不在手牌里。请再试一次。",
    "verdict-right": "  答对了！",
    "verdict-wrong": "  不太对。",
    "waits-right": "  答对：{tiles}",
    "waits-missed": "  漏答：{tiles}",
    "waits-extra": "  多答：{tiles}",
    "waits-explanation": "  解释：每种听牌及其组成的和牌",
    "left": "剩 {count} 张",
    "discard-best": "  最佳：{tiles}（到最后一次摸牌为止和牌机会最大，相差 {points} 个百分点以内）",
    "discard-shanten": "  你打了{tile}：比最佳打法差 {gap} 向听。",
    "discard-win": "  你打了{tile}：和牌机会 {yours}%，打{best}则为 {theirs}%。",
    "shape-sentence": "{leader}现在有效牌最多，但{best}更常和牌：{mine}% 对 {theirs}%。",
    "discard-table": "  打牌表（最佳在前；从第 {turn} 巡到最后一次摸牌的机会）：",
    "col-tile": "牌",
    "col-shanten": "向听",
    "col-tiles": "有效牌",
    "col-tenpai": "听牌 %",
    "col-win": "和牌 %",
    "col-effective": "有效牌",
    "mark-best": "最佳",
    "mark-you": " 你",
    "mark-safe": "安全",
    "shape-seven pairs": "七对子",
    "shape-thirteen orphans": "十三幺",
    "shape-honours and knitted": "全不靠",
    "shape-knitted": "组合龙",
    "shape-pair": "雀头",
    "note-the game the danger model reads": "防守模型所依据的对局规则",
    "note-as the {rules} rules value no win": "因为 {rules} 规则不计和牌的价值",
    "dora": "宝牌指示牌：{tiles}   （[立直宣言牌]；| 之后的牌是立直之后打出的）",
    "you": "你",
    "seat": "座位 {seat}",
    "riichi-mark": "，立直",
    "pond-who": "{who}：",
    "melds": "  副露 {melds}",
    "in-view": "（已见 {count} 张）",
    "seat-words": "座位 {seat} {words}",
    "defence-safest": "  最安全：{tiles}（放铳机会 {chance}）",
    "defence-threw": "  你打了{tile}：放铳机会 {chance}，多了 {gap} 个百分点。",
    "defence-each": "  手中每张牌，最安全的在前（放铳机会，类别）：",
    "defence-against": "对座位 {seat}：",
    "riichi-hand": "  座位 {seat} 的立直手牌：{hand}  听 {tiles}",
    "prompt-pushfold": "打哪张进攻，还是弃和（fold）？ ",
    "pushfold-best": "  本局期望最高：{tiles}（{ev}）；弃和（{fold} …）：{fold_ev}",
    "pushfold-each": "  每种打法，本局期望高的在前（和牌率，放铳率，本局期望）：",
    "won": "和牌      {how}",
    "flags": "役况      {flags}",
    "flowers": "花牌      {count}",
    "dora-line": "宝牌      指示牌 {tiles}",
    "ura-dora-line": "里宝牌    指示牌 {tiles}",
    "sticks": "场棒      本场 {honba}，立直棒 {sticks}",
    "how-tile": "{tile}（{name}）{how}",
    "by-self-draw": "自摸",
    "on-a-discard": "荣和",
    "seat-wind": "自风 {wind}",
    "round-wind": "场风 {wind}",
    "dealer": "庄家",
    "non-dealer": "闲家",
    "flag-last-tile": "最后一张",
    "flag-after-kong": "杠上开花",
    "flag-robbing-kong": "抢杠和",
    "flag-last-of-kind": "和绝张",
    "flag-double-riichi": "两立直",
    "flag-riichi": "立直",
    "flag-ippatsu": "一发",
    "list-sep": "，",
    "fans-list": "  番种（输入编号；“?”再次显示此列表）：",
    "fans-head": "  番种（番数 × 次数；标记后是你的答案）：",
    "fan-you": "  你：{got}",
    "mark-right": "正确",
    "mark-missed": "漏计",
    "mark-extra": "多计",
    "fan-total": "  合计 {want} 番",
    "fan-total-yours": "（你的：{got}）",
    "not-counted": "  不计（被更大的番种包含）：",
    "implied-by": "    {fan}，被{by}包含",
    "value-line": "  {name} {want}（{yours}）",
    "value-right": "正确",
    "value-yours": "你的：{got}",
    "value-han": "番数",
    "value-fu": "符数",
    "value-points": "点数",
    "yaku": "  役：{yaku}",
    "yaku-item": "{name}（{romaji}）{han}",
    "yaku-han": "{han:>2} 番",
    "fu-items": "{fu}：{items}",
    "parens": "（{text}）",
    "han-fu": "  {han} 番 {fu} 符",
    "limit": "，{limit}",
    "fu": "  符：{items}",
    "fu-item": "{reason} {fu}",
    "points": "  点数 {payment}",
    "pay-discarder": "{total}，放铳者支付",
    "pay-discarder-part": "{total}：放铳者支付 {part}",
    "pay-each": "{total}：其他每家各付 {others}",
    "pay-dealer": "{total}：庄家付 {dealer}，其他每家各付 {others}",
    "pay-honba": "含本场 {honba}",
    "pay-sticks": "立直棒 {sticks}",
    "pay-extras": "{payment}（{extras}）",
    "score": "  得分 {right}/{asked}，连对 {run}，{seconds} 秒",
    "none-answered": "没有答题。",
    "summary": "共答 {asked} 题：答对 {right} 题（{pct}%），最长连对 {best}，"
    "平均每题 {seconds} 秒。",
    "save-failed": "  暂时无法把答案保存到 {path}（{error}）；答案已保留，下一题答完后会再试。",
    "save-restarted": "  测验进行中进度文件 {path} 被删除或替换：之后的答案保存在那里的新文件中。",
    "not-saved-one": "{answers}无法保存到 {path}（{error}）：没有保存。",
    "not-saved-many": "{answers}无法保存到 {path}（{error}）：都没有保存。",
    "saved-before-one": "之前的 1 个答案已保存。",
    "saved-before-many": "之前的 {count} 个答案已保存。",
    "saved": "已把 {answers}保存到 {path}。",
    "answers-not-saved": "这些答案没有保存。",
    "no-save": "进度不会被保存：{error}。",
    "no-save-plain": "进度不会被保存：{error}",
    "db-hint": "请用 --db 选择另一个文件，或去掉 --db 使用 {path}。",
    "review-of": "{who}的复盘：{format} 对局，共 {rounds}，{search}",
    "review-seat": "座位 {seat}",
    "review-seat-name": "座位 {seat}（{name}）",
    "search-basic": "基本搜索",
    "search-extended": "扩展搜索",
    "review-round": "\n{name}  本场 {honba}  立直棒 {sticks}  庄家座位 {dealer}  点数 {scores}",
    "rcol-turn": "巡",
    "rcol-hand": "手牌",
    "rcol-played": "打出",
    "rcol-best": "最佳",
    "rcol-win": "和牌 %",
    "rcol-best-win": "最佳 %",
    "rcol-grade": "评价",
    "rcol-ev-lost": "损失期望",
    "rcol-deal-in": "放铳",
    "grade-best": "最佳",
    "grade-good": "好",
    "grade-doubtful": "可疑",
    "grade-mistake": "失误",
    "grade-forced": "别无选择",
    "grade-shape": "（牌型）",
    "danger-safest": "（最安全 {tiles} {chance}%）",
    "no-discard": "  这个座位没有打牌",
    "win-from": "荣和座位 {seat}",
    "win-line": "  和牌：座位 {winner} {how}，和 {tile}：{hand}",
    "rec-han": "{han} 番",
    "rec-fu": "{fu} 符",
    "rec-points": "{points} 点",
    "rec-deltas": "点数变化 {deltas}",
    "rec-liable": "座位 {seat} 负包牌责任",
    "recorded": "    牌谱记录：{parts}",
    "scored-refused": "    重新计分：无法计分（{error}）",
    "scored-not": "    重新计分：未重新计分（复盘只为立直麻将的和了计分）",
    "scored-no-yaku": "    重新计分：按我们的计分没有役",
    "scored": "    重新计分：{han} 番 {fu} 符 {total} 点（{yaku}）  点数变化 {deltas}",
    "review-yaku": "{name} {han}",
    "not-compared": "未比较",
    "agrees": "一致（{fields}）",
    "differs": "不一致（{fields}）",
    "verdict-line": "    {verdict}",
    "draw": "  流局（{kind}）：点数变化 {deltas}",
    "draw-exhaustive": "荒牌流局",
    "draw-nagashi-mangan": "流局满贯",
    "draw-nine-terminals": "九种九牌",
    "draw-four-riichi": "四家立直",
    "draw-four-kongs": "四杠散了",
    "draw-four-winds": "四风连打",
    "draw-triple-ron": "三家和了",
    "review-summary": "\n总结：{decisions} 次打牌，搜索了 {searched} 次；{grades}",
    "grade-count": "{grade} {count}",
    "agreement": "  打出最佳牌的比例：{pct}%",
    "pp": "{value} 个百分点",
    "win-lost": "  损失的和牌机会：共 {lost}{mean}",
    "win-lost-mean": "，每次搜索的打牌 {loss}",
    "ev-lost": "  损失的本局期望：共 {lost} 点{mean}",
    "ev-lost-mean": "，每次评分的打牌 {points} 点",
    "ev-loss": "：{points} 点",
    "ev-loss-win": "（和牌机会 {loss}）",
    "largest": "  损失最大的打牌：",
    "loss-line": "    {round} 第 {turn} 巡：打出 {played}，最佳 {best}{lost}{dealt}",
    "loss": "：{loss}",
    "dealt-in": "，放铳",
    "deal-ins": "  对立直放铳，而手中有更安全的牌：",
    "deal-in-line": "    {round} 第 {turn} 巡：打出 {played}（放铳机会 {chance}%），座位 {winner} "
    "荣和了它；最安全 {safest}（{safest_chance}%）",
    "per-round": "  每局的损失：{rounds}",
    "per-round-item": "{round} {loss}",
    "weakest": "  失分最多：{category}，{decisions}共 {points} 点",
    "no-log": "mjtrainer review：错误：请给出牌谱 LOG（文件，或 - 表示标准输入），或 --history",
    "history-alone": "mjtrainer review：错误：--history 不接受 LOG，也不能与 --keep 同用",
    "log-unreadable": "无法读取 {path}：{reason}",
    "seat-not-a-seat": "--seat {seat}：座位是 0–{last}（从起家数起）",
    "no-such-player": "这局里没有名叫 {name} 的玩家（玩家：{names}）",
    "players-named": "这局里名叫 {name} 的玩家不止一个（玩家：{names}）",
    "store-refused": "mjtrainer review：错误：无法使用进度文件：{error}",
    "not-kept": "mjtrainer review：错误：复盘未能保存到 {path}：{error}",
    "history-unread": "mjtrainer review：错误：无法读取 {path} 中复盘过的对局：{error}",
    "kept": "已保存到 {path}（复盘过的对局：{games}）。",
    "history-empty": "还没有复盘过的对局：用 mjtrainer review LOG --keep 保存一次复盘。",
    "history-title": "复盘过的对局：{games}",
    "hcol-date": "复盘时间",
    "hcol-game": "对局",
    "hcol-seat": "座位",
    "hcol-decisions": "决策数",
    "hcol-per-decision": "每次决策损失期望",
    "hcol-agreement": "最佳比例",
    "hcol-weakest": "失分最多",
    "history-mean": "  平均：每次决策损失 {per} 点，打出最佳 {pct}%",
    "label-hand": "手牌",
    "label-rules": "规则",
    "label-tiles": "牌",
    "label-status": "状态",
    "label-shanten": "向听",
    "label-waits": "听牌",
    "label-effective": "有效牌",
    "label-total": "合计",
    "label-verdict": "判定",
    "label-payments": "支付",
    "label-han": "番",
    "label-fu": "符数",
    "label-limit": "封顶",
    "label-points": "点数",
    "label-score": "得分",
    "label-fans": "番种",
    "label-yaku": "役",
    "decompositions": "拆法",
    "status-win": "和牌！",
    "status-complete": "和牌",
    "status-one-discard": "打一张即听牌",
    "status-after-best": "最佳打法后 {n} 向听",
    "status-ready": "听牌",
    "status-shanten": "{n} 向听",
    "waits-line": "{kinds}，{left}",
    "tiles-left": "剩 {tiles}",
    "wait-row-left": "剩{n}张",
    "none-left": "（已无剩余）",
    "effective-line": "{tiles}（合计 {n}）",
    "discards-title": "打牌（最佳在前）",
    "discards-ahead-title": "打牌（有效牌多者在前；{title}）",
    "acol-discard": "打出",
    "acol-shanten": "向听",
    "acol-total": "合计",
    "acol-tenpai": "听牌率",
    "acol-win": "和牌率",
    "acol-value": "期望值",
    "acol-deal-in": "放铳率",
    "acol-round-ev": "本局期望",
    "fold-line": "弃和（每巡打最安全的牌：{tiles} …）：本局期望 {ev}",
    "best-by-ev": "本局期望最高：打{tile}（{ev}）",
    "acol-effective": "有效牌",
    "nobody-riichi": "  （放铳率：场上没有人立直）",
    "look-title": "到最后一摸为止的概率，自第 {turn} 巡起（{left}），{search}",
    "look-ahead": "{title}",
    "best-by-win": "和牌率最高：打{tile}（到最后一摸为止：听牌 {tenpai}%，和牌 {win}%）",
    "bad-input": "“{text}”有误：{error}",
    "mcr-total": "{total} 番（其中花牌 {flowers} 番）",
    "part": "{name}：{tiles}",
    "not-searched-basic": "-：未搜索，打后比最佳打法离听牌更远",
    "not-searched-extended": "-：未搜索，打后比最佳打法离听牌远两步或更多",
    "cmd-error": "mjtrainer {command}：错误：{message}",
    "extended-needs-turn": "--extended 需要 --turn T",
    "needs-scoring-rules": "{flags}：和牌的情况需要 --rules mcr 或 riichi"
    "（general 规则不计和牌的价值）",
    "rules-required": "必须给出 --rules（mcr 或 riichi）",
    "part-pair": "雀头",
    "part-pairs": "对子",
    "part-melds": "面子",
    "part-tiles": "牌",
    "part-knitted": "组合龙",
    "wait-values": "各听牌的价值",
    "wcol-tile": "牌",
    "wcol-ron": "荣和",
    "wcol-tsumo": "自摸",
    "wv-flags": "这样不能和牌（被所设的役况排除）",
    "wv-fan": "{fan} 番",
    "wv-short": "{fan} 番，不足 {minimum} 番",
    "wv-no-yaku": "无役",
    "wv-no-yaku-ron": "荣和无役",
    "wv-han-fu": "{han} 番 {fu} 符",
    "wv-cannot": "（不能和牌）",
    "mcr-pay-self": "其他每家各付 {others} 番，共得 {received} 番",
    "mcr-pay-discard": "放铳者付 {discarder} 番，其他每家各付 {others} 番，共得 {received} 番",
    # riichi or dama, call or pass
    "prompt-riichi": "立直还是默听？ ",
    "prompt-call": "不鸣还是鸣牌（{choices}）？ ",
    "help-choice": "  请输入其中之一：{choices}",
    "pick-choice": "  “{text}”不是这里的选项：请输入 {choices} 之一",
    "riichi-discard": "  打{tile}：手牌听{waits}（剩{left}张）。立直还是默听？",
    "call-offered": "  {seat}号座位打出{tile}。不鸣，还是鸣牌？",
    "answer-riichi": "立直",
    "answer-dama": "默听",
    "choice-best": "  本局期望最高：{choice}（{ev}），领先次选{gap}",
    "riichi-each": "  两种打法（最后一巡前的和牌率，平均和牌点，本局期望）：",
    "riichi-facts": "  和牌张剩{left}张，{wait}；默听时其中{ron}可荣和（有役）；"
    "立直加一番，并付出1,000点供托。",
    "wait-good": "听两种以上",
    "wait-bad": "只听一种",
    "call-each": "  每个选项及其最佳打牌（向听，最后一巡前的和牌率，和牌期望打点，本局期望）：",
    # the calls on an offered tile (analyze --offered)
    "calls-head": "不鸣或鸣牌（各附最佳打牌）：向听、和牌率、打点、本局期望",
    "call-pass": "不鸣",
    "call-chi": "吃",
    "call-pon": "碰",
    "call-kong": "杠",
    "call-discard": "，打 {tile}",
    "call-cells": "{shanten}  {win}  {value}  {ev}",
    "from-seat-needs-offered": "--from 给座位（0-3）时需要 --offered",
    # the review's riichi decisions
    "review-riichi": "  第 {turn} 巡立直或默听：{played}，{grade}{lost}；{choices}",
    "choice-riichi": "立直 {tile}",
    "choice-dama": "默听 {tile}",
    "choice-ev": "{choice} {ev}",
    "choice-lost": "（损失 {points} 点）",
    "review-call": "  第 {turn} 巡座位 {seat} 打出 {tile}，鸣牌或不鸣：{played}，{grade}{lost}；"
    "最佳 {best}",
    "reasons-of": "    第 {turn} 巡 {played} 的理由：",
    "reason-item": "      - {text}",
}

#: Every message in 日本語, by id.
JA: dict[str, str] = {
    "prompt-pushfold": "どの牌で押す？ それとも降りる（fold）？ ",
    "pushfold-best": "  局収支期待値が最も高い打牌：{tiles}（{ev}）；"
    "ベタオリ（{fold} …）：{fold_ev}",
    "pushfold-each": "  各打牌、局収支期待値の高い順（和了率、放銃率、局収支期待値）：",
    "calls-head": "鳴かない／鳴く（それぞれ最善の打牌）：向聴数、和了率、打点、局収支期待値",
    "call-pass": "スルー",
    "call-chi": "チー",
    "call-pon": "ポン",
    "call-kong": "カン",
    "call-discard": "、{tile}切り",
    "call-cells": "{shanten}  {win}  {value}  {ev}",
    "from-seat-needs-offered": "--from に席（0-3）を指定するには --offered が必要です",
    "review-riichi": "  {turn} 巡目 リーチかダマか：{played}、{grade}{lost}；{choices}",
    "choice-riichi": "リーチ {tile}切り",
    "choice-dama": "ダマ {tile}切り",
    "choice-ev": "{choice} {ev}",
    "choice-lost": "（{points} 点の損失）",
    "review-call": "  {turn} 巡目 席 {seat} の{tile}を鳴くか：{played}、{grade}{lost}；最善 {best}",
    "reasons-of": "    {turn} 巡目 {played} の理由：",
    "reason-item": "      - {text}",
    "ev-lost": "  局収支期待値の損失：合計 {lost} 点{mean}",
    "fold-line": "ベタオリ（毎巡最も安全な牌を切る：{tiles} …）：局収支期待値 {ev}",
    "ev-lost-mean": "、評価した選択 1 回あたり {points} 点",
    "best-by-ev": "局収支期待値が最も高い打牌：{tile}切り（{ev}）",
    "rcol-ev-lost": "期待値損失",
    "ev-loss": "：{points} 点",
    "ev-loss-win": "（和了率 {loss}）",
    "acol-round-ev": "局収支",
    "header": "{kind}、レベル {level}：{description}（シード {seed}、ルール {rules}）",
    "rules-note": "{asked}、{note}",
    "no-db": "復習に使う成績データベースがありません。",
    "nothing-due": "今復習する問題はありません。",
    "review-due": "復習：ミスした問題が {count} 問あります。",
    "interrupted": "\n中断しました。",
    "error": "mjtrainer quiz：エラー：{message}",
    "question": "第 {n}/{count} 問   {what}、ルール {rules}、シード {seed}",
    "what-card": "自分の対局からの{kind}、{turn} 巡目",
    "what-level": "{kind} レベル {level}（{title}）",
    "seen-outside": "  手牌の外で見えている牌：{tiles}",
    "nothing": "なし",
    "prompt-waits": "待ちは？ ",
    "prompt-discard": "何を切る？ ",
    "prompt-defence": "最も安全な牌は？ ",
    "prompt-fans": "番は？ ",
    "prompt-hanfu": "翻と符は？ ",
    "help-waits": "  147m や 1m4m7m のように牌を入力してください。待ちなしは「-」、終了は q。",
    "help-discard": "  147m や 1m4m7m のように牌を入力してください（手牌の 1 枚）。終了は q。",
    "help-fans": "  番の番号を入力してください。例：18 73 73 または 18,73x2（なしは「-」、一覧"
    "は「?」）。終了は q。",
    "help-hanfu": "  翻と符を入力してください。例：3 40 または han 3 fu 40（点数も付けられます"
    "：3 40 5200）。終了は q。",
    "try-again": "  {error}。もう一度どうぞ。",
    "cannot-read-line": "  その解答を読めません：{error}。もう一度どうぞ。",
    "input-not-utf8": "正しい UTF-8 ではありません（{offset} バイト目の 0x{byte:02X}）",
    "input-too-long": "{limit} バイトを超えています",
    "cannot-read": "  「{text}」を読めません：{error}。もう一度どうぞ。",
    "pick-one": "  切る牌は {count} 枚ではなく 1 枚選んでください。もう一度どうぞ。",
    "not-in-hand": "  {tile}は手牌にありません。もう一度どうぞ。",
    "verdict-right": "  正解！",
    "verdict-wrong": "  惜しい。",
    "waits-right": "  正解：{tiles}",
    "waits-missed": "  見落とし：{tiles}",
    "waits-extra": "  余分：{tiles}",
    "waits-explanation": "  解説：各待ちとその和了り形",
    "left": "残り {count} 枚",
    "discard-best": "  最善：{tiles}（最後のツモまでの和了率が最も高い、差 {points} ポイント以内）",
    "discard-shanten": "  {tile}切り：最善より {gap} 向聴悪くなります。",
    "discard-win": "  {tile}切り：和了率 {yours}%、{best}切りなら {theirs}%。",
    "shape-sentence": "今は{leader}が受け入れ最多ですが、{best}の方が和了りやすい：{mine}% 対 {"
    "theirs}%。",
    "discard-table": "  打牌表（最善が先頭、{turn} 巡目から最後のツモまでの確率）：",
    "col-tile": "牌",
    "col-shanten": "向聴",
    "col-tiles": "有効牌",
    "col-tenpai": "テンパイ %",
    "col-win": "和了 %",
    "col-effective": "有効牌",
    "mark-best": "最善",
    "mark-you": " あなた",
    "mark-safe": "安全",
    "shape-seven pairs": "七対子",
    "shape-thirteen orphans": "国士無双",
    "shape-honours and knitted": "全不靠",
    "shape-knitted": "組合龍",
    "shape-pair": "雀頭",
    "note-the game the danger model reads": "危険度モデルが読む対局のルール",
    "note-as the {rules} rules value no win": "{rules} ルールでは和了りの価値を数えないため",
    "dora": "ドラ表示牌：{tiles}   （[リーチ宣言牌]、| の後はリーチ後に切られた牌）",
    "you": "あなた",
    "seat": "席 {seat}",
    "riichi-mark": "、リーチ",
    "pond-who": "{who}：",
    "melds": "  副露 {melds}",
    "in-view": "（{count} 枚見えている）",
    "seat-words": "席 {seat} {words}",
    "defence-safest": "  最も安全：{tiles}（放銃率 {chance}）",
    "defence-threw": "  {tile}切り：放銃率 {chance}、{gap} ポイント高い。",
    "defence-each": "  手牌の各牌、安全な順（放銃率、分類）：",
    "defence-against": "席 {seat}：",
    "riichi-hand": "  席 {seat} のリーチの手牌：{hand}  {tiles}待ち",
    "won": "和了      {how}",
    "flags": "状況      {flags}",
    "flowers": "花牌      {count}",
    "dora-line": "ドラ      表示牌 {tiles}",
    "ura-dora-line": "裏ドラ    表示牌 {tiles}",
    "sticks": "供託      本場 {honba}、リーチ棒 {sticks}",
    "how-tile": "{tile}（{name}）{how}",
    "by-self-draw": "ツモ",
    "on-a-discard": "ロン",
    "seat-wind": "自風 {wind}",
    "round-wind": "場風 {wind}",
    "dealer": "親",
    "non-dealer": "子",
    "flag-last-tile": "海底・河底",
    "flag-after-kong": "嶺上開花",
    "flag-robbing-kong": "槍槓",
    "flag-last-of-kind": "和絶張",
    "flag-double-riichi": "ダブルリーチ",
    "flag-riichi": "リーチ",
    "flag-ippatsu": "一発",
    "list-sep": "、",
    "fans-list": "  番の一覧（番号を入力、「?」でもう一度表示）：",
    "fans-head": "  番（点数 × 回数、印の後はあなたの解答）：",
    "fan-you": "  あなた：{got}",
    "mark-right": "正解",
    "mark-missed": "数え漏れ",
    "mark-extra": "余分",
    "fan-total": "  合計 {want} 番",
    "fan-total-yours": "（あなた：{got}）",
    "not-counted": "  数えない（より大きな番に含まれる）：",
    "implied-by": "    {fan}、{by}に含まれる",
    "value-line": "  {name} {want}（{yours}）",
    "value-right": "正解",
    "value-yours": "あなた：{got}",
    "value-han": "翻",
    "value-fu": "符",
    "value-points": "点数",
    "yaku": "  役：{yaku}",
    "yaku-item": "{name}（{romaji}）{han}",
    "yaku-han": "{han:>2} 翻",
    "fu-items": "{fu}：{items}",
    "parens": "（{text}）",
    "han-fu": "  {han} 翻 {fu} 符",
    "limit": "、{limit}",
    "fu": "  符：{items}",
    "fu-item": "{reason} {fu}",
    "points": "  点数 {payment}",
    "pay-discarder": "{total}、放銃者から",
    "pay-discarder-part": "{total}：放銃者から {part}",
    "pay-each": "{total}：ほかの各家から {others}",
    "pay-dealer": "{total}：親から {dealer}、ほかの各家から {others}",
    "pay-honba": "本場 {honba} を含む",
    "pay-sticks": "リーチ棒 {sticks}",
    "pay-extras": "{payment}（{extras}）",
    "score": "  得点 {right}/{asked}、連続正解 {run}、{seconds} 秒",
    "none-answered": "解答した問題はありません。",
    "summary": "{asked} 問解答：{right} 問正解（{pct}%）、最長連続正解 {best}、1 問あたり平均 {"
    "seconds} 秒。",
    "save-failed": "  解答をまだ {path} に保存できません（{error}）。解答は残してあり、次の解答"
    "の後にもう一度保存を試みます。",
    "save-restarted": "  クイズ中に成績ファイル {path} が削除または置き換えられました：これから"
    "の解答はそこに作る新しいファイルに保存します。",
    "not-saved-one": "{answers}を {path} に保存できませんでした（{error}）：保存されていません。",
    "not-saved-many": "{answers}を {path} に保存できませんでした（{error}）：どれも保存されてい"
    "ません。",
    "saved-before-one": "それより前の解答 1 件は保存されました。",
    "saved-before-many": "それより前の解答 {count} 件は保存されました。",
    "saved": "{answers}を {path} に保存しました。",
    "answers-not-saved": "これらの解答は保存されませんでした。",
    "no-save": "成績は保存されません：{error}。",
    "no-save-plain": "成績は保存されません：{error}",
    "db-hint": "--db で別のファイルを選ぶか、--db を外して {path} を使ってください。",
    "review-of": "{who}の検討：{format} の対局、{rounds}、{search}",
    "review-seat": "席 {seat}",
    "review-seat-name": "席 {seat}（{name}）",
    "search-basic": "基本探索",
    "search-extended": "拡張探索",
    "review-round": "\n{name}  本場 {honba}  リーチ棒 {sticks}  親 席 {dealer}  点数 {scores}",
    "rcol-turn": "巡目",
    "rcol-hand": "手牌",
    "rcol-played": "打牌",
    "rcol-best": "最善",
    "rcol-win": "和了 %",
    "rcol-best-win": "最善 %",
    "rcol-grade": "評価",
    "rcol-deal-in": "放銃",
    "grade-best": "最善",
    "grade-good": "良",
    "grade-doubtful": "疑問手",
    "grade-mistake": "悪手",
    "grade-forced": "強制",
    "grade-shape": "（牌形）",
    "danger-safest": "（最も安全 {tiles} {chance}%）",
    "no-discard": "  この席の打牌はありません",
    "win-from": "席 {seat} から",
    "win-line": "  和了：席 {winner} {how}、{tile}で：{hand}",
    "rec-han": "{han} 翻",
    "rec-fu": "{fu} 符",
    "rec-points": "{points} 点",
    "rec-deltas": "収支 {deltas}",
    "rec-liable": "席 {seat} に責任払い（包）",
    "recorded": "    牌譜：{parts}",
    "scored-refused": "    再計算：計算できません（{error}）",
    "scored-not": "    再計算：していません（検討で再計算するのはリーチ麻雀の和了りだけです）",
    "scored-no-yaku": "    再計算：本ツールの点数計算では役なし",
    "scored": "    再計算：{han} 翻 {fu} 符 {total} 点（{yaku}）  収支 {deltas}",
    "review-yaku": "{name} {han}",
    "not-compared": "比較していません",
    "agrees": "一致（{fields}）",
    "differs": "不一致（{fields}）",
    "verdict-line": "    {verdict}",
    "draw": "  流局（{kind}）：収支 {deltas}",
    "draw-exhaustive": "荒牌流局",
    "draw-nagashi-mangan": "流し満貫",
    "draw-nine-terminals": "九種九牌",
    "draw-four-riichi": "四家立直",
    "draw-four-kongs": "四槓散了",
    "draw-four-winds": "四風連打",
    "draw-triple-ron": "三家和",
    "review-summary": "\nまとめ：{decisions} 回の選択、探索 {searched} 回；{grades}",
    "grade-count": "{grade} {count}",
    "agreement": "  最善の打牌を選んだ割合：{pct}%",
    "pp": "{value} ポイント",
    "win-lost": "  和了率の損失：合計 {lost}{mean}",
    "win-lost-mean": "、探索した選択 1 回あたり {loss}",
    "largest": "  大きな損失：",
    "loss-line": "    {round} {turn} 巡目：{played}切り、最善 {best}{lost}{dealt}",
    "loss": "：{loss}",
    "dealt-in": "、放銃",
    "deal-ins": "  手牌により安全な牌があったのにリーチに放銃：",
    "deal-in-line": "    {round} {turn} 巡目：{played}切り（放銃率 {chance}%）、席 {winner} が"
    "それで和了り；最も安全 {safest}（{safest_chance}%）",
    "per-round": "  局ごとの損失：{rounds}",
    "per-round-item": "{round} {loss}",
    "weakest": "  最も失点した分野：{category}（{decisions}で {points} 点）",
    "no-log": "mjtrainer review：エラー：牌譜 LOG（ファイル、標準入力なら -）か --history を"
    "指定してください",
    "history-alone": "mjtrainer review：エラー：--history には LOG も --keep も指定できません",
    "log-unreadable": "{path} を読めません：{reason}",
    "seat-not-a-seat": "--seat {seat}：席は 0–{last} です（起家から数えます）",
    "no-such-player": "この対局に {name} という名前の対局者はいません（対局者：{names}）",
    "players-named": "この対局に {name} という名前の対局者が複数います（対局者：{names}）",
    "store-refused": "mjtrainer review：エラー：成績ファイルを使えません：{error}",
    "not-kept": "mjtrainer review：エラー：検討結果を {path} に保存できませんでした：{error}",
    "history-unread": "mjtrainer review：エラー：{path} の検討済みの対局を読めません：{error}",
    "kept": "{path} に保存しました（検討済みの対局：{games}）。",
    "history-empty": "検討済みの対局はまだありません：mjtrainer review LOG --keep で保存できます。",
    "history-title": "検討済みの対局：{games}",
    "hcol-date": "検討日時",
    "hcol-game": "対局",
    "hcol-seat": "席",
    "hcol-decisions": "選択数",
    "hcol-per-decision": "1 回あたり期待値損失",
    "hcol-agreement": "最善率",
    "hcol-weakest": "最も失点した分野",
    "history-mean": "  平均：選択 1 回あたり {per} 点の損失、最善を選んだ割合 {pct}%",
    "label-hand": "手牌",
    "label-rules": "ルール",
    "label-tiles": "牌",
    "label-status": "状態",
    "label-shanten": "向聴数",
    "label-waits": "待ち",
    "label-effective": "有効牌",
    "label-total": "合計",
    "label-verdict": "判定",
    "label-payments": "支払い",
    "label-han": "翻",
    "label-fu": "符",
    "label-limit": "満貫以上",
    "label-points": "点数",
    "label-score": "得点",
    "label-fans": "番",
    "label-yaku": "役",
    "decompositions": "面子の分け方",
    "status-win": "和了形",
    "status-complete": "和了形",
    "status-one-discard": "1 枚切ればテンパイ",
    "status-after-best": "最善の打牌で {n} 向聴",
    "status-ready": "テンパイ",
    "status-shanten": "{n} 向聴",
    "waits-line": "{kinds}、{left}",
    "tiles-left": "残り {tiles}",
    "wait-row-left": "残り{n}枚",
    "none-left": "  （残りなし）",
    "effective-line": "{tiles}（合計 {n}）",
    "discards-title": "打牌（最善が先頭）",
    "discards-ahead-title": "打牌（有効牌の多い順、{title}）",
    "acol-discard": "打牌",
    "acol-shanten": "向聴",
    "acol-total": "合計",
    "acol-tenpai": "テンパイ率",
    "acol-win": "和了率",
    "acol-value": "期待値",
    "acol-deal-in": "放銃率",
    "acol-effective": "有効牌",
    "nobody-riichi": "  （放銃率：卓にリーチ者はいません）",
    "look-title": "{turn} 巡目から最後のツモまでの確率（{left}）、{search}",
    "look-ahead": "{title}",
    "best-by-win": "和了率が最も高い打牌：{tile}切り（最後のツモまでにテンパイ {tenpai}%、和了 "
    "{win}%）",
    "bad-input": "「{text}」に誤り：{error}",
    "mcr-total": "{total} 番（うち花牌 {flowers} 番）",
    "part": "{name}：{tiles}",
    "not-searched-basic": "-：探索していません。最善の打牌よりテンパイから遠くなります",
    "not-searched-extended": "-：探索していません。最善の打牌より 2 歩以上テンパイから遠くなります",
    "cmd-error": "mjtrainer {command}：エラー：{message}",
    "extended-needs-turn": "--extended には --turn T が必要です",
    "needs-scoring-rules": "{flags}：和了りの状況には --rules mcr か riichi が必要です（general"
    " ルールは和了りの価値を数えません）",
    "rules-required": "--rules が必要です（mcr か riichi）",
    "part-pair": "雀頭",
    "part-pairs": "対子",
    "part-melds": "面子",
    "part-tiles": "牌",
    "part-knitted": "組合龍",
    "wait-values": "待ちごとの価値",
    "wcol-tile": "牌",
    "wcol-ron": "ロン",
    "wcol-tsumo": "ツモ",
    "wv-flags": "この和了り方はできません（指定した状況で除外）",
    "wv-fan": "{fan} 番",
    "wv-short": "{fan} 番、{minimum} 番に足りません",
    "wv-no-yaku": "役なし",
    "wv-no-yaku-ron": "ロンでは役なし",
    "wv-han-fu": "{han} 翻 {fu} 符",
    "wv-cannot": "（和了れません）",
    "mcr-pay-self": "ほかの各家から {others} 番、合計 {received} 番",
    "mcr-pay-discard": "放銃者から {discarder} 番、ほかの各家から {others} 番、合計 {received} 番",
    # riichi or dama, call or pass
    "prompt-riichi": "リーチ？ それともダマ？ ",
    "prompt-call": "スルー？ それとも鳴く（{choices}）？ ",
    "help-choice": "  次のどれかを入力：{choices}",
    "pick-choice": "  「{text}」はここでは選べない：{choices} のどれかを入力",
    "riichi-discard": "  {tile}を切ると聴牌：待ち{waits}（残り{left}枚）。リーチ？ ダマ？",
    "call-offered": "  {seat}番の席が{tile}を切った。スルー？ それとも鳴く？",
    "answer-riichi": "リーチ",
    "answer-dama": "ダマ",
    "choice-best": "  局収支期待値が最も高い選択：{choice}（{ev}）、次点との差{gap}",
    "riichi-each": "  二つの選択（最終ツモまでの和了率、平均打点、局収支期待値）：",
    "riichi-facts": "  和了牌の残り{left}枚、{wait}；ダマではそのうち{ron}でロン和了可（役あり）；"
    "リーチは一翻増え、供託1,000点を出す。",
    "wait-good": "二種以上の待ち",
    "wait-bad": "一種の待ち",
    "call-each": "  各選択と最善の打牌（向聴数、最終ツモまでの和了率、和了の期待打点、"
    "局収支期待値）：",
}

MESSAGES: dict[str, dict[str, str]] = {"en": EN, "zh_CN": ZH_CN, "ja": JA}
#: Sentences the window says too, by id: its context and source (translated by its catalogue)
#: and the command line's own English.
SHARED: dict[str, tuple[str, str, str]] = {
    "verdict-mcr-win": (
        "ScoreView",
        "Complete hand (win): {n} fan.",
        "a win ({n} fan, {m} needed without flowers)",
    ),
    "verdict-mcr-short": (
        "ScoreView",
        "Complete, but {n} fan: short of the {m}-fan minimum — not a win",
        "complete, but {n} fan: short of the {m}-fan minimum — not a win",
    ),
    "verdict-win": ("ResultsView", "Complete hand (win)!", "a win"),
    "look-not-searched": (
        "Lookahead",
        "{n}-shanten: beyond the search's reach ({cut}-shanten), not searched.",
        "not searched: {n}-shanten is beyond the look-ahead's limit ({cut}-shanten)",
    ),
    "look-chances": (
        "Lookahead",
        "By the last draw: ready (tenpai) {tenpai}, win {win}.",
        "ready by the last draw {tenpai}, win by the last draw {win}",
    ),
    "look-chances-worth": (
        "Lookahead",
        "By the last draw: ready (tenpai) {tenpai}, win {win}, worth {value} on average.",
        "ready by the last draw {tenpai}, win by the last draw {win}, worth {value}",
    ),
    "look-improve": (
        "Lookahead",
        "Improvements (改良): draws that keep the shanten but leave more than {n} effective tiles",
        "improvements (draws that keep the shanten, then more than {n} effective tiles)",
    ),
    "look-improve-none": (
        "Lookahead",
        "Improvements (改良): none, no draw that keeps the shanten leaves more than {n} "
        "effective tiles",
        "improvements (draws that keep the shanten, then more than {n} effective tiles): none",
    ),
    "look-best-beyond": (
        "Lookahead",
        "The best discard leaves the hand {n}-shanten, beyond the search's reach "
        "({cut}-shanten): no chance is worked out.",
        "(-: not searched: the best discard leaves the hand {n}-shanten, beyond the "
        "look-ahead's limit of {cut}-shanten)",
    ),
    "verdict-no-yaku": (
        "ScoreView",
        "Complete, but no yaku: cannot win",
        "complete, but no yaku: cannot win",
    ),
}
#: The counting word after a number, by language and English noun (``3 摸``, ``3 回``).
_COUNTERS = {
    "zh_CN": {
        "kind": "种",
        "tile": "张",
        "draw": "摸",
        "round": "局",
        "answer": "个答案",
        "decision": "次决策",
    },
    "ja": {
        "kind": "種",
        "tile": "枚",
        "draw": "回",
        "round": "局",
        "answer": "件の解答",
        "decision": "回の選択",
    },
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
        self._table = MESSAGES[language]

    def __call__(self, key: str, /, **params: Any) -> str:
        """The message ``key`` with its placeholders filled."""
        return self._table[key].format(**params)

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

    def shared(self, key: str, /, **params: Any) -> str:
        """A sentence of :data:`SHARED`: the window's, translated, or the command line's
        English; its placeholders filled."""
        context, source, english = SHARED[key]
        return (self.vocab(context, source) if self.translated else english).format(**params)

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
        """``2 kinds``, ``8 tiles``, ``3 draws`` in English; ``2 种``, ``8 张``, ``3 摸``."""
        if not self.translated:
            return counted(n, noun)
        return f"{n} " + _COUNTERS[self.language].get(noun, noun)

    def counted(self, n: int, noun: str) -> str:
        """``3 answers`` in English, ``3 个答案`` in Chinese (the only noun the quiz counts)."""
        if not self.translated:
            return counted(n, noun)
        return f"{n} " + _COUNTERS[self.language].get(noun, noun)

    def note(self, english: str) -> str:
        """A quiz kind's note on the rules it asks under (``rules_note``), placeholders kept."""
        return self._table.get(f"note-{english}", english) if english else english

    def wind(self, value: str, tile: int) -> str:
        """A wind: its letter (``E``) in English, its name (``东``) in Chinese."""
        return self.tile(tile) if self.translated else value

    def shape(self, english: str) -> str:
        """A word of a decomposition ("seven pairs", "pair", ...)."""
        return self._table.get(f"shape-{english}", english)

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
