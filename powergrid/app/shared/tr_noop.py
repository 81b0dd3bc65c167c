"""``QT_TRANSLATE_NOOP`` with the type it has in practice: it returns its source string.

PySide6's stubs declare the marker as returning ``object``; the app keeps the marked
strings in typed tables and hands them to ``translate`` later. ``pyside6-lupdate``
finds the calls by their name, so the name stays ``QT_TRANSLATE_NOOP``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:

    def QT_TRANSLATE_NOOP(
        context: str,
        source: str,  # noqa: N802 - Qt's name
        disambiguation: str | None = None,
    ) -> str: ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP"]
