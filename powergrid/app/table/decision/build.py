"""The build page: a plan of cities clicked on the map, priced step by step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QListWidget

from ....rules import Phase
from ....rules import actions as A
from ...shared import texts
from ..board_view import AFFORDABLE, PLANNED
from .page import Page, action_button, cities, fit_rows


class BuildPage(Page):
    """Click cities on the map; running cost, paths and affordable cities are shown."""

    top_aligned = False  # the plan's list takes the room

    def build(self) -> None:
        self.plan: list[str] = []
        self.hint = self.add_text()
        self.steps = QListWidget()
        self.steps.setObjectName("buildPlan")
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        fit_rows(self.steps)
        self.column.addWidget(self.steps, 1)
        self.total = self.add_text("buildTotal")
        row = QGridLayout()
        row.setSpacing(3)
        self.confirm = action_button("buildButton", self.do_build)
        row.addWidget(self.confirm, 0, 0)
        self.back_button = action_button("takeBackButton", self.take_back)
        row.addWidget(self.back_button, 0, 1)
        self.cheapest_button = action_button("cheapestButton", self.cheapest)
        row.addWidget(self.cheapest_button, 1, 1)
        self.end_button = action_button("endBuildButton", self.do_end)
        row.addWidget(self.end_button, 1, 0)
        self.column.addLayout(row)

    def set_texts(self) -> None:
        self.hint.setText(self.tr("Click cities on the map; green rings are affordable."))
        self.confirm.setText(self.tr("Build"))
        self.back_button.setText(self.tr("Take back"))
        self.cheapest_button.setText(self.tr("Cheapest order"))
        self.end_button.setText(self.tr("End turn"))

    def rerender(self) -> None:
        """The plan stays; its lines and the hover prices are worded again."""
        self.update_plan()

    def refresh(self) -> None:
        self.plan = []
        self.update_plan()

    def _trial(self, plan):
        """The plan built on a copy: (state after, steps [(city, cost, path)], None), or
        (None, the steps that could be built, the refusal of the next) in the current
        language."""
        s = self.state
        seat = s.current_player
        trial = s.clone()
        steps = []
        for city in plan:
            network = list(trial.player(seat).cities)
            before = trial.player(seat).money
            refusal = trial.is_legal(A.build(city))
            if refusal is not None:
                return None, steps, texts.refusal_text(refusal.code, refusal.params, refusal.reason)
            trial.apply(A.build(city))
            _cost, path = s.board.connection_cost(network, city)
            steps.append((city, before - trial.player(seat).money, path))
        return trial, steps, None

    def add_city(self, city: str) -> None:
        if city in self.plan:
            self.plan.remove(city)
            self.update_plan()
            return
        _trial, _steps, reason = self._trial(self.plan + [city])
        if reason:
            self.panel.show_refusal(reason)
            return
        self.plan.append(city)
        self.update_plan()

    def take_back(self) -> None:
        if self.plan:
            self.plan.pop()
        self.update_plan()

    def cheapest(self) -> None:
        if len(self.plan) < 2:
            return
        s = self.state
        try:
            plan = s.build_quote(s.current_player, self.plan)
        except ValueError as err:
            self.panel.show_refusal(str(err))
            return
        trial, _steps, reason = self._trial(plan.order)
        if trial is not None and reason is None:
            self.plan = list(plan.order)
        self.update_plan()

    def update_plan(self) -> None:
        s = self.state
        if s is None or s.phase != Phase.BUILD:
            return
        seat = s.current_player
        trial, steps, _reason = self._trial(self.plan)
        self.steps.clear()
        total = 0
        for i, (city, cost, path) in enumerate(steps, start=1):
            if len(path) > 1:
                line = self.tr("{n}. {city} for {cost} Elektro\n    path: {path}").format(
                    n=i, city=city, cost=cost, path=" → ".join(path)
                )
            else:
                line = self.tr("{n}. {city} for {cost} Elektro").format(n=i, city=city, cost=cost)
            self.steps.addItem(line)
            total += cost
        fit_rows(self.steps)
        left = s.player(seat).money - total
        affordable = []
        if trial is not None:
            for name in s.board.cities:
                price = trial.city_price(seat, name)
                if name not in self.plan and price is not None and price <= left:
                    affordable.append(name)
        self.total.setText(
            self.tr("Total <b>{total}</b> for {n} · {left} left · {more} more affordable").format(
                total=total, n=cities(len(steps)), left=left, more=len(affordable)
            )
        )
        self.confirm.setEnabled(bool(self.plan))
        highlights = {name: (AFFORDABLE, "") for name in affordable}
        for i, city in enumerate(self.plan, start=1):
            highlights[city] = (PLANNED, str(i))
        self.panel.planChanged.emit([p for _c, _k, p in steps], highlights)
        # Hover prices follow the plan: the clone with the planned builds applied.
        self.panel.buildTrial.emit(trial, seat)
        if trial is not None:
            tips = self._price_tips(trial, seat, left)
            for i, (city, cost, _path) in enumerate(steps, start=1):
                tips[city] = self.tr(
                    "{city}: planned as no. {n} for {cost} Elektro (click to remove)"
                ).format(city=city, n=i, cost=cost)
            self.panel.tooltipsChanged.emit(tips)

    def _price_tips(self, trial, seat: int, money: int) -> dict[str, str]:
        """City name -> what building there next would cost (hover text on the map)."""
        tips = {}
        houses = trial.houses()
        for name in trial.board.cities:
            price = trial.city_price(seat, name)
            if price is None:
                tips[name] = self.tr("{city}: no free place for you").format(city=name)
                continue
            house = (
                trial.rule_book().house_price(
                    trial.step, trial.board.index[name], len(houses.get(name, ()))
                )
                or 0
            )
            values = {"city": name, "price": price, "house": house, "connection": price - house}
            if price <= money:
                tips[name] = self.tr(
                    "{city}: {price} Elektro (house {house} + connection {connection})"
                ).format(**values)
            else:
                tips[name] = self.tr(
                    "{city}: {price} Elektro (house {house} + connection {connection}) — too dear"
                ).format(**values)
        return tips

    def do_build(self) -> None:
        plan = list(self.plan)
        if not plan:
            return
        if self.panel.submit_many([A.Build(city=c) for c in plan]) is None:
            self.plan = []
            self.update_plan()

    def do_end(self) -> None:
        self.plan = []
        self.panel.planChanged.emit([], {})
        self.submit(A.Done())

    def default_action(self) -> None:
        """Enter builds the plan; with nothing planned it ends the turn."""
        if self.plan:
            self.do_build()
        else:
            self.do_end()

    def cancel(self) -> None:
        self.plan = []
        self.update_plan()

    def keys_hint(self) -> str:
        return self.tr("Enter: build (no plan: end turn) · Esc: clear")
