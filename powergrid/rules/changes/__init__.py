"""The rule changes maps and rule sets play with, one module each, registered by id.

Importing this package registers every change (:data:`.base.REGISTRY`); a map
file names a change by its id with its parameters (``docs/map-format.md``), and
``docs/rules.md`` states each one in the section its ``section`` names.
"""

from . import (
    buy_from_supply,
    city_resource_discount,
    discount_plant,
    eco_plants_never_under_stack,
    ecological_plant_for_sale,
    fuel_plants_leave_step1,
    keep_small_plants,
    known_stack_top,
    leave_out_rules,
    lowest_plant_leaves_each_round,
    lowest_plant_leaves_on_first_pass,
    nuclear_plants_need_region,
    order_after_auction,
    ordered_plant_deck,
    planned_plant_market,
    plants_leave_when_none_sold,
    plug_socket_deck,
    resource_without_limit,
    small_market_deal,
    small_plant_market,
    stack_top_plant,
    start_cities,
    step2_by_deck,
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
    "lowest_plant_leaves_on_first_pass",
    "small_market_deal",
    "small_plant_market",
    "start_cities",
    "eco_plants_never_under_stack",
    "order_after_auction",
    "plants_leave_when_none_sold",
    "resource_without_limit",
    "fuel_plants_leave_step1",
    "step2_by_deck",
]
