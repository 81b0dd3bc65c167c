"""The inspector on a map of its own: region names from the file, the map's costs."""

from __future__ import annotations

import json
from pathlib import Path

from powergrid.app.inspection.model import InspectionModel
from powergrid.app.inspection.window import InspectorWindow
from powergrid.app.shared import i18n
from powergrid.board import load_map

MAPS = Path(__file__).resolve().parents[2] / "powergrid" / "data" / "maps"


def _named_regions(tmp_path: Path) -> Path:
    """USA whose purple region is named by a word, with its German name, and whose
    Seattle–Portland line costs 40 instead of 3."""
    data = json.loads((MAPS / "usa.json").read_text(encoding="utf-8"))
    data.update(format=2, name="Named")
    data.pop("names", None)
    data["regions"][0].update(name="Northwest", names={"de": "Nordwesten"})
    for city in data["cities"]:
        if city["region"] == "purple":
            city["region"] = "Northwest"
    for conn in data["connections"]:
        if {conn["a"], conn["b"]} == {"Seattle", "Portland"}:
            conn["cost"] = 40
    path = tmp_path / "named.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_inspector_names_regions_as_the_map_file_does(qtbot, tmp_path, monkeypatch):
    path = _named_regions(tmp_path)
    monkeypatch.setattr(i18n, "current_language", lambda: "de")
    window = InspectorWindow(str(path))
    qtbot.addWidget(window)
    assert window.panel.region_boxes["Northwest"].text() == "Nordwesten"
    assert window._region_name("Northwest") == "Nordwesten"
    monkeypatch.setattr(i18n, "current_language", lambda: "en")
    assert window._region_name("Northwest") == "Northwest"


def test_cheapest_connections_use_the_maps_own_costs(tmp_path):  # RULES 3.4
    path = _named_regions(tmp_path)
    model = InspectionModel(load_map(str(path)), ("Northwest", "cyan", "red"))
    model.set_network(["Seattle"])
    hover = model.hover("Portland")
    assert hover is not None
    # The direct line costs 40 on this map: the cheapest way runs round it.
    assert hover.connection < 40 and hover.path[0] == "Seattle" and len(hover.path) > 2
    base = InspectionModel(load_map("usa"), ("purple", "cyan", "red"))
    base.set_network(["Seattle"])
    base_hover = base.hover("Portland")
    assert base_hover is not None and base_hover.connection == 3
