<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AccuracyChart</name>
    <message>
        <source>No answers yet: take a quiz and your accuracy per day shows here.</source>
        <translation>まだ解答がありません：クイズを解くと、日ごとの正答率がここに表示されます。</translation>
    </message>
    <message>
        <source>M/d</source>
        <translation>M/d</translation>
    </message>
    <message>
        <source>{series}, {day}: {pct}% right of {n}</source>
        <translation>{series}、{day}：{n} 問中 {pct}% 正解</translation>
    </message>
    <message>
        <source>questions answered (right axis)</source>
        <translation>解答数（右軸）</translation>
    </message>
</context>
<context>
    <name>CallTable</name>
    <message>
        <source>Pass</source>
        <extracomment>The columns: the choice, its tiles (meld, discard), win %, value, round EV. The narrowest the table asks a layout for: past its columns it scrolls sideways. Where a line&apos;s place in the analysis is kept (the choice&apos;s cell). Room above and below a line&apos;s tiles (as tall as their plates, the plates touched the lines above and below).</extracomment>
        <translation>スルー</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>大明槓</translation>
    </message>
    <message>
        <source>{seat} threw {tile}: pass or call, each with its best discard by round EV</source>
        <translation>{seat}が{tile}を捨てた：スルーか鳴きか、それぞれ局収支期待値が最も高い打牌</translation>
    </message>
    <message>
        <source>{choice} (best)</source>
        <translation>{choice}（最善）</translation>
    </message>
    <message>
        <source>Meld, discard</source>
        <translation>副露・打牌</translation>
    </message>
    <message>
        <source>then discard {tile}</source>
        <translation>続いて{tile}切り</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>選択</translation>
    </message>
</context>
<context>
    <name>ChanceChart</name>
    <message>
        <source>No chances to draw: the search did not reach the hand.</source>
        <translation>描く確率がありません：探索がこの手牌に届きませんでした。</translation>
    </message>
    <message>
        <source>draw (18 is the last)</source>
        <translation>ツモ回数（18 回目が最後）</translation>
    </message>
    <message>
        <source>{line}: {pct} by draw {draw}</source>
        <translation>{line}：{draw} 回目のツモまでに {pct}</translation>
    </message>
</context>
<context>
    <name>ChowDialog</name>
    <message>
        <source>Declare a chow</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Which chow holds {name}?</source>
        <translation>{name}をどの順子でチーしますか？</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first}〜{last}</translation>
    </message>
</context>
<context>
    <name>Count</name>
    <message>
        <source>{n} tile</source>
        <translation>{n} 枚</translation>
    </message>
    <message>
        <source>{n} tiles</source>
        <translation>{n} 枚の牌</translation>
    </message>
    <message>
        <source>{n} tile left</source>
        <translation>残り {n} 枚</translation>
    </message>
    <message>
        <source>{n} tiles left</source>
        <translation>残り {n} 枚</translation>
    </message>
    <message>
        <source>{n} kind</source>
        <translation>{n} 種</translation>
    </message>
    <message>
        <source>{n} kinds</source>
        <translation>{n} 種</translation>
    </message>
    <message>
        <source>{n} way</source>
        <translation>{n} 通り</translation>
    </message>
    <message>
        <source>{n} ways</source>
        <translation>{n} 通り</translation>
    </message>
    <message>
        <source>{n} step</source>
        <translation>{n} 手</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} 手</translation>
    </message>
    <message>
        <source>{n} wait</source>
        <translation>{n} 種の待ち</translation>
    </message>
    <message>
        <source>{n} waits</source>
        <translation>{n} 種の待ち</translation>
    </message>
    <message>
        <source>{n} wrong pick</source>
        <translation>誤選択 {n} 枚</translation>
    </message>
    <message>
        <source>{n} wrong picks</source>
        <translation>誤選択 {n} 枚</translation>
    </message>
    <message>
        <source>{n} effective tile</source>
        <translation>有効牌 {n} 枚</translation>
    </message>
    <message>
        <source>{n} effective tiles</source>
        <translation>有効牌 {n} 枚</translation>
    </message>
    <message>
        <source>{n} draw left</source>
        <translation>残りツモ {n} 回</translation>
    </message>
    <message>
        <source>{n} draws left</source>
        <translation>残りツモ {n} 回</translation>
    </message>
    <message>
        <source>{n} card</source>
        <translation>{n} 枚のカード</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 枚のカード</translation>
    </message>
    <message>
        <source>{n} mistake</source>
        <translation>{n} 回のミス</translation>
    </message>
    <message>
        <source>{n} mistakes</source>
        <translation>{n} 回のミス</translation>
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
        <translation>{n} 回の選択</translation>
    </message>
    <message>
        <source>{n} decisions</source>
        <translation>{n} 回の選択</translation>
    </message>
    <message>
        <source>{n} answer</source>
        <translation>{n} 件の解答</translation>
    </message>
    <message>
        <source>{n} answers</source>
        <translation>{n} 件の解答</translation>
    </message>
</context>
<context>
    <name>Defence</name>
    <message>
        <source>genbutsu</source>
        <extracomment>The catalogue&apos;s context of every word of defence (the window and the command line translate them in it). The name of each category and kabe, by its JSON value, and of a tile no hand can win on (:attr:`Against.name`).
----------
The glossary: each term and what it means.</extracomment>
        <translation>現物</translation>
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
        <translation>片筋</translation>
    </message>
    <message>
        <source>non-suji</source>
        <translation>無筋</translation>
    </message>
    <message>
        <source>no-chance</source>
        <translation>ノーチャンス（壁）</translation>
    </message>
    <message>
        <source>one-chance</source>
        <translation>ワンチャンス（壁）</translation>
    </message>
    <message>
        <source>honour, all copies visible</source>
        <translation>字牌、4 枚すべて見えている</translation>
    </message>
    <message>
        <source>all copies visible, no wait</source>
        <translation>4 枚すべて見えていて、待ちはない</translation>
    </message>
    <message>
        <source>{tile} is in the riichi player&apos;s own pond: they are furiten on it and cannot win on it.</source>
        <extracomment>One sentence for each reading; ``{tile}`` is the tile judged, the other names tiles or counts.</extracomment>
        <translation>{tile}はリーチ者自身の河にあります：フリテンなのでこの牌では和了れません。</translation>
    </message>
    <message>
        <source>{tile} was discarded after the riichi and not won on: the riichi player is furiten on it.</source>
        <translation>{tile}はリーチ後に切られて見逃されました：リーチ者はこの牌でフリテンです。</translation>
    </message>
    <message>
        <source>{tile} is an honour with {visible} other copies in view: only a pair wait or a single wait can win on it.</source>
        <translation>{tile}は字牌で、ほかに {visible} 枚見えています：和了れるのはシャンポン待ちか単騎待ちだけです。</translation>
    </message>
    <message>
        <source>{tile} is in no run with three players (2m–8m are out of the wall), with {visible} other copies in view: as for an honour, only a pair wait or a single wait can win on it.</source>
        <translation>三人麻雀では 2m–8m がないので{tile}は順子になれず、ほかに {visible} 枚見えています：字牌と同じく、和了れるのはシャンポン待ちか単騎待ちだけです。</translation>
    </message>
    <message>
        <source>the other three copies of {tile} are in view: only thirteen orphans can win on it.</source>
        <translation>{tile}のほかの 3 枚はすべて見えています：和了れるのは国士無双だけです。</translation>
    </message>
    <message>
        <source>all four copies of {tile} are in view and thirteen orphans is ruled out: no hand can win on it.</source>
        <translation>{tile}は 4 枚すべて見えていて国士無双もありません：この牌で和了れる手はありません。</translation>
    </message>
    <message>
        <source>all four copies of {tile} are in view and no run with it can still be made: no hand can win on it.</source>
        <translation>{tile}は 4 枚すべて見えていて、この牌を含む順子ももう作れません：この牌で和了れる手はありません。</translation>
    </message>
    <message>
        <source>suji of {safe} in the riichi player&apos;s genbutsu: a two-sided wait on {tile} is impossible.</source>
        <translation>リーチ者の現物{safe}の筋：{tile}の両面待ちはありえません。</translation>
    </message>
    <message>
        <source>half-suji of {safe}: one two-sided wait on {tile} is impossible, the other is still open.</source>
        <translation>{safe}の片筋：{tile}の両面待ちの一方はなく、もう一方はまだ残っています。</translation>
    </message>
    <message>
        <source>non-suji: no genbutsu rules out a two-sided wait on {tile}.</source>
        <translation>無筋：{tile}の両面待ちを否定する現物がありません。</translation>
    </message>
    <message>
        <source>no-chance: all four {walls} are in view, so no two-sided wait through them can win on {tile}.</source>
        <translation>ノーチャンス：{walls}が 4 枚すべて見えているので、それをまたぐ両面待ちで{tile}は和了れません。</translation>
    </message>
    <message>
        <source>one-chance: three {walls} are in view, so a two-sided wait through them on {tile} needs the last copy.</source>
        <translation>ワンチャンス：{walls}が 3 枚見えているので、それをまたぐ{tile}の両面待ちには最後の 1 枚が必要です。</translation>
    </message>
    <message>
        <source>A tile the riichi player cannot win on: one in their own pond, or one anyone discarded after their riichi that they let pass.</source>
        <translation>リーチ者が和了れない牌：自分の河にある牌、またはリーチ後に誰かが切って見逃した牌。</translation>
    </message>
    <message>
        <source>Tiles three apart (1-4-7, 2-5-8, 3-6-9 of a suit): if one is genbutsu, a two-sided wait on the other is impossible.</source>
        <translation>3 つ離れた牌（同じ色の 1-4-7、2-5-8、3-6-9）：一方が現物なら、もう一方の両面待ちはありえません。</translation>
    </message>
    <message>
        <source>kabe (wall)</source>
        <translation>壁</translation>
    </message>
    <message>
        <source>A number tile with three or four copies in view: the two-sided waits through it are unlikely or impossible.</source>
        <translation>3 枚か 4 枚見えている数牌：それをまたぐ両面待ちは考えにくいか、ありえません。</translation>
    </message>
    <message>
        <source>Three copies of a neighbour are in view: a two-sided wait through it needs the last one.</source>
        <translation>隣の牌が 3 枚見えています：それをまたぐ両面待ちには最後の 1 枚が必要です。</translation>
    </message>
    <message>
        <source>All four copies of a neighbour are in view: no two-sided wait through it exists.</source>
        <translation>隣の牌が 4 枚すべて見えています：それをまたぐ両面待ちはありません。</translation>
    </message>
    <message>
        <source>furiten</source>
        <translation>フリテン</translation>
    </message>
    <message>
        <source>A ready player who discarded one of their winning tiles, or let one pass after riichi, cannot win on a discard.</source>
        <translation>自分の和了牌を切ったテンパイ者や、リーチ後に和了牌を見逃した者は、ロンできません。</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>How two or more tiles are joined in a sentence (&quot;1m and 4m&quot;).</extracomment>
        <translation>と</translation>
    </message>
    <message>
        <source>Against seat {seat}: {text}</source>
        <extracomment>A sentence read against one of several riichis.</extracomment>
        <translation>席 {seat} に対して：{text}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Right (shimocha)</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across (toimen)</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Left (kamicha)</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}と{last}</translation>
    </message>
</context>
<context>
    <name>DefenceError</name>
    <message>
        <source>the table is not valid JSON: {detail}</source>
        <extracomment>English wording of every error code; a view translating errors covers the same codes.</extracomment>
        <translation>卓が正しい JSON ではありません：{detail}</translation>
    </message>
    <message>
        <source>{where} must be a JSON object, not {found}</source>
        <translation>{where}は JSON オブジェクトでなければなりません（{found}ではなく）</translation>
    </message>
    <message>
        <source>{where}: &apos;{field}&apos; is {value}: {expected}</source>
        <translation>{where}：「{field}」が {value} です：{expected}であるべきです</translation>
    </message>
    <message>
        <source>{where}: unknown field &apos;{field}&apos; (known: {known})</source>
        <translation>{where}：不明なフィールド「{field}」（使えるもの：{known}）</translation>
    </message>
    <message>
        <source>{where}: suit letter &apos;{char}&apos; at position {position} has no digits before it</source>
        <translation>{where}：{position} 文字目の色の文字「{char}」の前に数字がありません</translation>
    </message>
    <message>
        <source>{where}: unknown suit letter &apos;{char}&apos; at position {position} (use m, p, s, z)</source>
        <translation>{where}：{position} 文字目の色の文字「{char}」が不明です（m、p、s、z を使ってください）</translation>
    </message>
    <message>
        <source>{where}: unexpected character &apos;{char}&apos; at position {position}</source>
        <translation>{where}：{position} 文字目に予期しない文字「{char}」があります</translation>
    </message>
    <message>
        <source>{where}: digits ending at position {position} have no suit letter</source>
        <translation>{where}：{position} 文字目で終わる数字に色の文字がありません</translation>
    </message>
    <message>
        <source>{where}: no honour {number}z at position {position}: honours are 1z–7z</source>
        <translation>{where}：{position} 文字目の字牌 {number}z はありません：字牌は 1z–7z です</translation>
    </message>
    <message>
        <source>{where}: &apos;0z&apos; at position {position}: only the suits have red fives</source>
        <translation>{where}：{position} 文字目の「0z」：赤五があるのは数牌だけです</translation>
    </message>
    <message>
        <source>{where}: {value} is not a tile code (0–36)</source>
        <translation>{where}：{value} は牌のコード（0–36）ではありません</translation>
    </message>
    <message>
        <source>{where}: a meld has 3 or 4 tiles, not {count}</source>
        <translation>{where}：副露は 3 枚か 4 枚で、{count} 枚ではありません</translation>
    </message>
    <message>
        <source>seat {seat} is not a seat (0–3)</source>
        <translation>席 {seat} は席ではありません（0–3）</translation>
    </message>
    <message>
        <source>seat {seat} appears twice in the table</source>
        <translation>席 {seat} が卓に 2 回出てきます</translation>
    </message>
    <message>
        <source>seat {seat}: riichi at pond position {index}, but the pond has {size} tiles</source>
        <translation>席 {seat}：河の {index} 枚目でリーチしていますが、河は {size} 枚です</translation>
    </message>
    <message>
        <source>seat {seat}: tile {index} called from a pond of {size} tiles</source>
        <translation>席 {seat}：{size} 枚の河から {index} 枚目を鳴いています</translation>
    </message>
    <message>
        <source>seat {seat}: &apos;after&apos; position {index} for seat {riichi}, but the pond has {size} tiles</source>
        <translation>席 {seat}：席 {riichi} の「after」位置が {index} ですが、河は {size} 枚です</translation>
    </message>
    <message>
        <source>seat {seat}: &apos;after&apos; names seat {riichi}, which has not declared riichi</source>
        <translation>席 {seat}：「after」が席 {riichi} を指していますが、その席はリーチしていません</translation>
    </message>
    <message>
        <source>{count} copies of {tile} in view: there are only 4</source>
        <translation>{tile}が {count} 枚見えています：4 枚しかありません</translation>
    </message>
    <message>
        <source>two red {tile} in view: there is only one</source>
        <translation>赤{tile}が 2 枚見えています：1 枚しかありません</translation>
    </message>
    <message>
        <source>turn {turn} is outside 1–{last}</source>
        <translation>{turn} 巡目は 1–{last} の範囲外です</translation>
    </message>
    <message>
        <source>the table</source>
        <extracomment>The English of each part (``{n}`` a seat or an opponent&apos;s number, ``{m}`` a meld&apos;s).</extracomment>
        <translation>卓</translation>
    </message>
    <message>
        <source>the seat&apos;s own pond</source>
        <translation>その席自身の河</translation>
    </message>
    <message>
        <source>dora_indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>seat {n} pond</source>
        <translation>席 {n} の河</translation>
    </message>
    <message>
        <source>seat {n} meld {m}</source>
        <translation>席 {n} の副露 {m}</translation>
    </message>
    <message>
        <source>opponent {n}</source>
        <translation>相手 {n}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>入れ子が深すぎます</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} を読めません：{reason}</translation>
    </message>
    <message>
        <source>cannot read {path}: bytes that are not UTF-8 text</source>
        <translation>{path} を読めません：UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>席 {n}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>a pond position as the value</source>
        <translation>値として河の位置</translation>
    </message>
    <message>
        <source>a riichi seat 0–3 as the key</source>
        <translation>キーとしてリーチした席 0–3</translation>
    </message>
    <message>
        <source>a seat 0–3</source>
        <extracomment>The table as a whole (its fields, its tile codes).</extracomment>
        <translation>席 0–3</translation>
    </message>
    <message>
        <source>a wind 0–3 (East … North)</source>
        <translation>風 0–3（東…北）</translation>
    </message>
    <message>
        <source>an object: riichi seat → pond position</source>
        <translation>オブジェクト：リーチした席 → 河の位置</translation>
    </message>
    <message>
        <source>mpsz text like &apos;19m5z0p&apos;</source>
        <translation>「19m5z0p」のような mpsz 表記</translation>
    </message>
    <message>
        <source>mpsz text like &apos;[123m]&apos;</source>
        <translation>「[123m]」のような mpsz 表記</translation>
    </message>
    <message>
        <source>positions in the pond of the tiles called</source>
        <translation>鳴かれた牌の河での位置</translation>
    </message>
    <message>
        <source>the declaration tile&apos;s position in the pond, or null</source>
        <translation>宣言牌の河での位置、または null</translation>
    </message>
</context>
<context>
    <name>DefencePart</name>
    <message>
        <source>The riichi was declared with this tile</source>
        <translation>この牌でリーチを宣言しました</translation>
    </message>
    <message>
        <source>after the riichi: genbutsu for it</source>
        <translation>リーチ後に切られた牌：そのリーチに対して現物</translation>
    </message>
    <message>
        <source>after {seat}&apos;s riichi: genbutsu for it</source>
        <translation>{seat}のリーチ後に切られた牌：そのリーチに対して現物</translation>
    </message>
    <message>
        <source>{seat} · riichi</source>
        <translation>{seat} · リーチ</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Sideways: a riichi tile. On a plate: thrown after a riichi, so genbutsu (darker: after both).</source>
        <translation>横向き：リーチ宣言牌。台付き：リーチ後に切られたので現物（濃い色：両者のリーチ後）。</translation>
    </message>
    <message>
        <source>Sideways: the riichi tile. On a plate: thrown after it, so genbutsu.</source>
        <translation>横向き：リーチ宣言牌。台付き：その後に切られたので現物。</translation>
    </message>
    <message>
        <source>Against {seat} ({chance}): {text}</source>
        <translation>{seat}に対して（{chance}）：{text}</translation>
    </message>
    <message>
        <source>{chance} · {category}</source>
        <translation>{chance} · {category}</translation>
    </message>
    <message>
        <source>{seat}&apos;s riichi hand, waiting on {waits}:</source>
        <translation>{seat}のリーチの手牌、{waits}待ち：</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <source>The riichi hands, revealed</source>
        <translation>リーチ者の手牌（公開）</translation>
    </message>
    <message>
        <source>Three players: the chances are four-player estimates (the published deal-in rates are counted at four-player tables); the categories are exact.</source>
        <translation>三人麻雀：放銃率は四人麻雀からの推定です（公開されている放銃率は四人麻雀の統計）。安全度の分類は正確です。</translation>
    </message>
</context>
<context>
    <name>Fu</name>
    <message>
        <source>base</source>
        <extracomment>The reason a complete hand is not a win: it has no yaku (dora are not yaku). How each reason for fu reads, marked for the catalogues (context &quot;Fu&quot;): the window and ``mjtrainer score`` word it from here.</extracomment>
        <translation>副底</translation>
    </message>
    <message>
        <source>concealed hand on a discard</source>
        <translation>門前ロン</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>closed wait (kanchan)</source>
        <translation>嵌張待ち（カンチャン）</translation>
    </message>
    <message>
        <source>edge wait (penchan)</source>
        <translation>辺張待ち（ペンチャン）</translation>
    </message>
    <message>
        <source>pair wait (tanki)</source>
        <translation>単騎待ち（タンキ）</translation>
    </message>
    <message>
        <source>dragon pair</source>
        <translation>役牌の雀頭（三元牌）</translation>
    </message>
    <message>
        <source>seat-wind pair</source>
        <translation>自風の雀頭</translation>
    </message>
    <message>
        <source>round-wind pair</source>
        <translation>場風の雀頭</translation>
    </message>
    <message>
        <source>open pung of simples</source>
        <translation>明刻（中張牌）</translation>
    </message>
    <message>
        <source>open pung of terminals or honours</source>
        <translation>明刻（么九牌）</translation>
    </message>
    <message>
        <source>concealed pung of simples</source>
        <translation>暗刻（中張牌）</translation>
    </message>
    <message>
        <source>concealed pung of terminals or honours</source>
        <translation>暗刻（么九牌）</translation>
    </message>
    <message>
        <source>open kong of simples</source>
        <translation>明槓（中張牌）</translation>
    </message>
    <message>
        <source>open kong of terminals or honours</source>
        <translation>明槓（么九牌）</translation>
    </message>
    <message>
        <source>concealed kong of simples</source>
        <translation>暗槓（中張牌）</translation>
    </message>
    <message>
        <source>concealed kong of terminals or honours</source>
        <translation>暗槓（么九牌）</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>open hand without fu, on a discard</source>
        <translation>副露の符なしロン（喰い平和形）</translation>
    </message>
    <message>
        <source>rounded up</source>
        <translation>切り上げ</translation>
    </message>
</context>
<context>
    <name>GameError</name>
    <message>
        <source>not a game log: {what}</source>
        <extracomment>English wording of every error code; a view translating errors covers the same codes.</extracomment>
        <translation>牌譜ではありません：{what}</translation>
    </message>
    <message>
        <source>not valid JSON: {detail}</source>
        <translation>正しい JSON ではありません：{detail}</translation>
    </message>
    <message>
        <source>not valid XML: {detail}</source>
        <translation>正しい XML ではありません：{detail}</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is {value}: {expected}</source>
        <translation>「{field}」が {value} です：{expected}であるべきです</translation>
    </message>
    <message>
        <source>no &apos;{field}&apos; where {where} needs one</source>
        <translation>{where}に必要な「{field}」がありません</translation>
    </message>
    <message>
        <source>the log has no rounds</source>
        <translation>牌譜に局がありません</translation>
    </message>
    <message>
        <source>the log ends in the middle of a round</source>
        <translation>牌譜が局の途中で終わっています</translation>
    </message>
    <message>
        <source>unknown event &apos;{name}&apos;</source>
        <translation>不明なイベント「{name}」</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a tile</source>
        <translation>「{text}」は牌ではありません</translation>
    </message>
    <message>
        <source>a hidden tile (&apos;?&apos;): the log does not show every hand</source>
        <translation>伏せられた牌（「?」）：牌譜にすべての手牌が記録されていません</translation>
    </message>
    <message>
        <source>unknown round result &apos;{text}&apos;</source>
        <translation>不明な局の結果「{text}」</translation>
    </message>
    <message>
        <source>the game was stopped by the server&apos;s error: {message}</source>
        <translation>サーバーのエラーで対局が中断されました：{message}</translation>
    </message>
    <message>
        <source>the file is larger than {limit} MB: no game log is that large</source>
        <translation>ファイルが {limit} MB を超えています：そんなに大きな牌譜はありません</translation>
    </message>
    <message>
        <source>the gzip file unpacks to more than {limit} MB: no game log is that large</source>
        <translation>gzip ファイルを展開すると {limit} MB を超えます：そんなに大きな牌譜はありません</translation>
    </message>
    <message>
        <source>the viewer link is longer than {limit} MB: no game&apos;s link is that long</source>
        <translation>ビューアのリンクが {limit} MB を超えています：そんなに長い対局のリンクはありません</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is {value}: a log&apos;s numbers are at most {limit} either way</source>
        <translation>「{field}」が {value} です：牌譜の数値は絶対値で最大 {limit} です</translation>
    </message>
    <message>
        <source>more than {limit} rounds: no game has that many</source>
        <translation>{limit} 局を超えています：そんなに多くの局がある対局はありません</translation>
    </message>
    <message>
        <source>more than {limit} events in one round: no round has that many</source>
        <translation>1 局に {limit} 個を超えるイベントがあります：そんなに多くのイベントがある局はありません</translation>
    </message>
    <message>
        <source>seat {seat} is not a seat (0–{last})</source>
        <translation>席 {seat} は席ではありません（0–{last}）</translation>
    </message>
    <message>
        <source>seat {seat} starts with {count} tiles instead of 13</source>
        <translation>席 {seat} の配牌が 13 枚ではなく {count} 枚です</translation>
    </message>
    <message>
        <source>a fifth {tile} turns up</source>
        <translation>5 枚目の{tile}が出てきました</translation>
    </message>
    <message>
        <source>a {tile} turns up, but {seats} players leave 2m–8m out of the wall</source>
        <translation>{tile}が出てきましたが、{seats}人麻雀では 2萬～8萬 を使いません</translation>
    </message>
    <message>
        <source>seat {seat} sets {tile} aside as a kita, but {detail}</source>
        <translation>席 {seat} が{tile}を抜きドラにしていますが、{detail}</translation>
    </message>
    <message>
        <source>a second red {tile} turns up</source>
        <translation>2 枚目の赤{tile}が出てきました</translation>
    </message>
    <message>
        <source>a red five ({tile}) in a game without red fives</source>
        <translation>赤なしの対局に赤五（{tile}）があります</translation>
    </message>
    <message>
        <source>seat {seat} {action} {tile} but holds none</source>
        <translation>席 {seat} が{tile}を{action}が、その牌を持っていません</translation>
    </message>
    <message>
        <source>seat {seat} {action} out of turn (seat {expected} was to {expected_action})</source>
        <translation>席 {seat} が手番でないのに{action}（席 {expected} の{expected_action}の番でした）</translation>
    </message>
    <message>
        <source>seat {seat} calls {tile}, but {detail}</source>
        <translation>席 {seat} が{tile}を鳴きましたが、{detail}</translation>
    </message>
    <message>
        <source>seat {seat} cannot chi {tile} with {tiles}</source>
        <translation>席 {seat} は {tiles} で{tile}をチーできません</translation>
    </message>
    <message>
        <source>seat {seat}: {tiles} is not a {meld}</source>
        <translation>席 {seat}：{tiles} は{meld}ではありません</translation>
    </message>
    <message>
        <source>seat {seat} adds {tile} to a pon it does not have</source>
        <translation>席 {seat} が持っていないポンに{tile}を加槓しています</translation>
    </message>
    <message>
        <source>seat {seat} declares riichi with an open hand</source>
        <translation>席 {seat} が副露した手でリーチを宣言しています</translation>
    </message>
    <message>
        <source>seat {seat} declares riichi twice</source>
        <translation>席 {seat} がリーチを 2 回宣言しています</translation>
    </message>
    <message>
        <source>seat {seat} declares riichi but does not discard next</source>
        <translation>席 {seat} がリーチを宣言したのに続けて打牌していません</translation>
    </message>
    <message>
        <source>seat {seat} discards {tile} as the tile just drawn, but drew {drawn}</source>
        <translation>席 {seat} が{tile}をツモ切りしていますが、ツモった牌は{drawn}です</translation>
    </message>
    <message>
        <source>seat {seat} wins on {tile}, but {detail}</source>
        <translation>席 {seat} が{tile}で和了りましたが、{detail}</translation>
    </message>
    <message>
        <source>the round ends {detail}</source>
        <translation>局の終わり方が正しくありません：{detail}</translation>
    </message>
    <message>
        <source>the deltas {deltas} are not four whole numbers</source>
        <translation>点数の増減 {deltas} が 4 つの整数ではありません</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s winning hand is {given} in the log but {held} by its play</source>
        <translation>席 {seat} の和了形が牌譜では {given} ですが、打牌の経過からは {held} です</translation>
    </message>
    <message>
        <source>seat {seat} wins on {tile}, but {held} and {tile} are not a complete hand</source>
        <translation>席 {seat} が{tile}で和了りましたが、{held} と{tile}は和了形ではありません</translation>
    </message>
    <message>
        <source>a {count}th dora indicator: there are at most 5</source>
        <translation>{count} 枚目のドラ表示牌：最大 5 枚です</translation>
    </message>
    <message>
        <source>seat {seat} draws from an empty wall</source>
        <translation>席 {seat} が空の山からツモっています</translation>
    </message>
    <message>
        <source>tile id {id} ({tile}) turns up twice</source>
        <translation>牌 ID {id}（{tile}）が 2 回出てきます</translation>
    </message>
    <message>
        <source>seat {seat} {action} tile id {id} ({tile}) but does not hold it</source>
        <translation>席 {seat} が牌 ID {id}（{tile}）を{action}が、その牌を持っていません</translation>
    </message>
    <message>
        <source>the log is malformed ({detail})</source>
        <translation>牌譜の形式が正しくありません（{detail}）</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; is {value}: it cannot be below 0</source>
        <translation>「{field}」が {value} です：0 未満にはなれません</translation>
    </message>
    <message>
        <source>a four-riichi draw, but {count} seats are in riichi</source>
        <translation>四家立直の流局ですが、リーチしているのは {count} 家です</translation>
    </message>
    <message>
        <source>a nine-terminals draw, but not at a seat&apos;s first draw before any call</source>
        <translation>九種九牌の流局ですが、鳴きのない第一ツモではありません</translation>
    </message>
    <message>
        <source>a four-winds draw, but the first discards are not one wind, uncalled</source>
        <translation>四風連打の流局ですが、鳴きのない最初の打牌が同じ風牌ではありません</translation>
    </message>
    <message>
        <source>a four-kongs draw, but {count} kongs were declared</source>
        <translation>四槓散了の流局ですが、宣言された槓は {count} 回です</translation>
    </message>
    <message>
        <source>this round cannot follow {previous}</source>
        <translation>この局は {previous} の後に続けられません</translation>
    </message>
    <message>
        <source>it starts with scores {scores}, but the round before ended with {expected}</source>
        <translation>この局の開始時の点数は {scores} ですが、前局の終了時は {expected} でした</translation>
    </message>
    <message>
        <source>it starts with {sticks} riichi sticks, but the round before left {expected}</source>
        <translation>この局の開始時のリーチ棒は {sticks} 本ですが、前局に残ったのは {expected} 本です</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>ツモりました</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>切りました</translation>
    </message>
    <message>
        <source>declares riichi</source>
        <translation>リーチしました</translation>
    </message>
    <message>
        <source>adds a kong</source>
        <translation>加槓しました</translation>
    </message>
    <message>
        <source>adds to a kong</source>
        <translation>加槓しました</translation>
    </message>
    <message>
        <source>declares a concealed kong</source>
        <translation>暗槓しました</translation>
    </message>
    <message>
        <source>declares a concealed kong of</source>
        <translation>暗槓しました</translation>
    </message>
    <message>
        <source>calls with</source>
        <translation>鳴きに使いました</translation>
    </message>
    <message>
        <source>sets aside a kita</source>
        <translation>北を抜く</translation>
    </message>
    <message>
        <source>sets aside</source>
        <translation>抜く</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>What a riichi declaration puts on the table. Dora indicators a round can show at most (the first and one a kong, four kongs at most). The first honour kind: a chi is of number tiles only.</extracomment>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>a broken gzip file ({reason})</source>
        <translation>壊れた gzip ファイル（{reason}）</translation>
    </message>
    <message>
        <source>bytes that are not UTF-8 text</source>
        <translation>UTF-8 のテキストではないバイト列</translation>
    </message>
    <message>
        <source>an empty file</source>
        <translation>空のファイル</translation>
    </message>
    <message>
        <source>JSON that is neither tenhou.net/6 nor mjai</source>
        <translation>tenhou.net/6 でも mjai でもない JSON</translation>
    </message>
    <message>
        <source>text that is not tenhou.net/6, mjai or mjlog</source>
        <translation>tenhou.net/6・mjai・mjlog のどれでもないテキスト</translation>
    </message>
    <message>
        <source>text with no tenhou.net/6 viewer link</source>
        <translation>tenhou.net/6 の牌譜リンクがないテキスト</translation>
    </message>
    <message>
        <source>XML whose root is &lt;{tag}&gt;, not &lt;mjloggm&gt;</source>
        <translation>ルート要素が &lt;mjloggm&gt; ではなく &lt;{tag}&gt; の XML</translation>
    </message>
    <message>
        <source>a tenhou.net/6 object cut off or broken</source>
        <translation>途中で切れているか壊れている tenhou.net/6 のオブジェクト</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>入れ子が深すぎます</translation>
    </message>
    <message>
        <source>after end_game</source>
        <translation>end_game の後です</translation>
    </message>
    <message>
        <source>&apos;{kind}&apos; outside a round</source>
        <translation>「{kind}」が局の外にあります</translation>
    </message>
    <message>
        <source>with seat {seat}&apos;s takes or discards not all played</source>
        <translation>席 {seat} のツモか打牌が使い切られていません</translation>
    </message>
    <message>
        <source>&lt;{tag}&gt; before any INIT</source>
        <translation>&lt;{tag}&gt; が INIT より前にあります</translation>
    </message>
    <message>
        <source>before &lt;{tag}&gt;</source>
        <translation>&lt;{tag}&gt; の前です</translation>
    </message>
    <message>
        <source>before its last event</source>
        <translation>最後のイベントより前です</translation>
    </message>
    <message>
        <source>in a draw and a win</source>
        <translation>流局と和了の両方です</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>2 回終わっています</translation>
    </message>
    <message>
        <source>in an exhaustive draw with {left} tiles in the wall</source>
        <translation>山に {left} 枚残っているのに荒牌流局です</translation>
    </message>
    <message>
        <source>its call {call} fits no discard</source>
        <translation>その鳴き {call} に合う打牌がありません</translation>
    </message>
    <message>
        <source>it was not just discarded</source>
        <translation>その牌は直前に捨てられていません</translation>
    </message>
    <message>
        <source>nothing was just discarded</source>
        <translation>直前の打牌がありません</translation>
    </message>
    <message>
        <source>seat {seat} just discarded {tile}</source>
        <translation>直前に席 {seat} が捨てたのは{tile}です</translation>
    </message>
    <message>
        <source>only three players do</source>
        <translation>北抜きは三人麻雀だけです</translation>
    </message>
    <message>
        <source>a kita is a north</source>
        <translation>抜けるのは北だけです</translation>
    </message>
    <message>
        <source>it did not just draw</source>
        <translation>直前にツモっていません</translation>
    </message>
    <message>
        <source>seat {seat} gave no tile</source>
        <translation>席 {seat} はその牌を捨てていません</translation>
    </message>
    <message>
        <source>the tile was {tile}</source>
        <translation>その牌は{tile}でした</translation>
    </message>
    <message>
        <source>its hand has the wrong size</source>
        <translation>手牌の枚数が合いません</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>{n} tiles</source>
        <translation>{n} 枚の牌</translation>
    </message>
    <message>
        <source>an event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>three or four names</source>
        <translation>3 人か 4 人の名前</translation>
    </message>
    <message>
        <source>{n} names</source>
        <translation>{n} 人の名前</translation>
    </message>
    <message>
        <source>E, S, W or N</source>
        <translation>E・S・W・N のどれか</translation>
    </message>
    <message>
        <source>{n} hands, as the first round</source>
        <translation>第一局と同じく {n} 人分の手牌</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n} 人分の手牌</translation>
    </message>
    <message>
        <source>a hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>[name, han] pairs</source>
        <translation>[役名, 翻数] の組</translation>
    </message>
    <message>
        <source>like 30符1飜1000点</source>
        <translation>30符1飜1000点 のような形</translation>
    </message>
    <message>
        <source>like 立直(1飜)</source>
        <translation>立直(1飜) のような形</translation>
    </message>
    <message>
        <source>a Tenhou call</source>
        <translation>天鳳の鳴き表記</translation>
    </message>
    <message>
        <source>a letter at 0, 2, 4 or 6</source>
        <translation>0・2・4・6 文字目の記号</translation>
    </message>
    <message>
        <source>a seat that plays</source>
        <translation>対局している席</translation>
    </message>
    <message>
        <source>the players and rules of the first line (line {line})</source>
        <translation>1 行目（{line} 行目）と同じ対局者とルール</translation>
    </message>
    <message>
        <source>{n} entries</source>
        <translation>{n} 項目</translation>
    </message>
    <message>
        <source>[kyoku, honba, sticks]</source>
        <translation>[局, 本場, 供託]</translation>
    </message>
    <message>
        <source>indicators</source>
        <translation>表示牌</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>0 after an open kong</source>
        <translation>大明槓の後は 0</translation>
    </message>
    <message>
        <source>a tile, r, k or a</source>
        <translation>牌・r・k・a のどれか</translation>
    </message>
    <message>
        <source>one indicator a kong</source>
        <translation>槓ごとに表示牌 1 枚</translation>
    </message>
    <message>
        <source>r and one tile</source>
        <translation>r と牌 1 枚</translation>
    </message>
    <message>
        <source>f and one tile</source>
        <translation>f と牌 1 枚</translation>
    </message>
    <message>
        <source>a call</source>
        <translation>鳴き</translation>
    </message>
    <message>
        <source>a result</source>
        <translation>局の結果</translation>
    </message>
    <message>
        <source>deltas and a win</source>
        <translation>点数の増減と和了</translation>
    </message>
    <message>
        <source>[who, from, pao, points, yaku…]</source>
        <translation>[和了者, 放銃者, 責任払い, 点数, 役…]</translation>
    </message>
    <message>
        <source>a 16-bit meld code</source>
        <translation>16 ビットの副露コード</translation>
    </message>
    <message>
        <source>a chi from the left</source>
        <translation>上家からのチー</translation>
    </message>
    <message>
        <source>a pon code</source>
        <translation>ポンのコード</translation>
    </message>
    <message>
        <source>a kita of a north</source>
        <translation>北の北抜き</translation>
    </message>
    <message>
        <source>a kong code</source>
        <translation>槓のコード</translation>
    </message>
    <message>
        <source>at most {n}</source>
        <translation>最大 {n}</translation>
    </message>
    <message>
        <source>{n} numbers</source>
        <translation>{n} 個の数</translation>
    </message>
    <message>
        <source>a round 0–15</source>
        <translation>局 0–15</translation>
    </message>
    <message>
        <source>yaku ids</source>
        <translation>役の番号</translation>
    </message>
    <message>
        <source>a seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>{sign}a number of some {digits} digits</source>
        <translation>約 {digits} 桁の{sign}数</translation>
    </message>
    <message>
        <source>a number of {digits} digits</source>
        <translation>{digits} 桁の数</translation>
    </message>
    <message>
        <source>an mjai log&apos;s first line</source>
        <translation>mjai 牌譜の 1 行目</translation>
    </message>
    <message>
        <source>a tenhou.net/6 log</source>
        <translation>tenhou.net/6 の牌譜</translation>
    </message>
    <message>
        <source>round {round}</source>
        <extracomment>Where a fault is, before the message: &quot;round S2, event 41: …&quot;.</extracomment>
        <translation>{round} 局</translation>
    </message>
    <message>
        <source>event {event}</source>
        <translation>イベント {event}</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>{line} 行目</translation>
    </message>
    <message>
        <source>{place}: {message}</source>
        <translation>{place}：{message}</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>The tiles of a hand that holds none.</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>{place}, {more}</source>
        <translation>{place}、{more}</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>A run of two open at both ends, like 34 waiting on 2 or 5.</source>
        <translation>両端が空いた 2 枚の連続形。34 で 2 と 5 を待つなど。</translation>
    </message>
    <message>
        <source>The middle of a run, like 35 waiting on 4.</source>
        <translation>順子の真ん中を待つ形。35 で 4 を待つなど。</translation>
    </message>
    <message>
        <source>A run of two at the end of a suit: 12 waiting on 3, or 89 on 7.</source>
        <translation>色の端にある 2 枚の連続形：12 で 3 待ち、89 で 7 待ち。</translation>
    </message>
    <message>
        <source>A lone tile waiting for its pair.</source>
        <translation>雀頭になる相方を待つ 1 枚。</translation>
    </message>
    <message>
        <source>Two pairs, either of which can become a pung.</source>
        <translation>2 つの対子で、どちらかが刻子になれば和了り。</translation>
    </message>
    <message>
        <source>Thirteen orphans with each of the thirteen terminals and honours held once: any of them completes the hand.</source>
        <translation>13 種の么九牌を 1 枚ずつ持つ国士無双：どれを引いても和了り。</translation>
    </message>
    <message>
        <source>The shapes most rules share: standard hands (sets and a pair), seven pairs and thirteen orphans.</source>
        <translation>ほとんどのルールに共通の形：一般形（面子と雀頭）、七対子、国士無双。</translation>
    </message>
    <message>
        <source>Japanese riichi mahjong: the same shapes; four identical tiles never count as two pairs.</source>
        <translation>日本のリーチ麻雀：形は同じ。同じ牌 4 枚は 2 つの対子に数えません。</translation>
    </message>
    <message>
        <source>The Chinese Official rules: adds the knitted shapes (全不靠, 七星不靠, 组合龙), and four identical tiles may count as two of the seven pairs.</source>
        <translation>中国公式ルール（国標麻将）：組み合わせ形（全不靠、七星不靠、組合龍）が加わり、同じ牌 4 枚を七対子の 2 対に数えられます。</translation>
    </message>
    <message>
        <source>Reading a hand</source>
        <translation>牌理</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向聴数</translation>
    </message>
    <message>
        <source>How far a hand is from ready: 0 is ready, 1-shanten needs one more useful tile, 2-shanten two, and so on. The trainer counts it for every shape the rules allow and takes the smallest.</source>
        <translation>手牌がテンパイからどれだけ遠いか：0 はテンパイ、1 向聴はあと 1 枚、2 向聴はあと 2 枚の有効牌が必要、以下同様。本ツールはルールが認めるすべての形で数え、最小のものを取ります。</translation>
    </message>
    <message>
        <source>Ready (tenpai)</source>
        <translation>テンパイ（聴牌）</translation>
    </message>
    <message>
        <source>A 13-tile hand one tile from complete. The tiles that complete it are its waits, each shown with the copies still left to draw.</source>
        <translation>あと 1 枚で和了りになる 13 枚の手牌。和了りにする牌がその待ちで、それぞれ残り枚数とともに表示します。</translation>
    </message>
    <message>
        <source>Effective tiles</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>The draws that bring a hand one step closer to ready, with how many copies of each are left. The discard table ranks each discard by the effective tiles it keeps.</source>
        <translation>手牌をテンパイに 1 歩近づけるツモと、それぞれの残り枚数。打牌表は各打牌を残る有効牌（受け入れ）の多さで並べます。</translation>
    </message>
    <message>
        <source>Seen tiles</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <source>Tiles in view outside your hand: discards, dora indicators, other players&apos; melds. Mark them in Seen mode: every count of tiles left leaves them out. A discard made from the table lands among them.</source>
        <translation>手牌の外で見えている牌：捨て牌、ドラ表示牌、他家の副露。「見えている牌」モードで印を付けると、残り枚数はすべてそれを除いて数えます。打牌表から切った牌もここに加わります。</translation>
    </message>
    <message>
        <source>The look-ahead&apos;s numbers</source>
        <translation>先読みの数値</translation>
    </message>
    <message>
        <source>The chance, after this discard, to hold a ready hand by the last draw.</source>
        <translation>この打牌の後、最後のツモまでにテンパイする確率。</translation>
    </message>
    <message>
        <source>The chance, after this discard, to draw a winning tile by the last draw. The discard table lights the discard that wins most often.</source>
        <translation>この打牌の後、最後のツモまでに和了り牌を引く確率。打牌表は最も和了りやすい打牌を強調します。</translation>
    </message>
    <message>
        <source>The expected value of the wins by the last draw: the win chance × the average win (a hand that does not win counts 0), so less than a win is worth. Riichi points by self-draw, or Chinese Official fan.</source>
        <translation>最後のツモまでの和了りの期待値：和了率 × 平均打点（和了れなければ 0）なので、1 回の和了りの価値より小さくなります。リーチ麻雀はツモ和了りの点数、国標麻将は番数。</translation>
    </message>
    <message>
        <source>pp (percentage points)</source>
        <translation>pp（パーセントポイント）</translation>
    </message>
    <message>
        <source>A difference of two chances: from 40% to 35% is 5 pp lost (not 5% of 40%).</source>
        <translation>2 つの確率の差：40% から 35% なら 5 pp の損（40% の 5% ではありません）。</translation>
    </message>
    <message>
        <source>What the look-ahead assumes</source>
        <translation>先読みの前提</translation>
    </message>
    <message>
        <source>You play alone to the last draw (the 18th): nobody calls, wins or takes tiles, each draw comes from the tiles not in your hand and not seen, and a winning draw is always declared. The basic search follows only the draws that bring the hand closer to ready; the extended search also keeps one draw that changes the hand without bringing it closer, or one step back.</source>
        <translation>最後のツモ（18 回目）まで一人で打ちます：誰も鳴かず、和了らず、牌を取りません。ツモはすべて手牌にも見えている牌にもない牌から来て、和了り牌を引けば必ず和了ります。基本探索は手牌をテンパイに近づけるツモだけを追い、拡張探索はさらに、近づかないが手を変えるツモ（手変わり）か 1 歩の後退（向聴戻し）を 1 回まで考えます。</translation>
    </message>
    <message>
        <source>Grades (Review, practice deal)</source>
        <translation>評価（検討、練習の一局）</translation>
    </message>
    <message>
        <source>Loses at most {a} pp of win chance against the best.</source>
        <translation>最善と比べて和了率の損が {a} pp 以内。</translation>
    </message>
    <message>
        <source>Loses more than {a} pp, at most {b} pp.</source>
        <translation>損が {a} pp を超え、{b} pp 以内。</translation>
    </message>
    <message>
        <source>Loses more than {a} pp.</source>
        <translation>損が {a} pp を超える。</translation>
    </message>
    <message>
        <source>Graded by shape</source>
        <translation>牌形による評価</translation>
    </message>
    <message>
        <source>A hand beyond the search&apos;s reach, or with no draw left, is graded by its tiles: best keeps the lowest shanten and the most effective tiles; good loses at most {a}% of the best discard&apos;s effective tiles, doubtful at most {b}%, a mistake more (or a higher shanten).</source>
        <translation>探索の範囲外の手牌や、ツモが残っていない手牌は牌形で評価します：最善は向聴数が最小で有効牌が最多のもの、良は最善の打牌の有効牌の {a}% 以内の損、疑問手は {b}% 以内、それ以上（または向聴数が上がる）は悪手。</translation>
    </message>
    <message>
        <source>Kinds of wait</source>
        <translation>待ちの種類</translation>
    </message>
    <message>
        <source>Rules presets (Settings)</source>
        <translation>ルールのプリセット（設定）</translation>
    </message>
    <message>
        <source>Defence against a riichi</source>
        <translation>リーチに対する守備</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>用語集</translation>
    </message>
</context>
<context>
    <name>HandError</name>
    <message>
        <source>suit letter &apos;{char}&apos; at position {position} has no digits before it</source>
        <extracomment>The room&apos;s name. The catalogue&apos;s context of the room&apos;s messages (the window&apos;s translation context). The room&apos;s English wording of every code (one table a room, shared by its subclasses). English wording of every error code; a view translating errors covers the same codes.</extracomment>
        <translation>{position} 文字目の色の文字「{char}」の前に数字がありません</translation>
    </message>
    <message>
        <source>no honour {number}z at position {position}: honours are 1z–7z</source>
        <translation>{position} 文字目：字牌 {number}z はありません。字牌は 1z–7z です</translation>
    </message>
    <message>
        <source>unknown suit letter &apos;{char}&apos; at position {position} (use m, p, s or z)</source>
        <translation>{position} 文字目の「{char}」は色の文字ではありません（m、p、s、z を使ってください）</translation>
    </message>
    <message>
        <source>unexpected character &apos;{char}&apos; at position {position}</source>
        <translation>{position} 文字目に予期しない文字「{char}」があります</translation>
    </message>
    <message>
        <source>digits ending at position {position} have no suit letter (m, p, s or z)</source>
        <translation>{position} 文字目で終わる数字に色の文字（m、p、s、z）がありません</translation>
    </message>
    <message>
        <source>&apos;{char}&apos; at position {position} needs a suit after it (万, 筒 or 条)</source>
        <translation>{position} 文字目の「{char}」の後には色（萬、筒、索）が必要です</translation>
    </message>
    <message>
        <source>unknown tile name &apos;{char}&apos; at position {position}</source>
        <translation>{position} 文字目の「{char}」は牌の名前ではありません</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; at position {position} is not a tile index 0–33</source>
        <translation>{position} 文字目の「{word}」は 0–33 の牌番号ではありません</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; at position {position} is not a two-digit tile code</source>
        <translation>{position} 文字目の「{word}」は 2 桁の牌コードではありません</translation>
    </message>
    <message>
        <source>index {number} at position {position} is outside 0–33</source>
        <translation>{position} 文字目の番号 {number} は 0–33 の範囲外です</translation>
    </message>
    <message>
        <source>code {number} at position {position} is not a tile (11–19, 21–29, 31–39, 40–46)</source>
        <translation>{position} 文字目のコード {number} は牌ではありません（11–19、21–29、31–39、40–46）</translation>
    </message>
    <message>
        <source>tile kind {tile} is outside 0–33</source>
        <translation>牌の種類 {tile} は 0–33 の範囲外です</translation>
    </message>
    <message>
        <source>no tile {number}{suit} at position {position}: suits run 1–9</source>
        <translation>{position} 文字目：{number}{suit} という牌はありません。数牌は 1–9 です</translation>
    </message>
    <message>
        <source>{length} characters: a hand is at most {limit} characters long</source>
        <translation>{length} 文字：手牌は最大 {limit} 文字です</translation>
    </message>
    <message>
        <source>turn {turn} is outside 1–17 (draw 18 is the last)</source>
        <translation>{turn} 巡目は 1–17 の範囲外です（18 回目のツモが最後）</translation>
    </message>
    <message>
        <source>meld &apos;{meld}&apos; must be written in brackets: [123m] or (1111m)</source>
        <translation>副露「{meld}」は括弧で書いてください：[123m] または (1111m)</translation>
    </message>
    <message>
        <source>unmatched &apos;{char}&apos; at position {position}: melds look like [123m]</source>
        <translation>{position} 文字目の「{char}」に対応する括弧がありません：副露は [123m] のように書きます</translation>
    </message>
    <message>
        <source>{where}: a concealed kong is four identical tiles, like (1111m)</source>
        <translation>{where}：暗槓は同じ牌 4 枚です。(1111m) のように書きます</translation>
    </message>
    <message>
        <source>{where}: a kong is four identical tiles, like [1111m]</source>
        <translation>{where}：槓は同じ牌 4 枚です。[1111m] のように書きます</translation>
    </message>
    <message>
        <source>{where} has {tiles}: a meld has 3 (chow, pung) or 4 (kong)</source>
        <translation>{where}は{tiles}：副露は 3 枚（チー、ポン）か 4 枚（カン）です</translation>
    </message>
    <message>
        <source>{tiles}: a hand has at most 14 (a kong counts as 3)</source>
        <translation>{tiles}：手牌は最大 14 枚です（槓は 3 枚と数えます）</translation>
    </message>
    <message>
        <source>{tiles}: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14), add or remove one</source>
        <translation>{tiles}：手牌は 3n+1 枚か 3n+2 枚（13 枚や 14 枚など）必要です。1 枚足すか減らしてください</translation>
    </message>
    <message>
        <source>{tiles}: {what} needs a 3n+1 (like 13)-tile hand</source>
        <translation>{tiles}：{what}には 3n+1 枚（13 枚など）の手牌が必要です</translation>
    </message>
    <message>
        <source>{tiles}: {what} needs a 3n+2 (like 14)-tile hand</source>
        <translation>{tiles}：{what}には 3n+2 枚（14 枚など）の手牌が必要です</translation>
    </message>
    <message>
        <source>unknown rules &apos;{name}&apos;: choose general, riichi, mcr or sanma</source>
        <translation>不明なルール「{name}」：general、riichi、mcr、sanma から選んでください</translation>
    </message>
    <message>
        <source>{tile} is not played under {rules}: three players use 1m and 9m only</source>
        <translation>{rules} では{tile}を使いません：三人麻雀の萬子は 1m と 9m だけです</translation>
    </message>
    <message>
        <source>{where}: honours cannot form a chow</source>
        <translation>{where}：字牌では順子を作れません</translation>
    </message>
    <message>
        <source>&apos;0z&apos; at position {position}: only 0m, 0p and 0s are red fives</source>
        <translation>{position} 文字目の「0z」：赤五は 0m、0p、0s だけです</translation>
    </message>
    <message>
        <source>two red {tile}: each suit has one red five (0m, 0p, 0s)</source>
        <translation>赤{tile}が 2 枚：赤五は各色 1 枚だけです（0m、0p、0s）</translation>
    </message>
    <message>
        <source>red {tile}: these rules play without red fives; write 5 instead of 0</source>
        <translation>赤{tile}：このルールは赤なしです。0 の代わりに 5 と書いてください</translation>
    </message>
    <message>
        <source>{where} is not a chow (three in a row of one suit), a pung or a kong</source>
        <translation>{where}は順子（同じ色の 3 枚の連続）でも刻子でも槓子でもありません</translation>
    </message>
    <message>
        <source>no chow starts at {tile}</source>
        <translation>{tile}から始まる順子はありません</translation>
    </message>
    <message>
        <source>{total} copies of {tile} ({parts}): there are only 4</source>
        <translation>{tile}が {total} 枚（{parts}）：4 枚しかありません</translation>
    </message>
    <message>
        <source>a hand needs 34 counts, got {count}</source>
        <translation>手牌には 34 個の枚数が必要ですが、{count} 個です</translation>
    </message>
    <message>
        <source>no {tile} in the hand to remove</source>
        <translation>手牌に取り除く{tile}がありません</translation>
    </message>
    <message>
        <source>{count} copies of {tile}: a count cannot be negative</source>
        <translation>{tile}が {count} 枚：枚数は負になれません</translation>
    </message>
    <message>
        <source>unknown rules option &apos;{option}&apos;: options are {options}</source>
        <translation>不明なルールオプション「{option}」：オプションは {options} です</translation>
    </message>
    <message>
        <source>{count} red fives: play with 0 or 3 (one each of 5m, 5p, 5s)</source>
        <translation>赤五 {count} 枚：0 枚か 3 枚（5m、5p、5s に 1 枚ずつ）で遊びます</translation>
    </message>
    <message>
        <source>waits</source>
        <extracomment>What a size error says needs the other size (``what``: the judging function, marked where it is named, ``need_size``&apos;s callers).</extracomment>
        <translation>待ち</translation>
    </message>
    <message>
        <source>wait readings</source>
        <translation>待ちの読み</translation>
    </message>
    <message>
        <source>effective tiles</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>discard options</source>
        <translation>打牌の候補</translation>
    </message>
    <message>
        <source>the look-ahead of discards</source>
        <translation>打牌の先読み</translation>
    </message>
    <message>
        <source>the look-ahead of a hand</source>
        <translation>手牌の先読み</translation>
    </message>
    <message>
        <source>meld {meld} at position {position}</source>
        <extracomment>The parts of the core&apos;s messages: where a meld is, the copies by where they are, a fault in the seen tiles.</extracomment>
        <translation>{position} 文字目の副露 {meld}</translation>
    </message>
    <message>
        <source>meld {meld}</source>
        <translation>副露 {meld}</translation>
    </message>
    <message>
        <source>{n} in hand</source>
        <translation>手牌に {n} 枚</translation>
    </message>
    <message>
        <source>{n} in melds</source>
        <translation>副露に {n} 枚</translation>
    </message>
    <message>
        <source>{n} seen</source>
        <translation>見えている牌に {n} 枚</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The catalogue&apos;s context of ``words`` (the window&apos;s translation context). The separator of a list inside a message (the core&apos;s &quot;3 in hand, 1 seen&quot;).</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>seen tiles: {message}</source>
        <translation>見えている牌：{message}</translation>
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
        <translation>和了</translation>
    </message>
    <message>
        <source>Hand: {tiles} — click the tile it won on</source>
        <translation>手牌：{tiles}——和了り牌をクリックしてください</translation>
    </message>
    <message>
        <source>Hand: {tiles} (a kong counts as 3)</source>
        <translation>手牌：{tiles}（槓は 3 枚と数えます）</translation>
    </message>
    <message>
        <source>Hand: {tiles}</source>
        <translation>手牌：{tiles}</translation>
    </message>
    <message>
        <source>Click tiles in the palette above, or type a hand like 123m456p789s1122z.</source>
        <translation>上の牌をクリックするか、123m456p789s1122z のように手牌を入力してください。</translation>
    </message>
    <message>
        <source>{meld} — click to take it back</source>
        <translation>{meld}——クリックで戻す</translation>
    </message>
</context>
<context>
    <name>InputError</name>
    <message>
        <source>line {line} is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})</source>
        <extracomment>Longest line read, in bytes: room for the longest text the core reads, written in the widest UTF-8 (4 bytes a character), and some spaces around it. How much of a bad input is echoed back. What a too-long line is skipped in. English wording of every input error, by code.</extracomment>
        <translation>{line} 行目は正しい UTF-8 ではありません（{offset} バイト目の 0x{byte:02X}）</translation>
    </message>
    <message>
        <source>line {line} is longer than {limit} bytes: a hand is at most {chars} characters</source>
        <translation>{line} 行目が {limit} バイトを超えています：手牌は {chars} 文字までです</translation>
    </message>
    <message>
        <source>{argument} is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})</source>
        <translation>{argument} は正しい UTF-8 ではありません（{offset} バイト目の 0x{byte:02X}）</translation>
    </message>
</context>
<context>
    <name>JSON</name>
    <message>
        <source>Expecting value</source>
        <translation>値がありません</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>区切りの「,」がありません</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>区切りの「:」がありません</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>二重引用符で囲んだプロパティ名がありません</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>文字列が閉じていません。開始位置</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>不正な制御文字。位置</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>不正なエスケープ \</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>不正な \u エスケープ</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>余分なデータがあります</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>オブジェクトの終わりの前に余分なカンマがあります</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>配列の終わりの前に余分なカンマがあります</translation>
    </message>
    <message>
        <source>broken JSON</source>
        <translation>壊れた JSON</translation>
    </message>
    <message>
        <source>{fault}: line {line} column {column} (char {char})</source>
        <translation>{fault}：{line} 行 {column} 列目（{char} 文字目）</translation>
    </message>
</context>
<context>
    <name>Limit</name>
    <message>
        <source>mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>kazoe yakuman</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>triple yakuman</source>
        <translation>トリプル役満</translation>
    </message>
    <message>
        <source>quadruple yakuman</source>
        <translation>4 倍役満</translation>
    </message>
    <message>
        <source>quintuple yakuman</source>
        <translation>5 倍役満</translation>
    </message>
    <message>
        <source>sextuple yakuman</source>
        <translation>6 倍役満</translation>
    </message>
</context>
<context>
    <name>Lookahead</name>
    <message>
        <source>A one-player game: nobody calls or wins before you, and each draw comes from the unseen wall (tiles not in your hand or seen).</source>
        <translation>一人で打つモデル：あなたより先に誰も鳴かず和了らず、ツモはすべて見えていない山（手牌にも見えている牌にもない牌）から来ます。</translation>
    </message>
    <message>
        <source>{leader} has the most tiles now, but {best} wins more often: {mine} against {theirs}.</source>
        <translation>今は{leader}切りが受け入れ最多ですが、{best}切りの方が和了りやすい：{mine}対{theirs}。</translation>
    </message>
    <message>
        <source>{best} and {top} win as often, but {top} is worth more: {mine} against {theirs}.</source>
        <translation>{best}切りと{top}切りは和了率が同じですが、{top}切りの方が高い：{mine}対{theirs}。</translation>
    </message>
    <message>
        <source>{best} and {top} win as often, but {top} is worth more: {mine} points against {theirs}.</source>
        <translation>{best}切りと{top}切りは和了率が同じですが、{top}切りの方が高い：{mine}点対{theirs}点。</translation>
    </message>
    <message>
        <source>{best} wins more often, but {top} is worth more: {mine} against {theirs}.</source>
        <translation>{best}切りの方が和了りやすいですが、{top}切りの方が高い：{mine}対{theirs}。</translation>
    </message>
    <message>
        <source>{best} wins more often, but {top} is worth more: {mine} points against {theirs}.</source>
        <translation>{best}切りの方が和了りやすいですが、{top}切りの方が高い：{mine}点対{theirs}点。</translation>
    </message>
    <message>
        <source>ready (tenpai)</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>The turn counts the draws made so far (1–17, draw 18 is the last): the chances are counted over the draws left.</source>
        <translation>巡目はここまでのツモ回数です（1–17、18 回目のツモが最後）：確率は残りのツモで数えます。</translation>
    </message>
    <message>
        <source>&amp;Turn (巡目):</source>
        <translation>巡目(&amp;T)：</translation>
    </message>
    <message>
        <source>E&amp;xtended search</source>
        <translation>拡張探索(&amp;X)</translation>
    </message>
    <message>
        <source>The extended search also keeps draws that change the hand without bringing it closer, and one step back from ready: slower (up to seconds), a little higher.</source>
        <translation>拡張探索は、近づかないが手を変えるツモ（手変わり）と 1 歩の後退（向聴戻し）も考えます：遅く（数秒かかることも）、確率は少し高くなります。</translation>
    </message>
    <message>
        <source>searching %p%</source>
        <translation>探索中 %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop the extended search; the basic search&apos;s chances stay.</source>
        <translation>拡張探索を止めます。基本探索の確率はそのまま残ります。</translation>
    </message>
    <message>
        <source>Chance to be ready and to win, by draw</source>
        <translation>ツモごとのテンパイ率と和了率</translation>
    </message>
    <message>
        <source>Chance to win by draw: the {n} discards that win most often</source>
        <translation>ツモごとの和了率：最も和了りやすい {n} 通りの打牌</translation>
    </message>
    <message>
        <source>extended search</source>
        <translation>拡張探索</translation>
    </message>
    <message>
        <source>basic search</source>
        <translation>基本探索</translation>
    </message>
    <message>
        <source>Chances by the last draw, from turn {turn} ({left}), {search}.</source>
        <translation>{turn} 巡目から最後のツモまでの確率（{left}）、{search}。</translation>
    </message>
    <message>
        <source>Only wins worth 8 fan or more (without flowers) count.</source>
        <translation>8 番以上（花牌を除く）の和了りだけを数えます。</translation>
    </message>
    <message>
        <source>An open hand counts only the wins with a yaku.</source>
        <translation>副露した手牌は役のある和了りだけを数えます。</translation>
    </message>
    <message>
        <source>A hand of fewer than 14 tiles cannot be scored: every complete shape counts.</source>
        <translation>14 枚未満の手牌は点数計算できません：完成形はすべて数えます。</translation>
    </message>
    <message>
        <source>Chance to win by draw: the discard that wins most often</source>
        <translation>ツモごとの和了率：最も和了りやすい打牌</translation>
    </message>
    <message>
        <source>discard {tile}</source>
        <translation>{tile}切り</translation>
    </message>
    <message>
        <source>Fold (the safest tile each turn: {tiles} …): round EV {ev}.</source>
        <translation>ベタオリ（毎巡最も安全な牌：{tiles} …）：局収支期待値 {ev}。</translation>
    </message>
    <message>
        <source>Folding with {tile}: {ev}.</source>
        <translation>{tile}切りでオリ：{ev}。</translation>
    </message>
    <message>
        <source>{tile} wins {win} and deals in {deal}: {ev}.</source>
        <translation>{tile}切りは和了率 {win}、放銃率 {deal}：{ev}。</translation>
    </message>
    <message>
        <source>Best by the round EV: {tile} ({ev}).</source>
        <translation>局収支期待値が最も高いのは{tile}切り（{ev}）。</translation>
    </message>
    <message>
        <source>From now you throw the safest tile each turn (genbutsu first, then by the chance to deal in) and give up winning: the deal-ins on the way, the others&apos; self-draws and the noten payment.</source>
        <translation>ここから毎巡最も安全な牌を切り（現物から、次に放銃率の低い順）、和了りを諦めます：途中の放銃、他家のツモ和了り、ノーテン罰符を数えます。</translation>
    </message>
    <message>
        <source>{n}-shanten is beyond the extended search&apos;s reach ({cut}-shanten): these are the basic search&apos;s chances.</source>
        <translation>{n} 向聴は拡張探索の範囲外です（{cut} 向聴）：これは基本探索の確率です。</translation>
    </message>
    <message>
        <source>The best discard leaves the hand {n}-shanten, beyond the search&apos;s reach ({cut}-shanten): no chance is worked out.</source>
        <translation>最善の打牌でも {n} 向聴で、探索の範囲外です（{cut} 向聴）：確率は計算しません。</translation>
    </message>
    <message>
        <source>—: not searched, that discard leaves the hand two or more steps further from ready than the best one.</source>
        <translation>—：探索していません。その打牌は最善より 2 歩以上テンパイから遠くなります。</translation>
    </message>
    <message>
        <source>—: not searched, that discard leaves the hand further from ready than the best one.</source>
        <translation>—：探索していません。その打牌は最善よりテンパイから遠くなります。</translation>
    </message>
    <message>
        <source>By the last draw: ready (tenpai) {tenpai}, win {win}, worth {value} on average.</source>
        <translation>最後のツモまでに：テンパイ {tenpai}、和了 {win}、平均打点 {value}。</translation>
    </message>
    <message>
        <source>By the last draw: ready (tenpai) {tenpai}, win {win}.</source>
        <translation>最後のツモまでに：テンパイ {tenpai}、和了 {win}。</translation>
    </message>
    <message>
        <source>{n}-shanten: beyond the search&apos;s reach ({cut}-shanten), not searched.</source>
        <translation>{n} 向聴：探索の範囲外です（{cut} 向聴）。探索していません。</translation>
    </message>
    <message>
        <source>Improvements (改良): draws that keep the shanten but leave more than {n} effective tiles</source>
        <translation>改良：向聴数を保ったまま有効牌が {n} 枚を超えるツモ</translation>
    </message>
    <message>
        <source>Improvements (改良): none, no draw that keeps the shanten leaves more than {n} effective tiles</source>
        <translation>改良：なし。向聴数を保ったまま有効牌が {n} 枚を超えるツモはありません</translation>
    </message>
    <message>
        <source>{tile}: {left} left; after it, {n} effective tiles</source>
        <translation>{tile}：残り {left} 枚。引いた後の有効牌 {n} 枚</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Close this message</source>
        <translation>このメッセージを閉じる</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>トレーナー</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>Menu: {menu}</source>
        <translation>メニュー：{menu}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>最近の牌譜はありません</translation>
    </message>
    <message>
        <source>Rules set to {rules}, the rules of this question.</source>
        <translation>ルールをこの問題のルール{rules}にしました。</translation>
    </message>
    <message>
        <source>Rules set to {rules} to score this hand.</source>
        <translation>この手牌の点数を計算するため、ルールを{rules}にしました。</translation>
    </message>
    <message>
        <source>Copied {hand}</source>
        <translation>{hand} をコピーしました</translation>
    </message>
    <message>
        <source>Mahjong hand trainer</source>
        <translation>麻雀牌理トレーナー</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>最近の牌譜</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Han&amp;d</source>
        <translation>手牌(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo the last hand edit</source>
        <translation>最後の手牌の編集を元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Redo the hand edit undone</source>
        <translation>元に戻した編集をやり直す</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Empty the hand, melds and seen tiles</source>
        <translation>手牌、副露、見えている牌を空にする</translation>
    </message>
    <message>
        <source>Random hand</source>
        <translation>ランダムな手牌</translation>
    </message>
    <message>
        <source>Deal 13 or 14 tiles from a shuffled wall</source>
        <translation>混ぜた山から 13 枚か 14 枚を配る</translation>
    </message>
    <message>
        <source>New practice deal</source>
        <translation>新しい練習の一局</translation>
    </message>
    <message>
        <source>Play a deal alone, draw by draw, each discard graded</source>
        <translation>一人で一局を打ち、ツモごとに打牌を評価します</translation>
    </message>
    <message>
        <source>Copy notation</source>
        <translation>牌譜表記をコピー</translation>
    </message>
    <message>
        <source>Copy the hand as text</source>
        <translation>手牌をテキストとしてコピー</translation>
    </message>
    <message>
        <source>Paste notation</source>
        <translation>牌譜表記を貼り付け</translation>
    </message>
    <message>
        <source>Replace the hand by the text on the clipboard</source>
        <translation>クリップボードのテキストで手牌を置き換える</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Rules and language</source>
        <translation>ルールと言語</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>牌譜を開く…</translation>
    </message>
    <message>
        <source>Open a game log to review (tenhou.net/6, mjai, mjlog)</source>
        <translation>検討する牌譜を開く（tenhou.net/6、mjai、mjlog）</translation>
    </message>
    <message>
        <source>Glossary…</source>
        <translation>用語集…</translation>
    </message>
    <message>
        <source>Shanten, waits, effective tiles and the rules explained</source>
        <translation>向聴数、待ち、有効牌、ルールの説明</translation>
    </message>
    <message>
        <source>Keyboard shortcuts…</source>
        <translation>キーボードショートカット…</translation>
    </message>
    <message>
        <source>Every key of the window</source>
        <translation>ウィンドウのすべてのキー</translation>
    </message>
    <message>
        <source>Mode: {mode}</source>
        <translation>モード：{mode}</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>right</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>見落とし</translation>
    </message>
    <message>
        <source>wrong pick</source>
        <translation>誤選択</translation>
    </message>
    <message>
        <source>best discard</source>
        <translation>最善の打牌</translation>
    </message>
</context>
<context>
    <name>Meld</name>
    <message>
        <source>chow</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>pung</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>concealed kong</source>
        <translation>暗槓</translation>
    </message>
</context>
<context>
    <name>MeldChoiceDialog</name>
    <message>
        <source>concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>from {seat}</source>
        <translation>{seat}から</translation>
    </message>
    <message>
        <source>Declare an opponent&apos;s meld</source>
        <translation>相手の副露を入力</translation>
    </message>
    <message>
        <source>Which meld holds {name}?</source>
        <translation>{name}を含む副露はどれですか？</translation>
    </message>
</context>
<context>
    <name>NotationView</name>
    <message>
        <source>&amp;Notation:</source>
        <translation>表記(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. 123m456p789s1122z [555z] (1111m)</source>
        <translation>例：123m456p789s1122z [555z] (1111m)</translation>
    </message>
    <message>
        <source>Digits then their suit: m characters, p dots, s bamboo, z honours (1–7 = E S W N White Green Red). Melds in brackets: [123m] chow, [555z] pung, [1111m] kong, (1111m) concealed kong.</source>
        <translation>数字の後に色：m 萬子、p 筒子、s 索子、z 字牌（1–7 = 東 南 西 北 白 發 中）。副露は括弧で：[123m] チー、[555z] ポン、[1111m] 明槓、(1111m) 暗槓。</translation>
    </message>
</context>
<context>
    <name>OptionError</name>
    <message>
        <source>unknown key &apos;{key}&apos;: a line&apos;s keys are {keys}</source>
        <extracomment>What a situation option holds, as the declaration&apos;s kinds name it. The situation&apos;s options, derived from their one declaration (``scoring``&apos;s :data:`~mjtrainer.scoring.SITUATION_FIELDS`, by their ``Situation`` field names), in the order of DESIGN&apos;s ``mjtrainer score`` command. The riichi options of the rule set (DESIGN.md &quot;Rules&quot;), derived from their one declaration (``core.rules.RULE_OPTIONS``, by their ``Rules`` field names): ``--red-fives 0|3`` and ``--open-tanyao`` / ``--no-open-tanyao`` …; a batch line&apos;s keys. English wording of every option error, by code.</extracomment>
        <translation>不明なキー「{key}」：行のキーは {keys} です</translation>
    </message>
    <message>
        <source>{key} must be {expected}, not {got}</source>
        <translation>{key} は{got}ではなく{expected}で指定してください</translation>
    </message>
    <message>
        <source>no winning tile: give {where}</source>
        <translation>和了牌がありません：{where} を指定してください</translation>
    </message>
    <message>
        <source>{key} &apos;{text}&apos; is {count} tiles: give one tile</source>
        <translation>{key} の「{text}」は {count} 枚です：牌を 1 枚だけ指定してください</translation>
    </message>
    <message>
        <source>{key}: {error}</source>
        <translation>{key}：{error}</translation>
    </message>
    <message>
        <source>{key} &apos;{text}&apos; is not a whole number</source>
        <translation>{key} の「{text}」は整数ではありません</translation>
    </message>
    <message>
        <source>rules &apos;{rules}&apos;: scoring needs mcr or riichi</source>
        <translation>ルール「{rules}」：点数計算には mcr か riichi のルールが必要です</translation>
    </message>
    <message>
        <source>no rules: give {where} (mcr or riichi)</source>
        <translation>ルールがありません：{where} を指定してください（mcr か riichi）</translation>
    </message>
    <message>
        <source>a line is a JSON object, e.g. {{&quot;hand&quot;: &quot;11m222444777z [111p]&quot;, &quot;rules&quot;: &quot;mcr&quot;, &quot;win_tile&quot;: &quot;2z&quot;}}</source>
        <translation>各行は JSON オブジェクトです。例：{{&quot;hand&quot;: &quot;11m222444777z [111p]&quot;, &quot;rules&quot;: &quot;mcr&quot;, &quot;win_tile&quot;: &quot;2z&quot;}}</translation>
    </message>
    <message>
        <source>not JSON: {detail}</source>
        <translation>JSON ではありません：{detail}</translation>
    </message>
    <message>
        <source>no hand: a line needs &quot;hand&quot;</source>
        <translation>手牌がありません：各行に「hand」が必要です</translation>
    </message>
    <message>
        <source>{options} value a win: they need --rules mcr or riichi</source>
        <translation>{options} は和了の点数に関わります：--rules mcr か riichi が必要です</translation>
    </message>
    <message>
        <source>{options}: riichi options, they need the riichi rules</source>
        <translation>{options}：リーチ麻雀のオプションです。リーチ麻雀のルールが必要です</translation>
    </message>
    <message>
        <source>red_fives {text}: give 0 or 3</source>
        <translation>red_fives {text}：0 か 3 を指定してください</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true か false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>0 or 3</source>
        <translation>0 か 3</translation>
    </message>
    <message>
        <source>text (a tile, e.g. &quot;2z&quot;)</source>
        <translation>文字列（牌 1 枚、例：「2z」）</translation>
    </message>
    <message>
        <source>text (tiles, e.g. &quot;3p1z&quot;)</source>
        <translation>文字列（牌の並び、例：「3p1z」）</translation>
    </message>
    <message>
        <source>text (E, S, W or N)</source>
        <translation>文字列（E、S、W、N のいずれか）</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>A JSON value&apos;s type, as a refusal names what was given instead (JSON&apos;s own literals aside).</extracomment>
        <translation>数値</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>too deep</source>
        <extracomment>A JSON text nested deeper than Python reads.</extracomment>
        <translation>入れ子が深すぎます</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s messages a user of ``mjtrainer`` can meet (its errors, its usage and help headings), as its source writes them; a programmer&apos;s error (a conflicting option, a bad ``add_argument``) is not among them.</extracomment>
        <translation>使い方: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置引数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>このヘルプを表示して終了します</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：エラー：%(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>引数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <extracomment>The catalogues&apos; context of argparse&apos;s words. argparse&apos;s, and the command line&apos;s own for an option that checks its choices itself.</extracomment>
        <translation>無効な選択です：%(value)r（%(choices)s から選んでください）</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>%(type)s として無効な値です：%(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>次の引数が必要です：%s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>引数 %s のいずれかが必要です</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>認識できない引数です：%s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>引数 %s と同時には指定できません</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>値を取らないため、指定された %r は受け付けられません</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>あいまいなオプションです：%(option)s は %(matches)s のどれとも取れます</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>予期しないオプション文字列です：%s</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>不明なコマンドです：%(parser_name)r（選択肢：%(choices)s）</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>値が 1 つ必要です</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>値は 1 つまでです</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>値が 1 つ以上必要です</translation>
    </message>
    <message>
        <source>expected %s argument</source>
        <translation>値が %s 個必要です</translation>
    </message>
    <message>
        <source>expected %s arguments</source>
        <translation>値が %s 個必要です</translation>
    </message>
    <message>
        <source>&apos;%(text)s&apos; is not a whole number</source>
        <extracomment>The command line&apos;s own words for a value an option&apos;s type refuses (:func:`said`).</extracomment>
        <translation>「%(text)s」は整数ではありません</translation>
    </message>
    <message>
        <source>%(value)s is outside %(low)s–%(high)s</source>
        <translation>%(value)s は %(low)s～%(high)s の範囲外です</translation>
    </message>
</context>
<context>
    <name>PaletteView</name>
    <message>
        <source>{name} ({code}): {n} left</source>
        <translation>{name}（{code}）：残り {n} 枚</translation>
    </message>
    <message>
        <source>{name} ({code}): one dora; only under rules with red fives</source>
        <translation>{name}（{code}）：ドラ 1 枚。赤ありのルールでのみ使えます</translation>
    </message>
</context>
<context>
    <name>PracticeController</name>
    <message>
        <source>Could not save the deal: {error}</source>
        <translation>この一局を保存できませんでした：{error}</translation>
    </message>
    <message>
        <source>Deal saved as {path}</source>
        <translation>この一局を {path} に保存しました</translation>
    </message>
</context>
<context>
    <name>PracticeError</name>
    <message>
        <source>{tile} is not in the hand</source>
        <extracomment>The learner&apos;s seat (the dealer, East) and the starting scores of the record. The move that sets a north aside as a kita (a discard&apos;s move is the tile thrown). The record&apos;s player names (the learner, then the three seats that only draw and throw). English wording of each :class:`PracticeError` code.</extracomment>
        <translation>{tile}は手牌にありません</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>この局は終わりました</translation>
    </message>
    <message>
        <source>no move to take back</source>
        <translation>戻せる手がありません</translation>
    </message>
    <message>
        <source>no north to set aside as a kita (three players only, with a tile left to draw)</source>
        <translation>抜きドラにできる北がありません（三人麻雀のみ、ツモれる牌が残っているとき）</translation>
    </message>
    <message>
        <source>red fives are 0 or 3, not {count}</source>
        <translation>赤ドラは 0 枚か 3 枚です（{count} 枚ではありません）</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>grading…</source>
        <extracomment>The places of the other seats at a three-player table: right and left. The tallest the list of grades grows before it scrolls.</extracomment>
        <translation>評価中…</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>good</source>
        <translation>良</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>{turn}. {tile} — {grade}</source>
        <translation>{turn}. {tile} — {grade}</translation>
    </message>
    <message>
        <source>{text} ({loss} pp lost; best {best})</source>
        <translation>{text}（{loss} ポイントの損、最善 {best}）</translation>
    </message>
    <message>
        <source>{text} (by shape; best {best})</source>
        <translation>{text}（牌形による、最善 {best}）</translation>
    </message>
    <message>
        <source>Save the deal as mjai</source>
        <translation>この一局を mjai で保存</translation>
    </message>
    <message>
        <source>mjai logs (*.jsonl *.json);;All files (*)</source>
        <translation>mjai 牌譜 (*.jsonl *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Practice deal: over</source>
        <translation>練習の一局：終了</translation>
    </message>
    <message>
        <source>Practice deal: draw {turn} of {last}</source>
        <translation>練習の一局：{last} 回中 {turn} 回目のツモ</translation>
    </message>
    <message>
        <source>Grading your discard…</source>
        <translation>打牌を評価しています…</translation>
    </message>
    <message>
        <source>Click a tile to discard it; the drawn tile is apart.</source>
        <translation>牌をクリックして切ります。ツモ牌は離してあります。</translation>
    </message>
    <message>
        <source>Show this discard&apos;s table</source>
        <translation>この打牌の打牌表を表示</translation>
    </message>
    <message>
        <source>Won by self-draw on {tile}: {points}.</source>
        <translation>{tile}でツモ和了り：{points}。</translation>
    </message>
    <message>
        <source>Won by self-draw on {tile}.</source>
        <translation>{tile}でツモ和了り。</translation>
    </message>
    <message>
        <source>No win: the wall ran out after your {draws} draws.</source>
        <translation>和了りなし：{draws} 回ツモって山が尽きました。</translation>
    </message>
    <message>
        <source>{end} Grades: {counts}. Win chance lost: {lost} pp in all.</source>
        <translation>{end} 評価：{counts}。和了率の損失：合計 {lost} ポイント。</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Kita</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>Set a north aside as a kita (one dora) and draw a replacement tile</source>
        <translation>北を抜きドラとして抜き（ドラ1枚）、嶺上牌をツモる</translation>
    </message>
    <message>
        <source>Norths set aside as kita</source>
        <translation>抜いた北（抜きドラ）</translation>
    </message>
    <message>
        <source>Save as mjai…</source>
        <translation>mjai で保存…</translation>
    </message>
    <message>
        <source>End deal</source>
        <translation>一局を終える</translation>
    </message>
</context>
<context>
    <name>ProgressError</name>
    <message>
        <source>cannot create the folder for {path}: {detail}</source>
        <extracomment>The schema this code writes. v1: answers without their time taken; v2 adds ``time_ms`` and an index on the question identity; v3 adds the table of reviewed games (``games``). The tables a progress database may hold. How long a writer waits for another connection&apos;s transaction, in milliseconds. SQLite&apos;s own busy timeout: a writer waits in slices this long, so that a store being closed (:meth:`ProgressFile.stop_waiting`) stops waiting within one of them. v3&apos;s table of reviewed games: one row a game and seat, the latest review&apos;s summary. The columns of ``games`` (v3 on). The columns of ``answers`` in each schema version. The first schema version with the table of reviewed games. Migrations: ``MIGRATIONS[v]`` takes a database from version v to v + 1. English wording of every progress-file error, by code (the refusals&apos; codes are ``&quot;not-a-file&quot;`` and the :class:`RecoveryReason` values).</extracomment>
        <translation>{path} のフォルダを作れません：{detail}</translation>
    </message>
    <message>
        <source>cannot open {path}: {detail}</source>
        <translation>{path} を開けません：{detail}</translation>
    </message>
    <message>
        <source>cannot start a new database at {path}: {detail}</source>
        <translation>{path} に新しいデータベースを作れません：{detail}</translation>
    </message>
    <message>
        <source>{path} is unusable ({what}) and could not be moved aside: {detail}</source>
        <translation>{path} は使えず（{what}）、脇に移すこともできませんでした：{detail}</translation>
    </message>
    <message>
        <source>cannot open {path}: {detail}, not a regular file; it was left as it is</source>
        <translation>{path} を開けません：{detail}、通常のファイルではありません。そのままにしてあります</translation>
    </message>
    <message>
        <source>cannot open {path}: it is a link to {target}, which does not exist; it was left as it is</source>
        <translation>{path} を開けません：存在しない {target} へのリンクです。そのままにしてあります</translation>
    </message>
    <message>
        <source>{path} is not a progress database ({detail}); it was left as it is</source>
        <translation>{path} は成績データベースではありません（{detail}）。そのままにしてあります</translation>
    </message>
    <message>
        <source>{path} is a damaged database ({detail}); it was left as it is</source>
        <translation>{path} は壊れたデータベースです（{detail}）。そのままにしてあります</translation>
    </message>
    <message>
        <source>{path} holds data that is not mjtrainer&apos;s ({detail}); it was left as it is</source>
        <translation>{path} には mjtrainer のものではないデータがあります（{detail}）。そのままにしてあります</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of mjtrainer ({detail}); it was left as it is</source>
        <translation>{path} は新しいバージョンの mjtrainer が書いたものです（{detail}）。そのままにしてあります</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <extracomment>What is at the path instead of a file (``detail`` of &quot;not-a-file&quot;), by whether it is a folder.</extracomment>
        <translation>フォルダです</translation>
    </message>
    <message>
        <source>it is a device or a pipe</source>
        <translation>デバイスかパイプです</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>{kind} · level {level}
missed {misses} of {answers}</source>
        <translation>{kind} · レベル {level}
{answers} 回中 {misses} 回ミス</translation>
    </message>
    <message>
        <source>Ask again</source>
        <translation>もう一度解く</translation>
    </message>
    <message>
        <source>Answer this question again now</source>
        <translation>この問題を今もう一度解く</translation>
    </message>
    <message>
        <source>Open in trainer</source>
        <translation>トレーナーで開く</translation>
    </message>
    <message>
        <source>question answered</source>
        <translation>解答数</translation>
    </message>
    <message>
        <source>practice discard</source>
        <translation>練習の打牌</translation>
    </message>
    <message>
        <source>practice discards</source>
        <translation>練習の打牌</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} 秒</translation>
    </message>
    <message>
        <source>From your games: {cards}, {due} due</source>
        <translation>自分の対局から：{cards}、復習 {due} 枚</translation>
    </message>
    <message>
        <source>From your games: no cards yet (make one from a decision on the Review page).</source>
        <translation>自分の対局から：まだカードがありません（検討ページで選択からカードを作れます）。</translation>
    </message>
    <message>
        <source>{kind} from your games</source>
        <translation>自分の対局からの{kind}</translation>
    </message>
    <message>
        <source>{kind} {level}</source>
        <translation>{kind} レベル {level}</translation>
    </message>
    <message>
        <source>Progress is not being saved (see the message above).</source>
        <translation>成績は保存されていません（上のメッセージを参照）。</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>あなたの成績</translation>
    </message>
    <message>
        <source>Accuracy by day</source>
        <translation>日ごとの正答率</translation>
    </message>
    <message>
        <source>Missed most</source>
        <translation>ミスの多い問題</translation>
    </message>
    <message>
        <source>questions answered</source>
        <translation>解答数</translation>
    </message>
    <message>
        <source>{kind} · from your games
turn {turn} · {seen} seen
missed {misses} of {answers}</source>
        <translation>{kind} · 自分の対局から
{turn} 巡目 · 見えている牌 {seen}
{answers} 回中 {misses} 回ミス</translation>
    </message>
    <message>
        <source>{kind} · from your games
turn {turn} · {seen} seen
not answered yet</source>
        <translation>{kind} · 自分の対局から
{turn} 巡目 · 見えている牌 {seen}
まだ解いていません</translation>
    </message>
    <message>
        <source>Seen outside the hand: {tiles}</source>
        <translation>手牌の外で見えている牌：{tiles}</translation>
    </message>
    <message>
        <source>Open the position in the trainer: hand, seen tiles and turn</source>
        <translation>この局面をトレーナーで開く：手牌、見えている牌、巡目</translation>
    </message>
    <message>
        <source>Share of answers right each day, one line per quiz and level, each with its own marker and line (see the legend).</source>
        <translation>日ごとの正答率。クイズとレベルごとに 1 本の線で、それぞれ独自の印と線種です（凡例を参照）。</translation>
    </message>
    <message>
        <source>Your reviewed games</source>
        <translation>検討した対局</translation>
    </message>
    <message>
        <source>One point a game you reviewed, in the order reviewed: the round EV lost per decision (points, left axis) and the share of decisions where you played the best (right axis).</source>
        <translation>検討した対局ごとに 1 点、検討した順に：選択 1 回あたりの局収支期待値の損失（点、左軸）と最善を選んだ割合（右軸）。</translation>
    </message>
    <message>
        <source>No reviewed games yet. Review a game on the Review page and its figures are kept here, to follow over time.</source>
        <translation>検討した対局はまだありません。「検討」ページで対局を検討すると、その数値がここに残り、推移を追えます。</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>分野別</translation>
    </message>
    <message>
        <source>Also a line for each category: EV lost per decision there</source>
        <translation>分野ごとの線も表示：その分野での選択 1 回あたりの期待値損失</translation>
    </message>
    <message>
        <source>answered right</source>
        <translation>正答率</translation>
    </message>
    <message>
        <source>average time</source>
        <translation>平均時間</translation>
    </message>
    <message>
        <source>current streak</source>
        <translation>現在の連続正解</translation>
    </message>
    <message>
        <source>due for review</source>
        <translation>復習待ち</translation>
    </message>
    <message>
        <source>No missed questions yet. The questions you miss are listed here and come back for review.</source>
        <translation>ミスした問題はまだありません。ミスした問題はここに並び、復習のためにまた出題されます。</translation>
    </message>
    <message>
        <source>{category}, per decision</source>
        <translation>{category}（1 回あたり）</translation>
    </message>
    <message>
        <source>EV lost per decision</source>
        <translation>1 回あたり期待値損失</translation>
    </message>
    <message>
        <source>best played (right axis)</source>
        <translation>最善率（右軸）</translation>
    </message>
    <message>
        <source>{line}, game of {day}: {value}</source>
        <translation>{line}、{day} の対局：{value}</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Waits: what does the hand wait on?</source>
        <translation>待ち当て：この手牌の待ちは？</translation>
    </message>
    <message>
        <source>Discard: which tile do you throw?</source>
        <translation>何切る：どの牌を切りますか？</translation>
    </message>
    <message>
        <source>Scoring: what is this hand worth?</source>
        <translation>点数計算：この手牌はいくら？</translation>
    </message>
    <message>
        <source>Defence: which tile is safest against the riichi?</source>
        <translation>守備：リーチに対して最も安全な牌は？</translation>
    </message>
    <message>
        <source>Push or fold: a riichi against your hand</source>
        <translation>押し引き：リーチを受けたあなたの手牌</translation>
    </message>
    <message>
        <source>Riichi or dama: your hand is ready</source>
        <translation>リーチかダマか：聴牌した手</translation>
    </message>
    <message>
        <source>Call or pass: a tile you could call</source>
        <translation>鳴くかスルーか：鳴ける牌</translation>
    </message>
    <message>
        <source>Waits</source>
        <extracomment>The short title of each quiz kind (the quiz page&apos;s), as an error names the kind.
----------
Each kind&apos;s short title, marked for the catalogues (context &quot;Quiz&quot;): the window&apos;s menus and the command line&apos;s header name a kind by it.</extracomment>
        <translation>待ち当て</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>何切る</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>点数計算</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>守備</translation>
    </message>
    <message>
        <source>Push or fold</source>
        <translation>押し引き</translation>
    </message>
    <message>
        <source>Riichi or dama</source>
        <translation>リーチかダマか</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>鳴くかスルーか</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>混ざった色</translation>
    </message>
    <message>
        <source>One-suit block</source>
        <translation>一色のブロック</translation>
    </message>
    <message>
        <source>Full flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Many-sided waits</source>
        <translation>多面張</translation>
    </message>
    <message>
        <source>Lone tiles</source>
        <extracomment>The level number of a discard position from a game (a card: see :mod:`..cards`); the catalogue&apos;s levels start at 1. A riichi option&apos;s value, as a position&apos;s text writes it (``red_fives=0``, ``kiriage=on``). Riichi options as a position keeps them: ``(name, value)`` in :data:`RIICHI_OPTIONS` order. Every discard level deals hands at most this far from ready (after the best discard), well inside the look-ahead&apos;s cut-off, so every question is graded by a searched chance to win.</extracomment>
        <translation>孤立牌</translation>
    </message>
    <message>
        <source>One or two from ready</source>
        <translation>1〜2 向聴</translation>
    </message>
    <message>
        <source>Close calls</source>
        <translation>僅差</translation>
    </message>
    <message>
        <source>Shape choices</source>
        <translation>形の選択</translation>
    </message>
    <message>
        <source>One big fan or yaku</source>
        <translation>大きな番・役が一つ</translation>
    </message>
    <message>
        <source>Common combinations</source>
        <translation>よくある組み合わせ</translation>
    </message>
    <message>
        <source>Exclusions and fu</source>
        <translation>不計と符</translation>
    </message>
    <message>
        <source>Genbutsu</source>
        <extracomment>The defence quiz is asked under the riichi rules (the danger model&apos;s game)... ...or, when three-player rules are chosen, under the three-player ones. The safest tile&apos;s chance is at least this far below the most tempting other (2 points)... ...or its category is safer and it is at least this far below (0.5 points). Deals tried for one question before giving up (a bug: a level takes a few dozen at most).</extracomment>
        <translation>現物</translation>
    </message>
    <message>
        <source>Suji</source>
        <translation>筋</translation>
    </message>
    <message>
        <source>Kabe and honours</source>
        <translation>壁と字牌</translation>
    </message>
    <message>
        <source>Two riichis</source>
        <translation>二軒リーチ</translation>
    </message>
    <message>
        <source>Clear calls</source>
        <extracomment>Deals tried for one question before giving up (a bug: a level takes a few at most). The word of the pass. A question&apos;s hand is at most this far from ready as it stands (the pass): well inside the look-ahead&apos;s reach, where its chances teach (the discard quiz&apos;s bound).
----------
Asked under the riichi rules (the round EV&apos;s payments, the danger model&apos;s game), or the three-player ones when they are chosen (:func:`~.defence.asked_rules`). The gaps (points) between the best push and the best safe throw that make the levels. A push deals in at least this much more often than the fold line&apos;s first tile. Deals tried for one question before giving up (a bug: a level takes a few at most). The answer that folds (the CLI&apos;s word; the window has a button).
----------
The two answers. Deals tried for one question before giving up (a bug: a level takes a few dozen at most).</extracomment>
        <translation>差がはっきり</translation>
    </message>
    <message>
        <source>Closer calls</source>
        <translation>差が小さい</translation>
    </message>
    <message>
        <source>Mixed-suit ready hands with one or two winning tiles.</source>
        <translation>複数の色のテンパイ形、和了り牌は 1〜2 種。</translation>
    </message>
    <message>
        <source>A one-suit block inside a mixed hand: three to five waits, all in that suit.</source>
        <translation>混ざった手牌の中の一色のブロック：待ちは 3〜5 種、すべてその色。</translation>
    </message>
    <message>
        <source>Full one-suit (清一色) 13-tile ready hands, any number of waits.</source>
        <translation>清一色の 13 枚テンパイ形、待ちの数は問わない。</translation>
    </message>
    <message>
        <source>One-suit hands with five or more waits, nine-gates shapes among them.</source>
        <translation>待ちが 5 種以上の一色の手牌。九蓮宝燈の形を含む。</translation>
    </message>
    <message>
        <source>Throw the obvious lone tile: every other discard is clearly worse.</source>
        <translation>明らかな孤立牌を切る：ほかの打牌はどれも明らかに劣ります。</translation>
    </message>
    <message>
        <source>1- and 2-shanten hands: find the discard with the best chance to win.</source>
        <translation>1 向聴と 2 向聴の手牌：最も和了りやすい打牌を見つける。</translation>
    </message>
    <message>
        <source>The two best discards by effective tiles are four tiles apart or fewer: the chance to win decides.</source>
        <translation>有効牌で上位 2 つの打牌の差が 4 枚以下：和了率で決まります。</translation>
    </message>
    <message>
        <source>The discard with the most effective tiles is not the one that wins most often: find the better shape.</source>
        <translation>有効牌が最多の打牌が最も和了りやすいとは限らない：より良い形を見つける。</translation>
    </message>
    <message>
        <source>One fan (MCR) or yaku (riichi) brings more than half the value. Under the general rules the scoring quiz uses MCR.</source>
        <translation>一つの番（国標）または役（リーチ麻雀）が価値の半分以上を占めます。一般ルールでは点数計算クイズは国標で出題します。</translation>
    </message>
    <message>
        <source>Several fans or yaku, none bringing half the value. Under the general rules the scoring quiz uses MCR.</source>
        <translation>複数の番または役で、どれも価値の半分に届きません。一般ルールでは点数計算クイズは国標で出題します。</translation>
    </message>
    <message>
        <source>MCR: a big fan implies a smaller one the hand shows, which is not counted. Riichi: count the fu (40 or more, no limit hand). Under the general rules the scoring quiz uses MCR.</source>
        <translation>国標：大きな番は手牌に見える小さな番を含み、それは数えません（不計）。リーチ麻雀：符を数える（40 符以上、満貫以上ではない）。一般ルールでは点数計算クイズは国標で出題します。</translation>
    </message>
    <message>
        <source>One riichi; a tile of the hand is in the riichi player&apos;s pond or passed after the riichi: find it.</source>
        <translation>一軒リーチ。手牌の 1 枚がリーチ者の河にあるか、リーチ後に通っている：それを見つける。</translation>
    </message>
    <message>
        <source>One riichi, no genbutsu in the hand: a suji tile is safer than the non-suji ones.</source>
        <translation>一軒リーチ、手牌に現物なし：筋の牌は無筋より安全です。</translation>
    </message>
    <message>
        <source>One riichi, no genbutsu in the hand: a wall (no-chance, one-chance) or an honour with copies in view is the safest.</source>
        <translation>一軒リーチ、手牌に現物なし：壁（ノーチャンス、ワンチャンス）か、見えている字牌が最も安全です。</translation>
    </message>
    <message>
        <source>Two opponents in riichi: the safest tile against both together.</source>
        <translation>二人の相手がリーチ：両者に対して同時に最も安全な牌。</translation>
    </message>
    <message>
        <source>One riichi against your hand: pushing and folding are 1,000 points or more apart.</source>
        <translation>一人がリーチ：押しと降りの局収支期待値の差が 1,000 点以上。</translation>
    </message>
    <message>
        <source>One riichi against your hand: pushing and folding are 400 to 1,000 points apart.</source>
        <translation>一人がリーチ：押しと降りの局収支期待値の差が 400～1,000 点。</translation>
    </message>
    <message>
        <source>One riichi against your hand: pushing and folding are 150 to 400 points apart.</source>
        <translation>一人がリーチ：押しと降りの局収支期待値の差が 150～400 点。</translation>
    </message>
    <message>
        <source>Your discard leaves the hand ready: riichi and dama are 1,000 points or more apart.</source>
        <translation>打牌で聴牌：リーチとダマの差が 1,000 点以上。</translation>
    </message>
    <message>
        <source>Your discard leaves the hand ready: riichi and dama are 400 to 1,000 points apart.</source>
        <translation>打牌で聴牌：リーチとダマの差が 400〜1,000 点。</translation>
    </message>
    <message>
        <source>Your discard leaves the hand ready: riichi and dama are 150 to 400 points apart.</source>
        <translation>打牌で聴牌：リーチとダマの差が 150〜400 点。</translation>
    </message>
    <message>
        <source>A tile you could call: the best choice leads the next by 1,000 points or more.</source>
        <translation>鳴ける牌：最善の選択が次点を 1,000 点以上上回る。</translation>
    </message>
    <message>
        <source>A tile you could call: the best choice leads the next by 400 to 1,000 points.</source>
        <translation>鳴ける牌：最善の選択が次点を 400〜1,000 点上回る。</translation>
    </message>
    <message>
        <source>A tile you could call: the best choice leads the next by 150 to 400 points.</source>
        <translation>鳴ける牌：最善の選択が次点を 150〜400 点上回る。</translation>
    </message>
</context>
<context>
    <name>QuizController</name>
    <message>
        <source>The progress file {path} is not a progress database. It was kept as {kept} and a new progress file was started.</source>
        <extracomment>What to tell the user when a file was moved aside, by why (the window&apos;s and the command line&apos;s words: ``ProgressFile.notice``).</extracomment>
        <translation>成績ファイル {path} は成績データベースではありません。{kept} として残し、新しい成績ファイルを作りました。</translation>
    </message>
    <message>
        <source>The progress file {path} is damaged. It was kept as {kept} and a new progress file was started.</source>
        <translation>成績ファイル {path} は壊れています。{kept} として残し、新しい成績ファイルを作りました。</translation>
    </message>
    <message>
        <source>The progress file {path} holds data that is not mjtrainer&apos;s. It was kept as {kept} and a new progress file was started.</source>
        <translation>成績ファイル {path} には mjtrainer のものではないデータがあります。{kept} として残し、新しい成績ファイルを作りました。</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of mjtrainer. It was kept as {kept} and a new progress file was started.</source>
        <translation>成績ファイル {path} は新しいバージョンの mjtrainer が書いたものです。{kept} として残し、新しい成績ファイルを作りました。</translation>
    </message>
    <message>
        <source>(SQLite said: {detail})</source>
        <extracomment>What SQLite said of the file, after the notice.</extracomment>
        <translation>（SQLite の報告：{detail}）</translation>
    </message>
    <message>
        <source>{notice} {said}</source>
        <translation>{notice}{said}</translation>
    </message>
    <message>
        <source>Han</source>
        <extracomment>A review session asks at most this many of the questions due. Seeds of a session are drawn below this.</extracomment>
        <translation>翻</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>{what} {value}: give a whole number from 0 to {limit}.</source>
        <translation>{what} {value}：0 から {limit} までの整数を入力してください。</translation>
    </message>
    <message>
        <source>Quiz progress cannot be saved: {error}</source>
        <translation>クイズの成績を保存できません：{error}</translation>
    </message>
    <message>
        <source>Progress is not saved, so there is nothing to review.</source>
        <translation>成績が保存されていないので、復習するものがありません。</translation>
    </message>
    <message>
        <source>Give the han and the fu, then submit.</source>
        <translation>翻と符を入力してから解答してください。</translation>
    </message>
    <message>
        <source>Select every tile the hand waits on, then submit.</source>
        <translation>この手牌の待ちをすべて選んでから解答してください。</translation>
    </message>
    <message>
        <source>Nothing is due for review now.</source>
        <translation>今復習する問題はありません。</translation>
    </message>
    <message>
        <source>No question could be made: {error}</source>
        <translation>問題を作れませんでした：{error}</translation>
    </message>
    <message>
        <source>The progress file {path} was removed or replaced while mjtrainer was open: the answers from now on are saved in a new file there.</source>
        <translation>成績ファイル {path} は mjtrainer の起動中に削除または置き換えられました：これからの解答はそこに作る新しいファイルに保存します。</translation>
    </message>
    <message>
        <source>Progress could not be saved: {error}</source>
        <translation>成績を保存できませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>QuizError</name>
    <message>
        <source>no level {number} for the {kind} quiz: choose 1–{top}</source>
        <translation>{kind}にレベル {number} はありません：1–{top} から選んでください</translation>
    </message>
    <message>
        <source>seed {seed}: a seed is a whole number 0 or more</source>
        <translation>シード {seed}：シードは 0 以上の整数です</translation>
    </message>
    <message>
        <source>not a quiz question: {error}</source>
        <translation>クイズの問題ではありません：{error}</translation>
    </message>
    <message>
        <source>card &apos;{card}&apos; does not read: {error}</source>
        <translation>カード「{card}」を読めません：{error}</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card from a game</source>
        <translation>「{card}」は対局からのカードではありません</translation>
    </message>
    <message>
        <source>turn {turn}: a card is asked at turns 1–17</source>
        <translation>{turn} 巡目：カードは 1–17 巡目で出題します</translation>
    </message>
    <message>
        <source>card &apos;{card}&apos; asks no {kind} question: the position has no such choice</source>
        <translation>カード「{card}」では {kind} の問題を出せない：その局面にその選択がない</translation>
    </message>
    <message>
        <source>count {count}: a session has 0 or more questions</source>
        <translation>問題数 {count}：1 回の問題数は 0 以上です</translation>
    </message>
    <message>
        <source>unknown quiz kind &apos;{kind}&apos;: choose one of {kinds}</source>
        <extracomment>English wording of every quiz error code.</extracomment>
        <translation>不明な問題の種類「{kind}」：{kinds} から選んでください</translation>
    </message>
    <message>
        <source>hand {hand}: {error}</source>
        <translation>手牌 {hand}：{error}</translation>
    </message>
    <message>
        <source>hand {hand} is not a ready 3n+1 hand: no waits to ask for</source>
        <translation>手牌 {hand} は 3n+1 枚のテンパイ形ではありません：問う待ちがありません</translation>
    </message>
    <message>
        <source>hand {hand} is not an incomplete 3n+2 hand: nothing to discard</source>
        <translation>手牌 {hand} は和了っていない 3n+2 枚の手牌ではありません：切る牌がありません</translation>
    </message>
    <message>
        <source>hand {hand} is {shanten}-shanten: the chance to win is searched only up to {limit}-shanten</source>
        <translation>手牌 {hand} は {shanten} 向聴です：和了率は {limit} 向聴までしか探索しません</translation>
    </message>
    <message>
        <source>scoring level {level} seed {seed} ({rules}) gives {got}, not {hand}: the situation of that win cannot be rebuilt</source>
        <translation>点数計算レベル {level} シード {seed}（{rules}）は {hand} ではなく {got} になります：その和了りの状況を再現できません</translation>
    </message>
    <message>
        <source>defence level {level} seed {seed} gives {got}, not {hand}: the table of that question cannot be rebuilt</source>
        <translation>守備レベル {level} シード {seed} は {hand} ではなく {got} になります：その問題の卓を再現できません</translation>
    </message>
    <message>
        <source>no new {kind} level {level} question after {seeds} seeds</source>
        <translation>シードを {seeds} 個試しても{kind}レベル {level} の新しい問題がありません</translation>
    </message>
    <message>
        <source>answer tile {value} is not a tile kind 0–33</source>
        <translation>解答の牌 {value} は 0–33 の牌の種類ではありません</translation>
    </message>
    <message>
        <source>a {kind} answer is tiles, not a scoring answer</source>
        <translation>{kind}の解答は牌で、点数計算の解答ではありません</translation>
    </message>
    <message>
        <source>a discard answer is one tile, got {count}</source>
        <translation>何切るの解答は 1 枚ですが、{count} 枚あります</translation>
    </message>
    <message>
        <source>a {kind} answer is one of: {choices}</source>
        <translation>{kind} の答えは次のどれか：{choices}</translation>
    </message>
    <message>
        <source>&apos;{choice}&apos; is not a choice here: choose {choices}</source>
        <translation>「{choice}」はここでは選べない：{choices} から選んでください</translation>
    </message>
    <message>
        <source>{tile} is not in the hand {hand}</source>
        <translation>{tile}は手牌 {hand} にありません</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a fan number: fans are numbered 1–81</source>
        <translation>「{word}」は番の番号ではありません：番は 1–81 の番号です</translation>
    </message>
    <message>
        <source>fan {fan} counted {count} times: a fan counts 1 to 8 times</source>
        <translation>番 {fan} を {count} 回数えています：番は 1〜8 回までです</translation>
    </message>
    <message>
        <source>{value} is not one of the 81 fans</source>
        <translation>{value} は 81 の番のどれでもありません</translation>
    </message>
    <message>
        <source>cannot read &apos;{text}&apos;: give han and fu like &apos;3 40&apos; or &apos;han 3 fu 40&apos; (and the points if you like: &apos;3 40 5200&apos;)</source>
        <translation>「{text}」を読めません：翻と符を「3 40」や「han 3 fu 40」のように入力してください（点数も付けられます：「3 40 5200」）</translation>
    </message>
    <message>
        <source>give both han and fu, e.g. &apos;3 40&apos; or &apos;han 3 fu 40&apos;</source>
        <translation>翻と符の両方を入力してください。例：「3 40」「han 3 fu 40」</translation>
    </message>
    <message>
        <source>{key} is given twice</source>
        <translation>{key}が 2 回入力されています</translation>
    </message>
    <message>
        <source>{key} {value}: give a whole number 0–{limit}</source>
        <translation>{key} {value}：0–{limit} の整数を入力してください</translation>
    </message>
    <message>
        <source>a scoring answer under {rules} is {expected}, not {got}</source>
        <translation>{rules}ルールでの点数計算の解答は {got} ではなく {expected} です</translation>
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
        <translation>残り{n}枚</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>あなたの選択</translation>
    </message>
    <message>
        <source>Your wrong picks ({tiles}) complete no hand.</source>
        <translation>誤選択した牌（{tiles}）ではどの形も和了りになりません。</translation>
    </message>
    <message>
        <source>Each wait, its kinds, and the complete hand it makes, split into groups (the winning tile lit):</source>
        <translation>各待ち、その種類、和了りの形を面子に分けて（和了り牌を強調）：</translation>
    </message>
    <message>
        <source>You chose no tile in time.</source>
        <translation>時間内に牌を選びませんでした。</translation>
    </message>
    <message>
        <source>Your choice {tile} is one of them.</source>
        <translation>あなたが選んだ{tile}はその一つです。</translation>
    </message>
    <message>
        <source>The hand waits on {kinds}, {left}.</source>
        <translation>この手牌の待ちは {kinds}、{left}。</translation>
    </message>
    <message>
        <source>Answer the question to see why: every wait with the complete hand it makes, the whole discard table, or every fan with its points.</source>
        <translation>解答すると理由が見られます：各待ちとその和了り形、打牌表のすべて、または各番とその点数。</translation>
    </message>
    <message>
        <source>Your wrong pick ({tiles}) completes no hand.</source>
        <translation>誤選択した牌（{tiles}）では和了りになりません。</translation>
    </message>
    <message>
        <source>This hand is worth {n} fan.</source>
        <translation>この手牌は {n} 番です。</translation>
    </message>
    <message>
        <source>This hand is worth {han} han {fu} fu: {points} points.</source>
        <translation>この手牌は {han} 翻 {fu} 符：{points} 点です。</translation>
    </message>
    <message>
        <source>Right! {n} fan.</source>
        <translation>正解！ {n} 番。</translation>
    </message>
    <message>
        <source>Right! {han} han {fu} fu.</source>
        <translation>正解！ {han} 翻 {fu} 符。</translation>
    </message>
    <message>
        <source>Not quite: the hand is {han} han {fu} fu, {points} points.</source>
        <translation>惜しい：この手牌は {han} 翻 {fu} 符、{points} 点です。</translation>
    </message>
    <message>
        <source>Not quite: {right} of {n} fans right, {missed} missed, {extra} too many.</source>
        <translation>惜しい：{n} 個の番のうち {right} 個正解、{missed} 個見落とし、{extra} 個多すぎ。</translation>
    </message>
    <message>
        <source>{tile} is the best discard: {effective}.</source>
        <translation>{tile}が最善の打牌です：{effective}。</translation>
    </message>
    <message>
        <source>Throwing {tile} leaves the hand {steps} further from ready than {best}.</source>
        <translation>{tile}切りは{best}切りより {steps} テンパイから遠くなります。</translation>
    </message>
    <message>
        <source>Best: {tiles}, then {shanten} with {effective}.</source>
        <translation>最善：{tiles}、その後 {shanten}、{effective}。</translation>
    </message>
    <message>
        <source>Gap: {steps} further from ready.</source>
        <translation>差：テンパイから {steps} 遠い。</translation>
    </message>
    <message>
        <source>won</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Time {t} of {limit}</source>
        <translation>時間 {t} / {limit}</translation>
    </message>
    <message>
        <source>Time {t}</source>
        <translation>時間 {t}</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>あなたの解答</translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation>クイズ(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>レベル(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>制限時間(&amp;T)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Seconds per question; a question not answered in time counts as missed. 0 = no limit.</source>
        <translation>1 問あたりの秒数。時間内に解答しない問題はミスになります。0 = 制限なし。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>A new session of this quiz and level</source>
        <translation>このクイズとレベルで新しく始める</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Submit (Enter)</source>
        <translation>解答（Enter）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Next (Space)</source>
        <translation>次へ（Space）</translation>
    </message>
    <message>
        <source>Open in trainer</source>
        <translation>トレーナーで開く</translation>
    </message>
    <message>
        <source>Quiz: submit the answer</source>
        <translation>クイズ：解答する</translation>
    </message>
    <message>
        <source>Quiz: next question</source>
        <translation>クイズ：次の問題</translation>
    </message>
    <message>
        <source>Load this hand into the trainer to explore it</source>
        <translation>この手牌をトレーナーに読み込んで調べる</translation>
    </message>
    <message>
        <source>Pick a quiz and a level, then press Start. Every answer is kept; questions you miss come back for review.</source>
        <translation>クイズとレベルを選んで「開始」を押してください。解答はすべて記録され、ミスした問題は復習のためにまた出題されます。</translation>
    </message>
    <message>
        <source>Your answer: click every tile the hand waits on, then submit.</source>
        <translation>解答：この手牌の待ちをすべてクリックしてから解答してください。</translation>
    </message>
    <message>
        <source>Review missed ({n} due)</source>
        <translation>ミスの復習（{n} 問）</translation>
    </message>
    <message>
        <source>Ask again the questions you missed that are due now</source>
        <translation>復習の時期が来たミスした問題をもう一度解く</translation>
    </message>
    <message>
        <source>Dealing a question…</source>
        <translation>出題中…</translation>
    </message>
    <message>
        <source>No quiz running</source>
        <translation>クイズは始まっていません</translation>
    </message>
    <message>
        <source>{kind} · from your games</source>
        <translation>{kind} · 自分の対局から</translation>
    </message>
    <message>
        <source>{kind} · level {level}: {title}</source>
        <translation>{kind} · レベル {level}：{title}</translation>
    </message>
    <message>
        <source>Review {n} of {total}</source>
        <translation>復習 {n} / {total}</translation>
    </message>
    <message>
        <source>Question {n}</source>
        <translation>第 {n} 問</translation>
    </message>
    <message>
        <source>Score {right}/{answered} ({pct}%)</source>
        <translation>得点 {right}/{answered}（{pct}%）</translation>
    </message>
    <message>
        <source>Streak {n}</source>
        <translation>連続正解 {n}</translation>
    </message>
    <message>
        <source>This hand wins. What is it worth?</source>
        <translation>この手牌は和了っています。いくらでしょう？</translation>
    </message>
    <message>
        <source>This hand wins. How many han and fu is it?</source>
        <translation>この手牌は和了っています。何翻何符でしょう？</translation>
    </message>
    <message>
        <source>From your games, at turn {turn}. The tiles this seat saw outside its hand:</source>
        <translation>自分の対局から、{turn} 巡目。この席が手牌の外で見た牌：</translation>
    </message>
    <message>
        <source>From your games, at turn {turn}.</source>
        <translation>自分の対局から、{turn} 巡目。</translation>
    </message>
    <message>
        <source>This hand is ready. Which tiles does it wait on?</source>
        <translation>この手牌はテンパイしています。待ちはどれですか？</translation>
    </message>
    <message>
        <source>Which tile do you discard? Click it in the hand.</source>
        <translation>どの牌を切りますか？手牌の牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Time is up: the question counts as missed.</source>
        <translation>時間切れ：この問題はミスになります。</translation>
    </message>
    <message>
        <source>Right! You found the wait.</source>
        <translation>正解！待ちを見つけました。</translation>
    </message>
    <message>
        <source>Right! You found all {n} waits.</source>
        <translation>正解！ {n} 種の待ちをすべて見つけました。</translation>
    </message>
    <message>
        <source>Not quite: {right} of {waits} found, {picks}.</source>
        <translation>惜しい：{waits}のうち {right} 種を見つけました。{picks}。</translation>
    </message>
    <message>
        <source>An opponent declared riichi. Which tile is safest? Click it in the hand.</source>
        <translation>相手がリーチ。最も安全な牌は？手牌の牌をクリック。</translation>
    </message>
    <message>
        <source>An opponent declared riichi against your hand. Push: click the tile you would throw. Fold: click the safest tile.</source>
        <translation>相手がリーチしました。押すなら切る牌を、降りるなら最も安全な牌をクリック。</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not the safest.</source>
        <translation>最安全ではありません。</translation>
    </message>
    <message>
        <source>your throw, among the safest</source>
        <translation>あなたの打牌（最安全）</translation>
    </message>
    <message>
        <source>your throw</source>
        <translation>あなたの打牌</translation>
    </message>
    <message>
        <source>the safest tile</source>
        <translation>最安全牌</translation>
    </message>
    <message>
        <source>your throw, among the best</source>
        <translation>あなたの打牌（最善のひとつ）</translation>
    </message>
    <message>
        <source>the best by the round EV</source>
        <translation>局収支期待値が最も高い打牌</translation>
    </message>
    <message>
        <source>your choice, among the best</source>
        <translation>あなたの選択（最善のひとつ）</translation>
    </message>
    <message>
        <source>the best choice by the round EV</source>
        <translation>局収支期待値が最も高い選択</translation>
    </message>
    <message>
        <source>Every discard, the best chance to win first: how far from ready it leaves the hand, the tiles that would then help, and the chances to be ready and to win by the last draw, from turn {turn} ({n} draws left; one player, no calls).</source>
        <translation>すべての打牌、和了率の高い順：打牌後の向聴数、そのときの有効牌、{turn} 巡目から最後のツモまでのテンパイ率と和了率（残りツモ {n} 回、一人で鳴きなし）。</translation>
    </message>
    <message>
        <source>Every tile of the hand, the safest first: its category against each riichi and its chance to deal in at turn {turn}, from published deal-in rates by tile class and turn (approximate). Then the riichi hands as they really were.</source>
        <translation>手牌の各牌、安全な順：各リーチに対する分類と、{turn} 巡目の放銃率（牌の分類と巡目ごとに公表された放銃率による概算）。その後に実際のリーチ者の手牌。</translation>
    </message>
    <message>
        <source>Every throw, the best round EV first: its chance to win by the last draw from turn {turn}, its chance to deal in now and its round EV (the better of pushing on and folding after it).</source>
        <translation>すべての打牌を局収支期待値の高い順に：{turn} 巡目から最後のツモまでの和了率、今の放銃率、局収支期待値（押し続けるか、この打牌の後に降りるかの良いほう）。</translation>
    </message>
    <message>
        <source>Both ways, the best round EV first: the chance to win by the last draw from turn {turn} (riichi: locked to its wait; dama: only the rons a yaku allows), the average win and the round EV.</source>
        <translation>二つの選択、局収支期待値の高い順：{turn}巡目から最終ツモまでの和了率（リーチ：待ち固定；ダマ：役のある待ちだけロン可）、平均打点、局収支期待値。</translation>
    </message>
    <message>
        <source>Pass and each call with its best discard, the best round EV first: the chance to win by the last draw from turn {turn}, the expected worth of the wins and the round EV (after a call the hand is open: no riichi, a yaku needed).</source>
        <translation>スルーと各鳴き（それぞれ最善の打牌）、局収支期待値の高い順：{turn}巡目から最終ツモまでの和了率、和了の期待打点、局収支期待値（鳴くと副露：リーチ不可、役が必要）。</translation>
    </message>
    <message>
        <source>{tile} wins most often: {win} by the last draw, with {effective}.</source>
        <translation>{tile}切りが最も和了りやすい：最後のツモまでに {win}、{effective}。</translation>
    </message>
    <message>
        <source>{tile} is as good as the best: it wins {mine} by the last draw, {best} {theirs}.</source>
        <translation>{tile}切りは最善と同等です：最後のツモまでに {mine} 和了り、{best}切りは {theirs}。</translation>
    </message>
    <message>
        <source>Throwing {tile} wins {mine} of the time by the last draw; {best} wins {theirs}.</source>
        <translation>{tile}切りの最後のツモまでの和了率は {mine}、{best}切りは {theirs}。</translation>
    </message>
    <message>
        <source>Effective tiles: {mine} against {theirs}.</source>
        <translation>有効牌：{mine} 対 {theirs}。</translation>
    </message>
    <message>
        <source>Best: {tiles}, {win} to win by the last draw ({shanten}, {effective}).</source>
        <translation>最善：{tiles}切り、最後のツモまでの和了率 {win}（{shanten}、{effective}）。</translation>
    </message>
    <message>
        <source>Yours: {tile}, {win} ({shanten}, {n}).</source>
        <translation>あなた：{tile}切り、{win}（{shanten}、{n}）。</translation>
    </message>
    <message>
        <source>Gap: {gap} pp of the chance to win.</source>
        <translation>差：和了率で {gap} ポイント。</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>{tile}: {category}, {chance} to deal in</source>
        <translation>{tile}：{category}、放銃率 {chance}</translation>
    </message>
    <message>
        <source>Right! {tile} is among the safest: {chance} to deal in.</source>
        <translation>正解！ {tile}は最安全牌：放銃率 {chance}。</translation>
    </message>
    <message>
        <source>Not the safest: {tile} deals in {chance}, {best} only {best_chance}.</source>
        <translation>最安全ではない：{tile}の放銃率 {chance}、{best}なら {best_chance}。</translation>
    </message>
    <message>
        <source>The safest: {tiles}.</source>
        <translation>最も安全：{tiles}。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Yours: {line}.</source>
        <translation>あなた：{line}。</translation>
    </message>
    <message>
        <source>{tile}: round EV {ev}; the best, {best}: {best_ev}.</source>
        <translation>{tile}切り：局収支期待値 {ev}；最善の{best}切り：{best_ev}。</translation>
    </message>
    <message>
        <source>Folding: {ev}.</source>
        <translation>ベタオリ：{ev}。</translation>
    </message>
    <message>
        <source>The fold line (the safest tile each turn): {tiles} …: {ev}.</source>
        <translation>ベタオリ（毎巡最も安全な牌）：{tiles} …：{ev}。</translation>
    </message>
    <message>
        <source>{seat}&apos;s riichi hand: {hand}, waiting on {waits}.</source>
        <translation>{seat}のリーチ手牌：{hand}、待ちは{waits}。</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>Dama</source>
        <translation>ダマ</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>スルー</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Throwing {tile} leaves your closed hand ready. Riichi or dama?</source>
        <translation>{tile}を切ると門前で聴牌。リーチ？ ダマ？</translation>
    </message>
    <message>
        <source>{seat} throws {tile}. Pass, or call it?</source>
        <translation>{seat}が{tile}を切った。スルー？ それとも鳴く？</translation>
    </message>
    <message>
        <source>{choice}: round EV {ev}; the best, {best}: {best_ev}.</source>
        <translation>{choice}：局収支期待値 {ev}；最善の{best}：{best_ev}。</translation>
    </message>
    <message>
        <source>{choice}, discard {tile}</source>
        <translation>{choice}、{tile}切り</translation>
    </message>
    <message>
        <source>({n}-shanten)</source>
        <translation>（{n}向聴）</translation>
    </message>
    <message>
        <source>{mark} {choice}: win {win}, average win {value}, round EV {ev}</source>
        <translation>{mark} {choice}：和了率 {win}、平均打点 {value}、局収支期待値 {ev}</translation>
    </message>
    <message>
        <source>{mark} {choice}: win {win}, expected worth {value}, round EV {ev}</source>
        <translation>{mark} {choice}：和了率 {win}、和了の期待打点 {value}、局収支期待値 {ev}</translation>
    </message>
    <message>
        <source>{left} winning tiles left; kept quiet, {ron} of them win by ron (a yaku); riichi adds a han and puts a 1,000 stick down.</source>
        <translation>和了牌の残り {left} 枚；ダマではそのうち {ron} でロン和了できる（役あり）；リーチは一翻増え、供託 1,000 点を出す。</translation>
    </message>
    <message>
        <source>Not the best.</source>
        <translation>最善ではありません。</translation>
    </message>
    <message>
        <source>Session over: {right} of {answered} right.</source>
        <translation>終了：{answered} 問中 {right} 問正解。</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>不正解</translation>
    </message>
    <message>
        <source>missed, or counted too few times</source>
        <translation>見落とし、または数えた回数が少ない</translation>
    </message>
    <message>
        <source>does not count, or counted too often</source>
        <translation>数えない、または数えた回数が多い</translation>
    </message>
    <message>
        <source>wait found</source>
        <translation>見つけた待ち</translation>
    </message>
    <message>
        <source>wait missed</source>
        <translation>見落とした待ち</translation>
    </message>
    <message>
        <source>wrong pick</source>
        <translation>誤選択</translation>
    </message>
    <message>
        <source>your discard, among the best</source>
        <translation>あなたの打牌、最善の一つ</translation>
    </message>
    <message>
        <source>your discard</source>
        <translation>あなたの打牌</translation>
    </message>
    <message>
        <source>the best discard</source>
        <translation>最善の打牌</translation>
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
        <translation>{tile}切り：{shanten} 向聴、受け入れ {count} 枚</translation>
    </message>
    <message>
        <source>{best} keeps {best_count} effective tiles, {tile} {count}: {more} more, {fewer} fewer</source>
        <translation>{best}切りは受け入れ {best_count} 枚、{tile}切りは {count} 枚：多 {more}、少 {fewer}</translation>
    </message>
    <message>
        <source>{best} keeps {best_count} effective tiles, {tile} {count}: {more} more</source>
        <translation>{best}切りは受け入れ {best_count} 枚、{tile}切りは {count} 枚：多 {more}</translation>
    </message>
    <message>
        <source>{best} keeps {best_count} effective tiles, {tile} {count}: {fewer} fewer</source>
        <translation>{best}切りは受け入れ {best_count} 枚、{tile}切りは {count} 枚：少 {fewer}</translation>
    </message>
    <message>
        <source>{tile} goes back to {shanten}-shanten; {best} stays at {best_shanten}-shanten</source>
        <translation>{tile}切りは {shanten} 向聴に戻る（向聴戻し）；{best}切りは {best_shanten} 向聴のまま</translation>
    </message>
    <message>
        <source>{best} goes back to {best_shanten}-shanten for {best_count} effective tiles; {tile} stays at {shanten}-shanten with {count}</source>
        <translation>{best}切りは {best_shanten} 向聴に戻して受け入れ {best_count} 枚（向聴戻し）；{tile}切りは {shanten} 向聴で {count} 枚</translation>
    </message>
    <message>
        <source>after {tile} the hand waits on {waits} ({shape}): {left} left</source>
        <translation>{tile}切りで {waits} 待ち（{shape}）：残り {left} 枚</translation>
    </message>
    <message>
        <source>{tile} is a dora: {best} keeps it</source>
        <translation>{tile}はドラ：{best}切りなら残せる</translation>
    </message>
    <message>
        <source>{tile} is a red five: {best} keeps it</source>
        <translation>{tile}は赤ドラ：{best}切りなら残せる</translation>
    </message>
    <message>
        <source>{best} leaves the hand all simples (tanyao); {tile} keeps {best} in it</source>
        <translation>{best}切りで手牌が全て中張牌（タンヤオ）；{tile}切りは{best}が残る</translation>
    </message>
    <message>
        <source>{tile} breaks a pung of yakuhai worth {han} han; {best} keeps it</source>
        <translation>{tile}切りは役牌の刻子を崩す（{han} 翻）；{best}切りなら残せる</translation>
    </message>
    <message>
        <source>{tile} breaks a pair of yakuhai ({han} han as a pung, {left} left); {best} keeps it</source>
        <translation>{tile}切りは役牌の対子を崩す（刻子で {han} 翻、残り {left} 枚）；{best}切りなら残せる</translation>
    </message>
    <message>
        <source>{best} wins as often but a win is worth {best_worth} points, against {worth} for {tile}</source>
        <translation>{best}切りは和了率が同じで打点 {best_worth} 点、{tile}切りは {worth} 点</translation>
    </message>
    <message>
        <source>{tile} is {category} against the riichi: {chance} % to deal in</source>
        <translation>{tile}はリーチに対して{category}：放銃率 {chance}%</translation>
    </message>
    <message>
        <source>{tile}: win {win} %, deal in {deal_in} %, {ev} points; {best}: win {best_win} %, deal in {best_deal_in} %, {best_ev} points; folding: {fold_ev} points</source>
        <translation>{tile}切り：和了 {win}%、放銃 {deal_in}%、{ev} 点；{best}切り：和了 {best_win}%、放銃 {best_deal_in}%、{best_ev} 点；ベタオリ：{fold_ev} 点</translation>
    </message>
    <message>
        <source>{tile}: win {win} %, deal in {deal_in} %, {ev} points; folding: {fold_ev} points</source>
        <translation>{tile}切り：和了 {win}%、放銃 {deal_in}%、{ev} 点；ベタオリ：{fold_ev} 点</translation>
    </message>
    <message>
        <source>riichi adds {han} han; the wait {waits} ({shape}) has {left} left; riichi {riichi_ev} points, dama {dama_ev} points</source>
        <translation>リーチで {han} 翻アップ；{waits} 待ち（{shape}）は残り {left} 枚；リーチ {riichi_ev} 点、ダマ {dama_ev} 点</translation>
    </message>
    <message>
        <source>{call} {meld}, discard {discard}: win {win} % for {ev} points; passing: win {pass_win} % for {pass_ev} points</source>
        <translation>{call} {meld}、{discard}切り：和了 {win}%、{ev} 点；スルー：和了 {pass_win}%、{pass_ev} 点</translation>
    </message>
    <message>
        <source>{call} opens the hand: no riichi from then on</source>
        <translation>{call}で門前が崩れる：以後リーチできない</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>The calls a reason names.</extracomment>
        <translation>スルー</translation>
    </message>
    <message>
        <source>chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>カン</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <source>×{n} left</source>
        <translation>残り{n}枚</translation>
    </message>
    <message>
        <source>Click to discard {name}</source>
        <translation>クリックで{name}を切る</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <source>{n}-shanten</source>
        <translation>{n} 向聴</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>切る</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>The effective tiles of a row wrap to at most this many lines: their column is never narrower than that needs (at ~1 tile wide, 20 tiles stacked made a row ~350 px tall). When the columns do not all fit, these come first (left to right), the others after them in their own order: at a 1024-px window the chances and value would otherwise sit past the effective tiles, out of view. With a riichi on the table the danger comes right after the discard (shown only then: at 1366 px it sat past the value, out of view). Only the header&apos;s visual order moves; the model&apos;s does not. The round EV (under riichi points) comes right after the deal-in: it weighs it against the chances, the one number a learner compares; the shanten after the discard goes after the value then (at 1024 px its room is what keeps the chances and the value in view). The narrowest the table asks a layout for: past its columns it scrolls sideways. Room left around the table in the page&apos;s view when its height is capped to that view.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Not searched: this discard leaves the hand further from ready than the best one, or beyond the search&apos;s reach (the line under the table says which)</source>
        <translation>探索していません：この打牌は最善よりテンパイから遠いか、探索の範囲外です（表の下の行にどちらか書いてあります）</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>dama</source>
        <translation>ダマ</translation>
    </message>
    <message>
        <source>{tile} · {play}</source>
        <translation>{tile} · {play}</translation>
    </message>
    <message>
        <source>Riichi: one han more, ura dora and ippatsu in expectation, the 1,000 stick, the hand locked to its wait. Dama: the hand may still change; a win by ron needs a yaku. Win % and value are each play&apos;s: dama the look-ahead&apos;s chance with the waits&apos; worth without riichi, riichi the locked wait&apos;s chance with riichi&apos;s worth; the round EV weighs the two plays.</source>
        <translation>リーチ：1 翻増え、裏ドラと一発を期待値で加え、リーチ棒 1,000 点を払い、手牌は待ちに固定。ダマ：手替わりが残り、ロン和了には役が必要。和了率と期待値はそれぞれの打ち方の値：ダマは先読みの和了率とリーチなしの打点、リーチは固定した待ちの和了率とリーチ後の打点。局収支期待値が両者を比べる。</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>打牌後</translation>
    </message>
    <message>
        <source>Effective tiles left</source>
        <translation>有効牌（残り枚数）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Tenpai %</source>
        <translation>テンパイ率</translation>
    </message>
    <message>
        <source>The chance to be ready (tenpai) by the last draw after this discard: one player, no calls, each draw from the unseen wall.</source>
        <translation>この打牌の後、最後のツモまでにテンパイする確率：一人で鳴きなし、ツモはすべて見えていない山から。</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>The chance to win by the last draw after this discard: one player, no calls, each draw from the unseen wall; the lit row wins most often.</source>
        <translation>この打牌の後、最後のツモまでに和了る確率：一人で鳴きなし、ツモはすべて見えていない山から。強調した行が最も和了りやすい打牌です。</translation>
    </message>
    <message>
        <source>{fan} fan</source>
        <translation>{fan} 番</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} 点</translation>
    </message>
    <message>
        <source>The expected value of the wins by the last draw after this discard: the win chance × the average win (a hand that does not win counts 0), so less than a win is worth. For the play that makes it highest: riichi points by self-draw, riichi declared when the hand is ready and concealed, with the winds, dora, red fives and ura dora in expectation; Chinese Official: the fan of the wins.</source>
        <translation>この打牌の後、最後のツモまでの和了りの期待値：和了率 × 平均打点（和了れなければ 0）なので、1 回の和了りの価値より小さくなります。それを最大にする打ち方で：リーチ麻雀はツモ和了りの点数（門前でテンパイしたらリーチ、風・ドラ・赤五・裏ドラは期待値で計算）、国標麻将は和了りの番数。</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>期待値</translation>
    </message>
    <message>
        <source>Four-player estimate: the published deal-in rates are counted at four-player tables; with three players the categories are exact, the chances an estimate.</source>
        <translation>四人麻雀からの推定：公開された放銃率は四人麻雀の統計です。三人麻雀では牌の分類は正確ですが、確率は推定です。</translation>
    </message>
    <message>
        <source>Deal-in %</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>The chance that this discard deals in: into a riichi by published deal-in rates by tile class and turn, into an open hand by its tenpai rate times that; the safest first on a click.</source>
        <translation>この打牌が放銃する確率：リーチには牌の種類・巡目別の公開された放銃率、副露者にはそのテンパイ率を掛けたもの。クリックで安全な順に並べます。</translation>
    </message>
    <message>
        <source>Against riichi</source>
        <extracomment>The columns whose header says &quot;four-player estimate&quot; at a three-player table (the deal-in chances; the categories beside them stay exact).</extracomment>
        <translation>対リーチ</translation>
    </message>
    <message>
        <source>What the riichi player&apos;s pond says about the tile: genbutsu, suji, half-suji, non-suji, an honour by its copies in view, and kabe (no-chance, one-chance).</source>
        <translation>リーチ者の河からわかるこの牌の分類：現物、筋、片筋、無筋、見えている枚数での字牌、壁（ノーチャンス、ワンチャンス）。</translation>
    </message>
    <message>
        <source>Round EV: the expected change of your points by the end of the round after this discard. Your own wins (the look-ahead) race the others&apos; (published win and tenpai rates), less the deal-ins now and later and the others&apos; self-draws, plus the draw&apos;s payments. With a threat on the table, the better of playing on and folding after this discard. The highest is the best play.</source>
        <translation>局収支期待値：この打牌の後、局の終わりまでの持ち点の変化の期待値。自分の和了り（先読み）と他家の和了り（公開された和了率・テンパイ率）の競争から、今と後の放銃、他家のツモを引き、流局時の罰符を足したもの。卓に脅威があれば、押し続けるかこの打牌の後に降りるかの良いほう。最も高いのが最善の打ち方です。</translation>
    </message>
    <message>
        <source>Round EV</source>
        <translation>局収支期待値</translation>
    </message>
    <message>
        <source>{title}
(4-player est.)</source>
        <translation>{title}
（四麻推定）</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Discards: most effective tiles first, the best one lit</source>
        <translation>打牌：有効牌の多い順、最善を強調</translation>
    </message>
    <message>
        <source>{shape}: {shanten}</source>
        <translation>{shape}：{shanten}</translation>
    </message>
    <message>
        <source>By shape — {list}</source>
        <translation>形ごと — {list}</translation>
    </message>
    <message>
        <source>★ {shape} — the arrangement that scores</source>
        <translation>★ {shape} — 点数計算に使う分け方</translation>
    </message>
    <message>
        <source>Complete: {ways} to split it</source>
        <translation>和了：分け方 {ways}</translation>
    </message>
    <message>
        <source>Waits: {kinds}, {left}</source>
        <translation>待ち：{kinds}、{left}</translation>
    </message>
    <message>
        <source>Effective tiles (draws that bring it closer): {kinds}, {left}</source>
        <translation>有効牌（テンパイに近づくツモ）：{kinds}、{left}</translation>
    </message>
    <message>
        <source>Add tiles to build a hand.</source>
        <translation>牌を加えて手牌を作ってください。</translation>
    </message>
    <message>
        <source>{n} tiles: a hand needs 3n+1 or 3n+2 tiles (like 13 or 14) — add one tile or remove one.</source>
        <translation>{n} 枚：手牌は 3n+1 枚か 3n+2 枚（13 枚や 14 枚など）必要です — 1 枚足すか減らしてください。</translation>
    </message>
    <message>
        <source>Error: {message}</source>
        <translation>エラー：{message}</translation>
    </message>
    <message>
        <source>Complete hand (win)!</source>
        <translation>和了形です！</translation>
    </message>
    <message>
        <source>One discard from ready (tenpai): pick it in the table below.</source>
        <translation>1 枚切ればテンパイ：下の表から選んでください。</translation>
    </message>
    <message>
        <source>{n}-shanten after the best discard (table below).</source>
        <translation>最善の打牌で {n} 向聴（下の表）。</translation>
    </message>
    <message>
        <source>Ready (tenpai): waiting on {kinds}, {left}.</source>
        <translation>テンパイ：{kinds}待ち、{left}。</translation>
    </message>
    <message>
        <source>{n}-shanten: {tiles} away from ready.</source>
        <translation>{n} 向聴：テンパイまで {tiles}。</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>{file} を読めません：{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no game.</source>
        <translation>クリップボードに牌譜がありません。</translation>
    </message>
    <message>
        <source>pasted game</source>
        <translation>貼り付けた牌譜</translation>
    </message>
    <message>
        <source>Cannot open {file}: {reason}</source>
        <translation>{file} を開けません：{reason}</translation>
    </message>
    <message>
        <source>Opening cancelled.</source>
        <translation>開くのを取り消しました。</translation>
    </message>
    <message>
        <source>Opened {file}: {rounds}.</source>
        <translation>{file} を開きました：{rounds}。</translation>
    </message>
    <message>
        <source>Review the game first to find mistakes.</source>
        <translation>ミスを探すには、先に検討してください。</translation>
    </message>
    <message>
        <source>No mistakes in this game.</source>
        <translation>この対局にミスはありません。</translation>
    </message>
    <message>
        <source>The game&apos;s figures were not kept: {reason}</source>
        <translation>対局の数値を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>The review failed: {reason}</source>
        <translation>検討に失敗しました：{reason}</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>検討を取り消しました。</translation>
    </message>
    <message>
        <source>This decision&apos;s value was not searched: {reason}</source>
        <translation>この判断の期待値を計算できませんでした：{reason}</translation>
    </message>
    <message>
        <source>Card made: it is due now in the quiz&apos;s review.</source>
        <translation>カードを作りました：クイズの復習で今すぐ出題されます。</translation>
    </message>
    <message>
        <source>No card made: {reason}</source>
        <translation>カードを作れませんでした：{reason}</translation>
    </message>
    <message>
        <source>East</source>
        <extracomment>The file types the open dialog offers.</extracomment>
        <translation>東</translation>
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
        <translation>席 {n}</translation>
    </message>
    <message>
        <source>{name} (seat {n})</source>
        <translation>{name}（席 {n}）</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>good</source>
        <translation>良</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>強制</translation>
    </message>
    <message>
        <source>exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>four kongs</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>{winner} wins by self-draw</source>
        <translation>{winner} のツモ和了り</translation>
    </message>
    <message>
        <source>{winner} wins from {giver}</source>
        <translation>{winner} が {giver} から和了り</translation>
    </message>
    <message>
        <source>({n} honba)</source>
        <translation>（{n} 本場）</translation>
    </message>
    <message>
        <source>efficiency</source>
        <extracomment>Win chance lost (as a probability) up to which a discard is graded best, good, doubtful, where no round EV is known (rules that value no win). Round EV lost (points) up to which a discard is graded best, good, doubtful (DESIGN.md &quot;Decisions&quot;: grades). Share of the best discard&apos;s effective tiles lost up to which a shape grade is good, doubtful. How many of the largest losses the summary lists. The look-ahead&apos;s legality check of a complete hand won on a tile (:func:`legal_win`). Riichi or dama, and pass or a call (:mod:`.review_choices`). Each category in words, by its value, marked for the catalogues (the Review page&apos;s context, &quot;ReviewPage&quot;; the Progress page and ``mjtrainer history`` name them too).</extracomment>
        <translation>牌効率</translation>
    </message>
    <message>
        <source>value</source>
        <translation>打点</translation>
    </message>
    <message>
        <source>push or fold</source>
        <translation>押し引き</translation>
    </message>
    <message>
        <source>riichi or dama</source>
        <translation>リーチかダマか</translation>
    </message>
    <message>
        <source>call or pass</source>
        <translation>鳴くか見逃すか</translation>
    </message>
    <message>
        <source>lost {lost} · {mistakes}</source>
        <translation>損失 {lost} · {mistakes}</translation>
    </message>
    <message>
        <source>dealt in at turn {turn}</source>
        <translation>{turn} 巡目に放銃</translation>
    </message>
    <message>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>payments</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>red fives (our scorer does not count them yet)</source>
        <translation>赤ドラ（本ツールの点数計算はまだ数えません）</translation>
    </message>
    <message>
        <source>open all simples (our scorer does not allow it yet)</source>
        <translation>喰いタン（本ツールの点数計算はまだ認めません）</translation>
    </message>
    <message>
        <source>honba and riichi sticks (in the record&apos;s payments, not in ours)</source>
        <translation>本場とリーチ棒（牌譜の収支には入り、本ツールには入りません）</translation>
    </message>
    <message>
        <source>{field} {recorded} in the record, {scored} scored</source>
        <translation>{field}：牌譜では {recorded}、計算では {scored}</translation>
    </message>
    <message>
        <source>our scorer refused this win</source>
        <translation>本ツールの点数計算がこの和了りを認めませんでした</translation>
    </message>
    <message>
        <source>score not compared</source>
        <translation>点数は比較していません</translation>
    </message>
    <message>
        <source>score checked</source>
        <translation>点数を確認しました</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n} 翻</translation>
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
        <translation>{winner} が{tile}でツモ和了り</translation>
    </message>
    <message>
        <source>{winner} from {giver} on {tile}</source>
        <translation>{winner} が {giver} から{tile}で和了り</translation>
    </message>
    <message>
        <source>Our scorer refused the hand: {reason}</source>
        <translation>本ツールの点数計算がこの手牌を認めませんでした：{reason}</translation>
    </message>
    <message>
        <source>Scored again as recorded: {value} (payments {payments}).</source>
        <translation>再計算は牌譜と一致：{value}（収支 {payments}）。</translation>
    </message>
    <message>
        <source>Scored again differently: {differences}.</source>
        <translation>再計算は牌譜と異なります：{differences}。</translation>
    </message>
    <message>
        <source>Scored again: {value}; the record&apos;s payments {payments}.</source>
        <translation>再計算：{value}。牌譜の収支 {payments}。</translation>
    </message>
    <message>
        <source>Not compared: {reasons}.</source>
        <translation>比較していません：{reasons}。</translation>
    </message>
    <message>
        <source>{player} is liable (pao): pays the whole win.</source>
        <translation>{player} に責任払い（包）：和了り全額を支払います。</translation>
    </message>
    <message>
        <source>Value: the expected worth of the wins by the last draw after this discard (the win chance × the average win), as the Trainer tab gives it; the look-ahead searches it when this decision is shown. The grade and the Round EV count a win at the published average for such a hand instead, so that a review stays quick.</source>
        <translation>期待値：この打牌の後、最後のツモまでの和了りの期待値（和了率 × 平均打点）で、「トレーナー」タブと同じものです。この判断を表示したときに先読みで計算します。評価と局収支期待値は、検討を速く保つため、このような手の公開された平均打点で和了りを数えます。</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>すべての選択</translation>
    </message>
    <message>
        <source>Mistakes only</source>
        <translation>悪手のみ</translation>
    </message>
    <message>
        <source>riichi {tile}</source>
        <translation>リーチ {tile}切り</translation>
    </message>
    <message>
        <source>dama {tile}</source>
        <translation>ダマ {tile}切り</translation>
    </message>
    <message>
        <source>{call}, discard {tile}</source>
        <translation>{call}、{tile}切り</translation>
    </message>
    <message>
        <source>{round} turn {turn}: {played}, {grade}</source>
        <translation>{round} {turn} 巡目：{played}、{grade}</translation>
    </message>
    <message>
        <source>{player} is liable (pao) and dealt in: pays it all.</source>
        <translation>{player} に責任払い（包）で放銃者でもあります：全額を支払います。</translation>
    </message>
    <message>
        <source>{player} is liable (pao): pays half the win and the honba.</source>
        <translation>{player} に責任払い（包）：和了りの半分と本場を支払います。</translation>
    </message>
    <message>
        <source>{n} pp</source>
        <translation>{n} pp</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配牌</translation>
    </message>
    <message>
        <source>{who} draws {tile}</source>
        <translation>{who} が{tile}をツモ</translation>
    </message>
    <message>
        <source>{who} discards {tile}</source>
        <translation>{who} が{tile}を切る</translation>
    </message>
    <message>
        <source>{who} declares riichi</source>
        <translation>{who} がリーチ</translation>
    </message>
    <message>
        <source>{who} calls chi on {tile}</source>
        <translation>{who} が{tile}をチー</translation>
    </message>
    <message>
        <source>{who} calls pon on {tile}</source>
        <translation>{who} が{tile}をポン</translation>
    </message>
    <message>
        <source>{who} calls kong on {tile}</source>
        <translation>{who} が{tile}を大明槓</translation>
    </message>
    <message>
        <source>{who} adds {tile} to a pon</source>
        <translation>{who} が{tile}を加槓</translation>
    </message>
    <message>
        <source>{who} declares a concealed kong of {tile}</source>
        <translation>{who} が{tile}を暗槓</translation>
    </message>
    <message>
        <source>{who} sets {tile} aside as a kita</source>
        <translation>{who}が{tile}を抜きドラにする</translation>
    </message>
    <message>
        <source>New dora indicator {tile}</source>
        <translation>新しいドラ表示牌 {tile}</translation>
    </message>
    <message>
        <source>{decisions} ({searched} searched): {grades}.
The best discard played: {agree}. Chance lost: {lost} in all, {mean} a decision.</source>
        <translation>{decisions}（探索 {searched} 回）：{grades}。
最善の打牌を選んだ回数：{agree}。和了率の損失：合計 {lost}、1 回あたり {mean}。</translation>
    </message>
    <message>
        <source>thrown as drawn</source>
        <translation>ツモ切り</translation>
    </message>
    <message>
        <source>riichi declared</source>
        <translation>リーチ宣言牌</translation>
    </message>
    <message>
        <source>called</source>
        <translation>鳴かれた</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>RIICHI</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>（あなた）</translation>
    </message>
    <message>
        <source>{round} · {honba} honba · {sticks} riichi sticks · wall {wall} · step {step}/{steps}</source>
        <translation>{round} · {honba} 本場 · リーチ棒 {sticks} · 山 {wall} · {step}/{steps} 手目</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌：</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Open a game to review it.</source>
        <translation>牌譜を開いて検討しましょう。</translation>
    </message>
    <message>
        <source>Not {name}&apos;s move: ↑/↓ go to its decisions.</source>
        <translation>{name} の手番ではありません：↑/↓ で選択の場面へ移動します。</translation>
    </message>
    <message>
        <source>Decision {n} of {total} · turn {turn}</source>
        <translation>選択 {n} / {total} · {turn} 巡目</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>検討中…</translation>
    </message>
    <message>
        <source>Press Review to grade this seat&apos;s discards.</source>
        <translation>「検討」を押すと、この席の打牌を評価します。</translation>
    </message>
    <message>
        <source>Your move: click the tile you would discard in your hand.</source>
        <translation>あなたの番：手牌から切る牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Your pick {tile}: {grade}</source>
        <translation>あなたの選択 {tile}：{grade}</translation>
    </message>
    <message>
        <source>On the tiles: the discard played is ticked when it is among the best and crossed when not; the best ones are ringed. Click a row to grade your own pick.</source>
        <translation>牌の印：実際の打牌が最善の一つならチェック、そうでなければバツ。最善の牌は丸で囲みます。行をクリックすると自分の選択を評価します。</translation>
    </message>
    <message>
        <source>Against the riichi: {tile} was {category}, {chance} to deal in. The safest: {safest} ({safest_chance}).</source>
        <translation>対リーチ：{tile}は{category}、放銃率 {chance}。最も安全：{safest}（{safest_chance}）。</translation>
    </message>
    <message>
        <source>Dealt in with {tile} ({chance}); the safest held: {safest} ({safest_chance}).</source>
        <translation>{tile}で放銃（{chance}）。手牌で最も安全だったのは：{safest}（{safest_chance}）。</translation>
    </message>
    <message>
        <source>Round EV {played} against {best} for the best: {lost} lost ({category}).</source>
        <translation>局収支期待値 {played}、最善は {best}：{lost} の損失（{category}）。</translation>
    </message>
    <message>
        <source>Folding: {ev}.</source>
        <translation>ベタオリ：{ev}。</translation>
    </message>
    <message>
        <source>Played {tile} (forced: after riichi).</source>
        <translation>{tile}を切りました（リーチ後で強制）。</translation>
    </message>
    <message>
        <source>Played {tile}: {grade}. Wins {played} against {best_win} for the best ({best}); lost {lost}.</source>
        <translation>{tile}切り：{grade}。和了率 {played}、最善（{best}）は {best_win}。損失 {lost}。</translation>
    </message>
    <message>
        <source>Played {tile}: {grade} by shape (beyond the search). Best: {best}.</source>
        <translation>{tile}切り：牌形で{grade}（探索の範囲外）。最善：{best}。</translation>
    </message>
    <message>
        <source>Played {tile}: {grade}: it leaves the hand further from ready. Best: {best}.</source>
        <translation>{tile}切り：{grade}：テンパイから遠くなります。最善：{best}。</translation>
    </message>
    <message>
        <source>No decision of this kind.</source>
        <translation>この種類の選択はありません。</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>まだ検討していません。</translation>
    </message>
    <message>
        <source>Round EV lost: {lost} in all, {mean} a decision.</source>
        <translation>局収支期待値の損失：合計 {lost}、1 回の判断あたり {mean}。</translation>
    </message>
    <message>
        <source>Most round EV lost: {category}, {points} in {decisions}.</source>
        <translation>局収支期待値の損失が最も大きい分野：{category}（{decisions}で {points}）。</translation>
    </message>
    <message>
        <source>Chance lost per round</source>
        <translation>局ごとの和了率の損失</translation>
    </message>
    <message>
        <source>The largest losses</source>
        <translation>大きな損失</translation>
    </message>
    <message>
        <source>{round} turn {turn}: {played} for {best}, {lost}</source>
        <translation>{round} {turn} 巡目：{best}のところ{played}切り、{lost}</translation>
    </message>
    <message>
        <source>{round} turn {turn}: {played} for {best}, {lost} ({category})</source>
        <translation>{round} {turn} 巡目：{best}のところ{played}、{lost}（{category}）</translation>
    </message>
    <message>
        <source>dealt in against the riichi</source>
        <translation>リーチに放銃</translation>
    </message>
    <message>
        <source>Decisions:</source>
        <translation>選択：</translation>
    </message>
    <message>
        <source>Show every decision, the mistakes only, or one category</source>
        <translation>すべての選択、悪手のみ、または一つの分類を表示</translation>
    </message>
    <message>
        <source>The wins scored again</source>
        <translation>和了りの再計算</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>牌譜を開く</translation>
    </message>
    <message>
        <source>Game logs ({suffixes});;All files (*)</source>
        <translation>牌譜（{suffixes}）;;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>牌譜を開く…</translation>
    </message>
    <message>
        <source>Open a game log (Ctrl+O)</source>
        <translation>牌譜を開く（Ctrl+O）</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Open the game on the clipboard: a tenhou.net/6 link or a log&apos;s text (Ctrl+Shift+V)</source>
        <translation>クリップボードの牌譜を開く：tenhou.net/6 のリンクか牌譜のテキスト（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>席：</translation>
    </message>
    <message>
        <source>Seats count 0–3 from the first dealer (East of the first round), as mjtrainer review --seat does</source>
        <translation>席は起家（東一局の東家）から 0–3 と数えます。mjtrainer review --seat と同じです</translation>
    </message>
    <message>
        <source>Show all hands</source>
        <translation>すべての手牌を表示</translation>
    </message>
    <message>
        <source>Spoiler-free</source>
        <translation>ネタバレなし</translation>
    </message>
    <message>
        <source>At each decision, pick your own discard before the analysis</source>
        <translation>各選択の場面で、分析を見る前に自分の打牌を選ぶ</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>Grade every discard of this seat by its chance to win</source>
        <translation>この席のすべての打牌を和了率で評価する</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Make a card</source>
        <translation>カードを作る</translation>
    </message>
    <message>
        <source>Turn this decision into a discard question for the quiz&apos;s spaced repetition</source>
        <translation>この選択をクイズの間隔反復用の何切る問題にする</translation>
    </message>
    <message>
        <source>Next mistake (N)</source>
        <translation>次のミス（N）</translation>
    </message>
    <message>
        <source>The event before (←)</source>
        <translation>前のイベント（←）</translation>
    </message>
    <message>
        <source>The next event (→)</source>
        <translation>次のイベント（→）</translation>
    </message>
    <message>
        <source>The decision before (↑)</source>
        <translation>前の選択（↑）</translation>
    </message>
    <message>
        <source>The next decision (↓)</source>
        <translation>次の選択（↓）</translation>
    </message>
    <message>
        <source>Review: the event before</source>
        <translation>検討：前のイベント</translation>
    </message>
    <message>
        <source>Review: the next event</source>
        <translation>検討：次のイベント</translation>
    </message>
    <message>
        <source>Review: the decision before</source>
        <translation>検討：前の選択</translation>
    </message>
    <message>
        <source>Review: the next decision</source>
        <translation>検討：次の選択</translation>
    </message>
    <message>
        <source>Review: the next mistake</source>
        <translation>検討：次のミス</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>まとめ</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>General</source>
        <extracomment>The title of each rules preset (the settings&apos; names), as an error names the rules.
----------
The declarations by name. The winning-shape options a user may switch on top of a preset (the settings file keeps them). The riichi options of DESIGN.md &quot;Rules&quot; a user may set on top of a scored riichi preset (Settings, the command line&apos;s ``--red-fives`` …, a batch line&apos;s keys), with their defaults in the ``riichi`` preset: red fives a count, the others on or off. What a game log states of its rules, in the order our writers and the review&apos;s JSON give them. Tiles dealt to each seat; copies of each kind in the wall. The characters three players leave out: 2m–8m (1m and 9m are the only ones in play). The kinds of a three-player wall: 27 kinds, 108 tiles. North (4z), set aside as a kita where three play. The presets by name, in the order menus and ``--rules`` list them: a new preset is one entry here (its aliases, if any, in :data:`ALIASES`). Each preset&apos;s title, as menus and reports show it, marked for the catalogues (context &quot;Rules&quot;); a preset without one shows its name.</extracomment>
        <translation>一般</translation>
    </message>
    <message>
        <source>Riichi (Japanese)</source>
        <translation>リーチ麻雀（日本）</translation>
    </message>
    <message>
        <source>Chinese Official (MCR 国标)</source>
        <translation>国標麻将（MCR）</translation>
    </message>
    <message>
        <source>Three-player riichi (sanma 三麻)</source>
        <translation>三人麻雀（サンマ）</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <extracomment>Every rule option, declared once; the command line&apos;s flags, a batch line&apos;s keys, the settings file and the settings dialog&apos;s widgets and labels are derived from these.</extracomment>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Four identical tiles count as two pairs</source>
        <translation>同じ牌 4 枚を 2 対と数える</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>Knitted shapes (全不靠, 七星不靠, 组合龙)</source>
        <translation>組み合わせ形（全不靠、七星不靠、組合龍）</translation>
    </message>
    <message>
        <source>Red fives (0m 0p 0s, one dora each)</source>
        <translation>赤五（0m 0p 0s、各ドラ 1 枚）</translation>
    </message>
    <message>
        <source>Open all simples (kuitan)</source>
        <translation>喰いタン</translation>
    </message>
    <message>
        <source>13 han or more is a yakuman (kazoe yakuman)</source>
        <translation>13 翻以上は役満（数え役満）</translation>
    </message>
    <message>
        <source>Round 4 han 30 fu up to mangan (kiriage)</source>
        <translation>4 翻 30 符を満貫に切り上げ（切り上げ満貫）</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>the name {path} holds a NUL character</source>
        <translation>ファイル名 {path} に NUL 文字が含まれています</translation>
    </message>
    <message>
        <source>{path} is a link to {target}; it was left as it is: choose a file</source>
        <translation>{path} は {target} へのリンクです。そのままにしてあります：ファイルを選んでください</translation>
    </message>
    <message>
        <source>{path} is a folder</source>
        <translation>{path} はフォルダです</translation>
    </message>
    <message>
        <source>{path} is a pipe or a device, not a file; it was left as it is</source>
        <translation>{path} はパイプかデバイスで、ファイルではありません。そのままにしてあります</translation>
    </message>
    <message>
        <source>{reason}; nothing at {path} was changed</source>
        <translation>{reason}。{path} は何も変更していません</translation>
    </message>
</context>
<context>
    <name>ScoreView</name>
    <message>
        <source>Complete, but this win cannot be scored: {message}</source>
        <translation>和了形ですが、この和了りは点数計算できません：{message}</translation>
    </message>
    <message>
        <source>Complete hand (win): {n} fan.</source>
        <translation>和了形：{n} 番。</translation>
    </message>
    <message>
        <source>Complete, but {n} fan: short of the {m}-fan minimum — not a win</source>
        <translation>和了形ですが {n} 番：{m} 番縛りに足りません — 和了れません</translation>
    </message>
    <message>
        <source>Complete, but no yaku: cannot win</source>
        <translation>和了形ですが役なし：和了れません</translation>
    </message>
    <message>
        <source>Complete hand (win): {han} han {fu} fu, {points} points ({limit}).</source>
        <translation>和了形：{han} 翻 {fu} 符、{points} 点（{limit}）。</translation>
    </message>
    <message>
        <source>Complete hand (win): {han} han {fu} fu, {points} points.</source>
        <translation>和了形：{han} 翻 {fu} 符、{points} 点。</translation>
    </message>
    <message>
        <source>Won on {tile} by self-draw</source>
        <translation>{tile}でツモ和了り</translation>
    </message>
    <message>
        <source>Won on {tile} on a discard</source>
        <translation>{tile}でロン和了り</translation>
    </message>
    <message>
        <source> — the best tile of the hand (pick another in the situation above)</source>
        <translation> — 手牌で最も高くなる牌（上の状況で別の牌を選べます）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{reason} {fu}</source>
        <translation>{reason} {fu}</translation>
    </message>
    <message>
        <source>{each} fan from each other player, {total} in all</source>
        <translation>ほかの各家から {each} 番、合計 {total}</translation>
    </message>
    <message>
        <source>{discarder} fan from the discarder, {each} from each other player, {total} in all</source>
        <translation>放銃者から {discarder} 番、ほかの各家から {each} 番、合計 {total}</translation>
    </message>
    <message>
        <source>{total} from the discarder</source>
        <translation>{total}、放銃者から</translation>
    </message>
    <message>
        <source>{total}: {each} from the discarder</source>
        <translation>{total}：放銃者から {each}</translation>
    </message>
    <message>
        <source>{total}: {each} from each other player</source>
        <translation>{total}：ほかの各家から {each}</translation>
    </message>
    <message>
        <source>{total}: {dealer} from the dealer, {each} from each other player</source>
        <translation>{total}：親から {dealer}、ほかの各家から {each}</translation>
    </message>
    <message>
        <source>honba {points} included</source>
        <translation>本場 {points} を含む</translation>
    </message>
    <message>
        <source>{points} in riichi sticks</source>
        <translation>リーチ棒 {points}</translation>
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
        <translation>{mark} {n} 番：8 番に足りません</translation>
    </message>
    <message>
        <source>{mark} no yaku</source>
        <translation>{mark} 役なし</translation>
    </message>
    <message>
        <source>{han} han {fu} fu · {points}</source>
        <translation>{han} 翻 {fu} 符 · {points}</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Total: {total} fan ({flowers} from flowers)</source>
        <translation>合計：{total} 番（うち花牌 {flowers} 番）</translation>
    </message>
    <message>
        <source>Total: {total} fan</source>
        <translation>合計：{total} 番</translation>
    </message>
    <message>
        <source>A win: {n} fan without flowers, {m} needed.</source>
        <translation>和了れます：花牌を除いて {n} 番、必要なのは {m} 番。</translation>
    </message>
    <message>
        <source>Payments: {payment}</source>
        <translation>支払い：{payment}</translation>
    </message>
    <message>
        <source>{mark} Not a win: {n} fan without flowers, short of the {m}-fan minimum.</source>
        <translation>{mark} 和了れません：花牌を除いて {n} 番、{m} 番縛りに足りません。</translation>
    </message>
    <message>
        <source>{name} ({romaji})</source>
        <translation>{name}（{romaji}）</translation>
    </message>
    <message>
        <source>{n} han</source>
        <translation>{n} 翻</translation>
    </message>
    <message>
        <source>{mark} No yaku: the hand cannot be declared.</source>
        <translation>{mark} 役なし：和了れません。</translation>
    </message>
    <message>
        <source>{han} han, {fu} fu</source>
        <translation>{han} 翻、{fu} 符</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
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
        <translation>この状況での各待ちの価値（{mark}：その和了り方はできません）：</translation>
    </message>
    <message>
        <source>on a discard (ron)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>by self-draw (tsumo)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>This way of winning cannot happen in this situation</source>
        <translation>この状況ではこの和了り方はできません</translation>
    </message>
</context>
<context>
    <name>ScoringError</name>
    <message>
        <source>{flag} applies only under the {rules} rules</source>
        <translation>{flag}は {rules} ルールでのみ使えます</translation>
    </message>
    <message>
        <source>{flag} and {other} cannot both be set: {reason}</source>
        <translation>{flag}と{other}は同時に設定できません：{reason}</translation>
    </message>
    <message>
        <source>{count} flowers: a hand has 0 to 8 flowers</source>
        <translation>花牌 {count} 枚：花牌は 0〜8 枚です</translation>
    </message>
    <message>
        <source>{count} kita: three players set aside 0 to 4 norths</source>
        <translation>抜きドラ {count} 枚：三人麻雀で抜く北は 0〜4 枚です</translation>
    </message>
    <message>
        <source>{count} kita beside {held} norths in the hand: there are only 4</source>
        <translation>抜きドラ {count} 枚と手牌の北 {held} 枚：北は 4 枚しかありません</translation>
    </message>
    <message>
        <source>{flag} {count}: give 0 to 99 sticks</source>
        <translation>{flag} {count}：0〜99 本で入力してください</translation>
    </message>
    <message>
        <source>the dealer sits East: drop the dealer flag or make the seat wind East</source>
        <translation>親は東家です：親の指定を外すか、自風を東にしてください</translation>
    </message>
    <message>
        <source>ippatsu needs riichi or double riichi</source>
        <translation>一発にはリーチかダブルリーチが必要です</translation>
    </message>
    <message>
        <source>unknown wind &apos;{wind}&apos;: choose E, S, W or N</source>
        <translation>不明な風「{wind}」：E、S、W、N から選んでください</translation>
    </message>
    <message>
        <source>the winning tile {tile} is not in the hand&apos;s concealed tiles</source>
        <translation>和了り牌{tile}が手牌の門前の牌にありません</translation>
    </message>
    <message>
        <source>the hand is not complete: a winning hand needs 14 tiles in sets and a pair (it is {shanten}-shanten)</source>
        <translation>手牌が和了形ではありません：和了りには面子と雀頭で 14 枚が必要です（今は {shanten} 向聴）</translation>
    </message>
    <message>
        <source>{tiles}: a winning hand has 3n+2 tiles (14, a kong counts as 3)</source>
        <translation>{tiles}：和了形は 3n+2 枚です（14 枚、槓は 3 枚と数えます）</translation>
    </message>
    <message>
        <source>a win after a kong (rinshan / 杠上开花) needs a kong in the hand</source>
        <translation>槓の後の和了り（嶺上開花）には手牌に槓が必要です</translation>
    </message>
    <message>
        <source>robbing a kong: the winning tile {tile} cannot be one you hold in a pung or kong</source>
        <translation>槍槓：和了り牌{tile}は自分の刻子や槓子にある牌ではありえません</translation>
    </message>
    <message>
        <source>riichi needs a concealed hand (no open meld)</source>
        <translation>リーチには門前の手牌が必要です（副露なし）</translation>
    </message>
    <message>
        <source>scoring needs the mcr or riichi rules, not &apos;{rules}&apos;</source>
        <translation>点数計算には mcr か riichi のルールが必要です（「{rules}」ではなく）</translation>
    </message>
    <message>
        <source>dora indicator {tile}: a fifth copy with the hand and the other indicators</source>
        <translation>ドラ表示牌{tile}：手牌とほかの表示牌と合わせて 5 枚目になります</translation>
    </message>
    <message>
        <source>{count} dora indicators: at most 5 (the first and four after kongs)</source>
        <translation>ドラ表示牌 {count} 枚：最大 5 枚です（最初の 1 枚と槓の後の 4 枚）</translation>
    </message>
    <message>
        <source>robbing a kong: the kong holds the other three {tile}, so the hand can hold only the winning copy (it holds {count})</source>
        <translation>槍槓：ほかの 3 枚の{tile}は槓にあるので、手牌には和了り牌の 1 枚しかありえません（{count} 枚あります）</translation>
    </message>
    <message>
        <source>ura dora indicator {tile}: a fifth copy with the hand and the other indicators</source>
        <translation>裏ドラ表示牌{tile}：手牌とほかの表示牌と合わせて 5 枚目になります</translation>
    </message>
    <message>
        <source>last of its kind (和绝张): the other three copies of {tile} must be in view, but the hand holds {held} more</source>
        <translation>和絶張：{tile}のほかの 3 枚はすべて見えていなければなりませんが、手牌にまだ {held} 枚あります</translation>
    </message>
    <message>
        <source>no tile is drawn after the last one</source>
        <extracomment>The declarations by name. The flags of a win under each way of scoring (``Rules.scored``; the fields that are not basic), shared ones first.</extracomment>
        <translation>最後の牌の後にツモはありません</translation>
    </message>
    <message>
        <source>a kong of your own ends ippatsu</source>
        <translation>自分の槓で一発は消えます</translation>
    </message>
</context>
<context>
    <name>ScoringMark</name>
    <message>
        <source>right</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>数え漏れ</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>数えない</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>不正解</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>han</source>
        <extracomment>The numbers of a scoring answer (``key`` of the &quot;hanfu-&quot; codes).</extracomment>
        <translation>翻</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
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
        <translation>{tile}でツモ和了り</translation>
    </message>
    <message>
        <source>Won on {tile} on a discard</source>
        <translation>{tile}でロン和了り</translation>
    </message>
    <message>
        <source>seat {seat}, round {round}</source>
        <translation>自風{seat}、場風{round}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>not dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>{n} flowers</source>
        <translation>花牌 {n} 枚</translation>
    </message>
    <message>
        <source>dora indicators: {tiles}</source>
        <translation>ドラ表示牌：{tiles}</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Find a fan: name or number</source>
        <translation>番を探す：名前か番号</translation>
    </message>
    <message>
        <source>(counts ×{n})</source>
        <translation>（×{n} で数える）</translation>
    </message>
    <message>
        <source>Ticked: {n} — total {total} fan</source>
        <translation>選択：{n} — 合計 {total} 番</translation>
    </message>
    <message>
        <source>No fan ticked yet (total 0).</source>
        <translation>まだ番を選んでいません（合計 0）。</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 番</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 点</translation>
    </message>
    <message>
        <source>H&amp;an:</source>
        <translation>翻(&amp;A)：</translation>
    </message>
    <message>
        <source>F&amp;u:</source>
        <translation>符(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>点数(&amp;P)：</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>省略可</translation>
    </message>
    <message>
        <source>The winner&apos;s total: from the discarder on a discard, from the three others together on a self-draw.</source>
        <translation>和了者の合計点：ロンなら放銃者から、ツモならほかの 3 家の合計。</translation>
    </message>
    <message>
        <source>(the hand: {n})</source>
        <translation>（正解：{n}）</translation>
    </message>
    <message>
        <source>Your answer: the han and the fu (and the points if you like), then submit.</source>
        <translation>解答：翻と符（よければ点数も）を入力してから解答してください。</translation>
    </message>
    <message>
        <source>Your answer: tick every fan that counts (set how many times for a fan that repeats), then submit.</source>
        <translation>解答：数えるすべての番にチェックを入れて（重複する番は回数を設定）、解答してください。</translation>
    </message>
    <message>
        <source>The arrangement that scores (the winning tile lit):</source>
        <translation>点数計算に使う分け方（和了り牌を強調）：</translation>
    </message>
    <message>
        <source>Each fan that counts, with points × count, and yours:</source>
        <translation>数える各番、点数 × 回数、あなたの解答：</translation>
    </message>
    <message>
        <source>The yaku, the fu and the payment:</source>
        <translation>役、符、支払い：</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{points} × {n} = {value}</source>
        <translation>{points} × {n} = {value}</translation>
    </message>
    <message>
        <source>Total: {n} fan.</source>
        <translation>合計：{n} 番。</translation>
    </message>
    <message>
        <source>Not counted, as a bigger fan implies them:</source>
        <translation>より大きな番に含まれるので数えない：</translation>
    </message>
    <message>
        <source>  {fan}, implied by {by}</source>
        <translation>  {fan}、{by}に含まれる</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Points: {payment}</source>
        <translation>点数：{payment}</translation>
    </message>
    <message>
        <source>{name}: {want} — yours {got}: {mark}</source>
        <translation>{name}：{want} — あなた {got}：{mark}</translation>
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
        <translation>見えている牌：</translation>
    </message>
    <message>
        <source>none — switch to “Seen” mode to mark discards and other visible tiles</source>
        <translation>なし — 「見えている牌」モードに切り替えて、捨て牌などの見えている牌に印を付けてください</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>the rules</source>
        <extracomment>How many game logs File → Recent games lists.</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>the tile size</source>
        <translation>牌の大きさ</translation>
    </message>
    <message>
        <source>the last hand</source>
        <translation>前回の手牌</translation>
    </message>
    <message>
        <source>the seen tiles</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <source>the situation of the win</source>
        <translation>和了りの状況</translation>
    </message>
    <message>
        <source>the look-ahead&apos;s turn</source>
        <translation>先読みの巡目</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read. A copy was kept as {kept}; the settings it held are back to their defaults.</source>
        <translation>設定ファイル {path} を読めませんでした。コピーを {kept} として残し、その設定は既定値に戻しました。</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read; the settings it held are back to their defaults.</source>
        <translation>設定ファイル {path} を読めませんでした。その設定は既定値に戻しました。</translation>
    </message>
    <message>
        <source>The saved seen tiles {tiles} made a fifth copy with the saved hand: they were dropped, the hand was kept.</source>
        <translation>保存された見えている牌 {tiles} が保存された手牌と合わせて 5 枚目になりました：それらを外し、手牌はそのままにしました。</translation>
    </message>
    <message>
        <source>Saved settings that could not be read are back to their defaults: {names}.</source>
        <translation>読めなかった保存済みの設定を既定値に戻しました：{names}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Settings cannot be saved: {path} cannot be written.</source>
        <translation>設定を保存できません：{path} に書き込めません。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>プリセット(&amp;P)：</translation>
    </message>
    <message>
        <source>Riichi options</source>
        <translation>リーチ麻雀のオプション</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>牌の大きさ(&amp;T)：</translation>
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
        <translation>言語(&amp;L)：</translation>
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
        <translation>七対子</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>honours and knitted</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted straight</source>
        <translation>組合龍</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>Situation</name>
    <message>
        <source>Winning tile</source>
        <extracomment>The most honba or riichi sticks a situation may give (far beyond any real table&apos;s). Every field of a win&apos;s situation, in :class:`Situation`&apos;s order (DESIGN&apos;s ``mjtrainer score`` command): the command line&apos;s options, a batch line&apos;s keys, the flags of each rule set and the app&apos;s labels and situation widgets are derived from these.</extracomment>
        <translation>和了り牌</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>自風</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>場風</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>海底・河底</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>After a kong</source>
        <translation>槓の後</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>Last of its kind</source>
        <translation>和絶張</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>Kita (norths set aside)</source>
        <translation>抜きドラ（抜いた北）</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>リーチ棒</translation>
    </message>
    <message>
        <source>Winning tile:</source>
        <extracomment>The widget of each field of the win the strip asks, by the scoring package&apos;s name.</extracomment>
        <translation>和了り牌：</translation>
    </message>
    <message>
        <source>the best tile of the hand</source>
        <translation>手牌で最も高くなる牌</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>選ぶ…</translation>
    </message>
    <message>
        <source>Then click the winning tile in your hand (or, with 13 tiles, the palette tile that completes them).</source>
        <translation>次に手牌の和了り牌をクリックしてください（13 枚なら、それを完成させるパレットの牌でも構いません）。</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>Score the hand on its best tile instead of the one picked</source>
        <translation>選んだ牌ではなく、最も高くなる牌で点数計算する</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>自風(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>場風(&amp;R)：</translation>
    </message>
    <message>
        <source>Fl&amp;owers:</source>
        <extracomment>The fields of a win the trainer keeps (its state&apos;s), by the scoring package&apos;s names: each flag among them is a check box and each count a spin box, as declared. The strip shows the others its own way (the winning tile, how it was won, the winds, the dealer: the seat East, the dora indicators: picked in the palette) or not at all (ura dora, which the trainer does not keep: they are turned over only after a riichi win). A count&apos;s label with its keyboard mnemonic, by field (else its declared label).</extracomment>
        <translation>花牌(&amp;O)：</translation>
    </message>
    <message>
        <source>Hon&amp;ba:</source>
        <translation>本場(&amp;B)：</translation>
    </message>
    <message>
        <source>Counter sticks on the table: 300 points each to the winner</source>
        <extracomment>What a count&apos;s spin box holds, by field.</extracomment>
        <translation>卓上の本場棒：1 本 300 点、和了者へ</translation>
    </message>
    <message>
        <source>Riichi stic&amp;ks:</source>
        <translation>リーチ棒(&amp;K)：</translation>
    </message>
    <message>
        <source>Riichi deposits on the table: 1000 points each, all to the winner</source>
        <translation>卓上のリーチ供託：1 本 1000 点、すべて和了者へ</translation>
    </message>
    <message>
        <source>Dora indicators:</source>
        <translation>ドラ表示牌：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Then click the indicator tiles in the palette: they count as seen tiles too. Click an indicator here to take it back.</source>
        <translation>次にパレットで表示牌をクリックしてください：見えている牌にも数えます。ここで表示牌をクリックすると戻せます。</translation>
    </message>
    <message>
        <source>Won on the wall&apos;s last tile: 妙手回春 / haitei self-drawn, 海底捞月 / houtei on a discard</source>
        <translation>山の最後の牌で和了り：ツモなら海底摸月（妙手回春）、ロンなら河底撈魚（海底撈月）</translation>
    </message>
    <message>
        <source>和绝张: the other three copies of the winning tile are already in view</source>
        <translation>和絶張：和了り牌のほかの 3 枚がすでに見えている</translation>
    </message>
    <message>
        <source>Self-drawn after declaring a kong (杠上开花 / rinshan)</source>
        <translation>槓を宣言した後のツモ和了り（嶺上開花 / 杠上開花）</translation>
    </message>
    <message>
        <source>Won on the tile another player adds to a pung (抢杠和 / chankan)</source>
        <translation>他家がポンに加えた牌で和了り（槍槓 / 搶槓和）</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>（親）</translation>
    </message>
    <message>
        <source>(not dealer)</source>
        <translation>（子）</translation>
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
        <translation>対面</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Concealed kong: the hand stays closed</source>
        <translation>暗槓：手牌は門前のまま</translation>
    </message>
    <message>
        <source>Called from {seat}</source>
        <translation>{seat}から鳴いた</translation>
    </message>
    <message>
        <source>riichi declared (click to unmark)</source>
        <translation>リーチ宣言牌（クリックで解除）</translation>
    </message>
    <message>
        <source>click to mark the riichi declaration</source>
        <translation>クリックでリーチ宣言牌に指定</translation>
    </message>
    <message>
        <source>discarded after a riichi: genbutsu for it</source>
        <translation>リーチ後に切られた牌：そのリーチに対して現物</translation>
    </message>
    <message>
        <source>To call or pass, a tile thrown by:</source>
        <translation>鳴くかスルーか、この牌を捨てたのは：</translation>
    </message>
    <message>
        <source>A palette click declares a pung, chow, kong or concealed kong of the tile for this opponent, and whose pond the tile was called from (it stays there, marked; its tiles are seen tiles; a click on a meld takes it away).</source>
        <translation>パレットをクリックすると、この相手のその牌を含むポン、チー、明槓、暗槓と、どの河から鳴いたかを入力します（牌は河に残って印が付き、副露の牌は見えている牌になり、副露をクリックすると取り除きます）。</translation>
    </message>
    <message>
        <source>Click to take this meld away</source>
        <translation>クリックでこの副露を取り除く</translation>
    </message>
    <message>
        <source>called: counted once, in the meld</source>
        <translation>鳴かれた牌：副露の中で 1 回だけ数える</translation>
    </message>
    <message>
        <source>Thrown by {seat}: click to take it away</source>
        <translation>{seat}の捨て牌：クリックで取り消す</translation>
    </message>
    <message>
        <source>by {seat}</source>
        <translation>{seat}から</translation>
    </message>
    <message>
        <source>A palette click adds the tile to this opponent&apos;s pond (a seen tile too).</source>
        <translation>パレットをクリックすると、その牌をこの相手の河に加えます（見えている牌にもなります）。</translation>
    </message>
    <message>
        <source>Take the last discard back</source>
        <translation>最後の捨て牌を戻す</translation>
    </message>
    <message>
        <source>+ meld</source>
        <translation>+ 副露</translation>
    </message>
    <message>
        <source>A palette click offers the tile as just discarded by this opponent: the analysis of a 13-tile hand then lists pass and each call on it (chi only from the left), each with its best discard. A click on the offered tile, or the next change of the hand, takes it away.</source>
        <translation>牌パレットのクリックで、その牌をこの相手の捨て牌にする：13 枚の手牌ならスルーと各鳴き（チーは上家からのみ）をそれぞれ最善の打牌とともに示す。その牌のクリックか、手牌の次の変更で取り消す。</translation>
    </message>
    <message>
        <source>Click a pond tile to mark the riichi declaration; every tile added after it, to any pond, counts as passed (genbutsu) for that riichi.</source>
        <translation>河の牌をクリックしてリーチ宣言牌に指定します。その後どの河に加えた牌も、そのリーチに対して通った牌（現物）になります。</translation>
    </message>
</context>
<context>
    <name>Terminal</name>
    <message>
        <source>{kind} quiz, level {level}: {description}  (seed {seed}, rules {rules})</source>
        <extracomment>The languages of the terminal, as ``--lang`` takes them (the one list&apos;s codes). A message&apos;s layout, the same in every language and never in the catalogue: the indentation before it, a blank line, a space after a prompt. A message of the terminal: its English (the catalogue&apos;s source), or the same with layout. Every message of the terminal, by id, in the context its words are translated in (the catalogues, ``assets/translations/mjtrainer_&lt;language&gt;.ts``). A column, a label and a part of a hand have contexts of their own: their English says &quot;win %&quot;, &quot;Han&quot; or &quot;tiles&quot; elsewhere too, in other words.</extracomment>
        <translation>{kind}、レベル {level}：{description}（シード {seed}、ルール {rules}）</translation>
    </message>
    <message>
        <source>{asked}, {note}</source>
        <translation>{asked}、{note}</translation>
    </message>
    <message>
        <source>No progress database to review from.</source>
        <translation>復習に使う成績データベースがありません。</translation>
    </message>
    <message>
        <source>Nothing is due for review now.</source>
        <translation>今復習する問題はありません。</translation>
    </message>
    <message>
        <source>Review: {count} missed questions are due.</source>
        <translation>復習：ミスした問題が {count} 問あります。</translation>
    </message>
    <message>
        <source>Interrupted.</source>
        <translation>中断しました。</translation>
    </message>
    <message>
        <source>mjtrainer quiz: error: {message}</source>
        <translation>mjtrainer quiz：エラー：{message}</translation>
    </message>
    <message>
        <source>Question {n}/{count}   {what}, rules {rules}, seed {seed}</source>
        <translation>第 {n}/{count} 問   {what}、ルール {rules}、シード {seed}</translation>
    </message>
    <message>
        <source>{kind} from your games, turn {turn}</source>
        <translation>自分の対局からの{kind}、{turn} 巡目</translation>
    </message>
    <message>
        <source>{kind} level {level} ({title})</source>
        <translation>{kind} レベル {level}（{title}）</translation>
    </message>
    <message>
        <source>seen outside the hand: {tiles}</source>
        <translation>手牌の外で見えている牌：{tiles}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Waits?</source>
        <translation>待ちは？</translation>
    </message>
    <message>
        <source>Discard?</source>
        <translation>何を切る？</translation>
    </message>
    <message>
        <source>Safest tile?</source>
        <translation>最も安全な牌は？</translation>
    </message>
    <message>
        <source>Fans?</source>
        <translation>番は？</translation>
    </message>
    <message>
        <source>Han and fu?</source>
        <translation>翻と符は？</translation>
    </message>
    <message>
        <source>Type tiles like 147m or 1m4m7m, &apos;-&apos; for none, or q to stop.</source>
        <translation>147m や 1m4m7m のように牌を入力してください。待ちなしは「-」、終了は q。</translation>
    </message>
    <message>
        <source>Type tiles like 147m or 1m4m7m (one tile of the hand), or q to stop.</source>
        <translation>147m や 1m4m7m のように牌を入力してください（手牌の 1 枚）。終了は q。</translation>
    </message>
    <message>
        <source>Type the fan numbers, e.g. 18 73 73 or 18,73x2 (&apos;-&apos; for none, &apos;?&apos; for the list), or q to stop.</source>
        <translation>番の番号を入力してください。例：18 73 73 または 18,73x2（なしは「-」、一覧は「?」）。終了は q。</translation>
    </message>
    <message>
        <source>Type han and fu, e.g. 3 40 or han 3 fu 40 (points too if you like: 3 40 5200), or q to stop.</source>
        <translation>翻と符を入力してください。例：3 40 または han 3 fu 40（点数も付けられます：3 40 5200）。終了は q。</translation>
    </message>
    <message>
        <source>{error}. Try again.</source>
        <translation>{error}。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Cannot read that answer: {error}. Try again.</source>
        <translation>その解答を読めません：{error}。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>it is not valid UTF-8 (byte 0x{byte:02X} at byte {offset})</source>
        <translation>正しい UTF-8 ではありません（{offset} バイト目の 0x{byte:02X}）</translation>
    </message>
    <message>
        <source>it is longer than {limit} bytes</source>
        <translation>{limit} バイトを超えています</translation>
    </message>
    <message>
        <source>Cannot read &apos;{text}&apos;: {error}. Try again.</source>
        <translation>「{text}」を読めません：{error}。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Pick one tile to discard, not {count}. Try again.</source>
        <translation>切る牌は {count} 枚ではなく 1 枚選んでください。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>{tile} is not in the hand. Try again.</source>
        <translation>{tile}は手牌にありません。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>惜しい。</translation>
    </message>
    <message>
        <source>Right:  {tiles}</source>
        <translation>正解：{tiles}</translation>
    </message>
    <message>
        <source>Missed: {tiles}</source>
        <translation>見落とし：{tiles}</translation>
    </message>
    <message>
        <source>Extra:  {tiles}</source>
        <translation>余分：{tiles}</translation>
    </message>
    <message>
        <source>Explanation: each wait and the complete hand it makes</source>
        <translation>解説：各待ちとその和了り形</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>残り {count} 枚</translation>
    </message>
    <message>
        <source>Best: {tiles}  (the best chance to win by the last draw, within {points} points)</source>
        <translation>最善：{tiles}（最後のツモまでの和了率が最も高い、差 {points} ポイント以内）</translation>
    </message>
    <message>
        <source>You threw {tile}: {gap} shanten worse than the best.</source>
        <translation>{tile}切り：最善より {gap} 向聴悪くなります。</translation>
    </message>
    <message>
        <source>You threw {tile}: it wins {yours}% of the time, {best} {theirs}%.</source>
        <translation>{tile}切り：和了率 {yours}%、{best}切りなら {theirs}%。</translation>
    </message>
    <message>
        <source>{leader} has the most tiles now, but {best} wins more often: {mine}% against {theirs}%.</source>
        <translation>今は{leader}が受け入れ最多ですが、{best}の方が和了りやすい：{mine}% 対 {theirs}%。</translation>
    </message>
    <message>
        <source>Discard table (best first; chances by the last draw from turn {turn}):</source>
        <translation>打牌表（最善が先頭、{turn} 巡目から最後のツモまでの確率）：</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>shanten</source>
        <translation>向聴</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>tenpai %</source>
        <translation>テンパイ %</translation>
    </message>
    <message>
        <source>win %</source>
        <translation>和了 %</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>honours and knitted</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>組合龍</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>雀頭</translation>
    </message>
    <message>
        <source>the game the danger model reads</source>
        <extracomment>Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).</extracomment>
        <translation>危険度モデルが読む対局のルール</translation>
    </message>
    <message>
        <source>as the {rules} rules value no win</source>
        <extracomment>Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).</extracomment>
        <translation>{rules} ルールでは和了りの価値を数えないため</translation>
    </message>
    <message>
        <source>Dora indicator: {tiles}   ([riichi tile]; tiles after | came after a riichi)</source>
        <translation>ドラ表示牌：{tiles}   （[リーチ宣言牌]、| の後はリーチ後に切られた牌）</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>席 {seat}</translation>
    </message>
    <message>
        <source>, riichi</source>
        <translation>、リーチ</translation>
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
        <translation>（{count} 枚見えている）</translation>
    </message>
    <message>
        <source>seat {seat} {words}</source>
        <translation>席 {seat} {words}</translation>
    </message>
    <message>
        <source>Safest: {tiles}  ({chance} to deal in)</source>
        <translation>最も安全：{tiles}（放銃率 {chance}）</translation>
    </message>
    <message>
        <source>You threw {tile}: {chance} to deal in, {gap} points more.</source>
        <translation>{tile}切り：放銃率 {chance}、{gap} ポイント高い。</translation>
    </message>
    <message>
        <source>Each tile of the hand, safest first (deal-in chance, category):</source>
        <translation>手牌の各牌、安全な順（放銃率、分類）：</translation>
    </message>
    <message>
        <source>seat {seat}: </source>
        <translation>席 {seat}：</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s riichi hand: {hand}  waiting on {tiles}</source>
        <translation>席 {seat} のリーチの手牌：{hand}  {tiles}待ち</translation>
    </message>
    <message>
        <source>Push which tile, or fold?</source>
        <translation>どの牌で押す？ それとも降りる（fold）？</translation>
    </message>
    <message>
        <source>Best by the round EV: {tiles}  ({ev}); the fold line ({fold} …): {fold_ev}</source>
        <translation>局収支期待値が最も高い打牌：{tiles}（{ev}）；ベタオリ（{fold} …）：{fold_ev}</translation>
    </message>
    <message>
        <source>Each throw, best round EV first (win chance, deal-in chance, round EV):</source>
        <translation>各打牌、局収支期待値の高い順（和了率、放銃率、局収支期待値）：</translation>
    </message>
    <message>
        <source>Riichi or dama?</source>
        <translation>リーチ？ それともダマ？</translation>
    </message>
    <message>
        <source>Pass or call ({choices})?</source>
        <translation>スルー？ それとも鳴く（{choices}）？</translation>
    </message>
    <message>
        <source>Type one of: {choices}</source>
        <translation>次のどれかを入力：{choices}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a choice here: type one of {choices}</source>
        <translation>「{text}」はここでは選べない：{choices} のどれかを入力</translation>
    </message>
    <message>
        <source>You throw {tile}: the hand is ready on {waits} ({left} left). Riichi or dama?</source>
        <translation>{tile}を切ると聴牌：待ち{waits}（残り{left}枚）。リーチ？ ダマ？</translation>
    </message>
    <message>
        <source>Seat {seat} throws {tile}. Pass, or call it?</source>
        <translation>{seat}番の席が{tile}を切った。スルー？ それとも鳴く？</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>dama</source>
        <translation>ダマ</translation>
    </message>
    <message>
        <source>Best by the round EV: {choice}  ({ev}), {gap} ahead of the next</source>
        <translation>局収支期待値が最も高い選択：{choice}（{ev}）、次点との差{gap}</translation>
    </message>
    <message>
        <source>Both ways (chance to win by the last draw, average win, round EV):</source>
        <translation>二つの選択（最終ツモまでの和了率、平均打点、局収支期待値）：</translation>
    </message>
    <message>
        <source>{left} winning tiles left, {wait}; kept quiet, {ron} of them win by ron (a yaku); riichi adds a han and puts a 1,000 stick down.</source>
        <translation>和了牌の残り{left}枚、{wait}；ダマではそのうち{ron}でロン和了可（役あり）；リーチは一翻増え、供託1,000点を出す。</translation>
    </message>
    <message>
        <source>two kinds or more waited on</source>
        <translation>二種以上の待ち</translation>
    </message>
    <message>
        <source>one kind waited on</source>
        <translation>一種の待ち</translation>
    </message>
    <message>
        <source>Each choice with its best discard (shanten, chance to win by the last draw, expected worth of the wins, round EV):</source>
        <translation>各選択と最善の打牌（向聴数、最終ツモまでの和了率、和了の期待打点、局収支期待値）：</translation>
    </message>
    <message>
        <source>indicators {tiles}</source>
        <translation>表示牌 {tiles}</translation>
    </message>
    <message>
        <source>honba {honba}, riichi sticks {sticks}</source>
        <translation>本場 {honba}、リーチ棒 {sticks}</translation>
    </message>
    <message>
        <source>{tile} ({name}) {how}</source>
        <translation>{tile}（{name}）{how}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>seat {wind}</source>
        <translation>自風 {wind}</translation>
    </message>
    <message>
        <source>round {wind}</source>
        <translation>場風 {wind}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>non-dealer</source>
        <translation>子</translation>
    </message>
    <message>
        <source>last tile</source>
        <translation>海底・河底</translation>
    </message>
    <message>
        <source>after a kong</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>last of its kind</source>
        <translation>和絶張</translation>
    </message>
    <message>
        <source>double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The fans (type their numbers; &apos;?&apos; shows this list again):</source>
        <translation>番の一覧（番号を入力、「?」でもう一度表示）：</translation>
    </message>
    <message>
        <source>Fans (points × count; yours after the mark):</source>
        <translation>番（点数 × 回数、印の後はあなたの解答）：</translation>
    </message>
    <message>
        <source>you: {got}</source>
        <translation>あなた：{got}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>数え漏れ</translation>
    </message>
    <message>
        <source>extra</source>
        <translation>余分</translation>
    </message>
    <message>
        <source>Total {want} fan</source>
        <translation>合計 {want} 番</translation>
    </message>
    <message>
        <source> (yours: {got})</source>
        <translation>（あなた：{got}）</translation>
    </message>
    <message>
        <source>Not counted (implied by a bigger fan):</source>
        <translation>数えない（より大きな番に含まれる）：</translation>
    </message>
    <message>
        <source>{fan}, implied by {by}</source>
        <translation>{fan}、{by}に含まれる</translation>
    </message>
    <message>
        <source>{name} {want}  ({yours})</source>
        <translation>{name} {want}（{yours}）</translation>
    </message>
    <message>
        <source>yours: {got}</source>
        <translation>あなた：{got}</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
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
        <translation>{han:&gt;2} 翻</translation>
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
        <translation>{han} 翻 {fu} 符</translation>
    </message>
    <message>
        <source>, {limit}</source>
        <translation>、{limit}</translation>
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
        <translation>{total}、放銃者から</translation>
    </message>
    <message>
        <source>{total}: {part} from the discarder</source>
        <translation>{total}：放銃者から {part}</translation>
    </message>
    <message>
        <source>{total}: {others} from each other player</source>
        <translation>{total}：ほかの各家から {others}</translation>
    </message>
    <message>
        <source>{total}: {dealer} from the dealer, {others} from each other player</source>
        <translation>{total}：親から {dealer}、ほかの各家から {others}</translation>
    </message>
    <message>
        <source>honba {honba} included</source>
        <translation>本場 {honba} を含む</translation>
    </message>
    <message>
        <source>{sticks} in riichi sticks</source>
        <translation>リーチ棒 {sticks}</translation>
    </message>
    <message>
        <source>{payment} ({extras})</source>
        <translation>{payment}（{extras}）</translation>
    </message>
    <message>
        <source>Score {right}/{asked}, streak {run}, {seconds} s</source>
        <translation>得点 {right}/{asked}、連続正解 {run}、{seconds} 秒</translation>
    </message>
    <message>
        <source>No questions answered.</source>
        <translation>解答した問題はありません。</translation>
    </message>
    <message>
        <source>Answered {asked}: {right} right ({pct}%), best streak {best}, average {seconds} s a question.</source>
        <translation>{asked} 問解答：{right} 問正解（{pct}%）、最長連続正解 {best}、1 問あたり平均 {seconds} 秒。</translation>
    </message>
    <message>
        <source>Could not save the answer to {path} yet ({error}); it is kept, and saving is tried again after the next answer.</source>
        <translation>解答をまだ {path} に保存できません（{error}）。解答は残してあり、次の解答の後にもう一度保存を試みます。</translation>
    </message>
    <message>
        <source>The progress file {path} was removed or replaced while the quiz ran: the answers from now on are saved in a new file there.</source>
        <translation>クイズ中に成績ファイル {path} が削除または置き換えられました：これからの解答はそこに作る新しいファイルに保存します。</translation>
    </message>
    <message>
        <source>{answers} could not be saved to {path} ({error}): it is NOT saved.</source>
        <translation>{answers}を {path} に保存できませんでした（{error}）：保存されていません。</translation>
    </message>
    <message>
        <source>{answers} could not be saved to {path} ({error}): they are NOT saved.</source>
        <translation>{answers}を {path} に保存できませんでした（{error}）：どれも保存されていません。</translation>
    </message>
    <message>
        <source>The answer before them was saved.</source>
        <translation>それより前の解答 1 件は保存されました。</translation>
    </message>
    <message>
        <source>The {count} answers before them were saved.</source>
        <translation>それより前の解答 {count} 件は保存されました。</translation>
    </message>
    <message>
        <source>Saved {answers} to {path}.</source>
        <translation>{answers}を {path} に保存しました。</translation>
    </message>
    <message>
        <source>These answers were not saved.</source>
        <translation>これらの解答は保存されませんでした。</translation>
    </message>
    <message>
        <source>Progress will not be saved: {error}.</source>
        <translation>成績は保存されません：{error}。</translation>
    </message>
    <message>
        <source>Progress will not be saved: {error}</source>
        <translation>成績は保存されません：{error}</translation>
    </message>
    <message>
        <source>Choose another file with --db, or leave --db out to use {path}.</source>
        <translation>--db で別のファイルを選ぶか、--db を外して {path} を使ってください。</translation>
    </message>
    <message>
        <source>Review of {who}: a {format} game of {rounds}, {search}</source>
        <translation>{who}の検討：{format} の対局、{rounds}、{search}</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>席 {seat}（{name}）</translation>
    </message>
    <message>
        <source>basic search</source>
        <translation>基本探索</translation>
    </message>
    <message>
        <source>extended search</source>
        <translation>拡張探索</translation>
    </message>
    <message>
        <source>{name}  honba {honba}  riichi sticks {sticks}  dealer seat {dealer}  scores {scores}</source>
        <translation>{name}  本場 {honba}  リーチ棒 {sticks}  親 席 {dealer}  点数 {scores}</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>巡目</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>played</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>best %</source>
        <translation>最善 %</translation>
    </message>
    <message>
        <source>grade</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>EV lost</source>
        <translation>期待値損失</translation>
    </message>
    <message>
        <source>deal-in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <source>good</source>
        <translation>良</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>強制</translation>
    </message>
    <message>
        <source> (shape)</source>
        <translation>（牌形）</translation>
    </message>
    <message>
        <source> (safest {tiles} {chance}%)</source>
        <translation>（最も安全 {tiles} {chance}%）</translation>
    </message>
    <message>
        <source> ({seen})</source>
        <translation>（{seen}）</translation>
    </message>
    <message>
        <source>no discard by this seat</source>
        <translation>この席の打牌はありません</translation>
    </message>
    <message>
        <source>from seat {seat}</source>
        <translation>席 {seat} から</translation>
    </message>
    <message>
        <source>win: seat {winner} {how} on {tile}: {hand}</source>
        <translation>和了：席 {winner} {how}、{tile}で：{hand}</translation>
    </message>
    <message>
        <source>han {han}</source>
        <translation>{han} 翻</translation>
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
        <translation>収支 {deltas}</translation>
    </message>
    <message>
        <source>seat {seat} liable (pao)</source>
        <translation>席 {seat} に責任払い（包）</translation>
    </message>
    <message>
        <source>recorded: {parts}</source>
        <translation>牌譜：{parts}</translation>
    </message>
    <message>
        <source>scored: refused ({error})</source>
        <translation>再計算：計算できません（{error}）</translation>
    </message>
    <message>
        <source>scored: not scored again (the review scores riichi wins only)</source>
        <translation>再計算：していません（検討で再計算するのはリーチ麻雀の和了りだけです）</translation>
    </message>
    <message>
        <source>scored: no yaku by our scorer</source>
        <translation>再計算：本ツールの点数計算では役なし</translation>
    </message>
    <message>
        <source>scored: han {han} fu {fu} {total} points ({yaku})  deltas {deltas}</source>
        <translation>再計算：{han} 翻 {fu} 符 {total} 点（{yaku}）  収支 {deltas}</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>比較していません</translation>
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
        <translation>流局（{kind}）：収支 {deltas}</translation>
    </message>
    <message>
        <source>exhaustive</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>nagashi-mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>nine-terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>four-riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>four-kongs</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>four-winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>triple-ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>Summary: {decisions} decisions, {searched} searched; {grades}</source>
        <translation>まとめ：{decisions} 回の選択、探索 {searched} 回；{grades}</translation>
    </message>
    <message>
        <source>the best discard played: {pct}%</source>
        <translation>最善の打牌を選んだ割合：{pct}%</translation>
    </message>
    <message>
        <source>{value} pp</source>
        <translation>{value} ポイント</translation>
    </message>
    <message>
        <source>win chance lost: {lost} in all{mean}</source>
        <translation>和了率の損失：合計 {lost}{mean}</translation>
    </message>
    <message>
        <source>, {loss} a searched decision</source>
        <translation>、探索した選択 1 回あたり {loss}</translation>
    </message>
    <message>
        <source>round EV lost: {lost} points in all{mean}</source>
        <translation>局収支期待値の損失：合計 {lost} 点{mean}</translation>
    </message>
    <message>
        <source>, {points} a graded decision</source>
        <translation>、評価した選択 1 回あたり {points} 点</translation>
    </message>
    <message>
        <source>: {points} points</source>
        <translation>：{points} 点</translation>
    </message>
    <message>
        <source> ({loss} win chance)</source>
        <translation>（和了率 {loss}）</translation>
    </message>
    <message>
        <source>largest losses:</source>
        <translation>大きな損失：</translation>
    </message>
    <message>
        <source>{round} turn {turn}: played {played}, best {best}{lost}{dealt}</source>
        <translation>{round} {turn} 巡目：{played}切り、最善 {best}{lost}{dealt}</translation>
    </message>
    <message>
        <source>: {loss}</source>
        <translation>：{loss}</translation>
    </message>
    <message>
        <source>, DEALT IN</source>
        <translation>、放銃</translation>
    </message>
    <message>
        <source>deal-ins against a riichi with a safer tile in hand:</source>
        <translation>手牌により安全な牌があったのにリーチに放銃：</translation>
    </message>
    <message>
        <source>{round} turn {turn}: played {played} ({chance}% to deal in), seat {winner} won on it; safest {safest} ({safest_chance}%)</source>
        <translation>{round} {turn} 巡目：{played}切り（放銃率 {chance}%）、席 {winner} がそれで和了り；最も安全 {safest}（{safest_chance}%）</translation>
    </message>
    <message>
        <source>lost per round: {rounds}</source>
        <translation>局ごとの損失：{rounds}</translation>
    </message>
    <message>
        <source>most round EV lost: {category}, {points} in {decisions}</source>
        <translation>最も失点した分野：{category}（{decisions}で {points} 点）</translation>
    </message>
    <message>
        <source>mjtrainer review: error: give a game LOG (a file, or - for standard input), or --history</source>
        <translation>mjtrainer review：エラー：牌譜 LOG（ファイル、標準入力なら -）か --history を指定してください</translation>
    </message>
    <message>
        <source>mjtrainer review: error: --history takes no LOG and no --keep</source>
        <translation>mjtrainer review：エラー：--history には LOG も --keep も指定できません</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} を読めません：{reason}</translation>
    </message>
    <message>
        <source>--seat {seat}: a seat is 0–{last} (from the first dealer)</source>
        <translation>--seat {seat}：席は 0–{last} です（起家から数えます）</translation>
    </message>
    <message>
        <source>no player named {name} in this game (players: {names})</source>
        <translation>この対局に {name} という名前の対局者はいません（対局者：{names}）</translation>
    </message>
    <message>
        <source>more than one player named {name} in this game (players: {names})</source>
        <translation>この対局に {name} という名前の対局者が複数います（対局者：{names}）</translation>
    </message>
    <message>
        <source>mjtrainer review: error: cannot use the progress file: {error}</source>
        <translation>mjtrainer review：エラー：成績ファイルを使えません：{error}</translation>
    </message>
    <message>
        <source>mjtrainer review: error: the review was not kept in {path}: {error}</source>
        <translation>mjtrainer review：エラー：検討結果を {path} に保存できませんでした：{error}</translation>
    </message>
    <message>
        <source>mjtrainer review: error: cannot read the reviewed games in {path}: {error}</source>
        <translation>mjtrainer review：エラー：{path} の検討済みの対局を読めません：{error}</translation>
    </message>
    <message>
        <source>Kept in {path} (reviewed games: {games}).</source>
        <translation>{path} に保存しました（検討済みの対局：{games}）。</translation>
    </message>
    <message>
        <source>No reviewed games yet: keep a review with mjtrainer review LOG --keep.</source>
        <translation>検討済みの対局はまだありません：mjtrainer review LOG --keep で保存できます。</translation>
    </message>
    <message>
        <source>Reviewed games: {games}</source>
        <translation>検討済みの対局：{games}</translation>
    </message>
    <message>
        <source>reviewed</source>
        <translation>検討日時</translation>
    </message>
    <message>
        <source>game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>decisions</source>
        <translation>選択数</translation>
    </message>
    <message>
        <source>EV lost/decision</source>
        <translation>1 回あたり期待値損失</translation>
    </message>
    <message>
        <source>best played</source>
        <translation>最善率</translation>
    </message>
    <message>
        <source>most EV lost</source>
        <translation>最も失点した分野</translation>
    </message>
    <message>
        <source>mean: {per} points of round EV lost a decision, the best played {pct}%</source>
        <translation>平均：選択 1 回あたり局収支期待値 {per} 点の損失、最善を選んだ割合 {pct}%</translation>
    </message>
    <message>
        <source> ({points} points of round EV lost)</source>
        <translation>（局収支期待値 {points} 点の損失）</translation>
    </message>
    <message>
        <source>Decompositions</source>
        <translation>面子の分け方</translation>
    </message>
    <message>
        <source>complete (win)</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>one discard from ready (tenpai)</source>
        <translation>1 枚切ればテンパイ</translation>
    </message>
    <message>
        <source>{n}-shanten after the best discard</source>
        <translation>最善の打牌で {n} 向聴</translation>
    </message>
    <message>
        <source>ready (tenpai)</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <source>{n}-shanten</source>
        <translation>{n} 向聴</translation>
    </message>
    <message>
        <source>{kinds}, {left}</source>
        <translation>{kinds}、{left}</translation>
    </message>
    <message>
        <source>x{n} left</source>
        <translation>残り{n}枚</translation>
    </message>
    <message>
        <source>  (none left)</source>
        <translation>  （残りなし）</translation>
    </message>
    <message>
        <source>{tiles}  (total {n})</source>
        <translation>{tiles}（合計 {n}）</translation>
    </message>
    <message>
        <source>Discards (best first)</source>
        <translation>打牌（最善が先頭）</translation>
    </message>
    <message>
        <source>Discards (most effective tiles first; look-ahead {title})</source>
        <translation>打牌（有効牌の多い順、{title}）</translation>
    </message>
    <message>
        <source>Fold line (the safest tile each turn: {tiles} …): round EV {ev}</source>
        <translation>ベタオリ（毎巡最も安全な牌を切る：{tiles} …）：局収支期待値 {ev}</translation>
    </message>
    <message>
        <source>Best by the round EV: {tile} ({ev})</source>
        <translation>局収支期待値が最も高い打牌：{tile}切り（{ev}）</translation>
    </message>
    <message>
        <source>(deal-in: nobody on the table is in riichi)</source>
        <translation>（放銃率：卓にリーチ者はいません）</translation>
    </message>
    <message>
        <source>from turn {turn}, {left}, {search}</source>
        <translation>{turn} 巡目から最後のツモまでの確率（{left}）、{search}</translation>
    </message>
    <message>
        <source>Look-ahead ({title})</source>
        <translation>{title}</translation>
    </message>
    <message>
        <source>Best by the chance to win: {tile} (win {win}%, ready {tenpai}% by the last draw)</source>
        <translation>和了率が最も高い打牌：{tile}切り（最後のツモまでにテンパイ {tenpai}%、和了 {win}%）</translation>
    </message>
    <message>
        <source>error in &apos;{text}&apos;: {error}</source>
        <translation>「{text}」に誤り：{error}</translation>
    </message>
    <message>
        <source>{total} ({flowers} from flowers)</source>
        <translation>{total} 番（うち花牌 {flowers} 番）</translation>
    </message>
    <message>
        <source>{name}: {tiles}</source>
        <translation>{name}：{tiles}</translation>
    </message>
    <message>
        <source>-: not searched, it leaves the hand further from ready than the best discard</source>
        <translation>-：探索していません。最善の打牌よりテンパイから遠くなります</translation>
    </message>
    <message>
        <source>-: not searched, it leaves the hand two or more steps further from ready than the best discard</source>
        <translation>-：探索していません。最善の打牌より 2 歩以上テンパイから遠くなります</translation>
    </message>
    <message>
        <source>mjtrainer {command}: error: {message}</source>
        <translation>mjtrainer {command}：エラー：{message}</translation>
    </message>
    <message>
        <source>unknown option &apos;{option}&apos; (the window takes --self-test; commands: {commands}; see mjtrainer --help)</source>
        <translation>不明なオプションです：&apos;{option}&apos;（ウィンドウが受け付けるのは --self-test、コマンドは {commands} です。詳しくは mjtrainer --help を参照してください）</translation>
    </message>
    <message>
        <source>--extended needs --turn T</source>
        <translation>--extended には --turn T が必要です</translation>
    </message>
    <message>
        <source>{flags}: the situation of a win needs --rules mcr or riichi (the general rules value no win)</source>
        <translation>{flags}：和了りの状況には --rules mcr か riichi が必要です（general ルールは和了りの価値を数えません）</translation>
    </message>
    <message>
        <source>--rules is required (mcr or riichi)</source>
        <translation>--rules が必要です（mcr か riichi）</translation>
    </message>
    <message>
        <source>Wait values</source>
        <translation>待ちごとの価値</translation>
    </message>
    <message>
        <source>on a discard (ron)</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>by self-draw (tsumo)</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>cannot win so (the flags rule it out)</source>
        <translation>この和了り方はできません（指定した状況で除外）</translation>
    </message>
    <message>
        <source>{fan} fan</source>
        <translation>{fan} 番</translation>
    </message>
    <message>
        <source>{fan} fan, short of {minimum} fan</source>
        <translation>{fan} 番、{minimum} 番に足りません</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>no yaku on ron</source>
        <translation>ロンでは役なし</translation>
    </message>
    <message>
        <source>{han} han {fu} fu</source>
        <translation>{han} 翻 {fu} 符</translation>
    </message>
    <message>
        <source>  (cannot win)</source>
        <translation>（和了れません）</translation>
    </message>
    <message>
        <source>{others} fan from each other player, {received} in all</source>
        <translation>ほかの各家から {others} 番、合計 {received} 番</translation>
    </message>
    <message>
        <source>{discarder} fan from the discarder, {others} from each other player, {received} in all</source>
        <translation>放銃者から {discarder} 番、ほかの各家から {others} 番、合計 {received} 番</translation>
    </message>
    <message>
        <source>Pass or call (each with its best discard): shanten, win %, value, round EV</source>
        <translation>鳴かない／鳴く（それぞれ最善の打牌）：向聴数、和了率、打点、局収支期待値</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>スルー</translation>
    </message>
    <message>
        <source>chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>, discard {tile}</source>
        <translation>、{tile}切り</translation>
    </message>
    <message>
        <source>--from with a seat (0-3) needs --offered</source>
        <translation>--from に席（0-3）を指定するには --offered が必要です</translation>
    </message>
    <message>
        <source>Riichi or dama at turn {turn}: {played}, {grade}{lost}; {choices}</source>
        <translation>{turn} 巡目 リーチかダマか：{played}、{grade}{lost}；{choices}</translation>
    </message>
    <message>
        <source>riichi {tile}</source>
        <translation>リーチ {tile}切り</translation>
    </message>
    <message>
        <source>dama {tile}</source>
        <translation>ダマ {tile}切り</translation>
    </message>
    <message>
        <source>Call or pass on {tile} from seat {seat} at turn {turn}: {played}, {grade}{lost}; best {best}</source>
        <translation>{turn} 巡目 席 {seat} の{tile}を鳴くか：{played}、{grade}{lost}；最善 {best}</translation>
    </message>
    <message>
        <source>why, turn {turn} {played}:</source>
        <translation>{turn} 巡目 {played} の理由：</translation>
    </message>
    <message>
        <source>a win ({n} fan, {m} needed without flowers)</source>
        <translation>和了形：{n} 番（花牌を除いて {m} 番縛り）</translation>
    </message>
    <message>
        <source>complete, but {n} fan: short of the {m}-fan minimum — not a win</source>
        <translation>和了形ですが {n} 番：{m} 番縛りに足りません — 和了れません</translation>
    </message>
    <message>
        <source>a win</source>
        <translation>和了形です！</translation>
    </message>
    <message>
        <source>not searched: {n}-shanten is beyond the look-ahead&apos;s limit ({cut}-shanten)</source>
        <translation>{n} 向聴：探索の範囲外です（{cut} 向聴）。探索していません。</translation>
    </message>
    <message>
        <source>ready by the last draw {tenpai}, win by the last draw {win}</source>
        <translation>最後のツモまでに：テンパイ {tenpai}、和了 {win}。</translation>
    </message>
    <message>
        <source>ready by the last draw {tenpai}, win by the last draw {win}, worth {value}</source>
        <translation>最後のツモまでに：テンパイ {tenpai}、和了 {win}、平均打点 {value}。</translation>
    </message>
    <message>
        <source>improvements (draws that keep the shanten, then more than {n} effective tiles)</source>
        <translation>改良：向聴数を保ったまま有効牌が {n} 枚を超えるツモ</translation>
    </message>
    <message>
        <source>improvements (draws that keep the shanten, then more than {n} effective tiles): none</source>
        <translation>改良：なし。向聴数を保ったまま有効牌が {n} 枚を超えるツモはありません</translation>
    </message>
    <message>
        <source>(-: not searched: the best discard leaves the hand {n}-shanten, beyond the look-ahead&apos;s limit of {cut}-shanten)</source>
        <translation>最善の打牌でも {n} 向聴で、探索の範囲外です（{cut} 向聴）：確率は計算しません。</translation>
    </message>
    <message>
        <source>complete, but no yaku: cannot win</source>
        <translation>和了形ですが役なし：和了れません</translation>
    </message>
    <message>
        <source>the game the round EV pays</source>
        <extracomment>A card from a game: the position&apos;s text the store keys it by (see :mod:`..cards`). Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).
----------
Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).
----------
A card from a game: the position&apos;s text the store keys it by (see :mod:`..cards`). The answers the question takes, in the order the page offers them. Why the quiz is asked under other rules than the ones chosen (&quot;{rules}&quot;: those).</extracomment>
        <translation>局収支期待値を計算する対局のルール</translation>
    </message>
</context>
<context>
    <name>TerminalAnalyze</name>
    <message>
        <source>discard</source>
        <extracomment>The columns of analyze&apos;s table of discards.</extracomment>
        <translation>打牌</translation>
    </message>
    <message>
        <source>shanten</source>
        <translation>向聴</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>tenpai %</source>
        <translation>テンパイ率</translation>
    </message>
    <message>
        <source>win %</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>value</source>
        <translation>期待値</translation>
    </message>
    <message>
        <source>deal-in</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>round EV</source>
        <translation>局収支</translation>
    </message>
    <message>
        <source>effective tiles</source>
        <translation>有効牌</translation>
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
        <translation>ルール</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向聴数</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>満貫以上</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>状況</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>供託</translation>
    </message>
</context>
<context>
    <name>TerminalPart</name>
    <message>
        <source>pair</source>
        <extracomment>The parts of a hand in a decomposition (``pair: 55m``).</extracomment>
        <translation>雀頭</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>対子</translation>
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
        <translation>組合龍</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>2 characters</source>
        <translation>二萬</translation>
    </message>
    <message>
        <source>3 characters</source>
        <translation>三萬</translation>
    </message>
    <message>
        <source>4 characters</source>
        <translation>四萬</translation>
    </message>
    <message>
        <source>5 characters</source>
        <translation>五萬</translation>
    </message>
    <message>
        <source>6 characters</source>
        <translation>六萬</translation>
    </message>
    <message>
        <source>7 characters</source>
        <translation>七萬</translation>
    </message>
    <message>
        <source>8 characters</source>
        <translation>八萬</translation>
    </message>
    <message>
        <source>9 characters</source>
        <translation>九萬</translation>
    </message>
    <message>
        <source>1 character</source>
        <extracomment>The four groups of kinds (characters, dots, bamboo, honours) as ``(first, end)`` ranges: the one place the suit boundaries are written. The group 0–3 (m, p, s, z) of each kind. The seven honours, East … Red. The four winds and the three dragons. Terminals and honours: the thirteen kinds of thirteen orphans, in tile order. Key delta of one more tile of each kind within its group&apos;s base-5 key (kind i of a group is digit i). The mpsz name of each kind (``&quot;1m&quot;`` … ``&quot;7z&quot;``). The last draw of a hand&apos;s game (the wall&apos;s 18 draws a seat gets when nobody calls): turn ``T`` leaves ``LAST_DRAW − T`` draws. Pure data, so the views may read it too. How many tile codes there are (the 34 kinds and the three red fives). The kind of each red five code (5m, 5p, 5s). The mpsz name of each tile code: the 34 kinds, then ``&quot;0m&quot;``, ``&quot;0p&quot;``, ``&quot;0s&quot;``. How many red fives a rule set may have: none, or one each of 5m, 5p, 5s. Pure data, so the settings dialog may read it too. English display names, index = tile code (the kinds, then the red fives 0m 0p 0s): &quot;1 character&quot;, &quot;2 characters&quot;, &quot;1 dot&quot; …, marked once for the catalogues (context &quot;Tile&quot;); the window and the command line show each language&apos;s name from its catalogue, and every language&apos;s names read back as the tile (:func:`parse_chinese`).</extracomment>
        <translation>一萬</translation>
    </message>
    <message>
        <source>1 dot</source>
        <translation>1筒</translation>
    </message>
    <message>
        <source>2 dots</source>
        <translation>2筒</translation>
    </message>
    <message>
        <source>3 dots</source>
        <translation>3筒</translation>
    </message>
    <message>
        <source>4 dots</source>
        <translation>4筒</translation>
    </message>
    <message>
        <source>5 dots</source>
        <extracomment>A word each shipped language must translate as the catalogue does (a loaded, current .qm).</extracomment>
        <translation>5筒</translation>
    </message>
    <message>
        <source>6 dots</source>
        <translation>6筒</translation>
    </message>
    <message>
        <source>7 dots</source>
        <translation>7筒</translation>
    </message>
    <message>
        <source>8 dots</source>
        <translation>8筒</translation>
    </message>
    <message>
        <source>9 dots</source>
        <translation>9筒</translation>
    </message>
    <message>
        <source>1 bamboo</source>
        <translation>1索</translation>
    </message>
    <message>
        <source>2 bamboo</source>
        <translation>2索</translation>
    </message>
    <message>
        <source>3 bamboo</source>
        <translation>3索</translation>
    </message>
    <message>
        <source>4 bamboo</source>
        <translation>4索</translation>
    </message>
    <message>
        <source>5 bamboo</source>
        <translation>5索</translation>
    </message>
    <message>
        <source>6 bamboo</source>
        <translation>6索</translation>
    </message>
    <message>
        <source>7 bamboo</source>
        <translation>7索</translation>
    </message>
    <message>
        <source>8 bamboo</source>
        <translation>8索</translation>
    </message>
    <message>
        <source>9 bamboo</source>
        <translation>9索</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
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
        <translation>發</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>中</translation>
    </message>
    <message>
        <source>red 5 characters</source>
        <translation>赤五萬</translation>
    </message>
    <message>
        <source>red 5 dots</source>
        <translation>赤5筒</translation>
    </message>
    <message>
        <source>red 5 bamboo</source>
        <translation>赤5索</translation>
    </message>
</context>
<context>
    <name>Tile short</name>
    <message>
        <source>East</source>
        <extracomment>The red fives&apos; codes by suit (m, p, s). The honours&apos; short names, index = honour (East first), for a sentence of the terminal where a tile is named among codes (a Chinese learner reads 东 where the window&apos;s label says 东风): marked in context &quot;Tile short&quot;; a number tile&apos;s short name is its name.</extracomment>
        <translation>東</translation>
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
        <translation>發</translation>
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
        <translation>リーチ者は門前でなければなりません：副露とリーチは両立しません（暗槓は可）。</translation>
    </message>
    <message>
        <source>Dora indicators count under the riichi rules.</source>
        <translation>ドラ表示牌はリーチ麻雀のルールで数えます。</translation>
    </message>
    <message>
        <source>No meld can be made with that tile.</source>
        <translation>その牌では副露を作れません。</translation>
    </message>
    <message>
        <source>No chow can be made with that tile.</source>
        <translation>その牌ではチーできません。</translation>
    </message>
    <message>
        <source>A discard can be called by a hand waiting for its next tile: 13 tiles (3n+1).</source>
        <translation>鳴けるのは次の牌を待つ手牌だけ：13 枚（3n+1）。</translation>
    </message>
    <message>
        <source>Add tile</source>
        <translation>牌を加える</translation>
    </message>
    <message>
        <source>Remove tile</source>
        <translation>牌を除く</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>切る</translation>
    </message>
    <message>
        <source>Declare meld</source>
        <translation>副露を入力</translation>
    </message>
    <message>
        <source>Remove meld</source>
        <translation>副露を除く</translation>
    </message>
    <message>
        <source>Mark seen</source>
        <translation>見えている牌に指定</translation>
    </message>
    <message>
        <source>Unmark seen</source>
        <translation>見えている牌から外す</translation>
    </message>
    <message>
        <source>Add to pond</source>
        <translation>河に加える</translation>
    </message>
    <message>
        <source>Take back from pond</source>
        <translation>河から戻す</translation>
    </message>
    <message>
        <source>Mark riichi</source>
        <translation>リーチを指定</translation>
    </message>
    <message>
        <source>Unmark riichi</source>
        <translation>リーチの指定を外す</translation>
    </message>
    <message>
        <source>Declare opponent&apos;s meld</source>
        <translation>相手の副露を入力</translation>
    </message>
    <message>
        <source>Remove opponent&apos;s meld</source>
        <translation>相手の副露を除く</translation>
    </message>
    <message>
        <source>Offer tile</source>
        <translation>捨て牌を置く</translation>
    </message>
    <message>
        <source>Clear offered tile</source>
        <translation>捨て牌を取り消す</translation>
    </message>
    <message>
        <source>The winning tile must be a tile of the hand.</source>
        <translation>和了り牌は手牌の牌でなければなりません。</translation>
    </message>
    <message>
        <source>Pick winning tile</source>
        <translation>和了り牌を選ぶ</translation>
    </message>
    <message>
        <source>Add winning tile</source>
        <translation>和了り牌を加える</translation>
    </message>
    <message>
        <source>Pick the winning tile in the hand, or build 13 tiles and click the tile that completes them.</source>
        <translation>手牌で和了り牌を選ぶか、13 枚を作ってそれを完成させる牌をクリックしてください。</translation>
    </message>
    <message>
        <source>Best winning tile</source>
        <translation>最も高くなる和了り牌</translation>
    </message>
    <message>
        <source>At most {n} dora indicators: the first and one after each kong.</source>
        <translation>ドラ表示牌は最大 {n} 枚：最初の 1 枚と槓ごとに 1 枚。</translation>
    </message>
    <message>
        <source>Add dora indicator</source>
        <translation>ドラ表示牌を加える</translation>
    </message>
    <message>
        <source>Remove dora indicator</source>
        <translation>ドラ表示牌を除く</translation>
    </message>
    <message>
        <source>Change situation</source>
        <translation>状況を変更</translation>
    </message>
    <message>
        <source>Type hand</source>
        <translation>手牌を入力</translation>
    </message>
    <message>
        <source>The clipboard holds no hand</source>
        <translation>クリップボードに手牌がありません</translation>
    </message>
    <message>
        <source>Paste hand</source>
        <translation>手牌を貼り付け</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Random hand</source>
        <translation>ランダムな手牌</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>手牌を開く</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>局面を開く</translation>
    </message>
    <message>
        <source>Plain fives</source>
        <translation>赤五を普通の五に</translation>
    </message>
    <message>
        <source>These rules have no red fives: each red five is a plain five now.</source>
        <translation>このルールには赤五がありません：赤五はすべて普通の五になりました。</translation>
    </message>
</context>
<context>
    <name>TrainerPage</name>
    <message>
        <source>Add tile</source>
        <extracomment>The click modes of the mode bar (and the window&apos;s Hand menu), in their order.</extracomment>
        <translation>牌を加える</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <source>A palette click adds the tile to the hand.</source>
        <translation>パレットをクリックすると、その牌を手牌に加えます。</translation>
    </message>
    <message>
        <source>A palette click declares a chow holding the tile.</source>
        <translation>パレットをクリックすると、その牌を含むチーを入力します。</translation>
    </message>
    <message>
        <source>A palette click declares a pung of the tile.</source>
        <translation>パレットをクリックすると、その牌のポンを入力します。</translation>
    </message>
    <message>
        <source>A palette click declares an open kong.</source>
        <translation>パレットをクリックすると、明槓を入力します。</translation>
    </message>
    <message>
        <source>A palette click declares a concealed kong.</source>
        <translation>パレットをクリックすると、暗槓を入力します。</translation>
    </message>
    <message>
        <source>A palette click marks the tile as seen (a discard, an indicator, another player&apos;s meld).</source>
        <translation>パレットをクリックすると、その牌を見えている牌に指定します（捨て牌、表示牌、他家の副露）。</translation>
    </message>
    <message>
        <source>Click mode:</source>
        <translation>クリックモード：</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手牌</translation>
    </message>
    <message>
        <source>Opponents&apos; ponds (defence)</source>
        <translation>相手の河（守備）</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>牌理分析</translation>
    </message>
    <message>
        <source>How the hand won</source>
        <translation>和了りの状況</translation>
    </message>
    <message>
        <source>Practice deal</source>
        <translation>練習の一局</translation>
    </message>
    <message>
        <source>Discard a tile: the analysis of each discard shows here once it is graded.</source>
        <translation>牌を切ってください：各打牌の分析は評価が済むとここに表示されます。</translation>
    </message>
</context>
<context>
    <name>WaitKind</name>
    <message>
        <source>two-sided (ryanmen)</source>
        <extracomment>Each wait kind&apos;s name by its value, the English word with the common (Japanese) term, marked for the catalogues (context &quot;WaitKind&quot;: 两面 嵌张 边张 单钓 双碰 in Chinese).</extracomment>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed (kanchan)</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge (penchan)</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>single (tanki)</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>dual pung (shanpon)</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>thirteen-sided</source>
        <translation>十三面</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>組み合わせ</translation>
    </message>
</context>
<context>
    <name>XML</name>
    <message>
        <source>syntax error</source>
        <translation>構文エラー</translation>
    </message>
    <message>
        <source>not well-formed (invalid token)</source>
        <translation>整形式ではありません（不正なトークン）</translation>
    </message>
    <message>
        <source>no element found</source>
        <translation>要素がありません</translation>
    </message>
    <message>
        <source>unclosed token</source>
        <translation>トークンが閉じていません</translation>
    </message>
    <message>
        <source>mismatched tag</source>
        <translation>タグが対応していません</translation>
    </message>
    <message>
        <source>junk after document element</source>
        <translation>文書要素の後に余分な内容があります</translation>
    </message>
    <message>
        <source>undefined entity</source>
        <translation>未定義の実体参照</translation>
    </message>
    <message>
        <source>duplicate attribute</source>
        <translation>属性が重複しています</translation>
    </message>
    <message>
        <source>{fault}: line {line}, column {column}</source>
        <translation>{fault}：{line} 行 {column} 列目</translation>
    </message>
</context>
<context>
    <name>Yaku</name>
    <message>
        <source>Fully concealed self-draw</source>
        <extracomment>Our id, English name (marked for the catalogues, context &quot;Yaku&quot;: the window translates it from here) and romaji of every yaku the package knows, by its ``yaku_id``.</extracomment>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Open riichi</source>
        <translation>オープン立直</translation>
    </message>
    <message>
        <source>One shot</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>After a kong</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Last tile self-drawn</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>Double open riichi</source>
        <translation>ダブルオープン立直</translation>
    </message>
    <message>
        <source>Mangan at draw</source>
        <translation>流し満貫</translation>
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
        <translation>一盃口</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>役牌 白</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>役牌 發</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>役牌 中</translation>
    </message>
    <message>
        <source>Seat wind: East</source>
        <translation>自風 東</translation>
    </message>
    <message>
        <source>Seat wind: South</source>
        <translation>自風 南</translation>
    </message>
    <message>
        <source>Seat wind: West</source>
        <translation>自風 西</translation>
    </message>
    <message>
        <source>Seat wind: North</source>
        <translation>自風 北</translation>
    </message>
    <message>
        <source>Round wind: East</source>
        <translation>場風 東</translation>
    </message>
    <message>
        <source>Round wind: South</source>
        <translation>場風 南</translation>
    </message>
    <message>
        <source>Round wind: West</source>
        <translation>場風 西</translation>
    </message>
    <message>
        <source>Round wind: North</source>
        <translation>場風 北</translation>
    </message>
    <message>
        <source>Mixed triple sequence</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>一気通貫</translation>
    </message>
    <message>
        <source>Half outside hand</source>
        <translation>混全帯幺九</translation>
    </message>
    <message>
        <source>All terminals and honours</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <source>All triplets</source>
        <translation>対々和</translation>
    </message>
    <message>
        <source>Three concealed triplets</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>Three kongs</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <source>Triple triplets</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
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
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <source>Twice pure double sequence</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <source>Full flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>九蓮宝燈</translation>
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
        <translation>緑一色</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>All honours</source>
        <translation>字一色</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <source>Big wheels</source>
        <translation>大車輪</translation>
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
        <translation>国士無双十三面待ち</translation>
    </message>
    <message>
        <source>Four concealed triplets, pair wait</source>
        <translation>四暗刻単騎</translation>
    </message>
    <message>
        <source>True nine gates</source>
        <translation>純正九蓮宝燈</translation>
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
        <translation>人和（役満）</translation>
    </message>
    <message>
        <source>Dealing into open riichi</source>
        <translation>オープン立直への放銃</translation>
    </message>
    <message>
        <source>Eight consecutive wins</source>
        <translation>八連荘</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Red five</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
</context>
</TS>
