"""The desktop app (PySide6): a window over the rules engine.

Only :class:`~powergrid.app.shared.controller.GameController` changes the game; the views
listen to its narrow signals and hand the player's choices back as action objects.
"""

from . import _compat  # noqa: F401  (must run before any Qt signal reaches Python)
