"""The coach's hints and the game review in the current language.

The coach (:mod:`powergrid.ai.coach`) stays free of Qt and of any language: every
reason and every option label is a kind with figures (``Reason`` / ``Label``), and
its English ``text`` serves the command line. Here each kind has a sentence that goes
through ``QCoreApplication.translate`` when it is shown, filled from those figures, so
a hint or a review reads in the language chosen now, also after a switch.

A test checks that every kind the coach can produce has a renderer here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...rules import Action
from ...rules import actions as A
from ..shared.texts import join, money, printed, resource_amounts, resource_name
from ..shared.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...ai.coach import Choice, Reason
    from ...ai.coach_units import Difference

translate = QCoreApplication.translate

Params = Mapping[str, object]


def _tr(source: str) -> str:
    """Shorthand for the coach's context; lupdate sees the literal in each call below."""
    return translate("Coach", source)


def _int(params: Params, key: str) -> int:
    """A figure of the coach's params (missing ones read as 0 rather than break a hint)."""
    value = params.get(key, 0)
    return int(value) if isinstance(value, int | float) else 0


# ----- small phrases -------------------------------------------------------------------------


def cities(n: int) -> str:
    """A count of cities ("1 city", "3 cities"): two sentences, as plurals differ."""
    if n == 1:
        return translate("Coach", "1 city")
    return translate("Coach", "{n} cities").format(n=n)


def more_cities(n: int) -> str:
    """A change in the cities powered: a plant that replaces another can gain none or
    lose some."""
    if n == 0:
        return translate("Coach", "no more cities")
    if n == -1:
        return translate("Coach", "1 fewer city")
    if n < 0:
        return translate("Coach", "{n} fewer cities").format(n=-n)
    if n == 1:
        return translate("Coach", "1 more city")
    return translate("Coach", "{n} more cities").format(n=n)


def signed_money(amount: int) -> str:
    """A gain or loss a round ("+22 Elektro", "-5 Elektro"): the sign always shows."""
    return translate("Terms", "{amount} Elektro").format(amount=f"{amount:+d}")


def fuel_phrase(kind: str, amount: int) -> str:
    """What a plant burns, as a phrase that follows "powers N cities"."""
    if not amount or kind == "eco":
        return translate("Coach", "with no fuel")
    if kind == "hybrid":
        return translate("Coach", "with {amount} coal or oil a round").format(amount=amount)
    return translate("Coach", "with {amount} {resource} a round").format(
        amount=amount, resource=resource_name(kind)
    )


def plants_list(plants: Iterable[int]) -> str:
    return join([printed(p) for p in plants])


# ----- reasons -------------------------------------------------------------------------------


def _plant(p: Params) -> str:
    drop = _int(p, "replaces")
    replacing = (
        translate("Coach", ", replacing plant {plant}").format(plant=printed(drop)) if drop else ""
    )
    powers = translate(
        "Coach",
        "powers {cities} {fuel}{replacing}; {more} powered soon, about {per_round} a round",
    ).format(
        cities=cities(_int(p, "cities")),
        fuel=fuel_phrase(str(p.get("fuel_kind", "")), _int(p, "fuel_amount")),
        replacing=replacing,
        more=more_cities(_int(p, "more_powered")),
        per_round=signed_money(_int(p, "per_round")),
    )
    if not _int(p, "short"):
        return powers  # the money is named only when it does not stretch far enough
    return translate("Coach", "{powers}; {money}").format(powers=powers, money=_plant_money(p))


def _plant_money(p: Params) -> str:
    """The money left after paying for a plant, and how much it lacks for its fuel and
    the cities it adds (an ecological plant burns nothing: then only the cities)."""
    figures = {
        "price": _int(p, "price"),
        "left": money(_int(p, "left")),
        "short": money(_int(p, "short")),
        "cities": cities(_int(p, "build")),
    }
    if not _int(p, "fuel_amount"):
        text = translate("Coach", "at {price} you keep {left}, {short} short of building {cities}")
    elif _int(p, "build"):
        text = translate(
            "Coach", "at {price} you keep {left}, {short} short of its fuel and building {cities}"
        )
    else:
        text = translate("Coach", "at {price} you keep {left}, {short} short of its fuel")
    return text.format(**figures)


def _pass(p: Params) -> str:
    return translate(
        "Coach", "keep your {money} for fuel and cities (enough for {cities} at today's prices)"
    ).format(money=money(_int(p, "money")), cities=cities(_int(p, "affords")))


def _forced(_p: Params) -> str:
    return translate("Coach", "the only choice")


def _let_go(p: Params) -> str:
    return translate(
        "Coach", "plant {plant} is worth about {value} to you, less than the next bid of {price}"
    ).format(
        plant=printed(_int(p, "plant")),
        value=money(_int(p, "value")),
        price=money(_int(p, "price")),
    )


def _let_go_money(p: Params) -> str:
    return translate(
        "Coach",
        "keep your {money} for fuel, cities and the plants still to come; "
        "plant {plant} would cost at least {price}",
    ).format(
        money=money(_int(p, "money")),
        plant=printed(_int(p, "plant")),
        price=money(_int(p, "price")),
    )


def _fuel(p: Params) -> str:
    return translate("Coach", "fuel for {powered} (you have {count}); {left} left to build").format(
        powered=cities(_int(p, "can_power")),
        count=cities(_int(p, "cities")),
        left=money(_int(p, "left")),
    )


def _end_wins(p: Params) -> str:
    return translate(
        "Coach", "the game ends: {powered} powered against up to {rival}, you win"
    ).format(powered=_int(p, "powered"), rival=_int(p, "rival_powered"))


def _end_loses(p: Params) -> str:
    return translate(
        "Coach", "the game ends: {powered} powered against up to {rival}, you do not win"
    ).format(powered=_int(p, "powered"), rival=_int(p, "rival_powered"))


def _build(p: Params) -> str:
    built = translate(
        "Coach", "{cities}, {powered} powered with your fuel: income {income}"
    ).format(
        cities=cities(_int(p, "cities")),
        powered=_int(p, "powered"),
        income=money(_int(p, "income")),
    )
    place, players = _int(p, "place"), _int(p, "players")
    if place == players:
        order = translate("Coach", "next round last in turn order: first to buy fuel and build")
    elif place == 1:
        order = translate("Coach", "next round first in turn order: last to buy fuel and build")
    else:
        order = translate("Coach", "next round {place} of {players} in turn order").format(
            place=place, players=players
        )
    return translate("Coach", "{built}; {left} left; {order}").format(
        built=built, left=money(_int(p, "left")), order=order
    )


def _run(p: Params) -> str:
    return translate("Coach", "{powered} powered, income {income}, fuel worth {fuel} burnt").format(
        powered=cities(_int(p, "powered")),
        income=money(_int(p, "income")),
        fuel=money(_int(p, "fuel_value")),
    )


def _discard(p: Params) -> str:
    kept = [int(n) for n in str(p.get("kept", "")).split() if n.isdigit()]  # "13 20 25"
    return translate("Coach", "keeps plants {plants}, which power {cities}").format(
        plants=plants_list(kept), cities=cities(_int(p, "cities"))
    )


# ----- what decides the best choice ----------------------------------------------------------


def _edge_part(source: str) -> Callable[[Params], str]:
    """A sentence "by round R, ... than with the next choice" filled from the params."""

    def render(p: Params) -> str:
        return translate("Coach", source).format(
            round=_int(p, "round"), amount=money(_int(p, "amount"))
        )

    return render


def _edge_win(p: Params) -> str:
    return translate(
        "Coach", "a win chance {points} points higher than with the next choice"
    ).format(points=_int(p, "points"))


def _edge_powered(p: Params) -> str:
    n = _int(p, "cities")
    if n == 1:
        return translate("Coach", "1 more city powered at the end than with the next choice")
    return translate(
        "Coach", "{n} more cities powered at the end than with the next choice"
    ).format(n=n)


def _edge_money_end(p: Params) -> str:
    return translate("Coach", "{amount} more at the end than with the next choice").format(
        amount=money(_int(p, "amount"))
    )


def _edge_close(_p: Params) -> str:
    return translate("Coach", "no other choice does clearly better in the play-outs")


def _uranium_sale(p: Params) -> str:
    return translate(
        "Coach",
        "a sale earns {income} now ({price} a city); after a round of waiting {later} a city",
    ).format(
        income=money(_int(p, "income")),
        price=money(_int(p, "price")),
        later=money(_int(p, "later")),
    )


# One sentence per reason kind of the coach (``coach.REASON_KINDS``).
REASON_RENDERERS: dict[str, Callable[[Params], str]] = {
    "uranium_sale": _uranium_sale,
    "plant": _plant,
    "pass": _pass,
    "forced": _forced,
    "let_go": _let_go,
    "fuel": _fuel,
    "end_wins": _end_wins,
    "end_loses": _end_loses,
    "build": _build,
    "run": _run,
    "discard": _discard,
    "let_go_money": _let_go_money,
    "edge_money": _edge_part(
        QT_TRANSLATE_NOOP(
            "Coach", "by round {round}, about {amount} more in hand than with the next choice"
        )
    ),
    "edge_cities": _edge_part(
        QT_TRANSLATE_NOOP(
            "Coach",
            "by round {round}, more cities (worth about {amount}) than with the next choice",
        )
    ),
    "edge_plants": _edge_part(
        QT_TRANSLATE_NOOP(
            "Coach",
            "by round {round}, more plant capacity (worth about {amount}) than with the next choice",  # noqa: E501
        )
    ),
    "edge_fuel": _edge_part(
        QT_TRANSLATE_NOOP(
            "Coach",
            "by round {round}, more fuel in store (worth about {amount}) than with the next choice",
        )
    ),
    "edge_rival": _edge_part(
        QT_TRANSLATE_NOOP(
            "Coach",
            "by round {round}, the strongest rival about {amount} weaker than with the next choice",
        )
    ),
    "edge_assets": _edge_part(
        QT_TRANSLATE_NOOP(
            "Coach", "by round {round}, about {amount} better off than with the next choice"
        )
    ),
    "edge_win": _edge_win,
    "edge_powered": _edge_powered,
    "edge_money_end": _edge_money_end,
    "edge_close": _edge_close,
}


def reason_text(reason: Reason) -> str:
    """A coach reason in the current language (its English text for an unknown kind)."""
    render = REASON_RENDERERS.get(reason.kind)
    return render(reason.params) if render is not None else reason.text


# ----- differences ---------------------------------------------------------------------------


def _same(_p: Params) -> str:
    return translate("Coach", "about as good")


def _elektro(p: Params) -> str:
    return translate("Coach", "about {amount} worse off by round {round}").format(
        amount=money(_int(p, "amount")), round=_int(p, "round")
    )


def _win(p: Params) -> str:
    return translate("Coach", "win chance {points} points lower").format(points=_int(p, "points"))


def _powered(p: Params) -> str:
    n = _int(p, "cities")
    if n == 1:
        return translate("Coach", "1 fewer city powered at the end")
    return translate("Coach", "{n} fewer cities powered at the end").format(n=n)


def _money_end(p: Params) -> str:
    return translate("Coach", "{amount} less at the end").format(amount=money(_int(p, "amount")))


def _dark(p: Params) -> str:
    return translate(
        "Coach", "{n} fewer cities powered this round: {amount} less after fuel"
    ).format(n=_int(p, "cities"), amount=money(_int(p, "amount")))


# One wording per kind of difference (``coach_units.DIFFERENCE_KINDS``).
DIFFERENCE_RENDERERS: dict[str, Callable[[Params], str]] = {
    "same": _same,
    "elektro": _elektro,
    "win": _win,
    "powered": _powered,
    "money_end": _money_end,
    "dark": _dark,
}


def difference_text(difference: Difference) -> str:
    """How much worse an option is, in the current language and a player's unit."""
    render = DIFFERENCE_RENDERERS.get(difference.kind)
    return render(difference.params) if render is not None else difference.text


# ----- option labels -------------------------------------------------------------------------


def _open(p: Params, _action: Action) -> str:
    return translate("Coach", "Open plant {plant} and bid up to {limit}").format(
        plant=printed(_int(p, "plant")), limit=_int(p, "limit")
    )


def _pass_auction(_p: Params, _action: Action) -> str:
    return translate("Coach", "Pass this auction")


def _bid(p: Params, _action: Action) -> str:
    return translate("Coach", "Bid {amount} on plant {plant} (go up to {limit})").format(
        amount=_int(p, "amount"), plant=printed(_int(p, "plant")), limit=_int(p, "limit")
    )


def _let_go_at(p: Params, _action: Action) -> str:
    return translate("Coach", "Let plant {plant} go at {price}").format(
        plant=printed(_int(p, "plant")), price=_int(p, "price")
    )


def _let_go_label(p: Params, _action: Action) -> str:
    return translate("Coach", "Let plant {plant} go").format(plant=printed(_int(p, "plant")))


def _discard_label(p: Params, _action: Action) -> str:
    return translate("Coach", "Discard plant {plant}").format(plant=printed(_int(p, "plant")))


def _buy(p: Params, _action: Action) -> str:
    amounts = [_int(p, r) for r in ("coal", "oil", "garbage", "uranium")]
    return translate("Coach", "Buy {resources} for {cost}").format(
        resources=resource_amounts(amounts), cost=money(_int(p, "cost"))
    )


def _buy_nothing(_p: Params, _action: Action) -> str:
    return translate("Coach", "Buy nothing")


def _build_label(p: Params, _action: Action) -> str:
    return translate("Coach", "Build {cities} for {cost}").format(
        cities=cities(_int(p, "count")), cost=money(_int(p, "cost"))
    )


def build_in(names: Sequence[str], cost: int) -> str:
    """A build option that names its cities, in the order to build them."""
    return translate("Coach", "Build {cities} ({names}) for {cost}").format(
        cities=cities(len(names)), names=" → ".join(names), cost=money(cost)
    )


def _build_nothing(_p: Params, _action: Action) -> str:
    return translate("Coach", "Build nothing more")


def _run_label(_p: Params, action: Action) -> str:
    plants = getattr(action, "plants", ())
    if len(plants) == 1:
        return translate("Coach", "Run plant {plants}").format(plants=plants_list(plants))
    return translate("Coach", "Run plants {plants}").format(plants=plants_list(plants))


def _run_none(_p: Params, _action: Action) -> str:
    return translate("Coach", "Run no plant")


def _forced_label(_p: Params, action: Action) -> str:
    text = action_text(action)
    return text[:1].upper() + text[1:]


# One wording per option label kind of the coach (``coach.LABEL_KINDS``); the label's
# figures come from its params, the plants to run from the action itself.
LABEL_RENDERERS: dict[str, Callable[[Params, Action], str]] = {
    "open": _open,
    "pass_auction": _pass_auction,
    "bid": _bid,
    "let_go_at": _let_go_at,
    "let_go": _let_go_label,
    "discard": _discard_label,
    "buy": _buy,
    "buy_nothing": _buy_nothing,
    "build": _build_label,
    "build_nothing": _build_nothing,
    "run": _run_label,
    "run_none": _run_none,
    "forced": _forced_label,
    "sell_uranium": lambda _p, _a: translate("Coach", "Sell uranium"),
    "keep_uranium": lambda _p, _a: translate("Coach", "Keep the uranium"),
}


def choice_label(choice: Choice) -> str:
    """A hint's option in the current language (its English label when it has no plan);
    a build names its cities in order."""
    plan = choice.plan
    names = getattr(choice, "cities", ())
    if plan is not None and plan.kind == "build" and names:
        return build_in(names, _int(plan.params, "cost"))
    render = LABEL_RENDERERS.get(plan.kind) if plan is not None else None
    if plan is None or render is None:
        return choice.label
    return render(plan.params, choice.action)


# ----- actions (the review) ------------------------------------------------------------------


def action_text(action: Action, plant: int = 0) -> str:
    """One move in a few words, for the analysis board's move list; ``plant`` names the plant
    auctioned when the move is a bid or a pass on it."""
    match action:
        case A.Bid(amount=amount) if plant:
            return translate("Coach", "bid {amount} on plant {plant}").format(
                amount=amount, plant=printed(plant)
            )
        case A.Pass() if plant:
            return translate("Coach", "pass on plant {plant}").format(plant=printed(plant))
        case A.ChoosePlant(plant=plant, bid=bid):
            return translate("Coach", "open plant {plant} at {bid}").format(
                plant=printed(plant), bid=bid
            )
        case A.Bid(amount=amount):
            return translate("Coach", "bid {amount}").format(amount=amount)
        case A.Pass():
            return translate("Coach", "pass")
        case A.Discard(plant=plant):
            return translate("Coach", "discard plant {plant}").format(plant=printed(plant))
        case A.Buy(resource=resource, amount=amount):
            return translate("Coach", "buy {amount} {resource}").format(
                amount=amount, resource=resource_name(resource)
            )
        case A.Build(city=city):
            return translate("Coach", "build in {city}").format(city=city)
        case A.Run():
            return _run_action(action)
        case A.Done():
            return translate("Coach", "end the turn")
        case A.SellUranium(sell=sell):
            return (
                translate("Coach", "sell uranium")
                if sell
                else translate("Coach", "keep the uranium")
            )
    return str(action)


def _run_action(action: A.Run) -> str:
    if not action.plants:
        return translate("Coach", "run no plant")
    plants = plants_list(action.plants)
    if action.coal:
        return translate("Coach", "run plants {plants} ({coal} coal in hybrids)").format(
            plants=plants, coal=action.coal
        )
    return translate("Coach", "run plants {plants}").format(plants=plants)


def _merged(actions: Sequence[Action]) -> list[Action]:
    """Consecutive buys of one resource as one buy: "buy 3 coal", not three "buy 1 coal"."""
    out: list[Action] = []
    for action in actions:
        last = out[-1] if out else None
        if (
            isinstance(action, A.Buy)
            and isinstance(last, A.Buy)
            and last.resource == action.resource
        ):
            out[-1] = A.Buy(resource=action.resource, amount=last.amount + action.amount)
        else:
            out.append(action)
    return out


def moves_text(actions: Sequence[Action], plant: int = 0) -> str:
    """A turn's moves, in order, in the current language (``plant``: see action_text)."""
    return translate("Coach", "; ", "moves separator").join(
        action_text(a, plant) for a in _merged(actions)
    )


# Short phase names: the review's phase column is narrow.
PHASE_NAMES = {
    "auction": QT_TRANSLATE_NOOP("Coach", "Auction"),
    "resources": QT_TRANSLATE_NOOP("Coach", "Resources"),
    "build": QT_TRANSLATE_NOOP("Coach", "Building"),
    "bureaucracy": QT_TRANSLATE_NOOP("Coach", "Bureaucracy"),
    "over": QT_TRANSLATE_NOOP("Coach", "Game over"),
}


def phase_name(phase: str) -> str:
    """A phase's short name in the current language."""
    key = str(phase)
    return translate("Coach", PHASE_NAMES[key]) if key in PHASE_NAMES else key
