#!/usr/bin/env python3
"""Write the manual page powergrid(6) from the command's own argument parser.

``python packaging/manpage.py OUT [--date YYYY-MM-DD]`` writes roff (man macros): the
window's options and variants as ``powergrid --help`` lists them, every command with
its one-line help (``powergrid COMMAND --help`` tells its options), the files the game
keeps, and the environment it reads. The release build writes it for the .deb and the
.rpm; nothing in it is written by hand but the frame, so it stays true to the code.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FILES = (
    (
        "~/.local/share/powergrid/powergrid/",
        "the autosave and the crash marker ($XDG_DATA_HOME; POWERGRID_DATA_DIR overrides it)",
    ),
    ("~/.config/powergrid/", "the settings and the window layout ($XDG_CONFIG_HOME)"),
    ("*.pgsave", "a saved game; `powergrid FILE` opens it in the window"),
)
ENVIRONMENT = (
    ("QT_QPA_PLATFORM", "offscreen runs --screenshot without a display"),
    ("POWERGRID_DATA_DIR", "the folder of the autosave instead of the default"),
)


def roff(text: str) -> str:
    """Text as roff reads it literally: backslashes and hyphens escaped, and a line
    that would start with a control character (. or ') protected."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(
        "\\&" + line if line.startswith((".", "'")) else line for line in text.splitlines()
    )


def _option_lines(parser: argparse.ArgumentParser, action: argparse.Action) -> list[str]:
    """An option as --help shows it (its names and value, its help with defaults)."""
    formatter = parser._get_formatter()
    names = formatter._format_action_invocation(action)
    helptext = formatter._expand_help(action) if action.help else ""
    return [".TP", f"\\fB{roff(names)}\\fR", roff(helptext)]


def _groups(parser: argparse.ArgumentParser):
    """(title, options) of each option group, in --help's order."""
    for group in parser._action_groups:
        options = [
            a for a in group._group_actions if a.option_strings and a.help != argparse.SUPPRESS
        ]
        if options:
            yield group.title or "options", options


def _commands(parser: argparse.ArgumentParser) -> list[tuple[str, str]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return [(c.dest, c.help or "") for c in action._choices_actions]
    return []


def render(parser: argparse.ArgumentParser, version: str, date: str) -> str:
    """The manual page of ``parser`` (the full ``powergrid`` parser)."""
    out = [
        f'.TH POWERGRID 6 "{date}" "powergrid {roff(version)}" "Games"',
        ".SH NAME",
        "powergrid \\- the board game Power Grid (Funkenschlag) for the desktop",
        ".SH SYNOPSIS",
        ".B powergrid",
        "[\\fIOPTIONS\\fR] [\\fIFILE\\fR]",
        ".br",
        ".B powergrid",
        "\\fICOMMAND\\fR [\\fIARGUMENTS\\fR]",
        ".SH DESCRIPTION",
        roff(parser.description or ""),
        "Computer opponents on several levels, hot\\-seat play, a coach and a map "
        "inspector; in English, German and Chinese. F1 in the window opens the rules.",
    ]
    for title, options in _groups(parser):
        out.append(f".SH {roff(title.upper())}")
        for action in options:
            out += _option_lines(parser, action)
    out.append(".SH COMMANDS")
    for name, helptext in _commands(parser):
        out += [".TP", f"\\fB{roff(name)}\\fR", roff(helptext)]
    out += [
        ".PP",
        "\\fBpowergrid\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR lists the options of a command.",
        ".SH FILES",
    ]
    for path, what in FILES:
        out += [".TP", f"\\fI{roff(path)}\\fR", roff(what)]
    out.append(".SH ENVIRONMENT")
    for name, what in ENVIRONMENT:
        out += [".TP", f"\\fB{name}\\fR", roff(what)]
    out += [".SH EXIT STATUS", "0 on success, 1 when a command fails, 2 for a usage error."]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from powergrid import __version__
    from powergrid.cli.main import build_parser

    args.out.write_text(render(build_parser(), __version__, args.date), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
