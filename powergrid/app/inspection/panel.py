"""The inspector's controls at the right of the map: the map, the regions in play,
prices, what a click does, the planned expansion and the hovered city.

The panel holds widgets only: what they show lives in the window and its model, so
a language switch makes the panel again without losing anything chosen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...board import builtin_maps
from ..shared.texts import board_map_title, map_title, region_name

if TYPE_CHECKING:
    from .window import InspectorWindow

DETAILS, NETWORK, TARGETS = "details", "network", "targets"


class InspectorPanel(QDockWidget):
    """The inspector's control panel; its widgets call the window's methods."""

    def __init__(self, window: InspectorWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Inspect"))
        self.setObjectName("inspectorPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QWidget()
        layout = QVBoxLayout(body)
        for box in (
            self._map_box(window),
            self._regions_box(),
            self._prices_box(window),
            self._click_box(window),
            self._plan_box(),
            self._city_box(),
        ):
            layout.addWidget(box)
        layout.addStretch(1)

        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(420)
        self.setWidget(scroll)

    def _map_box(self, window: InspectorWindow) -> QGroupBox:
        """The map shown, from the built-in list or a file."""
        box = QGroupBox(self.tr("Map"))
        row = QHBoxLayout(box)
        self.map_combo = QComboBox()
        self.map_combo.setObjectName("mapCombo")
        self.map_combo.activated.connect(window._map_chosen)
        row.addWidget(self.map_combo, 1)
        self.open_button = QPushButton(self.tr("Open file…"))
        self.open_button.clicked.connect(window._open_file)
        row.addWidget(self.open_button)
        return box

    def _regions_box(self) -> QGroupBox:
        """A check box per region, filled by :meth:`fill` for the map shown."""
        box = QGroupBox(self.tr("Regions in play"))
        self.region_layout = QVBoxLayout(box)
        self.region_boxes: dict[str, QCheckBox] = {}
        self.region_status = QLabel()
        self.region_status.setObjectName("regionStatus")
        self.region_status.setWordWrap(True)
        return box

    def _prices_box(self, window: InspectorWindow) -> QGroupBox:
        """The step of the house prices, whose network they start from, the heat shading."""
        box = QGroupBox(self.tr("Prices"))
        form = QFormLayout(box)
        self.step_spin = QSpinBox()
        self.step_spin.setRange(1, 3)
        self.step_spin.valueChanged.connect(window.set_step)
        form.addRow(self.tr("Step"), self.step_spin)
        self.player_combo = QComboBox()
        self.player_combo.activated.connect(window._player_chosen)
        form.addRow(self.tr("Network of"), self.player_combo)
        self.heat_box = QCheckBox(self.tr("Heat shading by price"))
        self.heat_box.toggled.connect(window.set_heat)
        form.addRow(self.heat_box)
        self.heat_legend = QLabel()
        self.heat_legend.setWordWrap(True)
        form.addRow(self.heat_legend)
        return box

    def _click_box(self, window: InspectorWindow) -> QGroupBox:
        """What a click on a city does, the clear buttons and the cheapest additions."""
        box = QGroupBox(self.tr("Click on a city"))
        col = QVBoxLayout(box)
        self.mode_group = QButtonGroup(self)
        for mode, text in (
            (DETAILS, self.tr("shows its details")),
            (NETWORK, self.tr("adds/removes a starting city (Shift+click)")),
            (TARGETS, self.tr("adds/removes a planned target (Ctrl+click)")),
        ):
            button = QRadioButton(text)
            button.setObjectName(f"mode_{mode}")
            button.setChecked(mode == DETAILS)
            button.toggled.connect(lambda on, m=mode: window.set_click_mode(m) if on else None)
            self.mode_group.addButton(button)
            col.addWidget(button)
        row = QHBoxLayout()
        clear_net = QPushButton(self.tr("Clear network"))
        clear_net.clicked.connect(lambda: window.set_network([]))
        clear_plan = QPushButton(self.tr("Clear plan"))
        clear_plan.clicked.connect(lambda: window.set_targets([]))
        row.addWidget(clear_net)
        row.addWidget(clear_plan)
        col.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Cheapest")))
        self.suggest_spin = QSpinBox()
        self.suggest_spin.setRange(1, 10)
        self.suggest_spin.setValue(3)
        row.addWidget(self.suggest_spin)
        suggest = QPushButton(self.tr("cities to add"))
        suggest.setObjectName("suggestButton")
        suggest.clicked.connect(lambda: window.suggest(self.suggest_spin.value()))
        row.addWidget(suggest)
        col.addLayout(row)
        return box

    def _plan_box(self) -> QGroupBox:
        """The planned expansion, city by city in the cheapest order, and its total."""
        box = QGroupBox(self.tr("Planned expansion (cheapest order)"))
        col = QVBoxLayout(box)
        self.plan_table = QTableWidget(0, 6)
        self.plan_table.setObjectName("planTable")
        self.plan_table.setHorizontalHeaderLabels(
            [
                "#",
                self.tr("City"),
                self.tr("Path"),
                self.tr("House"),
                self.tr("Cost"),
                self.tr("Route"),
            ]
        )
        self.plan_table.verticalHeader().setVisible(False)
        self.plan_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.plan_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.plan_table.setMinimumHeight(150)
        col.addWidget(self.plan_table)
        self.plan_total = QLabel(self.tr("Ctrl+click cities to plan an expansion."))
        self.plan_total.setObjectName("planTotal")
        self.plan_total.setWordWrap(True)
        col.addWidget(self.plan_total)
        return box

    def _city_box(self) -> QGroupBox:
        """The hovered city in three lines, and the clicked city's details."""
        box = QGroupBox(self.tr("City"))
        col = QVBoxLayout(box)
        self.hover_label = QLabel(self.tr("Hover a city."))
        self.hover_label.setObjectName("hoverLabel")
        self.hover_label.setWordWrap(True)
        # a fixed height: a new text must not re-lay out the whole panel on every
        # hover (that tripled the time of a hover, to ~11 ms at the 95th percentile)
        self.hover_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hover_label.setFixedHeight(3 * self.hover_label.fontMetrics().lineSpacing() + 4)
        self.hover_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        col.addWidget(self.hover_label)
        self.details = QPlainTextEdit()
        self.details.setObjectName("cityDetails")
        self.details.setReadOnly(True)
        self.details.setMinimumHeight(130)
        col.addWidget(self.details)
        return box

    def fill(self, window: InspectorWindow) -> None:
        """The map list, region boxes and player list for the window's current map."""
        self.map_combo.clear()
        if window.state is not None:
            self.map_combo.addItem(
                self.tr("{map} (this game)").format(map=board_map_title(window.model.mapfile)),
                None,
            )
            self.map_combo.setEnabled(False)
            self.open_button.setEnabled(False)
        else:
            for name in builtin_maps():
                self.map_combo.addItem(map_title(name), name)
            if window.map_label not in builtin_maps():
                self.map_combo.addItem(Path(window.map_label).name, window.map_label)
            self.map_combo.setCurrentIndex(self.map_combo.findData(window.map_label))
        while self.region_layout.count():
            item = self.region_layout.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None and widget is not self.region_status:
                widget.deleteLater()
        self.region_boxes = {}
        for region in window.model.mapfile.region_names():
            box = QCheckBox(region_name(region))
            box.setObjectName(f"region_{region}")
            pix = QPixmap(14, 14)
            pix.fill(QColor(window.model.region_color(region)))
            box.setIcon(QIcon(pix))
            box.setChecked(region in window.model.regions)
            box.toggled.connect(lambda _on, r=region: window._region_toggled(r))
            self.region_layout.addWidget(box)
            self.region_boxes[region] = box
        self.region_layout.addWidget(self.region_status)
        self.player_combo.clear()
        self.player_combo.addItem(self.tr("(free choice)"), -1)
        if window.state is not None:
            for seat in range(window.state.player_count):
                name = (
                    window.names[seat] if window.names else self.tr("Player {n}").format(n=seat + 1)
                )
                self.player_combo.addItem(name, seat)
        self.player_combo.setEnabled(window.state is not None)
        self.step_spin.setValue(window.model.step)
