<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Analysis</name>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>ungenau</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
</context>
<context>
    <name>AnalysisBoard</name>
    <message>
        <source>Set-up</source>
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Analysis board</source>
        <translation>Spielanalyse</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>What would the coach do here?</source>
        <translation>Was würde der Trainer hier tun?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>Round {n}, {phase}: {name} to play</source>
        <translation>Runde {n}, {phase}: {name} ist am Zug</translation>
    </message>
    <message>
        <source>After {k} of {total} actions. {where}</source>
        <translation>Nach {k} von {total} Aktionen. {where}</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>Der Trainer überlegt …</translation>
    </message>
    <message>
        <source>The coach plays: {choice}</source>
        <translation>Der Trainer spielt: {choice}</translation>
    </message>
    <message>
        <source>or: {choice}</source>
        <translation>oder: {choice}</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Bewertung abgebrochen.</translation>
    </message>
    <message>
        <source>The coach failed: {error}</source>
        <translation>Der Trainer ist gescheitert: {error}</translation>
    </message>
    <message>
        <source>Reviewed turns: {best} best, {good} good, {inaccuracy} inaccuracies, {mistake} mistakes, {blunder} blunders.</source>
        <translation>Bewertete Züge: {best} beste, {good} gute, {inaccuracy} ungenaue, {mistake} Fehler, {blunder} grobe Fehler.</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Gespielt: {move}</translation>
    </message>
    <message>
        <source>Better, the coach&apos;s choice: {choice}</source>
        <translation>Besser, die Wahl des Trainers: {choice}</translation>
    </message>
    <message>
        <source>The move played: {difference}</source>
        <translation>Der gespielte Zug: {difference}</translation>
    </message>
</context>
<context>
    <name>BidPage</name>
    <message>
        <source>Your bid:</source>
        <translation>Dein Gebot:</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Auction of plant &lt;b&gt;{plant}&lt;/b&gt; ({plant_tip}). Highest bid &lt;b&gt;{bid}&lt;/b&gt; by {leader}. You have {money} Elektro.</source>
        <translation>Versteigerung von Kraftwerk &lt;b&gt;{plant}&lt;/b&gt; ({plant_tip}). Höchstgebot &lt;b&gt;{bid}&lt;/b&gt; von {leader}. Du hast {money} Elektro.</translation>
    </message>
    <message>
        <source>Enter: bid · Esc: minimum raise</source>
        <translation>Enter: bieten · Esc: kleinstes Gebot</translation>
    </message>
</context>
<context>
    <name>BuildPage</name>
    <message>
        <source>Click cities on the map or type their names; green rings are affordable.</source>
        <translation>Städte auf der Karte anklicken oder ihren Namen tippen; grüne Ringe sind bezahlbar.</translation>
    </message>
    <message>
        <source>City name, then Enter</source>
        <translation>Stadtname, dann Enter</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Cheapest order</source>
        <translation>Günstigste Reihenfolge</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>no city in play is named “{name}”</source>
        <translation>keine Stadt im Spiel heißt „{name}“</translation>
    </message>
    <message>
        <source>“{name}” could be {cities}: type more of the name</source>
        <translation>„{name}“ könnte {cities} sein: mehr vom Namen tippen</translation>
    </message>
    <message>
        <source>{n}. {city} for {cost} Elektro
    path: {path}</source>
        <translation>{n}. {city} für {cost} Elektro
    Weg: {path}</translation>
    </message>
    <message>
        <source>{n}. {city} for {cost} Elektro</source>
        <translation>{n}. {city} für {cost} Elektro</translation>
    </message>
    <message>
        <source>Total &lt;b&gt;{total}&lt;/b&gt; for {n} · {left} left · {more} more affordable</source>
        <translation>Summe &lt;b&gt;{total}&lt;/b&gt; für {n} · {left} übrig · {more} weitere bezahlbar</translation>
    </message>
    <message>
        <source>{city}: planned as no. {n} for {cost} Elektro (click to remove)</source>
        <translation>{city}: geplant als Nr. {n} für {cost} Elektro (Klick entfernt)</translation>
    </message>
    <message>
        <source>{city}: no free place for you</source>
        <translation>{city}: kein freier Platz für dich</translation>
    </message>
    <message>
        <source>{city}: {price} Elektro (house {house} + connection {connection})</source>
        <translation>{city}: {price} Elektro (Haus {house} + Strecken {connection})</translation>
    </message>
    <message>
        <source>{city}: {price} Elektro (house {house} + connection {connection}) — too dear</source>
        <translation>{city}: {price} Elektro (Haus {house} + Strecken {connection}) — zu teuer</translation>
    </message>
    <message>
        <source>End your turn and drop your plan?</source>
        <translation>Zug beenden und den Plan verwerfen?</translation>
    </message>
    <message>
        <source>These planned cities are not built: {cities}.</source>
        <translation>Diese geplanten Städte werden nicht gebaut: {cities}.</translation>
    </message>
    <message>
        <source>End your turn without building?</source>
        <translation>Zug beenden, ohne zu bauen?</translation>
    </message>
    <message>
        <source>You have built nothing this turn, and {n} cities are within your money (the cheapest: {city} for {price} Elektro).</source>
        <translation>Du hast in diesem Zug nichts gebaut, und {n} Städte sind für dich bezahlbar (die günstigste: {city} für {price} Elektro).</translation>
    </message>
    <message>
        <source>Type a city, Enter: plan it · Enter: build (no plan: end turn) · Esc: clear</source>
        <translation>Stadt tippen, Enter: einplanen · Enter: bauen (ohne Plan: Zug beenden) · Esc: leeren</translation>
    </message>
</context>
<context>
    <name>BuildQuote</name>
    <message>
        <source>{city}: your city</source>
        <translation>{city}: deine Stadt</translation>
    </message>
    <message>
        <source>{city}: no free place for you</source>
        <translation>{city}: kein freier Platz für dich</translation>
    </message>
    <message>
        <source>{city}: {price} = connection {connection} + house {house}</source>
        <translation>{city}: {price} = Strecken {connection} + Haus {house}</translation>
    </message>
    <message>
        <source>{city}: {price} = connection {connection} + house {house} — you cannot afford it</source>
        <translation>{city}: {price} = Strecken {connection} + Haus {house} — zu teuer für dich</translation>
    </message>
    <message>
        <source>no place</source>
        <translation>kein Platz</translation>
    </message>
</context>
<context>
    <name>BureaucracyPage</name>
    <message>
        <source>Choose the plants that run:</source>
        <translation>Kraftwerke wählen, die laufen:</translation>
    </message>
    <message>
        <source>Coal burnt by hybrids:</source>
        <translation>Kohle in Hybridkraftwerken:</translation>
    </message>
    <message>
        <source>Run and collect income</source>
        <translation>Betreiben und kassieren</translation>
    </message>
    <message>
        <source>Plant {plant}: {plant_tip}</source>
        <translation>Kraftwerk {plant}: {plant_tip}</translation>
    </message>
    <message>
        <source>oil: {oil}</source>
        <translation>Öl: {oil}</translation>
    </message>
    <message>
        <source>Powers &lt;b&gt;{powered}&lt;/b&gt; of your {cities} cities → income &lt;b&gt;{income}&lt;/b&gt; Elektro</source>
        <translation>Versorgt &lt;b&gt;{powered}&lt;/b&gt; deiner {cities} Städte → Einkommen &lt;b&gt;{income}&lt;/b&gt; Elektro</translation>
    </message>
    <message>
        <source>Power fewer cities than you could?</source>
        <translation>Weniger Städte versorgen als möglich?</translation>
    </message>
    <message>
        <source>This choice powers {chosen} cities for {income} Elektro; your plants and fuel could power {best} for {best_income} Elektro.</source>
        <translation>Diese Wahl versorgt {chosen} Städte für {income} Elektro; deine Kraftwerke und Rohstoffe könnten {best} für {best_income} Elektro versorgen.</translation>
    </message>
    <message>
        <source>Space: run a plant or not · Enter: run and collect income</source>
        <translation>Leertaste: Kraftwerk an/aus · Enter: betreiben und kassieren</translation>
    </message>
</context>
<context>
    <name>ChanceGraph</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Gewinnchancen</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something to the table…</source>
        <translation>Schreib etwas an den Tisch…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Who at this screen speaks</source>
        <translation>Wer an diesem Bildschirm spricht</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
</context>
<context>
    <name>ChoosePage</name>
    <message>
        <source>Choose a plant to auction (or click it in the market):</source>
        <translation>Kraftwerk zur Versteigerung wählen (oder im Markt anklicken):</translation>
    </message>
    <message>
        <source>Opening bid:</source>
        <translation>Startgebot:</translation>
    </message>
    <message>
        <source>Offer plant</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <source>Pass this round</source>
        <translation>Diese Runde passen</translation>
    </message>
    <message>
        <source>In round 1 every player buys a plant</source>
        <translation>In Runde 1 kauft jeder ein Kraftwerk</translation>
    </message>
    <message>
        <source>←/→: plant · Enter: offer · Esc: minimum bid</source>
        <translation>←/→: Kraftwerk · Enter: anbieten · Esc: kleinstes Gebot</translation>
    </message>
    <message>
        <source>Buy no plant this round?</source>
        <translation>In dieser Runde kein Kraftwerk kaufen?</translation>
    </message>
    <message>
        <source>If you pass now you take no part in this round&apos;s auction any more: you cannot buy a power plant before the next round.</source>
        <translation>Wenn du jetzt passt, nimmst du an der Versteigerung dieser Runde nicht mehr teil: Vor der nächsten Runde kannst du kein Kraftwerk kaufen.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>1 city</source>
        <translation>1 Stadt</translation>
    </message>
    <message>
        <source>{n} cities</source>
        <translation>{n} Städte</translation>
    </message>
    <message>
        <source>no more cities</source>
        <translation>keine zusätzliche Stadt</translation>
    </message>
    <message>
        <source>1 fewer city</source>
        <translation>1 Stadt weniger</translation>
    </message>
    <message>
        <source>{n} fewer cities</source>
        <translation>{n} Städte weniger</translation>
    </message>
    <message>
        <source>1 more city</source>
        <translation>1 Stadt mehr</translation>
    </message>
    <message>
        <source>{n} more cities</source>
        <translation>{n} Städte mehr</translation>
    </message>
    <message>
        <source>with no fuel</source>
        <translation>ohne Rohstoffe</translation>
    </message>
    <message>
        <source>with {amount} coal or oil a round</source>
        <translation>mit {amount} Kohle oder Öl pro Runde</translation>
    </message>
    <message>
        <source>with {amount} {resource} a round</source>
        <translation>mit {amount} {resource} pro Runde</translation>
    </message>
    <message>
        <source>, replacing plant {plant}</source>
        <translation>, ersetzt Kraftwerk {plant}</translation>
    </message>
    <message>
        <source>powers {cities} {fuel}{replacing}; {more} powered soon, about {per_round} a round</source>
        <translation>versorgt {cities} {fuel}{replacing}; bald {more} versorgt, etwa {per_round} pro Runde</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of building {cities}</source>
        <translation>zu {price} bleiben dir {left}, {short} zu wenig, um {cities} zu bauen</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>die einzige Möglichkeit</translation>
    </message>
    <message>
        <source>{powers}; {money}</source>
        <translation>{powers}; {money}</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of its fuel and building {cities}</source>
        <translation>zu {price} bleiben dir {left}, {short} zu wenig für seine Rohstoffe und {cities} zu bauen</translation>
    </message>
    <message>
        <source>at {price} you keep {left}, {short} short of its fuel</source>
        <translation>zu {price} bleiben dir {left}, {short} zu wenig für seine Rohstoffe</translation>
    </message>
    <message>
        <source>keep your {money} for fuel and cities (enough for {cities} at today&apos;s prices)</source>
        <translation>behalte deine {money} für Rohstoffe und Städte (genug für {cities} zu heutigen Preisen)</translation>
    </message>
    <message>
        <source>fuel for {powered} (you have {count}); {left} left to build</source>
        <translation>Rohstoffe für {powered} (du hast {count}); {left} bleiben zum Bauen</translation>
    </message>
    <message>
        <source>the game ends: {powered} powered against up to {rival}, you win</source>
        <translation>das Spiel endet: {powered} versorgt gegen höchstens {rival}, du gewinnst</translation>
    </message>
    <message>
        <source>the game ends: {powered} powered against up to {rival}, you do not win</source>
        <translation>das Spiel endet: {powered} versorgt gegen höchstens {rival}, du gewinnst nicht</translation>
    </message>
    <message>
        <source>{cities}, {powered} powered with your fuel: income {income}</source>
        <translation>{cities}, davon {powered} mit deinen Rohstoffen versorgt: Einkommen {income}</translation>
    </message>
    <message>
        <source>next round last in turn order: first to buy fuel and build</source>
        <translation>nächste Runde Letzter in der Spielerreihenfolge: kauft Rohstoffe und baut als Erster</translation>
    </message>
    <message>
        <source>next round first in turn order: last to buy fuel and build</source>
        <translation>nächste Runde Erster in der Spielerreihenfolge: kauft Rohstoffe und baut als Letzter</translation>
    </message>
    <message>
        <source>next round {place} of {players} in turn order</source>
        <translation>nächste Runde Platz {place} von {players} in der Spielerreihenfolge</translation>
    </message>
    <message>
        <source>{built}; {left} left; {order}</source>
        <translation>{built}; {left} übrig; {order}</translation>
    </message>
    <message>
        <source>{powered} powered, income {income}, fuel worth {fuel} burnt</source>
        <translation>{powered} versorgt, Einkommen {income}, Rohstoffe für {fuel} verbraucht</translation>
    </message>
    <message>
        <source>plant {plant} is worth about {value} to you, less than the next bid of {price}</source>
        <translation>Kraftwerk {plant} ist dir etwa {value} wert, weniger als das nächste Gebot von {price}</translation>
    </message>
    <message>
        <source>keep your {money} for fuel, cities and the plants still to come; plant {plant} would cost at least {price}</source>
        <translation>behalte deine {money} für Rohstoffe, Städte und die noch kommenden Kraftwerke; Kraftwerk {plant} würde mindestens {price} kosten</translation>
    </message>
    <message>
        <source>keeps plants {plants}, which power {cities}</source>
        <translation>behält die Kraftwerke {plants}, die {cities} versorgen</translation>
    </message>
    <message>
        <source>a win chance {points} points higher than with the next choice</source>
        <translation>eine um {points} Prozentpunkte höhere Gewinnchance als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>1 more city powered at the end than with the next choice</source>
        <translation>am Ende 1 versorgte Stadt mehr als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>{n} more cities powered at the end than with the next choice</source>
        <translation>am Ende {n} versorgte Städte mehr als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>{amount} more at the end than with the next choice</source>
        <translation>am Ende {amount} mehr als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>no other choice does clearly better in the play-outs</source>
        <translation>keine andere Wahl schneidet in den durchgespielten Partien deutlich besser ab</translation>
    </message>
    <message>
        <source>a sale earns {income} now ({price} a city); after a round of waiting {later} a city</source>
        <translation>ein Verkauf bringt jetzt {income} ({price} je Stadt); nach einer Runde Warten {later} je Stadt</translation>
    </message>
    <message>
        <source>by round {round}, about {amount} more in hand than with the next choice</source>
        <translation>bis Runde {round} etwa {amount} mehr in der Kasse als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>by round {round}, more cities (worth about {amount}) than with the next choice</source>
        <translation>bis Runde {round} mehr Städte (etwa {amount} wert) als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>by round {round}, more plant capacity (worth about {amount}) than with the next choice</source>
        <translation>bis Runde {round} mehr Kraftwerksleistung (etwa {amount} wert) als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>by round {round}, more fuel in store (worth about {amount}) than with the next choice</source>
        <translation>bis Runde {round} mehr Rohstoffe auf Lager (etwa {amount} wert) als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>by round {round}, the strongest rival about {amount} weaker than with the next choice</source>
        <translation>bis Runde {round} ist der stärkste Gegner etwa {amount} schwächer als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>by round {round}, about {amount} better off than with the next choice</source>
        <translation>bis Runde {round} etwa {amount} besser gestellt als mit der nächsten Wahl</translation>
    </message>
    <message>
        <source>about as good</source>
        <translation>etwa gleich gut</translation>
    </message>
    <message>
        <source>about {amount} worse off by round {round}</source>
        <translation>bis Runde {round} etwa {amount} schlechter</translation>
    </message>
    <message>
        <source>win chance {points} points lower</source>
        <translation>Gewinnchance {points} Prozentpunkte niedriger</translation>
    </message>
    <message>
        <source>1 fewer city powered at the end</source>
        <translation>am Ende 1 versorgte Stadt weniger</translation>
    </message>
    <message>
        <source>{n} fewer cities powered at the end</source>
        <translation>am Ende {n} versorgte Städte weniger</translation>
    </message>
    <message>
        <source>{amount} less at the end</source>
        <translation>am Ende {amount} weniger</translation>
    </message>
    <message>
        <source>{n} fewer cities powered this round: {amount} less after fuel</source>
        <translation>diese Runde {n} Städte weniger versorgt: nach Abzug der Rohstoffe {amount} weniger</translation>
    </message>
    <message>
        <source>Open plant {plant} and bid up to {limit}</source>
        <translation>Kraftwerk {plant} anbieten und bis {limit} bieten</translation>
    </message>
    <message>
        <source>Pass this auction</source>
        <translation>Bei dieser Versteigerung passen</translation>
    </message>
    <message>
        <source>Bid {amount} on plant {plant} (go up to {limit})</source>
        <translation>{amount} auf Kraftwerk {plant} bieten (bis {limit} mitgehen)</translation>
    </message>
    <message>
        <source>Let plant {plant} go at {price}</source>
        <translation>Bei Kraftwerk {plant} passen (Höchstgebot {price})</translation>
    </message>
    <message>
        <source>Let plant {plant} go</source>
        <translation>Bei Kraftwerk {plant} passen</translation>
    </message>
    <message>
        <source>Discard plant {plant}</source>
        <translation>Kraftwerk {plant} abwerfen</translation>
    </message>
    <message>
        <source>Buy {resources} for {cost}</source>
        <translation>{resources} für {cost} kaufen</translation>
    </message>
    <message>
        <source>Buy nothing</source>
        <translation>Nichts kaufen</translation>
    </message>
    <message>
        <source>Build {cities} for {cost}</source>
        <translation>{cities} für {cost} bauen</translation>
    </message>
    <message>
        <source>Build {cities} ({names}) for {cost}</source>
        <translation>{cities} für {cost} bauen ({names})</translation>
    </message>
    <message>
        <source>Build nothing more</source>
        <translation>Nichts mehr bauen</translation>
    </message>
    <message>
        <source>Run plant {plants}</source>
        <translation>Kraftwerk {plants} betreiben</translation>
    </message>
    <message>
        <source>Run plants {plants}</source>
        <translation>Kraftwerke {plants} betreiben</translation>
    </message>
    <message>
        <source>Run no plant</source>
        <translation>Kein Kraftwerk betreiben</translation>
    </message>
    <message>
        <source>Sell uranium</source>
        <translation>Uran verkaufen</translation>
    </message>
    <message>
        <source>Keep the uranium</source>
        <translation>Das Uran behalten</translation>
    </message>
    <message>
        <source>bid {amount} on plant {plant}</source>
        <translation>{amount} auf Kraftwerk {plant} bieten</translation>
    </message>
    <message>
        <source>pass on plant {plant}</source>
        <translation>bei Kraftwerk {plant} passen</translation>
    </message>
    <message>
        <source>open plant {plant} at {bid}</source>
        <translation>Kraftwerk {plant} für {bid} anbieten</translation>
    </message>
    <message>
        <source>bid {amount}</source>
        <translation>{amount} bieten</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>discard plant {plant}</source>
        <translation>Kraftwerk {plant} abwerfen</translation>
    </message>
    <message>
        <source>buy {amount} {resource}</source>
        <translation>{amount} {resource} kaufen</translation>
    </message>
    <message>
        <source>build in {city}</source>
        <translation>in {city} bauen</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>sell uranium</source>
        <translation>Uran verkaufen</translation>
    </message>
    <message>
        <source>keep the uranium</source>
        <translation>das Uran behalten</translation>
    </message>
    <message>
        <source>run no plant</source>
        <translation>kein Kraftwerk betreiben</translation>
    </message>
    <message>
        <source>run plants {plants} ({coal} coal in hybrids)</source>
        <translation>Kraftwerke {plants} betreiben ({coal} Kohle in Hybridkraftwerken)</translation>
    </message>
    <message>
        <source>run plants {plants}</source>
        <translation>Kraftwerke {plants} betreiben</translation>
    </message>
    <message>
        <source>; </source>
        <comment>moves separator</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Rohstoffe</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>Bürokratie</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
</context>
<context>
    <name>CoachDock</name>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
</context>
<context>
    <name>CoachHooks</name>
    <message>
        <source>C&amp;oach</source>
        <translation>&amp;Trainer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Analyse this game…</source>
        <translation>Dieses Spiel &amp;analysieren…</translation>
    </message>
    <message>
        <source>Analyse a &amp;saved game…</source>
        <translation>&amp;Gespeichertes Spiel analysieren…</translation>
    </message>
    <message>
        <source>Analyse a saved game</source>
        <translation>Gespeichertes Spiel analysieren</translation>
    </message>
    <message>
        <source>Cannot analyse</source>
        <translation>Analyse nicht möglich</translation>
    </message>
    <message>
        <source>Analyse the game…</source>
        <translation>Spiel analysieren…</translation>
    </message>
    <message>
        <source>Show &amp;win chances</source>
        <translation>Gewinn&amp;chancen zeigen</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What would the Expert computer player do now? (H)</source>
        <translation>Was würde der Computer (Experte) jetzt tun? (H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>No decision of yours to help with.</source>
        <translation>Du hast gerade nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Überlege…</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>Tipp abgebrochen.</translation>
    </message>
    <message>
        <source>{label}: {why}</source>
        <translation>{label}: {why}</translation>
    </message>
    <message>
        <source>What decides it: {why}</source>
        <translation>Den Ausschlag gibt: {why}</translation>
    </message>
    <message>
        <source>or {label} ({difference}): {why}</source>
        <translation>oder {label} ({difference}): {why}</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>Kein Tipp: {reason}</translation>
    </message>
</context>
<context>
    <name>ComputerMoves</name>
    <message>
        <source>{name} buys plant {plant} for {price}</source>
        <translation>{name} kauft Kraftwerk {plant} für {price}</translation>
    </message>
    <message>
        <source>{name} buys {n} {kind} for {cost}</source>
        <translation>{name} kauft {n} {kind} für {cost}</translation>
    </message>
    <message>
        <source>{name} builds in {city} for {price}</source>
        <translation>{name} baut in {city} für {price}</translation>
    </message>
    <message>
        <source>What the computer just did (click or Space to skip)</source>
        <translation>Was der Computer gerade getan hat (Klick oder Leertaste überspringt)</translation>
    </message>
</context>
<context>
    <name>DecisionDock</name>
    <message>
        <source>Your move</source>
        <translation>Dein Zug</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>1 city</source>
        <translation>1 Stadt</translation>
    </message>
    <message>
        <source>{n} cities</source>
        <translation>{n} Städte</translation>
    </message>
    <message>
        <source>{fuel} → {cities}</source>
        <translation>{fuel} → {cities}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game over&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spielende&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt;: {decision}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt;: {decision}</translation>
    </message>
    <message>
        <source>Your turn, {player}.</source>
        <translation>Du bist dran, {player}.</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nicht erlaubt: {reason}</translation>
    </message>
</context>
<context>
    <name>Decisions</name>
    <message>
        <source>choose a power plant to auction, or pass</source>
        <translation>ein Kraftwerk zur Versteigerung wählen oder passen</translation>
    </message>
    <message>
        <source>choose a power plant to auction</source>
        <translation>ein Kraftwerk zur Versteigerung wählen</translation>
    </message>
    <message>
        <source>bid on plant {plant} (highest bid {bid}) or pass</source>
        <translation>auf Kraftwerk {plant} bieten (Höchstgebot {bid}) oder passen</translation>
    </message>
    <message>
        <source>discard a power plant (one above the limit)</source>
        <translation>ein Kraftwerk abwerfen (eines über dem Limit)</translation>
    </message>
    <message>
        <source>buy resources, then end the turn</source>
        <translation>Rohstoffe kaufen, dann den Zug beenden</translation>
    </message>
    <message>
        <source>build in cities, then end the turn</source>
        <translation>in Städten bauen, dann den Zug beenden</translation>
    </message>
    <message>
        <source>choose which power plants run</source>
        <translation>wählen, welche Kraftwerke laufen</translation>
    </message>
    <message>
        <source>sell the mines&apos; uranium or keep it</source>
        <translation>das Uran der Minen verkaufen oder behalten</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>No game is running. Start a new game or load one.</source>
        <translation>Es läuft kein Spiel. Starte ein neues Spiel oder lade eines.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>{player} (computer)</source>
        <translation>{player} (Computer)</translation>
    </message>
    <message>
        <source>Round {round}, step {step} · {player}: {decision}</source>
        <translation>Runde {round}, Stufe {step} · {player}: {decision}</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>Original game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Original game + extra plants (example)</source>
        <translation>Grundspiel + Zusatzkraftwerke (Beispiel)</translation>
    </message>
    <message>
        <source>Original game twice (example for the inactive area)</source>
        <translation>Grundspiel doppelt (Beispiel für den inaktiven Bereich)</translation>
    </message>
</context>
<context>
    <name>DiscardPage</name>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>You own more plants than allowed ({limit}). Choose one to discard; fuel that does not fit the others goes back to the supply.</source>
        <translation>Du hast mehr Kraftwerke als erlaubt ({limit}). Wähle eines zum Abwerfen; Rohstoffe, die nicht auf die anderen passen, gehen zurück in den Vorrat.</translation>
    </message>
    <message>
        <source>Discard plant {plant} ({fuel}) — keep {kept}</source>
        <translation>Kraftwerk {plant} abwerfen ({fuel}) — behalten: {kept}</translation>
    </message>
    <message>
        <source>Discard plant {plant} ({fuel})</source>
        <translation>Kraftwerk {plant} abwerfen ({fuel})</translation>
    </message>
    <message>
        <source>Discard plant {plant}?</source>
        <translation>Kraftwerk {plant} abwerfen?</translation>
    </message>
    <message>
        <source>↑/↓: plant · Enter: discard the chosen plant</source>
        <translation>↑/↓: Kraftwerk · Enter: gewähltes Kraftwerk abwerfen</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>eco</source>
        <translation>Öko</translation>
    </message>
    <message>
        <source>{amount} coal/oil</source>
        <translation>{amount} Kohle/Öl</translation>
    </message>
    <message>
        <source>The Step 3 card: cannot be bought</source>
        <translation>Die Karte „Stufe 3“: nicht käuflich</translation>
    </message>
    <message>
        <source>Plant {plant}: {fuel} → powers 1 city</source>
        <translation>Kraftwerk {plant}: {fuel} → versorgt 1 Stadt</translation>
    </message>
    <message>
        <source>Plant {plant}: {fuel} → powers {cities} cities</source>
        <translation>Kraftwerk {plant}: {fuel} → versorgt {cities} Städte</translation>
    </message>
    <message>
        <source>STEP
3</source>
        <translation>STUFE
3</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <source>no plant this round</source>
        <translation>kein Kraftwerk in dieser Runde</translation>
    </message>
    <message>
        <source>may not buy this plant</source>
        <translation>darf dieses Kraftwerk nicht kaufen</translation>
    </message>
    <message>
        <source>too small for the largest network</source>
        <translation>zu klein für das größte Netz</translation>
    </message>
    <message>
        <source>no plant was sold this round</source>
        <translation>in dieser Runde wurde kein Kraftwerk verkauft</translation>
    </message>
    <message>
        <source>Step 3 begins</source>
        <translation>Stufe 3 beginnt</translation>
    </message>
    <message>
        <source>Step 2 begins</source>
        <translation>Stufe 2 beginnt</translation>
    </message>
    <message>
        <source>bureaucracy in step 3</source>
        <translation>Bürokratie in Stufe 3</translation>
    </message>
    <message>
        <source>the lowest plant once the stack has run out twice</source>
        <translation>das kleinste Kraftwerk, nachdem der Stapel zweimal aufgebraucht ist</translation>
    </message>
    <message>
        <source>the lowest plant leaves the market every round</source>
        <translation>das kleinste Kraftwerk verlässt den Markt jede Runde</translation>
    </message>
    <message>
        <source>cannot outbid {bid}</source>
        <translation>kann {bid} nicht überbieten</translation>
    </message>
    <message>
        <source>Round {round} begins. Player order: {order}.</source>
        <translation>Runde {round} beginnt. Spielerreihenfolge: {order}.</translation>
    </message>
    <message>
        <source>Phase: {phase}.</source>
        <translation>Phase: {phase}.</translation>
    </message>
    <message>
        <source>New player order: {order}.</source>
        <translation>Neue Spielerreihenfolge: {order}.</translation>
    </message>
    <message>
        <source>{player} puts plant {plant} up for auction at {bid}.</source>
        <translation>{player} versteigert Kraftwerk {plant} ab {bid}.</translation>
    </message>
    <message>
        <source>{player} bids {amount}.</source>
        <translation>{player} bietet {amount}.</translation>
    </message>
    <message>
        <source>{player} passes ({reason}).</source>
        <translation>{player} passt ({reason}).</translation>
    </message>
    <message>
        <source>{player} buys plant {plant} for {price}.</source>
        <translation>{player} kauft Kraftwerk {plant} für {price}.</translation>
    </message>
    <message>
        <source>{player} discards plant {plant}; {resources} go back to the supply.</source>
        <translation>{player} wirft Kraftwerk {plant} ab; {resources} gehen zurück in den Vorrat.</translation>
    </message>
    <message>
        <source>{player} discards plant {plant}.</source>
        <translation>{player} wirft Kraftwerk {plant} ab.</translation>
    </message>
    <message>
        <source>The Step 3 card is drawn.</source>
        <translation>Die Karte „Stufe 3“ wird gezogen.</translation>
    </message>
    <message>
        <source>Plant {plant} is drawn.</source>
        <translation>Kraftwerk {plant} wird gezogen.</translation>
    </message>
    <message>
        <source>The Step 3 card leaves the game ({reason}).</source>
        <translation>Die Karte „Stufe 3“ verlässt das Spiel ({reason}).</translation>
    </message>
    <message>
        <source>Plant {plant} leaves the game ({reason}).</source>
        <translation>Kraftwerk {plant} verlässt das Spiel ({reason}).</translation>
    </message>
    <message>
        <source>Plant {plant} goes to the inactive area.</source>
        <translation>Kraftwerk {plant} kommt in den inaktiven Bereich.</translation>
    </message>
    <message>
        <source>Plant {plant} goes under the draw stack.</source>
        <translation>Kraftwerk {plant} kommt unter den Stapel.</translation>
    </message>
    <message>
        <source>Plant {plant} goes to the discard pile.</source>
        <translation>Kraftwerk {plant} kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>The stack has run out: the discard pile ({n} plants) is the new stack.</source>
        <translation>Der Stapel ist aufgebraucht: der Ablagestapel ({n} Kraftwerke) ist der neue Stapel.</translation>
    </message>
    <message>
        <source>The stack has run out again: every plant of the market is for sale.</source>
        <translation>Der Stapel ist erneut aufgebraucht: alle Kraftwerke des Marktes sind zu kaufen.</translation>
    </message>
    <message>
        <source>{player} buys {amount} {resource} for {cost}.</source>
        <translation>{player} kauft {amount} {resource} für {cost}.</translation>
    </message>
    <message>
        <source>{player} builds in {city} for {total} ({house} house, {connection} connection).</source>
        <translation>{player} baut in {city} für {total} ({house} Haus, {connection} Strecken).</translation>
    </message>
    <message>
        <source>{player} builds in {city} for {total}.</source>
        <translation>{player} baut in {city} für {total}.</translation>
    </message>
    <message>
        <source>{player} ends the turn ({phase}).</source>
        <translation>{player} beendet den Zug ({phase}).</translation>
    </message>
    <message>
        <source>{player} buys from the North market this turn.</source>
        <translation>{player} kauft in diesem Zug am Nordmarkt.</translation>
    </message>
    <message>
        <source>{player} buys from the South market this turn.</source>
        <translation>{player} kauft in diesem Zug am Südmarkt.</translation>
    </message>
    <message>
        <source>{player} keeps the uranium of the mines.</source>
        <translation>{player} behält das Uran der Minen.</translation>
    </message>
    <message>
        <source>{player} sells uranium at {price} a city and earns {income}.</source>
        <translation>{player} verkauft Uran zu {price} je Stadt und erhält {income}.</translation>
    </message>
    <message>
        <source>{player} −{cut}</source>
        <translation>{player} −{cut}</translation>
    </message>
    <message>
        <source>Power outage in round {round}: {built} cities built, more than {most}. Every income falls by {penalty} a city owned, never below 0: {cuts}.</source>
        <translation>Stromausfall in Runde {round}: {built} Städte gebaut, mehr als {most}. Jedes Einkommen sinkt um {penalty} je eigene Stadt, nie unter 0: {cuts}.</translation>
    </message>
    <message>
        <source>{player} powers 1 city and earns {income}. Burnt: {resources}.</source>
        <translation>{player} versorgt 1 Stadt und erhält {income}. Verbraucht: {resources}.</translation>
    </message>
    <message>
        <source>{player} powers {count} cities and earns {income}. Burnt: {resources}.</source>
        <translation>{player} versorgt {count} Städte und erhält {income}. Verbraucht: {resources}.</translation>
    </message>
    <message>
        <source>{player} powers 1 city and earns {income}.</source>
        <translation>{player} versorgt 1 Stadt und erhält {income}.</translation>
    </message>
    <message>
        <source>{player} powers {count} cities and earns {income}.</source>
        <translation>{player} versorgt {count} Städte und erhält {income}.</translation>
    </message>
    <message>
        <source>The resource market is refilled: {resources}.</source>
        <translation>Der Rohstoffmarkt wird aufgefüllt: {resources}.</translation>
    </message>
    <message>
        <source>Step {step} begins.</source>
        <translation>Stufe {step} beginnt.</translation>
    </message>
    <message>
        <source>{place}. {player} ({count} powered)</source>
        <translation>{place}. {player} ({count} versorgt)</translation>
    </message>
    <message>
        <source>Game over. {ranking}</source>
        <translation>Spielende. {ranking}</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>the file does not exist</source>
        <extracomment>What the JSON reader refused (``JsonFileError.code``), as the end of a sentence.</extracomment>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the system cannot open it ({detail})</source>
        <translation>das System kann sie nicht öffnen ({detail})</translation>
    </message>
    <message>
        <source>the file name contains a NUL character</source>
        <translation>der Dateiname enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>it is not a regular file but a pipe, device or socket</source>
        <translation>das ist keine gewöhnliche Datei, sondern eine Pipe, ein Gerät oder ein Socket</translation>
    </message>
    <message>
        <source>it is too large ({size} bytes; the limit is {limit})</source>
        <translation>sie ist zu groß ({size} Bytes; erlaubt sind höchstens {limit})</translation>
    </message>
    <message>
        <source>the system cannot read it ({detail})</source>
        <translation>das System kann sie nicht lesen ({detail})</translation>
    </message>
    <message>
        <source>it is not UTF-8 text (byte {byte})</source>
        <translation>sie ist kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>it is nested more than {limit} levels deep</source>
        <translation>sie ist tiefer als {limit} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>it holds a number of {length} characters (the limit is {limit})</source>
        <translation>sie enthält eine Zahl mit {length} Zeichen (erlaubt sind höchstens {limit})</translation>
    </message>
    <message>
        <source>it holds the number {number}, which is out of range</source>
        <translation>sie enthält die Zahl {number}, die außerhalb des erlaubten Bereichs liegt</translation>
    </message>
    <message>
        <source>it holds {name}, which JSON does not allow as a number</source>
        <translation>sie enthält {name}, was JSON nicht als Zahl erlaubt</translation>
    </message>
    <message>
        <source>the text breaks off or is garbled at line {line}, column {column}</source>
        <translation>der Text bricht in Zeile {line}, Spalte {column} ab oder ist dort verstümmelt</translation>
    </message>
    <message>
        <source>a text in it holds half a character (a lone surrogate escape)</source>
        <translation>ein Text darin enthält ein halbes Zeichen (ein einzelnes Surrogat-Escape)</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <extracomment>``SaveError.code`` → sentence. ``{file}`` is the file&apos;s name; ``{problem}`` the JSON reader&apos;s refusal worded above; ``{reason}`` the engine&apos;s refusal of a move.</extracomment>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <source>This game is played on the map “{map}”, too large for a save to carry: {detail}</source>
        <translation>Dieses Spiel wird auf der Karte „{map}“ gespielt, die zu groß ist, als dass ein Spielstand sie mitnehmen könnte: {detail}</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be read: {problem}.</source>
        <translation>Der Spielstand „{file}“ lässt sich nicht lesen: {problem}.</translation>
    </message>
    <message>
        <source>The save “{file}” is not valid JSON: {problem}. Perhaps it was cut short while it was written.</source>
        <translation>Der Spielstand „{file}“ ist kein gültiges JSON: {problem}. Vielleicht wurde er beim Schreiben abgeschnitten.</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be used: {problem}.</source>
        <translation>Der Spielstand „{file}“ ist nicht verwendbar: {problem}.</translation>
    </message>
    <message>
        <source>“{file}” is not a Power Grid save.</source>
        <translation>„{file}“ ist kein Funkenschlag-Spielstand.</translation>
    </message>
    <message>
        <source>The save “{file}” is written in save format version {version}; this program reads versions {readable}. It may come from a newer version of the game.</source>
        <translation>Der Spielstand „{file}“ hat das Speicherformat Version {version}; dieses Programm liest die Versionen {readable}. Vielleicht stammt er aus einer neueren Version des Spiels.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: it lacks the entries {entries}.</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: ihm fehlen die Einträge {entries}.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: it holds unknown entries {entries}.</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: er enthält unbekannte Einträge {entries}.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its seed is not a whole number.</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: seine Spielnummer ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its moves are not a list.</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: seine Züge sind keine Liste.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: a check value is not text.</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: ein Prüfwert ist kein Text.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its recorded history is not a list of check values.</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: sein gespeicherter Verlauf ist keine Liste von Prüfwerten.</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: the game&apos;s settings (map, seats, seed) do not match its recorded history.</source>
        <translation>Der Spielstand „{file}“ wurde bearbeitet oder beschädigt: die Einstellungen des Spiels (Karte, Plätze, Spielnummer) passen nicht zu seinem gespeicherten Verlauf.</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: move {action} is not in its recorded history, which ends after {length} moves.</source>
        <translation>Der Spielstand „{file}“ wurde bearbeitet oder beschädigt: Zug {action} steht nicht in seinem gespeicherten Verlauf, der nach {length} Zügen endet.</translation>
    </message>
    <message>
        <source>The save “{file}” was edited or damaged: move {action} does not match its recorded history.</source>
        <translation>Der Spielstand „{file}“ wurde bearbeitet oder beschädigt: Zug {action} passt nicht zu seinem gespeicherten Verlauf.</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: its history records {history} moves, but it holds only {actions}.</source>
        <translation>Der Spielstand „{file}“ wurde bearbeitet: sein Verlauf verzeichnet {history} Züge, er enthält aber nur {actions}.</translation>
    </message>
    <message>
        <source>The save “{file}” was altered: its final check value does not match its recorded history.</source>
        <translation>Der Spielstand „{file}“ wurde verändert: sein letzter Prüfwert passt nicht zu seinem gespeicherten Verlauf.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: its game settings cannot be read ({detail}).</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: seine Spieleinstellungen lassen sich nicht lesen ({detail}).</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: its game settings are not written the way this program writes them.</source>
        <translation>Der Spielstand „{file}“ wurde bearbeitet: seine Spieleinstellungen sind nicht so geschrieben, wie dieses Programm sie schreibt.</translation>
    </message>
    <message>
        <source>The save “{file}” is played on the map “{map}”, which is not a built-in map (built-in: {known}).</source>
        <translation>Der Spielstand „{file}“ spielt auf der Karte „{map}“, die keine mitgelieferte Karte ist (mitgeliefert: {known}).</translation>
    </message>
    <message>
        <source>The save “{file}” names the deck “{deck}”, which is not a deck of the game (the game&apos;s decks: {known}). A save names the game&apos;s own decks or carries its deck whole; no other file is opened.</source>
        <translation>Der Spielstand „{file}“ nennt den Kartensatz „{deck}“, der kein Kartensatz des Spiels ist (die Kartensätze des Spiels: {known}). Ein Spielstand nennt nur die Kartensätze des Spiels oder enthält seinen Kartensatz vollständig; keine andere Datei wird geöffnet.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: seat {seat} ({name}) is played by “{controller}”; allowed are {allowed}.</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: Platz {seat} ({name}) wird von „{controller}“ gespielt; erlaubt sind {allowed}.</translation>
    </message>
    <message>
        <source>The save “{file}” is damaged: move {action} cannot be read ({detail}).</source>
        <translation>Der Spielstand „{file}“ ist beschädigt: Zug {action} lässt sich nicht lesen ({detail}).</translation>
    </message>
    <message>
        <source>The save “{file}” was edited: move {action} is not written the way this program writes moves.</source>
        <translation>Der Spielstand „{file}“ wurde bearbeitet: Zug {action} ist nicht so geschrieben, wie dieses Programm Züge schreibt.</translation>
    </message>
    <message>
        <source>The game of the save “{file}” cannot be set up: {detail}</source>
        <translation>Das Spiel des Spielstands „{file}“ lässt sich nicht aufbauen: {detail}</translation>
    </message>
    <message>
        <source>The save “{file}” cannot be replayed: move {action} is not allowed. {reason}</source>
        <translation>Der Spielstand „{file}“ lässt sich nicht nachspielen: Zug {action} ist nicht erlaubt. {reason}</translation>
    </message>
    <message>
        <source>The save “{file}” was altered: its moves do not lead to the position it records.</source>
        <translation>Der Spielstand „{file}“ wurde verändert: seine Züge führen nicht zu der Stellung, die er verzeichnet.</translation>
    </message>
    <message>
        <source>No map was named (built-in: {known}).</source>
        <extracomment>``MapError.code`` → sentence (the list of problems of an invalid map follows it).</extracomment>
        <translation>Es wurde keine Karte genannt (mitgeliefert: {known}).</translation>
    </message>
    <message>
        <source>There is no built-in map called “{name}” (built-in: {known}).</source>
        <translation>Es gibt keine mitgelieferte Karte namens „{name}“ (mitgeliefert: {known}).</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be read: {problem}.</source>
        <translation>Die Kartendatei „{file}“ lässt sich nicht lesen: {problem}.</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be used: {problem}.</source>
        <translation>Die Kartendatei „{file}“ ist nicht verwendbar: {problem}.</translation>
    </message>
    <message>
        <source>The map file “{file}” is not a valid map. Problems found: {count}</source>
        <translation>Die Kartendatei „{file}“ ist keine gültige Karte. Gefundene Probleme: {count}</translation>
    </message>
    <message>
        <source>{field}: the region “{name}” is listed twice (also {first})</source>
        <extracomment>The cross checks of a map file (``Problem.code``), one line each. ``{field}`` points into the file&apos;s JSON and is shown as it is. A line without a code (a field that does not parse) is shown as the engine writes it.</extracomment>
        <translation>{field}: Das Gebiet „{name}“ steht doppelt in der Liste (auch {first})</translation>
    </message>
    <message>
        <source>{field}: the city “{name}” is listed twice (also {first})</source>
        <translation>{field}: Die Stadt „{name}“ steht doppelt in der Liste (auch {first})</translation>
    </message>
    <message>
        <source>{field}: the city “{city}” lies in the region “{region}”, which the map does not list</source>
        <translation>{field}: Die Stadt „{city}“ liegt im Gebiet „{region}“, das die Karte nicht aufführt</translation>
    </message>
    <message>
        <source>{field}: the map has no city “{name}”</source>
        <translation>{field}: Die Karte hat keine Stadt „{name}“</translation>
    </message>
    <message>
        <source>{field}: {a} and {b} are connected twice (also {first})</source>
        <translation>{field}: {a} und {b} sind doppelt verbunden (auch {first})</translation>
    </message>
    <message>
        <source>{field}: the region “{region}” has {count} cities; it must have exactly {need}</source>
        <translation>{field}: Das Gebiet „{region}“ hat {count} Städte; es muss genau {need} haben</translation>
    </message>
    <message>
        <source>regions: the map has {count} regions; a game needs at least {need}</source>
        <translation>regions: Die Karte hat {count} Gebiete; ein Spiel braucht mindestens {need}</translation>
    </message>
    <message>
        <source>connections: the cities are not all connected; they form {parts} parts</source>
        <translation>connections: Die Städte hängen nicht alle zusammen; sie bilden {parts} Teile</translation>
    </message>
    <message>
        <source>{field}: the cities of the region “{region}” are not connected through the region&apos;s own cities ({parts} parts; apart: {cities})</source>
        <translation>{field}: Die Städte des Gebiets „{region}“ hängen nicht über Städte dieses Gebiets zusammen ({parts} Teile; abgetrennt: {cities})</translation>
    </message>
    <message>
        <source>connections: part {index} of {parts}, {size} cities: {cities}</source>
        <translation>connections: Teil {index} von {parts}, {size} Städte: {cities}</translation>
    </message>
    <message>
        <source>connections: … and {more} more parts</source>
        <translation>connections: … und {more} weitere Teile</translation>
    </message>
    <message>
        <source>{cities} and {more} more</source>
        <extracomment>Added to a line when a list is cut short or more cities share the problem.</extracomment>
        <translation>{cities} und {more} weitere</translation>
    </message>
    <message>
        <source>… and {more} more problems</source>
        <extracomment>The last line of a refused map&apos;s problems when more are not listed.</extracomment>
        <translation>… und {more} weitere Probleme</translation>
    </message>
    <message>
        <source> (also the cities {cities})</source>
        <translation> (auch die Städte {cities})</translation>
    </message>
    <message>
        <source>“{file}” was written in save format version {version}; it will be saved in version {current}, which also protects its history.</source>
        <translation>„{file}“ wurde im Speicherformat Version {version} geschrieben; gespeichert wird er in Version {current}, die auch seinen Verlauf schützt.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>“{file}” is not a regular file but a link, folder, pipe or device; the game saves over regular files only. Choose another name.</source>
        <translation>„{file}“ ist keine gewöhnliche Datei, sondern ein Link, Ordner, eine Pipe oder ein Gerät; das Spiel speichert nur über gewöhnliche Dateien. Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>The table&apos;s server keeps a networked game while it runs; it can be saved here once it is over.</source>
        <translation>Ein Netzwerkspiel verwahrt der Server des Tisches, solange es läuft; hier kann es gespeichert werden, sobald es zu Ende ist.</translation>
    </message>
    <message>
        <source>There is no game running.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>It is not a human player&apos;s turn.</source>
        <translation>Kein menschlicher Spieler ist am Zug.</translation>
    </message>
    <message>
        <source>Your last move is still on its way to the table.</source>
        <translation>Dein letzter Zug ist noch unterwegs zum Tisch.</translation>
    </message>
    <message>
        <source>The game is over: no move can be taken back.</source>
        <translation>Das Spiel ist zu Ende: kein Zug lässt sich zurücknehmen.</translation>
    </message>
    <message>
        <source>At a networked table no move can be taken back.</source>
        <translation>An einem Netzwerktisch kann kein Zug zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Nothing to undo while a computer player is to move.</source>
        <translation>Nichts zurückzunehmen, solange ein Computer am Zug ist.</translation>
    </message>
    <message>
        <source>Your last move drew a new plant from the stack: it cannot be taken back.</source>
        <translation>Dein letzter Zug hat ein neues Kraftwerk vom Stapel aufgedeckt: er lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>Nothing to undo: only your own moves since the last player&apos;s move can be taken back, and you have made none.</source>
        <translation>Nichts zurückzunehmen: zurücknehmen lassen sich nur deine eigenen Züge seit dem Zug des vorigen Spielers, und du hast noch keinen gemacht.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Abandon this game?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it? Its autosave will be replaced by the next game.</source>
        <translation>Ein Spiel läuft. Es verlassen? Sein automatisch gespeicherter Stand wird durch das nächste Spiel ersetzt.</translation>
    </message>
    <message>
        <source>Resume the last game?</source>
        <translation>Letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Power Grid did not close properly last time. Resume the game that was running?</source>
        <translation>Funkenschlag wurde letztes Mal nicht richtig beendet. Das laufende Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Power Grid saves (*.pgsave *.json);;All files (*)</source>
        <translation>Funkenschlag-Spielstände (*.pgsave *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert in {path}</translation>
    </message>
    <message>
        <source>Cannot open this save</source>
        <translation>Dieser Spielstand lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Not loaded: {reason}</source>
        <translation>Nicht geladen: {reason}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <translation>{path} geladen</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>Automatisches Speichern ist aus</translation>
    </message>
    <message>
        <source>Settings are not kept</source>
        <translation>Einstellungen werden nicht behalten</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>{names} gewinnt!</translation>
    </message>
    <message>
        <source>{names} win!</source>
        <translation>{names} gewinnen!</translation>
    </message>
    <message>
        <source>Ranked by cities powered in the last round; ties go to more money, then to more cities.</source>
        <translation>Rangfolge nach versorgten Städten in der letzten Runde; bei Gleichstand entscheidet mehr Geld, dann mehr Städte.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>Versorgte Städte</translation>
    </message>
    <message>
        <source>Elektro</source>
        <translation>Elektro</translation>
    </message>
    <message>
        <source>Cities connected</source>
        <translation>Angeschlossene Städte</translation>
    </message>
    <message>
        <source>Why this place</source>
        <translation>Warum dieser Platz</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>development version</source>
        <translation>Entwicklungsversion</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Each cell: tokens on the market at the start / places at this price. A purchase takes the cheapest tokens; a refill fills the dearest empty places.</source>
        <translation>Jedes Feld: Rohstoffe auf dem Markt zu Beginn / Plätze zu diesem Preis. Gekauft werden die billigsten Rohstoffe; aufgefüllt werden zuerst die teuersten freien Plätze.</translation>
    </message>
    <message>
        <source>Step {step}</source>
        <translation>Stufe {step}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>Versorgte Städte</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Plants removed</source>
        <translation>Entfernte Kraftwerke</translation>
    </message>
    <message>
        <source>Step 2 at cities</source>
        <translation>Städte für Stufe 2</translation>
    </message>
    <message>
        <source>Game ends at cities</source>
        <translation>Städte für Spielende</translation>
    </message>
    <message>
        <source>Plant limit</source>
        <translation>Kraftwerke (höchstens)</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Kraftwerk</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Burns</source>
        <translation>Verbraucht</translation>
    </message>
    <message>
        <source>Powers cities</source>
        <translation>Versorgt Städte</translation>
    </message>
    <message>
        <source>A house costs {step1}, {step2} or {step3} Elektro in steps 1, 2 and 3, plus the connections to it.</source>
        <translation>Ein Haus kostet in Stufe 1, 2 und 3 {step1}, {step2} bzw. {step3} Elektro, dazu die Strecken bis dorthin.</translation>
    </message>
    <message>
        <source>A house costs what its place in the city costs (the prices are on the map), plus the connections to it.</source>
        <translation>Ein Haus kostet, was sein Platz in der Stadt kostet (die Preise stehen auf der Karte), dazu die Strecken dorthin.</translation>
    </message>
    <message>
        <source>Every player starts with {amount} Elektro.</source>
        <translation>Jeder Spieler beginnt mit {amount} Elektro.</translation>
    </message>
    <message>
        <source>Resource market</source>
        <translation>Rohstoffmarkt</translation>
    </message>
    <message>
        <source>Refill table</source>
        <translation>Rohstofftabelle</translation>
    </message>
    <message>
        <source>Payment table</source>
        <translation>Einkommenstabelle</translation>
    </message>
    <message>
        <source>Player-count table</source>
        <translation>Tabelle nach Spielerzahl</translation>
    </message>
    <message>
        <source>Power plants</source>
        <translation>Kraftwerke</translation>
    </message>
    <message>
        <source>On {map}, {rules}.</source>
        <translation>Auf {map}, {rules}.</translation>
    </message>
    <message>
        <source>What can I do now?</source>
        <translation>Was kann ich jetzt tun?</translation>
    </message>
    <message>
        <source>No game is running. Start a new game or load one.</source>
        <translation>Es läuft kein Spiel. Starte ein neues Spiel oder lade eines.</translation>
    </message>
    <message>
        <source>Round {round}, step {step}: {decision}.</source>
        <translation>Runde {round}, Stufe {step}: {decision}.</translation>
    </message>
    <message>
        <source>Goal and course of a round</source>
        <extracomment>Titles of the rule pages that are not phases.</extracomment>
        <translation>Ziel und Ablauf einer Runde</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <source>Steps 2 and 3</source>
        <translation>Stufe 2 und 3</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Symbols on the table</source>
        <translation>Symbole auf dem Tisch</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Board: {map}</source>
        <translation>Spielplan: {map}</translation>
    </message>
    <message>
        <source>Power Grid rules</source>
        <translation>Funkenschlag – Regeln</translation>
    </message>
    <message>
        <source>Power Grid</source>
        <translation>Funkenschlag</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>The board game Power Grid (Funkenschlag) for the desktop, with computer opponents and a map inspector.</source>
        <translation>Das Brettspiel Funkenschlag (Power Grid) für den Desktop, mit Computergegnern und einem Karteninspektor.</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Lizenz: {licence}</translation>
    </message>
    <message>
        <source>About Power Grid</source>
        <translation>Über Funkenschlag</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>&amp;Was kann ich jetzt tun?</translation>
    </message>
    <message>
        <source>&amp;About Power Grid</source>
        <translation>Ü&amp;ber Funkenschlag</translation>
    </message>
    <message>
        <source>The decision page&apos;s main action, as the key line under the page says</source>
        <translation>Die Hauptaktion der Entscheidungsseite, wie die Tastenzeile unter der Seite sagt</translation>
    </message>
    <message>
        <source>Close the card over the map (a round&apos;s summary, a step&apos;s banner); with none open, drop the choice being prepared</source>
        <translation>Die Karte über der Karte schließen (Zusammenfassung einer Runde, Banner einer Stufe); ist keine offen, die vorbereitete Wahl verwerfen</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>(not described)</source>
        <translation>(nicht beschrieben)</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Auf der Karte</translation>
    </message>
    <message>
        <source>On the analysis board</source>
        <translation>In der Spielanalyse</translation>
    </message>
    <message>
        <source>Every key the game binds, read from the window when this page is shown. The mouse does all of it too.</source>
        <translation>Jede Taste, die das Spiel belegt, aus dem Fenster gelesen, wenn diese Seite erscheint. Mit der Maus geht all das auch.</translation>
    </message>
    <message>
        <source>Open this help from the game window to see the window&apos;s keys as well.</source>
        <translation>Öffne diese Hilfe aus dem Spielfenster, um auch die Tasten des Fensters zu sehen.</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>For {counts} players; {cities} cities in {n} regions: {regions}.</source>
        <translation>Für {counts} Spieler; {cities} Städte in {n} Gebieten: {regions}.</translation>
    </message>
    <message>
        <source>Published for these rules only: {rules}.</source>
        <translation>Nur für diese Regeln erschienen: {rules}.</translation>
    </message>
    <message>
        <source>The board&apos;s own rules:</source>
        <translation>Eigene Regeln des Spielplans:</translation>
    </message>
    <message>
        <source>The board plays these rules as they are.</source>
        <translation>Der Spielplan spielt diese Regeln unverändert.</translation>
    </message>
    <message>
        <source>A path pays the cost of every city it enters, the city built in included (a network&apos;s first house pays no path):</source>
        <translation>Ein Weg zahlt die Kosten jeder Stadt, die er betritt, auch der Stadt, in der gebaut wird (das erste Haus eines Netzes zahlt keinen Weg):</translation>
    </message>
    <message>
        <source>A path pays the cost of every city it passes through, not of the city built in (a network&apos;s first house pays no path):</source>
        <translation>Ein Weg zahlt die Kosten jeder Stadt, durch die er führt, nicht die der Stadt, in der gebaut wird (das erste Haus eines Netzes zahlt keinen Weg):</translation>
    </message>
    <message>
        <source>A path pays {fee} Elektro for every city it passes through, not for the city built in (a network&apos;s first house pays no path).</source>
        <translation>Ein Weg zahlt {fee} Elektro für jede Stadt, durch die er führt, nicht für die Stadt, in der gebaut wird (das erste Haus eines Netzes zahlt keinen Weg).</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Its tables are the base game&apos;s.</source>
        <translation>Seine Tabellen sind die des Grundspiels.</translation>
    </message>
    <message>
        <source>Player-count table, where it differs:</source>
        <translation>Spielerzahl-Tabelle, wo sie abweicht:</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Rohstoff</translation>
    </message>
    <message>
        <source>On the market at the start</source>
        <translation>Zu Beginn auf dem Markt</translation>
    </message>
    <message>
        <source>Tokens in the game</source>
        <translation>Marker im Spiel</translation>
    </message>
    <message>
        <source>Track prices (– as in the base game)</source>
        <translation>Preise der Leiste (– wie im Grundspiel)</translation>
    </message>
    <message>
        <source>Resources, where they differ:</source>
        <translation>Rohstoffe, wo sie abweichen:</translation>
    </message>
    <message>
        <source>Refill table, where it differs:</source>
        <translation>Nachschubtabelle, wo sie abweicht:</translation>
    </message>
    <message>
        <source>The board&apos;s own payment table:</source>
        <translation>Eigene Einkommenstabelle des Spielplans:</translation>
    </message>
    <message>
        <source>Every player has {n} houses.</source>
        <translation>Jeder Spieler hat {n} Häuser.</translation>
    </message>
    <message>
        <source>{price} (step {step})</source>
        <translation>{price} (Stufe {step})</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>House places</source>
        <translation>Hausplätze</translation>
    </message>
    <message>
        <source>Cities with places of their own:</source>
        <translation>Städte mit eigenen Hausplätzen:</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>the table waits for them</source>
        <translation>der Tisch wartet auf ihn</translation>
    </message>
    <message>
        <source>a computer plays for them after 1 minute</source>
        <translation>nach 1 Minute spielt ein Computer für ihn</translation>
    </message>
    <message>
        <source>a computer plays for them after {n} minutes</source>
        <translation>nach {n} Minuten spielt ein Computer für ihn</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Other computers connect to this port (the next free one if it is taken).</source>
        <translation>Andere Computer verbinden sich mit diesem Port (mit dem nächsten freien, wenn er belegt ist).</translation>
    </message>
    <message>
        <source>If a player&apos;s connection drops:</source>
        <translation>Verliert ein Spieler die Leitung:</translation>
    </message>
    <message>
        <source>Computer that covers:</source>
        <translation>Vertretender Computer:</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>Mensch an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Person, invited</source>
        <translation>Mensch, eingeladen</translation>
    </message>
    <message>
        <source>Played here: you, or someone sharing this screen.</source>
        <translation>Hier gespielt: von dir oder von jemandem an diesem Bildschirm.</translation>
    </message>
    <message>
        <source>A friend joins from another screen with the invitation; the name shown here is replaced by the one they join under.</source>
        <translation>Ein Freund kommt mit der Einladung von einem anderen Bildschirm dazu; der Name hier wird durch den ersetzt, mit dem er beitritt.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a person at this screen (yours).</source>
        <translation>Wähle mindestens einen Platz für einen Menschen an diesem Bildschirm (deinen).</translation>
    </message>
    <message>
        <source>The table needs a title (one line of text).</source>
        <translation>Der Tisch braucht einen Namen (eine Zeile Text).</translation>
    </message>
</context>
<context>
    <name>InactiveAreaView</name>
    <message>
        <source>&lt;b&gt;Inactive area&lt;/b&gt; · %1 plants</source>
        <translation>&lt;b&gt;Inaktiver Bereich&lt;/b&gt; · %1 Kraftwerke</translation>
    </message>
    <message>
        <source>A drawn plant whose number is here is played; the first plant of a new number comes here.</source>
        <translation>Ein gezogenes Kraftwerk, dessen Nummer hier liegt, kommt ins Spiel; das erste Kraftwerk einer neuen Nummer kommt hierher.</translation>
    </message>
    <message>
        <source>next %1 matches removed</source>
        <translation>die nächsten %1 Treffer werden entfernt</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>No region in play.</source>
        <translation>Kein Gebiet im Spiel.</translation>
    </message>
    <message>
        <source>1 region in play, one connected area.</source>
        <translation>1 Gebiet im Spiel, alles zusammenhängend.</translation>
    </message>
    <message>
        <source>{n} regions in play, one connected area.</source>
        <translation>{n} Gebiete im Spiel, alle zusammenhängend.</translation>
    </message>
    <message>
        <source>Not connected: {n} separate areas ({groups}).</source>
        <translation>Nicht zusammenhängend: {n} getrennte Teile ({groups}).</translation>
    </message>
    <message>
        <source>{city}: in the network</source>
        <translation>{city}: im Netz</translation>
    </message>
    <message>
        <source>{city}: no free place (connection {connection})</source>
        <translation>{city}: kein freier Platz (Strecken {connection})</translation>
    </message>
    <message>
        <source>{city}: {total} = connection {connection} + house {house}  ({route})</source>
        <translation>{city}: {total} = Strecken {connection} + Haus {house}  ({route})</translation>
    </message>
    <message>
        <source>{city}: {total} = connection {connection} + house {house}</source>
        <translation>{city}: {total} = Strecken {connection} + Haus {house}</translation>
    </message>
    <message>
        <source>{city} — region {region}</source>
        <translation>{city} — Gebiet {region}</translation>
    </message>
    <message>
        <source>{city} — region {region} (not in play)</source>
        <translation>{city} — Gebiet {region} (nicht im Spiel)</translation>
    </message>
    <message>
        <source>houses built: {n}</source>
        <translation>gebaute Häuser: {n}</translation>
    </message>
    <message>
        <source>neighbours:</source>
        <translation>Nachbarn:</translation>
    </message>
    <message>
        <source>  {city}: {cost}</source>
        <translation>  {city}: {cost}</translation>
    </message>
    <message>
        <source>  {city}: {cost} (not in play)</source>
        <translation>  {city}: {cost} (nicht im Spiel)</translation>
    </message>
    <message>
        <source>&amp;Inspect…</source>
        <translation>&amp;Untersuchen…</translation>
    </message>
    <message>
        <source>Look at the map: regions, paths and building prices</source>
        <translation>Karte ansehen: Gebiete, Wege und Baupreise</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>Inspect</source>
        <translation>Untersuchen</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Regions in play</source>
        <translation>Gebiete im Spiel</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Network of</source>
        <translation>Netz von</translation>
    </message>
    <message>
        <source>Heat shading by price</source>
        <translation>Einfärbung nach Preis</translation>
    </message>
    <message>
        <source>Click on a city</source>
        <translation>Klick auf eine Stadt</translation>
    </message>
    <message>
        <source>shows its details</source>
        <translation>zeigt Einzelheiten</translation>
    </message>
    <message>
        <source>adds/removes a starting city (Shift+click)</source>
        <translation>setzt/entfernt eine Startstadt (Umschalt+Klick)</translation>
    </message>
    <message>
        <source>adds/removes a planned target (Ctrl+click)</source>
        <translation>setzt/entfernt ein Planziel (Strg+Klick)</translation>
    </message>
    <message>
        <source>Clear network</source>
        <translation>Netz leeren</translation>
    </message>
    <message>
        <source>Clear plan</source>
        <translation>Plan leeren</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Die günstigsten</translation>
    </message>
    <message>
        <source>cities to add</source>
        <translation>Städte planen</translation>
    </message>
    <message>
        <source>Planned expansion (cheapest order)</source>
        <translation>Geplanter Ausbau (günstigste Reihenfolge)</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Strecken</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Haus</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Ctrl+click cities to plan an expansion.</source>
        <translation>Strg+Klick auf Städte plant einen Ausbau.</translation>
    </message>
    <message>
        <source>Hover a city.</source>
        <translation>Maus über eine Stadt bewegen.</translation>
    </message>
    <message>
        <source>{map} (this game)</source>
        <translation>{map} (dieses Spiel)</translation>
    </message>
    <message>
        <source>(free choice)</source>
        <translation>(freie Wahl)</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
</context>
<context>
    <name>InspectorWindow</name>
    <message>
        <source>Map inspector</source>
        <translation>Karteninspektor</translation>
    </message>
    <message>
        <source>Hover a city for its price. Shift+click: starting city, Ctrl+click: plan target. Esc or Ctrl+W closes.</source>
        <translation>Maus über eine Stadt zeigt ihren Preis. Umschalt+Klick: Startstadt, Strg+Klick: Planziel. Esc oder Strg+W schließt.</translation>
    </message>
    <message>
        <source>Ctrl+click cities to plan an expansion.</source>
        <translation>Strg+Klick auf Städte plant einen Ausbau.</translation>
    </message>
    <message>
        <source>Hover a city.</source>
        <translation>Maus über eine Stadt bewegen.</translation>
    </message>
    <message>
        <source>Cannot open {file}: see the details box.</source>
        <translation>{file} lässt sich nicht öffnen: siehe Detailfeld.</translation>
    </message>
    <message>
        <source>Open a map file</source>
        <translation>Kartendatei öffnen</translation>
    </message>
    <message>
        <source>Map files (*.json);;All files (*)</source>
        <translation>Kartendateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{city}: not in play</source>
        <translation>{city}: nicht im Spiel</translation>
    </message>
    <message>
        <source>{city}: the regions in play are not connected</source>
        <translation>{city}: die Gebiete im Spiel hängen nicht zusammen</translation>
    </message>
    <message>
        <source>no place</source>
        <translation>kein Platz</translation>
    </message>
    <message>
        <source>Cannot plan: {reason}.</source>
        <translation>Planen nicht möglich: {reason}.</translation>
    </message>
    <message>
        <source>Put regions in play that form one connected area.</source>
        <translation>Gebiete ins Spiel nehmen, die zusammenhängen.</translation>
    </message>
    <message>
        <source>{city}: {cost} = path {connection} + house {house}
{route}</source>
        <translation>{city}: {cost} = Strecken {connection} + Haus {house}
{route}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; = paths {paths} + houses {houses} for 1 city</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; = Strecken {paths} + Häuser {houses} für 1 Stadt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total {total}&lt;/b&gt; = paths {paths} + houses {houses} for {n} cities</source>
        <translation>&lt;b&gt;Summe {total}&lt;/b&gt; = Strecken {paths} + Häuser {houses} für {n} Städte</translation>
    </message>
    <message>
        <source>No prices: the regions in play are not connected.</source>
        <translation>Keine Preise: die Gebiete im Spiel hängen nicht zusammen.</translation>
    </message>
    <message>
        <source>Price from the network: {low} (pale) … {high} (dark red).</source>
        <translation>Preis vom Netz aus: {low} (blass) … {high} (dunkelrot).</translation>
    </message>
    <message>
        <source>Price from the network: {low} (pale) … {high} (dark red). Choose starting cities to see path costs.</source>
        <translation>Preis vom Netz aus: {low} (blass) … {high} (dunkelrot). Startstädte wählen, um Streckenkosten zu sehen.</translation>
    </message>
</context>
<context>
    <name>InvitationBox</name>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>(this computer has no network address)</source>
        <translation>(dieser Computer hat keine Netzwerkadresse)</translation>
    </message>
    <message>
        <source>Friends choose Game ▸ Join a table…, enter the address and the code, and take an open seat. The address works in this computer&apos;s network; players elsewhere need the router to forward this port to this computer.</source>
        <translation>Freunde wählen Spiel ▸ Tisch beitreten…, geben Adresse und Code ein und nehmen einen freien Platz. Die Adresse gilt im Netzwerk dieses Computers; Spieler von anderswo brauchen einen Router, der diesen Port an diesen Computer weiterleitet.</translation>
    </message>
    <message>
        <source>Friends choose Game ▸ Join a table…, enter the address and the code, and take an open seat.</source>
        <translation>Freunde wählen Spiel ▸ Tisch beitreten…, geben Adresse und Code ein und nehmen einen freien Platz.</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Einladung kopieren</translation>
    </message>
    <message>
        <source>Join my Power Grid table: Game ▸ Join a table…, address {address}, code {code}</source>
        <translation>Komm an meinen Funkenschlag-Tisch: Spiel ▸ Tisch beitreten…, Adresse {address}, Code {code}</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invite friends to the table</source>
        <translation>Freunde an den Tisch einladen</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>waiting for players</source>
        <translation>wartet auf Spieler</translation>
    </message>
    <message>
        <source>playing, move {moves}</source>
        <translation>läuft, Zug {moves}</translation>
    </message>
    <message>
        <source>over</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>{title} · {map} · {state} · {taken}/{people} people</source>
        <translation>{title} · {map} · {state} · {taken}/{people} Menschen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Tisch beitreten</translation>
    </message>
    <message>
        <source>Your seats at tables</source>
        <translation>Deine Plätze an Tischen</translation>
    </message>
    <message>
        <source>Return to this seat</source>
        <translation>Auf diesen Platz zurückkehren</translation>
    </message>
    <message>
        <source>The invitation</source>
        <translation>Die Einladung</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:8765</source>
        <translation>zum Beispiel 192.168.1.20:8765</translation>
    </message>
    <message>
        <source>Find the table</source>
        <translation>Tisch suchen</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Tables and seats</source>
        <translation>Tische und Plätze</translation>
    </message>
    <message>
        <source>Several people at this screen: tick their seats and give their names separated by commas.</source>
        <translation>Mehrere Leute an diesem Bildschirm: ihre Plätze ankreuzen und ihre Namen durch Kommas getrennt angeben.</translation>
    </message>
    <message>
        <source>Take the seat</source>
        <translation>Platz nehmen</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Watch the game without a seat (the code is needed)</source>
        <translation>Dem Spiel ohne Platz zuschauen (der Code ist nötig)</translation>
    </message>
    <message>
        <source>{title}: {name} at {address}</source>
        <translation>{title}: {name} bei {address}</translation>
    </message>
    <message>
        <source>That is not an address (for example 192.168.1.20:8765).</source>
        <translation>Das ist keine Adresse (zum Beispiel 192.168.1.20:8765).</translation>
    </message>
    <message>
        <source>Looking for the table…</source>
        <translation>Suche den Tisch…</translation>
    </message>
    <message>
        <source>This server has no table open.</source>
        <translation>Auf diesem Server ist kein Tisch offen.</translation>
    </message>
    <message>
        <source>{n}. open seat ({name})</source>
        <translation>{n}. freier Platz ({name})</translation>
    </message>
    <message>
        <source>{n}. {name} — {mark}</source>
        <translation>{n}. {name} — {mark}</translation>
    </message>
    <message>
        <source>Take the seats</source>
        <translation>Plätze nehmen</translation>
    </message>
    <message>
        <source>Give one name per seat, separated by commas: “Ben, Cleo”.</source>
        <translation>Gib für jeden Platz einen Namen an, durch Kommas getrennt: „Ben, Cleo“.</translation>
    </message>
    <message>
        <source>A name is one line of plain text, one per seat.</source>
        <translation>Ein Name ist eine Zeile einfacher Text, einer je Platz.</translation>
    </message>
    <message>
        <source>Joining the table…</source>
        <translation>Trete dem Tisch bei…</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>One action back</source>
        <translation>Eine Aktion zurück</translation>
    </message>
    <message>
        <source>One action on</source>
        <translation>Eine Aktion weiter</translation>
    </message>
    <message>
        <source>To the set-up</source>
        <translation>Zum Spielaufbau</translation>
    </message>
    <message>
        <source>To the end of the game</source>
        <translation>Zum Spielende</translation>
    </message>
    <message>
        <source>Close the analysis board</source>
        <translation>Spielanalyse schließen</translation>
    </message>
    <message>
        <source>Zoom in (the map has the focus)</source>
        <translation>Vergrößern (die Karte hat den Fokus)</translation>
    </message>
    <message>
        <source>Zoom out (the map has the focus)</source>
        <translation>Verkleinern (die Karte hat den Fokus)</translation>
    </message>
    <message>
        <source>Fit the map (the map has the focus)</source>
        <translation>Karte einpassen (die Karte hat den Fokus)</translation>
    </message>
    <message>
        <source>Ring the nearest city that way (the map has the focus)</source>
        <translation>Die nächste Stadt in dieser Richtung umkreisen (die Karte hat den Fokus)</translation>
    </message>
    <message>
        <source>Take the ringed city as a click does: on the build page, plan it</source>
        <translation>Die umkreiste Stadt wie mit einem Klick wählen: beim Bauen wird sie eingeplant</translation>
    </message>
    <message>
        <source>Drop the ring around a city</source>
        <translation>Den Kreis um eine Stadt entfernen</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>Power Grid</source>
        <translation>Funkenschlag</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>AI easy</source>
        <translation>Computer (leicht)</translation>
    </message>
    <message>
        <source>AI normal</source>
        <translation>Computer (normal)</translation>
    </message>
    <message>
        <source>AI hard</source>
        <translation>Computer (schwer)</translation>
    </message>
    <message>
        <source>AI expert</source>
        <translation>Computer (Experte)</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Start now (computers play the open seats)</source>
        <translation>Jetzt beginnen (Computer spielen die freien Plätze)</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>New game on {map}, regions {regions}.</source>
        <translation>Neues Spiel auf {map}, Gebiete {regions}.</translation>
    </message>
    <message>
        <source>Game loaded on {map}, regions {regions}.</source>
        <translation>Spiel geladen: {map}, Gebiete {regions}.</translation>
    </message>
    <message>
        <source>{player} takes back a move.</source>
        <translation>{player} nimmt einen Zug zurück.</translation>
    </message>
    <message>
        <source>(autosave failed: {error})</source>
        <translation>(automatisches Speichern fehlgeschlagen: {error})</translation>
    </message>
    <message>
        <source>(computer move refused: {reason})</source>
        <translation>(Zug des Computers abgelehnt: {reason})</translation>
    </message>
    <message>
        <source>(computer player failed: {error})</source>
        <translation>(Computerspieler ausgefallen: {error})</translation>
    </message>
    <message>
        <source>Replaying the saved game:</source>
        <translation>Das gespeicherte Spiel wird nachgespielt:</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Round {round}, {phase}. Player order: {order}.</source>
        <translation>Runde {round}, {phase}. Spielerreihenfolge: {order}.</translation>
    </message>
    <message>
        <source>At the networked table “{title}” on {map}, regions {regions}.</source>
        <translation>Am Netzwerktisch „{title}“ auf {map}, Gebiete {regions}.</translation>
    </message>
    <message>
        <source>Back at the table after move {moves}.</source>
        <translation>Zurück am Tisch nach Zug {moves}.</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Power Grid</source>
        <translation>Funkenschlag</translation>
    </message>
    <message>
        <source>{map} — {players} players</source>
        <translation>{map} — {players} Spieler</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nicht erlaubt: {reason}</translation>
    </message>
</context>
<context>
    <name>Maps</name>
    <message>
        <source>USA</source>
        <translation>USA</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Deutschland</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>Take back your last move of this turn</source>
        <translation>Deine letzte Aktion in diesem Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Tisch eröffnen…</translation>
    </message>
    <message>
        <source>Play with friends at other screens: a table they join over the network</source>
        <translation>Mit Freunden an anderen Bildschirmen spielen: ein Tisch, dem sie über das Netzwerk beitreten</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Tisch beit&amp;reten…</translation>
    </message>
    <message>
        <source>Take a seat at a friend&apos;s table (address and code)</source>
        <translation>An den Tisch eines Freundes setzen (Adresse und Code)</translation>
    </message>
    <message>
        <source>Show the &amp;invitation…</source>
        <translation>E&amp;inladung zeigen…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Show autosave &amp;folder</source>
        <translation>Ordner für automatisches Speichern &amp;zeigen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo my move</source>
        <translation>Meinen Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit map to window</source>
        <translation>Karte ans &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Last round&apos;s &amp;summary</source>
        <translation>&amp;Zusammenfassung der letzten Runde</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Anordnung zu&amp;rücksetzen</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>Slow moves (1 s)</source>
        <translation>Langsame Züge (1 s)</translation>
    </message>
    <message>
        <source>Normal moves (400 ms)</source>
        <translation>Normale Züge (400 ms)</translation>
    </message>
    <message>
        <source>Fast moves (100 ms)</source>
        <translation>Schnelle Züge (100 ms)</translation>
    </message>
    <message>
        <source>Instant moves</source>
        <translation>Sofortige Züge</translation>
    </message>
    <message>
        <source>S&amp;kip the highlight</source>
        <translation>Hervorhebung ü&amp;berspringen</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The table cannot be reached at this address (no server answers there).</source>
        <translation>Der Tisch ist unter dieser Adresse nicht erreichbar (dort antwortet kein Server).</translation>
    </message>
    <message>
        <source>The connection to the table is closed.</source>
        <translation>Die Leitung zum Tisch ist getrennt.</translation>
    </message>
    <message>
        <source>The server did not understand the request.</source>
        <translation>Der Server hat die Anfrage nicht verstanden.</translation>
    </message>
    <message>
        <source>The table&apos;s server speaks another version of the game&apos;s protocol: the host and you need the same version of Power Grid.</source>
        <translation>Der Server des Tisches spricht eine andere Version des Spielprotokolls: Gastgeber und du braucht dieselbe Version von Funkenschlag.</translation>
    </message>
    <message>
        <source>The server did not understand the greeting.</source>
        <translation>Der Server hat die Begrüßung nicht verstanden.</translation>
    </message>
    <message>
        <source>The server has too many connections; try again later.</source>
        <translation>Der Server hat zu viele offene Leitungen; versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>Too many messages: the server closed the connection.</source>
        <translation>Zu viele Nachrichten: Der Server hat die Leitung getrennt.</translation>
    </message>
    <message>
        <source>Too many wrong codes or tokens: the server closed the connection.</source>
        <translation>Zu viele falsche Codes oder Schlüssel: Der Server hat die Leitung getrennt.</translation>
    </message>
    <message>
        <source>Nothing was heard for too long: the server closed the connection.</source>
        <translation>Zu lange kam nichts an: Der Server hat die Leitung getrennt.</translation>
    </message>
    <message>
        <source>The server closed the connection (messages were not read in time).</source>
        <translation>Der Server hat die Leitung getrennt (Nachrichten wurden nicht rechtzeitig gelesen).</translation>
    </message>
    <message>
        <source>The table&apos;s server has stopped.</source>
        <translation>Der Server des Tisches wurde beendet.</translation>
    </message>
    <message>
        <source>The server failed on this request.</source>
        <translation>Der Server ist an dieser Anfrage gescheitert.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it may.</source>
        <translation>Der Server hat bereits so viele Tische, wie er darf.</translation>
    </message>
    <message>
        <source>The server refuses this game&apos;s settings.</source>
        <translation>Der Server lehnt die Einstellungen dieses Spiels ab.</translation>
    </message>
    <message>
        <source>That table is not on the server (any more).</source>
        <translation>Diesen Tisch gibt es auf dem Server (nicht mehr).</translation>
    </message>
    <message>
        <source>The invitation code does not match this table.</source>
        <translation>Der Einladungscode passt nicht zu diesem Tisch.</translation>
    </message>
    <message>
        <source>The server no longer knows this seat as yours (it was given up).</source>
        <translation>Der Server kennt diesen Platz nicht mehr als deinen (er wurde aufgegeben).</translation>
    </message>
    <message>
        <source>The table has no such seat.</source>
        <translation>Der Tisch hat keinen solchen Platz.</translation>
    </message>
    <message>
        <source>Somebody has taken this seat.</source>
        <translation>Jemand hat diesen Platz schon genommen.</translation>
    </message>
    <message>
        <source>A computer level plays this seat.</source>
        <translation>Diesen Platz spielt eine Computerstufe.</translation>
    </message>
    <message>
        <source>Another seat at the table has this name; choose another.</source>
        <translation>Ein anderer Platz am Tisch hat diesen Namen; wähle einen anderen.</translation>
    </message>
    <message>
        <source>This screen does not hold that seat.</source>
        <translation>Dieser Bildschirm hat diesen Platz nicht.</translation>
    </message>
    <message>
        <source>That player is not away.</source>
        <translation>Dieser Spieler ist nicht weg.</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>Das Spiel hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Das Spiel hat schon begonnen.</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>Das Spiel ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>Another seat decides now.</source>
        <translation>Gerade entscheidet ein anderer Platz.</translation>
    </message>
    <message>
        <source>The game moved on before your move arrived; look again and decide.</source>
        <translation>Das Spiel ging weiter, bevor dein Zug ankam; sieh noch einmal hin und entscheide.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Verbinde mit dem Tisch…</translation>
    </message>
    <message>
        <source>The connection dropped: reconnecting (try {n})…</source>
        <translation>Leitung unterbrochen: verbinde neu (Versuch {n})…</translation>
    </message>
    <message>
        <source>Not connected to the table.</source>
        <translation>Nicht mit dem Tisch verbunden.</translation>
    </message>
    <message>
        <source>Waiting for players: {taken} of {people} seats taken.</source>
        <translation>Warte auf Spieler: {taken} von {people} Plätzen besetzt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Playing: move {moves}.</source>
        <translation>Das Spiel läuft: Zug {moves}.</translation>
    </message>
    <message>
        <source>{name} is away: the table waits.</source>
        <translation>{name} ist weg: Der Tisch wartet.</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays in {time}.</source>
        <translation>{name} ist weg: In {time} spielt ein Computer.</translation>
    </message>
    <message>
        <source>A computer plays for {name}.</source>
        <translation>Ein Computer spielt für {name}.</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
</context>
<context>
    <name>NetworkDock</name>
    <message>
        <source>Table and chat</source>
        <translation>Tisch und Chat</translation>
    </message>
</context>
<context>
    <name>NetworkHooks</name>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>You were hosting “{title}”. Go on with that table?</source>
        <translation>Du warst Gastgeber von „{title}“. Mit diesem Tisch weitermachen?</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>Neuen Tisch eröffnen</translation>
    </message>
    <message>
        <source>Cannot host a table</source>
        <translation>Tisch kann nicht eröffnet werden</translation>
    </message>
    <message>
        <source>Ports {ports} are taken by other programs; choose another port.</source>
        <translation>Die Ports {ports} sind von anderen Programmen belegt; wähle einen anderen Port.</translation>
    </message>
    <message>
        <source>The folder for hosted tables ({folder}) is a link; the game writes through no link. Remove the link and host again.</source>
        <translation>Der Ordner für eröffnete Tische ({folder}) ist ein Link; das Spiel schreibt durch keinen Link. Entferne den Link und eröffne erneut.</translation>
    </message>
    <message>
        <source>The table server cannot start: {detail}</source>
        <translation>Der Tisch-Server kann nicht starten: {detail}</translation>
    </message>
    <message>
        <source>Close the table you host?</source>
        <translation>Deinen Tisch schließen?</translation>
    </message>
    <message>
        <source>The game stops for everybody until you host it again: Game ▸ Host a table… offers to go on with it.</source>
        <translation>Das Spiel ruht für alle, bis du den Tisch wieder eröffnest: Spiel ▸ Tisch eröffnen… bietet an, weiterzumachen.</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>Tisch verlassen?</translation>
    </message>
    <message>
        <source>Your seat stays yours while you are away (a computer may play it): Game ▸ Join a table… brings you back to it.</source>
        <translation>Dein Platz bleibt deiner, solange du weg bist (ein Computer spielt ihn vielleicht): Spiel ▸ Tisch beitreten… bringt dich zurück.</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Der Tisch ist geschlossen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>{level} · rating {rating}</source>
        <translation>{level} · Wertung {rating}</translation>
    </message>
    <message>
        <source>Rating: Elo from games between the computer levels</source>
        <translation>Wertung: Elo aus Partien zwischen den Computerstufen</translation>
    </message>
    <message>
        <source>Each computer level&apos;s rating is an Elo rating measured in games between the levels: AI normal is 1500, and 100 points more wins about 64 % of head-to-head comparisons. A person is not rated.</source>
        <translation>Die Wertung jeder Computerstufe ist eine Elo-Zahl, gemessen in Partien zwischen den Stufen: Computer (normal) hat 1500, und 100 Punkte mehr gewinnen etwa 64 % der direkten Vergleiche. Ein Mensch hat keine Wertung.</translation>
    </message>
    <message>
        <source>Rating {rating}: the level the others are measured against.</source>
        <translation>Wertung {rating}: die Stufe, an der die anderen gemessen werden.</translation>
    </message>
    <message>
        <source>Rating {rating} (95 % interval {low}–{high}) from {games} games between the computer levels; Normal is 1500, and 100 points more wins about 64 % of head-to-head comparisons.</source>
        <translation>Wertung {rating} (95-%-Intervall {low}–{high}) aus {games} Partien zwischen den Computerstufen; Normal hat 1500, 100 Punkte mehr gewinnen etwa 64 % der direkten Vergleiche.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation>Karte:</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Spielnummer:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Players (seating order)</source>
        <translation>Spieler (Sitzreihenfolge)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Name&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Colour&lt;/b&gt;</source>
        <translation>&lt;b&gt;Farbe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gespielt von&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Regions in play</source>
        <translation>Gebiete im Spiel</translation>
    </message>
    <message>
        <source>Random connected regions (from the seed)</source>
        <translation>Zufällige zusammenhängende Gebiete (aus der Spielnummer)</translation>
    </message>
    <message>
        <source>Untick “random” and click a city on the map to add or remove its region.</source>
        <translation>„Zufällig“ abwählen und eine Stadt auf der Karte anklicken, um ihr Gebiet hinzuzufügen oder zu entfernen.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>This map is for {counts} players.</source>
        <translation>Diese Karte ist für {counts} Spieler.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players share a name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <source>Two players share a colour.</source>
        <translation>Zwei Spieler haben dieselbe Farbe.</translation>
    </message>
    <message>
        <source>This map is for {counts} players, not {n}.</source>
        <translation>Diese Karte ist für {counts} Spieler, nicht für {n}.</translation>
    </message>
    <message>
        <source>{n} players play on {need} regions; {chosen} chosen.</source>
        <translation>{n} Spieler spielen auf {need} Gebieten; {chosen} gewählt.</translation>
    </message>
    <message>
        <source>The chosen regions do not form one connected area.</source>
        <translation>Die gewählten Gebiete hängen nicht zusammen.</translation>
    </message>
    <message>
        <source>Map file</source>
        <translation>Kartendatei</translation>
    </message>
    <message>
        <source>Map files (*.json)</source>
        <translation>Kartendateien (*.json)</translation>
    </message>
    <message>
        <source>… and {n} more</source>
        <translation>… und {n} weitere</translation>
    </message>
    <message>
        <source>The map file “{file}” cannot be played:</source>
        <translation>Auf der Kartendatei „{file}“ kann nicht gespielt werden:</translation>
    </message>
    <message>
        <source>{map} (file {file})</source>
        <translation>{map} (Datei {file})</translation>
    </message>
    <message>
        <source>{rules} (not for this board)</source>
        <translation>{rules} (nicht für diesen Spielplan)</translation>
    </message>
    <message>
        <source>This board&apos;s own rules:</source>
        <translation>Eigene Regeln dieses Spielplans:</translation>
    </message>
    <message>
        <source>• no rules of its own</source>
        <translation>• keine eigenen Regeln</translation>
    </message>
    <message>
        <source>Map file…</source>
        <translation>Kartendatei…</translation>
    </message>
    <message>
        <source>Play on a map file of your own (docs/map-format.md).</source>
        <translation>Auf einer eigenen Kartendatei spielen (docs/map-format.md).</translation>
    </message>
</context>
<context>
    <name>OverPage</name>
    <message>
        <source>Show results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <source>Enter: show results</source>
        <translation>Enter: Ergebnis zeigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over.&lt;/b&gt; Winner: {winners}.</source>
        <translation>&lt;b&gt;Das Spiel ist zu Ende.&lt;/b&gt; Sieger: {winners}.</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>Blaugrün</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>Rotviolett</translation>
    </message>
    <message>
        <source>Board game colours</source>
        <translation>Farben des Brettspiels</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Für Farbenblinde geeignet (Okabe-Ito)</translation>
    </message>
</context>
<context>
    <name>PlantMarketDock</name>
    <message>
        <source>Power plant market</source>
        <translation>Kraftwerksmarkt</translation>
    </message>
</context>
<context>
    <name>PlantMarketWidget</name>
    <message>
        <source>No game</source>
        <translation>Kein Spiel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: every one for sale</source>
        <translation>&lt;b&gt;Kraftwerke&lt;/b&gt;: alle im Angebot</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: the last one for sale</source>
        <translation>&lt;b&gt;Kraftwerke&lt;/b&gt;: das letzte im Angebot</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants&lt;/b&gt;: all {count} for sale</source>
        <translation>&lt;b&gt;Kraftwerke&lt;/b&gt;: alle {count} im Angebot</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plants for sale&lt;/b&gt; · below: future market</source>
        <translation>&lt;b&gt;Aktueller Markt&lt;/b&gt; · darunter: zukünftiger Markt</translation>
    </message>
    <message>
        <source>Step {step} · {cards} cards in the draw stack</source>
        <translation>Stufe {step} · {cards} Karten im Stapel</translation>
    </message>
</context>
<context>
    <name>PlayerBoards</name>
    <message>
        <source>eco</source>
        <translation>Öko</translation>
    </message>
    <message>
        <source>{amount} coal/oil</source>
        <translation>{amount} Kohle/Öl</translation>
    </message>
    <message>
        <source>Plant {n}: {fuel} → powers {c}</source>
        <translation>Kraftwerk {n}: {fuel} → versorgt {c}</translation>
    </message>
    <message>
        <source>No power plants yet</source>
        <translation>Noch keine Kraftwerke</translation>
    </message>
    <message>
        <source>no plants</source>
        <translation>keine Kraftwerke</translation>
    </message>
    <message>
        <source>Money (Elektro)</source>
        <translation>Geld (Elektro)</translation>
    </message>
    <message>
        <source> (AI)</source>
        <translation> (Computer)</translation>
    </message>
    <message>
        <source>{pos}. {name}{kind}</source>
        <translation>{pos}. {name}{kind}</translation>
    </message>
    <message>
        <source>{name} is number {pos} in the turn order</source>
        <translation>{name} ist Nummer {pos} in der Spielerreihenfolge</translation>
    </message>
    <message>
        <source>{money} Elektro</source>
        <translation>{money} Elektro</translation>
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
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>An auction is already running: bid or pass.</source>
        <translation>Es läuft schon eine Versteigerung: bieten oder passen.</translation>
    </message>
    <message>
        <source>The opening bid must be at least the plant&apos;s number, {plant}.</source>
        <translation>Das Startgebot muss mindestens die Nummer des Kraftwerks sein ({plant}).</translation>
    </message>
    <message>
        <source>No auction is running: choose a plant first.</source>
        <translation>Es läuft keine Versteigerung: wähle zuerst ein Kraftwerk.</translation>
    </message>
    <message>
        <source>That move does not belong to this phase.</source>
        <translation>Dieser Zug gehört nicht in diese Phase.</translation>
    </message>
    <message>
        <source>Plant {plant} is not in the current market (for sale: {offered}).</source>
        <translation>Kraftwerk {plant} liegt nicht im aktuellen Markt (im Angebot: {offered}).</translation>
    </message>
    <message>
        <source>On this board you may not buy plant {plant}.</source>
        <translation>Auf diesem Spielplan darfst du Kraftwerk {plant} nicht kaufen.</translation>
    </message>
    <message>
        <source>A bid of {amount} is more than your {money} Elektro.</source>
        <translation>Ein Gebot von {amount} ist mehr als deine {money} Elektro.</translation>
    </message>
    <message>
        <source>A bid must be higher than the highest bid, {highest}.</source>
        <translation>Ein Gebot muss höher sein als das Höchstgebot, {highest}.</translation>
    </message>
    <message>
        <source>You must discard a plant first.</source>
        <translation>Du musst zuerst ein Kraftwerk abwerfen.</translation>
    </message>
    <message>
        <source>In round 1 every player must buy a plant: passing is not allowed.</source>
        <translation>In Runde 1 muss jeder Spieler ein Kraftwerk kaufen: Passen ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>No plant needs to be discarded now.</source>
        <translation>Gerade muss kein Kraftwerk abgeworfen werden.</translation>
    </message>
    <message>
        <source>Plant {plant} was just bought: discard one you owned before.</source>
        <translation>Kraftwerk {plant} wurde gerade gekauft: wirf eines ab, das du vorher besessen hast.</translation>
    </message>
    <message>
        <source>You do not own plant {plant}.</source>
        <translation>Kraftwerk {plant} gehört dir nicht.</translation>
    </message>
    <message>
        <source>Not all your coal and oil fits the plants you keep: say which to keep.</source>
        <translation>Deine übrigen Kraftwerke fassen nicht all deine Kohle und dein Öl: wähle, was du behältst.</translation>
    </message>
    <message>
        <source>You can only keep resources you have.</source>
        <translation>Du kannst nur Rohstoffe behalten, die du hast.</translation>
    </message>
    <message>
        <source>The resources you keep do not fit your other plants.</source>
        <translation>Die behaltenen Rohstoffe passen nicht auf deine übrigen Kraftwerke.</translation>
    </message>
    <message>
        <source>Only {on_market} {resource} on the market, not {amount}.</source>
        <translation>Nur {on_market} {resource} auf dem Markt, nicht {amount}.</translation>
    </message>
    <message>
        <source>This board has one resource market.</source>
        <translation>Dieser Spielplan hat einen Rohstoffmarkt.</translation>
    </message>
    <message>
        <source>You buy from the {market} market this turn.</source>
        <translation>Du kaufst in diesem Zug schon am Markt „{market}“.</translation>
    </message>
    <message>
        <source>In step {step} only {limit} {resource} are cheap enough to buy, not {amount}.</source>
        <translation>In Stufe {step} sind nur {limit} {resource} billig genug zum Kauf, nicht {amount}.</translation>
    </message>
    <message>
        <source>One token a turn: buy 1 {resource}, not {amount}.</source>
        <translation>Ein Rohstoff pro Zug: kaufe 1 {resource}, nicht {amount}.</translation>
    </message>
    <message>
        <source>Mine {plant} does not count toward the plant limit: discard a plant.</source>
        <translation>Mine {plant} zählt nicht zum Kraftwerkslimit: Lege ein Kraftwerk ab.</translation>
    </message>
    <message>
        <source>Nobody sells uranium now.</source>
        <translation>Gerade verkauft niemand Uran.</translation>
    </message>
    <message>
        <source>The uranium sale comes first: the plants run after it.</source>
        <translation>Zuerst kommt der Uranverkauf, danach laufen die Kraftwerke.</translation>
    </message>
    <message>
        <source>You must power as many cities as you can: {least}, not {powered}.</source>
        <translation>Du musst so viele Städte versorgen, wie du kannst: {least}, nicht {powered}.</translation>
    </message>
    <message>
        <source>{city} is not a city in play on this board.</source>
        <translation>{city} ist keine Stadt im Spiel auf diesem Plan.</translation>
    </message>
    <message>
        <source>You already have a house in {city}.</source>
        <translation>Du hast schon ein Haus in {city}.</translation>
    </message>
    <message>
        <source>{city} has no free place in step {step}.</source>
        <translation>{city} hat in Stufe {step} keinen freien Platz.</translation>
    </message>
    <message>
        <source>You have no houses left.</source>
        <translation>Du hast keine Häuser mehr.</translation>
    </message>
    <message>
        <source>This board&apos;s rules do not let you build in {city} now.</source>
        <translation>Die Regeln dieses Spielplans erlauben dir gerade nicht, in {city} zu bauen.</translation>
    </message>
    <message>
        <source>On this board you may not build in {city} now.</source>
        <translation>Auf diesem Spielplan darfst du jetzt nicht in {city} bauen.</translation>
    </message>
    <message>
        <source>A player&apos;s view does not know the order of the draw stack.</source>
        <translation>Die Sicht eines Spielers kennt die Reihenfolge des Stapels nicht.</translation>
    </message>
    <message>
        <source>Your plants have room for {room} more {resource}, not {amount}.</source>
        <translation>Deine Kraftwerke haben Platz für {room} weitere {resource}, nicht {amount}.</translation>
    </message>
    <message>
        <source>{amount} {resource} cost {cost} Elektro; you have {money}.</source>
        <translation>{amount} {resource} kosten {cost} Elektro; du hast {money}.</translation>
    </message>
    <message>
        <source>Building in {city} costs {cost} Elektro; you have {money}.</source>
        <translation>In {city} zu bauen kostet {cost} Elektro; du hast {money}.</translation>
    </message>
    <message>
        <source>A plant can run only once per round.</source>
        <translation>Ein Kraftwerk kann nur einmal pro Runde laufen.</translation>
    </message>
    <message>
        <source>Your running hybrid plants burn {hybrid} tokens: coal must be 0 to {hybrid}.</source>
        <translation>Deine laufenden Hybridkraftwerke verbrauchen {hybrid} Rohstoffe: Kohle muss zwischen 0 und {hybrid} liegen.</translation>
    </message>
    <message>
        <source>Running these plants needs {needed} {resource}; you have {have}.</source>
        <translation>Für diese Kraftwerke brauchst du {needed} {resource}; du hast {have}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>cyan</source>
        <translation>Türkis</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>{city} (region {region})</source>
        <translation>{city} (Gebiet {region})</translation>
    </message>
</context>
<context>
    <name>ResourceMarketDock</name>
    <message>
        <source>Resource market</source>
        <translation>Rohstoffmarkt</translation>
    </message>
</context>
<context>
    <name>ResourceMarketWidget</name>
    <message>
        <source>South market</source>
        <translation>Südmarkt</translation>
    </message>
    <message>
        <source>North market</source>
        <translation>Nordmarkt</translation>
    </message>
    <message>
        <source>Bank supply: {counts}</source>
        <translation>Vorrat: {counts}</translation>
    </message>
    <message>
        <source>On the market: {market}. In the bank&apos;s supply, of {totals} tokens in the game: {supply}</source>
        <translation>Auf dem Markt: {market}. Im Vorrat, von {totals} Rohstoffen im Spiel: {supply}</translation>
    </message>
    <message>
        <source>full: the mines sell nothing now</source>
        <translation>voll: Die Minen verkaufen gerade nichts</translation>
    </message>
    <message>
        <source>a sale earns {price} Elektro a city</source>
        <translation>ein Verkauf bringt {price} Elektro je Stadt</translation>
    </message>
    <message>
        <source>Uranium market of the mines: {places} · {sale}</source>
        <translation>Uranmarkt der Minen: {places} · {sale}</translation>
    </message>
    <message>
        <source>{tokens} of {places} places hold uranium; the refill takes {removed} from the cheapest ones.</source>
        <translation>{tokens} von {places} Feldern sind mit Uran belegt; das Auffüllen nimmt {removed} von den billigsten.</translation>
    </message>
    <message>
        <source>{counts} stored at {price} each</source>
        <translation>{counts} im Lager, je {price}</translation>
    </message>
</context>
<context>
    <name>ResourceTrack</name>
    <message>
        <source>{kind} at {price} Elektro each: {filled} of {places} places filled</source>
        <translation>{kind} zu je {price} Elektro: {filled} von {places} Plätzen belegt</translation>
    </message>
</context>
<context>
    <name>ResourcesPage</name>
    <message>
        <source>Buy from the market:</source>
        <translation>Kaufen am Markt:</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>Price of the tokens chosen</source>
        <translation>Preis der gewählten Rohstoffe</translation>
    </message>
    <message>
        <source>Free room on your plants (tokens you hold)</source>
        <translation>Freier Platz auf deinen Kraftwerken (deine Rohstoffe)</translation>
    </message>
    <message>
        <source>Buy and end turn</source>
        <translation>Kaufen, Zug beenden</translation>
    </message>
    <message>
        <source>room {room} (have {have})</source>
        <translation>Platz für {room} (du hast {have})</translation>
    </message>
    <message>
        <source>not enough money</source>
        <translation>zu wenig Geld</translation>
    </message>
    <message>
        <source>fits your plants</source>
        <translation>passt auf deine Kraftwerke</translation>
    </message>
    <message>
        <source>does not fit your plants</source>
        <translation>passt nicht auf deine Kraftwerke</translation>
    </message>
    <message>
        <source>Total &lt;b&gt;{total}&lt;/b&gt; of {money} Elektro{warn} · {storage}</source>
        <translation>Summe &lt;b&gt;{total}&lt;/b&gt; von {money} Elektro{warn} · {storage}</translation>
    </message>
    <message>
        <source>End turn, buy nothing</source>
        <translation>Zug beenden, nichts kaufen</translation>
    </message>
    <message>
        <source>End your turn without buying fuel?</source>
        <translation>Zug beenden, ohne Rohstoffe zu kaufen?</translation>
    </message>
    <message>
        <source>With the fuel you hold, your plants power {powered} of your {cities} cities; with more fuel they could power {could}.</source>
        <translation>Mit deinen Rohstoffen versorgen deine Kraftwerke {powered} deiner {cities} Städte; mit mehr Rohstoffen könnten sie {could} versorgen.</translation>
    </message>
    <message>
        <source>Enter: buy and end the turn · Esc: buy nothing</source>
        <translation>Enter: kaufen und Zug beenden · Esc: nichts kaufen</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>most cities powered ({n})</source>
        <translation>die meisten versorgten Städte ({n})</translation>
    </message>
    <message>
        <source>fewer cities powered ({n} against {m})</source>
        <translation>weniger versorgte Städte ({n} gegen {m})</translation>
    </message>
    <message>
        <source>powered as many as {other}; less money ({n} against {m} Elektro)</source>
        <translation>so viele versorgt wie {other}; weniger Geld ({n} gegen {m} Elektro)</translation>
    </message>
    <message>
        <source>same cities powered and money as {other}; fewer cities ({n} against {m})</source>
        <translation>gleich viele versorgt und gleich viel Geld wie {other}; weniger Städte ({n} gegen {m})</translation>
    </message>
    <message>
        <source>tied with {other} on every tie-break: rank shared</source>
        <translation>in jeder Wertung gleichauf mit {other}: Platz geteilt</translation>
    </message>
    <message>
        <source>Cities connected</source>
        <translation>Angeschlossene Städte</translation>
    </message>
    <message>
        <source>Cities powered</source>
        <translation>Versorgte Städte</translation>
    </message>
    <message>
        <source>Money (Elektro)</source>
        <translation>Geld (Elektro)</translation>
    </message>
    <message>
        <source>Capacity (cities the plants can power)</source>
        <translation>Kapazität (Städte, die die Kraftwerke versorgen können)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>plant {plant} for {price}</source>
        <translation>Kraftwerk {plant} für {price}</translation>
    </message>
    <message>
        <source>{what} for {cost}</source>
        <translation>{what} für {cost}</translation>
    </message>
    <message>
        <source>built {count} for {cost}: {cities}</source>
        <translation>{count} gebaut für {cost}: {cities}</translation>
    </message>
    <message>
        <source>powered {n}, income {pay}</source>
        <translation>{n} versorgt, Einkommen {pay}</translation>
    </message>
    <message>
        <source>can power {n} at the end</source>
        <translation>kann am Ende {n} versorgen</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Close the summary</source>
        <translation>Zusammenfassung schließen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {n} in short&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde {n} in Kürze&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>RuleChanges</name>
    <message>
        <source>When the market has no {resource} left, {resource} may be bought from the supply for {price} Elektro each.</source>
        <translation>Ist auf dem Markt kein {resource} mehr, kann {resource} für je {price} Elektro aus dem Vorrat gekauft werden.</translation>
    </message>
    <message>
        <source>The lowest plant of the current market may be opened at {bid} Elektro; if nobody buys it in the auction phase, it leaves the game.</source>
        <translation>Das niedrigste Kraftwerk des aktuellen Marktes kann ab {bid} Elektro ersteigert werden; kauft es in der Versteigerungsphase niemand, verlässt es das Spiel.</translation>
    </message>
    <message>
        <source>Plants are not removed from the market for being smaller than the largest network.</source>
        <translation>Kraftwerke werden nicht vom Markt genommen, weil sie kleiner als das größte Netz sind.</translation>
    </message>
    <message>
        <source>Eight random plants up to {plug_max} make the starting market and one more goes face down on top of the stack; plants removed unseen: {removals}.</source>
        <translation>Acht zufällige Kraftwerke bis {plug_max} bilden den Startmarkt, ein weiteres kommt verdeckt oben auf den Stapel; ungesehen entfernt: {removals}.</translation>
    </message>
    <message>
        <source>Once plant {plant} has been bought, the market is refilled with no more uranium.</source>
        <translation>Sobald Kraftwerk {plant} gekauft wurde, wird der Markt nicht mehr mit Uran aufgefüllt.</translation>
    </message>
    <message>
        <source>Plant {top} goes on top of the draw stack at set-up; out of the game: {out_of_game}.</source>
        <translation>Beim Aufbau kommt Kraftwerk {top} oben auf den Stapel; aus dem Spiel: {out_of_game}.</translation>
    </message>
    <message>
        <source>A player with a house in {city} pays {discount} Elektro less for each {resource} token, never less than 1.</source>
        <translation>Wer ein Haus in {city} hat, zahlt je {resource} {discount} Elektro weniger, nie weniger als 1.</translation>
    </message>
    <message>
        <source>In steps 1 and 2, an eco plant that is the lowest of the future market is for sale as well.</source>
        <translation>In Stufe 1 und 2 ist auch ein Ökokraftwerk zu haben, das das niedrigste des zukünftigen Marktes ist.</translation>
    </message>
    <message>
        <source>Not played on this board: {ids}.</source>
        <translation>Auf diesem Spielplan nicht gespielt: {ids}.</translation>
    </message>
    <message>
        <source>In steps {steps}, the bureaucracy also takes the lowest plant out of the game and draws a new one.</source>
        <translation>In Stufe {steps} nimmt die Bürokratie zusätzlich das niedrigste Kraftwerk aus dem Spiel und zieht ein neues.</translation>
    </message>
    <message>
        <source>Only a player with a city in the regions {regions} may buy this kind of plant: {fuel}.</source>
        <translation>Nur wer eine Stadt in den Gebieten {regions} hat, darf diese Art Kraftwerk kaufen: {fuel}.</translation>
    </message>
    <message>
        <source>The stack is not shuffled: plants up to {ordered_up_to} lie on top in ascending order, then plants up to {with_step3_up_to} shuffled with the Step 3 card, the higher plants at the bottom. The starting market holds one plant per player. Out of the game: {out_of_game}.</source>
        <translation>Der Stapel wird nicht gemischt: Kraftwerke bis {ordered_up_to} liegen aufsteigend oben, darunter die Kraftwerke bis {with_step3_up_to} mit der Karte „Stufe 3“ gemischt, die höheren ganz unten. Der Startmarkt hat ein Kraftwerk je Spieler. Aus dem Spiel: {out_of_game}.</translation>
    </message>
    <message>
        <source>In steps 1 and 2 every plant of the market is for sale, and plants are drawn only in the bureaucracy: at least as many as the player count gives ({added}) and more until the market holds one plant less than the players (two with two); then the smallest leave the game down to that. In step 3 the market holds {step3_size} plants.</source>
        <translation>In Stufe 1 und 2 ist jedes Kraftwerk des Marktes zu haben, und Kraftwerke werden nur in der Bürokratie gezogen: mindestens so viele, wie die Spielerzahl angibt ({added}), und weitere, bis der Markt ein Kraftwerk weniger als Spieler hat (zwei bei zwei); darüber verlassen die kleinsten das Spiel. In Stufe 3 hat der Markt {step3_size} Kraftwerke.</translation>
    </message>
    <message>
        <source>A second resource market, the North&apos;s, stands beside the board&apos;s; a player buys from one market a turn, and the North&apos;s is refilled first from the same supply.</source>
        <translation>Neben dem Rohstoffmarkt des Spielplans gibt es einen zweiten, den des Nordens; wer an der Reihe ist, kauft auf einem der beiden Märkte, und der Markt des Nordens wird zuerst aus demselben Vorrat aufgefüllt.</translation>
    </message>
    <message>
        <source>Plants {top} go face up on top of the draw stack at set-up, in this order.</source>
        <translation>Beim Aufbau kommen die Kraftwerke {top} offen oben auf den Stapel, in dieser Reihenfolge.</translation>
    </message>
    <message>
        <source>Plants {plants} are out of the game until step 2 begins; then they go on top of the draw stack in this order.</source>
        <translation>Die Kraftwerke {plants} sind bis zum Beginn von Stufe 2 aus dem Spiel; dann kommen sie in dieser Reihenfolge oben auf den Stapel.</translation>
    </message>
    <message>
        <source>In steps 1 and 2 only the {current} lowest plants are for sale; in step 3 the market holds {step3} plants, all for sale.</source>
        <translation>In Stufe 1 und 2 sind nur die {current} niedrigsten Kraftwerke im Angebot; in Stufe 3 liegen {step3} Kraftwerke auf dem Markt, alle im Angebot.</translation>
    </message>
    <message>
        <source>The starting market holds {market_size} plants drawn from plants {market_from}, the rest of those (if any) shuffled on top of the stack; out of the game: {out_of_game}.</source>
        <translation>Der Startmarkt hält {market_size} Kraftwerke, gezogen aus den Kraftwerken {market_from}; die übrigen davon (falls welche) kommen gemischt oben auf den Stapel; aus dem Spiel: {out_of_game}.</translation>
    </message>
    <message>
        <source>When the first player of an auction phase passes, the lowest plant leaves the game and another is drawn; none leaves when nobody buys a plant.</source>
        <translation>Passt der erste Spieler einer Versteigerungsphase, verlässt das niedrigste Kraftwerk das Spiel und ein neues wird gezogen; kauft niemand ein Kraftwerk, verlässt keines das Spiel.</translation>
    </message>
    <message>
        <source>A network starts in one of {cities}; once a game a player may start a second one there without paying a connection; in round 1 at most {round1_houses} houses, each in one of those cities.</source>
        <translation>Ein Netz beginnt in einer dieser Städte: {cities}; einmal im Spiel darf ein Spieler dort ein zweites beginnen, ohne Streckenkosten zu bezahlen; in Runde 1 höchstens {round1_houses} Häuser, jedes in einer dieser Städte.</translation>
    </message>
    <message>
        <source>Eco plants never go under the draw stack: in steps 1 and 2 the bureaucracy puts the highest plant that burns a resource there instead.</source>
        <translation>Ökokraftwerke kommen nie unter den Stapel: In Stufe 1 und 2 legt die Bürokratie stattdessen das höchste Kraftwerk dorthin, das einen Rohstoff verbrennt.</translation>
    </message>
    <message>
        <source>Plants are auctioned before the turn order is set: the auction follows last round&apos;s order, and the new order is set once it ends.</source>
        <translation>Die Kraftwerke werden versteigert, bevor die Spielerreihenfolge festgelegt wird: Die Versteigerung folgt der Reihenfolge der letzten Runde, die neue Reihenfolge wird nach ihr bestimmt.</translation>
    </message>
    <message>
        <source>When nobody buys a plant in an auction phase, the {count} lowest plants leave the game.</source>
        <translation>Kauft in einer Versteigerungsphase niemand ein Kraftwerk, verlassen die {count} niedrigsten Kraftwerke das Spiel.</translation>
    </message>
    <message>
        <source>The {resource} refill is never short: what the supply cannot give moves the {resource} on the market to cheaper places, down to the cheapest price.</source>
        <translation>Der Nachschub an {resource} ist nie knapp: Was der Vorrat nicht hergibt, rückt die {resource}-Marker auf dem Markt auf billigere Felder, bis hinab zum billigsten Preis.</translation>
    </message>
    <message>
        <source>In step 1, plants of these kinds leave the plant market: {kinds}. Plants {out_of_game} leave the game, the others go under the stack; a plant is drawn in their place.</source>
        <translation>In Stufe 1 verlassen Kraftwerke dieser Arten den Kraftwerksmarkt: {kinds}. Die Kraftwerke {out_of_game} kommen aus dem Spiel, die anderen unter den Stapel; an ihrer Stelle wird ein Kraftwerk gezogen.</translation>
    </message>
    <message>
        <source>Step 2 begins when the Step 3 card is drawn the first time (it goes back under the shuffled stack) and the {discard} lowest plants then leave; in step 2 the bureaucracy puts the {under_stack} highest plants under the stack.</source>
        <translation>Stufe 2 beginnt, wenn die Karte „Stufe 3“ zum ersten Mal gezogen wird (sie kommt wieder unter den gemischten Stapel), und dann verlassen die {discard} kleinsten Kraftwerke den Markt; in Stufe 2 legt die Bürokratie die {under_stack} größten Kraftwerke unter den Stapel.</translation>
    </message>
    <message>
        <source>When more cities are built in a round than {per_player} per player, a power outage cuts every income by {penalty} Elektro for each city owned, never below 0.</source>
        <translation>Werden in einer Runde mehr Städte gebaut als {per_player} je Spieler, fällt der Strom aus: jedes Einkommen sinkt um {penalty} Elektro je eigene Stadt, nie unter 0.</translation>
    </message>
    <message>
        <source>Only resource tokens up to a price are for sale: {caps}; every token in the other steps.</source>
        <translation>Nur Rohstoffe bis zu einem Preis sind zu kaufen: {caps}; in den übrigen Stufen alle.</translation>
    </message>
    <message>
        <source>In the bureaucracy every player must power as many of his cities as his plants and fuel allow.</source>
        <translation>In der Bürokratie muss jeder Spieler so viele seiner Städte versorgen, wie seine Kraftwerke und Rohstoffe erlauben.</translation>
    </message>
    <message>
        <source>Resources are bought one token a turn, round and round, until every player has ended his buying.</source>
        <translation>Rohstoffe werden einzeln gekauft, ein Stück pro Zug, Runde um Runde, bis jeder Spieler seinen Einkauf beendet hat.</translation>
    </message>
    <message>
        <source>Each region in play swaps its own plant cards in for the cards of the same numbers: {plants}.</source>
        <translation>Jedes Gebiet im Spiel tauscht ihre eigenen Kraftwerkskarten gegen die Karten mit denselben Nummern: {plants}.</translation>
    </message>
    <message>
        <source>No connection joins the islands: a player may start a network on another island, paying {fee} Elektro on top of the house.</source>
        <translation>Keine Strecke führt zwischen den Inseln: Ein Spieler darf auf einer anderen Insel ein Netz beginnen und zahlt dafür {fee} Elektro zusätzlich zum Haus.</translation>
    </message>
    <message>
        <source>The Step 3 card goes into the stack with {under} plants under it.</source>
        <translation>Die Karte „Stufe 3“ kommt so in den Stapel, dass {under} Kraftwerke unter ihr liegen.</translation>
    </message>
    <message>
        <source>With fewer cities in play than the end count, a player with a house in every city in play ends the game.</source>
        <translation>Sind weniger Städte im Spiel, als das Spielende verlangt, beendet ein Spieler mit einem Haus in jeder Stadt im Spiel die Partie.</translation>
    </message>
    <message>
        <source>Step 2 also begins when every city in play holds a house.</source>
        <translation>Stufe 2 beginnt auch, sobald in jeder Stadt im Spiel ein Haus steht.</translation>
    </message>
    <message>
        <source>When step 2 begins, the lowest plant leaves the game and no plant is drawn in its place: the future market holds one plant less.</source>
        <translation>Zu Beginn von Stufe 2 verlässt das kleinste Kraftwerk das Spiel, ohne dass ein neues nachgezogen wird: Der zukünftige Markt hat ein Kraftwerk weniger.</translation>
    </message>
    <message>
        <source>Burnt {resource} goes to a storage space that the refill empties first; the stored {resource} is always for sale at {price} Elektro each.</source>
        <translation>Verbrauchte Rohstoffe der Sorte {resource} kommen in ein Lager, aus dem die Nachlieferung zuerst nimmt; die gelagerten sind jederzeit für je {price} Elektro zu kaufen.</translation>
    </message>
    <message>
        <source>No player&apos;s first house may be in {cities}.</source>
        <translation>Kein Spieler darf sein erstes Haus in {cities} bauen.</translation>
    </message>
    <message>
        <source>Plants {plants} are out of the game; the next lowest plants fill the starting market.</source>
        <translation>Die Kraftwerke {plants} sind aus dem Spiel; die nächstkleineren Kraftwerke füllen den Startmarkt.</translation>
    </message>
    <message>
        <source>Plants {plants} are uranium mines: bought in the auction, they power no city and do not count toward the plant limit, but sell uranium.</source>
        <translation>Die Kraftwerke {plants} sind Uranminen: Sie werden versteigert, versorgen keine Stadt und zählen nicht zum Kraftwerkslimit, verkaufen aber Uran.</translation>
    </message>
    <message>
        <source>At the start of the bureaucracy, last player first, each owner of mines may sell their uranium: the dearest empty place of the uranium market ({prices} Elektro) for each city the mines could power, then one token per mine onto the market. Each refill takes tokens from its cheapest places.</source>
        <translation>Zu Beginn der Bürokratie darf jeder Besitzer von Minen, der letzte Spieler zuerst, sein Uran verkaufen: den Preis des teuersten leeren Feldes des Uranmarkts ({prices} Elektro) für jede Stadt, die seine Minen versorgen könnten; dann legt er pro Mine ein Uran auf den Markt. Jedes Auffüllen nimmt Uran von den billigsten Feldern.</translation>
    </message>
    <message>
        <source>CO2 tax: from step 3 on, every place of the resource tracks costs {rise} Elektro more.</source>
        <translation>CO2-Steuer: Ab Stufe 3 kostet jedes Feld der Rohstoffleisten {rise} Elektro mehr.</translation>
    </message>
    <message>
        <source>Any house may be connected for {price} Elektro instead of its path, to any city; the regions in play need not touch.</source>
        <translation>Jedes Haus darf statt über seinen Weg für {price} Elektro angeschlossen werden, in jeder Stadt; die Gebiete im Spiel müssen nicht aneinandergrenzen.</translation>
    </message>
    <message>
        <source>Some spaces take no house all game, drawn at set-up (a path may pass them): per set, by building cost, {tiers}; sets by player count: {sets}.</source>
        <translation>Einige Felder bleiben das ganze Spiel ohne Haus, beim Aufbau ausgelost (eine Strecke darf durch sie führen): je Satz, nach Baukosten, {tiers}; Sätze nach Spielerzahl: {sets}.</translation>
    </message>
    <message>
        <source>Each bureaucracy the {discard} highest plants of the future market go to a discard pile; when the stack runs out, the pile is shuffled as the new stack and the highest future plant goes under it each round; when it runs out again, every plant is for sale and the lowest leaves each round.</source>
        <translation>In jeder Bürokratie kommen die {discard} höchsten Kraftwerke des zukünftigen Marktes auf einen Ablagestapel; ist der Stapel aufgebraucht, wird der Ablagestapel gemischt und ist der neue Stapel, und jede Runde kommt das höchste zukünftige Kraftwerk unter ihn; ist er erneut aufgebraucht, sind alle Kraftwerke zu kaufen und jede Runde verlässt das kleinste das Spiel.</translation>
    </message>
    <message>
        <source>Whoever buys the discounted plant may buy another plant in the same auction phase.</source>
        <translation>Wer das vergünstigte Kraftwerk kauft, darf in derselben Versteigerungsphase ein weiteres Kraftwerk kaufen.</translation>
    </message>
    <message>
        <source>the plug and socket plant deck</source>
        <translation>der Kraftwerksstapel mit Stecker und Steckdose</translation>
    </message>
    <message>
        <source>the discounted plant</source>
        <translation>das verbilligte Kraftwerk</translation>
    </message>
    <message>
        <source>keeping small plants in the market</source>
        <translation>kleine Kraftwerke bleiben im Markt</translation>
    </message>
    <message>
        <source>Always in the starting market: {in_market}.</source>
        <translation>Immer im Startmarkt: {in_market}.</translation>
    </message>
    <message>
        <source>Out of the game: {out_of_game}.</source>
        <translation>Aus dem Spiel: {out_of_game}.</translation>
    </message>
    <message>
        <source>Never removed at set-up: {keep_fuel}.</source>
        <translation>Beim Aufbau nie entfernt: {keep_fuel}.</translation>
    </message>
    <message>
        <source>The starting market holds {market} plants up to {plug_max} instead, four for sale.</source>
        <translation>Der Startmarkt umfasst stattdessen {market} Kraftwerke bis {plug_max}, vier davon im Angebot.</translation>
    </message>
    <message>
        <source>The plant face down on top of the stack is one above {plug_max}.</source>
        <translation>Das verdeckte Kraftwerk oben auf dem Stapel ist eines über {plug_max}.</translation>
    </message>
    <message>
        <source>The North&apos;s market sells {north_prices} Elektro; at set-up it holds {north_start}.</source>
        <translation>Der Markt des Nordens verkauft {north_prices} Elektro; beim Aufbau liegen dort {north_start}.</translation>
    </message>
    <message>
        <source>Plant {top} lies face up on top of the stack.</source>
        <translation>Kraftwerk {top} liegt offen oben auf dem Stapel.</translation>
    </message>
    <message>
        <source>Under it lie plants {on_top}, shuffled with {on_top_with} more plants of the stack.</source>
        <translation>Darunter liegen die Kraftwerke {on_top}, gemischt mit {on_top_with} weiteren Kraftwerken des Stapels.</translation>
    </message>
    <message>
        <source>Plants removed unseen: {remove}.</source>
        <translation>Ungesehen entfernte Kraftwerke: {remove}.</translation>
    </message>
    <message>
        <source>Right under the top card, in this order: {below_top}.</source>
        <translation>Direkt unter der obersten Karte, in dieser Reihenfolge: {below_top}.</translation>
    </message>
    <message>
        <source>Also out of the game: {out_by_players}.</source>
        <translation>Außerdem aus dem Spiel: {out_by_players}.</translation>
    </message>
    <message>
        <source>The Step 3 card stays in the box: the game never reaches step 3.</source>
        <translation>Die Karte „Stufe 3“ bleibt in der Schachtel: das Spiel erreicht Stufe 3 nie.</translation>
    </message>
    <message>
        <source>Original rules</source>
        <translation>Originalregeln</translation>
    </message>
    <message>
        <source>Recharged rules</source>
        <translation>Regeln der Neuauflage</translation>
    </message>
    <message>
        <source>The first edition&apos;s rules, as the box describes them.</source>
        <translation>Die Regeln der ersten Ausgabe, wie die Schachtel sie beschreibt.</translation>
    </message>
    <message>
        <source>Today&apos;s edition: plug and socket plants, a discounted plant, 9 garbage.</source>
        <translation>Die heutige Ausgabe: Stecker- und Steckdosen-Kraftwerke, ein verbilligtes Kraftwerk, 9 Müll.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{n} players: {value}</source>
        <translation>{n} Spieler: {value}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>rows of a table</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>{resource} at {low}–{high}</source>
        <translation>{resource} zu {low}–{high}</translation>
    </message>
    <message>
        <source>step {step} up to {price} Elektro</source>
        <translation>Stufe {step} bis {price} Elektro</translation>
    </message>
    <message>
        <source>{number} ({amount} {fuel} → {cities})</source>
        <translation>{number} ({amount} {fuel} → {cities})</translation>
    </message>
    <message>
        <source>{number} (no fuel → {cities})</source>
        <translation>{number} (ohne Rohstoff → {cities})</translation>
    </message>
    <message>
        <source>{n} players {plug} up to {plug_max} and {socket} higher</source>
        <translation>{n} Spieler {plug} bis {plug_max} und {socket} höhere</translation>
    </message>
</context>
<context>
    <name>SeatMarks</name>
    <message>
        <source>this screen</source>
        <translation>dieser Bildschirm</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>AI covering</source>
        <translation>Computer vertritt</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>freier Platz</translation>
    </message>
    <message>
        <source>{name} plays at this screen.</source>
        <translation>{name} spielt an diesem Bildschirm.</translation>
    </message>
    <message>
        <source>{name} plays at another screen and is connected.</source>
        <translation>{name} spielt an einem anderen Bildschirm und ist verbunden.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped; the table waits for them to come back.</source>
        <translation>Die Leitung von {name} ist unterbrochen; der Tisch wartet, bis {name} zurück ist.</translation>
    </message>
    <message>
        <source>{name} is away; a computer plays the seat until they are back.</source>
        <translation>{name} ist weg; ein Computer spielt den Platz, bis {name} zurück ist.</translation>
    </message>
    <message>
        <source>A computer level plays {name}&apos;s seat.</source>
        <translation>Den Platz von {name} spielt eine Computerstufe.</translation>
    </message>
    <message>
        <source>Nobody has taken this seat yet; a computer plays it while the game runs.</source>
        <translation>Diesen Platz hat noch niemand genommen; während des Spiels spielt ihn ein Computer.</translation>
    </message>
    <message>
        <source>A computer plays for them in {time} if they are not back.</source>
        <translation>Ist niemand bis dahin zurück, spielt in {time} ein Computer.</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <source>(open)</source>
        <translation>(frei)</translation>
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
        <translation>Ordner für automatisches Speichern</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Computer players wait before each move:</source>
        <translation>Computerspieler warten vor jedem Zug:</translation>
    </message>
    <message>
        <source>Player colours:</source>
        <translation>Spielerfarben:</translation>
    </message>
    <message>
        <source>Autosave folder:</source>
        <translation>Ordner für automatisches Speichern:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>The language changes at once. Names of cities stay as printed on the board.</source>
        <translation>Die Sprache wechselt sofort. Städtenamen bleiben, wie sie auf dem Spielplan stehen.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no pause</source>
        <translation>keine Pause</translation>
    </message>
    <message>
        <source>Show the computer players&apos; moves</source>
        <translation>Züge der Computerspieler zeigen</translation>
    </message>
    <message>
        <source>Ask for confirmation before important moves</source>
        <translation>Vor wichtigen Zügen nachfragen</translation>
    </message>
    <message>
        <source>Show win chances</source>
        <translation>Gewinnchancen zeigen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&lt;h1&gt;Power Grid&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Funkenschlag&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>Build a network, buy plants and fuel, power the most cities.</source>
        <translation>Baue ein Netz, kaufe Kraftwerke und Rohstoffe, versorge die meisten Städte.</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>Neues Spiel…  (Strg+N)</translation>
    </message>
    <message>
        <source>Open a saved game…  (Ctrl+O)</source>
        <translation>Gespeichertes Spiel öffnen…  (Strg+O)</translation>
    </message>
    <message>
        <source>Host a table for friends…</source>
        <translation>Tisch für Freunde eröffnen…</translation>
    </message>
    <message>
        <source>Join a friend&apos;s table…</source>
        <translation>Am Tisch eines Freundes mitspielen…</translation>
    </message>
    <message>
        <source>Inspect a map…  (Ctrl+I)</source>
        <translation>Karte untersuchen…  (Strg+I)</translation>
    </message>
    <message>
        <source>The last game&apos;s autosave could not be read, so it cannot be continued. Start a new game or open another save.</source>
        <translation>Der automatisch gespeicherte Stand des letzten Spiels ist nicht lesbar und kann nicht fortgesetzt werden. Starte ein neues Spiel oder öffne einen anderen Spielstand.</translation>
    </message>
</context>
<context>
    <name>StepBanner</name>
    <message>
        <source>A city now takes {houses} houses ({prices} Elektro).</source>
        <translation>Eine Stadt hat jetzt Platz für {houses} Häuser ({prices} Elektro).</translation>
    </message>
    <message>
        <source>The cities open their places of step {step}: up to {houses} houses in a city (its prices are on the map).</source>
        <translation>Die Städte öffnen ihre Plätze der Stufe {step}: bis zu {houses} Häuser in einer Stadt (die Preise stehen auf der Karte).</translation>
    </message>
    <message>
        <source>Step {step} begins</source>
        <translation>Stufe {step} beginnt</translation>
    </message>
    <message>
        <source>All {n} plants of the market are for sale.</source>
        <translation>Alle {n} Kraftwerke des Marktes sind im Angebot.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Autosave is off</source>
        <translation>Automatisches Speichern ist aus</translation>
    </message>
    <message>
        <source>there is no home folder to keep it in (HOME is not set or not a folder)</source>
        <extracomment>Why a folder cannot hold the autosave (``DataFolder.code``), as the end of a sentence (English here and on the command line, translated in the window).</extracomment>
        <translation>es gibt keinen Benutzerordner, um ihn abzulegen (HOME ist nicht gesetzt oder kein Ordner)</translation>
    </message>
    <message>
        <source>the app&apos;s folder lies outside the home folder</source>
        <translation>der Ordner des Programms liegt außerhalb des Benutzerordners</translation>
    </message>
    <message>
        <source>the path names a file, not a folder</source>
        <translation>der Pfad nennt eine Datei, keinen Ordner</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>nothing can be written in the folder</source>
        <translation>in den Ordner kann nichts geschrieben werden</translation>
    </message>
    <message>
        <source>Games are not saved automatically in this session: {reason}. Save a game with Game ▸ Save to keep it.</source>
        <translation>In dieser Sitzung werden Spiele nicht automatisch gespeichert: {reason}. Speichere ein Spiel mit Spiel ▸ Speichern, um es zu behalten.</translation>
    </message>
    <message>
        <source>it is a link, which the game does not write through</source>
        <extracomment>Why one of the game&apos;s own files is not used (:func:`own_file_problem`), as the end of a sentence.</extracomment>
        <translation>sie ist ein Link, durch den das Spiel nicht schreibt</translation>
    </message>
    <message>
        <source>it is not a regular file but a folder, pipe, device or socket</source>
        <translation>sie ist keine gewöhnliche Datei, sondern ein Ordner, eine Pipe, ein Gerät oder ein Socket</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>sie ist größer als {limit} Bytes</translation>
    </message>
    <message>
        <source>the system cannot look at it ({detail})</source>
        <translation>das System kann sie nicht prüfen ({detail})</translation>
    </message>
    <message>
        <source>Settings are not kept in this session: {file}: {reason}. Remove or rename that file and the next session keeps them again.</source>
        <translation>In dieser Sitzung werden Einstellungen nicht behalten: {file}: {reason}. Entferne oder benenne diese Datei um, dann behält die nächste Sitzung sie wieder.</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Invite…</source>
        <translation>Einladen…</translation>
    </message>
    <message>
        <source>The address and the code to send to friends</source>
        <translation>Die Adresse und der Code für deine Freunde</translation>
    </message>
    <message>
        <source>Computer plays for {name} now</source>
        <translation>Computer spielt jetzt für {name}</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays the seat until they are back.</source>
        <translation>{name} ist weg: Ein Computer spielt den Platz, bis {name} zurück ist.</translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>The networked table, and the time a message takes to its server and back</source>
        <translation>Der Netzwerktisch, und die Zeit, die eine Nachricht bis zu seinem Server und zurück braucht</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>coal</source>
        <translation>Kohle</translation>
    </message>
    <message>
        <source>oil</source>
        <translation>Öl</translation>
    </message>
    <message>
        <source>garbage</source>
        <translation>Müll</translation>
    </message>
    <message>
        <source>uranium</source>
        <translation>Uran</translation>
    </message>
    <message>
        <source>coal plant</source>
        <translation>Kohlekraftwerk</translation>
    </message>
    <message>
        <source>oil plant</source>
        <translation>Ölkraftwerk</translation>
    </message>
    <message>
        <source>garbage plant</source>
        <translation>Müllkraftwerk</translation>
    </message>
    <message>
        <source>nuclear plant</source>
        <translation>Atomkraftwerk</translation>
    </message>
    <message>
        <source>hybrid plant (coal or oil)</source>
        <translation>Hybridkraftwerk (Kohle oder Öl)</translation>
    </message>
    <message>
        <source>eco plant (no fuel)</source>
        <translation>Ökokraftwerk (ohne Rohstoffe)</translation>
    </message>
    <message>
        <source>Player order</source>
        <translation>Spielerreihenfolge</translation>
    </message>
    <message>
        <source>Auction of power plants</source>
        <translation>Versteigerung der Kraftwerke</translation>
    </message>
    <message>
        <source>Buying resources</source>
        <translation>Rohstoffe kaufen</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>Bürokratie</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>{amount} Elektro</source>
        <translation>{amount} Elektro</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{count} {resource}</source>
        <translation>{count} {resource}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the Step 3 card</source>
        <translation>die Karte „Stufe 3“</translation>
    </message>
    <message>
        <source>plant {number}</source>
        <translation>Kraftwerk {number}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>ranking separator</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Kraftwerke</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Rohstoffe</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Bureaucracy</source>
        <translation>Bürokratie</translation>
    </message>
    <message>
        <source>Phase {n}: turn order — most cities first, the highest plant breaks ties</source>
        <translation>Phase {n}: Spielerreihenfolge — die meisten Städte zuerst, bei Gleichstand das höchste Kraftwerk</translation>
    </message>
    <message>
        <source>Phase {n}: auction of power plants, first player first</source>
        <translation>Phase {n}: Versteigerung der Kraftwerke, erster Spieler zuerst</translation>
    </message>
    <message>
        <source>Phase {n}: buying resources, last player first</source>
        <translation>Phase {n}: Rohstoffe kaufen, letzter Spieler zuerst</translation>
    </message>
    <message>
        <source>Phase {n}: building cities, last player first</source>
        <translation>Phase {n}: Städte bauen, letzter Spieler zuerst</translation>
    </message>
    <message>
        <source>Phase {n}: bureaucracy — power cities, earn income, refill</source>
        <translation>Phase {n}: Bürokratie — Städte versorgen, Einkommen, Nachschub</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Now: {name}</source>
        <translation>Jetzt: {name}</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Spielerreihenfolge</translation>
    </message>
    <message>
        <source>{pos}. {name}</source>
        <translation>{pos}. {name}</translation>
    </message>
    <message>
        <source> · Step 3 card drawn</source>
        <translation> · Karte „Stufe 3“ gezogen</translation>
    </message>
    <message>
        <source>Round {r} · Step {s}{step3} · {cards} cards</source>
        <translation>Runde {r} · Stufe {s}{step3} · {cards} Karten</translation>
    </message>
    <message>
        <source>Step {s}{step3} · {cards} cards</source>
        <translation>Stufe {s}{step3} · {cards} Karten</translation>
    </message>
    <message>
        <source>Step {s}</source>
        <translation>Stufe {s}</translation>
    </message>
    <message>
        <source>Round {r}, step {s}. No number of cities starts step 2 on this board (its rules in Help say what does); the draw stack holds {cards} cards. The game ends after a build phase in which someone reaches {end} cities.</source>
        <translation>Runde {r}, Stufe {s}. Auf diesem Spielplan beginnt Stufe 2 bei keiner Zahl von Städten (was sie beginnt, sagen seine Regeln in der Hilfe); der Stapel hat {cards} Karten. Das Spiel endet nach einer Bauphase, in der jemand {end} Städte erreicht.</translation>
    </message>
    <message>
        <source>Round {r}, step {s}. Step 2 starts when someone has {s2} cities; the Step 3 card lies under the draw stack, which holds {cards} cards. The game ends after a build phase in which someone reaches {end} cities.</source>
        <translation>Runde {r}, Stufe {s}. Stufe 2 beginnt, sobald jemand {s2} Städte hat; die Karte „Stufe 3“ liegt unter dem Stapel mit {cards} Karten. Das Spiel endet nach einer Bauphase, in der jemand {end} Städte erreicht.</translation>
    </message>
    <message>
        <source>{n} cities</source>
        <translation>{n} Städte</translation>
    </message>
    <message>
        <source>Step 2 begins when a player reaches {n} cities</source>
        <translation>Stufe 2 beginnt, wenn ein Spieler {n} Städte erreicht</translation>
    </message>
    <message>
        <source>The game ends after the build phase in which a player reaches {n} cities</source>
        <translation>Das Spiel endet nach der Bauphase, in der ein Spieler {n} Städte erreicht</translation>
    </message>
    <message>
        <source>{n} cities powered pay {pay} Elektro</source>
        <translation>{n} versorgte Städte bringen {pay} Elektro</translation>
    </message>
</context>
<context>
    <name>TracksDock</name>
    <message>
        <source>Round and tracks</source>
        <translation>Runde und Leisten</translation>
    </message>
</context>
<context>
    <name>UraniumSalePage</name>
    <message>
        <source>Sell uranium</source>
        <translation>Uran verkaufen</translation>
    </message>
    <message>
        <source>Keep it this round</source>
        <translation>Diese Runde behalten</translation>
    </message>
    <message>
        <source>Your mines ({mines}) could power {cities} cities. Selling now earns &lt;b&gt;{price}&lt;/b&gt; Elektro a city: &lt;b&gt;{income}&lt;/b&gt; Elektro. If nobody sold this round, a city would earn {later} Elektro next round.</source>
        <translation>Deine Minen ({mines}) könnten {cities} Städte versorgen. Ein Verkauf bringt jetzt &lt;b&gt;{price}&lt;/b&gt; Elektro je Stadt: &lt;b&gt;{income}&lt;/b&gt; Elektro. Verkauft diese Runde niemand, brächte eine Stadt nächste Runde {later} Elektro.</translation>
    </message>
    <message>
        <source>Enter: sell uranium</source>
        <translation>Enter: Uran verkaufen</translation>
    </message>
</context>
<context>
    <name>VariantOptions</name>
    <message>
        <source>not cities of {map}: {cities}</source>
        <translation>keine Städte von {map}: {cities}</translation>
    </message>
    <message>
        <source>{chosen} cities chosen, the game needs {need}</source>
        <translation>{chosen} Städte gewählt, das Spiel braucht {need}</translation>
    </message>
    <message>
        <source>the chosen cities are not connected: every city must be reachable from every other through chosen cities only</source>
        <translation>die gewählten Städte hängen nicht zusammen: jede Stadt muss von jeder anderen allein über gewählte Städte erreichbar sein</translation>
    </message>
    <message>
        <source>no cities chosen</source>
        <translation>keine Städte gewählt</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two problems</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Free city selection</source>
        <translation>Freie Städtewahl</translation>
    </message>
    <message>
        <source>Play on a connected set of cities instead of regions</source>
        <translation>Auf zusammenhängenden, frei gewählten Städten statt auf Gebieten spielen</translation>
    </message>
    <message>
        <source>Random connected set (from the seed)</source>
        <translation>Zufällige zusammenhängende Städte (aus der Spielnummer)</translation>
    </message>
    <message>
        <source>Fill at random</source>
        <translation>Zufällig füllen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Plant deck:</source>
        <translation>Kartensatz:</translation>
    </message>
    <message>
        <source>Deck file…</source>
        <translation>Kartensatz-Datei…</translation>
    </message>
    <message>
        <source>Inactive area</source>
        <translation>Inaktiver Bereich</translation>
    </message>
    <message>
        <source>The first plant of each number goes face up to the inactive area; a second plant of that number is played</source>
        <translation>Das erste Kraftwerk jeder Nummer kommt offen in den inaktiven Bereich; ein zweites Kraftwerk dieser Nummer kommt ins Spiel</translation>
    </message>
    <message>
        <source>Plant deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>Deck files (*.json)</source>
        <translation>Kartensatz-Dateien (*.json)</translation>
    </message>
    <message>
        <source>This deck cannot be used: %1</source>
        <translation>Dieser Kartensatz ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>%1 players: %2 cities in play, step 2 at %3 cities, the game ends at %4, %5 plants removed at setup</source>
        <translation>%1 Spieler: %2 Städte im Spiel, Stufe 2 ab %3 Städten, Spielende ab %4, %5 Kraftwerke beim Aufbau entfernt</translation>
    </message>
    <message>
        <source>%1 of %2 cities chosen · %3</source>
        <translation>%1 von %2 Städten gewählt · %3</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>zusammenhängend</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht zusammenhängend</translation>
    </message>
    <message>
        <source>Choose a deck file.</source>
        <translation>Wähle eine Kartensatz-Datei.</translation>
    </message>
    <message>
        <source>%1 plants.</source>
        <translation>%1 Kraftwerke.</translation>
    </message>
    <message>
        <source>An example deck: its extra cards are not printed cards.</source>
        <translation>Ein Beispiel-Kartensatz: seine zusätzlichen Karten sind keine gedruckten Karten.</translation>
    </message>
    <message>
        <source>The inactive area needs a deck where plants share numbers (for example the doubled example deck).</source>
        <translation>Der inaktive Bereich braucht einen Kartensatz, in dem sich Kraftwerke Nummern teilen (zum Beispiel den verdoppelten Beispiel-Kartensatz).</translation>
    </message>
    <message>
        <source>With the inactive area, this deck&apos;s starting pool puts %1 plants a player can pay into the market; round 1 of a game of %2 players needs one for each player.</source>
        <translation>Mit dem inaktiven Bereich bringt der Startvorrat dieses Kartensatzes %1 Kraftwerke, die ein Spieler bezahlen kann, auf den Markt; in Runde 1 eines Spiels mit %2 Spielern braucht jeder Spieler eines.</translation>
    </message>
    <message>
        <source>This deck&apos;s starting market holds %1 plants a player can pay; round 1 of a game of %2 players needs one for each player.</source>
        <translation>Der Startmarkt dieses Kartensatzes enthält %1 Kraftwerke, die ein Spieler bezahlen kann; in Runde 1 eines Spiels mit %2 Spielern braucht jeder Spieler eines.</translation>
    </message>
    <message>
        <source>Free city selection: %1</source>
        <translation>Freie Städtewahl: %1</translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; is deciding at another screen…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; entscheidet an einem anderen Bildschirm…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; is away; the table waits for them…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; ist weg; der Tisch wartet…</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; (computer) is thinking…</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; (Computer) überlegt…</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>a person as {normal}</source>
        <translation>ein Mensch als {normal}</translation>
    </message>
    <message>
        <source>{level} as {stand_in}</source>
        <translation>{level} als {stand_in}</translation>
    </message>
    <message>
        <source>{level} as stronger</source>
        <translation>{level} als stärker</translation>
    </message>
    <message>
        <source>{level} as weaker</source>
        <translation>{level} als schwächer</translation>
    </message>
    <message>
        <source>How the seats count: {phrases}.</source>
        <translation>So zählen die Plätze: {phrases}.</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win at the start of each round, estimated by a model learned from games between the computer levels. It reads the position and who plays each seat: a stronger level wins more of the games that start level, so its line starts higher before anyone has moved. A person&apos;s strength is not known; the model counts a person as AI normal in their place, so a person who plays better than AI normal has better chances than shown.</source>
        <translation>Die Gewinnchance jedes Spielers zu Beginn jeder Runde, geschätzt von einem Modell, das aus Partien zwischen den Computerstufen gelernt hat. Es liest die Lage und wer jeden Platz spielt: Eine stärkere Stufe gewinnt mehr der Partien, die ausgeglichen beginnen, darum beginnt ihre Linie höher, bevor jemand gezogen hat. Die Stärke eines Menschen ist nicht bekannt; das Modell zählt einen Menschen als Computer (normal) an seiner Stelle – wer besser spielt als Computer (normal), hat bessere Chancen als gezeigt.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Gewinnchancen</translation>
    </message>
</context>
</TS>
