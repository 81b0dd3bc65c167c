"""Random command lines for an argument parser: each parses with every value in its
range or fails with one line on stderr and exit status 2 (the player's command and the
lab's command are both held to it)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

BUDGETS = [pytest.param(60, id="default"), pytest.param(1000, id="many", marks=pytest.mark.slow)]

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


def check_command_lines(
    build_parser: Callable[[], argparse.ArgumentParser],
    commands: list[list[str]],
    budget: int,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Parse ``budget`` random command lines made of ``commands``, the options and the
    values above; assert each is accepted within range or refused cleanly."""

    @settings(
        max_examples=budget,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(
        st.sampled_from(commands),
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
