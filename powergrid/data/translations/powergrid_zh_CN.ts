<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Analysis</name>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>不精确</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>严重失误</translation>
    </message>
</context>
<context>
    <name>AnalysisBoard</name>
    <message>
        <source>Set-up</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 回合</translation>
    </message>
    <message>
        <source>Analysis board</source>
        <translation>复盘分析</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>评价</translation>
    </message>
    <message>
        <source>What would the coach do here?</source>
        <translation>教练在这里会怎么做？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Round {n}, {phase}: {name} to play</source>
        <translation>第 {n} 回合，{phase}：轮到 {name}</translation>
    </message>
    <message>
        <source>After {k} of {total} actions. {where}</source>
        <translation>共 {total} 步中的第 {k} 步之后。{where}</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>教练正在思考…</translation>
    </message>
    <message>
        <source>The coach plays: {choice}</source>
        <translation>教练的选择：{choice}</translation>
    </message>
    <message>
        <source>or: {choice}</source>
        <translation>或：{choice}</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>评价已取消。</translation>
    </message>
    <message>
        <source>The coach failed: {error}</source>
        <translation>教练出错：{error}</translation>
    </message>
    <message>
        <source>Reviewed turns: {best} best, {good} good, {inaccuracy} inaccuracies, {mistake} mistakes, {blunder} blunders.</source>
        <translation>已评价的操作：最佳 {best}，良好 {good}，不精确 {inaccuracy}，失误 {mistake}，严重失误 {blunder}。</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>实际走法：{move}</translation>
    </message>
    <message>
        <source>Better, the coach&apos;s choice: {choice}</source>
        <translation>更好：教练的选择是 {choice}</translation>
    </message>
    <message>
        <source>The move played: {difference}</source>
        <translation>实际走法的结果：{difference}</translation>
    </message>
</context>
<context>
    <name>BidPage</name>
    <message>
        <source>Your bid:</source>
        <translation>你的出价：</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>出价</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Auction of plant &lt;b&gt;{plant}&lt;/b&gt; ({plant_tip}). Highest bid &lt;b&gt;{bid}&lt;/b&gt; by {leader}. You have {money} Elektro.</source>
        <translation>竞投发电厂 &lt;b&gt;{plant}&lt;/b&gt;（{plant_tip}）。最高出价 &lt;b&gt;{bid}&lt;/b&gt;，出价者 {leader}。你有 {money} 元。</translation>
    </message>
    <message>
        <source>Enter: bid · Esc: minimum raise</source>
        <translation>Enter：出价 · Esc：恢复最低出价</translation>
    </message>
</context>
<context>
    <name>BuildPage</name>
    <message>
        <source>Click cities on the map or type their names; green rings are affordable.</source>
        <translation>在地图上点击城市或输入城市名；绿色圆圈表示买得起。</translation>
    </message>
    <message>
        <source>City name, then Enter</source>
        <translation>城市名，然后按 Enter</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>建设</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>Cheapest order</source>
        <translation>最便宜顺序</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>结束行动</translation>
    </message>
    <message>
        <source>no city in play is named “{name}”</source>
        <translation>没有名为「{name}」的城市在游戏中</translation>
    </message>
    <message>
        <source>“{name}” could be {cities}: type more of the name</source>
        <translation>「{name}」可能是 {cities}：请多输入几个字</translation>
    </message>
    <message>
        <source>{n}. {city} for {cost} Elektro
    path: {path}</source>
        <translation>{n}. {city}，{cost} 元
    路线：{path}</translation>
    </message>
    <message>
        <source>{n}. {city} for {cost} Elektro</source>
        <translation>{n}. {city}，{cost} 元</translation>
    </message>
    <message>
        <source>Total &lt;b&gt;{total}&lt;/b&gt; for {n} · {left} left · {more} more affordable</source>
        <translation>合计 &lt;b&gt;{total}&lt;/b&gt;，{n} · 剩余 {left} · 另有 {more} 座买得起</translation>
    </message>
    <message>
        <source>{city}: planned as no. {n} for {cost} Elektro (click to remove)</source>
        <translation>{city}：计划第 {n} 座，{cost} 元（点击移除）</translation>
    </message>
    <message>
        <source>{city}: no free place for you</source>
        <translation>{city}：没有你的空位</translation>
    </message>
    <message>
        <source>{city}: {price} Elektro (house {house} + connection {connection})</source>
        <translation>{city}：{price} 元（房屋 {house} + 连接费 {connection}）</translation>
    </message>
    <message>
        <source>{city}: {price} Elektro (house {house} + connection {connection}) — too dear</source>
        <translation>{city}：{price} 元（房屋 {house} + 连接费 {connection}）— 太贵</translation>
    </message>
    <message>
        <source>End your turn and drop your plan?</source>
        <translation>结束行动并放弃计划？</translation>
    </message>
    <message>
        <source>These planned cities are not built: {cities}.</source>
        <translation>这些计划中的城市不会建设：{cities}。</translation>
    </message>
    <message>
        <source>End your turn without building?</source>
        <translation>不建设就结束行动？</translation>
    </message>
    <message>
        <source>You have built nothing this turn, and {n} cities are within your money (the cheapest: {city} for {price} Elektro).</source>
        <translation>你本回合还没有建设，而有 {n} 座城市你买得起（最便宜的：{city}，{price} 元）。</translation>
    </message>
    <message>
        <source>Type a city, Enter: plan it · Enter: build (no plan: end turn) · Esc: clear</source>
        <translation>输入城市，Enter：加入计划 · Enter：建设（无计划：结束行动）· Esc：清除</translation>
    </message>
</context>
<context>
    <name>BuildQuote</name>
    <message>
        <source>{city}: your city</source>
        <translation>{city}：你的城市</translation>
    </message>
    <message>
        <source>{city}: no free place for you</source>
        <translation>{city}：没有你的空位</translation>
    </message>
    <message>
        <source>{city}: {price} = connection {connection} + house {house}</source>
        <translation>{city}：{price} = 连接费 {connection} + 房屋 {house}</translation>
    </message>
    <message>
        <source>{city}: {price} = connection {connection} + house {house} — you cannot afford it</source>
        <translation>{city}：{price} = 连接费 {connection} + 房屋 {house} — 你付不起</translation>
    </message>
    <message>
        <source>no place</source>
        <translation>无空位</translation>
    </message>
</context>
<context>
    <name>BureaucracyPage</name>
    <message>
        <source>Choose the plants that run:</source>
        <translation>选择运作的发电厂：</translation>
    </message>
    <message>
        <source>Coal burnt by hybrids:</source>
        <translation>混合发电厂烧的煤：</translation>
    </message>
    <message>
        <source>Run and collect income</source>
        <translation>发电并领取收入</translation>
    </message>
    <message>
        <source>Plant {plant}: {plant_tip}</source>
        <translation>发电厂 {plant}：{plant_tip}</translation>
    </message>
    <message>
        <source>oil: {oil}</source>
        <translation>石油：{oil}</translation>
    </message>
    <message>
        <source>Powers &lt;b&gt;{powered}&lt;/b&gt; of your {cities} cities → income &lt;b&gt;{income}&lt;/b&gt; Elektro</source>
        <translation>为你 {cities} 座城市中的 &lt;b&gt;{powered}&lt;/b&gt; 座供电 → 收入 &lt;b&gt;{income}&lt;/b&gt; 元</translation>
    </message>
    <message>
        <source>Power fewer cities than you could?</source>
        <translation>供电的城市比能供电的少？</translation>
    </message>
    <message>
        <source>This choice powers {chosen} cities for {income} Elektro; your plants and fuel could power {best} for {best_income} Elektro.</source>
        <translation>这样选择为 {chosen} 座城市供电，收入 {income} 元；你的发电厂和资源可以为 {best} 座供电，收入 {best_income} 元。</translation>
    </message>
    <message>
        <source>Space: run a plant or not · Enter: run and collect income</source>
        <translation>空格键：是否让发电厂发电 · Enter：发电并领取收入</translation>
    </message>
</context>
<context>
    <name>ChanceGraph</name>
    <message>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>胜率</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something to the table…</source>
        <translation>对整桌说点什么…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Who at this screen speaks</source>
        <translation>在此屏幕上由谁发言</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}：{text}</translation>
    </message>
</context>
<context>
    <name>ChoosePage</name>
    <message>
        <source>Choose a plant to auction (or click it in the market):</source>
        <translation>选择要竞投的发电厂（或在市场中点击）：</translation>
    </message>
    <message>
        <source>Opening bid:</source>
        <translation>起拍价：</translation>
    </message>
    <message>
        <source>Offer plant</source>
        <translation>提出竞投</translation>
    </message>
    <message>
        <source>Pass this round</source>
        <translation>本回合放弃</translation>
    </message>
    <message>
        <source>In round 1 every player buys a plant</source>
        <translation>第 1 回合每位玩家都要买一座发电厂</translation>
    </message>
    <message>
        <source>←/→: plant · Enter: offer · Esc: minimum bid</source>
        <translation>←/→：选发电厂 · Enter：提出竞投 · Esc：恢复最低出价</translation>
    </message>
    <message>
        <source>Buy no plant this round?</source>
        <translation>本回合不买发电厂？</translation>
    </message>
    <message>
        <source>If you pass now you take no part in this round&apos;s auction any more: you cannot buy a power plant before the next round.</source>
        <translation>如果现在放弃，你就不再参加本回合的竞投：下一回合之前你不能购买发电厂。</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>1 city</source>
        <translation>1 座城市</translation>
    </message>
    <message>
        <source>{n} cities</source>
        <translation>{n} 座城市</translation>
    </message>
    <message>
        <source>no more cities</source>
        <translation>没有新增城市</translation>
    </message>
    <message>
        <source>1 fewer city</source>
        <translation>少 1 座城市</translation>
    </message>
    <message>
        <source>{n} fewer cities</source>
        <translation>少 {n} 座城市</translation>
    </message>
    <message>
        <source>1 more city</source>
        <translation>多 1 座城市</translation>
    </message>
    <message>
        <source>{n} more cities</source>
        <translation>多 {n} 座城市</translation>
    </message>
    <message>
        <source>with no fuel</source>
        <translation>无需资源</translation>
    </message>
    <message>
        <source>with {amount} coal or oil a round</source>
        <translation>每回合 {amount} 个煤或石油</translation>
    </message>
    <message>
        <source>with {amount} {resource} a round</source>
        <translation>每回合 {amount} 个{resource}</translation>
    </message>
    <message>
        <source>, replacing plant {plant}</source>
        <translation>，替换发电厂 {plant}</translation>
    </message>
    <message>
        <source>powers {cities} {fuel}{replacing}; {more} powered soon, about {per_round} a round</source>
        <translation>为 {cities}供电，{fuel}{replacing}；很快{more}获得供电，每回合约 {per_round}</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of building {cities}</source>
        <translation>以 {price} 买下后剩 {left}，建 {cities}还差 {short}</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>唯一的选择</translation>
    </message>
    <message>
        <source>{powers}; {money}</source>
        <translation>{powers}；{money}</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of its fuel and building {cities}</source>
        <translation>以 {price} 买下后剩 {left}，买资源并建 {cities}还差 {short}</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of its fuel</source>
        <translation>以 {price} 买下后剩 {left}，买资源还差 {short}</translation>
    </message>
    <message>
        <source>keep your {money} for fuel and cities (enough for {cities} at today&apos;s prices)</source>
        <translation>留着你的 {money}买资源和城市（按现价够建 {cities}）</translation>
    </message>
    <message>
        <source>fuel for {powered} (you have {count}); {left} left to build</source>
        <translation>资源够 {powered}供电（你有 {count}）；剩 {left} 用于建设</translation>
    </message>
    <message>
        <source>the game ends: {powered} powered against up to {rival}, you win</source>
        <translation>游戏结束：你供电 {powered} 座，对手最多 {rival} 座，你获胜</translation>
    </message>
    <message>
        <source>the game ends: {powered} powered against up to {rival}, you do not win</source>
        <translation>游戏结束：你供电 {powered} 座，对手最多 {rival} 座，你不会获胜</translation>
    </message>
    <message>
        <source>{cities}, {powered} powered with your fuel: income {income}</source>
        <translation>{cities}，你的资源可为其中 {powered} 座供电：收入 {income}</translation>
    </message>
    <message>
        <source>next round last in turn order: first to buy fuel and build</source>
        <translation>下回合玩家顺序最后：最先买资源和建设</translation>
    </message>
    <message>
        <source>next round first in turn order: last to buy fuel and build</source>
        <translation>下回合玩家顺序第一：最后买资源和建设</translation>
    </message>
    <message>
        <source>next round {place} of {players} in turn order</source>
        <translation>下回合玩家顺序第 {place}（共 {players} 人）</translation>
    </message>
    <message>
        <source>{built}; {left} left; {order}</source>
        <translation>{built}；剩 {left}；{order}</translation>
    </message>
    <message>
        <source>{powered} powered, income {income}, fuel worth {fuel} burnt</source>
        <translation>为 {powered}供电，收入 {income}，消耗价值 {fuel} 的资源</translation>
    </message>
    <message>
        <source>plant {plant} is worth about {value} to you, less than the next bid of {price}</source>
        <translation>发电厂 {plant} 对你约值 {value}，低于下一次出价 {price}</translation>
    </message>
    <message>
        <source>keep your {money} for fuel, cities and the plants still to come; plant {plant} would cost at least {price}</source>
        <translation>留着你的 {money}买资源、城市和之后的发电厂；发电厂 {plant} 至少要 {price}</translation>
    </message>
    <message>
        <source>keeps plants {plants}, which power {cities}</source>
        <translation>保留发电厂 {plants}，可为 {cities}供电</translation>
    </message>
    <message>
        <source>a win chance {points} points higher than with the next choice</source>
        <translation>胜率比次优选择高 {points} 个百分点</translation>
    </message>
    <message>
        <source>1 more city powered at the end than with the next choice</source>
        <translation>终局比次优选择多 1 座供电城市</translation>
    </message>
    <message>
        <source>{n} more cities powered at the end than with the next choice</source>
        <translation>终局比次优选择多 {n} 座供电城市</translation>
    </message>
    <message>
        <source>{amount} more at the end than with the next choice</source>
        <translation>终局比次优选择多 {amount}</translation>
    </message>
    <message>
        <source>no other choice does clearly better in the play-outs</source>
        <translation>在推演的对局中没有别的选择明显更好</translation>
    </message>
    <message>
        <source>a sale earns {income} now ({price} a city); after a round of waiting {later} a city</source>
        <translation>现在出售可得 {income}（每城市 {price}）；等待一回合后每城市 {later}</translation>
    </message>
    <message>
        <source>by round {round}, about {amount} more in hand than with the next choice</source>
        <translation>到第 {round} 回合手上的钱比次优选择多约 {amount}</translation>
    </message>
    <message>
        <source>by round {round}, more cities (worth about {amount}) than with the next choice</source>
        <translation>到第 {round} 回合城市比次优选择多（约值 {amount}）</translation>
    </message>
    <message>
        <source>by round {round}, more plant capacity (worth about {amount}) than with the next choice</source>
        <translation>到第 {round} 回合发电容量比次优选择多（约值 {amount}）</translation>
    </message>
    <message>
        <source>by round {round}, more fuel in store (worth about {amount}) than with the next choice</source>
        <translation>到第 {round} 回合储存的资源比次优选择多（约值 {amount}）</translation>
    </message>
    <message>
        <source>by round {round}, the strongest rival about {amount} weaker than with the next choice</source>
        <translation>到第 {round} 回合最强的对手比次优选择时弱约 {amount}</translation>
    </message>
    <message>
        <source>by round {round}, about {amount} better off than with the next choice</source>
        <translation>到第 {round} 回合比次优选择约多 {amount}</translation>
    </message>
    <message>
        <source>about as good</source>
        <translation>差不多一样好</translation>
    </message>
    <message>
        <source>about {amount} worse off by round {round}</source>
        <translation>到第 {round} 回合约少 {amount}</translation>
    </message>
    <message>
        <source>win chance {points} points lower</source>
        <translation>胜率低 {points} 个百分点</translation>
    </message>
    <message>
        <source>1 fewer city powered at the end</source>
        <translation>终局少 1 座供电城市</translation>
    </message>
    <message>
        <source>{n} fewer cities powered at the end</source>
        <translation>终局少 {n} 座供电城市</translation>
    </message>
    <message>
        <source>{amount} less at the end</source>
        <translation>终局少 {amount}</translation>
    </message>
    <message>
        <source>{n} fewer cities powered this round: {amount} less after fuel</source>
        <translation>本回合少供电 {n} 座城市：扣除资源费用后少 {amount}</translation>
    </message>
    <message>
        <source>Open plant {plant} and bid up to {limit}</source>
        <translation>拿出发电厂 {plant} 竞投，最高出价 {limit}</translation>
    </message>
    <message>
        <source>Pass this auction</source>
        <translation>放弃这次竞投</translation>
    </message>
    <message>
        <source>Bid {amount} on plant {plant} (go up to {limit})</source>
        <translation>对发电厂 {plant} 出价 {amount}（最高跟到 {limit}）</translation>
    </message>
    <message>
        <source>Let plant {plant} go at {price}</source>
        <translation>放弃发电厂 {plant}（最高出价 {price}）</translation>
    </message>
    <message>
        <source>Let plant {plant} go</source>
        <translation>放弃发电厂 {plant}</translation>
    </message>
    <message>
        <source>Discard plant {plant}</source>
        <translation>弃掉发电厂 {plant}</translation>
    </message>
    <message>
        <source>Buy {resources} for {cost}</source>
        <translation>花 {cost} 购买 {resources}</translation>
    </message>
    <message>
        <source>Buy nothing</source>
        <translation>什么都不买</translation>
    </message>
    <message>
        <source>Build {cities} for {cost}</source>
        <translation>花 {cost} 建设 {cities}</translation>
    </message>
    <message>
        <source>Build {cities} ({names}) for {cost}</source>
        <translation>花 {cost} 建设 {cities}（{names}）</translation>
    </message>
    <message>
        <source>Build nothing more</source>
        <translation>不再建设</translation>
    </message>
    <message>
        <source>Run plant {plants}</source>
        <translation>运作发电厂 {plants}</translation>
    </message>
    <message>
        <source>Run plants {plants}</source>
        <translation>运作发电厂 {plants}</translation>
    </message>
    <message>
        <source>Run no plant</source>
        <translation>不运作发电厂</translation>
    </message>
    <message>
        <source>Sell uranium</source>
        <translation>出售铀</translation>
    </message>
    <message>
        <source>Keep the uranium</source>
        <translation>保留铀</translation>
    </message>
    <message>
        <source>bid {amount} on plant {plant}</source>
        <translation>对发电厂 {plant} 出价 {amount}</translation>
    </message>
    <message>
        <source>pass on plant {plant}</source>
        <translation>放弃发电厂 {plant}</translation>
    </message>
    <message>
        <source>open plant {plant} at {bid}</source>
        <translation>拿出发电厂 {plant} 竞投，出价 {bid}</translation>
    </message>
    <message>
        <source>bid {amount}</source>
        <translation>出价 {amount}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>discard plant {plant}</source>
        <translation>弃掉发电厂 {plant}</translation>
    </message>
    <message>
        <source>buy {amount} {resource}</source>
        <translation>购买 {amount} 个{resource}</translation>
    </message>
    <message>
        <source>build in {city}</source>
        <translation>在 {city} 建设</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>结束行动</translation>
    </message>
    <message>
        <source>sell uranium</source>
        <translation>出售铀</translation>
    </message>
    <message>
        <source>keep the uranium</source>
        <translation>保留铀</translation>
    </message>
    <message>
        <source>run no plant</source>
        <translation>不运作发电厂</translation>
    </message>
    <message>
        <source>run plants {plants} ({coal} coal in hybrids)</source>
        <translation>运作发电厂 {plants}（混合发电厂烧 {coal} 个煤）</translation>
    </message>
    <message>
        <source>run plants {plants}</source>
        <translation>运作发电厂 {plants}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>moves separator</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>竞投</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>购买资源</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>建设</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>行政管理</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <source>Coach</source>
        <translation>教练</translation>
    </message>
</context>
<context>
    <name>CoachHooks</name>
    <message>
        <source>C&amp;oach</source>
        <translation>教练(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Analyse this game…</source>
        <translation>分析本局(&amp;A)…</translation>
    </message>
    <message>
        <source>Analyse a &amp;saved game…</source>
        <translation>分析已保存的游戏(&amp;S)…</translation>
    </message>
    <message>
        <source>Analyse a saved game</source>
        <translation>分析已保存的游戏</translation>
    </message>
    <message>
        <source>Cannot analyse</source>
        <translation>无法分析</translation>
    </message>
    <message>
        <source>Analyse the game…</source>
        <translation>分析本局…</translation>
    </message>
    <message>
        <source>Show &amp;win chances</source>
        <translation>显示胜率(&amp;W)</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>What would the Expert computer player do now? (H)</source>
        <translation>专家电脑现在会怎么做？(H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No decision of yours to help with.</source>
        <translation>现在没有需要你做的决定。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>提示已取消。</translation>
    </message>
    <message>
        <source>{label}: {why}</source>
        <translation>{label}：{why}</translation>
    </message>
    <message>
        <source>What decides it: {why}</source>
        <translation>决定因素：{why}</translation>
    </message>
    <message>
        <source>or {label} ({difference}): {why}</source>
        <translation>或 {label}（{difference}）：{why}</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>无提示：{reason}</translation>
    </message>
</context>
<context>
    <name>ComputerMoves</name>
    <message>
        <source>{name} buys plant {plant} for {price}</source>
        <translation>{name} 以 {price} 买下发电厂 {plant}</translation>
    </message>
    <message>
        <source>{name} buys {n} {kind} for {cost}</source>
        <translation>{name} 以 {cost} 买下 {n} 个{kind}</translation>
    </message>
    <message>
        <source>{name} builds in {city} for {price}</source>
        <translation>{name} 以 {price} 在 {city} 建设</translation>
    </message>
    <message>
        <source>What the computer just did (click or Space to skip)</source>
        <translation>电脑刚才的行动（点击或按空格跳过）</translation>
    </message>
</context>
<context>
    <name>DecisionDock</name>
    <message>
        <source>Your move</source>
        <translation>你的行动</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>1 city</source>
        <translation>1 座城市</translation>
    </message>
    <message>
        <source>{n} cities</source>
        <translation>{n} 座城市</translation>
    </message>
    <message>
        <source>{fuel} → {cities}</source>
        <translation>{fuel} → {cities}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game over&lt;/b&gt;</source>
        <translation>&lt;b&gt;游戏结束&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: {decision}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：{decision}</translation>
    </message>
    <message>
        <source>Your turn, {player}.</source>
        <translation>轮到你了，{player}。</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>不允许：{reason}</translation>
    </message>
</context>
<context>
    <name>Decisions</name>
    <message>
        <source>choose a power plant to auction, or pass</source>
        <translation>选择一座发电厂进行竞投，或放弃</translation>
    </message>
    <message>
        <source>choose a power plant to auction</source>
        <translation>选择一座发电厂进行竞投</translation>
    </message>
    <message>
        <source>bid on plant {plant} (highest bid {bid}) or pass</source>
        <translation>对发电厂 {plant} 出价（目前最高 {bid}）或放弃</translation>
    </message>
    <message>
        <source>discard a power plant (one above the limit)</source>
        <translation>弃掉一座发电厂（超出上限）</translation>
    </message>
    <message>
        <source>buy resources, then end the turn</source>
        <translation>购买资源，然后结束行动</translation>
    </message>
    <message>
        <source>build in cities, then end the turn</source>
        <translation>在城市建设，然后结束行动</translation>
    </message>
    <message>
        <source>choose which power plants run</source>
        <translation>选择要运作的发电厂</translation>
    </message>
    <message>
        <source>sell the mines&apos; uranium or keep it</source>
        <translation>出售铀矿的铀或保留</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>游戏已结束</translation>
    </message>
    <message>
        <source>No game is running. Start a new game or load one.</source>
        <translation>目前没有进行中的游戏。请开始新游戏或载入存档。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <source>{player} (computer)</source>
        <translation>{player}（电脑）</translation>
    </message>
    <message>
        <source>Round {round}, step {step} · {player}: {decision}</source>
        <translation>第 {round} 回合（第 {step} 阶段）· {player}：{decision}</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>Original game</source>
        <translation>原版</translation>
    </message>
    <message>
        <source>Original game + extra plants (example)</source>
        <translation>原版 + 额外发电厂（示例）</translation>
    </message>
    <message>
        <source>Original game twice (example for the inactive area)</source>
        <translation>原版双份（非活动区示例）</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>Discard</source>
        <translation>弃掉</translation>
    </message>
    <message>
        <source>You own more plants than allowed ({limit}). Choose one to discard; fuel that does not fit the others goes back to the supply.</source>
        <translation>你的发电厂超过上限（{limit}）。选择一座弃掉；其余发电厂放不下的资源退回供应区。</translation>
    </message>
    <message>
        <source>Discard plant {plant} ({fuel}) — keep {kept}</source>
        <translation>弃掉发电厂 {plant}（{fuel}）— 保留 {kept}</translation>
    </message>
    <message>
        <source>Discard plant {plant} ({fuel})</source>
        <translation>弃掉发电厂 {plant}（{fuel}）</translation>
    </message>
    <message>
        <source>Discard plant {plant}?</source>
        <translation>弃掉发电厂 {plant}？</translation>
    </message>
    <message>
        <source>↑/↓: plant · Enter: discard the chosen plant</source>
        <translation>↑/↓：选发电厂 · Enter：弃掉所选发电厂</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>eco</source>
        <translation>环保</translation>
    </message>
    <message>
        <source>{amount} coal/oil</source>
        <translation>{amount} 煤/石油</translation>
    </message>
    <message>
        <source>The Step 3 card: cannot be bought</source>
        <translation>第三阶段卡：不能购买</translation>
    </message>
    <message>
        <source>Plant {plant}: {fuel} → powers 1 city</source>
        <translation>发电厂 {plant}：{fuel} → 供电 1 座城市</translation>
    </message>
    <message>
        <source>Plant {plant}: {fuel} → powers {cities} cities</source>
        <translation>发电厂 {plant}：{fuel} → 供电 {cities} 座城市</translation>
    </message>
    <message>
        <source>STEP
3</source>
        <translation>第三
阶段</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>no plant this round</source>
        <translation>本回合不买发电厂</translation>
    </message>
    <message>
        <source>may not buy this plant</source>
        <translation>不得购买此发电厂</translation>
    </message>
    <message>
        <source>too small for the largest network</source>
        <translation>小于最大网络的城市数</translation>
    </message>
    <message>
        <source>no plant was sold this round</source>
        <translation>本回合没有售出发电厂</translation>
    </message>
    <message>
        <source>Step 3 begins</source>
        <translation>第三阶段开始</translation>
    </message>
    <message>
        <source>Step 2 begins</source>
        <translation>第二阶段开始</translation>
    </message>
    <message>
        <source>bureaucracy in step 3</source>
        <translation>第三阶段的行政管理</translation>
    </message>
    <message>
        <source>the lowest plant once the stack has run out twice</source>
        <translation>牌堆第二次用完后最小的发电厂</translation>
    </message>
    <message>
        <source>the lowest plant leaves the market every round</source>
        <translation>每回合最小的发电厂离开市场</translation>
    </message>
    <message>
        <source>cannot outbid {bid}</source>
        <translation>无法高于 {bid}</translation>
    </message>
    <message>
        <source>Round {round} begins. Player order: {order}.</source>
        <translation>第 {round} 回合开始。玩家顺序：{order}。</translation>
    </message>
    <message>
        <source>Phase: {phase}.</source>
        <translation>步骤：{phase}。</translation>
    </message>
    <message>
        <source>New player order: {order}.</source>
        <translation>新的玩家顺序：{order}。</translation>
    </message>
    <message>
        <source>{player} puts plant {plant} up for auction at {bid}.</source>
        <translation>{player} 以 {bid} 起价竞投发电厂 {plant}。</translation>
    </message>
    <message>
        <source>{player} bids {amount}.</source>
        <translation>{player} 出价 {amount}。</translation>
    </message>
    <message>
        <source>{player} passes ({reason}).</source>
        <translation>{player} 放弃（{reason}）。</translation>
    </message>
    <message>
        <source>{player} buys plant {plant} for {price}.</source>
        <translation>{player} 以 {price} 买下发电厂 {plant}。</translation>
    </message>
    <message>
        <source>{player} discards plant {plant}; {resources} go back to the supply.</source>
        <translation>{player} 弃掉发电厂 {plant}；{resources} 放回供应区。</translation>
    </message>
    <message>
        <source>{player} discards plant {plant}.</source>
        <translation>{player} 弃掉发电厂 {plant}。</translation>
    </message>
    <message>
        <source>The Step 3 card is drawn.</source>
        <translation>抽到了第三阶段卡。</translation>
    </message>
    <message>
        <source>Plant {plant} is drawn.</source>
        <translation>抽出发电厂 {plant}。</translation>
    </message>
    <message>
        <source>The Step 3 card leaves the game ({reason}).</source>
        <translation>第三阶段卡移出游戏（{reason}）。</translation>
    </message>
    <message>
        <source>Plant {plant} leaves the game ({reason}).</source>
        <translation>发电厂 {plant} 移出游戏（{reason}）。</translation>
    </message>
    <message>
        <source>Plant {plant} goes to the inactive area.</source>
        <translation>发电厂 {plant} 放入非活动区。</translation>
    </message>
    <message>
        <source>Plant {plant} goes under the draw stack.</source>
        <translation>发电厂 {plant} 放到牌堆底部。</translation>
    </message>
    <message>
        <source>Plant {plant} goes to the discard pile.</source>
        <translation>发电厂 {plant} 进入弃牌堆。</translation>
    </message>
    <message>
        <source>The stack has run out: the discard pile ({n} plants) is the new stack.</source>
        <translation>牌堆已用完：弃牌堆（{n} 座发电厂）成为新的牌堆。</translation>
    </message>
    <message>
        <source>The stack has run out again: every plant of the market is for sale.</source>
        <translation>牌堆再次用完：市场上所有发电厂均可购买。</translation>
    </message>
    <message>
        <source>{player} buys {amount} {resource} for {cost}.</source>
        <translation>{player} 以 {cost} 购买 {amount} 个{resource}。</translation>
    </message>
    <message>
        <source>{player} builds in {city} for {total} ({house} house, {connection} connection).</source>
        <translation>{player} 在 {city} 建设，花费 {total}（房屋 {house}，连接费 {connection}）。</translation>
    </message>
    <message>
        <source>{player} builds in {city} for {total}.</source>
        <translation>{player} 在 {city} 建设，花费 {total}。</translation>
    </message>
    <message>
        <source>{player} ends the turn ({phase}).</source>
        <translation>{player} 结束行动（{phase}）。</translation>
    </message>
    <message>
        <source>{player} buys from the North market this turn.</source>
        <translation>{player} 本回合在北方市场购买。</translation>
    </message>
    <message>
        <source>{player} buys from the South market this turn.</source>
        <translation>{player} 本回合在南方市场购买。</translation>
    </message>
    <message>
        <source>{player} keeps the uranium of the mines.</source>
        <translation>{player} 保留了铀矿的铀。</translation>
    </message>
    <message>
        <source>{player} sells uranium at {price} a city and earns {income}.</source>
        <translation>{player} 以每城市 {price} 的价格出售铀，获得 {income}。</translation>
    </message>
    <message>
        <source>{player} −{cut}</source>
        <translation>{player} −{cut}</translation>
    </message>
    <message>
        <source>Power outage in round {round}: {built} cities built, more than {most}. Every income falls by {penalty} a city owned, never below 0: {cuts}.</source>
        <translation>第 {round} 回合停电：本回合建设了 {built} 座城市，超过 {most} 座。每位玩家的收入按其拥有的每座城市减少 {penalty}，最低为 0：{cuts}。</translation>
    </message>
    <message>
        <source>{player} powers 1 city and earns {income}. Burnt: {resources}.</source>
        <translation>{player} 为 1 座城市供电，收入 {income}。消耗：{resources}。</translation>
    </message>
    <message>
        <source>{player} powers {count} cities and earns {income}. Burnt: {resources}.</source>
        <translation>{player} 为 {count} 座城市供电，收入 {income}。消耗：{resources}。</translation>
    </message>
    <message>
        <source>{player} powers 1 city and earns {income}.</source>
        <translation>{player} 为 1 座城市供电，收入 {income}。</translation>
    </message>
    <message>
        <source>{player} powers {count} cities and earns {income}.</source>
        <translation>{player} 为 {count} 座城市供电，收入 {income}。</translation>
    </message>
    <message>
        <source>The resource market is refilled: {resources}.</source>
        <translation>资源市场补充：{resources}。</translation>
    </message>
    <message>
        <source>Step {step} begins.</source>
        <translation>第 {step} 阶段开始。</translation>
    </message>
    <message>
        <source>{place}. {player} ({count} powered)</source>
        <translation>第 {place} 名 {player}（供电 {count}）</translation>
    </message>
    <message>
        <source>Game over. {ranking}</source>
        <translation>游戏结束。{ranking}</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>the file does not exist</source>
        <extracomment>What the JSON reader refused (``JsonFileError.code``), as the end of a sentence.</extracomment>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>这是一个文件夹，不是文件</translation>
    </message>
    <message>
        <source>the system cannot open it ({detail})</source>
        <translation>系统无法打开它（{detail}）</translation>
    </message>
    <message>
        <source>the file name contains a NUL character</source>
        <translation>文件名中含有 NUL 字符</translation>
    </message>
    <message>
        <source>it is not a regular file but a pipe, device or socket</source>
        <translation>它不是普通文件，而是管道、设备或套接字</translation>
    </message>
    <message>
        <source>it is too large ({size} bytes; the limit is {limit})</source>
        <translation>文件过大（{size} 字节；上限为 {limit}）</translation>
    </message>
    <message>
        <source>the system cannot read it ({detail})</source>
        <translation>系统无法读取它（{detail}）</translation>
    </message>
    <message>
        <source>it is not UTF-8 text (byte {byte})</source>
        <translation>它不是 UTF-8 文本（第 {byte} 字节）</translation>
    </message>
    <message>
        <source>it is nested more than {limit} levels deep</source>
        <translation>嵌套超过 {limit} 层</translation>
    </message>
    <message>
        <source>it holds a number of {length} characters (the limit is {limit})</source>
        <translation>其中有一个长达 {length} 个字符的数字（上限为 {limit}）</translation>
    </message>
    <message>
        <source>it holds the number {number}, which is out of range</source>
        <translation>其中的数字 {number} 超出范围</translation>
    </message>
    <message>
        <source>it holds {name}, which JSON does not allow as a number</source>
        <translation>其中含有 {name}，JSON 不允许它作为数字</translation>
    </message>
    <message>
        <source>the text breaks off or is garbled at line {line}, column {column}</source>
        <translation>文本在第 {line} 行第 {column} 列中断或出现乱码</translation>
    </message>
    <message>
        <source>a text in it holds half a character (a lone surrogate escape)</source>
        <translation>其中的文本含有半个字符（孤立的代理项转义）</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <extracomment>``SaveError.code`` → sentence. ``{file}`` is the file&apos;s name; ``{problem}`` the JSON reader&apos;s refusal worded above; ``{reason}`` the engine&apos;s refusal of a move.</extracomment>
        <translation>没有可保存的游戏。</translation>
    </message>
    <message>
        <source>This game is played on the map “{map}”, too large for a save to carry: {detail}</source>
        <translation>本局游戏使用的地图“{map}”过大，存档无法容纳：{detail}</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be read: {problem}.</source>
        <translation>无法读取存档“{file}”：{problem}。</translation>
    </message>
    <message>
        <source>The save “{file}” is not valid JSON: {problem}. Perhaps it was cut short while it was written.</source>
        <translation>存档“{file}”不是有效的 JSON：{problem}。可能是写入时被截断了。</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be used: {problem}.</source>
        <translation>存档“{file}”无法使用：{problem}。</translation>
    </message>
    <message>
        <source>“{file}” is not a Power Grid save.</source>
        <translation>“{file}”不是电网存档。</translation>
    </message>
    <message>
        <source>The save “{file}” is written in save format version {version}; this program reads versions {readable}. It may come from a newer version of the game.</source>
        <translation>存档“{file}”使用第 {version} 版存档格式；本程序可读取的版本为 {readable}。它可能来自更新版本的游戏。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: it lacks the entries {entries}.</source>
        <translation>存档“{file}”已损坏：缺少条目 {entries}。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: it holds unknown entries {entries}.</source>
        <translation>存档“{file}”已损坏：含有未知条目 {entries}。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its seed is not a whole number.</source>
        <translation>存档“{file}”已损坏：其随机种子不是整数。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its moves are not a list.</source>
        <translation>存档“{file}”已损坏：其行动记录不是列表。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: a check value is not text.</source>
        <translation>存档“{file}”已损坏：某个校验值不是文本。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its recorded history is not a list of check values.</source>
        <translation>存档“{file}”已损坏：其历史记录不是校验值列表。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: the game&apos;s settings (map, seats, seed) do not match its recorded history.</source>
        <translation>存档“{file}”已被修改或损坏：游戏设置（地图、座位、随机种子）与历史记录不符。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: move {action} is not in its recorded history, which ends after {length} moves.</source>
        <translation>存档“{file}”已被修改或损坏：第 {action} 步不在历史记录中，历史记录只到第 {length} 步。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: move {action} does not match its recorded history.</source>
        <translation>存档“{file}”已被修改或损坏：第 {action} 步与历史记录不符。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: its history records {history} moves, but it holds only {actions}.</source>
        <translation>存档“{file}”已被修改：历史记录有 {history} 步，但文件中只有 {actions} 步。</translation>
    </message>
    <message>
        <source>The save “{file}” was altered: its final check value does not match its recorded history.</source>
        <translation>存档“{file}”已被改动：最终校验值与历史记录不符。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its game settings cannot be read ({detail}).</source>
        <translation>存档“{file}”已损坏：无法读取游戏设置（{detail}）。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: its game settings are not written the way this program writes them.</source>
        <translation>存档“{file}”已被修改：游戏设置的写法与本程序不同。</translation>
    </message>
    <message>
        <source>The save “{file}” is played on the map “{map}”, which is not a built-in map (built-in: {known}).</source>
        <translation>存档“{file}”使用地图“{map}”，它不是内置地图（内置：{known}）。</translation>
    </message>
    <message>
        <source>The save “{file}” names the deck “{deck}”, which is not a deck of the game (the game&apos;s decks: {known}). A save names the game&apos;s own decks or carries its deck whole; no other file is opened.</source>
        <translation>存档“{file}”指定了卡组“{deck}”，它不是游戏自带的卡组（游戏的卡组：{known}）。存档只能指定游戏自带的卡组或包含完整的卡组；不会打开任何其他文件。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: seat {seat} ({name}) is played by “{controller}”; allowed are {allowed}.</source>
        <translation>存档“{file}”已损坏：座位 {seat}（{name}）由“{controller}”操控；允许的是 {allowed}。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: move {action} cannot be read ({detail}).</source>
        <translation>存档“{file}”已损坏：无法读取第 {action} 步（{detail}）。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: move {action} is not written the way this program writes moves.</source>
        <translation>存档“{file}”已被修改：第 {action} 步的写法与本程序不同。</translation>
    </message>
    <message>
        <source>The game of the save “{file}” cannot be set up: {detail}</source>
        <translation>无法布置存档“{file}”中的游戏：{detail}</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be replayed: move {action} is not allowed. {reason}</source>
        <translation>无法重放存档“{file}”：第 {action} 步不合规则。{reason}</translation>
    </message>
    <message>
        <source>The save “{file}” was altered: its moves do not lead to the position it records.</source>
        <translation>存档“{file}”已被改动：其行动无法得到它记录的局面。</translation>
    </message>
    <message>
        <source>No map was named (built-in: {known}).</source>
        <extracomment>``MapError.code`` → sentence (the list of problems of an invalid map follows it).</extracomment>
        <translation>未指定地图（内置：{known}）。</translation>
    </message>
    <message>
        <source>There is no built-in map called “{name}” (built-in: {known}).</source>
        <translation>没有名为“{name}”的内置地图（内置：{known}）。</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be read: {problem}.</source>
        <translation>无法读取地图文件“{file}”：{problem}。</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be used: {problem}.</source>
        <translation>地图文件“{file}”无法使用：{problem}。</translation>
    </message>
    <message>
        <source>The map file “{file}” is not a valid map. Problems found: {count}</source>
        <translation>地图文件“{file}”不是有效的地图。发现的问题：{count} 个</translation>
    </message>
    <message>
        <source>{field}: the region “{name}” is listed twice (also {first})</source>
        <extracomment>The cross checks of a map file (``Problem.code``), one line each. ``{field}`` points into the file&apos;s JSON and is shown as it is. A line without a code (a field that does not parse) is shown as the engine writes it.</extracomment>
        <translation>{field}：区域“{name}”重复列出（另见 {first}）</translation>
    </message>
    <message>
        <source>{field}: the city “{name}” is listed twice (also {first})</source>
        <translation>{field}：城市“{name}”重复列出（另见 {first}）</translation>
    </message>
    <message>
        <source>{field}: the city “{city}” lies in the region “{region}”, which the map does not list</source>
        <translation>{field}：城市“{city}”位于区域“{region}”，但地图没有列出该区域</translation>
    </message>
    <message>
        <source>{field}: the map has no city “{name}”</source>
        <translation>{field}：地图上没有城市“{name}”</translation>
    </message>
    <message>
        <source>{field}: {a} and {b} are connected twice (also {first})</source>
        <translation>{field}：{a} 与 {b} 之间的连线重复（另见 {first}）</translation>
    </message>
    <message>
        <source>{field}: the region “{region}” has {count} cities; it must have exactly {need}</source>
        <translation>{field}：区域“{region}”有 {count} 座城市；必须正好 {need} 座</translation>
    </message>
    <message>
        <source>regions: the map has {count} regions; a game needs at least {need}</source>
        <translation>regions：地图有 {count} 个区域；游戏至少需要 {need} 个</translation>
    </message>
    <message>
        <source>connections: the cities are not all connected; they form {parts} parts</source>
        <translation>connections：城市没有全部相连；共分成 {parts} 部分</translation>
    </message>
    <message>
        <source>{field}: the cities of the region “{region}” are not connected through the region&apos;s own cities ({parts} parts; apart: {cities})</source>
        <translation>{field}：区域“{region}”的城市没有通过本区域的城市相连（{parts} 个部分；分离的：{cities}）</translation>
    </message>
    <message>
        <source>connections: part {index} of {parts}, {size} cities: {cities}</source>
        <translation>connections：第 {index} 部分（共 {parts} 部分），{size} 座城市：{cities}</translation>
    </message>
    <message>
        <source>connections: … and {more} more parts</source>
        <translation>connections：……另有 {more} 部分</translation>
    </message>
    <message>
        <source>{cities} and {more} more</source>
        <extracomment>Added to a line when a list is cut short or more cities share the problem.</extracomment>
        <translation>{cities} 等另外 {more} 座</translation>
    </message>
    <message>
        <source>… and {more} more problems</source>
        <extracomment>The last line of a refused map&apos;s problems when more are not listed.</extracomment>
        <translation>……还有 {more} 个问题</translation>
    </message>
    <message>
        <source> (also the cities {cities})</source>
        <translation>（还有城市 {cities}）</translation>
    </message>
    <message>
        <source>“{file}” was written in save format version {version}; it will be saved in version {current}, which also protects its history.</source>
        <translation>“{file}”使用第 {version} 版存档格式；保存时将改用第 {current} 版，它还能保护历史记录。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>“{file}” is not a regular file but a link, folder, pipe or device; the game saves over regular files only. Choose another name.</source>
        <translation>“{file}”不是普通文件，而是链接、文件夹、管道或设备；游戏只覆盖普通文件。请另选一个名称。</translation>
    </message>
    <message>
        <source>The table&apos;s server keeps a networked game while it runs; it can be saved here once it is over.</source>
        <translation>联网游戏进行期间由牌桌的服务器保存；游戏结束后才能在这里保存。</translation>
    </message>
    <message>
        <source>There is no game running.</source>
        <translation>没有正在进行的游戏。</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>现在不该由人类玩家行动。</translation>
    </message>
    <message>
        <source>Your last move is still on its way to the table.</source>
        <translation>你的上一步仍在发送到牌桌的途中。</translation>
    </message>
    <message>
        <source>The game is over: no move can be taken back.</source>
        <translation>游戏已结束：不能再撤销任何行动。</translation>
    </message>
    <message>
        <source>At a networked table no move can be taken back.</source>
        <translation>联网牌桌上的行动不能撤销。</translation>
    </message>
    <message>
        <source>Nothing to undo while a computer player is to move.</source>
        <translation>电脑玩家行动时不能撤销。</translation>
    </message>
    <message>
        <source>Your last move drew a new plant from the stack: it cannot be taken back.</source>
        <translation>你上一个行动从牌堆翻开了新的发电厂：不能撤销。</translation>
    </message>
    <message>
        <source>Nothing to undo: only your own moves since the last player&apos;s move can be taken back, and you have made none.</source>
        <translation>没有可撤销的行动：只能撤销上一位玩家行动之后你自己的行动，而你还没有行动。</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Abandon this game?</source>
        <translation>放弃这局游戏？</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it? Its autosave will be replaced by the next game.</source>
        <translation>有一局游戏正在进行。要离开吗？它的自动保存将被下一局取代。</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>继续上一局游戏？</translation>
    </message>
    <message>
        <source>Power Grid did not close properly last time. Resume the game that was running?</source>
        <translation>电网上次没有正常关闭。要继续当时进行中的游戏吗？</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的游戏</translation>
    </message>
    <message>
        <source>Power Grid saves (*.pgsave *.json);;All files (*)</source>
        <translation>电网存档 (*.pgsave *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>已保存到 {path}</translation>
    </message>
    <message>
        <source>Cannot open this save</source>
        <translation>无法打开此存档</translation>
    </message>
    <message>
        <source>Not loaded: {reason}</source>
        <translation>未载入：{reason}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <translation>已载入 {path}</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>自动存档已关闭</translation>
    </message>
    <message>
        <source>Settings are not kept</source>
        <translation>设置不会保留</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>{names} 获胜！</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} 获胜！</translation>
    </message>
    <message>
        <source>Ranked by cities powered in the last round; ties go to more money, then to more cities.</source>
        <translation>按最后一回合供电城市数排名；平手时比较钱，再比较城市数。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>供电城市</translation>
    </message>
    <message>
        <source>Elektro</source>
        <translation>钱（元）</translation>
    </message>
    <message>
        <source>Cities connected</source>
        <translation>连接城市</translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation>名次原因</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新游戏…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>development version</source>
        <translation>开发版</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Each cell: tokens on the market at the start / places at this price. A purchase takes the cheapest tokens; a refill fills the dearest empty places.</source>
        <translation>每格：开局时市场上的资源数 / 该价格的格子数。购买时拿最便宜的资源；补充时先放最贵的空格。</translation>
    </message>
    <message>
        <source>Step {step}</source>
        <translation>第 {step} 阶段</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家数</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>供电城市</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Plants removed</source>
        <translation>移除的发电厂</translation>
    </message>
    <message>
        <source>Step 2 at cities</source>
        <translation>第二阶段所需城市</translation>
    </message>
    <message>
        <source>Game ends at cities</source>
        <translation>游戏结束所需城市</translation>
    </message>
    <message>
        <source>Plant limit</source>
        <translation>发电厂上限</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>发电厂</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Burns</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>Powers cities</source>
        <translation>供电城市数</translation>
    </message>
    <message>
        <source>A house costs {step1}, {step2} or {step3} Elektro in steps 1, 2 and 3, plus the connections to it.</source>
        <translation>在第一、二、三阶段，每间房屋分别花费 {step1}、{step2}、{step3} 元，另加连接费。</translation>
    </message>
    <message>
        <source>A house costs what its place in the city costs (the prices are on the map), plus the connections to it.</source>
        <translation>房屋的价格是它在城市中所占位置的价格（价格见地图），再加上通往该城市的连接费。</translation>
    </message>
    <message>
        <source>Every player starts with {amount} Elektro.</source>
        <translation>每位玩家开局有 {amount} 元。</translation>
    </message>
    <message>
        <source>Resource market</source>
        <translation>资源市场</translation>
    </message>
    <message>
        <source>Refill table</source>
        <translation>资源补充表</translation>
    </message>
    <message>
        <source>Payment table</source>
        <translation>收入表</translation>
    </message>
    <message>
        <source>Player-count table</source>
        <translation>玩家人数表</translation>
    </message>
    <message>
        <source>Power plants</source>
        <translation>发电厂一览</translation>
    </message>
    <message>
        <source>On {map}, {rules}.</source>
        <translation>{map}，{rules}。</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>我现在能做什么？</translation>
    </message>
    <message>
        <source>No game is running. Start a new game or load one.</source>
        <translation>目前没有进行中的游戏。请开始新游戏或载入存档。</translation>
    </message>
    <message>
        <source>Round {round}, step {step}: {decision}.</source>
        <translation>第 {round} 回合（第 {step} 阶段）：{decision}。</translation>
    </message>
    <message>
        <source>Goal and course of a round</source>
        <extracomment>Titles of the rule pages that are not phases.</extracomment>
        <translation>目标与回合流程</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>游戏准备</translation>
    </message>
    <message>
        <source>Steps 2 and 3</source>
        <translation>第二、三阶段</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>变体规则</translation>
    </message>
    <message>
        <source>Symbols on the table</source>
        <translation>桌面上的符号</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Board: {map}</source>
        <translation>地图：{map}</translation>
    </message>
    <message>
        <source>Power Grid rules</source>
        <translation>电网 – 规则</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>电网</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>The board game Power Grid (Funkenschlag) for the desktop, with computer opponents and a map inspector.</source>
        <translation>桌面版桌游《电网》（Funkenschlag），附电脑对手和地图检视器。</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>许可证：{licence}</translation>
    </message>
    <message>
        <source>About Power Grid</source>
        <translation>关于电网</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>我现在能做什么(&amp;W)？</translation>
    </message>
    <message>
        <source>&amp;About Power Grid</source>
        <translation>关于电网(&amp;A)</translation>
    </message>
    <message>
        <source>The decision page&apos;s main action, as the key line under the page says</source>
        <translation>决策页面的主要操作，即页面下方按键提示所写的操作</translation>
    </message>
    <message>
        <source>Close the card over the map (a round&apos;s summary, a step&apos;s banner); with none open, drop the choice being prepared</source>
        <translation>关闭地图上方的卡片（回合摘要、阶段横幅）；若没有打开的卡片，则放弃正在准备的选择</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <source>(not described)</source>
        <translation>（未说明）</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>地图上</translation>
    </message>
    <message>
        <source>On the analysis board</source>
        <translation>复盘分析中</translation>
    </message>
    <message>
        <source>Every key the game binds, read from the window when this page is shown. The mouse does all of it too.</source>
        <translation>游戏使用的所有按键，在显示本页时从窗口读取。这些操作也都可以用鼠标完成。</translation>
    </message>
    <message>
        <source>Open this help from the game window to see the window&apos;s keys as well.</source>
        <translation>从游戏窗口打开本帮助，即可同时看到窗口的按键。</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>For {counts} players; {cities} cities in {n} regions: {regions}.</source>
        <translation>适用于 {counts} 名玩家；{n} 个区域共 {cities} 座城市：{regions}。</translation>
    </message>
    <message>
        <source>Published for these rules only: {rules}.</source>
        <translation>仅为以下规则出版：{rules}。</translation>
    </message>
    <message>
        <source>The board&apos;s own rules:</source>
        <translation>此地图的专属规则：</translation>
    </message>
    <message>
        <source>The board plays these rules as they are.</source>
        <translation>此地图按这些规则原样进行。</translation>
    </message>
    <message>
        <source>A path pays the cost of every city it enters, the city built in included (a network&apos;s first house pays no path):</source>
        <translation>路径要支付所进入的每座城市的费用，包括建设房屋的城市（网络的第一座房屋不付路径费）：</translation>
    </message>
    <message>
        <source>A path pays the cost of every city it passes through, not of the city built in (a network&apos;s first house pays no path):</source>
        <translation>路径要支付所经过的每座城市的费用，不包括建设房屋的城市（网络的第一座房屋不付路径费）：</translation>
    </message>
    <message>
        <source>A path pays {fee} Elektro for every city it passes through, not for the city built in (a network&apos;s first house pays no path).</source>
        <translation>路径经过的每座城市支付 {fee} 元，建设房屋的城市不付（网络的第一座房屋不付路径费）。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Its tables are the base game&apos;s.</source>
        <translation>其表格与基础游戏相同。</translation>
    </message>
    <message>
        <source>Player-count table, where it differs:</source>
        <translation>玩家人数表（与基础游戏不同之处）：</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>On the market at the start</source>
        <translation>开局时市场上</translation>
    </message>
    <message>
        <source>Tokens in the game</source>
        <translation>游戏中的总数</translation>
    </message>
    <message>
        <source>Track prices (– as in the base game)</source>
        <translation>价格轨（– 与基础游戏相同）</translation>
    </message>
    <message>
        <source>Resources, where they differ:</source>
        <translation>资源（与基础游戏不同之处）：</translation>
    </message>
    <message>
        <source>Refill table, where it differs:</source>
        <translation>补充表（与基础游戏不同之处）：</translation>
    </message>
    <message>
        <source>The board&apos;s own payment table:</source>
        <translation>此地图自己的收入表：</translation>
    </message>
    <message>
        <source>Every player has {n} houses.</source>
        <translation>每名玩家有 {n} 座房屋。</translation>
    </message>
    <message>
        <source>{price} (step {step})</source>
        <translation>{price}（第 {step} 阶段）</translation>
    </message>
    <message>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <source>House places</source>
        <translation>房屋位置</translation>
    </message>
    <message>
        <source>Cities with places of their own:</source>
        <translation>有自己房屋位置的城市：</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>the table waits for them</source>
        <translation>牌桌等待其回来</translation>
    </message>
    <message>
        <source>a computer plays for them after 1 minute</source>
        <translation>1 分钟后由电脑代为行动</translation>
    </message>
    <message>
        <source>a computer plays for them after {n} minutes</source>
        <translation>{n} 分钟后由电脑代为行动</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>主持牌桌</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name} 的牌桌</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Other computers connect to this port (the next free one if it is taken).</source>
        <translation>其他电脑通过此端口连接（若已被占用则使用下一个空闲端口）。</translation>
    </message>
    <message>
        <source>If a player&apos;s connection drops:</source>
        <translation>玩家连接中断时：</translation>
    </message>
    <message>
        <source>Computer that covers:</source>
        <translation>代为行动的电脑：</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>开设牌桌</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>此屏幕前的玩家</translation>
    </message>
    <message>
        <source>Person, invited</source>
        <translation>受邀玩家</translation>
    </message>
    <message>
        <source>Played here: you, or someone sharing this screen.</source>
        <translation>在这里玩：你本人，或与你共用此屏幕的人。</translation>
    </message>
    <message>
        <source>A friend joins from another screen with the invitation; the name shown here is replaced by the one they join under.</source>
        <translation>朋友凭邀请从另一块屏幕加入；这里的名字会换成其加入时使用的名字。</translation>
    </message>
    <message>
        <source>Choose at least one seat for a person at this screen (yours).</source>
        <translation>请至少为此屏幕前的玩家（你自己）选择一个座位。</translation>
    </message>
    <message>
        <source>The table needs a title (one line of text).</source>
        <translation>牌桌需要一个名称（一行文字）。</translation>
    </message>
</context>
<context>
    <name>InactiveAreaView</name>
    <message>
        <source>&lt;b&gt;Inactive area&lt;/b&gt; · %1 plants</source>
        <translation>&lt;b&gt;非活动区&lt;/b&gt; · %1 座发电厂</translation>
    </message>
    <message>
        <source>A drawn plant whose number is here is played; the first plant of a new number comes here.</source>
        <translation>抽出的发电厂若其编号已在此区，就进入游戏；新编号的第一座发电厂放到这里。</translation>
    </message>
    <message>
        <source>next %1 matches removed</source>
        <translation>接下来 %1 座同编号发电厂移除</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>No region in play.</source>
        <translation>没有区域在游戏中。</translation>
    </message>
    <message>
        <source>1 region in play, one connected area.</source>
        <translation>1 个区域在游戏中，连成一片。</translation>
    </message>
    <message>
        <source>{n} regions in play, one connected area.</source>
        <translation>{n} 个区域在游戏中，连成一片。</translation>
    </message>
    <message>
        <source>Not connected: {n} separate areas ({groups}).</source>
        <translation>不相连：分成 {n} 块（{groups}）。</translation>
    </message>
    <message>
        <source>{city}: in the network</source>
        <translation>{city}：已在网络中</translation>
    </message>
    <message>
        <source>{city}: no free place (connection {connection})</source>
        <translation>{city}：没有空位（连接费 {connection}）</translation>
    </message>
    <message>
        <source>{city}: {total} = connection {connection} + house {house}  ({route})</source>
        <translation>{city}：{total} = 连接费 {connection} + 房屋 {house}  （{route}）</translation>
    </message>
    <message>
        <source>{city}: {total} = connection {connection} + house {house}</source>
        <translation>{city}：{total} = 连接费 {connection} + 房屋 {house}</translation>
    </message>
    <message>
        <source>{city} — region {region}</source>
        <translation>{city} — 区域 {region}</translation>
    </message>
    <message>
        <source>{city} — region {region} (not in play)</source>
        <translation>{city} — 区域 {region}（不在游戏中）</translation>
    </message>
    <message>
        <source>houses built: {n}</source>
        <translation>已有房屋：{n}</translation>
    </message>
    <message>
        <source>neighbours:</source>
        <translation>相邻城市：</translation>
    </message>
    <message>
        <source>  {city}: {cost}</source>
        <translation>  {city}：{cost}</translation>
    </message>
    <message>
        <source>  {city}: {cost} (not in play)</source>
        <translation>  {city}：{cost}（不在游戏中）</translation>
    </message>
    <message>
        <source>&amp;Inspect…</source>
        <translation>查看地图(&amp;I)…</translation>
    </message>
    <message>
        <source>Look at the map: regions, paths and building prices</source>
        <translation>查看地图：区域、路线和建设价格</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>Inspect</source>
        <translation>查看</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <source>Regions in play</source>
        <translation>游戏中的区域</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Network of</source>
        <translation>网络所属</translation>
    </message>
    <message>
        <source>Heat shading by price</source>
        <translation>按价格着色</translation>
    </message>
    <message>
        <source>Click on a city</source>
        <translation>点击城市</translation>
    </message>
    <message>
        <source>shows its details</source>
        <translation>显示详情</translation>
    </message>
    <message>
        <source>adds/removes a starting city (Shift+click)</source>
        <translation>添加/移除起点城市（Shift+点击）</translation>
    </message>
    <message>
        <source>adds/removes a planned target (Ctrl+click)</source>
        <translation>添加/移除计划目标（Ctrl+点击）</translation>
    </message>
    <message>
        <source>Clear network</source>
        <translation>清空网络</translation>
    </message>
    <message>
        <source>Clear plan</source>
        <translation>清空计划</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜的</translation>
    </message>
    <message>
        <source>cities to add</source>
        <translation>座城市加入计划</translation>
    </message>
    <message>
        <source>Planned expansion (cheapest order)</source>
        <translation>计划扩张（最便宜顺序）</translation>
    </message>
    <message>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>连接费</translation>
    </message>
    <message>
        <source>House</source>
        <translation>房屋</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>路线</translation>
    </message>
    <message>
        <source>Ctrl+click cities to plan an expansion.</source>
        <translation>Ctrl+点击城市来计划扩张。</translation>
    </message>
    <message>
        <source>Hover a city.</source>
        <translation>将鼠标移到城市上。</translation>
    </message>
    <message>
        <source>{map} (this game)</source>
        <translation>{map}（本局）</translation>
    </message>
    <message>
        <source>(free choice)</source>
        <translation>（自由选择）</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
</context>
<context>
    <name>InspectorWindow</name>
    <message>
        <source>Map inspector</source>
        <translation>地图检视器</translation>
    </message>
    <message>
        <source>Hover a city for its price. Shift+click: starting city, Ctrl+click: plan target. Esc or Ctrl+W closes.</source>
        <translation>鼠标停在城市上显示价格。Shift+点击：起点城市，Ctrl+点击：计划目标。Esc 或 Ctrl+W 关闭。</translation>
    </message>
    <message>
        <source>Ctrl+click cities to plan an expansion.</source>
        <translation>Ctrl+点击城市来计划扩张。</translation>
    </message>
    <message>
        <source>Hover a city.</source>
        <translation>将鼠标移到城市上。</translation>
    </message>
    <message>
        <source>Cannot open {file}: see the details box.</source>
        <translation>无法打开 {file}：请看详情框。</translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation>打开地图文件</translation>
    </message>
    <message>
        <source>Map files (*.json);;All files (*)</source>
        <translation>地图文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>{city}: not in play</source>
        <translation>{city}：不在游戏中</translation>
    </message>
    <message>
        <source>{city}: the regions in play are not connected</source>
        <translation>{city}：游戏中的区域不相连</translation>
    </message>
    <message>
        <source>no place</source>
        <translation>无空位</translation>
    </message>
    <message>
        <source>Cannot plan: {reason}.</source>
        <translation>无法计划：{reason}。</translation>
    </message>
    <message>
        <source>Put regions in play that form one connected area.</source>
        <translation>请选择连成一片的区域。</translation>
    </message>
    <message>
        <source>{city}: {cost} = path {connection} + house {house}
{route}</source>
        <translation>{city}：{cost} = 连接费 {connection} + 房屋 {house}
{route}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; = paths {paths} + houses {houses} for 1 city</source>
        <translation>&lt;b&gt;合计 {total}&lt;/b&gt; = 连接费 {paths} + 房屋 {houses}，共 1 座城市</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; = paths {paths} + houses {houses} for {n} cities</source>
        <translation>&lt;b&gt;合计 {total}&lt;/b&gt; = 连接费 {paths} + 房屋 {houses}，共 {n} 座城市</translation>
    </message>
    <message>
        <source>No prices: the regions in play are not connected.</source>
        <translation>没有价格：游戏中的区域不相连。</translation>
    </message>
    <message>
        <source>Price from the network: {low} (pale) … {high} (dark red).</source>
        <translation>从网络出发的价格：{low}（浅）… {high}（深红）。</translation>
    </message>
    <message>
        <source>Price from the network: {low} (pale) … {high} (dark red). Choose starting cities to see path costs.</source>
        <translation>从网络出发的价格：{low}（浅）… {high}（深红）。选择起点城市以查看连接费。</translation>
    </message>
</context>
<context>
    <name>InvitationBox</name>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>邀请码：</translation>
    </message>
    <message>
        <source>(this computer has no network address)</source>
        <translation>（此电脑没有网络地址）</translation>
    </message>
    <message>
        <source>Friends choose Game ▸ Join a table…, enter the address and the code, and take an open seat. The address works in this computer&apos;s network; players elsewhere need the router to forward this port to this computer.</source>
        <translation>朋友选择 游戏 ▸ 加入牌桌…，输入地址和邀请码，然后选一个空座位。此地址在本机所在的网络内有效；其他网络的玩家需要路由器把此端口转发到这台电脑。</translation>
    </message>
    <message>
        <source>Friends choose Game ▸ Join a table…, enter the address and the code, and take an open seat.</source>
        <translation>朋友选择 游戏 ▸ 加入牌桌…，输入地址和邀请码，然后选一个空座位。</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>复制邀请</translation>
    </message>
    <message>
        <source>Join my Power Grid table: Game ▸ Join a table…, address {address}, code {code}</source>
        <translation>来加入我的 Power Grid 牌桌：游戏 ▸ 加入牌桌…，地址 {address}，邀请码 {code}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invite friends to the table</source>
        <translation>邀请朋友加入牌桌</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>waiting for players</source>
        <translation>等待玩家</translation>
    </message>
    <message>
        <source>playing, move {moves}</source>
        <translation>进行中，第 {moves} 步</translation>
    </message>
    <message>
        <source>over</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>{title} · {map} · {state} · {taken}/{people} people</source>
        <translation>{title} · {map} · {state} · {taken}/{people} 名玩家</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>加入牌桌</translation>
    </message>
    <message>
        <source>Your seats at tables</source>
        <translation>你在各牌桌的座位</translation>
    </message>
    <message>
        <source>Return to this seat</source>
        <translation>回到这个座位</translation>
    </message>
    <message>
        <source>The invitation</source>
        <translation>邀请</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:8765</source>
        <translation>例如 192.168.1.20:8765</translation>
    </message>
    <message>
        <source>Find the table</source>
        <translation>查找牌桌</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>邀请码：</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Tables and seats</source>
        <translation>牌桌与座位</translation>
    </message>
    <message>
        <source>Several people at this screen: tick their seats and give their names separated by commas.</source>
        <translation>此屏幕前有多人：勾选他们的座位，并用逗号分隔填写他们的名字。</translation>
    </message>
    <message>
        <source>Take the seat</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>旁观</translation>
    </message>
    <message>
        <source>Watch the game without a seat (the code is needed)</source>
        <translation>不入座旁观游戏（需要邀请码）</translation>
    </message>
    <message>
        <source>{title}: {name} at {address}</source>
        <translation>{title}：{name}，位于 {address}</translation>
    </message>
    <message>
        <source>That is not an address (for example 192.168.1.20:8765).</source>
        <translation>这不是一个地址（例如 192.168.1.20:8765）。</translation>
    </message>
    <message>
        <source>Looking for the table…</source>
        <translation>正在查找牌桌…</translation>
    </message>
    <message>
        <source>This server has no table open.</source>
        <translation>此服务器上没有开放的牌桌。</translation>
    </message>
    <message>
        <source>{n}. open seat ({name})</source>
        <translation>{n}. 空座位（{name}）</translation>
    </message>
    <message>
        <source>{n}. {name} — {mark}</source>
        <translation>{n}. {name} — {mark}</translation>
    </message>
    <message>
        <source>Take the seats</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Give one name per seat, separated by commas: “Ben, Cleo”.</source>
        <translation>每个座位填一个名字，用逗号分隔：“Ben, Cleo”。</translation>
    </message>
    <message>
        <source>A name is one line of plain text, one per seat.</source>
        <translation>每个座位一个名字，名字只能是一行纯文本。</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>正在加入牌桌…</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>One action back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>One action on</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>To the set-up</source>
        <translation>回到游戏准备</translation>
    </message>
    <message>
        <source>To the end of the game</source>
        <translation>到游戏结束</translation>
    </message>
    <message>
        <source>Close the analysis board</source>
        <translation>关闭复盘分析</translation>
    </message>
    <message>
        <source>Zoom in (the map has the focus)</source>
        <translation>放大（焦点在地图上时）</translation>
    </message>
    <message>
        <source>Zoom out (the map has the focus)</source>
        <translation>缩小（焦点在地图上时）</translation>
    </message>
    <message>
        <source>Fit the map (the map has the focus)</source>
        <translation>使地图适合窗口（焦点在地图上时）</translation>
    </message>
    <message>
        <source>Ring the nearest city that way (the map has the focus)</source>
        <translation>圈出该方向上最近的城市（焦点在地图上时）</translation>
    </message>
    <message>
        <source>Take the ringed city as a click does: on the build page, plan it</source>
        <translation>像点击一样选取圈出的城市：在建设页上将其加入计划</translation>
    </message>
    <message>
        <source>Drop the ring around a city</source>
        <translation>取消城市周围的圆圈</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Power Grid</source>
        <translation>电网</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>AI easy</source>
        <translation>电脑（简单）</translation>
    </message>
    <message>
        <source>AI normal</source>
        <translation>电脑（普通）</translation>
    </message>
    <message>
        <source>AI hard</source>
        <translation>电脑（困难）</translation>
    </message>
    <message>
        <source>AI expert</source>
        <translation>电脑（专家）</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Start now (computers play the open seats)</source>
        <translation>立即开始（空座位由电脑代打）</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>离开牌桌</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>New game on {map}, regions {regions}.</source>
        <translation>新游戏：{map}，区域 {regions}。</translation>
    </message>
    <message>
        <source>Game loaded on {map}, regions {regions}.</source>
        <translation>已载入游戏：{map}，区域 {regions}。</translation>
    </message>
    <message>
        <source>{player} takes back a move.</source>
        <translation>{player} 撤回一步。</translation>
    </message>
    <message>
        <source>(autosave failed: {error})</source>
        <translation>（自动存档失败：{error}）</translation>
    </message>
    <message>
        <source>(computer move refused: {reason})</source>
        <translation>（电脑的行动被拒绝：{reason}）</translation>
    </message>
    <message>
        <source>(computer player failed: {error})</source>
        <translation>（电脑玩家出错：{error}）</translation>
    </message>
    <message>
        <source>Replaying the saved game:</source>
        <translation>正在重放已保存的游戏：</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <source>Round {round}, {phase}. Player order: {order}.</source>
        <translation>第 {round} 回合，{phase}。玩家顺序：{order}。</translation>
    </message>
    <message>
        <source>At the networked table “{title}” on {map}, regions {regions}.</source>
        <translation>在联网牌桌“{title}”上，地图 {map}，区域 {regions}。</translation>
    </message>
    <message>
        <source>Back at the table after move {moves}.</source>
        <translation>在第 {moves} 步之后回到牌桌。</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>游戏记录</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Power Grid</source>
        <translation>电网</translation>
    </message>
    <message>
        <source>{map} — {players} players</source>
        <translation>{map} — {players} 名玩家</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>不允许：{reason}</translation>
    </message>
</context>
<context>
    <name>Maps</name>
    <message>
        <source>USA</source>
        <translation>美国</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>德国</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>Take back your last move of this turn</source>
        <translation>撤销你本次行动中的上一步操作</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>主持牌桌(&amp;H)…</translation>
    </message>
    <message>
        <source>Play with friends at other screens: a table they join over the network</source>
        <translation>与其他屏幕前的朋友一起玩：他们通过网络加入的牌桌</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>加入牌桌(&amp;J)…</translation>
    </message>
    <message>
        <source>Take a seat at a friend&apos;s table (address and code)</source>
        <translation>在朋友的牌桌入座（地址和邀请码）</translation>
    </message>
    <message>
        <source>Show the &amp;invitation…</source>
        <translation>显示邀请(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>离开牌桌(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Show autosave &amp;folder</source>
        <translation>显示自动保存文件夹(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo my move</source>
        <translation>撤销我的操作(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit map to window</source>
        <translation>地图适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Last round&apos;s &amp;summary</source>
        <translation>上一回合摘要(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>地图(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>电脑(&amp;C)</translation>
    </message>
    <message>
        <source>Slow moves (1 s)</source>
        <translation>慢速（1 秒）</translation>
    </message>
    <message>
        <source>Normal moves (400 ms)</source>
        <translation>正常速度（400 毫秒）</translation>
    </message>
    <message>
        <source>Fast moves (100 ms)</source>
        <translation>快速（100 毫秒）</translation>
    </message>
    <message>
        <source>Instant moves</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>S&amp;kip the highlight</source>
        <translation>跳过高亮(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The table cannot be reached at this address (no server answers there).</source>
        <translation>无法通过此地址连到牌桌（那里没有服务器应答）。</translation>
    </message>
    <message>
        <source>The connection to the table is closed.</source>
        <translation>与牌桌的连接已关闭。</translation>
    </message>
    <message>
        <source>The server did not understand the request.</source>
        <translation>服务器无法理解该请求。</translation>
    </message>
    <message>
        <source>The table&apos;s server speaks another version of the game&apos;s protocol: the host and you need the same version of Power Grid.</source>
        <translation>牌桌的服务器使用另一版本的游戏协议：主持人和你需要相同版本的 Power Grid。</translation>
    </message>
    <message>
        <source>The server did not understand the greeting.</source>
        <translation>服务器无法理解握手信息。</translation>
    </message>
    <message>
        <source>The server has too many connections; try again later.</source>
        <translation>服务器连接过多，请稍后再试。</translation>
    </message>
    <message>
        <source>Too many messages: the server closed the connection.</source>
        <translation>消息过多：服务器已关闭连接。</translation>
    </message>
    <message>
        <source>Too many wrong codes or tokens: the server closed the connection.</source>
        <translation>错误的邀请码或令牌过多：服务器已关闭连接。</translation>
    </message>
    <message>
        <source>Nothing was heard for too long: the server closed the connection.</source>
        <translation>太久没有收到任何消息：服务器已关闭连接。</translation>
    </message>
    <message>
        <source>The server closed the connection (messages were not read in time).</source>
        <translation>服务器已关闭连接（消息未及时读取）。</translation>
    </message>
    <message>
        <source>The table&apos;s server has stopped.</source>
        <translation>牌桌的服务器已停止。</translation>
    </message>
    <message>
        <source>The server failed on this request.</source>
        <translation>服务器处理此请求时出错。</translation>
    </message>
    <message>
        <source>The server holds as many tables as it may.</source>
        <translation>服务器上的牌桌数量已达上限。</translation>
    </message>
    <message>
        <source>The server refuses this game&apos;s settings.</source>
        <translation>服务器拒绝了这局游戏的设置。</translation>
    </message>
    <message>
        <source>That table is not on the server (any more).</source>
        <translation>服务器上没有（或已不再有）这张牌桌。</translation>
    </message>
    <message>
        <source>The invitation code does not match this table.</source>
        <translation>邀请码与这张牌桌不符。</translation>
    </message>
    <message>
        <source>The server no longer knows this seat as yours (it was given up).</source>
        <translation>服务器已不再把这个座位认作你的（它已被放弃）。</translation>
    </message>
    <message>
        <source>The table has no such seat.</source>
        <translation>牌桌上没有这个座位。</translation>
    </message>
    <message>
        <source>Somebody has taken this seat.</source>
        <translation>这个座位已经有人了。</translation>
    </message>
    <message>
        <source>A computer level plays this seat.</source>
        <translation>这个座位由电脑玩家担任。</translation>
    </message>
    <message>
        <source>Another seat at the table has this name; choose another.</source>
        <translation>牌桌上另一个座位已用此名字，请换一个。</translation>
    </message>
    <message>
        <source>This screen does not hold that seat.</source>
        <translation>此屏幕并不持有那个座位。</translation>
    </message>
    <message>
        <source>That player is not away.</source>
        <translation>那位玩家并未离开。</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>游戏尚未开始。</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>游戏已经开始。</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>游戏尚未结束。</translation>
    </message>
    <message>
        <source>Another seat decides now.</source>
        <translation>现在轮到另一个座位决定。</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; look again and decide.</source>
        <translation>在你的行动送达之前游戏已继续；请重新查看后再决定。</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>正在连接牌桌…</translation>
    </message>
    <message>
        <source>The connection dropped: reconnecting (try {n})…</source>
        <translation>连接中断：正在重新连接（第 {n} 次尝试）…</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>未连接到牌桌。</translation>
    </message>
    <message>
        <source>Waiting for players: {taken} of {people} seats taken.</source>
        <translation>等待玩家：{people} 个座位中已有 {taken} 个入座。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <source>Playing: move {moves}.</source>
        <translation>游戏进行中：第 {moves} 步。</translation>
    </message>
    <message>
        <source>{name} is away: the table waits.</source>
        <translation>{name} 已离开：牌桌在等待。</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays in {time}.</source>
        <translation>{name} 已离开：{time} 后由电脑代为行动。</translation>
    </message>
    <message>
        <source>A computer plays for {name}.</source>
        <translation>电脑正在代 {name} 行动。</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} 毫秒</translation>
    </message>
</context>
<context>
    <name>NetworkDock</name>
    <message>
        <source>Table and chat</source>
        <translation>牌桌与聊天</translation>
    </message>
</context>
<context>
    <name>NetworkHooks</name>
    <message>
        <source>Host a table</source>
        <translation>主持牌桌</translation>
    </message>
    <message>
        <source>You were hosting “{title}”. Go on with that table?</source>
        <translation>你之前主持了“{title}”。要继续那张牌桌吗？</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>主持新牌桌</translation>
    </message>
    <message>
        <source>Cannot host a table</source>
        <translation>无法主持牌桌</translation>
    </message>
    <message>
        <source>Ports {ports} are taken by other programs; choose another port.</source>
        <translation>端口 {ports} 已被其他程序占用，请选择其他端口。</translation>
    </message>
    <message>
        <source>The folder for hosted tables ({folder}) is a link; the game writes through no link. Remove the link and host again.</source>
        <translation>存放所主持牌桌的文件夹（{folder}）是一个链接；游戏不会通过链接写入。请删除该链接后重新主持。</translation>
    </message>
    <message>
        <source>The table server cannot start: {detail}</source>
        <translation>牌桌服务器无法启动：{detail}</translation>
    </message>
    <message>
        <source>Close the table you host?</source>
        <translation>关闭你主持的牌桌？</translation>
    </message>
    <message>
        <source>The game stops for everybody until you host it again: Game ▸ Host a table… offers to go on with it.</source>
        <translation>游戏将对所有人暂停，直到你再次主持：游戏 ▸ 主持牌桌… 会提供继续的选项。</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>离开牌桌？</translation>
    </message>
    <message>
        <source>Your seat stays yours while you are away (a computer may play it): Game ▸ Join a table… brings you back to it.</source>
        <translation>你离开期间座位仍属于你（可能由电脑代打）：游戏 ▸ 加入牌桌… 可让你回到座位。</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>牌桌已关闭</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>人类</translation>
    </message>
    <message>
        <source>{level} · rating {rating}</source>
        <translation>{level} · 评分 {rating}</translation>
    </message>
    <message>
        <source>Rating: Elo from games between the computer levels</source>
        <translation>评分：电脑各难度之间对局得出的 Elo 等级分</translation>
    </message>
    <message>
        <source>Each computer level&apos;s rating is an Elo rating measured in games between the levels: AI normal is 1500, and 100 points more wins about 64 % of head-to-head comparisons. A person is not rated.</source>
        <translation>每个电脑难度的评分是在各难度之间的对局中测得的 Elo 等级分：电脑（普通）为 1500，高 100 分约在 64% 的一对一比较中获胜。真人玩家没有评分。</translation>
    </message>
    <message>
        <source>Rating {rating}: the level the others are measured against.</source>
        <translation>评分 {rating}：其他难度以此为基准。</translation>
    </message>
    <message>
        <source>Rating {rating} (95 % interval {low}–{high}) from {games} games between the computer levels; Normal is 1500, and 100 points more wins about 64 % of head-to-head comparisons.</source>
        <translation>评分 {rating}（95% 区间 {low}–{high}），来自电脑各难度之间的 {games} 局对局；普通为 1500，高 100 分约在 64% 的一对一比较中获胜。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation>地图：</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>规则版本：</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>玩家人数：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Players (seating order)</source>
        <translation>玩家（座位顺序）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;名字&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Colour&lt;/b&gt;</source>
        <translation>&lt;b&gt;颜色&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;由谁操作&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Regions in play</source>
        <translation>游戏中的区域</translation>
    </message>
    <message>
        <source>Random connected regions (from the seed)</source>
        <translation>随机相连区域（由随机种子决定）</translation>
    </message>
    <message>
        <source>Untick “random” and click a city on the map to add or remove its region.</source>
        <translation>取消勾选“随机”，再点击地图上的城市来添加或移除其区域。</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <source>This map is for {counts} players.</source>
        <translation>此地图适用于 {counts} 名玩家。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>每位玩家都需要名字。</translation>
    </message>
    <message>
        <source>Two players share a name.</source>
        <translation>有两位玩家名字相同。</translation>
    </message>
    <message>
        <source>Two players share a colour.</source>
        <translation>有两位玩家颜色相同。</translation>
    </message>
    <message>
        <source>This map is for {counts} players, not {n}.</source>
        <translation>此地图适用于 {counts} 名玩家，不适用于 {n} 名。</translation>
    </message>
    <message>
        <source>{n} players play on {need} regions; {chosen} chosen.</source>
        <translation>{n} 名玩家使用 {need} 个区域；已选 {chosen} 个。</translation>
    </message>
    <message>
        <source>The chosen regions do not form one connected area.</source>
        <translation>所选区域没有连成一片。</translation>
    </message>
    <message>
        <source>Map file</source>
        <translation>地图文件</translation>
    </message>
    <message>
        <source>Map files (*.json)</source>
        <translation>地图文件 (*.json)</translation>
    </message>
    <message>
        <source>… and {n} more</source>
        <translation>……另有 {n} 项</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be played:</source>
        <translation>无法使用地图文件“{file}”进行游戏：</translation>
    </message>
    <message>
        <source>{map} (file {file})</source>
        <translation>{map}（文件 {file}）</translation>
    </message>
    <message>
        <source>{rules} (not for this board)</source>
        <translation>{rules}（不适用于此地图）</translation>
    </message>
    <message>
        <source>This board&apos;s own rules:</source>
        <translation>此地图的专属规则：</translation>
    </message>
    <message>
        <source>• no rules of its own</source>
        <translation>• 没有专属规则</translation>
    </message>
    <message>
        <source>Map file…</source>
        <translation>地图文件…</translation>
    </message>
    <message>
        <source>Play on a map file of your own (docs/map-format.md).</source>
        <translation>使用你自己的地图文件进行游戏（docs/map-format.md）。</translation>
    </message>
</context>
<context>
    <name>OverPage</name>
    <message>
        <source>Show results</source>
        <translation>显示结果</translation>
    </message>
    <message>
        <source>Enter: show results</source>
        <translation>Enter：显示结果</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over.&lt;/b&gt; Winner: {winners}.</source>
        <translation>&lt;b&gt;游戏已结束。&lt;/b&gt;获胜者：{winners}。</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>天蓝色</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>蓝绿色</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>红紫色</translation>
    </message>
    <message>
        <source>Board game colours</source>
        <translation>桌游原版颜色</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>色盲友好（Okabe-Ito）</translation>
    </message>
</context>
<context>
    <name>PlantMarketDock</name>
    <message>
        <source>Power plant market</source>
        <translation>发电厂市场</translation>
    </message>
</context>
<context>
    <name>PlantMarketWidget</name>
    <message>
        <source>No game</source>
        <translation>没有游戏</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: every one for sale</source>
        <translation>&lt;b&gt;发电厂&lt;/b&gt;：全部可买</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: the last one for sale</source>
        <translation>&lt;b&gt;发电厂&lt;/b&gt;：最后一座可买</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: all {count} for sale</source>
        <translation>&lt;b&gt;发电厂&lt;/b&gt;：{count} 座全部可买</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants for sale&lt;/b&gt; · below: future market</source>
        <translation>&lt;b&gt;可买发电厂&lt;/b&gt; · 下方：未来市场</translation>
    </message>
    <message>
        <source>Step {step} · {cards} cards in the draw stack</source>
        <translation>第 {step} 阶段 · 牌堆中有 {cards} 张卡</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <source>eco</source>
        <translation>环保</translation>
    </message>
    <message>
        <source>{amount} coal/oil</source>
        <translation>{amount} 煤/石油</translation>
    </message>
    <message>
        <source>Plant {n}: {fuel} → powers {c}</source>
        <translation>发电厂 {n}：{fuel} → 供电 {c}</translation>
    </message>
    <message>
        <source>No power plants yet</source>
        <translation>还没有发电厂</translation>
    </message>
    <message>
        <source>no plants</source>
        <translation>没有发电厂</translation>
    </message>
    <message>
        <source>Money (Elektro)</source>
        <translation>钱（元）</translation>
    </message>
    <message>
        <source> (AI)</source>
        <translation>（电脑）</translation>
    </message>
    <message>
        <source>{pos}. {name}{kind}</source>
        <translation>{pos}. {name}{kind}</translation>
    </message>
    <message>
        <source>{name} is number {pos} in the turn order</source>
        <translation>{name} 在玩家顺序中排第 {pos}</translation>
    </message>
    <message>
        <source>{money} Elektro</source>
        <translation>{money} 元</translation>
    </message>
    <message>
        <source>⌂ {cities} · ⚡ {powered} → {income}</source>
        <translation>⌂ {cities} · ⚡ {powered} → {income}</translation>
    </message>
</context>
<context>
    <name>PlayersDock</name>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>An auction is already running: bid or pass.</source>
        <translation>竞投正在进行：请出价或放弃。</translation>
    </message>
    <message>
        <source>The opening bid must be at least the plant&apos;s number, {plant}.</source>
        <translation>起价不得低于发电厂编号 {plant}。</translation>
    </message>
    <message>
        <source>No auction is running: choose a plant first.</source>
        <translation>目前没有竞投：请先选择发电厂。</translation>
    </message>
    <message>
        <source>That move does not belong to this phase.</source>
        <translation>这个行动不属于当前步骤。</translation>
    </message>
    <message>
        <source>Plant {plant} is not in the current market (for sale: {offered}).</source>
        <translation>发电厂 {plant} 不在当前市场中（可购买：{offered}）。</translation>
    </message>
    <message>
        <source>On this board you may not buy plant {plant}.</source>
        <translation>在此地图上你不得购买发电厂 {plant}。</translation>
    </message>
    <message>
        <source>A bid of {amount} is more than your {money} Elektro.</source>
        <translation>出价 {amount} 超过你的 {money} 元。</translation>
    </message>
    <message>
        <source>A bid must be higher than the highest bid, {highest}.</source>
        <translation>出价必须高于目前最高价 {highest}。</translation>
    </message>
    <message>
        <source>You must discard a plant first.</source>
        <translation>你必须先弃掉一座发电厂。</translation>
    </message>
    <message>
        <source>In round 1 every player must buy a plant: passing is not allowed.</source>
        <translation>第 1 回合每位玩家都必须买一座发电厂：不能放弃。</translation>
    </message>
    <message>
        <source>No plant needs to be discarded now.</source>
        <translation>现在不需要弃掉发电厂。</translation>
    </message>
    <message>
        <source>Plant {plant} was just bought: discard one you owned before.</source>
        <translation>发电厂 {plant} 是刚买的：请弃掉一座原有的发电厂。</translation>
    </message>
    <message>
        <source>You do not own plant {plant}.</source>
        <translation>你没有发电厂 {plant}。</translation>
    </message>
    <message>
        <source>Not all your coal and oil fits the plants you keep: say which to keep.</source>
        <translation>剩下的发电厂放不下你全部的煤和石油：请选择保留哪些。</translation>
    </message>
    <message>
        <source>You can only keep resources you have.</source>
        <translation>你只能保留自己拥有的资源。</translation>
    </message>
    <message>
        <source>The resources you keep do not fit your other plants.</source>
        <translation>保留的资源放不进你其他的发电厂。</translation>
    </message>
    <message>
        <source>Only {on_market} {resource} on the market, not {amount}.</source>
        <translation>市场上只有 {on_market} 个{resource}，不是 {amount} 个。</translation>
    </message>
    <message>
        <source>This board has one resource market.</source>
        <translation>此地图只有一个资源市场。</translation>
    </message>
    <message>
        <source>You buy from the {market} market this turn.</source>
        <translation>本回合你已选定在“{market}”市场购买。</translation>
    </message>
    <message>
        <source>In step {step} only {limit} {resource} are cheap enough to buy, not {amount}.</source>
        <translation>第 {step} 阶段只有 {limit} 个{resource}价格够低可以购买，不是 {amount} 个。</translation>
    </message>
    <message>
        <source>One token a turn: buy 1 {resource}, not {amount}.</source>
        <translation>每回合只能买一个：买 1 个{resource}，不是 {amount} 个。</translation>
    </message>
    <message>
        <source>Mine {plant} does not count toward the plant limit: discard a plant.</source>
        <translation>铀矿 {plant} 不计入发电厂上限：请弃掉一座发电厂。</translation>
    </message>
    <message>
        <source>Nobody sells uranium now.</source>
        <translation>现在没有人出售铀。</translation>
    </message>
    <message>
        <source>The uranium sale comes first: the plants run after it.</source>
        <translation>先出售铀，然后发电厂才运转。</translation>
    </message>
    <message>
        <source>You must power as many cities as you can: {least}, not {powered}.</source>
        <translation>你必须为尽可能多的城市供电：{least} 座，不是 {powered} 座。</translation>
    </message>
    <message>
        <source>{city} is not a city in play on this board.</source>
        <translation>{city} 不是本图板上参与游戏的城市。</translation>
    </message>
    <message>
        <source>You already have a house in {city}.</source>
        <translation>你在 {city} 已经有房屋。</translation>
    </message>
    <message>
        <source>{city} has no free place in step {step}.</source>
        <translation>第 {step} 阶段 {city} 已没有空位。</translation>
    </message>
    <message>
        <source>You have no houses left.</source>
        <translation>你的房屋已经用完。</translation>
    </message>
    <message>
        <source>This board&apos;s rules do not let you build in {city} now.</source>
        <translation>此地图的规则现在不允许你在 {city} 建设房屋。</translation>
    </message>
    <message>
        <source>On this board you may not build in {city} now.</source>
        <translation>在此地图上你现在不得在 {city} 建设。</translation>
    </message>
    <message>
        <source>A player&apos;s view does not know the order of the draw stack.</source>
        <translation>玩家的视角不知道牌堆的顺序。</translation>
    </message>
    <message>
        <source>Your plants have room for {room} more {resource}, not {amount}.</source>
        <translation>你的发电厂还能存放 {room} 个{resource}，不是 {amount} 个。</translation>
    </message>
    <message>
        <source>{amount} {resource} cost {cost} Elektro; you have {money}.</source>
        <translation>{amount} 个{resource}需要 {cost} 元；你只有 {money} 元。</translation>
    </message>
    <message>
        <source>Building in {city} costs {cost} Elektro; you have {money}.</source>
        <translation>在 {city} 建设需要 {cost} 元；你只有 {money} 元。</translation>
    </message>
    <message>
        <source>A plant can run only once per round.</source>
        <translation>每座发电厂每回合只能运作一次。</translation>
    </message>
    <message>
        <source>Your running hybrid plants burn {hybrid} tokens: coal must be 0 to {hybrid}.</source>
        <translation>运作中的混合发电厂消耗 {hybrid} 个资源：煤的数量须在 0 到 {hybrid} 之间。</translation>
    </message>
    <message>
        <source>Running these plants needs {needed} {resource}; you have {have}.</source>
        <translation>运作这些发电厂需要 {needed} 个{resource}；你只有 {have} 个。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>cyan</source>
        <translation>青色</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>粉色</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>{city} (region {region})</source>
        <translation>{city}（{region}区域）</translation>
    </message>
</context>
<context>
    <name>ResourceMarketDock</name>
    <message>
        <source>Resource market</source>
        <translation>资源市场</translation>
    </message>
</context>
<context>
    <name>ResourceMarketWidget</name>
    <message>
        <source>South market</source>
        <translation>南方市场</translation>
    </message>
    <message>
        <source>North market</source>
        <translation>北方市场</translation>
    </message>
    <message>
        <source>Bank supply: {counts}</source>
        <translation>供应区：{counts}</translation>
    </message>
    <message>
        <source>On the market: {market}. In the bank&apos;s supply, of {totals} tokens in the game: {supply}</source>
        <translation>市场上：{market}。供应区（游戏中共 {totals} 个）：{supply}</translation>
    </message>
    <message>
        <source>full: the mines sell nothing now</source>
        <translation>已满：铀矿现在卖不出铀</translation>
    </message>
    <message>
        <source>a sale earns {price} Elektro a city</source>
        <translation>出售每城市可得 {price} 元</translation>
    </message>
    <message>
        <source>Uranium market of the mines: {places} · {sale}</source>
        <translation>铀矿的铀市场：{places} · {sale}</translation>
    </message>
    <message>
        <source>{tokens} of {places} places hold uranium; the refill takes {removed} from the cheapest ones.</source>
        <translation>{places} 个位置中有 {tokens} 个放着铀；补充时从最便宜的位置取走 {removed} 个。</translation>
    </message>
    <message>
        <source>{counts} stored at {price} each</source>
        <translation>储存区 {counts}，每个 {price} 元</translation>
    </message>
</context>
<context>
    <name>ResourceTrack</name>
    <message>
        <source>{kind} at {price} Elektro each: {filled} of {places} places filled</source>
        <translation>{kind}，每个 {price} 元：{places} 格中已放 {filled} 个</translation>
    </message>
</context>
<context>
    <name>ResourcesPage</name>
    <message>
        <source>Buy from the market:</source>
        <translation>购买市场：</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南方</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北方</translation>
    </message>
    <message>
        <source>Price of the tokens chosen</source>
        <translation>所选资源的价格</translation>
    </message>
    <message>
        <source>Free room on your plants (tokens you hold)</source>
        <translation>你发电厂上的空位（你持有的资源）</translation>
    </message>
    <message>
        <source>Buy and end turn</source>
        <translation>购买并结束行动</translation>
    </message>
    <message>
        <source>room {room} (have {have})</source>
        <translation>空位 {room}（已有 {have}）</translation>
    </message>
    <message>
        <source>not enough money</source>
        <translation>钱不够</translation>
    </message>
    <message>
        <source>fits your plants</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit your plants</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Total &lt;b&gt;{total}&lt;/b&gt; of {money} Elektro{warn} · {storage}</source>
        <translation>合计 &lt;b&gt;{total}&lt;/b&gt;／{money} 元{warn} · {storage}</translation>
    </message>
    <message>
        <source>End turn, buy nothing</source>
        <translation>结束行动，不购买</translation>
    </message>
    <message>
        <source>End your turn without buying fuel?</source>
        <translation>不买资源就结束行动？</translation>
    </message>
    <message>
        <source>With the fuel you hold, your plants power {powered} of your {cities} cities; with more fuel they could power {could}.</source>
        <translation>用你现有的资源，你的发电厂能为 {cities} 座城市中的 {powered} 座供电；资源更多的话可以为 {could} 座供电。</translation>
    </message>
    <message>
        <source>Enter: buy and end the turn · Esc: buy nothing</source>
        <translation>Enter：购买并结束行动 · Esc：不购买</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>most cities powered ({n})</source>
        <translation>供电城市最多（{n}）</translation>
    </message>
    <message>
        <source>fewer cities powered ({n} against {m})</source>
        <translation>供电城市较少（{n} 对 {m}）</translation>
    </message>
    <message>
        <source>powered as many as {other}; less money ({n} against {m} Elektro)</source>
        <translation>供电数与 {other} 相同；钱较少（{n} 对 {m} 元）</translation>
    </message>
    <message>
        <source>same cities powered and money as {other}; fewer cities ({n} against {m})</source>
        <translation>供电数和钱都与 {other} 相同；城市较少（{n} 对 {m}）</translation>
    </message>
    <message>
        <source>tied with {other} on every tie-break: rank shared</source>
        <translation>各项比较都与 {other} 相同：名次并列</translation>
    </message>
    <message>
        <source>Cities connected</source>
        <translation>连接城市</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>供电城市</translation>
    </message>
    <message>
        <source>Money (Elektro)</source>
        <translation>钱（元）</translation>
    </message>
    <message>
        <source>Capacity (cities the plants can power)</source>
        <translation>产能（发电厂能供电的城市数）</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回合</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>plant {plant} for {price}</source>
        <translation>发电厂 {plant}（{price} 元）</translation>
    </message>
    <message>
        <source>{what} for {cost}</source>
        <translation>{what}（{cost} 元）</translation>
    </message>
    <message>
        <source>built {count} for {cost}: {cities}</source>
        <translation>建设 {count} 座（{cost} 元）：{cities}</translation>
    </message>
    <message>
        <source>powered {n}, income {pay}</source>
        <translation>供电 {n}，收入 {pay}</translation>
    </message>
    <message>
        <source>can power {n} at the end</source>
        <translation>最后能供电 {n}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Close the summary</source>
        <translation>关闭摘要</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {n} in short&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 {n} 回合摘要&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>RuleChanges</name>
    <message>
        <source>When the market has no {resource} left, {resource} may be bought from the supply for {price} Elektro each.</source>
        <translation>市场上的{resource}售罄后，可以从供应区以每个 {price} 元购买{resource}。</translation>
    </message>
    <message>
        <source>The lowest plant of the current market may be opened at {bid} Elektro; if nobody buys it in the auction phase, it leaves the game.</source>
        <translation>当前市场中编号最小的发电厂可以从 {bid} 元起竞投；若竞投步骤中无人购买，它将移出游戏。</translation>
    </message>
    <message>
        <source>Plants are not removed from the market for being smaller than the largest network.</source>
        <translation>发电厂不会因编号小于最大网络的城市数而被移出市场。</translation>
    </message>
    <message>
        <source>Eight random plants up to {plug_max} make the starting market and one more goes face down on top of the stack; plants removed unseen: {removals}.</source>
        <translation>随机八张编号不超过 {plug_max} 的发电厂组成开局市场，另一张背面朝上放在牌堆顶；暗中移除的发电厂：{removals}。</translation>
    </message>
    <message>
        <source>Once plant {plant} has been bought, the market is refilled with no more uranium.</source>
        <translation>发电厂 {plant} 被买下后，市场不再补充铀。</translation>
    </message>
    <message>
        <source>Plant {top} goes on top of the draw stack at set-up; out of the game: {out_of_game}.</source>
        <translation>准备阶段将发电厂 {top} 放在牌堆顶；移出游戏：{out_of_game}。</translation>
    </message>
    <message>
        <source>A player with a house in {city} pays {discount} Elektro less for each {resource} token, never less than 1.</source>
        <translation>在 {city} 有房屋的玩家每购买一个{resource}少付 {discount} 元，但最少付 1 元。</translation>
    </message>
    <message>
        <source>In steps 1 and 2, an eco plant that is the lowest of the future market is for sale as well.</source>
        <translation>在第 1、2 阶段，若未来市场中编号最小的发电厂是环保发电厂，它也可供竞投。</translation>
    </message>
    <message>
        <source>Not played on this board: {ids}.</source>
        <translation>此地图不使用：{ids}。</translation>
    </message>
    <message>
        <source>In steps {steps}, the bureaucracy also takes the lowest plant out of the game and draws a new one.</source>
        <translation>在第 {steps} 阶段，行政管理步骤还会将编号最小的发电厂移出游戏，并抽一张新的。</translation>
    </message>
    <message>
        <source>Only a player with a city in the regions {regions} may buy this kind of plant: {fuel}.</source>
        <translation>只有在区域{regions}中拥有城市的玩家才能购买这类发电厂：{fuel}。</translation>
    </message>
    <message>
        <source>The stack is not shuffled: plants up to {ordered_up_to} lie on top in ascending order, then plants up to {with_step3_up_to} shuffled with the Step 3 card, the higher plants at the bottom. The starting market holds one plant per player. Out of the game: {out_of_game}.</source>
        <translation>牌堆不洗混：编号不超过 {ordered_up_to} 的发电厂按编号从小到大放在顶部，其下是编号不超过 {with_step3_up_to} 的发电厂与第三阶段卡洗混，编号更大的放在底部。开局市场中每位玩家一座发电厂。移出游戏：{out_of_game}。</translation>
    </message>
    <message>
        <source>In steps 1 and 2 every plant of the market is for sale, and plants are drawn only in the bureaucracy: at least as many as the player count gives ({added}) and more until the market holds one plant less than the players (two with two); then the smallest leave the game down to that. In step 3 the market holds {step3_size} plants.</source>
        <translation>在第 1、2 阶段，市场中的每座发电厂都可供竞投，新发电厂只在行政管理步骤抽取：至少按玩家人数抽取（{added}），并继续抽取直到市场中的发电厂比玩家少一座（两人时为两座）；超出的编号最小者移出游戏。第 3 阶段市场中有 {step3_size} 座发电厂。</translation>
    </message>
    <message>
        <source>A second resource market, the North&apos;s, stands beside the board&apos;s; a player buys from one market a turn, and the North&apos;s is refilled first from the same supply.</source>
        <translation>地图的资源市场旁还有第二个资源市场（北方市场）；玩家每次只能在其中一个市场购买，补充时先从同一供应区补充北方市场。</translation>
    </message>
    <message>
        <source>Plants {top} go face up on top of the draw stack at set-up, in this order.</source>
        <translation>准备阶段将发电厂 {top} 按此顺序正面朝上放在牌堆顶。</translation>
    </message>
    <message>
        <source>Plants {plants} are out of the game until step 2 begins; then they go on top of the draw stack in this order.</source>
        <translation>发电厂 {plants} 在第 2 阶段开始前不在游戏中；第 2 阶段开始时按此顺序放在牌堆顶。</translation>
    </message>
    <message>
        <source>In steps 1 and 2 only the {current} lowest plants are for sale; in step 3 the market holds {step3} plants, all for sale.</source>
        <translation>第 1、2 阶段只有编号最小的 {current} 座发电厂可供购买；第 3 阶段市场中有 {step3} 座发电厂，全部可供购买。</translation>
    </message>
    <message>
        <source>The starting market holds {market_size} plants drawn from plants {market_from}, the rest of those (if any) shuffled on top of the stack; out of the game: {out_of_game}.</source>
        <translation>起始市场有 {market_size} 座发电厂，从发电厂 {market_from} 中抽出，其余的（如有）洗混后放在牌堆顶部；移出游戏：{out_of_game}。</translation>
    </message>
    <message>
        <source>When the first player of an auction phase passes, the lowest plant leaves the game and another is drawn; none leaves when nobody buys a plant.</source>
        <translation>竞投步骤中第一位玩家放弃时，编号最小的发电厂移出游戏并补抽一座；无人购买发电厂时不再移除。</translation>
    </message>
    <message>
        <source>A network starts in one of {cities}; once a game a player may start a second one there without paying a connection; in round 1 at most {round1_houses} houses, each in one of those cities.</source>
        <translation>网络必须从以下城市之一开始：{cities}；每局游戏中玩家可以有一次在这些城市开始第二个网络，无需支付连接费；第 1 回合最多建设 {round1_houses} 座房屋，每座都须在这些城市中。</translation>
    </message>
    <message>
        <source>Eco plants never go under the draw stack: in steps 1 and 2 the bureaucracy puts the highest plant that burns a resource there instead.</source>
        <translation>环保发电厂从不放到抽牌堆底部：在第 1、2 阶段，行政管理步骤改将消耗资源的编号最大的发电厂放到那里。</translation>
    </message>
    <message>
        <source>Plants are auctioned before the turn order is set: the auction follows last round&apos;s order, and the new order is set once it ends.</source>
        <translation>先竞投发电厂，再决定玩家顺序：竞投沿用上一回合的顺序，竞投结束后再决定新的顺序。</translation>
    </message>
    <message>
        <source>When nobody buys a plant in an auction phase, the {count} lowest plants leave the game.</source>
        <translation>若在竞投步骤中无人购买发电厂，编号最小的 {count} 座发电厂移出游戏。</translation>
    </message>
    <message>
        <source>The {resource} refill is never short: what the supply cannot give moves the {resource} on the market to cheaper places, down to the cheapest price.</source>
        <translation>{resource}的补充从不短缺：供应堆不足的部分会使市场上的{resource}移到更便宜的位置，最低到最便宜的价格。</translation>
    </message>
    <message>
        <source>In step 1, plants of these kinds leave the plant market: {kinds}. Plants {out_of_game} leave the game, the others go under the stack; a plant is drawn in their place.</source>
        <translation>第 1 阶段中，以下种类的发电厂离开发电厂市场：{kinds}。发电厂 {out_of_game} 移出游戏，其余放到牌堆底；并抽一张发电厂补位。</translation>
    </message>
    <message>
        <source>Step 2 begins when the Step 3 card is drawn the first time (it goes back under the shuffled stack) and the {discard} lowest plants then leave; in step 2 the bureaucracy puts the {under_stack} highest plants under the stack.</source>
        <translation>第三阶段卡第一次被抽出时开始第 2 阶段（该卡放回洗匀后的牌堆底），随后编号最小的 {discard} 座发电厂离开；第 2 阶段中，行政管理步骤把编号最大的 {under_stack} 座发电厂放到牌堆底。</translation>
    </message>
    <message>
        <source>When more cities are built in a round than {per_player} per player, a power outage cuts every income by {penalty} Elektro for each city owned, never below 0.</source>
        <translation>若一回合内建设的城市多于每名玩家 {per_player} 座，则发生停电：每名玩家的收入按其拥有的每座城市减少 {penalty} 元，最低为 0。</translation>
    </message>
    <message>
        <source>Only resource tokens up to a price are for sale: {caps}; every token in the other steps.</source>
        <translation>只能购买不超过限价的资源：{caps}；其他阶段可购买全部资源。</translation>
    </message>
    <message>
        <source>In the bureaucracy every player must power as many of his cities as his plants and fuel allow.</source>
        <translation>行政管理时，每名玩家必须用其发电厂和资源为尽可能多的城市供电。</translation>
    </message>
    <message>
        <source>Resources are bought one token a turn, round and round, until every player has ended his buying.</source>
        <translation>资源每回合只能买一个，轮流进行，直到每名玩家都结束购买。</translation>
    </message>
    <message>
        <source>Each region in play swaps its own plant cards in for the cards of the same numbers: {plants}.</source>
        <translation>每个参与游戏的区域用自己的发电厂卡替换相同编号的卡牌：{plants}。</translation>
    </message>
    <message>
        <source>No connection joins the islands: a player may start a network on another island, paying {fee} Elektro on top of the house.</source>
        <translation>岛屿之间没有连接：玩家可以在另一座岛上开始新的网络，除房屋外另付 {fee} 元。</translation>
    </message>
    <message>
        <source>The Step 3 card goes into the stack with {under} plants under it.</source>
        <translation>第三阶段卡放入牌堆时，其下方有 {under} 座发电厂。</translation>
    </message>
    <message>
        <source>With fewer cities in play than the end count, a player with a house in every city in play ends the game.</source>
        <translation>若参与游戏的城市少于结束所需数量，则在所有参与游戏的城市都有房屋的玩家结束游戏。</translation>
    </message>
    <message>
        <source>Step 2 also begins when every city in play holds a house.</source>
        <translation>当所有参与游戏的城市都有房屋时，第 2 阶段也会开始。</translation>
    </message>
    <message>
        <source>When step 2 begins, the lowest plant leaves the game and no plant is drawn in its place: the future market holds one plant less.</source>
        <translation>第 2 阶段开始时，最小的发电厂移出游戏，且不补抽新的发电厂：未来市场从此少一张发电厂。</translation>
    </message>
    <message>
        <source>Burnt {resource} goes to a storage space that the refill empties first; the stored {resource} is always for sale at {price} Elektro each.</source>
        <translation>燃烧掉的{resource}放入储存区，补充时先从储存区取；储存区的{resource}随时可以每个 {price} 元购买。</translation>
    </message>
    <message>
        <source>No player&apos;s first house may be in {cities}.</source>
        <translation>任何玩家的第一座房屋都不能建在 {cities}。</translation>
    </message>
    <message>
        <source>Plants {plants} are out of the game; the next lowest plants fill the starting market.</source>
        <translation>发电厂 {plants} 移出游戏；由次小的发电厂补满起始市场。</translation>
    </message>
    <message>
        <source>Plants {plants} are uranium mines: bought in the auction, they power no city and do not count toward the plant limit, but sell uranium.</source>
        <translation>发电厂 {plants} 是铀矿：在竞投中购买，不为任何城市供电，也不计入发电厂上限，但可以出售铀。</translation>
    </message>
    <message>
        <source>At the start of the bureaucracy, last player first, each owner of mines may sell their uranium: the dearest empty place of the uranium market ({prices} Elektro) for each city the mines could power, then one token per mine onto the market. Each refill takes tokens from its cheapest places.</source>
        <translation>行政管理开始时，从最后一名玩家起，每位拥有铀矿的玩家可以出售铀：按铀市场上最贵的空位价格（{prices} 元）乘以其铀矿可供电的城市数获得收入，然后每座铀矿放一个铀到市场上。每次补充都从最便宜的位置取走铀。</translation>
    </message>
    <message>
        <source>CO2 tax: from step 3 on, every place of the resource tracks costs {rise} Elektro more.</source>
        <translation>碳税：从第三阶段起，资源轨道上每个位置的价格都高 {rise} 元。</translation>
    </message>
    <message>
        <source>Any house may be connected for {price} Elektro instead of its path, to any city; the regions in play need not touch.</source>
        <translation>任何房屋都可以用 {price} 元代替路径费用连接到任意城市；参与游戏的区域不必相邻。</translation>
    </message>
    <message>
        <source>Some spaces take no house all game, drawn at set-up (a path may pass them): per set, by building cost, {tiers}; sets by player count: {sets}.</source>
        <translation>部分地块整局不能放房屋，在准备时抽定（连线可以经过它们）：每组按建设费用 {tiers}；按人数的组数：{sets}。</translation>
    </message>
    <message>
        <source>Each bureaucracy the {discard} highest plants of the future market go to a discard pile; when the stack runs out, the pile is shuffled as the new stack and the highest future plant goes under it each round; when it runs out again, every plant is for sale and the lowest leaves each round.</source>
        <translation>每次行政管理时，未来市场中最大的 {discard} 座发电厂进入弃牌堆；牌堆用完时，弃牌堆洗混成为新牌堆，此后每回合最大的未来发电厂放到牌堆底；牌堆再次用完时，所有发电厂均可购买，每回合最小的一座离开游戏。</translation>
    </message>
    <message>
        <source>Whoever buys the discounted plant may buy another plant in the same auction phase.</source>
        <translation>购买折扣发电厂的玩家可以在同一竞投步骤中再购买一座发电厂。</translation>
    </message>
    <message>
        <source>the plug and socket plant deck</source>
        <translation>插头与插座发电厂牌堆</translation>
    </message>
    <message>
        <source>the discounted plant</source>
        <translation>折价发电厂</translation>
    </message>
    <message>
        <source>keeping small plants in the market</source>
        <translation>小发电厂留在市场</translation>
    </message>
    <message>
        <source>Always in the starting market: {in_market}.</source>
        <translation>总在开局市场中：{in_market}。</translation>
    </message>
    <message>
        <source>Out of the game: {out_of_game}.</source>
        <translation>移出游戏：{out_of_game}。</translation>
    </message>
    <message>
        <source>Never removed at set-up: {keep_fuel}.</source>
        <translation>准备阶段绝不移除：{keep_fuel}。</translation>
    </message>
    <message>
        <source>The starting market holds {market} plants up to {plug_max} instead, four for sale.</source>
        <translation>开局市场改为 {market} 张编号不超过 {plug_max} 的发电厂，其中四张可供购买。</translation>
    </message>
    <message>
        <source>The plant face down on top of the stack is one above {plug_max}.</source>
        <translation>背面朝上放在牌堆顶的是一张编号大于 {plug_max} 的发电厂。</translation>
    </message>
    <message>
        <source>The North&apos;s market sells {north_prices} Elektro; at set-up it holds {north_start}.</source>
        <translation>北方市场出售的资源及价格：{north_prices} 元；准备阶段时其上有{north_start}。</translation>
    </message>
    <message>
        <source>Plant {top} lies face up on top of the stack.</source>
        <translation>发电厂 {top} 正面朝上放在牌堆顶部。</translation>
    </message>
    <message>
        <source>Under it lie plants {on_top}, shuffled with {on_top_with} more plants of the stack.</source>
        <translation>其下是发电厂 {on_top}，与牌堆中另外 {on_top_with} 座发电厂洗混。</translation>
    </message>
    <message>
        <source>Plants removed unseen: {remove}.</source>
        <translation>不公开移除的发电厂：{remove}。</translation>
    </message>
    <message>
        <source>Right under the top card, in this order: {below_top}.</source>
        <translation>按此顺序紧放在顶牌之下：{below_top}。</translation>
    </message>
    <message>
        <source>Also out of the game: {out_by_players}.</source>
        <translation>另外移出游戏：{out_by_players}。</translation>
    </message>
    <message>
        <source>The Step 3 card stays in the box: the game never reaches step 3.</source>
        <translation>“第3阶段”卡留在盒中：游戏永远不会进入第3阶段。</translation>
    </message>
    <message>
        <source>Original rules</source>
        <translation>原版规则</translation>
    </message>
    <message>
        <source>Recharged rules</source>
        <translation>新版（Recharged）规则</translation>
    </message>
    <message>
        <source>The first edition&apos;s rules, as the box describes them.</source>
        <translation>第一版的规则，与盒中规则书一致。</translation>
    </message>
    <message>
        <source>Today&apos;s edition: plug and socket plants, a discounted plant, 9 garbage.</source>
        <translation>现行版本：插头与插座发电厂、一座折价发电厂、9 个垃圾。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{n} players: {value}</source>
        <translation>{n} 人：{value}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>rows of a table</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>{resource} at {low}–{high}</source>
        <translation>{resource} {low}–{high}</translation>
    </message>
    <message>
        <source>step {step} up to {price} Elektro</source>
        <translation>第 {step} 阶段不超过 {price} 元</translation>
    </message>
    <message>
        <source>{number} ({amount} {fuel} → {cities})</source>
        <translation>{number}（{amount} {fuel} → {cities}）</translation>
    </message>
    <message>
        <source>{number} (no fuel → {cities})</source>
        <translation>{number}（无需资源 → {cities}）</translation>
    </message>
    <message>
        <source>{n} players {plug} up to {plug_max} and {socket} higher</source>
        <translation>{n} 人：{plug} 张不超过 {plug_max}、{socket} 张更高</translation>
    </message>
</context>
<context>
    <name>SeatMarks</name>
    <message>
        <source>this screen</source>
        <translation>本屏幕</translation>
    </message>
    <message>
        <source>online</source>
        <translation>在线</translation>
    </message>
    <message>
        <source>away</source>
        <translation>离开</translation>
    </message>
    <message>
        <source>AI covering</source>
        <translation>电脑代打</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>空座位</translation>
    </message>
    <message>
        <source>{name} plays at this screen.</source>
        <translation>{name} 在此屏幕上游戏。</translation>
    </message>
    <message>
        <source>{name} plays at another screen and is connected.</source>
        <translation>{name} 在另一块屏幕上游戏，已连接。</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped; the table waits for them to come back.</source>
        <translation>{name} 的连接已中断；牌桌在等其回来。</translation>
    </message>
    <message>
        <source>{name} is away; a computer plays the seat until they are back.</source>
        <translation>{name} 已离开；在其回来之前由电脑代打这个座位。</translation>
    </message>
    <message>
        <source>A computer level plays {name}&apos;s seat.</source>
        <translation>{name} 的座位由电脑玩家担任。</translation>
    </message>
    <message>
        <source>Nobody has taken this seat yet; a computer plays it while the game runs.</source>
        <translation>这个座位还没人坐；游戏进行时由电脑代打。</translation>
    </message>
    <message>
        <source>A computer plays for them in {time} if they are not back.</source>
        <translation>若其未回来，{time} 后由电脑代为行动。</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <source>(open)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>{n}. {name}</source>
        <translation>{n}. {name}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Autosave folder</source>
        <translation>自动存档文件夹</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Computer players wait before each move:</source>
        <translation>电脑玩家每步前等待：</translation>
    </message>
    <message>
        <source>Player colours:</source>
        <translation>玩家颜色：</translation>
    </message>
    <message>
        <source>Autosave folder:</source>
        <translation>自动存档文件夹：</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>The language changes at once. Names of cities stay as printed on the board.</source>
        <translation>语言会立即切换。城市名称保持图板上的原样。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>no pause</source>
        <translation>不暂停</translation>
    </message>
    <message>
        <source>Show the computer players&apos; moves</source>
        <translation>显示电脑玩家的行动</translation>
    </message>
    <message>
        <source>Ask for confirmation before important moves</source>
        <translation>重要操作前请求确认</translation>
    </message>
    <message>
        <source>Show win chances</source>
        <translation>显示胜率</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&lt;h1&gt;Power Grid&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;电网&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>Build a network, buy plants and fuel, power the most cities.</source>
        <translation>建设网络，购买发电厂和资源，为最多的城市供电。</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>继续上一局游戏</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>新游戏…  (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a saved game…  (Ctrl+O)</source>
        <translation>打开已保存的游戏…  (Ctrl+O)</translation>
    </message>
    <message>
        <source>Host a table for friends…</source>
        <translation>为朋友主持牌桌…</translation>
    </message>
    <message>
        <source>Join a friend&apos;s table…</source>
        <translation>加入朋友的牌桌…</translation>
    </message>
    <message>
        <source>Inspect a map…  (Ctrl+I)</source>
        <translation>查看地图…  (Ctrl+I)</translation>
    </message>
    <message>
        <source>The last game&apos;s autosave could not be read, so it cannot be continued. Start a new game or open another save.</source>
        <translation>上一局的自动保存无法读取，因此不能继续。请开始新游戏或打开其他存档。</translation>
    </message>
</context>
<context>
    <name>StepBanner</name>
    <message>
        <source>A city now takes {houses} houses ({prices} Elektro).</source>
        <translation>现在每座城市可容纳 {houses} 栋房屋（{prices} 元）。</translation>
    </message>
    <message>
        <source>The cities open their places of step {step}: up to {houses} houses in a city (its prices are on the map).</source>
        <translation>各城市开放第 {step} 阶段的位置：每座城市最多 {houses} 座房屋（价格见地图）。</translation>
    </message>
    <message>
        <source>Step {step} begins</source>
        <translation>第 {step} 阶段开始</translation>
    </message>
    <message>
        <source>All {n} plants of the market are for sale.</source>
        <translation>市场上的 {n} 座发电厂全部可买。</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Autosave is off</source>
        <translation>自动存档已关闭</translation>
    </message>
    <message>
        <source>there is no home folder to keep it in (HOME is not set or not a folder)</source>
        <extracomment>Why a folder cannot hold the autosave (``DataFolder.code``), as the end of a sentence (English here and on the command line, translated in the window).</extracomment>
        <translation>没有可以存放它的用户主文件夹（HOME 未设置或不是文件夹）</translation>
    </message>
    <message>
        <source>the app&apos;s folder lies outside the home folder</source>
        <translation>程序的文件夹位于用户主文件夹之外</translation>
    </message>
    <message>
        <source>the path names a file, not a folder</source>
        <translation>该路径是文件，不是文件夹</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>无法创建该文件夹</translation>
    </message>
    <message>
        <source>nothing can be written in the folder</source>
        <translation>无法向该文件夹写入任何内容</translation>
    </message>
    <message>
        <source>Games are not saved automatically in this session: {reason}. Save a game with Game ▸ Save to keep it.</source>
        <translation>本次运行不会自动保存游戏：{reason}。若要保留游戏，请用“游戏 ▸ 保存”。</translation>
    </message>
    <message>
        <source>it is a link, which the game does not write through</source>
        <extracomment>Why one of the game&apos;s own files is not used (:func:`own_file_problem`), as the end of a sentence.</extracomment>
        <translation>它是一个链接，游戏不会通过链接写入</translation>
    </message>
    <message>
        <source>it is not a regular file but a folder, pipe, device or socket</source>
        <translation>它不是普通文件，而是文件夹、管道、设备或套接字</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>它大于 {limit} 字节</translation>
    </message>
    <message>
        <source>the system cannot look at it ({detail})</source>
        <translation>系统无法查看它（{detail}）</translation>
    </message>
    <message>
        <source>Settings are not kept in this session: {file}: {reason}. Remove or rename that file and the next session keeps them again.</source>
        <translation>本次运行不会保留设置：{file}：{reason}。删除或重命名该文件后，下次运行会重新保留设置。</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Invite…</source>
        <translation>邀请…</translation>
    </message>
    <message>
        <source>The address and the code to send to friends</source>
        <translation>要发给朋友的地址和邀请码</translation>
    </message>
    <message>
        <source>Computer plays for {name} now</source>
        <translation>现在由电脑代 {name} 行动</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays the seat until they are back.</source>
        <translation>{name} 已离开：在其回来之前由电脑代打这个座位。</translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>The networked table, and the time a message takes to its server and back</source>
        <translation>联网牌桌，以及消息往返其服务器所需的时间</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>coal</source>
        <translation>煤</translation>
    </message>
    <message>
        <source>oil</source>
        <translation>石油</translation>
    </message>
    <message>
        <source>garbage</source>
        <translation>垃圾</translation>
    </message>
    <message>
        <source>uranium</source>
        <translation>铀</translation>
    </message>
    <message>
        <source>coal plant</source>
        <translation>燃煤发电厂</translation>
    </message>
    <message>
        <source>oil plant</source>
        <translation>石油发电厂</translation>
    </message>
    <message>
        <source>garbage plant</source>
        <translation>垃圾发电厂</translation>
    </message>
    <message>
        <source>nuclear plant</source>
        <translation>核能发电厂</translation>
    </message>
    <message>
        <source>hybrid plant (coal or oil)</source>
        <translation>混合发电厂（煤或石油）</translation>
    </message>
    <message>
        <source>eco plant (no fuel)</source>
        <translation>环保发电厂（无需资源）</translation>
    </message>
    <message>
        <source>Player order</source>
        <translation>玩家顺序</translation>
    </message>
    <message>
        <source>Auction of power plants</source>
        <translation>竞投发电厂</translation>
    </message>
    <message>
        <source>Buying resources</source>
        <translation>购买资源</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>建设网络</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>行政管理</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>{amount} Elektro</source>
        <translation>{amount} 元</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{count} {resource}</source>
        <translation>{count} 个{resource}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the Step 3 card</source>
        <translation>第三阶段卡</translation>
    </message>
    <message>
        <source>plant {number}</source>
        <translation>发电厂 {number}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>ranking separator</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>竞投</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>建设</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>行政管理</translation>
    </message>
    <message>
        <source>Phase {n}: turn order — most cities first, the highest plant breaks ties</source>
        <translation>步骤 {n}：玩家顺序 — 城市最多者在前，平手时看最大的发电厂</translation>
    </message>
    <message>
        <source>Phase {n}: auction of power plants, first player first</source>
        <translation>步骤 {n}：竞投发电厂，第一位玩家先开始</translation>
    </message>
    <message>
        <source>Phase {n}: buying resources, last player first</source>
        <translation>步骤 {n}：购买资源，最后一位玩家先开始</translation>
    </message>
    <message>
        <source>Phase {n}: building cities, last player first</source>
        <translation>步骤 {n}：建设网络，最后一位玩家先开始</translation>
    </message>
    <message>
        <source>Phase {n}: bureaucracy — power cities, earn income, refill</source>
        <translation>步骤 {n}：行政管理 — 供电、领取收入、补充资源</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>城市</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Now: {name}</source>
        <translation>现在：{name}</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>玩家顺序</translation>
    </message>
    <message>
        <source>{pos}. {name}</source>
        <translation>{pos}. {name}</translation>
    </message>
    <message>
        <source> · Step 3 card drawn</source>
        <translation> · 已抽到第三阶段卡</translation>
    </message>
    <message>
        <source>Round {r} · Step {s}{step3} · {cards} cards</source>
        <translation>第 {r} 回合 · 第 {s} 阶段{step3} · {cards} 张卡</translation>
    </message>
    <message>
        <source>Step {s}{step3} · {cards} cards</source>
        <translation>第 {s} 阶段{step3} · {cards} 张卡</translation>
    </message>
    <message>
        <source>Step {s}</source>
        <translation>第 {s} 阶段</translation>
    </message>
    <message>
        <source>Round {r}, step {s}. No number of cities starts step 2 on this board (its rules in Help say what does); the draw stack holds {cards} cards. The game ends after a build phase in which someone reaches {end} cities.</source>
        <translation>第 {r} 回合，第 {s} 阶段。在此地图上，城市数量不会开启第 2 阶段（何时开启见帮助中的地图规则）；牌堆有 {cards} 张卡。有人在建设网络步骤中达到 {end} 座城市时，该步骤结束后游戏结束。</translation>
    </message>
    <message>
        <source>Round {r}, step {s}. Step 2 starts when someone has {s2} cities; the Step 3 card lies under the draw stack, which holds {cards} cards. The game ends after a build phase in which someone reaches {end} cities.</source>
        <translation>第 {r} 回合，第 {s} 阶段。有人拥有 {s2} 座城市时进入第 2 阶段；第三阶段卡在牌堆底部，牌堆有 {cards} 张卡。有人在建设网络步骤中达到 {end} 座城市时，该步骤结束后游戏结束。</translation>
    </message>
    <message>
        <source>{n} cities</source>
        <translation>{n} 座城市</translation>
    </message>
    <message>
        <source>Step 2 begins when a player reaches {n} cities</source>
        <translation>有玩家达到 {n} 座城市时进入第 2 阶段</translation>
    </message>
    <message>
        <source>The game ends after the build phase in which a player reaches {n} cities</source>
        <translation>有玩家在建设网络步骤中达到 {n} 座城市时，该步骤结束后游戏结束</translation>
    </message>
    <message>
        <source>{n} cities powered pay {pay} Elektro</source>
        <translation>供电 {n} 座城市得 {pay} 元</translation>
    </message>
</context>
<context>
    <name>TracksDock</name>
    <message>
        <source>Round and tracks</source>
        <translation>回合与计分轨</translation>
    </message>
</context>
<context>
    <name>UraniumSalePage</name>
    <message>
        <source>Sell uranium</source>
        <translation>出售铀</translation>
    </message>
    <message>
        <source>Keep it this round</source>
        <translation>本回合保留</translation>
    </message>
    <message>
        <source>Your mines ({mines}) could power {cities} cities. Selling now earns &lt;b&gt;{price}&lt;/b&gt; Elektro a city: &lt;b&gt;{income}&lt;/b&gt; Elektro. If nobody sold this round, a city would earn {later} Elektro next round.</source>
        <translation>你的铀矿（{mines}）可为 {cities} 座城市供电。现在出售每城市得 &lt;b&gt;{price}&lt;/b&gt; 元，共 &lt;b&gt;{income}&lt;/b&gt; 元。若本回合无人出售，下一回合每城市可得 {later} 元。</translation>
    </message>
    <message>
        <source>Enter: sell uranium</source>
        <translation>Enter：出售铀</translation>
    </message>
</context>
<context>
    <name>VariantOptions</name>
    <message>
        <source>not cities of {map}: {cities}</source>
        <translation>不是 {map} 的城市：{cities}</translation>
    </message>
    <message>
        <source>{chosen} cities chosen, the game needs {need}</source>
        <translation>已选 {chosen} 座城市，游戏需要 {need} 座</translation>
    </message>
    <message>
        <source>the chosen cities are not connected: every city must be reachable from every other through chosen cities only</source>
        <translation>所选城市没有连成一片：每座城市都必须只经由所选城市就能到达其他每座城市</translation>
    </message>
    <message>
        <source>no cities chosen</source>
        <translation>尚未选择城市</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two problems</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>变体规则</translation>
    </message>
    <message>
        <source>Free city selection</source>
        <translation>自由选择城市</translation>
    </message>
    <message>
        <source>Play on a connected set of cities instead of regions</source>
        <translation>在一组连成一片的城市上游戏，而不是按区域</translation>
    </message>
    <message>
        <source>Random connected set (from the seed)</source>
        <translation>随机相连城市（由随机种子决定）</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>随机填充</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Plant deck:</source>
        <translation>发电厂卡组：</translation>
    </message>
    <message>
        <source>Deck file…</source>
        <translation>卡组文件…</translation>
    </message>
    <message>
        <source>Inactive area</source>
        <translation>非活动区</translation>
    </message>
    <message>
        <source>The first plant of each number goes face up to the inactive area; a second plant of that number is played</source>
        <translation>每个编号的第一座发电厂正面朝上放入非活动区；同编号的第二座发电厂才进入游戏</translation>
    </message>
    <message>
        <source>Plant deck</source>
        <translation>发电厂卡组</translation>
    </message>
    <message>
        <source>Deck files (*.json)</source>
        <translation>卡组文件 (*.json)</translation>
    </message>
    <message>
        <source>This deck cannot be used: %1</source>
        <translation>无法使用此卡组：%1</translation>
    </message>
    <message>
        <source>%1 players: %2 cities in play, step 2 at %3 cities, the game ends at %4, %5 plants removed at setup</source>
        <translation>%1 名玩家：游戏中有 %2 座城市，%3 座城市进入第二阶段，%4 座城市游戏结束，开局移除 %5 座发电厂</translation>
    </message>
    <message>
        <source>%1 of %2 cities chosen · %3</source>
        <translation>已选 %1 座城市，共需 %2 座 · %3</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>相连</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>不相连</translation>
    </message>
    <message>
        <source>Choose a deck file.</source>
        <translation>请选择卡组文件。</translation>
    </message>
    <message>
        <source>%1 plants.</source>
        <translation>%1 座发电厂。</translation>
    </message>
    <message>
        <source>An example deck: its extra cards are not printed cards.</source>
        <translation>示例卡组：其中额外的卡不是实际印制的卡。</translation>
    </message>
    <message>
        <source>The inactive area needs a deck where plants share numbers (for example the doubled example deck).</source>
        <translation>非活动区需要有发电厂编号重复的卡组（例如双倍示例卡组）。</translation>
    </message>
    <message>
        <source>With the inactive area, this deck&apos;s starting pool puts %1 plants a player can pay into the market; round 1 of a game of %2 players needs one for each player.</source>
        <translation>使用非活动区时，这副卡组的起始卡堆只会把 %1 座玩家买得起的发电厂放入市场；%2 人游戏的第一回合每位玩家都需要一座。</translation>
    </message>
    <message>
        <source>This deck&apos;s starting market holds %1 plants a player can pay; round 1 of a game of %2 players needs one for each player.</source>
        <translation>这副卡组的起始市场只有 %1 座玩家买得起的发电厂；%2 人游戏的第一回合每位玩家都需要一座。</translation>
    </message>
    <message>
        <source>Free city selection: %1</source>
        <translation>自由选择城市：%1</translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; is deciding at another screen…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; 正在另一块屏幕上做决定…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; is away; the table waits for them…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; 已离开；牌桌在等待…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; (computer) is thinking…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;（电脑）正在思考…</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>a person as {normal}</source>
        <translation>真人按{normal}</translation>
    </message>
    <message>
        <source>{level} as {stand_in}</source>
        <translation>{level}按{stand_in}</translation>
    </message>
    <message>
        <source>{level} as stronger</source>
        <translation>{level}较强</translation>
    </message>
    <message>
        <source>{level} as weaker</source>
        <translation>{level}较弱</translation>
    </message>
    <message>
        <source>How the seats count: {phrases}.</source>
        <translation>座位计算：{phrases}。</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win at the start of each round, estimated by a model learned from games between the computer levels. It reads the position and who plays each seat: a stronger level wins more of the games that start level, so its line starts higher before anyone has moved. A person&apos;s strength is not known; the model counts a person as AI normal in their place, so a person who plays better than AI normal has better chances than shown.</source>
        <translation>每位玩家在每回合开始时的获胜机会，由一个从各电脑等级之间的对局中学得的模型估算。它读取局面以及每个座位由谁来下：较强的等级在起点相同的对局中赢得更多，所以在任何人行动之前它的曲线就较高。真人玩家的实力无从得知；模型把真人玩家当作处在其位置上的“电脑（普通）”来计算，因此下得比“电脑（普通）”好的玩家，实际机会比图中所示更高。</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>胜率</translation>
    </message>
</context>
</TS>
