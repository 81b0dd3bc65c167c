"""The map and the board: cities, regions, connections and build prices.

``load_map`` reads a map file (format in :mod:`powergrid.board.mapfile`), ``Board``
is the board of one game (the cities of the regions in play) with path costs and
build plans (RULES 3.4), and the region helpers choose the regions in play
(RULES 2).
"""

from .board import (
    Board,
    BuildPlan,
    BuildStep,
    random_regions,
    region_adjacency,
    regions_connected,
)
from .mapfile import (
    City,
    Connection,
    MapError,
    MapFile,
    Region,
    builtin_maps,
    dump_map,
    load_map,
    parse_map,
)

__all__ = [
    "Board",
    "BuildPlan",
    "BuildStep",
    "City",
    "Connection",
    "MapError",
    "MapFile",
    "Region",
    "builtin_maps",
    "dump_map",
    "load_map",
    "parse_map",
    "random_regions",
    "region_adjacency",
    "regions_connected",
]
