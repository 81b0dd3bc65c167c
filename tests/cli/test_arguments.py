"""Every command of the game checks its arguments: bad usage is one line on stderr and exit
status 2 (the lab's commands: lab/tests/test_arguments.py).

No traceback, no silent clamp, nothing on stdout. The fixed cases are the
invocations that once crashed or were accepted; the property test throws random
argument lists at the parser.
"""

from __future__ import annotations

import pytest

from powergrid.cli.main import build_parser, main

from .command_lines import BUDGETS, check_command_lines


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

COMMANDS = [
    [],
    ["analyse"],
    ["serve"],
    ["inspect"],
    ["map", "cost"],
    ["map", "check"],
    ["map"],
]


@pytest.mark.parametrize("budget", BUDGETS)
def test_random_command_lines_parse_or_fail_cleanly(budget, capsys):
    check_command_lines(build_parser, COMMANDS, budget, capsys)


def test_the_lang_choices_are_the_apps_languages():
    from powergrid.app.shared.i18n import LANGUAGES, SYSTEM
    from powergrid.cli.app_cmd import LANG_CHOICES
    from powergrid.cli.main import build_parser

    assert LANG_CHOICES == (SYSTEM, *LANGUAGES)
    assert build_parser().parse_args(["--lang", "zh_TW"]).lang == "zh_TW"
    assert build_parser().parse_args([]).lang is None
