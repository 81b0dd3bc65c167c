"""``python -m powergrid.app``: open the game window (same options as ``powergrid``)."""

import sys

from ..cli.app_cmd import main

sys.exit(main())
