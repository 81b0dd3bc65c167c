"""``python -m lab COMMAND``: see :mod:`lab.main`."""

import sys

from lab.main import main

sys.exit(main())
