"""The auction's pages: choose a plant to offer, bid on it, discard above the limit."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ....rules import PLANTS, BidDecision, ChoosePlantDecision, DiscardDecision
from ....rules import actions as A
from ...shared import texts
from ..markets import plant_fuel_text
from .page import Page, action_button, fit_rows, labelled, plant_tip


class ChoosePage(Page):
    """Auction: pick a plant and an opening bid, or pass."""

    def build(self) -> None:
        self.row = QHBoxLayout()
        self.column.addLayout(self.row)
        # under the plants: in a short panel the plants show first, the hint scrolls
        self.hint = self.add_text()
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.idClicked.connect(self.select)
        self.bid_label = QLabel()
        self.bid = QSpinBox()
        self.bid.setObjectName("openingBid")
        self.bid.setRange(0, 10_000)
        self.offer = action_button("offerButton", self.do_offer)
        self.passing = action_button("passChooseButton", self.do_pass)
        self.add_actions(labelled(self.bid_label, self.bid), self.offer, self.passing)
        self.plant = 0

    def set_texts(self) -> None:
        self.hint.setText(self.tr("Choose a plant to auction (or click it in the market):"))
        self.bid_label.setText(self.tr("Opening bid:"))
        self.offer.setText(self.tr("Offer plant"))
        self.passing.setText(self.tr("Pass this round"))

    def rerender(self) -> None:
        """Tooltips only: the plant and the bid chosen stay."""
        for button in self.group.buttons():
            number = self.group.id(button)
            button.setToolTip(plant_tip(number))
        self._pass_tip()

    def _pass_tip(self) -> None:
        decision = self.state.decision()
        can_pass = getattr(decision, "can_pass", True)
        self.passing.setToolTip("" if can_pass else self.tr("In round 1 every player buys a plant"))

    def refresh(self) -> None:
        state = self.state
        for button in self.group.buttons():
            self.group.removeButton(button)
            self.row.removeWidget(button)
            button.hide()
            button.deleteLater()
        decision = state.decision()
        assert isinstance(decision, ChoosePlantDecision)
        market = list(decision.market)
        for number in market:
            button = QPushButton(PLANTS[number].name)
            button.setToolTip(plant_tip(number))
            button.setObjectName(f"choosePlant{number}")
            button.setCheckable(True)
            button.setEnabled(number not in decision.closed)  # a board's rule (RULES 8.12)
            button.setAutoDefault(False)  # Enter offers; ←/→ move between the plants
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance("000+") + 16)
            self.group.addButton(button, number)
            self.row.insertWidget(self.row.count(), button)
            button.show()  # now, not queued: the panel's height is measured with it
        self.plant = 0
        affordable = decision.affordable
        allowed = [p for p in market if p not in decision.closed]
        self.select(affordable[0] if affordable else (allowed[0] if allowed else 0))
        self.passing.setEnabled(decision.can_pass)
        self._pass_tip()

    def select(self, number: int) -> None:
        if number not in self.state.plant_market().current:
            return
        self.plant = number
        button = self.group.button(number)
        if button is not None:
            button.setChecked(True)
        self.bid.setMinimum(0)
        self.bid.setValue(self.state.opening_bid(number))  # "46+" opens at 46, a discount at 1
        self.panel.plantSelected.emit(number)

    def do_offer(self) -> None:
        self.submit(A.ChoosePlant(plant=self.plant, bid=self.bid.value()))

    def default_action(self) -> None:
        self.do_offer()

    def cancel(self) -> None:
        if self.plant:
            self.select(self.plant)  # back to the minimum opening bid

    def keys_hint(self) -> str:
        return self.tr("←/→: plant · Enter: offer · Esc: minimum bid")

    def focus_widget(self) -> QWidget | None:
        """The plant chosen: the arrow keys choose another, Tab reaches the bid."""
        return self.group.button(self.plant) or self.bid

    def do_pass(self) -> None:
        """Passing leaves this round's auction for good: asked first (RULES 3.2)."""
        self.panel.confirm(
            "passRoundBox",
            self.tr("Buy no plant this round?"),
            self.tr(
                "If you pass now you take no part in this round's auction any more: you "
                "cannot buy a power plant before the next round."
            ),
            lambda: self.submit(A.Pass()),
        )


class BidPage(Page):
    """Auction: raise the bid on the plant offered, or pass."""

    def build(self) -> None:
        self.info = self.add_text()
        self.bid_label = QLabel()
        self.amount = QSpinBox()
        self.amount.setObjectName("bidAmount")
        self.amount.setRange(0, 10_000)
        self.bid_button = action_button("bidButton", self.do_bid)
        self.pass_button = action_button("passBidButton", self.do_pass)
        self.add_actions(labelled(self.bid_label, self.amount), self.bid_button, self.pass_button)

    def set_texts(self) -> None:
        self.bid_label.setText(self.tr("Your bid:"))
        self.bid_button.setText(self.tr("Bid"))
        self.pass_button.setText(self.tr("Pass"))

    def rerender(self) -> None:
        """The auction line only: the amount typed stays."""
        self._info()

    def refresh(self) -> None:
        decision = self._info()
        self.amount.setValue(decision.min_bid)  # the minimum raise, prefilled
        self.panel.plantSelected.emit(decision.plant)

    def _info(self) -> BidDecision:
        names = self.game.names
        decision = self.state.decision()
        assert isinstance(decision, BidDecision)
        self.info.setText(
            self.tr(
                "Auction of plant <b>{plant}</b> ({plant_tip}). Highest bid <b>{bid}</b> by "
                "{leader}. You have {money} Elektro."
            ).format(
                plant=PLANTS[decision.plant].name,
                plant_tip=plant_tip(decision.plant),
                bid=decision.highest_bid,
                leader=html.escape(names[decision.leader]),
                money=decision.money,
            )
        )
        return decision

    def do_bid(self) -> None:
        self.submit(A.Bid(amount=self.amount.value()))

    def default_action(self) -> None:
        self.do_bid()

    def cancel(self) -> None:
        s = self.state
        decision = None if s is None else s.decision()
        if isinstance(decision, BidDecision):
            self.amount.setValue(decision.min_bid)

    def keys_hint(self) -> str:
        return self.tr("Enter: bid · Esc: minimum raise")

    def focus_widget(self) -> QWidget | None:
        """The bid box, its amount selected: typed digits replace it."""
        self.amount.selectAll()
        return self.amount

    def do_pass(self) -> None:
        self.submit(A.Pass())


class DiscardPage(Page):
    """Above the plant limit: offer the legal Discard actions (with fuel kept)."""

    top_aligned = False  # the list takes the room

    def build(self) -> None:
        self.info = self.add_text()
        self.choices = QListWidget()
        self.choices.setObjectName("discardChoices")
        fit_rows(self.choices)
        self.column.addWidget(self.choices)
        self.discard_button = action_button("discardButton", self.do_discard)
        self.add_actions(self.discard_button)

    def set_texts(self) -> None:
        self.discard_button.setText(self.tr("Discard"))

    def refresh(self) -> None:
        s = self.state
        self.info.setText(
            self.tr(
                "You own more plants than allowed ({limit}). Choose one to discard; fuel that "
                "does not fit the others goes back to the supply."
            ).format(limit=s.limits().plant_limit)
        )
        have = s.player(s.current_player).resources
        self.choices.clear()
        decision = s.decision()
        assert isinstance(decision, DiscardDecision)
        for action in decision.options:
            if not isinstance(action, A.Discard):
                continue
            keep = action.keep if action.keep is not None else have
            if any(have):
                text = self.tr("Discard plant {plant} ({fuel}) — keep {kept}").format(
                    plant=PLANTS[action.plant].name,
                    fuel=plant_fuel_text(action.plant),
                    kept=texts.resource_amounts(list(keep)),
                )
            else:
                text = self.tr("Discard plant {plant} ({fuel})").format(
                    plant=PLANTS[action.plant].name, fuel=plant_fuel_text(action.plant)
                )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.choices.addItem(item)
        fit_rows(self.choices)
        if self.choices.count():
            self.choices.setCurrentRow(0)

    def do_discard(self) -> None:
        """The plant leaves the game and cannot come back: asked first (RULES 3.2)."""
        item = self.choices.currentItem()
        if item is None:
            return
        action = item.data(Qt.ItemDataRole.UserRole)
        self.panel.confirm(
            "discardBox",
            self.tr("Discard plant {plant}?").format(plant=PLANTS[action.plant].name),
            item.text(),
            lambda: self.submit(action),
        )

    def default_action(self) -> None:
        self.do_discard()

    def keys_hint(self) -> str:
        return self.tr("↑/↓: plant · Enter: discard the chosen plant")

    def focus_widget(self) -> QWidget | None:
        return self.choices
