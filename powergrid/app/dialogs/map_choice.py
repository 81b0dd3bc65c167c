"""The New game dialog's choice of board and rule set.

Every shipped board is listed with a thumbnail drawn from its file and its rule
changes as its entry's tooltip; *Map file…* adds a player's own map, checked whole
first (the file, then its tables and rule entries through the rules): a broken file
is refused with its reason and the choice before it stays. Below the boards, the
rule set (original or Recharged), a line on what it is and the rule changes the
chosen board plays with under it, a sentence each. Nothing here knows a board by
name: a map file added to the shipped maps is listed as it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QPushButton, QWidget

from ...board import MapError, MapFile, builtin_maps, load_map
from ...rules import EDITIONS, Edition, map_content_problems
from ..shared import texts
from ..shared.file_errors import map_error_text
from ..shared.plain_text import plain, tip
from ..shared.rule_texts import board_rules, edition_name, edition_note, rule_sentence
from .map_thumbnail import thumbnail_icon

__all__ = ["MapChoice", "rules_lines"]

translate = QCoreApplication.translate
ICON = QSize(32, 32)
# Problems of a refused map file shown in the dialog (the rest counted).
SHOWN_PROBLEMS = 6


def rules_lines(mapfile: MapFile, edition: str, players: int | None = None) -> list[str]:
    """The board's own rule changes under ``edition``, a sentence each (empty: it plays
    the rule set as it is), tables by player count narrowed to ``players`` when given;
    a line naming the problem for a broken entry."""
    try:
        infos = board_rules(mapfile, edition)
    except ValueError as err:
        return [str(err)]
    return [rule_sentence(info, players) for info in infos]


class MapChoice(QObject):
    """The widgets choosing the map and the rule set; the dialog lays them out.

    ``changed`` is emitted when the map or the rule set changes.
    """

    changed = Signal()

    def __init__(self, parent: QWidget, map_name: str) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.files: dict[str, MapFile] = {}
        # The player count chosen (None: not known), for the rules' tables by count.
        self.players: int | None = None
        self.combo = QComboBox(parent)
        self.combo.setObjectName("mapCombo")
        self.combo.setIconSize(ICON)
        for key in builtin_maps():
            self.combo.addItem(thumbnail_icon(load_map(key)), texts.map_title(key), key)
        index = self.combo.findData(map_name.lower())
        self.combo.setCurrentIndex(max(0, index))
        self.file_button = QPushButton(parent)
        self.file_button.setObjectName("mapFileButton")
        self.file_button.clicked.connect(self.choose_file)
        self.refusal = plain(QLabel(parent))  # quotes the file's problems
        self.refusal.setObjectName("mapRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b2182b;")
        self.refusal.hide()
        self.edition = QComboBox(parent)
        self.edition.setObjectName("editionCombo")
        for key in EDITIONS:
            self.edition.addItem(edition_name(key), key)
        self.rules = plain(QLabel(parent))  # a map file's rule entries are its data
        self.rules.setObjectName("mapRules")
        self.rules.setWordWrap(True)
        self.combo.currentIndexChanged.connect(self._map_changed)
        self.edition.currentIndexChanged.connect(self._changed)
        self._fit_editions()

    # ----- what is chosen ----------------------------------------------------------------

    def map_key(self) -> str:
        """A shipped board's key or the path of a map file (the config of a game on a
        map file carries the map whole: :meth:`is_file`)."""
        return str(self.combo.currentData())

    def is_file(self) -> bool:
        """Whether the chosen map is a player's own map file."""
        return self.map_key() in self.files

    def mapfile(self) -> MapFile:
        """The chosen map."""
        key = self.map_key()
        return self.files[key] if key in self.files else load_map(key)

    def edition_key(self) -> Edition:
        """The chosen rule set (one of the engine's, as the list was made from them)."""
        return cast(Edition, str(self.edition.currentData()))

    def set_edition(self, edition: str) -> None:
        self.edition.setCurrentIndex(max(0, self.edition.findData(edition)))

    def choose(self, name: str) -> bool:
        """Choose the shipped board ``name`` (any case), else the map file at the path
        ``name``, refused with its reason as :meth:`load_file` refuses one."""
        if name.lower() not in builtin_maps():
            return self.load_file(name)
        self.combo.setCurrentIndex(self.combo.findData(name.lower()))
        return True

    # ----- a player's own map ----------------------------------------------------------

    def choose_file(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.parent_widget,
            translate("NewGameDialog", "Map file"),
            "",
            translate("NewGameDialog", "Map files (*.json)"),
        )
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> bool:
        """Offer the map file at ``path`` and choose it; a file that cannot be played is
        refused with its reason (shown below the boards) and nothing else changes."""
        key = str(Path(path).resolve())
        try:
            mapfile = load_map(key)
        except MapError as err:
            return self._refuse(map_error_text(err))
        problems = map_content_problems(mapfile.name, mapfile)  # what a save can carry
        if problems:
            shown = [f"  - {p}" for p in problems[:SHOWN_PROBLEMS]]
            if len(problems) > SHOWN_PROBLEMS:
                shown.append(
                    "  - "
                    + translate("NewGameDialog", "… and {n} more").format(
                        n=len(problems) - SHOWN_PROBLEMS
                    )
                )
            text = translate("NewGameDialog", "The map file “{file}” cannot be played:").format(
                file=Path(key).name
            )
            return self._refuse(text + "\n" + "\n".join(shown))
        self.files[key] = mapfile
        self.refusal.hide()
        index = self.combo.findData(key)
        if index < 0:
            self.combo.addItem(thumbnail_icon(mapfile), self._file_title(key), key)
            index = self.combo.count() - 1
        else:
            self.combo.setItemText(index, self._file_title(key))
        if index == self.combo.currentIndex():
            self._map_changed()
        self.combo.setCurrentIndex(index)
        return True

    def _refuse(self, text: str) -> bool:
        self.refusal.setText(text)
        self.refusal.show()
        return False

    def _file_title(self, key: str) -> str:
        return translate("NewGameDialog", "{map} (file {file})").format(
            map=texts.mapfile_title(self.files[key]), file=Path(key).name
        )

    # ----- words -------------------------------------------------------------------------

    def set_players(self, players: int) -> None:
        """The player count chosen: the rules' tables by player count show its row."""
        self.players = players
        self._explain()

    def _map_changed(self) -> None:
        self._fit_editions()
        self._changed()

    def _fit_editions(self) -> None:
        """Offer only the rule sets the chosen board was published for: the others are
        greyed and marked, and a rule set it is not for gives way to the first it is."""
        legal = self.mapfile().legal_editions()
        model = self.edition.model()
        for i in range(self.edition.count()):
            key = str(self.edition.itemData(i))
            item = model.item(i)  # type: ignore[attr-defined]
            item.setEnabled(key in legal)
            name = edition_name(key)
            if key not in legal:
                name = translate("NewGameDialog", "{rules} (not for this board)").format(rules=name)
            self.edition.setItemText(i, name)
        if self.edition_key() not in legal:
            self.edition.blockSignals(True)
            self.set_edition(legal[0])
            self.edition.blockSignals(False)

    def _changed(self) -> None:
        self._explain()
        self.changed.emit()

    def _explain(self) -> None:
        edition = self.edition_key()
        self.edition.setToolTip(edition_note(edition))
        self.rules.setText("\n".join([edition_note(edition), *self.rules_text(edition)]))

    def rules_text(self, edition: str) -> list[str]:
        """The chosen board's own rule changes under ``edition``, a line each."""
        lines = rules_lines(self.mapfile(), edition, self.players)
        if not lines:
            return []
        head = translate("NewGameDialog", "This board's own rules:")
        return [head, *(f"• {line}" for line in lines)]

    def _tooltip(self, mapfile: MapFile) -> str:
        """Every rule change of a board, under each rule set."""
        parts = []
        for edition in mapfile.legal_editions():
            lines = rules_lines(mapfile, edition)
            body = "\n".join(f"• {line}" for line in lines) or translate(
                "NewGameDialog", "• no rules of its own"
            )
            parts.append(f"{edition_name(edition)}:\n{body}")
        return "\n".join(parts)

    def retranslate(self) -> None:
        """Every text in the current language (again on LanguageChange)."""
        self.file_button.setText(translate("NewGameDialog", "Map file…"))
        self.file_button.setToolTip(
            translate("NewGameDialog", "Play on a map file of your own (docs/map-format.md).")
        )
        for i in range(self.combo.count()):
            key = str(self.combo.itemData(i))
            mapfile = self.files[key] if key in self.files else load_map(key)
            title = self._file_title(key) if key in self.files else texts.map_title(key)
            self.combo.setItemText(i, title)
            self.combo.setItemData(i, tip(self._tooltip(mapfile)), Qt.ItemDataRole.ToolTipRole)
        self._fit_editions()
        self._explain()
