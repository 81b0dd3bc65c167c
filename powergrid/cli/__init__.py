"""Command-line entry points: the app, headless simulation, benchmarks, map tools."""
