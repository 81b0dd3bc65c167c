"""Runtime hook of the bundle, run before PyInstaller's own: it notes the values that
the bundle is about to change for itself (PyInstaller's Qt hook sets QT_PLUGIN_PATH
and QML2_IMPORT_PATH; the launcher already set LD_LIBRARY_PATH and kept the player's
value in LD_LIBRARY_PATH_ORIG), so that packaging/launcher.py can give the programs
the game starts (a browser, a file manager, xdg-open) the player's environment."""

import os
import sys

sys._powergrid_host_environ = {  # type: ignore[attr-defined]
    "LD_LIBRARY_PATH": os.environ.get("LD_LIBRARY_PATH_ORIG"),
    "QT_PLUGIN_PATH": os.environ.get("QT_PLUGIN_PATH"),
    "QML2_IMPORT_PATH": os.environ.get("QML2_IMPORT_PATH"),
}
