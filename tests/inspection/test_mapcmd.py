"""`powergrid map cost` and `powergrid map check` (RULES 3.4, 2, 1.7)."""

from __future__ import annotations

import json
import random

import pytest

from powergrid.board import random_regions
from powergrid.cli import mapcmd
from powergrid.cli.main import main as cli_main
from tests.maps import MAPS, board, brute_force_total, mapfile, random_plan_case


def run(capsys, *argv):
    """Exit status, stdout and stderr of ``powergrid map ...`` (usage errors exit 2)."""
    try:
        code = cli_main(["map", *argv])
    except SystemExit as stop:
        code = stop.code
    out = capsys.readouterr()
    return code, out.out, out.err


def check_result(b, result, network, targets):
    """Each step pays the cheapest path from what is owned by then, along a real path."""
    assert sorted(result["order"]) == sorted(targets)
    owned = list(network)
    for step, city in zip(result["cities"], result["order"], strict=True):
        assert step["city"] == city
        assert step["house"] == 10
        assert step["cost"] == step["connection"] + step["house"]
        path = step["path"]
        assert path[-1] == city
        if owned:
            assert path[0] in owned
            assert step["connection"] == min(b.distance(o, city) for o in owned)
            # a real graph path whose edge costs add up to the connection cost
            total = 0
            for x, y in zip(path, path[1:], strict=False):
                assert b.graph.has_edge(x, y), (x, y)
                total += b.graph[x][y]["cost"]
            assert total == step["connection"]
            assert all(c in b.index for c in path)  # never through cities out of play
        else:
            assert path == [city] and step["connection"] == 0
        owned.append(city)
    assert result["total"] == sum(s["cost"] for s in result["cities"])
    assert result["connection_total"] == sum(s["connection"] for s in result["cities"])
    assert result["house_total"] == 10 * len(targets)


# RULES 3.4
@pytest.mark.parametrize("name", MAPS)
def test_cost_equals_brute_force(name):
    rng = random.Random(f"mapcost-{name}")
    for trial in range(120):
        regions, b, network, targets = random_plan_case(rng, name, trial)
        step = rng.randint(1, 3)
        result = mapcmd.plan_cost(name, network, targets, list(regions) if regions else None, step)
        assert result["step"] == step
        assert result["total"] == brute_force_total(b, network, targets, 10)
        check_result(b, result, network, targets)


# RULES 3.4
@pytest.mark.parametrize("name", MAPS)
def test_cost_command_output(name, capsys):
    """The printed JSON of the command itself, for a few random sets."""
    rng = random.Random(f"mapcost-cli-{name}")
    for _ in range(15):
        regions = random_regions(mapfile(name), rng.randint(3, 6), rng)
        b = board(name, tuple(regions))
        network = rng.sample(b.cities, rng.randint(0, 2))
        rest = [c for c in b.cities if c not in network]
        targets = rng.sample(rest, rng.randint(1, 5))
        argv = [
            "cost",
            name,
            "--to",
            ",".join(targets),
            "--regions",
            ",".join(regions),
            "--compact",
        ]
        if network:
            argv += ["--from", ",".join(network)]
        code, out, err = run(capsys, *argv)
        assert code == 0, err
        result = json.loads(out)
        assert result["regions"] == list(b.regions)
        assert result["network"] == network and result["targets"] == targets
        assert result["total"] == brute_force_total(b, network, targets, 10)
        check_result(b, result, network, targets)


def test_cost_known_case(capsys):
    code, out, _ = run(
        capsys,
        "cost",
        "usa",
        "--from",
        "chicago",
        "--to",
        "Detroit, st. louis,Duluth",
        "--step",
        "2",
    )
    assert code == 0
    result = json.loads(out)
    assert result["network"] == ["Chicago"]
    assert result["order"] == ["Detroit", "St. Louis", "Duluth"]
    assert [s["connection"] for s in result["cities"]] == [7, 10, 12]
    assert result["total"] == 29 + 30
    assert result["step"] == 2 and result["house_price"] == 10


def test_cost_order_uses_cities_already_added(capsys):
    """The second city may connect from the first one added (RULES 3.4)."""
    b = board("usa")
    code, out, _ = run(capsys, "cost", "usa", "--from", "Seattle", "--to", "Miami,Tampa")
    assert code == 0
    result = json.loads(out)
    assert result["order"] == ["Tampa", "Miami"]
    assert result["cities"][1]["path"] == ["Tampa", "Miami"]
    assert result["total"] == b.distance("Seattle", "Tampa") + 4 + 20


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--to", "Atlantis"], "unknown city 'Atlantis'"),
        (["--to", "Chicago", "--from", "Chicago"], "already in the --from network"),
        (["--to", "Chicago,chicago"], "listed more than once"),
        (["--to", "Chicago", "--regions", "purple,green"], "do not form one connected area"),
        (["--to", "Chicago", "--regions", "pink"], "unknown region"),
        (["--to", "Seattle", "--regions", "green,brown,yellow"], "not in play"),
        (["--to", ","], "no city given"),
    ],
)
def test_cost_usage_errors(capsys, argv, message):
    code, out, err = run(capsys, "cost", "usa", *argv)
    assert code == 2
    assert out == ""
    assert message in err


def test_cost_bad_map(capsys, tmp_path):
    code, _, err = run(capsys, "cost", str(tmp_path / "none.json"), "--to", "A")
    assert code == 2 and "file not found" in err and len(err.splitlines()) == 1
    code, _, err = run(capsys, "cost", "atlantis", "--to", "A")
    assert code == 2 and "no built-in map" in err and len(err.splitlines()) == 1


def test_cost_help_explains_prices(capsys):
    with pytest.raises(SystemExit):
        cli_main(["map", "cost", "--help"])
    text = capsys.readouterr().out
    assert "costs 10" in text and "--step" in text and "RULES 3.4" in text


# -- map check (RULES 1.7, 2) -----------------------------------------------------------


@pytest.mark.parametrize("name", MAPS)
def test_check_builtin_maps(name, capsys):
    code, out, _ = run(capsys, "check", name)
    assert code == 0
    assert "ok" in out and "42 cities" in out


def test_check_warns_about_overlapping_cities(tmp_path, capsys, tiny_map_text):
    data = json.loads(tiny_map_text)
    data["cities"][1]["x"], data["cities"][1]["y"] = 100, 70  # W2 onto W1 (60, 60)
    path = tmp_path / "crowded.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0
    assert "(1 drawing warning)" in out
    assert "! cities[0], cities[1]: 'W1' and 'W2' are drawn on top of each other" in out


def test_check_docs_example(tmp_path, capsys, tiny_map_text):
    path = tmp_path / "tiny.json"
    path.write_text(tiny_map_text, encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path), "--json")
    assert code == 0
    result = json.loads(out)
    assert result["ok"] and result["cities"] == 35 and result["regions"] == 5
    assert result["regions_connected"] and result["warnings"] == []


def test_check_names_every_problem(tmp_path, capsys, tiny_map_text):
    data = json.loads(tiny_map_text)
    data["regions"][0]["color"] = "purple"  # bad colour
    data["cities"][3]["region"] = "nowhere"  # unknown region -> west has 6
    data["connections"][0]["b"] = "W9"  # unknown city
    data["connections"][1]["cost"] = -3  # negative cost
    data["connections"].append({"a": "M1", "b": "M2", "cost": 2})  # duplicate
    data["connections"] = [
        c for c in data["connections"] if not (c["a"], c["b"]) == ("E3", "F6")
    ]  # east is cut off
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    lines = [line for line in out.splitlines() if line.startswith("  - ")]
    text = "\n".join(lines)
    for needle in (
        "regions[0].color",
        "unknown region 'nowhere'",
        "unknown city 'W9'",
        "negative cost -3",
        "duplicate connection",
        "has 6 cities",
        "not all connected",
    ):
        assert needle in text, needle
    assert f"{len(lines)} problems" in out
    code, out, _ = run(capsys, "check", str(path), "--json")
    result = json.loads(out)
    assert code == 1 and not result["ok"] and len(result["problems"]) == len(lines)


@pytest.mark.parametrize(
    "text, needle",
    [
        ("{not json", "malformed JSON"),
        ('{"format": 3, "name": "x", "regions": [], "cities": [], "connections": []}', "format"),
        ('{"format": 1}', "name: missing"),
        ("[]", "(top level)"),
    ],
)
def test_check_broken_files(tmp_path, capsys, text, needle):
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert needle in out


def test_check_missing_file(tmp_path, capsys):
    code, out, _ = run(capsys, "check", str(tmp_path / "nope.json"))
    assert code == 1 and "file not found" in out


def test_mapcmd_does_not_load_qt():
    import subprocess
    import sys

    code = (
        "import sys, powergrid.cli.mapcmd as m; "
        "m.plan_cost('usa', ['Chicago'], ['Detroit']); "
        "sys.exit(any(k.startswith('PySide6') for k in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize("name", MAPS)
def test_builtin_maps_draw_without_overlapping_cities(name):
    assert mapcmd.drawing_warnings(mapfile(name)) == []
