"""The build page: a plan of cities clicked on the map or typed by name, priced step
by step."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QLineEdit, QListWidget, QWidget

from ....rules import GameState, Phase
from ....rules import actions as A
from ...shared import table_data as td
from ...shared import texts
from ..board_view import AFFORDABLE, PLANNED
from .page import Page, action_button, cities, fit_rows


class BuildPage(Page):
    """Click cities on the map or type their names; running cost, paths and affordable
    cities are shown."""

    top_aligned = False  # the plan's list takes the room

    def build(self) -> None:
        self.plan: list[str] = []
        # (round, seat) of the turn shown, and the player's cities when it began
        self._turn: tuple[int, int] = (-1, -1)
        self._cities_at_start = 0
        self.city_field = QLineEdit()
        self.city_field.setObjectName("cityField")
        self.city_field.setClearButtonEnabled(True)
        self.names = QStringListModel(self)
        completer = QCompleter(self.names, self.city_field)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.city_field.setCompleter(completer)
        self.column.addWidget(self.city_field)
        self.steps = QListWidget()
        self.steps.setObjectName("buildPlan")
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        fit_rows(self.steps)
        self.column.addWidget(self.steps, 1)
        # under the plan: in a short panel the plan shows first, the hint scrolls
        self.hint = self.add_text()
        self.total = self.add_action_text("buildTotal")
        self.confirm = action_button("buildButton", self.do_build)
        self.back_button = action_button("takeBackButton", self.take_back)
        self.cheapest_button = action_button("cheapestButton", self.cheapest)
        self.end_button = action_button("endBuildButton", self.do_end)
        self.add_actions(self.confirm, self.back_button, self.cheapest_button, self.end_button)

    def set_texts(self) -> None:
        self.hint.setText(
            self.tr("Click cities on the map or type their names; green rings are affordable.")
        )
        self.city_field.setPlaceholderText(self.tr("City name, then Enter"))
        self.confirm.setText(self.tr("Build"))
        self.back_button.setText(self.tr("Take back"))
        self.cheapest_button.setText(self.tr("Cheapest order"))
        self.end_button.setText(self.tr("End turn"))

    def rerender(self) -> None:
        """The plan stays; its lines and the hover prices are worded again."""
        self.update_plan()

    def refresh(self) -> None:
        self.plan = []
        self._close_completion()
        self.city_field.clear()
        s = self.state
        seat = s.current_player
        if (s.round, seat) != self._turn:
            self._turn = (s.round, seat)
            self._cities_at_start = s.player(seat).city_count
        self.names.setStringList(sorted(s.board.cities))
        self.update_plan()

    def add_typed(self) -> None:
        """The city named in the field joins the plan (a name, its start or a unique
        part of it, in any case); an unknown name is said in the refusal line."""
        typed = self.city_field.text().strip()
        names = self.names.stringList()
        folded = typed.casefold()
        exact = [n for n in names if n.casefold() == folded]
        found = exact or [n for n in names if n.casefold().startswith(folded)]
        found = found or [n for n in names if folded in n.casefold()]
        if len(found) != 1:
            reason = (
                self.tr("no city in play is named “{name}”")
                if not found
                else self.tr("“{name}” could be {cities}: type more of the name")
            )
            self.panel.show_refusal(reason.format(name=typed, cities=texts.join(found[:4])))
            return
        self._close_completion()
        self.city_field.clear()
        self.add_city(found[0])

    def _close_completion(self) -> None:
        """The list of matching names goes once a name is taken (or the turn moves on):
        it must not stay open over the next player's page."""
        completer = self.city_field.completer()
        popup = completer.popup() if completer is not None else None
        if popup is not None:
            popup.hide()

    def _trial(
        self, plan: Sequence[str]
    ) -> tuple[GameState | None, list[tuple[str, int, list[str]]], str | None]:
        """The plan built on a copy: (state after, steps [(city, cost, path)], None), or
        (None, the steps that could be built, the refusal of the next) in the current
        language."""
        s = self.state
        seat = s.current_player
        trial = s.clone()
        steps: list[tuple[str, int, list[str]]] = []
        for city in plan:
            network = list(trial.player(seat).cities)
            before = trial.player(seat).money
            refusal = trial.is_legal(A.build(city))
            if refusal is not None:
                return None, steps, texts.refusal_text(refusal.code, refusal.params, refusal.reason)
            _cost, path = td.charged_connection(trial, seat, network, city)  # before it
            trial.apply(A.build(city))
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
        fit_rows(self.steps, least=1 if not steps else 3)  # no plan yet: one empty line
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

    def _price_tips(self, trial: GameState, seat: int, money: int) -> dict[str, str]:
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
        """End the turn; dropping a plan, or building nothing where the player could,
        is asked first."""
        question = self._end_question()
        if question is None:
            self._end()
            return
        self.panel.confirm("endBuildBox", question[0], question[1], self._end)

    def _end(self) -> None:
        self.plan = []
        self.panel.planChanged.emit([], {})
        self.submit(A.Done())

    def _end_question(self) -> tuple[str, str] | None:
        """(title, text) of the question before ending the turn, or None."""
        if self.plan:
            return (
                self.tr("End your turn and drop your plan?"),
                self.tr("These planned cities are not built: {cities}.").format(
                    cities=texts.join(self.plan)
                ),
            )
        s = self.state
        seat = s.current_player
        if s.player(seat).city_count > self._cities_at_start:
            return None  # built this turn: ending it is the usual next move
        legal = [n for n in s.board.cities if s.is_legal(A.build(n)) is None]
        if not legal:
            return None
        price, cheapest = min((s.city_price(seat, n) or 0, n) for n in legal)
        return (
            self.tr("End your turn without building?"),
            self.tr(
                "You have built nothing this turn, and {n} cities are within your money "
                "(the cheapest: {city} for {price} Elektro)."
            ).format(n=len(legal), city=cheapest, price=price),
        )

    def default_action(self) -> None:
        """Enter adds the city typed in the field; else it builds the plan, and with
        nothing planned it ends the turn."""
        if self.city_field.text().strip():
            self.add_typed()
        elif self.plan:
            self.do_build()
        else:
            self.do_end()

    def cancel(self) -> None:
        """Esc clears the name typed, else the plan."""
        if self.city_field.text():
            self.city_field.clear()
            return
        self.plan = []
        self.update_plan()

    def focus_widget(self) -> QWidget | None:
        return self.city_field

    def keys_hint(self) -> str:
        return self.tr(
            "Type a city, Enter: plan it · Enter: build (no plan: end turn) · Esc: clear"
        )
