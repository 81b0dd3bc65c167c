"""Data shipped inside the package (maps), read with importlib.resources."""

#: The map a game is played on when nobody chose one (the first box's first board).
DEFAULT_MAP = "usa"
