"""The resources page: how many tokens of each kind to buy, priced before buying."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from ....rules import RESOURCES, Phase, best_run, plant_capacity
from ....rules import actions as A
from ...shared import texts
from .page import Page, action_button


class ResourcesPage(Page):
    """Amounts per kind; total price and storage check shown before confirming."""

    spacing = 3

    def build(self) -> None:
        self._build_market_choice()
        grid = QGridLayout()
        grid.setVerticalSpacing(2)
        self.spins: list[QSpinBox] = []
        self.prices: list[QLabel] = []
        self.rooms: list[QLabel] = []
        self.names: list[QLabel] = []
        for r, name in enumerate(RESOURCES):
            label = QLabel(texts.resource_name(r))
            self.names.append(label)
            grid.addWidget(label, r, 0)
            spin = QSpinBox()
            spin.setObjectName(f"buy_{name}")
            spin.valueChanged.connect(self.update_total)
            grid.addWidget(spin, r, 1)
            price = QLabel()
            grid.addWidget(price, r, 2)
            room = QLabel()
            grid.addWidget(room, r, 3)
            self.spins.append(spin)
            self.prices.append(price)
            self.rooms.append(room)
        self.column.addLayout(grid)
        self.total = self.add_action_text("resourceTotal")
        self.buy_button = action_button("buyButton", self.do_buy)
        self.add_actions(self.buy_button)
        self.setMinimumWidth(0)

    def _build_market_choice(self) -> None:
        """The market of the turn, on a board with two (RULES 8.23); hidden elsewhere."""
        self.market_row = QWidget()
        row = QHBoxLayout(self.market_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.market_label = QLabel()
        row.addWidget(self.market_label)
        self.market_group = QButtonGroup(self)
        self.market_buttons: dict[str, QRadioButton] = {}
        for name in ("south", "north"):
            button = QRadioButton()
            button.setObjectName(f"market_{name}")
            button.toggled.connect(self._market_changed)
            self.market_group.addButton(button)
            self.market_buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        self.market_row.hide()
        self.column.addWidget(self.market_row)

    def _market(self) -> str | None:
        """The market the amounts are priced at (None: the board has one)."""
        s = self.state
        if s is None or not s.market_names():
            return None
        return s.chosen_market() or (
            "north" if self.market_buttons["north"].isChecked() else "south"
        )

    def _market_changed(self, checked: bool) -> None:
        if checked and self.state is not None and self.state.phase == Phase.RESOURCES:
            self.refresh_amounts()

    def set_texts(self) -> None:
        self.market_label.setText(self.tr("Buy from the market:"))
        self.market_buttons["south"].setText(self.tr("South"))
        self.market_buttons["north"].setText(self.tr("North"))
        for r, label in enumerate(self.names):
            label.setText(texts.resource_name(r))
            self.prices[r].setToolTip(self.tr("Price of the tokens chosen"))
            self.rooms[r].setToolTip(self.tr("Free room on your plants (tokens you hold)"))
        self.buy_button.setText(self.tr("Buy and end turn"))

    def rerender(self) -> None:
        """Room and total again; the amounts chosen stay."""
        s = self.state
        if s is None or s.phase != Phase.RESOURCES:
            return
        self._rooms()
        self.update_total()

    def refresh(self) -> None:
        s = self.state
        two = bool(s.market_names())
        self.market_row.setVisible(two)
        if two:
            chosen = s.chosen_market()
            button = self.market_buttons[chosen or "south"]
            button.blockSignals(True)
            button.setChecked(True)
            button.blockSignals(False)
            for b in self.market_buttons.values():
                b.setEnabled(chosen is None)
        self.refresh_amounts()

    def refresh_amounts(self) -> None:
        """The amounts back to 0, bounded by the market priced (RULES 8.23: the one
        chosen)."""
        s = self.state
        on_market = s.resource_market(self._market()).on_market
        for r, spin in enumerate(self.spins):
            spin.blockSignals(True)
            spin.setRange(0, on_market[r])  # storage is checked by the rules
            spin.setValue(0)
            spin.blockSignals(False)
        self._rooms()
        self.update_total()

    def _rooms(self) -> None:
        s = self.state
        me = s.player(s.current_player)
        for r, room in enumerate(self.rooms):
            room.setText(
                self.tr("room {room} (have {have})").format(
                    room=max(0, me.room_for(r)), have=me.resources[r]
                )
            )

    def amounts(self) -> list[int]:
        return [spin.value() for spin in self.spins]

    def update_total(self) -> None:
        s = self.state
        if s is None or s.phase != Phase.RESOURCES:
            return
        me = s.player(s.current_player)
        market = s.resource_market(self._market())
        amounts = self.amounts()
        total = 0
        for r, k in enumerate(amounts):
            cost = market.price(r, k) or 0
            self.prices[r].setText(str(cost) if k else "—")
            total += cost
        storage_ok = s.fits_storage(s.current_player, amounts)
        money_ok = total <= me.money
        money_text = (
            ""
            if money_ok
            else " — <span style='color:#b2182b'>" + self.tr("not enough money") + "</span>"
        )
        storage_text = (
            self.tr("fits your plants")
            if storage_ok
            else "<span style='color:#b2182b'>" + self.tr("does not fit your plants") + "</span>"
        )
        self.total.setText(
            self.tr("Total <b>{total}</b> of {money} Elektro{warn} · {storage}").format(
                total=total, money=me.money, warn=money_text, storage=storage_text
            )
        )
        self.buy_button.setText(
            self.tr("Buy and end turn") if any(amounts) else self.tr("End turn, buy nothing")
        )

    def actions(self) -> list:
        acts = [A.Buy(resource=RESOURCES[r], amount=k) for r, k in enumerate(self.amounts()) if k]
        market = self._market()
        if market is not None and self.state.chosen_market() is None and acts:
            acts.insert(0, A.ChooseMarket(market=market))  # type: ignore[arg-type]
        return acts + [A.Done()]

    def do_buy(self) -> None:
        """Buy and end the turn; ending it with too little fuel for the player's cities
        is asked first."""
        actions = self.actions()
        question = self._short_of_fuel()
        if question is None:
            self.panel.submit_many(actions)
            return
        self.panel.confirm(
            "buyNothingBox",
            self.tr("End your turn without buying fuel?"),
            question,
            lambda: self.panel.submit_many(actions),
        )

    def _short_of_fuel(self) -> str | None:
        """Why buying nothing now may be a slip: the fuel held powers fewer of the
        player's cities than the plants could (None: nothing bought is no loss)."""
        if any(self.amounts()):
            return None
        me = self.state.player(self.state.current_player)
        could = min(plant_capacity(me.plants), me.city_count)
        powered = best_run(me.plants, me.resources, me.city_count).powered
        if powered >= could:
            return None
        return self.tr(
            "With the fuel you hold, your plants power {powered} of your {cities} cities; "
            "with more fuel they could power {could}."
        ).format(powered=powered, cities=me.city_count, could=could)

    def focus_widget(self) -> QWidget | None:
        """The first kind the market has and the player's plants take."""
        me = self.state.player(self.state.current_player)
        for r, spin in enumerate(self.spins):
            if spin.maximum() > 0 and me.room_for(r) > 0:
                return spin
        return self.buy_button

    def default_action(self) -> None:
        self.do_buy()

    def cancel(self) -> None:
        for spin in self.spins:
            spin.setValue(0)

    def keys_hint(self) -> str:
        return self.tr("Enter: buy and end the turn · Esc: buy nothing")
