<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
    <name>Events</name>
    <message>
        <source>no plant this round</source>
        <translation>kein Kraftwerk in dieser Runde</translation>
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
        <source>{plant} leaves the game ({reason}).</source>
        <translation>{plant} verlässt das Spiel ({reason}).</translation>
    </message>
    <message>
        <source>Plant {plant} goes under the draw stack.</source>
        <translation>Kraftwerk {plant} kommt unter den Nachziehstapel.</translation>
    </message>
    <message>
        <source>{player} buys {amount} {resource} for {cost}.</source>
        <translation>{player} kauft {amount} {resource} für {cost}.</translation>
    </message>
    <message>
        <source>{player} builds in {city} for {total} ({house} house, {connection} connection).</source>
        <translation>{player} baut in {city} für {total} ({house} Haus, {connection} Anschluss).</translation>
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
    <name>Help</name>
    <message>
        <source>development version</source>
        <translation>Entwicklungsversion</translation>
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
        <translation>Stufe 2 ab Städten</translation>
    </message>
    <message>
        <source>Game ends at cities</source>
        <translation>Spielende ab Städten</translation>
    </message>
    <message>
        <source>Plant limit</source>
        <translation>Kraftwerkslimit</translation>
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
        <translation>Ein Haus kostet in Stufe 1, 2 und 3 jeweils {step1}, {step2} oder {step3} Elektro, dazu die Anschlusskosten.</translation>
    </message>
    <message>
        <source>Every player starts with {amount} Elektro.</source>
        <translation>Jeder Spieler beginnt mit {amount} Elektro.</translation>
    </message>
    <message>
        <source>Refill table</source>
        <translation>Nachschub-Tabelle</translation>
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
        <translation>Ziel und Ablauf einer Runde</translation>
    </message>
    <message>
        <source>Steps 2 and 3, end of the game</source>
        <translation>Stufe 2 und 3, Spielende</translation>
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
    <name>Refusals</name>
    <message>
        <source>An auction is already running: bid or pass.</source>
        <translation>Es läuft schon eine Versteigerung: bieten oder passen.</translation>
    </message>
    <message>
        <source>The opening bid must be at least the plant&apos;s number, {plant}.</source>
        <translation>Das erste Gebot muss mindestens die Nummer des Kraftwerks sein, {plant}.</translation>
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
        <translation>Nicht deine ganze Kohle und dein ganzes Öl passen auf die verbleibenden Kraftwerke: wähle, was du behältst.</translation>
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
        <source>A player&apos;s view does not know the order of the draw stack.</source>
        <translation>Die Sicht eines Spielers kennt die Reihenfolge des Nachziehstapels nicht.</translation>
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
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
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
</TS>
