#!/usr/bin/env python3
"""Build the CJK fonts the app ships: ``assets/fonts/mjtrainer-cjk.otf`` for its Chinese UI text
and ``assets/fonts/mjtrainer-ja.otf`` for its Japanese (``--language ja``).

Each is a subset (fontTools.subset) of Noto Sans CJK Regular (SIL Open Font License 1.1), the
SC member for Chinese and the JP member (Japanese glyph forms, JIS) for Japanese, renamed
("mjtrainer CJK", "mjtrainer JA") so that it never shadows a full Noto Sans CJK installed on the
system. The app loads a language's font with QFontDatabase only when the system has no font for
its script.

How to run it (from anywhere; paths default to the repository this script lives in)::

    apt-get install -y fonts-noto-cjk      # build-time only: the source font and its licence
    pip install fonttools
    python packaging/make_font_subset.py   # or: --font /path/to/NotoSansCJKsc-Regular.otf
    python packaging/make_font_subset.py --language ja

Run it again whenever ``assets/translations/*.ts`` gain new Chinese text (tests/test_assets.py
fails when a translation uses a character the subset lacks). The build is deterministic: the same
inputs give a byte-identical font, and files whose content did not change are not rewritten.

What the Chinese subset covers (the Japanese one: its own catalogue, the source's CJK, kana and
the 2965 kanji of JIS X 0208 level 1 instead of the Chinese words and GB 2312):
  * every character of every ``<translation>`` in ``assets/translations/*.ts``;
  * every CJK character written in the app's own source (``mjtrainer/**/*.py``);
  * the tile names and wait-kind words the app shows (``TILE_TEXT`` below) and a built-in list of
    common UI words (``UI_WORDS``);
  * ASCII, Latin-1, common typographic punctuation, CJK punctuation, full-width forms;
  * the 3755 characters of GB 2312 level 1, the standard set of the most frequently used
    simplified characters, read from Python's own ``gb2312`` codec (no download needed).
It also writes ``assets/fonts/OFL.txt`` (copyright notice + licence, taken from the font and
from the Debian package's copyright file).
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent


class Target:
    """One language's subset: its file and names, the collection member it is cut from, the
    catalogues it must cover and the common characters it adds."""

    def __init__(
        self, out: str, family: str, ps_name: str, member: str, catalogues: str, common: str
    ) -> None:
        self.out, self.family, self.ps_name = out, family, ps_name
        self.member, self.catalogues, self.common = member, catalogues, common


TARGETS = {
    "zh_CN": Target(
        "mjtrainer-cjk.otf",
        "mjtrainer CJK",
        "mjtrainerCJK-Regular",
        " SC",
        "mjtrainer_zh_CN.ts",
        "gb2312",
    ),
    "ja": Target(
        "mjtrainer-ja.otf", "mjtrainer JA", "mjtrainerJA-Regular", " JP", "mjtrainer_ja.ts", "jis"
    ),
}

FONT_CANDIDATES = (
    "NotoSansCJK-Regular.ttc",
    "NotoSansCJKsc-Regular.otf",
    "NotoSansSC-Regular.otf",
)
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")

# Tile names and the words of the analysis the GUI shows in Chinese.
TILE_TEXT = (
    "一二三四五六七八九 万 筒 条 东 南 西 北 白 发 中 發 "
    "两面 嵌张 边张 单钓 双碰 十三幺 七对 向听 听牌 和牌"
)

# Words a Chinese mahjong trainer's UI is likely to use (also alternate tile names the core
# parses). GB 2312 level 1 already holds most of these characters; this list names the rest
# and documents the intent.
UI_WORDS = """
萬 饼 餅 條 索 東 風 風牌 白板 发财 發財 红中 紅中 东风 南风 西风 北风 箭牌 字牌 数牌
麻将 麻雀 牌 手牌 牌谱 牌河 牌山 宝牌 赤宝牌 里宝牌 杠 暗杠 明杠 加杠 碰 吃 顺子 刻子 杠子
雀头 对子 搭子 面子 孤张 役 番 符 点 荣和 自摸 立直 听 胡 和了 流局 铳 放铳 振听 一向听
两向听 三向听 完成 已和 未听 改良 进张 有效牌 有效 枚 剩余 余 张 见 已见 打 打出 切 切牌
舍牌 最佳 最好 推荐 弃牌 等待 等 和牌型 分解 七对子 国士无双 十三幺九 九莲宝灯 全不靠
七星不靠 组合龙 国标 日麻 立直麻将 通用 规则 预设 选项 设置 首选项 语言 英语 简体中文 中文
文件 编辑 视图 帮助 关于 退出 撤销 重做 复制 粘贴 剪切 清空 清除 删除 添加 移除 重置 确定
取消 应用 保存 打开 关闭 是 否 错误 警告 提示 信息 无效 输入 输出 手 副露 鸣牌 暗 明
测验 练习 题目 问题 答案 正确 错误 遗漏 多余 提交 下一题 上一题 跳过 难度 级别 等级 种类
进度 统计 准确率 正确率 用时 秒 分钟 小时 天 周 月 年 今天 昨天 复习 间隔 历史 图表 记录
开始 结束 暂停 继续 随机 种子 生成 分析 结果 状态 计算 中 忙 请稍候 加载 载入 字体 主题
快捷键 工具提示 窗口 标签 页 显示 隐藏 全部 没有 可用 已用 使用 数量 总计 合计 每 个 次
"""

GB2312_LEVEL1 = range(0xB0, 0xD8)  # rows 16–55 of GB 2312: the 3755 most frequent hanzi


def gb2312_level1() -> str:
    chars = []
    for hi in GB2312_LEVEL1:
        for lo in range(0xA1, 0xFF):
            try:
                chars.append(bytes((hi, lo)).decode("gb2312"))
            except UnicodeDecodeError:
                pass  # row 55 ends at 0xF9
    return "".join(chars)


#: Rows 16–47 of JIS X 0208: the 2965 kanji of level 1, the ones in everyday use.
JIS_LEVEL1 = range(0xB0, 0xD0)


def jis_level1() -> str:
    """The kanji of JIS X 0208 level 1 and every hiragana and katakana, read from Python's own
    ``euc_jp`` codec (no download needed)."""
    chars = [chr(c) for c in range(0x3041, 0x3100)]  # hiragana, katakana
    for hi in JIS_LEVEL1:
        for lo in range(0xA1, 0xFF):
            try:
                chars.append(bytes((hi, lo)).decode("euc_jp"))
            except UnicodeDecodeError:
                pass  # row 47 ends at 0xD3
    return "".join(chars)


def base_codepoints() -> set[int]:
    cps: set[int] = set(range(0x20, 0x7F))  # ASCII
    cps |= set(range(0xA0, 0x100))  # Latin-1: ×, ·, °, «», accented names
    cps |= set(range(0x2010, 0x2028))  # dashes, quotes, bullet, ellipsis
    cps |= {0x2030, 0x2032, 0x2033, 0x203B, 0x20AC, 0x2116, 0x2122}
    cps |= set(range(0x2190, 0x2194))  # arrows ← ↑ → ↓
    cps |= {0x2212, 0x2264, 0x2265, 0x2260, 0x221E, 0x25A0, 0x25A1, 0x25CB, 0x25CF, 0x2605}
    cps |= set(range(0x3000, 0x3040))  # CJK symbols and punctuation
    cps |= set(range(0xFF01, 0xFF5F))  # full-width forms
    cps |= {0xFFE0, 0xFFE1, 0xFFE5}
    return cps


def translation_text(translations_dir: Path, pattern: str = "*.ts") -> str:
    """All text inside ``<translation>`` elements (numerus forms included) of the ``.ts``
    files ``pattern`` names."""
    out = []
    for ts in sorted(translations_dir.glob(pattern)):
        root = ET.parse(ts).getroot()
        for tr in root.iter("translation"):
            out.append("".join(tr.itertext()))
    return "".join(out)


_CJK = re.compile(r"[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]")


def source_cjk(package_dir: Path) -> str:
    """CJK characters written anywhere in the app's Python source (names, messages)."""
    found: set[str] = set()
    for py in sorted(package_dir.rglob("*.py")):
        found.update(_CJK.findall(py.read_text(encoding="utf-8")))
    return "".join(sorted(found))


def wanted_codepoints(root: Path, target: Target) -> tuple[set[int], set[int]]:
    """(required, optional) code points. Required ones must be in the source font."""
    words = TILE_TEXT + UI_WORDS if target.common == "gb2312" else ""
    required_text = (
        words
        + translation_text(root / "assets" / "translations", target.catalogues)
        + source_cjk(root / "mjtrainer")
    )
    required = {ord(c) for c in required_text if not c.isspace()}
    required |= set(range(0x20, 0x7F))
    common = gb2312_level1() if target.common == "gb2312" else jis_level1()
    optional = base_codepoints() | {ord(c) for c in common}
    return required, optional - required


# --------------------------------------------------------------------------- font


def find_font(explicit: str | None) -> Path:
    if explicit:
        p = Path(explicit)
        if not p.is_file():
            sys.exit(f"font not found: {p}")
        return p
    for name in FONT_CANDIDATES:
        for root in (Path("/usr/share/fonts"), Path("/usr/local/share/fonts")):
            hits = sorted(root.rglob(name)) if root.is_dir() else []
            if hits:
                return hits[0]
    sys.exit(
        "Noto Sans CJK not found under /usr/share/fonts; install it with "
        "'apt-get install fonts-noto-cjk' or pass --font PATH"
    )


def member(path: Path, suffix: str = " SC") -> int:
    """Index of Noto Sans CJK SC or JP (``suffix``; not Mono) inside a collection, 0 for a
    plain font."""
    if path.suffix.lower() not in (".ttc", ".otc"):
        return 0
    for i, f in enumerate(TTCollection(str(path), lazy=True).fonts):
        family = f["name"].getDebugName(1) or ""
        if family.endswith(suffix) and "Mono" not in family:
            return i
    sys.exit(f"{path} holds no{suffix} member")


def rename(font: TTFont, target: Target) -> None:
    """Give the subset its own family name (an OFL Modified Version; no clash with Noto)."""
    family, ps_name = target.family, target.ps_name
    name = font["name"]
    version = name.getDebugName(5) or ""
    source = name.getDebugName(4) or f"Noto Sans CJK{target.member}"
    for rec in list(name.names):
        if rec.nameID in (1, 3, 4, 6, 16, 17, 21, 22):
            name.removeNames(nameID=rec.nameID)
    name.setName(family, 1, 3, 1, 0x409)
    name.setName(family, 4, 3, 1, 0x409)
    name.setName(ps_name, 6, 3, 1, 0x409)
    name.setName(f"{ps_name};subset of {source} {version.split(';')[0]}", 3, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps_name]
        top = cff.topDictIndex[0]
        top.FullName = family
        top.FamilyName = family


def build(
    src: Path, number: int, required: set[int], optional: set[int], target: Target
) -> tuple[bytes, TTFont]:
    opts = subset.Options()
    opts.font_number = number
    opts.recalc_timestamp = False  # keep the source's date: the same inputs give the same bytes
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14]
    opts.name_languages = [0x0409]
    opts.notdef_outline = True
    # Horizontal Chinese/English UI text only: vertical forms go, and so does 'locl', whose
    # closure would pull in the Japanese, Korean and Traditional variants of every glyph
    # (it nearly doubles the file).
    opts.layout_features = ["ccmp", "kern", "palt", "halt", "liga", "mark", "mkmk"]
    opts.hinting = True
    font = subset.load_font(str(src), opts, dontLoadGlyphNames=True)
    cmap = font.getBestCmap()
    missing = sorted(c for c in required if c not in cmap)
    if missing:
        sys.exit("the source font lacks: " + " ".join(f"{chr(c)} U+{c:04X}" for c in missing))
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=sorted(required | {c for c in optional if c in cmap}))
    sub.subset(font)
    rename(font, target)
    buf = io.BytesIO()
    font.save(buf)
    return buf.getvalue(), font


def licence_text(font: TTFont, copyright_file: Path, targets: list[Target]) -> str | None:
    """Copyright notice from the font plus the OFL text from the Debian copyright file."""
    if not copyright_file.is_file():
        return None
    lines = copyright_file.read_text(encoding="utf-8").splitlines()
    # The licence text is the stand-alone "License: SIL-1.1" paragraph whose lines are
    # indented; the "Files:" paragraph names the licence too, with no text under it.
    body: list[str] = []
    for i, line in enumerate(lines):
        if line.strip() == "License: SIL-1.1" and lines[i + 1 : i + 2] != [""]:
            for text in lines[i + 1 :]:
                if not text.startswith(" "):
                    break
                body.append("" if text.strip() == "." else text[1:])
            break
    if not any("SIL OPEN FONT LICENSE" in b for b in body):
        return None
    notice = [font["name"].getDebugName(i) for i in (0, 7)]
    head = [n for n in notice if n] + [""]
    for t in targets:
        head.append(
            f'The file {t.out} is a subset of Noto Sans CJK{t.member}, renamed "{t.family}",'
        )
    head += [
        "made with packaging/make_font_subset.py. They are distributed under the licence below.",
        "",
    ]
    return "\n".join(head + body).rstrip() + "\n"


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--font",
        help="source font (.ttc/.otf); default: Noto Sans CJK Regular found under /usr/share/fonts",
    )
    ap.add_argument(
        "--font-number",
        type=int,
        default=None,
        help="member of a .ttc collection (default: the language's, SC or JP)",
    )
    ap.add_argument(
        "--language",
        choices=sorted(TARGETS),
        default="zh_CN",
        help="whose subset to build (default: %(default)s)",
    )
    ap.add_argument(
        "--root",
        default=str(ROOT),
        help="repository root whose assets/ and mjtrainer/ are read (default: %(default)s)",
    )
    ap.add_argument(
        "--copyright",
        default=str(DEBIAN_COPYRIGHT),
        help="Debian copyright file to take the OFL text from (default: %(default)s)",
    )
    args = ap.parse_args(argv)

    root = Path(args.root)
    target = TARGETS[args.language]
    src = find_font(args.font)
    number = args.font_number if args.font_number is not None else member(src, target.member)
    required, optional = wanted_codepoints(root, target)
    data, font = build(src, number, required, optional, target)

    out_dir = root / "assets" / "fonts"
    wrote = write_if_changed(out_dir / target.out, data)
    glyphs = len(font.getGlyphOrder())
    print(
        f"{out_dir / target.out}: {len(data) / 1024:.0f} KiB, {glyphs} glyphs, "
        f"{len(font.getBestCmap())} characters ({'written' if wrote else 'unchanged'})"
    )
    lic = licence_text(font, Path(args.copyright), list(TARGETS.values()))
    if lic is None:
        if not (out_dir / "OFL.txt").exists():
            sys.exit(f"no OFL text found in {args.copyright}; pass --copyright")
        print("OFL.txt kept as it is (no Debian copyright file to read)")
    else:
        write_if_changed(out_dir / "OFL.txt", lic.encode("utf-8"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
