"""Command-line entry points: the app, map and deck tools, analysis, the server."""
