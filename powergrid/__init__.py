"""Power Grid (Funkenschlag) for the desktop: rules engine, board, bots, commands, Qt app."""

#: The one place the version is written; packaging reads it from here.
__version__ = "0.3.1.dev0"
