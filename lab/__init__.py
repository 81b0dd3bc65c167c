"""The project's lab: measurement, tournaments, ratings, the win-chance model's
recording, training and calibration, and the diagnostics behind the figures in docs/.

It sits beside the game, not inside it: ``powergrid`` never imports ``lab`` (an
import-linter contract), and neither the wheel, the sdist nor the bundle holds it. It is
run from a checkout with the development extra installed (``pip install -e '.[test]'``)
as ``python -m lab COMMAND`` (``python -m lab --help`` lists the commands); the scripts
of ``lab/tools`` run as ``python -m lab.tools.NAME``. ``lab/notes`` keeps the dated
history of the measurements and ``lab/measurements`` their raw results.
"""
