"""The engine's events, decisions and refusals as sentences in the current language.

The engine stays language-free: an event is a kind (its class) with fields, a refusal
a stable code with parameters and an English sentence. This module turns them into
text with ``QCoreApplication.translate`` at the moment they are shown, so the log of a
game saved in one language reads in the language chosen now.

Source strings use ``{named}`` placeholders filled by ``str.format``; a test checks that
every translation keeps exactly the placeholders of its source. Player names and city
names are inserted as they are (city names stay as printed on the board).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .rulebook import Decision
from .tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...board import MapFile
    from ...rules import events as ev

translate = QCoreApplication.translate

STEP3_CARD = 1000

# ----- game terms ------------------------------------------------------------------------

RESOURCE_NAMES = {
    "coal": QT_TRANSLATE_NOOP("Terms", "coal"),
    "oil": QT_TRANSLATE_NOOP("Terms", "oil"),
    "garbage": QT_TRANSLATE_NOOP("Terms", "garbage"),
    "uranium": QT_TRANSLATE_NOOP("Terms", "uranium"),
}
_RESOURCE_ORDER = ("coal", "oil", "garbage", "uranium")

PLANT_KINDS = {
    "coal": QT_TRANSLATE_NOOP("Terms", "coal plant"),
    "oil": QT_TRANSLATE_NOOP("Terms", "oil plant"),
    "garbage": QT_TRANSLATE_NOOP("Terms", "garbage plant"),
    "uranium": QT_TRANSLATE_NOOP("Terms", "nuclear plant"),
    "hybrid": QT_TRANSLATE_NOOP("Terms", "hybrid plant (coal or oil)"),
    "eco": QT_TRANSLATE_NOOP("Terms", "eco plant (no fuel)"),
}

PHASE_TITLES = {
    "order": QT_TRANSLATE_NOOP("Terms", "Player order"),
    "auction": QT_TRANSLATE_NOOP("Terms", "Auction of power plants"),
    "resources": QT_TRANSLATE_NOOP("Terms", "Buying resources"),
    "build": QT_TRANSLATE_NOOP("Terms", "Building"),
    "bureaucracy": QT_TRANSLATE_NOOP("Terms", "Bureaucracy"),
    "over": QT_TRANSLATE_NOOP("Terms", "Game over"),
}

# The regions of the built-in maps are named by their colour on the board. A map file
# may name its regions anything: an unknown name is shown as the file writes it.
MAP_NAMES = {
    "usa": QT_TRANSLATE_NOOP("Maps", "USA"),
    "germany": QT_TRANSLATE_NOOP("Maps", "Germany"),
}


def map_title(name: str) -> str:
    """A built-in map's name in the current language (the names its file gives, else the
    marked English name); a map file's own name as it is."""
    if name in _builtin_keys():
        return mapfile_title(_builtin_map(name))
    source = MAP_NAMES.get(name)
    return translate("Maps", source) if source is not None else name


def mapfile_title(mapfile: MapFile) -> str:
    """A map's name in the current language, as its file gives it (its own name when
    the file gives none in that language)."""
    from .i18n import current_language

    return str(mapfile.display_name(current_language()))


@cache
def _builtin_keys() -> tuple[str, ...]:
    from ...board import builtin_maps

    return tuple(builtin_maps())


@cache
def _builtin_map(key: str) -> MapFile:
    from ...board import load_map

    return load_map(key)


def map_key(mapfile: MapFile) -> str:
    """A built-in map's key ("usa") when ``mapfile`` is that built-in map, else the name
    its file gives: what :func:`map_title` turns into the name shown."""
    key = mapfile.name.lower()
    return key if key in _builtin_keys() and _builtin_map(key) == mapfile else mapfile.name


def board_map_title(mapfile: MapFile) -> str:
    """The name of a game's map in the current language: a built-in map's translated
    name when the map is that built-in map ("USA" is 美国 in Chinese, "Germany" is
    Deutschland in German), else the name its file gives in that language or as
    written."""
    return mapfile_title(mapfile)


# The decks the game ships, by file name: a deck file names itself in English, and its
# name is shown as the file writes it unless it is one of these.
DECK_NAMES = {
    "original": QT_TRANSLATE_NOOP("Decks", "Original game"),
    "plus-example": QT_TRANSLATE_NOOP("Decks", "Original game + extra plants (example)"),
    "doubled-example": QT_TRANSLATE_NOOP(
        "Decks", "Original game twice (example for the inactive area)"
    ),
}


def deck_title(name: str, written: str) -> str:
    """A shipped deck's name in the current language; another deck's ``written`` name."""
    source = DECK_NAMES.get(name)
    return translate("Decks", source) if source is not None else written


REGION_NAMES = {
    "green": QT_TRANSLATE_NOOP("Regions", "green"),
    "brown": QT_TRANSLATE_NOOP("Regions", "brown"),
    "yellow": QT_TRANSLATE_NOOP("Regions", "yellow"),
    "red": QT_TRANSLATE_NOOP("Regions", "red"),
    "cyan": QT_TRANSLATE_NOOP("Regions", "cyan"),
    "purple": QT_TRANSLATE_NOOP("Regions", "purple"),
    "blue": QT_TRANSLATE_NOOP("Regions", "blue"),
    "orange": QT_TRANSLATE_NOOP("Regions", "orange"),
    "pink": QT_TRANSLATE_NOOP("Regions", "pink"),
    "grey": QT_TRANSLATE_NOOP("Regions", "grey"),
    "black": QT_TRANSLATE_NOOP("Regions", "black"),
    "white": QT_TRANSLATE_NOOP("Regions", "white"),
}


def region_name(region: str, mapfile: MapFile | None = None) -> str:
    """A map region's name in the current language: the name ``mapfile`` gives it in
    that language, else a colour's translated name, else the name as written."""
    if mapfile is not None:
        from .i18n import current_language

        for r in mapfile.regions:
            if r.name == region and r.names is not None:
                given = r.names.get(current_language())
                if given:
                    return str(given)
    source = REGION_NAMES.get(region)
    return translate("Regions", source) if source is not None else region


def region_names(regions: Sequence[str], mapfile: MapFile | None = None) -> str:
    """Several regions, translated and joined the language's way."""
    return join([region_name(r, mapfile) for r in regions])


def city_in_region(city: str, region: str) -> str:
    """A city with its region, for tool tips on maps."""
    return translate("Regions", "{city} (region {region})").format(
        city=city, region=region_name(region)
    )


def resource_name(resource: str | int) -> str:
    """A resource by name or by its index in the engine's order."""
    if isinstance(resource, int):
        if not 0 <= resource < len(_RESOURCE_ORDER):
            return str(resource)
        resource = _RESOURCE_ORDER[resource]
    key = str(resource)
    return translate("Terms", RESOURCE_NAMES[key]) if key in RESOURCE_NAMES else str(key)


def plant_kind(kind: str) -> str:
    return translate("Terms", PLANT_KINDS[kind]) if kind in PLANT_KINDS else kind


def phase_title(phase: str) -> str:
    return translate("Terms", PHASE_TITLES[phase]) if phase in PHASE_TITLES else phase


def money(amount: int) -> str:
    """An amount of the game's money, Elektro."""
    return translate("Terms", "{amount} Elektro").format(amount=amount)


def join(parts: Sequence[str]) -> str:
    """A list in the language's way: commas in English and German, 、 in Chinese."""
    return translate("Terms", ", ", "list separator").join(parts)


def resource_amounts(amounts: Sequence[int]) -> str:
    """``(3, 0, 1, 0)`` as "3 coal, 1 garbage"; "nothing" when all are zero."""
    parts = [
        translate("Terms", "{count} {resource}").format(count=n, resource=resource_name(i))
        for i, n in enumerate(amounts)
        if n
    ]
    return join(parts) if parts else translate("Terms", "nothing")


def plant_name(number: int) -> str:
    if number == STEP3_CARD:
        return translate("Terms", "the Step 3 card")
    return translate("Terms", "plant {number}").format(number=printed(number))


def printed(card: int) -> str:
    """A plant as its card is printed: the number, or "46+" for the second 46 of a deck
    with ordered equal numbers (RULES 6)."""
    from ...rules import PLANTS

    plant = PLANTS.get(card)
    return str(card) if plant is None else plant.name


# ----- events ----------------------------------------------------------------------------


def _seat(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def _order(names: Sequence[str], order: Sequence[int]) -> str:
    return join([_seat(names, s) for s in order])


_PASS_REASONS = {
    "no plant this round": QT_TRANSLATE_NOOP("Events", "no plant this round"),
    "may not buy this plant": QT_TRANSLATE_NOOP("Events", "may not buy this plant"),
}
_REMOVAL_REASONS = {
    "too small for the largest network": QT_TRANSLATE_NOOP(
        "Events", "too small for the largest network"
    ),
    "no plant was sold this round": QT_TRANSLATE_NOOP("Events", "no plant was sold this round"),
    "Step 3 begins": QT_TRANSLATE_NOOP("Events", "Step 3 begins"),
    "Step 2 begins": QT_TRANSLATE_NOOP("Events", "Step 2 begins"),
    "bureaucracy in step 3": QT_TRANSLATE_NOOP("Events", "bureaucracy in step 3"),
    "the lowest plant once the stack has run out twice": QT_TRANSLATE_NOOP(
        "Events", "the lowest plant once the stack has run out twice"
    ),
    "the lowest plant leaves the market every round": QT_TRANSLATE_NOOP(
        "Events", "the lowest plant leaves the market every round"
    ),
}


def _pass_reason(what: str) -> str:
    if what in _PASS_REASONS:
        return translate("Events", _PASS_REASONS[what])
    if m := re.fullmatch(r"plant (\d+)", what):
        return plant_name(int(m[1]))
    if m := re.fullmatch(r"cannot outbid (\d+)", what):
        return translate("Events", "cannot outbid {bid}").format(bid=int(m[1]))
    return what


def _removal_reason(reason: str) -> str:
    return translate("Events", _REMOVAL_REASONS[reason]) if reason in _REMOVAL_REASONS else reason


def _round_started(e: ev.RoundStarted, names: Sequence[str]) -> str:
    return translate("Events", "Round {round} begins. Player order: {order}.").format(
        round=e.round, order=_order(names, e.order)
    )


def _phase_started(e: ev.PhaseStarted, names: Sequence[str]) -> str:
    return translate("Events", "Phase: {phase}.").format(phase=phase_title(e.phase))


def _order_changed(e: ev.TurnOrderChanged, names: Sequence[str]) -> str:
    return translate("Events", "New player order: {order}.").format(order=_order(names, e.order))


def _auction_opened(e: ev.AuctionOpened, names: Sequence[str]) -> str:
    return translate("Events", "{player} puts plant {plant} up for auction at {bid}.").format(
        player=_seat(names, e.player), plant=printed(e.plant), bid=money(e.bid)
    )


def _bid_placed(e: ev.BidPlaced, names: Sequence[str]) -> str:
    return translate("Events", "{player} bids {amount}.").format(
        player=_seat(names, e.player), amount=money(e.amount)
    )


def _passed(e: ev.Passed, names: Sequence[str]) -> str:
    return translate("Events", "{player} passes ({reason}).").format(
        player=_seat(names, e.player), reason=_pass_reason(e.what)
    )


def _plant_bought(e: ev.PlantBought, names: Sequence[str]) -> str:
    return translate("Events", "{player} buys plant {plant} for {price}.").format(
        player=_seat(names, e.player), plant=printed(e.plant), price=money(e.price)
    )


def _plant_discarded(e: ev.PlantDiscarded, names: Sequence[str]) -> str:
    if any(e.returned):
        return translate(
            "Events", "{player} discards plant {plant}; {resources} go back to the supply."
        ).format(
            player=_seat(names, e.player),
            plant=printed(e.plant),
            resources=resource_amounts(e.returned),
        )
    return translate("Events", "{player} discards plant {plant}.").format(
        player=_seat(names, e.player), plant=printed(e.plant)
    )


def _plant_drawn(e: ev.PlantDrawn, names: Sequence[str]) -> str:
    if e.plant == STEP3_CARD:
        return translate("Events", "The Step 3 card is drawn.")
    return translate("Events", "Plant {plant} is drawn.").format(plant=printed(e.plant))


def _plant_removed(e: ev.PlantRemoved, names: Sequence[str]) -> str:
    reason = _removal_reason(e.reason)
    if e.plant == STEP3_CARD:
        return translate("Events", "The Step 3 card leaves the game ({reason}).").format(
            reason=reason
        )
    return translate("Events", "Plant {plant} leaves the game ({reason}).").format(
        plant=printed(e.plant), reason=reason
    )


def _plant_inactive(e: ev.PlantInactive, names: Sequence[str]) -> str:
    return translate("Events", "Plant {plant} goes to the inactive area.").format(
        plant=printed(e.plant)
    )


def _plant_under_stack(e: ev.PlantUnderStack, names: Sequence[str]) -> str:
    return translate("Events", "Plant {plant} goes under the draw stack.").format(
        plant=printed(e.plant)
    )


def _plant_set_aside(e: ev.PlantSetAside, names: Sequence[str]) -> str:
    return translate("Events", "Plant {plant} goes to the discard pile.").format(
        plant=printed(e.plant)
    )


def _piles_shuffled(e: ev.PilesShuffled, names: Sequence[str]) -> str:
    return translate(
        "Events", "The stack has run out: the discard pile ({n} plants) is the new stack."
    ).format(n=e.cards)


def _market_opened(e: ev.MarketOpened, names: Sequence[str]) -> str:
    return translate(
        "Events", "The stack has run out again: every plant of the market is for sale."
    )


def _resources_bought(e: ev.ResourcesBought, names: Sequence[str]) -> str:
    return translate("Events", "{player} buys {amount} {resource} for {cost}.").format(
        player=_seat(names, e.player),
        amount=e.amount,
        resource=resource_name(e.resource),
        cost=money(e.cost),
    )


def _city_built(e: ev.CityBuilt, names: Sequence[str]) -> str:
    player = _seat(names, e.player)
    total = money(e.house + e.connection)
    if e.connection:
        return translate(
            "Events",
            "{player} builds in {city} for {total} ({house} house, {connection} connection).",
        ).format(player=player, city=e.city, total=total, house=e.house, connection=e.connection)
    return translate("Events", "{player} builds in {city} for {total}.").format(
        player=player, city=e.city, total=total
    )


def _turn_ended(e: ev.TurnEnded, names: Sequence[str]) -> str:
    return translate("Events", "{player} ends the turn ({phase}).").format(
        player=_seat(names, e.player), phase=phase_title(e.phase)
    )


def _market_chosen(e: ev.MarketChosen, names: Sequence[str]) -> str:
    if e.market == "north":
        text = translate("Events", "{player} buys from the North market this turn.")
    else:
        text = translate("Events", "{player} buys from the South market this turn.")
    return text.format(player=_seat(names, e.player))


def _uranium_sale(e: ev.UraniumSale, names: Sequence[str]) -> str:
    if not e.sold:
        return translate("Events", "{player} keeps the uranium of the mines.").format(
            player=_seat(names, e.player)
        )
    return translate(
        "Events", "{player} sells uranium at {price} a city and earns {income}."
    ).format(player=_seat(names, e.player), price=money(e.price), income=money(e.income))


def _power_outage(e: ev.PowerOutage, names: Sequence[str]) -> str:
    cuts = join(
        [
            translate("Events", "{player} −{cut}").format(player=_seat(names, s), cut=money(cut))
            for s, cut in enumerate(e.cuts)
            if cut  # a player without a city loses nothing
        ]
    )
    return translate(
        "Events",
        "Power outage in round {round}: {built} cities built, more than {most}. Every income "
        "falls by {penalty} a city owned, never below 0: {cuts}.",
    ).format(round=e.round, built=e.built, most=e.most, penalty=money(e.penalty), cuts=cuts)


def _plants_run(e: ev.PlantsRun, names: Sequence[str]) -> str:
    one, burnt = e.powered == 1, any(e.burnt)
    if one and burnt:
        text = translate("Events", "{player} powers 1 city and earns {income}. Burnt: {resources}.")
    elif burnt:
        text = translate(
            "Events", "{player} powers {count} cities and earns {income}. Burnt: {resources}."
        )
    elif one:
        text = translate("Events", "{player} powers 1 city and earns {income}.")
    else:
        text = translate("Events", "{player} powers {count} cities and earns {income}.")
    return text.format(
        player=_seat(names, e.player),
        count=e.powered,
        income=money(e.income),
        resources=resource_amounts(e.burnt),
    )


def _market_refilled(e: ev.MarketRefilled, names: Sequence[str]) -> str:
    return translate("Events", "The resource market is refilled: {resources}.").format(
        resources=resource_amounts(e.added)
    )


def _step_started(e: ev.StepStarted, names: Sequence[str]) -> str:
    return translate("Events", "Step {step} begins.").format(step=e.step)


def _game_ended(e: ev.GameEnded, names: Sequence[str]) -> str:
    places = [
        translate("Events", "{place}. {player} ({count} powered)").format(
            place=i + 1, player=_seat(names, s), count=e.powered[s] if s < len(e.powered) else 0
        )
        for i, s in enumerate(e.ranking)
    ]
    return translate("Events", "Game over. {ranking}").format(
        ranking=translate("Terms", "; ", "ranking separator").join(places)
    )


# One renderer per event class of ``powergrid.rules.events`` (a test checks the set); each
# takes its own class, which the key names (so the table's callables take any event).
EVENT_RENDERERS: dict[str, Callable[..., str]] = {
    "RoundStarted": _round_started,
    "PhaseStarted": _phase_started,
    "TurnOrderChanged": _order_changed,
    "AuctionOpened": _auction_opened,
    "BidPlaced": _bid_placed,
    "Passed": _passed,
    "PlantBought": _plant_bought,
    "PlantDiscarded": _plant_discarded,
    "PlantDrawn": _plant_drawn,
    "PlantRemoved": _plant_removed,
    "PlantInactive": _plant_inactive,
    "PlantUnderStack": _plant_under_stack,
    "PlantSetAside": _plant_set_aside,
    "PilesShuffled": _piles_shuffled,
    "MarketOpened": _market_opened,
    "ResourcesBought": _resources_bought,
    "CityBuilt": _city_built,
    "TurnEnded": _turn_ended,
    "MarketChosen": _market_chosen,
    "UraniumSale": _uranium_sale,
    "PowerOutage": _power_outage,
    "PlantsRun": _plants_run,
    "MarketRefilled": _market_refilled,
    "StepStarted": _step_started,
    "GameEnded": _game_ended,
}


def event_text(event: ev.Event, names: Sequence[str]) -> str:
    """The event as a sentence in the current language (English for an unknown kind)."""
    render = EVENT_RENDERERS.get(type(event).__name__)
    if render is None:
        return event.text(list(names))
    return render(event, names)


# ----- decisions -------------------------------------------------------------------------


def decision_text(decision: Decision) -> str:
    """What the current player is deciding, as a short line for the status bar."""
    kind = decision.kind
    if kind == "choose":
        if decision.can_pass:
            return translate("Decisions", "choose a power plant to auction, or pass")
        return translate("Decisions", "choose a power plant to auction")
    if kind == "bid":
        return translate("Decisions", "bid on plant {plant} (highest bid {bid}) or pass").format(
            plant=decision.plant, bid=money(decision.bid)
        )
    if kind == "discard":
        return translate("Decisions", "discard a power plant (one above the limit)")
    if kind == "buy":
        return translate("Decisions", "buy resources, then end the turn")
    if kind == "build":
        return translate("Decisions", "build in cities, then end the turn")
    if kind == "run":
        return translate("Decisions", "choose which power plants run")
    if kind == "sell_uranium":
        return translate("Decisions", "sell the mines' uranium or keep it")
    if kind == "over":
        return translate("Decisions", "the game is over")
    raise ValueError(f"unknown decision kind {kind!r}")


def status_text(decision: Decision | None, name: str = "", human: bool = True) -> str:
    """The status line: round, step, who decides and what (None: no game running)."""
    if decision is None:
        return translate("Decisions", "No game is running. Start a new game or load one.")
    if decision.kind == "over":
        return translate("Decisions", "The game is over.")
    who = name if human else translate("Decisions", "{player} (computer)").format(player=name)
    return translate("Decisions", "Round {round}, step {step} · {player}: {decision}").format(
        round=decision.round, step=decision.step, player=who, decision=decision_text(decision)
    )


# ----- refusals --------------------------------------------------------------------------

# Sentences for the engine's stable refusal codes (``IllegalActionError.code``), each
# naming only parameters the engine gives with that code. "illegal" (any other refusal)
# has no sentence on purpose: its English reason is shown.
REFUSALS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
    "wrong_phase": QT_TRANSLATE_NOOP("Refusals", "That move does not belong to this phase."),
    "auction_running": QT_TRANSLATE_NOOP("Refusals", "An auction is already running: bid or pass."),
    "not_for_sale": QT_TRANSLATE_NOOP(
        "Refusals", "Plant {plant} is not in the current market (for sale: {offered})."
    ),
    "plant_not_allowed": QT_TRANSLATE_NOOP(
        "Refusals", "On this board you may not buy plant {plant}."
    ),
    "opening_bid_too_low": QT_TRANSLATE_NOOP(
        "Refusals", "The opening bid must be at least the plant's number, {plant}."
    ),
    "bid_above_money": QT_TRANSLATE_NOOP(
        "Refusals", "A bid of {amount} is more than your {money} Elektro."
    ),
    "no_auction": QT_TRANSLATE_NOOP("Refusals", "No auction is running: choose a plant first."),
    "bid_too_low": QT_TRANSLATE_NOOP(
        "Refusals", "A bid must be higher than the highest bid, {highest}."
    ),
    "must_discard": QT_TRANSLATE_NOOP("Refusals", "You must discard a plant first."),
    "must_buy_round1": QT_TRANSLATE_NOOP(
        "Refusals", "In round 1 every player must buy a plant: passing is not allowed."
    ),
    "no_discard_needed": QT_TRANSLATE_NOOP("Refusals", "No plant needs to be discarded now."),
    "discard_new_plant": QT_TRANSLATE_NOOP(
        "Refusals", "Plant {plant} was just bought: discard one you owned before."
    ),
    "not_owned": QT_TRANSLATE_NOOP("Refusals", "You do not own plant {plant}."),
    "keep_ambiguous": QT_TRANSLATE_NOOP(
        "Refusals", "Not all your coal and oil fits the plants you keep: say which to keep."
    ),
    "keep_not_held": QT_TRANSLATE_NOOP("Refusals", "You can only keep resources you have."),
    "keep_does_not_fit": QT_TRANSLATE_NOOP(
        "Refusals", "The resources you keep do not fit your other plants."
    ),
    "not_on_market": QT_TRANSLATE_NOOP(
        "Refusals", "Only {on_market} {resource} on the market, not {amount}."
    ),
    "no_room": QT_TRANSLATE_NOOP(
        "Refusals", "Your plants have room for {room} more {resource}, not {amount}."
    ),
    "too_expensive": QT_TRANSLATE_NOOP(
        "Refusals", "{amount} {resource} cost {cost} Elektro; you have {money}."
    ),
    "one_market": QT_TRANSLATE_NOOP("Refusals", "This board has one resource market."),
    "market_chosen": QT_TRANSLATE_NOOP("Refusals", "You buy from the {market} market this turn."),
    "price_cap": QT_TRANSLATE_NOOP(
        "Refusals", "In step {step} only {limit} {resource} are cheap enough to buy, not {amount}."
    ),
    "one_token": QT_TRANSLATE_NOOP("Refusals", "One token a turn: buy 1 {resource}, not {amount}."),
    "discard_uncounted": QT_TRANSLATE_NOOP(
        "Refusals", "Mine {plant} does not count toward the plant limit: discard a plant."
    ),
    "not_deciding": QT_TRANSLATE_NOOP("Refusals", "Nobody sells uranium now."),
    "decision_first": QT_TRANSLATE_NOOP(
        "Refusals", "The uranium sale comes first: the plants run after it."
    ),
    "power_most": QT_TRANSLATE_NOOP(
        "Refusals", "You must power as many cities as you can: {least}, not {powered}."
    ),
    "unknown_city": QT_TRANSLATE_NOOP("Refusals", "{city} is not a city in play on this board."),
    "already_built": QT_TRANSLATE_NOOP("Refusals", "You already have a house in {city}."),
    "city_full": QT_TRANSLATE_NOOP("Refusals", "{city} has no free place in step {step}."),
    "no_houses_left": QT_TRANSLATE_NOOP("Refusals", "You have no houses left."),
    "city_closed": QT_TRANSLATE_NOOP(
        "Refusals", "This board's rules do not let you build in {city} now."
    ),
    "build_too_expensive": QT_TRANSLATE_NOOP(
        "Refusals", "Building in {city} costs {cost} Elektro; you have {money}."
    ),
    "build_not_allowed": QT_TRANSLATE_NOOP(
        "Refusals", "On this board you may not build in {city} now."
    ),
    "plant_run_twice": QT_TRANSLATE_NOOP("Refusals", "A plant can run only once per round."),
    "hybrid_split": QT_TRANSLATE_NOOP(
        "Refusals", "Your running hybrid plants burn {hybrid} tokens: coal must be 0 to {hybrid}."
    ),
    "not_enough_fuel": QT_TRANSLATE_NOOP(
        "Refusals", "Running these plants needs {needed} {resource}; you have {have}."
    ),
    "hidden_stack": QT_TRANSLATE_NOOP(
        "Refusals", "A player's view does not know the order of the draw stack."
    ),
}
_FIELD = re.compile(r"\{(\w+)\}")


def placeholders(text: str) -> set[str]:
    """The ``{named}`` fields of a source or translated sentence."""
    return set(_FIELD.findall(text))


def refusal_text(code: str | None, params: Mapping[str, object] | None, english: str) -> str:
    """A refusal in the current language; ``english`` when the code or a parameter is unknown.

    A resource given by its engine name is translated; a list parameter is joined.
    """
    if not code or code not in REFUSALS:
        return english
    values = dict(params or {})
    if not placeholders(REFUSALS[code]) <= values.keys():
        return english
    resource = values.get("resource")
    if isinstance(resource, str | int):
        values["resource"] = resource_name(resource)
    for key, value in values.items():
        if isinstance(value, list | tuple):
            values[key] = join([str(v) for v in value]) if value else translate("Terms", "nothing")
    return translate("Refusals", REFUSALS[code]).format(**values)
