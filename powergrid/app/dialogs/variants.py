"""The variants of RULES 6 in the New game dialog: free city selection with a city
picker, the plant deck and the inactive area.

``VariantOptions`` is a group box the dialog adds below its regions; it follows the
dialog's map and player count by itself, says what is wrong in ``problem_text()``
(empty when the choice can start a game) and gives the ``Variants`` of the config.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGraphicsEllipseItem,
    QGraphicsLineItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...board import MapFile, city_set_problems, load_map, random_cities
from ...rules import (
    DeckError,
    DeckFile,
    Variants,
    affordable_openings,
    builtin_decks,
    card_set,
    free_city_count,
    free_city_rules,
    load_deck,
    opening_problem,
)
from ..shared import fit
from ..shared.plain_text import plain, tip
from ..shared.texts import city_in_region, deck_title, join, placeholders
from ..shared.tr_noop import QT_TRANSLATE_NOOP

#: What is wrong with a free city set (``city_set_problems``), by code.
CITY_SET_PROBLEMS = {
    "unknown_cities": QT_TRANSLATE_NOOP("VariantOptions", "not cities of {map}: {cities}"),
    "wrong_count": QT_TRANSLATE_NOOP(
        "VariantOptions", "{chosen} cities chosen, the game needs {need}"
    ),
    "not_connected": QT_TRANSLATE_NOOP(
        "VariantOptions",
        "the chosen cities are not connected: every city must be reachable "
        "from every other through chosen cities only",
    ),
    "none_chosen": QT_TRANSLATE_NOOP("VariantOptions", "no cities chosen"),
}


def city_set_problem_text(problem: str) -> str:
    """A problem of the free city set in the current language (as written without a code)."""
    code = getattr(problem, "code", None)
    params = dict(getattr(problem, "params", None) or {})
    source = CITY_SET_PROBLEMS.get(code) if isinstance(code, str) else None
    if source is None or not placeholders(source) <= params.keys():
        return str(problem)
    if isinstance(params.get("cities"), list):
        params["cities"] = join([str(c) for c in params["cities"]])
    return QCoreApplication.translate("VariantOptions", source).format(**params)


def city_set_problems_text(problems: list[str]) -> str:
    """Several problems of a free city set in one line, in the current language."""
    # Between two problems of one line ("；" in Chinese).
    separator = QCoreApplication.translate("VariantOptions", "; ", "between two problems")
    return separator.join(city_set_problem_text(p) for p in problems)


CHOSEN_PEN = QColor("#1b1b1b")
OFF_FILL = QColor("#d9d9d9")
RADIUS = 9.0


class _CityDot(QGraphicsEllipseItem):
    """One city of the picker: a dot in its region's colour when chosen."""

    def __init__(
        self, name: str, x: float, y: float, colour: str, picker: CityPicker, region: str = ""
    ):
        super().__init__(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)
        self.name = name
        self.region = region
        self.colour = QColor(colour)
        self.picker = picker
        self.setPos(x, y)
        self.setToolTip(tip(city_in_region(name, region) if region else name))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.show_chosen(False)

    def show_chosen(self, on: bool) -> None:
        self.setBrush(QBrush(self.colour if on else OFF_FILL))
        self.setPen(QPen(CHOSEN_PEN if on else OFF_FILL.darker(140), 2.0 if on else 1.0))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.picker.toggle(self.name)


class CityPicker(QGraphicsView):
    """The whole map with every city clickable: a click adds or removes a city of
    the free city set (RULES 6). Connections between two chosen cities are drawn
    dark, the others faint."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("cityPicker")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setScene(QGraphicsScene(self))
        # The whole map is always in view: no scroll bars (they would steal width and
        # make the fit jump between two scales).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chosen: set[str] = set()
        self.dots: dict[str, _CityDot] = {}
        self.lines: list[tuple[str, str, QGraphicsLineItem]] = []
        self.mapfile: MapFile | None = None

    def set_map(self, mapfile: MapFile) -> None:
        scene = self.scene()
        scene.clear()
        self.mapfile = mapfile
        self.chosen = set()
        colour = {r.name: r.color for r in mapfile.regions}
        self.lines = []
        where = {c.name: QPointF(c.x, c.y) for c in mapfile.cities}
        for conn in mapfile.connections:
            a, b = where[conn.a], where[conn.b]
            line = scene.addLine(a.x(), a.y(), b.x(), b.y())
            self.lines.append((conn.a, conn.b, line))
        self.dots = {}
        font = QFont()
        font.setPixelSize(15)
        for c in mapfile.cities:
            dot = _CityDot(c.name, c.x, c.y, colour[c.region], self, c.region)
            scene.addItem(dot)
            self.dots[c.name] = dot
            label = scene.addSimpleText(c.name, font)
            label.setBrush(QColor("#404040"))
            label.setPos(c.x - label.boundingRect().width() / 2, c.y + RADIUS + 1)
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        rect = scene.itemsBoundingRect().adjusted(-12, -12, 12, 12)
        scene.setSceneRect(rect)
        self._restyle()
        self.fit()

    def aspect(self) -> float:
        """Height over width of the map drawn (1 before a map is set)."""
        rect = self.sceneRect()
        return rect.height() / rect.width() if rect.width() > 0 else 1.0

    def wanted_height(self) -> int:
        """The viewport height at which the map fills the picker's whole width."""
        return round(self.viewport().width() * self.aspect())

    def fit(self) -> None:
        """Scale the map to the largest size that shows all of it, centred.

        Called when a map is set, when the picker is shown and on every resize, so a
        map chosen while the picker is open (a tall Germany after a wide USA) is fitted
        to the view instead of keeping the previous map's scale.
        """
        if self.sceneRect().isEmpty() or self.viewport().width() <= 0:
            return
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def set_chosen(self, cities: set[str] | list[str]) -> None:
        self.chosen = set(cities) & set(self.dots)
        self._restyle()
        self.changed.emit()

    def toggle(self, city: str) -> None:
        if city in self.chosen:
            self.chosen.discard(city)
        else:
            self.chosen.add(city)
        self._restyle()
        self.changed.emit()

    def _restyle(self) -> None:
        for name, dot in self.dots.items():
            dot.show_chosen(name in self.chosen)
        for a, b, line in self.lines:
            both = a in self.chosen and b in self.chosen
            line.setPen(
                QPen(QColor("#303030") if both else QColor("#c8c8c8"), 2.2 if both else 1.0)
            )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def changeEvent(self, event: QEvent) -> None:
        """A language switch names the regions in the cities' tool tips anew."""
        if event.type() == QEvent.Type.LanguageChange:
            for dot in self.dots.values():
                if dot.region:
                    dot.setToolTip(tip(city_in_region(dot.name, dot.region)))
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()


class VariantOptions(QGroupBox):
    """Free city selection, the deck and the inactive area (RULES 6), all off by
    default. Follows ``map_combo`` and ``count`` of the dialog it sits in."""

    changed = Signal()

    def __init__(
        self,
        map_combo: QComboBox,
        count: QSpinBox,
        regions_box: QWidget | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("variantOptions")
        self.setTitle(self.tr("Variants"))
        self.map_combo = map_combo
        self.count = count
        self.regions_box = regions_box
        self.custom_deck: DeckFile | None = None
        self._picker_shaped = False
        self.deck_problem = ""
        box = QVBoxLayout(self)
        self._add_free_cities(box)
        self._add_deck(box)

        self.free.toggled.connect(self._update)
        self.random_cities.toggled.connect(self._update)
        self.fill.clicked.connect(self.fill_random)
        self.clear.clicked.connect(lambda: self.picker.set_chosen([]))
        self.picker.changed.connect(self._update)
        self.deck_combo.activated.connect(self._deck_chosen)
        self.deck_combo.currentIndexChanged.connect(self._update)
        self.inactive.toggled.connect(self._update)
        map_combo.currentIndexChanged.connect(lambda _i: self._map_changed(map_combo.currentData()))
        count.valueChanged.connect(self._update)
        self._map_changed(map_combo.currentData())

    def _add_free_cities(self, box: QVBoxLayout) -> None:
        """Free city selection: the switch, random or picked cities, the table of how
        many a table size plays, the city picker and what is chosen so far (RULES 6)."""
        row = QHBoxLayout()
        self.free = QCheckBox(self.tr("Free city selection"))
        self.free.setObjectName("freeCities")
        self.free.setToolTip(self.tr("Play on a connected set of cities instead of regions"))
        row.addWidget(self.free)
        self.random_cities = QCheckBox(self.tr("Random connected set (from the seed)"))
        self.random_cities.setObjectName("randomCities")
        self.random_cities.setChecked(True)
        row.addWidget(self.random_cities)
        self.fill = QPushButton(self.tr("Fill at random"))
        self.fill.setObjectName("fillCities")
        row.addWidget(self.fill)
        self.clear = QPushButton(self.tr("Clear"))
        self.clear.setObjectName("clearCities")
        row.addWidget(self.clear)
        row.addStretch(1)
        box.addLayout(row)
        self.table = QLabel()
        self.table.setObjectName("freeCityTable")
        self.table.setWordWrap(True)  # a long line in German, not a wider dialog
        box.addWidget(self.table)
        self.picker = CityPicker(self)
        self.picker.setMinimumSize(420, 240)
        box.addWidget(self.picker, 1)
        self.city_status = plain(QLabel())
        self.city_status.setObjectName("cityStatus")
        box.addWidget(self.city_status)

    def _add_deck(self, box: QVBoxLayout) -> None:
        """The plant deck (built in or from a file), the inactive area and a deck's note."""
        deck_row = QHBoxLayout()
        deck_row.addWidget(QLabel(self.tr("Plant deck:")))
        self.deck_combo = QComboBox()
        self.deck_combo.setObjectName("deckCombo")
        for name in builtin_decks():
            self.deck_combo.addItem(deck_title(name, load_deck(name).name), name)
        self.deck_combo.addItem(self.tr("Deck file…"), "")
        self.deck_combo.setCurrentIndex(max(0, self.deck_combo.findData("original")))
        deck_row.addWidget(self.deck_combo, 1)
        self.inactive = QCheckBox(self.tr("Inactive area"))
        self.inactive.setObjectName("inactiveArea")
        self.inactive.setToolTip(
            self.tr(
                "The first plant of each number goes face up to the inactive area; a second "
                "plant of that number is played"
            )
        )
        deck_row.addWidget(self.inactive)
        box.addLayout(deck_row)
        self.deck_note = plain(QLabel())  # a deck file's refusal quotes the file
        self.deck_note.setObjectName("deckNote")
        self.deck_note.setWordWrap(True)
        box.addWidget(self.deck_note)

    # ----- following the dialog ---------------------------------------------------------

    def _map_changed(self, name: str) -> None:
        self.mapfile = load_map(name)
        self.picker.set_map(self.mapfile)
        self._picker_shaped = False  # a new map has another shape
        self._update()

    def give_picker_room(self) -> None:
        """Make the dialog as tall as the picker needs to draw the map across its width.

        A tall map (Germany) in the short strip a wide one (USA) needs would be drawn
        small in the middle; the dialog grows (or shrinks back) by the difference,
        never beyond the screen's free height (:func:`.fit.room`) nor below what its
        contents need.
        """
        window = self.window()
        if window is self or not self.picker.isVisible():
            return
        # The sizes with the parts shown now: first wide enough for the picker's row of
        # buttons without sideways scrolling, then tall enough for the map.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        wide = window.sizeHint().width()
        if wide > window.width():
            fit.resize_to_fit(window, wide, window.height())
        layout = window.layout()
        if layout is not None:
            layout.activate()
        extra = self.picker.wanted_height() - self.picker.viewport().height()
        extra += fit.scrolled_away(self)  # the dialog's choices scroll: show them all
        room = fit.room(window).height()
        target = min(room, max(window.minimumSizeHint().height(), window.height() + extra))
        self._picker_shaped = True
        if target != window.height():
            fit.resize_to_fit(window, window.width(), target)
        self.picker.fit()

    def players(self) -> int:
        return int(self.count.value())

    def fill_random(self) -> None:
        """Choose a random connected set of the right size, to start from."""
        need = free_city_count(self.players())
        self.picker.set_chosen(random_cities(self.mapfile, need, random.Random()))

    def _deck_chosen(self, index: int) -> None:
        if self.deck_combo.itemData(index) != "":
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Plant deck"), "", self.tr("Deck files (*.json)")
        )
        if path:
            self.load_custom_deck(path)

    def load_custom_deck(self, path: str) -> None:
        """Use a deck file; its problems are shown and keep the game from starting."""
        try:
            self.custom_deck = load_deck(path)
            self.deck_problem = ""
        except DeckError as err:
            self.custom_deck = None
            self.deck_problem = self.tr("This deck cannot be used: %1").replace(
                "%1", "; ".join(err.problems)
            )
        self.deck_combo.setCurrentIndex(self.deck_combo.count() - 1)
        self._update()

    # ----- state ----------------------------------------------------------------------------

    def _update(self) -> None:
        free = self.free.isChecked()
        manual = free and not self.random_cities.isChecked()
        n = self.players()
        cities, step2, end = free_city_count(n), *self._thresholds(n)
        for widget in (self.random_cities, self.table):
            widget.setVisible(free)
        for part in (self.picker, self.city_status, self.fill, self.clear):
            part.setVisible(manual)
        if not manual:
            self._picker_shaped = False
        elif not self._picker_shaped:
            self.give_picker_room()
        if self.regions_box is not None:
            self.regions_box.setVisible(not free)
            random_regions = self.regions_box.findChild(QCheckBox, "randomRegions")
            if free and random_regions is not None:
                random_regions.setChecked(True)  # regions do not apply; nothing to check
        self.table.setText(
            self.tr(
                "%1 players: %2 cities in play, step 2 at %3 cities, the game ends at %4, "
                "%5 plants removed at setup"
            )
            .replace("%1", str(n))
            .replace("%2", str(cities))
            .replace("%3", str(step2))
            .replace("%4", str(end))
            .replace("%5", str(free_city_rules(n).removed))
        )
        if manual:
            problems = city_set_problems(self.mapfile, sorted(self.picker.chosen), cities)
            count = len(self.picker.chosen)
            connected = (
                not any(getattr(p, "code", "") == "not_connected" for p in problems) and count > 0
            )
            self.city_status.setText(
                self.tr("%1 of %2 cities chosen · %3")
                .replace("%1", str(count))
                .replace("%2", str(cities))
                .replace("%3", self.tr("connected") if connected else self.tr("not connected"))
            )
            self.city_status.setStyleSheet("color: #1a7f37;" if not problems else "color: #b2182b;")
        self.deck_note.setText(self._deck_text())
        self.changed.emit()

    @staticmethod
    def _thresholds(n: int) -> tuple[int, int]:
        rules = free_city_rules(n)
        return rules.step2_cities, rules.end_cities

    def deck_file(self) -> DeckFile | None:
        name = self.deck_combo.currentData()
        if name == "":
            return self.custom_deck
        return load_deck(name)

    def _deck_text(self) -> str:
        if self.deck_problem and self.deck_combo.currentData() == "":
            return self.deck_problem
        deck = self.deck_file()
        if deck is None:
            return self.tr("Choose a deck file.")
        text = self.tr("%1 plants.").replace("%1", str(len(deck.plants)))
        if deck.example:
            text += " " + self.tr("An example deck: its extra cards are not printed cards.")
        return text

    def problem_text(self) -> str:
        """Why the chosen variants cannot start a game; empty when they can."""
        deck = self.deck_file()
        if deck is None:
            return self.deck_problem or self.tr("Choose a deck file.")
        cards = card_set(deck)
        if self.inactive.isChecked() and not cards.shared_numbers:
            return self.tr(
                "The inactive area needs a deck where plants share numbers "
                "(for example the doubled example deck)."
            )
        inactive, n = self.inactive.isChecked(), self.players()
        if opening_problem(cards, n, inactive) is not None:  # e.g. the plus deck, inactive
            text = (
                self.tr(
                    "With the inactive area, this deck's starting pool puts %1 plants a player "
                    "can pay into the market; round 1 of a game of %2 players needs one for "
                    "each player."
                )
                if inactive
                else self.tr(
                    "This deck's starting market holds %1 plants a player can pay; round 1 "
                    "of a game of %2 players needs one for each player."
                )
            )
            return text.replace("%1", str(affordable_openings(cards, inactive))).replace(
                "%2", str(n)
            )
        if self.free.isChecked() and not self.random_cities.isChecked():
            problems = city_set_problems(
                self.mapfile, sorted(self.picker.chosen), free_city_count(self.players())
            )
            if problems:
                return self.tr("Free city selection: %1").replace(
                    "%1", city_set_problems_text(problems)
                )
        return ""

    def variants(self) -> Variants:
        """The variants chosen (the original game when nothing is ticked)."""
        free = self.free.isChecked()
        name = self.deck_combo.currentData()
        custom = self.custom_deck if name == "" else None
        cities = (
            tuple(sorted(self.picker.chosen))
            if free and not self.random_cities.isChecked()
            else None
        )
        return Variants(
            free_cities=free,
            cities=cities,
            inactive_area=self.inactive.isChecked(),
            deck=name or (custom.name if custom else "original"),
            deck_content=custom,
        )
