"""Entry point of the bundle: the same `powergrid` command a pip install provides.

The Expert's process pool starts its workers (and forkserver) by running this very
executable again; ``freeze_support`` recognises such a start and runs the worker's
code instead of the game, before anything else is imported.

Before the game starts, the environment is given back its player's values
(:func:`restore_host_environment`): the bundle's own LD_LIBRARY_PATH and Qt plugin
paths would make a browser or file manager the game opens load the bundle's
libraries. The game itself keeps them: the dynamic loader read LD_LIBRARY_PATH when
the process started, and Qt finds its plugins beside PySide6 without QT_PLUGIN_PATH.
"""

import multiprocessing
import os
import sys


def restore_host_environment(environ, saved) -> None:
    """Give each variable in ``saved`` its value from before the bundle started (None:
    it was not set), and drop the launcher's note of the original library path."""
    for name, value in saved.items():
        if value is None:
            environ.pop(name, None)
        else:
            environ[name] = value
    environ.pop("LD_LIBRARY_PATH_ORIG", None)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    restore_host_environment(os.environ, getattr(sys, "_powergrid_host_environ", {}))
    from powergrid.cli.main import main

    sys.exit(main())
