"""The dialogs: a new game, the results, the settings and the help."""
