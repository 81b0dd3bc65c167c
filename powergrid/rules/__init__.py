"""The rules of Power Grid as a pure-Python library (no Qt, no files but saves).

This package's namespace is the engine's public surface: the state and its typed
queries (:class:`Phase`, the ``Decision`` classes, :class:`Outcome`, read-only
views), the actions and events, the rule queries of :mod:`.queries`, the tables a
display needs (plant cards, resources), and the errors. The modules below it are
private to the engine; ``actions``, ``events`` and ``save`` may also be imported
directly.

A ``GameState`` is read through its methods (``decision()``, ``player(seat)``,
``plant_market()``, ``resource_market()``, ``outcome()``, ``legal_actions()``,
``rule_book()`` …) and these plain attributes: ``phase`` (a :class:`Phase`),
``round``, ``step``, ``current_player`` and ``board`` (a
:class:`powergrid.board.Board`). Its other slots are the engine's own.

A game's tables (income, resource tracks and refills, house places, the
player-count row, houses and money) are its map's and rule set's: ask its
:class:`RuleBook` (``state.rule_book()``). The module constants ``PAYMENT``,
``REFILL``, ``HOUSE_PRICES``, ``PLAYER_COUNT`` … are the base game's, for its rule
reference; they answer no question about a game on another map.
"""

from . import actions, events, save
from .actions import Action, Bid, Build, Buy, ChoosePlant, Discard, Done, Pass, Run
from .book import (
    GameTables,
    RuleBook,
    RuleInfo,
    game_tables,
    map_problems,
    map_rules,
    region_choices,
)
from .cards import CardSet, card_set
from .changes.uranium_sale_market import UraniumMarket
from .config import (
    MAX_MAP_CONTENT_BYTES,
    PLAYER_COLOURS,
    Edition,
    GameConfig,
    SeatConfig,
    Variants,
    map_content_problems,
)
from .decisions import (
    AnyDecision,
    BidDecision,
    BuildDecision,
    BuyDecision,
    ChoosePlantDecision,
    Decision,
    DiscardDecision,
    GameOverDecision,
    RunDecision,
    SellUraniumDecision,
)
from .deck import (
    DeckError,
    DeckFile,
    builtin_decks,
    deck_problems,
    load_deck,
    parse_deck,
    read_deck_file,
    shipped_deck,
)
from .editions import EDITIONS
from .engine import GameState, new_game
from .errors import (
    ILLEGAL_CODES,
    SAVE_CODES,
    ConfigError,
    IllegalActionError,
    RulesError,
    SaveError,
)
from .game import Game
from .invariants import violations
from .opening import affordable_openings, opening_problem, playable_counts
from .outcome import Outcome, Standing
from .phase import Phase
from .position import Position, PositionError
from .queries import (
    FuelNeed,
    RunChoice,
    best_run,
    fuel_burnt,
    fuel_need,
    house_price,
    house_prices,
    income,
    income_table,
    plant_capacity,
    price_cities,
    purchase_price,
    run_options,
    storage,
)
from .setup import choose_cities, deck_of, free_city_count, on_map
from .surface import PurchaseQuote
from .tables import (
    FREE_CITIES,
    HOUSE_PRICES,
    HOUSES_PER_PLAYER,
    ORIGINAL_PLANTS,
    PAYMENT,
    PLANTS,
    PLAYER_COUNT,
    REFILL,
    RESOURCES,
    START_MONEY,
    STEP3,
    Plant,
    PlayerCountRules,
    free_city_rules,
)
from .views import (
    PlantMarketView,
    PlayerView,
    ResourceKey,
    ResourceMarketView,
    Storage,
    resource_index,
)

__all__ = [
    # Maps and rule sets (RULES 7, 8): a game's tables and rule changes.
    "EDITIONS",
    "Edition",
    "GameTables",
    "RuleBook",
    "RuleInfo",
    "game_tables",
    "map_problems",
    "MAX_MAP_CONTENT_BYTES",
    "map_content_problems",
    "on_map",
    "map_rules",
    "region_choices",
    "HOUSES_PER_PLAYER",
    "HOUSE_PRICES",
    "ILLEGAL_CODES",
    "SAVE_CODES",
    "PAYMENT",
    "PLANTS",
    "PLAYER_COLOURS",
    "PLAYER_COUNT",
    "REFILL",
    "RESOURCES",
    "START_MONEY",
    "STEP3",
    "Action",
    "AnyDecision",
    "Bid",
    "BidDecision",
    "Build",
    "BuildDecision",
    "Buy",
    "BuyDecision",
    "ChoosePlant",
    "ChoosePlantDecision",
    "ConfigError",
    "Decision",
    "Discard",
    "DiscardDecision",
    "Done",
    "FuelNeed",
    "Game",
    "GameConfig",
    "GameOverDecision",
    "GameState",
    "IllegalActionError",
    "Outcome",
    "Pass",
    "Phase",
    "Plant",
    "PlantMarketView",
    "PlayerCountRules",
    "PlayerView",
    "Position",
    "PositionError",
    "PurchaseQuote",
    "ResourceKey",
    "ResourceMarketView",
    "RulesError",
    "Run",
    "RunChoice",
    "RunDecision",
    "SellUraniumDecision",
    "UraniumMarket",
    "SaveError",
    "SeatConfig",
    "Standing",
    "Storage",
    "actions",
    "best_run",
    "events",
    "fuel_burnt",
    "fuel_need",
    "house_price",
    "house_prices",
    "income",
    "income_table",
    "new_game",
    "save",
    "plant_capacity",
    "price_cities",
    "purchase_price",
    "resource_index",
    "run_options",
    "storage",
    "violations",
    # Variants (RULES 6): decks as data, free city selection, the inactive area.
    "FREE_CITIES",
    "ORIGINAL_PLANTS",
    "CardSet",
    "DeckError",
    "DeckFile",
    "Variants",
    "builtin_decks",
    "card_set",
    "affordable_openings",
    "opening_problem",
    "playable_counts",
    "read_deck_file",
    "shipped_deck",
    "choose_cities",
    "deck_of",
    "deck_problems",
    "free_city_count",
    "free_city_rules",
    "load_deck",
    "parse_deck",
]
