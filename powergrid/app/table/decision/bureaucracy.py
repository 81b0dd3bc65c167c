"""The bureaucracy page: which plants run, the hybrids' mix, and the income it pays."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from ....rules import PLANTS, Action, GameState, Phase, best_run, fuel_need, plant_capacity
from ....rules import actions as A
from ...shared import texts
from .page import Page, action_button, plant_tip


class BureaucracyPage(Page):
    """Choose which plants run and the hybrid mix; income shown before confirming."""

    spacing = 3

    def build(self) -> None:
        self.hint = self.add_text()
        self.box = QVBoxLayout()
        self.box.setSpacing(0)
        self.column.addLayout(self.box)
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
        self.column.addWidget(self.mix)
        self.income = self.add_action_text("incomePreview")
        self.run_button = action_button("runButton", self.do_run)
        self.add_actions(self.run_button)

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
            plant=PLANTS[number].name, plant_tip=plant_tip(number)
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
        ).format(
            powered=powered, cities=me.city_count, income=s.income_for(s.current_player, powered)
        )
        if reason:
            text += f"<br><span style='color:#b2182b'>{html.escape(reason)}</span>"
        self.income.setText(text)

    @staticmethod
    def _refusal(state: GameState, action: Action) -> str | None:
        """Why ``action`` would be refused, in the current language (None: it is legal)."""
        refusal = state.is_legal(action)
        if refusal is None:
            return None
        return texts.refusal_text(refusal.code, refusal.params, refusal.reason)

    def action(self) -> A.Run:
        hybrid = fuel_need(self.chosen()).hybrid
        return A.Run(plants=self.chosen(), coal=self.coal.value() if hybrid else 0)

    def do_run(self) -> None:
        """Run the plants chosen; powering fewer cities than the plants could is asked
        first (RULES 3.5: the income follows the cities powered)."""
        action = self.action()
        question = self._fewer_question()
        if question is None:
            self.submit(action)
            return
        self.panel.confirm(
            "runFewerBox",
            self.tr("Power fewer cities than you could?"),
            question,
            lambda: self.submit(action),
        )

    def _fewer_question(self) -> str | None:
        s = self.state
        me = s.player(s.current_player)
        best = best_run(me.plants, me.resources, me.city_count).powered
        chosen = min(plant_capacity(self.chosen()), me.city_count)
        if chosen >= best or self._refusal(s, self.action()) is not None:
            return None  # as good as it gets, or refused anyway with its reason
        pay = s.rule_book().income
        return self.tr(
            "This choice powers {chosen} cities for {income} Elektro; your plants and fuel "
            "could power {best} for {best_income} Elektro."
        ).format(chosen=chosen, income=pay(chosen), best=best, best_income=pay(best))

    def default_action(self) -> None:
        self.do_run()

    def focus_widget(self) -> QWidget | None:
        """The first plant's box: Space runs it or not, Tab goes to the next."""
        return next(iter(self.checks.values()), self.run_button)

    def keys_hint(self) -> str:
        return self.tr("Space: run a plant or not · Enter: run and collect income")
