"""Build-phase help for the game window: hover a city to see the cheapest path to it
from the current player's network and its price, and see which cities he cannot
afford (RULES 3.4).

Usage from the main window (the scene is the window's own ``BoardScene``)::

    self.build_help = BuildHighlighter(self.scene, parent=self)
    # whenever the state changes (mapChanged, playersChanged, decisionNeeded):
    state = controller.state
    if state is not None and state.phase == "build" and controller.human_to_move():
        self.build_help.set_state(state, state.current_player)
    else:
        self.build_help.set_state(None)

The highlighter only reads the state (``board``, ``players[seat].cities``,
``players[seat].money``, ``build_price``); it never applies anything. To price on
top of a build plan in progress, pass the plan's trial state (a clone with the
planned builds applied): the network, the money left and the house prices then
all follow the plan.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QColor

from ...rules import GameState
from ..shared import table_data as td
from ..table.board_view import BoardScene
from .overlay import HOVER_COLOUR, NETWORK_COLOUR, REFUSED_COLOUR, HoverTracker, SceneOverlay

# The dark edge under a network ring in a player's colour (a yellow ring on a white box).
EDGE_COLOUR = QColor("#202020")

__all__ = ["BuildHighlighter", "BuildQuote"]


class BuildQuote:
    """What building in ``city`` costs ``seat`` now.

    ``price`` is the engine's price (house place + connection), ``None`` when the
    city has no free place for him; ``connection`` and ``path`` (from one of his
    cities to ``city``) come from the board; ``affordable`` compares with his money.
    """

    __slots__ = ("city", "price", "house", "connection", "path", "affordable", "owned")

    def __init__(
        self,
        city: str,
        price: int | None,
        connection: int,
        path: list[str],
        money: int,
        owned: bool = False,
    ) -> None:
        self.city = city
        self.owned = owned
        self.price = price
        self.connection = connection
        self.house = None if price is None else price - connection
        self.path = path
        self.affordable = price is not None and price <= money

    def describe(self) -> str:
        if self.owned:
            return QCoreApplication.translate("BuildQuote", "{city}: your city").format(
                city=self.city
            )
        if self.price is None:
            return QCoreApplication.translate("BuildQuote", "{city}: no free place for you").format(
                city=self.city
            )
        values = {
            "city": self.city,
            "price": self.price,
            "connection": self.connection,
            "house": self.house,
        }
        if self.affordable:
            return QCoreApplication.translate(
                "BuildQuote", "{city}: {price} = connection {connection} + house {house}"
            ).format(**values)
        return QCoreApplication.translate(
            "BuildQuote",
            "{city}: {price} = connection {connection} + house {house} — you cannot afford it",
        ).format(**values)


class BuildHighlighter(QObject):
    """Hover highlighting of the cheapest build path for one player, on a game scene.

    ``set_state(state, seat)`` turns it on for ``seat`` (call it again after every
    change of the state); ``set_state(None)`` turns it off and removes its drawing.
    His cities get a ring in ``ring_colour`` (his colour) on a dark edge;
    ``mark_unaffordable`` (default on) veils the cities he cannot build in now (too
    dear, or no free place for him in this step).
    Signal ``quoted(text)`` carries the hovered city's price in words ("" when the
    mouse leaves the cities), for a status bar.
    """

    quoted = Signal(str)

    def __init__(
        self, scene: BoardScene, parent: QObject | None = None, mark_unaffordable: bool = True
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.overlay = SceneOverlay(scene)
        self.tracker = HoverTracker(scene, self)
        self.tracker.hovered.connect(self.hover)
        self.mark_unaffordable = mark_unaffordable
        self.state: GameState | None = None
        self.seat = -1
        self.last_quote: BuildQuote | None = None
        self._network: list[str] = []
        # The network's ring: the player's own colour, edged dark to read on every one.
        self.ring_colour = NETWORK_COLOUR

    # -- state ----------------------------------------------------------------------------

    def set_state(self, state: GameState | None, seat: int | None = None) -> None:
        """Follow ``state`` for ``seat`` (default: the current player); None: off."""
        self.state = state
        if state is None:
            self.seat = -1
            self._network = []
            self.overlay.clear()
            self.last_quote = None
            return
        self.seat = state.current_player if seat is None else seat
        self._network = list(state.player(self.seat).cities)
        self.refresh()
        if self.tracker.current:
            self.hover(self.tracker.current)

    def refresh(self) -> None:
        """Redraw the veils over the cities the player cannot build in."""
        self.overlay.clear("refused")
        self.overlay.clear("network")
        self.overlay.clear("network edge")
        if self.state is None:
            return
        for city in self._network:
            self.overlay.show_ring("network edge", city, EDGE_COLOUR, 7.0)
            self.overlay.show_ring("network", city, self.ring_colour, 4.0)
        if not self.mark_unaffordable:
            return
        for city, quote in self.quotes().items():
            if not quote.affordable and not quote.owned:
                self.overlay.show_veil("refused", city)

    def quotes(self) -> dict[str, BuildQuote]:
        """Every city in play, priced for the player (paths only on hover, so empty)."""
        state = self.state
        if state is None:
            return {}
        money = state.player(self.seat).money
        owned = set(self._network)
        result = {}
        for name in state.board.cities:
            result[name] = BuildQuote(
                name, state.city_price(self.seat, name), 0, [], money, owned=name in owned
            )
        return result

    def quote(self, city: str) -> BuildQuote | None:
        """The price and cheapest path of ``city`` for the player (None: not in play)."""
        state = self.state
        if state is None or city not in state.board.index:
            return None
        price = state.city_price(self.seat, city)
        connection, path = td.charged_connection(state, self.seat, self._network, city)
        return BuildQuote(
            city,
            price,
            connection,
            path,
            state.player(self.seat).money,
            owned=city in self._network,
        )

    # -- hover ----------------------------------------------------------------------------

    def hover(self, city: str) -> BuildQuote | None:
        """Highlight the path to ``city`` and tag its price ("" clears)."""
        self.overlay.clear("hover")
        quote = self.quote(city) if city else None
        self.last_quote = quote
        if quote is None:
            self.quoted.emit("")
            return None
        if quote.owned:
            self.quoted.emit(quote.describe())
            return quote
        if len(quote.path) > 1:
            self.overlay.show_path("hover", quote.path)
        if quote.price is None:
            text, colour = QCoreApplication.translate("BuildQuote", "no place"), REFUSED_COLOUR
        else:
            text = f"{quote.price}"
            if quote.connection:
                text += f" = {quote.connection} + {quote.house}"
            colour = HOVER_COLOUR if quote.affordable else REFUSED_COLOUR
        self.overlay.show_ring("hover", city, QColor(colour), 4.0)
        self.overlay.show_tag("hover", city, text, QColor(colour), size=16)
        self.quoted.emit(quote.describe())
        return quote

    def detach(self) -> None:
        """Stop listening to the scene and remove the drawing."""
        self.tracker.detach()
        self.overlay.clear()
