"""``mjtrainer analyze --lang`` and ``mjtrainer score --lang``: the readable reports in the
app's 简体中文 (the Chinese asserted here is the window's, from the .ts), the default from the
environment, the English and the JSON unchanged."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from mjtrainer.cli import run
from mjtrainer.cli.catalogue import catalogue

ZH = catalogue("zh_CN")


ROOT = Path(__file__).resolve().parents[2]
HAND = "123m456p789s11234z"


def cli(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = run(list(argv), stdout=out)
    return status, out.getvalue()


def test_analyze_in_chinese_says_the_windows_words():
    status, text = cli("analyze", HAND, "--lang", "zh_CN", "--ascii")
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "手牌      " + HAND
    assert "规则      通用" in lines and "牌        14" in lines
    # ResultsView '{n}-shanten after the best discard (table below).' → 最佳打法后 {n} 向听
    assert "状态      最佳打法后 1 向听" in lines
    # Shape: standard 一般形, seven pairs 七对子, thirteen orphans 十三幺
    assert "向听      一般形 1，七对子 5，十三幺 6" in lines
    # ResultsView 'Discard' 打出, 'Total' 合计, Glossary 'Effective tiles' 有效牌
    head = next(line for line in lines if "打出" in line)
    assert head.split() == ["打出", "向听", "合计", "有效牌"]
    # The tiles by the window's names: 南 (2z) first, its effective tiles 东 西 北.
    assert "  南             1      8  东x2 西x3 北x3" in lines
    assert "Hand" not in text and "shanten" not in text and "2z" not in text


def test_a_ready_hand_in_chinese():
    _, text = cli("analyze", "123m456p789s1122z", "--lang", "zh_CN", "--ascii")
    assert "状态      听牌" in text  # Lookahead 'ready (tenpai)'
    assert "听牌      2 种，剩 4 张" in text  # Count '{n} kinds', '{n} tiles left'
    assert "  东   剩2张   双碰" in text  # QuizPage '×{n} left', WaitKind 'dual pung (shanpon)'


def test_the_look_ahead_in_chinese():
    status, text = cli(
        "analyze", HAND, "--turn", "5", "--rules", "riichi", "--lang", "zh_CN", "--ascii"
    )
    assert status == 0
    # Lookahead 'Chances by the last draw, from turn {turn} ({left}), {search}.'
    assert "到最后一摸为止的概率，自第 5 巡起（剩 13 摸），基本搜索" in text
    assert "听牌率" in text and "和牌率" in text and "期望值" in text  # ResultsView headers
    assert "和牌率最高：打南（到最后一摸为止：听牌 " in text
    # Lookahead '{best} and {top} win as often, but {top} is worth more: {mine} points ...'
    assert "打南与打北和牌率相同，但打北得点更高：" in text
    assert "Best by the chance" not in text and "look-ahead" not in text


def test_a_thirteen_tile_look_ahead_in_chinese():
    _, text = cli("analyze", "123m456p789s1123z", "--turn", "5", "--lang", "zh_CN")
    # Lookahead 'By the last draw: ready (tenpai) {tenpai}, win {win}.'
    assert "  到最后一摸为止：听牌 " in text
    assert "  改良：不减少向听数、但打牌后有效牌多于 8 张的摸牌：" in text


def test_a_bad_hand_in_chinese():
    status, text = cli("analyze", "12x", "--lang", "zh_CN")
    assert status == 1
    assert text == "“12x”有误：第 3 个字符“x”不是花色字母（请用 m、p、s 或 z）\n"
    # HandError "character {position} ('{char}') is not a suit letter ..." as the .ts has it
    assert any("不是花色字母" in zh for zh in ZH["HandError"].values())
    status, text = cli("score", "12x", "--rules", "mcr", "--lang", "zh_CN")
    assert status == 1 and "不是花色字母" in text and "error in" not in text


def test_english_is_unchanged_and_json_stays_english():
    assert cli("analyze", HAND, "--lang", "en") == cli("analyze", HAND)
    assert cli("analyze", HAND)[1].startswith("Hand      " + HAND)
    assert cli("analyze", HAND, "--json", "--lang", "zh_CN") == cli("analyze", HAND, "--json")
    assert cli("analyze", "12x")[1].startswith("error in '12x': ")
    argv = ("score", "11m222444777z [111p]", "--rules", "mcr", "--win-tile", "2z", "--json")
    assert cli(*argv, "--lang", "zh_CN") == cli(*argv)


def test_mcr_score_in_chinese():
    status, text = cli(
        "score", "11m222444777z [111p]", "--rules", "mcr", "--win-tile", "2z", "--lang", "zh_CN"
    )
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "手牌      11m222444777z [111p]"
    assert "番种" in lines and "合计      37" in lines
    # The terminal's words, as its English: the fans and the minimum without flowers.
    assert "判定      和牌！37 番（不计花牌须 8 番起和）" in lines
    assert "混幺九" in text and "Half flush" not in text and "Verdict" not in text


def test_riichi_score_in_chinese():
    argv = ["score", "234567m234p55s678s", "--rules", "riichi", "--win-tile", "5s"]
    status, text = cli(*argv, "--self-drawn", "--riichi", "--lang", "zh_CN")
    assert status == 0
    assert "门前清自摸和" in text and "  立直  " in text  # Yaku
    assert "符数      30：底符 20" in text  # Fu 'base'
    assert "点数      6000：其他每家各付 2000" in text
    # ScoreView 'Complete, but no yaku: cannot win'
    no_yaku = ["score", "123m456m234p55s678s", "--rules", "riichi", "--win-tile", "5s"]
    _, text = cli(*no_yaku, "--lang", "zh_CN")
    assert "判定      和牌型，但无役：不能和牌" in text


def test_the_default_follows_lang_in_another_process(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONIOENCODING": "utf-8"}

    def run_cli(*argv: str, lang: str) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "mjtrainer", *argv],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env={**env, "LANG": lang},
            cwd=ROOT,
        )
        return done.stdout

    text = run_cli("analyze", HAND, "--ascii", lang="zh_CN.UTF-8")
    assert "状态      最佳打法后 1 向听" in text
    score = ("score", "11m222444777z [111p]", "--rules", "mcr", "--win-tile", "2z")
    assert "判定      和牌！37 番（不计花牌须 8 番起和）" in run_cli(*score, lang="zh_CN.UTF-8")
    assert "Verdict   a win" in run_cli(*score, lang="en_US.UTF-8")
    assert "Status    1-shanten" in run_cli("analyze", HAND, "--lang", "en", lang="zh_CN.UTF-8")


def test_wait_values_decompositions_and_the_deal_in_column_in_chinese():
    _, text = cli("analyze", "123m456p789s1122z", "--rules", "riichi", "--lang", "zh_CN")
    assert "各听牌的价值" in text and "  东    2 番 40 符 3900" in text
    assert "荣和无役（不能和牌）" in text and "no yaku" not in text
    _, text = cli("analyze", "123m456p789s11222z", "--lang", "zh_CN")
    assert "  一般形               雀头：11z; 面子：123m 456p 789s 222z" in text
    table = '{"seat": 0, "opponents": [{"seat": 2, "pond": "4m1z7s1s", "riichi": 1, "melds": []}]}'
    _, text = cli("analyze", HAND, "--lang", "zh_CN", "--table", table)
    # ResultsView 'Deal-in %' 放铳率; Defence 'honour' 字牌, HandError '{n} seen' 已见 {n} 张
    assert "放铳率" in text and "字牌（已见 " in text and "honour" not in text


def test_argument_errors_and_the_not_searched_note_in_chinese(capsys):
    assert cli("analyze", HAND, "--extended", "--lang", "zh_CN")[0] == 2
    assert "mjtrainer analyze：错误：--extended 需要 --turn T" in capsys.readouterr().err
    assert cli("score", HAND, "--lang", "zh_CN")[0] == 2
    assert "mjtrainer score：错误：必须给出 --rules（mcr 或 riichi）" in capsys.readouterr().err
    assert cli("analyze", HAND, "--extended")[0] == 2
    assert "mjtrainer analyze: error: --extended needs --turn T" in capsys.readouterr().err
    _, text = cli("analyze", HAND, "--turn", "1", "--lang", "zh_CN")
    assert "  （-：未搜索，打后比最佳打法离听牌更远）" in text and "not searched" not in text


def test_an_unknown_lang_is_exit_2(capsys):
    assert cli("analyze", HAND, "--lang", "fr")[0] == 2
    assert "argument --lang: invalid choice: 'fr'" in capsys.readouterr().err
    assert cli("score", HAND, "--rules", "mcr", "--lang", "fr")[0] == 2
    assert "argument --lang: invalid choice: 'fr'" in capsys.readouterr().err
