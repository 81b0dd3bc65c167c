"""Every test run is headless: Qt draws offscreen unless told otherwise."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
