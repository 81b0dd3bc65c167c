"""Entry point of the bundle: the same `powergrid` command a pip install provides.

The Expert's process pool starts its workers (and forkserver) by running this very
executable again; ``freeze_support`` recognises such a start and runs the worker's
code instead of the game, before anything else is imported.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from powergrid.cli.main import main

    sys.exit(main())
