"""One round in figures, per seat: plants and resources bought, cities built, cities
powered and income. Gathered from the engine's events by the controller; the round
summary and the log's notes show it (plain data, no widgets)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ...rules import events as ev
from . import table_data as td
from . import texts

translate = QCoreApplication.translate


@dataclass
class RoundLog:
    """Everything a round summary says about one round, per seat."""

    round: int
    plants: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    resources: dict[int, list[int]] = field(default_factory=dict)
    resource_cost: dict[int, int] = field(default_factory=dict)
    built: dict[int, list[str]] = field(default_factory=dict)
    build_cost: dict[int, int] = field(default_factory=dict)
    powered: dict[int, int] = field(default_factory=dict)
    income: dict[int, int] = field(default_factory=dict)

    def add(self, event: ev.Event) -> None:
        """Take note of one engine event (others are ignored)."""
        if (bought := td.plant_bought(event)) is not None:
            seat, plant, price = bought
            self.plants.setdefault(seat, []).append((plant, price))
        elif (res := td.resources_bought(event)) is not None:
            seat, kind, amount, cost = res
            self.resources.setdefault(seat, [0, 0, 0, 0])[kind] += amount
            self.resource_cost[seat] = self.resource_cost.get(seat, 0) + cost
        elif (built := td.city_built(event)) is not None:
            seat, city, price = built
            self.built.setdefault(seat, []).append(city)
            self.build_cost[seat] = self.build_cost.get(seat, 0) + price
        elif (ran := td.powered_by(event)) is not None:
            seat, powered, pay = ran
            self.powered[seat] = powered
            self.income[seat] = pay

    def lines(self, names: list[str]) -> list[tuple[str, str]]:
        """(player, what they did) per seat, in seat order, as translatable text."""
        rows = []
        for seat, name in enumerate(names):
            parts = []
            for plant, price in self.plants.get(seat, []):
                parts.append(
                    translate("RoundSummary", "plant {plant} for {price}").format(
                        plant=td.plant_label(plant), price=price
                    )
                )
            amounts = self.resources.get(seat)
            if amounts and any(amounts):
                bought = texts.resource_amounts(list(amounts))
                parts.append(
                    translate("RoundSummary", "{what} for {cost}").format(
                        what=bought, cost=self.resource_cost.get(seat, 0)
                    )
                )
            cities = self.built.get(seat, [])
            if cities:
                parts.append(
                    translate("RoundSummary", "built {count} for {cost}: {cities}").format(
                        count=len(cities),
                        cost=self.build_cost.get(seat, 0),
                        cities=texts.join(cities),
                    )
                )
            if seat in self.income:
                parts.append(
                    translate("RoundSummary", "powered {n}, income {pay}").format(
                        n=self.powered[seat], pay=self.income[seat]
                    )
                )
            elif seat in self.powered:  # the last round: the ranking counts what it powers
                parts.append(
                    translate("RoundSummary", "can power {n} at the end").format(
                        n=self.powered[seat]
                    )
                )
            separator = translate("Terms", "; ", "ranking separator")
            rows.append((name, separator.join(parts) or translate("RoundSummary", "nothing")))
        return rows
