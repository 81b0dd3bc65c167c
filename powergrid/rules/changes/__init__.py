"""The rule changes maps and rule sets play with, one module each, registered by id.

Importing this package registers every change (:data:`.base.REGISTRY`); a map
file names a change by its id with its parameters (``docs/map-format.md``), and
``docs/rules.md`` states each one in the section its ``section`` names.
"""

from . import (
    buy_from_supply,
    city_resource_discount,
    coal_storage,
    discount_plant,
    ecological_plant_for_sale,
    keep_small_plants,
    known_stack_top,
    leave_out_rules,
    lowest_plant_leaves_each_round,
    no_first_house,
    nuclear_plants_need_region,
    ordered_plant_deck,
    planned_plant_market,
    plants_out_of_game,
    plug_socket_deck,
    stack_top_plant,
    step2_plants_on_top,
    uranium_refill_stops,
)
from .base import EXCLUSIVE, POINTS, REGISTRY, ChangeParams, RuleChange, register

__all__ = [
    "EXCLUSIVE",
    "POINTS",
    "REGISTRY",
    "ChangeParams",
    "RuleChange",
    "buy_from_supply",
    "city_resource_discount",
    "discount_plant",
    "ecological_plant_for_sale",
    "keep_small_plants",
    "known_stack_top",
    "leave_out_rules",
    "lowest_plant_leaves_each_round",
    "nuclear_plants_need_region",
    "ordered_plant_deck",
    "planned_plant_market",
    "plug_socket_deck",
    "register",
    "stack_top_plant",
    "step2_plants_on_top",
    "uranium_refill_stops",
    "coal_storage",
    "no_first_house",
    "plants_out_of_game",
]
