"""The uranium sale page (RULES 8.111): the owner of mines sells their uranium now or
keeps it this round, seeing what a sale earns and what a city would earn after a
round of waiting."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ....rules import SellUraniumDecision
from ....rules import actions as A
from .page import Page, action_button


class UraniumSalePage(Page):
    """Sell the mines' uranium or keep it; the earnings shown first."""

    def build(self) -> None:
        self.label = self.add_text("uraniumSaleText")
        self.sell_button = action_button("sellUraniumButton", lambda: self.submit(A.SELL))
        self.keep_button = action_button("keepUraniumButton", lambda: self.submit(A.KEEP))
        self.add_actions(self.sell_button, self.keep_button)

    def set_texts(self) -> None:
        self.sell_button.setText(self.tr("Sell uranium"))
        self.keep_button.setText(self.tr("Keep it this round"))

    def rerender(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        decision = self.state.decision()
        if not isinstance(decision, SellUraniumDecision):
            return
        mines = ", ".join(str(m) for m in decision.mines)
        self.label.setText(
            self.tr(
                "Your mines ({mines}) could power {cities} cities. Selling now earns "
                "<b>{price}</b> Elektro a city: <b>{income}</b> Elektro. If nobody sold "
                "this round, a city would earn {later} Elektro next round."
            ).format(
                mines=mines,
                cities=decision.cities,
                price=decision.price,
                income=decision.income,
                later=decision.price_after_wait,
            )
        )

    def default_action(self) -> None:
        self.submit(A.SELL)

    def focus_widget(self) -> QWidget | None:
        return self.sell_button

    def keys_hint(self) -> str:
        return self.tr("Enter: sell uranium")
