"""The decision panel: one page per kind of human decision.

Pages never change the game: they build action objects and hand them to the
controller (``submit``/``submit_many``); a refusal shows the engine's reason.
Previews (prices, storage, income, build paths) are computed on a clone.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ....rules import (
    PLANTS,
    RESOURCES,
    BidDecision,
    ChoosePlantDecision,
    DiscardDecision,
    Phase,
    best_run,
    fuel_need,
    house_price,
    income,
    plant_capacity,
)
from ....rules import actions as A
from ...shared import texts
from ...shared.style import tint
from ..board_view import AFFORDABLE, PLANNED
from ..markets import plant_fuel_text

translate = QCoreApplication.translate


def _button(text: str, name: str, slot) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.clicked.connect(slot)
    return button


class _Page(QWidget):
    def __init__(self, panel: DecisionPanel):
        super().__init__(panel)
        self.panel = panel
        self.controller = panel.controller

    @property
    def state(self):
        return self.controller.state

    def refresh(self) -> None:  # pragma: no cover - overridden
        pass

    def submit(self, action) -> str | None:
        return self.panel.submit(action)

    def default_action(self) -> None:
        """What Enter does on this page (nothing by default)."""

    def cancel(self) -> None:
        """What Esc does: drop the choice being prepared (never a move)."""

    def keys_hint(self) -> str:
        return ""

    def retranslate(self) -> None:
        """Set the page's fixed texts again, and its shown texts if a game is running.

        The choice being prepared (amounts, a build plan) is kept.
        """
        self.set_texts()
        if self.isVisible() and self.state is not None:
            self.rerender()

    def set_texts(self) -> None:
        """The page's fixed labels and buttons (called from __init__ and on a switch)."""

    def rerender(self) -> None:
        """Show the current decision again in the current language (default: refresh)."""
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class WaitPage(_Page):
    def __init__(self, panel):
        super().__init__(panel)
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.label)

    def refresh(self) -> None:
        state = self.state
        if state is None:
            self.label.setText(texts.status_text(None))
            return
        name = self.controller.game.names[state.current_player]
        last = [html.escape(entry.text()) for entry in self.controller.recent_log[-4:]]
        text = self.tr("<b>{player}</b> (computer) is thinking…").format(player=html.escape(name))
        if last:
            text += "<br><br><span style='color:#555'>" + "<br>".join(last) + "</span>"
        self.label.setText(text)


class ChoosePage(_Page):
    """Auction: pick a plant and an opening bid, or pass."""

    def __init__(self, panel):
        super().__init__(panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.row = QHBoxLayout()
        layout.addLayout(self.row)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.idClicked.connect(self.select)
        bid_row = QHBoxLayout()
        self.bid_label = QLabel()
        bid_row.addWidget(self.bid_label)
        self.bid = QSpinBox()
        self.bid.setObjectName("openingBid")
        self.bid.setRange(0, 10_000)
        bid_row.addWidget(self.bid)
        bid_row.addStretch(1)
        layout.addLayout(bid_row)
        buttons = QHBoxLayout()
        self.offer = _button("", "offerButton", self.do_offer)
        self.passing = _button("", "passChooseButton", self.do_pass)
        buttons.addWidget(self.offer)
        buttons.addWidget(self.passing)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.plant = 0
        self.set_texts()

    def set_texts(self) -> None:
        self.hint.setText(self.tr("Choose a plant to auction (or click it in the market):"))
        self.bid_label.setText(self.tr("Opening bid:"))
        self.offer.setText(self.tr("Offer plant"))
        self.passing.setText(self.tr("Pass this round"))

    def rerender(self) -> None:
        """Tooltips only: the plant and the bid chosen stay."""
        for button in self.group.buttons():
            number = self.group.id(button)
            button.setToolTip(_plant_tip(number))
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
            button.setToolTip(_plant_tip(number))
            button.setObjectName(f"choosePlant{number}")
            button.setCheckable(True)
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance("000+") + 16)
            self.group.addButton(button, number)
            self.row.insertWidget(self.row.count(), button)
            button.show()  # now, not queued: the panel's height is measured with it
        self.plant = 0
        affordable = decision.affordable
        self.select(affordable[0] if affordable else (market[0] if market else 0))
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
        self.bid.setValue(ChoosePlantDecision.min_bid(number))  # "46+" opens at 46
        self.panel.plantSelected.emit(number)

    def do_offer(self) -> None:
        self.submit(A.ChoosePlant(plant=self.plant, bid=self.bid.value()))

    def default_action(self) -> None:
        self.do_offer()

    def cancel(self) -> None:
        if self.plant:
            self.select(self.plant)  # back to the minimum opening bid

    def keys_hint(self) -> str:
        return self.tr("Enter: offer · Esc: minimum bid")

    def do_pass(self) -> None:
        self.submit(A.Pass())


class BidPage(_Page):
    def __init__(self, panel):
        super().__init__(panel)
        layout = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        row = QHBoxLayout()
        self.bid_label = QLabel()
        row.addWidget(self.bid_label)
        self.amount = QSpinBox()
        self.amount.setObjectName("bidAmount")
        self.amount.setRange(0, 10_000)
        row.addWidget(self.amount)
        self.bid_button = _button("", "bidButton", self.do_bid)
        row.addWidget(self.bid_button)
        self.pass_button = _button("", "passBidButton", self.do_pass)
        row.addWidget(self.pass_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.set_texts()

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
        names = self.controller.game.names
        decision = self.state.decision()
        assert isinstance(decision, BidDecision)
        self.info.setText(
            self.tr(
                "Auction of plant <b>{plant}</b> ({plant_tip}). Highest bid <b>{bid}</b> by "
                "{leader}. You have {money} Elektro."
            ).format(
                plant=PLANTS[decision.plant].name,
                plant_tip=_plant_tip(decision.plant),
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

    def do_pass(self) -> None:
        self.submit(A.Pass())


def _cities(n: int) -> str:
    """``n`` cities in the current language (the plural chosen by the count)."""
    if n == 1:
        return translate("DecisionPanel", "1 city")
    return translate("DecisionPanel", "{n} cities").format(n=n)


def _plant_tip(number: int) -> str:
    """A plant's fuel and the cities it powers, e.g. "2 coal → 1 city"."""
    return translate("DecisionPanel", "{fuel} → {cities}").format(
        fuel=plant_fuel_text(number), cities=_cities(PLANTS[number].cities)
    )


def _keep_text(keep) -> str:
    return texts.resource_amounts(list(keep))


class DiscardPage(_Page):
    """Above the plant limit: offer the legal Discard actions (with fuel kept)."""

    def __init__(self, panel):
        super().__init__(panel)
        layout = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        self.choices = QListWidget()
        self.choices.setObjectName("discardChoices")
        self.choices.setMinimumHeight(self.choices.fontMetrics().height() * 3)
        layout.addWidget(self.choices)
        row = QHBoxLayout()
        self.discard_button = _button("", "discardButton", self.do_discard)
        row.addWidget(self.discard_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.set_texts()

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
        for action in s.decision().options:
            if not isinstance(action, A.Discard):
                continue
            keep = action.keep if action.keep is not None else have
            if any(have):
                text = self.tr("Discard plant {plant} ({fuel}) — keep {kept}").format(
                    plant=PLANTS[action.plant].name,
                    fuel=plant_fuel_text(action.plant),
                    kept=_keep_text(keep),
                )
            else:
                text = self.tr("Discard plant {plant} ({fuel})").format(
                    plant=PLANTS[action.plant].name, fuel=plant_fuel_text(action.plant)
                )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.choices.addItem(item)
        if self.choices.count():
            self.choices.setCurrentRow(0)

    def do_discard(self) -> None:
        item = self.choices.currentItem()
        if item is not None:
            self.submit(item.data(Qt.ItemDataRole.UserRole))

    def default_action(self) -> None:
        self.do_discard()

    def keys_hint(self) -> str:
        return self.tr("Enter: discard the chosen plant")


class ResourcesPage(_Page):
    """Amounts per kind; total price and storage check shown before confirming."""

    def __init__(self, panel):
        super().__init__(panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
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
        layout.addLayout(grid)
        self.total = QLabel()
        self.total.setObjectName("resourceTotal")
        self.total.setWordWrap(True)
        layout.addWidget(self.total)
        row = QHBoxLayout()
        self.buy_button = _button("", "buyButton", self.do_buy)
        row.addWidget(self.buy_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.setMinimumWidth(0)
        self.set_texts()

    def set_texts(self) -> None:
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
        on_market = s.resource_market().on_market
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
        market = s.resource_market()
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
        return acts + [A.Done()]

    def do_buy(self) -> None:
        self.panel.submit_many(self.actions())

    def default_action(self) -> None:
        self.do_buy()

    def cancel(self) -> None:
        for spin in self.spins:
            spin.setValue(0)

    def keys_hint(self) -> str:
        return self.tr("Enter: buy and end the turn · Esc: buy nothing")


class BuildPage(_Page):
    """Click cities on the map; running cost, paths and affordable cities are shown."""

    def __init__(self, panel):
        super().__init__(panel)
        self.plan: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.steps = QListWidget()
        self.steps.setObjectName("buildPlan")
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.setMinimumHeight(self.steps.fontMetrics().height() * 3)
        layout.addWidget(self.steps, 1)
        self.total = QLabel()
        self.total.setObjectName("buildTotal")
        self.total.setWordWrap(True)
        layout.addWidget(self.total)
        row = QGridLayout()
        row.setSpacing(3)
        self.confirm = _button("", "buildButton", self.do_build)
        row.addWidget(self.confirm, 0, 0)
        self.back_button = _button("", "takeBackButton", self.take_back)
        row.addWidget(self.back_button, 0, 1)
        self.cheapest_button = _button("", "cheapestButton", self.cheapest)
        row.addWidget(self.cheapest_button, 1, 1)
        self.end_button = _button("", "endBuildButton", self.do_end)
        row.addWidget(self.end_button, 1, 0)
        layout.addLayout(row)
        self.set_texts()

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
        left = s.player(seat).money - total
        affordable = []
        if trial is not None:
            for name in s.board.cities:
                price = trial.city_price(seat, name)
                if name not in self.plan and price is not None and price <= left:
                    affordable.append(name)
        self.total.setText(
            self.tr("Total <b>{total}</b> for {n} · {left} left · {more} more affordable").format(
                total=total, n=_cities(len(steps)), left=left, more=len(affordable)
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
            house = house_price(trial.step, len(houses.get(name, ()))) or 0
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


class BureaucracyPage(_Page):
    """Choose which plants run and the hybrid mix; income shown before confirming."""

    def __init__(self, panel):
        super().__init__(panel)
        layout = QVBoxLayout(self)
        layout.setSpacing(3)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.box = QVBoxLayout()
        self.box.setSpacing(0)
        layout.addLayout(self.box)
        self.checks: dict[int, QCheckBox] = {}
        # The hybrids' coal/oil mix: shown only to a player who owns a hybrid plant.
        self.mix = QWidget()
        self.mix.setObjectName("hybridMix")
        row = QHBoxLayout(self.mix)
        row.setContentsMargins(0, 0, 0, 0)
        self.coal_label = QLabel()
        row.addWidget(self.coal_label)
        self.coal = QSpinBox()
        self.coal.setObjectName("hybridCoal")
        self.coal.valueChanged.connect(self.update_income)
        row.addWidget(self.coal)
        self.oil_label = QLabel()
        row.addWidget(self.oil_label)
        row.addStretch(1)
        layout.addWidget(self.mix)
        self.income = QLabel()
        self.income.setObjectName("incomePreview")
        self.income.setWordWrap(True)
        layout.addWidget(self.income)
        buttons = QHBoxLayout()
        self.run_button = _button("", "runButton", self.do_run)
        buttons.addWidget(self.run_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.set_texts()

    def set_texts(self) -> None:
        self.hint.setText(self.tr("Choose the plants that run:"))
        self.coal_label.setText(self.tr("Coal burnt by hybrids:"))
        self.run_button.setText(self.tr("Run and collect income"))

    def rerender(self) -> None:
        """The plants chosen stay; their lines and the income are worded again."""
        for number, check in self.checks.items():
            check.setText(self._plant_line(number))
        self.update_income()

    def _plant_line(self, number: int) -> str:
        return self.tr("Plant {plant}: {plant_tip}").format(
            plant=PLANTS[number].name, plant_tip=_plant_tip(number)
        )

    def refresh(self) -> None:
        s = self.state
        me = s.player(s.current_player)
        for check in self.checks.values():
            self.box.removeWidget(check)
            check.hide()  # at once: deleteLater waits for the event loop
            check.deleteLater()
        self.checks = {}
        choice = best_run(me.plants, me.resources, me.city_count)
        best = (choice.plants, choice.coal)
        self.mix.setVisible(fuel_need(tuple(me.plants)).hybrid > 0)
        for number in me.plants:
            check = QCheckBox(self._plant_line(number))
            check.setObjectName(f"run{number}")
            check.setChecked(number in best[0])
            check.toggled.connect(self.update_limits)
            self.box.addWidget(check)
            check.show()  # now, not queued: the panel's height is measured with it
            self.checks[number] = check
        self.update_limits()
        self.coal.setValue(best[1])
        self.update_income()

    def chosen(self) -> tuple[int, ...]:
        return tuple(n for n, c in self.checks.items() if c.isChecked())

    def update_limits(self) -> None:
        hybrid = fuel_need(self.chosen()).hybrid
        self.coal.blockSignals(True)
        self.coal.setRange(0, hybrid)
        self.coal.blockSignals(False)
        self.coal.setEnabled(hybrid > 0)
        self.update_income()

    def update_income(self) -> None:
        s = self.state
        if s is None or s.phase != Phase.BUREAUCRACY:
            return
        me = s.player(s.current_player)
        plants = self.chosen()
        hybrid = fuel_need(plants).hybrid
        self.oil_label.setText(
            self.tr("oil: {oil}").format(oil=hybrid - self.coal.value()) if hybrid else ""
        )
        powered = min(plant_capacity(plants), me.city_count)
        reason = self._refusal(s, self.action())
        text = self.tr(
            "Powers <b>{powered}</b> of your {cities} cities → income <b>{income}</b> Elektro"
        ).format(powered=powered, cities=me.city_count, income=income(powered))
        if reason:
            text += f"<br><span style='color:#b2182b'>{html.escape(reason)}</span>"
        self.income.setText(text)

    @staticmethod
    def _refusal(state, action) -> str | None:
        """Why ``action`` would be refused, in the current language (None: it is legal)."""
        refusal = state.is_legal(action)
        if refusal is None:
            return None
        return texts.refusal_text(refusal.code, refusal.params, refusal.reason)

    def action(self):
        hybrid = fuel_need(self.chosen()).hybrid
        return A.Run(plants=self.chosen(), coal=self.coal.value() if hybrid else 0)

    def do_run(self) -> None:
        self.submit(self.action())

    def default_action(self) -> None:
        self.do_run()

    def keys_hint(self) -> str:
        return self.tr("Enter: run and collect income")


class OverPage(_Page):
    def __init__(self, panel):
        super().__init__(panel)
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        self.results_button = _button("", "showResultsButton", panel.resultsRequested)
        row.addWidget(self.results_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.set_texts()

    def set_texts(self) -> None:
        self.results_button.setText(self.tr("Show results"))

    def refresh(self) -> None:
        s = self.state
        names = self.controller.game.names
        winners = texts.join([html.escape(names[w]) for w in s.outcome().winners])
        self.label.setText(
            self.tr("<b>The game is over.</b> Winner: {winners}.").format(winners=winners)
        )


class _PageStack(QStackedWidget):
    """A stack as tall as the page shown, not as its tallest page (Qt's default).

    The decision dock is sized to what the current decision needs; the discard list
    of another phase must not make every page tall.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.currentChanged.connect(lambda _i: self.updateGeometry())

    def _page(self) -> QWidget | None:
        return self.currentWidget()

    def sizeHint(self) -> QSize:
        page = self._page()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self._page()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self._page() is not None

    def heightForWidth(self, width: int) -> int:
        """What the scroll area around the stack lays it out at: the page's need."""
        page = self._page()
        if page is None:
            return -1
        least = page.minimumSizeHint().height()
        return max(self.needed_height(width), least)

    def needed_height(self, width: int) -> int:
        """The current page's height at ``width``: wrapped lines and all its rows.

        A list (the build plan, the discard choices) scrolls by itself: it counts with
        its minimum height, not with Qt's generous size hint.
        """
        page = self._page()
        if page is None:
            return 0
        page.ensurePolished()  # a page never shown yet: its buttons take the style's size
        layout = page.layout()
        if layout is not None and layout.hasHeightForWidth():
            # (a wrapped label's plain size hint guesses a narrow width: too tall here)
            height = max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        else:
            height = page.sizeHint().height()
        for lst in page.findChildren(QListWidget):
            if lst.isVisibleTo(page):
                # as the layout takes it: an explicit minimum wins over the hint
                least = lst.minimumHeight() or lst.minimumSizeHint().height()
                height -= max(0, lst.sizeHint().height() - least)
        return height


class DecisionPanel(QWidget):
    """The human's side of the current decision, with the engine's refusals shown.

    The page scrolls when the dock is shorter than the page (a small window, a long
    language): its lines never paint over the docks below. :meth:`needed_height`
    tells the window how tall the dock should be, and ``neededHeightChanged`` fires
    when a page or its text changes that.
    """

    planChanged = Signal(list, dict)
    #: (state with the planned builds applied, seat) while a human builds, else (None, -1)
    buildTrial = Signal(object, int)
    tooltipsChanged = Signal(dict)
    plantSelected = Signal(int)
    resultsRequested = Signal()
    refused = Signal(str)
    #: The height the panel needs (at its width) may have changed.
    neededHeightChanged = Signal()

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 2)
        layout.setSpacing(3)
        self._layout = layout  # measured by needed_height
        self.title = QLabel()
        self.title.setObjectName("decisionTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.stack = _PageStack()
        self.page_scroll = QScrollArea()
        self.page_scroll.setObjectName("decisionScroll")
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.page_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page_scroll.setWidget(self.stack)
        # At the smallest window the column may leave a line or two: the page scrolls.
        self._fit_scroll_minimum()
        layout.addWidget(self.page_scroll, 1)
        self._need_pending = False
        self.stack.installEventFilter(self)
        # Refusals have a fixed place under the page: showing one moves no button.
        self.error = QLabel()
        self.error.setObjectName("refusalLabel")
        self.error.setWordWrap(True)
        tint(self.error, "#b2182b", bold=True)
        self.error.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.keys = QLabel()
        self.keys.setObjectName("keysHint")
        tint(self.keys, "#606060")
        self.keys.setWordWrap(True)
        self.keys.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message = QStackedWidget()
        self.message.setObjectName("messageLine")
        self.message.addWidget(self.keys)
        self.message.addWidget(self.error)
        layout.addWidget(self.message)
        self._fix_error_height()
        self.pages = {
            "wait": WaitPage(self),
            "choose": ChoosePage(self),
            "bid": BidPage(self),
            "discard": DiscardPage(self),
            "resources": ResourcesPage(self),
            "build": BuildPage(self),
            "bureaucracy": BureaucracyPage(self),
            "over": OverPage(self),
        }
        for name, page in self.pages.items():
            page.setObjectName(f"{name}Page")
            page.layout().setContentsMargins(0, 0, 0, 0)
            self.stack.addWidget(page)
        self.page_name = "wait"
        self._last_human = -1
        controller.decisionNeeded.connect(self.refresh)
        controller.gameStarted.connect(self.refresh)
        controller.actionRefused.connect(self.show_refusal)

    def needed_height(self, width: int | None = None) -> int:
        """Height the panel needs at ``width`` (default: its own) to show the whole page."""
        if width is None:
            width = self.width()
        m = self._layout.contentsMargins()
        inner = width - m.left() - m.right()
        spacing = self._layout.spacing()
        title = self.title.heightForWidth(inner) if self.title.text() else 0
        page = self.stack.needed_height(inner)
        parts = [h for h in (title, page, self.message.height()) if h > 0]
        return m.top() + m.bottom() + sum(parts) + spacing * (len(parts) - 1)

    def reserved_height(self) -> int:
        """Height that shows every page's controls at their smallest: what the column
        keeps for the panel whatever the decision (the inactive area takes only the rest)."""
        m = self._layout.contentsMargins()
        page = max(p.minimumSizeHint().height() for p in self.pages.values())
        parts = (self.title.minimumSizeHint().height(), page, self.message.height())
        return m.top() + m.bottom() + sum(parts) + 2 * self._layout.spacing()

    def eventFilter(self, watched, event) -> bool:
        """A page's layout changed (new text, rows shown or hidden): tell the window."""
        if watched is self.stack and event.type() == QEvent.Type.LayoutRequest:
            self._announce_need()
        return super().eventFilter(watched, event)

    def _announce_need(self) -> None:
        if not self._need_pending:
            self._need_pending = True
            QTimer.singleShot(0, self, self._emit_need)

    def _emit_need(self) -> None:
        self._need_pending = False
        self.neededHeightChanged.emit()

    def page_for_state(self) -> str:
        s = self.controller.state
        if s is None:
            return "wait"
        if s.phase == Phase.OVER:
            return "over"
        if not self.controller.human_to_move():
            return "wait"
        decision = s.decision()
        if isinstance(decision, ChoosePlantDecision | BidDecision | DiscardDecision):
            return decision.kind
        return str(s.phase)

    def _fix_error_height(self) -> None:
        """Refusal and key hints share one fixed place: the hint gives way to a refusal."""
        bold = QFont(self.font())
        bold.setBold(True)
        self.message.setFixedHeight(2 * QFontMetrics(bold).lineSpacing() + 4)

    def _fit_scroll_minimum(self) -> None:
        self.page_scroll.setMinimumHeight(self.fontMetrics().lineSpacing() + 8)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "error"):
            self._fix_error_height()
            self._fit_scroll_minimum()
        elif event.type() == QEvent.Type.LanguageChange and hasattr(self, "pages"):
            self._set_title(self.page_name)
            self.keys.setText(self.current_page().keys_hint())
            self._announce_need()

    def keyPressEvent(self, event) -> None:
        """Enter does the page's default action, Esc drops the choice being prepared."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.current_page().default_action()
        elif key == Qt.Key.Key_Escape:
            self.clear_refusal()
            self.current_page().cancel()
        else:
            super().keyPressEvent(event)

    def clear_refusal(self) -> None:
        self.error.clear()
        self.message.setCurrentWidget(self.keys)

    def refresh(self) -> None:
        self.clear_refusal()
        name = self.page_for_state()
        self.page_name = name
        page = self.pages[name]
        if name != "build":
            self.planChanged.emit([], {})
            self.tooltipsChanged.emit({})
            self.buildTrial.emit(None, -1)
        s = self.controller.state
        self._hot_seat_change = False
        if s is not None and s.phase != Phase.OVER:
            seat = s.current_player
            humans = sum(
                1 for cfg in self.controller.game.config.seats if cfg.controller == "human"
            )
            # Hot-seat: make the change of player at the screen obvious.
            self._hot_seat_change = humans > 1 and name != "wait" and seat != self._last_human
            if name != "wait":
                self._last_human = seat
        self._set_title(name)
        page.refresh()
        self.stack.setCurrentWidget(page)
        self.keys.setText(page.keys_hint())
        self.neededHeightChanged.emit()  # at once: the dock is sized before it is drawn

    def _set_title(self, name: str) -> None:
        """Who decides what (kept apart so that a language switch can word it again)."""
        s = self.controller.state
        if s is None:
            self.title.setText("")
            return
        if s.phase == Phase.OVER:
            self.title.setText(self.tr("<b>Game over</b>"))
            return
        from ...shared.rulebook import current_decision

        who = html.escape(self.controller.game.names[s.current_player])
        text = self.tr("<b>{player}</b>: {decision}").format(
            player=who, decision=html.escape(texts.decision_text(current_decision(s)))
        )
        if getattr(self, "_hot_seat_change", False):
            text = "<span style='color:#0072B2'>{}</span><br>{}".format(
                self.tr("Your turn, {player}.").format(player=who), text
            )
        self.title.setText(text)

    def current_page(self) -> _Page:
        return self.pages[self.page_name]

    def show_refusal(self, reason: str) -> None:
        self.error.setText(self.tr("Not allowed: {reason}").format(reason=reason))
        self.message.setCurrentWidget(self.error)
        self.refused.emit(reason)

    def submit(self, action) -> str | None:
        return self.controller.submit(action)

    def submit_many(self, actions) -> str | None:
        return self.controller.submit_many(actions)

    def city_clicked(self, city: str) -> None:
        if self.page_name == "build":
            self.pages["build"].add_city(city)

    def plant_clicked(self, number: int) -> None:
        if self.page_name == "choose":
            self.pages["choose"].select(number)
