"""The main window: the table in the middle, the menus and the start screen."""
