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
from typing import TYPE_CHECKING

from .model import CityDetails, HoverInfo, InspectionModel, RegionStatus

if TYPE_CHECKING:  # the names _LAZY loads on first use, as a type checker reads them
    from .highlighter import BuildHighlighter as BuildHighlighter
    from .highlighter import BuildQuote as BuildQuote
    from .overlay import HoverTracker as HoverTracker
    from .overlay import SceneOverlay as SceneOverlay
    from .window import InspectorWindow as InspectorWindow
    from .window import make_inspect_action as make_inspect_action
    from .window import open_inspector as open_inspector

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


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value
