<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccuracyChart</name>
    <message>
        <source>No answers yet: take a quiz and your accuracy per day shows here.</source>
        <translation>还没有答题记录：做几道测验，每天的正确率就会显示在这里。</translation>
    </message>
    <message>
        <source>M/d</source>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>{series}, {day}: {pct}% right of {n}</source>
        <translation>{series}，{day}：{n} 题中答对 {pct}%</translation>
    </message>
    <message>
        <source>questions answered (right axis)</source>
        <translation>答题数（右轴）</translation>
    </message>
</context>
<context>
    <name>CallTable</name>
    <message>
        <source>Pass</source>
        <extracomment>The columns: the choice, its tiles (meld, discard), win %, value, round EV. The narrowest the table asks a layout for: past its columns it scrolls sideways. Where a line&apos;s place in the analysis is kept (the choice&apos;s cell). Room above and below a line&apos;s tiles (as tall as their plates, the plates touched the lines above and below).</extracomment>
        <translation>不鸣</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>{seat} threw {tile}: pass or call, each with its best discard by round EV</source>
        <translation>{seat}打出 {tile}：不鸣或鸣牌，各附本局期望最高的打牌</translation>
    </message>
    <message>
        <source>{choice} (best)</source>
        <translation>{choice}（最佳）</translation>
    </message>
    <message>
        <source>Meld, discard</source>
        <translation>副露、打牌</translation>
    </message>
    <message>
        <source>then discard {tile}</source>
        <translation>然后打 {tile}</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>选择</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>No chances to draw: the search did not reach the hand.</source>
        <translation>无可绘制的概率：搜索未涉及这手牌。</translation>
    </message>
    <message>
        <source>draw (18 is the last)</source>
        <translation>摸牌次数（第 18 摸为最后一摸）</translation>
    </message>
    <message>
        <source>{line}: {pct} by draw {draw}</source>
        <translation>{line}：到第 {draw} 摸为 {pct}</translation>
    </message>
</context>
<context>
    <name>ChowDialog</name>
    <message>
        <source>Declare a chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Which chow holds {name}?</source>
        <translation>用{name}吃哪一组顺子？</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first}至{last}</translation>
    </message>
</context>
<context>
    <name>Count</name>
    <message>
        <source>{n} tile</source>
        <translation>{n} 张</translation>
    </message>
    <message>
        <source>{n} tiles</source>
        <translation>{n} 张牌</translation>
    </message>
    <message>
        <source>{n} tile left</source>
        <translation>剩 {n} 张</translation>
    </message>
    <message>
        <source>{n} tiles left</source>
        <translation>剩 {n} 张</translation>
    </message>
    <message>
        <source>{n} kind</source>
        <translation>{n} 种</translation>
    </message>
    <message>
        <source>{n} kinds</source>
        <translation>{n} 种</translation>
    </message>
    <message>
        <source>{n} way</source>
        <translation>{n} 种</translation>
    </message>
    <message>
        <source>{n} ways</source>
        <translation>{n} 种</translation>
    </message>
    <message>
        <source>{n} step</source>
        <translation>{n} 步</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} 步</translation>
    </message>
    <message>
        <source>{n} wait</source>
        <translation>{n} 种听牌</translation>
    </message>
    <message>
        <source>{n} waits</source>
        <translation>{n} 种听牌</translation>
    </message>
    <message>
        <source>{n} wrong pick</source>
        <translation>错选 {n} 张</translation>
    </message>
    <message>
        <source>{n} wrong picks</source>
        <translation>错选 {n} 张</translation>
    </message>
    <message>
        <source>{n} effective tile</source>
        <translation>{n} 张有效牌</translation>
    </message>
    <message>
        <source>{n} effective tiles</source>
        <translation>{n} 张有效牌</translation>
    </message>
    <message>
        <source>{n} draw left</source>
        <translation>剩 {n} 摸</translation>
    </message>
    <message>
        <source>{n} draws left</source>
        <translation>剩 {n} 摸</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} 张卡片</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 张卡片</translation>
    </message>
    <message>
        <source>{n} mistake</source>
        <translation>{n} 次失误</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>{n} 次失误</translation>
    </message>
    <message>
        <source>{n} round</source>
        <translation>{n} 局</translation>
    </message>
    <message>
        <source>{n} rounds</source>
        <translation>{n} 局</translation>
    </message>
    <message>
        <source>{n} decision</source>
        <translation>{n} 次决策</translation>
    </message>
    <message>
        <source>{n} decisions</source>
        <translation>{n} 次决策</translation>
    </message>
    <message>
        <source>{n} answer</source>
        <translation>{n} 个答案</translation>
    </message>
    <message>
        <source>{n} answers</source>
        <translation>{n} 个答案</translation>
    </message>
</context>
<context>
    <name>Defence</name>
    <message>
        <source>genbutsu</source>
        <extracomment>The catalogue&apos;s context of every word of defence (the window and the command line translate them in it). The name of each category and kabe, by its JSON value, and of a tile no hand can win on (:attr:`Against.name`).
----------
The glossary: each term and what it means.</extracomment>
        <translation>现物</translation>
    </message>
    <message>
        <source>honour</source>
        <translation>字牌</translation>
    </message>
    <message>
        <source>suji</source>
        <translation>筋</translation>
    </message>
    <message>
        <source>half-suji</source>
        <translation>半筋</translation>
    </message>
    <message>
        <source>non-suji</source>
        <translation>无筋</translation>
    </message>
    <message>
        <source>no-chance</source>
        <translation>无机会（壁）</translation>
    </message>
    <message>
        <source>one-chance</source>
        <translation>一机会（壁）</translation>
    </message>
    <message>
        <source>honour, all copies visible</source>
        <translation>字牌，四张全可见</translation>
    </message>
    <message>
        <source>all copies visible, no wait</source>
        <translation>四张全可见，无人可和</translation>
    </message>
    <message>
        <source>{tile} is in the riichi player&apos;s own pond: they are furiten on it and cannot win on it.</source>
        <extracomment>One sentence for each reading; ``{tile}`` is the tile judged, the other names tiles or counts.</extracomment>
        <translation>{tile}在立直者自己的牌河里：他对这张牌振听，不能荣和。</translation>
    </message>
    <message>
        <source>{tile} was discarded after the riichi and not won on: the riichi player is furiten on it.</source>
        <translation>{tile}在立直之后被打出且没人荣和：立直者对它振听。</translation>
    </message>
    <message>
        <source>{tile} is an honour with {visible} other copies in view: only a pair wait or a single wait can win on it.</source>
        <translation>{tile}是字牌，场上可见另外 {visible} 张：只有双碰或单骑能和这张。</translation>
    </message>
    <message>
        <source>{tile} is in no run with three players (2m–8m are out of the wall), with {visible} other copies in view: as for an honour, only a pair wait or a single wait can win on it.</source>
        <translation>三人麻将没有 2m–8m，{tile}组不成顺子，场上可见另外 {visible} 张：和字牌一样，只有双碰或单骑能和这张。</translation>
    </message>
    <message>
        <source>the other three copies of {tile} are in view: only thirteen orphans can win on it.</source>
        <translation>{tile}的另外三张都已可见：只有国士无双能和这张。</translation>
    </message>
    <message>
        <source>all four copies of {tile} are in view and thirteen orphans is ruled out: no hand can win on it.</source>
        <translation>{tile}的四张都已可见，国士无双也不可能：没有任何手牌能和这张。</translation>
    </message>
    <message>
        <source>all four copies of {tile} are in view and no run with it can still be made: no hand can win on it.</source>
        <translation>{tile}的四张都已可见，含它的顺子也已凑不成：没有任何手牌能和这张。</translation>
    </message>
    <message>
        <source>suji of {safe} in the riichi player&apos;s genbutsu: a two-sided wait on {tile} is impossible.</source>
        <translation>立直者的现物{safe}的筋：{tile}不可能是两面听。</translation>
    </message>
    <message>
        <source>half-suji of {safe}: one two-sided wait on {tile} is impossible, the other is still open.</source>
        <translation>{safe}的半筋：{tile}的一种两面听已被排除，另一种仍可能。</translation>
    </message>
    <message>
        <source>non-suji: no genbutsu rules out a two-sided wait on {tile}.</source>
        <translation>无筋：没有现物排除{tile}的两面听。</translation>
    </message>
    <message>
        <source>no-chance: all four {walls} are in view, so no two-sided wait through them can win on {tile}.</source>
        <translation>无机会：{walls}四张全部可见，经过它们的两面听都不能和{tile}。</translation>
    </message>
    <message>
        <source>one-chance: three {walls} are in view, so a two-sided wait through them on {tile} needs the last copy.</source>
        <translation>一机会：{walls}已可见三张，经过它们听{tile}的两面需要最后一张。</translation>
    </message>
    <message>
        <source>A tile the riichi player cannot win on: one in their own pond, or one anyone discarded after their riichi that they let pass.</source>
        <translation>立直者不能荣和的牌：他自己牌河里的牌，或立直后任何人打出而他没有和的牌。</translation>
    </message>
    <message>
        <source>Tiles three apart (1-4-7, 2-5-8, 3-6-9 of a suit): if one is genbutsu, a two-sided wait on the other is impossible.</source>
        <translation>同一花色相隔三的牌（1-4-7、2-5-8、3-6-9）：一张是现物时，另一张不可能是两面听。</translation>
    </message>
    <message>
        <source>kabe (wall)</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>A number tile with three or four copies in view: the two-sided waits through it are unlikely or impossible.</source>
        <translation>场上已可见三张或四张的数牌：经过它的两面听不太可能或不可能。</translation>
    </message>
    <message>
        <source>Three copies of a neighbour are in view: a two-sided wait through it needs the last one.</source>
        <translation>相邻的牌已可见三张：经过它的两面听需要最后一张。</translation>
    </message>
    <message>
        <source>All four copies of a neighbour are in view: no two-sided wait through it exists.</source>
        <translation>相邻的牌四张全部可见：不存在经过它的两面听。</translation>
    </message>
    <message>
        <source>furiten</source>
        <translation>振听</translation>
    </message>
    <message>
        <source>A ready player who discarded one of their winning tiles, or let one pass after riichi, cannot win on a discard.</source>
        <translation>听牌者打出过自己的和牌，或立直后放过了一张和牌，就不能荣和。</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>How two or more tiles are joined in a sentence (&quot;1m and 4m&quot;).</extracomment>
        <translation>和</translation>
    </message>
    <message>
        <source>Against seat {seat}: {text}</source>
        <extracomment>A sentence read against one of several riichis.</extracomment>
        <translation>对座位 {seat}：{text}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Right (shimocha)</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across (toimen)</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>Left (kamicha)</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}和{last}</translation>
    </message>
</context>
<context>
    <name>DefenceError</name>
    <message>
        <source>the table is not valid JSON: {detail}</source>
        <extracomment>English wording of every error code; a view translating errors covers the same codes.</extracomment>
        <translation>牌桌不是有效的 JSON：{detail}</translation>
    </message>
    <message>
        <source>{where} must be a JSON object, not {found}</source>
        <translation>{where}必须是 JSON 对象，而不是 {found}</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; is {value}: {expected}</source>
        <translation>{where}：“{field}”是 {value}：应为{expected}</translation>
    </message>
    <message>
        <source>{where}: unknown field &apos;{field}&apos; (known: {known})</source>
        <translation>{where}：未知字段“{field}”（可用：{known}）</translation>
    </message>
    <message>
        <source>{where}: suit letter &apos;{char}&apos; at position {position} has no digits before it</source>
        <translation>{where}：第 {position} 位的花色字母“{char}”前面没有数字</translation>
    </message>
    <message>
        <source>{where}: unknown suit letter &apos;{char}&apos; at position {position} (use m, p, s, z)</source>
        <translation>{where}：第 {position} 位的花色字母“{char}”无法识别（请用 m、p、s、z）</translation>
    </message>
    <message>
        <source>{where}: unexpected character &apos;{char}&apos; at position {position}</source>
        <translation>{where}：第 {position} 位有意外的字符“{char}”</translation>
    </message>
    <message>
        <source>{where}: digits ending at position {position} have no suit letter</source>
        <translation>{where}：到第 {position} 位为止的数字后面没有花色字母</translation>
    </message>
    <message>
        <source>{where}: no honour {number}z at position {position}: honours are 1z–7z</source>
        <translation>{where}：第 {position} 位没有字牌 {number}z：字牌是 1z–7z</translation>
    </message>
    <message>
        <source>{where}: &apos;0z&apos; at position {position}: only the suits have red fives</source>
        <translation>{where}：第 {position} 位的“0z”：只有数牌有赤五</translation>
    </message>
    <message>
        <source>{where}: {value} is not a tile code (0–36)</source>
        <translation>{where}：{value} 不是牌的代码（0–36）</translation>
    </message>
    <message>
        <source>{where}: a meld has 3 or 4 tiles, not {count}</source>
        <translation>{where}：副露有 3 或 4 张牌，而不是 {count} 张</translation>
    </message>
    <message>
        <source>seat {seat} is not a seat (0–3)</source>
        <translation>座位 {seat} 不是座位（0–3）</translation>
    </message>
    <message>
        <source>seat {seat} appears twice in the table</source>
        <translation>座位 {seat} 在牌桌中出现了两次</translation>
    </message>
    <message>
        <source>seat {seat}: riichi at pond position {index}, but the pond has {size} tiles</source>
        <translation>座位 {seat}：立直在牌河第 {index} 张，但牌河只有 {size} 张</translation>
    </message>
    <message>
        <source>seat {seat}: tile {index} called from a pond of {size} tiles</source>
        <translation>座位 {seat}：从 {size} 张的牌河中鸣了第 {index} 张</translation>
    </message>
    <message>
        <source>seat {seat}: &apos;after&apos; position {index} for seat {riichi}, but the pond has {size} tiles</source>
        <translation>座位 {seat}：座位 {riichi} 的“after”位置是 {index}，但牌河只有 {size} 张</translation>
    </message>
    <message>
        <source>seat {seat}: &apos;after&apos; names seat {riichi}, which has not declared riichi</source>
        <translation>座位 {seat}：“after”指向座位 {riichi}，但它没有立直</translation>
    </message>
    <message>
        <source>{count} copies of {tile} in view: there are only 4</source>
        <translation>可见 {count} 张{tile}：一共只有 4 张</translation>
    </message>
    <message>
        <source>two red {tile} in view: there is only one</source>
        <translation>可见两张赤{tile}：只有一张</translation>
    </message>
    <message>
        <source>turn {turn} is outside 1–{last}</source>
        <translation>巡目 {turn} 超出 1–{last}</translation>
    </message>
    <message>
        <source>the table</source>
        <extracomment>The English of each part (``{n}`` a seat or an opponent&apos;s number, ``{m}`` a meld&apos;s).</extracomment>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>the seat&apos;s own pond</source>
        <translation>自己的牌河</translation>
    </message>
    <message>
        <source>dora_indicators</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>seat {n} pond</source>
        <translation>座位 {n} 的牌河</translation>
    </message>
    <message>
        <source>seat {n} meld {m}</source>
        <translation>座位 {n} 的第 {m} 组副露</translation>
    </message>
    <message>
        <source>opponent {n}</source>
        <translation>第 {n} 个对手</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>嵌套太深</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <source>cannot read {path}: bytes that are not UTF-8 text</source>
        <translation>无法读取 {path}：内容不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a pond position as the value</source>
        <translation>以牌河中的位置为值</translation>
    </message>
    <message>
        <source>a riichi seat 0–3 as the key</source>
        <translation>以立直的座位 0–3 为键</translation>
    </message>
    <message>
        <source>a seat 0–3</source>
        <extracomment>The table as a whole (its fields, its tile codes).</extracomment>
        <translation>座位 0–3</translation>
    </message>
    <message>
        <source>a wind 0–3 (East … North)</source>
        <translation>风 0–3（东……北）</translation>
    </message>
    <message>
        <source>an object: riichi seat → pond position</source>
        <translation>对象：立直座位 → 牌河位置</translation>
    </message>
    <message>
        <source>mpsz text like &apos;19m5z0p&apos;</source>
        <translation>像“19m5z0p”这样的 mpsz 文本</translation>
    </message>
    <message>
        <source>mpsz text like &apos;[123m]&apos;</source>
        <translation>像“[123m]”这样的 mpsz 文本</translation>
    </message>
    <message>
        <source>positions in the pond of the tiles called</source>
        <translation>被鸣的牌在牌河中的位置</translation>
    </message>
    <message>
        <source>the declaration tile&apos;s position in the pond, or null</source>
        <translation>宣言牌在牌河中的位置，或 null</translation>
    </message>
</context>
<context>
    <name>DefencePart</name>
    <message>
        <source>The riichi was declared with this tile</source>
        <translation>打出这张牌时宣告立直</translation>
    </message>
    <message>
        <source>after the riichi: genbutsu for it</source>
        <translation>在立直之后打出：对该立直是现物</translation>
    </message>
    <message>
        <source>after {seat}&apos;s riichi: genbutsu for it</source>
        <translation>在{seat}立直之后打出：对该立直是现物</translation>
    </message>
    <message>
        <source>{seat} · riichi</source>
        <translation>{seat} · 立直</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>Sideways: a riichi tile. On a plate: thrown after a riichi, so genbutsu (darker: after both).</source>
        <translation>横放：立直宣言牌。底板：立直后打出，是现物（深色：两家之后）。</translation>
    </message>
    <message>
        <source>Sideways: the riichi tile. On a plate: thrown after it, so genbutsu.</source>
        <translation>横放：立直宣言牌。底板：立直后打出，是现物。</translation>
    </message>
    <message>
        <source>Against {seat} ({chance}): {text}</source>
        <translation>对{seat}（{chance}）：{text}</translation>
    </message>
    <message>
        <source>{chance} · {category}</source>
        <translation>{chance} · {category}</translation>
    </message>
    <message>
        <source>{seat}&apos;s riichi hand, waiting on {waits}:</source>
        <translation>{seat}的立直手牌，听{waits}：</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>The riichi hands, revealed</source>
        <translation>立直者的手牌</translation>
    </message>
    <message>
        <source>Three players: the chances are four-player estimates (the published deal-in rates are counted at four-player tables); the categories are exact.</source>
        <translation>三人麻将：放铳率是四人麻将的估计（公开的放铳率统计自四人对局）；安全度分类是准确的。</translation>
    </message>
</context>
<context>
    <name>Fu</name>
    <message>
        <source>base</source>
        <extracomment>The reason a complete hand is not a win: it has no yaku (dora are not yaku). How each reason for fu reads, marked for the catalogues (context &quot;Fu&quot;): the window and ``mjtrainer score`` word it from here.</extracomment>
        <translation>底符</translation>
    </message>
    <message>
        <source>concealed hand on a discard</source>
        <translation>门前荣和</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七对子</translation>
    </message>
    <message>
        <source>closed wait (kanchan)</source>
        <translation>嵌张听</translation>
    </message>
    <message>
        <source>edge wait (penchan)</source>
        <translation>边张听</translation>
    </message>
    <message>
        <source>pair wait (tanki)</source>
        <translation>单骑听</translation>
    </message>
    <message>
        <source>dragon pair</source>
        <translation>三元牌雀头</translation>
    </message>
    <message>
        <source>seat-wind pair</source>
        <translation>自风雀头</translation>
    </message>
    <message>
        <source>round-wind pair</source>
        <translation>场风雀头</translation>
    </message>
    <message>
        <source>open pung of simples</source>
        <translation>明刻（中张）</translation>
    </message>
    <message>
        <source>open pung of terminals or honours</source>
        <translation>明刻（幺九）</translation>
    </message>
    <message>
        <source>concealed pung of simples</source>
        <translation>暗刻（中张）</translation>
    </message>
    <message>
        <source>concealed pung of terminals or honours</source>
        <translation>暗刻（幺九）</translation>
    </message>
    <message>
        <source>open kong of simples</source>
        <translation>明杠（中张）</translation>
    </message>
    <message>
        <source>open kong of terminals or honours</source>
        <translation>明杠（幺九）</translation>
    </message>
    <message>
        <source>concealed kong of simples</source>
        <translation>暗杠（中张）</translation>
    </message>
    <message>
        <source>concealed kong of terminals or honours</source>
        <translation>暗杠（幺九）</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>open hand without fu, on a discard</source>
        <translation>副露无符荣和</translation>
    </message>
    <message>
        <source>rounded up</source>
        <translation>进位</translation>
    </message>
</context>
<context>
    <name>GameError</name>
    <message>
        <source>not a game log: {what}</source>
        <extracomment>English wording of every error code; a view translating errors covers the same codes.</extracomment>
        <translation>不是牌谱：{what}</translation>
    </message>
    <message>
        <source>not valid JSON: {detail}</source>
        <translation>不是有效的 JSON：{detail}</translation>
    </message>
    <message>
        <source>not valid XML: {detail}</source>
        <translation>不是有效的 XML：{detail}</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is {value}: {expected}</source>
        <translation>“{field}”是 {value}：应为 {expected}</translation>
    </message>
    <message>
        <source>no &apos;{field}&apos; where {where} needs one</source>
        <translation>{where} 需要“{field}”，但没有</translation>
    </message>
    <message>
        <source>the log has no rounds</source>
        <translation>牌谱里一局也没有</translation>
    </message>
    <message>
        <source>the log ends in the middle of a round</source>
        <translation>牌谱在一局的中途结束</translation>
    </message>
    <message>
        <source>unknown event &apos;{name}&apos;</source>
        <translation>未知的事件“{name}”</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a tile</source>
        <translation>“{text}”不是牌</translation>
    </message>
    <message>
        <source>a hidden tile (&apos;?&apos;): the log does not show every hand</source>
        <translation>有隐藏的牌（“?”）：牌谱没有记下每家的手牌</translation>
    </message>
    <message>
        <source>unknown round result &apos;{text}&apos;</source>
        <translation>未知的一局结果“{text}”</translation>
    </message>
    <message>
        <source>the game was stopped by the server&apos;s error: {message}</source>
        <translation>对局因服务器报错而中止：{message}</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB: no game log is that large</source>
        <translation>文件大于 {limit} MB：没有这么大的牌谱</translation>
    </message>
    <message>
        <source>the gzip file unpacks to more than {limit} MB: no game log is that large</source>
        <translation>gzip 文件解压后超过 {limit} MB：没有这么大的牌谱</translation>
    </message>
    <message>
        <source>the viewer link is longer than {limit} MB: no game&apos;s link is that long</source>
        <translation>查看器链接长于 {limit} MB：没有这么长的对局链接</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is {value}: a log&apos;s numbers are at most {limit} either way</source>
        <translation>“{field}”是 {value}：牌谱里的数字绝对值最多为 {limit}</translation>
    </message>
    <message>
        <source>more than {limit} rounds: no game has that many</source>
        <translation>超过 {limit} 局：没有这么多局的对局</translation>
    </message>
    <message>
        <source>more than {limit} events in one round: no round has that many</source>
        <translation>一局里超过 {limit} 个事件：没有这么多事件的一局</translation>
    </message>
    <message>
        <source>seat {seat} is not a seat (0–{last})</source>
        <translation>座位 {seat} 不是座位（0–{last}）</translation>
    </message>
    <message>
        <source>seat {seat} starts with {count} tiles instead of 13</source>
        <translation>座位 {seat} 起手 {count} 张牌，不是 13 张</translation>
    </message>
    <message>
        <source>a fifth {tile} turns up</source>
        <translation>出现了第五张{tile}</translation>
    </message>
    <message>
        <source>a {tile} turns up, but {seats} players leave 2m–8m out of the wall</source>
        <translation>出现了{tile}，但{seats}人麻将的牌山里没有 2m–8m</translation>
    </message>
    <message>
        <source>seat {seat} sets {tile} aside as a kita, but {detail}</source>
        <translation>座位 {seat} 把{tile}拔北，但{detail}</translation>
    </message>
    <message>
        <source>a second red {tile} turns up</source>
        <translation>出现了第二张{tile}</translation>
    </message>
    <message>
        <source>a red five ({tile}) in a game without red fives</source>
        <translation>不用赤宝牌的对局里出现了赤五（{tile}）</translation>
    </message>
    <message>
        <source>seat {seat} {action} {tile} but holds none</source>
        <translation>座位 {seat} {action}{tile}，但手里没有这张牌</translation>
    </message>
    <message>
        <source>seat {seat} {action} out of turn (seat {expected} was to {expected_action})</source>
        <translation>座位 {seat} 没轮到就{action}（应由座位 {expected}{expected_action}）</translation>
    </message>
    <message>
        <source>seat {seat} calls {tile}, but {detail}</source>
        <translation>座位 {seat} 鸣{tile}，但{detail}</translation>
    </message>
    <message>
        <source>seat {seat} cannot chi {tile} with {tiles}</source>
        <translation>座位 {seat} 不能用 {tiles} 吃{tile}</translation>
    </message>
    <message>
        <source>seat {seat}: {tiles} is not a {meld}</source>
        <translation>座位 {seat}：{tiles} 不是{meld}</translation>
    </message>
    <message>
        <source>seat {seat} adds {tile} to a pon it does not have</source>
        <translation>座位 {seat} 把{tile}加到一副它没有的碰上</translation>
    </message>
    <message>
        <source>seat {seat} declares riichi with an open hand</source>
        <translation>座位 {seat} 副露后宣告立直</translation>
    </message>
    <message>
        <source>seat {seat} declares riichi twice</source>
        <translation>座位 {seat} 宣告了两次立直</translation>
    </message>
    <message>
        <source>seat {seat} declares riichi but does not discard next</source>
        <translation>座位 {seat} 宣告立直后没有接着打牌</translation>
    </message>
    <message>
        <source>seat {seat} discards {tile} as the tile just drawn, but drew {drawn}</source>
        <translation>座位 {seat} 把{tile}当作刚摸的牌打出，但摸到的是{drawn}</translation>
    </message>
    <message>
        <source>seat {seat} wins on {tile}, but {detail}</source>
        <translation>座位 {seat} 和{tile}，但{detail}</translation>
    </message>
    <message>
        <source>the round ends {detail}</source>
        <translation>这一局的结束不对：{detail}</translation>
    </message>
    <message>
        <source>the deltas {deltas} are not four whole numbers</source>
        <translation>点数变化 {deltas} 不是四个整数</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s winning hand is {given} in the log but {held} by its play</source>
        <translation>座位 {seat} 的和牌手牌在牌谱里是 {given}，按打牌过程却是 {held}</translation>
    </message>
    <message>
        <source>seat {seat} wins on {tile}, but {held} and {tile} are not a complete hand</source>
        <translation>座位 {seat} 和了 {tile}，但 {held} 加上 {tile} 并不是和牌的手牌</translation>
    </message>
    <message>
        <source>a {count}th dora indicator: there are at most 5</source>
        <translation>第 {count} 张宝牌指示牌：最多只有 5 张</translation>
    </message>
    <message>
        <source>seat {seat} draws from an empty wall</source>
        <translation>座位 {seat} 从空的牌山摸牌</translation>
    </message>
    <message>
        <source>tile id {id} ({tile}) turns up twice</source>
        <translation>牌编号 {id}（{tile}）出现了两次</translation>
    </message>
    <message>
        <source>seat {seat} {action} tile id {id} ({tile}) but does not hold it</source>
        <translation>座位 {seat} {action}牌编号 {id}（{tile}），但手里没有这张牌</translation>
    </message>
    <message>
        <source>the log is malformed ({detail})</source>
        <translation>牌谱格式有误（{detail}）</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is {value}: it cannot be below 0</source>
        <translation>“{field}”为 {value}：不能小于 0</translation>
    </message>
    <message>
        <source>a four-riichi draw, but {count} seats are in riichi</source>
        <translation>四家立直流局，但只有 {count} 家立直</translation>
    </message>
    <message>
        <source>a nine-terminals draw, but not at a seat&apos;s first draw before any call</source>
        <translation>九种九牌流局，但不是在第一巡的首次摸牌、无人鸣牌之前</translation>
    </message>
    <message>
        <source>a four-winds draw, but the first discards are not one wind, uncalled</source>
        <translation>四风连打流局，但第一巡的打牌不是同一种风牌，或有人鸣牌</translation>
    </message>
    <message>
        <source>a four-kongs draw, but {count} kongs were declared</source>
        <translation>四杠散了流局，但只开了 {count} 个杠</translation>
    </message>
    <message>
        <source>this round cannot follow {previous}</source>
        <translation>本局不能接在 {previous} 之后</translation>
    </message>
    <message>
        <source>it starts with scores {scores}, but the round before ended with {expected}</source>
        <translation>本局开始时的点数为 {scores}，但上一局结束时为 {expected}</translation>
    </message>
    <message>
        <source>it starts with {sticks} riichi sticks, but the round before left {expected}</source>
        <translation>本局开始时有 {sticks} 根立直棒，但上一局留下 {expected} 根</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>摸</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>declares riichi</source>
        <translation>宣告立直</translation>
    </message>
    <message>
        <source>adds a kong</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>adds to a kong</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>declares a concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>declares a concealed kong of</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>calls with</source>
        <translation>鸣牌时用</translation>
    </message>
    <message>
        <source>sets aside a kita</source>
        <translation>拔北</translation>
    </message>
    <message>
        <source>sets aside</source>
        <translation>拔出</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>What a riichi declaration puts on the table. Dora indicators a round can show at most (the first and one a kong, four kongs at most). The first honour kind: a chi is of number tiles only.</extracomment>
        <translation>摸牌</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>a broken gzip file ({reason})</source>
        <translation>损坏的 gzip 文件（{reason}）</translation>
    </message>
    <message>
        <source>bytes that are not UTF-8 text</source>
        <translation>不是 UTF-8 文本的字节</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>空文件</translation>
    </message>
    <message>
        <source>JSON that is neither tenhou.net/6 nor mjai</source>
        <translation>既不是 tenhou.net/6 也不是 mjai 的 JSON</translation>
    </message>
    <message>
        <source>text that is not tenhou.net/6, mjai or mjlog</source>
        <translation>不是 tenhou.net/6、mjai 或 mjlog 的文本</translation>
    </message>
    <message>
        <source>text with no tenhou.net/6 viewer link</source>
        <translation>没有 tenhou.net/6 牌谱链接的文本</translation>
    </message>
    <message>
        <source>XML whose root is &lt;{tag}&gt;, not &lt;mjloggm&gt;</source>
        <translation>根元素是 &lt;{tag}&gt; 而不是 &lt;mjloggm&gt; 的 XML</translation>
    </message>
    <message>
        <source>a tenhou.net/6 object cut off or broken</source>
        <translation>tenhou.net/6 对象被截断或已损坏</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>嵌套太深</translation>
    </message>
    <message>
        <source>after end_game</source>
        <translation>在 end_game 之后</translation>
    </message>
    <message>
        <source>&apos;{kind}&apos; outside a round</source>
        <translation>“{kind}”不在任何一局之内</translation>
    </message>
    <message>
        <source>with seat {seat}&apos;s takes or discards not all played</source>
        <translation>座位 {seat} 的摸牌或打牌没有全部打完</translation>
    </message>
    <message>
        <source>&lt;{tag}&gt; before any INIT</source>
        <translation>&lt;{tag}&gt; 出现在任何 INIT 之前</translation>
    </message>
    <message>
        <source>before &lt;{tag}&gt;</source>
        <translation>在 &lt;{tag}&gt; 之前</translation>
    </message>
    <message>
        <source>before its last event</source>
        <translation>在最后一个事件之前</translation>
    </message>
    <message>
        <source>in a draw and a win</source>
        <translation>既是流局又是和牌</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>结束了两次</translation>
    </message>
    <message>
        <source>in an exhaustive draw with {left} tiles in the wall</source>
        <translation>荒牌流局时牌山里还有 {left} 张牌</translation>
    </message>
    <message>
        <source>its call {call} fits no discard</source>
        <translation>它的鸣牌 {call} 对不上任何打出的牌</translation>
    </message>
    <message>
        <source>it was not just discarded</source>
        <translation>这张牌不是刚打出的</translation>
    </message>
    <message>
        <source>nothing was just discarded</source>
        <translation>刚才没有人打牌</translation>
    </message>
    <message>
        <source>seat {seat} just discarded {tile}</source>
        <translation>座位 {seat} 刚打出的是{tile}</translation>
    </message>
    <message>
        <source>only three players do</source>
        <translation>只有三人麻将才拔北</translation>
    </message>
    <message>
        <source>a kita is a north</source>
        <translation>拔北拔的是北</translation>
    </message>
    <message>
        <source>it did not just draw</source>
        <translation>它刚才没有摸牌</translation>
    </message>
    <message>
        <source>seat {seat} gave no tile</source>
        <translation>座位 {seat} 没有打出这张牌</translation>
    </message>
    <message>
        <source>the tile was {tile}</source>
        <translation>那张牌是{tile}</translation>
    </message>
    <message>
        <source>its hand has the wrong size</source>
        <translation>它的手牌张数不对</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>{n} tiles</source>
        <translation>{n} 张牌</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>一个事件</translation>
    </message>
    <message>
        <source>three or four names</source>
        <translation>三个或四个名字</translation>
    </message>
    <message>
        <source>{n} names</source>
        <translation>{n} 个名字</translation>
    </message>
    <message>
        <source>E, S, W or N</source>
        <translation>E、S、W 或 N</translation>
    </message>
    <message>
        <source>{n} hands, as the first round</source>
        <translation>与第一局一样的 {n} 副手牌</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n} 副手牌</translation>
    </message>
    <message>
        <source>a hand</source>
        <translation>一副手牌</translation>
    </message>
    <message>
        <source>[name, han] pairs</source>
        <translation>[役名, 番数] 对</translation>
    </message>
    <message>
        <source>like 30符1飜1000点</source>
        <translation>形如 30符1飜1000点</translation>
    </message>
    <message>
        <source>like 立直(1飜)</source>
        <translation>形如 立直(1飜)</translation>
    </message>
    <message>
        <source>a Tenhou call</source>
        <translation>天凤的鸣牌记法</translation>
    </message>
    <message>
        <source>a letter at 0, 2, 4 or 6</source>
        <translation>位于第 0、2、4 或 6 位的字母</translation>
    </message>
    <message>
        <source>a seat that plays</source>
        <translation>参与对局的座位</translation>
    </message>
    <message>
        <source>the players and rules of the first line (line {line})</source>
        <translation>与第一行（第 {line} 行）相同的玩家和规则</translation>
    </message>
    <message>
        <source>{n} entries</source>
        <translation>{n} 项</translation>
    </message>
    <message>
        <source>[kyoku, honba, sticks]</source>
        <translation>[局数, 本场, 供托]</translation>
    </message>
    <message>
        <source>indicators</source>
        <translation>指示牌</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>0 after an open kong</source>
        <translation>明杠之后为 0</translation>
    </message>
    <message>
        <source>a tile, r, k or a</source>
        <translation>一张牌、r、k 或 a</translation>
    </message>
    <message>
        <source>one indicator a kong</source>
        <translation>每个杠一张指示牌</translation>
    </message>
    <message>
        <source>r and one tile</source>
        <translation>r 加一张牌</translation>
    </message>
    <message>
        <source>f and one tile</source>
        <translation>f 加一张牌</translation>
    </message>
    <message>
        <source>a call</source>
        <translation>鸣牌</translation>
    </message>
    <message>
        <source>a result</source>
        <translation>一局的结果</translation>
    </message>
    <message>
        <source>deltas and a win</source>
        <translation>点数变化与和牌</translation>
    </message>
    <message>
        <source>[who, from, pao, points, yaku…]</source>
        <translation>[和牌者, 放铳者, 包牌者, 点数, 役…]</translation>
    </message>
    <message>
        <source>a 16-bit meld code</source>
        <translation>16 位的副露编码</translation>
    </message>
    <message>
        <source>a chi from the left</source>
        <translation>吃上家的牌</translation>
    </message>
    <message>
        <source>a pon code</source>
        <translation>碰的编码</translation>
    </message>
    <message>
        <source>a kita of a north</source>
        <translation>拔北（北）</translation>
    </message>
    <message>
        <source>a kong code</source>
        <translation>杠的编码</translation>
    </message>
    <message>
        <source>at most {n}</source>
        <translation>最多 {n}</translation>
    </message>
    <message>
        <source>{n} numbers</source>
        <translation>{n} 个数</translation>
    </message>
    <message>
        <source>a round 0–15</source>
        <translation>局数 0–15</translation>
    </message>
    <message>
        <source>yaku ids</source>
        <translation>役的编号</translation>
    </message>
    <message>
        <source>a seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>{sign}a number of some {digits} digits</source>
        <translation>约 {digits} 位的{sign}数</translation>
    </message>
    <message>
        <source>a number of {digits} digits</source>
        <translation>{digits} 位的数</translation>
    </message>
    <message>
        <source>an mjai log&apos;s first line</source>
        <translation>mjai 牌谱的第一行</translation>
    </message>
    <message>
        <source>a tenhou.net/6 log</source>
        <translation>tenhou.net/6 牌谱</translation>
    </message>
    <message>
        <source>round {round}</source>
        <extracomment>Where a fault is, before the message: &quot;round S2, event 41: …&quot;.</extracomment>
        <translation>{round} 局</translation>
    </message>
    <message>
        <source>event {event}</source>
        <translation>第 {event} 个事件</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>第 {line} 行</translation>
    </message>
    <message>
        <source>{place}: {message}</source>
        <translation>{place}：{message}</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>The tiles of a hand that holds none.</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>{place}, {more}</source>
        <translation>{place}，{more}</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>A run of two open at both ends, like 34 waiting on 2 or 5.</source>
        <translation>两头都能接的两张连牌，如 34 听 2 或 5。</translation>
    </message>
    <message>
        <source>The middle of a run, like 35 waiting on 4.</source>
        <translation>听顺子中间的一张，如 35 听 4。</translation>
    </message>
    <message>
        <source>A run of two at the end of a suit: 12 waiting on 3, or 89 on 7.</source>
        <translation>靠在一门边上的两张连牌：12 听 3，89 听 7。</translation>
    </message>
    <message>
        <source>A lone tile waiting for its pair.</source>
        <translation>单张等与它成对的那张牌。</translation>
    </message>
    <message>
        <source>Two pairs, either of which can become a pung.</source>
        <translation>两个对子，摸到任一对的第三张即成刻子。</translation>
    </message>
    <message>
        <source>Thirteen orphans with each of the thirteen terminals and honours held once: any of them completes the hand.</source>
        <translation>十三幺中十三种幺九牌和字牌各有一张：摸到其中任何一种都能和牌。</translation>
    </message>
    <message>
        <source>The shapes most rules share: standard hands (sets and a pair), seven pairs and thirteen orphans.</source>
        <translation>多数规则共有的牌型：一般形（面子加一对将）、七对子和十三幺。</translation>
    </message>
    <message>
        <source>Japanese riichi mahjong: the same shapes; four identical tiles never count as two pairs.</source>
        <translation>日本立直麻将：牌型相同；四张相同的牌不能算作两个对子。</translation>
    </message>
    <message>
        <source>The Chinese Official rules: adds the knitted shapes (全不靠, 七星不靠, 组合龙), and four identical tiles may count as two of the seven pairs.</source>
        <translation>国标麻将：另有不靠类牌型（全不靠、七星不靠、组合龙），七对子中四张相同的牌可算作两个对子。</translation>
    </message>
    <message>
        <source>Reading a hand</source>
        <translation>牌理</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向听</translation>
    </message>
    <message>
        <source>How far a hand is from ready: 0 is ready, 1-shanten needs one more useful tile, 2-shanten two, and so on. The trainer counts it for every shape the rules allow and takes the smallest.</source>
        <translation>手牌离听牌还差几步：0 即听牌，1 向听还需再进一张有效牌，2 向听还需两张，依此类推。本程序按规则允许的每种牌型分别计算，取最小值。</translation>
    </message>
    <message>
        <source>Ready (tenpai)</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>A 13-tile hand one tile from complete. The tiles that complete it are its waits, each shown with the copies still left to draw.</source>
        <translation>再来一张就能和牌的 13 张手牌。能让它和牌的牌就是它所听的牌，每张都标出还剩几张可摸。</translation>
    </message>
    <message>
        <source>Effective tiles</source>
        <translation>有效牌</translation>
    </message>
    <message>
        <source>The draws that bring a hand one step closer to ready, with how many copies of each are left. The discard table ranks each discard by the effective tiles it keeps.</source>
        <translation>摸到后能让手牌离听牌更近一步的牌，以及每种还剩几张。打牌选择表按打出后留下的有效牌给每种打法排序。</translation>
    </message>
    <message>
        <source>Seen tiles</source>
        <translation>已见牌</translation>
    </message>
    <message>
        <source>Tiles in view outside your hand: discards, dora indicators, other players&apos; melds. Mark them in Seen mode: every count of tiles left leaves them out. A discard made from the table lands among them.</source>
        <translation>手牌之外看得见的牌：牌河里的弃牌、宝牌指示牌、别家的副露。在“已见”模式下标记它们，所有剩余张数都会把它们扣除。在打牌表中打出的牌也会放到这里。</translation>
    </message>
    <message>
        <source>The look-ahead&apos;s numbers</source>
        <translation>前瞻的数字</translation>
    </message>
    <message>
        <source>The chance, after this discard, to hold a ready hand by the last draw.</source>
        <translation>打出这张后，到最后一摸为止听牌的概率。</translation>
    </message>
    <message>
        <source>The chance, after this discard, to draw a winning tile by the last draw. The discard table lights the discard that wins most often.</source>
        <translation>打出这张后，到最后一摸为止摸到和牌的概率。打牌表会高亮和牌率最高的一张。</translation>
    </message>
    <message>
        <source>The expected value of the wins by the last draw: the win chance × the average win (a hand that does not win counts 0), so less than a win is worth. Riichi points by self-draw, or Chinese Official fan.</source>
        <translation>到最后一摸为止和牌的期望值：和牌率 × 平均和牌价值（没有和牌记 0），所以小于一次和牌的价值。日麻为自摸得点，国标为番数。</translation>
    </message>
    <message>
        <source>pp (percentage points)</source>
        <translation>pp（百分点）</translation>
    </message>
    <message>
        <source>A difference of two chances: from 40% to 35% is 5 pp lost (not 5% of 40%).</source>
        <translation>两个概率之差：从 40% 到 35% 是损失 5 个百分点（不是 40% 的 5%）。</translation>
    </message>
    <message>
        <source>What the look-ahead assumes</source>
        <translation>前瞻的假设</translation>
    </message>
    <message>
        <source>You play alone to the last draw (the 18th): nobody calls, wins or takes tiles, each draw comes from the tiles not in your hand and not seen, and a winning draw is always declared. The basic search follows only the draws that bring the hand closer to ready; the extended search also keeps one draw that changes the hand without bringing it closer, or one step back.</source>
        <translation>你一个人打到最后一摸（第 18 摸）：没有人鸣牌、和牌或拿走牌，每一摸都来自不在手中也未见的牌，摸到和牌时总是和牌。基本搜索只跟随使手牌更接近听牌的摸牌；扩展搜索还允许一次不使手牌更接近的换牌（手变化），或退一步（向听倒退）。</translation>
    </message>
    <message>
        <source>Grades (Review, practice deal)</source>
        <translation>评级（复盘、练习局）</translation>
    </message>
    <message>
        <source>Loses at most {a} pp of win chance against the best.</source>
        <translation>和牌率比最佳打法最多少 {a} 个百分点。</translation>
    </message>
    <message>
        <source>Loses more than {a} pp, at most {b} pp.</source>
        <translation>少 {a} 个百分点以上，最多 {b} 个百分点。</translation>
    </message>
    <message>
        <source>Loses more than {a} pp.</source>
        <translation>少 {a} 个百分点以上。</translation>
    </message>
    <message>
        <source>Graded by shape</source>
        <translation>按牌形评级</translation>
    </message>
    <message>
        <source>A hand beyond the search&apos;s reach, or with no draw left, is graded by its tiles: best keeps the lowest shanten and the most effective tiles; good loses at most {a}% of the best discard&apos;s effective tiles, doubtful at most {b}%, a mistake more (or a higher shanten).</source>
        <translation>超出搜索范围或没有摸牌剩余的手牌按牌形评级：最佳保持最小向听数和最多有效牌；良好最多少最佳打法有效牌的 {a}%，可疑最多少 {b}%，失误少得更多（或向听数更高）。</translation>
    </message>
    <message>
        <source>Kinds of wait</source>
        <translation>听牌形式</translation>
    </message>
    <message>
        <source>Rules presets (Settings)</source>
        <translation>规则预设（设置）</translation>
    </message>
    <message>
        <source>Defence against a riichi</source>
        <translation>对立直的防守</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
</context>
<context>
    <name>HandError</name>
    <message>
        <source>suit letter &apos;{char}&apos; at position {position} has no digits before it</source>
        <extracomment>The room&apos;s name. The catalogue&apos;s context of the room&apos;s messages (the window&apos;s translation context). The room&apos;s English wording of every code (one table a room, shared by its subclasses). English wording of every error code; a view translating errors covers the same codes.</extracomment>
        <translation>第 {position} 个字符的花色字母“{char}”前面没有数字</translation>
    </message>
    <message>
        <source>no honour {number}z at position {position}: honours are 1z–7z</source>
        <translation>第 {position} 个字符：没有字牌 {number}z，字牌只有 1z–7z</translation>
    </message>
    <message>
        <source>unknown suit letter &apos;{char}&apos; at position {position} (use m, p, s or z)</source>
        <translation>第 {position} 个字符“{char}”不是花色字母（请用 m、p、s 或 z）</translation>
    </message>
    <message>
        <source>unexpected character &apos;{char}&apos; at position {position}</source>
        <translation>第 {position} 个字符“{char}”无法识别</translation>
    </message>
    <message>
        <source>digits ending at position {position} have no suit letter (m, p, s or z)</source>
        <translation>到第 {position} 个字符为止的数字后面缺少花色字母（m、p、s 或 z）</translation>
    </message>
    <message>
        <source>&apos;{char}&apos; at position {position} needs a suit after it (万, 筒 or 条)</source>
        <translation>第 {position} 个字符“{char}”后面要跟花色（万、筒或条）</translation>
    </message>
    <message>
        <source>unknown tile name &apos;{char}&apos; at position {position}</source>
        <translation>第 {position} 个字符“{char}”不是牌名</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; at position {position} is not a tile index 0–33</source>
        <translation>第 {position} 个字符处的“{word}”不是 0–33 的牌序号</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; at position {position} is not a two-digit tile code</source>
        <translation>第 {position} 个字符处的“{word}”不是两位数的牌代码</translation>
    </message>
    <message>
        <source>index {number} at position {position} is outside 0–33</source>
        <translation>第 {position} 个字符处的序号 {number} 超出 0–33</translation>
    </message>
    <message>
        <source>code {number} at position {position} is not a tile (11–19, 21–29, 31–39, 40–46)</source>
        <translation>第 {position} 个字符处的代码 {number} 不是牌（应为 11–19、21–29、31–39 或 40–46）</translation>
    </message>
    <message>
        <source>tile kind {tile} is outside 0–33</source>
        <translation>牌种 {tile} 超出 0–33</translation>
    </message>
    <message>
        <source>no tile {number}{suit} at position {position}: suits run 1–9</source>
        <translation>第 {position} 个字符：没有 {number}{suit} 这张牌，数牌只有 1–9</translation>
    </message>
    <message>
        <source>{length} characters: a hand is at most {limit} characters long</source>
        <translation>共 {length} 个字符：手牌最多写 {limit} 个字符</translation>
    </message>
    <message>
        <source>turn {turn} is outside 1–17 (draw 18 is the last)</source>
        <translation>巡目 {turn} 不在 1–17 之内（第 18 巡是最后一次摸牌）</translation>
    </message>
    <message>
        <source>meld &apos;{meld}&apos; must be written in brackets: [123m] or (1111m)</source>
        <translation>副露“{meld}”要写在括号里：[123m] 或 (1111m)</translation>
    </message>
    <message>
        <source>unmatched &apos;{char}&apos; at position {position}: melds look like [123m]</source>
        <translation>第 {position} 个字符“{char}”没有配对的括号：副露的写法如 [123m]</translation>
    </message>
    <message>
        <source>{where}: a concealed kong is four identical tiles, like (1111m)</source>
        <translation>{where}：暗杠是四张相同的牌，如 (1111m)</translation>
    </message>
    <message>
        <source>{where}: a kong is four identical tiles, like [1111m]</source>
        <translation>{where}：杠是四张相同的牌，如 [1111m]</translation>
    </message>
    <message>
        <source>{where} has {tiles}: a meld has 3 (chow, pung) or 4 (kong)</source>
        <translation>{where}有 {tiles}牌：副露是 3 张（吃、碰）或 4 张（杠）</translation>
    </message>
    <message>
        <source>{tiles}: a hand has at most 14 (a kong counts as 3)</source>
        <translation>{tiles}牌：手牌最多 14 张（杠按 3 张计）</translation>
    </message>
    <message>
        <source>{tiles}: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14), add or remove one</source>
        <translation>{tiles}牌：手牌要有 3n+1 或 3n+2 张（如 13 或 14 张），请加一张或去掉一张</translation>
    </message>
    <message>
        <source>{tiles}: {what} needs a 3n+1 (like 13)-tile hand</source>
        <translation>{tiles}牌：{what}需要 3n+1 张（如 13 张）的手牌</translation>
    </message>
    <message>
        <source>{tiles}: {what} needs a 3n+2 (like 14)-tile hand</source>
        <translation>{tiles}牌：{what}需要 3n+2 张（如 14 张）的手牌</translation>
    </message>
    <message>
        <source>unknown rules &apos;{name}&apos;: choose general, riichi, mcr or sanma</source>
        <translation>未知规则“{name}”：可选 general、riichi、mcr 或 sanma</translation>
    </message>
    <message>
        <source>{tile} is not played under {rules}: three players use 1m and 9m only</source>
        <translation>{rules} 规则不用 {tile}：三人麻将的万子只有 1m 和 9m</translation>
    </message>
    <message>
        <source>{where}: honours cannot form a chow</source>
        <translation>{where}：字牌不能吃（组成顺子）</translation>
    </message>
    <message>
        <source>&apos;0z&apos; at position {position}: only 0m, 0p and 0s are red fives</source>
        <translation>第 {position} 个字符的“0z”：只有 0m、0p 和 0s 是赤五</translation>
    </message>
    <message>
        <source>two red {tile}: each suit has one red five (0m, 0p, 0s)</source>
        <translation>两张赤{tile}：每种花色只有一张赤五（0m、0p、0s）</translation>
    </message>
    <message>
        <source>red {tile}: these rules play without red fives; write 5 instead of 0</source>
        <translation>赤{tile}：这套规则不用赤五，请把 0 写作 5</translation>
    </message>
    <message>
        <source>{where} is not a chow (three in a row of one suit), a pung or a kong</source>
        <translation>{where}既不是顺子（同花色三张连续），也不是刻子或杠</translation>
    </message>
    <message>
        <source>no chow starts at {tile}</source>
        <translation>没有以{tile}开头的顺子</translation>
    </message>
    <message>
        <source>{total} copies of {tile} ({parts}): there are only 4</source>
        <translation>{tile}共 {total} 张（{parts}）：每种牌只有 4 张</translation>
    </message>
    <message>
        <source>a hand needs 34 counts, got {count}</source>
        <translation>手牌需要 34 个计数，实际为 {count} 个</translation>
    </message>
    <message>
        <source>no {tile} in the hand to remove</source>
        <translation>手牌里没有{tile}可以去掉</translation>
    </message>
    <message>
        <source>{count} copies of {tile}: a count cannot be negative</source>
        <translation>{tile}的张数为 {count}：张数不能为负</translation>
    </message>
    <message>
        <source>unknown rules option &apos;{option}&apos;: options are {options}</source>
        <translation>未知规则选项“{option}”：可用的选项有 {options}</translation>
    </message>
    <message>
        <source>{count} red fives: play with 0 or 3 (one each of 5m, 5p, 5s)</source>
        <translation>{count} 张赤五：只能用 0 张或 3 张（5m、5p、5s 各一张）</translation>
    </message>
    <message>
        <source>waits</source>
        <extracomment>What a size error says needs the other size (``what``: the judging function, marked where it is named, ``need_size``&apos;s callers).</extracomment>
        <translation>听牌</translation>
    </message>
    <message>
        <source>wait readings</source>
        <translation>听牌读法</translation>
    </message>
    <message>
        <source>effective tiles</source>
        <translation>有效牌</translation>
    </message>
    <message>
        <source>discard options</source>
        <translation>打牌选项</translation>
    </message>
    <message>
        <source>the look-ahead of discards</source>
        <translation>打牌的前瞻</translation>
    </message>
    <message>
        <source>the look-ahead of a hand</source>
        <translation>手牌的前瞻</translation>
    </message>
    <message>
        <source>meld {meld} at position {position}</source>
        <extracomment>The parts of the core&apos;s messages: where a meld is, the copies by where they are, a fault in the seen tiles.</extracomment>
        <translation>第 {position} 个字符处的副露 {meld}</translation>
    </message>
    <message>
        <source>meld {meld}</source>
        <translation>副露 {meld}</translation>
    </message>
    <message>
        <source>{n} in hand</source>
        <translation>手牌 {n} 张</translation>
    </message>
    <message>
        <source>{n} in melds</source>
        <translation>副露 {n} 张</translation>
    </message>
    <message>
        <source>{n} seen</source>
        <translation>已见 {n} 张</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The catalogue&apos;s context of ``words`` (the window&apos;s translation context). The separator of a list inside a message (the core&apos;s &quot;3 in hand, 1 seen&quot;).</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>seen tiles: {message}</source>
        <translation>已见牌：{message}</translation>
    </message>
    <message>
        <source>{name} ({code})</source>
        <extracomment>How a room words one code in English: a ``str.format`` template over the params, marked for the catalogues in the room&apos;s context. A tile in a message: its code in English (``5p``), its name and code in another language.</extracomment>
        <translation>{name}（{code}）</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>won</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Hand: {tiles} — click the tile it won on</source>
        <translation>手牌：{tiles}——请点击和牌张</translation>
    </message>
    <message>
        <source>Hand: {tiles} (a kong counts as 3)</source>
        <translation>手牌：{tiles}（杠按 3 张计）</translation>
    </message>
    <message>
        <source>Hand: {tiles}</source>
        <translation>手牌：{tiles}</translation>
    </message>
    <message>
        <source>Click tiles in the palette above, or type a hand like 123m456p789s1122z.</source>
        <translation>点击上方牌面添加，或输入牌型，例如 123m456p789s1122z。</translation>
    </message>
    <message>
        <source>{meld} — click to take it back</source>
        <translation>{meld}——点击撤回</translation>
    </message>
</context>
<context>
    <name>InputError</name>
    <message>
        <source>line {line} is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})</source>
        <extracomment>Longest line read, in bytes: room for the longest text the core reads, written in the widest UTF-8 (4 bytes a character), and some spaces around it. How much of a bad input is echoed back. What a too-long line is skipped in. English wording of every input error, by code.</extracomment>
        <translation>第 {line} 行不是有效的 UTF-8（第 {offset} 个字节 0x{byte:02X}）</translation>
    </message>
    <message>
        <source>line {line} is longer than {limit} bytes: a hand is at most {chars} characters</source>
        <translation>第 {line} 行超过了 {limit} 个字节：一手牌最多 {chars} 个字符</translation>
    </message>
    <message>
        <source>{argument} is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})</source>
        <translation>{argument} 不是有效的 UTF-8（第 {offset} 个字节 0x{byte:02X}）</translation>
    </message>
</context>
<context>
    <name>JSON</name>
    <message>
        <source>Expecting value</source>
        <translation>缺少值</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>缺少分隔符“,”</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>缺少分隔符“:”</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>缺少用双引号括起的属性名</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>字符串没有结束，起始于</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>无效的控制字符，位于</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>无效的转义符 \</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>无效的 \u 转义</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>多余的数据</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>对象结束前有多余的逗号</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>数组结束前有多余的逗号</translation>
    </message>
    <message>
        <source>broken JSON</source>
        <translation>损坏的 JSON</translation>
    </message>
    <message>
        <source>{fault}: line {line} column {column} (char {char})</source>
        <translation>{fault}：第 {line} 行第 {column} 列（第 {char} 个字符）</translation>
    </message>
</context>
<context>
    <name>Limit</name>
    <message>
        <source>mangan</source>
        <translation>满贯</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>跳满</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>倍满</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>三倍满</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役满</translation>
    </message>
    <message>
        <source>kazoe yakuman</source>
        <translation>累计役满</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>两倍役满</translation>
    </message>
    <message>
        <source>triple yakuman</source>
        <translation>三倍役满</translation>
    </message>
    <message>
        <source>quadruple yakuman</source>
        <translation>四倍役满</translation>
    </message>
    <message>
        <source>quintuple yakuman</source>
        <translation>五倍役满</translation>
    </message>
    <message>
        <source>sextuple yakuman</source>
        <translation>六倍役满</translation>
    </message>
</context>
<context>
    <name>Lookahead</name>
    <message>
        <source>A one-player game: nobody calls or wins before you, and each draw comes from the unseen wall (tiles not in your hand or seen).</source>
        <translation>按单人模型计算：无人吃碰杠、无人先和，每次都从未见的牌（不在手中、也未标为已见）中摸牌。</translation>
    </message>
    <message>
        <source>{leader} has the most tiles now, but {best} wins more often: {mine} against {theirs}.</source>
        <translation>打{leader}进张最多，但打{best}和牌更多：{mine}对{theirs}。</translation>
    </message>
    <message>
        <source>{best} and {top} win as often, but {top} is worth more: {mine} against {theirs}.</source>
        <translation>打{best}与打{top}和牌率相同，但打{top}番数更高：{mine}对{theirs}。</translation>
    </message>
    <message>
        <source>{best} and {top} win as often, but {top} is worth more: {mine} points against {theirs}.</source>
        <translation>打{best}与打{top}和牌率相同，但打{top}得点更高：{mine}点对{theirs}点。</translation>
    </message>
    <message>
        <source>{best} wins more often, but {top} is worth more: {mine} against {theirs}.</source>
        <translation>打{best}和牌更多，但打{top}番数更高：{mine}对{theirs}。</translation>
    </message>
    <message>
        <source>{best} wins more often, but {top} is worth more: {mine} points against {theirs}.</source>
        <translation>打{best}和牌更多，但打{top}得点更高：{mine}点对{theirs}点。</translation>
    </message>
    <message>
        <source>ready (tenpai)</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>win</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>The turn counts the draws made so far (1–17, draw 18 is the last): the chances are counted over the draws left.</source>
        <translation>巡目即已摸牌的次数（1–17，第 18 摸为最后一摸）：概率按剩余的摸牌次数计算。</translation>
    </message>
    <message>
        <source>&amp;Turn (巡目):</source>
        <translation>巡目(&amp;T)：</translation>
    </message>
    <message>
        <source>E&amp;xtended search</source>
        <translation>扩展搜索(&amp;X)</translation>
    </message>
    <message>
        <source>The extended search also keeps draws that change the hand without bringing it closer, and one step back from ready: slower (up to seconds), a little higher.</source>
        <translation>扩展搜索还考虑不减少向听数的换牌（手变化）和退一步向听（向听倒退）：更慢（可达数秒），概率略高。</translation>
    </message>
    <message>
        <source>searching %p%</source>
        <translation>搜索中 %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the extended search; the basic search&apos;s chances stay.</source>
        <translation>停止扩展搜索；保留基本搜索的概率。</translation>
    </message>
    <message>
        <source>Chance to be ready and to win, by draw</source>
        <translation>各摸之前听牌与和牌的概率</translation>
    </message>
    <message>
        <source>Chance to win by draw: the {n} discards that win most often</source>
        <translation>各摸之前和牌的概率：和牌率最高的 {n} 种打法</translation>
    </message>
    <message>
        <source>extended search</source>
        <translation>扩展搜索</translation>
    </message>
    <message>
        <source>basic search</source>
        <translation>基本搜索</translation>
    </message>
    <message>
        <source>Chances by the last draw, from turn {turn} ({left}), {search}.</source>
        <translation>到最后一摸为止的概率，自第 {turn} 巡起（{left}），{search}。</translation>
    </message>
    <message>
        <source>Only wins worth 8 fan or more (without flowers) count.</source>
        <translation>只计 8 番以上（不计花牌）的和牌。</translation>
    </message>
    <message>
        <source>An open hand counts only the wins with a yaku.</source>
        <translation>副露的手牌只计有役的和牌。</translation>
    </message>
    <message>
        <source>A hand of fewer than 14 tiles cannot be scored: every complete shape counts.</source>
        <translation>不足 14 张的手牌无法计分：凡是完整的牌型都算和牌。</translation>
    </message>
    <message>
        <source>Chance to win by draw: the discard that wins most often</source>
        <translation>各摸之前和牌的概率：和牌率最高的打法</translation>
    </message>
    <message>
        <source>discard {tile}</source>
        <translation>打{tile}</translation>
    </message>
    <message>
        <source>Fold (the safest tile each turn: {tiles} …): round EV {ev}.</source>
        <translation>弃和（每巡打最安全的牌：{tiles} …）：本局期望 {ev}。</translation>
    </message>
    <message>
        <source>Folding with {tile}: {ev}.</source>
        <translation>打{tile}弃和：{ev}。</translation>
    </message>
    <message>
        <source>{tile} wins {win} and deals in {deal}: {ev}.</source>
        <translation>打{tile}和牌率 {win}，放铳率 {deal}：{ev}。</translation>
    </message>
    <message>
        <source>Best by the round EV: {tile} ({ev}).</source>
        <translation>本局期望最高：打{tile}（{ev}）。</translation>
    </message>
    <message>
        <source>From now you throw the safest tile each turn (genbutsu first, then by the chance to deal in) and give up winning: the deal-ins on the way, the others&apos; self-draws and the noten payment.</source>
        <translation>从现在起每巡打最安全的牌（先打现物，再按放铳率），放弃和牌：计入途中的放铳、他家自摸和未听牌罚符。</translation>
    </message>
    <message>
        <source>{n}-shanten is beyond the extended search&apos;s reach ({cut}-shanten): these are the basic search&apos;s chances.</source>
        <translation>{n} 向听超出扩展搜索范围（{cut} 向听）：这里是基本搜索的概率。</translation>
    </message>
    <message>
        <source>The best discard leaves the hand {n}-shanten, beyond the search&apos;s reach ({cut}-shanten): no chance is worked out.</source>
        <translation>最佳打法后仍为 {n} 向听，超出搜索范围（{cut} 向听）：不计算概率。</translation>
    </message>
    <message>
        <source>—: not searched, that discard leaves the hand two or more steps further from ready than the best one.</source>
        <translation>—：未搜索，该打法比最佳打法多两步或以上向听。</translation>
    </message>
    <message>
        <source>—: not searched, that discard leaves the hand further from ready than the best one.</source>
        <translation>—：未搜索，该打法的向听数多于最佳打法。</translation>
    </message>
    <message>
        <source>By the last draw: ready (tenpai) {tenpai}, win {win}, worth {value} on average.</source>
        <translation>到最后一摸为止：听牌 {tenpai}，和牌 {win}，平均价值 {value}。</translation>
    </message>
    <message>
        <source>By the last draw: ready (tenpai) {tenpai}, win {win}.</source>
        <translation>到最后一摸为止：听牌 {tenpai}，和牌 {win}。</translation>
    </message>
    <message>
        <source>{n}-shanten: beyond the search&apos;s reach ({cut}-shanten), not searched.</source>
        <translation>{n} 向听：超出搜索范围（{cut} 向听），未搜索。</translation>
    </message>
    <message>
        <source>Improvements (改良): draws that keep the shanten but leave more than {n} effective tiles</source>
        <translation>改良：不减少向听数、但打牌后有效牌多于 {n} 张的摸牌</translation>
    </message>
    <message>
        <source>Improvements (改良): none, no draw that keeps the shanten leaves more than {n} effective tiles</source>
        <translation>改良：无，没有不减少向听数而使有效牌多于 {n} 张的摸牌</translation>
    </message>
    <message>
        <source>{tile}: {left} left; after it, {n} effective tiles</source>
        <translation>{tile}：剩 {left} 张；摸到后有效牌 {n} 张</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Close this message</source>
        <translation>关闭此消息</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Menu: {menu}</source>
        <translation>菜单：{menu}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>没有最近的牌谱</translation>
    </message>
    <message>
        <source>Rules set to {rules}, the rules of this question.</source>
        <translation>已将规则设为{rules}，即这道题的规则。</translation>
    </message>
    <message>
        <source>Rules set to {rules} to score this hand.</source>
        <translation>已将规则设为{rules}，以便为这手牌计分。</translation>
    </message>
    <message>
        <source>Copied {hand}</source>
        <translation>已复制 {hand}</translation>
    </message>
    <message>
        <source>Mahjong hand trainer</source>
        <translation>麻将牌理练习</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近的牌谱</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Han&amp;d</source>
        <translation>手牌(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo the last hand edit</source>
        <translation>撤销上一次手牌修改</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo the hand edit undone</source>
        <translation>重做刚撤销的修改</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Empty the hand, melds and seen tiles</source>
        <translation>清空手牌、副露和已见牌</translation>
    </message>
    <message>
        <source>Random hand</source>
        <translation>随机手牌</translation>
    </message>
    <message>
        <source>Deal 13 or 14 tiles from a shuffled wall</source>
        <translation>从洗好的牌墙发 13 或 14 张牌</translation>
    </message>
    <message>
        <source>New practice deal</source>
        <translation>新的一人麻将练习</translation>
    </message>
    <message>
        <source>Play a deal alone, draw by draw, each discard graded</source>
        <translation>独自打一局，逐张摸牌，每次打牌都评分</translation>
    </message>
    <message>
        <source>Copy notation</source>
        <translation>复制牌谱</translation>
    </message>
    <message>
        <source>Copy the hand as text</source>
        <translation>把手牌复制为文本</translation>
    </message>
    <message>
        <source>Paste notation</source>
        <translation>粘贴牌谱</translation>
    </message>
    <message>
        <source>Replace the hand by the text on the clipboard</source>
        <translation>用剪贴板中的文本替换手牌</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Rules and language</source>
        <translation>规则与语言</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>打开牌谱…</translation>
    </message>
    <message>
        <source>Open a game log to review (tenhou.net/6, mjai, mjlog)</source>
        <translation>打开牌谱复盘（tenhou.net/6、mjai、mjlog）</translation>
    </message>
    <message>
        <source>Glossary…</source>
        <translation>术语表…</translation>
    </message>
    <message>
        <source>Shanten, waits, effective tiles and the rules explained</source>
        <translation>向听、听牌、有效牌和规则的解释</translation>
    </message>
    <message>
        <source>Keyboard shortcuts…</source>
        <translation>快捷键…</translation>
    </message>
    <message>
        <source>Every key of the window</source>
        <translation>窗口的全部快捷键</translation>
    </message>
    <message>
        <source>Mode: {mode}</source>
        <translation>模式：{mode}</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>漏选</translation>
    </message>
    <message>
        <source>wrong pick</source>
        <translation>错选</translation>
    </message>
    <message>
        <source>best discard</source>
        <translation>最佳打法</translation>
    </message>
</context>
<context>
    <name>Meld</name>
    <message>
        <source>chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>concealed kong</source>
        <translation>暗杠</translation>
    </message>
</context>
<context>
    <name>MeldChoiceDialog</name>
    <message>
        <source>concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>from {seat}</source>
        <translation>鸣自{seat}</translation>
    </message>
    <message>
        <source>Declare an opponent&apos;s meld</source>
        <translation>声明对手的副露</translation>
    </message>
    <message>
        <source>Which meld holds {name}?</source>
        <translation>哪一组副露含有{name}？</translation>
    </message>
</context>
<context>
    <name>NotationView</name>
    <message>
        <source>&amp;Notation:</source>
        <translation>牌谱(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. 123m456p789s1122z [555z] (1111m)</source>
        <translation>例如 123m456p789s1122z [555z] (1111m)</translation>
    </message>
    <message>
        <source>Digits then their suit: m characters, p dots, s bamboo, z honours (1–7 = E S W N White Green Red). Melds in brackets: [123m] chow, [555z] pung, [1111m] kong, (1111m) concealed kong.</source>
        <translation>先写数字再写花色：m 万、p 筒、s 条、z 字牌（1–7 = 东 南 西 北 白 发 中）。副露写在括号里：[123m] 吃、[555z] 碰、[1111m] 明杠、(1111m) 暗杠。</translation>
    </message>
</context>
<context>
    <name>OptionError</name>
    <message>
        <source>unknown key &apos;{key}&apos;: a line&apos;s keys are {keys}</source>
        <extracomment>What a situation option holds, as the declaration&apos;s kinds name it. The situation&apos;s options, derived from their one declaration (``scoring``&apos;s :data:`~mjtrainer.scoring.SITUATION_FIELDS`, by their ``Situation`` field names), in the order of DESIGN&apos;s ``mjtrainer score`` command. The riichi options of the rule set (DESIGN.md &quot;Rules&quot;), derived from their one declaration (``core.rules.RULE_OPTIONS``, by their ``Rules`` field names): ``--red-fives 0|3`` and ``--open-tanyao`` / ``--no-open-tanyao`` …; a batch line&apos;s keys. English wording of every option error, by code.</extracomment>
        <translation>未知的键“{key}”：一行的键有 {keys}</translation>
    </message>
    <message>
        <source>{key} must be {expected}, not {got}</source>
        <translation>{key} 应为{expected}，而不是{got}</translation>
    </message>
    <message>
        <source>no winning tile: give {where}</source>
        <translation>没有和牌张：请给出 {where}</translation>
    </message>
    <message>
        <source>{key} &apos;{text}&apos; is {count} tiles: give one tile</source>
        <translation>{key}“{text}”是 {count} 张牌：请只给一张</translation>
    </message>
    <message>
        <source>{key}: {error}</source>
        <translation>{key}：{error}</translation>
    </message>
    <message>
        <source>{key} &apos;{text}&apos; is not a whole number</source>
        <translation>{key}“{text}”不是整数</translation>
    </message>
    <message>
        <source>rules &apos;{rules}&apos;: scoring needs mcr or riichi</source>
        <translation>规则“{rules}”：计分需要 mcr 或 riichi 规则</translation>
    </message>
    <message>
        <source>no rules: give {where} (mcr or riichi)</source>
        <translation>没有规则：请给出 {where}（mcr 或 riichi）</translation>
    </message>
    <message>
        <source>a line is a JSON object, e.g. {{&quot;hand&quot;: &quot;11m222444777z [111p]&quot;, &quot;rules&quot;: &quot;mcr&quot;, &quot;win_tile&quot;: &quot;2z&quot;}}</source>
        <translation>每一行是一个 JSON 对象，例如 {{&quot;hand&quot;: &quot;11m222444777z [111p]&quot;, &quot;rules&quot;: &quot;mcr&quot;, &quot;win_tile&quot;: &quot;2z&quot;}}</translation>
    </message>
    <message>
        <source>not JSON: {detail}</source>
        <translation>不是 JSON：{detail}</translation>
    </message>
    <message>
        <source>no hand: a line needs &quot;hand&quot;</source>
        <translation>没有手牌：每一行都需要 “hand”</translation>
    </message>
    <message>
        <source>{options} value a win: they need --rules mcr or riichi</source>
        <translation>{options} 用于和牌计分：需要 --rules mcr 或 riichi</translation>
    </message>
    <message>
        <source>{options}: riichi options, they need the riichi rules</source>
        <translation>{options}：立直规则的选项，需要立直规则</translation>
    </message>
    <message>
        <source>red_fives {text}: give 0 or 3</source>
        <translation>red_fives {text}：请给 0 或 3</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>0 or 3</source>
        <translation>0 或 3</translation>
    </message>
    <message>
        <source>text (a tile, e.g. &quot;2z&quot;)</source>
        <translation>文本（一张牌，例如 “2z”）</translation>
    </message>
    <message>
        <source>text (tiles, e.g. &quot;3p1z&quot;)</source>
        <translation>文本（几张牌，例如 “3p1z”）</translation>
    </message>
    <message>
        <source>text (E, S, W or N)</source>
        <translation>文本（E、S、W 或 N）</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>A JSON value&apos;s type, as a refusal names what was given instead (JSON&apos;s own literals aside).</extracomment>
        <translation>数字</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>too deep</source>
        <extracomment>A JSON text nested deeper than Python reads.</extracomment>
        <translation>嵌套太深</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s messages a user of ``mjtrainer`` can meet (its errors, its usage and help headings), as its source writes them; a programmer&apos;s error (a conflicting option, a bad ``add_argument``) is not among them.</extracomment>
        <translation>用法：</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示此帮助信息并退出</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：错误：%(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <extracomment>The catalogues&apos; context of argparse&apos;s words. argparse&apos;s, and the command line&apos;s own for an option that checks its choices itself.</extracomment>
        <translation>无效的选择：%(value)r（请从 %(choices)s 中选择）</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>缺少以下参数：%s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>必须给出参数 %s 之一</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>无法识别的参数：%s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>不能与参数 %s 同时使用</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>此选项不带值，给出的 %r 不被接受</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>有歧义的选项：%(option)s 可以匹配 %(matches)s</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>意外的选项字符串：%s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>未知的命令：%(parser_name)r（可选：%(choices)s）</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>需要一个值</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>最多只能有一个值</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>至少需要一个值</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>需要 %s 个值</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>需要 %s 个值</translation>
    </message>
    <message>
        <source>&apos;%(text)s&apos; is not a whole number</source>
        <extracomment>The command line&apos;s own words for a value an option&apos;s type refuses (:func:`said`).</extracomment>
        <translation>“%(text)s”不是整数</translation>
    </message>
    <message>
        <source>%(value)s is outside %(low)s–%(high)s</source>
        <translation>%(value)s 超出了 %(low)s–%(high)s 的范围</translation>
    </message>
</context>
<context>
    <name>PaletteView</name>
    <message>
        <source>{name} ({code}): {n} left</source>
        <translation>{name}（{code}）：剩 {n} 张</translation>
    </message>
    <message>
        <source>{name} ({code}): one dora; only under rules with red fives</source>
        <translation>{name}（{code}）：算一张宝牌；仅在使用赤五的规则下可用</translation>
    </message>
</context>
<context>
    <name>PracticeController</name>
    <message>
        <source>Could not save the deal: {error}</source>
        <translation>无法保存这局：{error}</translation>
    </message>
    <message>
        <source>Deal saved as {path}</source>
        <translation>已将这局保存为 {path}</translation>
    </message>
</context>
<context>
    <name>PracticeError</name>
    <message>
        <source>{tile} is not in the hand</source>
        <extracomment>The learner&apos;s seat (the dealer, East) and the starting scores of the record. The move that sets a north aside as a kita (a discard&apos;s move is the tile thrown). The record&apos;s player names (the learner, then the three seats that only draw and throw). English wording of each :class:`PracticeError` code.</extracomment>
        <translation>手里没有{tile}</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>这一局已经结束</translation>
    </message>
    <message>
        <source>no move to take back</source>
        <translation>没有可以撤回的一步</translation>
    </message>
    <message>
        <source>no north to set aside as a kita (three players only, with a tile left to draw)</source>
        <translation>没有可以拔出的北（只限三麻，且牌山还有牌可摸）</translation>
    </message>
    <message>
        <source>red fives are 0 or 3, not {count}</source>
        <translation>赤宝牌是 0 张或 3 张，而不是 {count} 张</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>grading…</source>
        <extracomment>The places of the other seats at a three-player table: right and left. The tallest the list of grades grows before it scrolls.</extracomment>
        <translation>评分中…</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>可疑</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>{turn}. {tile} — {grade}</source>
        <translation>{turn}. {tile} — {grade}</translation>
    </message>
    <message>
        <source>{text} ({loss} pp lost; best {best})</source>
        <translation>{text}（损失 {loss} 个百分点；最佳 {best}）</translation>
    </message>
    <message>
        <source>{text} (by shape; best {best})</source>
        <translation>{text}（按牌形；最佳 {best}）</translation>
    </message>
    <message>
        <source>Save the deal as mjai</source>
        <translation>将这局保存为 mjai</translation>
    </message>
    <message>
        <source>mjai logs (*.jsonl *.json);;All files (*)</source>
        <translation>mjai 牌谱 (*.jsonl *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Practice deal: over</source>
        <translation>练习局：已结束</translation>
    </message>
    <message>
        <source>Practice deal: draw {turn} of {last}</source>
        <translation>练习局：第 {turn} 巡，共 {last} 巡</translation>
    </message>
    <message>
        <source>Grading your discard…</source>
        <translation>正在为你的打牌评分…</translation>
    </message>
    <message>
        <source>Click a tile to discard it; the drawn tile is apart.</source>
        <translation>点击一张牌打出；摸到的牌放在一旁。</translation>
    </message>
    <message>
        <source>Show this discard&apos;s table</source>
        <translation>显示这次打牌的牌表</translation>
    </message>
    <message>
        <source>Won by self-draw on {tile}: {points}.</source>
        <translation>自摸 {tile} 和牌：{points}。</translation>
    </message>
    <message>
        <source>Won by self-draw on {tile}.</source>
        <translation>自摸 {tile} 和牌。</translation>
    </message>
    <message>
        <source>No win: the wall ran out after your {draws} draws.</source>
        <translation>未和牌：你摸了 {draws} 次后牌山已摸完。</translation>
    </message>
    <message>
        <source>{end} Grades: {counts}. Win chance lost: {lost} pp in all.</source>
        <translation>{end} 评分：{counts}。和牌率共损失 {lost} 个百分点。</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>拔北</translation>
    </message>
    <message>
        <source>Set a north aside as a kita (one dora) and draw a replacement tile</source>
        <translation>把北拔出（算一张宝牌），再补摸一张岭上牌</translation>
    </message>
    <message>
        <source>Norths set aside as kita</source>
        <translation>已拔出的北（拔北）</translation>
    </message>
    <message>
        <source>Save as mjai…</source>
        <translation>保存为 mjai…</translation>
    </message>
    <message>
        <source>End deal</source>
        <translation>结束练习</translation>
    </message>
</context>
<context>
    <name>ProgressError</name>
    <message>
        <source>cannot create the folder for {path}: {detail}</source>
        <extracomment>The schema this code writes. v1: answers without their time taken; v2 adds ``time_ms`` and an index on the question identity; v3 adds the table of reviewed games (``games``). The tables a progress database may hold. How long a writer waits for another connection&apos;s transaction, in milliseconds. SQLite&apos;s own busy timeout: a writer waits in slices this long, so that a store being closed (:meth:`ProgressFile.stop_waiting`) stops waiting within one of them. v3&apos;s table of reviewed games: one row a game and seat, the latest review&apos;s summary. The columns of ``games`` (v3 on). The columns of ``answers`` in each schema version. The first schema version with the table of reviewed games. Migrations: ``MIGRATIONS[v]`` takes a database from version v to v + 1. English wording of every progress-file error, by code (the refusals&apos; codes are ``&quot;not-a-file&quot;`` and the :class:`RecoveryReason` values).</extracomment>
        <translation>无法创建 {path} 所在的文件夹：{detail}</translation>
    </message>
    <message>
        <source>cannot open {path}: {detail}</source>
        <translation>无法打开 {path}：{detail}</translation>
    </message>
    <message>
        <source>cannot start a new database at {path}: {detail}</source>
        <translation>无法在 {path} 新建数据库：{detail}</translation>
    </message>
    <message>
        <source>{path} is unusable ({what}) and could not be moved aside: {detail}</source>
        <translation>{path} 无法使用（{what}），也无法移到一旁：{detail}</translation>
    </message>
    <message>
        <source>cannot open {path}: {detail}, not a regular file; it was left as it is</source>
        <translation>无法打开 {path}：{detail}，不是普通文件；已原样保留</translation>
    </message>
    <message>
        <source>cannot open {path}: it is a link to {target}, which does not exist; it was left as it is</source>
        <translation>无法打开 {path}：它是指向 {target} 的链接，而该文件不存在；已原样保留</translation>
    </message>
    <message>
        <source>{path} is not a progress database ({detail}); it was left as it is</source>
        <translation>{path} 不是进度数据库（{detail}）；已原样保留</translation>
    </message>
    <message>
        <source>{path} is a damaged database ({detail}); it was left as it is</source>
        <translation>{path} 是损坏的数据库（{detail}）；已原样保留</translation>
    </message>
    <message>
        <source>{path} holds data that is not mjtrainer&apos;s ({detail}); it was left as it is</source>
        <translation>{path} 里的数据不是 mjtrainer 的（{detail}）；已原样保留</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of mjtrainer ({detail}); it was left as it is</source>
        <translation>{path} 是较新版本的 mjtrainer 写的（{detail}）；已原样保留</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <extracomment>What is at the path instead of a file (``detail`` of &quot;not-a-file&quot;), by whether it is a folder.</extracomment>
        <translation>它是文件夹</translation>
    </message>
    <message>
        <source>it is a device or a pipe</source>
        <translation>它是设备或管道</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>{kind} · level {level}
missed {misses} of {answers}</source>
        <translation>{kind} · 第 {level} 级
{answers} 次中错 {misses} 次</translation>
    </message>
    <message>
        <source>Ask again</source>
        <translation>再答一次</translation>
    </message>
    <message>
        <source>Answer this question again now</source>
        <translation>现在重新回答这道题</translation>
    </message>
    <message>
        <source>Open in trainer</source>
        <translation>在练习中打开</translation>
    </message>
    <message>
        <source>question answered</source>
        <translation>已答题数</translation>
    </message>
    <message>
        <source>practice discard</source>
        <translation>练习局打牌数</translation>
    </message>
    <message>
        <source>practice discards</source>
        <translation>练习局打牌数</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} 秒</translation>
    </message>
    <message>
        <source>From your games: {cards}, {due} due</source>
        <translation>来自你的牌局：{cards}，{due} 张待复习</translation>
    </message>
    <message>
        <source>From your games: no cards yet (make one from a decision on the Review page).</source>
        <translation>来自你的牌局：还没有卡片（在复盘页把一次决策做成卡片）。</translation>
    </message>
    <message>
        <source>{kind} from your games</source>
        <translation>{kind}（来自你的牌局）</translation>
    </message>
    <message>
        <source>{kind} {level}</source>
        <translation>{kind} {level} 级</translation>
    </message>
    <message>
        <source>Progress is not being saved (see the message above).</source>
        <translation>进度未能保存（见上方提示）。</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>我的进度</translation>
    </message>
    <message>
        <source>Accuracy by day</source>
        <translation>每日正确率</translation>
    </message>
    <message>
        <source>Missed most</source>
        <translation>最常答错</translation>
    </message>
    <message>
        <source>questions answered</source>
        <translation>已答题数</translation>
    </message>
    <message>
        <source>{kind} · from your games
turn {turn} · {seen} seen
missed {misses} of {answers}</source>
        <translation>{kind} · 来自你的牌局
第 {turn} 巡 · 已见 {seen}
{answers} 次中答错 {misses} 次</translation>
    </message>
    <message>
        <source>{kind} · from your games
turn {turn} · {seen} seen
not answered yet</source>
        <translation>{kind} · 来自你的牌局
第 {turn} 巡 · 已见 {seen}
还没有答过</translation>
    </message>
    <message>
        <source>Seen outside the hand: {tiles}</source>
        <translation>手牌外已见：{tiles}</translation>
    </message>
    <message>
        <source>Open the position in the trainer: hand, seen tiles and turn</source>
        <translation>在练习中打开这个局面：手牌、已见牌和巡目</translation>
    </message>
    <message>
        <source>Share of answers right each day, one line per quiz and level, each with its own marker and line (see the legend).</source>
        <translation>每天答对的比例，每个测验和级别一条线，各有自己的标记和线型（见图例）。</translation>
    </message>
    <message>
        <source>Your reviewed games</source>
        <translation>复盘过的对局</translation>
    </message>
    <message>
        <source>One point a game you reviewed, in the order reviewed: the round EV lost per decision (points, left axis) and the share of decisions where you played the best (right axis).</source>
        <translation>每个复盘过的对局一个点，按复盘的先后：每次决策损失的本局期望（点数，左轴）和打出最佳的比例（右轴）。</translation>
    </message>
    <message>
        <source>No reviewed games yet. Review a game on the Review page and its figures are kept here, to follow over time.</source>
        <translation>还没有复盘过的对局。在“复盘”页复盘一局，它的数据会保存在这里，方便长期跟踪。</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>按类别</translation>
    </message>
    <message>
        <source>Also a line for each category: EV lost per decision there</source>
        <translation>每个类别也画一条线：该类别每次决策损失的期望</translation>
    </message>
    <message>
        <source>answered right</source>
        <translation>正确率</translation>
    </message>
    <message>
        <source>average time</source>
        <translation>平均用时</translation>
    </message>
    <message>
        <source>current streak</source>
        <translation>当前连对</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>待复习</translation>
    </message>
    <message>
        <source>No missed questions yet. The questions you miss are listed here and come back for review.</source>
        <translation>还没有答错的题。答错的题会列在这里，之后还会再出现供你复习。</translation>
    </message>
    <message>
        <source>{category}, per decision</source>
        <translation>{category}，每次决策</translation>
    </message>
    <message>
        <source>EV lost per decision</source>
        <translation>每次决策损失期望</translation>
    </message>
    <message>
        <source>best played (right axis)</source>
        <translation>打出最佳（右轴）</translation>
    </message>
    <message>
        <source>{line}, game of {day}: {value}</source>
        <translation>{line}，{day} 的对局：{value}</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Waits: what does the hand wait on?</source>
        <translation>听牌题：这手牌听什么？</translation>
    </message>
    <message>
        <source>Discard: which tile do you throw?</source>
        <translation>打牌题：该打哪一张？</translation>
    </message>
    <message>
        <source>Scoring: what is this hand worth?</source>
        <translation>算番题：这手牌值多少？</translation>
    </message>
    <message>
        <source>Defence: which tile is safest against the riichi?</source>
        <translation>防守：对立直哪张牌最安全？</translation>
    </message>
    <message>
        <source>Push or fold: a riichi against your hand</source>
        <translation>攻守判断：有人立直，你的手牌怎么办</translation>
    </message>
    <message>
        <source>Riichi or dama: your hand is ready</source>
        <translation>立直还是默听：手牌已听牌</translation>
    </message>
    <message>
        <source>Call or pass: a tile you could call</source>
        <translation>鸣牌还是不鸣：一张可以鸣的牌</translation>
    </message>
    <message>
        <source>Waits</source>
        <extracomment>The short title of each quiz kind (the quiz page&apos;s), as an error names the kind.
----------
Each kind&apos;s short title, marked for the catalogues (context &quot;Quiz&quot;): the window&apos;s menus and the command line&apos;s header name a kind by it.</extracomment>
        <translation>听牌题</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌题</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>算番题</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防守题</translation>
    </message>
    <message>
        <source>Push or fold</source>
        <translation>攻守判断</translation>
    </message>
    <message>
        <source>Riichi or dama</source>
        <translation>立直或默听</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>鸣牌或不鸣</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>混合花色</translation>
    </message>
    <message>
        <source>One-suit block</source>
        <translation>单色牌组</translation>
    </message>
    <message>
        <source>Full flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Many-sided waits</source>
        <translation>多面听</translation>
    </message>
    <message>
        <source>Lone tiles</source>
        <extracomment>The level number of a discard position from a game (a card: see :mod:`..cards`); the catalogue&apos;s levels start at 1. A riichi option&apos;s value, as a position&apos;s text writes it (``red_fives=0``, ``kiriage=on``). Riichi options as a position keeps them: ``(name, value)`` in :data:`RIICHI_OPTIONS` order. Every discard level deals hands at most this far from ready (after the best discard), well inside the look-ahead&apos;s cut-off, so every question is graded by a searched chance to win.</extracomment>
        <translation>孤张</translation>
    </message>
    <message>
        <source>One or two from ready</source>
        <translation>一两向听</translation>
    </message>
    <message>
        <source>Close calls</source>
        <translation>难分高下</translation>
    </message>
    <message>
        <source>Shape choices</source>
        <translation>牌型选择</translation>
    </message>
    <message>
        <source>One big fan or yaku</source>
        <translation>一个大番或大役</translation>
    </message>
    <message>
        <source>Common combinations</source>
        <translation>常见组合</translation>
    </message>
    <message>
        <source>Exclusions and fu</source>
        <translation>不计番与符数</translation>
    </message>
    <message>
        <source>Genbutsu</source>
        <extracomment>The defence quiz is asked under the riichi rules (the danger model&apos;s game)... ...or, when three-player rules are chosen, under the three-player ones. The safest tile&apos;s chance is at least this far below the most tempting other (2 points)... ...or its category is safer and it is at least this far below (0.5 points). Deals tried for one question before giving up (a bug: a level takes a few dozen at most).</extracomment>
        <translation>现物</translation>
    </message>
    <message>
        <source>Suji</source>
        <translation>筋牌</translation>
    </message>
    <message>
        <source>Kabe and honours</source>
        <translation>壁与字牌</translation>
    </message>
    <message>
        <source>Two riichis</source>
        <translation>两家立直</translation>
    </message>
    <message>
        <source>Clear calls</source>
        <extracomment>Deals tried for one question before giving up (a bug: a level takes a few at most). The word of the pass. A question&apos;s hand is at most this far from ready as it stands (the pass): well inside the look-ahead&apos;s reach, where its chances teach (the discard quiz&apos;s bound).
----------
Asked under the riichi rules (the round EV&apos;s payments, the danger model&apos;s game), or the three-player ones when they are chosen (:func:`~.defence.asked_rules`). The gaps (points) between the best push and the best safe throw that make the levels. A push deals in at least this much more often than the fold line&apos;s first tile. Deals tried for one question before giving up (a bug: a level takes a few at most). The answer that folds (the CLI&apos;s word; the window has a button).
----------
The two answers. Deals tried for one question before giving up (a bug: a level takes a few dozen at most).</extracomment>
        <translation>差距明显</translation>
    </message>
    <message>
        <source>Closer calls</source>
        <translation>差距较小</translation>
    </message>
    <message>
        <source>Mixed-suit ready hands with one or two winning tiles.</source>
        <translation>多种花色的听牌手牌，听一到两种牌。</translation>
    </message>
    <message>
        <source>A one-suit block inside a mixed hand: three to five waits, all in that suit.</source>
        <translation>混合手牌中有一段同花色的牌组：听三到五种牌，全在这一花色。</translation>
    </message>
    <message>
        <source>Full one-suit (清一色) 13-tile ready hands, any number of waits.</source>
        <translation>清一色的 13 张听牌手牌，听牌数不限。</translation>
    </message>
    <message>
        <source>One-suit hands with five or more waits, nine-gates shapes among them.</source>
        <translation>听五种及以上的清一色手牌，其中包括九莲宝灯的牌型。</translation>
    </message>
    <message>
        <source>Throw the obvious lone tile: every other discard is clearly worse.</source>
        <translation>打出明显的孤张：其他打法都明显更差。</translation>
    </message>
    <message>
        <source>1- and 2-shanten hands: find the discard with the best chance to win.</source>
        <translation>一向听和两向听的手牌：找出和牌机会最大的打法。</translation>
    </message>
    <message>
        <source>The two best discards by effective tiles are four tiles apart or fewer: the chance to win decides.</source>
        <translation>按有效牌数最好的两种打法相差不超过四张：由和牌机会决定。</translation>
    </message>
    <message>
        <source>The discard with the most effective tiles is not the one that wins most often: find the better shape.</source>
        <translation>有效牌最多的打法并不是最常和牌的打法：找出更好的牌型。</translation>
    </message>
    <message>
        <source>One fan (MCR) or yaku (riichi) brings more than half the value. Under the general rules the scoring quiz uses MCR.</source>
        <translation>一个番种（国标）或役（日麻）占一半以上的价值。通用规则下，算番题按国标计算。</translation>
    </message>
    <message>
        <source>Several fans or yaku, none bringing half the value. Under the general rules the scoring quiz uses MCR.</source>
        <translation>多个番种或役，没有一个占到一半的价值。通用规则下，算番题按国标计算。</translation>
    </message>
    <message>
        <source>MCR: a big fan implies a smaller one the hand shows, which is not counted. Riichi: count the fu (40 or more, no limit hand). Under the general rules the scoring quiz uses MCR.</source>
        <translation>国标：大番包含手中可见的小番，小番不计。日麻：数符（40 符以上，不是满贯等封顶牌）。通用规则下，算番题按国标计算。</translation>
    </message>
    <message>
        <source>One riichi; a tile of the hand is in the riichi player&apos;s pond or passed after the riichi: find it.</source>
        <translation>一家立直；手中有一张牌在立直者的牌河里，或在立直后被打出而通过：找出它。</translation>
    </message>
    <message>
        <source>One riichi, no genbutsu in the hand: a suji tile is safer than the non-suji ones.</source>
        <translation>一家立直，手中没有现物：筋牌比无筋牌安全。</translation>
    </message>
    <message>
        <source>One riichi, no genbutsu in the hand: a wall (no-chance, one-chance) or an honour with copies in view is the safest.</source>
        <translation>一家立直，手中没有现物：壁（无机会、一机会）或已见几张的字牌最安全。</translation>
    </message>
    <message>
        <source>Two opponents in riichi: the safest tile against both together.</source>
        <translation>两家对手立直：找出同时对两家最安全的牌。</translation>
    </message>
    <message>
        <source>One riichi against your hand: pushing and folding are 1,000 points or more apart.</source>
        <translation>一家立直：进攻与弃和的本局期望相差 1,000 点以上。</translation>
    </message>
    <message>
        <source>One riichi against your hand: pushing and folding are 400 to 1,000 points apart.</source>
        <translation>一家立直：进攻与弃和的本局期望相差 400 到 1,000 点。</translation>
    </message>
    <message>
        <source>One riichi against your hand: pushing and folding are 150 to 400 points apart.</source>
        <translation>一家立直：进攻与弃和的本局期望相差 150 到 400 点。</translation>
    </message>
    <message>
        <source>Your discard leaves the hand ready: riichi and dama are 1,000 points or more apart.</source>
        <translation>打出后手牌听牌：立直与默听相差 1,000 点以上。</translation>
    </message>
    <message>
        <source>Your discard leaves the hand ready: riichi and dama are 400 to 1,000 points apart.</source>
        <translation>打出后手牌听牌：立直与默听相差 400 到 1,000 点。</translation>
    </message>
    <message>
        <source>Your discard leaves the hand ready: riichi and dama are 150 to 400 points apart.</source>
        <translation>打出后手牌听牌：立直与默听相差 150 到 400 点。</translation>
    </message>
    <message>
        <source>A tile you could call: the best choice leads the next by 1,000 points or more.</source>
        <translation>一张可以鸣的牌：最佳选择领先次选 1,000 点以上。</translation>
    </message>
    <message>
        <source>A tile you could call: the best choice leads the next by 400 to 1,000 points.</source>
        <translation>一张可以鸣的牌：最佳选择领先次选 400 到 1,000 点。</translation>
    </message>
    <message>
        <source>A tile you could call: the best choice leads the next by 150 to 400 points.</source>
        <translation>一张可以鸣的牌：最佳选择领先次选 150 到 400 点。</translation>
    </message>
</context>
<context>
    <name>QuizController</name>
    <message>
        <source>The progress file {path} is not a progress database. It was kept as {kept} and a new progress file was started.</source>
        <extracomment>What to tell the user when a file was moved aside, by why (the window&apos;s and the command line&apos;s words: ``ProgressFile.notice``).</extracomment>
        <translation>进度文件 {path} 不是进度数据库。原文件已保留为 {kept}，并新建了一个进度文件。</translation>
    </message>
    <message>
        <source>The progress file {path} is damaged. It was kept as {kept} and a new progress file was started.</source>
        <translation>进度文件 {path} 已损坏。原文件已保留为 {kept}，并新建了一个进度文件。</translation>
    </message>
    <message>
        <source>The progress file {path} holds data that is not mjtrainer&apos;s. It was kept as {kept} and a new progress file was started.</source>
        <translation>进度文件 {path} 中的数据不属于 mjtrainer。原文件已保留为 {kept}，并新建了一个进度文件。</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of mjtrainer. It was kept as {kept} and a new progress file was started.</source>
        <translation>进度文件 {path} 由更新版本的 mjtrainer 写入。原文件已保留为 {kept}，并新建了一个进度文件。</translation>
    </message>
    <message>
        <source>(SQLite said: {detail})</source>
        <extracomment>What SQLite said of the file, after the notice.</extracomment>
        <translation>（SQLite 报告：{detail}）</translation>
    </message>
    <message>
        <source>{notice} {said}</source>
        <translation>{notice}{said}</translation>
    </message>
    <message>
        <source>Han</source>
        <extracomment>A review session asks at most this many of the questions due. Seeds of a session are drawn below this.</extracomment>
        <translation>番数</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符数</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>{what} {value}: give a whole number from 0 to {limit}.</source>
        <translation>{what} {value}：请填 0 到 {limit} 的整数。</translation>
    </message>
    <message>
        <source>Quiz progress cannot be saved: {error}</source>
        <translation>无法保存测验进度：{error}</translation>
    </message>
    <message>
        <source>Progress is not saved, so there is nothing to review.</source>
        <translation>进度没有保存，因此没有可复习的题。</translation>
    </message>
    <message>
        <source>Give the han and the fu, then submit.</source>
        <translation>请填写番数和符数，再提交。</translation>
    </message>
    <message>
        <source>Select every tile the hand waits on, then submit.</source>
        <translation>请选出这手牌听的每一张牌，再提交。</translation>
    </message>
    <message>
        <source>Nothing is due for review now.</source>
        <translation>现在没有需要复习的题。</translation>
    </message>
    <message>
        <source>No question could be made: {error}</source>
        <translation>无法出题：{error}</translation>
    </message>
    <message>
        <source>The progress file {path} was removed or replaced while mjtrainer was open: the answers from now on are saved in a new file there.</source>
        <translation>进度文件 {path} 在 mjtrainer 打开期间被删除或替换：此后的答题记录保存在该位置的新文件中。</translation>
    </message>
    <message>
        <source>Progress could not be saved: {error}</source>
        <translation>进度保存失败：{error}</translation>
    </message>
</context>
<context>
    <name>QuizError</name>
    <message>
        <source>no level {number} for the {kind} quiz: choose 1–{top}</source>
        <translation>{kind}没有第 {number} 级：请选 1–{top} 级</translation>
    </message>
    <message>
        <source>seed {seed}: a seed is a whole number 0 or more</source>
        <translation>种子 {seed}：种子是 0 或更大的整数</translation>
    </message>
    <message>
        <source>not a quiz question: {error}</source>
        <translation>不是一道测验题：{error}</translation>
    </message>
    <message>
        <source>card &apos;{card}&apos; does not read: {error}</source>
        <translation>题卡“{card}”无法读取：{error}</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card from a game</source>
        <translation>“{card}”不是来自对局的题卡</translation>
    </message>
    <message>
        <source>turn {turn}: a card is asked at turns 1–17</source>
        <translation>第 {turn} 巡：题卡只在第 1–17 巡出题</translation>
    </message>
    <message>
        <source>card &apos;{card}&apos; asks no {kind} question: the position has no such choice</source>
        <translation>“{card}”这张卡片问不出{kind}题：该局面没有这种选择</translation>
    </message>
    <message>
        <source>count {count}: a session has 0 or more questions</source>
        <translation>题数 {count}：一轮练习的题数是 0 或更多</translation>
    </message>
    <message>
        <source>unknown quiz kind &apos;{kind}&apos;: choose one of {kinds}</source>
        <extracomment>English wording of every quiz error code.</extracomment>
        <translation>未知的练习类型“{kind}”：请从 {kinds} 中选择</translation>
    </message>
    <message>
        <source>hand {hand}: {error}</source>
        <translation>手牌 {hand}：{error}</translation>
    </message>
    <message>
        <source>hand {hand} is not a ready 3n+1 hand: no waits to ask for</source>
        <translation>手牌 {hand} 不是听牌的 3n+1 张手牌：没有可问的听牌</translation>
    </message>
    <message>
        <source>hand {hand} is not an incomplete 3n+2 hand: nothing to discard</source>
        <translation>手牌 {hand} 不是未和牌的 3n+2 张手牌：没有可打的牌</translation>
    </message>
    <message>
        <source>hand {hand} is {shanten}-shanten: the chance to win is searched only up to {limit}-shanten</source>
        <translation>手牌 {hand} 是 {shanten} 向听：和牌机会只计算到 {limit} 向听</translation>
    </message>
    <message>
        <source>scoring level {level} seed {seed} ({rules}) gives {got}, not {hand}: the situation of that win cannot be rebuilt</source>
        <translation>算番题第 {level} 级种子 {seed}（{rules}）给出的是 {got}，而不是 {hand}：无法还原那次和牌的场况</translation>
    </message>
    <message>
        <source>defence level {level} seed {seed} gives {got}, not {hand}: the table of that question cannot be rebuilt</source>
        <translation>防守题第 {level} 级种子 {seed} 给出的是 {got}，而不是 {hand}：无法还原那道题的牌桌</translation>
    </message>
    <message>
        <source>no new {kind} level {level} question after {seeds} seeds</source>
        <translation>试到第 {seeds} 个种子，{kind}第 {level} 级仍没有新题</translation>
    </message>
    <message>
        <source>answer tile {value} is not a tile kind 0–33</source>
        <translation>答案中的牌 {value} 不是 0–33 的牌种</translation>
    </message>
    <message>
        <source>a {kind} answer is tiles, not a scoring answer</source>
        <translation>{kind}的答案是牌，不是算番答案</translation>
    </message>
    <message>
        <source>a discard answer is one tile, got {count}</source>
        <translation>打牌题的答案是一张牌，实际给了 {count} 张</translation>
    </message>
    <message>
        <source>a {kind} answer is one of: {choices}</source>
        <translation>{kind} 练习的答案是以下之一：{choices}</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; is not a choice here: choose {choices}</source>
        <translation>“{choice}”不是这里的选项：请选择 {choices}</translation>
    </message>
    <message>
        <source>{tile} is not in the hand {hand}</source>
        <translation>{tile}不在手牌 {hand} 里</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a fan number: fans are numbered 1–81</source>
        <translation>“{word}”不是番种编号：番种编号为 1–81</translation>
    </message>
    <message>
        <source>fan {fan} counted {count} times: a fan counts 1 to 8 times</source>
        <translation>番种 {fan} 计了 {count} 次：一个番种只能计 1 到 8 次</translation>
    </message>
    <message>
        <source>{value} is not one of the 81 fans</source>
        <translation>{value} 不是 81 个番种之一</translation>
    </message>
    <message>
        <source>cannot read &apos;{text}&apos;: give han and fu like &apos;3 40&apos; or &apos;han 3 fu 40&apos; (and the points if you like: &apos;3 40 5200&apos;)</source>
        <translation>无法读取“{text}”：请按“3 40”或“han 3 fu 40”的格式给出番数和符数（也可以加上点数：“3 40 5200”）</translation>
    </message>
    <message>
        <source>give both han and fu, e.g. &apos;3 40&apos; or &apos;han 3 fu 40&apos;</source>
        <translation>请同时给出番数和符数，如“3 40”或“han 3 fu 40”</translation>
    </message>
    <message>
        <source>{key} is given twice</source>
        <translation>{key}给了两次</translation>
    </message>
    <message>
        <source>{key} {value}: give a whole number 0–{limit}</source>
        <translation>{key} {value}：请给出 0–{limit} 的整数</translation>
    </message>
    <message>
        <source>a scoring answer under {rules} is {expected}, not {got}</source>
        <translation>{rules}规则下的算番答案是 {expected}，而不是 {got}</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} 秒</translation>
    </message>
    <message>
        <source>×{n} left</source>
        <translation>剩{n}张</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>你的选择</translation>
    </message>
    <message>
        <source>Your wrong picks ({tiles}) complete no hand.</source>
        <translation>你错选的牌（{tiles}）无法和牌。</translation>
    </message>
    <message>
        <source>Each wait, its kinds, and the complete hand it makes, split into groups (the winning tile lit):</source>
        <translation>每张听牌、听牌形式，以及和牌后的拆分（和牌张高亮）：</translation>
    </message>
    <message>
        <source>You chose no tile in time.</source>
        <translation>你没有在时限内选牌。</translation>
    </message>
    <message>
        <source>Your choice {tile} is one of them.</source>
        <translation>你选的{tile}正是其中之一。</translation>
    </message>
    <message>
        <source>The hand waits on {kinds}, {left}.</source>
        <translation>这手牌听 {kinds}，{left}。</translation>
    </message>
    <message>
        <source>Answer the question to see why: every wait with the complete hand it makes, the whole discard table, or every fan with its points.</source>
        <translation>答题后可看到解析：每张听牌及其和牌拆分、完整的打牌表，或每个番种及其番数。</translation>
    </message>
    <message>
        <source>Your wrong pick ({tiles}) completes no hand.</source>
        <translation>你错选的牌（{tiles}）不能和牌。</translation>
    </message>
    <message>
        <source>This hand is worth {n} fan.</source>
        <translation>这手牌值 {n} 番。</translation>
    </message>
    <message>
        <source>This hand is worth {han} han {fu} fu: {points} points.</source>
        <translation>这手牌 {han} 番 {fu} 符：{points} 点。</translation>
    </message>
    <message>
        <source>Right! {n} fan.</source>
        <translation>正确！{n} 番。</translation>
    </message>
    <message>
        <source>Right! {han} han {fu} fu.</source>
        <translation>正确！{han} 番 {fu} 符。</translation>
    </message>
    <message>
        <source>Not quite: the hand is {han} han {fu} fu, {points} points.</source>
        <translation>不完全对：这手牌 {han} 番 {fu} 符，{points} 点。</translation>
    </message>
    <message>
        <source>Not quite: {right} of {n} fans right, {missed} missed, {extra} too many.</source>
        <translation>不完全对：{n} 个番种答对 {right} 个，漏计 {missed} 个，多计 {extra} 个。</translation>
    </message>
    <message>
        <source>{tile} is the best discard: {effective}.</source>
        <translation>{tile}是最佳打法：{effective}。</translation>
    </message>
    <message>
        <source>Throwing {tile} leaves the hand {steps} further from ready than {best}.</source>
        <translation>打{tile}比打{best}离听牌多 {steps}。</translation>
    </message>
    <message>
        <source>Best: {tiles}, then {shanten} with {effective}.</source>
        <translation>最佳：打{tiles}，打后{shanten}，{effective}。</translation>
    </message>
    <message>
        <source>Gap: {steps} further from ready.</source>
        <translation>差距：离听牌多 {steps}。</translation>
    </message>
    <message>
        <source>won</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Time {t} of {limit}</source>
        <translation>用时 {t} / {limit}</translation>
    </message>
    <message>
        <source>Time {t}</source>
        <translation>用时 {t}</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation>测验(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>级别(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>时限(&amp;T)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Seconds per question; a question not answered in time counts as missed. 0 = no limit.</source>
        <translation>每题限时的秒数；超时未答按答错计。0 = 不限时。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>A new session of this quiz and level</source>
        <translation>以这个测验和级别开始新一轮</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Submit (Enter)</source>
        <translation>提交（Enter）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Next (Space)</source>
        <translation>下一题（空格）</translation>
    </message>
    <message>
        <source>Open in trainer</source>
        <translation>在练习中打开</translation>
    </message>
    <message>
        <source>Quiz: submit the answer</source>
        <translation>测验：提交答案</translation>
    </message>
    <message>
        <source>Quiz: next question</source>
        <translation>测验：下一题</translation>
    </message>
    <message>
        <source>Load this hand into the trainer to explore it</source>
        <translation>把这手牌载入练习页，自己分析</translation>
    </message>
    <message>
        <source>Pick a quiz and a level, then press Start. Every answer is kept; questions you miss come back for review.</source>
        <translation>选择测验和级别，然后按“开始”。每次作答都会记录；答错的题之后会再出现，供你复习。</translation>
    </message>
    <message>
        <source>Your answer: click every tile the hand waits on, then submit.</source>
        <translation>作答：点选这手牌听的每一张牌，然后提交。</translation>
    </message>
    <message>
        <source>Review missed ({n} due)</source>
        <translation>复习错题（{n} 道到期）</translation>
    </message>
    <message>
        <source>Ask again the questions you missed that are due now</source>
        <translation>重做已到复习时间的错题</translation>
    </message>
    <message>
        <source>Dealing a question…</source>
        <translation>正在出题…</translation>
    </message>
    <message>
        <source>No quiz running</source>
        <translation>尚未开始测验</translation>
    </message>
    <message>
        <source>{kind} · from your games</source>
        <translation>{kind} · 来自你的牌局</translation>
    </message>
    <message>
        <source>{kind} · level {level}: {title}</source>
        <translation>{kind} · 第 {level} 级：{title}</translation>
    </message>
    <message>
        <source>Review {n} of {total}</source>
        <translation>复习 {n}/{total}</translation>
    </message>
    <message>
        <source>Question {n}</source>
        <translation>第 {n} 题</translation>
    </message>
    <message>
        <source>Score {right}/{answered} ({pct}%)</source>
        <translation>得分 {right}/{answered}（{pct}%）</translation>
    </message>
    <message>
        <source>Streak {n}</source>
        <translation>连对 {n}</translation>
    </message>
    <message>
        <source>This hand wins. What is it worth?</source>
        <translation>这手牌和了。它值多少番？</translation>
    </message>
    <message>
        <source>This hand wins. How many han and fu is it?</source>
        <translation>这手牌和了。是几番几符？</translation>
    </message>
    <message>
        <source>From your games, at turn {turn}. The tiles this seat saw outside its hand:</source>
        <translation>来自你的牌局，第 {turn} 巡。这个座位在手牌外看到的牌：</translation>
    </message>
    <message>
        <source>From your games, at turn {turn}.</source>
        <translation>来自你的牌局，第 {turn} 巡。</translation>
    </message>
    <message>
        <source>This hand is ready. Which tiles does it wait on?</source>
        <translation>这手牌已听牌。它听哪些牌？</translation>
    </message>
    <message>
        <source>Which tile do you discard? Click it in the hand.</source>
        <translation>你打哪一张？在手牌中点击它。</translation>
    </message>
    <message>
        <source>Time is up: the question counts as missed.</source>
        <translation>时间到：本题按答错计。</translation>
    </message>
    <message>
        <source>Right! You found the wait.</source>
        <translation>正确！找到了这张听牌。</translation>
    </message>
    <message>
        <source>Right! You found all {n} waits.</source>
        <translation>正确！{n} 种听牌全部找到。</translation>
    </message>
    <message>
        <source>Not quite: {right} of {waits} found, {picks}.</source>
        <translation>不完全对：{waits}找到 {right} 种，{picks}。</translation>
    </message>
    <message>
        <source>An opponent declared riichi. Which tile is safest? Click it in the hand.</source>
        <translation>有对手宣告了立直。哪张牌最安全？在手牌中点击它。</translation>
    </message>
    <message>
        <source>An opponent declared riichi against your hand. Push: click the tile you would throw. Fold: click the safest tile.</source>
        <translation>对手立直了。进攻：点你要打的牌。弃和：点最安全的牌。</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正确！</translation>
    </message>
    <message>
        <source>Not the safest.</source>
        <translation>不是最安全的。</translation>
    </message>
    <message>
        <source>your throw, among the safest</source>
        <translation>你打的牌，属于最安全的</translation>
    </message>
    <message>
        <source>your throw</source>
        <translation>你打的牌</translation>
    </message>
    <message>
        <source>the safest tile</source>
        <translation>最安全的牌</translation>
    </message>
    <message>
        <source>your throw, among the best</source>
        <translation>你打的牌，属于最佳</translation>
    </message>
    <message>
        <source>the best by the round EV</source>
        <translation>本局期望最高的牌</translation>
    </message>
    <message>
        <source>your choice, among the best</source>
        <translation>你的选择，属于最佳</translation>
    </message>
    <message>
        <source>the best choice by the round EV</source>
        <translation>本局期望最高的选择</translation>
    </message>
    <message>
        <source>Every discard, the best chance to win first: how far from ready it leaves the hand, the tiles that would then help, and the chances to be ready and to win by the last draw, from turn {turn} ({n} draws left; one player, no calls).</source>
        <translation>所有打法，和牌率最高者在前：打后向听数、届时的有效牌，以及到最后一摸为止听牌与和牌的概率，自第 {turn} 巡起（剩 {n} 摸；单人、无鸣牌）。</translation>
    </message>
    <message>
        <source>Every tile of the hand, the safest first: its category against each riichi and its chance to deal in at turn {turn}, from published deal-in rates by tile class and turn (approximate). Then the riichi hands as they really were.</source>
        <translation>手中每张牌，最安全的在前：对每家立直的类别，以及第 {turn} 巡的放铳率（取自按牌类与巡目公布的放铳率，为近似值）。然后是立直者真实的手牌。</translation>
    </message>
    <message>
        <source>Every throw, the best round EV first: its chance to win by the last draw from turn {turn}, its chance to deal in now and its round EV (the better of pushing on and folding after it).</source>
        <translation>每种打法，本局期望高的在前：自第 {turn} 巡起到最后一摸的和牌率、现在的放铳率和本局期望（继续进攻与打这张后弃和中较好的）。</translation>
    </message>
    <message>
        <source>Both ways, the best round EV first: the chance to win by the last draw from turn {turn} (riichi: locked to its wait; dama: only the rons a yaku allows), the average win and the round EV.</source>
        <translation>两种打法，本局期望高的在前：从第 {turn} 巡起到最后一巡的和牌率（立直：听牌固定；默听：只算有役可荣和的），平均和牌点和本局期望。</translation>
    </message>
    <message>
        <source>Pass and each call with its best discard, the best round EV first: the chance to win by the last draw from turn {turn}, the expected worth of the wins and the round EV (after a call the hand is open: no riichi, a yaku needed).</source>
        <translation>不鸣和每种鸣牌（各附最佳打牌），本局期望高的在前：从第 {turn} 巡起到最后一巡的和牌率、和牌期望打点和本局期望（鸣牌后副露：不能立直，需要有役）。</translation>
    </message>
    <message>
        <source>{tile} wins most often: {win} by the last draw, with {effective}.</source>
        <translation>打{tile}和牌率最高：到最后一摸为 {win}，{effective}。</translation>
    </message>
    <message>
        <source>{tile} is as good as the best: it wins {mine} by the last draw, {best} {theirs}.</source>
        <translation>打{tile}与最佳打法一样好：到最后一摸和牌 {mine}，打{best} {theirs}。</translation>
    </message>
    <message>
        <source>Throwing {tile} wins {mine} of the time by the last draw; {best} wins {theirs}.</source>
        <translation>打{tile}到最后一摸的和牌率为 {mine}；打{best}为 {theirs}。</translation>
    </message>
    <message>
        <source>Effective tiles: {mine} against {theirs}.</source>
        <translation>有效牌：{mine} 张对 {theirs} 张。</translation>
    </message>
    <message>
        <source>Best: {tiles}, {win} to win by the last draw ({shanten}, {effective}).</source>
        <translation>最佳：打{tiles}，到最后一摸和牌率 {win}（打后{shanten}，{effective}）。</translation>
    </message>
    <message>
        <source>Yours: {tile}, {win} ({shanten}, {n}).</source>
        <translation>你的选择：打{tile}，{win}（打后{shanten}，{n}）。</translation>
    </message>
    <message>
        <source>Gap: {gap} pp of the chance to win.</source>
        <translation>差距：和牌率低 {gap} 个百分点。</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>{tile}: {category}, {chance} to deal in</source>
        <translation>{tile}：{category}，放铳率 {chance}</translation>
    </message>
    <message>
        <source>Right! {tile} is among the safest: {chance} to deal in.</source>
        <translation>正确！{tile}属于最安全的：放铳率 {chance}。</translation>
    </message>
    <message>
        <source>Not the safest: {tile} deals in {chance}, {best} only {best_chance}.</source>
        <translation>不是最安全的：{tile}放铳率 {chance}，{best}只有 {best_chance}。</translation>
    </message>
    <message>
        <source>The safest: {tiles}.</source>
        <translation>最安全：{tiles}。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Yours: {line}.</source>
        <translation>你打的：{line}。</translation>
    </message>
    <message>
        <source>{tile}: round EV {ev}; the best, {best}: {best_ev}.</source>
        <translation>打{tile}：本局期望 {ev}；最佳为打{best}：{best_ev}。</translation>
    </message>
    <message>
        <source>Folding: {ev}.</source>
        <translation>弃和：{ev}。</translation>
    </message>
    <message>
        <source>The fold line (the safest tile each turn): {tiles} …: {ev}.</source>
        <translation>弃和（每巡打最安全的牌）：{tiles} …：{ev}。</translation>
    </message>
    <message>
        <source>{seat}&apos;s riichi hand: {hand}, waiting on {waits}.</source>
        <translation>{seat}的立直手牌：{hand}，听 {waits}。</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Dama</source>
        <translation>默听</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>不鸣</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>Throwing {tile} leaves your closed hand ready. Riichi or dama?</source>
        <translation>打{tile}后门清手牌听牌。立直还是默听？</translation>
    </message>
    <message>
        <source>{seat} throws {tile}. Pass, or call it?</source>
        <translation>{seat}打出{tile}。不鸣，还是鸣牌？</translation>
    </message>
    <message>
        <source>{choice}: round EV {ev}; the best, {best}: {best_ev}.</source>
        <translation>{choice}：本局期望 {ev}；最佳为{best}：{best_ev}。</translation>
    </message>
    <message>
        <source>{choice}, discard {tile}</source>
        <translation>{choice}，打{tile}</translation>
    </message>
    <message>
        <source>({n}-shanten)</source>
        <translation>（{n}向听）</translation>
    </message>
    <message>
        <source>{mark} {choice}: win {win}, average win {value}, round EV {ev}</source>
        <translation>{mark} {choice}：和牌率 {win}，平均和牌点 {value}，本局期望 {ev}</translation>
    </message>
    <message>
        <source>{mark} {choice}: win {win}, expected worth {value}, round EV {ev}</source>
        <translation>{mark} {choice}：和牌率 {win}，和牌期望打点 {value}，本局期望 {ev}</translation>
    </message>
    <message>
        <source>{left} winning tiles left; kept quiet, {ron} of them win by ron (a yaku); riichi adds a han and puts a 1,000 stick down.</source>
        <translation>和牌张剩 {left} 张；默听时其中 {ron} 可荣和（有役）；立直加一番，并付出 1,000 点供托。</translation>
    </message>
    <message>
        <source>Not the best.</source>
        <translation>不是最佳打法。</translation>
    </message>
    <message>
        <source>Session over: {right} of {answered} right.</source>
        <translation>本轮结束：{answered} 题答对 {right} 题。</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>missed, or counted too few times</source>
        <translation>漏计，或计的次数太少</translation>
    </message>
    <message>
        <source>does not count, or counted too often</source>
        <translation>不计，或计的次数太多</translation>
    </message>
    <message>
        <source>wait found</source>
        <translation>找到的听牌</translation>
    </message>
    <message>
        <source>wait missed</source>
        <translation>漏掉的听牌</translation>
    </message>
    <message>
        <source>wrong pick</source>
        <translation>错选</translation>
    </message>
    <message>
        <source>your discard, among the best</source>
        <translation>你的打法（最佳之一）</translation>
    </message>
    <message>
        <source>your discard</source>
        <translation>你的打法</translation>
    </message>
    <message>
        <source>the best discard</source>
        <translation>最佳打法</translation>
    </message>
    <message>
        <source>{n} — {title}</source>
        <translation>{n} — {title}</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>{tile} keeps {count} effective tiles at {shanten}-shanten</source>
        <extracomment>The catalogue&apos;s context of the reasons&apos; words (the window and the command line translate them in it). One sentence for each reason id.</extracomment>
        <translation>打{tile}：{shanten} 向听，进张 {count} 张</translation>
    </message>
    <message>
        <source>{best} keeps {best_count} effective tiles, {tile} {count}: {more} more, {fewer} fewer</source>
        <translation>打{best}进张 {best_count} 张，打{tile} {count} 张：多 {more}，少 {fewer}</translation>
    </message>
    <message>
        <source>{best} keeps {best_count} effective tiles, {tile} {count}: {more} more</source>
        <translation>打{best}进张 {best_count} 张，打{tile} {count} 张：多 {more}</translation>
    </message>
    <message>
        <source>{best} keeps {best_count} effective tiles, {tile} {count}: {fewer} fewer</source>
        <translation>打{best}进张 {best_count} 张，打{tile} {count} 张：少 {fewer}</translation>
    </message>
    <message>
        <source>{tile} goes back to {shanten}-shanten; {best} stays at {best_shanten}-shanten</source>
        <translation>打{tile}退回 {shanten} 向听；打{best}保持 {best_shanten} 向听</translation>
    </message>
    <message>
        <source>{best} goes back to {best_shanten}-shanten for {best_count} effective tiles; {tile} stays at {shanten}-shanten with {count}</source>
        <translation>打{best}退回 {best_shanten} 向听换进张 {best_count} 张；打{tile}保持 {shanten} 向听，进张 {count} 张</translation>
    </message>
    <message>
        <source>after {tile} the hand waits on {waits} ({shape}): {left} left</source>
        <translation>打{tile}后听 {waits}（{shape}），剩 {left} 张</translation>
    </message>
    <message>
        <source>{tile} is a dora: {best} keeps it</source>
        <translation>{tile}是宝牌：打{best}可留下它</translation>
    </message>
    <message>
        <source>{tile} is a red five: {best} keeps it</source>
        <translation>{tile}是赤宝牌：打{best}可留下它</translation>
    </message>
    <message>
        <source>{best} leaves the hand all simples (tanyao); {tile} keeps {best} in it</source>
        <translation>打{best}后全是中张牌（断幺九）；打{tile}则仍留着{best}</translation>
    </message>
    <message>
        <source>{tile} breaks a pung of yakuhai worth {han} han; {best} keeps it</source>
        <translation>打{tile}拆了役牌刻子（{han} 番）；打{best}可留下它</translation>
    </message>
    <message>
        <source>{tile} breaks a pair of yakuhai ({han} han as a pung, {left} left); {best} keeps it</source>
        <translation>打{tile}拆了役牌对子（成刻 {han} 番，剩 {left} 张）；打{best}可留下它</translation>
    </message>
    <message>
        <source>{best} wins as often but a win is worth {best_worth} points, against {worth} for {tile}</source>
        <translation>打{best}和牌率相当，但和牌值 {best_worth} 点，打{tile}只值 {worth} 点</translation>
    </message>
    <message>
        <source>{tile} is {category} against the riichi: {chance} % to deal in</source>
        <translation>{tile}对立直者是{category}：放铳率 {chance}%</translation>
    </message>
    <message>
        <source>{tile}: win {win} %, deal in {deal_in} %, {ev} points; {best}: win {best_win} %, deal in {best_deal_in} %, {best_ev} points; folding: {fold_ev} points</source>
        <translation>打{tile}：和牌 {win}%，放铳 {deal_in}%，{ev} 点；打{best}：和牌 {best_win}%，放铳 {best_deal_in}%，{best_ev} 点；弃和：{fold_ev} 点</translation>
    </message>
    <message>
        <source>{tile}: win {win} %, deal in {deal_in} %, {ev} points; folding: {fold_ev} points</source>
        <translation>打{tile}：和牌 {win}%，放铳 {deal_in}%，{ev} 点；弃和：{fold_ev} 点</translation>
    </message>
    <message>
        <source>riichi adds {han} han; the wait {waits} ({shape}) has {left} left; riichi {riichi_ev} points, dama {dama_ev} points</source>
        <translation>立直加 {han} 番；听 {waits}（{shape}）剩 {left} 张；立直 {riichi_ev} 点，默听 {dama_ev} 点</translation>
    </message>
    <message>
        <source>{call} {meld}, discard {discard}: win {win} % for {ev} points; passing: win {pass_win} % for {pass_ev} points</source>
        <translation>{call} {meld}，打{discard}：和牌 {win}%，{ev} 点；不鸣：和牌 {pass_win}%，{pass_ev} 点</translation>
    </message>
    <message>
        <source>{call} opens the hand: no riichi from then on</source>
        <translation>{call}后门清破坏：此后不能立直</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>The calls a reason names.</extracomment>
        <translation>不鸣</translation>
    </message>
    <message>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>杠</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>×{n} left</source>
        <translation>剩{n}张</translation>
    </message>
    <message>
        <source>Click to discard {name}</source>
        <translation>点击打出{name}</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>{n}-shanten</source>
        <translation>{n} 向听</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The effective tiles of a row wrap to at most this many lines: their column is never narrower than that needs (at ~1 tile wide, 20 tiles stacked made a row ~350 px tall). When the columns do not all fit, these come first (left to right), the others after them in their own order: at a 1024-px window the chances and value would otherwise sit past the effective tiles, out of view. With a riichi on the table the danger comes right after the discard (shown only then: at 1366 px it sat past the value, out of view). Only the header&apos;s visual order moves; the model&apos;s does not. The round EV (under riichi points) comes right after the deal-in: it weighs it against the chances, the one number a learner compares; the shanten after the discard goes after the value then (at 1024 px its room is what keeps the chances and the value in view). The narrowest the table asks a layout for: past its columns it scrolls sideways. Room left around the table in the page&apos;s view when its height is capped to that view.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Not searched: this discard leaves the hand further from ready than the best one, or beyond the search&apos;s reach (the line under the table says which)</source>
        <translation>未搜索：打这张后离听牌比最佳打法更远，或超出搜索范围（表下的说明写明是哪一种）</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>dama</source>
        <translation>默听</translation>
    </message>
    <message>
        <source>{tile} · {play}</source>
        <translation>{tile} · {play}</translation>
    </message>
    <message>
        <source>Riichi: one han more, ura dora and ippatsu in expectation, the 1,000 stick, the hand locked to its wait. Dama: the hand may still change; a win by ron needs a yaku. Win % and value are each play&apos;s: dama the look-ahead&apos;s chance with the waits&apos; worth without riichi, riichi the locked wait&apos;s chance with riichi&apos;s worth; the round EV weighs the two plays.</source>
        <translation>立直：多一番，里宝牌与一发按期望计入，付出 1000 点立直棒，手牌锁定听牌。默听：手牌仍可改变；荣和需要役。和牌率与期望值按各自打法计算：默听取前瞻的和牌率与不立直时各听牌的打点，立直取锁定听牌的和牌率与立直后的打点；本局期望比较这两种打法。</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>打后</translation>
    </message>
    <message>
        <source>Effective tiles left</source>
        <translation>有效牌（剩余张数）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Tenpai %</source>
        <translation>听牌率</translation>
    </message>
    <message>
        <source>The chance to be ready (tenpai) by the last draw after this discard: one player, no calls, each draw from the unseen wall.</source>
        <translation>打出这张后、到最后一摸为止听牌的概率：单人、无鸣牌，每次都从未见的牌中摸。</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>和牌率</translation>
    </message>
    <message>
        <source>The chance to win by the last draw after this discard: one player, no calls, each draw from the unseen wall; the lit row wins most often.</source>
        <translation>打出这张后、到最后一摸为止和牌的概率：单人、无鸣牌，每次都从未见的牌中摸；高亮的一行和牌率最高。</translation>
    </message>
    <message>
        <source>{fan} fan</source>
        <translation>{fan}番</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points}点</translation>
    </message>
    <message>
        <source>The expected value of the wins by the last draw after this discard: the win chance × the average win (a hand that does not win counts 0), so less than a win is worth. For the play that makes it highest: riichi points by self-draw, riichi declared when the hand is ready and concealed, with the winds, dora, red fives and ura dora in expectation; Chinese Official: the fan of the wins.</source>
        <translation>打出这张后、到最后一摸为止和牌的期望值：和牌率 × 平均和牌价值（没有和牌记 0），所以小于一次和牌的价值。按使其最高的打法：日麻为自摸得点，听牌且门清时立直，计入场风自风、宝牌、赤五和里宝牌的期望；国标为和牌的番数。</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Four-player estimate: the published deal-in rates are counted at four-player tables; with three players the categories are exact, the chances an estimate.</source>
        <translation>四人麻将的估计：公开的放铳率统计自四人对局；三人麻将时牌的类别是准确的，概率只是估计。</translation>
    </message>
    <message>
        <source>Deal-in %</source>
        <translation>放铳率</translation>
    </message>
    <message>
        <source>The chance that this discard deals in: into a riichi by published deal-in rates by tile class and turn, into an open hand by its tenpai rate times that; the safest first on a click.</source>
        <translation>这张牌放铳的概率：对立直按公开的各牌种、各巡目放铳率；对副露者按其听牌率乘以该放铳率；点一下最安全的排在前。</translation>
    </message>
    <message>
        <source>Against riichi</source>
        <extracomment>The columns whose header says &quot;four-player estimate&quot; at a three-player table (the deal-in chances; the categories beside them stay exact).</extracomment>
        <translation>对立直</translation>
    </message>
    <message>
        <source>What the riichi player&apos;s pond says about the tile: genbutsu, suji, half-suji, non-suji, an honour by its copies in view, and kabe (no-chance, one-chance).</source>
        <translation>立直者的牌河对这张牌说明了什么：现物、筋、半筋、无筋、按可见张数的字牌，以及壁（无机会、一机会）。</translation>
    </message>
    <message>
        <source>Round EV: the expected change of your points by the end of the round after this discard. Your own wins (the look-ahead) race the others&apos; (published win and tenpai rates), less the deal-ins now and later and the others&apos; self-draws, plus the draw&apos;s payments. With a threat on the table, the better of playing on and folding after this discard. The highest is the best play.</source>
        <translation>本局期望：打这张牌后到本局结束时你的点数的期望变化。你自己的和牌（前瞻计算）与他家的和牌（公开的和牌率、听牌率统计）赛跑，减去现在和之后的放铳、他家自摸，加上流局的听牌料。场上有威胁时，取继续进攻与打这张后弃和两者中较好的。最高的是最好的打法。</translation>
    </message>
    <message>
        <source>Round EV</source>
        <translation>本局期望</translation>
    </message>
    <message>
        <source>{title}
(4-player est.)</source>
        <translation>{title}
（四人估计）</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Discards: most effective tiles first, the best one lit</source>
        <translation>打牌：有效牌多者在前，最佳者高亮</translation>
    </message>
    <message>
        <source>{shape}: {shanten}</source>
        <translation>{shape}：{shanten}</translation>
    </message>
    <message>
        <source>By shape — {list}</source>
        <translation>各牌型——{list}</translation>
    </message>
    <message>
        <source>★ {shape} — the arrangement that scores</source>
        <translation>★ {shape}——计分所用的拆法</translation>
    </message>
    <message>
        <source>Complete: {ways} to split it</source>
        <translation>和牌：共 {ways}拆法</translation>
    </message>
    <message>
        <source>Waits: {kinds}, {left}</source>
        <translation>听牌：{kinds}，{left}</translation>
    </message>
    <message>
        <source>Effective tiles (draws that bring it closer): {kinds}, {left}</source>
        <translation>有效牌（进张）：{kinds}，{left}</translation>
    </message>
    <message>
        <source>Add tiles to build a hand.</source>
        <translation>请添加牌来组成手牌。</translation>
    </message>
    <message>
        <source>{n} tiles: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14) — add one tile or remove one.</source>
        <translation>{n} 张：手牌需要 3n+1 或 3n+2 张（如 13 或 14 张）——请加一张或减一张。</translation>
    </message>
    <message>
        <source>Error: {message}</source>
        <translation>错误：{message}</translation>
    </message>
    <message>
        <source>Complete hand (win)!</source>
        <translation>和牌！</translation>
    </message>
    <message>
        <source>One discard from ready (tenpai): pick it in the table below.</source>
        <translation>打一张即听牌：见下表选择。</translation>
    </message>
    <message>
        <source>{n}-shanten after the best discard (table below).</source>
        <translation>最佳打法后 {n} 向听（见下表）。</translation>
    </message>
    <message>
        <source>Ready (tenpai): waiting on {kinds}, {left}.</source>
        <translation>听牌：听 {kinds}，{left}。</translation>
    </message>
    <message>
        <source>{n}-shanten: {tiles} away from ready.</source>
        <translation>{n} 向听：再进 {tiles}有效牌即可听牌。</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>无法读取 {file}：{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no game.</source>
        <translation>剪贴板里没有牌谱。</translation>
    </message>
    <message>
        <source>pasted game</source>
        <translation>粘贴的牌谱</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>无法打开 {file}：{reason}</translation>
    </message>
    <message>
        <source>Opening cancelled.</source>
        <translation>已取消打开。</translation>
    </message>
    <message>
        <source>Opened {file}: {rounds}.</source>
        <translation>已打开 {file}：共 {rounds}。</translation>
    </message>
    <message>
        <source>Review the game first to find mistakes.</source>
        <translation>请先复盘，才能找出失误。</translation>
    </message>
    <message>
        <source>No mistakes in this game.</source>
        <translation>这场没有失误。</translation>
    </message>
    <message>
        <source>The game&apos;s figures were not kept: {reason}</source>
        <translation>对局数据未能保存：{reason}</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>复盘失败：{reason}</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>已取消复盘。</translation>
    </message>
    <message>
        <source>This decision&apos;s value was not searched: {reason}</source>
        <translation>未能计算此决策的期望值：{reason}</translation>
    </message>
    <message>
        <source>Card made: it is due now in the quiz&apos;s review.</source>
        <translation>已做成卡片：已列入测验的复习，现在就能复习。</translation>
    </message>
    <message>
        <source>No card made: {reason}</source>
        <translation>未能做成卡片：{reason}</translation>
    </message>
    <message>
        <source>East</source>
        <extracomment>The file types the open dialog offers.</extracomment>
        <translation>东</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>{wind} {number}</source>
        <translation>{wind}{number}局</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>{name} (seat {n})</source>
        <translation>{name}（座位 {n}）</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>存疑</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>强制</translation>
    </message>
    <message>
        <source>exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流局满贯</translation>
    </message>
    <message>
        <source>nine terminals</source>
        <translation>九种九牌</translation>
    </message>
    <message>
        <source>four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>four kongs</source>
        <translation>四杠散了</translation>
    </message>
    <message>
        <source>four winds</source>
        <translation>四风连打</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>三家和了</translation>
    </message>
    <message>
        <source>{winner} wins by self-draw</source>
        <translation>{winner} 自摸和了</translation>
    </message>
    <message>
        <source>{winner} wins from {giver}</source>
        <translation>{winner} 荣和 {giver}</translation>
    </message>
    <message>
        <source>({n} honba)</source>
        <translation>（{n} 本场）</translation>
    </message>
    <message>
        <source>efficiency</source>
        <extracomment>Win chance lost (as a probability) up to which a discard is graded best, good, doubtful, where no round EV is known (rules that value no win). Round EV lost (points) up to which a discard is graded best, good, doubtful (DESIGN.md &quot;Decisions&quot;: grades). Share of the best discard&apos;s effective tiles lost up to which a shape grade is good, doubtful. How many of the largest losses the summary lists. The look-ahead&apos;s legality check of a complete hand won on a tile (:func:`legal_win`). Riichi or dama, and pass or a call (:mod:`.review_choices`). Each category in words, by its value, marked for the catalogues (the Review page&apos;s context, &quot;ReviewPage&quot;; the Progress page and ``mjtrainer history`` name them too).</extracomment>
        <translation>牌效</translation>
    </message>
    <message>
        <source>value</source>
        <translation>打点</translation>
    </message>
    <message>
        <source>push or fold</source>
        <translation>攻守</translation>
    </message>
    <message>
        <source>riichi or dama</source>
        <translation>立直或默听</translation>
    </message>
    <message>
        <source>call or pass</source>
        <translation>鸣牌或不鸣</translation>
    </message>
    <message>
        <source>lost {lost} · {mistakes}</source>
        <translation>损失 {lost} · {mistakes}</translation>
    </message>
    <message>
        <source>dealt in at turn {turn}</source>
        <translation>第 {turn} 巡放铳</translation>
    </message>
    <message>
        <source>han</source>
        <translation>番数</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符数</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>payments</source>
        <translation>收支</translation>
    </message>
    <message>
        <source>red fives (our scorer does not count them yet)</source>
        <translation>赤宝牌（我们的计分尚未计入）</translation>
    </message>
    <message>
        <source>open all simples (our scorer does not allow it yet)</source>
        <translation>副露断幺（我们的计分尚未允许）</translation>
    </message>
    <message>
        <source>honba and riichi sticks (in the record&apos;s payments, not in ours)</source>
        <translation>本场与立直棒（计入了牌谱的收支，未计入我们的）</translation>
    </message>
    <message>
        <source>{field} {recorded} in the record, {scored} scored</source>
        <translation>{field}：牌谱 {recorded}，重算 {scored}</translation>
    </message>
    <message>
        <source>our scorer refused this win</source>
        <translation>我们的计分拒绝了这次和牌</translation>
    </message>
    <message>
        <source>score not compared</source>
        <translation>点数未比较</translation>
    </message>
    <message>
        <source>score checked</source>
        <translation>点数已核对</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n} 番</translation>
    </message>
    <message>
        <source>{n} fu</source>
        <translation>{n} 符</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 点</translation>
    </message>
    <message>
        <source>{winner} by self-draw on {tile}</source>
        <translation>{winner} 自摸 {tile}</translation>
    </message>
    <message>
        <source>{winner} from {giver} on {tile}</source>
        <translation>{winner} 荣和 {giver} 的 {tile}</translation>
    </message>
    <message>
        <source>Our scorer refused the hand: {reason}</source>
        <translation>我们的计分拒绝了这手牌：{reason}</translation>
    </message>
    <message>
        <source>Scored again as recorded: {value} (payments {payments}).</source>
        <translation>重新计分与牌谱一致：{value}（收支 {payments}）。</translation>
    </message>
    <message>
        <source>Scored again differently: {differences}.</source>
        <translation>重新计分与牌谱不同：{differences}。</translation>
    </message>
    <message>
        <source>Scored again: {value}; the record&apos;s payments {payments}.</source>
        <translation>重新计分：{value}；牌谱的收支 {payments}。</translation>
    </message>
    <message>
        <source>Not compared: {reasons}.</source>
        <translation>未比较：{reasons}。</translation>
    </message>
    <message>
        <source>{player} is liable (pao): pays the whole win.</source>
        <translation>{player} 负包牌责任：支付全部和牌点数。</translation>
    </message>
    <message>
        <source>Value: the expected worth of the wins by the last draw after this discard (the win chance × the average win), as the Trainer tab gives it; the look-ahead searches it when this decision is shown. The grade and the Round EV count a win at the published average for such a hand instead, so that a review stays quick.</source>
        <translation>期望值：打出这张后、到最后一摸为止和牌的期望值（和牌率 × 平均和牌价值），与“练习”页相同；显示此决策时由前瞻计算求出。评级和本局期望则按此类手牌公开的平均打点计算和牌，以保持复盘快速。</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>全部决策</translation>
    </message>
    <message>
        <source>Mistakes only</source>
        <translation>只看失误</translation>
    </message>
    <message>
        <source>riichi {tile}</source>
        <translation>立直 打{tile}</translation>
    </message>
    <message>
        <source>dama {tile}</source>
        <translation>默听 打{tile}</translation>
    </message>
    <message>
        <source>{call}, discard {tile}</source>
        <translation>{call}，打{tile}</translation>
    </message>
    <message>
        <source>{round} turn {turn}: {played}, {grade}</source>
        <translation>{round} 第 {turn} 巡：{played}，{grade}</translation>
    </message>
    <message>
        <source>{player} is liable (pao) and dealt in: pays it all.</source>
        <translation>{player} 负包牌责任，又是放铳者：全部由其支付。</translation>
    </message>
    <message>
        <source>{player} is liable (pao): pays half the win and the honba.</source>
        <translation>{player} 负包牌责任：与放铳者各付一半，本场由其支付。</translation>
    </message>
    <message>
        <source>{n} pp</source>
        <translation>{n} 个百分点</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配牌</translation>
    </message>
    <message>
        <source>{who} draws {tile}</source>
        <translation>{who} 摸 {tile}</translation>
    </message>
    <message>
        <source>{who} discards {tile}</source>
        <translation>{who} 打 {tile}</translation>
    </message>
    <message>
        <source>{who} declares riichi</source>
        <translation>{who} 立直</translation>
    </message>
    <message>
        <source>{who} calls chi on {tile}</source>
        <translation>{who} 吃 {tile}</translation>
    </message>
    <message>
        <source>{who} calls pon on {tile}</source>
        <translation>{who} 碰 {tile}</translation>
    </message>
    <message>
        <source>{who} calls kong on {tile}</source>
        <translation>{who} 明杠 {tile}</translation>
    </message>
    <message>
        <source>{who} adds {tile} to a pon</source>
        <translation>{who} 加杠 {tile}</translation>
    </message>
    <message>
        <source>{who} declares a concealed kong of {tile}</source>
        <translation>{who} 暗杠 {tile}</translation>
    </message>
    <message>
        <source>{who} sets {tile} aside as a kita</source>
        <translation>{who} 拔北 {tile}</translation>
    </message>
    <message>
        <source>New dora indicator {tile}</source>
        <translation>新宝牌指示牌 {tile}</translation>
    </message>
    <message>
        <source>{decisions} ({searched} searched): {grades}.
The best discard played: {agree}. Chance lost: {lost} in all, {mean} a decision.</source>
        <translation>{decisions}（搜索 {searched} 次）：{grades}。
打出最佳牌：{agree}。和牌率损失：共 {lost}，平均每次 {mean}。</translation>
    </message>
    <message>
        <source>thrown as drawn</source>
        <translation>摸切</translation>
    </message>
    <message>
        <source>riichi declared</source>
        <translation>立直宣言牌</translation>
    </message>
    <message>
        <source>called</source>
        <translation>被鸣</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>RIICHI</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>（你）</translation>
    </message>
    <message>
        <source>{round} · {honba} honba · {sticks} riichi sticks · wall {wall} · step {step}/{steps}</source>
        <translation>{round} · {honba} 本场 · 立直棒 {sticks} · 牌山 {wall} · 第 {step}/{steps} 步</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>宝牌指示牌：</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Open a game to review it.</source>
        <translation>打开牌谱开始复盘。</translation>
    </message>
    <message>
        <source>Not {name}&apos;s move: ↑/↓ go to its decisions.</source>
        <translation>不是 {name} 的回合：按 ↑/↓ 跳到其决策。</translation>
    </message>
    <message>
        <source>Decision {n} of {total} · turn {turn}</source>
        <translation>第 {n}/{total} 次决策 · 第 {turn} 巡</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>复盘中…</translation>
    </message>
    <message>
        <source>Press Review to grade this seat&apos;s discards.</source>
        <translation>点“复盘”为这个座位的每次打牌评分。</translation>
    </message>
    <message>
        <source>Your move: click the tile you would discard in your hand.</source>
        <translation>轮到你：在手牌中点你要打出的牌。</translation>
    </message>
    <message>
        <source>Your pick {tile}: {grade}</source>
        <translation>你的选择 {tile}：{grade}</translation>
    </message>
    <message>
        <source>On the tiles: the discard played is ticked when it is among the best and crossed when not; the best ones are ringed. Click a row to grade your own pick.</source>
        <translation>牌上的标记：实际打出的牌若是最佳则打勾，否则打叉；最佳的牌画圈。点一行为你自己的选择评分。</translation>
    </message>
    <message>
        <source>Against the riichi: {tile} was {category}, {chance} to deal in. The safest: {safest} ({safest_chance}).</source>
        <translation>对立直：{tile} 是{category}，放铳率 {chance}。最安全：{safest}（{safest_chance}）。</translation>
    </message>
    <message>
        <source>Dealt in with {tile} ({chance}); the safest held: {safest} ({safest_chance}).</source>
        <translation>打 {tile} 放铳（{chance}）；手中最安全的是：{safest}（{safest_chance}）。</translation>
    </message>
    <message>
        <source>Round EV {played} against {best} for the best: {lost} lost ({category}).</source>
        <translation>本局期望 {played}，最佳为 {best}：损失 {lost}（{category}）。</translation>
    </message>
    <message>
        <source>Folding: {ev}.</source>
        <translation>弃和：{ev}。</translation>
    </message>
    <message>
        <source>Played {tile} (forced: after riichi).</source>
        <translation>打出 {tile}（立直后强制）。</translation>
    </message>
    <message>
        <source>Played {tile}: {grade}. Wins {played} against {best_win} for the best ({best}); lost {lost}.</source>
        <translation>打出 {tile}：{grade}。和牌率 {played}，最佳（{best}）为 {best_win}；损失 {lost}。</translation>
    </message>
    <message>
        <source>Played {tile}: {grade} by shape (beyond the search). Best: {best}.</source>
        <translation>打出 {tile}：按牌形评为{grade}（超出搜索范围）。最佳：{best}。</translation>
    </message>
    <message>
        <source>Played {tile}: {grade}: it leaves the hand further from ready. Best: {best}.</source>
        <translation>打出 {tile}：{grade}：离听牌更远了。最佳：{best}。</translation>
    </message>
    <message>
        <source>No decision of this kind.</source>
        <translation>没有这类决策。</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>尚未复盘。</translation>
    </message>
    <message>
        <source>Round EV lost: {lost} in all, {mean} a decision.</source>
        <translation>本局期望损失：共 {lost}，平均每次决策 {mean}。</translation>
    </message>
    <message>
        <source>Most round EV lost: {category}, {points} in {decisions}.</source>
        <translation>本局期望损失最多：{category}，{decisions}共损失 {points}。</translation>
    </message>
    <message>
        <source>Chance lost per round</source>
        <translation>每局和牌率损失</translation>
    </message>
    <message>
        <source>The largest losses</source>
        <translation>最大的损失</translation>
    </message>
    <message>
        <source>{round} turn {turn}: {played} for {best}, {lost}</source>
        <translation>{round} 第 {turn} 巡：打 {played}，应打 {best}，{lost}</translation>
    </message>
    <message>
        <source>{round} turn {turn}: {played} for {best}, {lost} ({category})</source>
        <translation>{round} 第 {turn} 巡：打 {played}，应打 {best}，损失 {lost}（{category}）</translation>
    </message>
    <message>
        <source>dealt in against the riichi</source>
        <translation>对立直放铳</translation>
    </message>
    <message>
        <source>Decisions:</source>
        <translation>决策：</translation>
    </message>
    <message>
        <source>Show every decision, the mistakes only, or one category</source>
        <translation>显示全部决策、只看失误，或只看一类</translation>
    </message>
    <message>
        <source>The wins scored again</source>
        <translation>和牌重新计分</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>打开牌谱</translation>
    </message>
    <message>
        <source>Game logs ({suffixes});;All files (*)</source>
        <translation>牌谱（{suffixes}）;;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>打开牌谱…</translation>
    </message>
    <message>
        <source>Open a game log (Ctrl+O)</source>
        <translation>打开牌谱（Ctrl+O）</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Open the game on the clipboard: a tenhou.net/6 link or a log&apos;s text (Ctrl+Shift+V)</source>
        <translation>打开剪贴板中的牌谱：tenhou.net/6 链接或牌谱文本（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>座位：</translation>
    </message>
    <message>
        <source>Seats count 0–3 from the first dealer (East of the first round), as mjtrainer review --seat does</source>
        <translation>座位从起家（首局的东家）起数 0–3，与 mjtrainer review --seat 相同</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>显示所有手牌</translation>
    </message>
    <message>
        <source>Spoiler-free</source>
        <translation>先答后看</translation>
    </message>
    <message>
        <source>At each decision, pick your own discard before the analysis</source>
        <translation>每次决策先选出你要打的牌，再看分析</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Grade every discard of this seat by its chance to win</source>
        <translation>按和牌率为这个座位的每次打牌评分</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Make a card</source>
        <translation>做成卡片</translation>
    </message>
    <message>
        <source>Turn this decision into a discard question for the quiz&apos;s spaced repetition</source>
        <translation>把这次决策做成打牌题，加入测验的间隔复习</translation>
    </message>
    <message>
        <source>Next mistake (N)</source>
        <translation>下一个失误（N）</translation>
    </message>
    <message>
        <source>The event before (←)</source>
        <translation>上一步（←）</translation>
    </message>
    <message>
        <source>The next event (→)</source>
        <translation>下一步（→）</translation>
    </message>
    <message>
        <source>The decision before (↑)</source>
        <translation>上一次决策（↑）</translation>
    </message>
    <message>
        <source>The next decision (↓)</source>
        <translation>下一次决策（↓）</translation>
    </message>
    <message>
        <source>Review: the event before</source>
        <translation>复盘：上一步</translation>
    </message>
    <message>
        <source>Review: the next event</source>
        <translation>复盘：下一步</translation>
    </message>
    <message>
        <source>Review: the decision before</source>
        <translation>复盘：上一次决策</translation>
    </message>
    <message>
        <source>Review: the next decision</source>
        <translation>复盘：下一次决策</translation>
    </message>
    <message>
        <source>Review: the next mistake</source>
        <translation>复盘：下一个失误</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>各局</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>General</source>
        <extracomment>The title of each rules preset (the settings&apos; names), as an error names the rules.
----------
The declarations by name. The winning-shape options a user may switch on top of a preset (the settings file keeps them). The riichi options of DESIGN.md &quot;Rules&quot; a user may set on top of a scored riichi preset (Settings, the command line&apos;s ``--red-fives`` …, a batch line&apos;s keys), with their defaults in the ``riichi`` preset: red fives a count, the others on or off. What a game log states of its rules, in the order our writers and the review&apos;s JSON give them. Tiles dealt to each seat; copies of each kind in the wall. The characters three players leave out: 2m–8m (1m and 9m are the only ones in play). The kinds of a three-player wall: 27 kinds, 108 tiles. North (4z), set aside as a kita where three play. The presets by name, in the order menus and ``--rules`` list them: a new preset is one entry here (its aliases, if any, in :data:`ALIASES`). Each preset&apos;s title, as menus and reports show it, marked for the catalogues (context &quot;Rules&quot;); a preset without one shows its name.</extracomment>
        <translation>通用</translation>
    </message>
    <message>
        <source>Riichi (Japanese)</source>
        <translation>日本立直麻将</translation>
    </message>
    <message>
        <source>Chinese Official (MCR 国标)</source>
        <translation>国标麻将</translation>
    </message>
    <message>
        <source>Three-player riichi (sanma 三麻)</source>
        <translation>三人日麻（三麻）</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <extracomment>Every rule option, declared once; the command line&apos;s flags, a batch line&apos;s keys, the settings file and the settings dialog&apos;s widgets and labels are derived from these.</extracomment>
        <translation>七对子</translation>
    </message>
    <message>
        <source>Four identical tiles count as two pairs</source>
        <translation>四张相同的牌可算两对</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>Knitted shapes (全不靠, 七星不靠, 组合龙)</source>
        <translation>不靠牌型（全不靠、七星不靠、组合龙）</translation>
    </message>
    <message>
        <source>Red fives (0m 0p 0s, one dora each)</source>
        <translation>赤五（0m 0p 0s，各算一张宝牌）</translation>
    </message>
    <message>
        <source>Open all simples (kuitan)</source>
        <translation>副露断幺九（食断）</translation>
    </message>
    <message>
        <source>13 han or more is a yakuman (kazoe yakuman)</source>
        <translation>13 番以上算役满（累计役满）</translation>
    </message>
    <message>
        <source>Round 4 han 30 fu up to mangan (kiriage)</source>
        <translation>4 番 30 符进为满贯（切上满贯）</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>双倍役满</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>the name {path} holds a NUL character</source>
        <translation>文件名 {path} 含有 NUL 字符</translation>
    </message>
    <message>
        <source>{path} is a link to {target}; it was left as it is: choose a file</source>
        <translation>{path} 是指向 {target} 的链接；已原样保留：请选择一个文件</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} 是文件夹</translation>
    </message>
    <message>
        <source>{path} is a pipe or a device, not a file; it was left as it is</source>
        <translation>{path} 是管道或设备，不是文件；已原样保留</translation>
    </message>
    <message>
        <source>{reason}; nothing at {path} was changed</source>
        <translation>{reason}；{path} 处没有任何改动</translation>
    </message>
</context>
<context>
    <name>ScoreView</name>
    <message>
        <source>Complete, but this win cannot be scored: {message}</source>
        <translation>和牌型，但这样的和牌无法计分：{message}</translation>
    </message>
    <message>
        <source>Complete hand (win): {n} fan.</source>
        <translation>和牌！{n} 番。</translation>
    </message>
    <message>
        <source>Complete, but {n} fan: short of the {m}-fan minimum — not a win</source>
        <translation>和牌型，但只有 {n} 番：不足 {m} 番起和——不能和牌</translation>
    </message>
    <message>
        <source>Complete, but no yaku: cannot win</source>
        <translation>和牌型，但无役：不能和牌</translation>
    </message>
    <message>
        <source>Complete hand (win): {han} han {fu} fu, {points} points ({limit}).</source>
        <translation>和牌！{han} 番 {fu} 符，{points} 点（{limit}）。</translation>
    </message>
    <message>
        <source>Complete hand (win): {han} han {fu} fu, {points} points.</source>
        <translation>和牌！{han} 番 {fu} 符，{points} 点。</translation>
    </message>
    <message>
        <source>Won on {tile} by self-draw</source>
        <translation>自摸{tile}和牌</translation>
    </message>
    <message>
        <source>Won on {tile} on a discard</source>
        <translation>点和{tile}</translation>
    </message>
    <message>
        <source> — the best tile of the hand (pick another in the situation above)</source>
        <translation>——手牌中得分最高的一张（可在上方“和牌情况”中另选）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>{reason} {fu}</source>
        <translation>{reason} {fu}</translation>
    </message>
    <message>
        <source>{each} fan from each other player, {total} in all</source>
        <translation>其他每家各付 {each} 番，共 {total} 番</translation>
    </message>
    <message>
        <source>{discarder} fan from the discarder, {each} from each other player, {total} in all</source>
        <translation>点炮者付 {discarder} 番，其他两家各付 {each} 番，共 {total} 番</translation>
    </message>
    <message>
        <source>{total} from the discarder</source>
        <translation>{total}，由放铳者支付</translation>
    </message>
    <message>
        <source>{total}: {each} from the discarder</source>
        <translation>{total}：放铳者付 {each}</translation>
    </message>
    <message>
        <source>{total}: {each} from each other player</source>
        <translation>{total}：其他三家各付 {each}</translation>
    </message>
    <message>
        <source>{total}: {dealer} from the dealer, {each} from each other player</source>
        <translation>{total}：庄家付 {dealer}，另两家各付 {each}</translation>
    </message>
    <message>
        <source>honba {points} included</source>
        <translation>含本场 {points}</translation>
    </message>
    <message>
        <source>{points} in riichi sticks</source>
        <translation>立直棒 {points}</translation>
    </message>
    <message>
        <source>{payment} ({extras})</source>
        <translation>{payment}（{extras}）</translation>
    </message>
    <message>
        <source>×{n}</source>
        <translation>×{n}</translation>
    </message>
    <message>
        <source>{n} fan</source>
        <translation>{n} 番</translation>
    </message>
    <message>
        <source>{mark} {n} fan: short of 8</source>
        <translation>{mark} {n} 番：不足 8 番</translation>
    </message>
    <message>
        <source>{mark} no yaku</source>
        <translation>{mark} 无役</translation>
    </message>
    <message>
        <source>{han} han {fu} fu · {points}</source>
        <translation>{han} 番 {fu} 符 · {points}</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>番数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Total: {total} fan ({flowers} from flowers)</source>
        <translation>合计：{total} 番（其中花牌 {flowers} 番）</translation>
    </message>
    <message>
        <source>Total: {total} fan</source>
        <translation>合计：{total} 番</translation>
    </message>
    <message>
        <source>A win: {n} fan without flowers, {m} needed.</source>
        <translation>可以和牌：不计花牌 {n} 番，起和需 {m} 番。</translation>
    </message>
    <message>
        <source>Payments: {payment}</source>
        <translation>支付：{payment}</translation>
    </message>
    <message>
        <source>{mark} Not a win: {n} fan without flowers, short of the {m}-fan minimum.</source>
        <translation>{mark} 不能和牌：不计花牌 {n} 番，不足 {m} 番起和。</translation>
    </message>
    <message>
        <source>{name} ({romaji})</source>
        <translation>{name}（{romaji}）</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n} 番</translation>
    </message>
    <message>
        <source>{mark} No yaku: the hand cannot be declared.</source>
        <translation>{mark} 无役：不能和牌。</translation>
    </message>
    <message>
        <source>{han} han, {fu} fu</source>
        <translation>{han} 番，{fu} 符</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>Fu: {items}</source>
        <translation>符：{items}</translation>
    </message>
    <message>
        <source>Points ({who}): {payment}</source>
        <translation>点数（{who}）：{payment}</translation>
    </message>
    <message>
        <source>What each wait is worth in this situation ({mark}: the hand may not be declared that way):</source>
        <translation>当前情况下每张听牌的价值（{mark}：这样不能和牌）：</translation>
    </message>
    <message>
        <source>on a discard (ron)</source>
        <translation>点和（荣和）</translation>
    </message>
    <message>
        <source>by self-draw (tsumo)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>This way of winning cannot happen in this situation</source>
        <translation>当前情况下不可能这样和牌</translation>
    </message>
</context>
<context>
    <name>ScoringError</name>
    <message>
        <source>{flag} applies only under the {rules} rules</source>
        <translation>{flag}只适用于 {rules} 规则</translation>
    </message>
    <message>
        <source>{flag} and {other} cannot both be set: {reason}</source>
        <translation>{flag}和{other}不能同时选：{reason}</translation>
    </message>
    <message>
        <source>{count} flowers: a hand has 0 to 8 flowers</source>
        <translation>{count} 张花牌：花牌只能有 0 到 8 张</translation>
    </message>
    <message>
        <source>{count} kita: three players set aside 0 to 4 norths</source>
        <translation>拔北 {count} 张：三人麻将拔出的北为 0 到 4 张</translation>
    </message>
    <message>
        <source>{count} kita beside {held} norths in the hand: there are only 4</source>
        <translation>拔北 {count} 张，手中另有北 {held} 张：北只有 4 张</translation>
    </message>
    <message>
        <source>{flag} {count}: give 0 to 99 sticks</source>
        <translation>{flag} {count}：请给出 0 到 99 根</translation>
    </message>
    <message>
        <source>the dealer sits East: drop the dealer flag or make the seat wind East</source>
        <translation>庄家坐东：请取消庄家，或把门风设为东</translation>
    </message>
    <message>
        <source>ippatsu needs riichi or double riichi</source>
        <translation>一发需要立直或两立直</translation>
    </message>
    <message>
        <source>unknown wind &apos;{wind}&apos;: choose E, S, W or N</source>
        <translation>未知的风“{wind}”：请选 E、S、W 或 N</translation>
    </message>
    <message>
        <source>the winning tile {tile} is not in the hand&apos;s concealed tiles</source>
        <translation>和牌张{tile}不在手牌的暗牌中</translation>
    </message>
    <message>
        <source>the hand is not complete: a winning hand needs 14 tiles in sets and a pair (it is {shanten}-shanten)</source>
        <translation>手牌没有和：和牌需要 14 张组成面子和雀头（现在 {shanten} 向听）</translation>
    </message>
    <message>
        <source>{tiles}: a winning hand has 3n+2 tiles (14, a kong counts as 3)</source>
        <translation>{tiles}：和牌需要 3n+2 张（14 张，杠按 3 张计）</translation>
    </message>
    <message>
        <source>a win after a kong (rinshan / 杠上开花) needs a kong in the hand</source>
        <translation>杠上开花（岭上开花）需要手里有杠</translation>
    </message>
    <message>
        <source>robbing a kong: the winning tile {tile} cannot be one you hold in a pung or kong</source>
        <translation>抢杠和：和牌张{tile}不能是你自己刻子或杠子里的牌</translation>
    </message>
    <message>
        <source>riichi needs a concealed hand (no open meld)</source>
        <translation>立直需要门前清（没有明副露）</translation>
    </message>
    <message>
        <source>scoring needs the mcr or riichi rules, not &apos;{rules}&apos;</source>
        <translation>计分需要国标或立直规则，而不是“{rules}”</translation>
    </message>
    <message>
        <source>dora indicator {tile}: a fifth copy with the hand and the other indicators</source>
        <translation>宝牌指示牌{tile}：加上手牌和其他指示牌成了第五张</translation>
    </message>
    <message>
        <source>{count} dora indicators: at most 5 (the first and four after kongs)</source>
        <translation>{count} 张宝牌指示牌：最多 5 张（开局一张，开杠后最多再加四张）</translation>
    </message>
    <message>
        <source>robbing a kong: the kong holds the other three {tile}, so the hand can hold only the winning copy (it holds {count})</source>
        <translation>抢杠和：其余三张{tile}在被抢的杠里，手牌只能有和的那一张（现在有 {count} 张）</translation>
    </message>
    <message>
        <source>ura dora indicator {tile}: a fifth copy with the hand and the other indicators</source>
        <translation>里宝牌指示牌{tile}：加上手牌和其他指示牌成了第五张</translation>
    </message>
    <message>
        <source>last of its kind (和绝张): the other three copies of {tile} must be in view, but the hand holds {held} more</source>
        <translation>和绝张：{tile}的其余三张必须都已亮明，但手牌里还有 {held} 张</translation>
    </message>
    <message>
        <source>no tile is drawn after the last one</source>
        <extracomment>The declarations by name. The flags of a win under each way of scoring (``Rules.scored``; the fields that are not basic), shared ones first.</extracomment>
        <translation>最后一张之后不会再摸牌</translation>
    </message>
    <message>
        <source>a kong of your own ends ippatsu</source>
        <translation>自己开杠会破一发</translation>
    </message>
</context>
<context>
    <name>ScoringMark</name>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>漏计</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>不计</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>han</source>
        <extracomment>The numbers of a scoring answer (``key`` of the &quot;hanfu-&quot; codes).</extracomment>
        <translation>番数</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符数</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
</context>
<context>
    <name>ScoringQuiz</name>
    <message>
        <source>Won on {tile} by self-draw</source>
        <extracomment>The fu a riichi answer can give (a win has 20 to 110, seven pairs 25). The most han an answer offers (the quiz has no yakuman: 13 han is counted yakuman). The checklist&apos;s height in rows of fans: enough to read a group or two, small enough that the answer fits beside the question in a 1024 × 700 window. A scoring mark&apos;s badge on the tiles&apos; marks: right ✓, missed ○, does not count ✗.</extracomment>
        <translation>自摸{tile}和牌</translation>
    </message>
    <message>
        <source>Won on {tile} on a discard</source>
        <translation>点和{tile}</translation>
    </message>
    <message>
        <source>seat {seat}, round {round}</source>
        <translation>门风{seat}，圈风{round}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>not dealer</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>{n} flowers</source>
        <translation>{n} 张花牌</translation>
    </message>
    <message>
        <source>dora indicators: {tiles}</source>
        <translation>宝牌指示牌：{tiles}</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Find a fan: name or number</source>
        <translation>查找番种：名称或编号</translation>
    </message>
    <message>
        <source>(counts ×{n})</source>
        <translation>（应计 ×{n}）</translation>
    </message>
    <message>
        <source>Ticked: {n} — total {total} fan</source>
        <translation>已选 {n} 个——合计 {total} 番</translation>
    </message>
    <message>
        <source>No fan ticked yet (total 0).</source>
        <translation>还没有选番种（合计 0 番）。</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 番</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 番</translation>
    </message>
    <message>
        <source>H&amp;an:</source>
        <translation>番数(&amp;A)：</translation>
    </message>
    <message>
        <source>F&amp;u:</source>
        <translation>符数(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>点数(&amp;P)：</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可不填</translation>
    </message>
    <message>
        <source>The winner&apos;s total: from the discarder on a discard, from the three others together on a self-draw.</source>
        <translation>和牌者所得的总点数：点和时由放铳者支付，自摸时为其他三家合计。</translation>
    </message>
    <message>
        <source>(the hand: {n})</source>
        <translation>（正确：{n}）</translation>
    </message>
    <message>
        <source>Your answer: the han and the fu (and the points if you like), then submit.</source>
        <translation>你的答案：填写番数和符数（点数可不填），然后提交。</translation>
    </message>
    <message>
        <source>Your answer: tick every fan that counts (set how many times for a fan that repeats), then submit.</source>
        <translation>你的答案：勾选所有应计的番种（可重复的番种请设次数），然后提交。</translation>
    </message>
    <message>
        <source>The arrangement that scores (the winning tile lit):</source>
        <translation>计分所用的拆法（和牌张高亮）：</translation>
    </message>
    <message>
        <source>Each fan that counts, with points × count, and yours:</source>
        <translation>每个应计番种：番数 × 次数，以及你的答案：</translation>
    </message>
    <message>
        <source>The yaku, the fu and the payment:</source>
        <translation>役、符和点数：</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>番数</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>{points} × {n} = {value}</source>
        <translation>{points} × {n} = {value}</translation>
    </message>
    <message>
        <source>Total: {n} fan.</source>
        <translation>合计：{n} 番。</translation>
    </message>
    <message>
        <source>Not counted, as a bigger fan implies them:</source>
        <translation>不计（已被更大的番种包含）：</translation>
    </message>
    <message>
        <source>  {fan}, implied by {by}</source>
        <translation>  {fan}，已含于{by}</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Points: {payment}</source>
        <translation>点数：{payment}</translation>
    </message>
    <message>
        <source>{name}: {want} — yours {got}: {mark}</source>
        <translation>{name}：{want}——你的 {got}：{mark}</translation>
    </message>
    <message>
        <source>×{n}</source>
        <translation>×{n}</translation>
    </message>
</context>
<context>
    <name>SeenView</name>
    <message>
        <source>Seen:</source>
        <translation>已见：</translation>
    </message>
    <message>
        <source>none — switch to “Seen” mode to mark discards and other visible tiles</source>
        <translation>无——切换到“已见”模式，标记舍牌等可见的牌</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>the rules</source>
        <extracomment>How many game logs File → Recent games lists.</extracomment>
        <translation>规则</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>界面语言</translation>
    </message>
    <message>
        <source>the tile size</source>
        <translation>牌的大小</translation>
    </message>
    <message>
        <source>the last hand</source>
        <translation>上次的手牌</translation>
    </message>
    <message>
        <source>the seen tiles</source>
        <translation>已见牌</translation>
    </message>
    <message>
        <source>the situation of the win</source>
        <translation>和牌情况</translation>
    </message>
    <message>
        <source>the look-ahead&apos;s turn</source>
        <translation>前瞻的巡目</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read. A copy was kept as {kept}; the settings it held are back to their defaults.</source>
        <translation>无法读取设置文件 {path}。已保留一份副本 {kept}；其中的设置已恢复为默认值。</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read; the settings it held are back to their defaults.</source>
        <translation>无法读取设置文件 {path}；其中的设置已恢复为默认值。</translation>
    </message>
    <message>
        <source>The saved seen tiles {tiles} made a fifth copy with the saved hand: they were dropped, the hand was kept.</source>
        <translation>保存的已见牌 {tiles} 与保存的手牌合起来超过四张：已去掉这些已见牌，手牌保留不变。</translation>
    </message>
    <message>
        <source>Saved settings that could not be read are back to their defaults: {names}.</source>
        <translation>无法读取的已保存设置已恢复默认：{names}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Settings cannot be saved: {path} cannot be written.</source>
        <translation>无法保存设置：无法写入 {path}。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>规则集(&amp;P)：</translation>
    </message>
    <message>
        <source>Riichi options</source>
        <translation>立直麻将选项</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>牌的大小(&amp;T)：</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>Shape</name>
    <message>
        <source>standard</source>
        <translation>一般形</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七对子</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>honours and knitted</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted straight</source>
        <translation>组合龙</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>Situation</name>
    <message>
        <source>Winning tile</source>
        <extracomment>The most honba or riichi sticks a situation may give (far beyond any real table&apos;s). Every field of a win&apos;s situation, in :class:`Situation`&apos;s order (DESIGN&apos;s ``mjtrainer score`` command): the command line&apos;s options, a batch line&apos;s keys, the flags of each rule set and the app&apos;s labels and situation widgets are derived from these.</extracomment>
        <translation>和牌张</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>门风</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>圈风</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>最后一张</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>After a kong</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <source>Last of its kind</source>
        <translation>和绝张</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>两立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一发</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation>里宝牌指示牌</translation>
    </message>
    <message>
        <source>Kita (norths set aside)</source>
        <translation>拔北（拔出的北）</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本场</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>立直棒</translation>
    </message>
    <message>
        <source>Winning tile:</source>
        <extracomment>The widget of each field of the win the strip asks, by the scoring package&apos;s name.</extracomment>
        <translation>和牌张：</translation>
    </message>
    <message>
        <source>the best tile of the hand</source>
        <translation>手牌中得分最高的一张</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Then click the winning tile in your hand (or, with 13 tiles, the palette tile that completes them).</source>
        <translation>然后点击手牌中的和牌张（手牌为 13 张时，也可点击上方牌面中能和牌的那张）。</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Score the hand on its best tile instead of the one picked</source>
        <translation>不用所选的和牌张，改按得分最高的一张计分</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>点和</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>门风(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>圈风(&amp;R)：</translation>
    </message>
    <message>
        <source>Fl&amp;owers:</source>
        <extracomment>The fields of a win the trainer keeps (its state&apos;s), by the scoring package&apos;s names: each flag among them is a check box and each count a spin box, as declared. The strip shows the others its own way (the winning tile, how it was won, the winds, the dealer: the seat East, the dora indicators: picked in the palette) or not at all (ura dora, which the trainer does not keep: they are turned over only after a riichi win). A count&apos;s label with its keyboard mnemonic, by field (else its declared label).</extracomment>
        <translation>花牌(&amp;O)：</translation>
    </message>
    <message>
        <source>Hon&amp;ba:</source>
        <translation>本场(&amp;B)：</translation>
    </message>
    <message>
        <source>Counter sticks on the table: 300 points each to the winner</source>
        <extracomment>What a count&apos;s spin box holds, by field.</extracomment>
        <translation>桌上的本场棒：每根 300 点，归和牌者</translation>
    </message>
    <message>
        <source>Riichi stic&amp;ks:</source>
        <translation>立直棒(&amp;K)：</translation>
    </message>
    <message>
        <source>Riichi deposits on the table: 1000 points each, all to the winner</source>
        <translation>桌上的立直棒：每根 1000 点，全部归和牌者</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>宝牌指示牌：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Then click the indicator tiles in the palette: they count as seen tiles too. Click an indicator here to take it back.</source>
        <translation>然后在上方牌面点击指示牌：它们也算已见牌。点击这里的指示牌可撤回。</translation>
    </message>
    <message>
        <source>Won on the wall&apos;s last tile: 妙手回春 / haitei self-drawn, 海底捞月 / houtei on a discard</source>
        <translation>和的是牌墙最后一张：自摸为妙手回春（海底摸月），点和为海底捞月（河底捞鱼）</translation>
    </message>
    <message>
        <source>和绝张: the other three copies of the winning tile are already in view</source>
        <translation>和绝张：和牌张的其余三张都已亮明</translation>
    </message>
    <message>
        <source>Self-drawn after declaring a kong (杠上开花 / rinshan)</source>
        <translation>开杠后自摸和牌（杠上开花／岭上开花）</translation>
    </message>
    <message>
        <source>Won on the tile another player adds to a pung (抢杠和 / chankan)</source>
        <translation>和别人加杠的那张牌（抢杠和／抢杠）</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>（庄家）</translation>
    </message>
    <message>
        <source>(not dealer)</source>
        <translation>（闲家）</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Right</source>
        <extracomment>The palette mode offering a tile as just discarded by each opponent, by seat.</extracomment>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Concealed kong: the hand stays closed</source>
        <translation>暗杠：手牌仍是门清</translation>
    </message>
    <message>
        <source>Called from {seat}</source>
        <translation>鸣自{seat}</translation>
    </message>
    <message>
        <source>riichi declared (click to unmark)</source>
        <translation>立直宣言牌（点击取消）</translation>
    </message>
    <message>
        <source>click to mark the riichi declaration</source>
        <translation>点击标为立直宣言牌</translation>
    </message>
    <message>
        <source>discarded after a riichi: genbutsu for it</source>
        <translation>在立直之后打出：对该立直是现物</translation>
    </message>
    <message>
        <source>To call or pass, a tile thrown by:</source>
        <translation>鸣牌或不鸣，这张牌的出牌者：</translation>
    </message>
    <message>
        <source>A palette click declares a pung, chow, kong or concealed kong of the tile for this opponent, and whose pond the tile was called from (it stays there, marked; its tiles are seen tiles; a click on a meld takes it away).</source>
        <translation>点击牌板上的牌，为这位对手宣告含该牌的碰、吃、明杠或暗杠，并指明这张牌是从谁的牌河鸣来的（它留在那里并标为被鸣；副露的牌算作已见牌；点击副露可将其撤回）。</translation>
    </message>
    <message>
        <source>Click to take this meld away</source>
        <translation>点击移除这组副露</translation>
    </message>
    <message>
        <source>called: counted once, in the meld</source>
        <translation>被鸣：只在副露里计一次</translation>
    </message>
    <message>
        <source>Thrown by {seat}: click to take it away</source>
        <translation>{seat}打出：点击取消</translation>
    </message>
    <message>
        <source>by {seat}</source>
        <translation>{seat}打出</translation>
    </message>
    <message>
        <source>A palette click adds the tile to this opponent&apos;s pond (a seen tile too).</source>
        <translation>点击牌面板，把牌加入这个对手的牌河（也算作已见牌）。</translation>
    </message>
    <message>
        <source>Take the last discard back</source>
        <translation>撤回最后一张弃牌</translation>
    </message>
    <message>
        <source>+ meld</source>
        <translation>+ 副露</translation>
    </message>
    <message>
        <source>A palette click offers the tile as just discarded by this opponent: the analysis of a 13-tile hand then lists pass and each call on it (chi only from the left), each with its best discard. A click on the offered tile, or the next change of the hand, takes it away.</source>
        <translation>在牌库中点击一张牌，当作这家刚打出的牌：13 张的手牌随即列出不鸣和每种鸣牌（只能吃上家），各附最佳打牌。点击这张牌或再改动手牌即取消。</translation>
    </message>
    <message>
        <source>Click a pond tile to mark the riichi declaration; every tile added after it, to any pond, counts as passed (genbutsu) for that riichi.</source>
        <translation>点击牌河中的牌，标为立直宣言牌；之后加入任何牌河的牌都算作该立直者放过的牌（现物）。</translation>
    </message>
</context>
<context>
    <name>Terminal</name>
    <message>
        <source>{kind} quiz, level {level}: {description}  (seed {seed}, rules {rules})</source>
        <extracomment>The languages of the terminal, as ``--lang`` takes them (the one list&apos;s codes). A message&apos;s layout, the same in every language and never in the catalogue: the indentation before it, a blank line, a space after a prompt. A message of the terminal: its English (the catalogue&apos;s source), or the same with layout. Every message of the terminal, by id, in the context its words are translated in (the catalogues, ``assets/translations/mjtrainer_&lt;language&gt;.ts``). A column, a label and a part of a hand have contexts of their own: their English says &quot;win %&quot;, &quot;Han&quot; or &quot;tiles&quot; elsewhere too, in other words.</extracomment>
        <translation>{kind}，第 {level} 级：{description}（种子 {seed}，规则 {rules}）</translation>
    </message>
    <message>
        <source>{asked}, {note}</source>
        <translation>{asked}，{note}</translation>
    </message>
    <message>
        <source>No progress database to review from.</source>
        <translation>没有可以复习的进度数据库。</translation>
    </message>
    <message>
        <source>Nothing is due for review now.</source>
        <translation>现在没有到期要复习的题。</translation>
    </message>
    <message>
        <source>Review: {count} missed questions are due.</source>
        <translation>复习：有 {count} 道答错的题到期了。</translation>
    </message>
    <message>
        <source>Interrupted.</source>
        <translation>已中断。</translation>
    </message>
    <message>
        <source>mjtrainer quiz: error: {message}</source>
        <translation>mjtrainer quiz：错误：{message}</translation>
    </message>
    <message>
        <source>Question {n}/{count}   {what}, rules {rules}, seed {seed}</source>
        <translation>第 {n}/{count} 题   {what}，规则 {rules}，种子 {seed}</translation>
    </message>
    <message>
        <source>{kind} from your games, turn {turn}</source>
        <translation>{kind}（来自你的对局），第 {turn} 巡</translation>
    </message>
    <message>
        <source>{kind} level {level} ({title})</source>
        <translation>{kind}第 {level} 级（{title}）</translation>
    </message>
    <message>
        <source>seen outside the hand: {tiles}</source>
        <translation>手牌外已见：{tiles}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Waits?</source>
        <translation>听哪些牌？</translation>
    </message>
    <message>
        <source>Discard?</source>
        <translation>打哪张？</translation>
    </message>
    <message>
        <source>Safest tile?</source>
        <translation>最安全的牌？</translation>
    </message>
    <message>
        <source>Fans?</source>
        <translation>番种？</translation>
    </message>
    <message>
        <source>Han and fu?</source>
        <translation>番数和符数？</translation>
    </message>
    <message>
        <source>Type tiles like 147m or 1m4m7m, &apos;-&apos; for none, or q to stop.</source>
        <translation>请输入牌，如 147m 或 1m4m7m，“-”表示不听，q 退出。</translation>
    </message>
    <message>
        <source>Type tiles like 147m or 1m4m7m (one tile of the hand), or q to stop.</source>
        <translation>请输入牌，如 147m 或 1m4m7m（手牌中的一张），q 退出。</translation>
    </message>
    <message>
        <source>Type the fan numbers, e.g. 18 73 73 or 18,73x2 (&apos;-&apos; for none, &apos;?&apos; for the list), or q to stop.</source>
        <translation>请输入番种编号，如 18 73 73 或 18,73x2（“-”表示无，“?”显示列表），q 退出。</translation>
    </message>
    <message>
        <source>Type han and fu, e.g. 3 40 or han 3 fu 40 (points too if you like: 3 40 5200), or q to stop.</source>
        <translation>请输入番数和符数，如 3 40 或 han 3 fu 40（也可以加上点数：3 40 5200），q 退出。</translation>
    </message>
    <message>
        <source>{error}. Try again.</source>
        <translation>{error}。请再试一次。</translation>
    </message>
    <message>
        <source>Cannot read that answer: {error}. Try again.</source>
        <translation>无法读取这个答案：{error}。请再试一次。</translation>
    </message>
    <message>
        <source>it is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})</source>
        <translation>它不是有效的 UTF-8（第 {offset} 个字节 0x{byte:02X}）</translation>
    </message>
    <message>
        <source>it is longer than {limit} bytes</source>
        <translation>它超过了 {limit} 个字节</translation>
    </message>
    <message>
        <source>Cannot read &apos;{text}&apos;: {error}. Try again.</source>
        <translation>无法读取“{text}”：{error}。请再试一次。</translation>
    </message>
    <message>
        <source>Pick one tile to discard, not {count}. Try again.</source>
        <translation>请只选一张要打的牌，而不是 {count} 张。请再试一次。</translation>
    </message>
    <message>
        <source>{tile} is not in the hand. Try again.</source>
        <translation>{tile}不在手牌里。请再试一次。</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>答对了！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不太对。</translation>
    </message>
    <message>
        <source>Right:  {tiles}</source>
        <translation>答对：{tiles}</translation>
    </message>
    <message>
        <source>Missed: {tiles}</source>
        <translation>漏答：{tiles}</translation>
    </message>
    <message>
        <source>Extra:  {tiles}</source>
        <translation>多答：{tiles}</translation>
    </message>
    <message>
        <source>Explanation: each wait and the complete hand it makes</source>
        <translation>解释：每种听牌及其组成的和牌</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>剩 {count} 张</translation>
    </message>
    <message>
        <source>Best: {tiles}  (the best chance to win by the last draw, within {points} points)</source>
        <translation>最佳：{tiles}（到最后一次摸牌为止和牌机会最大，相差 {points} 个百分点以内）</translation>
    </message>
    <message>
        <source>You threw {tile}: {gap} shanten worse than the best.</source>
        <translation>你打了{tile}：比最佳打法差 {gap} 向听。</translation>
    </message>
    <message>
        <source>You threw {tile}: it wins {yours}% of the time, {best} {theirs}%.</source>
        <translation>你打了{tile}：和牌机会 {yours}%，打{best}则为 {theirs}%。</translation>
    </message>
    <message>
        <source>{leader} has the most tiles now, but {best} wins more often: {mine}% against {theirs}%.</source>
        <translation>{leader}现在有效牌最多，但{best}更常和牌：{mine}% 对 {theirs}%。</translation>
    </message>
    <message>
        <source>Discard table (best first; chances by the last draw from turn {turn}):</source>
        <translation>打牌表（最佳在前；从第 {turn} 巡到最后一次摸牌的机会）：</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>shanten</source>
        <translation>向听</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>有效牌</translation>
    </message>
    <message>
        <source>tenpai %</source>
        <translation>听牌 %</translation>
    </message>
    <message>
        <source>win %</source>
        <translation>和牌 %</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>有效牌</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七对子</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>honours and knitted</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>组合龙</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>雀头</translation>
    </message>
    <message>
        <source>the game the danger model reads</source>
        <extracomment>Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).</extracomment>
        <translation>防守模型所依据的对局规则</translation>
    </message>
    <message>
        <source>as the {rules} rules value no win</source>
        <extracomment>Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).</extracomment>
        <translation>因为 {rules} 规则不计和牌的价值</translation>
    </message>
    <message>
        <source>Dora indicator: {tiles}   ([riichi tile]; tiles after | came after a riichi)</source>
        <translation>宝牌指示牌：{tiles}   （[立直宣言牌]；| 之后的牌是立直之后打出的）</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>座位 {seat}</translation>
    </message>
    <message>
        <source>, riichi</source>
        <translation>，立直</translation>
    </message>
    <message>
        <source>{who}:</source>
        <translation>{who}：</translation>
    </message>
    <message>
        <source>melds {melds}</source>
        <translation>副露 {melds}</translation>
    </message>
    <message>
        <source> ({count} in view)</source>
        <translation>（已见 {count} 张）</translation>
    </message>
    <message>
        <source>seat {seat} {words}</source>
        <translation>座位 {seat} {words}</translation>
    </message>
    <message>
        <source>Safest: {tiles}  ({chance} to deal in)</source>
        <translation>最安全：{tiles}（放铳机会 {chance}）</translation>
    </message>
    <message>
        <source>You threw {tile}: {chance} to deal in, {gap} points more.</source>
        <translation>你打了{tile}：放铳机会 {chance}，多了 {gap} 个百分点。</translation>
    </message>
    <message>
        <source>Each tile of the hand, safest first (deal-in chance, category):</source>
        <translation>手中每张牌，最安全的在前（放铳机会，类别）：</translation>
    </message>
    <message>
        <source>seat {seat}: </source>
        <translation>对座位 {seat}：</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s riichi hand: {hand}  waiting on {tiles}</source>
        <translation>座位 {seat} 的立直手牌：{hand}  听 {tiles}</translation>
    </message>
    <message>
        <source>Push which tile, or fold?</source>
        <translation>打哪张进攻，还是弃和（fold）？</translation>
    </message>
    <message>
        <source>Best by the round EV: {tiles}  ({ev}); the fold line ({fold} …): {fold_ev}</source>
        <translation>本局期望最高：{tiles}（{ev}）；弃和（{fold} …）：{fold_ev}</translation>
    </message>
    <message>
        <source>Each throw, best round EV first (win chance, deal-in chance, round EV):</source>
        <translation>每种打法，本局期望高的在前（和牌率，放铳率，本局期望）：</translation>
    </message>
    <message>
        <source>Riichi or dama?</source>
        <translation>立直还是默听？</translation>
    </message>
    <message>
        <source>Pass or call ({choices})?</source>
        <translation>不鸣还是鸣牌（{choices}）？</translation>
    </message>
    <message>
        <source>Type one of: {choices}</source>
        <translation>请输入其中之一：{choices}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice here: type one of {choices}</source>
        <translation>“{text}”不是这里的选项：请输入 {choices} 之一</translation>
    </message>
    <message>
        <source>You throw {tile}: the hand is ready on {waits} ({left} left). Riichi or dama?</source>
        <translation>打{tile}：手牌听{waits}（剩{left}张）。立直还是默听？</translation>
    </message>
    <message>
        <source>Seat {seat} throws {tile}. Pass, or call it?</source>
        <translation>{seat}号座位打出{tile}。不鸣，还是鸣牌？</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>dama</source>
        <translation>默听</translation>
    </message>
    <message>
        <source>Best by the round EV: {choice}  ({ev}), {gap} ahead of the next</source>
        <translation>本局期望最高：{choice}（{ev}），领先次选{gap}</translation>
    </message>
    <message>
        <source>Both ways (chance to win by the last draw, average win, round EV):</source>
        <translation>两种打法（最后一巡前的和牌率，平均和牌点，本局期望）：</translation>
    </message>
    <message>
        <source>{left} winning tiles left, {wait}; kept quiet, {ron} of them win by ron (a yaku); riichi adds a han and puts a 1,000 stick down.</source>
        <translation>和牌张剩{left}张，{wait}；默听时其中{ron}可荣和（有役）；立直加一番，并付出1,000点供托。</translation>
    </message>
    <message>
        <source>two kinds or more waited on</source>
        <translation>听两种以上</translation>
    </message>
    <message>
        <source>one kind waited on</source>
        <translation>只听一种</translation>
    </message>
    <message>
        <source>Each choice with its best discard (shanten, chance to win by the last draw, expected worth of the wins, round EV):</source>
        <translation>每个选项及其最佳打牌（向听，最后一巡前的和牌率，和牌期望打点，本局期望）：</translation>
    </message>
    <message>
        <source>indicators {tiles}</source>
        <translation>指示牌 {tiles}</translation>
    </message>
    <message>
        <source>honba {honba}, riichi sticks {sticks}</source>
        <translation>本场 {honba}，立直棒 {sticks}</translation>
    </message>
    <message>
        <source>{tile} ({name}) {how}</source>
        <translation>{tile}（{name}）{how}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>荣和</translation>
    </message>
    <message>
        <source>seat {wind}</source>
        <translation>自风 {wind}</translation>
    </message>
    <message>
        <source>round {wind}</source>
        <translation>场风 {wind}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>last tile</source>
        <translation>最后一张</translation>
    </message>
    <message>
        <source>after a kong</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <source>last of its kind</source>
        <translation>和绝张</translation>
    </message>
    <message>
        <source>double riichi</source>
        <translation>两立直</translation>
    </message>
    <message>
        <source>ippatsu</source>
        <translation>一发</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>The fans (type their numbers; &apos;?&apos; shows this list again):</source>
        <translation>番种（输入编号；“?”再次显示此列表）：</translation>
    </message>
    <message>
        <source>Fans (points × count; yours after the mark):</source>
        <translation>番种（番数 × 次数；标记后是你的答案）：</translation>
    </message>
    <message>
        <source>you: {got}</source>
        <translation>你：{got}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>漏计</translation>
    </message>
    <message>
        <source>extra</source>
        <translation>多计</translation>
    </message>
    <message>
        <source>Total {want} fan</source>
        <translation>合计 {want} 番</translation>
    </message>
    <message>
        <source> (yours: {got})</source>
        <translation>（你的：{got}）</translation>
    </message>
    <message>
        <source>Not counted (implied by a bigger fan):</source>
        <translation>不计（被更大的番种包含）：</translation>
    </message>
    <message>
        <source>{fan}, implied by {by}</source>
        <translation>{fan}，被{by}包含</translation>
    </message>
    <message>
        <source>{name} {want}  ({yours})</source>
        <translation>{name} {want}（{yours}）</translation>
    </message>
    <message>
        <source>yours: {got}</source>
        <translation>你的：{got}</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>番数</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符数</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Yaku: {yaku}</source>
        <translation>役：{yaku}</translation>
    </message>
    <message>
        <source>{name} ({romaji}) {han}</source>
        <translation>{name}（{romaji}）{han}</translation>
    </message>
    <message>
        <source>{han:&gt;2} han</source>
        <translation>{han:&gt;2} 番</translation>
    </message>
    <message>
        <source>{fu}: {items}</source>
        <translation>{fu}：{items}</translation>
    </message>
    <message>
        <source>({text})</source>
        <translation>（{text}）</translation>
    </message>
    <message>
        <source>Han {han}, fu {fu}</source>
        <translation>{han} 番 {fu} 符</translation>
    </message>
    <message>
        <source>, {limit}</source>
        <translation>，{limit}</translation>
    </message>
    <message>
        <source>Fu: {items}</source>
        <translation>符：{items}</translation>
    </message>
    <message>
        <source>Points {payment}</source>
        <translation>点数 {payment}</translation>
    </message>
    <message>
        <source>{total} from the discarder</source>
        <translation>{total}，放铳者支付</translation>
    </message>
    <message>
        <source>{total}: {part} from the discarder</source>
        <translation>{total}：放铳者支付 {part}</translation>
    </message>
    <message>
        <source>{total}: {others} from each other player</source>
        <translation>{total}：其他每家各付 {others}</translation>
    </message>
    <message>
        <source>{total}: {dealer} from the dealer, {others} from each other player</source>
        <translation>{total}：庄家付 {dealer}，其他每家各付 {others}</translation>
    </message>
    <message>
        <source>honba {honba} included</source>
        <translation>含本场 {honba}</translation>
    </message>
    <message>
        <source>{sticks} in riichi sticks</source>
        <translation>立直棒 {sticks}</translation>
    </message>
    <message>
        <source>{payment} ({extras})</source>
        <translation>{payment}（{extras}）</translation>
    </message>
    <message>
        <source>Score {right}/{asked}, streak {run}, {seconds} s</source>
        <translation>得分 {right}/{asked}，连对 {run}，{seconds} 秒</translation>
    </message>
    <message>
        <source>No questions answered.</source>
        <translation>没有答题。</translation>
    </message>
    <message>
        <source>Answered {asked}: {right} right ({pct}%), best streak {best}, average {seconds} s a question.</source>
        <translation>共答 {asked} 题：答对 {right} 题（{pct}%），最长连对 {best}，平均每题 {seconds} 秒。</translation>
    </message>
    <message>
        <source>Could not save the answer to {path} yet ({error}); it is kept, and saving is tried again after the next answer.</source>
        <translation>暂时无法把答案保存到 {path}（{error}）；答案已保留，下一题答完后会再试。</translation>
    </message>
    <message>
        <source>The progress file {path} was removed or replaced while the quiz ran: the answers from now on are saved in a new file there.</source>
        <translation>测验进行中进度文件 {path} 被删除或替换：之后的答案保存在那里的新文件中。</translation>
    </message>
    <message>
        <source>{answers} could not be saved to {path} ({error}): it is NOT saved.</source>
        <translation>{answers}无法保存到 {path}（{error}）：没有保存。</translation>
    </message>
    <message>
        <source>{answers} could not be saved to {path} ({error}): they are NOT saved.</source>
        <translation>{answers}无法保存到 {path}（{error}）：都没有保存。</translation>
    </message>
    <message>
        <source>The answer before them was saved.</source>
        <translation>之前的 1 个答案已保存。</translation>
    </message>
    <message>
        <source>The {count} answers before them were saved.</source>
        <translation>之前的 {count} 个答案已保存。</translation>
    </message>
    <message>
        <source>Saved {answers} to {path}.</source>
        <translation>已把 {answers}保存到 {path}。</translation>
    </message>
    <message>
        <source>These answers were not saved.</source>
        <translation>这些答案没有保存。</translation>
    </message>
    <message>
        <source>Progress will not be saved: {error}.</source>
        <translation>进度不会被保存：{error}。</translation>
    </message>
    <message>
        <source>Progress will not be saved: {error}</source>
        <translation>进度不会被保存：{error}</translation>
    </message>
    <message>
        <source>Choose another file with --db, or leave --db out to use {path}.</source>
        <translation>请用 --db 选择另一个文件，或去掉 --db 使用 {path}。</translation>
    </message>
    <message>
        <source>Review of {who}: a {format} game of {rounds}, {search}</source>
        <translation>{who}的复盘：{format} 对局，共 {rounds}，{search}</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>座位 {seat}（{name}）</translation>
    </message>
    <message>
        <source>basic search</source>
        <translation>基本搜索</translation>
    </message>
    <message>
        <source>extended search</source>
        <translation>扩展搜索</translation>
    </message>
    <message>
        <source>{name}  honba {honba}  riichi sticks {sticks}  dealer seat {dealer}  scores {scores}</source>
        <translation>{name}  本场 {honba}  立直棒 {sticks}  庄家座位 {dealer}  点数 {scores}</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>巡</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>played</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>best %</source>
        <translation>最佳 %</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>评价</translation>
    </message>
    <message>
        <source>EV lost</source>
        <translation>损失期望</translation>
    </message>
    <message>
        <source>deal-in</source>
        <translation>放铳</translation>
    </message>
    <message>
        <source>good</source>
        <translation>好</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>可疑</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>别无选择</translation>
    </message>
    <message>
        <source> (shape)</source>
        <translation>（牌型）</translation>
    </message>
    <message>
        <source> (safest {tiles} {chance}%)</source>
        <translation>（最安全 {tiles} {chance}%）</translation>
    </message>
    <message>
        <source> ({seen})</source>
        <translation>（{seen}）</translation>
    </message>
    <message>
        <source>no discard by this seat</source>
        <translation>这个座位没有打牌</translation>
    </message>
    <message>
        <source>from seat {seat}</source>
        <translation>荣和座位 {seat}</translation>
    </message>
    <message>
        <source>win: seat {winner} {how} on {tile}: {hand}</source>
        <translation>和牌：座位 {winner} {how}，和 {tile}：{hand}</translation>
    </message>
    <message>
        <source>han {han}</source>
        <translation>{han} 番</translation>
    </message>
    <message>
        <source>fu {fu}</source>
        <translation>{fu} 符</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} 点</translation>
    </message>
    <message>
        <source>deltas {deltas}</source>
        <translation>点数变化 {deltas}</translation>
    </message>
    <message>
        <source>seat {seat} liable (pao)</source>
        <translation>座位 {seat} 负包牌责任</translation>
    </message>
    <message>
        <source>recorded: {parts}</source>
        <translation>牌谱记录：{parts}</translation>
    </message>
    <message>
        <source>scored: refused ({error})</source>
        <translation>重新计分：无法计分（{error}）</translation>
    </message>
    <message>
        <source>scored: not scored again (the review scores riichi wins only)</source>
        <translation>重新计分：未重新计分（复盘只为立直麻将的和了计分）</translation>
    </message>
    <message>
        <source>scored: no yaku by our scorer</source>
        <translation>重新计分：按我们的计分没有役</translation>
    </message>
    <message>
        <source>scored: han {han} fu {fu} {total} points ({yaku})  deltas {deltas}</source>
        <translation>重新计分：{han} 番 {fu} 符 {total} 点（{yaku}）  点数变化 {deltas}</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <source>agrees ({fields})</source>
        <translation>一致（{fields}）</translation>
    </message>
    <message>
        <source>DIFFERS ({fields})</source>
        <translation>不一致（{fields}）</translation>
    </message>
    <message>
        <source>draw ({kind}): deltas {deltas}</source>
        <translation>流局（{kind}）：点数变化 {deltas}</translation>
    </message>
    <message>
        <source>exhaustive</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>nagashi-mangan</source>
        <translation>流局满贯</translation>
    </message>
    <message>
        <source>nine-terminals</source>
        <translation>九种九牌</translation>
    </message>
    <message>
        <source>four-riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>four-kongs</source>
        <translation>四杠散了</translation>
    </message>
    <message>
        <source>four-winds</source>
        <translation>四风连打</translation>
    </message>
    <message>
        <source>triple-ron</source>
        <translation>三家和了</translation>
    </message>
    <message>
        <source>Summary: {decisions} decisions, {searched} searched; {grades}</source>
        <translation>总结：{decisions} 次打牌，搜索了 {searched} 次；{grades}</translation>
    </message>
    <message>
        <source>the best discard played: {pct}%</source>
        <translation>打出最佳牌的比例：{pct}%</translation>
    </message>
    <message>
        <source>{value} pp</source>
        <translation>{value} 个百分点</translation>
    </message>
    <message>
        <source>win chance lost: {lost} in all{mean}</source>
        <translation>损失的和牌机会：共 {lost}{mean}</translation>
    </message>
    <message>
        <source>, {loss} a searched decision</source>
        <translation>，每次搜索的打牌 {loss}</translation>
    </message>
    <message>
        <source>round EV lost: {lost} points in all{mean}</source>
        <translation>损失的本局期望：共 {lost} 点{mean}</translation>
    </message>
    <message>
        <source>, {points} a graded decision</source>
        <translation>，每次评分的打牌 {points} 点</translation>
    </message>
    <message>
        <source>: {points} points</source>
        <translation>：{points} 点</translation>
    </message>
    <message>
        <source> ({loss} win chance)</source>
        <translation>（和牌机会 {loss}）</translation>
    </message>
    <message>
        <source>largest losses:</source>
        <translation>损失最大的打牌：</translation>
    </message>
    <message>
        <source>{round} turn {turn}: played {played}, best {best}{lost}{dealt}</source>
        <translation>{round} 第 {turn} 巡：打出 {played}，最佳 {best}{lost}{dealt}</translation>
    </message>
    <message>
        <source>: {loss}</source>
        <translation>：{loss}</translation>
    </message>
    <message>
        <source>, DEALT IN</source>
        <translation>，放铳</translation>
    </message>
    <message>
        <source>deal-ins against a riichi with a safer tile in hand:</source>
        <translation>对立直放铳，而手中有更安全的牌：</translation>
    </message>
    <message>
        <source>{round} turn {turn}: played {played} ({chance}% to deal in), seat {winner} won on it; safest {safest} ({safest_chance}%)</source>
        <translation>{round} 第 {turn} 巡：打出 {played}（放铳机会 {chance}%），座位 {winner} 荣和了它；最安全 {safest}（{safest_chance}%）</translation>
    </message>
    <message>
        <source>lost per round: {rounds}</source>
        <translation>每局的损失：{rounds}</translation>
    </message>
    <message>
        <source>most round EV lost: {category}, {points} in {decisions}</source>
        <translation>失分最多：{category}，{decisions}共 {points} 点</translation>
    </message>
    <message>
        <source>mjtrainer review: error: give a game LOG (a file, or - for standard input), or --history</source>
        <translation>mjtrainer review：错误：请给出牌谱 LOG（文件，或 - 表示标准输入），或 --history</translation>
    </message>
    <message>
        <source>mjtrainer review: error: --history takes no LOG and no --keep</source>
        <translation>mjtrainer review：错误：--history 不接受 LOG，也不能与 --keep 同用</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <source>--seat {seat}: a seat is 0–{last} (from the first dealer)</source>
        <translation>--seat {seat}：座位是 0–{last}（从起家数起）</translation>
    </message>
    <message>
        <source>no player named {name} in this game (players: {names})</source>
        <translation>这局里没有名叫 {name} 的玩家（玩家：{names}）</translation>
    </message>
    <message>
        <source>more than one player named {name} in this game (players: {names})</source>
        <translation>这局里名叫 {name} 的玩家不止一个（玩家：{names}）</translation>
    </message>
    <message>
        <source>mjtrainer review: error: cannot use the progress file: {error}</source>
        <translation>mjtrainer review：错误：无法使用进度文件：{error}</translation>
    </message>
    <message>
        <source>mjtrainer review: error: the review was not kept in {path}: {error}</source>
        <translation>mjtrainer review：错误：复盘未能保存到 {path}：{error}</translation>
    </message>
    <message>
        <source>mjtrainer review: error: cannot read the reviewed games in {path}: {error}</source>
        <translation>mjtrainer review：错误：无法读取 {path} 中复盘过的对局：{error}</translation>
    </message>
    <message>
        <source>Kept in {path} (reviewed games: {games}).</source>
        <translation>已保存到 {path}（复盘过的对局：{games}）。</translation>
    </message>
    <message>
        <source>No reviewed games yet: keep a review with mjtrainer review LOG --keep.</source>
        <translation>还没有复盘过的对局：用 mjtrainer review LOG --keep 保存一次复盘。</translation>
    </message>
    <message>
        <source>Reviewed games: {games}</source>
        <translation>复盘过的对局：{games}</translation>
    </message>
    <message>
        <source>reviewed</source>
        <translation>复盘时间</translation>
    </message>
    <message>
        <source>game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>decisions</source>
        <translation>决策数</translation>
    </message>
    <message>
        <source>EV lost/decision</source>
        <translation>每次决策损失期望</translation>
    </message>
    <message>
        <source>best played</source>
        <translation>最佳比例</translation>
    </message>
    <message>
        <source>most EV lost</source>
        <translation>失分最多</translation>
    </message>
    <message>
        <source>mean: {per} points of round EV lost a decision, the best played {pct}%</source>
        <translation>平均：每次决策损失本局期望 {per} 点，打出最佳 {pct}%</translation>
    </message>
    <message>
        <source> ({points} points of round EV lost)</source>
        <translation>（损失本局期望 {points} 点）</translation>
    </message>
    <message>
        <source>Decompositions</source>
        <translation>拆法</translation>
    </message>
    <message>
        <source>complete (win)</source>
        <translation>和牌！</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>one discard from ready (tenpai)</source>
        <translation>打一张即听牌</translation>
    </message>
    <message>
        <source>{n}-shanten after the best discard</source>
        <translation>最佳打法后 {n} 向听</translation>
    </message>
    <message>
        <source>ready (tenpai)</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>{n}-shanten</source>
        <translation>{n} 向听</translation>
    </message>
    <message>
        <source>{kinds}, {left}</source>
        <translation>{kinds}，{left}</translation>
    </message>
    <message>
        <source>x{n} left</source>
        <translation>剩{n}张</translation>
    </message>
    <message>
        <source>  (none left)</source>
        <translation>（已无剩余）</translation>
    </message>
    <message>
        <source>{tiles}  (total {n})</source>
        <translation>{tiles}（合计 {n}）</translation>
    </message>
    <message>
        <source>Discards (best first)</source>
        <translation>打牌（最佳在前）</translation>
    </message>
    <message>
        <source>Discards (most effective tiles first; look-ahead {title})</source>
        <translation>打牌（有效牌多者在前；{title}）</translation>
    </message>
    <message>
        <source>Fold line (the safest tile each turn: {tiles} …): round EV {ev}</source>
        <translation>弃和（每巡打最安全的牌：{tiles} …）：本局期望 {ev}</translation>
    </message>
    <message>
        <source>Best by the round EV: {tile} ({ev})</source>
        <translation>本局期望最高：打{tile}（{ev}）</translation>
    </message>
    <message>
        <source>(deal-in: nobody on the table is in riichi)</source>
        <translation>（放铳率：场上没有人立直）</translation>
    </message>
    <message>
        <source>from turn {turn}, {left}, {search}</source>
        <translation>到最后一摸为止的概率，自第 {turn} 巡起（{left}），{search}</translation>
    </message>
    <message>
        <source>Look-ahead ({title})</source>
        <translation>{title}</translation>
    </message>
    <message>
        <source>Best by the chance to win: {tile} (win {win}%, ready {tenpai}% by the last draw)</source>
        <translation>和牌率最高：打{tile}（到最后一摸为止：听牌 {tenpai}%，和牌 {win}%）</translation>
    </message>
    <message>
        <source>error in &apos;{text}&apos;: {error}</source>
        <translation>“{text}”有误：{error}</translation>
    </message>
    <message>
        <source>{total} ({flowers} from flowers)</source>
        <translation>{total} 番（其中花牌 {flowers} 番）</translation>
    </message>
    <message>
        <source>{name}: {tiles}</source>
        <translation>{name}：{tiles}</translation>
    </message>
    <message>
        <source>-: not searched, it leaves the hand further from ready than the best discard</source>
        <translation>-：未搜索，打后比最佳打法离听牌更远</translation>
    </message>
    <message>
        <source>-: not searched, it leaves the hand two or more steps further from ready than the best discard</source>
        <translation>-：未搜索，打后比最佳打法离听牌远两步或更多</translation>
    </message>
    <message>
        <source>mjtrainer {command}: error: {message}</source>
        <translation>mjtrainer {command}：错误：{message}</translation>
    </message>
    <message>
        <source>unknown option &apos;{option}&apos; (the window takes --self-test; commands: {commands}; see mjtrainer --help)</source>
        <translation>未知的选项：&apos;{option}&apos;（窗口只接受 --self-test；命令有：{commands}；详见 mjtrainer --help）</translation>
    </message>
    <message>
        <source>--extended needs --turn T</source>
        <translation>--extended 需要 --turn T</translation>
    </message>
    <message>
        <source>{flags}: the situation of a win needs --rules mcr or riichi (the general rules value no win)</source>
        <translation>{flags}：和牌的情况需要 --rules mcr 或 riichi（general 规则不计和牌的价值）</translation>
    </message>
    <message>
        <source>--rules is required (mcr or riichi)</source>
        <translation>必须给出 --rules（mcr 或 riichi）</translation>
    </message>
    <message>
        <source>Wait values</source>
        <translation>各听牌的价值</translation>
    </message>
    <message>
        <source>on a discard (ron)</source>
        <translation>荣和</translation>
    </message>
    <message>
        <source>by self-draw (tsumo)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>cannot win so (the flags rule it out)</source>
        <translation>这样不能和牌（被所设的役况排除）</translation>
    </message>
    <message>
        <source>{fan} fan</source>
        <translation>{fan} 番</translation>
    </message>
    <message>
        <source>{fan} fan, short of {minimum} fan</source>
        <translation>{fan} 番，不足 {minimum} 番</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>无役</translation>
    </message>
    <message>
        <source>no yaku on ron</source>
        <translation>荣和无役</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han} 番 {fu} 符</translation>
    </message>
    <message>
        <source>  (cannot win)</source>
        <translation>（不能和牌）</translation>
    </message>
    <message>
        <source>{others} fan from each other player, {received} in all</source>
        <translation>其他每家各付 {others} 番，共得 {received} 番</translation>
    </message>
    <message>
        <source>{discarder} fan from the discarder, {others} from each other player, {received} in all</source>
        <translation>放铳者付 {discarder} 番，其他每家各付 {others} 番，共得 {received} 番</translation>
    </message>
    <message>
        <source>Pass or call (each with its best discard): shanten, win %, value, round EV</source>
        <translation>不鸣或鸣牌（各附最佳打牌）：向听、和牌率、打点、本局期望</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>不鸣</translation>
    </message>
    <message>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>, discard {tile}</source>
        <translation>，打 {tile}</translation>
    </message>
    <message>
        <source>--from with a seat (0-3) needs --offered</source>
        <translation>--from 给座位（0-3）时需要 --offered</translation>
    </message>
    <message>
        <source>Riichi or dama at turn {turn}: {played}, {grade}{lost}; {choices}</source>
        <translation>第 {turn} 巡立直或默听：{played}，{grade}{lost}；{choices}</translation>
    </message>
    <message>
        <source>riichi {tile}</source>
        <translation>立直 {tile}</translation>
    </message>
    <message>
        <source>dama {tile}</source>
        <translation>默听 {tile}</translation>
    </message>
    <message>
        <source>Call or pass on {tile} from seat {seat} at turn {turn}: {played}, {grade}{lost}; best {best}</source>
        <translation>第 {turn} 巡座位 {seat} 打出 {tile}，鸣牌或不鸣：{played}，{grade}{lost}；最佳 {best}</translation>
    </message>
    <message>
        <source>why, turn {turn} {played}:</source>
        <translation>第 {turn} 巡 {played} 的理由：</translation>
    </message>
    <message>
        <source>a win ({n} fan, {m} needed without flowers)</source>
        <translation>和牌！{n} 番（不计花牌须 {m} 番起和）</translation>
    </message>
    <message>
        <source>complete, but {n} fan: short of the {m}-fan minimum — not a win</source>
        <translation>和牌型，但只有 {n} 番：不足 {m} 番起和——不能和牌</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>和牌！</translation>
    </message>
    <message>
        <source>not searched: {n}-shanten is beyond the look-ahead&apos;s limit ({cut}-shanten)</source>
        <translation>{n} 向听：超出搜索范围（{cut} 向听），未搜索。</translation>
    </message>
    <message>
        <source>ready by the last draw {tenpai}, win by the last draw {win}</source>
        <translation>到最后一摸为止：听牌 {tenpai}，和牌 {win}。</translation>
    </message>
    <message>
        <source>ready by the last draw {tenpai}, win by the last draw {win}, worth {value}</source>
        <translation>到最后一摸为止：听牌 {tenpai}，和牌 {win}，平均价值 {value}。</translation>
    </message>
    <message>
        <source>improvements (draws that keep the shanten, then more than {n} effective tiles)</source>
        <translation>改良：不减少向听数、但打牌后有效牌多于 {n} 张的摸牌</translation>
    </message>
    <message>
        <source>improvements (draws that keep the shanten, then more than {n} effective tiles): none</source>
        <translation>改良：无，没有不减少向听数而使有效牌多于 {n} 张的摸牌</translation>
    </message>
    <message>
        <source>(-: not searched: the best discard leaves the hand {n}-shanten, beyond the look-ahead&apos;s limit of {cut}-shanten)</source>
        <translation>最佳打法后仍为 {n} 向听，超出搜索范围（{cut} 向听）：不计算概率。</translation>
    </message>
    <message>
        <source>complete, but no yaku: cannot win</source>
        <translation>和牌型，但无役：不能和牌</translation>
    </message>
    <message>
        <source>the game the round EV pays</source>
        <extracomment>A card from a game: the position&apos;s text the store keys it by (see :mod:`..cards`). Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).
----------
Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).
----------
A card from a game: the position&apos;s text the store keys it by (see :mod:`..cards`). The answers the question takes, in the order the page offers them. Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).</extracomment>
        <translation>本局期望所依据的对局规则</translation>
    </message>
</context>
<context>
    <name>TerminalAnalyze</name>
    <message>
        <source>discard</source>
        <extracomment>The columns of analyze&apos;s table of discards.</extracomment>
        <translation>打出</translation>
    </message>
    <message>
        <source>shanten</source>
        <translation>向听</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>tenpai %</source>
        <translation>听牌率</translation>
    </message>
    <message>
        <source>win %</source>
        <translation>和牌率</translation>
    </message>
    <message>
        <source>value</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>deal-in</source>
        <translation>放铳率</translation>
    </message>
    <message>
        <source>round EV</source>
        <translation>本局期望</translation>
    </message>
    <message>
        <source>effective tiles</source>
        <translation>有效牌</translation>
    </message>
</context>
<context>
    <name>TerminalLabel</name>
    <message>
        <source>Hand</source>
        <extracomment>Formats with no words of their own: the same in every language, never translated. The labels of analyze&apos;s and score&apos;s readable form (:meth:`Words.label` pads them).</extracomment>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向听</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>有效牌</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符数</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>封顶</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>役况</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>宝牌</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>里宝牌</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>场棒</translation>
    </message>
</context>
<context>
    <name>TerminalPart</name>
    <message>
        <source>pair</source>
        <extracomment>The parts of a hand in a decomposition (``pair: 55m``).</extracomment>
        <translation>雀头</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>melds</source>
        <translation>面子</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>组合龙</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>2 characters</source>
        <translation>二万</translation>
    </message>
    <message>
        <source>3 characters</source>
        <translation>三万</translation>
    </message>
    <message>
        <source>4 characters</source>
        <translation>四万</translation>
    </message>
    <message>
        <source>5 characters</source>
        <translation>五万</translation>
    </message>
    <message>
        <source>6 characters</source>
        <translation>六万</translation>
    </message>
    <message>
        <source>7 characters</source>
        <translation>七万</translation>
    </message>
    <message>
        <source>8 characters</source>
        <translation>八万</translation>
    </message>
    <message>
        <source>9 characters</source>
        <translation>九万</translation>
    </message>
    <message>
        <source>1 character</source>
        <extracomment>The four groups of kinds (characters, dots, bamboo, honours) as ``(first, end)`` ranges: the one place the suit boundaries are written. The group 0–3 (m, p, s, z) of each kind. The seven honours, East … Red. The four winds and the three dragons. Terminals and honours: the thirteen kinds of thirteen orphans, in tile order. Key delta of one more tile of each kind within its group&apos;s base-5 key (kind i of a group is digit i). The mpsz name of each kind (``&quot;1m&quot;`` … ``&quot;7z&quot;``). The last draw of a hand&apos;s game (the wall&apos;s 18 draws a seat gets when nobody calls): turn ``T`` leaves ``LAST_DRAW − T`` draws. Pure data, so the views may read it too. How many tile codes there are (the 34 kinds and the three red fives). The kind of each red five code (5m, 5p, 5s). The mpsz name of each tile code: the 34 kinds, then ``&quot;0m&quot;``, ``&quot;0p&quot;``, ``&quot;0s&quot;``. How many red fives a rule set may have: none, or one each of 5m, 5p, 5s. Pure data, so the settings dialog may read it too. English display names, index = tile code (the kinds, then the red fives 0m 0p 0s): &quot;1 character&quot;, &quot;2 characters&quot;, &quot;1 dot&quot; …, marked once for the catalogues (context &quot;Tile&quot;); the window and the command line show each language&apos;s name from its catalogue, and every language&apos;s names read back as the tile (:func:`parse_chinese`).</extracomment>
        <translation>一万</translation>
    </message>
    <message>
        <source>1 dot</source>
        <translation>一筒</translation>
    </message>
    <message>
        <source>2 dots</source>
        <translation>二筒</translation>
    </message>
    <message>
        <source>3 dots</source>
        <translation>三筒</translation>
    </message>
    <message>
        <source>4 dots</source>
        <translation>四筒</translation>
    </message>
    <message>
        <source>5 dots</source>
        <extracomment>A word each shipped language must translate as the catalogue does (a loaded, current .qm).</extracomment>
        <translation>五筒</translation>
    </message>
    <message>
        <source>6 dots</source>
        <translation>六筒</translation>
    </message>
    <message>
        <source>7 dots</source>
        <translation>七筒</translation>
    </message>
    <message>
        <source>8 dots</source>
        <translation>八筒</translation>
    </message>
    <message>
        <source>9 dots</source>
        <translation>九筒</translation>
    </message>
    <message>
        <source>1 bamboo</source>
        <translation>一条</translation>
    </message>
    <message>
        <source>2 bamboo</source>
        <translation>二条</translation>
    </message>
    <message>
        <source>3 bamboo</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>4 bamboo</source>
        <translation>四条</translation>
    </message>
    <message>
        <source>5 bamboo</source>
        <translation>五条</translation>
    </message>
    <message>
        <source>6 bamboo</source>
        <translation>六条</translation>
    </message>
    <message>
        <source>7 bamboo</source>
        <translation>七条</translation>
    </message>
    <message>
        <source>8 bamboo</source>
        <translation>八条</translation>
    </message>
    <message>
        <source>9 bamboo</source>
        <translation>九条</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东风</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南风</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西风</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北风</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>白板</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>发财</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>红中</translation>
    </message>
    <message>
        <source>red 5 characters</source>
        <translation>赤五万</translation>
    </message>
    <message>
        <source>red 5 dots</source>
        <translation>赤五筒</translation>
    </message>
    <message>
        <source>red 5 bamboo</source>
        <translation>赤五条</translation>
    </message>
</context>
<context>
    <name>Tile short</name>
    <message>
        <source>East</source>
        <extracomment>The red fives&apos; codes by suit (m, p, s). The honours&apos; short names, index = honour (East first), for a sentence of the terminal where a tile is named among codes (a Chinese learner reads 东 where the window&apos;s label says 东风): marked in context &quot;Tile short&quot;; a number tile&apos;s short name is its name.</extracomment>
        <translation>东</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>发</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>中</translation>
    </message>
</context>
<context>
    <name>TrainerController</name>
    <message>
        <source>A player in riichi keeps a closed hand: an open meld and a riichi cannot go together (a concealed kong can).</source>
        <translation>立直者的手牌必须门清：明副露与立直不能并存（暗杠可以）。</translation>
    </message>
    <message>
        <source>Dora indicators count under the riichi rules.</source>
        <translation>宝牌指示牌只在立直规则下计算。</translation>
    </message>
    <message>
        <source>No meld can be made with that tile.</source>
        <translation>这张牌组不成副露。</translation>
    </message>
    <message>
        <source>No chow can be made with that tile.</source>
        <translation>这张牌无法组成吃。</translation>
    </message>
    <message>
        <source>A discard can be called by a hand waiting for its next tile: 13 tiles (3n+1).</source>
        <translation>只有等下一张牌的手牌才能鸣牌：13 张（3n+1）。</translation>
    </message>
    <message>
        <source>Add tile</source>
        <translation>加牌</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>去牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>Declare meld</source>
        <translation>副露</translation>
    </message>
    <message>
        <source>Remove meld</source>
        <translation>撤回副露</translation>
    </message>
    <message>
        <source>Mark seen</source>
        <translation>标记已见</translation>
    </message>
    <message>
        <source>Unmark seen</source>
        <translation>取消已见</translation>
    </message>
    <message>
        <source>Add to pond</source>
        <translation>加入牌河</translation>
    </message>
    <message>
        <source>Take back from pond</source>
        <translation>从牌河撤回</translation>
    </message>
    <message>
        <source>Mark riichi</source>
        <translation>标记立直</translation>
    </message>
    <message>
        <source>Unmark riichi</source>
        <translation>取消立直标记</translation>
    </message>
    <message>
        <source>Declare opponent&apos;s meld</source>
        <translation>声明对手副露</translation>
    </message>
    <message>
        <source>Remove opponent&apos;s meld</source>
        <translation>移除对手副露</translation>
    </message>
    <message>
        <source>Offer tile</source>
        <translation>打出的牌</translation>
    </message>
    <message>
        <source>Clear offered tile</source>
        <translation>取消打出的牌</translation>
    </message>
    <message>
        <source>The winning tile must be a tile of the hand.</source>
        <translation>和牌张必须是手牌中的牌。</translation>
    </message>
    <message>
        <source>Pick winning tile</source>
        <translation>选择和牌张</translation>
    </message>
    <message>
        <source>Add winning tile</source>
        <translation>加入和牌张</translation>
    </message>
    <message>
        <source>Pick the winning tile in the hand, or build 13 tiles and click the tile that completes them.</source>
        <translation>请在手牌中选择和牌张，或先组成 13 张，再点击能和牌的那张。</translation>
    </message>
    <message>
        <source>Best winning tile</source>
        <translation>最佳和牌张</translation>
    </message>
    <message>
        <source>At most {n} dora indicators: the first and one after each kong.</source>
        <translation>宝牌指示牌最多 {n} 张：开局一张，每开一次杠再加一张。</translation>
    </message>
    <message>
        <source>Add dora indicator</source>
        <translation>添加宝牌指示牌</translation>
    </message>
    <message>
        <source>Remove dora indicator</source>
        <translation>撤回宝牌指示牌</translation>
    </message>
    <message>
        <source>Change situation</source>
        <translation>修改和牌情况</translation>
    </message>
    <message>
        <source>Type hand</source>
        <translation>输入手牌</translation>
    </message>
    <message>
        <source>The clipboard holds no hand</source>
        <translation>剪贴板里没有手牌</translation>
    </message>
    <message>
        <source>Paste hand</source>
        <translation>粘贴手牌</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Random hand</source>
        <translation>随机手牌</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>载入手牌</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>打开局面</translation>
    </message>
    <message>
        <source>Plain fives</source>
        <translation>赤五改为普通的五</translation>
    </message>
    <message>
        <source>These rules have no red fives: each red five is a plain five now.</source>
        <translation>这套规则不用赤五：每张赤五都已改为普通的五。</translation>
    </message>
</context>
<context>
    <name>TrainerPage</name>
    <message>
        <source>Add tile</source>
        <extracomment>The click modes of the mode bar (and the window&apos;s Hand menu), in their order.</extracomment>
        <translation>加牌</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>已见</translation>
    </message>
    <message>
        <source>A palette click adds the tile to the hand.</source>
        <translation>点击牌面：把牌加入手牌。</translation>
    </message>
    <message>
        <source>A palette click declares a chow holding the tile.</source>
        <translation>点击牌面：用这张牌吃（顺子）。</translation>
    </message>
    <message>
        <source>A palette click declares a pung of the tile.</source>
        <translation>点击牌面：碰这张牌（刻子）。</translation>
    </message>
    <message>
        <source>A palette click declares an open kong.</source>
        <translation>点击牌面：明杠这张牌。</translation>
    </message>
    <message>
        <source>A palette click declares a concealed kong.</source>
        <translation>点击牌面：暗杠这张牌。</translation>
    </message>
    <message>
        <source>A palette click marks the tile as seen (a discard, an indicator, another player&apos;s meld).</source>
        <translation>点击牌面：把牌标记为已见（舍牌、宝牌指示牌、他家副露）。</translation>
    </message>
    <message>
        <source>Click mode:</source>
        <translation>点击模式：</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Opponents&apos; ponds (defence)</source>
        <translation>对手的牌河（防守）</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>牌理分析</translation>
    </message>
    <message>
        <source>How the hand won</source>
        <translation>和牌情况</translation>
    </message>
    <message>
        <source>Practice deal</source>
        <translation>练习局</translation>
    </message>
    <message>
        <source>Discard a tile: the analysis of each discard shows here once it is graded.</source>
        <translation>打出一张牌：每张打牌评分后，它的分析显示在这里。</translation>
    </message>
</context>
<context>
    <name>WaitKind</name>
    <message>
        <source>two-sided (ryanmen)</source>
        <extracomment>Each wait kind&apos;s name by its value, the English word with the common (Japanese) term, marked for the catalogues (context &quot;WaitKind&quot;: 两面 嵌张 边张 单钓 双碰 in Chinese).</extracomment>
        <translation>两面</translation>
    </message>
    <message>
        <source>closed (kanchan)</source>
        <translation>嵌张</translation>
    </message>
    <message>
        <source>edge (penchan)</source>
        <translation>边张</translation>
    </message>
    <message>
        <source>single (tanki)</source>
        <translation>单钓</translation>
    </message>
    <message>
        <source>dual pung (shanpon)</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>thirteen-sided</source>
        <translation>十三面</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>不靠</translation>
    </message>
</context>
<context>
    <name>XML</name>
    <message>
        <source>syntax error</source>
        <translation>语法错误</translation>
    </message>
    <message>
        <source>not well-formed (invalid token)</source>
        <translation>格式不正确（无效的记号）</translation>
    </message>
    <message>
        <source>no element found</source>
        <translation>找不到元素</translation>
    </message>
    <message>
        <source>unclosed token</source>
        <translation>记号没有闭合</translation>
    </message>
    <message>
        <source>mismatched tag</source>
        <translation>标签不匹配</translation>
    </message>
    <message>
        <source>junk after document element</source>
        <translation>文档元素之后有多余内容</translation>
    </message>
    <message>
        <source>undefined entity</source>
        <translation>未定义的实体</translation>
    </message>
    <message>
        <source>duplicate attribute</source>
        <translation>重复的属性</translation>
    </message>
    <message>
        <source>{fault}: line {line}, column {column}</source>
        <translation>{fault}：第 {line} 行，第 {column} 列</translation>
    </message>
</context>
<context>
    <name>Yaku</name>
    <message>
        <source>Fully concealed self-draw</source>
        <extracomment>Our id, English name (marked for the catalogues, context &quot;Yaku&quot;: the window translates it from here) and romaji of every yaku the package knows, by its ``yaku_id``.</extracomment>
        <translation>门前清自摸和</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Open riichi</source>
        <translation>开立直</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>一发</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>After a kong</source>
        <translation>岭上开花</translation>
    </message>
    <message>
        <source>Last tile self-drawn</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底捞鱼</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>两立直</translation>
    </message>
    <message>
        <source>Double open riichi</source>
        <translation>两开立直</translation>
    </message>
    <message>
        <source>Mangan at draw</source>
        <translation>流局满贯</translation>
    </message>
    <message>
        <source>Blessing of man</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>No-points hand</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>All simples</source>
        <translation>断幺九</translation>
    </message>
    <message>
        <source>Pure double sequence</source>
        <translation>一杯口</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>役牌：白</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>役牌：发</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>役牌：中</translation>
    </message>
    <message>
        <source>Seat wind: East</source>
        <translation>自风：东</translation>
    </message>
    <message>
        <source>Seat wind: South</source>
        <translation>自风：南</translation>
    </message>
    <message>
        <source>Seat wind: West</source>
        <translation>自风：西</translation>
    </message>
    <message>
        <source>Seat wind: North</source>
        <translation>自风：北</translation>
    </message>
    <message>
        <source>Round wind: East</source>
        <translation>场风：东</translation>
    </message>
    <message>
        <source>Round wind: South</source>
        <translation>场风：南</translation>
    </message>
    <message>
        <source>Round wind: West</source>
        <translation>场风：西</translation>
    </message>
    <message>
        <source>Round wind: North</source>
        <translation>场风：北</translation>
    </message>
    <message>
        <source>Mixed triple sequence</source>
        <translation>三色同顺</translation>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>一气通贯</translation>
    </message>
    <message>
        <source>Half outside hand</source>
        <translation>混全带幺九</translation>
    </message>
    <message>
        <source>All terminals and honours</source>
        <translation>混老头</translation>
    </message>
    <message>
        <source>All triplets</source>
        <translation>对对和</translation>
    </message>
    <message>
        <source>Three concealed triplets</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>Three kongs</source>
        <translation>三杠子</translation>
    </message>
    <message>
        <source>Triple triplets</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七对子</translation>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>Half flush</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Fully outside hand</source>
        <translation>纯全带幺九</translation>
    </message>
    <message>
        <source>Twice pure double sequence</source>
        <translation>二杯口</translation>
    </message>
    <message>
        <source>Full flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士无双</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>九莲宝灯</translation>
    </message>
    <message>
        <source>Four concealed triplets</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>Little four winds</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <source>All green</source>
        <translation>绿一色</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>四杠子</translation>
    </message>
    <message>
        <source>All honours</source>
        <translation>字一色</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清老头</translation>
    </message>
    <message>
        <source>Big wheels</source>
        <translation>大车轮</translation>
    </message>
    <message>
        <source>Big seven stars</source>
        <translation>大七星</translation>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>Thirteen orphans, thirteen-sided wait</source>
        <translation>国士无双十三面</translation>
    </message>
    <message>
        <source>Four concealed triplets, pair wait</source>
        <translation>四暗刻单骑</translation>
    </message>
    <message>
        <source>True nine gates</source>
        <translation>纯正九莲宝灯</translation>
    </message>
    <message>
        <source>Blessing of heaven</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>Blessing of earth</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>Blessing of man (yakuman)</source>
        <translation>人和（役满）</translation>
    </message>
    <message>
        <source>Dealing into open riichi</source>
        <translation>放铳开立直</translation>
    </message>
    <message>
        <source>Eight consecutive wins</source>
        <translation>八连庄</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>宝牌</translation>
    </message>
    <message>
        <source>Red five</source>
        <translation>赤宝牌</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>里宝牌</translation>
    </message>
</context>
</TS>
