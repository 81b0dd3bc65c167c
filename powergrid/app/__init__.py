"""The desktop app (PySide6): a window over the rules engine.

The packages follow the window: ``window`` (the main window, its menus, the list of
its docks and their sizes), ``table`` (the map, the decision panel and the docks
around them), ``coach``, ``dialogs``, ``inspection`` (the map inspector) and
``shared`` (the game session, settings, storage, languages and texts). A package
imports only those after it in this list, and coach, dialogs and inspection not
one another (an import contract in pyproject.toml).
Only :class:`~powergrid.app.shared.controller.GameController` changes the game; the
views listen to its narrow signals and hand the player's choices back as action objects.
"""

from . import _compat  # noqa: F401  (must run before any Qt signal reaches Python)
