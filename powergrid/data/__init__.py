"""Data shipped inside the package (maps), read with importlib.resources."""
