"""Entry point of the bundle: the same `powergrid` command a pip install provides."""

import sys

from powergrid.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
