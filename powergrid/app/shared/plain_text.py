"""Text from a file, a save or a player is shown as the text it is, never as markup.

Qt reads a label's or a tooltip's text as rich text when it looks like markup, so a
seat named ``<img src="/dev/zero">`` would make Qt load that "image". Widgets that
show such data set :func:`plain` on their labels (``Qt.TextFormat.PlainText``);
tooltips, which have no format of their own, go through :func:`tip`; a rich-text
label that quotes data escapes it with :func:`escaped`. Rich text is left for the
project's own fixed strings.
"""

from __future__ import annotations

import html
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel

Label = TypeVar("Label", bound=QLabel)


def plain(label: Label) -> Label:
    """``label`` set to show its text as plain text; returned for chaining."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def tip(text: str) -> str:
    """A tooltip that shows ``text`` as written, markup and all (line breaks kept)."""
    if not GuiQt.mightBeRichText(text):
        return text
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre)


def escaped(text: object) -> str:
    """``text`` escaped for a rich-text label of the project's own (``&lt;b&gt;``)."""
    return html.escape(str(text), quote=False)
