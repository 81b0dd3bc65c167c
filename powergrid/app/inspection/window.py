"""The inspection window: look at a map without playing.

Choose a built-in map or open a map file; switch regions in and out of play and see
at once whether they form one connected area (RULES 2); click a city for its
details; choose starting cities (a network); hover any city to see the cheapest
path to it and its price (RULES 3.4); shade every city by its price; plan an
expansion (several targets: the cheapest order, each city's cost, the total, every
path drawn); ask for the cheapest N cities to add. The map is drawn by the app's
own :class:`~powergrid.app.table.board_view.BoardScene` and ``BoardView``.

Clicking a city does what the "Click" choice says (details, toggle a starting city,
toggle a planned target); Shift+click always toggles a starting city and
Ctrl+click always toggles a planned target.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QGuiApplication,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMainWindow,
    QTableWidgetItem,
    QWidget,
)

from ...board import BuildPlan, MapError, builtin_maps, load_map
from ...rules import GameState
from ..shared import fit, input_guard
from ..shared.file_errors import map_error_text
from ..shared.palettes import palette
from ..shared.plain_text import escaped, tip
from ..shared.style import SHAPES, HouseMark, current_palette
from ..shared.texts import region_name
from ..table.board_view import PLANNED, BoardScene, BoardView
from .model import HoverInfo, InspectionModel
from .overlay import HOVER_COLOUR, NETWORK_COLOUR, HoverTracker, SceneOverlay, heat_colour
from .panel import DETAILS, NETWORK, TARGETS, InspectorPanel

__all__ = ["InspectorWindow", "make_inspect_action", "open_inspector"]

# A running game as the inspector opens on it: (state, names, seat, each seat's colour).
InspectedGame = tuple[GameState, list[str], int, list[QColor]]

_OPEN_WINDOWS: list[QMainWindow] = []  # top-level inspectors without a parent


class InspectorWindow(QMainWindow):
    """The map inspector (see the module docstring).

    ``hovered(text)`` describes the hovered city's price ("" when none);
    ``planChanged()`` fires after the planned expansion was recomputed.
    """

    hovered = Signal(str)
    planChanged = Signal()

    def __init__(
        self,
        map_name: str | None = None,
        parent: QWidget | None = None,
        *,
        regions: Iterable[str] | None = None,
        state: GameState | None = None,
        names: Sequence[str] | None = None,
        seat: int | None = None,
        cities: Iterable[str] | None = None,
        colours: Sequence[QColor | str] | None = None,
    ) -> None:
        input_guard.install()  # the wheel changes a number box only when it has the focus
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("inspectorWindow")
        self.setWindowTitle(self.tr("Map inspector"))
        fit.resize_to_fit(self, 1400, 860)
        self.click_mode = DETAILS
        self.heat_on = False
        self.plan: BuildPlan | None = None
        self.plan_error = ""
        self.hover_info: HoverInfo | None = None
        if state is not None and hasattr(state, "clone"):
            state = state.clone()  # a snapshot: the game goes on without us
        self.state = state
        self.names = list(names) if names else None
        # Each seat's colour as the table shows it (else the palette chosen in Settings).
        self.colours = [QColor(c) for c in colours] if colours else None
        self._updating = False

        if state is not None:
            mapfile = state.board.mapfile
            regions = list(state.board.regions)
            in_regions = [c for c in mapfile.cities if c.region in set(regions)]
            if len(state.board.cities) < len(in_regions):
                cities = list(state.board.cities)  # a free city set (RULES 6)
            self.map_label = mapfile.name
        else:
            name = map_name or _default_map()
            mapfile = load_map(name)
            self.map_label = _label(name)
        self.model = InspectionModel(mapfile, regions, step=state.step if state is not None else 1)
        self.city_problems = self.model.set_cities(cities) if cities is not None else []
        self.scene = BoardScene(self)
        self.tracker: HoverTracker | None = None
        self.view = BoardView(self.scene, self)
        self.view.setObjectName("inspectorView")
        self.setCentralWidget(self.view)
        self._build_panel()
        self._attach_scene()
        if state is not None:
            self._take_game(state, seat)
        self._reload_map_widgets()
        self._show_hint()

    def _show_hint(self) -> None:
        self.statusBar().showMessage(
            self.tr(
                "Hover a city for its price. Shift+click: starting city, Ctrl+click: plan target. "
                "Esc or Ctrl+W closes."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        """A language switch: the panel is made again in the new language.

        What the panel shows lives in the model (regions, step, network, targets) and in
        the window (click mode, heat shading), so nothing chosen is lost.
        """
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "panel"):
            self.retranslate()
        super().changeEvent(event)

    def _region_name(self, region: str) -> str:
        """A region of the map shown, in the current language (the map file's own
        name for it there, else its colour's)."""
        return region_name(region, self.model.mapfile)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Map inspector"))
        suggest = self.panel.suggest_spin.value()
        old = self.panel
        self.removeDockWidget(old)
        old.deleteLater()
        self._build_panel()
        self.panel.suggest_spin.setValue(suggest)
        self.panel.heat_box.setChecked(self.heat_on)
        self.set_click_mode(self.click_mode)
        self._reload_map_widgets()
        if self.hover_info is None:
            self.panel.hover_label.setText(self.tr("Hover a city."))
        self._show_hint()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc or Ctrl+W closes the inspector (keys the map view does not use)."""
        ctrl_w = (
            event.key() == Qt.Key.Key_W and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        )
        if event.key() == Qt.Key.Key_Escape or ctrl_w:
            self.close()
            return
        super().keyPressEvent(event)

    # -- panel --------------------------------------------------------------------------------

    def _build_panel(self) -> None:
        self.panel = InspectorPanel(self)
        self.panel.mapChosen.connect(self._map_chosen)
        self.panel.openRequested.connect(self._open_file)
        self.panel.playerChosen.connect(self._player_chosen)
        self.panel.regionToggled.connect(self._region_toggled)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)

    def _reload_map_widgets(self) -> None:
        """Fill the map list, region boxes and player list for the current map."""
        self._updating = True
        try:
            self.panel.fill(self)
        finally:
            self._updating = False
        self.refresh()

    # -- map ----------------------------------------------------------------------------------

    def _attach_scene(self) -> None:
        """A fresh scene for the current map (the view, overlay and hover follow it)."""
        old = self.view.scene()
        if self.tracker is not None:
            self.tracker.detach()
            self.tracker.deleteLater()
        self.scene = BoardScene(self)
        self.scene.cityClicked.connect(self._city_clicked)
        self.view.setScene(self.scene)
        if old is not None:
            old.deleteLater()
        tracker = self.tracker = HoverTracker(self.scene, self)
        tracker.hovered.connect(self.hover_city)
        self._build_scene()
        self.overlay = SceneOverlay(self.scene)
        self.view.fit()

    def _build_scene(self) -> None:
        """Draw the map (the scene caches its static items as pixmaps, so a hover path
        repaints cheaply over them)."""
        # every city clickable: a click on a city out of play shows its details too
        self.scene.build(
            self.model.mapfile,
            self.model.regions,
            all_clickable=True,
            cities_in_play=self.model.cities,
        )

    def load_map(self, name_or_path: str) -> bool:
        """Show another map (built-in name or file). On a bad file, say why and keep
        the current map; returns whether it worked."""
        try:
            mapfile = load_map(name_or_path)
        except MapError as err:
            self.panel.details.setPlainText(map_error_text(err))
            self.statusBar().showMessage(
                self.tr("Cannot open {file}: see the details box.").format(file=name_or_path)
            )
            self._reload_map_widgets()
            return False
        self.map_label = _label(name_or_path)
        self.plan = None
        self.model.set_map(mapfile)
        self._attach_scene()
        self._reload_map_widgets()
        self.panel.details.clear()
        return True

    def _map_chosen(self, index: int) -> None:
        data = self.panel.map_combo.itemData(index)
        if data and data != self.map_label:
            self.load_map(data)

    def _open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a map file"), "", self.tr("Map files (*.json);;All files (*)")
        )
        if path:
            self.load_map(path)

    # -- regions, step, network, targets ------------------------------------------------------

    def _region_toggled(self, region: str) -> None:
        if self._updating:
            return
        wanted = [r for r, box in self.panel.region_boxes.items() if box.isChecked()]
        self.set_regions(wanted)

    def set_regions(self, regions: Iterable[str]) -> None:
        self.model.set_regions(regions)
        self._updating = True
        try:
            for r, box in self.panel.region_boxes.items():
                box.setChecked(r in self.model.regions)
        finally:
            self._updating = False
        self.overlay.clear()
        self._build_scene()
        self.refresh()

    def toggle_region(self, region: str) -> None:
        self.model.toggle_region(region)
        self.set_regions(self.model.regions)

    def set_step(self, step: int) -> None:
        if self._updating or step == self.model.step:
            return
        self.model.step = step
        self.refresh()

    def set_network(self, cities: Iterable[str]) -> None:
        self.model.set_network(cities)
        self.refresh()

    def set_targets(self, cities: Iterable[str]) -> None:
        self.model.targets = []
        for c in cities:
            self.model.toggle_target(c)
        self.refresh()

    def set_heat(self, on: bool) -> None:
        self.heat_on = bool(on)
        if self.panel.heat_box.isChecked() != self.heat_on:
            self.panel.heat_box.setChecked(self.heat_on)
        self._draw_heat()

    def set_click_mode(self, mode: str) -> None:
        self.click_mode = mode
        for button in self.panel.mode_group.buttons():
            if button.objectName() == f"mode_{mode}" and not button.isChecked():
                button.setChecked(True)

    def suggest(self, n: int) -> BuildPlan | None:
        """Plan the cheapest ``n`` cities to add to the network."""
        plan = self.model.suggest(n)
        self.model.targets = [] if plan is None else list(plan.order)
        self.refresh()
        return self.plan

    # -- a game --------------------------------------------------------------------------------

    def _take_game(self, state: GameState, seat: int | None) -> None:
        on_board = state.houses()
        self.model.houses = {city: len(o) for city, o in on_board.items()}
        houses: dict[str, list[HouseMark]] = {}
        for city, owners in on_board.items():
            if owners:
                houses[city] = [
                    (
                        self._seat_colour(s),
                        (self.names[s][:1].upper() if self.names else str(s + 1)),
                        SHAPES[s % len(SHAPES)],
                    )
                    for s in owners
                ]
        self._game_houses = houses
        self.scene.set_owners(houses)
        if seat is not None:
            self._choose_player(seat)

    def _seat_colour(self, seat: int) -> QColor:
        if self.colours:
            return self.colours[seat % len(self.colours)]
        colours = palette(current_palette())
        return QColor(colours[seat % len(colours)].code)

    def _player_chosen(self, index: int) -> None:
        seat = self.panel.player_combo.itemData(index)
        if seat is not None and seat >= 0:
            self._choose_player(seat)

    def _choose_player(self, seat: int) -> None:
        state = self.state
        if state is None:
            return  # no game: no seat's network to show
        self.model.set_network(state.player(seat).cities)
        self.model.charge_connections(lambda city: state.connection_price(seat, city))
        index = self.panel.player_combo.findData(seat)
        if index >= 0:
            self.panel.player_combo.setCurrentIndex(index)
        self.refresh()

    # -- clicks and hover ----------------------------------------------------------------------

    def _city_clicked(self, city: str) -> None:
        mods = QGuiApplication.keyboardModifiers()
        mode = self.click_mode
        if mods & Qt.KeyboardModifier.ShiftModifier:
            mode = NETWORK
        elif mods & Qt.KeyboardModifier.ControlModifier:
            mode = TARGETS
        self.click_city(city, mode)

    def click_city(self, city: str, mode: str | None = None) -> None:
        """What a click on ``city`` does in ``mode`` (default: the chosen click mode)."""
        mode = mode or self.click_mode
        if mode == NETWORK:
            self.model.toggle_network(city)
            self.refresh()
        elif mode == TARGETS:
            self.model.toggle_target(city)
            self.refresh()
        self.show_details(city)

    def show_details(self, city: str) -> None:
        self.panel.details.setPlainText(
            self.model.details(city).describe(_translate, self._region_name)
        )

    def hover_city(self, city: str) -> HoverInfo | None:
        """Highlight the cheapest path from the network to ``city`` and tag its price."""
        self.overlay.clear("hover")
        info = self.model.hover(city) if city else None
        self.hover_info = info
        if info is None:
            text = ""
            if city and city not in self.model.in_play:
                text = self.tr("{city}: not in play").format(city=city)
            elif city and self.model.board is None:
                text = self.tr("{city}: the regions in play are not connected").format(city=city)
            self.panel.hover_label.setText(text or self.tr("Hover a city."))
            self.hovered.emit(text)
            return None
        if len(info.path) > 1:
            self.overlay.show_path("hover", info.path)
        self.overlay.show_ring("hover", city, HOVER_COLOUR, 4.0)
        if not info.in_network:
            if info.total is None:
                tag = self.tr("no place")
            elif info.connection:
                tag = f"{info.total} = {info.connection} + {info.house}"
            else:
                tag = str(info.total)
            self.overlay.show_tag("hover", city, tag, size=16)
        text = info.describe(_translate)
        self.panel.hover_label.setText(text)
        self.hovered.emit(text)
        return info

    # -- drawing ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Recompute and redraw everything but the map itself."""
        if self.tracker is None:  # the scene is being set up
            return
        status = self.model.status
        colour = "#1a7f37" if status.connected else "#b2182b"
        self.panel.region_status.setText(
            f'<span style="color:{colour}">'
            f"{escaped(status.describe(_translate, self._region_name))}</span>"
        )
        if self.state is not None and hasattr(self, "_game_houses"):
            self.scene.set_owners(self._game_houses)
        self.overlay.clear("network")
        for city in self.model.network:
            self.overlay.show_ring("network", city, NETWORK_COLOUR)
        self._update_plan()
        self._draw_heat()
        if self.tracker.current:
            self.hover_city(self.tracker.current)
        elif self.hover_info is not None:
            self.hover_city(self.hover_info.city)

    def _update_plan(self) -> None:
        """The planned expansion again: its table, its total and its paths on the map,
        or why there is none."""
        self.plan_error = ""
        try:
            self.plan = self.model.plan()
        except ValueError as err:
            self.plan, self.plan_error = None, str(err)
        plan = self.plan
        self.panel.plan_table.setRowCount(0)
        if plan is None:
            self.scene.show_plan([], {})
            self.panel.plan_total.setText(self._no_plan_text())
            self.planChanged.emit()
            return
        self._fill_plan_table(plan)
        total = (
            self.tr("<b>Total {total}</b> = paths {paths} + houses {houses} for 1 city")
            if len(plan.order) == 1
            else self.tr("<b>Total {total}</b> = paths {paths} + houses {houses} for {n} cities")
        )
        self.panel.plan_total.setText(
            total.format(
                total=plan.total,
                paths=plan.connection_total,
                houses=plan.house_total,
                n=len(plan.order),
            )
        )
        highlights = {s.city: (PLANNED, str(i + 1)) for i, s in enumerate(plan.steps)}
        self.scene.show_plan([list(s.path) for s in plan.steps], highlights)
        self.planChanged.emit()

    def _no_plan_text(self) -> str:
        """Why no expansion is planned: the model's refusal, no connected area, or no
        target chosen yet."""
        if self.plan_error:
            return self.tr("Cannot plan: {reason}.").format(reason=escaped(self.plan_error))
        if self.model.board is None:
            return self.tr("Put regions in play that form one connected area.")
        return self.tr("Ctrl+click cities to plan an expansion.")

    def _fill_plan_table(self, plan: BuildPlan) -> None:
        """One row a planned city, in building order, each cell with the step's sum."""
        table = self.panel.plan_table
        table.setRowCount(len(plan.steps))
        text = self.tr("{city}: {cost} = path {connection} + house {house}\n{route}")
        for row, step in enumerate(plan.steps):
            route = " → ".join(step.path)
            values = [row + 1, step.city, step.connection, step.house, step.cost, route]
            step_tip = tip(
                text.format(
                    city=step.city,
                    cost=step.cost,
                    connection=step.connection,
                    house=step.house,
                    route=route,
                )
            )
            for col, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setToolTip(step_tip)
                if isinstance(value, int):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, col, item)

    def _draw_heat(self) -> None:
        self.overlay.clear("heat")
        if not self.heat_on:
            self.panel.heat_legend.setText("")
            return
        heat = self.model.heat()
        values = [v for v in heat.values() if v is not None]
        if not values:
            self.panel.heat_legend.setText(
                self.tr("No prices: the regions in play are not connected.")
            )
            return
        low, high = min(values), max(values)
        for city, value in heat.items():
            if value is None:
                continue
            self.overlay.show_halo("heat", city, heat_colour(value, low, high))
            self.overlay.show_tag("heat", city, str(value), QColor("#303030"), below=True, size=11)
        if self.model.network:
            legend = self.tr("Price from the network: {low} (pale) … {high} (dark red).")
        else:
            legend = self.tr(
                "Price from the network: {low} (pale) … {high} (dark red). "
                "Choose starting cities to see path costs."
            )
        self.panel.heat_legend.setText(legend.format(low=low, high=high))

    # -- rendering ---------------------------------------------------------------------------

    def grab_png(self, path: str | Path) -> bool:
        """Save a picture of the window (works offscreen)."""
        QApplication.processEvents()
        return self.grab().save(str(path))


def _translate(source: str) -> str:
    """The model's strings (marked in the "Inspector" context) in the current language."""
    return QCoreApplication.translate("Inspector", source)


def _default_map() -> str:
    maps = builtin_maps()
    return "usa" if "usa" in maps or not maps else maps[0]


def _label(name_or_path: str | Path) -> str:
    """A built-in map's lower-case name, else the path as given."""
    text = str(name_or_path)
    return text.lower() if text.lower() in builtin_maps() else text


def open_inspector(
    map_name: str | None = None, parent: QWidget | None = None, **kwargs: Any
) -> InspectorWindow:
    """Open (and show) an inspection window on ``map_name`` (built-in name or file;
    default ``usa``). Keyword arguments go to :class:`InspectorWindow`
    (``regions=``, or ``state=``, ``names=``, ``seat=`` to inspect a running game:
    its regions, its houses, its step and a player's network)."""
    window = InspectorWindow(map_name, parent, **kwargs)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if parent is None:
        _OPEN_WINDOWS.append(window)
        window.destroyed.connect(lambda *_: _forget(window))
    window.show()
    return window


def _forget(window: QMainWindow) -> None:
    try:
        _OPEN_WINDOWS.remove(window)
    except ValueError:
        pass


class InspectAction(QAction):
    """The "Inspect…" menu action; ``inspector`` is the last window it opened."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(QCoreApplication.translate("Inspector", "&Inspect…"), parent)
        self.inspector: InspectorWindow | None = None


def make_inspect_action(
    parent: QObject,
    map_name: str | Callable[[], str | None] | None = None,
    game: InspectedGame | Callable[[], InspectedGame | None] | None = None,
) -> InspectAction:
    """A "Inspect…" QAction for a "Map" menu; triggering it opens the inspector.

    ``map_name`` and ``game`` may be values or functions called at trigger time.
    ``game`` gives ``(state, names, seat, colours)`` or ``None``; with a game the inspector
    opens on a snapshot of its board (regions, houses, step) with ``seat``'s network
    chosen. The last window opened is kept as ``action.inspector``.
    """
    action = InspectAction(parent)
    action.setObjectName("actionInspectMap")
    action.setStatusTip(
        QCoreApplication.translate(
            "Inspector", "Look at the map: regions, paths and building prices"
        )
    )

    def trigger() -> None:
        name = map_name() if callable(map_name) else map_name
        current = game() if callable(game) else game
        widget = parent if isinstance(parent, QWidget) else None
        if current is not None and current[0] is not None:
            state, names, seat, colours = current
            action.inspector = open_inspector(
                None, widget, state=state, names=names, seat=seat, colours=colours
            )
        else:
            action.inspector = open_inspector(name, widget)

    action.triggered.connect(trigger)
    return action
