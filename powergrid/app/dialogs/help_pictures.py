"""The pictures of the help's *Symbols on the table* page, drawn by the table's own
widgets: a city box, the plant cards, the resource market, the tracks and a player's
board, each as the table shows it in the current language. The page names them as
``<img src="pg:NAME">``; :func:`picture` draws one. Nothing is stored: a change of the
table's drawing shows in the help at once.

The tracks and the player's board show the same game every time: three seats played
by the Normal bot from a fixed seed to the start of round 3.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QHBoxLayout, QWidget

from ...ai import make_bot
from ...rules import STEP3, Action, Game, GameConfig, SeatConfig
from ..shared import table_data as td
from ..shared.shown_table import ShownTable
from ..shared.style import SHAPES, seat_colour, seat_letter
from ..table.board_view import AFFORDABLE, PLANNED, CityItem
from ..table.markets import PlantCard, ResourceTrack
from ..table.player_boards import PlayerBoard
from ..table.tracks import TracksWidget

# The scheme of the pictures' addresses in the page.
SCHEME = "pg"
# The plants shown on the cards picture: one of each kind of fuel, and the Step 3 card.
PLANTS_SHOWN = (4, 6, 7, 11, 5, 13, STEP3)
SEED = 7
NAMES = ("Ann", "Ben", "Cleo")
REGION = QColor("#8e44ad")


def _example_config() -> GameConfig:
    return GameConfig(map="usa", seats=tuple(SeatConfig(name=n, controller="human") for n in NAMES))


@cache
def _example_moves() -> tuple[Action, ...]:
    """The moves of the example game, played once per run."""
    game = Game(_example_config(), SEED)
    bots = [make_bot("normal", SEED + seat) for seat in range(len(NAMES))]
    while game.state.round < 3:
        game.apply(bots[game.state.current_player].choose(game.state))
    return tuple(game.log)


def example_game() -> Game:
    """Three seats at the start of round 3 (the same game every time)."""
    return Game.from_log(_example_config(), SEED, _example_moves())


def _grab(widget: QWidget, size: QSize) -> QImage:
    widget.resize(size)
    widget.ensurePolished()
    layout = widget.layout()
    if layout is not None:
        layout.activate()
    return widget.grab().toImage()


def _city(houses: int = 0, highlight: str = "", label: str = "", in_play: bool = True) -> QImage:
    """One city box with ``houses`` houses of the first seats, ringed by ``highlight``."""
    config = _example_config()
    item = CityItem("Kansas City", REGION, in_play, in_play)
    item.set_houses(
        [
            (seat_colour(config, s), seat_letter(config, s), SHAPES[s % len(SHAPES)])
            for s in range(houses)
        ]
    )
    item.set_highlight(highlight, label)
    scene = QGraphicsScene()
    scene.addItem(item)
    box = item.box_rect().adjusted(-6, -14, 14, 6)
    image = QImage(round(box.width() * 1.5), round(box.height() * 1.5), QImage.Format.Format_ARGB32)
    image.fill(QColor("#f4f1ea"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), box)
    painter.end()
    return image


def _plants() -> QImage:
    """A row of plant cards, one per kind of fuel, and the Step 3 card."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(2, 2, 2, 2)
    for number in PLANTS_SHOWN:
        layout.addWidget(PlantCard(number, row))
    return _grab(row, row.sizeHint())


def _market() -> QImage:
    table = ShownTable()
    table.show(Game(_example_config(), SEED))
    track = ResourceTrack(table)
    return _grab(track, QSize(max(420, track.sizeHint().width()), track.sizeHint().height()))


def _tracks() -> QImage:
    table = ShownTable()
    table.show(example_game())
    tracks = TracksWidget(table)
    hint = tracks.sizeHint()
    return _grab(tracks, QSize(max(420, hint.width()), hint.height()))


def _board() -> QImage:
    game = example_game()
    config = game.config
    board = PlayerBoard(0)
    view = td.seat_view(game, 0)
    board.show_seat(view, seat_colour(config, 0), SHAPES[0], seat_letter(config, 0))
    hint = board.sizeHint()
    return _grab(board, QSize(max(300, board.needed_width()), hint.height()))


# Every picture of the page by its name (the page writes ``pg:NAME``).
PICTURES: dict[str, Callable[[], QImage]] = {
    "city-houses": lambda: _city(houses=2),
    "city-affordable": lambda: _city(highlight=AFFORDABLE),
    "city-planned": lambda: _city(highlight=PLANNED, label="1"),
    "city-out": lambda: _city(in_play=False),
    "plants": _plants,
    "market": _market,
    "tracks": _tracks,
    "board": _board,
}


def picture(name: str) -> QImage | None:
    """The picture called ``name``, drawn now in the current language; None for a name
    the page does not know."""
    make = PICTURES.get(name)
    return None if make is None else make()


__all__ = ["PICTURES", "SCHEME", "example_game", "picture"]
