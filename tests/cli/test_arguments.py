"""Every command of the game checks its arguments: bad usage is one line on stderr and exit
status 2 (the lab's commands: lab/tests/test_arguments.py).

No traceback, no silent clamp, nothing on stdout. The fixed cases are the
invocations that once crashed or were accepted; the property test throws random
argument lists at the parser.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from powergrid.cli.main import build_parser, main


def usage_error(capsys, argv: list[str]) -> str:
    """The one stderr line of a refused command line (exit status 2, stdout empty)."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    out = capsys.readouterr()
    assert info.value.code == 2, (argv, out)
    assert out.out == ""
    lines = out.err.splitlines()
    assert len(lines) == 1 and "error:" in lines[0], out.err
    assert "Traceback" not in out.err
    return lines[0]


@pytest.fixture
def folder(tmp_path):
    return str(tmp_path)


BAD = [
    (["--screenshot", "x.png", "--players", "0"], "not between 2 and 6"),
    (["--screenshot", "x.png", "--players", "7"], "not between 2 and 6"),
    (["--screenshot", "x.png", "--players", "-3"], "not between 2 and 6"),
    (["--screenshot", "x.png", "--map", "nosuchmap"], "no built-in map"),
    (["--screenshot", "/no/such/folder/x.png"], "does not exist"),
    (["--screenshot", "{folder}"], "is a folder"),
    (["--ai-delay", "-5"], "not between 0 and 10000"),
    (["inspect", "nosuchmap"], "no built-in map"),
    (["inspect", "--size", "0x0", "--screenshot", "x.png"], "between 200 and 10000"),
    (["inspect", "--size", "big"], "does not look like 1500x900"),
    (["map", "cost", "nosuchmap", "--to", "A"], "no built-in map"),
    (["map", "cost", "usa", "--to", "Seattle", "--step", "4"], "not between 1 and 3"),
    (["map", "cost", "usa", "--to", "Seattle", "--step", "9" * 5000], "not a whole number"),
    (["inspect", "--step", "0"], "not between 1 and 3"),
    (["nosuchcommand"], "invalid choice"),
    (["--lang", "fr"], "invalid choice: 'fr'"),
    (["--screenshot", "x.png", "--lang", "zh"], "invalid choice: 'zh'"),
]


@pytest.mark.parametrize(("argv", "needle"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_usage_is_one_line_on_stderr_and_status_2(capsys, folder, argv, needle):
    line = usage_error(capsys, [a.format(folder=folder) for a in argv])
    assert needle in line
    assert len(line) < 400  # a long argument is cut in the message


def test_inspect_refuses_an_unknown_hover_city(capsys, qapp):
    with pytest.raises(SystemExit) as info:
        code = main(["inspect", "usa", "--hover", "Atlantis"])
        raise SystemExit(code)
    out = capsys.readouterr()
    assert info.value.code == 2 and out.out == ""
    assert out.err.splitlines() == ["powergrid inspect: error: unknown cities: Atlantis"]


# -- property test --------------------------------------------------------------------

BUDGETS = [pytest.param(60, id="default"), pytest.param(1000, id="many", marks=pytest.mark.slow)]

COMMANDS = [
    [],
    ["analyse"],
    ["serve"],
    ["inspect"],
    ["map", "cost"],
    ["map", "check"],
    ["map"],
]
OPTIONS = [
    "--players",
    "--games",
    "--seed",
    "--workers",
    "--map",
    "--seats",
    "--size",
    "--hover",
    "--step",
    "--regions",
    "--screenshot",
    "--rounds",
    "--ai-delay",
    "--check",
    "--json",
    "--from",
    "--to",
    "--compact",
    "--heat",
    "-x",
    "--",
]
VALUES = [
    "0",
    "1",
    "2",
    "6",
    "7",
    "-1",
    "-3",
    "99999999999999999999999",
    "0x0",
    "1500x900",
    "usa",
    "germany",
    "Germany",
    "nosuchmap",
    "/no/such.json",
    "/",
    "",
    " ",
    "hard,normal",
    "simple,simple,simple",
    "banana",
    "Seattle",
    "Atlantis",
    "1e3",
    "\udcff",
    "x.png",
]


@pytest.mark.parametrize("budget", BUDGETS)
def test_random_command_lines_parse_or_fail_cleanly(budget, capsys):
    @settings(
        max_examples=budget,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(
        st.sampled_from(COMMANDS),
        st.lists(
            st.one_of(
                st.sampled_from(OPTIONS), st.sampled_from(VALUES), st.integers(-10, 300).map(str)
            ),
            max_size=6,
        ),
    )
    def check(command, rest):
        argv = command + rest
        capsys.readouterr()
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as stop:
            out = capsys.readouterr()
            if stop.code == 0:
                assert "usage:" in out.out  # --help
                return
            assert stop.code == 2, (argv, out.err)
            assert out.out == "" and len(out.err.splitlines()) == 1, (argv, out.err)
            assert "Traceback" not in out.err
            return
        # Accepted: every value is within its range, nothing clamped later.
        if getattr(args, "players", 4) is not None:
            assert 2 <= getattr(args, "players", 4) <= 6
        assert getattr(args, "games", 1) >= 1
        assert 0 <= getattr(args, "workers", 0) <= 256
        size = getattr(args, "size", (1500, 900))
        assert all(200 <= side <= 10_000 for side in size)
        if isinstance(getattr(args, "seats", None), list):
            assert 2 <= len(args.seats) <= 6

    check()


def test_the_lang_choices_are_the_apps_languages():
    from powergrid.app.shared.i18n import LANGUAGES, SYSTEM
    from powergrid.cli.app_cmd import LANG_CHOICES
    from powergrid.cli.main import build_parser

    assert LANG_CHOICES == (SYSTEM, *LANGUAGES)
    assert build_parser().parse_args(["--lang", "zh_TW"]).lang == "zh_TW"
    assert build_parser().parse_args([]).lang is None
