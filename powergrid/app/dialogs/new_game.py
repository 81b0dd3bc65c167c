"""The New game dialog: map, seats (name, colour, who plays), regions and variants."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ... import levels
from ...ai.strength import shipped_ratings
from ...board import MapFile, regions_connected
from ...rules import GameConfig, SeatConfig, game_tables, on_map, region_choices
from ..shared import fit, texts
from ..shared.controller import HUMAN
from ..shared.palettes import palette
from ..shared.plain_text import plain
from ..shared.style import current_palette
from ..table.board_view import BoardScene, BoardView
from .map_choice import MapChoice
from .variants import VariantOptions

# What a new seat after the first is played by.
DEFAULT_LEVEL = "normal"
translate = QCoreApplication.translate
DEFAULT_NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")


def controllers() -> tuple[str, ...]:
    """Who may play a seat: a human or one of the levels offered (codes as a seat
    stores them)."""
    return (HUMAN, *(level.key for level in levels.LEVELS if level.offered))


def _controller_name(code: str) -> str:
    """ "Human" or the level's name, in the current language, with its rating when the
    levels have been rated (``python -m lab ratings``; docs/strength.md): "AI normal ·
    rating 1500". The note beside the buttons says what the rating is."""
    if code == HUMAN:
        return translate("NewGameDialog", "Human")
    name = translate("Levels", levels.find(code).name)
    rated = shipped_ratings().get(code)
    if rated is None:
        return name
    return translate("NewGameDialog", "{level} · rating {rating}").format(
        level=name, rating=f"{rated.rating:.0f}"
    )


def ratings_note() -> tuple[str, str]:
    """What the number beside a level is: a short line and its tooltip (both "" when
    no level is rated)."""
    if not shipped_ratings():
        return "", ""
    line = translate("NewGameDialog", "Rating: Elo from games between the computer levels")
    more = translate(
        "NewGameDialog",
        "Each computer level's rating is an Elo rating measured in games between the "
        "levels: AI normal is 1500, and 100 points more wins about 64 % of head-to-head "
        "comparisons. A person is not rated.",
    )
    return line, more


def _controller_tip(code: str) -> str:
    """How a level's rating was measured, for its entry's tooltip ("" when unrated)."""
    rated = shipped_ratings().get(code)
    if code == HUMAN or rated is None:
        return ""
    if rated.low == rated.high:  # the level every rating is measured from
        return translate(
            "NewGameDialog", "Rating {rating}: the level the others are measured against."
        ).format(rating=f"{rated.rating:.0f}")
    return translate(
        "NewGameDialog",
        "Rating {rating} (95 % interval {low}–{high}) from {games} games between the "
        "computer levels; Normal is 1500, and 100 points more wins about 64 % of "
        "head-to-head comparisons.",
    ).format(
        rating=f"{rated.rating:.0f}",
        low=f"{rated.low:.0f}",
        high=f"{rated.high:.0f}",
        games=rated.games,
    )


def _swatch(colour: str) -> QIcon:
    pix = QPixmap(14, 14)
    pix.fill(QColor(colour))
    return QIcon(pix)


# The region map's height on a short screen, and how much taller it grows where the
# screen has room.
MAP_HEIGHT, MAP_GROWTH = 140, 200
# The dialog's least width with its choices stacked.
MIN_WIDTH = 640


class RegionMap(BoardView):
    """The small map regions are clicked on. It asks for the height the dialog gives it
    (its minimum), not for its zoomed scene's: a hint that followed the zoom would make
    the choices a few pixels taller than the room :meth:`NewGameDialog._fit_to_contents`
    sized the dialog for, and they would scroll."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(super().sizeHint().width(), self.minimumHeight())


class NewGameDialog(QDialog):
    """Map, 2-6 seats (name, colour, human or AI level) and the regions in play."""

    def __init__(
        self, parent: QWidget | None = None, players: int = 3, map_name: str = "usa"
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        # The choices scroll when the screen is too short for them; the problem line
        # and the buttons stay below them, always in reach.
        # Two columns, the game and its seats, then the map's regions and the variants,
        # stacked on a tall screen and side by side on a short one.
        body = QWidget()
        body.setObjectName("newGameBody")
        self.body_layout = layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, body)
        self.beside = False
        layout.setContentsMargins(0, 0, 0, 0)
        game = QVBoxLayout()
        game.addLayout(self._game_form(map_name))
        game.addWidget(self._seats_box())
        game.addStretch(0)  # side by side, the seats stay at the top of their column
        layout.addLayout(game)
        board = QVBoxLayout()
        regions = self._regions_box()
        board.addWidget(regions, 1)
        self.variant_options = VariantOptions(self.map_combo, self.count, regions, self)
        board.addWidget(self.variant_options, 1)
        layout.addLayout(board, 1)

        self.choices = fit.ContentsScrollArea(body, self)
        self.choices.setObjectName("newGameChoices")
        self.outer = outer = QVBoxLayout(self)
        outer.addWidget(self.choices, 1)

        self.problem = plain(QLabel())  # may quote a deck file's refusal
        self.problem.setObjectName("newGameProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b2182b;")
        outer.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # What a level's rating is, beside the buttons: a line there costs the choices
        # (and the region map beside the seats) no height.
        self.rating_note = QLabel()
        self.rating_note.setObjectName("ratingNote")
        self.rating_note.setWordWrap(True)
        bottom = QHBoxLayout()
        bottom.addWidget(self.rating_note, 1)
        bottom.addWidget(self.buttons)
        outer.addLayout(bottom)

        self.variant_options.changed.connect(self.validate)
        self.variant_options.changed.connect(self._fit_to_contents)
        self.map_choice.changed.connect(self._map_changed)
        self._map_changed()
        self.count.valueChanged.connect(self._count_changed)
        self.count.setValue(max(2, min(6, players)))
        self._count_changed()
        self.retranslate()
        hint = self.sizeHint()
        fit.resize_to_fit(self, max(MIN_WIDTH, hint.width()), hint.height())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """Sized again once shown, when the screen's room for the region map is known."""
        super().showEvent(event)
        self._fit_to_contents()

    def _game_form(self, map_name: str) -> QFormLayout:
        """The map (a shipped board or a map file) with its rule changes, the rule set,
        the number of players and the game's seed."""
        form = QFormLayout()
        self.map_choice = choice = MapChoice(self, map_name)
        self.map_combo = choice.combo
        row = QHBoxLayout()
        row.addWidget(choice.combo, 1)
        row.addWidget(choice.file_button)
        self.map_label = QLabel()
        form.addRow(self.map_label, row)
        form.addRow(choice.refusal)
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(2, 6)
        self.count_label = QLabel()
        self.edition_label = QLabel()
        row = QHBoxLayout()
        row.addWidget(choice.edition, 1)
        row.addSpacing(12)
        row.addWidget(self.count_label)
        row.addWidget(self.count)
        self.seed = QSpinBox()
        self.seed.setObjectName("seedSpin")
        self.seed.setRange(0, 2_000_000_000)
        self.seed_label = QLabel()
        row.addSpacing(12)
        row.addWidget(self.seed_label)
        row.addWidget(self.seed)
        form.addRow(self.edition_label, row)
        form.addRow(choice.rules)
        return form

    def _seats_box(self) -> QGroupBox:
        """Six rows of name, colour and player (a person or a computer level); the
        player count shows the first rows."""
        self.seats_box = seats = QGroupBox()
        grid = QGridLayout(seats)
        self.headings = [QLabel(), QLabel(), QLabel()]
        for col, heading in enumerate(self.headings):
            grid.addWidget(heading, 0, col)
        self.names: list[QLineEdit] = []
        self.colours: list[QComboBox] = []
        self.kinds: list[QComboBox] = []
        for i in range(6):
            row = (self._name_edit(i), self._colour_combo(i), self._kind_combo(i))
            for col, widget in enumerate(row):
                grid.addWidget(widget, i + 1, col)
        return seats

    def _name_edit(self, i: int) -> QLineEdit:
        name = QLineEdit(DEFAULT_NAMES[i])
        name.setObjectName(f"seatName{i}")
        name.setMaxLength(40)
        name.textChanged.connect(self.validate)
        self.names.append(name)
        return name

    def _colour_combo(self, i: int) -> QComboBox:
        """The colours of the palette chosen in Settings (the board game's, or the
        colour-blind-safe set), named in the current language."""
        colour = QComboBox()
        colour.setObjectName(f"seatColour{i}")
        for choice in palette(current_palette()):
            colour.addItem(_swatch(choice.code), choice.name(), choice.code)
        colour.setCurrentIndex(i)
        colour.currentIndexChanged.connect(self.validate)
        self.colours.append(colour)
        return colour

    def _kind_combo(self, i: int) -> QComboBox:
        """A person or a computer level, each level with its tooltip."""
        kind = QComboBox()
        kind.setObjectName(f"seatKind{i}")
        codes = controllers()
        for code in codes:
            kind.addItem(_controller_name(code), code)
            kind.setItemData(kind.count() - 1, _controller_tip(code), Qt.ItemDataRole.ToolTipRole)
        kind.setCurrentIndex(codes.index(HUMAN if i == 0 else DEFAULT_LEVEL))
        kind.currentIndexChanged.connect(self.validate)
        kind.currentIndexChanged.connect(lambda _i, kind=kind: self._explain_kind(kind))
        self.kinds.append(kind)
        return kind

    @staticmethod
    def _explain_kind(kind: QComboBox) -> None:
        """The chosen level's rating, as the closed box's tooltip."""
        kind.setToolTip(_controller_tip(kind.currentData()))

    def _regions_box(self) -> QGroupBox:
        """Random regions, or the regions clicked on the small map."""
        self.regions_box = regions = QGroupBox()
        rbox = QVBoxLayout(regions)
        self.random_regions = QCheckBox()
        self.random_regions.setObjectName("randomRegions")
        self.random_regions.setChecked(True)
        self.random_regions.toggled.connect(self._regions_mode)
        rbox.addWidget(self.random_regions)
        self.region_row = QHBoxLayout()
        rbox.addLayout(self.region_row)
        self.region_checks: dict[str, QCheckBox] = {}
        self.scene = BoardScene(self)
        self.scene.cityClicked.connect(self.toggle_region_of)
        self.view = RegionMap(self.scene)
        self.view.setObjectName("regionMap")
        self.view.setMinimumSize(360, MAP_HEIGHT)
        self.view.setEnabled(False)
        rbox.addWidget(self.view)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        rbox.addWidget(self.hint)
        return regions

    def retranslate(self) -> None:
        """Every fixed text of the dialog (again on LanguageChange; choices stay)."""
        self.setWindowTitle(self.tr("New game"))
        self.map_label.setText(self.tr("Map:"))
        self.edition_label.setText(self.tr("Rule set:"))
        self.map_choice.retranslate()
        self.count_label.setText(self.tr("Players:"))
        self.seed_label.setText(self.tr("Seed:"))
        self.seed.setSpecialValueText(self.tr("random"))
        self.seats_box.setTitle(self.tr("Players (seating order)"))
        for heading, text in zip(
            self.headings,
            (self.tr("<b>Name</b>"), self.tr("<b>Colour</b>"), self.tr("<b>Played by</b>")),
            strict=True,
        ):
            heading.setText(text)
        for colour in self.colours:
            for i, choice in enumerate(palette(current_palette())):
                colour.setItemText(i, choice.name())
        for kind in self.kinds:
            for i, code in enumerate(controllers()):
                kind.setItemText(i, _controller_name(code))
                kind.setItemData(i, _controller_tip(code), Qt.ItemDataRole.ToolTipRole)
            self._explain_kind(kind)
        note, more = ratings_note()
        self.rating_note.setText(note)
        self.rating_note.setToolTip(more)
        self.rating_note.setVisible(bool(note))
        self.regions_box.setTitle(self.tr("Regions in play"))
        for name, check in self.region_checks.items():
            check.setText(texts.region_name(name, self.mapfile))
        self.random_regions.setText(self.tr("Random connected regions (from the seed)"))
        self.hint.setText(
            self.tr("Untick “random” and click a city on the map to add or remove its region.")
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.validate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "hint"):
            self.retranslate()
        super().changeEvent(event)

    # ----- map and regions -------------------------------------------------------------

    def _map_changed(self) -> None:
        """Another map or rule set: its regions, the player counts it is for."""
        mapfile = self.map_choice.mapfile()
        if getattr(self, "mapfile", None) is not mapfile:
            self._load_map(mapfile)
        counts = mapfile.legal_player_counts()
        self.count.setRange(counts[0], counts[-1])
        self.count.setToolTip(
            self.tr("This map is for {counts} players.").format(
                counts=texts.join([str(n) for n in counts])
            )
        )
        self._count_changed()

    def _load_map(self, mapfile: MapFile) -> None:
        self.mapfile = mapfile
        for check in self.region_checks.values():
            self.region_row.removeWidget(check)
            check.hide()  # gone at once, not when the event loop deletes it
            check.deleteLater()
        self.region_checks = {}
        for region in self.mapfile.regions:
            check = QCheckBox(texts.region_name(region.name, mapfile))
            check.setObjectName(f"region_{region.name}")
            check.setIcon(_swatch(region.color))
            check.toggled.connect(self._regions_changed)
            self.region_row.addWidget(check)
            self.region_checks[region.name] = check
        self._regions_mode()

    def _regions_mode(self) -> None:
        manual = not self.random_regions.isChecked()
        for check in self.region_checks.values():
            check.setEnabled(manual)
        self.view.setEnabled(manual)
        self._regions_changed()

    def chosen_regions(self) -> list[str]:
        return [name for name, c in self.region_checks.items() if c.isChecked()]

    def toggle_region_of(self, city: str) -> None:
        if self.random_regions.isChecked():
            return
        region = self.mapfile.city(city).region
        check = self.region_checks[region]
        check.setChecked(not check.isChecked())

    def _regions_changed(self) -> None:
        if self.random_regions.isChecked():
            shown = [r.name for r in self.mapfile.regions]
        else:
            shown = self.chosen_regions()
        self.scene.build(self.mapfile, shown, all_clickable=True)
        self.view.fit()
        self.validate()

    def _count_changed(self) -> None:
        n = self.count.value()
        self.map_choice.set_players(n)
        for i in range(6):
            for widget in (self.names[i], self.colours[i], self.kinds[i]):
                widget.setVisible(i < n)
        self.validate()
        self._fit_to_contents()

    def _fit_to_contents(self) -> None:
        """Wide enough for every choice shown (no sideways scrolling) and as tall as the
        seats shown need (shorter with fewer players), within the screen. Where the
        screen is too short for the choices stacked, they stand in two columns side by
        side (a laptop screen has width to spare); where it has height to spare, the
        region map takes up to :data:`MAP_GROWTH` pixels of it (a tall map like
        Germany's is hard to click in the smallest strip)."""
        if not self.isVisible():
            return
        if self.variant_options.picker.isVisible():
            self._fit_picker()  # the city picker sizes the dialog for the map it shows
            return
        room = fit.room(self)
        was_beside = self.beside
        least = self._least_size(beside=False)
        self.beside = False
        if least.height() > room.height():
            wide = self._least_size(beside=True)
            if wide.width() <= room.width() and wide.height() < least.height():
                least, self.beside = wide, True
            else:
                self._least_size(beside=False)
        grow = max(0, min(MAP_GROWTH, room.height() - least.height()))
        self.view.setMinimumHeight(MAP_HEIGHT + grow)
        width = least.width() if self.beside else max(MIN_WIDTH, least.width())
        if self.beside == was_beside:
            width = max(width, self.width())  # a dialog made wider stays so
        fit.resize_to_fit(self, width, least.height() + grow)
        self.choices.refit()  # a map made shorter leaves the choices as tall until then

    def _fit_picker(self) -> None:
        """With the city picker open, the choices side by side where they scroll stacked
        (the picker then has the column's whole height for its map); they stay so while
        the picker is open, so that a click on a city never rearranges the dialog."""
        if self.beside or fit.scrolled_away(self.variant_options) == 0:
            return
        wide = self._least_size(beside=True)
        if wide.width() > fit.room(self).width():
            self._least_size(beside=False)
            return
        self.beside = True
        fit.resize_to_fit(self, wide.width(), self.height())
        self.variant_options.give_picker_room()

    def _least_size(self, beside: bool) -> QSize:
        """The dialog's size hint with its two columns of choices side by side or
        stacked, and the region map at its least height (the boxes whose rows were just
        shown or hidden report their new size first)."""
        self.body_layout.setDirection(
            QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        )
        self.view.setMinimumHeight(MAP_HEIGHT)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.body_layout.activate()
        self.choices.updateGeometry()  # its size hint is its contents', which changed
        self.outer.activate()
        return self.sizeHint()

    # ----- result --------------------------------------------------------------------------

    def problem_text(self) -> str:
        n = self.count.value()
        names = [self.names[i].text().strip() for i in range(n)]
        if any(not name for name in names):
            return self.tr("Every player needs a name.")
        if len(set(names)) < n:
            return self.tr("Two players share a name.")
        colours = [self.colours[i].currentData() for i in range(n)]
        if len(set(colours)) < n:
            return self.tr("Two players share a colour.")
        counts = self.mapfile.legal_player_counts()
        if n not in counts:
            return self.tr("This map is for {counts} players, not {n}.").format(
                counts=texts.join([str(c) for c in counts]), n=n
            )
        if not self.random_regions.isChecked():
            problem = self._regions_problem(n)
            if problem:
                return problem
        return self.variant_options.problem_text()

    def _regions_problem(self, n: int) -> str:
        """Why the regions ticked cannot be played by ``n`` players on this map and rule
        set: as many as its players table says, whose cities form one network
        (RULES 2.1)."""
        edition = self.map_choice.edition_key()
        need = game_tables(self.mapfile, edition).players[n].regions
        chosen = self.chosen_regions()
        if len(chosen) != need:
            return self.tr("{n} players play on {need} regions; {chosen} chosen.").format(
                n=n, need=need, chosen=len(chosen)
            )
        choices = region_choices(self.mapfile, edition, n)
        playable = (
            regions_connected(self.mapfile, chosen)
            if choices is None
            else tuple(r for r in self.mapfile.region_names() if r in chosen) in choices
        )
        if not playable:
            return self.tr("The chosen regions do not form one connected area.")
        return ""

    def validate(self) -> None:
        if not hasattr(self, "buttons"):
            return
        problem = self.problem_text()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def config(self) -> GameConfig:
        n = self.count.value()
        seats = tuple(
            SeatConfig(
                name=self.names[i].text().strip(),
                color=self.colours[i].currentData(),
                controller=self.kinds[i].currentData(),
            )
            for i in range(n)
        )
        regions = None if self.random_regions.isChecked() else tuple(self.chosen_regions())
        config = GameConfig(
            map=self.map_choice.map_key(),
            seats=seats,
            regions=regions,
            variants=self.variant_options.variants(),
            edition=self.map_choice.edition_key(),
        )
        # A map file is carried whole, so that the game saves, autosaves and hosts
        # without reading the file again.
        return on_map(config, self.mapfile) if self.map_choice.is_file() else config

    def game_seed(self) -> int:
        return self.seed.value() or random.randrange(1, 2_000_000_000)
