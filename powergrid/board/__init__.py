"""The map and the board: cities, regions, connections and build prices.

``load_map`` reads a map file (format in :mod:`powergrid.board.mapfile`), ``Board``
is the board of one game (the cities of the regions in play) with path costs and
build plans (RULES 3.4), and the region helpers choose the regions in play
(RULES 2).
"""

from .board import (
    CITY_SET_CODES,
    Board,
    BuildPlan,
    BuildStep,
    cities_connected,
    city_set_problems,
    playable_region_sets,
    random_cities,
    random_regions,
    region_adjacency,
    regions_connected,
)
from .drawing import CITY_H, CITY_W, boxes_overlap, city_box_width
from .mapfile import (
    DEFAULT_PLACES,
    MAP_ERROR_CODES,
    MAP_PROBLEM_CODES,
    City,
    Connection,
    MapError,
    MapFile,
    Problem,
    Region,
    builtin_id,
    builtin_maps,
    dump_map,
    load_map,
    parse_map,
)
from .maptables import EDITIONS, MapTables, Names, PlayerRow, ResourceRow, RuleEntry, Tables

__all__ = [
    "DEFAULT_PLACES",
    "EDITIONS",
    "MapTables",
    "Names",
    "PlayerRow",
    "ResourceRow",
    "RuleEntry",
    "Tables",
    "playable_region_sets",
    "CITY_H",
    "CITY_SET_CODES",
    "CITY_W",
    "MAP_ERROR_CODES",
    "MAP_PROBLEM_CODES",
    "Board",
    "BuildPlan",
    "BuildStep",
    "City",
    "Connection",
    "MapError",
    "MapFile",
    "Problem",
    "Region",
    "boxes_overlap",
    "builtin_id",
    "builtin_maps",
    "cities_connected",
    "city_set_problems",
    "city_box_width",
    "dump_map",
    "load_map",
    "parse_map",
    "random_cities",
    "random_regions",
    "region_adjacency",
    "regions_connected",
]
