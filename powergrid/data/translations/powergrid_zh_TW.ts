<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <translation>不精確</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失誤</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>嚴重失誤</translation>
    </message>
</context>
<context>
    <name>AnalysisBoard</name>
    <message>
        <source>Set-up</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 回合</translation>
    </message>
    <message>
        <source>Analysis board</source>
        <translation>覆盤分析</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>評價</translation>
    </message>
    <message>
        <source>What would the coach do here?</source>
        <translation>教練在這裡會怎麼做？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Round {n}, {phase}: {name} to play</source>
        <translation>第 {n} 回合，{phase}：輪到 {name}</translation>
    </message>
    <message>
        <source>After {k} of {total} actions. {where}</source>
        <translation>共 {total} 步中的第 {k} 步之後。{where}</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>教練正在思考…</translation>
    </message>
    <message>
        <source>The coach plays: {choice}</source>
        <translation>教練的選擇：{choice}</translation>
    </message>
    <message>
        <source>or: {choice}</source>
        <translation>或：{choice}</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>評價已取消。</translation>
    </message>
    <message>
        <source>The coach failed: {error}</source>
        <translation>教練出錯：{error}</translation>
    </message>
    <message>
        <source>Reviewed turns: {best} best, {good} good, {inaccuracy} inaccuracies, {mistake} mistakes, {blunder} blunders.</source>
        <translation>已評價的操作：最佳 {best}，良好 {good}，不精確 {inaccuracy}，失誤 {mistake}，嚴重失誤 {blunder}。</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>實際走法：{move}</translation>
    </message>
    <message>
        <source>Better, the coach&apos;s choice: {choice}</source>
        <translation>更好：教練的選擇是 {choice}</translation>
    </message>
    <message>
        <source>The move played: {difference}</source>
        <translation>實際走法的結果：{difference}</translation>
    </message>
</context>
<context>
    <name>BidPage</name>
    <message>
        <source>Your bid:</source>
        <translation>你的出價：</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>出價</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Auction of plant &lt;b&gt;{plant}&lt;/b&gt; ({plant_tip}). Highest bid &lt;b&gt;{bid}&lt;/b&gt; by {leader}. You have {money} Elektro.</source>
        <translation>拍賣發電廠 &lt;b&gt;{plant}&lt;/b&gt;（{plant_tip}）。最高出價 &lt;b&gt;{bid}&lt;/b&gt;，出價者 {leader}。你有 {money} 元。</translation>
    </message>
    <message>
        <source>Enter: bid · Esc: minimum raise</source>
        <translation>Enter：出價 · Esc：恢復最低出價</translation>
    </message>
</context>
<context>
    <name>BuildPage</name>
    <message>
        <source>Click cities on the map or type their names; green rings are affordable.</source>
        <translation>在地圖上點擊城市或輸入城市名；綠色圓圈表示買得起。</translation>
    </message>
    <message>
        <source>City name, then Enter</source>
        <translation>城市名，然後按 Enter</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>建設</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>Cheapest order</source>
        <translation>最便宜順序</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>結束行動</translation>
    </message>
    <message>
        <source>no city in play is named “{name}”</source>
        <translation>沒有名為「{name}」的城市在遊戲中</translation>
    </message>
    <message>
        <source>“{name}” could be {cities}: type more of the name</source>
        <translation>「{name}」可能是 {cities}：請多輸入幾個字</translation>
    </message>
    <message>
        <source>{n}. {city} for {cost} Elektro
    path: {path}</source>
        <translation>{n}. {city}，{cost} 元
    路線：{path}</translation>
    </message>
    <message>
        <source>{n}. {city} for {cost} Elektro</source>
        <translation>{n}. {city}，{cost} 元</translation>
    </message>
    <message>
        <source>Total &lt;b&gt;{total}&lt;/b&gt; for {n} · {left} left · {more} more affordable</source>
        <translation>合計 &lt;b&gt;{total}&lt;/b&gt;，{n} · 剩餘 {left} · 另有 {more} 座買得起</translation>
    </message>
    <message>
        <source>{city}: planned as no. {n} for {cost} Elektro (click to remove)</source>
        <translation>{city}：計畫第 {n} 座，{cost} 元（點擊移除）</translation>
    </message>
    <message>
        <source>{city}: no free place for you</source>
        <translation>{city}：沒有你的空位</translation>
    </message>
    <message>
        <source>{city}: {price} Elektro (house {house} + connection {connection})</source>
        <translation>{city}：{price} 元（房子 {house} + 連接費 {connection}）</translation>
    </message>
    <message>
        <source>{city}: {price} Elektro (house {house} + connection {connection}) — too dear</source>
        <translation>{city}：{price} 元（房子 {house} + 連接費 {connection}）— 太貴</translation>
    </message>
    <message>
        <source>End your turn and drop your plan?</source>
        <translation>結束行動並放棄計畫？</translation>
    </message>
    <message>
        <source>These planned cities are not built: {cities}.</source>
        <translation>這些計畫中的城市不會建設：{cities}。</translation>
    </message>
    <message>
        <source>End your turn without building?</source>
        <translation>不建設就結束行動？</translation>
    </message>
    <message>
        <source>You have built nothing this turn, and {n} cities are within your money (the cheapest: {city} for {price} Elektro).</source>
        <translation>你本回合還沒有建設，而有 {n} 座城市你買得起（最便宜的：{city}，{price} 元）。</translation>
    </message>
    <message>
        <source>Type a city, Enter: plan it · Enter: build (no plan: end turn) · Esc: clear</source>
        <translation>輸入城市，Enter：加入計畫 · Enter：建設（無計畫：結束行動）· Esc：清除</translation>
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
        <translation>{city}：沒有你的空位</translation>
    </message>
    <message>
        <source>{city}: {price} = connection {connection} + house {house}</source>
        <translation>{city}：{price} = 連接費 {connection} + 房子 {house}</translation>
    </message>
    <message>
        <source>{city}: {price} = connection {connection} + house {house} — you cannot afford it</source>
        <translation>{city}：{price} = 連接費 {connection} + 房子 {house} — 你付不起</translation>
    </message>
    <message>
        <source>no place</source>
        <translation>無空位</translation>
    </message>
</context>
<context>
    <name>BureaucracyPage</name>
    <message>
        <source>Choose the plants that run:</source>
        <translation>選擇運作的發電廠：</translation>
    </message>
    <message>
        <source>Coal burnt by hybrids:</source>
        <translation>混合發電廠燒的煤：</translation>
    </message>
    <message>
        <source>Run and collect income</source>
        <translation>發電並領取收入</translation>
    </message>
    <message>
        <source>Plant {plant}: {plant_tip}</source>
        <translation>發電廠 {plant}：{plant_tip}</translation>
    </message>
    <message>
        <source>oil: {oil}</source>
        <translation>石油：{oil}</translation>
    </message>
    <message>
        <source>Powers &lt;b&gt;{powered}&lt;/b&gt; of your {cities} cities → income &lt;b&gt;{income}&lt;/b&gt; Elektro</source>
        <translation>為你 {cities} 座城市中的 &lt;b&gt;{powered}&lt;/b&gt; 座供電 → 收入 &lt;b&gt;{income}&lt;/b&gt; 元</translation>
    </message>
    <message>
        <source>Power fewer cities than you could?</source>
        <translation>供電的城市比能供電的少？</translation>
    </message>
    <message>
        <source>This choice powers {chosen} cities for {income} Elektro; your plants and fuel could power {best} for {best_income} Elektro.</source>
        <translation>這樣選擇為 {chosen} 座城市供電，收入 {income} 元；你的發電廠和資源可以為 {best} 座供電，收入 {best_income} 元。</translation>
    </message>
    <message>
        <source>Space: run a plant or not · Enter: run and collect income</source>
        <translation>空白鍵：是否讓發電廠發電 · Enter：發電並領取收入</translation>
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
        <translation>勝率</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something to the table…</source>
        <translation>對整桌說點什麼…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>傳送</translation>
    </message>
    <message>
        <source>Who at this screen speaks</source>
        <translation>在此螢幕上由誰發言</translation>
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
        <translation>選擇要拍賣的發電廠（或在市場中點擊）：</translation>
    </message>
    <message>
        <source>Opening bid:</source>
        <translation>起標價：</translation>
    </message>
    <message>
        <source>Offer plant</source>
        <translation>提出拍賣</translation>
    </message>
    <message>
        <source>Pass this round</source>
        <translation>本回合放棄</translation>
    </message>
    <message>
        <source>In round 1 every player buys a plant</source>
        <translation>第 1 回合每位玩家都要買一座發電廠</translation>
    </message>
    <message>
        <source>←/→: plant · Enter: offer · Esc: minimum bid</source>
        <translation>←/→：選發電廠 · Enter：提出拍賣 · Esc：恢復最低出價</translation>
    </message>
    <message>
        <source>Buy no plant this round?</source>
        <translation>本回合不買發電廠？</translation>
    </message>
    <message>
        <source>If you pass now you take no part in this round&apos;s auction any more: you cannot buy a power plant before the next round.</source>
        <translation>如果現在放棄，你就不再參加本回合的拍賣：下一回合之前你不能購買發電廠。</translation>
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
        <translation>沒有新增城市</translation>
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
        <translation>無需資源</translation>
    </message>
    <message>
        <source>with {amount} coal or oil a round</source>
        <translation>每回合 {amount} 個煤或石油</translation>
    </message>
    <message>
        <source>with {amount} {resource} a round</source>
        <translation>每回合 {amount} 個{resource}</translation>
    </message>
    <message>
        <source>, replacing plant {plant}</source>
        <translation>，替換發電廠 {plant}</translation>
    </message>
    <message>
        <source>powers {cities} {fuel}{replacing}; {more} powered soon, about {per_round} a round</source>
        <translation>為 {cities}供電，{fuel}{replacing}；很快{more}獲得供電，每回合約 {per_round}</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of building {cities}</source>
        <translation>以 {price} 買下後剩 {left}，建 {cities}還差 {short}</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>唯一的選擇</translation>
    </message>
    <message>
        <source>{powers}; {money}</source>
        <translation>{powers}；{money}</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of its fuel and building {cities}</source>
        <translation>以 {price} 買下後剩 {left}，買資源並建 {cities}還差 {short}</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of its fuel</source>
        <translation>以 {price} 買下後剩 {left}，買資源還差 {short}</translation>
    </message>
    <message>
        <source>keep your {money} for fuel and cities (enough for {cities} at today&apos;s prices)</source>
        <translation>留著你的 {money}買資源和城市（按現價夠建 {cities}）</translation>
    </message>
    <message>
        <source>fuel for {powered} (you have {count}); {left} left to build</source>
        <translation>資源夠 {powered}供電（你有 {count}）；剩 {left} 用於建設</translation>
    </message>
    <message>
        <source>the game ends: {powered} powered against up to {rival}, you win</source>
        <translation>遊戲結束：你供電 {powered} 座，對手最多 {rival} 座，你獲勝</translation>
    </message>
    <message>
        <source>the game ends: {powered} powered against up to {rival}, you do not win</source>
        <translation>遊戲結束：你供電 {powered} 座，對手最多 {rival} 座，你不會獲勝</translation>
    </message>
    <message>
        <source>{cities}, {powered} powered with your fuel: income {income}</source>
        <translation>{cities}，你的資源可為其中 {powered} 座供電：收入 {income}</translation>
    </message>
    <message>
        <source>next round last in turn order: first to buy fuel and build</source>
        <translation>下回合玩家順序最後：最先買資源和建設</translation>
    </message>
    <message>
        <source>next round first in turn order: last to buy fuel and build</source>
        <translation>下回合玩家順序第一：最後買資源和建設</translation>
    </message>
    <message>
        <source>next round {place} of {players} in turn order</source>
        <translation>下回合玩家順序第 {place}（共 {players} 人）</translation>
    </message>
    <message>
        <source>{built}; {left} left; {order}</source>
        <translation>{built}；剩 {left}；{order}</translation>
    </message>
    <message>
        <source>{powered} powered, income {income}, fuel worth {fuel} burnt</source>
        <translation>為 {powered}供電，收入 {income}，消耗價值 {fuel} 的資源</translation>
    </message>
    <message>
        <source>plant {plant} is worth about {value} to you, less than the next bid of {price}</source>
        <translation>發電廠 {plant} 對你約值 {value}，低於下一次出價 {price}</translation>
    </message>
    <message>
        <source>keep your {money} for fuel, cities and the plants still to come; plant {plant} would cost at least {price}</source>
        <translation>留著你的 {money}買資源、城市和之後的發電廠；發電廠 {plant} 至少要 {price}</translation>
    </message>
    <message>
        <source>keeps plants {plants}, which power {cities}</source>
        <translation>保留發電廠 {plants}，可為 {cities}供電</translation>
    </message>
    <message>
        <source>a win chance {points} points higher than with the next choice</source>
        <translation>勝率比次優選擇高 {points} 個百分點</translation>
    </message>
    <message>
        <source>1 more city powered at the end than with the next choice</source>
        <translation>終局比次優選擇多 1 座供電城市</translation>
    </message>
    <message>
        <source>{n} more cities powered at the end than with the next choice</source>
        <translation>終局比次優選擇多 {n} 座供電城市</translation>
    </message>
    <message>
        <source>{amount} more at the end than with the next choice</source>
        <translation>終局比次優選擇多 {amount}</translation>
    </message>
    <message>
        <source>no other choice does clearly better in the play-outs</source>
        <translation>在推演的對局中沒有別的選擇明顯更好</translation>
    </message>
    <message>
        <source>a sale earns {income} now ({price} a city); after a round of waiting {later} a city</source>
        <translation>現在出售可得 {income}（每城市 {price}）；等待一回合後每城市 {later}</translation>
    </message>
    <message>
        <source>by round {round}, about {amount} more in hand than with the next choice</source>
        <translation>到第 {round} 回合手上的錢比次優選擇多約 {amount}</translation>
    </message>
    <message>
        <source>by round {round}, more cities (worth about {amount}) than with the next choice</source>
        <translation>到第 {round} 回合城市比次優選擇多（約值 {amount}）</translation>
    </message>
    <message>
        <source>by round {round}, more plant capacity (worth about {amount}) than with the next choice</source>
        <translation>到第 {round} 回合發電容量比次優選擇多（約值 {amount}）</translation>
    </message>
    <message>
        <source>by round {round}, more fuel in store (worth about {amount}) than with the next choice</source>
        <translation>到第 {round} 回合儲存的資源比次優選擇多（約值 {amount}）</translation>
    </message>
    <message>
        <source>by round {round}, the strongest rival about {amount} weaker than with the next choice</source>
        <translation>到第 {round} 回合最強的對手比次優選擇時弱約 {amount}</translation>
    </message>
    <message>
        <source>by round {round}, about {amount} better off than with the next choice</source>
        <translation>到第 {round} 回合比次優選擇約多 {amount}</translation>
    </message>
    <message>
        <source>about as good</source>
        <translation>差不多一樣好</translation>
    </message>
    <message>
        <source>about {amount} worse off by round {round}</source>
        <translation>到第 {round} 回合約少 {amount}</translation>
    </message>
    <message>
        <source>win chance {points} points lower</source>
        <translation>勝率低 {points} 個百分點</translation>
    </message>
    <message>
        <source>1 fewer city powered at the end</source>
        <translation>終局少 1 座供電城市</translation>
    </message>
    <message>
        <source>{n} fewer cities powered at the end</source>
        <translation>終局少 {n} 座供電城市</translation>
    </message>
    <message>
        <source>{amount} less at the end</source>
        <translation>終局少 {amount}</translation>
    </message>
    <message>
        <source>{n} fewer cities powered this round: {amount} less after fuel</source>
        <translation>本回合少供電 {n} 座城市：扣除資源費用後少 {amount}</translation>
    </message>
    <message>
        <source>Open plant {plant} and bid up to {limit}</source>
        <translation>拿出發電廠 {plant} 拍賣，最高出價 {limit}</translation>
    </message>
    <message>
        <source>Pass this auction</source>
        <translation>放棄這次拍賣</translation>
    </message>
    <message>
        <source>Bid {amount} on plant {plant} (go up to {limit})</source>
        <translation>對發電廠 {plant} 出價 {amount}（最高跟到 {limit}）</translation>
    </message>
    <message>
        <source>Let plant {plant} go at {price}</source>
        <translation>放棄發電廠 {plant}（最高出價 {price}）</translation>
    </message>
    <message>
        <source>Let plant {plant} go</source>
        <translation>放棄發電廠 {plant}</translation>
    </message>
    <message>
        <source>Discard plant {plant}</source>
        <translation>棄掉發電廠 {plant}</translation>
    </message>
    <message>
        <source>Buy {resources} for {cost}</source>
        <translation>花 {cost} 購買 {resources}</translation>
    </message>
    <message>
        <source>Buy nothing</source>
        <translation>什麼都不買</translation>
    </message>
    <message>
        <source>Build {cities} for {cost}</source>
        <translation>花 {cost} 建設 {cities}</translation>
    </message>
    <message>
        <source>Build {cities} ({names}) for {cost}</source>
        <translation>花 {cost} 建設 {cities}（{names}）</translation>
    </message>
    <message>
        <source>Build nothing more</source>
        <translation>不再建設</translation>
    </message>
    <message>
        <source>Run plant {plants}</source>
        <translation>運作發電廠 {plants}</translation>
    </message>
    <message>
        <source>Run plants {plants}</source>
        <translation>運作發電廠 {plants}</translation>
    </message>
    <message>
        <source>Run no plant</source>
        <translation>不運作發電廠</translation>
    </message>
    <message>
        <source>Sell uranium</source>
        <translation>出售鈾</translation>
    </message>
    <message>
        <source>Keep the uranium</source>
        <translation>保留鈾</translation>
    </message>
    <message>
        <source>bid {amount} on plant {plant}</source>
        <translation>對發電廠 {plant} 出價 {amount}</translation>
    </message>
    <message>
        <source>pass on plant {plant}</source>
        <translation>放棄發電廠 {plant}</translation>
    </message>
    <message>
        <source>open plant {plant} at {bid}</source>
        <translation>拿出發電廠 {plant} 拍賣，出價 {bid}</translation>
    </message>
    <message>
        <source>bid {amount}</source>
        <translation>出價 {amount}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>discard plant {plant}</source>
        <translation>棄掉發電廠 {plant}</translation>
    </message>
    <message>
        <source>buy {amount} {resource}</source>
        <translation>購買 {amount} 個{resource}</translation>
    </message>
    <message>
        <source>build in {city}</source>
        <translation>在 {city} 建設</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>結束行動</translation>
    </message>
    <message>
        <source>sell uranium</source>
        <translation>出售鈾</translation>
    </message>
    <message>
        <source>keep the uranium</source>
        <translation>保留鈾</translation>
    </message>
    <message>
        <source>run no plant</source>
        <translation>不運作發電廠</translation>
    </message>
    <message>
        <source>run plants {plants} ({coal} coal in hybrids)</source>
        <translation>運作發電廠 {plants}（混合發電廠燒 {coal} 個煤）</translation>
    </message>
    <message>
        <source>run plants {plants}</source>
        <translation>運作發電廠 {plants}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>moves separator</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>拍賣</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>購買資源</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>建設</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>行政管理</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <source>Coach</source>
        <translation>教練</translation>
    </message>
</context>
<context>
    <name>CoachHooks</name>
    <message>
        <source>C&amp;oach</source>
        <translation>教練(&amp;O)</translation>
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
        <translation>分析已儲存的遊戲(&amp;S)…</translation>
    </message>
    <message>
        <source>Analyse a saved game</source>
        <translation>分析已儲存的遊戲</translation>
    </message>
    <message>
        <source>Cannot analyse</source>
        <translation>無法分析</translation>
    </message>
    <message>
        <source>Analyse the game…</source>
        <translation>分析本局…</translation>
    </message>
    <message>
        <source>Show &amp;win chances</source>
        <translation>顯示勝率(&amp;W)</translation>
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
        <translation>專家電腦現在會怎麼做？(H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No decision of yours to help with.</source>
        <translation>現在沒有需要你做的決定。</translation>
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
        <translation>決定因素：{why}</translation>
    </message>
    <message>
        <source>or {label} ({difference}): {why}</source>
        <translation>或 {label}（{difference}）：{why}</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>無提示：{reason}</translation>
    </message>
</context>
<context>
    <name>ComputerMoves</name>
    <message>
        <source>{name} buys plant {plant} for {price}</source>
        <translation>{name} 以 {price} 買下發電廠 {plant}</translation>
    </message>
    <message>
        <source>{name} buys {n} {kind} for {cost}</source>
        <translation>{name} 以 {cost} 買下 {n} 個{kind}</translation>
    </message>
    <message>
        <source>{name} builds in {city} for {price}</source>
        <translation>{name} 以 {price} 在 {city} 建設</translation>
    </message>
    <message>
        <source>What the computer just did (click or Space to skip)</source>
        <translation>電腦剛才的行動（點擊或按空白鍵跳過）</translation>
    </message>
</context>
<context>
    <name>DecisionDock</name>
    <message>
        <source>Your move</source>
        <translation>你的行動</translation>
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
        <translation>&lt;b&gt;遊戲結束&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: {decision}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;：{decision}</translation>
    </message>
    <message>
        <source>Your turn, {player}.</source>
        <translation>輪到你了，{player}。</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>不允許：{reason}</translation>
    </message>
</context>
<context>
    <name>Decisions</name>
    <message>
        <source>choose a power plant to auction, or pass</source>
        <translation>選擇一座發電廠進行拍賣，或放棄</translation>
    </message>
    <message>
        <source>choose a power plant to auction</source>
        <translation>選擇一座發電廠進行拍賣</translation>
    </message>
    <message>
        <source>bid on plant {plant} (highest bid {bid}) or pass</source>
        <translation>對發電廠 {plant} 出價（目前最高 {bid}）或放棄</translation>
    </message>
    <message>
        <source>discard a power plant (one above the limit)</source>
        <translation>棄掉一座發電廠（超出上限）</translation>
    </message>
    <message>
        <source>buy resources, then end the turn</source>
        <translation>購買資源，然後結束行動</translation>
    </message>
    <message>
        <source>build in cities, then end the turn</source>
        <translation>在城市建設，然後結束行動</translation>
    </message>
    <message>
        <source>choose which power plants run</source>
        <translation>選擇要運作的發電廠</translation>
    </message>
    <message>
        <source>sell the mines&apos; uranium or keep it</source>
        <translation>出售鈾礦的鈾或保留</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>遊戲已結束</translation>
    </message>
    <message>
        <source>No game is running. Start a new game or load one.</source>
        <translation>目前沒有進行中的遊戲。請開始新遊戲或載入存檔。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <source>{player} (computer)</source>
        <translation>{player}（電腦）</translation>
    </message>
    <message>
        <source>Round {round}, step {step} · {player}: {decision}</source>
        <translation>第 {round} 回合（第 {step} 階段）· {player}：{decision}</translation>
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
        <translation>原版 + 額外發電廠（範例）</translation>
    </message>
    <message>
        <source>Original game twice (example for the inactive area)</source>
        <translation>原版雙份（非活動區範例）</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>Discard</source>
        <translation>棄掉</translation>
    </message>
    <message>
        <source>You own more plants than allowed ({limit}). Choose one to discard; fuel that does not fit the others goes back to the supply.</source>
        <translation>你的發電廠超過上限（{limit}）。選擇一座棄掉；其餘發電廠放不下的資源退回供應區。</translation>
    </message>
    <message>
        <source>Discard plant {plant} ({fuel}) — keep {kept}</source>
        <translation>棄掉發電廠 {plant}（{fuel}）— 保留 {kept}</translation>
    </message>
    <message>
        <source>Discard plant {plant} ({fuel})</source>
        <translation>棄掉發電廠 {plant}（{fuel}）</translation>
    </message>
    <message>
        <source>Discard plant {plant}?</source>
        <translation>棄掉發電廠 {plant}？</translation>
    </message>
    <message>
        <source>↑/↓: plant · Enter: discard the chosen plant</source>
        <translation>↑/↓：選發電廠 · Enter：棄掉所選發電廠</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>eco</source>
        <translation>環保</translation>
    </message>
    <message>
        <source>{amount} coal/oil</source>
        <translation>{amount} 煤/石油</translation>
    </message>
    <message>
        <source>The Step 3 card: cannot be bought</source>
        <translation>第三階段卡：不能購買</translation>
    </message>
    <message>
        <source>Plant {plant}: {fuel} → powers 1 city</source>
        <translation>發電廠 {plant}：{fuel} → 供電 1 座城市</translation>
    </message>
    <message>
        <source>Plant {plant}: {fuel} → powers {cities} cities</source>
        <translation>發電廠 {plant}：{fuel} → 供電 {cities} 座城市</translation>
    </message>
    <message>
        <source>STEP
3</source>
        <translation>第三
階段</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>no plant this round</source>
        <translation>本回合不買發電廠</translation>
    </message>
    <message>
        <source>may not buy this plant</source>
        <translation>不得購買此發電廠</translation>
    </message>
    <message>
        <source>too small for the largest network</source>
        <translation>小於最大網路的城市數</translation>
    </message>
    <message>
        <source>no plant was sold this round</source>
        <translation>本回合沒有售出發電廠</translation>
    </message>
    <message>
        <source>Step 3 begins</source>
        <translation>第三階段開始</translation>
    </message>
    <message>
        <source>Step 2 begins</source>
        <translation>第二階段開始</translation>
    </message>
    <message>
        <source>bureaucracy in step 3</source>
        <translation>第三階段的行政管理</translation>
    </message>
    <message>
        <source>the lowest plant once the stack has run out twice</source>
        <translation>牌堆第二次用完後最小的發電廠</translation>
    </message>
    <message>
        <source>the lowest plant leaves the market every round</source>
        <translation>每回合最小的發電廠離開市場</translation>
    </message>
    <message>
        <source>cannot outbid {bid}</source>
        <translation>無法高於 {bid}</translation>
    </message>
    <message>
        <source>Round {round} begins. Player order: {order}.</source>
        <translation>第 {round} 回合開始。玩家順序：{order}。</translation>
    </message>
    <message>
        <source>Phase: {phase}.</source>
        <translation>步驟：{phase}。</translation>
    </message>
    <message>
        <source>New player order: {order}.</source>
        <translation>新的玩家順序：{order}。</translation>
    </message>
    <message>
        <source>{player} puts plant {plant} up for auction at {bid}.</source>
        <translation>{player} 以 {bid} 起價拍賣發電廠 {plant}。</translation>
    </message>
    <message>
        <source>{player} bids {amount}.</source>
        <translation>{player} 出價 {amount}。</translation>
    </message>
    <message>
        <source>{player} passes ({reason}).</source>
        <translation>{player} 放棄（{reason}）。</translation>
    </message>
    <message>
        <source>{player} buys plant {plant} for {price}.</source>
        <translation>{player} 以 {price} 買下發電廠 {plant}。</translation>
    </message>
    <message>
        <source>{player} discards plant {plant}; {resources} go back to the supply.</source>
        <translation>{player} 棄掉發電廠 {plant}；{resources} 放回供應區。</translation>
    </message>
    <message>
        <source>{player} discards plant {plant}.</source>
        <translation>{player} 棄掉發電廠 {plant}。</translation>
    </message>
    <message>
        <source>The Step 3 card is drawn.</source>
        <translation>抽到了第三階段卡。</translation>
    </message>
    <message>
        <source>Plant {plant} is drawn.</source>
        <translation>抽出發電廠 {plant}。</translation>
    </message>
    <message>
        <source>The Step 3 card leaves the game ({reason}).</source>
        <translation>第三階段卡移出遊戲（{reason}）。</translation>
    </message>
    <message>
        <source>Plant {plant} leaves the game ({reason}).</source>
        <translation>發電廠 {plant} 移出遊戲（{reason}）。</translation>
    </message>
    <message>
        <source>Plant {plant} goes to the inactive area.</source>
        <translation>發電廠 {plant} 放入非活動區。</translation>
    </message>
    <message>
        <source>Plant {plant} goes under the draw stack.</source>
        <translation>發電廠 {plant} 放到牌堆底部。</translation>
    </message>
    <message>
        <source>Plant {plant} goes to the discard pile.</source>
        <translation>發電廠 {plant} 進入棄牌堆。</translation>
    </message>
    <message>
        <source>The stack has run out: the discard pile ({n} plants) is the new stack.</source>
        <translation>牌堆已用完：棄牌堆（{n} 座發電廠）成為新的牌堆。</translation>
    </message>
    <message>
        <source>The stack has run out again: every plant of the market is for sale.</source>
        <translation>牌堆再次用完：市場上所有發電廠均可購買。</translation>
    </message>
    <message>
        <source>{player} buys {amount} {resource} for {cost}.</source>
        <translation>{player} 以 {cost} 購買 {amount} 個{resource}。</translation>
    </message>
    <message>
        <source>{player} builds in {city} for {total} ({house} house, {connection} connection).</source>
        <translation>{player} 在 {city} 建設，花費 {total}（房子 {house}，連接費 {connection}）。</translation>
    </message>
    <message>
        <source>{player} builds in {city} for {total}.</source>
        <translation>{player} 在 {city} 建設，花費 {total}。</translation>
    </message>
    <message>
        <source>{player} ends the turn ({phase}).</source>
        <translation>{player} 結束行動（{phase}）。</translation>
    </message>
    <message>
        <source>{player} buys from the North market this turn.</source>
        <translation>{player} 本回合在北方市場購買。</translation>
    </message>
    <message>
        <source>{player} buys from the South market this turn.</source>
        <translation>{player} 本回合在南方市場購買。</translation>
    </message>
    <message>
        <source>{player} keeps the uranium of the mines.</source>
        <translation>{player} 保留了鈾礦的鈾。</translation>
    </message>
    <message>
        <source>{player} sells uranium at {price} a city and earns {income}.</source>
        <translation>{player} 以每城市 {price} 的價格出售鈾，獲得 {income}。</translation>
    </message>
    <message>
        <source>{player} −{cut}</source>
        <translation>{player} −{cut}</translation>
    </message>
    <message>
        <source>Power outage in round {round}: {built} cities built, more than {most}. Every income falls by {penalty} a city owned, never below 0: {cuts}.</source>
        <translation>第 {round} 回合停電：本回合建設了 {built} 座城市，超過 {most} 座。每位玩家的收入按其擁有的每座城市減少 {penalty}，最低為 0：{cuts}。</translation>
    </message>
    <message>
        <source>{player} powers 1 city and earns {income}. Burnt: {resources}.</source>
        <translation>{player} 為 1 座城市供電，收入 {income}。消耗：{resources}。</translation>
    </message>
    <message>
        <source>{player} powers {count} cities and earns {income}. Burnt: {resources}.</source>
        <translation>{player} 為 {count} 座城市供電，收入 {income}。消耗：{resources}。</translation>
    </message>
    <message>
        <source>{player} powers 1 city and earns {income}.</source>
        <translation>{player} 為 1 座城市供電，收入 {income}。</translation>
    </message>
    <message>
        <source>{player} powers {count} cities and earns {income}.</source>
        <translation>{player} 為 {count} 座城市供電，收入 {income}。</translation>
    </message>
    <message>
        <source>The resource market is refilled: {resources}.</source>
        <translation>資源市場補充：{resources}。</translation>
    </message>
    <message>
        <source>Step {step} begins.</source>
        <translation>第 {step} 階段開始。</translation>
    </message>
    <message>
        <source>{place}. {player} ({count} powered)</source>
        <translation>第 {place} 名 {player}（供電 {count}）</translation>
    </message>
    <message>
        <source>Game over. {ranking}</source>
        <translation>遊戲結束。{ranking}</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>the file does not exist</source>
        <extracomment>What the JSON reader refused (``JsonFileError.code``), as the end of a sentence.</extracomment>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>這是一個資料夾，不是檔案</translation>
    </message>
    <message>
        <source>the system cannot open it ({detail})</source>
        <translation>系統無法開啟它（{detail}）</translation>
    </message>
    <message>
        <source>the file name contains a NUL character</source>
        <translation>檔案名稱中含有 NUL 字元</translation>
    </message>
    <message>
        <source>it is not a regular file but a pipe, device or socket</source>
        <translation>它不是普通檔案，而是管道、裝置或通訊端</translation>
    </message>
    <message>
        <source>it is too large ({size} bytes; the limit is {limit})</source>
        <translation>檔案過大（{size} 位元組；上限為 {limit}）</translation>
    </message>
    <message>
        <source>the system cannot read it ({detail})</source>
        <translation>系統無法讀取它（{detail}）</translation>
    </message>
    <message>
        <source>it is not UTF-8 text (byte {byte})</source>
        <translation>它不是 UTF-8 文字（第 {byte} 位元組）</translation>
    </message>
    <message>
        <source>it is nested more than {limit} levels deep</source>
        <translation>巢狀超過 {limit} 層</translation>
    </message>
    <message>
        <source>it holds a number of {length} characters (the limit is {limit})</source>
        <translation>其中有一個長達 {length} 個字元的數字（上限為 {limit}）</translation>
    </message>
    <message>
        <source>it holds the number {number}, which is out of range</source>
        <translation>其中的數字 {number} 超出範圍</translation>
    </message>
    <message>
        <source>it holds {name}, which JSON does not allow as a number</source>
        <translation>其中含有 {name}，JSON 不允許它作為數字</translation>
    </message>
    <message>
        <source>the text breaks off or is garbled at line {line}, column {column}</source>
        <translation>文字在第 {line} 行第 {column} 列中斷或出現亂碼</translation>
    </message>
    <message>
        <source>a text in it holds half a character (a lone surrogate escape)</source>
        <translation>其中的文字含有半個字元（孤立的代理項跳脫）</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <extracomment>``SaveError.code`` → sentence. ``{file}`` is the file&apos;s name; ``{problem}`` the JSON reader&apos;s refusal worded above; ``{reason}`` the engine&apos;s refusal of a move.</extracomment>
        <translation>沒有可儲存的遊戲。</translation>
    </message>
    <message>
        <source>This game is played on the map “{map}”, too large for a save to carry: {detail}</source>
        <translation>本局遊戲使用的地圖「{map}」過大，存檔無法容納：{detail}</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be read: {problem}.</source>
        <translation>無法讀取存檔「{file}」：{problem}。</translation>
    </message>
    <message>
        <source>The save “{file}” is not valid JSON: {problem}. Perhaps it was cut short while it was written.</source>
        <translation>存檔「{file}」不是有效的 JSON：{problem}。可能是寫入時被截斷了。</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be used: {problem}.</source>
        <translation>存檔「{file}」無法使用：{problem}。</translation>
    </message>
    <message>
        <source>“{file}” is not a Power Grid save.</source>
        <translation>「{file}」不是電網存檔。</translation>
    </message>
    <message>
        <source>The save “{file}” is written in save format version {version}; this program reads versions {readable}. It may come from a newer version of the game.</source>
        <translation>存檔「{file}」使用第 {version} 版存檔格式；本程式可讀取的版本為 {readable}。它可能來自更新版本的遊戲。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: it lacks the entries {entries}.</source>
        <translation>存檔「{file}」已損壞：缺少條目 {entries}。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: it holds unknown entries {entries}.</source>
        <translation>存檔「{file}」已損壞：含有未知條目 {entries}。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its seed is not a whole number.</source>
        <translation>存檔「{file}」已損壞：其隨機種子不是整數。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its moves are not a list.</source>
        <translation>存檔「{file}」已損壞：其行動紀錄不是列表。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: a check value is not text.</source>
        <translation>存檔「{file}」已損壞：某個校驗值不是文字。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its recorded history is not a list of check values.</source>
        <translation>存檔「{file}」已損壞：其歷史紀錄不是校驗值列表。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: the game&apos;s settings (map, seats, seed) do not match its recorded history.</source>
        <translation>存檔「{file}」已被修改或損壞：遊戲設定（地圖、座位、隨機種子）與歷史紀錄不符。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: move {action} is not in its recorded history, which ends after {length} moves.</source>
        <translation>存檔「{file}」已被修改或損壞：第 {action} 步不在歷史紀錄中，歷史紀錄只到第 {length} 步。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: move {action} does not match its recorded history.</source>
        <translation>存檔「{file}」已被修改或損壞：第 {action} 步與歷史紀錄不符。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: its history records {history} moves, but it holds only {actions}.</source>
        <translation>存檔「{file}」已被修改：歷史紀錄有 {history} 步，但檔案中只有 {actions} 步。</translation>
    </message>
    <message>
        <source>The save “{file}” was altered: its final check value does not match its recorded history.</source>
        <translation>存檔「{file}」已被改動：最終校驗值與歷史紀錄不符。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its game settings cannot be read ({detail}).</source>
        <translation>存檔「{file}」已損壞：無法讀取遊戲設定（{detail}）。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: its game settings are not written the way this program writes them.</source>
        <translation>存檔「{file}」已被修改：遊戲設定的寫法與本程式不同。</translation>
    </message>
    <message>
        <source>The save “{file}” is played on the map “{map}”, which is not a built-in map (built-in: {known}).</source>
        <translation>存檔「{file}」使用地圖「{map}」，它不是內建地圖（內建：{known}）。</translation>
    </message>
    <message>
        <source>The save “{file}” names the deck “{deck}”, which is not a deck of the game (the game&apos;s decks: {known}). A save names the game&apos;s own decks or carries its deck whole; no other file is opened.</source>
        <translation>存檔「{file}」指定了牌組「{deck}」，它不是遊戲內建的牌組（遊戲的牌組：{known}）。存檔只能指定遊戲內建的牌組或包含完整的牌組；不會開啟任何其他檔案。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: seat {seat} ({name}) is played by “{controller}”; allowed are {allowed}.</source>
        <translation>存檔「{file}」已損壞：座位 {seat}（{name}）由「{controller}」操控；允許的是 {allowed}。</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: move {action} cannot be read ({detail}).</source>
        <translation>存檔「{file}」已損壞：無法讀取第 {action} 步（{detail}）。</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: move {action} is not written the way this program writes moves.</source>
        <translation>存檔「{file}」已被修改：第 {action} 步的寫法與本程式不同。</translation>
    </message>
    <message>
        <source>The game of the save “{file}” cannot be set up: {detail}</source>
        <translation>無法布置存檔「{file}」中的遊戲：{detail}</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be replayed: move {action} is not allowed. {reason}</source>
        <translation>無法重播存檔「{file}」：第 {action} 步不合規則。{reason}</translation>
    </message>
    <message>
        <source>The save “{file}” was altered: its moves do not lead to the position it records.</source>
        <translation>存檔「{file}」已被改動：其行動無法得到它記錄的局面。</translation>
    </message>
    <message>
        <source>No map was named (built-in: {known}).</source>
        <extracomment>``MapError.code`` → sentence (the list of problems of an invalid map follows it).</extracomment>
        <translation>未指定地圖（內建：{known}）。</translation>
    </message>
    <message>
        <source>There is no built-in map called “{name}” (built-in: {known}).</source>
        <translation>沒有名為「{name}」的內建地圖（內建：{known}）。</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be read: {problem}.</source>
        <translation>無法讀取地圖檔案「{file}」：{problem}。</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be used: {problem}.</source>
        <translation>地圖檔案「{file}」無法使用：{problem}。</translation>
    </message>
    <message>
        <source>The map file “{file}” is not a valid map. Problems found: {count}</source>
        <translation>地圖檔案「{file}」不是有效的地圖。發現的問題：{count} 個</translation>
    </message>
    <message>
        <source>{field}: the region “{name}” is listed twice (also {first})</source>
        <extracomment>The cross checks of a map file (``Problem.code``), one line each. ``{field}`` points into the file&apos;s JSON and is shown as it is. A line without a code (a field that does not parse) is shown as the engine writes it.</extracomment>
        <translation>{field}：區域「{name}」重複列出（另見 {first}）</translation>
    </message>
    <message>
        <source>{field}: the city “{name}” is listed twice (also {first})</source>
        <translation>{field}：城市「{name}」重複列出（另見 {first}）</translation>
    </message>
    <message>
        <source>{field}: the city “{city}” lies in the region “{region}”, which the map does not list</source>
        <translation>{field}：城市「{city}」位於區域「{region}」，但地圖沒有列出該區域</translation>
    </message>
    <message>
        <source>{field}: the map has no city “{name}”</source>
        <translation>{field}：地圖上沒有城市「{name}」</translation>
    </message>
    <message>
        <source>{field}: {a} and {b} are connected twice (also {first})</source>
        <translation>{field}：{a} 與 {b} 之間的連線重複（另見 {first}）</translation>
    </message>
    <message>
        <source>{field}: the region “{region}” has {count} cities; it must have exactly {need}</source>
        <translation>{field}：區域「{region}」有 {count} 座城市；必須正好 {need} 座</translation>
    </message>
    <message>
        <source>regions: the map has {count} regions; a game needs at least {need}</source>
        <translation>regions：地圖有 {count} 個區域；遊戲至少需要 {need} 個</translation>
    </message>
    <message>
        <source>connections: the cities are not all connected; they form {parts} parts</source>
        <translation>connections：城市沒有全部相連；共分成 {parts} 部分</translation>
    </message>
    <message>
        <source>{field}: the cities of the region “{region}” are not connected through the region&apos;s own cities ({parts} parts; apart: {cities})</source>
        <translation>{field}：區域「{region}」的城市沒有透過本區域的城市相連（{parts} 個部分；分離的：{cities}）</translation>
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
        <translation>……還有 {more} 個問題</translation>
    </message>
    <message>
        <source> (also the cities {cities})</source>
        <translation>（還有城市 {cities}）</translation>
    </message>
    <message>
        <source>“{file}” was written in save format version {version}; it will be saved in version {current}, which also protects its history.</source>
        <translation>「{file}」使用第 {version} 版存檔格式；儲存時將改用第 {current} 版，它還能保護歷史紀錄。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>“{file}” is not a regular file but a link, folder, pipe or device; the game saves over regular files only. Choose another name.</source>
        <translation>「{file}」不是一般檔案，而是連結、資料夾、管道或裝置；遊戲只覆寫一般檔案。請另選一個名稱。</translation>
    </message>
    <message>
        <source>The table&apos;s server keeps a networked game while it runs; it can be saved here once it is over.</source>
        <translation>連線遊戲進行期間由牌桌的伺服器保存；遊戲結束後才能在這裡儲存。</translation>
    </message>
    <message>
        <source>There is no game running.</source>
        <translation>沒有正在進行的遊戲。</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>現在不該由人類玩家行動。</translation>
    </message>
    <message>
        <source>Your last move is still on its way to the table.</source>
        <translation>你的上一步仍在傳送到牌桌的途中。</translation>
    </message>
    <message>
        <source>The game is over: no move can be taken back.</source>
        <translation>遊戲已結束：不能再撤銷任何行動。</translation>
    </message>
    <message>
        <source>At a networked table no move can be taken back.</source>
        <translation>連線牌桌上的行動不能撤銷。</translation>
    </message>
    <message>
        <source>Nothing to undo while a computer player is to move.</source>
        <translation>電腦玩家行動時不能撤銷。</translation>
    </message>
    <message>
        <source>Your last move drew a new plant from the stack: it cannot be taken back.</source>
        <translation>你上一個行動從牌堆翻開了新的發電廠：不能撤銷。</translation>
    </message>
    <message>
        <source>Nothing to undo: only your own moves since the last player&apos;s move can be taken back, and you have made none.</source>
        <translation>沒有可撤銷的行動：只能撤銷上一位玩家行動之後你自己的行動，而你還沒有行動。</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Abandon this game?</source>
        <translation>放棄這局遊戲？</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it? Its autosave will be replaced by the next game.</source>
        <translation>有一局遊戲正在進行。要離開嗎？它的自動儲存將被下一局取代。</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>繼續上一局遊戲？</translation>
    </message>
    <message>
        <source>Power Grid did not close properly last time. Resume the game that was running?</source>
        <translation>電網上次沒有正常關閉。要繼續當時進行中的遊戲嗎？</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>開啟已儲存的遊戲</translation>
    </message>
    <message>
        <source>Power Grid saves (*.pgsave *.json);;All files (*)</source>
        <translation>電網存檔 (*.pgsave *.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>已儲存到 {path}</translation>
    </message>
    <message>
        <source>Cannot open this save</source>
        <translation>無法開啟此存檔</translation>
    </message>
    <message>
        <source>Not loaded: {reason}</source>
        <translation>未載入：{reason}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <translation>已載入 {path}</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>自動存檔已關閉</translation>
    </message>
    <message>
        <source>Settings are not kept</source>
        <translation>設定不會保留</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>{names} 獲勝！</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} 獲勝！</translation>
    </message>
    <message>
        <source>Ranked by cities powered in the last round; ties go to more money, then to more cities.</source>
        <translation>按最後一回合供電城市數排名；平手時比較錢，再比較城市數。</translation>
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
        <translation>供電城市</translation>
    </message>
    <message>
        <source>Elektro</source>
        <translation>錢（元）</translation>
    </message>
    <message>
        <source>Cities connected</source>
        <translation>連接城市</translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation>名次原因</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>development version</source>
        <translation>開發版</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Each cell: tokens on the market at the start / places at this price. A purchase takes the cheapest tokens; a refill fills the dearest empty places.</source>
        <translation>每格：開局時市場上的資源數 / 該價格的格子數。購買時拿最便宜的資源；補充時先放最貴的空格。</translation>
    </message>
    <message>
        <source>Step {step}</source>
        <translation>第 {step} 階段</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家數</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>供電城市</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>區域</translation>
    </message>
    <message>
        <source>Plants removed</source>
        <translation>移除的發電廠</translation>
    </message>
    <message>
        <source>Step 2 at cities</source>
        <translation>第二階段所需城市</translation>
    </message>
    <message>
        <source>Game ends at cities</source>
        <translation>遊戲結束所需城市</translation>
    </message>
    <message>
        <source>Plant limit</source>
        <translation>發電廠上限</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>發電廠</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Burns</source>
        <translation>消耗</translation>
    </message>
    <message>
        <source>Powers cities</source>
        <translation>供電城市數</translation>
    </message>
    <message>
        <source>A house costs {step1}, {step2} or {step3} Elektro in steps 1, 2 and 3, plus the connections to it.</source>
        <translation>在第一、二、三階段，每個房子分別花費 {step1}、{step2}、{step3} 元，另加連接費。</translation>
    </message>
    <message>
        <source>A house costs what its place in the city costs (the prices are on the map), plus the connections to it.</source>
        <translation>房子的價格是它在城市中所佔位置的價格（價格見地圖），再加上通往該城市的連接費。</translation>
    </message>
    <message>
        <source>Every player starts with {amount} Elektro.</source>
        <translation>每位玩家開局有 {amount} 元。</translation>
    </message>
    <message>
        <source>Resource market</source>
        <translation>資源市場</translation>
    </message>
    <message>
        <source>Refill table</source>
        <translation>資源補充表</translation>
    </message>
    <message>
        <source>Payment table</source>
        <translation>收入表</translation>
    </message>
    <message>
        <source>Player-count table</source>
        <translation>玩家人數表</translation>
    </message>
    <message>
        <source>Power plants</source>
        <translation>發電廠一覽</translation>
    </message>
    <message>
        <source>On {map}, {rules}.</source>
        <translation>{map}，{rules}。</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>我現在能做什麼？</translation>
    </message>
    <message>
        <source>No game is running. Start a new game or load one.</source>
        <translation>目前沒有進行中的遊戲。請開始新遊戲或載入存檔。</translation>
    </message>
    <message>
        <source>Round {round}, step {step}: {decision}.</source>
        <translation>第 {round} 回合（第 {step} 階段）：{decision}。</translation>
    </message>
    <message>
        <source>Goal and course of a round</source>
        <extracomment>Titles of the rule pages that are not phases.</extracomment>
        <translation>目標與回合流程</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>遊戲準備</translation>
    </message>
    <message>
        <source>Steps 2 and 3</source>
        <translation>第二、三階段</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>變體規則</translation>
    </message>
    <message>
        <source>Symbols on the table</source>
        <translation>桌面上的符號</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Board: {map}</source>
        <translation>地圖：{map}</translation>
    </message>
    <message>
        <source>Power Grid rules</source>
        <translation>電網 – 規則</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>電網</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>The board game Power Grid (Funkenschlag) for the desktop, with computer opponents and a map inspector.</source>
        <translation>桌面版桌遊《電網》（Funkenschlag），附電腦對手和地圖檢視器。</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>授權條款：{licence}</translation>
    </message>
    <message>
        <source>About Power Grid</source>
        <translation>關於電網</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>我現在能做什麼(&amp;W)？</translation>
    </message>
    <message>
        <source>&amp;About Power Grid</source>
        <translation>關於電網(&amp;A)</translation>
    </message>
    <message>
        <source>The decision page&apos;s main action, as the key line under the page says</source>
        <translation>決策頁面的主要操作，即頁面下方按鍵提示所寫的操作</translation>
    </message>
    <message>
        <source>Close the card over the map (a round&apos;s summary, a step&apos;s banner); with none open, drop the choice being prepared</source>
        <translation>關閉地圖上方的卡片（回合摘要、階段橫幅）；若沒有開啟的卡片，則放棄正在準備的選擇</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>桌面</translation>
    </message>
    <message>
        <source>(not described)</source>
        <translation>（未說明）</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>地圖上</translation>
    </message>
    <message>
        <source>On the analysis board</source>
        <translation>覆盤分析中</translation>
    </message>
    <message>
        <source>Every key the game binds, read from the window when this page is shown. The mouse does all of it too.</source>
        <translation>遊戲使用的所有按鍵，在顯示本頁時從視窗讀取。這些操作也都可以用滑鼠完成。</translation>
    </message>
    <message>
        <source>Open this help from the game window to see the window&apos;s keys as well.</source>
        <translation>從遊戲視窗開啟本說明，即可同時看到視窗的按鍵。</translation>
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
        <translation>適用於 {counts} 名玩家；{n} 個區域共 {cities} 座城市：{regions}。</translation>
    </message>
    <message>
        <source>Published for these rules only: {rules}.</source>
        <translation>僅為以下規則出版：{rules}。</translation>
    </message>
    <message>
        <source>The board&apos;s own rules:</source>
        <translation>此地圖的專屬規則：</translation>
    </message>
    <message>
        <source>The board plays these rules as they are.</source>
        <translation>此地圖按這些規則原樣進行。</translation>
    </message>
    <message>
        <source>A path pays the cost of every city it enters, the city built in included (a network&apos;s first house pays no path):</source>
        <translation>路徑要支付所進入的每座城市的費用，包括建設房子的城市（網路的第一座房子不付路徑費）：</translation>
    </message>
    <message>
        <source>A path pays the cost of every city it passes through, not of the city built in (a network&apos;s first house pays no path):</source>
        <translation>路徑要支付所經過的每座城市的費用，不包括建設房子的城市（網路的第一座房子不付路徑費）：</translation>
    </message>
    <message>
        <source>A path pays {fee} Elektro for every city it passes through, not for the city built in (a network&apos;s first house pays no path).</source>
        <translation>路徑經過的每座城市支付 {fee} 元，建設房子的城市不付（網路的第一座房子不付路徑費）。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <source>Its tables are the base game&apos;s.</source>
        <translation>其表格與基礎遊戲相同。</translation>
    </message>
    <message>
        <source>Player-count table, where it differs:</source>
        <translation>玩家人數表（與基礎遊戲不同之處）：</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>資源</translation>
    </message>
    <message>
        <source>On the market at the start</source>
        <translation>開局時市場上</translation>
    </message>
    <message>
        <source>Tokens in the game</source>
        <translation>遊戲中的總數</translation>
    </message>
    <message>
        <source>Track prices (– as in the base game)</source>
        <translation>價格軌（– 與基礎遊戲相同）</translation>
    </message>
    <message>
        <source>Resources, where they differ:</source>
        <translation>資源（與基礎遊戲不同之處）：</translation>
    </message>
    <message>
        <source>Refill table, where it differs:</source>
        <translation>補充表（與基礎遊戲不同之處）：</translation>
    </message>
    <message>
        <source>The board&apos;s own payment table:</source>
        <translation>此地圖自己的收入表：</translation>
    </message>
    <message>
        <source>Every player has {n} houses.</source>
        <translation>每名玩家有 {n} 座房子。</translation>
    </message>
    <message>
        <source>{price} (step {step})</source>
        <translation>{price}（第 {step} 階段）</translation>
    </message>
    <message>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <source>House places</source>
        <translation>房子位置</translation>
    </message>
    <message>
        <source>Cities with places of their own:</source>
        <translation>有自己房子位置的城市：</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>the table waits for them</source>
        <translation>牌桌等待其回來</translation>
    </message>
    <message>
        <source>a computer plays for them after 1 minute</source>
        <translation>1 分鐘後由電腦代為行動</translation>
    </message>
    <message>
        <source>a computer plays for them after {n} minutes</source>
        <translation>{n} 分鐘後由電腦代為行動</translation>
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
        <translation>名稱：</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name} 的牌桌</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <source>Other computers connect to this port (the next free one if it is taken).</source>
        <translation>其他電腦透過此連接埠連線（若已被佔用則使用下一個可用連接埠）。</translation>
    </message>
    <message>
        <source>If a player&apos;s connection drops:</source>
        <translation>玩家連線中斷時：</translation>
    </message>
    <message>
        <source>Computer that covers:</source>
        <translation>代為行動的電腦：</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>開設牌桌</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>此螢幕前的玩家</translation>
    </message>
    <message>
        <source>Person, invited</source>
        <translation>受邀玩家</translation>
    </message>
    <message>
        <source>Played here: you, or someone sharing this screen.</source>
        <translation>在這裡玩：你本人，或與你共用此螢幕的人。</translation>
    </message>
    <message>
        <source>A friend joins from another screen with the invitation; the name shown here is replaced by the one they join under.</source>
        <translation>朋友憑邀請從另一個螢幕加入；這裡的名字會換成其加入時使用的名字。</translation>
    </message>
    <message>
        <source>Choose at least one seat for a person at this screen (yours).</source>
        <translation>請至少為此螢幕前的玩家（你自己）選擇一個座位。</translation>
    </message>
    <message>
        <source>The table needs a title (one line of text).</source>
        <translation>牌桌需要一個名稱（一行文字）。</translation>
    </message>
</context>
<context>
    <name>InactiveAreaView</name>
    <message>
        <source>&lt;b&gt;Inactive area&lt;/b&gt; · %1 plants</source>
        <translation>&lt;b&gt;非活動區&lt;/b&gt; · %1 座發電廠</translation>
    </message>
    <message>
        <source>A drawn plant whose number is here is played; the first plant of a new number comes here.</source>
        <translation>抽出的發電廠若其編號已在此區，就進入遊戲；新編號的第一座發電廠放到這裡。</translation>
    </message>
    <message>
        <source>next %1 matches removed</source>
        <translation>接下來 %1 座同編號發電廠移除</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>No region in play.</source>
        <translation>沒有區域在遊戲中。</translation>
    </message>
    <message>
        <source>1 region in play, one connected area.</source>
        <translation>1 個區域在遊戲中，連成一片。</translation>
    </message>
    <message>
        <source>{n} regions in play, one connected area.</source>
        <translation>{n} 個區域在遊戲中，連成一片。</translation>
    </message>
    <message>
        <source>Not connected: {n} separate areas ({groups}).</source>
        <translation>不相連：分成 {n} 塊（{groups}）。</translation>
    </message>
    <message>
        <source>{city}: in the network</source>
        <translation>{city}：已在網路中</translation>
    </message>
    <message>
        <source>{city}: no free place (connection {connection})</source>
        <translation>{city}：沒有空位（連接費 {connection}）</translation>
    </message>
    <message>
        <source>{city}: {total} = connection {connection} + house {house}  ({route})</source>
        <translation>{city}：{total} = 連接費 {connection} + 房子 {house}  （{route}）</translation>
    </message>
    <message>
        <source>{city}: {total} = connection {connection} + house {house}</source>
        <translation>{city}：{total} = 連接費 {connection} + 房子 {house}</translation>
    </message>
    <message>
        <source>{city} — region {region}</source>
        <translation>{city} — 區域 {region}</translation>
    </message>
    <message>
        <source>{city} — region {region} (not in play)</source>
        <translation>{city} — 區域 {region}（不在遊戲中）</translation>
    </message>
    <message>
        <source>houses built: {n}</source>
        <translation>已有房子：{n}</translation>
    </message>
    <message>
        <source>neighbours:</source>
        <translation>相鄰城市：</translation>
    </message>
    <message>
        <source>  {city}: {cost}</source>
        <translation>  {city}：{cost}</translation>
    </message>
    <message>
        <source>  {city}: {cost} (not in play)</source>
        <translation>  {city}：{cost}（不在遊戲中）</translation>
    </message>
    <message>
        <source>&amp;Inspect…</source>
        <translation>檢視地圖(&amp;I)…</translation>
    </message>
    <message>
        <source>Look at the map: regions, paths and building prices</source>
        <translation>檢視地圖：區域、路線和建設價格</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>Inspect</source>
        <translation>檢視</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地圖</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>開啟檔案…</translation>
    </message>
    <message>
        <source>Regions in play</source>
        <translation>遊戲中的區域</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>階段</translation>
    </message>
    <message>
        <source>Network of</source>
        <translation>網路所屬</translation>
    </message>
    <message>
        <source>Heat shading by price</source>
        <translation>按價格著色</translation>
    </message>
    <message>
        <source>Click on a city</source>
        <translation>點擊城市</translation>
    </message>
    <message>
        <source>shows its details</source>
        <translation>顯示詳情</translation>
    </message>
    <message>
        <source>adds/removes a starting city (Shift+click)</source>
        <translation>新增/移除起點城市（Shift+點擊）</translation>
    </message>
    <message>
        <source>adds/removes a planned target (Ctrl+click)</source>
        <translation>新增/移除計畫目標（Ctrl+點擊）</translation>
    </message>
    <message>
        <source>Clear network</source>
        <translation>清空網路</translation>
    </message>
    <message>
        <source>Clear plan</source>
        <translation>清空計畫</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜的</translation>
    </message>
    <message>
        <source>cities to add</source>
        <translation>座城市加入計畫</translation>
    </message>
    <message>
        <source>Planned expansion (cheapest order)</source>
        <translation>計畫擴張（最便宜順序）</translation>
    </message>
    <message>
        <source>City</source>
        <translation>城市</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>連接費</translation>
    </message>
    <message>
        <source>House</source>
        <translation>房子</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>路線</translation>
    </message>
    <message>
        <source>Ctrl+click cities to plan an expansion.</source>
        <translation>Ctrl+點擊城市來計畫擴張。</translation>
    </message>
    <message>
        <source>Hover a city.</source>
        <translation>將滑鼠移到城市上。</translation>
    </message>
    <message>
        <source>{map} (this game)</source>
        <translation>{map}（本局）</translation>
    </message>
    <message>
        <source>(free choice)</source>
        <translation>（自由選擇）</translation>
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
        <translation>地圖檢視器</translation>
    </message>
    <message>
        <source>Hover a city for its price. Shift+click: starting city, Ctrl+click: plan target. Esc or Ctrl+W closes.</source>
        <translation>滑鼠停在城市上顯示價格。Shift+點擊：起點城市，Ctrl+點擊：計畫目標。Esc 或 Ctrl+W 關閉。</translation>
    </message>
    <message>
        <source>Ctrl+click cities to plan an expansion.</source>
        <translation>Ctrl+點擊城市來計畫擴張。</translation>
    </message>
    <message>
        <source>Hover a city.</source>
        <translation>將滑鼠移到城市上。</translation>
    </message>
    <message>
        <source>Cannot open {file}: see the details box.</source>
        <translation>無法開啟 {file}：請看詳情框。</translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation>開啟地圖檔案</translation>
    </message>
    <message>
        <source>Map files (*.json);;All files (*)</source>
        <translation>地圖檔案 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>{city}: not in play</source>
        <translation>{city}：不在遊戲中</translation>
    </message>
    <message>
        <source>{city}: the regions in play are not connected</source>
        <translation>{city}：遊戲中的區域不相連</translation>
    </message>
    <message>
        <source>no place</source>
        <translation>無空位</translation>
    </message>
    <message>
        <source>Cannot plan: {reason}.</source>
        <translation>無法計畫：{reason}。</translation>
    </message>
    <message>
        <source>Put regions in play that form one connected area.</source>
        <translation>請選擇連成一片的區域。</translation>
    </message>
    <message>
        <source>{city}: {cost} = path {connection} + house {house}
{route}</source>
        <translation>{city}：{cost} = 連接費 {connection} + 房子 {house}
{route}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; = paths {paths} + houses {houses} for 1 city</source>
        <translation>&lt;b&gt;合計 {total}&lt;/b&gt; = 連接費 {paths} + 房子 {houses}，共 1 座城市</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; = paths {paths} + houses {houses} for {n} cities</source>
        <translation>&lt;b&gt;合計 {total}&lt;/b&gt; = 連接費 {paths} + 房子 {houses}，共 {n} 座城市</translation>
    </message>
    <message>
        <source>No prices: the regions in play are not connected.</source>
        <translation>沒有價格：遊戲中的區域不相連。</translation>
    </message>
    <message>
        <source>Price from the network: {low} (pale) … {high} (dark red).</source>
        <translation>從網路出發的價格：{low}（淺）… {high}（深紅）。</translation>
    </message>
    <message>
        <source>Price from the network: {low} (pale) … {high} (dark red). Choose starting cities to see path costs.</source>
        <translation>從網路出發的價格：{low}（淺）… {high}（深紅）。選擇起點城市以查看連接費。</translation>
    </message>
</context>
<context>
    <name>InvitationBox</name>
    <message>
        <source>Address:</source>
        <translation>位址：</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>邀請碼：</translation>
    </message>
    <message>
        <source>(this computer has no network address)</source>
        <translation>（此電腦沒有網路位址）</translation>
    </message>
    <message>
        <source>Friends choose Game ▸ Join a table…, enter the address and the code, and take an open seat. The address works in this computer&apos;s network; players elsewhere need the router to forward this port to this computer.</source>
        <translation>朋友選擇 遊戲 ▸ 加入牌桌…，輸入位址和邀請碼，然後選一個空座位。此位址在本機所在的網路內有效；其他網路的玩家需要路由器把此連接埠轉送到這台電腦。</translation>
    </message>
    <message>
        <source>Friends choose Game ▸ Join a table…, enter the address and the code, and take an open seat.</source>
        <translation>朋友選擇 遊戲 ▸ 加入牌桌…，輸入位址和邀請碼，然後選一個空座位。</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>複製邀請</translation>
    </message>
    <message>
        <source>Join my Power Grid table: Game ▸ Join a table…, address {address}, code {code}</source>
        <translation>來加入我的 Power Grid 牌桌：遊戲 ▸ 加入牌桌…，位址 {address}，邀請碼 {code}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已複製</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invite friends to the table</source>
        <translation>邀請朋友加入牌桌</translation>
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
        <translation>進行中，第 {moves} 步</translation>
    </message>
    <message>
        <source>over</source>
        <translation>已結束</translation>
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
        <translation>回到這個座位</translation>
    </message>
    <message>
        <source>The invitation</source>
        <translation>邀請</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>位址：</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:8765</source>
        <translation>例如 192.168.1.20:8765</translation>
    </message>
    <message>
        <source>Find the table</source>
        <translation>尋找牌桌</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>邀請碼：</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <source>Tables and seats</source>
        <translation>牌桌與座位</translation>
    </message>
    <message>
        <source>Several people at this screen: tick their seats and give their names separated by commas.</source>
        <translation>此螢幕前有多人：勾選他們的座位，並用逗號分隔填寫他們的名字。</translation>
    </message>
    <message>
        <source>Take the seat</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>旁觀</translation>
    </message>
    <message>
        <source>Watch the game without a seat (the code is needed)</source>
        <translation>不入座旁觀遊戲（需要邀請碼）</translation>
    </message>
    <message>
        <source>{title}: {name} at {address}</source>
        <translation>{title}：{name}，位於 {address}</translation>
    </message>
    <message>
        <source>That is not an address (for example 192.168.1.20:8765).</source>
        <translation>這不是一個位址（例如 192.168.1.20:8765）。</translation>
    </message>
    <message>
        <source>Looking for the table…</source>
        <translation>正在尋找牌桌…</translation>
    </message>
    <message>
        <source>This server has no table open.</source>
        <translation>此伺服器上沒有開放的牌桌。</translation>
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
        <translation>每個座位填一個名字，用逗號分隔：「Ben, Cleo」。</translation>
    </message>
    <message>
        <source>A name is one line of plain text, one per seat.</source>
        <translation>每個座位一個名字，名字只能是一行純文字。</translation>
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
        <translation>後退一步</translation>
    </message>
    <message>
        <source>One action on</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <source>To the set-up</source>
        <translation>回到遊戲準備</translation>
    </message>
    <message>
        <source>To the end of the game</source>
        <translation>到遊戲結束</translation>
    </message>
    <message>
        <source>Close the analysis board</source>
        <translation>關閉覆盤分析</translation>
    </message>
    <message>
        <source>Zoom in (the map has the focus)</source>
        <translation>放大（焦點在地圖上時）</translation>
    </message>
    <message>
        <source>Zoom out (the map has the focus)</source>
        <translation>縮小（焦點在地圖上時）</translation>
    </message>
    <message>
        <source>Fit the map (the map has the focus)</source>
        <translation>使地圖適合視窗（焦點在地圖上時）</translation>
    </message>
    <message>
        <source>Ring the nearest city that way (the map has the focus)</source>
        <translation>圈出該方向上最近的城市（焦點在地圖上時）</translation>
    </message>
    <message>
        <source>Take the ringed city as a click does: on the build page, plan it</source>
        <translation>像點擊一樣選取圈出的城市：在建設頁上將其加入計畫</translation>
    </message>
    <message>
        <source>Drop the ring around a city</source>
        <translation>取消城市周圍的圓圈</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Power Grid</source>
        <translation>電網</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>AI easy</source>
        <translation>電腦（簡單）</translation>
    </message>
    <message>
        <source>AI normal</source>
        <translation>電腦（普通）</translation>
    </message>
    <message>
        <source>AI hard</source>
        <translation>電腦（困難）</translation>
    </message>
    <message>
        <source>AI expert</source>
        <translation>電腦（專家）</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Start now (computers play the open seats)</source>
        <translation>立即開始（空座位由電腦代打）</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>離開牌桌</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>New game on {map}, regions {regions}.</source>
        <translation>新遊戲：{map}，區域 {regions}。</translation>
    </message>
    <message>
        <source>Game loaded on {map}, regions {regions}.</source>
        <translation>已載入遊戲：{map}，區域 {regions}。</translation>
    </message>
    <message>
        <source>{player} takes back a move.</source>
        <translation>{player} 撤回一步。</translation>
    </message>
    <message>
        <source>(autosave failed: {error})</source>
        <translation>（自動存檔失敗：{error}）</translation>
    </message>
    <message>
        <source>(computer move refused: {reason})</source>
        <translation>（電腦的行動被拒絕：{reason}）</translation>
    </message>
    <message>
        <source>(computer player failed: {error})</source>
        <translation>（電腦玩家出錯：{error}）</translation>
    </message>
    <message>
        <source>Replaying the saved game:</source>
        <translation>正在重播已儲存的遊戲：</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <source>Round {round}, {phase}. Player order: {order}.</source>
        <translation>第 {round} 回合，{phase}。玩家順序：{order}。</translation>
    </message>
    <message>
        <source>At the networked table “{title}” on {map}, regions {regions}.</source>
        <translation>在連線牌桌「{title}」上，地圖 {map}，區域 {regions}。</translation>
    </message>
    <message>
        <source>Back at the table after move {moves}.</source>
        <translation>在第 {moves} 步之後回到牌桌。</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>遊戲記錄</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Power Grid</source>
        <translation>電網</translation>
    </message>
    <message>
        <source>{map} — {players} players</source>
        <translation>{map} — {players} 名玩家</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>不允許：{reason}</translation>
    </message>
</context>
<context>
    <name>Maps</name>
    <message>
        <source>USA</source>
        <translation>美國</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>德國</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>Take back your last move of this turn</source>
        <translation>撤銷你本次行動中的上一步操作</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>主持牌桌(&amp;H)…</translation>
    </message>
    <message>
        <source>Play with friends at other screens: a table they join over the network</source>
        <translation>與其他螢幕前的朋友一起玩：他們透過網路加入的牌桌</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>加入牌桌(&amp;J)…</translation>
    </message>
    <message>
        <source>Take a seat at a friend&apos;s table (address and code)</source>
        <translation>在朋友的牌桌入座（位址和邀請碼）</translation>
    </message>
    <message>
        <source>Show the &amp;invitation…</source>
        <translation>顯示邀請(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>離開牌桌(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>Show autosave &amp;folder</source>
        <translation>顯示自動儲存資料夾(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo my move</source>
        <translation>撤銷我的操作(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit map to window</source>
        <translation>地圖適應視窗(&amp;F)</translation>
    </message>
    <message>
        <source>Last round&apos;s &amp;summary</source>
        <translation>上一回合摘要(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重設版面(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>地圖(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>電腦(&amp;C)</translation>
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
        <translation>跳過醒目提示(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The table cannot be reached at this address (no server answers there).</source>
        <translation>無法透過此位址連到牌桌（那裡沒有伺服器回應）。</translation>
    </message>
    <message>
        <source>The connection to the table is closed.</source>
        <translation>與牌桌的連線已關閉。</translation>
    </message>
    <message>
        <source>The server did not understand the request.</source>
        <translation>伺服器無法理解該請求。</translation>
    </message>
    <message>
        <source>The table&apos;s server speaks another version of the game&apos;s protocol: the host and you need the same version of Power Grid.</source>
        <translation>牌桌的伺服器使用另一版本的遊戲協定：主持人和你需要相同版本的 Power Grid。</translation>
    </message>
    <message>
        <source>The server did not understand the greeting.</source>
        <translation>伺服器無法理解握手訊息。</translation>
    </message>
    <message>
        <source>The server has too many connections; try again later.</source>
        <translation>伺服器連線過多，請稍後再試。</translation>
    </message>
    <message>
        <source>Too many messages: the server closed the connection.</source>
        <translation>訊息過多：伺服器已關閉連線。</translation>
    </message>
    <message>
        <source>Too many wrong codes or tokens: the server closed the connection.</source>
        <translation>錯誤的邀請碼或權杖過多：伺服器已關閉連線。</translation>
    </message>
    <message>
        <source>Nothing was heard for too long: the server closed the connection.</source>
        <translation>太久沒有收到任何訊息：伺服器已關閉連線。</translation>
    </message>
    <message>
        <source>The server closed the connection (messages were not read in time).</source>
        <translation>伺服器已關閉連線（訊息未及時讀取）。</translation>
    </message>
    <message>
        <source>The table&apos;s server has stopped.</source>
        <translation>牌桌的伺服器已停止。</translation>
    </message>
    <message>
        <source>The server failed on this request.</source>
        <translation>伺服器處理此請求時出錯。</translation>
    </message>
    <message>
        <source>The server holds as many tables as it may.</source>
        <translation>伺服器上的牌桌數量已達上限。</translation>
    </message>
    <message>
        <source>The server refuses this game&apos;s settings.</source>
        <translation>伺服器拒絕了這局遊戲的設定。</translation>
    </message>
    <message>
        <source>That table is not on the server (any more).</source>
        <translation>伺服器上沒有（或已不再有）這張牌桌。</translation>
    </message>
    <message>
        <source>The invitation code does not match this table.</source>
        <translation>邀請碼與這張牌桌不符。</translation>
    </message>
    <message>
        <source>The server no longer knows this seat as yours (it was given up).</source>
        <translation>伺服器已不再把這個座位認作你的（它已被放棄）。</translation>
    </message>
    <message>
        <source>The table has no such seat.</source>
        <translation>牌桌上沒有這個座位。</translation>
    </message>
    <message>
        <source>Somebody has taken this seat.</source>
        <translation>這個座位已經有人了。</translation>
    </message>
    <message>
        <source>A computer level plays this seat.</source>
        <translation>這個座位由電腦玩家擔任。</translation>
    </message>
    <message>
        <source>Another seat at the table has this name; choose another.</source>
        <translation>牌桌上另一個座位已用此名字，請換一個。</translation>
    </message>
    <message>
        <source>This screen does not hold that seat.</source>
        <translation>此螢幕並不持有那個座位。</translation>
    </message>
    <message>
        <source>That player is not away.</source>
        <translation>那位玩家並未離開。</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>遊戲尚未開始。</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>遊戲已經開始。</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>遊戲尚未結束。</translation>
    </message>
    <message>
        <source>Another seat decides now.</source>
        <translation>現在輪到另一個座位決定。</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; look again and decide.</source>
        <translation>在你的行動送達之前遊戲已繼續；請重新查看後再決定。</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>正在連線到牌桌…</translation>
    </message>
    <message>
        <source>The connection dropped: reconnecting (try {n})…</source>
        <translation>連線中斷：正在重新連線（第 {n} 次嘗試）…</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>未連線到牌桌。</translation>
    </message>
    <message>
        <source>Waiting for players: {taken} of {people} seats taken.</source>
        <translation>等待玩家：{people} 個座位中已有 {taken} 個入座。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <source>Playing: move {moves}.</source>
        <translation>遊戲進行中：第 {moves} 步。</translation>
    </message>
    <message>
        <source>{name} is away: the table waits.</source>
        <translation>{name} 已離開：牌桌在等待。</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays in {time}.</source>
        <translation>{name} 已離開：{time} 後由電腦代為行動。</translation>
    </message>
    <message>
        <source>A computer plays for {name}.</source>
        <translation>電腦正在代 {name} 行動。</translation>
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
        <translation>牌桌與聊天</translation>
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
        <translation>你之前主持了「{title}」。要繼續那張牌桌嗎？</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>主持新牌桌</translation>
    </message>
    <message>
        <source>Cannot host a table</source>
        <translation>無法主持牌桌</translation>
    </message>
    <message>
        <source>Ports {ports} are taken by other programs; choose another port.</source>
        <translation>連接埠 {ports} 已被其他程式佔用，請選擇其他連接埠。</translation>
    </message>
    <message>
        <source>The folder for hosted tables ({folder}) is a link; the game writes through no link. Remove the link and host again.</source>
        <translation>存放所主持牌桌的資料夾（{folder}）是一個連結；遊戲不會透過連結寫入。請刪除該連結後重新主持。</translation>
    </message>
    <message>
        <source>The table server cannot start: {detail}</source>
        <translation>牌桌伺服器無法啟動：{detail}</translation>
    </message>
    <message>
        <source>Close the table you host?</source>
        <translation>關閉你主持的牌桌？</translation>
    </message>
    <message>
        <source>The game stops for everybody until you host it again: Game ▸ Host a table… offers to go on with it.</source>
        <translation>遊戲將對所有人暫停，直到你再次主持：遊戲 ▸ 主持牌桌… 會提供繼續的選項。</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>離開牌桌？</translation>
    </message>
    <message>
        <source>Your seat stays yours while you are away (a computer may play it): Game ▸ Join a table… brings you back to it.</source>
        <translation>你離開期間座位仍屬於你（可能由電腦代打）：遊戲 ▸ 加入牌桌… 可讓你回到座位。</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>牌桌已關閉</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>人類</translation>
    </message>
    <message>
        <source>{level} · rating {rating}</source>
        <translation>{level} · 評分 {rating}</translation>
    </message>
    <message>
        <source>Rating: Elo from games between the computer levels</source>
        <translation>評分：電腦各難度之間對局得出的 Elo 等級分</translation>
    </message>
    <message>
        <source>Each computer level&apos;s rating is an Elo rating measured in games between the levels: AI normal is 1500, and 100 points more wins about 64 % of head-to-head comparisons. A person is not rated.</source>
        <translation>每個電腦難度的評分是在各難度之間的對局中測得的 Elo 等級分：電腦（普通）為 1500，高 100 分約在 64% 的一對一比較中獲勝。真人玩家沒有評分。</translation>
    </message>
    <message>
        <source>Rating {rating}: the level the others are measured against.</source>
        <translation>評分 {rating}：其他難度以此為基準。</translation>
    </message>
    <message>
        <source>Rating {rating} (95 % interval {low}–{high}) from {games} games between the computer levels; Normal is 1500, and 100 points more wins about 64 % of head-to-head comparisons.</source>
        <translation>評分 {rating}（95% 區間 {low}–{high}），來自電腦各難度之間的 {games} 局對局；普通為 1500，高 100 分約在 64% 的一對一比較中獲勝。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation>地圖：</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>規則版本：</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>玩家人數：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>隨機種子：</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Players (seating order)</source>
        <translation>玩家（座位順序）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;名字&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Colour&lt;/b&gt;</source>
        <translation>&lt;b&gt;顏色&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;由誰操作&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Regions in play</source>
        <translation>遊戲中的區域</translation>
    </message>
    <message>
        <source>Random connected regions (from the seed)</source>
        <translation>隨機相連區域（由隨機種子決定）</translation>
    </message>
    <message>
        <source>Untick “random” and click a city on the map to add or remove its region.</source>
        <translation>取消勾選「隨機」，再點擊地圖上的城市來新增或移除其區域。</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <source>This map is for {counts} players.</source>
        <translation>此地圖適用於 {counts} 名玩家。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>每位玩家都需要名字。</translation>
    </message>
    <message>
        <source>Two players share a name.</source>
        <translation>有兩位玩家名字相同。</translation>
    </message>
    <message>
        <source>Two players share a colour.</source>
        <translation>有兩位玩家顏色相同。</translation>
    </message>
    <message>
        <source>This map is for {counts} players, not {n}.</source>
        <translation>此地圖適用於 {counts} 名玩家，不適用於 {n} 名。</translation>
    </message>
    <message>
        <source>{n} players play on {need} regions; {chosen} chosen.</source>
        <translation>{n} 名玩家使用 {need} 個區域；已選 {chosen} 個。</translation>
    </message>
    <message>
        <source>The chosen regions do not form one connected area.</source>
        <translation>所選區域沒有連成一片。</translation>
    </message>
    <message>
        <source>Map file</source>
        <translation>地圖檔</translation>
    </message>
    <message>
        <source>Map files (*.json)</source>
        <translation>地圖檔 (*.json)</translation>
    </message>
    <message>
        <source>… and {n} more</source>
        <translation>……另有 {n} 項</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be played:</source>
        <translation>無法使用地圖檔「{file}」進行遊戲：</translation>
    </message>
    <message>
        <source>{map} (file {file})</source>
        <translation>{map}（檔案 {file}）</translation>
    </message>
    <message>
        <source>{rules} (not for this board)</source>
        <translation>{rules}（不適用於此地圖）</translation>
    </message>
    <message>
        <source>This board&apos;s own rules:</source>
        <translation>此地圖的專屬規則：</translation>
    </message>
    <message>
        <source>• no rules of its own</source>
        <translation>• 沒有專屬規則</translation>
    </message>
    <message>
        <source>Map file…</source>
        <translation>地圖檔…</translation>
    </message>
    <message>
        <source>Play on a map file of your own (docs/map-format.md).</source>
        <translation>使用你自己的地圖檔進行遊戲（docs/map-format.md）。</translation>
    </message>
</context>
<context>
    <name>OverPage</name>
    <message>
        <source>Show results</source>
        <translation>顯示結果</translation>
    </message>
    <message>
        <source>Enter: show results</source>
        <translation>Enter：顯示結果</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over.&lt;/b&gt; Winner: {winners}.</source>
        <translation>&lt;b&gt;遊戲已結束。&lt;/b&gt;獲勝者：{winners}。</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黃色</translation>
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
        <translation>天藍色</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>藍綠色</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>紅紫色</translation>
    </message>
    <message>
        <source>Board game colours</source>
        <translation>桌遊原版顏色</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>色盲友善（Okabe-Ito）</translation>
    </message>
</context>
<context>
    <name>PlantMarketDock</name>
    <message>
        <source>Power plant market</source>
        <translation>發電廠市場</translation>
    </message>
</context>
<context>
    <name>PlantMarketWidget</name>
    <message>
        <source>No game</source>
        <translation>沒有遊戲</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: every one for sale</source>
        <translation>&lt;b&gt;發電廠&lt;/b&gt;：全部可買</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: the last one for sale</source>
        <translation>&lt;b&gt;發電廠&lt;/b&gt;：最後一座可買</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: all {count} for sale</source>
        <translation>&lt;b&gt;發電廠&lt;/b&gt;：{count} 座全部可買</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants for sale&lt;/b&gt; · below: future market</source>
        <translation>&lt;b&gt;可買發電廠&lt;/b&gt; · 下方：未來市場</translation>
    </message>
    <message>
        <source>Step {step} · {cards} cards in the draw stack</source>
        <translation>第 {step} 階段 · 牌堆中有 {cards} 張卡</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <source>eco</source>
        <translation>環保</translation>
    </message>
    <message>
        <source>{amount} coal/oil</source>
        <translation>{amount} 煤/石油</translation>
    </message>
    <message>
        <source>Plant {n}: {fuel} → powers {c}</source>
        <translation>發電廠 {n}：{fuel} → 供電 {c}</translation>
    </message>
    <message>
        <source>No power plants yet</source>
        <translation>還沒有發電廠</translation>
    </message>
    <message>
        <source>no plants</source>
        <translation>沒有發電廠</translation>
    </message>
    <message>
        <source>Money (Elektro)</source>
        <translation>錢（元）</translation>
    </message>
    <message>
        <source> (AI)</source>
        <translation>（電腦）</translation>
    </message>
    <message>
        <source>{pos}. {name}{kind}</source>
        <translation>{pos}. {name}{kind}</translation>
    </message>
    <message>
        <source>{name} is number {pos} in the turn order</source>
        <translation>{name} 在玩家順序中排第 {pos}</translation>
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
        <translation>拍賣正在進行：請出價或放棄。</translation>
    </message>
    <message>
        <source>The opening bid must be at least the plant&apos;s number, {plant}.</source>
        <translation>起價不得低於發電廠編號 {plant}。</translation>
    </message>
    <message>
        <source>No auction is running: choose a plant first.</source>
        <translation>目前沒有拍賣：請先選擇發電廠。</translation>
    </message>
    <message>
        <source>That move does not belong to this phase.</source>
        <translation>這個行動不屬於當前步驟。</translation>
    </message>
    <message>
        <source>Plant {plant} is not in the current market (for sale: {offered}).</source>
        <translation>發電廠 {plant} 不在當前市場中（可購買：{offered}）。</translation>
    </message>
    <message>
        <source>On this board you may not buy plant {plant}.</source>
        <translation>在此地圖上你不得購買發電廠 {plant}。</translation>
    </message>
    <message>
        <source>A bid of {amount} is more than your {money} Elektro.</source>
        <translation>出價 {amount} 超過你的 {money} 元。</translation>
    </message>
    <message>
        <source>A bid must be higher than the highest bid, {highest}.</source>
        <translation>出價必須高於目前最高價 {highest}。</translation>
    </message>
    <message>
        <source>You must discard a plant first.</source>
        <translation>你必須先棄掉一座發電廠。</translation>
    </message>
    <message>
        <source>In round 1 every player must buy a plant: passing is not allowed.</source>
        <translation>第 1 回合每位玩家都必須買一座發電廠：不能放棄。</translation>
    </message>
    <message>
        <source>No plant needs to be discarded now.</source>
        <translation>現在不需要棄掉發電廠。</translation>
    </message>
    <message>
        <source>Plant {plant} was just bought: discard one you owned before.</source>
        <translation>發電廠 {plant} 是剛買的：請棄掉一座原有的發電廠。</translation>
    </message>
    <message>
        <source>You do not own plant {plant}.</source>
        <translation>你沒有發電廠 {plant}。</translation>
    </message>
    <message>
        <source>Not all your coal and oil fits the plants you keep: say which to keep.</source>
        <translation>剩下的發電廠放不下你全部的煤和石油：請選擇保留哪些。</translation>
    </message>
    <message>
        <source>You can only keep resources you have.</source>
        <translation>你只能保留自己擁有的資源。</translation>
    </message>
    <message>
        <source>The resources you keep do not fit your other plants.</source>
        <translation>保留的資源放不進你其他的發電廠。</translation>
    </message>
    <message>
        <source>Only {on_market} {resource} on the market, not {amount}.</source>
        <translation>市場上只有 {on_market} 個{resource}，不是 {amount} 個。</translation>
    </message>
    <message>
        <source>This board has one resource market.</source>
        <translation>此地圖只有一個資源市場。</translation>
    </message>
    <message>
        <source>You buy from the {market} market this turn.</source>
        <translation>本回合你已選定在「{market}」市場購買。</translation>
    </message>
    <message>
        <source>In step {step} only {limit} {resource} are cheap enough to buy, not {amount}.</source>
        <translation>第 {step} 階段只有 {limit} 個{resource}價格夠低可以購買，不是 {amount} 個。</translation>
    </message>
    <message>
        <source>One token a turn: buy 1 {resource}, not {amount}.</source>
        <translation>每回合只能買一個：買 1 個{resource}，不是 {amount} 個。</translation>
    </message>
    <message>
        <source>Mine {plant} does not count toward the plant limit: discard a plant.</source>
        <translation>鈾礦 {plant} 不計入發電廠上限：請棄掉一座發電廠。</translation>
    </message>
    <message>
        <source>Nobody sells uranium now.</source>
        <translation>現在沒有人出售鈾。</translation>
    </message>
    <message>
        <source>The uranium sale comes first: the plants run after it.</source>
        <translation>先出售鈾，然後發電廠才運轉。</translation>
    </message>
    <message>
        <source>You must power as many cities as you can: {least}, not {powered}.</source>
        <translation>你必須為盡可能多的城市供電：{least} 座，不是 {powered} 座。</translation>
    </message>
    <message>
        <source>{city} is not a city in play on this board.</source>
        <translation>{city} 不是本圖板上參與遊戲的城市。</translation>
    </message>
    <message>
        <source>You already have a house in {city}.</source>
        <translation>你在 {city} 已經有房子。</translation>
    </message>
    <message>
        <source>{city} has no free place in step {step}.</source>
        <translation>第 {step} 階段 {city} 已沒有空位。</translation>
    </message>
    <message>
        <source>You have no houses left.</source>
        <translation>你的房子已經用完。</translation>
    </message>
    <message>
        <source>This board&apos;s rules do not let you build in {city} now.</source>
        <translation>此地圖的規則現在不允許你在 {city} 建設房子。</translation>
    </message>
    <message>
        <source>On this board you may not build in {city} now.</source>
        <translation>在此地圖上你現在不得在 {city} 建設。</translation>
    </message>
    <message>
        <source>A player&apos;s view does not know the order of the draw stack.</source>
        <translation>玩家的視角不知道牌堆的順序。</translation>
    </message>
    <message>
        <source>Your plants have room for {room} more {resource}, not {amount}.</source>
        <translation>你的發電廠還能存放 {room} 個{resource}，不是 {amount} 個。</translation>
    </message>
    <message>
        <source>{amount} {resource} cost {cost} Elektro; you have {money}.</source>
        <translation>{amount} 個{resource}需要 {cost} 元；你只有 {money} 元。</translation>
    </message>
    <message>
        <source>Building in {city} costs {cost} Elektro; you have {money}.</source>
        <translation>在 {city} 建設需要 {cost} 元；你只有 {money} 元。</translation>
    </message>
    <message>
        <source>A plant can run only once per round.</source>
        <translation>每座發電廠每回合只能運作一次。</translation>
    </message>
    <message>
        <source>Your running hybrid plants burn {hybrid} tokens: coal must be 0 to {hybrid}.</source>
        <translation>運作中的混合發電廠消耗 {hybrid} 個資源：煤的數量須在 0 到 {hybrid} 之間。</translation>
    </message>
    <message>
        <source>Running these plants needs {needed} {resource}; you have {have}.</source>
        <translation>運作這些發電廠需要 {needed} 個{resource}；你只有 {have} 個。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <source>green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黃色</translation>
    </message>
    <message>
        <source>red</source>
        <translation>紅色</translation>
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
        <translation>藍色</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>粉紅色</translation>
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
        <translation>{city}（{region}區域）</translation>
    </message>
</context>
<context>
    <name>ResourceMarketDock</name>
    <message>
        <source>Resource market</source>
        <translation>資源市場</translation>
    </message>
</context>
<context>
    <name>ResourceMarketWidget</name>
    <message>
        <source>South market</source>
        <translation>南方市場</translation>
    </message>
    <message>
        <source>North market</source>
        <translation>北方市場</translation>
    </message>
    <message>
        <source>Bank supply: {counts}</source>
        <translation>供應區：{counts}</translation>
    </message>
    <message>
        <source>On the market: {market}. In the bank&apos;s supply, of {totals} tokens in the game: {supply}</source>
        <translation>市場上：{market}。供應區（遊戲中共 {totals} 個）：{supply}</translation>
    </message>
    <message>
        <source>full: the mines sell nothing now</source>
        <translation>已滿：鈾礦現在賣不出鈾</translation>
    </message>
    <message>
        <source>a sale earns {price} Elektro a city</source>
        <translation>出售每城市可得 {price} 元</translation>
    </message>
    <message>
        <source>Uranium market of the mines: {places} · {sale}</source>
        <translation>鈾礦的鈾市場：{places} · {sale}</translation>
    </message>
    <message>
        <source>{tokens} of {places} places hold uranium; the refill takes {removed} from the cheapest ones.</source>
        <translation>{places} 個位置中有 {tokens} 個放著鈾；補充時從最便宜的位置取走 {removed} 個。</translation>
    </message>
    <message>
        <source>{counts} stored at {price} each</source>
        <translation>儲存區 {counts}，每個 {price} 元</translation>
    </message>
</context>
<context>
    <name>ResourceTrack</name>
    <message>
        <source>{kind} at {price} Elektro each: {filled} of {places} places filled</source>
        <translation>{kind}，每個 {price} 元：{places} 格中已放 {filled} 個</translation>
    </message>
</context>
<context>
    <name>ResourcesPage</name>
    <message>
        <source>Buy from the market:</source>
        <translation>購買市場：</translation>
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
        <translation>所選資源的價格</translation>
    </message>
    <message>
        <source>Free room on your plants (tokens you hold)</source>
        <translation>你發電廠上的空位（你持有的資源）</translation>
    </message>
    <message>
        <source>Buy and end turn</source>
        <translation>購買並結束行動</translation>
    </message>
    <message>
        <source>room {room} (have {have})</source>
        <translation>空位 {room}（已有 {have}）</translation>
    </message>
    <message>
        <source>not enough money</source>
        <translation>錢不夠</translation>
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
        <translation>合計 &lt;b&gt;{total}&lt;/b&gt;／{money} 元{warn} · {storage}</translation>
    </message>
    <message>
        <source>End turn, buy nothing</source>
        <translation>結束行動，不購買</translation>
    </message>
    <message>
        <source>End your turn without buying fuel?</source>
        <translation>不買資源就結束行動？</translation>
    </message>
    <message>
        <source>With the fuel you hold, your plants power {powered} of your {cities} cities; with more fuel they could power {could}.</source>
        <translation>用你現有的資源，你的發電廠能為 {cities} 座城市中的 {powered} 座供電；資源更多的話可以為 {could} 座供電。</translation>
    </message>
    <message>
        <source>Enter: buy and end the turn · Esc: buy nothing</source>
        <translation>Enter：購買並結束行動 · Esc：不購買</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>most cities powered ({n})</source>
        <translation>供電城市最多（{n}）</translation>
    </message>
    <message>
        <source>fewer cities powered ({n} against {m})</source>
        <translation>供電城市較少（{n} 對 {m}）</translation>
    </message>
    <message>
        <source>powered as many as {other}; less money ({n} against {m} Elektro)</source>
        <translation>供電數與 {other} 相同；錢較少（{n} 對 {m} 元）</translation>
    </message>
    <message>
        <source>same cities powered and money as {other}; fewer cities ({n} against {m})</source>
        <translation>供電數和錢都與 {other} 相同；城市較少（{n} 對 {m}）</translation>
    </message>
    <message>
        <source>tied with {other} on every tie-break: rank shared</source>
        <translation>各項比較都與 {other} 相同：名次並列</translation>
    </message>
    <message>
        <source>Cities connected</source>
        <translation>連接城市</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>供電城市</translation>
    </message>
    <message>
        <source>Money (Elektro)</source>
        <translation>錢（元）</translation>
    </message>
    <message>
        <source>Capacity (cities the plants can power)</source>
        <translation>產能（發電廠能供電的城市數）</translation>
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
        <translation>發電廠 {plant}（{price} 元）</translation>
    </message>
    <message>
        <source>{what} for {cost}</source>
        <translation>{what}（{cost} 元）</translation>
    </message>
    <message>
        <source>built {count} for {cost}: {cities}</source>
        <translation>建設 {count} 座（{cost} 元）：{cities}</translation>
    </message>
    <message>
        <source>powered {n}, income {pay}</source>
        <translation>供電 {n}，收入 {pay}</translation>
    </message>
    <message>
        <source>can power {n} at the end</source>
        <translation>最後能供電 {n}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Close the summary</source>
        <translation>關閉摘要</translation>
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
        <translation>市場上的{resource}售罄後，可以從供應區以每個 {price} 元購買{resource}。</translation>
    </message>
    <message>
        <source>The lowest plant of the current market may be opened at {bid} Elektro; if nobody buys it in the auction phase, it leaves the game.</source>
        <translation>當前市場中編號最小的發電廠可以從 {bid} 元起拍賣；若拍賣步驟中無人購買，它將移出遊戲。</translation>
    </message>
    <message>
        <source>Plants are not removed from the market for being smaller than the largest network.</source>
        <translation>發電廠不會因編號小於最大網路的城市數而被移出市場。</translation>
    </message>
    <message>
        <source>Eight random plants up to {plug_max} make the starting market and one more goes face down on top of the stack; plants removed unseen: {removals}.</source>
        <translation>隨機八張編號不超過 {plug_max} 的發電廠組成開局市場，另一張背面朝上放在牌堆頂；暗中移除的發電廠：{removals}。</translation>
    </message>
    <message>
        <source>Once plant {plant} has been bought, the market is refilled with no more uranium.</source>
        <translation>發電廠 {plant} 被買下後，市場不再補充鈾。</translation>
    </message>
    <message>
        <source>Plant {top} goes on top of the draw stack at set-up; out of the game: {out_of_game}.</source>
        <translation>準備階段將發電廠 {top} 放在牌堆頂；移出遊戲：{out_of_game}。</translation>
    </message>
    <message>
        <source>A player with a house in {city} pays {discount} Elektro less for each {resource} token, never less than 1.</source>
        <translation>在 {city} 有房子的玩家每購買一個{resource}少付 {discount} 元，但最少付 1 元。</translation>
    </message>
    <message>
        <source>In steps 1 and 2, an eco plant that is the lowest of the future market is for sale as well.</source>
        <translation>在第 1、2 階段，若未來市場中編號最小的發電廠是環保發電廠，它也可供拍賣。</translation>
    </message>
    <message>
        <source>Not played on this board: {ids}.</source>
        <translation>此地圖不使用：{ids}。</translation>
    </message>
    <message>
        <source>In steps {steps}, the bureaucracy also takes the lowest plant out of the game and draws a new one.</source>
        <translation>在第 {steps} 階段，行政管理步驟還會將編號最小的發電廠移出遊戲，並抽一張新的。</translation>
    </message>
    <message>
        <source>Only a player with a city in the regions {regions} may buy this kind of plant: {fuel}.</source>
        <translation>只有在區域{regions}中擁有城市的玩家才能購買這類發電廠：{fuel}。</translation>
    </message>
    <message>
        <source>The stack is not shuffled: plants up to {ordered_up_to} lie on top in ascending order, then plants up to {with_step3_up_to} shuffled with the Step 3 card, the higher plants at the bottom. The starting market holds one plant per player. Out of the game: {out_of_game}.</source>
        <translation>牌堆不洗混：編號不超過 {ordered_up_to} 的發電廠按編號從小到大放在頂部，其下是編號不超過 {with_step3_up_to} 的發電廠與第三階段卡洗混，編號更大的放在底部。開局市場中每位玩家一座發電廠。移出遊戲：{out_of_game}。</translation>
    </message>
    <message>
        <source>In steps 1 and 2 every plant of the market is for sale, and plants are drawn only in the bureaucracy: at least as many as the player count gives ({added}) and more until the market holds one plant less than the players (two with two); then the smallest leave the game down to that. In step 3 the market holds {step3_size} plants.</source>
        <translation>在第 1、2 階段，市場中的每座發電廠都可供拍賣，新發電廠只在行政管理步驟抽取：至少按玩家人數抽取（{added}），並繼續抽取直到市場中的發電廠比玩家少一座（兩人時為兩座）；超出的編號最小者移出遊戲。第 3 階段市場中有 {step3_size} 座發電廠。</translation>
    </message>
    <message>
        <source>A second resource market, the North&apos;s, stands beside the board&apos;s; a player buys from one market a turn, and the North&apos;s is refilled first from the same supply.</source>
        <translation>地圖的資源市場旁還有第二個資源市場（北方市場）；玩家每次只能在其中一個市場購買，補充時先從同一供應區補充北方市場。</translation>
    </message>
    <message>
        <source>Plants {top} go face up on top of the draw stack at set-up, in this order.</source>
        <translation>準備階段將發電廠 {top} 按此順序正面朝上放在牌堆頂。</translation>
    </message>
    <message>
        <source>Plants {plants} are out of the game until step 2 begins; then they go on top of the draw stack in this order.</source>
        <translation>發電廠 {plants} 在第 2 階段開始前不在遊戲中；第 2 階段開始時按此順序放在牌堆頂。</translation>
    </message>
    <message>
        <source>In steps 1 and 2 only the {current} lowest plants are for sale; in step 3 the market holds {step3} plants, all for sale.</source>
        <translation>第 1、2 階段只有編號最小的 {current} 座發電廠可供購買；第 3 階段市場中有 {step3} 座發電廠，全部可供購買。</translation>
    </message>
    <message>
        <source>The starting market holds {market_size} plants drawn from plants {market_from}, the rest of those (if any) shuffled on top of the stack; out of the game: {out_of_game}.</source>
        <translation>起始市場有 {market_size} 座發電廠，從發電廠 {market_from} 中抽出，其餘的（如有）洗混後放在牌堆頂部；移出遊戲：{out_of_game}。</translation>
    </message>
    <message>
        <source>When the first player of an auction phase passes, the lowest plant leaves the game and another is drawn; none leaves when nobody buys a plant.</source>
        <translation>拍賣步驟中第一位玩家放棄時，編號最小的發電廠移出遊戲並補抽一座；無人購買發電廠時不再移除。</translation>
    </message>
    <message>
        <source>A network starts in one of {cities}; once a game a player may start a second one there without paying a connection; in round 1 at most {round1_houses} houses, each in one of those cities.</source>
        <translation>網路必須從以下城市之一開始：{cities}；每局遊戲中玩家可以有一次在這些城市開始第二個網路，無需支付連接費；第 1 回合最多建設 {round1_houses} 座房子，每座都須在這些城市中。</translation>
    </message>
    <message>
        <source>Eco plants never go under the draw stack: in steps 1 and 2 the bureaucracy puts the highest plant that burns a resource there instead.</source>
        <translation>環保發電廠從不放到抽牌堆底部：在第 1、2 階段，行政管理步驟改將消耗資源的編號最大的發電廠放到那裡。</translation>
    </message>
    <message>
        <source>Plants are auctioned before the turn order is set: the auction follows last round&apos;s order, and the new order is set once it ends.</source>
        <translation>先拍賣發電廠，再決定玩家順序：拍賣沿用上一回合的順序，拍賣結束後再決定新的順序。</translation>
    </message>
    <message>
        <source>When nobody buys a plant in an auction phase, the {count} lowest plants leave the game.</source>
        <translation>若在拍賣步驟中無人購買發電廠，編號最小的 {count} 座發電廠移出遊戲。</translation>
    </message>
    <message>
        <source>The {resource} refill is never short: what the supply cannot give moves the {resource} on the market to cheaper places, down to the cheapest price.</source>
        <translation>{resource}的補充從不短缺：供應堆不足的部分會使市場上的{resource}移到更便宜的位置，最低到最便宜的價格。</translation>
    </message>
    <message>
        <source>In step 1, plants of these kinds leave the plant market: {kinds}. Plants {out_of_game} leave the game, the others go under the stack; a plant is drawn in their place.</source>
        <translation>第 1 階段中，以下種類的發電廠離開發電廠市場：{kinds}。發電廠 {out_of_game} 移出遊戲，其餘放到牌堆底；並抽一張發電廠補位。</translation>
    </message>
    <message>
        <source>Step 2 begins when the Step 3 card is drawn the first time (it goes back under the shuffled stack) and the {discard} lowest plants then leave; in step 2 the bureaucracy puts the {under_stack} highest plants under the stack.</source>
        <translation>第三階段卡第一次被抽出時開始第 2 階段（該卡放回洗勻後的牌堆底），隨後編號最小的 {discard} 座發電廠離開；第 2 階段中，行政管理步驟把編號最大的 {under_stack} 座發電廠放到牌堆底。</translation>
    </message>
    <message>
        <source>When more cities are built in a round than {per_player} per player, a power outage cuts every income by {penalty} Elektro for each city owned, never below 0.</source>
        <translation>若一回合內建設的城市多於每名玩家 {per_player} 座，則發生停電：每名玩家的收入按其擁有的每座城市減少 {penalty} 元，最低為 0。</translation>
    </message>
    <message>
        <source>Only resource tokens up to a price are for sale: {caps}; every token in the other steps.</source>
        <translation>只能購買不超過限價的資源：{caps}；其他階段可購買全部資源。</translation>
    </message>
    <message>
        <source>In the bureaucracy every player must power as many of his cities as his plants and fuel allow.</source>
        <translation>行政管理時，每名玩家必須用其發電廠和資源為盡可能多的城市供電。</translation>
    </message>
    <message>
        <source>Resources are bought one token a turn, round and round, until every player has ended his buying.</source>
        <translation>資源每回合只能買一個，輪流進行，直到每名玩家都結束購買。</translation>
    </message>
    <message>
        <source>Each region in play swaps its own plant cards in for the cards of the same numbers: {plants}.</source>
        <translation>每個參與遊戲的區域以自己的發電廠卡替換相同編號的卡牌：{plants}。</translation>
    </message>
    <message>
        <source>No connection joins the islands: a player may start a network on another island, paying {fee} Elektro on top of the house.</source>
        <translation>島嶼之間沒有連接：玩家可以在另一座島上開始新的網路，除房子外另付 {fee} 元。</translation>
    </message>
    <message>
        <source>The Step 3 card goes into the stack with {under} plants under it.</source>
        <translation>第三階段卡放入牌堆時，其下方有 {under} 座發電廠。</translation>
    </message>
    <message>
        <source>With fewer cities in play than the end count, a player with a house in every city in play ends the game.</source>
        <translation>若參與遊戲的城市少於結束所需數量，則在所有參與遊戲的城市都有房子的玩家結束遊戲。</translation>
    </message>
    <message>
        <source>Step 2 also begins when every city in play holds a house.</source>
        <translation>當所有參與遊戲的城市都有房子時，第 2 階段也會開始。</translation>
    </message>
    <message>
        <source>When step 2 begins, the lowest plant leaves the game and no plant is drawn in its place: the future market holds one plant less.</source>
        <translation>第 2 階段開始時，最小的發電廠移出遊戲，且不補抽新的發電廠：未來市場從此少一張發電廠。</translation>
    </message>
    <message>
        <source>Burnt {resource} goes to a storage space that the refill empties first; the stored {resource} is always for sale at {price} Elektro each.</source>
        <translation>燃燒掉的{resource}放入儲存區，補充時先從儲存區取；儲存區的{resource}隨時可以每個 {price} 元購買。</translation>
    </message>
    <message>
        <source>No player&apos;s first house may be in {cities}.</source>
        <translation>任何玩家的第一座房子都不能建在 {cities}。</translation>
    </message>
    <message>
        <source>Plants {plants} are out of the game; the next lowest plants fill the starting market.</source>
        <translation>發電廠 {plants} 移出遊戲；由次小的發電廠補滿起始市場。</translation>
    </message>
    <message>
        <source>Plants {plants} are uranium mines: bought in the auction, they power no city and do not count toward the plant limit, but sell uranium.</source>
        <translation>發電廠 {plants} 是鈾礦：在拍賣中購買，不為任何城市供電，也不計入發電廠上限，但可以出售鈾。</translation>
    </message>
    <message>
        <source>At the start of the bureaucracy, last player first, each owner of mines may sell their uranium: the dearest empty place of the uranium market ({prices} Elektro) for each city the mines could power, then one token per mine onto the market. Each refill takes tokens from its cheapest places.</source>
        <translation>行政管理開始時，從最後一名玩家起，每位擁有鈾礦的玩家可以出售鈾：按鈾市場上最貴的空位價格（{prices} 元）乘以其鈾礦可供電的城市數獲得收入，然後每座鈾礦放一個鈾到市場上。每次補充都從最便宜的位置取走鈾。</translation>
    </message>
    <message>
        <source>CO2 tax: from step 3 on, every place of the resource tracks costs {rise} Elektro more.</source>
        <translation>碳稅：從第三階段起，資源軌道上每個位置的價格都高 {rise} 元。</translation>
    </message>
    <message>
        <source>Any house may be connected for {price} Elektro instead of its path, to any city; the regions in play need not touch.</source>
        <translation>任何房子都可以用 {price} 元代替路徑費用連接到任意城市；參與遊戲的區域不必相鄰。</translation>
    </message>
    <message>
        <source>Some spaces take no house all game, drawn at set-up (a path may pass them): per set, by building cost, {tiers}; sets by player count: {sets}.</source>
        <translation>部分地塊整局不能放房子，在準備時抽定（連線可以經過它們）：每組按建設費用 {tiers}；按人數的組數：{sets}。</translation>
    </message>
    <message>
        <source>Each bureaucracy the {discard} highest plants of the future market go to a discard pile; when the stack runs out, the pile is shuffled as the new stack and the highest future plant goes under it each round; when it runs out again, every plant is for sale and the lowest leaves each round.</source>
        <translation>每次行政管理時，未來市場中最大的 {discard} 座發電廠進入棄牌堆；牌堆用完時，棄牌堆洗混成為新牌堆，此後每回合最大的未來發電廠放到牌堆底；牌堆再次用完時，所有發電廠均可購買，每回合最小的一座離開遊戲。</translation>
    </message>
    <message>
        <source>Whoever buys the discounted plant may buy another plant in the same auction phase.</source>
        <translation>購買折扣發電廠的玩家可以在同一拍賣步驟中再購買一座發電廠。</translation>
    </message>
    <message>
        <source>the plug and socket plant deck</source>
        <translation>插頭與插座發電廠牌堆</translation>
    </message>
    <message>
        <source>the discounted plant</source>
        <translation>折價發電廠</translation>
    </message>
    <message>
        <source>keeping small plants in the market</source>
        <translation>小發電廠留在市場</translation>
    </message>
    <message>
        <source>Always in the starting market: {in_market}.</source>
        <translation>總在開局市場中：{in_market}。</translation>
    </message>
    <message>
        <source>Out of the game: {out_of_game}.</source>
        <translation>移出遊戲：{out_of_game}。</translation>
    </message>
    <message>
        <source>Never removed at set-up: {keep_fuel}.</source>
        <translation>準備階段絕不移除：{keep_fuel}。</translation>
    </message>
    <message>
        <source>The starting market holds {market} plants up to {plug_max} instead, four for sale.</source>
        <translation>開局市場改為 {market} 張編號不超過 {plug_max} 的發電廠，其中四張可供購買。</translation>
    </message>
    <message>
        <source>The plant face down on top of the stack is one above {plug_max}.</source>
        <translation>背面朝上放在牌堆頂的是一張編號大於 {plug_max} 的發電廠。</translation>
    </message>
    <message>
        <source>The North&apos;s market sells {north_prices} Elektro; at set-up it holds {north_start}.</source>
        <translation>北方市場出售的資源及價格：{north_prices} 元；準備階段時其上有{north_start}。</translation>
    </message>
    <message>
        <source>Plant {top} lies face up on top of the stack.</source>
        <translation>發電廠 {top} 正面朝上放在牌堆頂部。</translation>
    </message>
    <message>
        <source>Under it lie plants {on_top}, shuffled with {on_top_with} more plants of the stack.</source>
        <translation>其下是發電廠 {on_top}，與牌堆中另外 {on_top_with} 座發電廠洗混。</translation>
    </message>
    <message>
        <source>Plants removed unseen: {remove}.</source>
        <translation>不公開移除的發電廠：{remove}。</translation>
    </message>
    <message>
        <source>Right under the top card, in this order: {below_top}.</source>
        <translation>按此順序緊放在頂牌之下：{below_top}。</translation>
    </message>
    <message>
        <source>Also out of the game: {out_by_players}.</source>
        <translation>另外移出遊戲：{out_by_players}。</translation>
    </message>
    <message>
        <source>The Step 3 card stays in the box: the game never reaches step 3.</source>
        <translation>「第3階段」卡留在盒中：遊戲永遠不會進入第3階段。</translation>
    </message>
    <message>
        <source>Original rules</source>
        <translation>原版規則</translation>
    </message>
    <message>
        <source>Recharged rules</source>
        <translation>新版（Recharged）規則</translation>
    </message>
    <message>
        <source>The first edition&apos;s rules, as the box describes them.</source>
        <translation>第一版的規則，與盒中規則書一致。</translation>
    </message>
    <message>
        <source>Today&apos;s edition: plug and socket plants, a discounted plant, 9 garbage.</source>
        <translation>現行版本：插頭與插座發電廠、一座折價發電廠、9 個垃圾。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
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
        <translation>第 {step} 階段不超過 {price} 元</translation>
    </message>
    <message>
        <source>{number} ({amount} {fuel} → {cities})</source>
        <translation>{number}（{amount} {fuel} → {cities}）</translation>
    </message>
    <message>
        <source>{number} (no fuel → {cities})</source>
        <translation>{number}（無需資源 → {cities}）</translation>
    </message>
    <message>
        <source>{n} players {plug} up to {plug_max} and {socket} higher</source>
        <translation>{n} 人：{plug} 張不超過 {plug_max}、{socket} 張更高</translation>
    </message>
</context>
<context>
    <name>SeatMarks</name>
    <message>
        <source>this screen</source>
        <translation>本螢幕</translation>
    </message>
    <message>
        <source>online</source>
        <translation>在線</translation>
    </message>
    <message>
        <source>away</source>
        <translation>離開</translation>
    </message>
    <message>
        <source>AI covering</source>
        <translation>電腦代打</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>空座位</translation>
    </message>
    <message>
        <source>{name} plays at this screen.</source>
        <translation>{name} 在此螢幕上遊戲。</translation>
    </message>
    <message>
        <source>{name} plays at another screen and is connected.</source>
        <translation>{name} 在另一個螢幕上遊戲，已連線。</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped; the table waits for them to come back.</source>
        <translation>{name} 的連線已中斷；牌桌在等其回來。</translation>
    </message>
    <message>
        <source>{name} is away; a computer plays the seat until they are back.</source>
        <translation>{name} 已離開；在其回來之前由電腦代打這個座位。</translation>
    </message>
    <message>
        <source>A computer level plays {name}&apos;s seat.</source>
        <translation>{name} 的座位由電腦玩家擔任。</translation>
    </message>
    <message>
        <source>Nobody has taken this seat yet; a computer plays it while the game runs.</source>
        <translation>這個座位還沒人坐；遊戲進行時由電腦代打。</translation>
    </message>
    <message>
        <source>A computer plays for them in {time} if they are not back.</source>
        <translation>若其未回來，{time} 後由電腦代為行動。</translation>
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
        <translation>自動存檔資料夾</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>Computer players wait before each move:</source>
        <translation>電腦玩家每步前等待：</translation>
    </message>
    <message>
        <source>Player colours:</source>
        <translation>玩家顏色：</translation>
    </message>
    <message>
        <source>Autosave folder:</source>
        <translation>自動存檔資料夾：</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>The language changes at once. Names of cities stay as printed on the board.</source>
        <translation>語言會立即切換。城市名稱保持圖板上的原樣。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>no pause</source>
        <translation>不暫停</translation>
    </message>
    <message>
        <source>Show the computer players&apos; moves</source>
        <translation>顯示電腦玩家的行動</translation>
    </message>
    <message>
        <source>Ask for confirmation before important moves</source>
        <translation>重要操作前要求確認</translation>
    </message>
    <message>
        <source>Show win chances</source>
        <translation>顯示勝率</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>開啟資料夾</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&lt;h1&gt;Power Grid&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;電網&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>Build a network, buy plants and fuel, power the most cities.</source>
        <translation>建設網路，購買發電廠和資源，為最多的城市供電。</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>繼續上一局遊戲</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>新遊戲…  (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open a saved game…  (Ctrl+O)</source>
        <translation>開啟已儲存的遊戲…  (Ctrl+O)</translation>
    </message>
    <message>
        <source>Host a table for friends…</source>
        <translation>為朋友主持牌桌…</translation>
    </message>
    <message>
        <source>Join a friend&apos;s table…</source>
        <translation>加入朋友的牌桌…</translation>
    </message>
    <message>
        <source>Inspect a map…  (Ctrl+I)</source>
        <translation>檢視地圖…  (Ctrl+I)</translation>
    </message>
    <message>
        <source>The last game&apos;s autosave could not be read, so it cannot be continued. Start a new game or open another save.</source>
        <translation>上一局的自動儲存無法讀取，因此不能繼續。請開始新遊戲或開啟其他存檔。</translation>
    </message>
</context>
<context>
    <name>StepBanner</name>
    <message>
        <source>A city now takes {houses} houses ({prices} Elektro).</source>
        <translation>現在每座城市可容納 {houses} 棟房子（{prices} 元）。</translation>
    </message>
    <message>
        <source>The cities open their places of step {step}: up to {houses} houses in a city (its prices are on the map).</source>
        <translation>各城市開放第 {step} 階段的位置：每座城市最多 {houses} 座房子（價格見地圖）。</translation>
    </message>
    <message>
        <source>Step {step} begins</source>
        <translation>第 {step} 階段開始</translation>
    </message>
    <message>
        <source>All {n} plants of the market are for sale.</source>
        <translation>市場上的 {n} 座發電廠全部可買。</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Autosave is off</source>
        <translation>自動存檔已關閉</translation>
    </message>
    <message>
        <source>there is no home folder to keep it in (HOME is not set or not a folder)</source>
        <extracomment>Why a folder cannot hold the autosave (``DataFolder.code``), as the end of a sentence (English here and on the command line, translated in the window).</extracomment>
        <translation>沒有可以存放它的使用者主資料夾（HOME 未設定或不是資料夾）</translation>
    </message>
    <message>
        <source>the app&apos;s folder lies outside the home folder</source>
        <translation>程式的資料夾位於使用者主資料夾之外</translation>
    </message>
    <message>
        <source>the path names a file, not a folder</source>
        <translation>該路徑是檔案，不是資料夾</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>無法建立該資料夾</translation>
    </message>
    <message>
        <source>nothing can be written in the folder</source>
        <translation>無法向該資料夾寫入任何內容</translation>
    </message>
    <message>
        <source>Games are not saved automatically in this session: {reason}. Save a game with Game ▸ Save to keep it.</source>
        <translation>本次執行不會自動儲存遊戲：{reason}。若要保留遊戲，請用「遊戲 ▸ 儲存」。</translation>
    </message>
    <message>
        <source>it is a link, which the game does not write through</source>
        <extracomment>Why one of the game&apos;s own files is not used (:func:`own_file_problem`), as the end of a sentence.</extracomment>
        <translation>它是一個連結，遊戲不會透過連結寫入</translation>
    </message>
    <message>
        <source>it is not a regular file but a folder, pipe, device or socket</source>
        <translation>它不是一般檔案，而是資料夾、管道、裝置或通訊端</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>它大於 {limit} 位元組</translation>
    </message>
    <message>
        <source>the system cannot look at it ({detail})</source>
        <translation>系統無法查看它（{detail}）</translation>
    </message>
    <message>
        <source>Settings are not kept in this session: {file}: {reason}. Remove or rename that file and the next session keeps them again.</source>
        <translation>本次執行不會保留設定：{file}：{reason}。刪除或重新命名該檔案後，下次執行會重新保留設定。</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Invite…</source>
        <translation>邀請…</translation>
    </message>
    <message>
        <source>The address and the code to send to friends</source>
        <translation>要傳給朋友的位址和邀請碼</translation>
    </message>
    <message>
        <source>Computer plays for {name} now</source>
        <translation>現在由電腦代 {name} 行動</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays the seat until they are back.</source>
        <translation>{name} 已離開：在其回來之前由電腦代打這個座位。</translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>The networked table, and the time a message takes to its server and back</source>
        <translation>連線牌桌，以及訊息往返其伺服器所需的時間</translation>
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
        <translation>鈾</translation>
    </message>
    <message>
        <source>coal plant</source>
        <translation>燃煤發電廠</translation>
    </message>
    <message>
        <source>oil plant</source>
        <translation>石油發電廠</translation>
    </message>
    <message>
        <source>garbage plant</source>
        <translation>垃圾發電廠</translation>
    </message>
    <message>
        <source>nuclear plant</source>
        <translation>核能發電廠</translation>
    </message>
    <message>
        <source>hybrid plant (coal or oil)</source>
        <translation>混合發電廠（煤或石油）</translation>
    </message>
    <message>
        <source>eco plant (no fuel)</source>
        <translation>環保發電廠（無需資源）</translation>
    </message>
    <message>
        <source>Player order</source>
        <translation>玩家順序</translation>
    </message>
    <message>
        <source>Auction of power plants</source>
        <translation>拍賣發電廠</translation>
    </message>
    <message>
        <source>Buying resources</source>
        <translation>購買資源</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>建設網路</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>行政管理</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
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
        <translation>{count} 個{resource}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <source>the Step 3 card</source>
        <translation>第三階段卡</translation>
    </message>
    <message>
        <source>plant {number}</source>
        <translation>發電廠 {number}</translation>
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
        <translation>順序</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>拍賣</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>資源</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>建設</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>行政管理</translation>
    </message>
    <message>
        <source>Phase {n}: turn order — most cities first, the highest plant breaks ties</source>
        <translation>步驟 {n}：玩家順序 — 城市最多者在前，平手時看最大的發電廠</translation>
    </message>
    <message>
        <source>Phase {n}: auction of power plants, first player first</source>
        <translation>步驟 {n}：拍賣發電廠，第一位玩家先開始</translation>
    </message>
    <message>
        <source>Phase {n}: buying resources, last player first</source>
        <translation>步驟 {n}：購買資源，最後一位玩家先開始</translation>
    </message>
    <message>
        <source>Phase {n}: building cities, last player first</source>
        <translation>步驟 {n}：建設網路，最後一位玩家先開始</translation>
    </message>
    <message>
        <source>Phase {n}: bureaucracy — power cities, earn income, refill</source>
        <translation>步驟 {n}：行政管理 — 供電、領取收入、補充資源</translation>
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
        <translation>現在：{name}</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>玩家順序</translation>
    </message>
    <message>
        <source>{pos}. {name}</source>
        <translation>{pos}. {name}</translation>
    </message>
    <message>
        <source> · Step 3 card drawn</source>
        <translation> · 已抽到第三階段卡</translation>
    </message>
    <message>
        <source>Round {r} · Step {s}{step3} · {cards} cards</source>
        <translation>第 {r} 回合 · 第 {s} 階段{step3} · {cards} 張卡</translation>
    </message>
    <message>
        <source>Step {s}{step3} · {cards} cards</source>
        <translation>第 {s} 階段{step3} · {cards} 張卡</translation>
    </message>
    <message>
        <source>Step {s}</source>
        <translation>第 {s} 階段</translation>
    </message>
    <message>
        <source>Round {r}, step {s}. No number of cities starts step 2 on this board (its rules in Help say what does); the draw stack holds {cards} cards. The game ends after a build phase in which someone reaches {end} cities.</source>
        <translation>第 {r} 回合，第 {s} 階段。在此地圖上，城市數量不會開啟第 2 階段（何時開啟見說明中的地圖規則）；牌堆有 {cards} 張卡。有人在建設網路步驟中達到 {end} 座城市時，該步驟結束後遊戲結束。</translation>
    </message>
    <message>
        <source>Round {r}, step {s}. Step 2 starts when someone has {s2} cities; the Step 3 card lies under the draw stack, which holds {cards} cards. The game ends after a build phase in which someone reaches {end} cities.</source>
        <translation>第 {r} 回合，第 {s} 階段。有人擁有 {s2} 座城市時進入第 2 階段；第三階段卡在牌堆底部，牌堆有 {cards} 張卡。有人在建設網路步驟中達到 {end} 座城市時，該步驟結束後遊戲結束。</translation>
    </message>
    <message>
        <source>{n} cities</source>
        <translation>{n} 座城市</translation>
    </message>
    <message>
        <source>Step 2 begins when a player reaches {n} cities</source>
        <translation>有玩家達到 {n} 座城市時進入第 2 階段</translation>
    </message>
    <message>
        <source>The game ends after the build phase in which a player reaches {n} cities</source>
        <translation>有玩家在建設網路步驟中達到 {n} 座城市時，該步驟結束後遊戲結束</translation>
    </message>
    <message>
        <source>{n} cities powered pay {pay} Elektro</source>
        <translation>供電 {n} 座城市得 {pay} 元</translation>
    </message>
</context>
<context>
    <name>TracksDock</name>
    <message>
        <source>Round and tracks</source>
        <translation>回合與計分軌</translation>
    </message>
</context>
<context>
    <name>UraniumSalePage</name>
    <message>
        <source>Sell uranium</source>
        <translation>出售鈾</translation>
    </message>
    <message>
        <source>Keep it this round</source>
        <translation>本回合保留</translation>
    </message>
    <message>
        <source>Your mines ({mines}) could power {cities} cities. Selling now earns &lt;b&gt;{price}&lt;/b&gt; Elektro a city: &lt;b&gt;{income}&lt;/b&gt; Elektro. If nobody sold this round, a city would earn {later} Elektro next round.</source>
        <translation>你的鈾礦（{mines}）可為 {cities} 座城市供電。現在出售每城市得 &lt;b&gt;{price}&lt;/b&gt; 元，共 &lt;b&gt;{income}&lt;/b&gt; 元。若本回合無人出售，下一回合每城市可得 {later} 元。</translation>
    </message>
    <message>
        <source>Enter: sell uranium</source>
        <translation>Enter：出售鈾</translation>
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
        <translation>已選 {chosen} 座城市，遊戲需要 {need} 座</translation>
    </message>
    <message>
        <source>the chosen cities are not connected: every city must be reachable from every other through chosen cities only</source>
        <translation>所選城市沒有連成一片：每座城市都必須只經由所選城市就能到達其他每座城市</translation>
    </message>
    <message>
        <source>no cities chosen</source>
        <translation>尚未選擇城市</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two problems</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>變體規則</translation>
    </message>
    <message>
        <source>Free city selection</source>
        <translation>自由選擇城市</translation>
    </message>
    <message>
        <source>Play on a connected set of cities instead of regions</source>
        <translation>在一組連成一片的城市上遊戲，而不是按區域</translation>
    </message>
    <message>
        <source>Random connected set (from the seed)</source>
        <translation>隨機相連城市（由隨機種子決定）</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>隨機填入</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Plant deck:</source>
        <translation>發電廠牌組：</translation>
    </message>
    <message>
        <source>Deck file…</source>
        <translation>牌組檔案…</translation>
    </message>
    <message>
        <source>Inactive area</source>
        <translation>非活動區</translation>
    </message>
    <message>
        <source>The first plant of each number goes face up to the inactive area; a second plant of that number is played</source>
        <translation>每個編號的第一座發電廠正面朝上放入非活動區；同編號的第二座發電廠才進入遊戲</translation>
    </message>
    <message>
        <source>Plant deck</source>
        <translation>發電廠牌組</translation>
    </message>
    <message>
        <source>Deck files (*.json)</source>
        <translation>牌組檔案 (*.json)</translation>
    </message>
    <message>
        <source>This deck cannot be used: %1</source>
        <translation>無法使用此牌組：%1</translation>
    </message>
    <message>
        <source>%1 players: %2 cities in play, step 2 at %3 cities, the game ends at %4, %5 plants removed at setup</source>
        <translation>%1 名玩家：遊戲中有 %2 座城市，%3 座城市進入第二階段，%4 座城市遊戲結束，開局移除 %5 座發電廠</translation>
    </message>
    <message>
        <source>%1 of %2 cities chosen · %3</source>
        <translation>已選 %1 座城市，共需 %2 座 · %3</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>相連</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>不相連</translation>
    </message>
    <message>
        <source>Choose a deck file.</source>
        <translation>請選擇牌組檔案。</translation>
    </message>
    <message>
        <source>%1 plants.</source>
        <translation>%1 座發電廠。</translation>
    </message>
    <message>
        <source>An example deck: its extra cards are not printed cards.</source>
        <translation>範例牌組：其中額外的卡不是實際印製的卡。</translation>
    </message>
    <message>
        <source>The inactive area needs a deck where plants share numbers (for example the doubled example deck).</source>
        <translation>非活動區需要有發電廠編號重複的牌組（例如雙倍範例牌組）。</translation>
    </message>
    <message>
        <source>With the inactive area, this deck&apos;s starting pool puts %1 plants a player can pay into the market; round 1 of a game of %2 players needs one for each player.</source>
        <translation>使用非活動區時，這副牌組的起始牌堆只會把 %1 座玩家買得起的發電廠放入市場；%2 人遊戲的第一回合每位玩家都需要一座。</translation>
    </message>
    <message>
        <source>This deck&apos;s starting market holds %1 plants a player can pay; round 1 of a game of %2 players needs one for each player.</source>
        <translation>這副牌組的起始市場只有 %1 座玩家買得起的發電廠；%2 人遊戲的第一回合每位玩家都需要一座。</translation>
    </message>
    <message>
        <source>Free city selection: %1</source>
        <translation>自由選擇城市：%1</translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; is deciding at another screen…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; 正在另一個螢幕上做決定…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; is away; the table waits for them…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; 已離開；牌桌在等待…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; (computer) is thinking…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;（電腦）正在思考…</translation>
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
        <translation>{level}較強</translation>
    </message>
    <message>
        <source>{level} as weaker</source>
        <translation>{level}較弱</translation>
    </message>
    <message>
        <source>How the seats count: {phrases}.</source>
        <translation>座位計算：{phrases}。</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win at the start of each round, estimated by a model learned from games between the computer levels. It reads the position and who plays each seat: a stronger level wins more of the games that start level, so its line starts higher before anyone has moved. A person&apos;s strength is not known; the model counts a person as AI normal in their place, so a person who plays better than AI normal has better chances than shown.</source>
        <translation>每位玩家在每回合開始時的獲勝機會，由一個從各電腦等級之間的對局中學得的模型估算。它讀取局面以及每個座位由誰來下：較強的等級在起點相同的對局中贏得更多，所以在任何人行動之前它的曲線就較高。真人玩家的實力無從得知；模型把真人玩家當作處在其位置上的「電腦（普通）」來計算，因此下得比「電腦（普通）」好的玩家，實際機會比圖中所示更高。</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>勝率</translation>
    </message>
</context>
</TS>
