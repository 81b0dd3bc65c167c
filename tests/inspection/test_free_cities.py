"""The inspector and `map cost` with a free city set (RULES 6)."""

from __future__ import annotations

import pytest

from powergrid.app.inspection.model import InspectionModel
from powergrid.board import load_map
from powergrid.cli.mapcmd import UsageError, plan_cost

SET = ["Berlin", "Schwerin", "Hamburg", "Magdeburg", "Hannover", "Bremen"]


def test_model_prices_paths_inside_the_free_set_only():
    model = InspectionModel(load_map("germany"))
    assert model.set_cities(SET) == []
    assert model.in_play == set(SET)
    model.set_network(["Berlin"])
    info = model.hover("Bremen")
    assert info is not None and set(info.path) <= set(SET)
    assert model.hover("Leipzig") is None  # out of the set: not in play
    # Toggling a region keeps the set's cities of the regions still in play.
    model.set_cities(None)
    assert len(model.in_play) == 42


def test_model_names_a_disconnected_set():
    model = InspectionModel(load_map("germany"))
    problems = model.set_cities(["Berlin", "Hamburg"])
    assert problems and "not connected" in problems[0]
    assert model.board is None


def test_map_cost_with_cities_stays_inside_them():
    full = plan_cost("germany", ["Berlin"], ["Bremen"])
    narrow = plan_cost("germany", ["Berlin"], ["Bremen"], cities=SET)
    assert set(narrow["cities"][0]["path"]) <= set(SET)
    assert narrow["total"] >= full["total"]
    with pytest.raises(UsageError, match="not connected"):
        plan_cost("germany", ["Berlin"], ["Hamburg"], cities=["Berlin", "Hamburg"])
