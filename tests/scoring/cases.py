"""Hand-checked Chinese Official cases: one hand for each of the 81 fans, one for each rule of
non-repetition. Every expectation was worked out by hand from the rule book (the reasoning is
in the comment beside it) and is also checked against PyMahjongGB by the tests.

A case is ``(hand, winning tile, flags, {fan: count})``; flags are words: ``sd`` self-drawn,
``last`` last tile, ``kong``, ``lok`` last of its kind, ``fl=N`` flowers, ``seat=X`` and
``round=X`` the winds (East by default).
"""

from __future__ import annotations

from mjtrainer.core import Hand
from mjtrainer.core.tiles import parse_tiles
from mjtrainer.scoring import Situation, Wind

Case = tuple[str, str, str, dict[str, int]]

# A hand of no fan at all: three open melds in three suits, a South pair, two waits (6s 9s).
PLAIN = "[234m] [678p] [555s] 789s 22z"

FAN_CASES: dict[str, Case] = {
    # 88 -------------------------------------------------------------------------------
    # E S W N pungs: not 三风刻 碰碰和 圈风刻 门风刻 幺九刻; characters and honours 混一色.
    "大四喜": ("55m [111z] [222z] [333z] 444z", "4z", "", {"大四喜": 1, "混一色": 1}),
    # Three dragon pungs; no dots: 缺一门; 2m or 5m win the chow, no wait fan.
    "大三元": ("[555z] [666z] [777z] 234m 99s", "2m", "", {"大三元": 1, "缺一门": 1}),
    # 234s twice 一般高, 發 pung 箭刻, concealed on a discard 门前清; 6s/8s dual pung wait.
    "绿一色": (
        "22334466888s666z",
        "8s",
        "",
        {"绿一色": 1, "一般高": 1, "箭刻": 1, "门前清": 1},
    ),
    # 111 234 55 678 999: 111 and 999 concealed 双暗刻, one of them 幺九刻 (the other goes to
    # 九莲宝灯); self-drawn 自摸 (不求人 and 门前清 implied by 九莲宝灯).
    "九莲宝灯": (
        "11123455678999m",
        "5m",
        "sd",
        {"九莲宝灯": 1, "双暗刻": 1, "幺九刻": 1, "自摸": 1},
    ),
    # Four kongs (one concealed): 1p and West pungs 幺九刻 ×2; 单钓将 implied.
    "四杠": ("55m [1111p] [2222s] (3333z) [7777m]", "5m", "", {"四杠": 1, "幺九刻": 2}),
    # 2s-8s: 断幺; 七对 清一色 门前清 单钓将 implied.
    "连七对": ("22334455667788s", "8s", "", {"连七对": 1, "断幺": 1}),
    "十三幺": ("19m19p19s12345677z", "1m", "", {"十三幺": 1}),
    # 64 -------------------------------------------------------------------------------
    # Four concealed pungs won on the pair: 四暗刻, the only wait 单钓将.
    "清幺九": (
        "111m999m111p999s11s",
        "1s",
        "",
        {"清幺九": 1, "四暗刻": 1, "单钓将": 1},
    ),
    # East pung is both winds' pung; South and West pungs; North pair.
    "小四喜": (
        "[111z] [222z] 333z 44z 567m",
        "3z",
        "",
        {"小四喜": 1, "圈风刻": 1, "门风刻": 1, "混一色": 1},
    ),
    # 123m 789m 老少副, every set holds a terminal or honour 全带幺, 12m waits on 3m… here 89m
    # waits on 7m alone: 边张.
    "小三元": (
        "[555z] [666z] 77z 123m 789m",
        "7m",
        "",
        {"小三元": 1, "混一色": 1, "老少副": 1, "全带幺": 1, "边张": 1},
    ),
    # 白 發 pungs 双箭刻, East pung both winds; 碰碰和 幺九刻 混幺九 implied.
    "字一色": (
        "[111z] [222z] [555z] 666z 44z",
        "6z",
        "",
        {"字一色": 1, "双箭刻": 1, "圈风刻": 1, "门风刻": 1},
    ),
    "四暗刻": (
        "111m333p555s777s99m",
        "9m",
        "sd",
        {"四暗刻": 1, "自摸": 1, "单钓将": 1, "幺九刻": 1, "无字": 1},
    ),
    # Concealed, the 5m pair the only wait (七对 waits on it too).
    "一色双龙会": ("11223355778899m", "5m", "", {"一色双龙会": 1, "门前清": 1, "单钓将": 1}),
    # 48 -------------------------------------------------------------------------------
    # 四归一 ×3 implied; four chows and a suited pair 平和; no dots 缺一门.
    "一色四同顺": (
        "[234s] [234s] [234s] 234s 99m",
        "9m",
        "",
        {"一色四同顺": 1, "平和": 1, "单钓将": 1, "缺一门": 1},
    ),
    # 1234p and 9s are all reversible tiles: 推不倒 (which implies 缺一门).
    "一色四节高": (
        "[111p] [222p] [333p] 444p 99s",
        "4p",
        "",
        {"一色四节高": 1, "推不倒": 1, "无字": 1, "幺九刻": 1},
    ),
    # 32 -------------------------------------------------------------------------------
    "一色四步高": (
        "[123p] [234p] [345p] 456p 77z",
        "7z",
        "",
        {"一色四步高": 1, "混一色": 1, "单钓将": 1},
    ),
    # Kongs are pungs too: 1m 2p 3s 三色三节高; 1111m 幺九刻; 4m or 7m: no wait fan.
    "三杠": (
        "[1111m] [2222p] [3333s] 456m 55z",
        "4m",
        "",
        {"三杠": 1, "三色三节高": 1, "幺九刻": 1},
    ),
    # The example of the design page: 2z completes a pung on a discard, so 444z 777z are the
    # concealed ones (双暗刻); 中 pung 箭刻; no bamboo 缺一门.
    "混幺九": (
        "11m222444777z [111p]",
        "2z",
        "",
        {"混幺九": 1, "箭刻": 1, "双暗刻": 1, "缺一门": 1},
    ),
    # 24 -------------------------------------------------------------------------------
    "七对": ("1133m5577p2244s66z", "6z", "", {"七对": 1}),
    "七星不靠": ("147m25p36s1234567z", "1z", "", {"七星不靠": 1}),
    "全双刻": ("[222m] [444p] [666s] 888m 66p", "8m", "", {"全双刻": 1}),
    # 2s or 5s complete it: no wait fan.
    "清一色": ("[123s] [456s] 789s 234s 55s", "5s", "", {"清一色": 1, "清龙": 1, "平和": 1}),
    "一色三同顺": ("[123m] [123m] 123m 789p 55s", "1m", "", {"一色三同顺": 1, "平和": 1}),
    "一色三节高": (
        "[222p] [333p] [444p] 789s 99m",
        "7s",
        "",
        {"一色三节高": 1, "无字": 1, "边张": 1},
    ),
    # 789m 789p 喜相逢; 999s 幺九刻; 9s / 7m dual pung wait.
    "全大": ("[789m] [789p] [888s] 999s 77m", "9s", "", {"全大": 1, "喜相逢": 1, "幺九刻": 1}),
    "全中": ("[456m] [456p] [444s] 555s 66m", "5s", "", {"全中": 1, "喜相逢": 1}),
    "全小": ("[123m] [123p] [111s] 222s 33m", "2s", "", {"全小": 1, "喜相逢": 1, "幺九刻": 1}),
    # 16 -------------------------------------------------------------------------------
    "清龙": ("[123m] [456m] 789m 234p 99s", "9s", "", {"清龙": 1, "平和": 1, "单钓将": 1}),
    "三色双龙会": ("[123m] [789m] [123p] 789p 55s", "5s", "", {"三色双龙会": 1, "单钓将": 1}),
    "一色三步高": (
        "[123s] [234s] [345s] 789p 11z",
        "1z",
        "",
        {"一色三步高": 1, "缺一门": 1, "单钓将": 1},
    ),
    "全带五": ("[345m] [456m] [567p] 555s 55p", "5s", "", {"全带五": 1}),
    "三同刻": ("[222m] [222p] [222s] 789m 11z", "7m", "", {"三同刻": 1, "边张": 1}),
    "三暗刻": (
        "111m555p999s [234s] 77z",
        "7z",
        "sd",
        {"三暗刻": 1, "幺九刻": 2, "自摸": 1, "单钓将": 1},
    ),
    # 12 -------------------------------------------------------------------------------
    "全不靠": ("147m258p36s123456z", "6z", "", {"全不靠": 1}),
    "组合龙": ("147m258p369s234m11z", "1z", "", {"组合龙": 1, "门前清": 1, "单钓将": 1}),
    "大于五": ("[678m] [789p] [666s] 888s 99m", "8s", "", {"大于五": 1}),
    "小于五": ("[123m] [234p] [111s] 444s 22m", "4s", "", {"小于五": 1, "幺九刻": 1}),
    # East pung: both winds (its 幺九刻 goes to them and 三风刻).
    "三风刻": (
        "[111z] [222z] [333z] 789m 55p",
        "7m",
        "",
        {"三风刻": 1, "圈风刻": 1, "门风刻": 1, "缺一门": 1, "边张": 1},
    ),
    # 8 --------------------------------------------------------------------------------
    "花龙": ("[123m] [456p] [789s] 234m 99p", "2m", "", {"花龙": 1, "平和": 1}),
    "推不倒": ("[123p] [345p] [456s] 999p 55z", "9p", "", {"推不倒": 1, "幺九刻": 1}),
    # 234m and 567m: the fourth chow adds 连六 once.
    "三色三同顺": (
        "[234m] [234p] [234s] 567m 88s",
        "5m",
        "",
        {"三色三同顺": 1, "平和": 1, "断幺": 1, "连六": 1},
    ),
    "三色三节高": ("[222m] [333p] [444s] 678m 99m", "6m", "", {"三色三节高": 1, "无字": 1}),
    "无番和": (PLAIN, "9s", "", {"无番和": 1}),
    "妙手回春": (PLAIN, "9s", "sd last", {"妙手回春": 1}),
    "海底捞月": (PLAIN, "9s", "last", {"海底捞月": 1}),
    "杠上开花": ("[234m] [6666p] [555s] 789s 22z", "9s", "sd kong", {"杠上开花": 1, "明杠": 1}),
    "抢杠和": (PLAIN, "9s", "kong", {"抢杠和": 1}),
    # 6 --------------------------------------------------------------------------------
    "碰碰和": ("[222m] [777p] [333s] 555s 99m", "5s", "", {"碰碰和": 1, "无字": 1}),
    "混一色": ("[123m] [345m] [777m] 999m 11z", "9m", "", {"混一色": 1, "幺九刻": 1}),
    # 789m with 123m: 老少副 once beside the three-suit fan.
    "三色三步高": (
        "[123m] [234p] [345s] 789m 55s",
        "7m",
        "",
        {"三色三步高": 1, "老少副": 1, "平和": 1, "边张": 1},
    ),
    "五门齐": (
        "[234m] [567p] [111z] 555z 88s",
        "5z",
        "seat=S round=S",
        {"五门齐": 1, "箭刻": 1, "幺九刻": 1},
    ),
    "全求人": ("[234m] [567p] [789s] [555s] 22z", "2z", "", {"全求人": 1}),
    "双暗杠": ("(2222m) (7777p) 345s 678s 11z", "3s", "", {"双暗杠": 1, "门前清": 1, "连六": 1}),
    "双箭刻": ("[555z] [666z] 234m 567p 99s", "2m", "", {"双箭刻": 1}),
    # 4 --------------------------------------------------------------------------------
    "全带幺": ("[123m] [789p] [111s] 999m 11z", "9m", "seat=S round=S", {"全带幺": 1, "幺九刻": 2}),
    "不求人": ("234m567p789s234s55m", "2m", "sd", {"不求人": 1, "平和": 1, "喜相逢": 1}),
    "双明杠": ("[2222m] [7777p] 345s 678s 11z", "3s", "seat=S round=S", {"双明杠": 1, "连六": 1}),
    "和绝张": (PLAIN, "9s", "lok", {"和绝张": 1}),
    # 2 --------------------------------------------------------------------------------
    "箭刻": ("[234m] [678p] [555z] 789s 22m", "9s", "", {"箭刻": 1}),
    "圈风刻": ("[234m] [678p] [222z] 456s 55s", "4s", "round=S", {"圈风刻": 1}),
    "门风刻": ("[234m] [678p] [222z] 456s 55s", "4s", "seat=S", {"门风刻": 1}),
    "门前清": ("234m678p456s567s99s", "2m", "", {"门前清": 1, "平和": 1}),
    "平和": ("[234m] [678p] 456s 567s 99s", "4s", "", {"平和": 1}),
    # 5s held four times, not as a kong.
    "四归一": ("[234m] [678p] 555s 456s 22z", "4s", "", {"四归一": 1}),
    "双同刻": ("[222m] [222p] 345s 678s 99s", "3s", "", {"双同刻": 1, "无字": 1, "连六": 1}),
    "双暗刻": (
        "222m777p [345s] [678s] 55s",
        "5s",
        "",
        {"双暗刻": 1, "连六": 1, "断幺": 1, "单钓将": 1},
    ),
    # The concealed kong is also a concealed pung: with 777p, 双暗刻.
    "暗杠": (
        "(2222m) [345s] [678s] 777p 55s",
        "5s",
        "",
        {"暗杠": 1, "双暗刻": 1, "连六": 1, "断幺": 1, "单钓将": 1},
    ),
    "断幺": ("[234m] [567p] [555s] 678s 22s", "6s", "", {"断幺": 1}),
    # 1 --------------------------------------------------------------------------------
    "一般高": ("[234m] [234m] [678p] 456s 99s", "4s", "", {"一般高": 1, "平和": 1}),
    "喜相逢": ("[234m] [234p] [678s] 456s 11z", "4s", "seat=S round=S", {"喜相逢": 1}),
    "连六": ("[234m] [567m] [678p] 345s 11z", "3s", "seat=S round=S", {"连六": 1}),
    "老少副": ("[123m] [789m] [456p] 345s 11z", "3s", "seat=S round=S", {"老少副": 1}),
    "幺九刻": ("[111m] [678p] [456s] 345s 22z", "3s", "", {"幺九刻": 1}),
    "明杠": ("[2222m] [678p] [456s] 345s 22z", "3s", "", {"明杠": 1}),
    "缺一门": ("[234m] [678m] [456s] 345s 22z", "3s", "", {"缺一门": 1}),
    "无字": ("[234m] [777p] [456s] 345s 99s", "3s", "", {"无字": 1}),
    "边张": ("[234m] [678p] [555s] 123s 22z", "3s", "", {"边张": 1}),
    "嵌张": ("[234m] [678p] [777m] 456s 22z", "5s", "", {"嵌张": 1}),
    "单钓将": ("[234m] [678p] [777m] 456s 22z", "2z", "", {"单钓将": 1}),
    "自摸": ("[234m] [678p] [777m] 456s 22z", "4s", "sd", {"自摸": 1}),
    "花牌": (PLAIN, "9s", "fl=3", {"无番和": 1, "花牌": 3}),
}


def situation(win: str, flags: str) -> Situation:
    """The situation a case's flags describe."""
    kw: dict[str, object] = {}
    for word in flags.split():
        if word == "sd":
            kw["self_drawn"] = True
        elif word == "last":
            kw["last_tile"] = True
        elif word == "kong":
            kw["kong"] = True
        elif word == "lok":
            kw["last_of_kind"] = True
        elif word.startswith("fl="):
            kw["flowers"] = int(word[3:])
        elif word.startswith("seat="):
            kw["seat_wind"] = Wind.parse(word[5:])
        elif word.startswith("round="):
            kw["round_wind"] = Wind.parse(word[6:])
        else:
            raise ValueError(word)
    return Situation(parse_tiles(win)[0], **kw)  # type: ignore[arg-type]


def case(spec: Case) -> tuple[Hand, Situation, dict[str, int]]:
    """The hand, situation and expected fans of a case."""
    text, win, flags, fans = spec
    return Hand.parse(text), situation(win, flags), fans


# For each fan that implies others: a hand where it counts, and the implied fans a reader sees
# in that hand (each must be left out). ``FAN_CASES`` hands are reused where they fit.
ExclusionCase = tuple[str, str, str, tuple[str, ...]]


def _from(fan: str, implied: tuple[str, ...], flags: str | None = None) -> ExclusionCase:
    text, win, case_flags, _ = FAN_CASES[fan]
    return (text, win, case_flags if flags is None else flags, implied)


EXCLUSION_CASES: dict[str, ExclusionCase] = {
    # Four wind pungs: any three are 三风刻, four pungs 碰碰和, the East pung is both winds'.
    "大四喜": _from("大四喜", ("三风刻", "碰碰和", "圈风刻", "门风刻", "幺九刻")),
    "大三元": _from("大三元", ("双箭刻", "箭刻")),
    "绿一色": _from("绿一色", ("混一色",)),  # bamboo and 發 only
    "九莲宝灯": _from("九莲宝灯", ("清一色", "不求人", "无字")),
    "四杠": _from("四杠", ("碰碰和", "单钓将")),  # four pungs, waiting on the pair alone
    "连七对": _from("连七对", ("七对", "清一色", "门前清", "无字")),
    "十三幺": _from("十三幺", ("五门齐", "门前清")),
    # Four concealed terminal pungs: 碰碰和 全带幺 幺九刻, 111m 111p 双同刻, no honours.
    "清幺九": _from("清幺九", ("碰碰和", "全带幺", "幺九刻", "无字", "双同刻")),
    "小四喜": _from("小四喜", ("三风刻", "幺九刻")),
    "小三元": _from("小三元", ("双箭刻", "箭刻")),
    # All pungs; South pung is neither player's wind, so it would be 幺九刻.
    "字一色": _from("字一色", ("碰碰和", "全带幺", "幺九刻")),
    "四暗刻": _from("四暗刻", ("碰碰和", "不求人")),
    "一色双龙会": _from("一色双龙会", ("清一色", "平和", "一般高", "老少副", "无字")),
    "一色四同顺": _from("一色四同顺", ("一色三同顺", "一般高", "四归一")),
    "一色四节高": _from("一色四节高", ("一色三节高", "碰碰和")),
    # 123 234 345 456 in dots: three of them are 一色三步高, 123 456 连六.
    "一色四步高": _from("一色四步高", ("一色三步高", "连六")),
    # Two of the three kongs are melded (双明杠), one concealed (暗杠).
    "三杠": ("[1111m] [2222p] (3333s) 456m 55z", "4m", "", ("双明杠", "暗杠")),
    "混幺九": _from("混幺九", ("碰碰和", "全带幺", "幺九刻")),
    "七对": _from("七对", ("不求人", "单钓将"), "sd"),
    "七星不靠": _from("七星不靠", ("全不靠", "五门齐", "门前清")),
    "全双刻": _from("全双刻", ("碰碰和", "断幺", "无字")),
    "清一色": _from("清一色", ("无字",)),
    "一色三同顺": _from("一色三同顺", ("一般高",)),
    # 222 333 444 dots concealed: also three chows 234 (一色三同顺).
    "一色三节高": ("222333444p 789s 99m", "7s", "", ("一色三同顺",)),
    "全大": _from("全大", ("大于五", "无字")),
    "全中": _from("全中", ("断幺", "无字")),
    "全小": _from("全小", ("小于五", "无字")),
    "清龙": _from("清龙", ("连六", "老少副")),
    "三色双龙会": _from("三色双龙会", ("平和", "无字", "喜相逢", "老少副")),
    "全带五": _from("全带五", ("断幺", "无字")),
    "三同刻": _from("三同刻", ("双同刻",)),
    "三暗刻": _from("三暗刻", ("双暗刻",)),
    "全不靠": _from("全不靠", ("五门齐", "门前清")),
    "大于五": _from("大于五", ("无字",)),
    "小于五": _from("小于五", ("无字",)),
    "推不倒": _from("推不倒", ("缺一门",)),  # no characters
    "三色三同顺": _from("三色三同顺", ("喜相逢",)),
    "妙手回春": _from("妙手回春", ("自摸",)),
    "杠上开花": _from("杠上开花", ("自摸",)),
    # Robbing a kong wins on the fourth copy: the last of its kind.
    "抢杠和": (PLAIN, "9s", "kong lok", ("和绝张",)),
    "混一色": _from("混一色", ("缺一门",)),
    "全求人": _from("全求人", ("单钓将",)),
    "双暗杠": _from("双暗杠", ("暗杠", "双暗刻")),
    "双箭刻": _from("双箭刻", ("箭刻",)),
    "不求人": _from("不求人", ("门前清", "自摸")),
    "双明杠": _from("双明杠", ("明杠",)),
    "平和": _from("平和", ("无字",)),
    "断幺": _from("断幺", ("无字",)),
}
