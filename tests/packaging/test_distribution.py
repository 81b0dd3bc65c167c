"""The wheel and the sdist built with `python -m build`, and the wheel installed into
a fresh virtual environment, playing a headless game from there.

Slow (a build with its own isolated environment, then an install of PySide6 from
PyPI or pip's cache): run with ``-m slow``.
"""

from __future__ import annotations

import configparser
import json
import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from powergrid import __version__

ROOT = Path(__file__).resolve().parents[2]
APP = "io.github.powergrid.PowerGrid"
PACKAGE_DATA = {
    "powergrid/data/maps/usa.json",
    "powergrid/data/maps/germany.json",
    "powergrid/data/decks/original.json",
    "powergrid/data/decks/plus-example.json",
    "powergrid/data/decks/doubled-example.json",
    f"powergrid/data/desktop/{APP}.desktop",
    f"powergrid/data/desktop/{APP}.metainfo.xml",
    "powergrid/app/icons/powergrid.svg",
}
pytestmark = pytest.mark.slow
#: A whole three-player game on Germany between Normal bots, from the installed wheel.
PLAY = """
import json
from powergrid.ai import make_bot
from powergrid.rules import GameConfig, new_game, violations
state = new_game(GameConfig.quick(3, "germany"), 5)
bots = [make_bot("normal", seat) for seat in range(3)]
while not state.is_terminal():
    state.apply(bots[state.current_player].choose(state))
print(json.dumps({"ended": True, "violations": violations(state)}))
"""


@pytest.fixture(scope="module")
def dists(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (wheel,) = out.glob("powergrid-*.whl")
    (sdist,) = out.glob("powergrid-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


def test_wheel_contents(dists):
    assert dists["wheel"].name == f"powergrid-{__version__}-py3-none-any.whl"
    with zipfile.ZipFile(dists["wheel"]) as whl:
        names = set(whl.namelist())
        assert PACKAGE_DATA <= names
        assert f"powergrid-{__version__}.dist-info/licenses/LICENSE" in names
        assert not any(n.startswith(("maps/", "share/", "tests/")) for n in names)
        for name in ("powergrid/data/maps/usa.json", "powergrid/data/maps/germany.json"):
            assert whl.read(name) == (ROOT / name).read_bytes()
        metadata = whl.read(f"powergrid-{__version__}.dist-info/METADATA").decode()
        assert f"Version: {__version__}" in metadata and "License-Expression: MIT" in metadata
        entry_points = whl.read(f"powergrid-{__version__}.dist-info/entry_points.txt").decode()
        assert "powergrid = powergrid.cli.main:main" in entry_points


def test_sdist_contents(dists):
    top = f"powergrid-{__version__}/"
    with tarfile.open(dists["sdist"]) as tar:
        members = {m.name: m for m in tar.getmembers()}
        assert not [m.name for m in members.values() if m.issym() or m.islnk()]
        for name in PACKAGE_DATA | {
            "LICENSE",
            "CHANGELOG.md",
            "README.md",
            "pyproject.toml",
            "maps/usa.json",
            "maps/germany.json",
            "tools/build_maps.py",
            "packaging/powergrid.spec",
            "packaging/build_bundle.py",
            "packaging/smoke_test_bundle.sh",
        }:
            assert members[top + name].isfile(), name
        usa = tar.extractfile(top + "maps/usa.json").read()
        assert usa == (ROOT / "powergrid/data/maps/usa.json").read_bytes()


def _venv_python(path: Path) -> Path:
    return path / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def test_wheel_installs_and_plays_in_a_fresh_venv(dists, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, system_site_packages=False).create(env_dir)
    python = _venv_python(env_dir)
    install = subprocess.run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            str(dists["wheel"]),
        ],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert install.returncode == 0, install.stderr[-3000:]
    script = python.parent / "powergrid"
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH"}
    }
    env["POWERGRID_DATA_DIR"] = str(tmp_path / "data")
    env["XDG_DATA_HOME"] = str(tmp_path / "share")

    def run(*args: str) -> subprocess.CompletedProcess:
        # Run outside the source tree so that only the installed package is importable.
        return subprocess.run(
            [str(script), *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600
        )

    where = subprocess.run(
        [str(python), "-c", "import powergrid; print(powergrid.__file__)"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env=env,
    )
    assert Path(where.stdout.strip()).is_relative_to(env_dir)

    assert run("--version").stdout.strip() == f"powergrid {__version__}"

    assert run("analyse", "--help").returncode == 0
    assert not {"simulate", "tournament", "ratings", "bench"} & set(run("--help").stdout.split())
    game = subprocess.run(
        [str(python), "-c", PLAY], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert game.returncode == 0, game.stderr
    assert json.loads(game.stdout) == {"ended": True, "violations": []}

    shot = tmp_path / "shot.png"
    result = run("--screenshot", str(shot), "--players", "3", "--rounds", "2")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # headless: no Qt noise
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000

    assert run().returncode == 1  # no display: the one-line message, not Qt's abort

    if sys.platform.startswith("linux"):
        assert run("desktop", "install").returncode == 0
        parser = configparser.ConfigParser(interpolation=None)
        parser.optionxform = str
        parser.read(tmp_path / "share" / "applications" / f"{APP}.desktop")
        assert parser["Desktop Entry"]["Exec"] == str(script)
        assert run("desktop", "uninstall").returncode == 0
