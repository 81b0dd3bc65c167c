"""A board's rule changes and rule sets as sentences in the current language.

The engine names each rule change by a stable id with its parameters and one English
sentence (:class:`powergrid.rules.RuleInfo`); it never imports Qt. Here each id has its
sentence marked for translation, with the parameters as ``{name}`` placeholders, and
is worded when shown. A change the app has no sentence for (added to the engine
later) shows the engine's English sentence: it is never left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...board import MapFile
from ...rules import RuleInfo, map_rules
from . import texts
from .tr_noop import QT_TRANSLATE_NOOP

__all__ = [
    "EDITION_NAMES",
    "EDITION_NOTES",
    "RULE_NAMES",
    "RULE_SENTENCES",
    "board_rules",
    "edition_name",
    "edition_note",
    "rule_sentence",
]

CONTEXT = "RuleChanges"

# Rule change id -> its sentence; ``{name}`` is a parameter of the change.
RULE_SENTENCES: dict[str, str] = {
    "buy_from_supply": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "When the market has no {resource} left, {resource} may be bought from the "
        "supply for {price} Elektro each.",
    ),
    "discount_plant": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "The lowest plant of the current market may be opened at {bid} Elektro; if nobody "
        "buys it in the auction phase, it leaves the game.",
    ),
    "keep_small_plants": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Plants are not removed from the market for being smaller than the largest network.",
    ),
    "plug_socket_deck": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Eight random plants up to {plug_max} make the starting market and one more goes "
        "face down on top of the stack; plants removed unseen: {removals}.",
    ),
    "stack_top_plant": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Plant {top} goes on top of the draw stack at set-up; out of the game: {out_of_game}.",
    ),
    "uranium_refill_stops": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Once plant {plant} has been bought, the market is refilled with no more uranium.",
    ),
    "city_resource_discount": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "A player with a house in {city} pays {discount} Elektro less for each {resource} "
        "token, never less than 1.",
    ),
    "ecological_plant_for_sale": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "In steps 1 and 2, an eco plant that is the lowest of the future market is for "
        "sale as well.",
    ),
    "leave_out_rules": QT_TRANSLATE_NOOP("RuleChanges", "Not played on this board: {ids}."),
    "lowest_plant_leaves_each_round": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "In steps {steps}, the bureaucracy also takes the lowest plant out of the game and "
        "draws a new one.",
    ),
    "nuclear_plants_need_region": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Only a player with a city in the regions {regions} may buy this kind of plant: {fuel}.",
    ),
    "ordered_plant_deck": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "The stack is not shuffled: plants up to {ordered_up_to} lie on top in ascending "
        "order, then plants up to {with_step3_up_to} shuffled with the Step 3 card, the "
        "higher plants at the bottom. The starting market holds one plant per player. "
        "Out of the game: {out_of_game}.",
    ),
    "planned_plant_market": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "In steps 1 and 2 every plant of the market is for sale, and plants are drawn "
        "only in the bureaucracy: at least as many as the player count gives ({added}) "
        "and more until the market holds one plant less than the players (two with two); "
        "then the smallest leave the game down to that. In step 3 the market holds "
        "{step3_size} plants.",
    ),
    "two_resource_markets": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "A second resource market, the North's, stands beside the board's; a player buys "
        "from one market a turn, and the North's is refilled first from the same supply.",
    ),
    "known_stack_top": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Plants {top} go face up on top of the draw stack at set-up, in this order.",
    ),
    "step2_plants_on_top": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Plants {plants} are out of the game until step 2 begins; then they go on top of "
        "the draw stack in this order.",
    ),
    # the fifth box (RULES 8.40-8.49)
    "small_plant_market": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "In steps 1 and 2 only the {current} lowest plants are for sale; in step 3 the "
        "market holds {step3} plants, all for sale.",
    ),
    "small_market_deal": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "The starting market holds {market_size} plants drawn from plants {market_from}, "
        "the rest of those (if any) shuffled on top of the stack; out of the game: "
        "{out_of_game}.",
    ),
    "lowest_plant_leaves_on_first_pass": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "When the first player of an auction phase passes, the lowest plant leaves the "
        "game and another is drawn; none leaves when nobody buys a plant.",
    ),
    "start_cities": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "A network starts in one of {cities}; once a game a player may start a second one "
        "there without paying a connection; in round 1 at most {round1_houses} houses, "
        "each in one of those cities.",
    ),
    "eco_plants_never_under_stack": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Eco plants never go under the draw stack: in steps 1 and 2 the bureaucracy puts "
        "the highest plant that burns a resource there instead.",
    ),
    "order_after_auction": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Plants are auctioned before the turn order is set: the auction follows last "
        "round's order, and the new order is set once it ends.",
    ),
    "plants_leave_when_none_sold": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "When nobody buys a plant in an auction phase, the {count} lowest plants leave the game.",
    ),
    "resource_without_limit": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "The {resource} refill is never short: what the supply cannot give moves the "
        "{resource} on the market to cheaper places, down to the cheapest price.",
    ),
    "fuel_plants_leave_step1": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "In step 1, plants of these kinds leave the plant market: {kinds}. Plants "
        "{out_of_game} leave the game, the others go under the stack; a plant is drawn in "
        "their place.",
    ),
    "step2_by_deck": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Step 2 begins when the Step 3 card is drawn the first time (it goes back under the "
        "shuffled stack) and the {discard} lowest plants then leave; in step 2 the "
        "bureaucracy puts the {under_stack} highest plants under the stack.",
    ),
    "outage_penalty": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "When more cities are built in a round than {per_player} per player, a power outage "
        "cuts every income by {penalty} Elektro for each city owned, never below 0.",
    ),
    "step_price_caps": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Only resource tokens up to a price are for sale: {caps}; every token in the other steps.",
    ),
    "power_most_cities": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "In the bureaucracy every player must power as many of his cities as his plants "
        "and fuel allow.",
    ),
    "one_token_at_a_time": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Resources are bought one token a turn, round and round, until every player has "
        "ended his buying.",
    ),
    "regional_plants": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Each region in play swaps its own plant cards in for the cards of the same "
        "numbers: {plants}.",
    ),
    "island_networks": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "No connection joins the islands: a player may start a network on another island, "
        "paying {fee} Elektro on top of the house.",
    ),
    "step3_card_depth": QT_TRANSLATE_NOOP(
        "RuleChanges", "The Step 3 card goes into the stack with {under} plants under it."
    ),
    "end_at_cities_in_play": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "With fewer cities in play than the end count, a player with a house in every "
        "city in play ends the game.",
    ),
    "step2_when_cities_full": QT_TRANSLATE_NOOP(
        "RuleChanges", "Step 2 also begins when every city in play holds a house."
    ),
    "step2_market_shrinks": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "When step 2 begins, the lowest plant leaves the game and no plant is drawn in "
        "its place: the future market holds one plant less.",
    ),
    "coal_storage": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Burnt {resource} goes to a storage space that the refill empties first; the "
        "stored {resource} is always for sale at {price} Elektro each.",
    ),
    "no_first_house": QT_TRANSLATE_NOOP(
        "RuleChanges", "No player's first house may be in {cities}."
    ),
    "plants_out_of_game": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Plants {plants} are out of the game; the next lowest plants fill the starting market.",
    ),
    "uranium_mines": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Plants {plants} are uranium mines: bought in the auction, they power no city and "
        "do not count toward the plant limit, but sell uranium.",
    ),
    "uranium_sale_market": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "At the start of the bureaucracy, last player first, each owner of mines may sell "
        "their uranium: the dearest empty place of the uranium market ({prices} Elektro) "
        "for each city the mines could power, then one token per mine onto the market. "
        "Each refill takes tokens from its cheapest places.",
    ),
    "step3_price_rise": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "CO2 tax: from step 3 on, every place of the resource tracks costs {rise} Elektro more.",
    ),
    "general_connection": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Any house may be connected for {price} Elektro instead of its path, to any city; "
        "the regions in play need not touch.",
    ),
    "blocked_spaces": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Some spaces take no house all game, drawn at set-up (a path may pass them): per "
        "set, by building cost, {tiers}; sets by player count: {sets}.",
    ),
    "depleting_plant_market": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Each bureaucracy the {discard} highest plants of the future market go to a discard "
        "pile; when the stack runs out, the pile is shuffled as the new stack and the highest "
        "future plant goes under it each round; when it runs out again, every plant is for "
        "sale and the lowest leaves each round.",
    ),
    "discount_buys_again": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Whoever buys the discounted plant may buy another plant in the same auction phase.",
    ),
}

# Short names of rule changes, for a board that leaves some out.
RULE_NAMES: dict[str, str] = {
    "plug_socket_deck": QT_TRANSLATE_NOOP("RuleChanges", "the plug and socket plant deck"),
    "discount_plant": QT_TRANSLATE_NOOP("RuleChanges", "the discounted plant"),
    "keep_small_plants": QT_TRANSLATE_NOOP("RuleChanges", "keeping small plants in the market"),
}

# Parameters a change may lack (an older engine or map file) with the value it means.
DEFAULTS: dict[str, dict[str, object]] = {"nuclear_plants_need_region": {"fuel": "uranium"}}

# (rule change id, parameter) -> a sentence added when that parameter is not empty.
EXTRA_SENTENCES: dict[tuple[str, str], str] = {
    ("plug_socket_deck", "in_market"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Always in the starting market: {in_market}."
    ),
    ("plug_socket_deck", "out_of_game"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Out of the game: {out_of_game}."
    ),
    ("plug_socket_deck", "keep_fuel"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Never removed at set-up: {keep_fuel}."
    ),
    ("plug_socket_deck", "market"): QT_TRANSLATE_NOOP(
        "RuleChanges",
        "The starting market holds {market} plants up to {plug_max} instead, four for sale.",
    ),
    ("plug_socket_deck", "socket_on_top"): QT_TRANSLATE_NOOP(
        "RuleChanges", "The plant face down on top of the stack is one above {plug_max}."
    ),
    ("two_resource_markets", "north_prices"): QT_TRANSLATE_NOOP(
        "RuleChanges",
        "The North's market sells {north_prices} Elektro; at set-up it holds {north_start}.",
    ),
    ("known_stack_top", "keep_fuel"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Never removed at set-up: {keep_fuel}."
    ),
    ("small_market_deal", "top"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Plant {top} lies face up on top of the stack."
    ),
    ("small_market_deal", "on_top"): QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Under it lie plants {on_top}, shuffled with {on_top_with} more plants of the stack.",
    ),
    ("small_market_deal", "remove"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Plants removed unseen: {remove}."
    ),
    ("plug_socket_deck", "below_top"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Right under the top card, in this order: {below_top}."
    ),
    ("plug_socket_deck", "out_by_players"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Also out of the game: {out_by_players}."
    ),
    ("plants_out_of_game", "out_by_players"): QT_TRANSLATE_NOOP(
        "RuleChanges", "Also out of the game: {out_by_players}."
    ),
    ("plug_socket_deck", "step3_boxed"): QT_TRANSLATE_NOOP(
        "RuleChanges", "The Step 3 card stays in the box: the game never reaches step 3."
    ),
}

# A rule set's name and what it is, in a line (RULES 7).
EDITION_NAMES: dict[str, str] = {
    "original": QT_TRANSLATE_NOOP("RuleChanges", "Original rules"),
    "recharged": QT_TRANSLATE_NOOP("RuleChanges", "Recharged rules"),
}
EDITION_NOTES: dict[str, str] = {
    "original": QT_TRANSLATE_NOOP(
        "RuleChanges", "The first edition's rules, as the box describes them."
    ),
    "recharged": QT_TRANSLATE_NOOP(
        "RuleChanges",
        "Today's edition: plug and socket plants, a discounted plant, 9 garbage.",
    ),
}


translate = QCoreApplication.translate


def _tr(source: str) -> str:
    return translate(CONTEXT, source)


def edition_name(edition: str) -> str:
    """A rule set's name in the current language (an unknown key as it is)."""
    source = EDITION_NAMES.get(edition)
    return _tr(source) if source is not None else edition


def edition_note(edition: str) -> str:
    """What a rule set is, one line in the current language ("" for an unknown key)."""
    source = EDITION_NOTES.get(edition)
    return _tr(source) if source is not None else ""


def _shown(value: object) -> str:
    """A parameter as a sentence shows it: a resource by its name, lists joined."""
    if isinstance(value, str):
        return texts.resource_name(value) if value in texts.RESOURCE_NAMES else value
    if isinstance(value, list | tuple):
        return texts.join([_shown(v) for v in value]) if value else translate("RuleChanges", "none")
    if isinstance(value, Mapping):
        return texts.join([f"{k}: {_shown(v)}" for k, v in value.items()]) or translate(
            "RuleChanges", "none"
        )
    return str(value)


def _by_players(table: Mapping[str, Any]) -> str:
    """A value by player count, compactly: counts with the same value share a row
    ("2, 3 players: 1; 4, 5 players: 2; 6 players: 3")."""
    rows: dict[str, list[str]] = {}
    for n in sorted(table, key=lambda k: int(k) if str(k).isdigit() else 99):
        rows.setdefault(_shown(table[n]), []).append(str(n))
    parts = [
        translate("RuleChanges", "{n} players: {value}").format(n=texts.join(counts), value=v)
        for v, counts in rows.items()
    ]
    return _rows(parts) if parts else translate("RuleChanges", "none")


def _rows(parts: Sequence[str]) -> str:
    """Rows of a table in a sentence, separated the language's way."""
    return translate("RuleChanges", "; ", "rows of a table").join(parts)


def _tracks(tracks: Mapping[str, Sequence[int]]) -> str:
    """A market's price tracks as each resource's price range (an empty track left out)."""
    return texts.join(
        [
            translate("RuleChanges", "{resource} at {low}–{high}").format(
                resource=texts.resource_name(r), low=min(t), high=max(t)
            )
            for r, t in tracks.items()
            if t
        ]
    )


def _rule_names(ids: Sequence[str]) -> str:
    """Rule changes by their short names (an unknown id as it is)."""
    return texts.join([_tr(RULE_NAMES[i]) if i in RULE_NAMES else i for i in ids])


def _kinds(value: object) -> str:
    """One kind of plant or several, by their names."""
    kinds = [value] if isinstance(value, str) else list(value)  # type: ignore[call-overload]
    return texts.join([texts.plant_kind(k) for k in kinds])


def _regional_cards(cards: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    """Plant cards by region (RULES 8.80): "red: 7 (no fuel → 1), 46 (no fuel → 6); …"."""
    rows = []
    for region, printed in cards.items():
        shown = []
        for card in printed:
            fuel = "/".join(texts.resource_name(f) for f in card.get("fuel", ()))
            if fuel:
                text = translate("RuleChanges", "{number} ({amount} {fuel} → {cities})")
            else:
                text = translate("RuleChanges", "{number} (no fuel → {cities})")
            shown.append(
                text.format(
                    number=card.get("number"),
                    amount=card.get("amount"),
                    fuel=fuel,
                    cities=card.get("cities"),
                )
            )
        rows.append(f"{texts.region_name(region)}: {texts.join(shown)}")
    return _rows(rows) if rows else translate("RuleChanges", "none")


# Parameters worded their own way: tables by player count, regions, kinds of plant.
PARAM_WORDS: dict[str, Callable[[Any], str]] = {
    "out_of_game": lambda v: _by_players(v) if isinstance(v, Mapping) else _shown(v),
    "added": lambda v: _by_players(v) if isinstance(v, Mapping) else _shown(v),
    "out_by_players": lambda v: _by_players(v) if isinstance(v, Mapping) else _shown(v),
    "regions": lambda v: texts.region_names(list(v)),
    "fuel": _kinds,
    "keep_fuel": _kinds,
    "ids": _rule_names,
    "north_prices": _tracks,
    "north_start": lambda v: texts.resource_amounts(list(v)),
    "remove": lambda v: _by_players(v) if isinstance(v, Mapping) else _shown(v),
    "kinds": _kinds,
    "caps": lambda v: _price_caps(v),
    "plants": lambda v: _regional_cards(v) if isinstance(v, Mapping) else _shown(v),
}


def _price_caps(caps: Mapping[Any, int]) -> str:
    """The highest price for sale by step (RULES 8.71): "step 1 up to 3 Elektro; …"."""
    return _rows(
        [
            translate("RuleChanges", "step {step} up to {price} Elektro").format(step=k, price=v)
            for k, v in sorted(caps.items(), key=lambda kv: int(kv[0]))
        ]
    )


def _removals(params: Mapping[str, Any]) -> str:
    """The plug and socket plants removed by player count (RULES 7.1)."""
    plug, socket = params.get("remove_plug", {}), params.get("remove_socket", {})
    counts = sorted(set(plug) | set(socket), key=int)
    rows = [
        translate("RuleChanges", "{n} players {plug} up to {plug_max} and {socket} higher").format(
            n=n, plug=plug.get(n, 0), plug_max=params.get("plug_max", ""), socket=socket.get(n, 0)
        )
        for n in counts
    ]
    return _rows(rows) if rows else translate("RuleChanges", "none")


# Values a sentence shows that are made from several parameters.
DERIVED: dict[str, Callable[[Mapping[str, Any]], str]] = {"removals": _removals}


PLAYER_COUNTS = frozenset({"2", "3", "4", "5", "6"})


def _for_players(params: Mapping[str, Any], players: int | None) -> dict[str, Any]:
    """The parameters with every table by player count narrowed to ``players``' row
    (all rows when None or when the table has no row for it)."""
    narrowed = dict(params)
    for key, value in params.items():
        if (
            players is not None
            and isinstance(value, Mapping)
            and value
            and set(map(str, value)) <= PLAYER_COUNTS
            and str(players) in value
        ):
            narrowed[key] = {str(players): value[str(players)]}
    return narrowed


def rule_sentence(info: RuleInfo, players: int | None = None) -> str:
    """The rule change as a sentence in the current language; the engine's English
    sentence for a change the app has no sentence for. With ``players`` a table by
    player count shows that count's row alone."""
    source = RULE_SENTENCES.get(info.id)
    if source is None:
        return info.text
    params = _for_players({**DEFAULTS.get(info.id, {}), **info.params}, players)
    values = {key: PARAM_WORDS.get(key, _shown)(value) for key, value in params.items()}
    values.update({key: make(params) for key, make in DERIVED.items()})
    try:
        text = _tr(source).format(**values)
    except (KeyError, IndexError):  # the engine renamed a parameter: its own words
        return info.text
    for (change, param), extra in EXTRA_SENTENCES.items():
        if change == info.id and params.get(param):
            text += " " + _tr(extra).format(**values)
    return text


def board_rules(mapfile: MapFile | None, edition: str) -> tuple[RuleInfo, ...]:
    """The rule changes the board itself brings under ``edition`` (those of the rule
    set it plays as the rule set has them are left out: the rule set's line says
    them); raises ValueError naming a broken entry."""
    own = set(_keys(map_rules(None, edition)))
    return tuple(r for r in map_rules(mapfile, edition) if _key(r) not in own)


def _key(info: RuleInfo) -> tuple[str, str]:
    return info.id, repr(sorted(info.params.items()))


def _keys(infos: Sequence[RuleInfo]) -> list[tuple[str, str]]:
    return [_key(r) for r in infos]
