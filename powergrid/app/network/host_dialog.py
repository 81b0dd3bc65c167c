"""Game ▸ Host a table…: the New game choices, with who plays each seat from where.

Each seat is played by a person at this screen (the host, and whoever shares the
screen), by a person invited to join from another screen, or by a computer level. The
table's own choices: its title, the port other computers connect to, and what happens
when a player's connection drops (after how long a computer plays for them, and at
which level). The server chooses the game's seed, so no seat may know it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from ...levels import LEVELS, find
from ...net.protocol import TableSettings
from ...refusals import has_controls
from ..dialogs.new_game import DEFAULT_LEVEL, NewGameDialog, _controller_name, _controller_tip
from ..shared.controller import HUMAN
from .hosting import DEFAULT_PORT

translate = QCoreApplication.translate

# A seat's "played by" choices besides the levels: a person at this screen, or a
# person invited from another screen.
HERE = "here"
INVITED = "invited"
LEVEL_KEYS = tuple(level.key for level in LEVELS if level.offered)
HOST_CHOICES = (HERE, INVITED, *LEVEL_KEYS)
# Seconds an away player's seat waits before a computer plays it (None: for ever).
AWAY_WAITS = (60.0, 120.0, 300.0, 900.0, None)
DEFAULT_WAIT = 120.0
# Levels that may cover an away player (quick to answer: the table goes on).
COVER_LEVELS = ("easy", "normal", "hard")


def _wait_text(seconds: float | None) -> str:
    if seconds is None:
        return translate("HostDialog", "the table waits for them")
    minutes = round(seconds / 60)
    if minutes == 1:
        return translate("HostDialog", "a computer plays for them after 1 minute")
    return translate("HostDialog", "a computer plays for them after {n} minutes").format(n=minutes)


class HostDialog(NewGameDialog):
    """The New game dialog for a table hosted here; see the module's docstring."""

    def __init__(self, parent=None, players: int = 3, map_name: str = "usa") -> None:
        self._hosting = False  # the base class words itself before our parts exist
        super().__init__(parent, players=players, map_name=map_name)
        self.setObjectName("hostDialog")
        self.seed.hide()
        self.seed_label.hide()
        for i, kind in enumerate(self.kinds):
            self._host_choices(kind, i)
        self.table_box = self._make_table_box()
        column = self.body_layout.itemAt(0)
        assert column is not None and isinstance(column.layout(), QVBoxLayout)
        column.layout().insertWidget(2, self.table_box)  # type: ignore[union-attr]
        self._hosting = True
        self.retranslate()

    def _host_choices(self, kind: QComboBox, seat: int) -> None:
        """Who plays: here, invited or a level; the first seat here, the second invited."""
        kind.blockSignals(True)
        kind.clear()
        for code in HOST_CHOICES:
            kind.addItem("", code)
        start = HERE if seat == 0 else INVITED if seat == 1 else DEFAULT_LEVEL
        kind.setCurrentIndex(HOST_CHOICES.index(start))
        kind.blockSignals(False)

    def _make_table_box(self) -> QGroupBox:
        box = QGroupBox()
        box.setObjectName("tableBox")
        form = QFormLayout(box)
        self.title_label = QLabel()
        self.title_edit = QLineEdit()
        self.title_edit.setObjectName("tableTitle")
        self.title_edit.setMaxLength(60)
        self.title_edit.textChanged.connect(self.validate)
        form.addRow(self.title_label, self.title_edit)
        self.port_label = QLabel()
        self.port = QSpinBox()
        self.port.setObjectName("tablePort")
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.port_label, self.port)
        self.wait_label = QLabel()
        self.wait_label.setWordWrap(True)
        self.wait = QComboBox()
        self.wait.setObjectName("awayWait")
        for seconds in AWAY_WAITS:
            self.wait.addItem("", seconds)
        self.wait.setCurrentIndex(AWAY_WAITS.index(DEFAULT_WAIT))
        form.addRow(self.wait_label, self.wait)
        self.cover_label = QLabel()
        self.cover = QComboBox()
        self.cover.setObjectName("coverLevel")
        for level in COVER_LEVELS:
            self.cover.addItem("", level)
        self.cover.setCurrentIndex(COVER_LEVELS.index("normal"))
        form.addRow(self.cover_label, self.cover)
        return box

    def retranslate(self) -> None:
        super().retranslate()
        if not getattr(self, "_hosting", False):
            return
        self.setWindowTitle(self.tr("Host a table"))
        for kind in self.kinds:
            for i, code in enumerate(HOST_CHOICES):
                kind.setItemText(i, self._choice_name(code))
                kind.setItemData(i, self._choice_tip(code), Qt.ItemDataRole.ToolTipRole)
            kind.setToolTip(self._choice_tip(kind.currentData()))
        self.table_box.setTitle(self.tr("The table"))
        self.title_label.setText(self.tr("Title:"))
        if not self.title_edit.text():
            self.title_edit.setText(self.tr("{name}'s table").format(name=self._host_name()))
        self.port_label.setText(self.tr("Port:"))
        self.port.setToolTip(
            self.tr("Other computers connect to this port (the next free one if it is taken).")
        )
        self.wait_label.setText(self.tr("If a player's connection drops:"))
        for i, seconds in enumerate(AWAY_WAITS):
            self.wait.setItemText(i, _wait_text(seconds))
        self.cover_label.setText(self.tr("Computer that covers:"))
        for i, level in enumerate(COVER_LEVELS):
            self.cover.setItemText(i, translate("Levels", find(level).name))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Host the table"))
        self.validate()

    def _choice_name(self, code: str) -> str:
        if code == HERE:
            return self.tr("Person at this screen")
        if code == INVITED:
            return self.tr("Person, invited")
        return _controller_name(code)

    def _choice_tip(self, code: str) -> str:
        if code == HERE:
            return self.tr("Played here: you, or someone sharing this screen.")
        if code == INVITED:
            return self.tr(
                "A friend joins from another screen with the invitation; the name shown "
                "here is replaced by the one they join under."
            )
        return _controller_tip(code)

    def _host_name(self) -> str:
        for i, kind in enumerate(self.kinds):
            if kind.currentData() == HERE and self.names[i].text().strip():
                return self.names[i].text().strip()
        return self.names[0].text().strip() or "Power Grid"

    # ----- result --------------------------------------------------------------------------

    def problem_text(self) -> str:
        problem = super().problem_text()
        if problem or not getattr(self, "_hosting", False):
            return problem
        if not self.local_names():
            return self.tr("Choose at least one seat for a person at this screen (yours).")
        title = self.title_edit.text().strip()
        if not title or has_controls(title):
            return self.tr("The table needs a title (one line of text).")
        return ""

    def local_names(self) -> dict[int, str]:
        """The seats played at this screen: seat → name."""
        n = self.count.value()
        return {
            i: self.names[i].text().strip() for i in range(n) if self.kinds[i].currentData() == HERE
        }

    def config(self):
        """The game's config: every person's seat (here or invited) is a "human" seat."""
        base = super().config()
        seats = tuple(
            seat.model_copy(
                update={
                    "controller": HUMAN if seat.controller in (HERE, INVITED) else seat.controller
                }
            )
            for seat in base.seats
        )
        return base.model_copy(update={"seats": seats})

    def table_settings(self) -> TableSettings:
        return TableSettings(
            title=self.title_edit.text().strip(),
            config=self.config(),
            away_seconds=self.wait.currentData(),
            away_level=self.cover.currentData(),
        )
