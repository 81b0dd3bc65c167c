"""Map inspection: look at a map, its regions, paths and building prices without a game.

- :func:`open_inspector` opens the inspection window; :func:`make_inspect_action`
  makes the "Map → Inspect…" menu action for the main window.
- :class:`BuildHighlighter` helps a player during building in the game window.
- :class:`InspectionModel` (in :mod:`.model`, no Qt) answers the questions.

The Qt parts are imported on first use, so ``from powergrid.app.inspection.model
import InspectionModel`` never loads Qt.
"""

from __future__ import annotations

from importlib import import_module

from .model import CityDetails, HoverInfo, InspectionModel, RegionStatus

_LAZY = {
    "InspectorWindow": ".window",
    "open_inspector": ".window",
    "make_inspect_action": ".window",
    "BuildHighlighter": ".highlighter",
    "BuildQuote": ".highlighter",
    "HoverTracker": ".overlay",
    "SceneOverlay": ".overlay",
}

__all__ = ["CityDetails", "HoverInfo", "InspectionModel", "RegionStatus", *_LAZY]


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value
